//! The whole user-facing command-line surface. Each subcommand's own flags live beside its
//! implementation in `cmd/<name>.rs`; this file only assembles them.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::cmd;

#[derive(Debug, Parser)]
#[command(
    name = "cm",
    version,
    about = "Lessons per symbol for AI coding agents: what went wrong, and what worked",
    propagate_version = true
)]
pub struct Cli {
    /// Project name (default: $CODE_MEMORY_PROJECT, else the git repository's name, else "default")
    #[arg(short = 'p', long, global = true)]
    pub project: Option<String>,

    /// Database file (default: $CODE_MEMORY_DB, else $XDG_DATA_HOME/code-memory/cm.db)
    #[arg(long, global = true, value_name = "PATH")]
    pub db: Option<PathBuf>,

    /// Print one JSON document instead of text
    #[arg(long, global = true)]
    pub json: bool,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Look up lessons of a symbol (substring match), or the riskiest symbols
    Query(cmd::query::Args),
    /// Record a failure and its lesson
    Fail(cmd::fail::Args),
    /// Record a success
    Ok(cmd::ok::Args),
    /// Mark a lesson resolved (it no longer counts towards risk)
    Resolve(cmd::resolve::Args),
    /// Mark a lesson inactive (wrong or obsolete)
    Deactivate(cmd::deactivate::Args),
    /// Project summary, or one symbol in detail
    Stats(cmd::stats::Args),
    /// Symbols of a source file, or of some of its lines
    Symbols(cmd::symbols::Args),
    /// Answer one Claude Code hook event (reads the payload on stdin)
    Hook(cmd::hook::Args),
    /// Wire cm's hooks into Claude Code (or Codex) settings
    #[command(visible_alias = "install-plugin")]
    Install(cmd::install::Args),
    /// Check the installation, database and hook wiring
    Doctor(cmd::doctor::Args),
    /// Print a shell completion script
    Completions(cmd::completions::Args),
}
