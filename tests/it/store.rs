//! The database file through the real binary: migrations, risk over time, permissions and
//! many writers at once.

use std::process::Command;

use rusqlite::Connection;

use crate::common::Env;

fn user_version(env: &Env) -> u32 {
    Connection::open(env.db())
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap()
}

/// Moves a lesson `days` into the past, and its symbol's last active failure with it, as if
/// it had been recorded then.
fn backdate(env: &Env, id: i64, days: f64) {
    let conn = Connection::open(env.db()).unwrap();
    conn.execute(
        "UPDATE experiences SET created_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', printf('-%f days', ?2)),
                                last_seen_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now', printf('-%f days', ?2))
          WHERE id = ?1",
        rusqlite::params![id, days],
    )
    .unwrap();
    conn.execute(
        "UPDATE symbols SET last_fail = (SELECT max(last_seen_at) FROM experiences e
             WHERE e.symbol_id = symbols.id AND e.status = 'active' AND e.type = 'fail')",
        [],
    )
    .unwrap();
}

fn risk(env: &Env, symbol: &str) -> f64 {
    let q = env.json(&["query", symbol]);
    q["symbols"][0]["risk_score"].as_f64().unwrap()
}

#[test]
fn a_fresh_database_is_current_and_reopens_unchanged() {
    let env = Env::new();
    env.json(&["fail", "A", "x"]);
    assert_eq!(
        user_version(&env),
        code_memory::store::schema::latest_version()
    );
    let conn = Connection::open(env.db()).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    drop(conn);
    env.json(&["query"]);
    assert_eq!(
        user_version(&env),
        code_memory::store::schema::latest_version()
    );
    assert_eq!(env.json(&["query", "A"])["symbols"][0]["fail_count"], 1);
}

#[cfg(unix)]
#[test]
fn the_database_file_is_private() {
    use std::os::unix::fs::PermissionsExt as _;
    let env = Env::new();
    env.json(&["fail", "A", "x"]);
    let mode = std::fs::metadata(env.db()).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn a_version_1_database_is_upgraded_keeping_its_rows() {
    let env = Env::new();
    std::fs::create_dir_all(env.db().parent().unwrap()).unwrap();
    let conn = Connection::open(env.db()).unwrap();
    // The original cm.py schema, written by hand: no status, no uid.
    conn.execute_batch(
        "CREATE TABLE symbols (id INTEGER PRIMARY KEY AUTOINCREMENT, project TEXT NOT NULL,
             file TEXT NOT NULL DEFAULT '', name TEXT NOT NULL, fail_count INTEGER NOT NULL DEFAULT 0,
             success_count INTEGER NOT NULL DEFAULT 0, last_fail TEXT, last_success TEXT,
             risk_score REAL NOT NULL DEFAULT 0, UNIQUE (project, file, name));
         CREATE TABLE experiences (id INTEGER PRIMARY KEY AUTOINCREMENT, symbol_id INTEGER NOT NULL REFERENCES symbols (id),
             type TEXT NOT NULL CHECK (type IN ('fail', 'success')), lesson TEXT NOT NULL, detail TEXT,
             session_id TEXT, created_at TEXT NOT NULL);
         INSERT INTO symbols (project, file, name, fail_count, success_count, risk_score)
             VALUES ('testproj', 'auth/service.py', 'AuthService.validate', 3, 1, 42.0);
         INSERT INTO experiences (symbol_id, type, lesson, detail, session_id, created_at) VALUES
             (1, 'fail', 'JWT expiry not handled', 'check refresh_token', 's1', '2026-07-22T10:00:00.123456'),
             (1, 'success', 'passed', NULL, NULL, '2026-07-23T10:00:00'),
             (1, 'fail', '타임존 비교', NULL, NULL, '2026-07-24 10:00:00'),
             (1, 'fail', 'empty token', NULL, NULL, '2026-07-24T11:00:00');
         PRAGMA user_version = 1;",
    )
    .unwrap();
    drop(conn);

    let q = env.json(&["query", "AuthService.validate"]);
    assert_eq!(
        user_version(&env),
        code_memory::store::schema::latest_version()
    );
    let s = &q["symbols"][0];
    let e = s["experiences"].as_array().unwrap();
    assert_eq!(e.len(), 4);
    assert_eq!(e[0]["lesson"], "empty token");
    assert_eq!(e[1]["lesson"], "타임존 비교");
    assert_eq!(e[1]["created_at"], "2026-07-24T10:00:00Z");
    assert_eq!(e[3]["detail"], "check refresh_token");
    assert_eq!(e[3]["session_id"], "s1");
    assert!(e.iter().all(|x| x["status"] == "active"
        && x["source"] == "manual"
        && x["uid"].as_str().unwrap().len() == 36));
    // Recomputed by today's rules, not the stored 42: 3 fails, 2 after the success, recency
    // from 2026-07-24 to now.
    assert_eq!(s["fail_count"], 3);
    assert_eq!(s["success_count"], 1);
    let days: f64 = Connection::open(env.db())
        .unwrap()
        .query_row(
            "SELECT julianday('now') - julianday('2026-07-24T11:00:00')",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let recency = if days <= 7.0 {
        1.0
    } else if days <= 30.0 {
        0.5
    } else {
        0.2
    };
    let want = 3.0 + recency * 1.5 + 2.0 * 1.5 - 0.3;
    assert!(
        (s["risk_score"].as_f64().unwrap() - want).abs() < 1e-9,
        "{s}"
    );
    // The upgraded database takes new lessons and status changes.
    env.json(&[
        "fail",
        "AuthService.validate",
        "new one",
        "--file",
        "auth/service.py",
    ]);
    env.json(&["resolve", "1"]);
    assert_eq!(
        env.json(&["query", "AuthService.validate"])["symbols"][0]["fail_count"],
        3
    );
}

#[test]
fn a_database_from_a_newer_cm_is_refused() {
    let env = Env::new();
    env.json(&["fail", "A", "x"]);
    let newer = code_memory::store::schema::latest_version() + 1;
    Connection::open(env.db())
        .unwrap()
        .execute_batch(&format!("PRAGMA user_version = {newer}"))
        .unwrap();
    let out = env
        .cm()
        .args(["fail", "A", "y"])
        .assert()
        .code(1)
        .get_output()
        .stderr
        .clone();
    let err = String::from_utf8(out).unwrap();
    assert_eq!(
        err.trim_end(),
        format!(
            "cm: database at {} has schema version {newer}, newer than this cm ({}); upgrade cm",
            env.db().display(),
            code_memory::store::schema::latest_version()
        )
    );
    let count: i64 = Connection::open(env.db())
        .unwrap()
        .query_row("SELECT count(*) FROM experiences", [], |r| r.get(0))
        .unwrap();
    assert_eq!(count, 1);
}

#[test]
fn recency_buckets_follow_the_clock() {
    let env = Env::new();
    let r = env.json(&["fail", "Clock", "x"]);
    let id = r["experience"]["id"].as_i64().unwrap();
    // 1 fail, 1 consecutive: 1 + recency*1.5 + 1.5.
    assert_eq!(risk(&env, "Clock"), 4.0);
    backdate(&env, id, 6.9);
    assert_eq!(risk(&env, "Clock"), 4.0);
    backdate(&env, id, 8.0);
    assert_eq!(risk(&env, "Clock"), 3.25);
    backdate(&env, id, 29.9);
    assert_eq!(risk(&env, "Clock"), 3.25);
    backdate(&env, id, 31.0);
    assert_eq!(risk(&env, "Clock"), 2.8);
    backdate(&env, id, 400.0);
    assert_eq!(risk(&env, "Clock"), 2.8);
}

#[test]
fn top_orders_by_todays_risk_not_the_stored_one() {
    let env = Env::new();
    // Stored when recorded, Old and Middle both scored 6.5 and Fresh 4.0. Today: Old (2 fails
    // 100 days ago) 2 + 0.3 + 3 = 5.3; Middle (2 fails 10 days ago) 2 + 0.75 + 3 = 5.75.
    let a = env.json(&["fail", "Old", "x"]);
    let b = env.json(&["fail", "Old", "y"]);
    let c = env.json(&["fail", "Middle", "x"]);
    let d = env.json(&["fail", "Middle", "y"]);
    env.json(&["fail", "Fresh", "z"]);
    for (r, days) in [(&a, 100.0), (&b, 100.0), (&c, 10.0), (&d, 10.0)] {
        backdate(&env, r["experience"]["id"].as_i64().unwrap(), days);
    }
    let q = env.json(&["query"]);
    let got: Vec<(&str, f64)> = q["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap(),
                s["risk_score"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(got, [("Middle", 5.75), ("Old", 5.3), ("Fresh", 4.0)]);
    let q = env.json(&["query", "--top", "1"]);
    assert_eq!(q["symbols"][0]["name"], "Middle");
}

#[test]
fn consecutive_fails_count_only_after_the_last_success() {
    let env = Env::new();
    env.json(&["fail", "C", "1"]);
    env.json(&["fail", "C", "2"]);
    assert_eq!(risk(&env, "C"), 2.0 + 1.5 + 3.0);
    env.json(&["ok", "C"]);
    assert_eq!(risk(&env, "C"), 2.0 + 1.5 - 0.3);
    env.json(&["fail", "C", "3"]);
    assert_eq!(risk(&env, "C"), 3.0 + 1.5 + 1.5 - 0.3);
    // Resolving the success makes every active failure consecutive again.
    env.json(&["resolve", "3"]);
    assert_eq!(risk(&env, "C"), 3.0 + 1.5 + 4.5);
}

#[test]
fn risk_is_floored_at_zero() {
    let env = Env::new();
    env.json(&["fail", "F", "x"]);
    for _ in 0..12 {
        env.json(&["ok", "F"]);
    }
    // 1 + 1.5 + 0 - 3.6 < 0.
    assert_eq!(risk(&env, "F"), 0.0);
    let q = env.json(&["query"]);
    assert_eq!(
        q["symbols"].as_array().unwrap().len(),
        0,
        "zero-risk symbols are not in the top list"
    );
}

#[test]
fn eight_writers_and_two_readers_lose_nothing_and_never_see_a_lock() {
    let env = Env::new();
    let bin = assert_cmd::cargo::cargo_bin("cm");
    let writers: Vec<_> = (0..8)
        .map(|w| {
            let bin = bin.clone();
            let db = env.db();
            let dir = env.path().to_path_buf();
            std::thread::spawn(move || {
                let mut failures = Vec::new();
                for i in 0..100 {
                    let kind = if i % 10 == 9 { "ok" } else { "fail" };
                    let out = Command::new(&bin)
                        .current_dir(&dir)
                        .env("CODE_MEMORY_DB", &db)
                        .env("CODE_MEMORY_PROJECT", "race")
                        .args([
                            kind,
                            &format!("Writer{w}.step{}", i % 7),
                            &format!("lesson {w}-{i}"),
                        ])
                        .output()
                        .expect("cm runs");
                    if !out.status.success() || !out.stderr.is_empty() {
                        failures.push(String::from_utf8_lossy(&out.stderr).into_owned());
                    }
                }
                failures
            })
        })
        .collect();
    // Readers at the same time (what hooks do on every edit) must not fail either.
    let readers: Vec<_> = (0..2)
        .map(|_| {
            let bin = bin.clone();
            let db = env.db();
            let dir = env.path().to_path_buf();
            std::thread::spawn(move || {
                let mut failures = Vec::new();
                for _ in 0..60 {
                    let out = Command::new(&bin)
                        .current_dir(&dir)
                        .env("CODE_MEMORY_DB", &db)
                        .env("CODE_MEMORY_PROJECT", "race")
                        .args(["query", "--top", "3"])
                        .output()
                        .expect("cm runs");
                    if !out.status.success() || !out.stderr.is_empty() {
                        failures.push(String::from_utf8_lossy(&out.stderr).into_owned());
                    }
                }
                failures
            })
        })
        .collect();
    let failures: Vec<String> = writers
        .into_iter()
        .chain(readers)
        .flat_map(|w| w.join().unwrap())
        .collect();
    assert!(
        failures.is_empty(),
        "{} failed writes, e.g. {:?}",
        failures.len(),
        failures.first()
    );
    let conn = Connection::open(env.db()).unwrap();
    let (n, distinct): (i64, i64) = conn
        .query_row(
            "SELECT count(*), count(DISTINCT lesson) FROM experiences",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((n, distinct), (800, 800));
    let counted: i64 = conn
        .query_row(
            "SELECT sum(fail_count + success_count) FROM symbols",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(counted, 800, "the kept counts agree with the rows");
}

#[test]
fn the_wal_stays_short_across_many_writes() {
    let env = Env::new();
    for i in 0..40 {
        env.json(&["fail", "W", &format!("lesson {i}")]);
    }
    let wal = std::fs::metadata(env.db().with_extension("db-wal")).map_or(0, |m| m.len());
    // Every process that opens the file reads the whole WAL: it is truncated as it grows
    // past 128 pages (plus the pages of the write that crossed the line).
    assert!(wal < 160 * 4120, "WAL is {wal} bytes");
    assert_eq!(env.json(&["query", "W"])["symbols"][0]["fail_count"], 40);
}

/// A cm.py database after its v0.3 upgrade (a status column, nullable; user_version 2) at
/// `db`, with the rows `rows` inserts.
pub(crate) fn cm_py_v0_3_database(db: &std::path::Path, rows: &str) {
    std::fs::create_dir_all(db.parent().unwrap()).unwrap();
    Connection::open(db)
        .unwrap()
        .execute_batch(&format!(
            "CREATE TABLE symbols (id INTEGER PRIMARY KEY AUTOINCREMENT, project TEXT NOT NULL,
                 file TEXT NOT NULL DEFAULT '', name TEXT NOT NULL, fail_count INTEGER DEFAULT 0,
                 success_count INTEGER DEFAULT 0, last_fail TEXT, last_success TEXT,
                 risk_score REAL DEFAULT 0, UNIQUE (project, file, name));
             CREATE TABLE experiences (id INTEGER PRIMARY KEY AUTOINCREMENT,
                 symbol_id INTEGER NOT NULL, type TEXT NOT NULL, lesson TEXT NOT NULL,
                 detail TEXT, session_id TEXT, status TEXT DEFAULT 'active',
                 created_at TEXT NOT NULL);
             {rows}
             PRAGMA user_version = 2;"
        ))
        .unwrap();
}

#[test]
fn a_cm_py_v0_3_database_keeps_its_statuses() {
    let env = Env::new();
    cm_py_v0_3_database(
        &env.db(),
        "INSERT INTO symbols (project, name) VALUES ('testproj', 'Payment.process');
         INSERT INTO experiences (symbol_id, type, lesson, status, created_at) VALUES
             (1, 'fail', 'race on double charge', 'resolved', '2026-07-01T09:00:00'),
             (1, 'fail', 'missing idempotency key', 'active', '2026-07-02T09:00:00'),
             (1, 'fail', 'retry storm', NULL, '2026-07-03T09:00:00'),
             (1, 'fail', 'wrong currency', 'inactive', '2026-07-04T09:00:00');",
    );
    let q = env.json(&["query", "Payment", "--all"]);
    assert_eq!(
        user_version(&env),
        code_memory::store::schema::latest_version()
    );
    let statuses: Vec<&str> = q["symbols"][0]["experiences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["inactive", "active", "active", "resolved"]);
    assert_eq!(q["symbols"][0]["fail_count"], 2);
}
