//! A lesson's track record (table `lesson_record` of migrations 6 and 13): how often the
//! test run after it was shown went well (helped) or failed the same way again (recurred),
//! a person's word on it (`cm feedback`), and what it did: how often it was shown before an
//! edit of its symbol, and what the next test run on that symbol did then (passed, failed
//! the same way, failed otherwise). A clearly negative record demotes the lesson.

use std::collections::HashMap;

use anyhow::{Context as _, Result, bail};
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use rusqlite::{OptionalExtension as _, params};
use serde::Serialize;

use super::{Store, now_timestamp};

/// One lesson's track record.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub(crate) struct TrackRecord {
    pub(crate) helped: i64,
    pub(crate) recurred: i64,
    /// Marked wrong by hand.
    pub(crate) wrong: i64,
    pub(crate) note: Option<String>,
    /// Shown before an edit of its symbol.
    pub(crate) edits: i64,
    /// The next test run on the symbol after such an edit passed, or failed otherwise
    /// (failing the same way is `recurred`).
    pub(crate) passed: i64,
    pub(crate) failed_other: i64,
}

/// What the next test run on a lesson's symbol did after an edit it was shown before.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunOutcome {
    Passed,
    FailedSame,
    FailedOther,
}

impl TrackRecord {
    /// Clearly negative: marked wrong, or the same failure came back twice after it was shown
    /// and it never helped.
    pub(crate) fn demoted(&self) -> bool {
        self.wrong > 0 || (self.recurred >= 2 && self.helped == 0)
    }
}

/// What a person says about a lesson (`cm feedback ID helped|wrong`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Feedback {
    Helped,
    Wrong,
}

// `helped` or `wrong`: the column it counts in, and the verdict a share event carries.
super::types::text_column!(Feedback { Helped => "helped", Wrong => "wrong" });

impl Store {
    /// The track records of the lessons of `ids` that have one.
    pub(crate) fn track_records(&self, ids: &[i64]) -> Result<HashMap<i64, TrackRecord>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT helped, recurred, wrong, note, edits, passed, failed_other \
                 FROM lesson_record WHERE experience_id = ?1",
            )?;
            let mut out = HashMap::new();
            for &id in ids {
                if let Some(r) = stmt
                    .query_row([id], |r| {
                        Ok(TrackRecord {
                            helped: r.get(0)?,
                            recurred: r.get(1)?,
                            wrong: r.get(2)?,
                            note: r.get(3)?,
                            edits: r.get(4)?,
                            passed: r.get(5)?,
                            failed_other: r.get(6)?,
                        })
                    })
                    .optional()?
                {
                    out.insert(id, r);
                }
            }
            Ok(out)
        })
    }

    /// The test run on the symbols of lessons `ids` after an edit they were shown before:
    /// passed or failed otherwise counts as helped too, the same failure as recurred.
    pub(crate) fn note_outcome(&mut self, ids: &[i64], outcome: RunOutcome) -> Result<()> {
        match outcome {
            RunOutcome::Passed => self.bump(ids, &["helped", "passed"], None),
            RunOutcome::FailedSame => self.bump(ids, &["recurred"], None),
            RunOutcome::FailedOther => self.bump(ids, &["helped", "failed_other"], None),
        }
    }

    /// Lessons `ids` were shown before an edit of their symbol.
    pub(crate) fn note_edited(&mut self, ids: &[i64]) -> Result<()> {
        self.bump(ids, &["edits"], None)
    }

    /// Records a person's word on lesson `id` (its note redacted, like a lesson).
    pub(crate) fn feedback(&mut self, id: i64, what: Feedback, note: Option<&str>) -> Result<()> {
        if self.lesson(id)?.is_none() {
            bail!("no lesson #{id}");
        }
        let note = note.map(super::redact::redact);
        self.bump(&[id], &[what.as_str()], note.as_deref())
    }

    fn bump(&mut self, ids: &[i64], columns: &[&str], note: Option<&str>) -> Result<()> {
        if ids.is_empty() {
            return Ok(());
        }
        let now = now_timestamp();
        let tx = self.write_tx()?;
        {
            let mut stmt = tx.prepare_cached(&bump_sql(columns))?;
            for id in ids {
                stmt.execute(params![id, note, now])?;
            }
        }
        tx.commit().context("saving a lesson's track record")
    }
}

/// The statement that counts one more in each of `columns` of the track record of lesson
/// `?1` (if it exists), keeping note `?2` when there is one, at time `?3`.
pub(super) fn bump_sql(columns: &[&str]) -> String {
    let names = columns.join(", ");
    let ones = vec!["1"; columns.len()].join(", ");
    let sets: Vec<String> = columns.iter().map(|c| format!("{c} = {c} + 1")).collect();
    format!(
        "INSERT INTO lesson_record (experience_id, {names}, note, updated_at) \
         SELECT id, {ones}, ?2, ?3 FROM experiences WHERE id = ?1 \
         ON CONFLICT (experience_id) DO UPDATE SET {}, \
           note = coalesce(excluded.note, note), updated_at = excluded.updated_at",
        sets.join(", ")
    )
}

/// What one lesson did once shown, for `cm stats` and the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct LessonOutcome {
    pub(crate) id: i64,
    pub(crate) symbol: String,
    pub(crate) file: String,
    pub(crate) lesson: String,
    pub(crate) status: String,
    /// Shown before an edit of its symbol.
    pub(crate) shown_before_edit: i64,
    /// What the next test run on the symbol did after such an edit.
    pub(crate) then_passed: i64,
    pub(crate) then_failed_same: i64,
    pub(crate) then_failed_otherwise: i64,
}

impl Store {
    /// The lessons of `project` (or of one symbol) that were shown before an edit or
    /// judged by a test run, most edited first.
    pub(crate) fn lesson_outcomes(
        &self,
        project: &str,
        symbol_id: Option<i64>,
    ) -> Result<Vec<LessonOutcome>> {
        self.rows(
            "SELECT e.id, s.name, coalesce(s.file, ''), e.lesson, e.status, r.edits, \
                   r.passed, r.recurred, r.failed_other \
                 FROM lesson_record r JOIN experiences e ON e.id = r.experience_id \
                 JOIN symbols s ON s.id = e.symbol_id \
                 WHERE s.project = ?1 AND (?2 IS NULL OR s.id = ?2) \
                   AND r.edits + r.passed + r.recurred + r.failed_other > 0 \
                 ORDER BY r.edits DESC, e.id",
            params![project, symbol_id],
            |r| {
                Ok(LessonOutcome {
                    id: r.get(0)?,
                    symbol: r.get(1)?,
                    file: r.get(2)?,
                    lesson: r.get(3)?,
                    status: r.get(4)?,
                    shown_before_edit: r.get(5)?,
                    then_passed: r.get(6)?,
                    then_failed_same: r.get(7)?,
                    then_failed_otherwise: r.get(8)?,
                })
            },
        )
    }
}
