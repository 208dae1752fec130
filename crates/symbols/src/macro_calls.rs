//! The macro calls that the preprocessor fallback of a C or C++ file (`preproc`) blanks: what
//! a compiler expands, tree-sitter reads as code, and mostly as the name or type of the
//! definition around it. Each rule looks at one line (and the code right before and after
//! it) and blanks only a macro's name and arguments, so offsets and lines stay.

use super::preproc::{Lexer, line_end, trim_start};

/// Whether `line` is one macro name alone: `Py_BEGIN_ALLOW_THREADS`, `FOO_END`.
pub(super) fn is_lone_macro(line: &[u8]) -> bool {
    let word = line.trim_ascii();
    if word.len() < 4 || !word.contains(&b'_') || word[0].is_ascii_digit() {
        return false;
    }
    if !word.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_') {
        return false;
    }
    // Capitals after an optional prefix such as `Py_`.
    let body = match word.iter().position(|&b| b == b'_') {
        Some(i) if i <= 3 && word[..i].iter().any(u8::is_ascii_lowercase) => &word[i + 1..],
        _ => word,
    };
    body.iter().any(u8::is_ascii_uppercase) && !body.iter().any(u8::is_ascii_lowercase)
}

/// Whether `word` looks like a macro's name: capitals, digits and `_`, a capital first.
pub(super) fn is_macro_name(word: &[u8]) -> bool {
    word.len() >= 2
        && word[0].is_ascii_uppercase()
        && word
            .iter()
            .all(|&b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
}

/// The length of the macro's name that `text` starts with (`FOO_BAR(x)` → 7), if it
/// starts with one.
fn leading_macro(text: &[u8]) -> Option<usize> {
    let len = leading_word(text);
    is_macro_name(&text[..len]).then_some(len)
}

/// The length of the identifier characters (letters, digits, `_`) that `text` starts with.
fn leading_word(text: &[u8]) -> usize {
    text.iter()
        .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_')
        .count()
}

/// Whether `line` is one macro call as a statement, `NAME(...);`, alone on its line (a
/// comment may follow; `next` is the first byte of code after it): gmock's `GMOCK_DEFINE_DEFAULT_ACTION_FOR_RETURN_TYPE_(unsigned
/// char, '\0');` at namespace level, whose type arguments tree-sitter cannot read.
pub(super) fn is_macro_statement(line: &[u8], next: Option<u8>) -> bool {
    let text = line.trim_ascii();
    let Some(name_len) = leading_macro(text) else {
        return false;
    };
    let rest = text[name_len..].trim_ascii_start();
    if !rest.starts_with(b"(") {
        return false;
    }
    // The call's parentheses close on this line, then `;` and at most a comment.
    let mut lexer = Lexer::default();
    let mut depth = 0i32;
    let mut below = false;
    lexer.line(rest, |b| {
        depth += match b {
            b'(' => 1,
            b')' => -1,
            _ => 0,
        };
        below |= depth < 0;
    });
    if lexer.in_comment || depth != 0 || below {
        return false;
    }
    // What follows the last `)`: `;`, then nothing but a comment.
    let Some(close) = rest.iter().rposition(|&b| b == b')') else {
        return false;
    };
    let after = rest[close + 1..].trim_ascii_start();
    let after = match after.strip_prefix(b";") {
        Some(after) => after.trim_ascii(),
        // Without its `;` (`GEN_ZSTD_BT_GET_ALL_MATCHES(noDict)`), unless a body follows:
        // `PHP_FUNCTION(strlen)` / `{` is a function's head.
        None if next != Some(b'{') => after,
        None => return false,
    };
    after.is_empty() || after.starts_with(b"//") || after.starts_with(b"/*")
}

/// Blanks an export macro between `class`, `struct` or `union` and the name
/// (`class GTEST_API_ MatchMatrix {`, `class PYBIND11_EXPORT_EXCEPTION error_already_set`),
/// which tree-sitter reads as a function returning the class. Says whether it did.
pub(super) fn blank_export_macros(line: &[u8], out: &mut [u8]) -> bool {
    let words = words_of(line);
    let mut changed = false;
    for w in words.windows(3) {
        let [(a, a_end), (m, m_end), (n, _)] = [w[0], w[1], w[2]];
        let keyword = &line[a..a_end];
        if matches!(keyword, b"class" | b"struct" | b"union")
            && line[a_end..m].iter().all(u8::is_ascii_whitespace)
            && line[m_end..n].iter().all(u8::is_ascii_whitespace)
            && m > a_end
            && n > m_end
            && is_macro_name(&line[m..m_end])
            && line[m..m_end].contains(&b'_')
        {
            out[m..m_end].fill(b' ');
            changed = true;
        }
    }
    changed
}

/// The words of `line` (identifiers and keywords) as (start, end), outside comments and
/// literals.
fn words_of(line: &[u8]) -> Vec<(usize, usize)> {
    let mut words = Vec::new();
    let mut i = 0;
    while i < line.len() {
        match line[i] {
            b'/' if matches!(line.get(i + 1), Some(b'/' | b'*')) => break,
            b'"' | b'\'' => break,
            b if b.is_ascii_alphabetic() || b == b'_' => {
                let len = leading_word(&line[i..]);
                words.push((i, i + len));
                i += len;
            }
            _ => i += 1,
        }
    }
    words
}

/// Where a macro call made a statement that spans lines ends (`PYBIND11_TYPE_CASTER(type,`
/// / `io_name(...));` in a class body, which tree-sitter reads as a broken declaration that
/// takes the class with it): the end of the line of its `;`, when the logical line at `at`
/// starts one whose parentheses do not close on it, they close within a few lines with
/// no directive among them, and `;` (or nothing, when no body follows) and at most a
/// comment follow.
pub(super) fn macro_statement_end(source: &[u8], at: usize) -> Option<usize> {
    const REACH: usize = 4096;
    let line = &source[at..line_end(source, at)];
    let start = line.len() - line.trim_ascii_start().len();
    let name_len = leading_macro(&line[start..])?;
    let open = at + start + name_len;
    let open = open + source[open..].iter().take_while(|b| **b == b' ').count();
    if source.get(open) != Some(&b'(') {
        return None;
    }
    let stop = source.len().min(open + REACH);
    let mut depth = 0usize;
    let mut i = open;
    let mut quote: Option<u8> = None;
    while i < stop {
        let b = source[i];
        match quote {
            Some(_) if b == b'\\' => i += 1,
            Some(q) if b == q => quote = None,
            Some(_) if b == b'\n' => return None,
            Some(_) => {}
            None => match b {
                b'"' | b'\'' => quote = Some(b),
                b'/' if matches!(source.get(i + 1), Some(b'/' | b'*')) => return None,
                b'\n' if trim_start(&source[i + 1..stop]).starts_with(b"#") => return None,
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            },
        }
        i += 1;
    }
    if i >= stop || i < at + line.len() {
        // Unclosed within reach, or closed on its first line (`is_macro_statement`'s).
        return None;
    }
    let rest_end = line_end(source, i);
    let rest = source[i + 1..rest_end].trim_ascii();
    let rest = match rest.strip_prefix(b";") {
        Some(rest) => rest.trim_ascii(),
        // Without its `;` (nanobind's `NB_TYPE_CASTER(T,` / `name)` in a class body),
        // unless a body follows: then it is a function's head.
        None if source[rest_end..]
            .iter()
            .find(|b| !b.is_ascii_whitespace())
            .is_some_and(|&b| b != b'{') =>
        {
            rest
        }
        None => return None,
    };
    (rest.is_empty() || rest.starts_with(b"//") || rest.starts_with(b"/*"))
        .then_some((rest_end + 1).min(source.len()))
}

/// Blanks the annotation macros of a function's head, which tree-sitter reads as the
/// function's name or type. Says whether it did.
/// - After the parameters (`) const GTEST_LOCK_EXCLUDED_(mu) {`, or alone at the start of
///   the next line of the head): a macro call after `)` or a qualifier, before the body,
///   the `;`, `=` or the initializers.
/// - Before the return type (`PYBIND11_NOINLINE void init(`, `GTEST_API_ std::string
///   Join(`): a macro name first on the line (`last` is the code byte before the line),
///   where a declaration may start, followed by at least two words before the `(`.
///
/// `before` is the source before the line, `next` the first code byte after it.
pub(super) fn blank_head_macros(
    line: &[u8],
    before: &[u8],
    last: u8,
    next: Option<u8>,
    out: &mut [u8],
) -> bool {
    let words = words_of(line);
    let mut changed = false;
    for (k, &(s, e)) in words.iter().enumerate() {
        let name = &line[s..e];
        if !is_macro_name(name) || !name.contains(&b'_') {
            continue;
        }
        let open = e + line[e..].iter().take_while(|b| **b == b' ').count();
        if line.get(open) == Some(&b'(') {
            if let Some(close) = close_on_line(line, open)
                && after_parameters(&line[..s], before)
                && ends_a_head(line[close + 1..].trim_ascii(), next)
            {
                out[s..=close].fill(b' ');
                changed = true;
            }
            continue;
        }
        let first = line[..s].iter().all(u8::is_ascii_whitespace);
        let paren = line[e..].iter().position(|&b| b == b'(').map(|p| e + p);
        // A head that goes on below: `PYBIND11_NOINLINE value_and_holder` /
        // `instance::get_value_and_holder(...)`.
        let type_alone = words.len() == 2
            && line[words[1].1..].trim_ascii().is_empty()
            && next.is_some_and(|b| b.is_ascii_alphabetic() || b == b'_' || b == b':');
        let head = paren.is_some_and(|paren| {
            words[1..].iter().take_while(|w| w.1 <= paren).count() >= 1
                && !line[e..paren].contains(&b'=')
        });
        if k == 0
            && first
            && line.get(e).is_some_and(u8::is_ascii_whitespace)
            && matches!(last, b';' | b'{' | b'}' | b':' | b'>')
            && (head || type_alone)
        {
            out[s..e].fill(b' ');
            changed = true;
        }
    }
    changed
}

/// Blanks a trailing return type `-> decltype(...)` after a function's parameters, which
/// tree-sitter-cpp often cannot read (a cast or a comma in it, after `noexcept`), and with
/// it the function (`auto f(T *v) -> decltype(v->g(), bool()) {`). Says whether it did.
pub(super) fn blank_trailing_decltype(
    line: &[u8],
    before: &[u8],
    next: Option<u8>,
    out: &mut [u8],
) -> bool {
    let mut changed = false;
    let mut from = 0;
    while let Some(i) = line[from..]
        .windows(2)
        .position(|w| w == b"->")
        .map(|i| from + i)
    {
        from = i + 2;
        let rest = &line[i + 2..];
        let word = rest.trim_ascii_start();
        let Some(after) = word.strip_prefix(b"decltype") else {
            continue;
        };
        let open = line.len() - after.trim_ascii_start().len();
        if line.get(open) != Some(&b'(') || !after_parameters(&line[..i], before) {
            continue;
        }
        if let Some(close) = close_on_line(line, open)
            && ends_a_head(line[close + 1..].trim_ascii(), next)
        {
            out[i..=close].fill(b' ');
            changed = true;
            from = close + 1;
        }
    }
    changed
}

/// The `)` that closes the `(` at `open` on this line, outside literals.
fn close_on_line(line: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut i = open;
    let mut quote: Option<u8> = None;
    while i < line.len() {
        let b = line[i];
        match quote {
            Some(_) if b == b'\\' => i += 1,
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None => match b {
                b'"' | b'\'' => quote = Some(b),
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            },
        }
        i += 1;
    }
    None
}

/// Whether the code before a macro call ends a function's parameters: `)` or a qualifier
/// after them, on its line (`prior`) or, first on its line, at the end of the line before
/// when that line is no macro call itself (`FOO(x)` / `TEST(A, B) {` is two macros).
fn after_parameters(prior: &[u8], before: &[u8]) -> bool {
    let prior = prior.trim_ascii_end();
    let code = if prior.is_empty() {
        let before = before.trim_ascii_end();
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        if leading_macro(before[line_start..].trim_ascii_start()).is_some() {
            return false;
        }
        before
    } else {
        prior
    };
    code.ends_with(b")")
        || ["const", "override", "noexcept", "final", "volatile"]
            .map(str::as_bytes)
            .iter()
            .any(|q| {
                code.ends_with(q)
                    && code[..code.len() - q.len()]
                        .last()
                        .is_none_or(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
            })
}

/// Whether what follows a macro call ends a function's head: its body, `;`, `= default`,
/// the initializers, more qualifiers, or (nothing on the line) a next line that starts so.
fn ends_a_head(rest: &[u8], next: Option<u8>) -> bool {
    let comment = rest.starts_with(b"//") || rest.starts_with(b"/*");
    match rest.first().filter(|_| !comment) {
        Some(b'{' | b';' | b'=' | b':') => true,
        Some(_) => rest.starts_with(b"override") || rest.starts_with(b"final"),
        None => matches!(next, Some(b'{' | b';' | b':')),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blanked(line: &str, before: &str, last: u8, next: Option<u8>) -> String {
        let mut out = line.as_bytes().to_vec();
        blank_head_macros(line.as_bytes(), before.as_bytes(), last, next, &mut out);
        String::from_utf8(out)
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn annotation_macros_after_the_parameters_are_blanked() {
        let same = "  void f() const GTEST_LOCK_EXCLUDED_(g_mutex) {";
        assert_eq!(blanked(same, "", b';', None), "void f() const {");
        let own = "      GTEST_EXCLUSIVE_LOCK_REQUIRED_(g_gmock_mutex) {";
        let head = "  const A& Get(const F* m,\n      const Args& args) const\n";
        assert_eq!(blanked(own, head, b't', None), "{");
        assert_eq!(
            blanked("  GTEST_LOCK_EXCLUDED_(mu);", "int f(int a)\n", b')', None),
            ";"
        );
        // A macro call after another (two macro statements), a call in an expression, a
        // test's head: left as they are.
        assert_eq!(
            blanked("TEST_P(Foo, Bar) {", "INSTANTIATE_X(Foo)\n", b')', None),
            "TEST_P(Foo, Bar) {"
        );
        assert_eq!(
            blanked("  x = f(a) + FOO_BAR(b);", "", b';', None),
            "x = f(a) + FOO_BAR(b);"
        );
        assert_eq!(blanked("TEST(A, B) {", "};\n", b';', None), "TEST(A, B) {");
    }

    #[test]
    fn attribute_macros_before_the_return_type_are_blanked() {
        assert_eq!(
            blanked("    PYBIND11_NOINLINE void init(bool a) {", "", b';', None),
            "void init(bool a) {"
        );
        assert_eq!(
            blanked(
                "GTEST_API_ std::string Join(const char* s);",
                "",
                b'}',
                None
            ),
            "std::string Join(const char* s);"
        );
        assert_eq!(
            blanked("PYBIND11_NOINLINE value_and_holder", "", b'}', Some(b'i')),
            "value_and_holder"
        );
        // A type that is a macro's name goes too (`LARGE_INTEGER Now(void)` is read as
        // `Now(void)`, named the same). A declaration, an expression, the middle of a
        // statement: left as they are.
        for (line, last) in [
            ("MY_TYPE value = make(1);", b';'),
            ("MY_TYPE value;", b';'),
            ("SOME_MACRO int f(int a);", b','),
        ] {
            assert_eq!(blanked(line, "", last, None), line, "{line}");
        }
    }

    #[test]
    fn trailing_decltype_return_types_are_blanked() {
        let blank = |line: &str, before: &str, next: Option<u8>| {
            let mut out = line.as_bytes().to_vec();
            blank_trailing_decltype(line.as_bytes(), before.as_bytes(), next, &mut out);
            String::from_utf8(out)
                .unwrap()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(
            blank(
                "    -> decltype(value->g(), bool()) {",
                "  static auto f(type *value)\n",
                None
            ),
            "{"
        );
        assert_eq!(
            blank("auto f(T a) const noexcept -> decltype(a) {", "", None),
            "auto f(T a) const noexcept {"
        );
        // Member access, and a trailing type that is no `decltype`: left as they are.
        for line in ["  return get()->decltype_x(1);", "auto f() -> int {"] {
            assert_eq!(blank(line, "", None), line.trim(), "{line}");
        }
    }

    #[test]
    fn a_macro_statement_over_several_lines_ends_at_its_semicolon() {
        let src = b"    PYBIND11_TYPE_CASTER(type,\n        io_name(\"a(\", \"b\") + n);\n};\n";
        let end = macro_statement_end(src, 0).unwrap();
        assert_eq!(&src[end..], b"};\n");
        // Without `;`, before a declaration: to the end of its line.
        let src = b"  NB_TYPE_CASTER(T,\n    name)\n  bool f();\n";
        assert_eq!(
            &src[macro_statement_end(src, 0).unwrap()..],
            b"  bool f();\n"
        );
        // On one line, before a body, unclosed, across a directive or a comment: none.
        for src in [
            &b"FOO(a, b);\nint x;\n"[..],
            b"FOO(a,\n b)\n{ x; }\n",
            b"FOO(a,\n b\n",
            b"FOO(a,\n#ifdef X\n b);\n",
            b"FOO(a, // c\n b);\n",
            b"foo(a,\n b);\n",
        ] {
            assert_eq!(
                macro_statement_end(src, 0),
                None,
                "{}",
                String::from_utf8_lossy(src)
            );
        }
    }
}
