//! Hostile file systems made real: the data directory on a small tmpfs that fills up, the
//! same tmpfs remounted read-only, and a database file made immutable (`chattr +i`). As
//! root file modes are ignored, so these are the only ways to really refuse a write; each
//! test says so and passes without checking when it cannot mount or `chattr` here.
//!
//! Hooks keep their contract (exit 0 within the budget, nothing or one JSON object) and
//! answer from what they read; the command line fails in one line; nothing stored is lost.

#![cfg(target_os = "linux")]

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::json;

use crate::hook::{SHOP_PY, Scene, context};
use crate::hostile::timed_hook;
use crate::load::integrity;

/// A tmpfs mounted for the life of the value (lazily unmounted when dropped).
struct Tmpfs(PathBuf);

impl Tmpfs {
    /// Mounts a tmpfs of `size` at `dir`; None (with a note) when mounting is refused.
    fn mount(dir: &Path, size: &str) -> Option<Tmpfs> {
        std::fs::create_dir_all(dir).unwrap();
        let ok = Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={size},mode=0700"),
                "tmpfs",
            ])
            .arg(dir)
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok {
            eprintln!("note: cannot mount a tmpfs here (not root?): test skipped");
            return None;
        }
        Some(Tmpfs(dir.to_path_buf()))
    }

    fn remount(&self, opts: &str) {
        let out = Command::new("mount")
            .args(["-o", &format!("remount,{opts}")])
            .arg(&self.0)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

/// A scene whose data directory is a fresh tmpfs of `size`, with four lessons on
/// `apply_discount` of `shop.py`.
fn scene_on_tmpfs(size: &str) -> Option<(Scene, PathBuf, Tmpfs)> {
    let s = Scene::new();
    let mount = Tmpfs::mount(s.env.db().parent().unwrap(), size)?;
    let f = s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 4);
    Some((s, f, mount))
}

fn pre_edit(s: &Scene, f: &Path) -> String {
    let p = json!({
        "session_id": s.session, "cwd": s.root, "hook_event_name": "PreToolUse",
        "permission_mode": "default", "tool_name": "Edit", "tool_use_id": "toolu_mount",
        "tool_input": {"file_path": f, "old_string": "return price - price", "new_string": "x", "replace_all": false}
    });
    let v = timed_hook(s.cmd(), "pre-tool-use", p.to_string());
    context(&v)
}

fn every_event_keeps_the_contract(s: &Scene, f: &Path) {
    for (arg, name) in crate::hook::FIXTURE_EVENTS {
        let mut p = s.fixture(name);
        if p["tool_input"]["file_path"].is_string() {
            p["tool_input"]["file_path"] = json!(f);
        }
        timed_hook(s.cmd(), arg, p.to_string());
    }
}

/// `cm ARGS` must fail with one line on stderr.
fn cli_fails(s: &Scene, args: &[&str]) -> String {
    let out = s
        .env
        .cm()
        .current_dir(&s.root)
        .args(args)
        .timeout(std::time::Duration::from_secs(30))
        .output()
        .unwrap();
    assert!(!out.status.success(), "cm {args:?} should fail: {out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    err
}

#[test]
fn a_full_tmpfs_answers_without_saving_and_loses_nothing() {
    let Some((s, f, _mount)) = scene_on_tmpfs("2m") else {
        return;
    };
    // Fill every free byte.
    let filler = s.env.db().parent().unwrap().join("filler");
    {
        use std::io::Write as _;
        let mut out = std::fs::File::create(&filler).unwrap();
        let block = vec![0u8; 64 * 1024];
        while out.write_all(&block).is_ok() {}
        while out.write_all(&block[..512]).is_ok() {}
        let _ = out.sync_all();
    }
    // The gate cannot be remembered: the lessons come as context instead of a deny.
    assert!(pre_edit(&s, &f).contains("rounding drops cents"));
    every_event_keeps_the_contract(&s, &f);
    // A write that needs room fails in one line (a bigger lesson than any page left).
    let long = "x".repeat(20_000);
    cli_fails(&s, &["fail", "apply_discount", &long, "--file", "shop.py"]);

    std::fs::remove_file(&filler).unwrap();
    assert_eq!(integrity(&s.env.db()), "ok");
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 4);
    s.cm(&[
        "fail",
        "apply_discount",
        "after the disk was freed",
        "--file",
        "shop.py",
    ]);
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 5);
}

#[test]
fn a_read_only_mount_answers_from_what_it_reads() {
    let Some((s, f, mount)) = scene_on_tmpfs("8m") else {
        return;
    };
    mount.remount("ro");
    assert!(
        std::fs::write(s.env.db().with_extension("probe"), "x").is_err(),
        "the mount refuses writes, even to root"
    );
    let first = pre_edit(&s, &f);
    assert!(first.contains("rounding drops cents"), "{first}");
    every_event_keeps_the_contract(&s, &f);
    let err = cli_fails(
        &s,
        &["fail", "apply_discount", "one more", "--file", "shop.py"],
    );
    assert!(
        err.contains("read-only") || err.contains("readonly"),
        "{err}"
    );
    assert!(s.log().is_empty() || !s.log().contains("panic"));

    mount.remount("rw");
    assert_eq!(integrity(&s.env.db()), "ok");
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 4);
}

#[test]
fn an_immutable_database_file_answers_from_what_it_reads() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 4);
    let db = s.env.db();
    rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    let chattr = |flag: &str| {
        Command::new("chattr")
            .arg(flag)
            .arg(&db)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !chattr("+i") {
        eprintln!("note: chattr +i refused on this file system: test skipped");
        return;
    }
    struct Mutable<F: Fn(&str) -> bool>(F);
    impl<F: Fn(&str) -> bool> Drop for Mutable<F> {
        fn drop(&mut self) {
            (self.0)("-i");
        }
    }
    let _undo = Mutable(chattr);
    assert!(std::fs::OpenOptions::new().write(true).open(&db).is_err());

    let first = pre_edit(&s, &f);
    assert!(first.contains("rounding drops cents"), "{first}");
    every_event_keeps_the_contract(&s, &f);
    cli_fails(
        &s,
        &["fail", "apply_discount", "one more", "--file", "shop.py"],
    );
    drop(_undo);
    assert_eq!(integrity(&db), "ok");
    assert_eq!(s.lessons("apply_discount", "shop.py").len(), 4);
}
