//! Claude Code's hook protocol (Codex speaks it too): the payload mirrored with serde
//! (`wire`), read into the domain [`Event`].

pub(crate) mod wire;

use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;

use super::dialect::{self, Dialect, Incoming, flag, text};
use super::event::{EditDone, Event, EventName, PlannedEdit, split_exit_code};
use super::{Agent, AgentSpec, Home, McpFormat, SettingsFiles, StopAnswer, Wiring};
use crate::edit::Hunk;
use crate::edit::apply_patch::{self, FilePatch};
use crate::testrun::CommandRun;
use wire::{
    BashInput, BashResult, EditInput, EditResponse, EventPayload, NotebookInput, Payload,
    ReadInput, ReadResponse, WireHunk, WriteInput,
};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Claude,
    name: "claude",
    display_name: "Claude Code",
    home: Some(Home::var("CLAUDE_CONFIG_DIR", ".claude")),
    settings: SettingsFiles {
        project: Some(".claude/settings.json"),
        local: Some(".claude/settings.local.json"),
        user: Some("settings.json"),
    },
    stop: StopAnswer::Context,
    timeout_unit: 1,
    hook_arg: None,
    trusts_hooks: false,
    // Claude Code's project servers; its user servers live in ~/.claude.json, which
    // `claude mcp add --scope user` manages.
    mcp: SettingsFiles {
        project: Some(".mcp.json"),
        local: None,
        user: None,
    },
    mcp_format: McpFormat::JsonMcpServers,
    // Its answers are `Answer::to_json`'s.
    dialect: Dialect {
        read,
        answer: |answer, agent| Some(answer.to_json(agent)),
    },
    wiring: Wiring::Settings,
    program: Some("claude"),
};

/// Reads a payload as Claude Code (or Codex) writes it. `Ok(None)`: an event cm does not
/// handle.
fn read(_: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let payload = Payload::parse(stdin)?;
    let Some(name) = EventName::of(&payload) else {
        return Ok(None);
    };
    Ok(Some(Incoming {
        name,
        session_id: payload.session_id.clone(),
        cwd: payload.cwd.clone(),
        event: Event::try_from(payload),
        earlier: Vec::new(),
    }))
}

impl EventName {
    /// The event of a payload, None for an event `cm` does not handle.
    pub(crate) fn of(payload: &Payload) -> Option<EventName> {
        Some(match payload.event {
            EventPayload::PreToolUse(_) => EventName::PreToolUse,
            EventPayload::PostToolUse(_) => EventName::PostToolUse,
            EventPayload::PostToolUseFailure(_) => EventName::PostToolUseFailure,
            EventPayload::SessionStart { .. } => EventName::SessionStart,
            EventPayload::UserPromptSubmit { .. } => EventName::UserPromptSubmit,
            EventPayload::Stop { .. } => EventName::Stop,
            EventPayload::Other => return None,
        })
    }
}

impl From<WireHunk> for Hunk {
    fn from(h: WireHunk) -> Hunk {
        Hunk {
            old_start: h.old_start,
            old_lines: h.old_lines,
            new_start: h.new_start,
            new_lines: h.new_lines,
            lines: h.lines,
        }
    }
}

impl TryFrom<Payload> for Event {
    type Error = anyhow::Error;

    /// Turns the wire shape into a domain event. A known tool with a malformed input is an
    /// error; an unknown tool is [`Event::Ignored`].
    fn try_from(payload: Payload) -> anyhow::Result<Event> {
        use anyhow::Context as _;
        let ignored = |why: String| Ok(Event::Ignored { why });
        match payload.event {
            EventPayload::PreToolUse(t) => {
                let input = t.tool_input;
                match t.tool_name.as_str() {
                    "Edit" => {
                        let e: EditInput = from_input(input, "Edit")?;
                        let (path, old, new) = (&e.file_path, &e.old_string, &e.new_string);
                        Ok(dialect::replace(path, old, new, e.replace_all, false))
                    }
                    "Write" => {
                        let w: WriteInput = from_input(input, "Write")?;
                        Ok(dialect::write(&w.file_path, &w.content, false))
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
                    let (from, to) = read_window(&r, t.tool_response);
                    Ok(Event::FileRead {
                        path: r.file_path,
                        from,
                        to,
                    })
                }
                "Edit" | "Write" => {
                    let path = text(&t.tool_input, "file_path").map(PathBuf::from);
                    let path =
                        path.with_context(|| format!("{} input has no file_path", t.tool_name))?;
                    let r: EditResponse = serde_json::from_value(t.tool_response)
                        .with_context(|| format!("reading the {} tool response", t.tool_name))?;
                    let input_str = |k: &str| t.tool_input.get(k).and_then(Value::as_str);
                    let original = r.original_file.clone();
                    let done = match (r.kind.as_deref(), r.content) {
                        (Some("create"), Some(content)) => EditDone::Created {
                            lines: content.lines().count().max(1),
                        },
                        // Without a structuredPatch (other agents speaking this protocol),
                        // the new text itself says where the edit landed.
                        _ if r.structured_patch.is_empty() && t.tool_name == "Edit" => {
                            EditDone::Replaced {
                                old: input_str("old_string").unwrap_or_default().to_string(),
                                new: input_str("new_string").unwrap_or_default().to_string(),
                                replace_all: flag(&t.tool_input, "replace_all"),
                            }
                        }
                        _ if r.structured_patch.is_empty() => EditDone::Created {
                            lines: input_str("content").map_or(1, |c| c.lines().count().max(1)),
                        },
                        _ => EditDone::Patched(
                            r.structured_patch.into_iter().map(Hunk::from).collect(),
                        ),
                    };
                    Ok(Event::EditDone {
                        path,
                        done,
                        original,
                    })
                }
                // Claude Code's PowerShell tool (on Windows) runs commands as Bash does.
                "Bash" | "PowerShell" => {
                    let b: BashInput = from_input(t.tool_input, &t.tool_name)?;
                    if b.run_in_background {
                        return Ok(Event::Routine);
                    }
                    let r: BashResult = serde_json::from_value(t.tool_response)
                        .context("reading the Bash tool response")?;
                    let (exit_code, output, interrupted) = match r {
                        BashResult::Fields(r) => {
                            let mut output = r.stdout;
                            if !r.stderr.is_empty() {
                                output.push('\n');
                                output.push_str(&r.stderr);
                            }
                            (Some(0), output, r.interrupted)
                        }
                        // Codex: the output alone, for failed commands too (it has no
                        // PostToolUseFailure); for a command that outlived its first
                        // yield, only what the last poll returned.
                        BashResult::Output(output) => (None, output, false),
                    };
                    Ok(Event::CommandRan(CommandRun {
                        command: b.command,
                        exit_code,
                        output,
                        interrupted,
                    }))
                }
                "apply_patch" => match patch_exit_code(&t.tool_response) {
                    // The patch did not apply: no line changed.
                    Some(code) if code != 0 => Ok(Event::Routine),
                    _ => Ok(Event::PatchDone(patch_input(&t.tool_input)?)),
                },
                other => ignored(format!("PostToolUse of tool {other}")),
            },
            EventPayload::PostToolUseFailure(t) => match t.tool_name.as_str() {
                "Bash" | "PowerShell" => {
                    let b: BashInput = from_input(t.tool_input, &t.tool_name)?;
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
    apply_patch::parse(text)
        .ok_or_else(|| anyhow::anyhow!("reading the apply_patch tool input: no patch in it"))
}

/// The exit code at the head of Codex's `apply_patch` `tool_response` (`Exit code: 0\nWall
/// time: 0 seconds\nOutput:\n...`); `None` for any other shape.
fn patch_exit_code(response: &Value) -> Option<i32> {
    let first = response.as_str()?.lines().next()?;
    first.strip_prefix("Exit code:")?.trim().parse().ok()
}

fn from_input<T: serde::de::DeserializeOwned>(input: Value, tool: &str) -> anyhow::Result<T> {
    use anyhow::Context as _;
    serde_json::from_value(input).with_context(|| format!("reading the {tool} tool input"))
}

/// The lines a Read returned: the response's window when it gives one (`startLine`,
/// `numLines`; `None` as the end when it reached `totalLines`), else the input's
/// `offset`/`limit`.
fn read_window(input: &ReadInput, response: Value) -> (usize, Option<usize>) {
    let window = serde_json::from_value::<ReadResponse>(response)
        .ok()
        .and_then(|r| r.file);
    if let Some(w) = window
        && let Some(num) = w.num_lines.filter(|&n| n > 0)
    {
        let from = w.start_line.unwrap_or(1).max(1);
        let last = from + num - 1;
        let to = match w.total_lines {
            Some(total) if last >= total => None,
            _ => Some(last as usize),
        };
        return (from as usize, to);
    }
    let from = input.offset.unwrap_or(1).max(1) as usize;
    let to = input.limit.map(|l| from + (l.max(1) as usize) - 1);
    (from, to)
}

#[cfg(test)]
mod tests;
