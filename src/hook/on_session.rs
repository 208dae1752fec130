//! SessionStart and Stop: the brief at the start, the one reminder at the end.
//!
//! SessionStart names the project's riskiest symbols and the commands that record a lesson
//! (nothing when no symbol of the project is at any risk), forgets what was shown when the
//! context was compacted or cleared, and prunes old sessions. Stop asks once per session for the root
//! cause of failures that were fixed without a lesson written by hand.

use anyhow::Result;

use super::Runtime;
use super::answer::Answer;
use super::event::EventName;
use super::lessons;
use super::lessons::fail_command;
use crate::store::{Outcome, Source};
use crate::text::{self, plural};

/// Symbols named in the brief.
const BRIEF_SYMBOLS: usize = 5;
/// The brief's size: about 300 tokens.
const BRIEF_CHARS: usize = 1200;

pub(crate) fn start(rt: &mut Runtime, source: &str) -> Result<Option<Answer>> {
    {
        let session = rt.session()?;
        if matches!(source, "compact" | "clear") {
            session.rearm()?;
        }
    }
    if let Err(e) = rt.store()?.prune_sessions() {
        rt.warnings.push(format!("{e:#}"));
    }
    let (_, project) = rt.project()?;
    let store = rt.store()?;
    // Only successes, or failures all resolved: nothing to warn about.
    let risky = store.top(&project, BRIEF_SYMBOLS)?;
    if risky.is_empty() {
        return Ok(None);
    }
    let mut text = format!(
        "code-memory: project {project} has lessons from past failures; they are shown when their code is read or edited. Riskiest symbols:\n"
    );
    for s in risky {
        let latest = store
            .lessons_of(s.id, false)?
            .into_iter()
            .find(|e| e.outcome == Outcome::Fail)
            .map(|e| format!(": {}", text::cut(&text::one_line(&e.lesson), 90)))
            .unwrap_or_default();
        let line = format!(
            "- {} risk {:.1} ({}){latest}\n",
            lessons::label(&s),
            s.risk_score,
            s.risk_level
        );
        if text.len() + line.len() > BRIEF_CHARS - 420 {
            break;
        }
        text.push_str(&line);
    }
    text.push_str(
        "Recording a lesson: cm fail SYMBOL \"what went wrong\" --file PATH --detail \"the fix\"; \
         what worked: cm ok SYMBOL \"what worked\" --file PATH; \
         a file-level lesson: cm fail --file PATH \"lesson\"; \
         looking one up: cm query SYMBOL. \
         Failing and fixed test runs are recorded automatically; root causes are worth recording by hand.",
    );
    Ok(Some(Answer::Context {
        event: EventName::SessionStart,
        text,
    }))
}

pub(crate) fn stop(rt: &mut Runtime, stop_hook_active: bool) -> Result<Option<Answer>> {
    if stop_hook_active {
        return Ok(None);
    }
    let fixed = {
        let session = rt.session()?;
        if session.stop_reminded()? {
            return Ok(None);
        }
        session.fixed_failures()?
    };
    if fixed.is_empty() {
        return Ok(None);
    }
    let store = rt.store()?;
    let mut pending = Vec::new();
    for f in &fixed {
        let Some(symbol) = store.symbol(f.symbol_id)? else {
            continue;
        };
        let written_by_hand = store
            .lessons_of(f.symbol_id, true)?
            .iter()
            .any(|e| e.source == Source::Manual && e.created_at >= f.first_failed_at);
        if !written_by_hand {
            pending.push(symbol);
        }
    }
    if pending.is_empty() || !rt.session()?.claim_stop_reminder()? {
        return Ok(None);
    }
    let names: Vec<String> = pending.iter().take(5).map(lessons::label).collect();
    let more = pending.len().saturating_sub(5);
    Ok(Some(Answer::StopReminder {
        text: format!(
            "code-memory: tests failed and were then fixed in this session for {}{}, and no lesson was written by hand for {}. \
             If the root cause is worth remembering, one line records it for the next session: {}. \
             If not, nothing more is needed.",
            names.join(", "),
            if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            },
            plural(pending.len(), "it", "them"),
            fail_command(&pending[0]),
        ),
    }))
}
