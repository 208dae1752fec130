//! `node --test`: the TAP reporter's `not ok` entries with their YAML error block, and the
//! spec reporter's `✖` tests with the error indented under them.

use super::{Tally, indent, message_at, next_text, without_duration};
use crate::RunReport;

/// node:test: TAP `not ok 3 - name` (its `error:` and `name:` in the YAML block under it;
/// a suite's `subtests failed` is no test of its own) and `ok 4 - name` (not `# SKIP`); spec `✖ name
/// (1.2ms)` with its error on the next, deeper line (a suite has none) and `✔ name`.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    for (i, l) in lines.iter().enumerate() {
        let text = l.trim();
        if let Some(rest) = text.strip_prefix("not ok ") {
            let block = yaml_block(lines, i + 1);
            if block.iter().any(|b| b.contains("subtestsFailed")) {
                continue;
            }
            r.fail_with(tap_name(rest), || tap_error(block));
        } else if let Some(rest) = text.strip_prefix("ok ")
            && !rest.contains(" # SKIP")
            && !rest.contains(" # TODO")
        {
            r.pass(tap_name(rest));
        } else if let Some(rest) = text.strip_prefix("✖ ") {
            let Some((j, _)) =
                next_text(lines, i + 1).filter(|(j, _)| indent(lines[*j]) > indent(l))
            else {
                continue;
            };
            if rest.ends_with(')') {
                r.fail_with(without_duration(rest), || Some(message_at(lines, j)));
            }
        } else if let Some(rest) = text.strip_prefix("✔ ") {
            r.pass(without_duration(rest));
        }
    }
    r.report
}

/// `3 - refunds an order # SKIP` -> `refunds an order`.
fn tap_name(rest: &str) -> &str {
    let name = rest.split_once(" - ").map_or("", |(_, n)| n);
    name.split(" # ").next().unwrap_or(name).trim()
}

/// The YAML lines between `---` and `...` under a TAP entry.
fn yaml_block<'a>(lines: &'a [&'a str], from: usize) -> &'a [&'a str] {
    if lines.get(from).map(|l| l.trim()) != Some("---") {
        return &[];
    }
    let end = lines[from..]
        .iter()
        .position(|l| l.trim() == "...")
        .map_or(lines.len(), |n| from + n);
    &lines[from + 1..end]
}

/// `name: 'AssertionError'` and `error: |-` (the lines under it) or `error: 'message'`:
/// `AssertionError: Expected values to be strictly equal: 81 !== 90`.
fn tap_error(block: &[&str]) -> Option<String> {
    let field = |key: &str| {
        block
            .iter()
            .position(|l| l.trim_start().starts_with(key))
            .map(|i| {
                let v = block[i].trim_start()[key.len()..].trim();
                (i, v.trim_matches('\'').to_string())
            })
    };
    let (at, value) = field("error: ")?;
    let message = if value.starts_with('|') {
        let under = block[at + 1..]
            .iter()
            .take_while(|l| indent(l) > indent(block[at]) || l.trim().is_empty())
            .copied()
            .collect::<Vec<_>>();
        let first = under.iter().position(|l| !l.trim().is_empty())?;
        message_at(&under, first)
    } else {
        value
    };
    Some(match field("name: ") {
        Some((_, name)) => format!("{name}: {message}"),
        None => message,
    })
}
