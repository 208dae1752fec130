//! `cm doctor`: check the installation, database and hook wiring; exit non-zero when
//! something is wrong, with the fix for each finding.

use std::process::ExitCode;

use anyhow::Result;

use super::Ctx;
use crate::doctor;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {}

pub(crate) fn run(ctx: &Ctx, _args: Args) -> Result<ExitCode> {
    let report = doctor::run(ctx.db_path());
    super::print::answer(ctx.json, &report, || Ok(doctor::render(&report)))?;
    Ok(if report.ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
