//! Codex CLI: Claude Code's hook protocol, with a narrower answer at Stop; its hooks run
//! once trusted in its own configuration.

use super::{Agent, AgentSpec, Home, McpFormat, SettingsFiles, StopAnswer};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Codex,
    name: "codex",
    display_name: "Codex",
    home: Some(Home::var("CODEX_HOME", ".codex")),
    settings: SettingsFiles::of(".codex/hooks.json", "hooks.json"),
    // Codex accepts a narrower answer at Stop: `cm hook` is told who asks.
    stop: StopAnswer::Block,
    hook_arg: Some("codex"),
    trusts_hooks: true,
    mcp: SettingsFiles {
        project: None,
        local: None,
        user: Some("config.toml"),
    },
    mcp_format: McpFormat::TomlMcpServers,
    program: Some("codex"),
    dialect: super::claude::AGENT.dialect,
    ..super::generic::AGENT
};
