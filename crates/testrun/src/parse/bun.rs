//! bun test: its `(fail)` and `(pass)` lines, and the failing test's own error: the last
//! `error:` (or `AssertionError: ...`) of its block (a test ends at its failed `expect`; an
//! `error:` above it is an error the code logged, maybe in a passing test whose `(pass)`
//! line an agent's run does not print), with its `Expected`/`Received` pair or the lines of
//! its diff.

use super::{Tally, is_exception_line, matcher_detail, with_detail, without_duration};
use crate::RunReport;

/// bun test: `(fail) suite > test [0.3ms]`, `(pass) ...`; the error is the last `error: ...`
/// line printed before the first `(fail)`, after the previous result.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut from = 0;
    for (i, l) in lines.iter().enumerate() {
        let text = l.trim();
        if let Some(rest) = text.strip_prefix("(fail) ") {
            r.fail_with(without_duration(rest), || error_between(&lines[from..i]));
            from = i + 1;
        } else if let Some(rest) = text.strip_prefix("(pass) ") {
            r.pass(without_duration(rest));
            from = i + 1;
        } else if text.starts_with("(skip) ") || text.starts_with("(todo) ") {
            from = i + 1;
        }
    }
    r.report
}

/// The last `error:` (or a thrown error's own `AssertionError: ...`) of a test's block, with
/// what bun prints under it up to the trace: `Expected: 100`, `Received: 90`, or a diff's
/// `-` and `+` lines.
fn error_between(lines: &[&str]) -> Option<String> {
    let at = lines
        .iter()
        .rposition(|l| l.starts_with("error: ") || is_exception_line(l))?;
    let detail = matcher_detail(lines, at + 1);
    let message = lines[at].strip_prefix("error: ").unwrap_or(lines[at]);
    Some(with_detail(message.trim(), &detail))
}
