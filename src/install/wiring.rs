//! The canonical hook wiring (`hooks/wiring.json`, embedded) and its renderings: into a
//! Claude Code settings file, into Codex's `hooks.json`, and into the plugin's
//! `hooks/hooks.json`. One source, so the installer and the plugin cannot drift apart.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use anyhow::{Context as _, Result};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::agent::Agent;

/// The committed wiring, compiled into the binary.
const WIRING_JSON: &str = include_str!("../../hooks/wiring.json");

/// How the plugin's hooks reach `cm`: the `cm` on PATH, by name. The one command runs in
/// every shell Claude Code uses (`sh`, Git Bash, PowerShell, cmd), finds an npm install's
/// `cm.cmd` on Windows, and names no plugin path: `${CLAUDE_PLUGIN_ROOT}` is a backslash
/// path on Windows, which Git Bash mangles.
pub(crate) const PLUGIN_PROGRAM: &str = "cm";

/// The whole wiring.
#[derive(Debug, Clone, Deserialize)]
pub struct Wiring {
    pub(crate) description: String,
    pub hooks: Vec<HookSpec>,
}

/// One event `cm` answers.
#[derive(Debug, Clone, Deserialize)]
pub struct HookSpec {
    /// Claude Code event name, e.g. `PreToolUse`.
    pub event: String,
    /// Exact tool list, e.g. `Edit|Write|NotebookEdit`; `None` for events without tools.
    pub matcher: Option<String>,
    /// The `cm hook <name>` subcommand, e.g. `pre-tool-use`.
    pub cm_hook: String,
    /// Seconds.
    pub timeout: u32,
    /// How the agents other than Claude Code that have this event wire it, by the agent's
    /// name (its row's `name`).
    #[serde(default)]
    pub agents: BTreeMap<String, AgentEntry>,
}

/// How an event is wired for an agent other than Claude Code.
#[derive(Debug, Clone, Deserialize)]
pub struct AgentEntry {
    /// The agent's tool names (`apply_patch`, `Bash`); `None` for events without tools.
    pub matcher: Option<String>,
    /// The agent's own name for the event (Gemini CLI's `BeforeTool`); `None`: Claude
    /// Code's.
    #[serde(default)]
    pub event: Option<String>,
}

/// The parsed canonical wiring.
pub fn wiring() -> &'static Wiring {
    static WIRING: OnceLock<Wiring> = OnceLock::new();
    WIRING.get_or_init(|| {
        serde_json::from_str(WIRING_JSON).expect("hooks/wiring.json is checked by the test suite")
    })
}

/// Parses a wiring document (the embedded one, or a file under test).
pub fn parse(text: &str) -> Result<Wiring> {
    serde_json::from_str(text).context("parsing the hook wiring")
}

impl Wiring {
    /// The events wired for `agent`, in wiring order, each with its matcher: Claude Code's
    /// are the events' own, another agent's its entry in `agents`.
    pub(crate) fn entries(&self, agent: Agent) -> impl Iterator<Item = (&HookSpec, Option<&str>)> {
        self.hooks.iter().filter_map(move |h| match agent {
            Agent::Claude => Some((h, h.matcher.as_deref())),
            _ => Self::entry(h, agent).map(|e| (h, e.matcher.as_deref())),
        })
    }

    /// How `h` is wired for `agent`, when it is and the agent is not Claude Code.
    fn entry(h: &HookSpec, agent: Agent) -> Option<&AgentEntry> {
        h.agents.get(agent.spec().name)
    }

    /// The name `agent` gives the event of `h` in its settings file.
    pub(crate) fn event_for<'w>(&self, h: &'w HookSpec, agent: Agent) -> &'w str {
        Self::entry(h, agent)
            .and_then(|e| e.event.as_deref())
            .unwrap_or(&h.event)
    }

    /// `(event, matcher group)` pairs to merge into `agent`'s settings file, each group
    /// running `<cm> hook <name>` where `cm` is the binary's path.
    pub(crate) fn groups_for_binary(&self, cm: &str, agent: Agent) -> Vec<(String, Value)> {
        let program = crate::text::shell_word(cm);
        let agent_arg = agent
            .spec()
            .hook_arg
            .map(|name| format!(" --agent {name}"))
            .unwrap_or_default();
        self.entries(agent)
            .map(|(h, matcher)| {
                let command = format!("{program} hook {}{agent_arg}", h.cm_hook);
                let timeout = h.timeout * agent.spec().timeout_unit;
                let event = self.event_for(h, agent).to_string();
                (event, group(matcher, &command, timeout))
            })
            .collect()
    }

    /// The plugin's `hooks/hooks.json` document.
    pub fn plugin_hooks_json(&self) -> Value {
        let mut events = Map::new();
        for (h, matcher) in self.entries(Agent::Claude) {
            let command = format!("{PLUGIN_PROGRAM} hook {}", h.cm_hook);
            let groups = events
                .entry(h.event.clone())
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(list) = groups {
                list.push(group(matcher, &command, h.timeout));
            }
        }
        json!({ "description": self.description, "hooks": events })
    }

    /// The wiring entry answered by `cm hook <name>`.
    pub(crate) fn by_cm_hook(&self, name: &str) -> Option<&HookSpec> {
        self.hooks.iter().find(|h| h.cm_hook == name)
    }
}

/// One matcher group with one command handler, in the key order Claude Code's docs use.
fn group(matcher: Option<&str>, command: &str, timeout: u32) -> Value {
    let mut g = Map::new();
    if let Some(m) = matcher {
        g.insert("matcher".into(), Value::String(m.into()));
    }
    g.insert(
        "hooks".into(),
        json!([{ "type": "command", "command": command, "timeout": timeout }]),
    );
    Value::Object(g)
}

/// Pretty JSON the way settings files are usually written: 2-space indent, final newline.
pub fn to_pretty(doc: &Value) -> String {
    let mut text = serde_json::to_string_pretty(doc).expect("a JSON value always serializes");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_wiring_parses_and_names_distinct_events() {
        let w = wiring();
        let mut events: Vec<_> = w.hooks.iter().map(|h| h.event.as_str()).collect();
        events.sort_unstable();
        events.dedup();
        assert_eq!(events.len(), w.hooks.len(), "one entry per event");
        for h in &w.hooks {
            assert!((1..=30).contains(&h.timeout), "{}: a few seconds", h.event);
            if let Some(m) = &h.matcher {
                // Exact lists only: anything else is an unanchored regex in Claude Code.
                assert!(
                    m.chars().all(|c| c.is_ascii_alphanumeric() || c == '|'),
                    "{m}"
                );
            }
        }
    }

    #[test]
    fn binary_path_with_spaces_is_quoted() {
        let groups = wiring().groups_for_binary("/opt/my tools/cm", Agent::Claude);
        let (event, g) = &groups[0];
        assert_eq!(event, "PreToolUse");
        assert_eq!(
            g["hooks"][0]["command"],
            "'/opt/my tools/cm' hook pre-tool-use"
        );
        assert_eq!(g["matcher"], "Edit|Write|NotebookEdit");
    }

    #[test]
    fn codex_rendering_skips_events_codex_lacks() {
        let groups = wiring().groups_for_binary("/usr/bin/cm", Agent::Codex);
        let events: Vec<_> = groups.iter().map(|(e, _)| e.as_str()).collect();
        assert!(!events.contains(&"PostToolUseFailure"));
        let pre = &groups.iter().find(|(e, _)| e == "PreToolUse").unwrap().1;
        assert_eq!(pre["matcher"], "apply_patch");
    }
}
