//! What fixed a failing test, as an engineer would note it: the change made to the blamed
//! symbol between the red and the green run, read off a line diff and said in a few words
//! (`changed "X" to "Y"`, `added "Z" before "W"`, `removed "Z"`), redacted and short.

use similar::{ChangeTag, TextDiff};

use crate::store::redact::redact_and_cut;
use crate::text::cut;

/// Longest fix summary, in characters.
pub(crate) const FIX_CHARS: usize = 200;

/// Most changes named; the rest are counted.
const MAX_CHANGES: usize = 2;

/// One run of changed lines between unchanged ones, blank lines left out, each trimmed.
#[derive(Debug, Default)]
struct Hunk {
    removed: Vec<String>,
    added: Vec<String>,
    /// The unchanged line with text just before the change and just after it.
    before: Option<String>,
    after: Option<String>,
}

/// What changed from `before` (a symbol's source at the failing run) to `after` (at the
/// green run), in one line: `changed "return table[key]" to "return table.get(key, 0)"`,
/// `added "if x is None: / return 0" before "return x"`, `removed "x = x - 8"`; at most two
/// changes named, the rest counted; redacted, at most [`FIX_CHARS`] characters. None when
/// nothing but blank lines or indentation changed.
pub(crate) fn fix_summary(before: &str, after: &str) -> Option<String> {
    let hunks = hunks(before, after);
    if hunks.is_empty() {
        return None;
    }
    let each = if hunks.len() > 1 { 90 } else { FIX_CHARS };
    let mut parts: Vec<String> = hunks
        .iter()
        .take(MAX_CHANGES)
        .map(|h| describe(h, each))
        .collect();
    if hunks.len() > MAX_CHANGES {
        let more = hunks.len() - MAX_CHANGES;
        parts.push(format!(
            "{more} more {}",
            crate::text::plural(more, "change", "changes")
        ));
    }
    Some(redact_and_cut(&parts.join("; "), FIX_CHARS))
}

fn hunks(before: &str, after: &str) -> Vec<Hunk> {
    let diff = TextDiff::configure()
        .algorithm(similar::Algorithm::Myers)
        .timeout(std::time::Duration::from_millis(100))
        .diff_lines(before, after);
    let mut hunks = Vec::new();
    let mut cur = Hunk::default();
    let mut last_equal: Option<String> = None;
    for change in diff.iter_all_changes() {
        let line = change.value().trim();
        if line.is_empty() {
            continue;
        }
        match change.tag() {
            ChangeTag::Delete => cur.removed.push(line.to_string()),
            ChangeTag::Insert => cur.added.push(line.to_string()),
            ChangeTag::Equal => {
                if !cur.removed.is_empty() || !cur.added.is_empty() {
                    cur.after = Some(line.to_string());
                    hunks.push(std::mem::take(&mut cur));
                }
                last_equal = Some(line.to_string());
                continue;
            }
        }
        if cur.before.is_none() {
            cur.before.clone_from(&last_equal);
        }
    }
    if !cur.removed.is_empty() || !cur.added.is_empty() {
        hunks.push(cur);
    }
    // Lines that only moved their indentation are no change.
    hunks.retain(|h| h.removed != h.added);
    hunks
}

/// One change in at most `max` characters.
fn describe(h: &Hunk, max: usize) -> String {
    match (h.removed.is_empty(), h.added.is_empty()) {
        (false, false) => {
            let each = max.saturating_sub(16) / 2;
            format!(
                "changed {} to {}",
                quote(&h.removed, each),
                quote(&h.added, each)
            )
        }
        (true, false) => {
            let (word, anchor) = match (&h.after, &h.before) {
                (Some(a), _) => (" before ", Some(a)),
                (None, Some(b)) => (" after ", Some(b)),
                (None, None) => ("", None),
            };
            let anchor = anchor.map(|a| short_anchor(a)).unwrap_or_default();
            let room = max.saturating_sub(8 + word.len() + anchor.chars().count());
            format!("added {}{word}{anchor}", quote(&h.added, room))
        }
        _ => format!("removed {}", quote(&h.removed, max.saturating_sub(8))),
    }
}

/// Lines quoted as one: `"a / b +3 lines"`, the first two kept, in `max` characters.
fn quote(lines: &[String], max: usize) -> String {
    let shown = &lines[..lines.len().min(2)];
    let more = lines.len() - shown.len();
    let rest = (more > 0).then(|| format!(" +{more} lines"));
    let rest = rest.unwrap_or_default();
    let room = max.saturating_sub(2 + rest.len()).max(12);
    let each = if shown.len() > 1 {
        room.saturating_sub(3) / 2
    } else {
        room
    };
    let text: Vec<String> = shown.iter().map(|l| cut(l, each.max(8))).collect();
    format!("\"{}{rest}\"", text.join(" / "))
}

/// The line a change sits beside, as a reader finds it: a call's longer arguments elided
/// (`rv.append(...)`, `y = g(x)`), at most 40 characters.
fn short_anchor(line: &str) -> String {
    let line = line.trim_end_matches([':', '{', ';']).trim_end();
    let short = match line.find('(') {
        Some(at) if line.ends_with(')') && line.len() - at > 8 => {
            format!("{}(...)", &line[..at])
        }
        _ => line.to_string(),
    };
    cut(&short, 40)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replaced_line_is_changed() {
        assert_eq!(
            fix_summary(
                "def lookup(table, key):\n    return table[key]",
                "def lookup(table, key):\n    return table.get(key, 0)"
            )
            .as_deref(),
            Some("changed \"return table[key]\" to \"return table.get(key, 0)\"")
        );
    }

    #[test]
    fn an_inserted_line_is_added_before_the_next_one() {
        let before = "def f(x, spos):\n    rv = []\n    rv.append(tuple(x))\n    return rv\n";
        let after = "def f(x, spos):\n    rv = []\n    if spos is not None: x.reverse()\n    rv.append(tuple(x))\n    return rv\n";
        assert_eq!(
            fix_summary(before, after).as_deref(),
            Some("added \"if spos is not None: x.reverse()\" before rv.append(...)")
        );
        // At the end of the symbol: after the line above it.
        assert_eq!(
            fix_summary(
                "def f(x):\n    y = g(x)\n",
                "def f(x):\n    y = g(x)\n    return y\n"
            )
            .as_deref(),
            Some("added \"return y\" after y = g(x)")
        );
        assert_eq!(
            fix_summary(
                "def f(x):\n    return x",
                "def f(x):\n    if x is None:\n        return 0\n    return x"
            )
            .as_deref(),
            Some("added \"if x is None: / return 0\" before return x")
        );
    }

    #[test]
    fn a_deleted_line_is_removed() {
        assert_eq!(
            fix_summary(
                "def f(x):\n    x = x - 8\n    return x\n",
                "def f(x):\n    return x\n"
            )
            .as_deref(),
            Some("removed \"x = x - 8\"")
        );
    }

    #[test]
    fn several_changes_name_two_and_count_the_rest() {
        let before = "a = 1\nb = 2\nkeep\nc = 3\nkeep2\nd = 4\nkeep3\ne = 5\n";
        let after = "a = 10\nb = 2\nkeep\nkeep2\nd = 4\nkeep3\ne = 50\n";
        let s = fix_summary(before, after).unwrap();
        assert_eq!(
            s,
            "changed \"a = 1\" to \"a = 10\"; removed \"c = 3\"; 1 more change"
        );
    }

    #[test]
    fn blank_lines_and_indentation_are_no_change() {
        assert_eq!(fix_summary("a\n", "a\n"), None);
        assert_eq!(fix_summary("a\nb\n", "a\n\nb\n"), None);
        assert_eq!(fix_summary("if x:\n  y\n", "if x:\n    y\n"), None);
    }

    #[test]
    fn summaries_stay_short_and_redacted() {
        let long = fix_summary("x", &format!("{}\n{}\n", "y".repeat(300), "z".repeat(300)));
        let long = long.unwrap();
        assert!(long.chars().count() <= FIX_CHARS, "{long}");
        assert!(long.starts_with("changed \"x\" to \"yyy"), "{long}");
        let many: String = (0..50).map(|i| format!("line {i}\n")).collect();
        let s = fix_summary("", &many).unwrap();
        assert!(s.contains("+48 lines"), "{s}");
        assert!(s.chars().count() <= FIX_CHARS, "{s}");
        let secret =
            fix_summary("k = 1", "k = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB'").unwrap();
        assert!(!secret.contains("ghp_0123"), "{secret}");
    }
}
