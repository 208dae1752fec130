//! bun test: its `(fail)` and `(pass)` lines, and the `error:` bun prints above the first
//! failure with its `Expected`/`Received` pair.

use super::{Tally, with_detail, without_duration};
use crate::testrun::RunReport;

/// bun test: `(fail) suite > test [0.3ms]`, `(pass) ...`; the error is the `error: ...`
/// line printed before the first `(fail)`, after the previous result.
pub fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut from = 0;
    for (i, l) in lines.iter().enumerate() {
        let text = l.trim();
        if let Some(rest) = text.strip_prefix("(fail) ") {
            r.fail(without_duration(rest));
            if r.wants_error() {
                r.error(error_between(&lines[from..i]));
            }
            from = i + 1;
        } else if let Some(rest) = text.strip_prefix("(pass) ") {
            r.pass(without_duration(rest));
            from = i + 1;
        }
    }
    r.done()
}

fn error_between(lines: &[&str]) -> Option<String> {
    let at = lines.iter().position(|l| l.starts_with("error: "))?;
    let pair: Vec<String> = lines[at + 1..]
        .iter()
        .take(4)
        .map(|l| l.trim())
        .filter(|t| t.starts_with("Expected:") || t.starts_with("Received:"))
        .map(String::from)
        .collect();
    Some(with_detail(lines[at]["error: ".len()..].trim(), &pair))
}
