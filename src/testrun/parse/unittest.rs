//! unittest: reads Python's `unittest` failure headers and the exception under each.

use super::{is_exception_line, push_unique};
use crate::testrun::RunReport;

/// unittest: `FAIL: test_x (module.Class.test_x)` headers, and the exception line that
/// closes each traceback.
pub fn parse(lines: &[&str]) -> RunReport {
    let mut r = RunReport::default();
    for (i, l) in lines.iter().enumerate() {
        let rest = l
            .strip_prefix("FAIL: ")
            .or_else(|| l.strip_prefix("ERROR: "));
        let Some(rest) = rest else { continue };
        let name = rest.split(" (").next().unwrap_or(rest);
        push_unique(&mut r.failed_tests, name);
        if r.error.is_none() {
            r.error = lines[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("=====") && !l.starts_with("FAIL: "))
                .find(|l| is_exception_line(l))
                .map(|l| l.trim().to_string());
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::testrun::*;

    #[test]
    fn unittest_output() {
        let r = failed(Runner::Unittest, 1, "unittest/unittest.txt");
        assert_eq!(r.failed_tests, ["test_error", "test_apply_discount"]);
        assert_eq!(r.error.as_deref(), Some("KeyError: 'sku-42'"));
    }
}
