//! Pure: agent session transcripts read into the steps a replay feeds to the hooks.
//!
//! Claude Code writes a session as JSONL under `~/.claude/projects/<project>/` (user
//! prompts, the assistant's tool calls, and each tool's result with its structured
//! `toolUseResult`); Codex writes a rollout under `~/.codex/sessions/` (function calls and
//! their outputs). Both become one [`Transcript`]: the prompts and the tool calls in order,
//! each with what the tool returned, which is everything a hook would have been sent. No
//! file is read here and nothing is run: `cmd::replay` lays out the files and calls the hooks.

mod claude;
mod codex;
pub(crate) mod patch;
pub(crate) mod paths;

use serde_json::Value;

/// The agent that wrote a transcript.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Agent {
    Claude,
    Codex,
}

/// One session, as its hooks would have seen it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Transcript {
    pub(crate) agent: Agent,
    pub(crate) session_id: String,
    /// The directory the session started in (the project the replay rebuilds).
    pub(crate) cwd: String,
    /// The first timestamp (RFC 3339), to replay several sessions in the order they ran.
    pub(crate) started: String,
    pub(crate) steps: Vec<Step>,
}

/// A prompt or a tool call, with the directory the agent was in.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Step {
    pub(crate) cwd: String,
    pub(crate) kind: StepKind,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum StepKind {
    /// The user's prompt (commands and their local output left out).
    Prompt(String),
    /// A tool call and its result, named and shaped as the agent's hook payloads name them
    /// (`Bash` for Codex's shell commands, `apply_patch` with `{"command": patch}`).
    Tool(ToolCall),
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ToolCall {
    pub(crate) name: String,
    pub(crate) input: Value,
    pub(crate) outcome: Outcome,
}

/// What a tool call returned.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Outcome {
    /// It worked: the hook's `tool_response` (Claude Code's `toolUseResult`; Codex's output
    /// text). `exit_code` is Codex's, from its output's header.
    Done {
        response: Value,
        exit_code: Option<i32>,
    },
    /// It failed: the tool result's text (`Exit code N\n<output>` for a shell command).
    Failed { error: String },
    /// The transcript ends (or the call was cut off) before its result.
    Missing,
}

/// Reads a transcript of either agent; `None` when the text is neither (no tool call and no
/// prompt could be read from it, or it is another agent's format).
pub(crate) fn read(text: &str) -> Option<Transcript> {
    let first = text
        .lines()
        .find_map(|l| serde_json::from_str::<Value>(l).ok())?;
    let transcript = if first.get("type").and_then(Value::as_str) == Some("session_meta") {
        codex::read(text)
    } else {
        claude::read(text)
    }?;
    (!transcript.steps.is_empty()).then_some(transcript)
}

/// The string at `key` of a JSON object, or "".
pub(crate) fn str_at<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neither_format_is_none() {
        assert!(read("").is_none());
        assert!(read("not json\n").is_none());
        assert!(read("{\"type\":\"summary\"}\n").is_none());
    }
}
