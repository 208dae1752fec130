//! Indexing a whole project: every supported file under the root that `.gitignore` (and
//! `.ignore`, hidden files) does not exclude, as ripgrep chooses them; in a git work tree,
//! the files git tracks or would track, hidden ones left out. Incremental: in a git work
//! tree a complete scan saw before, only the paths git says changed since are looked at
//! ([`super::git`]); elsewhere every file, and a file whose size and mtime match the index
//! is not read. A file whose content hash matches is not parsed. Changed files are parsed on
//! every core ([`super::pool`]), written to the index by one writer a batch at a time, then
//! lessons follow their code ([`super::file_parsed`], [`super::file_gone`]).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;
use std::time::Instant;

use anyhow::Result;

pub(crate) use super::pool::{Progress, Summary, indexed, set_jobs, yield_to_agent};
use super::pool::{Todo, Writer};
use super::{Followed, git, pool};
use crate::store::Store;
use crate::store::index::{Stamp, Table};
use crate::symbols;

/// Scans the project at `root`, stopping the walk at `deadline` (the index then keeps what
/// it saw; nothing is taken as gone). In a git work tree that a complete scan saw before,
/// only what git says changed since is looked at ([`super::git`]); otherwise every file.
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
    let mark = store.git_mark(project)?;
    let never_scanned = mark.is_none();
    if never_scanned {
        // Every file is looked at: in the background, git's listing, the stats and the
        // writer yield to the agent too, not the parse alone.
        pool::yield_this_thread();
    }
    let repo = git::Repo::of(root).filter(|r| !r.submodules);
    // Asked before any file is looked at: what changes after it, the next scan's git sees.
    let dirty = repo.as_ref().and_then(|r| r.dirty(root));
    let repo = repo.filter(|_| dirty.is_some());
    let changed = match (&repo, mark) {
        (Some(r), Some((head, before))) => r.changed_since(root, &head).map(|mut c| {
            c.extend(before);
            c.extend(dirty.iter().flatten().cloned());
            c
        }),
        _ => None,
    };
    let incremental = changed.is_some();
    summary.changes_from_git = incremental;
    let mut look = Look {
        store,
        project,
        root,
        deadline,
        lessons_first: HashSet::new(),
        known: if incremental {
            HashMap::new()
        } else {
            store.index_stamps(project)?.into_iter().collect()
        },
        incremental,
        gave_up: store.tables_to_make(project)?.into_iter().collect(),
        tables: true,
        seen: HashSet::new(),
        todo: Vec::new(),
        gone: Vec::new(),
    };
    let mut writer = Writer {
        store,
        project,
        named: store.files_with_named_lessons(project)?,
        anchors: store.lesson_anchors(project, i64::from(crate::symbols::TRIVIAL_TOKENS))?,
        files: Vec::new(),
        restamp: Vec::new(),
        follow: Vec::new(),
        parsed: HashSet::new(),
        done: 0,
    };
    // The files with lessons first: they are the ones a hook may need, so the time a
    // session start gives the scan goes to them before the rest.
    let mut missing = false;
    for file in store.files_with_anchored_lessons(project)? {
        let path = root.join(&file);
        // A file outside the project (stored by its absolute path) is not the index's.
        if Path::new(&file).is_absolute() || symbols::language_for_path(&path).is_none() {
            continue;
        }
        look.lessons_first.insert(file.clone());
        if look.consider(file, &path, std::fs::metadata(&path).ok())? {
            summary.files += 1;
        } else {
            missing = true;
        }
    }
    let first = std::mem::take(&mut look.todo);
    let mut total = first.len();
    let mut done = pool::parse_all(&first, false, deadline, |p| {
        writer.take(p, &mut summary, progress, total)
    })?;
    // Written at once: the hooks of the session that started this scan answer from them.
    writer.flush()?;
    // A project no scan saw whole (no git mark; outside git, nothing indexed) has its files
    // read, not parsed: a table is made when something needs it (a hook, `cm map`) or the
    // file changes; code that moves later lands in a changed file, which the next scan
    // parses. Code with lessons already missing is looked for in every file's table.
    let first_look = never_scanned && (repo.is_some() || look.known.is_empty());
    look.tables = !first_look || missing || lost(store, project, &look.lessons_first)?;
    // A directory git names (a repository of its own inside the tree, which git does not
    // enter) is walked, as it would be without git.
    let mut nested = Vec::new();
    let mut candidate = |file: String, look: &mut Look| -> Result<bool> {
        if file.ends_with('/') {
            nested.push(file);
            return Ok(false);
        }
        let path = root.join(&file);
        if look.lessons_first.contains(&file)
            || hidden(&file)
            || symbols::language_for_path(&path).is_none()
        {
            return Ok(false);
        }
        look.consider(file, &path, std::fs::symlink_metadata(&path).ok())
    };
    let listing = repo.as_ref().filter(|_| changed.is_none());
    let listing = listing.and_then(|r| r.files(root));
    match (changed, listing) {
        (Some(changed), _) => {
            let gave_up = look.gave_up.iter().cloned();
            let changed: BTreeSet<String> = changed.into_iter().chain(gave_up).collect();
            for file in changed {
                summary.files += usize::from(candidate(file, &mut look)?);
            }
        }
        (None, Some(files)) => {
            for file in files {
                if look.past_deadline(&mut summary) {
                    break;
                }
                summary.files += usize::from(candidate(file, &mut look)?);
            }
        }
        (None, None) => look.walk(root, &mut summary)?,
    }
    for dir in nested {
        if look.incremental {
            look.known = store.indexed_under(project, &dir)?.into_iter().collect();
        }
        look.walk(&root.join(&dir), &mut summary)?;
        if look.incremental && summary.complete {
            let unseen = look.known.drain().filter(|(f, _)| !look.seen.contains(f));
            look.gone.extend(unseen.map(|(f, _)| f));
        }
    }
    total += look.todo.len();
    done += pool::parse_all(&look.todo, true, deadline, |p| {
        writer.take(p, &mut summary, progress, total)
    })?;
    if done < total {
        // Past the deadline: what was parsed is kept, the rest waits for the next scan.
        summary.complete = false;
    }
    let gone: Vec<String> = if incremental {
        look.gone
    } else if summary.complete {
        look.known
            .keys()
            .filter(|f| !look.seen.contains(*f))
            .cloned()
            .collect()
    } else {
        Vec::new()
    };
    summary.removed = gone.len();
    writer.flush()?;
    store.write_index(project, &[], &[], &gone)?;
    // What git said, for the next scan; a walk, or a first look cut short, leaves none.
    match (&repo, &dirty) {
        (Some(r), Some(dirty)) if summary.complete => {
            store.set_git_mark(project, Some((&r.head, dirty)))?;
        }
        _ if summary.complete || !incremental => store.set_git_mark(project, None)?,
        _ => {}
    }

    // Lessons follow: files whose table changed, then files that are gone.
    let with_lessons: HashSet<String> = store
        .files_with_anchored_lessons(project)?
        .into_iter()
        .collect();
    let followed = &mut summary.followed;
    for (file, table) in &writer.follow {
        let all: HashSet<String> = table.iter().map(|s| s.anchor.hex()).collect();
        let done = super::file_parsed(store, project, root, file, table, Some(&all))?;
        followed.extend(done);
    }
    let seen = |f: &String| look.seen.contains(f);
    for file in with_lessons
        .iter()
        .filter(|f| seen(f) && !writer.parsed.contains(f.as_str()))
    {
        followed.extend(super::recheck(store, project, file)?);
    }
    for file in gone.iter().filter(|f| with_lessons.contains(*f)) {
        followed.extend(super::file_gone(store, project, file)?);
    }
    if summary.complete {
        // Lessons on files that were never indexed and are not there.
        for file in with_lessons
            .iter()
            .filter(|f| !seen(f) && !gone.contains(*f))
        {
            if !root.join(file).exists() {
                followed.extend(super::file_gone(store, project, file)?);
            }
        }
    }
    summary.millis = started.elapsed().as_millis();
    Ok(summary)
}

/// Whether code with lessons is not where its lessons say: an orphaned lesson, or a symbol
/// with lessons that the table of its file (`with_lessons`, indexed) lacks.
fn lost(store: &Store, project: &str, with_lessons: &HashSet<String>) -> Result<bool> {
    if !store.orphaned(project)?.is_empty() {
        return Ok(true);
    }
    for file in with_lessons {
        if !super::undefined(store, project, file)?.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Whether a project-relative path has a hidden part (`.github/x.py`): the walk never
/// enters those, so a listing from git leaves them out too.
fn hidden(file: &str) -> bool {
    file.split('/').any(|part| part.starts_with('.'))
}

/// Which files a scan reads.
struct Look<'a> {
    store: &'a Store,
    project: &'a str,
    root: &'a Path,
    /// When the walk stops (the index then keeps what it saw; nothing is taken as gone).
    deadline: Option<Instant>,
    /// The files with lessons, looked at before the rest.
    lessons_first: HashSet<String>,
    /// The whole index's stamps, when every file is looked at (when only changes are, the
    /// stamps of a directory being walked).
    known: HashMap<String, Stamp>,
    /// Only what git says changed is looked at: stamps are read one file at a time, and a
    /// file looked at and not there is gone.
    incremental: bool,
    /// Files a hook gave up on (and files with lessons without a table): parsed whatever
    /// their stamp says.
    gave_up: HashSet<String>,
    /// Whether a new or changed file's table is made (else only those of `gave_up`).
    tables: bool,
    seen: HashSet<String>,
    todo: Vec<Todo>,
    gone: Vec<String>,
}

impl Look<'_> {
    /// Every supported file under `start` that `.gitignore` (and `.ignore`, hidden files)
    /// does not exclude, as ripgrep chooses them, until the deadline.
    fn walk(&mut self, start: &Path, summary: &mut Summary) -> Result<()> {
        let walker = ignore::WalkBuilder::new(start)
            .require_git(false)
            .follow_links(false)
            .build();
        for entry in walker {
            if self.past_deadline(summary) {
                break;
            }
            let Ok(entry) = entry else { continue };
            let path = entry.path();
            if symbols::language_for_path(path).is_none() {
                continue;
            }
            let Some(file) = relative(self.root, path) else {
                continue;
            };
            if self.lessons_first.contains(&file) {
                continue;
            }
            if self.consider(file, path, entry.metadata().ok())? {
                summary.files += 1;
            }
        }
        Ok(())
    }

    /// Whether the deadline has passed: the scan is then not complete.
    fn past_deadline(&self, summary: &mut Summary) -> bool {
        let past = self.deadline.is_some_and(|d| Instant::now() > d);
        summary.complete &= !past;
        past
    }

    /// Looks at `file` (at `path`, with `meta`, None when it is not there): to read when its
    /// stamp moved. True when it is a file to index.
    fn consider(
        &mut self,
        file: String,
        path: &Path,
        meta: Option<std::fs::Metadata>,
    ) -> Result<bool> {
        let held = match self.known.get(&file) {
            Some(s) => Some(*s),
            None if self.incremental => self
                .store
                .indexed_stamp(self.project, &file)?
                .map(|(s, _)| s),
            None => None,
        };
        let Some(meta) = meta.filter(|m| m.is_file() && m.len() <= crate::files::MAX_SOURCE_BYTES)
        else {
            if self.incremental && held.is_some() {
                self.gone.push(file);
            }
            return Ok(false);
        };
        let size = meta.len() as i64;
        let mtime_ns = crate::files::mtime_ns(&meta);
        let gave_up = self.gave_up.contains(&file);
        let same = held.is_some_and(|s| s.size == size && s.mtime_ns == mtime_ns) && !gave_up;
        let known = held.map(|s| s.hash).filter(|_| !gave_up);
        if !same && !self.seen.contains(&file) {
            let table = self.tables || gave_up;
            self.todo
                .push((file.clone(), path.into(), size, mtime_ns, known, table));
        }
        self.seen.insert(file);
        Ok(true)
    }
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
    if held.is_some_and(|(s, table)| s.hash == stamp.hash && table == Table::Made) {
        return Ok(Followed::default());
    }
    let before: HashSet<String> = store.indexed_hashes(project, file)?.into_iter().collect();
    let table = symbols::symbols_of_file(&path, &bytes)?;
    let entry = indexed(file, stamp, &bytes, Some(&table));
    store.write_index(project, &[entry], &[], &[])?;
    let appeared: HashSet<String> = table
        .iter()
        .map(|s| s.anchor.hex())
        .filter(|h| !before.contains(h))
        .collect();
    super::file_parsed(store, project, root, file, &table, Some(&appeared))
}

/// `path` relative to `root`, with `/` separators; None outside it or not UTF-8.
fn relative(root: &Path, path: &Path) -> Option<String> {
    let rel = path.strip_prefix(root).ok()?;
    let parts: Option<Vec<&str>> = rel.components().map(|c| c.as_os_str().to_str()).collect();
    Some(parts?.join("/"))
}
