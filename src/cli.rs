//! The whole user-facing command-line surface. Each subcommand's own flags live beside its
//! implementation in `cmd/<name>.rs`; this file only assembles them.

use std::process::ExitCode;

use clap::{CommandFactory as _, Parser, Subcommand};

use crate::cmd;
use crate::store::Status;

#[derive(Debug, Parser)]
#[command(
    name = "cm",
    version,
    about = "Lessons per symbol for AI coding agents: what went wrong, and what worked",
    propagate_version = true
)]
pub(crate) struct Cli {
    #[command(flatten)]
    pub(crate) ctx: cmd::Ctx,

    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Look up lessons of a symbol (substring match), or the riskiest symbols
    Query(cmd::query::Args),
    /// Record a failure and its lesson
    Fail(cmd::fail::Args),
    /// Record a success
    Ok(cmd::ok::Args),
    /// Mark a lesson resolved (it no longer counts towards risk)
    Resolve(cmd::status::Args),
    /// Mark a lesson inactive (wrong or obsolete)
    Deactivate(cmd::status::Args),
    /// Find lessons by their words (full-text search)
    Search(cmd::search::Args),
    /// Say whether a lesson helped or was wrong
    Feedback(cmd::feedback::Args),
    /// Explain, per lesson of a symbol, whether the hooks would show it now and why
    Why(cmd::why::Args),
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
    /// Index the project's source files so lessons follow renamed, moved and deleted code
    Scan(cmd::scan::Args),
    /// The project at a glance: directories, files, top-level symbols, lessons, imports
    Map(cmd::map::Args),
    /// Retire the lessons of orphaned symbols (code gone, no successor)
    Gc(cmd::gc::Args),
    /// Replay two agent sessions through the hooks in a throwaway project, step by step
    Demo(cmd::demo::Args),
    /// Replay past Claude Code and Codex sessions through the hooks: what cm would have shown and recorded
    Replay(cmd::replay::Args),
    /// Lessons of the symbols the current branch changes, riskiest first, for a pull request
    Review(cmd::review::Args),
    /// Serve the lessons as MCP tools over stdio, for agents without hooks
    Mcp(cmd::mcp::Args),
    /// Write one self-contained HTML page of where the risk is
    Report(cmd::report::Args),
    /// Share lessons through the repository (.code-memory/): init, status, pull, compact
    Share(cmd::share::Args),
    /// Print the project's shareable lessons as share events (JSONL)
    Export(cmd::export::Args),
    /// Import lessons: cm export, a cm.py database, Runtime Memory JSON, JSONL or Markdown
    Import(cmd::import::Args),
}

/// The global flags that take a value, as they are typed (`-p`, `--project`, `--db`): the
/// words after which the next word is that value, not a subcommand.
pub(crate) fn global_value_flags() -> Vec<String> {
    let cli = Cli::command();
    let mut flags = Vec::new();
    for arg in cli
        .get_arguments()
        .filter(|a| a.is_global_set() && a.get_action().takes_values())
    {
        let shorts = arg.get_short_and_visible_aliases().unwrap_or_default();
        flags.extend(shorts.into_iter().map(|c| format!("-{c}")));
        let longs = arg.get_long_and_visible_aliases().unwrap_or_default();
        flags.extend(longs.into_iter().map(|l| format!("--{l}")));
    }
    flags
}

/// Runs the parsed command line.
pub(crate) fn dispatch(cli: Cli) -> anyhow::Result<ExitCode> {
    let ctx = cli.ctx;
    match cli.command {
        Command::Query(a) => cmd::query::run(&ctx, &a),
        Command::Fail(a) => cmd::fail::run(&ctx, a),
        Command::Ok(a) => cmd::ok::run(&ctx, a),
        Command::Resolve(a) => cmd::status::run(&ctx, &a, Status::Resolved),
        Command::Deactivate(a) => cmd::status::run(&ctx, &a, Status::Inactive),
        Command::Stats(a) => cmd::stats::run(&ctx, &a),
        Command::Search(a) => cmd::search::run(&ctx, &a),
        Command::Feedback(a) => cmd::feedback::run(&ctx, &a),
        Command::Why(a) => cmd::why::run(&ctx, &a),
        Command::Symbols(a) => cmd::symbols::run(&ctx, &a),
        Command::Hook(a) => cmd::hook::run(&ctx, &a),
        Command::Install(a) => cmd::install::run(&ctx, &a),
        Command::Doctor(a) => cmd::doctor::run(&ctx, a),
        Command::Completions(a) => cmd::completions::run(&a, Cli::command()),
        // Lessons follow their code.
        Command::Scan(a) => cmd::scan::run(&ctx, &a),
        Command::Map(a) => cmd::map::run(&ctx, &a),
        Command::Gc(a) => cmd::gc::run(&ctx, &a),
        Command::Demo(a) => cmd::demo::run(&ctx, &a),
        Command::Replay(a) => cmd::replay::run(&ctx, &a),
        Command::Review(a) => cmd::review::run(&ctx, &a),
        Command::Mcp(a) => cmd::mcp::run(&ctx, &a),
        Command::Report(a) => cmd::report::run(&ctx, &a),
        // Sharing through the repository.
        Command::Share(a) => cmd::share::run(&ctx, &a),
        Command::Export(a) => cmd::export::run(&ctx, &a),
        Command::Import(a) => cmd::import::run(&ctx, &a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_taking_global_flags_come_from_the_definition() {
        let mut flags = global_value_flags();
        flags.sort();
        assert_eq!(flags, ["--db", "--project", "-p"]);
    }

    #[test]
    fn hook_command_found_past_global_flags() {
        let flags = global_value_flags();
        let is_hook =
            |line: &[&str]| crate::hook::is_hook_command(line.iter().map(Into::into), &flags);
        assert!(is_hook(&["cm", "hook", "stop"]));
        assert!(is_hook(&[
            "cm", "--db", "hook.db", "-p", "hook", "--json", "hook"
        ]));
        assert!(is_hook(&["cm", "--project=x", "hook", "--bogus"]));
        assert!(!is_hook(&["cm", "--db", "hook"]));
        assert!(!is_hook(&["cm", "query", "hook"]));
        assert!(!is_hook(&["cm"]));
    }
}
