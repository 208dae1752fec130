//! What a test run's output is taken to mean, through `cm hook`: runs that never started
//! and runs whose only failure is not the code's record nothing and keep the pending edits;
//! a project's task runner is known by the command it echoes.

use crate::hook::{SHOP_PY, Scene, context};

fn output(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/crates/testrun/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn auto_fails(s: &Scene) -> usize {
    s.lessons("apply_discount", "shop.py")
        .iter()
        .filter(|e| e["type"] == "fail" && e["source"] == "auto")
        .count()
}

#[test]
fn a_run_that_never_started_keeps_the_pending_edits() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    for (command, exit, out) in [
        (
            "cd backend && pytest -q",
            1,
            output("pytest/cd_missing.txt"),
        ),
        (
            "source .venv/bin/activate && pytest -q",
            1,
            output("pytest/no_venv.txt"),
        ),
        (
            "pytest -q tests/test_nothere.py",
            4,
            output("pytest/not_found.txt"),
        ),
        ("python3 -m pytest -q", 2, output("pytest/vendored.txt")),
        ("make test", 2, output("pytest/make_no_tests.txt")),
        ("go test ./docs", 1, output("go/no_go_files.txt")),
        ("npx bun test nothere", 1, output("bun/no_match.txt")),
    ] {
        assert_eq!(s.bash_failed(command, exit, &out), None, "{command}");
    }
    assert_eq!(auto_fails(&s), 0);
    // The edit still waits for a real run, which records it.
    let text = context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
    assert!(
        text.contains("AssertionError: expected 90, got 81"),
        "{text}"
    );
    assert_eq!(auto_fails(&s), 1);
}

#[test]
fn tests_that_passed_before_a_failing_linter_are_a_pass() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    assert!(
        s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt"))
            .is_some()
    );
    s.edit(&f, "- 8\n", "\n");
    // `bun run test && bun run lint`: the tests pass, the linter fails; the fix is recorded.
    let text = context(&s.bash_failed(
        "pytest -q && ruff check .",
        1,
        "....                                                                     [100%]\n4 passed in 0.02s\nshop.py:1:1: F401 `os` imported but unused\nFound 1 error.\n",
    ));
    assert!(text.contains("recorded the fix"), "{text}");
    assert_eq!(auto_fails(&s), 1);
}

#[test]
fn a_task_runner_is_known_by_the_command_it_echoes() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    let out = format!("[ci] $ pytest -x\n{}", output("pytest/pytest_x.txt"));
    let text = context(&s.bash_failed("mise run ci", 1, &out));
    assert!(text.contains("expected 90, got 81"), "{text}");
    assert_eq!(auto_fails(&s), 1);
}

/// A command that looks like the project's test run and that cm does not recognise is named
/// once by the session brief, and by `cm doctor`, with the setting that makes it one; once
/// set, its failures are lessons.
#[test]
fn an_unrecognised_test_command_is_named_with_its_setting() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    let out = "e2e: checkout flow\n  step 3: total was 81, expected 90\nE2E FAILED\n";
    for _ in 0..2 {
        assert_eq!(s.bash_failed("pnpm run e2e-tests --headed", 1, out), None);
    }
    assert_eq!(auto_fails(&s), 0);
    let brief = context(&s.session_start("startup"));
    assert!(
        brief.contains("`pnpm run e2e-tests` ran 2 times"),
        "{brief}"
    );
    assert!(
        brief.contains(r"test_commands = ['^pnpm run e2e\-tests\b']"),
        "{brief}"
    );
    // Said once.
    assert_eq!(s.session_start("startup"), None);
    let doctor = s
        .env
        .cm()
        .current_dir(&s.root)
        .args(["doctor"])
        .output()
        .unwrap();
    let doctor = String::from_utf8_lossy(&doctor.stdout).to_string();
    assert!(doctor.contains("`pnpm run e2e-tests` (2 runs)"), "{doctor}");
    assert!(
        doctor.contains(r"test_commands = ['^pnpm run e2e\-tests\b']"),
        "{doctor}"
    );
    // The setting makes it a test run, and doctor quiet about it.
    s.write(
        ".code-memory.toml",
        "test_commands = ['^pnpm run e2e\\-tests\\b']\n",
    );
    let out = output("pytest/pytest_x.txt");
    assert!(s.bash_failed("pnpm run e2e-tests", 1, &out).is_some());
    assert_eq!(auto_fails(&s), 1);
    let doctor = s
        .env
        .cm()
        .current_dir(&s.root)
        .args(["doctor"])
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&doctor.stdout).contains("e2e-tests"));
}
