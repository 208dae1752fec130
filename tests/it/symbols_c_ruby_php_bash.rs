//! `cm symbols` on messy C, C++, Ruby, PHP and Bash input: syntax errors, CRLF line ends,
//! a byte order mark, Latin-1 bytes, a 10,000-line file and a 2 MB minified line, as the
//! first languages are checked in `symbols.rs`.

use crate::common::Env;
use crate::symbols::{report, table};

/// `(name, start_line, end_line)` rows of a table.
type Rows = &'static [(&'static str, u64, u64)];

/// A file name, a prefix and the source of definition `i`.
type Generated = (&'static str, &'static str, fn(usize) -> String);

/// One small file per language with its table.
const SAMPLES: &[(&str, &str, Rows)] = &[
    (
        "a.c",
        "#include <stdio.h>\nstruct S {\n    int x;\n};\nint f(void)\n{\n    return 1;\n}\n",
        &[("S", 2, 4), ("f", 5, 8)],
    ),
    (
        "a.cpp",
        "namespace n {\ntemplate <class T>\nclass C {\n    void m() {}\n};\n}\nvoid n::C::g() {}\n",
        &[("n", 1, 6), ("n.C", 2, 5), ("n.C.m", 4, 4), ("n.C.g", 7, 7)],
    ),
    (
        "a.rb",
        "require \"x\"\nmodule M\n  class C\n    def self.m\n    end\n  end\nend\n",
        &[("M", 2, 7), ("M.C", 3, 6), ("M.C.m", 4, 5)],
    ),
    (
        "a.php",
        "<?php\nnamespace App;\nclass C\n{\n    public function m(): void\n    {\n    }\n}\n",
        &[("C", 3, 8), ("C.m", 5, 7)],
    ),
    (
        "a.sh",
        "#!/bin/sh\nset -e\nf() {\n    g() { :; }\n}\nf\n",
        &[("f", 3, 5), ("f.g", 4, 4)],
    ),
];

fn want(rows: &[(&str, u64, u64)]) -> Vec<(String, u64, u64)> {
    rows.iter()
        .map(|&(n, s, e)| (n.to_string(), s, e))
        .collect()
}

#[test]
fn crlf_and_a_bom_keep_names_and_line_numbers() {
    let env = Env::new();
    for &(name, source, rows) in SAMPLES {
        assert_eq!(
            table(&report(&env, name, source.as_bytes(), &[])),
            want(rows),
            "{name}"
        );
        let crlf = source.replace('\n', "\r\n");
        assert_eq!(
            table(&report(&env, &format!("crlf_{name}"), crlf.as_bytes(), &[])),
            want(rows),
            "CRLF {name}"
        );
        let bom = [b"\xEF\xBB\xBF".as_slice(), source.as_bytes()].concat();
        assert_eq!(
            table(&report(&env, &format!("bom_{name}"), &bom, &[])),
            want(rows),
            "BOM {name}"
        );
    }
}

#[test]
fn latin1_bytes_are_parsed_as_they_are() {
    let env = Env::new();
    let c = b"/* caf\xE9 */\nint f(void) { return '\xE9'; }\n";
    assert_eq!(table(&report(&env, "l.c", c, &[])), want(&[("f", 2, 2)]));
    let rb = b"# caf\xE9\ndef f\n  \"\xE9t\xE9\"\nend\n";
    assert_eq!(table(&report(&env, "l.rb", rb, &[])), want(&[("f", 2, 4)]));
    let php = b"<?php\n// caf\xE9\nfunction f() { return '\xE9'; }\n";
    assert_eq!(
        table(&report(&env, "l.php", php, &[])),
        want(&[("f", 3, 3)])
    );
    let sh = b"# caf\xE9\nf() { echo '\xE9'; }\n";
    assert_eq!(table(&report(&env, "l.sh", sh, &[])), want(&[("f", 2, 2)]));
}

/// What tree-sitter recovers around a syntax error is kept; the definitions before it at
/// least.
#[test]
fn syntax_errors_keep_what_tree_sitter_recovers() {
    let env = Env::new();
    let names = |name: &str, src: &str| -> Vec<String> {
        table(&report(&env, name, src.as_bytes(), &[]))
            .into_iter()
            .map(|(n, _, _)| n)
            .collect()
    };
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "e.c",
            "int ok(void) { return 1; }\nint broken( {\n",
            &["ok"],
        ),
        (
            "e.cpp",
            "class A { void m() {} };\nclass B { void n( };\nint later() { return 0; }\n",
            &["A", "A.m", "later"],
        ),
        (
            "e.rb",
            "class A\n  def m\n  end\nend\ndef broken(\n",
            &["A", "A.m"],
        ),
        (
            "e.php",
            "<?php\nclass A { function m() {} }\nfunction broken( {\n",
            &["A", "A.m"],
        ),
        ("e.sh", "ok() { :; }\nbroken() {\n  if then\n", &["ok"]),
    ];
    for &(name, src, expected) in cases {
        let got = names(name, src);
        for e in expected {
            assert!(got.contains(&e.to_string()), "{name}: {e} not in {got:?}");
        }
    }
}

#[test]
fn a_10000_line_file_resolves_its_last_definition() {
    let env = Env::new();
    // Four lines per definition: 2,500 of them (the parse of a debug build on a loaded
    // machine must stay well inside the 1.5 s budget).
    let cases: &[Generated] = &[
        ("big.c", "f2499", |i| {
            format!("int f{i}(int x)\n{{\n    return x + {i};\n}}\n")
        }),
        ("big.cpp", "C.f2499", |i| {
            format!("int C::f{i}(int x)\n{{\n    return x + {i};\n}}\n")
        }),
        ("big.rb", "f2499", |i| {
            format!("def f{i}(x)\n  y = x + {i}\n  y\nend\n")
        }),
        ("big.php", "f2499", |i| {
            format!("function f{i}($x)\n{{\n    return $x + {i};\n}}\n")
        }),
        ("big.sh", "f2499", |i| {
            format!("f{i}() {{\n    y=$(( $1 + {i} ))\n    echo $y\n}}\n")
        }),
    ];
    for &(name, last, def) in cases {
        let mut src = if name.ends_with(".php") {
            "<?php\n".to_string()
        } else {
            String::new()
        };
        let offset = src.lines().count() as u64;
        for i in 0..2500 {
            src.push_str(&def(i));
        }
        std::fs::write(env.path().join(name), &src).unwrap();
        let line = (9999 + offset).to_string();
        let out = env
            .cm()
            .args(["symbols", name, "--line", &line, "--json"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let got = table(&serde_json::from_slice(&out).unwrap());
        assert_eq!(
            got,
            [(last.to_string(), 9997 + offset, 10000 + offset)],
            "{name}"
        );
    }
}

#[test]
fn a_2mb_minified_line_ends_without_panic() {
    let env = Env::new();
    let cases: &[Generated] = &[
        ("min.c", "", |i| {
            format!("int f{i}(int a,int b){{int c=a+b;if(c>{i}){{return c;}}return a*c;}}")
        }),
        ("min.cpp", "", |i| {
            format!(
                "struct S{i}{{int m(int a){{auto l=[&](int x){{return x*a;}};return l({i});}}}};"
            )
        }),
        ("min.rb", "", |i| format!("def f{i}(a);a+{i};end;")),
        ("min.php", "<?php ", |i| {
            format!("function f{i}($a){{return $a+{i};}}")
        }),
        ("min.sh", "", |i| format!("f{i}(){{ echo {i}; }};")),
    ];
    for &(name, prefix, def) in cases {
        let mut src = prefix.to_string();
        let mut i = 0;
        while src.len() < 2 * 1024 * 1024 {
            src.push_str(&def(i));
            i += 1;
        }
        crate::symbols::line_one_resolves_or_gives_up(&env, name, &src);
    }
}

#[test]
fn headers_are_cpp_and_each_extension_has_its_language() {
    let env = Env::new();
    for (file, language) in [
        ("x.h", "cpp"),
        ("x.hpp", "cpp"),
        ("x.cc", "cpp"),
        ("x.c", "c"),
        ("Rakefile.rake", "ruby"),
        ("x.gemspec", "ruby"),
        ("x.phtml", "php"),
        ("x.bash", "bash"),
    ] {
        let got = report(&env, file, b"", &[]);
        assert_eq!(got["language"], language, "{file}");
    }
    // A class in a `.h` file is found: C++ reads it.
    let got = report(
        &env,
        "box.h",
        b"#pragma once\nclass Box {\n  int get() { return 1; }\n};\n",
        &[],
    );
    assert_eq!(table(&got), want(&[("Box", 2, 4), ("Box.get", 3, 3)]));
}

/// googletest's `TEST(Suite, Name)` is the test googletest reports as `Suite.Name`, whichever
/// of its macros defines it; a `TEST` call that is no test (other arguments) keeps the
/// grammar's reading.
#[test]
fn googletest_tests_are_named_as_googletest_reports_them() {
    let env = Env::new();
    let src = "namespace {\nTEST(Cart, Totals) {\n  EXPECT_EQ(1, 1);\n}\n\
               TEST_F(CartTest, Empty) { EXPECT_TRUE(true); }\n\
               TYPED_TEST(Typed, Works) {\n}\nTEST_P(P, Param)\n{\n}\n}\n\
               int TEST(int a, int b) { return a; }\n";
    let got = report(&env, "cart_test.cc", src.as_bytes(), &[]);
    assert_eq!(
        table(&got),
        want(&[
            ("Cart.Totals", 2, 4),
            ("CartTest.Empty", 5, 5),
            ("Typed.Works", 6, 7),
            ("P.Param", 8, 10),
            ("TEST", 12, 12),
        ])
    );
    let line = report(&env, "cart_test.cc", src.as_bytes(), &["--line", "3"]);
    assert_eq!(table(&line), want(&[("Cart.Totals", 2, 4)]));
}

/// A macro before the return type (`LZ4_FORCE_INLINE int`, `XXH_PUBLIC_API T`,
/// `MEM_STATIC T`) or after the declarator (`GTEST_LOCK_EXCLUDED_(mu)`) hides nothing:
/// the function keeps its name and its range starts at its first line.
#[test]
fn functions_behind_macros_keep_their_names() {
    let env = Env::new();
    let c = "LZ4_FORCE_INLINE int\nLZ4_decompress_generic(const char* src,\n    int n)\n{\n    return n;\n}\n\
             XXH_PUBLIC_API XXH_errorcode XXH32_update (XXH32_state_t* s, size_t len)\n{\n    return XXH_OK;\n}\n\
             MEM_STATIC ZSTD_cpuid_t ZSTD_cpuid(void) {\n    U32 f1c = 0;\n    return c;\n}\n";
    assert_eq!(
        table(&report(&env, "m.c", c.as_bytes(), &[])),
        want(&[
            ("LZ4_decompress_generic", 1, 6),
            ("XXH32_update", 7, 10),
            ("ZSTD_cpuid", 11, 14),
        ])
    );
    let cpp = "class Mutex {\n public:\n  void Lock() GTEST_LOCK_EXCLUDED_(mu_) {\n    x();\n  }\n\
               bool held() const GTEST_EXCLUSIVE_LOCK_REQUIRED_(mu_) {\n    return h_;\n  }\n};\n\
               void Mutex::Unlock() GTEST_LOCK_EXCLUDED_(mu_) {\n  y();\n}\n";
    assert_eq!(
        table(&report(&env, "m.cc", cpp.as_bytes(), &[])),
        want(&[
            ("Mutex", 1, 9),
            ("Mutex.Lock", 3, 5),
            ("Mutex.held", 6, 8),
            ("Mutex.Unlock", 10, 12),
        ])
    );
    let line = report(&env, "m.c", c.as_bytes(), &["--line", "12"]);
    assert_eq!(table(&line), want(&[("ZSTD_cpuid", 11, 14)]));
}
