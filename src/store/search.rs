//! Full-text search over lessons (the FTS5 table `lesson_fts` of migration 6, kept in step by
//! triggers): the lesson, its detail, its symbol's name and file, ranked by bm25.

use anyhow::Result;
use rusqlite::params;

use super::Store;

/// One search hit: a lesson and how well it matched (bm25: lower is better, negative).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Hit {
    pub(crate) lesson_id: i64,
    pub(crate) symbol_id: i64,
    pub(crate) score: f64,
}

/// The words of `text` as an FTS5 query: each word quoted (no operator reaches FTS5), any of
/// them may match (bm25 ranks the lessons matching more and rarer words first).
pub(crate) fn fts_query(text: &str) -> Option<String> {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|w| w.chars().count() >= 3)
        .map(|w| format!("\"{}\"", w.to_lowercase()))
        .collect();
    (!words.is_empty()).then(|| words.join(" OR "))
}

impl Store {
    /// Active lessons of `project` matching `text`, best first, at most `limit`; only of
    /// `file` when given.
    pub(crate) fn search_lessons(
        &self,
        project: &str,
        text: &str,
        file: Option<&str>,
        limit: usize,
    ) -> Result<Vec<Hit>> {
        let Some(query) = fts_query(text) else {
            return Ok(Vec::new());
        };
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT e.id, e.symbol_id, bm25(lesson_fts, 1.0, 0.7, 2.0, 1.0) AS score \
                 FROM lesson_fts JOIN experiences e ON e.id = lesson_fts.rowid \
                 JOIN symbols s ON s.id = e.symbol_id \
                 WHERE lesson_fts MATCH ?1 AND s.project = ?2 AND e.status = 'active' \
                   AND (?3 IS NULL OR s.file = ?3) \
                 ORDER BY score LIMIT ?4",
            )?;
            let limit = i64::try_from(limit).unwrap_or(i64::MAX);
            let rows = stmt.query_map(params![query, project, file, limit], |r| {
                Ok(Hit {
                    lesson_id: r.get(0)?,
                    symbol_id: r.get(1)?,
                    score: r.get(2)?,
                })
            })?;
            rows.collect::<rusqlite::Result<_>>()
        })
    }
}
