//! The session state blame rests on: whether the session edited code yet, the tests
//! failing before its first edit (its baseline), and the symbols its edits deleted or
//! created, kept by name.

use std::collections::HashSet;

use anyhow::Result;
use rusqlite::params;

use super::Session;
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
    /// True once the session edited code.
    pub(crate) fn edited(&self) -> Result<bool> {
        self.is_set("edited")
    }

    /// Remembers tests failing before the session's first edit (their ids redacted, as
    /// a test run's report is before it reaches here).
    pub(crate) fn add_baseline(&self, tests: &[String]) -> Result<()> {
        self.each(
            "INSERT OR IGNORE INTO hook_baseline (session_id, test_id) VALUES (?1, ?2)",
            tests.iter().map(|t| (&self.id, redact(t))),
            "saving the failures the session began with",
        )
    }

    /// The tests failing before the session's first edit.
    pub(crate) fn baseline(&self) -> Result<HashSet<String>> {
        let sql = "SELECT test_id FROM hook_baseline WHERE session_id = ?1";
        Ok(crate::store::all(self.conn, sql, [&self.id], |r| r.get(0))?)
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
