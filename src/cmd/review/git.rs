//! The `git` commands `cm review` needs: the repository's top level, the base to compare
//! with, the diff since the merge base, and a file as it was at a commit.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context as _, Result, bail};

/// A repository, by its top-level directory.
pub(super) struct Repo {
    pub(super) root: PathBuf,
}

/// Runs `git ARGS` in `dir`; its stdout, or the first line of its stderr as the error.
fn git(dir: &Path, args: &[&str]) -> Result<Vec<u8>> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(["-c", "core.quotePath=false"])
        .args(args)
        .output()
        .context("running git (is it installed?)")?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("failed");
        bail!("git {}: {}", args.join(" "), first.trim());
    }
    Ok(out.stdout)
}

fn git_text(dir: &Path, args: &[&str]) -> Result<String> {
    let out = git(dir, args)?;
    Ok(String::from_utf8_lossy(&out).trim().to_string())
}

impl Repo {
    /// The repository around `dir`.
    pub(super) fn around(dir: &Path) -> Result<Repo> {
        let root = git_text(dir, &["rev-parse", "--show-toplevel"])
            .context("cm review works in a git repository")?;
        Ok(Repo {
            root: PathBuf::from(root),
        })
    }

    fn commit_exists(&self, rev: &str) -> bool {
        let commit = format!("{rev}^{{commit}}");
        git(&self.root, &["rev-parse", "--verify", "--quiet", &commit]).is_ok()
    }

    /// The branch to compare with: `explicit`, else the current branch's upstream, else the
    /// first of `main`, `master`, `origin/main`, `origin/master` that exists.
    pub(super) fn base(&self, explicit: Option<&str>) -> Result<String> {
        if let Some(rev) = explicit {
            if !self.commit_exists(rev) {
                bail!("--base {rev}: no such commit or branch");
            }
            return Ok(rev.to_string());
        }
        if let Ok(up) = git_text(
            &self.root,
            &[
                "rev-parse",
                "--abbrev-ref",
                "--symbolic-full-name",
                "@{upstream}",
            ],
        ) && !up.is_empty()
        {
            return Ok(up);
        }
        ["main", "master", "origin/main", "origin/master"]
            .into_iter()
            .find(|b| self.commit_exists(b))
            .map(str::to_string)
            .context("no upstream, main or master branch to compare with: pass --base REF")
    }

    /// The commit where the current branch left `base` (`git merge-base base HEAD`).
    pub(super) fn merge_base(&self, base: &str) -> Result<String> {
        git_text(&self.root, &["merge-base", base, "HEAD"])
            .with_context(|| format!("finding where HEAD left {base}"))
    }

    /// `git diff -U0 FROM HEAD`: what the branch changed since `from`, renames found.
    pub(super) fn diff(&self, from: &str) -> Result<String> {
        let out = git(
            &self.root,
            &[
                "diff",
                "--no-color",
                "--no-ext-diff",
                "--no-textconv",
                "--find-renames",
                "-U0",
                from,
                "HEAD",
            ],
        )?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// The content of `path` at `rev` (`git show REV:PATH`).
    pub(super) fn show(&self, rev: &str, path: &str) -> Result<Vec<u8>> {
        git(&self.root, &["show", &format!("{rev}:{path}")])
    }
}
