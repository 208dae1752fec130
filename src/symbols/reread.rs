//! A second reading of a file whose tree has errors ([`super::Language::on_error`]): the
//! rewritten text has the source's length and lines, so the first tree, told which
//! stretches changed, is parsed again incrementally, and the tree with fewer errors is kept.

/// The stretches where `rewritten` differs from `source` (same length, same line breaks),
/// as edits of a tree.
pub(super) fn blanked(source: &[u8], rewritten: &[u8]) -> Vec<tree_sitter::InputEdit> {
    let mut edits = Vec::new();
    let (mut row, mut line_start) = (0, 0);
    let mut i = 0;
    let point = |row: usize, line_start: usize, at: usize| tree_sitter::Point {
        row,
        column: at - line_start,
    };
    while i < source.len() {
        if source[i] == rewritten[i] {
            if source[i] == b'\n' {
                row += 1;
                line_start = i + 1;
            }
            i += 1;
            continue;
        }
        let start = i;
        let start_point = point(row, line_start, start);
        // Line breaks are kept, so a changed stretch never spans one.
        while i < source.len() && source[i] != rewritten[i] {
            i += 1;
        }
        let end_point = point(row, line_start, i);
        edits.push(tree_sitter::InputEdit {
            start_byte: start,
            old_end_byte: i,
            new_end_byte: i,
            start_position: start_point,
            old_end_position: end_point,
            new_end_position: end_point,
        });
    }
    edits
}

/// How much of `tree` is error: the bytes of its error nodes and one per missing token.
pub(super) fn errors_in(tree: &tree_sitter::Tree) -> usize {
    let mut total = 0;
    let mut cursor = tree.walk();
    loop {
        let node = cursor.node();
        if node.is_error() {
            total += node.byte_range().len().max(1);
        } else if node.is_missing() {
            total += 1;
        }
        // Only a node with an error below it is entered.
        if !node.is_error() && node.has_error() && cursor.goto_first_child() {
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if !cursor.goto_parent() {
                return total;
            }
        }
    }
}
