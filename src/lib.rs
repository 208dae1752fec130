//! code-memory: lessons per symbol (what failed, what fixed it) for AI coding agents.
//!
//! The `cm` binary is a thin shell over [`run`]. docs/ARCHITECTURE.md has the module map and
//! the rule of which module may use which.

mod agent; // the agents cm works with (Claude Code, Codex, others): one table of their differences
mod cli; // the user-facing command line (clap derive)
mod cmd; // one module per subcommand, plus the shared invocation context
mod config; // layered settings: defaults, user and project TOML, CODE_MEMORY_* variables
mod dirs; // where files live: the database, hook.log, config files, agent settings
mod doctor; // `cm doctor`: checks of the binary, database, hook wiring and hook log
mod edit; // which lines an edit changes (a diff, Codex's apply_patch): pure text work
mod files; // owner-only files, no writes through symlinks, no reads that block or never end
mod follow; // lessons follow their code: anchors refreshed, moves followed, the project index (`cm scan`)
mod hook; // `cm hook`: the agents' hook runtime (payloads in, answers out)
pub mod install; // `cm install`: wiring cm's hooks into agents' settings files
mod learn; // a finished test run becomes lessons: verdict, blame, coverage, fix credits, withdrawals
mod path_text; // a path as text: one spelling whatever machine wrote it (Windows' drives, shares, `\\?\`)
mod project; // project root and name (git, worktrees, CLAUDE_PROJECT_DIR), the one spelling of a file path
mod render; // the lesson block the model reads, for the hook and `cm query --inject`
mod replay; // agent session transcripts (Claude Code, Codex) read into the steps `cm replay` feeds the hooks
mod share; // lessons that travel with the repository: the share log, export, importers
pub mod store; // the SQLite lesson store: schema, migrations, risk, queries
pub use symbols; // the code-memory-symbols crate: tree-sitter resolution of line ranges to `Class.method` symbols
pub use testrun; // the code-memory-testrun crate: recognising a test command and reading its runner's output
mod text; // one_line, cut, plural, day, shell quoting: the text helpers every printer shares; what a prompt says about code

use std::process::ExitCode;

/// Reads `stdin` as `cm hook` reads a payload (its JSON, its shape, the event it means and
/// any Codex patch in it), for the fuzz targets in `fuzz/` (built with `--cfg fuzzing` only).
#[cfg(fuzzing)]
#[doc(hidden)]
pub fn fuzz_payload(stdin: &str) {
    if let Ok(payload) = agent::claude::wire::Payload::parse(stdin) {
        let _ = agent::event::Event::try_from(payload);
    }
    if let Some(files) = edit::apply_patch::parse(stdin) {
        for f in &files {
            if let edit::apply_patch::FilePatch::Update { chunks, .. } = f {
                let _ = edit::apply_patch::old_ranges(stdin, chunks);
                let _ = edit::apply_patch::hunks_after(stdin, chunks);
            }
        }
    }
}

/// Makes the symbol table of `source` as a file of the `pick`-th supported extension (any
/// `pick`), within the budget a Read's answer gives a parse: a table or a clean give-up,
/// no panic, and never far past the budget (the parse and the walk both watch the clock).
/// For the fuzz targets in `fuzz/` (`--cfg fuzzing` only).
#[cfg(fuzzing)]
#[doc(hidden)]
pub fn fuzz_symbols(pick: u8, source: &[u8]) {
    let extensions: Vec<&str> = symbols::LANGUAGES
        .iter()
        .flat_map(|l| l.extensions.iter().copied())
        .collect();
    let ext = extensions[usize::from(pick) % extensions.len()];
    let path = std::path::PathBuf::from(format!("fuzz.{ext}"));
    let budget = std::time::Duration::from_millis(config::PARSE_BUDGET_MS);
    let started = std::time::Instant::now();
    if let Ok(table) = symbols::symbols_of_file_within(&path, source, budget) {
        let lines = source.iter().filter(|&&b| b == b'\n').count() + 1;
        for s in &table {
            assert!(s.start_line >= 1 && s.start_line <= s.end_line && s.end_line <= lines);
        }
        let _ = symbols::innermost_for_lines(&table, &[(1, lines)]);
    }
    // Slack for an instrumented build; a parse or walk that ignored the clock would take
    // far longer on the inputs that find it.
    let took = started.elapsed();
    assert!(took < budget * 20, "{ext}: {} ms", took.as_millis());
}

/// Reads `output` as every test-output parser reads a run's output, and judges it as each
/// runner (and a wrapper of unknown runner) would, with the exit code `exit`; the first
/// line is also read as a command. For the fuzz targets in `fuzz/` (`--cfg fuzzing` only).
#[cfg(fuzzing)]
#[doc(hidden)]
pub fn fuzz_testrun(output: &str, exit: Option<i32>) {
    for spec in testrun::RUNNERS {
        let _ = testrun::parse(spec.runner, output);
        let _ = testrun::judge(spec.runner, exit, output);
    }
    let _ = testrun::judge(testrun::Runner::Any, exit, output);
    if let Some(command) = output.lines().next() {
        let _ = testrun::recognise(command, &[]);
        let _ = testrun::selection(command);
    }
}

/// Waits, at most `limit`, until no hook of any session is still finishing an edit's
/// work on the database at `db`, as every `cm` command does before it opens it. False when
/// one still is. For the tests and benches that read what that work writes.
pub fn wait_for_hooks(db: &std::path::Path, limit: std::time::Duration) -> bool {
    hook::background::settle(db, hook::background::Whose::Anyone, limit)
}

/// Waits, at most `limit`, until no background scan of the database at `db` runs (the one a
/// SessionStart starts after its answer). False when one still does.
pub fn wait_for_scan(db: &std::path::Path, limit: std::time::Duration) -> bool {
    hook::background::scans_settled(db, limit)
}

/// Parses the command line and runs the chosen subcommand.
pub fn run() -> anyhow::Result<ExitCode> {
    use clap::Parser as _;
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        // Exit 2 from a hook blocks the agent's tool call: a hook wired with arguments this
        // `cm` does not know must stay silent instead (the error goes to the hook log).
        Err(e)
            if e.use_stderr()
                && hook::is_hook_command(std::env::args_os(), &cli::global_value_flags()) =>
        {
            hook::refuse_command_line(&e.to_string());
            return Ok(ExitCode::SUCCESS);
        }
        Err(e) => e.exit(),
    };
    cli::dispatch(cli)
}
