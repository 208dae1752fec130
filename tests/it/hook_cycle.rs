//! Test outcomes recorded by `cm hook`: edit → failing run → edit → passing run, with the
//! output pytest, cargo test and jest really print (crates/testrun/tests/fixtures).

use serde_json::{Value, json};

use crate::hook::{SHOP_PY, Scene, context};

fn output(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/crates/testrun/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn auto_fails(lessons: &[Value]) -> Vec<&Value> {
    lessons
        .iter()
        .filter(|e| e["type"] == "fail" && e["source"] == "auto")
        .collect()
}

fn oks(lessons: &[Value]) -> Vec<&str> {
    lessons
        .iter()
        .filter(|e| e["type"] == "success")
        .map(|e| e["lesson"].as_str().unwrap())
        .collect()
}

/// Claude Code's form of the Stop reminder: context for one more turn, not a `decision:
/// block`, which Claude Code shows the user as a hook error.
fn stop_reason(v: &Option<Value>) -> String {
    let v = v.as_ref().expect("expected a Stop answer");
    assert_eq!(v.as_object().unwrap().len(), 1, "only documented keys: {v}");
    let out = &v["hookSpecificOutput"];
    assert_eq!(out["hookEventName"], "Stop", "{v}");
    assert_eq!(out.as_object().unwrap().len(), 2, "{v}");
    out["additionalContext"].as_str().unwrap().to_string()
}

#[test]
fn pytest_cycle() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.write("test_shop.py", "from shop import apply_discount\n");
    assert_eq!(s.session_start("startup"), None);
    assert_eq!(s.read(&f, None), None);
    assert_eq!(s.pre_edit(&f, "- 9\n", "- 8\n"), None);
    assert_eq!(s.edit(&f, "- 9\n", "- 8\n"), None);

    let text = context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
    assert!(
        text.contains("\"test_apply_discount failed: AssertionError: expected 90, got 81\""),
        "{text}"
    );
    assert!(text.contains("- apply_discount (shop.py)"), "{text}");
    assert!(
        text.contains("cm fail apply_discount \"<root cause>\" --file shop.py"),
        "{text}"
    );
    let lessons = s.lessons("apply_discount", "shop.py");
    let fails = auto_fails(&lessons);
    assert_eq!(fails.len(), 1, "{lessons:?}");
    assert_eq!(fails[0]["session_id"], s.session.as_str());
    assert!(
        fails[0]["detail"]
            .as_str()
            .unwrap()
            .contains("test_shop.py::test_apply_discount")
    );
    // Cart was not edited: nothing recorded there.
    assert!(s.lessons("Cart.total", "shop.py").is_empty());

    // Same failure after another edit: one lesson, counted twice.
    s.edit(&f, "- 8\n", "- 7\n");
    let text = context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
    assert!(text.contains("same failure 2 times"), "{text}");
    // The command that records the root cause was given with the first failure.
    assert!(!text.contains("cm fail"), "{text}");
    // A rerun with no edit in between records nothing.
    assert_eq!(
        s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")),
        None
    );
    let lessons = s.lessons("apply_discount", "shop.py");
    let fails = auto_fails(&lessons);
    assert_eq!(fails.len(), 1);
    assert_eq!(fails[0]["occurrences"], 2);

    // The fix: the passing run records the ok, once.
    s.edit(&f, " - 7\n", "\n");
    let text = context(&s.bash_ok("pytest -x", &output("pytest/pytest_pass.txt")));
    assert!(
        text.contains("apply_discount (shop.py) (tests pass after 2 failed runs)"),
        "{text}"
    );
    assert_eq!(
        s.bash_ok("pytest -x", &output("pytest/pytest_pass.txt")),
        None
    );
    assert_eq!(
        oks(&s.lessons("apply_discount", "shop.py")),
        ["tests pass after 2 failed runs"]
    );

    // Stop: asks once for the root cause; never while a Stop hook is already active.
    assert_eq!(s.stop(true), None);
    let reason = stop_reason(&s.stop(false));
    assert!(reason.contains("apply_discount (shop.py)"), "{reason}");
    assert!(reason.contains("cm fail apply_discount"), "{reason}");
    assert_eq!(s.stop(false), None);
}

const LIB_RS: &str = "pub fn apply_discount(price: u32, pct: u32) -> u32 {\n    price - price * pct / 100 - 9\n}\n\npub fn parse_qty(s: &str) -> u32 {\n    s.trim().parse().expect(\"quantity must be a number\")\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn apply_discount_ten_percent() {\n        assert_eq!(apply_discount(100, 10), 90);\n    }\n}\n";

#[test]
fn cargo_test_cycle() {
    let s = Scene::new();
    let f = s.write("src/lib.rs", LIB_RS);
    s.edit(&f, "/ 100 - 9", "/ 100 - 8");
    let text = context(&s.bash_failed("cargo test", 101, &output("cargo/cargo_test_nobt.txt")));
    let lesson = "apply_discount_ten_percent and 1 more failed: assertion `left == right` failed (left: 81, right: 90)";
    assert!(text.contains(lesson), "{text}");
    assert!(text.contains("- apply_discount (src/lib.rs)"), "{text}");

    // `cargo test | tail` exits 0: the failure is read from the output (PostToolUse).
    s.edit(&f, "/ 100 - 8", "/ 100 - 7");
    let text = context(&s.bash_ok(
        "cargo test 2>&1 | tail -40",
        &output("cargo/cargo_test_nobt.txt"),
    ));
    assert!(text.contains("same failure 2 times"), "{text}");

    // A compile error is a failed run too, with its own lesson.
    s.edit(&f, "/ 100 - 7", "/ 100 - \"x\"");
    let text = context(&s.bash_failed("cargo test", 101, &output("cargo/cargo_compile_error.txt")));
    // What the model reads names no command (it stays in the stored detail).
    assert!(
        text.contains("\"the test run failed: error[E0277]"),
        "{text}"
    );

    s.edit(&f, "/ 100 - \"x\"", "/ 100");
    let text = context(&s.bash_ok("cargo test", &output("cargo/cargo_pass.txt")));
    assert!(text.contains("tests pass after 3 failed runs"), "{text}");
    let lessons = s.lessons("apply_discount", "src/lib.rs");
    assert_eq!(auto_fails(&lessons).len(), 2, "{lessons:?}");

    // Codex's Stop schema has no hookSpecificOutput: there the reminder is a block.
    assert_eq!(s.stop_codex(true), None);
    let v = s.stop_codex(false).expect("a Stop answer for Codex");
    assert_eq!(v.as_object().unwrap().len(), 2, "only documented keys: {v}");
    assert_eq!(v["decision"], "block", "{v}");
    assert!(
        v["reason"]
            .as_str()
            .unwrap()
            .contains("apply_discount (src/lib.rs)"),
        "{v}"
    );
    assert_eq!(
        s.stop(false),
        None,
        "one reminder per session, whoever asks"
    );
    assert_eq!(oks(&lessons), ["tests pass after 3 failed runs"]);
}

const SHOP_JS: &str = "function applyDiscount(price, pct) {\n  return price - (price * pct) / 100 - 9;\n}\nclass Cart {\n  total(items) {\n    if (!items) throw new TypeError(\"items must be an array\");\n    return items.reduce((a, b) => a + b, 0);\n  }\n}\nmodule.exports = { applyDiscount, Cart };\n";

#[test]
fn jest_cycle() {
    let s = Scene::new();
    let f = s.write("shop.js", SHOP_JS);
    s.edit(&f, "return items.reduce", "return (items || []).reduce");
    let text = context(&s.bash_failed("npx jest", 1, &output("jest/jest.txt")));
    assert!(
        text.contains("applies ten percent discount and 1 more failed: expect(received).toBe(expected) // Object.is equality (Expected: 90, Received: 81)"),
        "{text}"
    );
    assert!(text.contains("- Cart.total (shop.js)"), "{text}");
    s.edit(
        &f,
        "    if (!items) throw new TypeError(\"items must be an array\");\n",
        "",
    );
    let text = context(&s.bash_ok("npm test", &output("jest/jest_pass.txt")));
    assert!(
        text.contains("Cart.total (shop.js) (tests pass after 1 failed run)"),
        "{text}"
    );
    assert!(stop_reason(&s.stop(false)).contains("Cart.total"));
}

#[test]
fn vitest_and_earlier_lessons_in_the_failure_answer() {
    let s = Scene::new();
    let f = s.write("shop.js", SHOP_JS);
    s.fails("applyDiscount", "shop.js", 1);
    s.edit(&f, "/ 100 - 9", "/ 100 - 8");
    let text = context(&s.bash_failed("npx vitest run", 1, &output("vitest/vitest.txt")));
    assert!(
        text.contains("\"applies ten percent discount and 1 more failed: AssertionError: expected 81 to be 90 // Object.is equality\""),
        "{text}"
    );
    assert!(text.contains("Earlier lessons of these symbols:"), "{text}");
    assert!(
        text.contains("applyDiscount lesson 0: rounding drops cents"),
        "{text}"
    );
}

#[test]
fn runs_that_are_not_test_results_record_nothing() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    assert_eq!(
        s.bash_failed("ls missing", 2, "ls: cannot access 'missing'"),
        None
    );
    assert_eq!(
        s.bash_failed("pytest", 130, &output("pytest/pytest_default.txt")),
        None
    );
    assert_eq!(s.bash_failed("pytest", 5, "no tests ran in 0.01s"), None);
    let interrupted = json!({
        "session_id": s.session, "cwd": s.root, "hook_event_name": "PostToolUseFailure",
        "tool_name": "Bash", "tool_input": {"command": "pytest"}, "tool_use_id": "toolu_x",
        "error": format!("Exit code 1\n{}", output("pytest/pytest_default.txt")), "is_interrupt": true
    });
    assert_eq!(s.hook("post-tool-use-failure", &interrupted), None);
    let mut timed_out = interrupted;
    timed_out["is_interrupt"] = json!(false);
    timed_out["error"] = json!(format!(
        "Command timed out after 2m 0.0s\n{}",
        output("pytest/pytest_default.txt")
    ));
    assert_eq!(s.hook("post-tool-use-failure", &timed_out), None);
    // A background run has not finished: not a result either.
    let background = json!({
        "session_id": s.session, "cwd": s.root, "hook_event_name": "PostToolUse",
        "tool_name": "Bash", "tool_input": {"command": "pytest", "run_in_background": true},
        "tool_response": {"stdout": "", "stderr": "", "interrupted": false, "backgroundTaskId": "b1"}
    });
    assert_eq!(s.hook("post-tool-use", &background), None);
    assert!(s.lessons("apply_discount", "shop.py").is_empty());
    // The edit is still waiting for a real test run, which records it.
    assert!(
        s.bash_failed("python -m pytest", 1, &output("pytest/pytest_default.txt"))
            .is_some()
    );
    assert_eq!(auto_fails(&s.lessons("apply_discount", "shop.py")).len(), 1);
}

/// Tests failing before the session's first edit are its baseline: the same failures after
/// an edit are not the edit's lesson; a new failure is.
#[test]
fn failures_before_the_first_edit_are_never_blamed_on_later_edits() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    // No edit yet: nothing to blame, and what fails is remembered as the baseline.
    assert_eq!(
        s.bash_failed("pytest", 1, &output("pytest/pytest_default.txt")),
        None
    );
    s.edit(&f, "- 9\n", "- 8\n");
    assert_eq!(
        s.bash_failed("pytest", 1, &output("pytest/pytest_default.txt")),
        None,
        "the same failing tests are no new lesson"
    );
    assert!(s.lessons("apply_discount", "shop.py").is_empty());
    // A failure the baseline did not have is the edit's.
    s.edit(&f, "- 8\n", "- 7\n");
    let text = context(&s.bash_failed("pytest tests", 1, &output("pytest/default.txt")));
    assert!(
        text.contains("\"test_apply_discount and 2 more failed: assert 81 == 90\""),
        "{text}"
    );
    assert_eq!(auto_fails(&s.lessons("apply_discount", "shop.py")).len(), 1);
}

#[test]
fn a_green_run_with_nothing_failed_is_not_a_lesson() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "\n");
    assert_eq!(s.bash_ok("pytest", &output("pytest/pytest_pass.txt")), None);
    assert!(s.lessons("apply_discount", "shop.py").is_empty());
    assert_eq!(s.stop(false), None);
}

#[test]
fn stop_is_quiet_when_the_root_cause_was_written_by_hand() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    s.bash_failed("pytest", 1, &output("pytest/pytest_default.txt"));
    s.edit(&f, " - 8\n", "\n");
    s.bash_ok("pytest", &output("pytest/pytest_pass.txt"));
    s.cm(&[
        "fail",
        "apply_discount",
        "integer division drops cents",
        "--file",
        "shop.py",
    ]);
    assert_eq!(s.stop(false), None);
}

#[test]
fn a_created_file_is_blamed_by_its_symbols() {
    let s = Scene::new();
    s.write("tax.py", "def vat(price):\n    return price * 0.2\n");
    assert_eq!(
        s.hook(
            "post-tool-use",
            &s.fixture("post_tool_use_write_create.json")
        ),
        None
    );
    let text = context(&s.hook(
        "post-tool-use-failure",
        &s.fixture("post_tool_use_failure_bash.json"),
    ));
    assert!(text.contains("- vat (tax.py)"), "{text}");
}

#[test]
fn configured_test_commands_are_recognised() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    // A command whose words name no tests and whose output echoes no test command.
    assert_eq!(
        s.bash_failed("just ci", 1, &output("pytest/pytest_q.txt")),
        None
    );
    s.write(".code-memory.toml", "test_commands = ['^just ci$']\n");
    assert!(
        s.bash_failed("just ci", 1, &output("pytest/pytest_q.txt"))
            .is_some(),
        "{}",
        s.log()
    );
    assert_eq!(auto_fails(&s.lessons("apply_discount", "shop.py")).len(), 1);
}

#[test]
fn parallel_sessions_keep_their_own_changes() {
    let a = Scene::new();
    let f = a.write("shop.py", SHOP_PY);
    a.edit(&f, "- 9\n", "- 8\n");
    let b = Scene {
        session: "second-session".into(),
        ..a
    };
    b.edit(&f, "sum(items) + 1", "sum(items) + 2");
    context(&b.bash_failed("pytest", 1, &output("pytest/pytest_default.txt")));
    assert_eq!(auto_fails(&b.lessons("Cart.total", "shop.py")).len(), 1);
    assert!(
        b.lessons("apply_discount", "shop.py").is_empty(),
        "session a's edit is a's"
    );
}

#[test]
fn edits_of_prose_are_not_blamed() {
    let s = Scene::new();
    let readme = s.write("README.md", "# Shop\n\nSome text.\n");
    s.edit(&readme, "Some text.", "Other text.");
    assert_eq!(
        s.bash_failed("pytest", 1, &output("pytest/pytest_default.txt")),
        None
    );
}

#[test]
fn concurrent_hooks_of_parallel_sessions_are_safe() {
    let base = Scene::new();
    let f = base.write("shop.py", SHOP_PY);
    base.fails("Cart.total", "shop.py", 4);
    let files: Vec<_> = (0..6)
        .map(|i| {
            base.write(
                &format!("mod{i}.py"),
                &format!("def f{i}(x):\n    return x - {i}\n"),
            )
        })
        .collect();
    std::thread::scope(|scope| {
        for (i, file) in files.iter().enumerate() {
            let s = Scene {
                env: base.env.clone(),
                root: base.root.clone(),
                session: format!("parallel-{i}"),
            };
            let f = &f;
            scope.spawn(move || {
                assert!(s.pre_edit(f, "sum(items) + 1", "sum(items)").is_some());
                s.edit(file, &format!(" - {i}\n"), &format!(" + {i}\n"));
                assert!(
                    s.bash_failed("pytest", 1, &output("pytest/pytest_q.txt"))
                        .is_some()
                );
            });
        }
    });
    for i in 0..6 {
        let lessons = base.lessons(&format!("f{i}"), &format!("mod{i}.py"));
        assert_eq!(auto_fails(&lessons).len(), 1, "f{i}: {lessons:?}");
    }
    assert_eq!(base.log(), "", "no hook failed");
}

#[test]
fn codex_apply_patch_is_gated_and_recorded() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    let patch = "*** Begin Patch\n*** Update File: shop.py\n@@ class Cart:\n     def total(self, items):\n-        return sum(items) + 1\n+        return sum(items)\n*** Add File: tax.py\n+def vat(price):\n+    return price * 0.2\n*** End Patch\n";
    let payload = |event: &str| {
        json!({
            "session_id": s.session, "transcript_path": null, "cwd": s.root,
            "hook_event_name": event, "model": "gpt-5-codex", "tool_name": "apply_patch",
            "tool_input": {"command": patch}, "tool_use_id": "call_7Hq2",
            "tool_response": "Success. Updated the following files:\nM shop.py\nA tax.py\n"
        })
    };
    let reason = crate::hook::denied(&s.hook("pre-tool-use", &payload("PreToolUse")));
    assert!(reason.contains("Cart.total (shop.py)"), "{reason}");
    assert_eq!(
        s.hook("pre-tool-use", &payload("PreToolUse")),
        None,
        "the retry is allowed"
    );
    // Codex applies the patch, then reports it.
    std::fs::write(&f, SHOP_PY.replace("sum(items) + 1", "sum(items)")).unwrap();
    s.write("tax.py", "def vat(price):\n    return price * 0.2\n");
    assert_eq!(s.hook("post-tool-use", &payload("PostToolUse")), None);
    let text = context(&s.bash_failed("pytest -q", 1, &output("pytest/pytest_q.txt")));
    assert!(text.contains("- Cart.total (shop.py)"), "{text}");
    // `vat`, new in tax.py, is named by no failing test (`test_cart_total` names the other).
    assert!(!text.contains("- vat (tax.py)"), "{text}");
    assert!(!text.contains("- apply_discount"), "{text}");
    assert_eq!(s.log(), "", "nothing went wrong");
}

#[test]
fn a_green_run_of_another_runner_fixes_nothing() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    assert!(
        s.bash_failed("pytest", 1, &output("pytest/pytest_default.txt"))
            .is_some()
    );
    s.edit(&f, " - 8\n", "\n");
    assert_eq!(
        s.bash_ok("cargo test", &output("cargo/cargo_pass.txt")),
        None
    );
    assert!(oks(&s.lessons("apply_discount", "shop.py")).is_empty());
    s.edit(&f, "    return price", "    return  price");
    assert!(
        s.bash_ok("python -m pytest", &output("pytest/pytest_pass.txt"))
            .is_some()
    );
    assert_eq!(
        oks(&s.lessons("apply_discount", "shop.py")),
        ["tests pass after 1 failed run"]
    );
}

#[test]
fn a_failing_run_blames_a_method_not_also_its_class() {
    let s = Scene::new();
    let src = "export function applyDiscount(price: number, pct: number): number {\n  return price - price * pct / 100 - 9;\n}\n\nexport class Cart {\n  total(items: number[]): number {\n    return items.reduce((a, b) => a + b, 1);\n  }\n}\n";
    let f = s.write("shop.ts", src);
    let mut p = s.fixture("post_tool_use_write_create.json");
    p["tool_input"] = json!({"file_path": f, "content": src});
    p["tool_response"] = json!({"type": "create", "filePath": f, "content": src, "structuredPatch": [], "originalFile": null});
    assert_eq!(s.hook("post-tool-use", &p), None);
    let text = context(&s.bash_failed("npx jest", 1, &output("jest/jest.txt")));
    assert!(text.contains("- Cart.total (shop.ts)"), "{text}");
    assert!(text.contains("- applyDiscount (shop.ts)"), "{text}");
    // The class's own lines (its header, its closing brace) changed too, but a lesson on
    // `Cart` would be shown again beside the same lesson on `Cart.total`.
    assert!(!text.contains("- Cart (shop.ts)"), "{text}");
    assert!(s.lessons("Cart", "shop.ts").is_empty());
}

#[test]
fn a_test_run_that_found_no_tests_is_no_lesson() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    let runs = [
        (
            "pytest tests/nope.py",
            4,
            "ERROR: file or directory not found: tests/nope.py\n\n============================= test session starts ==============================\ncollected 0 items\n\n============================ no tests ran in 0.00s =============================\n",
        ),
        (
            "pytest --colour=yes",
            4,
            "ERROR: usage: pytest [options] [file_or_dir] [file_or_dir] [...]\npytest: error: unrecognized arguments: --colour=yes\n  inifile: None\n  rootdir: /home/dev/shop\n",
        ),
        (
            "npx jest shop.spec.js",
            1,
            "No tests found, exiting with code 1\nRun with `--passWithNoTests` to exit with code 0\nIn /home/dev/shop\n  3 files checked.\n  testMatch: **/__tests__/**/*.?([mc])[jt]s?(x), **/?(*.)+(spec|test).?([mc])[jt]s?(x) - 1 match\nPattern: shop.spec.js - 0 matches\n",
        ),
        (
            "npx vitest run cart",
            1,
            "\n RUN  v2.1.8 /home/dev/shop\n\nNo test files found, exiting with code 1\n\nfilter: cart\ninclude: **/*.{test,spec}.?(c|m)[jt]s?(x)\n",
        ),
        (
            "cargo test --test cart",
            101,
            "error: no test target named `cart` in default-run packages\n",
        ),
    ];
    for (i, (command, code, out)) in runs.iter().enumerate() {
        s.edit(&f, &format!("- {}\n", 9 + i), &format!("- {}\n", 10 + i));
        assert_eq!(s.bash_failed(command, *code, out), None, "{command}");
    }
    assert!(s.lessons("apply_discount", "shop.py").is_empty());
}

#[test]
fn a_scratch_file_outside_the_project_is_not_blamed() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    // The agent writes a reproduction script outside the project, then edits the code.
    let scratch = s.env.path().join("scratch").join("repro.py");
    std::fs::create_dir_all(scratch.parent().unwrap()).unwrap();
    let src = "from shop import apply_discount\n\ndef check():\n    assert apply_discount(100, 10) == 90\n";
    std::fs::write(&scratch, src).unwrap();
    let mut p = s.fixture("post_tool_use_write_create.json");
    p["tool_input"] = json!({"file_path": scratch, "content": src});
    p["tool_response"] = json!({"type": "create", "filePath": scratch, "content": src, "structuredPatch": [], "originalFile": null});
    assert_eq!(s.hook("post-tool-use", &p), None);
    s.edit(&f, "- 9\n", "- 8\n");
    let text = context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
    assert!(text.contains("- apply_discount (shop.py)"), "{text}");
    assert!(!text.contains("repro.py"), "{text}");
    let scratch_file = scratch.to_string_lossy().to_string();
    assert!(s.lessons("check", &scratch_file).is_empty());
}

#[test]
fn a_failing_run_blames_the_code_not_the_tests() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    // Test first: a new test fails before the code exists. The code did not change, so the
    // failure is no lesson.
    let test_src = "from shop import apply_discount\n\ndef test_apply_discount():\n    assert apply_discount(100, 10) == 90\n";
    let t = s.write("tests/test_shop.py", test_src);
    let mut p = s.fixture("post_tool_use_write_create.json");
    p["tool_input"] = json!({"file_path": t, "content": test_src});
    p["tool_response"] = json!({"type": "create", "filePath": t, "content": test_src, "structuredPatch": [], "originalFile": null});
    assert_eq!(s.hook("post-tool-use", &p), None);
    assert_eq!(
        s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")),
        None
    );
    assert!(
        s.lessons("test_apply_discount", "tests/test_shop.py")
            .is_empty()
    );

    // Code and test changed together: the code is blamed.
    s.edit(&f, "- 9\n", "- 8\n");
    s.edit(&t, "== 90\n", "== 90, 'ten percent'\n");
    let text = context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
    assert!(text.contains("- apply_discount (shop.py)"), "{text}");
    assert!(!text.contains("tests/test_shop.py"), "{text}");
    assert!(
        s.lessons("test_apply_discount", "tests/test_shop.py")
            .is_empty()
    );
}

#[test]
fn a_failure_that_comes_back_in_later_sessions_raises_the_risk() {
    let first = Scene::new();
    let f = first.write("shop.py", SHOP_PY);
    let mut risks = Vec::new();
    for round in 0..3 {
        let s = Scene {
            env: first.env.clone(),
            root: first.root.clone(),
            session: format!("session-{round}"),
        };
        s.edit(&f, "- 9\n", "- 8\n");
        context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
        s.edit(&f, "- 8\n", "- 9\n");
        s.bash_ok("pytest -x", &output("pytest/pytest_pass.txt"));
        let v: Value = serde_json::from_str(&s.cm(&[
            "query",
            "apply_discount",
            "--file",
            "shop.py",
            "--json",
        ]))
        .unwrap();
        risks.push(v["symbols"][0]["risk_score"].as_f64().unwrap());
        assert_eq!(v["symbols"][0]["fail_count"], round + 1, "{v}");
    }
    // The same failure in three sessions is worth more attention than in one, not less.
    assert!(risks[2] > risks[0], "{risks:?}");
}

#[test]
fn a_recurring_failure_is_shown_once_with_its_count() {
    let first = Scene::new();
    let f = first.write("shop.py", SHOP_PY);
    for round in 0..3 {
        let s = Scene {
            env: first.env.clone(),
            root: first.root.clone(),
            session: format!("session-{round}"),
        };
        s.edit(&f, "- 9\n", "- 8\n");
        context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
        s.edit(&f, "- 8\n", "- 9\n");
        s.bash_ok("pytest -x", &output("pytest/pytest_pass.txt"));
    }
    first.fails("apply_discount", "shop.py", 2);
    let s = Scene {
        env: first.env.clone(),
        root: first.root,
        session: "later".into(),
    };
    let text = context(&s.read(&f, None));
    let line = "test_apply_discount failed: AssertionError: expected 90, got 81";
    assert_eq!(text.matches(line).count(), 1, "{text}");
    // What the model reads: the failure, its error and what fixed it.
    assert!(
        text.contains(&format!(
            "{line} — fixed by: changed \"return price - price * pct // 100 - 8\" to \"return price - price * pct // 100 - 9\" (seen 3 times, last "
        )),
        "{text}"
    );
    assert!(
        !text.contains("exit code") && !text.contains("command:"),
        "{text}"
    );
}

/// A failing run whose output holds a secret: the lesson is stored redacted, and the answer
/// the model reads shows the stored lesson, never the raw output. A secret straddling the
/// 200-character cut of the lesson leaves no prefix behind either.
#[test]
fn a_secret_in_test_output_never_reaches_the_model() {
    let secrets = [
        "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB",
        "AKIAIOSFODNN7EXAMPLE",
        "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ",
        "xoxb-123456789012-1234567890123-abcdefghijklmnopqrstuvwx",
    ];
    for (i, secret) in secrets.iter().enumerate() {
        // Placed so that the secret starts a few characters before the lesson's cut.
        let pad = "x".repeat(150 + i * 7);
        let s = Scene::new();
        let f = s.write("shop.py", SHOP_PY);
        s.write("test_shop.py", "from shop import apply_discount\n");
        s.edit(&f, "- 9\n", "- 8\n");
        let out = output("pytest/pytest_x.txt").replace(
            "AssertionError: expected 90, got 81",
            &format!("AssertionError: login {pad} failed with {secret} for user"),
        );
        let text = context(&s.bash_failed("pytest -x", 1, &out));
        let stored = serde_json::to_string(&s.lessons("apply_discount", "shop.py")).unwrap();
        for shown in [&text, &stored] {
            assert!(!shown.contains(secret), "{secret} leaked: {shown}");
            assert!(
                !shown.contains(&secret[..8]),
                "a prefix of {secret} leaked: {shown}"
            );
        }
        assert!(
            text.contains("test_apply_discount failed: AssertionError: login"),
            "{text}"
        );
    }
}

/// The work of an edit (the new symbol table of a 3,000-line file, lessons following their
/// code, the lines to blame) goes on after the hook answered, in a child process that holds
/// `cm.db-finishing`; the next hook waits for it, so the failing run is still blamed on the
/// edited method.
#[test]
fn an_edit_is_answered_before_its_work_is_done() {
    let s = Scene::new();
    let mut big = String::new();
    for c in 0..60 {
        big.push_str(&format!("class Model{c}:\n"));
        for m in 0..10 {
            big.push_str(&format!(
                "    def method_{m}(self, x):\n        return x * {m} + {c}\n\n"
            ));
        }
        big.push('\n');
    }
    let f = s.write("models.py", &big);
    s.write("test_models.py", "from models import Model7\n");
    s.fails("Model7.method_3", "models.py", 1);
    s.read(&f, None);
    assert_eq!(s.edit(&f, "return x * 3 + 7\n", "return x * 3 + 8\n"), None);
    let mut lock = s.env.db().into_os_string();
    lock.push("-finishing");
    assert!(
        std::path::Path::new(&lock).exists(),
        "the edit's work was left to a child"
    );
    let finished = code_memory::wait_for_hooks(&s.env.db(), std::time::Duration::ZERO);
    assert!(!finished, "the hook waited for its work");
    let text = context(&s.bash_failed(
        "pytest -x",
        1,
        "FAILED test_models.py::test_model7 - AssertionError: expected 24, got 25\n1 failed in 0.02s\n",
    ));
    assert!(text.contains("Model7.method_3"), "{text}");
    assert!(!text.contains("Model7.method_2"), "{text}");
}
