//! `cm import FILE [--format F] [--dry-run]`: lessons from cm's own export, a cm.py
//! database, Runtime Memory's `mem export` JSON, or a generic JSONL/Markdown table, into
//! the current project. Idempotent: every lesson has a uid (its own, or one derived from
//! its content), and one the database has is never added twice.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result};

use super::Ctx;
use super::print;
use crate::share;
use crate::share::formats::{self, Format};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The file to read
    #[arg(value_name = "FILE")]
    pub(crate) file: PathBuf,
    /// Its format (default: recognised from its content)
    #[arg(long, value_enum)]
    pub(crate) format: Option<Format>,
    /// Take the lessons of this project of a cm.py database or Runtime Memory export
    /// (default: the current project's name; `*` for all)
    #[arg(long, value_name = "NAME")]
    pub(crate) source_project: Option<String>,
    /// Show what would change, change nothing
    #[arg(long)]
    pub(crate) dry_run: bool,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let project = ctx.project()?;
    let head =
        std::fs::read(&args.file).with_context(|| format!("reading {}", args.file.display()))?;
    let format = args
        .format
        .unwrap_or_else(|| formats::detect(&args.file, &head));
    let wanted = match args.source_project.as_deref() {
        Some("*") => None,
        Some(p) => Some(p.to_string()),
        None => Some(project.clone()),
    };
    let read = formats::read(&args.file, format, wanted.as_deref())?;
    let mut store = ctx.open_store()?;
    let report = share::import(&mut store, &project, &read.events, args.dry_run)?;
    if !args.dry_run {
        super::share::after_write(ctx, &mut store);
    }
    let imported = serde_json::json!({"format": format!("{format:?}"), "dry_run": args.dry_run,
        "other_projects": read.other_projects, "unreadable": read.unreadable});
    let imported = print::merged([imported, serde_json::json!(report)]);
    print::answer(ctx.json, &imported, || {
        let mut out = format!("{} ({format:?}): ", args.file.display());
        out.push_str(&super::share::describe_import(&report, args.dry_run));
        if read.other_projects > 0 {
            out.push_str(&format!(
                "left out {} of other projects (--source-project NAME or '*' takes them)\n",
                read.other_projects
            ));
        }
        if read.unreadable > 0 {
            out.push_str(&format!("{} entries not understood\n", read.unreadable));
        }
        Ok(out)
    })
}
