//! Lessons follow their code on the hook path, one file at a time: after an Edit or Write
//! the file's symbols with lessons get their current anchor, follow a rename or move, and
//! code that appeared takes in the lessons of vanished code; before a Read's lessons are
//! shown, the file's anchors are current (stale marks). SessionStart runs an incremental
//! scan within a deadline, which catches `git mv` and other shell work.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use anyhow::Result;

use super::{Place, Runtime, symcache};
use crate::follow::{self, map, scan};
use crate::store::Store;
use crate::symbols::Symbol;

/// How long SessionStart may spend scanning the project.
const SESSION_SCAN: Duration = Duration::from_millis(600);

/// After an Edit or Write of `place`: index it, follow its lessons, take in lessons of
/// vanished code that appeared here. Nothing when the project has no lessons.
pub(crate) fn after_edit(rt: &mut Runtime, place: &Place) -> Result<()> {
    let store = rt.store()?;
    if !store.project_has_lessons(&place.project)? {
        return Ok(());
    }
    let Some(now) = symcache::current(store, &place.path, None, None)? else {
        return Ok(());
    };
    let table = now.table;
    // Only code new to this file can be code that moved here; an index that holds this very
    // content (a second call for one edit) has nothing to learn.
    let indexed = store.indexed_stamp(&place.project, &place.file)?;
    let appeared: HashSet<String> = if indexed.is_some_and(|s| s.hash == now.stamp.hash) {
        HashSet::new()
    } else {
        let before: HashSet<String> = store
            .indexed_hashes(&place.project, &place.file)?
            .into_iter()
            .collect();
        let bytes = match now.bytes {
            Some(b) => Some(b),
            None => crate::files::read_source(&place.path)?,
        };
        if let Some(bytes) = bytes {
            let entry = scan::indexed(&place.file, now.stamp, &bytes, &table);
            store.write_index(&place.project, &[entry], &[], &[])?;
        }
        table
            .iter()
            .map(|s| s.anchor.hex())
            .filter(|h| !before.contains(h))
            .collect()
    };
    let done = follow::file_parsed(
        store,
        &place.project,
        &place.root,
        &place.file,
        &table,
        Some(&appeared),
    )?;
    if !done.is_empty() {
        store.note(format!(
            "followed after an edit of {}: {done:?}",
            place.file
        ));
    }
    Ok(())
}

/// Keeps on lesson `experience_id` the anchor of `name` in the file at `path` as it is now
/// (best effort: a file that cannot be parsed leaves the lesson without one).
pub(crate) fn anchor_lesson(
    rt: &mut Runtime,
    path: &std::path::Path,
    name: &str,
    experience_id: i64,
) {
    let Ok(store) = rt.store() else { return };
    if name.is_empty() {
        return;
    }
    if let Ok(Some(table)) = symcache::symbols_of(store, path, None)
        && let Some(s) = follow::defines(&table, name)
    {
        let anchor = s.anchor;
        store.save_if_possible(|| {
            store.set_lesson_anchor(experience_id, &anchor.hex(), i64::from(anchor.size))
        });
    }
}

/// The project map of at most `tokens` for the SessionStart brief; None when the project
/// has no index.
pub(crate) fn session_map(rt: &mut Runtime, tokens: usize) -> Result<Option<String>> {
    let (_, project) = rt.project()?;
    let store = rt.store()?;
    let index = store.index(&project)?;
    if index.is_empty() {
        return Ok(None);
    }
    let files = map::ranked(store, &project, &index)?;
    Ok(Some(
        map::render(&project, &files, tokens * map::CHARS_PER_TOKEN).0,
    ))
}

/// Before lessons of `place` are shown: its symbols' anchors are current, and symbols gone
/// from it (`table`, its symbol table now) followed or orphaned.
pub(crate) fn refresh(store: &Store, place: &Place, table: &[Symbol]) -> Result<()> {
    follow::file_parsed(store, &place.project, &place.root, &place.file, table, None)?;
    Ok(())
}

/// At SessionStart: the project's index brought up to date within [`SESSION_SCAN`], and
/// lessons followed, when the project has lessons or `map` asks for the index anyway.
pub(crate) fn at_session_start(rt: &mut Runtime, map: bool) -> Result<()> {
    let (root, project) = rt.project()?;
    let store = rt.store()?;
    if !map && !store.project_has_lessons(&project)? {
        return Ok(());
    }
    let summary = scan::run(
        store,
        &root,
        &project,
        Some(Instant::now() + SESSION_SCAN),
        None,
    )?;
    if !summary.followed.is_empty() {
        store.note(format!("followed at session start: {:?}", summary.followed));
    }
    Ok(())
}
