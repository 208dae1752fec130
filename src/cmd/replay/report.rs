//! What `cm replay` reports per session: every hook call with what `cm` answered and what
//! it recorded, the shape `--json` prints (docs/CLI.md) and the text output reads.

use serde::Serialize;

use crate::store::replay::LessonRow;

/// One replayed session.
#[derive(Debug, Default, Serialize)]
pub(super) struct SessionReport {
    /// The transcript file.
    pub(super) transcript: String,
    /// `claude` or `codex`.
    pub(super) agent: &'static str,
    pub(super) session_id: String,
    pub(super) project: String,
    pub(super) started: String,
    /// The directory the session worked in, on the machine it ran on.
    pub(super) original_root: String,
    pub(super) calls: Vec<CallReport>,
    /// Files the replay could not set up as the session had them (an edit whose old text
    /// was not in the file, a patch that did not apply).
    pub(super) notes: Vec<String>,
}

/// One hook call.
#[derive(Debug, Default, Serialize)]
pub(super) struct CallReport {
    /// 1-based, in the session.
    pub(super) n: usize,
    /// `SessionStart`, `UserPromptSubmit`, `PreToolUse`, `PostToolUse`,
    /// `PostToolUseFailure`, `Stop`.
    pub(super) event: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) tool: Option<String>,
    /// The file of a file tool (relative to the project when inside it), the prompt's text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) target: Option<String>,
    /// Wall time of the hook call, in milliseconds.
    pub(super) ms: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) answer: Option<Said>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) run: Option<RunReport>,
    /// The edits a done Edit, Write or patch made (one per file).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) edits: Vec<EditReport>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) recorded: Vec<Record>,
}

/// What the model reads from `cm` after this call.
#[derive(Debug, Clone, Serialize)]
pub(super) struct Said {
    /// `context` (added to the tool result or prompt), `deny` (the tool call is refused
    /// with this reason), `block` (Codex's Stop: one more turn with this text).
    pub(super) kind: &'static str,
    pub(super) text: String,
}

/// A shell command and how it ended, as the hook was told.
#[derive(Debug, Serialize)]
pub(super) struct RunReport {
    pub(super) command: String,
    /// The output the hook read (stdout and stderr, or the failure's text).
    pub(super) output: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) exit_code: Option<i32>,
    /// The agent reported the command as failed.
    pub(super) failed: bool,
    /// The session's changed line ranges waiting for a test run, before and after the call
    /// (a run `cm` took as a test run with a verdict consumes them).
    pub(super) pending_before: usize,
    pub(super) pending_after: usize,
}

/// An edit that was done, and the symbols of the lines it changed.
#[derive(Debug, Serialize)]
pub(super) struct EditReport {
    /// Relative to the project.
    pub(super) file: String,
    /// The language `cm` reads the file as (none: not a source file it knows).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) language: Option<String>,
    /// Changed lines of the file after the edit, 1-based and inclusive.
    pub(super) lines: Vec<(usize, usize)>,
    /// The innermost symbols of those lines, as `cm symbols --lines` names them (for lines
    /// that are imports alone, the code using what they import, as a test run blames
    /// them), then those of the lines it removed, named in the text before it (what the
    /// hook remembers).
    pub(super) symbols: Vec<String>,
}

/// A change of the lesson store seen after a call.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub(super) enum Record {
    /// A new lesson (`fail`) or success (`success`).
    Lesson {
        id: i64,
        outcome: String,
        symbol: String,
        file: String,
        text: String,
        source: String,
    },
    /// A failure lesson got its fix.
    Fix {
        id: i64,
        symbol: String,
        file: String,
        fix: String,
    },
    /// A lesson stopped being active.
    Withdrawn {
        id: i64,
        symbol: String,
        file: String,
        status: String,
        note: String,
    },
}

/// The changes from `before` to `after` (both ordered by id).
pub(super) fn changes(before: &[LessonRow], after: &[LessonRow]) -> Vec<Record> {
    let mut out = Vec::new();
    for row in after {
        let Some(old) = before.iter().find(|b| b.id == row.id) else {
            out.push(Record::Lesson {
                id: row.id,
                outcome: row.kind.clone(),
                symbol: row.symbol.clone(),
                file: row.file.clone(),
                text: row.lesson.clone(),
                source: row.source.clone(),
            });
            continue;
        };
        if old.fix.is_none()
            && let Some(fix) = &row.fix
        {
            out.push(Record::Fix {
                id: row.id,
                symbol: row.symbol.clone(),
                file: row.file.clone(),
                fix: fix.clone(),
            });
        }
        if old.status == "active" && row.status != "active" {
            out.push(Record::Withdrawn {
                id: row.id,
                symbol: row.symbol.clone(),
                file: row.file.clone(),
                status: row.status.clone(),
                note: row.status_note.clone().unwrap_or_default(),
            });
        }
    }
    out
}
