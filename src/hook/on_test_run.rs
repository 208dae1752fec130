//! PostToolUse and PostToolUseFailure on Bash: a finished test run becomes lessons.
//!
//! What is recorded: a failing run (PostToolUseFailure, or PostToolUse whose output names
//! failing tests) records a `fail` on each symbol of code (not of tests) changed since the
//! previous run; a later passing run of the same runner records the `ok` on the symbols
//! that failed in this session.
//!
//! What is not: green runs with nothing failed before, interrupted or cut-short runs, runs
//! that could not start or found no test, commands that are not test runs, and runs that
//! follow no edit of code. Routine runs are not lessons.

use std::path::Path;

use anyhow::Result;
use regex::Regex;

use super::Runtime;
use super::answer::Answer;
use super::event::{CommandRun, EventName};
use super::lessons::{self, Block};
use super::symcache;
use crate::store::redact::{redact, redact_and_cut};
use crate::store::session::FileChanges;
use crate::store::{NewLesson, Outcome, Source};
use crate::testrun::conventions::is_test;
use crate::testrun::{self, RunReport, Runner, Verdict};
use crate::{symbols, text};

/// Exit codes of a run that was cut short (timeout, Ctrl-C, SIGKILL, SIGTERM).
const CUT_SHORT: [i32; 4] = [124, 130, 137, 143];
/// Most symbols one failed run is recorded on: beyond that the run says little about each.
const MAX_SYMBOLS: usize = 8;
/// Longest automatic lesson, in characters.
const LESSON_CHARS: usize = 200;

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
            if patterns.is_empty() {
                return Ok(None);
            }
            let extra = compile(&patterns, &mut rt.warnings);
            match testrun::recognise(&run.command, &extra) {
                Some(r) => r,
                None => return Ok(None),
            }
        }
    };
    if !rt.config(&root).record_test_runs {
        return Ok(None);
    }
    let verdict = testrun::judge(runner, run.exit_code, &run.output);
    if verdict == Verdict::NoResult {
        return Ok(None);
    }
    let changes = rt.session()?.take_changes()?;
    if changes.is_empty() {
        return Ok(None);
    }
    let (answer, failure) = match verdict {
        Verdict::Failed(report) => (
            failed(rt, run, runner, &report, &changes),
            Some(auto_lesson(&report, &run.command, run.exit_code)),
        ),
        Verdict::Passed => (passed(rt, runner), None),
        Verdict::NoResult => (Ok(None), None),
    };
    lessons::note_test_outcome(rt, &changes, failure.as_deref());
    answer
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

/// The symbols (or files) the changed lines belong to: `(project, file, name)`.
fn changed_symbols(
    rt: &mut Runtime,
    changes: &[FileChanges],
) -> Result<Vec<(String, String, String)>> {
    let store = rt.store()?;
    let mut out: Vec<(String, String, String)> = Vec::new();
    for c in changes {
        let path = Path::new(&c.path);
        if !path.exists() {
            continue;
        }
        let names: Vec<String> = match symcache::symbols_of(store, path, None)? {
            Some(table) => symbols::innermost_for_lines(&table, &c.lines)
                .into_iter()
                .map(|s| s.name)
                .collect(),
            None => Vec::new(),
        };
        // Lines outside every definition (imports, a config file) belong to the file; only
        // when no symbol changed, so a stray blank line does not blame the whole file.
        // Likewise a class's own lines (header, closing brace) blame the class only when
        // none of its members changed: a class's lessons are shown with its members', so
        // recording the run on both would show the same lesson twice.
        let names = if names.is_empty() {
            vec![String::new()]
        } else {
            let encloses = |outer: &str, inner: &str| {
                inner.len() > outer.len()
                    && inner.starts_with(outer)
                    && inner[outer.len()..].starts_with('.')
            };
            names
                .iter()
                .filter(|n| !names.iter().any(|m| encloses(n, m)))
                .cloned()
                .collect()
        };
        for n in names {
            let key = (c.project.clone(), c.file.clone(), n);
            if !out.contains(&key) {
                out.push(key);
            }
        }
    }
    Ok(out)
}

fn failed(
    rt: &mut Runtime,
    run: &CommandRun,
    runner: Runner,
    report: &RunReport,
    changes: &[FileChanges],
) -> Result<Option<Answer>> {
    // The tests say the code failed: they are not its cause. A run after test edits alone
    // (a new test failing before the code exists) changed no code, so it is no lesson.
    let mut targets: Vec<_> = changed_symbols(rt, changes)?
        .into_iter()
        .filter(|(_, file, name)| !is_test(file, name))
        .collect();
    let skipped = targets.len().saturating_sub(MAX_SYMBOLS);
    targets.truncate(MAX_SYMBOLS);
    if targets.is_empty() {
        return Ok(None);
    }
    let lesson = auto_lesson(report, &run.command, run.exit_code);
    let detail = auto_detail(report, &run.command, run.exit_code);
    let session_id = rt.session_id.clone();
    let store = rt.store()?;
    let mut recorded = Vec::new();
    for (project, file, name) in &targets {
        let r = store.record(&NewLesson {
            project,
            file,
            symbol: name,
            outcome: Outcome::Fail,
            lesson: &lesson,
            detail: Some(&detail),
            session_id: Some(&session_id),
            source: Source::Auto,
            merge_repeats: true,
        })?;
        recorded.push(r);
    }
    // Earlier lessons of the same symbols: what was learnt there before.
    let mut blocks = Vec::new();
    for r in &recorded {
        let mut earlier = lessons::showable(store, r.symbol.id)?;
        earlier.retain(|e| e.id != r.experience.id);
        blocks.push(Block {
            symbol: r.symbol.clone(),
            lessons: earlier,
        });
    }
    let budget = {
        let (root, _) = rt.project()?;
        rt.config(&root).max_context_chars
    };
    let session = rt.session()?;
    for r in &recorded {
        session.record_failure(r.symbol.id, runner.name())?;
    }
    // The lesson as stored, secrets redacted: never the raw text of the run.
    let stored = &recorded[0].experience.lesson;
    let mut text = format!(
        "code-memory recorded this failed test run as a lesson on the code changed since the previous run:\n\"{stored}\"\n"
    );
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
    if let Some(earlier) = lessons::show_unseen(&session, blocks, room)? {
        text.push_str("Earlier lessons of these symbols:\n");
        text.push_str(&earlier);
        text.push('\n');
    }
    // This answer shows the new lesson too.
    let recorded_ids: Vec<i64> = recorded.iter().map(|r| r.experience.id).collect();
    session.mark_shown(&recorded_ids)?;
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

/// A green run fixes the failures of the same runner (or when either is a wrapper such as
/// `npm test`, whose runner is not known): `cargo test` passing says nothing about pytest.
fn passed(rt: &mut Runtime, runner: Runner) -> Result<Option<Answer>> {
    let session_id = rt.session_id.clone();
    let mut open = rt.session()?.open_failures()?;
    open.retain(|f| {
        runner == Runner::Any || f.runner == runner.name() || f.runner == Runner::Any.name()
    });
    if open.is_empty() {
        return Ok(None);
    }
    let store = rt.store()?;
    let mut fixed = Vec::new();
    let mut labels = Vec::new();
    for f in &open {
        let Some(symbol) = store.symbol(f.symbol_id)? else {
            continue;
        };
        let lesson = format!(
            "tests pass after {} failed run{}",
            f.failed_runs,
            if f.failed_runs == 1 { "" } else { "s" }
        );
        store.record(&NewLesson {
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
        fixed.push(f.symbol_id);
        labels.push(format!("{} ({lesson})", lessons::label(&symbol)));
    }
    rt.session()?.mark_fixed(&fixed)?;
    if labels.is_empty() {
        return Ok(None);
    }
    Ok(Some(Answer::Context {
        event: rt.event.unwrap_or(EventName::PostToolUse),
        text: format!(
            "code-memory recorded the fix of this session's failing tests: {}.",
            labels.join("; ")
        ),
    }))
}

/// One line, at most 200 characters: `test_x failed: AssertionError: expected 90, got 81`.
pub(crate) fn auto_lesson(report: &RunReport, command: &str, exit_code: Option<i32>) -> String {
    let what = match report.failed_tests.as_slice() {
        [] => format!("`{}`", redact_and_cut(command.trim(), 60)),
        [one] => testrun::short_name(one).to_string(),
        [first, rest @ ..] => format!("{} and {} more", testrun::short_name(first), rest.len()),
    };
    let text = match &report.error {
        // Redacted before masking addresses: `0x…` could split a secret and hide its tail.
        Some(e) => format!("{what} failed: {}", stable(&redact(e))),
        None => format!("{what} failed (exit code {})", exit_text(exit_code)),
    };
    // Redact before cutting: a secret straddling the cut would leave its prefix behind.
    redact_and_cut(&text::one_line(&text), LESSON_CHARS)
}

/// The detail of an automatic lesson: the command, every failing test, the error.
pub(crate) fn auto_detail(report: &RunReport, command: &str, exit_code: Option<i32>) -> String {
    let mut d = format!(
        "command: {}; exit code {}",
        command.trim(),
        exit_text(exit_code)
    );
    if !report.failed_tests.is_empty() {
        let shown: Vec<&str> = report
            .failed_tests
            .iter()
            .take(10)
            .map(String::as_str)
            .collect();
        d.push_str(&format!("; failing tests: {}", shown.join(", ")));
        if report.failed_tests.len() > 10 {
            d.push_str(&format!(" (+{} more)", report.failed_tests.len() - 10));
        }
    }
    if let Some(e) = &report.error {
        d.push_str(&format!("; error: {e}"));
    }
    redact_and_cut(&d, 1000)
}

fn exit_text(code: Option<i32>) -> String {
    code.map_or_else(|| "unknown".into(), |c| c.to_string())
}

/// The error with run-specific noise (object addresses) masked, so the same failure
/// repeated reads the same and merges into one lesson.
fn stable(error: &str) -> String {
    let mut out = String::with_capacity(error.len());
    let mut rest = error;
    while let Some(at) = rest.find("0x") {
        out.push_str(&rest[..at]);
        let hex = rest[at + 2..]
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len() - at - 2);
        if hex >= 6 {
            out.push_str("0x…");
        } else {
            out.push_str(&rest[at..at + 2 + hex]);
        }
        rest = &rest[at + 2 + hex..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(tests: &[&str], error: Option<&str>) -> RunReport {
        RunReport {
            failed_tests: tests.iter().map(|s| s.to_string()).collect(),
            error: error.map(String::from),
            ..RunReport::default()
        }
    }

    #[test]
    fn lesson_lines() {
        assert_eq!(
            auto_lesson(
                &report(
                    &["test_shop.py::test_apply_discount"],
                    Some("AssertionError: expected 90, got 81")
                ),
                "pytest -x",
                Some(1)
            ),
            "test_apply_discount failed: AssertionError: expected 90, got 81"
        );
        assert_eq!(
            auto_lesson(
                &report(&["tests::a", "tests::b", "tests::c"], None),
                "cargo test",
                Some(101)
            ),
            "a and 2 more failed (exit code 101)"
        );
        assert_eq!(
            auto_lesson(
                &report(&[], Some("error[E0277]: cannot subtract")),
                "cargo test",
                Some(101)
            ),
            "`cargo test` failed: error[E0277]: cannot subtract"
        );
        let long = auto_lesson(&report(&["t"], Some(&"x ".repeat(300))), "pytest", Some(1));
        assert!(long.chars().count() <= 200 && !long.contains('\n'));
    }

    #[test]
    fn addresses_are_masked() {
        assert_eq!(
            stable("where <shop.Cart object at 0x7f0128db54d0> = Cart(), flag 0x1f"),
            "where <shop.Cart object at 0x…> = Cart(), flag 0x1f"
        );
    }

    #[test]
    fn detail_lists_tests() {
        let d = auto_detail(&report(&["a", "b"], Some("boom")), "pytest -x", Some(1));
        assert_eq!(
            d,
            "command: pytest -x; exit code 1; failing tests: a, b; error: boom"
        );
    }
}
