//! Strings, character literals and the holes of code inside strings, per language.

use super::{Flavor, Open, Scan};

/// How a string ends, and what it holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Str {
    pub(super) close: Close,
    /// A backslash escapes the next byte.
    pub(super) escapes: bool,
    /// A newline may be inside it (else it is an unterminated string).
    pub(super) multiline: bool,
    pub(super) hole: Hole,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Close {
    /// One quote byte.
    Quote(u8),
    /// Three of the quote byte.
    Triple(u8),
    /// `"` and this many `#` (Rust's and Swift's raw strings).
    Hashes(usize),
    /// `"` not followed by another `"` (C#'s verbatim strings, where `""` is a quote).
    Verbatim,
    /// This many `"` in a row (C#'s raw strings).
    Quotes(usize),
}

/// Code inside a string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Hole {
    None,
    /// `${ ... }` (JavaScript templates).
    Dollar,
    /// `{ ... }`, `{{` being a brace (C#'s interpolated strings).
    Brace,
    /// `\( ... )` (Swift).
    Paren,
}

impl Scan<'_> {
    /// A string, character literal or lifetime starting at the quote `q`.
    pub(super) fn quote(&mut self, q: u8) -> Option<()> {
        use Flavor::*;
        let triple = self.at(1) == q && self.at(2) == q;
        let s = |close, escapes, multiline, hole| Str {
            close,
            escapes,
            multiline,
            hole,
        };
        let str = match (self.flavor, q) {
            (Python, b'"' | b'\'') if triple => s(Close::Triple(q), true, true, Hole::None),
            (Python, b'"' | b'\'') => s(Close::Quote(q), true, false, Hole::None),
            (Rust, b'"') => s(Close::Quote(q), true, true, Hole::None),
            (Go, b'"') | (Java, b'"') | (CSharp, b'"') | (Script, b'"' | b'\'')
                if !(triple && matches!(self.flavor, Java | CSharp)) =>
            {
                s(Close::Quote(q), true, false, Hole::None)
            }
            (Java, b'"') => s(Close::Triple(q), true, true, Hole::None),
            (CSharp, b'"') => {
                let n = self.src[self.i..]
                    .iter()
                    .take_while(|&&c| c == b'"')
                    .count();
                self.i += n;
                return self.string(s(Close::Quotes(n), false, true, Hole::None));
            }
            (Go, b'`') => s(Close::Quote(q), false, true, Hole::None),
            (Script, b'`') => s(Close::Quote(q), true, true, Hole::Dollar),
            (Swift, b'"') if triple => s(Close::Triple(q), true, true, Hole::Paren),
            (Swift, b'"') => s(Close::Quote(q), true, false, Hole::Paren),
            (Rust | Go | Java | CSharp, b'\'') => return self.char_literal(),
            _ => {
                self.i += 1;
                return Some(());
            }
        };
        self.i += if triple && matches!(str.close, Close::Triple(_)) {
            3
        } else {
            1
        };
        self.string(str)
    }

    /// C#'s `@"..."`, `$"..."`, `$@"..."`, `@$"..."` and `$"""..."""`, from the prefix.
    pub(super) fn csharp_prefixed(&mut self) -> Option<()> {
        let prefix = self.src[self.i..]
            .iter()
            .take_while(|&&c| matches!(c, b'@' | b'$'))
            .count();
        let verbatim = self.src[self.i..self.i + prefix].contains(&b'@');
        let interpolated = self.src[self.i..self.i + prefix].contains(&b'$');
        self.i += prefix;
        if self.at(0) != b'"' {
            return Some(());
        }
        let quotes = self.src[self.i..]
            .iter()
            .take_while(|&&c| c == b'"')
            .count();
        let hole = if interpolated {
            Hole::Brace
        } else {
            Hole::None
        };
        let str = if quotes >= 3 {
            self.i += quotes;
            // Raw: holes need as many braces as there were `$`; a rare form, read as text.
            Str {
                close: Close::Quotes(quotes),
                escapes: false,
                multiline: true,
                hole: Hole::None,
            }
        } else if verbatim {
            self.i += 1;
            Str {
                close: Close::Verbatim,
                escapes: false,
                multiline: true,
                hole,
            }
        } else {
            self.i += 1;
            Str {
                close: Close::Quote(b'"'),
                escapes: true,
                multiline: false,
                hole,
            }
        };
        self.string(str)
    }

    /// A character literal (`'x'`, `'\n'`, `'é'`) or, in Rust, a lifetime or label (`'a`).
    fn char_literal(&mut self) -> Option<()> {
        let body = self.i + 1;
        if self.src.get(body) == Some(&b'\\') {
            // An escape: the literal closes within a few bytes (`'\u{1F600}'`).
            // The escaped byte may itself be a quote (`'\''`).
            let close = self
                .src
                .get(body + 2..)?
                .iter()
                .take(12)
                .position(|&c| c == b'\'')?;
            self.i = body + 2 + close + 1;
            return Some(());
        }
        let lead = *self.src.get(body)?;
        let width = match lead {
            0..0x80 => 1,
            0xC0..0xE0 => 2,
            0xE0..0xF0 => 3,
            _ => 4,
        };
        if self.src.get(body + width) == Some(&b'\'') && lead != b'\n' {
            self.i = body + width + 1;
            return Some(());
        }
        if self.flavor == Flavor::Rust {
            self.i += 1;
            return Some(());
        }
        None
    }

    /// The rest of string `s`, from just after its opening: to its end, or into a hole.
    pub(super) fn string(&mut self, s: Str) -> Option<()> {
        while let Some(&c) = self.src.get(self.i) {
            match c {
                b'\\' if s.escapes => {
                    if s.hole == Hole::Paren && self.at(1) == b'(' {
                        self.i += 2;
                        self.open.push(Open::Hole(b')', s));
                        self.regex_ok = true;
                        return Some(());
                    }
                    self.i += 2;
                    continue;
                }
                b'\n' if !s.multiline => return None,
                b'"' if s.close == Close::Verbatim && self.at(1) == b'"' => {
                    self.i += 2;
                    continue;
                }
                b'$' if s.hole == Hole::Dollar && self.at(1) == b'{' => {
                    self.i += 2;
                    self.open.push(Open::Hole(b'}', s));
                    self.regex_ok = true;
                    return Some(());
                }
                b'{' if s.hole == Hole::Brace => {
                    if self.at(1) == b'{' {
                        self.i += 2;
                        continue;
                    }
                    self.i += 1;
                    self.open.push(Open::Hole(b'}', s));
                    return Some(());
                }
                _ => {}
            }
            if let Some(len) = self.closes(s.close) {
                self.i += len;
                return Some(());
            }
            // A run of quotes too short to close a raw string is passed whole, so that no
            // run is counted again from each of its quotes.
            self.i += match s.close {
                Close::Quotes(_) => self.src[self.i..]
                    .iter()
                    .take_while(|&&c| c == b'"')
                    .count()
                    .max(1),
                _ => 1,
            };
        }
        None
    }

    /// The length of the closing of a string of `close` at the scan's point, if it is one.
    fn closes(&self, close: Close) -> Option<usize> {
        let rest = &self.src[self.i..];
        match close {
            Close::Quote(q) => (rest[0] == q).then_some(1),
            Close::Triple(q) => rest.starts_with(&[q, q, q]).then_some(3),
            Close::Hashes(n) => {
                (rest[0] == b'"' && rest.len() > n && rest[1..=n].iter().all(|&c| c == b'#'))
                    .then_some(n + 1)
            }
            Close::Verbatim => (rest[0] == b'"' && rest.get(1) != Some(&b'"')).then_some(1),
            Close::Quotes(n) => {
                let run = rest.iter().take_while(|&&c| c == b'"').count();
                (run >= n).then_some(run)
            }
        }
    }
}
