//! Where `cm`'s own files and the agents' settings live: the lesson database, the hook log
//! beside it, the config files, Claude Code's and Codex's configuration directories.
//!
//! One place answers "where is it", so the CLI, the hooks, the installer and `cm doctor`
//! always look in the same spot. Locations follow XDG on Linux and macOS; on Windows they are
//! under `%APPDATA%` (`%APPDATA%\code-memory\cm.db`, `config.toml` beside it), and an
//! `XDG_DATA_HOME` or `XDG_CONFIG_HOME` set there is followed as elsewhere. Each is
//! overridable by the variable the user already knows.
//!
//! Also how `cm`'s own files are made: lessons hold code and error text, so the database,
//! its journal files, the hook log and settings backups are owner-only (files 0600,
//! directories cm creates 0700), whatever the umask.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
#[cfg(not(windows))]
use etcetera::BaseStrategy as _;

/// The database file: `explicit` (`--db`), else `$CODE_MEMORY_DB`, else
/// `$XDG_DATA_HOME/code-memory/cm.db` (Windows: `%APPDATA%\code-memory\cm.db`).
pub(crate) fn db_path(explicit: Option<&Path>) -> Result<PathBuf> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os("CODE_MEMORY_DB").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    let path = default_db_path()?;
    // cm's own data directory is owner-only, even when an older cm or the umask made it wider.
    if let Some(dir) = path.parent() {
        crate::files::make_private(dir, 0o700);
    }
    Ok(path)
}

/// `$XDG_DATA_HOME/code-memory/cm.db`, i.e. `~/.local/share/code-memory/cm.db` by default
/// (`%APPDATA%\code-memory\cm.db` on Windows).
pub(crate) fn default_db_path() -> Result<PathBuf> {
    Ok(data_dir()?.join("code-memory").join("cm.db"))
}

/// The hook log: `hook.log` in the database's directory (read by `cm doctor`).
pub(crate) fn log_path(db_path: &Path) -> PathBuf {
    db_path
        .parent()
        .unwrap_or_else(|| Path::new("."))
        .join("hook.log")
}

/// The user-level config file, `$XDG_CONFIG_HOME/code-memory/config.toml`
/// (`%APPDATA%\code-memory\config.toml` on Windows).
pub(crate) fn user_config_path() -> Option<PathBuf> {
    Some(config_dir().ok()?.join("code-memory").join("config.toml"))
}

/// The per-project config file.
pub(crate) fn project_config_path(project_root: &Path) -> PathBuf {
    project_root.join(".code-memory.toml")
}

/// The user's home directory.
#[cfg(not(windows))]
pub(crate) fn home() -> Result<PathBuf> {
    etcetera::home_dir().context("finding the home directory")
}

/// The user's home directory: `%USERPROFILE%`, else the profile directory the system
/// gives. Not from the shell's known folders (`SHGetKnownFolderPath`, which the `etcetera`
/// and `home` crates ask when a variable is unset): linking `shell32` loads `user32` into
/// every `cm` process, the largest part of a hook's start under Wine.
#[cfg(windows)]
pub(crate) fn home() -> Result<PathBuf> {
    std::env::home_dir()
        .filter(|d| d.is_absolute())
        .context("finding the home directory")
}

/// Where cm's data goes by default: XDG on Linux and macOS.
#[cfg(not(windows))]
fn data_dir() -> Result<PathBuf> {
    Ok(etcetera::choose_base_strategy()
        .context("finding the home directory")?
        .data_dir())
}

/// Where cm's user config goes by default: XDG on Linux and macOS.
#[cfg(not(windows))]
fn config_dir() -> Result<PathBuf> {
    Ok(etcetera::choose_base_strategy()
        .context("finding the home directory")?
        .config_dir())
}

/// Windows: `XDG_DATA_HOME` when set to an absolute path, else `%APPDATA%`.
#[cfg(windows)]
fn data_dir() -> Result<PathBuf> {
    app_data("XDG_DATA_HOME")
}

/// Windows: `XDG_CONFIG_HOME` when set to an absolute path, else `%APPDATA%` (the config
/// beside the data).
#[cfg(windows)]
fn config_dir() -> Result<PathBuf> {
    app_data("XDG_CONFIG_HOME")
}

/// The directory `xdg` names when it is set to an absolute path (the XDG layout followed
/// where a user sets it), else `%APPDATA%`, else `AppData\Roaming` in the home directory
/// (the known folder's default place; see [`home`] for why it is not asked for).
#[cfg(windows)]
fn app_data(xdg: &str) -> Result<PathBuf> {
    let absolute = |var: &str| {
        std::env::var_os(var)
            .map(PathBuf::from)
            .filter(|dir| dir.is_absolute())
    };
    match absolute(xdg).or_else(|| absolute("APPDATA")) {
        Some(dir) => Ok(dir),
        None => Ok(home()?.join("AppData").join("Roaming")),
    }
}

/// The running `cm` binary, as an absolute path with symlinks resolved.
pub(crate) fn current_binary() -> Result<PathBuf> {
    let exe = std::env::current_exe().context("finding the path of the cm binary")?;
    let exe = crate::path_text::canonical(&exe).unwrap_or(exe);
    Ok(exe)
}

/// The first `cm` executable on PATH, as found there (symlinks not resolved).
pub(crate) fn cm_on_path() -> Option<PathBuf> {
    program_on_path("cm")
}

/// The first executable `program` on PATH, as found there (symlinks not resolved).
pub(crate) fn program_on_path(program: &str) -> Option<PathBuf> {
    let name = if cfg!(windows) {
        format!("{program}.exe")
    } else {
        program.to_string()
    };
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(&name))
        .find(|p| p.is_absolute() && p.is_file())
}
