//! What lets lessons follow their code (migrations 7 and 8): the anchor a lesson was written
//! against, the current anchor of its symbol, moving a symbol's lessons to another name or
//! file (the old name kept as an alias), and marking symbols whose code is gone (orphaned).

use anyhow::{Context as _, Result};
use rusqlite::{OptionalExtension as _, params};
use serde::Serialize;

use super::lessons::refresh_symbols;
use super::share::anchor::TOUCH_SHARED;
use super::types::{symbol_columns, symbol_from_row};
use super::{Store, SymbolStats, immediate, now_timestamp, status_key};

/// A symbol with active lessons, as following sees it.
#[derive(Debug, Clone)]
pub(crate) struct Anchored {
    pub(crate) id: i64,
    pub(crate) file: String,
    pub(crate) name: String,
    /// The anchor of its code when last parsed.
    pub(crate) body_hash: Option<String>,
    pub(crate) body_size: Option<i64>,
    pub(crate) orphaned: bool,
    /// The anchors its active lessons were written against (distinct, with their sizes).
    pub(crate) lesson_anchors: Vec<(String, i64)>,
}

/// A name lessons were known by before they moved.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Alias {
    pub(crate) file: String,
    pub(crate) name: String,
    pub(crate) symbol_id: i64,
    pub(crate) moved_at: String,
    /// Where the lessons are now.
    pub(crate) now_file: String,
    pub(crate) now_name: String,
}

impl Store {
    /// Runs the statements of `f` as one write: under one IMMEDIATE transaction (the lock
    /// taken once, up front, where the busy wait covers it) unless one is open already.
    fn one_write(&self, what: &str, f: impl FnOnce() -> rusqlite::Result<()>) -> Result<()> {
        if !self.conn.is_autocommit() {
            return f().context(what.to_string());
        }
        let tx = immediate(&self.conn).context(what.to_string())?;
        f().context(what.to_string())?;
        tx.commit().context(what.to_string())
    }

    /// Keeps on lesson `experience_id` the anchor of the code it was written about, and on
    /// its symbol the same anchor as the current one. A success says the code works as it
    /// is now: every active lesson of its symbol is anchored to it (a fix does not make the
    /// failure it fixed stale). Shared lessons whose anchor this changes are pending for the
    /// share log.
    pub(crate) fn set_lesson_anchor(
        &self,
        experience_id: i64,
        hash: &str,
        size: i64,
    ) -> Result<()> {
        // The lesson itself, and on a success the active lessons of its symbol, when their
        // anchor changes (two statements: each finds its rows by an index).
        let changed = "(anchor_hash IS NOT ?3 OR anchor_size IS NOT ?4)";
        let success =
            "(SELECT x.symbol_id FROM experiences x WHERE x.id = ?2 AND x.type = 'success')";
        self.one_write("saving a lesson's anchor", || {
            let rows = [
                "id = ?2".to_string(),
                format!("status = 'active' AND symbol_id = {success}"),
            ];
            for which in &rows {
                self.conn.execute(
                    &format!("{TOUCH_SHARED} {which} AND {changed}"),
                    params![status_key(), experience_id, hash, size],
                )?;
            }
            for which in &rows {
                self.conn.execute(
                    &format!(
                        "UPDATE experiences SET anchor_hash = ?3, anchor_size = ?4 WHERE {which}"
                    ),
                    params![rusqlite::types::Null, experience_id, hash, size],
                )?;
            }
            self.conn.execute(
                "UPDATE symbols SET body_hash = ?2, body_size = ?3, orphaned_at = NULL \
                 WHERE id = (SELECT symbol_id FROM experiences WHERE id = ?1)",
                params![experience_id, hash, size],
            )?;
            Ok(())
        })
    }

    /// The symbols of `file` with active lessons and a name (file-level entries have no
    /// code to follow).
    pub(crate) fn anchored_in_file(&self, project: &str, file: &str) -> Result<Vec<Anchored>> {
        let ids: Vec<i64> = self.rows(
            "SELECT id FROM symbols WHERE project = ?1 AND file = ?2 AND active_count > 0 AND name != ''",
            params![project, file],
            |r| r.get(0),
        )?;
        ids.into_iter().map(|id| self.anchored(id)).collect()
    }

    /// The files of `project` with symbols with active lessons ([`Self::anchored_in_file`]
    /// is empty for every other file).
    pub(crate) fn files_with_named_lessons(
        &self,
        project: &str,
    ) -> Result<std::collections::HashSet<String>> {
        self.rows(
            "SELECT DISTINCT coalesce(file, '') FROM symbols \
             WHERE project = ?1 AND active_count > 0 AND name != ''",
            [project],
            |r| r.get(0),
        )
    }

    /// Every anchor [`Self::anchored_with`] could answer for (of at least `min_size`
    /// tokens): code with one of these may take in lessons, code without cannot.
    pub(crate) fn lesson_anchors(
        &self,
        project: &str,
        min_size: i64,
    ) -> Result<std::collections::HashSet<String>> {
        self.rows(
            "SELECT s.body_hash FROM symbols s WHERE s.project = ?1 AND s.name != '' \
               AND s.active_count > 0 AND s.body_hash IS NOT NULL AND s.body_size >= ?2 \
             UNION SELECT e.anchor_hash FROM experiences e JOIN symbols s ON s.id = e.symbol_id \
             WHERE e.anchor_hash IS NOT NULL AND e.anchor_size >= ?2 AND e.status = 'active' \
               AND s.project = ?1 AND s.name != ''",
            params![project, min_size],
            |r| r.get(0),
        )
    }

    /// Symbols of `project` with active lessons written against one of `hashes`, or whose
    /// code last had one of them (of at least `min_size` tokens): where code that just
    /// appeared had lessons.
    pub(crate) fn anchored_with(
        &self,
        project: &str,
        hashes: &[&str],
        min_size: i64,
    ) -> Result<Vec<Anchored>> {
        let mut ids: Vec<i64> = Vec::new();
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT s.id FROM symbols s WHERE s.project = ?2 AND s.name != '' \
                   AND s.active_count > 0 AND s.body_hash = ?1 AND s.body_size >= ?3 \
                 UNION SELECT s.id FROM experiences e JOIN symbols s ON s.id = e.symbol_id \
                 WHERE e.anchor_hash = ?1 AND e.anchor_size >= ?3 AND e.status = 'active' \
                   AND s.project = ?2 AND s.name != ''",
            )?;
            for h in hashes {
                for id in stmt.query_map(params![h, project, min_size], |r| r.get(0))? {
                    ids.push(id?);
                }
            }
            Ok(())
        })?;
        ids.sort_unstable();
        ids.dedup();
        ids.into_iter().map(|id| self.anchored(id)).collect()
    }

    fn anchored(&self, id: i64) -> Result<Anchored> {
        self.read(|| {
            let (file, name, body_hash, body_size, orphaned) = self
                .conn
                .prepare_cached(
                    "SELECT coalesce(file, ''), name, body_hash, body_size, orphaned_at IS NOT NULL \
                     FROM symbols WHERE id = ?1",
                )?
                .query_row([id], |r| r.try_into())?;
            let sql = "SELECT DISTINCT anchor_hash, anchor_size FROM experiences \
                       WHERE symbol_id = ?1 AND status = 'active' AND anchor_hash IS NOT NULL";
            let lesson_anchors = super::all(&self.conn, sql, [id], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(Anchored {
                id,
                file,
                name,
                body_hash,
                body_size,
                orphaned,
                lesson_anchors,
            })
        })
    }

    /// The current anchor of symbol `id`; it is in the code, so not orphaned. That a symbol
    /// is back does not travel: the clone that sees it sees it in its own code.
    pub(crate) fn set_body(&self, id: i64, hash: &str, size: i64) -> Result<()> {
        self.conn
            .execute(
                "UPDATE symbols SET body_hash = ?2, body_size = ?3, orphaned_at = NULL WHERE id = ?1",
                params![id, hash, size],
            )
            .context("saving a symbol's anchor")?;
        Ok(())
    }

    /// Marks symbol `id` orphaned (its code is gone, no successor found); its shared lessons
    /// are pending for the share log.
    pub(crate) fn set_orphaned(&self, id: i64) -> Result<()> {
        self.one_write("marking a symbol orphaned", || {
            self.conn.execute(
                &format!(
                    "{TOUCH_SHARED} symbol_id = ?2 AND EXISTS \
                     (SELECT 1 FROM symbols WHERE id = ?2 AND orphaned_at IS NULL)"
                ),
                params![status_key(), id],
            )?;
            self.conn.execute(
                "UPDATE symbols SET orphaned_at = coalesce(orphaned_at, ?2) WHERE id = ?1",
                params![id, now_timestamp()],
            )?;
            Ok(())
        })
    }

    /// Moves the lessons of symbol `from` to `name` in `file` (same project), keeping the
    /// old name as an alias. Returns the id of the symbol they are on now. The shared
    /// lessons that move are pending for the share log.
    pub(crate) fn move_lessons(&self, from: i64, file: &str, name: &str) -> Result<i64> {
        let tx = immediate(&self.conn).context("moving lessons")?;
        let (project, old_file, old_name): (String, String, String) = tx.query_row(
            "SELECT project, coalesce(file, ''), name FROM symbols WHERE id = ?1",
            [from],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        let existing: Option<i64> = tx
            .query_row(
                "SELECT id FROM symbols WHERE project = ?1 AND file = ?2 AND name = ?3",
                params![project, file, name],
                |r| r.get(0),
            )
            .optional()?;
        tx.execute(
            &format!("{TOUCH_SHARED} symbol_id = ?2"),
            params![status_key(), from],
        )?;
        let to = match existing {
            Some(to) if to != from => {
                tx.execute(
                    "UPDATE experiences SET symbol_id = ?2 WHERE symbol_id = ?1",
                    params![from, to],
                )?;
                tx.execute(
                    "UPDATE symbols SET body_hash = (SELECT body_hash FROM symbols WHERE id = ?1), \
                       body_size = (SELECT body_size FROM symbols WHERE id = ?1), orphaned_at = NULL \
                     WHERE id = ?2",
                    params![from, to],
                )?;
                refresh_symbols(&tx, "id IN (?1, ?2)", params![from, to])?;
                to
            }
            _ => {
                tx.execute(
                    "UPDATE symbols SET file = ?2, name = ?3, orphaned_at = NULL WHERE id = ?1",
                    params![from, file, name],
                )?;
                from
            }
        };
        tx.execute(
            "UPDATE symbol_aliases SET symbol_id = ?2 WHERE symbol_id = ?1",
            params![from, to],
        )?;
        let old = (old_file.as_str(), old_name.as_str());
        super::lessons::moved(&tx, "e.symbol_id", to, &project, old, (file, name), to)?;
        tx.commit().context("moving lessons")?;
        Ok(to)
    }

    /// Where lessons recorded under `name`, or a name ending in `.name` (any file), went.
    pub(crate) fn aliases_named(&self, project: &str, name: &str) -> Result<Vec<Alias>> {
        // `_run_once` names `BaseEventLoop._run_once` too, as in a prompt.
        self.aliases(
            "a.project = ?1 AND (a.name = ?2 OR substr(a.name, -length(?2) - 1) = '.' || ?2)",
            params![project, name],
        )
    }

    /// The latest name symbol `id` had, if no hook has said so yet; marks it said.
    pub(crate) fn unannounced_alias(&self, id: i64) -> Result<Option<Alias>> {
        let found = self
            .aliases("a.symbol_id = ?1 AND a.announced = 0", params![id])?
            .into_iter()
            .next();
        if found.is_some() {
            self.save_if_possible(|| {
                self.conn
                    .execute(
                        "UPDATE symbol_aliases SET announced = 1 WHERE symbol_id = ?1",
                        [id],
                    )
                    .context("marking a move announced")
            });
        }
        Ok(found)
    }

    fn aliases(&self, filter: &str, args: impl rusqlite::Params) -> Result<Vec<Alias>> {
        self.rows(
            &format!(
                "SELECT a.file, a.name, a.symbol_id, a.moved_at, coalesce(s.file, ''), s.name \
                 FROM symbol_aliases a JOIN symbols s ON s.id = a.symbol_id \
                 WHERE {filter} ORDER BY a.moved_at DESC, a.rowid DESC"
            ),
            args,
            |r| {
                Ok(Alias {
                    file: r.get(0)?,
                    name: r.get(1)?,
                    symbol_id: r.get(2)?,
                    moved_at: r.get(3)?,
                    now_file: r.get(4)?,
                    now_name: r.get(5)?,
                })
            },
        )
    }

    /// Symbols of `project` with active lessons whose code is gone (orphaned), and when.
    pub(crate) fn orphaned(&self, project: &str) -> Result<Vec<(SymbolStats, String)>> {
        self.rows(
            &format!(
                "SELECT {}, orphaned_at FROM symbols \
                 WHERE project = ?1 AND active_count > 0 AND orphaned_at IS NOT NULL \
                 ORDER BY file, name",
                symbol_columns()
            ),
            [project],
            |r| Ok((symbol_from_row(r)?, r.get(9)?)),
        )
    }

    /// Orphaned symbols with active lessons in every project, for `cm doctor`.
    pub(crate) fn orphaned_count(&self) -> Result<i64> {
        self.row(
            "SELECT count(*) FROM symbols WHERE active_count > 0 AND orphaned_at IS NOT NULL",
            [],
            |r| r.get(0),
        )
    }
}
