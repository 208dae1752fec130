//! The finishing lock's waits and the fork's refusals, on Unix.

use super::*;

#[test]
fn a_held_lock_is_waited_for_within_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cm.db");
    // No lock file yet: nothing to wait for, and none is created.
    assert!(settle(&db, Whose::Anyone, Duration::ZERO));
    assert!(!lock_path(&db, "finishing").exists());
    let held = open_lock(&db, true).unwrap();
    let one = Whose::Session("one");
    assert_eq!(
        lock_within(&held, Hold::Exclusive, one, Duration::ZERO),
        Taken::Yes
    );
    assert!(!settle(&db, one, Duration::from_millis(20)));
    assert!(!settle(&db, Whose::Anyone, Duration::ZERO));
    // A second edit of the session waits for the first.
    let next = open_lock(&db, true).unwrap();
    assert_eq!(
        lock_within(&next, Hold::Exclusive, one, Duration::ZERO),
        Taken::Busy
    );
    drop(held);
    assert!(settle(&db, one, Duration::ZERO));
    assert!(settle(&db, Whose::Anyone, Duration::ZERO));
    use std::os::unix::fs::PermissionsExt as _;
    let mode = std::fs::metadata(lock_path(&db, "finishing"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600);
}

/// On Linux each session has its own byte: its edits keep no other session waiting.
#[cfg(target_os = "linux")]
#[test]
fn sessions_do_not_wait_for_each_others_edits() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cm.db");
    let held = open_lock(&db, true).unwrap();
    let one = Whose::Session("one");
    assert_eq!(
        lock_within(&held, Hold::Exclusive, one, Duration::ZERO),
        Taken::Yes
    );
    let other = open_lock(&db, true).unwrap();
    let two = Whose::Session("two");
    assert_eq!(
        lock_within(&other, Hold::Exclusive, two, Duration::ZERO),
        Taken::Yes
    );
    drop(other);
    assert!(settle(&db, two, Duration::ZERO));
    assert!(!settle(&db, one, Duration::ZERO));
}

/// A lock the file cannot take (here a write lock through a descriptor opened for
/// reading) ends the wait at once: a hook is not held for its whole limit by a file
/// system that locks nothing.
#[cfg(target_os = "linux")]
#[test]
fn a_lock_that_cannot_be_taken_is_not_waited_for() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cm.db");
    drop(open_lock(&db, true).unwrap());
    let read_only = open_lock(&db, false).unwrap();
    let long = Duration::from_secs(30);
    let one = Whose::Session("one");
    assert_eq!(
        lock_within(&read_only, Hold::Exclusive, one, long),
        Taken::Unsupported
    );
}

#[test]
fn a_process_with_threads_is_not_forked() {
    // The test harness runs each test on a thread of its own: more than one.
    #[cfg(target_os = "linux")]
    assert!(!single_threaded());
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cm.db");
    #[cfg(target_os = "linux")]
    assert_eq!(detach(Some(&db), "s", &[], ""), Role::Work);
    let _ = db;
}

#[test]
fn the_lock_file_is_never_opened_through_a_symlink() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cm.db");
    let elsewhere = dir.path().join("elsewhere");
    std::os::unix::fs::symlink(&elsewhere, lock_path(&db, "finishing")).unwrap();
    assert!(open_lock(&db, true).is_none());
    assert!(!elsewhere.exists());
}
