//! Store behaviour through its Rust API: recording, status changes, lookups, migrations.

use super::*;

fn scratch() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("sub").join("cm.db")).unwrap();
    (dir, store)
}

fn lesson<'a>(symbol: &'a str, kind: Outcome, text: &'a str) -> NewLesson<'a> {
    NewLesson {
        project: "p",
        file: "src/auth.py",
        symbol,
        outcome: kind,
        lesson: text,
        detail: None,
        session_id: None,
        source: Source::Manual,
        merge_repeats: false,
    }
}

#[test]
fn record_counts_and_scores() {
    let (_d, mut s) = scratch();
    let r = s
        .record(&lesson("Auth.validate", Outcome::Fail, "JWT expiry"))
        .unwrap();
    assert_eq!(r.symbol.fail_count, 1);
    assert_eq!(r.symbol.risk_score, 1.0 + 1.5 + 1.5);
    assert_eq!(r.experience.outcome, Outcome::Fail);
    assert_eq!(r.experience.status, Status::Active);
    assert_eq!(r.experience.uid.len(), 36);
    s.record(&lesson("Auth.validate", Outcome::Success, "passed"))
        .unwrap();
    let r = s
        .record(&lesson("Auth.validate", Outcome::Fail, "tz naive"))
        .unwrap();
    // 2 fails, 1 consecutive after the success, 1 success.
    assert_eq!(r.symbol.risk_score, 2.0 + 1.5 + 1.5 - 0.3);
    assert!(s.file_has_lessons("p", "src/auth.py").unwrap());
    assert!(!s.file_has_lessons("p", "src/other.py").unwrap());
    assert!(!s.file_has_lessons("q", "src/auth.py").unwrap());
    assert!(s.project_has_lessons("p").unwrap());
    assert!(!s.project_has_lessons("q").unwrap());
}

#[test]
fn empty_lesson_and_missing_target_are_refused() {
    let (_d, mut s) = scratch();
    assert!(s.record(&lesson("X", Outcome::Fail, "  \n ")).is_err());
    let mut no_target = lesson("", Outcome::Fail, "x");
    no_target.file = "";
    assert!(s.record(&no_target).is_err());
    assert!(!s.project_has_lessons("p").unwrap());
}

#[test]
fn repeats_merge_within_a_session_only() {
    let (_d, mut s) = scratch();
    let mut auto = lesson("T.run", Outcome::Fail, "assert 1 == 2");
    auto.source = Source::Auto;
    auto.merge_repeats = true;
    auto.session_id = Some("s1");
    let a = s.record(&auto).unwrap();
    assert!(s.record(&auto).unwrap().merged);
    auto.session_id = Some("s2");
    let b = s.record(&auto).unwrap();
    assert!(!b.merged);
    assert_ne!(a.experience.id, b.experience.id);
    assert_eq!(b.symbol.fail_count, 2);
    assert_eq!(
        s.lesson(a.experience.id)
            .unwrap()
            .unwrap()
            .session_id
            .as_deref(),
        Some("s1")
    );
}

#[test]
fn repeats_merge_only_when_asked() {
    let (_d, mut s) = scratch();
    let mut auto = lesson("T.run", Outcome::Fail, "assert 1 == 2");
    auto.source = Source::Auto;
    auto.merge_repeats = true;
    let a = s.record(&auto).unwrap();
    let b = s.record(&auto).unwrap();
    assert!(b.merged);
    assert_eq!(a.experience.id, b.experience.id);
    assert_eq!(b.experience.occurrences, 2);
    assert_eq!(b.symbol.fail_count, 1);
    let c = s
        .record(&lesson("T.run", Outcome::Fail, "assert 1 == 2"))
        .unwrap();
    assert!(!c.merged);
    assert_eq!(c.symbol.fail_count, 2);
}

#[test]
fn status_changes_lower_risk_and_are_idempotent() {
    let (_d, mut s) = scratch();
    let a = s.record(&lesson("A", Outcome::Fail, "one")).unwrap();
    let b = s.record(&lesson("A", Outcome::Fail, "two")).unwrap();
    assert_eq!(b.symbol.risk_score, 2.0 + 1.5 + 3.0);
    let (e, sym) = s.set_status(a.experience.id, Status::Resolved).unwrap();
    assert_eq!(e.status, Status::Resolved);
    assert_eq!(sym.risk_score, 1.0 + 1.5 + 1.5);
    let (_, again) = s.set_status(a.experience.id, Status::Resolved).unwrap();
    assert_eq!(again.risk_score, sym.risk_score);
    let (_, none) = s.set_status(b.experience.id, Status::Inactive).unwrap();
    assert_eq!(none.risk_score, 0.0);
    assert!(!s.file_has_lessons("p", "src/auth.py").unwrap());
    assert!(s.set_status(999, Status::Resolved).is_err());
    assert_eq!(s.lessons_of(sym.id, false).unwrap().len(), 0);
    assert_eq!(s.lessons_of(sym.id, true).unwrap().len(), 2);
}

#[test]
fn top_orders_by_current_risk() {
    let (_d, mut s) = scratch();
    for _ in 0..3 {
        s.record(&lesson("Hot", Outcome::Fail, "x")).unwrap();
    }
    s.record(&lesson("Warm", Outcome::Fail, "y")).unwrap();
    s.record(&lesson("Cold", Outcome::Success, "fine")).unwrap();
    let names: Vec<_> = s
        .top("p", 10)
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(names, ["Hot", "Warm"]);
    assert_eq!(s.top("p", 1).unwrap().len(), 1);
    assert!(s.top("p", 0).unwrap().is_empty());
}

#[test]
fn top_passes_over_orphaned_symbols_however_many_hold_the_top_scores() {
    let (_d, mut s) = scratch();
    let mut orphans = Vec::new();
    for i in 0..20 {
        let name = format!("Gone{i}");
        let mut id = 0;
        for _ in 0..3 {
            id = s
                .record(&lesson(&name, Outcome::Fail, "x"))
                .unwrap()
                .symbol
                .id;
        }
        orphans.push(id);
    }
    s.record(&lesson("Here", Outcome::Fail, "y")).unwrap();
    for id in orphans {
        s.set_orphaned(id).unwrap();
    }
    let names: Vec<_> = s
        .top("p", 12)
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(names, ["Here"]);
}

#[test]
fn search_is_a_literal_substring_match() {
    let (_d, mut s) = scratch();
    for name in [
        "Auth.validate",
        "Auth.validate_token",
        "with_under",
        "withXunder",
        "50%off",
    ] {
        s.record(&lesson(name, Outcome::Fail, "x")).unwrap();
    }
    let find = |s: &Store, name: &str| -> Vec<String> {
        let q = SymbolSearch {
            project: "p",
            name: Some(name),
            limit: 10,
            ..Default::default()
        };
        s.search(&q)
            .unwrap()
            .0
            .into_iter()
            .map(|t| t.name)
            .collect()
    };
    assert_eq!(find(&s, "Auth.validate")[0], "Auth.validate");
    assert_eq!(find(&s, "Auth.validate").len(), 2);
    assert_eq!(find(&s, "with_"), ["with_under"]);
    assert_eq!(find(&s, "%"), ["50%off"]);
    assert!(find(&s, "nothing").is_empty());
}

#[test]
fn symbols_named_skips_unknown() {
    let (_d, mut s) = scratch();
    s.record(&lesson("A.f", Outcome::Fail, "x")).unwrap();
    s.record(&lesson("", Outcome::Fail, "file-level")).unwrap();
    let got = s
        .symbols_named("p", "src/auth.py", &["A.f", "nope", ""])
        .unwrap();
    assert_eq!(
        got.iter().map(|g| g.name.as_str()).collect::<Vec<_>>(),
        ["A.f", ""]
    );
    // A whole file's names at once: the same answer, in the order asked, duplicates once.
    let mut many: Vec<String> = (0..40).map(|i| format!("B.m{i}")).collect();
    many.extend(["", "A.f", "A.f"].map(String::from));
    let refs: Vec<&str> = many.iter().map(String::as_str).collect();
    let got = s.symbols_named("p", "src/auth.py", &refs).unwrap();
    assert_eq!(
        got.iter().map(|g| g.name.as_str()).collect::<Vec<_>>(),
        ["", "A.f"]
    );
    assert!(
        s.symbols_named("p", "src/other.py", &refs)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn secrets_are_redacted_before_storage() {
    let (_d, mut s) = scratch();
    let mut new = lesson("A", Outcome::Fail, "leaked AKIAIOSFODNN7EXAMPLE");
    new.detail = Some("password=hunter2");
    let r = s.record(&new).unwrap();
    assert_eq!(r.experience.lesson, "leaked [REDACTED:aws_access_key_id]");
    assert_eq!(
        r.experience.detail.as_deref(),
        Some("password=[REDACTED:password]")
    );
}

#[test]
fn version_1_database_is_upgraded_with_its_rows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(schema::MIGRATIONS[0].1).unwrap();
        conn.execute_batch(
            "INSERT INTO symbols (project, file, name, fail_count, risk_score) VALUES ('p', 'a.py', 'A.f', 2, 99);
             INSERT INTO experiences (symbol_id, type, lesson, created_at) VALUES (1, 'fail', 'old one', '2020-01-02T03:04:05.123456');
             INSERT INTO experiences (symbol_id, type, lesson, detail, created_at) VALUES (1, 'fail', 'old two', 'd', '2020-01-03 03:04:05');
             PRAGMA user_version = 1;",
        )
        .unwrap();
    }
    let s = Store::open(&path).unwrap();
    let version: u32 = s
        .conn()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, schema::latest_version());
    let sym = s.symbols_named("p", "a.py", &["A.f"]).unwrap().remove(0);
    // Recomputed under current rules: 2 old fails, both consecutive, recency 0.2.
    assert_eq!(sym.risk_score, 2.0 + 0.3 + 3.0);
    assert_eq!(sym.last_fail.as_deref(), Some("2020-01-03T03:04:05Z"));
    let exps = s.lessons_of(sym.id, false).unwrap();
    assert_eq!(exps.len(), 2);
    assert_eq!(exps[0].lesson, "old two");
    assert_eq!(exps[0].created_at, "2020-01-03T03:04:05Z");
    assert_eq!(exps[1].created_at, "2020-01-02T03:04:05Z");
    assert_ne!(exps[0].uid, exps[1].uid);
    assert!(
        exps.iter().all(|e| e.status == Status::Active
            && e.source == Source::Manual
            && e.occurrences == 1)
    );
    drop(s);
    // Re-opening a current database changes nothing.
    let s = Store::open(&path).unwrap();
    assert_eq!(s.lessons_of(sym.id, false).unwrap()[0].uid, exps[0].uid);
}

#[test]
fn newer_database_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("new.db");
    Connection::open(&path)
        .unwrap()
        .execute_batch("PRAGMA user_version = 999;")
        .unwrap();
    let err = format!("{:#}", Store::open(&path).err().unwrap());
    assert!(
        err.contains("schema version 999, newer than this cm"),
        "{err}"
    );
    assert!(err.contains("upgrade cm"), "{err}");
}

#[cfg(unix)]
#[test]
fn new_database_file_is_private() {
    use std::os::unix::fs::PermissionsExt as _;
    let (d, _s) = scratch();
    let mode = std::fs::metadata(d.path().join("sub").join("cm.db"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[test]
fn enums_are_stored_as_their_words() {
    let conn = Connection::open_in_memory().unwrap();
    for status in [Status::Active, Status::Resolved, Status::Inactive] {
        let back: Status = conn.query_row("SELECT ?1", [status], |r| r.get(0)).unwrap();
        assert_eq!(back, status);
    }
    let text: String = conn
        .query_row("SELECT ?1", [Outcome::Success], |r| r.get(0))
        .unwrap();
    assert_eq!(text, "success");
    let err = conn
        .query_row("SELECT 'maybe'", [], |r| r.get::<_, Source>(0))
        .unwrap_err();
    assert!(
        err.to_string().contains("unexpected value \"maybe\""),
        "{err}"
    );
}

#[test]
fn may_reach_reads_stored_risk_of_active_lessons() {
    let (_d, mut s) = scratch();
    // One fail today: 1 + 1.5 + 1.5 = 4.
    s.record(&lesson("A.f", Outcome::Fail, "x")).unwrap();
    s.record(&lesson("", Outcome::Fail, "file-level")).unwrap();
    assert!(s.file_may_reach("p", "src/auth.py", 4.0).unwrap());
    assert!(!s.file_may_reach("p", "src/auth.py", 4.5).unwrap());
    assert!(!s.file_may_reach("p", "src/other.py", 0.0).unwrap());
    s.record(&lesson("A_b.f_x", Outcome::Fail, "y")).unwrap();
    let named = s.symbols_ending_in("p", "f", 4.0).unwrap();
    assert_eq!(
        named
            .iter()
            .map(|(_, n, f)| (n.as_str(), f.as_str()))
            .collect::<Vec<_>>(),
        [("A.f", "src/auth.py")]
    );
    // The last segment exactly: case, `_` and `%` are not patterns.
    assert!(s.symbols_ending_in("p", "F", 4.0).unwrap().is_empty());
    assert!(s.symbols_ending_in("p", "f%", 4.0).unwrap().is_empty());
    assert!(s.symbols_ending_in("p", "fx", 4.0).unwrap().is_empty());
    assert_eq!(s.symbols_ending_in("p", "f_x", 4.0).unwrap().len(), 1);
    assert!(s.symbols_ending_in("p", "f", 4.5).unwrap().is_empty());
    assert_eq!(s.files_named("p", "auth.py").unwrap(), ["src/auth.py"]);
    assert!(s.files_named("p", "src/auth.py").unwrap().is_empty());
    let plan: String = s
        .conn()
        .query_row(
            "EXPLAIN QUERY PLAN SELECT DISTINCT file FROM symbols INDEXED BY symbols_file_name \
             WHERE project = 'p' AND active_count > 0 AND orphaned_at IS NULL \
               AND replace(file, rtrim(file, replace(file, '/', '')), '') = 'auth.py'",
            [],
            |r| r.get(3),
        )
        .unwrap();
    // One step of the index: project and name.
    assert!(
        plan.contains("symbols_file_name (project=? AND <expr>=?)"),
        "{plan}"
    );
    let id = s.lessons_of(named[0].0, false).unwrap()[0].id;
    s.set_status(id, Status::Resolved).unwrap();
    assert!(s.symbols_ending_in("p", "f", 0.0).unwrap().is_empty());
}

#[test]
fn version_19_index_is_made_again_and_lessons_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v19.db");
    {
        let conn = Connection::open(&path).unwrap();
        for (version, sql) in schema::MIGRATIONS.iter().filter(|m| m.0 <= 19) {
            conn.execute_batch(sql).unwrap();
            conn.pragma_update(None, "user_version", version).unwrap();
        }
        conn.execute_batch(
            "INSERT INTO symbols (project, file, name) VALUES ('p', 'src/a.py', 'f');
             INSERT INTO experiences (symbol_id, type, lesson, created_at) VALUES (1, 'fail', 'kept', '2020-01-02T03:04:05Z');
             INSERT INTO scan_files (project, file, size, mtime_ns, hash, lines, imports, gave_up)
                 VALUES ('p', 'src/a.py', 11, 21, -31, 5, '[]', 0);
             INSERT INTO scan_symbols (project, file, name, kind, start_line, end_line, body_hash, body_size, doc_line)
                 VALUES ('p', 'src/a.py', 'f', 'function', 1, 3, 'f058c1a8759e6d89', 30, NULL);
             INSERT INTO scan_git (project, head, dirty) VALUES ('p', 'abc', '');",
        )
        .unwrap();
    }
    let s = Store::open(&path).unwrap();
    // The lesson is where it was.
    let sym = s.symbols_named("p", "src/a.py", &["f"]).unwrap().remove(0);
    assert_eq!(s.lessons_of(sym.id, false).unwrap()[0].lesson, "kept");
    // The index is empty, and the next scan reads every file, not git's changes.
    assert!(s.index("p").unwrap().is_empty());
    assert!(s.git_mark("p").unwrap().is_none());
}

#[test]
fn the_index_by_anchor_holds_the_anchors_that_move_lessons() {
    let (_dir, s) = scratch();
    let write = |name: &str, symbols: &[(u64, i64)]| {
        s.write_index(
            "p",
            &[index::IndexedFile {
                file: format!("{name}.py"),
                stamp: index::Stamp {
                    size: 1,
                    mtime_ns: 1,
                    hash: 1,
                },
                lines: 1,
                imports: Vec::new(),
                symbols: Some(
                    symbols
                        .iter()
                        .enumerate()
                        .map(|(i, &(hash, size))| index::IndexedSymbol {
                            name: format!("{name}{i}"),
                            kind: "function".into(),
                            start_line: i as i64 + 1,
                            end_line: i as i64 + 1,
                            body_hash: hash,
                            body_size: size,
                            doc_line: None,
                        })
                        .collect(),
                ),
            }],
            &[],
            &[],
        )
        .unwrap();
    };
    let anchors = || -> i64 {
        s.conn()
            .query_row("SELECT count(*) FROM scan_anchors", [], |r| r.get(0))
            .unwrap()
    };
    write("big", &[(5, 3), (u64::MAX, 24)]);
    write("small", &[(u64::MAX, 23)]);
    assert_eq!(
        s.indexed_with_hash("p", "ffffffffffffffff", "").unwrap(),
        [("big.py".to_string(), "big1".to_string())]
    );
    assert!(
        s.indexed_with_hash("p", "ffffffffffffffff", "big.py")
            .unwrap()
            .is_empty()
    );
    assert_eq!(anchors(), 1);
    // Written again, a file keeps one table and its anchors are the new table's.
    write("big", &[(7, 30)]);
    assert_eq!(s.indexed_names("p", "big.py").unwrap(), ["big0"]);
    assert!(
        s.indexed_with_hash("p", "ffffffffffffffff", "")
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        s.indexed_with_hash("p", "0000000000000007", "").unwrap(),
        [("big.py".to_string(), "big0".to_string())]
    );
    // Given up on, then gone: nothing of it is left.
    s.mark_gave_up(
        "p",
        "big.py",
        index::Stamp {
            size: 2,
            mtime_ns: 2,
            hash: 2,
        },
    )
    .unwrap();
    assert!(s.indexed_symbols("p", "big.py").unwrap().is_empty());
    assert_eq!(anchors(), 0);
    s.write_index(
        "p",
        &[],
        &[],
        &["big.py".to_string(), "small.py".to_string()],
    )
    .unwrap();
    assert!(s.index("p").unwrap().is_empty());
    let tables: i64 = s
        .conn()
        .query_row("SELECT count(*) FROM scan_tables", [], |r| r.get(0))
        .unwrap();
    assert_eq!(tables, 0);
}
