//! go test: `--- FAIL:` lines (subtests `--- FAIL: TestX/sub` too), the assertion printed
//! for each (over the test's `t.Logf` lines, testify's `Error:` with its `expected:` and
//! `actual:`), a panic or a build error.

use std::collections::HashMap;

use super::Tally;
use crate::RunReport;

/// go test: `--- FAIL: TestX (0.00s)` (`--- PASS:` passed) and the indented
/// `file_test.go:12: message` lines of its report, or `panic:`, or a build error
/// `./x.go:3:2: undefined: foo`.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    // Where `go test -v` starts each test: its messages follow, up to the next start.
    let mut runs = HashMap::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(name) = t.strip_prefix("=== RUN") {
            runs.entry(name.trim()).or_insert(i);
        } else if let Some(rest) = t.strip_prefix("--- FAIL: ") {
            let name = rest.split(" (").next().unwrap_or(rest);
            r.fail(name);
            if r.wants_error() {
                let at = runs.get(name).copied();
                r.error(go_message(lines, i, at));
            }
        } else if let Some(rest) = t.strip_prefix("--- PASS: ") {
            r.pass(rest.split(" (").next().unwrap_or(rest));
        } else if r.wants_error() && t.starts_with("panic: ") {
            r.error(Some(t.to_string()));
        }
    }
    if r.wants_error() {
        let build = lines
            .iter()
            .map(|l| l.trim())
            .find(|l| l.starts_with("./") && l.contains(".go:"))
            .map(|l| strip_go_location(l).to_string());
        r.error(build);
    }
    r.done()
}

/// The assertion of the failure reported at `lines[at]`: among its messages (printed
/// under `--- FAIL:` by a plain run, after its `=== RUN` line, at `run`, by `go test -v`),
/// testify's report, else the first that reads as an assertion and not as a log line,
/// else the first that is no log line, else the last. None for a test whose subtests
/// failed (theirs come next).
fn go_message(lines: &[&str], at: usize, run: Option<usize>) -> Option<String> {
    let depth = super::indent(lines[at]);
    let under: Vec<&str> = lines[at + 1..]
        .iter()
        .take_while(|l| {
            let t = l.trim_start();
            (super::indent(l) > depth || t.is_empty())
                && !t.starts_with("--- ")
                && !t.starts_with("=== ")
        })
        .copied()
        .collect();
    let mut found = messages(&under);
    if found.is_empty()
        && let Some(run) = run
    {
        let region: Vec<&str> = lines[run + 1..at]
            .iter()
            .take_while(|l| {
                let t = l.trim_start();
                !t.starts_with("=== RUN") && !t.starts_with("--- ")
            })
            .copied()
            .collect();
        found = messages(&region);
    }
    if let Some(m) = found.iter().find_map(|m| testify(m)) {
        return Some(m);
    }
    let text = |m: &Vec<&str>| strip_go_location(m[0].trim()).to_string();
    let readable: Vec<&Vec<&str>> = found.iter().filter(|m| !is_log(&text(m))).collect();
    readable
        .iter()
        .find(|m| reads_as_assertion(&text(m)))
        .or(readable.first())
        .map(|m| text(m))
        .or_else(|| found.last().map(text))
        .filter(|m| !m.is_empty())
}

/// The messages among `lines`: each a `file_test.go:12: text` line with the lines
/// indented under it (testify's report).
fn messages<'a>(lines: &[&'a str]) -> Vec<Vec<&'a str>> {
    let mut out: Vec<Vec<&str>> = Vec::new();
    let mut depth = 0;
    for l in lines {
        if is_message_start(l) {
            depth = super::indent(l);
            out.push(vec![l]);
        } else if let Some(m) = out.last_mut()
            && super::indent(l) > depth
        {
            m.push(l);
        }
    }
    out
}

/// `    hooks_test.go:13: text`: an indented `file.go:N:` at the start.
fn is_message_start(l: &str) -> bool {
    if !l.starts_with(char::is_whitespace) {
        return false;
    }
    let t = l.trim_start();
    t.split_once(".go:").is_some_and(|(file, rest)| {
        !file.contains(' ')
            && rest
                .split_once(':')
                .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    })
}

/// testify's report under a message: `Error: Not equal:` with its `expected:` and
/// `actual  :` lines (or its other lines of text), and its `Messages:`.
fn testify(message: &[&str]) -> Option<String> {
    const LABELS: &[&str] = &["Error Trace:", "Error:", "Test:", "Messages:", "Diff:"];
    let mut error: Option<String> = None;
    let mut detail = Vec::new();
    let mut note = None;
    let mut label = "";
    for l in &message[1..] {
        let t = l.trim();
        if let Some(found) = LABELS.iter().find(|p| t.starts_with(*p)) {
            label = found;
            let value = t[found.len()..].trim();
            match *found {
                "Error:" => error = Some(value.to_string()),
                "Messages:" if !value.is_empty() => note = Some(value.to_string()),
                _ => {}
            }
        } else if label == "Error:" && !t.is_empty() && detail.len() < 4 {
            detail.push(squeeze(t));
        }
    }
    let mut text = error?;
    if !detail.is_empty() {
        text = format!("{} {}", text.trim_end(), detail.join(", "));
    }
    if let Some(note) = note {
        text = format!("{text} ({note})");
    }
    Some(text)
}

/// `actual  : "x"` -> `actual: "x"`.
fn squeeze(t: &str) -> String {
    match t.split_once(':') {
        Some((k, v)) if !k.trim().contains(' ') => format!("{}:{v}", k.trim()),
        _ => t.to_string(),
    }
}

/// A log line a test printed (`t.Logf` of a logger's output): a date and time, or a level.
fn is_log(text: &str) -> bool {
    let has_date = text.as_bytes().windows(10).any(|w| {
        w[..4].iter().all(u8::is_ascii_digit)
            && matches!(w[4], b'/' | b'-')
            && w[5..7].iter().all(u8::is_ascii_digit)
            && w[7] == w[4]
            && w[8..10].iter().all(u8::is_ascii_digit)
    });
    has_date
        || [
            " INFO ",
            " DEBUG ",
            " WARN ",
            "level=info",
            "level=debug",
            "[INFO]",
            "[DEBUG]",
        ]
        .iter()
        .any(|p| text.contains(p))
}

/// Words an assertion's message carries: `got 1, want 2`, `expected ...`, `mismatch`.
fn reads_as_assertion(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    [
        "want",
        "expect",
        "got",
        "!=",
        "mismatch",
        "unexpected",
        "should",
        "fail",
        "error",
        "missing",
        "not ",
    ]
    .iter()
    .any(|w| lower.contains(w))
}

/// `calc_test.go:12: expected 90` -> `expected 90`.
fn strip_go_location(l: &str) -> &str {
    let mut rest = l;
    if let Some((file, after)) = l.split_once(".go:")
        && !file.contains(' ')
    {
        rest = after
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
            .trim();
    }
    rest
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn go_output() {
        let out = "=== RUN   TestApplyDiscount\n    shop_test.go:9: expected 90, got 81\n--- FAIL: TestApplyDiscount (0.00s)\n=== RUN   TestTotal\n--- PASS: TestTotal (0.00s)\nFAIL\nexit status 1\nFAIL\tshop\t0.002s\n";
        let r = failed_text(Runner::Go, out);
        assert_eq!(r.failed_tests, ["TestApplyDiscount"]);
        assert_eq!(r.error.as_deref(), Some("expected 90, got 81"));
        let verbose = "--- FAIL: TestX (0.00s)\n    x_test.go:12: got 1 want 2\nFAIL\n";
        assert_eq!(
            failed_text(Runner::Go, verbose).error.as_deref(),
            Some("got 1 want 2")
        );
        let build = "# shop\n./shop.go:3:2: undefined: foo\nFAIL\tshop [build failed]\n";
        assert_eq!(
            failed_text(Runner::Go, build).error.as_deref(),
            Some("undefined: foo")
        );
    }
}
