//! Doctor's hook checks: which settings files wire cm's hooks and how well (compared with
//! the installer's wiring), and the hook log's recent problems.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use super::{Check, CheckStatus, install_flags};
use crate::agent::{AGENTS, Agent, AgentSpec, Scope};
use crate::install::settings::{self, Found};
use crate::install::wiring;

/// How old a hook log entry may be and still count as recent.
const RECENT_HOURS: i64 = 24;

/// Recent lines of `hook.log` beside the database: the hook runtime fails open, so its
/// errors and warnings only show there.
pub(super) fn check_log(db: &Path) -> Check {
    let since = chrono::Utc::now() - chrono::Duration::hours(RECENT_HOURS);
    let Some(recent) = crate::hook::log::recent(db, since) else {
        return Check::ok("hook log", "no hook problems logged");
    };
    let log = crate::dirs::log_path(db);
    match recent.last() {
        None => Check::ok(
            "hook log",
            format!(
                "no hook problems logged in the last {RECENT_HOURS} h ({})",
                log.display()
            ),
        ),
        Some(latest) => Check::warn(
            "hook log",
            format!(
                "{} hook problems logged in the last {RECENT_HOURS} h; latest: {}",
                recent.len(),
                latest.trim()
            ),
            format!(
                "read {} (hooks fail open, so the agent was not blocked)",
                log.display()
            ),
        ),
    }
}

/// A settings file that exists, with what it wires.
pub(super) struct SettingsFile {
    pub(super) label: String,
    pub(super) agent: Agent,
    pub(super) scope: Scope,
    pub(super) found: Vec<Found>,
}

/// Every settings file an agent with hooks may read, widest scope first per agent.
fn settings_files() -> impl Iterator<Item = (&'static AgentSpec, Scope)> {
    AGENTS
        .iter()
        .filter(|spec| spec.wiring == crate::agent::Wiring::Settings)
        .flat_map(|spec| {
            Scope::WIDEST_FIRST
                .into_iter()
                .filter(|&scope| spec.scopes().any(|s| s == scope))
                .map(move |scope| (spec, scope))
        })
}

/// What the settings files on this machine say.
pub(super) struct Settings {
    /// A check per settings file that wires cm or is broken.
    pub(super) checks: Vec<Check>,
    /// The files that wire cm's hooks.
    pub(super) files: Vec<SettingsFile>,
    /// Labels of the Claude Code settings files that enable the code-memory plugin.
    pub(super) plugin_enabled_in: Vec<String>,
}

/// Reads and checks every settings file an agent may read. `binary` is this `cm`.
pub(super) fn check_settings(binary: Option<&Path>) -> Settings {
    let mut checks = Vec::new();
    let mut files = Vec::new();
    let mut plugin_enabled_in = Vec::new();
    for (spec, scope) in settings_files() {
        let agent = spec.agent;
        let label = format!("{} {} settings", spec.name, scope.as_str());
        let Ok(path) = spec.settings_file(scope) else {
            continue;
        };
        let doc = match crate::files::read_optional(&path) {
            Ok(None) => continue,
            Ok(Some(text)) => settings::parse(&text).map_err(|e| {
                let fix = "fix the JSON by hand (the agent cannot read this file either)";
                (format!("{}: {e:#}", path.display()), fix)
            }),
            Err(e) => Err((
                format!("{e:#}"),
                "replace it with a JSON file (the agent cannot read it either)",
            )),
        };
        let doc = match doc {
            Ok(doc) => doc,
            Err((detail, fix)) => {
                checks.push(Check::fail(label, detail, fix));
                continue;
            }
        };
        if agent == Agent::Claude && settings::enables_plugin(&doc) {
            plugin_enabled_in.push(label.clone());
        }
        if doc.get("disableAllHooks").and_then(Value::as_bool) == Some(true) {
            checks.push(Check::fail(
                label.clone(),
                format!(
                    "{} sets \"disableAllHooks\": true, so no hook runs",
                    path.display()
                ),
                "remove \"disableAllHooks\" from that file",
            ));
        }
        let found = settings::find_ours(&doc);
        if found.is_empty() {
            continue;
        }
        checks.push(check_settings_file(
            &label, &path, agent, scope, &found, binary,
        ));
        files.push(SettingsFile {
            label,
            agent,
            scope,
            found,
        });
    }
    Settings {
        checks,
        files,
        plugin_enabled_in,
    }
}

/// What one settings file wires, and what is wrong with it.
fn check_settings_file(
    label: &str,
    path: &Path,
    agent: Agent,
    scope: Scope,
    found: &[Found],
    binary: Option<&Path>,
) -> Check {
    let w = wiring::wiring();
    let fix = format!("cm install {}", install_flags(agent, scope));
    let expected: Vec<&str> = w
        .entries(agent)
        .map(|(h, _)| w.event_for(h, agent))
        .collect();
    let unit = f64::from(agent.spec().timeout_unit);
    // Each problem with how bad it is: a missing binary means the hook cannot run at all.
    let mut problems: Vec<(String, CheckStatus)> = Vec::new();
    let mut note = |text: String, status: CheckStatus| {
        if !problems.iter().any(|(t, _)| *t == text) {
            problems.push((text, status));
        }
    };
    let mut per_hook: BTreeMap<&str, usize> = BTreeMap::new();
    for f in found {
        *per_hook.entry(f.command.cm_hook.as_str()).or_default() += 1;
        match w.by_cm_hook(&f.command.cm_hook) {
            None => note(
                format!("runs unknown `cm hook {}`", f.command.cm_hook),
                CheckStatus::Warn,
            ),
            Some(spec) if w.event_for(spec, agent) != f.event => note(
                format!(
                    "`cm hook {}` is wired under {} instead of {}",
                    f.command.cm_hook,
                    f.event,
                    w.event_for(spec, agent)
                ),
                CheckStatus::Warn,
            ),
            Some(spec) => {
                let wanted = w
                    .entries(agent)
                    .find(|(h, _)| h.cm_hook == spec.cm_hook)
                    .and_then(|(_, matcher)| matcher);
                if f.matcher.as_deref() != wanted {
                    note(
                        matcher_problem(&f.event, f.matcher.as_deref(), wanted),
                        CheckStatus::Warn,
                    );
                }
            }
        }
        if let Some((text, status)) = program_problem(&f.command.program, binary) {
            note(text, status);
        }
        if f.timeout.is_none_or(|t| t > 30.0 * unit) {
            note(
                format!("{} has no short timeout", f.event),
                CheckStatus::Warn,
            );
        }
    }
    for (name, n) in &per_hook {
        if *n > 1 {
            note(
                format!("`cm hook {name}` is wired {n} times"),
                CheckStatus::Warn,
            );
        }
    }
    let (wired, missing): (Vec<&str>, Vec<&str>) = expected
        .iter()
        .partition(|e| found.iter().any(|f| f.event == **e));
    if !missing.is_empty() {
        note(format!("missing {}", missing.join(", ")), CheckStatus::Warn);
    }
    let detail = format!(
        "{} wires {}/{} hooks",
        path.display(),
        wired.len(),
        expected.len()
    );
    let Some(worst) = problems.iter().map(|(_, s)| *s).max() else {
        return Check::ok(label, detail);
    };
    let texts: Vec<&str> = problems.iter().map(|(t, _)| t.as_str()).collect();
    Check {
        name: label.to_string(),
        status: worst,
        detail: format!("{detail}: {}", texts.join("; ")),
        fix: Some(fix),
    }
}

/// Tools the wiring matched only from a later cm on: Claude Code's `PowerShell` tool, a
/// command run like `Bash`'s.
const ADDED_LATER: [&str; 1] = ["PowerShell"];

/// What to say of a hook group whose matcher is not the wiring's. A matcher that lacks only
/// tools in [`ADDED_LATER`] is an older cm's wiring: it still works for the tools it names.
fn matcher_problem(event: &str, found: Option<&str>, wanted: Option<&str>) -> String {
    let (found, wanted) = (found.unwrap_or(""), wanted.unwrap_or(""));
    let (has, all): (Vec<&str>, Vec<&str>) =
        (found.split('|').collect(), wanted.split('|').collect());
    let lacking: Vec<&str> = all.iter().filter(|t| !has.contains(t)).copied().collect();
    let older = !found.is_empty()
        && has.iter().all(|t| all.contains(t))
        && !lacking.is_empty()
        && lacking.iter().all(|t| ADDED_LATER.contains(t));
    if older {
        return format!(
            "{event} matches {found:?}, an older wiring without {}",
            lacking.join(", ")
        );
    }
    format!("{event} matches {found:?} instead of {wanted:?}")
}

/// Whether a hook's program is this binary (`None`), another one, or gone.
fn program_problem(program: &str, binary: Option<&Path>) -> Option<(String, CheckStatus)> {
    let path = Path::new(program);
    if !path.is_absolute() {
        // A bare `cm` is looked up on PATH when the hook runs; the PATH check covers that.
        return None;
    }
    if !path.exists() {
        return Some((
            format!("runs {program}, which does not exist"),
            CheckStatus::Fail,
        ));
    }
    let canonical = crate::project::canonical(path).unwrap_or_else(|_| path.to_path_buf());
    match binary {
        Some(b) if b != canonical => Some((
            format!("runs {program}, not this binary"),
            CheckStatus::Warn,
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_older_matcher_is_named_outdated() {
        assert_eq!(
            matcher_problem(
                "PostToolUse",
                Some("Read|Edit|Write|Bash"),
                Some("Read|Edit|Write|Bash|PowerShell")
            ),
            r#"PostToolUse matches "Read|Edit|Write|Bash", an older wiring without PowerShell"#
        );
        assert_eq!(
            matcher_problem("PostToolUseFailure", Some("Bash"), Some("Bash|PowerShell")),
            r#"PostToolUseFailure matches "Bash", an older wiring without PowerShell"#
        );
        assert_eq!(
            matcher_problem("PostToolUse", Some("Edit|Grep"), Some("Read|Edit")),
            r#"PostToolUse matches "Edit|Grep" instead of "Read|Edit""#
        );
        assert_eq!(
            matcher_problem("PostToolUse", Some("Edit"), Some("Read|Edit|PowerShell")),
            r#"PostToolUse matches "Edit" instead of "Read|Edit|PowerShell""#
        );
        assert_eq!(
            matcher_problem("Stop", None, Some("Bash")),
            r#"Stop matches "" instead of "Bash""#
        );
    }
}
