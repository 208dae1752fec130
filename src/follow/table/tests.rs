use super::*;
use crate::store::index::{IndexedFile, Table};

/// A store, a project root in a temporary directory, and the place of `file` in it.
fn scene(file: &str, text: &str) -> (tempfile::TempDir, Store, Place) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("cm.db")).unwrap();
    let root = dir.path().join("repo");
    std::fs::create_dir_all(&root).unwrap();
    std::fs::write(root.join(file), text).unwrap();
    let place = Place {
        path: root.join(file),
        root,
        project: "p".into(),
        file: file.into(),
    };
    (dir, store, place)
}

fn names(c: Option<Current>) -> Vec<String> {
    c.unwrap().table.into_iter().map(|s| s.name).collect()
}

#[test]
fn the_project_index_answers_for_the_content_it_holds() {
    let (_dir, store, place) = scene("m.py", "def a():\n    pass\n");
    let f = &place.path;
    let bytes = std::fs::read(f).unwrap();
    let meta = std::fs::metadata(f).unwrap();
    let stamp = Stamp {
        size: meta.len() as i64,
        mtime_ns: crate::files::mtime_ns(&meta),
        hash: xxhash_rust::xxh3::xxh3_64(&bytes) as i64,
    };
    // An index entry for this very content, with a table no parse would make.
    let marked = IndexedSymbol {
        name: "from_index".into(),
        kind: "function".into(),
        start_line: 1,
        end_line: 2,
        body_hash: 0xff,
        body_size: 30,
        doc_line: None,
    };
    let entry = IndexedFile {
        file: "m.py".into(),
        stamp,
        lines: 2,
        imports: Vec::new(),
        symbols: Some(vec![marked]),
    };
    store.write_index("p", &[entry], &[], &[]).unwrap();
    let key = Some(("p", "m.py"));
    // Unchanged size and mtime: the index answers (a parse would find `a`).
    let now = current(&store, f, None, key).unwrap();
    assert_eq!(now.as_ref().unwrap().table[0].anchor.hash, 0xff);
    assert_eq!(names(now), ["from_index"]);
    // Given the same content, the hash decides; elsewhere in the index, or without a
    // place in it, the file is parsed.
    assert_eq!(
        names(current(&store, f, Some(&bytes), key).unwrap()),
        ["from_index"]
    );
    assert_eq!(
        names(current(&store, f, None, Some(("p", "other.py"))).unwrap()),
        ["a"]
    );
    // Never a parse when only the index may answer.
    std::fs::write(f, "def c():\n    return 3\n").unwrap();
    assert!(indexed_now(&store, f, key).unwrap().is_none());
    // New content is parsed again, whatever the index says.
    std::fs::write(f, "def b():\n    return 2\n").unwrap();
    assert_eq!(names(current(&store, f, None, key).unwrap()), ["b"]);
}

#[test]
fn a_parse_is_kept_in_the_index_and_the_next_call_reads_nothing() {
    let (_dir, store, place) = scene("m.py", "def a():\n    pass\n");
    let first = current_at(&store, &place).unwrap().unwrap();
    assert_eq!(first.table[0].name, "a");
    assert_eq!(first.before, Some(HashSet::new()), "written to the index");
    assert_eq!(first.appeared().unwrap().len(), 1);
    let again = current_at(&store, &place).unwrap().unwrap();
    assert!(again.before.is_none(), "warm");
    assert_eq!(again.table, first.table);
    // A touched but identical file is restamped, not parsed.
    let text = std::fs::read(&place.path).unwrap();
    std::fs::write(&place.path, "def a():\n    return 1\n").unwrap();
    std::fs::write(&place.path, &text).unwrap();
    let touched = current_at(&store, &place).unwrap().unwrap();
    assert!(touched.before.is_none());
    // New content replaces the table; what the index held before is said.
    std::fs::write(
        &place.path,
        "def a():\n    pass\n\n\ndef b():\n    return 2\n",
    )
    .unwrap();
    let changed = current_at(&store, &place).unwrap().unwrap();
    assert_eq!(
        changed
            .table
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>(),
        ["a", "b"]
    );
    let appeared = changed.appeared().unwrap();
    assert_eq!(appeared.len(), 1, "only b is new: {appeared:?}");
    // A file outside the project is parsed, never stored.
    let outside = Place {
        file: crate::project::spelling::path(&place.path.to_string_lossy()),
        ..place.clone()
    };
    assert!(
        current_at(&store, &outside)
            .unwrap()
            .unwrap()
            .before
            .is_none()
    );
}

#[test]
fn a_give_up_is_kept_for_its_content_until_a_table_is_made() {
    let mut text = String::new();
    for c in 0..700 {
        text.push_str(&format!(
            "class C{c}:\n    def m(self, x):\n        return x + {c}\n\n"
        ));
    }
    let (_dir, store, place) = scene("big.py", &text);
    let at = Some(("p", "big.py"));
    let zero = Some(Duration::ZERO);
    assert!(matches!(
        lookup(&store, &place.path, None, at, true, Parse::Within(zero)).unwrap(),
        Lookup::GaveUp(true)
    ));
    let (stamp, table) = store.indexed_stamp("p", "big.py").unwrap().unwrap();
    assert_eq!(table, Table::GaveUp);
    assert_eq!(stamp.size, text.len() as i64);
    // The next call does not try again for that content, whatever its budget.
    assert!(matches!(
        lookup(&store, &place.path, None, at, true, Parse::Within(None)).unwrap(),
        Lookup::GaveUp(false)
    ));
    // A table made later (a scan, the background parse) clears the mark.
    let bytes = std::fs::read(&place.path).unwrap();
    let table = crate::symbols::symbols_of_file(&place.path, &bytes).unwrap();
    let entry = crate::follow::index::indexed("big.py", stamp, &bytes, Some(&table));
    store.write_index("p", &[entry], &[], &[]).unwrap();
    let found = current_at(&store, &place).unwrap().unwrap();
    assert_eq!(found.table.len(), table.len());
    let (_, table) = store.indexed_stamp("p", "big.py").unwrap().unwrap();
    assert_eq!(table, Table::Made);
}

#[test]
fn a_file_read_without_its_table_is_parsed_when_needed_and_kept() {
    let (_dir, store, place) = scene("m.py", "def a():\n    pass\n");
    let bytes = std::fs::read(&place.path).unwrap();
    let meta = std::fs::metadata(&place.path).unwrap();
    let stamp = Stamp {
        size: meta.len() as i64,
        mtime_ns: crate::files::mtime_ns(&meta),
        hash: xxhash_rust::xxh3::xxh3_64(&bytes) as i64,
    };
    let entry = crate::follow::index::indexed("m.py", stamp, &bytes, None);
    store.write_index("p", &[entry], &[], &[]).unwrap();
    assert_eq!(
        store.indexed_stamp("p", "m.py").unwrap().unwrap(),
        (stamp, Table::Later)
    );
    // Only the index may answer: it has no table to give.
    assert!(
        indexed_now(&store, &place.path, Some(("p", "m.py")))
            .unwrap()
            .is_none()
    );
    // Its stamp matches, yet the file is parsed; the table is kept, all of it new.
    let found = current_at(&store, &place).unwrap().unwrap();
    assert_eq!(found.table.len(), 1);
    assert_eq!(found.appeared().unwrap().len(), 1);
    assert_eq!(
        store.indexed_stamp("p", "m.py").unwrap().unwrap().1,
        Table::Made
    );
    assert_eq!(store.indexed_names("p", "m.py").unwrap(), ["a"]);
}
