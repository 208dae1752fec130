//! Opening the database file: permissions, pragmas, and the numbered migrations.
//!
//! Opening runs on every hook call, so the common case (schema current) costs a few pragma
//! statements and one `user_version` read. Migrations run under `BEGIN IMMEDIATE` and re-read
//! the version inside the transaction, so several processes creating or upgrading the same
//! file at once apply each migration exactly once.

use std::path::Path;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result, bail};
use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

use super::{SqlContext as _, Store};

/// The text of migration `name` (its file in `migrations/`).
macro_rules! sql {
    ($name:literal) => {
        include_str!(concat!("migrations/", $name, ".sql"))
    };
}

/// Every schema version, in order: `(user_version after it, SQL)`. Append new migrations at
/// the end with the next number; never edit one that has shipped.
pub(crate) const MIGRATIONS: &[(u32, &str)] = &[
    (1, sql!("0001_cm_py_schema")),
    (2, sql!("0002_lesson_status")),
    (3, sql!("0003_uid_source_counts")),
    (4, sql!("0004_hook_session_state")),
    (5, sql!("0005_lesson_fix_and_blame")),
    (6, sql!("0006_recall")),
    (7, sql!("0007_lesson_anchor")),
    (8, sql!("0008_follow_and_scan")),
    (9, sql!("0009_sharing")),
    (10, sql!("0010_risk_by_recency")),
    (11, sql!("0011_share_anchor")),
    (12, sql!("0012_risk_of_code_in_place")),
    (13, sql!("0013_blame_window_and_lesson_outcomes")),
    (14, sql!("0014_unrecognised_test_commands")),
    (15, sql!("0015_files_by_name")),
    (16, sql!("0016_one_symbol_store")),
    (17, sql!("0017_symbol_doc_lines")),
    (18, sql!("0018_replayed_lessons")),
    (19, sql!("0019_scan_since_git")),
    (20, sql!("0020_compact_index")),
];

/// The schema version this `cm` writes.
pub fn latest_version() -> u32 {
    MIGRATIONS.last().map_or(0, |m| m.0)
}

/// WAL size (frames, i.e. pages written) past which a writer folds the WAL back into the
/// database and truncates it: about ten recorded lessons.
const WAL_TRIM_FRAMES: u64 = 128;

/// How long that writer waits for readers to finish before leaving it to a later writer.
const WAL_TRIM_WAIT: Duration = Duration::from_millis(50);

/// How long a command waits for another writer before giving up.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a hook waits for another writer while it opens the database. A hook must
/// answer within about a second whatever holds the database (docs/HOOKS.md, "Time budget");
/// readers are never blocked in WAL mode, so a hook that cannot write still answers from
/// what it reads.
pub(crate) const HOOK_BUSY_TIMEOUT: Duration = Duration::from_millis(200);

/// How long, in all, a hook's statements wait for locks other processes hold, counted from
/// when it opened the database: one deadline for the whole call rather than a timeout per
/// statement, so a call of several writes still answers in time.
pub(crate) const HOOK_LOCK_WAIT: Duration = Duration::from_millis(800);

/// When this process's hook stops waiting for locks (set when the hook opens the database).
static HOOK_DEADLINE: OnceLock<Instant> = OnceLock::new();

/// Starts the hook's lock-wait clock ([`HOOK_LOCK_WAIT`]), once per process.
pub(crate) fn start_hook_clock() {
    HOOK_DEADLINE.get_or_init(|| Instant::now() + HOOK_LOCK_WAIT);
}

/// Starts the hook's lock-wait clock with a shorter wait than [`HOOK_LOCK_WAIT`] (a
/// SessionStart, whose writes are bookkeeping), unless it started already.
pub(crate) fn start_hook_clock_within(wait: Duration) {
    HOOK_DEADLINE.get_or_init(|| Instant::now() + wait.min(HOOK_LOCK_WAIT));
}

/// Makes `conn` wait for locks as a hook does: until [`HOOK_LOCK_WAIT`] after the first
/// call in this process, in short sleeps. SQLite's own handler sleeps up to 100 ms between
/// tries, so among many short writers one that waits loses the lock to each newcomer; a
/// lock held for a millisecond is taken soon after it is let go this way.
pub(crate) fn wait_as_hook(conn: &mut Connection) -> rusqlite::Result<()> {
    start_hook_clock();
    conn.busy_handler(Some(hook_busy))
}

fn hook_busy(attempt: i32) -> bool {
    let deadline = *HOOK_DEADLINE.get_or_init(|| Instant::now() + HOOK_LOCK_WAIT);
    let now = Instant::now();
    if now >= deadline {
        return false;
    }
    let pause = Duration::from_micros(500 * (1 + u64::from(attempt.clamp(0, 9) as u32)));
    std::thread::sleep(pause.min(deadline - now));
    true
}

/// How long a hook may spend upgrading the schema (`CODE_MEMORY_HOOK_MIGRATION_MS` sets
/// it). An upgrade recomputes every symbol: on a database of a million lessons that is many
/// seconds, which no hook may take; it is given up (rolled back) and left to the next
/// command, which has no such limit.
pub(crate) fn hook_migration() -> Duration {
    std::env::var("CODE_MEMORY_HOOK_MIGRATION_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(Duration::from_millis(500), Duration::from_millis)
}

/// A schema upgrade given up at a hook's deadline and rolled back: the next command, which
/// has no such limit, makes it.
#[derive(Debug)]
pub struct UpgradeDeferred;

impl std::fmt::Display for UpgradeDeferred {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "the upgrade takes longer than a hook may wait; any command that opens it (cm stats) \
             upgrades it",
        )
    }
}

impl std::error::Error for UpgradeDeferred {}

/// Opens `path` (creating it 0600, and its directory 0700), sets the pragmas and migrates,
/// waiting at most `busy` for each lock another process holds, and giving up an upgrade of
/// the schema that runs past `deadline`.
pub(crate) fn open(path: &Path, busy: Duration, deadline: Option<Instant>) -> Result<Connection> {
    create_file(path)?;
    make_private(path);
    // A new, empty database gets its tables whatever the deadline: there is nothing in it
    // to upgrade, and a hook that gave up here on a loaded machine would answer nothing
    // until a command ran.
    let deadline = deadline.filter(|_| std::fs::metadata(path).is_ok_and(|m| m.len() > 0));
    // The file exists now: SQLite is not allowed to create one (through a symlink, say).
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags)
        .db_context(|| format!("opening database at {}", path.display()))?;
    configure(&conn, busy).db_context(|| format!("opening database at {}", path.display()))?;
    if deadline.is_some() && user_version(&conn).is_ok_and(|v| v == latest_version()) {
        return Ok(conn);
    }
    let migrated = match deadline {
        None => migrate(&conn, path, busy, None),
        Some(deadline) => {
            // A watchdog interrupts the upgrade at the deadline unless it ended first.
            let handle = conn.get_interrupt_handle();
            let (done, wait) = std::sync::mpsc::channel::<()>();
            let watchdog = std::thread::spawn(move || {
                let left = deadline.saturating_duration_since(Instant::now());
                if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(left) {
                    handle.interrupt();
                }
            });
            let migrated = migrate(&conn, path, busy, Some(deadline));
            let _ = done.send(());
            let _ = watchdog.join();
            migrated
        }
    };
    if deadline.is_some_and(|d| Instant::now() > d)
        && let Err(e) = migrated
    {
        return Err(e.context(UpgradeDeferred));
    }
    migrated?;
    Ok(conn)
}

/// Opens an existing database of the current schema read-only: nothing is created,
/// migrated or written. For a hook when [`open`] failed (a read-only file or directory,
/// a migration another process holds the lock for).
pub(crate) fn open_read_only(path: &Path, busy: Duration) -> Result<Connection> {
    let ctx = || format!("opening database at {} read-only", path.display());
    if !std::fs::metadata(path).with_context(ctx)?.is_file() {
        bail!("database at {}: not a regular file", path.display());
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags).db_context(ctx)?;
    conn.busy_timeout(busy).db_context(ctx)?;
    let version = user_version(&conn).db_context(ctx)?;
    if version != latest_version() {
        bail!(
            "database at {} has schema version {version}, not {}; read-only, it cannot be upgraded",
            path.display(),
            latest_version()
        );
    }
    Ok(conn)
}

/// Tightens an existing database (and its `-wal`/`-shm`) with group or other permissions to
/// 0600. Files cm does not own keep their mode. (The default data directory is tightened
/// where it is chosen, `dirs::db_path`; one chosen with `--db` may be shared.)
fn make_private(path: &Path) {
    crate::files::make_private(path, 0o600);
    for suffix in ["-wal", "-shm"] {
        crate::files::make_private(&crate::files::suffixed(path, suffix), 0o600);
    }
}

/// Creates a missing database file with owner-only permissions before SQLite sees it (SQLite
/// would use the umask, and its `-wal`/`-shm` files copy the main file's mode). A symlink to
/// nothing is refused rather than followed.
fn create_file(path: &Path) -> Result<()> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => return Ok(()),
        // SQLite would block on a FIFO, or read a device.
        Ok(_) => bail!("database at {}: not a regular file", path.display()),
        // Missing, or unreachable: creating it says why.
        Err(_) => {}
    }
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        bail!(
            "database at {} is a symlink to a missing file; cm does not create files through it",
            path.display()
        );
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        crate::files::create_private_dir_all(dir)
            .with_context(|| format!("creating database directory {}", dir.display()))?;
    }
    let mut options = std::fs::OpenOptions::new();
    // `create_new` (O_EXCL) never follows a symlink.
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    match options.open(path) {
        Ok(_file) => {
            #[cfg(unix)]
            {
                // The umask may have taken more than group and other bits away.
                use std::os::unix::fs::PermissionsExt as _;
                _file
                    .set_permissions(std::fs::Permissions::from_mode(0o600))
                    .with_context(|| format!("creating database at {}", path.display()))?;
            }
            Ok(())
        }
        // Another process created it first: fine, we use theirs, if it is a file.
        Err(e)
            if e.kind() == std::io::ErrorKind::AlreadyExists
                && std::fs::metadata(path).is_ok_and(|m| m.is_file()) =>
        {
            Ok(())
        }
        Err(e) => Err(e).with_context(|| format!("creating database at {}", path.display())),
    }
}

fn configure(conn: &Connection, busy: Duration) -> rusqlite::Result<()> {
    conn.busy_timeout(busy)?;
    // WAL is stored in the file: after the first open this only reads the mode back. Switching
    // needs a moment of exclusive access, which a concurrent creator may hold; SQLite does not
    // always route that through the busy handler, so wait here as a writer would.
    retry_busy(busy, || {
        conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0))
    })?;
    conn.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")?;
    // Each `cm` process is short-lived. By default the last connection to close checkpoints
    // and deletes the WAL, which costs every write several fsyncs. Instead the WAL stays, and
    // writers truncate it once it grows (see `Store::trim_wal`): the next process to open the file
    // rebuilds its WAL index by reading the whole WAL, so it must stay short.
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
        true,
    )?;
    Ok(())
}

impl Store {
    /// After a write: when the WAL has grown past [`WAL_TRIM_FRAMES`], checkpoints it into
    /// the database and truncates it (the only fsyncs `cm` pays, once every few writes).
    /// Best effort: if readers keep it busy, a later writer does it.
    pub(crate) fn trim_wal(&mut self) {
        if self.wal_grown() {
            self.checkpoint_wal();
        }
    }

    /// Checkpoints the WAL into the database and truncates it, whatever its size.
    pub(crate) fn checkpoint_wal(&mut self) {
        if self.conn.busy_timeout(WAL_TRIM_WAIT).is_ok() {
            let _ = self
                .conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        }
        self.restore_wait();
    }

    /// Whether the WAL has grown past [`WAL_TRIM_FRAMES`] (one file size check).
    pub(crate) fn wal_grown(&self) -> bool {
        std::fs::metadata(crate::files::suffixed(&self.path, "-wal"))
            .is_ok_and(|m| m.len() / (4096 + 24) > WAL_TRIM_FRAMES)
    }

    /// Waits for locks again as this store was opened to: a command its busy timeout, a
    /// hook until its deadline.
    pub(crate) fn restore_wait(&mut self) {
        if self.hook {
            let _ = wait_as_hook(&mut self.conn);
        } else {
            let _ = self.conn.busy_timeout(self.busy);
        }
    }
}

/// Runs `f` again while it fails with "database is locked/busy", up to `limit`.
fn retry_busy<T>(
    limit: Duration,
    mut f: impl FnMut() -> rusqlite::Result<T>,
) -> rusqlite::Result<T> {
    let start = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        match f() {
            Err(e) if is_busy(&e) && start.elapsed() < limit => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(50));
            }
            other => return other,
        }
    }
}

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    )
}

fn user_version(conn: &Connection) -> rusqlite::Result<u32> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

fn migrate(
    conn: &Connection,
    path: &Path,
    busy: Duration,
    deadline: Option<Instant>,
) -> Result<()> {
    let ctx = || format!("reading database at {}", path.display());
    let current = user_version(conn).db_context(ctx)?;
    let latest = latest_version();
    if current == latest {
        return Ok(());
    }
    refuse_newer(current, path)?;

    let upgrade = || -> rusqlite::Result<()> {
        let tx = rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate)?;
        // Another process may have migrated while we waited for the write lock.
        let current = user_version(&tx)?;
        if current >= latest {
            return tx.commit();
        }
        // Past the deadline between steps, as the watchdog does within one.
        let in_time = || match deadline {
            Some(d) if Instant::now() > d => Err(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_INTERRUPT),
                Some("interrupted".into()),
            )),
            _ => Ok(()),
        };
        for (version, sql) in MIGRATIONS.iter().filter(|m| m.0 > current) {
            in_time()?;
            tx.execute_batch(sql)?;
            tx.pragma_update(None, "user_version", version)?;
        }
        // Counts, recency and risk follow the current rules, whatever wrote the rows.
        in_time()?;
        super::lessons::refresh_all_symbols(&tx)?;
        tx.commit()
    };
    retry_busy(busy, upgrade).db_context(|| {
        format!(
            "upgrading database at {} from schema version {current} to {latest}",
            path.display()
        )
    })?;
    let now = user_version(conn).db_context(ctx)?;
    refuse_newer(now, path)
}

fn refuse_newer(version: u32, path: &Path) -> Result<()> {
    let latest = latest_version();
    if version > latest {
        bail!(
            "database at {} has schema version {version}, newer than this cm ({latest}); upgrade cm",
            path.display()
        );
    }
    Ok(())
}

/// What a read-only look at a database file found (for `cm doctor`).
#[derive(Debug)]
pub(crate) enum Inspection {
    /// The file could not be opened read-only.
    CannotOpen(rusqlite::Error),
    /// `PRAGMA quick_check` could not run.
    CheckFailed(rusqlite::Error),
    /// `PRAGMA quick_check` found damage: its first lines.
    Damaged(Vec<String>),
    /// The file is sound.
    Sound {
        /// `PRAGMA user_version`, 0 when unreadable.
        version: i64,
        /// Tables every code-memory database has, missing from this one.
        missing_tables: Vec<&'static str>,
        /// How many lessons it holds, when that could be counted.
        lessons: Option<i64>,
    },
}

/// Opens `path` read-only (creating, migrating and writing nothing) and checks its
/// integrity, schema version and tables.
pub(crate) fn inspect(path: &Path) -> Inspection {
    let conn = match Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    ) {
        Ok(c) => c,
        Err(e) => return Inspection::CannotOpen(e),
    };
    let _ = conn.busy_timeout(Duration::from_secs(2));
    let quick_check: rusqlite::Result<Vec<String>> =
        super::all(&conn, "PRAGMA quick_check", [], |row| row.get(0));
    match quick_check {
        Ok(rows) if rows == ["ok"] => {}
        Ok(rows) => return Inspection::Damaged(rows.into_iter().take(3).collect()),
        Err(e) => return Inspection::CheckFailed(e),
    }
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap_or(0);
    let sql = "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name";
    let tables: Vec<String> = super::all(&conn, sql, [], |r| r.get(0)).unwrap_or_default();
    let missing_tables: Vec<&'static str> = ["symbols", "experiences"]
        .into_iter()
        .filter(|t| !tables.iter().any(|have| have == t))
        .collect();
    let lessons = if missing_tables.is_empty() {
        conn.query_row("SELECT count(*) FROM experiences", [], |r| r.get(0))
            .ok()
    } else {
        None
    };
    Inspection::Sound {
        version,
        missing_tables,
        lessons,
    }
}
