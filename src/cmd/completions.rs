//! `cm completions SHELL`: print a completion script generated from the clap definition,
//! so completions never fall behind the command line.

use std::process::ExitCode;

use anyhow::Result;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The shell to complete for
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
}

/// Prints the script for `command`, the whole command line's definition.
pub(crate) fn run(args: &Args, mut command: clap::Command) -> Result<ExitCode> {
    clap_complete::generate(
        args.shell,
        &mut command,
        "cm",
        &mut std::io::stdout().lock(),
    );
    Ok(ExitCode::SUCCESS)
}
