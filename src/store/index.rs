//! The project index (migration 8): every supported file `cm scan` or a hook parsed, with
//! the stamp that says whether it changed since, the project modules it imports, and its
//! symbols with their anchors. Where code with lessons went is looked up here, `cm map` is
//! drawn from it, and it is the one store of a file's symbol table the hooks answer from.
//! A file whose table a hook's parse budget could not make is kept with its stamp and the
//! `gave_up` mark (migration 14) and no symbols, until a scan or a background parse makes
//! it. A file has an integer id its symbols are keyed by, and an anchor is stored as its
//! 64-bit integer (migration 20).

use std::collections::HashMap;

use anyhow::{Context as _, Result};
use rusqlite::{OptionalExtension as _, TransactionBehavior, params};

use super::Store;

/// The kinds of definitions stored as their number in this list (migration 20); any other
/// kind is stored as its text. Append only: a number once written names its kind for good.
const KIND_CODES: &[&str] = &[
    "class",
    "function",
    "method",
    "getter",
    "setter",
    "constructor",
    "field",
    "interface",
    "enum",
    "type",
    "namespace",
    "struct",
    "union",
    "trait",
    "impl",
    "module",
    "macro",
    "property",
    "constant",
    "variable",
    "suite",
    "test",
    "hook",
    "definition",
];

/// What says whether a file changed: size and mtime first, the content hash when they moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stamp {
    pub(crate) size: i64,
    pub(crate) mtime_ns: i64,
    pub(crate) hash: i64,
}

/// One symbol of the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct IndexedSymbol {
    pub(crate) name: String,
    pub(crate) kind: String,
    pub(crate) start_line: i64,
    pub(crate) end_line: i64,
    /// The anchor's hash (`Anchor::hash`).
    pub(crate) body_hash: u64,
    pub(crate) body_size: i64,
    /// The first line of its doc comment (`Symbol::doc_line`).
    pub(crate) doc_line: Option<i64>,
}

/// One file of the index, as written.
#[derive(Debug, Clone)]
pub(crate) struct IndexedFile {
    pub(crate) file: String,
    pub(crate) stamp: Stamp,
    pub(crate) lines: i64,
    /// Project files it imports (project-relative).
    pub(crate) imports: Vec<String>,
    pub(crate) symbols: Vec<IndexedSymbol>,
}

impl Store {
    /// The stamps of every indexed file of `project`, and whether the file is marked
    /// `gave_up` (its table still to be made).
    pub(crate) fn index_stamps(&self, project: &str) -> Result<Vec<(String, Stamp, bool)>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT file, size, mtime_ns, hash, gave_up FROM scan_files WHERE project = ?1",
            )?;
            let rows = stmt.query_map([project], |r| {
                Ok((
                    r.get(0)?,
                    Stamp {
                        size: r.get(1)?,
                        mtime_ns: r.get(2)?,
                        hash: r.get(3)?,
                    },
                    r.get(4)?,
                ))
            })?;
            rows.collect()
        })
    }

    /// Marks `file` as given up at content `stamp`: no symbols, its stamp kept so that the
    /// hooks do not try again for that content; a scan parses it whatever its stamp.
    pub(crate) fn mark_gave_up(&self, project: &str, file: &str, stamp: Stamp) -> Result<()> {
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .context("marking a file of the project index")?;
        let id: i64 = tx.query_row(
            "INSERT INTO scan_files (project, file, size, mtime_ns, hash, lines, gave_up) \
             VALUES (?1, ?2, ?3, ?4, ?5, 0, 1) \
             ON CONFLICT (project, file) DO UPDATE SET size = excluded.size, \
               mtime_ns = excluded.mtime_ns, hash = excluded.hash, gave_up = 1 \
             RETURNING id",
            params![project, file, stamp.size, stamp.mtime_ns, stamp.hash],
            |r| r.get(0),
        )?;
        tx.execute("DELETE FROM scan_symbols WHERE file_id = ?1", [id])?;
        tx.commit().context("marking a file of the project index")?;
        Ok(())
    }

    /// Writes `files` into the index (replacing what it held for them), restamps the
    /// unchanged ones in `restamp`, and drops `gone`: one transaction.
    pub(crate) fn write_index(
        &self,
        project: &str,
        files: &[IndexedFile],
        restamp: &[(String, Stamp)],
        gone: &[String],
    ) -> Result<()> {
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .context("writing the project index")?;
        {
            let mut del_file = tx.prepare_cached(
                "DELETE FROM scan_files WHERE project = ?1 AND file = ?2 RETURNING id",
            )?;
            let mut del_syms = tx.prepare_cached("DELETE FROM scan_symbols WHERE file_id = ?1")?;
            // A file keeps its id: its symbols are replaced, its row updated in place.
            let mut put_file = tx.prepare_cached(
                "INSERT INTO scan_files (project, file, size, mtime_ns, hash, lines, imports, gave_up) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 0) \
                 ON CONFLICT (project, file) DO UPDATE SET size = excluded.size, \
                   mtime_ns = excluded.mtime_ns, hash = excluded.hash, lines = excluded.lines, \
                   imports = excluded.imports, gave_up = 0 \
                 RETURNING id",
            )?;
            let mut put_sym = tx.prepare_cached(
                "INSERT INTO scan_symbols (file_id, seq, name, kind, start_line, end_line, body_hash, body_size, doc_line) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?;
            let mut stamp = tx.prepare_cached(
                "UPDATE scan_files SET size = ?3, mtime_ns = ?4, hash = ?5 WHERE project = ?1 AND file = ?2",
            )?;
            for f in files {
                let imports = serde_json::to_string(&f.imports).unwrap_or_else(|_| "[]".into());
                let id: i64 = put_file.query_row(
                    params![
                        project,
                        f.file,
                        f.stamp.size,
                        f.stamp.mtime_ns,
                        f.stamp.hash,
                        f.lines,
                        imports
                    ],
                    |r| r.get(0),
                )?;
                del_syms.execute([id])?;
                for (seq, s) in f.symbols.iter().enumerate() {
                    put_sym.execute(params![
                        id,
                        seq as i64,
                        s.name,
                        kind_code(&s.kind),
                        s.start_line,
                        s.end_line,
                        s.body_hash as i64,
                        s.body_size,
                        s.doc_line
                    ])?;
                }
            }
            for (file, s) in restamp {
                stamp.execute(params![project, file, s.size, s.mtime_ns, s.hash])?;
            }
            for file in gone {
                let ids: Vec<i64> = del_file
                    .query_map(params![project, file], |r| r.get(0))?
                    .collect::<rusqlite::Result<_>>()?;
                for id in ids {
                    del_syms.execute([id])?;
                }
            }
        }
        tx.commit().context("writing the project index")?;
        Ok(())
    }

    /// Indexed symbols of `project` with anchor `hash` (16 hex digits), outside
    /// `except_file`: `(file, name)`. Only an anchor of [`TRIVIAL_TOKENS`] or more is looked
    /// up (the index by anchor holds no smaller one: they never say where code went).
    ///
    /// [`TRIVIAL_TOKENS`]: crate::symbols::TRIVIAL_TOKENS
    pub(crate) fn indexed_with_hash(
        &self,
        project: &str,
        hash: &str,
        except_file: &str,
    ) -> Result<Vec<(String, String)>> {
        let Some(hash) = hash_of_hex(hash) else {
            return Ok(Vec::new());
        };
        self.read(|| {
            // The literal 24 is the index's own condition (`TRIVIAL_TOKENS`), so that SQLite
            // uses it; a test holds the two equal.
            let mut stmt = self.conn.prepare_cached(
                "SELECT f.file, s.name FROM scan_symbols s JOIN scan_files f ON f.id = s.file_id \
                 WHERE s.body_hash = ?2 AND s.body_size >= 24 AND f.project = ?1 AND f.file != ?3",
            )?;
            let rows = stmt.query_map(params![project, hash, except_file], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
            rows.collect()
        })
    }

    /// The whole index of `project`: files with their line count and imports, and symbols.
    pub(crate) fn index(&self, project: &str) -> Result<Vec<IndexedFile>> {
        self.read(|| {
            let mut files: Vec<IndexedFile> = Vec::new();
            let mut ids: HashMap<i64, usize> = HashMap::new();
            let mut stmt = self.conn.prepare(
                "SELECT file, size, mtime_ns, hash, lines, imports, id FROM scan_files \
                 WHERE project = ?1 ORDER BY file",
            )?;
            let rows = stmt.query_map([project], |r| {
                let imports: String = r.get(5)?;
                let id: i64 = r.get(6)?;
                Ok((id, IndexedFile {
                    file: r.get(0)?,
                    stamp: Stamp {
                        size: r.get(1)?,
                        mtime_ns: r.get(2)?,
                        hash: r.get(3)?,
                    },
                    lines: r.get(4)?,
                    imports: serde_json::from_str(&imports).unwrap_or_default(),
                    symbols: Vec::new(),
                }))
            })?;
            for f in rows {
                let (id, f) = f?;
                ids.insert(id, files.len());
                files.push(f);
            }
            let mut stmt = self.conn.prepare(
                "SELECT s.file_id, s.name, s.kind, s.start_line, s.end_line, s.body_hash, s.body_size, s.doc_line \
                 FROM scan_symbols s JOIN scan_files f ON f.id = s.file_id WHERE f.project = ?1 \
                 ORDER BY s.file_id, s.start_line",
            )?;
            let mut rows = stmt.query([project])?;
            while let Some(r) = rows.next()? {
                if let Some(&at) = ids.get(&r.get::<_, i64>(0)?) {
                    files[at].symbols.push(symbol_at(r, 1)?);
                }
            }
            Ok(files)
        })
    }

    /// The anchors of the indexed symbols of one file.
    pub(crate) fn indexed_hashes(&self, project: &str, file: &str) -> Result<Vec<String>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT s.body_hash FROM scan_files f JOIN scan_symbols s ON s.file_id = f.id \
                 WHERE f.project = ?1 AND f.file = ?2",
            )?;
            let rows = stmt.query_map(params![project, file], |r| {
                Ok(hex_of_hash(r.get::<_, i64>(0)? as u64))
            })?;
            rows.collect()
        })
    }

    /// The stamp of one indexed file and its `gave_up` mark, None when it is not in the
    /// index.
    pub(crate) fn indexed_stamp(&self, project: &str, file: &str) -> Result<Option<(Stamp, bool)>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT size, mtime_ns, hash, gave_up FROM scan_files WHERE project = ?1 AND file = ?2",
            )?;
            stmt.query_row(params![project, file], |r| {
                Ok((
                    Stamp {
                        size: r.get(0)?,
                        mtime_ns: r.get(1)?,
                        hash: r.get(2)?,
                    },
                    r.get(3)?,
                ))
            })
            .optional()
        })
    }

    /// The indexed symbols of one file, in the order the table had them when written.
    pub(crate) fn indexed_symbols(&self, project: &str, file: &str) -> Result<Vec<IndexedSymbol>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT s.name, s.kind, s.start_line, s.end_line, s.body_hash, s.body_size, s.doc_line \
                 FROM scan_files f JOIN scan_symbols s ON s.file_id = f.id \
                 WHERE f.project = ?1 AND f.file = ?2 ORDER BY s.seq",
            )?;
            let rows = stmt.query_map(params![project, file], |r| symbol_at(r, 0))?;
            rows.collect()
        })
    }

    /// The names of the indexed symbols of one file.
    pub(crate) fn indexed_names(&self, project: &str, file: &str) -> Result<Vec<String>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT s.name FROM scan_files f JOIN scan_symbols s ON s.file_id = f.id \
                 WHERE f.project = ?1 AND f.file = ?2",
            )?;
            let rows = stmt.query_map(params![project, file], |r| r.get(0))?;
            rows.collect()
        })
    }

    /// The files of `project` with active lessons on named symbols whose code is not known to
    /// be gone (an orphan is only taken in again by code that appears with its anchor).
    pub(crate) fn files_with_anchored_lessons(&self, project: &str) -> Result<Vec<String>> {
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT DISTINCT file FROM symbols \
                 WHERE project = ?1 AND active_count > 0 AND name != '' AND file != '' \
                   AND orphaned_at IS NULL ORDER BY file",
            )?;
            let rows = stmt.query_map([project], |r| r.get(0))?;
            rows.collect()
        })
    }
    /// The files of `project` a hook's parse gave up on (their tables still to be made).
    pub(crate) fn gave_up_files(&self, project: &str) -> Result<Vec<String>> {
        self.read(|| {
            let mut stmt = self
                .conn
                .prepare_cached("SELECT file FROM scan_files WHERE project = ?1 AND gave_up = 1")?;
            let rows = stmt.query_map([project], |r| r.get(0))?;
            rows.collect()
        })
    }

    /// What the last complete scan of `project` saw of git (migration 19): the commit
    /// checked out and the paths that differed from it. None when no scan left one.
    pub(crate) fn git_mark(&self, project: &str) -> Result<Option<(String, Vec<String>)>> {
        self.read(|| {
            let mut stmt = self
                .conn
                .prepare_cached("SELECT head, dirty FROM scan_git WHERE project = ?1")?;
            stmt.query_row([project], |r| {
                let dirty: String = r.get(1)?;
                Ok((
                    r.get(0)?,
                    dirty
                        .split('\0')
                        .filter(|p| !p.is_empty())
                        .map(str::to_string)
                        .collect(),
                ))
            })
            .optional()
        })
    }

    /// Keeps what this scan saw of git for the next one, or forgets it (`None`: the next
    /// scan walks the tree).
    pub(crate) fn set_git_mark(
        &self,
        project: &str,
        mark: Option<(&str, &[String])>,
    ) -> Result<()> {
        match mark {
            Some((head, dirty)) => self.conn.execute(
                "INSERT INTO scan_git (project, head, dirty) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (project) DO UPDATE SET head = excluded.head, dirty = excluded.dirty",
                params![project, head, dirty.join("\0")],
            ),
            None => self
                .conn
                .execute("DELETE FROM scan_git WHERE project = ?1", [project]),
        }
        .context("keeping what the scan saw of git")?;
        Ok(())
    }
    /// The stamps of the indexed files of `project` under the directory `dir` (ending in
    /// `/`).
    pub(crate) fn indexed_under(&self, project: &str, dir: &str) -> Result<Vec<(String, Stamp)>> {
        // Every path that starts with `dir/` sorts between `dir/` and `dir0`.
        let end = format!("{}0", dir.trim_end_matches('/'));
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT file, size, mtime_ns, hash FROM scan_files \
                 WHERE project = ?1 AND file >= ?2 AND file < ?3",
            )?;
            let rows = stmt.query_map(params![project, dir, end], |r| {
                Ok((r.get(0)?, stamp_at(r, 1)?))
            })?;
            rows.collect()
        })
    }
}

/// The symbol in the columns from `at` of a row: name, kind, start and end line, anchor
/// hash and size, doc line.
fn symbol_at(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<IndexedSymbol> {
    Ok(IndexedSymbol {
        name: r.get(at)?,
        kind: kind_at(r, at + 1)?,
        start_line: r.get(at + 2)?,
        end_line: r.get(at + 3)?,
        body_hash: r.get::<_, i64>(at + 4)? as u64,
        body_size: r.get(at + 5)?,
        doc_line: r.get(at + 6)?,
    })
}

/// How `kind` is stored: its number in [`KIND_CODES`], or its text.
fn kind_code(kind: &str) -> rusqlite::types::Value {
    match KIND_CODES.iter().position(|k| *k == kind) {
        Some(n) => rusqlite::types::Value::Integer(n as i64),
        None => rusqlite::types::Value::Text(kind.to_string()),
    }
}

/// The kind in column `at` of a row (a number of [`KIND_CODES`], or text).
fn kind_at(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<String> {
    match r.get_ref(at)? {
        rusqlite::types::ValueRef::Integer(n) => Ok(usize::try_from(n)
            .ok()
            .and_then(|n| KIND_CODES.get(n))
            .map_or_else(|| "definition".to_string(), |k| (*k).to_string())),
        _ => r.get(at),
    }
}

/// An anchor's hash from its 16 hex digits (as lessons store it); None when it is not one.
fn hash_of_hex(hex: &str) -> Option<i64> {
    u64::from_str_radix(hex, 16).ok().map(|h| h as i64)
}

/// An anchor's hash as lessons store it: 16 hex digits.
fn hex_of_hash(hash: u64) -> String {
    format!("{hash:016x}")
}

/// The stamp in the columns `at`, `at + 1` and `at + 2` (size, mtime, hash) of a row.
fn stamp_at(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Stamp> {
    Ok(Stamp {
        size: r.get(at)?,
        mtime_ns: r.get(at + 1)?,
        hash: r.get(at + 2)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_a_table_has_is_stored_as_a_number_and_read_back() {
        for kind in crate::symbols::KINDS.iter().chain(&["definition"]) {
            assert!(
                matches!(kind_code(kind), rusqlite::types::Value::Integer(_)),
                "{kind}"
            );
        }
        // The migration converts the rows written before it with the same numbers.
        let sql = super::super::schema::MIGRATIONS
            .iter()
            .find(|m| m.0 == 20)
            .unwrap()
            .1;
        for (n, kind) in KIND_CODES.iter().enumerate() {
            assert!(sql.contains(&format!("WHEN '{kind}' THEN {n}")), "{kind}");
        }
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        for kind in ["method", "oddity"] {
            let back: String = conn
                .query_row("SELECT ?1", [kind_code(kind)], |r| kind_at(r, 0))
                .unwrap();
            assert_eq!(back, kind);
        }
    }
}
