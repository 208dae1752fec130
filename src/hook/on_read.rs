//! PostToolUse on Read: lessons arrive with the code, before any edit is planned.
//!
//! Claude Code requires a Read before an Edit, and PreToolUse context only reaches the model
//! after the edit landed, so the read is where lessons do the most good. The lines read are
//! the ones Claude Code returned (a long file is cut at 2,000 lines). Each lesson is shown
//! once per session, best ranked first within the budget.

use std::path::Path;

use anyhow::Result;

use super::Runtime;
use super::lessons;
use crate::agent::answer::Answer;
use crate::agent::event::EventName;
use crate::follow::table;
use crate::learn::Ctx as _;
use crate::symbols;

pub(crate) fn answer(
    rt: &mut Runtime,
    path: &Path,
    from: usize,
    to: Option<usize>,
) -> Result<Option<Answer>> {
    let place = rt.locate(path)?;
    if !rt.store()?.file_has_lessons(&place.project, &place.file)? {
        return Ok(None);
    }
    let threshold = rt.config(&place.root).context_threshold;
    let budget = rt.config(&place.root).max_context_chars;
    if !rt
        .store()?
        .file_may_reach(&place.project, &place.file, threshold)?
    {
        return Ok(None);
    }
    let found = super::bounded::bounded(rt, &place, None)?;
    let store = rt.store()?;
    if let table::Lookup::Found(now) = &found
        && let Err(e) = super::follow::refresh(store, &place, &now.table, now.appeared().as_ref())
    {
        rt.warnings
            .push(format!("refreshing anchors of {}: {e:#}", place.file));
    }
    let mut header = format!(
        "code-memory: lessons recorded from earlier failures in {}:",
        place.file
    );
    let names = match found {
        table::Lookup::Found(now) if from <= 1 && to.is_none() => {
            // The whole file: every symbol in it.
            let names = now.table.iter().map(|s| s.name.clone());
            names.chain([String::new()]).collect()
        }
        table::Lookup::Found(now) => {
            let to = to.unwrap_or(usize::MAX);
            lessons::applicable_names(&symbols::innermost_for_lines(&now.table, &[(from, to)]))
        }
        table::Lookup::GaveUp(_) => {
            header = lessons::whole_file_header(&place.file);
            lessons::whole_file_names(rt.store()?, &place)?
        }
        table::Lookup::None => lessons::applicable_names(&[]),
    };
    let blocks = lessons::candidates(rt.store()?, &place.project, &place.file, &names, threshold)?;
    lessons::unseen_context(rt, EventName::PostToolUse, &header, blocks, budget)
}
