//! Lessons follow their code. After a file's symbol table is made (by a hook or `cm scan`),
//! the symbols of that file with lessons get their current anchor (a changed one makes
//! their lessons stale, the old one back heals them); one that is gone moves its lessons to
//! the one symbol elsewhere with the same anchor, keeping the old name as an alias, or is
//! orphaned when there is none. Two candidates are ambiguous: nothing moves. Trivial bodies
//! are never evidence ([`crate::symbols::Anchor::trivial`]).
//!
//! `index` walks the project (honouring `.gitignore`) and keeps the project index that the
//! lookups of other files' symbols read; `table` reads a file's table through it.

mod git;
pub(crate) mod imports;
pub(crate) mod index;
pub(crate) mod map;
mod pool;
pub(crate) mod table;

use std::collections::{BTreeSet, HashSet};
use std::path::Path;

use anyhow::Result;
use serde::Serialize;

use crate::store::Store;
use crate::store::anchors::Anchored;
use crate::symbols::{Symbol, TRIVIAL_TOKENS};

/// What following did, for `cm scan`'s summary and the hook log.
#[derive(Debug, Default, Clone, Serialize)]
pub(crate) struct Followed {
    /// Lessons that moved: `(old file, old name, new file, new name)`.
    pub(crate) moved: Vec<(String, String, String, String)>,
    /// Symbols whose code is gone with no successor: `(file, name)`.
    pub(crate) orphaned: Vec<(String, String)>,
    /// Symbols whose code is gone and found in two or more places: not followed.
    pub(crate) ambiguous: Vec<(String, String)>,
}

impl Followed {
    pub(crate) fn extend(&mut self, other: Followed) {
        self.moved.extend(other.moved);
        self.orphaned.extend(other.orphaned);
        self.ambiguous.extend(other.ambiguous);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.moved.is_empty() && self.orphaned.is_empty() && self.ambiguous.is_empty()
    }
}

/// Whether `table` defines `name`: by its full name, or as the last segments of one
/// (`total` recorded by hand names `Cart.total`).
pub(crate) fn defines<'t>(table: &'t [Symbol], name: &str) -> Option<&'t Symbol> {
    table
        .iter()
        .find(|t| t.name == name)
        .or_else(|| table.iter().find(|t| is_named(&t.name, name)))
}

/// Whether the symbol `full` is `name`, or ends in its segments (`Cart.total` in `total`).
fn is_named(full: &str, name: &str) -> bool {
    full == name
        || full
            .strip_suffix(name)
            .is_some_and(|outer| outer.ends_with('.'))
}

/// The anchor of `name` in the file at `path` as it is now; None when the file cannot be
/// read or parsed, or does not define it.
pub(crate) fn anchor_of(path: &Path, name: &str) -> Option<crate::symbols::Anchor> {
    let bytes = crate::files::read_source(path).ok()??;
    let table = crate::symbols::symbols_of_file(path, &bytes).ok()?;
    defines(&table, name).map(|s| s.anchor)
}

/// The anchors worth following of a symbol with lessons: those its lessons were written
/// against and its latest one, trivial ones left out.
fn followable(a: &Anchored) -> Vec<String> {
    let mut out: Vec<String> = a
        .lesson_anchors
        .iter()
        .filter(|(_, size)| *size >= i64::from(TRIVIAL_TOKENS))
        .map(|(h, _)| h.clone())
        .collect();
    if let (Some(h), Some(size)) = (&a.body_hash, a.body_size)
        && size >= i64::from(TRIVIAL_TOKENS)
        && !out.contains(h)
    {
        out.push(h.clone());
    }
    out
}

/// After the table of `file` (project-relative, in `root`) was made: anchors refreshed,
/// gone symbols followed or orphaned, and the lessons of orphaned (or vanished) code
/// elsewhere taken in by the symbols of `table` whose anchor is in `appeared` (the code
/// that is new in this file). Reads the project index for other files, so the index must
/// hold what changed before this runs.
pub(crate) fn file_parsed(
    store: &Store,
    project: &str,
    root: &Path,
    file: &str,
    table: &[Symbol],
    appeared: Option<&HashSet<String>>,
) -> Result<Followed> {
    let mut done = Followed::default();
    for a in store.anchored_in_file(project, file)? {
        match defines(table, &a.name) {
            Some(s) => {
                let hex = s.anchor.hex();
                if a.body_hash.as_deref() != Some(hex.as_str()) || a.orphaned {
                    store.set_body(a.id, &hex, i64::from(s.anchor.size))?;
                }
            }
            None => follow_gone(store, project, &a, Some((file, table)), &mut done)?,
        }
    }
    if let Some(appeared) = appeared {
        take_in(store, project, root, file, table, appeared, &mut done)?;
    }
    Ok(done)
}

/// For a file that did not change: its symbols with lessons that the index does not hold
/// (gone earlier, and not followed then) are looked for again.
pub(crate) fn recheck(store: &Store, project: &str, file: &str) -> Result<Followed> {
    let mut done = Followed::default();
    // A file whose table is still to be made (a hook's parse gave up, or none needed it
    // yet) says nothing gone.
    if store
        .indexed_stamp(project, file)?
        .is_none_or(|(_, t)| t != crate::store::index::Table::Made)
    {
        return Ok(done);
    }
    for a in undefined(store, project, file)? {
        follow_gone(store, project, &a, None, &mut done)?;
    }
    Ok(done)
}

/// The symbols with lessons in `file` (not orphaned) that its indexed table does not
/// define.
pub(crate) fn undefined(store: &Store, project: &str, file: &str) -> Result<Vec<Anchored>> {
    let names = store.indexed_names(project, file)?;
    let mut out = store.anchored_in_file(project, file)?;
    out.retain(|a| !a.orphaned && !names.iter().any(|n| is_named(n, &a.name)));
    Ok(out)
}

/// After `file` disappeared: its symbols with lessons follow their code or are orphaned.
pub(crate) fn file_gone(store: &Store, project: &str, file: &str) -> Result<Followed> {
    let mut done = Followed::default();
    for a in store.anchored_in_file(project, file)? {
        follow_gone(store, project, &a, None, &mut done)?;
    }
    Ok(done)
}

/// Symbol `a`'s code is no longer where its lessons are: find the one place it went (in
/// `here`, the fresh table of its own file, or the index of the others).
fn follow_gone(
    store: &Store,
    project: &str,
    a: &Anchored,
    here: Option<(&str, &[Symbol])>,
    done: &mut Followed,
) -> Result<()> {
    let mut places: Vec<(String, String)> = Vec::new();
    for hash in followable(a) {
        if let Some((file, table)) = here {
            for s in table.iter().filter(|s| s.anchor.hex() == hash) {
                places.push((file.to_string(), s.name.clone()));
            }
        }
        let except = here.map_or("", |(f, _)| f);
        places.extend(store.indexed_with_hash(project, &hash, except)?);
    }
    places.sort();
    places.dedup();
    match places.as_slice() {
        [] => {
            if !a.orphaned {
                store.set_orphaned(a.id)?;
                done.orphaned.push((a.file.clone(), a.name.clone()));
            }
        }
        [(file, name)] => {
            let to = store.move_lessons(a.id, file, name)?;
            if let Some(hash) = &a.body_hash
                && let Some(size) = a.body_size
            {
                store.set_body(to, hash, size)?;
            }
            done.moved
                .push((a.file.clone(), a.name.clone(), file.clone(), name.clone()));
        }
        _ => done.ambiguous.push((a.file.clone(), a.name.clone())),
    }
    Ok(())
}

/// Code of `table` whose anchor a symbol with lessons elsewhere had, when that symbol is
/// orphaned or its file is gone: its lessons move here, if only one symbol of the table
/// has that anchor.
fn take_in(
    store: &Store,
    project: &str,
    root: &Path,
    file: &str,
    table: &[Symbol],
    appeared: &HashSet<String>,
    done: &mut Followed,
) -> Result<()> {
    let hashes: BTreeSet<String> = table
        .iter()
        .filter(|s| !s.anchor.trivial())
        .map(|s| s.anchor.hex())
        .filter(|h| appeared.contains(h))
        .collect();
    if hashes.is_empty() {
        return Ok(());
    }
    let refs: Vec<&str> = hashes.iter().map(String::as_str).collect();
    for a in store.anchored_with(project, &refs, i64::from(TRIVIAL_TOKENS))? {
        if a.file == file && defines(table, &a.name).is_some() {
            continue;
        }
        let vanished = a.orphaned || (a.file != file && !root.join(&a.file).is_file());
        if !vanished {
            continue;
        }
        let anchors = followable(&a);
        let here: Vec<&Symbol> = table
            .iter()
            .filter(|s| anchors.contains(&s.anchor.hex()))
            .collect();
        match here.as_slice() {
            [s] => {
                let to = store.move_lessons(a.id, file, &s.name)?;
                store.set_body(to, &s.anchor.hex(), i64::from(s.anchor.size))?;
                done.moved
                    .push((a.file.clone(), a.name.clone(), file.into(), s.name.clone()));
            }
            [] => {}
            _ => done.ambiguous.push((a.file.clone(), a.name.clone())),
        }
    }
    Ok(())
}
