//! The naming functions that the registry's rows plug in (`leading`, `type_name`): how a
//! language's definitions start and how its type nodes are spelled as names. Per-language
//! code, as the rows are; nothing outside the registry calls these by language.

use tree_sitter::Node;

use super::declarators;
use super::row::Leading;
use super::table::node_text;

pub(super) fn no_leading(_: &Node) -> Leading {
    Leading::Stop
}

/// A head that tree-sitter split off a C or C++ function (a declaration that lost its `;`
/// to a macro before the return type or after the declarator) starts the function.
pub(super) fn c_leading(node: &Node) -> Leading {
    if declarators::head_without_semicolon(node) {
        Leading::Extend
    } else {
        Leading::Stop
    }
}

/// Outer attributes and outer doc comments (`///`, `/** */`) are part of the item they
/// precede; Rust turns doc comments into `#[doc]` attributes. Inner ones (`#![..]`, `//!`)
/// belong to the enclosing item.
pub(super) fn rust_leading(node: &Node) -> Leading {
    match node.kind() {
        "attribute_item" => Leading::Extend,
        "line_comment" | "block_comment" if node.child_by_field_name("outer").is_some() => {
            Leading::Extend
        }
        "line_comment" | "block_comment" => Leading::Skip,
        _ => Leading::Stop,
    }
}

/// TypeScript puts a method's decorators before it in the class body, not inside it.
pub(super) fn typescript_leading(node: &Node) -> Leading {
    match node.kind() {
        "decorator" => Leading::Extend,
        "comment" => Leading::Skip,
        _ => Leading::Stop,
    }
}

/// A type named by its text without whitespace, for languages whose queries name no
/// symbol after a type.
pub(super) fn plain_type_name(node: &Node, source: &[u8]) -> String {
    node_text(node, source).split_whitespace().collect()
}

/// The name of a Rust impl's self type: its last path segment, with references, pointers and
/// generic arguments stripped (`&'a mut foo::Bar<T>` → `Bar`, `dyn Trait` → `Trait`). A type
/// without a path (`[T]`, `(A, B)`, `fn(A)`) is named by its text without whitespace.
pub(super) fn rust_type_name(node: &Node, source: &[u8]) -> String {
    let field = |f: &str| node.child_by_field_name(f);
    let inner = match node.kind() {
        "reference_type" | "pointer_type" | "generic_type" => field("type"),
        "scoped_type_identifier" | "scoped_identifier" => field("name"),
        "dynamic_type" | "function_type" => field("trait"),
        "bounded_type" => node.named_child(0),
        _ => None,
    };
    inner.map_or_else(
        || plain_type_name(node, source),
        |n| rust_type_name(&n, source),
    )
}

/// The type a Go method belongs to, from its receiver's type: the pointer, parentheses,
/// type arguments and package stripped (`*Map[K, V]` → `Map`, `(*T)` → `T`).
pub(super) fn go_type_name(node: &Node, source: &[u8]) -> String {
    let inner = match node.kind() {
        "pointer_type" | "parenthesized_type" => node.named_child(0),
        "generic_type" => node.child_by_field_name("type"),
        "qualified_type" => node.child_by_field_name("name"),
        _ => None,
    };
    inner.map_or_else(
        || plain_type_name(node, source),
        |n| go_type_name(&n, source),
    )
}

/// The receiver type of a Kotlin extension by its last name, without `?`, package or type
/// arguments (`kotlin.collections.List<T>?` → `List`); a companion object without a name
/// of its own (its `companion` keyword captured) is `Companion`.
pub(super) fn kotlin_type_name(node: &Node, source: &[u8]) -> String {
    let mut cursor = node.walk();
    let inner = match node.kind() {
        "companion" => return "Companion".to_string(),
        "function_type" => return without_type_modifiers(node, source),
        "type" | "nullable_type" | "parenthesized_type" | "non_nullable_type" => node
            .named_children(&mut cursor)
            .find(|c| c.kind() != "type_modifiers"),
        "user_type" => node
            .named_children(&mut cursor)
            .filter(|c| c.kind() == "identifier")
            .last(),
        _ => None,
    };
    match inner {
        Some(inner) if inner.kind() != "identifier" => kotlin_type_name(&inner, source),
        _ => plain_type_name(&inner.unwrap_or(*node), source),
    }
}

/// A function type's text without whitespace and without its modifiers, as the compiler
/// names it: `suspend T.() -> R` is `T.()->R`.
pub(super) fn without_type_modifiers(node: &Node, source: &[u8]) -> String {
    if node.kind() == "type_modifiers" {
        return String::new();
    }
    if node.child_count() == 0 {
        return plain_type_name(node, source);
    }
    let mut cursor = node.walk();
    node.children(&mut cursor)
        .map(|c| without_type_modifiers(&c, source))
        .collect()
}

/// The parts of a C# name that are no identifier: a finalizer `~C`, an operator
/// `operator+`, a conversion `operator int` (captured as the whole declaration).
pub(super) fn csharp_type_name(node: &Node, source: &[u8]) -> String {
    let field = |f: &str| node.child_by_field_name(f);
    let text = |n: Option<Node>| n.map(|n| plain_type_name(&n, source)).unwrap_or_default();
    match node.kind() {
        "destructor_declaration" => format!("~{}", text(field("name"))),
        "operator_declaration" => format!("operator{}", text(field("operator"))),
        "conversion_operator_declaration" => format!("operator {}", text(field("type"))),
        _ => plain_type_name(node, source),
    }
}

/// The type a Swift extension extends, as written but without generic arguments:
/// `Array<Int>` → `Array`, `Outer.Inner` → `Outer.Inner`.
pub(super) fn swift_type_name(node: &Node, source: &[u8]) -> String {
    if node.kind() != "user_type" {
        return plain_type_name(node, source);
    }
    let mut cursor = node.walk();
    let parts: Vec<String> = node
        .named_children(&mut cursor)
        .filter(|c| c.kind() == "type_identifier")
        .map(|c| plain_type_name(&c, source))
        .collect();
    if parts.is_empty() {
        plain_type_name(node, source)
    } else {
        parts.join(".")
    }
}
