//! `cm review` on a real two-branch git repository: the lessons of the symbols the branch
//! changes, riskiest first; a symbol the branch deletes found in the base version and marked
//! orphaned; untouched code left out; the exit status `--fail-on` asks for.

use std::path::{Path, PathBuf};
use std::process::Command;

use predicates::prelude::*;
use serde_json::Value;

use crate::common::Env;

const CART: &str = "\
from decimal import Decimal


def parse_price(text):
    return Decimal(text.strip().replace(\",\", \".\"))


class Cart:
    def __init__(self):
        self.items = []

    def total(self):
        return sum(self.items, Decimal(\"0\"))


def legacy_total(items):
    return sum(items)
";

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .current_dir(dir)
        .args(args)
        .env("GIT_AUTHOR_NAME", "t")
        .env("GIT_AUTHOR_EMAIL", "t@example.com")
        .env("GIT_COMMITTER_NAME", "t")
        .env("GIT_COMMITTER_EMAIL", "t@example.com")
        .env("HOME", dir)
        .env_remove("GIT_DIR")
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {out:?}");
}

/// A repository whose `trunk` branch has cart.py with lessons on three symbols, and a
/// `feature` branch (checked out) that edits `Cart.total` and deletes `legacy_total`.
fn repo(env: &Env, trunk: &str) -> PathBuf {
    let dir = env.path().join("shop");
    std::fs::create_dir_all(&dir).unwrap();
    git(&dir, &["init", "-q", "-b", trunk]);
    std::fs::write(dir.join("cart.py"), CART).unwrap();
    std::fs::write(dir.join("README"), "shop\n").unwrap();
    git(&dir, &["add", "-A"]);
    git(&dir, &["commit", "-qm", "base"]);
    let fail = |symbol: &str, lesson: &str| {
        env.cm()
            .current_dir(&dir)
            .args(["fail", symbol, lesson, "--file", "cart.py"])
            .assert()
            .success();
    };
    for case in 1..=4 {
        fail("Cart.total", &format!("float rounding drift, case {case}"));
    }
    fail("legacy_total", "ints only, breaks on Decimal");
    fail("parse_price", "'1,50' was read as 150");
    git(&dir, &["checkout", "-qb", "feature"]);
    let changed = CART
        .replace(
            "        return sum(self.items, Decimal(\"0\"))\n",
            "        total = sum(self.items, Decimal(\"0\"))\n        return total.quantize(Decimal(\"0.01\"))\n",
        )
        .replace("\n\ndef legacy_total(items):\n    return sum(items)\n", "");
    std::fs::write(dir.join("cart.py"), changed).unwrap();
    git(
        &dir,
        &["commit", "-qam", "round the total; drop legacy_total"],
    );
    dir
}

fn review(env: &Env, dir: &Path, args: &[&str]) -> assert_cmd::assert::Assert {
    env.cm().current_dir(dir).arg("review").args(args).assert()
}

fn stdout(a: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(a.get_output().stdout.clone()).unwrap()
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn markdown_lists_changed_symbols_riskiest_first_with_deleted_ones_orphaned() {
    let env = Env::new();
    let dir = repo(&env, "main");
    let out = review(&env, &dir, &[]).success();
    let md = stdout(&out);
    assert!(md.starts_with("## code-memory: lessons of the code this branch changes\n"));
    assert!(
        md.contains("2 symbols changed in 1 file since `main`"),
        "{md}"
    );
    let total = md
        .find("`Cart.total in cart.py` — risk 11.50 (caution)")
        .expect(&md);
    let legacy = md
        .find("`legacy_total in cart.py` — risk 4.00 (low) — deleted by this branch")
        .expect(&md);
    assert!(total < legacy, "riskiest first:\n{md}");
    assert!(
        !md.contains("parse_price"),
        "untouched code is listed:\n{md}"
    );
    assert!(md[legacy..].contains("ints only, breaks on Decimal"));
    assert!(md[legacy..].contains("**orphaned**"));
    assert!(!md[total..legacy].contains("orphaned"));
    for case in 1..=4 {
        assert!(md[total..legacy].contains(&format!("float rounding drift, case {case}")));
    }
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn fail_on_sets_the_exit_status() {
    let env = Env::new();
    let dir = repo(&env, "main");
    review(&env, &dir, &["--fail-on", "caution"])
        .code(3)
        .stderr(predicate::str::contains(
            "1 changed symbol at risk caution or above",
        ));
    review(&env, &dir, &["--fail-on", "high"]).code(0);
    review(&env, &dir, &["--fail-on", "low", "--format", "text"])
        .code(3)
        .stdout(predicate::str::contains(
            "legacy_total in cart.py  risk 4.00 (low)",
        ))
        .stdout(predicate::str::contains("[orphaned]"));
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn json_and_the_default_base() {
    let env = Env::new();
    // No upstream and no main: master is the base.
    let dir = repo(&env, "master");
    let out = review(&env, &dir, &["--format", "json"]).success();
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["base"], "master");
    assert_eq!(v["changed_symbols"], 2);
    let names: Vec<&str> = v["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Cart.total", "legacy_total"]);
    assert_eq!(v["symbols"][1]["deleted"], true);
    assert_eq!(v["symbols"][1]["lessons"][0]["marks"][0], "orphaned");
    assert_eq!(
        v["symbols"][0]["lessons"][0]["marks"]
            .as_array()
            .unwrap()
            .len(),
        0
    );
    // --json is --format json.
    let out = env
        .cm()
        .current_dir(&dir)
        .args(["--json", "review"])
        .assert()
        .success();
    let again: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(again["symbols"], v["symbols"]);
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn an_explicit_base_and_a_branch_without_changes() {
    let env = Env::new();
    let dir = repo(&env, "main");
    // Compared with itself, the branch changes nothing.
    let out = review(&env, &dir, &["--base", "feature", "--fail-on", "low"]).success();
    assert!(
        stdout(&out).contains("0 symbols changed in 0 files"),
        "{}",
        stdout(&out)
    );
    review(&env, &dir, &["--base", "no-such-branch"])
        .code(1)
        .stderr(predicate::str::contains("no-such-branch"));
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn the_upstream_is_the_default_base() {
    let env = Env::new();
    let dir = repo(&env, "main");
    // A branch `other` that also has the feature commit: as the upstream, nothing differs.
    git(&dir, &["branch", "other", "feature"]);
    git(&dir, &["branch", "--set-upstream-to=other"]);
    let out = review(&env, &dir, &["--format", "text"]).success();
    assert!(stdout(&out).contains("since other"), "{}", stdout(&out));
    assert!(stdout(&out).contains("none of them has lessons"));
}

#[test]
fn outside_a_repository_it_says_so() {
    let env = Env::new();
    let dir = env.path().join("plain");
    std::fs::create_dir_all(&dir).unwrap();
    review(&env, &dir, &[])
        .code(1)
        .stderr(predicate::str::contains("git repository"));
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn file_level_lessons_and_renamed_files() {
    let env = Env::new();
    let dir = repo(&env, "main");
    env.cm()
        .current_dir(&dir)
        .args(["fail", "--file", "cart.py", "imports Decimal twice"])
        .assert()
        .success();
    git(&dir, &["mv", "cart.py", "basket.py"]);
    git(&dir, &["commit", "-qm", "rename"]);
    let out = review(&env, &dir, &["--format", "json"]).success();
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let found: Vec<(&str, &str)> = v["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["file"].as_str().unwrap(), s["name"].as_str().unwrap()))
        .collect();
    // Lessons kept under the old name still come, the file's own among them.
    assert!(found.contains(&("cart.py", "Cart.total")), "{found:?}");
    assert!(found.contains(&("cart.py", "")), "{found:?}");
    let md = stdout(&review(&env, &dir, &[]).success());
    assert!(md.contains("`cart.py (the file)`"), "{md}");
}
