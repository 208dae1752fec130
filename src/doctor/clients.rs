//! Doctor's note on agents found on PATH whose settings wire no cm hooks: cm is not in
//! their sessions, and one `cm install` line puts it there.

use std::path::Path;

use super::Check;
use super::hooks::SettingsFile;
use crate::agent::{AGENTS, Agent, AgentSpec, Wiring};

/// One note per agent with a settings file on PATH and wired in none of its files.
pub(super) fn check_unwired(files: &[SettingsFile]) -> Vec<Check> {
    AGENTS
        .iter()
        .filter(|spec| spec.wiring == Wiring::Settings && spec.agent != Agent::Claude)
        .filter(|spec| spec.has_hooks() && !files.iter().any(|f| f.agent == spec.agent))
        .filter_map(|spec| Some(unwired(spec, &crate::dirs::program_on_path(spec.program?)?)))
        .collect()
}

/// The note on an agent whose program is on PATH at `path` and wired to no cm hooks.
pub(super) fn unwired(spec: &AgentSpec, path: &Path) -> Check {
    Check::ok(
        format!("{} hooks", spec.name),
        format!(
            "{} is on PATH ({}) and cm is not wired into it; cm install --agent {} wires it",
            spec.display_name,
            path.display(),
            spec.name
        ),
    )
}
