//! SIGKILL at random moments during writes: rounds of concurrent `cm` processes (command-line
//! writes, test-run hooks that record a lesson, gates that remember they fired), each killed
//! after a random delay unless it finished first. After every round the database passes
//! SQLite's integrity check; at the end every write a process acknowledged before it could
//! be killed is there: a lesson the command line reported, a gate the hook denied with.
//!
//! `cargo test` runs a short version; `CM_CRASH_ROUNDS` sets the rounds for the long one
//! (docs/RELIABILITY.md). A failure prints the seed; `CM_CRASH_SEED` replays it.

use std::io::Write as _;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::hook::{SHOP_PY, Scene};
use crate::load::{integrity, scale, stored};

/// Processes started together in one round.
const PER_ROUND: usize = 4;

/// A small deterministic generator (xorshift64*): the seed reproduces a run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
    }
}

/// What a process was started to do, and how to tell it was acknowledged.
enum Write {
    /// `cm fail` of this lesson: acknowledged by exit 0.
    Lesson(String),
    /// A first edit of a gated symbol in a new session: acknowledged by a deny.
    Gate(String),
    /// A failing test run after an edit, in this session: its lesson (if the hook answered
    /// with one) must be stored.
    Run(String),
}

fn spawn(s: &Scene, args: &[&str], stdin: Option<&str>) -> Child {
    let bin = assert_cmd::cargo::cargo_bin("cm");
    let mut cmd = Command::new(bin);
    cmd.current_dir(&s.root)
        .env("CODE_MEMORY_DB", s.env.db())
        .env("CODE_MEMORY_PROJECT", "testproj")
        .env("HOME", s.env.path().join("home"))
        .env("XDG_DATA_HOME", s.env.path().join("xdg-data"))
        .env("XDG_CONFIG_HOME", s.env.path().join("xdg-config"))
        .env("CLAUDE_PROJECT_DIR", &s.root)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut child = cmd.spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    // The process may be killed before it reads: a broken pipe is expected.
    let _ = input.write_all(stdin.unwrap_or("").as_bytes());
    drop(input);
    child
}

fn edit_payload(s: &Scene, session: &str, file: &Path) -> Value {
    json!({
        "session_id": session, "cwd": s.root, "hook_event_name": "PreToolUse",
        "permission_mode": "default", "tool_name": "Edit", "tool_use_id": "toolu_crash",
        "tool_input": {"file_path": file, "old_string": "return price - price * pct // 100 - 9",
                       "new_string": "return price", "replace_all": false}
    })
}

#[test]
fn sigkill_at_random_moments_keeps_the_database_sound_and_acknowledged_writes() {
    let rounds = scale("CM_CRASH_ROUNDS", 12);
    let seed = std::env::var("CM_CRASH_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
                | 1
        });
    eprintln!("CM_CRASH_SEED={seed}");
    let mut rng = Rng(seed);
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 4);
    // How long an unkilled process takes here: kills land within that span.
    let started = Instant::now();
    s.cm(&["fail", "warmup", "timing the process", "--file", "shop.py"]);
    let span = (started.elapsed().as_micros() as u64 * 2).max(2_000);

    let failing_run = "Exit code 1\n=========================== short test summary info ============================\nFAILED test_shop.py::test_apply_discount - AssertionError: expected 90, got 81\n============================== 1 failed in 0.03s ===============================";
    let (mut acknowledged, mut killed, mut finished) = (Vec::new(), 0, 0);
    for round in 0..rounds {
        let mut children = Vec::new();
        for p in 0..PER_ROUND {
            let tag = format!("r{round}p{p}");
            let (child, write) = match rng.below(3) {
                0 => {
                    let lesson = format!("crash {tag}: killed mid-write");
                    let sym = format!("Crash.op{}", rng.below(5));
                    (
                        spawn(&s, &["fail", &sym, &lesson, "--file", "shop.py"], None),
                        Write::Lesson(lesson),
                    )
                }
                1 => {
                    let session = format!("crash-gate-{tag}");
                    let p = edit_payload(&s, &session, &f).to_string();
                    (
                        spawn(&s, &["hook", "pre-tool-use"], Some(&p)),
                        Write::Gate(session),
                    )
                }
                _ => {
                    // The edit is remembered first (not killed), then the run is.
                    let session = format!("crash-run-{tag}");
                    let scene = Scene {
                        env: std::sync::Arc::clone(&s.env),
                        root: s.root.clone(),
                        session: session.clone(),
                    };
                    let mut p = scene.fixture("post_tool_use_edit.json");
                    p["tool_input"]["file_path"] = json!(f);
                    scene.hook("post-tool-use", &p);
                    let mut run = scene.fixture("post_tool_use_failure_bash.json");
                    run["error"] = json!(failing_run);
                    (
                        spawn(
                            &s,
                            &["hook", "post-tool-use-failure"],
                            Some(&run.to_string()),
                        ),
                        Write::Run(session),
                    )
                }
            };
            children.push((child, write));
        }
        std::thread::sleep(Duration::from_micros(rng.below(span)));
        for (mut child, write) in children {
            let done = child.try_wait().unwrap().is_some();
            if !done {
                let _ = child.kill();
            }
            let out = child.wait_with_output().unwrap();
            if !out.status.success() {
                killed += 1;
                continue;
            }
            finished += 1;
            let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
            match write {
                Write::Lesson(l) => acknowledged.push((Write::Lesson(l), stdout)),
                Write::Gate(session) if stdout.contains("\"deny\"") => {
                    acknowledged.push((Write::Gate(session), stdout))
                }
                Write::Run(session) if !stdout.trim().is_empty() => {
                    acknowledged.push((Write::Run(session), stdout))
                }
                _ => {}
            }
        }
        assert_eq!(
            integrity(&s.env.db()),
            "ok",
            "round {round}, CM_CRASH_SEED={seed}"
        );
    }
    eprintln!(
        "{killed} killed, {finished} finished, {} acknowledged writes checked",
        acknowledged.len()
    );

    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    for (write, stdout) in &acknowledged {
        match write {
            Write::Lesson(lesson) => {
                assert_eq!(stored(&conn, lesson), 1, "{lesson}, CM_CRASH_SEED={seed}")
            }
            Write::Gate(session) => {
                // The gate that fired is remembered: the same edit now goes through.
                let again = s
                    .env
                    .cm()
                    .current_dir(&s.root)
                    .env("CLAUDE_PROJECT_DIR", &s.root)
                    .args(["hook", "pre-tool-use"])
                    .write_stdin(edit_payload(&s, session, &f).to_string())
                    .output()
                    .unwrap();
                let again = String::from_utf8_lossy(&again.stdout);
                assert!(
                    !again.contains("\"deny\""),
                    "{session}: gate forgotten, CM_CRASH_SEED={seed}: {again}"
                );
            }
            Write::Run(session) => {
                let n: i64 = conn
                    .query_row(
                        "SELECT count(*) FROM experiences WHERE session_id = ?1 AND source = 'auto'",
                        [session],
                        |r| r.get(0),
                    )
                    .unwrap();
                assert!(
                    n >= 1,
                    "{session}: answered {stdout} but stored nothing, CM_CRASH_SEED={seed}"
                );
            }
        }
    }
}
