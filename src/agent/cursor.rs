//! Cursor: cm registers its MCP server; its hooks come from Claude Code's settings.

use super::{Agent, AgentSpec, Home, SettingsFiles};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Cursor,
    name: "cursor",
    display_name: "Cursor",
    home: Some(Home::at(".cursor")),
    mcp: SettingsFiles::of(".cursor/mcp.json", "mcp.json"),
    dialect: super::claude::AGENT.dialect,
    ..super::generic::AGENT
};
