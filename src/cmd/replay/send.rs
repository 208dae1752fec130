//! One hook call: the payload handed to `hook::answer` (what `cm hook` runs), or to another
//! `cm` binary's `cm hook` as a child process with the scratch database, and the answer read
//! back as what the model would read.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use serde_json::Value;

use super::report::Said;
use crate::agent::{Agent, event::EventName};
use crate::hook;

/// Who answers the hook calls.
pub(super) struct Hooks {
    pub(super) db: PathBuf,
    pub(super) project: String,
    /// Another `cm` binary to run as `BIN hook EVENT`; None: this one, in process.
    pub(super) bin: Option<PathBuf>,
    /// The environment the hooks run in (homes and database in the scratch directory).
    pub(super) env: Vec<(&'static str, PathBuf)>,
    /// Each call's report says what it recorded, what an edit changed and what a test run
    /// left waiting (not needed when only the lessons in the end are wanted: `--learn`).
    pub(super) details: bool,
}

impl Hooks {
    /// Sends `payload` for `event`; returns what the model reads and the call's wall time.
    pub(super) fn call(
        &self,
        event: EventName,
        agent: Agent,
        payload: &Value,
    ) -> (Option<Said>, f64) {
        let started = Instant::now();
        let answer = match &self.bin {
            None => hook::answer(
                Some(&self.db),
                Some(&self.project),
                Some(event),
                agent,
                &payload.to_string(),
                hook::Finish::BeforeAnswer,
            ),
            Some(bin) => self.call_binary(bin, event, agent, payload),
        };
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        (answer.as_ref().and_then(said), ms)
    }

    fn call_binary(
        &self,
        bin: &Path,
        event: EventName,
        agent: Agent,
        payload: &Value,
    ) -> Option<Value> {
        let mut cmd = Command::new(bin);
        cmd.arg("--db")
            .arg(&self.db)
            .arg("-p")
            .arg(&self.project)
            .arg("hook")
            .arg(event.arg_name());
        if agent == Agent::Codex {
            cmd.args(["--agent", "codex"]);
        }
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        if let Some(mut stdin) = child.stdin.take() {
            let _ = stdin.write_all(payload.to_string().as_bytes());
        }
        let out = child.wait_with_output().ok()?;
        let text = String::from_utf8_lossy(&out.stdout);
        serde_json::from_str(text.trim()).ok()
    }

    /// The symbols of `lines` of `text`, an earlier content of `file` (the text before an
    /// edit), as the answering `cm` names them.
    pub(super) fn symbols_of_text(
        &self,
        file: &Path,
        text: &str,
        lines: &[(usize, usize)],
    ) -> Vec<String> {
        let earlier = || {
            let name = file.file_name()?;
            let dir = tempfile::tempdir().ok()?;
            let earlier = dir.path().join(name);
            std::fs::write(&earlier, text).ok()?;
            Some(self.symbols_of(&earlier, lines))
        };
        earlier().unwrap_or_default()
    }

    /// The symbols of `lines` of `file`, as the answering `cm` names them (`cm symbols`).
    pub(super) fn symbols_of(&self, file: &Path, lines: &[(usize, usize)]) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        match &self.bin {
            None => {
                let Ok(source) = std::fs::read(file) else {
                    return names;
                };
                let Ok(table) = crate::symbols::symbols_of_file(file, &source) else {
                    return names;
                };
                let mut found = crate::symbols::innermost_for_lines(&table, lines);
                if found.is_empty() {
                    // Only imports changed: the code using them, as a test run blames it.
                    found = crate::symbols::import_users(file, &source, &table, lines)
                        .unwrap_or_default();
                }
                names.extend(found.into_iter().map(|s| s.name));
            }
            Some(bin) => {
                for (a, b) in lines.iter().take(20) {
                    let out = Command::new(bin)
                        .arg("--json")
                        .arg("symbols")
                        .arg(file)
                        .arg("--lines")
                        .arg(format!("{a}-{b}"))
                        .stderr(Stdio::null())
                        .output();
                    let Ok(out) = out else { continue };
                    let Ok(v) = serde_json::from_slice::<Value>(&out.stdout) else {
                        continue;
                    };
                    for s in v["symbols"].as_array().into_iter().flatten() {
                        if let Some(n) = s["name"].as_str() {
                            names.push(n.to_string());
                        }
                    }
                }
            }
        }
        let mut seen = std::collections::HashSet::new();
        names.retain(|n| seen.insert(n.clone()));
        names
    }
}

/// What the model reads from an answer.
fn said(answer: &Value) -> Option<Said> {
    let out = &answer["hookSpecificOutput"];
    let (kind, text) = if answer["decision"] == "block" {
        ("block", &answer["reason"])
    } else if out["permissionDecision"] == "deny" {
        ("deny", &out["permissionDecisionReason"])
    } else {
        ("context", &out["additionalContext"])
    };
    let text = text.as_str()?.to_string();
    Some(Said { kind, text })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn answers_become_what_the_model_reads() {
        let ctx = json!({"hookSpecificOutput": {"hookEventName": "PostToolUse",
            "additionalContext": "lessons"}});
        let s = said(&ctx).unwrap();
        assert_eq!((s.kind, s.text.as_str()), ("context", "lessons"));
        let deny = json!({"hookSpecificOutput": {"hookEventName": "PreToolUse",
            "permissionDecision": "deny", "permissionDecisionReason": "held"}});
        assert_eq!(said(&deny).unwrap().kind, "deny");
        let block = json!({"decision": "block", "reason": "root cause?"});
        assert_eq!(said(&block).unwrap().kind, "block");
        assert!(said(&json!({})).is_none());
    }
}
