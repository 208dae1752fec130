//! `cm why SYMBOL [--file F] [--session ID]`: per lesson, whether the hooks would show it
//! now, where, and why or why not (not a candidate, stale, demoted, beyond the symbol's lines
//! or the answer's budget, already seen in the session), and whether the gate holds the
//! symbol's first edit back.

use std::collections::HashSet;
use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use super::Ctx;
use super::print;
use crate::hook::lessons;
use crate::project;
use crate::render::{self, Block, PER_SYMBOL};
use crate::store::{Outcome, Status, SymbolSearch};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The symbol's name as stored (`Class.method`); "" with --file for file-level lessons
    #[arg(value_name = "SYMBOL")]
    pub(crate) symbol: String,
    /// Only the symbol of this source file
    #[arg(long, value_name = "PATH")]
    pub(crate) file: Option<String>,
    /// The agent's session id: say which lessons it was shown already
    #[arg(long, value_name = "ID")]
    pub(crate) session: Option<String>,
}

#[derive(Serialize)]
pub(crate) struct LessonWhy {
    id: i64,
    lesson: String,
    shown: bool,
    why: String,
}

#[derive(Serialize)]
pub(crate) struct SymbolWhy {
    name: String,
    file: String,
    risk: f64,
    gate: String,
    lessons: Vec<LessonWhy>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let (project, out) = explain(ctx, args)?;
    print::answer(ctx.json, &out, || {
        if out.is_empty() {
            return Ok(format!(
                "no symbol {:?} in project {project}\n",
                args.symbol
            ));
        }
        let mut text = String::new();
        for s in &out {
            text.push_str(&format!(
                "{} {} (risk {:.2})\n  gate: {}\n",
                s.name, s.file, s.risk, s.gate
            ));
            for v in &s.lessons {
                text.push_str(&format!(
                    "  #{} {}: {}\n    {}\n",
                    v.id,
                    if v.shown { "shown" } else { "not shown" },
                    v.lesson,
                    v.why
                ));
            }
        }
        Ok(text)
    })
}

/// Per symbol named `args.symbol`, whether and why each of its lessons would be shown.
pub(crate) fn explain(ctx: &Ctx, args: &Args) -> Result<(String, Vec<SymbolWhy>)> {
    let project = ctx.project()?;
    let file = args.file.as_deref().map(project::typed_file).transpose()?;
    let config = ctx.config()?;
    let store = ctx.open_store()?;
    let (found, _) = store.search(&SymbolSearch {
        project: &project,
        name: Some(&args.symbol),
        file: file.as_deref(),
        include_all: true,
        limit: 50,
    })?;
    let root = project::project_root(&std::env::current_dir()?);
    let mut out = Vec::new();
    for s in found.into_iter().filter(|s| s.name == args.symbol) {
        let all = store.lessons_of(s.id, true)?;
        let mut block = vec![Block {
            moved_from: None,
            symbol: s.clone(),
            lessons: render::showable(&store, s.id)?,
        }];
        lessons::rank(&store, &mut block)?;
        let ranked: Vec<i64> = block[0].lessons.iter().map(|e| e.id).collect();
        let (_, within) = render::within(&block, config.max_context_chars.saturating_sub(300));
        let records = store.track_records(&ranked)?;
        let seen: HashSet<i64> = match &args.session {
            Some(id) => store.session(id).shown(&ranked)?,
            None => HashSet::new(),
        };
        let stale =
            !s.file.is_empty() && !project::is_absolute(&s.file) && !root.join(&s.file).is_file();
        let where_ = if s.name.is_empty() {
            format!("when {} is read or edited", s.file)
        } else {
            format!(
                "when {} (or its file) is read, edited or named in a prompt",
                s.name
            )
        };
        let mut verdicts = Vec::new();
        for e in &all {
            let rank = ranked.iter().position(|&i| i == e.id).unwrap_or(0);
            let not = |why: String| (false, why);
            let (shown, why) = if e.status != Status::Active {
                not(format!("{}: no longer counts", e.status.as_str()))
            } else if e.outcome == Outcome::Success && e.source.is_auto() {
                not("automatic success: says nothing new, never shown".into())
            } else if stale {
                not(format!("stale: {} no longer exists", s.file))
            } else if s.risk_score < config.context_threshold {
                let (risk, threshold) = (s.risk_score, config.context_threshold);
                not(format!(
                    "risk {risk:.2} under context_threshold {threshold}"
                ))
            } else if seen.contains(&e.id) {
                not("seen in this session already (the gate may repeat it)".into())
            } else if let Some(r) = records.get(&e.id).filter(|r| r.demoted()) {
                let why = format!("ranked last, {}", print::demoted_line(r));
                (within.contains(&e.id), why)
            } else if within.contains(&e.id) {
                (
                    true,
                    format!("{where_}; ranked {} of {}", rank + 1, ranked.len()),
                )
            } else if rank >= PER_SYMBOL {
                not(format!(
                    "beyond the {PER_SYMBOL} lines a symbol lists: named as \"N more\""
                ))
            } else {
                not("over the answer's budget (max_context_chars)".into())
            };
            verdicts.push(LessonWhy {
                id: e.id,
                lesson: crate::text::one_line(&e.lesson),
                shown,
                why,
            });
        }
        let gate = if !config.gate {
            "off (gate = false)".to_string()
        } else if s.risk_score >= config.gate_threshold {
            format!(
                "holds the first edit in a session back, unless these lessons were shown within the last {} tool calls",
                config.gate_recent_calls
            )
        } else {
            format!(
                "does not fire: risk {:.2} under gate_threshold {}",
                s.risk_score, config.gate_threshold
            )
        };
        out.push(SymbolWhy {
            name: s.name.clone(),
            file: s.file.clone(),
            risk: s.risk_score,
            gate,
            lessons: verdicts,
        });
    }
    Ok((project, out))
}
