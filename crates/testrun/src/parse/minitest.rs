//! Minitest: the numbered `Failure:` and `Error:` blocks of `ruby -Itest test/x_test.rb`,
//! `rake test` or `rails test`, and the `-v` status lines.

use super::{Tally, is_number};
use crate::RunReport;

/// Minitest: `  1) Failure:` then `ShopTest#test_x [test/x_test.rb:6]:` and its message
/// (`Expected: 90` / `  Actual: 81`); `  2) Error:` then `ShopTest#test_y:` and the
/// exception line; `-v` lines `ShopTest#test_z = 0.00 s = .` (`F`, `E` failed). A failure's
/// located head (`ShopTest#test_x [test/x_test.rb:6]:`) names it also when its `1)
/// Failure:` line was cut away above it (`| tail -5`).
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut t = Tally::default();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i].trim();
        if let Some((id, status)) = verbose(l) {
            match status {
                "." => t.pass(id),
                "F" | "E" => t.fail(id),
                _ => {}
            }
        } else if is_block(l)
            && let Some(head) = lines.get(i + 1).map(|h| h.trim())
            && let Some(id) = test_id(head)
        {
            t.fail_with(id, || message(&lines[i + 2..]));
            i += 2;
            continue;
        } else if let Some(id) = located_head(l) {
            t.fail_with(id, || message(&lines[i + 1..]));
        }
        i += 1;
    }
    t.report
}

/// `1) Failure:`, `12) Error:`.
fn is_block(l: &str) -> bool {
    l.split_once(") ")
        .is_some_and(|(n, rest)| is_number(n) && matches!(rest, "Failure:" | "Error:"))
}

/// `ShopTest#test_x [test/x_test.rb:6]:` or `ShopTest#test_y:` -> the id.
fn test_id(head: &str) -> Option<&str> {
    let head = head.strip_suffix(':')?;
    let id = head.split_once(" [").map_or(head, |(id, _)| id);
    id.contains('#').then_some(id)
}

/// `ShopTest#test_x [test/x_test.rb:6]:` -> `ShopTest#test_x`: a failure's head with its
/// location, which no other line of minitest's output looks like.
fn located_head(l: &str) -> Option<&str> {
    let (id, location) = l.strip_suffix("]:")?.split_once(" [")?;
    let (file, line) = location.rsplit_once(':')?;
    (id.contains('#') && !file.is_empty() && is_number(line)).then_some(id)
}

/// `ShopTest#test_x = 0.00 s = F` -> (`ShopTest#test_x`, `F`).
fn verbose(l: &str) -> Option<(&str, &str)> {
    let (id, rest) = l.split_once(" = ")?;
    let (time, status) = rest.rsplit_once(" = ")?;
    (id.contains('#') && time.ends_with(" s")).then_some((id, status))
}

/// The message of a block: its lines up to the first backtrace line or blank line, as one
/// (`Expected: 90, Actual: 81`), at most four lines.
fn message(lines: &[&str]) -> Option<String> {
    let msg: Vec<&str> = lines
        .iter()
        .map(|l| l.trim())
        .take_while(|l| !l.is_empty() && !l.contains(":in `") && !l.contains(":in '"))
        .take(4)
        .collect();
    (!msg.is_empty()).then(|| msg.join(", "))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn minitest_output() {
        let out = "  1) Failure:\nShopTest#test_a [test/test_shop.rb:6]:\nExpected: 90\n  Actual: 81\n\n  2) Error:\nShopTest#test_b:\nNotImplementedError: not yet\n    lib/shop.rb:7:in `refund'\n\n3 runs, 2 assertions, 1 failures, 1 errors, 0 skips\n";
        let r = failed_text(Runner::Minitest, out);
        assert_eq!(r.failed_tests, ["ShopTest#test_a", "ShopTest#test_b"]);
        assert_eq!(r.error.as_deref(), Some("Expected: 90, Actual: 81"));
    }

    #[test]
    fn a_located_head_names_its_test_when_tail_cut_its_number() {
        // `ruby -Itest test/test_shop.rb 2>&1 | tail -5`: `1) Failure:` is cut away.
        let out = "ShopTest#test_a [test/test_shop.rb:6]:\nExpected: 90\n  Actual: 81\n\n3 runs, 3 assertions, 1 failures, 0 errors, 0 skips\n";
        let r = failed_text(Runner::Minitest, out);
        assert_eq!(r.failed_tests, ["ShopTest#test_a"]);
        assert_eq!(r.error.as_deref(), Some("Expected: 90, Actual: 81"));
    }
}
