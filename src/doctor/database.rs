//! Doctor's database checks: the file, whether cm can write it and its directory, and what
//! `store::schema::inspect` finds inside (integrity, schema version, tables).

use std::fs;
use std::path::Path;

use super::Check;
use crate::store::schema::{self, Inspection};

/// Every database check, for the file at `db`.
pub(super) fn check(db: &Path) -> Vec<Check> {
    let mut checks = Vec::new();
    if !db.exists() {
        checks.push(Check::ok(
            "database",
            format!(
                "{} (not created yet: it appears with the first lesson)",
                db.display()
            ),
        ));
        if let Some(problem) = dir_not_writable(db) {
            checks.push(Check::fail(
                "writable",
                problem,
                "make the directory writable, or choose another with --db / CODE_MEMORY_DB",
            ));
        }
        return checks;
    }
    if !fs::metadata(db).is_ok_and(|m| m.is_file()) {
        // Opening a FIFO to check it would block.
        checks.push(Check::fail(
            "database",
            format!("{}: not a regular file", db.display()),
            "move it aside (cm starts a new database there), or choose another with --db / CODE_MEMORY_DB",
        ));
        return checks;
    }
    checks.push(Check::ok("database", db.display().to_string()));
    if let Err(e) = fs::File::open(db) {
        // Whatever else is wrong cannot be seen through this.
        checks.push(Check::fail(
            "readable",
            format!("cannot read the database: {e}"),
            format!(
                "chmod u+rw {0} (a file another user owns: chown it to you, or point --db / \
                 CODE_MEMORY_DB at your own)",
                db.display()
            ),
        ));
        return checks;
    }
    let file_writable = fs::OpenOptions::new().write(true).open(db).err();
    match (file_writable, dir_not_writable(db)) {
        (Some(e), _) => checks.push(Check::fail(
            "writable",
            format!("cannot write the database: {e}"),
            format!("chmod u+w {}", db.display()),
        )),
        (None, Some(problem)) => checks.push(Check::fail(
            "writable",
            problem,
            "make the directory writable: SQLite keeps its journal files beside the database",
        )),
        (None, None) => checks.push(Check::ok("writable", "database and its directory")),
    }
    checks.extend(check_schema(db));
    checks.extend(check_orphans(db));
    checks.extend(check_spool(db));
    checks
}

/// Writes the hooks kept while the database could not be written (`hook::spool`: test
/// runs, edits, lessons shown): the next hook or command makes them; doctor, which only
/// reads, says they wait.
fn check_spool(db: &Path) -> Option<Check> {
    let spool = crate::hook::spool::spool_path(db);
    fs::symlink_metadata(&spool)
        .ok()
        .filter(|m| m.is_file() && m.len() > 0)?;
    let writes = fs::read_to_string(&spool)
        .map(|t| t.lines().filter(|l| !l.trim().is_empty()).count())
        .unwrap_or(0);
    Some(Check::warn(
        "kept writes",
        format!(
            "{writes} {} (test runs, edits, lessons shown) kept in {} while the database \
             could not be written",
            crate::text::plural(writes, "write", "writes"),
            spool.display()
        ),
        "any cm command that opens the database makes them (cm stats), as does the next hook",
    ))
}

/// Lessons whose code is gone with no successor: never shown, worth retiring.
fn check_orphans(db: &Path) -> Option<Check> {
    let store = crate::store::Store::open_read_only(db).ok()?;
    let n = store.orphaned_count().ok()?;
    (n > 0).then(|| {
        Check::warn(
            "orphaned lessons",
            format!("{n} symbol(s) with lessons are gone from the code, with no successor found"),
            "cm query --orphaned lists them; cm gc retires their lessons",
        )
    })
}

/// Probes the directory that holds (or will hold) the database, creating nothing but a
/// probe file that is removed at once.
fn dir_not_writable(db: &Path) -> Option<String> {
    let dir = db.parent().filter(|d| !d.as_os_str().is_empty())?;
    let existing = dir.ancestors().find(|d| d.is_dir())?;
    let probe = existing.join(format!(".cm-doctor-{}", std::process::id()));
    match fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = fs::remove_file(&probe);
            None
        }
        Err(e) => Some(format!(
            "cannot create files in {}: {e}",
            existing.display()
        )),
    }
}

fn check_schema(db: &Path) -> Vec<Check> {
    let fix_corrupt = format!(
        "move it aside (mv {0} {0}.broken; cm starts a new one), then run `cm share pull` in each \
         repository that shares its lessons to have those back (docs/SHARING.md); the others \
         only a backup of the file holds",
        db.display()
    );
    let corrupt = |what: String| vec![Check::fail("integrity", what, &fix_corrupt)];
    let (version, missing, lessons) = match schema::inspect(db) {
        Inspection::CannotOpen(e) => return corrupt(format!("cannot open: {e}")),
        Inspection::CheckFailed(e) => return corrupt(format!("quick_check failed: {e}")),
        Inspection::Damaged(first) => {
            return corrupt(format!("quick_check: {}", first.join("; ")));
        }
        Inspection::Sound {
            version,
            missing_tables,
            lessons,
        } => (version, missing_tables, lessons),
    };
    let integrity = Check::ok("integrity", "quick_check ok");
    if !missing.is_empty() {
        return vec![
            integrity,
            Check::fail(
                "schema",
                format!(
                    "version {version}, but no {} table: not a code-memory database",
                    missing.join(" or ")
                ),
                "point --db or CODE_MEMORY_DB at the cm database, or move this file aside",
            ),
        ];
    }
    let count = lessons
        .map(|n| format!(", {n} {}", crate::text::plural(n, "lesson", "lessons")))
        .unwrap_or_default();
    let latest = i64::from(schema::latest_version());
    let schema = if version > latest {
        Check::fail(
            "schema",
            format!("version {version}{count}, newer than this cm knows ({latest})"),
            "upgrade cm to the version that wrote it (cargo install --path . in an up-to-date \
             clone); or move the file aside to start anew with this one",
        )
    } else if version < latest {
        Check::warn(
            "schema",
            format!("version {version}{count}; this cm upgrades it to {latest} on first use"),
            "run any command that opens it, e.g. cm stats",
        )
    } else {
        Check::ok("schema", format!("version {version}{count}"))
    };
    vec![integrity, schema]
}
