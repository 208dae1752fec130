//! go test: `--- FAIL:` lines (subtests `--- FAIL: TestX/sub` too), the assertion printed
//! for each (over the test's `t.Logf` lines, testify's `Error:` with its `expected:` and
//! `actual:`), a panic or a build error.

use std::collections::{HashMap, HashSet};

use super::{Tally, is_number};
use crate::RunReport;

/// go test: `--- FAIL: TestX (0.00s)` (`--- PASS:` passed) and the messages of each failing
/// test, or `panic:`, or a build error (`./x.go:3:2: undefined: foo`, or a path from the
/// module root, `cmd/app/x.go:44:19: ...`).
///
/// `go test -v` names the test whose output follows (`=== RUN`, and `=== CONT`/`=== NAME`
/// when parallel tests take turns): a line belongs to the test last named. A plain run
/// prints a failing test's messages indented under its `--- FAIL:`; output cut above the
/// `--- FAIL:` lines (`| tail -20`) leaves a test's messages just above them, unnamed.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let owned = owned_lines(lines);
    let failed: Vec<Option<&str>> = lines.iter().map(|l| failed_name(l)).collect();
    // A test whose subtests failed has their messages, not its own.
    let parents: HashSet<&str> = failed
        .iter()
        .flatten()
        .flat_map(|name| name.match_indices('/').map(|(i, _)| &name[..i]))
        .collect();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(name) = failed[i] {
            r.fail_with(name, || {
                (!parents.contains(name)).then(|| go_message(lines, i, name, &owned))?
            });
        } else if let Some(rest) = t.strip_prefix("--- PASS: ") {
            r.pass(rest.split(" (").next().unwrap_or(rest));
        } else if r.wants_error() && t.starts_with("panic: ") {
            r.error(Some(t.to_string()));
        }
    }
    if r.wants_error() {
        r.error(lines.iter().find_map(|l| build_error(l)).map(String::from));
    }
    r.report
}

/// `--- FAIL: TestX/sub (0.00s)` -> `TestX/sub`.
fn failed_name(l: &str) -> Option<&str> {
    let rest = l.trim().strip_prefix("--- FAIL: ")?;
    Some(rest.split(" (").next().unwrap_or(rest).trim())
}

/// The lines `go test -v` gives to each test, by their index.
struct Owned<'a> {
    by_test: HashMap<&'a str, Vec<usize>>,
    /// Each line's owner, if any.
    owner: Vec<Option<&'a str>>,
}

/// The test each line belongs to: the one the last `=== RUN`/`=== CONT`/`=== NAME`/
/// `=== PAUSE` named, until a result line (`--- FAIL:`, `--- PASS:`, `ok`, `FAIL`) ends it.
fn owned_lines<'a>(lines: &[&'a str]) -> Owned<'a> {
    let mut by_test: HashMap<&str, Vec<usize>> = HashMap::new();
    let mut owner = Vec::with_capacity(lines.len());
    let mut current = None;
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("=== ") {
            current = rest.split_once(' ').map(|(_, name)| name.trim());
            // Named by a header line alone (no output yet): still a test `-v` follows.
            if let Some(name) = current {
                by_test.entry(name).or_default();
            }
            owner.push(None);
            continue;
        }
        let package_result = t == "PASS"
            || t == "FAIL"
            || t.starts_with("ok ")
            || t.starts_with("ok\t")
            || t.starts_with("FAIL\t");
        if t.starts_with("--- ") || package_result {
            current = None;
        }
        if let Some(name) = current {
            by_test.entry(name).or_default().push(i);
        }
        owner.push(current);
    }
    Owned { by_test, owner }
}

/// A compile error: `./x.go:3:2: undefined: foo`, `cmd/app/x.go:44:19: ...`, at the
/// start of its line (a test's messages are indented and carry no column).
fn build_error(l: &str) -> Option<&str> {
    if l.starts_with(char::is_whitespace) {
        return None;
    }
    let (file, rest) = l.split_once(".go:")?;
    let mut numbers = rest.splitn(3, ':');
    let located = !file.is_empty()
        && !file.contains(' ')
        && numbers.next().is_some_and(is_number)
        && numbers.next().is_some_and(is_number);
    located.then(|| strip_go_location(l.trim()))
}

/// The assertion of the failure of `name` reported at `lines[at]`: among its messages
/// (printed under `--- FAIL:` by a plain run, on the lines `go test -v` gives to it, or,
/// when no line names it, just above its result), testify's report, else the first that
/// reads as an assertion and not as a log line, else the first that is no log line, else
/// the last.
fn go_message(lines: &[&str], at: usize, name: &str, owned: &Owned) -> Option<String> {
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
    match owned.by_test.get(name) {
        Some(own) if found.is_empty() => {
            let own: Vec<&str> = own.iter().filter(|&&i| i < at).map(|&i| lines[i]).collect();
            found = messages(&own);
        }
        None if found.is_empty() => found = messages(&unnamed_above(lines, at, &owned.owner)),
        _ => {}
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

/// The indented lines just above the result at `lines[at]` (past its parents' `--- FAIL:`
/// lines) that no `===` line gave to a test: a cut run's messages of that test.
fn unnamed_above<'a>(lines: &[&'a str], at: usize, owner: &[Option<&str>]) -> Vec<&'a str> {
    let mut end = at;
    while end > 0 && lines[end - 1].trim().starts_with("--- FAIL: ") {
        end -= 1;
    }
    let mut start = end;
    while start > 0
        && owner[start - 1].is_none()
        && lines[start - 1].starts_with(char::is_whitespace)
        && !lines[start - 1].trim().starts_with("--- ")
    {
        start -= 1;
    }
    lines[start..end].to_vec()
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
    let located = |(file, rest): (&str, &str)| {
        !file.contains(' ') && rest.split_once(':').is_some_and(|(n, _)| is_number(n))
    };
    l.starts_with(char::is_whitespace) && l.trim_start().split_once(".go:").is_some_and(located)
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
    match l.split_once(".go:") {
        Some((file, after)) if !file.contains(' ') => after
            .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
            .trim(),
        _ => l,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn parallel_subtests_are_followed_by_their_names() {
        let out = "=== RUN   TestPrice\n=== PAUSE TestPrice\n=== CONT  TestPrice\n=== RUN   TestPrice/zero\n=== PAUSE TestPrice/zero\n=== RUN   TestPrice/big\n=== PAUSE TestPrice/big\n=== CONT  TestPrice/zero\n=== CONT  TestPrice/big\n    price_test.go:30: logged while big runs\n=== NAME  TestPrice/zero\n    price_test.go:21: Price(0) = 1, want 0\n--- FAIL: TestPrice (0.00s)\n    --- PASS: TestPrice/big (0.00s)\n    --- FAIL: TestPrice/zero (0.00s)\nFAIL\n";
        let r = failed_text(Runner::Go, out);
        assert_eq!(r.failed_tests, ["TestPrice", "TestPrice/zero"]);
        assert_eq!(r.error.as_deref(), Some("Price(0) = 1, want 0"));
    }

    #[test]
    fn a_verbose_run_cut_above_its_results_keeps_the_messages() {
        // `go test -v ./... | tail -6`: the `=== RUN` lines are gone.
        let out = "    price_test.go:40: total = 9, want 10\n--- FAIL: TestTotal (0.00s)\n    --- FAIL: TestTotal/coupon (0.00s)\nFAIL\nFAIL\texample.com/shop\t0.004s\nFAIL\n";
        let r = failed_text(Runner::Go, out);
        assert_eq!(r.failed_tests, ["TestTotal", "TestTotal/coupon"]);
        assert_eq!(r.error.as_deref(), Some("total = 9, want 10"));
        // A test's print between its messages keeps them its own.
        let out = "=== RUN   TestX\nstarting\n    x_test.go:12: got 1, want 2\n--- FAIL: TestX (0.00s)\nFAIL\n";
        assert_eq!(
            failed_text(Runner::Go, out).error.as_deref(),
            Some("got 1, want 2")
        );
    }

    #[test]
    fn a_build_error_from_the_module_root_is_the_error() {
        let out = "ok  \texample.com/app/internal/store\t0.010s\n# example.com/app/cmd/app\ncmd/app/main.go:44:19: undefined: parseFlags\nFAIL\texample.com/app/cmd/app [build failed]\nFAIL\n";
        let r = failed_text(Runner::Go, out);
        assert_eq!(r.error.as_deref(), Some("undefined: parseFlags"));
    }

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
