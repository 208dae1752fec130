//! `cm feedback ID helped|wrong [--note TEXT]`: a person's word on a lesson. A lesson
//! marked wrong is demoted: shown after every other lesson, and marked so by `cm query`.

use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use super::Ctx;
use super::print;
use crate::share;
use crate::store::Store;
use crate::store::share::{Event, FeedbackEvent};
use crate::store::track_record::{Feedback, TrackRecord};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The lesson's number as `cm query` shows it (`12` or `#12`), or its uid
    #[arg(value_name = "LESSON_ID")]
    pub(crate) id: String,
    /// Whether the lesson helped, or was wrong
    #[arg(value_enum)]
    pub(crate) verdict: Feedback,
    /// Why, in a few words
    #[arg(long, value_name = "TEXT")]
    pub(crate) note: Option<String>,
}

/// Writes the verdict to the repository's share log when the lesson is shared there.
fn share_feedback(ctx: &Ctx, store: &mut Store, uid: &str, args: &Args) {
    super::share::when_shared("not written to the share log", |root| {
        let Some(lesson) = store.lesson_by_uid(uid)? else {
            return Ok(());
        };
        if !store.is_shared(lesson.id)? {
            return Ok(());
        }
        let key = crate::store::status_key();
        let (at, id) = key.split_once(' ').unwrap_or((key.as_str(), ""));
        let event = Event::Feedback(FeedbackEvent {
            uid: uid.to_string(),
            at: at.to_string(),
            id: id.to_string(),
            by: share::author(root, ctx.config()?.share_author),
            verdict: args.verdict.as_str().to_string(),
            note: args
                .note
                .as_deref()
                .map(|n| crate::store::redact::redact(n).into_owned()),
        });
        share::append_event(store, root, &event)
    });
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let (id, record) = give(ctx, args)?;
    let doc = json!({"id": id, "record": record, "demoted": record.demoted()});
    print::answer(ctx.json, &doc, || {
        Ok(format!(
            "#{id}: helped {}, recurred {}, wrong {}{}\n",
            record.helped,
            record.recurred,
            record.wrong,
            if record.demoted() { " (demoted)" } else { "" }
        ))
    })
}

/// Stores the verdict; the lesson's number and its track record after it.
pub(crate) fn give(ctx: &Ctx, args: &Args) -> Result<(i64, TrackRecord)> {
    let mut store = ctx.open_store()?;
    let lesson = super::status::lesson_named(&store, &args.id)?;
    store.feedback(lesson.id, args.verdict, args.note.as_deref())?;
    share_feedback(ctx, &mut store, &lesson.uid, args);
    let record = store
        .track_records(&[lesson.id])?
        .remove(&lesson.id)
        .unwrap_or_default();
    Ok((lesson.id, record))
}
