//! The floor under a cold scan: the files of a tree (`CM_BENCH_TREE`, a git work tree such
//! as the scale bench's monorepo), read into memory first, then on every core as a scan
//! does it: tree-sitter's parse alone, the parse and the walk that makes a file's table
//! (`symbols_of_file`), and reading and hashing. Prints files/s for each and how many files
//! share their content with another; asserts nothing.
//!
//!     CM_BENCH_TREE=/path/to/repo cargo bench --bench parse_floor

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

fn main() {
    let Some(tree) = std::env::var_os("CM_BENCH_TREE").map(PathBuf::from) else {
        println!("CM_BENCH_TREE is not set: nothing to measure");
        return;
    };
    let out = std::process::Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(&tree)
        .output()
        .expect("git ls-files");
    let files: Vec<(PathBuf, Vec<u8>)> = out
        .stdout
        .split(|&b| b == 0)
        .filter_map(|p| std::str::from_utf8(p).ok())
        .map(|p| tree.join(p))
        .filter(|p| code_memory::symbols::language_for_path(p).is_some())
        .filter_map(|p| std::fs::read(&p).ok().map(|b| (p, b)))
        .collect();
    let distinct: HashSet<u64> = files
        .iter()
        .map(|(_, b)| xxhash_rust::xxh3::xxh3_64(b))
        .collect();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "{} files, {} of distinct content, {cores} threads, load average {}",
        files.len(),
        distinct.len(),
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .trim()
    );
    on_every_core("read and hash", &files, cores, |path, _| {
        let bytes = std::fs::read(path).unwrap_or_default();
        std::hint::black_box(xxhash_rust::xxh3::xxh3_64(&bytes));
    });
    on_every_core("tree-sitter parse alone", &files, cores, |path, bytes| {
        let grammar = code_memory::symbols::language_for_path(path).expect("a language");
        let mut parser = tree_sitter::Parser::new();
        parser.set_language(&grammar.grammar()).expect("grammar");
        std::hint::black_box(parser.parse(bytes, None));
    });
    on_every_core("parse and walk (a table)", &files, cores, |path, bytes| {
        std::hint::black_box(code_memory::symbols::symbols_of_file(path, bytes).ok());
    });
}

/// Runs `each` over `files` on `threads` threads taking the next file from a shared
/// counter, and prints the files/s and the CPU seconds it took.
fn on_every_core(
    what: &str,
    files: &[(PathBuf, Vec<u8>)],
    threads: usize,
    each: impl Fn(&Path, &[u8]) + Sync,
) {
    let next = AtomicUsize::new(0);
    let cpu = cpu_seconds();
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                while let Some((path, bytes)) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                    each(path, bytes);
                }
            });
        }
    });
    let secs = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu;
    println!(
        "{what:<26} {secs:7.1} s {:7.0} files/s   {cpu:7.1} CPU s {:7.0} files/s on {threads} idle cores",
        files.len() as f64 / secs,
        files.len() as f64 / cpu * threads as f64
    );
}

/// This process's CPU time (user and system) so far, from /proc (0 elsewhere).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(vec![], |(_, r)| r.split_whitespace().collect());
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}
