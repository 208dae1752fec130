//! The lesson block the model reads, `[PAST EXPERIENCE — name (risk: ...)]` and one line per
//! lesson, written in one place for the hook's context and deny reasons and for
//! `cm query --inject`, so the model sees one format whichever way lessons reach it.
//!
//! ```text
//! [PAST EXPERIENCE — AuthService.validate in auth/service.py (risk: 11.20, caution)]
//! - JWT expiry not handled (seen 2 times, last 2026-07-24)
//!   (check refresh_token before validate)
//! - worked: passed after UTC normalization (2026-07-20)
//! ```
//!
//! The same lesson recorded in several sessions is one line with its count. The callers
//! choose the lessons and the [`Options`]: a character budget (what does not fit is named
//! with the command that shows it) and how many lessons a symbol lists.

use anyhow::Result;

use crate::store::{Lesson, Outcome, Source, Store, SymbolStats};
use crate::text::{cut, day, one_line, shell_word};

/// Longest lesson or detail line, in characters.
const LINE_CHARS: usize = 200;
/// Room kept at the end of a budget for the line naming the symbols left out.
const MORE_ROOM: usize = 160;

/// A symbol and the lessons of it to show, newest first.
#[derive(Debug, Clone)]
pub(crate) struct Block {
    pub(crate) symbol: SymbolStats,
    pub(crate) lessons: Vec<Lesson>,
    /// Where its lessons were recorded before they followed the code (`_unpack_args in
    /// parser.py`), said once after the move.
    pub(crate) moved_from: Option<String>,
}

/// How much of the blocks to write.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Options {
    /// Most characters of the whole text; `None`: no limit.
    pub(crate) budget: Option<usize>,
    /// Lessons listed per symbol before `- N more: cm query ...`; `None`: all of them.
    pub(crate) per_symbol: Option<usize>,
}

/// Writes `blocks` as [`Options`] allow. Returns the text (without a final newline) and the
/// ids of the lessons it contains, the ones to mark as shown.
pub(crate) fn blocks(blocks: &[Block], options: Options) -> (String, Vec<i64>) {
    let mut out = String::new();
    let mut shown = Vec::new();
    let mut left_out: Vec<&SymbolStats> = Vec::new();
    for b in blocks {
        if b.lessons.is_empty() {
            continue;
        }
        let (mut text, ids) = block(b, options.per_symbol);
        if let Some(budget) = options.budget {
            // Keep room for the closing "more" line.
            if !out.is_empty() && out.len() + text.len() + MORE_ROOM > budget {
                left_out.push(&b.symbol);
                continue;
            }
            let room = budget.saturating_sub(MORE_ROOM);
            if text.len() > room {
                text = cut(&text, room);
            }
        }
        out.push_str(&text);
        shown.extend(ids);
    }
    if !left_out.is_empty() {
        let names: Vec<String> = left_out.iter().take(3).map(|s| query_command(s)).collect();
        out.push_str(&format!(
            "{} more symbol(s) with lessons: {}{}\n",
            left_out.len(),
            names.join("; "),
            if left_out.len() > 3 { "; ..." } else { "" }
        ));
    }
    (out.trim_end().to_string(), shown)
}

/// One symbol's block, ending in a newline, and the ids of the lessons in it.
fn block(b: &Block, per_symbol: Option<usize>) -> (String, Vec<i64>) {
    let s = &b.symbol;
    let name = if s.name.is_empty() || s.file.is_empty() {
        display_name(s)
    } else {
        format!("{} in {}", s.name, s.file)
    };
    let was = b
        .moved_from
        .as_deref()
        .map(|w| format!(" (was {w})"))
        .unwrap_or_default();
    let mut out = format!(
        "[PAST EXPERIENCE — {name}{was} (risk: {:.2}, {})]\n",
        s.risk_score, s.risk_level
    );
    // The same lesson recorded in several sessions, or nearly the same (numbers, case and
    // spacing aside), is one line with its count: the first record (the newest, or the best
    // ranked) speaks for the group.
    let mut groups: Vec<(&Lesson, i64, Vec<i64>)> = Vec::new();
    for e in &b.lessons {
        let key = gist(&e.lesson);
        match groups
            .iter_mut()
            .find(|(g, ..)| g.outcome == e.outcome && gist(&g.lesson) == key)
        {
            Some((_, times, ids)) => {
                *times += e.occurrences;
                ids.push(e.id);
            }
            None => groups.push((e, e.occurrences, vec![e.id])),
        }
    }
    let listed = per_symbol.unwrap_or(usize::MAX);
    let mut ids = Vec::new();
    for (e, occurrences, group_ids) in groups.iter().take(listed) {
        let mark = match e.outcome {
            Outcome::Fail => "",
            Outcome::Success => "worked: ",
        };
        let times = if e.stale {
            // Written against code that has changed since: it may no longer apply.
            format!(" (code changed since {})", day(&e.created_at))
        } else if *occurrences > 1 {
            format!(" (seen {occurrences} times, last {})", day(&e.last_seen_at))
        } else {
            format!(" ({})", day(&e.created_at))
        };
        // An automatic lesson reads as failure, error and fix; its detail (the command, the
        // exit code, every failing test) stays in the store.
        let fix = e
            .fix
            .as_deref()
            .map(|f| format!(" — fixed by: {f}"))
            .unwrap_or_default();
        out.push_str(&format!("- {mark}{}{fix}{times}\n", short_line(&e.lesson)));
        if let Some(d) = e
            .detail
            .as_deref()
            .filter(|_| e.source == Source::Manual)
            .map(short_line)
            .filter(|d| !d.is_empty())
        {
            out.push_str(&format!("  ({d})\n"));
        }
        ids.extend(group_ids);
    }
    if groups.len() > listed {
        out.push_str(&format!(
            "- {} more: {}\n",
            groups.len() - listed,
            query_command(s)
        ));
    }
    (out, ids)
}

/// Where lessons were before they moved: `_unpack_args in parser.py`.
pub(crate) fn was(name: &str, file: &str) -> String {
    match (name.is_empty(), file.is_empty()) {
        (false, false) => format!("{name} in {file}"),
        (false, true) => name.to_string(),
        _ => file.to_string(),
    }
}

/// What makes two lessons the same one: their words, lower case, every run of digits one
/// `#` (`expected 3, got 4` and `expected 5, got 7` say the same thing).
pub(crate) fn gist(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = ' ';
    for c in text.chars().flat_map(char::to_lowercase) {
        let c = if c.is_ascii_digit() {
            '#'
        } else if c.is_whitespace() {
            ' '
        } else {
            c
        };
        if (c == '#' || c == ' ') && c == last {
            continue;
        }
        out.push(c);
        last = c;
    }
    out.trim().to_string()
}

/// A lesson or detail as one line of at most [`LINE_CHARS`] characters.
fn short_line(text: &str) -> String {
    cut(&one_line(text), LINE_CHARS)
}

/// How a symbol is named to people: `Class.method`, or `file (file-level)` for a file lesson.
pub(crate) fn display_name(symbol: &SymbolStats) -> String {
    if symbol.name.is_empty() {
        format!("{} (file-level)", symbol.file)
    } else {
        symbol.name.clone()
    }
}

/// `cm query NAME --file FILE`, the command that lists a symbol's lessons.
pub(crate) fn query_command(s: &SymbolStats) -> String {
    if s.name.is_empty() {
        format!("cm query --file {}", shell_word(&s.file))
    } else if s.file.is_empty() {
        format!("cm query {}", shell_word(&s.name))
    } else {
        format!(
            "cm query {} --file {}",
            shell_word(&s.name),
            shell_word(&s.file)
        )
    }
}

/// Lessons listed per symbol before "N more".
pub(crate) const PER_SYMBOL: usize = 4;

/// The lessons worth showing of one symbol: active failures, and successes written by hand
/// (they say what worked; automatic "tests pass" records say nothing new). Hand-written
/// first, then newest first.
pub(crate) fn showable(store: &Store, symbol_id: i64) -> Result<Vec<Lesson>> {
    let mut lessons: Vec<Lesson> = store
        .lessons_of(symbol_id, false)?
        .into_iter()
        .filter(|e| e.outcome == Outcome::Fail || e.source == Source::Manual)
        .collect();
    // Written by hand first: a root cause someone wrote down says more than a test run.
    lessons.sort_by_key(|e| e.source != Source::Manual);
    Ok(lessons)
}

/// Writes `blocks` the hook's way: within `budget` characters, [`PER_SYMBOL`] lessons per
/// symbol. Returns the text and the ids of the lessons it contains (the ones to mark as
/// shown).
pub(crate) fn within(blocks: &[Block], budget: usize) -> (String, Vec<i64>) {
    self::blocks(
        blocks,
        Options {
            budget: Some(budget),
            per_symbol: Some(PER_SYMBOL),
        },
    )
}

/// How a symbol is named in a sentence: `Cart.total (shop.py)`, `shop.py (file-level)`.
pub(crate) fn label(s: &SymbolStats) -> String {
    if s.name.is_empty() || s.file.is_empty() {
        display_name(s)
    } else {
        format!("{} ({})", s.name, s.file)
    }
}

/// `cm fail NAME "<root cause>" --file FILE --detail "<the fix>"`.
pub(crate) fn fail_command(s: &SymbolStats) -> String {
    let file = (!s.file.is_empty()).then(|| format!(" --file {}", shell_word(&s.file)));
    let file = file.unwrap_or_default();
    if s.name.is_empty() {
        format!("cm fail{file} \"<root cause>\" --detail \"<the fix>\"")
    } else {
        format!(
            "cm fail {} \"<root cause>\"{file} --detail \"<the fix>\"",
            shell_word(&s.name)
        )
    }
}

#[cfg(test)]
mod tests;
