//! Safe file access for everything `cm` reads and writes on a user's machine: owner-only
//! files and directories whatever the umask, no writing through a planted symlink, and no
//! read that can block (a FIFO) or never end (a device, a huge file): settings and config
//! files go through [`read_optional`], every source file the hook reads through
//! [`read_source`].

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

/// The most of a settings or config file [`read_optional`] reads: any real one is far smaller.
pub(crate) const MAX_READ_BYTES: u64 = 16 * 1024 * 1024;

/// A text file's content; `None` when it does not exist (a missing settings or config file
/// is normal), an error naming the file for anything else. Only a regular file (or a
/// symlink to one) is opened: a FIFO or device would block the read or never end. Files
/// over [`MAX_READ_BYTES`] are refused.
pub(crate) fn read_optional(path: &Path) -> Result<Option<String>> {
    use std::io::Read as _;
    let reading = || format!("reading {}", path.display());
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(reading),
    };
    check_readable(path, meta.is_file(), meta.len())?;
    let file = std::fs::File::open(path).with_context(reading)?;
    // It may have been swapped since: check what was opened.
    let meta = file.metadata().with_context(reading)?;
    check_readable(path, meta.is_file(), meta.len())?;
    let mut bytes = Vec::new();
    file.take(MAX_READ_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(reading)?;
    check_readable(path, true, bytes.len() as u64)?;
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| anyhow::anyhow!("{}: not UTF-8 text", path.display()))
}

fn check_readable(path: &Path, is_file: bool, len: u64) -> Result<()> {
    if !is_file {
        anyhow::bail!("{}: not a regular file", path.display());
    }
    if len > MAX_READ_BYTES {
        anyhow::bail!(
            "{}: larger than {} MiB",
            path.display(),
            MAX_READ_BYTES >> 20
        );
    }
    Ok(())
}

/// `O_NOFOLLOW`: open a file only if it is not a symlink.
#[cfg(unix)]
pub(crate) const O_NOFOLLOW: i32 = libc::O_NOFOLLOW;

/// Creates `dir` and its missing parents, each owner-only (0700) whatever the umask.
/// Directories that already exist are left as they are.
pub(crate) fn create_private_dir_all(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt as _, PermissionsExt as _};
        let missing: Vec<&Path> = dir
            .ancestors()
            .filter(|d| !d.as_os_str().is_empty())
            .take_while(|d| std::fs::symlink_metadata(d).is_err())
            .collect();
        for d in missing.into_iter().rev() {
            match std::fs::DirBuilder::new().mode(0o700).create(d) {
                Ok(()) => {
                    std::fs::set_permissions(d, std::fs::Permissions::from_mode(0o700))?;
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && d.is_dir() => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir)
}

/// Takes group and other permissions off `path` (following a symlink) when it has any.
/// Errors are ignored: a file someone else owns keeps its mode.
pub(crate) fn make_private(path: &Path, private_mode: u32) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        if let Ok(meta) = std::fs::metadata(path)
            && meta.permissions().mode() & 0o077 != 0
        {
            let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(private_mode));
        }
    }
    #[cfg(not(unix))]
    let _ = (path, private_mode);
}

/// The most of a source file the hook reads: a file past it has no symbols worth the wait.
pub(crate) const MAX_SOURCE_BYTES: u64 = 8 * 1024 * 1024;

/// `path` with `suffix` added to its file name (`<db>-wal`).
pub(crate) fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// A source file's bytes for the hook, which must answer in well under a second whatever a
/// payload names: `None` when the file is missing, is not a regular file (a FIFO would
/// block, `/dev/zero` never ends) or is larger than [`MAX_SOURCE_BYTES`]. Other errors
/// (permission denied) are returned.
pub(crate) fn read_source(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::Read as _;
    if let Some(pinned) = pinned(path, |p| p.bytes.clone()) {
        return Ok(pinned);
    }
    let fits = |meta: &std::fs::Metadata| meta.is_file() && meta.len() <= MAX_SOURCE_BYTES;
    match std::fs::metadata(path) {
        Ok(meta) if fits(&meta) => {}
        Ok(_) => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        // Non-blocking, so that a FIFO swapped in between the check and the open cannot block it.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = match options.open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    // It may have been swapped since: check what was opened.
    if !fits(&file.metadata()?) {
        return Ok(None);
    }
    let mut bytes = Vec::new();
    file.take(MAX_SOURCE_BYTES + 1).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= MAX_SOURCE_BYTES).then_some(bytes))
}

/// A file's modification time in nanoseconds since the epoch (0 when unknown): with its
/// size, the stamp that says a file is unchanged since it was last read.
pub(crate) fn mtime_ns(meta: &std::fs::Metadata) -> i64 {
    meta.modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos() as i64)
}

/// A source file's size and modification time, as [`read_source`] sees it: `None` when it is
/// no regular file of at most [`MAX_SOURCE_BYTES`]; an error when it cannot be looked at
/// (missing, permission denied).
pub(crate) fn source_stat(path: &Path) -> std::io::Result<Option<SourceStat>> {
    if let Some(pinned) = pinned(path, |p| p.stat) {
        return pinned.map_err(std::io::Error::from);
    }
    let meta = std::fs::metadata(path)?;
    Ok(
        (meta.is_file() && meta.len() <= MAX_SOURCE_BYTES).then(|| SourceStat {
            size: meta.len(),
            mtime_ns: mtime_ns(&meta),
        }),
    )
}

/// What says a source file is unchanged since it was last read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SourceStat {
    pub(crate) size: u64,
    pub(crate) mtime_ns: i64,
}

/// A file as it was when pinned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pinned {
    pub(crate) path: std::path::PathBuf,
    pub(crate) stat: Result<Option<SourceStat>, std::io::ErrorKind>,
    pub(crate) bytes: Option<Vec<u8>>,
}

/// The files pinned in this process.
static PINNED: std::sync::Mutex<Vec<Pinned>> = std::sync::Mutex::new(Vec::new());

/// Reads the source file at `path` now: from here on, in this process, [`read_source`] and
/// [`source_stat`] give what it was, whatever happens to it on disk. A hook that finishes an
/// edit's work after its answer works on the file the edit left (`hook::background`).
pub(crate) fn pin(path: &Path) {
    pin_as(Pinned {
        path: path.to_path_buf(),
        stat: source_stat(path).map_err(|e| e.kind()),
        bytes: read_source(path).ok().flatten(),
    });
}

/// The files pinned in this process, as they were pinned: what a child process that
/// finishes the work needs to see them so too ([`pin_as`]).
#[cfg(windows)]
pub(crate) fn pinned_files() -> Vec<Pinned> {
    PINNED.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Pins a file as it was read: here ([`pin`]), or by another process (`pinned_files`, on
/// Windows).
pub(crate) fn pin_as(file: Pinned) {
    let mut all = PINNED.lock().unwrap_or_else(|e| e.into_inner());
    all.retain(|p| p.path != file.path);
    all.push(file);
}

fn pinned<T>(path: &Path, get: impl FnOnce(&Pinned) -> T) -> Option<T> {
    let all = PINNED.lock().unwrap_or_else(|e| e.into_inner());
    all.iter().find(|p| p.path == path).map(get)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pinned_file_reads_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("m.py");
        std::fs::write(&f, "def a():\n    pass\n").unwrap();
        pin(&f);
        let stat = source_stat(&f).unwrap().unwrap();
        std::fs::write(&f, "def b():\n    return 2\n").unwrap();
        assert_eq!(source_stat(&f).unwrap(), Some(stat));
        assert_eq!(read_source(&f).unwrap().unwrap(), b"def a():\n    pass\n");
        // A file missing when pinned stays missing.
        let gone = dir.path().join("gone.py");
        pin(&gone);
        std::fs::write(&gone, "x = 1\n").unwrap();
        assert!(source_stat(&gone).is_err());
        assert_eq!(read_source(&gone).unwrap(), None);
        // Others are read as they are.
        let other = dir.path().join("o.py");
        std::fs::write(&other, "y = 2\n").unwrap();
        assert_eq!(source_stat(&other).unwrap().unwrap().size, 6);
    }
}
