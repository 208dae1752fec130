//! One way to read a file: the Read of a file the index does not hold parses it once and
//! leaves the edit after it warm; a parse past the answer's budget answers with the lessons
//! of the whole file (never a deny), and a background parse makes the table for the next
//! call.

use std::time::{Duration, Instant};

use crate::hook::{Scene, context};

/// A Python module of `classes` classes of 10 methods (60 of them: about 110 KB).
fn models(classes: usize) -> String {
    let mut big = String::new();
    for c in 0..classes {
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

/// The `parse:` lines of the hook log so far.
fn parses(s: &Scene) -> Vec<String> {
    s.full_log()
        .lines()
        .filter(|l| l.split_whitespace().nth(2) == Some("parse:"))
        .map(str::to_string)
        .collect()
}

/// The `gave_up` mark of `file` in the index, None when not indexed.
fn gave_up(s: &Scene, file: &str) -> Option<bool> {
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    conn.query_row(
        "SELECT gave_up FROM scan_files WHERE file = ?1",
        [file],
        |r| r.get(0),
    )
    .ok()
}

#[test]
fn a_read_parses_once_and_the_edit_after_it_is_warm() {
    let mut s = Scene::new();
    // Small enough to parse within the hook's budget on a loaded machine in a debug build.
    let source = models(16);
    let f = s.write("models.py", &source);
    // A budget no machine runs out of: this is about how often the file is parsed.
    s.write(
        ".code-memory.toml",
        "parse_budget_ms = 60000
",
    );
    s.fails("Model12.method_4", "models.py", 4);
    let text = context(&s.read(&f, None));
    assert!(text.contains("Model12.method_4 lesson"), "{text}");
    let after_read = parses(&s);
    assert_eq!(after_read.len(), 1, "{after_read:?}");
    assert!(
        after_read[0].contains("python") && after_read[0].contains("not indexed"),
        "{after_read:?}"
    );
    assert_eq!(gave_up(&s, "models.py"), Some(false), "indexed by the Read");
    // The edit after it (in another session, which has not seen the lessons yet): held
    // back on its symbol, answered from the index.
    s.session = "another-session".into();
    let held = s.pre_edit(
        &f,
        "        return total + 4 * 12\n",
        "        return total + 4 * 13\n",
    );
    let held = held.map(|v| v.to_string()).unwrap_or_default();
    assert!(
        held.contains("held this edit back") && held.contains("Model12.method_4"),
        "{held}"
    );
    assert_eq!(parses(&s).len(), 1, "{:?}", parses(&s));
    assert_eq!(s.log(), "", "nothing went wrong");
}

#[test]
fn past_the_budget_the_whole_file_answers_and_a_background_parse_finishes() {
    let mut s = Scene::new();
    let source = models(60);
    let f = s.write("models.py", &source);
    s.write(".code-memory.toml", "parse_budget_ms = 0\n");
    s.fails("Model30.method_4", "models.py", 4);
    s.fails("Model2.method_1", "models.py", 1);
    // A Read of the last lines, far from either symbol: without the table, every lesson of
    // the file comes, under the line that says why.
    let text = context(&s.read(&f, Some((3000, 100))));
    assert!(text.contains("its symbols are still being read"), "{text}");
    assert!(text.contains("Model30.method_4 lesson"), "{text}");
    assert!(text.contains("Model2.method_1 lesson"), "{text}");
    let logged = parses(&s);
    assert!(
        logged.len() == 1 && logged[0].ends_with("gave up"),
        "{logged:?}"
    );
    // The background parse makes the table (its own process, not waited for by hooks).
    let until = Instant::now() + Duration::from_secs(30);
    while gave_up(&s, "models.py") != Some(false) && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(gave_up(&s, "models.py"), Some(false), "the table was made");
    // The next edit (in another session) is answered from it, with no parse, and the
    // gate holds it back.
    s.session = "another-session".into();
    let held = s.pre_edit(
        &f,
        "        return total + 4 * 30\n",
        "        return total + 4 * 31\n",
    );
    let held = held.map(|v| v.to_string()).unwrap_or_default();
    assert!(
        held.contains("held this edit back") && held.contains("Model30.method_4"),
        "{held}"
    );
    assert_eq!(parses(&s).len(), 1);
}

#[test]
fn past_the_budget_the_gate_gives_context_and_never_denies() {
    let s = Scene::new();
    let source = models(60);
    let f = s.write("models.py", &source);
    s.write(".code-memory.toml", "parse_budget_ms = 0\n");
    s.fails("Model30.method_4", "models.py", 4);
    let answer = s.pre_edit(
        &f,
        "        return total + 4 * 30\n",
        "        return total + 4 * 31\n",
    );
    let answer = answer.unwrap();
    assert!(
        answer
            .pointer("/hookSpecificOutput/permissionDecision")
            .is_none(),
        "{answer}"
    );
    let text = context(&Some(answer));
    assert!(
        text.contains("its symbols are still being read") && text.contains("Model30.method_4"),
        "{text}"
    );
    assert_eq!(s.log(), "", "nothing went wrong");
}
