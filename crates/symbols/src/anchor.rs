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
/// its slice, so nested definitions cost no further walks.
pub(crate) struct Tokens {
    /// Start byte of each token.
    start: Vec<usize>,
    /// Hash of each token's kind and text.
    token: Vec<u64>,
    /// Hash of each token's text alone (to find the own name).
    text: Vec<u64>,
}

impl Tokens {
    /// No tokens yet: [`Tokens::leaf`] and [`Tokens::subtree`] add them in document order.
    pub(crate) fn new() -> Tokens {
        Tokens {
            start: Vec::new(),
            token: Vec::new(),
            text: Vec::new(),
        }
    }

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
            loop {
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() {
                    return;
                }
            }
        }
    }

    /// The anchor of the definition over `bytes`, named `name` (its last segment is what
    /// the definition calls itself: `Cart.total` → `total`).
    pub(crate) fn anchor(&self, bytes: std::ops::Range<usize>, name: &str) -> Anchor {
        let own = xxh3_64(name.rsplit('.').next().unwrap_or(name).as_bytes());
        let from = self.start.partition_point(|&s| s < bytes.start);
        let to = self.start.partition_point(|&s| s < bytes.end);
        let mut bytes = Vec::with_capacity((to - from) * 8);
        for i in from..to {
            let token = if self.text[i] == own {
                OWN_NAME
            } else {
                self.token[i]
            };
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
/// Remembered per node kind (`known[kind]`: 0 not yet seen, 1 no, 2 yes).
#[derive(Default)]
pub(crate) struct Comments {
    known: Vec<u8>,
}

impl Comments {
    /// Whether `node` is a comment, whose tokens are no code.
    pub(crate) fn is(&mut self, node: &Node) -> bool {
        let kind = usize::from(node.kind_id());
        if kind >= 4096 {
            return node.kind().contains("comment");
        }
        if self.known.len() <= kind {
            self.known.resize(kind + 1, 0);
        }
        if self.known[kind] == 0 {
            self.known[kind] = if node.kind().contains("comment") {
                2
            } else {
                1
            };
        }
        self.known[kind] == 2
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::symbols_of_file;

    use super::*;

    fn anchors(path: &str, source: &str) -> Vec<(String, Anchor)> {
        symbols_of_file(Path::new(path), source.as_bytes())
            .unwrap()
            .into_iter()
            .map(|s| (s.name, s.anchor))
            .collect()
    }

    fn one(path: &str, source: &str, name: &str) -> Anchor {
        anchors(path, source)
            .into_iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("{name} not in {source}"))
            .1
    }

    const BODY: &str = "(args, nargs):\n    out = []\n    for x in args:\n        if x > nargs:\n            out.append(x * 2)\n    return out, len(out)\n";

    #[test]
    fn comments_whitespace_and_the_own_name_do_not_count() {
        let a = one("a.py", &format!("def unpack{BODY}"), "unpack");
        let renamed = format!(
            "# moved here\ndef _split{}",
            BODY.replace("out = []", "out  =  [ ]  # collected")
        );
        assert_eq!(one("b.py", &renamed, "_split"), a);
        assert!(!a.trivial(), "{a:?}");
        let changed = format!("def unpack{}", BODY.replace("x * 2", "x * 3"));
        assert_ne!(one("a.py", &changed, "unpack").hash, a.hash);
    }

    #[test]
    fn a_method_moved_to_another_class_keeps_its_anchor() {
        let a =
            "class A:\n    def run(self):\n        return [i * i for i in range(10) if i % 2]\n";
        let b = "class B:\n    x = 1\n\n    def go(self):\n        # moved\n        return [i * i for i in range(10) if i % 2]\n";
        assert_eq!(one("a.py", a, "A.run"), one("b.py", b, "B.go"));
    }

    #[test]
    fn recursion_through_the_own_name_follows_a_rename() {
        let f = |n: &str| {
            format!(
                "fn {n}(v: &[u32], acc: u32) -> u32 {{\n    match v {{\n        [] => acc,\n        [h, rest @ ..] => {n}(rest, acc + h),\n    }}\n}}\n"
            )
        };
        assert_eq!(
            one("a.rs", &f("sum"), "sum"),
            one("b.rs", &f("total"), "total")
        );
    }

    #[test]
    fn getters_and_pass_are_trivial() {
        assert!(one("a.py", "def f():\n    pass\n", "f").trivial());
        assert!(one("a.py", "def f():\n    return None\n", "f").trivial());
        let getter = "class C:\n    def name(self):\n        return self._name\n";
        assert!(one("a.py", getter, "C.name").trivial());
        let ts = "class C {\n  get total(): number { return this._total; }\n}\n";
        assert!(one("a.ts", ts, "C.total").trivial());
        let rs = "impl C {\n    fn name(&self) -> &str { &self.name }\n}\n";
        assert!(one("a.rs", rs, "C.name").trivial());
    }

    #[test]
    fn every_language_of_the_registry_gets_anchors() {
        // A definition with a comment inside, in each language: the comment never counts.
        for (path, with, without) in [
            (
                "x.ts",
                "function f(a: number) {\n  // note\n  return a + 1;\n}\n",
                "function f(a: number) {\n  return a + 1;\n}\n",
            ),
            (
                "x.go",
                "package p\nfunc F(a int) int {\n\t// note\n\treturn a + 1\n}\n",
                "package p\nfunc F(a int) int {\n\treturn a + 1\n}\n",
            ),
            (
                "x.js",
                "function f(a) {\n  /* note */ return a + 1;\n}\n",
                "function f(a) { return a + 1; }\n",
            ),
            (
                "x.rs",
                "fn f(a: u8) -> u8 {\n    /* note */ a + 1 // more\n}\n",
                "fn f(a: u8) -> u8 { a + 1 }\n",
            ),
        ] {
            let a = anchors(path, with);
            let b = anchors(path, without);
            assert_eq!(a.len(), 1, "{path}");
            assert_eq!(a, b, "{path}");
            assert!(a[0].1.size > 3, "{path}");
        }
    }

    /// Every language of the registry, on its own fixture: renaming a definition (its name
    /// where it is defined and wherever its body says it) keeps its anchor, and so does
    /// indenting it differently.
    #[test]
    fn every_registered_language_keeps_anchors_across_a_rename() {
        use crate::LANGUAGES;
        for lang in LANGUAGES {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/fixtures")
                .join(lang.name);
            let Ok(entries) = std::fs::read_dir(&dir) else {
                panic!("{}: no fixtures in {}", lang.name, dir.display());
            };
            let mut checked = 0;
            for entry in entries.flatten() {
                let path = entry.path();
                let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
                if !lang.extensions.contains(&ext) {
                    continue;
                }
                let source = std::fs::read_to_string(&path).unwrap();
                let table = symbols_of_file(&path, source.as_bytes()).unwrap();
                // A definition with a body worth following whose own name (its last
                // segment) is a plain identifier, renamed everywhere as a rename would.
                let last = |name: &str| name.rsplit('.').next().unwrap_or("").to_owned();
                // Keywords that name a definition (Swift's `init`, C#'s `this`) cannot be
                // renamed into a plain name: the first candidate that renames is checked.
                // Names written once (only the definition) first, so that a rename
                // touches nothing else; then names also used elsewhere (Bash calls).
                let mut candidates: Vec<&_> = table
                    .iter()
                    .filter(|s| {
                        let own = last(&s.name);
                        !s.anchor.trivial()
                            && !own.is_empty()
                            && own.chars().all(|c| c.is_alphanumeric() || c == '_')
                    })
                    .collect();
                candidates.sort_by_key(|s| source.matches(last(&s.name).as_str()).count() > 1);
                let mut renamed_one = None;
                for s in candidates {
                    let own = last(&s.name);
                    let renamed = rename_word(&source, &own, &format!("{own}Renamed"));
                    let after = symbols_of_file(&path, renamed.as_bytes()).unwrap();
                    if let Some(moved) = after
                        .iter()
                        .find(|t| t.name == format!("{}Renamed", s.name))
                    {
                        renamed_one = Some((s.clone(), moved.clone()));
                        break;
                    }
                }
                let Some((s, moved)) = renamed_one else {
                    continue;
                };
                assert_eq!(moved.anchor, s.anchor, "{}: {}", lang.name, s.name);
                checked += 1;
            }
            assert!(checked > 0, "{}: no fixture symbol to check", lang.name);
        }
    }

    /// `source` with every whole-word `from` (not part of a longer identifier) as `to`.
    fn rename_word(source: &str, from: &str, to: &str) -> String {
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let mut out = String::with_capacity(source.len());
        let mut rest = source;
        while let Some(at) = rest.find(from) {
            let before = rest[..at].chars().next_back();
            let after = rest[at + from.len()..].chars().next();
            out.push_str(&rest[..at]);
            if before.is_some_and(ident) || after.is_some_and(ident) {
                out.push_str(from);
            } else {
                out.push_str(to);
            }
            rest = &rest[at + from.len()..];
        }
        out.push_str(rest);
        out
    }
}
