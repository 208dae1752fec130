//! The replay benchmark's judge of one shell command's output, independent of `cm`: did a
//! test runner report a verdict (its summary, its failing tests), and which lines are the
//! failing tests' own errors (pytest `E` lines and the `FAILED` line's message, Go's
//! `file_test.go:N:` messages of a `--- FAIL` block and testify's `Error:`/`expected:`/
//! `actual:` lines, jest/vitest's matcher and `Expected`/`Received` lines of a `●` block,
//! bun's block ending in `(fail)`, mocha's numbered failure, cargo's panic message). Then:
//! is a lesson's text that error, another line's text, or no error at all.
//!
//! Shared by `benches/replay.rs` and the test that checks it against hand labels.

use std::sync::LazyLock;

use regex::Regex;

/// What the output says about the tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The runner ran the tests and none failed.
    Passed,
    /// The runner ran the tests and some failed.
    Failed,
    /// Code did not compile (outside test files): no test ran, but the error is real.
    BuildFailed,
    /// A runner started but no test ran (a missing path, no test files, a collection,
    /// setup or module error, a test file that does not compile).
    NeverRan(String),
    /// No test runner's report in the output.
    NotATestRun,
}

#[derive(Debug, Clone)]
pub(crate) struct Judged {
    pub(crate) runner: &'static str,
    pub(crate) verdict: Verdict,
    /// The failing tests' own error lines (or the compiler's), in output order.
    pub(crate) errors: Vec<String>,
}

/// A recorded lesson, judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LessonVerdict {
    /// The text carries a failing test's own error line.
    Right,
    /// The text carries another line of the output.
    OtherLine,
    /// The text carries no line of the output's errors (a test name alone).
    NoErrorText,
    /// No test failed in this run: it never ran, or passed.
    False,
}

impl LessonVerdict {
    pub(crate) fn name(self) -> &'static str {
        match self {
            LessonVerdict::Right => "right",
            LessonVerdict::OtherLine => "other_line",
            LessonVerdict::NoErrorText => "no_error_text",
            LessonVerdict::False => "false",
        }
    }
}

fn re(s: &str) -> Regex {
    Regex::new(s).expect("a valid pattern")
}

macro_rules! pattern {
    ($name:ident, $re:expr) => {
        static $name: LazyLock<Regex> = LazyLock::new(|| re($re));
    };
}

pattern!(GO_OK, r"(?m)^ok\s+\S+\s+(\(cached\)|[\d.]+s)");
pattern!(GO_FAIL_PKG, r"(?m)^FAIL\s+\S+\s+[\d.]+s");
pattern!(GO_FAIL_TEST, r"(?m)^\s*--- FAIL: (\S+)");
pattern!(
    GO_BUILD_FAILED,
    r"(?m)^FAIL\s+\S+\s+\[(build|setup) failed\]"
);
pattern!(
    GO_COMPILE,
    r"(?m)^(?:[\w.:/\\-]*[/\\])?([\w.-]+\.go):\d+:\d+: (.+)$"
);
pattern!(
    GO_NEVER,
    r"no Go files|matched no packages|go: updates to go.mod needed|no required module provides|cannot find package|directory not found|is not in std|go: cannot find main module|no test files"
);
pattern!(GO_MESSAGE, r"^\s+([\w.-]+\.go):\d+: (.*)$");
pattern!(
    GO_HEADER,
    r"^\s*(=== (RUN|PAUSE|CONT|NAME)|--- (PASS|FAIL|SKIP):)|^(FAIL|ok|PASS)\b"
);
pattern!(
    TESTIFY,
    r"^\s+(Error:|expected\s*:|actual\s*:|Messages:)\s*(.*)$"
);
pattern!(
    LOG_LIKE,
    r"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}|\b(INFO|DEBUG|WARN|level=)\b|^\s*Error Trace:|^\s*Test:"
);
pattern!(
    PY_SUMMARY,
    r"(?m)^(?:=+ )?((?:\d+ (?:failed|passed|errors?|skipped|xfailed|xpassed|deselected|warnings?|rerun)(?:, )?)+) in [\d.]+s(?:econds)?\b"
);
pattern!(
    PY_NO_TESTS,
    r"(?m)no tests ran|errors? during collection|^ERROR: (file or directory not found|not found)|ERROR collecting|ImportError while loading conftest"
);
pattern!(PY_E, r"^E\s+(.+)$");
pattern!(PY_FAILED, r"^FAILED (\S+)(?: - (.+))?$");
pattern!(
    JEST_TESTS,
    r"(?m)^Tests:\s+(?:(\d+) failed, )?.*?(\d+) total"
);
pattern!(JEST_SUITE_FAILED, r"Test suite failed to run");
pattern!(
    VITEST_TESTS,
    r"(?m)^\s+Tests\s+(?:(\d+) failed)?\s*\|?.*\(\d+\)"
);
pattern!(BUN_SUMMARY, r"(?m)^\s*(\d+) fail\s*$");
pattern!(BUN_RAN, r"(?m)^Ran \d+ tests? across");
pattern!(MOCHA, r"(?m)^\s+(\d+) (passing|failing)\b");
pattern!(
    CARGO,
    r"(?m)^test result: (ok|FAILED)\. \d+ passed; (\d+) failed"
);
pattern!(NODE_TEST, r"(?m)^(?:# |ℹ )fail (\d+)");
pattern!(UNITTEST, r"(?m)^Ran (\d+) tests? in [\d.]+s");
pattern!(PLAYWRIGHT, r"(?m)^\s+(\d+) (failed|passed) \(");
pattern!(LOCATION, r"^(?:[\w./\\-]+:\d+:(?:\d+:)?|E |error:)\s*");
pattern!(ANSI, r"\x1b\[[0-9;?]*[A-Za-z]");
pattern!(
    NEXTEST,
    r"(?m)^\s*Summary \[.*\] \d+ tests? run: \d+ passed, (\d+) failed"
);
pattern!(CARGO_BUILD, r"(?m)^error: could not compile");
pattern!(CARGO_ERROR, r"(?m)^(error(?:\[E\d+\])?: .+)$");
pattern!(
    ERROR_WORD,
    r"(Error|Exception|assert|expect|Expected|Received|panicked|FAIL)"
);

/// A run that passed, or failed with the errors `errors` finds.
fn ran(runner: &'static str, failed: bool, errors: impl FnOnce() -> Vec<String>) -> Judged {
    Judged {
        runner,
        verdict: if failed {
            Verdict::Failed
        } else {
            Verdict::Passed
        },
        errors: if failed { errors() } else { Vec::new() },
    }
}

fn never(runner: &'static str, why: &str) -> Judged {
    Judged {
        runner,
        verdict: Verdict::NeverRan(why.to_string()),
        errors: Vec::new(),
    }
}

/// Programs that show a report made elsewhere (a CI log, a file), or only set up the
/// shell: a command made of nothing else ran no test here, whatever its output holds.
const SHOWS_A_REPORT: &[&str] = &[
    "gh", "git", "cat", "curl", "grep", "rg", "head", "tail", "less", "cd", "echo", "export",
];

/// Judges one shell command and its output: a command whose every step (`&&`, `;`, lines)
/// only shows a report made elsewhere is no test run, whatever its output holds.
pub(crate) fn judge_command(command: &str, output: &str) -> Judged {
    let shows_only = command
        .replace(">&", ">")
        .split(['\n', ';', '&', '|'])
        .filter_map(|step| step.split_whitespace().next())
        .all(|first| {
            SHOWS_A_REPORT.contains(&first)
                || !first.chars().any(char::is_alphanumeric)
                || first.starts_with('-')
        });
    if shows_only {
        return Judged {
            runner: "",
            verdict: Verdict::NotATestRun,
            errors: Vec::new(),
        };
    }
    judge_run(output)
}

/// Judges one command's output.
pub(crate) fn judge_run(output: &str) -> Judged {
    let plain = ANSI.replace_all(output, "");
    let output = plain.as_ref();
    // Go.
    let go_failed = GO_FAIL_TEST.is_match(output) || GO_FAIL_PKG.is_match(output);
    if go_failed || GO_OK.is_match(output) || GO_BUILD_FAILED.is_match(output) {
        if !go_failed && GO_BUILD_FAILED.is_match(output) {
            return go_build(output);
        }
        return ran("go", go_failed, || go_errors(output));
    }
    // pytest.
    if let Some(m) = PY_SUMMARY.captures(output) {
        let counts = &m[1];
        let failed = count(counts, "failed") + count(counts, "error") + count(counts, "errors");
        if PY_NO_TESTS.is_match(output) && count(counts, "passed") + count(counts, "failed") == 0 {
            return never("pytest", "collection error");
        }
        return ran("pytest", failed > 0, || pytest_errors(output));
    }
    if PY_NO_TESTS.is_match(output) && output.contains("pytest") {
        return never("pytest", "no tests ran");
    }
    // jest, vitest.
    for (runner, pattern) in [("jest", &*JEST_TESTS), ("vitest", &*VITEST_TESTS)] {
        if let Some(m) = pattern.captures(output) {
            let failed = m.get(1).map_or(0, |f| f.as_str().parse().unwrap_or(0));
            return jest_like(runner, output, failed);
        }
    }
    if BUN_RAN.is_match(output) {
        let failed: usize = BUN_SUMMARY
            .captures(output)
            .map_or(0, |m| m[1].parse().unwrap_or(0));
        return ran("bun", failed > 0, || bun_errors(output));
    }
    let cargo = CARGO
        .captures_iter(output)
        .map(|m| m[1].to_string())
        .collect::<Vec<_>>();
    if !cargo.is_empty() {
        return ran("cargo", cargo.iter().any(|r| r == "FAILED"), || {
            cargo_errors(output)
        });
    }
    if let Some(m) = NEXTEST.captures(output) {
        let failed: usize = m[1].parse().unwrap_or(0);
        return ran("nextest", failed > 0, || cargo_errors(output));
    }
    if CARGO_BUILD.is_match(output) {
        let errors = CARGO_ERROR
            .captures_iter(output)
            .map(|m| m[1].to_string())
            .collect();
        return Judged {
            runner: "cargo",
            verdict: Verdict::BuildFailed,
            errors,
        };
    }
    if MOCHA.is_match(output) {
        let failed = MOCHA.captures_iter(output).any(|m| &m[2] == "failing");
        return ran("mocha", failed, || mocha_errors(after(output, "failing")));
    }
    if UNITTEST.is_match(output) {
        if output.contains("unittest.loader._FailedTest") && !output.contains("\nFAIL: ") {
            return never("unittest", "a test module did not import");
        }
        return ran("unittest", output.contains("FAILED ("), || {
            generic_errors(output)
        });
    }
    if let Some(m) = NODE_TEST.captures(output) {
        let failed: usize = m[1].parse().unwrap_or(0);
        return ran("node", failed > 0, || generic_errors(output));
    }
    if PLAYWRIGHT.is_match(output) {
        let failed = PLAYWRIGHT.captures_iter(output).any(|m| &m[2] == "failed");
        return ran("playwright", failed, || generic_errors(output));
    }
    if GO_NEVER.is_match(output) {
        return never("go", "no package or test files");
    }
    Judged {
        runner: "",
        verdict: Verdict::NotATestRun,
        errors: Vec::new(),
    }
}

fn count(counts: &str, word: &str) -> usize {
    counts
        .split(", ")
        .filter_map(|part| part.split_once(' '))
        .filter(|(_, w)| *w == word)
        .filter_map(|(n, _)| n.parse::<usize>().ok())
        .sum()
}

/// The text after the first line holding `word`.
fn after<'a>(output: &'a str, word: &str) -> &'a str {
    output.find(word).map_or(output, |at| &output[at..])
}

/// Go: a test block's messages (not its log lines), testify's lines, for failed tests only.
fn go_errors(output: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let mut pending: Vec<String> = Vec::new();
    let mut in_failure = false;
    for line in output.lines() {
        if GO_HEADER.is_match(line) {
            let trimmed = line.trim_start();
            if trimmed.starts_with("--- FAIL") {
                errors.append(&mut pending);
                in_failure = true;
            } else {
                if trimmed.starts_with("--- PASS") || trimmed.starts_with("--- SKIP") {
                    pending.clear();
                }
                in_failure = false;
            }
            continue;
        }
        let message = GO_MESSAGE
            .captures(line)
            .map(|m| m[2].to_string())
            .or_else(|| {
                // testify's `Error:` is a label: the message is what follows it.
                TESTIFY.captures(line).map(|m| match &m[1] {
                    "Error:" => m[2].to_string(),
                    label => format!("{label} {}", &m[2]),
                })
            });
        // A panic in a failing test is its error: `panic: runtime error: ...`.
        let message = message.or_else(|| {
            let t = line.trim_start();
            (in_failure && t.starts_with("panic: ")).then(|| t.to_string())
        });
        let Some(message) = message else { continue };
        if LOG_LIKE.is_match(line) || LOG_LIKE.is_match(&message) || message.trim().is_empty() {
            continue;
        }
        if in_failure {
            errors.push(message);
        } else {
            pending.push(message);
        }
    }
    errors
}

/// Go without a test verdict: a package did not build. In test files only, no test ran.
fn go_build(output: &str) -> Judged {
    let located: Vec<(String, String)> = GO_COMPILE
        .captures_iter(output)
        .map(|m| (m[1].to_string(), m[2].to_string()))
        .collect();
    let in_code: Vec<String> = located
        .iter()
        .filter(|(f, _)| !f.ends_with("_test.go"))
        .map(|(_, e)| e.clone())
        .collect();
    if in_code.is_empty() {
        let why = if located.is_empty() {
            "setup failed"
        } else {
            "a test file does not compile"
        };
        return Judged {
            runner: "go",
            verdict: Verdict::NeverRan(why.into()),
            errors: Vec::new(),
        };
    }
    Judged {
        runner: "go",
        verdict: Verdict::BuildFailed,
        errors: in_code,
    }
}

fn pytest_errors(output: &str) -> Vec<String> {
    let mut errors = Vec::new();
    for line in output.lines() {
        if let Some(m) = PY_E.captures(line) {
            errors.push(m[1].to_string());
        } else if let Some(m) = PY_FAILED.captures(line)
            && let Some(msg) = m.get(2)
        {
            errors.push(msg.as_str().trim_end_matches("...").to_string());
        }
    }
    errors
}

/// jest and vitest: a failing test's `●` (or vitest `FAIL`) block: matcher, expected and
/// received, the error's first line.
fn jest_like(runner: &'static str, output: &str, failed: usize) -> Judged {
    if failed == 0 {
        let verdict = if JEST_SUITE_FAILED.is_match(output) {
            Verdict::NeverRan("a test suite failed to run".into())
        } else {
            Verdict::Passed
        };
        return Judged {
            runner,
            verdict,
            errors: Vec::new(),
        };
    }
    let mut errors = Vec::new();
    let mut in_block = false;
    // The first line of a `●` block is the error's message.
    let mut first = false;
    for line in output.lines() {
        let t = line.trim();
        if t.starts_with('●')
            || t.starts_with("FAIL ")
            || t.starts_with("× ")
            || t.starts_with("✗ ")
        {
            in_block = !t.contains("Test suite failed to run");
            first = t.starts_with('●');
            continue;
        }
        if !in_block || t.is_empty() {
            continue;
        }
        if std::mem::take(&mut first) && !t.starts_with("at ") {
            errors.push(t.to_string());
            continue;
        }
        let keep = t.starts_with("expect(")
            || t.starts_with("Expected")
            || t.starts_with("Received")
            || t.starts_with("→ ")
            || t.contains("Error:")
            || t.contains("Error ")
            || t.starts_with("AssertionError");
        if keep && !t.starts_with("at ") {
            errors.push(t.trim_start_matches("→ ").to_string());
        }
    }
    Judged {
        runner,
        verdict: Verdict::Failed,
        errors,
    }
}

/// mocha: each numbered failure's error and its values (`+ actual`/`- expected` lines),
/// without the legend, the stack or a browser's log lines.
fn mocha_errors(output: &str) -> Vec<String> {
    static NUMBERED: LazyLock<Regex> = LazyLock::new(|| re(r"^\s*\d+\) "));
    static BROWSER_LOG: LazyLock<Regex> = LazyLock::new(|| re(r"^\[\d+:\d+/"));
    let mut errors = Vec::new();
    // In a block's titles (before its error), after its legend (among its values), right
    // after its error line (where assert prints a comparison, `false !== true`, unindented).
    let (mut titles, mut values, mut after_error) = (true, false, false);
    for line in output.lines() {
        let t = line.trim();
        if NUMBERED.is_match(line) {
            (titles, values, after_error) = (true, false, false);
            continue;
        }
        if titles && !t.contains("Error") {
            continue;
        }
        let legend = t == "+ actual - expected" || t == "+ expected - actual";
        values |= legend;
        // A block is indented; only its values and what its error line prints start a line.
        let unindented = !line.is_empty() && !line.starts_with([' ', '\t']);
        let value = values && (t.starts_with('+') || t.starts_with('-'));
        let compared = [" !== ", " === ", " != ", " == "]
            .iter()
            .any(|op| t.contains(op));
        let printed_by_error = after_error && !values && compared;
        if !titles && unindented && !value && !printed_by_error {
            titles = true;
            continue;
        }
        after_error = titles || (after_error && (unindented || t.is_empty()));
        titles = false;
        if t.is_empty() || legend || t.starts_with("at ") || BROWSER_LOG.is_match(t) {
            continue;
        }
        errors.push(t.to_string());
    }
    errors
}

/// bun: the lines of the block that ends in `(fail) name` (bun prints a test's error
/// before its result line).
fn bun_errors(output: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let mut block: Vec<&str> = Vec::new();
    for line in output.lines() {
        let t = line.trim();
        if t.starts_with("(pass)")
            || t.starts_with("(skip)")
            || t.ends_with(".test.ts:")
            || t.ends_with(".test.js:")
        {
            block.clear();
        } else if t.starts_with("(fail)") {
            for l in block.drain(..) {
                let l = l.trim();
                if l.starts_with("error:")
                    || l.starts_with("Expected")
                    || l.starts_with("Received")
                    || l.starts_with("expect(")
                    || l.starts_with("- Expected")
                    || l.starts_with("+ Received")
                {
                    errors.push(l.trim_start_matches("error:").trim().to_string());
                }
            }
        } else {
            block.push(line);
        }
    }
    errors
}

fn cargo_errors(output: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let mut next = false;
    for line in output.lines() {
        let t = line.trim();
        if next && !t.is_empty() {
            errors.push(t.to_string());
            next = false;
        }
        if t.contains("panicked at") {
            next = true;
        } else if t.starts_with("left:") || t.starts_with("right:") || t.starts_with("assertion") {
            errors.push(t.to_string());
        }
    }
    errors
}

/// Lines that read as an error or assertion (for runners whose report has no fixed shape).
fn generic_errors(output: &str) -> Vec<String> {
    output
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("at ") && ERROR_WORD.is_match(l) && l.len() > 8)
        .map(str::to_string)
        .collect()
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `text` carries `line` (its first 50 characters, as a lesson may cut it).
fn carries(text: &str, line: &str) -> bool {
    let line = norm(line);
    let line = line.trim_end_matches('…');
    if line.chars().count() < 6 {
        return false;
    }
    let head: String = line.chars().take(50).collect();
    text.contains(&head)
}

/// A line that only introduces the values after it (testify's `Error: Not equal:`, a
/// matcher `expect(received).toEqual(expected)`): carrying it alone carries no error.
fn header(line: &str) -> bool {
    let l = norm(line);
    l.ends_with(':') || l.starts_with("expect(received)")
}

/// Judges a lesson recorded on this run.
pub(crate) fn judge_lesson(run: &Judged, output: &str, lesson: &str) -> LessonVerdict {
    let plain = ANSI.replace_all(output, "");
    let output = plain.as_ref();
    if !matches!(run.verdict, Verdict::Failed | Verdict::BuildFailed) {
        return LessonVerdict::False;
    }
    let text = norm(lesson);
    if run.errors.iter().any(|e| !header(e) && carries(&text, e)) {
        return LessonVerdict::Right;
    }
    if run.errors.iter().any(|e| carries(&text, e)) {
        return LessonVerdict::NoErrorText;
    }
    let other = output.lines().any(|l| {
        let l = norm(l);
        let message = LOCATION.replace(&l, "").to_string();
        [l, message]
            .iter()
            .any(|l| l.chars().count() >= 12 && carries(&text, l))
    });
    if other {
        LessonVerdict::OtherLine
    } else {
        LessonVerdict::NoErrorText
    }
}
