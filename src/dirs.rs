//! Where `cm`'s own files and the agents' settings live: the lesson database, the hook log
//! beside it, the config files, Claude Code's and Codex's configuration directories.
//!
//! One place answers "where is it", so the CLI, the hooks, the installer and `cm doctor`
//! always look in the same spot. Locations follow XDG on every platform (one convention to
//! document), each overridable by the variable the user already knows.

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
