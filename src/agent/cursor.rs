//! Cursor: cm registers its MCP server; its hooks come from Claude Code's settings.

use super::{Agent, AgentSpec, Home, McpFormat, SettingsFiles, StopAnswer, Wiring};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Cursor,
    name: "cursor",
    display_name: "Cursor",
    home: Some(Home::at(".cursor")),
    settings: SettingsFiles::NONE,
    stop: StopAnswer::Context,
    timeout_unit: 1,
    hook_arg: None,
    trusts_hooks: false,
    mcp: SettingsFiles::of(".cursor/mcp.json", "mcp.json"),
    mcp_format: McpFormat::JsonMcpServers,
    dialect: super::claude::AGENT.dialect,
    wiring: Wiring::Settings,
    program: None,
};
