//! Kotlin source rewritten so that tree-sitter-kotlin-ng reads it as the compiler does.
//!
//! The grammar loses a whole class to an error node on a few common constructs
//! (docs/SYMBOLS-VALIDATION.md, "Accepted differences"). Each is rewritten in place, byte
//! for byte: the text keeps its length and its line breaks, so every node keeps the offsets and lines of
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

mod lookahead;
mod tokens;

use super::rewrite::{Blank, Rewritten};

/// The source rewritten for the grammar, or `None` when it needs no change.
pub(crate) fn rewrite(source: &[u8]) -> Option<Rewritten> {
    let mut s = tokens::Scan {
        b: source,
        ..Default::default()
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
        row += source[counted..start]
            .iter()
            .filter(|&&c| c == b'\n')
            .count();
        counted = start;
        blanks.push(Blank { start, row });
        let code = text[start..end]
            .iter_mut()
            .filter(|c| !matches!(c, b'\n' | b'\r'));
        code.for_each(|c| *c = b' ');
    }
    Some(Rewritten {
        text,
        blanks,
        comments: s.comments,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(src: &str) -> String {
        match rewrite(src.as_bytes()) {
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
        let p = rewrite(src.as_bytes()).unwrap();
        let fun = src.find("fun").unwrap();
        assert_eq!(p.start_row(fun, 4), 1);
        let plain = "@A\nval y = 1\n\nfun g() {}\n";
        let p = rewrite(plain.as_bytes()).unwrap();
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
