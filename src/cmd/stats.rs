//! `cm stats`: the project at a glance (symbols, lessons by status, risk levels, top risks,
//! what lessons did once shown), or the numbers of the symbols matching a name.

use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use super::Ctx;
use super::print::{self, Paint, SymbolView, top_table};
use crate::render::display_name;
use crate::store::track_record::LessonOutcome;
use crate::store::{LessonCounts, ProjectSummary, SymbolSearch, SymbolStats};
use crate::text;

/// How many of the riskiest symbols the project summary lists.
const TOP: usize = 5;
/// How many lessons the project summary lists with what they did (`--json` has all).
const TOP_OUTCOMES: usize = 10;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Symbol name or any part of it; without it, the whole project
    #[arg(value_name = "SYMBOL")]
    pub(crate) symbol: Option<String>,
}

/// A symbol matching the name, its lesson counts, and what its lessons did once shown.
type SymbolLessons = (SymbolStats, LessonCounts, Vec<LessonOutcome>);

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let project = ctx.project()?;
    let store = ctx.open_store()?;
    let paint = Paint::for_stdout();
    let Some(name) = super::symbol_arg(args.symbol.as_deref()) else {
        let summary = store.summary(&project)?;
        let top = store.top(&project, TOP)?;
        let outcomes = store.lesson_outcomes(&project, None)?;
        let (lessons, sessions) = store.replayed_counts(&project)?;
        // `lesson_outcomes`: the lessons shown before an edit of their symbol, and what the
        // next run did; `replayed`: lessons learned from past sessions (`cm replay --learn`),
        // and the sessions.
        let out = json!({"top": top, "lesson_outcomes": outcomes,
            "replayed": {"lessons": lessons, "sessions": sessions}});
        let out = print::merged([json!(summary), out]);
        return print::answer(ctx.json, &out, || {
            let views: Vec<SymbolView> = top.iter().cloned().map(SymbolView::bare).collect();
            let text = project_text(paint, &summary, &views, (lessons, sessions));
            Ok(text + &outcomes_text(&outcomes))
        });
    };

    let (symbols, _) = store.search(&SymbolSearch {
        project: &project,
        name: Some(name),
        file: None,
        include_all: true,
        limit: usize::MAX,
    })?;
    let symbols = symbols
        .into_iter()
        .map(|symbol| {
            let lessons = store.lesson_counts(symbol.id)?;
            let lesson_outcomes = store.lesson_outcomes(&project, Some(symbol.id))?;
            Ok((symbol, lessons, lesson_outcomes))
        })
        .collect::<Result<Vec<_>>>()?;
    let docs: Vec<serde_json::Value> = symbols
        .iter()
        .map(|(s, l, o)| print::merged([json!(s), json!({"lessons": l, "lesson_outcomes": o})]))
        .collect();
    let out = json!({"project": project, "query": name, "symbols": docs});
    print::answer(ctx.json, &out, || {
        Ok(symbol_text(paint, &project, name, &symbols))
    })
}

fn project_text(
    paint: Paint,
    s: &ProjectSummary,
    top: &[SymbolView],
    (lessons, sessions): (i64, i64),
) -> String {
    let l = &s.lessons;
    let r = &s.risk_levels;
    let mut out = format!("project {}\n", paint.bold(&s.project));
    out.push_str(&format!(
        "  symbols:  {} ({} with active lessons)\n",
        s.symbols, s.symbols_with_active_lessons
    ));
    out.push_str(&format!(
        "  lessons:  {} total: {} active ({} fail, {} ok), {} resolved, {} inactive\n",
        l.total, l.active, l.active_fail, l.active_success, l.resolved, l.inactive
    ));
    if sessions > 0 {
        out.push_str(&format!(
            "  replayed: {} learned from {} (source replayed)\n",
            print::count(lessons, "lesson", "lessons"),
            print::count(sessions, "past session", "past sessions"),
        ));
    }
    out.push_str(&format!(
        "  risk:     {} high, {} caution, {} medium, {} low\n\n",
        r.high, r.caution, r.medium, r.low
    ));
    out.push_str(&top_table(paint, &s.project, top));
    out
}

fn symbol_text(paint: Paint, project: &str, name: &str, symbols: &[SymbolLessons]) -> String {
    if symbols.is_empty() {
        return format!("no symbol matching \"{name}\" in project {project}\n");
    }
    let mut out = String::new();
    for (i, (s, l, outcomes)) in symbols.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&format!("  {}\n", paint.bold(&display_name(s))));
        if !s.file.is_empty() && !s.name.is_empty() {
            out.push_str(&format!("  file:      {}\n", s.file));
        }
        out.push_str(&format!("  risk:      {}\n", paint.risk(s)));
        out.push_str(&format!(
            "  active:    {} fail, {} ok\n  lessons:   {} total, {} active, {} resolved, {} inactive\n",
            s.fail_count, s.success_count, l.total, l.active, l.resolved, l.inactive
        ));
        out.push_str(&format!(
            "  last fail: {}  last ok: {}\n",
            s.last_fail.as_deref().map_or("-", text::day),
            s.last_success.as_deref().map_or("-", text::day)
        ));
        for o in outcomes {
            out.push_str(&format!("  #{}: {}\n", o.id, what_it_did(o)));
        }
    }
    out
}

/// What lessons did once shown: totals, then the most edited ones.
fn outcomes_text(outcomes: &[LessonOutcome]) -> String {
    if outcomes.is_empty() {
        return String::new();
    }
    let sum = |f: fn(&LessonOutcome) -> i64| outcomes.iter().map(f).sum::<i64>();
    let mut out = format!(
        "\nwhat lessons did: {} shown before {} edits of their symbol; the next test run passed {}, failed the same way {}, failed otherwise {}\n",
        print::count(
            outcomes.iter().filter(|o| o.shown_before_edit > 0).count(),
            "lesson",
            "lessons"
        ),
        sum(|o| o.shown_before_edit),
        sum(|o| o.then_passed),
        sum(|o| o.then_failed_same),
        sum(|o| o.then_failed_otherwise),
    );
    for o in outcomes.iter().take(TOP_OUTCOMES) {
        let name = if o.symbol.is_empty() {
            o.file.clone()
        } else {
            format!("{} ({})", o.symbol, o.file)
        };
        out.push_str(&format!(
            "  #{} {name}: {}\n    {}\n",
            o.id,
            what_it_did(o),
            text::cut(&o.lesson, 100)
        ));
    }
    if outcomes.len() > TOP_OUTCOMES {
        out.push_str(&format!(
            "  {} more: cm stats --json\n",
            outcomes.len() - TOP_OUTCOMES
        ));
    }
    out
}

/// `shown before 2 edits; then passed 1, failed the same way 1, failed otherwise 0`.
pub(crate) fn what_it_did(o: &LessonOutcome) -> String {
    let mut s = format!(
        "shown before {}; then passed {}, failed the same way {}, failed otherwise {}",
        print::count(o.shown_before_edit, "edit", "edits"),
        o.then_passed,
        o.then_failed_same,
        o.then_failed_otherwise
    );
    if o.status != "active" {
        s.push_str(&format!(" ({})", o.status));
    }
    s
}
