use super::*;

fn entry(n: usize) -> Entry {
    Entry {
        id: uuid::Uuid::now_v7().to_string(),
        at: crate::store::now_timestamp(),
        event: "PostToolUseFailure".into(),
        session_id: "s".into(),
        cwd: Some(PathBuf::from("/p")),
        project_dir: None,
        project: None,
        command: format!("pytest -x tests/test_{n}.py"),
        output: "FAILED tests/test_a.py::test_b - assert 1 == 2\n".into(),
        exit_code: Some(1),
    }
}

#[test]
fn kept_runs_are_read_back_and_taken_out_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = spool_path(&dir.path().join("cm.db"));
    for n in 0..3 {
        append(&path, &entry(n)).unwrap();
    }
    let mut spool = Locked::take(&path, false).unwrap().unwrap();
    let all = spool.entries().unwrap();
    drop(spool);
    assert_eq!(all.len(), 3);
    assert_eq!(
        all[1].1.as_ref().unwrap().command,
        "pytest -x tests/test_1.py"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    // The first is written; one more comes meanwhile; the rest stay in order.
    append(&path, &entry(3)).unwrap();
    remove(&path, &[all[0].0.clone()]).unwrap();
    let mut spool = Locked::take(&path, false).unwrap().unwrap();
    let left: Vec<String> = spool
        .entries()
        .unwrap()
        .into_iter()
        .map(|(_, e)| e.unwrap().command)
        .collect();
    drop(spool);
    assert_eq!(
        left,
        [1, 2, 3].map(|n| format!("pytest -x tests/test_{n}.py"))
    );
    // All written: the file stays, empty, for appenders that have it open.
    let lines: Vec<String> = std::fs::read_to_string(&path)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    remove(&path, &lines).unwrap();
    assert_eq!(std::fs::metadata(&path).unwrap().len(), 0);
    assert!(!pending(&dir.path().join("cm.db")));
}

#[cfg(unix)]
#[test]
fn a_symlink_in_the_spools_place_is_not_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("elsewhere");
    std::fs::write(&target, "").unwrap();
    let path = spool_path(&dir.path().join("cm.db"));
    std::os::unix::fs::symlink(&target, &path).unwrap();
    assert!(append(&path, &entry(0)).is_err());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "");
}

#[test]
fn a_full_spool_keeps_no_more() {
    let dir = tempfile::tempdir().unwrap();
    let path = spool_path(&dir.path().join("cm.db"));
    let mut big = entry(0);
    big.output = "x".repeat(OUTPUT_MAX_BYTES);
    let mut kept = 0;
    while append(&path, &big).is_ok() {
        kept += 1;
        assert!(kept < 100, "the spool has no bound");
    }
    assert!(std::fs::metadata(&path).unwrap().len() <= SPOOL_MAX_BYTES);
    assert!(kept >= 10, "{kept}");
}

#[test]
fn long_output_keeps_its_head_and_tail() {
    let text = format!("{}é{}", "a".repeat(100), "z".repeat(100));
    let cut = head_and_tail(&text, 51);
    assert!(cut.starts_with(&"a".repeat(25)), "{cut}");
    assert!(cut.ends_with(&"z".repeat(25)), "{cut}");
    assert!(cut.contains("[…]"));
    assert_eq!(head_and_tail("short", 51), "short");
    // A cut inside a character moves to its edge.
    let wide = "é".repeat(40);
    assert!(head_and_tail(&wide, 21).starts_with("ééééé"));
}
