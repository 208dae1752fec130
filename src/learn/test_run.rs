//! PostToolUse and PostToolUseFailure on Bash: a finished test run becomes lessons.
//!
//! What is judged: the changes no test run covered yet that this run covers
//! (`coverage`: the whole suite covers every change in its language, a narrower run what
//! its tests reach); the others stay pending for a run that does.
//!
//! What is recorded: a failing run (PostToolUseFailure, or PostToolUse whose output names
//! failing tests) records a `fail` on the covered code (not the tests) its evidence names
//! (`blame`): the changed symbols its traceback names, else those its failing tests reach
//! and name, at most four; nothing when its failing tests reach none of them. A later
//! green run that ran the failed tests (they pass by name, or its test selection covers
//! the failing run's) records the `ok` on the symbols the fix changed and, on each lesson,
//! what fixed it: the change made to the symbol between the two runs. A lesson on a symbol
//! that neither the traceback named nor the fix touched is withdrawn, with why: the fix
//! changed other code, only the test (the test was wrong), or nothing.
//!
//! What is not: green runs with nothing failed before or that did not run the failed tests,
//! interrupted or cut-short runs, runs that never started or found no test, runs whose only
//! failure is the tests' own compile error or lies in a vendored directory (those keep the
//! pending edits for the next run), commands that
//! are not test runs, runs that follow no edit of code, failures already there before the
//! session's first edit (its baseline), and a new stub failing its new test (test-first
//! work). Routine runs are not lessons.
//!
//! What the model reads is the lesson, its error and its fix: the command, the exit code
//! and local paths stay in the stored detail.

use std::path::PathBuf;

use anyhow::Result;
use regex::Regex;

use super::blame::{self, Candidate};
use super::lesson_text::auto_lesson;
use super::reach;
use super::{CommandRun, Ctx, RunContext, Told, coverage, failed, passed};
use crate::render;
use crate::store::session::FileChanges;
use crate::store::track_record::RunOutcome;
use crate::testrun::{self, Runner, Verdict};

/// Exit codes of a run that was cut short (timeout, Ctrl-C, SIGKILL, SIGTERM).
const CUT_SHORT: [i32; 4] = [124, 130, 137, 143];

/// A test run cm judges: redacted, its runner, its verdict, its project's root.
pub(crate) struct Judged {
    /// No secret of the command line or the output goes further than here.
    pub(crate) run: CommandRun,
    pub(crate) runner: Runner,
    pub(crate) verdict: Verdict,
    pub(crate) root: PathBuf,
}

/// Whether `run` is a test run whose verdict judges code, and that verdict. None for
/// every run that records nothing and leaves the pending edits to the next run: cut
/// short, not a test run (one that looks like the project's is noted), not recorded by
/// the settings, never started, or whose only failure is the tests' own build or lies
/// outside the project.
pub(crate) fn judge(ctx: &mut dyn Ctx, run: &CommandRun) -> Result<Option<Judged>> {
    if run.interrupted || run.exit_code.is_some_and(|c| CUT_SHORT.contains(&c)) {
        return Ok(None);
    }
    let (root, _) = ctx.project()?;
    let known = match testrun::recognise(&run.command, &[]) {
        Some(r) => Some(r),
        None => {
            let patterns = ctx.config(&root).test_commands.clone();
            let extra = compile(ctx, &patterns);
            testrun::recognise(&run.command, &extra)
                .or_else(|| testrun::recognise_output(&run.command, &run.output))
        }
    };
    let Some(runner) = known else {
        // A command that looks like the project's test run: `cm doctor` and the next
        // session brief name it with the setting that makes it one.
        if let Some(name) = testrun::looks_like_test_run(&run.command, &run.output) {
            let (_, project) = ctx.project()?;
            ctx.store()?.note_unrecognised(&project, &name)?;
        }
        return Ok(None);
    };
    if !ctx.config(&root).record_test_runs {
        return Ok(None);
    }
    let run = super::redacted(run);
    let verdict = testrun::judge_run(runner, &run.command, run.exit_code, &run.output);
    if !verdict.judged_code() {
        return Ok(None);
    }
    Ok(Some(Judged {
        run,
        runner,
        verdict,
        root,
    }))
}

/// Records what the judged run says of the session's pending changes it covers: a
/// failure on the code its evidence names, a fix on the code that fixed a failure. What
/// it tells the model, if anything.
pub(crate) fn record(ctx: &mut dyn Ctx, judged: Judged) -> Result<Option<Told>> {
    let Judged {
        run,
        runner,
        verdict,
        root,
    } = judged;
    let run = &run;
    let session = ctx.session()?;
    let recent = session.take_recent()?;
    let pending = session.pending()?;
    if pending.is_empty() {
        // A red run before the session's first edit: what was already broken.
        if let Verdict::Failed(report) = &verdict
            && !session.edited()?
        {
            session.add_baseline(&report.failed_tests)?;
        }
        return Ok(None);
    }
    let at = RunContext {
        root,
        cwd: ctx.session_dir(),
    };
    // What was edited since the previous run: after a failing run, its fix.
    let fixes = blame::candidates(ctx, &recent.files, &recent.deleted)?;
    touch_open_failures(ctx, &fixes)?;
    let report = match &verdict {
        Verdict::Failed(report) => Some(report),
        _ => None,
    };
    let failing = report
        .map(|r| reach::failing_test_files(r, &run.output, &at.root, &at.cwd))
        .unwrap_or_default();
    let (root, cwd) = (&at.root, &at.cwd);
    let covers = coverage::of(runner, &run.command, report.is_some(), &failing, root, cwd);
    let covered = pending.only(|f| covers.covers(f));
    ctx.session()?.settle(&covered.paths())?;
    let candidates = blame::candidates(ctx, &covered.files, &covered.deleted)?;
    // The run's failure as an automatic lesson reads: the track record of the lessons shown
    // before it compares them ("recurred" when it is the same failure again).
    let failure = report.map(|r| auto_lesson(r, &r.failed_tests, true, &at.root));
    let reach = report.filter(|_| !failing.is_empty()).map(|report| {
        let mut r = reach::from_tests(&at.root, &failing);
        r.focus(&report.failed_tests);
        r
    });
    let told = match &verdict {
        Verdict::Failed(report) => {
            failed::record(ctx, run, runner, report, candidates, reach.as_ref(), &at)
        }
        Verdict::Passed => passed::record(ctx, run, runner, &at),
        Verdict::TestCodeBroken(_) | Verdict::NotRun(_) => Ok(None),
    };
    note_test_outcome(ctx, &covered.files, failure.as_deref());
    told
}

fn compile(ctx: &mut dyn Ctx, patterns: &[String]) -> Vec<Regex> {
    patterns
        .iter()
        .filter_map(|p| match Regex::new(p) {
            Ok(re) => Some(re),
            Err(e) => {
                ctx.warn(format!("ignoring test_commands pattern {p:?}: {e}"));
                None
            }
        })
        .collect()
}

/// What edits changed since the open failures' failing runs: their symbols (the fix
/// touched them), other code, test code.
fn touch_open_failures(ctx: &mut dyn Ctx, changed: &[Candidate]) -> Result<()> {
    let open = ctx.session()?.open_failures()?;
    if open.is_empty() || changed.is_empty() {
        return Ok(());
    }
    let store = ctx.store()?;
    let mut touched = Vec::new();
    let (mut code, mut tests) = (false, false);
    for c in changed {
        if c.is_test() {
            tests = true;
            continue;
        }
        code = true;
        for s in store.symbols_named(&c.project, &c.file, &[c.name.as_str()])? {
            if open.iter().any(|f| f.symbol_id == s.id) {
                touched.push(s.id);
            }
        }
    }
    ctx.session()?.mark_touched(&touched, code, tests)
}

/// After a test run that covered the changes of `changes`: the lessons shown in this
/// session on symbols of those files, and whose symbol an edit changed since, get what
/// the run did in their track record. `failure` is the run's automatic lesson when it
/// failed: a shown lesson saying the same thing failed the same way; another failure failed
/// otherwise; no failure passed. Problems become warnings: the run's own answer matters
/// more.
fn note_test_outcome(ctx: &mut dyn Ctx, changes: &[FileChanges], failure: Option<&str>) {
    let result = (|| -> Result<()> {
        let files: Vec<(String, String)> = changes
            .iter()
            .map(|c| (c.project.clone(), c.file.clone()))
            .collect();
        let pending = ctx.session()?.take_pending(&files)?;
        if pending.is_empty() {
            return Ok(());
        }
        let store = ctx.store()?;
        let (mut same, mut other) = (Vec::new(), Vec::new());
        for id in pending {
            let Some(e) = store.lesson(id)? else { continue };
            match failure {
                Some(f) if render::gist(f) == render::gist(&e.lesson) => same.push(id),
                _ => other.push(id),
            }
        }
        store.note_outcome(&same, RunOutcome::FailedSame)?;
        let outcome = match failure {
            Some(_) => RunOutcome::FailedOther,
            None => RunOutcome::Passed,
        };
        store.note_outcome(&other, outcome)
    })();
    if let Err(e) = result {
        ctx.warn(format!("{e:#}"));
    }
}
