//! dotnet test: the `Failed` test lines (vstest's, and the newer testing platform's
//! `failed`) with the message under each.

use super::{Tally, next_text, with_detail};
use crate::RunReport;

/// dotnet test: `  Failed ShopTests.CalcTests.Discount [12 ms]` then `Error Message:` and
/// its lines (xUnit's `Assert.Equal() Failure: Values differ` with its `Expected:` and
/// `Actual:`); older vstest's `Failed   Name` without a time; the testing platform's
/// `failed Name (12ms)` with the message on the next line. `Passed Name [1 ms]` passed.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("Failed ") {
            if let Some(name) = timed(rest, " [", ']').or_else(|| untimed(rest)) {
                r.fail(name);
            }
        } else if let Some(rest) = t.strip_prefix("failed ")
            && let Some(name) = timed(rest, " (", ')')
        {
            r.fail_with(name, || next_text(lines, i + 1).map(|(_, m)| m.to_string()));
        } else if let Some(rest) = t.strip_prefix("Passed ")
            && let Some(name) = timed(rest, " [", ']').or_else(|| untimed(rest))
        {
            r.pass(name);
        } else if r.wants_error() && t == "Error Message:" {
            r.error(message(lines, i + 1));
        }
    }
    r.report
}

/// `Name [12 ms]` -> `Name`; `Name (\"a\",1) (6s 220ms)` -> `Name (\"a\",1)`.
fn timed<'a>(rest: &'a str, open: &str, close: char) -> Option<&'a str> {
    let (name, time) = rest.rsplit_once(open)?;
    (time.ends_with(close) && time.starts_with(|c: char| c.is_ascii_digit() || c == '<'))
        .then_some(name.trim())
}

/// vstest's `Failed   Name`: one word.
fn untimed(rest: &str) -> Option<&str> {
    let name = rest.trim();
    (!name.is_empty() && !name.contains(' ') && !name.ends_with('!')).then_some(name)
}

/// The message under `Error Message:`, with the `Expected:`/`Actual:` lines that follow.
fn message(lines: &[&str], from: usize) -> Option<String> {
    let (at, first) = next_text(lines, from)?;
    let detail: Vec<String> = lines[at + 1..]
        .iter()
        .map(|l| l.trim())
        .take_while(|l| !l.is_empty() && *l != "Stack Trace:")
        .filter(|l| {
            l.starts_with("Expected") || l.starts_with("Actual") || l.starts_with("But was")
        })
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .take(2)
        .collect();
    Some(with_detail(first, &detail))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    /// The forms of published `dotnet test` output (vstest with xUnit, older vstest, the
    /// testing platform), on a test of this project's shop.
    #[test]
    fn dotnet_output() {
        let dotnet = "  Passed ShopTests.CalcTests.Nothing [1 ms]\n  Failed ShopTests.CalcTests.Discount [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 90\nActual:   81\n  Stack Trace:\n     at ShopTests.CalcTests.Discount() in /p/CalcTests.cs:line 9\n\nFailed!  - Failed:     1, Passed:     1, Skipped:     0, Total:     2, Duration: 12 ms\n";
        let d = failed_text(Runner::Dotnet, dotnet);
        assert_eq!(d.failed_tests, ["ShopTests.CalcTests.Discount"]);
        assert_eq!(d.passed_tests, ["ShopTests.CalcTests.Nothing"]);
        assert_eq!(
            d.error.as_deref(),
            Some("Assert.Equal() Failure: Values differ (Expected: 90, Actual: 81)")
        );
        let old = "Starting test execution, please wait...\nPassed   Shop.CalcTests.Nothing\nFailed   Shop.CalcTests.Discount\nError Message:\n Assert.AreEqual failed. Expected:<90>. Actual:<81>.\nStack Trace:\n   at Shop.CalcTests.Discount() in /p/CalcTests.cs:line 9\nTest Run Failed.\n";
        let d = failed_text(Runner::Dotnet, old);
        assert_eq!(d.failed_tests, ["Shop.CalcTests.Discount"]);
        assert_eq!(
            d.error.as_deref(),
            Some("Assert.AreEqual failed. Expected:<90>. Actual:<81>.")
        );
        let platform = "  failed Discount (\"net8.0\",Debug) (6s 220ms)\n    Assert.AreEqual failed. Expected:<90>. Actual:<81>.\n      at Shop.CalcTests.Discount() in /p/CalcTests.cs:9\n";
        let d = failed_text(Runner::Dotnet, platform);
        assert_eq!(d.failed_tests, ["Discount (\"net8.0\",Debug)"]);
        assert_eq!(
            d.error.as_deref(),
            Some("Assert.AreEqual failed. Expected:<90>. Actual:<81>.")
        );
    }
}
