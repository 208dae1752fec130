//! Reading the lessons of another lesson database: one written by `cm.py` (schema version 1
//! or 2, migrations 0001-0002) or by an older or other `cm`. The file is opened read-only and
//! never migrated; `cm import` turns its rows into share events.

use std::path::Path;

use anyhow::{Context as _, Result};
use rusqlite::{Connection, OpenFlags};

use super::{Outcome, SqlContext as _, Status};

/// One lesson of a foreign database.
#[derive(Debug, Clone)]
pub(crate) struct ForeignLesson {
    pub(crate) project: String,
    pub(crate) file: String,
    pub(crate) symbol: String,
    pub(crate) outcome: Outcome,
    pub(crate) lesson: String,
    pub(crate) detail: Option<String>,
    pub(crate) status: Status,
    pub(crate) created_at: String,
    /// Its uid when the database has them (cm's schema 3 and later).
    pub(crate) uid: Option<String>,
    /// Its row number there, to tell apart two rows that say the same.
    pub(crate) row: i64,
}

/// True when `path` starts like an SQLite database.
pub(crate) fn is_sqlite(path: &Path) -> bool {
    use std::io::Read as _;
    let mut head = [0u8; 16];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| &head == b"SQLite format 3\0")
}

/// Every lesson of the database at `path`, oldest first.
pub(crate) fn read(path: &Path) -> Result<Vec<ForeignLesson>> {
    let ctx = || format!("reading lesson database {}", path.display());
    let conn =
        Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).db_context(ctx)?;
    let sql = "SELECT name FROM pragma_table_info('experiences')";
    let columns: Vec<String> = super::all(&conn, sql, [], |r| r.get(0)).db_context(ctx)?;
    if columns.is_empty() {
        anyhow::bail!(
            "{}: no `experiences` table; not a cm.py or cm database",
            path.display()
        );
    }
    let has = |c: &str| columns.iter().any(|x| x == c);
    let status = if has("status") {
        "e.status"
    } else {
        "'active'"
    };
    let uid = if has("uid") { "e.uid" } else { "NULL" };
    let sql = format!(
        "SELECT s.project, coalesce(s.file, ''), s.name, e.type, e.lesson, e.detail, \
         coalesce({status}, 'active'), e.created_at, {uid}, e.id \
         FROM experiences e JOIN symbols s ON s.id = e.symbol_id ORDER BY e.created_at, e.id"
    );
    let mut stmt = conn.prepare(&sql).db_context(ctx)?;
    let rows = stmt
        .query_map([], |r| {
            let kind: String = r.get(3)?;
            let status: String = r.get(6)?;
            Ok(ForeignLesson {
                project: r.get(0)?,
                file: r.get(1)?,
                symbol: r.get(2)?,
                outcome: if kind == "success" {
                    Outcome::Success
                } else {
                    Outcome::Fail
                },
                lesson: r.get(4)?,
                detail: r.get(5)?,
                status: match status.as_str() {
                    "resolved" => Status::Resolved,
                    "inactive" => Status::Inactive,
                    _ => Status::Active,
                },
                created_at: r.get::<_, Option<String>>(7)?.unwrap_or_default(),
                uid: r.get(8)?,
                row: r.get(9)?,
            })
        })
        .db_context(ctx)?;
    rows.collect::<rusqlite::Result<Vec<_>>>()
        .db_context(ctx)
        .context("reading its lessons")
}
