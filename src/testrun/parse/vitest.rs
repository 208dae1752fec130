//! Vitest: its `FAIL` headers with the error under each.

use super::parse_headers;
use crate::testrun::RunReport;

/// Vitest: ` FAIL  file > suite > test` headers with the error on the next line.
pub fn parse(lines: &[&str]) -> RunReport {
    parse_headers(lines, |t| t.strip_prefix("FAIL ").map(str::trim))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::testrun::*;

    #[test]
    fn vitest_output() {
        for file in ["vitest/vitest.txt", "vitest/vitest_nocolor.txt"] {
            let r = failed(Runner::Vitest, 1, file);
            assert_eq!(
                r.failed_tests,
                [
                    "vt/shop.test.mjs > pricing > applies ten percent discount",
                    "vt/shop.test.mjs > pricing > cart total of nothing"
                ],
                "{file}"
            );
            assert_eq!(
                r.error.as_deref(),
                Some("AssertionError: expected 81 to be 90 // Object.is equality")
            );
            assert_eq!(failed(Runner::Any, 1, file).failed_tests, r.failed_tests);
        }
        assert_eq!(
            judge(Runner::Vitest, Some(0), &fixture("vitest/vitest_pass.txt")),
            Verdict::Passed
        );
    }
}
