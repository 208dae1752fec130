//! Bounded looks ahead of the Kotlin scan: where an annotation, a parenthesised group,
//! a comment or a name ends, and what follows it.

use super::tokens::{Frame, LOOKAHEAD, Scan, is_modifier, is_word_byte};

impl Scan<'_> {
    pub(super) fn block_comment_end(&self, i: usize) -> usize {
        let mut depth = 0usize;
        let mut j = i;
        while j + 1 < self.b.len() {
            match (self.b[j], self.b[j + 1]) {
                (b'/', b'*') => {
                    depth += 1;
                    j += 2;
                }
                (b'*', b'/') => {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        return j;
                    }
                }
                _ => j += 1,
            }
        }
        self.b.len()
    }

    /// The end of a character literal (`'a'`, `'\n'`, `'\u0041'`), or just past a lone `'`.
    pub(super) fn char_end(&self, i: usize) -> usize {
        let from = i + if self.at(i + 1) == b'\\' { 3 } else { 2 };
        (from..self.b.len().min(i + 12))
            .find(|&j| matches!(self.b[j], b'\'' | b'\n'))
            .filter(|&j| self.b[j] == b'\'')
            .map_or(i + 1, |j| j + 1)
    }

    /// The end of a name at `j` (plain or backticked).
    pub(super) fn name_end(&self, j: usize) -> Option<usize> {
        if self.at(j) == b'`' {
            let p = self.b[j + 1..self.b.len().min(j + 1 + LOOKAHEAD)]
                .iter()
                .position(|&c| c == b'`' || c == b'\n')?;
            return (self.b[j + 1 + p] == b'`').then_some(j + p + 2);
        }
        let c = self.at(j);
        (is_word_byte(c) && !c.is_ascii_digit()).then(|| self.skip(j + 1, is_word_byte))
    }

    /// An annotation at `i` (`@`): blanked whole, its arguments scanned as code so that
    /// strings and nested parentheses are respected.
    pub(super) fn annotation(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        if self.at(j) != b'[' {
            let Some(mut k) = self.name_end(j) else {
                self.other();
                return i + 1;
            };
            // A use-site target: `@file:`, `@get:`.
            if self.at(k) == b':' && self.at(k + 1) != b':' {
                j = self.skip(k + 1, |c| matches!(c, b' ' | b'\t'));
                if self.at(j) != b'[' {
                    let Some(end) = self.name_end(j) else {
                        self.other();
                        return i + 1;
                    };
                    k = end;
                }
            }
            if self.at(j) != b'[' {
                while self.at(k) == b'.'
                    && let Some(end) = self.name_end(k + 1)
                {
                    k = end;
                }
                if self.at(k) != b'(' {
                    self.blanks.push((i, k));
                    self.line_has_token = true;
                    return k;
                }
                j = k;
            }
        }
        // `(` of the arguments or `[` of a group: blanked when it closes.
        self.line_has_token = true;
        self.frames.push(Frame::Group {
            close: if self.b[j] == b'(' { b')' } else { b']' },
            annotation: Some(i),
            condition: false,
            subject: false,
        });
        j + 1
    }

    /// The `)` that closes the `(` at `i`, within [`LOOKAHEAD`] bytes and before any byte of
    /// `stop`; None when there is none.
    fn closing_paren(&self, i: usize, stop: &[u8]) -> Option<usize> {
        let mut depth = 0usize;
        for j in i..self.b.len().min(i + LOOKAHEAD) {
            match self.b[j] {
                b'(' => depth += 1,
                b')' => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(j);
                    }
                }
                c if stop.contains(&c) => return None,
                _ => {}
            }
        }
        None
    }

    /// The end of the context parameters at `i` (`context(a: A)` before a declaration,
    /// `context(T) () -> R` in a function type), which the grammar cannot read; `None` for
    /// anything else (a call `context(a) { }`).
    pub(super) fn context_parameters(&self, i: usize) -> Option<usize> {
        if self.at(i) != b'(' {
            return None;
        }
        let close = self.closing_paren(i, b"{}\"'=;")? + 1;
        let k = self.skip(close, |c| c.is_ascii_whitespace());
        let w = &self.b[k..self.skip(k, is_word_byte)];
        let declaration = matches!(
            w,
            b"fun" | b"val" | b"var" | b"class" | b"interface" | b"object" | b"context"
        ) || is_modifier(w);
        (matches!(self.at(k), b'(' | b'@') || declaration).then_some(close)
    }

    /// After `fun` at `i` (type parameters skipped): a modifier word or `context` followed by
    /// `(` is the function's name (`fun <R> suspend(block: ...)`).
    pub(super) fn fun_name(&mut self, mut i: usize) {
        let skip_spaces = |s: &Self, i: usize| s.skip(i, |c| matches!(c, b' ' | b'\t'));
        i = skip_spaces(self, i);
        if self.at(i) == b'<' {
            let mut depth = 0usize;
            let bound = self.b.len().min(i + LOOKAHEAD);
            while i < bound {
                match self.b[i] {
                    b'<' => depth += 1,
                    b'>' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    b'\n' | b'{' | b'=' | b';' => return,
                    _ => {}
                }
                i += 1;
            }
            i = skip_spaces(self, i + 1);
        }
        let end = self.skip(i, is_word_byte);
        let w = &self.b[i..end];
        if end > i && (is_modifier(w) || w == b"context") && self.at(skip_spaces(self, end)) == b'('
        {
            self.bytes.push((i, b'_'));
        }
    }

    /// Whether the `(` at `i` after a modifier word is a call's (`get(copy)`,
    /// `suspend(waiter)`) rather than an accessor's (`get() = 1`, `set(v) {`) or a function
    /// type's (`suspend () -> T`): what follows its `)` on the line says.
    pub(super) fn is_call(&self, i: usize) -> bool {
        let Some(close) = self.closing_paren(i, b"\n\"'/") else {
            return false;
        };
        let j = self.skip(close + 1, |c| matches!(c, b' ' | b'\t'));
        let (c0, c1) = (self.at(j), self.at(j + 1));
        !(c0 == b'{' || c0 == b':' || (c0 == b'=' && c1 != b'=') || (c0 == b'-' && c1 == b'>'))
    }
}
