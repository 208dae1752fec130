//! The session state blame rests on: whether the session edited code yet, the tests
//! failing before its first edit (its baseline), and the symbols its edits deleted or
//! created, kept by name.

use std::collections::HashSet;

use anyhow::{Context as _, Result};
use rusqlite::{OptionalExtension as _, params};

use super::{Session, immediate};
use crate::store::redact::redact;

/// A symbol changed by name since the last test run (or created in the session).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NamedChange {
    pub(crate) project: String,
    pub(crate) file: String,
    pub(crate) path: String,
    pub(crate) name: String,
}

impl Session<'_> {
    /// Marks the session as having edited code (called on every remembered edit).
    pub(crate) fn mark_edited(&self) -> Result<()> {
        self.conn
            .execute(
                "UPDATE hook_sessions SET edited = 1 WHERE session_id = ?1 AND edited = 0",
                [&self.id],
            )
            .context("saving hook session state")?;
        Ok(())
    }

    /// True once the session edited code.
    pub(crate) fn edited(&self) -> Result<bool> {
        let edited: Option<i64> = self
            .conn
            .query_row(
                "SELECT edited FROM hook_sessions WHERE session_id = ?1",
                [&self.id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(edited == Some(1))
    }

    /// Remembers tests failing before the session's first edit (their ids redacted, as
    /// a test run's report is before it reaches here).
    pub(crate) fn add_baseline(&self, tests: &[String]) -> Result<()> {
        let tx = immediate(self.conn)?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT OR IGNORE INTO hook_baseline (session_id, test_id) VALUES (?1, ?2)",
            )?;
            for t in tests {
                stmt.execute(params![self.id, redact(t)])?;
            }
        }
        tx.commit()
            .context("saving the failures the session began with")?;
        Ok(())
    }

    /// The tests failing before the session's first edit.
    pub(crate) fn baseline(&self) -> Result<HashSet<String>> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT test_id FROM hook_baseline WHERE session_id = ?1")?;
        let rows = stmt
            .query_map([&self.id], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Remembers a symbol an edit deleted (`deleted`, until a test run covers it) or
    /// created (`created`, for the session).
    pub(crate) fn add_named_change(&self, change: &NamedChange, created: bool) -> Result<()> {
        self.conn
            .execute(
                "INSERT INTO hook_named_changes (session_id, project, file, path, name, kind, recent) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1) \
                 ON CONFLICT (session_id, path, name, kind) DO UPDATE SET recent = 1",
                params![
                    self.id,
                    change.project,
                    change.file,
                    change.path,
                    change.name,
                    if created { "created" } else { "deleted" }
                ],
            )
            .context("saving the symbols an edit changed")?;
        Ok(())
    }

    /// Whether an edit of this session created symbol `name` of `file`.
    pub(crate) fn created(&self, project: &str, file: &str, name: &str) -> Result<bool> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT 1 FROM hook_named_changes WHERE session_id = ?1 AND project = ?2 \
             AND file = ?3 AND name = ?4 AND kind = 'created'",
        )?;
        Ok(stmt.exists(params![self.id, project, file, name])?)
    }
}
