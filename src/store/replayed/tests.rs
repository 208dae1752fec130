//! The import of replayed lessons: once, with provenance, never what was withdrawn or
//! what the hooks saw as it ran.

use super::*;
use crate::store::{NewLesson, Source};

fn lesson(text: &str, status: Status) -> Learnable {
    Learnable {
        outcome: Outcome::Fail,
        file: "cart.py".into(),
        symbol: "total".into(),
        lesson: text.into(),
        detail: None,
        fix: None,
        session_id: "s1".into(),
        status,
        status_note: None,
        occurrences: 1,
        anchor: None,
        record: Some(([0, 0, 0, 1, 1, 0], None)),
    }
}

fn session(id: &str) -> PastSession {
    PastSession {
        session_id: id.into(),
        agent: "claude".into(),
        started: "2026-11-02T09:30:00.123Z".into(),
    }
}

#[test]
fn imports_once_with_provenance_and_never_what_was_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("cm.db")).unwrap();
    let lessons = vec![
        lesson(
            "assert 20 == 17 token=ghp_abcdefghijklmnopqrstuvwxyz0123456789",
            Status::Active,
        ),
        lesson("withdrawn one", Status::Inactive),
    ];
    let sessions = [session("s1")];
    let dry = store
        .import_replayed("p", &sessions, &lessons, true)
        .unwrap();
    assert_eq!(dry.imported.len(), 1);
    assert_eq!(store.replayed_counts("p").unwrap(), (0, 0));
    let done = store
        .import_replayed("p", &sessions, &lessons, false)
        .unwrap();
    assert_eq!((done.imported.len(), done.new_sessions), (1, 1));
    assert!(!done.imported[0].lesson.contains("ghp_"), "redacted");
    let e = store.lesson(done.imported[0].id).unwrap().unwrap();
    assert_eq!(e.source, Source::Replayed);
    assert_eq!(e.session_id.as_deref(), Some("s1"));
    assert_eq!(e.created_at, "2026-11-02T09:30:00Z");
    assert_eq!(store.track_records(&[e.id]).unwrap()[&e.id].passed, 1);
    // Again: nothing new; a fix a later replay found is added to the lesson.
    let mut fixed = lessons.clone();
    fixed[0].fix = Some("total: coupon applied once".into());
    let again = store
        .import_replayed("p", &sessions, &fixed, false)
        .unwrap();
    assert_eq!(
        (again.imported.len(), again.fixed.len(), again.new_sessions),
        (0, 1, 0)
    );
    assert_eq!(store.replayed_counts("p").unwrap(), (1, 1));
}

#[test]
fn a_session_the_hooks_saw_is_not_learned_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("cm.db")).unwrap();
    store
        .record(&NewLesson {
            project: "p",
            file: "cart.py",
            symbol: "total",
            outcome: Outcome::Fail,
            lesson: "recorded as it ran",
            detail: None,
            session_id: Some("s1"),
            source: Source::Auto,
            merge_repeats: false,
        })
        .unwrap();
    let lessons = [lesson("assert 20 == 17", Status::Active)];
    let done = store
        .import_replayed("p", &[session("s1")], &lessons, false)
        .unwrap();
    assert_eq!((done.imported.len(), done.new_sessions), (0, 0));
}
