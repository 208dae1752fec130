//! The project index (migration 8): every supported file `cm scan` or a hook parsed, with
//! the stamp that says whether it changed since, the project modules it imports, and its
//! symbols with their anchors. Where code with lessons went is looked up here, `cm map` is
//! drawn from it, and it is the one store of a file's symbol table the hooks answer from.
//! A file whose table a hook's parse budget could not make is kept with its stamp and the
//! `gave_up` mark (migration 14) and no symbols, until a scan or a background parse makes
//! it. A file has an integer id its symbols are keyed by, and an anchor is stored as its
//! 64-bit integer (migration 20).

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
        if let Some(id) = drop_table(&tx, project, file)? {
            tx.execute("DELETE FROM scan_tables WHERE file_id = ?1", [id])?;
        }
        tx.execute(
            "INSERT INTO scan_files (project, file, size, mtime_ns, hash, lines, gave_up) \
             VALUES (?1, ?2, ?3, ?4, ?5, 0, 1) \
             ON CONFLICT (project, file) DO UPDATE SET size = excluded.size, \
               mtime_ns = excluded.mtime_ns, hash = excluded.hash, gave_up = 1",
            params![project, file, stamp.size, stamp.mtime_ns, stamp.hash],
        )?;
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
            // A file keeps its id: its row is updated in place, its table replaced.
            let mut put_file = tx.prepare_cached(
                "INSERT INTO scan_files (project, file, size, mtime_ns, hash, lines, imports, gave_up) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 0) \
                 ON CONFLICT (project, file) DO UPDATE SET size = excluded.size, \
                   mtime_ns = excluded.mtime_ns, hash = excluded.hash, lines = excluded.lines, \
                   imports = excluded.imports, gave_up = 0 \
                 RETURNING id",
            )?;
            let mut put_table = tx.prepare_cached(
                "INSERT OR REPLACE INTO scan_tables (file_id, symbols) VALUES (?1, ?2)",
            )?;
            let mut put_anchor = tx.prepare_cached(
                "INSERT OR IGNORE INTO scan_anchors (body_hash, file_id, seq) VALUES (?1, ?2, ?3)",
            )?;
            let mut stamp = tx.prepare_cached(
                "UPDATE scan_files SET size = ?3, mtime_ns = ?4, hash = ?5 WHERE project = ?1 AND file = ?2",
            )?;
            let mut buf = Vec::new();
            for f in files {
                drop_table(&tx, project, &f.file)?;
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
                encode(&f.symbols, &mut buf);
                put_table.execute(params![id, buf])?;
                for (seq, s) in f.symbols.iter().enumerate() {
                    if moves_lessons(s.body_size) {
                        put_anchor.execute(params![s.body_hash as i64, id, seq as i64])?;
                    }
                }
            }
            for (file, s) in restamp {
                stamp.execute(params![project, file, s.size, s.mtime_ns, s.hash])?;
            }
            let mut del_file =
                tx.prepare_cached("DELETE FROM scan_files WHERE project = ?1 AND file = ?2")?;
            let mut del_table = tx.prepare_cached("DELETE FROM scan_tables WHERE file_id = ?1")?;
            for file in gone {
                if let Some(id) = drop_table(&tx, project, file)? {
                    del_table.execute([id])?;
                }
                del_file.execute(params![project, file])?;
            }
        }
        tx.commit().context("writing the project index")?;
        Ok(())
    }

    /// Indexed symbols of `project` with anchor `hash` (16 hex digits), outside
    /// `except_file`: `(file, name)`. Only an anchor of [`TRIVIAL_TOKENS`] or more is found
    /// (the index by anchor holds no smaller one: they never say where code went).
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
            let mut stmt = self.conn.prepare_cached(
                "SELECT f.file, a.seq, t.symbols FROM scan_anchors a \
                 JOIN scan_files f ON f.id = a.file_id JOIN scan_tables t ON t.file_id = a.file_id \
                 WHERE a.body_hash = ?2 AND f.project = ?1 AND f.file != ?3",
            )?;
            let mut rows = stmt.query(params![project, hash, except_file])?;
            let mut out = Vec::new();
            while let Some(r) = rows.next()? {
                let seq = usize::try_from(r.get::<_, i64>(1)?).unwrap_or(usize::MAX);
                if let Some(s) = decode(r.get_ref(2)?.as_blob()?).into_iter().nth(seq) {
                    out.push((r.get(0)?, s.name));
                }
            }
            Ok(out)
        })
    }

    /// The whole index of `project`: files with their line count and imports, and symbols
    /// (each file's by start line).
    pub(crate) fn index(&self, project: &str) -> Result<Vec<IndexedFile>> {
        self.read(|| {
            let mut files: Vec<IndexedFile> = Vec::new();
            let mut stmt = self.conn.prepare(
                "SELECT f.file, f.size, f.mtime_ns, f.hash, f.lines, f.imports, t.symbols \
                 FROM scan_files f LEFT JOIN scan_tables t ON t.file_id = f.id \
                 WHERE f.project = ?1 ORDER BY f.file",
            )?;
            let mut rows = stmt.query([project])?;
            while let Some(r) = rows.next()? {
                let imports: String = r.get(5)?;
                let mut symbols = match r.get_ref(6)? {
                    rusqlite::types::ValueRef::Blob(b) => decode(b),
                    _ => Vec::new(),
                };
                symbols.sort_by_key(|s| s.start_line);
                files.push(IndexedFile {
                    file: r.get(0)?,
                    stamp: stamp_at(r, 1)?,
                    lines: r.get(4)?,
                    imports: serde_json::from_str(&imports).unwrap_or_default(),
                    symbols,
                });
            }
            Ok(files)
        })
    }

    /// The anchors of the indexed symbols of one file.
    pub(crate) fn indexed_hashes(&self, project: &str, file: &str) -> Result<Vec<String>> {
        Ok(self
            .indexed_symbols(project, file)?
            .into_iter()
            .map(|s| hex_of_hash(s.body_hash))
            .collect())
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
                "SELECT t.symbols FROM scan_files f JOIN scan_tables t ON t.file_id = f.id \
                 WHERE f.project = ?1 AND f.file = ?2",
            )?;
            let mut rows = stmt.query(params![project, file])?;
            match rows.next()? {
                Some(r) => Ok(decode(r.get_ref(0)?.as_blob()?)),
                None => Ok(Vec::new()),
            }
        })
    }

    /// The names of the indexed symbols of one file.
    pub(crate) fn indexed_names(&self, project: &str, file: &str) -> Result<Vec<String>> {
        Ok(self
            .indexed_symbols(project, file)?
            .into_iter()
            .map(|s| s.name)
            .collect())
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

/// Whether an anchor of `size` tokens can say where code went ([`TRIVIAL_TOKENS`]): only
/// those are in the index by anchor.
///
/// [`TRIVIAL_TOKENS`]: crate::symbols::TRIVIAL_TOKENS
fn moves_lessons(size: i64) -> bool {
    size >= i64::from(crate::symbols::TRIVIAL_TOKENS)
}

/// Takes the anchors of the table the index holds for `file` out of the index by anchor;
/// returns the file's id when it is indexed.
fn drop_table(
    tx: &rusqlite::Connection,
    project: &str,
    file: &str,
) -> rusqlite::Result<Option<i64>> {
    let mut stmt = tx.prepare_cached(
        "SELECT f.id, t.symbols FROM scan_files f LEFT JOIN scan_tables t ON t.file_id = f.id \
         WHERE f.project = ?1 AND f.file = ?2",
    )?;
    let mut rows = stmt.query(params![project, file])?;
    let Some(r) = rows.next()? else {
        return Ok(None);
    };
    let id: i64 = r.get(0)?;
    if let rusqlite::types::ValueRef::Blob(b) = r.get_ref(1)? {
        let mut del = tx.prepare_cached(
            "DELETE FROM scan_anchors WHERE body_hash = ?1 AND file_id = ?2 AND seq = ?3",
        )?;
        for (seq, s) in decode(b).iter().enumerate() {
            if moves_lessons(s.body_size) {
                del.execute(params![s.body_hash as i64, id, seq as i64])?;
            }
        }
    }
    Ok(Some(id))
}

/// A file's symbol table as the index stores it (migration 20), into `out`: for each
/// symbol, in order, its name (length, bytes), its kind (twice its number in
/// [`KIND_CODES`], or twice its length plus one, then its bytes), its start line (the
/// difference from the symbol before), its last line (from its start), its anchor's hash
/// (8 bytes, little-endian) and size, and its doc line (0 for none, else one more than its
/// distance from the start). Numbers are LEB128 varints, differences zigzag-encoded.
fn encode(symbols: &[IndexedSymbol], out: &mut Vec<u8>) {
    out.clear();
    let mut line = 0;
    for s in symbols {
        varint(out, s.name.len() as u64);
        out.extend_from_slice(s.name.as_bytes());
        match KIND_CODES.iter().position(|k| *k == s.kind) {
            Some(n) => varint(out, n as u64 * 2),
            None => {
                varint(out, s.kind.len() as u64 * 2 + 1);
                out.extend_from_slice(s.kind.as_bytes());
            }
        }
        varint(out, zigzag(s.start_line - line));
        line = s.start_line;
        varint(out, zigzag(s.end_line - s.start_line));
        out.extend_from_slice(&s.body_hash.to_le_bytes());
        varint(out, zigzag(s.body_size));
        varint(out, s.doc_line.map_or(0, |d| zigzag(s.start_line - d) + 1));
    }
}

/// The table [`encode`] wrote; what follows a malformed symbol is left out.
fn decode(mut b: &[u8]) -> Vec<IndexedSymbol> {
    fn bytes<'a>(b: &mut &'a [u8], n: u64) -> Option<&'a [u8]> {
        let n = usize::try_from(n).ok()?;
        let (head, rest) = (b.get(..n)?, b.get(n..)?);
        *b = rest;
        Some(head)
    }
    fn text(b: &mut &[u8], n: u64) -> Option<String> {
        String::from_utf8(bytes(b, n)?.to_vec()).ok()
    }
    fn one(b: &mut &[u8], line: &mut i64) -> Option<IndexedSymbol> {
        let n = read_varint(b)?;
        let name = text(b, n)?;
        let k = read_varint(b)?;
        let kind = if k % 2 == 0 {
            (*KIND_CODES.get(usize::try_from(k / 2).ok()?)?).to_string()
        } else {
            text(b, k / 2)?
        };
        *line += unzigzag(read_varint(b)?);
        let end_line = *line + unzigzag(read_varint(b)?);
        let body_hash = u64::from_le_bytes(bytes(b, 8)?.try_into().ok()?);
        let body_size = unzigzag(read_varint(b)?);
        let doc = read_varint(b)?;
        Some(IndexedSymbol {
            name,
            kind,
            start_line: *line,
            end_line,
            body_hash,
            body_size,
            doc_line: (doc > 0).then(|| *line - unzigzag(doc - 1)),
        })
    }
    let mut out = Vec::new();
    let mut line = 0;
    while !b.is_empty() {
        match one(&mut b, &mut line) {
            Some(s) => out.push(s),
            None => break,
        }
    }
    out
}

fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn read_varint(b: &mut &[u8]) -> Option<u64> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let (&byte, rest) = b.split_first()?;
        *b = rest;
        n |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Some(n);
        }
    }
    None
}

fn zigzag(n: i64) -> u64 {
    ((n << 1) ^ (n >> 63)) as u64
}

fn unzigzag(n: u64) -> i64 {
    ((n >> 1) as i64) ^ -((n & 1) as i64)
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

    fn sym(
        name: &str,
        kind: &str,
        lines: (i64, i64),
        hash: u64,
        doc: Option<i64>,
    ) -> IndexedSymbol {
        IndexedSymbol {
            name: name.into(),
            kind: kind.into(),
            start_line: lines.0,
            end_line: lines.1,
            body_hash: hash,
            body_size: 30,
            doc_line: doc,
        }
    }

    #[test]
    fn a_table_is_read_back_as_written() {
        let table = vec![
            sym("Cart", "class", (3, 90), u64::MAX, Some(1)),
            sym("Cart.total", "method", (10, 20), 0, None),
            sym(
                "Cart.empty",
                "oddity",
                (10, 10),
                0x8000_0000_0000_0001,
                Some(9),
            ),
            sym("é", "definition", (1, 100_000), 7, None),
        ];
        let mut blob = Vec::new();
        encode(&table, &mut blob);
        assert_eq!(decode(&blob), table);
        // A cut value keeps the symbols before the cut.
        assert_eq!(decode(&blob[..blob.len() - 1]), table[..3]);
        encode(&[], &mut blob);
        assert!(decode(&blob).is_empty());
    }

    #[test]
    fn every_kind_a_table_has_is_stored_as_a_number() {
        for kind in crate::symbols::KINDS.iter().chain(&["definition"]) {
            assert!(KIND_CODES.contains(kind), "{kind}");
        }
    }
}
