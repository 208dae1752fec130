//! `cm search "jwt expiry"`: lessons by their words (full-text, bm25), over the lesson, its
//! detail, and its symbol's name and file.

use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use super::Ctx;
use super::print::{self, Paint};
use crate::project;
use crate::store::{Lesson, SymbolStats};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Words to look for (any of them; lessons matching more and rarer words first)
    #[arg(value_name = "TEXT")]
    pub(crate) text: String,
    /// Only lessons of this source file
    #[arg(long, value_name = "PATH")]
    pub(crate) file: Option<String>,
    /// Most lessons to list
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub(crate) limit: usize,
}

#[derive(Serialize)]
pub(crate) struct Found {
    score: f64,
    symbol: SymbolStats,
    experience: Lesson,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let (project, found) = find(ctx, args)?;
    let doc = serde_json::json!({"project": project, "query": args.text, "lessons": found});
    print::answer(ctx.json, &doc, || {
        if found.is_empty() {
            return Ok(format!(
                "no lessons match {:?} in project {project}\n",
                args.text
            ));
        }
        let paint = Paint::for_stdout();
        let mut out = String::new();
        for f in &found {
            out.push_str(&print::heading(paint, &f.symbol));
            out.push_str(&print::lesson_lines(paint, &f.experience));
        }
        Ok(out)
    })
}

/// The project and the lessons matching `args.text`, best first.
pub(crate) fn find(ctx: &Ctx, args: &Args) -> Result<(String, Vec<Found>)> {
    let project = ctx.project()?;
    let file = args.file.as_deref().map(project::typed_file).transpose()?;
    let store = ctx.open_store()?;
    let mut found = Vec::new();
    for hit in store.search_lessons(&project, &args.text, file.as_deref(), args.limit)? {
        if let (Some(symbol), Some(experience)) =
            (store.symbol(hit.symbol_id)?, store.lesson(hit.lesson_id)?)
        {
            found.push(Found {
                score: -hit.score,
                symbol,
                experience,
            });
        }
    }
    Ok((project, found))
}
