//! OpenCode: no command hooks, but JS plugins. `cm install --agent opencode` writes a small
//! plugin (`install/opencode_plugin.js`) that sends each call here as one JSON object:
//! `hook` (the plugin hook: `tool.execute.before`, `tool.execute.after`, `session.created`,
//! `chat.message`), `sessionID`, `directory`, and for tools `tool`, `callID`, `args` (the
//! model's arguments), `output` (the tool's text), `exit` (`metadata.exit` of `bash`) and
//! `lines` (`metadata.display` of `read`: `lineStart`, `lineEnd`, `totalLines`); for a prompt
//! `prompt`.
//!
//! Tools: `read` {`filePath`}, `edit` {`filePath`, `oldString`, `newString`, `replaceAll`},
//! `write` {`filePath`, `content`}, `apply_patch` {`patchText`}, `bash` {`command`}. The
//! answer the plugin acts on: `{"deny": R}` (it throws, so the tool does not run and the
//! model reads R as the tool's error) or `{"context": T}` (appended to the tool's output,
//! or added to the system prompt for a session or a prompt).

use anyhow::Result;
use serde_json::{Value, json};

use super::answer::Answer;
use super::dialect::{self, Dialect, Incoming, text};
use super::event::{Event, EventName};
use super::{Agent, AgentSpec, Home, SettingsFiles, Wiring};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::OpenCode,
    name: "opencode",
    display_name: "OpenCode",
    home: Some(Home {
        var: Some("XDG_CONFIG_HOME"),
        under: "opencode",
        default: ".config/opencode",
    }),
    settings: SettingsFiles::of(".opencode/plugin/code-memory.js", "plugin/code-memory.js"),
    hook_arg: Some("opencode"),
    dialect: Dialect { read, answer },
    wiring: Wiring::OwnFiles,
    program: Some("opencode"),
    ..super::generic::AGENT
};

fn read(expected: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let v: &Value = &dialect::parse(stdin)?;
    let name = match text(v, "hook") {
        Some("tool.execute.before") => EventName::PreToolUse,
        Some("tool.execute.after") => EventName::PostToolUse,
        Some("session.created") => EventName::SessionStart,
        Some("chat.message") => EventName::UserPromptSubmit,
        Some("session.idle") => EventName::Stop,
        _ => match expected {
            Some(name) => name,
            None => return Ok(None),
        },
    };
    let tool = text(v, "tool").unwrap_or_default();
    let args = v.get("args").cloned().unwrap_or_default();
    let prompt = text(v, "prompt").unwrap_or_default();
    let event = tool_event(name, tool, &args, v)
        .or_else(|| dialect::lifecycle(name, prompt, "startup", false).map(Ok))
        .unwrap_or_else(|| Ok(dialect::ignored_tool(name, "OpenCode", tool)));
    let incoming = dialect::incoming(name, v, "/sessionID", "/directory", event);
    Ok(Some(incoming))
}

fn tool_event(name: EventName, tool: &str, args: &Value, v: &Value) -> Option<Result<Event>> {
    let pre = match name {
        EventName::PreToolUse => true,
        EventName::PostToolUse => false,
        _ => return None,
    };
    let arg = |k: &str| text(args, k).unwrap_or_default();
    let path = || {
        text(args, "filePath")
            .ok_or_else(|| anyhow::anyhow!("reading the OpenCode {tool} tool input: no filePath"))
    };
    Some(match tool {
        "edit" => path().map(|p| {
            let all = dialect::flag(args, "replaceAll");
            dialect::replace(p, arg("oldString"), arg("newString"), all, !pre)
        }),
        "write" => path().map(|p| dialect::write(p, arg("content"), !pre)),
        "apply_patch" => dialect::patch(arg("patchText"), "OpenCode", !pre),
        "read" if !pre => path().map(|p| {
            let lines = v.get("lines").cloned().unwrap_or_default();
            let n = |k: &str| lines.get(k).and_then(Value::as_i64);
            let to = n("lineEnd").filter(|&end| n("totalLines").is_some_and(|total| end < total));
            dialect::read_lines(p, n("lineStart"), to)
        }),
        "bash" if !pre => {
            let exit = v
                .get("exit")
                .and_then(Value::as_i64)
                .and_then(|n| i32::try_from(n).ok());
            Ok(dialect::command(
                arg("command"),
                exit,
                text(v, "output").unwrap_or_default(),
            ))
        }
        // A tool cm does not act on: nothing to say, nothing worth a log line.
        _ => Ok(Event::Routine),
    })
}

/// What the plugin acts on: a deny it throws, or context it adds.
fn answer(answer: &Answer, _: Agent) -> Option<Value> {
    Some(match answer {
        Answer::Deny { reason, .. } => json!({ "deny": reason }),
        Answer::Context { text, .. } | Answer::Notice { text } | Answer::StopReminder { text } => {
            json!({ "context": text })
        }
    })
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
    fn plugin_calls_become_events() {
        assert_eq!(
            event(
                r#"{"hook":"tool.execute.before","sessionID":"ses_1","directory":"/p","tool":"edit","callID":"c",
                    "args":{"filePath":"/p/calc.py","oldString":"a","newString":"b"}}"#
            ),
            Event::EditPlanned {
                path: "/p/calc.py".into(),
                edit: PlannedEdit::Replace {
                    old: "a".into(),
                    new: "b".into(),
                    replace_all: false
                }
            }
        );
        assert_eq!(
            event(
                r#"{"hook":"tool.execute.after","sessionID":"ses_1","tool":"bash","args":{"command":"pytest"},
                    "output":"1 failed","exit":1}"#
            ),
            Event::CommandRan(CommandRun {
                command: "pytest".into(),
                exit_code: Some(1),
                output: "1 failed".into(),
                interrupted: false
            })
        );
        assert_eq!(
            event(
                r#"{"hook":"tool.execute.after","tool":"read","args":{"filePath":"/p/a.py"},
                    "lines":{"lineStart":1,"lineEnd":2000,"totalLines":5000}}"#
            ),
            Event::FileRead {
                path: "/p/a.py".into(),
                from: 1,
                to: Some(2000)
            }
        );
        assert_eq!(
            event(r#"{"hook":"chat.message","sessionID":"ses_1","prompt":"fix calc"}"#),
            Event::PromptSubmitted {
                prompt: "fix calc".into()
            }
        );
    }

    #[test]
    fn answers_are_what_the_plugin_reads() {
        let d = Answer::Deny {
            reason: "r".into(),
            context: "c".into(),
        };
        assert_eq!(answer(&d, Agent::OpenCode), Some(json!({"deny": "r"})));
    }
}
