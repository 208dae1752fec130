//! Indexing a whole project: every supported file under the root that `.gitignore` (and
//! `.ignore`, hidden files) does not exclude, as ripgrep chooses them. Incremental: a file
//! whose size and mtime match the index is not read, one whose content hash matches is not
//! parsed. Changed files are parsed on every core, the index written in one transaction,
//! then lessons follow their code ([`super::file_parsed`], [`super::file_gone`]).

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::Result;
use serde::Serialize;

use super::Followed;
use crate::store::Store;
use crate::store::index::{IndexedFile, IndexedSymbol, Stamp};
use crate::symbols::{self, Symbol};

/// What a scan did.
#[derive(Debug, Default, Clone, Serialize)]
pub(crate) struct Summary {
    /// Supported files found.
    pub(crate) files: usize,
    /// ... of which parsed (new or changed).
    pub(crate) parsed: usize,
    /// ... read but unchanged (touched only).
    pub(crate) unchanged: usize,
    /// Files that left the index.
    pub(crate) removed: usize,
    /// Lines of the parsed files.
    pub(crate) lines: usize,
    /// Symbols of the parsed files.
    pub(crate) symbols: usize,
    /// Files that could not be read or parsed.
    pub(crate) failed: usize,
    /// False when a deadline stopped the walk before it saw every file.
    pub(crate) complete: bool,
    pub(crate) millis: u128,
    #[serde(flatten)]
    pub(crate) followed: Followed,
}

/// How a scan reports progress: called with (files done, files to parse).
pub(crate) type Progress<'a> = &'a (dyn Fn(usize, usize) + Sync);

/// Scans the project at `root`, stopping the walk at `deadline` (the index then keeps what
/// it saw; nothing is taken as gone).
pub(crate) fn run(
    store: &Store,
    root: &Path,
    project: &str,
    deadline: Option<Instant>,
    progress: Option<Progress<'_>>,
) -> Result<Summary> {
    let started = Instant::now();
    let mut summary = Summary {
        complete: true,
        ..Summary::default()
    };
    let stamps = store.index_stamps(project)?;
    // A file a hook gave up on is parsed whatever its stamp says.
    let gave_up: HashSet<String> = stamps
        .iter()
        .filter(|(_, _, g)| *g)
        .map(|(f, _, _)| f.clone())
        .collect();
    let known: HashMap<String, Stamp> = stamps.into_iter().map(|(f, s, _)| (f, s)).collect();
    let mut seen: HashSet<String> = HashSet::new();
    let mut todo: Vec<Todo> = Vec::new();
    let mut consider =
        |file: String, path: &Path, meta: &std::fs::Metadata, todo: &mut Vec<Todo>| {
            if !meta.is_file() || meta.len() > crate::files::MAX_SOURCE_BYTES {
                return false;
            }
            let size = meta.len() as i64;
            let mtime_ns = crate::files::mtime_ns(meta);
            let same = known
                .get(&file)
                .is_some_and(|s| s.size == size && s.mtime_ns == mtime_ns)
                && !gave_up.contains(&file);
            seen.insert(file.clone());
            if !same {
                todo.push((file, path.to_path_buf(), size, mtime_ns));
            }
            true
        };
    // The files with lessons first: they are the ones a hook may need, so the time a
    // session start gives the scan goes to them before the walk.
    let mut lessons_first = HashSet::new();
    for file in store.files_with_anchored_lessons(project)? {
        let path = root.join(&file);
        lessons_first.insert(file.clone());
        // A file outside the project (stored by its absolute path) is not the index's.
        if Path::new(&file).is_absolute() || symbols::language_for_path(&path).is_none() {
            continue;
        }
        if let Ok(meta) = std::fs::metadata(&path)
            && consider(file, &path, &meta, &mut todo)
        {
            summary.files += 1;
        }
    }
    let first = std::mem::take(&mut todo);
    let mut results = parse_all(&first, &known, &gave_up, deadline, progress);
    let walker = ignore::WalkBuilder::new(root)
        .require_git(false)
        .follow_links(false)
        .build();
    for entry in walker {
        if deadline.is_some_and(|d| Instant::now() > d) {
            summary.complete = false;
            break;
        }
        let Ok(entry) = entry else { continue };
        let path = entry.path();
        if symbols::language_for_path(path).is_none() {
            continue;
        }
        let Some(file) = relative(root, path) else {
            continue;
        };
        if lessons_first.contains(&file) {
            continue;
        }
        let Ok(meta) = entry.metadata() else { continue };
        if consider(file, path, &meta, &mut todo) {
            summary.files += 1;
        }
    }
    results.extend(parse_all(&todo, &known, &gave_up, deadline, progress));
    if results.len() < first.len() + todo.len() {
        // Past the deadline: what was parsed is kept, the rest waits for the next scan.
        summary.complete = false;
    }

    let mut files = Vec::new();
    let mut tables: Vec<(String, Vec<Symbol>)> = Vec::new();
    let mut restamp = Vec::new();
    for r in results {
        match r {
            Parsed::Unchanged(file, stamp) => {
                summary.unchanged += 1;
                restamp.push((file, stamp));
            }
            Parsed::Failed => summary.failed += 1,
            Parsed::Table(f, table) => {
                summary.parsed += 1;
                summary.lines += f.lines as usize;
                summary.symbols += table.len();
                tables.push((f.file.clone(), table));
                files.push(f);
            }
        }
    }
    let gone: Vec<String> = if summary.complete {
        known
            .keys()
            .filter(|f| !seen.contains(*f))
            .cloned()
            .collect()
    } else {
        Vec::new()
    };
    summary.removed = gone.len();
    store.write_index(project, &files, &restamp, &gone)?;

    // Lessons follow: files whose table changed, then files that are gone.
    let with_lessons: HashSet<String> = store
        .files_with_anchored_lessons(project)?
        .into_iter()
        .collect();
    for (file, table) in &tables {
        let all: HashSet<String> = table.iter().map(|s| s.anchor.hex()).collect();
        summary.followed.extend(super::file_parsed(
            store,
            project,
            root,
            file,
            table,
            Some(&all),
        )?);
    }
    let parsed: HashSet<&str> = tables.iter().map(|(f, _)| f.as_str()).collect();
    for file in with_lessons
        .iter()
        .filter(|f| seen.contains(*f) && !parsed.contains(f.as_str()))
    {
        summary
            .followed
            .extend(super::recheck(store, project, file)?);
    }
    for file in gone.iter().filter(|f| with_lessons.contains(*f)) {
        summary
            .followed
            .extend(super::file_gone(store, project, file)?);
    }
    if summary.complete {
        // Lessons on files that were never indexed and are not there.
        for file in with_lessons
            .iter()
            .filter(|f| !seen.contains(*f) && !gone.contains(*f))
        {
            if !root.join(file).exists() {
                summary
                    .followed
                    .extend(super::file_gone(store, project, file)?);
            }
        }
    }
    summary.millis = started.elapsed().as_millis();
    Ok(summary)
}

/// Indexes the one file `file` (project-relative, in `root`) and lets lessons follow its
/// code: the table a hook's parse gave up on, made without the hook's budget. Nothing
/// when the index already holds its content with a table.
pub(crate) fn one(store: &Store, root: &Path, project: &str, file: &str) -> Result<Followed> {
    let path = root.join(file);
    let Some(bytes) = crate::files::read_source(&path)? else {
        return Ok(Followed::default());
    };
    let Some(stat) = crate::files::source_stat(&path)? else {
        return Ok(Followed::default());
    };
    let stamp = Stamp {
        size: stat.size as i64,
        mtime_ns: stat.mtime_ns,
        hash: xxhash_rust::xxh3::xxh3_64(&bytes) as i64,
    };
    let held = store.indexed_stamp(project, file)?;
    if held.is_some_and(|(s, gave_up)| s.hash == stamp.hash && !gave_up) {
        return Ok(Followed::default());
    }
    let before: HashSet<String> = store.indexed_hashes(project, file)?.into_iter().collect();
    let table = symbols::symbols_of_file(&path, &bytes)?;
    store.write_index(project, &[indexed(file, stamp, &bytes, &table)], &[], &[])?;
    let appeared: HashSet<String> = table
        .iter()
        .map(|s| s.anchor.hex())
        .filter(|h| !before.contains(h))
        .collect();
    super::file_parsed(store, project, root, file, &table, Some(&appeared))
}

/// A file to read: project-relative name, path, size and mtime.
type Todo = (String, PathBuf, i64, i64);

/// Reads, hashes and parses the files of `todo` on every core, in order, until `deadline`.
fn parse_all(
    todo: &[Todo],
    known: &HashMap<String, Stamp>,
    gave_up: &HashSet<String>,
    deadline: Option<Instant>,
    progress: Option<Progress<'_>>,
) -> Vec<Parsed> {
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Parsed>> = Mutex::new(Vec::with_capacity(todo.len()));
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8)
        .min(todo.len());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    if deadline.is_some_and(|d| Instant::now() > d) {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((file, path, size, mtime_ns)) = todo.get(i) else {
                        break;
                    };
                    let known = known
                        .get(file)
                        .map(|s| s.hash)
                        .filter(|_| !gave_up.contains(file));
                    let parsed = parse_one(file, path, *size, *mtime_ns, known);
                    results
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(parsed);
                    let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if let Some(p) = progress {
                        p(n, todo.len());
                    }
                }
            });
        }
    });
    results.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// The outcome of reading one file.
enum Parsed {
    /// Same content as indexed: only the stamp moved.
    Unchanged(String, Stamp),
    Table(IndexedFile, Vec<Symbol>),
    Failed,
}

fn parse_one(file: &str, path: &Path, size: i64, mtime_ns: i64, known: Option<i64>) -> Parsed {
    let Ok(Some(bytes)) = crate::files::read_source(path) else {
        return Parsed::Failed;
    };
    let hash = xxhash_rust::xxh3::xxh3_64(&bytes) as i64;
    let stamp = Stamp {
        size,
        mtime_ns,
        hash,
    };
    if known == Some(hash) {
        return Parsed::Unchanged(file.to_string(), stamp);
    }
    let Ok(table) = symbols::symbols_of_file(path, &bytes) else {
        return Parsed::Failed;
    };
    Parsed::Table(indexed(file, stamp, &bytes, &table), table)
}

/// The index entry of a file and its table.
pub(crate) fn indexed(file: &str, stamp: Stamp, bytes: &[u8], table: &[Symbol]) -> IndexedFile {
    let lines = bytes.iter().filter(|&&b| b == b'\n').count()
        + usize::from(bytes.last().is_some_and(|&b| b != b'\n'));
    IndexedFile {
        file: file.to_string(),
        stamp,
        lines: lines as i64,
        imports: super::imports::of(file, bytes),
        symbols: table
            .iter()
            .map(|s| IndexedSymbol {
                name: s.name.clone(),
                kind: s.kind.clone(),
                start_line: s.start_line as i64,
                end_line: s.end_line as i64,
                body_hash: s.anchor.hex(),
                body_size: i64::from(s.anchor.size),
                doc_line: s.doc_line.map(|l| l as i64),
            })
            .collect(),
    }
}

/// `path` relative to `root`, with `/` separators; None outside it or not UTF-8.
fn relative(root: &Path, path: &Path) -> Option<String> {
    let rel = path.strip_prefix(root).ok()?;
    let parts: Option<Vec<&str>> = rel.components().map(|c| c.as_os_str().to_str()).collect();
    Some(parts?.join("/"))
}
