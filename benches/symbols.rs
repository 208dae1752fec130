//! How long resolving one line takes, per language, for a 500-line and a 5,000-line file:
//! tree-sitter's parse alone, in process (`symbols_for_lines`), and end to end
//! (`cm symbols FILE --line N`, the release binary). Medians of 30 runs; prints figures,
//! asserts nothing.
//!
//! The files are real code concatenated, for every language of the registry: from the first
//! of these directories that holds enough of it: Python's standard library (found through
//! `python3`), Cargo's registry, `$CM_BENCH_TYPESCRIPT` (a directory, else the `typescript`
//! package that `crates/symbols/oracle/agree.py` installs), Go's standard library (found through
//! `go env GOROOT`), then the directories of `$CM_BENCH_SOURCES` (separated as in `PATH`).
//! A language without sources is skipped.
//!
//!     cargo bench --bench symbols

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const SIZES: [usize; 2] = [500, 5000];
const RUNS: usize = 30;

fn main() {
    let scratch_dir = tempfile::tempdir().expect("a scratch directory");
    let scratch = scratch_dir.path();
    println!(
        "{:<11} {:>6}  {:>12}  {:>12}  {:>12}",
        "language", "lines", "parse only", "in-process", "end-to-end"
    );
    let roots = source_roots();
    for lang in code_memory::symbols::LANGUAGES {
        let (lang, ext) = (lang.name, lang.extensions[0]);
        for size in SIZES {
            let text = roots
                .iter()
                .find_map(|root| concatenate(root, &ext_of_sources(ext), size));
            let Some(text) = text else {
                println!("{lang:<11} {size:>6}  skipped: no {lang} sources found");
                continue;
            };
            let path = scratch.join(format!("bench_{size}.{ext}"));
            std::fs::write(&path, &text).expect("writing the bench file");
            let lines = text.lines().count();
            let line = lines / 2;
            let grammar =
                code_memory::symbols::language_for_path(&path).expect("a known extension");
            let parse_only = median(RUNS, || {
                let mut parser = tree_sitter::Parser::new();
                parser.set_language(&grammar.grammar()).expect("grammar");
                std::hint::black_box(parser.parse(text.as_bytes(), None));
            });
            let in_process = median(RUNS, || {
                let found = code_memory::symbols::symbols_for_lines(
                    &path,
                    text.as_bytes(),
                    &[(line, line)],
                )
                .expect("resolving");
                std::hint::black_box(found);
            });
            let end_to_end = median(RUNS, || {
                let status = Command::new(env!("CARGO_BIN_EXE_cm"))
                    .args([
                        "symbols",
                        path.to_str().unwrap(),
                        "--line",
                        &line.to_string(),
                    ])
                    .stdout(std::process::Stdio::null())
                    .status()
                    .expect("running cm");
                assert!(status.success());
            });
            println!(
                "{lang:<11} {lines:>6}  {:>9.2} ms  {:>9.2} ms  {:>9.2} ms",
                ms(parse_only),
                ms(in_process),
                ms(end_to_end)
            );
        }
    }
}

/// Where real code is looked for, in order.
fn source_roots() -> Vec<PathBuf> {
    let typescript = std::env::var_os("CM_BENCH_TYPESCRIPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("crates/symbols/oracle/ts/node_modules/typescript/lib")
        });
    let mut roots: Vec<PathBuf> = python_stdlib().into_iter().collect();
    roots.extend(cargo_registry());
    roots.push(typescript);
    roots.extend(go_stdlib());
    if let Some(more) = std::env::var_os("CM_BENCH_SOURCES") {
        roots.extend(std::env::split_paths(&more));
    }
    roots
}

/// Which files to gather for a bench file of this extension: TSX is TypeScript plus JSX,
/// and is measured on TypeScript sources.
fn ext_of_sources(ext: &'static str) -> Vec<&'static str> {
    match ext {
        "tsx" => vec!["ts"],
        ext => vec![ext],
    }
}

fn go_stdlib() -> Option<PathBuf> {
    let out = Command::new("go").args(["env", "GOROOT"]).output().ok()?;
    let dir = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim()).join("src");
    dir.is_dir().then_some(dir)
}

fn python_stdlib() -> Option<PathBuf> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .ok()?;
    let dir = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
    dir.is_dir().then_some(dir)
}

fn cargo_registry() -> Vec<PathBuf> {
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    let Some(src) = home.map(|h| h.join("registry/src")) else {
        return Vec::new();
    };
    std::fs::read_dir(src)
        .map(|dirs| dirs.filter_map(|d| d.ok().map(|d| d.path())).collect())
        .unwrap_or_default()
}

/// Files with one of `exts` under `root`, in path order, until `lines` are reached.
fn concatenate(root: &Path, exts: &[&str], lines: usize) -> Option<String> {
    let mut files = Vec::new();
    walk(root, exts, &mut files);
    files.sort();
    let mut text = String::new();
    let mut count = 0;
    for file in files {
        let Ok(body) = std::fs::read_to_string(&file) else {
            continue;
        };
        let n = body.lines().count();
        if n == 0 {
            continue;
        }
        // The last file is cut at a line end to keep sizes comparable; tree-sitter parses
        // what is left of it as it would an edit in progress.
        let take = n.min(lines - count);
        for line in body.lines().take(take) {
            text.push_str(line);
            text.push('\n');
        }
        count += take;
        if count >= lines {
            return Some(text);
        }
    }
    None
}

fn walk(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            let name = entry.file_name();
            if name != "test"
                && name != "tests"
                && name != "testdata"
                && name != "site-packages"
                && name != "node_modules"
            {
                walk(&path, exts, out);
            }
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| exts.contains(&e))
            && !path.to_string_lossy().ends_with(".d.ts.map")
        {
            out.push(path);
        }
    }
}

fn median(runs: usize, mut f: impl FnMut()) -> Duration {
    f();
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
