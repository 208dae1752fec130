//! Stored lessons as share events. What travels is the lesson as recorded (text, symbol,
//! file relative to the repository, kind, anchor, author) and its status; never a session
//! id, a local path or a machine name. Every text is run through redaction once more: one
//! that still matches a secret pattern keeps its lesson on this machine, named in a
//! [`Refusal`].

use serde::Serialize;

use crate::project;
use crate::store::Status;
use crate::store::redact;
use crate::store::share::{AddEvent, AnchorEvent, Event, Mark, ShareRow, StatusEvent};

/// A lesson kept back because a text of it still looks like a secret.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Refusal {
    /// Its number, as `cm query` shows it.
    pub(crate) id: i64,
    pub(crate) uid: String,
    /// `Class.method` or the file.
    pub(crate) name: String,
    /// `lesson`, `detail`, `fix` or `status note`.
    pub(crate) field: &'static str,
    /// The redaction kind that matched, e.g. `github_token`.
    pub(crate) kind: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "lesson #{} of {} not shared: its {} matches a secret pattern ({}); it stays on this machine",
            self.id, self.name, self.field, self.kind
        )
    }
}

/// Lines to write, and what they stand for.
#[derive(Debug, Default)]
pub(crate) struct Exported {
    pub(crate) lines: Vec<String>,
    /// The lessons written, with the keys written.
    pub(crate) marks: Vec<Mark>,
    pub(crate) report: PushReport,
}

/// What a push wrote, and what it could not.
#[derive(Debug, Clone, Default, Serialize)]
pub(crate) struct PushReport {
    /// Lessons written for the first time.
    pub(crate) added: usize,
    /// Status changes written.
    pub(crate) status_changes: usize,
    /// Changes of a lesson's place or anchor written (it followed its code, was
    /// re-anchored, or its code is gone).
    pub(crate) anchor_changes: usize,
    /// Lessons kept back because a text still matches a secret pattern.
    pub(crate) refused: Vec<Refusal>,
    /// Lessons about a file outside the repository (a local path never travels).
    pub(crate) local_paths: usize,
}

/// The first secret kind redaction still finds in `text`.
fn secret_in(text: &str) -> Option<String> {
    let redacted = redact::redact(text);
    if redacted == text {
        return None;
    }
    let (_, rest) = redacted.split_once("[REDACTED:")?;
    Some(rest.split(']').next().unwrap_or("secret").to_string())
}

fn refusal(row: &ShareRow) -> Option<Refusal> {
    let fields = [
        ("lesson", Some(&row.lesson)),
        ("detail", row.detail.as_ref()),
        ("fix", row.fix.as_ref()),
        ("status note", row.status_note.as_ref()),
    ];
    fields.into_iter().find_map(|(field, text)| {
        let kind = secret_in(text?)?;
        Some(Refusal {
            id: row.id,
            uid: row.uid.clone(),
            name: if row.symbol.is_empty() {
                row.file.clone()
            } else {
                row.symbol.clone()
            },
            field,
            kind,
        })
    })
}

/// Events for `rows`: a lesson not yet shared (or every lesson when `full`) as its `add`,
/// a `status` line when its status was ever changed and an `anchor` line when its place or
/// anchor was; a shared one as its new status and anchor. `me` is the author of what was
/// written here.
pub(crate) fn events(rows: &[ShareRow], me: Option<&str>, full: bool) -> Exported {
    let mut out = Exported::default();
    for row in rows {
        if project::is_absolute(&row.file) {
            out.report.local_paths += 1;
            continue;
        }
        if let Some(r) = refusal(row) {
            out.report.refused.push(r);
            continue;
        }
        let key = row.status_key();
        let new = full || !row.shared;
        if new {
            let add = Event::Add(AddEvent {
                uid: row.uid.clone(),
                at: row.created_at.clone(),
                by: row.author.clone().or_else(|| me.map(String::from)),
                symbol: row.symbol.clone(),
                file: row.file.clone(),
                outcome: row.outcome,
                source: row.source,
                lesson: row.lesson.clone(),
                detail: row.detail.clone(),
                fix: row.fix.clone(),
                anchor_hash: row.anchor_hash.clone(),
                anchor_size: row.anchor_size,
            });
            out.lines.push(to_line(&add));
            out.report.added += 1;
        }
        // A status never changed is the `add`'s own; any other is a `status` line, the
        // same on every clone (its key travels with it).
        let changed = row.status_at.is_some() || row.status != Status::Active;
        if changed && (new || row.shared_status_at != row.status_at) {
            let (at, id) = key.split_once(' ').unwrap_or((key.as_str(), ""));
            let status = Event::Status(StatusEvent {
                uid: row.uid.clone(),
                at: at.to_string(),
                id: id.to_string(),
                by: row.status_by.clone().or_else(|| me.map(String::from)),
                status: row.status,
                note: row.status_note.clone(),
            });
            out.lines.push(to_line(&status));
            out.report.status_changes += 1;
        }
        // Likewise a place and anchor never changed are the `add`'s.
        if let Some(key) = &row.anchor_at
            && (new || row.shared_anchor_at.as_ref() != Some(key))
        {
            let (at, id) = key.split_once(' ').unwrap_or((key.as_str(), ""));
            let anchor = Event::Anchor(AnchorEvent {
                uid: row.uid.clone(),
                at: at.to_string(),
                id: id.to_string(),
                by: row.anchor_by.clone().or_else(|| me.map(String::from)),
                symbol: row.symbol.clone(),
                file: row.file.clone(),
                anchor_hash: row.anchor_hash.clone(),
                anchor_size: row.anchor_size,
                orphaned: row.orphaned,
            });
            out.lines.push(to_line(&anchor));
            out.report.anchor_changes += 1;
        }
        out.marks.push(Mark {
            id: row.id,
            status_at: row.status_at.clone(),
            anchor_at: row.anchor_at.clone(),
        });
    }
    out
}

fn to_line(e: &Event) -> String {
    serde_json::to_string(e).expect("share events serialize")
}
