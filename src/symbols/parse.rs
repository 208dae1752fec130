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
        let included = included(source, ranges);
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

/// The tree-sitter ranges of `ranges` of `source` (in order), their rows and columns
/// counted in one pass over the file.
fn included(source: &[u8], ranges: &[Range<usize>]) -> Vec<tree_sitter::Range> {
    let mut at = Point { row: 0, column: 0 };
    let mut counted = 0;
    let mut point = |to: usize| {
        for &b in &source[counted..to] {
            if b == b'\n' {
                at = Point {
                    row: at.row + 1,
                    column: 0,
                };
            } else {
                at.column += 1;
            }
        }
        counted = to;
        at
    };
    ranges
        .iter()
        .map(|r| tree_sitter::Range {
            start_byte: r.start,
            end_byte: r.end,
            start_point: point(r.start),
            end_point: point(r.end),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_count_rows_and_columns() {
        let source = b"ab\ncd\nef";
        let points: Vec<(Point, Point)> = included(source, &[0..4, 4..8])
            .into_iter()
            .map(|r| (r.start_point, r.end_point))
            .collect();
        let p = |row, column| Point { row, column };
        assert_eq!(points, [(p(0, 0), p(1, 1)), (p(1, 1), p(2, 2))]);
    }
}
