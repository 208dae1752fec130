//! The canonical hook wiring (`hooks/wiring.json`, embedded) and its renderings: into a
//! Claude Code settings file, into Codex's `hooks.json`, and into the plugin's
//! `hooks/hooks.json`. One source, so the installer and the plugin cannot drift apart.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use anyhow::{Context as _, Result};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::command::{self, Platform};
use crate::agent::Agent;

/// The committed wiring, compiled into the binary.
const WIRING_JSON: &str = include_str!("../../hooks/wiring.json");

/// What the plugin's SessionStart says when there is no `cm` on PATH: to the user
/// (`systemMessage`) and to the model (`additionalContext`).
const PLUGIN_NO_CM: &str = "code-memory is enabled but its cm binary is not installed, so no \
     lessons are shown or recorded. Install it with one line (uv tool install code-memory-cli, \
     pip install code-memory-cli or npm install -g code-memory-cli), then start a new session.";

/// The plugin's command for `cm hook <hook>`: the `cm` on PATH, by name, so no plugin path
/// is in it (`${CLAUDE_PLUGIN_ROOT}` is a backslash path on Windows, which Git Bash
/// mangles), and it finds an npm install's `cm.cmd` on Windows. When there is no `cm`, the
/// hook still exits 0 (`|| exit 0`), and SessionStart says once how to install it. The line
/// runs the same in `sh`, Git Bash and PowerShell 7, the shells Claude Code runs hooks in
/// (cmd would print SessionStart's single quotes with its message).
fn plugin_command(hook: &str) -> String {
    if hook == "session-start" {
        let msg = json!({
            "systemMessage": PLUGIN_NO_CM,
            "hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": PLUGIN_NO_CM},
        });
        format!("cm hook {hook} || echo '{msg}'")
    } else {
        format!("cm hook {hook} || exit 0")
    }
}

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
    /// running `<cm> hook <name>` where `cm` is the binary's path, in the form `agent` runs
    /// on `platform` (`command::handler`).
    pub(crate) fn groups_for_binary(
        &self,
        cm: &str,
        agent: Agent,
        platform: Platform,
    ) -> Result<Vec<(String, Value)>> {
        let agent_arg = agent
            .spec()
            .hook_arg
            .map(|name| format!(" --agent {name}"))
            .unwrap_or_default();
        self.entries(agent)
            .map(|(h, matcher)| {
                let timeout = h.timeout * agent.spec().timeout_unit;
                let handler =
                    command::handler(agent, platform, cm, &h.cm_hook, &agent_arg, timeout)?;
                let event = self.event_for(h, agent).to_string();
                Ok((event, group(matcher, handler)))
            })
            .collect()
    }

    /// The plugin's `hooks/hooks.json` document.
    pub fn plugin_hooks_json(&self) -> Value {
        let mut events = Map::new();
        for (h, matcher) in self.entries(Agent::Claude) {
            let command = plugin_command(&h.cm_hook);
            let groups = events
                .entry(h.event.clone())
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(list) = groups {
                let handler =
                    json!({ "type": "command", "command": command, "timeout": h.timeout });
                list.push(group(matcher, handler));
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
fn group(matcher: Option<&str>, handler: Value) -> Value {
    let hooks = Value::Array(vec![handler]);
    match matcher {
        Some(m) => json!({ "matcher": m, "hooks": hooks }),
        None => json!({ "hooks": hooks }),
    }
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
        let groups = wiring()
            .groups_for_binary("/opt/my tools/cm", Agent::Claude, Platform::Unix)
            .unwrap();
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
        let groups = wiring()
            .groups_for_binary("/usr/bin/cm", Agent::Codex, Platform::Unix)
            .unwrap();
        let events: Vec<_> = groups.iter().map(|(e, _)| e.as_str()).collect();
        assert!(!events.contains(&"PostToolUseFailure"));
        let pre = &groups.iter().find(|(e, _)| e == "PreToolUse").unwrap().1;
        assert_eq!(pre["matcher"], "apply_patch");
    }

    /// The hooks each agent gets on Windows, rendered here: every handler is the agent's
    /// Windows form, reads back as cm's with the right program and event, and the settings
    /// document holding them installs and uninstalls cleanly.
    #[test]
    fn windows_commands_are_each_agents_own_form() {
        let plain = "C:/Users/me/.cargo/bin/cm.exe";
        let spaced = "C:/Program Files/cm/cm.exe";
        let first = |cm: &str, agent: Agent| {
            let groups = wiring()
                .groups_for_binary(cm, agent, Platform::Windows)
                .unwrap();
            groups[0].1["hooks"][0].clone()
        };
        // Claude Code: the bare path runs in Git Bash, PowerShell and cmd; a path with a space
        // is exec form, which no shell reads.
        assert_eq!(
            first(plain, Agent::Claude),
            json!({"type": "command", "command": "C:/Users/me/.cargo/bin/cm.exe hook pre-tool-use", "timeout": 5})
        );
        assert_eq!(
            first(spaced, Agent::Claude),
            json!({"type": "command", "command": spaced, "args": ["hook", "pre-tool-use"], "timeout": 5})
        );
        // Codex: `commandWindows`, for PowerShell and cmd alike.
        assert_eq!(
            first(spaced, Agent::Codex)["commandWindows"],
            r#"cmd /c "C:/Program Files/cm/cm.exe" hook pre-tool-use --agent codex"#
        );
        assert_eq!(
            first(spaced, Agent::Codex)["command"],
            "'C:/Program Files/cm/cm.exe' hook pre-tool-use --agent codex"
        );
        assert_eq!(
            first(plain, Agent::Codex)["commandWindows"],
            "C:/Users/me/.cargo/bin/cm.exe hook pre-tool-use --agent codex"
        );
        // Gemini CLI: PowerShell's call operator.
        assert_eq!(
            first(spaced, Agent::Gemini),
            json!({"type": "command",
                   "command": "& 'C:/Program Files/cm/cm.exe' hook pre-tool-use --agent gemini",
                   "timeout": 5000})
        );
        // Qwen Code and Droid: the bare path, or a clear refusal.
        assert_eq!(
            first(plain, Agent::Qwen)["command"],
            "C:/Users/me/.cargo/bin/cm.exe hook pre-tool-use --agent qwen"
        );
        for agent in [Agent::Qwen, Agent::Droid] {
            let err = wiring()
                .groups_for_binary(spaced, agent, Platform::Windows)
                .unwrap_err()
                .to_string();
            assert!(err.contains("C:/Program Files/cm/cm.exe"), "{err}");
            assert!(!err.contains('\n'), "one line: {err}");
        }

        for cm in [plain, spaced, "C:/Users/O'Brien/cm.exe"] {
            for agent in [Agent::Claude, Agent::Codex, Agent::Gemini] {
                let groups = wiring()
                    .groups_for_binary(cm, agent, Platform::Windows)
                    .unwrap();
                let doc = super::super::settings::install(&json!({}), &groups).unwrap();
                // The file as written parses back to the same document.
                let back: Value = serde_json::from_str(&to_pretty(&doc)).unwrap();
                assert_eq!(back, doc);
                let found = super::super::settings::find_ours(&doc);
                assert_eq!(found.len(), groups.len(), "{agent:?} {cm}");
                for (f, (event, _)) in found.iter().zip(&groups) {
                    assert_eq!(&f.event, event);
                    assert_eq!(f.command.program, cm, "{agent:?}");
                }
                for (_, g) in &groups {
                    let h = &g["hooks"][0];
                    if h.get("args").is_some() {
                        // Exec form: the program itself, no shell words.
                        assert_eq!(h["command"], cm);
                        continue;
                    }
                    for key in ["command", "commandWindows"] {
                        if let Some(text) = h.get(key).and_then(Value::as_str) {
                            let words = command::words(text).unwrap();
                            assert_eq!(words[0], cm, "{key}: {text}");
                            assert_eq!(words[1], "hook", "{key}: {text}");
                        }
                    }
                }
                let again = super::super::settings::install(&doc, &groups).unwrap();
                assert_eq!(again, doc, "installing twice changes nothing");
                let (empty, removed) = super::super::settings::uninstall(&doc).unwrap();
                assert_eq!(removed, groups.len());
                assert_eq!(empty, json!({}));
            }
        }
    }

    /// On Linux and macOS the commands stay what they were: one POSIX-quoted shell command,
    /// nothing else in the handler.
    #[test]
    fn unix_commands_are_posix_quoted_and_nothing_more() {
        for agent in [
            Agent::Claude,
            Agent::Codex,
            Agent::Gemini,
            Agent::Qwen,
            Agent::Droid,
        ] {
            let groups = wiring()
                .groups_for_binary("/opt/my tools/cm", agent, Platform::Unix)
                .unwrap();
            let arg = agent
                .spec()
                .hook_arg
                .map(|a| format!(" --agent {a}"))
                .unwrap_or_default();
            for (_, g) in &groups {
                let h = g["hooks"][0].as_object().unwrap();
                let keys: Vec<&str> = h.keys().map(String::as_str).collect();
                assert_eq!(keys, ["type", "command", "timeout"], "{agent:?}");
                let command = h["command"].as_str().unwrap();
                assert!(command.starts_with("'/opt/my tools/cm' hook "), "{command}");
                assert!(command.ends_with(&arg), "{command}");
            }
        }
    }
}
