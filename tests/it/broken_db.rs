//! A database that cannot be opened or read: SessionStart names it once per session to the
//! person and the model, and `cm doctor` gives the way out of each case.

use std::path::Path;

use serde_json::Value;

use crate::hook::{SHOP_PY, Scene};

/// A scene with lessons whose database `make` then breaks (the WAL folded in first).
fn broken(make: impl FnOnce(&Path)) -> Scene {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 2);
    let db = s.env.db();
    crate::hostile::fold_wal(&db);
    make(&db);
    s
}

/// SessionStart of `session`: the line shown to the person, which the model reads too.
fn said_at_start(s: &Scene, session: &str) -> Option<String> {
    let p = serde_json::json!({
        "session_id": session, "cwd": s.root, "hook_event_name": "SessionStart",
        "source": "startup",
    });
    let v = crate::hostile::timed_hook(s.cmd(), "session-start", p.to_string())?;
    let shown = v["systemMessage"]
        .as_str()
        .expect("systemMessage")
        .to_string();
    assert_eq!(v["hookSpecificOutput"]["hookEventName"], "SessionStart");
    assert_eq!(v["hookSpecificOutput"]["additionalContext"], shown.as_str());
    Some(shown)
}

/// The failing database check of `cm doctor` (exit 1): its detail and its way out.
fn doctor_says(s: &Scene) -> (String, String) {
    let out = s.env.cm().args(["--json", "doctor"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    let failed = doc["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| {
            c["status"] == "fail"
                && ["database", "readable", "integrity", "schema"]
                    .contains(&c["name"].as_str().unwrap())
        })
        .unwrap_or_else(|| panic!("no failing database check: {doc:#}"))
        .clone();
    (
        failed["detail"].as_str().unwrap().to_string(),
        failed["fix"].as_str().unwrap_or_default().to_string(),
    )
}

/// Told once per session, again in another session; the file left as it was.
fn named_once(s: &Scene, what: &str) {
    let before = std::fs::read(s.env.db()).ok();
    let line = said_at_start(s, "first-session").expect("the trouble named");
    assert!(line.contains(what), "{line}");
    assert!(line.contains("`cm doctor`"), "{line}");
    assert_eq!(said_at_start(s, "first-session"), None, "once per session");
    assert!(said_at_start(s, "second-session").is_some());
    assert_eq!(std::fs::read(s.env.db()).ok(), before);
}

#[test]
fn a_corrupt_database_is_named_and_doctor_says_move_it_aside_and_pull() {
    let s = broken(|db| std::fs::write(db, vec![0x5a; 16384]).unwrap());
    named_once(&s, "is damaged");
    let (_, fix) = doctor_says(&s);
    assert!(
        fix.contains(".broken") && fix.contains("cm share pull"),
        "{fix}"
    );
}

#[test]
fn a_truncated_database_is_named() {
    let s = broken(|db| {
        let bytes = std::fs::read(db).unwrap();
        std::fs::write(db, &bytes[..bytes.len() / 2]).unwrap();
    });
    named_once(&s, "is damaged");
    let (_, fix) = doctor_says(&s);
    assert!(fix.contains("cm share pull"), "{fix}");
}

#[test]
fn a_database_of_a_newer_cm_is_named_and_doctor_says_upgrade() {
    let s = broken(|db| {
        rusqlite::Connection::open(db)
            .unwrap()
            .pragma_update(None, "user_version", 9999)
            .unwrap();
    });
    named_once(&s, "newer cm (upgrade cm)");
    let (detail, fix) = doctor_says(&s);
    assert!(detail.contains("9999"), "{detail}");
    assert!(fix.contains("upgrade cm"), "{fix}");
}

#[test]
fn a_directory_in_the_databases_place_is_named() {
    let s = broken(|db| {
        std::fs::remove_file(db).unwrap();
        std::fs::create_dir(db).unwrap();
    });
    named_once(&s, "is not a regular file");
    let (_, fix) = doctor_says(&s);
    assert!(fix.contains("move it aside"), "{fix}");
}

#[cfg(unix)]
#[test]
fn an_unreadable_database_is_named_and_doctor_says_chmod() {
    use std::os::unix::fs::PermissionsExt as _;
    let s = broken(|db| {
        std::fs::set_permissions(db, std::fs::Permissions::from_mode(0o000)).unwrap();
    });
    // The superuser reads anyway: then there is nothing to name.
    if std::fs::File::open(s.env.db()).is_ok() {
        eprintln!("unreadable database: running as a user who reads anything; nothing checked");
        return;
    }
    named_once(&s, "cannot be read or written");
    let (_, fix) = doctor_says(&s);
    assert!(fix.contains("chmod u+rw"), "{fix}");
}

/// A sound database says nothing of the kind, and a lock another process holds is not
/// a broken database.
#[test]
fn a_sound_or_busy_database_is_not_named() {
    let s = broken(|_| {});
    assert_eq!(said_at_start_or_context(&s), None);
    let lock = rusqlite::Connection::open(s.env.db()).unwrap();
    lock.execute_batch("BEGIN EXCLUSIVE").unwrap();
    assert_eq!(said_at_start_or_context(&s), None);
    drop(lock);
}

/// The `systemMessage` of a SessionStart, if its answer has one.
fn said_at_start_or_context(s: &Scene) -> Option<String> {
    let p = serde_json::json!({
        "session_id": "sound", "cwd": s.root, "hook_event_name": "SessionStart",
        "source": "startup",
    });
    let v = crate::hostile::timed_hook(s.cmd(), "session-start", p.to_string())?;
    v["systemMessage"].as_str().map(str::to_string)
}
