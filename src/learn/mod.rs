//! Learning: a finished test run, with the session's pending edits, becomes a verdict,
//! lessons, fix credits and withdrawals. It knows nothing of the agents or their hooks:
//! `hook::on_test_run` hands it a run and says what it tells, and a context ([`Ctx`])
//! gives it the store, the session, the settings of a project root, where a file belongs
//! and a file's symbol table.
//!
//! `test_run` judges and records a run (`failed`, `passed`); `coverage` says which
//! pending changes it covers, `blame` which of them it is recorded on, with `reach` (the
//! project files its failing tests import); `lesson_text` and `fix_text` write what is
//! stored; `kept` answers for a run the database could not take yet.

pub(crate) mod blame;
mod coverage;
mod failed;
pub(crate) mod fix_text;
pub(crate) mod kept;
pub(crate) mod lesson_text;
mod passed;
mod reach;
pub(crate) mod test_run;

use std::path::{Path, PathBuf};

use anyhow::Result;

use crate::config::Config;
use crate::project::Place;
use crate::render::{self, Block};
use crate::store::Store;
use crate::store::redact::redact;
use crate::store::session::Session;
use crate::symbols::Symbol;
use crate::testrun::CommandRun;

/// The run with its command and output redacted: what a test run's lesson, its session
/// state and its comparisons with later runs are made of, so that no secret typed on the
/// command line or printed by the tests goes further.
pub(crate) fn redacted(run: &CommandRun) -> CommandRun {
    CommandRun {
        command: redact(&run.command).into_owned(),
        output: redact(&run.output).into_owned(),
        ..run.clone()
    }
}

/// What learning needs of whoever hands it a run (the hook runtime): one session's store
/// and state, settings per project root, where a file belongs, a file's symbol table.
pub(crate) trait Ctx {
    /// The lesson store, opened on first use.
    fn store(&mut self) -> Result<&mut Store>;
    /// This session's state (touching the session row so pruning keeps it).
    fn session(&mut self) -> Result<Session<'_>>;
    /// The session's id: lessons recorded carry it.
    fn session_id(&self) -> &str;
    /// The settings of the project at `root`.
    fn config(&mut self, root: &Path) -> &Config;
    /// The project root and name of the session.
    fn project(&self) -> Result<(PathBuf, String)>;
    /// The directory the session works in: where a run's relative paths start.
    fn session_dir(&self) -> PathBuf;
    /// Where `path` belongs.
    fn locate(&self, path: &Path) -> Result<Place>;
    /// The symbols of the file at `path` as it is now (`content`: its bytes, when read
    /// already; `indexed`: project and file, when the project index may answer); None for a
    /// file cm does not parse.
    fn table(
        &mut self,
        path: &Path,
        content: Option<&[u8]>,
        indexed: Option<(&str, &str)>,
    ) -> Result<Option<Vec<Symbol>>>;
    /// Marks the lessons of `ids` shown now (`pending`: awaiting the next test run on their
    /// symbol), or keeps that for later. Problems become warnings.
    fn mark_shown(&mut self, ids: &[i64], pending: bool);
    /// A problem worth a log line that does not stop the answer.
    fn warn(&mut self, warning: String);
}

/// Where a run happened: the project root and the directory its relative paths start at.
pub(super) struct RunContext {
    pub(super) root: PathBuf,
    pub(super) cwd: PathBuf,
}

/// What learning tells the model of a run: `text`, after a failing run (`failed`) or a
/// green one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Told {
    pub(crate) text: String,
    pub(crate) failed: bool,
}

/// Drops the lessons already shown in this session, writes the rest within `budget` and
/// marks them shown. None when nothing is left to show.
pub(crate) fn show_unseen(
    ctx: &mut dyn Ctx,
    mut blocks: Vec<Block>,
    budget: usize,
) -> Result<Option<String>> {
    let ids: Vec<i64> = blocks
        .iter()
        .flat_map(|b| b.lessons.iter().map(|e| e.id))
        .collect();
    let shown = ctx.session()?.shown(&ids)?;
    for b in &mut blocks {
        b.lessons.retain(|e| !shown.contains(&e.id));
    }
    blocks.retain(|b| !b.lessons.is_empty());
    if blocks.is_empty() {
        return Ok(None);
    }
    let (text, shown_ids) = render::within(&blocks, budget);
    ctx.mark_shown(&shown_ids, true);
    Ok(Some(text))
}

/// Keeps on lesson `experience_id` the anchor of `name` in the file at `path` as it is now
/// (best effort: a file that cannot be parsed leaves the lesson without one).
fn anchor_lesson(ctx: &mut dyn Ctx, path: &Path, name: &str, experience_id: i64) {
    if name.is_empty() {
        return;
    }
    let Ok(place) = ctx.locate(path) else { return };
    let indexed = Some((place.project.as_str(), place.file.as_str()));
    if let Ok(Some(table)) = ctx.table(&place.path, None, indexed)
        && let Some(s) = crate::follow::defines(&table, name)
        && let Ok(store) = ctx.store()
    {
        let anchor = s.anchor;
        store.save_if_possible(|| {
            store.set_lesson_anchor(experience_id, &anchor.hex(), i64::from(anchor.size))
        });
    }
}
