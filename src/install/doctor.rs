//! `cm doctor`: checks everything between "cm is installed" and "the agent sees lessons":
//! the binary, the database, which settings files wire which hooks, the plugin, and the
//! hook runtime's recent errors. Each finding comes with the command that fixes it.
//! Doctor only reads: it opens the database read-only and writes no settings.

use std::collections::BTreeMap;
use std::fs;
use std::io::{Read as _, Seek as _, SeekFrom};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde_json::Value;

use super::paths::{self, Agent, Scope};
use super::settings::{self, Found};
use super::wiring;

/// How a check came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Ok,
    Warn,
    Fail,
}

/// One line of the report.
#[derive(Debug, Clone, Serialize)]
pub struct Check {
    pub name: String,
    pub status: Status,
    pub detail: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<String>,
}

impl Check {
    fn ok(name: impl Into<String>, detail: impl Into<String>) -> Check {
        Check {
            name: name.into(),
            status: Status::Ok,
            detail: detail.into(),
            fix: None,
        }
    }
    fn warn(name: impl Into<String>, detail: impl Into<String>, fix: impl Into<String>) -> Check {
        Check {
            name: name.into(),
            status: Status::Warn,
            detail: detail.into(),
            fix: Some(fix.into()),
        }
    }
    fn fail(name: impl Into<String>, detail: impl Into<String>, fix: impl Into<String>) -> Check {
        Check {
            status: Status::Fail,
            ..Check::warn(name, detail, fix)
        }
    }
}

/// The whole report.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub ok: bool,
    pub checks: Vec<Check>,
}

/// How old a hook log entry may be and still count as recent.
const RECENT_HOURS: i64 = 24;

/// Runs every check. `db` is the database path (or why it could not be determined).
pub fn run(db: anyhow::Result<PathBuf>) -> Report {
    let mut checks = Vec::new();
    let binary = super::current_binary().ok();
    checks.push(check_binary(binary.as_deref()));
    let (on_path, cm_on_path) = check_on_path(binary.as_deref());
    checks.push(on_path);
    match db {
        Ok(db) => {
            checks.extend(check_database(&db));
            checks.push(check_hook_log(&db));
        }
        Err(e) => checks.push(Check::fail(
            "database",
            format!("cannot locate the database: {e:#}"),
            "pass --db PATH or set CODE_MEMORY_DB",
        )),
    }
    checks.extend(check_wiring(binary.as_deref(), cm_on_path));
    let ok = checks.iter().all(|c| c.status != Status::Fail);
    Report { ok, checks }
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
    let on_path = paths::cm_on_path();
    let found = on_path.is_some();
    let check = match on_path {
        None => Check::warn(
            "PATH",
            "no cm on PATH (the plugin and its slash commands run `cm` by name)",
            "cargo install --path . from a clone of code-memory, with ~/.cargo/bin on PATH",
        ),
        Some(found) => {
            let found = fs::canonicalize(&found).unwrap_or(found);
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

fn check_database(db: &Path) -> Vec<Check> {
    let mut checks = Vec::new();
    if !db.exists() {
        checks.push(Check::ok(
            "database",
            format!(
                "{} (not created yet: it appears with the first lesson)",
                db.display()
            ),
        ));
        if let Some(problem) = dir_not_writable(db) {
            checks.push(Check::fail(
                "writable",
                problem,
                "make the directory writable, or choose another with --db / CODE_MEMORY_DB",
            ));
        }
        return checks;
    }
    checks.push(Check::ok("database", db.display().to_string()));
    let file_writable = fs::OpenOptions::new().write(true).open(db).err();
    match (file_writable, dir_not_writable(db)) {
        (Some(e), _) => checks.push(Check::fail(
            "writable",
            format!("cannot write the database: {e}"),
            format!("chmod u+w {}", db.display()),
        )),
        (None, Some(problem)) => checks.push(Check::fail(
            "writable",
            problem,
            "make the directory writable: SQLite keeps its journal files beside the database",
        )),
        (None, None) => checks.push(Check::ok("writable", "database and its directory")),
    }
    checks.extend(check_schema(db));
    checks
}

/// Probes the directory that holds (or will hold) the database, creating nothing but a
/// probe file that is removed at once.
fn dir_not_writable(db: &Path) -> Option<String> {
    let dir = db.parent().filter(|d| !d.as_os_str().is_empty())?;
    let existing = dir.ancestors().find(|d| d.is_dir())?;
    let probe = existing.join(format!(".cm-doctor-{}", std::process::id()));
    match fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = fs::remove_file(&probe);
            None
        }
        Err(e) => Some(format!(
            "cannot create files in {}: {e}",
            existing.display()
        )),
    }
}

fn check_schema(db: &Path) -> Vec<Check> {
    use rusqlite::{Connection, OpenFlags};
    let fix_corrupt = format!(
        "move {} aside (cm starts a new one) or restore it from a backup",
        db.display()
    );
    let conn = match Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) {
        Ok(c) => c,
        Err(e) => {
            return vec![Check::fail(
                "integrity",
                format!("cannot open: {e}"),
                fix_corrupt,
            )];
        }
    };
    let _ = conn.busy_timeout(std::time::Duration::from_secs(2));
    let mut checks = Vec::new();
    let quick_check = conn.prepare("PRAGMA quick_check").and_then(|mut stmt| {
        stmt.query_map([], |row| row.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()
    });
    match quick_check {
        Ok(rows) if rows == ["ok"] => checks.push(Check::ok("integrity", "quick_check ok")),
        Ok(rows) => {
            let first: Vec<_> = rows.into_iter().take(3).collect();
            checks.push(Check::fail(
                "integrity",
                format!("quick_check: {}", first.join("; ")),
                fix_corrupt,
            ));
            return checks;
        }
        Err(e) => {
            checks.push(Check::fail(
                "integrity",
                format!("quick_check failed: {e}"),
                fix_corrupt,
            ));
            return checks;
        }
    }
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap_or(0);
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .unwrap_or_default();
    let missing: Vec<&str> = ["symbols", "experiences"]
        .into_iter()
        .filter(|t| !tables.iter().any(|have| have == t))
        .collect();
    if missing.is_empty() {
        let lessons: Option<i64> = conn
            .query_row("SELECT count(*) FROM experiences", [], |r| r.get(0))
            .ok();
        let count = lessons
            .map(|n| format!(", {n} lesson{}", if n == 1 { "" } else { "s" }))
            .unwrap_or_default();
        let latest = i64::from(crate::store::schema::latest_version());
        if version > latest {
            checks.push(Check::fail(
                "schema",
                format!("version {version}{count}, newer than this cm knows ({latest})"),
                "install the newer cm that wrote it (cargo install --path . in an up-to-date clone)",
            ));
        } else if version < latest {
            checks.push(Check::warn(
                "schema",
                format!("version {version}{count}; this cm upgrades it to {latest} on first use"),
                "run any command that opens it, e.g. cm stats",
            ));
        } else {
            checks.push(Check::ok("schema", format!("version {version}{count}")));
        }
    } else {
        checks.push(Check::fail(
            "schema",
            format!(
                "version {version}, but no {} table: not a code-memory database",
                missing.join(" or ")
            ),
            "point --db or CODE_MEMORY_DB at the cm database, or move this file aside",
        ));
    }
    checks
}

/// Recent lines of `hook.log` beside the database (`<RFC 3339 time> <event> <message>`):
/// the hook runtime fails open, so its errors and warnings only show there.
fn check_hook_log(db: &Path) -> Check {
    let log = crate::dirs::log_path(db);
    let Some(tail) = read_tail(&log, 64 * 1024) else {
        return Check::ok("hook log", "no hook problems logged");
    };
    let since = chrono::Utc::now() - chrono::Duration::hours(RECENT_HOURS);
    let recent: Vec<&str> = tail
        .lines()
        .filter(|line| {
            line.split_whitespace()
                .next()
                .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
                .is_some_and(|t| t >= since)
        })
        .collect();
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

/// The last `max` bytes of a file, starting at a line boundary.
fn read_tail(path: &Path, max: u64) -> Option<String> {
    let mut file = fs::File::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    let start = len.saturating_sub(max);
    file.seek(SeekFrom::Start(start)).ok()?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).ok()?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    Some(match (start > 0, text.find('\n')) {
        (true, Some(i)) => text[i + 1..].to_string(),
        _ => text,
    })
}

/// A settings file that exists, with what it wires.
struct Source {
    label: String,
    agent: Agent,
    scope: Scope,
    found: Vec<Found>,
}

fn scope_flag(agent: Agent, scope: Scope) -> String {
    match agent {
        Agent::Codex => format!("--agent codex --scope {}", scope.as_str()),
        _ => format!("--scope {}", scope.as_str()),
    }
}

fn check_wiring(binary: Option<&Path>, cm_on_path: bool) -> Vec<Check> {
    let mut checks = Vec::new();
    let mut sources = Vec::new();
    let mut plugin_enabled_in = Vec::new();
    for (agent, scope, path) in paths::all_settings_files() {
        let agent_name = if agent == Agent::Codex {
            "codex"
        } else {
            "claude"
        };
        let label = format!("{agent_name} {} settings", scope.as_str());
        let Ok(path) = path else { continue };
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let doc = match settings::parse(&text) {
            Ok(doc) => doc,
            Err(e) => {
                checks.push(Check::fail(
                    label,
                    format!("{}: {e:#}", path.display()),
                    "fix the JSON by hand (the agent cannot read this file either)",
                ));
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
        checks.push(check_source(&label, &path, agent, scope, &found, binary));
        sources.push(Source {
            label,
            agent,
            scope,
            found,
        });
    }
    checks.push(check_plugin(&plugin_enabled_in, cm_on_path));
    checks.push(check_coverage(&sources, &plugin_enabled_in));
    checks
}

/// What one settings file wires, and what is wrong with it.
fn check_source(
    label: &str,
    path: &Path,
    agent: Agent,
    scope: Scope,
    found: &[Found],
    binary: Option<&Path>,
) -> Check {
    let w = wiring::wiring();
    let fix = format!("cm install-plugin {}", scope_flag(agent, scope));
    let expected: Vec<&str> = w
        .hooks
        .iter()
        .filter(|h| agent != Agent::Codex || h.codex.is_some())
        .map(|h| h.event.as_str())
        .collect();
    // Each problem with how bad it is: a missing binary means the hook cannot run at all.
    let mut problems: Vec<(String, Status)> = Vec::new();
    let mut note = |text: String, status: Status| {
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
                Status::Warn,
            ),
            Some(spec) if spec.event != f.event => note(
                format!(
                    "`cm hook {}` is wired under {} instead of {}",
                    f.command.cm_hook, f.event, spec.event
                ),
                Status::Warn,
            ),
            Some(spec) => {
                let wanted = match agent {
                    Agent::Codex => spec.codex.as_ref().and_then(|c| c.matcher.as_deref()),
                    _ => spec.matcher.as_deref(),
                };
                if f.matcher.as_deref() != wanted {
                    note(
                        format!(
                            "{} matches {:?} instead of {:?}",
                            f.event,
                            f.matcher.as_deref().unwrap_or(""),
                            wanted.unwrap_or("")
                        ),
                        Status::Warn,
                    );
                }
            }
        }
        if let Some(problem) = program_problem(&f.command.program, binary) {
            note(problem.0, problem.1);
        }
        if f.timeout.is_none_or(|t| t > 30.0) {
            note(
                format!("{} has no short timeout (the default is 600 s)", f.event),
                Status::Warn,
            );
        }
    }
    for (name, n) in &per_hook {
        if *n > 1 {
            note(format!("`cm hook {name}` is wired {n} times"), Status::Warn);
        }
    }
    let wired: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|e| found.iter().any(|f| f.event == *e))
        .collect();
    let missing: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|e| !wired.contains(e))
        .collect();
    if !missing.is_empty() {
        note(format!("missing {}", missing.join(", ")), Status::Warn);
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

/// Whether a hook's program is this binary (`None`), another one, or gone.
fn program_problem(program: &str, binary: Option<&Path>) -> Option<(String, Status)> {
    let path = Path::new(program);
    if !path.is_absolute() {
        // A bare `cm` is looked up on PATH when the hook runs; the PATH check covers that.
        return None;
    }
    if !path.exists() {
        return Some((
            format!("runs {program}, which does not exist"),
            Status::Fail,
        ));
    }
    let canonical = fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    match binary {
        Some(b) if b != canonical => {
            Some((format!("runs {program}, not this binary"), Status::Warn))
        }
        _ => None,
    }
}

/// Where Claude Code keeps installed copies of the code-memory plugin
/// (`plugins/installed_plugins.json`: `{"plugins": {"code-memory@mkt": [{"installPath"}]}}`).
fn plugin_install_paths() -> Option<Vec<PathBuf>> {
    let file = crate::dirs::claude_config_dir()
        .ok()?
        .join("plugins")
        .join("installed_plugins.json");
    let doc: Value = serde_json::from_str(&fs::read_to_string(file).ok()?).ok()?;
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

fn check_plugin(enabled_in: &[String], cm_on_path: bool) -> Check {
    let installs = plugin_install_paths();
    if !enabled_in.is_empty() {
        let built_in = installs
            .iter()
            .flatten()
            .any(|dir| dir.join("bin").join("cm").is_file());
        if !cm_on_path && !built_in {
            return Check::fail(
                "plugin",
                format!(
                    "code-memory plugin enabled in {}, but it finds no cm: none on PATH, none in its bin/",
                    enabled_in.join(", ")
                ),
                "cargo install --path . from a clone of code-memory, with ~/.cargo/bin on PATH",
            );
        }
        return Check::ok(
            "plugin",
            format!("code-memory plugin enabled in {}", enabled_in.join(", ")),
        );
    }
    if installs.is_some_and(|i| !i.is_empty()) {
        Check::warn(
            "plugin",
            "code-memory plugin installed but not enabled",
            "claude plugin enable code-memory (or use cm install-plugin instead)",
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
fn check_coverage(sources: &[Source], plugin_enabled_in: &[String]) -> Check {
    let claude: Vec<&Source> = sources
        .iter()
        .filter(|s| s.agent == Agent::Claude)
        .collect();
    let plugin = !plugin_enabled_in.is_empty();
    if claude.is_empty() && !plugin {
        let codex_only = sources.iter().any(|s| s.agent == Agent::Codex);
        let detail = if codex_only {
            "cm is wired into Codex only, not into Claude Code"
        } else {
            "cm is not wired into Claude Code: no settings file runs `cm hook` and the plugin is not enabled"
        };
        let fix =
            "cm install-plugin (this project) or cm install-plugin --scope user (every project)";
        return if codex_only {
            Check::warn("wiring", detail, fix)
        } else {
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
    let twice_in_settings = commands.values().any(|programs| {
        let mut p = programs.clone();
        p.sort_unstable();
        p.dedup();
        p.len() > 1
    });
    let labels: Vec<&str> = claude.iter().map(|s| s.label.as_str()).collect();
    if plugin && !claude.is_empty() {
        return Check::warn(
            "wiring",
            format!(
                "cm runs twice per event: the plugin and {}",
                labels.join(", ")
            ),
            format!(
                "keep one: cm install-plugin --uninstall {}",
                scope_flag(Agent::Claude, claude[0].scope)
            ),
        );
    }
    if twice_in_settings {
        return Check::warn(
            "wiring",
            format!(
                "different cm commands per event in {}: cm runs twice",
                labels.join(" and ")
            ),
            format!(
                "keep one: cm install-plugin --uninstall {}",
                scope_flag(Agent::Claude, claude[claude.len() - 1].scope)
            ),
        );
    }
    let from = if plugin {
        "the code-memory plugin".to_string()
    } else {
        labels.join(", ")
    };
    Check::ok("wiring", format!("Claude Code runs cm's hooks from {from}"))
}

/// The report as text: one line per check, in the order they ran.
pub fn render(report: &Report) -> String {
    let width = report
        .checks
        .iter()
        .map(|c| c.name.len())
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    for c in &report.checks {
        let status = match c.status {
            Status::Ok => "ok  ",
            Status::Warn => "warn",
            Status::Fail => "FAIL",
        };
        out.push_str(&format!("{status}  {:width$}  {}", c.name, c.detail));
        if let Some(fix) = &c.fix {
            out.push_str(&format!("; fix: {fix}"));
        }
        out.push('\n');
    }
    out
}
