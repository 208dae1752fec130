//! What a replay reads back from its scratch database after each hook call: every lesson
//! row, and whether a session still has changes waiting for a test run. The database may
//! have been written by another build of `cm` (`cm replay --hook-bin`), so it is opened
//! read-only, as it is, without checking or upgrading its schema: only columns every
//! schema since version 5 has are read.

use std::path::Path;

use anyhow::Result;
use rusqlite::{Connection, OpenFlags};

use super::SqlContext as _;

/// One lesson row, with its symbol.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LessonRow {
    pub(crate) id: i64,
    /// `fail` or `success`.
    pub(crate) kind: String,
    pub(crate) symbol: String,
    pub(crate) file: String,
    pub(crate) lesson: String,
    pub(crate) fix: Option<String>,
    /// `active`, `resolved` or `inactive`.
    pub(crate) status: String,
    pub(crate) status_note: Option<String>,
    /// `auto` (a test run) or `manual`.
    pub(crate) source: String,
}

pub(super) fn open(path: &Path) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags)
        .db_context(|| format!("opening {} read-only", path.display()))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .db_context(|| "setting the busy timeout")?;
    Ok(conn)
}

/// Every lesson in the database, oldest first; none when it does not exist yet.
pub(crate) fn lessons(path: &Path) -> Result<Vec<LessonRow>> {
    if !path.exists() {
        return Ok(Vec::new());
    }
    let conn = open(path)?;
    let sql = "SELECT e.id, e.type, s.name, s.file, e.lesson, e.fix, e.status, e.status_note,
                    e.source
               FROM experiences e JOIN symbols s ON s.id = e.symbol_id
              ORDER BY e.id";
    super::all(&conn, sql, [], |r| {
        Ok(LessonRow {
            id: r.get(0)?,
            kind: r.get(1)?,
            symbol: r.get(2)?,
            file: r.get(3)?,
            lesson: r.get(4)?,
            fix: r.get(5)?,
            status: r.get(6)?,
            status_note: r.get(7)?,
            source: r.get(8)?,
        })
    })
    .db_context(|| format!("reading the lessons of {}", path.display()))
}

/// How many changed line ranges session `id` has waiting for its next test run.
pub(crate) fn pending_changes(path: &Path, id: &str) -> Result<usize> {
    if !path.exists() {
        return Ok(0);
    }
    let conn = open(path)?;
    let n: i64 = conn
        .query_row(
            "SELECT count(*) FROM hook_changes WHERE session_id = ?1",
            [id],
            |r| r.get(0),
        )
        .db_context(|| format!("reading the session state of {}", path.display()))?;
    Ok(usize::try_from(n).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{NewLesson, Outcome, Source, Store};

    #[test]
    fn reads_lessons_and_pending_changes_read_only() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("cm.db");
        assert!(lessons(&db).unwrap().is_empty());
        let mut store = Store::open(&db).unwrap();
        store
            .record(&NewLesson {
                project: "p",
                file: "a.py",
                symbol: "f",
                outcome: Outcome::Fail,
                lesson: "it broke",
                detail: None,
                session_id: None,
                source: Source::Auto,
                merge_repeats: false,
            })
            .unwrap();
        drop(store);
        let rows = lessons(&db).unwrap();
        assert_eq!(rows.len(), 1);
        let r = &rows[0];
        assert_eq!(
            (
                r.kind.as_str(),
                r.symbol.as_str(),
                r.file.as_str(),
                r.lesson.as_str()
            ),
            ("fail", "f", "a.py", "it broke")
        );
        assert_eq!((r.status.as_str(), r.source.as_str()), ("active", "auto"));
        assert_eq!(pending_changes(&db, "nobody").unwrap(), 0);
    }
}
