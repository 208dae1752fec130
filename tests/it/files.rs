//! The files `cm` makes are owner-only whatever the umask: the database and its `-wal` and
//! `-shm`, the hook log and its rotated copy, settings backups (files 0600, directories 0700);
//! and nothing is created or written through a symlink planted in their place.

#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{PermissionsExt as _, symlink};
use std::path::Path;

use predicates::prelude::*;

use crate::common::Env;

fn mode(path: &Path) -> u32 {
    fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

fn set_mode(path: &Path, mode: u32) {
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

fn with_suffix(path: &Path, suffix: &str) -> std::path::PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push(suffix);
    p.into()
}

#[test]
fn files_are_owner_only_whatever_the_umask() {
    for umask in ["022", "000"] {
        let env = Env::new();
        let db = env.db();
        env.cm_with_umask(umask)
            .args(["fail", "AuthService.validate", "JWT expiry not handled"])
            .assert()
            .success();
        assert_eq!(mode(db.parent().unwrap()), 0o700, "umask {umask}: data dir");
        for file in [
            db.clone(),
            with_suffix(&db, "-wal"),
            with_suffix(&db, "-shm"),
        ] {
            assert_eq!(mode(&file), 0o600, "umask {umask}: {}", file.display());
        }

        // A hook with a command line it cannot parse logs why.
        let log = db.with_file_name("hook.log");
        env.cm_with_umask(umask)
            .args(["hook", "no-such-event"])
            .write_stdin("{}")
            .assert()
            .success();
        assert!(
            fs::read_to_string(&log)
                .unwrap()
                .contains("bad command line")
        );
        assert_eq!(mode(&log), 0o600, "umask {umask}: hook.log");
        // Past its size limit it moves to hook.log.1, which stays owner-only too.
        fs::write(&log, "x".repeat(1_000_001)).unwrap();
        set_mode(&log, 0o644);
        env.cm_with_umask(umask)
            .args(["hook", "no-such-event"])
            .write_stdin("{}")
            .assert()
            .success();
        assert_eq!(mode(&with_suffix(&log, ".1")), 0o600, "umask {umask}");
        assert_eq!(mode(&log), 0o600, "umask {umask}: new hook.log");

        // Backups of settings files (made when the file's layout cannot be kept: here its
        // odd spacing), even of a world-readable one.
        let settings = env.path().join(".claude").join("settings.json");
        fs::create_dir_all(settings.parent().unwrap()).unwrap();
        fs::write(&settings, "{\"env\":  {\"TOKEN\": \"secret\"}}\n").unwrap();
        set_mode(&settings, 0o644);
        env.cm_with_umask(umask).arg("install").assert().success();
        let backup = settings.with_file_name("settings.json.bak");
        assert_eq!(mode(&backup), 0o600, "umask {umask}: backup");
        // A second backup replaces the first, still owner-only.
        set_mode(&backup, 0o644);
        let installed = fs::read_to_string(&settings).unwrap();
        fs::write(&settings, installed.replacen("\"env\": ", "\"env\":  ", 1)).unwrap();
        env.cm_with_umask(umask)
            .args(["install", "--uninstall"])
            .assert()
            .success();
        assert_eq!(mode(&backup), 0o600, "umask {umask}: second backup");
    }
}

#[test]
fn a_dangling_symlink_at_the_database_path_is_not_followed() {
    let env = Env::new();
    let db = env.db();
    fs::create_dir_all(db.parent().unwrap()).unwrap();
    let target = env.path().join("elsewhere.db");
    symlink(&target, &db).unwrap();
    env.cm()
        .args(["fail", "A", "broke"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("is a symlink to a missing file"));
    assert!(!target.exists(), "created through the symlink");
    assert!(fs::symlink_metadata(&db).unwrap().file_type().is_symlink());
}

#[test]
fn a_symlink_to_a_database_file_is_still_used() {
    let env = Env::new();
    let real = env.path().join("dotfiles").join("cm.db");
    env.cm()
        .env("CODE_MEMORY_DB", &real)
        .args(["fail", "A", "broke"])
        .assert()
        .success();
    let db = env.db();
    fs::create_dir_all(db.parent().unwrap()).unwrap();
    symlink(&real, &db).unwrap();
    env.cm()
        .args(["--json", "stats"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"lessons\""));
}

#[test]
fn the_hook_log_is_not_written_through_a_symlink() {
    let env = Env::new();
    let dir = env.db().parent().unwrap().to_path_buf();
    fs::create_dir_all(&dir).unwrap();
    let victim = env.path().join("victim.txt");
    fs::write(&victim, "keep\n").unwrap();
    let missing = env.path().join("missing.txt");
    for target in [&victim, &missing] {
        let log = dir.join("hook.log");
        let _ = fs::remove_file(&log);
        symlink(target, &log).unwrap();
        env.cm()
            .args(["hook", "no-such-event"])
            .write_stdin("{}")
            .assert()
            .success();
        assert!(fs::symlink_metadata(&log).unwrap().file_type().is_symlink());
    }
    assert_eq!(fs::read_to_string(&victim).unwrap(), "keep\n");
    assert!(!missing.exists());
}

#[test]
fn wider_modes_are_tightened_when_the_database_opens() {
    let env = Env::new();
    // The default location, under XDG_DATA_HOME: its directory is cm's own.
    let dir = env.path().join("xdg-data").join("code-memory");
    fs::create_dir_all(&dir).unwrap();
    set_mode(&dir, 0o755);
    let db = dir.join("cm.db");
    let cm = || {
        let mut cmd = env.cm();
        cmd.env_remove("CODE_MEMORY_DB");
        cmd
    };
    cm().args(["fail", "A", "broke"]).assert().success();
    for file in [
        db.clone(),
        with_suffix(&db, "-wal"),
        with_suffix(&db, "-shm"),
    ] {
        set_mode(&file, 0o644);
    }
    set_mode(&dir, 0o755);
    cm().args(["--json", "stats"]).assert().success();
    assert_eq!(mode(&dir), 0o700);
    for file in [
        db.clone(),
        with_suffix(&db, "-wal"),
        with_suffix(&db, "-shm"),
    ] {
        assert_eq!(mode(&file), 0o600, "{}", file.display());
    }
    // A directory chosen with CODE_MEMORY_DB may hold other files: only the database changes.
    let shared = env.path().join("shared");
    fs::create_dir_all(&shared).unwrap();
    set_mode(&shared, 0o755);
    let other = shared.join("cm.db");
    fs::copy(&db, &other).unwrap();
    set_mode(&other, 0o644);
    env.cm()
        .env("CODE_MEMORY_DB", &other)
        .args(["--json", "stats"])
        .assert()
        .success();
    assert_eq!(mode(&shared), 0o755);
    assert_eq!(mode(&other), 0o600);
}
