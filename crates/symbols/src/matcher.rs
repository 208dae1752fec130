//! A matcher for the small subset of tree-sitter's query language that the symbol queries
//! use. Compiling a real `tree_sitter::Query` costs 5–80 ms per process (it analyses the
//! whole grammar), more than a hook may spend on a file; this one compiles in microseconds
//! and matches in one walk of the tree. A test runs every query through tree-sitter's own
//! engine too, on every fixture, and requires the same matches.
//!
//! Supported: `(kind child...)`, `(_)`, `"token"`, `[alternatives]`, `field: pattern`,
//! `!field`, `@capture` after any pattern, a `.` anchor before the first child pattern,
//! the text predicates `(#eq? @capture "text")`, `(#any-of? @capture "a" "b" ...)`,
//! `(#match? @capture "regex")` and their `#not-` forms, `;` comments.
//! Child patterns without a field match direct children in order; a field pattern matches
//! the child in that field; an anchored first child pattern matches the first named child
//! only.

use std::borrow::Cow;
use std::sync::OnceLock;

use anyhow::{Result, anyhow};
use regex::bytes::Regex;
use tree_sitter::Node;

use super::languages::LANGUAGES;
use super::row::Language;

/// A compiled symbol query.
#[derive(Debug)]
pub(crate) struct Matcher {
    patterns: Vec<TopPattern>,
    capture_names: Vec<String>,
    /// The node kinds a `@definition.<kind>` capture sits on.
    definition_kinds: Vec<String>,
}

#[derive(Debug)]
struct TopPattern {
    pattern: Pattern,
    /// Text predicates: capture id, the test, and whether the capture's text must pass it
    /// (`#eq?`) or must not (`#not-eq?`).
    equals: Vec<(usize, TextTest, bool)>,
}

/// What a text predicate asks of a capture's text.
#[derive(Debug)]
enum TextTest {
    /// `#eq?`: this text.
    Is(String),
    /// `#any-of?`: one of these texts.
    AnyOf(Vec<String>),
    /// `#match?`: a match of this regular expression somewhere in it.
    Matches(Regex),
}

impl TextTest {
    fn passes(&self, text: &[u8]) -> bool {
        match self {
            TextTest::Is(t) => text == t.as_bytes(),
            TextTest::AnyOf(texts) => texts.iter().any(|t| text == t.as_bytes()),
            TextTest::Matches(re) => re.is_match(text),
        }
    }
}

#[derive(Debug)]
struct Pattern {
    test: NodeTest,
    children: Vec<Child>,
    captures: Vec<usize>,
}

#[derive(Debug)]
enum NodeTest {
    /// `(kind ...)`: a named node of that kind.
    Kind(String),
    /// `(_)`: any named node.
    AnyNamed,
    /// `"token"`: an anonymous node.
    Token(String),
    /// `[a b]`: any of them.
    Either(Vec<Pattern>),
}

#[derive(Debug)]
enum Child {
    Field(String, Pattern),
    NoField(String),
    Ordered(Pattern),
    /// `. pattern` as the first child pattern: the first named child.
    First(Pattern),
}

/// One match: the pattern's index and its captures (capture id, node).
pub(crate) struct Match<'t> {
    pub(crate) pattern: usize,
    pub(crate) captures: Vec<(usize, Node<'t>)>,
}

impl Matcher {
    /// The matcher of `lang`'s symbol query, compiled on first use.
    pub(crate) fn of(lang: &'static Language) -> Result<&'static Matcher> {
        static MATCHERS: OnceLock<Vec<OnceLock<Result<Matcher, String>>>> = OnceLock::new();
        let slots = MATCHERS.get_or_init(|| LANGUAGES.iter().map(|_| OnceLock::new()).collect());
        let slot = LANGUAGES
            .iter()
            .position(|l| std::ptr::eq(l, lang))
            .expect("languages come from the registry");
        slots[slot]
            .get_or_init(|| {
                Matcher::new(&(lang.grammar)(), lang.query).map_err(|e| format!("{e:#}"))
            })
            .as_ref()
            .map_err(|e| anyhow!("compiling the {} symbol query: {e}", lang.name))
    }

    /// Compiles `source`, checking node kinds and field names against `language`.
    pub(crate) fn new(language: &tree_sitter::Language, source: &str) -> Result<Matcher> {
        let (patterns, capture_names) = query::parse(language, source)?;
        let is_definition: Vec<bool> = (capture_names.iter())
            .map(|n| n.starts_with("definition."))
            .collect();
        let mut definition_kinds = Vec::new();
        for top in &patterns {
            top.pattern
                .kinds_captured(&is_definition, &mut definition_kinds);
        }
        definition_kinds.sort();
        definition_kinds.dedup();
        Ok(Matcher {
            patterns,
            capture_names,
            definition_kinds,
        })
    }

    pub(crate) fn capture_names(&self) -> &[String] {
        &self.capture_names
    }

    /// The node kinds that some pattern captures as a definition (`(kind) @definition.x`).
    pub(crate) fn definition_kinds(&self) -> &[String] {
        &self.definition_kinds
    }

    /// Appends to `out` the matches of every pattern that starts at `node`; call it on every
    /// node of a tree, in any order, to get all the matches in it.
    pub(crate) fn matches_at<'t>(
        &self,
        node: Node<'t>,
        source: &[u8],
        cache: &mut KindCache,
        out: &mut Vec<Match<'t>>,
    ) {
        let patterns = cache.get(&node, || {
            (0..self.patterns.len())
                .filter(|&i| self.patterns[i].pattern.test.may_match(&node))
                .collect()
        });
        for &i in patterns.iter() {
            let top = &self.patterns[i];
            let mut found = Vec::new();
            top.pattern.match_node(node, &mut found);
            for captures in found {
                let text_ok = top.equals.iter().all(|(cap, test, positive)| {
                    captures.iter().filter(|(c, _)| c == cap).all(|(_, n)| {
                        let text = source.get(n.byte_range()).unwrap_or_default();
                        test.passes(text) == *positive
                    })
                });
                if text_ok {
                    out.push(Match {
                        pattern: i,
                        captures,
                    });
                }
            }
        }
    }
}

/// Which patterns may start at each node kind, filled in as kinds are met: most nodes match
/// no pattern, and this makes each node cost one lookup instead of a test per pattern.
pub(crate) type KindCache = PerKind<Vec<usize>>;

/// A value per node kind, worked out at the first node of the kind (`None` until then).
/// Grammars have a few hundred kinds; a kind past 4096 (ERROR is `u16::MAX`) is worked out
/// at each node.
#[derive(Debug, Default)]
pub(crate) struct PerKind<T>(Vec<Option<T>>);

impl<T: Clone> PerKind<T> {
    /// The value `make` gives for `node`'s kind.
    pub(crate) fn get(&mut self, node: &Node, make: impl FnOnce() -> T) -> Cow<'_, T> {
        let kind = usize::from(node.kind_id());
        if kind >= 4096 {
            return Cow::Owned(make());
        }
        if self.0.len() <= kind {
            self.0.resize(kind + 1, None);
        }
        Cow::Borrowed(self.0[kind].get_or_insert_with(make))
    }
}

type Captures<'t> = Vec<(usize, Node<'t>)>;

impl NodeTest {
    /// The named kinds this test accepts.
    fn kinds(&self, out: &mut Vec<String>) {
        match self {
            NodeTest::Kind(k) => out.push(k.clone()),
            NodeTest::Either(alts) => alts.iter().for_each(|a| a.test.kinds(out)),
            NodeTest::AnyNamed | NodeTest::Token(_) => {}
        }
    }

    fn may_match(&self, node: &Node) -> bool {
        match self {
            NodeTest::Kind(k) => node.is_named() && node.kind() == k,
            NodeTest::AnyNamed => node.is_named(),
            NodeTest::Token(t) => !node.is_named() && node.kind() == t,
            NodeTest::Either(alts) => alts.iter().any(|a| a.test.may_match(node)),
        }
    }
}

impl Pattern {
    /// Adds to `out` the kinds this pattern, or a pattern inside it, tests for where it
    /// carries a capture `wanted[capture]`.
    fn kinds_captured(&self, wanted: &[bool], out: &mut Vec<String>) {
        if self.captures.iter().any(|&c| wanted[c]) {
            self.test.kinds(out);
        }
        if let NodeTest::Either(alts) = &self.test {
            for alt in alts {
                alt.kinds_captured(wanted, out);
            }
        }
        for child in &self.children {
            if let Child::Field(_, p) | Child::Ordered(p) | Child::First(p) = child {
                p.kinds_captured(wanted, out);
            }
        }
    }

    /// Appends to `out` the captures of every way this pattern matches `node`.
    fn match_node<'t>(&self, node: Node<'t>, out: &mut Vec<Captures<'t>>) {
        let mut partial: Vec<(Captures<'t>, u32)> = match &self.test {
            NodeTest::Either(alts) => {
                let mut found = Vec::new();
                for alt in alts {
                    alt.match_node(node, &mut found);
                }
                found.into_iter().map(|c| (c, 0)).collect()
            }
            test if test.may_match(&node) => vec![(Vec::new(), 0)],
            _ => return,
        };
        for (captures, _) in &mut partial {
            captures.extend(self.captures.iter().map(|&c| (c, node)));
        }
        for child in &self.children {
            let mut next = Vec::new();
            for (captures, from) in partial {
                match child {
                    Child::NoField(field) => {
                        if node.child_by_field_name(field).is_none() {
                            next.push((captures, from));
                        }
                    }
                    Child::Field(field, pattern) => {
                        if let Some(c) = node.child_by_field_name(field) {
                            pattern.extend_matches(c, &captures, from, &mut next);
                        }
                    }
                    Child::First(pattern) => {
                        let first = (0..node.child_count())
                            .find(|&i| node.child(i).is_some_and(|c| c.is_named()));
                        if let Some(i) = first.filter(|&i| i >= from)
                            && let Some(c) = node.child(i)
                        {
                            pattern.extend_matches(c, &captures, i + 1, &mut next);
                        }
                    }
                    Child::Ordered(pattern) => {
                        for i in from..node.child_count() {
                            if let Some(c) = node.child(i) {
                                pattern.extend_matches(c, &captures, i + 1, &mut next);
                            }
                        }
                    }
                }
            }
            partial = next;
            if partial.is_empty() {
                return;
            }
        }
        out.extend(partial.into_iter().map(|(c, _)| c));
    }

    /// Each way this pattern matches `child`, as `captures` so far plus the child's, resumed
    /// at `from` in `next`.
    fn extend_matches<'t>(
        &self,
        child: Node<'t>,
        captures: &Captures<'t>,
        from: u32,
        next: &mut Vec<(Captures<'t>, u32)>,
    ) {
        let mut found = Vec::new();
        self.match_node(child, &mut found);
        for more in found {
            let mut all = captures.clone();
            all.extend(more);
            next.push((all, from));
        }
    }
}

mod query;

#[cfg(test)]
mod tests;
