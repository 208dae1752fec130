//! One parser per runner, each in its own file with its tests on captured output, and the
//! line helpers they share. A parser takes the output's lines (colour codes already gone)
//! and returns the failing tests and the first error line it finds; locations and the
//! not-implemented flag are read for every runner alike (`evidence.rs`).

pub(crate) mod ava;
pub(crate) mod bats;
pub(crate) mod bun;
pub(crate) mod cargo;
pub(crate) mod deno;
pub(crate) mod dotnet;
pub(crate) mod evidence;
pub(crate) mod go;
pub(crate) mod gradle;
pub(crate) mod gtest;
pub(crate) mod jest;
pub(crate) mod maven;
pub(crate) mod minitest;
pub(crate) mod mocha;
pub(crate) mod nodetest;
pub(crate) mod phpunit;
pub(crate) mod pytest;
pub(crate) mod rspec;
pub(crate) mod swift;
pub(crate) mod unittest;
pub(crate) mod vitest;

use std::collections::HashSet;

use super::RunReport;

/// A report being read: the failed and passed test ids kept in order and once each, in
/// time linear in the output (a set beside each list).
#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) report: RunReport,
    failed: HashSet<String>,
    passed: HashSet<String>,
}

impl Tally {
    /// Adds a failing test id once, trimmed; blank ids are dropped.
    pub(crate) fn fail(&mut self, id: &str) {
        add_once(&mut self.report.failed_tests, &mut self.failed, id);
    }

    /// [`Tally::fail`], then keeps the error `error` reads unless one was found before.
    pub(crate) fn fail_with(&mut self, id: &str, error: impl FnOnce() -> Option<String>) {
        self.fail(id);
        if self.wants_error() {
            self.error(error());
        }
    }

    /// Adds a passing test id once, trimmed; blank ids are dropped.
    pub(crate) fn pass(&mut self, id: &str) {
        add_once(&mut self.report.passed_tests, &mut self.passed, id);
    }

    /// Whether an error is still to be found.
    pub(crate) fn wants_error(&self) -> bool {
        self.report.error.is_none()
    }

    /// Keeps `error` unless one was found before.
    pub(crate) fn error(&mut self, error: Option<String>) {
        if self.report.error.is_none() {
            self.report.error = error.filter(|e| !e.trim().is_empty());
        }
    }
}

fn add_once(list: &mut Vec<String>, seen: &mut HashSet<String>, id: &str) {
    let id = id.trim();
    if !id.is_empty() && seen.insert(id.to_string()) {
        list.push(id.to_string());
    }
}

/// `message` and its detail lines, as one line: `msg (left: 1, right: 2)`.
pub(crate) fn with_detail<S: std::borrow::Borrow<str>>(message: &str, detail: &[S]) -> String {
    if detail.is_empty() {
        message.to_string()
    } else {
        format!("{message} ({})", detail.join(", "))
    }
}

/// The message at `lines[at]`, trimmed, with the next line of text when it ends with a
/// colon and that line is no stack frame or diff (`Expected values to be strictly equal:`
/// then `81 !== 90`).
pub(crate) fn message_at(lines: &[&str], at: usize) -> String {
    let msg = lines[at].trim();
    if msg.ends_with(':')
        && let Some((_, next)) = next_text(lines, at + 1)
        && !next.starts_with("at ")
        && !next.starts_with(['+', '-', '{', '[', '#'])
    {
        return format!("{msg} {next}");
    }
    msg.to_string()
}

/// What a matcher prints under its line, from `lines[from]` up to the trace or the source
/// excerpt: `Expected: 90` and `Received: 81`, or the `-` and `+` lines of its diff (not the
/// `- Expected  - 1` tally), spaces squeezed, at most six.
pub(crate) fn matcher_detail(lines: &[&str], from: usize) -> Vec<String> {
    let mut out = Vec::new();
    for l in lines.iter().skip(from) {
        let t = l.trim();
        let stop = [
            "at ", "❯ ", "⎯", "● ", "(fail) ", "(pass) ", "FAIL ", "error: ",
        ]
        .iter()
        .any(|p| t.starts_with(p))
            || t.split_once('|').is_some_and(|(n, _)| {
                let n = n.trim().trim_start_matches('>').trim();
                !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())
            });
        // Node's assert heads its diff with `+ actual - expected`; mocha then repeats the
        // values as its own `+ expected - actual` diff.
        if stop || out.len() == 6 || t == "+ expected - actual" {
            break;
        }
        if t == "+ actual - expected" {
            continue;
        }
        let diff = (t.starts_with("- ") || t.starts_with("+ "))
            && !t.starts_with("- Expected")
            && !t.starts_with("+ Received");
        if t.starts_with("Expected:") || t.starts_with("Received:") || diff {
            let squeezed: Vec<&str> = t.split_whitespace().collect();
            out.push(squeezed.join(" ").trim_end_matches(',').to_string());
        }
    }
    out
}

/// `name (12ms)` / `name [0.3ms]` / `name 12ms` -> `name`.
pub(crate) fn without_duration(s: &str) -> &str {
    let s = s.trim();
    let Some((head, tail)) = s.rsplit_once(' ') else {
        return s;
    };
    let t = tail.trim_matches(|c| matches!(c, '(' | ')' | '[' | ']'));
    // `12ms`, `1.2s`.
    let timed = t.starts_with(|c: char| c.is_ascii_digit()) && t.ends_with('s');
    if timed { head.trim_end() } else { s }
}

/// `1) pricing` -> `pricing`: a numbered failure (mocha's, PHPUnit's).
pub(crate) fn numbered(text: &str) -> Option<&str> {
    let (n, rest) = text.split_once(") ")?;
    is_number(n).then_some(rest)
}

/// Digits, at least one.
pub(crate) fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// Leading spaces of a line.
pub(crate) fn indent(l: &str) -> usize {
    l.len() - l.trim_start().len()
}

/// The first non-blank line at or after `from`, trimmed.
pub(crate) fn next_text<'a>(lines: &[&'a str], from: usize) -> Option<(usize, &'a str)> {
    (from..lines.len())
        .map(|i| (i, lines[i].trim()))
        .find(|(_, l)| !l.is_empty())
}

/// `ValueError: x`, `AssertionError: 81 != 90`, `module.CustomError: y`, at line start.
pub(crate) fn is_exception_line(l: &str) -> bool {
    if l.starts_with(char::is_whitespace) {
        return false;
    }
    let head = l.split(':').next().unwrap_or("");
    // Node's `AssertionError [ERR_ASSERTION]: ...`.
    let head = match head.split_once(" [") {
        Some((name, code)) if code.ends_with(']') && head != l => name,
        _ => head,
    };
    !head.is_empty()
        && head != l
        && head
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        && ["Error", "Exception", "Failure", "Exit"]
            .iter()
            .any(|s| head.ends_with(s))
}

/// One failed test per header line (`name` as `header` finds it in the trimmed line, a
/// ` > ` path), its error on the next line with text (with the matcher's diff when that
/// line does not hold both values).
pub(crate) fn parse_headers<'a>(
    lines: &[&'a str],
    header: impl Fn(&'a str) -> Option<&'a str>,
) -> Tally {
    let mut t = Tally::default();
    for (i, l) in lines.iter().enumerate() {
        let Some(name) = header(l.trim()).filter(|n| n.contains(" > ")) else {
            continue;
        };
        t.fail_with(name, || {
            let (j, msg) = next_text(lines, i + 1)?;
            // `expected 81 to be 90` holds both values; a cut one (`…(1)`) has its diff.
            let whole = msg.contains("expected ") && !msg.contains('…');
            let detail = (!whole).then(|| matcher_detail(lines, j + 1));
            let detail = detail.unwrap_or_default();
            Some(with_detail(msg, &detail))
        });
    }
    t
}

/// Any runner: the first line that looks like an exception or an error report.
/// Not lines that only say the run failed (`error: test failed, to rerun pass --lib`).
pub(crate) fn generic_error(lines: &[&str]) -> Option<String> {
    lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| {
            !l.get(..11)
                .is_some_and(|p| p.eq_ignore_ascii_case("error: test"))
        })
        .find(|l| is_exception_line(l) || l.starts_with("error:") || l.starts_with("Error:"))
        .map(String::from)
}

/// Shared by the parsers' tests: captured output and the verdicts on it.
#[cfg(test)]
mod testing {
    use crate::{RunReport, Runner, Verdict, judge};

    /// A runner's output as captured from a real run: `RUNNER/FILE` under
    /// `tests/fixtures/`.
    pub(crate) fn fixture(name: &str) -> String {
        let path = format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The report of a captured run that must be judged failed.
    pub(crate) fn failed(runner: Runner, exit: i32, file: &str) -> RunReport {
        match judge(runner, Some(exit), &fixture(file)) {
            Verdict::Failed(r) => r,
            other => panic!("{file}: {other:?}"),
        }
    }

    /// The report of an output that must be judged failed, given exit 1.
    pub(crate) fn failed_text(runner: Runner, out: &str) -> RunReport {
        match judge(runner, Some(1), out) {
            Verdict::Failed(r) => r,
            other => panic!("{other:?}"),
        }
    }
}
