//! What git already knows of a work tree, so that a scan need not walk and stat it: the
//! files it lists, and the paths that changed since a commit.
//!
//! Why these commands. A scan that walks the tree reads every directory, matches every path
//! against the `.gitignore` rules and stats every file: a little more than `git status`
//! does, in a process that then has to compare each stamp with the index. Git keeps the
//! stat data of every tracked file in its own index and compares it for us:
//! `git status --porcelain=v2 -z --untracked-files=all` lists what differs from the commit
//! checked out (modified, staged, deleted, untracked and not ignored) and benefits from
//! whatever the user made git fast with (`core.fsmonitor`, `core.untrackedCache`,
//! `core.preloadIndex`), and `git diff-tree` names what commits changed since the last
//! scan's, at the cost of the changed trees only. So after one complete scan, the next
//! looks at those paths alone (and at the ones that differed at the last scan, which may
//! have gone back to the commit's content): about one `git status` in all, whatever the
//! size of the tree. Reading `.git/index` ourselves would save a process start, but then
//! every tracked file must still be stat-ed by us, without git's fsmonitor or untracked
//! cache, and its format (versions 2 to 4, split index, sparse index) is git's to change.
//!
//! Every call is `git --no-optional-locks`: a scan in the background never takes
//! `index.lock` from under the user's own git commands (git then refreshes no stat data
//! of its index; it re-reads a file whose stat data is stale, as it would anyway).
//! A call that fails, is cut off, or finds no git answers None: the scan walks the tree.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long one git command may take before the scan gives up on git and walks instead.
const GIT_LIMIT: Duration = Duration::from_secs(120);

/// A scan's root inside a git work tree with at least one commit.
#[derive(Debug, Clone)]
pub(crate) struct Repo {
    /// The root's path inside the work tree (`""`, or `"sub/dir/"`).
    prefix: String,
    /// The commit checked out.
    pub(crate) head: String,
    /// The work tree has submodules (`.gitmodules`): their files are the walk's.
    pub(crate) submodules: bool,
}

impl Repo {
    /// The repository `root` is in; None outside git, with no commit yet, or without git.
    pub(crate) fn of(root: &Path) -> Option<Repo> {
        let out = git(
            root,
            &["rev-parse", "--show-prefix", "--show-toplevel", "HEAD"],
        )?;
        let text = String::from_utf8(out).ok()?;
        let mut lines = text.lines();
        let prefix = lines.next()?.to_string();
        let toplevel = PathBuf::from(lines.next()?);
        let head = lines.next()?.trim().to_string();
        if head.len() < 40 || !head.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        Some(Repo {
            prefix,
            head,
            submodules: toplevel.join(".gitmodules").exists(),
        })
    }

    /// Every file under the root that git tracks or would track (untracked and not
    /// ignored), project-relative. A tracked file deleted from the work tree is listed too.
    pub(crate) fn files(&self, root: &Path) -> Option<Vec<String>> {
        let out = git(
            root,
            &[
                "ls-files",
                "-z",
                "--cached",
                "--others",
                "--exclude-standard",
            ],
        )?;
        let mut files = paths(&out);
        files.dedup();
        Some(files)
    }

    /// The paths under the root that differ from the commit checked out (changed, staged,
    /// deleted, untracked and not ignored), project-relative.
    pub(crate) fn dirty(&self, root: &Path) -> Option<Vec<String>> {
        let out = git(
            root,
            &[
                "status",
                "--porcelain=v2",
                "-z",
                "--untracked-files=all",
                "--no-renames",
                "--ignore-submodules=all",
                "--",
                ".",
            ],
        )?;
        Some(
            status_paths(&out)
                .into_iter()
                .filter_map(|p| p.strip_prefix(self.prefix.as_str()).map(str::to_string))
                .collect(),
        )
    }

    /// The paths under the root that commits changed between `since` and the commit checked
    /// out, project-relative; None when git no longer has `since`.
    pub(crate) fn changed_since(&self, root: &Path, since: &str) -> Option<Vec<String>> {
        if since == self.head {
            return Some(Vec::new());
        }
        let out = git(
            root,
            &[
                "diff-tree",
                "-r",
                "-z",
                "--name-only",
                "--no-renames",
                "--relative",
                since,
                &self.head,
                "--",
            ],
        )?;
        Some(paths(&out))
    }
}

/// The NUL-separated paths of `out`.
fn paths(out: &[u8]) -> Vec<String> {
    out.split(|&b| b == 0)
        .filter(|p| !p.is_empty())
        .filter_map(|p| std::str::from_utf8(p).ok().map(str::to_string))
        .collect()
}

/// The paths of `git status --porcelain=v2 -z` output, as git names them (from the top of
/// the work tree): each entry's path after its fixed fields; a rename's original path too.
fn status_paths(out: &[u8]) -> Vec<String> {
    let mut found = Vec::new();
    let mut entries = out.split(|&b| b == 0).filter(|e| !e.is_empty());
    while let Some(entry) = entries.next() {
        let Ok(entry) = std::str::from_utf8(entry) else {
            continue;
        };
        let fields = match entry.as_bytes()[0] {
            b'1' => 8,
            b'2' => 9,
            b'u' => 10,
            b'?' | b'!' => 1,
            _ => continue,
        };
        if let Some(path) = entry.splitn(fields + 1, ' ').nth(fields) {
            found.push(path.to_string());
        }
        if entry.starts_with('2')
            && let Some(Ok(original)) = entries.next().map(std::str::from_utf8)
        {
            found.push(original.to_string());
        }
    }
    found
}

/// Runs `git --no-optional-locks ARGS` in `dir`: its output, or None when it fails or
/// outlives [`GIT_LIMIT`] (then it is killed).
fn git(dir: &Path, args: &[&str]) -> Option<Vec<u8>> {
    let mut child = Command::new("git")
        .arg("--no-optional-locks")
        .args(args)
        .current_dir(dir)
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .env_remove("GIT_INDEX_FILE")
        .env("GIT_OPTIONAL_LOCKS", "0")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdout = child.stdout.take()?;
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        stdout.read_to_end(&mut out).map(|_| out)
    });
    let end = Instant::now() + GIT_LIMIT;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if Instant::now() < end => std::thread::sleep(Duration::from_millis(1)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    };
    let out = reader.join().ok()?.ok()?;
    status.success().then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_entries_give_their_paths() {
        let out = b"1 .M N... 100644 100644 100644 aa bb src/a b.py\0\
                    2 R. N... 100644 100644 100644 aa bb R100 new.py\0old.py\0\
                    u UU N... 100644 100644 100644 100644 aa bb cc both.rs\0\
                    ? new dir/x.ts\0# branch.oid abc\0";
        assert_eq!(
            status_paths(out),
            ["src/a b.py", "new.py", "old.py", "both.rs", "new dir/x.ts"]
        );
    }
}
