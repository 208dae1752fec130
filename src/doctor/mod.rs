//! `cm doctor`: checks everything between "cm is installed" and "the agent sees lessons":
//! the binary, the database, which settings files wire which hooks, the plugin, and the
//! hook runtime's recent errors. Each finding comes with the command that fixes it.
//! Doctor only reads: it opens the database read-only and writes no settings.
//!
//! The database checks are in `database`, the settings files and the hook log in `hooks`,
//! plugin versus settings in `coverage`, Codex's trust of the hooks in `codex`.

mod clients;
mod codex;
mod coverage;
mod database;
mod gemini;
mod hooks;
mod own_files;
mod test_runs;

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::agent::{Agent, Scope};
use crate::config::Config;
use crate::dirs;

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum CheckStatus {
    Ok,
    Warn,
    Fail,
}

/// One line of the report.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Check {
    pub(crate) name: String,
    pub(crate) status: CheckStatus,
    pub(crate) detail: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) fix: Option<String>,
}

impl Check {
    fn ok(name: impl Into<String>, detail: impl Into<String>) -> Check {
        Check {
            name: name.into(),
            status: CheckStatus::Ok,
            detail: detail.into(),
            fix: None,
        }
    }
    fn warn(name: impl Into<String>, detail: impl Into<String>, fix: impl Into<String>) -> Check {
        Check {
            status: CheckStatus::Warn,
            fix: Some(fix.into()),
            ..Check::ok(name, detail)
        }
    }
    fn fail(name: impl Into<String>, detail: impl Into<String>, fix: impl Into<String>) -> Check {
        Check {
            status: CheckStatus::Fail,
            ..Check::warn(name, detail, fix)
        }
    }
}

/// The whole report.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct DoctorReport {
    pub(crate) ok: bool,
    pub(crate) checks: Vec<Check>,
}

/// Runs every check. `db` is the database path (or why it could not be determined).
pub(crate) fn run(db: anyhow::Result<PathBuf>) -> DoctorReport {
    let mut checks = Vec::new();
    let binary = dirs::current_binary().ok();
    checks.push(check_binary(binary.as_deref()));
    let (on_path, cm_on_path) = check_on_path(binary.as_deref());
    checks.push(on_path);
    match db {
        Ok(db) => {
            checks.extend(database::check(&db));
            checks.push(hooks::check_log(&db));
            checks.extend(test_runs::check(&db));
        }
        Err(e) => checks.push(Check::fail(
            "database",
            format!("cannot locate the database: {e:#}"),
            "pass --db PATH or set CODE_MEMORY_DB",
        )),
    }
    checks.push(check_config());
    let settings = hooks::check_settings(binary.as_deref());
    checks.extend(settings.checks);
    checks.extend(codex::check(&settings.files));
    checks.extend(gemini::check(&settings.files));
    checks.extend(clients::check_unwired(&settings.files));
    checks.extend(own_files::check());
    let enabled_in = &settings.plugin_enabled_in;
    checks.push(coverage::check_plugin(enabled_in, cm_on_path));
    checks.push(coverage::check_coverage(&settings.files, enabled_in));
    let ok = checks.iter().all(|c| c.status != CheckStatus::Fail);
    DoctorReport { ok, checks }
}

/// The `cm install` flags that address `agent`'s settings file at `scope`: the fix doctor
/// suggests for it.
fn install_flags(agent: Agent, scope: Scope) -> String {
    if agent == Agent::default() {
        format!("--scope {}", scope.as_str())
    } else {
        format!("--agent {} --scope {}", agent.spec().name, scope.as_str())
    }
}

/// The settings the hooks would read here: the user file, this project's file and the
/// `CODE_MEMORY_*` variables. A bad layer is skipped by the hooks (and logged), so a typo
/// silently changes nothing: doctor says which.
fn check_config() -> Check {
    let root = crate::project::current_dir_root().ok();
    let mut problems = Vec::new();
    let config = Config::load(root.as_deref(), &mut |w| problems.push(w));
    if problems.is_empty() {
        Check::ok(
            "config",
            format!(
                "gate {}, gate threshold {}, context threshold {}",
                if config.gate { "on" } else { "off" },
                config.gate_threshold,
                config.context_threshold
            ),
        )
    } else {
        Check::warn(
            "config",
            problems.join("; "),
            "fix or remove the setting named (docs/CONFIG.md lists the keys)",
        )
    }
}

fn check_binary(binary: Option<&Path>) -> Check {
    let version = env!("CARGO_PKG_VERSION");
    match binary {
        Some(p) => Check::ok("binary", format!("cm {version} at {}", p.display())),
        None => Check::warn(
            "binary",
            format!("cm {version}, but its own path is unknown"),
            "run cm by its full path",
        ),
    }
}

/// The plugin's hook wrapper and its slash commands call `cm` by name. Also says whether
/// there is a `cm` on PATH at all.
fn check_on_path(binary: Option<&Path>) -> (Check, bool) {
    let on_path = dirs::cm_on_path();
    let found = on_path.is_some();
    let check = match on_path {
        None => Check::warn(
            "PATH",
            "no cm on PATH (the plugin and its slash commands run `cm` by name)",
            "install it: uv tool install code-memory-cli, pip install code-memory-cli or npm install -g code-memory-cli",
        ),
        Some(found) => {
            let found = crate::project::canonical(&found).unwrap_or(found);
            match binary {
                Some(b) if b != found => Check::warn(
                    "PATH",
                    format!("`cm` on PATH is {}, not this binary", found.display()),
                    "reinstall so a single cm is on PATH (cargo install --path .)",
                ),
                _ => Check::ok("PATH", format!("cm on PATH is {}", found.display())),
            }
        }
    };
    (check, found)
}

/// The report as text: one line per check, in the order they ran.
pub(crate) fn render(report: &DoctorReport) -> String {
    let width = report
        .checks
        .iter()
        .map(|c| c.name.len())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for c in &report.checks {
        let status = match c.status {
            CheckStatus::Ok => "ok  ",
            CheckStatus::Warn => "warn",
            CheckStatus::Fail => "FAIL",
        };
        out.push_str(&format!("{status}  {:width$}  {}", c.name, c.detail));
        if let Some(fix) = &c.fix {
            out.push_str(&format!("; fix: {fix}"));
        }
        out.push('\n');
    }
    out
}
