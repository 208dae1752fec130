//! `cm review`: the lessons of every symbol the current branch changes, for the person or
//! the CI job reviewing it. The changed lines come from `git diff BASE...HEAD`; each file's
//! symbols from its version at HEAD, and, for lines the branch removed, from its version at
//! the merge base, so a symbol the branch deletes still brings its lessons (marked orphaned).

mod diff;
mod git;
mod report;

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context as _, Result};

use super::Ctx;
use crate::store::{RiskLevel, Store};
use crate::symbols::{self, Symbol};
use diff::FileChange;
use git::Repo;
use report::{Finding, Marks, Review, ReviewLesson, marks};

/// Exit status when a changed symbol is at or above `--fail-on`.
const FLAGGED: u8 = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Format {
    Md,
    Json,
    Text,
}

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Exit status: 0, or 3 when --fail-on is given and a changed symbol is \
                        at that risk level or above (1 on errors). See docs/REVIEW.md for a \
                        GitHub Actions step and a pre-push hook."
)]
pub(crate) struct Args {
    /// The branch or commit to compare with (default: the upstream, else main, else master)
    #[arg(long, value_name = "REF")]
    pub(crate) base: Option<String>,
    /// Output format (--json is --format json)
    #[arg(long, value_enum, default_value = "md")]
    pub(crate) format: Format,
    /// Exit with status 3 when a changed symbol's risk is at this level or above
    #[arg(long, value_enum, value_name = "LEVEL")]
    pub(crate) fail_on: Option<RiskLevel>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let cwd = std::env::current_dir().context("finding the current directory")?;
    let repo = Repo::around(&cwd)?;
    let project = crate::project::name(ctx.project.as_deref(), &repo.root)?;
    let base = repo.base(args.base.as_deref())?;
    let merge_base = repo.merge_base(&base)?;
    let changes = diff::parse(&repo.diff(&merge_base)?);
    let touched = touched(&repo, &merge_base, &changes);
    let store = Store::open(&ctx.db_path()?)?;
    let mut review = Review {
        project,
        base,
        merge_base,
        changed_files: changes.len(),
        changed_symbols: touched.iter().filter(|t| !t.name.is_empty()).count(),
        symbols: Vec::new(),
    };
    review.symbols = findings(&store, &review.project, &touched)?;
    review.sort();
    let format = if ctx.json { Format::Json } else { args.format };
    match format {
        Format::Json => super::print::print_json(&review)?,
        Format::Md | Format::Text => super::print::print(&review.render(format == Format::Md))?,
    }
    if let Some(level) = args.fail_on {
        // How many symbols are at `level` or above.
        let n = review
            .symbols
            .iter()
            .filter(|f| f.symbol.risk_level >= level)
            .count();
        if n > 0 {
            eprintln!(
                "cm: review: {n} changed {} at risk {} or above",
                crate::text::plural(n, "symbol", "symbols"),
                level.label()
            );
            return Ok(ExitCode::from(FLAGGED));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A changed symbol ("" for the file itself) under the file paths its lessons may be kept.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Touched {
    /// The path at HEAD first, then the base path of a renamed file.
    files: Vec<String>,
    name: String,
    /// Not in the file at HEAD (or the file is gone).
    deleted: bool,
}

/// The symbol table of `path` at `rev`; empty for a file `cm` cannot parse.
fn table(repo: &Repo, rev: &str, path: &str) -> Vec<Symbol> {
    let p = Path::new(path);
    if symbols::language_for_path(p).is_none() {
        return Vec::new();
    }
    repo.show(rev, path)
        .ok()
        .and_then(|source| symbols::symbols_of_file(p, &source).ok())
        .unwrap_or_default()
}

/// Every symbol the changes touch: by the added lines in the file at HEAD, by the removed
/// lines in the file at the merge base; plus each changed file itself.
fn touched(repo: &Repo, merge_base: &str, changes: &[FileChange]) -> Vec<Touched> {
    let mut out: Vec<Touched> = Vec::new();
    let mut add = |t: Touched| {
        if !out.iter().any(|o| o.files == t.files && o.name == t.name) {
            out.push(t);
        }
    };
    for c in changes {
        let Some(path) = c.new_path.as_ref().or(c.old_path.as_ref()) else {
            continue;
        };
        let mut files = vec![path.clone()];
        if let Some(old) = &c.old_path
            && old != path
        {
            files.push(old.clone());
        }
        let head = c.new_path.as_ref().map(|p| table(repo, "HEAD", p));
        let head = head.unwrap_or_default();
        for s in symbols::innermost_for_lines(&head, &c.added) {
            add(Touched {
                files: files.clone(),
                name: s.name,
                deleted: false,
            });
        }
        if let Some(old) = &c.old_path
            && !c.removed.is_empty()
        {
            let before = table(repo, merge_base, old);
            for s in symbols::innermost_for_lines(&before, &c.removed) {
                let deleted = !head.iter().any(|h| h.name == s.name);
                add(Touched {
                    files: files.clone(),
                    name: s.name,
                    deleted,
                });
            }
        }
        add(Touched {
            files,
            name: String::new(),
            deleted: c.new_path.is_none(),
        });
    }
    out
}

/// The touched symbols that have active lessons, with them.
fn findings(store: &Store, project: &str, touched: &[Touched]) -> Result<Vec<Finding>> {
    let mut out: Vec<Finding> = Vec::new();
    for t in touched {
        for file in &t.files {
            for symbol in store.symbols_named(project, file, &[t.name.as_str()])? {
                if out.iter().any(|f| f.symbol.id == symbol.id) {
                    continue;
                }
                let lessons = store.lessons_of(symbol.id, false)?;
                if lessons.is_empty() {
                    continue;
                }
                let lessons = lessons
                    .into_iter()
                    .map(|lesson| ReviewLesson {
                        marks: marks(Marks {
                            // The code changed since the lesson was written (its anchor).
                            stale: lesson.stale,
                            orphaned: t.deleted,
                        }),
                        lesson,
                    })
                    .collect();
                out.push(Finding {
                    symbol,
                    deleted: t.deleted,
                    lessons,
                });
            }
        }
    }
    Ok(out)
}
