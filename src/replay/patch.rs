//! Pure: the text of a file after a recorded edit, so the replay's work tree follows the
//! session (the hooks read the files on disk): Claude Code's `Edit`/`MultiEdit` replacements
//! and the lines each one changed (Codex's `apply_patch` patches are read and applied by
//! `edit::apply_patch`, as the hooks read them).

/// Lines of a file, 1-based and inclusive.
pub(crate) type Lines = (usize, usize);

/// `text` with `old` replaced by `new` (every occurrence with `all`); None when `old` is
/// not in it.
pub(crate) fn replace(text: &str, old: &str, new: &str, all: bool) -> Option<String> {
    if old.is_empty() || !text.contains(old) {
        return None;
    }
    Some(if all {
        text.replace(old, new)
    } else {
        text.replacen(old, new, 1)
    })
}

/// The lines of the new text an edit changed, from Claude Code's `structuredPatch` hunks
/// (`newStart`, and `lines` marked ` `, `-`, `+`): each run of added lines, or the line
/// after a pure deletion.
pub(crate) fn changed_by_hunks(hunks: &[(usize, Vec<String>)]) -> Vec<Lines> {
    runs(hunks, '+', true)
}

/// The lines of the old text an edit removed, from the same hunks with `oldStart`: each run
/// of removed lines.
pub(crate) fn removed_by_hunks(hunks: &[(usize, Vec<String>)]) -> Vec<Lines> {
    runs(hunks, '-', false)
}

/// The runs of lines marked `ours` in hunks numbered from their start on our side; with
/// `mark_theirs`, a line of the other side alone marks the line of ours where it stood.
fn runs(hunks: &[(usize, Vec<String>)], ours: char, mark_theirs: bool) -> Vec<Lines> {
    let mut out = Vec::new();
    for (start, lines) in hunks {
        let mut line = *start;
        let mut run: Option<Lines> = None;
        for l in lines {
            match l.chars().next() {
                Some(c) if c == ours => {
                    run = Some(run.map_or((line, line), |(a, _)| (a, line)));
                    line += 1;
                }
                Some('+' | '-') if mark_theirs => {
                    run = Some(run.unwrap_or((line, line)));
                }
                Some('+' | '-' | '\\') => {}
                _ => {
                    out.extend(run.take());
                    line += 1;
                }
            }
        }
        out.extend(run);
    }
    out
}

/// Claude Code's `structuredPatch`: unified hunks with three lines of context.
pub(crate) fn structured_patch(before: &str, after: &str) -> serde_json::Value {
    let diff = similar::TextDiff::from_lines(before, after);
    let mut hunks = Vec::new();
    for group in diff.grouped_ops(3) {
        let (Some(first), Some(last)) = (group.first(), group.last()) else {
            continue;
        };
        let old = first.old_range().start..last.old_range().end;
        let new = first.new_range().start..last.new_range().end;
        let mut lines = Vec::new();
        for op in &group {
            for change in diff.iter_changes(op) {
                let sign = match change.tag() {
                    similar::ChangeTag::Equal => ' ',
                    similar::ChangeTag::Delete => '-',
                    similar::ChangeTag::Insert => '+',
                };
                lines.push(format!("{sign}{}", change.value().trim_end_matches('\n')));
            }
        }
        hunks.push(
            serde_json::json!({"oldStart": old.start + 1, "oldLines": old.len(),
            "newStart": new.start + 1, "newLines": new.len(), "lines": lines}),
        );
    }
    serde_json::json!(hunks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replace_needs_the_old_text() {
        assert_eq!(replace("a b a", "a", "c", false).as_deref(), Some("c b a"));
        assert_eq!(replace("a b a", "a", "c", true).as_deref(), Some("c b c"));
        assert_eq!(replace("a b", "x", "c", false), None);
    }

    #[test]
    fn hunks_name_the_added_lines_or_the_deletion_point() {
        let hunk = |start, lines: &[&str]| (start, lines.iter().map(|s| s.to_string()).collect());
        let changed = changed_by_hunks(&[
            hunk(10, &[" a", "-b", "+B", "+C", " d"]),
            hunk(40, &[" x", "-y", " z"]),
        ]);
        assert_eq!(changed, vec![(11, 12), (41, 41)]);
        let removed = removed_by_hunks(&[
            hunk(10, &[" a", "-b", "+B", "+C", " d"]),
            hunk(40, &[" x", "-y", "-w", "+v", " z"]),
            hunk(60, &[" p", "+q", " r"]),
        ]);
        assert_eq!(removed, vec![(11, 11), (41, 42)]);
    }

    #[test]
    fn patch_has_context_and_one_based_starts() {
        let before = "a\nb\nc\nd\ne\nf\ng\nh\n";
        let after = "a\nb\nc\nd\nE\nf\ng\nh\n";
        let p = structured_patch(before, after);
        assert_eq!(p.as_array().unwrap().len(), 1);
        let h = &p[0];
        assert_eq!(
            (h["oldStart"].as_u64(), h["oldLines"].as_u64()),
            (Some(2), Some(7))
        );
        assert_eq!(h["lines"][3], "-e");
        assert_eq!(h["lines"][4], "+E");
        assert_eq!(h["lines"][0], " b");
    }
}
