//! An edit's bookkeeping finishes after the answer.
//!
//! PostToolUse of an Edit, a Write or a patch answers nothing to the model, yet its work
//! (the new symbol table of the file, lessons following their code, the lines to blame at
//! the next test run) costs a parse: 50-100 ms for a 5,000-line file on a small machine. So the
//! hook reads the edited files, answers at once, and a child process it forks does that
//! work on the bytes read, detached from the agent (its own session, standard streams on
//! `/dev/null`, killed by an alarm if it ever outlives [`CHILD_LIMIT`]).
//!
//! Order and visibility come from one lock file beside the database (`cm.db-finishing`,
//! owner-only, never through a symlink), in which each session has a byte of its own: a
//! child holds its session's byte exclusively until it ends, and the hook that forks it
//! takes it first, so the edits of a session are finished one at a time in the order they
//! came. Every other hook of the session waits for that byte (up to [`HOOK_WAIT`], a test
//! run up to [`TEST_RUN_WAIT`]), so a test run is blamed on every edit before it; every
//! command waits for the whole file (up to [`COMMAND_WAIT`]), so `cm` shows what all the
//! hooks learnt. Sessions never wait for each other's edits. (On Linux these are open file
//! description locks, which a forked child shares; other systems lock the whole file, so
//! there sessions do wait for each other.) Windows has no fork: there the child is a `cm`
//! process of its own, handed the bytes read and the payload, which takes its session's
//! lock itself before the hook answers (`hook::handover`). Where there is no child (more
//! than one thread, the lock not had in time, a child that did not start) the work is done
//! before the answer, as it would be anyway.

use std::path::{Path, PathBuf};
use std::time::Duration;

mod lock;
use lock::{Hold, Taken, lock_within, open_private, std_lock_within};

/// How long the hook of an edit waits for the edit before it to be finished.
const ORDER_WAIT: Duration = Duration::from_millis(500);
/// How long any other hook waits for edits being finished.
pub(crate) const HOOK_WAIT: Duration = Duration::from_millis(500);
/// How long the hook of a command (a test run) waits for them: its blame is made of them.
/// An edit's work had the whole run to finish, so this is waited for only by a run that
/// ends within moments of an edit on a loaded machine.
pub(crate) const TEST_RUN_WAIT: Duration = Duration::from_secs(3);
/// How long a command waits for edits being finished.
pub(crate) const COMMAND_WAIT: Duration = Duration::from_secs(5);
/// A child still running after this long is stopped (`SIGALRM` on Unix): its work has
/// budgets far below it, so only a hang would reach it.
#[cfg(any(unix, windows))]
const CHILD_LIMIT: u32 = 30;
/// The same for the child of [`fork_scan`]: a scan of a large project takes minutes.
#[cfg(unix)]
const SCAN_LIMIT: u32 = 1800;

/// Whose edits a wait is for.
#[derive(Debug, Clone, Copy)]
// The session is read where locks have byte ranges (Linux); elsewhere the whole file is.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(crate) enum Whose<'a> {
    /// One session's: its hooks wait for its edits alone.
    Session(&'a str),
    /// Every session's: a command shows what all the hooks learnt.
    Anyone,
}

/// Who goes on after [`detach`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// The hook: it answers now, and its child does the work. (In a Windows child that
    /// could not have its lock: nothing, the hook does the work.)
    Answer,
    /// The child, or a hook that could not fork: does the work.
    Work,
}

/// The lock file `<db>-<what>` beside the database at `db`: `finishing` (edits being
/// finished), `scanning` (a background scan) or `indexing` (a background parse of one file).
fn lock_path(db: &Path, what: &str) -> PathBuf {
    crate::files::suffixed(db, &format!("-{what}"))
}

/// Reads `paths` (the files the edit touched) so that the work sees them as they are now,
/// whatever happens to them after the answer, and forks the child that does the work of
/// this edit of `session`.
#[cfg(unix)]
pub(crate) fn detach(db: Option<&Path>, session: &str, paths: &[PathBuf], _payload: &str) -> Role {
    let Some(db) = db else { return Role::Work };
    if !single_threaded() {
        return Role::Work;
    }
    let Some(lock) = open_lock(db, true) else {
        return Role::Work;
    };
    if lock_within(&lock, Hold::Exclusive, Whose::Session(session), ORDER_WAIT) != Taken::Yes {
        return Role::Work;
    }
    for path in paths {
        crate::files::pin(path);
    }
    // SAFETY: the process is one thread (checked above), and nothing is open but the lock
    // file and the standard streams: the child runs the same code from here.
    match unsafe { libc::fork() } {
        -1 => Role::Work,
        0 => {
            crate::follow::table::answered();
            become_detached(CHILD_LIMIT);
            // Held until this process ends; the hook's copy closes with the hook.
            std::mem::forget(lock);
            Role::Work
        }
        _ => Role::Answer,
    }
}

/// Windows: reads `paths` as [`detach`] does on Unix and hands them, with the hook's
/// `payload`, to a child `cm` that takes the session's lock and does the work
/// (`hook::handover`). In that child: takes the lock (the child's from then on), and goes on
/// with the work; [`Role::Answer`] when it could not have the lock in time, which leaves the
/// work to the hook.
#[cfg(windows)]
pub(crate) fn detach(db: Option<&Path>, session: &str, paths: &[PathBuf], payload: &str) -> Role {
    use super::handover;
    let Some(db) = db else { return Role::Work };
    if handover::is_child() {
        let lock = open_lock(db, true).filter(|lock| {
            lock_within(lock, Hold::Exclusive, Whose::Session(session), ORDER_WAIT) == Taken::Yes
        });
        handover::signal(lock.is_some());
        let Some(lock) = lock else {
            return Role::Answer;
        };
        crate::follow::table::answered();
        handover::watchdog(Duration::from_secs(CHILD_LIMIT.into()));
        // Held until this process ends.
        std::mem::forget(lock);
        return Role::Work;
    }
    for path in paths {
        crate::files::pin(path);
    }
    if handover::start(payload, ORDER_WAIT) {
        Role::Answer
    } else {
        Role::Work
    }
}

#[cfg(not(any(unix, windows)))]
pub(crate) fn detach(
    _db: Option<&Path>,
    _session: &str,
    _paths: &[PathBuf],
    _payload: &str,
) -> Role {
    Role::Work
}

/// Whether this process runs one thread, which a child forked from it needs (only the
/// forking thread goes on in the child). Linux says; elsewhere a hook is taken to run one.
#[cfg(unix)]
fn single_threaded() -> bool {
    #[cfg(target_os = "linux")]
    {
        // `/proc/self/stat`: the 20th field is the number of threads; the 2nd, the
        // command's name in parentheses, may hold spaces, so count after its `)`.
        let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
            return false;
        };
        let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        after_name.split_whitespace().nth(17) == Some("1")
    }
    #[cfg(not(target_os = "linux"))]
    true
}

/// The child leaves the agent's session and streams: the agent waits for the hook's
/// output to close, not for this work, which is stopped after `limit` seconds.
#[cfg(unix)]
fn become_detached(limit: u32) {
    // SAFETY: plain system calls on this process's own descriptors.
    unsafe {
        libc::setsid();
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
        if null >= 0 {
            for fd in 0..=2 {
                libc::dup2(null, fd);
            }
            if null > 2 {
                libc::close(null);
            }
        }
        libc::alarm(limit);
    }
}

/// Who goes on after [`fork_scan`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
// Without fork only `No`: the hook starts a `cm scan --background` instead.
#[cfg_attr(not(unix), allow(dead_code))]
pub(crate) enum Forked {
    /// The hook: it answers, and its child scans.
    Parent,
    /// The child: it scans, and answers nothing.
    Child,
    /// Another process scans the project now: nothing to start.
    Elsewhere,
    /// No child (not Unix, more than one thread, no database, the fork failed).
    No,
}

/// SessionStart: forks the child that brings the project index up to date once the hook
/// has answered and ended (detached as [`detach`]'s), so its work comes after all the
/// hook's own, as it would in the hook. It holds the `scanning` lock, taken before the
/// fork, so that a wait for scans ([`scans_settled`]) sees it from the moment the hook
/// answers.
#[cfg(unix)]
pub(crate) fn fork_scan(db: Option<&Path>) -> Forked {
    let Some(db) = db else { return Forked::No };
    if !single_threaded() {
        return Forked::No;
    }
    let Some(lock) = scanning(db) else {
        return Forked::Elsewhere;
    };
    // The hook's end closes the pipe's last writing end: the child reads its end of file.
    let mut ends = [0; 2];
    // SAFETY: `ends` has room for the two descriptors `pipe` writes.
    if unsafe { libc::pipe(ends.as_mut_ptr()) } != 0 {
        return Forked::No;
    }
    let [read, write] = ends;
    // SAFETY: as in `detach`: one thread, and nothing open but the lock file, the pipe
    // and the standard streams. The rest are plain calls on this process's descriptors.
    unsafe {
        // Not inherited by processes the hook starts: they may outlive it.
        libc::fcntl(write, libc::F_SETFD, libc::FD_CLOEXEC);
        match libc::fork() {
            -1 => {
                libc::close(read);
                libc::close(write);
                Forked::No
            }
            0 => {
                libc::close(write);
                crate::follow::table::answered();
                become_detached(SCAN_LIMIT);
                crate::follow::index::yield_to_agent();
                let mut hook_ended = libc::pollfd {
                    fd: read,
                    events: libc::POLLIN,
                    revents: 0,
                };
                libc::poll(&mut hook_ended, 1, 10_000);
                libc::close(read);
                // Held until this process ends (a `flock` of the open file, which the
                // hook's closing copy does not let go).
                std::mem::forget(lock);
                Forked::Child
            }
            _ => {
                // The writing end stays open until the hook ends.
                libc::close(read);
                Forked::Parent
            }
        }
    }
}

#[cfg(not(unix))]
pub(crate) fn fork_scan(_db: Option<&Path>) -> Forked {
    Forked::No
}

/// The mark beside the database of a `cm scan --background` started and not yet running
/// ([`spawn_scan`]).
const SCAN_STARTED: &str = "scanning-started";
/// A mark older than this is one whose scan never ran (it did not start, or died first).
const SCAN_START_LIMIT: Duration = Duration::from_secs(30);

/// Waits, at most `limit`, until no background scan of the database at `db` runs or is
/// about to. False when one still does.
pub(crate) fn scans_settled(db: &Path, limit: Duration) -> bool {
    let end = std::time::Instant::now() + limit;
    while scan_starting(db) {
        if std::time::Instant::now() >= end {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let limit = end.saturating_duration_since(std::time::Instant::now());
    let Some(lock) = open_private(&lock_path(db, "scanning"), false) else {
        return true;
    };
    std_lock_within(&lock, Hold::Shared, limit) != Taken::Busy
}

/// Whether a scan was started ([`spawn_scan`]) that has not yet taken its lock.
fn scan_starting(db: &Path) -> bool {
    std::fs::metadata(lock_path(db, SCAN_STARTED))
        .and_then(|m| m.modified())
        .is_ok_and(|t| t.elapsed().unwrap_or_default() < SCAN_START_LIMIT)
}

/// A detached `cm scan --background` of the project at `root`, or of its one `file`.
///
/// After SessionStart's scan ran out of its time, the rest of the project is indexed by
/// such a process of its own (out of the agent's session and streams, not waited for), so
/// that the files the agent reads first are answered from the index rather than parsed.
/// After a hook's parse of `file` (project-relative) ran out of its budget, one
/// (`--file FILE`) makes the file's table, without the hook's budget, for the next call.
///
/// The scan of the project takes its `scanning` lock only once its process runs, which may
/// be long after the hook answered (a process starts slowly under Wine, or on a loaded
/// machine). So the hook leaves a mark first, which the scan removes once it holds the lock
/// (or finds another scan holding it): a wait for scans ([`scans_settled`]) sees the scan
/// from the moment the hook answers, as the lock taken before [`fork_scan`]'s fork lets it.
pub(crate) fn spawn_scan(
    db: &Path,
    root: &Path,
    project: &str,
    file: Option<&str>,
) -> std::io::Result<()> {
    let started = lock_path(db, SCAN_STARTED);
    if file.is_none() {
        // Dated now, also when an old mark was left by a scan that never ran.
        if let Some(mark) = open_private(&started, true) {
            let _ = mark.set_modified(std::time::SystemTime::now());
        }
    }
    let spawned = (|| -> std::io::Result<()> {
        use std::process::Stdio;
        let mut cmd = std::process::Command::new(std::env::current_exe()?);
        cmd.arg("--db")
            .arg(db)
            .args(["-p", project, "scan", "--background"]);
        if let Some(file) = file {
            cmd.arg("--file").arg(file);
        }
        cmd.current_dir(root)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt as _;
            // SAFETY: `setsid` is async-signal-safe, and all the closure calls.
            unsafe {
                cmd.pre_exec(|| {
                    libc::setsid();
                    Ok(())
                });
            }
        }
        // It outlives the hook, which does not wait for it (init reaps it on Unix).
        #[cfg(windows)]
        super::handover::spawn_detached(&mut cmd)?;
        #[cfg(not(windows))]
        #[allow(clippy::zombie_processes)]
        cmd.spawn()?;
        Ok(())
    })();
    if spawned.is_err() && file.is_none() {
        let _ = std::fs::remove_file(&started);
    }
    spawned
}

/// The lock that one background scan of the database at `db` holds while it runs: None
/// when another holds it (that one does the work).
pub(crate) fn scanning(db: &Path) -> Option<std::fs::File> {
    let lock = alone(db, "scanning", Duration::ZERO);
    // A scan holds the lock now, this one or another: a started scan's mark has done its work.
    let _ = std::fs::remove_file(lock_path(db, SCAN_STARTED));
    lock
}

/// The lock of [`spawn_scan`]'s scans of one file, which go one after the other: each
/// waits up to 10 s for it, None past that.
pub(crate) fn indexing(db: &Path) -> Option<std::fs::File> {
    alone(db, "indexing", Duration::from_secs(10))
}

/// The lock that one maker of the writes kept for later (`hook::spool`) holds while it
/// writes them: None when another holds it.
pub(crate) fn draining(db: &Path) -> Option<std::fs::File> {
    alone(db, "draining", Duration::ZERO)
}

/// The lock file `<db>-<what>`, held exclusively, or None when another process still holds
/// it after `wait`.
fn alone(db: &Path, what: &str, wait: Duration) -> Option<std::fs::File> {
    let lock = open_private(&lock_path(db, what), true)?;
    (std_lock_within(&lock, Hold::Exclusive, wait) == Taken::Yes).then_some(lock)
}

/// Waits, at most `limit`, until no edit of `whose` in the database at `db` is being
/// finished. Returns false when one still is. Where the file system locks nothing, no
/// edit could be left to a child ([`detach`]), so there is nothing to wait for.
pub(crate) fn settle(db: &Path, whose: Whose, limit: Duration) -> bool {
    let Some(lock) = open_lock(db, false) else {
        return true;
    };
    lock_within(&lock, Hold::Shared, whose, limit) != Taken::Busy
}

/// The lock file, created owner-only when `create` (never through a symlink).
fn open_lock(db: &Path, create: bool) -> Option<std::fs::File> {
    open_private(&lock_path(db, "finishing"), create)
}

#[cfg(unix)]
#[cfg(test)]
mod tests;
