//! A lesson's status, set by hand:
//!
//! - `cm resolve`: the lesson no longer applies because the problem is fixed for good; it
//!   stops counting towards its symbol's risk but stays visible with `cm query --all`.
//! - `cm deactivate`: the lesson was wrong or is obsolete; it stops counting towards risk
//!   and is hidden from queries (still shown by `cm query --all`).

use std::process::ExitCode;

use anyhow::{Result, bail};
use serde::Serialize;

use super::Ctx;
use super::print::{self, Paint};
use crate::render::display_name;
use crate::store::{Lesson, Status, Store, SymbolStats};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The lesson's number as `cm query` shows it (`12` or `#12`), or its uid
    #[arg(value_name = "LESSON_ID")]
    pub(crate) id: String,
}

/// What `resolve`/`deactivate --json` print.
#[derive(Serialize)]
pub(crate) struct Changed {
    experience: Lesson,
    symbol: SymbolStats,
    /// False when the lesson already had that status (nothing was written).
    changed: bool,
    previous_status: Status,
    /// The symbol before the change (not printed: the text says "risk a -> b").
    #[serde(skip)]
    old_symbol: Option<SymbolStats>,
}

/// A lesson reference as typed: `12`, `#12`, or a uid.
enum LessonRef {
    Number(i64),
    Uid(String),
}

fn parse_ref(text: &str) -> Result<LessonRef> {
    let t = text.trim();
    let digits = t.strip_prefix('#').unwrap_or(t);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        return match digits.parse::<i64>() {
            Ok(n) if n > 0 => Ok(LessonRef::Number(n)),
            _ => bail!("malformed experience id {text:?}: expected a number like 12"),
        };
    }
    if crate::share::formats::is_uuid(t) {
        return Ok(LessonRef::Uid(t.to_ascii_lowercase()));
    }
    bail!(
        "malformed experience id {text:?}: expected a number like 12 (as shown by `cm query`) or a lesson uid"
    )
}

/// The lesson `text` names (`12`, `#12` or a uid).
pub(crate) fn lesson_named(store: &Store, text: &str) -> Result<Lesson> {
    find(store, &parse_ref(text)?, text)
}

fn find(store: &Store, r: &LessonRef, text: &str) -> Result<Lesson> {
    let found = match r {
        LessonRef::Number(n) => store.lesson(*n)?,
        LessonRef::Uid(u) => store.lesson_by_uid(u)?,
    };
    found.ok_or_else(|| {
        anyhow::anyhow!(
            "no lesson with id {} in database at {}",
            text.trim(),
            store.path().display()
        )
    })
}

/// Sets the status of the lesson `id_text` names; shared with the MCP server.
pub(crate) fn set_status(ctx: &Ctx, id_text: &str, status: Status) -> Result<Changed> {
    let lesson_ref = parse_ref(id_text)?;
    let mut store = ctx.open_store()?;
    let before = find(&store, &lesson_ref, id_text)?;
    let old_symbol = store.symbol(before.symbol_id)?;
    let (after, symbol) = store.set_status(before.id, status)?;
    let changed = before.status != status;
    if changed {
        super::share::after_write(ctx, &mut store);
    }
    Ok(Changed {
        changed,
        previous_status: before.status,
        experience: after,
        symbol,
        old_symbol,
    })
}

/// `cm resolve` (`Resolved`) and `cm deactivate` (`Inactive`): sets a lesson's status and
/// reports the symbol's new risk.
pub(crate) fn run(ctx: &Ctx, args: &Args, status: Status) -> Result<ExitCode> {
    let c = set_status(ctx, &args.id, status)?;
    print::answer(ctx.json, &c, || {
        let paint = Paint::for_stdout();
        let risk = |s: &SymbolStats| {
            paint.level(
                s.risk_level,
                &format!("{:.2} {}", s.risk_score, s.risk_level),
            )
        };
        let name = paint.bold(&display_name(&c.symbol));
        let after = &c.experience;
        Ok(if c.changed {
            let was = c
                .old_symbol
                .as_ref()
                .map(|s| format!("{} -> ", risk(s)))
                .unwrap_or_default();
            let verb = match status {
                Status::Active => "reactivated",
                Status::Resolved => "resolved",
                Status::Inactive => "deactivated",
            };
            format!(
                "{verb} #{} of {name}: \"{}\" (was {}); risk {was}{}\n",
                after.id,
                after.lesson,
                c.previous_status.as_str(),
                risk(&c.symbol)
            )
        } else {
            format!(
                "#{} of {name} is already {}; nothing changed (risk {})\n",
                after.id,
                status.as_str(),
                risk(&c.symbol)
            )
        })
    })
}
