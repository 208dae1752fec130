//! dotnet test: the `Failed` test lines and the line under `Error Message:`.

use super::{Tally, next_text};
use crate::testrun::RunReport;

/// dotnet test: `  Failed CalcTests.TestAdd [12 ms]` then `Error Message:` and its line.
pub fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("Failed ")
            && rest.ends_with(']')
            && let Some((name, _)) = rest.rsplit_once(" [")
        {
            r.fail(name);
        } else if r.wants_error() && t == "Error Message:" {
            r.error(next_text(lines, i + 1).map(|(_, m)| m.to_string()));
        }
    }
    r.done()
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::testrun::*;

    #[test]
    fn dotnet_output() {
        let dotnet = "  Failed ShopTests.CalcTests.Discount [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 90\nActual:   81\n";
        let d = failed_text(Runner::Dotnet, dotnet);
        assert_eq!(d.failed_tests, ["ShopTests.CalcTests.Discount"]);
        assert_eq!(
            d.error.as_deref(),
            Some("Assert.Equal() Failure: Values differ")
        );
    }
}
