//! The project modules a file imports, where a language makes that cheap to read from the
//! text: Python `import` and `from ... import`, JavaScript and TypeScript relative `import`,
//! `export ... from` and `require`, Rust `mod x;`. Each import becomes the project paths
//! it may be (`a.b` → `a/b.py`, `a/b/__init__.py`); `cm map` keeps those the index has.
//! Go imports packages by path ([`go_imports`], the module's own prefix from
//! [`go_module`]), and [`module_words`] keeps the last words of every import, for a reader
//! that cannot resolve a path alias or an unknown source root.

use std::sync::OnceLock;

use regex::Regex;

use crate::project::{join, spelling};
use crate::symbols::{self, Imports};

/// `pattern` compiled once.
macro_rules! regex {
    ($pattern:expr) => {{
        static RE: OnceLock<Regex> = OnceLock::new();
        RE.get_or_init(|| Regex::new($pattern).expect("valid regex"))
    }};
}

/// The import reader of `file`'s language, by the registry's row (`Language::imports`).
pub(crate) fn reader(file: &str) -> Option<Imports> {
    symbols::language_for_path(std::path::Path::new(file))?.imports
}

/// Candidate project-relative paths imported by `file` (project-relative) with `source`.
pub(crate) fn of(file: &str, source: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(source);
    let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
    let mut out = Vec::new();
    match reader(file) {
        Some(Imports::Python) => python(&text, dir, &mut out),
        Some(Imports::Script) => script(&text, dir, &mut out),
        Some(Imports::Rust) => rust(&text, file, dir, &mut out),
        Some(Imports::Go) | None => {}
    }
    out.sort();
    out.dedup();
    out.retain(|p| p != file);
    out
}

/// The import paths of a Go file: `import "x/y"` and the lines of `import ( ... )`.
pub(crate) fn go_imports(source: &[u8]) -> Vec<String> {
    let re = regex!(r#"(?ms)^import\s*(?:\(([^)]*)\)|(?:[\w.]+\s+)?"([^"]+)")"#);
    let path = regex!(r#""([^"]+)""#);
    let text = String::from_utf8_lossy(source);
    let mut out = Vec::new();
    for c in re.captures_iter(&text) {
        if let Some(one) = c.get(2) {
            out.push(one.as_str().to_string());
        }
        if let Some(block) = c.get(1) {
            out.extend(path.captures_iter(block.as_str()).map(|p| p[1].to_string()));
        }
    }
    out
}

/// The module path a `go.mod` declares (`module github.com/org/repo`).
pub(crate) fn go_module(go_mod: &str) -> Option<String> {
    go_mod.lines().find_map(|l| {
        let rest = l.trim().strip_prefix("module")?;
        let name = rest.trim().trim_matches('"');
        (rest.starts_with(char::is_whitespace) && !name.is_empty()).then(|| name.to_string())
    })
}

/// The name of the library crate a `Cargo.toml` declares, as code names it: `[lib] name`,
/// else `[package] name`, `-` read as `_`.
pub(crate) fn cargo_crate(cargo_toml: &str) -> Option<String> {
    let mut section = "";
    let (mut package, mut lib) = (None, None);
    for l in cargo_toml.lines() {
        let t = l.trim();
        if t.starts_with('[') {
            section = t;
            continue;
        }
        let Some((key, value)) = t.split_once('=') else {
            continue;
        };
        if key.trim() != "name" {
            continue;
        }
        let value = value.trim().trim_matches('"').replace('-', "_");
        match section {
            "[package]" => package = Some(value),
            "[lib]" => lib = Some(value),
            _ => {}
        }
    }
    lib.or(package).filter(|n| !n.is_empty())
}

/// The words of a Rust file's `use` declarations: `use shop::{cart::Cart, rates};` gives
/// `shop`, `cart`, `Cart`, `rates` (the first is the crate it reaches).
pub(crate) fn rust_use_words(text: &str) -> Vec<String> {
    let re = regex!(r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?(?:use|extern\s+crate)\s+([^;]+);");
    let mut out = Vec::new();
    for c in re.captures_iter(text) {
        out.extend(
            c[1].split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                .filter(|w| !w.is_empty())
                .filter(|w| !matches!(*w, "self" | "super" | "crate" | "as"))
                .map(String::from),
        );
    }
    out
}

/// The last word of each module `file` imports, and of each name a Python `from` import
/// takes (it may be a module): `server` of `from app.server import x`, `util` of
/// `import { y } from '@/lib/util'`, `gemini` of a Go import path.
pub(crate) fn module_words(file: &str, source: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(source);
    let mut out = Vec::new();
    let last = |spec: &str| {
        spec.trim_end_matches(['/', '.'])
            .rsplit(['/', '.'])
            .next()
            .unwrap_or("")
            .to_string()
    };
    match reader(file) {
        Some(Imports::Python) => {
            let re = regex!(
                r"(?m)^\s*(?:from\s+([\w.]+)\s+import\s+(?:\*|\(([\w,\s]*)|([\w, ]+))|import\s+([\w., ]+))"
            );
            for c in re.captures_iter(&text) {
                if let Some(m) = c.get(1) {
                    out.push(last(m.as_str()));
                }
                for names in [c.get(2), c.get(3), c.get(4)].into_iter().flatten() {
                    for n in names.as_str().split(',') {
                        if let Some(n) = n.split_whitespace().next() {
                            out.push(last(n));
                        }
                    }
                }
            }
        }
        Some(Imports::Script) => {
            let re = regex!(r#"(?:from|import|require\()\s*['"]([^'"]+)['"]"#);
            for c in re.captures_iter(&text) {
                let spec = c[1].trim_end_matches("/index");
                let spec = match spec.rsplit_once('.') {
                    Some((stem, ext)) if !ext.contains('/') => stem,
                    _ => spec,
                };
                out.push(last(spec));
            }
        }
        Some(Imports::Go) => out.extend(go_imports(source).iter().map(|p| last(p))),
        Some(Imports::Rust) => out.extend(rust_use_words(&text)),
        None => {}
    }
    out.retain(|w| !w.is_empty());
    out.sort();
    out.dedup();
    out
}

fn python(text: &str, dir: &str, out: &mut Vec<String>) {
    // What a `from` imports: names, `*`, or names in parentheses over several lines.
    let re = regex!(
        r"(?m)^\s*(?:from\s+(\.*)([\w.]*)\s+import\s+(\*|\([\w,\s]*\)?|[\w, ]+)|import\s+([\w.]+))"
    );
    for c in re.captures_iter(text) {
        let (base, module) = match (c.get(1), c.get(4)) {
            (_, Some(m)) => (String::new(), m.as_str().to_string()),
            (Some(dots), None) => {
                let up = dots.as_str().len();
                // `.x` is beside the file, each dot more one directory up.
                let base = if up == 0 {
                    String::new()
                } else {
                    spelling::clean(&join(dir, &"../".repeat(up - 1)))
                };
                (base, c.get(2).map_or("", |m| m.as_str()).to_string())
            }
            _ => continue,
        };
        let join = |m: &str| {
            let m = m.replace('.', "/");
            match (base.is_empty(), m.is_empty()) {
                (true, _) => m,
                (false, true) => base.clone(),
                (false, false) => format!("{base}/{m}"),
            }
        };
        let path = join(&module);
        if !path.is_empty() {
            out.push(format!("{path}.py"));
            out.push(format!("{path}/__init__.py"));
        }
        // `from . import a, b`: each name may be a module of the package.
        if module.is_empty()
            && let Some(names) = c.get(3)
        {
            for n in names
                .as_str()
                .trim_matches(['(', ')'])
                .split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
            {
                let n = n.split_whitespace().next().unwrap_or(n);
                out.push(format!("{}.py", join(n)));
            }
        }
    }
}

fn script(text: &str, dir: &str, out: &mut Vec<String>) {
    let re = regex!(r#"(?:from|import|require\()\s*['"](\.{1,2}(?:/[^'"]*)?)['"]"#);
    for c in re.captures_iter(text) {
        let path = spelling::clean(&join(dir, &c[1]));
        let stem = path
            .strip_suffix(".js")
            .or_else(|| path.strip_suffix(".mjs"))
            .unwrap_or(&path);
        // The extensions of the languages whose imports the script reader reads.
        let script_languages = symbols::LANGUAGES
            .iter()
            .filter(|l| l.imports == Some(Imports::Script));
        for ext in script_languages.flat_map(|l| l.extensions.iter()) {
            // `require("../")` names the package's root directory: its index.
            if stem.is_empty() {
                out.push(format!("index.{ext}"));
                continue;
            }
            out.push(format!("{stem}.{ext}"));
            out.push(format!("{stem}/index.{ext}"));
        }
    }
}

fn rust(text: &str, file: &str, dir: &str, out: &mut Vec<String>) {
    let re = regex!(r"(?m)^\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;");
    let name = file.rsplit('/').next().unwrap_or(file);
    // `mod x;` in `lib.rs`, `main.rs`, `mod.rs` is beside it; elsewhere in `<stem>/`.
    let base = if matches!(name, "lib.rs" | "main.rs" | "mod.rs") {
        dir.to_string()
    } else {
        file.strip_suffix(".rs").unwrap_or(file).to_string()
    };
    for c in re.captures_iter(text) {
        let m = &c[1];
        let p = join(&base, m);
        out.push(format!("{p}.rs"));
        out.push(format!("{p}/mod.rs"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_imports_become_module_paths() {
        let src = b"import os\nfrom click.parser import _unpack_args\nfrom . import core, utils as u\nfrom ..x import y\nfrom .more import *  # noqa\nfrom .recipes import (\n    a,\n    b,\n)\nfrom . import (\n    shell,\n)\n";
        let got = of("click/sub/m.py", src);
        for want in [
            "os.py",
            "click/parser.py",
            "click/sub/core.py",
            "click/sub/utils.py",
            "click/x.py",
            "click/sub/more.py",
            "click/sub/recipes.py",
            "click/sub/shell.py",
        ] {
            assert!(got.iter().any(|g| g == want), "{want} not in {got:?}");
        }
    }

    #[test]
    fn script_and_rust_imports() {
        let ts = of(
            "src/a/b.ts",
            b"import { x } from './util';\nexport * from \"../c.js\";\nimport y from 'react';\n",
        );
        assert!(ts.contains(&"src/a/util.ts".to_string()), "{ts:?}");
        assert!(ts.contains(&"src/c.ts".to_string()), "{ts:?}");
        assert!(!ts.iter().any(|p| p.contains("react")));
        let rs = of("src/lib.rs", b"pub mod store;\nmod cli;\nuse x::y;\n");
        assert!(rs.contains(&"src/store.rs".to_string()));
        assert!(rs.contains(&"src/cli/mod.rs".to_string()));
        let inner = of("src/store.rs", b"mod schema;\n");
        assert_eq!(inner, ["src/store/schema.rs", "src/store/schema/mod.rs"]);
    }

    #[test]
    fn a_require_of_the_package_root_is_its_index() {
        let got = of("test/index.test.js", b"const gensync = require(\"../\");\n");
        assert!(got.contains(&"index.js".to_string()), "{got:?}");
        let got = of("test/a.test.js", b"import x from '..';\n");
        assert!(got.contains(&"index.ts".to_string()), "{got:?}");
    }

    #[test]
    fn rust_crates_and_uses() {
        let toml =
            "[package]\nname = \"my-shop\"\nversion = \"1.0.0\"\n\n[dependencies]\nname = \"x\"\n";
        assert_eq!(cargo_crate(toml).as_deref(), Some("my_shop"));
        let lib = format!("{toml}\n[lib]\nname = \"shopcore\"\n");
        assert_eq!(cargo_crate(&lib).as_deref(), Some("shopcore"));
        assert_eq!(cargo_crate("[workspace]\nmembers = []\n"), None);
        let text = "use my_shop::{cart::Cart, rates as r};\npub(crate) use super::x;\nextern crate serde;\nfn f() {}\n";
        assert_eq!(
            rust_use_words(text),
            ["my_shop", "cart", "Cart", "rates", "r", "x", "serde"]
        );
    }

    #[test]
    fn go_imports_and_module() {
        let src = b"package cli\n\nimport (\n\t\"fmt\"\n\tgem \"github.com/o/r/cmd/agent/gemini\"\n)\n\nimport \"github.com/o/r/paths\"\n\nfunc f() { _ = \"import (\" }\n";
        assert_eq!(
            go_imports(src),
            [
                "fmt",
                "github.com/o/r/cmd/agent/gemini",
                "github.com/o/r/paths"
            ]
        );
        assert_eq!(
            go_module("// x\nmodule github.com/o/r\n\ngo 1.22\n").as_deref(),
            Some("github.com/o/r")
        );
        assert_eq!(go_module("modules x\n"), None);
        assert_eq!(module_words("x.go", src), ["fmt", "gemini", "paths"]);
    }

    #[test]
    fn module_words_of_python_and_scripts() {
        let py = module_words(
            "tests/test_server.py",
            b"from app.server import handler, Thing as T\nimport os.path, json\nfrom . import util\nfrom .more import *\nfrom .recipes import (\n    batched,\n    first,\n)\n",
        );
        for w in [
            "server", "handler", "Thing", "path", "json", "util", "more", "recipes", "batched",
            "first",
        ] {
            assert!(py.iter().any(|p| p == w), "{w} not in {py:?}");
        }
        let ts = module_words(
            "src/a.test.ts",
            b"import { x } from '@/lib/util';\nimport y from './y.js';\nconst z = require('../z/index');\n",
        );
        assert_eq!(ts, ["util", "y", "z"]);
    }
}
