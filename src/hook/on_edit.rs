//! PostToolUse(Edit|Write|apply_patch): remembers which lines of the project an edit
//! changed, so the next test run knows which code it tests: the lines it added or
//! rewrote (not the context it carried), the symbols it deleted (named in the text before
//! the edit), and the symbols it created (a failing stub of new code is no lesson).
//!
//! Not remembered: edits of prose (Markdown, reStructuredText, plain text), files outside
//! the project (a reproduction script in /tmp) and edits that changed no line.

use std::path::Path;

use anyhow::Result;

use super::Runtime;
use super::edit_state::EditWrite;
use super::spool::Kept;
use crate::agent::event::EditDone;
use crate::edit;
use crate::edit::apply_patch::{self, FilePatch};
use crate::follow::table;
use crate::learn::Ctx as _;
use crate::symbols::{self, Symbol};
use crate::testrun::conventions::is_prose;

/// PostToolUse(Edit|Write): remember the lines the edit changed, for the next test run.
/// `original` is the file before the edit, when the agent reports it.
pub(crate) fn remember_edit(
    rt: &mut Runtime,
    path: &Path,
    done: &EditDone,
    original: Option<&str>,
) -> Result<()> {
    if is_prose(path) {
        return Ok(());
    }
    let place = rt.locate(path)?;
    // A scratch file outside the project (a reproduction script in /tmp) is not the
    // project's code: a failing run is not its lesson.
    if !place.in_project() {
        return Ok(());
    }
    // The table of the text before the edit, while the index still holds it.
    let earlier = match original {
        Some(o) => Some(table::Earlier::capture(rt.store()?, &place, o.as_bytes())),
        None => None,
    };
    // Lessons follow the code first: the lines below are then blamed on the names it has now.
    if let Err(e) = super::follow::after_edit(rt, &place) {
        rt.warnings
            .push(format!("following lessons in {}: {e:#}", place.file));
    }
    let mut deleted: Vec<String> = Vec::new();
    // The file's table now, looked up once for what a removal kept and what was created.
    let mut now: Option<Vec<Symbol>> = None;
    let (hunks, changed) = match done {
        EditDone::Patched(hunks) => {
            let (mut added, removed) = edit::patch_changes(hunks);
            let named = match &earlier {
                Some(e) if !removed.is_empty() => names_in(&e.table(), &removed),
                _ => Vec::new(),
            };
            if !named.is_empty() {
                let (gone, starts) = removal(named, table_now(rt, &place, &mut now)?);
                deleted = gone;
                added.extend(starts);
            } else if !removed.is_empty() {
                // The old text cannot name it: the line the text was cut from.
                added.extend(edit::patch_ranges(hunks));
            }
            (hunks.as_slice(), edit::merge(added))
        }
        EditDone::Created { lines } => (&[][..], vec![(1, *lines)]),
        EditDone::Replaced {
            old,
            new,
            replace_all,
        } => {
            let content = crate::files::read_source(&place.path)
                .ok()
                .flatten()
                .and_then(|b| String::from_utf8(b).ok())
                .unwrap_or_default();
            (
                &[][..],
                edit::replaced_ranges(&content, old, new, *replace_all),
            )
        }
    };
    if changed.is_empty() && deleted.is_empty() {
        return Ok(());
    }
    let created = created_names(rt, &place, done, earlier.as_ref(), &changed, &mut now)?;
    let touched = super::lessons::shown_before_edit(rt, &place, &changed, &deleted);
    let edit = EditWrite {
        project: place.project.clone(),
        file: place.file.clone(),
        path: place.path.to_string_lossy().into_owned(),
        hunks: hunks.to_vec(),
        changed,
        deleted,
        created,
        touched,
    };
    super::spool::write_or_keep(rt, Kept::Edit { edit })
}

/// What a removal did to the symbols `named` (those its removed lines belonged to, in
/// the text before it), given the file's table `now`: the ones the file no longer has
/// were deleted; one still there lost lines (of its body, a decorator) and changed, at
/// its first line now, unless it is a class that lost a member (the member is the change).
fn removal(named: Vec<String>, now: &[Symbol]) -> (Vec<String>, Vec<edit::Lines>) {
    let (kept, gone): (Vec<String>, Vec<String>) = named
        .into_iter()
        .partition(|n| now.iter().any(|s| &s.name == n));
    let starts = now
        .iter()
        .filter(|s| kept.contains(&s.name))
        .filter(|s| !gone.iter().any(|d| d.starts_with(&format!("{}.", s.name))))
        .map(|s| (s.start_line, s.start_line))
        .collect();
    (gone, starts)
}

/// The file's table as it is now, looked up the first time it is asked for.
fn table_now<'t>(
    rt: &mut Runtime,
    place: &crate::project::Place,
    now: &'t mut Option<Vec<Symbol>>,
) -> Result<&'t [Symbol]> {
    if now.is_none() {
        let table = table::symbols_at(rt.store()?, place, None).ok().flatten();
        *now = Some(table.unwrap_or_default());
    }
    Ok(now.as_deref().unwrap_or_default())
}

/// The names of the innermost symbols of `lines` in `table` (the file's table at some
/// moment), outer ones dropped when an inner one is there.
fn names_in(table: &[symbols::Symbol], lines: &[edit::Lines]) -> Vec<String> {
    symbols::innermost_for_code_lines(table, lines)
        .into_iter()
        .map(|s| s.name)
        .collect()
}

/// The symbols this edit created: every symbol of a new file, or those of the changed
/// lines that the text before the edit did not have. None known without that text.
fn created_names(
    rt: &mut Runtime,
    place: &crate::project::Place,
    done: &EditDone,
    earlier: Option<&table::Earlier>,
    changed: &[edit::Lines],
    now: &mut Option<Vec<Symbol>>,
) -> Result<Vec<String>> {
    let new_file =
        matches!(done, EditDone::Created { .. }) && earlier.is_none_or(table::Earlier::is_empty);
    if changed.is_empty() || (earlier.is_none() && !new_file) {
        return Ok(Vec::new());
    }
    let table = table_now(rt, place, now)?;
    if new_file {
        return Ok(table.iter().map(|s| s.name.clone()).collect());
    }
    // Only a symbol whose every line the edit wrote can be new: the text before the edit
    // is parsed only then.
    let now: Vec<String> = table
        .iter()
        .filter(|s| {
            changed
                .iter()
                .any(|&(a, b)| a <= s.start_line && s.end_line <= b)
        })
        .map(|s| s.name.clone())
        .collect();
    if now.is_empty() {
        return Ok(now);
    }
    let before: Vec<String> = earlier
        .map(table::Earlier::table)
        .unwrap_or_default()
        .into_iter()
        .map(|s| s.name)
        .collect();
    Ok(now.into_iter().filter(|n| !before.contains(n)).collect())
}

/// PostToolUse of Codex's `apply_patch`: each added or updated file, as Edit/Write would.
pub(crate) fn remember_patch(rt: &mut Runtime, files: &[FilePatch]) -> Result<()> {
    for f in files {
        match f {
            FilePatch::Add { path, lines } => {
                let done = EditDone::Created {
                    lines: (*lines).max(1),
                };
                remember_edit(rt, path, &done, None)?;
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
                    // Codex sends no old text: rebuilt from the patch, it names what a
                    // deletion deleted.
                    let before = apply_patch::text_before(&content, &hunks);
                    remember_edit(rt, &place.path, &EditDone::Patched(hunks), Some(&before))?;
                }
            }
            FilePatch::Delete { .. } => {}
        }
    }
    Ok(())
}
