//! Turns the demo's steps into the hook payloads Claude Code sends (same fields, same shapes
//! as the captured ones in the tests) and hands each to `hook::answer`, the function
//! `cm hook` itself calls, so what the demo prints is what a real session would get.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};
use serde_json::{Value, json};

use crate::agent::{Agent, event::EventName};
use crate::hook;

/// The demo project and its database.
pub(super) struct World {
    pub(super) root: PathBuf,
    pub(super) db: PathBuf,
    /// The session under way, counted from 1 by each Start step.
    pub(super) session: usize,
}

/// One hook call: the event it went to, what the agent sent, what `cm` answered.
pub(super) struct Call {
    pub(super) event: EventName,
    pub(super) payload: Value,
    pub(super) answer: Option<Value>,
}

impl Call {
    /// The text the model reads, and whether it came as a denied tool call.
    pub(super) fn model_text(&self) -> Option<(bool, String)> {
        let out = self.answer.as_ref()?.get("hookSpecificOutput")?;
        if out["permissionDecision"] == "deny" {
            let reason = out["permissionDecisionReason"].as_str()?;
            return Some((true, reason.to_string()));
        }
        let text = out["additionalContext"].as_str()?;
        Some((false, text.to_string()))
    }
}

impl World {
    fn path(&self, file: &str) -> PathBuf {
        self.root.join(file)
    }

    /// Sends one payload through the hook runtime, as `cm hook EVENT` does.
    fn send(&self, event: EventName, mut payload: Value) -> Call {
        payload["session_id"] = json!(format!("demo-session-{}", self.session));
        payload["cwd"] = json!(self.root);
        payload["transcript_path"] =
            json!(self.root.join(format!(".session-{}.jsonl", self.session)));
        let answer = hook::answer(
            Some(&self.db),
            Some(super::PROJECT),
            Some(event),
            Agent::Claude,
            &payload.to_string(),
            hook::Finish::BeforeAnswer,
        );
        Call {
            event,
            payload,
            answer,
        }
    }

    pub(super) fn start(&self) -> Call {
        let p = json!({"hook_event_name": "SessionStart", "source": "startup"});
        self.send(EventName::SessionStart, p)
    }

    pub(super) fn prompt(&self, prompt: &str) -> Call {
        let p = json!({"hook_event_name": "UserPromptSubmit", "prompt": prompt});
        self.send(EventName::UserPromptSubmit, p)
    }

    pub(super) fn stop(&self) -> Call {
        let p = json!({"hook_event_name": "Stop", "stop_hook_active": false});
        self.send(EventName::Stop, p)
    }

    /// The Read tool: the whole file, or `limit` lines from `offset` (1-based).
    pub(super) fn read(&self, file: &str, part: Option<(usize, usize)>) -> Result<Call> {
        let path = self.path(file);
        let text = std::fs::read_to_string(&path).with_context(|| format!("reading {file}"))?;
        let lines: Vec<&str> = text.lines().collect();
        let (from, n) = part.unwrap_or((1, lines.len()));
        let shown: Vec<&str> = lines.iter().skip(from - 1).take(n).copied().collect();
        let mut input = json!({"file_path": path});
        if let Some((offset, limit)) = part {
            input["offset"] = json!(offset);
            input["limit"] = json!(limit);
        }
        let p = json!({"hook_event_name": "PostToolUse", "tool_name": "Read",
            "tool_input": input,
            "tool_response": {"type": "text", "file": {"filePath": path,
                "content": shown.join("\n"), "numLines": shown.len(), "startLine": from,
                "totalLines": lines.len()}}});
        Ok(self.send(EventName::PostToolUse, p))
    }

    /// The Edit tool before it runs: Claude Code asks PreToolUse first.
    pub(super) fn plan_edit(&self, file: &str, old: &str, new: &str) -> Call {
        let p = json!({"hook_event_name": "PreToolUse", "tool_name": "Edit",
            "tool_input": self.edit_input(file, old, new)});
        self.send(EventName::PreToolUse, p)
    }

    /// The Edit tool runs (the file changes on disk), then PostToolUse with its patch.
    pub(super) fn do_edit(&self, file: &str, old: &str, new: &str) -> Result<Call> {
        let path = self.path(file);
        let original = std::fs::read_to_string(&path).with_context(|| format!("reading {file}"))?;
        anyhow::ensure!(
            original.matches(old).count() == 1,
            "the demo's edit of {file} does not match the file once"
        );
        let updated = original.replacen(old, new, 1);
        std::fs::write(&path, &updated).with_context(|| format!("writing {file}"))?;
        let p = json!({"hook_event_name": "PostToolUse", "tool_name": "Edit",
            "tool_input": self.edit_input(file, old, new),
            "tool_response": {"filePath": path, "oldString": old, "newString": new,
                "originalFile": original, "structuredPatch": crate::replay::patch::structured_patch(&original, &updated),
                "userModified": false, "replaceAll": false}});
        Ok(self.send(EventName::PostToolUse, p))
    }

    fn edit_input(&self, file: &str, old: &str, new: &str) -> Value {
        json!({"file_path": self.path(file), "old_string": old, "new_string": new,
            "replace_all": false})
    }

    /// The Bash tool ran the tests: a failing run is PostToolUseFailure with the exit code
    /// and the output as its error, a passing one PostToolUse with the output on stdout.
    pub(super) fn test_run(&self, command: &str, output: &str, code: i32) -> Call {
        let input = json!({"command": command, "description": "Run the tests"});
        if code == 0 {
            let p = json!({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                "tool_input": input,
                "tool_response": {"stdout": output.trim_end(), "stderr": "", "interrupted": false,
                    "isImage": false}});
            self.send(EventName::PostToolUse, p)
        } else {
            let p = json!({"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                "tool_input": input,
                "error": format!("Exit code {code}\n{}", output.trim_end()), "is_interrupt": false});
            self.send(EventName::PostToolUseFailure, p)
        }
    }
}

/// `path` shown relative to the demo project (what a person reads in the printout): the
/// root and the separator after it go, whichever separators the text (or its JSON, with
/// backslashes doubled) spells them with, as on Windows.
pub(super) fn relative(root: &Path, text: &str) -> String {
    let root = root.display().to_string();
    let mut out = text.to_string();
    for (root, separators) in [
        (root.clone(), ["/", "\\"]),
        (root.replace('\\', "\\\\"), ["/", "\\\\"]),
    ] {
        for separator in separators {
            out = out.replace(&format!("{root}{separator}"), "");
        }
    }
    out
}
