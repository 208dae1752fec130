//! Kotlin source rewritten so that tree-sitter-kotlin-ng reads it as the compiler does.
//!
//! The grammar loses a whole class to an error node on a few common constructs
//! (docs/SYMBOLS.md, "Accepted differences"). Each is rewritten in place, byte for byte: the
//! text keeps its length and its line breaks, so every node keeps the offsets and lines of
//! the source, and names are still read from the source itself.
//!
//! - Annotations (`@Suppress("x")`, `@file:JvmName("A")`, `@[A B]`) become spaces: the
//!   grammar misreads an annotation with arguments at the start of a line. What they
//!   cover is kept as a [`Blank`], and a definition's range still starts at them.
//! - `expect` and `actual` before `constructor` become spaces: on a line of its own
//!   (`class ByteString` / `internal actual constructor(`) the grammar ends the class there.
//! - A modifier used as a name (`open = isOpen`, `final = true`, `set = 0`,
//!   `suspend = { ... }`) gets `_` for its first letter, so it is read as a name.
//! - In a `when`, an entry that starts with `-` or `+` after a complete one
//!   (`x -> 1` / `-y -> 2`) gets a `;` in the indentation before it: a line break before a
//!   binary operator ends a Kotlin expression, but not for the grammar.
//!
//! The scan tokenizes just enough Kotlin to know where these are: strings (raw, with
//! `${}` templates), characters, nested comments and backticked names.

/// A stretch of the source made blank (an annotation, a platform modifier).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Blank {
    pub(crate) start: usize,
    /// 0-based line of `start`.
    pub(crate) row: usize,
}

/// The rewritten text and what it blanked, for [`super::table`].
#[derive(Debug)]
pub(crate) struct Prepared {
    pub(crate) text: Vec<u8>,
    /// In order of `start`.
    pub(crate) blanks: Vec<Blank>,
    /// Comments (start, end), in order: a range looks back over them to an annotation.
    pub(crate) comments: Vec<(usize, usize)>,
}

impl Prepared {
    /// The first line of a definition whose node starts at byte `start`: the line of the
    /// first annotation right before it (with only whitespace, comments and other
    /// annotations between), else `row`.
    pub(crate) fn start_row(&self, start: usize, row: usize) -> usize {
        let mut at = start.min(self.text.len());
        loop {
            while at > 0 && self.text[at - 1].is_ascii_whitespace() {
                at -= 1;
            }
            let i = self.comments.partition_point(|&(_, end)| end < at);
            match self.comments.get(i) {
                Some(&(from, end)) if end == at => at = from,
                _ => break,
            }
        }
        let i = self.blanks.partition_point(|b| b.start < at);
        match self.blanks.get(i) {
            Some(b) if b.start < start => b.row.min(row),
            _ => row,
        }
    }
}

/// How far a look ahead goes (to a `)`, a `>`, a closing backtick): each is short in real
/// code, and the bound keeps the scan linear on hostile input.
const LOOKAHEAD: usize = 1024;

/// Words that are modifiers where a declaration may start, names elsewhere.
const MODIFIERS: &[&[u8]] = &[
    b"abstract",
    b"actual",
    b"annotation",
    b"companion",
    b"const",
    b"crossinline",
    b"data",
    b"enum",
    b"expect",
    b"external",
    b"final",
    b"get",
    b"infix",
    b"inline",
    b"inner",
    b"internal",
    b"lateinit",
    b"noinline",
    b"open",
    b"operator",
    b"override",
    b"private",
    b"protected",
    b"public",
    b"reified",
    b"sealed",
    b"set",
    b"suspend",
    b"tailrec",
    b"value",
    b"vararg",
];

/// Keywords after which an expression goes on: none of them ends one.
const KEYWORDS: &[&[u8]] = &[
    b"as",
    b"break",
    b"class",
    b"continue",
    b"do",
    b"else",
    b"for",
    b"fun",
    b"if",
    b"in",
    b"interface",
    b"is",
    b"object",
    b"package",
    b"return",
    b"throw",
    b"try",
    b"typealias",
    b"val",
    b"var",
    b"when",
    b"while",
];

/// What is open at a point of the scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Frame {
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    /// A token that can end an expression: a name, a literal, `)`, `]`.
    End,
    Other,
}

struct Scan<'s> {
    b: &'s [u8],
    frames: Vec<Frame>,
    /// Byte ranges to blank.
    blanks: Vec<(usize, usize)>,
    /// Single bytes to replace.
    bytes: Vec<(usize, u8)>,
    comments: Vec<(usize, usize)>,
    /// Modifier words since the last other token: (start, end, is `expect`/`actual`).
    modifiers: Vec<(usize, usize, bool)>,
    last: Last,
    /// The keyword just before: what the next `(` or `{` opens.
    after: &'static [u8],
    /// Whether a token stands between the last line break and here.
    line_has_token: bool,
}

/// The source rewritten for the grammar, or `None` when it needs no change.
pub(crate) fn prepare(source: &[u8]) -> Option<Prepared> {
    let mut s = Scan {
        b: source,
        frames: Vec::new(),
        blanks: Vec::new(),
        bytes: Vec::new(),
        comments: Vec::new(),
        modifiers: Vec::new(),
        last: Last::Other,
        after: b"",
        line_has_token: false,
    };
    s.run();
    if s.blanks.is_empty() && s.bytes.is_empty() {
        return None;
    }
    let mut text = source.to_vec();
    // Renames first: one inside an annotation's arguments is blanked with it.
    for &(at, byte) in &s.bytes {
        text[at] = byte;
    }
    s.blanks.sort_unstable();
    let mut blanks = Vec::with_capacity(s.blanks.len());
    let (mut row, mut counted) = (0, 0);
    let mut covered = 0;
    for &(start, end) in &s.blanks {
        // Nested annotations (`@A(@B)`) are inside their outer one.
        if start < covered {
            continue;
        }
        covered = end;
        row += memchr_count(&source[counted..start]);
        counted = start;
        blanks.push(Blank { start, row });
        for c in &mut text[start..end] {
            if *c != b'\n' && *c != b'\r' {
                *c = b' ';
            }
        }
    }
    Some(Prepared {
        text,
        blanks,
        comments: s.comments,
    })
}

fn memchr_count(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&c| c == b'\n').count()
}

fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80
}

impl Scan<'_> {
    fn at(&self, i: usize) -> u8 {
        self.b.get(i).copied().unwrap_or(0)
    }

    fn run(&mut self) {
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
            b'"' if !raw => {
                self.frames.pop();
                self.token(Last::End);
                i + 1
            }
            b'"' if self.b[i..].starts_with(b"\"\"\"") => {
                let mut end = i + 3;
                while self.at(end) == b'"' {
                    end += 1;
                }
                self.frames.pop();
                self.token(Last::End);
                end
            }
            // A line break ends an unclosed one-line string (error recovery).
            b'\n' if !raw => {
                self.frames.pop();
                self.newline();
                i + 1
            }
            b'$' if self.at(i + 1) == b'{' => {
                self.frames.push(Frame::Template);
                i + 2
            }
            _ => i + 1,
        }
    }

    fn newline(&mut self) {
        self.line_has_token = false;
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
                self.newline();
                i + 1
            }
            b' ' | b'\t' | b'\r' | b'\x0c' => i + 1,
            b'/' if self.at(i + 1) == b'/' => {
                let end = self.b[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(self.b.len(), |p| i + p);
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
                if self.b[i..].starts_with(b"\"\"\"") {
                    self.frames.push(Frame::Str { raw: true });
                    i + 3
                } else {
                    self.frames.push(Frame::Str { raw: false });
                    i + 1
                }
            }
            b'\'' => {
                self.modifiers.clear();
                self.token(Last::End);
                self.char_end(i)
            }
            b'`' => {
                self.modifiers.clear();
                self.token(Last::End);
                let close = self.b[i + 1..self.b.len().min(i + 1 + LOOKAHEAD)]
                    .iter()
                    .position(|&c| c == b'`' || c == b'\n');
                match close {
                    Some(p) if self.b[i + 1 + p] == b'`' => i + p + 2,
                    _ => i + 1,
                }
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
    fn other(&mut self) {
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

    fn block_comment_end(&self, i: usize) -> usize {
        let mut depth = 0usize;
        let mut j = i;
        while j < self.b.len() {
            if self.b[j..].starts_with(b"/*") {
                depth += 1;
                j += 2;
            } else if self.b[j..].starts_with(b"*/") {
                depth -= 1;
                j += 2;
                if depth == 0 {
                    return j;
                }
            } else {
                j += 1;
            }
        }
        self.b.len()
    }

    /// The end of a character literal (`'a'`, `'\n'`, `'\u0041'`), or just past a lone `'`.
    fn char_end(&self, i: usize) -> usize {
        let mut j = i + 1;
        if self.at(j) == b'\\' {
            j += 2;
        } else {
            j += 1;
        }
        while j < self.b.len() && j < i + 12 {
            match self.b[j] {
                b'\'' => return j + 1,
                b'\n' => break,
                _ => j += 1,
            }
        }
        i + 1
    }

    /// The end of a name at `j` (plain or backticked).
    fn name_end(&self, j: usize) -> Option<usize> {
        if self.at(j) == b'`' {
            let p = self.b[j + 1..self.b.len().min(j + 1 + LOOKAHEAD)]
                .iter()
                .position(|&c| c == b'`' || c == b'\n')?;
            return (self.b[j + 1 + p] == b'`').then_some(j + p + 2);
        }
        let c = self.at(j);
        if !is_word_byte(c) || c.is_ascii_digit() {
            return None;
        }
        let mut k = j + 1;
        while is_word_byte(self.at(k)) {
            k += 1;
        }
        Some(k)
    }

    /// An annotation at `i` (`@`): blanked whole, its arguments scanned as code so that
    /// strings and nested parentheses are respected.
    fn annotation(&mut self, i: usize) -> usize {
        let mut j = i + 1;
        if self.at(j) != b'[' {
            let Some(mut k) = self.name_end(j) else {
                self.other();
                return i + 1;
            };
            // A use-site target: `@file:`, `@get:`.
            if self.at(k) == b':' && self.at(k + 1) != b':' {
                j = k + 1;
                while matches!(self.at(j), b' ' | b'\t') {
                    j += 1;
                }
                if self.at(j) != b'[' {
                    match self.name_end(j) {
                        Some(end) => k = end,
                        None => {
                            self.other();
                            return i + 1;
                        }
                    }
                }
            }
            if self.at(j) != b'[' {
                while self.at(k) == b'.' {
                    match self.name_end(k + 1) {
                        Some(end) => k = end,
                        None => break,
                    }
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

    fn word(&mut self, i: usize) -> usize {
        let mut end = i + 1;
        while is_word_byte(self.at(end)) {
            end += 1;
        }
        let w = &self.b[i..end];
        let mut next = end;
        while matches!(self.at(next), b' ' | b'\t') {
            next += 1;
        }
        let (n0, n1) = (self.at(next), self.at(next + 1));
        if MODIFIERS.contains(&w) {
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
            for &(start, stop, platform) in &self.modifiers {
                if platform {
                    self.blanks.push((start, stop));
                }
            }
        }
        self.modifiers.clear();
        if let Some(k) = KEYWORDS.iter().find(|k| **k == w) {
            self.after = k;
            self.token(Last::Other);
        } else {
            self.after = b"";
            self.token(Last::End);
        }
        end
    }

    /// The end of the context parameters at `i` (`context(a: A)` before a declaration,
    /// `context(T) () -> R` in a function type), which the grammar cannot read; `None` for
    /// anything else (a call `context(a) { }`).
    fn context_parameters(&self, i: usize) -> Option<usize> {
        if self.at(i) != b'(' {
            return None;
        }
        let mut depth = 0usize;
        let mut j = i;
        let mut closed = false;
        while j < self.b.len().min(i + LOOKAHEAD) {
            match self.b[j] {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        closed = true;
                        break;
                    }
                }
                b'{' | b'}' | b'"' | b'\'' | b'=' | b';' => return None,
                _ => {}
            }
            j += 1;
        }
        let close = j + 1;
        let mut k = close;
        while self.at(k).is_ascii_whitespace() {
            k += 1;
        }
        let mut end = k;
        while is_word_byte(self.at(end)) {
            end += 1;
        }
        let w = &self.b[k..end];
        let declaration = matches!(
            w,
            b"fun" | b"val" | b"var" | b"class" | b"interface" | b"object" | b"context"
        ) || MODIFIERS.contains(&w);
        (closed && (matches!(self.at(k), b'(' | b'@') || declaration)).then_some(close)
    }

    /// After `fun` at `i` (type parameters skipped): a modifier word or `context` followed by
    /// `(` is the function's name (`fun <R> suspend(block: ...)`).
    fn fun_name(&mut self, mut i: usize) {
        let skip_spaces = |s: &Self, mut i: usize| {
            while matches!(s.at(i), b' ' | b'\t') {
                i += 1;
            }
            i
        };
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
        let mut end = i;
        while is_word_byte(self.at(end)) {
            end += 1;
        }
        let w = &self.b[i..end];
        if end > i
            && (MODIFIERS.contains(&w) || w == b"context")
            && self.at(skip_spaces(self, end)) == b'('
        {
            self.bytes.push((i, b'_'));
        }
    }

    /// Whether the `(` at `i` after a modifier word is a call's (`get(copy)`,
    /// `suspend(waiter)`) rather than an accessor's (`get() = 1`, `set(v) {`) or a function
    /// type's (`suspend () -> T`): what follows its `)` on the line says.
    fn is_call(&self, i: usize) -> bool {
        let mut depth = 0usize;
        let mut j = i;
        let mut closed = false;
        while j < self.b.len().min(i + LOOKAHEAD) {
            match self.b[j] {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        closed = true;
                        break;
                    }
                }
                b'\n' | b'"' | b'\'' | b'/' => return false,
                _ => {}
            }
            j += 1;
        }
        j += 1;
        while matches!(self.at(j), b' ' | b'\t') {
            j += 1;
        }
        let (c0, c1) = (self.at(j), self.at(j + 1));
        closed
            && !(c0 == b'{'
                || c0 == b':'
                || (c0 == b'=' && c1 != b'=')
                || (c0 == b'-' && c1 == b'>'))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn text(src: &str) -> String {
        match prepare(src.as_bytes()) {
            Some(p) => String::from_utf8(p.text).unwrap(),
            None => src.to_string(),
        }
    }

    #[test]
    fn annotations_become_spaces_of_the_same_length() {
        let src = "@file:JvmName(\"A\")\n@Suppress(\"x\", f(\")\"))\n@A.B @[C D]\nfun f() {}\n";
        let got = text(src);
        assert_eq!(got.len(), src.len());
        assert_eq!(got.trim_start(), "fun f() {}\n");
        assert_eq!(got.matches('\n').count(), src.matches('\n').count());
    }

    #[test]
    fn labels_strings_and_comments_keep_their_at_signs() {
        for src in [
            "fun f() = list.forEach { return@forEach }\n",
            "fun f() = this@Outer\n",
            "fun f() { loop@ for (x in y) break@loop }\n",
            "val s = \"@Ann(\\\"x\\\") ${a + \"@b\"}\"\n",
            "val r = \"\"\"@Raw(\"x\")\"\"\"\n",
            "// @Ann(x)\n/* @A /* @B */ @C */\nval c = '@'\n",
            "fun `@x`() {}\n",
        ] {
            assert_eq!(text(src), src);
        }
    }

    #[test]
    fn modifiers_used_as_names_are_renamed() {
        assert_eq!(
            text("fun f() {\n  open = isOpen\n  final = x.set\n  set += 1\n  open.x()\n}\n"),
            "fun f() {\n  _pen = isOpen\n  _inal = x.set\n  _et += 1\n  _pen.x()\n}\n"
        );
        let kept =
            "open class A {\n  override fun plus(i: Int) = i == open\n  val x get() = 1\n}\n";
        assert_eq!(text(kept), kept);
        assert_eq!(
            text("fun f() {\n  val c = b\n  get(c)\n  if (suspend(w)) set(1, 2)\n}\n"),
            "fun f() {\n  val c = b\n  _et(c)\n  if (_uspend(w)) _et(1, 2)\n}\n"
        );
        assert_eq!(
            text("inline fun <R> suspend(b: R) = b\nfun <T, R> context(w: T) {}\nfun open() {}\n"),
            "inline fun <R> _uspend(b: R) = b\nfun <T, R> _ontext(w: T) {}\nfun _pen() {}\n"
        );
        assert_eq!(
            text(
                "context(ctx: A)\npublic fun <A> f(b: context(A) () -> Unit): A = context\nval v = context(a) { }\n"
            ),
            "               \npublic fun <A> f(b:            () -> Unit): A = context\nval v = context(a) { }\n"
        );
        let accessors = "var v: Int\n  get() = 1\n  set(x) {}\nvar w = 1\n  set(x: Int) = g(x)\n\
                         val t: suspend () -> Unit = {}\nval u: suspend(Int) -> Unit = {}\n";
        assert_eq!(text(accessors), accessors);
    }

    #[test]
    fn platform_modifiers_before_a_constructor_are_blanked() {
        let src =
            "actual class B\ninternal actual constructor(x: Int) {\n  actual fun f() = 1\n}\n";
        assert_eq!(
            text(src),
            "actual class B\ninternal        constructor(x: Int) {\n  actual fun f() = 1\n}\n"
        );
    }

    #[test]
    fn a_when_entry_starting_with_a_sign_is_separated() {
        let src =
            "fun f() = when (x) {\n  -a -> 1\n  -b -> g(\n    -c\n  )\n  else ->\n    -d\n}\n";
        assert_eq!(
            text(src),
            "fun f() = when (x) {\n  -a -> 1\n ;-b -> g(\n    -c\n  )\n  else ->\n    -d\n}\n"
        );
        let block = "fun f() {\n  val a = b\n  -c\n  if (x)\n    -1\n}\n";
        assert_eq!(text(block), block);
    }

    #[test]
    fn a_range_starts_at_the_annotations_before_it() {
        let src = "val x = 1 // c\n@A(\"x\")\n/** doc */\n@B\nfun f() {}\n";
        let p = prepare(src.as_bytes()).unwrap();
        let fun = src.find("fun").unwrap();
        assert_eq!(p.start_row(fun, 4), 1);
        let plain = "@A\nval y = 1\n\nfun g() {}\n";
        let p = prepare(plain.as_bytes()).unwrap();
        assert_eq!(p.start_row(plain.find("fun").unwrap(), 3), 3);
    }

    #[test]
    fn unbalanced_input_ends() {
        for src in [
            "@A(\"x",
            "fun f() = \"${",
            "@",
            "a /* b",
            "'",
            "`x",
            ")))}}}",
            "@file:",
        ] {
            let got = text(src);
            assert_eq!(got.len(), src.len());
        }
    }
}
