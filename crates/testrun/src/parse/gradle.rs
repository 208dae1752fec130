//! Gradle: its `FAILED` test lines with the exception under each.

use super::parse_headers;
use crate::RunReport;

/// Gradle: `CalcTest > testAdd() FAILED` and the indented exception under it.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    parse_headers(lines, |t| t.strip_suffix(" FAILED")).report
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn gradle_output() {
        let gradle = "> Task :test FAILED\n\nCalcTest > testDiscount() FAILED\n    org.opentest4j.AssertionFailedError at CalcTest.java:12\n\n2 tests completed, 1 failed\n";
        let g = failed_text(Runner::Gradle, gradle);
        assert_eq!(g.failed_tests, ["CalcTest > testDiscount()"]);
        assert_eq!(
            g.error.as_deref(),
            Some("org.opentest4j.AssertionFailedError at CalcTest.java:12")
        );
    }
}
