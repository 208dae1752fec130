//! Serde types mirroring the hook payload Claude Code (and Codex) write on stdin, kept apart
//! from the domain [`Event`]s the runtime acts on.
//!
//! The payload grows new fields, events and tools over time: unknown fields are ignored,
//! unknown events and tools become [`Event::Ignored`] instead of errors, so a newer agent
//! never breaks an older `cm`.

use std::path::PathBuf;

use serde::Deserialize;
use serde_json::Value;

use super::patch::{self, FilePatch};

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
/// JSON until [`Payload::into_event`] knows which tool it is.
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

#[derive(Debug, Deserialize)]
struct EditInput {
    file_path: PathBuf,
    #[serde(default)]
    old_string: String,
    #[serde(default)]
    replace_all: bool,
}

#[derive(Debug, Deserialize)]
struct WriteInput {
    file_path: PathBuf,
    #[serde(default)]
    content: String,
}

#[derive(Debug, Deserialize)]
struct ReadInput {
    file_path: PathBuf,
    #[serde(default)]
    offset: Option<u64>,
    #[serde(default)]
    limit: Option<u64>,
}

#[derive(Debug, Deserialize)]
struct NotebookInput {
    notebook_path: PathBuf,
}

#[derive(Debug, Deserialize)]
struct BashInput {
    command: String,
    #[serde(default)]
    run_in_background: bool,
}

/// Edit/Write PostToolUse `tool_response`: only the part that says which lines changed.
#[derive(Debug, Deserialize)]
struct EditResponse {
    #[serde(default, rename = "structuredPatch")]
    structured_patch: Vec<Hunk>,
    /// Write: `create` or `update`.
    #[serde(default, rename = "type")]
    kind: Option<String>,
    /// Write: the new content (for a created file every line is new).
    #[serde(default)]
    content: Option<String>,
}

/// One hunk of a `structuredPatch` (the `diff` package's format).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Hunk {
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

#[derive(Debug, Deserialize)]
struct BashResponse {
    #[serde(default)]
    stdout: String,
    #[serde(default)]
    stderr: String,
    #[serde(default)]
    interrupted: bool,
}

/// What an edit is about to do to a file, as far as locating it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlannedEdit {
    /// `Edit`: replace `old` (every occurrence with `replace_all`).
    Replace { old: String, replace_all: bool },
    /// `Write`: the whole new content.
    Write { content: String },
    /// `NotebookEdit`: cells do not map to source lines; only file-level lessons apply.
    Notebook,
}

/// What an edit did, as reported after the fact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditDone {
    /// The changed hunks (new-file line numbers are in each hunk).
    Patched(Vec<Hunk>),
    /// A new file (or one rewritten without a patch): all of its `lines` are new.
    Created { lines: usize },
    /// An Edit reported without a patch: `new` is now in the file.
    Replaced { new: String, replace_all: bool },
}

/// How a shell command ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandRun {
    pub command: String,
    /// 0 for PostToolUse; the `Exit code N` of PostToolUseFailure; None when the failure
    /// gave no exit code.
    pub exit_code: Option<i32>,
    pub output: String,
    pub interrupted: bool,
}

/// The domain events the runtime acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// PostToolUse(Read): lines `from..=to` (None: to the end) were read.
    FileRead {
        path: PathBuf,
        from: usize,
        to: Option<usize>,
    },
    /// PreToolUse(Edit|Write|NotebookEdit).
    EditPlanned {
        path: PathBuf,
        edit: PlannedEdit,
    },
    /// PostToolUse(Edit|Write).
    EditDone {
        path: PathBuf,
        done: EditDone,
    },
    /// PreToolUse of Codex's `apply_patch`: one or more files.
    PatchPlanned(Vec<FilePatch>),
    /// PostToolUse of Codex's `apply_patch`.
    PatchDone(Vec<FilePatch>),
    /// PostToolUse / PostToolUseFailure on Bash (foreground runs only).
    CommandRan(CommandRun),
    SessionStart {
        source: String,
    },
    PromptSubmitted {
        prompt: String,
    },
    Stop {
        stop_hook_active: bool,
    },
    /// A known event for a tool or shape the runtime does not act on.
    Ignored {
        why: String,
    },
    /// A call the wiring sends that needs no answer and is no problem: a command started in
    /// the background (its outcome is not known yet).
    Routine,
}

/// The event names of the `cm hook EVENT` argument, and the `hookEventName` of answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum EventName {
    PreToolUse,
    PostToolUse,
    PostToolUseFailure,
    SessionStart,
    UserPromptSubmit,
    Stop,
}

impl EventName {
    /// The name Claude Code uses (`hook_event_name` / `hookEventName`).
    pub fn wire_name(self) -> &'static str {
        match self {
            EventName::PreToolUse => "PreToolUse",
            EventName::PostToolUse => "PostToolUse",
            EventName::PostToolUseFailure => "PostToolUseFailure",
            EventName::SessionStart => "SessionStart",
            EventName::UserPromptSubmit => "UserPromptSubmit",
            EventName::Stop => "Stop",
        }
    }

    /// The kebab-case name of the command-line argument, used in the log.
    pub fn arg_name(self) -> &'static str {
        match self {
            EventName::PreToolUse => "pre-tool-use",
            EventName::PostToolUse => "post-tool-use",
            EventName::PostToolUseFailure => "post-tool-use-failure",
            EventName::SessionStart => "session-start",
            EventName::UserPromptSubmit => "user-prompt-submit",
            EventName::Stop => "stop",
        }
    }
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

    /// The event's name, None for an event `cm` does not handle.
    pub fn event_name(&self) -> Option<EventName> {
        Some(match self.event {
            EventPayload::PreToolUse(_) => EventName::PreToolUse,
            EventPayload::PostToolUse(_) => EventName::PostToolUse,
            EventPayload::PostToolUseFailure(_) => EventName::PostToolUseFailure,
            EventPayload::SessionStart { .. } => EventName::SessionStart,
            EventPayload::UserPromptSubmit { .. } => EventName::UserPromptSubmit,
            EventPayload::Stop { .. } => EventName::Stop,
            EventPayload::Other => return None,
        })
    }

    /// Turns the wire shape into a domain event. A known tool with a malformed input is an
    /// error; an unknown tool is [`Event::Ignored`].
    pub fn into_event(self) -> anyhow::Result<Event> {
        use anyhow::Context as _;
        let ignored = |why: String| Ok(Event::Ignored { why });
        match self.event {
            EventPayload::PreToolUse(t) => {
                let input = t.tool_input;
                match t.tool_name.as_str() {
                    "Edit" => {
                        let e: EditInput = from_input(input, "Edit")?;
                        Ok(Event::EditPlanned {
                            path: e.file_path,
                            edit: PlannedEdit::Replace {
                                old: e.old_string,
                                replace_all: e.replace_all,
                            },
                        })
                    }
                    "Write" => {
                        let w: WriteInput = from_input(input, "Write")?;
                        Ok(Event::EditPlanned {
                            path: w.file_path,
                            edit: PlannedEdit::Write { content: w.content },
                        })
                    }
                    "NotebookEdit" => {
                        let n: NotebookInput = from_input(input, "NotebookEdit")?;
                        Ok(Event::EditPlanned {
                            path: n.notebook_path,
                            edit: PlannedEdit::Notebook,
                        })
                    }
                    "apply_patch" => Ok(Event::PatchPlanned(patch_input(&input)?)),
                    other => ignored(format!("PreToolUse of tool {other}")),
                }
            }
            EventPayload::PostToolUse(t) => match t.tool_name.as_str() {
                "Read" => {
                    let r: ReadInput = from_input(t.tool_input, "Read")?;
                    let from = r.offset.unwrap_or(1).max(1) as usize;
                    let to = r.limit.map(|l| from + (l.max(1) as usize) - 1);
                    Ok(Event::FileRead {
                        path: r.file_path,
                        from,
                        to,
                    })
                }
                "Edit" | "Write" => {
                    let path = t
                        .tool_input
                        .get("file_path")
                        .and_then(Value::as_str)
                        .map(PathBuf::from)
                        .with_context(|| format!("{} input has no file_path", t.tool_name))?;
                    let r: EditResponse = serde_json::from_value(t.tool_response)
                        .with_context(|| format!("reading the {} tool response", t.tool_name))?;
                    let input_str = |k: &str| t.tool_input.get(k).and_then(Value::as_str);
                    let done = match (r.kind.as_deref(), r.content) {
                        (Some("create"), Some(content)) => EditDone::Created {
                            lines: content.lines().count().max(1),
                        },
                        // Without a structuredPatch (other agents speaking this protocol),
                        // the new text itself says where the edit landed.
                        _ if r.structured_patch.is_empty() && t.tool_name == "Edit" => {
                            EditDone::Replaced {
                                new: input_str("new_string").unwrap_or_default().to_string(),
                                replace_all: t
                                    .tool_input
                                    .get("replace_all")
                                    .and_then(Value::as_bool)
                                    .unwrap_or(false),
                            }
                        }
                        _ if r.structured_patch.is_empty() => EditDone::Created {
                            lines: input_str("content").map_or(1, |c| c.lines().count().max(1)),
                        },
                        _ => EditDone::Patched(r.structured_patch),
                    };
                    Ok(Event::EditDone { path, done })
                }
                "Bash" => {
                    let b: BashInput = from_input(t.tool_input, "Bash")?;
                    if b.run_in_background {
                        return Ok(Event::Routine);
                    }
                    let r: BashResponse = serde_json::from_value(t.tool_response)
                        .context("reading the Bash tool response")?;
                    let mut output = r.stdout;
                    if !r.stderr.is_empty() {
                        output.push('\n');
                        output.push_str(&r.stderr);
                    }
                    Ok(Event::CommandRan(CommandRun {
                        command: b.command,
                        exit_code: Some(0),
                        output,
                        interrupted: r.interrupted,
                    }))
                }
                "apply_patch" => Ok(Event::PatchDone(patch_input(&t.tool_input)?)),
                other => ignored(format!("PostToolUse of tool {other}")),
            },
            EventPayload::PostToolUseFailure(t) => match t.tool_name.as_str() {
                "Bash" => {
                    let b: BashInput = from_input(t.tool_input, "Bash")?;
                    let error = t.error.unwrap_or_default();
                    let (exit_code, output) = split_exit_code(&error);
                    // A timed-out command was cut short, like an interrupted one.
                    let timed_out = exit_code.is_none()
                        && error
                            .lines()
                            .next()
                            .is_some_and(|l| l.contains("timed out"));
                    Ok(Event::CommandRan(CommandRun {
                        command: b.command,
                        exit_code,
                        output: output.to_string(),
                        interrupted: t.is_interrupt || timed_out,
                    }))
                }
                other => ignored(format!("PostToolUseFailure of tool {other}")),
            },
            EventPayload::SessionStart { source } => Ok(Event::SessionStart {
                source: source.unwrap_or_else(|| "startup".into()),
            }),
            EventPayload::UserPromptSubmit { prompt } => Ok(Event::PromptSubmitted { prompt }),
            EventPayload::Stop { stop_hook_active } => Ok(Event::Stop { stop_hook_active }),
            EventPayload::Other => ignored("an event cm does not handle".into()),
        }
    }
}

/// Codex's `apply_patch` input: the patch text in `command` (or `input`).
fn patch_input(input: &Value) -> anyhow::Result<Vec<FilePatch>> {
    let text = ["command", "input", "patch"]
        .iter()
        .find_map(|k| input.get(k).and_then(Value::as_str))
        .unwrap_or_default();
    patch::parse(text)
        .ok_or_else(|| anyhow::anyhow!("reading the apply_patch tool input: no patch in it"))
}

fn from_input<T: serde::de::DeserializeOwned>(input: Value, tool: &str) -> anyhow::Result<T> {
    use anyhow::Context as _;
    serde_json::from_value(input).with_context(|| format!("reading the {tool} tool input"))
}

/// Splits PostToolUseFailure's `error` into the exit code of its first line `Exit code N`
/// and the output after it. Without that line the exit code is unknown.
pub fn split_exit_code(error: &str) -> (Option<i32>, &str) {
    let (first, rest) = error.split_once('\n').unwrap_or((error, ""));
    match first
        .trim()
        .strip_prefix("Exit code ")
        .and_then(|n| n.trim().parse().ok())
    {
        Some(code) => (Some(code), rest),
        None => (None, error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(json: &str) -> Event {
        Payload::parse(json).unwrap().into_event().unwrap()
    }

    #[test]
    fn edit_planned() {
        let e = event(
            r#"{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","tool_name":"Edit",
                "tool_input":{"file_path":"/p/a.py","old_string":"x = 1","new_string":"x = 2","replace_all":true},
                "tool_use_id":"toolu_1","permission_mode":"default","effort":"high"}"#,
        );
        assert_eq!(
            e,
            Event::EditPlanned {
                path: "/p/a.py".into(),
                edit: PlannedEdit::Replace {
                    old: "x = 1".into(),
                    replace_all: true
                }
            }
        );
    }

    #[test]
    fn read_range() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Read",
                "tool_input":{"file_path":"/p/a.py","offset":10,"limit":5},"tool_response":{}}"#,
        );
        assert_eq!(
            e,
            Event::FileRead {
                path: "/p/a.py".into(),
                from: 10,
                to: Some(14)
            }
        );
    }

    #[test]
    fn failure_exit_code() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUseFailure","tool_name":"Bash",
                "tool_input":{"command":"pytest -x"},"tool_use_id":"t","error":"Exit code 2\nboom","is_interrupt":false,"duration_ms":5}"#,
        );
        assert_eq!(
            e,
            Event::CommandRan(CommandRun {
                command: "pytest -x".into(),
                exit_code: Some(2),
                output: "boom".into(),
                interrupted: false
            })
        );
    }

    #[test]
    fn unknown_event_and_tool_are_ignored_not_errors() {
        let p =
            Payload::parse(r#"{"session_id":"s","hook_event_name":"Notification","message":"hi"}"#)
                .unwrap();
        assert_eq!(p.event_name(), None);
        assert!(matches!(p.into_event().unwrap(), Event::Ignored { .. }));
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Grep","tool_input":{"pattern":"x"}}"#,
        );
        assert!(matches!(e, Event::Ignored { .. }));
    }

    #[test]
    fn malformed_known_tool_input_is_an_error() {
        let p = Payload::parse(
            r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"nope":1}}"#,
        )
        .unwrap();
        assert!(p.into_event().is_err());
        assert!(Payload::parse("").is_err());
        assert!(Payload::parse("{not json").is_err());
    }

    #[test]
    fn write_create_counts_lines() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Write",
                "tool_input":{"file_path":"/p/n.py","content":"a\nb\nc\n"},
                "tool_response":{"type":"create","filePath":"/p/n.py","content":"a\nb\nc\n","structuredPatch":[],"originalFile":null}}"#,
        );
        assert_eq!(
            e,
            Event::EditDone {
                path: "/p/n.py".into(),
                done: EditDone::Created { lines: 3 }
            }
        );
    }

    #[test]
    fn codex_apply_patch() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"apply_patch",
                "tool_input":{"command":"*** Begin Patch\n*** Add File: a.py\n+x = 1\n*** End Patch\n"}}"#,
        );
        assert_eq!(
            e,
            Event::PatchPlanned(vec![FilePatch::Add {
                path: "a.py".into(),
                lines: 1
            }])
        );
    }

    #[test]
    fn edit_without_a_patch_says_what_it_wrote() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Edit",
                "tool_input":{"file_path":"/p/a.py","old_string":"a","new_string":"b\nc"},"tool_response":{}}"#,
        );
        assert_eq!(
            e,
            Event::EditDone {
                path: "/p/a.py".into(),
                done: EditDone::Replaced {
                    new: "b\nc".into(),
                    replace_all: false
                }
            }
        );
    }

    #[test]
    fn exit_code_line() {
        assert_eq!(split_exit_code("Exit code 101\nout"), (Some(101), "out"));
        assert_eq!(split_exit_code("weird"), (None, "weird"));
    }
}
