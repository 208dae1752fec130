//! The replay benchmark: real agent sessions replayed through `cm replay`, their recorded
//! lessons judged, the figures printed (benches/replay/README.md).
//!
//! ```text
//! cargo bench --bench replay -- CORPUS [--hook-bin BIN] [--out DIR] [--only REPO] [--judge-only]
//! ```
//!
//! CORPUS is a directory made by `benches/replay/prepare.py`: `<repo>/<NNN>-<session>/` with
//! `transcript.jsonl` and `tree/`. Each repository's sessions are replayed in order against
//! one scratch database, so a lesson of an early session can reach a later one. `--hook-bin`
//! sends the hook calls to another build of `cm` (a baseline); the reports are kept in
//! `--out` (default `target/replay/<label>`), where `--judge-only` reads them again.

#[path = "replay/figures.rs"]
mod figures;
#[path = "replay/judge.rs"]
mod judge;

use std::path::{Path, PathBuf};
use std::process::Command;

use figures::Figures;

struct Options {
    corpus: PathBuf,
    hook_bin: Option<PathBuf>,
    out: PathBuf,
    only: Option<String>,
    judge_only: bool,
}

fn options() -> Options {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let (mut corpus, mut hook_bin, mut out, mut only, mut judge_only) =
        (None, None, None, None, false);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--hook-bin" => hook_bin = args.next().map(PathBuf::from),
            "--out" => out = args.next().map(PathBuf::from),
            "--only" => only = args.next(),
            "--judge-only" => judge_only = true,
            other => corpus = Some(PathBuf::from(other)),
        }
    }
    let corpus = corpus
        .or_else(|| std::env::var_os("CM_REPLAY_CORPUS").map(PathBuf::from))
        .unwrap_or_else(|| {
            eprintln!("usage: cargo bench --bench replay -- CORPUS [--hook-bin BIN] [--out DIR] [--only REPO] [--judge-only]");
            std::process::exit(2)
        });
    let label = if hook_bin.is_some() {
        "hook-bin"
    } else {
        "this-build"
    };
    let out = out.unwrap_or_else(|| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("target/replay")
            .join(label)
    });
    Options {
        corpus,
        hook_bin,
        out,
        only,
        judge_only,
    }
}

fn sorted_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn main() {
    let o = options();
    let mut figures = Figures::default();
    let mut per_repo = Vec::new();
    for repo_dir in sorted_dirs(&o.corpus) {
        let repo = repo_dir.file_name().unwrap().to_string_lossy().to_string();
        // A repository's directory holds sessions; anything else beside them is not one.
        let sessions = sorted_dirs(&repo_dir);
        if !sessions
            .iter()
            .any(|s| s.join("transcript.jsonl").is_file())
        {
            continue;
        }
        if o.only.as_ref().is_some_and(|only| *only != repo) {
            continue;
        }
        let reports = o.out.join(&repo);
        if !o.judge_only {
            replay_repo(&o, &repo, &repo_dir, &reports);
        }
        let mut mine = Figures::default();
        for report in sorted_files(&reports) {
            let text = std::fs::read_to_string(&report).unwrap_or_default();
            let Ok(doc) = serde_json::from_str::<serde_json::Value>(&text) else {
                eprintln!("{}: not a replay report", report.display());
                continue;
            };
            for session in doc["sessions"].as_array().into_iter().flatten() {
                figures.add(&repo, session);
                mine.add(&repo, session);
            }
        }
        per_repo.push((repo, mine));
    }
    for (repo, f) in &per_repo {
        f.print(repo);
    }
    let label = o
        .hook_bin
        .as_ref()
        .map_or_else(|| "this build".to_string(), |b| b.display().to_string());
    figures.print(&format!("all repositories, {label}"));
    write_lessons(&o.out.join("lessons.jsonl"), &figures);
}

fn sorted_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// Replays a repository's sessions in order, one `cm replay` each, against one scratch
/// directory; each report goes to `reports/<session>.json`.
fn replay_repo(o: &Options, repo: &str, dir: &Path, reports: &Path) {
    let scratch = reports.join("scratch");
    let _ = std::fs::remove_dir_all(reports);
    std::fs::create_dir_all(reports).expect("creating the reports directory");
    for session in sorted_dirs(dir) {
        let transcript = session.join("transcript.jsonl");
        if !transcript.is_file() {
            continue;
        }
        // The `cm` that replays: this build's, or `CM_REPLAY_CM` (a copy that stays put
        // while this build changes).
        let cm = std::env::var_os("CM_REPLAY_CM")
            .map_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_cm")), PathBuf::from);
        let mut cmd = Command::new(cm);
        cmd.args(["--json", "-p", repo, "replay", "--keep"])
            .arg(&scratch)
            .arg("--tree")
            .arg(session.join("tree"))
            .arg(&transcript);
        if let Some(bin) = &o.hook_bin {
            cmd.arg("--hook-bin").arg(bin);
        }
        let name = session.file_name().unwrap().to_string_lossy().to_string();
        match cmd.output() {
            Ok(out) if out.status.success() => {
                std::fs::write(reports.join(format!("{name}.json")), &out.stdout)
                    .expect("writing a report");
            }
            Ok(out) => eprintln!(
                "{repo}/{name}: cm replay failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ),
            Err(e) => eprintln!("{repo}/{name}: cm replay did not run: {e}"),
        }
    }
}

/// Every judged lesson, one JSON line each (for hand checks: benches/replay/labels.jsonl).
fn write_lessons(path: &Path, f: &Figures) {
    let lines: Vec<String> = f
        .judged
        .iter()
        .map(|l| {
            serde_json::json!({"repo": l.repo, "session": l.session, "call": l.call,
                "command": l.command, "symbol": l.symbol, "file": l.file, "lesson": l.text,
                "judge": l.verdict.name(), "why": l.why, "shown": l.shown, "output": l.output})
            .to_string()
        })
        .collect();
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let _ = std::fs::write(path, lines.join("\n") + "\n");
    println!("judged lessons written to {}", path.display());
}
