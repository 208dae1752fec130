//! `cm query`.

use std::process::ExitCode;

use anyhow::Result;

use super::Ctx;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(_ctx: &Ctx, _args: Args) -> Result<ExitCode> {
    anyhow::bail!("not implemented yet")
}
