//! Qwen Code: Claude Code's hook contract (`.qwen/settings.json`, the same events and
//! answers) with its own tools: `read_file` {`file_path`, `offset` (0-based), `limit`},
//! `edit` {`file_path`, `old_string`, `new_string`, `replace_all`}, `write_file`
//! {`file_path`, `content`}, `run_shell_command` {`command`}. A tool's result is
//! `tool_response.llmContent`; a shell command that passed fires PostToolUse, one that
//! failed PostToolUseFailure with the same text in `error`, both ending in `Exit Code: N`.
//! UserPromptSubmit fires before every model turn, after the first with an empty prompt.

use anyhow::Result;
use serde_json::Value;

use super::dialect::{self, Dialect, Incoming, claude_name, text};
use super::event::{Event, EventName};
use super::gemini::FileTools;
use super::{Agent, AgentSpec, Home, SettingsFiles, StopAnswer};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Qwen,
    name: "qwen",
    display_name: "Qwen Code",
    home: Some(Home::at(".qwen")),
    settings: SettingsFiles::of(".qwen/settings.json", "settings.json"),
    stop: StopAnswer::Block,
    hook_arg: Some("qwen"),
    dialect: Dialect {
        read,
        answer: super::claude::AGENT.dialect.answer,
    },
    program: Some("qwen"),
    ..super::generic::AGENT
};

fn read(_: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let v: &Value = &dialect::parse(stdin)?;
    let Some(name) = text(v, "hook_event_name").and_then(claude_name) else {
        return Ok(None);
    };
    let tool = text(v, "tool_name").unwrap_or_default();
    let args = v.get("tool_input").cloned().unwrap_or_default();
    let prompt = text(v, "prompt").unwrap_or_default();
    let event = match name {
        EventName::PreToolUse | EventName::PostToolUse | EventName::PostToolUseFailure => {
            tool_event(name, tool, &args, v)
        }
        // The turns after the first repeat the prompt hook with nothing in it.
        EventName::UserPromptSubmit if prompt.trim().is_empty() => Ok(Event::Routine),
        _ => Ok(dialect::claude_lifecycle(name, v, prompt)),
    };
    Ok(Some(dialect::claude_incoming(name, v, event)))
}

/// Qwen Code's file tools: `read_file`'s `offset` is 0-based.
const TOOLS: FileTools = FileTools {
    client: "Qwen",
    edit: "edit",
    replace_all: "replace_all",
    read_range: |args| {
        let at = |k: &str| args.get(k).and_then(Value::as_i64);
        let from = at("offset").map(|o| o + 1);
        let to = at("limit").map(|l| from.unwrap_or(1) + l.max(1) - 1);
        (from, to)
    },
};

fn tool_event(name: EventName, tool: &str, args: &Value, v: &Value) -> Result<Event> {
    let pre = name == EventName::PreToolUse;
    let failed = name == EventName::PostToolUseFailure;
    let response = v.get("tool_response").cloned().unwrap_or_default();
    if let Some(event) = TOOLS.event(tool, pre, failed, args, &response) {
        return event;
    }
    let arg = |k: &str| text(args, k).unwrap_or_default();
    Ok(match tool {
        "run_shell_command" if !pre => {
            let result = if failed {
                text(v, "error").unwrap_or_default()
            } else {
                text(&response, "llmContent").unwrap_or_default()
            };
            let (exit_code, output) = dialect::shell_result(result);
            dialect::command(arg("command"), exit_code, &output)
        }
        _ => dialect::ignored_tool(name, "Qwen", tool),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::event::{EditDone, PlannedEdit};
    use crate::testrun::CommandRun;

    fn event(json: &str) -> Event {
        read(None, json).unwrap().unwrap().event.unwrap()
    }

    #[test]
    fn edit_before_and_after() {
        let pre = event(
            r#"{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","permission_mode":"yolo",
                "tool_name":"edit","tool_input":{"file_path":"/p/calc.py","old_string":"a","new_string":"b"}}"#,
        );
        assert_eq!(
            pre,
            Event::EditPlanned {
                path: "/p/calc.py".into(),
                edit: PlannedEdit::Replace {
                    old: "a".into(),
                    new: "b".into(),
                    replace_all: false
                }
            }
        );
        let post = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"edit",
                "tool_input":{"file_path":"/p/calc.py","old_string":"a","new_string":"b"},
                "tool_response":{"llmContent":"ok","returnDisplay":{"fileDiff":"","originalContent":"a\n","newContent":"b\n"}}}"#,
        );
        assert_eq!(
            post,
            Event::EditDone {
                path: "/p/calc.py".into(),
                done: EditDone::Replaced {
                    old: "a".into(),
                    new: "b".into(),
                    replace_all: false
                },
                original: Some("a\n".into())
            }
        );
    }

    #[test]
    fn shell_passes_and_fails_by_exit_code() {
        let ok = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"run_shell_command",
                "tool_input":{"command":"python3 -m unittest -q"},
                "tool_response":{"llmContent":"Command: python3 -m unittest -q\nDirectory: (root)\nOutput: Ran 2 tests\n\nOK\nError: (none)\nExit Code: 0\nSignal: (none)\nProcess Group PGID: (none)"}}"#,
        );
        assert_eq!(
            ok,
            Event::CommandRan(CommandRun {
                command: "python3 -m unittest -q".into(),
                exit_code: Some(0),
                output: "Ran 2 tests\n\nOK".into(),
                interrupted: false
            })
        );
        let failed = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUseFailure","tool_name":"run_shell_command",
                "tool_input":{"command":"python3 -m unittest -q"},
                "error":"Command: python3 -m unittest -q\nDirectory: (root)\nOutput: FAILED (failures=1)\nError: (none)\nExit Code: 1\nSignal: (none)\nProcess Group PGID: 7"}"#,
        );
        let Event::CommandRan(run) = failed else {
            panic!("{failed:?}")
        };
        assert_eq!(
            (run.exit_code, run.output.as_str()),
            (Some(1), "FAILED (failures=1)")
        );
    }

    #[test]
    fn read_offset_is_zero_based_and_empty_prompts_are_routine() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"read_file",
                "tool_input":{"file_path":"/p/a.py","offset":9,"limit":5},"tool_response":{"llmContent":"x"}}"#,
        );
        assert_eq!(
            e,
            Event::FileRead {
                path: "/p/a.py".into(),
                from: 10,
                to: Some(14)
            }
        );
        let e = event(r#"{"session_id":"s","hook_event_name":"UserPromptSubmit","prompt":""}"#);
        assert_eq!(e, Event::Routine);
        let e =
            event(r#"{"session_id":"s","hook_event_name":"UserPromptSubmit","prompt":"fix it"}"#);
        assert_eq!(
            e,
            Event::PromptSubmitted {
                prompt: "fix it".into()
            }
        );
    }
}
