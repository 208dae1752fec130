//! `cm gc`: retires the lessons of orphaned symbols (their code is gone and went nowhere
//! cm could follow): each becomes inactive, with the reason kept beside it.

use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use super::Ctx;
use super::print;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Only list what would be retired
    #[arg(long)]
    pub(crate) dry_run: bool,
}

#[derive(Serialize)]
struct Retired {
    id: i64,
    symbol: String,
    file: String,
    lesson: String,
}

/// Why `cm gc` took a lesson out of use.
pub(crate) const REASON: &str = "orphaned: its code is gone (cm gc)";

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let project = ctx.project()?;
    let mut store = ctx.open_store()?;
    let mut retired = Vec::new();
    for (s, _) in store.orphaned(&project)? {
        for e in store.lessons_of(s.id, false)? {
            if !args.dry_run {
                store.withdraw(e.id, REASON)?;
            }
            retired.push(Retired {
                id: e.id,
                symbol: s.name.clone(),
                file: s.file.clone(),
                lesson: e.lesson,
            });
        }
    }
    if !args.dry_run && !retired.is_empty() {
        super::share::after_write(ctx, &mut store);
    }
    print::answer(ctx.json, &retired, || {
        let verb = if args.dry_run {
            "would retire"
        } else {
            "retired"
        };
        let mut out = String::new();
        for r in &retired {
            out.push_str(&format!(
                "{verb} #{} {} ({}): {}\n",
                r.id, r.symbol, r.file, r.lesson
            ));
        }
        if retired.is_empty() {
            out.push_str("no orphaned lessons\n");
        }
        Ok(out)
    })
}
