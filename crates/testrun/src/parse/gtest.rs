//! GoogleTest, run directly or through ctest: gtest's `[  FAILED  ]` lines and the
//! message under each `file:line: Failure`; ctest's own list of failed tests when the
//! test programs' output is not shown.

use super::{Tally, is_number, with_detail};
use crate::RunReport;

/// GoogleTest: `[  FAILED  ] Suite.Name (0 ms)` (`[       OK ]` passed) and the message
/// after `shop_test.cc:5: Failure` (`Expected equality of these values:` with its values);
/// ctest's `-V` prefix (`1: `) dropped. Through ctest without the programs' output
/// (`--output-on-failure`, `-V`): the ctest tests under `The following tests FAILED:`
/// (`  1 - shop_test (Failed)`), and `Test #2: name ....   Passed`.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut ctest_failed = Vec::new();
    let mut ctest_passed = Vec::new();
    let mut in_ctest_list = false;
    for (i, raw) in lines.iter().enumerate() {
        let l = without_ctest_prefix(raw.trim());
        // Not an id (`3 tests, listed below:`): a blank one, which Tally drops.
        if let Some(rest) = l.strip_prefix("[  FAILED  ] ") {
            t.fail(gtest_id(rest).unwrap_or_default());
        } else if let Some(rest) = l.strip_prefix("[       OK ] ") {
            t.pass(gtest_id(rest).unwrap_or_default());
        } else if t.wants_error() && (l.ends_with(": Failure") || l == "Failure") {
            t.error(message(&lines[i + 1..]));
        } else if l == "The following tests FAILED:" {
            in_ctest_list = true;
            continue;
        } else if let Some((_, test)) = l.split_once(" Test #")
            // `1/2 Test #2: cart_test ........   Passed    0.01 sec`
            && let Some((_, rest)) = test.split_once(": ")
            && let Some(name) = rest.split_whitespace().next()
            && rest.contains(" Passed")
        {
            ctest_passed.push(name);
        }
        if in_ctest_list {
            // `  1 - shop_test (Failed)`
            match l.split_once(" - ") {
                Some((n, rest)) if n.bytes().all(|b| b.is_ascii_digit()) => {
                    ctest_failed.push(rest.rsplit_once(" (").map_or(rest, |(n, _)| n));
                }
                _ => in_ctest_list = false,
            }
        }
    }
    // The programs' own tests when their output is shown, else ctest's.
    if t.report.failed_tests.is_empty() {
        ctest_failed.iter().for_each(|n| t.fail(n));
    }
    if t.report.passed_tests.is_empty() {
        ctest_passed.iter().for_each(|n| t.pass(n));
    }
    t.report
}

/// `12: [  FAILED  ] X` (ctest -V) -> `[  FAILED  ] X`.
fn without_ctest_prefix(l: &str) -> &str {
    match l.split_once(": ") {
        Some((n, rest)) if is_number(n) => rest,
        _ => l,
    }
}

/// `Suite.Name (0 ms)`, `P/Suite.Name/0, where GetParam() = 1 (0 ms)` -> the id; not the
/// summary's `3 tests, listed below:`.
fn gtest_id(rest: &str) -> Option<&str> {
    let id = rest.split([' ', ',']).next()?;
    (id.contains('.') && !id.starts_with(|c: char| c.is_ascii_digit())).then_some(id)
}

/// The message of a failure: its lines up to the next gtest status line or blank line,
/// as one (`Expected equality of these values: 90, shop::apply_discount(100, 10), Which
/// is: 81`), at most five lines.
fn message(lines: &[&str]) -> Option<String> {
    let msg: Vec<&str> = lines
        .iter()
        .map(|l| without_ctest_prefix(l.trim()).trim())
        .take_while(|l| !l.is_empty() && !l.starts_with('[') && !l.ends_with(": Failure"))
        .take(5)
        .collect();
    let (first, rest) = msg.split_first()?;
    Some(if first.ends_with(':') && !rest.is_empty() {
        format!("{first} {}", rest.join(", "))
    } else {
        with_detail(first, rest)
    })
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn gtest_output() {
        let out = "[ RUN      ] S.A\n/p/a_test.cc:5: Failure\nExpected equality of these values:\n  90\n  f(100)\n    Which is: 81\n[  FAILED  ] S.A (0 ms)\n[ RUN      ] S.B\n[       OK ] S.B (0 ms)\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] S.A\n";
        let r = failed_text(Runner::Gtest, out);
        assert_eq!(r.failed_tests, ["S.A"]);
        assert_eq!(r.passed_tests, ["S.B"]);
        assert_eq!(
            r.error.as_deref(),
            Some("Expected equality of these values: 90, f(100), Which is: 81")
        );
        let ctest = "1/1 Test #1: a_test ....***Failed    0.03 sec\n\nThe following tests FAILED:\n\t  1 - a_test (Failed)\nErrors while running CTest\n";
        assert_eq!(failed_text(Runner::Ctest, ctest).failed_tests, ["a_test"]);
    }
}
