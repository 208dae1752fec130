//! Which lines of a file begin at top level: a scan of its strings, comments and brackets.
//!
//! A line that looks like the start of a definition may still be inside a string (a
//! docstring's example), or inside a block whose body is not indented (`mod m {`,
//! `namespace N {`). A reading of part of a file ([`super::focus`]) starts only at lines
//! this scan finds outside both. The scan vouches for a file only when it ends balanced:
//! a string or comment left open, a bracket closed that never opened or one left open, a
//! one-line string that meets the end of its line: any of these, and it says nothing.

mod strings;

use strings::{Close, Hole, Str};

/// The lexical rules of a language, as far as the scan needs them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Flavor {
    Python,
    Rust,
    Go,
    /// JavaScript and TypeScript (not TSX: the text of a JSX element is no code).
    Script,
    Java,
    CSharp,
    Swift,
}

fn flavor(name: &str) -> Option<Flavor> {
    Some(match name {
        "python" => Flavor::Python,
        "rust" => Flavor::Rust,
        "go" => Flavor::Go,
        "typescript" | "javascript" => Flavor::Script,
        "java" => Flavor::Java,
        "csharp" => Flavor::CSharp,
        "swift" => Flavor::Swift,
        _ => return None,
    })
}

/// What is open at a point of the scan.
#[derive(Clone, Copy, Debug)]
enum Open {
    /// A bracket, by the byte that closes it, and where it opened.
    Bracket(u8, usize),
    /// A hole in a string, by the byte that closes it, and the string to go back to.
    Hole(u8, Str),
}

/// What the scan of a file found, all byte offsets.
#[derive(Debug, Default)]
pub(crate) struct Lines {
    /// The line starts at top level: outside every string, comment and bracket.
    pub(crate) top: Vec<usize>,
    /// The line starts inside exactly one brace block that opened at top level, each with
    /// where that block's `{` is.
    pub(crate) inner: Vec<(usize, usize)>,
    /// Where each brace block that opened at top level closes: its `{` and its `}`.
    pub(crate) blocks: Vec<(usize, usize)>,
}

/// The scan of `source` (the language registry's `lang_name`). None when the language has
/// no scan or the scan cannot vouch for the file (see the module doc).
pub(crate) fn scan(lang_name: &str, source: &[u8]) -> Option<Lines> {
    let flavor = flavor(lang_name)?;
    Scan {
        src: source,
        i: 0,
        flavor,
        open: Vec::new(),
        lines: Lines {
            top: vec![0],
            ..Lines::default()
        },
        regex_ok: true,
    }
    .run()
}

struct Scan<'s> {
    src: &'s [u8],
    i: usize,
    flavor: Flavor,
    open: Vec<Open>,
    lines: Lines,
    /// JavaScript: whether a `/` here would start a regular expression (after an operator
    /// or a keyword) rather than divide (after a value).
    regex_ok: bool,
}

impl Scan<'_> {
    fn at(&self, k: usize) -> u8 {
        self.src.get(self.i + k).copied().unwrap_or(0)
    }

    fn run(mut self) -> Option<Lines> {
        use Flavor::*;
        while self.i < self.src.len() {
            let b = self.src[self.i];
            let next = self.at(1);
            match b {
                b'\n' => {
                    self.i += 1;
                    match self.open.as_slice() {
                        [] => self.lines.top.push(self.i),
                        [Open::Bracket(b'}', at)] => self.lines.inner.push((self.i, *at)),
                        _ => {}
                    }
                    continue;
                }
                b' ' | b'\t' | b'\r' => {
                    self.i += 1;
                    continue;
                }
                // A Python line continued: its next line is no line start.
                b'\\' if self.flavor == Python && matches!(next, b'\n' | b'\r') => {
                    self.i += if next == b'\r' && self.at(2) == b'\n' {
                        3
                    } else {
                        2
                    };
                    continue;
                }
                b'#' if self.flavor == Python => self.line_comment(),
                b'/' if self.flavor != Python && next == b'/' => self.line_comment(),
                b'/' if self.flavor != Python && next == b'*' => self.block_comment()?,
                b'/' if self.flavor == Script && self.regex_ok => {
                    self.regex()?;
                    self.regex_ok = false;
                }
                b'(' | b'[' | b'{' => {
                    let close = match b {
                        b'(' => b')',
                        b'[' => b']',
                        _ => b'}',
                    };
                    self.open.push(Open::Bracket(close, self.i));
                    self.i += 1;
                    self.regex_ok = true;
                }
                b')' | b']' | b'}' => {
                    match self.open.pop()? {
                        Open::Bracket(c, at) if c == b => {
                            if b == b'}' && self.open.is_empty() {
                                self.lines.blocks.push((at, self.i));
                            }
                            self.i += 1;
                        }
                        Open::Hole(c, s) if c == b => {
                            self.i += 1;
                            self.string(s)?;
                        }
                        _ => return None,
                    }
                    self.regex_ok = false;
                }
                b'"' | b'\'' | b'`' => {
                    self.quote(b)?;
                    self.regex_ok = false;
                }
                b'@' if self.flavor == CSharp && matches!(next, b'"' | b'$') => {
                    self.csharp_prefixed()?;
                }
                b'$' if self.flavor == CSharp && matches!(next, b'"' | b'@' | b'$') => {
                    self.csharp_prefixed()?;
                }
                b'#' if self.flavor == Swift && matches!(next, b'#' | b'"') => {
                    let hashes = self.src[self.i..]
                        .iter()
                        .take_while(|&&c| c == b'#')
                        .count();
                    if self.src.get(self.i + hashes) != Some(&b'"') {
                        self.i += hashes;
                        continue;
                    }
                    self.i += hashes + 1;
                    let close = Close::Hashes(hashes);
                    self.string(Str {
                        close,
                        escapes: false,
                        multiline: false,
                        hole: Hole::None,
                    })?;
                }
                c if c.is_ascii_alphabetic() || c == b'_' || c >= 0x80 => self.word()?,
                c if c.is_ascii_digit() => {
                    self.i += self.src[self.i..]
                        .iter()
                        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.'))
                        .count();
                    self.regex_ok = false;
                }
                _ => {
                    self.i += 1;
                    self.regex_ok = true;
                }
            }
        }
        // The end of the file is a line start only if something follows it.
        if self.lines.top.last() == Some(&self.src.len()) {
            self.lines.top.pop();
        }
        self.open.is_empty().then_some(self.lines)
    }

    fn line_comment(&mut self) {
        self.i += self.src[self.i..]
            .iter()
            .position(|&c| c == b'\n')
            .unwrap_or(self.src.len() - self.i);
    }

    /// `/* ... */`, nested in Rust and Swift.
    fn block_comment(&mut self) -> Option<()> {
        let nests = matches!(self.flavor, Flavor::Rust | Flavor::Swift);
        let mut depth = 0usize;
        while self.i < self.src.len() {
            match (self.at(0), self.at(1)) {
                (b'/', b'*') if depth == 0 || nests => {
                    depth += 1;
                    self.i += 2;
                }
                (b'*', b'/') => {
                    depth -= 1;
                    self.i += 2;
                    if depth == 0 {
                        return Some(());
                    }
                }
                _ => self.i += 1,
            }
        }
        None
    }

    /// A regular expression literal of JavaScript, from its `/`.
    fn regex(&mut self) -> Option<()> {
        self.i += 1;
        let mut class = false;
        while let Some(&c) = self.src.get(self.i) {
            self.i += 1;
            match c {
                b'\\' => self.i += 1,
                b'\n' => return None,
                b'[' => class = true,
                b']' => class = false,
                b'/' if !class => return Some(()),
                _ => {}
            }
        }
        None
    }

    /// An identifier or keyword; in Rust a raw string's or a byte string's prefix.
    fn word(&mut self) -> Option<()> {
        let len = self.src[self.i..]
            .iter()
            .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80)
            .count();
        let word = &self.src[self.i..self.i + len];
        self.i += len;
        if self.flavor == Flavor::Rust
            && matches!(word, b"r" | b"br" | b"cr")
            && matches!(self.at(0), b'#' | b'"')
        {
            let hashes = self.src[self.i..]
                .iter()
                .take_while(|&&c| c == b'#')
                .count();
            if self.src.get(self.i + hashes) != Some(&b'"') {
                // `r#ident`, a raw identifier.
                return Some(());
            }
            self.i += hashes + 1;
            return self.string(Str {
                close: Close::Hashes(hashes),
                escapes: false,
                multiline: true,
                hole: Hole::None,
            });
        }
        const BEFORE_REGEX: &[&[u8]] = &[
            b"return",
            b"typeof",
            b"case",
            b"do",
            b"else",
            b"in",
            b"of",
            b"new",
            b"delete",
            b"void",
            b"throw",
            b"instanceof",
            b"yield",
            b"await",
        ];
        self.regex_ok = BEFORE_REGEX.contains(&word);
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The top-level lines of `source`, as text.
    fn tops(lang: &str, source: &str) -> Option<Vec<String>> {
        let starts = scan(lang, source.as_bytes())?.top;
        Some(
            starts
                .iter()
                .map(|&at| source[at..].lines().next().unwrap_or("").to_string())
                .collect(),
        )
    }

    #[test]
    fn python_strings_brackets_and_continuations_hide_lines() {
        let py = "x = '''\ndef a():\n'''\ny = [\n1]\nz = 1 + \\\n  2\n# it's\ndef b(): pass\n";
        assert_eq!(
            tops("python", py).unwrap(),
            ["x = '''", "y = [", "z = 1 + \\", "# it's", "def b(): pass"]
        );
        // Escaped quotes and a raw string's backslash do not end a string.
        let escaped = "a = 'it\\'s'\nb = r\"\\\"\"\nc = 1\n";
        assert_eq!(tops("python", escaped).unwrap().len(), 3);
        // Unbalanced: nothing is vouched for.
        assert_eq!(tops("python", "x = (\n"), None);
        assert_eq!(tops("python", "x = ]\n"), None);
        assert_eq!(tops("python", "s = 'open\nt = 1\n"), None);
        assert_eq!(tops("python", "s = \"\"\"open\n"), None);
    }

    #[test]
    fn brace_languages_hide_unindented_bodies_and_strings() {
        let rust = "mod m {\nfn a() {}\n}\nfn b<'a>(x: &'a str) -> char {\n    let s = r#\"}\"#;\n    '}'\n}\n/* } /* nested */ */\nfn c() {}\n";
        assert_eq!(
            tops("rust", rust).unwrap(),
            [
                "mod m {",
                "fn b<'a>(x: &'a str) -> char {",
                "/* } /* nested */ */",
                "fn c() {}"
            ]
        );
        let go = "var s = `\nfunc x() {\n`\nvar r = '}'\nfunc y() {}\n";
        assert_eq!(
            tops("go", go).unwrap(),
            ["var s = `", "var r = '}'", "func y() {}"]
        );
        let ts = "const t = `${a({\n})}\nx`;\nconst r = /[}]/g, d = a / b;\nfunction f() {}\n";
        assert_eq!(
            tops("typescript", ts).unwrap(),
            [
                "const t = `${a({",
                "const r = /[}]/g, d = a / b;",
                "function f() {}"
            ]
        );
        let java = "class A {\n}\nString s = \"\"\"\n}\n\"\"\";\nchar c = '{';\n";
        assert_eq!(
            tops("java", java).unwrap(),
            ["class A {", "String s = \"\"\"", "char c = '{';"]
        );
        let cs = "var a = @\"x\"\"}\n\";\nvar b = $\"{f(\"}\")}\";\nvar c = \"\"\"\n}\n\"\"\";\nclass C {}\n";
        assert_eq!(
            tops("csharp", cs).unwrap(),
            [
                "var a = @\"x\"\"}",
                "var b = $\"{f(\"}\")}\";",
                "var c = \"\"\"",
                "class C {}"
            ]
        );
        let swift =
            "let a = \"\\(f(\")\"))\"\nlet b = \"\"\"\n}\n\"\"\"\nlet c = #\"\"}\"#\nfunc f() {}\n";
        assert_eq!(
            tops("swift", swift).unwrap(),
            [
                "let a = \"\\(f(\")\"))\"",
                "let b = \"\"\"",
                "let c = #\"\"}\"#",
                "func f() {}"
            ]
        );
        // A raw string of many quotes, holding shorter runs of them, is read in one pass.
        let quotes = "\"".repeat(50_000);
        let long = format!(
            "var d = {quotes};\n{}\n{quotes};\nclass D {{}}\n",
            "\"".repeat(49_999)
        );
        assert_eq!(tops("csharp", &long).unwrap().len(), 2);
        assert_eq!(tops("go", "func f() {\n"), None);
        assert_eq!(tops("java", "char c = 'ab';\n"), None);
        assert_eq!(tops("tsx", "const a = 1;\n"), None);
    }
}
