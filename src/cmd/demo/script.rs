//! The demo's story: a small Python project (embedded), the lessons an earlier team wrote
//! about it, and two agent sessions step by step. The runner output is what pytest printed
//! on these very files at each step (pytest 9.2, `pytest -q`), captured once and embedded.

/// The project's files as the agent finds them.
pub(super) const FILES: [(&str, &str); 2] = [
    ("cart.py", include_str!("shop/cart.py")),
    ("test_cart.py", include_str!("shop/test_cart.py")),
];

/// The test command the agent runs, as it typed it.
pub(super) const TEST_COMMAND: &str = "pytest -q";
/// `pytest -q` after the first edit (exit code 1).
const PYTEST_FAIL: &str = include_str!("runs/pytest_fail.txt");
/// `pytest -q` after the fix (exit code 0).
const PYTEST_PASS: &str = include_str!("runs/pytest_pass.txt");

/// The file every earlier lesson is about.
pub(super) const EARLIER_FILE: &str = "cart.py";

/// A lesson written by hand before the demo's sessions (`cm fail SYMBOL LESSON --detail ...`).
pub(super) struct Earlier {
    pub(super) symbol: &'static str,
    pub(super) lesson: &'static str,
    pub(super) detail: Option<&'static str>,
}

/// What the team learnt about the cart before: four failures of `Cart.total` make it a
/// high-risk symbol (risk 11.5, the gate holds back its first edit in a session).
pub(super) const EARLIER: [Earlier; 5] = [
    Earlier {
        symbol: "parse_price",
        lesson: "'1,50' was read as 150",
        detail: Some("accept a comma as the decimal separator"),
    },
    Earlier {
        symbol: "Cart.total",
        lesson: "float prices lost a cent: 3 x 19.99 came to 59.96",
        detail: Some("keep prices Decimal from parse_price to the total"),
    },
    Earlier {
        symbol: "Cart.total",
        lesson: "rounded each line before summing: totals off by a cent",
        detail: Some("quantize once, on the final amount"),
    },
    Earlier {
        symbol: "Cart.total",
        lesson: "15% off 61.47 gave 52.24 (banker's rounding)",
        detail: Some("round with ROUND_HALF_UP"),
    },
    Earlier {
        symbol: "Cart.total",
        lesson: "a 110% discount made the total negative",
        detail: None,
    },
];

/// One thing the agent does; each becomes the hook payloads Claude Code sends for it.
pub(super) enum Action {
    /// A session opens (`startup`).
    Start,
    /// The user's prompt.
    Prompt(&'static str),
    /// The Read tool; `Some((offset, limit))` for part of the file.
    Read(&'static str, Option<(usize, usize)>),
    /// The Edit tool: `old_string` → `new_string` in a file.
    Edit(&'static str, &'static str, &'static str),
    /// The Bash tool running the tests: the output and the exit code.
    Test(&'static str, i32),
    /// The agent ends its turn.
    Stop,
}

/// One step: what the agent is doing in a few words, and the action. Each `Action::Start`
/// opens the next session.
pub(super) struct Step {
    pub(super) why: &'static str,
    pub(super) action: Action,
}

const TOTAL_OLD: &str =
    "    def total(self, discount_pct=0):\n        subtotal = self.subtotal()\n";
const TOTAL_WRONG: &str = "    def total(self, discount_pct=0, coupon=None):\n        subtotal = self.subtotal() - COUPONS.get(coupon, Decimal(\"0\"))\n";
const FIX_OLD: &str = "        subtotal = self.subtotal() - COUPONS.get(coupon, Decimal(\"0\"))\n        discounted = subtotal - subtotal * Decimal(discount_pct) / 100\n";
const FIX_NEW: &str = "        subtotal = self.subtotal()\n        discounted = subtotal - subtotal * Decimal(discount_pct) / 100\n        discounted -= COUPONS.get(coupon, Decimal(\"0\"))\n";

/// The two sessions.
pub(super) const STEPS: [Step; 13] = [
    Step {
        why: "a session opens in the project",
        action: Action::Start,
    },
    Step {
        why: "the user asks for a feature",
        action: Action::Prompt(
            "Customers can now enter a coupon at checkout: make test_coupon_after_discount pass.",
        ),
    },
    Step {
        why: "the agent reads the test",
        action: Action::Read("test_cart.py", None),
    },
    Step {
        why: "it greps for COUPONS and reads the top of cart.py",
        action: Action::Read("cart.py", Some((1, 14))),
    },
    Step {
        why: "it edits Cart.total: the coupon comes off the subtotal",
        action: Action::Edit("cart.py", TOTAL_OLD, TOTAL_WRONG),
    },
    Step {
        why: "it runs the tests",
        action: Action::Test(PYTEST_FAIL, 1),
    },
    Step {
        why: "it fixes the order: the coupon comes off after the discount",
        action: Action::Edit("cart.py", FIX_OLD, FIX_NEW),
    },
    Step {
        why: "it runs the tests again",
        action: Action::Test(PYTEST_PASS, 0),
    },
    Step {
        why: "it ends its turn",
        action: Action::Stop,
    },
    Step {
        why: "the next day, a new session opens",
        action: Action::Start,
    },
    Step {
        why: "the user asks for a change in the same code",
        action: Action::Prompt("A coupon larger than the order must not make the total negative."),
    },
    Step {
        why: "the agent reads cart.py",
        action: Action::Read("cart.py", None),
    },
    Step {
        why: "it edits Cart.total",
        action: Action::Edit(
            "cart.py",
            "        return discounted.quantize(CENT, rounding=ROUND_HALF_UP)\n",
            "        return max(discounted, Decimal(\"0\")).quantize(CENT, rounding=ROUND_HALF_UP)\n",
        ),
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded runs belong to the embedded files: re-capture them (apply the edits to
    /// `shop/`, run `pytest -q`) whenever the files or the edits change.
    #[test]
    fn runner_output_matches_the_project() {
        let tests = FILES[1].1;
        let count = tests.matches("\ndef test_").count();
        assert!(PYTEST_PASS.contains(&format!("{count} passed in ")));
        assert!(PYTEST_FAIL.contains(&format!("1 failed, {} passed in ", count - 1)));
        // The failing assertion is printed with its line, as it is in the test file.
        let at = PYTEST_FAIL
            .lines()
            .find_map(|l| l.strip_prefix("test_cart.py:"))
            .and_then(|l| l.split(':').next())
            .and_then(|n| n.parse::<usize>().ok())
            .expect("the failing line");
        let line = tests.lines().nth(at - 1).unwrap().trim();
        assert!(PYTEST_FAIL.contains(&format!(">       {line}")), "{line}");
        // Each edit applies once, in order, to the file as the previous step left it.
        let mut cart = FILES[0].1.to_string();
        for step in &STEPS {
            if let Action::Edit(file, old, new) = step.action {
                assert_eq!(file, "cart.py");
                assert_eq!(cart.matches(old).count(), 1, "{old}");
                cart = cart.replacen(old, new, 1);
            }
        }
    }
}
