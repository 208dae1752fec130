//! Where Claude Code gets cm's hooks: from the code-memory plugin, from settings files, or
//! from both, which runs cm twice per event. Also whether an enabled plugin finds `cm`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use serde_json::Value;

use super::hooks::SettingsFile;
use super::{Check, install_flags};
use crate::agent::Agent;

/// Where Claude Code keeps installed copies of the code-memory plugin
/// (`plugins/installed_plugins.json`: `{"plugins": {"code-memory@mkt": [{"installPath"}]}}`).
fn plugin_install_paths() -> Option<Vec<PathBuf>> {
    let file = Agent::Claude
        .spec()
        .home()
        .ok()?
        .join("plugins")
        .join("installed_plugins.json");
    let doc: Value = serde_json::from_str(&crate::files::read_optional(&file).ok()??).ok()?;
    let plugins = doc.get("plugins")?.as_object()?;
    Some(
        plugins
            .iter()
            .filter(|(id, _)| id.starts_with("code-memory@"))
            .flat_map(|(_, installs)| installs.as_array().cloned().unwrap_or_default())
            .filter_map(|i| i.get("installPath")?.as_str().map(PathBuf::from))
            .collect(),
    )
}

pub(super) fn check_plugin(enabled_in: &[String], cm_on_path: bool) -> Check {
    if !enabled_in.is_empty() {
        let enabled = format!("code-memory plugin enabled in {}", enabled_in.join(", "));
        // The plugin's hooks run `cm` by name: only one on PATH serves them.
        if !cm_on_path {
            return Check::fail(
                "plugin",
                format!("{enabled}, but it finds no cm on PATH"),
                "install it: uv tool install code-memory-cli, pip install code-memory-cli or npm install -g code-memory-cli",
            );
        }
        return Check::ok("plugin", enabled);
    }
    if plugin_install_paths().is_some_and(|i| !i.is_empty()) {
        Check::warn(
            "plugin",
            "code-memory plugin installed but not enabled",
            "claude plugin enable code-memory (or use cm install instead)",
        )
    } else {
        Check::ok(
            "plugin",
            "code-memory plugin not installed (hooks come from settings files)",
        )
    }
}

/// Claude Code must get cm's hooks from somewhere, and from one place only: hooks of all
/// sources run, so two different commands for one event run cm twice.
pub(super) fn check_coverage(files: &[SettingsFile], plugin_enabled_in: &[String]) -> Check {
    let claude: Vec<&SettingsFile> = files.iter().filter(|s| s.agent == Agent::Claude).collect();
    let plugin = !plugin_enabled_in.is_empty();
    if claude.is_empty() && !plugin {
        let fix = "cm install (this project) or cm install --scope user (every project)";
        return if files.iter().any(|s| s.agent == Agent::Codex) {
            let detail = "cm is wired into Codex only, not into Claude Code";
            Check::warn("wiring", detail, fix)
        } else {
            let detail = "cm is not wired into Claude Code: no settings file runs `cm hook` and the plugin is not enabled";
            Check::fail("wiring", detail, fix)
        };
    }
    let mut commands: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for s in &claude {
        for f in &s.found {
            commands
                .entry(&f.command.cm_hook)
                .or_default()
                .push(&f.command.program);
        }
    }
    let twice_in_settings = commands
        .values()
        .any(|programs| programs.iter().collect::<BTreeSet<_>>().len() > 1);
    let labels: Vec<&str> = claude.iter().map(|s| s.label.as_str()).collect();
    // cm runs twice: what says so, and the settings file to take it out of.
    let twice = if plugin && !claude.is_empty() {
        let text = format!(
            "cm runs twice per event: the plugin and {}",
            labels.join(", ")
        );
        Some((text, claude[0]))
    } else if twice_in_settings {
        let text = format!(
            "different cm commands per event in {}: cm runs twice",
            labels.join(" and ")
        );
        Some((text, claude[claude.len() - 1]))
    } else {
        None
    };
    if let Some((detail, file)) = twice {
        let flags = install_flags(Agent::Claude, file.scope);
        return Check::warn(
            "wiring",
            detail,
            format!("keep one: cm install --uninstall {flags}"),
        );
    }
    let from = if plugin {
        "the code-memory plugin".to_string()
    } else {
        labels.join(", ")
    };
    Check::ok("wiring", format!("Claude Code runs cm's hooks from {from}"))
}
