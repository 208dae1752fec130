//! `cm scan`: index every supported file of the project (honouring `.gitignore`),
//! incrementally, and let lessons follow their code: anchors refreshed, moved code followed,
//! vanished code orphaned. Files are parsed on every core (`--jobs` sets how many), with a
//! progress bar on a terminal; `--json` prints the summary, and its progress as JSON lines
//! on stderr (`{"progress":{"parsed":N,"of":M}}`). When
//! the project shares lessons, the share log is applied first and where lessons went is
//! written to it after.

use std::fmt::Write as _;
use std::io::IsTerminal as _;
use std::process::ExitCode;

use anyhow::Result;

use super::Ctx;
use super::print;
use crate::follow::index;
use crate::follow::map;
use crate::project;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// Quietly, one at a time per database, without the share log: the rest of a scan that
    /// SessionStart ran out of time for (the hook starts it)
    #[arg(long, hide = true)]
    background: bool,
    /// With --background: make the table of this one file (project-relative) only, the
    /// one a hook's parse gave up on
    #[arg(long, hide = true, requires = "background")]
    file: Option<String>,
    /// Parse on this many threads (default: every core)
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    // A background scan takes its lock first, which also clears the mark its hook left, so
    // an error below cannot leave hooks believing a scan runs.
    let scanning = if args.background && args.file.is_none() {
        match crate::hook::background::scanning(&ctx.db_path()?) {
            Some(lock) => Some(lock),
            // Another one is at it already: it does this work.
            None => return Ok(ExitCode::SUCCESS),
        }
    } else {
        None
    };
    let root = project::current_dir_root()?;
    index::set_jobs(args.jobs.unwrap_or(0));
    let project = ctx.project()?;
    if let Some(file) = &args.file {
        // One at a time; past the wait, the next hook that finds the file given up starts
        // another.
        let Some(_lock) = crate::hook::background::indexing(&ctx.db_path()?) else {
            return Ok(ExitCode::SUCCESS);
        };
        let mut store = ctx.open_store()?;
        index::one(&store, &root, &project, file)?;
        store.trim_wal();
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(_lock) = scanning {
        index::yield_to_agent();
        let mut store = ctx.open_store()?;
        index::run(&store, &root, &project, None, None)?;
        // The tables of the files a session's map shows, when the config asks for one.
        let map = ctx.config()?.session_map_tokens * map::CHARS_PER_TOKEN;
        map::make_tables(&store, &root, &project, map)?;
        // The WAL a scan's batches grew is folded back and truncated, as after any write.
        store.trim_wal();
        return Ok(ExitCode::SUCCESS);
    }
    let mut store = ctx.open_store()?;
    super::share::before_follow(ctx, &mut store);
    let bar = (!ctx.json && std::io::stderr().is_terminal())
        .then(|| print::bar(0, "indexing {bar:30} {pos}/{len} files {elapsed}"));
    // With --json, a count on stderr: one JSON line at most every half second, and the last.
    let last = std::sync::Mutex::new(None::<std::time::Instant>);
    let tick = |done: usize, total: usize| {
        if let Some(bar) = &bar {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        } else if ctx.json {
            let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
            if done == total || last.is_none_or(|t| t.elapsed().as_millis() >= 500) {
                *last = Some(std::time::Instant::now());
                eprintln!(
                    "{}",
                    serde_json::json!({"progress": {"parsed": done, "of": total}})
                );
            }
        }
    };
    let summary = index::run(&store, &root, &project, None, Some(&tick))?;
    store.trim_wal();
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    super::share::after_write(ctx, &mut store);
    print::answer(ctx.json, &summary, || {
        let mut out = format!(
            "scanned {} files of {project}{} in {} ms: {} parsed ({} lines, {} symbols), {}{} unchanged, {} removed{}\n",
            summary.files,
            if summary.changes_from_git {
                " (those git says changed since the last scan)"
            } else {
                ""
            },
            summary.millis,
            summary.parsed,
            summary.lines,
            summary.symbols,
            if summary.read > 0 {
                format!("{} read (their symbols when needed), ", summary.read)
            } else {
                String::new()
            },
            summary.files - summary.parsed - summary.read - summary.failed,
            summary.removed,
            if summary.failed > 0 {
                format!(", {} unreadable", summary.failed)
            } else {
                String::new()
            }
        );
        for (of, on, nf, nn) in &summary.followed.moved {
            writeln!(out, "moved: lessons of {on} ({of}) now on {nn} ({nf})")?;
        }
        for (f, n) in &summary.followed.orphaned {
            out.push_str(&format!(
                "orphaned: {n} ({f}) is gone from the code; `cm gc` retires its lessons\n"
            ));
        }
        for (f, n) in &summary.followed.ambiguous {
            out.push_str(&format!(
                "not followed: the code of {n} ({f}) is in several places now; its lessons stay\n"
            ));
        }
        Ok(out)
    })
}
