//! One parser per runner, each in its own file with its tests on captured output, and the
//! line helpers they share. A parser takes the output's lines (colour codes already gone)
//! and returns the failing tests and the first error line it finds.

pub mod cargo;
pub mod dotnet;
pub mod go;
pub mod gradle;
pub mod jest;
pub mod maven;
pub mod pytest;
pub mod rspec;
pub mod unittest;
pub mod vitest;

use super::RunReport;

/// Adds a test id once, trimmed; blank ids are dropped.
pub fn push_unique(v: &mut Vec<String>, name: &str) {
    let name = name.trim();
    if !name.is_empty() && !v.iter().any(|n| n == name) {
        v.push(name.to_string());
    }
}

/// The first non-blank line at or after `from`, trimmed.
pub fn next_text<'a>(lines: &[&'a str], from: usize) -> Option<(usize, &'a str)> {
    (from..lines.len())
        .map(|i| (i, lines[i].trim()))
        .find(|(_, l)| !l.is_empty())
}

/// `ValueError: x`, `AssertionError: 81 != 90`, `module.CustomError: y`, at line start.
pub fn is_exception_line(l: &str) -> bool {
    if l.starts_with(char::is_whitespace) {
        return false;
    }
    let head = l.split(':').next().unwrap_or("");
    !head.is_empty()
        && head != l
        && head
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        && (head.ends_with("Error")
            || head.ends_with("Exception")
            || head.ends_with("Failure")
            || head.ends_with("Exit"))
}

/// One failed test per header line (`name` as `header` finds it in the trimmed line, a
/// ` > ` path), its error on the next line with text.
pub fn parse_headers<'a>(
    lines: &[&'a str],
    header: impl Fn(&'a str) -> Option<&'a str>,
) -> RunReport {
    let mut r = RunReport::default();
    for (i, l) in lines.iter().enumerate() {
        let Some(name) = header(l.trim()).filter(|n| n.contains(" > ")) else {
            continue;
        };
        push_unique(&mut r.failed_tests, name);
        if r.error.is_none() {
            r.error = next_text(lines, i + 1).map(|(_, m)| m.to_string());
        }
    }
    r
}

/// Any runner: the first line that looks like an exception or an error report.
pub fn generic_error(lines: &[&str]) -> Option<String> {
    lines
        .iter()
        .map(|l| l.trim())
        .find(|l| is_exception_line(l) || l.starts_with("error:") || l.starts_with("Error:"))
        .map(String::from)
}

/// Shared by the parsers' tests: captured output and the verdicts on it.
#[cfg(test)]
pub mod testing {
    use crate::testrun::{RunReport, Runner, Verdict, judge};

    /// A runner's output as captured from a real run: `RUNNER/FILE` under
    /// `tests/fixtures/testrun/`.
    pub fn fixture(name: &str) -> String {
        let path = format!(
            "{}/tests/fixtures/testrun/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The report of a captured run that must be judged failed.
    pub fn failed(runner: Runner, exit: i32, file: &str) -> RunReport {
        match judge(runner, Some(exit), &fixture(file)) {
            Verdict::Failed(r) => r,
            other => panic!("{file}: {other:?}"),
        }
    }

    /// The report of an output that must be judged failed, given exit 1.
    pub fn failed_text(runner: Runner, out: &str) -> RunReport {
        match judge(runner, Some(1), out) {
            Verdict::Failed(r) => r,
            other => panic!("{other:?}"),
        }
    }
}
