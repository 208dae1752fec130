//! Where `cm`'s own files and the agents' settings live: the lesson database, the hook log
//! beside it, the config files, Claude Code's and Codex's configuration directories.
//!
//! One place answers "where is it", so the CLI, the hooks, the installer and `cm doctor`
//! always look in the same spot. Locations follow XDG on every platform (one convention to
//! document), each overridable by the variable the user already knows.
//!
//! Also how `cm`'s own files are made: lessons hold code and error text, so the database,
//! its journal files, the hook log and settings backups are owner-only (files 0600,
//! directories cm creates 0700), whatever the umask.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use etcetera::BaseStrategy as _;

/// The database file: `explicit` (`--db`), else `$CODE_MEMORY_DB`, else
/// `$XDG_DATA_HOME/code-memory/cm.db`.
pub fn db_path(explicit: Option<&Path>) -> Result<PathBuf> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os("CODE_MEMORY_DB").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    default_db_path()
}

/// `$XDG_DATA_HOME/code-memory/cm.db`, i.e. `~/.local/share/code-memory/cm.db` by default.
pub fn default_db_path() -> Result<PathBuf> {
    Ok(base()?.data_dir().join("code-memory").join("cm.db"))
}

/// The hook log: `hook.log` in the database's directory (read by `cm doctor`).
pub fn log_path(db_path: &Path) -> PathBuf {
    db_path
        .parent()
        .unwrap_or_else(|| Path::new("."))
        .join("hook.log")
}

/// The user-level config file, `$XDG_CONFIG_HOME/code-memory/config.toml`.
pub fn user_config_path() -> Option<PathBuf> {
    Some(
        base()
            .ok()?
            .config_dir()
            .join("code-memory")
            .join("config.toml"),
    )
}

/// The per-project config file.
pub fn project_config_path(project_root: &Path) -> PathBuf {
    project_root.join(".code-memory.toml")
}

/// Claude Code's user configuration directory: `$CLAUDE_CONFIG_DIR`, else `~/.claude`.
pub fn claude_config_dir() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("CLAUDE_CONFIG_DIR").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    Ok(home()?.join(".claude"))
}

/// Codex CLI's user configuration directory: `$CODEX_HOME`, else `~/.codex`.
pub fn codex_home() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("CODEX_HOME").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    Ok(home()?.join(".codex"))
}

fn home() -> Result<PathBuf> {
    etcetera::home_dir().context("finding the home directory")
}

fn base() -> Result<impl etcetera::BaseStrategy> {
    etcetera::choose_base_strategy().context("finding the home directory")
}

/// The most of a settings or config file [`read_optional`] reads: any real one is far smaller.
pub const MAX_READ_BYTES: u64 = 16 * 1024 * 1024;

/// A text file's content; `None` when it does not exist (a missing settings or config file
/// is normal), an error naming the file for anything else. Only a regular file (or a
/// symlink to one) is opened: a FIFO or device would block the read or never end. Files
/// over [`MAX_READ_BYTES`] are refused.
pub fn read_optional(path: &Path) -> Result<Option<String>> {
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

/// The running `cm` binary, as an absolute path with symlinks resolved.
pub fn current_binary() -> Result<PathBuf> {
    let exe = std::env::current_exe().context("finding the path of the cm binary")?;
    let exe = std::fs::canonicalize(&exe).unwrap_or(exe);
    Ok(exe)
}

/// The first `cm` executable on PATH, as found there (symlinks not resolved).
pub fn cm_on_path() -> Option<PathBuf> {
    let name = if cfg!(windows) { "cm.exe" } else { "cm" };
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_absolute() && p.is_file())
}

/// `O_NOFOLLOW`: open a file only if it is not a symlink (std names no constant for it).
#[cfg(any(
    target_vendor = "apple",
    target_os = "freebsd",
    target_os = "netbsd",
    target_os = "openbsd",
    target_os = "dragonfly"
))]
pub const O_NOFOLLOW: i32 = 0x100;
/// `O_NOFOLLOW`: open a file only if it is not a symlink (std names no constant for it).
#[cfg(all(
    any(target_os = "linux", target_os = "android"),
    any(
        target_arch = "arm",
        target_arch = "aarch64",
        target_arch = "powerpc",
        target_arch = "powerpc64",
        target_arch = "m68k"
    )
))]
pub const O_NOFOLLOW: i32 = 0o100000;
/// `O_NOFOLLOW`: open a file only if it is not a symlink (std names no constant for it).
#[cfg(all(
    any(target_os = "linux", target_os = "android"),
    not(any(
        target_arch = "arm",
        target_arch = "aarch64",
        target_arch = "powerpc",
        target_arch = "powerpc64",
        target_arch = "m68k"
    ))
))]
pub const O_NOFOLLOW: i32 = 0o400000;
/// Elsewhere the flag is unknown: callers also check for a symlink before opening.
#[cfg(all(
    unix,
    not(any(
        target_vendor = "apple",
        target_os = "freebsd",
        target_os = "netbsd",
        target_os = "openbsd",
        target_os = "dragonfly",
        target_os = "linux",
        target_os = "android"
    ))
))]
pub const O_NOFOLLOW: i32 = 0;

/// Creates `dir` and its missing parents, each owner-only (0700) whatever the umask.
/// Directories that already exist are left as they are.
pub fn create_private_dir_all(dir: &Path) -> std::io::Result<()> {
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
pub fn make_private(path: &Path, private_mode: u32) {
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
