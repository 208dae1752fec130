//! The SQLite lesson store: one file holding symbols, their lessons (table `experiences`), and the
//! hook runtime's per-session state. Opening runs the numbered migrations. This is the only
//! module that speaks SQL; the rest of the crate goes through [`Store`]'s methods.
//!
//! Layout: `types` holds the data types and row mapping, `lessons` the writes (record,
//! status, recompute) and lesson reads, `lookup` the hook's reads (a file's lessons, top,
//! search, summary), `session` the hook's per-session tables, `index` the project index
//! (the one store of files' symbol tables), `track_record` what each lesson did. `schema`
//! opens and migrates the file, `risk` is the score formula and its levels, `redact` scrubs
//! secrets before storage. `share/` is the store's side of lessons shared through the
//! repository (`import` applies events, `anchor` where a shared lesson's code went),
//! `cm_py` reads other lesson databases for `cm import`. The lesson block the model reads
//! is `crate::render`'s.

pub(crate) mod anchors;
pub(crate) mod cm_py;
pub(crate) mod index;
mod lessons;
mod lookup;
pub mod redact;
pub(crate) mod replay;
pub(crate) mod replayed;
pub(crate) mod risk;
pub mod schema;
pub(crate) mod search;
pub(crate) mod session;
pub(crate) mod share;
pub(crate) mod track_record;
mod types;
pub(crate) mod unrecognised;

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Result;
use rusqlite::{Connection, OptionalExtension as _, Transaction, TransactionBehavior};

pub(crate) use types::{
    Lesson, LessonCounts, LevelCounts, ProjectSummary, RiskLevel, Status, SymbolSearch, SymbolStats,
};
pub use types::{NewLesson, Outcome, Recorded, Source};

/// Context for SQLite errors: one line, `what: why`. (anyhow's `with_context` would print
/// rusqlite's error and then its source, which says the same thing again.)
pub(crate) trait SqlContext<T> {
    fn db_context<C: std::fmt::Display>(self, what: impl FnOnce() -> C) -> Result<T>;
}

impl<T> SqlContext<T> for rusqlite::Result<T> {
    fn db_context<C: std::fmt::Display>(self, what: impl FnOnce() -> C) -> Result<T> {
        self.map_err(|e| anyhow::anyhow!("{}: {e}", what()))
    }
}

/// An open lesson database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// How long a statement waits for a lock another process holds.
    busy: Duration,
    /// Opened for a hook: statements wait until the hook's deadline instead
    /// ([`schema::wait_as_hook`]).
    hook: bool,
    /// Bookkeeping writes that failed ([`Store::save_if_possible`]), for the hook log.
    unsaved: RefCell<Vec<String>>,
    /// Other problems met on the way that did not stop the answer, for the hook log.
    notes: RefCell<Vec<String>>,
    /// Why the first write failed, when it was for a reason that passes.
    blocked: std::cell::Cell<Option<Blocked>>,
}

/// Why a hook could not write, when the reason passes: what it could not write now can be
/// kept and written later (`hook::spool`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Blocked {
    /// Another process holds the write lock, or the schema needs an upgrade a hook may not
    /// wait for.
    Busy,
    /// The disk (or a file size limit) has no room.
    Full,
}

impl Blocked {
    /// What `e` says, if it is one of these. SQLite's errors often reach here as text
    /// (`SqlContext` keeps one line), so the text is read when no typed cause is.
    pub(crate) fn of(e: &anyhow::Error) -> Option<Blocked> {
        use rusqlite::ErrorCode;
        for cause in e.chain() {
            if let Some(sql) = cause.downcast_ref::<rusqlite::Error>() {
                match sql.sqlite_error_code() {
                    Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
                        return Some(Blocked::Busy);
                    }
                    Some(ErrorCode::DiskFull) => return Some(Blocked::Full),
                    _ => {}
                }
            }
            if let Some(io) = cause.downcast_ref::<std::io::Error>()
                && is_full(io)
            {
                return Some(Blocked::Full);
            }
            if cause.is::<schema::UpgradeDeferred>() {
                return Some(Blocked::Busy);
            }
        }
        let text = format!("{e:#}");
        if text.contains("database is locked") || text.contains("database table is locked") {
            Some(Blocked::Busy)
        } else if text.contains("database or disk is full") {
            Some(Blocked::Full)
        } else {
            None
        }
    }
}

/// Whether an I/O error says there is no room (no space, a file size or disk quota limit).
pub(crate) fn is_full(e: &std::io::Error) -> bool {
    if e.kind() == std::io::ErrorKind::StorageFull || e.kind() == std::io::ErrorKind::FileTooLarge {
        return true;
    }
    #[cfg(unix)]
    {
        matches!(
            e.raw_os_error(),
            Some(libc::ENOSPC | libc::EFBIG | libc::EDQUOT)
        )
    }
    #[cfg(not(unix))]
    false
}

/// `t` as stored: RFC 3339 UTC to the second (text order is time order).
pub(crate) fn timestamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// Now, as stored: RFC 3339 UTC to the second (`timestamp`).
pub fn now_timestamp() -> String {
    timestamp(chrono::Utc::now())
}

/// A new status change's order key: now to the millisecond, then a fresh UUID v7, so that
/// text order is time order and two changes in the same millisecond still differ.
pub(crate) fn status_key() -> String {
    format!(
        "{} {}",
        chrono::Utc::now().format("%Y-%m-%dT%H:%M:%S%.3fZ"),
        uuid::Uuid::now_v7()
    )
}

impl Store {
    /// Opens (creating 0600 if missing, with its directory) and migrates the database.
    pub fn open(path: &Path) -> Result<Store> {
        let conn = schema::open(path, schema::BUSY_TIMEOUT, None)?;
        Ok(Store::new(conn, path, schema::BUSY_TIMEOUT))
    }

    /// Opens the database for a hook, which must answer within its time budget: locks are
    /// waited for [`schema::HOOK_BUSY_TIMEOUT`] while opening and until
    /// [`schema::HOOK_LOCK_WAIT`] after it in all, and a database that cannot be opened
    /// for writing (read-only, or its migration locked by another process) is opened
    /// read-only, every write then failing at once. Why it is read-only is noted as an
    /// unsaved write ([`Store::take_unsaved`]).
    pub(crate) fn open_for_hook(path: &Path) -> Result<Store> {
        schema::start_hook_clock();
        let busy = schema::HOOK_BUSY_TIMEOUT;
        let hook_store = |conn| {
            let mut store = Store::new(conn, path, busy);
            store.hook = true;
            store.restore_wait();
            store
        };
        let deadline = std::time::Instant::now() + schema::hook_migration();
        match schema::open(path, busy, Some(deadline)) {
            Ok(conn) => Ok(hook_store(conn)),
            Err(e) => {
                let Ok(conn) = schema::open_read_only(path, busy) else {
                    return Err(e);
                };
                let store = hook_store(conn);
                store.blocked.set(Blocked::of(&e));
                store
                    .unsaved
                    .borrow_mut()
                    .push(format!("{e:#}; answering read-only"));
                Ok(store)
            }
        }
    }

    /// Opens an existing database of the current schema read-only (nothing created,
    /// migrated or written), for checks that only look.
    pub(crate) fn open_read_only(path: &Path) -> Result<Store> {
        let busy = schema::HOOK_BUSY_TIMEOUT;
        let conn = schema::open_read_only(path, busy)?;
        Ok(Store::new(conn, path, busy))
    }

    fn new(conn: Connection, path: &Path, busy: Duration) -> Store {
        Store {
            conn,
            path: path.to_path_buf(),
            busy,
            hook: false,
            unsaved: RefCell::new(Vec::new()),
            notes: RefCell::new(Vec::new()),
            blocked: std::cell::Cell::new(None),
        }
    }

    /// Notes a problem that did not stop the answer (a file whose symbols took too long).
    pub(crate) fn note(&self, problem: String) {
        self.notes.borrow_mut().push(problem);
    }

    /// The problems noted so far.
    pub(crate) fn take_notes(&self) -> Vec<String> {
        std::mem::take(&mut self.notes.borrow_mut())
    }

    /// Runs a bookkeeping write whose loss only costs repetition (a session touched, a
    /// lesson marked shown, a symbol table cached): a failure is noted instead of returned,
    /// and once one failed no other is tried (each try may wait the busy timeout).
    /// Returns whether it was written.
    pub(crate) fn save_if_possible<T>(&self, write: impl FnOnce() -> Result<T>) -> bool {
        if !self.unsaved.borrow().is_empty() {
            return false;
        }
        match write() {
            Ok(_) => true,
            Err(e) => {
                self.blocked.set(Blocked::of(&e));
                self.unsaved.borrow_mut().push(format!("{e:#}"));
                false
            }
        }
    }

    /// Why writes fail, when the reason passes (a lock another process holds, a full disk).
    pub(crate) fn blocked(&self) -> Option<Blocked> {
        self.blocked.get()
    }

    /// True once a write failed or the database was opened read-only.
    pub(crate) fn cannot_save(&self) -> bool {
        !self.unsaved.borrow().is_empty()
    }

    /// The bookkeeping writes that failed, and why the database is read-only if it is.
    pub(crate) fn take_unsaved(&self) -> Vec<String> {
        std::mem::take(&mut self.unsaved.borrow_mut())
    }

    /// The connection, for unit tests that set up rows the API cannot write.
    #[cfg(test)]
    pub(crate) fn conn(&self) -> &Connection {
        &self.conn
    }

    /// The database file this store was opened from.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Runs a read, turning a SQLite failure into one message naming the database (rusqlite's
    /// own error chain repeats itself: "locked: Error code 5: database is locked").
    fn read<T>(&self, f: impl FnOnce() -> rusqlite::Result<T>) -> Result<T> {
        f().db_context(|| format!("reading database at {}", self.path.display()))
    }

    /// The rows of `sql` (a cached statement) for `params`, each read by `row`.
    fn rows<T, B: FromIterator<T>>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        row: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<B> {
        self.read(|| all(&self.conn, sql, params, row))
    }

    /// The one row of `sql` (a cached statement) for `params`, read by `row`.
    fn row<T>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        row: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<T> {
        self.read(|| self.conn.prepare_cached(sql)?.query_row(params, row))
    }

    /// The row of `sql` (a cached statement) for `params`, read by `row`, if there is one.
    fn opt_row<T>(
        &self,
        sql: &str,
        params: impl rusqlite::Params,
        row: impl FnOnce(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
    ) -> Result<Option<T>> {
        self.read(|| {
            self.conn
                .prepare_cached(sql)?
                .query_row(params, row)
                .optional()
        })
    }

    fn write_tx(&mut self) -> Result<rusqlite::Transaction<'_>> {
        let path = self.path.display().to_string();
        // IMMEDIATE takes the write lock up front, so the busy timeout covers the whole
        // transaction (a deferred one can fail with "database is locked" when it upgrades).
        self.conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .db_context(|| format!("writing to database at {path}"))
    }

    /// Runs `f` in one write transaction, committed when `keep` and rolled back otherwise;
    /// a SQLite failure reads `{what} database at <path>` (`what`: "recording a lesson in").
    fn write<T>(
        &mut self,
        what: &str,
        keep: bool,
        f: impl FnOnce(&Transaction<'_>) -> rusqlite::Result<T>,
    ) -> Result<T> {
        let ctx = format!("{what} database at {}", self.path.display());
        let tx = self.write_tx()?;
        let out = f(&tx).db_context(|| &ctx)?;
        if keep { tx.commit() } else { tx.rollback() }.db_context(|| &ctx)?;
        Ok(out)
    }
}

/// An IMMEDIATE transaction on `conn`: the write lock taken up front, where the busy wait
/// covers it.
fn immediate(conn: &Connection) -> rusqlite::Result<Transaction<'_>> {
    Transaction::new_unchecked(conn, TransactionBehavior::Immediate)
}

/// The rows of `sql` (a cached statement) on `conn` for `params`, each read by `row`.
fn all<T, B: FromIterator<T>>(
    conn: &Connection,
    sql: &str,
    params: impl rusqlite::Params,
    row: impl FnMut(&rusqlite::Row<'_>) -> rusqlite::Result<T>,
) -> rusqlite::Result<B> {
    conn.prepare_cached(sql)?.query_map(params, row)?.collect()
}

#[cfg(test)]
mod tests;
