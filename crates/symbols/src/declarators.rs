//! How C, C++ and Ruby definitions are named from their syntax: a C declarator is wrapped in
//! pointers, references and parentheses around the name, a C++ name may be qualified
//! (`Box<T>::put` → `Box.put`) or an operator (`operator bool`), a Ruby class path is
//! `A::B` (→ `A.B`). The registry rows use these as their `type_name`.

use std::borrow::Cow;

use tree_sitter::Node;

use super::macro_calls::is_macro_name;
use super::table::node_text;

/// `text` without whitespace, except one space between two words: `operator const char *`
/// → `operator const char*`, `operator new []` → `operator new[]`, `~ Cart` → `~Cart`.
pub(super) fn compact(text: &str) -> String {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    for part in text.split_whitespace() {
        if out.ends_with(word) && part.starts_with(word) {
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}

/// The name a C or C++ declarator or type name declares (docs/SYMBOLS.md, "C", "C++"):
/// pointers, references, parentheses, attributes and parameter lists dropped, qualifiers
/// `A::B::` written `A.B.`, template arguments dropped, operators spelled with one space
/// between words. Empty when there is no name (error recovery).
pub(super) fn c_declarator_name(node: &Node, source: &[u8]) -> String {
    let field = |f: &str| node.child_by_field_name(f);
    let name_of = |n: Option<Node>| n.map_or_else(String::new, |n| c_declarator_name(&n, source));
    match node.kind() {
        // Captured whole only when the definition has no return type (see the queries):
        // a googletest test, or a head that tree-sitter split off.
        "function_definition" => typeless_definition_name(node, source),
        // `XXH_PUBLIC_API XXH_errorcode XXH32_update(...)`: a macro before the return type
        // makes the return type the declarator and the name an error between it and the
        // parameters.
        "function_declarator" if node.named_child_count() > 2 => {
            let mut cursor = node.walk();
            let misplaced = node
                .named_children(&mut cursor)
                .take_while(|c| c.kind() != "parameter_list")
                .find(|c| {
                    c.kind() == "ERROR"
                        && c.named_child_count() == 1
                        && c.named_child(0).is_some_and(|n| n.kind() == "identifier")
                })
                .and_then(|e| e.named_child(0));
            name_of(misplaced.or_else(|| field("declarator")))
        }
        // `ACTION(Return5) { ... }`: see [`macro_written`].
        "function_declarator"
            if node.parent().is_some_and(|p| {
                p.kind() == "function_definition" && p.child_by_field_name("type").is_none()
            }) && macro_written(node, source) =>
        {
            String::new()
        }
        "function_declarator"
        | "pointer_declarator"
        | "attributed_declarator"
        | "array_declarator" => name_of(field("declarator")),
        // `T &f()`, `void (*(f(void)))(int)`: the declarator is the first named child
        "reference_declarator" | "parenthesized_declarator" => name_of(node.named_child(0)),
        "template_type" | "template_function" | "template_method" => name_of(field("name")),
        "qualified_identifier" => {
            // `MEM_STATIC T f(void)`: after a macro before the return type, tree-sitter-cpp
            // reads `T f` as `T::f` with a missing `::`; `T` is the return type.
            let mut cursor = node.walk();
            if node.children(&mut cursor).any(|c| c.is_missing()) {
                return name_of(field("name"));
            }
            // A leading `::` has no scope.
            scoped(node, source, c_declarator_name)
        }
        "nested_namespace_specifier" => {
            let mut cursor = node.walk();
            node.named_children(&mut cursor)
                .map(|n| c_declarator_name(&n, source))
                .collect::<Vec<_>>()
                .join(".")
        }
        // `operator bool() const`: the name ends where the parameters start
        // (`operator Action<R(Args...)>() const`: at its parameter list, not at the first
        // `(`; `operator const char *()` keeps its `*`).
        "operator_cast" => {
            let params = node
                .child_by_field_name("declarator")
                .and_then(|d| first_of_kind(d, "parameter_list"));
            let text = match params {
                Some(p) => source
                    .get(node.start_byte()..p.start_byte())
                    .map(String::from_utf8_lossy)
                    .unwrap_or_default()
                    .into_owned(),
                None => node_text(node, source)
                    .split('(')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            };
            compact(&text)
        }
        // `Py_END_ALLOW_THREADS if (x) {...}`: a macro without its semicolon makes
        // tree-sitter read a statement as a function named after a keyword. No function has
        // such a name; its lines belong to the enclosing one.
        _ => {
            let name = compact(&node_text(node, source));
            if C_STATEMENT_KEYWORDS.contains(&name.as_str()) {
                String::new()
            } else {
                name
            }
        }
    }
}

/// googletest's macros that define a test: `TEST(Suite, Name) { ... }` and the like.
const GTEST_MACROS: &[&str] = &[
    "TEST",
    "TEST_F",
    "TEST_P",
    "TYPED_TEST",
    "TYPED_TEST_P",
    "GTEST_TEST",
];

/// The name of a function definition without a return type (docs/SYMBOLS.md, "C++"):
/// - `TEST(Suite, Name) { ... }` (and `TEST_F`, `TEST_P`, `TYPED_TEST`, ...) is the test
///   googletest reports as `Suite.Name`;
/// - `void f() const GTEST_LOCK_EXCLUDED_(mu) { ... }`: a macro call after the declarator
///   makes tree-sitter end a declaration before it (its `;` missing) and read the macro
///   call as a definition of its own; the name is the declaration's;
/// - else the declarator's name.
fn typeless_definition_name(node: &Node, source: &[u8]) -> String {
    let Some(declarator) = node.child_by_field_name("declarator") else {
        return String::new();
    };
    if let Some(name) = gtest_name(&declarator, source) {
        return name;
    }
    if let Some(prev) = node.prev_sibling()
        && head_without_semicolon(&prev)
        && let Some(head) = prev.child_by_field_name("declarator")
        && head.kind() == "function_declarator"
    {
        return c_declarator_name(&head, source);
    }
    c_declarator_name(&declarator, source)
}

/// The callee's name and the parameters (comments left out) of a declarator that calls a
/// plain name: `TEST(Suite, Name)`, `ACTION(Return5)`.
fn call<'t>(declarator: &Node<'t>, source: &'t [u8]) -> Option<(Cow<'t, str>, Vec<Node<'t>>)> {
    let callee = declarator.child_by_field_name("declarator")?;
    if declarator.kind() != "function_declarator" || callee.kind() != "identifier" {
        return None;
    }
    let params = declarator.child_by_field_name("parameters")?;
    let mut cursor = params.walk();
    let params = params.named_children(&mut cursor);
    let params = params.filter(|p| p.kind() != "comment").collect();
    Some((node_text(&callee, source), params))
}

/// `Suite.Name` for `TEST(Suite, Name)`: a declarator that calls one of [`GTEST_MACROS`]
/// with two names.
fn gtest_name(declarator: &Node, source: &[u8]) -> Option<String> {
    let (callee, params) = call(declarator, source)?;
    if !GTEST_MACROS.contains(&&*callee) {
        return None;
    }
    let names: Vec<String> = params
        .iter()
        .map(|p| compact(&node_text(p, source)))
        .collect();
    match names.as_slice() {
        [suite, name] if [suite, name].iter().all(|n| is_identifier(n)) => {
            Some(format!("{suite}.{name}"))
        }
        _ => None,
    }
}

/// Whether a definition without a return type is a macro's call with a body (gmock's
/// `ACTION(Return5) { ... }`, `ACTION_P(Plus, n) { ... }`, PHP's `PHP_FUNCTION(strlen)
/// { ... }`): a callee named like a macro whose parameters are names without types. What
/// the macro defines cm cannot know without expanding it, and naming them all after the
/// macro would give one name to many definitions: their lines belong to the enclosing
/// definition, as those of other definitions written by macros do (docs/SYMBOLS.md).
fn macro_written(declarator: &Node, source: &[u8]) -> bool {
    let Some((name, params)) = call(declarator, source) else {
        return false;
    };
    is_macro_name(name.as_bytes())
        && !params.is_empty()
        && params.iter().all(|p| {
            p.kind() == "parameter_declaration"
                && p.child_by_field_name("declarator").is_none()
                && p.child_by_field_name("type")
                    .is_some_and(|t| t.kind() == "type_identifier")
        })
        // A constructor of a class named in capitals (`struct MD5 { MD5() {} }`, `URL(Host)
        // {}`) is no macro: it is inside its class, and takes no or typed parameters.
        && enclosing_class_name(declarator, source).is_none_or(|class| class != name.as_ref())
}

/// The name of the class, struct or union whose body holds `node`, if any.
fn enclosing_class_name(node: &Node, source: &[u8]) -> Option<String> {
    let body = std::iter::successors(node.parent(), Node::parent)
        .find(|n| n.kind() == "field_declaration_list")?;
    let name = body.parent()?.child_by_field_name("name")?;
    Some(node_text(&name, source).into_owned())
}

/// The first node of `kind` in `node`'s subtree, in order.
fn first_of_kind<'t>(node: Node<'t>, kind: &str) -> Option<Node<'t>> {
    if node.kind() == kind {
        return Some(node);
    }
    let mut cursor = node.walk();
    node.children(&mut cursor)
        .find_map(|c| first_of_kind(c, kind))
}

fn is_identifier(text: &str) -> bool {
    !text.is_empty()
        && text.chars().all(|c| c.is_alphanumeric() || c == '_')
        && !text.starts_with(|c: char| c.is_ascii_digit())
}

/// A declaration that tree-sitter ended without its `;` (a missing node): where a macro
/// call it cannot read follows a function's head, the head ends up here.
/// Asked of every node the walk leaves behind, so the cheap flag comes first.
pub(super) fn head_without_semicolon(node: &Node) -> bool {
    node.has_error()
        && matches!(node.kind(), "declaration" | "field_declaration")
        && node
            .child(node.child_count().saturating_sub(1))
            .is_some_and(|last| last.is_missing())
}

/// Keywords that start a statement with parentheses, which error recovery can mistake for
/// a function's name.
const C_STATEMENT_KEYWORDS: &[&str] = &["if", "while", "for", "switch", "return", "sizeof"];

/// A Ruby class or module path, `A::B` → `A.B`, a leading `::` dropped; the receiver of
/// `def recv.m` by its text.
pub(super) fn ruby_path_name(node: &Node, source: &[u8]) -> String {
    if node.kind() == "scope_resolution" {
        return scoped(node, source, ruby_path_name);
    }
    compact(&node_text(node, source))
}

/// The names of `node`'s `scope` and `name` fields as `name_of` reads them, the empty ones
/// left out, joined by dots.
fn scoped(node: &Node, source: &[u8], name_of: fn(&Node, &[u8]) -> String) -> String {
    ["scope", "name"]
        .into_iter()
        .filter_map(|field| node.child_by_field_name(field))
        .map(|n| name_of(&n, source))
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(".")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names of the symbols of `src`, read as the file `file`.
    fn names(file: &str, src: &str) -> Vec<String> {
        crate::symbols_of_file(std::path::Path::new(file), src.as_bytes())
            .unwrap()
            .into_iter()
            .map(|s| s.name)
            .collect()
    }

    #[test]
    fn a_conversion_to_a_function_type_is_named_up_to_its_parameters() {
        let src = "template <class F> struct Action {};\nstruct W {\n  template <class R, class... Args>\n  operator Action<R(Args...)>() const { return {}; }\n  operator const char *() const { return 0; }\n};\n";
        assert_eq!(
            names("w.cc", src),
            [
                "Action",
                "W",
                "W.operator Action<R(Args...)>",
                "W.operator const char*"
            ]
        );
    }

    #[test]
    fn a_macro_call_with_a_body_is_no_definition_but_a_capital_constructor_is() {
        let src = "namespace t {\nACTION(Return5) { return 5; }\nACTION_P(Plus, n) { return arg0 + n; }\nstruct MD5 {\n  MD5() { init(); }\n  MD5(Seed) { init(); }\n  void init() {}\n};\nTEST(Suite, Name) { EXPECT_TRUE(1); }\nURL(int port) { }\n}\n";
        assert_eq!(
            names("a_test.cc", src),
            [
                "t",
                "t.MD5",
                "t.MD5.MD5",
                "t.MD5.MD5",
                "t.MD5.init",
                "t.Suite.Name",
                "t.URL"
            ]
        );
    }

    #[test]
    fn one_space_survives_only_between_words() {
        assert_eq!(compact("operator const char *"), "operator const char*");
        assert_eq!(compact("operator new [ ]"), "operator new[]");
        assert_eq!(compact("operator ()"), "operator()");
        assert_eq!(compact("operator  bool"), "operator bool");
        assert_eq!(compact("~ Cart"), "~Cart");
        assert_eq!(compact("x"), "x");
    }
}
