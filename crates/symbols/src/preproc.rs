//! C and C++ source with one branch of each preprocessor conditional, for a file that
//! tree-sitter cannot read as it is.
//!
//! tree-sitter-c and -cpp read every branch of `#if` as code, inside the conditional's
//! node. Code whose branches do not nest on their own then loses the rest of the file to an
//! error node: `lz4.c` opens `extern "C" {` in one `#if defined(__cplusplus)` and closes it
//! in another, and ends labels right before `#endif`. A compiler reads one branch of each
//! conditional. So, when the file as it is parses with errors, it is parsed again with the
//! conditionals flattened, and that tree is kept when it has fewer errors:
//!
//! - the conditional directives (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`,
//!   and the `elifdef` pair) become spaces;
//! - a conditional whose every branch is whole on its own (its braces and parentheses
//!   close within it, never below where they started) keeps all its branches: a function
//!   defined once per platform is found in each;
//! - of any other conditional, as `ctags` does, only the first branch is kept (the one
//!   after `#else` when the first is `#if 0`): the others become spaces, directives and
//!   all; an `#if 0` branch is always blank;
//! - a line holding one macro name alone (`Py_BEGIN_ALLOW_THREADS`: capitals, digits and
//!   `_`, after an optional `Xx_` prefix) becomes spaces: such a macro expands to part of a
//!   statement, which tree-sitter reads as the start of a declaration. A definition right
//!   after such lines starts at them (`MEM_STATIC` / `FORCE_INLINE_ATTR` / a function).
//!
//! The text keeps its length and its line breaks, so every node keeps the offsets and
//! lines of the source; names and anchors are read from the source. Comments, strings and
//! character literals are followed so that a `#` or a `/*` inside them is not taken for
//! what it is not.

use super::macro_calls::{
    blank_export_macros, blank_head_macros, blank_trailing_decltype, is_lone_macro,
    is_macro_statement, macro_statement_end,
};
use super::rewrite::{Blank, Rewritten};

/// The source with its conditionals flattened, or `None` when that changes nothing.
pub(crate) fn fallback(source: &[u8]) -> Option<Rewritten> {
    let whole = whole_conditionals(source);
    let mut text = source.to_vec();
    let mut frames: Vec<Frame> = Vec::new();
    let mut lexer = Lexer::default();
    let mut seen = 0;
    let mut changed = false;
    let mut blanks = Vec::new();
    let mut row = 0;
    // The end of a macro statement over several lines being blanked.
    let mut blank_until = 0;
    for (at, end) in logical_lines(source) {
        let line = &source[at..end];
        let last = lexer.last;
        let in_comment = lexer.in_comment;
        let skipping = frames.iter().any(|f| f.skip);
        let blank = match lexer.directive(line) {
            _ if at < blank_until => true,
            Some(b"if" | b"ifdef" | b"ifndef") => {
                let if0 = is_zero(line);
                frames.push(Frame {
                    skip: if0,
                    taken: !if0,
                    keep_all: whole.get(seen).copied().unwrap_or(false),
                });
                seen += 1;
                true
            }
            Some(b"elif" | b"else" | b"elifdef" | b"elifndef") => {
                if let Some(f) = frames.last_mut() {
                    f.skip = f.taken && !f.keep_all;
                    f.taken = true;
                }
                true
            }
            Some(b"endif") => {
                frames.pop();
                true
            }
            // `#define`, `#undef`, `#include`, `#pragma`: no definition is in them, and a
            // macro defined inside a function body is an error to tree-sitter.
            Some(_) => true,
            None if skipping => true,
            None if lexer.in_comment => false,
            None if is_lone_macro(line) => {
                // A definition right after it starts at it, as its head does.
                blanks.push(Blank { start: at, row });
                true
            }
            // Where a statement or a declaration may start (`>`: after a template's head,
            // where a macro call is an attribute, `PYBIND11_DEPRECATED("...")`).
            None if matches!(lexer.last, b';' | b'{' | b'}' | b':' | b'>') => {
                if let Some(end) = macro_statement_end(source, at) {
                    blank_until = end;
                    true
                } else {
                    is_macro_statement(line, next_code_byte(source, end))
                }
            }
            None => false,
        };
        row += line.iter().filter(|&&b| b == b'\n').count();
        let code = !blank && lexer.directive(line).is_none();
        lexer.line(line, |_| {});
        if code {
            changed |= blank_export_macros(line, &mut text[at..end]);
            let next = next_code_byte(source, end);
            changed |= blank_head_macros(line, &source[..at], last, next, &mut text[at..end]);
            changed |= blank_trailing_decltype(line, &source[..at], next, &mut text[at..end]);
        } else {
            lexer.last = last;
        }
        if blank {
            changed |= blank_code(line, in_comment, &mut text[at..end]);
        }
    }
    changed.then(|| Rewritten {
        text,
        blanks,
        comments: Vec::new(),
    })
}

/// Blanks the code of `line` (`in_comment`: a block comment is open at its start) and
/// keeps its comments, which may go on below it (`#define N 3 /* the size ...` / `*/`).
/// Says whether it changed anything.
fn blank_code(line: &[u8], mut in_comment: bool, out: &mut [u8]) -> bool {
    let mut changed = false;
    let mut quote: Option<u8> = None;
    let mut escaped = false;
    let mut i = 0;
    while i < line.len() {
        let (b, next) = (line[i], line.get(i + 1).copied());
        match quote {
            _ if in_comment => {
                if b == b'*' && next == Some(b'/') {
                    in_comment = false;
                    i += 1;
                }
                i += 1;
                continue;
            }
            None if b == b'/' && next == Some(b'*') => {
                in_comment = true;
                i += 2;
                continue;
            }
            None if b == b'/' && next == Some(b'/') => break,
            None if b == b'"' || b == b'\'' => quote = Some(b),
            None => {}
            // A literal ends at its quote (not an escaped one) or with its line.
            Some(q) => {
                if b == b'\n' || (b == q && !escaped) {
                    quote = None;
                }
                escaped = !escaped && b == b'\\';
            }
        }
        if !matches!(b, b'\n' | b'\r' | b' ') {
            out[i] = b' ';
            changed = true;
        }
        i += 1;
    }
    changed
}

/// For each conditional, in the order of their `#if`s: whether every branch is whole on
/// its own (its braces and parentheses close within it, never below where it started).
/// An `#if 0` branch does not count, and a conditional inside a branch counts for what
/// is kept of it.
fn whole_conditionals(source: &[u8]) -> Vec<bool> {
    let mut whole: Vec<bool> = Vec::new();
    let mut open: Vec<Open> = Vec::new();
    let mut lexer = Lexer::default();
    for (at, end) in logical_lines(source) {
        let line = &source[at..end];
        let directive = lexer.directive(line);
        lexer.line(line, |b| {
            if directive.is_some() {
                return;
            }
            let (i, step) = match b {
                b'{' => (0, 1),
                b'}' => (0, -1),
                b'(' => (1, 1),
                _ => (1, -1),
            };
            for o in &mut open {
                o.depth[i] += step;
                o.broken |= o.depth[i] < 0;
            }
        });
        match directive {
            Some(b"if" | b"ifdef" | b"ifndef") => {
                open.push(Open {
                    index: whole.len(),
                    dead: is_zero(line),
                    ..Open::default()
                });
                whole.push(true);
            }
            Some(b"elif" | b"else" | b"elifdef" | b"elifndef") => {
                if let Some(o) = open.last_mut() {
                    o.end_branch(&mut whole);
                }
            }
            Some(b"endif") => {
                if let Some(mut o) = open.pop() {
                    o.end_branch(&mut whole);
                    // What the enclosing branches keep of it: every live branch (whole,
                    // they add nothing) or the first.
                    let kept = if whole[o.index] {
                        [0, 0]
                    } else {
                        o.kept.unwrap_or_default()
                    };
                    for p in &mut open {
                        for ((d, k), t) in p.depth.iter_mut().zip(kept).zip(o.total) {
                            *d += k - t;
                        }
                    }
                }
            }
            _ => {}
        }
    }
    whole
}

/// The branch being read of an open conditional, in [`whole_conditionals`].
#[derive(Default)]
struct Open {
    index: usize,
    /// The branch is `#if 0`.
    dead: bool,
    /// Braces and parentheses opened (less closed) in the branch, and whether it went below
    /// its start.
    depth: [i32; 2],
    broken: bool,
    /// The sum of `depth` over its ended branches, and the `depth` of the first live one.
    total: [i32; 2],
    kept: Option<[i32; 2]>,
}

impl Open {
    fn end_branch(&mut self, whole: &mut [bool]) {
        if !self.dead {
            if self.broken || self.depth != [0, 0] {
                whole[self.index] = false;
            }
            self.kept.get_or_insert(self.depth);
        }
        for (t, d) in self.total.iter_mut().zip(self.depth) {
            *t += d;
        }
        self.depth = [0, 0];
        self.broken = false;
        self.dead = false;
    }
}

/// One open conditional.
struct Frame {
    /// Its current branch is blanked.
    skip: bool,
    /// A branch of it has been kept already.
    taken: bool,
    /// Every branch is kept ([`whole_conditionals`]).
    keep_all: bool,
}

/// The logical lines of `source` as (start, end past the line break): physical lines
/// joined by a backslash before the line break.
fn logical_lines(source: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at;
        while at < source.len() {
            let nl = line_end(source, at);
            let before = &source[at..nl];
            at = (nl + 1).min(source.len());
            if !before
                .strip_suffix(b"\r")
                .unwrap_or(before)
                .ends_with(b"\\")
            {
                break;
            }
        }
        (start < at).then_some((start, at))
    })
}

/// Just enough of C's lexer: whether a block comment is open at the start of a line, and
/// the last byte of code before it.
pub(super) struct Lexer {
    pub(super) in_comment: bool,
    /// Outside comments and whitespace; a string or character literal counts as its quote.
    pub(super) last: u8,
}

impl Default for Lexer {
    fn default() -> Self {
        // The start of a file is where a statement may start.
        Lexer {
            in_comment: false,
            last: b';',
        }
    }
}

impl Lexer {
    /// The word after `#` when `line` is a directive.
    fn directive<'a>(&self, line: &'a [u8]) -> Option<&'a [u8]> {
        let rest = trim_start(line)
            .strip_prefix(b"#")
            .filter(|_| !self.in_comment)?;
        let rest = trim_start(rest);
        let len = rest
            .iter()
            .position(|b| !b.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        Some(&rest[..len])
    }

    /// Reads `line`, calling `bracket` with each brace or parenthesis outside comments,
    /// strings and character literals (which end with their line).
    pub(super) fn line(&mut self, line: &[u8], mut bracket: impl FnMut(u8)) {
        let mut i = 0;
        let mut quote: Option<u8> = None;
        while i < line.len() {
            let b = line[i];
            if self.in_comment {
                if b == b'*' && line.get(i + 1) == Some(&b'/') {
                    self.in_comment = false;
                    i += 1;
                }
            } else if let Some(q) = quote {
                if b == b'\\' {
                    i += 1;
                } else if b == q || b == b'\n' {
                    quote = None;
                }
            } else if b == b'/' && line.get(i + 1) == Some(&b'*') {
                self.in_comment = true;
                i += 1;
            } else if b == b'/' && line.get(i + 1) == Some(&b'/') {
                // A line comment runs to the end of the logical line.
                return;
            } else if b == b'"' || b == b'\'' {
                quote = Some(b);
                self.last = b;
            } else if !b.is_ascii_whitespace() {
                if matches!(b, b'{' | b'}' | b'(' | b')') {
                    bracket(b);
                }
                self.last = b;
            }
            i += 1;
        }
    }
}

/// Whether an `#if` line's condition is `0`.
fn is_zero(line: &[u8]) -> bool {
    let rest = trim_start(line).strip_prefix(b"#").unwrap_or_default();
    let rest = trim_start(rest).strip_prefix(b"if").unwrap_or_default();
    let cond = rest
        .split(|&b| b == b'/')
        .next()
        .unwrap_or_default()
        .trim_ascii();
    cond == b"0"
}

/// The first byte after `at` that is not whitespace.
fn next_code_byte(source: &[u8], at: usize) -> Option<u8> {
    source[at..]
        .iter()
        .copied()
        .find(|b| !b.is_ascii_whitespace())
}

/// Where the line that `at` is on ends: its `\n`, or the end of `source`.
pub(super) fn line_end(source: &[u8], at: usize) -> usize {
    source[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(source.len(), |i| at + i)
}

pub(super) fn trim_start(b: &[u8]) -> &[u8] {
    let i = b
        .iter()
        .position(|&c| c != b' ' && c != b'\t')
        .unwrap_or(b.len());
    &b[i..]
}

#[cfg(test)]
mod tests;
