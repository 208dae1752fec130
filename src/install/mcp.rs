//! `cm install --mcp`: registering `cm mcp` as an MCP server named `cm` in an agent's own
//! configuration file (JSON `mcpServers`, or Codex's TOML `[mcp_servers.cm]`), idempotently,
//! and taking it out again, without disturbing anything else in the file.

use anyhow::{Result, bail};
use serde_json::{Map, Value, json};

use super::{Action, Plan, Request, binary_for_command};
use crate::agent::McpFormat;

/// The server's name in every configuration.
pub(crate) const SERVER: &str = "cm";

/// Works out the new content of the agent's MCP configuration, without writing anything.
pub(crate) fn plan(req: &Request) -> Result<Plan> {
    let spec = req.agent.spec();
    let path = spec.mcp_file(req.scope)?;
    let before = crate::files::read_optional(&path)?;
    let text = before.as_deref().unwrap_or("");
    let cm = binary_for_command(&req.binary);
    let merged = match spec.mcp_format {
        McpFormat::JsonMcpServers => merge_json(text, &cm, req.uninstall),
        McpFormat::TomlMcpServers => merge_toml(text, &cm, req.uninstall),
    };
    let (after, action) = merged.map_err(|e| super::left_untouched(&path, &e))?;
    // TOML is edited as text; JSON is printed in the file's layout, when it has one.
    let backup = spec.mcp_format == McpFormat::JsonMcpServers
        && before.is_some()
        && !super::lossless::parse(Some(text)).is_ok_and(|d| d.keeps_layout(Some(text)));
    Ok(Plan {
        path,
        action,
        before,
        after,
        remove: false,
        backup,
        events: Vec::new(),
    })
}

/// True when a server entry (a TOML one as JSON) runs `cm mcp` (any `cm` binary): ours to
/// replace or remove.
fn is_ours(entry: &Value) -> bool {
    let program_is_cm = entry
        .get("command")
        .and_then(Value::as_str)
        .is_some_and(|c| {
            let name = c.rsplit(['/', '\\']).next().unwrap_or(c);
            name == "cm" || name == "cm.exe"
        });
    let args: Vec<Option<&str>> = entry
        .get("args")
        .and_then(Value::as_array)
        .map(|a| a.iter().map(Value::as_str).collect())
        .unwrap_or_default();
    program_is_cm && args == [Some("mcp")]
}

/// `mcpServers.cm` of a JSON configuration set to run `cm` (or removed).
pub(crate) fn merge_json(text: &str, cm: &str, uninstall: bool) -> Result<(String, Action)> {
    let file = super::lossless::parse(Some(text))?;
    let mut doc = file.value.clone();
    let root = doc.as_object_mut().expect("parse returns an object");
    let servers = root
        .entry("mcpServers")
        .or_insert_with(|| Value::Object(Map::new()));
    let Some(servers) = servers.as_object_mut() else {
        bail!("mcpServers is not an object");
    };
    let current = servers.get(SERVER).cloned();
    if current.as_ref().is_some_and(|c| !is_ours(c)) {
        bail!("mcpServers.{SERVER} runs something other than `cm mcp`");
    }
    let action = if uninstall {
        if current.is_none() {
            return Ok((text.to_owned(), Action::Unchanged));
        }
        servers.shift_remove(SERVER);
        if servers.is_empty() {
            root.shift_remove("mcpServers");
        }
        Action::Removed
    } else {
        // Keep whatever else the entry says (env, timeouts) when only the binary moved.
        let mut entry = current.clone().unwrap_or_else(|| json!({}));
        entry["command"] = json!(cm);
        entry["args"] = json!(["mcp"]);
        if current.as_ref() == Some(&entry) {
            return Ok((text.to_owned(), Action::Unchanged));
        }
        servers.insert(SERVER.to_owned(), entry);
        if current.is_some() {
            Action::Updated
        } else {
            Action::Installed
        }
    };
    Ok((file.print(&doc), action))
}

/// `[mcp_servers.cm]` of Codex's `config.toml` set to run `cm` (or removed), edited as text
/// so the rest of the file keeps its comments and layout.
pub(crate) fn merge_toml(text: &str, cm: &str, uninstall: bool) -> Result<(String, Action)> {
    let current = toml_entry(text)?;
    if let Some(c) = &current {
        if !serde_json::to_value(c).is_ok_and(|c| is_ours(&c)) {
            bail!("[mcp_servers.{SERVER}] runs something other than `cm mcp`");
        }
        let same = c.get("command").and_then(toml::Value::as_str) == Some(cm);
        if same && !uninstall {
            return Ok((text.to_owned(), Action::Unchanged));
        }
    } else if uninstall {
        return Ok((text.to_owned(), Action::Unchanged));
    }
    // Drop the `[mcp_servers.cm]` section: its header up to the next header.
    let mut kept: Vec<&str> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            let name = t
                .trim_start_matches('[')
                .trim_end_matches(']')
                .replace(' ', "");
            inside = name == format!("mcp_servers.{SERVER}")
                || name == format!("mcp_servers.\"{SERVER}\"");
        }
        if !inside {
            kept.push(line);
        }
    }
    while kept.last().is_some_and(|l| l.trim().is_empty()) {
        kept.pop();
    }
    let mut out = kept.join("\n");
    if !uninstall {
        if !out.is_empty() {
            out.push_str("\n\n");
        }
        out.push_str(&format!(
            "[mcp_servers.{SERVER}]\ncommand = {}\nargs = [\"mcp\"]",
            toml::Value::String(cm.to_owned())
        ));
    }
    if !out.is_empty() {
        out.push('\n');
    }
    // The edit must leave exactly the entry wanted (or none) and a file Codex can read.
    let now = toml_entry(&out).map_err(|_| anyhow::anyhow!("the edit would break the file"))?;
    let wanted = now
        .as_ref()
        .and_then(|t| t.get("command")?.as_str().map(str::to_owned));
    if wanted != (!uninstall).then(|| cm.to_owned()) {
        bail!("it holds [mcp_servers.{SERVER}] in a form cm does not edit");
    }
    let action = match (uninstall, current.is_some()) {
        (true, _) => Action::Removed,
        (false, true) => Action::Updated,
        (false, false) => Action::Installed,
    };
    Ok((out, action))
}

/// `mcp_servers.cm` of a TOML text.
fn toml_entry(text: &str) -> Result<Option<toml::Table>> {
    let table: toml::Table =
        toml::from_str(text).map_err(|e| anyhow::anyhow!("not valid TOML ({e})"))?;
    Ok(table
        .get("mcp_servers")
        .and_then(toml::Value::as_table)
        .and_then(|s| s.get(SERVER))
        .and_then(toml::Value::as_table)
        .cloned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_install_is_idempotent_and_keeps_other_servers() {
        let text = r#"{"mcpServers": {"other": {"command": "x"}}, "theme": "dark"}"#;
        let (once, a) = merge_json(text, "/bin/cm", false).unwrap();
        assert_eq!(a, Action::Installed);
        let doc: Value = serde_json::from_str(&once).unwrap();
        assert_eq!(
            doc["mcpServers"]["cm"],
            json!({"command": "/bin/cm", "args": ["mcp"]})
        );
        assert_eq!(doc["mcpServers"]["other"]["command"], "x");
        assert_eq!(doc["theme"], "dark");
        let (twice, a) = merge_json(&once, "/bin/cm", false).unwrap();
        assert_eq!((twice.as_str(), a), (once.as_str(), Action::Unchanged));
        let (moved, a) = merge_json(&once, "/usr/local/bin/cm", false).unwrap();
        assert_eq!(a, Action::Updated);
        let (gone, a) = merge_json(&moved, "/bin/cm", true).unwrap();
        assert_eq!(a, Action::Removed);
        let doc: Value = serde_json::from_str(&gone).unwrap();
        assert!(doc["mcpServers"].get("cm").is_none());
        assert_eq!(doc["mcpServers"]["other"]["command"], "x");
    }

    #[test]
    fn json_leaves_a_foreign_cm_server_alone() {
        let text = r#"{"mcpServers": {"cm": {"command": "npx", "args": ["cm-server"]}}}"#;
        assert!(merge_json(text, "/bin/cm", false).is_err());
        assert!(merge_json(r#"{"mcpServers": []}"#, "/bin/cm", false).is_err());
    }

    #[test]
    fn toml_install_keeps_comments_and_is_idempotent() {
        let text = "# mine\nmodel = \"o3\"\n\n[mcp_servers.docs]\ncommand = \"docs\"\n";
        let (once, a) = merge_toml(text, "/bin/cm", false).unwrap();
        assert_eq!(a, Action::Installed);
        assert!(once.starts_with("# mine\nmodel = \"o3\"\n"), "{once}");
        assert!(once.ends_with("[mcp_servers.cm]\ncommand = \"/bin/cm\"\nargs = [\"mcp\"]\n"));
        let (twice, a) = merge_toml(&once, "/bin/cm", false).unwrap();
        assert_eq!((twice.as_str(), a), (once.as_str(), Action::Unchanged));
        let (moved, a) = merge_toml(&once, "/opt/cm", false).unwrap();
        assert_eq!(a, Action::Updated);
        assert_eq!(moved.matches("[mcp_servers.cm]").count(), 1);
        let (gone, a) = merge_toml(&moved, "/opt/cm", true).unwrap();
        assert_eq!(a, Action::Removed);
        assert_eq!(gone, text);
    }

    #[test]
    fn toml_refuses_what_it_cannot_edit() {
        assert!(
            merge_toml(
                "mcp_servers = { cm = { command = \"cm\", args = [\"mcp\"] } }",
                "/bin/cm",
                false
            )
            .is_err()
        );
        assert!(merge_toml("[mcp_servers.cm]\ncommand = \"other\"\n", "/bin/cm", false).is_err());
        assert!(merge_toml("not = [toml", "/bin/cm", false).is_err());
    }
}
