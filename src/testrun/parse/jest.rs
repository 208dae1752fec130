//! Jest: the `●` blocks of failing tests and their first error line.

use super::{next_text, push_unique};
use crate::testrun::RunReport;

/// Jest: `● Suite › test` blocks (the first text line under one is its error), the
/// `Expected:`/`Received:` pair, and `● Test suite failed to run`.
pub fn parse(lines: &[&str]) -> RunReport {
    let mut r = RunReport::default();
    for (i, l) in lines.iter().enumerate() {
        let Some(title) = l.trim().strip_prefix("● ") else {
            continue;
        };
        let suite_failed = title == "Test suite failed to run";
        if !suite_failed {
            push_unique(&mut r.failed_tests, title);
        }
        if r.error.is_none()
            && let Some((j, msg)) = next_text(lines, i + 1)
        {
            let mut pair = Vec::new();
            for l in lines.iter().skip(j + 1).take(4) {
                let t = l.trim();
                if t.starts_with("Expected:") || t.starts_with("Received:") {
                    pair.push(t.to_string());
                }
            }
            r.error = Some(if pair.is_empty() {
                msg.to_string()
            } else {
                format!("{msg} ({})", pair.join(", "))
            });
        }
    }
    if r.failed_tests.is_empty() && r.error.is_some() {
        for l in lines {
            if let Some(file) = l.trim().strip_prefix("FAIL ") {
                push_unique(&mut r.failed_tests, file);
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::testrun::*;

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
        assert_eq!(
            failed(Runner::Any, 1, "jest/npm_test_jest.txt").failed_tests,
            r.failed_tests
        );
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
