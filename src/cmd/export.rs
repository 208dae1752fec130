//! `cm export [-o FILE]`: the project's lessons that may travel, as share events (the
//! format of `.code-memory/lessons.jsonl`), to stdout or a file. A lesson whose text still
//! matches a secret pattern is left out and named, and the command then exits 1.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result};

use super::Ctx;
use crate::share;
use crate::store::share::ShareFilter;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Write to this file instead of stdout
    #[arg(short = 'o', long, value_name = "FILE")]
    pub(crate) output: Option<PathBuf>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let project = ctx.project()?;
    let config = ctx.config()?;
    let store = ctx.open_store()?;
    let rows = store.share_rows(
        &project,
        ShareFilter {
            pending_only: false,
            auto_with_fix: config.share_auto_lessons,
        },
    )?;
    let root = super::share::root()?;
    let me = share::author(&root, config.share_author);
    let out = share::export::events(&rows, me.as_deref(), true);
    let text: String = out.lines.iter().map(|l| format!("{l}\n")).collect();
    match &args.output {
        Some(path) => {
            std::fs::write(path, &text).with_context(|| format!("writing {}", path.display()))?
        }
        None => {
            let mut stdout = std::io::stdout().lock();
            match stdout.write_all(text.as_bytes()) {
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
                other => other.context("writing to stdout")?,
            }
        }
    }
    for r in &out.report.refused {
        eprintln!("cm: {r}");
    }
    Ok(if out.report.refused.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
