//! The replay benchmark's judge (benches/replay/judge.rs) against the lessons read by hand
//! (benches/replay/labels.jsonl): real runs' output, the lesson `cm` recorded on each, and
//! what a person found it to be.

#[path = "../../benches/replay/judge.rs"]
#[allow(dead_code)]
mod judge;

use serde_json::Value;

#[test]
fn the_judge_agrees_with_the_hand_labels() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/replay/labels.jsonl");
    let text = std::fs::read_to_string(path).expect("the hand labels");
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let label: Value = serde_json::from_str(line).expect("one JSON object a line");
        let output = label["output"].as_str().unwrap();
        let lesson = label["lesson"].as_str().unwrap();
        let run = judge::judge_command(label["command"].as_str().unwrap(), output);
        let got = judge::judge_lesson(&run, output, lesson).name();
        if got != label["label"] {
            wrong.push(format!(
                "{} #{}: judged {got}, labelled {}",
                label["session"], label["call"], label["label"]
            ));
        }
        checked += 1;
    }
    assert!(checked >= 10, "too few hand labels: {checked}");
    assert!(
        wrong.is_empty(),
        "the judge disagrees with the hand labels:\n{}",
        wrong.join("\n")
    );
}

/// The judge on the real runner output of crates/testrun/tests/fixtures/: the verdict each run's
/// report gives, and the error lines it finds where tests failed.
#[test]
fn the_judge_reads_each_runners_real_report() {
    use judge::Verdict;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/testrun/tests/fixtures");
    let passed = [
        "go/green_v",
        "pytest/green_v",
        "pytest/pytest_pass",
        "jest/green",
        "jest/jest_pass",
        "vitest/green",
        "vitest/vitest_pass",
        "mocha/green",
        "cargo/cargo_pass",
        "cargo/green",
        // Tests pass, the linter chained after them fails.
        "bun/test_and_lint",
        // Tests pass; a tool's stray `ERROR:` line follows.
        "mocha/vscode_test_green",
    ];
    let never = [
        "pytest/import_error",
        "pytest/pytest_collect_error",
        "pytest/syntax_error",
        "jest/jest_suite_error",
        "unittest/import_error",
        "go/no_go_files",
        "go/missing_dir",
        "go/test_broken",
        "pytest/not_found",
        "pytest/vendored",
        "pytest/make_no_tests",
    ];
    // The shell failed before the runner, or the runner printed no report.
    let not_a_run = [
        "go/cd_missing",
        "pytest/cd_missing",
        "pytest/no_venv",
        "bun/no_match",
        "mocha/pretest_tsc",
        "pytest/lint_first",
        // The summary was cut away (`| tail -40`, `| head`): the judge counts only runs
        // that show it.
        "mocha/tail_cut",
        "mocha/head",
        "vitest/head",
    ];
    let build = [
        "go/build_error",
        "cargo/cargo_compile_error",
        "cargo/compile_error",
    ];
    let mut checked = 0;
    for runner in [
        "go", "pytest", "jest", "vitest", "bun", "mocha", "cargo", "unittest",
    ] {
        for entry in std::fs::read_dir(format!("{dir}/{runner}")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let name = format!("{runner}/{}", path.file_stem().unwrap().to_string_lossy());
            let run = judge::judge_run(&std::fs::read_to_string(&path).unwrap());
            let expected = if passed.contains(&name.as_str()) {
                "Passed"
            } else if never.contains(&name.as_str()) {
                "NeverRan"
            } else if not_a_run.contains(&name.as_str()) {
                "NotATestRun"
            } else if build.contains(&name.as_str()) {
                "BuildFailed"
            } else {
                "Failed"
            };
            let got = format!("{:?}", run.verdict);
            assert!(got.starts_with(expected), "{name}: {got}, not {expected}");
            // A failure's error is found, unless the agent cut it off (`| tail`).
            if run.verdict == Verdict::Failed && name != "cargo/tail" {
                assert!(!run.errors.is_empty(), "{name}: no error line found");
            }
            checked += 1;
        }
    }
    assert!(checked >= 60, "{checked}");
    let errors_of = |name: &str| {
        judge::judge_run(&std::fs::read_to_string(format!("{dir}/{name}.txt")).unwrap()).errors
    };
    assert!(errors_of("bun/default").contains(&"Expected: 90".to_string()));
    assert!(errors_of("go/default").contains(&"got 81, want 90".to_string()));
    // A panic in a failing test is its error.
    assert!(
        errors_of("go/default")
            .contains(&"panic: not implemented [recovered, repanicked]".to_string())
    );
    assert!(errors_of("pytest/default").contains(&"assert 81 == 90".to_string()));
    assert!(
        errors_of("vitest/vitest")
            .contains(&"AssertionError: expected 81 to be 90 // Object.is equality".to_string())
    );
    assert!(errors_of("mocha/default").contains(&"81 !== 90".to_string()));
    assert!(errors_of("cargo/default").contains(&"left: 81".to_string()));
}
