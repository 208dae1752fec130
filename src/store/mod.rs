//! The SQLite lesson store: one file holding symbols, their lessons (table `experiences`), and the
//! hook runtime's per-session state. Opening runs the numbered migrations. This is the only
//! module that speaks SQL; the rest of the crate goes through [`Store`]'s methods.
//!
//! Layout: `types` holds the data types and row mapping, `lessons` the writes (record,
//! status, recompute) and lesson reads, `symbols` the symbol reads (lookups, top, search,
//! summary), `session` the hook's per-session tables, `symbol_cache` its cached symbol
//! tables. `schema` opens and migrates the file, `risk` is the score formula and its
//! levels, `redact` scrubs secrets before storage. The lesson block the model reads is `crate::render`'s.

mod lessons;
pub(crate) mod record;
pub mod redact;
pub(crate) mod risk;
pub mod schema;
pub(crate) mod search;
pub(crate) mod session;
pub(crate) mod symbol_cache;
mod symbols;
mod types;

use std::path::{Path, PathBuf};

use anyhow::Result;
use rusqlite::{Connection, TransactionBehavior};

pub(crate) use types::{
    Lesson, LessonCounts, LevelCounts, ProjectSummary, RiskLevel, Status, SymbolSearch, SymbolStats,
};
pub use types::{NewLesson, Outcome, Recorded, Source};

pub(crate) use lessons::refresh_all_symbols;

/// Context for SQLite errors: one line, `what: why`. (anyhow's `with_context` would print
/// rusqlite's error and then its source, which says the same thing again.)
pub(crate) trait SqlContext<T> {
    fn db_context<C: std::fmt::Display>(self, what: impl FnOnce() -> C) -> Result<T>;
}

impl<T> SqlContext<T> for rusqlite::Result<T> {
    fn db_context<C: std::fmt::Display>(self, what: impl FnOnce() -> C) -> Result<T> {
        self.map_err(|e| anyhow::anyhow!("{}: {e}", what()))
    }
}

/// An open lesson database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

/// Now, as stored: RFC 3339 UTC to the second (text order is time order).
pub fn now_timestamp() -> String {
    chrono::Utc::now().format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

impl Store {
    /// Opens (creating 0600 if missing, with its directory) and migrates the database.
    pub fn open(path: &Path) -> Result<Store> {
        let conn = schema::open(path)?;
        Ok(Store {
            conn,
            path: path.to_path_buf(),
        })
    }

    /// The connection, for unit tests that set up rows the API cannot write.
    #[cfg(test)]
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The database file this store was opened from.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Runs a read, turning a SQLite failure into one message naming the database (rusqlite's
    /// own error chain repeats itself: "locked: Error code 5: database is locked").
    fn read<T>(&self, f: impl FnOnce() -> rusqlite::Result<T>) -> Result<T> {
        f().db_context(|| format!("reading database at {}", self.path.display()))
    }

    fn write_tx(&mut self) -> Result<rusqlite::Transaction<'_>> {
        let path = self.path.display().to_string();
        // IMMEDIATE takes the write lock up front, so the busy timeout covers the whole
        // transaction (a deferred one can fail with "database is locked" when it upgrades).
        self.conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .db_context(|| format!("writing to database at {path}"))
    }
}

#[cfg(test)]
mod tests;
