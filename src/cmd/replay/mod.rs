//! `cm replay [PATHS...]`: past agent sessions (Claude Code transcripts, Codex rollouts)
//! replayed through the hooks, against a scratch database and work tree, to see what `cm`
//! would have shown the model and what it would have recorded. Nothing is re-run: the
//! tools' recorded results are what the hooks are told, and the files are set up from the
//! transcript (docs/CLI.md). The user's database, settings and projects are not touched.

mod hunks;
pub(crate) mod learn;
mod report;
mod send;
mod session;
mod show;
mod window;
mod world;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};

use super::Ctx;
use crate::replay::{self, Transcript};
use send::Hooks;
use world::World;

#[derive(Debug, Default, clap::Args)]
#[command(
    after_help = "Runs in a scratch directory with its own database and settings: \
                        your lessons and projects are not touched, and no command of the \
                        session is run again. Without PATHS, the current project's Claude Code \
                        sessions (~/.claude/projects/<project>/) and the Codex rollouts \
                        (~/.codex/sessions/) that ran in it."
)]
pub(crate) struct Args {
    /// Transcript files (`.jsonl`) or directories holding them
    #[arg(value_name = "PATHS")]
    pub(crate) paths: Vec<PathBuf>,

    /// Take the session's files from DIR (its project as the session started), instead of
    /// the session's own directory on this machine
    #[arg(long, value_name = "DIR")]
    pub(crate) tree: Option<PathBuf>,

    /// Keep the scratch directory (database, work tree) in DIR; a DIR an earlier replay
    /// kept is continued, its lessons in place
    #[arg(long, value_name = "DIR")]
    pub(crate) keep: Option<PathBuf>,

    /// Send each hook call to `BIN hook` (another build of cm) instead of this one
    #[arg(long, value_name = "BIN", hide = true, conflicts_with = "learn")]
    pub(crate) hook_bin: Option<PathBuf>,

    /// Import what the replay learned (the lessons it recorded and did not withdraw, with
    /// their fixes) into the project's database; what an earlier run imported is not
    /// imported again
    #[arg(long)]
    pub(crate) learn: bool,

    /// With --learn: list what would be imported and write nothing
    #[arg(long, requires = "learn")]
    pub(crate) dry_run: bool,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    if args.learn {
        let (learned, unread) = learn_into(ctx, args)?;
        learn::show(ctx, &learned, &unread)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut r = Replaying::new(ctx, args)?;
    let mut reports = Vec::new();
    let mut out = show::Out::stdout(ctx.json);
    for (file, ..) in &r.sessions {
        let t = transcript(file)?;
        let report = session::replay(&mut r.world, &r.hooks, &t, file, args.tree.as_deref())?;
        out.session(&report)?;
        reports.push(report);
    }
    out.finish(&reports, &r.unread, args.keep.as_deref())?;
    Ok(ExitCode::SUCCESS)
}

/// `--learn`: the sessions replayed (a bar over them on a terminal), then what they taught
/// imported into `ctx`'s project and database. Also what `cm install` runs when the user
/// says yes.
pub(crate) fn learn_into(ctx: &Ctx, args: &Args) -> Result<(learn::Learning, Vec<PathBuf>)> {
    // The project and database lessons are learned into, resolved before the replay
    // points the environment at its scratch directory.
    let target = &Ctx {
        project: Some(ctx.project()?),
        db: Some(ctx.db_path()?),
        json: ctx.json,
    };
    // Found before the replay points `CLAUDE_PROJECT_DIR` at its scratch tree.
    let root = crate::project::current_dir_root()?;
    let mut r = Replaying::new(target, args)?;
    let bar = progress(target, r.sessions.len());
    // Only which sessions they were is kept of the reports (a month of them is large).
    let mut past = Vec::new();
    for (file, ..) in &r.sessions {
        let t = transcript(file)?;
        let report = session::replay(&mut r.world, &r.hooks, &t, file, args.tree.as_deref())?;
        past.push(learn::past_session(&report));
        bar.inc(1);
    }
    bar.finish_and_clear();
    let learned = learn::import(
        target,
        &root,
        &r.hooks.project,
        &r.world.db,
        &past,
        args.dry_run,
    )?;
    Ok((learned, r.unread))
}

/// The session in `file`, read again when its turn comes (a month of them need not be held
/// at once).
fn transcript(file: &Path) -> Result<Transcript> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    replay::read(&text).with_context(|| format!("{}: no longer a session", file.display()))
}

/// The sessions found (their files, when they started and their directories), oldest first,
/// and the scratch directory they are replayed in.
struct Replaying {
    sessions: Vec<(PathBuf, String, String)>,
    unread: Vec<PathBuf>,
    world: World,
    hooks: Hooks,
    /// Removed when the replay is done (None: `--keep`).
    _temp: Option<tempfile::TempDir>,
}

impl Replaying {
    fn new(ctx: &Ctx, args: &Args) -> Result<Replaying> {
        let files = if args.paths.is_empty() {
            default_transcripts()?
        } else {
            transcripts_in(&args.paths)?
        };
        let mut sessions: Vec<(PathBuf, String, String)> = Vec::new();
        let mut unread = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("reading {}", file.display()))?;
            match replay::read(&text) {
                Some(t) => sessions.push((file, t.started, t.cwd)),
                None => unread.push(file),
            }
        }
        if sessions.is_empty() {
            bail!("no Claude Code or Codex session found to replay");
        }
        sessions.sort_by(|a, b| a.1.cmp(&b.1));
        if let Some(tree) = &args.tree
            && !tree.is_dir()
        {
            bail!("--tree {}: not a directory", tree.display());
        }
        if let Some(dir) = &args.keep {
            check_kept(dir)?;
        }
        let (base, temp) = super::scratch(args.keep.as_deref(), "cm-replay-")?;
        let world = World::new(&base)?;
        let env = isolate(&base, &world);
        let project = match &ctx.project {
            Some(p) => p.clone(),
            // The directory of the first session.
            None => project_name(&sessions[0].2),
        };
        let hooks = Hooks {
            db: world.db.clone(),
            project,
            bin: args.hook_bin.clone(),
            env,
            details: !args.learn,
        };
        Ok(Replaying {
            sessions,
            unread,
            world,
            hooks,
            _temp: temp,
        })
    }
}

/// A bar over the sessions, on a terminal only (nothing on stderr otherwise or with --json).
fn progress(ctx: &Ctx, sessions: usize) -> indicatif::ProgressBar {
    use std::io::IsTerminal as _;
    if ctx.json || !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let template = "learning from past sessions {bar:30} {pos}/{len} {elapsed}";
    super::print::bar(sessions as u64, template)
}

/// The scratch directory to keep is a new one, or one an earlier replay kept.
fn check_kept(dir: &Path) -> Result<()> {
    let earlier = dir.join("tree").is_dir();
    let empty = std::fs::read_dir(dir)
        .map(|mut d| d.next().is_none())
        .unwrap_or(false);
    if dir.exists() && !earlier && !empty {
        bail!(
            "--keep {}: exists and holds no earlier replay; name a new directory",
            dir.display()
        );
    }
    Ok(())
}

/// Points every location `cm` reads settings and data from at the scratch directory and
/// clears the variables that change its behaviour (as `cm demo` does), for the hooks run
/// here and the ones run as children. The hooks parse every file whole: no agent waits on
/// a replay, and what it learns must not hang on the machine's load (a file past the
/// parse budget is taken whole). Called while the process has one thread.
fn isolate(base: &Path, world: &World) -> Vec<(&'static str, PathBuf)> {
    let set = vec![
        ("HOME", base.join("home")),
        // The home directory on Windows.
        ("USERPROFILE", base.join("home")),
        ("XDG_CONFIG_HOME", base.join("home/config")),
        ("XDG_DATA_HOME", base.join("home/data")),
        ("CODE_MEMORY_DB", world.db.clone()),
        ("CLAUDE_PROJECT_DIR", world.tree.clone()),
        ("CODE_MEMORY_PARSE_BUDGET_MS", "600000".into()),
    ];
    super::isolate_env(&set);
    set
}

/// The last part of the session's directory, the name its repository would have.
fn project_name(cwd: &str) -> String {
    cwd.replace('\\', "/")
        .trim_end_matches('/')
        .rsplit('/')
        .next()
        .filter(|n| !n.is_empty() && !n.ends_with(':'))
        .unwrap_or("default")
        .to_string()
}

/// The `.jsonl` files of `paths` (directories searched, subagents' own files left out).
fn transcripts_in(paths: &[PathBuf]) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            walk(p, &mut out)?;
        } else if p.is_file() {
            out.push(p.clone());
        } else {
            bail!("{}: no such file or directory", p.display());
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(Result::ok)
        .collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let path = e.path();
        let Ok(kind) = e.file_type() else { continue };
        if kind.is_dir() && e.file_name() != "subagents" {
            walk(&path, out)?;
        } else if kind.is_file() && path.extension().is_some_and(|x| x == "jsonl") {
            out.push(path);
        }
    }
    Ok(())
}

/// The current project's sessions: Claude Code's folder for it, and the Codex rollouts
/// whose session started in it.
fn default_transcripts() -> Result<Vec<PathBuf>> {
    let root = crate::project::current_dir_root()?;
    let root = crate::project::canonical(&root).unwrap_or(root);
    let mut out = Vec::new();
    let claude = crate::agent::Agent::Claude
        .spec()
        .home()?
        .join("projects")
        .join(claude_folder(&root.to_string_lossy()));
    if claude.is_dir() {
        walk(&claude, &mut out)?;
    }
    let codex = crate::agent::Agent::Codex.spec().home()?.join("sessions");
    if codex.is_dir() {
        let mut rollouts = Vec::new();
        walk(&codex, &mut rollouts)?;
        for file in rollouts {
            let named = file
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("rollout-"));
            if named && codex_cwd(&file).is_some_and(|cwd| Path::new(&cwd).starts_with(&root)) {
                out.push(file);
            }
        }
    }
    if out.is_empty() {
        bail!(
            "no sessions of {} found in {} or the Codex sessions; name transcript files or directories",
            root.display(),
            claude.display()
        );
    }
    Ok(out)
}

/// Claude Code's folder name for a project directory: every character but ASCII letters
/// and digits becomes `-`.
fn claude_folder(dir: &str) -> String {
    dir.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect()
}

/// The `cwd` of a Codex rollout's first line (`session_meta`).
fn codex_cwd(file: &Path) -> Option<String> {
    use std::io::BufRead as _;
    let f = std::fs::File::open(file).ok()?;
    let mut first = String::new();
    std::io::BufReader::new(f).read_line(&mut first).ok()?;
    let v: serde_json::Value = serde_json::from_str(&first).ok()?;
    v["payload"]["cwd"].as_str().map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_projects_and_claude_folders() {
        assert_eq!(project_name("/Users/jan/prg/cc-backend"), "cc-backend");
        assert_eq!(project_name("D:\\oh-my-posh\\"), "oh-my-posh");
        assert_eq!(project_name("C:"), "default");
        assert_eq!(
            claude_folder("/Users/jan/prg/cc_backend.v2"),
            "-Users-jan-prg-cc-backend-v2"
        );
    }
}
