//! Factory Droid: Claude Code's hook contract (`.factory/settings.json`, the same events and
//! answers) with its own tools: `Read` {`file_path`, `offset` (1-based), `limit`}, `Edit`
//! {`file_path`, `old_str`, `new_str`, `change_all`}, `Create` {`file_path`, `content`},
//! `Execute` {`command`}. `tool_response` is a string; a shell command's ends in
//! `[Process exited with code N]`.
//!
//! A command that fails fires no hook at all (Droid has no PostToolUseFailure). Its result
//! is in the session's transcript (`transcript_path`, JSON lines with Claude-style
//! `tool_use` / `tool_result` parts, `Error: Command failed (exit code: N)` and the output):
//! at the next PostToolUse the transcript is read back to the last result cm was told of,
//! and the failed runs since then come first, as [`Incoming::earlier`].

use std::collections::HashMap;
use std::io::{Read as _, Seek as _, SeekFrom};
use std::path::Path;

use anyhow::Result;
use serde_json::Value;

use super::dialect::{self, Dialect, Incoming, claude_name, text};
use super::event::{Event, EventName};
use super::{Agent, AgentSpec, Home, SettingsFiles, StopAnswer};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Droid,
    name: "droid",
    display_name: "Factory Droid",
    home: Some(Home::at(".factory")),
    settings: SettingsFiles::of(".factory/settings.json", "settings.json"),
    stop: StopAnswer::Block,
    hook_arg: Some("droid"),
    dialect: Dialect {
        read,
        answer: super::claude::AGENT.dialect.answer,
    },
    program: Some("droid"),
    ..super::generic::AGENT
};

fn read(_: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let v: &Value = &dialect::parse(stdin)?;
    let Some(name) = text(v, "hook_event_name").and_then(claude_name) else {
        return Ok(None);
    };
    let prompt = text(v, "prompt").unwrap_or_default();
    let event = match name {
        EventName::PreToolUse | EventName::PostToolUse | EventName::PostToolUseFailure => {
            tool_event(name, v)
        }
        _ => Ok(dialect::claude_lifecycle(name, v, prompt)),
    };
    let earlier = match (name, text(v, "transcript_path")) {
        (EventName::PostToolUse, Some(path)) => missed_failures(Path::new(path)),
        _ => Vec::new(),
    };
    Ok(Some(Incoming {
        earlier,
        ..dialect::claude_incoming(name, v, event)
    }))
}

/// How much of the transcript's end is read: the results since the last one cm saw.
const TRANSCRIPT_TAIL: u64 = 2 << 20;

/// The tools whose successful results fire a PostToolUse cm is wired to.
const SEEN_TOOLS: [&str; 4] = ["Read", "Edit", "Create", "Execute"];

/// The failed `Execute` runs in the transcript at `path` since the last tool result cm was
/// told of, oldest first. Nothing when the transcript cannot be read.
fn missed_failures(path: &Path) -> Vec<Event> {
    tail(path, TRANSCRIPT_TAIL).map_or_else(Vec::new, |t| missed_in(&t))
}

/// The last `max` bytes of the file at `path`, from the first whole line.
fn tail(path: &Path, max: u64) -> Option<String> {
    let mut file = std::fs::File::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    file.seek(SeekFrom::Start(len.saturating_sub(max))).ok()?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes).ok()?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    Some(if len > max {
        text.split_once('\n')
            .map_or(String::new(), |(_, rest)| rest.to_string())
    } else {
        text
    })
}

/// [`missed_failures`] of a transcript's text. Read from its end, and only back to the
/// last result cm was told of (and the calls of the results after it): a long session's
/// transcript is not parsed whole at every PostToolUse.
fn missed_in(transcript: &str) -> Vec<Event> {
    let mut calls: HashMap<String, (String, String)> = HashMap::new();
    // Newest first.
    let mut results: Vec<(String, bool, String)> = Vec::new();
    let mut since: Option<usize> = None;
    for line in transcript.lines().rev() {
        let Ok(entry) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        let parts = entry
            .get("message")
            .and_then(|m| m.get("content"))
            .and_then(Value::as_array);
        for part in parts.into_iter().flatten().rev() {
            match text(part, "type") {
                Some("tool_use") => {
                    let id = text(part, "id").unwrap_or_default().to_string();
                    let name = text(part, "name").unwrap_or_default().to_string();
                    let command = part
                        .get("input")
                        .and_then(|i| text(i, "command"))
                        .unwrap_or_default()
                        .to_string();
                    calls.insert(id, (name, command));
                }
                Some("tool_result") if since.is_none() => {
                    let id = text(part, "tool_use_id").unwrap_or_default().to_string();
                    let error = dialect::flag(part, "is_error");
                    results.push((id, error, content_text(part.get("content"))));
                }
                _ => {}
            }
        }
        // The newest result cm was told of, once every result after it has its call.
        let seen = |(id, error, _): &(String, bool, String)| {
            calls
                .get(id)
                .is_some_and(|(tool, _)| !error && SEEN_TOOLS.contains(&tool.as_str()))
        };
        if since.is_none()
            && let Some(at) = results.iter().position(seen)
        {
            since = Some(at);
            results.truncate(at);
        }
        if since.is_some() && results.iter().all(|(id, ..)| calls.contains_key(id)) {
            break;
        }
    }
    results
        .iter()
        .rev()
        .filter_map(|(id, error, content)| {
            let (tool, command) = calls.get(id)?;
            let (code, output) = failed_command(content)?;
            (tool == "Execute" && *error).then(|| dialect::command(command, Some(code), output))
        })
        .collect()
}

/// A tool result's text: a string, or the text parts of a list.
fn content_text(content: Option<&Value>) -> String {
    match content {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(parts)) => parts
            .iter()
            .filter_map(|p| text(p, "text"))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

/// The exit code and output of a failed command's result, `Error: Command failed (exit
/// code: N)` and the output on the lines after it.
fn failed_command(content: &str) -> Option<(i32, &str)> {
    let (first, rest) = content.split_once('\n').unwrap_or((content, ""));
    let code = first
        .trim()
        .strip_prefix("Error: Command failed (exit code: ")?
        .strip_suffix(')')?
        .trim()
        .parse()
        .ok()?;
    Some((code, rest))
}

fn tool_event(name: EventName, v: &Value) -> Result<Event> {
    let tool = text(v, "tool_name").unwrap_or_default();
    let args = v.get("tool_input").cloned().unwrap_or_default();
    let pre = name == EventName::PreToolUse;
    let failed = name == EventName::PostToolUseFailure;
    let arg = |k: &str| text(&args, k).unwrap_or_default();
    let path = || {
        text(&args, "file_path")
            .ok_or_else(|| anyhow::anyhow!("reading the Droid {tool} tool input: no file_path"))
    };
    let response = match v.get("tool_response") {
        Some(Value::String(s)) => s.clone(),
        Some(other) if !other.is_null() => other.to_string(),
        _ => text(v, "error").unwrap_or_default().to_string(),
    };
    Ok(match tool {
        "Edit" | "Create" if failed => Event::Routine,
        "Edit" => {
            // One change, or the first of a list of them (`changes`).
            let change = args
                .get("changes")
                .and_then(Value::as_array)
                .and_then(|c| c.first())
                .unwrap_or(&args);
            let field = |k: &str| text(change, k).unwrap_or_default();
            let all = dialect::flag(change, "change_all");
            dialect::replace(path()?, field("old_str"), field("new_str"), all, !pre)
        }
        "Create" => dialect::write(path()?, arg("content"), !pre),
        "Read" if !pre && !failed => {
            let at = |k: &str| args.get(k).and_then(Value::as_i64);
            let from = at("offset");
            let to = at("limit").map(|l| from.unwrap_or(1).max(1) + l.max(1) - 1);
            dialect::read_lines(path()?, from, to)
        }
        "Execute" if !pre => {
            let (exit_code, output) = split_exit(&response);
            dialect::command(arg("command"), exit_code, output)
        }
        _ => dialect::ignored_tool(name, "Droid", tool),
    })
}

/// Splits a shell result into the exit code of its last line `[Process exited with code
/// N]` and the output before it; without that line the exit code is unknown.
fn split_exit(result: &str) -> (Option<i32>, &str) {
    let trimmed = result.trim_end();
    if let Some(at) = trimmed.rfind("[Process exited with code ")
        && let Some(code) = trimmed[at..]
            .strip_prefix("[Process exited with code ")
            .and_then(|t| t.strip_suffix(']'))
            .and_then(|n| n.trim().parse().ok())
    {
        return (Some(code), trimmed[..at].trim_end());
    }
    (None, result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::event::PlannedEdit;
    use crate::testrun::CommandRun;

    fn event(json: &str) -> Event {
        read(None, json).unwrap().unwrap().event.unwrap()
    }

    #[test]
    fn edit_planned_with_droid_argument_names() {
        let e = event(
            r#"{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","permission_mode":"auto-high",
                "tool_name":"Edit","tool_input":{"file_path":"/p/calc.py","old_str":"a","new_str":"b"}}"#,
        );
        assert_eq!(
            e,
            Event::EditPlanned {
                path: "/p/calc.py".into(),
                edit: PlannedEdit::Replace {
                    old: "a".into(),
                    new: "b".into(),
                    replace_all: false
                }
            }
        );
    }

    #[test]
    fn shell_exit_code_is_the_last_line() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Execute",
                "tool_input":{"command":"python3 -m unittest -q","riskLevel":"low"},
                "tool_response":"FAILED (failures=1)\n\n[Process exited with code 1]"}"#,
        );
        assert_eq!(
            e,
            Event::CommandRan(CommandRun {
                command: "python3 -m unittest -q".into(),
                exit_code: Some(1),
                output: "FAILED (failures=1)".into(),
                interrupted: false
            })
        );
        assert_eq!(split_exit("no code"), (None, "no code"));
    }

    #[test]
    fn failed_runs_since_the_last_result_cm_saw_come_from_the_transcript() {
        let use_ = |id: &str, name: &str, command: &str| {
            serde_json::json!({"type": "message", "message": {"role": "assistant", "content": [
                {"type": "tool_use", "id": id, "name": name, "input": {"command": command}}]}})
            .to_string()
        };
        let result = |id: &str, error: bool, content: &str| {
            serde_json::json!({"type": "message", "message": {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": id, "is_error": error, "content": content}]}})
            .to_string()
        };
        let transcript = [
            use_("a", "Execute", "pytest -x"),
            result(
                "a",
                true,
                "Error: Command failed (exit code: 2)\nold failure",
            ),
            use_("b", "Read", ""),
            result("b", false, "code"),
            use_("c", "Execute", "python3 -m unittest -q"),
            result(
                "c",
                true,
                "Error: Command failed (exit code: 1)\nFAILED (failures=1)",
            ),
            use_("d", "LS", ""),
            result("d", false, "calc.py"),
            use_("e", "Edit", ""),
        ]
        .join("\n");
        assert_eq!(
            missed_in(&transcript),
            [super::super::dialect::command(
                "python3 -m unittest -q",
                Some(1),
                "FAILED (failures=1)"
            )]
        );
        assert!(missed_in("not json\n").is_empty());
        assert_eq!(
            failed_command("Error: Command failed (exit code: 3)"),
            Some((3, ""))
        );
        assert_eq!(failed_command("Error: denied"), None);
    }

    #[test]
    fn read_is_one_based() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Read",
                "tool_input":{"file_path":"/p/a.py","offset":10,"limit":5},"tool_response":"x"}"#,
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
}
