//! `cm symbols`: the fixtures of every SYMBOLS.md table row, the JSON shape, line options,
//! errors, and messy input (syntax errors, CRLF, BOM, non-UTF-8, huge and minified files).

use std::path::{Path, PathBuf};

use code_memory::symbols::{LANGUAGES, language_for_path};
use predicates::prelude::*;
use serde_json::{Value, json};

use crate::common::Env;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/symbols/tests/fixtures")
}

fn stdout_of(cmd: &mut assert_cmd::Command) -> String {
    let out = cmd.assert().success().get_output().stdout.clone();
    String::from_utf8(out).expect("utf-8 output")
}

/// `cm symbols NAME --json EXTRA...` of `bytes` written to `NAME` in the project.
pub(crate) fn report(env: &Env, name: &str, bytes: &[u8], extra: &[&str]) -> Value {
    std::fs::write(env.path().join(name), bytes).unwrap();
    let out = env
        .cm()
        .args(["symbols", name, "--json"])
        .args(extra)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    serde_json::from_slice(&out).expect("one JSON document")
}

/// Line 1 of `src` written to `name` (a huge one-line file) gives either its innermost
/// definition or a clear "gave up" error, never a crash.
pub(crate) fn line_one_resolves_or_gives_up(env: &Env, name: &str, src: &str) {
    std::fs::write(env.path().join(name), src).unwrap();
    let out = env
        .cm()
        .args(["symbols", name, "--line", "1", "--json"])
        .output()
        .unwrap();
    if out.status.success() {
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["symbols"].as_array().unwrap().len(), 1, "{name}");
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("cm: ") && err.contains("gave up"),
            "{name}: {err}"
        );
    }
}

fn json_of(cmd: &mut assert_cmd::Command) -> Value {
    serde_json::from_str(&stdout_of(cmd)).expect("one JSON document")
}

/// `(name, start_line, end_line)` of a JSON report.
pub(crate) fn table(report: &Value) -> Vec<(String, u64, u64)> {
    report["symbols"]
        .as_array()
        .expect("symbols array")
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["start_line"].as_u64().unwrap(),
                s["end_line"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn names(report: &Value) -> Vec<String> {
    table(report).into_iter().map(|(n, _, _)| n).collect()
}

/// `crates/symbols/tests/fixtures/<language>/`: one folder per registry row, each with at least one
/// source file of that language and its `.expected` table, and nothing else.
#[test]
fn every_language_has_fixtures_that_give_their_expected_tables() {
    let env = Env::new();
    for lang in LANGUAGES {
        let dir = fixtures().join(lang.name);
        let mut checked = 0;
        let entries = std::fs::read_dir(&dir)
            .unwrap_or_else(|_| panic!("{} has no fixture folder {}", lang.name, dir.display()));
        for entry in entries {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "expected") {
                continue;
            }
            assert_eq!(
                language_for_path(&path).map(|l| l.name),
                Some(lang.name),
                "{} is not {}",
                path.display(),
                lang.name
            );
            let expected = std::fs::read_to_string(path.with_extension(format!(
                "{}.expected",
                path.extension().unwrap().to_str().unwrap()
            )))
            .unwrap_or_else(|_| panic!("{} has no .expected table", path.display()));
            let got = stdout_of(env.cm().arg("symbols").arg(&path));
            assert_eq!(got, expected, "symbols of {}", path.display());
            checked += 1;
        }
        assert!(checked > 0, "{} has no fixture", lang.name);
    }
    for entry in std::fs::read_dir(fixtures()).unwrap() {
        let name = entry.unwrap().file_name();
        let name = name.to_string_lossy();
        assert!(
            LANGUAGES.iter().any(|l| l.name == name),
            "fixture folder {name} is no language's"
        );
    }
}

#[test]
fn json_is_exactly_the_documented_shape() {
    let env = Env::new();
    std::fs::write(
        env.path().join("svc.py"),
        "import os\n\nclass A:\n    def m(self):\n        pass\n",
    )
    .unwrap();
    let report = json_of(env.cm().args(["symbols", "svc.py", "--json"]));
    assert_eq!(
        report,
        json!({"file": "svc.py", "language": "python", "symbols": [
            {"name": "A", "kind": "class", "start_line": 3, "end_line": 5},
            {"name": "A.m", "kind": "method", "start_line": 4, "end_line": 5},
        ]})
    );
}

#[test]
fn a_line_resolves_to_its_innermost_symbol_with_its_chain() {
    let env = Env::new();
    let file = fixtures().join("python/service.py");
    let out = stdout_of(env.cm().arg("symbols").arg(&file).args(["--line", "14"]));
    assert_eq!(
        out,
        "13-15  function  retry > retry.wrap > retry.wrap.inner\n"
    );

    let report = json_of(
        env.cm()
            .arg("symbols")
            .arg(&file)
            .args(["--line", "14", "--json"]),
    );
    assert_eq!(table(&report), [("retry.wrap.inner".to_string(), 13, 15)]);

    // A decorator line belongs to what it decorates; an import line to no symbol.
    let report = json_of(
        env.cm()
            .arg("symbols")
            .arg(&file)
            .args(["--line", "31", "--json"]),
    );
    assert_eq!(names(&report), ["AuthService.validate"]);
    let report = json_of(
        env.cm()
            .arg("symbols")
            .arg(&file)
            .args(["--line", "3", "--json"]),
    );
    assert_eq!(names(&report), Vec::<String>::new());
}

#[test]
fn a_range_gives_distinct_innermost_symbols_in_order() {
    let env = Env::new();
    let file = fixtures().join("typescript/client.ts");
    let report = json_of(
        env.cm()
            .arg("symbols")
            .arg(&file)
            .args(["--lines", "47-53", "--json"]),
    );
    // 47-48 end `#retry`, 49 is blank inside the class, 50-53 are three `send` overloads.
    assert_eq!(names(&report), ["Ky.#retry", "Ky", "Ky.send"]);
    let report = json_of(
        env.cm()
            .arg("symbols")
            .arg(&file)
            .args(["--lines", "1-200", "--json"]),
    );
    assert!(names(&report).contains(&"Http.Status.ok".to_string()));
}

#[test]
fn rust_doc_comments_and_attributes_start_the_range() {
    let env = Env::new();
    let file = fixtures().join("rust/parser.rs");
    for (line, want) in [
        (5, "Value"), // `/// A JSON value.`
        (8, "Value"), // `#[derive(..)]`
        (14, "Bits"), // a plain comment right above: outside the range, the symbol's all the same
        (15, "Bits"), // `/** Block doc comment. */`
        (28, "Deserializer.new"),
        (88, "tests.round_trip"), // `#[test]`
    ] {
        let report = json_of(env.cm().arg("symbols").arg(&file).args([
            "--line",
            &line.to_string(),
            "--json",
        ]));
        let got = names(&report).join(",");
        assert_eq!(got, want, "line {line}");
    }
}

/// The comments right above a definition are its doc comment: outside its range (as the
/// language's own parser has it), but their lines resolve to it. A comment after code on its
/// line, or a blank line away, is nobody's; an inner definition's doc is the inner one's.
#[test]
fn a_doc_comment_right_above_a_definition_resolves_to_it() {
    use code_memory::symbols::{innermost_for_lines, symbols_of_file};
    type Case<'a> = (&'a str, &'a str, &'a [(usize, &'a str)]);
    let cases: [Case; 4] = [
        (
            "cart.go",
            "package cart\n\n// Total sums the cart.\n// It never fails.\nfunc Total() int {\n\treturn 0\n}\n\n// A stray note.\n\nfunc Len() int { return 0 }\n",
            &[
                (3, "Total"),
                (4, "Total"),
                (5, "Total"),
                (9, ""),
                (11, "Len"),
            ],
        ),
        (
            "svc.ts",
            "export class Svc {\n  /** Validates a token. */\n  @Guard()\n  validate(t: string) {\n    return t;\n  }\n}\n\n/**\n * Builds one.\n */\nexport function make() {\n  return new Svc();\n}\n",
            &[
                (2, "Svc.validate"),
                (3, "Svc.validate"),
                (9, "make"),
                (10, "make"),
                (11, "make"),
            ],
        ),
        (
            "svc.py",
            "import os\n# The service.\nclass Svc:\n    # Checks a token.\n    def check(self):\n        pass\n\nprint(1)  # trailing\ndef g():\n    pass\n",
            &[(1, ""), (2, "Svc"), (4, "Svc.check"), (8, ""), (9, "g")],
        ),
        (
            "lib.rs",
            "use std::fmt;\n// Plain note.\n/// Doc.\nfn f() {}\n",
            &[(1, ""), (2, "f"), (3, "f")],
        ),
    ];
    for (file, source, want) in cases {
        let table = symbols_of_file(Path::new(file), source.as_bytes()).unwrap();
        for &(line, name) in want {
            let got: Vec<String> = innermost_for_lines(&table, &[(line, line)])
                .into_iter()
                .map(|s| s.name)
                .collect();
            assert_eq!(got.join(","), name, "{file} line {line}");
        }
    }
}

#[test]
fn unsupported_files_and_bad_lines_are_clear_errors() {
    let env = Env::new();
    std::fs::write(env.path().join("notes.md"), "# notes\n").unwrap();
    env.cm()
        .args(["symbols", "notes.md"])
        .assert()
        .failure()
        .stdout("")
        .stderr(predicate::str::starts_with(
            "cm: notes.md: unsupported language",
        ));
    env.cm()
        .args(["symbols", "missing.py"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("cm: reading missing.py"));
    std::fs::write(env.path().join("a.py"), "def f():\n    pass\n").unwrap();
    for bad in [["--lines", "5-2"], ["--lines", "x"], ["--line", "0"]] {
        env.cm()
            .arg("symbols")
            .arg("a.py")
            .args(bad)
            .assert()
            .failure()
            .stdout("")
            .stderr(predicate::str::contains("expected"));
    }
    env.cm()
        .args(["symbols", "a.py", "--line", "1", "--lines", "1-2"])
        .assert()
        .failure();
}

#[test]
fn help_and_errors_list_every_registered_extension() {
    let env = Env::new();
    let help = stdout_of(env.cm().args(["symbols", "--help"]));
    std::fs::write(env.path().join("notes.md"), "# notes\n").unwrap();
    let out = env.cm().args(["symbols", "notes.md"]).output().unwrap();
    let error = String::from_utf8(out.stderr).unwrap();
    for ext in LANGUAGES.iter().flat_map(|l| l.extensions) {
        let listed = |text: &str| {
            [",", ")"]
                .iter()
                .any(|end| text.contains(&format!(".{ext}{end}")))
        };
        assert!(listed(&help), ".{ext} in --help:\n{help}");
        assert!(listed(&error), ".{ext} in the error: {error}");
    }
}

/// Writes `bytes` as `name` and returns `cm symbols --json` of it.
fn symbols_of(env: &Env, name: &str, bytes: &[u8]) -> Value {
    std::fs::write(env.path().join(name), bytes).unwrap();
    json_of(env.cm().args(["symbols", name, "--json"]))
}

#[test]
fn syntax_errors_keep_what_tree_sitter_recovers() {
    let env = Env::new();
    let src = "def ok():\n    return 1\n\ndef broken(:\n    pass\n\nclass Fine:\n    def m(self):\n        return 2\n";
    let got = names(&symbols_of(&env, "broken.py", src.as_bytes()));
    assert!(got.contains(&"ok".to_string()), "{got:?}");
    assert!(got.contains(&"Fine.m".to_string()), "{got:?}");

    let src = "fn good() {}\nfn bad( {\nstruct Later;\n";
    let got = names(&symbols_of(&env, "broken.rs", src.as_bytes()));
    assert!(got.contains(&"good".to_string()), "{got:?}");
}

#[test]
fn crlf_bom_tabs_and_non_utf8_keep_line_numbers() {
    let env = Env::new();
    let want = [("A".to_string(), 2, 4), ("A.m".to_string(), 3, 4)];

    let crlf = "import os\r\nclass A:\r\n    def m(self):\r\n        pass\r\n";
    assert_eq!(table(&symbols_of(&env, "crlf.py", crlf.as_bytes())), want);

    let crlf_rs =
        "/// doc\r\n#[derive(Debug)]\r\nstruct S;\r\n\r\nimpl S {\r\n    fn m(&self) {}\r\n}\r\n";
    assert_eq!(
        table(&symbols_of(&env, "crlf.rs", crlf_rs.as_bytes())),
        [
            ("S".to_string(), 1, 3),
            ("S".to_string(), 5, 7),
            ("S.m".to_string(), 6, 6)
        ]
    );
    let crlf_ts = "class A {\r\n  @dec\r\n  m() {}\r\n}\r\n";
    assert_eq!(
        table(&symbols_of(&env, "crlf.ts", crlf_ts.as_bytes())),
        [("A".to_string(), 1, 4), ("A.m".to_string(), 2, 3)]
    );

    let bom = [
        b"\xEF\xBB\xBF".as_slice(),
        b"import os\nclass A:\n    def m(self):\n        pass\n",
    ]
    .concat();
    assert_eq!(table(&symbols_of(&env, "bom.py", &bom)), want);

    let tabs = "import os\nclass A:\n\tdef m(self):\n\t\tpass\n";
    assert_eq!(table(&symbols_of(&env, "tabs.py", tabs.as_bytes())), want);

    // Latin-1 bytes in a comment and a string: still parsed, names stay valid UTF-8.
    let latin1 = b"# caf\xE9\nclass A:\n    def m(self):\n        return '\xE9t\xE9'\n";
    assert_eq!(table(&symbols_of(&env, "latin1.py", latin1)), want);
    let latin1_name = b"fn caf\xE9() {}\n";
    let report = symbols_of(&env, "latin1.rs", latin1_name);
    assert!(report["symbols"].is_array());
}

#[test]
fn an_empty_file_has_no_symbols() {
    let env = Env::new();
    for ext in LANGUAGES.iter().flat_map(|l| l.extensions) {
        let name = format!("empty.{ext}");
        assert_eq!(symbols_of(&env, &name, b"")["symbols"], json!([]), "{name}");
    }
}

#[test]
fn a_20000_line_file_resolves_its_last_function() {
    let env = Env::new();
    let mut src = String::new();
    for i in 0..5000 {
        src.push_str(&format!("def f{i}(x):\n    y = x + {i}\n    return y\n\n"));
    }
    assert_eq!(src.lines().count(), 20000);
    std::fs::write(env.path().join("big.py"), &src).unwrap();
    let report = json_of(
        env.cm()
            .args(["symbols", "big.py", "--line", "19999", "--json"]),
    );
    assert_eq!(table(&report), [("f4999".to_string(), 19997, 19999)]);
}

#[test]
fn a_2mb_minified_line_ends_without_panic() {
    let env = Env::new();
    let mut src = String::from("var a=function(){return 1};");
    let mut i = 0;
    while src.len() < 2 * 1024 * 1024 {
        src.push_str(&format!(
            "function f{i}(a,b){{var c=a+b;if(c>{i}){{return[c,{{k:c}}]}}return(x)=>x*c}}"
        ));
        i += 1;
    }
    std::fs::write(env.path().join("bundle.min.js"), &src).unwrap();
    // Either the table (one line, thousands of functions) or a clear error, never a crash.
    let out = env
        .cm()
        .args(["symbols", "bundle.min.js", "--line", "1", "--json"])
        .output()
        .unwrap();
    if out.status.success() {
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(report["symbols"].as_array().unwrap().len(), 1);
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("cm: ") && err.contains("gave up"), "{err}");
    }
}
