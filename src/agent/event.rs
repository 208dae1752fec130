//! The domain events the hook runtime acts on: which tool did what to which file, how a
//! command ended. Each agent's adapter (`dialect`) makes them from its payloads; unknown
//! events and tools become [`Event::Ignored`] instead of errors, so a newer agent never
//! breaks an older `cm`.

use std::path::PathBuf;

use crate::edit::Hunk;
use crate::edit::apply_patch::FilePatch;
use crate::testrun::CommandRun;

/// What an edit is about to do to a file, as far as locating it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PlannedEdit {
    /// `Edit`: replace `old` with `new` (every occurrence with `replace_all`).
    Replace {
        old: String,
        new: String,
        replace_all: bool,
    },
    /// `Write`: the whole new content.
    Write { content: String },
    /// `NotebookEdit`: cells do not map to source lines; only file-level lessons apply.
    Notebook,
}

/// What an edit did, as reported after the fact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum EditDone {
    /// The changed hunks (new-file line numbers are in each hunk).
    Patched(Vec<Hunk>),
    /// A new file (or one rewritten without a patch): all of its `lines` are new.
    Created { lines: usize },
    /// An Edit reported without a patch: `new` is now in the file.
    Replaced {
        old: String,
        new: String,
        replace_all: bool,
    },
}

/// The domain events the runtime acts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Event {
    /// PostToolUse(Read): lines `from..=to` (None: to the end) were read.
    FileRead {
        path: PathBuf,
        from: usize,
        to: Option<usize>,
    },
    /// PreToolUse(Edit|Write|NotebookEdit).
    EditPlanned {
        path: PathBuf,
        edit: PlannedEdit,
    },
    /// PostToolUse(Edit|Write).
    EditDone {
        path: PathBuf,
        done: EditDone,
        /// The file before the edit, when the agent reports it.
        original: Option<String>,
    },
    /// PreToolUse of Codex's `apply_patch`: one or more files.
    PatchPlanned(Vec<FilePatch>),
    /// PostToolUse of Codex's `apply_patch`.
    PatchDone(Vec<FilePatch>),
    /// PostToolUse / PostToolUseFailure on Bash or PowerShell (foreground runs only).
    CommandRan(CommandRun),
    SessionStart {
        source: String,
    },
    PromptSubmitted {
        prompt: String,
    },
    Stop {
        stop_hook_active: bool,
    },
    /// A known event for a tool or shape the runtime does not act on.
    Ignored {
        why: String,
    },
    /// A call the wiring sends that needs no answer and is no problem: a command started in
    /// the background (its outcome is not known yet), a patch that did not apply.
    Routine,
}

/// The event names of the `cm hook EVENT` argument, and the `hookEventName` of answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum EventName {
    PreToolUse,
    PostToolUse,
    PostToolUseFailure,
    SessionStart,
    UserPromptSubmit,
    Stop,
}

impl EventName {
    /// The name Claude Code uses (`hook_event_name` / `hookEventName`).
    pub(crate) fn wire_name(self) -> &'static str {
        match self {
            EventName::PreToolUse => "PreToolUse",
            EventName::PostToolUse => "PostToolUse",
            EventName::PostToolUseFailure => "PostToolUseFailure",
            EventName::SessionStart => "SessionStart",
            EventName::UserPromptSubmit => "UserPromptSubmit",
            EventName::Stop => "Stop",
        }
    }

    /// The name of the command-line argument (clap's kebab-case), used in the log.
    pub(crate) fn arg_name(self) -> String {
        use clap::ValueEnum as _;
        self.to_possible_value()
            .expect("every event name is a command-line value")
            .get_name()
            .to_string()
    }
}

/// Splits PostToolUseFailure's `error` into the exit code of its first line `Exit code N`
/// and the output after it. Without that line the exit code is unknown.
pub(crate) fn split_exit_code(error: &str) -> (Option<i32>, &str) {
    let (first, rest) = error.split_once('\n').unwrap_or((error, ""));
    match first
        .trim()
        .strip_prefix("Exit code ")
        .and_then(|n| n.trim().parse().ok())
    {
        Some(code) => (Some(code), rest),
        None => (None, error),
    }
}
