//! Codex's trust of hooks, read for `cm doctor` and recorded by `cm install --trust`.
//!
//! Codex runs a project's hooks only when the project is trusted (`[projects."<dir>"]
//! trust_level = "trusted"` in `$CODEX_HOME/config.toml`) and each hook is
//! (`[hooks.state."<hooks.json>:<event>:<group>:<handler>"] trusted_hash = "sha256:..."`);
//! it skips an untrusted or changed hook without a word. The hash is of a normalised
//! identity of the hook, computed here as Codex computes it (`tests/codex` checks the
//! recipe against Codex's own `hooks/list`).

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result, bail};
use serde_json::{Value, json};
use sha2::{Digest as _, Sha256};

use serde::Serialize;

use super::{Plan, settings, write};
use crate::agent::Scope;

/// Codex's default hook timeout, in seconds: part of the hash when a hook sets none.
const DEFAULT_TIMEOUT: u64 = 600;
/// The events whose matcher is part of a hook's identity.
const MATCHER_EVENTS: [&str; 4] = [
    "pre_tool_use",
    "permission_request",
    "post_tool_use",
    "session_start",
];

/// One of cm's hooks in a Codex `hooks.json`, as Codex's trust store names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct HookEntry {
    /// `<hooks.json path>:<event label>:<group index>:<handler index>`.
    pub(crate) key: String,
    /// The event label, e.g. `post_tool_use`.
    pub(crate) event: String,
    /// `sha256:<hex>` of the hook's identity.
    pub(crate) hash: String,
}

/// How Codex's configuration takes one hook.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HookState {
    Trusted,
    /// No trusted hash recorded.
    Untrusted,
    /// Trusted once, changed since (command, matcher or timeout).
    Modified,
    /// `enabled = false`.
    Disabled,
}

/// Codex's snake-case label of an event: `PostToolUse` → `post_tool_use`.
pub(crate) fn event_label(event: &str) -> String {
    let mut out = String::new();
    for (i, c) in event.char_indices() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The hash Codex records for a trusted command hook: SHA-256 of the JSON of
/// `{event_name, matcher (for the events that take one), hooks: [{type, command, timeout,
/// async}]}`, keys sorted at every level, compact, as `sha256:<hex>`.
pub(crate) fn hook_hash(event: &str, matcher: Option<&str>, handler: &Value) -> String {
    let label = event_label(event);
    let timeout = handler
        .get("timeout")
        .and_then(Value::as_f64)
        .map_or(DEFAULT_TIMEOUT, |t| t.max(1.0) as u64);
    let mut hook = json!({
        "type": "command",
        "command": handler.get("command").cloned().unwrap_or(json!("")),
        "timeout": timeout,
        "async": handler.get("async").and_then(Value::as_bool).unwrap_or(false),
    });
    for key in ["statusMessage", "commandWindows"] {
        if let Some(v) = handler.get(key).filter(|v| !v.is_null()) {
            hook[key] = v.clone();
        }
    }
    let mut identity = json!({ "event_name": label });
    if let Some(m) = matcher.filter(|_| MATCHER_EVENTS.contains(&label.as_str())) {
        identity["matcher"] = json!(m);
    }
    identity["hooks"] = json!([hook]);
    // Compact JSON with the keys of every object sorted.
    identity.sort_all_objects();
    let digest = Sha256::digest(identity.to_string().as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("sha256:{hex}")
}

/// cm's hooks in the Codex `hooks.json` document `doc` read from `path`, with their keys
/// (indexes count every group and handler of the event, cm's or not) and hashes.
pub(crate) fn cm_hooks(path: &Path, doc: &Value) -> Vec<HookEntry> {
    settings::handlers(doc)
        .filter(|(.., handler)| settings::recognise(handler).is_some())
        .map(|(event, g, matcher, h, handler)| {
            let label = event_label(event);
            HookEntry {
                key: format!("{}:{label}:{g}:{h}", codex_spelling(path)),
                hash: hook_hash(event, matcher, handler),
                event: label,
            }
        })
        .collect()
}

/// `$CODEX_HOME/config.toml` (default `~/.codex/config.toml`).
pub(crate) fn config_path() -> Result<PathBuf> {
    Ok(crate::agent::Agent::Codex
        .spec()
        .home()?
        .join("config.toml"))
}

/// What Codex's `config.toml` says about trust.
#[derive(Debug, Clone, Default)]
pub(crate) struct CodexConfig {
    table: toml::Table,
}

impl CodexConfig {
    /// Reads the file; a missing file is an empty configuration.
    pub(crate) fn read(path: &Path) -> Result<CodexConfig> {
        match crate::files::read_optional(path)? {
            Some(text) => CodexConfig::parse(&text).with_context(|| path.display().to_string()),
            None => Ok(CodexConfig::default()),
        }
    }

    pub(crate) fn parse(text: &str) -> Result<CodexConfig> {
        let table = toml::from_str(text).context("reading Codex's config.toml")?;
        Ok(CodexConfig { table })
    }

    /// True when `dir` has `trust_level = "trusted"` (the path as written, or its
    /// canonical form).
    pub(crate) fn project_trusted(&self, dir: &Path) -> bool {
        let projects = self.table.get("projects").and_then(toml::Value::as_table);
        spellings(dir).iter().any(|d| {
            projects
                .and_then(|p| p.get(d))
                .and_then(|e| e.get("trust_level"))
                .and_then(toml::Value::as_str)
                == Some("trusted")
        })
    }

    /// The `[hooks.state."<key>"]` table of a hook, under its key as written or with the
    /// canonical path of its `hooks.json`.
    fn state(&self, key: &str) -> Option<&toml::Table> {
        let states = self
            .table
            .get("hooks")
            .and_then(|h| h.get("state"))
            .and_then(toml::Value::as_table)?;
        let (file, rest) = key.split_once(".json:")?;
        spellings(Path::new(&format!("{file}.json")))
            .iter()
            .find_map(|f| states.get(&format!("{f}:{rest}")))
            .and_then(toml::Value::as_table)
    }

    /// The `trusted_hash` recorded for the hook of `key`.
    fn trusted_hash(&self, key: &str) -> Option<&str> {
        self.state(key)?.get("trusted_hash")?.as_str()
    }

    /// How Codex takes `hook`.
    pub(crate) fn hook_state(&self, hook: &HookEntry) -> HookState {
        let Some(state) = self.state(&hook.key) else {
            return HookState::Untrusted;
        };
        if state.get("enabled").and_then(toml::Value::as_bool) == Some(false) {
            return HookState::Disabled;
        }
        match self.trusted_hash(&hook.key) {
            None => HookState::Untrusted,
            Some(h) if h == hook.hash => HookState::Trusted,
            Some(_) => HookState::Modified,
        }
    }
}

/// What `cm install` did about Codex's trust of the hooks it installed, or leaves to do.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct TrustReport {
    /// Codex's `config.toml`.
    pub(crate) config: PathBuf,
    /// cm's hooks in the settings file.
    pub(crate) hooks: usize,
    /// This run recorded their trust.
    pub(crate) recorded: bool,
    /// The previous `config.toml`, when this run changed it.
    pub(crate) backup: Option<PathBuf>,
    /// Hooks Codex would not run as things are (untrusted or changed since trusted).
    pub(crate) untrusted: usize,
    /// The project of a project-scope settings file, when Codex does not trust it.
    pub(crate) untrusted_project: Option<PathBuf>,
}

/// After `plan` is applied: records the trust of cm's hooks in it when `record` is set
/// (`--trust`), and tells what Codex would still not run.
pub(crate) fn after_install(plan: &Plan, scope: Scope, record_trust: bool) -> Result<TrustReport> {
    let config = config_path()?;
    let doc = settings::parse(&plan.after)?;
    let hooks = cm_hooks(&plan.path, &doc);
    let mut backup = None;
    if record_trust {
        let text = crate::files::read_optional(&config)?.unwrap_or_default();
        let updated = record(&text, &hooks).with_context(|| config.display().to_string())?;
        if updated != text {
            backup = write::replace(&config, &updated, true)?;
        }
    }
    let state = CodexConfig::read(&config)?;
    let untrusted = hooks
        .iter()
        .filter(|h| {
            matches!(
                state.hook_state(h),
                HookState::Untrusted | HookState::Modified
            )
        })
        .count();
    let project = match scope {
        Scope::User => None,
        _ => plan.path.parent().and_then(Path::parent),
    };
    Ok(TrustReport {
        config,
        hooks: hooks.len(),
        recorded: record_trust,
        backup,
        untrusted,
        untrusted_project: project
            .filter(|p| !state.project_trusted(p))
            .map(Path::to_path_buf),
    })
}

impl TrustReport {
    /// What to print; `flags` address the same settings file (`--agent codex --scope ...`).
    pub(crate) fn lines(&self, flags: &str) -> Vec<String> {
        let mut out = Vec::new();
        let config = self.config.display();
        if self.recorded {
            out.push(format!(
                "recorded in {config} that you trust cm's {} hooks, as trusting them in Codex's /hooks does",
                self.hooks
            ));
            if let Some(b) = &self.backup {
                out.push(format!("previous version saved as {}", b.display()));
            }
        } else if self.untrusted > 0 {
            out.push(format!(
                "Codex runs these hooks only once you trust them: open /hooks in Codex and trust them, or run cm install {flags} --trust"
            ));
        }
        if let Some(project) = &self.untrusted_project {
            out.push(format!(
                "Codex loads {}/.codex/ only in a trusted project: run `codex exec --trust` there once, or trust the project when Codex asks",
                project.display()
            ));
        }
        out
    }
}

/// A path as written and, when it differs, with symlinks resolved; each as Codex spells
/// it ([`codex_spelling`]) and, when it differs, as cm does.
fn spellings(path: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut paths = vec![path.to_path_buf()];
    paths.extend(crate::project::canonical(path));
    for p in paths {
        for s in [codex_spelling(&p), p.display().to_string()] {
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// A path as Codex names it in its `config.toml` keys: its own absolute path of the file or
/// project, which on Windows has backslashes (`C:\x\.codex\hooks.json`) where cm's paths
/// are in `path_text`'s spelling (`C:/x/.codex/hooks.json`).
pub(crate) fn codex_spelling(path: &Path) -> String {
    let text = path.display().to_string();
    let spelled = crate::path_text::path(&text);
    if cfg!(windows) && crate::path_text::is_windows(&spelled) {
        spelled.replace('/', "\\")
    } else {
        text
    }
}

/// `text` (a `config.toml`, possibly empty) with each hook's `trusted_hash` recorded, as
/// trusting it in Codex's `/hooks` does: an existing `[hooks.state."<key>"]` table gets the
/// new hash, a missing one is appended; the rest of the file is kept as it is. The result
/// is read back, and an error is returned instead when it would not say what was meant.
pub(crate) fn record(text: &str, hooks: &[HookEntry]) -> Result<String> {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for hook in hooks {
        let value = format!("trusted_hash = {}", toml_string(&hook.hash));
        match lines.iter().position(|l| is_state_header(l, &hook.key)) {
            Some(at) => {
                let end = (at + 1..lines.len())
                    .find(|&i| lines[i].trim_start().starts_with('['))
                    .unwrap_or(lines.len());
                match (at + 1..end).find(|&i| key_of(&lines[i]) == Some("trusted_hash")) {
                    Some(i) => lines[i] = value,
                    None => lines.insert(at + 1, value),
                }
            }
            None => {
                if lines.last().is_some_and(|l| !l.trim().is_empty()) {
                    lines.push(String::new());
                }
                lines.push(format!("[hooks.state.{}]", toml_string(&hook.key)));
                lines.push(value);
            }
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    let config = CodexConfig::parse(&out)
        .context("recording the trust would leave config.toml unreadable; it was left as it is")?;
    if let Some(hook) = hooks
        .iter()
        .find(|h| config.trusted_hash(&h.key) != Some(h.hash.as_str()))
    {
        bail!(
            "config.toml holds {} in a form cm does not edit; it was left as it is: trust the hooks in /hooks in Codex",
            hook.key
        );
    }
    Ok(out)
}

/// A TOML basic string (JSON's escapes are TOML's).
pub(crate) fn toml_string(s: &str) -> String {
    Value::String(s.to_string()).to_string()
}

/// True when `line` is the table header `[hooks.state."<key>"]`, however quoted.
fn is_state_header(line: &str, key: &str) -> bool {
    let line = line.trim();
    if !line.starts_with('[') || line.starts_with("[[") {
        return false;
    }
    let Ok(doc) = toml::from_str::<toml::Table>(line) else {
        return false;
    };
    doc.len() == 1
        && doc
            .get("hooks")
            .and_then(toml::Value::as_table)
            .filter(|h| h.len() == 1)
            .and_then(|h| h.get("state"))
            .and_then(toml::Value::as_table)
            .is_some_and(|s| s.len() == 1 && s.contains_key(key))
}

/// The key of a `key = value` line.
fn key_of(line: &str) -> Option<&str> {
    let (key, _) = line.split_once('=')?;
    Some(key.trim().trim_matches('"'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hashes computed with the recipe that `tests/codex/rig.py` checks against Codex.
    #[test]
    fn hashes_are_codexs() {
        let handler = json!({"type": "command", "command": "/usr/local/bin/cm hook pre-tool-use --agent codex", "timeout": 5});
        assert_eq!(
            hook_hash("PreToolUse", Some("apply_patch"), &handler),
            "sha256:ec1a4bda3a789cd918f934f2c0192f6fabbdf358542069113ea0fbaf47009f91"
        );
        // Stop takes no matcher: one in the file changes nothing.
        let stop = json!({"type": "command", "command": "/opt/my tools/cm hook stop --agent codex", "timeout": 5});
        let want = "sha256:b5f8664bfbc7d972765553dd775098927a076851b015c9bfa071b9f25cda6c1b";
        assert_eq!(hook_hash("Stop", None, &stop), want);
        assert_eq!(hook_hash("Stop", Some("x"), &stop), want);
        assert_ne!(hook_hash("Stop", None, &json!({"command": "x"})), want);
        assert_eq!(event_label("UserPromptSubmit"), "user_prompt_submit");
    }

    fn hook(key: &str, hash: &str) -> HookEntry {
        HookEntry {
            key: key.into(),
            event: "stop".into(),
            hash: hash.into(),
        }
    }

    #[test]
    fn trust_is_recorded_beside_what_is_there() {
        let text = "# my settings\nmodel = \"gpt-5.5\"\n\n[hooks.state.\"/p/.codex/hooks.json:stop:0:0\"]\nenabled = true\ntrusted_hash = \"sha256:old\"\n\n[projects.\"/p\"]\ntrust_level = \"trusted\"\n";
        let hooks = [
            hook("/p/.codex/hooks.json:stop:0:0", "sha256:new"),
            hook("/p/.codex/hooks.json:session_start:0:0", "sha256:s"),
        ];
        let config = CodexConfig::parse(text).unwrap();
        assert_eq!(config.hook_state(&hooks[0]), HookState::Modified);
        assert_eq!(config.hook_state(&hooks[1]), HookState::Untrusted);
        assert!(config.project_trusted(Path::new("/p")));
        assert!(!config.project_trusted(Path::new("/q")));
        let out = record(text, &hooks).unwrap();
        assert!(
            out.starts_with("# my settings\nmodel = \"gpt-5.5\"\n"),
            "{out}"
        );
        assert!(!out.contains("sha256:old"), "{out}");
        let config = CodexConfig::parse(&out).unwrap();
        for h in &hooks {
            assert_eq!(config.hook_state(h), HookState::Trusted, "{out}");
        }
        assert!(config.project_trusted(Path::new("/p")));
        assert_eq!(
            record(&out, &hooks).unwrap(),
            out,
            "recording again changes nothing"
        );
        assert!(record("", &hooks).unwrap().starts_with("[hooks.state."));
    }

    #[test]
    fn a_disabled_hook_stays_disabled_and_unreadable_files_are_refused() {
        let text = "[hooks.state.\"/p/.codex/hooks.json:stop:0:0\"]\nenabled = false\n";
        let h = hook("/p/.codex/hooks.json:stop:0:0", "sha256:x");
        assert_eq!(
            CodexConfig::parse(text).unwrap().hook_state(&h),
            HookState::Disabled
        );
        // Trusting it keeps the user's choice to turn it off.
        let out = record(text, std::slice::from_ref(&h)).unwrap();
        assert_eq!(
            CodexConfig::parse(&out).unwrap().hook_state(&h),
            HookState::Disabled
        );
        assert!(record("[broken\n", std::slice::from_ref(&h)).is_err());
        // The state written as an inline table is not edited in place.
        let inline = "hooks = { state = { \"/p/.codex/hooks.json:stop:0:0\" = { trusted_hash = \"a\" } } }\n";
        assert!(record(inline, &[h]).is_err());
    }

    #[test]
    fn codex_keys_spell_windows_paths_with_backslashes() {
        let want = if cfg!(windows) {
            r"C:\x\.codex\hooks.json"
        } else {
            "C:/x/.codex/hooks.json"
        };
        assert_eq!(codex_spelling(Path::new("C:/x/.codex/hooks.json")), want);
        assert_eq!(codex_spelling(Path::new("/p/hooks.json")), "/p/hooks.json");
    }

    #[test]
    fn keys_count_every_handler_of_the_event() {
        let doc = json!({"hooks": {
            "Stop": [
                {"hooks": [{"type": "command", "command": "other-tool"}]},
                {"hooks": [{"type": "command", "command": "other", "timeout": 1},
                           {"type": "command", "command": "/nonexistent/cm hook stop --agent codex", "timeout": 5}]}
            ],
            "PostToolUse": [{"matcher": "apply_patch|Bash", "hooks": [{"type": "command", "command": "/nonexistent/cm hook post-tool-use --agent codex", "timeout": 5}]}]
        }});
        let hooks = cm_hooks(Path::new("/p/.codex/hooks.json"), &doc);
        let keys: Vec<&str> = hooks.iter().map(|h| h.key.as_str()).collect();
        assert_eq!(
            keys,
            [
                "/p/.codex/hooks.json:stop:1:1",
                "/p/.codex/hooks.json:post_tool_use:0:0"
            ]
        );
    }
}
