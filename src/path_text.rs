//! The one spelling of a path as text, whatever machine wrote it: pure string work, the same
//! on every host, so a session recorded on Windows reads the same on Linux and back.
//!
//! - backslashes become `/`;
//! - Windows' verbatim prefixes are dropped: `\\?\C:\x` is `C:/x`, `\\?\UNC\server\share`
//!   is `//server/share` (what `canonicalize` returns on Windows);
//! - a drive letter is stored upper case (`c:/x` is `C:/x`);
//! - `//server/share` (a UNC path) keeps its two leading slashes.
//!
//! Git Bash's `/c/x` is `C:/x` only where the paths it is compared with are Windows ones
//! ([`from_msys`]): on Linux `/c/x` is a path like any other.
//!
//! [`host_path`] and [`canonical`] are the two that look at the host: how it opens such a
//! path, and its real path without Windows' verbatim prefix.

use std::path::{Path, PathBuf};

/// `input` with `/` for `\`, no verbatim prefix, an upper-case drive letter.
pub(crate) fn path(input: &str) -> String {
    let mut s = input.replace('\\', "/");
    for verbatim in ["//?/", "//./", "/??/"] {
        if let Some(rest) = s.strip_prefix(verbatim) {
            s = match rest.get(..4) {
                Some(unc) if unc.eq_ignore_ascii_case("UNC/") => format!("//{}", &rest[4..]),
                _ => rest.to_string(),
            };
            break;
        }
    }
    if has_drive(&s) {
        s[..1].make_ascii_uppercase();
    }
    s
}

/// `C:` or `C:/...` (either case).
pub(crate) fn has_drive(p: &str) -> bool {
    let b = p.as_bytes();
    b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':' && (b.len() == 2 || b[2] == b'/')
}

/// `/...`, `//server/...` or `C:/...` (slashed).
pub(crate) fn is_absolute(p: &str) -> bool {
    p.starts_with('/') || has_drive(p)
}

/// `//server/share...`: a Windows network path (slashed).
pub(crate) fn is_unc(p: &str) -> bool {
    p.strip_prefix("//")
        .is_some_and(|rest| !rest.is_empty() && !rest.starts_with('/'))
}

/// A path Windows would read: a drive letter or a network share.
pub(crate) fn is_windows(p: &str) -> bool {
    has_drive(p) || is_unc(p)
}

/// Git Bash's spelling of a drive (`/c/x`, `/c`) as Windows spells it (`C:/x`, `C:/`).
pub(crate) fn from_msys(p: &str) -> Option<String> {
    let rest = p.strip_prefix('/')?;
    let b = rest.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() || (b.len() > 1 && b[1] != b'/') {
        return None;
    }
    Some(format!(
        "{}:/{}",
        b[0].to_ascii_uppercase() as char,
        &rest[1..].trim_start_matches('/')
    ))
}

/// `full` relative to `root` when it is inside it ("" for the root itself). Both are slashed
/// and lexically clean. A Windows root is compared without regard to case, as its file
/// systems compare names; the rest keeps the spelling of `full`.
pub(crate) fn strip_root(full: &str, root: &str) -> Option<String> {
    let root = root.trim_end_matches('/');
    let head = full.get(..root.len())?;
    if head != root && !(is_windows(root) && head.eq_ignore_ascii_case(root)) {
        return None;
    }
    let rest = &full[root.len()..];
    if rest.is_empty() {
        return Some(String::new());
    }
    rest.strip_prefix('/').map(str::to_owned)
}

/// `.` and `..` resolved, repeated and trailing slashes dropped.
pub(crate) fn clean(p: &str) -> String {
    if is_unc(p) {
        return format!("/{}", clean(&p[1..]));
    }
    let absolute = p.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for part in p.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    let joined = parts.join("/");
    if absolute {
        format!("/{joined}")
    } else {
        joined
    }
}

/// A path an agent gave, as this host opens it: a Windows path in [`path`]'s
/// spelling (no verbatim prefix, `/`, an upper-case drive), on any host; Git Bash's `/c/x`
/// as `C:/x` on Windows. Other paths are left as they are.
pub(crate) fn host_path(p: &Path) -> PathBuf {
    let text = p.to_string_lossy();
    let spelled = path(&text);
    if is_windows(&spelled) {
        return PathBuf::from(spelled);
    }
    if cfg!(windows) {
        return PathBuf::from(from_msys(&spelled).unwrap_or(spelled));
    }
    p.to_path_buf()
}

/// `p`'s real path, without the verbatim prefix (`\\?\`) Windows puts on it.
pub(crate) fn canonical(p: &Path) -> std::io::Result<PathBuf> {
    let real = host_path(p).canonicalize()?;
    Ok(host_path(&real))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_shapes_become_one_spelling() {
        for (input, want) in [
            (r"C:\Users\me\repo\src\a.py", "C:/Users/me/repo/src/a.py"),
            (r"c:\Users\me\repo", "C:/Users/me/repo"),
            ("c:/Users/me/repo", "C:/Users/me/repo"),
            (r"\\?\C:\Users\me\repo", "C:/Users/me/repo"),
            (r"\\?\d:\oh-my-posh\src", "D:/oh-my-posh/src"),
            (r"\\?\UNC\server\share\repo", "//server/share/repo"),
            (r"\\?\unc\server\share", "//server/share"),
            (r"\\.\C:\x", "C:/x"),
            (r"\\server\share\repo\a.go", "//server/share/repo/a.go"),
            (r"src\a.py", "src/a.py"),
            (r".\src\a.py", "./src/a.py"),
            ("/home/me/repo/src/a.py", "/home/me/repo/src/a.py"),
            ("/c/Users/me", "/c/Users/me"),
        ] {
            assert_eq!(path(input), want, "{input}");
        }
    }

    #[test]
    fn drives_and_shares_are_windows_paths() {
        assert!(has_drive("C:/x") && has_drive("c:") && !has_drive("C:x") && !has_drive("ab"));
        assert!(is_unc("//server/share") && !is_unc("/home") && !is_unc("///x"));
        assert!(is_windows("D:/") && is_windows("//s/x") && !is_windows("/d/x"));
    }

    #[test]
    fn git_bash_drives() {
        assert_eq!(
            from_msys("/d/oh-my-posh/src").as_deref(),
            Some("D:/oh-my-posh/src")
        );
        assert_eq!(from_msys("/c").as_deref(), Some("C:/"));
        assert_eq!(from_msys("/home/me"), None);
        assert_eq!(from_msys("/c2/x"), None);
        assert_eq!(from_msys("c/x"), None);
    }

    #[test]
    fn roots_strip_with_drive_case_folded() {
        let root = "C:/Users/me/repo";
        assert_eq!(
            strip_root("C:/Users/me/repo/src/a.py", root).as_deref(),
            Some("src/a.py")
        );
        assert_eq!(
            strip_root("c:/users/ME/repo/src/A.py", root).as_deref(),
            Some("src/A.py")
        );
        assert_eq!(strip_root("C:/Users/me/repo", root).as_deref(), Some(""));
        assert_eq!(strip_root("C:/Users/me/repo2/a.py", root), None);
        assert_eq!(strip_root("C:/a.py", "C:/").as_deref(), Some("a.py"));
        assert_eq!(
            strip_root("//server/share/repo/a.go", "//SERVER/share/repo").as_deref(),
            Some("a.go")
        );
        // Unix roots keep their case.
        assert_eq!(strip_root("/home/Me/repo/a.py", "/home/me/repo"), None);
        assert_eq!(
            strip_root("/home/me/repo/a.py", "/home/me/repo/").as_deref(),
            Some("a.py")
        );
        assert_eq!(strip_root("/a.py", "/").as_deref(), Some("a.py"));
    }
}
