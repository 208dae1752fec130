//! What the share log of a repository holds (one [`Event`] per line) and the store's side of
//! sharing: which lessons may travel and are still pending, marking them written, and each
//! log's state as last imported. Applying events is `import`'s (a change of place or anchor
//! `anchor`'s).

use std::collections::BTreeMap;

use anyhow::Result;
use rusqlite::params;
use serde::{Deserialize, Serialize};

use super::{Outcome, Source, SqlContext as _, Status, Store, now_timestamp};

pub(crate) mod anchor;
pub(crate) mod import;

/// One line of a share log. Lines are only ever appended; a lesson's text never changes
/// after its `add`, its status is the `status` event with the greatest key, so is its place
/// and anchor with `anchor` events, and feedback adds up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "lowercase")]
pub(crate) enum Event {
    Add(AddEvent),
    Status(StatusEvent),
    Feedback(FeedbackEvent),
    Anchor(AnchorEvent),
}

impl Event {
    /// The lesson the event is about.
    pub(crate) fn uid(&self) -> &str {
        match self {
            Event::Add(e) => &e.uid,
            Event::Status(e) => &e.uid,
            Event::Feedback(e) => &e.uid,
            Event::Anchor(e) => &e.uid,
        }
    }
}

/// A lesson as it was recorded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct AddEvent {
    pub(crate) uid: String,
    /// When it was recorded (RFC 3339 UTC).
    pub(crate) at: String,
    /// Its author as git knows them (a name, or `sha256:` of the email).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) by: Option<String>,
    /// `Class.method`, "" for a file-level lesson.
    #[serde(default)]
    pub(crate) symbol: String,
    /// Relative to the repository root.
    #[serde(default)]
    pub(crate) file: String,
    #[serde(rename = "type")]
    pub(crate) outcome: Outcome,
    pub(crate) source: Source,
    pub(crate) lesson: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) detail: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) fix: Option<String>,
    /// The hash and size of the symbol body the lesson was written against.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) anchor_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) anchor_size: Option<i64>,
}

/// A status change: `at` then `id` order it against every other change of the lesson.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct StatusEvent {
    pub(crate) uid: String,
    /// RFC 3339 UTC with milliseconds.
    pub(crate) at: String,
    /// The change's own uid (the tie-break).
    pub(crate) id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) by: Option<String>,
    pub(crate) status: Status,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) note: Option<String>,
}

impl StatusEvent {
    /// The order key, as `experiences.status_at` keeps it.
    pub(crate) fn key(&self) -> String {
        format!("{} {}", key_time(&self.at), self.id)
    }
}

/// Where a lesson is now and the code it is anchored to: it followed its code to another
/// name or file, was re-anchored to code a success confirmed, or its code is gone
/// (`orphaned`). Ordered like a status change, by `at` then `id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct AnchorEvent {
    pub(crate) uid: String,
    /// RFC 3339 UTC with milliseconds.
    pub(crate) at: String,
    /// The change's own uid (the tie-break).
    pub(crate) id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) by: Option<String>,
    /// `Class.method`, "" for a file-level lesson.
    #[serde(default)]
    pub(crate) symbol: String,
    /// Relative to the repository root.
    #[serde(default)]
    pub(crate) file: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) anchor_hash: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) anchor_size: Option<i64>,
    /// The code is gone from that place and went nowhere cm could follow.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) orphaned: bool,
}

impl AnchorEvent {
    /// The order key, as `experiences.anchor_at` keeps it.
    pub(crate) fn key(&self) -> String {
        format!("{} {}", key_time(&self.at), self.id)
    }
}

/// A person's word on a lesson (`cm feedback`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct FeedbackEvent {
    pub(crate) uid: String,
    pub(crate) at: String,
    pub(crate) id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) by: Option<String>,
    /// `helped` or `wrong`.
    pub(crate) verdict: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) note: Option<String>,
}

/// A timestamp in the fixed width of order keys (milliseconds): `…:46Z` becomes `…:46.000Z`,
/// so that a key made from a stored second-precision time sorts with the others.
pub(crate) fn key_time(at: &str) -> String {
    match at.strip_suffix('Z') {
        Some(head) if !head.contains('.') => format!("{head}.000Z"),
        _ => at.to_string(),
    }
}

/// A lesson of the project as sharing sees it.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ShareRow {
    pub(crate) id: i64,
    pub(crate) uid: String,
    pub(crate) symbol: String,
    pub(crate) file: String,
    pub(crate) outcome: Outcome,
    pub(crate) source: Source,
    pub(crate) lesson: String,
    pub(crate) detail: Option<String>,
    pub(crate) fix: Option<String>,
    pub(crate) created_at: String,
    pub(crate) anchor_hash: Option<String>,
    pub(crate) anchor_size: Option<i64>,
    pub(crate) status: Status,
    pub(crate) status_note: Option<String>,
    pub(crate) status_at: Option<String>,
    pub(crate) status_by: Option<String>,
    pub(crate) author: Option<String>,
    /// Written to (or read from) a share log already.
    pub(crate) shared: bool,
    pub(crate) shared_status_at: Option<String>,
    /// The key of the latest change of place or anchor (`None`: as recorded), who made it
    /// when it came through a log, and the key the log holds.
    pub(crate) anchor_at: Option<String>,
    pub(crate) anchor_by: Option<String>,
    pub(crate) shared_anchor_at: Option<String>,
    /// Its symbol's code is gone (orphaned).
    pub(crate) orphaned: bool,
}

impl ShareRow {
    /// The key of the current status: the one kept, else (never changed) the recording
    /// time and the lesson's uid.
    pub(crate) fn status_key(&self) -> String {
        self.status_at
            .clone()
            .unwrap_or_else(|| format!("{} {}", key_time(&self.created_at), self.uid))
    }
}

/// A lesson written to the log: its status and anchor keys as written (`None`: as
/// recorded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Mark {
    pub(crate) id: i64,
    pub(crate) status_at: Option<String>,
    pub(crate) anchor_at: Option<String>,
}

/// Which lessons of a project [`Store::share_rows`] returns.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ShareFilter {
    /// Only those whose log entry is missing or behind.
    pub(crate) pending_only: bool,
    /// Automatic lessons that carry a fix travel too.
    pub(crate) auto_with_fix: bool,
}

/// A log as last imported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct LogState {
    pub(crate) size: i64,
    pub(crate) mtime_ns: i64,
    pub(crate) hash: i64,
    /// The first `done_len` bytes, whose hash is `done_hash`, are applied.
    pub(crate) done_len: i64,
    pub(crate) done_hash: i64,
}

const ROW_COLUMNS: &str = "e.id, e.uid, s.name, coalesce(s.file, ''), e.type, e.source, e.lesson, \
    e.detail, e.fix, e.created_at, e.anchor_hash, e.anchor_size, e.status, e.status_note, \
    e.status_at, e.status_by, e.author, e.shared_at IS NOT NULL, e.shared_status_at, \
    e.anchor_at, e.anchor_by, e.shared_anchor_at, s.orphaned_at IS NOT NULL";

/// The predicate of index `experiences_share_pending`, written the same way so the planner
/// uses it.
const PENDING: &str = "e.private = 0 AND (e.source = 'manual' OR e.fix IS NOT NULL) \
    AND (e.shared_at IS NULL OR e.status_at IS NOT e.shared_status_at \
    OR e.anchor_at IS NOT e.shared_anchor_at)";

impl Store {
    /// The lessons of `project` that may travel (not private; written by hand, or automatic
    /// with a fix when `auto_with_fix`), oldest first.
    pub(crate) fn share_rows(&self, project: &str, filter: ShareFilter) -> Result<Vec<ShareRow>> {
        // Pending lessons are few: the partial index lists them, whatever the size of
        // the project (this runs after every recorded lesson and at session start), and
        // it leads the join (CROSS JOIN keeps that order) rather than every symbol.
        let (which, index) = if filter.pending_only {
            (PENDING, "INDEXED BY experiences_share_pending CROSS")
        } else {
            (
                "e.private = 0 AND (e.source = 'manual' OR e.fix IS NOT NULL)",
                "",
            )
        };
        let auto = if filter.auto_with_fix {
            ""
        } else {
            "AND e.source = 'manual'"
        };
        self.rows(
            &format!(
                "SELECT {ROW_COLUMNS} FROM experiences e {index} JOIN symbols s ON s.id = e.symbol_id \
                 WHERE {which} {auto} AND s.project = ?1 ORDER BY e.created_at, e.id"
            ),
            [project],
            |r| {
                Ok(ShareRow {
                    id: r.get(0)?,
                    uid: r.get(1)?,
                    symbol: r.get(2)?,
                    file: r.get(3)?,
                    outcome: r.get(4)?,
                    source: r.get(5)?,
                    lesson: r.get(6)?,
                    detail: r.get(7)?,
                    fix: r.get(8)?,
                    created_at: r.get(9)?,
                    anchor_hash: r.get(10)?,
                    anchor_size: r.get(11)?,
                    status: r.get(12)?,
                    status_note: r.get(13)?,
                    status_at: r.get(14)?,
                    status_by: r.get(15)?,
                    author: r.get(16)?,
                    shared: r.get(17)?,
                    shared_status_at: r.get(18)?,
                    anchor_at: r.get(19)?,
                    anchor_by: r.get(20)?,
                    shared_anchor_at: r.get(21)?,
                    orphaned: r.get(22)?,
                })
            },
        )
    }

    /// Notes that lessons are in the log now, with their status and anchor as of the keys
    /// of their [`Mark`], and that `lines` (hashes of the lines written) need no import.
    pub(crate) fn mark_shared(&mut self, marks: &[Mark], lines: &[i64]) -> Result<()> {
        let now = now_timestamp();
        self.write("noting shared lessons in", true, |tx| {
            let mut mark = tx.prepare_cached(
                "UPDATE experiences SET shared_at = coalesce(shared_at, ?3), \
                 shared_status_at = ?2, shared_anchor_at = ?4 WHERE id = ?1",
            )?;
            for m in marks {
                mark.execute(params![m.id, m.status_at, now, m.anchor_at])?;
            }
            let mut seen = tx.prepare_cached("INSERT OR IGNORE INTO share_seen VALUES (?1)")?;
            for h in lines {
                seen.execute([h])?;
            }
            Ok(())
        })
    }

    /// Keeps a lesson on this machine only.
    pub(crate) fn set_private(&mut self, id: i64) -> Result<()> {
        self.update_lesson(id, "UPDATE experiences SET private = ?2 WHERE id = ?1", 1)
    }

    /// The log at `path` as last imported, if ever.
    pub(crate) fn log_state(&self, path: &str) -> Result<Option<LogState>> {
        self.opt_row(
            "SELECT size, mtime_ns, hash, done_len, done_hash FROM share_logs WHERE path = ?1",
            [path],
            |r| {
                Ok(LogState {
                    size: r.get(0)?,
                    mtime_ns: r.get(1)?,
                    hash: r.get(2)?,
                    done_len: r.get(3)?,
                    done_hash: r.get(4)?,
                })
            },
        )
    }

    /// Remembers the log at `path` as imported in this state.
    pub(crate) fn set_log_state(&mut self, path: &str, state: LogState) -> Result<()> {
        let db = self.path.display().to_string();
        self.conn
            .execute(
                "INSERT INTO share_logs (path, size, mtime_ns, hash, done_len, done_hash, imported_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (path) DO UPDATE SET \
                 size = excluded.size, mtime_ns = excluded.mtime_ns, hash = excluded.hash, \
                 done_len = excluded.done_len, done_hash = excluded.done_hash, \
                 imported_at = excluded.imported_at",
                params![
                    path,
                    state.size,
                    state.mtime_ns,
                    state.hash,
                    state.done_len,
                    state.done_hash,
                    now_timestamp()
                ],
            )
            .db_context(|| format!("noting an imported share log in database at {db}"))?;
        Ok(())
    }

    /// Which of `hashes` (of log lines) were not applied yet.
    pub(crate) fn unseen_lines(&self, hashes: &[i64]) -> Result<Vec<bool>> {
        self.read(|| {
            let mut stmt = self
                .conn
                .prepare_cached("SELECT 1 FROM share_seen WHERE line_hash = ?1")?;
            hashes.iter().map(|h| Ok(!stmt.exists([h])?)).collect()
        })
    }

    /// Lessons of `project` that came through a share log, by author (`""`: none named).
    pub(crate) fn imported_by_author(&self, project: &str) -> Result<Vec<(String, i64)>> {
        self.rows(
            "SELECT coalesce(e.author, ''), count(*) FROM experiences e \
             JOIN symbols s ON s.id = e.symbol_id \
             WHERE s.project = ?1 AND e.shared_at IS NOT NULL AND e.author IS NOT NULL \
             GROUP BY 1 ORDER BY 2 DESC, 1",
            [project],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }

    /// True when lesson `id` is in a share log (written there, or read from it).
    pub(crate) fn is_shared(&self, id: i64) -> Result<bool> {
        self.row(
            "SELECT shared_at IS NOT NULL AND private = 0 FROM experiences WHERE id = ?1",
            [id],
            |r| r.get(0),
        )
    }

    /// Private lessons of `project`.
    pub(crate) fn private_count(&self, project: &str) -> Result<i64> {
        self.row(
            "SELECT count(*) FROM experiences e JOIN symbols s ON s.id = e.symbol_id \
             WHERE s.project = ?1 AND e.private = 1",
            [project],
            |r| r.get(0),
        )
    }
}

/// What an import did, or would do (`--dry-run`).
#[derive(Debug, Clone, Default, Serialize)]
pub(crate) struct ImportReport {
    /// Lessons new to this database.
    pub(crate) added: usize,
    /// Status changes that won (a lesson's status or its key changed).
    pub(crate) status_changed: usize,
    /// Changes of place or anchor that won (a lesson followed its code elsewhere, was
    /// re-anchored, or its code is gone).
    pub(crate) anchor_changed: usize,
    pub(crate) feedback: usize,
    /// Lessons this database had already.
    pub(crate) known: usize,
    /// Status (or anchor) changes older than the lesson's current one.
    pub(crate) outdated: usize,
    /// Lines applied by an earlier import.
    pub(crate) seen: usize,
    /// Events about a lesson neither this database nor the import has.
    pub(crate) orphaned: usize,
    /// Lessons without text, or without a symbol and a file.
    pub(crate) unusable: usize,
    /// Added lessons per author ("" when none is named).
    pub(crate) by_author: BTreeMap<String, usize>,
    /// One line per change, for `--dry-run` and `--json`.
    pub(crate) changes: Vec<String>,
}

/// How an import treats what it applies.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ImportMode {
    /// The events come from the project's share log: what they add is in the log already
    /// (not pending), and their lines are remembered as applied.
    pub(crate) from_log: bool,
    /// Work out the report, then roll everything back.
    pub(crate) dry_run: bool,
}
