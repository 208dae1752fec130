//! The changes a test run is judged against, kept per session in two windows (migration
//! 13): what no test run has covered yet (a run whose tests reach the file), and what was
//! edited since the session's previous test run (after a failing run, that is its fix).
//! A narrow green run (one test file) leaves the edits its tests do not reach pending for
//! the run that does.

use std::collections::BTreeSet;

use anyhow::{Context as _, Result};
use rusqlite::params;

use super::{FileChanges, LineRange, NamedChange, Session, immediate};

/// One edit of one file, for [`Session::record_edit`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Edited<'a> {
    pub(crate) project: &'a str,
    /// Normalized, project-relative.
    pub(crate) file: &'a str,
    /// Absolute path on disk.
    pub(crate) path: &'a str,
    /// The symbols it deleted (named in the text before it) and created, by name.
    pub(crate) deleted: &'a [String],
    pub(crate) created: &'a [String],
}

/// The changes of one window: lines by file, and symbols deleted by name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Changes {
    pub(crate) files: Vec<FileChanges>,
    pub(crate) deleted: Vec<NamedChange>,
}

impl Changes {
    pub(crate) fn is_empty(&self) -> bool {
        self.files.is_empty() && self.deleted.is_empty()
    }

    /// Only the changes of the files `keep` accepts (by project-relative file).
    pub(crate) fn only(&self, keep: impl Fn(&str) -> bool) -> Changes {
        Changes {
            files: self
                .files
                .iter()
                .filter(|c| keep(&c.file))
                .cloned()
                .collect(),
            deleted: self
                .deleted
                .iter()
                .filter(|d| keep(&d.file))
                .cloned()
                .collect(),
        }
    }

    /// The absolute paths of the files changed.
    pub(crate) fn paths(&self) -> Vec<String> {
        let files = self.files.iter().map(|c| &c.path);
        let paths: BTreeSet<&String> = files.chain(self.deleted.iter().map(|d| &d.path)).collect();
        paths.into_iter().cloned().collect()
    }
}

impl Session<'_> {
    /// Remembers one edit of one file in one transaction: the session has edited code,
    /// the symbols it deleted and created by name, and (when `update` is given) its lines in
    /// both windows: `update` gets the ranges remembered earlier for the file (so the
    /// caller can move them along with the edit and add the new ones) and returns the
    /// ranges to keep. All of it is written, or none: an edit that cannot be written now
    /// can be kept and written later whole (`hook::spool`).
    pub(crate) fn record_edit(
        &self,
        edit: &Edited,
        update: Option<&dyn Fn(Vec<LineRange>) -> Vec<LineRange>>,
    ) -> Result<()> {
        let tx = immediate(self.conn)?;
        tx.execute(
            "INSERT INTO hook_sessions (session_id, started_at, touched_at, edited) \
             VALUES (?1, ?2, ?2, 1) \
             ON CONFLICT (session_id) DO UPDATE SET edited = 1, touched_at = excluded.touched_at",
            params![self.id, crate::store::now_timestamp()],
        )?;
        {
            let mut named = tx.prepare_cached(
                "INSERT INTO hook_named_changes (session_id, project, file, path, name, kind, recent) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1) \
                 ON CONFLICT (session_id, path, name, kind) DO UPDATE SET recent = 1",
            )?;
            for (names, kind) in [(edit.deleted, "deleted"), (edit.created, "created")] {
                for name in names {
                    named.execute(params![
                        self.id,
                        edit.project,
                        edit.file,
                        edit.path,
                        name,
                        kind
                    ])?;
                }
            }
        }
        if let Some(update) = update {
            for recent in [false, true] {
                let earlier: Vec<LineRange> = crate::store::all(
                    &tx,
                    "SELECT start_line, end_line FROM hook_changes \
                     WHERE session_id = ?1 AND path = ?2 AND recent = ?3",
                    params![self.id, edit.path, recent],
                    |r| Ok((r.get::<_, i64>(0)? as usize, r.get::<_, i64>(1)? as usize)),
                )?;
                let all = update(earlier);
                tx.execute(
                    "DELETE FROM hook_changes WHERE session_id = ?1 AND path = ?2 AND recent = ?3",
                    params![self.id, edit.path, recent],
                )?;
                let mut stmt = tx.prepare_cached(
                    "INSERT INTO hook_changes (session_id, project, file, path, start_line, end_line, recent) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )?;
                for (a, b) in all {
                    stmt.execute(params![
                        self.id,
                        edit.project,
                        edit.file,
                        edit.path,
                        a as i64,
                        b as i64,
                        recent
                    ])?;
                }
            }
        }
        tx.commit().context("saving the lines an edit changed")
    }

    /// Takes (returns and forgets) what was changed since the session's previous test run.
    pub(crate) fn take_recent(&self) -> Result<Changes> {
        let tx = immediate(self.conn)?;
        let files = changed_files(&tx, &self.id, true)?;
        let deleted = deleted_names(&tx, &self.id, true)?;
        tx.execute(
            "DELETE FROM hook_changes WHERE session_id = ?1 AND recent = 1",
            [&self.id],
        )?;
        tx.execute(
            "UPDATE hook_named_changes SET recent = 0 WHERE session_id = ?1 AND recent = 1",
            [&self.id],
        )?;
        tx.commit()
            .context("reading the lines changed since the last test run")?;
        Ok(Changes { files, deleted })
    }

    /// What no test run has covered yet (left in place: [`Session::settle`] forgets it).
    /// A read: it needs no write lock, so a hook that cannot write still has it.
    pub(crate) fn pending(&self) -> Result<Changes> {
        let tx = rusqlite::Transaction::new_unchecked(
            self.conn,
            rusqlite::TransactionBehavior::Deferred,
        )?;
        let files = changed_files(&tx, &self.id, false)?;
        let deleted = deleted_names(&tx, &self.id, false)?;
        tx.commit()
            .context("reading the lines no test run covered yet")?;
        Ok(Changes { files, deleted })
    }

    /// Forgets the pending changes of the files at `paths`: a test run covered them.
    pub(crate) fn settle(&self, paths: &[String]) -> Result<()> {
        if paths.is_empty() {
            return Ok(());
        }
        let tx = immediate(self.conn)?;
        for path in paths {
            tx.execute(
                "DELETE FROM hook_changes WHERE session_id = ?1 AND path = ?2 AND recent = 0",
                params![self.id, path],
            )?;
            tx.execute(
                "DELETE FROM hook_named_changes \
                 WHERE session_id = ?1 AND path = ?2 AND kind = 'deleted'",
                params![self.id, path],
            )?;
        }
        tx.commit().context("saving the changes a test run covered")
    }
}

/// The changed lines of one window, grouped by file in the order they were first changed.
fn changed_files(conn: &rusqlite::Connection, id: &str, recent: bool) -> Result<Vec<FileChanges>> {
    let rows: Vec<(String, String, String, i64, i64)> = crate::store::all(
        conn,
        "SELECT project, file, path, start_line, end_line FROM hook_changes \
         WHERE session_id = ?1 AND recent = ?2 ORDER BY rowid",
        params![id, recent],
        |r| r.try_into(),
    )?;
    let mut out: Vec<FileChanges> = Vec::new();
    for (project, file, path, a, b) in rows {
        let (a, b) = (a as usize, b as usize);
        match out
            .iter_mut()
            .find(|c| c.path == path && c.project == project)
        {
            Some(c) => c.lines.push((a, b)),
            None => out.push(FileChanges {
                project,
                file,
                path,
                lines: vec![(a, b)],
            }),
        }
    }
    Ok(out)
}

/// The symbols deleted by name: all still pending, or (`recent`) those since the last run.
fn deleted_names(conn: &rusqlite::Connection, id: &str, recent: bool) -> Result<Vec<NamedChange>> {
    let sql = "SELECT project, file, path, name FROM hook_named_changes \
               WHERE session_id = ?1 AND kind = 'deleted' AND (recent = 1 OR ?2 = 0)";
    Ok(crate::store::all(conn, sql, params![id, recent], |r| {
        Ok(NamedChange {
            project: r.get(0)?,
            file: r.get(1)?,
            path: r.get(2)?,
            name: r.get(3)?,
        })
    })?)
}
