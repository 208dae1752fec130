//! pytest: reads `pytest`'s short summary, its `-v` lines and its `E` lines.

use super::push_unique;
use crate::testrun::RunReport;

/// pytest: the short summary `FAILED path::test - Error: msg`, `-v` lines
/// `path::test FAILED`, and the first `E   ` line.
pub fn parse(lines: &[&str]) -> RunReport {
    let mut r = RunReport::default();
    let mut summary_error = None;
    for l in lines {
        let t = l.trim_end();
        let rest = t
            .strip_prefix("FAILED ")
            .or_else(|| t.strip_prefix("ERROR "));
        if let Some(rest) = rest {
            let (id, msg) = match rest.split_once(" - ") {
                Some((id, msg)) => (id, Some(msg.trim())),
                None => (rest, None),
            };
            if id.contains("::") || id.ends_with(".py") {
                push_unique(&mut r.failed_tests, id);
                if summary_error.is_none() {
                    summary_error = msg.filter(|m| !m.is_empty()).map(String::from);
                }
            }
        } else if let Some(id) = t
            .split_once(" FAILED")
            .or_else(|| t.split_once(" ERROR"))
            .map(|(id, _)| id)
            .filter(|id| id.contains("::") && !id.contains(' '))
        {
            push_unique(&mut r.failed_tests, id);
        }
    }
    let e_line = lines
        .iter()
        .find_map(|l| l.strip_prefix("E ").map(str::trim))
        .filter(|l| !l.is_empty())
        .map(String::from);
    r.error = summary_error.or(e_line);
    r
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::testrun::*;

    #[test]
    fn pytest_output() {
        let r = failed(Runner::Pytest, 1, "pytest/pytest_default.txt");
        assert_eq!(
            r.failed_tests,
            [
                "test_shop.py::test_apply_discount",
                "test_shop.py::test_cart_total",
                "test_shop.py::test_raises"
            ]
        );
        assert_eq!(
            r.error.as_deref(),
            Some("AssertionError: expected 90, got 81")
        );
        assert_eq!(failed(Runner::Pytest, 1, "pytest/pytest_q.txt"), r);
        assert_eq!(
            failed(Runner::Pytest, 1, "pytest/pytest_v.txt").failed_tests,
            r.failed_tests
        );
        let x = failed(Runner::Pytest, 1, "pytest/pytest_x.txt");
        assert_eq!(x.failed_tests[0], "test_shop.py::test_apply_discount");
        let collect = failed(Runner::Pytest, 2, "pytest/pytest_collect_error.txt");
        assert_eq!(collect.failed_tests, ["test_broken.py"]);
        assert_eq!(
            collect.error.as_deref(),
            Some("ModuleNotFoundError: No module named 'nosuchmodule'")
        );
        assert_eq!(
            judge(Runner::Pytest, Some(0), &fixture("pytest/pytest_pass.txt")),
            Verdict::Passed
        );
        assert_eq!(
            judge(Runner::Pytest, Some(5), "no tests ran"),
            Verdict::NoResult
        );
    }
}
