//! cargo test and cargo nextest: the failing Rust tests, their panic message, else the
//! first compile error.

use super::{Tally, is_number, next_text, with_detail};
use crate::RunReport;

/// cargo test and nextest: `---- name stdout ----`, `test name ... FAILED` (`... ok`
/// passed), the `failures:` list a piped `| tail` keeps, nextest's `FAIL [ 0.1s] crate
/// name` (`PASS [...]`), the panic message after `panicked at file:line:col:`, else the
/// first compile error.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut in_list = false;
    let mut panics = Vec::new();
    for (i, raw) in lines.iter().enumerate() {
        let l = raw.trim();
        if in_list {
            if raw.starts_with("    ") && !l.contains(char::is_whitespace) {
                t.fail(l);
                continue;
            }
            in_list = false;
        }
        if l == "failures:" {
            in_list = true;
        } else if let Some(name) = l
            .strip_prefix("---- ")
            .and_then(|s| s.strip_suffix(" stdout ----"))
        {
            t.fail(name);
        } else if let Some(rest) = l.strip_prefix("test ") {
            // `test name - should panic ... FAILED`.
            let named = |s: &str| s.strip_suffix(" - should panic").unwrap_or(s).to_string();
            if let Some(name) = rest.strip_suffix(" ... FAILED") {
                t.fail(&named(name));
            } else if let Some(name) = rest.strip_suffix(" ... ok") {
                t.pass(&named(name));
            }
        } else if let Some(rest) = l.strip_prefix("FAIL [") {
            // `FAIL [   0.092s] (2/3) crate tests::name`: the test is the last word.
            t.fail(rest.split_whitespace().last().unwrap_or(""));
        } else if let Some(rest) = l.strip_prefix("PASS [") {
            t.pass(rest.split_whitespace().last().unwrap_or(""));
        } else if let Some((name, rest)) =
            l.strip_prefix("thread '").and_then(|r| r.split_once('\''))
        {
            // A test's thread is named for it. Its panic may be a passing `should_panic`
            // test's (`--nocapture` prints them all); one that overflowed its stack took
            // the whole test process down, and no `FAILED` line follows.
            if rest.contains(" panicked at ") {
                panics.push((name, i));
            } else if l.ends_with(" has overflowed its stack") {
                if name != "main" {
                    t.fail(name);
                }
                t.error(Some(l.to_string()));
            }
        } else if l.starts_with("note: test did not panic as expected") {
            panics.push(("", i));
        }
    }
    // The panic of a failing test's thread, else the first.
    let failed = &t.report.failed_tests;
    let own = panics
        .iter()
        .find(|(name, _)| failed.iter().any(|f| f == name));
    if let Some(&(_, i)) = own.or(panics.first()) {
        let l = lines[i].trim();
        let note = l.strip_prefix("note: ").map(String::from);
        t.error(note.or_else(|| panic_message(l, lines, i)));
    }
    if t.wants_error() {
        from_backtrace(&mut t, lines);
    }
    if t.wants_error() {
        t.error(
            lines
                .iter()
                .map(|l| l.trim())
                .find(|l| {
                    l.starts_with("error[")
                        || (l.starts_with("error: ")
                            && !l.starts_with("error: test failed")
                            && !l.starts_with("error: could not compile")
                            && !l.starts_with("error: test run failed"))
                })
                .map(String::from),
        );
    }
    t.report
}

/// A `| tail` that cut the panic message but kept a backtrace (`RUST_BACKTRACE=1`): the
/// error is where it panicked, the first frame below the runtime's (`panicked in
/// shop::restock at ./src/lib.rs:14:5`), and the failing test whose frame follows comes
/// first, as its failure is the first the output shows.
fn from_backtrace(t: &mut Tally, lines: &[&str]) {
    let frames = lines.iter().enumerate().filter_map(|(i, l)| {
        let (_, symbol) = l.trim().split_once(": ").filter(|(n, _)| is_number(n))?;
        let at = lines.get(i + 1)?.trim().strip_prefix("at ")?;
        Some((symbol.trim(), at))
    });
    let runtime = |s: &str| {
        [
            "std::",
            "core::",
            "alloc::",
            "__rustc::",
            "rust_begin_unwind",
            "<",
            "test::",
        ]
        .iter()
        .any(|p| s.starts_with(p))
    };
    let mut frames = frames
        .skip_while(|(s, _)| !runtime(s))
        .skip_while(|(s, _)| runtime(s));
    let Some((symbol, at)) = frames.next() else {
        return;
    };
    t.error(Some(format!("panicked in {symbol} at {at}")));
    let failed = &mut t.report.failed_tests;
    let test = std::iter::once((symbol, at))
        .chain(frames)
        .find_map(|(s, _)| failed.iter().position(|id| s.ends_with(&format!("::{id}"))));
    if let Some(i) = test {
        let id = failed.remove(i);
        failed.insert(0, id);
    }
}

fn panic_message(header: &str, lines: &[&str], i: usize) -> Option<String> {
    // `thread 'name' panicked at` or, since Rust 1.90, `thread 'name' (1234) panicked at`.
    let after = header.split(" panicked at ").nth(1)?;
    // Before Rust 1.73: `panicked at 'message', src/lib.rs:1:2`.
    if let Some(quoted) = after.strip_prefix('\'') {
        return quoted.rsplit_once("', ").map(|(m, _)| m.to_string());
    }
    let (j, msg) = next_text(lines, i + 1)?;
    // An assertion's `left:` and `right:` lines.
    let parts: Vec<&str> = lines[j + 1..]
        .iter()
        .take(2)
        .map(|l| l.trim())
        .filter(|t| {
            msg.starts_with("assertion") && (t.starts_with("left:") || t.starts_with("right:"))
        })
        .collect();
    Some(with_detail(msg, &parts))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    /// The Rust fixtures all come from one crate with the same two failing tests.
    fn assert_the_two_rust_failures(r: &RunReport, file: &str) {
        assert_eq!(
            r.failed_tests,
            [
                "tests::apply_discount_ten_percent",
                "tests::parses_quantity"
            ],
            "{file}"
        );
        assert_eq!(
            r.error.as_deref(),
            Some("assertion `left == right` failed (left: 81, right: 90)"),
            "{file}"
        );
    }

    #[test]
    fn cargo_output() {
        for file in ["cargo/cargo_test.txt", "cargo/cargo_test_nobt.txt"] {
            assert_the_two_rust_failures(&failed(Runner::Cargo, 101, file), file);
        }
        let c = failed(Runner::Cargo, 101, "cargo/cargo_compile_error.txt");
        assert!(c.failed_tests.is_empty());
        assert_eq!(
            c.error.as_deref(),
            Some("error[E0277]: cannot subtract `&str` from `u32`")
        );
        assert_eq!(
            judge(Runner::Cargo, Some(0), &fixture("cargo/cargo_pass.txt")),
            Verdict::Passed
        );
        // A tail that kept no panic message: where it panicked, from the backtrace, and
        // the test of that backtrace first; never cargo's last line.
        let tail = failed(Runner::Cargo, 0, "cargo/tail.txt");
        assert_eq!(
            tail.error.as_deref(),
            Some("panicked in shop::restock at ./src/lib.rs:14:5")
        );
        assert_eq!(tail.failed_tests[0], "tests::restocks");
        assert_eq!(tail.failed_tests.len(), 4);
        // `cargo test | tail` exits 0 with failures in its output.
        assert!(matches!(
            judge(Runner::Cargo, Some(0), &fixture("cargo/cargo_test.txt")),
            Verdict::Failed(_)
        ));
    }

    #[test]
    fn nextest_output() {
        for file in ["cargo/nextest.txt", "cargo/nextest_nobt.txt"] {
            assert_the_two_rust_failures(&failed(Runner::Nextest, 100, file), file);
        }
    }
}
