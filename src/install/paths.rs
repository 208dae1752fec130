//! Where each agent keeps its hook settings, per scope.
//! Claude Code: `.claude/settings.json` (project), `.claude/settings.local.json` (local),
//! `$CLAUDE_CONFIG_DIR/settings.json` or `~/.claude/settings.json` (user).
//! Codex CLI: `.codex/hooks.json` (project), `$CODEX_HOME/hooks.json` or `~/.codex/hooks.json` (user).

use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::{dirs, project};

/// Which settings file of an agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// .claude/settings.json of the project, shared through the repository
    Project,
    /// .claude/settings.local.json: this project, for you only
    Local,
    /// ~/.claude/settings.json (or $CLAUDE_CONFIG_DIR/settings.json): every project
    User,
}

impl Scope {
    /// The name used on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Project => "project",
            Scope::Local => "local",
            Scope::User => "user",
        }
    }
}

/// Which agent to wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Agent {
    /// Claude Code (and Cursor, which reads Claude Code's hook settings)
    Claude,
    /// Codex CLI: .codex/hooks.json (user scope: ~/.codex/hooks.json or $CODEX_HOME)
    Codex,
    /// Any other agent: print the workflow for AGENTS.md / CLAUDE.md; writes nothing
    Generic,
}

/// The hook settings file of `agent` at `scope`.
pub fn settings_file(agent: Agent, scope: Scope) -> Result<PathBuf> {
    Ok(match (agent, scope) {
        (Agent::Claude, Scope::Project) => project::current_dir_root()?
            .join(".claude")
            .join("settings.json"),
        (Agent::Claude, Scope::Local) => project::current_dir_root()?
            .join(".claude")
            .join("settings.local.json"),
        (Agent::Claude, Scope::User) => dirs::claude_config_dir()?.join("settings.json"),
        (Agent::Codex, Scope::Project) => project::current_dir_root()?
            .join(".codex")
            .join("hooks.json"),
        (Agent::Codex, Scope::User) => dirs::codex_home()?.join("hooks.json"),
        (Agent::Codex, Scope::Local) => {
            bail!("Codex has no local settings file; use --scope project or --scope user")
        }
        (Agent::Generic, _) => bail!("--agent generic has no settings file"),
    })
}

/// The first `cm` executable on PATH, as found there (symlinks not resolved).
pub fn cm_on_path() -> Option<PathBuf> {
    let name = if cfg!(windows) { "cm.exe" } else { "cm" };
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_absolute() && p.is_file())
}

/// Every settings file `cm doctor` inspects, with a label naming its scope.
pub fn all_settings_files() -> Vec<(Agent, Scope, Result<PathBuf>)> {
    [
        (Agent::Claude, Scope::User),
        (Agent::Claude, Scope::Project),
        (Agent::Claude, Scope::Local),
        (Agent::Codex, Scope::User),
        (Agent::Codex, Scope::Project),
    ]
    .into_iter()
    .map(|(agent, scope)| (agent, scope, settings_file(agent, scope)))
    .collect()
}
