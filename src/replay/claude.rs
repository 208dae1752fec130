//! Claude Code's session JSONL: `user` lines hold prompts and tool results (the result's
//! structured form in `toolUseResult`), `assistant` lines the `tool_use` blocks. A tool call
//! becomes one step at the place it was made, with the result that answered it.

use std::collections::HashMap;

use serde_json::Value;

use super::{Agent, Outcome, Step, StepKind, ToolCall, Transcript, str_at};

/// Text of user lines that are not a prompt typed by a person: slash commands and their
/// output, background task notices, interruptions.
const NOT_PROMPTS: &[&str] = &[
    "<command-",
    "<local-command",
    "<task-notification>",
    "<bash-",
    "<user-memory-input>",
    "[Request interrupted",
    "Caveat:",
];

pub(super) fn read(text: &str) -> Option<Transcript> {
    let mut session_id = String::new();
    let mut cwd = String::new();
    let mut started = String::new();
    let mut steps: Vec<Step> = Vec::new();
    // tool_use id -> index of its step, until its result comes.
    let mut open: HashMap<String, usize> = HashMap::new();
    let mut claude = false;
    for line in text.lines() {
        let Ok(entry) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        let kind = str_at(&entry, "type");
        if kind != "user" && kind != "assistant" {
            continue;
        }
        claude = true;
        let here = str_at(&entry, "cwd");
        if !here.is_empty() && cwd.is_empty() {
            cwd = here.to_string();
        }
        if session_id.is_empty() {
            session_id = str_at(&entry, "sessionId").to_string();
        }
        if started.is_empty() {
            started = str_at(&entry, "timestamp").to_string();
        }
        let step_cwd = if here.is_empty() { &cwd } else { here }.to_string();
        let content = &entry["message"]["content"];
        if kind == "assistant" {
            for block in content.as_array().into_iter().flatten() {
                if str_at(block, "type") != "tool_use" {
                    continue;
                }
                open.insert(str_at(block, "id").to_string(), steps.len());
                steps.push(Step {
                    cwd: step_cwd.clone(),
                    kind: StepKind::Tool(ToolCall {
                        name: str_at(block, "name").to_string(),
                        input: block.get("input").cloned().unwrap_or(Value::Null),
                        outcome: Outcome::Missing,
                    }),
                });
            }
            continue;
        }
        if let Some(prompt) = prompt_of(&entry) {
            steps.push(Step {
                cwd: step_cwd,
                kind: StepKind::Prompt(prompt),
            });
            continue;
        }
        for block in content.as_array().into_iter().flatten() {
            if str_at(block, "type") != "tool_result" {
                continue;
            }
            let Some(at) = open.remove(str_at(block, "tool_use_id")) else {
                continue;
            };
            if let StepKind::Tool(call) = &mut steps[at].kind {
                call.outcome = outcome(block, entry.get("toolUseResult"));
            }
        }
    }
    claude.then_some(Transcript {
        agent: Agent::Claude,
        session_id,
        cwd,
        started,
        steps,
    })
}

/// A prompt the person typed (its text blocks joined), or None for any other user line.
fn prompt_of(entry: &Value) -> Option<String> {
    let flags = ["isMeta", "isCompactSummary", "isVisibleInTranscriptOnly"];
    if flags.iter().any(|f| entry[f] == true) || entry.get("toolUseResult").is_some() {
        return None;
    }
    let content = &entry["message"]["content"];
    let text = match content {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => {
            if blocks.iter().any(|b| str_at(b, "type") == "tool_result") {
                return None;
            }
            blocks
                .iter()
                .filter(|b| str_at(b, "type") == "text")
                .map(|b| str_at(b, "text"))
                .collect::<Vec<_>>()
                .join("\n")
        }
        _ => return None,
    };
    let trimmed = text.trim_start();
    if trimmed.is_empty() || NOT_PROMPTS.iter().any(|p| trimmed.starts_with(p)) {
        return None;
    }
    Some(text)
}

/// A tool result as the hook's PostToolUse or PostToolUseFailure carries it.
fn outcome(block: &Value, structured: Option<&Value>) -> Outcome {
    if block.get("is_error").and_then(Value::as_bool) == Some(true) {
        return Outcome::Failed {
            error: result_text(&block["content"]),
        };
    }
    let response = match structured {
        Some(v) if !v.is_null() => v.clone(),
        _ => Value::String(result_text(&block["content"])),
    };
    Outcome::Done {
        response,
        exit_code: None,
    }
}

/// The text of a `tool_result`'s content (a string, or text blocks).
fn result_text(content: &Value) -> String {
    match content {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .map(|b| str_at(b, "text"))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tool_calls_get_their_results_and_prompts_skip_commands() {
        let text = [
            (serde_json::json!({"type":"user","sessionId":"s1","cwd":"/p",
                "timestamp":"2026-01-01T00:00:00Z",
                "message":{"role":"user","content":"<command-name>/model</command-name>"}})),
            (serde_json::json!({"type":"user","sessionId":"s1","cwd":"/p",
                "message":{"role":"user","content":"fix the bug"}})),
            (serde_json::json!({"type":"assistant","cwd":"/p","message":{"content":[
                {"type":"tool_use","id":"t1","name":"Bash","input":{"command":"go test ./..."}},
                {"type":"tool_use","id":"t2","name":"Read","input":{"file_path":"/p/a.go"}}]}})),
            (serde_json::json!({"type":"user","cwd":"/p","message":{"content":[
                {"type":"tool_result","tool_use_id":"t2","content":"1\tpackage a"}]},
                "toolUseResult":{"type":"text","file":{"filePath":"/p/a.go","content":"package a"}}})),
            (serde_json::json!({"type":"user","cwd":"/p/sub","message":{"content":[
                {"type":"tool_result","tool_use_id":"t1","is_error":true,
                 "content":"Exit code 1\n--- FAIL: TestA"}]},
                "toolUseResult":"Error: Exit code 1\n--- FAIL: TestA"})),
        ]
        .map(|v| v.to_string())
        .join("\n");
        let t = read(&text).unwrap();
        assert_eq!((t.session_id.as_str(), t.cwd.as_str()), ("s1", "/p"));
        assert_eq!(t.started, "2026-01-01T00:00:00Z");
        assert_eq!(t.steps.len(), 3);
        assert_eq!(t.steps[0].kind, StepKind::Prompt("fix the bug".into()));
        let StepKind::Tool(bash) = &t.steps[1].kind else {
            panic!("a tool call")
        };
        assert_eq!(
            bash.outcome,
            Outcome::Failed {
                error: "Exit code 1\n--- FAIL: TestA".into()
            }
        );
        let StepKind::Tool(read_call) = &t.steps[2].kind else {
            panic!("a tool call")
        };
        let Outcome::Done { response, .. } = &read_call.outcome else {
            panic!("done")
        };
        assert_eq!(response["file"]["content"], "package a");
    }
}
