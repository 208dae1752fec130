//! `cm feedback ID helped|wrong [--note TEXT]`: a person's word on a lesson. A lesson
//! marked wrong is demoted: shown after every other lesson, and marked so by `cm query`.

use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use super::Ctx;
use super::print;
use crate::store::record::{Feedback, TrackRecord};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The lesson's number as `cm query` shows it (`12` or `#12`), or its uid
    #[arg(value_name = "LESSON_ID")]
    pub(crate) id: String,
    /// Whether the lesson helped, or was wrong
    #[arg(value_enum)]
    pub(crate) verdict: Verdict,
    /// Why, in a few words
    #[arg(long, value_name = "TEXT")]
    pub(crate) note: Option<String>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub(crate) enum Verdict {
    Helped,
    Wrong,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let (id, record) = give(ctx, args)?;
    if ctx.json {
        print::print_json(&json!({"id": id, "record": record, "demoted": record.demoted()}))?;
    } else {
        print::print(&format!(
            "#{id}: helped {}, recurred {}, wrong {}{}\n",
            record.helped,
            record.recurred,
            record.wrong,
            if record.demoted() { " (demoted)" } else { "" }
        ))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Stores the verdict; the lesson's number and its track record after it.
pub(crate) fn give(ctx: &Ctx, args: &Args) -> Result<(i64, TrackRecord)> {
    let mut store = ctx.open_store()?;
    let lesson = super::status::lesson_named(&store, &args.id)?;
    let what = match args.verdict {
        Verdict::Helped => Feedback::Helped,
        Verdict::Wrong => Feedback::Wrong,
    };
    store.feedback(lesson.id, what, args.note.as_deref())?;
    let record = store
        .track_records(&[lesson.id])?
        .remove(&lesson.id)
        .unwrap_or_default();
    Ok((lesson.id, record))
}
