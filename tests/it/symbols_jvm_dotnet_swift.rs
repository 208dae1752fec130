//! `cm symbols` on messy Java, Kotlin, C# and Swift: syntax errors, CRLF and a BOM, huge
//! and minified files, and the quirks of their grammars that docs/SYMBOLS.md names.

use crate::common::Env;
use crate::symbols::{report, table};

/// One small file per language: a type with two methods, the second one at `line` 4.
const SAMPLES: &[(&str, &str, &str)] = &[
    (
        "Cart.java",
        "class Cart {\n    void a() {\n    }\n    void b() {\n    }\n}\n",
        "Cart.b",
    ),
    (
        "Cart.kt",
        "class Cart {\n    fun a() {\n    }\n    fun b() {\n    }\n}\n",
        "Cart.b",
    ),
    (
        "Cart.cs",
        "class Cart {\n    void A() {\n    }\n    void B() {\n    }\n}\n",
        "Cart.B",
    ),
    (
        "Cart.swift",
        "class Cart {\n    func a() {\n    }\n    func b() {\n    }\n}\n",
        "Cart.b",
    ),
];

#[test]
fn crlf_and_a_bom_keep_names_and_line_numbers() {
    let env = Env::new();
    for (name, src, second) in SAMPLES {
        let want = table(&report(&env, name, src.as_bytes(), &[]));
        assert_eq!(want.len(), 3, "{name}: {want:?}");
        assert_eq!(want[2], (second.to_string(), 4, 5), "{name}");
        let crlf = src.replace('\n', "\r\n");
        assert_eq!(
            table(&report(&env, name, crlf.as_bytes(), &[])),
            want,
            "{name} CRLF"
        );
        let bom = [b"\xEF\xBB\xBF".as_slice(), crlf.as_bytes()].concat();
        assert_eq!(table(&report(&env, name, &bom, &[])), want, "{name} BOM");
    }
}

#[test]
fn syntax_errors_keep_what_tree_sitter_recovers() {
    let env = Env::new();
    let broken = [
        (
            "Broken.java",
            "class Ok {\n    void fine() {}\n}\nclass Bad {\n    void broken( {\n}\nclass Later {\n    void after() {}\n}\n",
            "Ok.fine",
        ),
        (
            "Broken.kt",
            "class Ok {\n    fun fine() {}\n}\nclass Bad {\n    fun broken( {\n}\n",
            "Ok.fine",
        ),
        (
            "Broken.cs",
            "class Ok {\n    void Fine() {}\n}\nclass Bad {\n    void Broken( {\n}\n",
            "Ok.Fine",
        ),
        (
            "Broken.swift",
            "class Ok {\n    func fine() {}\n}\nclass Bad {\n    func broken( {\n}\n",
            "Ok.fine",
        ),
    ];
    for (name, src, kept) in broken {
        let names: Vec<String> = table(&report(&env, name, src.as_bytes(), &[]))
            .into_iter()
            .map(|(n, _, _)| n)
            .collect();
        assert!(names.contains(&kept.to_string()), "{name}: {names:?}");
    }
}

#[test]
fn a_10000_line_file_resolves_its_last_method() {
    let env = Env::new();
    let bodies = [
        (
            "Big.java",
            "class Big {\n",
            "    void f{i}() {\n        int y = {i};\n    }\n",
            "}\n",
            "Big.f",
        ),
        (
            "Big.kt",
            "class Big {\n",
            "    fun f{i}() {\n        val y = {i}\n    }\n",
            "}\n",
            "Big.f",
        ),
        (
            "Big.cs",
            "class Big {\n",
            "    void F{i}() {\n        int y = {i};\n    }\n",
            "}\n",
            "Big.F",
        ),
        (
            "Big.swift",
            "class Big {\n",
            "    func f{i}() {\n        let y = {i}\n    }\n",
            "}\n",
            "Big.f",
        ),
    ];
    for (name, head, body, tail, prefix) in bodies {
        let mut src = head.to_string();
        for i in 0..3333 {
            src.push_str(&body.replace("{i}", &i.to_string()));
        }
        src.push_str(tail);
        let lines = src.lines().count();
        assert!(lines >= 10000, "{name}: {lines}");
        let got = table(&report(
            &env,
            name,
            src.as_bytes(),
            &["--line", &(lines - 2).to_string()],
        ));
        let last = (lines - 3) as u64;
        assert_eq!(got, [(format!("{prefix}3332"), last, last + 2)], "{name}");
    }
}

#[test]
fn a_2mb_minified_line_ends_without_panic() {
    let env = Env::new();
    let files = [
        (
            "min.java",
            "class M{",
            "void f{i}(int a){int c=a+{i};if(c>1){return;}}",
            "}",
        ),
        (
            "min.kt",
            "class M{",
            "fun f{i}(a:Int){val c=a+{i};if(c>1){return}};",
            "}",
        ),
        (
            "min.cs",
            "class M{",
            "void F{i}(int a){int c=a+{i};if(c>1){return;}}",
            "}",
        ),
        (
            "min.swift",
            "class M{",
            "func f{i}(a:Int){let c=a+{i};if c>1{return}};",
            "}",
        ),
    ];
    for (name, head, body, tail) in files {
        let mut src = head.to_string();
        let mut i = 0;
        while src.len() < 2 * 1024 * 1024 {
            src.push_str(&body.replace("{i}", &i.to_string()));
            i += 1;
        }
        src.push_str(tail);
        crate::symbols::line_one_resolves_or_gives_up(&env, name, &src);
    }
}

/// An annotation alone on its line (which tree-sitter-kotlin-ng would read at the top of a
/// file as an expression of its own) starts the function's range, as in the compiler's PSI,
/// with a comment between them.
#[test]
fn a_kotlin_annotation_on_its_own_line_starts_the_range() {
    let env = Env::new();
    let src = "package p\n\nfun a() {}\n\n@Suppress(\"NOTHING_TO_INLINE\") // sugar\ninternal inline infix fun Byte.shr(other: Int): Int = toInt() shr other\n";
    assert_eq!(
        table(&report(&env, "Util.kt", src.as_bytes(), &[])),
        [("a".to_string(), 3, 3), ("Byte.shr".to_string(), 5, 6)]
    );
}

/// Kotlin that tree-sitter-kotlin-ng misreads as it is written (docs/SYMBOLS-VALIDATION.md,
/// "Accepted differences"), each shape from real code: the class around it keeps its symbols, with
/// LF or CRLF line ends alike.
#[test]
fn kotlin_the_grammar_misreads_keeps_its_symbols() {
    let env = Env::new();
    let s = |name: &str, from: u64, to: u64| (name.to_string(), from, to);
    let cases = [
        (
            "@Target(FUNCTION, CONSTRUCTOR)\n@MustBeDocumented\npublic expect annotation class JvmOverloads()\n\nfun after() {}\n",
            vec![s("JvmOverloads", 1, 3), s("after", 5, 5)],
        ),
        (
            "@JvmInline\npublic value class Duration\n@Deprecated(\"x\", level = DeprecationLevel.ERROR)\ninternal constructor(private val raw: Long) {\n    fun abs() = raw\n}\n",
            vec![s("Duration", 1, 6), s("Duration.abs", 5, 5)],
        ),
        (
            "actual open class ByteString\ninternal actual constructor(\n  val data: ByteArray,\n) {\n  fun size() = data.size\n}\n",
            vec![s("ByteString", 1, 6), s("ByteString.size", 5, 5)],
        ),
        (
            "class Stream {\n  fun receive() {\n    synchronized(this) {\n      open = isOpen\n    }\n    val copy = x\n    get(copy)\n  }\n  fun after() = 1\n}\n",
            vec![
                s("Stream", 1, 10),
                s("Stream.receive", 2, 8),
                s("Stream.after", 9, 9),
            ],
        ),
        (
            "class Pad {\n  fun pad(b: Int) = when (b) {\n    -bits -> 0\n    -bits + 2 -> // x=\n      1\n    else -> 2\n  }\n  fun after() = 1\n}\n",
            vec![s("Pad", 1, 9), s("Pad.pad", 2, 7), s("Pad.after", 8, 8)],
        ),
        (
            "public fun <T> (suspend () -> T).createCoroutine(): Unit = Unit\n",
            vec![s("()->T.createCoroutine", 1, 1)],
        ),
    ];
    for (src, want) in cases {
        assert_eq!(
            table(&report(&env, "Misread.kt", src.as_bytes(), &[])),
            want,
            "{src}"
        );
        let crlf = src.replace('\n', "\r\n");
        assert_eq!(
            table(&report(&env, "Misread.kt", crlf.as_bytes(), &[])),
            want,
            "CRLF {src}"
        );
    }
}

/// Backticks escape a name in Kotlin and Swift; the name is what is inside them.
#[test]
fn backticked_names_lose_their_backticks() {
    let env = Env::new();
    let kt = "class CartTest {\n    fun `adds two items`() {}\n}\n";
    assert_eq!(
        table(&report(&env, "CartTest.kt", kt.as_bytes(), &[])),
        [
            ("CartTest".to_string(), 1, 3),
            ("CartTest.adds two items".to_string(), 2, 2)
        ]
    );
    let swift = "enum Name {\n    var `case`: Int { 1 }\n}\n";
    assert_eq!(
        table(&report(&env, "Name.swift", swift.as_bytes(), &[])),
        [("Name".to_string(), 1, 3), ("Name.case".to_string(), 2, 2)]
    );
}
