//! One transcript replayed: SessionStart, then each prompt (with a Stop before it when the
//! agent worked since the last one) and each tool call as the wiring sends it
//! (`hooks/wiring.json`): PreToolUse before an edit, the tool's effect on the work tree,
//! PostToolUse (or PostToolUseFailure for a failed shell command) after it; Stop at the end.

use std::path::Path;

use anyhow::Result;
use serde_json::{Value, json};

use super::hunks::{self, numbered_here};
use super::report::{CallReport, EditReport, Record, RunReport, SessionReport, changes};
use super::send::Hooks;
use super::world::World;
use crate::agent::Agent as HookAgent;
use crate::agent::event::{EventName, split_exit_code};
use crate::edit::apply_patch::{Change, FileEdit, apply_chunks, parse_codex};
use crate::replay::{Agent, Outcome, StepKind, ToolCall, Transcript, patch, str_at};
use crate::store::replay::{LessonRow, lessons, pending_changes};

/// Whether the wiring (`hooks/wiring.json`) sends `agent`'s calls of `tool` to `event`.
fn wired(agent: Agent, event: EventName, tool: &str) -> bool {
    let wiring = crate::install::wiring::wiring();
    wiring.entries(hook_agent(agent)).any(|(h, matcher)| {
        h.event == event.wire_name() && matcher.is_none_or(|m| m.split('|').any(|t| t == tool))
    })
}

/// The agent whose hooks a transcript's calls are sent to.
fn hook_agent(agent: Agent) -> HookAgent {
    match agent {
        Agent::Claude => HookAgent::Claude,
        Agent::Codex => HookAgent::Codex,
    }
}

pub(super) struct Replay<'a> {
    world: &'a mut World,
    hooks: &'a Hooks,
    agent: Agent,
    session_id: String,
    known: Vec<LessonRow>,
    report: SessionReport,
}

/// Replays `t` (read from `file`) in `world`, the work tree set up from `tree` if given.
pub(super) fn replay(
    world: &mut World,
    hooks: &Hooks,
    t: &Transcript,
    file: &Path,
    tree: Option<&Path>,
) -> Result<SessionReport> {
    world.start_session(&t.cwd, tree)?;
    let known = hooks.details.then(|| lessons(&world.db)).transpose()?;
    let report = SessionReport {
        transcript: file.display().to_string(),
        agent: hook_agent(t.agent).spec().name,
        session_id: t.session_id.clone(),
        project: hooks.project.clone(),
        started: t.started.clone(),
        original_root: t.cwd.clone(),
        ..SessionReport::default()
    };
    let mut r = Replay {
        world,
        hooks,
        agent: t.agent,
        session_id: id_of(&t.session_id).to_string(),
        known: known.unwrap_or_default(),
        report,
    };
    r.send(
        EventName::SessionStart,
        &t.cwd,
        json!({"source": "startup"}),
        None,
    );
    // The scan a SessionStart starts after its answer has ended by an agent's first edit;
    // without this wait what a replay learns would hang on the machine's speed (an edit
    // of a file not yet indexed is taken whole).
    crate::wait_for_scan(&r.world.db, std::time::Duration::from_secs(30));
    // ... and has made the whole index, which a hook that could not fork leaves to a
    // process it starts: the replay brings it up to date itself.
    if let Ok(store) = crate::store::Store::open(&r.world.db) {
        let _ = crate::follow::index::run(&store, &r.world.tree, &hooks.project, None, None);
    }
    let mut worked = false;
    for step in &t.steps {
        match &step.kind {
            StepKind::Prompt(text) => {
                if worked {
                    r.stop(&step.cwd);
                    worked = false;
                }
                let c = r.send(
                    EventName::UserPromptSubmit,
                    &step.cwd,
                    json!({"prompt": text}),
                    None,
                );
                c.target = Some(crate::text::one_line(text));
            }
            StepKind::Tool(call) => {
                worked = true;
                r.tool(&step.cwd, call)?;
            }
        }
    }
    r.stop(&t.cwd);
    crate::wait_for_hooks(&r.world.db, std::time::Duration::from_secs(30));
    Ok(r.report)
}

/// The session id the hooks are sent (a transcript without one gets a stand-in).
pub(super) fn id_of(session_id: &str) -> &str {
    if session_id.is_empty() {
        "replayed-session"
    } else {
        session_id
    }
}

impl Replay<'_> {
    /// Sends one event and keeps its report; returns it for the caller to complete.
    fn send(
        &mut self,
        event: EventName,
        cwd: &str,
        mut payload: Value,
        tool: Option<&str>,
    ) -> &mut CallReport {
        payload["hook_event_name"] = json!(event.wire_name());
        payload["session_id"] = json!(self.session_id);
        payload["transcript_path"] = json!(self.report.transcript);
        payload["cwd"] = json!(self.world.dir(cwd));
        let (answer, ms) = self.hooks.call(event, hook_agent(self.agent), &payload);
        let mut recorded: Vec<Record> = Vec::new();
        if self.hooks.details {
            let now = lessons(&self.world.db).unwrap_or_else(|_| self.known.clone());
            recorded = changes(&self.known, &now);
            self.known = now;
        }
        self.report.calls.push(CallReport {
            n: self.report.calls.len() + 1,
            event: event.wire_name(),
            tool: tool.map(str::to_string),
            ms,
            answer,
            recorded,
            ..CallReport::default()
        });
        self.report.calls.last_mut().expect("just pushed")
    }

    /// The agent ended its turn.
    fn stop(&mut self, cwd: &str) {
        let payload = json!({"stop_hook_active": false});
        self.send(EventName::Stop, cwd, payload, None);
    }

    fn tool(&mut self, cwd: &str, call: &ToolCall) -> Result<()> {
        match call.name.as_str() {
            "Read" => self.read(cwd, call),
            "Edit" | "MultiEdit" | "Write" | "NotebookEdit" => self.edit(cwd, call),
            "Bash" => self.bash(cwd, call),
            "apply_patch" => self.patch(cwd, call),
            _ => Ok(()),
        }
    }

    fn read(&mut self, cwd: &str, call: &ToolCall) -> Result<()> {
        let Outcome::Done { response, .. } = &call.outcome else {
            return Ok(());
        };
        let (path, rel) = self.world.place(str_at(&call.input, "file_path"), cwd);
        self.world.ensure(&path, &rel);
        let file = &response["file"];
        if let Some(content) = file.get("content").and_then(Value::as_str) {
            let at = |k| file.get(k).and_then(Value::as_u64).map(|n| n as usize);
            let start = at("startLine").unwrap_or(1).max(1);
            let total = at("totalLines").unwrap_or(0);
            let shown = at("numLines").unwrap_or_else(|| content.lines().count());
            if start == 1 && shown >= total {
                let current = World::read(&path);
                if current.as_deref().map(|c| c.trim_end_matches('\n'))
                    != Some(content.trim_end_matches('\n'))
                {
                    World::write(&path, &format!("{}\n", content.trim_end_matches('\n')))?;
                }
            } else {
                World::set_window(&path, start, content, total)?;
            }
        }
        let mut input = call.input.clone();
        input["file_path"] = json!(path);
        let mut response = response.clone();
        if response["file"].get("filePath").is_some() {
            response["file"]["filePath"] = json!(path);
        }
        let payload = json!({"tool_name": "Read", "tool_input": input, "tool_response": response});
        let c = self.send(EventName::PostToolUse, cwd, payload, Some("Read"));
        c.target = Some(rel);
        Ok(())
    }

    fn edit(&mut self, cwd: &str, call: &ToolCall) -> Result<()> {
        let key = if call.name == "NotebookEdit" {
            "notebook_path"
        } else {
            "file_path"
        };
        let (path, rel) = self.world.place(str_at(&call.input, key), cwd);
        self.world.ensure(&path, &rel);
        let mut input = call.input.clone();
        input[key] = json!(path);
        let response = match &call.outcome {
            Outcome::Done { response, .. } => Some(response),
            _ => None,
        };
        // The file as the tool found it.
        let original = response
            .and_then(|r| r.get("originalFile"))
            .and_then(Value::as_str);
        let created = response.is_some_and(|r| str_at(r, "type") == "create");
        if let Some(text) = original {
            World::write(&path, text)?;
        } else if created {
            World::remove(&path);
        }
        if wired(self.agent, EventName::PreToolUse, &call.name) {
            let payload = json!({"tool_name": call.name, "tool_input": input});
            let c = self.send(EventName::PreToolUse, cwd, payload, Some(&call.name));
            c.target = Some(rel.clone());
        }
        let Some(response) = response else {
            return Ok(());
        };
        // The file as the tool left it.
        let before = World::read(&path).unwrap_or_default();
        // One replacement: an Edit's input, or one of a MultiEdit's edits.
        let replace = |text: &str, e: &Value| {
            let all = e["replace_all"].as_bool().unwrap_or(false);
            patch::replace(text, str_at(e, "old_string"), str_at(e, "new_string"), all)
        };
        let after = match call.name.as_str() {
            "Write" => Some(str_at(&call.input, "content").to_string()),
            "Edit" => replace(&before, &call.input),
            "MultiEdit" => call.input["edits"].as_array().and_then(|edits| {
                edits
                    .iter()
                    .try_fold(before.clone(), |text, e| replace(&text, e))
            }),
            _ => None,
        };
        // Replaced in a file that may not be the session's: its lines as they are here.
        let rebuilt = match (&after, original) {
            (Some(text), None) if matches!(call.name.as_str(), "Edit" | "MultiEdit") => {
                numbered_here(response, &before, text)
            }
            _ => None,
        };
        if rebuilt.is_some() {
            self.report.notes.push(format!(
                "{rel}: the {}'s lines are numbered as in this tree, not as in the session's file",
                call.name
            ));
        }
        let response = rebuilt.as_ref().unwrap_or(response);
        match &after {
            Some(text) => World::write(&path, text)?,
            None if call.name != "NotebookEdit" => self.report.notes.push(format!(
                "{rel}: the {} was not found in the file",
                call.name
            )),
            None => {}
        }
        let (lines, removed) = match (&after, created) {
            (Some(text), true) => (vec![(1, text.lines().count().max(1))], Vec::new()),
            _ => hunks::lines(response),
        };
        let mut edit = self.edit_report(&path, &rel, lines);
        // What it deleted, named in the text before it (as the hook names it).
        if self.hooks.details && edit.language.is_some() && !removed.is_empty() {
            for name in self.hooks.symbols_of_text(&path, &before, &removed) {
                if !edit.symbols.contains(&name) {
                    edit.symbols.push(name);
                }
            }
        }
        if wired(self.agent, EventName::PostToolUse, &call.name) {
            let mut response = response.clone();
            if response.get("filePath").is_some() {
                response["filePath"] = json!(path);
            }
            let payload =
                json!({"tool_name": call.name, "tool_input": input, "tool_response": response});
            let c = self.send(EventName::PostToolUse, cwd, payload, Some(&call.name));
            c.target = Some(rel);
            c.edits.push(edit);
        }
        Ok(())
    }

    fn edit_report(&self, path: &Path, rel: &str, lines: Vec<(usize, usize)>) -> EditReport {
        let language = crate::symbols::language_for_path(path).map(|l| l.name.to_string());
        let symbols = if self.hooks.details && language.is_some() && !lines.is_empty() {
            self.hooks.symbols_of(path, &lines)
        } else {
            Vec::new()
        };
        EditReport {
            file: rel.to_string(),
            language,
            lines,
            symbols,
        }
    }

    fn bash(&mut self, cwd: &str, call: &ToolCall) -> Result<()> {
        let tree = self.world.tree.display().to_string();
        let rewrite = |s: &str| self.world.root.rewrite(s, &tree);
        let command = rewrite(str_at(&call.input, "command"));
        let mut input = call.input.clone();
        input["command"] = json!(command);
        let (event, payload, output, exit_code, failed) = match &call.outcome {
            Outcome::Missing => return Ok(()),
            Outcome::Failed { error } => {
                let error = rewrite(error);
                let (code, output) = split_exit_code(&error);
                let output = output.to_string();
                let payload = json!({"tool_name": "Bash", "tool_input": input, "error": error,
                    "is_interrupt": false});
                (EventName::PostToolUseFailure, payload, output, code, true)
            }
            Outcome::Done {
                response,
                exit_code,
            } => {
                let mut response = response.clone();
                let output = match &mut response {
                    Value::String(s) => {
                        *s = rewrite(s);
                        s.clone()
                    }
                    r => {
                        for k in ["stdout", "stderr"] {
                            if let Some(s) = r.get(k).and_then(Value::as_str) {
                                r[k] = json!(rewrite(s));
                            }
                        }
                        let (out, err) = (str_at(r, "stdout"), str_at(r, "stderr"));
                        if err.is_empty() {
                            out.to_string()
                        } else {
                            format!("{out}\n{err}")
                        }
                    }
                };
                let code = match self.agent {
                    Agent::Claude => Some(0),
                    Agent::Codex => *exit_code,
                };
                let failed = code.is_some_and(|c| c != 0);
                let payload =
                    json!({"tool_name": "Bash", "tool_input": input, "tool_response": response});
                (EventName::PostToolUse, payload, output, code, failed)
            }
        };
        // An edit's work goes on after its answer (in a child): wait for it, as a live
        // session's test-run hook does, so the run is judged on every edit before it.
        crate::wait_for_hooks(&self.world.db, std::time::Duration::from_secs(60));
        let pending = |db: &Path, session: &str| match self.hooks.details {
            true => pending_changes(db, session).unwrap_or(0),
            false => 0,
        };
        let pending_before = pending(&self.world.db, &self.session_id);
        let db = self.world.db.clone();
        let session = self.session_id.clone();
        let c = self.send(event, cwd, payload, Some("Bash"));
        c.target = Some(crate::text::one_line(&command));
        c.run = Some(RunReport {
            command,
            output,
            exit_code,
            failed,
            pending_before,
            pending_after: pending(&db, &session),
        });
        Ok(())
    }

    fn patch(&mut self, cwd: &str, call: &ToolCall) -> Result<()> {
        let tree = self.world.tree.display().to_string();
        let original = str_at(&call.input, "command");
        let input = json!({"command": self.world.root.rewrite(original, &tree)});
        // The session's own paths say where each file lands.
        let files = parse_codex(original);
        let mut places = Vec::new();
        for f in &files {
            let (path, rel) = self.world.place(&f.path, cwd);
            self.world.ensure(&path, &rel);
            places.push((path, rel));
        }
        let payload = json!({"tool_name": "apply_patch", "tool_input": input});
        let first = places.first().map(|(_, rel)| rel.clone());
        let c = self.send(EventName::PreToolUse, cwd, payload, Some("apply_patch"));
        c.target.clone_from(&first);
        let Outcome::Done {
            response,
            exit_code,
        } = &call.outcome
        else {
            return Ok(());
        };
        let mut edits = Vec::new();
        if exit_code.unwrap_or(0) == 0 {
            for (f, (path, rel)) in files.iter().zip(&places) {
                if let Some(edit) = self.apply_file(f, path, rel, cwd)? {
                    edits.push(edit);
                }
            }
        }
        let payload =
            json!({"tool_name": "apply_patch", "tool_input": input, "tool_response": response});
        let c = self.send(EventName::PostToolUse, cwd, payload, Some("apply_patch"));
        c.target = first;
        c.edits = edits;
        Ok(())
    }

    /// One file of a patch that applied: the tree changed as it was.
    fn apply_file(
        &mut self,
        f: &FileEdit,
        path: &Path,
        rel: &str,
        cwd: &str,
    ) -> Result<Option<EditReport>> {
        let (text, lines) = match &f.change {
            Change::Delete => {
                World::remove(path);
                return Ok(None);
            }
            Change::Add(text) => (text.clone(), vec![(1, text.lines().count().max(1))]),
            Change::Update(chunks) => {
                let before = World::read(path).unwrap_or_default();
                match apply_chunks(&before, chunks) {
                    Some(done) => done,
                    None => {
                        self.report
                            .notes
                            .push(format!("{rel}: the patch did not apply"));
                        return Ok(None);
                    }
                }
            }
        };
        let (path, rel) = match &f.moved_to {
            Some(to) => {
                World::remove(path);
                self.world.place(to, cwd)
            }
            None => (path.to_path_buf(), rel.to_string()),
        };
        World::write(&path, &text)?;
        Ok(Some(self.edit_report(&path, &rel, lines)))
    }
}
