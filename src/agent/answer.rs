//! The answer a hook prints: the only place that builds the stdout JSON, so every answer
//! uses documented keys only (Codex rejects unknown ones) and `hookEventName` always
//! matches the event it answers.

use serde_json::{Value, json};

use super::event::EventName;
use crate::agent::{Agent, StopAnswer};

/// What the runtime decided to say. Abstaining is `None` at the call site: nothing printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Answer {
    /// Text the model reads after the tool result / with the prompt.
    Context { event: EventName, text: String },
    /// PreToolUse: refuse this tool call, with the reason as the tool error. `context` is
    /// the same lessons as plain context, for an agent that cannot refuse a tool call.
    Deny { reason: String, context: String },
    /// Stop: the model gets one more turn with this text. Claude Code takes it as
    /// `additionalContext` (a `decision: "block"` would also work, but Claude Code shows
    /// every Stop block to the user as a hook error); Codex only takes `decision: "block"`.
    StopReminder { text: String },
    /// SessionStart: one line for the person (`systemMessage`, which Claude Code and Codex
    /// show) and the model alike.
    Notice { text: String },
}

impl Answer {
    /// The one JSON object to print, in the form `agent` accepts.
    pub(crate) fn to_json(&self, agent: Agent) -> Value {
        match self {
            Answer::Context { event, text } => {
                json!({ "hookSpecificOutput": context(*event, text) })
            }
            Answer::Deny { reason, .. } => json!({
                "hookSpecificOutput": {
                    "hookEventName": EventName::PreToolUse.wire_name(),
                    "permissionDecision": "deny",
                    "permissionDecisionReason": reason,
                }
            }),
            Answer::Notice { text } => json!({
                "systemMessage": text,
                "hookSpecificOutput": context(EventName::SessionStart, text),
            }),
            Answer::StopReminder { text } => match agent.spec().stop {
                StopAnswer::Context => {
                    json!({ "hookSpecificOutput": context(EventName::Stop, text) })
                }
                StopAnswer::Block => json!({
                    "decision": "block",
                    "reason": text,
                }),
            },
        }
    }
}

/// The `hookSpecificOutput` that gives `text` to the model as context of `event`.
fn context(event: EventName, text: &str) -> Value {
    json!({ "hookEventName": event.wire_name(), "additionalContext": text })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_names_its_event() {
        let a = Answer::Context {
            event: EventName::PostToolUse,
            text: "x".into(),
        };
        assert_eq!(
            a.to_json(Agent::Claude),
            json!({"hookSpecificOutput": {"hookEventName": "PostToolUse", "additionalContext": "x"}})
        );
    }

    #[test]
    fn deny_is_pre_tool_use() {
        let v = Answer::Deny {
            reason: "r".into(),
            context: "c".into(),
        }
        .to_json(Agent::Claude);
        assert_eq!(v["hookSpecificOutput"]["hookEventName"], "PreToolUse");
        assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "deny");
        assert_eq!(v["hookSpecificOutput"]["permissionDecisionReason"], "r");
    }

    #[test]
    fn stop_is_context_for_claude_and_a_block_for_codex() {
        let a = Answer::StopReminder { text: "r".into() };
        assert_eq!(
            a.to_json(Agent::Claude),
            json!({"hookSpecificOutput": {"hookEventName": "Stop", "additionalContext": "r"}})
        );
        assert_eq!(
            a.to_json(Agent::Codex),
            json!({"decision": "block", "reason": "r"})
        );
    }
}
