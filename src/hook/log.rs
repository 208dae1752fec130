//! The hook log: one line per problem a hook met, in `hook.log` beside the database. A hook
//! never shows its errors to the agent, so this file is where they go, and `cm doctor` reads
//! it back.

use std::io::Write as _;
use std::path::Path;

use crate::dirs::log_path;

/// Past this size the log is moved to `hook.log.1` (replacing the previous one).
const LOG_MAX_BYTES: u64 = 1_000_000;

/// Appends one line (`<RFC 3339 time> <event> <message>`) to the hook log. Logging must not
/// fail a hook, so its own errors are dropped.
pub fn log(db_path: &Path, event: &str, message: &str) {
    let path = log_path(db_path);
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    if std::fs::metadata(&path).is_ok_and(|m| m.len() > LOG_MAX_BYTES) {
        let _ = std::fs::rename(&path, path.with_extension("log.1"));
    }
    let line = format!(
        "{} {} {}\n",
        chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        event,
        message.split_whitespace().collect::<Vec<_>>().join(" ")
    );
    if let Ok(mut f) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path)
    {
        let _ = f.write_all(line.as_bytes());
    }
}
