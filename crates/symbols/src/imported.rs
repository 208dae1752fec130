//! Which definitions an import line serves: the lines of an `import`, `use` or `using`
//! belong to no symbol (docs/SYMBOLS.md), yet an edit of them changes the code that uses
//! what they bring in. [`import_users`] names that code, for an edit whose changed lines
//! are imports alone.

use std::path::Path;
use std::time::Instant;

use anyhow::Result;
use tree_sitter::{Node, TreeCursor};

use super::parse::{Limits, parse};
use super::{HOOK_PARSE_BUDGET, Symbol, innermost_for_code_lines, language_for_path};

/// An import used by more definitions than this is the file's, not a few symbols' (a
/// changed `import "fmt"` that twenty functions call names none of them).
pub(crate) const MAX_IMPORT_USERS: usize = 4;

/// The innermost symbols of `table` (the table of `source`) whose code uses a name that an
/// import on `lines` brings into the file: `classify` for an added `import "math"` that
/// `classify` calls, `Handler.serve` for a changed `use crate::auth::Token;`. Empty when
/// the lines hold no import, when nothing uses the names, or when more than
/// 4 symbols do (an import that many use is the file's).
///
/// The names are those the import brings in: the imported name and its alias (both are
/// taken, the code uses one), else the package an imported path names (Go's `math` of
/// `"math"`, Python's `os` of `import os.path`); not the module a name comes from (`from
/// app import x` brings in `x`).
pub fn import_users(
    path: &Path,
    source: &[u8],
    table: &[Symbol],
    lines: &[(usize, usize)],
) -> Result<Vec<Symbol>> {
    let names = imported_names(path, source, lines)?;
    if names.is_empty() {
        return Ok(Vec::new());
    }
    let text = String::from_utf8_lossy(source);
    let using: Vec<(usize, usize)> = (1..)
        .zip(text.lines())
        .filter(|(_, line)| names.iter().any(|name| uses_word(line, name)))
        .map(|(n, _)| (n, n))
        .collect();
    let users = Some(innermost_for_code_lines(table, &using));
    Ok(users
        .filter(|u| u.len() <= MAX_IMPORT_USERS)
        .unwrap_or_default())
}

/// The names bound by the imports on `lines` (1-based, inclusive) of `source`.
pub(crate) fn imported_names(
    path: &Path,
    source: &[u8],
    lines: &[(usize, usize)],
) -> Result<Vec<String>> {
    let Some(lang) = language_for_path(path) else {
        return Ok(Vec::new());
    };
    let limits = Limits {
        started: Instant::now(),
        budget: HOOK_PARSE_BUDGET,
        whole_budget: false,
    };
    let tree = parse(lang, source, limits)?;
    let on_lines = |node: &Node| {
        let (first, last) = (node.start_position().row + 1, node.end_position().row + 1);
        lines.iter().any(|&(a, b)| first <= b && a <= last)
    };
    let mut names = Vec::new();
    let mut cursor = tree.walk();
    // Imports sit at the top of a file or a module: walk the nodes that hold changed lines.
    let mut stack = vec![tree.root_node()];
    while let Some(node) = stack.pop() {
        if is_import(node.kind()) {
            let mut c = node.walk();
            bound_names(&mut c, source, &on_lines, false, &mut names);
            continue;
        }
        stack.extend(node.children(&mut cursor).filter(|c| on_lines(c)));
    }
    names.retain(|n| n.chars().any(|c| c.is_alphanumeric()) && n != "_");
    names.sort();
    names.dedup();
    Ok(names)
}

/// A statement that brings names into a file, in the grammars' own words: `import_*`
/// (Python, TypeScript, JavaScript, Go, Java, Kotlin, Swift), Rust's `use`, C#'s `using`,
/// PHP's `use`.
fn is_import(kind: &str) -> bool {
    (kind.starts_with("import") || kind.ends_with("import_statement"))
        && !matches!(kind, "import" | "import_attribute")
        || matches!(
            kind,
            "future_import_statement"
                | "use_declaration"
                | "using_directive"
                | "namespace_use_declaration"
        )
}

/// Collects, from the node under `cursor` (part of an import), the names it binds on the
/// changed lines. `first_segment`: a dotted path binds its first name (Python's
/// `import a.b` binds `a`).
fn bound_names(
    cursor: &mut TreeCursor,
    source: &[u8],
    on_lines: &dyn Fn(&Node) -> bool,
    first_segment: bool,
    out: &mut Vec<String>,
) {
    let node = cursor.node();
    if !on_lines(&node) {
        return;
    }
    let text = |n: &Node| n.utf8_text(source).unwrap_or_default().to_string();
    match node.kind() {
        // Go: `name "path"` binds the name, `"path"` its last segment (not a major version).
        "import_spec" => {
            if let Some(n) = node.child_by_field_name("name") {
                out.push(text(&n));
            } else if let Some(p) = node.child_by_field_name("path") {
                let p = text(&p);
                let mut segments = p.trim_matches('"').rsplit('/');
                let last = segments.next().unwrap_or_default();
                let major = last.len() > 1
                    && last.starts_with('v')
                    && last[1..].bytes().all(|b| b.is_ascii_digit());
                let package = if major { segments.next() } else { Some(last) };
                out.extend(package.map(|s| s.replace(['-', '.'], "_")));
            }
            return;
        }
        // A path binds one of its names: the last (`a::b::C`, `java.util.List`), or the
        // first for Python's `import a.b`.
        "dotted_name"
        | "scoped_identifier"
        | "scoped_type_identifier"
        | "qualified_name"
        | "namespace_name" => {
            let mut c = node.walk();
            let parts: Vec<Node> = node
                .named_children(&mut c)
                .filter(|n| n.kind().ends_with("identifier") || n.kind() == "name")
                .collect();
            let pick = if first_segment {
                parts.first()
            } else {
                parts.last()
            };
            out.extend(pick.map(text));
            return;
        }
        kind if node.child_count() == 0 => {
            if kind.ends_with("identifier") || kind == "name" {
                out.push(text(&node));
            }
            return;
        }
        _ => {}
    }
    let python_import =
        node.kind() == "import_statement" && node.child_by_field_name("name").is_some();
    if !cursor.goto_first_child() {
        return;
    }
    loop {
        // Where a name comes from is not a name it binds: Python's `from m import`,
        // TypeScript's `from "m"`, Rust's `a::b` of `use a::b::{C, D}`.
        let from = match cursor.field_name() {
            Some("module_name" | "source") => true,
            Some("path") => node.kind() == "scoped_use_list",
            _ => false,
        };
        if !from {
            bound_names(cursor, source, on_lines, python_import, out);
        }
        if !cursor.goto_next_sibling() {
            break;
        }
    }
    cursor.goto_parent();
}

/// Whether `line` holds `word` as a whole identifier.
fn uses_word(line: &str, word: &str) -> bool {
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    line.match_indices(word).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + word.len()..].chars().next();
        !before.is_some_and(ident) && !after.is_some_and(ident)
    })
}

#[cfg(test)]
mod tests;
