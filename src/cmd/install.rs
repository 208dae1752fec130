//! `cm install` (once `cm install-plugin`, still accepted): wire cm's hooks into Claude Code
//! or Codex settings (or print the workflow for other agents), idempotently, and take them
//! out again with `--uninstall`.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};

use super::Ctx;
use crate::agent::{Agent, Scope, Wiring};
use crate::install::command::Platform;
use crate::install::{self, Action, Request};

#[derive(Debug, Clone, clap::Args)]
pub(crate) struct Args {
    /// Which settings file to change
    #[arg(long, value_enum, default_value_t = Scope::Project)]
    pub(crate) scope: Scope,

    /// Which agent to wire; `all`: every agent with hooks whose program is on PATH
    /// (claude, codex, gemini, qwen, droid, copilot, opencode, cline)
    #[arg(long = "agent", value_name = "AGENT", value_parser = targets(), default_value = "claude")]
    pub(crate) target: Target,

    /// The agent of this run (one of `--agent all`'s, or the one named).
    #[arg(skip)]
    pub(crate) agent: Agent,

    /// Show the change as a diff and write nothing
    #[arg(long)]
    pub(crate) dry_run: bool,

    /// Remove the hooks cm added, and nothing else
    #[arg(long)]
    pub(crate) uninstall: bool,

    /// The cm binary the hooks run (default: this binary)
    #[arg(long, value_name = "PATH")]
    pub(crate) binary: Option<PathBuf>,

    /// Codex: also record in $CODEX_HOME/config.toml that you trust the hooks installed,
    /// as trusting them in Codex's /hooks does (Codex runs untrusted hooks not at all)
    #[arg(long, conflicts_with = "uninstall")]
    pub(crate) trust: bool,

    /// Register `cm mcp` as the agent's MCP server instead of wiring hooks: Claude Code's
    /// .mcp.json, Codex's config.toml; what `--agent cursor` always does
    #[arg(long, conflicts_with = "trust")]
    pub(crate) mcp: bool,

    /// Learn from the project's past Claude Code and Codex sessions without asking
    /// (`cm replay --learn`); on a terminal, cm asks when it finds some
    #[arg(long, conflicts_with_all = ["uninstall", "dry_run", "no_learn"])]
    pub(crate) learn: bool,

    /// Do not offer to learn from past sessions
    #[arg(long)]
    pub(crate) no_learn: bool,
}

/// `--agent`: one agent, or all with hooks found on PATH.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Target {
    One(Agent),
    All,
}

fn targets() -> impl clap::builder::TypedValueParser<Value = Target> {
    use clap::ValueEnum as _;
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser as _};
    let names = Agent::value_variants()
        .iter()
        .filter_map(|a| a.to_possible_value())
        .chain([PossibleValue::new("all").help("every agent with hooks found on PATH")]);
    PossibleValuesParser::new(names).map(|name| match Agent::from_str(&name, false) {
        Ok(agent) => Target::One(agent),
        Err(_) => Target::All,
    })
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    if ctx.json && args.learn {
        bail!("--learn prints text; with --json, run `cm --json replay --learn` after installing");
    }
    let code = match args.target {
        Target::One(agent) => run_one(
            ctx,
            &Args {
                agent,
                ..args.clone()
            },
        ),
        Target::All => run_all(ctx, args),
    }?;
    if !(args.uninstall || args.dry_run || args.no_learn || ctx.json) {
        super::replay::learn::offer(ctx, args.learn)?;
    }
    Ok(code)
}

/// `--agent all`: each agent with hooks whose program is on PATH, one after the other.
fn run_all(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    if ctx.json {
        bail!("--agent all prints text; for JSON name one agent per run");
    }
    if args.mcp {
        bail!("--agent all wires hooks; --mcp takes one agent");
    }
    let with_hooks = || crate::agent::AGENTS.iter().filter(|s| s.has_hooks());
    let found: Vec<&crate::agent::AgentSpec> = with_hooks()
        .filter(|s| s.program.and_then(crate::dirs::program_on_path).is_some())
        .collect();
    if found.is_empty() {
        let programs: Vec<&str> = with_hooks().filter_map(|s| s.program).collect();
        bail!(
            "no agent with hooks found on PATH ({}); name one with --agent",
            programs.join(", ")
        );
    }
    for spec in found {
        println!("{}:", spec.display_name);
        if spec.settings_file(args.scope).is_err() {
            println!("skipped: no {} scope", args.scope.as_str());
            continue;
        }
        if let Some(why) = install::command::unsupported(spec.agent, Platform::HOST)
            && !args.uninstall
        {
            println!("skipped: {why}");
            continue;
        }
        // A hook command the agent's shell could not run (a Windows path that needs quoting
        // where that shell is unknown) skips that agent, not the ones after it.
        if !args.uninstall
            && spec.wiring == Wiring::Settings
            && let Err(e) = binary_of(args).and_then(|b| {
                install::wiring::wiring().groups_for_binary(
                    &install::binary_for_command(&b),
                    spec.agent,
                    Platform::HOST,
                )
            })
        {
            println!("skipped: {e:#}");
            continue;
        }
        let one = Args {
            agent: spec.agent,
            trust: args.trust && spec.trusts_hooks,
            ..args.clone()
        };
        run_one(ctx, &one)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn run_one(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let spec = args.agent.spec();
    if args.mcp || (!spec.has_hooks() && spec.mcp_file(Scope::User).is_ok()) {
        return write_settings(ctx, args, true);
    }
    if args.trust && !spec.trusts_hooks {
        bail!("--trust is for agents that ask to trust hooks (--agent codex)");
    }
    if !spec.has_hooks() {
        if args.uninstall {
            bail!(
                "--agent {} writes nothing, so there is nothing to uninstall",
                spec.name
            );
        }
        let doc = serde_json::json!({ "agent": args.agent, "workflow": install::GENERIC_WORKFLOW });
        return super::print::answer(ctx.json, &doc, || Ok(install::GENERIC_WORKFLOW.into()));
    }
    if spec.wiring == Wiring::OwnFiles {
        return install_own_files(ctx, args);
    }
    write_settings(ctx, args, false)
}

/// Merges cm's hooks, or with `mcp` its MCP server entry (`--mcp`, `--agent cursor`), into
/// the agent's settings file, or takes them out, and says what changed.
fn write_settings(ctx: &Ctx, args: &Args, mcp: bool) -> Result<ExitCode> {
    let spec = args.agent.spec();
    let req = Request {
        agent: args.agent,
        scope: args.scope,
        uninstall: args.uninstall,
        binary: binary_of(args)?,
        platform: Platform::HOST,
    };
    let plan = if mcp {
        install::mcp::plan(&req)?
    } else {
        install::plan(&req)?
    };
    let backup = if args.dry_run {
        None
    } else {
        install::apply(&plan)?
    };

    let trust = (!mcp && spec.trusts_hooks && !args.uninstall && !args.dry_run)
        .then(|| install::trust::after_install(&plan, args.scope, args.trust))
        .transpose()?;

    let (key, what) = match mcp {
        true => ("mcp_server", serde_json::json!(install::mcp::SERVER)),
        false => ("events", serde_json::json!(plan.events)),
    };
    let mut doc = serde_json::json!({
        "agent": args.agent,
        "scope": args.scope,
        "path": plan.path,
        "action": plan.action,
        "dry_run": args.dry_run,
        (key): what,
        "backup": backup,
        "diff": args.dry_run.then(|| plan.diff()),
        "trust": trust,
    });
    // The MCP server entry has no trust to tell of.
    if let (true, Some(d)) = (mcp, doc.as_object_mut()) {
        d.shift_remove("trust");
    }
    super::print::answer(ctx.json, &doc, || {
        let path = plan.path.display();
        // `--dry-run`: the diff the plan would write, or that it changes nothing.
        match plan.action {
            Action::Unchanged if args.dry_run => return Ok(format!("{path}: no change\n")),
            _ if args.dry_run => return Ok(plan.diff()),
            _ => {}
        }
        let mut out = String::new();
        let events = plan.events.join(", ");
        let said = match (plan.action, mcp) {
            (Action::Installed, false) => format!("installed cm hooks ({events}) in {path}"),
            (Action::Installed, true) => format!("registered the cm MCP server in {path}"),
            (Action::Updated, false) => format!("updated cm hooks ({events}) in {path}"),
            (Action::Updated, true) => format!("updated the cm MCP server in {path}"),
            (Action::Removed, false) if plan.remove => {
                format!("removed cm hooks from {path}; it held nothing else, so the file is gone")
            }
            (Action::Removed, false) => format!("removed cm hooks from {path}"),
            (Action::Removed, true) => format!("removed the cm MCP server from {path}"),
            (Action::Unchanged, false) if args.uninstall => {
                format!("no cm hooks in {path}; nothing changed")
            }
            (Action::Unchanged, true) if args.uninstall => {
                format!("no cm MCP server in {path}; nothing changed")
            }
            (Action::Unchanged, false) => {
                format!("cm hooks already installed in {path}; nothing changed")
            }
            (Action::Unchanged, true) => {
                format!("the cm MCP server is already registered in {path}; nothing changed")
            }
        };
        writeln!(out, "{said}")?;
        if let Some(b) = &backup {
            writeln!(out, "{}", install::backup_note(b))?;
        }
        if plan.action != Action::Unchanged {
            writeln!(
                out,
                "start a new {} session to load the change",
                spec.display_name
            )?;
        }
        if mcp {
            return Ok(out);
        }
        if let Some(trust) = &trust {
            // The flags that address the same settings file again, for the advice printed.
            let flags = format!("--agent {} --scope {}", spec.name, args.scope.as_str());
            for line in trust.lines(&flags) {
                writeln!(out, "{line}")?;
            }
        }
        if args.agent == Agent::Claude && !args.uninstall {
            for path in install::plugin_enabled_in() {
                writeln!(
                    out,
                    "note: {} also enables the code-memory plugin, so cm would answer each event \
                 twice; disable the plugin or run cm install --uninstall",
                    path.display()
                )?;
            }
        }
        if !args.uninstall && install::is_build_output(&req.binary) {
            writeln!(
                out,
                "note: the hooks run {}, a build output that `cargo clean` removes; \
             `cargo install --path .` then rerun cm install for a lasting path",
                req.binary.display()
            )?;
        }
        if !args.uninstall && install::is_npx_cache(&req.binary) {
            writeln!(
                out,
                "note: the hooks run {}, in npm's npx cache, which `npm cache clean` removes; \
             `npm install -g code-memory-cli` then rerun cm install for a lasting path",
                req.binary.display()
            )?;
        }
        Ok(out)
    })
}

/// The `cm` binary the agent is to run: `--binary`, else this one.
fn binary_of(args: &Args) -> Result<PathBuf> {
    Ok(match &args.binary {
        Some(p) => {
            let p = std::path::absolute(p).with_context(|| format!("resolving {}", p.display()))?;
            if !p.is_file() {
                bail!("--binary {}: no such file", p.display());
            }
            p
        }
        None => install::binary_for_hooks()?,
    })
}

/// `cm install --agent copilot|opencode|cline`: cm's own hook files, written or removed.
fn install_own_files(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    use install::own_files;
    let binary = binary_of(args)?;
    let cm = install::binary_for_command(&binary);
    let plan = own_files::plan(args.agent, args.scope, &cm, args.uninstall, Platform::HOST)?;
    if !args.dry_run {
        own_files::apply(&plan)?;
    }
    let files: Vec<_> = plan
        .files
        .iter()
        .map(|(f, a)| serde_json::json!({ "path": f.path, "action": a }))
        .collect();
    let doc = serde_json::json!({
        "agent": args.agent,
        "scope": args.scope,
        "action": plan.action,
        "dry_run": args.dry_run,
        "files": files,
    });
    super::print::answer(ctx.json, &doc, || {
        let mut out = String::new();
        let spec = args.agent.spec();
        for (file, action) in &plan.files {
            let path = file.path.display();
            let verb = match (action, args.dry_run) {
                (Action::Unchanged, _) => continue,
                (Action::Installed, false) => "wrote",
                (Action::Updated, false) => "updated",
                (Action::Removed, false) => "removed",
                (Action::Installed, true) => "would write",
                (Action::Updated, true) => "would update",
                (Action::Removed, true) => "would remove",
            };
            writeln!(out, "{verb} {path}")?;
        }
        match plan.action {
            Action::Unchanged if args.uninstall => writeln!(
                out,
                "no cm hooks for {} at --scope {}; nothing changed",
                spec.display_name,
                args.scope.as_str()
            )?,
            Action::Unchanged => writeln!(
                out,
                "cm hooks for {} already installed; nothing changed",
                spec.display_name
            )?,
            _ if args.dry_run => {}
            _ => writeln!(
                out,
                "start a new {} session to load the change",
                spec.display_name
            )?,
        }
        if !args.uninstall && !args.dry_run {
            for line in install::own_files::before_it_runs(args.agent, args.scope) {
                writeln!(out, "note: {line}")?;
            }
        }
        Ok(out)
    })
}
