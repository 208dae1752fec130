//! Blame that stays narrow and follows the fix, replayed through `cm hook` on small real
//! projects (tests/fixtures/blame/<project>, the state before the session) with the output
//! their runner really printed for each step (tests/fixtures/blame/<project>_runs): a
//! narrower green run leaves the edits it does not reach pending, a failing test that
//! reaches none of the changed code blames nothing, a fix of the test alone withdraws the
//! lesson from the code, and a recorded run names at most four symbols.

use std::path::Path;

use serde_json::{Value, json};

use crate::hook::{Scene, context};

fn fixture_dir(name: &str) -> String {
    format!("{}/tests/fixtures/blame/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn run_output(project: &str, name: &str) -> String {
    std::fs::read_to_string(format!("{}_runs/{name}", fixture_dir(project))).unwrap()
}

/// A scene holding a copy of fixture project `name`.
pub(crate) fn project(name: &str) -> Scene {
    fn copy(from: &Path, to: &Path) {
        for e in std::fs::read_dir(from).unwrap() {
            let e = e.unwrap();
            let dest = to.join(e.file_name());
            if e.file_type().unwrap().is_dir() {
                std::fs::create_dir_all(&dest).unwrap();
                copy(&e.path(), &dest);
            } else {
                std::fs::copy(e.path(), dest).unwrap();
            }
        }
    }
    let s = Scene::new();
    copy(Path::new(&fixture_dir(name)), &s.root);
    s
}

fn auto(s: &Scene, symbol: &str, file: &str, kind: &str) -> Vec<Value> {
    s.lessons(symbol, file)
        .into_iter()
        .filter(|e| e["type"] == kind && e["source"] == "auto")
        .collect()
}

/// The symbols a recorded run's answer lists (`- name (file)` lines).
fn listed(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("- "))
        .map(|l| l.split(" (").next().unwrap_or(l).to_string())
        .collect()
}

/// Edits to `server.py`, a green run of only `tests/unit/test_synthetics.py` (which does
/// not reach `server.py`), then the full suite fails in `tests/test_server.py`: the failure
/// is recorded on the `server.py` edit the failing test calls, and the fix gets the credit.
#[test]
fn a_narrower_green_run_leaves_the_edits_it_does_not_reach_pending() {
    let s = project("py_synth");
    let server = s.root.join("app/server.py");
    let synth = s.root.join("app/synthetics.py");
    s.edit(&server, "int(value)", "int(value.strip())");
    s.edit(&server, "\"/health\":", "\"/healthz\":");
    s.edit(&synth, "\"up\" if ok", "\"up\" if ok is True");
    assert_eq!(
        s.bash_ok(
            "pytest tests/unit/test_synthetics.py -q",
            &run_output("py_synth", "narrow_green.txt")
        ),
        None
    );
    let text = context(&s.bash_failed("pytest -q", 1, &run_output("py_synth", "full_red.txt")));
    assert!(
        text.contains(
            "\"test_health failed: AssertionError: assert (404, 'not found') == (200, 'ok')"
        ),
        "{text}"
    );
    assert_eq!(listed(&text), ["handle"], "{text}");
    assert!(text.contains("its failing tests reach"), "{text}");
    assert!(auto(&s, "parse_port", "app/server.py", "fail").is_empty());
    assert!(auto(&s, "probe", "app/synthetics.py", "fail").is_empty());

    s.edit(&server, "\"/healthz\":", "\"/health\":");
    let text = context(&s.bash_ok("pytest -q", &run_output("py_synth", "full_green.txt")));
    assert!(
        text.contains("- handle (app/server.py) (tests pass after 1 failed run)")
            && text.contains("fixed by: changed"),
        "{text}"
    );
    assert_eq!(
        auto(&s, "handle", "app/server.py", "success").len(),
        1,
        "the fix is credited to what it changed"
    );
    assert!(auto(&s, "parse_port", "app/server.py", "success").is_empty());
    assert_eq!(s.log(), "", "no hook failed");
}

/// The failing test is wrong: the code's new text is meant, and the fix changes the test
/// alone. The lesson is withdrawn from the code, with why, and no fix is credited.
#[test]
fn a_failure_fixed_by_changing_only_the_test_withdraws_the_lesson() {
    let s = project("py_synth");
    let server = s.root.join("app/server.py");
    let test = s.root.join("tests/test_server.py");
    s.edit(&server, "404, \"not found\"", "404, \"Not Found\"");
    let text = context(&s.bash_failed("pytest -q", 1, &run_output("py_synth", "renamed_red.txt")));
    assert_eq!(listed(&text), ["handle"], "{text}");
    s.edit(&test, "(404, \"not found\")", "(404, \"Not Found\")");
    assert_eq!(
        s.bash_ok("pytest -q", &run_output("py_synth", "full_green.txt")),
        None,
        "nothing fixed in the code"
    );
    let fails = auto(&s, "handle", "app/server.py", "fail");
    assert_eq!(fails.len(), 1);
    assert_eq!(fails[0]["status"], "inactive");
    assert_eq!(
        fails[0]["status_note"],
        "withdrawn: the fix changed only the test"
    );
    assert!(auto(&s, "handle", "app/server.py", "success").is_empty());
    let q = s.cm(&["query", "handle", "--file", "app/server.py", "--all"]);
    assert!(
        q.contains("(inactive, withdrawn: the fix changed only the test)"),
        "{q}"
    );
}

/// Two helpers edited, the failing test reaches both and names neither (its assertion is
/// in the test, so no traceback line is theirs): both are blamed; the fix changes one,
/// and the other's lesson is withdrawn.
#[test]
fn the_fix_withdraws_the_lesson_from_the_helper_it_did_not_touch() {
    let s = project("py_synth");
    let pricing = s.root.join("app/pricing.py");
    s.edit(&pricing, "amount * 0.2", "amount * 0.25");
    s.edit(&pricing, "round(amount, 2)", "round(amount, 1)");
    let text = context(&s.bash_failed("pytest -q", 1, &run_output("py_synth", "pricing_red.txt")));
    assert_eq!(listed(&text), ["_tax", "_round"], "{text}");
    s.edit(&pricing, "amount * 0.25", "amount * 0.2");
    let text = context(&s.bash_ok("pytest -q", &run_output("py_synth", "full_green.txt")));
    assert!(text.contains("- _tax (app/pricing.py)"), "{text}");
    assert!(!text.contains("_round"), "{text}");
    let round = auto(&s, "_round", "app/pricing.py", "fail");
    assert_eq!(round[0]["status"], "inactive");
    assert_eq!(
        round[0]["status_note"],
        "withdrawn: the fix did not touch it"
    );
    assert!(auto(&s, "_round", "app/pricing.py", "success").is_empty());
    assert_eq!(
        auto(&s, "_tax", "app/pricing.py", "fail")[0]["status"],
        "active"
    );
}

/// The case seen in a real session: an edit of `GeminiMessage.UnmarshalJSON` stays pending
/// through a command that is no test run; the agent then writes a test for the unchanged
/// `addCheckpointTrailer` in another package, which fails (real `go test` output), and
/// fixes `addCheckpointTrailer`. The failing test cannot reach the edited package, so
/// `UnmarshalJSON` takes neither the blame nor the fix's credit.
#[test]
fn a_failing_test_that_reaches_no_changed_code_blames_nothing() {
    let s = project("go_trailer");
    let gemini = s.root.join("agent/gemini/gemini.go");
    let trailers = s.root.join("strategy/trailers.go");
    s.edit(
        &gemini,
        "\t\tContent string `json:\"content\"`\n",
        "\t\tContent string `json:\"content\"`\n\t\tText    string `json:\"text\"`\n",
    );
    s.edit(
        &gemini,
        "\tm.Text = raw.Content\n",
        "\tm.Text = raw.Content\n\tif m.Text == \"\" {\n\t\tm.Text = raw.Text\n\t}\n",
    );
    assert_eq!(s.bash_ok("go vet ./...", ""), None, "not a test run");
    let test_src = "package strategy\n\nimport \"testing\"\n\nfunc TestAddCheckpointTrailer(t *testing.T) {\n\tgot := addCheckpointTrailer(\"fix parser\\n\", \"a1b2c3\")\n\twant := \"fix parser\\n\\nEntire-Checkpoint: a1b2c3\\n\"\n\tif got != want {\n\t\tt.Errorf(\"addCheckpointTrailer() = %q, want %q\", got, want)\n\t}\n}\n";
    let test = s.write("strategy/trailers_test.go", test_src);
    let mut p = s.fixture("post_tool_use_write_create.json");
    p["tool_input"] = json!({"file_path": test, "content": test_src});
    p["tool_response"] = json!({"type": "create", "filePath": test, "content": test_src, "structuredPatch": [], "originalFile": null});
    assert_eq!(s.hook("post-tool-use", &p), None);
    assert_eq!(
        s.bash_failed("go test ./...", 1, &run_output("go_trailer", "red.txt")),
        None,
        "the failing test reaches no changed code"
    );
    s.edit(
        &trailers,
        "\"\\nEntire-Checkpoint: \" + id",
        "\"\\n\\nEntire-Checkpoint: \" + id + \"\\n\"",
    );
    s.bash_ok("go test ./...", &run_output("go_trailer", "green.txt"));
    assert!(
        s.lessons("GeminiMessage.UnmarshalJSON", "agent/gemini/gemini.go")
            .is_empty(),
        "neither blame nor credit on the unrelated edit"
    );
    assert_eq!(s.log(), "", "no hook failed");
}

/// Six changed functions the failing test reaches, none named by it or by a traceback:
/// the run is recorded on four at most.
#[test]
fn a_run_is_recorded_on_four_symbols_at_most() {
    let s = project("py_synth");
    let mut src = String::new();
    for i in 0..6 {
        src.push_str(&format!("def step_{i}(x):\n    return x + {i}\n\n\n"));
    }
    let steps = s.write("app/steps.py", &src);
    s.write(
        "tests/test_steps.py",
        "from app import steps\n\n\ndef test_pipeline():\n    x = 0\n    for f in (steps.step_0, steps.step_1, steps.step_2, steps.step_3, steps.step_4, steps.step_5):\n        x = f(x)\n    assert x == 15\n",
    );
    for i in 0..6 {
        s.edit(
            &steps,
            &format!("return x + {i}\n"),
            &format!("return x + {} + 0\n", i.min(4)),
        );
    }
    let out = run_output("py_synth", "steps_red.txt");
    let text = context(&s.bash_failed("pytest -q tests/test_steps.py", 1, &out));
    let blamed = listed(&text);
    assert!(blamed.len() <= 4 && !blamed.is_empty(), "{text}");
    assert!(
        text.contains("(2 more changed symbols were not recorded)"),
        "{text}"
    );
}
