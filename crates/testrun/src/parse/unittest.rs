//! unittest: reads Python's `unittest` failure headers and the exception under each.

use super::{Tally, is_exception_line};
use crate::RunReport;

/// unittest: `FAIL: test_x (module.Class.test_x)` headers, the exception line that
/// closes the first traceback (after an import failure's own `ImportError` line), and
/// `-v`'s `test_x (module.Class.test_x) ... ok` for the tests that passed.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    for (i, l) in lines.iter().enumerate() {
        if let Some((head, _)) = l.split_once(" ... ok")
            && let Some((name, _)) = head.split_once(" (")
        {
            r.pass(name);
        }
        let rest = l
            .strip_prefix("FAIL: ")
            .or_else(|| l.strip_prefix("ERROR: "));
        // A header always names the test's id in parentheses: `ERROR: Failed parsing
        // extensions` from another tool in the same output is none.
        let Some((name, id)) = rest.and_then(|r| r.trim_end().split_once(" (")) else {
            continue;
        };
        if !id.ends_with(')') || name.contains(' ') {
            continue;
        }
        r.fail(name);
        if r.wants_error() {
            r.error(
                lines[i + 1..]
                    .iter()
                    .take_while(|l| !l.starts_with("=====") && !l.starts_with("FAIL: "))
                    .filter(|l| is_exception_line(l))
                    .last()
                    .map(|l| l.trim().to_string()),
            );
        }
    }
    r.done()
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn unittest_output() {
        let r = failed(Runner::Unittest, 1, "unittest/unittest.txt");
        assert_eq!(r.failed_tests, ["test_error", "test_apply_discount"]);
        assert_eq!(r.error.as_deref(), Some("KeyError: 'sku-42'"));
    }
}
