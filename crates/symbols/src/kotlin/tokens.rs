//! The scan of Kotlin tokens that finds what [`super::rewrite`] rewrites: strings,
//! comments, brackets and words, one pass over the source.

/// How far a look ahead goes (to a `)`, a `>`, a closing backtick): each is short in real
/// code, and the bound keeps the scan linear on hostile input.
pub(super) const LOOKAHEAD: usize = 1024;

/// Words that are modifiers where a declaration may start, names elsewhere (a `match`,
/// which compiles to a comparison by length first: the scan asks it of every word).
pub(super) fn is_modifier(w: &[u8]) -> bool {
    matches!(
        w,
        b"abstract"
            | b"actual"
            | b"annotation"
            | b"companion"
            | b"const"
            | b"crossinline"
            | b"data"
            | b"enum"
            | b"expect"
            | b"external"
            | b"final"
            | b"get"
            | b"infix"
            | b"inline"
            | b"inner"
            | b"internal"
            | b"lateinit"
            | b"noinline"
            | b"open"
            | b"operator"
            | b"override"
            | b"private"
            | b"protected"
            | b"public"
            | b"reified"
            | b"sealed"
            | b"set"
            | b"suspend"
            | b"tailrec"
            | b"value"
            | b"vararg"
    )
}

/// Keywords after which an expression goes on: none of them ends one.
fn keyword(w: &[u8]) -> Option<&'static [u8]> {
    "as break class continue do else for fun if in interface is object package return throw \
     try typealias val var when while"
        .split_whitespace()
        .map(str::as_bytes)
        .find(|k| *k == w)
}

/// What is open at a point of the scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Frame {
    /// `{`; `when_body` for the braces of a `when`.
    Brace { when_body: bool },
    /// `(` or `[`; `annotation` holds the start of the annotation whose arguments these
    /// are; `condition` for the parentheses after `if`, `while` and `for`, `subject` after
    /// `when`.
    Group {
        close: u8,
        annotation: Option<usize>,
        condition: bool,
        subject: bool,
    },
    /// `${` in a string.
    Template,
    /// Inside a string; `raw` for `"""`.
    Str { raw: bool },
}

/// The last token seen, as far as the `when` rule needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Last {
    /// A token that can end an expression: a name, a literal, `)`, `]`.
    End,
    #[default]
    Other,
}

#[derive(Default)]
pub(super) struct Scan<'s> {
    pub(super) b: &'s [u8],
    pub(super) frames: Vec<Frame>,
    /// Byte ranges to blank.
    pub(super) blanks: Vec<(usize, usize)>,
    /// Single bytes to replace.
    pub(super) bytes: Vec<(usize, u8)>,
    pub(super) comments: Vec<(usize, usize)>,
    /// Modifier words since the last other token: (start, end, is `expect`/`actual`).
    pub(super) modifiers: Vec<(usize, usize, bool)>,
    pub(super) last: Last,
    /// The keyword just before: what the next `(` or `{` opens.
    pub(super) after: &'static [u8],
    /// Whether a token stands between the last line break and here.
    pub(super) line_has_token: bool,
}

pub(super) fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

impl Scan<'_> {
    pub(super) fn at(&self, i: usize) -> u8 {
        self.b.get(i).copied().unwrap_or(0)
    }

    /// The first index from `i` whose byte `f` does not take (the end at most).
    pub(super) fn skip(&self, mut i: usize, f: impl Fn(u8) -> bool) -> usize {
        while i < self.b.len() && f(self.b[i]) {
            i += 1;
        }
        i
    }

    pub(super) fn run(&mut self) {
        let mut i = 0;
        while i < self.b.len() {
            i = match self.frames.last() {
                Some(&Frame::Str { raw }) => self.string(i, raw),
                _ => self.code(i),
            };
        }
    }

    /// One step inside a string; returns where the next step starts.
    fn string(&mut self, i: usize, raw: bool) -> usize {
        match self.b[i] {
            b'\\' if !raw => i + 2,
            b'"' if !raw || self.b[i..].starts_with(b"\"\"\"") => {
                self.frames.pop();
                self.token(Last::End);
                if raw {
                    self.skip(i + 3, |c| c == b'"')
                } else {
                    i + 1
                }
            }
            // A line break ends an unclosed one-line string (error recovery).
            b'\n' if !raw => {
                self.frames.pop();
                self.line_has_token = false;
                i + 1
            }
            b'$' if self.at(i + 1) == b'{' => {
                self.frames.push(Frame::Template);
                i + 2
            }
            _ => self.skip(i + 1, |c| !matches!(c, b'\\' | b'"' | b'\n' | b'$')),
        }
    }

    fn token(&mut self, last: Last) {
        self.last = last;
        self.line_has_token = true;
    }

    /// One token of code; returns where the next one starts.
    fn code(&mut self, i: usize) -> usize {
        let c = self.b[i];
        match c {
            b'\n' => {
                self.line_has_token = false;
                i + 1
            }
            b' ' | b'\t' | b'\r' | b'\x0c' => {
                self.skip(i + 1, |c| matches!(c, b' ' | b'\t' | b'\r'))
            }
            b'/' if self.at(i + 1) == b'/' => {
                let end = self.skip(i, |c| c != b'\n');
                self.comments.push((i, end));
                end
            }
            b'/' if self.at(i + 1) == b'*' => {
                let end = self.block_comment_end(i);
                self.comments.push((i, end));
                self.line_has_token = true;
                end
            }
            b'"' => {
                self.modifiers.clear();
                self.line_has_token = true;
                let raw = self.b[i..].starts_with(b"\"\"\"");
                self.frames.push(Frame::Str { raw });
                if raw { i + 3 } else { i + 1 }
            }
            b'\'' => {
                self.modifiers.clear();
                self.token(Last::End);
                self.char_end(i)
            }
            b'`' => {
                self.modifiers.clear();
                self.token(Last::End);
                self.name_end(i).unwrap_or(i + 1)
            }
            b'@' if i == 0 || !(is_word_byte(self.b[i - 1]) || self.b[i - 1] == b'`') => {
                self.annotation(i)
            }
            b'{' => {
                let when_body = self.after == b"when";
                self.open(Frame::Brace { when_body });
                i + 1
            }
            b'(' | b'[' => {
                let after = self.after;
                self.open(Frame::Group {
                    close: if c == b'(' { b')' } else { b']' },
                    annotation: None,
                    condition: matches!(after, b"if" | b"while" | b"for"),
                    subject: after == b"when",
                });
                i + 1
            }
            b'}' | b')' | b']' => {
                self.close(i);
                i + 1
            }
            b'-' | b'+' => {
                self.when_entry(i);
                self.other();
                i + 1
            }
            _ if c.is_ascii_digit() => {
                let mut end = i + 1;
                while is_word_byte(self.at(end))
                    || (self.at(end) == b'.' && self.at(end + 1).is_ascii_digit())
                {
                    end += 1;
                }
                self.modifiers.clear();
                self.after = b"";
                self.token(Last::End);
                end
            }
            _ if is_word_byte(c) => self.word(i),
            _ => {
                self.other();
                i + 1
            }
        }
    }

    /// A token that is no word, literal or bracket.
    pub(super) fn other(&mut self) {
        self.modifiers.clear();
        self.after = b"";
        self.token(Last::Other);
    }

    fn open(&mut self, frame: Frame) {
        self.other();
        self.frames.push(frame);
    }

    fn close(&mut self, i: usize) {
        let mut last = Last::End;
        match self.frames.last() {
            Some(Frame::Template) if self.b[i] == b'}' => {
                self.frames.pop();
                return;
            }
            Some(Frame::Brace { .. }) if self.b[i] == b'}' => {
                self.frames.pop();
                last = Last::Other;
            }
            Some(&Frame::Group {
                close,
                annotation,
                condition,
                subject,
            }) if close == self.b[i] => {
                self.frames.pop();
                if let Some(start) = annotation {
                    self.blanks.push((start, i + 1));
                    return;
                }
                if condition {
                    last = Last::Other;
                }
                self.other();
                self.after = if subject { b"when" } else { b"" };
                self.last = last;
                return;
            }
            // Unbalanced: leave the frames as they are.
            _ => {}
        }
        self.other();
        self.last = last;
    }

    fn word(&mut self, i: usize) -> usize {
        let end = self.skip(i + 1, is_word_byte);
        let w = &self.b[i..end];
        let next = self.skip(end, |c| matches!(c, b' ' | b'\t'));
        let (n0, n1) = (self.at(next), self.at(next + 1));
        if is_modifier(w) {
            let used_as_name = match n0 {
                b'=' => n1 != b'=',
                b'.' | b':' => true,
                b'+' | b'-' => n1 == n0 || n1 == b'=',
                b'*' | b'/' | b'%' => n1 == b'=',
                b'(' => self.is_call(next),
                _ => false,
            };
            if used_as_name {
                self.bytes.push((i, b'_'));
            } else {
                let platform = w == b"expect" || w == b"actual";
                self.modifiers.push((i, end, platform));
                self.after = b"";
                self.token(Last::End);
                return end;
            }
        } else if w == b"fun" {
            self.fun_name(end);
        } else if w == b"context"
            && let Some(close) = self.context_parameters(next)
        {
            self.blanks.push((i, close));
            self.line_has_token = true;
            return close;
        } else if w == b"constructor" {
            let platform = self.modifiers.iter().filter(|m| m.2);
            self.blanks
                .extend(platform.map(|&(start, stop, _)| (start, stop)));
        }
        self.modifiers.clear();
        let k = keyword(w);
        self.after = k.unwrap_or_default();
        self.token(if k.is_some() { Last::Other } else { Last::End });
        end
    }

    /// `-` or `+` at `i`: in the braces of a `when`, first on its line after a line that
    /// ended an expression, it starts a new entry; a `;` in the indentation says so.
    fn when_entry(&mut self, i: usize) {
        let in_when = matches!(self.frames.last(), Some(Frame::Brace { when_body: true }));
        let next = self.at(i + 1);
        if in_when
            && !self.line_has_token
            && self.last == Last::End
            && !matches!(next, b'-' | b'+' | b'=' | b'>')
            && i > 0
            && matches!(self.b[i - 1], b' ' | b'\t')
        {
            self.bytes.push((i - 1, b';'));
        }
    }
}
