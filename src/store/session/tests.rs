//! The session state's tables: per session, taken once, pruned when old.

use std::collections::HashSet;

use super::*;

/// An edit of `file` (in project `p`, at `/r/FILE`) deleting and creating symbols.
fn edited<'a>(file: &'a str, deleted: &'a [String], created: &'a [String]) -> Edited<'a> {
    let path: &'static str = Box::leak(format!("/r/{file}").into_boxed_str());
    Edited {
        project: "p",
        file,
        path,
        deleted,
        created,
    }
}

fn store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let s = Store::open(&dir.path().join("cm.db")).unwrap();
    (dir, s)
}

#[test]
fn shown_and_gated_are_per_session_and_rearm() {
    let (_d, s) = store();
    let a = s.session("a");
    let b = s.session("b");
    a.touch().unwrap();
    a.save_shown(&[1, 2], false).unwrap();
    a.mark_gated(&[7]).unwrap();
    assert_eq!(a.shown(&[1, 2, 3]).unwrap(), HashSet::from([1, 2]));
    assert!(b.shown(&[1, 2, 3]).unwrap().is_empty());
    assert_eq!(a.gated(&[7, 8]).unwrap(), HashSet::from([7]));
    a.rearm().unwrap();
    assert!(a.shown(&[1, 2]).unwrap().is_empty());
    assert!(a.gated(&[7]).unwrap().is_empty());
}

#[test]
fn changes_are_updated_per_file_in_both_windows() {
    let (_d, s) = store();
    let a = s.session("a");
    a.record_edit(
        &edited("x.py", &[], &[]),
        Some(&|earlier| {
            assert!(earlier.is_empty());
            vec![(10, 11)]
        }),
    )
    .unwrap();
    // The caller moves the earlier ranges (two lines inserted above) and adds its own.
    a.record_edit(
        &edited("x.py", &[], &[]),
        Some(&|earlier| {
            assert_eq!(earlier, [(10, 11)]);
            vec![(2, 3), (12, 13)]
        }),
    )
    .unwrap();
    a.record_edit(
        &edited("y.py", &[], &[]),
        Some(&|earlier| {
            assert!(earlier.is_empty());
            vec![(1, 1)]
        }),
    )
    .unwrap();
    // Another session's changes are its own.
    s.session("b")
        .record_edit(
            &edited("x.py", &[], &[]),
            Some(&|earlier| {
                assert!(earlier.is_empty());
                vec![(5, 5)]
            }),
        )
        .unwrap();
    let taken = a.take_recent().unwrap().files;
    assert_eq!(taken.len(), 2);
    assert_eq!(taken[0].lines, vec![(2, 3), (12, 13)]);
    assert_eq!(taken[1].file, "y.py");
    assert!(
        a.take_recent().unwrap().is_empty(),
        "recent: until the next run"
    );
    // Pending until a run covers the file.
    let pending = a.pending().unwrap();
    assert_eq!(pending.files, taken);
    a.settle(&["/r/x.py".to_string()]).unwrap();
    let pending = a.pending().unwrap().files;
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].file, "y.py");
    // An edit after the run is recent again, and joins what is pending.
    a.record_edit(
        &edited("y.py", &[], &[]),
        Some(&|mut earlier| {
            earlier.push((4, 4));
            earlier
        }),
    )
    .unwrap();
    assert_eq!(a.take_recent().unwrap().files[0].lines, [(4, 4)]);
    assert_eq!(a.pending().unwrap().files[0].lines, [(1, 1), (4, 4)]);
    assert_eq!(
        s.session("b").take_recent().unwrap().files[0].lines,
        [(5, 5)]
    );
}

#[test]
fn failures_count_runs_until_fixed() {
    let (_d, s) = store();
    let a = s.session("a");
    let run = FailedRun {
        command: "pytest -x".into(),
        tests: vec!["t.py::test_a".into()],
        ..FailedRun::default()
    };
    a.record_failure(5, "pytest", &run).unwrap();
    a.record_failure(5, "pytest", &run).unwrap();
    let open = a.open_failures().unwrap();
    assert_eq!(open[0].failed_runs, 2);
    assert_eq!(open[0].runner, "pytest");
    assert_eq!(open[0].run, run);
    assert!(!open[0].touched);
    a.mark_touched(&[5], false, true).unwrap();
    let open = a.open_failures().unwrap();
    assert!(open[0].touched && open[0].tests_touched && !open[0].code_touched);
    a.mark_fixed(&[5]).unwrap();
    assert!(a.open_failures().unwrap().is_empty());
    assert_eq!(a.fixed_failures().unwrap().len(), 1);
    a.record_failure(5, "cargo", &FailedRun::default()).unwrap();
    assert_eq!(a.open_failures().unwrap()[0].failed_runs, 1);
}

#[test]
fn baseline_edits_and_named_changes() {
    let (_d, s) = store();
    let a = s.session("a");
    a.touch().unwrap();
    assert!(!a.edited().unwrap());
    a.add_baseline(&["t::x".into()]).unwrap();
    assert_eq!(a.baseline().unwrap(), HashSet::from(["t::x".to_string()]));
    let (gone, stub) = (["gone".to_string()], ["stub".to_string()]);
    a.record_edit(&edited("x.py", &gone, &stub), None).unwrap();
    assert!(a.edited().unwrap());
    let c = NamedChange {
        project: "p".into(),
        file: "x.py".into(),
        path: "/r/x.py".into(),
        name: "gone".into(),
    };
    assert!(a.created("p", "x.py", "stub").unwrap());
    assert!(!a.created("p", "x.py", "gone").unwrap());
    assert_eq!(a.take_recent().unwrap().deleted, std::slice::from_ref(&c));
    assert!(a.take_recent().unwrap().deleted.is_empty());
    assert_eq!(a.pending().unwrap().deleted, [c]);
    a.settle(&["/r/x.py".to_string()]).unwrap();
    assert!(a.pending().unwrap().deleted.is_empty());
    assert!(a.created("p", "x.py", "stub").unwrap(), "created stays");
}

#[test]
fn stop_reminder_once() {
    let (_d, s) = store();
    let a = s.session("a");
    assert!(!a.stop_reminded().unwrap());
    assert!(a.claim_stop_reminder().unwrap());
    assert!(!a.claim_stop_reminder().unwrap());
    assert!(a.stop_reminded().unwrap());
}

#[test]
fn prune_drops_old_sessions_only() {
    let (_d, s) = store();
    let old = s.session("old");
    old.touch().unwrap();
    old.save_shown(&[1], false).unwrap();
    s.conn()
        .execute(
            "UPDATE hook_sessions SET touched_at = '2000-01-01T00:00:00Z' WHERE session_id = 'old'",
            [],
        )
        .unwrap();
    let new = s.session("new");
    new.touch().unwrap();
    new.save_shown(&[1], false).unwrap();
    assert_eq!(s.prune_sessions().unwrap(), 1);
    assert!(old.shown(&[1]).unwrap().is_empty());
    assert_eq!(new.shown(&[1]).unwrap().len(), 1);
}
