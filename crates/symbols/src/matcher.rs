//! A matcher for the small subset of tree-sitter's query language that the symbol queries
//! use. Compiling a real `tree_sitter::Query` costs 5–80 ms per process (it analyses the
//! whole grammar), more than a hook may spend on a file; this one compiles in microseconds
//! and matches in one walk of the tree. A test runs every query through tree-sitter's own
//! engine too, on every fixture, and requires the same matches.
//!
//! Supported: `(kind child...)`, `(_)`, `"token"`, `[alternatives]`, `field: pattern`,
//! `!field`, `@capture` after any pattern, `(#eq? @capture "text")`, `(#not-eq? @capture
//! "text")`, `;` comments.
//! Child patterns without a field match direct children in order; a field pattern matches
//! the child in that field.

use std::sync::OnceLock;

use anyhow::{Result, anyhow, bail};
use tree_sitter::Node;

use super::languages::{LANGUAGES, Language};

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
    /// `(#eq? @capture "text")` and `(#not-eq? ...)` checks: capture id, text, and whether
    /// the capture must be that text (`#eq?`) or must not (`#not-eq?`).
    equals: Vec<(usize, String, bool)>,
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
        let mut parser = QueryParser {
            tokens: tokenize(source)?,
            at: 0,
            language,
            capture_names: Vec::new(),
            equals: Vec::new(),
        };
        let mut patterns = Vec::new();
        while parser.peek().is_some() {
            parser.equals.clear();
            let pattern = parser.pattern()?;
            patterns.push(TopPattern {
                pattern,
                equals: std::mem::take(&mut parser.equals),
            });
        }
        let is_definition: Vec<bool> = (parser.capture_names.iter())
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
            capture_names: parser.capture_names,
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
        let may_start_here = || -> Vec<usize> {
            (0..self.patterns.len())
                .filter(|&i| self.patterns[i].pattern.test.may_match(&node))
                .collect()
        };
        // Grammars have a few hundred kinds; ERROR is u16::MAX and is not cached.
        let kind = usize::from(node.kind_id());
        let uncached;
        let patterns = if kind < 4096 {
            if cache.0.len() <= kind {
                cache.0.resize(kind + 1, None);
            }
            cache.0[kind].get_or_insert_with(may_start_here)
        } else {
            uncached = may_start_here();
            &uncached
        };
        for &i in patterns.iter() {
            let top = &self.patterns[i];
            let mut found = Vec::new();
            top.pattern.match_node(node, &mut found);
            for captures in found {
                let text_ok = top.equals.iter().all(|(cap, text, equal)| {
                    captures.iter().filter(|(c, _)| c == cap).all(|(_, n)| {
                        (source.get(n.byte_range()) == Some(text.as_bytes())) == *equal
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
#[derive(Debug, Default)]
pub(crate) struct KindCache(Vec<Option<Vec<usize>>>);

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
            if let Child::Field(_, p) | Child::Ordered(p) = child {
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

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Open,
    Close,
    OpenAlt,
    CloseAlt,
    Str(String),
    Capture(String),
    Field(String),
    NotField(String),
    Predicate(String),
    Word(String),
}

fn tokenize(source: &str) -> Result<Vec<Token>> {
    let mut tokens = Vec::new();
    let mut chars = source.char_indices().peekable();
    let word_end = |c: char| c.is_whitespace() || "()[]\";:".contains(c);
    while let Some((at, c)) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            ';' => while chars.next_if(|&(_, c)| c != '\n').is_some() {},
            '(' => tokens.push(Token::Open),
            ')' => tokens.push(Token::Close),
            '[' => tokens.push(Token::OpenAlt),
            ']' => tokens.push(Token::CloseAlt),
            '"' => {
                let mut text = String::new();
                loop {
                    match chars.next() {
                        Some((_, '"')) => break,
                        Some((_, '\\')) => text.extend(chars.next().map(|(_, c)| c)),
                        Some((_, c)) => text.push(c),
                        None => bail!("unterminated string at byte {at}"),
                    }
                }
                tokens.push(Token::Str(text));
            }
            _ => {
                let mut word = c.to_string();
                while let Some((_, c)) = chars.next_if(|&(_, c)| !word_end(c)) {
                    word.push(c);
                }
                let token = if let Some(name) = word.strip_prefix('@') {
                    Token::Capture(name.to_string())
                } else if let Some(name) = word.strip_prefix('!') {
                    Token::NotField(name.to_string())
                } else if word.starts_with('#') {
                    Token::Predicate(word)
                } else if chars.next_if(|&(_, c)| c == ':').is_some() {
                    Token::Field(word)
                } else {
                    Token::Word(word)
                };
                tokens.push(token);
            }
        }
    }
    Ok(tokens)
}

struct QueryParser<'l> {
    tokens: Vec<Token>,
    at: usize,
    language: &'l tree_sitter::Language,
    capture_names: Vec<String>,
    equals: Vec<(usize, String, bool)>,
}

impl QueryParser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn next(&mut self) -> Result<Token> {
        let token = self
            .tokens
            .get(self.at)
            .cloned()
            .ok_or_else(|| anyhow!("unexpected end of query"))?;
        self.at += 1;
        Ok(token)
    }

    fn capture_id(&mut self, name: String) -> usize {
        match self.capture_names.iter().position(|n| *n == name) {
            Some(i) => i,
            None => {
                self.capture_names.push(name);
                self.capture_names.len() - 1
            }
        }
    }

    /// A pattern and the captures that follow it.
    fn pattern(&mut self) -> Result<Pattern> {
        let mut pattern = match self.next()? {
            Token::Str(text) => {
                if self.language.id_for_node_kind(&text, false) == 0 {
                    bail!("no token {text:?} in the grammar");
                }
                Pattern {
                    test: NodeTest::Token(text),
                    children: Vec::new(),
                    captures: Vec::new(),
                }
            }
            Token::OpenAlt => {
                let mut alts = Vec::new();
                while self.peek() != Some(&Token::CloseAlt) {
                    alts.push(self.pattern()?);
                }
                self.next()?;
                Pattern {
                    test: NodeTest::Either(alts),
                    children: Vec::new(),
                    captures: Vec::new(),
                }
            }
            Token::Open => self.node()?,
            other => bail!("expected a pattern, found {other:?}"),
        };
        while let Some(Token::Capture(name)) = self.peek().cloned() {
            self.at += 1;
            let id = self.capture_id(name);
            pattern.captures.push(id);
        }
        Ok(pattern)
    }

    /// The inside of `( ... )`, the opening parenthesis already read.
    fn node(&mut self) -> Result<Pattern> {
        let test = match self.next()? {
            Token::Word(w) if w == "_" => NodeTest::AnyNamed,
            Token::Word(kind) => {
                if self.language.id_for_node_kind(&kind, true) == 0 && kind != "ERROR" {
                    bail!("no node kind {kind:?} in the grammar");
                }
                NodeTest::Kind(kind)
            }
            other => bail!("expected a node kind, found {other:?}"),
        };
        let mut children = Vec::new();
        loop {
            match self.peek().cloned() {
                Some(Token::Close) => {
                    self.at += 1;
                    break;
                }
                Some(Token::Field(field)) => {
                    self.at += 1;
                    self.check_field(&field)?;
                    children.push(Child::Field(field, self.pattern()?));
                }
                Some(Token::NotField(field)) => {
                    self.at += 1;
                    self.check_field(&field)?;
                    children.push(Child::NoField(field));
                }
                Some(Token::Open)
                    if matches!(self.tokens.get(self.at + 1), Some(Token::Predicate(_))) =>
                {
                    self.predicate()?;
                }
                Some(_) => children.push(Child::Ordered(self.pattern()?)),
                None => bail!("unclosed pattern"),
            }
        }
        Ok(Pattern {
            test,
            children,
            captures: Vec::new(),
        })
    }

    fn check_field(&self, field: &str) -> Result<()> {
        if self.language.field_id_for_name(field).is_none() {
            bail!("no field {field:?} in the grammar");
        }
        Ok(())
    }

    /// `(#eq? @capture "text")` or `(#not-eq? ...)`, the opening parenthesis not yet read.
    fn predicate(&mut self) -> Result<()> {
        self.next()?;
        let Token::Predicate(name) = self.next()? else {
            bail!("expected a predicate");
        };
        match (name.as_str(), self.next()?, self.next()?, self.next()?) {
            (
                which @ ("#eq?" | "#not-eq?"),
                Token::Capture(capture),
                Token::Str(text),
                Token::Close,
            ) => {
                let id = self.capture_id(capture);
                self.equals.push((id, text, which == "#eq?"));
                Ok(())
            }
            _ => bail!(
                "unsupported predicate {name} (only `(#eq? @capture \"text\")` and `#not-eq?`)"
            ),
        }
    }
}

#[cfg(test)]
mod tests;
