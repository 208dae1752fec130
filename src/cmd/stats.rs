//! `cm stats`: the project at a glance (symbols, lessons by status, risk levels, top risks),
//! or the numbers of the symbols matching a name.

use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use super::Ctx;
use super::print::{self, Paint, SymbolView, top_table};
use crate::render::display_name;
use crate::store::{LessonCounts, ProjectSummary, SymbolSearch, SymbolStats};
use crate::text;

/// How many of the riskiest symbols the project summary lists.
const TOP: usize = 5;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Symbol name or any part of it; without it, the whole project
    #[arg(value_name = "SYMBOL")]
    pub(crate) symbol: Option<String>,
}

#[derive(Serialize)]
struct ProjectOutput<'a> {
    #[serde(flatten)]
    summary: &'a ProjectSummary,
    top: Vec<&'a SymbolStats>,
}

#[derive(Serialize)]
struct SymbolOutput<'a> {
    project: &'a str,
    query: &'a str,
    symbols: Vec<SymbolLessons>,
}

#[derive(Serialize)]
struct SymbolLessons {
    #[serde(flatten)]
    symbol: SymbolStats,
    lessons: LessonCounts,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let project = ctx.project()?;
    let store = ctx.open_store()?;
    let paint = Paint::for_stdout();
    let Some(name) = args
        .symbol
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
    else {
        let summary = store.summary(&project)?;
        let top = store.top(&project, TOP)?;
        if ctx.json {
            print::print_json(&ProjectOutput {
                summary: &summary,
                top: top.iter().collect(),
            })?;
        } else {
            let views: Vec<SymbolView> = top
                .into_iter()
                .map(|symbol| SymbolView {
                    symbol,
                    experiences: Vec::new(),
                })
                .collect();
            print::print(&project_text(paint, &summary, &views))?;
        }
        return Ok(ExitCode::SUCCESS);
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
            Ok(SymbolLessons { symbol, lessons })
        })
        .collect::<Result<Vec<_>>>()?;
    if ctx.json {
        print::print_json(&SymbolOutput {
            project: &project,
            query: name,
            symbols,
        })?;
    } else {
        print::print(&symbol_text(paint, &project, name, &symbols))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn project_text(paint: Paint, s: &ProjectSummary, top: &[SymbolView]) -> String {
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
    for (
        i,
        SymbolLessons {
            symbol: s,
            lessons: l,
        },
    ) in symbols.iter().enumerate()
    {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&format!("  {}\n", paint.bold(&display_name(s))));
        if !s.file.is_empty() && !s.name.is_empty() {
            out.push_str(&format!("  file:      {}\n", s.file));
        }
        out.push_str(&format!(
            "  risk:      {}\n",
            paint.level(
                s.risk_level,
                &format!("{:.2} ({})", s.risk_score, s.risk_level)
            )
        ));
        out.push_str(&format!(
            "  active:    {} fail, {} ok\n  lessons:   {} total, {} active, {} resolved, {} inactive\n",
            s.fail_count, s.success_count, l.total, l.active, l.resolved, l.inactive
        ));
        let day = |t: &Option<String>| {
            t.as_deref()
                .map_or("-".to_owned(), |t| text::day(t).to_owned())
        };
        out.push_str(&format!(
            "  last fail: {}  last ok: {}\n",
            day(&s.last_fail),
            day(&s.last_success)
        ));
    }
    out
}
