//! Which green runs count as having run the tests that failed.

use super::*;

fn failure(runner: &str, command: &str, tests: &[&str]) -> Failure {
    Failure {
        symbol_id: 1,
        runner: runner.into(),
        failed_runs: 1,
        first_failed_at: String::new(),
        run: FailedRun {
            command: command.into(),
            tests: tests.iter().map(|t| t.to_string()).collect(),
            ..FailedRun::default()
        },
        touched: false,
        code_touched: false,
        tests_touched: false,
    }
}

fn green(command: &str) -> CommandRun {
    CommandRun {
        command: command.into(),
        exit_code: Some(0),
        output: String::new(),
        interrupted: false,
    }
}

#[test]
fn a_green_run_fixes_only_the_tests_it_ran() {
    let f = failure(
        "pytest",
        "pytest -q -k ordering tests",
        &["tests/t.py::test_o"],
    );
    let ran = |cmd: &str, passed: &[&str]| {
        let passed: Vec<String> = passed.iter().map(|p| p.to_string()).collect();
        ran_the_failed_tests(&f, Runner::Pytest, &green(cmd), &passed)
    };
    assert!(ran("pytest -q -k ordering tests", &[]), "the same command");
    assert!(ran("python -m pytest", &[]), "the whole suite");
    assert!(!ran("pytest -q -k explicitly", &[]), "other tests");
    assert!(!ran("pytest -v -k o tests", &[]), "a narrowing filter");
    let all = failure("pytest", "pytest tests", &["tests/t.py::test_o"]);
    let passed = ["tests/t.py::test_total".to_string()];
    assert!(!ran_the_failed_tests(
        &all,
        Runner::Pytest,
        &green("pytest -v -k total tests"),
        &passed
    ));
    assert!(ran_the_failed_tests(
        &all,
        Runner::Pytest,
        &green("pytest -v tests"),
        &passed
    ));
    assert!(
        ran("pytest -k x -v", &["tests/t.py::test_o"]),
        "passed by name"
    );
    let cargo = failure("cargo", "cargo test", &["tests::a"]);
    assert!(!ran_the_failed_tests(
        &cargo,
        Runner::Pytest,
        &green("pytest"),
        &[]
    ));
    // A package's test script with no filter runs the whole suite.
    let jest = failure("jest", "npx jest", &["pricing › total"]);
    assert!(ran_the_failed_tests(
        &jest,
        Runner::Any,
        &green("npm test"),
        &[]
    ));
}
