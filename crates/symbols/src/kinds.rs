//! The kinds of definitions a symbol query may name, and which names of a kind are no
//! symbol.

/// The kinds a query may name in `@definition.<kind>` (docs/SYMBOLS.md).
pub const KINDS: &[&str] = &[
    "class",
    "function",
    "method",
    "getter",
    "setter",
    "constructor",
    "field",
    "interface",
    "enum",
    "type",
    "namespace",
    "struct",
    "union",
    "trait",
    "impl",
    "module",
    "macro",
    "property",
    "constant",
    "variable",
    "suite",
    "test",
    "hook",
];

/// Whether a symbol of `kind` declares a type only (an interface, a type alias): no code of
/// it runs.
pub fn declares_type_only(kind: &str) -> bool {
    matches!(kind, "interface" | "type")
}

/// Whether a symbol of `kind` is a test or part of one (a test block, a suite, a hook of
/// the test framework), wherever its file is: a failing run is not its cause.
pub fn is_test_kind(kind: &str) -> bool {
    matches!(kind, "test" | "suite" | "hook")
}

/// The query's kind name as a `'static` string; a test holds every query to [`KINDS`].
pub(crate) fn static_kind(k: &str) -> &'static str {
    KINDS
        .iter()
        .find(|&&known| known == k)
        .copied()
        .unwrap_or("definition")
}

/// False for a module-level declaration that holds no data worth a lesson of its own: Go's
/// blank `var _ Interface = (*T)(nil)` (a compile-time check), Python's `__all__` and
/// `__version__` (the module's metadata). Other kinds are always named.
pub(crate) fn names_data(kind: &str, name: &str) -> bool {
    !matches!(kind, "constant" | "variable")
        || !(name == "_" || (name.len() > 4 && name.starts_with("__") && name.ends_with("__")))
}
