//! Writing lessons (record, status changes, recomputing the symbols' kept aggregates) and
//! reading them back by symbol, number or uid.

use anyhow::{Result, bail};
use rusqlite::{Connection, OptionalExtension as _, ToSql, params};

use super::types::{EXPERIENCE_COLUMNS, lesson_from_row};
use super::{
    Lesson, NewLesson, Recorded, SqlContext as _, Status, Store, SymbolStats, lookup::get_symbol,
    now_timestamp, redact, risk, status_key,
};

/// Recomputes the kept aggregates (counts, last times, consecutive fails, active count,
/// stored risk) of the symbols matching `filter` from their active experiences.
pub(super) fn refresh_symbols(
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

/// The id of symbol `name` of `file` in `project`, made (at `at`) when it is new.
pub(super) fn symbol_id(
    conn: &Connection,
    project: &str,
    file: &str,
    name: &str,
    at: &str,
) -> rusqlite::Result<i64> {
    conn.query_row(
        "INSERT INTO symbols (project, file, name, created_at) VALUES (?1, ?2, ?3, ?4) \
         ON CONFLICT (project, file, name) DO UPDATE SET name = excluded.name RETURNING id",
        params![project, file, name, at],
        |r| r.get(0),
    )
}

/// Recomputes every symbol's aggregates (after a migration).
pub(crate) fn refresh_all_symbols(conn: &Connection) -> rusqlite::Result<()> {
    refresh_symbols(conn, "1", [])
}

impl Store {
    /// Records a fail or success, recomputing the symbol's risk, in one transaction.
    pub fn record(&mut self, new: &NewLesson<'_>) -> Result<Recorded> {
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
        let recorded = self.write("recording a lesson in", true, |tx| {
            let symbol_id = symbol_id(tx, new.project, new.file, new.symbol, &now)?;
            let repeat: Option<i64> = if new.merge_repeats {
                tx.query_row(
                    "SELECT id FROM experiences WHERE symbol_id = ?1 AND type = ?2 AND source = ?3 \
                     AND status = 'active' AND lesson = ?4 AND session_id IS ?5 ORDER BY id DESC LIMIT 1",
                    params![symbol_id, new.outcome, new.source, lesson, session],
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
                        new.outcome,
                        lesson,
                        detail,
                        session,
                        new.source,
                        now
                    ],
                    |r| r.get(0),
                )?,
            };
            refresh_symbols(tx, "id = ?1", [symbol_id])?;
            Ok(Recorded {
                experience: get_lesson(tx, "id", id)?.expect("just written"),
                symbol: get_symbol(tx, symbol_id)?.expect("just written"),
                merged: repeat.is_some(),
            })
        })?;
        self.trim_wal();
        Ok(recorded)
    }

    /// Sets a lesson's status (resolve/deactivate) and recomputes its symbol's risk.
    /// Errors clearly when the id does not exist.
    pub(crate) fn set_status(&mut self, id: i64, status: Status) -> Result<(Lesson, SymbolStats)> {
        let path = self.path.display().to_string();
        let tx = self.write_tx()?;
        let Some(before) = get_lesson(&tx, "id", id)? else {
            bail!("no lesson with id {id} in database at {path}");
        };
        let result = (|| -> rusqlite::Result<(Lesson, SymbolStats)> {
            if before.status != status {
                tx.execute(
                    "UPDATE experiences SET status = ?2, status_at = ?3, status_by = NULL WHERE id = ?1",
                    params![id, status, status_key()],
                )?;
                refresh_symbols(&tx, "id = ?1", [before.symbol_id])?;
            }
            Ok((
                get_lesson(&tx, "id", id)?.expect("exists"),
                get_symbol(&tx, before.symbol_id)?.expect("experience has a symbol"),
            ))
        })()
        .db_context(|| format!("updating lesson {id} in database at {path}"))?;
        tx.commit()
            .db_context(|| format!("updating lesson {id} in database at {path}"))?;
        self.trim_wal();
        Ok(result)
    }

    /// Stores what fixed an automatic lesson's failure (redacted, cut to `max` characters).
    pub(crate) fn set_fix(&mut self, id: i64, fix: &str, max: usize) -> Result<()> {
        let fix = redact::redact_and_cut(fix.trim(), max);
        self.update_lesson(id, "UPDATE experiences SET fix = ?2 WHERE id = ?1", fix)
    }

    /// Runs `sql` on lesson `id` (`?1`) with `value` (`?2`).
    pub(super) fn update_lesson(&self, id: i64, sql: &str, value: impl ToSql) -> Result<()> {
        self.conn.execute(sql, params![id, value]).db_context(|| {
            format!(
                "updating lesson {id} in database at {}",
                self.path.display()
            )
        })?;
        Ok(())
    }

    /// Takes a lesson out of use with the reason cm has for it: status inactive, the reason
    /// kept beside it (shown by `cm query --all`).
    pub(crate) fn withdraw(&mut self, id: i64, note: &str) -> Result<(Lesson, SymbolStats)> {
        let sql = "UPDATE experiences SET status_note = ?2 WHERE id = ?1";
        self.update_lesson(id, sql, redact::redact(note))?;
        self.set_status(id, Status::Inactive)
    }

    /// Recomputes every symbol's kept counts and risk from its experiences, after rows were
    /// written to the file by another connection (benchmarks fill a database that way).
    pub fn recompute_all(&mut self) -> Result<()> {
        let tx = self.write_tx()?;
        refresh_all_symbols(&tx)?;
        tx.commit()?;
        self.trim_wal();
        Ok(())
    }

    /// Experiences of one symbol, newest first; only active ones unless `include_all`.
    pub(crate) fn lessons_of(&self, symbol_id: i64, include_all: bool) -> Result<Vec<Lesson>> {
        let filter = if include_all {
            ""
        } else {
            "AND status = 'active'"
        };
        self.rows(
            &format!(
                "SELECT {EXPERIENCE_COLUMNS} FROM experiences WHERE symbol_id = ?1 {filter} \
                 ORDER BY created_at DESC, id DESC"
            ),
            [symbol_id],
            lesson_from_row,
        )
    }

    /// One lesson by its number (`#12`), if it exists.
    pub(crate) fn lesson(&self, id: i64) -> Result<Option<Lesson>> {
        self.read(|| get_lesson(&self.conn, "id", id))
    }

    /// One lesson by its globally unique id, if it exists.
    pub(crate) fn lesson_by_uid(&self, uid: &str) -> Result<Option<Lesson>> {
        self.read(|| get_lesson(&self.conn, "uid", uid))
    }
}

/// The lesson whose `column` is `value`, if there is one.
fn get_lesson(
    conn: &Connection,
    column: &str,
    value: impl ToSql,
) -> rusqlite::Result<Option<Lesson>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {EXPERIENCE_COLUMNS} FROM experiences WHERE {column} = ?1"
    ))?;
    stmt.query_row([value], lesson_from_row).optional()
}

/// After the lessons whose `column` of `experiences` is `id` moved from `old` to `new`
/// (file, name) in `project` and now are on symbol `to`: their full-text rows (which carry
/// the symbol's name and file) are made again, and the old name is kept as an alias.
pub(super) fn moved(
    tx: &Connection,
    column: &str,
    id: i64,
    project: &str,
    old: (&str, &str),
    new: (&str, &str),
    to: i64,
) -> rusqlite::Result<()> {
    tx.execute(
        &format!("DELETE FROM lesson_fts WHERE rowid IN (SELECT e.id FROM experiences e WHERE {column} = ?1)"),
        [id],
    )?;
    tx.execute(
        &format!(
            "INSERT INTO lesson_fts (rowid, lesson, detail, fix, name, file) \
             SELECT e.id, e.lesson, coalesce(e.detail, ''), coalesce(e.fix, ''), s.name, coalesce(s.file, '') \
             FROM experiences e JOIN symbols s ON s.id = e.symbol_id WHERE {column} = ?1"
        ),
        [id],
    )?;
    // Back at a name it once had: that name is no alias any more.
    tx.execute(
        "DELETE FROM symbol_aliases WHERE project = ?1 AND file = ?2 AND name = ?3",
        params![project, new.0, new.1],
    )?;
    tx.execute(
        "INSERT OR REPLACE INTO symbol_aliases (project, file, name, symbol_id, moved_at) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![project, old.0, old.1, to, now_timestamp()],
    )?;
    Ok(())
}
