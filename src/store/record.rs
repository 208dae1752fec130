//! A lesson's track record (table `lesson_record` of migration 6): how often the test run
//! after it was shown went well (helped) or failed the same way again (recurred), and a
//! person's word on it (`cm feedback`). A clearly negative record demotes the lesson.

use std::collections::HashMap;

use anyhow::{Context as _, Result, bail};
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
}

impl TrackRecord {
    /// Clearly negative: marked wrong, or the same failure came back twice after it was shown
    /// and it never helped.
    pub(crate) fn demoted(&self) -> bool {
        self.wrong > 0 || (self.recurred >= 2 && self.helped == 0)
    }
}

/// What a person says about a lesson (`cm feedback ID helped|wrong`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Feedback {
    Helped,
    Wrong,
}

impl Store {
    /// The track records of the lessons of `ids` that have one.
    pub(crate) fn track_records(&self, ids: &[i64]) -> Result<HashMap<i64, TrackRecord>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT helped, recurred, wrong, note FROM lesson_record WHERE experience_id = ?1",
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

    /// The test run after lessons `ids` were shown: the same failure again (`same_failure`)
    /// counts as recurred, anything else (green, or another failure) as helped.
    pub(crate) fn note_outcome(&mut self, ids: &[i64], same_failure: bool) -> Result<()> {
        if ids.is_empty() {
            return Ok(());
        }
        let column = if same_failure { "recurred" } else { "helped" };
        self.bump(ids, column, None)
    }

    /// Records a person's word on lesson `id` (its note redacted, like a lesson).
    pub(crate) fn feedback(&mut self, id: i64, what: Feedback, note: Option<&str>) -> Result<()> {
        if self.lesson(id)?.is_none() {
            bail!("no lesson #{id}");
        }
        let column = match what {
            Feedback::Helped => "helped",
            Feedback::Wrong => "wrong",
        };
        let note = note.map(super::redact::redact);
        self.bump(&[id], column, note.as_deref())
    }

    fn bump(&mut self, ids: &[i64], column: &str, note: Option<&str>) -> Result<()> {
        let now = now_timestamp();
        let tx = self.write_tx()?;
        {
            let mut stmt = tx.prepare_cached(&format!(
                "INSERT INTO lesson_record (experience_id, {column}, note, updated_at) \
                 SELECT id, 1, ?2, ?3 FROM experiences WHERE id = ?1 \
                 ON CONFLICT (experience_id) DO UPDATE SET {column} = {column} + 1, \
                   note = coalesce(excluded.note, note), updated_at = excluded.updated_at"
            ))?;
            for id in ids {
                stmt.execute(params![id, note, now])?;
            }
        }
        tx.commit().context("saving a lesson's track record")?;
        Ok(())
    }
}
