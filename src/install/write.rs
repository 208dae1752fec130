//! Changing a settings file safely: a backup of the previous version next to it, then the
//! new content written to a temporary file in the same directory and renamed over the
//! original, so a crash never leaves a half-written settings file behind.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

/// The file a write really lands in: a symlinked settings file (dotfiles) keeps its link.
fn real_target(path: &Path) -> PathBuf {
    if path.is_symlink() {
        fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
    } else {
        path.to_path_buf()
    }
}

/// `settings.json` → `settings.json.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// Replaces (or creates) `path` with `text`. Returns the backup made of the previous file.
pub fn replace(path: &Path, text: &str) -> Result<Option<PathBuf>> {
    let target = real_target(path);
    let dir = target.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let backup = make_backup(&target)?;

    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(target.file_name().unwrap_or_default());
    tmp_name.push(format!(".cm-{}.tmp", std::process::id()));
    let tmp = dir.join(tmp_name);
    let written = (|| -> Result<()> {
        let mut file = fs::File::create(&tmp)?;
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

fn make_backup(target: &Path) -> Result<Option<PathBuf>> {
    if !target.exists() {
        return Ok(None);
    }
    let backup = backup_path(target);
    fs::copy(target, &backup).with_context(|| format!("backing up to {}", backup.display()))?;
    Ok(Some(backup))
}
