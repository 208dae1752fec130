//! `cm map`: the project at a glance for an agent that starts cold (`follow::map`), from
//! the index `cm scan` keeps; `--budget` in tokens, `--json` for the ranked files.

use std::process::ExitCode;

use anyhow::Result;

use super::Ctx;
use super::print;
use crate::follow::map::{self, CHARS_PER_TOKEN, MapFile};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Longest map, in tokens (about 4 characters each)
    #[arg(long, value_name = "TOKENS", default_value_t = 1000)]
    pub(crate) budget: usize,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let project = ctx.project()?;
    let store = ctx.open_store()?;
    let root = crate::project::current_dir_root()?;
    let budget = args.budget * CHARS_PER_TOKEN;
    map::make_tables(&store, &root, &project, budget)?;
    let index = store.index(&project)?;
    if index.is_empty() {
        anyhow::bail!("no project index for {project} yet: run `cm scan` first");
    }
    let files = map::ranked(&store, &project, &index)?;
    let (text, kept) = map::render(&project, &files, budget);
    // `files_indexed`: files in the index; `cut`: files were left out to fit the budget.
    let output = serde_json::json!({
        "project": project,
        "files_indexed": index.len(),
        "cut": kept < files.len(),
        "files": files.into_iter().take(kept).collect::<Vec<MapFile>>(),
    });
    print::answer(ctx.json, &output, || Ok(text))
}
