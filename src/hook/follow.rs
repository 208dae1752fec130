//! Lessons follow their code on the hook path, one file at a time: after an Edit or Write
//! the file's symbols with lessons get their current anchor, follow a rename or move, and
//! code that appeared takes in the lessons of vanished code; before a Read's lessons are
//! shown, the file's anchors are current (stale marks). SessionStart runs an incremental
//! scan within a deadline, which catches `git mv` and other shell work. What an edit moved
//! goes to the share log at once; what a Read or SessionStart followed (code that came from
//! elsewhere, whose move the log may hold already) waits for the next session's write.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use anyhow::Result;

use super::Runtime;
use super::background::Forked;
use crate::follow::table;
use crate::follow::{self, index, map};
use crate::learn::Ctx as _;
use crate::project::Place;
use crate::share;
use crate::store::Store;
use crate::symbols::Symbol;

/// How long SessionStart may spend scanning the project in process (a replay, the demo;
/// `CODE_MEMORY_SESSION_SCAN_MS` sets another); the next session goes on.
fn session_scan() -> Duration {
    std::env::var("CODE_MEMORY_SESSION_SCAN_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(Duration::from_millis(600), Duration::from_millis)
}
/// How long a Read or an edit may spend applying a share log that changed mid-session.
const LOG_BUDGET: Duration = Duration::from_millis(100);

/// Before lessons are followed: when the project shares them and its log changed since it
/// was last applied (a `git pull` mid-session), the log comes first, so a move another
/// clone wrote is applied rather than guessed again from the code. One stat when unchanged.
fn log_first(store: &mut Store, place: &Place) {
    if share::enabled(&place.root) {
        let deadline = Instant::now() + LOG_BUDGET;
        if let Err(e) = share::pull(store, &place.root, &place.project, Some(deadline), false) {
            store.note(format!("share log: {e:#}"));
        }
    }
}

/// After an Edit or Write of `place`: index it, follow its lessons, take in lessons of
/// vanished code that appeared here. Nothing when the project has no lessons.
pub(crate) fn after_edit(rt: &mut Runtime, place: &Place) -> Result<()> {
    let store = rt.store()?;
    if !store.project_has_lessons(&place.project)? {
        return Ok(());
    }
    log_first(store, place);
    let Some(now) = table::current_at(store, place)? else {
        return Ok(());
    };
    // Only code new to this file can be code that moved here; an index that held this very
    // content (a second call for one edit) has nothing to learn.
    let appeared = now.appeared().unwrap_or_default();
    let table = now.table;
    let (project, root, file) = (&place.project, &place.root, &place.file);
    let done = follow::file_parsed(store, project, root, file, &table, Some(&appeared))?;
    if !done.is_empty() {
        store.note(format!(
            "followed after an edit of {}: {done:?}",
            place.file
        ));
        write_moves(rt, place);
    }
    Ok(())
}

/// This edit moved or orphaned lessons: when the project shares them, where they are now
/// goes to the share log at once, with the edit it belongs to. Problems go to the hook log.
fn write_moves(rt: &mut Runtime, place: &Place) {
    if !share::enabled(&place.root) {
        return;
    }
    let config = rt.config(&place.root).clone();
    let result = rt
        .store()
        .and_then(|store| share::push(store, &place.root, &place.project, &config));
    match result {
        Ok(pushed) => rt
            .warnings
            .extend(pushed.refused.iter().map(ToString::to_string)),
        Err(e) => rt.warnings.push(format!("share log: {e:#}")),
    }
}

/// The project map of at most `tokens` for the SessionStart brief; None when the project
/// has no index.
pub(crate) fn session_map(rt: &mut Runtime, tokens: usize) -> Result<Option<String>> {
    let (_, project) = rt.project()?;
    let store = rt.store()?;
    let index = store.index(&project)?;
    if index.is_empty() {
        return Ok(None);
    }
    let files = map::ranked(store, &project, &index)?;
    Ok(Some(
        map::render(&project, &files, tokens * map::CHARS_PER_TOKEN).0,
    ))
}

/// Before lessons of `place` are shown: its symbols' anchors are current, symbols gone
/// from it (`table`, its symbol table now) followed or orphaned, and code that `appeared`
/// in it (when the lookup just indexed it) takes in lessons of vanished code.
pub(crate) fn refresh(
    store: &mut Store,
    place: &Place,
    table: &[Symbol],
    appeared: Option<&HashSet<String>>,
) -> Result<()> {
    log_first(store, place);
    let (project, root, file) = (&place.project, &place.root, &place.file);
    follow::file_parsed(store, project, root, file, table, appeared)?;
    Ok(())
}

/// At SessionStart, before anything is opened: the project index is brought up to date
/// after the answer, never on its path (a parse of a big file, the index's write lock). In
/// `cm hook` a child this hook forks does it ([`background::fork_scan`]); returns true in
/// that child, which has scanned and answers nothing. Otherwise [`at_session_start`] does
/// it, later in the answer.
///
/// [`background::fork_scan`]: super::background::fork_scan
pub(crate) fn scan_after_answer(rt: &mut Runtime, map: usize) -> Forked {
    if rt.finish != super::Finish::AfterAnswer {
        return Forked::No;
    }
    let forked = super::background::fork_scan(rt.db_path.as_deref());
    if forked == Forked::Child
        && let Err(e) = scan_all(rt, map)
    {
        rt.warnings.push(format!("scanning the project: {e:#}"));
    }
    forked
}

/// The whole scan, in the child: waiting for locks as a command does (nobody waits for
/// it), when the project has lessons or a map of `map` tokens asks for the index anyway
/// (the tables of the files it shows are made then). Nothing on a database of another
/// schema: its upgrade is a command's to make.
fn scan_all(rt: &mut Runtime, map: usize) -> Result<()> {
    let (root, project) = rt.project()?;
    let Some(db) = rt.db_path.clone() else {
        return Ok(());
    };
    if Store::open_read_only(&db).is_err() {
        return Ok(());
    }
    let mut store = Store::open(&db)?;
    if map == 0 && !store.project_has_lessons(&project)? {
        return Ok(());
    }
    let summary = index::run(&store, &root, &project, None, None)?;
    map::make_tables(&store, &root, &project, map * map::CHARS_PER_TOKEN)?;
    store.trim_wal();
    if !summary.followed.is_empty() {
        rt.warnings
            .push(format!("followed at session start: {:?}", summary.followed));
    }
    Ok(())
}

/// At SessionStart, when no child scans ([`scan_after_answer`]): in process (a replay, the
/// demo, which no agent waits for) the project's index brought up to date within
/// [`session_scan`] and lessons followed before the brief; in `cm hook` a
/// `cm scan --background` started for it. Nothing when the project has no lessons and
/// no map (of `map` tokens) asks for the index.
pub(crate) fn at_session_start(rt: &mut Runtime, map: usize) -> Result<()> {
    let (root, project) = rt.project()?;
    let later = (rt.finish == super::Finish::AfterAnswer).then(|| rt.db_path.clone());
    let store = rt.store()?;
    if map == 0 && !store.project_has_lessons(&project)? {
        return Ok(());
    }
    if let Some(db) = later {
        if let Some(db) = db {
            super::background::spawn_scan(&db, &root, &project, None)?;
        }
        return Ok(());
    }
    let deadline = Some(Instant::now() + session_scan());
    let summary = index::run(store, &root, &project, deadline, None)?;
    map::make_tables(store, &root, &project, map * map::CHARS_PER_TOKEN)?;
    if !summary.followed.is_empty() {
        store.note(format!("followed at session start: {:?}", summary.followed));
    }
    Ok(())
}
