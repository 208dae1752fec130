//! Cline: one executable per event in `.clinerules/hooks/` (or `~/.cline/hooks/`), each
//! handed a payload naming its event in `hookName` (`tool_call`, `tool_result`,
//! `prompt_submit`, `agent_start`, ...), the task in `taskId` and the project in
//! `workspaceRoots`; a tool call in `tool_call` / `tool_result` {`name`, `input`,
//! `output`}.
//!
//! Tools: `read_files` {`files`: [{`path`, `start_line`, `end_line`}]}, `editor` {`path`,
//! `old_text`, `new_text`, `insert_line`} (it creates files too), `run_commands`
//! {`commands`}, whose output is one `{query, result, error, success}` per command, the
//! exit code in `[Command exited with code N]`.
//!
//! Cline cannot refuse one tool call (`cancel` ends the whole run), so a deny is answered
//! with its lessons as context. All context goes in `contextModification`, which Cline adds
//! to the conversation as a message right after the tool's result: at a read the lessons
//! arrive with the code, before any edit; at an edit, right after it landed.

use anyhow::Result;
use serde_json::{Value, json};

use super::answer::Answer;
use super::dialect::{self, Dialect, Incoming, text};
use super::event::{Event, EventName};
use super::{Agent, AgentSpec, Home, SettingsFiles, Wiring};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Cline,
    name: "cline",
    display_name: "Cline",
    home: Some(Home::var("CLINE_DIR", ".cline")),
    // A directory: one script per event.
    settings: SettingsFiles::of(".clinerules/hooks", "hooks"),
    hook_arg: Some("cline"),
    dialect: Dialect { read, answer },
    wiring: Wiring::OwnFiles,
    program: Some("cline"),
    ..super::generic::AGENT
};

fn read(expected: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let v: &Value = &dialect::parse(stdin)?;
    let name = match text(v, "hookName") {
        Some("tool_call") => EventName::PreToolUse,
        Some("tool_result") => EventName::PostToolUse,
        Some("prompt_submit") => EventName::UserPromptSubmit,
        Some("agent_start") => EventName::SessionStart,
        Some("agent_end") => EventName::Stop,
        Some(_) => return Ok(None),
        None => match expected {
            Some(name) => name,
            None => return Ok(None),
        },
    };
    let call = v
        .get("tool_call")
        .or_else(|| v.get("tool_result"))
        .cloned()
        .unwrap_or_default();
    let tool = text(&call, "name").unwrap_or_default();
    let prompt = v
        .pointer("/userPromptSubmit/prompt")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let event = tool_event(name, tool, &call)
        .or_else(|| dialect::lifecycle(name, prompt, "startup", false).map(Ok))
        .unwrap_or_else(|| Ok(dialect::ignored_tool(name, "Cline", tool)));
    let incoming = dialect::incoming(name, v, "/taskId", "/workspaceRoots/0", event);
    Ok(Some(incoming))
}

fn tool_event(name: EventName, tool: &str, call: &Value) -> Option<Result<Event>> {
    let pre = match name {
        EventName::PreToolUse => true,
        EventName::PostToolUse => false,
        _ => return None,
    };
    let input = call.get("input").cloned().unwrap_or_default();
    let arg = |k: &str| text(&input, k);
    let failed = !pre && call.get("error").is_some_and(|e| !e.is_null());
    Some(match tool {
        "editor" if failed => Ok(Event::Routine),
        "editor" => {
            let Some(path) = arg("path") else {
                return Some(Err(anyhow::anyhow!(
                    "reading the Cline editor tool input: no path"
                )));
            };
            let new = arg("new_text").unwrap_or_default();
            Ok(match arg("old_text") {
                Some(old) if !old.is_empty() => dialect::replace(path, old, new, false, !pre),
                // An insertion: the new text goes in whole, like a replacement of nothing.
                _ if input.get("insert_line").is_some_and(|l| !l.is_null()) => {
                    dialect::replace(path, "", new, false, !pre)
                }
                _ => dialect::write(path, new, !pre),
            })
        }
        // Several files may be read at once: the first is the one the lessons are for.
        "read_files" if !pre && !failed => {
            let first = input.pointer("/files/0").cloned().unwrap_or_default();
            let Some(path) = text(&first, "path") else {
                return Some(Ok(Event::Routine));
            };
            let at = |k: &str| first.get(k).and_then(Value::as_i64);
            Ok(dialect::read_lines(path, at("start_line"), at("end_line")))
        }
        "run_commands" if !pre => Ok(last_command(&input, call.get("output"))),
        // A tool cm does not act on: nothing to say, nothing worth a log line.
        _ => Ok(Event::Routine),
    })
}

/// The last command of a `run_commands` call, with its exit code and output.
fn last_command(input: &Value, output: Option<&Value>) -> Event {
    let commands = input.get("commands").and_then(Value::as_array);
    let last = output.and_then(Value::as_array).and_then(|o| o.last());
    let command = last
        .and_then(|r| text(r, "query"))
        .or_else(|| commands.and_then(|c| c.last()).and_then(Value::as_str))
        .unwrap_or_default();
    let result = last.and_then(|r| text(r, "result")).unwrap_or_default();
    let success = last.and_then(|r| r.get("success")).and_then(Value::as_bool);
    let marker = "[Command exited with code ";
    let coded = result.find(marker).and_then(|at| {
        let (code, after) = result[at + marker.len()..].split_once(']')?;
        let code = code.trim().parse::<i32>().ok()?;
        Some((code, format!("{}{}", &result[..at], after.trim_start())))
    });
    match coded {
        Some((code, output)) => dialect::command(command, Some(code), &output),
        None => dialect::command(command, success.filter(|&s| s).map(|_| 0), result),
    }
}

/// Context in `contextModification`; a deny, which Cline cannot do, as its lessons.
fn answer(answer: &Answer, _: Agent) -> Option<Value> {
    let text = match answer {
        Answer::Context { text, .. } | Answer::Notice { text } => text,
        Answer::Deny { context, .. } => context,
        Answer::StopReminder { .. } => return None,
    };
    Some(json!({ "contextModification": text }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testrun::CommandRun;

    fn event(json: &str) -> Event {
        read(None, json).unwrap().unwrap().event.unwrap()
    }

    #[test]
    fn failing_command_and_its_exit_code() {
        let e = event(
            r#"{"hookName":"tool_result","taskId":"t","workspaceRoots":["/p"],
                "tool_result":{"id":"c","name":"run_commands","input":{"commands":["python3 -m unittest -q"]},
                "output":[{"query":"python3 -m unittest -q","result":"[Command exited with code 1]\n\n[stderr]\nFAILED (failures=1)","error":"Command exited with code 1","success":false}]}}"#,
        );
        assert_eq!(
            e,
            Event::CommandRan(CommandRun {
                command: "python3 -m unittest -q".into(),
                exit_code: Some(1),
                output: "[stderr]\nFAILED (failures=1)".into(),
                interrupted: false
            })
        );
    }

    #[test]
    fn reads_and_edits() {
        assert_eq!(
            event(
                r#"{"hookName":"tool_result","taskId":"t","tool_result":{"name":"read_files",
                    "input":{"files":[{"path":"/p/a.py"}]},"output":[]}}"#
            ),
            Event::FileRead {
                path: "/p/a.py".into(),
                from: 1,
                to: None
            }
        );
        assert!(matches!(
            event(
                r#"{"hookName":"tool_call","taskId":"t","tool_call":{"name":"editor",
                    "input":{"path":"/p/a.py","old_text":"a","new_text":"b"}}}"#
            ),
            Event::EditPlanned { .. }
        ));
    }

    #[test]
    fn a_deny_is_its_lessons() {
        let d = Answer::Deny {
            reason: "held back".into(),
            context: "lessons".into(),
        };
        assert_eq!(
            answer(&d, Agent::Cline),
            Some(json!({"contextModification": "lessons"}))
        );
    }
}
