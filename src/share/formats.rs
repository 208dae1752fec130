//! What `cm import` reads besides cm's own share events: a cm.py (or other cm) SQLite
//! database, Runtime Memory's `mem export` JSON, and a generic JSONL or Markdown table of
//! `symbol, file, lesson, detail`. Each becomes share events; a lesson without a uid of its
//! own gets one derived from its content, so importing the same file twice adds nothing.

use std::path::Path;

use anyhow::{Context as _, Result, bail};
use serde::Deserialize;
use serde_json::Value;

use crate::store::share::import::Incoming;
use crate::store::share::{AddEvent, Event, StatusEvent};
use crate::store::{Outcome, Source, Status, cm_py, timestamp};

/// A file format `cm import` reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    /// cm's share events (`cm export`, `.code-memory/lessons.jsonl`).
    Cm,
    /// A cm.py (or cm) SQLite database.
    CmPy,
    /// Runtime Memory's `mem export` JSON.
    RuntimeMemory,
    /// One JSON object a line: `symbol`, `file`, `lesson`, `detail` (`type`: fail or ok).
    Jsonl,
    /// A Markdown table with `symbol`, `file`, `lesson` and `detail` columns.
    Markdown,
}

/// The format of `path`, from its first bytes.
pub(crate) fn detect(path: &Path, bytes: &[u8]) -> Format {
    if cm_py::is_sqlite(path) {
        return Format::CmPy;
    }
    let text = String::from_utf8_lossy(bytes);
    let head = text.trim_start();
    if head.starts_with('[') {
        return Format::RuntimeMemory;
    }
    if head.starts_with('{') {
        let first = head.lines().next().unwrap_or("");
        return if first.contains("\"op\"") {
            Format::Cm
        } else {
            Format::Jsonl
        };
    }
    Format::Markdown
}

/// Lessons read from a file, and how many were left out for belonging to another project.
#[derive(Default)]
pub(crate) struct Read {
    pub(crate) events: Vec<Incoming>,
    pub(crate) other_projects: usize,
    pub(crate) unreadable: usize,
}

/// Reads `path` as `format`. `source_project` picks the rows of formats that name a
/// project (cm.py, Runtime Memory): `None` takes them all.
pub(crate) fn read(path: &Path, format: Format, source_project: Option<&str>) -> Result<Read> {
    let mut out = Read::default();
    let wanted = |p: Option<&str>| source_project.is_none_or(|want| p.is_none_or(|p| want == p));
    if format == Format::CmPy {
        for row in cm_py::read(path)? {
            if !wanted(Some(&row.project)) {
                out.other_projects += 1;
                continue;
            }
            let uid = row.uid.clone().unwrap_or_else(|| {
                derived_uid(&[
                    "cm.py",
                    &row.project,
                    &row.file,
                    &row.symbol,
                    row.outcome.as_str(),
                    &row.lesson,
                    &row.created_at,
                    &row.row.to_string(),
                ])
            });
            let at = if row.created_at.is_empty() {
                crate::store::now_timestamp()
            } else {
                normalize_time(&row.created_at)
            };
            push_lesson(
                &mut out.events,
                lesson(
                    uid,
                    at,
                    &row.symbol,
                    &row.file,
                    row.outcome,
                    &row.lesson,
                    row.detail,
                ),
                row.status,
            );
        }
        return Ok(out);
    }
    let text =
        std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    match format {
        Format::Cm => {
            let (events, unreadable) = super::log::parse(text.as_bytes());
            // Lines of a file are no log lines: nothing is remembered as applied.
            out.events = events
                .into_iter()
                .map(|e| Incoming { hash: None, ..e })
                .collect();
            out.unreadable = unreadable;
        }
        Format::RuntimeMemory => runtime_memory(&text, &wanted, &mut out)?,
        Format::Jsonl => {
            for line in super::log::lines(text.as_bytes()) {
                match serde_json::from_str::<Generic>(line) {
                    Ok(g) => push_generic(&mut out.events, g),
                    Err(_) => out.unreadable += 1,
                }
            }
        }
        Format::Markdown => markdown(&text, &mut out)?,
        Format::CmPy => unreachable!("read above"),
    }
    Ok(out)
}

/// A lesson as the generic formats give it.
#[derive(Debug, Deserialize)]
struct Generic {
    #[serde(default)]
    symbol: String,
    #[serde(default)]
    file: String,
    lesson: String,
    #[serde(default)]
    detail: Option<String>,
    /// `fail` (the default), `ok` or `success`.
    #[serde(default, alias = "type")]
    outcome: Option<String>,
}

fn push_generic(events: &mut Vec<Incoming>, g: Generic) {
    let outcome = match g.outcome.as_deref().map(str::trim) {
        Some("ok" | "success") => Outcome::Success,
        _ => Outcome::Fail,
    };
    let detail = g.detail.filter(|d| !d.trim().is_empty());
    let uid = derived_uid(&[
        "generic",
        g.symbol.trim(),
        g.file.trim(),
        outcome.as_str(),
        g.lesson.trim(),
        detail.as_deref().unwrap_or(""),
    ]);
    let at = crate::store::now_timestamp();
    push_lesson(
        events,
        lesson(
            uid,
            at,
            g.symbol.trim(),
            g.file.trim(),
            outcome,
            g.lesson.trim(),
            detail,
        ),
        Status::Active,
    );
}

fn lesson(
    uid: String,
    at: String,
    symbol: &str,
    file: &str,
    outcome: Outcome,
    text: &str,
    detail: Option<String>,
) -> AddEvent {
    AddEvent {
        uid,
        at,
        by: None,
        symbol: symbol.to_string(),
        file: crate::project::lexical(&file.replace('\\', "/")),
        outcome,
        source: Source::Manual,
        lesson: text.to_string(),
        detail,
        fix: None,
        anchor_hash: None,
        anchor_size: None,
    }
}

/// The lesson's `add`, and a `status` event (keyed by its recording time and uid) when it
/// is not active.
fn push_lesson(events: &mut Vec<Incoming>, add: AddEvent, status: Status) {
    let (uid, at) = (add.uid.clone(), add.at.clone());
    events.push(Incoming {
        hash: None,
        event: Event::Add(add),
    });
    if status != Status::Active {
        events.push(Incoming {
            hash: None,
            event: Event::Status(StatusEvent {
                id: uid.clone(),
                uid,
                at,
                by: None,
                status,
                note: None,
            }),
        });
    }
}

/// Runtime Memory's `mem export`: a JSON array of memories (`id`, `content`, `category`,
/// `project`, `entities`, `tags`, `archived`, `created_at`, `metadata`). A memory is about
/// the code its entities name: a path-like entity is the file, a name-like one the symbol;
/// one naming neither is left out. Gotchas, workarounds and troubleshooting are failures,
/// the rest what worked.
fn runtime_memory(text: &str, wanted: &dyn Fn(Option<&str>) -> bool, out: &mut Read) -> Result<()> {
    let all: Vec<Value> = serde_json::from_str(text).context("reading Runtime Memory JSON")?;
    for m in all {
        let Some(content) = m.get("content").and_then(Value::as_str) else {
            out.unreadable += 1;
            continue;
        };
        if !wanted(m.get("project").and_then(Value::as_str)) {
            out.other_projects += 1;
            continue;
        }
        let entities = m.get("entities").and_then(Value::as_array);
        let mut names: Vec<String> = entities
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(String::from)
            .collect();
        let meta = m.get("metadata");
        for key in ["file", "file_path", "path"] {
            if let Some(f) = meta.and_then(|v| v.get(key)).and_then(Value::as_str) {
                names.insert(0, f.to_string());
            }
        }
        let file = names
            .iter()
            .find(|n| looks_like_path(n))
            .cloned()
            .unwrap_or_default();
        let symbol = names
            .iter()
            .find(|n| !looks_like_path(n) && looks_like_symbol(n))
            .cloned()
            .unwrap_or_default();
        if file.is_empty() && symbol.is_empty() {
            out.unreadable += 1;
            continue;
        }
        let category = m
            .get("category")
            .and_then(Value::as_str)
            .unwrap_or("general");
        let outcome = match category {
            "gotcha" | "workaround" | "troubleshooting" => Outcome::Fail,
            _ => Outcome::Success,
        };
        let id = m.get("id").and_then(Value::as_str).unwrap_or("");
        let uid = if is_uuid(id) {
            id.to_ascii_lowercase()
        } else {
            derived_uid(&["runtime-memory", id, content])
        };
        let at = m
            .get("created_at")
            .and_then(Value::as_str)
            .map_or_else(crate::store::now_timestamp, normalize_time);
        let status = if m.get("archived").and_then(Value::as_bool) == Some(true) {
            Status::Inactive
        } else {
            Status::Active
        };
        let detail = Some(format!("from Runtime Memory ({category})"));
        push_lesson(
            &mut out.events,
            lesson(uid, at, &symbol, &file, outcome, content, detail),
            status,
        );
    }
    Ok(())
}

fn looks_like_path(s: &str) -> bool {
    let s = s.trim();
    !s.contains(' ')
        && (s.contains('/')
            || s.rsplit_once('.').is_some_and(|(stem, ext)| {
                !stem.is_empty()
                    && (1..=4).contains(&ext.len())
                    && ext.chars().all(|c| c.is_ascii_lowercase())
                    && !stem.chars().next().is_some_and(char::is_uppercase)
            }))
}

fn looks_like_symbol(s: &str) -> bool {
    let s = s.trim();
    s.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | ':'))
}

/// A Markdown table whose header names `symbol`, `file`, `lesson` and `detail` (any order;
/// `type` optional). Other lines are ignored.
fn markdown(text: &str, out: &mut Read) -> Result<()> {
    let mut header: Option<Vec<String>> = None;
    for line in text.lines().map(str::trim) {
        if !line.starts_with('|') {
            header = None;
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().trim_matches('`').to_string())
            .collect();
        let Some(h) = &header else {
            let lower: Vec<String> = cells.iter().map(|c| c.to_lowercase()).collect();
            if lower.iter().any(|c| c == "lesson") {
                header = Some(lower);
            }
            continue;
        };
        if cells
            .iter()
            .all(|c| c.chars().all(|ch| matches!(ch, '-' | ':' | ' ')))
        {
            continue;
        }
        let get = |name: &str| {
            h.iter()
                .position(|c| c == name)
                .and_then(|i| cells.get(i))
                .cloned()
                .unwrap_or_default()
        };
        let lesson = get("lesson");
        if lesson.is_empty() {
            out.unreadable += 1;
            continue;
        }
        let detail = get("detail");
        let outcome = get("type");
        push_generic(
            &mut out.events,
            Generic {
                symbol: get("symbol"),
                file: get("file"),
                lesson,
                detail: (!detail.is_empty()).then_some(detail),
                outcome: (!outcome.is_empty()).then_some(outcome),
            },
        );
    }
    if out.events.is_empty() && out.unreadable == 0 {
        bail!("no table with a `lesson` column found");
    }
    Ok(())
}

pub(crate) fn is_uuid(s: &str) -> bool {
    s.len() == 36 && s.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-')
}

/// A UUID-shaped id (version 8) from the hash of `parts`: the same lesson gets the same uid.
pub(crate) fn derived_uid(parts: &[&str]) -> String {
    use sha2::Digest as _;
    let mut h = sha2::Sha256::new();
    for p in parts {
        h.update(p.as_bytes());
        h.update([0u8]);
    }
    let b: [u8; 16] = h.finalize()[..16].try_into().expect("16 bytes");
    uuid::Builder::from_custom_bytes(b).into_uuid().to_string()
}

/// RFC 3339 UTC to the second, from what other tools write (`2026-07-24 10:00:00`,
/// `2026-07-24T10:00:00.123456+00:00`); as given when it cannot be read.
fn normalize_time(t: &str) -> String {
    let t = t.trim();
    if let Ok(d) = chrono::DateTime::parse_from_rfc3339(t) {
        return timestamp(d.to_utc());
    }
    for f in [
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S",
    ] {
        if let Ok(d) = chrono::NaiveDateTime::parse_from_str(t, f) {
            return timestamp(d.and_utc());
        }
    }
    t.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_uids_are_stable_and_uuid_shaped() {
        let a = derived_uid(&["x", "y"]);
        assert_eq!(a, derived_uid(&["x", "y"]));
        assert_ne!(a, derived_uid(&["xy", ""]));
        assert!(is_uuid(&a), "{a}");
    }

    #[test]
    fn times_of_other_tools_become_rfc3339() {
        assert_eq!(
            normalize_time("2026-07-24 10:00:00"),
            "2026-07-24T10:00:00Z"
        );
        assert_eq!(
            normalize_time("2026-07-24T10:00:00.5+02:00"),
            "2026-07-24T08:00:00Z"
        );
    }

    #[test]
    fn entities_split_into_files_and_symbols() {
        assert!(looks_like_path("src/auth.py") && looks_like_path("auth.py"));
        assert!(!looks_like_path("AuthService.validate") && !looks_like_path("a sentence."));
        assert!(looks_like_symbol("AuthService.validate") && !looks_like_symbol("N+1 queries"));
    }
}
