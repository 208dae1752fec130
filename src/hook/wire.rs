//! Serde mirrors of the hook payload Claude Code (and Codex) write on stdin, and nothing
//! else: what the runtime acts on is the domain [`Event`](super::event::Event), made from
//! these in `event.rs`.
//!
//! The payload grows new fields, events and tools over time: unknown fields are ignored and
//! an unknown event is [`EventPayload::Other`], so a newer agent never breaks an older `cm`.

use std::path::PathBuf;

use serde::Deserialize;
use serde_json::Value;

/// The fields every event carries, plus the event-specific ones flattened in.
#[derive(Debug, Deserialize)]
pub struct Payload {
    #[serde(default)]
    pub session_id: Option<String>,
    /// The agent's current directory (follows its `cd`).
    #[serde(default)]
    pub cwd: Option<PathBuf>,
    #[serde(flatten)]
    pub event: EventPayload,
}

/// `hook_event_name` selects the variant.
#[derive(Debug, Deserialize)]
#[serde(tag = "hook_event_name")]
pub enum EventPayload {
    PreToolUse(ToolPayload),
    PostToolUse(ToolPayload),
    PostToolUseFailure(ToolPayload),
    SessionStart {
        #[serde(default)]
        source: Option<String>,
    },
    UserPromptSubmit {
        #[serde(default)]
        prompt: String,
    },
    Stop {
        #[serde(default)]
        stop_hook_active: bool,
    },
    #[serde(other)]
    Other,
}

/// A tool call; `tool_input`/`tool_response` are shaped by `tool_name`, so they stay raw
/// JSON until the conversion to an event knows which tool it is.
#[derive(Debug, Deserialize)]
pub struct ToolPayload {
    pub tool_name: String,
    #[serde(default)]
    pub tool_input: Value,
    #[serde(default)]
    pub tool_response: Value,
    /// PostToolUseFailure: `Exit code N\n<output>`.
    #[serde(default)]
    pub error: Option<String>,
    /// PostToolUseFailure: the user interrupted the tool.
    #[serde(default)]
    pub is_interrupt: bool,
}

/// `Edit`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub struct EditInput {
    pub file_path: PathBuf,
    #[serde(default)]
    pub old_string: String,
    #[serde(default)]
    pub replace_all: bool,
}

/// `Write`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub struct WriteInput {
    pub file_path: PathBuf,
    #[serde(default)]
    pub content: String,
}

/// `Read`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub struct ReadInput {
    pub file_path: PathBuf,
    #[serde(default)]
    pub offset: Option<u64>,
    #[serde(default)]
    pub limit: Option<u64>,
}

/// `NotebookEdit`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub struct NotebookInput {
    pub notebook_path: PathBuf,
}

/// `Bash`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub struct BashInput {
    pub command: String,
    #[serde(default)]
    pub run_in_background: bool,
}

/// Edit/Write PostToolUse `tool_response`: only the part that says which lines changed.
#[derive(Debug, Deserialize)]
pub struct EditResponse {
    #[serde(default, rename = "structuredPatch")]
    pub structured_patch: Vec<WireHunk>,
    /// Write: `create` or `update`.
    #[serde(default, rename = "type")]
    pub kind: Option<String>,
    /// Write: the new content (for a created file every line is new).
    #[serde(default)]
    pub content: Option<String>,
}

/// One hunk of a `structuredPatch` (the `diff` package's format).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct WireHunk {
    #[serde(rename = "oldStart")]
    pub old_start: usize,
    #[serde(rename = "oldLines")]
    pub old_lines: usize,
    #[serde(rename = "newStart")]
    pub new_start: usize,
    #[serde(rename = "newLines")]
    pub new_lines: usize,
    /// `" ctx"`, `"-old"`, `"+new"` (and `"\\ No newline at end of file"`).
    #[serde(default)]
    pub lines: Vec<String>,
}

/// Bash PostToolUse `tool_response`.
#[derive(Debug, Deserialize)]
pub struct BashResponse {
    #[serde(default)]
    pub stdout: String,
    #[serde(default)]
    pub stderr: String,
    #[serde(default)]
    pub interrupted: bool,
}

impl Payload {
    /// Parses stdin. Empty or malformed input is an error (the caller logs it and stays
    /// silent); an unknown event is not.
    pub fn parse(stdin: &str) -> anyhow::Result<Payload> {
        use anyhow::Context as _;
        if stdin.trim().is_empty() {
            anyhow::bail!("empty payload on stdin");
        }
        serde_json::from_str(stdin).context("reading the hook payload")
    }
}
