//! The agents' hook runtime (`cm hook`): one payload on stdin, at most one JSON answer
//! on stdout, always exit 0.
//!
//! [`answer()`] never fails and never panics outward: any error, unknown event or tool, or
//! malformed input ends in silence (the agent's tool call goes ahead untouched) and one line
//! in `hook.log` beside the database. The event handlers live one per module; the calling
//! agent's dialect (`agent::dialect`) reads its payload into an `agent::event` and writes the
//! handler's `agent::answer` as the only JSON the runtime prints. A test run's lessons are
//! `learn`'s, with the runtime as its context.

pub(crate) mod background;
pub(crate) mod bounded;
pub(crate) mod bounds;
mod broken;
pub(crate) mod drain;
pub(crate) mod edit_state;
pub(crate) mod follow;
#[cfg(any(windows, test))]
pub(crate) mod handover;
pub(crate) mod lessons;
pub(crate) mod log;

mod gate;
mod on_edit;
mod on_prompt;
mod on_read;
mod on_session;
mod on_test_run;
pub(crate) mod spool;

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result};

use crate::agent::answer::Answer;
use crate::agent::dialect;
use crate::agent::event::{Event, EventName};
use crate::config::Config;
use crate::learn;
use crate::project::Place;
use crate::store::Store;
use crate::store::session::Session;
use crate::symbols::Symbol;
use crate::{dirs, project};
pub(crate) use log::log;

/// True when the command line (program name first) runs `cm hook`, global flags aside.
/// `value_flags` are the global flags that take the next word as their value (`--db PATH`);
/// the command line's definition knows them (`cli::global_value_flags`).
pub(crate) fn is_hook_command(
    args: impl IntoIterator<Item = std::ffi::OsString>,
    value_flags: &[String],
) -> bool {
    let mut it = args.into_iter().skip(1);
    while let Some(arg) = it.next() {
        match arg.to_str() {
            Some(flag) if value_flags.iter().any(|f| f == flag) => {
                it.next();
            }
            Some(flag) if flag.starts_with('-') => {}
            Some(word) => return word == "hook",
            None => return false,
        }
    }
    false
}

/// `cm hook` with a command line it cannot parse: drain stdin, log why, answer nothing.
pub(crate) fn refuse_command_line(error: &str) {
    let _ = std::io::copy(&mut std::io::stdin(), &mut std::io::sink());
    if let Ok(db) = dirs::db_path(None) {
        let first = error.lines().next().unwrap_or(error);
        log(&db, "-", &format!("bad command line: {first}"));
    }
}

/// Answers one hook payload. `expected` is the `cm hook EVENT` argument: a payload of
/// another event is ignored. Returns the JSON to print, if any; logs every failure.
/// `db_path` and `project` are the global `--db` and `-p` flags (or `None`).
pub(crate) fn answer(
    db_path: Option<&Path>,
    project: Option<&str>,
    expected: Option<EventName>,
    agent: crate::agent::Agent,
    stdin: &str,
    finish: Finish,
) -> Option<serde_json::Value> {
    let db_path = dirs::db_path(db_path).ok();
    let label = expected.map_or_else(|| "-".to_string(), EventName::arg_name);
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut rt = Runtime::new(project, db_path.clone());
        rt.finish = finish;
        let result = rt.answer(agent, expected, stdin);
        // Session state and cached symbol tables grow the WAL like any write: keep it short
        // for the next hook's open (a file size check when there is nothing to do). While a
        // background scan runs, the WAL is its batches: it trims them when done, and a hook
        // that folded them back would wait for a batch and pay their fsyncs. So the scan's
        // lock is looked at only when the WAL has grown.
        let scanning = |db: Option<&Path>| {
            db.is_some_and(|db| !background::scans_settled(db, std::time::Duration::ZERO))
        };
        if let Some(store) = &mut rt.store {
            // What could not be saved was answered without: one log line each.
            rt.warnings.extend(store.take_notes());
            let unsaved = store.take_unsaved();
            rt.warnings
                .extend(unsaved.iter().map(|e| format!("not saved: {e}")));
            if unsaved.is_empty() && store.wal_grown() && !scanning(db_path.as_deref()) {
                store.checkpoint_wal();
            }
        }
        let session = std::mem::take(&mut rt.session_id);
        (result, std::mem::take(&mut rt.warnings), rt.event, session)
    }));
    let log_to = |event: &str, msg: &str| {
        if let Some(db) = &db_path {
            log(db, event, msg);
        }
    };
    match outcome {
        Ok((result, warnings, event_name, session)) => {
            let event = event_name.map_or_else(|| label.clone(), EventName::arg_name);
            for w in &warnings {
                log_to(&event, w);
            }
            match result {
                Ok(answer) => answer.and_then(|a| dialect::answer_json(agent, &a)),
                Err(e) => {
                    log_to(&event, &format!("{e:#}"));
                    let unusable = || {
                        let db = db_path.as_deref()?;
                        (event_name? == EventName::SessionStart)
                            .then(|| broken::at_session_start(db, &session, &e))?
                    };
                    upgrade_deferred(&e, expected)
                        .or_else(unusable)
                        .and_then(|a| dialect::answer_json(agent, &a))
                }
            }
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            log_to(&label, &format!("internal error (panic): {what}"));
            None
        }
    }
}

/// When the work of an edit that is done may be finished: after the answer, in a child
/// process, only where the process is `cm hook` itself and ends with the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Finish {
    BeforeAnswer,
    AfterAnswer,
}

/// At SessionStart, a database whose upgrade is longer than a hook may wait is said once, so
/// that the agent (or the person watching) runs the command that makes it; every other
/// event stays quiet.
fn upgrade_deferred(e: &anyhow::Error, expected: Option<EventName>) -> Option<Answer> {
    let deferred = e.is::<crate::store::schema::UpgradeDeferred>();
    (deferred && expected == Some(EventName::SessionStart)).then(|| Answer::Context {
        event: EventName::SessionStart,
        text: "code-memory: its database needs an upgrade that takes longer than a hook may \
               wait, so no lessons are shown until it is done. Run `cm stats` once (any cm \
               command that opens the database upgrades it) to have them back."
            .to_string(),
    })
}

/// One hook invocation: the payload's context, the store opened on first use, the
/// settings read on first need.
///
/// Handlers read the public fields and may push to `warnings`; `event` and `session_id` are
/// set from the payload before any handler runs.
pub(crate) struct Runtime<'a> {
    /// The `-p` flag: a project name that overrides the one found from the files.
    project: Option<&'a str>,
    db_path: Option<PathBuf>,
    store: Option<Store>,
    /// The settings read so far, one per project root asked about.
    configs: Vec<(PathBuf, Config)>,
    /// The event being answered, once the payload is read. It names the answer's
    /// `hookEventName` and the log lines of this call.
    pub(crate) event: Option<EventName>,
    /// The payload's `session_id` (`unknown-session` when it has none): the key of the
    /// session state (lessons shown, gates fired, lines changed).
    pub(crate) session_id: String,
    cwd: Option<PathBuf>,
    /// The agent's project directory (`CLAUDE_PROJECT_DIR`), if it names one.
    project_dir: Option<PathBuf>,
    /// The session row was created/refreshed in this call.
    touched: bool,
    /// Whether an edit's work may finish after the answer.
    finish: Finish,
    /// Problems worth a log line that do not stop the answer (a bad config file, a failed
    /// prune); each becomes one line in `hook.log` after the answer.
    pub(crate) warnings: Vec<String>,
}

impl<'a> Runtime<'a> {
    fn new(project: Option<&'a str>, db_path: Option<PathBuf>) -> Runtime<'a> {
        Runtime {
            project,
            db_path,
            store: None,
            configs: Vec::new(),
            event: None,
            session_id: String::new(),
            cwd: None,
            project_dir: project::agent_project_dir(),
            touched: false,
            finish: Finish::BeforeAnswer,
            warnings: Vec::new(),
        }
    }

    fn answer(
        &mut self,
        agent: crate::agent::Agent,
        expected: Option<EventName>,
        stdin: &str,
    ) -> Result<Option<Answer>> {
        let Some(incoming) = dialect::read(agent, expected, stdin)? else {
            anyhow::bail!("ignoring an event cm does not handle");
        };
        let name = incoming.name;
        self.event = Some(name);
        if expected.is_some_and(|e| e != name) {
            // Wired to another event: not ours to answer, and not an error.
            return Ok(None);
        }
        self.session_id = incoming
            .session_id
            .filter(|s| !s.trim().is_empty())
            .unwrap_or_else(|| "unknown-session".into());
        self.cwd = incoming.cwd.map(|d| project::host_path(&d));
        let event = bounds::event(incoming.event?);
        let earlier: Vec<Event> = incoming.earlier.into_iter().map(bounds::event).collect();
        let tool_call = matches!(
            event,
            Event::FileRead { .. }
                | Event::EditDone { .. }
                | Event::PatchDone(_)
                | Event::CommandRan(_)
        );
        match self.finish_later(&event, stdin) {
            Some(background::Role::Answer) => return Ok(None),
            Some(background::Role::Work) => {}
            None => {
                let wait = match event {
                    _ if !earlier.is_empty() => background::TEST_RUN_WAIT,
                    Event::CommandRan(_) => background::TEST_RUN_WAIT,
                    _ => background::HOOK_WAIT,
                };
                let whose = background::Whose::Session(&self.session_id);
                if let Some(db) = &self.db_path
                    && !background::settle(db, whose, wait)
                {
                    self.warnings
                        .push("answered while an edit was still being finished".into());
                }
            }
        }
        // Writes kept while the database was busy are made first, in order (a session
        // start, which judges nothing, leaves them to the next hook).
        if let Some(db) = &self.db_path
            && !matches!(event, Event::SessionStart { .. })
        {
            drain::drain(db, drain::HOOK_DRAIN);
        }
        // Test runs the agent fired no hook for are recorded first, as they happened; what
        // cm would have said about them then is past.
        for e in &earlier {
            if let Event::CommandRan(run) = e {
                on_test_run::answer(self, run)?;
            }
        }
        let answer = match event {
            Event::FileRead { path, from, to } => on_read::answer(self, &path, from, to)?,
            Event::EditPlanned { path, edit } => gate::answer(self, &path, &edit)?,
            Event::EditDone {
                path,
                done,
                original,
            } => {
                on_edit::remember_edit(self, &path, &done, original.as_deref())?;
                None
            }
            Event::PatchPlanned(files) => gate::answer_patch(self, &files)?,
            Event::PatchDone(files) => {
                on_edit::remember_patch(self, &files)?;
                None
            }
            Event::CommandRan(run) => on_test_run::answer(self, &run)?,
            Event::SessionStart { source } => on_session::start(self, &source)?,
            Event::PromptSubmitted { prompt } => on_prompt::answer(self, &prompt)?,
            Event::Stop { stop_hook_active } => on_session::stop(self, stop_hook_active)?,
            Event::Ignored { why } => anyhow::bail!("ignoring {why}"),
            Event::Routine => None,
        };
        if tool_call && let Some(store) = &self.store {
            // The clock of "shown recently": only sessions with state have one.
            store.session(&self.session_id).count_call()?;
        }
        Ok(answer.filter(|a| self.fits_event(a, name)))
    }

    /// Who goes on with `event`, and whether it first waits for the session's edits being
    /// finished. An edit that is done is not waited for: its work goes to a child where it
    /// can ([`background::detach`]). An event that reads nothing such work writes (a prose
    /// file's edit, an ignored or routine event) goes on at once. None for every other
    /// event: it waits for the session's edits, then goes on.
    fn finish_later(&self, event: &Event, payload: &str) -> Option<background::Role> {
        let paths = match event {
            Event::EditDone { path, .. } if !crate::testrun::conventions::is_prose(path) => {
                vec![self.absolute(path)]
            }
            Event::PatchDone(files) => files.iter().map(|f| self.absolute(f.path())).collect(),
            // A session start reads nothing an edit's work writes that its brief needs.
            Event::EditDone { .. }
            | Event::Ignored { .. }
            | Event::Routine
            | Event::SessionStart { .. } => {
                return Some(background::Role::Work);
            }
            _ => return None,
        };
        if self.finish == Finish::BeforeAnswer {
            return Some(background::Role::Work);
        }
        let db = self.db_path.as_deref();
        Some(background::detach(db, &self.session_id, &paths, payload))
    }

    /// An answer must be of the event it answers, or Claude Code discards it.
    fn fits_event(&mut self, answer: &Answer, name: EventName) -> bool {
        let fits = match answer {
            Answer::Context { event, .. } => *event == name,
            Answer::Deny { .. } => name == EventName::PreToolUse,
            Answer::StopReminder { .. } => name == EventName::Stop,
            Answer::Notice { .. } => name == EventName::SessionStart,
        };
        if !fits {
            self.warnings.push(format!(
                "dropped an answer not fit for {}",
                name.wire_name()
            ));
        }
        fits
    }

    /// `path` as `locate` reads it: relative paths are taken from the payload's
    /// `cwd`.
    fn absolute(&self, path: &Path) -> PathBuf {
        let path = project::host_path(path);
        if path.is_absolute() || project::spelling::is_windows(&path.to_string_lossy()) {
            path
        } else {
            project::host_path(&self.cwd.as_deref().unwrap_or(Path::new(".")).join(path))
        }
    }
}

impl learn::Ctx for Runtime<'_> {
    fn store(&mut self) -> Result<&mut Store> {
        if self.store.is_none() {
            let path = self
                .db_path
                .as_deref()
                .context("finding the database location")?;
            self.store = Some(Store::open_for_hook(path)?);
        }
        Ok(self.store.as_mut().expect("just opened"))
    }

    fn session(&mut self) -> Result<Session<'_>> {
        let id = self.session_id.clone();
        let first = !self.touched;
        self.touched = true;
        let store = self.store()?;
        let s = store.session(&id);
        if first {
            s.touch()?;
        }
        Ok(s)
    }

    /// Read once per root and call.
    fn config(&mut self, root: &Path) -> &Config {
        let at = match self.configs.iter().position(|(r, _)| r == root) {
            Some(at) => at,
            None => {
                let c = Config::load(Some(root), &mut |w| self.warnings.push(w));
                self.configs.push((root.to_path_buf(), c));
                self.configs.len() - 1
            }
        };
        &self.configs[at].1
    }

    /// The project root and name of the session (for events without a file): the git top
    /// level of the session's directory ([`project::session_dir`]), as `cm` typed there would
    /// find it.
    fn project(&self) -> Result<(PathBuf, String)> {
        let root = project::project_root(&self.session_dir());
        let name = project::name(self.project, &root)?;
        Ok((root, name))
    }

    /// The directory the session works in ([`project::session_dir`]).
    fn session_dir(&self) -> PathBuf {
        project::session_dir(self.project_dir.as_deref(), self.cwd.as_deref())
    }

    /// Where `path` (relative paths are taken from the payload's `cwd`) belongs. The
    /// project root is the first of:
    ///
    /// 1. the git top level of `CLAUDE_PROJECT_DIR`, so a session started in `repo/backend`
    ///    stores `backend/api.py` as `cm` typed there does;
    /// 2. the git top level of the file's own directory;
    /// 3. the payload's `cwd`;
    /// 4. the file's directory.
    ///
    /// The project name comes from that root (or the `-p` flag).
    fn locate(&self, path: &Path) -> Result<Place> {
        let path = self.absolute(path);
        let root = match &self.project_dir {
            Some(d) => project::project_root(d),
            None => path
                .parent()
                .and_then(project::git_root)
                .map(|g| g.toplevel)
                .or_else(|| self.cwd.clone())
                .or_else(|| path.parent().map(Path::to_path_buf))
                .unwrap_or_else(|| PathBuf::from("/")),
        };
        let project = project::name(self.project, &root)?;
        let file = project::normalize_file(&path.to_string_lossy(), &root, &root);
        Ok(Place {
            root,
            project,
            file,
            path,
        })
    }

    fn session_id(&self) -> &str {
        &self.session_id
    }

    fn table(
        &mut self,
        path: &Path,
        content: Option<&[u8]>,
        indexed: Option<(&str, &str)>,
    ) -> Result<Option<Vec<Symbol>>> {
        Ok(crate::follow::table::current(self.store()?, path, content, indexed)?.map(|c| c.table))
    }

    fn mark_shown(&mut self, ids: &[i64], pending: bool) {
        lessons::mark_shown(self, ids, pending);
    }

    fn warn(&mut self, warning: String) {
        self.warnings.push(warning);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::Ctx as _;

    #[test]
    fn config_is_read_per_project_root() {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        std::fs::write(dirs::project_config_path(a.path()), "gate_threshold = 3\n").unwrap();
        std::fs::write(dirs::project_config_path(b.path()), "gate_threshold = 7\n").unwrap();
        let mut rt = Runtime::new(None, None);
        let threshold = |rt: &mut Runtime, root: &Path| rt.config(root).gate_threshold;
        let (ta, tb) = (threshold(&mut rt, a.path()), threshold(&mut rt, b.path()));
        // The environment may override both the same way; the files differ otherwise.
        if std::env::var_os("CODE_MEMORY_GATE_THRESHOLD").is_none() {
            assert_eq!((ta, tb), (3.0, 7.0));
        }
        assert_eq!(threshold(&mut rt, a.path()), ta);
        assert_eq!(rt.configs.len(), 2);
    }
}
