//! Many processes on one database at once: 16 workers, each a sequence of `cm` processes
//! mixing every captured hook payload (tests/fixtures/hook/payloads) with command-line
//! writes. Every write the command line acknowledged is stored exactly once, the command
//! line never reports "database is locked", a hook gives up a write only after waiting its
//! whole lock budget (none does on an idle machine), every hook answer is empty or one JSON
//! object, and the database passes SQLite's integrity check.
//!
//! `cargo test` runs a short version; `CM_LOAD_OPS` sets the operations per worker for the
//! long one (docs/RELIABILITY.md).

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::hook::{FIXTURE_EVENTS, SHOP_PY, Scene};

/// Parallel workers: each runs one `cm` process at a time.
const WORKERS: usize = 16;

/// How long a hook waits for locks in all (`store::schema::HOOK_LOCK_WAIT`).
const LOCK_WAIT: Duration = Duration::from_millis(800);

/// How long a SessionStart waits for locks: its writes are bookkeeping (`hook::on_session`).
const SESSION_START_LOCK_WAIT: Duration = Duration::from_millis(200);

/// `name` from the environment as a number, or `default`.
pub(crate) fn scale(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// `PRAGMA integrity_check` of the database at `db`: "ok" when sound.
pub(crate) fn integrity(db: &std::path::Path) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("PRAGMA integrity_check", [], |r| r.get::<_, String>(0))
        .unwrap()
}

/// How many lessons read exactly `lesson`.
pub(crate) fn stored(conn: &rusqlite::Connection, lesson: &str) -> i64 {
    conn.query_row(
        "SELECT count(*) FROM experiences WHERE lesson = ?1",
        [lesson],
        |r| r.get(0),
    )
    .unwrap()
}

#[test]
fn sixteen_processes_of_hooks_and_writes_lose_nothing_and_never_lock() {
    let ops = scale("CM_LOAD_OPS", 12);
    let base = Scene::new();
    base.write("shop.py", SHOP_PY);
    base.fails("apply_discount", "shop.py", 4);
    base.fails("Cart.total", "shop.py", 4);
    let env = Arc::clone(&base.env);
    let root = base.root.clone();

    let workers: Vec<_> = (0..WORKERS)
        .map(|w| {
            let s = Scene {
                env: Arc::clone(&env),
                root: root.clone(),
                session: format!("load-{w}"),
            };
            std::thread::spawn(move || {
                let (mut acknowledged, mut waited_out) = (Vec::new(), 0);
                for k in 0..ops {
                    match k % 4 {
                        // A command-line write: failures and successes on a symbol of its
                        // own, and on the symbol every worker shares.
                        1 | 3 => {
                            let (kind, symbol) = if k % 8 == 3 {
                                ("ok", "apply_discount".to_string())
                            } else {
                                ("fail", format!("Worker{w}.op"))
                            };
                            let lesson = format!("worker {w} op {k}: {kind} under load");
                            s.cm(&[kind, &symbol, &lesson, "--file", "shop.py"]);
                            acknowledged.push(lesson);
                        }
                        // A captured hook payload, in this worker's session.
                        _ => {
                            let (arg, name) = FIXTURE_EVENTS[(w + k) % FIXTURE_EVENTS.len()];
                            let started = Instant::now();
                            s.hook(arg, &s.fixture(name));
                            let budget = match arg {
                                "session-start" => SESSION_START_LOCK_WAIT,
                                _ => LOCK_WAIT,
                            };
                            if started.elapsed() >= budget {
                                waited_out += 1;
                            }
                        }
                    }
                }
                (acknowledged, waited_out)
            })
        })
        .collect();
    let (mut acknowledged, mut waited_out) = (Vec::new(), 0);
    for w in workers {
        let (a, n) = w.join().expect("a worker failed");
        acknowledged.extend(a);
        waited_out += n;
    }

    let db = env.db();
    assert_eq!(integrity(&db), "ok");
    let conn = rusqlite::Connection::open(&db).unwrap();
    let lost: Vec<&String> = acknowledged
        .iter()
        .filter(|l| stored(&conn, l) != 1)
        .collect();
    assert!(
        lost.is_empty(),
        "{} of {} acknowledged writes not stored once: {lost:?}",
        lost.len(),
        acknowledged.len()
    );
    let log = base.log();
    let locked: Vec<&str> = log
        .lines()
        .filter(|l| l.contains("locked") || l.contains("busy") || l.contains("not saved"))
        .collect();
    eprintln!(
        "{} acknowledged writes, {} hook calls could not write, {waited_out} hook calls took \
         their whole lock wait or more",
        acknowledged.len(),
        locked.len()
    );
    // A hook gives up a write only once it has waited its whole lock budget (it answers
    // instead): on an idle machine none does; on an overloaded one, only calls that took
    // that long may have.
    assert!(
        locked.len() <= waited_out,
        "{} hook calls could not write, {waited_out} waited their whole budget: {locked:?}",
        locked.len()
    );
    assert!(!log.contains("panic"), "{log}");
}
