//! Jest: the `●` blocks of failing tests and their first error line with the matcher's
//! expected and received values, and the `✓` lines of
//! `--verbose` for the tests that passed.

use super::{Tally, matcher_detail, next_text, with_detail};
use crate::RunReport;

/// Jest: `● Suite › test` blocks (the first text line under one is its error), the
/// `Expected:`/`Received:` pair, `● Test suite failed to run` (named by its `FAIL file`); `--verbose`'s `✓ test`
/// under its indented suites, named `Suite › test` as the failures are.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut suites: Vec<(usize, &str)> = Vec::new();
    let mut file = "";
    for (i, l) in lines.iter().enumerate() {
        let indent = super::indent(l);
        let text = l.trim();
        if text.is_empty() || text.starts_with("PASS ") || text.starts_with("FAIL ") {
            if let Some(f) = text.strip_prefix("FAIL ") {
                file = f;
            }
            suites.clear();
            continue;
        }
        suites.retain(|(at, _)| *at < indent);
        if let Some(passed) = text.strip_prefix("✓ ") {
            let name = passed.rsplit_once(" (").map_or(passed, |(n, _)| n);
            let path: Vec<&str> = suites.iter().map(|(_, s)| *s).chain([name]).collect();
            r.pass(&path.join(" › "));
            continue;
        }
        if indent > 0 && !text.starts_with('●') && !text.starts_with('✕') {
            suites.push((indent, text));
        }
        let Some(title) = text.strip_prefix("● ") else {
            continue;
        };
        suites.clear();
        // A file that failed to load is named by its `FAIL file` line.
        let id = if title == "Test suite failed to run" {
            file
        } else {
            title
        };
        r.fail_with(id, || {
            next_text(lines, i + 1).map(|(j, msg)| with_detail(msg, &matcher_detail(lines, j + 1)))
        });
    }
    r.report
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn jest_output() {
        let r = failed(Runner::Jest, 1, "jest/jest.txt");
        assert_eq!(
            r.failed_tests,
            [
                "pricing › applies ten percent discount",
                "pricing › cart total of nothing"
            ]
        );
        assert_eq!(
            r.error.as_deref(),
            Some(
                "expect(received).toBe(expected) // Object.is equality (Expected: 90, Received: 81)"
            )
        );
        // `npm test` also ran a file Jest could not load.
        let npm = failed(Runner::Any, 1, "jest/npm_test_jest.txt").failed_tests;
        assert_eq!(npm[..2], r.failed_tests);
        assert_eq!(npm[2], "vt/shop.test.mjs");
        assert_eq!(
            judge(Runner::Jest, Some(0), &fixture("jest/jest_pass.txt")),
            Verdict::Passed
        );
        let suite = failed(Runner::Jest, 1, "jest/jest_suite_error.txt");
        assert_eq!(suite.failed_tests, ["vt/shop.test.mjs"]);
        assert!(
            suite
                .error
                .unwrap()
                .starts_with("Must use import to load ES Module")
        );
    }
}
