//! Gemini CLI: hooks in `.gemini/settings.json` under its own event names (`BeforeTool`,
//! `AfterTool`, `BeforeAgent`, `SessionStart`, `AfterAgent`) with Claude-like fields
//! (`tool_name`, `tool_input`, `tool_response` {`llmContent`, `returnDisplay`, `error`}).
//!
//! Tools: `read_file` {`file_path`, `start_line`, `end_line`}, `replace` {`file_path`,
//! `old_string`, `new_string`, `allow_multiple`}, `write_file` {`file_path`, `content`},
//! `run_shell_command` {`command`}. A failing command fires AfterTool like a passing one:
//! its text carries an `Exit Code: N` line only when N is not 0.
//!
//! Answers: a deny is `decision: "deny"` with the lessons in `reason` (BeforeTool has no
//! place for context); context is `hookSpecificOutput.additionalContext`. In headless mode
//! the context SessionStart returned is put in front of the prompt BeforeAgent receives, as
//! `<hook_context>...</hook_context>`: that prefix is not the user's prompt and is cut.

use anyhow::{Result, anyhow};
use serde_json::{Value, json};

use super::answer::Answer;
use super::dialect::{self, Dialect, Incoming, text};
use super::event::{Event, EventName};
use super::{Agent, AgentSpec, Home, SettingsFiles, StopAnswer};

pub(super) const AGENT: AgentSpec = AgentSpec {
    agent: Agent::Gemini,
    name: "gemini",
    display_name: "Gemini CLI",
    home: Some(Home::at(".gemini")),
    settings: SettingsFiles::of(".gemini/settings.json", "settings.json"),
    stop: StopAnswer::Block,
    timeout_unit: 1000,
    hook_arg: Some("gemini"),
    mcp: SettingsFiles::of(".gemini/settings.json", "settings.json"),
    dialect: Dialect { read, answer },
    program: Some("gemini"),
    ..super::generic::AGENT
};

/// cm's event for each Gemini CLI event it is wired to.
pub(crate) const EVENTS: [(&str, EventName); 5] = [
    ("BeforeTool", EventName::PreToolUse),
    ("AfterTool", EventName::PostToolUse),
    ("SessionStart", EventName::SessionStart),
    ("BeforeAgent", EventName::UserPromptSubmit),
    ("AfterAgent", EventName::Stop),
];

fn read(_: Option<EventName>, stdin: &str) -> Result<Option<Incoming>> {
    let v: &Value = &dialect::parse(stdin)?;
    let wire = text(v, "hook_event_name").unwrap_or_default();
    let Some(&(_, name)) = EVENTS.iter().find(|(w, _)| *w == wire) else {
        return Ok(None);
    };
    let event = match name {
        EventName::PreToolUse | EventName::PostToolUse => tool_event(name, v),
        EventName::UserPromptSubmit => Ok(Event::PromptSubmitted {
            prompt: own_prompt(text(v, "prompt").unwrap_or_default()).to_string(),
        }),
        _ => Ok(dialect::claude_lifecycle(name, v, "")),
    };
    Ok(Some(dialect::claude_incoming(name, v, event)))
}

/// The prompt without the hook context Gemini CLI put in front of it.
fn own_prompt(prompt: &str) -> &str {
    let mut rest = prompt.trim_start();
    while let Some((_, after)) = rest
        .strip_prefix("<hook_context>")
        .and_then(|a| a.split_once("</hook_context>"))
    {
        rest = after.trim_start();
    }
    rest
}

/// Gemini CLI's file tools.
const TOOLS: FileTools = FileTools {
    client: "Gemini",
    edit: "replace",
    replace_all: "allow_multiple",
    read_range: |args| {
        let at = |k: &str| args.get(k).and_then(Value::as_i64);
        (at("start_line"), at("end_line"))
    },
};

fn tool_event(name: EventName, v: &Value) -> Result<Event> {
    let tool = text(v, "tool_name").unwrap_or_default();
    let args = v.get("tool_input").cloned().unwrap_or_default();
    let response = v.get("tool_response").cloned().unwrap_or_default();
    let pre = name == EventName::PreToolUse;
    // The tool itself failed to run (an edit whose old text was not found).
    let failed = !pre && response.get("error").is_some_and(|e| !e.is_null());
    if let Some(event) = TOOLS.event(tool, pre, failed, &args, &response) {
        return event;
    }
    let arg = |k: &str| text(&args, k).unwrap_or_default();
    Ok(match tool {
        "run_shell_command" if !pre => {
            let (exit_code, output) =
                dialect::shell_result(text(&response, "llmContent").unwrap_or_default());
            // No `Exit Code` line: the command exited 0, unless the tool failed.
            let exit_code = exit_code.or((!failed).then_some(0));
            dialect::command(arg("command"), exit_code, &output)
        }
        _ => dialect::ignored_tool(name, "Gemini", tool),
    })
}

/// Gemini CLI reads a deny as `decision` with a `reason`, context in `hookSpecificOutput`.
fn answer(answer: &Answer, _: Agent) -> Option<Value> {
    Some(match answer {
        Answer::Context { text, .. } => json!({
            "hookSpecificOutput": { "additionalContext": text }
        }),
        Answer::Notice { text } => json!({
            "systemMessage": text,
            "hookSpecificOutput": { "additionalContext": text }
        }),
        Answer::Deny { reason, .. } => json!({ "decision": "deny", "reason": reason }),
        Answer::StopReminder { text } => json!({ "decision": "block", "reason": text }),
    })
}

/// How one client of the family names its file tools: Gemini CLI's and those of Qwen Code,
/// its fork, are `read_file`, `write_file` and one edit tool, with the same arguments but
/// for the edit tool's name, its replace-all flag and how `read_file` names its lines. The
/// originals come from `tool_response.returnDisplay.originalContent`; a tool that failed
/// to run changed nothing.
pub(super) struct FileTools {
    /// Its name in error messages: `Gemini`, `Qwen`.
    pub(super) client: &'static str,
    /// The edit tool: `replace`, `edit`.
    pub(super) edit: &'static str,
    /// The edit tool's replace-all flag: `allow_multiple`, `replace_all`.
    pub(super) replace_all: &'static str,
    /// `read_file`'s lines, 1-based and inclusive, from its arguments.
    pub(super) read_range: fn(&Value) -> (Option<i64>, Option<i64>),
}

impl FileTools {
    /// The event of `tool` when it is one of the file tools, None for any other tool (and
    /// for a Read not yet done or that failed). `pre`: asked before the tool runs; `failed`:
    /// the tool failed to run.
    pub(super) fn event(
        &self,
        tool: &str,
        pre: bool,
        failed: bool,
        args: &Value,
        response: &Value,
    ) -> Option<Result<Event>> {
        let read = tool == "read_file";
        if tool != self.edit && tool != "write_file" && !read {
            return None;
        }
        // A Read is seen once it is done; an edit that failed to run changed nothing.
        if read && (pre || failed) {
            return None;
        }
        if failed {
            return Some(Ok(Event::Routine));
        }
        let Some(path) = text(args, "file_path") else {
            return Some(Err(anyhow!(
                "reading the {} {tool} tool input: no file_path",
                self.client
            )));
        };
        let arg = |k: &str| text(args, k).unwrap_or_default();
        let original = || {
            response
                .get("returnDisplay")
                .and_then(|d| text(d, "originalContent"))
                .map(str::to_string)
        };
        Some(Ok(match tool {
            "read_file" => {
                let (from, to) = (self.read_range)(args);
                dialect::read_lines(path, from, to)
            }
            "write_file" => {
                dialect::with_original(dialect::write(path, arg("content"), !pre), original())
            }
            _ => {
                let all = dialect::flag(args, self.replace_all);
                dialect::with_original(
                    dialect::replace(path, arg("old_string"), arg("new_string"), all, !pre),
                    original(),
                )
            }
        }))
    }
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
    fn before_tool_replace_is_a_planned_edit() {
        let e = event(
            r#"{"session_id":"s","cwd":"/p","hook_event_name":"BeforeTool","timestamp":"t",
                "tool_name":"replace","tool_input":{"file_path":"calc.py","instruction":"x","old_string":"a","new_string":"b"}}"#,
        );
        assert_eq!(
            e,
            Event::EditPlanned {
                path: "calc.py".into(),
                edit: PlannedEdit::Replace {
                    old: "a".into(),
                    new: "b".into(),
                    replace_all: false
                }
            }
        );
        let done = event(
            r#"{"session_id":"s","hook_event_name":"AfterTool","tool_name":"write_file",
                "tool_input":{"file_path":"/p/n.py","content":"a\nb\n"},
                "tool_response":{"llmContent":"Successfully created","returnDisplay":{"fileDiff":"","originalContent":null,"newContent":"a\nb\n"}}}"#,
        );
        assert!(matches!(
            done,
            Event::EditDone {
                done: EditDone::Created { lines: 2 },
                original: None,
                ..
            }
        ));
    }

    #[test]
    fn shell_exit_code_only_when_not_zero() {
        let run = |content: &str| {
            event(&format!(
                r#"{{"session_id":"s","hook_event_name":"AfterTool","tool_name":"run_shell_command",
                    "tool_input":{{"command":"python3 -m unittest -q"}},
                    "tool_response":{{"llmContent":{},"returnDisplay":"x"}}}}"#,
                serde_json::to_string(content).unwrap()
            ))
        };
        assert_eq!(
            run(
                "<untrusted_context>\nOutput: F\nFAILED (failures=1)\nExit Code: 1\nProcess Group PGID: 12\n</untrusted_context>"
            ),
            Event::CommandRan(CommandRun {
                command: "python3 -m unittest -q".into(),
                exit_code: Some(1),
                output: "F\nFAILED (failures=1)".into(),
                interrupted: false
            })
        );
        let Event::CommandRan(ok) = run(
            "<untrusted_context>\nOutput: Ran 2 tests\n\nOK\nProcess Group PGID: 12\n</untrusted_context>",
        ) else {
            panic!()
        };
        assert_eq!(
            (ok.exit_code, ok.output.as_str()),
            (Some(0), "Ran 2 tests\n\nOK")
        );
    }

    #[test]
    fn session_context_in_front_of_the_prompt_is_cut() {
        let e = event(
            r#"{"session_id":"s","hook_event_name":"BeforeAgent",
                "prompt":"<hook_context>code-memory: past failures left lessons on apply_discount</hook_context>\n\nSimplify total"}"#,
        );
        assert_eq!(
            e,
            Event::PromptSubmitted {
                prompt: "Simplify total".into()
            }
        );
        assert_eq!(
            own_prompt("plain <hook_context>x</hook_context>"),
            "plain <hook_context>x</hook_context>"
        );
        assert_eq!(
            own_prompt("<hook_context>unclosed"),
            "<hook_context>unclosed"
        );
    }

    #[test]
    fn answers_in_gemini_form() {
        let d = Answer::Deny {
            reason: "r".into(),
            context: "c".into(),
        };
        assert_eq!(
            answer(&d, Agent::Gemini),
            Some(json!({"decision": "deny", "reason": "r"}))
        );
        let c = Answer::Context {
            event: EventName::PostToolUse,
            text: "t".into(),
        };
        assert_eq!(
            answer(&c, Agent::Gemini).unwrap()["hookSpecificOutput"]["additionalContext"],
            "t"
        );
    }
}
