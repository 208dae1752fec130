//! Resolution of a source file's lines to symbols (`Class.method`), per docs/SYMBOLS.md.
//!
//! What the rest of the crate calls: [`language_for_path`], [`symbols_of_file`],
//! `innermost_for_lines`, [`symbols_for_lines`] and [`Symbol`]. The hook runtime keeps the
//! table of [`symbols_of_file`] in the project index and answers later questions with
//! `innermost_for_lines` alone, so everything a question needs is in the table. A file is
//! always read whole, one parse: a language is its registry row, its `symbols.scm` and the
//! row-plugged modules (naming, the Kotlin rewrite, the C/C++ preprocessor fallback).

mod anchor;
mod declarators;
mod fallback;
mod imported;
mod kinds;
mod kotlin;
mod languages;
mod macro_calls;
mod matcher;
mod naming;
mod parse;
mod preproc;
mod rewrite;
mod row;
mod table;

use std::cmp::Reverse;
use std::collections::HashSet;
use std::path::Path;
use std::time::Duration;

use anyhow::{Result, anyhow};
use serde::{Deserialize, Serialize};

pub use anchor::{Anchor, TRIVIAL_TOKENS};
pub use imported::import_users;
pub use kinds::{KINDS, declares_type_only, is_test_kind};
pub use languages::LANGUAGES;
pub use row::{Imports, Language, TestFiles};

/// One named definition. Lines are 1-based and inclusive; the range includes decorators,
/// attributes and (Rust) doc comments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Symbol {
    /// The dotted chain of enclosing definitions, outermost first: `Outer.Inner.method`.
    pub name: String,
    /// `class`, `function`, `method`, `struct`, `enum`, `trait`, `impl`, `module`, ...
    pub kind: String,
    pub start_line: usize,
    pub end_line: usize,
    /// The first line of the comments right above it, each on lines of its own and with no
    /// blank line between (its doc comment, which most languages keep outside the
    /// definition), when there are. Not part of its range: [`innermost_for_lines`] reads
    /// those lines as the symbol's, so an edit of its doc comment is an edit of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doc_line: Option<usize>,
    /// Where its code goes ([`Anchor`]). Required in the cached tables: a table cached
    /// before anchors existed is made again.
    pub anchor: Anchor,
}

/// The language of a path, by its extension; no I/O, no parsing.
pub fn language_for_path(path: &Path) -> Option<&'static Language> {
    languages::by_extension(path.extension()?.to_str()?)
}

/// The row whose conventions (test-file names, runner family) the file at `path` follows:
/// its language's, or for a language cm resolves no symbols in, the row it is alike
/// (`languages::ALIKE`: Scala's `*Spec.scala` is a JVM test, a `.vue` file JavaScript).
pub fn conventions_for_path(path: &Path) -> Option<&'static Language> {
    let ext = path.extension()?.to_str()?;
    languages::by_extension(ext).or_else(|| {
        let (_, row) = languages::ALIKE.iter().find(|(e, _)| *e == ext)?;
        LANGUAGES.iter().find(|l| l.name == *row)
    })
}

/// How long one hook call gives the symbol tables it makes (parse and walk, all files
/// together): its whole answer must come within about a second (docs/HOOKS.md, "Time
/// budget").
pub const HOOK_PARSE_BUDGET: Duration = Duration::from_millis(400);

/// Every symbol of the file, in order of start line (outer before inner).
pub fn symbols_of_file(path: &Path, source: &[u8]) -> Result<Vec<Symbol>> {
    table_within(path, source, table::PARSE_BUDGET, false)
}

/// [`symbols_of_file`] for the hook: gives up (an error) when parsing and walking the file
/// take longer than `budget` (what is left of [`HOOK_PARSE_BUDGET`]).
pub fn symbols_of_file_within(path: &Path, source: &[u8], budget: Duration) -> Result<Vec<Symbol>> {
    table_within(path, source, budget, true)
}

fn table_within(
    path: &Path,
    source: &[u8],
    budget: Duration,
    whole_budget: bool,
) -> Result<Vec<Symbol>> {
    let lang = language_for_path(path).ok_or_else(|| {
        anyhow!(
            "{}: unsupported language (known extensions: {})",
            path.display(),
            known_extensions()
        )
    })?;
    let query = matcher::Matcher::of(lang)?;
    table::table_of(lang, query, source, budget, whole_budget)
}

/// `.py, .pyi, .rs, ...`, for error messages.
pub fn known_extensions() -> String {
    LANGUAGES
        .iter()
        .flat_map(|l| l.extensions)
        .map(|e| format!(".{e}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The distinct innermost symbols of the lines in `ranges` (1-based, inclusive), in order of
/// first appearance, computed from a symbol table made by [`symbols_of_file`]. A symbol's
/// doc comment ([`Symbol::doc_line`]) counts as its lines.
///
/// "Distinct" is by name: overload signatures and redefinitions share a name, and a name is
/// what lessons are attached to.
pub fn innermost_for_lines(table: &[Symbol], ranges: &[(usize, usize)]) -> Vec<Symbol> {
    innermost(table, ranges, true)
}

/// [`innermost_for_lines`] of the code alone: a doc comment's lines belong to what encloses
/// it. What an edit changed for a test run to blame: a function whose only change is its
/// comment did not make a test fail.
pub fn innermost_for_code_lines(table: &[Symbol], ranges: &[(usize, usize)]) -> Vec<Symbol> {
    innermost(table, ranges, false)
}

fn innermost(table: &[Symbol], ranges: &[(usize, usize)], docs: bool) -> Vec<Symbol> {
    // Outer before inner: by start line, then the longer range first, then table order
    // (which puts an enclosing definition before one that shares its lines).
    let start = |i: usize| {
        let s = &table[i];
        s.doc_line.filter(|_| docs).unwrap_or(s.start_line)
    };
    let mut order: Vec<usize> = (0..table.len()).collect();
    order.sort_by_key(|&i| (start(i), Reverse(table[i].end_line)));
    let last_line = table.iter().map(|s| s.end_line).max().unwrap_or(0);

    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for &(first, last) in ranges {
        let (first, last) = (first.max(1), last.min(last_line));
        // Sweep the lines with a stack of open definitions; they nest, so the top of the
        // stack is the innermost definition of the line.
        let mut open: Vec<usize> = Vec::new();
        let mut next = 0;
        for line in first..=last {
            while next < order.len() && start(order[next]) <= line {
                open.push(order[next]);
                next += 1;
            }
            while open.last().is_some_and(|&i| table[i].end_line < line) {
                open.pop();
            }
            // A definition that ended below a still-open inner one (only in odd tables) must
            // not answer for this line.
            let innermost = open.iter().rev().find(|&&i| table[i].end_line >= line);
            if let Some(&i) = innermost.filter(|&&i| seen.insert(table[i].name.as_str())) {
                out.push(table[i].clone());
            }
        }
    }
    out
}

/// [`symbols_of_file`] then `innermost_for_lines`.
pub fn symbols_for_lines(
    path: &Path,
    source: &[u8],
    ranges: &[(usize, usize)],
) -> Result<Vec<Symbol>> {
    Ok(innermost_for_lines(&symbols_of_file(path, source)?, ranges))
}

/// The symbols of `table` that enclose `symbol`, outermost first, then `symbol` itself: the
/// chain `C > C.m` shown for a line.
pub fn enclosing_chain<'t>(table: &'t [Symbol], symbol: &Symbol) -> Vec<&'t Symbol> {
    let mut chain: Vec<&Symbol> = table
        .iter()
        .filter(|s| {
            s.start_line <= symbol.start_line
                && s.end_line >= symbol.end_line
                && symbol
                    .name
                    .strip_prefix(s.name.as_str())
                    .is_some_and(|rest| rest.starts_with('.'))
        })
        .collect();
    chain.sort_by_key(|s| s.name.len());
    chain.dedup_by_key(|s| s.name.as_str());
    chain.extend(table.iter().find(|s| *s == symbol));
    chain
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(name: &str, start_line: usize, end_line: usize) -> Symbol {
        Symbol {
            name: name.into(),
            kind: "function".into(),
            start_line,
            end_line,
            doc_line: None,
            anchor: Anchor::default(),
        }
    }

    /// A doc comment's lines are its symbol's for a Read or the gate, and the enclosing
    /// definition's (here none) for what a test run blames.
    #[test]
    fn doc_lines_count_as_the_symbol_but_not_as_its_code() {
        let mut f = sym("C.f", 4, 6);
        f.doc_line = Some(2);
        let table = vec![sym("C", 1, 9), f];
        assert_eq!(names(innermost_for_lines(&table, &[(2, 3)])), ["C.f"]);
        assert_eq!(names(innermost_for_code_lines(&table, &[(2, 3)])), ["C"]);
        assert_eq!(names(innermost_for_code_lines(&table, &[(5, 5)])), ["C.f"]);
    }

    fn names(found: Vec<Symbol>) -> Vec<String> {
        found.into_iter().map(|s| s.name).collect()
    }

    #[test]
    fn innermost_per_line_distinct_in_order_of_first_appearance() {
        let table = vec![
            sym("C", 1, 10),
            sym("C.a", 2, 4),
            sym("C.b", 6, 9),
            sym("f", 12, 14),
        ];
        assert_eq!(names(innermost_for_lines(&table, &[(3, 3)])), ["C.a"]);
        assert_eq!(names(innermost_for_lines(&table, &[(5, 5)])), ["C"]);
        assert_eq!(
            names(innermost_for_lines(&table, &[(1, 13)])),
            ["C", "C.a", "C.b", "f"]
        );
        assert_eq!(
            names(innermost_for_lines(&table, &[(13, 13), (3, 3), (12, 12)])),
            ["f", "C.a"]
        );
        assert!(innermost_for_lines(&table, &[(11, 11)]).is_empty());
        assert!(innermost_for_lines(&table, &[(0, 0), (15, usize::MAX)]).is_empty());
    }

    #[test]
    fn same_lines_prefer_the_inner_definition() {
        // `class A { m() {} }` on one line: the method is innermost.
        let table = vec![sym("A", 3, 3), sym("A.m", 3, 3)];
        assert_eq!(names(innermost_for_lines(&table, &[(3, 3)])), ["A.m"]);
    }

    #[test]
    fn overloads_share_a_name_and_count_once() {
        let table = vec![sym("f", 1, 1), sym("f", 2, 2), sym("f", 3, 5)];
        let found = innermost_for_lines(&table, &[(1, 5)]);
        assert_eq!(found, [sym("f", 1, 1)]);
    }

    #[test]
    fn chain_lists_enclosing_definitions_outermost_first() {
        let table = vec![
            sym("m", 1, 20),
            sym("m.C", 2, 10),
            sym("m.C.f", 3, 4),
            sym("m.Cx", 11, 12),
        ];
        let chain: Vec<&str> = enclosing_chain(&table, &table[2])
            .iter()
            .map(|s| s.name.as_str())
            .collect();
        assert_eq!(chain, ["m", "m.C", "m.C.f"]);
    }

    #[test]
    fn language_by_extension() {
        let lang = |p: &str| language_for_path(Path::new(p)).map(|l| l.name);
        assert_eq!(lang("a/b.py"), Some("python"));
        assert_eq!(lang("b.pyi"), Some("python"));
        assert_eq!(lang("lib.rs"), Some("rust"));
        assert_eq!(lang("x.mts"), Some("typescript"));
        assert_eq!(lang("x.cts"), Some("typescript"));
        assert_eq!(lang("x.tsx"), Some("tsx"));
        assert_eq!(lang("x.cjs"), Some("javascript"));
        assert_eq!(lang("x.jsx"), Some("javascript"));
        assert_eq!(lang("Cart.java"), Some("java"));
        assert_eq!(lang("Cart.kt"), Some("kotlin"));
        assert_eq!(lang("build.gradle.kts"), Some("kotlin"));
        assert_eq!(lang("Cart.cs"), Some("csharp"));
        assert_eq!(lang("Cart.swift"), Some("swift"));
        assert_eq!(lang("Makefile"), None);
        assert_eq!(lang("notes.md"), None);
        assert_eq!(lang(".py"), None);
    }
}
