//! The SQLite lesson store: one file holding symbols, their experiences (lessons), and the
//! hook runtime's per-session state. Opening runs the numbered migrations.
//!
//! INTERFACE CONTRACT (shared by cmd/, hook/ and install/): the types and method
//! signatures below are what other modules call.
//!
//! Layout: `schema` opens and migrates the file, `risk` is the score formula, `redact`
//! scrubs secrets before storage. This file holds the data types and the queries.

pub mod redact;
pub mod risk;
pub mod schema;

use std::path::{Path, PathBuf};

use anyhow::{Result, bail};
use rusqlite::{Connection, OptionalExtension as _, Row, TransactionBehavior, params};
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
    /// If an *active* experience of the same symbol, kind, source, lesson text and session
    /// exists, bump its `occurrences`/`last_seen_at` (and detail) instead of inserting a new
    /// row. Only within a session: a retry loop is one lesson, while the same failure back
    /// in a later session is a new one and raises the risk.
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

/// Lesson counts by status and type, for one symbol or a whole project.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct LessonCounts {
    pub total: i64,
    pub active: i64,
    pub resolved: i64,
    pub inactive: i64,
    /// Active failures.
    pub active_fail: i64,
    /// Active successes.
    pub active_success: i64,
}

/// Symbols per risk level (current risk), for a project summary.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct LevelCounts {
    pub low: i64,
    pub medium: i64,
    pub caution: i64,
    pub high: i64,
}

/// A project at a glance (`cm stats`).
#[derive(Debug, Clone, Serialize)]
pub struct ProjectSummary {
    pub project: String,
    /// Symbols (and file-level entries) with any lesson, whatever its status.
    pub symbols: i64,
    /// ... with at least one active lesson.
    pub symbols_with_active_lessons: i64,
    pub lessons: LessonCounts,
    /// Symbols with active lessons, by current risk level.
    pub risk_levels: LevelCounts,
}

/// What [`Store::search`] looks for.
#[derive(Debug, Clone, Default)]
pub struct SymbolQuery<'a> {
    pub project: &'a str,
    /// Substring of the symbol name (case-insensitive for ASCII; `%` and `_` are literal).
    pub name: Option<&'a str>,
    /// Normalized project-relative file: only symbols of that file.
    pub file: Option<&'a str>,
    /// Include symbols whose lessons are all resolved or inactive.
    pub include_all: bool,
    /// At most this many symbols (exact name matches first, then riskiest).
    pub limit: usize,
}

/// An open lesson database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

/// Columns of `symbols` read into a [`SymbolStats`], risk computed as of now.
fn symbol_columns() -> String {
    format!(
        "id, project, coalesce(file, ''), name, fail_count, success_count, last_fail, last_success, {} AS current_risk",
        risk::CURRENT_RISK_SQL
    )
}

fn symbol_from_row(row: &Row<'_>) -> rusqlite::Result<SymbolStats> {
    let risk_score: f64 = row.get(8)?;
    Ok(SymbolStats {
        id: row.get(0)?,
        project: row.get(1)?,
        file: row.get(2)?,
        name: row.get(3)?,
        fail_count: row.get(4)?,
        success_count: row.get(5)?,
        last_fail: row.get(6)?,
        last_success: row.get(7)?,
        risk_score,
        risk_level: risk::level(risk_score),
    })
}

const EXPERIENCE_COLUMNS: &str = "id, uid, symbol_id, type, lesson, detail, session_id, status, source, \
     created_at, occurrences, coalesce(last_seen_at, created_at)";

fn experience_from_row(row: &Row<'_>) -> rusqlite::Result<Experience> {
    Ok(Experience {
        id: row.get(0)?,
        uid: row.get::<_, Option<String>>(1)?.unwrap_or_default(),
        symbol_id: row.get(2)?,
        kind: parse_column(row, 3, Outcome::parse)?,
        lesson: row.get(4)?,
        detail: row.get(5)?,
        session_id: row.get(6)?,
        status: parse_column(row, 7, Status::parse)?,
        source: parse_column(row, 8, Source::parse)?,
        created_at: row.get(9)?,
        occurrences: row.get(10)?,
        last_seen_at: row.get(11)?,
    })
}

fn parse_column<T>(row: &Row<'_>, idx: usize, parse: fn(&str) -> Option<T>) -> rusqlite::Result<T> {
    let text: String = row.get(idx)?;
    parse(&text).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            idx,
            rusqlite::types::Type::Text,
            format!("unexpected value {text:?}").into(),
        )
    })
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Fail => "fail",
            Outcome::Success => "success",
        }
    }
    fn parse(s: &str) -> Option<Outcome> {
        match s {
            "fail" => Some(Outcome::Fail),
            "success" => Some(Outcome::Success),
            _ => None,
        }
    }
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Resolved => "resolved",
            Status::Inactive => "inactive",
        }
    }
    fn parse(s: &str) -> Option<Status> {
        match s {
            "active" => Some(Status::Active),
            "resolved" => Some(Status::Resolved),
            "inactive" => Some(Status::Inactive),
            _ => None,
        }
    }
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Manual => "manual",
            Source::Auto => "auto",
        }
    }
    fn parse(s: &str) -> Option<Source> {
        match s {
            "manual" => Some(Source::Manual),
            "auto" => Some(Source::Auto),
            _ => None,
        }
    }
}

/// Now, as stored: RFC 3339 UTC to the second (text order is time order).
pub fn now_timestamp() -> String {
    chrono::Utc::now().format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// Recomputes the kept aggregates (counts, last times, consecutive fails, active count,
/// stored risk) of the symbols matching `filter` from their active experiences.
fn refresh_symbols(
    conn: &Connection,
    filter: &str,
    params: impl rusqlite::Params + Copy,
) -> rusqlite::Result<()> {
    let active = |kind: &str, what: &str| {
        format!(
            "(SELECT {what} FROM experiences e WHERE e.symbol_id = symbols.id \
             AND e.status = 'active' AND e.type = '{kind}')"
        )
    };
    let last_seen = "coalesce(e.last_seen_at, e.created_at)";
    let sql = format!(
        "UPDATE symbols SET \
           fail_count = {fail_count}, \
           success_count = {success_count}, \
           last_fail = {last_fail}, \
           last_success = {last_success}, \
           active_count = (SELECT count(*) FROM experiences e WHERE e.symbol_id = symbols.id AND e.status = 'active'), \
           consecutive_fails = (SELECT count(*) FROM experiences e WHERE e.symbol_id = symbols.id \
               AND e.status = 'active' AND e.type = 'fail' \
               AND NOT EXISTS (SELECT 1 FROM experiences s WHERE s.symbol_id = symbols.id \
                   AND s.status = 'active' AND s.type = 'success' \
                   AND (coalesce(s.last_seen_at, s.created_at), s.id) > ({last_seen}, e.id))) \
         WHERE {filter}",
        fail_count = active("fail", "count(*)"),
        success_count = active("success", "count(*)"),
        last_fail = active("fail", &format!("max({last_seen})")),
        last_success = active("success", &format!("max({last_seen})")),
    );
    conn.execute(&sql, params)?;
    conn.execute(
        &format!(
            "UPDATE symbols SET risk_score = {} WHERE {filter}",
            risk::CURRENT_RISK_SQL
        ),
        params,
    )?;
    Ok(())
}

/// Recomputes every symbol's aggregates (after a migration).
pub(crate) fn refresh_all_symbols(conn: &Connection) -> rusqlite::Result<()> {
    refresh_symbols(conn, "1", [])
}

/// `text` with `\`, `%` and `_` escaped for `LIKE ... ESCAPE '\'`.
fn like_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    for c in text.chars() {
        if matches!(c, '\\' | '%' | '_') {
            out.push('\\');
        }
        out.push(c);
    }
    out
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

    /// The connection, for modules that keep their own tables (hook session state).
    pub fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The database file this store was opened from.
    pub fn path(&self) -> &Path {
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

    /// Records a fail or success, recomputing the symbol's risk, in one transaction.
    pub fn record(&mut self, new: &NewExperience<'_>) -> Result<Recorded> {
        let lesson = new.lesson.trim();
        if lesson.is_empty() {
            bail!("lesson is empty");
        }
        if new.project.trim().is_empty() {
            bail!("project name is empty");
        }
        if new.symbol.is_empty() && new.file.is_empty() {
            bail!("a lesson needs a symbol or a file");
        }
        let lesson = redact::redact(lesson).into_owned();
        let detail = new
            .detail
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map(|d| redact::redact(d).into_owned());
        let session = new.session_id.map(str::trim).filter(|s| !s.is_empty());
        let now = now_timestamp();
        let path = self.path.display().to_string();

        let tx = self.write_tx()?;
        let recorded = (|| -> rusqlite::Result<Recorded> {
            let symbol_id: i64 = tx.query_row(
                "INSERT INTO symbols (project, file, name, created_at) VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (project, file, name) DO UPDATE SET name = excluded.name RETURNING id",
                params![new.project, new.file, new.symbol, now],
                |r| r.get(0),
            )?;
            let repeat: Option<i64> = if new.merge_repeats {
                tx.query_row(
                    "SELECT id FROM experiences WHERE symbol_id = ?1 AND type = ?2 AND source = ?3 \
                     AND status = 'active' AND lesson = ?4 AND session_id IS ?5 ORDER BY id DESC LIMIT 1",
                    params![symbol_id, new.kind.as_str(), new.source.as_str(), lesson, session],
                    |r| r.get(0),
                )
                .optional()?
            } else {
                None
            };
            let id = match repeat {
                Some(id) => {
                    tx.execute(
                        "UPDATE experiences SET occurrences = occurrences + 1, last_seen_at = ?2, \
                         detail = coalesce(?3, detail) WHERE id = ?1",
                        params![id, now, detail],
                    )?;
                    id
                }
                None => tx.query_row(
                    "INSERT INTO experiences (uid, symbol_id, type, lesson, detail, session_id, status, \
                     source, created_at, occurrences, last_seen_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'active', ?7, ?8, 1, ?8) RETURNING id",
                    params![
                        uuid::Uuid::now_v7().to_string(),
                        symbol_id,
                        new.kind.as_str(),
                        lesson,
                        detail,
                        session,
                        new.source.as_str(),
                        now
                    ],
                    |r| r.get(0),
                )?,
            };
            refresh_symbols(&tx, "id = ?1", [symbol_id])?;
            Ok(Recorded {
                experience: get_experience(&tx, id)?.expect("just written"),
                symbol: get_symbol(&tx, symbol_id)?.expect("just written"),
                merged: repeat.is_some(),
            })
        })()
        .db_context(|| format!("recording a lesson in database at {path}"))?;
        tx.commit()
            .db_context(|| format!("recording a lesson in database at {path}"))?;
        schema::trim_wal(&self.conn, &self.path);
        Ok(recorded)
    }

    /// Sets an experience's status (resolve/deactivate) and recomputes its symbol's risk.
    /// Errors clearly when the id does not exist.
    pub fn set_status(&mut self, id: i64, status: Status) -> Result<(Experience, SymbolStats)> {
        let path = self.path.display().to_string();
        let tx = self.write_tx()?;
        let Some(before) = get_experience(&tx, id)? else {
            bail!("no lesson with id {id} in database at {path}");
        };
        let result = (|| -> rusqlite::Result<(Experience, SymbolStats)> {
            if before.status != status {
                tx.execute(
                    "UPDATE experiences SET status = ?2 WHERE id = ?1",
                    params![id, status.as_str()],
                )?;
                refresh_symbols(&tx, "id = ?1", [before.symbol_id])?;
            }
            Ok((
                get_experience(&tx, id)?.expect("exists"),
                get_symbol(&tx, before.symbol_id)?.expect("experience has a symbol"),
            ))
        })()
        .db_context(|| format!("updating lesson {id} in database at {path}"))?;
        tx.commit()
            .db_context(|| format!("updating lesson {id} in database at {path}"))?;
        schema::trim_wal(&self.conn, &self.path);
        Ok(result)
    }

    /// True when `file` of `project` has at least one symbol (or file-level entry) with an
    /// active experience. Must be a single indexed lookup: the hook asks it on every edit.
    pub fn file_has_lessons(&self, project: &str, file: &str) -> Result<bool> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT EXISTS (SELECT 1 FROM symbols WHERE project = ?1 AND file = ?2 AND active_count > 0)",
            )?;
            stmt.query_row(params![project, file], |r| r.get(0))
        })
    }

    /// Symbols of `file` whose `name` is one of `names` ("" = the file-level entry), with
    /// current risk. Unknown names are skipped.
    pub fn symbols_named(
        &self,
        project: &str,
        file: &str,
        names: &[&str],
    ) -> Result<Vec<SymbolStats>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(&format!(
                "SELECT {} FROM symbols WHERE project = ?1 AND file = ?2 AND name = ?3",
                symbol_columns()
            ))?;
            let mut out = Vec::with_capacity(names.len());
            for name in names {
                if let Some(s) = stmt
                    .query_row(params![project, file, name], symbol_from_row)
                    .optional()?
                {
                    out.push(s);
                }
            }
            Ok(out)
        })
    }

    /// The files (`""` for none) under which `project` has a symbol called `name`.
    pub fn files_of_symbol(&self, project: &str, name: &str) -> Result<Vec<String>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT file FROM symbols WHERE project = ?1 AND name = ?2 ORDER BY file",
            )?;
            let rows = stmt.query_map(params![project, name], |r| r.get(0))?;
            rows.collect::<rusqlite::Result<_>>()
        })
    }

    /// Experiences of one symbol, newest first; only active ones unless `include_all`.
    pub fn experiences(&self, symbol_id: i64, include_all: bool) -> Result<Vec<Experience>> {
        self.read(|| {
            let filter = if include_all {
                ""
            } else {
                "AND status = 'active'"
            };
            let mut stmt = self.conn.prepare_cached(&format!(
                "SELECT {EXPERIENCE_COLUMNS} FROM experiences WHERE symbol_id = ?1 {filter} \
                 ORDER BY created_at DESC, id DESC"
            ))?;
            let rows = stmt.query_map([symbol_id], experience_from_row)?;
            rows.collect::<rusqlite::Result<_>>()
        })
    }

    /// The `n` riskiest symbols of the project (current risk, > 0), riskiest first.
    pub fn top(&self, project: &str, n: usize) -> Result<Vec<SymbolStats>> {
        self.read(|| {
            if n == 0 {
                return Ok(Vec::new());
            }
            // Time only lowers a score, by at most MAX_DECAY, so no symbol whose stored score is
            // more than that below the n-th best stored score can reach the top n: rank only the
            // symbols above that bar (an index range) by their current score.
            let sql = format!(
                "SELECT {cols} FROM symbols \
                 WHERE project = ?1 AND active_count > 0 \
                   AND risk_score >= coalesce((SELECT risk_score FROM symbols \
                       WHERE project = ?1 AND active_count > 0 \
                       ORDER BY risk_score DESC LIMIT 1 OFFSET ?2 - 1), 0) - ?3 \
                   AND current_risk > 0 \
                 ORDER BY current_risk DESC, fail_count DESC, last_fail DESC, name, file \
                 LIMIT ?2",
                cols = symbol_columns()
            );
            let mut stmt = self.conn.prepare_cached(&sql)?;
            let n = i64::try_from(n).unwrap_or(i64::MAX);
            let rows =
                stmt.query_map(params![project, n, risk::MAX_DECAY + 0.01], symbol_from_row)?;
            rows.collect::<rusqlite::Result<_>>()
        })
    }

    /// True when the project has any active experience at all.
    pub fn project_has_lessons(&self, project: &str) -> Result<bool> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT EXISTS (SELECT 1 FROM symbols WHERE project = ?1 AND active_count > 0)",
            )?;
            stmt.query_row([project], |r| r.get(0))
        })
    }

    /// Recomputes every symbol's kept counts and risk from its experiences, after rows were
    /// written directly through [`Store::conn`] (bulk imports, benchmarks).
    pub fn recompute_all(&mut self) -> Result<()> {
        let tx = self.write_tx()?;
        refresh_all_symbols(&tx)?;
        tx.commit()?;
        schema::trim_wal(&self.conn, &self.path);
        Ok(())
    }

    /// One experience by its number (`#12`), if it exists.
    pub fn experience(&self, id: i64) -> Result<Option<Experience>> {
        self.read(|| get_experience(&self.conn, id))
    }

    /// One experience by its globally unique id, if it exists.
    pub fn experience_by_uid(&self, uid: &str) -> Result<Option<Experience>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(&format!(
                "SELECT {EXPERIENCE_COLUMNS} FROM experiences WHERE uid = ?1"
            ))?;
            stmt.query_row([uid], experience_from_row).optional()
        })
    }

    /// One symbol by id, with current risk.
    pub fn symbol(&self, id: i64) -> Result<Option<SymbolStats>> {
        self.read(|| get_symbol(&self.conn, id))
    }

    /// Symbols matching `q`, exact name matches first, then riskiest; and how many matched
    /// in all (the list stops at `q.limit`).
    pub fn search(&self, q: &SymbolQuery<'_>) -> Result<(Vec<SymbolStats>, usize)> {
        self.read(|| {
            let name = q.name.filter(|n| !n.is_empty());
            let pattern = name.map(like_escape);
            let mut args: Vec<&dyn rusqlite::ToSql> = vec![&q.project];
            let mut filter = String::from("project = ?1");
            if let Some(pattern) = &pattern {
                args.push(pattern);
                filter.push_str(&format!(
                    " AND name LIKE '%' || ?{} || '%' ESCAPE '\\'",
                    args.len()
                ));
            }
            if let Some(file) = &q.file {
                args.push(file);
                filter.push_str(&format!(" AND file = ?{}", args.len()));
            }
            if !q.include_all {
                filter.push_str(" AND active_count > 0");
            }
            // Without a name nothing is an exact match (NULL), not the file-level entries
            // (whose name is "").
            let exact = name;
            args.push(&exact);
            let limit = i64::try_from(q.limit.max(1)).unwrap_or(i64::MAX);
            // Matching ids first, from the small covering name (or file) index; then only the
            // matches are read from the table (asked directly, the planner walks the risk index
            // and reads every row of the project). The window count is the number of matches
            // before LIMIT, so one scan answers both.
            let sql = format!(
                "SELECT {cols}, count(*) OVER () FROM symbols WHERE id IN (SELECT id FROM symbols WHERE {filter}) \
                 ORDER BY (name = ?{exact_arg}) DESC, current_risk DESC, name, file LIMIT {limit}",
                cols = symbol_columns(),
                exact_arg = args.len()
            );
            let mut stmt = self.conn.prepare_cached(&sql)?;
            let mut total = 0;
            let mut found = Vec::new();
            let mut rows = stmt.query(args.as_slice())?;
            while let Some(row) = rows.next()? {
                total = row.get::<_, i64>(9)?;
                found.push(symbol_from_row(row)?);
            }
            found.truncate(q.limit);
            Ok((found, usize::try_from(total).unwrap_or(0)))
        })
    }

    /// Lesson counts of one symbol.
    pub fn lesson_counts(&self, symbol_id: i64) -> Result<LessonCounts> {
        self.read(|| count_lessons(&self.conn, "symbol_id = ?1", [symbol_id]))
    }

    /// The project at a glance: symbols, lessons by status, symbols by risk level.
    pub fn summary(&self, project: &str) -> Result<ProjectSummary> {
        self.read(|| {
            let (symbols, with_active): (i64, i64) = self.conn.query_row(
                "SELECT count(*), count(*) FILTER (WHERE active_count > 0) FROM symbols WHERE project = ?1",
                [project],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            let lessons = count_lessons(
                &self.conn,
                "symbol_id IN (SELECT id FROM symbols WHERE project = ?1)",
                [project],
            )?;
            let mut risk_levels = LevelCounts::default();
            let mut stmt = self.conn.prepare(&format!(
                "SELECT {} FROM symbols WHERE project = ?1 AND active_count > 0",
                risk::CURRENT_RISK_SQL
            ))?;
            for risk in stmt.query_map([project], |r| r.get::<_, f64>(0))? {
                match risk::level(risk?) {
                    RiskLevel::Low => risk_levels.low += 1,
                    RiskLevel::Medium => risk_levels.medium += 1,
                    RiskLevel::Caution => risk_levels.caution += 1,
                    RiskLevel::High => risk_levels.high += 1,
                }
            }
            Ok(ProjectSummary {
                project: project.to_owned(),
                symbols,
                symbols_with_active_lessons: with_active,
                lessons,
                risk_levels,
            })
        })
    }
}

fn get_experience(conn: &Connection, id: i64) -> rusqlite::Result<Option<Experience>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {EXPERIENCE_COLUMNS} FROM experiences WHERE id = ?1"
    ))?;
    stmt.query_row([id], experience_from_row).optional()
}

fn get_symbol(conn: &Connection, id: i64) -> rusqlite::Result<Option<SymbolStats>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {} FROM symbols WHERE id = ?1",
        symbol_columns()
    ))?;
    stmt.query_row([id], symbol_from_row).optional()
}

fn count_lessons(
    conn: &Connection,
    filter: &str,
    params: impl rusqlite::Params,
) -> rusqlite::Result<LessonCounts> {
    let sql = format!(
        "SELECT count(*), \
           count(*) FILTER (WHERE status = 'active'), \
           count(*) FILTER (WHERE status = 'resolved'), \
           count(*) FILTER (WHERE status = 'inactive'), \
           count(*) FILTER (WHERE status = 'active' AND type = 'fail'), \
           count(*) FILTER (WHERE status = 'active' AND type = 'success') \
         FROM experiences WHERE {filter}"
    );
    conn.query_row(&sql, params, |r| {
        Ok(LessonCounts {
            total: r.get(0)?,
            active: r.get(1)?,
            resolved: r.get(2)?,
            inactive: r.get(3)?,
            active_fail: r.get(4)?,
            active_success: r.get(5)?,
        })
    })
}

#[cfg(test)]
mod tests;
