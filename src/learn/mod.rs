//! Learning: a finished command run, with the session's pending edits, becomes a verdict,
//! lessons, fix credits and withdrawals. It knows nothing of the agents or their hooks:
//! `hook::on_test_run` hands it a run and says its answer, and a context ([`Ctx`]) gives it
//! the store, the session, the settings of a project root and where a file belongs.

use crate::store::redact::redact;

/// How a shell command ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CommandRun {
    pub(crate) command: String,
    /// 0 for Claude Code's PostToolUse; the `Exit code N` of PostToolUseFailure; None when
    /// the agent gave no exit code (a failure without one, every Codex command): the
    /// output then tells how the run ended.
    pub(crate) exit_code: Option<i32>,
    pub(crate) output: String,
    pub(crate) interrupted: bool,
}

impl CommandRun {
    /// The run with its command and output redacted: what a test run's lesson, its session
    /// state and its comparisons with later runs are made of, so that no secret typed on
    /// the command line or printed by the tests goes further.
    pub(crate) fn redacted(&self) -> CommandRun {
        CommandRun {
            command: redact(&self.command).into_owned(),
            output: redact(&self.output).into_owned(),
            ..self.clone()
        }
    }
}
