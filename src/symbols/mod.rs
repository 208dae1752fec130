//! Resolution of a source file's lines to symbols (`Class.method`), per design/SYMBOLS.md.
//!
//! INTERFACE CONTRACT (used by cmd/ and hook/): the signatures below. Bodies marked `todo!`
//! are being written.

use std::path::Path;

use anyhow::Result;
use serde::{Deserialize, Serialize};

/// One named definition. Lines are 1-based and inclusive; the range includes decorators,
/// attributes and (Rust) doc comments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Symbol {
    /// The dotted chain of enclosing definitions, outermost first: `Outer.Inner.method`.
    pub name: String,
    /// `class`, `function`, `method`, `struct`, `enum`, `trait`, `impl`, `module`, ...
    pub kind: String,
    pub start_line: usize,
    pub end_line: usize,
}

/// A supported language.
#[derive(Debug)]
pub struct Language {
    /// `python`, `rust`, `typescript`, `tsx`, `javascript`.
    pub name: &'static str,
}

/// The language of a path, by its extension; no I/O, no parsing.
pub fn language_for_path(path: &Path) -> Option<&'static Language> {
    let _ = path;
    todo!()
}

/// Every symbol of the file, in order of start line (outer before inner).
pub fn symbols_of_file(path: &Path, source: &[u8]) -> Result<Vec<Symbol>> {
    let _ = (path, source);
    todo!()
}

/// The distinct innermost symbols of the lines in `ranges` (1-based, inclusive), in order of
/// first appearance, computed from a symbol table made by [`symbols_of_file`].
pub fn innermost_for_lines(table: &[Symbol], ranges: &[(usize, usize)]) -> Vec<Symbol> {
    let _ = (table, ranges);
    todo!()
}

/// [`symbols_of_file`] then [`innermost_for_lines`].
pub fn symbols_for_lines(path: &Path, source: &[u8], ranges: &[(usize, usize)]) -> Result<Vec<Symbol>> {
    Ok(innermost_for_lines(&symbols_of_file(path, source)?, ranges))
}
