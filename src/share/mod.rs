//! Lessons that travel with the repository: `.code-memory/lessons.jsonl` at the project root
//! is an append-only log of share events (docs/SHARING.md), merged by git with the `union`
//! driver. Recording a lesson that may travel appends it at once (`push`); SessionStart and
//! `cm share pull` apply what others appended (`pull`), after a stat and a content hash say
//! the log changed at all.
//!
//! `log` reads, appends to and compacts the file; `export` turns stored lessons into events
//! (refusing any that still carries a secret); `formats` reads what other tools export.

pub(crate) mod export;
pub(crate) mod formats;
pub(crate) mod log;

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context as _, Result};
use serde::Serialize;

use crate::config::{Config, ShareAuthor};
use crate::store::Store;
use crate::store::share::import::Incoming;
use crate::store::share::{Event, LogState, ShareFilter};
use crate::store::share::{ImportMode, ImportReport};
pub(crate) use export::PushReport;

/// The directory at the project root that holds what is shared.
pub(crate) const DIR: &str = ".code-memory";
/// The log, inside [`DIR`].
pub(crate) const LOG: &str = "lessons.jsonl";

/// `<root>/.code-memory`.
pub(crate) fn dir(root: &Path) -> PathBuf {
    root.join(DIR)
}

/// `<root>/.code-memory/lessons.jsonl`.
pub(crate) fn log_path(root: &Path) -> PathBuf {
    dir(root).join(LOG)
}

/// Sharing is on for the project at `root` (`cm share init` was run there, or a clone
/// brought the directory).
pub(crate) fn enabled(root: &Path) -> bool {
    dir(root).is_dir()
}

/// The author of what this machine writes to the log, as git knows them: `user.name`, or
/// `sha256:` and the first 16 hex digits of the hash of `user.email`; `None` when git has
/// neither or the settings say so.
pub(crate) fn author(root: &Path, style: ShareAuthor) -> Option<String> {
    let git = |key: &str| -> Option<String> {
        let out = std::process::Command::new("git")
            .args(["config", "--get", key])
            .current_dir(root)
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let v = String::from_utf8(out.stdout).ok()?.trim().to_string();
        (out.status.success() && !v.is_empty()).then_some(v)
    };
    match style {
        ShareAuthor::Name => git("user.name"),
        ShareAuthor::EmailHash => git("user.email").map(|e| {
            use sha2::Digest as _;
            let digest = sha2::Sha256::digest(e.to_lowercase().as_bytes());
            let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
            format!("sha256:{hex}")
        }),
        ShareAuthor::None => None,
    }
}

/// Appends to the log every lesson of `project` that may travel and is not there yet, and
/// every status, place or anchor change made here since. Nothing when sharing is off.
pub(crate) fn push(
    store: &mut Store,
    root: &Path,
    project: &str,
    config: &Config,
) -> Result<PushReport> {
    if !enabled(root) {
        return Ok(PushReport::default());
    }
    let filter = ShareFilter {
        pending_only: true,
        auto_with_fix: config.share_auto_lessons,
    };
    let rows = store.share_rows(project, filter)?;
    if rows.is_empty() {
        return Ok(PushReport::default());
    }
    let me = author(root, config.share_author);
    let out = export::events(&rows, me.as_deref(), false);
    let path = log_path(root);
    let key = path.to_string_lossy().into_owned();
    // When the log was as last imported, it still is once our own lines are in: the next
    // pull need not read it.
    let before = store.log_state(&key)?;
    let file = |s: LogState| (s.size, s.mtime_ns);
    let current = before.map(file) == log::stat(&path)?.map(file);
    let hashes = log::append(&path, &out.lines)?;
    store.mark_shared(&out.marks, &hashes)?;
    if current
        && !hashes.is_empty()
        && let Some(now) = log::stat(&path)?
    {
        // The content hash is not known without reading the file: 0 never matches one.
        // The prefix applied so far is still the log's prefix.
        let state = LogState {
            hash: 0,
            done_len: before.map_or(0, |s| s.done_len),
            done_hash: before.map_or(0, |s| s.done_hash),
            ..now
        };
        store.set_log_state(&key, state)?;
    }
    Ok(out.report)
}

/// Appends one event line for a lesson already in the log (feedback).
pub(crate) fn append_event(
    store: &mut Store,
    root: &Path,
    event: &crate::store::share::Event,
) -> Result<()> {
    let line = serde_json::to_string(event).context("writing a share event")?;
    let hashes = log::append(&log_path(root), &[line])?;
    store.mark_shared(&[], &hashes)
}

/// What a pull did.
#[derive(Debug, Clone, Default, Serialize)]
pub(crate) struct PullReport {
    /// The log was as last imported: nothing was read.
    pub(crate) unchanged: bool,
    /// Every line was looked at (false when the time limit cut the import short).
    pub(crate) complete: bool,
    /// Lines that are no share event this cm knows.
    pub(crate) unreadable: usize,
    #[serde(flatten)]
    pub(crate) import: ImportReport,
}

/// Lines applied per transaction, between looks at the clock (a hook's pull).
const CHUNK: usize = 500;
/// Lines applied per transaction by a pull without a deadline.
const BIG_CHUNK: usize = 20_000;

/// Applies the log's new lines to `project`. A log whose size and modification time (then
/// content hash) are as last imported is not read further. Lines applied before are
/// skipped by their hash without being parsed. With a `deadline` (a hook), the pull starts
/// after the prefix applied so far when the log still begins with it, and stops between
/// chunks once the deadline has passed: what was applied stays, and the next pull goes on
/// from there. Without one it reads the whole log.
pub(crate) fn pull(
    store: &mut Store,
    root: &Path,
    project: &str,
    deadline: Option<Instant>,
    dry_run: bool,
) -> Result<PullReport> {
    let path = log_path(root);
    let key = path.to_string_lossy().into_owned();
    let unchanged = PullReport {
        unchanged: true,
        complete: true,
        ..PullReport::default()
    };
    let Some(stat) = log::stat(&path)? else {
        return Ok(unchanged);
    };
    let before = store.log_state(&key)?;
    if !dry_run && before.is_some_and(|s| s.size == stat.size && s.mtime_ns == stat.mtime_ns) {
        return Ok(unchanged);
    }
    let bytes = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
    let hash = |b: &[u8]| xxhash_rust::xxh3::xxh3_64(b) as i64;
    let full = hash(&bytes);
    if let Some(s) = before.filter(|s| !dry_run && s.hash == full) {
        store.set_log_state(
            &key,
            LogState {
                size: stat.size,
                mtime_ns: stat.mtime_ns,
                ..s
            },
        )?;
        return Ok(unchanged);
    }
    let start = match before {
        Some(s) if deadline.is_some() && !dry_run => usize::try_from(s.done_len)
            .ok()
            .filter(|&n| n > 0 && n <= bytes.len() && hash(&bytes[..n]) == s.done_hash)
            .unwrap_or(0),
        _ => 0,
    };
    let mut report = PullReport {
        complete: true,
        ..PullReport::default()
    };
    let mode = ImportMode {
        from_log: true,
        dry_run,
    };
    let spans = log::spans(&bytes, start);
    let mut done = start;
    let chunk = match (dry_run, deadline) {
        (true, _) => usize::MAX,
        (false, Some(_)) => CHUNK,
        (false, None) => BIG_CHUNK,
    };
    for (i, part) in spans.chunks(chunk).enumerate() {
        // One chunk at least, however late: a large log makes progress every session.
        if i > 0 && deadline.is_some_and(|d| Instant::now() > d) {
            report.complete = false;
            break;
        }
        let hashes: Vec<i64> = part.iter().map(|(_, l)| log::line_hash(l)).collect();
        let unseen = store.unseen_lines(&hashes)?;
        let mut events = Vec::new();
        for (((_, line), &h), new) in part.iter().zip(&hashes).zip(unseen) {
            if !new {
                report.import.seen += 1;
                continue;
            }
            match serde_json::from_str::<Event>(line) {
                Ok(event) => events.push(Incoming {
                    hash: Some(h),
                    event,
                }),
                Err(_) => report.unreadable += 1,
            }
        }
        if !events.is_empty() {
            store.import_into(project, &events, mode, &mut report.import)?;
        }
        done = part.last().map_or(done, |p| p.0);
    }
    if !dry_run {
        let state = if report.complete {
            LogState {
                hash: full,
                done_len: stat.size,
                done_hash: full,
                ..stat
            }
        } else {
            // Never "unchanged": the next pull goes on after what was applied.
            LogState {
                size: -1,
                hash: 0,
                done_len: i64::try_from(done).unwrap_or(0),
                done_hash: hash(&bytes[..done]),
                ..stat
            }
        };
        store.set_log_state(&key, state)?;
    }
    Ok(report)
}

/// Applies events read from a file (`cm import`): what they add is pending for the log.
pub(crate) fn import(
    store: &mut Store,
    project: &str,
    events: &[Incoming],
    dry_run: bool,
) -> Result<ImportReport> {
    store.import_events(
        project,
        events,
        ImportMode {
            from_log: false,
            dry_run,
        },
    )
}

/// SessionStart: applies what changed in the log, within `deadline`, then writes what is
/// pending. Nothing at all (one stat) when the project does not share. The log comes first:
/// a lesson this clone followed to where the log already says it went is then written no
/// second time (import adopts the log's key for the same place).
pub(crate) fn sync(
    store: &mut Store,
    root: &Path,
    project: &str,
    config: &Config,
    deadline: Instant,
) -> Result<(PushReport, PullReport)> {
    if !enabled(root) {
        return Ok((PushReport::default(), PullReport::default()));
    }
    let pulled = pull(store, root, project, Some(deadline), false)?;
    // A database that cannot note what was written would write it again every session.
    let pushed = if store.cannot_save() {
        PushReport::default()
    } else {
        push(store, root, project, config)?
    };
    Ok((pushed, pulled))
}

/// Creates `.code-memory/` with its README, the `.gitattributes` line that merges the log
/// by union, and the log. Returns the files created (relative to `root`).
pub(crate) fn init(root: &Path) -> Result<Vec<String>> {
    let dir = dir(root);
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut created = Vec::new();
    for (name, text) in [
        ("README.md", README),
        (".gitattributes", GITATTRIBUTES),
        (LOG, ""),
    ] {
        let path = dir.join(name);
        if !path.exists() {
            std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
            created.push(format!("{DIR}/{name}"));
        }
    }
    Ok(created)
}

const GITATTRIBUTES: &str = "# Lines are independent events: a merge keeps both sides' lines.\n\
                             lessons.jsonl merge=union text eol=lf\n";

const README: &str = "# Shared lessons (code-memory)\n\n\
This directory holds lessons that coding agents and their users recorded about this code:\n\
what failed at a function, what fixed it. `cm` (code-memory) shows them to the next agent\n\
that reads or edits that code.\n\n\
- `lessons.jsonl` is an append-only log, one event per line: a lesson added (`add`), its\n\
  status changed (`status`), a person's word on it (`feedback`). Review it like any text.\n\
- Concurrent additions merge without conflict (`.gitattributes`: `merge=union`); import is\n\
  idempotent, and the latest status change wins whatever the order of merges.\n\
- `cm share status` says what is shared; `cm share pull` applies what others added;\n\
  `cm share compact` rewrites the log to its current state.\n\n\
Nothing secret, private (`cm fail --private`) or machine-specific is written here.\n";
