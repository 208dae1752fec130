//! What every event keeps: fail open on bad input or an unusable database, a bounded log, a short WAL, nothing for other events.

use serde_json::json;

use super::{FIXTURE_EVENTS, SHOP_PY, Scene};

#[test]
fn bad_stdin_fails_open_and_is_logged() {
    let s = Scene::new();
    let inputs = [
        "",
        "   \n",
        "{not json",
        "[]",
        r#"{"session_id":"s","hook_event_name":"Notification","message":"hi"}"#,
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"old_string":"x"}}"#,
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Grep","tool_input":{"pattern":"x"}}"#,
    ];
    for input in inputs {
        assert_eq!(s.hook_raw(None, input), None, "{input}");
    }
    let log = s.log();
    assert_eq!(log.lines().count(), inputs.len(), "{log}");
    assert!(log.contains("empty payload on stdin"), "{log}");
    assert!(log.contains("reading the hook payload"), "{log}");
    assert!(log.contains("reading the Edit tool input"), "{log}");
    // One line per entry: RFC 3339 time first.
    for line in log.lines() {
        assert!(
            chrono::DateTime::parse_from_rfc3339(line.split(' ').next().unwrap()).is_ok(),
            "{line}"
        );
    }
}

#[test]
fn an_unusable_database_fails_open() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    // The database path is a directory: opening it fails, the hook stays silent.
    std::fs::create_dir_all(s.env.db()).unwrap();
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    assert!(s.log().contains("database"), "{}", s.log());
}

#[test]
fn every_fixture_payload_is_answered_quietly_without_lessons() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    for &(arg, name) in FIXTURE_EVENTS {
        assert_eq!(s.hook(arg, &s.fixture(name)), None, "{name}");
    }
    // SessionEnd is not an event cm handles: ignored, and logged.
    assert_eq!(
        s.hook_raw(None, &s.fixture("session_end.json").to_string()),
        None
    );
    assert!(s.log().contains("does not handle"), "{}", s.log());
}

#[test]
fn a_payload_of_another_event_is_ignored() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    let read = s.fixture("post_tool_use_read.json");
    assert_eq!(s.hook("pre-tool-use", &read), None);
    assert_eq!(s.hook("session-start", &read), None);
    // The same payload under its own event answers.
    let mut read = read;
    read["tool_input"]["file_path"] = json!(f);
    assert!(s.hook("post-tool-use", &read).is_some());
}

#[test]
fn the_log_stays_bounded() {
    let s = Scene::new();
    let log = s.env.db().parent().unwrap().join("hook.log");
    std::fs::create_dir_all(log.parent().unwrap()).unwrap();
    std::fs::write(&log, "x".repeat(1_100_000)).unwrap();
    s.hook_raw(Some("stop"), "garbage");
    assert!(std::fs::metadata(&log).unwrap().len() < 1000);
    assert!(log.with_extension("log.1").exists());
}

#[test]
fn a_bad_command_line_never_blocks_the_agent() {
    let s = Scene::new();
    for args in [
        &["hook", "pre_tool_use"][..],
        &["hook", "pre-tool-use", "--verbose"],
        &["--json", "hook", "x", "y"],
        // An agent without hooks has no answer form of its own.
        &["hook", "stop", "--agent", "generic"],
    ] {
        let out = s.env.cm().args(args).write_stdin("{}").output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{out:?}");
    }
    assert!(s.log().contains("bad command line"), "{}", s.log());
    // Other commands keep clap's usage errors.
    s.env.cm().args(["query", "--bogus"]).assert().code(2);
    // And `cm hook --help` still helps.
    s.env
        .cm()
        .args(["hook", "--help"])
        .assert()
        .success()
        .stdout(predicates::str::contains("EVENT"));
}

#[test]
fn hook_writes_keep_the_wal_short() {
    let s = Scene::new();
    let mut source = String::new();
    for i in 0..400 {
        source.push_str(&format!("def f{i}(x):\n    return x + {i}\n\n"));
    }
    let f = s.write("big.py", &source);
    s.fails("f7", "big.py", 2);
    // Each changed file is parsed again and its symbol table cached: a large write.
    for round in 0..40 {
        s.write("big.py", &format!("{source}# round {round}\n"));
        let fresh = Scene {
            env: s.env.clone(),
            root: s.root.clone(),
            session: format!("wal-{round}"),
        };
        assert!(fresh.read(&f, None).is_some());
    }
    let wal = std::fs::metadata(format!("{}-wal", s.env.db().display())).map_or(0, |m| m.len());
    assert!(wal < 200 * 4120, "WAL of {wal} bytes");
}

#[test]
fn mangled_payloads_never_break_the_contract() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 4);
    s.fails("", "tax.py", 4);
    let names = [
        "pre_tool_use_edit.json",
        "pre_tool_use_apply_patch.json",
        "post_tool_use_edit.json",
        "post_tool_use_write_create.json",
        "post_tool_use_read.json",
        "post_tool_use_failure_bash.json",
        "post_tool_use_bash.json",
        "session_start.json",
        "user_prompt_submit.json",
        "stop.json",
    ];
    for name in names {
        let good = s.fixture(name);
        let mut variants = Vec::new();
        for key in good.as_object().unwrap().keys() {
            let mut without = good.clone();
            without.as_object_mut().unwrap().remove(key);
            variants.push(without);
            for wrong in [
                json!(42),
                json!(null),
                json!([]),
                json!({"x": 1}),
                json!(""),
            ] {
                let mut v = good.clone();
                v[key] = wrong;
                variants.push(v);
            }
        }
        for v in variants {
            // hook_raw asserts exit 0 and at most one JSON object on stdout.
            s.hook_raw(None, &v.to_string());
        }
    }
    assert!(!s.log().contains("panic"), "{}", s.log());
}

#[test]
#[cfg(unix)]
fn a_project_opened_through_a_symlink_is_the_same_project() {
    use crate::common::Env;
    use serde_json::Value;
    let env = Env::new();
    let real = env.path().join("shop");
    std::fs::create_dir_all(real.join(".git")).unwrap();
    std::fs::write(real.join("shop.py"), SHOP_PY).unwrap();
    let link = env.path().join("shop-link");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    for i in 0..3 {
        env.cm()
            .current_dir(&real)
            .env_remove("CODE_MEMORY_PROJECT")
            .args([
                "fail",
                "Cart.total",
                &format!("off by one {i}"),
                "--file",
                "shop.py",
            ])
            .assert()
            .success();
    }
    // The session was started in the symlinked spelling of the project directory.
    let file = link.join("shop.py");
    let out = env
        .cm()
        .current_dir(&link)
        .env_remove("CODE_MEMORY_PROJECT")
        .env("CLAUDE_PROJECT_DIR", &link)
        .args(["hook", "post-tool-use"])
        .write_stdin(
            json!({"session_id": "s", "cwd": link, "hook_event_name": "PostToolUse", "tool_name": "Read",
                   "tool_input": {"file_path": file},
                   "tool_response": {"type": "text", "file": {"filePath": file, "content": SHOP_PY}}})
            .to_string(),
        )
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    let text = v
        .pointer("/hookSpecificOutput/additionalContext")
        .and_then(Value::as_str)
        .unwrap_or_default();
    assert!(text.contains("Cart.total in shop.py"), "{out:?}");
}

#[test]
fn a_background_command_is_routine_not_a_logged_problem() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    let mut p = s.fixture("post_tool_use_bash.json");
    p["tool_input"] = json!({"command": "npm run dev", "run_in_background": true});
    p["tool_response"] = json!({"stdout": "", "stderr": "", "interrupted": false, "isImage": false, "backgroundTaskId": "bash_1"});
    assert_eq!(s.hook("post-tool-use", &p), None);
    // The wiring sends every Bash call; `cm doctor` reports what is in the log.
    assert_eq!(s.log(), "");
}

/// A new database gets its tables in a hook whatever the time for upgrades (nothing in it
/// to upgrade): on a loaded machine, the first hook of a project no longer gives up and
/// leaves every hook quiet until a command runs.
#[test]
fn a_new_database_is_made_whatever_the_upgrade_time() {
    let s = Scene::new();
    let mut p = s.base("SessionStart");
    p["source"] = json!("startup");
    let no_time = [("CODE_MEMORY_HOOK_MIGRATION_MS", "0")];
    assert_eq!(
        s.hook_env(&["session-start"], &p.to_string(), &no_time),
        None
    );
    let version: u32 = rusqlite::Connection::open(s.env.db())
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, code_memory::store::schema::latest_version());
    assert_eq!(s.log(), "");
}
