//! Factory Droid: Claude Code's hook contract (`.factory/settings.json`, the same events and
//! answers) with its own tools: `Read` {`file_path`, `offset` (1-based), `limit`}, `Edit`
//! {`file_path`, `old_str`, `new_str`, `change_all`}, `Create` {`file_path`, `content`},
//! `Execute` {`command`}. `tool_response` is a string; a shell command's ends in
//! `[Process exited with code N]`.

use anyhow::Result;
use serde_json::Value;

use super::super::event::{Event, EventName};
use super::{Incoming, claude_name, text};

pub(super) fn read(v: &Value) -> Result<Option<Incoming>> {
    let Some(name) = text(v, "hook_event_name").and_then(claude_name) else {
        return Ok(None);
    };
    let event = match name {
        EventName::PreToolUse | EventName::PostToolUse | EventName::PostToolUseFailure => {
            tool_event(name, v)
        }
        _ => Ok(super::lifecycle(
            name,
            text(v, "prompt").unwrap_or_default(),
            text(v, "source").unwrap_or("startup"),
            v.get("stop_hook_active")
                .and_then(Value::as_bool)
                .unwrap_or(false),
        )
        .expect("a lifecycle event")),
    };
    Ok(Some(Incoming {
        name,
        session_id: text(v, "session_id").map(str::to_string),
        cwd: text(v, "cwd").map(Into::into),
        event,
    }))
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
            let all = change
                .get("change_all")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            super::replace(path()?, field("old_str"), field("new_str"), all, !pre)
        }
        "Create" => super::write(path()?, arg("content"), !pre),
        "Read" if !pre && !failed => {
            let at = |k: &str| args.get(k).and_then(Value::as_i64);
            let from = at("offset");
            let to = at("limit").map(|l| from.unwrap_or(1).max(1) + l.max(1) - 1);
            super::read_lines(path()?, from, to)
        }
        "Execute" if !pre => {
            let (exit_code, output) = split_exit(&response);
            super::command(arg("command"), exit_code, output)
        }
        _ => Event::Ignored {
            why: format!("{} of Droid tool {tool}", name.wire_name()),
        },
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
    use crate::hook::event::{CommandRun, PlannedEdit};

    fn event(json: &str) -> Event {
        let v: Value = serde_json::from_str(json).unwrap();
        read(&v).unwrap().unwrap().event.unwrap()
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
