//! Test runs that meet a database another process holds: kept in the spool beside it
//! (redacted, owner-only), written once by the next hook or command that can write, in
//! order, never twice.

use std::path::PathBuf;

use serde_json::Value;

use crate::common::runner_output as output;
use crate::hook::{Scene, context};
use crate::hostile::timed_hook;

const LABELS: &str = "def label(name):\n    return \"Item: \" + name.capitalize()\n\n\ndef lookup(table, key):\n    return table.get(key)\n";
const TOKEN: &str = "ghp_R8sT2vW4xY6zA1bC3dE5fG7hJ9kL0mN2pQ4r";

fn spool(s: &Scene) -> PathBuf {
    PathBuf::from(format!("{}-spool", s.env.db().display()))
}

/// A connection holding the database's write lock until dropped, as a long `cm import` or
/// another tool would.
fn hold(s: &Scene) -> rusqlite::Connection {
    let lock = rusqlite::Connection::open(s.env.db()).unwrap();
    lock.execute_batch("BEGIN EXCLUSIVE").unwrap();
    lock
}

fn auto_fails(s: &Scene, symbol: &str, file: &str) -> Vec<Value> {
    s.lessons(symbol, file)
        .into_iter()
        .filter(|e| e["type"] == "fail" && e["source"] == "auto")
        .collect()
}

/// `lookup` broken by an edit, and the red run's payload (`env` before its command).
fn broken_lookup(env: &str) -> (Scene, PathBuf, Value) {
    let s = Scene::new();
    let labels = s.write("labels.py", LABELS);
    s.write(
        "test_labels.py",
        "from labels import lookup\n\n\ndef test_lookup():\n    assert lookup({\"a\": 1}, \"b\") == 1\n",
    );
    s.edit(&labels, "return table.get(key)", "return table[key]");
    let mut red: Value = serde_json::from_str(&format!(
        r#"{{"session_id": "{}", "cwd": "{}", "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash", "tool_use_id": "toolu_01Bs4h7JkL2mN5pQ8rS1tU3v",
            "is_interrupt": false}}"#,
        s.session,
        crate::common::in_json(&s.root)
    ))
    .unwrap();
    red["tool_input"] = serde_json::json!({
        "command": format!("{env}pytest --tb=short -q -k 'dicts or lookup'")
    });
    red["error"] = Value::String(format!("Exit code 1\n{}", output("pytest/more_short.txt")));
    (s, labels, red)
}

#[test]
fn a_failing_run_that_meets_a_held_lock_is_written_once_when_it_frees() {
    let (s, _labels, red) = broken_lookup(&format!("GITHUB_TOKEN={TOKEN} "));
    let lock = hold(&s);
    // The hook answers within its budget, says nothing, and keeps the run.
    let answer = timed_hook(s.cmd(), "post-tool-use-failure", red.to_string());
    assert_eq!(answer, None);
    let kept = std::fs::read_to_string(spool(&s)).unwrap();
    assert_eq!(kept.lines().count(), 1, "{kept}");
    assert!(kept.contains("KeyError"), "{kept}");
    assert!(!kept.contains(TOKEN), "the spool holds a secret: {kept}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(spool(&s)).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // Still held: another hook leaves it there, and doctor says it waits.
    s.stop(false);
    assert_eq!(std::fs::read_to_string(spool(&s)).unwrap(), kept);
    let out = s.env.cm().args(["--json", "doctor"]).output().unwrap();
    let doctor: Value = serde_json::from_slice(&out.stdout).unwrap();
    let waiting = doctor["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "kept writes")
        .unwrap_or_else(|| panic!("{doctor:#}"));
    assert_eq!(waiting["status"], "warn");
    assert!(
        waiting["detail"]
            .as_str()
            .unwrap()
            .starts_with("1 write (test runs, edits, lessons shown) kept"),
        "{waiting}"
    );
    std::thread::sleep(std::time::Duration::from_secs(2));
    drop(lock);

    // The next hook writes it, then goes on with its own event.
    s.stop(false);
    assert_eq!(std::fs::metadata(spool(&s)).unwrap().len(), 0);
    let fails = auto_fails(&s, "lookup", "labels.py");
    assert_eq!(fails.len(), 1, "{fails:?}");
    assert_eq!(fails[0]["occurrences"], 1, "{fails:?}");
    assert!(
        fails[0]["lesson"]
            .as_str()
            .unwrap()
            .contains("KeyError: 'b'"),
        "{fails:?}"
    );
    assert!(!fails[0].to_string().contains(TOKEN));
    // Nothing is written twice.
    s.stop(false);
    s.cm(&["stats"]);
    assert_eq!(auto_fails(&s, "lookup", "labels.py").len(), 1);
    assert_eq!(auto_fails(&s, "lookup", "labels.py")[0]["occurrences"], 1);
    assert!(s.log().contains("kept in the spool"), "{}", s.log());
}

/// A red run and its green run both kept while the lock is held: written in order by a
/// command run from elsewhere (another project's directory, no agent around), the fix
/// reaches the lesson.
#[test]
fn a_red_run_and_its_fix_kept_are_written_in_order_by_a_command() {
    let (s, labels, red) = broken_lookup("");
    let lock = hold(&s);
    assert_eq!(
        timed_hook(s.cmd(), "post-tool-use-failure", red.to_string()),
        None
    );
    drop(lock);
    // The fix's edit is the next hook (its PreToolUse, before the file changes): it writes
    // the red run first.
    s.pre_edit(&labels, "return table[key]", "return table.get(key, 1)");
    s.edit(&labels, "return table[key]", "return table.get(key, 1)");
    assert_eq!(auto_fails(&s, "lookup", "labels.py").len(), 1);
    let lock = hold(&s);
    let green = s.bash_ok("pytest -q", &output("pytest/pytest_pass.txt"));
    assert_eq!(green, None, "kept, not said: {green:?}");
    assert_eq!(
        std::fs::read_to_string(spool(&s)).unwrap().lines().count(),
        1
    );
    drop(lock);
    let elsewhere = s.env.path().join("other");
    std::fs::create_dir_all(&elsewhere).unwrap();
    s.env
        .cm()
        .current_dir(&elsewhere)
        .env("CLAUDE_PROJECT_DIR", &elsewhere)
        .args(["stats"])
        .assert()
        .success();
    assert_eq!(std::fs::metadata(spool(&s)).unwrap().len(), 0);
    let fails = auto_fails(&s, "lookup", "labels.py");
    assert_eq!(fails.len(), 1, "{fails:?}");
    assert_eq!(
        fails[0]["fix"], "changed \"return table[key]\" to \"return table.get(key, 1)\"",
        "{fails:?}"
    );
    let oks: Vec<Value> = s
        .lessons("lookup", "labels.py")
        .into_iter()
        .filter(|e| e["type"] == "success")
        .collect();
    assert_eq!(oks.len(), 1, "{oks:?}");
}

/// A green run with nothing to fix is not kept; a run that cannot be kept for want of room
/// says so in one line.
#[cfg(unix)]
#[test]
fn a_run_with_no_room_to_be_kept_says_so() {
    let (s, _labels, red) = broken_lookup("");
    let lock = hold(&s);
    assert_eq!(
        s.bash_ok("pytest -q", &output("pytest/pytest_pass.txt")),
        None
    );
    assert!(!spool(&s).exists() || std::fs::metadata(spool(&s)).unwrap().len() == 0);
    // No file may grow: the spool cannot be written either.
    let mut cmd = s.env.cm_after_shell("trap '' XFSZ; ulimit -f 0");
    cmd.current_dir(&s.root).env("CLAUDE_PROJECT_DIR", &s.root);
    let answer = timed_hook(cmd, "post-tool-use-failure", red.to_string());
    assert_eq!(
        context(&answer),
        "code-memory could not record this run: disk full"
    );
    drop(lock);
}

/// `labels.py` (with `lookup`) and its test, the database made: nothing edited yet.
fn labels_scene() -> (Scene, PathBuf) {
    let s = Scene::new();
    let labels = s.write("labels.py", LABELS);
    s.write(
        "test_labels.py",
        "from labels import lookup\n\n\ndef test_lookup():\n    assert lookup({\"a\": 1}, \"b\") == 1\n",
    );
    s.cm(&["stats"]);
    (s, labels)
}

/// The red run of [`broken_lookup`] (`timed`: under the hook's time budget).
fn red_run(s: &Scene, timed: bool) -> Option<Value> {
    let mut red = broken_lookup_payload(s);
    red["error"] = Value::String(format!("Exit code 1\n{}", output("pytest/more_short.txt")));
    if timed {
        timed_hook(s.cmd(), "post-tool-use-failure", red.to_string())
    } else {
        s.hook("post-tool-use-failure", &red)
    }
}

fn broken_lookup_payload(s: &Scene) -> Value {
    serde_json::json!({
        "session_id": s.session, "cwd": s.root, "hook_event_name": "PostToolUseFailure",
        "tool_name": "Bash", "tool_use_id": "toolu_01Bs4h7JkL2mN5pQ8rS1tU3v",
        "is_interrupt": false,
        "tool_input": {"command": "pytest --tb=short -q -k 'dicts or lookup'"},
    })
}

/// An edit whose hook answers while another process holds the write lock, and holds it
/// past the hook's wait: the edit's lines are kept in the spool, not dropped, and the
/// failing run after it is blamed on them once the lock is gone.
#[test]
fn an_edit_under_a_lock_held_from_its_answer_is_kept_and_blamed() {
    let (s, labels) = labels_scene();
    // Held before the hook answers, so held from the moment it answers; the edit's
    // work after the answer waits for the lock and gives up.
    let lock = hold(&s);
    s.edit(&labels, "return table.get(key)", "return table[key]");
    s.env.settle();
    let kept = std::fs::read_to_string(spool(&s)).unwrap_or_default();
    assert_eq!(kept.lines().count(), 1, "the edit is kept: {}", s.log());
    // The run under the same lock is kept after it.
    red_run(&s, false);
    drop(lock);
    // The next hook writes both, in order: the run is blamed on the edit.
    s.stop(false);
    assert_eq!(std::fs::metadata(spool(&s)).unwrap().len(), 0);
    let fails = auto_fails(&s, "lookup", "labels.py");
    assert_eq!(fails.len(), 1, "{fails:?} {}", s.log());
    assert!(
        fails[0]["lesson"]
            .as_str()
            .unwrap()
            .contains("KeyError: 'b'"),
        "{fails:?}"
    );
}

/// A lock held during any one step of an edit, a failing run, its fix and the green run:
/// no lesson is lost, and the fix reaches it.
#[test]
fn a_lock_held_at_any_step_of_edit_run_fix_loses_nothing() {
    for held in 0..4 {
        let (s, labels) = labels_scene();
        let step = |n: usize, f: &dyn Fn()| {
            let lock = (n == held).then(|| hold(&s));
            f();
            s.env.settle();
            drop(lock);
        };
        // Each edit as the agent makes it: its PreToolUse, then its PostToolUse.
        step(0, &|| {
            s.pre_edit(&labels, "return table.get(key)", "return table[key]");
            s.edit(&labels, "return table.get(key)", "return table[key]");
        });
        step(1, &|| {
            red_run(&s, false);
        });
        step(2, &|| {
            s.pre_edit(&labels, "return table[key]", "return table.get(key, 1)");
            s.edit(&labels, "return table[key]", "return table.get(key, 1)");
        });
        step(3, &|| {
            s.bash_ok("pytest -q", &output("pytest/pytest_pass.txt"));
        });
        s.stop(false);
        let fails = auto_fails(&s, "lookup", "labels.py");
        assert_eq!(fails.len(), 1, "lock at step {held}: {fails:?} {}", s.log());
        assert_eq!(
            fails[0]["fix"], "changed \"return table[key]\" to \"return table.get(key, 1)\"",
            "lock at step {held}: {fails:?}"
        );
        let oks = s
            .lessons("lookup", "labels.py")
            .into_iter()
            .filter(|e| e["type"] == "success")
            .count();
        assert_eq!(oks, 1, "lock at step {held}: {}", s.log());
    }
}

/// A failing run that cannot be written now still names the earlier lessons of the code it
/// blames, as it would without the lock: with its edit written before the lock, and with
/// its edit kept in the spool too.
#[test]
fn a_failing_run_kept_for_later_still_shows_the_blamed_codes_earlier_lessons() {
    for edit_kept in [false, true] {
        let (s, labels) = labels_scene();
        s.fails("lookup", "labels.py", 1);
        let lock = edit_kept.then(|| hold(&s));
        s.edit(&labels, "return table.get(key)", "return table[key]");
        s.env.settle();
        let lock = lock.unwrap_or_else(|| hold(&s));
        let answer = red_run(&s, true);
        let text = context(&answer);
        assert!(
            text.contains("lookup lesson 0: rounding drops cents"),
            "edit kept: {edit_kept}: {text}"
        );
        drop(lock);
        s.stop(false);
        assert_eq!(
            auto_fails(&s, "lookup", "labels.py").len(),
            1,
            "{}",
            s.log()
        );
    }
}
