//! Which lessons apply to some lines of a file, in which order, and which of them a session
//! has yet to see.
//!
//! A lesson applies to the innermost symbols of the lines, to the symbols enclosing them
//! (a lesson on `C` applies to `C.m`) and to the file itself. Relevance makes a lesson a
//! candidate, whatever its symbol's risk (unless `context_threshold` asks for one); the
//! answer's budget takes the best ranked first ([`rank`]). The text is the one lesson block
//! of [`crate::render`].

use anyhow::Result;

use super::Runtime;
use crate::agent::answer::Answer;
use crate::agent::event::EventName;
use crate::follow::table;
use crate::learn::Ctx as _;
use crate::render;
pub(crate) use crate::render::Block;
use crate::store::track_record::TrackRecord;
use crate::store::{Lesson, Source, Store, SymbolStats};
use crate::symbols::Symbol;

/// The names whose lessons apply to `symbols`: each one, its enclosing names (`C.m.f` →
/// `C.m`, `C`), and `""` for the file itself. Outer names after inner ones, no repeats.
pub(crate) fn applicable_names(symbols: &[Symbol]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for s in symbols {
        let mut name = s.name.as_str();
        loop {
            if !names.iter().any(|n| n == name) {
                names.push(name.to_string());
            }
            match name.rsplit_once('.') {
                Some((outer, _)) if !outer.is_empty() => name = outer,
                _ => break,
            }
        }
    }
    names.push(String::new());
    names
}

/// The blocks of the stored symbols among `names` (of `file`) with lessons worth showing,
/// their symbol's risk at or above `threshold`: lessons ranked best first, blocks by their
/// best lesson.
pub(crate) fn candidates(
    store: &Store,
    project: &str,
    file: &str,
    names: &[String],
    threshold: f64,
) -> Result<Vec<Block>> {
    let mut blocks = Vec::new();
    for s in symbols_with_lessons(store, project, file, names)? {
        if s.risk_score >= threshold {
            let lessons = render::showable(store, s.id)?;
            let moved_from = store
                .unannounced_alias(s.id)?
                .map(|a| render::was(&a.name, &a.file));
            blocks.push(Block {
                symbol: s,
                lessons,
                moved_from,
            });
        }
    }
    rank(store, &mut blocks)?;
    Ok(blocks)
}

/// How much a lesson deserves its tokens: written by hand over automatic, carrying a fix
/// over bare, repeated, helping before; a demoted lesson (see
/// [`TrackRecord::demoted`](crate::store::track_record::TrackRecord::demoted)) last. Recency breaks
/// ties (lessons come newest first and the sort is stable).
fn score(e: &Lesson, record: Option<&TrackRecord>) -> i64 {
    if record.is_some_and(TrackRecord::demoted) {
        return -1000;
    }
    let mut score = 0;
    // Written against code that changed since: below a lesson of the same worth about the
    // code as it is (a lesson by hand still outranks an automatic one).
    if e.stale {
        score -= 30;
    }
    if e.source == Source::Manual {
        score += 100;
    }
    // A lesson that says what fixed it (a cause written by hand, or the fix recorded when a
    // failing run went green) teaches more than a bare failure.
    if e.fix.as_deref().is_some_and(|f| !f.trim().is_empty())
        || (e.source == Source::Manual && e.detail.as_deref().is_some_and(|d| !d.trim().is_empty()))
    {
        score += 40;
    }
    score += 5 * e.occurrences.clamp(1, 6);
    if let Some(r) = record {
        score += 10 * r.helped.min(5) - 10 * r.recurred.min(5);
    }
    score
}

/// Orders each block's lessons best first, and the blocks by their best lesson (riskier first
/// among equals).
pub(crate) fn rank(store: &Store, blocks: &mut [Block]) -> Result<()> {
    let ids: Vec<i64> = blocks
        .iter()
        .flat_map(|b| b.lessons.iter().map(|e| e.id))
        .collect();
    let records = store.track_records(&ids)?;
    let mut best = std::collections::HashMap::new();
    for b in blocks.iter_mut() {
        b.lessons
            .sort_by_cached_key(|e| std::cmp::Reverse(score(e, records.get(&e.id))));
        let top = b
            .lessons
            .first()
            .map_or(i64::MIN, |e| score(e, records.get(&e.id)));
        best.insert(b.symbol.id, top);
    }
    blocks.sort_by(|a, b| {
        best[&b.symbol.id]
            .cmp(&best[&a.symbol.id])
            .then(b.symbol.risk_score.total_cmp(&a.symbol.risk_score))
    });
    Ok(())
}

/// The stored symbols among `names` that have active lessons, riskiest first (each once).
pub(crate) fn symbols_with_lessons(
    store: &Store,
    project: &str,
    file: &str,
    names: &[String],
) -> Result<Vec<SymbolStats>> {
    let mut refs: Vec<&str> = Vec::with_capacity(names.len());
    for n in names {
        // Overloads (several `def f` in one file) are one name: one block.
        if !refs.contains(&n.as_str()) {
            refs.push(n);
        }
    }
    let mut found: Vec<SymbolStats> = store
        .symbols_named(project, file, &refs)?
        .into_iter()
        .filter(|s| s.fail_count + s.success_count > 0)
        .collect();
    found.sort_by(|a, b| b.risk_score.total_cmp(&a.risk_score));
    Ok(found)
}

/// The header of an answer made while the file's table is still being made (its parse ran
/// past the answer's budget, docs/HOOKS.md "A bounded answer"): the one short line that
/// says the lessons are those of the whole file.
pub(crate) fn whole_file_header(file: &str) -> String {
    format!(
        "code-memory: lessons recorded from earlier failures in {file} (all of the file's: \
         its symbols are still being read):"
    )
}

/// Every name of `place`'s file with active lessons, and the file's own entry: what an
/// answer without the file's table shows.
pub(crate) fn whole_file_names(
    store: &Store,
    place: &crate::project::Place,
) -> Result<Vec<String>> {
    let mut names = store.lesson_names_in_file(&place.project, &place.file)?;
    names.push(String::new());
    Ok(names)
}

/// After an edit of `file` (its `changed` lines, now, and the symbols it `deleted`): the
/// names of the symbols it changed (or enclosing them, and the file's own `""`) when
/// lessons shown in this session on symbols of the file wait for an edit; nothing
/// otherwise. Those lessons were shown before an edit of their symbol ([`note_edit`]).
/// Reads the file's symbols only when such a lesson waits. Problems become warnings.
pub(crate) fn shown_before_edit(
    rt: &mut Runtime,
    place: &crate::project::Place,
    changed: &[(usize, usize)],
    deleted: &[String],
) -> Vec<String> {
    let result = (|| -> Result<Vec<String>> {
        if !rt
            .session()?
            .shown_awaiting_edit(&place.project, &place.file)?
        {
            return Ok(Vec::new());
        }
        let mut names: Vec<String> = deleted.to_vec();
        names.push(String::new());
        let indexed = Some((place.project.as_str(), place.file.as_str()));
        if let Some(now) = table::current(rt.store()?, &place.path, None, indexed)? {
            let touched = now.table.iter().filter(|s| {
                changed
                    .iter()
                    .any(|&(a, b)| a <= s.end_line && b >= s.start_line)
            });
            names.extend(touched.map(|s| s.name.clone()));
        }
        Ok(names)
    })();
    result.unwrap_or_else(|e| {
        rt.warnings.push(format!("{e:#}"));
        Vec::new()
    })
}

/// The lessons shown in this session on symbols `names` of `file` were shown before an
/// edit of them: their track record counts it. Problems become warnings.
pub(crate) fn note_edit(rt: &mut Runtime, project: &str, file: &str, names: &[String]) {
    if names.is_empty() {
        return;
    }
    let result = (|| -> Result<()> {
        let ids = rt.session()?.mark_shown_edited(project, file, names)?;
        rt.store()?.note_edited(&ids)
    })();
    if let Err(e) = result {
        rt.warnings.push(format!("{e:#}"));
    }
}

/// Marks the lessons of `ids` shown now (`pending`: awaiting the next test run on their
/// symbol), or keeps that for later when the database cannot be written
/// (`spool::write_or_keep`). Problems become warnings: a lesson not marked is shown again.
pub(crate) fn mark_shown(rt: &mut Runtime, ids: &[i64], pending: bool) {
    if ids.is_empty() {
        return;
    }
    let kept = super::spool::Kept::Shown {
        shown: ids.to_vec(),
        pending,
    };
    if let Err(e) = super::spool::write_or_keep(rt, kept) {
        rt.warnings.push(format!("{e:#}"));
    }
}

/// The answer that shows `blocks` to the model after `header`: only the lessons this
/// session has not seen (marked seen now), within the `budget` of the whole answer. None
/// when nothing is left to show.
pub(crate) fn unseen_context(
    rt: &mut Runtime,
    event: EventName,
    header: &str,
    blocks: Vec<Block>,
    budget: usize,
) -> Result<Option<Answer>> {
    if blocks.is_empty() {
        return Ok(None);
    }
    let room = budget.saturating_sub(header.len() + 200);
    Ok(
        crate::learn::show_unseen(rt, blocks, room)?.map(|text| Answer::Context {
            event,
            text: format!("{header}\n{text}"),
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Outcome;
    use crate::store::{RiskLevel, Status};

    fn sym(name: &str) -> Symbol {
        Symbol {
            name: name.into(),
            kind: "function".into(),
            start_line: 1,
            end_line: 2,
            doc_line: None,
            anchor: Default::default(),
        }
    }

    fn stats(name: &str, risk: f64) -> SymbolStats {
        SymbolStats {
            id: 1,
            project: "p".into(),
            file: "shop.py".into(),
            name: name.into(),
            fail_count: 2,
            success_count: 0,
            last_fail: None,
            last_success: None,
            risk_score: risk,
            risk_level: RiskLevel::Caution,
        }
    }

    fn exp(id: i64, lesson: &str) -> Lesson {
        Lesson {
            id,
            uid: format!("u{id}"),
            symbol_id: 1,
            outcome: Outcome::Fail,
            lesson: lesson.into(),
            detail: Some("use Decimal".into()),
            session_id: None,
            status: Status::Active,
            source: Source::Manual,
            created_at: "2026-11-20T10:00:00Z".into(),
            occurrences: 1,
            last_seen_at: "2026-11-20T10:00:00Z".into(),
            fix: None,
            status_note: None,
            stale: false,
        }
    }

    #[test]
    fn enclosing_names_and_file() {
        assert_eq!(
            applicable_names(&[sym("C.m.helper"), sym("C.n"), sym("f")]),
            ["C.m.helper", "C.m", "C", "C.n", "f", ""]
        );
        assert_eq!(applicable_names(&[]), [""]);
    }

    #[test]
    fn renders_block_and_ids() {
        let b = Block {
            moved_from: None,
            symbol: stats("apply_discount", 11.2),
            lessons: vec![exp(4, "rounding\nlost cents"), exp(3, "negative pct")],
        };
        let (text, ids) = render::within(&[b], 4000);
        assert_eq!(
            text,
            "[PAST EXPERIENCE — apply_discount in shop.py (risk: 11.20, caution)]\n\
             - rounding lost cents (2026-11-20)\n  (use Decimal)\n\
             - negative pct (2026-11-20)\n  (use Decimal)"
        );
        assert_eq!(ids, [4, 3]);
    }

    #[test]
    fn budget_names_what_is_left_out() {
        let blocks: Vec<Block> = (0..30)
            .map(|i| Block {
                moved_from: None,
                symbol: stats(&format!("f{i}"), 12.0),
                lessons: vec![exp(i, &"x".repeat(150))],
            })
            .collect();
        let (text, ids) = render::within(&blocks, 1000);
        assert!(text.len() <= 1000, "{}", text.len());
        assert!(
            text.contains("more symbol(s) with lessons: cm query f"),
            "{text}"
        );
        assert!(!ids.is_empty() && ids.len() < 30);
    }
}
