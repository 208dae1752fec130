//! The database: `--db`, errors naming its path, a lock held past the busy timeout.

use predicates::prelude::*;

use crate::common::Env;

#[test]
fn db_flag_beats_the_environment() {
    let env = Env::new();
    let other = env.path().join("elsewhere").join("x.db");
    env.cm()
        .args(["--db", other.to_str().unwrap(), "fail", "A", "x"])
        .assert()
        .success();
    assert!(other.exists());
    assert!(!env.db().exists());
}

#[test]
fn database_errors_name_the_path() {
    let env = Env::new();
    // Corrupt file.
    let bad = env.path().join("corrupt.db");
    std::fs::write(
        &bad,
        b"this is not a sqlite database, just text that is long enough to matter".repeat(20),
    )
    .unwrap();
    env.cm()
        .args(["--db", bad.to_str().unwrap(), "query"])
        .assert()
        .code(1)
        .stderr(format!(
            "cm: opening database at {}: file is not a database\n",
            bad.display()
        ));
    // A directory that cannot be created (its parent is a file).
    let blocked = env.path().join("afile");
    std::fs::write(&blocked, "x").unwrap();
    let db = blocked.join("sub").join("cm.db");
    env.cm()
        .args(["--db", db.to_str().unwrap(), "fail", "A", "x"])
        .assert()
        .code(1)
        .stderr(
            predicate::str::starts_with("cm: creating database directory")
                .and(predicate::str::contains("afile")),
        );
}

#[test]
fn a_locked_database_fails_after_the_busy_timeout_with_the_path() {
    let env = Env::new();
    env.json(&["fail", "A", "x"]);
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    conn.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let start = std::time::Instant::now();
    env.cm()
        .args(["fail", "A", "y"])
        .assert()
        .code(1)
        .stderr(format!(
            "cm: writing to database at {}: database is locked\n",
            env.db().display()
        ));
    assert!(
        start.elapsed() >= std::time::Duration::from_secs(4),
        "waited for the busy timeout"
    );
    conn.execute_batch("ROLLBACK").unwrap();
    assert_eq!(env.json(&["query", "A"])["symbols"][0]["fail_count"], 1);
}
