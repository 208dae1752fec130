//! Unit tests of `matcher` (a sibling file: they pass 150 lines).

use std::collections::BTreeSet;
use std::path::Path;

use tree_sitter::{Parser, Query, QueryCursor, StreamingIterator as _, Tree};

use super::*;
use crate::LANGUAGES;

/// `(pattern, [(capture name, start byte, end byte)])`, comparable across both engines.
type Found = BTreeSet<(usize, Vec<(String, usize, usize)>)>;

fn tree_sitter_matches(query: &Query, tree: &Tree, source: &[u8]) -> Found {
    let mut cursor = QueryCursor::new();
    let mut matches = cursor.matches(query, tree.root_node(), source);
    let mut found = Found::new();
    while let Some(m) = matches.next() {
        let mut captures: Vec<_> = m
            .captures()
            .iter()
            .map(|c| {
                (
                    query.capture_names()[c.index as usize].to_string(),
                    c.node.start_byte(),
                    c.node.end_byte(),
                )
            })
            .collect();
        captures.sort();
        found.insert((m.pattern_index, captures));
    }
    found
}

fn our_matches(query: &Matcher, tree: &Tree, source: &[u8]) -> Found {
    let mut all = Vec::new();
    let mut cache = KindCache::default();
    let mut cursor = tree.walk();
    'walk: loop {
        query.matches_at(cursor.node(), source, &mut cache, &mut all);
        if cursor.goto_first_child() || cursor.goto_next_sibling() {
            continue;
        }
        loop {
            if !cursor.goto_parent() {
                break 'walk;
            }
            if cursor.goto_next_sibling() {
                break;
            }
        }
    }
    all.into_iter()
        .map(|m| {
            let mut captures: Vec<_> = m
                .captures
                .iter()
                .map(|(c, n)| {
                    (
                        query.capture_names()[*c].clone(),
                        n.start_byte(),
                        n.end_byte(),
                    )
                })
                .collect();
            captures.sort();
            (m.pattern, captures)
        })
        .collect()
}

#[test]
fn every_query_compiles_in_tree_sitter_and_here() {
    for lang in LANGUAGES {
        let grammar = (lang.grammar)();
        Query::new(&grammar, lang.query).unwrap_or_else(|e| panic!("{}: {e}", lang.name));
        Matcher::new(&grammar, lang.query).unwrap_or_else(|e| panic!("{}: {e:#}", lang.name));
    }
}

/// The built-in matcher must find exactly what tree-sitter's query engine finds, on every
/// fixture (which covers every pattern).
#[test]
fn matches_agree_with_tree_sitter_on_every_fixture() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    // TSX shares the TypeScript query: coverage counts per query, not per language.
    let mut patterns_seen: std::collections::HashMap<&str, BTreeSet<usize>> = Default::default();
    let fixtures = LANGUAGES.iter().flat_map(|lang| {
        let files = std::fs::read_dir(dir.join(lang.name)).unwrap();
        files.map(move |entry| (lang, entry.unwrap().path()))
    });
    for (lang, path) in fixtures {
        if path.extension().is_some_and(|e| e == "expected") {
            continue;
        }
        let source = std::fs::read(&path).unwrap();
        let grammar = (lang.grammar)();
        let mut parser = Parser::new();
        parser.set_language(&grammar).unwrap();
        let tree = parser.parse(&source, None).unwrap();
        let theirs =
            tree_sitter_matches(&Query::new(&grammar, lang.query).unwrap(), &tree, &source);
        let ours = our_matches(&Matcher::new(&grammar, lang.query).unwrap(), &tree, &source);
        assert_eq!(ours, theirs, "matches in {}", path.display());
        patterns_seen
            .entry(lang.query)
            .or_default()
            .extend(ours.iter().map(|(p, _)| *p));
    }
    for lang in LANGUAGES {
        let seen = &patterns_seen[lang.query];
        let grammar = (lang.grammar)();
        let count = Query::new(&grammar, lang.query).unwrap().pattern_count();
        let unseen: Vec<usize> = (0..count).filter(|p| !seen.contains(p)).collect();
        assert!(
            unseen.is_empty(),
            "{}: no fixture exercises patterns {unseen:?}",
            lang.name
        );
    }
}

#[test]
fn definition_kinds_are_those_captured_as_definitions() {
    let grammar: tree_sitter::Language = tree_sitter_python::LANGUAGE.into();
    let query = "(class_definition name: (identifier) @name) @definition.class
        (block [(function_definition) (decorated_definition)] @definition.function)
        (module (expression_statement) @_statement)";
    let matcher = Matcher::new(&grammar, query).unwrap();
    assert_eq!(
        matcher.definition_kinds(),
        [
            "class_definition",
            "decorated_definition",
            "function_definition"
        ]
    );
}

#[test]
fn unknown_kinds_fields_and_predicates_are_errors() {
    let grammar: tree_sitter::Language = tree_sitter_python::LANGUAGE.into();
    for bad in [
        "(no_such_node) @definition.class",
        "(class_definition nme: (identifier) @name) @definition.class",
        "(class_definition name: (identifier) @name (#like? @name \"x\")) @definition.class",
        "(class_definition name: (identifier) @name (#eq? @name \"x\" \"y\")) @definition.class",
        "(class_definition name: (identifier) @name (#match? @name \"(\")) @definition.class",
        "(class_definition \"class\" . (identifier) @name) @definition.class",
        "(class_definition . \"class\") @definition.class",
        "(class_definition name: (identifier) @name",
        "(class_definition \"nosuchtoken\") @definition.class",
    ] {
        assert!(Matcher::new(&grammar, bad).is_err(), "{bad}");
    }
}

/// Both engines' matches of `query` on JavaScript `source`, which must be the same.
fn both_on_javascript(query: &str, source: &str) -> Found {
    let grammar: tree_sitter::Language = tree_sitter_javascript::LANGUAGE.into();
    let mut parser = Parser::new();
    parser.set_language(&grammar).unwrap();
    let tree = parser.parse(source, None).unwrap();
    let theirs = tree_sitter_matches(
        &Query::new(&grammar, query).unwrap(),
        &tree,
        source.as_bytes(),
    );
    let ours = our_matches(
        &Matcher::new(&grammar, query).unwrap(),
        &tree,
        source.as_bytes(),
    );
    assert_eq!(ours, theirs, "{query}");
    ours
}

/// The names of the `@name` captures found.
fn names(found: &Found, source: &str) -> Vec<String> {
    let mut names: Vec<String> = found
        .iter()
        .flat_map(|(_, captures)| captures.iter())
        .filter(|(capture, _, _)| capture == "name")
        .map(|(_, start, end)| source[*start..*end].to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn any_of_and_match_test_a_captures_text_and_their_not_forms_invert_it() {
    let source = "describe(1); it(2); test(3); other(4); mocha.it(5);";
    let call = |predicate: &str| {
        let query = format!("(call_expression function: (identifier) @name {predicate})");
        names(&both_on_javascript(&query, source), source)
    };
    assert_eq!(call("(#any-of? @name \"it\" \"test\")"), ["it", "test"]);
    assert_eq!(
        call("(#not-any-of? @name \"it\" \"test\")"),
        ["describe", "other"]
    );
    assert_eq!(call("(#match? @name \"^(de|ot)\")"), ["describe", "other"]);
    assert_eq!(call("(#not-match? @name \"e\")"), ["it"]);
}

#[test]
fn an_anchor_holds_the_first_child_pattern_to_the_first_named_child() {
    let source = "f('a', () => 1); f(x, 'b', () => 2); f(/* c */ 'd', g);";
    let anchored = "(arguments . (string) @name (arrow_function))";
    assert_eq!(
        names(&both_on_javascript(anchored, source), source),
        ["'a'"]
    );
    let unanchored = "(arguments (string) @name (arrow_function))";
    assert_eq!(
        names(&both_on_javascript(unanchored, source), source),
        ["'a'", "'b'"]
    );
    // A comment is a named node: tree-sitter anchors count it as the first child too.
    let first = "(arguments . (_) @name)";
    assert_eq!(
        names(&both_on_javascript(first, source), source),
        ["'a'", "/* c */", "x"]
    );
}
