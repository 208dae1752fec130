//! Reading a symbol query's text into patterns (the subset of `super`'s documentation).

use anyhow::{Context as _, Result, anyhow, bail};
use regex::bytes::Regex;

use super::{Child, NodeTest, Pattern, TextTest, TopPattern};

/// The patterns of `source`, node kinds and fields checked against `language`, and the
/// names of their captures by id.
pub(super) fn parse(
    language: &tree_sitter::Language,
    source: &str,
) -> Result<(Vec<TopPattern>, Vec<String>)> {
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
    Ok((patterns, parser.capture_names))
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
    equals: Vec<(usize, TextTest, bool)>,
}

impl QueryParser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn next(&mut self) -> Result<Token> {
        let token = (self.peek().cloned()).ok_or_else(|| anyhow!("unexpected end of query"))?;
        self.at += 1;
        Ok(token)
    }

    fn capture_id(&mut self, name: String) -> usize {
        let known = self.capture_names.iter().position(|n| *n == name);
        known.unwrap_or_else(|| {
            self.capture_names.push(name);
            self.capture_names.len() - 1
        })
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
            pattern.captures.push(self.capture_id(name));
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
                Some(Token::Word(w)) if w == "." => {
                    self.at += 1;
                    if children
                        .iter()
                        .any(|c| !matches!(c, Child::Field(..) | Child::NoField(_)))
                    {
                        bail!("an anchor `.` only before the first child pattern");
                    }
                    let first = self.pattern()?;
                    if matches!(first.test, NodeTest::Token(_)) {
                        bail!("an anchor `.` only before a named pattern");
                    }
                    children.push(Child::First(first));
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

    /// A text predicate, `(#eq? @capture "text")`, `(#any-of? @capture "a" "b")`,
    /// `(#match? @capture "regex")` or a `#not-` form, the opening parenthesis not yet read.
    fn predicate(&mut self) -> Result<()> {
        self.next()?;
        let Token::Predicate(name) = self.next()? else {
            bail!("expected a predicate");
        };
        let Token::Capture(capture) = self.next()? else {
            bail!("{name} wants a capture first");
        };
        let mut texts = Vec::new();
        loop {
            match self.next()? {
                Token::Str(text) => texts.push(text),
                Token::Close => break,
                other => bail!("{name} wants strings, found {other:?}"),
            }
        }
        let not = name.strip_prefix("#not-");
        let (positive, which) = not.map_or((true, &name[1..]), |rest| (false, rest));
        let test = match (which, texts.as_slice()) {
            ("eq?", [text]) => TextTest::Is(text.clone()),
            ("any-of?", [_, ..]) => TextTest::AnyOf(texts),
            ("match?", [re]) => {
                TextTest::Matches(Regex::new(re).with_context(|| format!("the regex of {name}"))?)
            }
            _ => bail!(
                "unsupported predicate {name} with {} strings (only `#eq?`, `#any-of?`, \
                 `#match?` and their `#not-` forms)",
                texts.len()
            ),
        };
        let id = self.capture_id(capture);
        self.equals.push((id, test, positive));
        Ok(())
    }
}
