//! A failing run kept for later (the database cannot be written now, `hook::spool`) still
//! answers: what it would blame is worked out from what can be read (the changes the
//! database holds and the edits kept in the spool), and the earlier lessons of that code
//! are shown, as the run's own answer would have shown them. Nothing is recorded here:
//! the run is, when the spool is written.

use std::path::Path;

use anyhow::Result;

use super::super::Runtime;
use super::super::answer::Answer;
use super::super::blame::{self, Candidate};
use super::super::event::EventName;

use super::super::lessons::{self, Block};
use super::super::{coverage, reach, spool};
use crate::learn::CommandRun;
use crate::testrun::{RunReport, Runner, Verdict};

/// The header of the answer of a failing run kept for later.
const HEADER: &str = "code-memory could not record this failed test run yet (its database is \
busy; the run is kept and recorded when it can be). Earlier lessons of the changed code it \
points at:";

/// The answer to a run kept for later (`kept`: what keeping it said, [`DISK_FULL`] or
/// nothing): for a failing run, the earlier lessons of the code it would be blamed on.
/// `root` is the project's. Problems become warnings.
///
/// [`DISK_FULL`]: super::super::spool::DISK_FULL
pub(super) fn answer(
    rt: &mut Runtime,
    kept: Option<Answer>,
    run: &CommandRun,
    runner: Runner,
    verdict: &Verdict,
    root: &Path,
) -> Option<Answer> {
    let (None, Verdict::Failed(report)) = (&kept, verdict) else {
        return kept;
    };
    let cwd = rt.session_dir();
    earlier_lessons(rt, run, runner, report, root, &cwd).unwrap_or_else(|e| {
        rt.warnings
            .push(format!("earlier lessons of a kept run: {e:#}"));
        None
    })
}

/// The earlier lessons of the code the failing run `run` (its `report`) would be blamed on,
/// read only; None when there are none to show. `root` is the project's, `cwd` where the
/// run's relative paths start.
fn earlier_lessons(
    rt: &mut Runtime,
    run: &CommandRun,
    runner: Runner,
    report: &RunReport,
    root: &Path,
    cwd: &Path,
) -> Result<Option<Answer>> {
    let baseline = rt.session()?.baseline()?;
    if !report.failed_tests.is_empty() && report.failed_tests.iter().all(|t| baseline.contains(t)) {
        return Ok(None);
    }
    let mut changes = rt.session()?.pending()?;
    if let Some(db) = rt.db_path.clone() {
        for edit in spool::kept_edits(&db, &rt.session_id) {
            edit.add_to(&mut changes);
        }
    }
    if changes.is_empty() {
        return Ok(None);
    }
    let failing = reach::failing_test_files(report, &run.output, root, cwd);
    let covers = coverage::of(runner, &run.command, true, &failing, root, cwd);
    let covered = changes.only(|f| covers.covers(f));
    let code: Vec<Candidate> = blame::candidates(rt, &covered.files, &covered.deleted)?
        .into_iter()
        .filter(|c| !c.is_test())
        .collect();
    let reach = (!failing.is_empty()).then(|| {
        let mut r = reach::from_tests(root, &failing);
        r.focus(&report.failed_tests);
        r
    });
    let blamed = blame::narrow(code, report, reach.as_ref(), root, cwd);
    let store = rt.store()?;
    let mut blocks: Vec<Block> = Vec::new();
    for c in &blamed.targets {
        for symbol in store.symbols_named(&c.project, &c.file, &[c.name.as_str()])? {
            let lessons = lessons::showable(store, symbol.id)?;
            if !lessons.is_empty() && !blocks.iter().any(|b| b.symbol.id == symbol.id) {
                blocks.push(Block {
                    moved_from: None,
                    symbol,
                    lessons,
                });
            }
        }
    }
    let budget = rt.config(root).max_context_chars;
    let event = rt.event.unwrap_or(EventName::PostToolUseFailure);
    lessons::unseen_context(rt, event, HEADER, blocks, budget)
}
