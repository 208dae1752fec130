//! The zoo's judge of one case (benches/zoo/README.md, "Judging"): what `cm` recorded for
//! the case's run and its fixed run, against the truth the runner's own report gave.
//!
//! Independent of `cm`'s parsers: a test's name is compared loosely (Go's `TestX/sub` and
//! `TestX`, jest's full title and its last part, pytest's `test_x[1]`, `Class::test_x` and
//! `test_x`), a message by its first meaningful line with whitespace normalised.
//!
//! Shared by `benches/zoo.rs` and the test that checks it on hand-made judgements.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::{Value, json};

/// A line of a message that only frames it: a Rust panic's or doctest's header, a section
/// title, a traceback's header or frame, a hint.
static FRAME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"^((thread '.*' )?panicked at .*|Test executable failed.*|(stdout|stderr):|---- .* ----|note: run with .*|Traceback \(most recent call last\):?|File ".*|=== .*|at .*:\d+(:\d+)?\)?)$"#,
    )
    .expect("a valid pattern")
});

/// A thread's id in a Rust panic (`thread 'x' (1234)`): another run, another number.
static THREAD_ID: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(thread '[^']*') \(\d+\)").expect("a valid pattern"));

/// One lesson row as the database holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Lesson {
    pub(crate) id: i64,
    /// `fail` or `success`.
    pub(crate) kind: String,
    pub(crate) symbol: String,
    pub(crate) file: String,
    pub(crate) text: String,
    /// What fixed it, when cm noted the fix.
    pub(crate) fix: Option<String>,
    /// `active`, `resolved` or `inactive`.
    pub(crate) status: String,
    /// Why cm set the status (`withdrawn: ...`).
    pub(crate) status_note: Option<String>,
}

impl Lesson {
    pub(crate) fn to_json(&self) -> Value {
        json!({"id": self.id, "kind": self.kind, "symbol": self.symbol, "file": self.file,
            "text": self.text, "fix": self.fix, "status": self.status,
            "status_note": self.status_note})
    }
}

/// What one shell command's hook call did.
#[derive(Debug, Clone, Default)]
pub(crate) struct RunSeen {
    /// Changed line ranges the session had waiting for a test run, before and after.
    pub(crate) pending_before: usize,
    pub(crate) pending_after: usize,
    /// The lessons recorded by this call, oldest first.
    pub(crate) lessons: Vec<Lesson>,
}

impl RunSeen {
    /// Whether cm took the command as a test run: it recorded a lesson, or settled the
    /// edits waiting for one.
    pub(crate) fn recognised(&self) -> bool {
        !self.lessons.is_empty() || self.pending_after < self.pending_before
    }

    pub(crate) fn failures(&self) -> impl Iterator<Item = &Lesson> {
        self.lessons.iter().filter(|l| l.kind == "fail")
    }
}

/// What cm did with a case: its run, its fixed run, and every lesson at the end.
#[derive(Debug, Clone, Default)]
pub(crate) struct Seen {
    pub(crate) run: RunSeen,
    pub(crate) fixed: RunSeen,
    pub(crate) lessons: Vec<Lesson>,
}

/// The verdicts on one case. `None`: the verdict does not apply to it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Judgement {
    /// The truth says a test ran.
    pub(crate) ran: bool,
    /// cm took the run as a test run.
    pub(crate) recognised: bool,
    /// Taking the run or not are both right: the mutated file no longer builds.
    pub(crate) either: bool,
    /// Some test failed, by the truth: named, blame and fix apply.
    pub(crate) failing: bool,
    pub(crate) named: Option<bool>,
    /// A failing test's name (a form of it) is in the visible output.
    pub(crate) name_visible: bool,
    /// Applies when the visible output holds a failing test's message.
    pub(crate) real_error: Option<bool>,
    pub(crate) blame_top1: Option<bool>,
    /// Applies when some test failed and the fixed run passed, by the truth.
    pub(crate) fix: Option<bool>,
    /// Failure lessons recorded from a run with no failing test (either run).
    pub(crate) false_lessons: usize,
    /// The symbols the run's failure lessons name, in order.
    pub(crate) symbols: Vec<String>,
}

impl Judgement {
    /// Whether recognising the run (or not) was right.
    pub(crate) fn recognised_right(&self) -> bool {
        self.either || self.recognised == self.ran
    }

    /// The verdicts that went wrong, by name.
    pub(crate) fn failures(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if !self.recognised_right() {
            out.push(if self.ran {
                "not_recognised"
            } else {
                "recognised_none"
            });
        }
        for (name, v) in [
            ("named", self.named),
            ("real_error", self.real_error),
            ("blame_top1", self.blame_top1),
            ("fix", self.fix),
        ] {
            if v == Some(false) {
                out.push(name);
            }
        }
        if self.false_lessons > 0 {
            out.push("false");
        }
        out
    }
}

/// Judges one case (a line of `cases.jsonl`) from what cm did.
pub(crate) fn judge(case: &Value, seen: &Seen) -> Judgement {
    let truth = &case["run"]["truth"];
    let ran = truth["ran"].as_bool().unwrap_or(false);
    let failed = failed_tests(truth);
    let failing = ran && !failed.is_empty();
    let lessons: Vec<&Lesson> = seen.run.failures().collect();
    let names: Vec<&str> = failed.iter().map(|(n, _)| n.as_str()).collect();
    let seen_text = normalise(case["run"]["seen"].as_str().unwrap_or(""));
    let name_visible = names
        .iter()
        .any(|n| name_forms(n).iter().any(|f| seen_text.contains(f.as_str())));
    // What the agent saw names no failing test (cut to a bare `FAIL`, or before the
    // failures): nothing can name one, and waiting for a run that does is right; a lesson
    // recorded from it all the same is judged on its error and its blame.
    let judged = failing && (name_visible || !lessons.is_empty());
    let named =
        (failing && name_visible).then(|| lessons.iter().any(|l| names_a_test(&l.text, &names)));
    let file = clean_path(case["mutation"]["file"].as_str().unwrap_or(""));
    let broken = build_broken(truth, &case["run"]["seen"], &file);
    let visible: Vec<String> = failed
        .iter()
        .filter_map(|(_, m)| key_line(m))
        .filter(|k| carries(&seen_text, k))
        .collect();
    let real_error = (judged && !visible.is_empty()).then(|| {
        lessons.iter().any(|l| {
            let text = normalise(&l.text);
            visible.iter().any(|k| carries(&text, k))
        })
    });
    let symbol = case["mutation"]["symbol"].as_str().unwrap_or("");
    let is_mutated = |l: &Lesson| l.symbol == symbol && clean_path(&l.file) == file;
    let mut symbols: Vec<(String, String)> = Vec::new();
    for l in &lessons {
        let key = (clean_path(&l.file), l.symbol.clone());
        if !symbols.contains(&key) {
            symbols.push(key);
        }
    }
    let blame_top1 =
        judged.then(|| lessons.first().is_some_and(|l| is_mutated(l)) && symbols.len() <= 2);
    let fixed_truth = &case["fixed"]["truth"];
    // The fix is judged where the agent could see the tests pass: not through a `grep`
    // that printed nothing.
    let fixed_passes = fixed_truth["ran"].as_bool().unwrap_or(false)
        && failed_tests(fixed_truth).is_empty()
        && shows_a_pass(case["fixed"]["seen"].as_str().unwrap_or(""));
    let fix = (judged && fixed_passes).then(|| {
        let success = seen
            .fixed
            .lessons
            .iter()
            .any(|l| l.kind == "success" && is_mutated(l));
        let noted = seen
            .lessons
            .iter()
            .any(|l| l.kind == "fail" && is_mutated(l) && l.fix.is_some());
        success || noted
    });
    let mut false_lessons = 0;
    // Code that no longer builds is a failure of the code, though no test ran.
    if !failing && !broken {
        false_lessons += lessons.len();
    }
    if !may_fail(fixed_truth) {
        false_lessons += seen.fixed.failures().count();
    }
    Judgement {
        ran,
        // A run that names no failing test may be left waiting; a build that broke on
        // the mutated file may be taken or not.
        recognised: seen.run.recognised() || (failing && !name_visible && lessons.is_empty()),
        either: broken,
        failing,
        named,
        name_visible,
        real_error,
        blame_top1,
        fix,
        false_lessons,
        symbols: symbols.into_iter().map(|(_, s)| s).collect(),
    }
}

/// Whether the mutated file no longer builds, by the truth (`build_failed`) or by what the
/// agent saw: a compiler's error located in that file (`--> src/lib.rs:200:13`,
/// `middleware/x.go:12:2: ...`).
fn build_broken(truth: &Value, seen: &Value, file: &str) -> bool {
    if truth["build_failed"]
        .as_array()
        .is_some_and(|b| !b.is_empty())
    {
        return true;
    }
    let seen = seen.as_str().unwrap_or("").replace("$ROOT/", "");
    !file.is_empty()
        && seen.lines().any(|l| {
            let l = l.trim().trim_start_matches("--> ").trim_start_matches("./");
            l.strip_prefix(file).is_some_and(|rest| {
                rest.starts_with(':') && rest[1..].starts_with(|c: char| c.is_ascii_digit())
            })
        })
        && (seen.contains("error") || seen.contains("build failed"))
}

/// Whether an output shows tests passing: a runner's passing count or line.
fn shows_a_pass(seen: &str) -> bool {
    static PASS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"(?im)\b\d+ (passed|passing|pass)\b|^\s*(ok|PASS)\b|test result: ok|Tests run: \d+, Failures: 0|100% tests passed|✓|\bOK\b",
        )
        .expect("a valid pattern")
    });
    PASS.is_match(seen)
}

/// Whether a run with this truth may leave a failure lesson: a test ran and failed.
fn may_fail(truth: &Value) -> bool {
    truth["ran"].as_bool().unwrap_or(false) && !failed_tests(truth).is_empty()
}

/// The truth's failing tests: (name, message).
pub(crate) fn failed_tests(truth: &Value) -> Vec<(String, String)> {
    truth["failed"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|t| {
            (
                t["name"].as_str().unwrap_or("").to_string(),
                t["message"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn clean_path(p: &str) -> String {
    let p = p.replace('\\', "/");
    let p = p.strip_prefix("$ROOT/").unwrap_or(&p);
    p.strip_prefix("./").unwrap_or(p).to_string()
}

// ---- names ---------------------------------------------------------------------------

/// The test name a lesson starts with (`NAME failed: ...`, `NAME and 2 more failed`),
/// without a cut's `…`; whether it was cut. None for `the test run failed`.
pub(crate) fn lesson_name(text: &str) -> Option<(String, bool)> {
    let at = text.find(" failed")?;
    let mut name = &text[..at];
    if let Some(i) = name.rfind(" and ") {
        let rest = &name[i + 5..];
        if rest
            .strip_suffix(" more")
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        {
            name = &name[..i];
        }
    }
    if name.is_empty() || name == "the test run" {
        return None;
    }
    let cut = name.ends_with('…');
    Some((name.trim_end_matches('…').trim().to_string(), cut))
}

/// The ways a test's name is written: whole, its last part after a suite or a file
/// (`::`, ` › `, ` > `, `.`, `#`, ` `), a Go subtest's parent, without parameters.
pub(crate) fn name_forms(name: &str) -> Vec<String> {
    fn push(out: &mut Vec<String>, s: &str) {
        let s = s.trim();
        if s.len() >= 2 && !out.iter().any(|o| o == s) {
            out.push(s.to_string());
        }
    }
    let name = name.trim();
    let mut out = vec![name.to_string()];
    for sep in ["::", " › ", " > ", "#"] {
        if let Some((_, last)) = name.rsplit_once(sep) {
            push(&mut out, last);
        }
    }
    let mut i = 0;
    while i < out.len() {
        let s = out[i].clone();
        // `TestX/sub` and `pkg.Class.test_x`: not a file's path (`tests/a.py::test_x`), nor
        // the parameters of `test_x[1.0.dev456]` (its form without them is split).
        if !s.contains([' ', '[', '(']) && !s.contains("::") {
            if let Some((first, _)) = s.split_once('/') {
                push(&mut out, first);
            } else if let Some((_, last)) = s.rsplit_once('.') {
                push(&mut out, last);
            }
        }
        for (open, close) in [('[', ']'), ('(', ')')] {
            if s.ends_with(close)
                && let Some(at) = s.find(open)
            {
                push(&mut out, &s[..at]);
            }
        }
        i += 1;
    }
    out
}

/// Whether a lesson's text names one of `tests`, loosely.
pub(crate) fn names_a_test(text: &str, tests: &[&str]) -> bool {
    let Some((name, cut)) = lesson_name(text) else {
        return false;
    };
    let mine = name_forms(&name);
    // A cut `Class.method…` names the method its start begins.
    let method = name.rsplit(['.', '#']).next().unwrap_or(&name);
    tests.iter().any(|t| {
        let theirs = name_forms(t);
        mine.iter().any(|m| theirs.contains(m))
            || (cut
                && [name.as_str(), method]
                    .iter()
                    .any(|n| n.chars().count() >= 10 && theirs.iter().any(|f| f.starts_with(n))))
            || theirs
                .iter()
                .any(|f| f.chars().count() >= 8 && name.contains(f.as_str()))
            || ends_with_words(t, &name)
    })
}

/// Whether the words of `name` (a suite's separators aside: `a › b`, `a > b`) are the last
/// words of `test`, at least two of them or eight characters.
fn ends_with_words(test: &str, name: &str) -> bool {
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric() && c != '_')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let (theirs, mine) = (words(test), words(name));
    let long = mine.len() >= 2 || mine.iter().map(String::len).sum::<usize>() >= 8;
    long && !mine.is_empty() && theirs.ends_with(&mine)
}

// ---- messages ------------------------------------------------------------------------

/// Whitespace collapsed to one space, colour codes and `$ROOT/` removed.
pub(crate) fn normalise(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            chars.next();
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
            continue;
        }
        plain.push(c);
    }
    let plain = plain.replace("$ROOT/", "");
    let plain = THREAD_ID.replace_all(&plain, "$1");
    plain.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A message's first meaningful line, normalised: not a traceback's header or frame, a
/// bare location or a line of punctuation; a leading `file:line:` or pytest's `E` dropped.
pub(crate) fn key_line(message: &str) -> Option<String> {
    for line in message.lines() {
        let mut l = line.trim();
        if l.starts_with("E ") {
            l = l[2..].trim();
        }
        let l = strip_location(l);
        let n = normalise(l);
        // A short comparison is a message too: `'-0' == '0'`.
        let alnum = n.chars().filter(|c| c.is_alphanumeric()).count();
        let shown = n.chars().filter(|c| !c.is_whitespace()).count();
        if alnum == 0 || (alnum < 3 && shown < 6) || FRAME.is_match(&n) {
            continue;
        }
        if !n.is_empty() {
            return Some(n);
        }
    }
    None
}

/// `path/x_test.go:12: got 1` → `got 1`; a line that is a location alone → empty.
fn strip_location(line: &str) -> &str {
    let mut rest = line;
    // path:line: or path:line:col:
    if let Some(colon) = rest.find(':') {
        let path = &rest[..colon];
        let ok_path = !path.is_empty()
            && path
                .chars()
                .all(|c| c.is_alphanumeric() || "._/\\-".contains(c));
        if ok_path {
            let mut tail = &rest[colon + 1..];
            let mut numbers = 0;
            while let Some(end) = tail.find(':') {
                if end > 0 && tail[..end].chars().all(|c| c.is_ascii_digit()) {
                    tail = &tail[end + 1..];
                    numbers += 1;
                } else {
                    break;
                }
            }
            if numbers > 0 {
                rest = tail.trim();
            } else if tail.chars().all(|c| c.is_ascii_digit()) && !tail.is_empty() {
                rest = "";
            }
        }
    }
    rest
}

/// Whether `hay` (normalised) carries a substantial part of `key` (normalised): all of a
/// short key, else a run of max(20, min(half, 60)) characters of it. Numbers, and words
/// with digits in them, compare as equal: a report read from a second run of a random
/// test has other numbers and ids than the output the agent saw.
pub(crate) fn carries(hay: &str, key: &str) -> bool {
    let (hay, key) = (fold_numbers(hay), fold_numbers(key));
    let chars: Vec<char> = key.chars().collect();
    if chars.is_empty() {
        return false;
    }
    if chars.len() <= 20 || hay.contains(&key) {
        return hay.contains(&key);
    }
    let need = (chars.len() / 2).clamp(20, 60);
    // Every window of the key's first 300 characters.
    let last = chars.len().min(300).saturating_sub(need);
    (0..=last).any(|i| {
        let w: String = chars[i..i + need].iter().collect();
        hay.contains(&w)
    })
}

/// Every word with a digit in it (`12`, `0x7f3a`, a ULID's `01H8XGJWBWBAQ4Z`) as one `0`.
fn fold_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if word.chars().any(|c| c.is_ascii_digit()) {
            out.push('0');
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}
