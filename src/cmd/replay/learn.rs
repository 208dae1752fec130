//! `cm replay --learn`: after the replay, the lessons it recorded and did not withdraw are
//! imported into the project's database (one transaction; `--dry-run` rolls it back), then
//! follow the code as it is today, as any lesson does on `cm scan`: a symbol that moved takes
//! them along, one that is gone is orphaned.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use serde_json::json;

use super::super::Ctx;
use super::super::print::{self, count};
use super::report::SessionReport;
use crate::follow::{self, Followed};
use crate::store::Outcome;
use crate::store::replayed::{Learned, PastSession, learnable};

/// What was learned, and where the lessons went after following the code.
pub(crate) struct Learning {
    pub(crate) learned: Learned,
    pub(crate) followed: Followed,
    pub(crate) dry_run: bool,
}

/// The session a report is of.
pub(super) fn past_session(r: &SessionReport) -> PastSession {
    PastSession {
        session_id: super::session::id_of(&r.session_id).to_string(),
        agent: r.agent.to_string(),
        started: r.started.clone(),
    }
}

/// Imports what the replay in `scratch` (a database) recorded from `sessions`, the code
/// of the project at `root` as it is now.
pub(super) fn import(
    ctx: &Ctx,
    root: &Path,
    project: &str,
    scratch: &Path,
    sessions: &[PastSession],
    dry_run: bool,
) -> Result<Learning> {
    let lessons = learnable(scratch)?;
    let fresh;
    let mut store = if dry_run && !ctx.db_path()?.exists() {
        // Nothing to compare with: a scratch database shows what would be new.
        fresh = tempfile::tempdir().context("creating a temporary directory")?;
        crate::store::Store::open(&fresh.path().join("cm.db"))?
    } else {
        ctx.open_store()?
    };
    let learned = store.import_replayed(project, sessions, &lessons, dry_run)?;
    let mut followed = Followed::default();
    if !dry_run && !learned.imported.is_empty() {
        followed = follow_today(&store, root, project, &learned).context(
            "the lessons were imported; following them to the code as it is now failed \
             (`cm scan` does it again)",
        )?;
    }
    Ok(Learning {
        learned,
        followed,
        dry_run,
    })
}

/// The project index brought up to date (lessons of code that moved or went follow it),
/// then each file with imported lessons read as it is: its symbols' current anchors, which
/// mark lessons of code that changed since.
fn follow_today(
    store: &crate::store::Store,
    root: &Path,
    project: &str,
    learned: &Learned,
) -> Result<Followed> {
    let mut done = follow::index::run(store, root, project, None, None)?.followed;
    let files: BTreeSet<&str> = learned.imported.iter().map(|i| i.file.as_str()).collect();
    for file in files {
        let path = root.join(file);
        if file.is_empty() || Path::new(file).is_absolute() {
            continue;
        }
        let Ok(Some(bytes)) = crate::files::read_source(&path) else {
            continue;
        };
        let Ok(table) = crate::symbols::symbols_of_file(&path, &bytes) else {
            continue;
        };
        done.extend(follow::file_parsed(
            store, project, root, file, &table, None,
        )?);
    }
    Ok(done)
}

/// The one line that says what was learned.
pub(crate) fn summary(o: &Learning) -> String {
    let l = &o.learned;
    let fails = l
        .imported
        .iter()
        .filter(|i| i.outcome == Outcome::Fail)
        .count();
    let passes = l.imported.len() - fails;
    let what = format!(
        "{} ({}, {})",
        count(l.imported.len(), "lesson", "lessons"),
        count(fails, "failure", "failures"),
        count(passes, "pass", "passes"),
    );
    let sessions = count(l.sessions, "past session", "past sessions");
    let new = if l.new_sessions < l.sessions {
        format!(", {} new", l.new_sessions)
    } else {
        String::new()
    };
    let symbols = count(l.symbols(), "symbol", "symbols");
    if o.dry_run {
        return format!("would import {what} from {sessions}{new}, on {symbols}; nothing written");
    }
    if l.imported.is_empty() && l.new_sessions == 0 {
        return format!("nothing new: {sessions}, all learned from before");
    }
    if l.imported.is_empty() {
        return format!(
            "no lesson to learn from {sessions}{new}: no test run failed after an edit"
        );
    }
    format!("{what} from {sessions}{new}, on {symbols}; `cm query` lists them")
}

/// After `cm install`: when the project has past sessions, they are learned from with
/// `--learn` (`yes`) or when the user says yes on a terminal; otherwise a note says how.
pub(crate) fn offer(ctx: &Ctx, yes: bool) -> Result<()> {
    use std::io::{BufRead as _, IsTerminal as _, Write as _};
    let Ok(files) = super::default_transcripts() else {
        return Ok(());
    };
    let found = count(files.len(), "past session", "past sessions");
    let yes = yes || {
        if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
            println!("note: {found} of this project found; `cm replay --learn` learns from them");
            return Ok(());
        }
        print!(
            "{found} of this project found: learn from them now? Their test failures and \
             fixes become lessons; nothing is run again [y/N] "
        );
        std::io::stdout().flush()?;
        let mut answer = String::new();
        std::io::stdin().lock().read_line(&mut answer)?;
        matches!(answer.trim(), "y" | "Y" | "yes" | "Yes" | "YES")
    };
    if !yes {
        println!("not now: `cm replay --learn` learns from them at any time");
        return Ok(());
    }
    let args = super::Args {
        paths: files,
        learn: true,
        ..Default::default()
    };
    let (learned, _) = super::learn_into(ctx, &args)?;
    println!("{}", summary(&learned));
    Ok(())
}

/// Prints what was learned: each lesson, the updates, the following, the summary line.
pub(super) fn show(ctx: &Ctx, o: &Learning, unread: &[PathBuf]) -> Result<()> {
    let l = &o.learned;
    if ctx.json {
        return print::print_json(&json!({
            "dry_run": o.dry_run,
            "sessions": l.sessions,
            "new_sessions": l.new_sessions,
            "imported": l.imported,
            "symbols": l.symbols(),
            "fixed": l.fixed,
            "withdrawn": l.withdrawn,
            "followed": o.followed,
            "unread": unread,
        }));
    }
    let mut out = String::new();
    for f in unread {
        out.push_str(&format!(
            "left out (not a Claude Code or Codex session): {}\n",
            f.display()
        ));
    }
    for i in &l.imported {
        let mark = print::Paint { on: false }.mark(i.outcome);
        let name = super::show::named(&i.symbol);
        let session = i.session_id.get(..8).unwrap_or(&i.session_id);
        out.push_str(&format!(
            "{mark} {name} ({}) [{}, session {session}]: {}\n",
            i.file,
            crate::text::day(&i.session_started),
            crate::text::one_line(&i.lesson)
        ));
        if let Some(fix) = &i.fix {
            out.push_str(&format!("    fixed by: {}\n", crate::text::one_line(fix)));
        }
    }
    for (n, what) in [
        (l.fixed.len(), "got their fix from"),
        (l.withdrawn.len(), "withdrawn by"),
    ] {
        if n > 0 {
            let lessons = count(n, "lesson", "lessons");
            out.push_str(&format!(
                "{lessons} learned before {what} a later session\n"
            ));
        }
    }
    let f = &o.followed;
    if !f.is_empty() {
        out.push_str(&format!(
            "following the code as it is now: {} moved with their code, {} orphaned (code \
             gone), {} not followed (their code is in several places now)\n",
            f.moved.len(),
            f.orphaned.len(),
            f.ambiguous.len()
        ));
    }
    out.push_str(&summary(o));
    out.push('\n');
    print::print(&out)
}
