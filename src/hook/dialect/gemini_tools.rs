//! The file tools of Gemini CLI and of Qwen Code, its fork: `read_file`, `write_file` and
//! one edit tool, with the same arguments but for the edit tool's name, its replace-all
//! flag and how `read_file` names its lines. The originals come from
//! `tool_response.returnDisplay.originalContent`; a tool that failed to run changed nothing.

use anyhow::{Result, anyhow};
use serde_json::Value;

use super::super::event::Event;
use super::text;

/// How one client of the family names its file tools.
pub(super) struct FileTools {
    /// Its name in error messages: `Gemini`, `Qwen`.
    pub(super) client: &'static str,
    /// The edit tool: `replace`, `edit`.
    pub(super) edit: &'static str,
    /// The edit tool's replace-all flag: `allow_multiple`, `replace_all`.
    pub(super) replace_all: &'static str,
    /// `read_file`'s lines, 1-based and inclusive, from its arguments.
    pub(super) read_range: fn(&Value) -> (Option<i64>, Option<i64>),
}

impl FileTools {
    /// The event of `tool` when it is one of the file tools, None for any other tool (and
    /// for a Read not yet done or that failed). `pre`: asked before the tool runs; `failed`:
    /// the tool failed to run.
    pub(super) fn event(
        &self,
        tool: &str,
        pre: bool,
        failed: bool,
        args: &Value,
        response: &Value,
    ) -> Option<Result<Event>> {
        let read = tool == "read_file";
        if tool != self.edit && tool != "write_file" && !read {
            return None;
        }
        // A Read is seen once it is done; an edit that failed to run changed nothing.
        if read && (pre || failed) {
            return None;
        }
        if failed {
            return Some(Ok(Event::Routine));
        }
        let Some(path) = text(args, "file_path") else {
            return Some(Err(anyhow!(
                "reading the {} {tool} tool input: no file_path",
                self.client
            )));
        };
        let arg = |k: &str| text(args, k).unwrap_or_default();
        let original = || {
            response
                .get("returnDisplay")
                .and_then(|d| text(d, "originalContent"))
                .map(str::to_string)
        };
        Some(Ok(match tool {
            "read_file" => {
                let (from, to) = (self.read_range)(args);
                super::read_lines(path, from, to)
            }
            "write_file" => {
                super::with_original(super::write(path, arg("content"), !pre), original())
            }
            _ => {
                let all = args
                    .get(self.replace_all)
                    .and_then(Value::as_bool)
                    .unwrap_or(false);
                super::with_original(
                    super::replace(path, arg("old_string"), arg("new_string"), all, !pre),
                    original(),
                )
            }
        }))
    }
}
