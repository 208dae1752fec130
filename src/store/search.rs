//! Full-text search over lessons (the FTS5 table `lesson_fts` of migration 6, kept in step by
//! triggers): the lesson, its detail and fix, its symbol's name and file, ranked by bm25.

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

/// Most words of a text a search looks up: each costs a query, and a text this many
/// words into itself has said what it is about.
const MAX_WORDS: usize = 32;

/// The words of `text` as FTS5 tokens (the `unicode61` tokenizer's split: letters and
/// digits, lower case), three characters or more, each once, the first [`MAX_WORDS`].
fn tokens(text: &str) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .filter(|w| seen.insert(w.clone()))
        .take(MAX_WORDS)
        .collect()
}

/// A word held by more lessons than this share of them tells nothing about which one a
/// text is about (bm25 gives it almost no weight), and matching it costs a scan.
const MAX_WORD_SHARE: f64 = 0.05;
/// ... except in a small store, where every word may count ...
const MIN_WORD_LIMIT: i64 = 50;
/// ... and in a large one, a word in this many lessons is common already (counting stops
/// there, so a common word costs as little as a rare one).
const MAX_WORD_LIMIT: i64 = 500;

impl Store {
    /// `text` as an FTS5 query: its distinctive words, each quoted (no operator reaches
    /// FTS5), any of them matching; `None` when no word is distinctive.
    fn fts_query(&self, text: &str) -> Result<Option<String>> {
        let words = tokens(text);
        if words.is_empty() {
            return Ok(None);
        }
        self.read(|| {
            let lessons: i64 = self
                .conn
                .prepare_cached("SELECT coalesce(max(id), 0) FROM experiences")?
                .query_row([], |r| r.get(0))?;
            let limit =
                ((lessons as f64 * MAX_WORD_SHARE) as i64).clamp(MIN_WORD_LIMIT, MAX_WORD_LIMIT);
            let mut stmt = self.conn.prepare_cached(
                "SELECT count(*) FROM (SELECT 1 FROM lesson_fts WHERE lesson_fts MATCH ?1 LIMIT ?2)",
            )?;
            let mut kept = Vec::new();
            for w in words {
                let docs: i64 =
                    stmt.query_row(params![format!("\"{w}\""), limit + 1], |r| r.get(0))?;
                if docs > 0 && docs <= limit {
                    kept.push(format!("\"{w}\""));
                }
            }
            Ok((!kept.is_empty()).then(|| kept.join(" OR ")))
        })
    }
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
        let Some(query) = self.fts_query(text)? else {
            return Ok(Vec::new());
        };
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        self.rows(
            "SELECT e.id, e.symbol_id, bm25(lesson_fts, 1.0, 0.7, 0.7, 2.0, 1.0) AS score \
             FROM lesson_fts JOIN experiences e ON e.id = lesson_fts.rowid \
             JOIN symbols s ON s.id = e.symbol_id \
             WHERE lesson_fts MATCH ?1 AND s.project = ?2 AND e.status = 'active' \
               AND s.orphaned_at IS NULL \
               AND (?3 IS NULL OR s.file = ?3) \
             ORDER BY score LIMIT ?4",
            params![query, project, file, limit],
            |r| {
                Ok(Hit {
                    lesson_id: r.get(0)?,
                    symbol_id: r.get(1)?,
                    score: r.get(2)?,
                })
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::store::{NewLesson, Outcome, Source, Store};

    /// A word most lessons hold is left out of the query (it cannot tell them apart, and
    /// matching it would scan them all); a rare one is kept.
    #[test]
    fn words_in_most_lessons_are_not_searched() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("cm.db")).unwrap();
        for i in 0..120 {
            let lesson = if i == 7 {
                "handler drops the retry header".to_string()
            } else {
                format!("handler {i} input not validated")
            };
            store
                .record(&NewLesson {
                    project: "p",
                    file: "src/a.py",
                    symbol: &format!("f{i}"),
                    outcome: Outcome::Fail,
                    lesson: &lesson,
                    detail: None,
                    session_id: None,
                    source: Source::Manual,
                    merge_repeats: false,
                })
                .unwrap();
        }
        assert_eq!(
            store.fts_query("handler retry").unwrap().as_deref(),
            Some("\"retry\"")
        );
        assert_eq!(store.fts_query("handler src").unwrap(), None);
        let hits = store
            .search_lessons("p", "the handler retry", None, 5)
            .unwrap();
        assert_eq!(hits.len(), 1);
        assert_eq!(
            store.lesson(hits[0].lesson_id).unwrap().unwrap().lesson,
            "handler drops the retry header"
        );
    }
}
