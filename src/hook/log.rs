//! The hook log: one line per problem a hook met, in `hook.log` beside the database. A hook
//! never shows its errors to the agent, so this file is where they go, and `cm doctor` reads
//! it back.

use std::io::Write as _;
use std::path::Path;

use crate::dirs::log_path;
use crate::follow::table::PARSE_MARK;
use crate::store::redact::redact;
use crate::text::{cut, one_line};

/// Longest message of one line: an error quoting a whole payload says enough in this.
const LINE_MAX_CHARS: usize = 2000;
/// Past this size the log is moved to `hook.log.1` (replacing the previous one).
const LOG_MAX_BYTES: u64 = 1_000_000;

/// Appends one line (`<RFC 3339 time> <event> <message>`) to the hook log, the message
/// redacted like a lesson and cut to [`LINE_MAX_CHARS`]. Logging must not fail a hook, so
/// its own errors are dropped.
///
/// The log is owner-only (0600, its directory 0700 when created), and is written only when
/// it is a regular file: not through a symlink planted in its place, not into a FIFO.
pub(crate) fn log(db_path: &Path, event: &str, message: &str) {
    let path = log_path(db_path);
    if let Some(dir) = path.parent() {
        let _ = crate::files::create_private_dir_all(dir);
    }
    match std::fs::symlink_metadata(&path) {
        Ok(meta) if !meta.is_file() => return,
        Ok(meta) if meta.len() > LOG_MAX_BYTES => {
            crate::files::make_private(&path, 0o600);
            let _ = std::fs::rename(&path, path.with_extension("log.1"));
        }
        _ => {}
    }
    let line = format!(
        "{} {} {}\n",
        chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        event,
        log_line(message)
    );
    let mut options = std::fs::OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600).custom_flags(crate::files::O_NOFOLLOW);
    }
    let Ok(mut f) = options.open(&path) else {
        return;
    };
    if !f.metadata().is_ok_and(|m| m.is_file()) {
        return;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        if f.metadata()
            .is_ok_and(|m| m.permissions().mode() & 0o777 != 0o600)
        {
            let _ = f.set_permissions(std::fs::Permissions::from_mode(0o600));
        }
    }
    let _ = f.write_all(line.as_bytes());
}

/// `message` redacted (before its lines are joined: a key block spans lines), on one line,
/// cut to [`LINE_MAX_CHARS`]. Only its head is read: markers are no shorter than what they
/// replace, so nothing past the head could reach the line.
fn log_line(message: &str) -> String {
    let head = match message.char_indices().nth(LINE_MAX_CHARS * 8) {
        Some((at, _)) => &message[..at],
        None => message,
    };
    cut(&one_line(&redact(head)), LINE_MAX_CHARS)
}

/// How much of the end of the log [`recent`] reads.
const RECENT_TAIL_BYTES: u64 = 64 * 1024;

/// The lines of the hook log beside `db_path` written at `since` or later, oldest first,
/// from the end of the file. `None` when there is no log to read.
pub(crate) fn recent(db_path: &Path, since: chrono::DateTime<chrono::Utc>) -> Option<Vec<String>> {
    let tail = read_tail(&log_path(db_path), RECENT_TAIL_BYTES)?;
    Some(
        tail.lines()
            .filter(|line| {
                line.split_whitespace()
                    .next()
                    .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
                    .is_some_and(|t| t >= since)
                    && line.split_whitespace().nth(2) != Some(PARSE_MARK)
            })
            .map(str::to_string)
            .collect(),
    )
}

/// The last `max` bytes of a file, starting at a line boundary.
fn read_tail(path: &Path, max: u64) -> Option<String> {
    use std::io::{Read as _, Seek as _, SeekFrom};
    // A FIFO would block the read: only a regular file is opened.
    if !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let mut file = std::fs::File::open(path).ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() {
        return None;
    }
    let len = meta.len();
    let start = len.saturating_sub(max);
    file.seek(SeekFrom::Start(start)).ok()?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).ok()?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    Some(match (start > 0, text.find('\n')) {
        (true, Some(i)) => text[i + 1..].to_string(),
        _ => text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_keeps_lines_since_the_given_time() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("cm.db");
        let since = chrono::Utc::now() - chrono::Duration::hours(1);
        assert_eq!(recent(&db, since), None, "no log yet");
        std::fs::write(
            log_path(&db),
            "2000-01-01T00:00:00Z stop old problem\nnot a log line\n",
        )
        .unwrap();
        assert_eq!(recent(&db, since), Some(vec![]));
        log(&db, "stop", "new\n  problem");
        log(
            &db,
            "pre-tool-use",
            &format!("{PARSE_MARK} python 90 bytes 1 ms not indexed"),
        );
        let lines = recent(&db, since).unwrap();
        assert_eq!(lines.len(), 1);
        assert!(lines[0].ends_with(" stop new problem"), "{lines:?}");
    }

    #[test]
    fn a_line_is_redacted_before_its_lines_are_joined_and_then_cut() {
        let key = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----";
        let line = log_line(&format!(
            "bad payload {key}\n  password: hunter2pass\n{}",
            "x ".repeat(5000)
        ));
        assert!(
            line.starts_with(
                "bad payload [REDACTED:private_key] password: [REDACTED:password] x x"
            ),
            "{line}"
        );
        assert_eq!(line.chars().count(), LINE_MAX_CHARS);
    }
}
