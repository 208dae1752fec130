//! What a session was shown: the lessons that reached the model and at which tool call,
//! those awaiting a test run's verdict, and the gates that fired.

use std::collections::HashSet;

use anyhow::{Context as _, Result};
use rusqlite::{Params, params};

use super::{Session, immediate};

impl Session<'_> {
    /// The experiences of `ids` already shown in this session.
    pub(crate) fn shown(&self, ids: &[i64]) -> Result<HashSet<i64>> {
        self.pairs("hook_shown", "experience_id", ids)
    }

    /// Marks the lessons of `ids` shown now (at the session's current tool call), and
    /// when `pending`, waiting for the next test run on their symbol to say whether they
    /// helped ([`Session::take_pending`]). A lesson not marked is shown again later; the
    /// hook keeps what it could not write for later (`hook::spool`).
    pub(crate) fn save_shown(&self, ids: &[i64], pending: bool) -> Result<()> {
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
            .context("saving hook session state (hook_shown)")
    }

    /// Counts one tool call of the session (nothing is written for a session without state).
    /// Best effort, like [`Session::touch`].
    pub(crate) fn count_call(&self) -> Result<()> {
        // A read first: the update would take the write lock even when no row matches,
        // and most tool calls are of sessions without state.
        let has_state = self
            .conn
            .prepare_cached("SELECT 1 FROM hook_sessions WHERE session_id = ?1")?
            .exists([&self.id])?;
        if !has_state {
            return Ok(());
        }
        self.store.save_if_possible(|| {
            self.conn
                .execute(
                    "UPDATE hook_sessions SET calls = calls + 1 WHERE session_id = ?1",
                    [&self.id],
                )
                .context("saving hook session state")
        });
        Ok(())
    }

    /// The lessons of `ids` shown in this session within the last `calls` tool calls.
    pub(crate) fn shown_within(&self, ids: &[i64], calls: u64) -> Result<HashSet<i64>> {
        let calls = i64::try_from(calls).unwrap_or(i64::MAX);
        self.found(
            "SELECT 1 FROM hook_shown h JOIN hook_sessions s ON s.session_id = h.session_id \
             WHERE h.session_id = ?1 AND h.experience_id = ?2 AND s.calls - h.at_call <= ?3",
            ids,
            |id| (&self.id, id, calls),
        )
    }

    /// Whether lessons shown in this session on symbols of `file` still wait for an edit.
    pub(crate) fn shown_awaiting_edit(&self, project: &str, file: &str) -> Result<bool> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT 1 FROM hook_pending p JOIN symbols s ON s.id = p.symbol_id \
             WHERE p.session_id = ?1 AND p.edited = 0 AND s.project = ?2 \
             AND coalesce(s.file, '') = ?3",
        )?;
        Ok(stmt.exists(params![self.id, project, file])?)
    }

    /// Marks the lessons shown on symbols `names` of `file` (the file's own lessons are
    /// `""`) as shown before an edit of them; returns those not marked before.
    pub(crate) fn mark_shown_edited(
        &self,
        project: &str,
        file: &str,
        names: &[String],
    ) -> Result<Vec<i64>> {
        self.take_ids(
            "SELECT p.experience_id FROM hook_pending p JOIN symbols s ON s.id = p.symbol_id \
             WHERE p.session_id = ?1 AND p.edited = 0 AND s.project = ?2 \
             AND coalesce(s.file, '') = ?3 AND s.name = ?4",
            names.iter().map(|name| (&self.id, project, file, name)),
            "UPDATE hook_pending SET edited = 1 WHERE session_id = ?1 AND experience_id = ?2",
        )
    }

    /// Takes (returns and forgets) the lessons shown on symbols of `files` (project, file)
    /// and edited since, not yet judged by a test run. Those whose symbol was not edited
    /// wait: the run says nothing of what they did.
    pub(crate) fn take_pending(&self, files: &[(String, String)]) -> Result<Vec<i64>> {
        self.take_ids(
            "SELECT p.experience_id FROM hook_pending p JOIN symbols s ON s.id = p.symbol_id \
             WHERE p.session_id = ?1 AND p.edited = 1 AND s.project = ?2 \
             AND coalesce(s.file, '') = ?3",
            files
                .iter()
                .map(|(project, file)| (&self.id, project, file)),
            "DELETE FROM hook_pending WHERE session_id = ?1 AND experience_id = ?2",
        )
    }

    /// The lessons `select` finds (`?1` the session) for each of `keys` of parameters, once
    /// `then` ran on each of them (`?2` the lesson), in one transaction.
    fn take_ids<P: Params>(
        &self,
        select: &str,
        keys: impl IntoIterator<Item = P>,
        then: &str,
    ) -> Result<Vec<i64>> {
        let tx = immediate(self.conn)?;
        let mut out = Vec::new();
        {
            let mut select = tx.prepare_cached(select)?;
            for key in keys {
                for id in select.query_map(key, |r| r.get(0))? {
                    out.push(id?);
                }
            }
            let mut then = tx.prepare_cached(then)?;
            for id in &out {
                then.execute(params![self.id, id])?;
            }
        }
        tx.commit()
            .context("saving hook session state (hook_pending)")?;
        Ok(out)
    }

    /// The symbols of `ids` whose gate already fired in this session.
    pub(crate) fn gated(&self, ids: &[i64]) -> Result<HashSet<i64>> {
        self.pairs("hook_gated", "symbol_id", ids)
    }

    /// The ids of `ids` that `table` holds in `column` for this session.
    fn pairs(&self, table: &str, column: &str, ids: &[i64]) -> Result<HashSet<i64>> {
        let sql = format!("SELECT 1 FROM {table} WHERE session_id = ?1 AND {column} = ?2");
        self.found(&sql, ids, |id| (&self.id, id))
    }

    /// The ids of `ids` for which `sql`, with the parameters `args` makes of the id, finds a
    /// row.
    fn found<P: Params>(
        &self,
        sql: &str,
        ids: &[i64],
        args: impl Fn(i64) -> P,
    ) -> Result<HashSet<i64>> {
        let mut stmt = self.conn.prepare_cached(sql)?;
        let mut out = HashSet::new();
        for &id in ids {
            if stmt.exists(args(id))? {
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
        self.each(
            &format!("INSERT OR IGNORE INTO {table} (session_id, {column}) VALUES (?1, ?2)"),
            ids.iter().map(|id| (&self.id, id)),
            &format!("saving hook session state ({table})"),
        )
    }
}
