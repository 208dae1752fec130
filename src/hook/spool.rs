//! Writes kept for later: a write a later lesson depends on (an edit's changed lines, the
//! lessons a Read or a failing run showed, a failing run or the green run that fixes one)
//! that meets a database it cannot write now is kept in a spool file beside it, and written
//! by the next hook or command that can, in the order they came.
//!
//! Why: a hook waits for a lock another process holds for [`HOOK_LOCK_WAIT`] at most (a long
//! `cm import`, a backup, a second tool). Without the spool, an edit that met such a lock
//! was forgotten, and the failing run after it had nothing to blame: the lesson was lost.
//!
//! The spool, `<db>-spool`, holds one JSON line per write ([`Kept`]): an edit's session
//! state as `on_edit` computed it, lesson ids shown, or a test run (the payload's parts
//! that `on_test_run` reads: session, directories, command, output, exit code, secrets
//! redacted), each with an id and its session. It is owner-only (0600), never written
//! through a symlink, and bounded ([`SPOOL_MAX_BYTES`]; an output past [`OUTPUT_MAX_BYTES`]
//! keeps its head and its tail). Appending and rewriting take the file's lock (`File::lock`)
//! for a moment; a writer that finds it replaced since it opened it opens it again.
//!
//! Order: while the spool holds writes not yet made, every new one joins them ([`write_or_keep`]),
//! even when the database is free, so that a run is never judged before an edit kept
//! earlier. Writing them later (`hook::drain`) makes each as its hook would have (a run through
//! `on_test_run`), oldest first, before the event of the hook that writes them (a green run
//! sees the failure it fixes). One process at a time does it (the `<db>-draining` lock);
//! writes it made leave the spool at once after, and one that meets the lock again stays,
//! with all after it, for the next. A write is made at most once unless the process is
//! killed between making it and taking it out of the spool. A full disk is said to the
//! model in one line, when not even the spool has room for a failing run.
//!
//! [`HOOK_LOCK_WAIT`]: crate::store::schema::HOOK_LOCK_WAIT

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::{Context as _, Result, bail};
use serde::{Deserialize, Serialize};

use super::Runtime;
use crate::agent::answer::Answer;
use crate::agent::event::EventName;

use super::edit_state::EditWrite;
use crate::learn::Ctx as _;
use crate::store::{Blocked, redact};
use crate::testrun::CommandRun;
use crate::testrun::Verdict;
use file::append;
pub(super) use file::{Locked, remove};

mod file;

/// The most the spool may hold: past it a run is not kept (and the log says so).
const SPOOL_MAX_BYTES: u64 = 4 * 1024 * 1024;
/// The most of a run's output kept: its head and its tail, half each.
const OUTPUT_MAX_BYTES: usize = 256 * 1024;
/// How long appending or rewriting waits for the spool's lock.
const LOCK_WAIT: Duration = Duration::from_millis(200);

/// The line the model reads when a failing run could be neither written nor kept.
pub(crate) const DISK_FULL: &str = "code-memory could not record this run: disk full";

/// Set while this process makes a kept write: one that meets the lock again stays in the
/// spool rather than being kept twice.
pub(super) static REPLAYING: AtomicBool = AtomicBool::new(false);

/// A kept write met the database it could not write again: it stays in the spool.
#[derive(Debug)]
pub(super) struct StillBusy;

impl std::fmt::Display for StillBusy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the database still cannot be written")
    }
}

impl std::error::Error for StillBusy {}

/// One kept write: whose it is, and what it writes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Entry {
    /// A UUID v7: the spool's own key for the write.
    id: String,
    /// When it was kept (RFC 3339).
    pub(super) at: String,
    pub(super) session_id: String,
    pub(super) cwd: Option<PathBuf>,
    /// `CLAUDE_PROJECT_DIR` of the hook that kept it.
    pub(super) project_dir: Option<PathBuf>,
    /// The hook's `-p` flag.
    pub(super) project: Option<String>,
    #[serde(flatten)]
    pub(super) write: Kept,
}

/// What a kept line writes. (A line without `edit` or `shown` is a test run, as every line
/// was before the other kinds.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum Kept {
    /// An edit's session state: the lines and symbols it changed.
    Edit { edit: EditWrite },
    /// Lessons shown to the model (`pending`: awaiting a test run's verdict).
    Shown { shown: Vec<i64>, pending: bool },
    /// A test run, made again through `on_test_run`.
    Run {
        event: String,
        command: String,
        output: String,
        exit_code: Option<i32>,
    },
}

/// Writes `kept` (an edit's state, lessons shown) now, or keeps it in the spool when the
/// database cannot be written for a reason that passes, or when earlier writes wait there
/// (they go first). A write that fails for another reason is noted by the store (the hook
/// log says "not saved"). While kept writes are being made, one that meets the lock is an
/// error ([`StillBusy`]): it stays in the spool.
pub(crate) fn write_or_keep(rt: &mut Runtime, kept: Kept) -> Result<()> {
    let replaying = REPLAYING.load(Ordering::Relaxed);
    let waiting = !replaying && rt.db_path.as_deref().is_some_and(pending);
    let written = !waiting
        && match &kept {
            Kept::Edit { edit } => edit.write(rt)?,
            Kept::Shown { shown, pending } => {
                let session = rt.session()?;
                session
                    .store()
                    .save_if_possible(|| session.save_shown(shown, *pending))
            }
            Kept::Run { .. } => bail!("a test run is kept by keep_if_blocked"),
        };
    if written || !(waiting || rt.store()?.blocked().is_some()) {
        return Ok(());
    }
    if replaying {
        return Err(StillBusy.into());
    }
    let Some(db) = rt.db_path.clone() else {
        return Ok(());
    };
    append(&spool_path(&db), &entry(rt, kept))
        .map(|()| rt.warnings.push(KEPT.to_string()))
        .context("the database could not be written, and the spool neither")
}

/// The warning of a write kept for later.
const KEPT: &str =
    "the database could not be written now: kept in the spool, written when it can be";

/// The spool's line for `write`, of this hook's session.
fn entry(rt: &Runtime, write: Kept) -> Entry {
    Entry {
        id: uuid::Uuid::now_v7().to_string(),
        at: crate::store::now_timestamp(),
        session_id: rt.session_id.clone(),
        cwd: rt.cwd.clone(),
        project_dir: rt.project_dir.clone(),
        project: rt.project.map(str::to_string),
        write,
    }
}

/// The edits kept in the spool beside `db` for `session`, oldest first: what a failing run
/// kept for later would be judged on, besides what the database holds.
pub(crate) fn kept_edits(db: &Path, session: &str) -> Vec<EditWrite> {
    if !pending(db) {
        return Vec::new();
    }
    let entries = Locked::take(&spool_path(db), false)
        .and_then(|s| s.map_or_else(|| Ok(Vec::new()), |mut s| s.entries()));
    entries
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(_, e)| e)
        .filter(|e| e.session_id == session)
        .filter_map(|e| match e.write {
            Kept::Edit { edit } => Some(edit),
            _ => None,
        })
        .collect()
}

/// The spool beside the database at `db`.
pub(crate) fn spool_path(db: &Path) -> PathBuf {
    crate::files::suffixed(db, "-spool")
}

/// Called by `on_test_run` once it knows the run's verdict, before it writes anything: when
/// the database cannot be written now for a reason that passes (a lock another process
/// holds, an upgrade a hook may not wait for, a full disk), or earlier writes wait in the
/// spool, keeps the run in the spool and returns `Some` (with [`DISK_FULL`] on a disk with
/// no room even for the spool). `None`: go on and write.
pub(crate) fn keep_if_blocked(
    rt: &mut Runtime,
    run: &CommandRun,
    verdict: &Verdict,
) -> Result<Option<Option<Answer>>> {
    let blocked = match rt.session() {
        Ok(_) => rt.store()?.blocked(),
        Err(e) => Some(Blocked::of(&e).ok_or(e)?),
    };
    if REPLAYING.load(Ordering::Relaxed) {
        return blocked.map_or(Ok(None), |_| Err(StillBusy.into()));
    }
    let Some(db) = rt.db_path.clone() else {
        return Ok(None);
    };
    let waiting = pending(&db);
    if blocked.is_none() && !waiting {
        return Ok(None);
    }
    // A green run is kept only when it may close a failure of this session (one kept in
    // the spool, too).
    if *verdict == Verdict::Passed && !waiting && !has_open_failures(rt) {
        return Ok(Some(None));
    }
    let event = rt.event.unwrap_or(EventName::PostToolUseFailure);
    let entry = entry(
        rt,
        Kept::Run {
            event: event.wire_name().to_string(),
            command: redact::redact(&run.command).into_owned(),
            output: head_and_tail(&redact::redact(&run.output), OUTPUT_MAX_BYTES),
            exit_code: run.exit_code,
        },
    );
    match append(&spool_path(&db), &entry) {
        Ok(()) => {
            rt.warnings.push(format!(
                "the database could not be written ({}): this test run is kept in the spool, \
                 written when it can be",
                match blocked {
                    Some(Blocked::Busy) => "busy",
                    Some(Blocked::Full) => "disk full",
                    None => "earlier writes wait in the spool",
                }
            ));
            Ok(Some(None))
        }
        Err(e) => {
            rt.warnings
                .push(format!("this test run could not be kept either: {e:#}"));
            let full = blocked == Some(Blocked::Full)
                || e.chain()
                    .filter_map(|c| c.downcast_ref::<std::io::Error>())
                    .any(crate::store::is_full);
            Ok(Some(full.then(|| Answer::Context {
                event,
                text: DISK_FULL.to_string(),
            })))
        }
    }
}

/// Whether the session has failures a green run may close (read, not written).
fn has_open_failures(rt: &mut Runtime) -> bool {
    let id = rt.session_id.clone();
    rt.store()
        .ok()
        .and_then(|s| s.session(&id).open_failures().ok())
        .is_some_and(|f| !f.is_empty())
}

/// `text` cut to its first and last `max / 2` bytes (on character boundaries) when longer.
fn head_and_tail(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let head = super::bounds::floor(text, max / 2);
    let tail = super::bounds::ceil(text, text.len() - max / 2);
    format!("{}\n[…]\n{}", &text[..head], &text[tail..])
}

/// Whether the spool beside `db` holds writes to make (one `stat`).
pub(crate) fn pending(db: &Path) -> bool {
    std::fs::symlink_metadata(spool_path(db)).is_ok_and(|m| m.is_file() && m.len() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(n: usize) -> Entry {
        Entry {
            id: uuid::Uuid::now_v7().to_string(),
            at: crate::store::now_timestamp(),
            session_id: "s".into(),
            cwd: Some(PathBuf::from("/p")),
            project_dir: None,
            project: None,
            write: Kept::Run {
                event: "PostToolUseFailure".into(),
                command: format!("pytest -x tests/test_{n}.py"),
                output: "FAILED tests/test_a.py::test_b - assert 1 == 2\n".into(),
                exit_code: Some(1),
            },
        }
    }

    fn command(e: &Entry) -> &str {
        match &e.write {
            Kept::Run { command, .. } => command,
            other => panic!("not a run: {other:?}"),
        }
    }

    #[test]
    fn kept_runs_are_read_back_and_taken_out_one_by_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = spool_path(&dir.path().join("cm.db"));
        for n in 0..3 {
            append(&path, &entry(n)).unwrap();
        }
        let mut spool = Locked::take(&path, false).unwrap().unwrap();
        let all = spool.entries().unwrap();
        drop(spool);
        assert_eq!(all.len(), 3);
        assert_eq!(
            command(all[1].1.as_ref().unwrap()),
            "pytest -x tests/test_1.py"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // The first is written; one more comes meanwhile; the rest stay in order.
        append(&path, &entry(3)).unwrap();
        remove(&path, &[all[0].0.clone()]).unwrap();
        let mut spool = Locked::take(&path, false).unwrap().unwrap();
        let left: Vec<String> = spool
            .entries()
            .unwrap()
            .into_iter()
            .map(|(_, e)| command(&e.unwrap()).to_string())
            .collect();
        drop(spool);
        assert_eq!(
            left,
            [1, 2, 3].map(|n| format!("pytest -x tests/test_{n}.py"))
        );
        // All written: the file stays, empty, for appenders that have it open.
        let lines: Vec<String> = std::fs::read_to_string(&path)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        remove(&path, &lines).unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().len(), 0);
        assert!(!pending(&dir.path().join("cm.db")));
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_in_the_spools_place_is_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("elsewhere");
        std::fs::write(&target, "").unwrap();
        let path = spool_path(&dir.path().join("cm.db"));
        std::os::unix::fs::symlink(&target, &path).unwrap();
        assert!(append(&path, &entry(0)).is_err());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "");
    }

    #[test]
    fn a_full_spool_keeps_no_more() {
        let dir = tempfile::tempdir().unwrap();
        let path = spool_path(&dir.path().join("cm.db"));
        let mut big = entry(0);
        if let Kept::Run { output, .. } = &mut big.write {
            *output = "x".repeat(OUTPUT_MAX_BYTES);
        }
        let mut kept = 0;
        while append(&path, &big).is_ok() {
            kept += 1;
            assert!(kept < 100, "the spool has no bound");
        }
        assert!(std::fs::metadata(&path).unwrap().len() <= SPOOL_MAX_BYTES);
        assert!(kept >= 10, "{kept}");
    }

    #[test]
    fn long_output_keeps_its_head_and_tail() {
        let text = format!("{}é{}", "a".repeat(100), "z".repeat(100));
        let cut = head_and_tail(&text, 51);
        assert!(cut.starts_with(&"a".repeat(25)), "{cut}");
        assert!(cut.ends_with(&"z".repeat(25)), "{cut}");
        assert!(cut.contains("[…]"));
        assert_eq!(head_and_tail("short", 51), "short");
        // A cut inside a character moves to its edge.
        let wide = "é".repeat(40);
        assert!(head_and_tail(&wide, 21).starts_with("ééééé"));
    }
}
