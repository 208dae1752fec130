//! A green run that ran the tests of this session's failing runs: the fix credited to the
//! code it changed, the lessons of code it did not touch withdrawn.

use anyhow::Result;

use super::blame;
use super::fix_text;
use super::{CommandRun, Ctx, RunContext, Told, anchor_lesson};
use crate::render;
use crate::store::session::Failure;
use crate::store::{NewLesson, Outcome, Source};
use crate::testrun::{self, Runner, Selection};

/// Why a lesson was withdrawn when its tests passed again: the fix changed other code,
/// only test code, or nothing cm saw.
const WITHDRAWN: &str = "withdrawn: the fix did not touch it";
const WITHDRAWN_TEST: &str = "withdrawn: the fix changed only the test";
const WITHDRAWN_UNCHANGED: &str = "withdrawn: the tests passed again without a change to it";

/// Whether a green run ran the tests of an earlier failing run: they pass by name, or its
/// test selection covers the failing run's (the same command, or a wider one without a
/// narrowing filter). A green run of another runner says nothing: `cargo test` passing
/// says nothing about pytest.
fn ran_the_failed_tests(
    f: &Failure,
    runner: Runner,
    green: &CommandRun,
    passed: &[String],
) -> bool {
    let same_runner =
        runner == Runner::Any || f.runner == runner.name() || f.runner == Runner::Any.name();
    if !same_runner {
        return false;
    }
    let by_name = !f.run.tests.is_empty()
        && f.run.tests.iter().all(|t| {
            passed
                .iter()
                .any(|p| p == t || testrun::short_name(p) == testrun::short_name(t))
        });
    if by_name || f.run.command.trim() == green.command.trim() {
        return true;
    }
    match (
        testrun::selection(&green.command),
        testrun::selection(&f.run.command),
    ) {
        (Some(g), Some(r)) => {
            (g.covers(&r) && !narrows(&g, &r)) || (!g.scope.is_empty() && g.filters.is_empty())
        }
        _ => false,
    }
}

/// Whether `green` has a filter flag `red` did not (`-k total`): it ran fewer tests,
/// whatever its paths.
fn narrows(green: &Selection, red: &Selection) -> bool {
    green
        .filters
        .iter()
        .any(|f| f.starts_with('-') && !red.filters.contains(f))
}

/// A green run that ran the failed tests fixes them: the `ok` on each symbol the fix
/// touched or the traceback named, with what fixed it on its lesson; the lesson withdrawn
/// from co-edited symbols that neither involved.
pub(super) fn record(
    ctx: &mut dyn Ctx,
    run: &CommandRun,
    runner: Runner,
    at: &RunContext,
) -> Result<Option<Told>> {
    let session_id = ctx.session_id().to_string();
    let report = testrun::parse(runner, &run.output);
    let mut open = ctx.session()?.open_failures()?;
    open.retain(|f| ran_the_failed_tests(f, runner, run, &report.passed_tests));
    if open.is_empty() {
        return Ok(None);
    }
    // Credit goes to what the fix changed; a lesson the traceback named stays without it;
    // the others are withdrawn.
    let (mut closed, mut withdrawn) = (Vec::new(), Vec::new());
    let mut lines = Vec::new();
    for f in &open {
        if !f.touched {
            if !f.run.evidence
                && let Some(id) = f.run.experience_id
            {
                let why = match (f.code_touched, f.tests_touched) {
                    (true, _) => WITHDRAWN,
                    (false, true) => WITHDRAWN_TEST,
                    (false, false) => WITHDRAWN_UNCHANGED,
                };
                ctx.store()?.withdraw(id, why)?;
            }
            withdrawn.push(f.symbol_id);
            continue;
        }
        closed.push(f.symbol_id);
        let Some(symbol) = ctx.store()?.symbol(f.symbol_id)? else {
            continue;
        };
        let path = at.root.join(&symbol.file);
        let fix = match &f.run.source_text {
            Some(before) => {
                let after = blame::source_now(ctx, &path.to_string_lossy(), &symbol.name)?
                    .unwrap_or_default();
                // Compared with the source as stored: redacted.
                let after = crate::store::redact::redact(&after);
                fix_text::fix_summary(before, &after)
            }
            None => None,
        };
        let failure = match f.run.experience_id {
            Some(id) => {
                if let Some(fix) = &fix {
                    ctx.store()?.set_fix(id, fix, fix_text::FIX_CHARS)?;
                }
                ctx.store()?.lesson(id)?.map(|e| e.lesson)
            }
            None => None,
        };
        let runs = crate::text::plural(f.failed_runs, "run", "runs");
        let lesson = format!("tests pass after {} failed {runs}", f.failed_runs);
        let ok = ctx.store()?.record(&NewLesson {
            project: &symbol.project,
            file: &symbol.file,
            symbol: &symbol.name,
            outcome: Outcome::Success,
            lesson: &lesson,
            detail: None,
            session_id: Some(&session_id),
            source: Source::Auto,
            merge_repeats: false,
        })?;
        anchor_lesson(ctx, &path, &symbol.name, ok.experience.id);
        let mut line = format!("- {} ({lesson})", render::label(&symbol));
        if let Some(failure) = failure {
            line.push_str(&format!(": \"{failure}\""));
        }
        if let Some(fix) = fix {
            line.push_str(&format!(" — fixed by: {}", blame::unlocal(&fix, &at.root)));
        }
        lines.push(line);
    }
    let session = ctx.session()?;
    session.mark_fixed(&closed)?;
    session.forget_failures(&withdrawn)?;
    if lines.is_empty() {
        return Ok(None);
    }
    Ok(Some(Told {
        text: format!(
            "code-memory recorded the fix of this session's failing tests:\n{}",
            lines.join("\n")
        ),
        failed: false,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::session::FailedRun;

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
}
