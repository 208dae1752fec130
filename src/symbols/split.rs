//! A big file read as two halves at once.
//!
//! Tree-sitter parses one file on one thread, and a hook that meets a 5,000-line file it
//! has never seen waits for that parse. Where a file has a line at which one top-level
//! construct has plainly ended and the next begins, the two halves are parsed and walked
//! on two threads ([`Language::splits`]), and the table is the same: each half is checked
//! to be read without an error and without a leading attribute or comment that reaches
//! across the split, or the file is read whole.

use std::ops::Range;
use std::sync::OnceLock;

use anyhow::{Result, anyhow};
use tree_sitter::Tree;

use super::languages::{Language, Leading};
use super::parse::{Limits, parse};

/// Smaller files are read whole: their parse takes a few milliseconds.
pub(super) const SPLIT_FROM: usize = 32 * 1024;

/// Word operators that may carry an expression on from the line before (`x\n\nas T`,
/// `a\n\nin b`): a line that starts with one is never a split.
const CONTINUING: &[&str] = &["as", "in", "instanceof", "of", "satisfies"];

/// Where to split `source` written in `lang`: the start of a line near the middle at which
/// a top-level construct begins ([`is_split`]). None for a small file, a language whose
/// halves cannot be read alone, a machine of one core, or a file without such a line in
/// its middle half.
pub(crate) fn point(lang: &Language, source: &[u8]) -> Option<usize> {
    if !lang.splits || source.len() < SPLIT_FROM || cores() < 2 {
        return None;
    }
    let (low, mid, high) = (source.len() / 4, source.len() / 2, source.len() * 3 / 4);
    let mut after = line_starts(source, mid, high);
    let mut before = line_starts(source, low, mid).rev();
    after
        .find(|&at| is_split(source, at))
        .or_else(|| before.find(|&at| is_split(source, at)))
}

/// The starts of the lines that begin in `from..to`.
fn line_starts(
    source: &[u8],
    from: usize,
    to: usize,
) -> impl DoubleEndedIterator<Item = usize> + '_ {
    source[from..to]
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .map(move |(i, _)| from + i + 1)
}

/// Whether a top-level construct plainly begins at `at`, a line start:
/// - the line starts in column 0 with a letter, `_`, `@`, a `//` or `/*` comment or a `#[`
///   attribute, and not with a continuing word operator;
/// - the line before it is blank;
/// - the last line with text before that is indented (the end of a body) or a lone `}` or
///   `};`.
///
/// A split that is no boundary after all (inside a string, a bracket, an unindented body)
/// leaves a half with an error, which sends the file back to one parse.
pub(super) fn is_split(source: &[u8], at: usize) -> bool {
    if !begins_construct(&source[at..], &[]) {
        return false;
    }
    let mut lines = source[..at.saturating_sub(1)].rsplit(|&b| b == b'\n');
    let blank = |line: &[u8]| line.iter().all(|b| b.is_ascii_whitespace());
    if !lines.next().is_some_and(blank) {
        return false;
    }
    let Some(last) = lines.find(|line| !blank(line)) else {
        return false;
    };
    let trimmed = last.trim_ascii_end();
    matches!(last.first(), Some(b' ' | b'\t')) || trimmed == b"}" || trimmed == b"};"
}

/// Whether `text` (a line from its first non-blank byte) plainly begins a construct: a
/// letter, `_`, `@`, a `//` or `/*` comment or a `#[` attribute (not a directive such as
/// `#if` nor a Python comment, which may sit anywhere inside a body), and not a word that
/// goes on with the line before: an operator ([`CONTINUING`]) or one of `clauses`.
pub(super) fn begins_construct(text: &[u8], clauses: &[&str]) -> bool {
    let first = text.first().copied().unwrap_or(b' ');
    let next = text.get(1).copied().unwrap_or(b'\n');
    let attribute = first == b'#' && next == b'[';
    let comment = first == b'/' && matches!(next, b'/' | b'*');
    if !(first.is_ascii_alphabetic() || first == b'_' || first == b'@' || attribute || comment) {
        return false;
    }
    let word = text
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
        .map_or(text, |n| &text[..n]);
    !CONTINUING
        .iter()
        .chain(clauses)
        .any(|w| w.as_bytes() == word)
}

/// How a file split in two was read.
pub(crate) enum Halves<T> {
    /// Both halves, each walked.
    Read(T, T),
    /// To be read whole: a half has an error, or the first half ends in what the second
    /// half's first definition would start at, or no second thread could be had. With
    /// the first half's tree, when one was made: the whole parse reuses what of it holds,
    /// so a file with an error costs the halves and the rest of one parse, not two.
    Whole(Option<Tree>),
}

/// One half as read: walked, or not fit to stand for that half of the file. The first
/// half keeps its tree either way, for a whole parse to reuse.
enum Half<T> {
    Walked(T, Option<Tree>),
    Unfit(Tree),
}

/// `walk` of the two trees of `source` split at byte `at` ([`point`]), each parsed and
/// walked on a thread of its own (tree-sitter's included ranges: rows and bytes are the
/// file's).
pub(crate) fn in_halves<T: Send>(
    lang: &Language,
    source: &[u8],
    at: usize,
    limits: Limits,
    walk: impl Fn(&Tree) -> Result<T> + Sync,
) -> Result<Halves<T>> {
    let half = |range: Range<usize>| -> Result<Half<T>> {
        let first = range.start == 0;
        let tree = parse(lang, source, &[range], None, limits)?;
        if tree.root_node().has_error() || (first && leads_past_end(lang, &tree)) {
            return Ok(Half::Unfit(tree));
        }
        let walked = walk(&tree)?;
        Ok(Half::Walked(walked, first.then_some(tree)))
    };
    let (first, second) = std::thread::scope(|scope| {
        let second = std::thread::Builder::new().spawn_scoped(scope, || half(at..source.len()));
        let Ok(second) = second else {
            return (Ok(None), Ok(None));
        };
        let first = half(0..at);
        let second = second
            .join()
            .unwrap_or_else(|_| Err(anyhow!("reading the second half failed")));
        (first.map(Some), second.map(Some))
    });
    Ok(match (first?, second?) {
        (Some(Half::Walked(a, _)), Some(Half::Walked(b, _))) => Halves::Read(a, b),
        (Some(Half::Walked(_, tree)), _) => Halves::Whole(tree),
        (Some(Half::Unfit(tree)), _) => Halves::Whole(Some(tree)),
        _ => Halves::Whole(None),
    })
}

/// Whether the top-level nodes of `first`, the first half's tree, end in an attribute or
/// doc comment ([`Leading::Extend`], through neutral comments) that the first definition
/// of the second half would start at.
fn leads_past_end(lang: &Language, first: &Tree) -> bool {
    let root = first.root_node();
    let mut cursor = root.walk();
    let mut lead = false;
    for child in root.children(&mut cursor) {
        lead = match (lang.leading)(&child) {
            Leading::Extend => true,
            Leading::Skip => lead,
            Leading::Stop => false,
        };
    }
    lead
}

/// The cores this process may run on, asked once.
fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split_of(source: &str) -> Option<&str> {
        let at = (1..source.len())
            .find(|&at| source.as_bytes()[at - 1] == b'\n' && is_split(source.as_bytes(), at))?;
        Some(&source[at..])
    }

    #[test]
    fn a_split_follows_a_blank_line_after_a_body() {
        let py = "def f():\n    return 1\n\n\ndef g():\n    pass\n";
        assert_eq!(split_of(py), Some("def g():\n    pass\n"));
        // Never between an attribute and its item, nor before a directive.
        let rust = "fn f() {\n    a\n}\n#[test]\nfn t() {\n}\n\npub fn g() {}\n";
        assert_eq!(split_of(rust), Some("pub fn g() {}\n"));
        let attribute = "fn f() {\n}\n\n#[test]\nfn t() {}\n";
        assert_eq!(split_of(attribute), Some("#[test]\nfn t() {}\n"));
        assert_eq!(split_of("class A {\n  int x;\n\n#if DEBUG\n"), None);
        let crlf = "fn f() {\r\n}\r\n\r\nfn g() {}\r\n";
        assert_eq!(split_of(crlf), Some("fn g() {}\r\n"));
    }

    #[test]
    fn no_split_where_the_line_before_may_go_on() {
        // No blank line; an unindented last line; a continuing operator; a closing bracket.
        assert_eq!(split_of("def f():\n    return 1\ndef g(): pass\n"), None);
        assert_eq!(split_of("x = 1\n\ny = 2\n"), None);
        assert_eq!(split_of("const x = {\n  a: 1,\n}\n\nas const\n"), None);
        assert_eq!(split_of("x = [\n    1,\n]\n\ny = 2\n"), None);
        assert_eq!(split_of("f(\n    1\n\n)\n"), None);
        // A Python comment in column 0 may be inside a class.
        assert_eq!(split_of("class A:\n    x = 1\n\n# note\n    y = 2\n"), None);
    }
}
