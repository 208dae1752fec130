//! go test: `--- FAIL:` lines, the message printed beside each, a panic or a build error.

use std::collections::HashMap;

use super::Tally;
use crate::testrun::RunReport;

/// go test: `--- FAIL: TestX (0.00s)` (`--- PASS:` passed) and the indented
/// `file_test.go:12: message` under it, or `panic:`, or a build error
/// `./x.go:3:2: undefined: foo`.
pub fn parse(lines: &[&str]) -> RunReport {
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
                r.error(go_message(lines, i, at).map(|m| strip_go_location(m).to_string()));
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

/// The `file_test.go:12: message` line of the failure reported at `lines[at]`: printed
/// under `--- FAIL:` by a plain run, after its `=== RUN` line (at `run`) by `go test -v`;
/// none for a test whose subtests failed.
fn go_message<'a>(lines: &[&'a str], at: usize, run: Option<usize>) -> Option<&'a str> {
    let is_msg = |l: &str| l.starts_with(char::is_whitespace) && l.contains(".go:");
    if let Some(next) = lines.get(at + 1).filter(|l| is_msg(l)) {
        return Some(next.trim());
    }
    lines[run? + 1..at]
        .iter()
        .take_while(|l| {
            !l.trim_start().starts_with("=== RUN") && !l.trim_start().starts_with("--- ")
        })
        .find(|l| is_msg(l))
        .map(|l| l.trim())
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
    use crate::testrun::*;

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
