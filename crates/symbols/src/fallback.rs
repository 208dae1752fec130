//! The preprocessor fallback of a file whose tree has errors
//! ([`super::Language::preproc_fallback`]): the
//! rewritten text (the source's length and lines) is parsed again, and the tree with fewer
//! errors is kept. A fresh parse: told the thousands of stretches a rewrite blanks, an
//! incremental one took longer (`gmock-matchers.h`: 140 ms against 120 ms).

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
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return total;
            }
        }
    }
}
