//! SessionStart and Stop: the brief at the start, the one reminder at the end.
//!
//! SessionStart names a few symbols with lessons that are still in the code and the command
//! that records one (nothing when no such lesson exists, and nothing on resume), once a
//! command that looks like the project's test run and is not recognised as one, forgets what
//! was shown when the context was compacted or cleared, prunes old sessions, and brings the
//! repository's share log and the database level (docs/SHARING.md). Stop asks once per session for the root
//! cause of failures that were fixed without a lesson written by hand.

use std::time::{Duration, Instant};

use anyhow::Result;

use super::Runtime;
use super::background::Forked;
use crate::agent::answer::Answer;
use crate::agent::event::EventName;
use crate::follow::table;
use crate::learn::Ctx as _;
use crate::render::{self, fail_command};
use crate::share;
use crate::store::{Outcome, Source, SymbolStats};
use crate::text::{self, plural};

/// Symbols named in the brief.
const BRIEF_SYMBOLS: usize = 3;
/// Symbols looked at to find those still in the code.
const BRIEF_CANDIDATES: usize = 12;
/// How long SessionStart spends importing the share log; a larger import goes on at the
/// next session (the hook's whole answer must stay within about a second).
const SHARE_BUDGET: Duration = Duration::from_millis(300);
/// How long SessionStart waits, in all, for locks other processes hold.
const LOCK_WAIT: Duration = Duration::from_millis(200);
/// The brief's size: 150 tokens at 4 characters a token.
pub(crate) const BRIEF_CHARS: usize = 600;

/// On `startup`, `compact` and `clear` (compaction and clearing also forget what this session
/// was shown): a few lines naming the symbols with lessons that are still in the code, and
/// the command that records one. On `resume` nothing: the conversation still holds the
/// brief. Nothing either when no lesson is worth a warning.
pub(crate) fn start(rt: &mut Runtime, source: &str) -> Result<Option<Answer>> {
    let (root, project) = rt.project()?;
    let map_tokens = rt.config(&root).session_map_tokens;
    let forked = match source {
        "resume" => Forked::No,
        _ => super::follow::scan_after_answer(rt, map_tokens),
    };
    if forked == Forked::Child {
        return Ok(None);
    }
    // Its writes are bookkeeping: none waits long for a lock another process holds.
    crate::store::schema::start_hook_clock_within(LOCK_WAIT);
    let session = rt.session()?;
    if matches!(source, "compact" | "clear") {
        session.rearm()?;
    }
    if let Err(e) = rt.store()?.prune_sessions() {
        rt.warnings.push(format!("{e:#}"));
    }
    sync_shared(rt);
    if source == "resume" {
        return Ok(None);
    }
    if forked == Forked::No
        && let Err(e) = super::follow::at_session_start(rt, map_tokens)
    {
        rt.warnings.push(format!("scanning the project: {e:#}"));
    }
    let map = match map_tokens {
        0 => None,
        n => super::follow::session_map(rt, n)?,
    };
    let risky = rt.store()?.top(&project, BRIEF_CANDIDATES)?;
    let mut named = Vec::new();
    let mut total = 0;
    for s in risky {
        if !still_in_code(rt, &root, &s)? {
            continue;
        }
        let store = rt.store()?;
        if !store
            .lessons_of(s.id, false)?
            .iter()
            .any(|e| e.outcome == Outcome::Fail)
        {
            continue;
        }
        total += 1;
        if named.len() < BRIEF_SYMBOLS {
            named.push(s);
        }
    }
    let unrecognised = unrecognised_test_command(rt, &root, &project)?;
    let brief = (!named.is_empty()).then(|| {
        let list: Vec<String> = named
            .iter()
            .map(|s| {
                if s.name.is_empty() || s.file.is_empty() {
                    format!("{} (risk {:.1})", render::label(s), s.risk_score)
                } else {
                    format!("{} ({}, risk {:.1})", s.name, s.file, s.risk_score)
                }
            })
            .collect();
        let more = if total > named.len() {
            format!(" and {} more", total - named.len())
        } else {
            String::new()
        };
        let text = format!(
            "code-memory: past failures left lessons on {}{more} in {project}. \
             Lessons are added to a Read, an edit or a prompt that names their code; \
             `cm query NAME` lists them.\n\
             Record a root cause: cm fail SYMBOL \"what went wrong\" --file PATH --detail \"the fix\"",
            list.join(", ")
        );
        text::cut(&text, BRIEF_CHARS)
    });
    let text: Vec<String> = [brief, unrecognised, map].into_iter().flatten().collect();
    Ok((!text.is_empty()).then(|| Answer::Context {
        event: EventName::SessionStart,
        text: text.join("\n"),
    }))
}

/// Once per command: a command that ran at least twice looking like the project's test run
/// (a name that says tests, or a runner's summary in its output) and that no rule
/// recognises, with the setting that makes it one. Its failures teach nothing until then.
fn unrecognised_test_command(
    rt: &mut Runtime,
    root: &std::path::Path,
    project: &str,
) -> Result<Option<String>> {
    let config = rt.config(root).clone();
    let store = rt.store()?;
    for u in store.unrecognised(project, 2)? {
        if config.names_test_command(&u.command) {
            store.forget_unrecognised(project, &u.command)?;
            continue;
        }
        if u.told {
            continue;
        }
        store.mark_unrecognised_told(project, &u.command)?;
        return Ok(Some(format!(
            "code-memory: `{}` ran {} times and looks like this project's test run, but cm does not \
             recognise it, so its failures leave no lesson. To make it one, add to .code-memory.toml: {}",
            u.command,
            u.runs,
            crate::config::test_command_setting(&u.command)
        )));
    }
    Ok(None)
}

/// The repository's share log (`.code-memory/`, when the project shares): lessons recorded
/// here and not yet written go in, and what others added since the last import comes in,
/// within [`SHARE_BUDGET`]; an unchanged log costs a stat. Problems go to the hook log.
fn sync_shared(rt: &mut Runtime) {
    let result = (|| -> Result<()> {
        let (root, project) = rt.project()?;
        if !share::enabled(&root) {
            return Ok(());
        }
        let config = rt.config(&root).clone();
        let deadline = Instant::now() + SHARE_BUDGET;
        let (pushed, pulled) = share::sync(rt.store()?, &root, &project, &config, deadline)?;
        rt.warnings
            .extend(pushed.refused.iter().map(ToString::to_string));
        if !pulled.complete {
            rt.warnings.push(
                "share log: import cut short by its time limit; the next session or `cm share pull` goes on"
                    .into(),
            );
        }
        Ok(())
    })();
    if let Err(e) = result {
        rt.warnings.push(format!("share log: {e:#}"));
    }
}

/// False when the symbol's file is gone, or (for a language cm parses) the file no longer
/// defines it. The symbol tables are cached, so this is cheap after the first session.
fn still_in_code(rt: &mut Runtime, root: &std::path::Path, s: &SymbolStats) -> Result<bool> {
    if s.file.is_empty() {
        return Ok(true);
    }
    let path = if crate::project::is_absolute(&s.file) {
        std::path::PathBuf::from(&s.file)
    } else {
        root.join(&s.file)
    };
    if !path.is_file() {
        return Ok(false);
    }
    if s.name.is_empty() {
        return Ok(true);
    }
    let indexed =
        (!crate::project::is_absolute(&s.file)).then_some((s.project.as_str(), s.file.as_str()));
    Ok(match table::indexed_now(rt.store()?, &path, indexed) {
        // `total` recorded by hand names `Cart.total` too.
        Ok(Some(table)) => table.iter().any(|t| {
            t.name == s.name
                || t.name
                    .strip_suffix(s.name.as_str())
                    .is_some_and(|outer| outer.ends_with('.'))
        }),
        // Not in the index as it is now (the brief never waits for a parse: the session's
        // scan has not reached it), not a language cm parses, or unreadable now: the file
        // is there, keep it.
        _ => true,
    })
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
    let names: Vec<String> = pending.iter().take(5).map(render::label).collect();
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
