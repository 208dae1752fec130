//! The symbol table of a file on the hook path, from the one store of tables: the project
//! index (`cm scan`, the session's scan, and the hooks themselves keep it).
//!
//! Parsing a 5,000-line file costs tens of milliseconds; a hook answers in a few. The
//! lookup is stamp → hash → parse: an unchanged size and mtime is trusted without reading
//! the file, a moved one is settled by the content's xxh3 hash (a touched but identical
//! file is not parsed again), and only new content is parsed, its table written to the
//! index for the next call (the Read pays once, the edit after it is warm).
//!
//! The agent's loop (a Read's lessons, the gate) gives that parse a short budget
//! ([`crate::config::Config::parse_budget_ms`], through tree-sitter's progress callback).
//! Past it the file is marked `gave_up` in the index for that content, the hook answers
//! with the lessons of the whole file, and a background `cm scan` makes its table for the
//! next call (`hook::bounded`, docs/HOOKS.md "A bounded answer").

use std::collections::HashSet;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result};

use crate::project::Place;
use crate::store::Store;
use crate::store::index::{IndexedSymbol, Stamp, Table};
use crate::symbols::{self, Anchor, Symbol};

/// What a lookup found.
pub(crate) enum Lookup {
    /// Not a file cm parses (its language, kind or size), or unreadable.
    None,
    /// Its table could not be made within the budget: by this call's parse (true), or for
    /// this content before (false).
    GaveUp(bool),
    Found(Current),
}

impl Lookup {
    fn table(self) -> Option<Vec<Symbol>> {
        self.current().map(|c| c.table)
    }

    fn current(self) -> Option<Current> {
        match self {
            Lookup::Found(c) => Some(c),
            _ => None,
        }
    }
}

/// A file's symbol table as it is now.
pub(crate) struct Current {
    pub(crate) table: Vec<Symbol>,
    /// Set when this call wrote the table to the index: the anchors the index held for the
    /// file before (what code is new in it, for lessons to follow).
    pub(crate) before: Option<HashSet<String>>,
}

impl Current {
    /// The anchors of the table that the index did not hold before this call wrote it;
    /// None when this call wrote nothing.
    pub(crate) fn appeared(&self) -> Option<HashSet<String>> {
        let before = self.before.as_ref()?;
        let anchors = self.table.iter().map(|s| s.anchor.hex());
        Some(anchors.filter(|h| !before.contains(h)).collect())
    }
}

/// The symbols of the file of `place`: the project index when that holds the file as it
/// is now, else a parse (nothing is written). None when its language is not supported, it
/// is no regular file of at most [`crate::files::MAX_SOURCE_BYTES`], or its table cannot be
/// made within [`symbols::HOOK_PARSE_BUDGET`]. `content` is the file's current bytes when
/// the caller has read them already.
pub(crate) fn symbols_at(
    store: &Store,
    place: &Place,
    content: Option<&[u8]>,
) -> Result<Option<Vec<Symbol>>> {
    let at = Some((place.project.as_str(), place.file.as_str()));
    Ok(lookup(store, &place.path, content, at, false, Parse::Within(None))?.table())
}

/// [`symbols_at`] for a file at `path`, which the project index answers when `indexed`
/// (project, project-relative file) holds it as it is.
pub(crate) fn current(
    store: &Store,
    path: &Path,
    content: Option<&[u8]>,
    indexed: Option<(&str, &str)>,
) -> Result<Option<Current>> {
    Ok(lookup(store, path, content, indexed, false, Parse::Within(None))?.current())
}

/// The table of the file at `path` when the project index holds it as it is now (its size
/// and mtime; `indexed`: project, project-relative file); None otherwise, never a read of
/// the file or a parse: for an answer that can do without it (the SessionStart brief).
pub(crate) fn indexed_now(
    store: &Store,
    path: &Path,
    indexed: Option<(&str, &str)>,
) -> Result<Option<Vec<Symbol>>> {
    Ok(lookup(store, path, None, indexed, false, Parse::Never)?.table())
}

/// [`current`] for the file of `place`, a table parsed now written to the index
/// ([`Current::before`] says what it held): for a caller that lets lessons follow.
pub(crate) fn current_at(store: &Store, place: &Place) -> Result<Option<Current>> {
    let at = Some((place.project.as_str(), place.file.as_str()));
    let parse = Parse::Within(None);
    Ok(lookup(store, &place.path, None, at, place.in_project(), parse)?.current())
}

/// The table of the file of `place` within `budget`: the index, or a parse written to the
/// index when the file is in the project. Past the budget the file is marked `gave_up` for
/// its content and [`Lookup::GaveUp`] says to answer with the lessons of the whole file
/// (the hook's bounded answer starts a background parse then).
pub(crate) fn within(
    store: &Store,
    place: &Place,
    content: Option<&[u8]>,
    budget: Duration,
) -> Result<Lookup> {
    let at = Some((place.project.as_str(), place.file.as_str()));
    let parse = Parse::Within(Some(budget));
    lookup(store, &place.path, content, at, place.in_project(), parse)
}

/// Whether a lookup may parse.
#[derive(Clone, Copy)]
enum Parse {
    /// Only the index answers.
    Never,
    /// Within what is left of the call's [`symbols::HOOK_PARSE_BUDGET`], and at most the
    /// duration given.
    Within(Option<Duration>),
}

/// The lookup: stamp → hash → parse. `at` is the file's place in the project index; with
/// `keep`, a table parsed (or a give-up) is written there.
fn lookup(
    store: &Store,
    path: &Path,
    content: Option<&[u8]>,
    at: Option<(&str, &str)>,
    keep: bool,
    parse: Parse,
) -> Result<Lookup> {
    if symbols::language_for_path(path).is_none() {
        return Ok(Lookup::None);
    }
    let reading = || format!("reading {}", path.display());
    let Some(stat) = crate::files::source_stat(path).with_context(reading)? else {
        return Ok(Lookup::None);
    };
    let (size, mtime_ns) = (stat.size as i64, stat.mtime_ns);
    let indexed = at
        .map(|(p, f)| store.indexed_stamp(p, f))
        .transpose()?
        .flatten();
    // The index answers unless it holds no table of the file yet (none needed it before).
    let answer = |table: Table| -> Result<Option<Lookup>> {
        Ok(match (table, at) {
            (Table::Later, _) => None,
            (Table::Made, Some((project, file))) => Some(Lookup::Found(Current {
                table: from_index(store.indexed_symbols(project, file)?),
                before: None,
            })),
            _ => Some(Lookup::GaveUp(false)),
        })
    };
    if content.is_none()
        && let Some((stamp, table)) = indexed
        && stamp.size == size
        && stamp.mtime_ns == mtime_ns
        && let Some(found) = answer(table)?
    {
        return Ok(found);
    }
    // Only the index answers: a file whose stamp it does not hold is not read (an 8 MB
    // file's hash is no cost a brief should pay); the scan reads it.
    if content.is_none() && matches!(parse, Parse::Never) {
        return Ok(Lookup::None);
    }
    let read = match content {
        Some(_) => None,
        None => crate::files::read_source(path).with_context(reading)?,
    };
    let Some(bytes) = content.or(read.as_deref()) else {
        return Ok(Lookup::None);
    };
    let hash = xxhash_rust::xxh3::xxh3_64(bytes) as i64;
    let stamp = Stamp {
        size,
        mtime_ns,
        hash,
    };
    if let Some((indexed, table)) = indexed
        && indexed.hash == hash
        && let Some(found) = answer(table)?
    {
        if keep && (indexed.size != size || indexed.mtime_ns != mtime_ns) {
            let (project, file) = at.unwrap_or_default();
            let restamp = [(file.to_string(), stamp)];
            store.save_if_possible(|| store.write_index(project, &[], &restamp, &[]));
        }
        return Ok(found);
    }
    let Parse::Within(cap) = parse else {
        return Ok(Lookup::None);
    };
    let why = if indexed.is_some_and(|(_, t)| t != Table::Later) {
        "changed"
    } else {
        "not indexed"
    };
    let started = Instant::now();
    let (made, whole_budget) = within_budget(cap, |budget| {
        symbols::symbols_of_file_within(path, bytes, budget)
    });
    let why = if made.is_ok() { why } else { "gave up" };
    log_parse(store, path, bytes.len(), started, why);
    let table = match made {
        Ok(table) => table,
        // Past the budget the file has no symbols; its lessons still apply. Given the whole
        // budget the file itself is to blame: the give-up is kept for this content.
        Err(e) => {
            // A parse that gave up, in the hook log: past a bounded answer's budget that is
            // the documented degradation, which its `parse:` line says already.
            if cap.is_none() {
                store.note(format!("{}: {e:#}", path.display()));
            }
            if let Some((project, file)) = at.filter(|_| keep && whole_budget) {
                store.save_if_possible(|| store.mark_gave_up(project, file, stamp));
            }
            return Ok(Lookup::GaveUp(true));
        }
    };
    let Some((project, file)) = at.filter(|_| keep) else {
        return Ok(Lookup::Found(Current {
            table,
            before: None,
        }));
    };
    let before: HashSet<String> = if indexed.is_some_and(|(_, t)| t == Table::Made) {
        store.indexed_hashes(project, file)?.into_iter().collect()
    } else {
        HashSet::new()
    };
    let entry = super::index::indexed(file, stamp, bytes, Some(&table));
    store.save_if_possible(|| store.write_index(project, &[entry], &[], &[]));
    Ok(Lookup::Found(Current {
        table,
        before: Some(before),
    }))
}

/// What begins the hook log's line of a parse made on the answer path (a measurement, not a
/// problem: `hook::log::recent` leaves these out). The rest of the line: the language, the
/// bytes, the milliseconds and why the file was parsed (`not indexed`, `changed`), `gave up`
/// when the parse ran out of its budget.
pub(crate) const PARSE_MARK: &str = "parse:";

/// Set in a process that already gave its answer (a hook's child finishing its work): its
/// parses keep no agent waiting.
static AFTER_ANSWER: AtomicBool = AtomicBool::new(false);

/// Says this process already gave its answer.
pub(crate) fn answered() {
    AFTER_ANSWER.store(true, Ordering::Relaxed);
}

/// One line in the hook log for a parse made before the answer ([`PARSE_MARK`]): how often
/// a hook keeps the agent waiting on tree-sitter, and why.
fn log_parse(store: &Store, path: &Path, bytes: usize, started: Instant, why: &str) {
    // A process that already gave its answer keeps no agent waiting.
    if AFTER_ANSWER.load(Ordering::Relaxed) {
        return;
    }
    let lang = symbols::language_for_path(path).map_or("?", |l| l.name);
    store.note(format!(
        "{} {lang} {bytes} bytes {} ms {why}",
        PARSE_MARK,
        started.elapsed().as_millis()
    ));
}

/// A table as the project index keeps it.
fn from_index(rows: Vec<IndexedSymbol>) -> Vec<Symbol> {
    rows.into_iter()
        .map(|r| Symbol {
            name: r.name,
            kind: r.kind,
            start_line: usize::try_from(r.start_line).unwrap_or_default(),
            end_line: usize::try_from(r.end_line).unwrap_or_default(),
            doc_line: r.doc_line.and_then(|l| usize::try_from(l).ok()),
            anchor: Anchor {
                hash: r.body_hash,
                size: u32::try_from(r.body_size).unwrap_or_default(),
            },
        })
        .collect()
}

/// The table of an earlier content of a file (the text before an edit), taken from the
/// index while it still holds that content's table; made again otherwise. Read it before
/// the index learns the file's new content.
pub(crate) struct Earlier<'a> {
    path: &'a Path,
    text: &'a [u8],
    indexed: Option<Vec<Symbol>>,
}

impl<'a> Earlier<'a> {
    /// What the index holds for `text`, an earlier content of the file of `place`.
    pub(crate) fn capture(store: &Store, place: &'a Place, text: &'a [u8]) -> Earlier<'a> {
        let hash = xxhash_rust::xxh3::xxh3_64(text) as i64;
        let indexed = store
            .indexed_stamp(&place.project, &place.file)
            .ok()
            .flatten()
            .filter(|(stamp, table)| stamp.hash == hash && *table == Table::Made)
            .and_then(|_| store.indexed_symbols(&place.project, &place.file).ok())
            .map(from_index);
        Earlier {
            path: &place.path,
            text,
            indexed,
        }
    }

    /// Whether that content is empty (a file written from nothing).
    pub(crate) fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The symbols of that content; empty when it cannot be parsed in what is left of the
    /// budget.
    pub(crate) fn table(&self) -> Vec<Symbol> {
        if let Some(table) = &self.indexed {
            return table.clone();
        }
        within_budget(None, |budget| {
            symbols::symbols_of_file_within(self.path, self.text, budget)
        })
        .0
        .unwrap_or_default()
    }
}

/// Runs `make` with what is left of [`symbols::HOOK_PARSE_BUDGET`] in this process (one
/// process answers one hook call, which may make the tables of several files), at most
/// `cap`, and counts the time it took against it. Also says whether `make` had all of
/// `cap` (or of the call's budget, without one).
fn within_budget<T>(
    cap: Option<Duration>,
    make: impl FnOnce(Duration) -> Result<T>,
) -> (Result<T>, bool) {
    static SPENT: Mutex<Duration> = Mutex::new(Duration::ZERO);
    let spent = *SPENT.lock().unwrap_or_else(|e| e.into_inner());
    let left = symbols::HOOK_PARSE_BUDGET.saturating_sub(spent);
    let full = cap.unwrap_or(symbols::HOOK_PARSE_BUDGET);
    if left.is_zero() {
        let err = anyhow::anyhow!(
            "the symbol tables of this call gave up after {} ms",
            spent.as_millis()
        );
        return (Err(err), false);
    }
    let budget = left.min(full);
    let started = Instant::now();
    let made = make(budget);
    *SPENT.lock().unwrap_or_else(|e| e.into_inner()) += started.elapsed();
    (made, budget == full)
}

#[cfg(test)]
mod tests;
