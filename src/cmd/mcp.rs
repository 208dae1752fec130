//! `cm mcp`: the lessons as an MCP server over stdio, for agents that speak MCP but run no
//! hooks. Each tool calls the code of the matching subcommand (`tools`); stdout carries the
//! protocol only.

mod tools;

use std::process::ExitCode;

use anyhow::{Context as _, Result};
use rmcp::ServiceExt as _;

use super::Ctx;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Paths are taken from the current directory (or the project root), as on the \
                  command line; -p/--project and --db apply to every tool call."
)]
pub(crate) struct Args {}

pub(crate) fn run(ctx: &Ctx, _args: &Args) -> Result<ExitCode> {
    let server = tools::Server::new(Ctx {
        json: true,
        ..ctx.clone()
    });
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the MCP server")?;
    runtime.block_on(async move {
        let running = server
            .serve(rmcp::transport::stdio())
            .await
            .context("starting the MCP session")?;
        running.waiting().await.context("serving MCP")?;
        anyhow::Ok(())
    })?;
    Ok(ExitCode::SUCCESS)
}
