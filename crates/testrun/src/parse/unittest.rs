//! unittest: reads Python's `unittest` failure headers and the exception under each.

use super::{Tally, is_exception_line};
use crate::RunReport;

/// unittest: `FAIL: test_x (module.Class.test_x)` headers, the exception line that
/// closes the first traceback (after an import failure's own `ImportError` line), and
/// `-v`'s `test_x (module.Class.test_x) ... ok`; its `... FAIL` and `... ERROR` name the
/// failures when no header does (the output cut above them).
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut listed = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        // The status may follow the test's docstring, on a line of its own.
        if let Some((head, status)) = l.trim_end().rsplit_once(" ... ")
            && let Some(name) =
                named(head).or_else(|| i.checked_sub(1).and_then(|j| named(lines[j])))
        {
            match status {
                "FAIL" | "ERROR" => listed.push(name),
                _ if status.starts_with("ok") => r.pass(name),
                _ => {}
            }
        }
        let rest = l
            .strip_prefix("FAIL: ")
            .or_else(|| l.strip_prefix("ERROR: "));
        // A header always names the test's id in parentheses: `ERROR: Failed parsing
        // extensions` from another tool in the same output is none.
        let header = rest.and_then(|r| r.trim_end().split_once(" ("));
        let Some((name, _)) = header.filter(|(n, id)| id.ends_with(')') && !n.contains(' ')) else {
            continue;
        };
        r.fail_with(name, || {
            lines[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("=====") && !l.starts_with("FAIL: "))
                .filter(|l| is_exception_line(l))
                .last()
                .map(|l| l.trim().to_string())
        });
    }
    if r.report.failed_tests.is_empty() {
        listed.iter().for_each(|name| r.fail(name));
    }
    r.report
}

/// `test_x (module.Class.test_x)` -> `test_x`.
fn named(l: &str) -> Option<&str> {
    Some(l.trim().split_once(" (")?.0).filter(|n| !n.contains(' '))
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
        // `-v` cut before its headers: the status lines name the failures.
        let cut = "test_a (t.T.test_a) ... ok\n  test_b (t.T.test_b) (n=1) ... ERROR\ntest_c (t.T.test_c)\nDoc. ... FAIL\n\n... [90 lines truncated] ...\n";
        let r = failed_text(Runner::Unittest, cut);
        assert_eq!(
            (r.failed_tests, r.passed_tests),
            (
                vec!["test_b".into(), "test_c".into()],
                vec!["test_a".into()]
            )
        );
    }
}
