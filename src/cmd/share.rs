//! `cm share init|status|pull|compact`: lessons that travel with the repository through
//! `.code-memory/lessons.jsonl` (docs/SHARING.md). Also what `fail`, `ok`, `resolve`,
//! `deactivate` and `feedback` call after a write, so the log follows at once.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};

use super::Ctx;
use super::print::{self, count};
use crate::project;
use crate::share::{self, PushReport};
use crate::store::Store;
use crate::store::share::{ImportReport, ShareFilter};
use crate::text::plural;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) command: Sub,
}

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Sub {
    /// Turn sharing on: create .code-memory/ with the lessons that may travel
    Init,
    /// What is shared, pending, imported, and from whom
    Status,
    /// Write what is pending and apply what others added to the log
    Pull {
        /// Show what would change, change nothing
        #[arg(long)]
        dry_run: bool,
    },
    /// Rewrite the log to its current state (each lesson once, its latest status)
    Compact,
}

/// The repository root of the current directory (where `.code-memory/` lives).
pub(crate) fn root() -> Result<PathBuf> {
    let cwd = std::env::current_dir().context("finding the current directory")?;
    Ok(project::project_root(&cwd))
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    match args.command {
        Sub::Init => init(ctx),
        Sub::Status => status(ctx),
        Sub::Pull { dry_run } => pull(ctx, dry_run),
        Sub::Compact => compact(ctx),
    }
}

/// After a write by `fail`, `ok`, `resolve`, `deactivate`, `gc` or `scan`: appends what is
/// pending to the log when the project shares, saying on stderr what could not travel. A
/// failure here is reported and does not undo the write.
pub(crate) fn after_write(ctx: &Ctx, store: &mut Store) {
    when_shared("not written to the share log", |root| {
        push(ctx, store, root, &ctx.project()?).map(drop)
    });
}

/// Runs `f` with the repository root when the project shares lessons; its failure is
/// reported on stderr after `failed`, and what came before stands.
pub(crate) fn when_shared(failed: &str, f: impl FnOnce(&Path) -> Result<()>) {
    let result = root().and_then(|root| match share::enabled(&root) {
        true => f(&root),
        false => Ok(()),
    });
    if let Err(e) = result {
        eprintln!("cm: {failed}: {e:#}");
    }
}

/// Appends what is pending to the log, saying on stderr what could not travel.
fn push(ctx: &Ctx, store: &mut Store, root: &Path, project: &str) -> Result<PushReport> {
    let pushed = share::push(store, root, project, &ctx.config()?)?;
    for r in &pushed.refused {
        eprintln!("cm: {r}");
    }
    Ok(pushed)
}

/// Before `cm scan` follows lessons: what the log says about where they went is applied
/// first, so a move another clone wrote is not made (and written) a second time. A failure
/// here is reported and the scan goes on.
pub(crate) fn before_follow(ctx: &Ctx, store: &mut Store) {
    when_shared("the share log was not read", |root| {
        share::pull(store, root, &ctx.project()?, None, false).map(drop)
    });
}

fn init(ctx: &Ctx) -> Result<ExitCode> {
    let root = root()?;
    let created = share::init(&root)?;
    let mut store = ctx.open_store()?;
    let project = ctx.project()?;
    let pushed = push(ctx, &mut store, &root, &project)?;
    // A clone may bring lessons already: they are this database's now too.
    let pulled = share::pull(&mut store, &root, &project, None, false)?;
    let root = root.display().to_string();
    let done = serde_json::json!({"root": root, "created": created, "pushed": pushed,
        "pulled": pulled});
    print::answer(ctx.json, &done, || {
        let files = if created.is_empty() {
            "already on".to_string()
        } else {
            format!("created {}", created.join(", "))
        };
        Ok(format!(
            "sharing on for {root}: {files}; {} written, {} imported. Commit .code-memory/ to share them.\n",
            count(pushed.added, "lesson", "lessons"),
            pulled.import.added,
        ))
    })
}

fn status(ctx: &Ctx) -> Result<ExitCode> {
    let root = root()?;
    let path = share::log_path(&root);
    let enabled = share::enabled(&root);
    let project = ctx.project()?;
    let config = ctx.config()?;
    let store = ctx.open_store()?;
    let bytes = std::fs::read(&path).unwrap_or_default();
    let (events, _) = share::log::parse(&bytes);
    let uids: HashSet<&str> = events
        .iter()
        .filter(|e| matches!(e.event, crate::store::share::Event::Add(_)))
        .map(|e| e.event.uid())
        .collect();
    let rows = store.share_rows(
        &project,
        ShareFilter {
            pending_only: true,
            auto_with_fix: config.share_auto_lessons,
        },
    )?;
    let exported = share::export::events(&rows, None, false);
    let state = store.log_state(&path.to_string_lossy())?;
    let now = share::log::stat(&path)?;
    let changed = match (state, now) {
        (_, None) => false,
        (None, Some(_)) => true,
        (Some(s), Some(n)) => {
            s.size != n.size
                || (s.mtime_ns != n.mtime_ns && s.hash != xxhash_rust::xxh3::xxh3_64(&bytes) as i64)
        }
    };
    let log = format!("{}/{}", share::DIR, share::LOG);
    let log_lines = share::log::lines(&bytes).count();
    let (shared, pending) = (uids.len(), exported.marks.len());
    let refused = exported.report.refused;
    let private = store.private_count(&project)?;
    let imported = store.imported_by_author(&project)?;
    // `shared`: lessons in the log (distinct uids of `add` lines); `changed_since_import`:
    // the log changed since it was last imported.
    let view = serde_json::json!({"enabled": enabled, "log": log, "log_lines": log_lines,
        "log_bytes": bytes.len() as u64, "shared": shared, "pending": pending,
        "refused": refused, "private": private, "imported": imported,
        "changed_since_import": changed});
    print::answer(ctx.json, &view, || {
        if !enabled {
            return Ok(
                "sharing is off for this repository; `cm share init` turns it on\n".to_string(),
            );
        }
        let mut out = format!(
            "sharing on: {log} ({}, {} bytes)\nshared: {} in the log\npending: {} to write{}\n",
            count(log_lines, "line", "lines"),
            bytes.len(),
            count(shared, "lesson", "lessons"),
            count(pending, "change", "changes"),
            if pending > 0 {
                " (the next cm fail/ok/resolve or `cm share pull` writes them)"
            } else {
                ""
            },
        );
        for r in &refused {
            out.push_str(&format!("refused: {r}\n"));
        }
        if private > 0 {
            out.push_str(&format!("private: {private} kept on this machine\n"));
        }
        if imported.is_empty() {
            out.push_str("imported: none yet\n");
        } else {
            let who: Vec<String> = imported
                .iter()
                .map(|(a, n)| format!("{} {n}", if a.is_empty() { "unnamed" } else { a }))
                .collect();
            out.push_str(&format!("imported from: {}\n", who.join(", ")));
        }
        if changed {
            out.push_str("the log changed since the last import: `cm share pull` applies it\n");
        }
        Ok(out)
    })
}

fn pull(ctx: &Ctx, dry_run: bool) -> Result<ExitCode> {
    let root = root()?;
    if !share::enabled(&root) {
        bail!(
            "sharing is off for {} (no {}/); `cm share init` turns it on",
            root.display(),
            share::DIR
        );
    }
    let project = ctx.project()?;
    let mut store = ctx.open_store()?;
    // The log first: a change made here that it already holds is then not written again.
    let pulled = share::pull(&mut store, &root, &project, None, dry_run)?;
    let pushed = if dry_run {
        PushReport::default()
    } else {
        push(ctx, &mut store, &root, &project)?
    };
    let done = serde_json::json!({"dry_run": dry_run, "pushed": pushed});
    let done = print::merged([done, serde_json::json!(pulled)]);
    print::answer(ctx.json, &done, || {
        let mut out = String::new();
        if pushed.added + pushed.status_changes > 0 {
            out.push_str(&format!(
                "wrote {} and {}\n",
                count(pushed.added, "lesson", "lessons"),
                count(pushed.status_changes, "status change", "status changes")
            ));
        }
        if pushed.anchor_changes > 0 {
            out.push_str(&format!(
                "wrote where {} now (moved, re-anchored or orphaned)\n",
                count(pushed.anchor_changes, "lesson is", "lessons are")
            ));
        }
        if pulled.unchanged {
            out.push_str("the log is unchanged since the last import\n");
        } else {
            out.push_str(&describe_import(&pulled.import, dry_run));
            if pulled.unreadable > 0 {
                out.push_str(&format!(
                    "{} not read (not a share event of this cm version)\n",
                    count(pulled.unreadable, "line", "lines")
                ));
            }
        }
        Ok(out)
    })
}

/// `added 3 lessons (Ada 2, Bob 1), 1 status change, ...`, and with `dry_run` one line per
/// change.
pub(crate) fn describe_import(r: &ImportReport, dry_run: bool) -> String {
    let verb = if dry_run { "would add" } else { "added" };
    let who: Vec<String> = r
        .by_author
        .iter()
        .filter(|(a, _)| !a.is_empty())
        .map(|(a, n)| format!("{a} {n}"))
        .collect();
    let who = if who.is_empty() {
        String::new()
    } else {
        format!(" ({})", who.join(", "))
    };
    let mut out = format!(
        "{verb} {}{who}, {}, {} feedback; {} already known, {}\n",
        count(r.added, "lesson", "lessons"),
        count(r.status_changed, "status change", "status changes"),
        r.feedback,
        r.known,
        count(r.outdated, "older status change", "older status changes"),
    );
    if r.anchor_changed > 0 {
        out.push_str(&format!(
            "{} followed {} code (moved, re-anchored or orphaned)\n",
            count(r.anchor_changed, "lesson", "lessons"),
            plural(r.anchor_changed, "its", "their"),
        ));
    }
    if r.orphaned + r.unusable > 0 {
        out.push_str(&format!(
            "skipped {} about unknown lessons, {} without text or place\n",
            r.orphaned, r.unusable
        ));
    }
    if dry_run {
        for c in &r.changes {
            out.push_str(&format!("  {c}\n"));
        }
    }
    out
}

fn compact(ctx: &Ctx) -> Result<ExitCode> {
    let root = root()?;
    let path = share::log_path(&root);
    if !path.is_file() {
        bail!(
            "no share log at {}; `cm share init` creates it",
            path.display()
        );
    }
    let done = share::log::compact(&path)?;
    print::answer(ctx.json, &done, || {
        Ok(format!(
            "compacted {}: {} -> {} lines, {} -> {} bytes\n",
            path.display(),
            done.lines_before,
            done.lines_after,
            done.bytes_before,
            done.bytes_after
        ))
    })
}
