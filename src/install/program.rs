//! Whether the program a hook command runs is a code-memory `cm`, so that the installer
//! replaces and removes only its own entries. A settings file may hold another tool's
//! `cm` with arguments that look like ours; its entries are not ours to touch.
//!
//! A program that no longer exists is taken as ours: that is a `cm` that has moved (or been
//! removed), and its entries are replaced where they stood. A program that exists is ours
//! when it is this binary, or when its bytes carry the hook wiring's description, which
//! every `cm` able to install hooks has compiled in.

use std::collections::HashMap;
use std::fs::File;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// Text every `cm` that installs hooks carries: the start of `hooks/wiring.json`'s
/// description, embedded with the wiring.
const MARKER: &[u8] = b"code-memory: lessons per symbol";

/// Past this size a file is not scanned (and so not taken for a `cm`).
const MAX_SCAN_BYTES: u64 = 1 << 30;

/// True when `program` (as written in a hook command) runs a code-memory `cm`, or nothing.
pub(crate) fn is_code_memory(program: &str) -> bool {
    let Some(path) = locate(program) else {
        // A bare `cm` that is not on PATH runs nothing: replacing it loses nothing.
        return true;
    };
    let meta = match std::fs::metadata(&path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return true,
        Err(_) => return false,
    };
    if !meta.is_file() {
        return false;
    }
    let canonical = crate::project::canonical(&path).unwrap_or(path);
    if crate::dirs::current_binary().is_ok_and(|me| me == canonical) {
        return true;
    }
    static SEEN: OnceLock<Mutex<HashMap<PathBuf, bool>>> = OnceLock::new();
    let seen = SEEN.get_or_init(Default::default);
    if let Some(known) = seen.lock().ok().and_then(|m| m.get(&canonical).copied()) {
        return known;
    }
    let found = carries_marker(&canonical, meta.len());
    if let Ok(mut m) = seen.lock() {
        m.insert(canonical, found);
    }
    found
}

/// The file a hook's program names: a path as written, or a bare name looked up on PATH.
fn locate(program: &str) -> Option<PathBuf> {
    let path = Path::new(program);
    if path.components().count() == 1 && !path.is_absolute() {
        return crate::dirs::cm_on_path();
    }
    Some(path.to_path_buf())
}

/// Scans the file for [`MARKER`], a chunk at a time.
fn carries_marker(path: &Path, len: u64) -> bool {
    if len > MAX_SCAN_BYTES {
        return false;
    }
    let Ok(mut file) = File::open(path) else {
        return false;
    };
    let finder = regex::bytes::Regex::new(&regex::escape(
        std::str::from_utf8(MARKER).expect("the marker is text"),
    ))
    .expect("an escaped literal is a valid pattern");
    let mut buf = vec![0u8; 1 << 20];
    let mut kept = 0;
    loop {
        let n = match file.read(&mut buf[kept..]) {
            Ok(0) | Err(_) => return false,
            Ok(n) => n,
        };
        let filled = kept + n;
        if finder.is_match(&buf[..filled]) {
            return true;
        }
        // Keep the tail, so a marker across two reads is still found.
        kept = (MARKER.len() - 1).min(filled);
        buf.copy_within(filled - kept..filled, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn this_binary_carries_the_marker() {
        let wiring = include_str!("../../hooks/wiring.json");
        assert!(
            wiring.contains(std::str::from_utf8(MARKER).unwrap()),
            "hooks/wiring.json's description starts the marker"
        );
    }

    #[test]
    fn files_are_told_apart_by_the_marker_across_reads() {
        let dir = tempfile::tempdir().unwrap();
        let other = dir.path().join("cm");
        std::fs::write(&other, "#!/bin/sh\necho lint\n").unwrap();
        assert!(!is_code_memory(other.to_str().unwrap()));
        let ours = dir.path().join("bin").join("cm");
        std::fs::create_dir_all(ours.parent().unwrap()).unwrap();
        let mut bytes = vec![b'x'; (1 << 20) - 5];
        bytes.extend_from_slice(MARKER);
        std::fs::write(&ours, &bytes).unwrap();
        assert!(is_code_memory(ours.to_str().unwrap()));
        assert!(is_code_memory(dir.path().join("gone/cm").to_str().unwrap()));
        assert!(!is_code_memory(dir.path().to_str().unwrap()));
    }
}
