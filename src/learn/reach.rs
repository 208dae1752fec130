//! Which project files a run's tests reach: the failing tests' files (named by their ids,
//! their traces, a runner's `FAIL` lines, Go's failing packages), then the project files
//! they import, directly or through other project files. A failing test that reaches none
//! of the changed code cannot have been broken by it.
//!
//! The walk reads import lines only (`follow::imports`), at most [`MAX_FILES`] files; an
//! import it cannot resolve to a file (a path alias, a source root it does not know) still
//! counts by its last word (`util` of `@/lib/util`), so a test reaches `lib/util.ts` either
//! way. A test in a language whose imports are not read reaches what it may: any file.

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::Path;

use crate::files;
use crate::follow::imports;
use crate::project::{self, join};
use crate::testrun::conventions::is_test;
use crate::testrun::{Location, RunReport};

/// The most files one walk reads.
const MAX_FILES: usize = 400;
/// The most entries read from one directory (a Go package's files, a test directory's).
const MAX_DIR_ENTRIES: usize = 300;
/// The most bytes of each file read for its imports and names.
const MAX_BYTES: usize = 256 * 1024;

/// The files a set of tests reach.
#[derive(Debug, Default)]
pub(crate) struct Reach {
    /// Project-relative files reached, the tests' own included.
    files: HashSet<String>,
    /// Of those, the tests' own files and the files they import themselves (a Go test's
    /// package and the packages it imports).
    direct: HashSet<String>,
    /// The last words of the imports the walk met (see [`imports::module_words`]).
    words: HashSet<String>,
    /// The text of the tests' own files, for the names they mention.
    test_text: String,
    /// A test file is in a language whose imports are not read (Ruby, PHP, Java, ...):
    /// what the tests reach is unknown, so any file may be reached.
    unread: bool,
}

impl Reach {
    /// Whether the tests reach project file `file` (project-relative).
    pub(crate) fn reaches(&self, file: &str) -> bool {
        self.unread || self.files.contains(file) || self.words.contains(module_word(file))
    }

    /// Whether a test imports project file `file` itself, not through another file.
    pub(crate) fn reaches_directly(&self, file: &str) -> bool {
        self.direct.contains(file)
    }

    /// Whether the tests' own files mention `word` as a whole word.
    pub(crate) fn mentions(&self, word: &str) -> bool {
        mentions(&self.test_text, word)
    }

    /// Keeps, of the tests' text, only the bodies of the tests named `tests` (ids as the
    /// runner prints them), when any is found: a name the file imports for its other
    /// tests is not named by the failing one.
    pub(crate) fn focus(&mut self, tests: &[String]) {
        let found = bodies(&self.test_text, tests);
        if !found.is_empty() {
            self.test_text = found;
        }
    }
}

/// The bodies of the tests named `tests` in `text`: from the line that names one (`def
/// test_x`, `func TestX(`, `it("applies a discount"`) through the lines indented deeper
/// than it (at most 80).
fn bodies(text: &str, tests: &[String]) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out = String::new();
    for id in tests {
        let short = crate::testrun::short_name(id);
        // A parametrised case and a Go subtest are their test's.
        let short = short.split(['[', '/']).next().unwrap_or(short).trim();
        if short.is_empty() {
            continue;
        }
        let Some(at) = lines.iter().position(|l| {
            mentions(l, short)
                && (l.contains(&format!("{short}("))
                    || l.contains(&format!("'{short}'"))
                    || l.contains(&format!("\"{short}\""))
                    || l.contains(&format!("`{short}`")))
        }) else {
            continue;
        };
        let depth = indent(lines[at]);
        out.push_str(lines[at]);
        out.push('\n');
        for l in lines[at + 1..].iter().take(80) {
            if !l.trim().is_empty() && indent(l) <= depth {
                break;
            }
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// Whether `text` holds `word` with no identifier character on either side.
pub(crate) fn mentions(text: &str, word: &str) -> bool {
    if word.is_empty() {
        return false;
    }
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| {
        !text[..at].chars().next_back().is_some_and(ident)
            && !text[at + word.len()..].chars().next().is_some_and(ident)
    })
}

/// The word an import of `file` ends with: the file's stem, or its directory for a Go
/// file (Go imports packages) and a package's `__init__`, `index` or `mod`.
fn module_word(file: &str) -> &str {
    let (dir, base) = file.rsplit_once('/').unwrap_or(("", file));
    let stem = base.split('.').next().unwrap_or(base);
    if base.ends_with(".go") || matches!(stem, "__init__" | "index" | "mod" | "lib") {
        dir.rsplit('/').next().unwrap_or(dir)
    } else {
        stem
    }
}

/// The project-relative test files a failing run names, existing under `root`: the file
/// part of its test ids (`tests/test_x.py::test_y`, `src/a.test.ts > suite > name`), its
/// trace locations in test files, the paths of `FAIL` lines, and for Go the test files of
/// each failing package (`FAIL\tgithub.com/o/r/pkg\t0.01s`).
pub(crate) fn failing_test_files(
    report: &RunReport,
    output: &str,
    root: &Path,
    cwd: &Path,
) -> Vec<String> {
    let mut printed: Vec<String> = Vec::new();
    for id in &report.failed_tests {
        let head = [" > ", " › ", "::"]
            .iter()
            .filter_map(|sep| id.split_once(sep).map(|(h, _)| h))
            .min_by_key(|h| h.len())
            .unwrap_or(id);
        printed.push(head.trim().to_string());
    }
    printed.extend(report.locations.iter().map(|l: &Location| l.file.clone()));
    let mut go_packages = Vec::new();
    for line in output.lines() {
        let words: Vec<&str> = line.split_whitespace().take(3).collect();
        let [first, what, rest @ ..] = words.as_slice() else {
            continue;
        };
        if !matches!(*first, "FAIL" | "FAIL:") {
            continue;
        }
        // Go's package line: `FAIL <import path> 0.01s` or `[build failed]`.
        let go_line = rest.first().is_some_and(|r| {
            r.starts_with('[') || r.ends_with('s') && r.starts_with(|c: char| c.is_ascii_digit())
        });
        if go_line {
            go_packages.push(what.to_string());
        } else {
            printed.push(what.to_string());
        }
    }
    let mut out: Vec<String> = Vec::new();
    let mut push = |f: String| {
        if !out.contains(&f) {
            out.push(f);
        }
    };
    let mut modules = Modules::default();
    let mut package_dirs = Vec::new();
    let run_dir = relative_dir(cwd, root);
    for pkg in &go_packages {
        if let Some(dir) = modules.dir_of(root, &run_dir, pkg) {
            for f in dir_files(root, &dir, |n| n.ends_with("_test.go")) {
                push(f);
            }
            package_dirs.push(dir);
        }
    }
    for p in printed {
        if p.is_empty() || !p.contains('.') {
            continue;
        }
        let rel = project::normalize_file(&p, cwd, root);
        if !is_test(&rel, "") && !defines_a_failing_test(root, &rel, report) {
            continue;
        }
        if !project::is_absolute(&rel) && root.join(&rel).is_file() {
            push(rel);
            continue;
        }
        // Go prints a test file by its name alone: the failing packages' file of that name.
        let base = p.rsplit('/').next().unwrap_or(&p);
        for dir in &package_dirs {
            let f = join(dir, base);
            if root.join(&f).is_file() {
                push(f);
            }
        }
    }
    out
}

/// Whether project file `rel`, not named as a test file, defines one of the failing tests
/// (a Rust unit test in the `mod tests` of the file it tests): a test file by what it
/// holds.
fn defines_a_failing_test(root: &Path, rel: &str, report: &RunReport) -> bool {
    let Ok(Some(mut bytes)) = files::read_source(&root.join(rel)) else {
        return false;
    };
    bytes.truncate(MAX_BYTES);
    let text = String::from_utf8_lossy(&bytes);
    report.failed_tests.iter().any(|id| {
        let short = crate::testrun::short_name(id);
        ["fn ", "def ", "func "]
            .iter()
            .any(|k| text.contains(&format!("{k}{short}(")))
    })
}

/// The files `tests` (project-relative) reach through imports, the tests included.
pub(crate) fn from_tests(root: &Path, tests: &[String]) -> Reach {
    let mut reach = Reach::default();
    let mut queue: VecDeque<String> = VecDeque::new();
    let mut modules = Modules::default();
    let mut exists: HashMap<String, bool> = HashMap::new();
    let mut is_file = |f: &str| {
        *exists
            .entry(f.to_string())
            .or_insert_with(|| root.join(f).is_file())
    };
    for t in tests {
        let language = crate::symbols::language_for_path(Path::new(t));
        reach.unread |= language.is_some_and(|l| l.imports.is_none());
        if reach.files.insert(t.clone()) {
            queue.push_back(t.clone());
        }
    }
    let mut read = 0;
    while let Some(file) = queue.pop_front() {
        if read >= MAX_FILES {
            break;
        }
        read += 1;
        let Ok(Some(mut bytes)) = files::read_source(&root.join(&file)) else {
            continue;
        };
        bytes.truncate(MAX_BYTES);
        let own_test = tests.contains(&file);
        if own_test {
            reach.direct.insert(file.clone());
            reach.test_text.push_str(&String::from_utf8_lossy(&bytes));
            reach.test_text.push('\n');
        }
        reach.words.extend(imports::module_words(&file, &bytes));
        let dir = file.rsplit_once('/').map_or("", |(d, _)| d).to_string();
        let mut next: Vec<String> = Vec::new();
        let reader = imports::reader(&file);
        if reader == Some(crate::symbols::Imports::Rust) {
            // `use shop::...` in an integration test reaches the crate `shop` is: its
            // `src/lib.rs`, whose `mod` lines lead on.
            let words = imports::rust_use_words(&String::from_utf8_lossy(&bytes));
            if let Some(lib) = modules.crate_lib(root, &dir, &words) {
                next.push(lib);
            }
        }
        if reader == Some(crate::symbols::Imports::Go) {
            // A Go file sees its whole package, and the packages it imports.
            next.extend(dir_files(root, &dir, |n| {
                !n.ends_with("_test.go") || own_test
            }));
            for path in imports::go_imports(&bytes) {
                if let Some(d) = modules.dir_of(root, &dir, &path) {
                    next.extend(dir_files(root, &d, |n| !n.ends_with("_test.go")));
                }
            }
        } else {
            for guess in imports::of(&file, &bytes) {
                // As written, under `src/`, or from a directory above the file (a test
                // directory on Python's path, a package root).
                let mut tries = vec![guess.clone(), format!("src/{guess}")];
                let mut d = dir.as_str();
                while !d.is_empty() {
                    tries.push(join(d, &guess));
                    d = d.rsplit_once('/').map_or("", |(up, _)| up);
                }
                if let Some(hit) = tries.into_iter().find(|t| is_file(t)) {
                    next.push(hit);
                }
            }
        }
        for n in next {
            if own_test {
                reach.direct.insert(n.clone());
            }
            if reach.files.insert(n.clone()) {
                queue.push_back(n);
            }
        }
    }
    reach
}

/// `dir` relative to `root` ("" for the root itself or a directory outside it).
fn relative_dir(dir: &Path, root: &Path) -> String {
    dir.strip_prefix(root)
        .map(|d| d.to_string_lossy().replace('\\', "/"))
        .unwrap_or_default()
}

/// The `.go` files of project directory `dir` whose names `keep` accepts.
fn dir_files(root: &Path, dir: &str, keep: impl Fn(&str) -> bool) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
        return Vec::new();
    };
    entries
        .take(MAX_DIR_ENTRIES)
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".go") && keep(n))
        .map(|n| join(dir, &n))
        .collect()
}

/// The modules met on the way, by their manifest: a `go.mod`'s directory
/// (project-relative) and module path, a `Cargo.toml`'s and its library crate's name.
#[derive(Default)]
struct Modules {
    /// By manifest and directory searched: the module that holds it.
    found: HashMap<(&'static str, String), Option<(String, String)>>,
}

impl Modules {
    /// The `src/lib.rs` of the crate that holds project directory `from`, when one of
    /// `uses` (the words of a file's `use` lines) names it.
    fn crate_lib(&mut self, root: &Path, from: &str, uses: &[String]) -> Option<String> {
        let (dir, name) = self.module_of(root, from, "Cargo.toml")?;
        uses.contains(&name).then(|| join(&dir, "src/lib.rs"))
    }

    /// The project directory of Go package `path` imported from project directory `from`:
    /// the nearest `go.mod` at or above `from` declares the module's prefix.
    fn dir_of(&mut self, root: &Path, from: &str, path: &str) -> Option<String> {
        let (mod_dir, module) = self.module_of(root, from, "go.mod")?;
        let rest = if path == module {
            ""
        } else {
            path.strip_prefix(&module)?.strip_prefix('/')?
        };
        Some(match (mod_dir.is_empty(), rest.is_empty()) {
            (_, true) => mod_dir,
            (true, false) => rest.to_string(),
            (false, false) => format!("{mod_dir}/{rest}"),
        })
    }

    fn module_of(
        &mut self,
        root: &Path,
        dir: &str,
        manifest: &'static str,
    ) -> Option<(String, String)> {
        let key = (manifest, dir.to_string());
        if let Some(m) = self.found.get(&key) {
            return m.clone();
        }
        let here = files::read_source(&root.join(dir).join(manifest))
            .ok()
            .flatten()
            .and_then(|b| {
                let text = String::from_utf8_lossy(&b);
                match manifest {
                    "go.mod" => imports::go_module(&text),
                    _ => imports::cargo_crate(&text),
                }
            })
            .map(|m| (dir.to_string(), m));
        let found = match here {
            Some(m) => Some(m),
            None if dir.is_empty() => None,
            None => {
                let up = dir.rsplit_once('/').map_or("", |(u, _)| u).to_string();
                self.module_of(root, &up, manifest)
            }
        };
        self.found.insert(key, found.clone());
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_words_only() {
        assert!(mentions("assert lookup(t, 1)", "lookup"));
        assert!(!mentions("assert lookups(t)", "lookup"));
        assert!(!mentions("my_lookup", "lookup"));
        assert!(!mentions("x", ""));
    }

    #[test]
    fn the_bodies_of_failing_tests() {
        let py = "from app.server import handle, parse_port\n\n\ndef test_health():\n    assert handle({}) == 1\n\n\ndef test_port():\n    assert parse_port(\"1\") == 1\n";
        let got = bodies(py, &["tests/test_server.py::test_health".into()]);
        assert!(
            got.contains("handle") && !got.contains("parse_port"),
            "{got}"
        );
        let go = "func TestTrailer(t *testing.T) {\n\tgot := addCheckpointTrailer(\"m\")\n}\n\nfunc TestOther(t *testing.T) {\n\tother()\n}\n";
        let got = bodies(go, &["TestTrailer/with_body".into()]);
        assert!(
            got.contains("addCheckpointTrailer") && !got.contains("other()"),
            "{got}"
        );
        let js = "describe('pricing', () => {\n  it('applies ten percent discount', () => {\n    expect(applyDiscount(100, 10)).toBe(90);\n  });\n  it('totals', () => { total(); });\n});\n";
        let got = bodies(js, &["pricing › applies ten percent discount".into()]);
        assert!(
            got.contains("applyDiscount") && !got.contains("total()"),
            "{got}"
        );
        assert_eq!(bodies(py, &["test_gone".into()]), "");
    }

    #[test]
    fn imports_are_followed_through_the_project() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |rel: &str, text: &str| {
            let p = root.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        };
        write("src/shop/cart.py", "from .rates import vat\n");
        write("src/shop/rates.py", "import os\n");
        write("src/shop/other.py", "");
        write(
            "tests/test_cart.py",
            "from shop.cart import total\nfrom helpers import make\n",
        );
        write("tests/helpers.py", "");
        let r = from_tests(root, &["tests/test_cart.py".to_string()]);
        assert!(r.reaches("src/shop/cart.py") && r.reaches_directly("src/shop/cart.py"));
        assert!(r.reaches("src/shop/rates.py") && !r.reaches_directly("src/shop/rates.py"));
        assert!(r.reaches_directly("tests/helpers.py"));
        assert!(!r.reaches("src/shop/other.py"));

        write("go.mod", "module example.com/shop\n");
        write(
            "cart/cart.go",
            "package cart\n\nimport \"example.com/shop/rates\"\n",
        );
        write("cart/cart_test.go", "package cart\n");
        write("rates/rates.go", "package rates\n");
        write("web/web.go", "package web\n");
        let out = "--- FAIL: TestTotal (0.00s)\n    cart_test.go:9: got 1\nFAIL\nFAIL\texample.com/shop/cart\t0.004s\nFAIL\n";
        let report = RunReport {
            failed_tests: vec!["TestTotal".into()],
            locations: vec![Location {
                file: "cart_test.go".into(),
                line: 9,
            }],
            ..RunReport::default()
        };
        let tests = failing_test_files(&report, out, root, root);
        assert_eq!(tests, ["cart/cart_test.go"]);
        let r = from_tests(root, &tests);
        assert!(r.reaches_directly("cart/cart.go"));
        assert!(r.reaches("rates/rates.go"));
        assert!(!r.reaches("web/web.go"));

        // A spec in a language whose imports are not read may reach any file.
        write("spec/cart_spec.rb", "require 'shop/cart'\n");
        let r = from_tests(root, &["spec/cart_spec.rb".to_string()]);
        assert!(r.reaches("lib/shop/rates.rb") && r.reaches("web/web.go"));
        assert!(!r.reaches_directly("lib/shop/rates.rb"));
    }

    #[test]
    fn module_words_of_files() {
        assert_eq!(module_word("app/server.py"), "server");
        assert_eq!(module_word("app/__init__.py"), "app");
        assert_eq!(module_word("cmd/agent/gemini/gemini.go"), "gemini");
        assert_eq!(module_word("src/lib/util/index.ts"), "util");
        assert_eq!(module_word("shop.test.ts"), "shop");
    }
}
