//! What a lesson did: sessions replayed through `cm hook` on a small real project
//! (tests/fixtures/blame/py_synth, with the output pytest printed for each step) read a
//! file, see a lesson, edit its symbol and run the tests; `cm stats` (and `--json`) and
//! `cm report --html` then say how often the lesson was shown before an edit of its symbol
//! and what the next test run on it did.

use serde_json::Value;

use crate::hook::{Scene, context};

fn run_output(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/fixtures/blame/py_synth_runs/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn session(s: &Scene, id: &str) -> Scene {
    Scene {
        env: s.env.clone(),
        root: s.root.clone(),
        session: id.into(),
    }
}

#[test]
fn a_lesson_counts_the_edits_it_was_shown_before_and_what_the_next_run_did() {
    let s = crate::blame_window::project("py_synth");
    let server = s.root.join("app/server.py");
    s.cm(&[
        "fail",
        "parse_port",
        "ports read from env files keep their newline",
        "--file",
        "app/server.py",
    ]);
    // Session 1 breaks `handle`, the full suite records it, the fix turns it green.
    s.edit(&server, "\"/health\":", "\"/healthz\":");
    context(&s.bash_failed("pytest -q", 1, &run_output("full_red.txt")));
    s.edit(&server, "\"/healthz\":", "\"/health\":");
    context(&s.bash_ok("pytest -q", &run_output("full_green.txt")));
    let lesson = s
        .lessons("handle", "app/server.py")
        .into_iter()
        .find(|e| e["type"] == "fail")
        .unwrap();
    let id = lesson["id"].as_i64().unwrap();

    // Session 2 reads it, makes the same change: the same failure.
    let two = session(&s, "two");
    let read = context(&two.read(&server, None));
    assert!(read.contains("test_health failed"), "{read}");
    two.edit(&server, "\"/health\":", "\"/healthz\":");
    two.bash_failed("pytest -q", 1, &run_output("full_red.txt"));
    two.edit(&server, "\"/healthz\":", "\"/health\":");
    two.bash_ok("pytest -q", &run_output("full_green.txt"));
    // Session 3 reads it, edits `handle` well: the suite passes.
    let three = session(&s, "three");
    context(&three.read(&server, None));
    three.edit(&server, "return 200, \"ok\"", "return 200, \"ok\" ");
    three.bash_ok("pytest -q", &run_output("full_green.txt"));
    // Session 4 reads it and edits only `parse_port`: nothing said of `handle`'s lesson.
    let four = session(&s, "four");
    context(&four.read(&server, None));
    four.edit(&server, "int(value)", "int(value) ");
    four.bash_ok("pytest -q", &run_output("full_green.txt"));
    // Session 5 reads it, edits `handle` and breaks another test.
    let five = session(&s, "five");
    context(&five.read(&server, None));
    five.edit(&server, "404, \"not found\"", "404, \"Not Found\"");
    five.bash_failed("pytest -q", 1, &run_output("renamed_red.txt"));

    let json: Value = serde_json::from_str(&s.cm(&["stats", "--json"])).unwrap();
    let outcomes = json["lesson_outcomes"].as_array().unwrap();
    let mine = outcomes.iter().find(|o| o["id"] == id).unwrap();
    assert_eq!(mine["symbol"], "handle");
    assert_eq!(mine["shown_before_edit"], 3, "{mine}");
    assert_eq!(mine["then_passed"], 1, "{mine}");
    assert_eq!(mine["then_failed_same"], 1, "{mine}");
    assert_eq!(mine["then_failed_otherwise"], 1, "{mine}");
    // Shown in session 4 and at every Read, but its symbol was never edited.
    let port = outcomes
        .iter()
        .find(|o| o["symbol"] == "parse_port")
        .unwrap();
    assert_eq!(port["shown_before_edit"], 1, "{port}");
    assert_eq!(port["then_passed"], 1, "{port}");

    let text = s.cm(&["stats"]);
    assert!(
        text.contains(&format!(
            "#{id} handle (app/server.py): shown before 3 edits; then passed 1, failed the same way 1, failed otherwise 1"
        )),
        "{text}"
    );
    let one = s.cm(&["stats", "handle"]);
    assert!(
        one.contains(&format!("#{id}: shown before 3 edits; then passed 1")),
        "{one}"
    );
    let page = s.root.join("report.html");
    s.cm(&["report", "--html", &page.to_string_lossy()]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(
        html.contains(
            "shown before 3 edits: then passed 1, failed the same way 1, failed otherwise 1"
        ),
        "{html}"
    );
    assert_eq!(s.log(), "", "no hook failed");
}

/// A project whose lessons are all of low risk still has them listed in the report.
#[test]
fn the_report_lists_lessons_when_no_symbol_is_risky() {
    let s = crate::blame_window::project("py_synth");
    s.cm(&[
        "fail",
        "parse_port",
        "ports read from env files keep their newline",
        "--file",
        "app/server.py",
    ]);
    let page = s.root.join("report.html");
    s.cm(&["report", "--html", &page.to_string_lossy()]);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("No symbol is risky yet"), "{html}");
    assert!(
        html.contains("ports read from env files keep their newline"),
        "{html}"
    );
}
