//! Parsing a file within a time budget.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result, bail};
use tree_sitter::{ParseOptions, Parser};

use super::row::Language;

/// When making a table gives up: `budget` after `started`, for the parse alone, or with
/// `whole_budget` for the walk too.
#[derive(Clone, Copy)]
pub(crate) struct Limits {
    pub(crate) started: Instant,
    pub(crate) budget: Duration,
    pub(crate) whole_budget: bool,
}

/// Parses `source`, giving up once the budget of `limits` has passed (tree-sitter's
/// progress callback is asked every so many steps).
pub(crate) fn parse(lang: &Language, source: &[u8], limits: Limits) -> Result<tree_sitter::Tree> {
    let mut parser = Parser::new();
    parser
        .set_language(&(lang.grammar)())
        .with_context(|| format!("loading the {} grammar", lang.name))?;
    let (started, budget) = (limits.started, limits.budget);
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
        None,
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
