//! `swift test`: XCTest's `Test Case '…' failed` lines with the `error:` line of the
//! assertion, and Swift Testing's `✘ Test x() recorded an issue at …` and `failed` lines.

use super::Tally;
use crate::RunReport;

/// XCTest, on Linux `Test Case 'ShopTests.testDiscount' failed (0.001 seconds).` and on
/// macOS `Test Case '-[ShopTests.ShopTests testDiscount]' failed (…)`, its assertion on
/// `ShopTests.swift:12: error: <test> : XCTAssertEqual failed: ("81") is not equal to
/// ("90") - `; Swift Testing, `✘ Test discount() recorded an issue at ShopTests.swift:5:5:
/// Expectation failed: …` then `✘ Test discount() failed after 0.001 seconds with 1
/// issue.` (macOS prints its own symbols for `✘` and `✔`).
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    for l in lines {
        let l = l.trim();
        if let Some(rest) = l.strip_prefix("Test Case '")
            && let Some((name, status)) = rest.split_once("' ")
        {
            let id = xctest_id(name);
            if status.starts_with("failed") {
                t.fail(&id);
            } else if status.starts_with("passed") {
                t.pass(&id);
            }
        } else if let Some((_, msg)) = l.split_once(": error: ") {
            // `<test> : message`; a compile error has no test before its message.
            let assertion = msg.split_once(" : ").map(|(_, a)| a.trim_end_matches(" -"));
            t.error(assertion.map(|a| a.trim().to_string()));
        } else if let Some(rest) = swift_testing(l) {
            if let Some((name, issue)) = rest.split_once(" recorded an issue") {
                // ` at ShopTests.swift:5:5: Expectation failed: …`, perhaps after the
                // arguments of a parameterized case.
                let at = issue.rsplit_once(" at ").map(|(_, at)| at);
                t.error(at.and_then(|at| Some(at.split_once(": ")?.1.trim().to_string())));
                t.fail(name);
            } else if let Some(name) = rest
                .split_once(" failed after ")
                .map(|(n, _)| n)
                .map(|n| n.split_once(" with ").map_or(n, |(n, _)| n))
            {
                t.fail(name);
            } else if let Some((name, _)) = rest.split_once(" passed after ") {
                t.pass(name);
            }
        }
    }
    t.report
}

/// `-[ShopTests.ShopTests testDiscount]` -> `ShopTests.ShopTests.testDiscount`; Linux's
/// `ShopTests.testDiscount` as it is.
fn xctest_id(name: &str) -> String {
    let inner = name.strip_prefix("-[").and_then(|n| n.strip_suffix(']'));
    inner.map_or_else(|| name.to_string(), |inner| inner.replacen(' ', ".", 1))
}

/// The test of a Swift Testing line, after its symbol: `✘ Test x() failed …` ->
/// `x() failed …`; not the run's or a suite's own line.
fn swift_testing(l: &str) -> Option<&str> {
    let symbol = |s: &str| s.chars().count() == 1 && !s.is_ascii();
    let (_, rest) = l.split_once(' ').filter(|(s, _)| symbol(s))?;
    let rest = rest.trim_start().strip_prefix("Test ")?;
    (!rest.starts_with("run ")).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    /// The forms of published `swift test` output (XCTest on Linux and macOS, Swift
    /// Testing), on a test of this project's shop.
    #[test]
    fn swift_test_output() {
        let linux = "Test Suite 'All tests' started at 2026-01-01 10:00:00.000\nTest Case 'ShopTests.testDiscount' started at 2026-01-01 10:00:00.001\n/p/Tests/ShopTests/ShopTests.swift:6: error: ShopTests.testDiscount : XCTAssertEqual failed: (\"81\") is not equal to (\"90\") - \nTest Case 'ShopTests.testDiscount' failed (0.001 seconds)\nTest Case 'ShopTests.testNothing' started at 2026-01-01 10:00:00.002\nTest Case 'ShopTests.testNothing' passed (0.000 seconds)\n\t Executed 2 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds\n";
        let r = failed_text(Runner::Swift, linux);
        assert_eq!(r.failed_tests, ["ShopTests.testDiscount"]);
        assert_eq!(r.passed_tests, ["ShopTests.testNothing"]);
        assert_eq!(
            r.error.as_deref(),
            Some("XCTAssertEqual failed: (\"81\") is not equal to (\"90\")")
        );
        assert!(r.locations.iter().any(|l| l.line == 6), "{:?}", r.locations);
        let macos = "Test Case '-[ShopTests.ShopTests testDiscount]' started.\n/p/ShopTests.swift:6: error: -[ShopTests.ShopTests testDiscount] : XCTAssertEqual failed: (\"81\") is not equal to (\"90\")\nTest Case '-[ShopTests.ShopTests testDiscount]' failed (0.055 seconds).\n";
        let r = failed_text(Runner::Swift, macos);
        assert_eq!(r.failed_tests, ["ShopTests.ShopTests.testDiscount"]);
        let testing = "◇ Test run started.\n◇ Test discount() started.\n◇ Test nothing() started.\n✔ Test nothing() passed after 0.001 seconds.\n✘ Test discount() recorded an issue at ShopTests.swift:5:5: Expectation failed: (apply(100, 10) → 81) == 90\n✘ Test discount() failed after 0.002 seconds with 1 issue.\n✘ Test label(_:) recorded an issue with 1 argument name → \"mug\" at ShopTests.swift:9:3: Expectation failed: (label(name) → \"Item: MUG\") == \"Item: mug\"\n✘ Test label(_:) with 2 test cases failed after 0.002 seconds with 1 issue.\n✘ Test run with 3 tests failed after 0.003 seconds with 2 issues.\n";
        let r = failed_text(Runner::Swift, testing);
        assert_eq!(r.failed_tests, ["discount()", "label(_:)"]);
        assert_eq!(r.passed_tests, ["nothing()"]);
        assert_eq!(
            r.error.as_deref(),
            Some("Expectation failed: (apply(100, 10) → 81) == 90")
        );
    }
}
