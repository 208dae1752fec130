//! Which lines an edit touches: before it lands (in the file on disk) and after it landed
//! (in the new file, from the hunks of Claude Code's `structuredPatch` or of a Codex patch). Lines are 1-based, inclusive.
//!
//! Pure functions over text, so the gate and the test-run bookkeeping agree on one
//! definition of "the lines this edit changed". `apply_patch` reads Codex's patches.

pub(crate) mod apply_patch;

use similar::{DiffOp, TextDiff};

/// A 1-based inclusive line range.
pub(crate) type Lines = (usize, usize);

/// One hunk of a diff: where it sits in the old and the new file, and its lines.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Hunk {
    pub(crate) old_start: usize,
    pub(crate) old_lines: usize,
    pub(crate) new_start: usize,
    pub(crate) new_lines: usize,
    /// `" ctx"`, `"-old"`, `"+new"` (and `"\\ No newline at end of file"`).
    pub(crate) lines: Vec<String>,
}

/// `text` with CRLF line ends as plain newlines: Claude Code shows the model a CRLF file
/// with plain newlines, and writes it back with CRLF. Line numbers do not change.
fn plain_newlines(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains("\r\n") {
        std::borrow::Cow::Owned(text.replace("\r\n", "\n"))
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// The line ranges of `old` in `content`: the first occurrence, or all with `replace_all`.
/// Empty when `old` is empty or absent (the edit will fail anyway). Line ends do not
/// matter: `old` with plain newlines is found in a CRLF file.
pub(crate) fn replace_ranges(content: &str, old: &str, replace_all: bool) -> Vec<Lines> {
    if old.is_empty() {
        return Vec::new();
    }
    let (content, old) = (plain_newlines(content), plain_newlines(old));
    let (content, old) = (content.as_ref(), old.as_ref());
    // A trailing newline ends the last line of `old`; it does not reach into the next one.
    let span = old.strip_suffix('\n').unwrap_or(old).matches('\n').count();
    let (mut line, mut scanned) = (1, 0);
    let found = content.match_indices(old).map(|(at, _)| {
        line += content[scanned..at].matches('\n').count();
        scanned = at;
        (line, line + span)
    });
    found
        .take(if replace_all { usize::MAX } else { 1 })
        .collect()
}

/// What replacing `old` with `new` in `content` changes, in the file before the edit: the
/// lines it removes or rewrites, and the places it inserts between two lines.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Changed {
    /// Lines rewritten or removed.
    pub(crate) lines: Vec<Lines>,
    /// Pure insertions: `k` is between line `k` and line `k + 1`.
    pub(crate) inserted_after: Vec<usize>,
}

/// How many whole lines `old` and `new` share at their start and at their end (the context
/// an Edit's `old_string` carries around its change), never overlapping.
pub(crate) fn shared_lines(old: &str, new: &str) -> (usize, usize) {
    let (o, n): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    shared_ends(&o, &n)
}

/// How many items `o` and `n` share at their start and at their end, never overlapping.
fn shared_ends(o: &[&str], n: &[&str]) -> (usize, usize) {
    let lead = o.iter().zip(n).take_while(|(a, b)| a == b).count();
    let room = o.len().min(n.len()) - lead;
    let trail = o
        .iter()
        .rev()
        .zip(n.iter().rev())
        .take(room)
        .take_while(|(a, b)| a == b)
        .count();
    (lead, trail)
}

/// The lines of `content` that an Edit replacing `old` with `new` really changes: each
/// occurrence of `old` (the first, or all with `replace_all`) without the lines `old` and
/// `new` share at their start and end. An insertion between unchanged lines changes none
/// of them; it is reported as its place.
pub(crate) fn replace_changes(content: &str, old: &str, new: &str, replace_all: bool) -> Changed {
    let (old, new) = (plain_newlines(old), plain_newlines(new));
    let (lead, trail) = shared_lines(&old, &new);
    let mut out = Changed::default();
    for (a, b) in replace_ranges(content, &old, replace_all) {
        let (from, to) = (a + lead, b.saturating_sub(trail));
        if from <= to {
            out.lines.push((from, to));
        } else {
            out.inserted_after.push(a + lead - 1);
        }
    }
    out
}

/// The lines of `content` (the file after an Edit replaced `old` with `new`) that the edit
/// wrote: each occurrence of `new` without the context lines `old` and `new` share. A pure
/// deletion wrote nothing: the two lines it joined stand for it.
pub(crate) fn replaced_ranges(
    content: &str,
    old: &str,
    new: &str,
    replace_all: bool,
) -> Vec<Lines> {
    let (old, new) = (plain_newlines(old), plain_newlines(new));
    let (lead, trail) = shared_lines(&old, &new);
    replace_ranges(content, &new, replace_all)
        .into_iter()
        .map(|(a, b)| {
            let (from, to) = (a + lead, b.saturating_sub(trail));
            if from <= to {
                (from, to)
            } else {
                ((a + lead).saturating_sub(1).max(1), a + lead)
            }
        })
        .collect()
}

/// The ranges of `old` (the file on disk) that writing `new` over it changes. A pure
/// insertion between lines k and k+1 touches both neighbours (it lands between them).
/// A change of line ends alone (CRLF against plain newlines) changes nothing.
pub(crate) fn write_ranges(old: &str, new: &str) -> Vec<Lines> {
    let (old, new) = (plain_newlines(old), plain_newlines(new));
    let (old, new) = (old.as_ref(), new.as_ref());
    let old_count = old.lines().count();
    let diff = TextDiff::configure()
        .algorithm(similar::Algorithm::Myers)
        .timeout(std::time::Duration::from_millis(200))
        .diff_lines(old, new);
    let mut ranges = Vec::new();
    for op in diff.ops() {
        match *op {
            DiffOp::Equal { .. } => {}
            DiffOp::Delete {
                old_index, old_len, ..
            }
            | DiffOp::Replace {
                old_index, old_len, ..
            } => ranges.push((old_index + 1, old_index + old_len)),
            DiffOp::Insert { old_index, .. } => {
                let before = old_index.max(1);
                let after = (old_index + 1).min(old_count.max(1));
                ranges.push((before.min(after), before.max(after)));
            }
        }
    }
    merge(ranges)
}

/// The lines of the NEW file that a patch changed: its `+` lines, and for a pure deletion
/// the line just before the removed text (the code it was cut from).
pub(crate) fn patch_ranges(hunks: &[Hunk]) -> Vec<Lines> {
    let mut ranges = Vec::new();
    for h in hunks {
        let mut new_line = h.new_start.max(1);
        let mut added_in_hunk = false;
        let mut deletion_at = None;
        for l in &h.lines {
            match l.as_bytes().first() {
                Some(b'+') => {
                    ranges.push((new_line, new_line));
                    added_in_hunk = true;
                    new_line += 1;
                }
                Some(b'-') => {
                    deletion_at.get_or_insert(new_line.saturating_sub(1).max(1));
                }
                Some(b'\\') => {}
                _ => new_line += 1,
            }
        }
        if !added_in_hunk && let Some(at) = deletion_at {
            ranges.push((at, at));
        }
    }
    merge(ranges)
}

/// What a patch changed, line by line: lines of the NEW file it added or rewrote, and lines
/// of the OLD file it removed without a replacement (a deleted function, a removed
/// decorator), which only the old text can name. Lines a hunk removes and adds back alike
/// (context an Edit's `old_string` carried) are no change.
pub(crate) fn patch_changes(hunks: &[Hunk]) -> (Vec<Lines>, Vec<Lines>) {
    let (mut added, mut deleted) = (Vec::new(), Vec::new());
    for h in hunks {
        let (mut old_line, mut new_line) = (h.old_start.max(1), h.new_start.max(1));
        let mut i = 0;
        while i < h.lines.len() {
            let kind = h.lines[i].as_bytes().first().copied();
            if kind != Some(b'-') && kind != Some(b'+') {
                if kind != Some(b'\\') {
                    old_line += 1;
                    new_line += 1;
                }
                i += 1;
                continue;
            }
            // One run of removed lines followed by added ones.
            let mut minus = Vec::new();
            let mut plus = Vec::new();
            while i < h.lines.len() {
                match h.lines[i].as_bytes().first() {
                    Some(b'-') if plus.is_empty() => minus.push(&h.lines[i][1..]),
                    Some(b'+') => plus.push(&h.lines[i][1..]),
                    Some(b'\\') => {}
                    _ => break,
                }
                i += 1;
            }
            let (lead, trail) = shared_ends(&minus, &plus);
            let (m, p) = (minus.len() - lead - trail, plus.len() - lead - trail);
            if p > 0 {
                added.push((new_line + lead, new_line + lead + p - 1));
            } else if m > 0 {
                deleted.push((old_line + lead, old_line + lead + m - 1));
            }
            old_line += minus.len();
            new_line += plus.len();
        }
    }
    (merge(added), merge(deleted))
}

/// Maps ranges of the file before a patch to the file after it, so ranges remembered from
/// earlier edits still point at the same code. A range inside a replaced hunk maps onto
/// the hunk's new lines.
pub(crate) fn shift_ranges(ranges: &[Lines], hunks: &[Hunk]) -> Vec<Lines> {
    let map = |line: usize| -> usize {
        let mut delta: isize = 0;
        for h in hunks {
            let old_end = h.old_start + h.old_lines; // exclusive
            if line < h.old_start.max(1) || (h.old_lines == 0 && line <= h.old_start) {
                break;
            }
            if line < old_end {
                return map_inside(h, line);
            }
            delta += h.new_lines as isize - h.old_lines as isize;
        }
        (line as isize + delta).max(1) as usize
    };
    merge(ranges.iter().map(|&(a, b)| (map(a), map(b))).collect())
}

/// Where old line `line` (inside the hunk) went: a context line to its new place, a
/// removed line to the line that took its place.
fn map_inside(h: &Hunk, line: usize) -> usize {
    let (mut old, mut new) = (h.old_start, h.new_start);
    for l in &h.lines {
        match l.as_bytes().first() {
            Some(b'+') => new += 1,
            Some(b'-') => {
                if old == line {
                    return new.max(1);
                }
                old += 1;
            }
            Some(b'\\') => {}
            _ => {
                if old == line {
                    return new.max(1);
                }
                old += 1;
                new += 1;
            }
        }
    }
    new.max(1)
}

/// Sorts ranges and joins the overlapping or adjacent ones.
pub(crate) fn merge(mut ranges: Vec<Lines>) -> Vec<Lines> {
    ranges.retain(|&(a, b)| a >= 1 && a <= b);
    ranges.sort_unstable();
    let mut out: Vec<Lines> = Vec::with_capacity(ranges.len());
    for (a, b) in ranges {
        match out.last_mut() {
            Some(last) if a <= last.1 + 1 => last.1 = last.1.max(b),
            _ => out.push((a, b)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hunk(old_start: usize, old_lines: usize, new_start: usize, lines: &[&str]) -> Hunk {
        let new_lines = lines.iter().filter(|l| !l.starts_with('-')).count();
        Hunk {
            old_start,
            old_lines,
            new_start,
            new_lines,
            lines: lines.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn replace_finds_each_occurrence() {
        let src = "a\nx = 1\nb\nx = 1\nc\n";
        assert_eq!(replace_ranges(src, "x = 1", false), vec![(2, 2)]);
        assert_eq!(replace_ranges(src, "x = 1", true), vec![(2, 2), (4, 4)]);
        assert_eq!(replace_ranges(src, "b\nx = 1\n", false), vec![(3, 4)]);
        assert_eq!(replace_ranges(src, "a\nx", false), vec![(1, 2)]);
        assert!(replace_ranges(src, "zzz", true).is_empty());
        assert!(replace_ranges(src, "", true).is_empty());
    }

    #[test]
    fn write_diff_ranges_in_old_file() {
        let old = "1\n2\n3\n4\n5\n";
        assert_eq!(write_ranges(old, "1\n2\nTHREE\n4\n5\n"), vec![(3, 3)]);
        assert_eq!(write_ranges(old, "1\n2\n4\n5\n"), vec![(3, 3)]);
        assert_eq!(write_ranges(old, "1\n2\n3\nnew\n4\n5\n"), vec![(3, 4)]);
        assert_eq!(write_ranges(old, "0\n1\n2\n3\n4\n5\n"), vec![(1, 1)]);
        assert_eq!(write_ranges(old, old), vec![]);
    }

    #[test]
    fn structured_patch_new_lines() {
        // The shape Claude Code reports for an Edit replacing line 3 of 5.
        let h = hunk(1, 5, 1, &[" 1", " 2", "-3", "+three", "+3b", " 4", " 5"]);
        assert_eq!(patch_ranges(&[h]), vec![(3, 4)]);
        let del = hunk(2, 4, 2, &[" 2", "-3", "-4", " 5"]);
        assert_eq!(patch_ranges(&[del]), vec![(2, 2)]);
    }

    #[test]
    fn earlier_ranges_follow_later_edits() {
        // Two lines inserted at line 3 push a remembered range at 10..12 down by two.
        let ins = hunk(2, 2, 2, &[" 2", "+a", "+b", " 3"]);
        assert_eq!(
            shift_ranges(&[(10, 12), (1, 1)], &[ins]),
            vec![(1, 1), (12, 14)]
        );
        // A range inside a replaced block maps onto the replacement.
        let rep = hunk(5, 3, 5, &["-5", "-6", "-7", "+x"]);
        assert_eq!(
            shift_ranges(&[(6, 6), (9, 9)], &[rep]),
            vec![(5, 5), (7, 7)]
        );
    }

    #[test]
    fn shared_context_is_no_change() {
        let src = "def a():\n    return 1\n\n\ndef b():\n    return 2\n";
        // An insertion between two functions, old_string carrying both neighbours' lines.
        let old = "    return 1\n\n\ndef b():\n";
        let new = "    return 1\n\n\ndef c():\n    pass\n\n\ndef b():\n";
        let c = replace_changes(src, old, new, false);
        assert!(c.lines.is_empty(), "{c:?}");
        assert_eq!(c.inserted_after, [4]);
        // A change inside b, with a's last line as context.
        let c = replace_changes(
            src,
            "    return 1\n\n\ndef b():\n    return 2",
            "    return 1\n\n\ndef b():\n    return 3",
            false,
        );
        assert_eq!(c.lines, [(6, 6)]);
        assert_eq!(shared_lines("a\nb\n", "a\nb\n"), (2, 0));
    }

    #[test]
    fn patch_changes_split_added_and_deleted() {
        // The whole old_string replaced, its first and last lines unchanged.
        let h = hunk(1, 4, 1, &["-x", "-y", "-z", "+x", "+Y", "+z", " w"]);
        assert_eq!(patch_changes(&[h]), (vec![(2, 2)], vec![]));
        // A deleted decorator: a line of the old file only.
        let h = hunk(3, 3, 3, &[" a", "-@cache", " def f():"]);
        assert_eq!(patch_changes(&[h]), (vec![], vec![(4, 4)]));
    }

    #[test]
    fn merge_joins_adjacent() {
        assert_eq!(
            merge(vec![(4, 6), (1, 2), (3, 3), (9, 9)]),
            vec![(1, 6), (9, 9)]
        );
        assert_eq!(merge(vec![(5, 6), (1, 3)]), vec![(1, 3), (5, 6)]);
    }

    #[test]
    fn an_edit_reported_without_a_patch_changed_only_what_it_wrote() {
        let after =
            "def a():\n    return 1\n\ndef mid():\n    return 2\n\ndef b():\n    return 3\n";
        let old = "    return 1\n\ndef b():\n";
        let new = "    return 1\n\ndef mid():\n    return 2\n\ndef b():\n";
        // Lines 4-6 (`def mid`, its body and the blank after it), not a's or b's lines.
        assert_eq!(replaced_ranges(after, old, new, false), [(4, 6)]);
        // A deletion: the two lines it joined.
        let after = "def a():\n    return 1\n\ndef b():\n    return 3\n";
        let old = "    return 1\n\ndef mid():\n    return 2\n\ndef b():\n";
        let new = "    return 1\n\ndef b():\n";
        assert_eq!(replaced_ranges(after, old, new, false), [(3, 4)]);
    }
}
