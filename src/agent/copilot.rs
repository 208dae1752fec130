//! GitHub Copilot CLI: hooks in `.github/hooks/*.json` (or `~/.copilot/hooks/`), in either
//! of its two payload dialects: its own camelCase events (`preToolUse`, `toolName`,
//! `toolArgs`, `toolResult.textResultForLlm`; the event is not named in the payload, so the
//! `cm hook` argument says it) or the Claude-style PascalCase ones (`PreToolUse`,
//! `tool_name` mapped to Claude's `Read`/`Edit`/`Write`/`Bash`, `tool_input` with Copilot's
//! argument names, `tool_result.text_result_for_llm`).
//!
//! Tools: `view` {`path`, `view_range`}, `edit` {`path`, `old_str`, `new_str`}, `create`
//! {`path`, `file_text`}, `bash` {`command`}, `apply_patch`. A shell command's exit code is
//! only in the trailer `<shellId: N completed with exit code X>` of its result text, and a
//! failing command fires postToolUse like a passing one. Answers: context only as a
//! top-level `additionalContext`; a deny as `permissionDecision`.

use anyhow::Result;
use serde_json::{Value, json};

use super::answer::Answer;
use super::dialect::{self, Dialect, Incoming, text};
use super::event::{Event, EventName};
use super::{Agent, AgentSpec, Home, SettingsFiles, StopAnswer, Wiring};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Copilot,
    name: "copilot",
    display_name: "Copilot CLI",
    home: Some(Home::var("COPILOT_HOME", ".copilot")),
    settings: SettingsFiles::of(".github/hooks/code-memory.json", "hooks/code-memory.json"),
    stop: StopAnswer::Block,
    hook_arg: Some("copilot"),
    dialect: Dialect { read, answer },
    wiring: Wiring::OwnFiles,
    program: Some("copilot"),
    ..super::generic::AGENT
};

fn read(expected: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let v: &Value = &dialect::parse(stdin)?;
    let pascal = v.get("hook_event_name").is_some();
    let name = match text(v, "hook_event_name") {
        Some(wire) => dialect::claude_name(wire),
        None => expected.or_else(|| infer(v)),
    };
    let Some(name) = name else {
        return Ok(None);
    };
    let field = |camel: &str, snake: &str| v.get(if pascal { snake } else { camel });
    let tool = field("toolName", "tool_name")
        .and_then(Value::as_str)
        .map(own_tool_name)
        .unwrap_or_default();
    let args = match field("toolArgs", "tool_input") {
        // Some versions send the arguments as a JSON string.
        Some(Value::String(s)) => serde_json::from_str(s).unwrap_or(Value::String(s.clone())),
        Some(a) => a.clone(),
        None => Value::Null,
    };
    let result = field("toolResult", "tool_result")
        .cloned()
        .unwrap_or_default();
    let result_text = text(&result, "textResultForLlm")
        .or_else(|| text(&result, "text_result_for_llm"))
        .or_else(|| text(v, "error"))
        .unwrap_or_default();
    let succeeded = text(&result, "resultType")
        .or_else(|| text(&result, "result_type"))
        .map_or(name != EventName::PostToolUseFailure, |t| t == "success");
    let (prompt, source) = (text(v, "prompt").unwrap_or_default(), text(v, "source"));
    let source = source.unwrap_or("startup");
    let stop_active = v
        .get("stop_hook_active")
        .or_else(|| v.get("stopHookActive"));
    let stop_active = stop_active.and_then(Value::as_bool).unwrap_or(false);
    let event = tool_event(name, tool, &args, result_text, succeeded)
        .or_else(|| dialect::lifecycle(name, prompt, source, stop_active).map(Ok))
        .unwrap_or_else(|| Ok(dialect::ignored_tool(name, "Copilot", tool)));
    let session_id = if pascal { "/session_id" } else { "/sessionId" };
    Ok(Some(dialect::incoming(name, v, session_id, "/cwd", event)))
}

/// The event of a camelCase payload named by no `cm hook` argument.
fn infer(v: &Value) -> Option<EventName> {
    Some(if v.get("toolResult").is_some() {
        EventName::PostToolUse
    } else if v.get("toolName").is_some() {
        EventName::PreToolUse
    } else if v.get("prompt").is_some() {
        EventName::UserPromptSubmit
    } else {
        return None;
    })
}

/// Copilot's own tool name for a Claude-style one (the PascalCase dialect maps the names,
/// not the arguments).
fn own_tool_name(name: &str) -> &str {
    match name {
        "Read" => "view",
        "Edit" => "edit",
        "Write" => "create",
        "Bash" => "bash",
        "PowerShell" => "powershell",
        other => other,
    }
}

/// The event of a tool call; `None` when `name` is no tool event.
fn tool_event(
    name: EventName,
    tool: &str,
    args: &Value,
    result: &str,
    succeeded: bool,
) -> Option<Result<Event>> {
    let pre = match name {
        EventName::PreToolUse => true,
        EventName::PostToolUse | EventName::PostToolUseFailure => false,
        _ => return None,
    };
    let arg = |k: &str| text(args, k).unwrap_or_default();
    let path = || {
        text(args, "path")
            .ok_or_else(|| anyhow::anyhow!("reading the Copilot {tool} tool input: no path"))
    };
    let edit_failed = !pre && (!succeeded || name == EventName::PostToolUseFailure);
    Some(match tool {
        "edit" | "create" | "apply_patch" if edit_failed => Ok(Event::Routine),
        "edit" => path().map(|p| dialect::replace(p, arg("old_str"), arg("new_str"), false, !pre)),
        "create" => path().map(|p| dialect::write(p, arg("file_text"), !pre)),
        "apply_patch" => {
            let patch = match args {
                Value::String(s) => s.as_str(),
                _ => ["input", "patch", "command"]
                    .iter()
                    .find_map(|k| text(args, k))
                    .unwrap_or_default(),
            };
            dialect::patch(patch, "Copilot", !pre)
        }
        "view" if !pre && succeeded => path().map(|p| {
            let range = args.get("view_range").and_then(Value::as_array);
            let at = |i: usize| range.and_then(|r| r.get(i)).and_then(Value::as_i64);
            dialect::read_lines(p, at(0), at(1))
        }),
        // Copilot CLI's shell tool on Windows is `powershell`, reported like `bash`.
        "bash" | "powershell" if !pre => {
            let (exit_code, output) = split_trailer(result);
            Ok(dialect::command(arg("command"), exit_code, output))
        }
        // A tool cm does not act on: nothing to say, nothing worth a log line.
        _ => Ok(Event::Routine),
    })
}

/// Splits a shell result into the exit code of its trailer `<shellId: N completed with exit
/// code X>` and the output before it; without the trailer the exit code is unknown.
fn split_trailer(result: &str) -> (Option<i32>, &str) {
    let trimmed = result.trim_end();
    if let Some(at) = trimmed.rfind("<shellId:")
        && let Some(code) = trimmed[at..]
            .strip_suffix('>')
            .and_then(|t| t.rsplit_once("exit code "))
            .and_then(|(_, n)| n.trim().parse().ok())
    {
        return (Some(code), trimmed[..at].trim_end());
    }
    (None, result)
}

/// Copilot reads only a top-level `additionalContext`, and a deny as `permissionDecision`.
fn answer(answer: &Answer, _: Agent) -> Option<Value> {
    Some(match answer {
        Answer::Context { text, .. } | Answer::Notice { text } => {
            json!({ "additionalContext": text })
        }
        Answer::Deny { reason, .. } => json!({
            "permissionDecision": "deny",
            "permissionDecisionReason": reason,
        }),
        Answer::StopReminder { text } => json!({ "decision": "block", "reason": text }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::event::{EditDone, PlannedEdit};
    use crate::testrun::CommandRun;

    fn event(json: &str, expected: Option<EventName>) -> Event {
        read(expected, json).unwrap().unwrap().event.unwrap()
    }

    #[test]
    fn both_dialects_plan_the_same_edit() {
        let planned = Event::EditPlanned {
            path: "/p/calc.py".into(),
            edit: PlannedEdit::Replace {
                old: "a".into(),
                new: "b".into(),
                replace_all: false,
            },
        };
        let camel = r#"{"sessionId":"s","timestamp":1,"cwd":"/p","toolName":"edit",
            "toolArgs":{"path":"/p/calc.py","old_str":"a","new_str":"b"}}"#;
        assert_eq!(event(camel, Some(EventName::PreToolUse)), planned);
        assert_eq!(event(camel, None), planned);
        let pascal = r#"{"hook_event_name":"PreToolUse","session_id":"s","cwd":"/p",
            "tool_name":"Edit","tool_input":{"path":"/p/calc.py","old_str":"a","new_str":"b"}}"#;
        assert_eq!(event(pascal, None), planned);
    }

    #[test]
    fn shell_exit_code_is_the_trailer() {
        let e = event(
            r#"{"sessionId":"s","cwd":"/p","toolName":"bash","toolArgs":{"command":"python3 -m unittest -q"},
                "toolResult":{"resultType":"success","textResultForLlm":"FAILED (failures=1)\n<shellId: 0 completed with exit code 1>"}}"#,
            Some(EventName::PostToolUse),
        );
        assert_eq!(
            e,
            Event::CommandRan(CommandRun {
                command: "python3 -m unittest -q".into(),
                exit_code: Some(1),
                output: "FAILED (failures=1)".into(),
                interrupted: false,
            })
        );
        assert_eq!(split_trailer("no trailer"), (None, "no trailer"));
        let ps = event(
            r#"{"sessionId":"s","cwd":"C:\\p","toolName":"powershell","toolArgs":{"command":"pytest -q"},
                "toolResult":{"resultType":"success","textResultForLlm":"1 failed\r\n<shellId: 0 completed with exit code 1>"}}"#,
            Some(EventName::PostToolUse),
        );
        assert!(
            matches!(&ps, Event::CommandRan(run) if run.exit_code == Some(1) && run.command == "pytest -q"),
            "{ps:?}"
        );
    }

    #[test]
    fn view_range_and_created_files() {
        let e = event(
            r#"{"hook_event_name":"PostToolUse","session_id":"s","tool_name":"Read",
                "tool_input":{"path":"/p/a.py","view_range":[3,-1]},"tool_result":{"result_type":"success","text_result_for_llm":"x"}}"#,
            None,
        );
        assert_eq!(
            e,
            Event::FileRead {
                path: "/p/a.py".into(),
                from: 3,
                to: None
            }
        );
        let e = event(
            r#"{"sessionId":"s","toolName":"create","toolArgs":{"path":"/p/n.py","file_text":"a\nb\n"},
                "toolResult":{"resultType":"success","textResultForLlm":"Created"}}"#,
            Some(EventName::PostToolUse),
        );
        assert!(matches!(
            e,
            Event::EditDone {
                done: EditDone::Created { lines: 2 },
                ..
            }
        ));
        let failed = event(
            r#"{"hook_event_name":"PostToolUseFailure","session_id":"s","tool_name":"Edit",
                "tool_input":{"path":"/p/a.py","old_str":"a","new_str":"b"},"error":"No match found"}"#,
            None,
        );
        assert_eq!(failed, Event::Routine);
    }

    #[test]
    fn context_is_top_level() {
        let a = Answer::Context {
            event: EventName::PostToolUse,
            text: "t".into(),
        };
        assert_eq!(
            answer(&a, Agent::Copilot),
            Some(json!({"additionalContext": "t"}))
        );
        let d = Answer::Deny {
            reason: "r".into(),
            context: "c".into(),
        };
        assert_eq!(
            answer(&d, Agent::Copilot).unwrap()["permissionDecisionReason"],
            "r"
        );
    }
}
