//! The text of an automatic lesson: what the model reads (the failing tests and the real
//! error, no command, exit code or local path) and the detail kept beside it (all of it).

use std::path::Path;

use super::blame;
use crate::store::redact::{redact, redact_and_cut};
use crate::testrun::{self, RunReport};
use crate::text;

/// Longest automatic lesson, in characters.
const LESSON_CHARS: usize = 200;
/// Longest name of a failing test in it.
const NAME_CHARS: usize = 48;

/// One line, at most 200 characters: `test_x failed: AssertionError: expected 90, got 81`.
/// `failing` are the tests to name (the run's failures not already failing before the
/// session); `with_error` says whether the run's error is theirs. No command, exit code or
/// local path: those stay in the detail.
pub(crate) fn auto_lesson(
    report: &RunReport,
    failing: &[String],
    with_error: bool,
    root: &Path,
) -> String {
    // A long title (mocha's suite and test) leaves the error its room; the detail keeps it.
    let name = |id: &str| text::cut(testrun::display_name(id), NAME_CHARS);
    let what = match failing {
        [] => "the test run".to_string(),
        [one] => name(one),
        [first, rest @ ..] => format!("{} and {} more", name(first), rest.len()),
    };
    let text = match report.error.as_ref().filter(|_| with_error) {
        // Redacted before masking addresses: `0x…` could split a secret and hide its tail.
        Some(e) => format!(
            "{what} failed: {}",
            stable(&blame::unlocal(&redact(e), root))
        ),
        None => format!("{what} failed"),
    };
    // Redact before cutting: a secret straddling the cut would leave its prefix behind.
    redact_and_cut(&text::one_line(&text), LESSON_CHARS)
}

/// The detail of an automatic lesson: the command, every failing test, the error.
pub(crate) fn auto_detail(report: &RunReport, command: &str, exit_code: Option<i32>) -> String {
    let mut d = format!(
        "command: {}; exit code {}",
        command.trim(),
        exit_code.map_or_else(|| "unknown".into(), |c| c.to_string())
    );
    if !report.failed_tests.is_empty() {
        let shown = &report.failed_tests[..report.failed_tests.len().min(10)];
        d.push_str(&format!("; failing tests: {}", shown.join(", ")));
        if report.failed_tests.len() > 10 {
            d.push_str(&format!(" (+{} more)", report.failed_tests.len() - 10));
        }
    }
    if let Some(e) = &report.error {
        d.push_str(&format!("; error: {e}"));
    }
    redact_and_cut(&d, 1000)
}

/// The error with run-specific noise (object addresses) masked, so the same failure
/// repeated reads the same and merges into one lesson.
fn stable(error: &str) -> String {
    let mut out = String::with_capacity(error.len());
    let mut rest = error;
    while let Some(at) = rest.find("0x") {
        out.push_str(&rest[..at]);
        let hex = rest[at + 2..]
            .find(|c: char| !c.is_ascii_hexdigit())
            .unwrap_or(rest.len() - at - 2);
        if hex >= 6 {
            out.push_str("0x…");
        } else {
            out.push_str(&rest[at..at + 2 + hex]);
        }
        rest = &rest[at + 2 + hex..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(tests: &[&str], error: Option<&str>) -> RunReport {
        RunReport {
            failed_tests: tests.iter().map(|s| s.to_string()).collect(),
            error: error.map(String::from),
            ..RunReport::default()
        }
    }

    fn lesson(report: &RunReport) -> String {
        auto_lesson(
            report,
            &report.failed_tests,
            true,
            Path::new("/home/dev/shop"),
        )
    }

    #[test]
    fn lesson_lines() {
        assert_eq!(
            lesson(&report(
                &["test_shop.py::test_apply_discount"],
                Some("AssertionError: expected 90, got 81")
            )),
            "test_apply_discount failed: AssertionError: expected 90, got 81"
        );
        // No command, exit code or local path in what the model reads.
        assert_eq!(
            lesson(&report(&["tests::a", "tests::b", "tests::c"], None)),
            "a and 2 more failed"
        );
        assert_eq!(
            lesson(&report(&[], Some("error[E0277]: cannot subtract"))),
            "the test run failed: error[E0277]: cannot subtract"
        );
        assert_eq!(
            lesson(&report(
                &["t"],
                Some("FileNotFoundError: /home/dev/shop/data/prices.json")
            )),
            "t failed: FileNotFoundError: data/prices.json"
        );
        // A failure already there before the session is not named, nor its error.
        let r = report(&["old", "new"], Some("boom"));
        assert_eq!(
            auto_lesson(&r, &["new".to_string()], false, Path::new("/x")),
            "new failed"
        );
        // A long test title is cut so that the error keeps its values.
        let titled = lesson(&report(
            &["Sessions UI provider sorts live sessions from the workspace probe snapshot"],
            Some(
                "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: (+ 'Claude Code (sonnet) . Fix the auth redirect loop', - 'Claude Code (sonnet) · Fix the auth redirect loop')",
            ),
        ));
        assert!(
            titled.contains("(+ 'Claude Code (sonnet) . Fix the auth redirect loop', - 'Claude"),
            "{titled}"
        );
        assert!(titled.starts_with("Sessions UI provider sorts live sessions from t… failed: "));
        let long = lesson(&report(&["t"], Some(&"x ".repeat(300))));
        assert!(long.chars().count() <= 200 && !long.contains('\n'));
    }

    #[test]
    fn addresses_are_masked() {
        assert_eq!(
            stable("where <shop.Cart object at 0x7f0128db54d0> = Cart(), flag 0x1f"),
            "where <shop.Cart object at 0x…> = Cart(), flag 0x1f"
        );
    }

    #[test]
    fn detail_lists_tests() {
        let d = auto_detail(&report(&["a", "b"], Some("boom")), "pytest -x", Some(1));
        assert_eq!(
            d,
            "command: pytest -x; exit code 1; failing tests: a, b; error: boom"
        );
    }
}
