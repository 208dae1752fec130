//! A failing run that covered changed code: the lesson recorded on the code its evidence
//! names, with its earlier lessons shown once.

use std::path::Path;

use anyhow::Result;

use super::blame::{self, Candidate};
use super::lesson_text::{auto_detail, auto_lesson};
use super::reach::Reach;
use super::{CommandRun, Ctx, RunContext, Told, anchor_lesson, show_unseen};
use crate::render::{self, Block};
use crate::store::session::FailedRun;
use crate::store::{NewLesson, Outcome, Source};
use crate::testrun::{RunReport, Runner};

/// Records the failing `run` (its `report`) on the code its evidence names among
/// `candidates` (the covered changes), `reach` what its failing tests import; what the
/// model is told of it.
pub(super) fn record(
    ctx: &mut dyn Ctx,
    run: &CommandRun,
    runner: Runner,
    report: &RunReport,
    candidates: Vec<Candidate>,
    reach: Option<&Reach>,
    at: &RunContext,
) -> Result<Option<Told>> {
    // Tests failing before the session's first edit are not this session's doing.
    let baseline = ctx.session()?.baseline()?;
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
    let blamed = blame::narrow(code, report, reach, &at.root, &at.cwd);
    // No changed code its failing tests can reach: not this session's code.
    if blamed.targets.is_empty() {
        return Ok(None);
    }
    let evidence = blamed.evidence;
    // A stub written in this session failing its new test: test-first work, not a lesson.
    if report.not_implemented {
        let session = ctx.session()?;
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
    let lesson = auto_lesson(report, &new_failures, first_is_new, &at.root);
    let detail = auto_detail(report, &run.command, run.exit_code);
    let session_id = ctx.session_id().to_string();
    let mut recorded = Vec::new();
    let mut sources = Vec::new();
    for c in &targets {
        sources.push(blame::source_now(ctx, &c.path, &c.name)?);
        let r = ctx.store()?.record(&NewLesson {
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
        anchor_lesson(ctx, Path::new(&c.path), &c.name, r.experience.id);
        recorded.push(r);
    }
    // Earlier lessons of the same symbols: what was learnt there before.
    let store = ctx.store()?;
    let mut blocks = Vec::new();
    for r in &recorded {
        let mut earlier = render::showable(store, r.symbol.id)?;
        earlier.retain(|e| e.id != r.experience.id);
        blocks.push(Block {
            moved_from: None,
            symbol: r.symbol.clone(),
            lessons: earlier,
        });
    }
    let budget = ctx.config(&at.root).max_context_chars;
    let session = ctx.session()?;
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
        let same = (times > 1).then(|| format!(" (same failure {times} times)"));
        let same = same.unwrap_or_default();
        text.push_str(&format!("- {}{same}\n", render::label(&r.symbol)));
    }
    if skipped > 0 {
        text.push_str(&format!(
            "({skipped} more changed symbols were not recorded)\n"
        ));
    }
    let room = budget.saturating_sub(text.len() + 400);
    if let Some(earlier) = show_unseen(ctx, blocks, room)? {
        text.push_str("Earlier lessons of these symbols:\n");
        text.push_str(&earlier);
        text.push('\n');
    }
    // This answer shows the new lesson too.
    let recorded_ids: Vec<i64> = recorded.iter().map(|r| r.experience.id).collect();
    ctx.mark_shown(&recorded_ids, false);
    // The way to record the root cause, once: a repeat of this session's failure merged
    // into the lesson whose answer already gave it.
    if recorded.iter().any(|r| !r.merged) {
        text.push_str(&format!(
            "When the root cause is known, recording it keeps it for the next session: {}",
            render::fail_command(&recorded[0].symbol)
        ));
    }
    Ok(Some(Told {
        text: text.trim_end().to_string(),
        failed: true,
    }))
}
