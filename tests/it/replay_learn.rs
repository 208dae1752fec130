//! `cm replay --learn` and `cm install`'s offer: a real Codex rollout (tests/fixtures/replay/
//! codex-mocha) laid out as a user's history, its session's directory this project, and
//! what the replay recorded imported into the project's database.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use super::common::Env;

const ORIGINAL_ROOT: &str = "/Users/savekirk/dev/ai/entire/session-bridge";
const SESSION: &str = "019d6ca5-87df-7a13-9eb0-86e0ea37ebf6";

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/replay/codex-mocha")
}

/// The project (the session's files, a git work tree) and its agent's history: the rollout
/// in the project's Claude Code folder, as if it ran here. Returns the project directory.
fn project_with_history(env: &Env) -> PathBuf {
    let proj = env.path().join("proj");
    copy_dir(&fixture().join("tree"), &proj);
    std::fs::create_dir_all(proj.join(".git")).unwrap();
    // The rollout without its last fix and green run (4 lines): its failures stand.
    add_session(env, &proj, SESSION, "2026-04-08", 4);
    proj
}

/// One more session of the history: the same rollout under another id and day, without
/// its last `cut` lines.
fn add_session(env: &Env, proj: &Path, id: &str, day: &str, cut: usize) {
    let root = proj.canonicalize().unwrap();
    // Windows' real path carries the verbatim prefix (`\\?\`), which cm drops.
    let root = root
        .to_str()
        .and_then(|r| r.strip_prefix(r"\\?\"))
        .map_or(root.clone(), std::path::PathBuf::from);
    let folder: String = root
        .to_string_lossy()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let dir = env.path().join("home/.claude/projects").join(folder);
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(fixture().join("transcript.jsonl"))
        .unwrap()
        .replace(SESSION, id)
        .replace("2026-04-08", day);
    // The root is put in each string, and in the JSON text of a call's `arguments`, which
    // a Windows path's backslashes would otherwise break.
    let root = root.to_string_lossy();
    let text: Vec<String> = text
        .lines()
        .map(|line| {
            let mut v: Value = serde_json::from_str(line).unwrap();
            moved(&mut v, &root);
            v.to_string()
        })
        .collect();
    let lines: Vec<&str> = text.iter().map(String::as_str).collect();
    let text = lines[..lines.len() - cut].join("\n") + "\n";
    std::fs::write(dir.join(format!("{id}.jsonl")), text).unwrap();
}

/// `v` with the session's root replaced by `root` in every string, also in a string that is
/// a JSON object's text.
fn moved(v: &mut Value, root: &str) {
    match v {
        Value::String(s) => match serde_json::from_str::<Value>(s) {
            Ok(mut inner) if inner.is_object() => {
                moved(&mut inner, root);
                *s = inner.to_string();
            }
            _ => *s = s.replace(ORIGINAL_ROOT, root),
        },
        Value::Array(items) => items.iter_mut().for_each(|x| moved(x, root)),
        Value::Object(map) => map.values_mut().for_each(|x| moved(x, root)),
        _ => {}
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dst = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &dst);
        } else {
            std::fs::copy(e.path(), dst).unwrap();
        }
    }
}

/// `cm --json ARGS` in the project, expecting success.
fn json_in(env: &Env, proj: &Path, args: &[&str]) -> Value {
    let out = env
        .cm()
        .current_dir(proj)
        .arg("--json")
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "nothing on stderr with --json");
    serde_json::from_slice(&out.stdout).unwrap()
}

type Key = (String, String, String, String);

/// The lessons a plain replay reports as recorded and not withdrawn.
fn recorded_not_withdrawn(doc: &Value) -> BTreeSet<Key> {
    let mut recorded: Vec<(i64, Key)> = Vec::new();
    let mut withdrawn = Vec::new();
    for s in doc["sessions"].as_array().unwrap() {
        for c in s["calls"].as_array().unwrap() {
            for r in c["recorded"].as_array().into_iter().flatten() {
                match r["kind"].as_str().unwrap() {
                    "lesson" => recorded.push((
                        r["id"].as_i64().unwrap(),
                        (
                            r["outcome"].as_str().unwrap().into(),
                            r["symbol"].as_str().unwrap().into(),
                            r["file"].as_str().unwrap().into(),
                            r["text"].as_str().unwrap().into(),
                        ),
                    )),
                    "withdrawn" => withdrawn.push(r["id"].as_i64().unwrap()),
                    _ => {}
                }
            }
        }
    }
    recorded
        .into_iter()
        .filter(|(id, _)| !withdrawn.contains(id))
        .map(|(_, k)| k)
        .collect()
}

fn imported(doc: &Value) -> BTreeSet<Key> {
    doc["imported"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["type"].as_str().unwrap().into(),
                i["symbol"].as_str().unwrap().into(),
                i["file"].as_str().unwrap().into(),
                i["lesson"].as_str().unwrap().into(),
            )
        })
        .collect()
}

#[test]
fn learns_what_the_replay_recorded_and_did_not_withdraw_once() {
    let env = Env::new();
    let proj = project_with_history(&env);
    let replayed = json_in(&env, &proj, &["replay"]);
    let expected = recorded_not_withdrawn(&replayed);
    assert!(expected.iter().any(|k| k.0 == "fail"), "{expected:?}");

    // Each replay is a run of its own: on a loaded machine one may blame a run on other
    // changed code than another does (a large file taken whole, a second file), so the
    // lessons are compared by kind and text; where they were recorded is compared apart.
    let unnamed = |keys: &BTreeSet<Key>| -> BTreeSet<(String, String)> {
        keys.iter()
            .map(|(t, _, _, l)| (t.clone(), l.clone()))
            .collect()
    };
    let dry = json_in(&env, &proj, &["replay", "--learn", "--dry-run"]);
    assert_eq!(unnamed(&imported(&dry)), unnamed(&expected));
    assert!(!env.db().exists(), "a dry run creates no database");

    let learned = json_in(&env, &proj, &["replay", "--learn"]);
    let got = imported(&learned);
    let n = got.len();
    assert_eq!(unnamed(&got), unnamed(&expected));
    assert_eq!(
        (&learned["sessions"], &learned["new_sessions"]),
        (&json!(1), &json!(1))
    );
    let symbols: BTreeSet<(&str, &str)> =
        got.iter().map(|k| (k.2.as_str(), k.1.as_str())).collect();
    assert_eq!(learned["symbols"], symbols.len());

    // Shown as any lesson is, with where it came from, in each file it was recorded in.
    let files: BTreeSet<&str> = got.iter().map(|k| k.2.as_str()).collect();
    let queried: Vec<Value> = files
        .iter()
        .map(|f| json_in(&env, &proj, &["query", "--file", f]))
        .collect();
    let lessons: Vec<&Value> = queried
        .iter()
        .flat_map(|q| q["symbols"].as_array().unwrap())
        .flat_map(|s| s["experiences"].as_array().unwrap())
        .collect();
    assert_eq!(lessons.len(), n);
    for l in lessons {
        assert_eq!(l["source"], "replayed");
        assert_eq!(l["session_id"], SESSION);
        assert!(l["created_at"].as_str().unwrap().starts_with("2026-04-08"));
    }
    let text = env
        .cm()
        .current_dir(&proj)
        .args(["query", "--file", files.first().unwrap()])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("(replayed: session 019d6ca5)"), "{text}");
    let stats = json_in(&env, &proj, &["stats"]);
    assert_eq!(stats["replayed"], json!({"lessons": n, "sessions": 1}));

    // Again: nothing new.
    let again = json_in(&env, &proj, &["replay", "--learn"]);
    assert_eq!(again["imported"], json!([]));
    assert_eq!(again["new_sessions"], 0);

    // A new session (it ended before its tests passed): only its lessons.
    add_session(
        &env,
        &proj,
        "019d7000-0000-7000-8000-000000000001",
        "2026-04-20",
        1,
    );
    let later = json_in(&env, &proj, &["replay", "--learn"]);
    assert_eq!(
        (&later["sessions"], &later["new_sessions"]),
        (&json!(2), &json!(1))
    );
    let sessions: BTreeSet<&str> = later["imported"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["session_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        sessions,
        BTreeSet::from(["019d7000-0000-7000-8000-000000000001"])
    );
    let stats = json_in(&env, &proj, &["stats"]);
    assert_eq!(stats["replayed"]["sessions"], 2);
}

#[test]
fn a_later_session_is_briefed_and_reads_the_replayed_lesson() {
    let env = Env::new();
    let proj = project_with_history(&env);
    let learned = imported(&json_in(&env, &proj, &["replay", "--learn"]));
    // The file of the failure this test reads (on a loaded machine the replay may record
    // it in another file of the change than the one it names): this failure's, not another
    // assertion's of the same run (under load one may be recorded file-level in another file).
    let (_, _, file, _) = learned
        .iter()
        .find(|k| {
            k.3.contains("Expected values to be strictly equal: (+ undefined, - 'ACTIVE')")
        })
        .expect("the replay learned the failure")
        .clone();
    let hook = |event: &str, payload: Value| -> String {
        let out = env
            .cm()
            .current_dir(&proj)
            .args(["hook", event])
            .write_stdin(payload.to_string())
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let cwd = proj.canonicalize().unwrap();
    let base = json!({"session_id": "live-1", "transcript_path": "/dev/null", "cwd": cwd});
    let mut start = base.clone();
    start["hook_event_name"] = json!("SessionStart");
    start["source"] = json!("startup");
    let brief = hook("session-start", start);
    assert!(brief.contains(&file), "the first brief names it: {brief}");
    let path = cwd.join(&file);
    let content = std::fs::read_to_string(&path).unwrap();
    let mut read = base;
    read["hook_event_name"] = json!("PostToolUse");
    read["tool_name"] = json!("Read");
    read["tool_input"] = json!({"file_path": path});
    read["tool_response"] = json!({"type": "text", "file": {"filePath": path,
        "content": content, "numLines": content.lines().count(), "startLine": 1,
        "totalLines": content.lines().count()}});
    let said = hook("post-tool-use", read);
    assert!(
        said.contains("Expected values to be strictly equal: (+ undefined, - 'ACTIVE')"),
        "{said}"
    );
}

#[test]
fn a_dry_run_or_a_failed_import_leaves_the_database_as_it_was() {
    let env = Env::new();
    let proj = project_with_history(&env);
    env.cm()
        .args(["fail", "checkout", "--file", "cart.py", "kept as it was"])
        .assert()
        .success();
    let db = env.db();
    let bytes = || std::fs::read(&db).unwrap();
    let before = bytes();
    let dry = json_in(&env, &proj, &["replay", "--learn", "--dry-run"]);
    assert!(!dry["imported"].as_array().unwrap().is_empty());
    assert!(before == bytes(), "a dry run writes nothing");

    // The second lesson's insert fails: the first is not kept either.
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "CREATE TRIGGER no_more BEFORE INSERT ON experiences \
             WHEN (SELECT count(*) FROM experiences) >= 2 \
             BEGIN SELECT RAISE(ABORT, 'no room for another lesson'); END;",
        )
        .unwrap();
    }
    let before = bytes();
    let out = env
        .cm()
        .current_dir(&proj)
        .args(["replay", "--learn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no room for another lesson"), "{err}");
    assert!(before == bytes(), "the database is as it was");
    let q = json_in(&env, &proj, &["stats"]);
    assert_eq!(q["replayed"], json!({"lessons": 0, "sessions": 0}));
}

#[test]
fn install_offers_it_and_learns_when_told() {
    let env = Env::new();
    let proj = project_with_history(&env);
    let install = |extra: &[&str]| {
        env.cm()
            .current_dir(&proj)
            .args(["install"])
            .args(extra)
            .output()
            .unwrap()
    };
    // Not a terminal: not asked, told how.
    let out = install(&[]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("note: 1 past session of this project found; `cm replay --learn`"),
        "{text}"
    );
    assert!(!env.db().exists() || json_in(&env, &proj, &["stats"])["replayed"]["lessons"] == 0);
    let out = install(&["--learn"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // How many lessons and symbols depends on how the replay named the edits (see above).
    assert!(
        text.contains(" failures, 0 passes) from 1 past session, on ")
            && text.ends_with(" symbols; `cm query` lists them\n"),
        "{text}"
    );
    let out = install(&["--no-learn"]);
    assert!(
        !String::from_utf8(out.stdout)
            .unwrap()
            .contains("past session")
    );
    let out = env
        .cm()
        .current_dir(&proj)
        .args(["--json", "install", "--learn"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}
