//! PreToolUse on Edit / Write / NotebookEdit (and Codex's apply_patch): the gate.
//!
//! The first edit of a high-risk symbol in a session is denied with its lessons as the
//! reason (the model reads them as the tool error and re-issues the edit, which is then
//! allowed), unless all those lessons were shown in this session within the last
//! `gate_recent_calls` tool calls (and since the last compaction): then the model has them
//! already and the interruption would only cost a turn. Otherwise unseen lessons ride along
//! as `additionalContext`. A file without lessons is decided by one indexed lookup, before any
//! parsing or settings are read.

use std::path::Path;

use anyhow::{Context as _, Result};

use super::Runtime;
use super::lessons::{self, Block};
use crate::agent::answer::Answer;
use crate::agent::event::{EventName, PlannedEdit};
use crate::edit;
use crate::edit::apply_patch::{self, FilePatch};
use crate::follow::table;
use crate::learn::Ctx as _;
use crate::project::Place;
use crate::render;
use crate::symbols;
use crate::text::plural;

pub(crate) fn answer(rt: &mut Runtime, path: &Path, edit: &PlannedEdit) -> Result<Option<Answer>> {
    let place = rt.locate(path)?;
    decide(rt, &place, |rt, place| touched_names(rt, place, edit))
}

/// Codex's `apply_patch`: each file decided alone, the answers joined (a deny wins).
pub(crate) fn answer_patch(rt: &mut Runtime, files: &[FilePatch]) -> Result<Option<Answer>> {
    let mut denials = Vec::new();
    let mut contexts = Vec::new();
    for f in files {
        let place = rt.locate(f.path())?;
        match decide(rt, &place, |rt, place| patched_names(rt, place, f))? {
            Some(Answer::Deny { reason, context }) => {
                denials.push(reason);
                contexts.push(context);
            }
            Some(Answer::Context { text, .. }) => contexts.push(text),
            _ => {}
        }
    }
    Ok(if !denials.is_empty() {
        let context = contexts.join("\n\n");
        denials.extend(contexts);
        Some(Answer::Deny {
            reason: denials.join("\n\n"),
            context,
        })
    } else if !contexts.is_empty() {
        Some(Answer::Context {
            event: EventName::PreToolUse,
            text: contexts.join("\n\n"),
        })
    } else {
        None
    })
}

/// The names an edit touches in a file; None while the file's table is still being made
/// (its parse ran past the answer's budget): then every lesson of the file applies, and
/// nothing is held back (the gate needs the symbols).
type Touched = Option<Vec<String>>;

/// The decision for one file, given how to find the names an edit touches in it.
fn decide(
    rt: &mut Runtime,
    place: &Place,
    touched: impl FnOnce(&mut Runtime, &Place) -> Result<Touched>,
) -> Result<Option<Answer>> {
    if !rt.store()?.file_has_lessons(&place.project, &place.file)? {
        return Ok(None);
    }
    let config = rt.config(&place.root).clone();
    let floor = if config.gate {
        config.context_threshold.min(config.gate_threshold)
    } else {
        config.context_threshold
    };
    if !rt
        .store()?
        .file_may_reach(&place.project, &place.file, floor)?
    {
        return Ok(None);
    }
    let touched = touched(rt, place)?;
    let whole_file = touched.is_none();
    let names = touched.map_or_else(|| lessons::whole_file_names(rt.store()?, place), Ok)?;
    let blocks = lessons::candidates(rt.store()?, &place.project, &place.file, &names, floor)?;
    if blocks.is_empty() {
        return Ok(None);
    }

    let session = rt.session()?;
    let ids: Vec<i64> = blocks.iter().map(|b| b.symbol.id).collect();
    let already_gated = session.gated(&ids)?;
    let all_ids: Vec<i64> = blocks
        .iter()
        .flat_map(|b| b.lessons.iter().map(|e| e.id))
        .collect();
    // Lessons the model read a moment ago need no interruption to be heeded: a block whose
    // best lesson (the one any answer leads with) was shown recently is not held back.
    let recent = session.shown_within(&all_ids, config.gate_recent_calls)?;
    let gate: Vec<i64> = blocks
        .iter()
        .filter(|b| {
            config.gate
                && !whole_file
                && b.symbol.risk_score >= config.gate_threshold
                && !already_gated.contains(&b.symbol.id)
                && !b.lessons.is_empty()
                && !b.lessons.first().is_some_and(|e| recent.contains(&e.id))
        })
        .map(|b| b.symbol.id)
        .collect();

    let shown = session.shown(&all_ids)?;
    // The gated symbols show all their lessons; the others only what this session has not
    // seen, and only at context risk.
    let blocks: Vec<Block> = blocks
        .into_iter()
        .filter_map(|mut b| {
            if !gate.contains(&b.symbol.id) {
                if b.symbol.risk_score < config.context_threshold {
                    return None;
                }
                b.lessons.retain(|e| !shown.contains(&e.id));
            }
            (!b.lessons.is_empty()).then_some(b)
        })
        .collect();
    if blocks.is_empty() {
        return Ok(None);
    }
    let (text, shown_ids) = render::within(&blocks, config.max_context_chars.saturating_sub(300));
    lessons::mark_shown(rt, &shown_ids, true);
    // A gate that cannot be remembered would hold every retry back: it becomes context.
    let unsaved_gate = if gate.is_empty() {
        None
    } else {
        rt.session()?.mark_gated(&gate).err()
    };
    if let Some(e) = &unsaved_gate {
        rt.warnings.push(format!("{e:#}"));
    }
    let header = if whole_file {
        lessons::whole_file_header(&place.file)
    } else {
        format!(
            "code-memory: lessons recorded for the code this edit touches in {}:",
            place.file
        )
    };
    let context = format!("{header}\n{text}");
    if gate.is_empty() || unsaved_gate.is_some() {
        return Ok(Some(Answer::Context {
            event: EventName::PreToolUse,
            text: context,
        }));
    }
    let names: Vec<String> = blocks
        .iter()
        .filter(|b| gate.contains(&b.symbol.id))
        .map(|b| render::label(&b.symbol))
        .collect();
    Ok(Some(Answer::Deny {
        reason: format!(
            "code-memory held this edit back once: {} {} a record of past failures (risk >= {}).\n\
             {text}\n\
             The same edit can be re-issued now, with these lessons in mind; it will not be held back again in this session.",
            names.join(", "),
            plural(names.len(), "has", "have"),
            config.gate_threshold
        ),
        context,
    }))
}

/// The names an `apply_patch` file section touches: a new file has none, a deleted one all
/// of its symbols, an update the symbols of its removed lines (or of the context an
/// insertion goes into).
fn patched_names(rt: &mut Runtime, place: &Place, f: &FilePatch) -> Result<Touched> {
    let file_only = || Ok(Some(lessons::applicable_names(&[])));
    let FilePatch::Update { chunks, .. } = f else {
        if let FilePatch::Delete { .. } = f
            && let Ok(Some(table)) = table::symbols_at(rt.store()?, place, None)
        {
            return Ok(Some(lessons::applicable_names(&table)));
        }
        return file_only();
    };
    if symbols::language_for_path(&place.path).is_none() {
        return file_only();
    }
    let Ok(Some(content)) = crate::files::read_source(&place.path) else {
        return file_only();
    };
    let ranges = apply_patch::old_ranges(&String::from_utf8_lossy(&content), chunks);
    names_at(rt, place, &content, &ranges)
}

/// The names whose lessons apply to this edit: the innermost symbols of the touched lines,
/// their enclosing symbols, and the file itself.
fn touched_names(rt: &mut Runtime, place: &Place, edit: &PlannedEdit) -> Result<Touched> {
    let file_only = || Ok(Some(lessons::applicable_names(&[])));
    if matches!(edit, PlannedEdit::Notebook) || symbols::language_for_path(&place.path).is_none() {
        return file_only();
    }
    let content = crate::files::read_source(&place.path)
        .with_context(|| format!("reading {}", place.path.display()))?;
    // A new file has no symbols yet, nor has a FIFO, device or huge file worth the wait;
    // their file-level lessons still apply.
    let Some(content) = content else {
        return file_only();
    };
    let text = String::from_utf8_lossy(&content);
    // The lines the edit really changes: not the unchanged lines `old_string` carries
    // around its change. An insertion between lines touches the symbol around it only.
    let changed = match edit {
        PlannedEdit::Replace {
            old,
            new,
            replace_all,
        } => edit::replace_changes(&text, old, new, *replace_all),
        PlannedEdit::Write { content: new } => edit::Changed {
            lines: edit::write_ranges(&text, new),
            inserted_after: Vec::new(),
        },
        PlannedEdit::Notebook => edit::Changed::default(),
    };
    if changed.lines.is_empty() && !changed.inserted_after.is_empty() {
        let table = match super::bounded::bounded(rt, place, Some(&content))? {
            table::Lookup::Found(now) => follow(rt, place, now)?,
            table::Lookup::GaveUp(_) => return Ok(None),
            table::Lookup::None => return file_only(),
        };
        let around: Vec<symbols::Symbol> = table
            .iter()
            .filter(|s| {
                changed
                    .inserted_after
                    .iter()
                    .any(|&k| s.start_line <= k && s.end_line > k)
            })
            .cloned()
            .collect();
        let lines: Vec<_> = changed.inserted_after.iter().map(|&k| (k, k + 1)).collect();
        let inner = symbols::innermost_for_lines(&around, &lines);
        return Ok(Some(lessons::applicable_names(&inner)));
    }
    names_at(rt, place, &content, &changed.lines)
}

/// The names whose lessons apply to `ranges` (1-based, inclusive) of `content`, the file
/// as it is on disk; only the file's own when no line is known or it has no symbols.
fn names_at(
    rt: &mut Runtime,
    place: &Place,
    content: &[u8],
    ranges: &[(usize, usize)],
) -> Result<Touched> {
    if ranges.is_empty() {
        return Ok(Some(lessons::applicable_names(&[])));
    }
    Ok(match super::bounded::bounded(rt, place, Some(content))? {
        table::Lookup::Found(now) => {
            let table = follow(rt, place, now)?;
            Some(lessons::applicable_names(&symbols::innermost_for_lines(
                &table, ranges,
            )))
        }
        table::Lookup::GaveUp(_) => None,
        table::Lookup::None => Some(lessons::applicable_names(&[])),
    })
}

/// The table of a lookup; when the lookup just indexed the file, its lessons follow the
/// code first (as a scan would have), so the names asked about are current.
fn follow(rt: &mut Runtime, place: &Place, now: table::Current) -> Result<Vec<symbols::Symbol>> {
    if let Some(appeared) = now.appeared()
        && let Err(e) = super::follow::refresh(rt.store()?, place, &now.table, Some(&appeared))
    {
        rt.warnings
            .push(format!("following lessons in {}: {e:#}", place.file));
    }
    Ok(now.table)
}
