//! Making the writes kept in the spool (`hook::spool`): oldest first, each as its hook
//! would have made it (a run through `on_test_run`, its answer unread; an edit's state or
//! lessons shown through `spool::write_or_keep`), before the event of the hook that makes
//! them, so that a green run sees the failure it fixes.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use anyhow::Result;

use super::spool::{self, Entry, Kept, Locked, REPLAYING, StillBusy, remove};
use super::{Runtime, log, on_test_run};
use crate::agent::event::EventName;
use crate::store::Blocked;
use crate::testrun::CommandRun;

/// How long a hook spends writing kept runs before its own event (one run is always tried).
pub(crate) const HOOK_DRAIN: Duration = Duration::from_millis(300);
/// How long a command spends on them.
pub(crate) const COMMAND_DRAIN: Duration = Duration::from_secs(5);

/// Makes the writes kept in the spool beside `db`, oldest first, for at most `budget` (the
/// first is always tried), through the same handler the hook runs. Problems go to the hook
/// log; nothing is returned for them.
pub(crate) fn drain(db: &Path, budget: Duration) {
    if !spool::pending(db) {
        return;
    }
    let Some(_alone) = super::background::draining(db) else {
        return;
    };
    let path = spool::spool_path(db);
    let entries = match Locked::take(&path, false).and_then(|s| match s {
        Some(mut s) => s.entries(),
        None => Ok(Vec::new()),
    }) {
        Ok(e) => e,
        Err(e) => {
            log(db, "spool", &format!("{e:#}"));
            return;
        }
    };
    let start = Instant::now();
    let mut done: Vec<String> = Vec::new();
    let mut written = 0;
    for (line, entry) in &entries {
        let Some(entry) = entry else {
            log(db, "spool", "dropped a line that is not a kept write");
            done.push(line.clone());
            continue;
        };
        if written > 0 && start.elapsed() > budget {
            break;
        }
        match write_kept(db, entry) {
            // Still busy: the rest waits too, in order.
            Err(e) if e.is::<StillBusy>() || Blocked::of(&e).is_some() => break,
            result => {
                if let Err(e) = result {
                    log(
                        db,
                        "spool",
                        &format!("a kept write could not be made: {e:#}"),
                    );
                }
                done.push(line.clone());
                written += 1;
            }
        }
    }
    if let Err(e) = remove(&path, &done) {
        log(db, "spool", &format!("{e:#}"));
    }
}

/// Makes a kept write as its hook would have: a run through `on_test_run` (its answer
/// unread), an edit's state or lessons shown through `spool::write_or_keep`.
fn write_kept(db: &Path, entry: &Entry) -> Result<()> {
    let event = match &entry.write {
        Kept::Run { event, .. } if event != "PostToolUse" => EventName::PostToolUseFailure,
        Kept::Run { .. } | Kept::Edit { .. } | Kept::Shown { .. } => EventName::PostToolUse,
    };
    let mut rt = Runtime::new(entry.project.as_deref(), Some(db.to_path_buf()));
    rt.event = Some(event);
    rt.session_id = entry.session_id.clone();
    rt.cwd = entry.cwd.clone();
    rt.project_dir = entry.project_dir.clone();
    REPLAYING.store(true, Ordering::Relaxed);
    let result = match &entry.write {
        Kept::Run {
            command,
            output,
            exit_code,
            ..
        } => {
            let run = CommandRun {
                command: command.clone(),
                exit_code: *exit_code,
                output: output.clone(),
                interrupted: false,
            };
            on_test_run::answer(&mut rt, &run).map(|_| ())
        }
        kept => spool::write_or_keep(&mut rt, kept.clone()),
    };
    REPLAYING.store(false, Ordering::Relaxed);
    let label = format!("{} (kept {})", event.arg_name(), entry.at);
    for w in std::mem::take(&mut rt.warnings) {
        log(db, &label, &w);
    }
    if let Some(store) = &rt.store {
        for problem in store.take_unsaved() {
            log(db, &label, &format!("not saved: {problem}"));
        }
    }
    result
}
