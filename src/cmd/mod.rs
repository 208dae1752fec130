//! One module per subcommand, each with its clap `Args` and a `run`, plus the context that
//! every subcommand shares (global flags, database location, project name).

pub mod completions;
pub mod deactivate;
pub mod doctor;
pub mod fail;
pub mod hook;
pub mod install_plugin;
pub mod ok;
pub mod query;
pub mod resolve;
pub mod stats;
pub mod style;
pub mod symbols;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};

use crate::cli::{Cli, Command};
use crate::paths;
use crate::store::Store;

/// What every subcommand gets: the global flags, resolved lazily.
#[derive(Debug, Clone, Default)]
pub struct Ctx {
    /// `-p/--project` as given on the command line.
    pub project: Option<String>,
    /// `--db` as given on the command line.
    pub db: Option<PathBuf>,
    /// `--json`.
    pub json: bool,
}

impl Ctx {
    /// The database file: `--db`, else `$CODE_MEMORY_DB`, else the XDG data dir.
    pub fn db_path(&self) -> Result<PathBuf> {
        if let Some(p) = &self.db {
            return Ok(p.clone());
        }
        if let Some(p) = std::env::var_os("CODE_MEMORY_DB").filter(|p| !p.is_empty()) {
            return Ok(PathBuf::from(p));
        }
        default_db_path()
    }

    /// Opens (creating and migrating if needed) the lesson database.
    pub fn open_store(&self) -> Result<Store> {
        Store::open(&self.db_path()?)
    }

    /// The project of a command typed in the current directory: `-p`, else
    /// `$CODE_MEMORY_PROJECT`, else the git repository's name, else `default`.
    pub fn project(&self) -> Result<String> {
        let cwd = std::env::current_dir().context("finding the current directory")?;
        self.project_for(&cwd)
    }

    /// The project of work happening in `dir` (e.g. a hook's `CLAUDE_PROJECT_DIR`), with the
    /// same precedence as [`Ctx::project`]: linked worktrees share their main repository's name.
    pub fn project_for(&self, dir: &Path) -> Result<String> {
        if let Some(p) = &self.project {
            let p = p.trim();
            if p.is_empty() {
                bail!("project name is empty (-p/--project)");
            }
            return Ok(p.to_owned());
        }
        if let Some(p) = std::env::var("CODE_MEMORY_PROJECT")
            .ok()
            .filter(|p| !p.trim().is_empty())
        {
            return Ok(p.trim().to_owned());
        }
        Ok(paths::project_name_of(dir).unwrap_or_else(|| "default".to_owned()))
    }

    /// A `--file` value as stored: normalized and relative to the project root (the git top
    /// level of the current directory, else the current directory).
    pub fn normalize_file(&self, input: &str) -> Result<String> {
        let (from, root) = self.file_base(input)?;
        let file = paths::normalize_file(input, &from, &root);
        if file.is_empty() {
            bail!("--file is empty");
        }
        Ok(file)
    }

    /// The directory a `--file` value is relative to, and the project root. A relative path
    /// is taken from the current directory, unless it names no file there but one from the
    /// project root: the hooks print paths from the root, and an agent types them wherever
    /// it works.
    pub fn file_base(&self, input: &str) -> Result<(PathBuf, PathBuf)> {
        let cwd = std::env::current_dir().context("finding the current directory")?;
        let root = paths::project_root(&cwd);
        let slashed = input.trim().replace('\\', "/");
        let from_root = !slashed.is_empty()
            && !paths::is_absolute(&slashed)
            && !cwd.join(&slashed).exists()
            && root.join(&slashed).exists();
        Ok((if from_root { root.clone() } else { cwd }, root))
    }
}

/// `$XDG_DATA_HOME/code-memory/cm.db`, i.e. `~/.local/share/code-memory/cm.db` by default,
/// on every platform (one convention to document, one place to look).
pub fn default_db_path() -> Result<PathBuf> {
    use etcetera::BaseStrategy as _;
    let base = etcetera::choose_base_strategy().context("finding the home directory")?;
    Ok(base.data_dir().join("code-memory").join("cm.db"))
}

/// Runs the parsed command line.
pub fn dispatch(cli: Cli) -> Result<ExitCode> {
    let ctx = Ctx {
        project: cli.project,
        db: cli.db,
        json: cli.json,
    };
    match cli.command {
        Command::Query(a) => query::run(&ctx, a),
        Command::Fail(a) => fail::run(&ctx, a),
        Command::Ok(a) => ok::run(&ctx, a),
        Command::Resolve(a) => resolve::run(&ctx, a),
        Command::Deactivate(a) => deactivate::run(&ctx, a),
        Command::Stats(a) => stats::run(&ctx, a),
        Command::Symbols(a) => symbols::run(&ctx, a),
        Command::Hook(a) => hook::run(&ctx, a),
        Command::InstallPlugin(a) => install_plugin::run(&ctx, a),
        Command::Doctor(a) => doctor::run(&ctx, a),
        Command::Completions(a) => completions::run(&ctx, a),
    }
}
