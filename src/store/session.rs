//! Per-session hook state in the lesson database (tables of migration 4): lessons shown,
//! gates fired, lines changed since the last test run, failures awaiting their fix.
//!
//! Hooks of parallel sessions run as separate processes on one file: every read-modify-write
//! here is one `BEGIN IMMEDIATE` transaction, and rows are keyed by session id.

use std::collections::HashSet;

use anyhow::{Context as _, Result};
use rusqlite::{Connection, OptionalExtension as _, Transaction, TransactionBehavior, params};

use super::{Store, now_timestamp};

/// How long an untouched session's state is kept.
pub(crate) const KEEP_DAYS: i64 = 7;

/// One session's state, from [`Store::session`].
pub(crate) struct Session<'s> {
    store: &'s Store,
    conn: &'s Connection,
    pub(crate) id: String,
}

/// Lines of a file, 1-based and inclusive.
pub(crate) type LineRange = (usize, usize);

/// Lines changed in one file since the last test run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FileChanges {
    pub(crate) project: String,
    /// Normalized, project-relative.
    pub(crate) file: String,
    /// Absolute path on disk, to resolve the lines to symbols.
    pub(crate) path: String,
    pub(crate) lines: Vec<LineRange>,
}

/// A symbol with an automatic failure recorded in this session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failure {
    pub(crate) symbol_id: i64,
    /// The runner of the failing runs.
    pub(crate) runner: String,
    pub(crate) failed_runs: i64,
    pub(crate) first_failed_at: String,
}

fn immediate(conn: &Connection) -> rusqlite::Result<Transaction<'_>> {
    Transaction::new_unchecked(conn, TransactionBehavior::Immediate)
}

impl Store {
    /// The state of session `id` (nothing is written until a method is called).
    pub(crate) fn session(&self, id: &str) -> Session<'_> {
        Session {
            store: self,
            conn: &self.conn,
            id: id.to_string(),
        }
    }

    /// Deletes the state of sessions untouched for [`KEEP_DAYS`], and cached symbol tables
    /// written as long ago (a cache hit does not write, to keep reads read-only; a table
    /// still in use is simply parsed once more). Returns how many sessions went.
    pub(crate) fn prune_sessions(&self) -> Result<usize> {
        let cutoff = (chrono::Utc::now() - chrono::Duration::days(KEEP_DAYS))
            .format("%Y-%m-%dT%H:%M:%SZ")
            .to_string();
        let tx = immediate(&self.conn)?;
        let gone = tx.execute("DELETE FROM hook_sessions WHERE touched_at < ?1", [&cutoff])?;
        for table in [
            "hook_shown",
            "hook_gated",
            "hook_changes",
            "hook_failures",
            "hook_pending",
        ] {
            tx.execute(
                &format!(
                    "DELETE FROM {table} WHERE session_id NOT IN (SELECT session_id FROM hook_sessions)"
                ),
                [],
            )?;
        }
        tx.execute(
            "DELETE FROM hook_symbol_cache WHERE used_at < ?1",
            [&cutoff],
        )?;
        tx.commit().context("pruning old hook sessions")?;
        Ok(gone)
    }
}

impl Session<'_> {
    /// Creates the session row or marks it used now. Best effort
    /// ([`Store::save_if_possible`]): a database that cannot be written still answers.
    pub(crate) fn touch(&self) -> Result<()> {
        let now = now_timestamp();
        self.store.save_if_possible(|| {
            self.conn
                .execute(
                    "INSERT INTO hook_sessions (session_id, started_at, touched_at) VALUES (?1, ?2, ?2) \
                     ON CONFLICT (session_id) DO UPDATE SET touched_at = excluded.touched_at",
                    params![self.id, now],
                )
                .context("saving hook session state")?;
            Ok(())
        });
        Ok(())
    }

    /// Forgets what was shown and which gates fired (the model's context was cleared or
    /// compacted, so it no longer has those lessons). Best effort, like [`Session::touch`].
    pub(crate) fn rearm(&self) -> Result<()> {
        self.store.save_if_possible(|| {
            let tx = immediate(self.conn)?;
            tx.execute("DELETE FROM hook_shown WHERE session_id = ?1", [&self.id])?;
            tx.execute("DELETE FROM hook_gated WHERE session_id = ?1", [&self.id])?;
            tx.commit().context("clearing hook session state")?;
            Ok(())
        });
        Ok(())
    }

    /// The experiences of `ids` already shown in this session.
    pub(crate) fn shown(&self, ids: &[i64]) -> Result<HashSet<i64>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT 1 FROM hook_shown WHERE session_id = ?1 AND experience_id = ?2",
        )?;
        let mut out = HashSet::new();
        for &id in ids {
            if stmt.exists(params![self.id, id])? {
                out.insert(id);
            }
        }
        Ok(out)
    }

    /// Marks the lessons of `ids` shown now (at the session's current tool call). Best
    /// effort, like [`Session::touch`]: a lesson not marked is shown again later.
    pub(crate) fn mark_shown(&self, ids: &[i64]) -> Result<()> {
        self.store.save_if_possible(|| self.save_shown(ids, false));
        Ok(())
    }

    /// Marks the lessons of `ids` shown now, and waiting for the next test run on their
    /// symbol to say whether they helped ([`Session::take_pending`]). Best effort, like
    /// [`Session::mark_shown`].
    pub(crate) fn mark_shown_pending(&self, ids: &[i64]) -> Result<()> {
        self.store.save_if_possible(|| self.save_shown(ids, true));
        Ok(())
    }

    fn save_shown(&self, ids: &[i64], pending: bool) -> Result<()> {
        if ids.is_empty() {
            return Ok(());
        }
        let tx = immediate(self.conn)?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT INTO hook_shown (session_id, experience_id, at_call) \
                 VALUES (?1, ?2, coalesce((SELECT calls FROM hook_sessions WHERE session_id = ?1), 0)) \
                 ON CONFLICT (session_id, experience_id) DO UPDATE SET at_call = excluded.at_call",
            )?;
            let mut pending_stmt = tx.prepare_cached(
                "INSERT OR IGNORE INTO hook_pending (session_id, experience_id, symbol_id) \
                 SELECT ?1, id, symbol_id FROM experiences WHERE id = ?2",
            )?;
            for id in ids {
                stmt.execute(params![self.id, id])?;
                if pending {
                    pending_stmt.execute(params![self.id, id])?;
                }
            }
        }
        tx.commit()
            .context("saving hook session state (hook_shown)")?;
        Ok(())
    }

    /// Counts one tool call of the session (nothing is written for a session without state).
    /// Best effort, like [`Session::touch`].
    pub(crate) fn count_call(&self) -> Result<()> {
        self.store.save_if_possible(|| {
            self.conn
                .execute(
                    "UPDATE hook_sessions SET calls = calls + 1 WHERE session_id = ?1",
                    [&self.id],
                )
                .context("saving hook session state")?;
            Ok(())
        });
        Ok(())
    }

    /// The lessons of `ids` shown in this session within the last `calls` tool calls.
    pub(crate) fn shown_within(&self, ids: &[i64], calls: u64) -> Result<HashSet<i64>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT 1 FROM hook_shown h JOIN hook_sessions s ON s.session_id = h.session_id \
             WHERE h.session_id = ?1 AND h.experience_id = ?2 AND s.calls - h.at_call <= ?3",
        )?;
        let calls = i64::try_from(calls).unwrap_or(i64::MAX);
        let mut out = HashSet::new();
        for &id in ids {
            if stmt.exists(params![self.id, id, calls])? {
                out.insert(id);
            }
        }
        Ok(out)
    }

    /// Takes (returns and forgets) the lessons shown on symbols of `files` (project, file)
    /// not yet judged by a test run.
    pub(crate) fn take_pending(&self, files: &[(String, String)]) -> Result<Vec<i64>> {
        let tx = immediate(self.conn)?;
        let mut out = Vec::new();
        {
            let mut select = tx.prepare_cached(
                "SELECT p.experience_id FROM hook_pending p JOIN symbols s ON s.id = p.symbol_id \
                 WHERE p.session_id = ?1 AND s.project = ?2 AND coalesce(s.file, '') = ?3",
            )?;
            let mut delete = tx.prepare_cached(
                "DELETE FROM hook_pending WHERE session_id = ?1 AND experience_id = ?2",
            )?;
            for (project, file) in files {
                let rows =
                    select.query_map(params![self.id, project, file], |r| r.get::<_, i64>(0))?;
                for r in rows {
                    out.push(r?);
                }
            }
            for id in &out {
                delete.execute(params![self.id, id])?;
            }
        }
        tx.commit()
            .context("saving hook session state (hook_pending)")?;
        Ok(out)
    }

    /// The symbols of `ids` whose gate already fired in this session.
    pub(crate) fn gated(&self, ids: &[i64]) -> Result<HashSet<i64>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT 1 FROM hook_gated WHERE session_id = ?1 AND symbol_id = ?2")?;
        let mut out = HashSet::new();
        for &id in ids {
            if stmt.exists(params![self.id, id])? {
                out.insert(id);
            }
        }
        Ok(out)
    }

    /// Fails at once when an earlier write of this store failed: a gate that cannot be
    /// remembered must not fire (it would hold every retry back).
    pub(crate) fn mark_gated(&self, ids: &[i64]) -> Result<()> {
        if self.store.cannot_save() {
            anyhow::bail!("the database cannot be written: the gate is not remembered");
        }
        self.insert_pairs("hook_gated", "symbol_id", ids)
    }

    fn insert_pairs(&self, table: &str, column: &str, ids: &[i64]) -> Result<()> {
        if ids.is_empty() {
            return Ok(());
        }
        let tx = immediate(self.conn)?;
        {
            let mut stmt = tx.prepare_cached(&format!(
                "INSERT OR IGNORE INTO {table} (session_id, {column}) VALUES (?1, ?2)"
            ))?;
            for id in ids {
                stmt.execute(params![self.id, id])?;
            }
        }
        tx.commit()
            .with_context(|| format!("saving hook session state ({table})"))?;
        Ok(())
    }

    /// Remembers the lines an edit changed: `update` gets the ranges remembered earlier for
    /// `path` (so the caller can move them along with the edit and add the new ones) and
    /// returns the ranges to keep, all in one transaction.
    pub(crate) fn update_changes(
        &self,
        project: &str,
        file: &str,
        path: &str,
        update: impl FnOnce(Vec<LineRange>) -> Vec<LineRange>,
    ) -> Result<()> {
        let tx = immediate(self.conn)?;
        let earlier: Vec<LineRange> = {
            let mut stmt = tx.prepare_cached(
                "SELECT start_line, end_line FROM hook_changes WHERE session_id = ?1 AND path = ?2",
            )?;
            stmt.query_map(params![self.id, path], |r| {
                Ok((r.get::<_, i64>(0)? as usize, r.get::<_, i64>(1)? as usize))
            })?
            .collect::<rusqlite::Result<_>>()?
        };
        let all = update(earlier);
        tx.execute(
            "DELETE FROM hook_changes WHERE session_id = ?1 AND path = ?2",
            params![self.id, path],
        )?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT INTO hook_changes (session_id, project, file, path, start_line, end_line) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?;
            for (a, b) in all {
                stmt.execute(params![self.id, project, file, path, a as i64, b as i64])?;
            }
        }
        tx.commit().context("saving the lines an edit changed")?;
        Ok(())
    }

    /// Takes (returns and forgets) every change since the last test run, grouped by file.
    pub(crate) fn take_changes(&self) -> Result<Vec<FileChanges>> {
        let tx = immediate(self.conn)?;
        let rows: Vec<(String, String, String, usize, usize)> = {
            let mut stmt = tx.prepare_cached(
                "SELECT project, file, path, start_line, end_line FROM hook_changes \
                 WHERE session_id = ?1 ORDER BY rowid",
            )?;
            stmt.query_map([&self.id], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get::<_, i64>(3)? as usize,
                    r.get::<_, i64>(4)? as usize,
                ))
            })?
            .collect::<rusqlite::Result<_>>()?
        };
        tx.execute("DELETE FROM hook_changes WHERE session_id = ?1", [&self.id])?;
        tx.commit()
            .context("reading the lines changed since the last test run")?;
        let mut out: Vec<FileChanges> = Vec::new();
        for (project, file, path, a, b) in rows {
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

    /// Counts one more failed run of `runner` on `symbol_id` (re-opening it if a fix was
    /// recorded).
    pub(crate) fn record_failure(&self, symbol_id: i64, runner: &str) -> Result<()> {
        self.conn
            .execute(
                "INSERT INTO hook_failures (session_id, symbol_id, failed_runs, runner, first_failed_at) \
                 VALUES (?1, ?2, 1, ?4, ?3) \
                 ON CONFLICT (session_id, symbol_id) DO UPDATE SET \
                   runner = excluded.runner, \
                   failed_runs = CASE WHEN fixed_at IS NULL THEN failed_runs + 1 ELSE 1 END, \
                   first_failed_at = CASE WHEN fixed_at IS NULL THEN first_failed_at \
                                          ELSE excluded.first_failed_at END, \
                   fixed_at = NULL",
                params![self.id, symbol_id, now_timestamp(), runner],
            )
            .context("saving a failed test run")?;
        Ok(())
    }

    /// Failures not yet followed by a passing run.
    pub(crate) fn open_failures(&self) -> Result<Vec<Failure>> {
        self.failures("fixed_at IS NULL")
    }

    /// Failures a passing run fixed.
    pub(crate) fn fixed_failures(&self) -> Result<Vec<Failure>> {
        self.failures("fixed_at IS NOT NULL")
    }

    fn failures(&self, filter: &str) -> Result<Vec<Failure>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT symbol_id, failed_runs, first_failed_at, runner FROM hook_failures \
             WHERE session_id = ?1 AND {filter} ORDER BY first_failed_at, symbol_id"
        ))?;
        let rows = stmt
            .query_map([&self.id], |r| {
                Ok(Failure {
                    symbol_id: r.get(0)?,
                    failed_runs: r.get(1)?,
                    first_failed_at: r.get(2)?,
                    runner: r.get(3)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    pub(crate) fn mark_fixed(&self, symbol_ids: &[i64]) -> Result<()> {
        let tx = immediate(self.conn)?;
        let now = now_timestamp();
        for id in symbol_ids {
            tx.execute(
                "UPDATE hook_failures SET fixed_at = ?3 WHERE session_id = ?1 AND symbol_id = ?2",
                params![self.id, id, now],
            )?;
        }
        tx.commit().context("saving a fixed test run")?;
        Ok(())
    }

    /// Claims the session's one Stop reminder: true the first time only.
    pub(crate) fn claim_stop_reminder(&self) -> Result<bool> {
        self.touch()?;
        let claimed = self
            .conn
            .execute(
                "UPDATE hook_sessions SET stop_asked = 1 WHERE session_id = ?1 AND stop_asked = 0",
                [&self.id],
            )
            .context("saving hook session state")?;
        Ok(claimed == 1)
    }

    /// True when the Stop reminder was already given.
    pub(crate) fn stop_reminded(&self) -> Result<bool> {
        let asked: Option<i64> = self
            .conn
            .query_row(
                "SELECT stop_asked FROM hook_sessions WHERE session_id = ?1",
                [&self.id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(asked == Some(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let s = Store::open(&dir.path().join("cm.db")).unwrap();
        (dir, s)
    }

    #[test]
    fn shown_and_gated_are_per_session_and_rearm() {
        let (_d, s) = store();
        let a = s.session("a");
        let b = s.session("b");
        a.touch().unwrap();
        a.mark_shown(&[1, 2]).unwrap();
        a.mark_gated(&[7]).unwrap();
        assert_eq!(a.shown(&[1, 2, 3]).unwrap(), HashSet::from([1, 2]));
        assert!(b.shown(&[1, 2, 3]).unwrap().is_empty());
        assert_eq!(a.gated(&[7, 8]).unwrap(), HashSet::from([7]));
        a.rearm().unwrap();
        assert!(a.shown(&[1, 2]).unwrap().is_empty());
        assert!(a.gated(&[7]).unwrap().is_empty());
    }

    #[test]
    fn changes_are_updated_per_file_and_taken_once() {
        let (_d, s) = store();
        let a = s.session("a");
        a.update_changes("p", "x.py", "/r/x.py", |earlier| {
            assert!(earlier.is_empty());
            vec![(10, 11)]
        })
        .unwrap();
        // The caller moves the earlier ranges (two lines inserted above) and adds its own.
        a.update_changes("p", "x.py", "/r/x.py", |earlier| {
            assert_eq!(earlier, [(10, 11)]);
            vec![(2, 3), (12, 13)]
        })
        .unwrap();
        a.update_changes("p", "y.py", "/r/y.py", |earlier| {
            assert!(earlier.is_empty());
            vec![(1, 1)]
        })
        .unwrap();
        // Another session's changes are its own.
        s.session("b")
            .update_changes("p", "x.py", "/r/x.py", |earlier| {
                assert!(earlier.is_empty());
                vec![(5, 5)]
            })
            .unwrap();
        let taken = a.take_changes().unwrap();
        assert_eq!(taken.len(), 2);
        assert_eq!(taken[0].lines, vec![(2, 3), (12, 13)]);
        assert_eq!(taken[1].file, "y.py");
        assert!(a.take_changes().unwrap().is_empty());
        assert_eq!(s.session("b").take_changes().unwrap()[0].lines, [(5, 5)]);
    }

    #[test]
    fn failures_count_runs_until_fixed() {
        let (_d, s) = store();
        let a = s.session("a");
        a.record_failure(5, "pytest").unwrap();
        a.record_failure(5, "pytest").unwrap();
        let open = a.open_failures().unwrap();
        assert_eq!(open[0].failed_runs, 2);
        assert_eq!(open[0].runner, "pytest");
        a.mark_fixed(&[5]).unwrap();
        assert!(a.open_failures().unwrap().is_empty());
        assert_eq!(a.fixed_failures().unwrap().len(), 1);
        a.record_failure(5, "cargo").unwrap();
        assert_eq!(a.open_failures().unwrap()[0].failed_runs, 1);
    }

    #[test]
    fn stop_reminder_once() {
        let (_d, s) = store();
        let a = s.session("a");
        assert!(!a.stop_reminded().unwrap());
        assert!(a.claim_stop_reminder().unwrap());
        assert!(!a.claim_stop_reminder().unwrap());
        assert!(a.stop_reminded().unwrap());
    }

    #[test]
    fn prune_drops_old_sessions_only() {
        let (_d, s) = store();
        let old = s.session("old");
        old.touch().unwrap();
        old.mark_shown(&[1]).unwrap();
        s.conn()
            .execute(
                "UPDATE hook_sessions SET touched_at = '2000-01-01T00:00:00Z' WHERE session_id = 'old'",
                [],
            )
            .unwrap();
        let new = s.session("new");
        new.touch().unwrap();
        new.mark_shown(&[1]).unwrap();
        assert_eq!(s.prune_sessions().unwrap(), 1);
        assert!(old.shown(&[1]).unwrap().is_empty());
        assert_eq!(new.shown(&[1]).unwrap().len(), 1);
    }
}
