//! Where a shared lesson's code went, as the share log carries it (`anchor` events): every
//! local change of a shared lesson's place or anchor (it followed its code, was re-anchored,
//! its code is gone) gets a new order key, which makes it pending for the log;
//! an incoming change applies when its key is greater, the way a status change does. A
//! clone that already made the same change itself, and has not written it yet, takes the
//! log's key instead, so it ends identical to the clone that wrote it.

use std::collections::BTreeSet;

use rusqlite::{Connection, OptionalExtension as _, params};

use super::{AnchorEvent, ImportMode, ImportReport};
use crate::store::now_timestamp;

/// The start of the statement that gives shared lessons a new anchor key (`?1`): their
/// place or anchor changed here and is to be written to the log. The caller adds the
/// condition on `experiences` that picks them, with parameters from `?2`. Lessons not in a
/// log yet need no key: their `add` says where they are.
pub(crate) const TOUCH_SHARED: &str = "UPDATE experiences SET anchor_at = ?1, anchor_by = NULL \
     WHERE shared_at IS NOT NULL AND private = 0 AND ";

/// What applying an import's events works with.
pub(super) struct Apply<'a> {
    pub(super) tx: &'a Connection,
    pub(super) project: &'a str,
    pub(super) mode: ImportMode,
    pub(super) now: String,
    pub(super) report: &'a mut ImportReport,
    /// The symbols whose lessons changed: their aggregates are recomputed at the end.
    pub(super) touched: BTreeSet<i64>,
}

/// An absolute path (`/…`, `C:/…`, `C:\\…`): a place on one machine only.
fn local_path(p: &str) -> bool {
    let b = p.as_bytes();
    p.starts_with('/')
        || p.starts_with('\\')
        || (b.len() >= 3
            && b[0].is_ascii_alphabetic()
            && b[1] == b':'
            && matches!(b[2], b'/' | b'\\'))
}

/// A lesson as an anchor event sees it.
struct Current {
    id: i64,
    symbol_id: i64,
    project: String,
    file: String,
    name: String,
    anchor_hash: Option<String>,
    anchor_size: Option<i64>,
    orphaned: bool,
    anchor_at: Option<String>,
    pending: bool,
}

fn current(tx: &Connection, uid: &str) -> rusqlite::Result<Option<Current>> {
    tx.prepare_cached(
        "SELECT e.id, e.symbol_id, s.project, coalesce(s.file, ''), s.name, e.anchor_hash, \
         e.anchor_size, s.orphaned_at IS NOT NULL, e.anchor_at, \
         e.anchor_at IS NOT e.shared_anchor_at \
         FROM experiences e JOIN symbols s ON s.id = e.symbol_id WHERE e.uid = ?1",
    )?
    .query_row([uid], |r| {
        Ok(Current {
            id: r.get(0)?,
            symbol_id: r.get(1)?,
            project: r.get(2)?,
            file: r.get(3)?,
            name: r.get(4)?,
            anchor_hash: r.get(5)?,
            anchor_size: r.get(6)?,
            orphaned: r.get(7)?,
            anchor_at: r.get(8)?,
            pending: r.get(9)?,
        })
    })
    .optional()
}

/// What an incoming change does to a lesson whose current key is `local` (`None`: as
/// recorded), given whether the lesson's own change is still unwritten (`pending`) and
/// already says the same (`same`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ruling {
    /// The incoming change is the latest: it applies.
    Apply,
    /// This clone made the same change and has not written it: take the log's key.
    Adopt,
    /// An older change: nothing happens.
    Outdated,
}

/// The rule, on its own: the greatest key wins (time, then the change's uid); a lesson
/// never changed since it was recorded takes any change.
pub(crate) fn ruling(local: Option<&str>, incoming: &str, pending: bool, same: bool) -> Ruling {
    match local {
        Some(l) if l >= incoming => {
            if pending && same && l != incoming {
                Ruling::Adopt
            } else {
                Ruling::Outdated
            }
        }
        _ => Ruling::Apply,
    }
}

impl Apply<'_> {
    /// Applies an `anchor` event. False when the lesson is unknown (its `add` may come later).
    pub(super) fn anchor(&mut self, a: &AnchorEvent) -> rusqlite::Result<bool> {
        let (tx, mode, report) = (self.tx, self.mode, &mut *self.report);
        let uid = a.uid.trim().to_ascii_lowercase();
        let Some(cur) = current(tx, &uid)? else {
            report.orphaned += 1;
            return Ok(false);
        };
        // Never a local path: a place outside the repository is no place another clone has.
        let (file, name) = (a.file.trim(), a.symbol.trim());
        if (file.is_empty() && name.is_empty()) || local_path(file) {
            report.unusable += 1;
            return Ok(true);
        }
        let key = a.key();
        let same = cur.file == file
            && cur.name == name
            && cur.anchor_hash == a.anchor_hash
            && cur.anchor_size == a.anchor_size
            && cur.orphaned == a.orphaned;
        let shared_key = mode.from_log.then_some(key.as_str());
        match ruling(
            cur.anchor_at.as_deref(),
            &key,
            mode.from_log && cur.pending,
            same,
        ) {
            Ruling::Outdated => {
                report.outdated += 1;
                return Ok(true);
            }
            Ruling::Adopt => {
                set_key(tx, cur.id, &key, a.by.as_deref(), shared_key)?;
                report.outdated += 1;
                return Ok(true);
            }
            Ruling::Apply => {}
        }
        let mut symbol_id = cur.symbol_id;
        if cur.file != file || cur.name != name {
            symbol_id = move_lesson(tx, &cur, file, name, &a.at)?;
            self.touched.insert(cur.symbol_id);
        }
        tx.prepare_cached(
            "UPDATE experiences SET anchor_hash = ?2, anchor_size = ?3 WHERE id = ?1",
        )?
        .execute(params![cur.id, a.anchor_hash, a.anchor_size])?;
        if a.orphaned {
            tx.prepare_cached(
                "UPDATE symbols SET orphaned_at = coalesce(orphaned_at, ?2) WHERE id = ?1",
            )?
            .execute(params![symbol_id, now_timestamp()])?;
        } else {
            tx.prepare_cached("UPDATE symbols SET orphaned_at = NULL WHERE id = ?1")?
                .execute([symbol_id])?;
        }
        set_key(tx, cur.id, &key, a.by.as_deref(), shared_key)?;
        self.touched.insert(symbol_id);
        report.anchor_changed += 1;
        let place = if name.is_empty() { file } else { name };
        report.changes.push(if symbol_id != cur.symbol_id {
            format!("moved {uid} to {place} ({file})")
        } else if a.orphaned && !cur.orphaned {
            format!("orphaned {uid}: {place} is gone")
        } else {
            format!("anchored {uid} on {place}")
        });
        Ok(true)
    }
}

fn set_key(
    tx: &Connection,
    id: i64,
    key: &str,
    by: Option<&str>,
    shared: Option<&str>,
) -> rusqlite::Result<()> {
    tx.prepare_cached(
        "UPDATE experiences SET anchor_at = ?2, anchor_by = ?3, \
         shared_anchor_at = coalesce(?4, shared_anchor_at) WHERE id = ?1",
    )?
    .execute(params![id, key, by, shared])?;
    Ok(())
}

/// Puts lesson `cur` on `name` in `file` (the symbol made when new), keeping its old name
/// as an alias as following does. Returns the symbol it is on now.
fn move_lesson(
    tx: &Connection,
    cur: &Current,
    file: &str,
    name: &str,
    at: &str,
) -> rusqlite::Result<i64> {
    let to = crate::store::lessons::symbol_id(tx, &cur.project, file, name, at)?;
    tx.prepare_cached("UPDATE experiences SET symbol_id = ?2 WHERE id = ?1")?
        .execute(params![cur.id, to])?;
    let (old, new) = ((cur.file.as_str(), cur.name.as_str()), (file, name));
    crate::store::lessons::moved(tx, "e.id", cur.id, &cur.project, old, new, to)?;
    Ok(to)
}

#[cfg(test)]
mod tests;
