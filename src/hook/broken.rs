//! A database that cannot be opened or read is said once per session, at SessionStart.
//!
//! Every hook fails open on such a database (silence, a line in the hook log), which is
//! right for the agent's work but leaves the person unaware that cm has stopped working.
//! So SessionStart, when its answer failed for want of a usable database, shows one line to
//! the person (`systemMessage`) and the model (`additionalContext`): what is wrong, and that
//! `cm doctor` gives the way out. Once per session: the sessions told are listed in a small
//! file beside the database (`<db>-broken`; the database itself cannot hold them), or in
//! the temporary directory when the database's directory cannot be written.
//!
//! A lock another process holds or a full disk is not a broken database (it passes, and a
//! test run it stops is kept for later: `spool`), nor is an upgrade left to the next
//! command (said by its own line).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::agent::answer::Answer;
use crate::store::Blocked;

/// Sessions remembered as told: the latest ones, enough for any number open at once.
const SESSIONS_KEPT: usize = 64;

/// The line for SessionStart when its answer failed with `e` because the database at `db`
/// is unusable, unless session `session` was told already.
pub(crate) fn at_session_start(db: &Path, session: &str, e: &anyhow::Error) -> Option<Answer> {
    let what = describe(e)?;
    if !first_time(db, session) {
        return None;
    }
    Some(Answer::Notice {
        text: format!(
            "code-memory is not working: its database ({}) {what}, so no lessons are shown or \
             recorded. Run `cm doctor` for the way out.",
            db.display()
        ),
    })
}

/// What is wrong with the database, from the error that stopped the answer; None when the
/// error is not the database's being unusable.
fn describe(e: &anyhow::Error) -> Option<&'static str> {
    if Blocked::of(e).is_some() || e.is::<crate::store::schema::UpgradeDeferred>() {
        return None;
    }
    let text = format!("{e:#}");
    let has = |needles: &[&str]| needles.iter().any(|n| text.contains(n));
    Some(if has(&["newer than this cm"]) {
        "was written by a newer cm (upgrade cm)"
    } else if has(&["file is not a database", "malformed", "database corrupt"]) {
        "is damaged"
    } else if has(&["not a regular file", "symlink to a missing file"]) {
        "is not a regular file"
    } else if has(&["creating database directory", "creating database at"]) {
        "cannot be created"
    } else if has(&[
        "unable to open database file",
        "Permission denied",
        "permission denied",
        "readonly database",
    ]) {
        "cannot be read or written (permissions)"
    } else {
        return None;
    })
}

/// The file listing the sessions told: beside the database, or in the temporary directory
/// (named after the database's path) when that directory cannot be written.
fn marker_paths(db: &Path) -> [PathBuf; 2] {
    let key = xxhash_rust::xxh3::xxh3_64(db.as_os_str().as_encoded_bytes());
    [
        crate::files::suffixed(db, "-broken"),
        std::env::temp_dir().join(format!("cm-broken-{key:016x}")),
    ]
}

/// Whether `session` is told for the first time (and notes it). A session is told again
/// only when no marker file can be written at all.
fn first_time(db: &Path, session: &str) -> bool {
    let paths = marker_paths(db);
    if paths
        .iter()
        .any(|p| read_small(p).lines().any(|l| l == session))
    {
        return false;
    }
    for path in &paths {
        let seen = read_small(path);
        let mut lines: Vec<&str> = seen.lines().filter(|l| !l.is_empty()).collect();
        lines.push(session);
        let keep = lines.len().saturating_sub(SESSIONS_KEPT);
        if write_private(path, &(lines[keep..].join("\n") + "\n")).is_ok() {
            break;
        }
    }
    true
}

/// A small regular file's text (empty when missing, not a file, or too big to be ours).
fn read_small(path: &Path) -> String {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_file() && m.len() <= 64 * 1024 => {
            std::fs::read_to_string(path).unwrap_or_default()
        }
        _ => String::new(),
    }
}

/// Replaces `path` with `text`, owner-only, never through a symlink.
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600).custom_flags(crate::files::O_NOFOLLOW);
    }
    let mut file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(std::io::Error::other("not a regular file"));
    }
    file.write_all(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_unusable_database_is_named_and_passing_trouble_is_not() {
        let said = |msg: &str| describe(&anyhow::anyhow!("{msg}"));
        assert_eq!(
            said("opening database at /d/cm.db: file is not a database"),
            Some("is damaged")
        );
        assert_eq!(
            said("reading database at /d/cm.db: database disk image is malformed"),
            Some("is damaged")
        );
        assert_eq!(
            said("database at /d/cm.db has schema version 99, newer than this cm (12); upgrade cm"),
            Some("was written by a newer cm (upgrade cm)")
        );
        assert_eq!(
            said("opening database at /d/cm.db: unable to open database file"),
            Some("cannot be read or written (permissions)")
        );
        assert_eq!(
            said("database at /d/cm.db: not a regular file"),
            Some("is not a regular file")
        );
        assert_eq!(
            said("creating database directory /d: Permission denied (os error 13)"),
            Some("cannot be created")
        );
        assert_eq!(
            said("writing to database at /d/cm.db: database is locked"),
            None
        );
        assert_eq!(said("database or disk is full"), None);
        assert_eq!(said("ignoring an event cm does not handle"), None);
    }

    #[test]
    fn a_session_is_told_once() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("cm.db");
        assert!(first_time(&db, "one"));
        assert!(!first_time(&db, "one"));
        assert!(first_time(&db, "two"));
        assert!(!first_time(&db, "one"));
        // Only the latest sessions are kept.
        for n in 0..SESSIONS_KEPT {
            first_time(&db, &format!("s{n}"));
        }
        assert_eq!(
            read_small(&marker_paths(&db)[0]).lines().count(),
            SESSIONS_KEPT
        );
        assert!(first_time(&db, "one"));
    }
}
