//! `cm ok`: remember that a symbol (or a file) now works, which lowers its risk.

use std::process::ExitCode;

use anyhow::{Result, bail};

use super::Ctx;
use super::fail::{Target, record};
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
    let target = Target::new(ctx, args.symbol.unwrap_or_default(), args.file.as_deref())?;
    let lesson = match args.lesson {
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
