//! The project index (migration 8): every supported file `cm scan` or a hook parsed, with
//! the stamp that says whether it changed since, the project modules it imports, and its
//! symbols with their anchors. Where code with lessons went is looked up here, `cm map` is
//! drawn from it, and it is the one store of a file's symbol table the hooks answer from.
//! A file whose table a hook's parse budget could not make is kept with its stamp and the
//! `gave_up` mark (migration 14) and no symbols, until a scan or a background parse makes
//! it. A file a scan read without parsing (a project with no anchored lessons needs no
//! table of a file nobody touched) has its stamp and no table either ([`Table::Later`]).
//! Since migration 20 a file has an integer id, its table is one encoded value
//! (`scan_tables`, [`encoded`]), and the anchors that can move a lesson are indexed by their
//! 64-bit hash (`scan_anchors`).

use anyhow::{Context as _, Result};
use rusqlite::params;

use super::{Store, immediate};

mod encoded;
use encoded::{decode, encode};

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
    /// Its symbol table; None while it is not made ([`Table::Later`]).
    pub(crate) symbols: Option<Vec<IndexedSymbol>>,
}

/// What the index holds of a file besides its stamp.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Table {
    /// Its symbol table.
    Made,
    /// No table: a hook's parse gave up on this content (a scan makes it).
    GaveUp,
    /// No table yet: a scan of a project without anchored lessons indexes a new file
    /// without parsing it; a hook, `cm map` or a later change makes it when needed.
    Later,
}

impl Store {
    /// The stamps of every indexed file of `project`.
    pub(crate) fn index_stamps(&self, project: &str) -> Result<Vec<(String, Stamp)>> {
        self.rows(
            "SELECT file, size, mtime_ns, hash FROM scan_files WHERE project = ?1",
            [project],
            |r| Ok((r.get(0)?, stamp_at(r, 1)?)),
        )
    }

    /// Marks `file` as given up at content `stamp`: no symbols, its stamp kept so that the
    /// hooks do not try again for that content; a scan parses it whatever its stamp.
    pub(crate) fn mark_gave_up(&self, project: &str, file: &str, stamp: Stamp) -> Result<()> {
        let tx = immediate(&self.conn).context("marking a file of the project index")?;
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
        tx.commit().context("marking a file of the project index")
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
        let tx = immediate(&self.conn).context("writing the project index")?;
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
            let mut del_table = tx.prepare_cached("DELETE FROM scan_tables WHERE file_id = ?1")?;
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
                let Some(symbols) = &f.symbols else {
                    del_table.execute([id])?;
                    continue;
                };
                encode(symbols, &mut buf);
                put_table.execute(params![id, buf])?;
                for (seq, s) in symbols.iter().enumerate() {
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
            for file in gone {
                if let Some(id) = drop_table(&tx, project, file)? {
                    del_table.execute([id])?;
                }
                del_file.execute(params![project, file])?;
            }
        }
        tx.commit().context("writing the project index")
    }

    /// Indexed symbols of `project` with anchor `hash` (16 hex digits), outside
    /// `except_file`: `(file, name)`. Only an anchor of [`MOVING_ANCHOR_TOKENS`] or more is
    /// found (the index by anchor holds no smaller one: they never say where code went).
    pub(crate) fn indexed_with_hash(
        &self,
        project: &str,
        hash: &str,
        except_file: &str,
    ) -> Result<Vec<(String, String)>> {
        let Ok(hash) = u64::from_str_radix(hash, 16) else {
            return Ok(Vec::new());
        };
        self.read(|| {
            let mut stmt = self.conn.prepare_cached(
                "SELECT f.file, a.seq, t.symbols FROM scan_anchors a \
                 JOIN scan_files f ON f.id = a.file_id JOIN scan_tables t ON t.file_id = a.file_id \
                 WHERE a.body_hash = ?2 AND f.project = ?1 AND f.file != ?3",
            )?;
            let mut rows = stmt.query(params![project, hash as i64, except_file])?;
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
                    rusqlite::types::ValueRef::Blob(b) => Some(decode(b)),
                    _ => None,
                };
                if let Some(symbols) = &mut symbols {
                    symbols.sort_by_key(|s| s.start_line);
                }
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

    /// The anchors of the indexed symbols of one file, as lessons store them: 16 hex digits.
    pub(crate) fn indexed_hashes(&self, project: &str, file: &str) -> Result<Vec<String>> {
        Ok(self
            .indexed_symbols(project, file)?
            .into_iter()
            .map(|s| format!("{:016x}", s.body_hash))
            .collect())
    }

    /// The stamp of one indexed file and whether its table is there, None when it is not
    /// in the index.
    pub(crate) fn indexed_stamp(
        &self,
        project: &str,
        file: &str,
    ) -> Result<Option<(Stamp, Table)>> {
        self.opt_row(
            "SELECT f.size, f.mtime_ns, f.hash, f.gave_up, t.file_id IS NOT NULL \
             FROM scan_files f LEFT JOIN scan_tables t ON t.file_id = f.id \
             WHERE f.project = ?1 AND f.file = ?2",
            params![project, file],
            |r| {
                let table = match (r.get(3)?, r.get(4)?) {
                    (true, _) => Table::GaveUp,
                    (false, true) => Table::Made,
                    (false, false) => Table::Later,
                };
                Ok((stamp_at(r, 0)?, table))
            },
        )
    }

    /// The indexed symbols of one file, in the order the table had them when written.
    pub(crate) fn indexed_symbols(&self, project: &str, file: &str) -> Result<Vec<IndexedSymbol>> {
        let table = self.opt_row(
            "SELECT t.symbols FROM scan_files f JOIN scan_tables t ON t.file_id = f.id \
             WHERE f.project = ?1 AND f.file = ?2",
            params![project, file],
            |r| Ok(decode(r.get_ref(0)?.as_blob()?)),
        )?;
        Ok(table.unwrap_or_default())
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
        self.rows(
            "SELECT DISTINCT file FROM symbols \
             WHERE project = ?1 AND active_count > 0 AND name != '' AND file != '' \
               AND orphaned_at IS NULL ORDER BY file",
            [project],
            |r| r.get(0),
        )
    }
    /// The files of `project` whose tables a scan makes whatever their stamps say: those a
    /// hook's parse gave up on, and those with lessons that a first scan only read.
    pub(crate) fn tables_to_make(&self, project: &str) -> Result<Vec<String>> {
        self.rows(
            "SELECT file FROM scan_files WHERE project = ?1 AND gave_up = 1 \
             UNION SELECT s.file FROM symbols s \
               JOIN scan_files f ON f.project = s.project AND f.file = s.file \
               LEFT JOIN scan_tables t ON t.file_id = f.id \
             WHERE s.project = ?1 AND s.active_count > 0 AND s.name != '' AND t.file_id IS NULL",
            [project],
            |r| r.get(0),
        )
    }

    /// What the last complete scan of `project` saw of git (migration 19): the commit
    /// checked out and the paths that differed from it. None when no scan left one.
    pub(crate) fn git_mark(&self, project: &str) -> Result<Option<(String, Vec<String>)>> {
        let sql = "SELECT head, dirty FROM scan_git WHERE project = ?1";
        self.opt_row(sql, [project], |r| {
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
        self.rows(
            "SELECT file, size, mtime_ns, hash FROM scan_files \
             WHERE project = ?1 AND file >= ?2 AND file < ?3",
            params![project, dir, end],
            |r| Ok((r.get(0)?, stamp_at(r, 1)?)),
        )
    }
}

/// Anchors of fewer tokens never say where code went (the symbols' `TRIVIAL_TOKENS`, which
/// a test holds this to): the index by anchor leaves them out.
const MOVING_ANCHOR_TOKENS: i64 = 24;

/// Whether an anchor of `size` tokens can say where code went: only those are in the index
/// by anchor.
fn moves_lessons(size: i64) -> bool {
    size >= MOVING_ANCHOR_TOKENS
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

/// The stamp in the columns `at`, `at + 1` and `at + 2` (size, mtime, hash) of a row.
fn stamp_at(r: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Stamp> {
    Ok(Stamp {
        size: r.get(at)?,
        mtime_ns: r.get(at + 1)?,
        hash: r.get(at + 2)?,
    })
}
