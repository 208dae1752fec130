//! Unit tests of `preproc` (a sibling file: they pass 150 lines).

use super::*;

fn kept(src: &str) -> String {
    let out =
        fallback(src.as_bytes()).map_or(src.to_string(), |r| String::from_utf8(r.text).unwrap());
    assert_eq!(out.len(), src.len());
    assert_eq!(
        out.matches('\n').count(),
        src.matches('\n').count(),
        "lines kept"
    );
    out.split('\n')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("|")
}

#[test]
fn keeps_every_whole_branch_and_blanks_the_directives() {
    let src = "#if defined(__cplusplus)\nextern \"C\" {\n#endif\nint a;\n#ifdef X\nint b(void) { return 1; }\n#elif Y\nint c;\n#else\nint d;\n#endif\n#if defined(__cplusplus)\n}\n#endif\n";
    assert_eq!(
        kept(src),
        "extern \"C\" {|int a;|int b(void) { return 1; }|int c;|int d;|}"
    );
}

#[test]
fn keeps_only_the_first_of_branches_that_are_not_whole() {
    // Two heads for one body: the first.
    let src = "#ifdef A\nvoid f(int a) {\n#else\nvoid f(void) {\n#endif\n  g();\n}\n";
    assert_eq!(kept(src), "void f(int a) {|g();|}");
    // A branch that closes what it did not open, whatever its count.
    let src = "if (a) {\n#ifdef A\n} else {\n#else\n} else if (b) {\n#endif\n}\n";
    assert_eq!(kept(src), "if (a) {|} else {|}");
    // Nested, the inner conditional is judged on its own.
    let src =
        "#ifdef A\nint a;\n#else\n#ifdef B\nint b(\n#else\nint c(\n#endif\n);\n#endif\nint z;\n";
    assert_eq!(kept(src), "int a;|int b(|);|int z;");
}

#[test]
fn if_zero_is_blank() {
    let src = "#if 0 /* off */\nold(;\n#elif A\nint e;\n#else\nint f;\n#endif\n#if 0\ngone {\n#else\nint g;\n#endif\n";
    // Comments stay: one may go on below a blanked line.
    assert_eq!(kept(src), "/* off */|int e;|int f;|int g;");
    let src = "#if 0\nold();\n#elif A\nint e(\n#else\nint f(\n#endif\n);\n";
    assert_eq!(kept(src), "int e(|);");
    // An `#if 0` inside a branch does not make it less whole.
    let src = "#ifdef A\nint a;\n#if 0\nx {\n#endif\n#else\nint b;\n#endif\n";
    assert_eq!(kept(src), "int a;|int b;");
}

#[test]
fn directives_in_comments_and_continued_lines_are_not_directives() {
    // The `#define` (a macro defines no symbol) goes, `#if` on its continued line with it.
    let src = "/* see\n#else\n*/\n#define M(x) \\\n  #if\nint q; // #endif\n";
    assert_eq!(kept(src), "/* see|#else|*/|int q; // #endif");
    let src = "#define N 3 /* the size\n of it */\nint q;\n";
    assert_eq!(kept(src), "/* the size|of it */|int q;");
    // A `/*` in a string literal, after an escaped quote, opens no comment.
    let src = "#define Q \"a\\\"/*\" x\nint q;\n";
    assert_eq!(kept(src), "int q;");
    let src = "#if A && \\\n  B\nint a;\n#endif\r\n";
    assert_eq!(kept(src), "int a;");
}

#[test]
fn blanks_a_macro_alone_on_its_line() {
    let src = "void f(void) {\n    Py_BEGIN_ALLOW_THREADS\n    g();\n    Py_END_ALLOW_THREADS\n    return;\n}\n";
    assert_eq!(kept(src), "void f(void) {|g();|return;|}");
    // A lower-case name, a name without `_`, a statement: left as they are.
    for line in ["x_y", "FOO", "return_", "A_B;", "Py_begin_x", "f(A_B)"] {
        assert!(!is_lone_macro(line.as_bytes()), "{line}");
    }
    assert!(is_lone_macro(b"  GTEST_FOO_\r"));
}

fn table(name: &str, src: &str) -> Vec<(String, usize, usize)> {
    crate::symbols_of_file(std::path::Path::new(name), src.as_bytes())
        .unwrap()
        .into_iter()
        .map(|s| (s.name, s.start_line, s.end_line))
        .collect()
}

#[test]
fn code_whose_branches_do_not_nest_keeps_its_functions() {
    // lz4.c: `extern "C" {` opened and closed in two conditionals, a label before
    // `#endif`, a head per platform.
    let src = "#if defined (__cplusplus)\nextern \"C\" {\n#endif\n\nint a(int x)\n{\n    if (x) goto out;\n#ifdef SAFE\nout:\n#endif\n    return x;\n}\n\n#ifdef _WIN32\nstatic int b(int x) {\n#else\nstatic int b(long x) {\n#endif\n    return 1;\n}\n\nint c(void) { return 2; }\n#if defined (__cplusplus)\n}\n#endif\n";
    assert_eq!(
        table("lz4.c", src),
        [
            ("a".into(), 5, 12),
            ("b".into(), 15, 20),
            ("c".into(), 22, 22)
        ]
    );
}

#[test]
fn macros_alone_on_their_lines_are_read_around() {
    // The lz4 extension's `_block.c`, in GNU style.
    let src = "static PyObject *\ncompress (PyObject * self)\n{\n  Py_BEGIN_ALLOW_THREADS\n\n  if (store_size)\n    {\n      n = 1;\n    }\n  else\n    {\n      n = 2;\n    }\n\n  n = work (n);\n\n  Py_END_ALLOW_THREADS\n\n  return self;\n}\n\n/** doc */\nMEM_STATIC\nZSTD_ALLOW_POINTER_OVERFLOW_ATTR\nunsigned char const* add(unsigned char const* p, long a)\n{\n    return p + a;\n}\n";
    assert_eq!(
        table("_block.c", src),
        [("compress".into(), 1, 20), ("add".into(), 23, 28)]
    );
}

#[test]
fn macro_statements_and_export_macros_are_blanked() {
    let src = "namespace testing {\nGMOCK_DEFINE_DEFAULT_ACTION_FOR_RETURN_TYPE_(unsigned char, '\\0');  // NOLINT\nclass GTEST_API_ MatchMatrix {\n public:\n  MatchMatrix(int a) : a_(a) {}\n};\nint x = f(1,\n  FOO(2));\n}\n";
    assert_eq!(
        kept(src),
        "namespace testing {|// NOLINT|class            MatchMatrix {|public:|MatchMatrix(int a) : a_(a) {}|};|int x = f(1,|FOO(2));|}"
    );
    for line in [
        "FOO(a) + 1;",
        "Foo(a);",
        "FOO(a;",
        "FOO(a)); x(",
        "F",
        "FOO(a) x",
    ] {
        assert!(!is_macro_statement(line.as_bytes(), None), "{line}");
    }
    assert!(is_macro_statement(
        b"  TYPED_TEST_SUITE(Foo, Types); /* x */",
        None
    ));
    // Without `;`: a statement, unless a body follows.
    assert!(is_macro_statement(b"GEN_MATCHES(noDict)", Some(b'G')));
    assert!(!is_macro_statement(b"PHP_FUNCTION(strlen)", Some(b'{')));
}

#[test]
fn a_class_behind_an_export_macro_keeps_its_members() {
    let src = "namespace testing {\nnamespace internal {\nclass GTEST_API_ MatchMatrix {\n public:\n  MatchMatrix(int a) : a_(a) {}\n  int LhsSize() const { return a_; }\n private:\n  int a_;\n};\nGMOCK_DEFINE_DEFAULT_ACTION_FOR_RETURN_TYPE_(unsigned char, '\\0');\nstruct negation {};\n}  // namespace internal\n}  // namespace testing\n";
    assert_eq!(
        table("m.h", src),
        [
            ("testing".into(), 1, 13),
            ("testing.internal".into(), 2, 12),
            ("testing.internal.MatchMatrix".into(), 3, 9),
            ("testing.internal.MatchMatrix.MatchMatrix".into(), 5, 5),
            ("testing.internal.MatchMatrix.LhsSize".into(), 6, 6),
            ("testing.internal.negation".into(), 11, 11),
        ]
    );
}
