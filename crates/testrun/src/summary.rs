//! The closing summary lines of test runners (`FAILED (failures=1)`, `3 passed in 0.1s`,
//! `test result: ok.`, `Tests: 1 failed, 2 total`, `ok  pkg 0.01s`, `BUILD FAILURE`): how a
//! run ended when no exit code says it. An agent that reports only a command's output
//! (Codex) leaves these lines as the one sign of the outcome; they are also the part of a
//! long run's output that its last chunk still holds.

/// What the summary lines of an output say of the whole run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Summary {
    Failed,
    Passed,
    /// The line counts no test run: `0 passed; 0 failed; 88 filtered out`, `0 examples, 0
    /// failures, 1 error occurred outside of examples`, `0 runs, 0 failures`, go's
    /// `ok pkg 0.01s [no tests to run]`.
    NoneRan,
}

/// Counted words that mean failures, passes, or how many tests ran.
const FAIL_WORDS: &[&str] = &[
    "failed", "failures", "failure", "failing", "fail", "errors", "error", "errored",
];
const PASS_WORDS: &[&str] = &["passed", "passing", "pass", "succeeded"];
const TOTAL_WORDS: &[&str] = &[
    "tests", "test", "examples", "example", "total", "run", "runs",
];
/// How far into a line its first count may stand (after a label such as `Tests:`,
/// `test result: ok.`, `Summary [ 0.01s]`).
const MAX_LABEL_WORDS: usize = 5;

/// Which kinds of summary lines an output holds: some saying tests (or a build) failed,
/// some saying tests passed. Both when a chained command's other step failed after the
/// tests passed (`bun run test && tsc`: `3 pass`, then `Found 2 errors`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Seen {
    pub(crate) failed: bool,
    pub(crate) passed: bool,
    /// Some line said no test ran.
    pub(crate) none_ran: bool,
}

impl Seen {
    /// Every summary line that counts tests says none ran.
    pub(crate) fn ran_none(&self) -> bool {
        self.none_ran && !self.passed && !self.failed
    }
}

/// Every summary line of `output`, read.
pub(crate) fn read_all(output: &str) -> Seen {
    let lines: Vec<&str> = output.lines().map(str::trim).collect();
    let mut seen = Seen::default();
    for (i, line) in lines.iter().enumerate() {
        match read_line(line, &lines[..i]) {
            Some(Summary::Failed) => seen.failed = true,
            Some(Summary::Passed) => seen.passed = true,
            Some(Summary::NoneRan) => seen.none_ran = true,
            None => {}
        }
    }
    seen
}

/// One trimmed line; `before` are the lines above it (unittest's `OK` needs its `Ran N`).
fn read_line(line: &str, before: &[&str]) -> Option<Summary> {
    // unittest: `Ran 2 tests in 0.001s`, a blank line, then `OK` or `FAILED (failures=1)`.
    if line.starts_with("FAILED (") {
        return Some(Summary::Failed);
    }
    if line == "OK" || line.starts_with("OK (") {
        let ran = before
            .iter()
            .rev()
            .find(|l| !l.is_empty())
            .and_then(|l| l.strip_prefix("Ran "))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|n| n.parse::<u64>().ok());
        return ran.filter(|&n| n > 0).map(|_| Summary::Passed);
    }
    // Build and runner verdicts that stand alone (Maven's behind its `[INFO] `).
    let line = match line.strip_prefix('[').and_then(|l| l.split_once("] ")) {
        Some((tag, rest)) if tag.chars().all(|c| c.is_ascii_uppercase()) => rest.trim(),
        _ => line,
    };
    const FAILED: &[&str] = &[
        "BUILD FAILURE",
        "BUILD FAILED",
        "error: could not compile",
        "error: test failed",
        "error: test run failed",
        "test result: FAILED",
    ];
    if FAILED.iter().any(|p| line.starts_with(p)) {
        return Some(Summary::Failed);
    }
    if line.starts_with("BUILD SUCCESS") {
        return Some(Summary::Passed);
    }
    go_line(line).or_else(|| counts(line))
}

/// go test: `FAIL` / `PASS` alone (one package, `-v`), `FAIL\tpkg\t0.01s`,
/// `ok  \tpkg\t0.01s` (or `(cached)`).
fn go_line(line: &str) -> Option<Summary> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["FAIL"] => Some(Summary::Failed),
        ["PASS"] => Some(Summary::Passed),
        ["FAIL", _pkg, ..] if !line.starts_with("FAIL:") => Some(Summary::Failed),
        ["ok", _pkg, time, ..] if *time == "(cached)" || is_duration(time) => {
            Some(if line.ends_with("[no tests to run]") {
                Summary::NoneRan
            } else {
                Summary::Passed
            })
        }
        _ => None,
    }
}

/// `0.01s`, `1.2s`.
fn is_duration(word: &str) -> bool {
    word.strip_suffix('s')
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.'))
}

/// A line of counts: `1 failed, 2 passed in 0.1s`, `Tests:  1 failed, 3 total`,
/// `Tests  2 passed (2)`, `3 examples, 0 failures`, `Tests run: 3, Failures: 1`,
/// `# pass 2`, `test result: ok. 3 passed; 0 failed`, `1 test failed`.
fn counts(line: &str) -> Option<Summary> {
    let words: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '|'))
        .filter(|w| !w.is_empty())
        .collect();
    let word_at = |i: usize| {
        words.get(i).map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase()
        })
    };
    // A count may close its sentence: PHPUnit's `Tests: 9, Assertions: 9, Errors: 5.`.
    let number_at = |i: usize| {
        words
            .get(i)
            .and_then(|w| w.trim_end_matches('.').parse::<u64>().ok())
    };
    // `Failures: 1`: a word with a colon names the number after it.
    let colon_at = |i: usize| words.get(i).is_some_and(|w| w.ends_with(':'));
    let (mut fails, mut passes, mut totals, mut verdict_words, mut total_words) = (0, 0, 0, 0, 0);
    let mut first = None;
    let mut i = 0;
    while i < words.len() {
        // `N word` (and `N test(s) word`); `word: N` unless the number has its own word
        // (`Tests:  1 failed`); `word N` at the end of the line (`# pass 2`).
        let pair = match (number_at(i), word_at(i + 1)) {
            (Some(n), Some(w)) if !colon_at(i + 1) => match word_at(i + 2) {
                Some(v) if TOTAL_WORDS.contains(&w.as_str()) && is_verdict(&v) => Some((n, v, 3)),
                _ => Some((n, w, 2)),
            },
            (Some(_), _) => None,
            (None, _) => match (word_at(i), number_at(i + 1)) {
                (Some(w), Some(n)) => {
                    let own_word =
                        word_at(i + 2).is_some_and(|x| is_counted(&x)) && !colon_at(i + 2);
                    let named = if colon_at(i) {
                        !own_word
                    } else {
                        i + 2 == words.len()
                    };
                    named.then_some((n, w, 2))
                }
                _ => None,
            },
        };
        let Some((n, word, width)) = pair.filter(|(_, w, _)| is_counted(w)) else {
            i += 1;
            continue;
        };
        first.get_or_insert(i);
        if FAIL_WORDS.contains(&word.as_str()) {
            fails += n;
            verdict_words += 1;
        } else if PASS_WORDS.contains(&word.as_str()) {
            passes += n;
            verdict_words += 1;
        } else {
            totals += n;
            total_words += 1;
        }
        i += width;
    }
    if first.is_none_or(|f| f > MAX_LABEL_WORDS) || verdict_words == 0 {
        return None;
    }
    // Nothing passed or ran: a count of tests that is 0 says so whatever else failed (an
    // error outside any test), and so do counts that are all 0.
    if passes == 0 && totals == 0 && (total_words > 0 || fails == 0) {
        Some(Summary::NoneRan)
    } else if fails > 0 {
        Some(Summary::Failed)
    } else {
        Some(Summary::Passed)
    }
}

fn is_verdict(word: &str) -> bool {
    FAIL_WORDS.contains(&word) || PASS_WORDS.contains(&word)
}

fn is_counted(word: &str) -> bool {
    is_verdict(word) || TOTAL_WORDS.contains(&word)
}

#[cfg(test)]
mod tests;
