//! The walk's view of one node: what comes right before it among its siblings (the
//! attributes and decorators that start a definition's range, the comments above it that
//! are its doc comment), carried from sibling to sibling so no sibling is looked up.

use tree_sitter::Node;

use crate::row::{Language, Leading};

/// The 1-based lines of a definition: its range, and the comments right above it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Lines {
    pub(super) start: usize,
    pub(super) end: usize,
    /// [`crate::Symbol::doc_line`].
    pub(super) doc: Option<usize>,
}

/// A node on the walk's path, with what comes right before it among its siblings.
#[derive(Clone, Copy)]
pub(super) struct Step<'t> {
    pub(super) node: Node<'t>,
    /// The first row of the attributes or decorators right before it (part of its range).
    pub(super) lead: Option<usize>,
    /// The first row of the comments right above it, each on lines of its own, with no
    /// blank line between them or before the node.
    pub(super) doc: Option<usize>,
    /// The last row of the sibling before it.
    after: Option<usize>,
}

impl<'t> Step<'t> {
    pub(super) fn first(node: Node<'t>) -> Self {
        Step {
            node,
            lead: None,
            doc: None,
            after: None,
        }
    }

    /// The step of `child`, the first child of `self`'s node. A child on its parent's first
    /// row takes the parent's doc comment: Python's `class C:` holds a comment before the
    /// block of its body, not before the method the block starts with.
    pub(super) fn first_child(&self, child: Node<'t>) -> Self {
        let doc = self
            .doc
            .filter(|_| child.start_position().row == self.node.start_position().row);
        Step {
            doc,
            ..Step::first(child)
        }
    }

    /// The step of `next`, the sibling after `self`, whose node is a comment or not.
    pub(super) fn then(&self, lang: &Language, next: Node<'t>, is_comment: bool) -> Step<'t> {
        let left = &self.node;
        let leading = (lang.leading)(left);
        let lead = match leading {
            Leading::Extend => self.lead.or(Some(left.start_position().row)),
            Leading::Skip => self.lead,
            Leading::Stop => None,
        };
        let own_lines = self.after.is_none_or(|row| row < left.start_position().row);
        let touches = next.start_position().row <= left.end_position().row + 1;
        let doc = if is_comment && own_lines && touches {
            Some(self.doc.unwrap_or(left.start_position().row))
        } else if leading == Leading::Extend {
            self.doc
        } else {
            None
        };
        Step {
            node: next,
            lead,
            doc,
            after: Some(left.end_position().row),
        }
    }
}
