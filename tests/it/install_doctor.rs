//! `cm doctor`: what it reports for a fresh setup, a healthy one, and each kind of breakage,
//! with its exit status and its fixes.

#![cfg(unix)]

use std::fs;
use std::path::Path;

use predicates::prelude::*;
use serde_json::Value;

use crate::common::Env;

/// A database with the tables cm keeps, as the store creates them.
fn make_db(path: &Path, version: i64) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.execute_batch(&format!(
        "CREATE TABLE symbols (id INTEGER PRIMARY KEY, project TEXT, file TEXT, name TEXT);
         CREATE TABLE experiences (id INTEGER PRIMARY KEY, symbol_id INTEGER, lesson TEXT);
         INSERT INTO experiences (symbol_id, lesson) VALUES (1, 'JWT expiry not handled');
         PRAGMA user_version = {version};"
    ))
    .unwrap();
}

fn latest() -> i64 {
    i64::from(code_memory::store::schema::latest_version())
}

/// A PATH with this `cm` first, then the usual directories.
fn path_with_cm(env: &Env) -> std::ffi::OsString {
    let bin = env.path().join("path-bin");
    fs::create_dir_all(&bin).unwrap();
    let cm = fs::canonicalize(assert_cmd::cargo::cargo_bin("cm")).unwrap();
    let _ = std::os::unix::fs::symlink(cm, bin.join("cm"));
    std::env::join_paths([bin, "/usr/bin".into(), "/bin".into()]).unwrap()
}

fn report(env: &Env) -> (Option<i32>, Value) {
    let out = env.cm().args(["--json", "doctor"]).output().unwrap();
    let doc: Value = serde_json::from_slice(&out.stdout).expect("doctor --json prints JSON");
    (out.status.code(), doc)
}

fn check<'a>(doc: &'a Value, name: &str) -> &'a Value {
    doc["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no {name} check in {doc:#}"))
}

#[test]
fn nothing_wired_fails_with_the_install_command() {
    let env = Env::new();
    env.cm()
        .arg("doctor")
        .assert()
        .code(1)
        .stdout(
            predicate::str::is_match(r"(?m)^FAIL  wiring +cm is not wired into Claude Code")
                .unwrap(),
        )
        .stdout(predicate::str::contains("fix: cm install"))
        .stdout(predicate::str::is_match(r"(?m)^ok    binary +cm \d+\.\d+\.\d+ at ").unwrap())
        .stdout(predicate::str::contains("not created yet"));
}

#[test]
fn healthy_setup_passes() {
    let env = Env::new();
    make_db(&env.db(), latest());
    env.cm().arg("install-plugin").assert().success();
    let (code, doc) = report(&env);
    assert_eq!(code, Some(0), "{doc:#}");
    assert_eq!(doc["ok"], true);
    assert_eq!(check(&doc, "integrity")["status"], "ok");
    assert!(
        check(&doc, "schema")["detail"]
            .as_str()
            .unwrap()
            .starts_with(&format!("version {}, 1 lesson", latest()))
    );
    assert_eq!(check(&doc, "writable")["status"], "ok");
    let project = check(&doc, "claude project settings");
    assert_eq!(project["status"], "ok", "{project:#}");
    assert!(
        project["detail"]
            .as_str()
            .unwrap()
            .contains("wires 6/6 hooks")
    );
    assert_eq!(check(&doc, "wiring")["status"], "ok");
    assert_eq!(check(&doc, "hook log")["status"], "ok");
}

#[test]
fn stale_binary_partial_wiring_and_duplicates_are_reported() {
    let env = Env::new();
    let path = env.path().join(".claude/settings.json");
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let settings = r#"{"hooks": {
        "PreToolUse": [{"matcher": "Edit|Write|NotebookEdit", "hooks": [
            {"type": "command", "command": "/gone/cm hook pre-tool-use", "timeout": 5}]}],
        "Stop": [{"hooks": [
            {"type": "command", "command": "/gone/cm hook stop", "timeout": 5},
            {"type": "command", "command": "/gone/cm hook stop"}]}]
    }}"#;
    fs::write(&path, settings).unwrap();
    let (code, doc) = report(&env);
    assert_eq!(code, Some(1));
    let c = check(&doc, "claude project settings");
    assert_eq!(c["status"], "fail");
    let detail = c["detail"].as_str().unwrap();
    assert!(
        detail.contains("/gone/cm, which does not exist"),
        "{detail}"
    );
    assert!(
        detail.contains("`cm hook stop` is wired 2 times"),
        "{detail}"
    );
    assert!(detail.contains("missing PostToolUse"), "{detail}");
    assert!(detail.contains("no short timeout"), "{detail}");
    assert_eq!(c["fix"], "cm install --scope project");
    // The fix it names does fix it.
    env.cm().arg("install-plugin").assert().success();
    let (_, doc) = report(&env);
    assert_eq!(check(&doc, "claude project settings")["status"], "ok");
}

#[test]
fn plugin_plus_settings_runs_twice() {
    let env = Env::new();
    env.cm()
        .args(["install-plugin", "--scope", "local"])
        .assert()
        .success();
    let user = env.path().join("home/.claude/settings.json");
    fs::create_dir_all(user.parent().unwrap()).unwrap();
    fs::write(
        &user,
        r#"{"enabledPlugins": {"code-memory@code-memory": true}}"#,
    )
    .unwrap();
    let out = env
        .cm()
        .args(["--json", "doctor"])
        .env("PATH", path_with_cm(&env))
        .output()
        .unwrap();
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "a warning is not a failure: {doc:#}"
    );
    let wiring = check(&doc, "wiring");
    assert_eq!(wiring["status"], "warn");
    assert!(wiring["detail"].as_str().unwrap().contains("cm runs twice"));
    assert_eq!(
        wiring["fix"],
        "keep one: cm install --uninstall --scope local"
    );
    assert_eq!(check(&doc, "plugin")["status"], "ok");
}

#[test]
fn broken_database_and_settings_fail() {
    let env = Env::new();
    fs::create_dir_all(env.db().parent().unwrap()).unwrap();
    fs::write(env.db(), b"this is not a sqlite database, just some bytes ........................................................................................").unwrap();
    let user = env.path().join("home/.claude/settings.json");
    fs::create_dir_all(user.parent().unwrap()).unwrap();
    fs::write(&user, "{ \"hooks\": ").unwrap();
    let (code, doc) = report(&env);
    assert_eq!(code, Some(1));
    assert_eq!(check(&doc, "integrity")["status"], "fail");
    assert!(
        check(&doc, "integrity")["fix"]
            .as_str()
            .unwrap()
            .contains("move")
    );
    let settings = check(&doc, "claude user settings");
    assert_eq!(settings["status"], "fail");
    assert!(
        settings["detail"]
            .as_str()
            .unwrap()
            .contains("not valid JSON")
    );
}

#[test]
fn a_database_of_another_tool_fails_the_schema_check() {
    let env = Env::new();
    fs::create_dir_all(env.db().parent().unwrap()).unwrap();
    rusqlite::Connection::open(env.db())
        .unwrap()
        .execute_batch("CREATE TABLE notes (body TEXT);")
        .unwrap();
    let (_, doc) = report(&env);
    let schema = check(&doc, "schema");
    assert_eq!(schema["status"], "fail");
    assert!(
        schema["detail"]
            .as_str()
            .unwrap()
            .contains("not a code-memory database")
    );
}

#[test]
fn recent_hook_errors_are_shown() {
    let env = Env::new();
    make_db(&env.db(), 3);
    env.cm().arg("install-plugin").assert().success();
    let now = chrono::Utc::now();
    let log = format!(
        "{} stop old error long ago\n{} pre-tool-use reading payload: EOF while parsing\n{} post-tool-use database is locked\n",
        (now - chrono::Duration::days(3)).to_rfc3339(),
        (now - chrono::Duration::hours(2)).to_rfc3339(),
        (now - chrono::Duration::minutes(5)).to_rfc3339(),
    );
    fs::write(env.db().with_file_name("hook.log"), log).unwrap();
    let (code, doc) = report(&env);
    assert_eq!(code, Some(0));
    let c = check(&doc, "hook log");
    assert_eq!(c["status"], "warn");
    let detail = c["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("2 hook problems logged in the last 24 h"),
        "{detail}"
    );
    assert!(
        detail.ends_with("post-tool-use database is locked"),
        "{detail}"
    );
    assert!(c["fix"].as_str().unwrap().contains("hook.log"));
}

#[test]
fn hooks_disabled_in_settings_fail() {
    let env = Env::new();
    env.cm().arg("install-plugin").assert().success();
    let user = env.path().join("home/.claude/settings.json");
    fs::create_dir_all(user.parent().unwrap()).unwrap();
    fs::write(&user, r#"{"disableAllHooks": true}"#).unwrap();
    env.cm()
        .arg("doctor")
        .assert()
        .code(1)
        .stdout(predicate::str::contains("disableAllHooks"));
}

#[test]
fn enabled_plugin_without_cm_fails() {
    let env = Env::new();
    let claude = env.path().join("home/.claude");
    let install = claude.join("plugins/cache/code-memory/code-memory/0.1.0");
    fs::create_dir_all(install.join("bin")).unwrap();
    fs::write(
        claude.join("settings.json"),
        r#"{"enabledPlugins": {"code-memory@code-memory": true}}"#,
    )
    .unwrap();
    let installed = serde_json::json!({"version": 2, "plugins": {"code-memory@code-memory": [
        {"scope": "user", "installPath": install, "version": "0.1.0"}]}});
    fs::write(
        claude.join("plugins/installed_plugins.json"),
        installed.to_string(),
    )
    .unwrap();
    let no_cm = env.path().join("empty-path");
    fs::create_dir_all(&no_cm).unwrap();
    let run = |path: &std::ffi::OsStr| {
        let out = env
            .cm()
            .args(["--json", "doctor"])
            .env("PATH", path)
            .output()
            .unwrap();
        let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
        (out.status.code(), check(&doc, "plugin").clone())
    };
    let (code, plugin) = run(no_cm.as_os_str());
    assert_eq!(code, Some(1));
    assert_eq!(plugin["status"], "fail");
    assert!(plugin["detail"].as_str().unwrap().contains("finds no cm"));
    // The plugin's hooks run `cm` by name: a cm in its directory does not serve them ...
    fs::copy(assert_cmd::cargo::cargo_bin("cm"), install.join("bin/cm")).unwrap();
    assert_eq!(run(no_cm.as_os_str()).1["status"], "fail");
    // ... one on PATH does.
    fs::remove_file(install.join("bin/cm")).unwrap();
    assert_eq!(run(&path_with_cm(&env)).1["status"], "ok");
}

#[test]
fn another_binary_and_a_changed_matcher_are_warnings() {
    let env = Env::new();
    let other = env.path().join("other-bin").join("cm");
    fs::create_dir_all(other.parent().unwrap()).unwrap();
    fs::copy(assert_cmd::cargo::cargo_bin("cm"), &other).unwrap();
    env.cm()
        .args(["install-plugin", "--binary"])
        .arg(&other)
        .assert()
        .success();
    let path = env.path().join(".claude/settings.json");
    let mut doc: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    doc["hooks"]["PostToolUse"][0]["matcher"] = "Edit".into();
    fs::write(&path, doc.to_string()).unwrap();
    let (code, doc) = report(&env);
    assert_eq!(code, Some(0), "{doc:#}");
    let c = check(&doc, "claude project settings");
    assert_eq!(c["status"], "warn");
    let detail = c["detail"].as_str().unwrap();
    assert!(detail.contains("not this binary"), "{detail}");
    assert!(
        detail
            .contains(r#"PostToolUse matches "Edit" instead of "Read|Edit|Write|Bash|PowerShell""#),
        "{detail}"
    );
}

#[test]
fn schema_older_is_a_warning_newer_is_a_failure() {
    let env = Env::new();
    make_db(&env.db(), latest() - 1);
    let (_, doc) = report(&env);
    let schema = check(&doc, "schema");
    assert_eq!(schema["status"], "warn", "{schema:#}");
    assert!(
        schema["detail"]
            .as_str()
            .unwrap()
            .contains("upgrades it to")
    );

    let env = Env::new();
    make_db(&env.db(), latest() + 1);
    let (code, doc) = report(&env);
    let schema = check(&doc, "schema");
    assert_eq!(schema["status"], "fail", "{schema:#}");
    assert!(
        schema["detail"]
            .as_str()
            .unwrap()
            .contains("newer than this cm")
    );
    assert_eq!(code, Some(1));
}

#[test]
#[cfg(unix)]
fn fifos_fail_their_checks_instead_of_blocking_doctor() {
    let env = Env::new();
    crate::install::mkfifo(&env.path().join(".claude/settings.json"));
    crate::install::mkfifo(&env.db());
    crate::install::mkfifo(&env.db().with_file_name("hook.log"));
    let out = env
        .cm()
        .args(["--json", "doctor"])
        .timeout(std::time::Duration::from_secs(20))
        .output()
        .unwrap();
    let doc: Value = serde_json::from_slice(&out.stdout).expect("doctor --json prints JSON");
    assert_eq!(out.status.code(), Some(1), "{doc:#}");
    let c = check(&doc, "claude project settings");
    assert_eq!(c["status"], "fail");
    assert!(
        c["detail"]
            .as_str()
            .unwrap()
            .ends_with("settings.json: not a regular file"),
        "{c:#}"
    );
    let c = check(&doc, "database");
    assert_eq!(c["status"], "fail");
    assert!(
        c["detail"]
            .as_str()
            .unwrap()
            .ends_with("not a regular file")
    );
    // The store refuses it too, rather than waiting on it.
    env.cm()
        .arg("stats")
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .failure()
        .stderr(predicate::str::contains("not a regular file"));
}

/// A config the hooks would skip (an unknown key, a bad value) is named by doctor, which the
/// hooks themselves can only log.
#[test]
fn a_bad_config_is_named() {
    let env = Env::new();
    make_db(&env.db(), latest());
    env.cm().arg("install").assert().success();
    let (_, doc) = report(&env);
    assert_eq!(check(&doc, "config")["status"], "ok", "{doc:#}");
    fs::write(env.path().join(".code-memory.toml"), "gate_treshold = 12\n").unwrap();
    let (_, doc) = report(&env);
    let config = check(&doc, "config");
    assert_eq!(config["status"], "warn", "{doc:#}");
    assert!(
        config["detail"].as_str().unwrap().contains("gate_treshold"),
        "{config}"
    );
    let (_, doc) = {
        let out = env
            .cm()
            .env("CODE_MEMORY_GATE", "sometimes")
            .args(["--json", "doctor"])
            .output()
            .unwrap();
        (
            out.status.code(),
            serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap(),
        )
    };
    assert!(
        check(&doc, "config")["detail"]
            .as_str()
            .unwrap()
            .contains("CODE_MEMORY_GATE"),
        "{doc:#}"
    );
}
