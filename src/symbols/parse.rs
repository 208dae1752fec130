//! Parsing a file, or part of it, within a time budget.

use std::ops::{ControlFlow, Range};
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result, anyhow, bail};
use tree_sitter::{ParseOptions, Parser, Point};

use super::languages::Language;

/// When making a table gives up: `budget` after `started`, for the parse alone, or with
/// `whole_budget` for the walk too.
#[derive(Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) started: Instant,
    pub(crate) budget: Duration,
    pub(crate) whole_budget: bool,
}

/// Parses `source`, or only the bytes of `ranges` in it (whole lines, in order; none: all
/// of it), giving up once the budget of `limits` has passed. `old` is a tree of some of the same bytes at the same
/// offsets (a half of the file, read first): tree-sitter reuses what of it still holds and
/// parses only the rest.
pub(crate) fn parse(
    lang: &Language,
    source: &[u8],
    ranges: &[Range<usize>],
    old: Option<&tree_sitter::Tree>,
    limits: Limits,
) -> Result<tree_sitter::Tree> {
    let mut parser = Parser::new();
    parser
        .set_language(&(lang.grammar)())
        .with_context(|| format!("loading the {} grammar", lang.name))?;
    if !ranges.is_empty() {
        let included: Vec<tree_sitter::Range> =
            ranges.iter().map(|r| included(source, r.clone())).collect();
        parser
            .set_included_ranges(&included)
            .map_err(|e| anyhow!("reading part of a file: {e}"))?;
    }
    let Limits {
        started, budget, ..
    } = limits;
    let mut past_budget = |_: &tree_sitter::ParseState| {
        if started.elapsed() > budget {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    let len = source.len();
    let tree = parser.parse_with_options(
        &mut |i, _| if i < len { &source[i..] } else { &[] },
        old,
        Some(ParseOptions::new().progress_callback(&mut past_budget)),
    );
    match tree {
        Some(tree) => Ok(tree),
        None if started.elapsed() > budget => bail!(
            "parsing gave up after {} ms ({} bytes)",
            budget.as_millis(),
            source.len()
        ),
        None => bail!("parsing failed"),
    }
}

/// The tree-sitter range of the whole lines `bytes` of `source`.
fn included(source: &[u8], bytes: Range<usize>) -> tree_sitter::Range {
    tree_sitter::Range {
        start_byte: bytes.start,
        end_byte: bytes.end,
        start_point: point_at(source, bytes.start),
        end_point: point_at(source, bytes.end),
    }
}

/// The row and column of byte `at` of `source`.
fn point_at(source: &[u8], at: usize) -> Point {
    let before = &source[..at];
    let row = before.iter().filter(|&&b| b == b'\n').count();
    let column = before.iter().rev().take_while(|&&b| b != b'\n').count();
    Point { row, column }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_count_rows_and_columns() {
        let source = b"ab\ncd\nef";
        assert_eq!(point_at(source, 0), Point { row: 0, column: 0 });
        assert_eq!(point_at(source, 4), Point { row: 1, column: 1 });
        assert_eq!(point_at(source, 8), Point { row: 2, column: 2 });
    }
}
