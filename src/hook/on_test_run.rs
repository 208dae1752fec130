//! PostToolUse and PostToolUseFailure on Bash: the hook's side of learning. The run is
//! handed to `learn`, which judges it and records its lessons; a run the database cannot
//! take now is kept in the spool, and what it would say of earlier lessons is said from
//! what can be read. What `learn` tells becomes the answer. The runtime is learning's
//! context ([`learn::Ctx`], in `hook`).

use anyhow::Result;

use super::{Runtime, spool};
use crate::agent::answer::Answer;
use crate::agent::event::EventName;
use crate::learn::{self, Told, test_run};
use crate::store::session::Changes;
use crate::testrun::CommandRun;
use crate::testrun::Verdict;

/// PostToolUse / PostToolUseFailure on Bash.
pub(crate) fn answer(rt: &mut Runtime, run: &CommandRun) -> Result<Option<Answer>> {
    let Some(judged) = test_run::judge(rt, run)? else {
        return Ok(None);
    };
    // A database another process holds: the run is kept and written later, and what it
    // would say of earlier lessons is said now, from what can be read.
    if let Some(kept) = spool::keep_if_blocked(rt, &judged.run, &judged.verdict)? {
        return Ok(kept_answer(rt, kept, &judged));
    }
    let told = test_run::record(rt, judged)?;
    Ok(told.map(|t| said(rt, t)))
}

/// What learning told, as the answer of this event (PostToolUseFailure usually after a
/// failing run; PostToolUse when the failure came through a pipe, exit 0).
fn said(rt: &Runtime, told: Told) -> Answer {
    let default = if told.failed {
        EventName::PostToolUseFailure
    } else {
        EventName::PostToolUse
    };
    Answer::Context {
        event: rt.event.unwrap_or(default),
        text: told.text,
    }
}

/// The answer to a run kept for later (`kept`: what keeping it said, `spool::DISK_FULL`
/// or nothing): for a failing run, the earlier lessons of the code it would be blamed on.
/// Problems become warnings.
fn kept_answer(
    rt: &mut Runtime,
    kept: Option<Answer>,
    judged: &test_run::Judged,
) -> Option<Answer> {
    let (None, Verdict::Failed(report)) = (&kept, &judged.verdict) else {
        return kept;
    };
    let (db, session) = (rt.db_path.clone(), rt.session_id.clone());
    let add_kept = |changes: &mut Changes| {
        for edit in db.map_or_else(Vec::new, |db| spool::kept_edits(&db, &session)) {
            edit.add_to(changes);
        }
    };
    let run = &judged.run;
    match learn::kept::earlier_lessons(rt, run, judged.runner, report, add_kept, &judged.root) {
        Ok(text) => text.map(|text| said(rt, Told { text, failed: true })),
        Err(e) => {
            rt.warnings
                .push(format!("earlier lessons of a kept run: {e:#}"));
            None
        }
    }
}
