//! One module per subcommand, each with its clap `Args` and a `run`, plus the context that
//! every subcommand shares (global flags, database location, project name).

pub(crate) mod completions;
pub(crate) mod demo;
pub(crate) mod doctor;
pub(crate) mod export;
pub(crate) mod fail;
pub(crate) mod feedback;
pub(crate) mod gc;
pub(crate) mod hook;
pub(crate) mod import;
pub(crate) mod install;
pub(crate) mod map;
pub(crate) mod mcp;
pub(crate) mod ok;
pub(crate) mod print;
pub(crate) mod query;
pub(crate) mod query_moves;
pub(crate) mod record;
pub(crate) mod replay;
pub(crate) mod report;
pub(crate) mod review;
pub(crate) mod scan;
pub(crate) mod search;
pub(crate) mod share;
pub(crate) mod stats;
pub(crate) mod status;
pub(crate) mod symbols;
pub(crate) mod why;

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

use crate::config::Config;
use crate::store::Store;
use crate::{dirs, project};

/// Sets `set` in the environment and clears every other `CODE_MEMORY_*` variable, so that
/// `cm demo` and `cm replay` run on the defaults and write only to their scratch directory.
/// Called while the process has one thread.
fn isolate_env(set: &[(&str, PathBuf)]) {
    let clear: Vec<String> = std::env::vars_os()
        .filter_map(|(k, _)| k.into_string().ok())
        .filter(|k| k.starts_with("CODE_MEMORY_") && !set.iter().any(|(s, _)| s == k))
        .collect();
    // SAFETY: `cm demo` and `cm replay` have spawned no thread up to here, so no other
    // thread can be reading the environment while it changes.
    unsafe {
        for (k, v) in set {
            std::env::set_var(k, v);
        }
        for k in &clear {
            std::env::remove_var(k);
        }
    }
}

/// The scratch directory of `cm demo` and `cm replay`: `keep` (made when missing), else a
/// new temporary directory named from `prefix`, removed when the guard returned drops.
fn scratch(keep: Option<&Path>, prefix: &str) -> Result<(PathBuf, Option<tempfile::TempDir>)> {
    let Some(dir) = keep else {
        let temp = tempfile::Builder::new()
            .prefix(prefix)
            .tempdir()
            .context("creating a temporary directory")?;
        let base = project::canonical(temp.path()).context("finding the temporary directory")?;
        return Ok((base, Some(temp)));
    };
    if !dir.exists() {
        crate::files::create_private_dir_all(dir)
            .with_context(|| format!("creating {}", dir.display()))?;
    }
    let base = project::canonical(dir).with_context(|| format!("finding {}", dir.display()))?;
    Ok((base, None))
}

/// A SYMBOL argument trimmed; None when it is missing or blank.
fn symbol_arg(arg: Option<&str>) -> Option<&str> {
    arg.map(str::trim).filter(|s| !s.is_empty())
}

/// What every subcommand gets: the global flags as given on the command line, resolved
/// lazily.
#[derive(Debug, Clone, Default, clap::Args)]
pub(crate) struct Ctx {
    /// Project name (default: $CODE_MEMORY_PROJECT, else the git repository's name, else "default")
    #[arg(short = 'p', long, global = true)]
    pub(crate) project: Option<String>,

    /// Database file (default: $CODE_MEMORY_DB, else $XDG_DATA_HOME/code-memory/cm.db)
    #[arg(long, global = true, value_name = "PATH")]
    pub(crate) db: Option<PathBuf>,

    /// Print one JSON document instead of text
    #[arg(long, global = true)]
    pub(crate) json: bool,
}

impl Ctx {
    /// The database file: `--db`, else `$CODE_MEMORY_DB`, else the XDG data dir.
    pub(crate) fn db_path(&self) -> Result<PathBuf> {
        dirs::db_path(self.db.as_deref())
    }

    /// Opens (creating and migrating if needed) the lesson database, once the hooks have
    /// finished the edits they answered already (a few seconds at most).
    pub(crate) fn open_store(&self) -> Result<Store> {
        let db = self.db_path()?;
        use crate::hook::background::{COMMAND_WAIT, Whose, settle};
        settle(&db, Whose::Anyone, COMMAND_WAIT);
        // Test runs the hooks kept while the database was busy are written first.
        crate::hook::drain::drain(&db, crate::hook::drain::COMMAND_DRAIN);
        Store::open(&db)
    }

    /// The settings of the project of the current directory (the git top level, else the
    /// directory itself). A bad config file is reported on stderr and skipped.
    pub(crate) fn config(&self) -> Result<Config> {
        let root = share::root()?;
        Ok(Config::load(Some(&root), &mut |w| eprintln!("cm: {w}")))
    }

    /// The project of a command typed in the current directory: `-p`, else
    /// `$CODE_MEMORY_PROJECT`, else the git repository's name, else `default`.
    pub(crate) fn project(&self) -> Result<String> {
        let cwd = std::env::current_dir().context("finding the current directory")?;
        project::name(self.project.as_deref(), &cwd)
    }
}
