//! The symbol table of a file, parsed once and reused while the file is unchanged.
//!
//! Parsing a 5,000-line file costs tens of milliseconds; a hook answers in a few. Tables are
//! cached in the database by absolute path with the file's size, mtime and xxh3 hash. When
//! the caller already holds the content (the gate reads it anyway) the hash decides; else
//! an unchanged size and mtime is trusted and the hash is only computed when they moved
//! (a touched but identical file is not parsed again).

use std::path::Path;
use std::time::UNIX_EPOCH;

use anyhow::{Context as _, Result};
use rusqlite::{Connection, OptionalExtension as _, params};

use crate::store::now_timestamp;
use crate::symbols::{self, Symbol};

struct Cached {
    size: i64,
    mtime_ns: i64,
    hash: i64,
    symbols: String,
}

/// The symbols of the file at `path`, None when its language is not supported. `content`
/// is the file's current bytes when the caller has read them already.
pub fn symbols_of(
    conn: &Connection,
    path: &Path,
    content: Option<&[u8]>,
) -> Result<Option<Vec<Symbol>>> {
    if symbols::language_for_path(path).is_none() {
        return Ok(None);
    }
    let meta = std::fs::metadata(path).with_context(|| format!("reading {}", path.display()))?;
    let size = meta.len() as i64;
    let mtime_ns = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos() as i64);
    let key = path.to_string_lossy();
    let cached: Option<Cached> = conn
        .prepare_cached(
            "SELECT size, mtime_ns, hash, symbols FROM hook_symbol_cache WHERE path = ?1",
        )?
        .query_row([key.as_ref()], |r| {
            Ok(Cached {
                size: r.get(0)?,
                mtime_ns: r.get(1)?,
                hash: r.get(2)?,
                symbols: r.get(3)?,
            })
        })
        .optional()?;

    if content.is_none()
        && let Some(c) = &cached
        && c.size == size
        && c.mtime_ns == mtime_ns
        && let Ok(table) = serde_json::from_str(&c.symbols)
    {
        return Ok(Some(table));
    }
    let read;
    let bytes = match content {
        Some(b) => b,
        None => {
            read = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
            &read
        }
    };
    let hash = xxhash_rust::xxh3::xxh3_64(bytes) as i64;
    if let Some(c) = &cached
        && c.hash == hash
        && let Ok(table) = serde_json::from_str::<Vec<Symbol>>(&c.symbols)
    {
        if c.size != size || c.mtime_ns != mtime_ns {
            conn.execute(
                "UPDATE hook_symbol_cache SET size = ?2, mtime_ns = ?3, used_at = ?4 WHERE path = ?1",
                params![key.as_ref(), size, mtime_ns, now_timestamp()],
            )?;
        }
        return Ok(Some(table));
    }
    let table = symbols::symbols_of_file(path, bytes)?;
    conn.execute(
        "INSERT INTO hook_symbol_cache (path, size, mtime_ns, hash, symbols, used_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
         ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns, \
           hash = excluded.hash, symbols = excluded.symbols, used_at = excluded.used_at",
        params![
            key.as_ref(),
            size,
            mtime_ns,
            hash,
            serde_json::to_string(&table)?,
            now_timestamp()
        ],
    )
    .context("caching a symbol table")?;
    Ok(Some(table))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    #[test]
    fn reparses_only_when_content_changes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("cm.db")).unwrap();
        let f = dir.path().join("m.py");
        std::fs::write(&f, "def a():\n    pass\n").unwrap();
        let t1 = symbols_of(store.conn(), &f, None).unwrap().unwrap();
        assert_eq!(t1[0].name, "a");
        // A stale table in the cache would be served while size+mtime match...
        store
            .conn()
            .execute("UPDATE hook_symbol_cache SET symbols = '[]'", [])
            .unwrap();
        assert!(
            symbols_of(store.conn(), &f, None)
                .unwrap()
                .unwrap()
                .is_empty()
        );
        // ...but given the content, the hash decides (same hash: cached table kept).
        let bytes = std::fs::read(&f).unwrap();
        assert!(
            symbols_of(store.conn(), &f, Some(&bytes))
                .unwrap()
                .unwrap()
                .is_empty()
        );
        // New content is parsed again.
        std::fs::write(&f, "class B:\n    def m(self):\n        pass\n").unwrap();
        let bytes = std::fs::read(&f).unwrap();
        let t2 = symbols_of(store.conn(), &f, Some(&bytes)).unwrap().unwrap();
        assert_eq!(
            t2.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            ["B", "B.m"]
        );
        assert!(
            symbols_of(store.conn(), &dir.path().join("notes.txt"), None)
                .unwrap()
                .is_none()
        );
    }
}
