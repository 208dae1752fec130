//! `cm completions SHELL`: print a completion script generated from the clap definition,
//! so completions never fall behind the command line.

use std::process::ExitCode;

use anyhow::Result;
use clap::CommandFactory as _;

use super::Ctx;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The shell to complete for
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
}

pub(crate) fn run(_ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let mut cmd = crate::cli::Cli::command();
    clap_complete::generate(args.shell, &mut cmd, "cm", &mut std::io::stdout().lock());
    Ok(ExitCode::SUCCESS)
}
