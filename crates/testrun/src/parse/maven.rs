//! Maven Surefire: the failing tests of `mvn test` and their exception lines.

use std::collections::HashSet;

use super::{Tally, next_text};
use crate::RunReport;

/// Maven Surefire: `[ERROR] pkg.CalcTest.testAdd -- Time elapsed: 0.01 s <<< FAILURE!` then
/// the exception line; or the results list `[ERROR]   CalcTest.testAdd:12 message`, the
/// same tests without their package when both are printed.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    // `CalcTest.testAdd` of each `pkg.CalcTest.testAdd` found.
    let mut short = HashSet::new();
    let mut in_results = false;
    for (i, l) in lines.iter().enumerate() {
        let Some(t) = l.strip_prefix("[ERROR]").map(str::trim_end) else {
            in_results = false;
            continue;
        };
        let body = t.trim();
        if body == "Failures:" || body == "Errors:" {
            in_results = true;
            continue;
        }
        if (body.ends_with("<<< FAILURE!") || body.ends_with("<<< ERROR!"))
            && !body.starts_with("Tests run:")
        {
            let name = body
                .split(" -- ")
                .next()
                .unwrap_or(body)
                .split_whitespace()
                .next()
                .unwrap_or("");
            r.fail(name);
            let mut parts = name.rsplitn(3, '.');
            if let (Some(method), Some(class)) = (parts.next(), parts.next()) {
                short.insert(format!("{class}.{method}"));
            }
            if r.wants_error() {
                r.error(next_text(lines, i + 1).map(|(_, m)| m.to_string()));
            }
        } else if in_results && t.starts_with("   ") && !body.starts_with("Run ") {
            let (name, msg) = body.split_once(' ').unwrap_or((body, ""));
            let name = name.rsplit_once(':').map_or(name, |(n, line)| {
                if line.chars().all(|c| c.is_ascii_digit()) {
                    n
                } else {
                    name
                }
            });
            if !short.contains(name) {
                r.fail(name);
            }
            if r.wants_error() && !msg.trim().is_empty() {
                r.error(Some(msg.trim().to_string()));
            }
        }
    }
    r.done()
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn maven_output() {
        let mvn = "[INFO] Running com.shop.CalcTest\n[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.03 s <<< FAILURE! -- in com.shop.CalcTest\n[ERROR] com.shop.CalcTest.testDiscount -- Time elapsed: 0.01 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <90> but was: <81>\n\tat com.shop.CalcTest.testDiscount(CalcTest.java:12)\n[INFO]\n[ERROR] Failures: \n[ERROR]   CalcTest.testDiscount:12 expected: <90> but was: <81>\n[INFO]\n[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0\n";
        let r = failed_text(Runner::Maven, mvn);
        assert_eq!(r.failed_tests[0], "com.shop.CalcTest.testDiscount");
        assert_eq!(
            r.error.as_deref(),
            Some("org.opentest4j.AssertionFailedError: expected: <90> but was: <81>")
        );
    }
}
