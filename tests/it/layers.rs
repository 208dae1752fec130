//! The dependency rule of docs/ARCHITECTURE.md, checked on the source text: which top-level
//! module may use which, who speaks SQL, and how long a source file may grow. A change that
//! breaks a layer fails here with the file and the offending line.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Each top-level module and the crate modules it may use (itself always allowed).
/// `cli`, `cmd`, `lib` and `main` sit on top and may use anything.
const ALLOWED: &[(&str, &[&str])] = &[
    ("text", &[]),
    ("files", &[]),
    ("edit", &[]), // which lines an edit changes: pure text work, never the wire types
    ("path_text", &[]),
    ("dirs", &["files", "path_text"]),
    ("project", &["path_text"]),
    ("store", &["files", "text"]),
    ("symbols", &[]), // the code-memory-symbols crate: Cargo enforces that it uses nothing here
    ("follow", &["files", "project", "store", "symbols", "text"]),
    ("testrun", &[]), // the code-memory-testrun crate: Cargo enforces that it uses only symbols
    ("replay", &["path_text"]),
    ("config", &["dirs", "files", "store", "text"]),
    ("render", &["store", "text"]),
    ("share", &["config", "files", "project", "store", "text"]),
    // The agents, their hook protocols and the domain events and answers those speak: an
    // edit's hunks and patches (`edit`) and a command's end (`testrun`) are what events carry.
    ("agent", &["dirs", "edit", "project", "testrun", "text"]),
    (
        "install",
        &["agent", "dirs", "files", "path_text", "project", "text"],
    ),
    // Learning: a test run becomes lessons. Never `hook`: it is told a run, not a payload.
    (
        "learn",
        &[
            "config", "files", "follow", "project", "render", "store", "symbols", "testrun", "text",
        ],
    ),
    (
        "hook",
        &[
            "agent", "config", "dirs", "edit", "files", "follow", "learn", "project", "render",
            "share", "store", "symbols", "testrun", "text",
        ],
    ),
    (
        "doctor",
        &[
            "agent", "config", "dirs", "files", "hook", "install", "project", "store", "text",
        ],
    ),
];

const TOP: &[&str] = &["cli", "cmd", "lib", "main"];

/// Longest non-test source file, in lines (tests below `#[cfg(test)]` do not count).
const MAX_LINES: usize = 500;

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `(top-level module, path relative to src/, text)` of every source file.
fn sources() -> Vec<(String, String, String)> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(src())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let top = rel
                .split('/')
                .next()
                .unwrap()
                .trim_end_matches(".rs")
                .to_string();
            let text = std::fs::read_to_string(&p).unwrap();
            (top, rel, text)
        })
        .collect()
}

/// The code above the file's unit tests.
fn non_test(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod ")
        .map_or(text, |at| &text[..at])
}

/// Crate modules a line names through `crate::x` or `use crate::{x, y}`.
fn used_modules(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.push(name);
                }
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push(name);
        }
    }
    out
}

#[test]
fn modules_use_only_the_layers_below_them() {
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    let mut problems = Vec::new();
    for (top, rel, text) in sources() {
        if TOP.contains(&top.as_str()) {
            continue;
        }
        let Some(may) = allowed.get(top.as_str()) else {
            problems.push(format!(
                "src/{rel}: module `{top}` has no row in the dependency rule (tests/it/layers.rs, docs/ARCHITECTURE.md)"
            ));
            continue;
        };
        for (n, line) in non_test(&text).lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for used in used_modules(line) {
                if used != top && !may.contains(&used.as_str()) {
                    problems.push(format!(
                        "src/{rel}:{}: `{top}` may not use `{used}`: {}",
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn only_the_store_speaks_sql() {
    let calls = [
        "prepare(",
        "prepare_cached(",
        ".execute(",
        "execute_batch(",
        "query_row(",
        "Connection::open",
    ];
    let mut problems = Vec::new();
    for (top, rel, text) in sources() {
        if top == "store" {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            if let Some(call) = calls.iter().find(|c| line.contains(*c)) {
                problems.push(format!("src/{rel}:{}: {call}", n + 1));
            }
        }
    }
    for (_, rel, text) in sources() {
        if rel.starts_with("store/") && text.contains("pub fn conn(") {
            problems.push(format!(
                "src/{rel}: a public conn() hands SQL to other modules"
            ));
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn no_source_file_is_too_long_to_read() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    // The workspace's crates too: `symbols`, `testrun`.
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        let crate_src = entry.unwrap().path().join("src");
        if crate_src.is_dir() {
            rust_files(&crate_src, &mut files);
        }
    }
    files.sort();
    let long: Vec<String> = files
        .into_iter()
        .filter(|p| !p.ends_with("tests.rs"))
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let n = non_test(&text).lines().count();
            let rel = p
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (n > MAX_LINES).then(|| format!("{rel}: {n} lines"))
        })
        .collect();
    assert!(
        long.is_empty(),
        "split these (over {MAX_LINES} lines):\n{}",
        long.join("\n")
    );
}

/// Longest README, in lines: a newcomer reads it in five minutes; reference material (every
/// speed table, the whole demo, each command's flags) lives in docs/ and the binary.
const README_MAX_LINES: usize = 250;

#[test]
fn the_readme_stays_short() {
    let readme = src().parent().unwrap().join("README.md");
    let n = std::fs::read_to_string(&readme).unwrap().lines().count();
    assert!(
        n <= README_MAX_LINES,
        "README.md has {n} lines, over {README_MAX_LINES}: move reference material to docs/ \
         (docs/PERFORMANCE.md for figures, docs/CLI.md for commands) and link to it"
    );
}

/// A crate's module path of a source file (`hook/spool.rs` → `hook::spool`).
fn module_path(rel: &str) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if parts
        .last()
        .is_some_and(|p| ["mod", "lib", "main"].contains(&p.as_str()))
    {
        parts.pop();
    }
    parts
}

/// The first name of each item of a `{...}` group (`a, b::c, d::{e}` → a, b, d).
fn group_heads(group: &str) -> Vec<String> {
    let (mut heads, mut depth, mut item) = (Vec::new(), 0, String::new());
    for c in group.chars().chain([',']) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                let head: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !head.is_empty() {
                    heads.push(head);
                }
                item.clear();
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    heads
}

/// The module paths a line names through `crate::`, `super::` or `self::`, as seen from
/// the module `me`.
fn named_paths(line: &str, me: &[String]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = line.as_bytes();
    let mut at = 0;
    while at < line.len() {
        let rest = &line[at..];
        let preceded = at > 0 && {
            let b = bytes[at - 1];
            b.is_ascii_alphanumeric() || b == b'_' || b == b':'
        };
        let (mut base, mut tail) = if let Some(t) = rest.strip_prefix("crate::") {
            (Vec::new(), t)
        } else if rest.starts_with("super::") || rest.starts_with("self::") {
            let mut base = me.to_vec();
            let mut t = rest;
            loop {
                if let Some(n) = t.strip_prefix("super::") {
                    base.pop();
                    t = n;
                } else if let Some(n) = t.strip_prefix("self::") {
                    t = n;
                } else {
                    break;
                }
            }
            (base, t)
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        if preceded {
            at += 1;
            continue;
        }
        loop {
            if let Some(group) = tail.strip_prefix('{') {
                let mut depth = 1;
                let end = group
                    .char_indices()
                    .find(|&(_, c)| {
                        depth += i32::from(c == '{') - i32::from(c == '}');
                        depth == 0
                    })
                    .map_or(group.len(), |(i, _)| i);
                for head in group_heads(&group[..end]) {
                    out.push([base.clone(), vec![head]].concat());
                }
                break;
            }
            let name: String = tail
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() {
                break;
            }
            tail = &tail[name.len()..];
            base.push(name);
            match tail.strip_prefix("::") {
                Some(t) => tail = t,
                None => {
                    out.push(base);
                    break;
                }
            }
        }
        at = line.len() - tail.len().min(line.len() - at - 1);
    }
    out
}

/// Two files (or folders) side by side in one module that use each other are one concept
/// split in two, or two that should share a third: neither can be read, tested or moved
/// alone. Checked in `src/` and in each workspace crate, on the code above the tests.
#[test]
fn no_two_sibling_modules_use_each_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut crates = vec![src()];
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        let crate_src = entry.unwrap().path().join("src");
        if crate_src.is_dir() {
            crates.push(crate_src);
        }
    }
    crates.sort();
    let mut problems = Vec::new();
    for crate_src in crates {
        let mut files = Vec::new();
        rust_files(&crate_src, &mut files);
        // (parent module, user, used) → the file that says so.
        let mut uses: BTreeMap<(Vec<String>, String, String), String> = BTreeMap::new();
        for path in files.iter().filter(|p| !p.ends_with("tests.rs")) {
            let rel = path
                .strip_prefix(&crate_src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let me = module_path(&rel);
            let text = std::fs::read_to_string(path).unwrap();
            for line in non_test(&text).lines() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for named in named_paths(line, &me) {
                    let Some(k) = (0..me.len().min(named.len())).find(|&k| me[k] != named[k])
                    else {
                        continue;
                    };
                    let key = (me[..k].to_vec(), me[k].clone(), named[k].clone());
                    uses.entry(key).or_insert_with(|| rel.clone());
                }
            }
        }
        for ((parent, a, b), file) in &uses {
            if a < b
                && let Some(back) = uses.get(&(parent.clone(), b.clone(), a.clone()))
            {
                problems.push(format!(
                    "{}: `{a}` and `{b}` use each other ({file}, {back})",
                    crate_src
                        .strip_prefix(root)
                        .unwrap()
                        .join(parent.join("/"))
                        .display()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Reads of files that are not a project's source (cm's own, the system's), in the modules
/// that read source files: each through `files::read_source` otherwise (a regular file of
/// at most 8 MiB, never a FIFO that would hold the hook).
const NOT_SOURCE_READS: &[(&str, &str)] = &[
    ("hook/background.rs", "the process's own /proc stat"),
    ("hook/broken.rs", "the database's own small files"),
];

#[test]
fn source_files_are_read_only_through_read_source() {
    let mut problems = Vec::new();
    for (top, rel, text) in sources() {
        if !["hook", "learn", "follow"].contains(&top.as_str())
            || rel.ends_with("tests.rs")
            || NOT_SOURCE_READS.iter().any(|(file, _)| *file == rel)
        {
            continue;
        }
        for (n, line) in non_test(&text).lines().enumerate() {
            if ["fs::read(", "fs::read_to_string("]
                .iter()
                .any(|call| line.contains(call))
            {
                problems.push(format!(
                    "src/{rel}:{}: read it with files::read_source: {}",
                    n + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}
