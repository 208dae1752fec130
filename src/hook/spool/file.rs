//! The spool file itself: owner-only, never through a symlink, locked (`File::lock`)
//! for a moment to append or rewrite it, and bounded.

use std::io::{Read as _, Seek as _, Write as _};
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result, bail};

use super::{Entry, LOCK_WAIT, OUTPUT_MAX_BYTES, SPOOL_MAX_BYTES};

/// Opens the spool for appending or rewriting: owner-only, created if missing, never
/// through a symlink, and only a regular file.
pub(super) fn open(path: &Path, create: bool) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true).append(true).create(create);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600).custom_flags(crate::files::O_NOFOLLOW);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other("not a regular file"));
    }
    crate::files::make_private(path, 0o600);
    Ok(file)
}

/// The spool, open and locked, the very file at its path.
pub(in crate::hook) struct Locked(std::fs::File);

impl Locked {
    /// Takes the lock of the spool at `path` within [`LOCK_WAIT`]. None when there is no
    /// spool and `create` is false.
    pub(in crate::hook) fn take(path: &Path, create: bool) -> Result<Option<Locked>> {
        for _ in 0..3 {
            let file = match open(path, create) {
                Ok(f) => f,
                Err(e) if !create && e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
                Err(e) => return Err(e).with_context(|| format!("opening {}", path.display())),
            };
            lock(&file)?;
            // Rewritten (renamed over) while this one waited: open the new one.
            if same_file(&file, path) {
                return Ok(Some(Locked(file)));
            }
        }
        bail!("{}: replaced again and again", path.display())
    }

    pub(in crate::hook) fn entries(&mut self) -> Result<Vec<(String, Option<Entry>)>> {
        let mut text = String::new();
        self.0.seek(std::io::SeekFrom::Start(0))?;
        (&self.0)
            .take(SPOOL_MAX_BYTES + OUTPUT_MAX_BYTES as u64 * 2)
            .read_to_string(&mut text)?;
        Ok(text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| (l.to_string(), serde_json::from_str(l).ok()))
            .collect())
    }
}

/// Takes the file's exclusive lock within [`LOCK_WAIT`]: `flock` on Unix, `LockFileEx` on
/// Windows (the standard library's).
fn lock(file: &std::fs::File) -> Result<()> {
    let end = Instant::now() + LOCK_WAIT;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(std::fs::TryLockError::WouldBlock) if Instant::now() < end => {
                std::thread::sleep(Duration::from_millis(2));
            }
            Err(e) => return Err(std::io::Error::from(e)).context("locking the spool"),
        }
    }
}

#[cfg(unix)]
fn same_file(file: &std::fs::File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    match (file.metadata(), std::fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Windows: the same volume and file index.
#[cfg(windows)]
fn same_file(file: &std::fs::File, path: &Path) -> bool {
    let Ok(at_path) = std::fs::File::open(path) else {
        return false;
    };
    matches!((file_id(file), file_id(&at_path)), (Some(a), Some(b)) if a == b)
}

/// A file's volume serial number and file index (`GetFileInformationByHandle`).
#[cfg(windows)]
fn file_id(file: &std::fs::File) -> Option<(u32, u32, u32)> {
    use std::os::windows::io::AsRawHandle as _;
    unsafe extern "system" {
        fn GetFileInformationByHandle(file: *mut std::ffi::c_void, info: *mut [u32; 13]) -> i32;
    }
    // BY_HANDLE_FILE_INFORMATION: thirteen DWORDs; the volume serial number is the 8th, the
    // file index the last two.
    let mut info = [0u32; 13];
    // SAFETY: an open handle of `file`, and room for the whole structure.
    let got = unsafe { GetFileInformationByHandle(file.as_raw_handle(), &mut info) };
    (got != 0).then_some((info[7], info[11], info[12]))
}

#[cfg(not(any(unix, windows)))]
fn same_file(_file: &std::fs::File, _path: &Path) -> bool {
    true
}

/// Appends `entry` to the spool at `path`, durably.
pub(super) fn append(path: &Path, entry: &Entry) -> Result<()> {
    let mut line = serde_json::to_string(entry)?;
    line.push('\n');
    let Some(spool) = Locked::take(path, true)? else {
        bail!("{}: cannot be created", path.display());
    };
    let size = spool.0.metadata()?.len();
    if size + line.len() as u64 > SPOOL_MAX_BYTES {
        bail!(
            "{} is full ({} KiB): runs kept earlier were never written",
            path.display(),
            size >> 10
        );
    }
    let written = (&spool.0)
        .write_all(line.as_bytes())
        .and_then(|()| spool.0.sync_data());
    if let Err(e) = written {
        // A line cut short by a full disk is taken back, so the spool stays readable.
        let _ = spool.0.set_len(size);
        return Err(e).with_context(|| format!("writing {}", path.display()));
    }
    Ok(())
}

/// Takes `done` lines out of the spool at `path`, keeping what was appended meanwhile.
pub(in crate::hook) fn remove(path: &Path, done: &[String]) -> Result<()> {
    if done.is_empty() {
        return Ok(());
    }
    let Some(mut spool) = Locked::take(path, false)? else {
        return Ok(());
    };
    let kept: Vec<String> = spool
        .entries()?
        .into_iter()
        .map(|(line, _)| line)
        .filter(|l| !done.contains(l))
        .collect();
    if kept.is_empty() {
        // Emptied in place: an appender waiting for the lock writes to this very file.
        spool.0.set_len(0)?;
        return Ok(());
    }
    let tmp = crate::files::suffixed(path, &format!(".{}.tmp", std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    let mut text = kept.join("\n");
    text.push('\n');
    let written = (|| -> Result<()> {
        let file = open(&tmp, true)?;
        (&file).write_all(text.as_bytes())?;
        file.sync_data()?;
        std::fs::rename(&tmp, path)?;
        Ok(())
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    // A file system that does not replace a file another process has open (Windows before
    // POSIX renames, or without them): rewritten in place, under the lock (not atomic: a
    // crash between the truncation and the write loses the lines kept).
    #[cfg(windows)]
    if written.is_err() {
        let in_place = (|| -> std::io::Result<()> {
            spool.0.set_len(0)?;
            (&spool.0).write_all(text.as_bytes())?;
            spool.0.sync_data()
        })();
        return in_place.with_context(|| format!("rewriting {}", path.display()));
    }
    written.with_context(|| format!("rewriting {}", path.display()))
}
