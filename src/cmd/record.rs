//! What `cm fail` and `cm ok` share: the options that say where a lesson goes, finding the
//! symbol of a line, recording the lesson and reporting it.

use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};

use super::Ctx;
use super::print::{self, Paint};
use crate::project;
use crate::render::display_name;
use crate::store::{NewLesson, Outcome, Recorded, Source};
use crate::text::plural;

/// The options `fail` and `ok` share: where the lesson goes and what comes with it.
#[derive(Debug, clap::Args)]
pub(crate) struct About {
    /// More context: the error, the fix, the test that caught it, what made it pass
    #[arg(short = 'd', long)]
    pub(crate) detail: Option<String>,
    /// The source file of the symbol (normalized, relative to the project root)
    #[arg(long, value_name = "PATH")]
    pub(crate) file: Option<String>,
    /// Find the symbol at this line of --file (1-based) instead of naming it
    #[arg(long, value_name = "N", requires = "file", value_parser = clap::value_parser!(u64).range(1..))]
    pub(crate) line: Option<u64>,
    /// Session id, for tracing a lesson back to the work that produced it
    #[arg(long, value_name = "ID")]
    pub(crate) session: Option<String>,
    /// Keep the lesson on this machine: never written to the repository's share log
    #[arg(long)]
    pub(crate) private: bool,
}

/// The SYMBOL and LESSON words of `fail` and `ok` as given, and their options.
pub(crate) type Words = (Option<String>, Option<String>, About);

/// The innermost symbol at `line` of `file` (as given on the command line, so relative to
/// the current directory), "" when the line is in no definition (a file-level lesson).
/// Says on stderr what it found, so a person sees which symbol the lesson went to.
pub(crate) fn symbol_at_line(ctx: &Ctx, file: &str, line: u64) -> Result<String> {
    let line = usize::try_from(line).unwrap_or(usize::MAX);
    let found = symbols_in(file, (line, line), true)?;
    let name = found.into_iter().next().unwrap_or_default();
    if !ctx.json {
        if name.is_empty() {
            eprintln!("line {line} of {file} is in no definition: the lesson is about the file");
        } else {
            eprintln!("line {line} of {file} is in {name}");
        }
    }
    Ok(name)
}

/// The names of the innermost symbols at `lines` (`42` or `40-60`) of `file` (as typed),
/// in line order; a line in no definition adds nothing.
pub(crate) fn symbols_at_lines(file: &str, lines: &str) -> Result<Vec<String>> {
    let bad =
        || anyhow::anyhow!("--lines {lines:?}: expected a line like 42 or a range like 40-60");
    let (a, b) = lines.split_once('-').unwrap_or((lines, lines));
    let a: usize = a.trim().parse().map_err(|_| bad())?;
    let b: usize = b.trim().parse().map_err(|_| bad())?;
    if a == 0 || b < a {
        return Err(bad());
    }
    symbols_in(file, (a, b), false)
}

/// The names of the innermost symbols of lines `a..=b` of `file`, a supported source file
/// (as typed); with `within`, a line past the file's end is an error.
fn symbols_in(file: &str, (a, b): (usize, usize), within: bool) -> Result<Vec<String>> {
    let path = project::typed_file_base(file)?.0.join(file);
    if crate::symbols::language_for_path(&path).is_none() {
        bail!(
            "--line needs a supported source file, and {file} is not one (known extensions: {})",
            crate::symbols::known_extensions()
        );
    }
    let source = std::fs::read(&path).with_context(|| format!("reading {file}"))?;
    let newlines = source.iter().filter(|&&b| b == b'\n').count();
    let line_count = newlines + usize::from(source.last().is_some_and(|&b| b != b'\n'));
    if within && b > line_count {
        bail!("--line {b} is past the end of {file} ({line_count} lines)");
    }
    let found = crate::symbols::symbols_for_lines(&path, &source, &[(a, b)])
        .with_context(|| format!("reading symbols of {file}"))?;
    Ok(found.into_iter().map(|s| s.name).collect())
}

/// Where a lesson goes: project, normalized file, symbol name.
pub(crate) struct Target {
    pub(crate) project: String,
    pub(crate) file: String,
    pub(crate) symbol: String,
}

impl Target {
    pub(crate) fn new(ctx: &Ctx, symbol: &str, file: Option<&str>) -> Result<Target> {
        let symbol = symbol.trim().to_owned();
        let file = file.map(project::typed_file).transpose()?;
        if symbol.is_empty() && file.as_deref().is_none_or(str::is_empty) {
            bail!("symbol is empty (give a SYMBOL, or --file PATH for a file-level lesson)");
        }
        let project = ctx.project()?;
        let file = match file {
            Some(f) => f,
            None => Self::only_file_of(ctx, &project, &symbol)?,
        };
        Ok(Target {
            project,
            file,
            symbol,
        })
    }

    /// Without `--file`, the file of the one symbol of that name the project already has
    /// (`cm fail X --file F` then `cm ok X` is one symbol); `""` when there is none, when
    /// one has no file, or when several files define the name (nothing to guess from).
    fn only_file_of(ctx: &Ctx, project: &str, symbol: &str) -> Result<String> {
        // No database yet, no symbols: and bad input must not create one.
        if symbol.is_empty() || !ctx.db_path()?.exists() {
            return Ok(String::new());
        }
        let files = ctx.open_store()?.files_of_symbol(project, symbol)?;
        Ok(match files.as_slice() {
            [only] => only.clone(),
            _ => String::new(),
        })
    }
}

/// Records one lesson by hand; shared by `fail`, `ok` and the MCP server.
pub(crate) fn record(
    ctx: &Ctx,
    target: &Target,
    kind: Outcome,
    lesson: &str,
    about: &About,
) -> Result<Recorded> {
    let mut store = ctx.open_store()?;
    let recorded = store.record(&NewLesson {
        project: &target.project,
        file: &target.file,
        symbol: &target.symbol,
        outcome: kind,
        lesson,
        detail: about.detail.as_deref(),
        session_id: about.session.as_deref(),
        source: Source::Manual,
        merge_repeats: false,
    })?;
    anchor_lesson(&store, target, recorded.experience.id)?;
    if about.private {
        store.set_private(recorded.experience.id)?;
    }
    super::share::after_write(ctx, &mut store);
    Ok(recorded)
}

/// Reports a recorded lesson (text or JSON).
pub(crate) fn report(ctx: &Ctx, recorded: &Recorded) -> Result<ExitCode> {
    print::answer(ctx.json, recorded, || {
        Ok(describe(Paint::for_stdout(), recorded))
    })
}

/// Keeps on the lesson the anchor of its symbol's code as it is now, when the symbol is in
/// a file cm parses.
fn anchor_lesson(store: &crate::store::Store, target: &Target, experience_id: i64) -> Result<()> {
    if target.symbol.is_empty() || target.file.is_empty() {
        return Ok(());
    }
    let path = if project::is_absolute(&target.file) {
        std::path::PathBuf::from(&target.file)
    } else {
        project::current_dir_root()?.join(&target.file)
    };
    if let Some(anchor) = crate::follow::anchor_of(&path, &target.symbol) {
        store.set_lesson_anchor(experience_id, &anchor.hex(), i64::from(anchor.size))?;
    }
    Ok(())
}

/// `x recorded: AuthService.validate - "JWT expiry not handled" (#12; 4 active failures, risk 11.20 caution)`
fn describe(paint: Paint, r: &Recorded) -> String {
    let s = &r.symbol;
    let e = &r.experience;
    let (n, one, many) = match e.outcome {
        Outcome::Fail => (s.fail_count, "failure", "failures"),
        Outcome::Success => (s.success_count, "success", "successes"),
    };
    let counts = format!("{n} active {}", plural(n, one, many));
    let risk = paint.level(
        s.risk_level,
        &format!("risk {:.2} {}", s.risk_score, s.risk_level),
    );
    let file = if s.file.is_empty() || s.name.is_empty() {
        String::new()
    } else {
        format!(" ({})", s.file)
    };
    format!(
        "{} recorded: {}{file} - \"{}\" (#{}; {counts}, {risk})\n",
        paint.mark(e.outcome),
        paint.bold(&display_name(s)),
        e.lesson,
        e.id
    )
}
