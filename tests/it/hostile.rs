//! Hooks in hostile surroundings: a database locked, read-only, full, corrupt, truncated or
//! missing its directory, and payloads naming FIFOs, devices and pathological files. Each
//! hook exits 0 within its time budget (docs/HOOKS.md) with nothing or one JSON object, and
//! answers from what it can read; the command line fails with one line; nothing stored is
//! lost.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::hook::{SHOP_PY, Scene, context};

/// The design budget of a hook is one second; the tests allow half as much again for an
/// unoptimised binary on a loaded machine, still far from a busy timeout (5 s) or a hang.
/// Windows builds are tested under Wine, where starting a process alone takes about half a
/// second on such a machine: twice as much there.
pub(crate) const BUDGET: Duration = Duration::from_millis(if cfg!(windows) { 3000 } else { 1500 });

/// A payload of `event` for `scene`.
fn payload(s: &Scene, event: &str, tool: &str, input: &Value) -> Value {
    json!({
        "session_id": s.session,
        "transcript_path": s.env.path().join("transcript.jsonl"),
        "cwd": s.root,
        "permission_mode": "default",
        "hook_event_name": event,
        "tool_name": tool,
        "tool_input": input,
        "tool_use_id": "toolu_01Hc5QJX2BvZ8n4m7kTqW3rd",
    })
}

/// Runs `cm hook ARG` (killed after 20 s) on `stdin`; asserts exit 0, stdout empty or one
/// JSON object, and an answer within [`BUDGET`].
pub(crate) fn timed_hook(
    cmd: assert_cmd::Command,
    arg: &str,
    stdin: impl Into<Vec<u8>>,
) -> Option<Value> {
    let stdin: Vec<u8> = stdin.into();
    let mut cmd = cmd;
    cmd.arg("hook")
        .arg(arg)
        .write_stdin(stdin.clone())
        .timeout(Duration::from_secs(20));
    let started = Instant::now();
    let out = cmd.output().unwrap();
    let took = started.elapsed();
    assert_eq!(
        out.status.code(),
        Some(0),
        "cm hook {arg} must exit 0: {out:?}"
    );
    assert!(
        took < BUDGET,
        "cm hook {arg} took {took:?}: {:.300}",
        String::from_utf8_lossy(&stdin)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    if stdout.trim().is_empty() {
        return None;
    }
    let v: Value = serde_json::from_str(stdout.trim())
        .unwrap_or_else(|e| panic!("stdout is not one JSON object ({e}): {stdout}"));
    assert!(v.is_object(), "{v}");
    Some(v)
}

impl Scene {
    pub(crate) fn cmd(&self) -> assert_cmd::Command {
        let mut cmd = self.env.cm();
        cmd.current_dir(&self.root)
            .env("CLAUDE_PROJECT_DIR", &self.root);
        cmd
    }

    fn timed(&self, arg: &str, p: &Value) -> Option<Value> {
        timed_hook(self.cmd(), arg, p.to_string())
    }

    fn timed_pre_edit(&self, file: &Path, old: &str) -> Option<Value> {
        let input =
            json!({"file_path": file, "old_string": old, "new_string": "x", "replace_all": false});
        self.timed("pre-tool-use", &payload(self, "PreToolUse", "Edit", &input))
    }

    fn timed_read(&self, file: &Path) -> Option<Value> {
        let mut p = payload(self, "PostToolUse", "Read", &json!({"file_path": file}));
        p["tool_response"] = json!({"type": "text", "file": {"filePath": file, "content": ""}});
        self.timed("post-tool-use", &p)
    }

    /// `cm ARGS` expected to fail: its stderr, which must be one line.
    fn cli_fails(&self, args: &[&str]) -> String {
        let out = self
            .env
            .cm()
            .current_dir(&self.root)
            .args(args)
            .timeout(Duration::from_secs(30))
            .output()
            .unwrap();
        assert!(!out.status.success(), "cm {args:?} should fail: {out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
        err
    }
}

/// A scene whose `shop.py` has four lessons on `apply_discount` (past the gate).
pub(crate) fn scene_with_lessons() -> (Scene, std::path::PathBuf) {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 4);
    (s, f)
}

#[test]
fn a_locked_database_answers_from_what_it_reads_within_the_budget() {
    let (s, f) = scene_with_lessons();
    let lock = rusqlite::Connection::open(s.env.db()).unwrap();
    lock.execute_batch("BEGIN EXCLUSIVE").unwrap();

    // The gate cannot be remembered, so it does not hold the edit back: the lessons come
    // as context, quickly.
    let v = s.timed_pre_edit(&f, "return price - price");
    assert!(context(&v).contains("rounding drops cents"), "{v:?}");
    assert!(s.timed_read(&f).is_some());
    for (arg, event) in [("session-start", "SessionStart"), ("stop", "Stop")] {
        let mut p = payload(&s, event, "", &json!({}));
        p["source"] = json!("startup");
        s.timed(arg, &p);
    }
    assert!(s.log().contains("not saved"), "{}", s.log());

    // The command line waits its 5 s for the lock, then says why in one line.
    let err = s.cli_fails(&["fail", "apply_discount", "one more", "--file", "shop.py"]);
    assert!(err.contains("locked"), "{err}");

    drop(lock);
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 4);
    // Unlocked: the lessons shown under the lock were kept and are remembered as shown (the
    // model read them a moment ago: neither shown again nor held back), and the gate that
    // could not be saved was not spent.
    assert_eq!(s.timed_pre_edit(&f, "return price - price"), None);
    let db = rusqlite::Connection::open(s.env.db()).unwrap();
    let count = |table: &str| -> i64 {
        db.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    };
    assert_eq!(count("hook_shown"), 4);
    assert_eq!(count("hook_gated"), 0);
}

#[test]
#[cfg(unix)]
fn a_full_disk_answers_without_saving() {
    let (s, f) = scene_with_lessons();
    let input = json!({"file_path": f, "old_string": "return price - price", "new_string": "x", "replace_all": false});
    let p = payload(&s, "PreToolUse", "Edit", &input);
    // Another process has the database open (its shared-memory index exists: on a disk
    // with no room at all, a WAL database cannot even be read).
    let other = rusqlite::Connection::open(s.env.db()).unwrap();
    other
        .query_row("SELECT count(*) FROM experiences", [], |_| Ok(()))
        .unwrap();
    // No file may grow (writes past the end fail as on a full disk).
    let full = || {
        let mut cmd = s.env.cm_after_shell("trap '' XFSZ; ulimit -f 0");
        cmd.current_dir(&s.root).env("CLAUDE_PROJECT_DIR", &s.root);
        cmd
    };
    let v = timed_hook(full(), "pre-tool-use", p.to_string());
    // Read, but the gate cannot be saved: context instead of a deny.
    assert!(context(&v).contains("rounding drops cents"), "{v:?}");
    timed_hook(full(), "post-tool-use", {
        let mut r = payload(&s, "PostToolUse", "Read", &json!({"file_path": f}));
        r["tool_response"] = json!({"type": "text"});
        r.to_string()
    });
    drop(other);
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 4);
}

#[test]
#[cfg(unix)]
fn a_read_only_database_answers_from_what_it_reads() {
    use std::os::unix::fs::PermissionsExt as _;
    let (s, f) = scene_with_lessons();
    let dir = s.env.db().parent().unwrap().to_path_buf();
    // Everything folded into the main file, then the file and its directory made read-only.
    rusqlite::Connection::open(s.env.db())
        .unwrap()
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    let ro = |mode| {
        std::fs::set_permissions(s.env.db(), std::fs::Permissions::from_mode(mode & 0o666))
            .unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(mode)).unwrap();
    };
    ro(0o555);
    // The superuser writes anyway; the contract still holds.
    let enforced = std::fs::OpenOptions::new()
        .write(true)
        .open(s.env.db())
        .is_err();
    let v = s.timed_pre_edit(&f, "return price - price");
    let read = s.timed_read(&f);
    if enforced {
        assert!(context(&v).contains("rounding drops cents"), "{v:?}");
        assert!(
            read.is_none(),
            "shown once already, or not at all: {read:?}"
        );
        s.cli_fails(&["fail", "apply_discount", "one more", "--file", "shop.py"]);
    }
    ro(0o755);
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 4);
}

/// Folds the WAL of the database at `db` into the file and removes the WAL and its index:
/// the file alone holds everything, to be broken on purpose.
pub(crate) fn fold_wal(db: &Path) {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
    }
}

/// Puts `bytes` at the database path (after the scene recorded its lessons) and checks
/// every hook stays quiet and quick, the command line fails in one line, and the file is
/// left as it was.
fn unusable_database(make: impl FnOnce(&Path)) {
    let (s, f) = scene_with_lessons();
    let db = s.env.db();
    fold_wal(&db);
    make(&db);
    let before = std::fs::read(&db).ok();
    assert_eq!(s.timed_pre_edit(&f, "return price - price"), None);
    assert_eq!(s.timed_read(&f), None);
    let mut p = payload(&s, "SessionStart", "", &json!({}));
    p["source"] = json!("startup");
    // Named once per session (tests/it/broken_db.rs), quickly.
    let said = s.timed("session-start", &p).expect("the trouble named");
    assert!(
        said["systemMessage"]
            .as_str()
            .unwrap()
            .contains("cm doctor")
    );
    assert_eq!(s.timed("session-start", &p), None, "once per session");
    s.cli_fails(&["fail", "apply_discount", "one more", "--file", "shop.py"]);
    assert_eq!(
        std::fs::read(&db).ok(),
        before,
        "the file is left as it was"
    );
}

#[test]
fn a_corrupt_database_is_left_alone() {
    unusable_database(|db| std::fs::write(db, vec![0x5a; 16384]).unwrap());
}

#[test]
fn a_truncated_database_is_left_alone() {
    unusable_database(|db| {
        let bytes = std::fs::read(db).unwrap();
        std::fs::write(db, &bytes[..bytes.len() / 2]).unwrap();
    });
}

#[test]
fn a_directory_at_the_database_path_is_left_alone() {
    unusable_database(|db| {
        std::fs::remove_file(db).unwrap();
        std::fs::create_dir(db).unwrap();
    });
}

#[test]
fn a_data_directory_that_cannot_be_made_is_quiet() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    // A file where the data directory should be: nothing can be created under it.
    std::fs::write(s.env.db().parent().unwrap(), "not a directory").unwrap();
    assert_eq!(s.timed_pre_edit(&f, "return price - price"), None);
    assert_eq!(s.timed_read(&f), None);
    s.cli_fails(&["fail", "apply_discount", "one more", "--file", "shop.py"]);
}

/// Every tool shape that names `file` (old text `old` in it), as PreToolUse and
/// PostToolUse, Claude Code's and Codex's.
fn every_shape(s: &Scene, file: &Path, old: &str) -> Vec<(&'static str, Value)> {
    let f = file.to_string_lossy();
    let edit =
        json!({"file_path": file, "old_string": old, "new_string": "x", "replace_all": false});
    let patch = json!({"command": format!(
        "*** Begin Patch\n*** Update File: {f}\n@@\n-{old}\n+x\n*** Delete File: {f}\n*** End Patch\n"
    )});
    let mut read_range = payload(
        s,
        "PostToolUse",
        "Read",
        &json!({"file_path": file, "offset": 2, "limit": 3}),
    );
    read_range["tool_response"] = json!({"type": "text"});
    let mut read = payload(s, "PostToolUse", "Read", &json!({"file_path": file}));
    read["tool_response"] = json!({"type": "text"});
    let mut edited = payload(s, "PostToolUse", "Edit", &edit);
    edited["tool_response"] = json!({"filePath": file});
    let mut patched = payload(s, "PostToolUse", "apply_patch", &patch);
    patched["tool_response"] = json!({"output": "Success."});
    let mut written = payload(
        s,
        "PostToolUse",
        "Write",
        &json!({"file_path": file, "content": "x\n"}),
    );
    written["tool_response"] = json!({"type": "update", "filePath": file, "content": "x\n"});
    vec![
        ("pre-tool-use", payload(s, "PreToolUse", "Edit", &edit)),
        (
            "pre-tool-use",
            payload(s, "PreToolUse", "Edit", &{
                let mut all = edit.clone();
                all["replace_all"] = json!(true);
                all
            }),
        ),
        (
            "pre-tool-use",
            payload(
                s,
                "PreToolUse",
                "Write",
                &json!({"file_path": file, "content": "x\n"}),
            ),
        ),
        (
            "pre-tool-use",
            payload(s, "PreToolUse", "apply_patch", &patch),
        ),
        ("post-tool-use", read),
        ("post-tool-use", read_range),
        ("post-tool-use", edited),
        ("post-tool-use", written),
        ("post-tool-use", patched),
    ]
}

#[test]
#[cfg(unix)]
fn fifos_and_devices_named_in_payloads_never_hold_a_hook() {
    let (s, _) = scene_with_lessons();
    // Lessons on the file and its function, then the file replaced by a FIFO nobody writes.
    let pipe = s.write("pipe.py", SHOP_PY);
    s.fails("apply_discount", "pipe.py", 4);
    s.fails("", "pipe.py", 4);
    std::fs::remove_file(&pipe).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .unwrap();
    assert!(made.success());
    // And one without lessons.
    let bare = s.root.join("bare.py");
    std::process::Command::new("mkfifo")
        .arg(&bare)
        .status()
        .unwrap();
    for file in [
        pipe.as_path(),
        bare.as_path(),
        Path::new("/dev/zero"),
        Path::new("/dev/urandom"),
    ] {
        for (arg, p) in every_shape(&s, file, "return price - price") {
            timed_hook(s.cmd(), arg, p.to_string());
        }
    }
    assert!(!s.log().contains("panic"), "{}", s.log());
}

#[test]
fn a_deeply_nested_file_is_decided_within_the_budget() {
    let s = Scene::new();
    let depth = 20_000;
    let deep = s.write(
        "deep.rs",
        &format!(
            "{}fn f() {{}}\n{}",
            "mod m {\n".repeat(depth),
            "}\n".repeat(depth)
        ),
    );
    s.fails("m", "deep.rs", 4);
    s.fails("", "deep.rs", 4);
    for (arg, p) in every_shape(&s, &deep, "fn f() {}") {
        timed_hook(s.cmd(), arg, p.to_string());
    }
    // The file's lessons still reach the model.
    let mut read = payload(&s, "PostToolUse", "Read", &json!({"file_path": deep}));
    read["session_id"] = json!("another-session");
    read["tool_response"] = json!({"type": "text"});
    let v = timed_hook(s.cmd(), "post-tool-use", read.to_string());
    assert!(context(&v).contains("rounding drops cents"), "{v:?}");
}

#[test]
fn a_file_past_the_parse_budget_is_given_up_once_until_it_changes() {
    let s = Scene::new();
    // Deep enough that no machine parses it within a hook's budget (20,000 levels take
    // about 150 ms on an idle one).
    let depth = 150_000;
    let text = format!(
        "{}fn f() {{}}\n{}",
        "mod m {\n".repeat(depth),
        "}\n".repeat(depth)
    );
    let deep = s.write("deep.rs", &text);
    s.fails("m", "deep.rs", 1);
    let read = |session: &str| {
        let mut p = payload(&s, "PostToolUse", "Read", &json!({"file_path": deep}));
        p["session_id"] = json!(session);
        p["tool_response"] = json!({"type": "text"});
        timed_hook(s.cmd(), "post-tool-use", p.to_string());
    };
    // Each parse the Read gives up on is one `parse:` line of the hook log (the answer
    // then gives the whole file's lessons; a background parse, with no hook's budget,
    // gives up on this file too and leaves it marked).
    let gave_up = || {
        s.full_log()
            .lines()
            .filter(|l| l.contains(" parse: rust ") && l.ends_with(" gave up"))
            .count()
    };
    read("first");
    assert_eq!(gave_up(), 1, "{}", s.log());
    // The same file (path, size, mtime): skipped at once, not parsed again.
    read("second");
    read("third");
    assert_eq!(gave_up(), 1, "{}", s.log());
    // Changed, it is tried again.
    std::fs::write(&deep, format!("{text}\n")).unwrap();
    read("fourth");
    assert_eq!(gave_up(), 2, "{}", s.log());
}

#[test]
fn a_schema_upgrade_longer_than_a_hook_may_wait_is_left_to_the_next_command() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    let db = s.env.db();
    // The project's name as cm gives it, from a database of its own.
    let probe = s.env.path().join("probe.db");
    s.cmd()
        .env("CODE_MEMORY_DB", &probe)
        .args(["fail", "apply_discount", "probe", "--file", "shop.py"])
        .assert()
        .success();
    let project: String = rusqlite::Connection::open(&probe)
        .unwrap()
        .query_row("SELECT project FROM symbols", [], |r| r.get(0))
        .unwrap();
    // A cm.py database (schema 2) with a lesson on the code about to be edited.
    crate::store::cm_py_v0_3_database(
        &db,
        &format!(
            "INSERT INTO symbols (project, file, name) VALUES ('{project}', 'shop.py', 'apply_discount');
             INSERT INTO experiences (symbol_id, type, lesson, created_at) VALUES
                 (1, 'fail', 'discount applied twice', '2026-11-30T09:00:00');"
        ),
    );
    let version = || -> u32 {
        rusqlite::Connection::open(&db)
            .unwrap()
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap()
    };
    // No time at all for the upgrade: every hook is quiet and leaves the file as it was.
    let mut cmd = s.cmd();
    cmd.env("CODE_MEMORY_HOOK_MIGRATION_MS", "0");
    let input = json!({"file_path": f, "old_string": "return price - price", "new_string": "x"});
    assert_eq!(
        timed_hook(
            cmd,
            "pre-tool-use",
            payload(&s, "PreToolUse", "Edit", &input).to_string()
        ),
        None
    );
    // A session start says why it has nothing, and what makes it.
    let mut cmd = s.cmd();
    cmd.env("CODE_MEMORY_HOOK_MIGRATION_MS", "0");
    let mut start = payload(&s, "SessionStart", "", &json!({}));
    start["source"] = json!("startup");
    let said = timed_hook(cmd, "session-start", start.to_string());
    assert!(context(&said).contains("Run `cm stats` once"), "{said:?}");
    assert_eq!(version(), 2, "the upgrade was given up and rolled back");
    assert!(
        s.log().contains("takes longer than a hook may wait"),
        "{}",
        s.log()
    );
    // The next command upgrades it, and hooks answer again with the lesson.
    s.env
        .cm()
        .current_dir(&s.root)
        .arg("stats")
        .assert()
        .success();
    assert_eq!(version(), code_memory::store::schema::latest_version());
    let read = s.timed_read(&f);
    assert!(
        context(&read).contains("discount applied twice"),
        "{read:?}"
    );
}

/// `n` lessons on symbols of the scene's project (most on files that are not there, as in
/// a long-used database) and of other projects, written straight into the database.
fn many_lessons(db: &Path, n: usize) {
    let mut conn = rusqlite::Connection::open(db).unwrap();
    let tx = conn.transaction().unwrap();
    {
        let mut sym = tx
            .prepare(
                "INSERT INTO symbols (project, file, name, created_at) VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (project, file, name) DO UPDATE SET name = excluded.name RETURNING id",
            )
            .unwrap();
        let mut exp = tx
            .prepare(
                "INSERT INTO experiences (uid, symbol_id, type, lesson, status, source, \
                 created_at, occurrences, last_seen_at) \
                 VALUES (?1, ?2, 'fail', ?3, 'active', 'manual', ?4, 1, ?4)",
            )
            .unwrap();
        let now = code_memory::store::now_timestamp();
        for i in 0..n {
            let project = if i % 2 == 0 { "testproj" } else { "elsewhere" };
            let file = format!("src/module{}.py", (i / 7) % 3_000);
            let name = format!("Service{}.handle_{}", i % 50, i % 7);
            let id: i64 = sym
                .query_row(rusqlite::params![project, file, name, now], |r| r.get(0))
                .unwrap();
            exp.execute(rusqlite::params![
                uuid::Uuid::now_v7().to_string(),
                id,
                format!("lesson {i}: input not validated before use"),
                now
            ])
            .unwrap();
        }
    }
    tx.commit().unwrap();
    code_memory::store::Store::open(db)
        .unwrap()
        .recompute_all()
        .unwrap();
}

/// SessionStart on a heavily used database: 50,000 lessons, lessons on an 8 MB one-line
/// JavaScript file and on a 5 MB Python file, and another process writing all along. The
/// first session of the project (nothing indexed) and the ones after answer within the
/// budget with the brief: no file is parsed and no lock waited for past the budget on the
/// answer's path.
#[test]
fn a_session_start_on_a_heavy_database_answers_within_the_budget() {
    let s = Scene::new();
    let js = format!(
        "{}\n",
        (0..)
            .map(|i| format!("function f{i}(a,b){{return a+b*{i}}};"))
            .scan(0, |len, f| {
                *len += f.len();
                (*len < 8_000_000).then_some(f)
            })
            .collect::<String>()
    );
    s.write("bundle.min.js", &js);
    let py: String = (0..)
        .map(|i| {
            format!("def handler_{i}(event, context):\n    return event.get({i}) or context\n\n\n")
        })
        .scan(0, |len, f| {
            *len += f.len();
            (*len < 5_000_000).then_some(f)
        })
        .collect();
    s.write("big.py", &py);
    s.cm(&["stats"]);
    many_lessons(&s.env.db(), 50_000);
    // Written straight in, so that nothing parses either file before the session starts.
    let mut store = code_memory::store::Store::open(&s.env.db()).unwrap();
    for (n, symbol, file) in [("f7", "bundle.min.js"), ("handler_7", "big.py")]
        .into_iter()
        .flat_map(|(symbol, file)| (0..3).map(move |n| (n, symbol, file)))
    {
        store
            .record(&code_memory::store::NewLesson {
                project: "testproj",
                file,
                symbol,
                outcome: code_memory::store::Outcome::Fail,
                lesson: &format!("{symbol} lesson {n}: the sum overflows past 2^53"),
                detail: None,
                session_id: None,
                source: code_memory::store::Source::Manual,
                merge_repeats: false,
            })
            .unwrap();
    }
    drop(store);
    // Another process writing: short transactions, one after the other.
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = {
        let (db, stop) = (s.env.db(), stop.clone());
        std::thread::spawn(move || {
            let conn = rusqlite::Connection::open(db).unwrap();
            conn.busy_timeout(Duration::from_secs(5)).unwrap();
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                conn.execute_batch("BEGIN IMMEDIATE").unwrap();
                conn.execute(
                    "INSERT INTO hook_sessions (session_id, started_at, touched_at) \
                     VALUES (?1, '2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z')",
                    [format!("writer-{n}")],
                )
                .unwrap();
                std::thread::sleep(Duration::from_millis(150));
                conn.execute_batch("COMMIT").unwrap();
                std::thread::sleep(Duration::from_millis(2));
                n += 1;
            }
        })
    };
    for n in 0..3 {
        let mut p = payload(&s, "SessionStart", "", &json!({}));
        p["session_id"] = json!(format!("heavy-{n}"));
        p["source"] = json!("startup");
        let started = Instant::now();
        let brief = s.timed("session-start", &p);
        eprintln!("SessionStart {n}: {:?}", started.elapsed());
        let brief = context(&brief);
        assert!(brief.contains("f7 (bundle.min.js"), "{brief}");
        assert!(brief.contains("handler_7 (big.py"), "{brief}");
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    writer.join().unwrap();
    s.env.settle();
}
