//! The locks themselves: the finishing file's, by session where the system has byte-range
//! locks that a forked child shares (Linux), else of the whole file; and the standard
//! library's whole-file lock (`flock`, `LockFileEx` on Windows) that every other lock uses.

use std::path::Path;
use std::time::Duration;

use super::Whose;

/// A lock file at `path`, created owner-only when `create` (never through a symlink).
#[cfg(unix)]
pub(super) fn open_private(path: &Path, create: bool) -> Option<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt as _;
    let mut options = std::fs::OpenOptions::new();
    options
        .read(true)
        .write(create)
        .create(create)
        .mode(0o600)
        .custom_flags(crate::files::O_NOFOLLOW);
    let file = options.open(path).ok()?;
    file.metadata().ok().filter(|m| m.is_file())?;
    Some(file)
}

/// A lock file at `path` (created when `create`; a regular file only).
#[cfg(not(unix))]
pub(super) fn open_private(path: &Path, create: bool) -> Option<std::fs::File> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(create)
        .create(create)
        .open(path)
        .ok()?;
    file.metadata().ok().filter(|m| m.is_file())?;
    Some(file)
}

/// What trying to take a lock came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Taken {
    Yes,
    /// Held by another, still at the end of the wait.
    Busy,
    /// The file cannot be locked so (a file system without such locks, an old kernel).
    Unsupported,
}

/// How a lock of the finishing file is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Hold {
    /// By the child finishing an edit (and the hook forking it).
    Exclusive,
    /// By a wait: taken once the exclusive holders are gone, and dropped at once.
    Shared,
}

/// Takes the lock of `whose` edits in the finishing file `lock` within `limit`.
///
/// On Linux this is an open file description lock of a byte range: the session's own
/// byte, or the whole file for [`Whose::Anyone`]. It belongs to the open file, so a child
/// forked while it is held holds it too, and it goes when the last descriptor of the open
/// file closes. Elsewhere the whole file is locked ([`std_lock_within`]).
#[cfg(target_os = "linux")]
pub(super) fn lock_within(
    lock: &std::fs::File,
    hold: Hold,
    whose: Whose,
    limit: Duration,
) -> Taken {
    use std::os::unix::io::AsRawFd as _;
    let fd = lock.as_raw_fd();
    let (start, len) = match whose {
        // One byte past 0, at a place of the session's own: 2^40 places make two
        // sessions at one byte as rare as a hash collision.
        Whose::Session(id) => (1 + (xxhash_rust::xxh3::xxh3_64(id.as_bytes()) >> 24), 1),
        // Length 0: from `start` to any end.
        Whose::Anyone => (0, 0),
    };
    // SAFETY: a zeroed `flock` is a valid value; every field it needs is set below.
    let mut range: libc::flock = unsafe { std::mem::zeroed() };
    range.l_type = match hold {
        Hold::Exclusive => libc::F_WRLCK,
        Hold::Shared => libc::F_RDLCK,
    } as libc::c_short;
    range.l_whence = libc::SEEK_SET as libc::c_short;
    range.l_start = start as libc::off_t;
    range.l_len = len;
    retry_within(limit, || {
        // SAFETY: `fd` is open, and `range` a valid `flock` for the call to read.
        unsafe { libc::fcntl(fd, libc::F_OFD_SETLK, &range) }
    })
}

/// Elsewhere: the standard library's lock of the whole file (`flock`, `LockFileEx` on
/// Windows), so sessions wait for each other's edits. The lock goes when the file closes.
#[cfg(not(target_os = "linux"))]
pub(super) fn lock_within(
    lock: &std::fs::File,
    hold: Hold,
    whose: Whose,
    limit: Duration,
) -> Taken {
    let _ = whose;
    std_lock_within(lock, hold, limit)
}

/// Takes `hold` of the whole of `lock` with the standard library's lock (`flock` on Unix,
/// `LockFileEx` on Windows) within `limit`, trying every few milliseconds; a file that
/// cannot be locked ends the wait at once.
pub(super) fn std_lock_within(lock: &std::fs::File, hold: Hold, limit: Duration) -> Taken {
    let end = std::time::Instant::now() + limit;
    loop {
        let tried = match hold {
            Hold::Exclusive => lock.try_lock(),
            Hold::Shared => lock.try_lock_shared(),
        };
        match tried {
            Ok(()) => return Taken::Yes,
            Err(std::fs::TryLockError::WouldBlock) => {}
            Err(std::fs::TryLockError::Error(_)) => return Taken::Unsupported,
        }
        if std::time::Instant::now() >= end {
            return Taken::Busy;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Calls `take`, a system call that returns 0 once it has the lock, every few
/// milliseconds until it has it or `limit` has passed; an error other than "held by
/// another" ends the wait at once.
#[cfg(target_os = "linux")]
pub(super) fn retry_within(limit: Duration, mut take: impl FnMut() -> i32) -> Taken {
    let end = std::time::Instant::now() + limit;
    loop {
        if take() == 0 {
            return Taken::Yes;
        }
        // `EWOULDBLOCK` is `EAGAIN` on Linux, not everywhere.
        let busy = std::io::Error::last_os_error()
            .raw_os_error()
            .is_some_and(|e| {
                [libc::EAGAIN, libc::EWOULDBLOCK, libc::EACCES, libc::EINTR].contains(&e)
            });
        if !busy {
            return Taken::Unsupported;
        }
        if std::time::Instant::now() >= end {
            return Taken::Busy;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}
