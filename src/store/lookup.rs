//! Reading symbols: the lookups the hook makes on every event (one indexed query each), the
//! riskiest symbols, search, and a project's summary.

use anyhow::Result;
use rusqlite::{Connection, OptionalExtension as _, params};

use super::types::{symbol_columns, symbol_from_row};
use super::{
    LessonCounts, LevelCounts, ProjectSummary, RiskLevel, Store, SymbolSearch, SymbolStats, risk,
};

/// Past this many names, [`Store::symbols_named`] reads the file's stored symbols at once.
const NAMES_ONE_BY_ONE: usize = 16;

impl Store {
    /// True when `file` of `project` has at least one symbol (or file-level entry) with an
    /// active lesson. Must be a single indexed lookup: the hook asks it on every edit.
    pub(crate) fn file_has_lessons(&self, project: &str, file: &str) -> Result<bool> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM symbols WHERE project = ?1 AND file = ?2 AND active_count > 0)",
            params![project, file],
            |r| r.get(0),
        )
    }

    /// The names of the symbols of `file` with active lessons (not the file-level entry):
    /// what a hook must find in the file's table.
    pub(crate) fn lesson_names_in_file(&self, project: &str, file: &str) -> Result<Vec<String>> {
        self.rows(
            "SELECT name FROM symbols WHERE project = ?1 AND file = ?2 AND active_count > 0 AND name != ''",
            params![project, file],
            |r| r.get(0),
        )
    }

    /// Symbols of `file` whose `name` is one of `names` ("" = the file-level entry), with
    /// current risk. Unknown names are skipped.
    pub(crate) fn symbols_named(
        &self,
        project: &str,
        file: &str,
        names: &[&str],
    ) -> Result<Vec<SymbolStats>> {
        self.read(|| {
            // Many names (a whole file read) are one range of the (project, file, name)
            // index: the stored symbols of a file are those lessons were ever written for.
            if names.len() > NAMES_ONE_BY_ONE {
                let mut stmt = self.conn.prepare_cached(&format!(
                    "SELECT {} FROM symbols WHERE project = ?1 AND file = ?2",
                    symbol_columns()
                ))?;
                let mut stored: std::collections::HashMap<String, SymbolStats> = stmt
                    .query_map(params![project, file], symbol_from_row)?
                    .map(|r| r.map(|s| (s.name.clone(), s)))
                    .collect::<rusqlite::Result<_>>()?;
                return Ok(names.iter().filter_map(|n| stored.remove(*n)).collect());
            }
            let mut stmt = self.conn.prepare_cached(&format!(
                "SELECT {} FROM symbols WHERE project = ?1 AND file = ?2 AND name = ?3",
                symbol_columns()
            ))?;
            names
                .iter()
                .filter_map(|name| {
                    let found = stmt.query_row(params![project, file, name], symbol_from_row);
                    found.optional().transpose()
                })
                .collect()
        })
    }

    /// True when some symbol of `file` (or the file itself) may be at `threshold` risk now.
    /// A stored risk is the risk when last written and time only lowers it, so a file whose
    /// stored risks are all below the threshold is decided without parsing it.
    pub(crate) fn file_may_reach(&self, project: &str, file: &str, threshold: f64) -> Result<bool> {
        let max: Option<f64> = self.row(
            "SELECT max(risk_score) FROM symbols WHERE project = ?1 AND file = ?2 AND active_count > 0",
            params![project, file],
            |r| r.get(0),
        )?;
        Ok(max.is_some_and(|m| m >= threshold))
    }

    /// The symbols of `project` with active lessons, stored risk at or above `threshold`,
    /// whose last segment is `segment` (`total` of `Cart.total`, or `total` itself), as
    /// `(id, name, file)`: one lookup in the index of last segments (migration 6). Which of
    /// them a dotted word names is for the caller to decide.
    pub(crate) fn symbols_ending_in(
        &self,
        project: &str,
        segment: &str,
        threshold: f64,
    ) -> Result<Vec<(i64, String, String)>> {
        self.rows(
            "SELECT id, name, file FROM symbols \
                 WHERE project = ?1 \
                   AND replace(name, rtrim(name, replace(name, '.', '')), '') = ?2 \
                   AND +active_count > 0 AND +risk_score >= ?3 AND orphaned_at IS NULL",
            params![project, segment, threshold],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
    }

    /// The files of `project` with active lessons on code still there whose name (the
    /// path's last part) is `name`: one lookup in the index of file names (migration 14).
    pub(crate) fn files_named(&self, project: &str, name: &str) -> Result<Vec<String>> {
        self.rows(
            "SELECT DISTINCT file FROM symbols INDEXED BY symbols_file_name \
             WHERE project = ?1 AND active_count > 0 AND orphaned_at IS NULL \
               AND replace(file, rtrim(file, replace(file, '/', '')), '') = ?2",
            params![project, name],
            |r| r.get(0),
        )
    }

    /// The files (`""` for none) under which `project` has a symbol called `name`.
    pub(crate) fn files_of_symbol(&self, project: &str, name: &str) -> Result<Vec<String>> {
        self.rows(
            "SELECT file FROM symbols WHERE project = ?1 AND name = ?2 ORDER BY file",
            params![project, name],
            |r| r.get(0),
        )
    }

    /// The `n` riskiest symbols of the project (current risk, > 0), riskiest first.
    pub(crate) fn top(&self, project: &str, n: usize) -> Result<Vec<SymbolStats>> {
        self.read(|| {
            if n == 0 {
                return Ok(Vec::new());
            }
            let limit = i64::try_from(n).unwrap_or(i64::MAX);
            // Time only lowers a score, by at most MAX_DECAY, so no symbol whose stored score
            // is more than that below the n-th best stored score can reach the top n. Within
            // one stored score, the latest failure has lost the least: the n latest of each
            // score above that bar (an index range each) are all the candidates there are.
            let bar: f64 = self
                .conn
                .prepare_cached(
                    "SELECT coalesce((SELECT risk_score FROM symbols \
                       WHERE project = ?1 AND active_count > 0 AND orphaned_at IS NULL \
                       ORDER BY risk_score DESC LIMIT 1 OFFSET ?2 - 1), 0)",
                )?
                .query_row(params![project, limit], |r| r.get(0))?;
            let mut scores = self.conn.prepare_cached(
                "SELECT risk_score FROM symbols \
                 WHERE project = ?1 AND active_count > 0 AND orphaned_at IS NULL \
                   AND risk_score >= ?2 AND risk_score < ?3 \
                 ORDER BY risk_score DESC LIMIT 1",
            )?;
            // Named, because SQLite's planner, given this ORDER BY and no statistics, takes
            // any index on `project` and reads every symbol of the project.
            let mut of_score = self.conn.prepare_cached(&format!(
                "SELECT {cols} FROM symbols INDEXED BY symbols_risk_recent \
                 WHERE project = ?1 AND active_count > 0 AND risk_score = ?2 \
                   AND orphaned_at IS NULL AND current_risk > 0 \
                 ORDER BY last_fail DESC, fail_count DESC, name, file LIMIT ?3",
                cols = symbol_columns()
            ))?;
            let floor = bar - (risk::MAX_DECAY + 0.01);
            let mut out: Vec<SymbolStats> = Vec::new();
            // Each distinct stored score from the top down, one index seek each.
            let mut below = f64::INFINITY;
            while let Some(score) = scores
                .query_row(params![project, floor, below], |r| r.get::<_, f64>(0))
                .optional()?
            {
                for row in of_score.query_map(params![project, score, limit], symbol_from_row)? {
                    out.push(row?);
                }
                below = score;
            }
            out.sort_by(|a, b| {
                b.risk_score
                    .total_cmp(&a.risk_score)
                    .then(b.fail_count.cmp(&a.fail_count))
                    .then_with(|| b.last_fail.cmp(&a.last_fail))
                    .then_with(|| (&a.name, &a.file).cmp(&(&b.name, &b.file)))
            });
            out.truncate(n);
            Ok(out)
        })
    }

    /// True when the project has any active lesson at all.
    pub(crate) fn project_has_lessons(&self, project: &str) -> Result<bool> {
        self.row(
            "SELECT EXISTS (SELECT 1 FROM symbols WHERE project = ?1 AND active_count > 0)",
            [project],
            |r| r.get(0),
        )
    }

    /// One symbol by id, with current risk.
    pub(crate) fn symbol(&self, id: i64) -> Result<Option<SymbolStats>> {
        self.read(|| get_symbol(&self.conn, id))
    }

    /// Symbols matching `q`, exact name matches first, then riskiest; and how many matched
    /// in all (the list stops at `q.limit`).
    pub(crate) fn search(&self, q: &SymbolSearch<'_>) -> Result<(Vec<SymbolStats>, usize)> {
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
    pub(crate) fn lesson_counts(&self, symbol_id: i64) -> Result<LessonCounts> {
        self.read(|| count_lessons(&self.conn, "symbol_id = ?1", [symbol_id]))
    }

    /// The project at a glance: symbols, lessons by status, symbols by risk level.
    pub(crate) fn summary(&self, project: &str) -> Result<ProjectSummary> {
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

pub(super) fn get_symbol(conn: &Connection, id: i64) -> rusqlite::Result<Option<SymbolStats>> {
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

/// `text` with `\`, `%` and `_` escaped for `LIKE ... ESCAPE '\'`.
fn like_escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}
