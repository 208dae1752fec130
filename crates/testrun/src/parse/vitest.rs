//! Vitest: its `FAIL` headers with the error under each, and its `✓` lines for the tests
//! that passed.

use super::{parse_headers, without_duration};
use crate::RunReport;

/// Vitest: ` FAIL  file > suite > test` headers with the error on the next line, ` FAIL
/// file [ file ]` for a file that failed to load; `✓ test` (`× test`, its error on the
/// `→` line under it, for the failures when no header follows: a `| head`)
/// lines under their file's `❯ file (4 tests)` (or naming it, `--reporter=verbose`).
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = parse_headers(lines, |t| t.strip_prefix("FAIL ").map(str::trim));
    let headed = !r.report.failed_tests.is_empty();
    let mut file = "";
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        // A file that failed to load: ` FAIL  x.test.js [ x.test.js ]`.
        if let Some(suite) = t
            .strip_prefix("FAIL ")
            .and_then(|s| s.trim().split_once(" [ "))
        {
            r.fail(suite.0);
            continue;
        }
        let Some((mark, rest)) = t.split_once(' ') else {
            continue;
        };
        if !matches!(mark, "✓" | "❯" | "×") {
            continue;
        }
        let rest = without_duration(rest);
        let first = rest.split(" > ").next().unwrap_or("");
        let id = if is_test_file(first) || file.is_empty() {
            rest.to_string()
        } else {
            format!("{file} > {rest}")
        };
        if let Some((f, _)) = rest.split_once(" (").filter(|(_, n)| n.contains("test")) {
            file = f;
        } else if mark == "✓" {
            r.pass(&id);
        } else if mark == "×" && !headed {
            r.fail(&id);
            let next = lines.get(i + 1).map(|n| n.trim());
            r.error(next.and_then(|n| n.strip_prefix("→ ")).map(String::from));
        }
    }
    r.report
}

/// A file of the language family vitest tests (its runner row's).
fn is_test_file(s: &str) -> bool {
    let tested = crate::Runner::Vitest.spec().and_then(|spec| spec.tests);
    code_memory_symbols::language_for_path(std::path::Path::new(s))
        .is_some_and(|lang| Some(lang.family) == tested)
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn vitest_output() {
        for file in ["vitest/vitest.txt", "vitest/vitest_nocolor.txt"] {
            let r = failed(Runner::Vitest, 1, file);
            assert_eq!(
                r.failed_tests,
                [
                    "vt/shop.test.mjs > pricing > applies ten percent discount",
                    "vt/shop.test.mjs > pricing > cart total of nothing"
                ],
                "{file}"
            );
            assert_eq!(
                r.error.as_deref(),
                Some("AssertionError: expected 81 to be 90 // Object.is equality")
            );
            assert_eq!(failed(Runner::Any, 1, file).failed_tests, r.failed_tests);
        }
        assert_eq!(
            judge(Runner::Vitest, Some(0), &fixture("vitest/vitest_pass.txt")),
            Verdict::Passed
        );
    }
}
