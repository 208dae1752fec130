//! The data the store reads and writes: lessons (`experiences` rows), symbols with their
//! risk, what to record and what to search for, and how rows become these types.

use rusqlite::Row;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use serde::{Deserialize, Serialize};

use super::risk;

/// `type` column of a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Fail,
    Success,
}

/// `status` column of a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Status {
    Active,
    Resolved,
    Inactive,
}

/// Who wrote a lesson: a person/agent by hand, the hook runtime from a test run, or
/// `cm replay --learn` from a session that ran before cm was installed (stored as `auto`
/// with `replayed_at` set: it reads as `replayed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Manual,
    Auto,
    Replayed,
}

impl Source {
    /// Recorded from a test run (live or replayed), not written by hand.
    pub(crate) fn is_auto(self) -> bool {
        self != Source::Manual
    }
}

/// Stores an enum as one of its words: `as_str` (also what the CLI prints) and the
/// `ToSql`/`FromSql` impls from one table, so the two directions cannot disagree.
macro_rules! text_column {
    ($ty:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        impl $ty {
            /// The word stored in the database and printed to users.
            pub(crate) fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $text,)+
                }
            }
        }

        impl ToSql for $ty {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                Ok(self.as_str().into())
            }
        }

        impl FromSql for $ty {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                match value.as_str()? {
                    $($text => Ok($ty::$variant),)+
                    other => Err(FromSqlError::Other(
                        format!("unexpected value {other:?}").into(),
                    )),
                }
            }
        }
    };
}

pub(super) use text_column;

text_column!(Outcome { Fail => "fail", Success => "success" });
text_column!(Status { Active => "active", Resolved => "resolved", Inactive => "inactive" });
text_column!(Source { Manual => "manual", Auto => "auto", Replayed => "replayed" });

/// `low / medium / caution / high`, from the boundaries in [`risk`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub(crate) enum RiskLevel {
    Low,
    Medium,
    Caution,
    High,
}

/// One row of `experiences`.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Lesson {
    pub(crate) id: i64,
    /// Globally unique id (UUID v7), for merging lessons across machines.
    pub(crate) uid: String,
    pub(crate) symbol_id: i64,
    #[serde(rename = "type")]
    pub(crate) outcome: Outcome,
    pub(crate) lesson: String,
    pub(crate) detail: Option<String>,
    pub(crate) session_id: Option<String>,
    pub(crate) status: Status,
    pub(crate) source: Source,
    /// RFC 3339 UTC, e.g. `2026-11-29T08:54:27Z`.
    pub(crate) created_at: String,
    /// How many times this same lesson was recorded (auto-recorded repeats merge into one row).
    pub(crate) occurrences: i64,
    /// When it was last recorded (== created_at unless repeats merged into it).
    pub(crate) last_seen_at: String,
    /// What fixed the failure: the change that turned the failing run green, summarised.
    pub(crate) fix: Option<String>,
    /// Why cm took the lesson out of use (`withdrawn: the fix did not touch it`).
    pub(crate) status_note: Option<String>,
    /// Written against code that has changed since (its anchor differs from the symbol's).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(crate) stale: bool,
}

/// One row of `symbols`, with its risk computed for *now* (recency changes with time).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct SymbolStats {
    pub(crate) id: i64,
    pub(crate) project: String,
    /// Normalized, project-relative; "" when the symbol has no file.
    pub(crate) file: String,
    /// `Class.method`; "" for a file-level lesson.
    pub(crate) name: String,
    pub(crate) fail_count: i64,
    pub(crate) success_count: i64,
    pub(crate) last_fail: Option<String>,
    pub(crate) last_success: Option<String>,
    pub(crate) risk_score: f64,
    pub(crate) risk_level: RiskLevel,
}

/// What to record.
#[derive(Debug, Clone)]
pub struct NewLesson<'a> {
    pub project: &'a str,
    /// Normalized, project-relative ("" for none).
    pub file: &'a str,
    /// `Class.method`, or "" for a file-level lesson (then `file` must be non-empty).
    pub symbol: &'a str,
    pub outcome: Outcome,
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

/// The result of [`Store::record`](super::Store::record).
#[derive(Debug, Clone, Serialize)]
pub struct Recorded {
    pub(crate) experience: Lesson,
    pub(crate) symbol: SymbolStats,
    /// True when the record merged into an existing lesson.
    pub(crate) merged: bool,
}

/// Lesson counts by status and type, for one symbol or a whole project.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub(crate) struct LessonCounts {
    pub(crate) total: i64,
    pub(crate) active: i64,
    pub(crate) resolved: i64,
    pub(crate) inactive: i64,
    /// Active failures.
    pub(crate) active_fail: i64,
    /// Active successes.
    pub(crate) active_success: i64,
}

/// Symbols per risk level (current risk), for a project summary.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub(crate) struct LevelCounts {
    pub(crate) low: i64,
    pub(crate) medium: i64,
    pub(crate) caution: i64,
    pub(crate) high: i64,
}

/// A project at a glance (`cm stats`).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ProjectSummary {
    pub(crate) project: String,
    /// Symbols (and file-level entries) with any lesson, whatever its status.
    pub(crate) symbols: i64,
    /// ... with at least one active lesson.
    pub(crate) symbols_with_active_lessons: i64,
    pub(crate) lessons: LessonCounts,
    /// Symbols with active lessons, by current risk level.
    pub(crate) risk_levels: LevelCounts,
}

/// What [`Store::search`](super::Store::search) looks for.
#[derive(Debug, Clone, Default)]
pub(crate) struct SymbolSearch<'a> {
    pub(crate) project: &'a str,
    /// Substring of the symbol name (case-insensitive for ASCII; `%` and `_` are literal).
    pub(crate) name: Option<&'a str>,
    /// Normalized project-relative file: only symbols of that file.
    pub(crate) file: Option<&'a str>,
    /// Include symbols whose lessons are all resolved or inactive.
    pub(crate) include_all: bool,
    /// At most this many symbols (exact name matches first, then riskiest).
    pub(crate) limit: usize,
}

/// Columns of `symbols` read into a [`SymbolStats`], risk computed as of now.
pub(super) fn symbol_columns() -> String {
    format!(
        "id, project, coalesce(file, ''), name, fail_count, success_count, last_fail, last_success, {} AS current_risk",
        risk::CURRENT_RISK_SQL
    )
}

pub(super) fn symbol_from_row(row: &Row<'_>) -> rusqlite::Result<SymbolStats> {
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

/// Columns of `experiences` read into an [`Lesson`].
pub(super) const EXPERIENCE_COLUMNS: &str = "id, uid, symbol_id, type, lesson, detail, session_id, status, \
     CASE WHEN replayed_at IS NULL THEN source ELSE 'replayed' END, \
     created_at, occurrences, coalesce(last_seen_at, created_at), fix, status_note, \
     coalesce(anchor_hash != (SELECT s.body_hash FROM symbols s WHERE s.id = experiences.symbol_id), 0)";

pub(super) fn lesson_from_row(row: &Row<'_>) -> rusqlite::Result<Lesson> {
    Ok(Lesson {
        id: row.get(0)?,
        uid: row.get::<_, Option<String>>(1)?.unwrap_or_default(),
        symbol_id: row.get(2)?,
        outcome: row.get(3)?,
        lesson: row.get(4)?,
        detail: row.get(5)?,
        session_id: row.get(6)?,
        status: row.get(7)?,
        source: row.get(8)?,
        created_at: row.get(9)?,
        occurrences: row.get(10)?,
        last_seen_at: row.get(11)?,
        fix: row.get(12)?,
        status_note: row.get(13)?,
        stale: row.get(14)?,
    })
}
