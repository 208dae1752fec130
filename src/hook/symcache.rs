//! The symbol table of a file, parsed once and reused while the file is unchanged.
//!
//! Parsing a 5,000-line file costs tens of milliseconds; a hook answers in a few. Tables are
//! cached in the database by absolute path with the file's size, mtime and xxh3 hash. When
//! the caller already holds the content (the gate reads it anyway) the hash decides; else
//! an unchanged size and mtime is trusted and the hash is only computed when they moved
//! (a touched but identical file is not parsed again).

use std::path::Path;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result};

use crate::store::Store;
use crate::store::scan::{IndexedSymbol, Stamp};
use crate::store::symbol_cache::CachedTable;
use crate::symbols::{self, Anchor, Symbol};

/// The symbols of the file at `path`, None when its language is not supported, it is no
/// regular file of at most [`crate::files::MAX_SOURCE_BYTES`] (those are never read), or
/// its table cannot be made within [`symbols::HOOK_PARSE_BUDGET`] (noted in the store).
/// `content` is the file's current bytes when the caller has read them already.
///
/// Saving the table is best effort: a database that cannot be written still answers
/// (the failure is noted in the store for the hook log).
pub(crate) fn symbols_of(
    store: &Store,
    path: &Path,
    content: Option<&[u8]>,
) -> Result<Option<Vec<Symbol>>> {
    Ok(current(store, path, content, None)?.map(|c| c.table))
}

/// [`symbols_of`] the file of `place`, which may also be answered from the project index
/// (`cm scan`, the session's scan and edits keep it) when that holds the file as it is now:
/// the first look at a big file in a session then parses nothing.
pub(crate) fn symbols_at(
    store: &Store,
    place: &super::Place,
    content: Option<&[u8]>,
) -> Result<Option<Vec<Symbol>>> {
    let indexed = Some((place.project.as_str(), place.file.as_str()));
    Ok(current(store, &place.path, content, indexed)?.map(|c| c.table))
}

/// [`symbols_at`] for a hook that asks only after the symbols lessons are about, the file's
/// symbols with active lessons. A big file that must be parsed is read only where those
/// could be defined ([`symbols::lesson_symbols_within`]): that table holds every symbol
/// whose lessons could apply as the whole table has it, answers this call, and is not
/// cached. The cache, the project index or a whole reading answer otherwise.
pub(crate) fn lesson_symbols_at(
    store: &Store,
    place: &super::Place,
    content: Option<&[u8]>,
) -> Result<Option<Vec<Symbol>>> {
    let indexed = Some((place.project.as_str(), place.file.as_str()));
    Ok(lookup(store, &place.path, content, indexed, indexed)?.map(|c| c.table))
}

/// A file's symbol table as it is now, with what says which content it was made from.
pub(crate) struct Current {
    pub(crate) table: Vec<Symbol>,
    /// Size and mtime as read now, and the hash of the content the table was made from.
    pub(crate) stamp: Stamp,
    /// The content, when this call read it (a cache hit on size and mtime reads nothing).
    pub(crate) bytes: Option<Vec<u8>>,
}

/// [`symbols_of`], with the stamp and the bytes read on the way, so that a caller that
/// indexes the file reads and hashes it once. `indexed` is the file's place in the project
/// index (project, project-relative file), which answers when the cache does not.
pub(crate) fn current(
    store: &Store,
    path: &Path,
    content: Option<&[u8]>,
    indexed: Option<(&str, &str)>,
) -> Result<Option<Current>> {
    lookup(store, path, content, indexed, None)
}

/// [`current`]; with `focus`, the file's place in the store (project, project-relative
/// file), a file that must be parsed is read only where its symbols with lessons could be
/// ([`lesson_symbols_at`]).
fn lookup(
    store: &Store,
    path: &Path,
    content: Option<&[u8]>,
    indexed: Option<(&str, &str)>,
    focus: Option<(&str, &str)>,
) -> Result<Option<Current>> {
    if symbols::language_for_path(path).is_none() {
        return Ok(None);
    }
    let Some(stat) =
        crate::files::source_stat(path).with_context(|| format!("reading {}", path.display()))?
    else {
        return Ok(None);
    };
    let size = stat.size as i64;
    let mtime_ns = stat.mtime_ns;
    let key = path.to_string_lossy();
    let cached = store.cached_table(&key)?;

    if content.is_none()
        && let Some(c) = &cached
        && c.size == size
        && c.mtime_ns == mtime_ns
    {
        if c.table == GAVE_UP {
            return Ok(None);
        }
        if let Ok(table) = serde_json::from_str(&c.table) {
            let stamp = Stamp {
                size,
                mtime_ns,
                hash: c.hash,
            };
            return Ok(Some(Current {
                table,
                stamp,
                bytes: None,
            }));
        }
    }
    let in_index = match indexed {
        Some((project, file)) => store
            .indexed_stamp(project, file)?
            .map(|stamp| (project, file, stamp)),
        None => None,
    };
    if content.is_none()
        && let Some((project, file, stamp)) = in_index
        && stamp.size == size
        && stamp.mtime_ns == mtime_ns
    {
        return Ok(Some(Current {
            table: from_index(store.indexed_symbols(project, file)?),
            stamp,
            bytes: None,
        }));
    }
    let mut read = None;
    if content.is_none() {
        let Some(bytes) = crate::files::read_source(path)
            .with_context(|| format!("reading {}", path.display()))?
        else {
            return Ok(None);
        };
        read = Some(bytes);
    }
    let bytes = content.or(read.as_deref()).unwrap_or_default();
    let hash = xxhash_rust::xxh3::xxh3_64(bytes) as i64;
    let stamp = Stamp {
        size,
        mtime_ns,
        hash,
    };
    if let Some(c) = &cached
        && c.hash == hash
        && c.size == size
        && c.mtime_ns == mtime_ns
        && c.table == GAVE_UP
    {
        return Ok(None);
    }
    if let Some(c) = &cached
        && c.hash == hash
        && let Ok(table) = serde_json::from_str::<Vec<Symbol>>(&c.table)
    {
        if c.size != size || c.mtime_ns != mtime_ns {
            store.save_if_possible(|| store.restamp_cached_table(&key, size, mtime_ns));
        }
        return Ok(Some(Current {
            table,
            stamp,
            bytes: read,
        }));
    }
    if let Some((project, file, indexed)) = in_index
        && indexed.hash == hash
    {
        return Ok(Some(Current {
            table: from_index(store.indexed_symbols(project, file)?),
            stamp,
            bytes: read,
        }));
    }
    // A focused reading tried first with the whole budget leaves the whole reading the
    // file's own: past the budget, the file is to blame.
    let mut focused_fresh = None;
    if let Some((project, file)) = focus {
        let names = store.lesson_names_in_file(project, file)?;
        let (made, fresh) =
            within_budget(|budget| symbols::lesson_symbols_within(path, bytes, &names, budget));
        focused_fresh = Some(fresh);
        match made {
            Ok(Some(table)) => {
                return Ok(Some(Current {
                    table,
                    stamp,
                    bytes: read,
                }));
            }
            Ok(None) => {}
            Err(e) => store.note(format!("{}: {e:#}", path.display())),
        }
    }
    let (made, whole_budget) =
        within_budget(|budget| symbols::symbols_of_file_within(path, bytes, budget));
    let whole_budget = focused_fresh.unwrap_or(whole_budget);
    let table = match made {
        Ok(table) => table,
        // Past the hook's budget the file has no symbols; its file-level lessons still apply.
        // Given the whole budget, the file itself is to blame: the give-up is remembered
        // while its size and mtime stay, so the next calls skip it at once.
        Err(e) => {
            store.note(format!("{}: {e:#}", path.display()));
            if whole_budget {
                let entry = CachedTable {
                    size,
                    mtime_ns,
                    hash,
                    table: GAVE_UP.to_string(),
                };
                store.save_if_possible(|| store.cache_table(&key, &entry));
            }
            return Ok(None);
        }
    };
    let entry = CachedTable {
        size,
        mtime_ns,
        hash,
        table: serde_json::to_string(&table)?,
    };
    store.save_if_possible(|| store.cache_table(&key, &entry));
    Ok(Some(Current {
        table,
        stamp,
        bytes: read,
    }))
}

/// A table as the project index keeps it.
fn from_index(rows: Vec<IndexedSymbol>) -> Vec<Symbol> {
    rows.into_iter()
        .map(|r| Symbol {
            name: r.name,
            kind: r.kind,
            start_line: usize::try_from(r.start_line).unwrap_or_default(),
            end_line: usize::try_from(r.end_line).unwrap_or_default(),
            anchor: Anchor {
                hash: u64::from_str_radix(&r.body_hash, 16).unwrap_or_default(),
                size: u32::try_from(r.body_size).unwrap_or_default(),
            },
        })
        .collect()
}

/// The table of an earlier content of a file (the text before an edit), taken from the
/// cache while it still holds that content's table; made again otherwise. Read it before
/// the cache learns the file's new content.
pub(crate) struct Earlier<'a> {
    path: &'a Path,
    text: &'a [u8],
    cached: Option<String>,
}

impl<'a> Earlier<'a> {
    /// What the cache holds for `text`, an earlier content of the file at `path`.
    pub(crate) fn capture(store: &Store, path: &'a Path, text: &'a [u8]) -> Earlier<'a> {
        let cached = store
            .cached_table(&path.to_string_lossy())
            .ok()
            .flatten()
            .filter(|c| c.table != GAVE_UP && c.hash == xxhash_rust::xxh3::xxh3_64(text) as i64)
            .map(|c| c.table);
        Earlier { path, text, cached }
    }

    /// Whether that content is empty (a file written from nothing).
    pub(crate) fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The symbols of that content; empty when it cannot be parsed in what is left of the
    /// budget.
    pub(crate) fn table(&self) -> Vec<Symbol> {
        if let Some(table) = self
            .cached
            .as_deref()
            .and_then(|t| serde_json::from_str(t).ok())
        {
            return table;
        }
        within_budget(|budget| symbols::symbols_of_file_within(self.path, self.text, budget))
            .0
            .unwrap_or_default()
    }
}

/// The cached "table" of a file whose table could not be made within the whole budget
/// (JSON `null`: a `cm` that does not know it parses the file again, as before).
const GAVE_UP: &str = "null";

/// Runs `make` with what is left of [`symbols::HOOK_PARSE_BUDGET`] in this process (one
/// process answers one hook call, which may make the tables of several files), and counts
/// the time it took against it. Also says whether `make` had the whole budget.
fn within_budget<T>(make: impl FnOnce(Duration) -> Result<T>) -> (Result<T>, bool) {
    static SPENT: Mutex<Duration> = Mutex::new(Duration::ZERO);
    let spent = *SPENT.lock().unwrap_or_else(|e| e.into_inner());
    let left = symbols::HOOK_PARSE_BUDGET.saturating_sub(spent);
    if left.is_zero() {
        let err = anyhow::anyhow!(
            "the symbol tables of this call gave up after {} ms",
            spent.as_millis()
        );
        return (Err(err), false);
    }
    let started = Instant::now();
    let made = make(left);
    *SPENT.lock().unwrap_or_else(|e| e.into_inner()) += started.elapsed();
    (made, left == symbols::HOOK_PARSE_BUDGET)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_project_index_answers_for_the_content_it_holds() {
        use crate::store::scan::{IndexedFile, IndexedSymbol};
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("cm.db")).unwrap();
        let f = dir.path().join("m.py");
        std::fs::write(&f, "def a():\n    pass\n").unwrap();
        let bytes = std::fs::read(&f).unwrap();
        let meta = std::fs::metadata(&f).unwrap();
        let stamp = Stamp {
            size: meta.len() as i64,
            mtime_ns: crate::files::mtime_ns(&meta),
            hash: xxhash_rust::xxh3::xxh3_64(&bytes) as i64,
        };
        // An index entry for this very content, with a table no parse would make.
        let marked = IndexedSymbol {
            name: "from_index".into(),
            kind: "function".into(),
            start_line: 1,
            end_line: 2,
            body_hash: "00000000000000ff".into(),
            body_size: 30,
        };
        let entry = IndexedFile {
            file: "m.py".into(),
            stamp,
            lines: 2,
            imports: Vec::new(),
            symbols: vec![marked],
        };
        store.write_index("p", &[entry], &[], &[]).unwrap();
        let key = Some(("p", "m.py"));
        let names = |c: Option<Current>| -> Vec<String> {
            c.unwrap().table.into_iter().map(|s| s.name).collect()
        };
        // Unchanged size and mtime: the index answers without reading the file.
        let now = current(&store, &f, None, key).unwrap();
        assert!(now.as_ref().unwrap().bytes.is_none());
        assert_eq!(now.as_ref().unwrap().table[0].anchor.hash, 0xff);
        assert_eq!(names(now), ["from_index"]);
        // Given the same content, the hash decides; elsewhere in the index, or without a
        // place in it, the file is parsed.
        assert_eq!(
            names(current(&store, &f, Some(&bytes), key).unwrap()),
            ["from_index"]
        );
        assert_eq!(
            names(current(&store, &f, None, Some(("p", "other.py"))).unwrap()),
            ["a"]
        );
        // New content is parsed again, whatever the index says.
        std::fs::write(&f, "def b():\n    return 2\n").unwrap();
        assert_eq!(names(current(&store, &f, None, key).unwrap()), ["b"]);
    }

    #[test]
    fn reparses_only_when_content_changes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("cm.db")).unwrap();
        let f = dir.path().join("m.py");
        std::fs::write(&f, "def a():\n    pass\n").unwrap();
        let t1 = symbols_of(&store, &f, None).unwrap().unwrap();
        assert_eq!(t1[0].name, "a");
        // A stale table in the cache would be served while size+mtime match...
        let key = f.to_string_lossy();
        let mut entry = store.cached_table(&key).unwrap().unwrap();
        entry.table = "[]".into();
        store.cache_table(&key, &entry).unwrap();
        assert!(symbols_of(&store, &f, None).unwrap().unwrap().is_empty());
        // ...but given the content, the hash decides (same hash: cached table kept).
        let bytes = std::fs::read(&f).unwrap();
        assert!(
            symbols_of(&store, &f, Some(&bytes))
                .unwrap()
                .unwrap()
                .is_empty()
        );
        // New content is parsed again.
        std::fs::write(&f, "class B:\n    def m(self):\n        pass\n").unwrap();
        let bytes = std::fs::read(&f).unwrap();
        let t2 = symbols_of(&store, &f, Some(&bytes)).unwrap().unwrap();
        assert_eq!(
            t2.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            ["B", "B.m"]
        );
        assert!(
            symbols_of(&store, &dir.path().join("notes.txt"), None)
                .unwrap()
                .is_none()
        );
    }
}
