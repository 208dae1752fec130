//! `cm scan` in a git work tree: after one complete scan, the next looks only at what git
//! says changed (modified, added, deleted, renamed, committed, checked out), and leaves out
//! what git ignores; outside git, in a repository inside the tree and with submodules it
//! walks as before. A first scan reads the files and parses none (their tables are made
//! when something needs them, or when they change). Parsing on every core gives the index
//! one thread gives, and `--json` reports progress on stderr.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::common::Env;

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args([
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@example.com",
            "-c",
            "init.defaultBranch=main",
            "-c",
            "protocol.file.allow=always",
        ])
        .args(args)
        .current_dir(dir)
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .output()
        .expect("git");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn write(dir: &Path, file: &str, text: &str) {
    let path = dir.join(file);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

fn py(name: &str, value: u32) -> String {
    format!("def {name}(x):\n    y = x + {value}\n    return y * 2\n")
}

/// A git repository at `env/<name>` with `files` committed.
fn repo(env: &Env, name: &str, files: &[(&str, String)]) -> PathBuf {
    let dir = env.path().join(name);
    std::fs::create_dir_all(&dir).unwrap();
    git(&dir, &["init", "-q"]);
    for (f, text) in files {
        write(&dir, f, text);
    }
    git(&dir, &["add", "-A"]);
    git(&dir, &["commit", "-q", "-m", "first"]);
    dir
}

/// `cm --json scan` in `dir`: the summary.
fn scan(env: &Env, dir: &Path) -> Value {
    scan_in(env, dir, None)
}

/// `cm --json scan` in `dir`, with the agent's project directory `project` when given.
fn scan_in(env: &Env, dir: &Path, project: Option<&Path>) -> Value {
    let mut cmd = env.cm();
    if let Some(project) = project {
        cmd.env("CLAUDE_PROJECT_DIR", project);
    }
    let out = cmd
        .current_dir(dir)
        .args(["--json", "scan"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).unwrap()
}

/// The files of the index, sorted.
fn indexed(db: &Path) -> Vec<String> {
    rows(db, "SELECT file FROM scan_files ORDER BY file")
}

/// The one text column of the rows of `sql`.
fn rows(db: &Path, sql: &str) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn.prepare(sql).unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap()
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn after_a_first_scan_only_what_git_says_changed_is_looked_at() {
    let env = Env::new();
    let dir = repo(
        &env,
        "repo",
        &[
            ("src/a.py", py("a", 1)),
            ("src/b.py", py("b", 2)),
            (
                "src/c.rs",
                "pub fn c(x: u32) -> u32 {\n    x + 3\n}\n".into(),
            ),
            (
                "src/d.ts",
                "export function d(x: number) {\n  return x + 4;\n}\n".into(),
            ),
            (".gitignore", "build/\n".into()),
            ("build/gen.py", py("gen", 5)),
        ],
    );
    let first = scan(&env, &dir);
    assert_eq!(first["changes_from_git"], false, "{first}");
    assert_eq!((&first["parsed"], &first["read"]), (&0.into(), &4.into()));
    let all = ["src/a.py", "src/b.py", "src/c.rs", "src/d.ts"];
    assert_eq!(indexed(&env.db()), all);
    assert!(tables(&env.db()).is_empty());
    // `cm map` makes the tables of the files it shows.
    env.cm().current_dir(&dir).arg("map").assert().success();
    let first_tables = tables(&env.db());
    assert_eq!(first_tables.len(), 4);
    let quiet = scan(&env, &dir);
    assert_eq!(quiet["changes_from_git"], true, "{quiet}");
    assert_eq!(quiet["files"], 0, "{quiet}");

    // Modified, added, deleted, renamed; an ignored file and a hidden one stay out.
    write(&dir, "src/a.py", &py("a", 10));
    write(&dir, "src/e.py", &py("e", 6));
    std::fs::remove_file(dir.join("src/c.rs")).unwrap();
    git(&dir, &["mv", "src/d.ts", "src/d2.ts"]);
    write(&dir, "build/gen2.py", &py("gen2", 7));
    write(&dir, ".tools/hidden.py", &py("hidden", 8));
    let changed = scan(&env, &dir);
    assert_eq!(changed["changes_from_git"], true, "{changed}");
    assert_eq!(changed["parsed"], 3, "{changed}");
    assert_eq!(changed["removed"], 2, "{changed}");
    assert_eq!(
        indexed(&env.db()),
        ["src/a.py", "src/b.py", "src/d2.ts", "src/e.py"]
    );

    // Only git is asked: a change git is told to overlook is not seen.
    git(&dir, &["update-index", "--assume-unchanged", "src/b.py"]);
    write(&dir, "src/b.py", &py("b", 20));
    assert_eq!(scan(&env, &dir)["parsed"], 0);
    git(&dir, &["update-index", "--no-assume-unchanged", "src/b.py"]);
    assert_eq!(scan(&env, &dir)["parsed"], 1);

    // Committed, then the first commit checked out again: the commits' changes are seen.
    git(&dir, &["add", "-A"]);
    git(&dir, &["commit", "-q", "-m", "second"]);
    assert_eq!(scan(&env, &dir)["parsed"], 0);
    git(&dir, &["checkout", "-q", "HEAD~1"]);
    let back = scan(&env, &dir);
    assert_eq!(back["changes_from_git"], true, "{back}");
    assert_eq!(indexed(&env.db()), all);
    // The same content as the first scan indexed: the same symbols.
    assert_eq!(tables(&env.db()), first_tables);
}

#[test]
fn outside_git_the_tree_is_walked() {
    let env = Env::new();
    let dir = env.path().join("plain");
    write(&dir, "a.py", &py("a", 1));
    write(&dir, ".hidden/x.py", &py("x", 2));
    for _ in 0..2 {
        let s = scan(&env, &dir);
        assert_eq!(s["changes_from_git"], false, "{s}");
    }
    write(&dir, "b.py", &py("b", 3));
    assert_eq!(scan(&env, &dir)["parsed"], 1);
    assert_eq!(indexed(&env.db()), ["a.py", "b.py"]);
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn a_project_in_a_subdirectory_of_a_repository_and_a_repository_inside_one() {
    let env = Env::new();
    let dir = repo(
        &env,
        "repo",
        &[("top.py", py("top", 1)), ("sub/inner.py", py("inner", 2))],
    );
    // A repository of its own inside the project, which git does not enter.
    let nested = dir.join("sub/nested");
    std::fs::create_dir_all(&nested).unwrap();
    git(&nested, &["init", "-q"]);
    write(&nested, "n.py", &py("n", 3));
    git(&nested, &["add", "-A"]);
    git(&nested, &["commit", "-q", "-m", "nested"]);
    let sub = dir.join("sub");
    let scan_sub = || scan_in(&env, &sub, Some(&sub));
    assert_eq!(scan_sub()["read"], 2);
    assert_eq!(indexed(&env.db()), ["inner.py", "nested/n.py"]);
    write(&dir, "top.py", &py("top", 10));
    write(&sub, "inner.py", &py("inner", 20));
    write(&sub, "new.py", &py("new", 30));
    std::fs::remove_file(nested.join("n.py")).unwrap();
    let s = scan_sub();
    assert_eq!(s["changes_from_git"], true, "{s}");
    assert_eq!(s["parsed"], 2, "{s}");
    assert_eq!(s["removed"], 1, "{s}");
    assert_eq!(indexed(&env.db()), ["inner.py", "new.py"]);
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn a_work_tree_with_submodules_is_walked_into_them() {
    let env = Env::new();
    let lib = repo(&env, "lib", &[("l.py", py("l", 1))]);
    let dir = repo(&env, "repo", &[("main.py", py("main", 2))]);
    git(
        &dir,
        &["submodule", "add", "-q", lib.to_str().unwrap(), "lib"],
    );
    git(&dir, &["commit", "-q", "-m", "submodule"]);
    assert_eq!(scan(&env, &dir)["read"], 2);
    write(&dir, "lib/l2.py", &py("l2", 3));
    let s = scan(&env, &dir);
    assert_eq!(s["changes_from_git"], false, "{s}");
    assert_eq!(s["parsed"], 1, "{s}");
    assert_eq!(indexed(&env.db()), ["lib/l.py", "lib/l2.py", "main.py"]);
}

/// The files under `dir`.
fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

/// Every row of the index, as text.
fn dump(db: &Path) -> Vec<String> {
    let mut all = rows(
        db,
        "SELECT file || ' ' || size || ' ' || mtime_ns || ' ' || hash || ' ' || lines || ' ' || imports FROM scan_files ORDER BY file",
    );
    all.extend(tables(db));
    all.extend(rows(
        db,
        "SELECT f.file || ' ' || a.body_hash || ' ' || a.seq \
         FROM scan_anchors a JOIN scan_files f ON f.id = a.file_id ORDER BY 1",
    ));
    all
}

/// Each indexed file's symbol table as stored, beside its name.
fn tables(db: &Path) -> Vec<String> {
    rows(
        db,
        "SELECT f.file || ' ' || hex(t.symbols) FROM scan_files f \
         JOIN scan_tables t ON t.file_id = f.id WHERE length(t.symbols) > 0 ORDER BY 1",
    )
}

#[test]
fn parsing_on_every_core_indexes_what_one_thread_does_and_reports_progress() {
    let env = Env::new();
    let dir = env.path().join("proj");
    // Real code of several languages, a few times over.
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/symbols/tests/fixtures");
    let mut n = 0;
    for lang in std::fs::read_dir(&fixtures).unwrap() {
        let lang = lang.unwrap().path();
        for f in std::fs::read_dir(&lang).unwrap() {
            let f = f.unwrap().path();
            if f.is_file() && f.metadata().unwrap().len() < 200_000 {
                for copy in 0..3 {
                    let name = format!(
                        "c{copy}/{}/{}",
                        lang.file_name().unwrap().to_string_lossy(),
                        f.file_name().unwrap().to_string_lossy()
                    );
                    write(
                        &dir,
                        &name,
                        &std::fs::read_to_string(&f).unwrap_or_default(),
                    );
                    n += 1;
                }
            }
        }
    }
    assert!(n > 30, "{n} files");
    // The first scan reads every file; the second, after each changed, parses them.
    let mut dumps = Vec::new();
    for round in ["read", "parsed"] {
        if round == "parsed" {
            for f in walk(&dir) {
                let text = std::fs::read_to_string(&f).unwrap_or_default();
                std::fs::write(&f, text + "\n").unwrap();
            }
        }
        dumps.clear();
        for jobs in ["1", "4"] {
            let db = env.path().join(format!("jobs{jobs}.db"));
            let out = env
                .cm()
                .current_dir(&dir)
                .env("CODE_MEMORY_DB", &db)
                .args(["--json", "scan", "--jobs", jobs])
                .assert()
                .success()
                .get_output()
                .clone();
            let summary: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert!(summary[round].as_u64().unwrap() > 30, "{summary}");
            let progress: Vec<Value> = String::from_utf8_lossy(&out.stderr)
                .lines()
                .filter_map(|l| serde_json::from_str::<Value>(l).ok())
                .filter(|v| v.get("progress").is_some())
                .collect();
            let last = &progress.last().expect("progress on stderr")["progress"];
            assert_eq!(last["parsed"], last["of"], "{last}");
            let done = ["parsed", "read", "failed"]
                .iter()
                .map(|k| summary[k].as_u64().unwrap())
                .sum::<u64>();
            assert_eq!(last["of"].as_u64().unwrap(), done, "{last} {summary}");
            dumps.push(dump(&db));
        }
    }
    assert!(!dumps[0].is_empty());
    assert_eq!(dumps[0], dumps[1]);
}
