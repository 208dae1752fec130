//! `cm hook`: each event driven through the binary with the payload shapes Claude Code
//! sends (tests/fixtures/hook/payloads), answers read as Claude Code reads them.
//!
//! One file per event; the helpers they share are here.

mod contract;
mod post_tool_use_read;
mod pre_tool_use;
mod session_start;
mod user_prompt_submit;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::{Value, json};

use crate::common::Env;

pub(crate) const SHOP_PY: &str = "def apply_discount(price, pct):\n    return price - price * pct // 100 - 9\n\n\nclass Cart:\n    def total(self, items):\n        return sum(items) + 1\n\n    def count(self, items):\n        return len(items)\n";

/// A project directory with an agent session working in it.
pub(crate) struct Scene {
    /// Shared by the scenes of parallel sessions working on one project.
    pub(crate) env: Arc<Env>,
    pub(crate) root: PathBuf,
    pub(crate) session: String,
}

impl Scene {
    pub(crate) fn new() -> Scene {
        let env = Env::new();
        let root = env.path().join("shop");
        std::fs::create_dir_all(&root).unwrap();
        Scene {
            env: Arc::new(env),
            root,
            session: "9d3f2c1e-5b7a-4e8f-a1c2-3d4e5f607182".into(),
        }
    }

    pub(crate) fn write(&self, rel: &str, content: &str) -> PathBuf {
        let p = self.root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, content).unwrap();
        p
    }

    /// A fixture payload with its paths moved into this scene's project.
    pub(crate) fn fixture(&self, name: &str) -> Value {
        let path = format!(
            "{}/tests/fixtures/hook/payloads/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).unwrap();
        let mut v: Value = serde_json::from_str(
            &text.replace("/home/dev/shop", &crate::common::in_json(&self.root)),
        )
        .unwrap();
        v["session_id"] = json!(self.session);
        v
    }

    fn base(&self, event: &str) -> Value {
        json!({
            "session_id": self.session,
            "transcript_path": self.env.path().join("transcript.jsonl"),
            "cwd": self.root,
            "permission_mode": "default",
            "hook_event_name": event,
        })
    }

    /// `cm hook [arg]` with `payload` on stdin: the parsed answer, if any. Asserts the
    /// contract every call keeps: exit 0, stdout empty or one JSON object.
    pub(crate) fn hook_raw(&self, arg: Option<&str>, stdin: &str) -> Option<Value> {
        self.hook_args(arg.as_slice(), stdin)
    }

    /// `cm hook ARGS` with `stdin`, under the same contract as [`Scene::hook_raw`].
    pub(crate) fn hook_args(&self, args: &[&str], stdin: &str) -> Option<Value> {
        self.hook_env(args, stdin, &[])
    }

    /// [`Scene::hook_args`] with more environment variables.
    pub(crate) fn hook_env(
        &self,
        args: &[&str],
        stdin: &str,
        vars: &[(&str, &str)],
    ) -> Option<Value> {
        let mut cmd = self.env.cm();
        cmd.current_dir(&self.root)
            .env("CLAUDE_PROJECT_DIR", &self.root)
            .envs(vars.iter().copied())
            .arg("hook")
            .args(args);
        let out = cmd.write_stdin(stdin).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "cm hook must exit 0: {out:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        if stdout.trim().is_empty() {
            return None;
        }
        let v: Value = serde_json::from_str(stdout.trim())
            .unwrap_or_else(|e| panic!("stdout is not one JSON object ({e}): {stdout}"));
        assert!(v.is_object());
        Some(v)
    }

    pub(crate) fn hook(&self, arg: &str, payload: &Value) -> Option<Value> {
        let v = self.hook_raw(Some(arg), &payload.to_string())?;
        // hookEventName, when present, must be the payload's event.
        if let Some(name) = v.pointer("/hookSpecificOutput/hookEventName") {
            assert_eq!(name, &payload["hook_event_name"], "{v}");
        }
        Some(v)
    }

    pub(crate) fn pre_edit(&self, file: &Path, old: &str, new: &str) -> Option<Value> {
        let mut p = self.base("PreToolUse");
        p["tool_name"] = json!("Edit");
        p["tool_input"] =
            json!({"file_path": file, "old_string": old, "new_string": new, "replace_all": false});
        p["tool_use_id"] = json!("toolu_01Hc5QJX2BvZ8n4m7kTqW3rd");
        self.hook("pre-tool-use", &p)
    }

    pub(crate) fn pre_write(&self, file: &Path, content: &str) -> Option<Value> {
        let mut p = self.base("PreToolUse");
        p["tool_name"] = json!("Write");
        p["tool_input"] = json!({"file_path": file, "content": content});
        p["tool_use_id"] = json!("toolu_01WrT7c9q2LmN5bX8vYzK4aa");
        self.hook("pre-tool-use", &p)
    }

    /// Applies the edit on disk, as the Edit tool does, then sends its PostToolUse with the
    /// `structuredPatch` the tool reports (one hunk, three lines of context).
    pub(crate) fn edit(&self, file: &Path, old: &str, new: &str) -> Option<Value> {
        let original = std::fs::read_to_string(file).unwrap();
        let at = original.find(old).expect("old_string in file");
        let updated = format!("{}{new}{}", &original[..at], &original[at + old.len()..]);
        std::fs::write(file, &updated).unwrap();
        let old_lines: Vec<&str> = original.lines().collect();
        let first = original[..at].matches('\n').count(); // 0-based line of the change
        let removed = old.strip_suffix('\n').unwrap_or(old).lines().count().max(1);
        let new_all: Vec<&str> = updated.lines().collect();
        let added = &new_all[first..first + new_all.len() + removed - old_lines.len()];
        let ctx_before = first.min(3);
        let ctx_after = (old_lines.len() - (first + removed)).min(3);
        let mut lines: Vec<String> = Vec::new();
        for l in &old_lines[first - ctx_before..first] {
            lines.push(format!(" {l}"));
        }
        for l in &old_lines[first..first + removed] {
            lines.push(format!("-{l}"));
        }
        for l in added {
            lines.push(format!("+{l}"));
        }
        for l in &old_lines[first + removed..first + removed + ctx_after] {
            lines.push(format!(" {l}"));
        }
        let hunk = json!({
            "oldStart": first - ctx_before + 1,
            "oldLines": ctx_before + removed + ctx_after,
            "newStart": first - ctx_before + 1,
            "newLines": ctx_before + added.len() + ctx_after,
            "lines": lines,
        });
        let mut p = self.base("PostToolUse");
        p["tool_name"] = json!("Edit");
        p["tool_input"] =
            json!({"file_path": file, "old_string": old, "new_string": new, "replace_all": false});
        p["tool_response"] = json!({
            "filePath": file, "oldString": old, "newString": new, "originalFile": original,
            "structuredPatch": [hunk], "userModified": false, "replaceAll": false
        });
        p["tool_use_id"] = json!("toolu_01Hc5QJX2BvZ8n4m7kTqW3rd");
        p["duration_ms"] = json!(9);
        self.hook("post-tool-use", &p)
    }

    pub(crate) fn read(&self, file: &Path, range: Option<(u64, u64)>) -> Option<Value> {
        let mut p = self.base("PostToolUse");
        p["tool_name"] = json!("Read");
        p["tool_input"] = match range {
            Some((offset, limit)) => json!({"file_path": file, "offset": offset, "limit": limit}),
            None => json!({"file_path": file}),
        };
        p["tool_response"] = json!({"type": "text", "file": {"filePath": file, "content": "", "numLines": 0, "startLine": 1, "totalLines": 0}});
        p["tool_use_id"] = json!("toolu_01Rd8s2kLmN4pQ6rT9vWxY1b");
        self.hook("post-tool-use", &p)
    }

    /// A Bash command that exited 0 (PostToolUse).
    pub(crate) fn bash_ok(&self, command: &str, stdout: &str) -> Option<Value> {
        let mut p = self.base("PostToolUse");
        p["tool_name"] = json!("Bash");
        p["tool_input"] = json!({"command": command, "description": "Run the tests"});
        p["tool_response"] = json!({"stdout": stdout, "stderr": "", "interrupted": false, "isImage": false, "noOutputExpected": false});
        p["tool_use_id"] = json!("toolu_01Ps9k3LmN6pQ2rS5tU8vW1x");
        p["duration_ms"] = json!(980);
        self.hook("post-tool-use", &p)
    }

    /// A Bash command that exited non-zero (PostToolUseFailure).
    pub(crate) fn bash_failed(&self, command: &str, exit_code: i32, output: &str) -> Option<Value> {
        let mut p = self.base("PostToolUseFailure");
        p["tool_name"] = json!("Bash");
        p["tool_input"] = json!({"command": command, "description": "Run the tests"});
        p["tool_use_id"] = json!("toolu_01Bs4h7JkL2mN5pQ8rS1tU3v");
        p["error"] = json!(format!("Exit code {exit_code}\n{output}"));
        p["is_interrupt"] = json!(false);
        p["duration_ms"] = json!(1530);
        self.hook("post-tool-use-failure", &p)
    }

    /// SessionStart, then the wait for the scan it began after its answer (the project
    /// indexed, lessons followed).
    pub(crate) fn session_start(&self, source: &str) -> Option<Value> {
        let mut p = self.base("SessionStart");
        p["source"] = json!(source);
        let answer = self.hook("session-start", &p);
        self.env.settle();
        answer
    }

    pub(crate) fn prompt(&self, text: &str) -> Option<Value> {
        let mut p = self.base("UserPromptSubmit");
        p["prompt"] = json!(text);
        self.hook("user-prompt-submit", &p)
    }

    pub(crate) fn stop(&self, active: bool) -> Option<Value> {
        self.hook("stop", &self.stop_payload(active))
    }

    /// Stop as Codex runs it (`cm hook stop --agent codex`, as `cm install` wires it).
    pub(crate) fn stop_codex(&self, active: bool) -> Option<Value> {
        let p = self.stop_payload(active);
        self.hook_args(&["stop", "--agent", "codex"], &p.to_string())
    }

    fn stop_payload(&self, active: bool) -> Value {
        let mut p = self.base("Stop");
        p["stop_hook_active"] = json!(active);
        p["last_assistant_message"] = json!("Done.");
        p
    }

    /// `cm ARGS` run in the project directory, like an agent would; must succeed.
    pub(crate) fn cm(&self, args: &[&str]) -> String {
        let out = self
            .env
            .cm()
            .current_dir(&self.root)
            .args(args)
            .output()
            .unwrap();
        assert!(out.status.success(), "cm {args:?}: {out:?}");
        String::from_utf8(out.stdout).unwrap()
    }

    /// Records `n` failures by hand on `symbol` of `file`.
    pub(crate) fn fails(&self, symbol: &str, file: &str, n: usize) {
        for i in 0..n {
            let lesson = format!("{symbol} lesson {i}: rounding drops cents");
            if symbol.is_empty() {
                self.cm(&["fail", "--file", file, &lesson]);
            } else {
                self.cm(&["fail", symbol, &lesson, "--file", file]);
            }
        }
    }

    /// `cm query SYMBOL --file FILE --all --json`: the symbol's lessons.
    pub(crate) fn lessons(&self, symbol: &str, file: &str) -> Vec<Value> {
        let out = self.cm(&["query", symbol, "--file", file, "--all", "--json"]);
        let v: Value = serde_json::from_str(&out).unwrap();
        v["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["name"] == symbol)
            .flat_map(|s| s["experiences"].as_array().unwrap().clone())
            .collect()
    }

    /// The hook log's problems: the lines of parses made on the answer path (a
    /// measurement, `parse:`) left out.
    pub(crate) fn log(&self) -> String {
        self.full_log()
            .lines()
            .filter(|l| l.split_whitespace().nth(2) != Some("parse:"))
            .map(|l| format!("{l}\n"))
            .collect()
    }

    /// The whole hook log.
    pub(crate) fn full_log(&self) -> String {
        self.env.settle();
        std::fs::read_to_string(self.env.db().parent().unwrap().join("hook.log"))
            .unwrap_or_default()
    }
}

pub(crate) fn context(v: &Option<Value>) -> String {
    v.as_ref()
        .and_then(|v| v.pointer("/hookSpecificOutput/additionalContext"))
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("expected additionalContext, got {v:?}"))
        .to_string()
}

pub(crate) fn denied(v: &Option<Value>) -> String {
    let v = v.as_ref().expect("expected a deny, got nothing");
    assert_eq!(v["hookSpecificOutput"]["permissionDecision"], "deny", "{v}");
    v["hookSpecificOutput"]["permissionDecisionReason"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Every captured Claude Code payload cm is wired for, with the `cm hook` argument it runs.
pub(crate) const FIXTURE_EVENTS: &[(&str, &str)] = &[
    ("pre-tool-use", "pre_tool_use_edit.json"),
    ("pre-tool-use", "pre_tool_use_notebook_edit.json"),
    ("pre-tool-use", "pre_tool_use_apply_patch.json"),
    ("post-tool-use", "post_tool_use_edit.json"),
    ("post-tool-use", "post_tool_use_write_create.json"),
    ("post-tool-use", "post_tool_use_read.json"),
    ("post-tool-use", "post_tool_use_bash.json"),
    ("post-tool-use-failure", "post_tool_use_failure_bash.json"),
    ("session-start", "session_start.json"),
    ("user-prompt-submit", "user_prompt_submit.json"),
    ("stop", "stop.json"),
];
