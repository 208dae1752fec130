//! `cm hook [EVENT]`: answer one Claude Code hook event. Reads the payload on stdin, prints
//! at most one JSON object, and always exits 0 (errors go to `hook.log`, never to the agent).

use std::io::{Read as _, Write as _};
use std::process::ExitCode;

use anyhow::Result;

use super::Ctx;
use crate::agent::{Agent, event::EventName};
use crate::hook;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Reads one hook payload (JSON) on stdin and answers per the Claude Code hooks \
                  protocol. With EVENT, a payload of another event is ignored. Never fails: \
                  problems are logged to hook.log beside the database."
)]
pub(crate) struct Args {
    /// The event this hook is wired to
    #[arg(value_enum, value_name = "EVENT")]
    pub(crate) event: Option<EventName>,

    /// The agent that runs this hook (its answers differ only at Stop)
    #[arg(long, value_parser = agents_with_hooks(), default_value = Agent::default().spec().name)]
    pub(crate) agent: Agent,

    /// The child process that finishes an edit's work where there is no fork: reads the
    /// files and payload its hook hands it, answers nothing
    #[arg(long, hide = true)]
    pub(crate) finishing: bool,
}

/// `--agent` takes only the agents that run hooks.
fn agents_with_hooks() -> impl clap::builder::TypedValueParser<Value = Agent> {
    use clap::ValueEnum as _;
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser as _};
    let names =
        Agent::with_hooks().map(|a| PossibleValue::new(a.spec().name).help(a.spec().display_name));
    PossibleValuesParser::new(names).map(|name| Agent::from_str(&name, false).unwrap_or_default())
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    // A panic is caught and logged by the runtime; its default report on stderr would only
    // reach the user as noise.
    std::panic::set_hook(Box::new(|_| {}));
    if args.finishing {
        return finish(ctx, args);
    }
    // All of stdin first: a hook that answers before reading it can block the agent.
    let mut input = String::new();
    let answer = match std::io::stdin().read_to_string(&mut input) {
        Ok(_) => answer(ctx, args, &input),
        Err(e) => {
            if let Ok(db) = ctx.db_path() {
                let event = args
                    .event
                    .map_or_else(|| "-".to_string(), EventName::arg_name);
                hook::log(&db, &event, &format!("reading stdin: {e}"));
            }
            None
        }
    };
    if let Some(json) = answer {
        let mut out = std::io::stdout().lock();
        // A closed stdout is the agent's business, not an error of ours.
        let _ = writeln!(out, "{json}");
        let _ = out.flush();
    }
    Ok(ExitCode::SUCCESS)
}

/// The hook runtime's answer to `payload`, for the event and agent of `args`.
fn answer(ctx: &Ctx, args: &Args, payload: &str) -> Option<serde_json::Value> {
    hook::answer(
        ctx.db.as_deref(),
        ctx.project.as_deref(),
        args.event,
        args.agent,
        payload,
        hook::Finish::AfterAnswer,
    )
}

/// `cm hook --finishing` (Windows): the work of the edit its hook handed over
/// (`hook::handover`), done quietly: the hook has answered.
#[cfg(windows)]
fn finish(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let mut input = Vec::new();
    if std::io::stdin().read_to_end(&mut input).is_ok()
        && let Some(payload) = hook::handover::become_child(&input)
    {
        answer(ctx, args, &payload);
    }
    Ok(ExitCode::SUCCESS)
}

/// Elsewhere an edit's work is finished by a forked hook: nothing is handed over.
#[cfg(not(windows))]
fn finish(_ctx: &Ctx, _args: &Args) -> Result<ExitCode> {
    let _ = std::io::copy(&mut std::io::stdin(), &mut std::io::sink());
    Ok(ExitCode::SUCCESS)
}
