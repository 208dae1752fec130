//! Reading, hashing and parsing many files on every core, with one writer: worker threads
//! take the next file from a shared queue (a counter over the list, so a thread that drew
//! small files takes more of them), and hand each outcome to the calling thread, which
//! alone writes the database. What a scan holds in memory is a channel's worth of tables,
//! not the whole project's.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use anyhow::Result;
use serde::Serialize;

use super::Followed;
use crate::store::Store;
use crate::store::index::{IndexedFile, IndexedSymbol, Stamp};
use crate::symbols::{self, Symbol};

/// Files written to the index in one transaction: a hook waiting for the database waits
/// for one batch at most, and a scan cut short keeps what it wrote.
const BATCH: usize = 256;

/// A file to read: project-relative name, path, size, mtime, the content hash the index
/// holds for it (None: none, or one not to trust, as when a hook gave up on it), and
/// whether its table is to be made (else a changed file is indexed without one).
pub(super) type Todo = (String, PathBuf, i64, i64, Option<i64>, bool);

/// The outcome of reading one file.
pub(super) enum Parsed {
    /// Same content as indexed: only the stamp moved.
    Unchanged(String, Stamp),
    Table(IndexedFile, Vec<Symbol>),
    /// Read and not parsed: its table waits until something needs it.
    Read(IndexedFile),
    Failed,
}

/// Threads a scan parses on; 0 is every core.
static JOBS: AtomicUsize = AtomicUsize::new(0);
/// The parsing threads run at the lowest CPU priority.
static YIELD: AtomicBool = AtomicBool::new(false);

/// The parsing threads of this process's scans run at the lowest CPU priority (`nice` 19,
/// thread by thread where the system allows it, as Linux does; elsewhere the process): the
/// agent and its hooks go first, and the parse has the cores they leave. Asking git what
/// changed, writing the index and parsing the files with lessons (those the agent's next
/// hooks need) keep their priority, so a scan with little to parse ends as soon as it would;
/// a scan that looks at every file (the first one, or outside git) yields from its start.
pub(crate) fn yield_to_agent() {
    YIELD.store(true, Ordering::Relaxed);
}

/// When [`yield_to_agent`] asked for it: this thread, and the threads and processes it
/// starts from now on, run at the lowest CPU priority (a scan that looks at every file).
pub(super) fn yield_this_thread() {
    if YIELD.load(Ordering::Relaxed) {
        lowest_priority();
    }
}

/// Sets how many threads a scan of this process parses on (`cm scan --jobs`); 0 is every
/// core.
pub(crate) fn set_jobs(jobs: usize) {
    JOBS.store(jobs, Ordering::Relaxed);
}

/// Lowers this thread to the lowest CPU priority (`nice` 19, the process's where the
/// system has no thread's own; on Windows the background mode, which lowers its disk
/// priority too).
fn lowest_priority() {
    #[cfg(unix)]
    // SAFETY: a plain system call on this thread (this process elsewhere).
    unsafe {
        libc::nice(19);
    }
    #[cfg(windows)]
    {
        unsafe extern "system" {
            fn GetCurrentThread() -> *mut std::ffi::c_void;
            fn SetThreadPriority(thread: *mut std::ffi::c_void, priority: i32) -> i32;
        }
        const THREAD_MODE_BACKGROUND_BEGIN: i32 = 0x0001_0000;
        // SAFETY: the pseudo handle of the calling thread, which needs no closing.
        unsafe {
            SetThreadPriority(GetCurrentThread(), THREAD_MODE_BACKGROUND_BEGIN);
        }
    }
}

fn jobs(todo: usize) -> usize {
    let every = std::thread::available_parallelism().map_or(1, |n| n.get());
    match JOBS.load(Ordering::Relaxed) {
        0 => every,
        n => n,
    }
    .min(todo)
    .max(1)
}

/// Reads and parses the files of `todo` on every core until `deadline` (at the lowest
/// priority when `yielding` and [`yield_to_agent`] asked for it), and hands each
/// outcome to `each` on this thread, in the order they are done. Returns how many were
/// done; the first error of `each` stops the workers and is returned.
pub(super) fn parse_all(
    todo: &[Todo],
    yielding: bool,
    deadline: Option<Instant>,
    mut each: impl FnMut(Parsed) -> Result<()>,
) -> Result<usize> {
    if todo.is_empty() {
        return Ok(0);
    }
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let threads = jobs(todo.len());
    let mut done = 0;
    let mut failed = None;
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::sync_channel::<Parsed>(threads * 8);
        for _ in 0..threads {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                if yielding && YIELD.load(Ordering::Relaxed) {
                    lowest_priority();
                }
                while !stop.load(Ordering::Relaxed) && deadline.is_none_or(|d| Instant::now() <= d)
                {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(todo) = todo.get(i) else {
                        break;
                    };
                    if tx.send(parse_one(todo)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for parsed in rx.iter() {
            if failed.is_some() {
                continue;
            }
            done += 1;
            if let Err(e) = each(parsed) {
                stop.store(true, Ordering::Relaxed);
                failed = Some(e);
            }
        }
    });
    failed.map_or(Ok(done), Err)
}

fn parse_one((file, path, size, mtime_ns, known, table): &Todo) -> Parsed {
    let Ok(Some(bytes)) = crate::files::read_source(path) else {
        return Parsed::Failed;
    };
    let hash = xxhash_rust::xxh3::xxh3_64(&bytes) as i64;
    let stamp = Stamp {
        size: *size,
        mtime_ns: *mtime_ns,
        hash,
    };
    if *known == Some(hash) {
        return Parsed::Unchanged(file.to_string(), stamp);
    }
    if !table {
        return Parsed::Read(indexed(file, stamp, &bytes, None));
    }
    let Ok(table) = symbols::symbols_of_file(path, &bytes) else {
        return Parsed::Failed;
    };
    Parsed::Table(indexed(file, stamp, &bytes, Some(&table)), table)
}

/// The one writer of a scan: parsed files go to the index a batch at a time; what lessons
/// may need of their tables is kept for following once all are written.
pub(super) struct Writer<'a> {
    pub(super) store: &'a Store,
    pub(super) project: &'a str,
    /// Files with symbols with lessons: their whole tables are followed.
    pub(super) named: HashSet<String>,
    /// Anchors lessons have: of any other file, only the symbols with one of these.
    pub(super) anchors: HashSet<String>,
    pub(super) files: Vec<IndexedFile>,
    pub(super) restamp: Vec<(String, Stamp)>,
    pub(super) follow: Vec<(String, Vec<Symbol>)>,
    pub(super) parsed: HashSet<String>,
    pub(super) done: usize,
}

impl Writer<'_> {
    pub(super) fn take(
        &mut self,
        p: Parsed,
        summary: &mut Summary,
        progress: Option<Progress<'_>>,
        total: usize,
    ) -> Result<()> {
        match p {
            Parsed::Unchanged(file, stamp) => {
                summary.unchanged += 1;
                self.restamp.push((file, stamp));
            }
            Parsed::Failed => summary.failed += 1,
            Parsed::Read(f) => {
                summary.read += 1;
                self.files.push(f);
            }
            Parsed::Table(f, mut table) => {
                summary.parsed += 1;
                summary.lines += f.lines as usize;
                summary.symbols += table.len();
                self.parsed.insert(f.file.clone());
                let named = self.named.contains(&f.file);
                if !named {
                    table.retain(|s| !s.anchor.trivial() && self.anchors.contains(&s.anchor.hex()));
                }
                if !table.is_empty() || named {
                    self.follow.push((f.file.clone(), table));
                }
                self.files.push(f);
            }
        }
        self.done += 1;
        if let Some(p) = progress {
            p(self.done, total);
        }
        if self.files.len() + self.restamp.len() >= BATCH {
            self.flush()?;
        }
        Ok(())
    }

    pub(super) fn flush(&mut self) -> Result<()> {
        if self.files.is_empty() && self.restamp.is_empty() {
            return Ok(());
        }
        self.store
            .write_index(self.project, &self.files, &self.restamp, &[])?;
        self.files.clear();
        self.restamp.clear();
        Ok(())
    }
}

/// What a scan did.
#[derive(Debug, Default, Clone, Serialize)]
pub(crate) struct Summary {
    /// Supported files looked at: every one, or those git said changed since the last scan.
    pub(crate) files: usize,
    /// Only the files git said changed since the last complete scan were looked at.
    pub(crate) changes_from_git: bool,
    /// ... of which parsed (new or changed).
    pub(crate) parsed: usize,
    /// ... read and indexed without their symbol tables (new or changed files of a project
    /// with no anchored lessons: made when something needs them).
    pub(crate) read: usize,
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

/// The index entry of a file and its table (None: not made yet, [`Table::Later`]).
///
/// [`Table::Later`]: crate::store::index::Table::Later
pub(crate) fn indexed(
    file: &str,
    stamp: Stamp,
    bytes: &[u8],
    table: Option<&[Symbol]>,
) -> IndexedFile {
    let lines = bytes.iter().filter(|&&b| b == b'\n').count()
        + usize::from(bytes.last().is_some_and(|&b| b != b'\n'));
    IndexedFile {
        file: file.to_string(),
        stamp,
        lines: lines as i64,
        imports: super::imports::of(file, bytes),
        symbols: table.map(|table| {
            table
                .iter()
                .map(|s| IndexedSymbol {
                    name: s.name.clone(),
                    kind: s.kind.clone(),
                    start_line: s.start_line as i64,
                    end_line: s.end_line as i64,
                    body_hash: s.anchor.hash,
                    body_size: i64::from(s.anchor.size),
                    doc_line: s.doc_line.map(|l| l as i64),
                })
                .collect()
        }),
    }
}
