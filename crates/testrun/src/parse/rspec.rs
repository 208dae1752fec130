//! RSpec: the `rspec ./spec/…` rerun lines and the `expected`/`got` of the first failure.

use super::{Tally, indent, message_at};
use crate::RunReport;

/// RSpec: `rspec ./spec/x_spec.rb:4 # Calc adds` and `Failure/Error:` with `expected`/`got`.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("rspec ./")
            && let Some((_, name)) = rest.split_once(" # ")
        {
            r.fail(name);
        } else if r.wants_error()
            && let Some(code) = t.strip_prefix("Failure/Error: ")
        {
            // The message lies under its `Failure/Error:`, indented as deep or deeper: a
            // line less indented is another part of the output (`700 examples, 1 failure`
            // right under it once `| grep` dropped the message).
            let depth = indent(l);
            let mut detail = Vec::new();
            for (j, l) in lines.iter().enumerate().skip(i + 1).take(5) {
                let t = l.trim();
                if !t.is_empty() && indent(l) < depth {
                    break;
                }
                if t.starts_with("expected") || t.starts_with("got:") {
                    detail.push(t.split_whitespace().collect::<Vec<_>>().join(" "));
                } else if !t.is_empty() && !detail.is_empty() {
                    break;
                } else if !t.is_empty() && detail.is_empty() && !t.starts_with('#') {
                    // `NotImplementedError:` with its message on the next line.
                    detail.push(message_at(lines, j));
                    break;
                }
            }
            r.error(Some(if detail.is_empty() {
                code.to_string()
            } else {
                detail.join(", ")
            }));
        }
    }
    r.report
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn rspec_output() {
        let rspec = "F.\n\nFailures:\n\n  1) Calc applies a discount\n     Failure/Error: expect(discount(100, 10)).to eq(90)\n\n       expected: 90\n            got: 81\n\n       (compared using ==)\n\nFinished in 0.01 seconds\n2 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/calc_spec.rb:4 # Calc applies a discount\n";
        let rs = failed_text(Runner::Rspec, rspec);
        assert_eq!(rs.failed_tests, ["Calc applies a discount"]);
        assert_eq!(rs.error.as_deref(), Some("expected: 90, got: 81"));
    }

    #[test]
    fn a_summary_under_a_grepped_failure_is_not_its_message() {
        // `rspec 2>&1 | grep -E 'Failure|examples|rspec ./'`: the message lines are gone.
        let out = "Failures:\n     Failure/Error: expect(total).to eq(90)\n700 examples, 1 failure\nFailed examples:\nrspec ./spec/calc_spec.rb:4 # Calc applies a discount\n";
        let rs = failed_text(Runner::Rspec, out);
        assert_eq!(rs.failed_tests, ["Calc applies a discount"]);
        assert_eq!(rs.error.as_deref(), Some("expect(total).to eq(90)"));
    }
}
