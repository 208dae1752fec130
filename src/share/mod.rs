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
use crate::store::share::{LogState, ShareFilter};
use crate::store::share_import::{ImportMode, ImportReport, Incoming};
use export::Refusal;

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

/// What a push wrote, and what it could not.
#[derive(Debug, Clone, Default, Serialize)]
pub(crate) struct PushReport {
    /// Lessons written for the first time.
    pub(crate) added: usize,
    /// Status changes written.
    pub(crate) status_changes: usize,
    /// Lessons kept back because a text still matches a secret pattern.
    pub(crate) refused: Vec<Refusal>,
    /// Lessons about a file outside the repository (a local path never travels).
    pub(crate) local_paths: usize,
}

/// Appends to the log every lesson of `project` that may travel and is not there yet, and
/// every status change made here since. Nothing when sharing is off.
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
    let current = match (store.log_state(&key)?, log::stat(&path)?) {
        (Some(s), Some(n)) => s.size == n.size && s.mtime_ns == n.mtime_ns,
        (None, None) => true,
        _ => false,
    };
    let hashes = log::append(&path, &out.lines)?;
    store.mark_shared(&out.marks, &hashes)?;
    if current && !hashes.is_empty() && let Some(now) = log::stat(&path)? {
        // The content hash is not known without reading the file: 0 never matches one.
        store.set_log_state(&key, LogState { hash: 0, ..now })?;
    }
    Ok(PushReport {
        added: out.added,
        status_changes: out.status_changes,
        refused: out.refused,
        local_paths: out.local_paths,
    })
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

/// Lines applied per transaction, between looks at the clock.
const CHUNK: usize = 2000;

/// Applies the log's new lines to `project`. A log whose size and modification time (then
/// content hash) are as last imported is not read further. With a `deadline`, stops
/// between chunks once it has passed; what was applied stays, the rest waits for the next
/// pull.
pub(crate) fn pull(
    store: &mut Store,
    root: &Path,
    project: &str,
    deadline: Option<Instant>,
    dry_run: bool,
) -> Result<PullReport> {
    let path = log_path(root);
    let key = path.to_string_lossy().into_owned();
    let Some(stat) = log::stat(&path)? else {
        return Ok(PullReport {
            unchanged: true,
            complete: true,
            ..PullReport::default()
        });
    };
    let before = store.log_state(&key)?;
    if !dry_run && before.is_some_and(|s| s.size == stat.size && s.mtime_ns == stat.mtime_ns) {
        return Ok(PullReport {
            unchanged: true,
            complete: true,
            ..PullReport::default()
        });
    }
    let bytes = std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
    let state = LogState {
        hash: xxhash_rust::xxh3::xxh3_64(&bytes) as i64,
        ..stat
    };
    if !dry_run && before.is_some_and(|s| s.hash == state.hash) {
        store.set_log_state(&key, state)?;
        return Ok(PullReport {
            unchanged: true,
            complete: true,
            ..PullReport::default()
        });
    }
    let (mut events, unreadable) = log::parse(&bytes);
    // Additions first, so a status change finds its lesson whichever chunk holds it.
    events.sort_by_key(|e| !matches!(e.event, crate::store::share::Event::Add(_)));
    let mut report = PullReport {
        unreadable,
        complete: true,
        ..PullReport::default()
    };
    let mode = ImportMode {
        from_log: true,
        dry_run,
    };
    let chunk = if dry_run { events.len().max(1) } else { CHUNK };
    for part in events.chunks(chunk) {
        if deadline.is_some_and(|d| Instant::now() > d) {
            report.complete = false;
            break;
        }
        report.import.absorb(store.import_events(project, part, mode)?);
    }
    if report.complete && !dry_run {
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

/// SessionStart: writes what is pending, then applies what changed in the log, within
/// `deadline`. Nothing at all (one stat) when the project does not share.
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
    let pushed = push(store, root, project, config)?;
    let pulled = pull(store, root, project, Some(deadline), false)?;
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
