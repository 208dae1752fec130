//! PostToolUse(Edit|Write|apply_patch): remembers which lines of the project an edit
//! changed, so the next test run knows which code it tests.
//!
//! Not remembered: edits of prose (Markdown, reStructuredText, plain text), files outside
//! the project (a reproduction script in /tmp) and edits that changed no line.

use std::path::Path;

use anyhow::Result;

use super::Runtime;
use super::apply_patch::{self, FilePatch};
use super::edits;
use super::event::EditDone;
use crate::testrun::conventions::is_prose;

/// PostToolUse(Edit|Write): remember the lines the edit changed, for the next test run.
pub(crate) fn remember_edit(rt: &mut Runtime, path: &Path, done: &EditDone) -> Result<()> {
    if is_prose(path) {
        return Ok(());
    }
    let place = rt.locate(path)?;
    // A scratch file outside the project (a reproduction script in /tmp) is not the
    // project's code: a failing run is not its lesson.
    if !place.in_project() {
        return Ok(());
    }
    let (hunks, changed) = match done {
        EditDone::Patched(hunks) => (hunks.as_slice(), edits::patch_ranges(hunks)),
        EditDone::Created { lines } => (&[][..], vec![(1, *lines)]),
        EditDone::Replaced { new, replace_all } => {
            let content = crate::files::read_source(&place.path)
                .ok()
                .flatten()
                .and_then(|b| String::from_utf8(b).ok())
                .unwrap_or_default();
            (&[][..], edits::replace_ranges(&content, new, *replace_all))
        }
    };
    if changed.is_empty() {
        return Ok(());
    }
    let session = rt.session()?;
    session.update_changes(
        &place.project,
        &place.file,
        &place.path.to_string_lossy(),
        |earlier| {
            let mut all = edits::shift_ranges(&earlier, hunks);
            all.extend_from_slice(&changed);
            edits::merge(all)
        },
    )
}

/// PostToolUse of Codex's `apply_patch`: each added or updated file, as Edit/Write would.
pub(crate) fn remember_patch(rt: &mut Runtime, files: &[FilePatch]) -> Result<()> {
    for f in files {
        match f {
            FilePatch::Add { path, lines } => {
                remember_edit(
                    rt,
                    path,
                    &EditDone::Created {
                        lines: (*lines).max(1),
                    },
                )?;
            }
            FilePatch::Update { path, chunks } => {
                let place = rt.locate(path)?;
                let Some(content) = crate::files::read_source(&place.path)
                    .ok()
                    .flatten()
                    .and_then(|b| String::from_utf8(b).ok())
                else {
                    continue;
                };
                let hunks = apply_patch::hunks_after(&content, chunks);
                if !hunks.is_empty() {
                    remember_edit(rt, &place.path, &EditDone::Patched(hunks))?;
                }
            }
            FilePatch::Delete { .. } => {}
        }
    }
    Ok(())
}
