//! "A language is a data change": no source file of the product (`src/` and the
//! `code-memory-testrun` crate: everything outside the `code-memory-symbols` crate, whose
//! registry rows and the modules they plug in are per-language by design) picks its
//! behaviour by matching a language's name (`lang.name ==
//! "python"`, `"rust" => ...`). A file that does fails here with the file and the line.

use std::path::Path;

/// Files of `src/` and `crates/testrun/src/` allowed to name a language: none. The registry and the modules its rows
/// plug in (naming, the Kotlin rewrite, the C/C++ preprocessor fallback) live in
/// `crates/symbols/`, which this check does not read.
const ALLOWED: &[&str] = &[];

/// The names and extensions of the registry's rows, read from its source.
fn registry() -> (Vec<String>, Vec<String>) {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/symbols/src/languages.rs"),
    )
    .unwrap();
    let quoted = |line: &str| -> Vec<String> {
        line.split('"')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    let mut names = Vec::new();
    let mut extensions = Vec::new();
    let mut in_extensions = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with("name: \"") {
            // `ROW`, the base the rows take their unset parts from, has no name.
            names.extend(quoted(line).into_iter().filter(|n| !n.is_empty()));
        } else if line.starts_with("extensions: &[") || in_extensions {
            extensions.extend(quoted(line));
            in_extensions = !line.ends_with("],");
        }
    }
    (names, extensions)
}

/// The language name `line` matches on, if any: a comparison with a row's name, or a match
/// arm of a name that is no file extension (an arm of extensions is a file-name rule).
fn matches_a_name<'n>(line: &str, names: &'n [String], extensions: &[String]) -> Option<&'n str> {
    let code = line.split("//").next().unwrap_or_default();
    names
        .iter()
        .find(|name| {
            let q = format!("\"{name}\"");
            let compared = [
                format!("name == {q}"),
                format!("name != {q}"),
                format!("{q} == "),
                format!("{q} != "),
            ]
            .iter()
            .any(|p| code.contains(p.as_str()));
            let arm = !extensions.contains(name)
                && [format!("{q} =>"), format!("{q} |"), format!("| {q}")]
                    .iter()
                    .any(|p| code.contains(p.as_str()));
            compared || arm
        })
        .map(String::as_str)
}

#[test]
fn the_check_finds_a_match_on_a_language_name() {
    let (names, extensions) = registry();
    assert!(names.len() >= 15 && names.contains(&"python".to_string()));
    assert!(extensions.contains(&"cpp".to_string()) && extensions.contains(&"ru".to_string()));
    let found = |line: &str| matches_a_name(line, &names, &extensions);
    assert_eq!(found("    if lang.name == \"python\" {"), Some("python"));
    assert_eq!(found("        \"rust\" => Flavor::Rust,"), Some("rust"));
    assert_eq!(
        found("        \"typescript\" | \"javascript\" => x,"),
        Some("typescript")
    );
    // File-name rules on extensions are not language names.
    assert_eq!(found("        \"go\" => stem.ends_with(\"_test\"),"), None);
    assert_eq!(found("    // lang.name == \"python\" in a comment"), None);
}

#[test]
fn no_source_file_matches_on_a_language_name() {
    let (names, extensions) = registry();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The product, and the test-run reader it hands runner output to.
    let mut stack = vec![root.join("src"), root.join("crates/testrun/src")];
    let mut problems = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let rel = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if path.extension().is_none_or(|e| e != "rs")
                || ALLOWED.iter().any(|a| rel.starts_with(a))
            {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            // The code above the file's unit tests.
            let code = text
                .find("#[cfg(test)]\nmod ")
                .map_or(text.as_str(), |at| &text[..at]);
            for (n, line) in code.lines().enumerate() {
                if let Some(name) = matches_a_name(line, &names, &extensions) {
                    problems.push(format!("{rel}:{}: `{name}`: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "per-language code belongs in the registry row (crates/symbols/grammars/README.md):\n{}",
        problems.join("\n")
    );
}
