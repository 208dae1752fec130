//! `cm hook`: each event driven through the binary with the payload shapes Claude Code
//! sends (tests/fixtures/hook/payloads), answers read as Claude Code reads them.

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
        let mut v: Value =
            serde_json::from_str(&text.replace("/home/dev/shop", &self.root.to_string_lossy()))
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

    pub(crate) fn session_start(&self, source: &str) -> Option<Value> {
        let mut p = self.base("SessionStart");
        p["source"] = json!(source);
        self.hook("session-start", &p)
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

#[test]
fn bad_stdin_fails_open_and_is_logged() {
    let s = Scene::new();
    let inputs = [
        "",
        "   \n",
        "{not json",
        "[]",
        r#"{"session_id":"s","hook_event_name":"Notification","message":"hi"}"#,
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"old_string":"x"}}"#,
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Grep","tool_input":{"pattern":"x"}}"#,
    ];
    for input in inputs {
        assert_eq!(s.hook_raw(None, input), None, "{input}");
    }
    let log = s.log();
    assert_eq!(log.lines().count(), inputs.len(), "{log}");
    assert!(log.contains("empty payload on stdin"), "{log}");
    assert!(log.contains("reading the hook payload"), "{log}");
    assert!(log.contains("reading the Edit tool input"), "{log}");
    // One line per entry: RFC 3339 time first.
    for line in log.lines() {
        assert!(
            chrono::DateTime::parse_from_rfc3339(line.split(' ').next().unwrap()).is_ok(),
            "{line}"
        );
    }
}

#[test]
fn an_unusable_database_fails_open() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    // The database path is a directory: opening it fails, the hook stays silent.
    std::fs::create_dir_all(s.env.db()).unwrap();
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    assert!(s.log().contains("database"), "{}", s.log());
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

#[test]
fn every_fixture_payload_is_answered_quietly_without_lessons() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    for &(arg, name) in FIXTURE_EVENTS {
        assert_eq!(s.hook(arg, &s.fixture(name)), None, "{name}");
    }
    // SessionEnd is not an event cm handles: ignored, and logged.
    assert_eq!(
        s.hook_raw(None, &s.fixture("session_end.json").to_string()),
        None
    );
    assert!(s.log().contains("does not handle"), "{}", s.log());
}

#[test]
fn a_payload_of_another_event_is_ignored() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    let read = s.fixture("post_tool_use_read.json");
    assert_eq!(s.hook("pre-tool-use", &read), None);
    assert_eq!(s.hook("session-start", &read), None);
    // The same payload under its own event answers.
    let mut read = read;
    read["tool_input"]["file_path"] = json!(f);
    assert!(s.hook("post-tool-use", &read).is_some());
}

#[test]
fn no_lessons_no_answer_and_no_session_writes() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("other", "other.py", 4);
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    let sessions: i64 = conn
        .query_row("SELECT count(*) FROM hook_sessions", [], |r| r.get(0))
        .unwrap();
    let indexed: i64 = conn
        .query_row("SELECT count(*) FROM scan_files", [], |r| r.get(0))
        .unwrap();
    assert_eq!((sessions, indexed), (0, 0), "the hot path writes nothing");
    assert!(!s.full_log().contains(" parse: "), "{}", s.full_log());
}

#[test]
fn gate_denies_once_then_allows_the_retry() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    let reason = denied(&s.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(reason.contains("Cart.total (shop.py)"), "{reason}");
    assert!(
        reason.contains("Cart.total lesson 3: rounding drops cents"),
        "{reason}"
    );
    assert!(
        reason.contains("[PAST EXPERIENCE — Cart.total in shop.py (risk: 11.50, caution)]"),
        "{reason}"
    );
    assert!(reason.contains("can be re-issued"), "{reason}");
    // The retry goes through; its lessons were shown already, so nothing more is said.
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    // Another session is gated afresh.
    let mut other = Scene {
        session: "other-session".into(),
        ..s
    };
    assert!(other.pre_edit(&f, "sum(items) + 1", "sum(items)").is_some());
    other.session = "third".into();
    // An edit of an unrelated symbol of the same file abstains.
    assert_eq!(
        other.pre_edit(&f, "return len(items)", "return len(list(items))"),
        None
    );
}

#[test]
fn lessons_of_enclosing_symbols_and_of_the_file_apply() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart", "shop.py", 2);
    s.fails("", "shop.py", 2);
    let text = context(&s.pre_edit(&f, "return len(items)", "return len(list(items))"));
    assert!(text.contains("Cart lesson 1"), "{text}");
    assert!(text.contains("shop.py (file-level)"), "{text}");
    // The two file-level lessons differ only in a number: one line with their count.
    assert!(
        text.contains("- lesson 1: rounding drops cents (seen 2 times"),
        "{text}"
    );
    // A top-level function outside the class gets only the file's lessons (already shown).
    assert_eq!(s.pre_edit(&f, "- 9", "- 0"), None);
}

#[test]
fn below_the_gate_lessons_come_as_context_once() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 2); // risk 6.5
    let text = context(&s.pre_edit(
        &f,
        "    return price - price * pct // 100 - 9",
        "    return 0",
    ));
    assert!(text.contains("apply_discount lesson 1"), "{text}");
    assert_eq!(
        s.pre_edit(
            &f,
            "    return price - price * pct // 100 - 9",
            "    return 0"
        ),
        None
    );
    // One lesson (risk 4) is relevant to the edit as much as many: it is shown.
    s.fails("Cart.count", "shop.py", 1);
    let text = context(&s.pre_edit(&f, "return len(items)", "return 0"));
    assert!(text.contains("Cart.count lesson 0"), "{text}");
}

#[test]
fn gate_and_thresholds_are_configurable() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    // Gate off by environment: the lessons come as context instead.
    let payload = json!({"session_id": "env", "cwd": s.root, "hook_event_name": "PreToolUse", "tool_name": "Edit",
                   "tool_input": {"file_path": f, "old_string": "sum(items) + 1", "new_string": "sum(items)"}});
    let v = s
        .hook_env(
            &["pre-tool-use"],
            &payload.to_string(),
            &[("CODE_MEMORY_GATE", "off")],
        )
        .unwrap();
    assert!(
        v["hookSpecificOutput"]["additionalContext"].is_string(),
        "{v}"
    );
    // Gate off in the project's config file.
    s.write(".code-memory.toml", "gate = false\n");
    let text = context(&s.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(text.contains("Cart.total"), "{text}");
    // A threshold above every risk: silence.
    s.write(
        ".code-memory.toml",
        "context_threshold = 50.0\ngate_threshold = 60\n",
    );
    let fresh = Scene {
        session: "fresh".into(),
        ..s
    };
    assert_eq!(fresh.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    // An invalid config file is logged and the defaults apply: the gate is back.
    fresh.write(".code-memory.toml", "gate = \"sometimes\"\n");
    let fresh = Scene {
        session: "fresh2".into(),
        ..fresh
    };
    denied(&fresh.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(fresh.log().contains("parsing config"), "{}", fresh.log());
}

#[test]
fn write_over_a_file_is_gated_by_what_it_changes() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    // A Write that changes only apply_discount: not gated.
    let only_discount = SHOP_PY.replace(" - 9\n", "\n");
    assert_eq!(s.pre_write(&f, &only_discount), None);
    // A Write that changes Cart.total: gated.
    let reason = denied(&s.pre_write(&f, &SHOP_PY.replace("sum(items) + 1", "sum(items)")));
    assert!(reason.contains("Cart.total"), "{reason}");
    // A new file has no symbols yet: nothing to say.
    assert_eq!(
        s.pre_write(&s.root.join("new.py"), "def f():\n    pass\n"),
        None
    );
}

#[test]
fn notebook_edits_see_file_level_lessons() {
    let s = Scene::new();
    s.write("analysis.ipynb", "{\"cells\": []}");
    s.fails("", "analysis.ipynb", 2);
    let text = context(&s.hook(
        "pre-tool-use",
        &s.fixture("pre_tool_use_notebook_edit.json"),
    ));
    assert!(text.contains("analysis.ipynb (file-level)"), "{text}");
}

#[test]
fn read_brings_lessons_once_per_session_until_compacted() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 2);
    s.fails("apply_discount", "shop.py", 1); // risk 4: shown all the same
    // Lines 1-3 hold apply_discount only: its lesson, not Cart's.
    let text = context(&s.read(&f, Some((1, 3))));
    assert!(text.contains("apply_discount lesson 0"), "{text}");
    assert!(!text.contains("Cart.total"), "{text}");
    let text = context(&s.read(&f, None));
    assert!(text.contains("Cart.total lesson"), "{text}");
    assert!(!text.contains("apply_discount"), "shown already: {text}");
    assert_eq!(s.read(&f, None), None, "shown once");
    s.session_start("resume");
    assert_eq!(s.read(&f, None), None, "resume keeps what was shown");
    s.session_start("compact");
    assert!(context(&s.read(&f, Some((6, 2)))).contains("Cart.total lesson"));
}

#[test]
fn session_start_brief() {
    let s = Scene::new();
    assert_eq!(s.session_start("startup"), None, "no lessons, no brief");
    s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    s.fails("apply_discount", "shop.py", 2);
    let text = context(&s.session_start("startup"));
    assert!(text.contains("Cart.total (shop.py, risk 11.5)"), "{text}");
    assert!(
        text.contains("apply_discount (shop.py, risk 6.5)"),
        "{text}"
    );
    assert!(text.contains("cm fail SYMBOL"), "{text}");
    assert!(!text.contains("shown when their code is read"), "{text}");
    // 150 tokens at most, one line of command help.
    assert!(text.len() <= 600, "{}", text.len());
    assert_eq!(text.matches("cm fail").count(), 1, "{text}");
    // Resume: the conversation has it already.
    assert_eq!(s.session_start("resume"), None);
    assert!(s.session_start("compact").is_some());
    assert!(s.session_start("clear").is_some());
    // A symbol whose file is gone is not named; none left, no brief.
    std::fs::remove_file(s.root.join("shop.py")).unwrap();
    assert_eq!(s.session_start("startup"), None);
}

#[test]
fn session_start_prunes_week_old_sessions() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    denied(&s.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    conn.execute(
        "UPDATE hook_sessions SET touched_at = '2020-01-01T00:00:00Z'",
        [],
    )
    .unwrap();
    let other = Scene {
        session: "new-one".into(),
        ..s
    };
    other.session_start("startup");
    let gated: i64 = conn
        .query_row("SELECT count(*) FROM hook_gated", [], |r| r.get(0))
        .unwrap();
    assert_eq!(gated, 0);
}

#[test]
fn prompt_naming_a_symbol_brings_its_lessons() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 2);
    s.fails("apply_discount", "shop.py", 2);
    assert_eq!(s.prompt("please run the tests and tidy up the total"), None);
    let text = context(&s.prompt("Why does `total` add one? Look at Cart.total"));
    assert!(text.contains("Cart.total lesson"), "{text}");
    assert!(!text.contains("apply_discount"), "{text}");
    let text = context(&s.hook("user-prompt-submit", &s.fixture("user_prompt_submit.json")));
    assert!(text.contains("apply_discount lesson"), "{text}");
    assert_eq!(s.prompt("again: apply_discount"), None, "shown once");
}

#[test]
fn the_log_stays_bounded() {
    let s = Scene::new();
    let log = s.env.db().parent().unwrap().join("hook.log");
    std::fs::create_dir_all(log.parent().unwrap()).unwrap();
    std::fs::write(&log, "x".repeat(1_100_000)).unwrap();
    s.hook_raw(Some("stop"), "garbage");
    assert!(std::fs::metadata(&log).unwrap().len() < 1000);
    assert!(log.with_extension("log.1").exists());
}

#[test]
fn a_bad_command_line_never_blocks_the_agent() {
    let s = Scene::new();
    for args in [
        &["hook", "pre_tool_use"][..],
        &["hook", "pre-tool-use", "--verbose"],
        &["--json", "hook", "x", "y"],
        // An agent without hooks has no answer form of its own.
        &["hook", "stop", "--agent", "generic"],
    ] {
        let out = s.env.cm().args(args).write_stdin("{}").output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{out:?}");
    }
    assert!(s.log().contains("bad command line"), "{}", s.log());
    // Other commands keep clap's usage errors.
    s.env.cm().args(["query", "--bogus"]).assert().code(2);
    // And `cm hook --help` still helps.
    s.env
        .cm()
        .args(["hook", "--help"])
        .assert()
        .success()
        .stdout(predicates::str::contains("EVENT"));
}

#[test]
fn a_file_with_only_lessons_under_the_context_threshold_is_not_parsed() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.write(".code-memory.toml", "context_threshold = 5.0\n");
    s.fails("Cart.total", "shop.py", 1); // risk 4
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    assert_eq!(s.read(&f, None), None);
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    let indexed: i64 = conn
        .query_row("SELECT count(*) FROM scan_files", [], |r| r.get(0))
        .unwrap();
    assert_eq!(indexed, 0);
    assert!(!s.full_log().contains(" parse: "), "{}", s.full_log());
    // One more failure lifts it to the context threshold: now it is resolved and shown.
    s.fails("Cart.total", "shop.py", 1);
    assert!(context(&s.pre_edit(&f, "sum(items) + 1", "sum(items)")).contains("Cart.total"));
}

#[test]
fn hook_writes_keep_the_wal_short() {
    let s = Scene::new();
    let mut source = String::new();
    for i in 0..400 {
        source.push_str(&format!("def f{i}(x):\n    return x + {i}\n\n"));
    }
    let f = s.write("big.py", &source);
    s.fails("f7", "big.py", 2);
    // Each changed file is parsed again and its symbol table cached: a large write.
    for round in 0..40 {
        s.write("big.py", &format!("{source}# round {round}\n"));
        let fresh = Scene {
            env: s.env.clone(),
            root: s.root.clone(),
            session: format!("wal-{round}"),
        };
        assert!(fresh.read(&f, None).is_some());
    }
    let wal = std::fs::metadata(format!("{}-wal", s.env.db().display())).map_or(0, |m| m.len());
    assert!(wal < 200 * 4120, "WAL of {wal} bytes");
}

#[test]
fn mangled_payloads_never_break_the_contract() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 4);
    s.fails("", "tax.py", 4);
    let names = [
        "pre_tool_use_edit.json",
        "pre_tool_use_apply_patch.json",
        "post_tool_use_edit.json",
        "post_tool_use_write_create.json",
        "post_tool_use_read.json",
        "post_tool_use_failure_bash.json",
        "post_tool_use_bash.json",
        "session_start.json",
        "user_prompt_submit.json",
        "stop.json",
    ];
    for name in names {
        let good = s.fixture(name);
        let mut variants = Vec::new();
        for key in good.as_object().unwrap().keys() {
            let mut without = good.clone();
            without.as_object_mut().unwrap().remove(key);
            variants.push(without);
            for wrong in [
                json!(42),
                json!(null),
                json!([]),
                json!({"x": 1}),
                json!(""),
            ] {
                let mut v = good.clone();
                v[key] = wrong;
                variants.push(v);
            }
        }
        for v in variants {
            // hook_raw asserts exit 0 and at most one JSON object on stdout.
            s.hook_raw(None, &v.to_string());
        }
    }
    assert!(!s.log().contains("panic"), "{}", s.log());
}

#[test]
#[cfg(unix)]
fn a_project_opened_through_a_symlink_is_the_same_project() {
    let env = Env::new();
    let real = env.path().join("shop");
    std::fs::create_dir_all(real.join(".git")).unwrap();
    std::fs::write(real.join("shop.py"), SHOP_PY).unwrap();
    let link = env.path().join("shop-link");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    for i in 0..3 {
        env.cm()
            .current_dir(&real)
            .env_remove("CODE_MEMORY_PROJECT")
            .args([
                "fail",
                "Cart.total",
                &format!("off by one {i}"),
                "--file",
                "shop.py",
            ])
            .assert()
            .success();
    }
    // The session was started in the symlinked spelling of the project directory.
    let file = link.join("shop.py");
    let out = env
        .cm()
        .current_dir(&link)
        .env_remove("CODE_MEMORY_PROJECT")
        .env("CLAUDE_PROJECT_DIR", &link)
        .args(["hook", "post-tool-use"])
        .write_stdin(
            json!({"session_id": "s", "cwd": link, "hook_event_name": "PostToolUse", "tool_name": "Read",
                   "tool_input": {"file_path": file},
                   "tool_response": {"type": "text", "file": {"filePath": file, "content": SHOP_PY}}})
            .to_string(),
        )
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or(Value::Null);
    let text = v
        .pointer("/hookSpecificOutput/additionalContext")
        .and_then(Value::as_str)
        .unwrap_or_default();
    assert!(text.contains("Cart.total in shop.py"), "{out:?}");
}

#[test]
fn edits_of_a_crlf_file_are_located_like_any_other() {
    let s = Scene::new();
    let crlf = SHOP_PY.replace('\n', "\r\n");
    let f = s.write("shop.py", &crlf);
    s.fails("Cart.total", "shop.py", 4);
    // Claude Code hands the model the file with plain newlines, so a multi-line
    // `old_string` has no `\r` in it.
    let reason = denied(&s.pre_edit(
        &f,
        "    def total(self, items):\n        return sum(items) + 1\n",
        "    def total(self, items):\n        return sum(items)\n",
    ));
    assert!(reason.contains("Cart.total (shop.py)"), "{reason}");
    // A Write of the same file with plain newlines changes one line, not every line.
    let s2 = Scene {
        env: s.env.clone(),
        root: s.root,
        session: "crlf-write".into(),
    };
    let new = SHOP_PY.replace("return len(items)", "return len(items) or 0");
    assert_eq!(s2.pre_write(&f, &new), None);
}

#[test]
fn no_brief_when_nothing_is_risky() {
    let s = Scene::new();
    s.cm(&[
        "ok",
        "Cart.total",
        "works with an empty list",
        "--file",
        "shop.py",
    ]);
    assert_eq!(s.session_start("startup"), None, "only successes: no brief");
    s.fails("Cart.total", "shop.py", 1);
    let id = s.lessons("Cart.total", "shop.py")[0]["id"].to_string();
    s.cm(&["resolve", &id]);
    assert_eq!(
        s.session_start("startup"),
        None,
        "failures all resolved: no brief"
    );
}

#[test]
fn a_background_command_is_routine_not_a_logged_problem() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.edit(&f, "- 9\n", "- 8\n");
    let mut p = s.fixture("post_tool_use_bash.json");
    p["tool_input"] = json!({"command": "npm run dev", "run_in_background": true});
    p["tool_response"] = json!({"stdout": "", "stderr": "", "interrupted": false, "isImage": false, "backgroundTaskId": "bash_1"});
    assert_eq!(s.hook("post-tool-use", &p), None);
    // The wiring sends every Bash call; `cm doctor` reports what is in the log.
    assert_eq!(s.log(), "");
}

#[test]
fn a_session_started_in_a_subdirectory_shares_the_repository_paths() {
    let top = Scene::new();
    std::fs::create_dir_all(top.root.join(".git")).unwrap();
    let s = Scene {
        env: top.env.clone(),
        root: top.root.join("backend"),
        session: top.session.clone(),
    };
    let f = s.write("shop.py", SHOP_PY);
    // Typed in backend/, as the hooks suggest: stored as backend/shop.py.
    s.fails("Cart.total", "shop.py", 3);
    assert_eq!(s.lessons("Cart.total", "shop.py").len(), 3);
    // Claude Code was started in backend/ (CLAUDE_PROJECT_DIR): the same file.
    let text = context(&s.read(&f, None));
    assert!(text.contains("Cart.total in backend/shop.py"), "{text}");
}

#[test]
fn the_gate_holds_back_only_lessons_not_read_recently() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    // The prompt showed them: the edit right after goes through, without a word more.
    assert!(context(&s.prompt("Fix Cart.total please")).contains("Cart.total lesson"));
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    // Shown longer ago than `gate_recent_calls` tool calls: the gate repeats them.
    let later = Scene {
        session: "later".into(),
        ..s
    };
    later.write(".code-memory.toml", "gate_recent_calls = 2\n");
    assert!(context(&later.read(&f, None)).contains("Cart.total lesson"));
    for _ in 0..3 {
        later.read(&later.root.join("shop.py"), Some((1, 2)));
    }
    let reason = denied(&later.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(reason.contains("Cart.total lesson"), "{reason}");
}

#[test]
fn overloads_are_one_block_and_a_cut_read_is_not_the_whole_file() {
    let s = Scene::new();
    let mut source = String::from(
        "class Api:\n    def get(self, a):\n        return a\n\n    def get(self, a, b):\n        return a + b\n\n    def get(self, a, b, c):\n        return c\n",
    );
    for i in 0..40 {
        source.push_str(&format!("\n\ndef tail_{i}():\n    return {i}\n"));
    }
    let f = s.write("api.py", &source);
    s.fails("Api.get", "api.py", 1);
    s.fails("tail_39", "api.py", 1);
    // Claude Code returned lines 1-20 of the file only.
    let mut p = s.fixture("post_tool_use_read.json");
    p["tool_input"] = json!({"file_path": f});
    p["tool_response"]["file"] =
        json!({"filePath": f, "content": "", "numLines": 20, "startLine": 1, "totalLines": 170});
    let text = context(&s.hook("post-tool-use", &p));
    assert_eq!(text.matches("Api.get in api.py").count(), 1, "{text}");
    assert!(!text.contains("tail_39"), "not read: {text}");
    // The whole file: now tail_39's lesson comes.
    p["tool_response"]["file"] =
        json!({"filePath": f, "content": "", "numLines": 170, "startLine": 1, "totalLines": 170});
    let text = context(&s.hook("post-tool-use", &p));
    assert!(text.contains("tail_39 lesson 0"), "{text}");
    assert!(!text.contains("Api.get"), "shown once: {text}");
}

#[test]
fn a_prompt_finds_lessons_by_their_words_and_unrelated_prompts_get_nothing() {
    let s = Scene::new();
    s.write("auth.py", "def validate(token):\n    return token\n");
    s.cm(&[
        "fail",
        "validate",
        "JWT expiry not handled for refresh tokens",
        "--file",
        "auth.py",
        "--detail",
        "check the exp claim before the signature",
    ]);
    assert_eq!(
        s.prompt("please tidy the README and bump the version"),
        None
    );
    assert_eq!(
        s.prompt("the login token seems fine"),
        None,
        "one shared word"
    );
    let text = context(&s.prompt("users get logged out when the jwt expiry passes"));
    assert!(text.contains("JWT expiry not handled"), "{text}");
    assert_eq!(
        s.prompt("jwt expiry again"),
        None,
        "never twice in a session"
    );
}

/// SessionStart scans the project for as long as it may (none here); a background
/// `cm scan` indexes the rest after the answer, so the first Read of a file is answered
/// from the index.
#[test]
fn the_scan_session_start_has_no_time_for_goes_on_in_the_background() {
    let s = Scene::new();
    for i in 0..30 {
        s.write(
            &format!("pkg/m{i}.py"),
            &format!("def f{i}(x):\n    return x + {i}\n"),
        );
    }
    s.fails("f7", "pkg/m7.py", 1);
    let mut p = s.base("SessionStart");
    p["source"] = json!("startup");
    let scan_ms = [("CODE_MEMORY_SESSION_SCAN_MS", "0")];
    s.hook_env(&["session-start"], &p.to_string(), &scan_ms);
    // Files in the project index (`cm map` refuses to map no index at all).
    let indexed = || -> usize {
        let out = s
            .env
            .cm()
            .current_dir(&s.root)
            .args(["map", "--json", "--budget", "100000"])
            .output()
            .unwrap();
        serde_json::from_slice::<Value>(&out.stdout)
            .map_or(0, |map| map["files"].as_array().map_or(0, Vec::len))
    };
    let started = std::time::Instant::now();
    while indexed() < 30 {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(60),
            "the background scan indexed {} of 30 files",
            indexed()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(s.log().is_empty(), "{}", s.log());
}

/// A new database gets its tables in a hook whatever the time for upgrades (nothing in it
/// to upgrade): on a loaded machine, the first hook of a project no longer gives up and
/// leaves every hook quiet until a command runs.
#[test]
fn a_new_database_is_made_whatever_the_upgrade_time() {
    let s = Scene::new();
    let mut p = s.base("SessionStart");
    p["source"] = json!("startup");
    let no_time = [("CODE_MEMORY_HOOK_MIGRATION_MS", "0")];
    assert_eq!(
        s.hook_env(&["session-start"], &p.to_string(), &no_time),
        None
    );
    let version: u32 = rusqlite::Connection::open(s.env.db())
        .unwrap()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, code_memory::store::schema::latest_version());
    assert_eq!(s.log(), "");
}
