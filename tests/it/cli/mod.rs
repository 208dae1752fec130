//! The lesson commands through the real binary: every command and flag, text and JSON
//! output, file-path normalization, project detection, redaction and bad input.
//!
//! One file per subcommand; the helpers they share are here.

mod database;
mod fail_ok;
mod json;
mod paths;
mod query;
mod resolve;
mod stats;
mod text;

use serde_json::Value;

use crate::common::Env;

fn stdout(env: &Env, args: &[&str]) -> String {
    let out = env
        .cm()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

fn keys(v: &Value) -> Vec<&str> {
    let mut k: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    k.sort_unstable();
    k
}

const SYMBOL_KEYS: &[&str] = &[
    "fail_count",
    "file",
    "id",
    "last_fail",
    "last_success",
    "name",
    "project",
    "risk_level",
    "risk_score",
    "success_count",
];
const EXPERIENCE_KEYS: &[&str] = &[
    "created_at",
    "detail",
    "fix",
    "id",
    "last_seen_at",
    "lesson",
    "occurrences",
    "session_id",
    "source",
    "status",
    "status_note",
    "symbol_id",
    "type",
    "uid",
];

fn with(base: &[&str], extra: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = base.iter().chain(extra).map(|s| s.to_string()).collect();
    v.sort_unstable();
    v
}

/// A throw-away git repository inside the scratch dir, with a linked worktree.
fn git(env: &Env, dir: &std::path::Path, args: &[&str]) {
    let ok = std::process::Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("HOME", env.path().join("home"))
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .output()
        .expect("git runs");
    assert!(
        ok.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&ok.stderr)
    );
}
