//! The speed suite: every hook event's p50/p95/p99 as Claude Code runs it (a fresh `cm hook`
//! process per event, payload on stdin) at 1k, 10k, 100k and 1M lessons, for a file
//! without lessons and a 5,000-line file with lessons: cold (never seen: parsed within the
//! answer's budget, or answered with the whole file's lessons), cold with a lesson's symbol
//! gone from the file (its table is needed to follow it), indexed by a scan, and indexed by
//! the hook before; each as a ratio to two floors measured in the same
//! run: spawning a trivial process (`true`), and one `sqlite3` query on the same database
//! (the lookup a lesson-free hook makes). Also the peak RSS of a hook call, how `cm search` scales, and `cm scan` of
//! 100 and 1,000 files, cold and warm. Last, realistic sessions (`session`): SessionStart
//! then at once a Read, an edit and a failing run on big files in six languages.
//!
//! `cargo bench --bench speed` prints one table (docs/PERFORMANCE.md, "Hook events"). `CM_SPEED_SIZES`
//! (default `1000,10000,100000,1000000`) and `CM_SPEED_RUNS` (default 100) change the
//! sizes and runs; `CM_BENCH_DIR` keeps the databases for the next run (they take a while
//! to fill). `CM_SPEED_SESSIONS` (default 10) sets how many realistic sessions run, and
//! `CM_SPEED_ONLY=session` runs only them. Needs the `sqlite3` command for its floor.

#[path = "speed/session.rs"]
mod session;

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use code_memory::store::{NewLesson, Outcome, Source, Store};
use serde_json::{Value, json};

const BIG_FILE_LINES: usize = 5_000;
const PROJECT: &str = "bench-project";

fn main() {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_cm"));
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir =
        std::env::var_os("CM_BENCH_DIR").map_or_else(|| tmp.path().to_path_buf(), PathBuf::from);
    let sizes: Vec<usize> = std::env::var("CM_SPEED_SIZES")
        .unwrap_or_else(|_| "1000,10000,100000,1000000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let runs: usize = std::env::var("CM_SPEED_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let sessions: usize = std::env::var("CM_SPEED_SESSIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    if std::env::var("CM_SPEED_ONLY").is_ok_and(|v| v == "session") {
        session::run(&bin, &dir, sessions);
        return;
    }
    let root = dir.join(PROJECT);
    std::fs::create_dir_all(&root).unwrap();
    let (source, target) = big_python_file(BIG_FILE_LINES);
    let big = root.join("big.py");
    std::fs::write(&big, &source).unwrap();
    // The same code, where one symbol with lessons is gone: read whole.
    let moved = root.join("moved.py");
    std::fs::write(&moved, &source).unwrap();
    let small = root.join("small.py");
    std::fs::write(&small, "def f():\n    return 1\n").unwrap();
    let method_line = format!("        return self.value_{}_{}", target.0, target.1);

    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "load average at start: {}",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    println!(
        "| lessons | case | p50 ms | p95 ms | p99 ms | p50 / spawn | p50 / sqlite3 | max RSS MB |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for &n in &sizes {
        let db = dir.join(format!("cm-{n}.db"));
        if !db.exists() {
            let t = Instant::now();
            populate(&db, n, &target);
            eprintln!("{n} lessons written in {:.1} s", t.elapsed().as_secs_f64());
        }
        lessons_on_moved(&db, &target);
        let h = Hook {
            bin: &bin,
            db: &db,
            root: &root,
        };
        let spawn_floor = measure(runs, |_| timed(Command::new("true"), "").0);
        let lookup = format!(
            "SELECT 1 FROM symbols WHERE project = '{PROJECT}' AND file = 'small.py' LIMIT 1;"
        );
        let sqlite_floor = measure(runs, |_| {
            let mut c = Command::new("sqlite3");
            c.arg(&db).arg(&lookup);
            timed(c, "").0
        });
        let floors = (p(&spawn_floor, 50), p(&sqlite_floor, 50));
        row(n, "floor: spawn `true`", &spawn_floor, floors, None);
        row(n, "floor: one `sqlite3` query", &sqlite_floor, floors, None);

        let run_id = std::process::id();
        let mut rss_max = 0u64;
        // Each case: (name, event arg, payload for run i, what to do before each run).
        type Payload<'a> = Box<dyn Fn(usize) -> Value + 'a>;
        // An edit of `file` that rewrites `line` as it is, in a session of its own per run.
        let on_edit = |event: &'static str, file: &Path, line: &str, tag: &str| -> Payload {
            let (file, line, tag, root) =
                (file.to_path_buf(), line.to_string(), tag.to_string(), &root);
            Box::new(move |i| edit(event, root, &file, &line, &format!("{tag}{run_id}-{i}")))
        };
        let cases: Vec<(&str, &str, Payload, Prep)> = vec![
            (
                "PreToolUse Edit, no lessons",
                "pre-tool-use",
                on_edit("PreToolUse", &small, "return 1", "e"),
                Prep::Nothing,
            ),
            (
                "PreToolUse Edit, lessons, cold (a parse within the budget)",
                "pre-tool-use",
                on_edit("PreToolUse", &big, &method_line, "c"),
                Prep::ClearCache,
            ),
            (
                "PreToolUse Edit, lessons, indexed by a scan",
                "pre-tool-use",
                on_edit("PreToolUse", &big, &method_line, "x"),
                Prep::Indexed,
            ),
            (
                "PreToolUse Edit, lessons, indexed by the hook before",
                "pre-tool-use",
                on_edit("PreToolUse", &big, &method_line, "w"),
                Prep::Nothing,
            ),
            (
                "PostToolUse Read, no lessons",
                "post-tool-use",
                Box::new(|i| read(&root, &small, &format!("r{run_id}-{i}"))),
                Prep::Nothing,
            ),
            (
                "PostToolUse Read, lessons, cold (a parse within the budget)",
                "post-tool-use",
                Box::new(|i| read(&root, &big, &format!("rc{run_id}-{i}"))),
                Prep::ClearCache,
            ),
            (
                "PostToolUse Read, lessons, cold, a symbol gone",
                "post-tool-use",
                Box::new(|i| read(&root, &moved, &format!("rm{run_id}-{i}"))),
                Prep::ClearCache,
            ),
            (
                "PostToolUse Read, lessons, indexed by a scan",
                "post-tool-use",
                Box::new(|i| read(&root, &big, &format!("rx{run_id}-{i}"))),
                Prep::Indexed,
            ),
            (
                "PostToolUse Read, lessons, indexed by the hook before",
                "post-tool-use",
                Box::new(|i| read(&root, &big, &format!("rw{run_id}-{i}"))),
                Prep::Nothing,
            ),
            (
                "PostToolUse Edit, no lessons",
                "post-tool-use",
                on_edit("PostToolUse", &small, "return 1", "pe"),
                Prep::Nothing,
            ),
            (
                "PostToolUse Edit, lessons, indexed",
                "post-tool-use",
                on_edit("PostToolUse", &big, &method_line, "pw"),
                Prep::Nothing,
            ),
            (
                "PostToolUse Edit, lessons, file changed (parsed after the answer)",
                "post-tool-use",
                Box::new(|i| {
                    let (old, new) = changed_lines(&method_line, i);
                    let mut v = edit("PostToolUse", &root, &big, &old, &format!("pc{run_id}-{i}"));
                    v["tool_input"]["new_string"] = json!(new);
                    v["tool_response"]["newString"] = json!(new);
                    v
                }),
                Prep::Change,
            ),
            (
                "PostToolUse Bash (passing test run)",
                "post-tool-use",
                Box::new(|i| bash(&root, &format!("b{run_id}-{i}"), false)),
                Prep::Nothing,
            ),
            (
                "PostToolUseFailure Bash (failing run)",
                "post-tool-use-failure",
                Box::new(|i| bash(&root, &format!("f{run_id}-{i}"), true)),
                Prep::Nothing,
            ),
            (
                "SessionStart (brief)",
                "session-start",
                Box::new(|i| {
                    base(
                        "SessionStart",
                        &root,
                        &format!("s{run_id}-{i}"),
                        &json!({"source": "startup"}),
                    )
                }),
                Prep::Nothing,
            ),
            (
                "UserPromptSubmit naming a symbol",
                "user-prompt-submit",
                Box::new(|i| {
                    base(
                        "UserPromptSubmit",
                        &root,
                        &format!("u{run_id}-{i}"),
                        &json!({"prompt": "Service3.handle_4 drops the retry; fix handle_4 in src/module7.py"}),
                    )
                }),
                Prep::Nothing,
            ),
            (
                "Stop",
                "stop",
                Box::new(|i| {
                    base(
                        "Stop",
                        &root,
                        &format!("t{run_id}-{i}"),
                        &json!({"stop_hook_active": false, "last_assistant_message": "Done."}),
                    )
                }),
                Prep::Nothing,
            ),
        ];
        let conn = rusqlite::Connection::open(&db).unwrap();
        for (name, arg, payload, prep) in &cases {
            if matches!(prep, Prep::Indexed) {
                let mut c = Command::new(&bin);
                c.arg("scan")
                    .env("CODE_MEMORY_DB", &db)
                    .env("CODE_MEMORY_PROJECT", PROJECT)
                    .env("XDG_CONFIG_HOME", root.join(".no-config"))
                    .current_dir(&root);
                timed(c, "");
            }
            let times = measure(runs, |i| {
                // The work of the edit before, which its hook left to a child process, is
                // done before the next call is timed: calls come seconds apart in a session.
                settle(&db);
                match prep {
                    Prep::Nothing => {}
                    Prep::ClearCache => {
                        // The background parse a give-up started goes first.
                        session::wait_for_scan(&db);
                        conn.execute_batch("DELETE FROM scan_files; DELETE FROM scan_tables; DELETE FROM scan_anchors;")
                            .unwrap();
                    }
                    Prep::Indexed => {}
                    Prep::Change => {
                        let (_, new) = changed_lines(&method_line, i);
                        std::fs::write(&big, source.replacen(&method_line, &new, 1)).unwrap();
                    }
                }
                let (d, rss) = h.run(arg, &payload(i).to_string());
                rss_max = rss_max.max(rss);
                d
            });
            row(n, name, &times, floors, Some(rss_max));
            if matches!(prep, Prep::Change) {
                std::fs::write(&big, &source).unwrap();
            }
        }
        // `cm search`: full-text search over every lesson of the project.
        let search = measure(runs, |_| {
            let mut c = Command::new(&bin);
            c.args(["search", "input validated"])
                .env("CODE_MEMORY_DB", &db)
                .env("CODE_MEMORY_PROJECT", PROJECT)
                .env("XDG_CONFIG_HOME", root.join(".no-config"))
                .current_dir(&root);
            timed(c, "").0
        });
        row(n, "cm search WORDS", &search, floors, None);
        println!(
            "| {n} | peak RSS of a hook call (any case above) | | | | | | {:.1} |",
            rss_max as f64 / 1024.0
        );
    }
    scan_scaling(&bin, &dir, &source);
    session::run(&bin, &dir, sessions);
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "load average at end: {}",
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
}

/// `cm scan` of projects of 100 and 1,000 files (whole classes of the big file, about 150
/// lines each), cold (an empty index: every file parsed) and warm (nothing changed: one
/// `stat` a file), 5 runs each.
fn scan_scaling(bin: &Path, dir: &Path, source: &str) {
    println!();
    println!("| files | lines | `cm scan` cold p50 ms | cold max ms | warm p50 ms | warm max ms |");
    println!("|---|---|---|---|---|---|");
    let lines: Vec<&str> = source.lines().collect();
    let classes: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("class "))
        .collect();
    for files in [100usize, 1000] {
        let project = dir.join(format!("scan-{files}"));
        let mut total = 0;
        for f in 0..files {
            // Three whole classes from the `f`-th on (wrapping around).
            let from = classes[f % classes.len().saturating_sub(3).max(1)];
            let to = classes
                .get(f % classes.len().saturating_sub(3).max(1) + 3)
                .copied()
                .unwrap_or(lines.len());
            let text = lines[from..to].join("\n") + "\n";
            total += to - from;
            let sub = project.join(format!("pkg{}", f / 50));
            std::fs::create_dir_all(&sub).unwrap();
            let path = sub.join(format!("m{f}.py"));
            if !path.exists() {
                std::fs::write(path, text).unwrap();
            }
        }
        let db = dir.join(format!("scan-{files}.db"));
        let scan = |fresh: bool| {
            if fresh {
                for suffix in ["", "-wal", "-shm"] {
                    let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
                }
            }
            let mut c = Command::new(bin);
            c.args(["scan"])
                .env("CODE_MEMORY_DB", &db)
                .env("CODE_MEMORY_PROJECT", format!("scan-{files}"))
                .env("XDG_CONFIG_HOME", project.join(".no-config"))
                .current_dir(&project);
            timed(c, "").0
        };
        let cold = measure(5, |_| scan(true));
        let warm = measure(5, |_| scan(false));
        println!(
            "| {files} | {total} | {:.0} | {:.0} | {:.1} | {:.1} |",
            p(&cold, 50),
            ms(*cold.last().unwrap()),
            p(&warm, 50),
            ms(*warm.last().unwrap())
        );
    }
}

/// What a case does before each run.
enum Prep {
    Nothing,
    /// Forget the project index: the hook parses the file.
    ClearCache,
    /// The project index as `cm scan` left it, as after a session start scanned the project.
    Indexed,
    /// Write the big file with its method line changed, as an Edit would have: the
    /// PostToolUse that follows parses the new content.
    Change,
}

/// The method line before and after the edit of run `i`: runs alternate between two
/// versions, so every run changes the file.
fn changed_lines(line: &str, i: usize) -> (String, String) {
    let other = format!("{line} + 0");
    if i.is_multiple_of(2) {
        (line.to_string(), other)
    } else {
        (other, line.to_string())
    }
}

struct Hook<'a> {
    bin: &'a Path,
    db: &'a Path,
    root: &'a Path,
}

impl Hook<'_> {
    /// One `cm hook ARG` process with `payload` on stdin: its wall time and peak RSS (KB).
    fn run(&self, arg: &str, payload: &str) -> (Duration, u64) {
        let mut c = Command::new(self.bin);
        c.args(["hook", arg])
            .env("CODE_MEMORY_DB", self.db)
            .env("CODE_MEMORY_PROJECT", PROJECT)
            .env("CLAUDE_PROJECT_DIR", self.root)
            .env("XDG_CONFIG_HOME", self.root.join(".no-config"))
            .current_dir(self.root);
        timed(c, payload)
    }
}

/// Runs `cmd` with `stdin`, waits for it with `wait4`: wall time and peak RSS (KB; 0 where
/// `wait4` does not exist).
fn timed(mut cmd: Command, stdin: &str) -> (Duration, u64) {
    let start = Instant::now();
    // Reaped below by `wait4` (or `wait`), which also gives its peak RSS.
    #[allow(clippy::zombie_processes)]
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let mut out = Vec::new();
    child.stdout.take().unwrap().read_to_end(&mut out).unwrap();
    #[cfg(unix)]
    {
        let mut status = 0;
        // SAFETY: an all-zero rusage is a valid value; wait4 fills it for our own child.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let pid = child.id() as libc::pid_t;
        // SAFETY: `pid` is our child, not yet waited for; the pointers are to live locals.
        let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        let elapsed = start.elapsed();
        assert_eq!(waited, pid);
        assert!(
            libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
            "{cmd:?} failed"
        );
        (elapsed, usage.ru_maxrss as u64)
    }
    #[cfg(not(unix))]
    {
        let status = child.wait().expect("wait");
        let elapsed = start.elapsed();
        assert!(status.success(), "{cmd:?} failed");
        (elapsed, 0)
    }
}

fn base(event: &str, root: &Path, session: &str, extra: &Value) -> Value {
    let mut v = json!({"session_id": session, "cwd": root, "hook_event_name": event,
                       "permission_mode": "default"});
    for (k, x) in extra.as_object().unwrap() {
        v[k] = x.clone();
    }
    v
}

fn edit(event: &str, root: &Path, file: &Path, old: &str, session: &str) -> Value {
    let mut v = base(
        event,
        root,
        session,
        &json!({"tool_name": "Edit", "tool_use_id": "toolu_bench",
               "tool_input": {"file_path": file, "old_string": old, "new_string": old, "replace_all": false}}),
    );
    if event == "PostToolUse" {
        v["tool_response"] = json!({"filePath": file, "oldString": old, "newString": old});
    }
    v
}

fn read(root: &Path, file: &Path, session: &str) -> Value {
    base(
        "PostToolUse",
        root,
        session,
        &json!({"tool_name": "Read", "tool_use_id": "toolu_bench",
               "tool_input": {"file_path": file}, "tool_response": {"type": "text"}}),
    )
}

fn bash(root: &Path, session: &str, failed: bool) -> Value {
    let summary = if failed {
        "FAILED test_big.py::test_value - AssertionError: expected 90, got 81\n1 failed in 0.03s"
    } else {
        "test_big.py ....\n4 passed in 0.03s"
    };
    let mut v = base(
        if failed {
            "PostToolUseFailure"
        } else {
            "PostToolUse"
        },
        root,
        session,
        &json!({"tool_name": "Bash", "tool_use_id": "toolu_bench",
               "tool_input": {"command": "pytest -q", "description": "Run the tests"}}),
    );
    if failed {
        v["error"] = json!(format!("Exit code 1\n{summary}"));
    } else {
        v["tool_response"] = json!({"stdout": summary, "stderr": "", "interrupted": false});
    }
    v
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

/// `n` lessons over five projects (the benched one among them), ten symbols a file, then
/// four lessons on one method of `big.py`.
fn populate(db: &Path, n: usize, target: &(usize, usize)) {
    let mut store = Store::open(db).unwrap();
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
            for i in 0..n {
                let project = if i % 5 == 0 {
                    PROJECT.to_string()
                } else {
                    format!("project{}", i % 5)
                };
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
                project: PROJECT,
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

/// Lessons on `moved.py` (the big file's code): on the method of `target`, and on a method
/// that is no longer there, unless a run before wrote them.
fn lessons_on_moved(db: &Path, target: &(usize, usize)) {
    let mut store = Store::open(db).unwrap();
    let written: i64 = rusqlite::Connection::open(db)
        .unwrap()
        .query_row(
            "SELECT count(*) FROM symbols WHERE project = ?1 AND file = 'moved.py'",
            [PROJECT],
            |r| r.get(0),
        )
        .unwrap();
    if written > 0 {
        return;
    }
    let gone = format!("Model{}.method_gone", target.0);
    let method = format!("Model{}.method_{}", target.0, target.1);
    for symbol in [&method, &method, &gone] {
        store
            .record(&NewLesson {
                project: PROJECT,
                file: "moved.py",
                symbol,
                outcome: Outcome::Fail,
                lesson: &format!("{symbol}: the cache key ignores the locale"),
                detail: None,
                session_id: None,
                source: Source::Manual,
                merge_repeats: false,
            })
            .unwrap();
    }
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

/// The `pct` percentile of sorted durations, in ms.
fn p(sorted: &[Duration], pct: usize) -> f64 {
    ms(sorted[((sorted.len() * pct) / 100).min(sorted.len() - 1)])
}

fn row(n: usize, name: &str, sorted: &[Duration], floors: (f64, f64), rss_kb: Option<u64>) {
    let p50 = p(sorted, 50);
    println!(
        "| {n} | {name} | {p50:.2} | {:.2} | {:.2} | {:.2} | {:.2} | {} |",
        p(sorted, 95),
        p(sorted, 99),
        p50 / floors.0,
        p50 / floors.1,
        rss_kb.map_or(String::new(), |k| format!("{:.1}", k as f64 / 1024.0))
    );
}

/// Waits until no `cm` child process is finishing an edit's work.
fn settle(db: &Path) {
    code_memory::wait_for_hooks(db, std::time::Duration::from_secs(60));
}
