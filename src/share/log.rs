//! The log file itself: its lines and their hashes, appending whole lines, and compaction
//! (the lines that still say something, in their first order, byte for byte).

use std::collections::{HashMap, HashSet};
use std::io::{Read as _, Seek as _, SeekFrom, Write as _};
use std::path::Path;

use anyhow::{Context as _, Result};
use serde::Serialize;

use crate::store::share::import::Incoming;
use crate::store::share::{Event, LogState};

/// A line's identity: the 64-bit xxh3 of its text without surrounding whitespace (so a
/// checkout that turned `\n` into `\r\n` changes nothing).
pub(crate) fn line_hash(line: &str) -> i64 {
    xxhash_rust::xxh3::xxh3_64(line.trim().as_bytes()) as i64
}

/// Size and modification time of the log, `None` when there is none. The hash is left 0.
pub(crate) fn stat(path: &Path) -> Result<Option<LogState>> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    let mtime_ns = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| i64::try_from(d.as_nanos()).unwrap_or(i64::MAX));
    Ok(Some(LogState {
        size: i64::try_from(meta.len()).unwrap_or(i64::MAX),
        mtime_ns,
        ..LogState::default()
    }))
}

/// The non-blank lines of a log.
pub(crate) fn lines(bytes: &[u8]) -> impl Iterator<Item = &str> {
    spans(bytes, 0).into_iter().map(|(_, line)| line)
}

/// The non-blank lines of a log from byte `start` on, each with the offset just past it.
pub(crate) fn spans(bytes: &[u8], start: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = start;
    while at < bytes.len() {
        let end = bytes[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(bytes.len(), |i| at + i + 1);
        let line = std::str::from_utf8(&bytes[at..end]).unwrap_or("").trim();
        if !line.is_empty() {
            out.push((end, line));
        }
        at = end;
    }
    out
}

/// The events of a log with their line hashes, and how many lines are no event this cm
/// reads (a conflict marker, a line of a newer format).
pub(crate) fn parse(bytes: &[u8]) -> (Vec<Incoming>, usize) {
    let mut events = Vec::new();
    let mut unreadable = bytes
        .split(|&b| b == b'\n')
        .filter(|l| std::str::from_utf8(l).is_err())
        .count();
    for line in lines(bytes) {
        match serde_json::from_str::<Event>(line) {
            Ok(event) => events.push(Incoming {
                hash: Some(line_hash(line)),
                event,
            }),
            Err(_) => unreadable += 1,
        }
    }
    (events, unreadable)
}

/// Appends `lines` (each one JSON document) to the log, creating it, and returns their
/// hashes. A last line without its newline gets one first.
pub(crate) fn append(path: &Path, lines: &[String]) -> Result<Vec<i64>> {
    if lines.is_empty() {
        return Ok(Vec::new());
    }
    let ctx = || format!("writing {}", path.display());
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .open(path)
        .with_context(ctx)?;
    let mut text = String::new();
    let len = file.metadata().with_context(ctx)?.len();
    if len > 0 {
        let mut last = [0u8; 1];
        file.seek(SeekFrom::Start(len - 1)).with_context(ctx)?;
        file.read_exact(&mut last).with_context(ctx)?;
        if last[0] != b'\n' {
            text.push('\n');
        }
    }
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    // One write: another process appending at the same time cannot split a line.
    file.write_all(text.as_bytes()).with_context(ctx)?;
    Ok(lines.iter().map(|l| line_hash(l)).collect())
}

/// What compaction did.
#[derive(Debug, Clone, Default, Serialize)]
pub(crate) struct Compacted {
    pub(crate) lines_before: usize,
    pub(crate) lines_after: usize,
    pub(crate) bytes_before: usize,
    pub(crate) bytes_after: usize,
}

/// The lines of a log that still say something, in their order: each lesson's first `add`,
/// its winning `status` and winning `anchor` (greatest key), every distinct `feedback`
/// (they add up), and lines
/// this cm cannot read (a newer format's), kept as they are. Repeated lines go.
pub(crate) fn compact_text(bytes: &[u8]) -> String {
    let all: Vec<&str> = lines(bytes).collect();
    let parsed: Vec<Option<Event>> = all.iter().map(|l| serde_json::from_str(l).ok()).collect();
    // The winning change of each lesson's status, and of its place and anchor.
    let mut winner: HashMap<(bool, &str), (String, usize)> = HashMap::new();
    for (i, e) in parsed.iter().enumerate() {
        let (which, key) = match e {
            Some(Event::Status(s)) => ((false, s.uid.as_str()), s.key()),
            Some(Event::Anchor(a)) => ((true, a.uid.as_str()), a.key()),
            _ => continue,
        };
        if winner.get(&which).is_none_or(|(k, _)| *k < key) {
            winner.insert(which, (key, i));
        }
    }
    let winning: HashSet<usize> = winner.values().map(|(_, i)| *i).collect();
    let mut added = HashSet::new();
    let mut kept = HashSet::new();
    let mut out = String::new();
    for (i, (line, e)) in all.iter().zip(&parsed).enumerate() {
        let keep = match e {
            Some(Event::Add(a)) => added.insert(a.uid.as_str()),
            Some(Event::Status(_) | Event::Anchor(_)) => winning.contains(&i),
            Some(Event::Feedback(_)) | None => true,
        };
        if keep && kept.insert(*line) {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Rewrites the log at `path` to [`compact_text`], through a temporary file and a rename.
pub(crate) fn compact(path: &Path) -> Result<Compacted> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let text = compact_text(&bytes);
    let tmp = path.with_extension("jsonl.tmp");
    std::fs::write(&tmp, &text).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("replacing {}", path.display()))?;
    Ok(Compacted {
        lines_before: lines(&bytes).count(),
        lines_after: text.lines().count(),
        bytes_before: bytes.len(),
        bytes_after: text.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADD: &str = r#"{"op":"add","uid":"u1","at":"2026-01-01T00:00:00Z","symbol":"A.f","file":"a.py","type":"fail","source":"manual","lesson":"x"}"#;

    fn status(at: &str, id: &str, s: &str) -> String {
        format!(r#"{{"op":"status","uid":"u1","at":"{at}","id":"{id}","status":"{s}"}}"#)
    }

    #[test]
    fn compaction_keeps_the_add_and_the_winning_status_only() {
        let old = status("2026-01-02T00:00:00.000Z", "b", "resolved");
        let new = status("2026-01-03T00:00:00.000Z", "a", "inactive");
        let tie = status("2026-01-03T00:00:00.000Z", "c", "active");
        let log = format!("{ADD}\n{old}\n{new}\n{ADD}\n{tie}\nnot json\n");
        let out = compact_text(log.as_bytes());
        assert_eq!(out, format!("{ADD}\n{tie}\nnot json\n"));
        // Compacting again changes nothing.
        assert_eq!(compact_text(out.as_bytes()), out);
    }

    fn anchor(at: &str, id: &str, symbol: &str) -> String {
        format!(
            r#"{{"op":"anchor","uid":"u1","at":"{at}","id":"{id}","symbol":"{symbol}","file":"a.py","anchor_hash":"00ff","anchor_size":40}}"#
        )
    }

    #[test]
    fn compaction_keeps_the_winning_anchor_beside_the_winning_status() {
        let status = status("2026-01-02T00:00:00.000Z", "s", "resolved");
        let moved = anchor("2026-01-02T00:00:00.000Z", "a", "A.g");
        let later = anchor("2026-01-04T00:00:00.000Z", "b", "A.h");
        let earlier = anchor("2026-01-03T00:00:00.000Z", "c", "A.k");
        let log = format!("{ADD}\n{moved}\n{status}\n{later}\n{earlier}\n");
        let out = compact_text(log.as_bytes());
        assert_eq!(out, format!("{ADD}\n{status}\n{later}\n"));
        assert_eq!(compact_text(out.as_bytes()), out);
    }

    #[test]
    fn line_hash_ignores_line_ending_and_blank_lines_are_skipped() {
        assert_eq!(line_hash("abc\r"), line_hash("abc"));
        let (events, unreadable) = parse(format!("\n{ADD}\r\n\n<<<<<<< HEAD\n").as_bytes());
        assert_eq!((events.len(), unreadable), (1, 1));
    }
}
