//! The SQLite lesson store: one file holding symbols, their experiences (lessons), and the
//! hook runtime's per-session state. Opening runs the numbered migrations.
//!
//! INTERFACE CONTRACT (shared by cmd/, hook/ and install/): the types and method
//! signatures below are what other modules call. Bodies marked `todo!` are being written.

use std::path::Path;

use anyhow::Result;
use rusqlite::Connection;
use serde::Serialize;

/// `type` column of an experience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Fail,
    Success,
}

/// `status` column of an experience.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Active,
    Resolved,
    Inactive,
}

/// Who wrote an experience: a person/agent by hand, or the hook runtime from a test run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Manual,
    Auto,
}

/// `low / medium / caution / high` for risk < 5, < 10, < 15, else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RiskLevel {
    Low,
    Medium,
    Caution,
    High,
}

/// One row of `experiences`.
#[derive(Debug, Clone, Serialize)]
pub struct Experience {
    pub id: i64,
    /// Globally unique id (UUID v7), for merging lessons across machines.
    pub uid: String,
    pub symbol_id: i64,
    #[serde(rename = "type")]
    pub kind: Outcome,
    pub lesson: String,
    pub detail: Option<String>,
    pub session_id: Option<String>,
    pub status: Status,
    pub source: Source,
    /// RFC 3339 UTC, e.g. `2026-11-29T08:54:27Z`.
    pub created_at: String,
    /// How many times this same lesson was recorded (auto-recorded repeats merge into one row).
    pub occurrences: i64,
    /// When it was last recorded (== created_at unless repeats merged into it).
    pub last_seen_at: String,
}

/// One row of `symbols`, with its risk computed for *now* (recency changes with time).
#[derive(Debug, Clone, Serialize)]
pub struct SymbolStats {
    pub id: i64,
    pub project: String,
    /// Normalized, project-relative; "" when the symbol has no file.
    pub file: String,
    /// `Class.method`; "" for a file-level lesson.
    pub name: String,
    pub fail_count: i64,
    pub success_count: i64,
    pub last_fail: Option<String>,
    pub last_success: Option<String>,
    pub risk_score: f64,
    pub risk_level: RiskLevel,
}

/// What to record.
#[derive(Debug, Clone)]
pub struct NewExperience<'a> {
    pub project: &'a str,
    /// Normalized, project-relative ("" for none).
    pub file: &'a str,
    /// `Class.method`, or "" for a file-level lesson (then `file` must be non-empty).
    pub symbol: &'a str,
    pub kind: Outcome,
    /// Redacted by the store before storage; must be non-empty after trimming.
    pub lesson: &'a str,
    pub detail: Option<&'a str>,
    pub session_id: Option<&'a str>,
    pub source: Source,
    /// If an *active* experience of the same symbol, kind, source and lesson text exists,
    /// bump its `occurrences`/`last_seen_at` (and detail) instead of inserting a new row.
    pub merge_repeats: bool,
}

/// The result of [`Store::record`].
#[derive(Debug, Clone, Serialize)]
pub struct Recorded {
    pub experience: Experience,
    pub symbol: SymbolStats,
    /// True when the record merged into an existing experience.
    pub merged: bool,
}

/// An open lesson database.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating 0600 if missing, with its directory) and migrates the database.
    pub fn open(path: &Path) -> Result<Store> {
        let _ = path;
        todo!()
    }

    /// The connection, for modules that keep their own tables (hook session state).
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// Records a fail or success, recomputing the symbol's risk, in one transaction.
    pub fn record(&mut self, new: &NewExperience<'_>) -> Result<Recorded> {
        let _ = new;
        todo!()
    }

    /// Sets an experience's status (resolve/deactivate) and recomputes its symbol's risk.
    /// Errors clearly when the id does not exist.
    pub fn set_status(&mut self, id: i64, status: Status) -> Result<(Experience, SymbolStats)> {
        let _ = (id, status);
        todo!()
    }

    /// True when `file` of `project` has at least one symbol (or file-level entry) with an
    /// active experience. Must be a single indexed lookup: the hook asks it on every edit.
    pub fn file_has_lessons(&self, project: &str, file: &str) -> Result<bool> {
        let _ = (project, file);
        todo!()
    }

    /// Symbols of `file` whose `name` is one of `names` ("" = the file-level entry), with
    /// current risk. Unknown names are skipped.
    pub fn symbols_named(&self, project: &str, file: &str, names: &[&str]) -> Result<Vec<SymbolStats>> {
        let _ = (project, file, names);
        todo!()
    }

    /// Experiences of one symbol, newest first; only active ones unless `include_all`.
    pub fn experiences(&self, symbol_id: i64, include_all: bool) -> Result<Vec<Experience>> {
        let _ = (symbol_id, include_all);
        todo!()
    }

    /// The `n` riskiest symbols of the project (current risk, > 0), riskiest first.
    pub fn top(&self, project: &str, n: usize) -> Result<Vec<SymbolStats>> {
        let _ = (project, n);
        todo!()
    }

    /// True when the project has any active experience at all.
    pub fn project_has_lessons(&self, project: &str) -> Result<bool> {
        let _ = project;
        todo!()
    }
}
