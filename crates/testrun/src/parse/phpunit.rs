//! PHPUnit: the numbered failures and errors of its default output, and `--testdox`'s
//! `✘` lines, each with its message and diff.

use super::Tally;
use crate::RunReport;

/// PHPUnit: `1) ShopTest::testX` then its message (`Failed asserting that 81 is identical
/// to 90.`) and diff (`-'a'` / `+'b'`); `--testdox`: a class line right above its first
/// test's, then ` ✘ Does x` with `│ `-prefixed message lines, ` ✔ Does y` passed.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut class = "";
    for (i, raw) in lines.iter().enumerate() {
        let l = raw.trim();
        if let Some(id) = numbered(l) {
            t.fail_with(id, || message(&lines[i + 1..], |l| Some(l.trim())));
        } else if let Some(name) = l.strip_prefix("✘ ") {
            t.fail_with(&testdox_id(class, name), || {
                message(&lines[i + 1..], |l| {
                    l.trim().strip_prefix('│').map(str::trim)
                })
            });
        } else if let Some(name) = l.strip_prefix("✔ ") {
            t.pass(&testdox_id(class, name));
        } else if !raw.starts_with(' ')
            && !l.is_empty()
            && lines
                .get(i + 1)
                .is_some_and(|n| n.trim().starts_with(TESTDOX_MARKS))
        {
            // A testdox class heading (`Shop`): the line right above its first test's. A
            // plain line elsewhere (a message's end where the client cut the output) is none.
            class = l;
        }
    }
    t.report
}

/// What testdox puts before a test's name: passed, failed or errored, skipped, incomplete,
/// risky.
const TESTDOX_MARKS: [char; 5] = ['✔', '✘', '↩', '∅', '☢'];

/// A testdox test's id: `Shop > Does x`, or the name alone when its class heading was not
/// seen (cut away above it).
fn testdox_id(class: &str, name: &str) -> String {
    if class.is_empty() {
        name.trim().to_string()
    } else {
        format!("{class} > {}", name.trim())
    }
}

/// `1) ShopTest::testX`, `2) ShopTest::testY with data set #0 (1, 2)` -> the id, a data
/// set's arguments left out (`ShopTest::testY with data set #0`, `... with data set
/// "named"`), as PHPUnit's reports name the test.
fn numbered(l: &str) -> Option<&str> {
    super::numbered(l)
        .filter(|id| id.contains("::"))
        .map(without_data)
}

/// `T::t with data set #3 ('a', 'b')` -> `T::t with data set #3`; `T::t with data set
/// "one" (1)` -> `T::t with data set "one"`.
fn without_data(id: &str) -> &str {
    const DATA_SET: &str = " with data set ";
    let Some(at) = id.find(DATA_SET) else {
        return id;
    };
    let rest = &id[at + DATA_SET.len()..];
    let len = if let Some(num) = rest.strip_prefix('#') {
        1 + num.bytes().take_while(u8::is_ascii_digit).count()
    } else if let Some(named) = rest.strip_prefix('"') {
        named.find('"').map_or(rest.len(), |end| end + 2)
    } else {
        rest.len()
    };
    &id[..at + DATA_SET.len() + len]
}

/// The message under a failure header: its first line, with the `-`/`+` lines of the
/// diff that follows (`Failed asserting that two strings are equal. (-'a', +'b')`).
/// `text` gives a line's text (testdox's lines lose their `│`), None past the block.
fn message<'a>(lines: &[&'a str], text: impl Fn(&'a str) -> Option<&'a str>) -> Option<String> {
    let mut body = lines
        .iter()
        .map_while(|l| text(l))
        .skip_while(|l| l.is_empty());
    let first = body.next()?;
    let diff: Vec<&str> = body
        .take_while(|l| !l.is_empty())
        .filter(|l| {
            (l.starts_with('-') && !l.starts_with("---"))
                || (l.starts_with('+') && !l.starts_with("+++"))
        })
        .take(4)
        .collect();
    Some(super::with_detail(first, &diff))
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

    #[test]
    fn a_data_set_is_named_without_its_arguments() {
        let out = "There were 2 errors:\n\n1) ShopTest::testX with data set #10 ('table', '/p/data/')\nUndefined variable $cells\n\n/p/Shop.php:905\n\n2) ShopTest::testY with data set \"two words\" (2, 'b')\nDivision by zero\n\n/p/Shop.php:12\n\nERRORS!\nTests: 9, Assertions: 8, Errors: 2.\n";
        let r = failed_text(Runner::Phpunit, out);
        assert_eq!(
            r.failed_tests,
            [
                "ShopTest::testX with data set #10",
                "ShopTest::testY with data set \"two words\""
            ]
        );
        assert_eq!(r.error.as_deref(), Some("Undefined variable $cells"));
    }

    #[test]
    fn testdox_after_a_cut_takes_no_message_line_for_a_class() {
        // The client cut the output inside a message: `57` is the end of its location line.
        let out = "Shop\n ✘ Does x\n   │\n   │ Failed asserting that false is true.\n   │\n\n... [20 lines truncated] ...\n\n57\n   │\n\n ✘ Does y\n   │\n   │ Failed asserting that 1 is 2.\n   │\n\nTests: 9, Assertions: 9, Failures: 2.\n";
        let r = failed_text(Runner::Phpunit, out);
        assert_eq!(r.failed_tests, ["Shop > Does x", "Does y"]);
    }
}
