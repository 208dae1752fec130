//! The replay's scratch directory and the work tree in it: each file a session touches is
//! set up as the session saw it before the tool ran (an edit's `originalFile`, the lines a
//! Read returned, a Write's previous content) and changed as the tool changed it, so the
//! hooks read on disk what they would have read then. Files come first from the work tree
//! the replay is given (or the session's own directory, when it is on this machine).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

use crate::replay::paths::{Place, Root};

/// The scratch directory: `tree/` (the project), `outside/` (files elsewhere), `cm.db`,
/// and the homes the hooks read settings from.
pub(super) struct World {
    pub(super) base: PathBuf,
    pub(super) tree: PathBuf,
    pub(super) db: PathBuf,
    /// Where untouched files come from, read when first needed.
    source: Option<PathBuf>,
    /// Files set up from `source` in this session already.
    seen: HashSet<String>,
    pub(super) root: Root,
}

impl World {
    /// The scratch directory at `base` (made when missing).
    pub(super) fn new(base: &Path) -> Result<World> {
        let tree = base.join("tree");
        for dir in [&tree, &base.join("outside"), &base.join("home")] {
            crate::files::create_private_dir_all(dir)
                .with_context(|| format!("creating {}", dir.display()))?;
        }
        // The project's top level, whatever git thinks of the scratch directory.
        std::fs::create_dir_all(tree.join(".git")).context("marking the work tree")?;
        Ok(World {
            base: base.to_path_buf(),
            db: base.join("cm.db"),
            tree,
            source: None,
            seen: HashSet::new(),
            root: Root::new("/"),
        })
    }

    /// Starts a session rooted at `original` (its directory on the machine it ran on).
    /// With `tree`, the work tree is emptied and filled from it; otherwise files come, when
    /// first touched, from `original` itself if it is a directory here.
    pub(super) fn start_session(&mut self, original: &str, tree: Option<&Path>) -> Result<()> {
        self.root = Root::new(original);
        self.seen.clear();
        match tree {
            Some(dir) => {
                clear_tree(&self.tree)?;
                copy_dir(dir, &self.tree)?;
                self.source = None;
            }
            None => {
                let here = Path::new(original);
                self.source = here.is_dir().then(|| here.to_path_buf());
                if let Some(src) = &self.source {
                    // The project's own settings (extra test commands) apply to the replay.
                    let config = crate::dirs::project_config_path(src);
                    if config.is_file() {
                        let _ =
                            std::fs::copy(&config, crate::dirs::project_config_path(&self.tree));
                    }
                }
            }
        }
        Ok(())
    }

    /// Where a path of the session lands here, and its name relative to the project.
    pub(super) fn place(&self, path: &str, cwd: &str) -> (PathBuf, String) {
        match self.root.place(path, cwd) {
            Place::Inside(rel) => (self.tree.join(&rel), rel),
            Place::Outside(rel) => {
                let abs = self.base.join("outside").join(&rel);
                let shown = abs.display().to_string();
                (abs, shown)
            }
        }
    }

    /// The session's directory `cwd` here.
    pub(super) fn dir(&self, cwd: &str) -> PathBuf {
        self.place(cwd, cwd).0
    }

    /// The file at `rel` (inside the project), copied from the source tree the first time it
    /// is needed when the scratch tree lacks it.
    pub(super) fn ensure(&mut self, path: &Path, rel: &str) {
        if rel.is_empty()
            || path.starts_with(self.base.join("outside"))
            || !self.seen.insert(rel.to_string())
        {
            return;
        }
        if let Some(src) = &self.source {
            let from = src.join(rel);
            if from.is_file() && !path.exists() {
                if let Some(dir) = path.parent() {
                    let _ = std::fs::create_dir_all(dir);
                }
                let _ = std::fs::copy(&from, path);
            }
        }
    }

    /// Reads the file, None when it is missing or not text.
    pub(super) fn read(path: &Path) -> Option<String> {
        std::fs::read_to_string(path).ok()
    }

    /// Writes `text` unless the file holds it already (an unchanged file keeps its time, so
    /// cached symbol tables stay valid as they would have).
    pub(super) fn write(path: &Path, text: &str) -> Result<()> {
        if Self::read(path).as_deref() == Some(text) {
            return Ok(());
        }
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        }
        std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))
    }

    pub(super) fn remove(path: &Path) {
        let _ = std::fs::remove_file(path);
    }

    /// Sets the file's lines the session saw in a Read's window (lines `start..`, of `total`
    /// in the session's file). When the file has as many lines as the session's, the window
    /// is laid over its lines by number; when it has not (the base is another version), the
    /// window replaces the region of the file it matches, so the lines before and after it
    /// keep their own text; a window that matches nowhere is laid over by number, which keeps
    /// the file's length and puts the session's text where the session saw it. A file the
    /// tree lacks is made of the window at its place (`total` lines).
    pub(super) fn set_window(path: &Path, start: usize, window: &str, total: usize) -> Result<()> {
        let shown: Vec<&str> = window.lines().collect();
        let current = Self::read(path);
        let text = current.as_deref().unwrap_or_default();
        let mut lines: Vec<&str> = text.lines().collect();
        // Claude Code counts the empty line after a final newline.
        let agree = total == 0
            || total == lines.len()
            || (text.ends_with('\n') && total == lines.len() + 1);
        let region = match current {
            Some(_) if !agree => super::window::locate(&lines, &shown, start - 1),
            _ => None,
        };
        let before = lines.clone();
        match region {
            Some(region) => {
                lines.splice(region, shown);
            }
            None => {
                let needed =
                    (start - 1 + shown.len()).max(if current.is_none() { total } else { 0 });
                if lines.len() < needed {
                    lines.resize(needed, "");
                }
                lines[start - 1..start - 1 + shown.len()].copy_from_slice(&shown);
            }
        }
        if current.is_none() || lines != before {
            let mut text = lines.join("\n");
            text.push('\n');
            Self::write(path, &text)?;
        }
        Ok(())
    }
}

/// Empties the work tree but for its `.git` marker.
fn clear_tree(tree: &Path) -> Result<()> {
    for entry in std::fs::read_dir(tree).with_context(|| format!("reading {}", tree.display()))? {
        let entry = entry?;
        if entry.file_name() == ".git" {
            continue;
        }
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            std::fs::remove_dir_all(&path)
        } else {
            std::fs::remove_file(&path)
        }
        .with_context(|| format!("removing {}", path.display()))?;
    }
    Ok(())
}

/// Copies the regular files and directories under `from` into `to` (links are skipped, and
/// so is a `.git` directory).
fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    for entry in std::fs::read_dir(from).with_context(|| format!("reading {}", from.display()))? {
        let entry = entry?;
        if entry.file_name() == ".git" {
            continue;
        }
        let (src, dst) = (entry.path(), to.join(entry.file_name()));
        let kind = entry.file_type()?;
        if kind.is_dir() {
            std::fs::create_dir_all(&dst).with_context(|| format!("creating {}", dst.display()))?;
            copy_dir(&src, &dst)?;
        } else if kind.is_file() {
            std::fs::copy(&src, &dst).with_context(|| format!("copying {}", src.display()))?;
        }
    }
    Ok(())
}
