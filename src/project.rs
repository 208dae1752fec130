//! Which project a directory belongs to (its root and its name), and the one spelling of a
//! source file's path.
//!
//! A lesson is keyed by `(project, file, symbol)`, so `src/auth.py`, `./src/auth.py`,
//! `src\auth.py` and `/home/me/repo/src/auth.py` must all become `src/auth.py`, and every
//! linked worktree of a repository must land in the same project. Git is read from the
//! filesystem (`.git` directory or file, `commondir`) rather than by running `git`, which
//! would cost milliseconds on every hook call.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result, bail};

pub(crate) use crate::path_text::{self as spelling, canonical, host_path, is_absolute};

/// Where a directory sits in a git repository.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct GitRoot {
    /// The top level of the worktree containing the directory (`git rev-parse --show-toplevel`).
    pub(crate) toplevel: PathBuf,
    /// The top level of the repository's main worktree: the same for every linked worktree.
    pub(crate) main_root: PathBuf,
}

/// The git worktree containing `dir` (absolute, or relative to the current directory).
/// Symlinks are resolved first, as the shell's `pwd -P` and `git` do: a project opened
/// through a symlinked directory is the same project, under the same name.
pub(crate) fn git_root(dir: &Path) -> Option<GitRoot> {
    let dir = canonical(dir).unwrap_or_else(|_| absolute(dir));
    for candidate in dir.ancestors() {
        let dotgit = candidate.join(".git");
        let Ok(meta) = std::fs::metadata(&dotgit) else {
            continue;
        };
        // A `.git` file: a linked worktree (or a submodule, its own main worktree).
        let linked = (!meta.is_dir())
            .then(|| linked_main_root(candidate, &dotgit))
            .flatten();
        return Some(GitRoot {
            toplevel: candidate.to_path_buf(),
            main_root: linked.unwrap_or_else(|| candidate.to_path_buf()),
        });
    }
    None
}

/// For a `.git` *file* (`gitdir: ...`): the main worktree when it is a linked worktree
/// (its git dir has a `commondir`); `None` for a submodule or anything unreadable.
fn linked_main_root(toplevel: &Path, dotgit_file: &Path) -> Option<PathBuf> {
    let text = std::fs::read_to_string(dotgit_file).ok()?;
    let gitdir = text.lines().find_map(|l| l.strip_prefix("gitdir:"))?.trim();
    let gitdir = toplevel.join(gitdir);
    let common = std::fs::read_to_string(gitdir.join("commondir")).ok()?;
    let common = PathBuf::from(lexical(&spelling::path(
        &gitdir.join(common.trim()).to_string_lossy(),
    )));
    if common.file_name()? == ".git" {
        return common.parent().map(Path::to_path_buf);
    }
    // A bare repository with worktrees (`repo.git`): name the project after it, minus `.git`.
    let name = common.file_name()?.to_string_lossy();
    Some(common.with_file_name(name.strip_suffix(".git").unwrap_or(&name)))
}

/// The project name of `dir`: its repository's main worktree directory name, if in git.
pub(crate) fn project_name_of(dir: &Path) -> Option<String> {
    let root = git_root(dir)?;
    let name = root.main_root.file_name()?.to_string_lossy().into_owned();
    (!name.is_empty()).then_some(name)
}

/// The project name of work in `dir`: `explicit` (`-p/--project`), else
/// `$CODE_MEMORY_PROJECT`, else the git repository's name (linked worktrees share their main
/// repository's), else `default`.
pub(crate) fn name(explicit: Option<&str>, dir: &Path) -> Result<String> {
    if let Some(p) = explicit {
        let p = p.trim();
        if p.is_empty() {
            bail!("project name is empty (-p/--project)");
        }
        return Ok(p.to_owned());
    }
    if let Some(p) = std::env::var("CODE_MEMORY_PROJECT")
        .ok()
        .filter(|p| !p.trim().is_empty())
    {
        return Ok(p.trim().to_owned());
    }
    Ok(project_name_of(dir).unwrap_or_else(|| "default".to_owned()))
}

/// `$CLAUDE_PROJECT_DIR`: the directory an agent session started in. It stays put while the
/// agent `cd`s around, unlike the hook's working directory.
pub(crate) fn agent_project_dir() -> Option<PathBuf> {
    std::env::var_os("CLAUDE_PROJECT_DIR")
        .filter(|d| !d.is_empty())
        .map(|d| host_path(Path::new(&d)))
}

/// The directory an agent session works in: the agent's project directory
/// ([`agent_project_dir`] where the hook runs; a test run kept for later is written by a
/// process whose environment may name another project, so it is given), else the payload's
/// `cwd`, else the process's current directory.
pub(crate) fn session_dir(project_dir: Option<&Path>, cwd: Option<&Path>) -> PathBuf {
    project_dir
        .or(cwd)
        .map(Path::to_path_buf)
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The project directory of a command typed here (where project-scope settings go):
/// [`agent_project_dir`] inside an agent session, else the enclosing git work tree, else the
/// current directory.
pub(crate) fn current_dir_root() -> Result<PathBuf> {
    if let Some(dir) = agent_project_dir() {
        return Ok(dir);
    }
    let cwd = std::env::current_dir().context("finding the current directory")?;
    Ok(project_root(&cwd))
}

/// A file path typed on the command line (`--file`), as stored: normalized and relative to
/// the project root (the git top level of the current directory, else the current directory).
pub(crate) fn typed_file(input: &str) -> Result<String> {
    let (from, root) = typed_file_base(input)?;
    let file = normalize_file(input, &from, &root);
    if file.is_empty() {
        bail!("--file is empty");
    }
    Ok(file)
}

/// The directory a typed file path is relative to, and the project root. A relative path is
/// taken from the current directory, unless it names no file there but one from the project
/// root: the hooks print paths from the root, and an agent types them wherever it works.
pub(crate) fn typed_file_base(input: &str) -> Result<(PathBuf, PathBuf)> {
    let cwd = std::env::current_dir().context("finding the current directory")?;
    let root = project_root(&cwd);
    let slashed = spelling::path(input.trim());
    let from_root = !slashed.is_empty()
        && !is_absolute(&slashed)
        && !cwd.join(&slashed).exists()
        && root.join(&slashed).exists();
    Ok((if from_root { root.clone() } else { cwd }, root))
}

/// The directory project-relative paths are relative to: the git top level of `cwd`, else `cwd`.
pub(crate) fn project_root(cwd: &Path) -> PathBuf {
    git_root(cwd).map_or_else(|| absolute(cwd), |g| g.toplevel)
}

/// `p` made absolute from the current directory; a Windows path (a drive, a share) is
/// absolute on every host.
fn absolute(p: &Path) -> PathBuf {
    let p = host_path(p);
    if spelling::is_windows(&slash(&p)) {
        return p;
    }
    std::path::absolute(&p).unwrap_or(p)
}

/// The stored spelling of a `--file` value typed in `cwd`: slashes, no `.`/`..` segments, and
/// relative to `root` when inside it (absolute paths, and relative ones typed in a
/// subdirectory). A path outside `root` becomes absolute (normalized), one spelling still.
pub(crate) fn normalize_file(input: &str, cwd: &Path, root: &Path) -> String {
    let mut slashed = spelling::path(input.trim());
    if slashed.is_empty() {
        return String::new();
    }
    // Git Bash's `/c/x` next to a Windows root is that drive's.
    if spelling::is_windows(&slash(root))
        && let Some(windows) = spelling::from_msys(&slashed)
    {
        slashed = windows;
    }
    let full = if is_absolute(&slashed) {
        lexical(&slashed)
    } else {
        lexical(&format!("{}/{}", slash(cwd), slashed))
    };
    if let Some(rel) = strip_root(&full, &slash(root)) {
        return rel;
    }
    // Symlinked spellings of the same place (`/tmp` vs `/private/tmp`): compare real paths.
    if let (Ok(real_root), Some(real_full)) = (canonical(root), canonical_prefix(&full))
        && let Some(rel) = strip_root(&real_full, &slash(&real_root))
    {
        return rel;
    }
    full
}

fn slash(p: &Path) -> String {
    spelling::path(&p.to_string_lossy())
}

/// `full` relative to `root` when it is inside it (a Windows root compared without case).
fn strip_root(full: &str, root: &str) -> Option<String> {
    spelling::strip_root(full, &lexical(root))
}

/// The real path of `p`, resolving the longest existing prefix (the file may not exist yet).
fn canonical_prefix(p: &str) -> Option<String> {
    let path = Path::new(p);
    let (ancestor, real) = path
        .ancestors()
        .find_map(|a| Some((a, canonical(a).ok()?)))?;
    let rest = path.strip_prefix(ancestor).ok()?;
    if rest.as_os_str().is_empty() {
        return Some(slash(&real));
    }
    Some(slash(&real.join(rest)))
}

/// `dir/name`, or `name` at the root.
pub(crate) fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

/// Collapses `.` and `..` segments and repeated slashes without touching the filesystem.
/// `..` above the start of a relative path is kept; above `/` it is dropped.
pub(crate) fn lexical(p: &str) -> String {
    let (prefix, rest) = if spelling::is_unc(p) {
        ("//", &p[2..])
    } else if let Some(rest) = p.strip_prefix('/') {
        ("/", rest)
    } else if spelling::has_drive(p) {
        (&p[..p.len().min(3)], p.get(3..).unwrap_or(""))
    } else {
        ("", p)
    };
    let mut parts: Vec<&str> = Vec::new();
    for seg in rest.split('/') {
        match seg {
            "" | "." => {}
            ".." => match parts.last() {
                Some(&last) if last != ".." => {
                    parts.pop();
                }
                _ if !prefix.is_empty() => {}
                _ => parts.push(".."),
            },
            s => parts.push(s),
        }
    }
    format!("{prefix}{}", parts.join("/"))
}

/// Where an edited or read file belongs: its project and its stored spelling.
#[derive(Debug, Clone)]
pub(crate) struct Place {
    /// The project root the file path is made relative to.
    pub(crate) root: PathBuf,
    pub(crate) project: String,
    /// Normalized, project-relative.
    pub(crate) file: String,
    /// Absolute path on disk.
    pub(crate) path: PathBuf,
}

impl Place {
    /// False for a file outside the project root (stored by its absolute path).
    pub(crate) fn in_project(&self) -> bool {
        !is_absolute(&self.file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_of_one_file_agree() {
        let root = Path::new("/home/me/repo");
        for input in [
            "src/auth.py",
            "./src/auth.py",
            "src\\auth.py",
            ".\\src\\auth.py",
            "/home/me/repo/src/auth.py",
            "src/./lib/../auth.py",
            "src//auth.py",
        ] {
            assert_eq!(normalize_file(input, root, root), "src/auth.py", "{input}");
        }
    }

    #[test]
    fn relative_to_a_subdirectory() {
        let root = Path::new("/home/me/repo");
        let cwd = Path::new("/home/me/repo/src");
        assert_eq!(normalize_file("auth.py", cwd, root), "src/auth.py");
        assert_eq!(normalize_file("../README.md", cwd, root), "README.md");
    }

    #[test]
    fn outside_the_project() {
        let root = Path::new("/home/me/repo");
        assert_eq!(normalize_file("/etc/hosts", root, root), "/etc/hosts");
        assert_eq!(
            normalize_file("../other/x.py", root, root),
            "/home/me/other/x.py"
        );
        assert_eq!(normalize_file("C:\\work\\x.py", root, root), "C:/work/x.py");
    }

    #[test]
    fn windows_spellings_of_one_file_agree() {
        for root in [
            r"C:\Users\me\repo",
            r"\\?\C:\Users\me\repo",
            "c:/Users/me/repo",
            "C:/Users/me/repo/",
        ] {
            let root = Path::new(root);
            for input in [
                r"C:\Users\me\repo\src\auth.py",
                r"c:\Users\me\repo\src\auth.py",
                "C:/Users/me/repo/src/auth.py",
                "c:/users/me/REPO/src/auth.py",
                r"\\?\C:\Users\me\repo\src\auth.py",
                "/c/Users/me/repo/src/auth.py",
                r"src\auth.py",
                r".\src\lib\..\auth.py",
            ] {
                assert_eq!(
                    normalize_file(input, root, root),
                    "src/auth.py",
                    "{input} in {root:?}"
                );
            }
        }
        let cwd = Path::new(r"C:\Users\me\repo\src");
        let root = Path::new(r"C:\Users\me\repo");
        assert_eq!(normalize_file(r"..\README.md", cwd, root), "README.md");
        assert_eq!(normalize_file("auth.py", cwd, root), "src/auth.py");
        assert_eq!(
            normalize_file(r"D:\other\x.py", root, root),
            "D:/other/x.py"
        );
        assert_eq!(
            normalize_file(r"c:\Users\me\repo2\x.py", root, root),
            "C:/Users/me/repo2/x.py"
        );
        let share = Path::new(r"\\server\share\repo");
        for input in [
            r"\\server\share\repo\pkg\a.go",
            r"\\?\UNC\server\share\repo\pkg\a.go",
            "//SERVER/share/repo/pkg/a.go",
        ] {
            assert_eq!(normalize_file(input, share, share), "pkg/a.go", "{input}");
        }
    }

    #[test]
    fn git_bash_paths_are_unix_paths_on_a_unix_root() {
        let root = Path::new("/c/repo");
        assert_eq!(normalize_file("/c/repo/a.py", root, root), "a.py");
        let root = Path::new("/home/me/repo");
        assert_eq!(normalize_file("/c/x/a.py", root, root), "/c/x/a.py");
    }

    #[test]
    fn lexical_cleanup() {
        assert_eq!(lexical("a/b/../c"), "a/c");
        assert_eq!(lexical("../a"), "../a");
        assert_eq!(lexical("/../a"), "/a");
        assert_eq!(lexical("./a/./b/"), "a/b");
        assert_eq!(lexical("C:/a/../../b"), "C:/b");
        assert_eq!(lexical("//server/share/../x"), "//server/x");
        assert_eq!(lexical("C:"), "C:");
    }

    #[test]
    fn git_worktrees_share_the_main_name() {
        let d = tempfile::tempdir().unwrap();
        let main = d.path().join("myrepo");
        std::fs::create_dir_all(main.join(".git/worktrees/feat")).unwrap();
        std::fs::create_dir_all(main.join("src/deep")).unwrap();
        std::fs::write(main.join(".git/worktrees/feat/commondir"), "../..\n").unwrap();
        let wt = d.path().join("feat-wt");
        std::fs::create_dir_all(wt.join("pkg")).unwrap();
        std::fs::write(
            wt.join(".git"),
            format!("gitdir: {}\n", main.join(".git/worktrees/feat").display()),
        )
        .unwrap();

        assert_eq!(
            project_name_of(&main.join("src/deep")).as_deref(),
            Some("myrepo")
        );
        let g = git_root(&wt.join("pkg")).unwrap();
        assert_eq!(g.toplevel, wt);
        assert_eq!(g.main_root, main);
        assert_eq!(project_name_of(&wt).as_deref(), Some("myrepo"));
        assert_eq!(project_root(&wt.join("pkg")), wt);
    }

    #[test]
    fn submodule_is_its_own_project() {
        let d = tempfile::tempdir().unwrap();
        let sub = d.path().join("super/libs/sublib");
        std::fs::create_dir_all(d.path().join("super/.git/modules/sublib")).unwrap();
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(sub.join(".git"), "gitdir: ../../.git/modules/sublib\n").unwrap();
        assert_eq!(project_name_of(&sub).as_deref(), Some("sublib"));
    }
}
