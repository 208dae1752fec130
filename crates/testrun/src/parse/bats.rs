//! Bats: the TAP `not ok` lines of `bats` (the pretty formatter's `✗` lines too), with the
//! failed command and output printed under each.

use super::Tally;
use crate::RunReport;

/// Bats: `not ok 1 adds two` then `# (in test file test/x.bats, line 7)` and
/// `#   `[ "$result" -eq 90 ]' failed` (the pretty formatter: ` ✗ adds two` and the same
/// lines indented); `ok 2 name` / ` ✓ name` passed, `# skip` ones not.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    for (i, raw) in lines.iter().enumerate() {
        let l = raw.trim();
        if let Some(name) = l
            .strip_prefix("not ok ")
            .map(numbered)
            .or_else(|| mark(l, "✗ "))
        {
            t.fail_with(name, || message(&lines[i + 1..]));
        } else if let Some(name) = l
            .strip_prefix("ok ")
            .map(numbered)
            .or_else(|| mark(l, "✓ "))
            && !name.contains("# skip")
        {
            t.pass(name);
        }
    }
    t.report
}

/// The pretty formatter's ` ✗ name`, after the progress it rewrote in place on a
/// terminal (`   name  1/4 ✗ name` once its cursor moves are gone).
fn mark<'a>(l: &'a str, mark: &str) -> Option<&'a str> {
    l.rsplit_once(mark)
        .map(|(_, name)| name.trim())
        .filter(|_| l.starts_with(mark) || l.contains(&format!(" {mark}")))
}

/// `3 name` -> `name`.
fn numbered(rest: &str) -> &str {
    match rest.split_once(' ') {
        Some((n, name)) if n.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => rest,
    }
}

/// The lines under a failed test (`# `-prefixed in TAP): the failed command and what the
/// test printed, without the `(in test file ...)` / `(from function ...)` frames; at most
/// three, as one.
fn message(lines: &[&str]) -> Option<String> {
    let msg: Vec<&str> = lines
        .iter()
        .map(|l| l.trim())
        .take_while(|l| l.starts_with('#') || (!l.is_empty() && !is_result(l)))
        .map(|l| l.trim_start_matches('#').trim())
        .filter(|l| !l.is_empty() && !l.starts_with('(') && !l.starts_with("in test file"))
        .take(3)
        .collect();
    (!msg.is_empty()).then(|| msg.join(", "))
}

fn is_result(l: &str) -> bool {
    l.starts_with("ok ") || l.starts_with("not ok ") || l.contains("✓ ") || l.contains("✗ ")
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn bats_output() {
        let out = "1..2\nnot ok 1 adds\n# (in test file test/x.bats, line 7)\n#   `[ \"$r\" -eq 90 ]' failed\nok 2 subtracts\n";
        let r = failed_text(Runner::Bats, out);
        assert_eq!(r.failed_tests, ["adds"]);
        assert_eq!(r.passed_tests, ["subtracts"]);
        assert_eq!(r.error.as_deref(), Some("`[ \"$r\" -eq 90 ]' failed"));
    }
}
