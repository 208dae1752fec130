//! A symbol's anchor: what identifies its code wherever it goes. The hash of the definition's
//! tokens, without comments, whitespace or the symbol's own name, and how many tokens there
//! are. A lesson keeps the anchor of the code it was written about: the same anchor under
//! another name or in another file is where the code went, a different one at the same
//! name means the code changed.
//!
//! The normaliser knows no language: it reads only what every tree-sitter grammar has
//! (leaf tokens, `extra` nodes, kinds named `*comment*`), so a language added to the
//! registry gets anchors with no code here.

use serde::{Deserialize, Serialize};
use tree_sitter::Node;
use xxhash_rust::xxh3::{xxh3_64, xxh3_64_with_seed};

use super::matcher::PerKind;

/// The anchor of one definition. `size` counts the normalised tokens.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Anchor {
    /// The hash of the definition's normalised tokens.
    pub hash: u64,
    /// How many normalised tokens it has.
    pub size: u32,
}

/// Bodies of fewer tokens than this (`pass`, `return None`, a one-line getter) are too
/// common to say where code went: they never move a lesson.
pub const TRIVIAL_TOKENS: u32 = 24;

/// Token placed where the symbol's own name stands, so a rename keeps the anchor.
const OWN_NAME: u64 = 0x6f77_6e2d_6e61_6d65;

impl Anchor {
    /// The hash as stored (`experiences.anchor_hash`, `symbols.body_hash`): 16 hex digits.
    pub fn hex(self) -> String {
        format!("{:016x}", self.hash)
    }

    /// Too small to be evidence of where code went.
    pub fn trivial(self) -> bool {
        self.size < TRIVIAL_TOKENS
    }
}

/// The normalised tokens of a whole tree, in order, gathered by the walk that finds the
/// definitions (no second walk of the tree): each definition's anchor is then hashed from
/// its slice, so nested definitions cost no further walks. None at first: [`Tokens::leaf`]
/// and [`Tokens::subtree`] add them in document order.
#[derive(Default)]
pub(crate) struct Tokens {
    /// Start byte of each token.
    start: Vec<usize>,
    /// Hash of each token's kind and text.
    token: Vec<u64>,
    /// Hash of each token's text alone (to find the own name).
    text: Vec<u64>,
}

impl Tokens {
    /// Adds `node` when it is a leaf, not a comment (the walk that calls this does not
    /// descend into comments: see [`Comments::is`]).
    pub(crate) fn leaf(&mut self, node: &Node, source: &[u8]) {
        if node.child_count() != 0 {
            return;
        }
        let text = source.get(node.byte_range()).unwrap_or_default();
        // A missing node (error recovery) has no text and is not code.
        if !text.is_empty() {
            self.start.push(node.start_byte());
            self.token
                .push(xxh3_64_with_seed(text, u64::from(node.kind_id())));
            self.text.push(xxh3_64(text));
        }
    }

    /// Adds the leaf tokens under `root` (itself included), comments left out.
    pub(crate) fn subtree(&mut self, root: &Node, source: &[u8], comments: &mut Comments) {
        let mut cursor = root.walk();
        loop {
            let n = cursor.node();
            let skip = comments.is(&n);
            if !skip {
                self.leaf(&n, source);
            }
            if !skip && cursor.goto_first_child() {
                continue;
            }
            while !cursor.goto_next_sibling() {
                if !cursor.goto_parent() {
                    return;
                }
            }
        }
    }

    /// The anchor of the definition over `bytes`, named `name`: its last segment is what
    /// the definition calls itself (`Cart.total` → `total`), unless the name is one token
    /// with dots of its own (a test titled `'app.router'`).
    pub(crate) fn anchor(&self, bytes: std::ops::Range<usize>, name: &str) -> Anchor {
        let own = xxh3_64(name.rsplit('.').next().unwrap_or(name).as_bytes());
        let whole = xxh3_64(name.as_bytes());
        let from = self.start.partition_point(|&s| s < bytes.start);
        let to = self.start.partition_point(|&s| s < bytes.end);
        let mut bytes = Vec::with_capacity((to - from) * 8);
        for i in from..to {
            let own_name = self.text[i] == own || self.text[i] == whole;
            let token = if own_name { OWN_NAME } else { self.token[i] };
            bytes.extend_from_slice(&token.to_le_bytes());
        }
        Anchor {
            hash: xxh3_64(&bytes),
            size: u32::try_from(to - from).unwrap_or(u32::MAX),
        }
    }
}

/// Comments in every grammar: extras named so (`comment`, `line_comment`, `block_comment`,
/// `doc_comment`, ...). Other extras (a line continuation) are tokens like any other.
/// Remembered per node kind.
#[derive(Default)]
pub(crate) struct Comments(PerKind<bool>);

impl Comments {
    /// Whether `node` is a comment, whose tokens are no code.
    pub(crate) fn is(&mut self, node: &Node) -> bool {
        *self.0.get(node, || node.kind().contains("comment"))
    }
}

#[cfg(test)]
mod tests;
