//! pytest: the failing tests of its short summary, `-v` and xdist lines, and the error of
//! the first failure from its `E` lines: the summary's message is cut to the terminal
//! width, the `E` lines hold the whole assertion and its diff, or the exception a
//! collection error ends with.

use super::{Tally, is_exception_line};
use crate::RunReport;

/// The lines of an assertion's detail worth keeping beside it.
const DIFF: &[&str] = &[
    "At index",
    "Left contains",
    "Right contains",
    "Differing items:",
    "Extra items",
];

/// pytest: the short summary `FAILED path::test - Error: msg` (`ERROR` for collection
/// errors), `-v` lines `path::test FAILED` and `PASSED`, xdist's `[gw0] [ 25%] FAILED id`,
/// `ERROR collecting path` headers; the error from the first block of `E` lines, else the
/// summary's message.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut summary_error = None;
    for l in lines {
        let body = without_worker(l.trim_end());
        if let Some(rest) = body
            .strip_prefix("FAILED ")
            .or_else(|| body.strip_prefix("ERROR "))
        {
            let (id, msg) = rest
                .split_once(" - ")
                .map_or((rest, None), |(id, msg)| (id, Some(msg.trim())));
            if id.contains("::") || id.ends_with(".py") {
                t.fail(id);
                summary_error = summary_error.or(msg.filter(|m| !m.is_empty()).map(String::from));
            }
        } else if let Some(id) = body.strip_prefix("PASSED ") {
            t.pass(id);
        } else if let Some(path) = body.split_once("ERROR collecting ").map(|(_, p)| p) {
            t.fail(path.trim_end_matches(['_', ' ']));
        } else if let Some((id, status)) = verbose(body) {
            match status {
                "PASSED" => t.pass(id),
                _ => t.fail(id),
            }
        }
    }
    // No summary or `-v` line left (the output cut after the failures' sections): the
    // headers of the sections under pytest's `FAILURES` banner name the failing tests
    // (not another tool's `____ summary ____`).
    if t.report.failed_tests.is_empty() {
        let mut failures = false;
        for l in lines {
            let banner = l.trim();
            if banner.starts_with("==") {
                failures = banner.trim_matches(['=', ' ']) == "FAILURES";
            } else if let Some(name) = section(l).filter(|_| failures) {
                t.fail(name);
            }
        }
    }
    let first = t.report.failed_tests.first().cloned().unwrap_or_default();
    let (mine, other) = e_blocks(lines, &first);
    // The first failure's own block (the first block when none has a header, `--tb=line`);
    // else the summary's message (its block was cut by a `| tail`); else another block.
    t.error(mine.and_then(|at| e_error(lines, at)));
    t.error(summary_error);
    t.error(other.and_then(|at| e_error(lines, at)));
    t.report
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

/// The block of `E` lines under the section header of test `id` (`____ test_x ____`,
/// `____ ERROR at setup of test_x ____`, `____ ERROR collecting x.py ____`), or the first
/// block when the output has no headers; and the first headed block.
fn e_blocks(lines: &[&str], id: &str) -> (Option<usize>, Option<usize>) {
    let want = id
        .split_once("::")
        .map_or(id.to_string(), |(_, t)| t.replace("::", "."));
    let (mut first, mut first_headed, mut headers) = (None, None, false);
    let mut header: Option<&str> = None;
    for (i, l) in lines.iter().enumerate() {
        if let Some(name) = section(l) {
            let name = [
                "ERROR at setup of ",
                "ERROR at teardown of ",
                "ERROR collecting ",
            ]
            .iter()
            .fold(name, |n, p| n.strip_prefix(p).unwrap_or(n));
            (header, headers) = (Some(name), true);
        } else if i > 0 && l.starts_with("E ") && !lines[i - 1].starts_with('E') {
            first = first.or(Some(i));
            if let Some(name) = header.take() {
                first_headed = first_headed.or(Some(i));
                if name == want {
                    return (Some(i), first_headed);
                }
            }
        }
    }
    (if headers { None } else { first }, first_headed)
}

/// The name a failure's section header gives: `____ Cart.test_total ____` ->
/// `Cart.test_total` (not the `_ _ _` line between a traceback's frames).
fn section(l: &str) -> Option<&str> {
    let l = l.trim_end();
    (l.starts_with("__") && l.ends_with('_') && !l.starts_with("_ "))
        .then(|| l.trim_matches(['_', ' ']))
        .filter(|n| !n.is_empty())
}

/// The block of `E` lines at `start`: its first exception or `assert` line (else its first
/// line of text that is no `File "..."` frame, caret or line of a diff: a block cut above
/// its message), with the diff line that follows.
fn e_error(lines: &[&str], start: usize) -> Option<String> {
    let block: Vec<&str> = lines[start..]
        .iter()
        .take_while(|l| l.starts_with("E ") || **l == "E")
        .map(|l| l[1..].trim())
        .collect();
    let main = block
        .iter()
        .position(|l| is_exception_line(l) || l.starts_with("assert "))
        .or_else(|| {
            block.iter().position(|l| {
                let diff = matches!(l.get(..2), Some("- " | "+ " | "? "));
                !l.is_empty() && !l.starts_with("File \"") && !l.starts_with('^') && !diff
            })
        })?;
    let Some(d) = (main + 1..block.len()).find(|&i| DIFF.iter().any(|d| block[i].starts_with(d)))
    else {
        return Some(block[main].to_string());
    };
    // `Differing items:` names them on its next line.
    let detail = match block.get(d + 1) {
        Some(next) if block[d].ends_with(':') => format!("{} {next}", block[d]),
        _ => block[d].to_string(),
    };
    Some(format!("{}; {detail}", block[main]))
}
