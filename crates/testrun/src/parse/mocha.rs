//! Mocha: its numbered failures after `N failing`, each with its full title and error, and
//! the `✔` tests that passed, named the same way.

use super::{
    Tally, indent, is_number, matcher_detail, message_at, next_text, numbered, with_detail,
    without_duration,
};
use crate::RunReport;

/// Mocha (spec reporter): after `3 failing`, `  1) suite` + `       test:` titles (joined by
/// a space, as `--grep` matches them) and the error on the next line of text (with the
/// `+`/`-` values of Node's assert diff when the message heads them); `✔ test`
/// under its indented suites for the tests that passed, and beside them `1) test` for
/// those that failed when no report of them follows (the output cut by a `| head`).
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut listed = Vec::new();
    let mut suites: Vec<(usize, &str)> = Vec::new();
    let mut failing = false;
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        let text = l.trim();
        i += 1;
        if text.is_empty() {
            continue;
        }
        if text.ends_with(" failing") && text.starts_with(|c: char| c.is_ascii_digit()) {
            failing = true;
            continue;
        }
        // Output cut above its `N failing` (`| tail -30`) still shows the failures.
        if !failing && failure_at(lines, i - 1) {
            failing = true;
        }
        if failing {
            let Some(first) = numbered(text) else {
                continue;
            };
            // The title runs until its line that ends with a colon.
            let mut title = vec![first];
            let mut end = i - 1;
            while !lines[end].trim_end().ends_with(':') && end + 1 < lines.len() {
                end += 1;
                title.push(lines[end].trim());
            }
            let title = title.join(" ");
            r.fail_with(title.strip_suffix(':').unwrap_or(&title), || {
                let (j, _) = next_text(lines, end + 1)?;
                // A message that ends in a colon heads the values: Node's assert diff.
                let message = message_at(lines, j);
                let detail = message.ends_with(':').then(|| matcher_detail(lines, j + 1));
                let detail = detail.unwrap_or_default();
                Some(with_detail(&message, &detail))
            });
            i = end + 1;
            continue;
        }
        suites.retain(|(at, _)| *at < indent(l));
        let path: Vec<&str> = suites.iter().map(|(_, s)| *s).collect();
        let full = |name: &str| [path.join(" "), without_duration(name).to_string()].join(" ");
        if let Some(name) = text.strip_prefix("✔ ") {
            r.pass(full(name).trim());
        } else if let Some(name) = numbered(text) {
            listed.push(full(name));
        } else if indent(l) > 0 {
            suites.push((indent(l), text));
        }
    }
    // The list is the spec reporter's when it shows a `✔` too (not rspec's `1) ...`).
    if r.report.failed_tests.is_empty() && !r.report.passed_tests.is_empty() {
        listed.iter().for_each(|name| r.fail(name));
    }
    r.report
}

/// Whether a failure's report starts at `lines[at]`: `  1) suite` at the margin, its title
/// ending in a colon within four lines, then an error with Node's stack (`at f
/// (file.js:3:9)`) before the next failure. The list of tests shows `1) test` without the
/// colon and the error; minitest's `1) Failure:` has no Node stack.
fn failure_at(lines: &[&str], at: usize) -> bool {
    if indent(lines[at]) != 2 || numbered(lines[at].trim()).is_none() {
        return false;
    }
    let Some(end) = (at..lines.len().min(at + 4)).find(|&j| lines[j].trim_end().ends_with(':'))
    else {
        return false;
    };
    lines[end + 1..lines.len().min(end + 40)]
        .iter()
        .take_while(|l| indent(l) != 2 || numbered(l.trim()).is_none())
        .any(|l| node_frame(l.trim()))
}

/// `at f (file.js:3:9)` or `at file.js:3:9`: a frame of Node's stack.
fn node_frame(l: &str) -> bool {
    let Some(rest) = l.strip_prefix("at ") else {
        return false;
    };
    let place = rest
        .rsplit(['(', ' '])
        .next()
        .unwrap_or(rest)
        .trim_end_matches(')');
    let mut parts = place.rsplitn(3, ':');
    // The column, then the line.
    parts.next().is_some_and(is_number) && parts.next().is_some_and(is_number)
}
