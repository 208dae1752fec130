//! What an edit leaves in the session's state ([`EditWrite`]), as `on_edit` works it out:
//! written at once, or kept in the spool and written later.

use anyhow::Result;
use serde::{Deserialize, Serialize};

use super::Runtime;
use crate::edit::{self, Hunk};
use crate::learn::Ctx as _;
use crate::store::session::{Changes, Edited, FileChanges, NamedChange};

/// What an edit of one file leaves in the session's state: the lines it changed (the
/// ranges remembered earlier moved along its hunks), the symbols it deleted and created,
/// and the symbols whose lessons this session was shown before it (their track record).
/// Written at once, or kept in the spool and written later (`spool::write_or_keep`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct EditWrite {
    pub(super) project: String,
    /// Normalized, project-relative.
    pub(super) file: String,
    /// Absolute path on disk.
    pub(super) path: String,
    #[serde(default)]
    pub(super) hunks: Vec<Hunk>,
    #[serde(default)]
    pub(super) changed: Vec<edit::Lines>,
    #[serde(default)]
    pub(super) deleted: Vec<String>,
    #[serde(default)]
    pub(super) created: Vec<String>,
    #[serde(default)]
    pub(super) touched: Vec<String>,
}

impl EditWrite {
    /// The file's changed ranges after this edit, from those before it.
    fn lines_after(&self, earlier: &[edit::Lines]) -> Vec<edit::Lines> {
        let mut all = edit::shift_ranges(earlier, &self.hunks);
        all.extend_from_slice(&self.changed);
        edit::merge(all)
    }

    /// Writes the session state in one transaction; false when it could not be written
    /// (the store notes why). Lessons shown before the edit are then noted as such (best
    /// effort: their track record only).
    pub(crate) fn write(&self, rt: &mut Runtime) -> Result<bool> {
        let update = |earlier: Vec<edit::Lines>| self.lines_after(&earlier);
        let edited = Edited {
            project: &self.project,
            file: &self.file,
            path: &self.path,
            deleted: &self.deleted,
            created: &self.created,
        };
        let session = rt.session()?;
        // Lines remembered from earlier edits move with this one, a removal too.
        let lines: Option<&dyn Fn(Vec<edit::Lines>) -> Vec<edit::Lines>> =
            (!self.changed.is_empty() || !self.hunks.is_empty()).then_some(&update);
        if !session
            .store()
            .save_if_possible(|| session.record_edit(&edited, lines))
        {
            return Ok(false);
        }
        super::lessons::note_edit(rt, &self.project, &self.file, &self.touched);
        Ok(true)
    }

    /// Adds this edit to `changes`, as writing it would (for a run judged before it is
    /// written).
    pub(crate) fn add_to(&self, changes: &mut Changes) {
        let at = changes.files.iter().position(|c| c.path == self.path);
        if !self.changed.is_empty() || (at.is_some() && !self.hunks.is_empty()) {
            let earlier = at.map_or(&[][..], |i| &changes.files[i].lines);
            let lines = self.lines_after(earlier);
            match at {
                Some(i) => changes.files[i].lines = lines,
                None => changes.files.push(FileChanges {
                    project: self.project.clone(),
                    file: self.file.clone(),
                    path: self.path.clone(),
                    lines,
                }),
            }
        }
        for name in &self.deleted {
            let change = NamedChange {
                project: self.project.clone(),
                file: self.file.clone(),
                path: self.path.clone(),
                name: name.clone(),
            };
            if !changes.deleted.contains(&change) {
                changes.deleted.push(change);
            }
        }
    }
}
