//! The hook protocols agents speak: each agent's file reads a payload in its own shape
//! into the domain [`Event`] and writes the domain [`Answer`] as the JSON it reads, or names
//! another agent's dialect. Here: the dispatch by the calling agent's row, and what the
//! adapters share. The handlers only ever see events and answers.

use std::path::PathBuf;

use anyhow::Result;
use serde_json::Value;

use super::Agent;
use super::answer::Answer;
use super::event::{EditDone, Event, EventName, PlannedEdit};
use crate::testrun::CommandRun;

/// The hook protocol an agent speaks, written in the file of the agent it belongs to:
/// how its payloads read and its answers are written.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Dialect {
    /// Reads `stdin`, given the `cm hook EVENT` argument: [`read`].
    pub(crate) read: fn(Option<EventName>, &str) -> Result<Option<Incoming>>,
    /// Writes an answer as the given agent reads it: [`answer_json`].
    pub(crate) answer: fn(&Answer, Agent) -> Option<Value>,
}

/// One payload, read: the event it is, who sent it, and what it means.
#[derive(Debug)]
pub(crate) struct Incoming {
    pub(crate) name: EventName,
    pub(crate) session_id: Option<String>,
    /// The agent's current directory, when it says.
    pub(crate) cwd: Option<PathBuf>,
    /// What the payload means; an error for a known tool with a malformed input.
    pub(crate) event: Result<Event>,
    /// What happened before it that the agent fired no hook for, oldest first (Factory
    /// Droid's failing shell commands, read from its transcript).
    pub(crate) earlier: Vec<Event>,
}

/// Reads `stdin` as `agent` writes it. `expected` is the `cm hook EVENT` argument (agents
/// whose payloads do not name their event rely on it). `Ok(None)`: an event cm does not
/// handle.
pub(crate) fn read(
    agent: Agent,
    expected: Option<EventName>,
    stdin: &str,
) -> Result<Option<Incoming>> {
    (agent.spec().dialect.read)(expected, stdin)
}

/// The JSON `agent` reads for `answer`, given the event it answers; `None` when the agent
/// has no place for it.
pub(crate) fn answer_json(agent: Agent, answer: &Answer) -> Option<Value> {
    (agent.spec().dialect.answer)(answer, agent)
}

pub(super) fn parse<T: serde::de::DeserializeOwned>(stdin: &str) -> Result<T> {
    use anyhow::Context as _;
    if stdin.trim().is_empty() {
        anyhow::bail!("empty payload on stdin");
    }
    serde_json::from_str(stdin).context("reading the hook payload")
}

/// A string field of `v`, if any.
pub(super) fn text<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// A boolean field of `v`, false when it has none.
pub(super) fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

/// The files an `apply_patch` input `patch` changes, before (`done` false) or after it ran.
pub(super) fn patch(patch: &str, client: &str, done: bool) -> Result<Event> {
    let files = crate::edit::apply_patch::parse(patch)
        .ok_or_else(|| anyhow::anyhow!("reading the {client} apply_patch input: no patch"))?;
    Ok(if done {
        Event::PatchDone(files)
    } else {
        Event::PatchPlanned(files)
    })
}

/// An edit of `old` into `new` in `path`, before (`done` false) or after it ran.
pub(super) fn replace(path: &str, old: &str, new: &str, replace_all: bool, done: bool) -> Event {
    let path = PathBuf::from(path);
    let (old, new) = (old.to_string(), new.to_string());
    if done {
        Event::EditDone {
            path,
            done: EditDone::Replaced {
                old,
                new,
                replace_all,
            },
            original: None,
        }
    } else {
        Event::EditPlanned {
            path,
            edit: PlannedEdit::Replace {
                old,
                new,
                replace_all,
            },
        }
    }
}

/// A whole file written with `content`, before (`done` false) or after it ran.
pub(super) fn write(path: &str, content: &str, done: bool) -> Event {
    let path = PathBuf::from(path);
    if done {
        Event::EditDone {
            path,
            done: EditDone::Created {
                lines: content.lines().count().max(1),
            },
            original: None,
        }
    } else {
        Event::EditPlanned {
            path,
            edit: PlannedEdit::Write {
                content: content.to_string(),
            },
        }
    }
}

/// A shell command that ended with `exit_code` (None: the agent did not say).
pub(super) fn command(command: &str, exit_code: Option<i32>, output: &str) -> Event {
    Event::CommandRan(CommandRun {
        command: command.to_string(),
        exit_code,
        output: output.to_string(),
        interrupted: false,
    })
}

/// Lines `from..=to` of `path` were read (1-based; `to` None: to the end).
pub(super) fn read_lines(path: &str, from: Option<i64>, to: Option<i64>) -> Event {
    let from = from.filter(|&n| n > 0).unwrap_or(1) as usize;
    let to = to.filter(|&n| n > 0).map(|n| (n as usize).max(from));
    Event::FileRead {
        path: PathBuf::from(path),
        from,
        to,
    }
}

/// The session-level events every dialect shares, by the `cm hook` argument.
pub(super) fn lifecycle(
    name: EventName,
    prompt: &str,
    source: &str,
    stop_hook_active: bool,
) -> Option<Event> {
    Some(match name {
        EventName::SessionStart => Event::SessionStart {
            source: source.to_string(),
        },
        EventName::UserPromptSubmit => Event::PromptSubmitted {
            prompt: prompt.to_string(),
        },
        EventName::Stop => Event::Stop { stop_hook_active },
        _ => return None,
    })
}

/// The session-level event of a payload in Claude Code's shape (`source`,
/// `stop_hook_active`), with `prompt`.
pub(super) fn claude_lifecycle(name: EventName, v: &Value, prompt: &str) -> Event {
    let (source, stop_hook_active) = (text(v, "source"), flag(v, "stop_hook_active"));
    lifecycle(name, prompt, source.unwrap_or("startup"), stop_hook_active)
        .expect("a lifecycle event")
}

/// A payload in Claude Code's shape (`session_id`, `cwd`) meaning `event`.
pub(super) fn claude_incoming(name: EventName, v: &Value, event: Result<Event>) -> Incoming {
    incoming(name, v, "/session_id", "/cwd", event)
}

/// A payload meaning `event`, its session id and directory at the JSON pointers
/// `session_id` and `cwd`.
pub(super) fn incoming(
    name: EventName,
    v: &Value,
    session_id: &str,
    cwd: &str,
    event: Result<Event>,
) -> Incoming {
    let at = |pointer: &str| v.pointer(pointer).and_then(Value::as_str);
    Incoming {
        name,
        session_id: at(session_id).map(str::to_string),
        cwd: at(cwd).map(Into::into),
        event,
        earlier: Vec::new(),
    }
}

/// A tool cm does not act on, as `client` calls it.
pub(super) fn ignored_tool(name: EventName, client: &str, tool: &str) -> Event {
    Event::Ignored {
        why: format!("{} of {client} tool {tool}", name.wire_name()),
    }
}

/// The event of a Claude Code event name (`PreToolUse`, ...), for the agents that use them.
pub(super) fn claude_name(wire: &str) -> Option<EventName> {
    use clap::ValueEnum as _;
    EventName::value_variants()
        .iter()
        .copied()
        .find(|e| e.wire_name() == wire)
}

/// `event` with the file as it was before the edit, when the agent reports it.
pub(super) fn with_original(mut event: Event, before: Option<String>) -> Event {
    if let Event::EditDone { original, .. } = &mut event {
        *original = before;
    }
    event
}

/// The lines a shell tool's result ends with after the command's output (Gemini CLI and
/// Qwen Code: `Error: (none)`, `Exit Code: 1`, `Signal: (none)`, `Process Group PGID: 7`).
const SHELL_TRAILER: [&str; 6] = [
    "Error:",
    "Exit Code:",
    "Signal:",
    "Background PIDs:",
    "Process Group PGID:",
    "</untrusted_context>",
];

/// A shell tool's result in the form `...Output: <text>` followed by trailer lines: the
/// exit code of its `Exit Code: N` line (None without one) and the output alone.
pub(super) fn shell_result(result: &str) -> (Option<i32>, String) {
    let mut lines: Vec<&str> = result.trim_end().lines().collect();
    let mut exit_code = None;
    while let Some(last) = lines.last() {
        let last = last.trim();
        if !SHELL_TRAILER.iter().any(|t| last.starts_with(t)) {
            break;
        }
        if let Some(n) = last.strip_prefix("Exit Code:") {
            exit_code = n.trim().parse().ok();
        }
        lines.pop();
    }
    let text = lines.join("\n");
    let output = match text.find("Output: ") {
        Some(at) if at == 0 || text[..at].ends_with('\n') => &text[at + "Output: ".len()..],
        _ => text.as_str(),
    };
    let output = if output.trim() == "(empty)" {
        ""
    } else {
        output
    };
    (exit_code, output.to_string())
}
