//! Where a process cannot fork (Windows), an edit's work is handed to a child process of
//! its own: `cm` itself, started detached with the same command line and `--finishing`,
//! which reads on its standard input the files the edit touched as the hook read them and
//! then the hook's payload ([`frame`]).
//!
//! A lock belongs to the process that takes it there, so the child takes its session's lock
//! in the finishing file itself and says so on its standard output (`1`, or `0` when it
//! could not have it in time and leaves the work to the hook). The hook answers once it has
//! read that `1`: from then on every other hook of the session waits for the child, as it
//! waits for a forked one on Unix. A child that says nothing in time is stopped and the
//! hook does the work before its answer.

use std::io::ErrorKind;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::files::{Pinned, SourceStat};

/// The first line of a child's standard input: what follows is a [`frame`] of this version.
const MAGIC: &[u8] = b"cm-finishing 1\n";

/// One pinned file in the frame's header line; its bytes (`len` of them) follow the header.
#[derive(Debug, Serialize, Deserialize)]
struct Head {
    path: String,
    stat: Stat,
    len: Option<usize>,
}

/// A pinned file's [`SourceStat`], or why it has none.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Stat {
    Source { size: u64, mtime_ns: i64 },
    NotSource,
    Missing,
    Denied,
    Unreadable,
}

/// What the child reads: [`MAGIC`], one JSON line of the pinned files, their bytes one
/// after the other, then the payload. A path that is not Unicode is left out: the child
/// reads that file as it is on disk.
pub(crate) fn frame(files: &[Pinned], payload: &str) -> Vec<u8> {
    let mut heads = Vec::new();
    let mut bytes = Vec::new();
    for file in files {
        let Some(path) = file.path.to_str() else {
            continue;
        };
        let stat = match file.stat {
            Ok(Some(s)) => Stat::Source {
                size: s.size,
                mtime_ns: s.mtime_ns,
            },
            Ok(None) => Stat::NotSource,
            Err(ErrorKind::NotFound) => Stat::Missing,
            Err(ErrorKind::PermissionDenied) => Stat::Denied,
            Err(_) => Stat::Unreadable,
        };
        heads.push(Head {
            path: path.to_string(),
            stat,
            len: file.bytes.as_ref().map(Vec::len),
        });
        bytes.extend_from_slice(file.bytes.as_deref().unwrap_or_default());
    }
    let mut out = MAGIC.to_vec();
    out.extend(serde_json::to_vec(&heads).unwrap_or_else(|_| b"[]".to_vec()));
    out.push(b'\n');
    out.extend(bytes);
    out.extend_from_slice(payload.as_bytes());
    out
}

/// The pinned files and the payload of a [`frame`]; None when `input` is not one.
pub(crate) fn read_frame(input: &[u8]) -> Option<(Vec<Pinned>, String)> {
    let rest = input.strip_prefix(MAGIC)?;
    let end = rest.iter().position(|&b| b == b'\n')?;
    let heads: Vec<Head> = serde_json::from_slice(&rest[..end]).ok()?;
    let mut rest = &rest[end + 1..];
    let mut files = Vec::new();
    for head in heads {
        let bytes = match head.len {
            Some(len) if len <= rest.len() => {
                let (these, after) = rest.split_at(len);
                rest = after;
                Some(these.to_vec())
            }
            Some(_) => return None,
            None => None,
        };
        let stat = match head.stat {
            Stat::Source { size, mtime_ns } => Ok(Some(SourceStat { size, mtime_ns })),
            Stat::NotSource => Ok(None),
            Stat::Missing => Err(ErrorKind::NotFound),
            Stat::Denied => Err(ErrorKind::PermissionDenied),
            Stat::Unreadable => Err(ErrorKind::Other),
        };
        files.push(Pinned {
            path: PathBuf::from(head.path),
            stat,
            bytes,
        });
    }
    let payload = String::from_utf8(rest.to_vec()).ok()?;
    Some((files, payload))
}

#[cfg(windows)]
pub(crate) use self::windows::*;

#[cfg(windows)]
mod windows {
    use std::io::{Read as _, Write as _};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    /// Set in the child: its hook takes the lock and does the work.
    static CHILD: AtomicBool = AtomicBool::new(false);

    /// How long a child may take to start, read its frame and open the lock file, on top of
    /// its wait for the lock.
    const START_WAIT: Duration = Duration::from_secs(2);

    /// In `cm hook --finishing`: pins the frame's files and returns its payload (None when
    /// `input` is not a frame).
    pub(crate) fn become_child(input: &[u8]) -> Option<String> {
        let (files, payload) = super::read_frame(input)?;
        for file in files {
            crate::files::pin_as(file);
        }
        CHILD.store(true, Ordering::Relaxed);
        Some(payload)
    }

    /// Whether this process is the child of a hook, which does that hook's work.
    pub(crate) fn is_child() -> bool {
        CHILD.load(Ordering::Relaxed)
    }

    /// The child tells the hook whether it holds its session's lock (and so does the work).
    pub(crate) fn signal(locked: bool) {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(if locked { b"1" } else { b"0" });
        let _ = out.flush();
    }

    /// The child ends after `limit` whatever it is doing: its work has budgets far below
    /// it, so only a hang would reach it.
    pub(crate) fn watchdog(limit: Duration) {
        std::thread::spawn(move || {
            std::thread::sleep(limit);
            std::process::exit(0);
        });
    }

    /// The creation flags of a process that outlives the hook: no console, no share in the
    /// agent's console signals.
    pub(crate) const DETACHED: u32 = DETACHED_PROCESS | CREATE_NEW_PROCESS_GROUP | CREATE_NO_WINDOW;
    const DETACHED_PROCESS: u32 = 0x0000_0008;
    const CREATE_NEW_PROCESS_GROUP: u32 = 0x0000_0200;
    const CREATE_NO_WINDOW: u32 = 0x0800_0000;
    /// Out of the agent's job object, where the job allows it: an agent that ends its hook's
    /// job when the hook ends would end the child too.
    const CREATE_BREAKAWAY_FROM_JOB: u32 = 0x0100_0000;

    /// Spawns `cmd` detached: out of the agent's job where that is allowed, in it otherwise.
    pub(crate) fn spawn_detached(
        cmd: &mut std::process::Command,
    ) -> std::io::Result<std::process::Child> {
        use std::os::windows::process::CommandExt as _;
        keep_std_handles();
        cmd.creation_flags(DETACHED | CREATE_BREAKAWAY_FROM_JOB);
        match cmd.spawn() {
            Ok(child) => Ok(child),
            Err(_) => {
                cmd.creation_flags(DETACHED);
                cmd.spawn()
            }
        }
    }

    /// The hook's own standard handles are not inherited by the processes it starts: the
    /// agent reads the hook's output until every holder of its pipe has closed it, and a
    /// child working on would keep it waiting.
    fn keep_std_handles() {
        use std::os::windows::io::AsRawHandle as _;
        unsafe extern "system" {
            fn SetHandleInformation(handle: *mut std::ffi::c_void, mask: u32, flags: u32) -> i32;
        }
        const HANDLE_FLAG_INHERIT: u32 = 1;
        for handle in [
            std::io::stdin().as_raw_handle(),
            std::io::stdout().as_raw_handle(),
            std::io::stderr().as_raw_handle(),
        ] {
            if !handle.is_null() {
                // SAFETY: one of this process's standard handles; a failure changes nothing.
                unsafe {
                    SetHandleInformation(handle, HANDLE_FLAG_INHERIT, 0);
                }
            }
        }
    }

    /// The hook: starts the child with this process's command line, hands it the pinned
    /// files and `payload`, and waits (up to `lock_wait` and the child's start) until it
    /// says it holds the lock. True when it does: the hook answers, the child works.
    pub(crate) fn start(payload: &str, lock_wait: Duration) -> bool {
        use std::process::Stdio;
        let Ok(exe) = std::env::current_exe() else {
            return false;
        };
        let mut cmd = std::process::Command::new(exe);
        cmd.args(std::env::args_os().skip(1))
            .arg("--finishing")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let Ok(mut child) = spawn_detached(&mut cmd) else {
            return false;
        };
        let frame = super::frame(&crate::files::pinned_files(), payload);
        // The child reads all of its input before it writes anything.
        let written = child
            .stdin
            .take()
            .is_some_and(|mut stdin| stdin.write_all(&frame).is_ok());
        let Some(mut out) = child.stdout.take() else {
            let _ = child.kill();
            return false;
        };
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut said = [0u8; 1];
            let locked = matches!(out.read(&mut said), Ok(1)) && said == *b"1";
            let _ = tx.send(locked);
        });
        let locked = written && rx.recv_timeout(START_WAIT + lock_wait) == Ok(true);
        if !locked {
            // Whatever it was about to do, the hook does it now.
            let _ = child.kill();
            let _ = child.wait();
        }
        locked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_gives_back_its_files_and_payload() {
        let files = vec![
            Pinned {
                path: PathBuf::from("C:\\repo\\src\\a.py"),
                stat: Ok(Some(SourceStat {
                    size: 5,
                    mtime_ns: 7,
                })),
                bytes: Some(b"x\r\n\xff\n".to_vec()),
            },
            Pinned {
                path: PathBuf::from("/repo/gone.py"),
                stat: Err(ErrorKind::NotFound),
                bytes: None,
            },
            Pinned {
                path: PathBuf::from("/repo/big.bin"),
                stat: Ok(None),
                bytes: Some(Vec::new()),
            },
        ];
        let payload = "{\"hook_event_name\":\"PostToolUse\"}\r\n";
        let (back, said) = read_frame(&frame(&files, payload)).unwrap();
        assert_eq!(back, files);
        assert_eq!(said, payload);
        // Not a frame: a bare payload, a cut frame.
        assert!(read_frame(payload.as_bytes()).is_none());
        let whole = frame(&files, "");
        assert!(read_frame(&whole[..whole.len() - 3]).is_none());
    }
}
