//! `cm query`: what is known about a symbol before touching it, the riskiest symbols of the
//! project, or (`--inject`) the prompt block for an agent.

use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use super::Ctx;
use super::print::{self, Paint, SymbolView, top_table};
use crate::project;
use crate::render::{self, Block};
use crate::store::anchors::Alias;
use crate::store::{Outcome, Status, Store, SymbolSearch, SymbolStats};

#[derive(Debug, Default, clap::Args)]
pub(crate) struct Args {
    /// Symbol name or any part of it (case-insensitive); without it, the riskiest symbols
    #[arg(value_name = "SYMBOL")]
    pub(crate) symbol: Option<String>,
    /// Only symbols of this source file
    #[arg(long, value_name = "PATH")]
    pub(crate) file: Option<String>,
    /// Only the symbols at these lines of --file (`42` or `40-60`), and the file's own lessons
    #[arg(long, value_name = "A-B", requires = "file")]
    pub(crate) lines: Option<String>,
    /// Include resolved and inactive lessons (and symbols that only have those)
    #[arg(long)]
    pub(crate) all: bool,
    /// How many symbols to show at most
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub(crate) top: usize,
    /// Print the prompt block of active failure lessons, only for symbols at or above the
    /// gate threshold (`gate_threshold` in the config, default 10)
    #[arg(long)]
    pub(crate) inject: bool,
    /// Only symbols whose code is gone with no successor (their lessons are never shown)
    #[arg(long, conflicts_with_all = ["symbol", "file", "inject"])]
    pub(crate) orphaned: bool,
}

/// What a query found: the `--json` document, and the MCP server's answer.
#[derive(Serialize)]
pub(crate) struct QueryOutput {
    project: String,
    /// The SYMBOL argument (null when listing the riskiest symbols).
    query: Option<String>,
    /// The normalized `--file` (null without it).
    file: Option<String>,
    /// How many symbols matched in all (`symbols` stops at `--top`).
    total: usize,
    /// `--inject` only: the prompt block(s), "" when no symbol is risky enough.
    #[serde(skip_serializing_if = "Option::is_none")]
    inject: Option<String>,
    symbols: Vec<SymbolView>,
    /// Lessons once recorded under the SYMBOL name that followed their code elsewhere.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    moved: Vec<Alias>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let store = ctx.open_store()?;
    if args.orphaned {
        return super::query_moves::orphaned(ctx, &store, &ctx.project()?);
    }
    let found = lookup(ctx, &store, args)?;
    print::answer(ctx.json, &found, || {
        if let Some(block) = &found.inject {
            return Ok(block.clone());
        }
        let paint = Paint::for_stdout();
        if found.query.is_none() && found.file.is_none() {
            return Ok(top_table(paint, &found.project, &found.symbols));
        }
        let ids: Vec<i64> = found
            .symbols
            .iter()
            .flat_map(|v| v.experiences.iter().map(|e| e.id))
            .collect();
        let records = store.track_records(&ids)?;
        let mut text = super::query_moves::moved_lines(&found.moved);
        text.push_str(&print::details(
            paint,
            &found.project,
            (found.query.as_deref(), found.file.as_deref()),
            &found.symbols,
            found.total,
            args.all,
            &records,
        ));
        Ok(text)
    })
}

/// The symbols (and their lessons) a query asks for; shared with the MCP server. The
/// top-risk table of the text output comes without lessons.
pub(crate) fn lookup(ctx: &Ctx, store: &Store, args: &Args) -> Result<QueryOutput> {
    let project = ctx.project()?;
    let file = args.file.as_deref().map(project::typed_file).transpose()?;
    let name = super::symbol_arg(args.symbol.as_deref());
    let moved = match name {
        Some(n) => store.aliases_named(&project, n)?,
        None => Vec::new(),
    };
    let listing_top = name.is_none() && file.is_none();
    let search = |limit| {
        store.search(&SymbolSearch {
            project: &project,
            name,
            file: file.as_deref(),
            include_all: args.all,
            limit,
        })
    };
    let (mut symbols, mut total) = if listing_top {
        let top = store.top(&project, args.top)?;
        let n = top.len();
        (top, n)
    } else if let (Some(lines), Some(typed)) = (&args.lines, &args.file) {
        let names = super::record::symbols_at_lines(typed, lines)?;
        let (all, _) = search(usize::MAX)?;
        let mut at: Vec<SymbolStats> = all
            .into_iter()
            .filter(|s| s.name.is_empty() || names.contains(&s.name))
            .collect();
        let n = at.len();
        at.truncate(args.top);
        (at, n)
    } else {
        search(args.top)?
    };
    // Lessons that moved away from the name asked for are found under their new name.
    for a in &moved {
        if !symbols.iter().any(|s| s.id == a.symbol_id)
            && let Some(s) = store.symbol(a.symbol_id)?
        {
            symbols.push(s);
            total += 1;
        }
    }
    let views = if listing_top && !ctx.json && !args.inject {
        symbols.into_iter().map(SymbolView::bare).collect()
    } else {
        print::with_experiences(store, symbols, args.all)?
    };

    // With --inject only the symbols risky enough for a block, and the block itself.
    let (inject, views) = if args.inject {
        let threshold = ctx.config()?.gate_threshold;
        let risky: Vec<SymbolView> = views
            .into_iter()
            .filter(|v| v.symbol.risk_score >= threshold)
            .collect();
        (Some(inject_text(&risky)), risky)
    } else {
        (None, views)
    };
    Ok(QueryOutput {
        query: name.map(str::to_owned),
        project,
        file,
        total,
        inject,
        symbols: views,
        moved,
    })
}

/// The `--inject` text: the lesson block of each symbol with its active failure lessons,
/// all of them, then what to do with them; "" when there is none.
fn inject_text(views: &[SymbolView]) -> String {
    let blocks: Vec<Block> = views
        .iter()
        .map(|v| Block {
            moved_from: None,
            symbol: v.symbol.clone(),
            lessons: v
                .experiences
                .iter()
                .filter(|e| e.outcome == Outcome::Fail && e.status == Status::Active)
                .cloned()
                .collect(),
        })
        .collect();
    let (text, _) = render::blocks(&blocks, render::Options::default());
    if text.is_empty() {
        return text;
    }
    format!("{text}\n\nApply these lessons. Do not repeat these mistakes.\n")
}
