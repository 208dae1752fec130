//! What a finished run's output is taken to mean. Only a real test verdict makes a lesson:
//! tests that ran and failed. A run whose runner never started (a shell error before it, a
//! wrong path, no test files, a missing module of the environment), a run whose tests passed
//! while a chained step failed (`bun run test && bun run lint`), a compile error in the tests
//! themselves and a failure only in a vendored or ignored directory are told apart, so the
//! caller records nothing for them and keeps what it was waiting to judge.

use super::command::{cannot_fail, find_run, is_setup_step, split_segments};
use super::{RunReport, Runner, clean_output, conventions, parse_clean, summary};

/// The verdict on one finished test run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The runner ran and every test it ran passed.
    Passed,
    /// The runner ran and tests failed (or the code under test did not build).
    Failed(RunReport),
    /// The tests could not be built: every compile error is located in test code
    /// (`summarise_test.go:252:37: undefined: strings`). The test is broken, not the code.
    TestCodeBroken(RunReport),
    /// No test was judged.
    NotRun(NotRun),
}

/// Why a run judged no test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotRun {
    /// A shell step before the runner failed: `cd` into a missing directory, a missing
    /// `.venv/bin/activate`, a command not found.
    Shell,
    /// The runner found nothing to run: a wrong path, package or filter, no test files,
    /// a usage error.
    NoTests,
    /// The runner or its environment could not start: a missing runner, script or package,
    /// `go.mod` out of date, the network down.
    Setup,
    /// Every failure lies in a vendored or ignored directory (`node_modules/`, `vendor/`, a
    /// repository cloned into `tmp/`): not the project's tests.
    Elsewhere,
    /// A step chained before the runner (a linter, a type check, a formatter) failed and
    /// the runner reported no test: `ruff check . && mypy . && pytest` stopped at ruff, or
    /// `tsc` in a `pretest` script found a type error.
    OtherStep,
    /// The output holds no verdict: no failing test, no runner summary, no compile error.
    NoVerdict,
}

impl Verdict {
    /// Whether the run judged the project's code: a pass or a failure. Any other verdict
    /// leaves the edits it would have judged to the next run.
    pub fn judged_code(&self) -> bool {
        matches!(self, Verdict::Passed | Verdict::Failed(_))
    }
}

/// Judges a finished run of `runner` whose command is unknown (one runner, no chain): what
/// tests and the fuzz targets feed; a hook knows the command and calls [`judge_run`].
pub fn judge(runner: Runner, exit_code: Option<i32>, output: &str) -> Verdict {
    judge_run(runner, "", exit_code, output)
}

/// How a shell command ended: what an agent reports of a command it ran.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandRun {
    pub command: String,
    /// 0 for Claude Code's PostToolUse; the `Exit code N` of PostToolUseFailure; None when
    /// the agent gave no exit code (a failure without one, every Codex command): the
    /// output then tells how the run ended.
    pub exit_code: Option<i32>,
    pub output: String,
    pub interrupted: bool,
}

/// Judges a finished run of `command` (whose test segment runs `runner`).
///
/// - A runner's own "no result" exits (pytest's 4, usage error, and 5, no tests collected)
///   are no verdict.
/// - Failing tests named by the output are a failure (also at exit 0: `pytest | tail`),
///   unless they all lie in vendored or ignored directories.
/// - A passing runner summary with no failure is a pass whatever the exit code; with a
///   failing summary line too, a pass when the command chains another step (`&&`, `;`,
///   `|`) that is not a test run, whose failure it is.
/// - Exit 0 is a pass.
/// - Signs of a run that never started (shell errors, no test files, a wrong package path,
///   a missing runner or package) are no verdict; so is a failure with no test named
///   when a step chained before the tests (a linter) could have stopped the command.
/// - Otherwise a build failure is a failure of the code, or of the tests when every
///   compile error is located in test code; a non-zero exit with an error line is a
///   failure; anything else (no exit code and no summary, or nothing readable) is no
///   verdict.
pub fn judge_run(runner: Runner, command: &str, exit_code: Option<i32>, output: &str) -> Verdict {
    if let (Some(spec), Some(code)) = (runner.spec(), exit_code)
        && spec.no_result_exits.contains(&code)
    {
        return Verdict::NotRun(NotRun::NoTests);
    }
    let clean = clean_output(output);
    let mut report = parse_clean(runner, &clean);
    if !report.failed_tests.is_empty() {
        report.failed_tests.retain(|t| !is_elsewhere(t));
        if report.failed_tests.is_empty() {
            return Verdict::NotRun(NotRun::Elsewhere);
        }
        return build_failure(report, &clean);
    }
    let seen = summary::read_all(&clean);
    // A filter that matched no test (`cargo test no_such_name`) passed nothing.
    if report.passed_tests.is_empty() && seen.ran_none() {
        return Verdict::NotRun(NotRun::NoTests);
    }
    if seen.passed && (!seen.failed || chains_other_steps(command)) {
        return Verdict::Passed;
    }
    // A failing summary cut out of its report by a filter (`jest | tail -20`: `Tests: 5
    // failed`, no test named) is no verdict on the code, and the filter's exit 0 no pass:
    // the edits wait for the run that names the failures.
    let cut = filtered(command) && seen.failed && report.failed_tests.is_empty();
    if exit_code == Some(0) && !cut {
        return Verdict::Passed;
    }
    if let Some(why) = not_run(exit_code, &clean) {
        return Verdict::NotRun(why);
    }
    let compiled = compile_errors(&clean);
    let no_test = report.failed_tests.is_empty() && report.passed_tests.is_empty();
    // A linter before the tests stopped the command, or a type check did (`tsc` in a
    // `pretest` script): no test ran.
    if no_test
        && (compiled.is_none() && steps_before_tests(command)
            || !seen.passed && type_check_only(&clean))
    {
        return Verdict::NotRun(NotRun::OtherStep);
    }
    if cut && compiled.is_none() {
        return Verdict::NotRun(NotRun::NoVerdict);
    }
    // `FAIL pkg [build failed]` with its errors cut away: nothing says what broke.
    if no_test && compiled.as_ref().is_some_and(Vec::is_empty) && !seen.passed {
        return Verdict::NotRun(NotRun::NoVerdict);
    }
    if seen.failed || compiled.is_some() {
        return build_failure(report, &clean);
    }
    match (exit_code, &report.error) {
        (Some(_), Some(e)) if !is_wrapper_exit(e) => Verdict::Failed(report),
        _ => Verdict::NotRun(NotRun::NoVerdict),
    }
}

/// A failure whose compile errors all lie in test code is the tests' own, when nothing else
/// failed: every failing id is one of those files (a suite that could not load).
fn build_failure(report: RunReport, output: &str) -> Verdict {
    let tests_broken = compile_errors(output).is_some_and(|files| {
        !files.is_empty()
            && files.iter().all(|f| conventions::is_test(f, ""))
            && report.failed_tests.iter().all(|t| {
                files
                    .iter()
                    .any(|f| f.ends_with(t.as_str()) || t.ends_with(f.as_str()))
            })
    });
    if tests_broken {
        Verdict::TestCodeBroken(report)
    } else {
        Verdict::Failed(report)
    }
}

/// `error: script "test" exited with code 1` (bun), `npm error ... exited`: the wrapper
/// saying its script failed, not why.
fn is_wrapper_exit(error: &str) -> bool {
    error.contains("exited with code") || error.contains("Command failed with exit code")
}

/// Whether `command` runs a step besides its test runs (a linter, a build, a formatter)
/// whose failure could be the run's: any `&&`/`;`/`|` segment that is not a test run and
/// not a step that only sets up the shell (`cd`, `source`, `export`).
fn chains_other_steps(command: &str) -> bool {
    let segments = split_segments(command);
    segments.len() > 1
        && segments.iter().any(|seg| {
            let first = seg.split_whitespace().next().unwrap_or("");
            !is_setup_step(seg) && !is_output_filter(first) && find_run(seg).is_none()
        })
}

/// Programs a run's output is piped through to be cut or searched: they fail nothing of
/// their own, and their exit code hides the tests'.
const OUTPUT_FILTERS: &[&str] = &[
    "tail", "head", "grep", "egrep", "rg", "tee", "cat", "less", "more", "sed", "awk", "cut",
    "sort", "uniq", "wc", "tr", "column",
];

/// PowerShell's output filters (any case): `| Select-Object -Last 5`, `| findstr FAIL`.
const POWERSHELL_FILTERS: &[&str] = &[
    "Select-Object",
    "select",
    "Select-String",
    "sls",
    "Tee-Object",
    "Out-String",
    "Out-Host",
    "findstr",
    "Sort-Object",
    "Measure-Object",
];

fn is_output_filter(program: &str) -> bool {
    OUTPUT_FILTERS.contains(&program)
        || POWERSHELL_FILTERS
            .iter()
            .any(|f| program.eq_ignore_ascii_case(f))
}

/// Whether the command's last step filters the output (`go test ./... | tail -20`): its
/// exit code is the filter's, and the tests' report may be cut.
fn filtered(command: &str) -> bool {
    split_segments(command)
        .last()
        .is_some_and(|seg| seg.split_whitespace().next().is_some_and(is_output_filter))
}

/// Whether `command` runs another step before its first test run (`ruff check . && pytest`),
/// one that is not a test run, does not only set up the shell and could fail (not `echo`
/// or `sleep`).
fn steps_before_tests(command: &str) -> bool {
    let segments = split_segments(command);
    segments
        .iter()
        .position(|seg| find_run(seg).is_some())
        .is_some_and(|first_run| segments[..first_run].iter().any(|seg| !cannot_fail(seg)))
}

/// A failing test id under a vendored or ignored directory: `tmp/clone/tests/test_x.py::t`,
/// `node_modules/pkg/x.test.js > suite > t`.
fn is_elsewhere(id: &str) -> bool {
    let path = id.split("::").next().unwrap_or(id);
    let path = path.split(" > ").next().unwrap_or(path).trim();
    path.contains('/') && conventions::is_vendored(path)
}

/// The files a build failure's compile errors are located in, when the output is one:
/// Go's `[build failed]` with its `./x_test.go:12:5: undefined: y` lines, Rust's
/// `error[E0425]` with its `--> tests/x.rs:5:9`, TypeScript's `x.test.ts(3,1): error
/// TS2304` or `x.test.ts:3:1 - error TS2304`, pytest collecting a file with a syntax error.
fn compile_errors(output: &str) -> Option<Vec<String>> {
    let lines: Vec<&str> = output.lines().collect();
    let mut files = Vec::new();
    let mut build = false;
    let mut rust_error = false;
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        build |= t.ends_with("[build failed]") || t.starts_with("error: could not compile");
        if t.starts_with("error[") || t.starts_with("error:") {
            rust_error = !t.starts_with("error: could not compile");
        } else if t.starts_with("warning") {
            rust_error = false;
        }
        if let Some(at) = t.strip_prefix("--> ")
            && rust_error
        {
            // `src/lib.rs:12:5` -> `src/lib.rs`.
            files.push(at.trim().split(':').next().unwrap_or(at).to_string());
        } else if let Some(at) = go_error(t) {
            files.push(at);
        } else if let Some(at) = ts_error(t) {
            build = true;
            files.push(at);
        } else if t.starts_with("E   SyntaxError") || t.starts_with("E   IndentationError") {
            // pytest: the file is named by the `File "..."` line above it.
            build = true;
            files.extend(lines[..i].iter().rev().find_map(|l| python_file(l)));
        }
    }
    build.then_some(files)
}

/// Whether the output's compile errors are all TypeScript's own (`tsc`), which no test
/// runner prints for the tests it runs: a type check chained before them.
fn type_check_only(output: &str) -> bool {
    let mut ts = false;
    for l in output.lines() {
        let t = l.trim();
        if t.ends_with("[build failed]") || t.starts_with("error[") || t.starts_with("E   ") {
            return false;
        }
        ts |= ts_error(t).is_some();
    }
    ts
}

/// `./hooks_test.go:48:5: undefined: strings` -> `hooks_test.go`.
fn go_error(t: &str) -> Option<String> {
    let (file, rest) = t.split_once(".go:")?;
    (!file.contains(' ') && rest.starts_with(|c: char| c.is_ascii_digit()))
        .then(|| format!("{}.go", file.trim_start_matches("./")))
}

/// `src/x.test.ts(3,1): error TS2304: ...`, `src/x.test.ts:3:1 - error TS2304: ...`.
fn ts_error(t: &str) -> Option<String> {
    let at = t.find(" error TS").or_else(|| t.find(": error TS"))?;
    let head = t[..at].trim_end_matches([':', ' ', '-']);
    let file = head.split(['(', ':']).next()?;
    (!file.is_empty() && !file.contains(' ')).then(|| file.to_string())
}

/// `  File "/x/tests/test_x.py", line 3` -> the path.
fn python_file(l: &str) -> Option<String> {
    let l = l.strip_prefix("E ").unwrap_or(l).trim_start();
    let rest = l.strip_prefix("File \"")?;
    Some(rest.split_once('"')?.0.to_string())
}

/// Why a run that named no failing test and gave no passing summary judged no test, if
/// its output says so.
fn not_run(exit_code: Option<i32>, output: &str) -> Option<NotRun> {
    const SHELL: &[&str] = &[
        "no such file or directory",
        "command not found",
        "can't cd to",
        "permission denied",
        "is not recognized as an internal or external command",
    ];
    const NO_TESTS: &[&str] = &[
        "ERROR: file or directory not found:",
        "ERROR: not found:",
        "ERROR: usage:",
        "no tests ran in",
        "No test files found",
        "No tests found, exiting with code 1",
        "did not match any test files",
        "error: no test target named",
        "error: unexpected argument",
        "no Go files in",
        "[setup failed]",
        "directory not found",
        "matched no packages",
        "npm ERR! Missing script",
        "npm error Missing script",
        "ERR_PNPM_NO_SCRIPT",
        "error Command \"test\" not found",
        "No rule to make target",
        "error: no such command",
        "error: could not find `Cargo.toml`",
    ];
    const SETUP: &[&str] = &[
        "No module named pytest",
        "No module named 'pytest'",
        "No module named tox",
        "Cannot find module 'jest",
        "Cannot find module 'vitest",
        "Cannot find module 'mocha",
        "Cannot find module 'ava",
        "Cannot find package '",
        "could not determine executable to run",
        "ImportError while loading conftest",
        "go: updates to go.mod needed",
        "go: cannot find main module",
        "go.mod file not found in current directory",
        "missing go.sum entry",
        "no required module provides package",
        "cannot find package",
        "Could not resolve host",
        "Temporary failure in name resolution",
        "Network is unreachable",
        "failed to download",
    ];
    if matches!(exit_code, Some(126 | 127)) {
        return Some(NotRun::Shell);
    }
    if NO_TESTS.iter().any(|s| output.contains(s)) {
        return Some(NotRun::NoTests);
    }
    if SETUP.iter().any(|s| output.contains(s)) {
        return Some(NotRun::Setup);
    }
    // Shell errors are matched on the shell's own lines, whatever its case
    // (`bash: line 1: cd: x: No such file or directory`, `(eval):cd:1: no such file or
    // directory: x`), not in a test's output that happens to quote one.
    output
        .lines()
        .map(str::to_ascii_lowercase)
        .any(|l| is_shell_line(&l) && SHELL.iter().any(|s| l.contains(s)))
        .then_some(NotRun::Shell)
}

/// A line the shell itself printed: `bash: ...`, `sh: 1: ...`, `zsh:1: ...`,
/// `/bin/bash: ...`, `(eval):cd:1: ...`, or one naming a command and its error directly
/// (`cd: x: No such file or directory`).
fn is_shell_line(lower: &str) -> bool {
    let t = lower.trim_start();
    [
        "bash:",
        "sh:",
        "zsh:",
        "/bin/",
        "/usr/bin/",
        "(eval):",
        "cd:",
        "source:",
    ]
    .iter()
    .any(|p| t.starts_with(p))
        || t.split_once(": ")
            .is_some_and(|(head, _)| !head.contains(' ') && !head.contains('"'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_matching_no_test_runs_none() {
        let cargo = "     Running unittests src/lib.rs (target/debug/deps/strsim-1)\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 88 filtered out; finished in 0.00s\n\n     Running tests/lib.rs (target/debug/deps/lib-2)\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 8 filtered out; finished in 0.00s\n";
        assert_eq!(
            judge_run(Runner::Cargo, "cargo test no_such_name", Some(0), cargo),
            Verdict::NotRun(NotRun::NoTests)
        );
        let some = cargo.replacen("running 0 tests", "running 1 test\ntest x ... ok", 1);
        assert_eq!(judge(Runner::Cargo, Some(0), &some), Verdict::Passed);
        let go = "ok  \texample.com/shop\t0.002s [no tests to run]\n";
        assert_eq!(
            judge(Runner::Go, Some(0), go),
            Verdict::NotRun(NotRun::NoTests)
        );
        assert_eq!(
            judge(Runner::Go, Some(0), "ok  \texample.com/shop\t0.002s\n"),
            Verdict::Passed
        );
        let mocha = "Error: No test files found: \"tests/nope.js\"\n";
        assert_eq!(
            judge(Runner::Mocha, Some(1), mocha),
            Verdict::NotRun(NotRun::NoTests)
        );
    }

    #[test]
    fn a_compile_error_in_test_code_is_the_tests_own() {
        let jest = "FAIL src/cart.test.ts\n  ● Test suite failed to run\n\n    src/cart.test.ts:3:1 - error TS2304: Cannot find name 'describe2'.\n\nTests:       0 total\n";
        assert!(matches!(
            judge(Runner::Jest, Some(1), jest),
            Verdict::TestCodeBroken(_)
        ));
        // Another suite's real failure beside it is a failure.
        let both = format!(
            "{jest}FAIL src/shop.test.ts\n  ● shop › total\n\n    expect(received).toBe(expected)\n\n    Expected: 3\n    Received: 4\n"
        );
        assert!(matches!(
            judge(Runner::Jest, Some(1), &both),
            Verdict::Failed(_)
        ));
        let pytest = "_____ ERROR collecting tests/test_shop.py _____\nE     File \"/x/tests/test_shop.py\", line 3\nE       def test_total(\nE                     ^\nE   SyntaxError: '(' was never closed\n=== short test summary info ===\nERROR tests/test_shop.py\n!!! Interrupted: 1 error during collection !!!\n=== 1 error in 0.05s ===\n";
        assert!(matches!(
            judge(Runner::Pytest, Some(2), pytest),
            Verdict::TestCodeBroken(_)
        ));
        // A syntax error in the code under test is the code's.
        let code = pytest.replace("/x/tests/test_shop.py", "/x/shop.py");
        assert!(matches!(
            judge(Runner::Pytest, Some(2), &code),
            Verdict::Failed(_)
        ));
        let rust = "error[E0425]: cannot find value `x` in this scope\n --> tests/orders.rs:5:9\n  |\n5 |     x\n  |     ^ not found in this scope\n\nerror: could not compile `shop` (test \"orders\") due to 1 previous error\n";
        assert!(matches!(
            judge(Runner::Cargo, Some(101), rust),
            Verdict::TestCodeBroken(_)
        ));
        let rust_code = rust.replace("tests/orders.rs", "src/lib.rs");
        assert!(matches!(
            judge(Runner::Cargo, Some(101), &rust_code),
            Verdict::Failed(_)
        ));
    }

    #[test]
    fn shell_errors_before_the_runner_are_no_verdict() {
        for out in [
            "bash: line 1: cd: backend: No such file or directory\n",
            "(eval):cd:1: no such file or directory: backend\n",
            "zsh:source:1: no such file or directory: .venv/bin/activate\n",
            "sh: 1: cd: can't cd to backend\n",
            "/bin/sh: 1: pytest: not found\nbash: pytest: command not found\n",
        ] {
            assert_eq!(
                judge(Runner::Pytest, Some(1), out),
                Verdict::NotRun(NotRun::Shell),
                "{out}"
            );
        }
        // Quoted by a test that failed, it is that test's failure.
        let quoted = "FAILED tests/test_cli.py::test_cd - AssertionError: 'cd: x: No such file or directory'\n1 failed in 0.1s\n";
        assert!(matches!(
            judge(Runner::Pytest, Some(1), quoted),
            Verdict::Failed(_)
        ));
        for out in [
            "go: updates to go.mod needed; to update it:\n\tgo mod tidy\n",
            "error: Cannot find package 'zod' from '/x/src/schema.ts'\n",
        ] {
            assert_eq!(
                judge(Runner::Any, Some(1), out),
                Verdict::NotRun(NotRun::Setup),
                "{out}"
            );
        }
        assert_eq!(
            judge(Runner::Any, Some(1), "something went wrong\n"),
            Verdict::NotRun(NotRun::NoVerdict)
        );
    }

    #[test]
    fn a_chained_step_failing_after_passing_tests_is_a_pass() {
        let out = " 3 pass\n 0 fail\nRan 3 tests across 1 file. [9.00ms]\nsrc/x.ts(3,1): error TS2304: Cannot find name 'y'.\nFound 1 error in src/x.ts:3\n";
        assert_eq!(
            judge_run(
                Runner::Any,
                "bun run test && bunx tsc --noEmit",
                Some(2),
                out
            ),
            Verdict::Passed
        );
        // Without another step, the failing line is the run's own.
        assert!(matches!(
            judge_run(Runner::Bun, "bun test", Some(1), out),
            Verdict::Failed(_) | Verdict::TestCodeBroken(_)
        ));
    }

    #[test]
    fn a_failing_summary_cut_by_a_filter_is_no_pass() {
        let out = "Test Suites: 2 failed, 23 passed, 25 total\nTests:       5 failed, 473 passed, 478 total\nRan all test suites.\n";
        let command = "pnpm --filter api test 2>&1 | tail -20";
        assert_eq!(
            judge_run(Runner::Any, command, Some(0), out),
            Verdict::NotRun(NotRun::NoVerdict)
        );
        // The next run shows the failing tests: a verdict.
        let named = "FAIL src/auth/auth.service.spec.ts\n  ● AuthService › unlinkMethod › should remove auth method\n";
        assert!(matches!(
            judge_run(
                Runner::Any,
                "pnpm --filter api test 2>&1 | grep -E \"FAIL|●\"",
                Some(0),
                named
            ),
            Verdict::Failed(_)
        ));
        // All green through a filter is a pass.
        let green = "Tests:       478 passed, 478 total\n";
        assert_eq!(
            judge_run(Runner::Any, command, Some(0), green),
            Verdict::Passed
        );
    }

    #[test]
    fn a_build_failure_with_its_errors_cut_away_is_no_verdict() {
        let out = "174:\t\t\t\tSegments: []*config.Segment{\nFAIL\tgithub.com/o/r/src/prompt [build failed]\nFAIL\n";
        let command = "grep -n \"Segment{\" prompt/runs_test.go | sed -n '1,3p'; go test ./prompt/ -run TestX";
        assert_eq!(
            judge_run(Runner::Go, command, Some(1), out),
            Verdict::NotRun(NotRun::NoVerdict)
        );
        // With its error located, the build failure is a verdict.
        let located = "# github.com/o/r/src/prompt\nprompt/runs.go:12:5: undefined: y\nFAIL\tgithub.com/o/r/src/prompt [build failed]\nFAIL\n";
        assert!(matches!(
            judge_run(Runner::Go, "go test ./prompt/", Some(1), located),
            Verdict::Failed(_)
        ));
    }

    #[test]
    fn a_linter_chained_before_the_tests_is_no_verdict() {
        let out = "E501 Line too long (94 > 88)\n   --> tests/test_cli.py:490:89\nFound 1 error.\n";
        let command = "uv run ruff check src tests && uv run mypy src && uv run pytest tests/ -q";
        assert_eq!(
            judge_run(Runner::Pytest, command, Some(1), out),
            Verdict::NotRun(NotRun::OtherStep)
        );
        // Steps that cannot fail before the tests: the runner's summary is the verdict.
        assert!(matches!(
            judge_run(
                Runner::Unittest,
                "echo started && sleep 4 && python3 -m unittest -q",
                None,
                "\nFAILED (failures=1)\n"
            ),
            Verdict::Failed(_)
        ));
        // The tests ran after it and one failed: a verdict.
        let failed = "FAILED tests/test_cli.py::test_voice - assert 'a' == 'b'\n1 failed, 3 passed in 0.20s\n";
        assert!(matches!(
            judge_run(Runner::Pytest, command, Some(1), failed),
            Verdict::Failed(_)
        ));
    }
}
