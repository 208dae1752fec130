//! Unit tests of `anchor` (a sibling file: they pass 150 lines).

use std::path::Path;

use crate::symbols_of_file;

use super::*;

fn anchors(path: &str, source: &str) -> Vec<(String, Anchor)> {
    symbols_of_file(Path::new(path), source.as_bytes())
        .unwrap()
        .into_iter()
        .map(|s| (s.name, s.anchor))
        .collect()
}

fn one(path: &str, source: &str, name: &str) -> Anchor {
    anchors(path, source)
        .into_iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("{name} not in {source}"))
        .1
}

const BODY: &str = "(args, nargs):\n    out = []\n    for x in args:\n        if x > nargs:\n            out.append(x * 2)\n    return out, len(out)\n";

#[test]
fn comments_whitespace_and_the_own_name_do_not_count() {
    let a = one("a.py", &format!("def unpack{BODY}"), "unpack");
    let renamed = format!(
        "# moved here\ndef _split{}",
        BODY.replace("out = []", "out  =  [ ]  # collected")
    );
    assert_eq!(one("b.py", &renamed, "_split"), a);
    assert!(!a.trivial(), "{a:?}");
    let changed = format!("def unpack{}", BODY.replace("x * 2", "x * 3"));
    assert_ne!(one("a.py", &changed, "unpack").hash, a.hash);
}

#[test]
fn a_method_moved_to_another_class_keeps_its_anchor() {
    let a = "class A:\n    def run(self):\n        return [i * i for i in range(10) if i % 2]\n";
    let b = "class B:\n    x = 1\n\n    def go(self):\n        # moved\n        return [i * i for i in range(10) if i % 2]\n";
    assert_eq!(one("a.py", a, "A.run"), one("b.py", b, "B.go"));
}

#[test]
fn recursion_through_the_own_name_follows_a_rename() {
    let f = |n: &str| {
        format!(
            "fn {n}(v: &[u32], acc: u32) -> u32 {{\n    match v {{\n        [] => acc,\n        [h, rest @ ..] => {n}(rest, acc + h),\n    }}\n}}\n"
        )
    };
    assert_eq!(
        one("a.rs", &f("sum"), "sum"),
        one("b.rs", &f("total"), "total")
    );
}

#[test]
fn getters_and_pass_are_trivial() {
    assert!(one("a.py", "def f():\n    pass\n", "f").trivial());
    assert!(one("a.py", "def f():\n    return None\n", "f").trivial());
    let getter = "class C:\n    def name(self):\n        return self._name\n";
    assert!(one("a.py", getter, "C.name").trivial());
    let ts = "class C {\n  get total(): number { return this._total; }\n}\n";
    assert!(one("a.ts", ts, "C.total").trivial());
    let rs = "impl C {\n    fn name(&self) -> &str { &self.name }\n}\n";
    assert!(one("a.rs", rs, "C.name").trivial());
}

#[test]
fn every_language_of_the_registry_gets_anchors() {
    // A definition with a comment inside, in each language: the comment never counts.
    for (path, with, without) in [
        (
            "x.ts",
            "function f(a: number) {\n  // note\n  return a + 1;\n}\n",
            "function f(a: number) {\n  return a + 1;\n}\n",
        ),
        (
            "x.go",
            "package p\nfunc F(a int) int {\n\t// note\n\treturn a + 1\n}\n",
            "package p\nfunc F(a int) int {\n\treturn a + 1\n}\n",
        ),
        (
            "x.js",
            "function f(a) {\n  /* note */ return a + 1;\n}\n",
            "function f(a) { return a + 1; }\n",
        ),
        (
            "x.rs",
            "fn f(a: u8) -> u8 {\n    /* note */ a + 1 // more\n}\n",
            "fn f(a: u8) -> u8 { a + 1 }\n",
        ),
    ] {
        let a = anchors(path, with);
        let b = anchors(path, without);
        assert_eq!(a.len(), 1, "{path}");
        assert_eq!(a, b, "{path}");
        assert!(a[0].1.size > 3, "{path}");
    }
}

/// Every language of the registry, on its own fixture: renaming a definition (its name
/// where it is defined and wherever its body says it) keeps its anchor, and so does
/// indenting it differently.
#[test]
fn every_registered_language_keeps_anchors_across_a_rename() {
    use crate::LANGUAGES;
    for lang in LANGUAGES {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(lang.name);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            panic!("{}: no fixtures in {}", lang.name, dir.display());
        };
        let mut checked = 0;
        for entry in entries.flatten() {
            let path = entry.path();
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            if !lang.extensions.contains(&ext) {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let table = symbols_of_file(&path, source.as_bytes()).unwrap();
            // A definition with a body worth following whose own name (its last
            // segment) is a plain identifier, renamed everywhere as a rename would.
            let last = |name: &str| name.rsplit('.').next().unwrap_or("").to_owned();
            // Keywords that name a definition (Swift's `init`, C#'s `this`) cannot be
            // renamed into a plain name: the first candidate that renames is checked.
            // Names written once (only the definition) first, so that a rename
            // touches nothing else; then names also used elsewhere (Bash calls).
            let mut candidates: Vec<&_> = table
                .iter()
                .filter(|s| {
                    let own = last(&s.name);
                    !s.anchor.trivial()
                        && !own.is_empty()
                        && own.chars().all(|c| c.is_alphanumeric() || c == '_')
                })
                .collect();
            candidates.sort_by_key(|s| source.matches(last(&s.name).as_str()).count() > 1);
            let mut renamed_one = None;
            for s in candidates {
                let own = last(&s.name);
                let renamed = rename_word(&source, &own, &format!("{own}Renamed"));
                let after = symbols_of_file(&path, renamed.as_bytes()).unwrap();
                if let Some(moved) = after
                    .iter()
                    .find(|t| t.name == format!("{}Renamed", s.name))
                {
                    renamed_one = Some((s.clone(), moved.clone()));
                    break;
                }
            }
            let Some((s, moved)) = renamed_one else {
                continue;
            };
            assert_eq!(moved.anchor, s.anchor, "{}: {}", lang.name, s.name);
            checked += 1;
        }
        assert!(checked > 0, "{}: no fixture symbol to check", lang.name);
    }
}

/// `source` with every whole-word `from` (not part of a longer identifier) as `to`.
fn rename_word(source: &str, from: &str, to: &str) -> String {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::with_capacity(source.len());
    let mut rest = source;
    while let Some(at) = rest.find(from) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + from.len()..].chars().next();
        out.push_str(&rest[..at]);
        if before.is_some_and(ident) || after.is_some_and(ident) {
            out.push_str(from);
        } else {
            out.push_str(to);
        }
        rest = &rest[at + from.len()..];
    }
    out.push_str(rest);
    out
}
