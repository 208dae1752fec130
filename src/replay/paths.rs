//! Pure: where a path of the machine a session ran on lands in the replay's work tree.
//! Sessions come from any machine (`/Users/...`, `D:\repo\...`): a path under the session's
//! project root keeps its place relative to it, any other is set apart. Paths are read in
//! [`spelling`]'s one spelling, and Git Bash's `/d/repo` is `D:/repo` in a Windows session.

use crate::path_text as spelling;

/// The session's project root on the machine it ran on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Root {
    /// Forward slashes, no trailing slash.
    root: String,
    /// The root as the session spelled it, and with the other slash, for text rewriting.
    spellings: Vec<String>,
}

/// Where a path goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Place {
    /// Under the root: the relative path (forward slashes, `.` and `..` resolved; "" for
    /// the root itself).
    Inside(String),
    /// Elsewhere: the absolute path made relative (a drive's colon dropped).
    Outside(String),
}

impl Root {
    pub(crate) fn new(original: &str) -> Root {
        let root = spelling::clean(&spelling::path(original));
        let mut spellings = vec![original.trim_end_matches(['/', '\\']).to_string()];
        let mut forms = vec![root.clone(), root.replace('/', "\\")];
        if spelling::has_drive(&root) {
            // `d:\repo`, and Git Bash's `/d/repo`.
            let lower = format!("{}{}", root[..1].to_ascii_lowercase(), &root[1..]);
            forms.push(lower.replace('/', "\\"));
            forms.push(lower);
            forms.push(format!("/{}{}", root[..1].to_ascii_lowercase(), &root[2..]));
        }
        for s in forms {
            if !spellings.contains(&s) && !s.is_empty() {
                spellings.push(s);
            }
        }
        // Longest first, so a rewrite never leaves half a spelling behind.
        spellings.sort_by_key(|s| std::cmp::Reverse(s.len()));
        Root { root, spellings }
    }

    /// Where `path` (relative ones taken from `cwd`) lands.
    pub(crate) fn place(&self, path: &str, cwd: &str) -> Place {
        let mut p = self.read(path);
        if !spelling::is_absolute(&p) {
            p = format!("{}/{p}", self.read(cwd));
        }
        let p = spelling::clean(&p);
        match spelling::strip_root(&p, &self.root) {
            Some(rest) => Place::Inside(rest),
            None => Place::Outside(p.trim_start_matches('/').replace(':', "")),
        }
    }

    /// `text` with every spelling of the root replaced by `tree` (commands and test output
    /// name files by their absolute paths).
    pub(crate) fn rewrite(&self, text: &str, tree: &str) -> String {
        let mut out = text.to_string();
        for s in &self.spellings {
            if s.len() > 1 && out.contains(s.as_str()) {
                out = out.replace(s.as_str(), tree);
            }
        }
        out
    }

    /// A path of the session in the one spelling; Git Bash's `/d/x` as `D:/x` when the
    /// session's root is on a drive.
    fn read(&self, p: &str) -> String {
        let p = spelling::path(p);
        match spelling::is_windows(&self.root) {
            true => spelling::from_msys(&p).unwrap_or(p),
            false => p,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_paths_under_the_root_keep_their_place() {
        let r = Root::new("/Users/jan/prg/cc-backend");
        let cwd = "/Users/jan/prg/cc-backend";
        assert_eq!(
            r.place("/Users/jan/prg/cc-backend/pkg/a.go", cwd),
            Place::Inside("pkg/a.go".into())
        );
        assert_eq!(
            r.place("pkg/../web/b.ts", cwd),
            Place::Inside("web/b.ts".into())
        );
        assert_eq!(r.place(cwd, cwd), Place::Inside(String::new()));
        assert_eq!(
            r.place("/Users/jan/.claude/plans/p.md", cwd),
            Place::Outside("Users/jan/.claude/plans/p.md".into())
        );
        assert_eq!(
            r.place("/Users/jan/prg/cc-backend-2/x", cwd),
            Place::Outside("Users/jan/prg/cc-backend-2/x".into())
        );
    }

    #[test]
    fn windows_paths_in_either_slash_and_drive_case() {
        let r = Root::new("D:\\oh-my-posh");
        let cwd = "D:\\oh-my-posh";
        assert_eq!(
            r.place("D:\\oh-my-posh\\src\\segments\\git.go", cwd),
            Place::Inside("src/segments/git.go".into())
        );
        assert_eq!(
            r.place("d:/oh-my-posh/src/a.go", cwd),
            Place::Inside("src/a.go".into())
        );
        assert_eq!(
            r.place("src\\b.go", "D:\\oh-my-posh"),
            Place::Inside("src/b.go".into())
        );
        assert_eq!(
            r.rewrite("cd D:\\oh-my-posh\\src && go test; D:/oh-my-posh/x", "/t"),
            "cd /t\\src && go test; /t/x"
        );
        // Git Bash's spelling, in paths and in commands.
        assert_eq!(
            r.place("/d/oh-my-posh/src/c.go", cwd),
            Place::Inside("src/c.go".into())
        );
        assert_eq!(
            r.place("go.mod", "/d/oh-my-posh/src"),
            Place::Inside("src/go.mod".into())
        );
        assert_eq!(
            r.rewrite(
                "cd /d/oh-my-posh/src && go test ./...; ls d:\\oh-my-posh",
                "/t"
            ),
            "cd /t/src && go test ./...; ls /t"
        );
        assert_eq!(
            r.place("\\\\?\\D:\\oh-my-posh\\a.go", cwd),
            Place::Inside("a.go".into())
        );
        assert_eq!(
            r.place("/tmp/run.log", cwd),
            Place::Outside("tmp/run.log".into())
        );
        assert_eq!(
            r.place("C:\\Users\\me\\x.md", cwd),
            Place::Outside("C/Users/me/x.md".into())
        );
    }
}
