//! Unit tests of `anchor` (a sibling file: they pass 150 lines).

use super::*;
use crate::store::share::import::Incoming;
use crate::store::share::{Event, Mark, ShareFilter, ShareRow};
use crate::store::{NewLesson, Outcome, Source, Store};

fn scratch() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("cm.db")).unwrap();
    (dir, store)
}

fn row(s: &Store) -> ShareRow {
    let filter = ShareFilter {
        pending_only: false,
        auto_with_fix: false,
    };
    s.share_rows("p", filter).unwrap().remove(0)
}

fn pending(s: &Store) -> usize {
    let filter = ShareFilter {
        pending_only: true,
        auto_with_fix: false,
    };
    s.share_rows("p", filter).unwrap().len()
}

fn event(uid: &str, at: &str, file: &str, symbol: &str, hash: &str, orphaned: bool) -> Incoming {
    Incoming {
        hash: None,
        event: Event::Anchor(AnchorEvent {
            uid: uid.to_string(),
            at: at.to_string(),
            id: format!("id-{at}"),
            by: Some("Ada".into()),
            symbol: symbol.to_string(),
            file: file.to_string(),
            anchor_hash: Some(hash.to_string()),
            anchor_size: Some(40),
            orphaned,
        }),
    }
}

/// Applies `e` as a line of the log (a line of its own: never skipped as seen).
fn import(s: &mut Store, mut e: Incoming) -> ImportReport {
    let mode = ImportMode {
        from_log: true,
        dry_run: false,
    };
    e.hash = Some(uuid::Uuid::now_v7().as_u128() as i64);
    s.import_events("p", &[e], mode).unwrap()
}

#[test]
fn a_local_move_is_pending_the_logs_same_move_is_adopted_a_later_one_moves_the_lesson() {
    let (_d, mut s) = scratch();
    let r = s
        .record(&NewLesson {
            project: "p",
            file: "pay.py",
            symbol: "Pay.charge",
            outcome: Outcome::Fail,
            lesson: "double charge on retry",
            detail: None,
            session_id: None,
            source: Source::Manual,
            merge_repeats: false,
        })
        .unwrap();
    let (id, uid) = (r.experience.id, r.experience.uid.clone());
    s.set_lesson_anchor(id, "aaaa", 40).unwrap();
    // Not in a log yet: the `add` will say where it is, nothing else is pending.
    assert_eq!(row(&s).anchor_at, None);
    let mark = Mark {
        id,
        status_at: None,
        anchor_at: None,
    };
    s.mark_shared(&[mark], &[]).unwrap();
    assert_eq!(pending(&s), 0);

    // Following here makes it pending, with a key.
    s.move_lessons(r.symbol.id, "pay.py", "Pay.charge_once")
        .unwrap();
    let moved = row(&s);
    assert_eq!(moved.symbol, "Pay.charge_once");
    let local = moved.anchor_at.expect("a key");
    assert_eq!(pending(&s), 1);

    // An older change elsewhere to another place loses.
    let older = event(
        &uid,
        "2020-01-01T00:00:00.000Z",
        "pay.py",
        "Pay.other",
        "aaaa",
        false,
    );
    let rep = import(&mut s, older);
    assert_eq!((rep.outdated, rep.anchor_changed), (1, 0));
    assert_eq!(row(&s).symbol, "Pay.charge_once");
    assert_eq!(row(&s).anchor_at.as_deref(), Some(local.as_str()));

    // The same move, written elsewhere before this one was: its key is taken, nothing
    // is left to write.
    let same = event(
        &uid,
        "2020-01-02T00:00:00.000Z",
        "pay.py",
        "Pay.charge_once",
        "aaaa",
        false,
    );
    import(&mut s, same);
    let adopted = row(&s);
    assert_eq!(
        adopted.anchor_at.as_deref(),
        Some("2020-01-02T00:00:00.000Z id-2020-01-02T00:00:00.000Z")
    );
    assert_eq!(adopted.anchor_by.as_deref(), Some("Ada"));
    assert_eq!(pending(&s), 0);

    // A later change moves it, re-anchored, to another file; the old name is an alias.
    let later = event(
        &uid,
        "2030-01-01T00:00:00.000Z",
        "billing.py",
        "Bill.charge",
        "bbbb",
        false,
    );
    let rep = import(&mut s, later);
    assert_eq!(rep.anchor_changed, 1, "{rep:?}");
    let now = row(&s);
    assert_eq!(
        (
            now.file.as_str(),
            now.symbol.as_str(),
            now.anchor_hash.as_deref()
        ),
        ("billing.py", "Bill.charge", Some("bbbb"))
    );
    assert_eq!(pending(&s), 0);
    let aliases = s.aliases_named("p", "Pay.charge_once").unwrap();
    assert_eq!(aliases[0].now_name, "Bill.charge");

    // Its code gone there: orphaned; the same line again changes nothing.
    let gone = event(
        &uid,
        "2030-01-02T00:00:00.000Z",
        "billing.py",
        "Bill.charge",
        "bbbb",
        true,
    );
    import(&mut s, gone.clone());
    assert!(row(&s).orphaned);
    let rep = import(&mut s, gone);
    assert_eq!((rep.outdated, rep.anchor_changed), (1, 0));

    // Unknown lessons wait; a local path is refused.
    let unknown = event(
        "nobody",
        "2031-01-01T00:00:00.000Z",
        "x.py",
        "X.f",
        "cccc",
        false,
    );
    assert_eq!(import(&mut s, unknown).orphaned, 1);
    let local = event(
        &uid,
        "2031-01-01T00:00:00.000Z",
        "/home/ada/x.py",
        "X.f",
        "cccc",
        false,
    );
    assert_eq!(import(&mut s, local).unusable, 1);
    assert_eq!(row(&s).file, "billing.py");
}

const A: &str = "2026-01-02T00:00:00.000Z 01a";
const B: &str = "2026-01-03T00:00:00.000Z 01b";

#[test]
fn the_greatest_key_wins_and_a_lesson_as_recorded_takes_any_change() {
    assert_eq!(ruling(None, A, false, false), Ruling::Apply);
    assert_eq!(ruling(Some(A), B, false, false), Ruling::Apply);
    assert_eq!(ruling(Some(B), A, false, false), Ruling::Outdated);
    // The same change again (another line, another merge) changes nothing.
    assert_eq!(ruling(Some(A), A, true, true), Ruling::Outdated);
    // A later change of this clone, written already or different, stays.
    assert_eq!(ruling(Some(B), A, false, true), Ruling::Outdated);
    assert_eq!(ruling(Some(B), A, true, false), Ruling::Outdated);
    // The same change made here, not written yet: the log's key is taken.
    assert_eq!(ruling(Some(B), A, true, true), Ruling::Adopt);
    // Same time, the change's uid decides.
    let tie = "2026-01-03T00:00:00.000Z 01c";
    assert_eq!(ruling(Some(B), tie, false, false), Ruling::Apply);
    assert_eq!(ruling(Some(tie), B, false, false), Ruling::Outdated);
}
