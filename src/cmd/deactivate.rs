//! `cm deactivate`: a lesson was wrong or is obsolete; it stops counting towards risk and is
//! hidden from queries (still shown by `cm query --all`).

use std::process::ExitCode;

use anyhow::Result;

use super::Ctx;
use super::resolve::change_status;
use crate::store::Status;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The lesson's number as `cm query` shows it (`12` or `#12`), or its uid
    #[arg(value_name = "EXPERIENCE_ID")]
    pub id: String,
}

pub fn run(ctx: &Ctx, args: Args) -> Result<ExitCode> {
    change_status(ctx, &args.id, Status::Inactive)
}
