//! How long `cm hook pre-tool-use` takes, measured the way Claude Code runs it: a fresh
//! process per event, payload on stdin, against a database of 100,000 experiences.
//!
//! `cargo bench --bench hook` prints the median and 90th percentile of:
//! - an Edit of a file without lessons (the common case: one indexed lookup, then exit);
//! - an Edit of a 5,000-line file with lessons, cold (symbol table not cached: a whole
//!   parse, with the answer's parse budget lifted to 2 s so that the gate can fire; under
//!   the default 30 ms a slower parse answers with the file's lessons instead);
//! - the same, warm (file unchanged since its table was cached).
//!
//! Every run of the lesson cases is a new session, so the gate fires and its session
//! writes are included. `CM_BENCH_RUNS` sets the number of runs (default 200 / 40);
//! `CM_BENCH_DIR` keeps the database there for the next run.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use code_memory::store::{NewLesson, Outcome, Source, Store};

const EXPERIENCES: usize = 100_000;
const BIG_FILE_LINES: usize = 5_000;

fn main() {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_cm"));
    // `CM_BENCH_DIR` keeps the database between runs (it takes a while to fill).
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir =
        std::env::var_os("CM_BENCH_DIR").map_or_else(|| tmp.path().to_path_buf(), PathBuf::from);
    let root = dir.join("bench-project");
    std::fs::create_dir_all(&root).unwrap();
    let db = dir.join("cm.db");
    let runs: usize = std::env::var("CM_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);

    let big = root.join("big.py");
    let (source, target) = big_python_file(BIG_FILE_LINES);
    std::fs::write(&big, &source).unwrap();
    let small = root.join("small.py");
    std::fs::write(&small, "def f():\n    return 1\n").unwrap();

    if db.exists() {
        println!("database: reusing {}", db.display());
    } else {
        let started = Instant::now();
        populate(&db, &target);
        println!(
            "database: {EXPERIENCES} experiences written in {:.1} s ({} bytes)",
            started.elapsed().as_secs_f64(),
            std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0)
        );
    }
    {
        let t = Instant::now();
        let table = code_memory::symbols::symbols_of_file(&big, source.as_bytes()).unwrap();
        println!(
            "parse of big.py in process: {:.2} ms ({} symbols, {} lines)",
            ms(t.elapsed()),
            table.len(),
            BIG_FILE_LINES
        );
    }

    let edit = |file: &Path, old: &str, session: &str| {
        serde_json::json!({
            "session_id": session, "cwd": root, "hook_event_name": "PreToolUse",
            "permission_mode": "default", "tool_name": "Edit", "tool_use_id": "toolu_bench",
            "tool_input": {"file_path": file, "old_string": old, "new_string": "pass", "replace_all": false}
        })
        .to_string()
    };

    let no_lessons = measure(runs, |i| {
        let (d, out) = run_hook(
            &bin,
            &db,
            "bench-project",
            &root,
            Some("pre-tool-use"),
            &edit(&small, "return 1", &format!("s{i}")),
        );
        assert!(
            out.is_empty(),
            "a file without lessons gets no answer: {out}"
        );
        d
    });
    report("Edit, file without lessons", &no_lessons, Some(3.0));

    // `return self.value_{c}_{m}` is a line of one method only.
    // Session ids unique to this run: a kept database remembers the gates of earlier runs.
    let run_id = std::process::id();
    let old = format!("        return self.value_{}_{}", target.0, target.1);
    let conn = rusqlite::Connection::open(&db).unwrap();
    let lesson_runs = (runs / 5).max(10);
    let cold = measure(lesson_runs, |i| {
        conn.execute_batch(
            "DELETE FROM scan_files; DELETE FROM scan_tables; DELETE FROM scan_anchors;",
        )
        .unwrap();
        let (d, out) = run_hook(
            &bin,
            &db,
            "bench-project",
            &root,
            Some("pre-tool-use"),
            &edit(&big, &old, &format!("cold-{run_id}-{i}")),
        );
        assert!(out.contains("\"deny\""), "the gate fires: {out}");
        d
    });
    report(
        "Edit, 5,000-line file with lessons, cold",
        &cold,
        Some(30.0),
    );

    let warm = measure(lesson_runs, |i| {
        let (d, out) = run_hook(
            &bin,
            &db,
            "bench-project",
            &root,
            Some("pre-tool-use"),
            &edit(&big, &old, &format!("warm-{run_id}-{i}")),
        );
        assert!(out.contains("\"deny\""), "the gate fires: {out}");
        d
    });
    report("Edit, 5,000-line file with lessons, warm", &warm, None);

    // Events without a file, on a project holding 20,000 of the lessons.
    let event = |name: &str, extra: serde_json::Value, session: &str| {
        let mut v =
            serde_json::json!({"session_id": session, "cwd": root, "hook_event_name": name});
        for (k, x) in extra.as_object().unwrap() {
            v[k] = x.clone();
        }
        v.to_string()
    };
    let big_project = |payload: String| run_hook(&bin, &db, "project0", &root, None, &payload).0;
    let prompt = measure(lesson_runs, |i| {
        big_project(event(
            "UserPromptSubmit",
            serde_json::json!({"prompt": "Service3.handle_4 drops the retry; fix handle_4 in src/module7.py"}),
            &format!("prompt-{run_id}-{i}"),
        ))
    });
    report(
        "UserPromptSubmit naming a symbol, 20,000 lessons in the project",
        &prompt,
        None,
    );
    let start = measure(lesson_runs, |i| {
        big_project(event(
            "SessionStart",
            serde_json::json!({"source": "startup"}),
            &format!("start-{run_id}-{i}"),
        ))
    });
    report(
        "SessionStart brief, 20,000 lessons in the project",
        &start,
        None,
    );
}

/// A Python file of `lines` lines: classes of methods. Returns it and the (class, method)
/// numbers of a method in its middle, the one the lessons are about.
fn big_python_file(lines: usize) -> (String, (usize, usize)) {
    let mut out = String::from("import math\n\n\n");
    let mut class = 0;
    while out.lines().count() < lines - 10 {
        out.push_str(&format!(
            "class Model{class}:\n    \"\"\"Model number {class}.\"\"\"\n\n"
        ));
        for m in 0..8 {
            out.push_str(&format!(
                "    def method_{m}(self, x):\n        y = x * {m} + math.sqrt({class} + 1)\n        if y > 10:\n            return y - {m}\n        return self.value_{class}_{m}\n\n"
            ));
        }
        out.push('\n');
        class += 1;
    }
    while out.lines().count() < lines {
        out.push_str("# end\n");
    }
    (out, (class / 2, 0))
}

fn populate(db: &Path, target: &(usize, usize)) {
    let mut store = Store::open(db).unwrap();
    // Set-up only: the rows go in through a connection of our own, in one transaction (no
    // need to wait for the disk on each of 100,000 commits), then the store computes the
    // symbols' counts and risk from them as `record` would have.
    {
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
                    "INSERT INTO experiences (uid, symbol_id, type, lesson, detail, status, source, \
                     created_at, occurrences, last_seen_at) \
                     VALUES (?1, ?2, ?3, ?4, 'guard the empty case', 'active', 'manual', ?5, 1, ?5)",
                )
                .unwrap();
            let now = code_memory::store::now_timestamp();
            for i in 0..EXPERIENCES {
                let project = format!("project{}", i % 5);
                let file = format!("src/module{}.py", (i / 5) % 2_000);
                let symbol = format!("Service{}.handle_{}", (i / 10_000), i % 10);
                let lesson = format!("lesson {i}: input not validated before use");
                let symbol_id: i64 = sym
                    .query_row(rusqlite::params![project, file, symbol, now], |r| r.get(0))
                    .unwrap();
                let kind = if i % 4 == 0 {
                    Outcome::Success
                } else {
                    Outcome::Fail
                };
                exp.execute(rusqlite::params![
                    uuid::Uuid::now_v7().to_string(),
                    symbol_id,
                    kind,
                    lesson,
                    now
                ])
                .unwrap();
            }
        }
        tx.commit().unwrap();
    }
    store.recompute_all().unwrap_or_else(|e| panic!("{e:#}"));
    let symbol = format!("Model{}.method_{}", target.0, target.1);
    for i in 0..4 {
        store
            .record(&NewLesson {
                project: "bench-project",
                file: "big.py",
                symbol: &symbol,
                outcome: Outcome::Fail,
                lesson: &format!("method lesson {i}: off by one on the boundary"),
                detail: None,
                session_id: None,
                source: Source::Manual,
                merge_repeats: false,
            })
            .unwrap();
    }
}

/// One `cm hook [event]` process with `payload` on stdin, as Claude Code runs it: the time
/// it took and what it printed.
fn run_hook(
    bin: &Path,
    db: &Path,
    project: &str,
    root: &Path,
    event: Option<&str>,
    payload: &str,
) -> (Duration, String) {
    let start = Instant::now();
    let mut child = Command::new(bin)
        .arg("hook")
        .args(event)
        .env("CODE_MEMORY_DB", db)
        .env("CODE_MEMORY_PROJECT", project)
        .env("CLAUDE_PROJECT_DIR", root)
        .env("XDG_CONFIG_HOME", root.join(".no-config"))
        .env("CODE_MEMORY_PARSE_BUDGET_MS", "2000")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("cm binary");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(payload.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let elapsed = start.elapsed();
    assert!(out.status.success());
    (elapsed, String::from_utf8_lossy(&out.stdout).into_owned())
}

fn measure(runs: usize, mut f: impl FnMut(usize) -> Duration) -> Vec<Duration> {
    f(usize::MAX); // warm the page cache and the binary
    let mut v: Vec<Duration> = (0..runs).map(&mut f).collect();
    v.sort();
    v
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(what: &str, sorted: &[Duration], budget_ms: Option<f64>) {
    let median = ms(sorted[sorted.len() / 2]);
    let p90 = ms(sorted[sorted.len() * 9 / 10]);
    let budget = budget_ms.map_or(String::new(), |b| {
        format!(
            "  (budget {b} ms: {})",
            if median <= b { "within" } else { "OVER" }
        )
    });
    println!(
        "{what}: median {median:.2} ms, p90 {p90:.2} ms over {} runs{budget}",
        sorted.len()
    );
}
