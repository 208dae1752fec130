//! Changing a settings file safely: the new content written to a temporary file in the
//! same directory and renamed over the original, so a crash never leaves a half-written
//! settings file behind; a backup of the previous version next to it when asked for (the
//! change is more than cm's entries).

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

/// The file a write really lands in: a symlinked settings file (dotfiles) keeps its link.
fn real_target(path: &Path) -> PathBuf {
    if path.is_symlink() {
        crate::project::canonical(path).unwrap_or_else(|_| path.to_path_buf())
    } else {
        path.to_path_buf()
    }
}

/// `settings.json` → `settings.json.bak`, spelled as `path` is (`C:/x/settings.json.bak`
/// for `C:/x/settings.json` on Windows).
pub(crate) fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".bak");
    PathBuf::from(name)
}

/// Replaces (or creates) `path` with `text`, first copying the previous file to its
/// `.bak` when `backup` is set. Returns the backup made.
pub(crate) fn replace(path: &Path, text: &str, backup: bool) -> Result<Option<PathBuf>> {
    let target = real_target(path);
    let dir = target.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let backup = if backup { make_backup(&target)? } else { None };

    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(target.file_name().unwrap_or_default());
    tmp_name.push(format!(".cm-{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    let written = (|| -> Result<()> {
        // A leftover (or planted) file of that name is replaced, not written through.
        match fs::remove_file(&tmp) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e.into()),
            _ => {}
        }
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        file.write_all(text.as_bytes())?;
        if let Ok(meta) = fs::metadata(&target) {
            file.set_permissions(meta.permissions())?;
        }
        file.sync_all()?;
        fs::rename(&tmp, &target)?;
        Ok(())
    })();
    if let Err(e) = written {
        let _ = fs::remove_file(&tmp);
        return Err(e).with_context(|| format!("writing {}", target.display()));
    }
    Ok(backup)
}

/// Removes `path`, which held cm's entries alone; a symlinked settings file (dotfiles)
/// keeps its link and gets `{}`.
pub(crate) fn remove(path: &Path) -> Result<()> {
    if path.is_symlink() {
        replace(path, "{}\n", false)?;
        return Ok(());
    }
    fs::remove_file(path).with_context(|| format!("removing {}", path.display()))
}

/// Copies `target` to its `.bak`, owner-only (0600) whatever the umask or the original's
/// mode: settings may hold tokens in `env`. A previous backup (or a symlink in its place) is
/// replaced, never written through.
fn make_backup(target: &Path) -> Result<Option<PathBuf>> {
    let Some(text) = crate::files::read_optional(target)? else {
        return Ok(None);
    };
    let backup = backup_path(target);
    let written = (|| -> std::io::Result<()> {
        match fs::remove_file(&backup) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut file = options.open(&backup)?;
        #[cfg(unix)]
        {
            // The umask may have taken more than group and other bits away.
            use std::os::unix::fs::PermissionsExt as _;
            file.set_permissions(fs::Permissions::from_mode(0o600))?;
        }
        file.write_all(text.as_bytes())?;
        file.sync_all()
    })();
    written.with_context(|| format!("backing up to {}", backup.display()))?;
    Ok(Some(backup))
}
