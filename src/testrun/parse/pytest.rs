//! pytest: the failing tests of its short summary, `-v` and xdist lines, and the error of
//! the first failure from its `E` lines: the summary's message is cut to the terminal
//! width, the `E` lines hold the whole assertion and its diff, or the exception a
//! collection error ends with.

use super::{Tally, is_exception_line};
use crate::testrun::RunReport;

/// The lines of an assertion's detail worth keeping beside it.
const DIFF: &[&str] = &[
    "At index",
    "Left contains",
    "Right contains",
    "Differing items",
    "Extra items",
    "Omitting",
];

/// pytest: the short summary `FAILED path::test - Error: msg` (`ERROR` for collection
/// errors), `-v` lines `path::test FAILED` and `PASSED`, xdist's `[gw0] [ 25%] FAILED id`,
/// `ERROR collecting path` headers; the error from the first block of `E` lines, else the
/// summary's message.
pub fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut summary_error = None;
    for l in lines {
        let body = without_worker(l.trim_end());
        if let Some(rest) = body
            .strip_prefix("FAILED ")
            .or_else(|| body.strip_prefix("ERROR "))
        {
            let (id, msg) = match rest.split_once(" - ") {
                Some((id, msg)) => (id, Some(msg.trim())),
                None => (rest, None),
            };
            if id.contains("::") || id.ends_with(".py") {
                t.fail(id);
                if summary_error.is_none() {
                    summary_error = msg.filter(|m| !m.is_empty()).map(String::from);
                }
            }
        } else if let Some(id) = body.strip_prefix("PASSED ") {
            t.pass(id);
        } else if let Some(path) = body.split_once("ERROR collecting ").map(|(_, p)| p) {
            t.fail(path.trim_end_matches(|c| c == '_' || c == ' '));
        } else if let Some((id, status)) = verbose(body) {
            match status {
                "PASSED" => t.pass(id),
                _ => t.fail(id),
            }
        }
    }
    // Output cut by `| tail` may begin inside an `E` block: its first lines are gone, and
    // the summary's message belongs to the first failure.
    let cut = lines.first().is_some_and(|l| l.starts_with("E "));
    if cut {
        t.error(summary_error.take());
    }
    t.error(e_lines_error(lines, usize::from(cut)));
    t.error(summary_error);
    t.done()
}

/// xdist's `[gw0] [ 25%] ` before a `-v` status.
fn without_worker(l: &str) -> &str {
    let Some(rest) = l.strip_prefix("[gw") else {
        return l;
    };
    let rest = rest.split_once("] ").map_or(rest, |(_, r)| r);
    match rest.strip_prefix('[') {
        Some(r) => r.split_once("] ").map_or(r, |(_, r)| r),
        None => rest,
    }
}

/// `tests/test_x.py::test_y FAILED    [ 50%]` -> (`tests/test_x.py::test_y`, `FAILED`).
fn verbose(l: &str) -> Option<(&str, &str)> {
    let (id, rest) = l.split_once(' ')?;
    let status = rest.split_whitespace().next()?;
    (id.contains("::") && matches!(status, "FAILED" | "ERROR" | "PASSED")).then_some((id, status))
}

/// The first block of `E` lines at or after `from`: its first exception or `assert` line (else its first line
/// of text that is no `File "..."` frame or caret), with the diff line that follows it.
fn e_lines_error(lines: &[&str], from: usize) -> Option<String> {
    let start = from
        + lines
            .get(from..)?
            .iter()
            .position(|l| l.starts_with("E "))?;
    let start = if from > 0 && start == from {
        // Skip the rest of the cut block.
        let end = start + lines[start..].iter().position(|l| !l.starts_with('E'))?;
        end + lines[end..].iter().position(|l| l.starts_with("E "))?
    } else {
        start
    };
    let block: Vec<&str> = lines[start..]
        .iter()
        .take_while(|l| l.starts_with("E ") || **l == "E")
        .map(|l| l[1..].trim())
        .collect();
    let main = block
        .iter()
        .position(|l| is_exception_line(l) || l.starts_with("assert "))
        .or_else(|| {
            block
                .iter()
                .position(|l| !l.is_empty() && !l.starts_with("File \"") && !l.starts_with('^'))
        })?;
    let detail = block[main + 1..]
        .iter()
        .find(|l| DIFF.iter().any(|d| l.starts_with(d)));
    Some(match detail {
        Some(d) => format!("{}; {d}", block[main]),
        None => block[main].to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::testrun::*;

    #[test]
    fn pytest_output() {
        let r = failed(Runner::Pytest, 1, "pytest/pytest_default.txt");
        assert_eq!(
            r.failed_tests,
            [
                "test_shop.py::test_apply_discount",
                "test_shop.py::test_cart_total",
                "test_shop.py::test_raises"
            ]
        );
        assert_eq!(
            r.error.as_deref(),
            Some("AssertionError: expected 90, got 81")
        );
        assert_eq!(failed(Runner::Pytest, 1, "pytest/pytest_q.txt"), r);
        assert_eq!(
            failed(Runner::Pytest, 1, "pytest/pytest_v.txt").failed_tests,
            r.failed_tests
        );
        let x = failed(Runner::Pytest, 1, "pytest/pytest_x.txt");
        assert_eq!(x.failed_tests[0], "test_shop.py::test_apply_discount");
        let collect = failed(Runner::Pytest, 2, "pytest/pytest_collect_error.txt");
        assert_eq!(collect.failed_tests, ["test_broken.py"]);
        assert_eq!(
            collect.error.as_deref(),
            Some("ModuleNotFoundError: No module named 'nosuchmodule'")
        );
        assert_eq!(
            judge(Runner::Pytest, Some(0), &fixture("pytest/pytest_pass.txt")),
            Verdict::Passed
        );
        assert_eq!(
            judge(Runner::Pytest, Some(5), "no tests ran"),
            Verdict::NoResult
        );
    }
}
