//! `cm ok`: remember that a symbol (or a file) now works, which lowers its risk.

use std::process::ExitCode;

use anyhow::{Result, bail};

use super::Ctx;
use super::record::{About, Target, Words, record, report, symbol_at_line};
use crate::store::{Outcome, Recorded};

/// The lesson stored by `cm ok SYMBOL` without one.
pub(crate) const DEFAULT_LESSON: &str = "passed";

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Without LESSON the success is recorded as \"passed\". With --file and no \
                        SYMBOL it is a success for the whole file."
)]
pub(crate) struct Args {
    /// The symbol, e.g. `AuthService.validate`
    #[arg(value_name = "SYMBOL")]
    pub(crate) symbol: Option<String>,
    /// What worked (default: "passed")
    #[arg(value_name = "LESSON")]
    pub(crate) lesson: Option<String>,
    #[command(flatten)]
    pub(crate) about: About,
}

pub(crate) fn run(ctx: &Ctx, args: Args) -> Result<ExitCode> {
    report(ctx, &lesson(ctx, (args.symbol, args.lesson, args.about))?)
}

/// Checks the arguments, finds the symbol (`--line`) and records the lesson.
pub(crate) fn lesson(ctx: &Ctx, (symbol, lesson, about): Words) -> Result<Recorded> {
    if symbol.is_none() && about.file.is_none() {
        bail!(
            "missing SYMBOL: use `cm ok SYMBOL [LESSON]`, or `cm ok --file PATH` for the whole file"
        );
    }
    // With --line the symbol is found, so the one argument is the lesson.
    let (symbol, lesson) = match (about.line, about.file.as_deref()) {
        (Some(_), Some(_)) if lesson.is_some() => {
            bail!("give either SYMBOL or --line, not both: `cm ok --file PATH --line N [LESSON]`")
        }
        (Some(line), Some(file)) => (symbol_at_line(ctx, file, line)?, symbol),
        _ => (symbol.unwrap_or_default(), lesson),
    };
    let target = Target::new(ctx, &symbol, about.file.as_deref())?;
    let lesson = match lesson {
        Some(l) if l.trim().is_empty() => {
            bail!("lesson is empty (leave it out to record \"{DEFAULT_LESSON}\")")
        }
        Some(l) => l,
        None => DEFAULT_LESSON.to_owned(),
    };
    record(ctx, &target, Outcome::Success, &lesson, &about)
}
