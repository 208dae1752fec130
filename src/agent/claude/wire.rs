//! Serde mirrors of the hook payload Claude Code (and Codex) write on stdin, and nothing
//! else (where the two differ, both shapes are here): what the runtime acts on is the
//! domain [`Event`](crate::agent::event::Event), made from these by `agent::claude`.
//!
//! The payload grows new fields, events and tools over time: unknown fields are ignored and
//! an unknown event is [`EventPayload::Other`], so a newer agent never breaks an older `cm`.

use std::path::PathBuf;

use serde::Deserialize;
use serde_json::Value;

/// The fields every event carries, plus the event-specific ones flattened in.
#[derive(Debug, Deserialize)]
pub(crate) struct Payload {
    pub(crate) session_id: Option<String>,
    /// The agent's current directory (follows its `cd`).
    pub(crate) cwd: Option<PathBuf>,
    #[serde(flatten)]
    pub(crate) event: EventPayload,
}

/// `hook_event_name` selects the variant.
#[derive(Debug, Deserialize)]
#[serde(tag = "hook_event_name")]
pub(crate) enum EventPayload {
    PreToolUse(ToolPayload),
    PostToolUse(ToolPayload),
    PostToolUseFailure(ToolPayload),
    SessionStart {
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
pub(crate) struct ToolPayload {
    pub(crate) tool_name: String,
    #[serde(default)]
    pub(crate) tool_input: Value,
    #[serde(default)]
    pub(crate) tool_response: Value,
    /// PostToolUseFailure: `Exit code N\n<output>`.
    pub(crate) error: Option<String>,
    /// PostToolUseFailure: the user interrupted the tool.
    #[serde(default)]
    pub(crate) is_interrupt: bool,
}

/// `Edit`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub(crate) struct EditInput {
    pub(crate) file_path: String,
    #[serde(default)]
    pub(crate) old_string: String,
    #[serde(default)]
    pub(crate) new_string: String,
    #[serde(default)]
    pub(crate) replace_all: bool,
}

/// `Write`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub(crate) struct WriteInput {
    pub(crate) file_path: String,
    #[serde(default)]
    pub(crate) content: String,
}

/// `Read`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub(crate) struct ReadInput {
    pub(crate) file_path: PathBuf,
    pub(crate) offset: Option<u64>,
    pub(crate) limit: Option<u64>,
}

/// `Read`'s `tool_response`: the lines Claude Code actually returned (it cuts a long file at
/// 2,000 lines whatever the input asked).
#[derive(Debug, Default, Deserialize)]
pub(crate) struct ReadResponse {
    pub(crate) file: Option<ReadWindow>,
}

/// `tool_response.file` of a Read.
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ReadWindow {
    pub(crate) start_line: Option<u64>,
    pub(crate) num_lines: Option<u64>,
    pub(crate) total_lines: Option<u64>,
}

/// `NotebookEdit`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub(crate) struct NotebookInput {
    pub(crate) notebook_path: PathBuf,
}

/// `Bash`'s `tool_input`.
#[derive(Debug, Deserialize)]
pub(crate) struct BashInput {
    pub(crate) command: String,
    #[serde(default)]
    pub(crate) run_in_background: bool,
}

/// Edit/Write PostToolUse `tool_response`: only the part that says which lines changed.
#[derive(Debug, Deserialize)]
pub(crate) struct EditResponse {
    #[serde(default, rename = "structuredPatch")]
    pub(crate) structured_patch: Vec<WireHunk>,
    /// Write: `create` or `update`.
    #[serde(default, rename = "type")]
    pub(crate) kind: Option<String>,
    /// Write: the new content (for a created file every line is new).
    pub(crate) content: Option<String>,
    /// The file before the edit (Claude Code's `originalFile`; null for a new file): what
    /// a deletion removed is named in it.
    #[serde(default, rename = "originalFile")]
    pub(crate) original_file: Option<String>,
}

/// One hunk of a `structuredPatch` (the `diff` package's format).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct WireHunk {
    pub(crate) old_start: usize,
    pub(crate) old_lines: usize,
    pub(crate) new_start: usize,
    pub(crate) new_lines: usize,
    /// `" ctx"`, `"-old"`, `"+new"` (and `"\\ No newline at end of file"`).
    #[serde(default)]
    pub(crate) lines: Vec<String>,
}

/// Bash PostToolUse `tool_response`: Claude Code's fields, or Codex's plain text (the
/// command's output only; no exit code).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum BashResult {
    Output(String),
    Fields(BashResponse),
}

/// Claude Code's Bash PostToolUse `tool_response`.
#[derive(Debug, Deserialize)]
pub(crate) struct BashResponse {
    #[serde(default)]
    pub(crate) stdout: String,
    #[serde(default)]
    pub(crate) stderr: String,
    #[serde(default)]
    pub(crate) interrupted: bool,
}

impl Payload {
    /// Parses stdin. Empty or malformed input is an error (the caller logs it and stays
    /// silent); an unknown event is not.
    pub(crate) fn parse(stdin: &str) -> anyhow::Result<Payload> {
        crate::agent::dialect::parse(stdin)
    }
}
