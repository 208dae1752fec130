//! AVA: its `✘ [fail]:` lines, and the error of the first failure from the detail block
//! AVA prints under the failure's title: the assertion's line and its `- actual`/`+
//! expected` difference, or the error thrown.

use std::collections::HashSet;

use super::{Tally, indent, is_exception_line, without_duration};
use crate::RunReport;

/// AVA: `✘ [fail]: title message` (the title is the one its detail block repeats) and
/// `✔ title`; the error from the first detail block.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut failed = Vec::new();
    for l in lines {
        let text = l.trim();
        if let Some(rest) = text.strip_prefix("✘ [fail]: ") {
            failed.push(rest);
        } else if let Some(rest) = text.strip_prefix("✔ ") {
            r.pass(without_duration(rest));
        }
    }
    // A detail block starts with the title alone at two spaces, between blank lines.
    let blocks: Vec<usize> = (1..lines.len().saturating_sub(1))
        .filter(|&i| {
            indent(lines[i]) == 2
                && lines[i - 1].trim().is_empty()
                && lines[i + 1].trim().is_empty()
        })
        .collect();
    let titles: HashSet<&str> = blocks.iter().map(|&i| lines[i].trim()).collect();
    for f in &failed {
        // The longest title the line starts with, cut at a word; else the whole line.
        let cuts = f.match_indices(' ').map(|(i, _)| &f[..i]).rev();
        let title = std::iter::once(*f)
            .chain(cuts)
            .find(|t| titles.contains(t))
            .unwrap_or(f);
        r.fail(title);
    }
    let names: HashSet<&str> = r.report.failed_tests.iter().map(String::as_str).collect();
    let mut starts = blocks.iter().filter(|&&i| names.contains(lines[i].trim()));
    if let Some(&start) = starts.next() {
        let end = starts.next().copied().unwrap_or(lines.len());
        r.error(block_error(&lines[start + 1..end]));
    }
    r.report
}

/// `t.is(applyDiscount(100, 10), 90): - 81, + 90`, or the error thrown.
fn block_error(block: &[&str]) -> Option<String> {
    let texts: Vec<&str> = block.iter().map(|l| l.trim()).collect();
    if let Some(d) = texts.iter().position(|t| t.starts_with("Difference")) {
        let diff: Vec<String> = texts[d + 1..]
            .iter()
            .filter(|t| t.starts_with("- ") || t.starts_with("+ "))
            .take(2)
            .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
            .map(|t| t.trim_end_matches(',').to_string())
            .collect();
        let code = assertion_line(&texts[..d]).unwrap_or(texts[d]);
        return Some(format!("{code}: {}", diff.join(", ")));
    }
    texts
        .iter()
        .find(|t| is_exception_line(t) && !t.ends_with(':'))
        .or_else(|| texts.iter().find(|t| !t.is_empty()))
        .map(|t| t.to_string())
}

/// The source line AVA marks (`5:   t.is(x, 90);` under `shop.test.js:5`).
fn assertion_line<'a>(texts: &[&'a str]) -> Option<&'a str> {
    let line = texts
        .iter()
        .find_map(|t| t.rsplit_once(':').filter(|(f, _)| f.contains('.')))?
        .1;
    let mark = format!("{line}:");
    texts
        .iter()
        .find_map(|t| t.strip_prefix(mark.as_str()))
        .map(|code| code.trim().trim_end_matches(';'))
}
