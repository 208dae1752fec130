//! `cm report --html FILE`: one self-contained page that shows where the risk is, for a
//! person to open in a browser: files and symbols by risk, the lessons of the risky symbols
//! with their history, and recent sessions. This file gathers; `html` writes the page.

mod html;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result};

use super::Ctx;
use super::print;
use crate::project;
use crate::store::track_record::TrackRecord;
use crate::store::{Lesson, Outcome, ProjectSummary, RiskLevel, SymbolSearch, SymbolStats};

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Write the page to this file
    #[arg(long, value_name = "FILE")]
    pub(crate) html: PathBuf,
    /// How many of the riskiest symbols to list (their lessons are shown when risky)
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub(crate) top: usize,
}

/// Most risky symbols whose lessons the page lists in full.
const MAX_DETAILED: usize = 100;
/// Most sessions listed.
const MAX_SESSIONS: usize = 20;

/// Everything the page shows.
pub(crate) struct Report {
    pub(crate) summary: ProjectSummary,
    pub(crate) generated_at: String,
    pub(crate) files: Vec<FileRisk>,
    /// The riskiest symbols, riskiest first.
    pub(crate) symbols: Vec<SymbolRow>,
    /// How many symbols the project has with any lesson (`symbols` stops at `--top`).
    pub(crate) symbols_total: usize,
    pub(crate) sessions: Vec<SessionRow>,
    /// No symbol is above the low level: the lessons listed are those of the first symbols.
    pub(crate) none_risky: bool,
}

/// One file: its symbols' risk added up.
pub(crate) struct FileRisk {
    pub(crate) file: String,
    pub(crate) risk: f64,
    pub(crate) max_level: RiskLevel,
    pub(crate) symbols: usize,
    pub(crate) active_fails: i64,
    /// The file no longer exists under the project root.
    pub(crate) stale: bool,
}

/// One symbol, with its lessons when it is risky enough to list them (or none is).
pub(crate) struct SymbolRow {
    pub(crate) symbol: SymbolStats,
    pub(crate) stale: bool,
    /// Its code is gone from its file with no successor (its lessons are never shown).
    pub(crate) orphaned: bool,
    /// Empty unless the symbol is among the risky ones detailed.
    pub(crate) lessons: Vec<(Lesson, TrackRecord)>,
}

/// One agent session, from the lessons recorded in it.
#[derive(Default)]
pub(crate) struct SessionRow {
    pub(crate) id: String,
    pub(crate) first: String,
    pub(crate) last: String,
    pub(crate) fails: usize,
    pub(crate) successes: usize,
    pub(crate) automatic: usize,
    /// The symbols of its lessons.
    pub(crate) symbols: HashSet<i64>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let report = gather(ctx, args.top)?;
    let page = html::page(&report);
    std::fs::write(&args.html, &page)
        .with_context(|| format!("writing {}", args.html.display()))?;
    let doc = serde_json::json!({
        "path": args.html,
        "bytes": page.len(),
        "symbols": report.symbols.len(),
        "sessions": report.sessions.len(),
    });
    print::answer(ctx.json, &doc, || {
        Ok(format!(
            "wrote {} ({} KiB): {} symbols, {} sessions\n",
            args.html.display(),
            page.len().div_ceil(1024),
            report.symbols.len(),
            report.sessions.len()
        ))
    })
}

/// Reads what the page shows from the store.
fn gather(ctx: &Ctx, top: usize) -> Result<Report> {
    let project = ctx.project()?;
    let root = project::project_root(&std::env::current_dir()?);
    let store = ctx.open_store()?;
    let summary = store.summary(&project)?;
    let (mut all, _) = store.search(&SymbolSearch {
        project: &project,
        name: None,
        file: None,
        include_all: true,
        limit: usize::MAX,
    })?;
    all.sort_by(|a, b| {
        b.risk_score
            .total_cmp(&a.risk_score)
            .then(b.fail_count.cmp(&a.fail_count))
            .then_with(|| (&a.file, &a.name).cmp(&(&b.file, &b.name)))
    });
    // As `cm why` says it: a file gone from the project leaves its lessons stale.
    let stale =
        |file: &str| !file.is_empty() && !project::is_absolute(file) && !root.join(file).is_file();

    let orphaned: HashSet<i64> = store
        .orphaned(&project)?
        .into_iter()
        .map(|(s, _)| s.id)
        .collect();

    let mut files: BTreeMap<&str, FileRisk> = BTreeMap::new();
    for s in &all {
        let f = files.entry(&s.file).or_insert_with(|| FileRisk {
            file: s.file.clone(),
            risk: 0.0,
            max_level: RiskLevel::Low,
            symbols: 0,
            active_fails: 0,
            stale: stale(&s.file),
        });
        f.risk += s.risk_score;
        f.max_level = f.max_level.max(s.risk_level);
        f.symbols += 1;
        f.active_fails += s.fail_count;
    }
    let mut files: Vec<FileRisk> = files.into_values().collect();
    files.sort_by(|a, b| b.risk.total_cmp(&a.risk).then_with(|| a.file.cmp(&b.file)));

    // Sessions come from every lesson; the lessons shown only from the risky symbols, or
    // from the first ones when no symbol is risky.
    let none_risky = all.iter().all(|s| s.risk_level == RiskLevel::Low);
    let mut sessions: HashMap<String, SessionRow> = HashMap::new();
    let symbols_total = all.len();
    let mut symbols = Vec::new();
    for (rank, s) in all.into_iter().enumerate() {
        let lessons = store.lessons_of(s.id, true)?;
        for l in &lessons {
            let Some(id) = l.session_id.as_deref().filter(|id| !id.is_empty()) else {
                continue;
            };
            let row = sessions.entry(id.to_owned()).or_insert_with(|| SessionRow {
                id: id.to_owned(),
                first: l.created_at.clone(),
                last: l.created_at.clone(),
                ..SessionRow::default()
            });
            row.first = row.first.clone().min(l.created_at.clone());
            row.last = row.last.clone().max(l.last_seen_at.clone());
            match l.outcome {
                Outcome::Fail => row.fails += 1,
                Outcome::Success => row.successes += 1,
            }
            if l.source.is_auto() {
                row.automatic += 1;
            }
            row.symbols.insert(s.id);
        }
        if rank >= top {
            continue;
        }
        let detailed = rank < MAX_DETAILED && (none_risky || s.risk_level != RiskLevel::Low);
        let lessons = if detailed {
            let ids: Vec<i64> = lessons.iter().map(|l| l.id).collect();
            let mut records = store.track_records(&ids)?;
            lessons
                .into_iter()
                .map(|l| {
                    let r = records.remove(&l.id).unwrap_or_default();
                    (l, r)
                })
                .collect()
        } else {
            Vec::new()
        };
        symbols.push(SymbolRow {
            stale: stale(&s.file),
            orphaned: orphaned.contains(&s.id),
            symbol: s,
            lessons,
        });
    }
    let mut sessions: Vec<SessionRow> = sessions.into_values().collect();
    sessions.sort_by(|a, b| b.last.cmp(&a.last).then_with(|| a.id.cmp(&b.id)));
    sessions.truncate(MAX_SESSIONS);
    Ok(Report {
        none_risky,
        summary,
        generated_at: crate::store::now_timestamp(),
        files,
        symbols,
        symbols_total,
        sessions,
    })
}
