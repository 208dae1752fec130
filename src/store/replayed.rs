//! Lessons learned from sessions that ran before cm was installed (`cm replay --learn`):
//! the lessons a replay recorded in its scratch database, read back with their fix and
//! track record, and imported into the project's database in one transaction. Each keeps
//! its provenance: the past session's id and date, and `replayed_at` (it reads as the
//! source `replayed`). Idempotent: a lesson's uid is made from its session and what it says,
//! and the lessons of a session learned before are never added again (their fix, or their
//! withdrawal by a later session, still is).

use std::collections::{HashMap, HashSet};
use std::path::Path;

use anyhow::Result;
use rusqlite::{OptionalExtension as _, Transaction, params};
use serde::Serialize;

use super::lessons::{refresh_symbols, symbol_id};
use super::{
    Outcome, SqlContext as _, Status, Store, now_timestamp, redact, status_key, timestamp,
};

/// A session the replay went through.
#[derive(Debug, Clone)]
pub(crate) struct PastSession {
    pub(crate) session_id: String,
    /// `claude` or `codex`.
    pub(crate) agent: String,
    /// When it started (RFC 3339).
    pub(crate) started: String,
}

/// One lesson of the scratch database, with what the replay learned about it.
#[derive(Debug, Clone)]
pub(crate) struct Learnable {
    pub(crate) outcome: Outcome,
    pub(crate) file: String,
    pub(crate) symbol: String,
    pub(crate) lesson: String,
    pub(crate) detail: Option<String>,
    pub(crate) fix: Option<String>,
    pub(crate) session_id: String,
    pub(crate) status: Status,
    pub(crate) status_note: Option<String>,
    pub(crate) occurrences: i64,
    pub(crate) anchor: Option<(String, i64)>,
    /// `lesson_record`: helped, recurred, wrong, edits, passed, failed_other, note.
    pub(crate) record: Option<([i64; 6], Option<String>)>,
}

/// A lesson imported (or, on a dry run, that would be).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Imported {
    /// Its number in the project's database (0 on a dry run).
    pub(crate) id: i64,
    pub(crate) uid: String,
    #[serde(rename = "type")]
    pub(crate) outcome: Outcome,
    pub(crate) symbol: String,
    pub(crate) file: String,
    pub(crate) lesson: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) fix: Option<String>,
    pub(crate) session_id: String,
    /// The day of the session (RFC 3339).
    pub(crate) session_started: String,
}

/// What an import did (or would do).
#[derive(Debug, Default, Clone, Serialize)]
pub(crate) struct Learned {
    pub(crate) imported: Vec<Imported>,
    /// Lessons imported earlier that got their fix from a later session.
    pub(crate) fixed: Vec<String>,
    /// Lessons imported earlier that a later session withdrew.
    pub(crate) withdrawn: Vec<String>,
    /// Sessions replayed, and those of them not learned from before.
    pub(crate) sessions: usize,
    pub(crate) new_sessions: usize,
}

impl Learned {
    /// Distinct symbols (file and name) of the lessons imported.
    pub(crate) fn symbols(&self) -> usize {
        let set: HashSet<(&str, &str)> = self
            .imported
            .iter()
            .map(|i| (i.file.as_str(), i.symbol.as_str()))
            .collect();
        set.len()
    }
}

/// Every lesson of the replay's scratch database at `scratch`, oldest first.
pub(crate) fn learnable(scratch: &Path) -> Result<Vec<Learnable>> {
    if !scratch.exists() {
        return Ok(Vec::new());
    }
    let conn = super::replay::open(scratch)?;
    let sql =
        "SELECT e.type, s.file, s.name, e.lesson, e.detail, e.fix, coalesce(e.session_id, ''),
                    e.status, e.status_note, e.occurrences, e.anchor_hash, e.anchor_size,
                    r.helped, r.recurred, r.wrong, r.edits, r.passed, r.failed_other, r.note
               FROM experiences e JOIN symbols s ON s.id = e.symbol_id
               LEFT JOIN lesson_record r ON r.experience_id = e.id
              ORDER BY e.id";
    super::all(&conn, sql, [], |r| {
        let anchor: Option<String> = r.get(10)?;
        let helped: Option<i64> = r.get(12)?;
        Ok(Learnable {
            outcome: r.get(0)?,
            file: r.get(1)?,
            symbol: r.get(2)?,
            lesson: r.get(3)?,
            detail: r.get(4)?,
            fix: r.get(5)?,
            session_id: r.get(6)?,
            status: r.get(7)?,
            status_note: r.get(8)?,
            occurrences: r.get(9)?,
            anchor: anchor.map(|h| (h, r.get::<_, Option<i64>>(11).ok().flatten().unwrap_or(0))),
            record: match helped {
                Some(helped) => Some((
                    [
                        helped,
                        r.get(13)?,
                        r.get(14)?,
                        r.get(15)?,
                        r.get(16)?,
                        r.get(17)?,
                    ],
                    r.get(18)?,
                )),
                None => None,
            },
        })
    })
    .db_context(|| format!("reading the lessons of {}", scratch.display()))
}

/// The uid of a replayed lesson: the same session saying the same thing of the same code
/// is the same lesson, on this machine or another (`n` tells repeats apart).
fn uid_of(project: &str, l: &Learnable, n: usize) -> String {
    use sha2::Digest as _;
    let mut h = sha2::Sha256::new();
    for part in [
        "cm replay",
        project,
        &l.session_id,
        l.outcome.as_str(),
        &l.file,
        &l.symbol,
        &l.lesson,
        &n.to_string(),
    ] {
        h.update(part.as_bytes());
        h.update([0]);
    }
    let x = format!("{:x}", h.finalize());
    // UUID-shaped, version 8 (made from a hash), variant 10.
    format!(
        "{}-{}-8{}-a{}-{}",
        &x[..8],
        &x[8..12],
        &x[13..16],
        &x[17..20],
        &x[20..32]
    )
}

/// A session's start as stored (RFC 3339 UTC to the second); now when it cannot be read.
fn stored_time(started: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(started)
        .map_or_else(|_| now_timestamp(), |t| timestamp(t.to_utc()))
}

impl Store {
    /// Imports into `project` the lessons of `lessons` (a replay of `sessions`, oldest
    /// first) that are active and new, in one transaction; with `dry_run`, rolled back.
    pub(crate) fn import_replayed(
        &mut self,
        project: &str,
        sessions: &[PastSession],
        lessons: &[Learnable],
        dry_run: bool,
    ) -> Result<Learned> {
        let learned = self.write("importing replayed lessons into", !dry_run, |tx| {
            import(tx, project, sessions, lessons)
        })?;
        if !dry_run {
            self.trim_wal();
        }
        Ok(learned)
    }

    /// Lessons of `project` learned from past sessions, and the sessions learned from.
    pub(crate) fn replayed_counts(&self, project: &str) -> Result<(i64, i64)> {
        self.row(
            "SELECT (SELECT count(*) FROM experiences e JOIN symbols s ON s.id = e.symbol_id \
                     WHERE s.project = ?1 AND e.replayed_at IS NOT NULL), \
                    (SELECT count(*) FROM replayed_sessions WHERE project = ?1)",
            [project],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    }
}

fn import(
    tx: &Transaction<'_>,
    project: &str,
    sessions: &[PastSession],
    lessons: &[Learnable],
) -> rusqlite::Result<Learned> {
    let now = now_timestamp();
    let sql = "SELECT session_id FROM replayed_sessions WHERE project = ?1";
    let mut learned_before: HashSet<String> = super::all(tx, sql, [project], |r| r.get(0))?;
    // A session the hooks saw as it ran (cm was installed then) has its lessons already.
    {
        let mut live = tx.prepare(
            "SELECT EXISTS (SELECT 1 FROM hook_sessions WHERE session_id = ?1) \
                 OR EXISTS (SELECT 1 FROM experiences WHERE session_id = ?1 \
                            AND replayed_at IS NULL)",
        )?;
        for s in sessions {
            if live.query_row([&s.session_id], |r| r.get::<_, bool>(0))? {
                learned_before.insert(s.session_id.clone());
            }
        }
    }
    let started: HashMap<&str, String> = sessions
        .iter()
        .map(|s| (s.session_id.as_str(), stored_time(&s.started)))
        .collect();
    let mut out = Learned {
        sessions: sessions.len(),
        new_sessions: sessions
            .iter()
            .filter(|s| !learned_before.contains(&s.session_id))
            .count(),
        ..Learned::default()
    };
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut touched: HashSet<i64> = HashSet::new();
    for l in lessons {
        let key = format!(
            "{}\0{}\0{}\0{}\0{}",
            l.session_id,
            l.outcome.as_str(),
            l.file,
            l.symbol,
            l.lesson
        );
        let n = seen.entry(key).or_default();
        *n += 1;
        let uid = uid_of(project, l, *n);
        let existing: Option<(i64, i64, Status, Option<String>, bool)> = tx
            .query_row(
                "SELECT id, symbol_id, status, fix, replayed_at IS NOT NULL \
                 FROM experiences WHERE uid = ?1",
                [&uid],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .optional()?;
        if let Some((id, symbol_id, status, fix, replayed)) = existing {
            if !replayed || status != Status::Active {
                continue;
            }
            if l.status == Status::Inactive {
                tx.execute(
                    "UPDATE experiences SET status = 'inactive', status_note = ?2, status_at = ?3, \
                     status_by = NULL WHERE id = ?1",
                    params![
                        id,
                        l.status_note.as_deref().map(redact::redact),
                        status_key()
                    ],
                )?;
                touched.insert(symbol_id);
                out.withdrawn.push(uid);
            } else if fix.is_none()
                && let Some(new) = &l.fix
            {
                tx.execute(
                    "UPDATE experiences SET fix = ?2 WHERE id = ?1",
                    params![id, redact::redact(new)],
                )?;
                out.fixed.push(uid);
            }
            continue;
        }
        // Withdrawn by the replay, or of a session learned before (then it was imported,
        // or taken out since: either way not again).
        if l.status != Status::Active || learned_before.contains(&l.session_id) {
            continue;
        }
        let when = started
            .get(l.session_id.as_str())
            .cloned()
            .unwrap_or_else(|| now.clone());
        let lesson = redact::redact(&l.lesson).into_owned();
        let detail = l.detail.as_deref().map(|d| redact::redact(d).into_owned());
        let fix = l.fix.as_deref().map(|f| redact::redact(f).into_owned());
        let symbol_id = symbol_id(tx, project, &l.file, &l.symbol, &when)?;
        let (anchor_hash, anchor_size) = l.anchor.as_ref().map(|(h, s)| (h.as_str(), *s)).unzip();
        let id: i64 = tx.query_row(
            "INSERT INTO experiences (uid, symbol_id, type, lesson, detail, fix, session_id, \
             status, source, created_at, occurrences, last_seen_at, anchor_hash, anchor_size, \
             replayed_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'active', 'auto', ?8, ?9, ?8, ?10, ?11, ?12) \
             RETURNING id",
            params![
                uid,
                symbol_id,
                l.outcome,
                lesson,
                detail,
                fix,
                l.session_id,
                when,
                l.occurrences.max(1),
                anchor_hash,
                anchor_size,
                now
            ],
            |r| r.get(0),
        )?;
        if let Some((counts, note)) = &l.record {
            let [helped, recurred, wrong, edits, passed, failed_other] = *counts;
            tx.execute(
                "INSERT INTO lesson_record (experience_id, helped, recurred, wrong, note, \
                 updated_at, edits, passed, failed_other) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    id,
                    helped,
                    recurred,
                    wrong,
                    note.as_deref().map(redact::redact),
                    now,
                    edits,
                    passed,
                    failed_other
                ],
            )?;
        }
        touched.insert(symbol_id);
        out.imported.push(Imported {
            id,
            uid,
            outcome: l.outcome,
            symbol: l.symbol.clone(),
            file: l.file.clone(),
            lesson,
            fix,
            session_id: l.session_id.clone(),
            session_started: when,
        });
    }
    for id in touched {
        refresh_symbols(tx, "id = ?1", [id])?;
    }
    let mut stmt = tx.prepare(
        "INSERT INTO replayed_sessions (project, session_id, agent, started_at, learned_at) \
         VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
    )?;
    for s in sessions {
        stmt.execute(params![
            project,
            s.session_id,
            s.agent,
            stored_time(&s.started),
            now
        ])?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
