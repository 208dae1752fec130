//! `cm ok`: remember that a symbol (or a file) now works, which lowers its risk.

use std::process::ExitCode;

use anyhow::{Result, bail};

use super::Ctx;
use super::fail::{Target, record, symbol_at_line};
use crate::store::Outcome;

/// The lesson stored by `cm ok SYMBOL` without one.
pub const DEFAULT_LESSON: &str = "passed";

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Without LESSON the success is recorded as \"passed\". With --file and no \
                        SYMBOL it is a success for the whole file."
)]
pub struct Args {
    /// The symbol, e.g. `AuthService.validate`
    #[arg(value_name = "SYMBOL")]
    pub symbol: Option<String>,
    /// What worked (default: "passed")
    #[arg(value_name = "LESSON")]
    pub lesson: Option<String>,
    /// More context: what made it pass
    #[arg(short = 'd', long)]
    pub detail: Option<String>,
    /// The source file of the symbol (normalized, relative to the project root)
    #[arg(long, value_name = "PATH")]
    pub file: Option<String>,
    /// Find the symbol at this line of --file (1-based) instead of naming it
    #[arg(long, value_name = "N", requires = "file", value_parser = clap::value_parser!(u64).range(1..))]
    pub line: Option<u64>,
    /// Session id, for tracing a lesson back to the work that produced it
    #[arg(long, value_name = "ID")]
    pub session: Option<String>,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<ExitCode> {
    if args.symbol.is_none() && args.file.is_none() {
        bail!(
            "missing SYMBOL: use `cm ok SYMBOL [LESSON]`, or `cm ok --file PATH` for the whole file"
        );
    }
    // With --line the symbol is found, so the one argument is the lesson.
    let (symbol, lesson) = match (args.line, args.file.as_deref()) {
        (Some(_), Some(_)) if args.lesson.is_some() => {
            bail!("give either SYMBOL or --line, not both: `cm ok --file PATH --line N [LESSON]`")
        }
        (Some(line), Some(file)) => (symbol_at_line(ctx, file, line)?, args.symbol),
        _ => (args.symbol.unwrap_or_default(), args.lesson),
    };
    let target = Target::new(ctx, symbol, args.file.as_deref())?;
    let lesson = match lesson {
        Some(l) if l.trim().is_empty() => {
            bail!("lesson is empty (leave it out to record \"{DEFAULT_LESSON}\")")
        }
        Some(l) => l,
        None => DEFAULT_LESSON.to_owned(),
    };
    record(
        ctx,
        &target,
        Outcome::Success,
        &lesson,
        args.detail.as_deref(),
        args.session.as_deref(),
    )
}
