//! PostToolUse and PostToolUseFailure on Bash: a finished test run becomes lessons.
//!
//! What is judged: the changes no test run covered yet that this run covers
//! (`coverage`: the whole suite covers every change in its language, a narrower run what
//! its tests reach); the others stay pending for a run that does.
//!
//! What is recorded: a failing run (PostToolUseFailure, or PostToolUse whose output names
//! failing tests) records a `fail` on the covered code (not the tests) its evidence names
//! (`blame`): the changed symbols its traceback names, else those its failing tests reach
//! and name, at most four; nothing when its failing tests reach none of them. A later
//! green run that ran the failed tests (they pass by name, or its test selection covers
//! the failing run's) records the `ok` on the symbols the fix changed and, on each lesson,
//! what fixed it: the change made to the symbol between the two runs. A lesson on a symbol
//! that neither the traceback named nor the fix touched is withdrawn, with why: the fix
//! changed other code, only the test (the test was wrong), or nothing.
//!
//! What is not: green runs with nothing failed before or that did not run the failed tests,
//! interrupted or cut-short runs, runs that never started or found no test, runs whose only
//! failure is the tests' own compile error or lies in a vendored directory (those keep the
//! pending edits for the next run), commands that
//! are not test runs, runs that follow no edit of code, failures already there before the
//! session's first edit (its baseline), and a new stub failing its new test (test-first
//! work). Routine runs are not lessons.
//!
//! What the model reads is the lesson, its error and its fix: the command, the exit code
//! and local paths stay in the stored detail.

use std::path::PathBuf;

use anyhow::Result;
use regex::Regex;

use super::Runtime;
use super::answer::Answer;
use super::blame::{self, Candidate};
use super::coverage;
use super::event::EventName;

use super::fix_text;
use super::lesson_text::{auto_detail, auto_lesson};
use super::lessons::{self, Block};
use super::reach::{self, Reach};
use crate::learn::CommandRun;
use crate::store::session::{FailedRun, Failure};
use crate::store::{NewLesson, Outcome, Source};
use crate::testrun::{self, RunReport, Runner, Selection, Verdict};

mod kept;

/// Exit codes of a run that was cut short (timeout, Ctrl-C, SIGKILL, SIGTERM).
const CUT_SHORT: [i32; 4] = [124, 130, 137, 143];
/// Why a lesson was withdrawn when its tests passed again: the fix changed other code,
/// only test code, or nothing cm saw.
const WITHDRAWN: &str = "withdrawn: the fix did not touch it";
const WITHDRAWN_TEST: &str = "withdrawn: the fix changed only the test";
const WITHDRAWN_UNCHANGED: &str = "withdrawn: the tests passed again without a change to it";

/// PostToolUse / PostToolUseFailure on Bash.
pub(crate) fn answer(rt: &mut Runtime, run: &CommandRun) -> Result<Option<Answer>> {
    if run.interrupted || run.exit_code.is_some_and(|c| CUT_SHORT.contains(&c)) {
        return Ok(None);
    }
    let (root, _) = rt.project()?;
    let runner = match testrun::recognise(&run.command, &[]) {
        Some(r) => r,
        None => {
            let patterns = rt.config(&root).test_commands.clone();
            let extra = compile(&patterns, &mut rt.warnings);
            let known = testrun::recognise(&run.command, &extra)
                .or_else(|| testrun::recognise_output(&run.command, &run.output));
            match known {
                Some(r) => r,
                None => {
                    // A command that looks like the project's test run: `cm doctor` and the
                    // next session brief name it with the setting that makes it one.
                    if let Some(name) = testrun::looks_like_test_run(&run.command, &run.output) {
                        let (_, project) = rt.project()?;
                        rt.store()?.note_unrecognised(&project, &name)?;
                    }
                    return Ok(None);
                }
            }
        }
    };
    if !rt.config(&root).record_test_runs {
        return Ok(None);
    }
    // No secret of the command line or the output goes further than here.
    let run = &run.redacted();
    let verdict = testrun::judge_run(runner, &run.command, run.exit_code, &run.output);
    // A run that never started, or whose only failure is the tests' own build or lies
    // outside the project, records nothing and leaves the pending edits to the next run.
    if !verdict.judged_code() {
        return Ok(None);
    }
    // A database another process holds: the run is kept and written later, and what it
    // would say of earlier lessons is said now, from what can be read.
    if let Some(kept) = super::spool::keep_if_blocked(rt, run, &verdict)? {
        return Ok(kept::answer(rt, kept, run, runner, &verdict, &root));
    }
    let session = rt.session()?;
    let recent = session.take_recent()?;
    let pending = session.pending()?;
    if pending.is_empty() {
        // A red run before the session's first edit: what was already broken.
        if let Verdict::Failed(report) = &verdict
            && !session.edited()?
        {
            session.add_baseline(&report.failed_tests)?;
        }
        return Ok(None);
    }
    let ctx = RunContext {
        root,
        cwd: rt.session_dir(),
    };
    // What was edited since the previous run: after a failing run, its fix.
    let fixes = blame::candidates(rt, &recent.files, &recent.deleted)?;
    touch_open_failures(rt, &fixes)?;
    let failing = match &verdict {
        Verdict::Failed(report) => {
            reach::failing_test_files(report, &run.output, &ctx.root, &ctx.cwd)
        }
        _ => Vec::new(),
    };
    let failed_run = matches!(verdict, Verdict::Failed(_));
    let covers = coverage::of(
        runner,
        &run.command,
        failed_run,
        &failing,
        &ctx.root,
        &ctx.cwd,
    );
    let covered = pending.only(|f| covers.covers(f));
    rt.session()?.settle(&covered.paths())?;
    let candidates = blame::candidates(rt, &covered.files, &covered.deleted)?;
    // The run's failure as an automatic lesson reads: the track record of the lessons shown
    // before it compares them ("recurred" when it is the same failure again).
    let failure = match &verdict {
        Verdict::Failed(report) => Some(auto_lesson(report, &report.failed_tests, true, &ctx.root)),
        _ => None,
    };
    let reach = match &verdict {
        Verdict::Failed(report) if !failing.is_empty() => {
            let mut r = reach::from_tests(&ctx.root, &failing);
            r.focus(&report.failed_tests);
            Some(r)
        }
        _ => None,
    };
    let answer = match verdict {
        Verdict::Failed(report) => {
            failed(rt, run, runner, &report, candidates, reach.as_ref(), &ctx)
        }
        Verdict::Passed => passed(rt, run, runner, &ctx),
        Verdict::TestCodeBroken(_) | Verdict::NotRun(_) => Ok(None),
    };
    lessons::note_test_outcome(rt, &covered.files, failure.as_deref());
    answer
}

/// Where a run happened: the project root and the directory its relative paths start at.
struct RunContext {
    root: PathBuf,
    cwd: PathBuf,
}

fn compile(patterns: &[String], warnings: &mut Vec<String>) -> Vec<Regex> {
    patterns
        .iter()
        .filter_map(|p| match Regex::new(p) {
            Ok(re) => Some(re),
            Err(e) => {
                warnings.push(format!("ignoring test_commands pattern {p:?}: {e}"));
                None
            }
        })
        .collect()
}

/// What edits changed since the open failures' failing runs: their symbols (the fix
/// touched them), other code, test code.
fn touch_open_failures(rt: &mut Runtime, changed: &[Candidate]) -> Result<()> {
    let open = rt.session()?.open_failures()?;
    if open.is_empty() || changed.is_empty() {
        return Ok(());
    }
    let store = rt.store()?;
    let mut touched = Vec::new();
    let (mut code, mut tests) = (false, false);
    for c in changed {
        if c.is_test() {
            tests = true;
            continue;
        }
        code = true;
        for s in store.symbols_named(&c.project, &c.file, &[c.name.as_str()])? {
            if open.iter().any(|f| f.symbol_id == s.id) {
                touched.push(s.id);
            }
        }
    }
    rt.session()?.mark_touched(&touched, code, tests)
}

fn failed(
    rt: &mut Runtime,
    run: &CommandRun,
    runner: Runner,
    report: &RunReport,
    candidates: Vec<Candidate>,
    reach: Option<&Reach>,
    ctx: &RunContext,
) -> Result<Option<Answer>> {
    // Tests failing before the session's first edit are not this session's doing.
    let baseline = rt.session()?.baseline()?;
    let new_failures: Vec<String> = report
        .failed_tests
        .iter()
        .filter(|t| !baseline.contains(*t))
        .cloned()
        .collect();
    if !report.failed_tests.is_empty() && new_failures.is_empty() {
        return Ok(None);
    }
    // The tests say the code failed: they are not its cause. A run after test edits alone
    // (a new test failing before the code exists) changed no code, so it is no lesson.
    let code: Vec<Candidate> = candidates.into_iter().filter(|c| !c.is_test()).collect();
    let blamed = blame::narrow(code, report, reach, &ctx.root, &ctx.cwd);
    // No changed code its failing tests can reach: not this session's code.
    if blamed.targets.is_empty() {
        return Ok(None);
    }
    let evidence = blamed.evidence;
    // A stub written in this session failing its new test: test-first work, not a lesson.
    if report.not_implemented {
        let session = rt.session()?;
        let mut all_new = true;
        for c in &blamed.targets {
            all_new &= !c.name.is_empty() && session.created(&c.project, &c.file, &c.name)?;
        }
        if all_new {
            return Ok(None);
        }
    }
    let (targets, skipped) = (blamed.targets, blamed.skipped);
    let first_is_new = report
        .failed_tests
        .first()
        .is_none_or(|t| new_failures.contains(t));
    let lesson = auto_lesson(report, &new_failures, first_is_new, &ctx.root);
    let detail = auto_detail(report, &run.command, run.exit_code);
    let session_id = rt.session_id.clone();
    let mut recorded = Vec::new();
    let mut sources = Vec::new();
    for c in &targets {
        sources.push(blame::source_now(rt, &c.path, &c.name)?);
        let r = rt.store()?.record(&NewLesson {
            project: &c.project,
            file: &c.file,
            symbol: &c.name,
            outcome: Outcome::Fail,
            lesson: &lesson,
            detail: Some(&detail),
            session_id: Some(&session_id),
            source: Source::Auto,
            merge_repeats: true,
        })?;
        super::follow::anchor_lesson(rt, std::path::Path::new(&c.path), &c.name, r.experience.id);
        recorded.push(r);
    }
    // Earlier lessons of the same symbols: what was learnt there before.
    let store = rt.store()?;
    let mut blocks = Vec::new();
    for r in &recorded {
        let mut earlier = lessons::showable(store, r.symbol.id)?;
        earlier.retain(|e| e.id != r.experience.id);
        blocks.push(Block {
            moved_from: None,
            symbol: r.symbol.clone(),
            lessons: earlier,
        });
    }
    let budget = rt.config(&ctx.root).max_context_chars;
    let session = rt.session()?;
    for (r, source_text) in recorded.iter().zip(sources) {
        session.record_failure(
            r.symbol.id,
            runner.name(),
            &FailedRun {
                experience_id: Some(r.experience.id),
                source_text,
                command: run.command.clone(),
                tests: report.failed_tests.clone(),
                evidence,
            },
        )?;
    }
    // The lesson as stored, secrets redacted: never the raw text of the run.
    let stored = &recorded[0].experience.lesson;
    let why = if evidence {
        "on the changed code its traceback names"
    } else if reach.is_some() {
        "on the changed code its failing tests reach"
    } else {
        "on the code changed since the previous run"
    };
    let mut text =
        format!("code-memory recorded this failed test run as a lesson {why}:\n\"{stored}\"\n");
    for r in &recorded {
        let times = r.experience.occurrences;
        text.push_str(&format!(
            "- {}{}\n",
            lessons::label(&r.symbol),
            if times > 1 {
                format!(" (same failure {times} times)")
            } else {
                String::new()
            }
        ));
    }
    if skipped > 0 {
        text.push_str(&format!(
            "({skipped} more changed symbols were not recorded)\n"
        ));
    }
    let room = budget.saturating_sub(text.len() + 400);
    if let Some(earlier) = lessons::show_unseen(rt, blocks, room)? {
        text.push_str("Earlier lessons of these symbols:\n");
        text.push_str(&earlier);
        text.push('\n');
    }
    // This answer shows the new lesson too.
    let recorded_ids: Vec<i64> = recorded.iter().map(|r| r.experience.id).collect();
    lessons::mark_shown(rt, &recorded_ids, false);
    // The way to record the root cause, once: a repeat of this session's failure merged
    // into the lesson whose answer already gave it.
    if recorded.iter().any(|r| !r.merged) {
        text.push_str(&format!(
            "When the root cause is known, recording it keeps it for the next session: {}",
            lessons::fail_command(&recorded[0].symbol)
        ));
    }
    // PostToolUseFailure usually; PostToolUse when the failure came through a pipe (exit 0).
    Ok(Some(Answer::Context {
        event: rt.event.unwrap_or(EventName::PostToolUseFailure),
        text: text.trim_end().to_string(),
    }))
}

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
fn passed(
    rt: &mut Runtime,
    run: &CommandRun,
    runner: Runner,
    ctx: &RunContext,
) -> Result<Option<Answer>> {
    let session_id = rt.session_id.clone();
    let report = testrun::parse(runner, &run.output);
    let mut open = rt.session()?.open_failures()?;
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
                rt.store()?.withdraw(id, why)?;
            }
            withdrawn.push(f.symbol_id);
            continue;
        }
        closed.push(f.symbol_id);
        let Some(symbol) = rt.store()?.symbol(f.symbol_id)? else {
            continue;
        };
        let fix = match &f.run.source_text {
            Some(before) => {
                let path = ctx.root.join(&symbol.file);
                let after = blame::source_now(rt, &path.to_string_lossy(), &symbol.name)?
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
                    rt.store()?.set_fix(id, fix, fix_text::FIX_CHARS)?;
                }
                rt.store()?.lesson(id)?.map(|e| e.lesson)
            }
            None => None,
        };
        let lesson = format!(
            "tests pass after {} failed run{}",
            f.failed_runs,
            if f.failed_runs == 1 { "" } else { "s" }
        );
        let ok = rt.store()?.record(&NewLesson {
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
        let path = ctx.root.join(&symbol.file);
        super::follow::anchor_lesson(rt, &path, &symbol.name, ok.experience.id);
        let mut line = format!("- {} ({lesson})", lessons::label(&symbol));
        if let Some(failure) = failure {
            line.push_str(&format!(": \"{failure}\""));
        }
        if let Some(fix) = fix {
            line.push_str(&format!(" — fixed by: {}", blame::unlocal(&fix, &ctx.root)));
        }
        lines.push(line);
    }
    let session = rt.session()?;
    session.mark_fixed(&closed)?;
    session.forget_failures(&withdrawn)?;
    if lines.is_empty() {
        return Ok(None);
    }
    Ok(Some(Answer::Context {
        event: rt.event.unwrap_or(EventName::PostToolUse),
        text: format!(
            "code-memory recorded the fix of this session's failing tests:\n{}",
            lines.join("\n")
        ),
    }))
}

#[cfg(test)]
mod tests {
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
}
