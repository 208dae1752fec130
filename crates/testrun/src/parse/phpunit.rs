//! PHPUnit: the numbered failures and errors of its default output, and `--testdox`'s
//! `✘` lines, each with its message and diff.

use super::Tally;
use crate::RunReport;

/// PHPUnit: `1) ShopTest::testX` then its message (`Failed asserting that 81 is identical
/// to 90.`) and diff (`-'a'` / `+'b'`); `--testdox`: a class line, then ` ✘ Does x` with
/// `│ `-prefixed message lines, ` ✔ Does y` passed.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut class = "";
    for (i, raw) in lines.iter().enumerate() {
        let l = raw.trim();
        if let Some(id) = numbered(l) {
            t.fail(id);
            if t.wants_error() {
                t.error(message(&lines[i + 1..], |l| Some(l.trim())));
            }
        } else if let Some(name) = l.strip_prefix("✘ ") {
            t.fail(&format!("{class} > {}", name.trim()));
            if t.wants_error() {
                t.error(message(&lines[i + 1..], |l| {
                    l.trim().strip_prefix('│').map(str::trim)
                }));
            }
        } else if let Some(name) = l.strip_prefix("✔ ") {
            t.pass(&format!("{class} > {}", name.trim()));
        } else if !raw.starts_with(' ') && !l.is_empty() && !l.contains(':') && !l.contains('!') {
            // A testdox class heading (`Shop`), or any plain line: only those before a `✘`
            // or `✔` matter.
            class = l;
        }
    }
    t.done()
}

/// `1) ShopTest::testX`, `2) ShopTest::testY with data set #0 (1, 2)` -> the id.
fn numbered(l: &str) -> Option<&str> {
    let (n, id) = l.split_once(") ")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && id.contains("::")).then_some(id)
}

/// The message under a failure header: its first line, with the `-`/`+` lines of the
/// diff that follows (`Failed asserting that two strings are equal. (-'a', +'b')`).
/// `text` gives a line's text (testdox's lines lose their `│`), None past the block.
fn message<'a>(lines: &[&'a str], text: impl Fn(&'a str) -> Option<&'a str>) -> Option<String> {
    let mut body = lines
        .iter()
        .map_while(|l| text(l))
        .skip_while(|l| l.is_empty());
    let first = body.next()?.to_string();
    let mut diff = Vec::new();
    for l in body.take_while(|l| !l.is_empty()) {
        if (l.starts_with('-') && !l.starts_with("---"))
            || (l.starts_with('+') && !l.starts_with("+++"))
        {
            diff.push(l.to_string());
        }
        if diff.len() == 4 {
            break;
        }
    }
    Some(super::with_detail(&first, &diff))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn phpunit_output() {
        let out = "There was 1 failure:\n\n1) ShopTest::testLabel\nFailed asserting that two strings are equal.\n--- Expected\n+++ Actual\n@@ @@\n-'Item: Blue mug'\n+'Item: BLUE MUG'\n\n/p/tests/ShopTest.php:22\n\nFAILURES!\nTests: 4, Assertions: 3, Failures: 1.\n";
        let r = failed_text(Runner::Phpunit, out);
        assert_eq!(r.failed_tests, ["ShopTest::testLabel"]);
        assert_eq!(
            r.error.as_deref(),
            Some(
                "Failed asserting that two strings are equal. (-'Item: Blue mug', +'Item: BLUE MUG')"
            )
        );
    }
}
