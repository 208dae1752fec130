//! A big file with lessons, never seen before, is read only where its lessons are: the
//! answers are those of a whole reading, and a lesson whose symbol is gone from its pieces
//! is followed through a whole reading.

use crate::hook::{Scene, context};

/// A Python module of 60 classes of 10 methods (about 170 KB).
fn models() -> String {
    let mut big = String::new();
    for c in 0..60 {
        big.push_str(&format!("class Model{c}:\n"));
        for m in 0..10 {
            big.push_str(&format!(
                "    def method_{m}(self, x):\n        total = 0\n        for item in x.items:\n            if item.price > {m}:\n                total += item.price * {c}\n        return total + {m} * {c}\n\n"
            ));
        }
        big.push('\n');
    }
    big
}

/// The 1-based line of `text` in `source`.
fn line_of(source: &str, text: &str) -> u64 {
    source[..source.find(text).unwrap()].matches('\n').count() as u64 + 1
}

/// The tables the hooks cached: a focused reading caches none.
fn cached(s: &Scene) -> i64 {
    s.env.settle();
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    conn.query_row("SELECT count(*) FROM hook_symbol_cache", [], |r| r.get(0))
        .unwrap()
}

/// In fresh sessions on `source` (written as `file`) with lessons on `symbol`: an edit of
/// `other` is let through and one of `mine` held back; a Read of the whole file shows the
/// lessons; and no hook caches a table, so the focused reading answered each.
fn answered_focused(
    file: &str,
    source: &str,
    symbol: &str,
    other: (&str, &str),
    mine: (&str, &str),
) {
    let s = Scene::new();
    let f = s.write(file, source);
    s.fails(symbol, file, 4);
    assert_eq!(s.pre_edit(&f, other.0, other.1), None);
    let held = s.pre_edit(&f, mine.0, mine.1);
    let held = held.map(|v| v.to_string()).unwrap_or_default();
    assert!(
        held.contains("held this edit back") && held.contains(symbol),
        "{held}"
    );
    assert_eq!(cached(&s), 0, "the focused table is not the file's");
    let s = Scene::new();
    let f = s.write(file, source);
    s.fails(symbol, file, 4);
    let text = context(&s.read(&f, None));
    assert!(text.contains(&format!("{symbol} lesson")), "{text}");
    assert_eq!(cached(&s), 0);
}

#[test]
fn a_big_file_is_read_only_where_its_lessons_are() {
    let s = Scene::new();
    let source = models();
    let f = s.write("models.py", &source);
    s.fails("Model7.method_3", "models.py", 4);
    // Lines away from the lesson's method: nothing; lines of it: its lessons.
    assert_eq!(s.read(&f, Some((1, 40))), None);
    let method = line_of(&source, "return total + 3 * 7");
    let text = context(&s.read(&f, Some((method, 1))));
    assert!(text.contains("Model7.method_3 lesson"), "{text}");
    assert_eq!(cached(&s), 0, "the pieces' table is not the file's");

    answered_focused(
        "models.py",
        &source,
        "Model7.method_3",
        ("return total + 4 * 7\n", "return total + 4 * 70\n"),
        ("return total + 3 * 7\n", "return total + 3 * 70\n"),
    );
}

#[test]
fn a_lesson_whose_symbol_was_renamed_is_followed_through_a_whole_reading() {
    let s = Scene::new();
    let source = models();
    let f = s.write("models.py", &source);
    s.fails("Model7.method_3", "models.py", 4);
    // Renamed by the shell, not by an edit the hooks saw.
    let renamed = source.replacen(
        "    def method_3(self, x):\n        total = 0\n        for item in x.items:\n            if item.price > 3:\n                total += item.price * 7\n",
        "    def scaled(self, x):\n        total = 0\n        for item in x.items:\n            if item.price > 3:\n                total += item.price * 7\n",
        1,
    );
    assert_ne!(renamed, source);
    std::fs::write(&f, renamed).unwrap();
    let text = context(&s.read(&f, None));
    assert!(text.contains("Model7.scaled"), "{text}");
    assert!(!s.lessons("Model7.scaled", "models.py").is_empty());
    assert_eq!(cached(&s), 1, "the whole reading is cached");
}

#[test]
fn a_file_that_is_one_big_class_is_read_by_its_members() {
    let mut source =
        String::from("import os\n\n\nclass Repository:\n    \"\"\"All of it.\"\"\"\n\n");
    for m in 0..600 {
        source.push_str(&format!(
            "    def query_{m}(self, key):\n        path = os.path.join(self.root, key)\n        return self.cache.get(path, {m})\n\n"
        ));
    }
    answered_focused(
        "repo.py",
        &source,
        "Repository.query_300",
        ("self.cache.get(path, 301)", "self.cache.get(path, 1)"),
        ("self.cache.get(path, 300)", "self.cache.get(path, 0)"),
    );
}
