//! Parsing a file and turning the symbol query's matches into the symbol table: names
//! chained through enclosing definitions, ranges widened to decorators, attributes and
//! wrappers, per docs/SYMBOLS.md.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use tree_sitter::Node;

use super::fallback;
use super::kinds::{names_data, static_kind};
use super::matcher::{KindCache, Match, Matcher, PerKind};
use super::parse::{Limits, parse};
use super::rewrite::Rewritten;
use super::row::Language;
use super::{Symbol, anchor};

mod step;
use step::{Lines, Step};

/// Past this, parsing gives up: a file that takes longer (megabytes of minified code) has
/// no symbols worth the wait. The hook, which must answer within a second, gives parsing
/// and the walk together less ([`crate::HOOK_PARSE_BUDGET`]).
pub(crate) const PARSE_BUDGET: Duration = Duration::from_millis(1500);

/// Definitions nested deeper than this are part of their enclosing definition, not symbols
/// of their own: real code nests a few levels, and chaining the names of thousands of
/// nested modules would make names, and the table, quadratic in the file's size.
pub(crate) const MAX_NESTING: usize = 32;

/// Definitions by node id. The walk looks up every node of the tree, so the hash must be
/// cheap; node ids are addresses, distinct by construction, and need no protection
/// against chosen collisions.
type ById<T> = HashMap<usize, T, BuildHasherDefault<IdHasher>>;

#[derive(Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_usize(&mut self, id: usize) {
        // Fibonacci hashing spreads an address over the high bits; folding them down fills
        // the low bits, which are zero in an aligned address and pick the bucket.
        let h = (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = h ^ (h >> 32);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// One definition found by the query, before names are chained.
struct Definition {
    bytes: std::ops::Range<usize>,
    pattern: usize,
    kind: &'static str,
    /// Its own name (an out-of-line method's with its owner's: `Cart.total`).
    name: String,
    /// Its lines, once the walk reaches its node.
    lines: Option<Lines>,
}

/// The symbol table of `source` written in `lang`, whose symbol query `query` is, ordered
/// by start line, outer first. Gives up when parsing takes longer than `budget`, and with
/// `whole_budget` when parsing and walking the tree together do.
pub(crate) fn table_of(
    lang: &Language,
    query: &Matcher,
    source: &[u8],
    budget: Duration,
    whole_budget: bool,
) -> Result<Vec<Symbol>> {
    let started = Instant::now();
    // Python and editors on Windows write a UTF-8 BOM; tree-sitter would see a stray
    // character. It sits on line 1, so dropping it shifts no line number.
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    let limits = Limits {
        started,
        budget,
        whole_budget,
    };
    let (found, tokens) = whole(lang, query, source, limits)?;
    Ok(chain_names(found, &tokens))
}

/// The definitions of `source`, read as one tree.
fn whole(lang: &Language, query: &Matcher, source: &[u8], limits: Limits) -> Result<Walked> {
    // The grammar reads the rewritten text; names, anchors and predicates read the source,
    // which has the same offsets.
    let mut rewritten = lang.rewrite.and_then(|rewrite| rewrite(source));
    let text = rewritten.as_ref().map_or(source, |p| p.text.as_slice());
    let mut tree = parse(lang, text, limits)?;
    if rewritten.is_none()
        && tree.root_node().has_error()
        && let Some(again) = lang.preproc_fallback.and_then(|rewrite| rewrite(source))
        // The rewrite keeps lengths and lines, so the tree's offsets are the source's. Out
        // of time for it, the first tree stands.
        && let Ok(other) = parse(lang, &again.text, limits)
        && fallback::errors_in(&other) < fallback::errors_in(&tree)
    {
        tree = other;
        rewritten = Some(again);
    }
    walk(lang, query, &tree, source, rewritten.as_ref(), limits)
}

/// What a walk gathers: the definitions, and the tokens their anchors are made of.
type Walked = (Vec<Definition>, anchor::Tokens);

/// One walk of `tree`: the definitions of the matches, each with its lines, and the tokens.
///
/// At each node: the matches that start there (a match may name a descendant as the
/// definition, which the walk reaches later), then the lines of the node if it is a
/// definition. `path` holds the current node of each depth with the first line of the
/// attributes or decorators and of the comments right before it, so ranges need no parent
/// or sibling lookups (each costs a scan of the siblings in tree-sitter).
fn walk(
    lang: &Language,
    query: &Matcher,
    tree: &tree_sitter::Tree,
    source: &[u8],
    rewritten: Option<&Rewritten>,
    limits: Limits,
) -> Result<Walked> {
    let mut found: ById<Definition> = ById::default();
    let mut cache = KindCache::default();
    let mut matches = Vec::new();
    let mut cursor = tree.walk();
    let mut path: Vec<Step> = vec![Step::first(tree.root_node())];
    let mut opaque = PerKind::default();
    let mut tokens = anchor::Tokens::default();
    let mut comments = anchor::Comments::default();
    let mut visited: u32 = 0;
    loop {
        visited = visited.wrapping_add(1);
        if limits.whole_budget
            && visited.is_multiple_of(4096)
            && limits.started.elapsed() > limits.budget
        {
            bail!(
                "making the symbol table gave up after {} ms ({} bytes)",
                limits.budget.as_millis(),
                source.len()
            );
        }
        let node = cursor.node();
        query.matches_at(node, source, &mut cache, &mut matches);
        for m in matches.drain(..) {
            record(lang, query, &m, source, &mut found);
        }
        if let Some(def) = found.get_mut(&node.id()) {
            def.lines = Some(lines_of(lang, query.definition_kinds(), &path, rewritten));
        }
        // The anchors' tokens come from this walk too: the inside of an opaque node is walked
        // for its leaves alone, and a comment holds neither tokens nor definitions.
        let comment = comments.is(&node);
        // The walk may skip the inside of a node of a kind [`Language::opaque`] names.
        let opaque_node = !comment
            && *opaque.get(&node, || {
                node.is_named() && lang.opaque.contains(&node.kind())
            });
        if opaque_node {
            tokens.subtree(&node, source, &mut comments);
        } else if !comment {
            tokens.leaf(&node, source);
        }
        if !comment && !opaque_node && cursor.goto_first_child() {
            let first = path.last().map_or_else(
                || Step::first(cursor.node()),
                |parent| parent.first_child(cursor.node()),
            );
            path.push(first);
            continue;
        }
        while let Some(left) = path.pop() {
            if cursor.goto_next_sibling() {
                let is_comment = comments.is(&left.node);
                path.push(left.then(lang, cursor.node(), is_comment));
                break;
            }
            if !cursor.goto_parent() {
                break;
            }
        }
        if path.is_empty() {
            break;
        }
    }
    Ok((found.into_values().collect(), tokens))
}

/// The symbol table of the definitions found: names chained through the enclosing ones,
/// ordered by start line, outer first.
fn chain_names(mut defs: Vec<Definition>, tokens: &anchor::Tokens) -> Vec<Symbol> {
    defs.sort_by_key(|d| (d.bytes.start, Reverse(d.bytes.end)));

    // Definitions are tree nodes, so their byte ranges nest: the enclosing definition of
    // each one is the nearest still open on a stack.
    // Past MAX_NESTING a definition is skipped (`None`): it never becomes a parent.
    // Every definition node is on the walk, so each has its lines.
    let mut out: Vec<Option<Symbol>> = Vec::with_capacity(defs.len());
    let mut open: Vec<usize> = Vec::new();
    for (i, def) in defs.iter().enumerate() {
        while let Some(&top) = open.last() {
            if def.bytes.end <= defs[top].bytes.end {
                break;
            }
            open.pop();
        }
        let Some(lines) = def.lines.filter(|_| open.len() < MAX_NESTING) else {
            out.push(None);
            continue;
        };
        let parent = open
            .last()
            .and_then(|&p| Some((out[p].as_ref()?, defs[p].kind)));
        let name = match parent {
            Some((p, _)) => format!("{}.{}", p.name, def.name),
            None => def.name.clone(),
        };
        let kind = match (def.kind, parent) {
            (
                "function",
                Some((_, "class" | "impl" | "trait" | "interface" | "enum" | "struct")),
            ) => "method",
            (k, _) => k,
        };
        out.push(Some(Symbol {
            name,
            kind: kind.to_string(),
            start_line: lines.start,
            end_line: lines.end,
            doc_line: lines.doc,
            anchor: tokens.anchor(def.bytes.clone(), &def.name),
        }));
        open.push(i);
    }
    let mut out: Vec<Symbol> = out.into_iter().flatten().collect();
    // By start line; the sort is stable, so on equal lines an outer definition (earlier in
    // bytes, or longer) stays before the inner one.
    out.sort_by_key(|s| (s.start_line, Reverse(s.end_line)));
    out
}

/// Adds the definition of a match to `found`; several patterns may match one node (a getter
/// is also a method), and the first pattern wins.
///
/// A definition with an `@name.owner` capture is named `Owner.name`: an out-of-line method
/// belongs to its type as if it were written inside it.
fn record<'t>(
    lang: &Language,
    query: &Matcher,
    m: &Match<'t>,
    source: &[u8],
    found: &mut ById<Definition>,
) {
    let capture_names = query.capture_names();
    let mut node = None;
    let mut kind = "";
    let mut name = None;
    let mut owner = None;
    for &(index, captured) in &m.captures {
        match capture_names[index].as_str() {
            "name" => name = Some(name_text(&captured, source)),
            "name.type" => name = Some((lang.type_name)(&captured, source)),
            "name.owner" => owner = Some((lang.type_name)(&captured, source)),
            capture => {
                if let Some(k) = capture.strip_prefix("definition.") {
                    node = Some(captured);
                    kind = static_kind(k);
                }
            }
        }
    }
    let (Some(node), Some(name)) = (node, name) else {
        return;
    };
    // Error recovery can invent an empty (missing) name: such a definition has no name to be
    // found by, and its contents belong to what encloses it.
    if name.is_empty() || !names_data(kind, &name) {
        return;
    }
    let name = match owner {
        Some(owner) if !owner.is_empty() => format!("{owner}.{name}"),
        _ => name,
    };
    if found
        .get(&node.id())
        .is_none_or(|old| m.pattern < old.pattern)
    {
        let def = Definition {
            bytes: node.byte_range(),
            pattern: m.pattern,
            kind,
            name,
            lines: None,
        };
        found.insert(node.id(), def);
    }
}

/// The 1-based inclusive lines of the definition at the end of `path`: its node, widened
/// through wrappers and leading attributes or decorators, and to the annotations that a
/// rewrite blanked before it; and the first line of the comments right above that.
fn lines_of(
    lang: &Language,
    definition_kinds: &[String],
    path: &[Step],
    rewritten: Option<&Rewritten>,
) -> Lines {
    let mut at = path.len() - 1;
    while at > 0 {
        let parent = &path[at - 1].node;
        if !lang.wrappers.contains(&parent.kind())
            || has_twin(parent, &path[at].node, definition_kinds)
        {
            break;
        }
        at -= 1;
    }
    let Step {
        node: outer,
        lead,
        doc,
        ..
    } = &path[at];
    let start = outer.start_position().row;
    let start = lead.map_or(start, |l| l.min(start));
    let start = rewritten.map_or(start, |p| p.start_row(outer.start_byte(), start));
    let end = outer.end_position();
    // A node that swallowed its final newline ends at column 0 of the next line.
    let end_row = end.row - usize::from(end.column == 0 && end.row > start);
    Lines {
        start: start + 1,
        end: end_row + 1,
        doc: doc.filter(|&row| row < start).map(|row| row + 1),
    }
}

/// Whether `parent` holds another child of the same kind as `child`, or of a kind the query
/// takes as a definition: a `const` statement declaring two functions is the range of
/// neither, nor is a Go `type (...)` group declaring a type and an alias.
fn has_twin(parent: &Node, child: &Node, definition_kinds: &[String]) -> bool {
    let mut cursor = parent.walk();
    parent.named_children(&mut cursor).any(|c| {
        c.id() != child.id()
            && (c.kind() == child.kind() || definition_kinds.iter().any(|k| k == c.kind()))
    })
}

/// The text of a name node: quotes dropped from string names (`'foo'() {}`, `module "x"`),
/// whitespace dropped from dotted and computed names (`A . B`, `[Symbol.iterator]`).
fn name_text(node: &Node, source: &[u8]) -> String {
    let text = node_text(node, source);
    if node.kind() == "string" {
        let t = text.trim();
        let unquoted = t
            .strip_prefix(['"', '\'', '`'])
            .and_then(|t| t.strip_suffix(['"', '\'', '`']));
        return unquoted.unwrap_or(t).to_string();
    }
    // Kotlin and Swift escape names in backticks (`` fun `adds two`() ``, `` var `case` ``):
    // the name is what is inside, spaces included.
    if let Some(inner) = text.strip_prefix('`').and_then(|t| t.strip_suffix('`'))
        && !inner.is_empty()
    {
        return inner.to_string();
    }
    text.split_whitespace().collect()
}

/// The source text of `node`, with U+FFFD for bytes that are not UTF-8.
pub(crate) fn node_text<'s>(node: &Node, source: &'s [u8]) -> std::borrow::Cow<'s, str> {
    let bytes = source.get(node.byte_range()).unwrap_or_default();
    String::from_utf8_lossy(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language_for_path;
    use crate::row::Leading;

    /// A wrapper's lines belong to a definition only when no other child of the wrapper is
    /// a definition too, whatever its kind.
    #[test]
    fn a_wrapper_holding_two_definitions_is_the_range_of_neither() {
        let rust = language_for_path(std::path::Path::new("x.rs")).unwrap();
        let row = Language {
            name: "rust-with-blocks",
            extensions: &[],
            grammar: rust.grammar,
            query: "(function_item name: (identifier) @name) @definition.function
                    (struct_item name: (type_identifier) @name) @definition.struct",
            wrappers: &["declaration_list"],
            leading: |_| Leading::Stop,
            type_name: |node, source| node_text(node, source).into_owned(),
            opaque: &[],
            rewrite: None,
            preproc_fallback: None,
            family: "rust",
            test_files: crate::row::TestFiles::NONE,
            imports: None,
        };
        let matcher = Matcher::new(&row.grammar(), row.query).unwrap();
        let source = b"mod m {\n    fn f() {}\n    struct S;\n}\nmod n {\n    fn g() {}\n}\n";
        let got: Vec<(String, usize, usize)> =
            table_of(&row, &matcher, source, PARSE_BUDGET, false)
                .unwrap()
                .into_iter()
                .map(|s| (s.name, s.start_line, s.end_line))
                .collect();
        assert_eq!(
            got,
            [
                ("f".to_string(), 2, 2),
                ("S".to_string(), 3, 3),
                ("g".to_string(), 5, 7)
            ]
        );
    }

    #[test]
    fn definitions_past_the_nesting_limit_belong_to_their_enclosing_one() {
        let rust = language_for_path(std::path::Path::new("x.rs")).unwrap();
        let depth = MAX_NESTING + 8;
        let source = format!(
            "{}fn f() {{}}\n{}",
            "mod m {\n".repeat(depth),
            "}\n".repeat(depth)
        );
        let table = table_of(
            rust,
            Matcher::of(rust).unwrap(),
            source.as_bytes(),
            PARSE_BUDGET,
            false,
        )
        .unwrap();
        assert_eq!(table.len(), MAX_NESTING);
        let deepest = table.last().unwrap();
        assert_eq!(deepest.name, vec!["m"; MAX_NESTING].join("."));
        assert_eq!(
            (deepest.start_line, deepest.end_line),
            (MAX_NESTING, 2 * depth + 2 - MAX_NESTING)
        );
    }

    /// `@name.owner` names a definition after the type it belongs to, spelled by the row's
    /// `type_name`: here Rust functions in impl blocks, with the impl itself no symbol.
    #[test]
    fn an_owner_capture_qualifies_the_name_with_the_owner_type() {
        let rust = language_for_path(std::path::Path::new("x.rs")).unwrap();
        let query = "(impl_item type: (_) @name.owner body: (declaration_list \
                     (function_item name: (identifier) @name) @definition.function))";
        let matcher = Matcher::new(&rust.grammar(), query).unwrap();
        let source = b"impl<'a> Cart<'a> {\n    fn total(&self) {}\n}\n\
                       impl Show for &mut io::Order<T> {\n    fn show() {}\n}\n";
        let got: Vec<(String, usize, usize)> =
            table_of(rust, &matcher, source, PARSE_BUDGET, false)
                .unwrap()
                .into_iter()
                .map(|s| (s.name, s.start_line, s.end_line))
                .collect();
        assert_eq!(
            got,
            [
                ("Cart.total".to_string(), 2, 2),
                ("Order.show".to_string(), 5, 5)
            ]
        );
    }
}
