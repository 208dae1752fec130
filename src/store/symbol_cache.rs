//! Cached symbol tables (table `hook_symbol_cache` of migration 4), keyed by a file's
//! absolute path and valid while its size, mtime and content hash match.
//!
//! The store keeps a table as opaque text: what it holds, and when an entry is still good,
//! is the caller's business (the hook serialises `symbols::Symbol` lists as JSON).

use anyhow::{Context as _, Result};
use rusqlite::{OptionalExtension as _, params};

use super::{Store, now_timestamp};

/// One cache entry: the file as it was when its table was made, and the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CachedTable {
    /// File size in bytes.
    pub(crate) size: i64,
    /// Modification time, nanoseconds since the Unix epoch (0 when unknown).
    pub(crate) mtime_ns: i64,
    /// Hash of the file's content.
    pub(crate) hash: i64,
    /// The table, as the caller wrote it.
    pub(crate) table: String,
}

impl Store {
    /// The cached table of the file at `path`, if any.
    pub(crate) fn cached_table(&self, path: &str) -> Result<Option<CachedTable>> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT size, mtime_ns, hash, symbols FROM hook_symbol_cache WHERE path = ?1",
        )?;
        let entry = stmt
            .query_row([path], |r| {
                Ok(CachedTable {
                    size: r.get(0)?,
                    mtime_ns: r.get(1)?,
                    hash: r.get(2)?,
                    table: r.get(3)?,
                })
            })
            .optional()?;
        Ok(entry)
    }

    /// Keeps the cached table of `path` for a file whose size or mtime moved while its
    /// content (hash) stayed the same.
    pub(crate) fn restamp_cached_table(&self, path: &str, size: i64, mtime_ns: i64) -> Result<()> {
        self.conn.execute(
            "UPDATE hook_symbol_cache SET size = ?2, mtime_ns = ?3, used_at = ?4 WHERE path = ?1",
            params![path, size, mtime_ns, now_timestamp()],
        )?;
        Ok(())
    }

    /// Stores (or replaces) the cached table of `path`.
    pub(crate) fn cache_table(&self, path: &str, entry: &CachedTable) -> Result<()> {
        self.conn
            .execute(
                "INSERT INTO hook_symbol_cache (path, size, mtime_ns, hash, symbols, used_at) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                 ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns, \
                   hash = excluded.hash, symbols = excluded.symbols, used_at = excluded.used_at",
                params![
                    path,
                    entry.size,
                    entry.mtime_ns,
                    entry.hash,
                    entry.table,
                    now_timestamp()
                ],
            )
            .context("caching a symbol table")?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_kept_per_path_and_restamped() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("cm.db")).unwrap();
        assert_eq!(store.cached_table("/r/a.py").unwrap(), None);
        let entry = CachedTable {
            size: 10,
            mtime_ns: 20,
            hash: -3,
            table: "[1]".into(),
        };
        store.cache_table("/r/a.py", &entry).unwrap();
        assert_eq!(store.cached_table("/r/a.py").unwrap(), Some(entry.clone()));
        assert_eq!(store.cached_table("/r/b.py").unwrap(), None);
        store.restamp_cached_table("/r/a.py", 11, 21).unwrap();
        let restamped = store.cached_table("/r/a.py").unwrap().unwrap();
        assert_eq!((restamped.size, restamped.mtime_ns), (11, 21));
        assert_eq!((restamped.hash, restamped.table.as_str()), (-3, "[1]"));
        let replaced = CachedTable {
            table: "[2]".into(),
            ..entry
        };
        store.cache_table("/r/a.py", &replaced).unwrap();
        assert_eq!(store.cached_table("/r/a.py").unwrap(), Some(replaced));
    }
}
