//! Codex's rollout JSONL: `session_meta` (id, cwd), `turn_context` (the cwd of a turn),
//! `event_msg` `user_message` (a prompt), and `response_item`s: shell commands as function
//! calls (`shell_command`, `shell`, `exec_command`) and `apply_patch` as a custom tool call,
//! each answered by an output item with the same `call_id`. Codex's hooks name a shell
//! command `Bash` with `{"command": ...}` and give its output text alone as the response.

use std::collections::HashMap;

use serde_json::{Value, json};

use super::{Agent, Outcome, Step, StepKind, ToolCall, Transcript, str_at};

pub(super) fn read(text: &str) -> Option<Transcript> {
    let mut session_id = String::new();
    let mut cwd = String::new();
    let mut started = String::new();
    let mut turn_cwd = String::new();
    let mut steps: Vec<Step> = Vec::new();
    let mut open: HashMap<String, usize> = HashMap::new();
    for line in text.lines() {
        let Ok(entry) = serde_json::from_str::<Value>(line) else {
            continue;
        };
        let payload = &entry["payload"];
        match (str_at(&entry, "type"), str_at(payload, "type")) {
            ("session_meta", _) => {
                session_id = str_at(payload, "id").to_string();
                cwd = str_at(payload, "cwd").to_string();
                turn_cwd.clone_from(&cwd);
                started = str_at(payload, "timestamp").to_string();
                if started.is_empty() {
                    started = str_at(&entry, "timestamp").to_string();
                }
            }
            ("turn_context", _) => {
                let here = str_at(payload, "cwd");
                if !here.is_empty() {
                    turn_cwd = here.to_string();
                }
            }
            ("event_msg", "user_message") => {
                let message = str_at(payload, "message");
                if !message.trim().is_empty() {
                    steps.push(Step {
                        cwd: turn_cwd.clone(),
                        kind: StepKind::Prompt(message.to_string()),
                    });
                }
            }
            ("response_item", "function_call" | "custom_tool_call" | "local_shell_call") => {
                let Some((call, workdir)) = tool_call(payload) else {
                    continue;
                };
                open.insert(str_at(payload, "call_id").to_string(), steps.len());
                steps.push(Step {
                    cwd: workdir.unwrap_or_else(|| turn_cwd.clone()),
                    kind: StepKind::Tool(call),
                });
            }
            ("response_item", "function_call_output" | "custom_tool_call_output") => {
                let Some(at) = open.remove(str_at(payload, "call_id")) else {
                    continue;
                };
                if let StepKind::Tool(call) = &mut steps[at].kind {
                    call.outcome = outcome(&call.name, &payload["output"]);
                }
            }
            _ => {}
        }
    }
    if session_id.is_empty() && cwd.is_empty() {
        return None;
    }
    Some(Transcript {
        agent: Agent::Codex,
        session_id,
        cwd,
        started,
        steps,
    })
}

/// A shell command or a patch, as Codex's hooks name it, and the directory it ran in.
fn tool_call(payload: &Value) -> Option<(ToolCall, Option<String>)> {
    let name = str_at(payload, "name");
    let call = |name: &str, input: Value| ToolCall {
        name: name.to_string(),
        input,
        outcome: Outcome::Missing,
    };
    if name == "apply_patch" {
        let patch = match payload.get("input") {
            Some(Value::String(p)) => p.clone(),
            _ => str_at(&arguments(payload), "input").to_string(),
        };
        return Some((call("apply_patch", json!({ "command": patch })), None));
    }
    let args = match str_at(payload, "type") {
        "local_shell_call" => payload["action"].clone(),
        _ => arguments(payload),
    };
    let command = match (args.get("command"), args.get("cmd")) {
        (Some(Value::String(c)), _) | (_, Some(Value::String(c))) => c.clone(),
        (Some(Value::Array(words)), _) => shell_words(words),
        _ => return None,
    };
    let workdir = ["workdir", "working_directory"]
        .iter()
        .map(|k| str_at(&args, k))
        .find(|w| !w.is_empty())
        .map(str::to_string);
    Some((call("Bash", json!({ "command": command })), workdir))
}

/// A function call's `arguments`, a JSON object written as a string.
fn arguments(payload: &Value) -> Value {
    match payload.get("arguments") {
        Some(Value::String(s)) => serde_json::from_str(s).unwrap_or(Value::Null),
        Some(v) => v.clone(),
        None => Value::Null,
    }
}

/// `["bash", "-lc", "go test ./..."]` is the script it runs; other argument lists are
/// joined with spaces.
fn shell_words(words: &[Value]) -> String {
    let words: Vec<&str> = words.iter().filter_map(Value::as_str).collect();
    match words.as_slice() {
        [shell, flag, script]
            if flag.starts_with('-') && flag.ends_with('c') && is_shell(shell) =>
        {
            (*script).to_string()
        }
        _ => words.join(" "),
    }
}

fn is_shell(program: &str) -> bool {
    let base = program.rsplit('/').next().unwrap_or(program);
    matches!(base, "bash" | "sh" | "zsh" | "dash")
}

/// The output item as the hook's `tool_response`: the command's output text (the lines
/// after `Output:`), with its exit code kept aside; a patch's output keeps its header, which
/// is how the hook tells a patch that did not apply.
fn outcome(tool: &str, output: &Value) -> Outcome {
    let text = match output {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    // A custom tool's output may be JSON: {"output": ..., "metadata": {"exit_code": N}}.
    let (body, exit_code) = match serde_json::from_str::<Value>(&text) {
        Ok(v) if v.get("output").is_some() => (
            str_at(&v, "output").to_string(),
            v["metadata"]["exit_code"].as_i64().map(|c| c as i32),
        ),
        _ => split_header(&text),
    };
    let response = if tool == "apply_patch" {
        let code = exit_code.unwrap_or(0);
        format!("Exit code: {code}\nWall time: 0 seconds\nOutput:\n{body}")
    } else {
        body
    };
    Outcome::Done {
        response: Value::String(response),
        exit_code,
    }
}

/// `Exit code: N` (or `Process exited with code N`) and the text after `Output:`.
fn split_header(text: &str) -> (String, Option<i32>) {
    let mut code = None;
    let mut consumed = 0;
    for line in text.split_inclusive('\n') {
        consumed += line.len();
        let l = line.trim_end();
        if let Some(n) = l
            .strip_prefix("Exit code:")
            .or_else(|| l.strip_prefix("Process exited with code"))
        {
            code = n.trim().parse().ok();
        } else if l == "Output:" {
            return (text[consumed..].to_string(), code);
        }
        if consumed > 400 {
            break;
        }
    }
    (text.to_string(), code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_and_patch_calls_with_their_outputs() {
        let lines = [
            json!({"timestamp":"t0","type":"session_meta","payload":{"id":"c1",
                "timestamp":"2026-04-08T10:31:20Z","cwd":"/w/p"}}),
            json!({"type":"event_msg","payload":{"type":"user_message","message":"add x"}}),
            json!({"type":"response_item","payload":{"type":"function_call",
                "name":"shell_command","call_id":"a",
                "arguments":"{\"command\":\"pnpm test\",\"workdir\":\"/w/p\"}"}}),
            json!({"type":"response_item","payload":{"type":"function_call_output","call_id":"a",
                "output":"Exit code: 1\nWall time: 2 seconds\nOutput:\n1 failing\n"}}),
            json!({"type":"response_item","payload":{"type":"custom_tool_call",
                "name":"apply_patch","call_id":"b","input":"*** Begin Patch\n*** End Patch\n"}}),
            json!({"type":"response_item","payload":{"type":"custom_tool_call_output",
                "call_id":"b","output":"{\"output\":\"Success.\\n\",\"metadata\":{\"exit_code\":0}}"}}),
        ];
        let text: Vec<String> = lines.iter().map(Value::to_string).collect();
        let t = read(&text.join("\n")).unwrap();
        assert_eq!((t.session_id.as_str(), t.cwd.as_str()), ("c1", "/w/p"));
        assert_eq!(t.steps.len(), 3);
        let StepKind::Tool(shell) = &t.steps[1].kind else {
            panic!("tool")
        };
        assert_eq!(shell.name, "Bash");
        assert_eq!(shell.input["command"], "pnpm test");
        assert_eq!(
            shell.outcome,
            Outcome::Done {
                response: json!("1 failing\n"),
                exit_code: Some(1)
            }
        );
        let StepKind::Tool(patch) = &t.steps[2].kind else {
            panic!("tool")
        };
        let Outcome::Done { response, .. } = &patch.outcome else {
            panic!("done")
        };
        assert!(response.as_str().unwrap().starts_with("Exit code: 0\n"));
    }

    #[test]
    fn argument_lists_run_by_a_shell_are_their_script() {
        let words = [json!("bash"), json!("-lc"), json!("go test ./...")];
        assert_eq!(shell_words(&words), "go test ./...");
        assert_eq!(shell_words(&[json!("ls"), json!("-la")]), "ls -la");
    }
}
