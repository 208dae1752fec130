//! Applying share events to the store, idempotently: a lesson is added once by its uid
//! whatever the order of merges, a status change wins only with a greater key (last writer
//! by time, then change uid), so does a change of place or anchor (`anchor`), and a
//! log line already applied is skipped by its hash. Text
//! is redacted again on the way in, as every route into the database does.

use std::collections::BTreeSet;

use anyhow::Result;
use rusqlite::{Connection, OptionalExtension as _, Transaction, params};

use super::anchor::Apply;
use super::{AddEvent, Event, FeedbackEvent, ImportMode, ImportReport, StatusEvent};
use crate::store::lessons::{refresh_symbols, symbol_id};
use crate::store::track_record::bump_sql;
use crate::store::{Store, now_timestamp, redact};

/// One event to apply, with the hash of its log line (`None`: not from a share log).
#[derive(Debug, Clone)]
pub(crate) struct Incoming {
    pub(crate) hash: Option<i64>,
    pub(crate) event: Event,
}

impl Store {
    /// Applies `events` to `project` in one transaction: additions first, then status and
    /// anchor changes and feedback (which may be about the lessons just added).
    pub(crate) fn import_events(
        &mut self,
        project: &str,
        events: &[Incoming],
        mode: ImportMode,
    ) -> Result<ImportReport> {
        let mut report = ImportReport::default();
        self.import_into(project, events, mode, &mut report)?;
        Ok(report)
    }

    /// [`Store::import_events`], counting into `report`.
    pub(crate) fn import_into(
        &mut self,
        project: &str,
        events: &[Incoming],
        mode: ImportMode,
        report: &mut ImportReport,
    ) -> Result<()> {
        let keep = !mode.dry_run;
        self.write("importing lessons into", keep, |tx| {
            apply(tx, project, events, mode, report)
        })?;
        if keep {
            self.trim_wal();
        }
        Ok(())
    }
}

fn apply(
    tx: &Transaction<'_>,
    project: &str,
    events: &[Incoming],
    mode: ImportMode,
    report: &mut ImportReport,
) -> rusqlite::Result<()> {
    let mut fresh = Vec::with_capacity(events.len());
    {
        let mut seen = tx.prepare_cached("SELECT 1 FROM share_seen WHERE line_hash = ?1")?;
        for e in events {
            match e.hash {
                Some(h) if seen.exists([h])? => report.seen += 1,
                _ => fresh.push(e),
            }
        }
    }
    let adds = fresh.iter().filter(|e| matches!(e.event, Event::Add(_)));
    let rest = fresh.iter().filter(|e| !matches!(e.event, Event::Add(_)));
    let mut applied = Vec::new();
    let mut to = Apply {
        tx,
        project,
        mode,
        now: now_timestamp(),
        report,
        touched: BTreeSet::new(),
    };
    for e in adds.chain(rest) {
        let done = match &e.event {
            Event::Add(a) => to.add(a)?,
            Event::Status(s) => to.status(s)?,
            Event::Feedback(f) => to.feedback(f)?,
            Event::Anchor(a) => to.anchor(a)?,
        };
        if done && let Some(h) = e.hash {
            applied.push(h);
        }
    }
    if mode.from_log {
        let mut seen = tx.prepare_cached("INSERT OR IGNORE INTO share_seen VALUES (?1)")?;
        for h in applied {
            seen.execute([h])?;
        }
    }
    if !to.touched.is_empty() {
        // One statement for every symbol touched (an import may touch tens of thousands).
        let ids = serde_json::to_string(&to.touched).expect("ids serialize");
        refresh_symbols(
            tx,
            "id IN (SELECT value FROM json_each(?1))",
            [ids.as_str()],
        )?;
    }
    Ok(())
}

fn lesson_of(tx: &Connection, uid: &str) -> rusqlite::Result<Option<(i64, i64, Option<String>)>> {
    tx.prepare_cached("SELECT id, symbol_id, status_at FROM experiences WHERE uid = ?1")?
        .query_row([uid], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()
}

impl Apply<'_> {
    /// Adds the lesson unless the database has its uid. True when the line is done with.
    fn add(&mut self, a: &AddEvent) -> rusqlite::Result<bool> {
        let (tx, report) = (self.tx, &mut *self.report);
        let uid = a.uid.trim().to_ascii_lowercase();
        let lesson = a.lesson.trim();
        if uid.is_empty() || lesson.is_empty() || (a.symbol.is_empty() && a.file.is_empty()) {
            report.unusable += 1;
            return Ok(true);
        }
        if lesson_of(tx, &uid)?.is_some() {
            report.known += 1;
            return Ok(true);
        }
        let clean = |t: &Option<String>| {
            t.as_deref()
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(|t| redact::redact(t).into_owned())
        };
        let symbol_id = symbol_id(tx, self.project, &a.file, &a.symbol, &a.at)?;
        tx.prepare_cached(
        "INSERT INTO experiences (uid, symbol_id, type, lesson, detail, status, source, created_at, \
         occurrences, last_seen_at, fix, anchor_hash, anchor_size, author, shared_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, 'active', ?6, ?7, 1, ?7, ?8, ?9, ?10, ?11, ?12)",
    )?
    .execute(params![
        uid,
        symbol_id,
        a.outcome,
        redact::redact(lesson),
        clean(&a.detail),
        a.source,
        a.at,
        clean(&a.fix),
        a.anchor_hash,
        a.anchor_size,
        a.by,
        self.mode.from_log.then_some(&self.now),
    ])?;
        self.touched.insert(symbol_id);
        report.added += 1;
        *report
            .by_author
            .entry(a.by.clone().unwrap_or_default())
            .or_default() += 1;
        let name = if a.symbol.is_empty() {
            &a.file
        } else {
            &a.symbol
        };
        report.changes.push(format!(
            "add {} {name}: {}",
            a.outcome.as_str(),
            crate::text::one_line(lesson)
        ));
        Ok(true)
    }

    /// Applies a status change if its key is greater than the lesson's. False when the lesson
    /// is unknown (its `add` may come in a later import).
    fn status(&mut self, s: &StatusEvent) -> rusqlite::Result<bool> {
        let (tx, report) = (self.tx, &mut *self.report);
        let uid = s.uid.trim().to_ascii_lowercase();
        let Some((id, symbol_id, current)) = lesson_of(tx, &uid)? else {
            report.orphaned += 1;
            return Ok(false);
        };
        let key = s.key();
        if current.as_deref().is_some_and(|c| c >= key.as_str()) {
            report.outdated += 1;
            return Ok(true);
        }
        let note = s
            .note
            .as_deref()
            .map(|n| redact::redact(n.trim()).into_owned());
        tx.prepare_cached(
            "UPDATE experiences SET status = ?2, status_note = coalesce(?3, status_note), \
         status_at = ?4, status_by = ?5, \
         shared_status_at = CASE WHEN ?6 THEN ?4 ELSE shared_status_at END WHERE id = ?1",
        )?
        .execute(params![id, s.status, note, key, s.by, self.mode.from_log])?;
        self.touched.insert(symbol_id);
        report.status_changed += 1;
        report.changes.push(format!("{} {uid}", s.status.as_str()));
        Ok(true)
    }

    fn feedback(&mut self, f: &FeedbackEvent) -> rusqlite::Result<bool> {
        let (tx, report) = (self.tx, &mut *self.report);
        let uid = f.uid.trim().to_ascii_lowercase();
        let Some((id, _, _)) = lesson_of(tx, &uid)? else {
            report.orphaned += 1;
            return Ok(false);
        };
        let column = match f.verdict.as_str() {
            "helped" => "helped",
            "wrong" => "wrong",
            _ => {
                report.unusable += 1;
                return Ok(true);
            }
        };
        let note = f
            .note
            .as_deref()
            .map(|n| redact::redact(n.trim()).into_owned());
        tx.prepare_cached(&bump_sql(&[column]))?
            .execute(params![id, note, self.now])?;
        report.feedback += 1;
        report.changes.push(format!("feedback {column} {uid}"));
        Ok(true)
    }
}
