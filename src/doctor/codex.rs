//! Doctor's Codex trust checks: Codex runs cm's hooks only when the project is trusted and
//! each hook's hash is recorded as trusted in `$CODEX_HOME/config.toml`, and says nothing
//! when they are not, so a wired but untrusted hook looks like cm doing nothing.

use std::path::Path;

use serde_json::Value;

use super::hooks::SettingsFile;
use super::{Check, CheckStatus, install_flags};
use crate::agent::{Agent, Scope};
use crate::install::settings;
use crate::install::trust::{self, CodexConfig, HookState};

/// A check of Codex's trust per Codex settings file that wires cm.
pub(super) fn check(files: &[SettingsFile]) -> Vec<Check> {
    let codex: Vec<&SettingsFile> = files.iter().filter(|f| f.agent == Agent::Codex).collect();
    if codex.is_empty() {
        return Vec::new();
    }
    let read = match trust::config_path() {
        Err(e) => Err((
            format!("cannot locate Codex's config.toml: {e:#}"),
            "set CODEX_HOME",
        )),
        Ok(p) => CodexConfig::read(&p).map(|c| (p, c)).map_err(|e| {
            let fix = "fix the TOML by hand (Codex cannot read it either)";
            (format!("{e:#}"), fix)
        }),
    };
    let (config_path, config) = match read {
        Ok(read) => read,
        Err((detail, fix)) => return vec![Check::fail("codex trust", detail, fix)],
    };
    let mut checks = Vec::new();
    for file in codex {
        let Ok(path) = Agent::Codex.spec().settings_file(file.scope) else {
            continue;
        };
        if file.scope == Scope::Project
            && let Some(project) = path.parent().and_then(Path::parent)
        {
            checks.push(project_trust(&config, project, &config_path));
        }
        checks.push(hook_trust(&config, &path, file.scope, &config_path));
    }
    checks
}

fn project_trust(config: &CodexConfig, project: &Path, config_path: &Path) -> Check {
    let name = "codex project trust";
    if config.project_trusted(project) {
        return Check::ok(
            name,
            format!(
                "{} is trusted in {}",
                project.display(),
                config_path.display()
            ),
        );
    }
    Check::fail(
        name,
        format!(
            "{} is not trusted in {}: Codex loads none of its .codex/ there, cm's hooks included",
            project.display(),
            config_path.display()
        ),
        format!(
            "run `codex exec --trust` in {} once, or trust the project when Codex asks (it records [projects.{}] trust_level = \"trusted\")",
            project.display(),
            // A TOML string, as Codex writes it there.
            trust::toml_string(&trust::codex_spelling(project))
        ),
    )
}

fn hook_trust(config: &CodexConfig, path: &Path, scope: Scope, config_path: &Path) -> Check {
    let name = format!("codex {} hook trust", scope.as_str());
    let doc = crate::files::read_optional(path)
        .ok()
        .flatten()
        .and_then(|text| settings::parse(&text).ok())
        .unwrap_or(Value::Null);
    let hooks = trust::cm_hooks(path, &doc);
    let of = |state: HookState| -> Vec<&str> {
        hooks
            .iter()
            .filter(|h| config.hook_state(h) == state)
            .map(|h| h.event.as_str())
            .collect()
    };
    let (untrusted, modified, disabled) = (
        of(HookState::Untrusted),
        of(HookState::Modified),
        of(HookState::Disabled),
    );
    let trusted = hooks.len() - untrusted.len() - modified.len() - disabled.len();
    let detail = format!(
        "{trusted}/{} of cm's hooks in {} trusted in {}",
        hooks.len(),
        path.display(),
        config_path.display()
    );
    let mut problems = Vec::new();
    for (events, what, why) in [
        (&untrusted, "untrusted", "Codex skips them without a word"),
        (
            &modified,
            "modified since trusted",
            "their command, matcher or timeout changed, as a reinstall from another path does",
        ),
        (&disabled, "disabled", "enabled = false"),
    ] {
        if !events.is_empty() {
            problems.push(format!("{what}: {} ({why})", events.join(", ")));
        }
    }
    if problems.is_empty() {
        return Check::ok(name, detail);
    }
    let (status, fix) = if untrusted.is_empty() && modified.is_empty() {
        let fix = "turn them on again in /hooks in Codex".to_string();
        (CheckStatus::Warn, fix)
    } else {
        let flags = install_flags(Agent::Codex, scope);
        let fix = format!("trust cm's hooks in /hooks in Codex, or run cm install {flags} --trust");
        (CheckStatus::Fail, fix)
    };
    Check {
        name,
        status,
        detail: format!("{detail}; {}", problems.join("; ")),
        fix: Some(fix),
    }
}
