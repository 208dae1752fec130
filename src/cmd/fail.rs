//! `cm fail`: remember what went wrong at a symbol (or in a file), and why.

use std::process::ExitCode;

use anyhow::{Result, bail};

use super::Ctx;
use super::record::{About, Target, Words, record, report, symbol_at_line};
use crate::store::{Outcome, Recorded};

#[derive(Debug, clap::Args)]
#[command(
    after_help = "With --file and a single argument, the argument is a lesson about the \
                        whole file: cm fail --file src/auth.py \"imports must stay lazy\"\n\
                        With --file and --line, cm finds the symbol of that line itself: \
                        cm fail --file src/auth.py --line 42 \"JWT expiry not handled\""
)]
pub(crate) struct Args {
    /// The symbol, e.g. `AuthService.validate`
    #[arg(value_name = "SYMBOL")]
    pub(crate) symbol: Option<String>,
    /// What went wrong: the lesson to remember (one line)
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
    let (symbol, lesson) = match (symbol, lesson) {
        (Some(_), Some(_)) if about.line.is_some() => {
            bail!("give either SYMBOL or --line, not both: `cm fail --file PATH --line N LESSON`")
        }
        (Some(symbol), Some(lesson)) => (symbol, lesson),
        (Some(lesson), None) if about.line.is_some() => {
            let file = about.file.as_deref().unwrap_or_default();
            (symbol_at_line(ctx, file, about.line.unwrap_or(1))?, lesson)
        }
        (Some(lesson), None) if about.file.is_some() => (String::new(), lesson),
        (Some(_), None) => bail!(
            "missing LESSON: use `cm fail SYMBOL LESSON`, or `cm fail --file PATH LESSON` for a file-level lesson"
        ),
        (None, _) if about.line.is_some() => {
            bail!("missing LESSON: use `cm fail --file PATH --line N LESSON`")
        }
        (None, _) => bail!("missing SYMBOL and LESSON: use `cm fail SYMBOL LESSON`"),
    };
    let target = Target::new(ctx, &symbol, about.file.as_deref())?;
    if lesson.trim().is_empty() {
        bail!("lesson is empty");
    }
    record(ctx, &target, Outcome::Fail, &lesson, &about)
}
