//! Any other agent: `cm install` prints the workflow for AGENTS.md / CLAUDE.md and writes
//! nothing.

use super::{Agent, AgentSpec, McpFormat, SettingsFiles, StopAnswer, Wiring};

/// Also what the other agents' rows do not say otherwise.
pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Generic,
    name: "generic",
    display_name: "other agents",
    home: None,
    settings: SettingsFiles::NONE,
    stop: StopAnswer::Context,
    timeout_unit: 1,
    hook_arg: None,
    trusts_hooks: false,
    mcp: SettingsFiles::NONE,
    mcp_format: McpFormat::JsonMcpServers,
    dialect: super::claude::AGENT.dialect,
    wiring: Wiring::Settings,
    program: None,
};
