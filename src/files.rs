//! Safe file access for everything `cm` reads and writes on a user's machine: owner-only
//! files and directories whatever the umask, no writing through a planted symlink, and no
//! read that can block (a FIFO) or never end (a device, a huge file): settings and config
//! files go through [`read_optional`], every source file the hook reads through
//! [`read_source`].

use std::path::Path;

use anyhow::{Context as _, Result};

/// The most of a settings or config file [`read_optional`] reads: any real one is far smaller.
pub(crate) const MAX_READ_BYTES: u64 = 16 * 1024 * 1024;

/// A text file's content; `None` when it does not exist (a missing settings or config file
/// is normal), an error naming the file for anything else. Only a regular file (or a
/// symlink to one) is opened: a FIFO or device would block the read or never end. Files
/// over [`MAX_READ_BYTES`] are refused.
pub(crate) fn read_optional(path: &Path) -> Result<Option<String>> {
    use std::io::Read as _;
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    check_readable(path, &meta)?;
    let file = std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?;
    // It may have been swapped since: check what was opened.
    let meta = file
        .metadata()
        .with_context(|| format!("reading {}", path.display()))?;
    check_readable(path, &meta)?;
    let mut bytes = Vec::new();
    file.take(MAX_READ_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("reading {}", path.display()))?;
    if bytes.len() as u64 > MAX_READ_BYTES {
        anyhow::bail!(
            "{}: larger than {} MiB",
            path.display(),
            MAX_READ_BYTES >> 20
        );
    }
    String::from_utf8(bytes)
        .map(Some)
        .map_err(|_| anyhow::anyhow!("{}: not UTF-8 text", path.display()))
}

fn check_readable(path: &Path, meta: &std::fs::Metadata) -> Result<()> {
    if !meta.is_file() {
        anyhow::bail!("{}: not a regular file", path.display());
    }
    if meta.len() > MAX_READ_BYTES {
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

/// `O_NONBLOCK`, so that a FIFO swapped in between the check and the open cannot block it.
#[cfg(any(
    target_vendor = "apple",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly"
))]
const O_NONBLOCK: i32 = 0x4;
#[cfg(all(
    any(target_os = "linux", target_os = "android"),
    not(any(target_arch = "mips", target_arch = "mips64", target_arch = "sparc64"))
))]
const O_NONBLOCK: i32 = 0o4000;
#[cfg(not(any(
    target_vendor = "apple",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly",
    all(
        any(target_os = "linux", target_os = "android"),
        not(any(target_arch = "mips", target_arch = "mips64", target_arch = "sparc64"))
    )
)))]
const O_NONBLOCK: i32 = 0;

/// A source file's bytes for the hook, which must answer in well under a second whatever a
/// payload names: `None` when the file is missing, is not a regular file (a FIFO would
/// block, `/dev/zero` never ends) or is larger than [`MAX_SOURCE_BYTES`]. Other errors
/// (permission denied) are returned.
pub(crate) fn read_source(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::Read as _;
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
        options.custom_flags(O_NONBLOCK);
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
