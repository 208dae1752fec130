//! What every runner's output is read for alike: the source locations its traces name, and
//! whether its error marks code not written yet. Both are evidence for blame: a location
//! points at the code that failed, a not-implemented marker says a stub failed, not a bug.

use std::collections::HashSet;

use crate::{Location, MAX_LOCATIONS};

/// Extensions of source files a trace may name, besides those of the languages cm reads
/// (the registry's, `code_memory_symbols::LANGUAGES`): languages whose traces cm reads for
/// blame though it resolves no symbols in them.
const OTHER_SOURCE: &[&str] = &[
    "scala", "groovy", "fs", "vb", "ex", "exs", "erl", "dart", "lua",
];

/// Whether a trace's `path:line` with this extension names source code.
fn is_source(ext: &str) -> bool {
    code_memory_symbols::LANGUAGES
        .iter()
        .any(|l| l.extensions.contains(&ext))
        || OTHER_SOURCE.contains(&ext)
}

/// Paths of the runtimes, toolchains and dependencies, never the code under test.
const NOT_PROJECT: &[&str] = &[
    "/rustc/",
    "/.cargo/registry/",
    "/.rustup/",
    "node_modules/",
    "site-packages/",
    "/lib/python",
    "/go/src/runtime/",
    "/go/src/testing/",
    "/usr/lib/",
];

/// Every `path:line` a trace line names, in order, once each, at most [`MAX_LOCATIONS`],
/// compiler warnings left out:
/// `File "x.py", line 12`, `x.py:12:`, `at f (src/x.ts:12:5)`, `(Calc.java:12)`,
/// `file:///x/y.js:3:1`, `# ./lib/x.rb:7:in`.
pub(crate) fn locations(lines: &[&str]) -> Vec<Location> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    // A compiler's warnings name code that did not fail: skip each up to its blank line.
    let mut warning = false;
    for l in lines {
        let t = l.trim_start();
        warning = (warning && !t.is_empty()) || t.starts_with("warning:");
        if warning || !may_locate(l) {
            continue;
        }
        let found = python_frame(l).into_iter().chain(
            l.split(|c: char| c.is_whitespace() || "()[]\"',<>".contains(c))
                .filter_map(token_location),
        );
        for loc in found {
            if out.len() == MAX_LOCATIONS {
                return out;
            }
            if seen.insert(loc.clone()) {
                out.push(loc);
            }
        }
    }
    out
}

/// Whether a line may name a location: a colon before a digit, or a Python frame. Most
/// lines do not, and this check is cheaper than cutting them into words.
fn may_locate(l: &str) -> bool {
    l.as_bytes()
        .windows(2)
        .any(|w| w[0] == b':' && w[1].is_ascii_digit())
        || l.contains("File \"")
}

/// `  File "/x/shop.py", line 10, in refund`, `E     File "/x/parser.py", line 5`.
fn python_frame(l: &str) -> Option<Location> {
    // pytest quotes a syntax error's frame in its `E` lines.
    let l = l.strip_prefix("E ").unwrap_or(l);
    let rest = l.trim_start().strip_prefix("File \"")?;
    let (file, rest) = rest.split_once("\", line ")?;
    located(file, rest)
}

/// `src/lib.rs:12:5:` -> `src/lib.rs`, 12: the first `:digits` after a source file's name.
fn token_location(tok: &str) -> Option<Location> {
    let tok = tok.strip_prefix("file://").unwrap_or(tok);
    let (i, _) = tok
        .match_indices(':')
        .find(|(i, _)| tok[i + 1..].starts_with(|c: char| c.is_ascii_digit()))?;
    located(&tok[..i], &tok[i + 1..])
}

/// `file` at the line number `rest` starts with, when it names source code of the project.
fn located(file: &str, rest: &str) -> Option<Location> {
    let (_, ext) = file.rsplit_once('.')?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let line = digits.parse().ok().filter(|n| *n > 0)?;
    let wanted = is_source(ext) && !NOT_PROJECT.iter().any(|p| file.contains(p));
    wanted.then(|| Location {
        file: file.to_string(),
        line,
    })
}

/// Whether an error line is a not-yet-implemented marker: Python's `NotImplementedError`,
/// Rust's `todo!()` (`not yet implemented`) and `unimplemented!()` (`not implemented`),
/// `throw new Error("not implemented")`, Go's `panic("not implemented")`, Java's
/// `UnsupportedOperationException`, .NET's `NotImplementedException`.
pub(crate) fn is_not_implemented(error: &str) -> bool {
    let e = error.to_ascii_lowercase();
    [
        "notimplemented",
        "not implemented",
        "not yet implemented",
        "unimplemented",
        "unsupportedoperationexception",
    ]
    .iter()
    .any(|m| e.contains(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(file: &str, line: u32) -> Location {
        Location {
            file: file.into(),
            line,
        }
    }

    #[test]
    fn trace_lines_name_locations() {
        let out = [
            "  File \"/p/shop.py\", line 10, in refund",
            "tests/test_shop.py:5: AssertionError",
            "    at refund (/p/shop.js:10:9)",
            "    at Test.run (node:internal/test_runner/test:796:25)",
            "thread 'x' (12) panicked at src/lib.rs:2:5:",
            "             at /rustc/abc/library/core/src/panicking.rs:80:14",
            "\tat shop.ShopTest.refunds(ShopTest.java:15)",
            "    at file:///p/denot/shop_test.js:9:16",
            "     # ./lib/shop.rb:7:in `refund'",
            "[ERROR]   ShopTest.appliesDiscount:10 expected: <90> but was: <81>",
            "tests/test_shop.py:5: again",
            "warning: unused variable: `x`",
            " --> src/lib.rs:3:9",
            "",
            "  --> src/lib.rs:4:1",
        ];
        assert_eq!(
            locations(&out),
            [
                at("/p/shop.py", 10),
                at("tests/test_shop.py", 5),
                at("/p/shop.js", 10),
                at("src/lib.rs", 2),
                at("ShopTest.java", 15),
                at("/p/denot/shop_test.js", 9),
                at("./lib/shop.rb", 7),
                at("src/lib.rs", 4),
            ]
        );
        let many: Vec<String> = (1..200).map(|i| format!("x.py:{i}: E")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(locations(&many).len(), MAX_LOCATIONS);
    }

    #[test]
    fn not_implemented_markers() {
        for e in [
            "NotImplementedError: refund",
            "not yet implemented",
            "not implemented: restock",
            "panic: not implemented [recovered]",
            "java.lang.UnsupportedOperationException: refund",
            "Error: Not Implemented",
        ] {
            assert!(is_not_implemented(e), "{e}");
        }
        assert!(!is_not_implemented("assert 81 == 90"));
    }
}
