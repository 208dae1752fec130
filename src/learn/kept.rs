//! A failing run kept for later (the database cannot be written now, `hook::spool`) still
//! answers: what it would blame is worked out from what can be read (the changes the
//! database holds and the edits kept in the spool), and the earlier lessons of that code
//! are shown, as the run's own answer would have shown them. Nothing is recorded here:
//! the run is, when the spool is written.

use std::path::Path;

use anyhow::Result;

use super::blame::{self, Candidate};
use super::{CommandRun, Ctx, coverage, reach, show_unseen};
use crate::render::{self, Block};
use crate::store::session::Changes;
use crate::testrun::{RunReport, Runner};

/// The header of the answer of a failing run kept for later.
const HEADER: &str = "code-memory could not record this failed test run yet (its database is \
busy; the run is kept and recorded when it can be). Earlier lessons of the changed code it \
points at:";

/// The earlier lessons of the code the failing run `run` (its `report`) would be blamed on,
/// read only; None when there are none to show. The changes judged are the session's
/// pending ones, with those `kept` adds (the edits kept for later); `root` is the
/// project's.
pub(crate) fn earlier_lessons(
    ctx: &mut dyn Ctx,
    run: &CommandRun,
    runner: Runner,
    report: &RunReport,
    kept: impl FnOnce(&mut Changes),
    root: &Path,
) -> Result<Option<String>> {
    let baseline = ctx.session()?.baseline()?;
    if !report.failed_tests.is_empty() && report.failed_tests.iter().all(|t| baseline.contains(t)) {
        return Ok(None);
    }
    let mut changes = ctx.session()?.pending()?;
    kept(&mut changes);
    if changes.is_empty() {
        return Ok(None);
    }
    let cwd = &ctx.session_dir();
    let failing = reach::failing_test_files(report, &run.output, root, cwd);
    let covers = coverage::of(runner, &run.command, true, &failing, root, cwd);
    let covered = changes.only(|f| covers.covers(f));
    let code: Vec<Candidate> = blame::candidates(ctx, &covered.files, &covered.deleted)?
        .into_iter()
        .filter(|c| !c.is_test())
        .collect();
    let reach = (!failing.is_empty()).then(|| {
        let mut r = reach::from_tests(root, &failing);
        r.focus(&report.failed_tests);
        r
    });
    let blamed = blame::narrow(code, report, reach.as_ref(), root, cwd);
    let store = ctx.store()?;
    let mut blocks: Vec<Block> = Vec::new();
    for c in &blamed.targets {
        for symbol in store.symbols_named(&c.project, &c.file, &[c.name.as_str()])? {
            let lessons = render::showable(store, symbol.id)?;
            if !lessons.is_empty() && !blocks.iter().any(|b| b.symbol.id == symbol.id) {
                blocks.push(Block {
                    moved_from: None,
                    symbol,
                    lessons,
                });
            }
        }
    }
    if blocks.is_empty() {
        return Ok(None);
    }
    let budget = ctx.config(root).max_context_chars;
    let room = budget.saturating_sub(HEADER.len() + 200);
    Ok(show_unseen(ctx, blocks, room)?.map(|text| format!("{HEADER}\n{text}")))
}
