//! The checklist of `crates/symbols/grammars/README.md` as a test: every row of the registry
//! (`symbols::LANGUAGES`) has done every step of adding a language. A step left out fails
//! here, naming the row and the step.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use code_memory::symbols::LANGUAGES;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The extensions of every `### Title (`.a`, `.b`)` heading of docs/SYMBOLS.md, by title.
fn spec_headings() -> Vec<(String, BTreeSet<String>)> {
    read("docs/SYMBOLS.md")
        .lines()
        .filter_map(|l| l.strip_prefix("### "))
        .filter_map(|h| {
            let (title, rest) = h.split_once(" (`.")?;
            let exts = format!("`.{rest}")
                .split(", ")
                .map(|e| {
                    e.trim_matches(|c| c == '`' || c == ')' || c == '.')
                        .to_string()
                })
                .collect();
            Some((title.to_string(), exts))
        })
        .collect()
}

/// Step 1: every grammar crate among the symbols crate's dependencies (`dependencies`) has
/// its `[profile.dev.package]` block in the workspace's manifest (`workspace`), or a debug
/// build parses many times slower and the tests' time budgets turn flaky.
fn grammars_without_a_dev_profile(dependencies: &str, workspace: &str) -> Vec<String> {
    dependencies
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim()))
        .filter(|k| k.starts_with("tree-sitter"))
        .filter(|k| !workspace.contains(&format!("[profile.dev.package.{k}]\nopt-level = 2")))
        .map(str::to_string)
        .collect()
}

/// Step 5: a folder of fixtures named after the row, each source file beside its table.
fn fixture_problem(name: &str, extensions: &[&str]) -> Option<String> {
    let dir = repo().join("crates/symbols/tests/fixtures").join(name);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Some(format!(
            "{name}: no fixtures (crates/symbols/tests/fixtures/{name}/)"
        ));
    };
    let mut sources = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if extensions.contains(&ext) {
            sources += 1;
            let expected = PathBuf::from(format!("{}.expected", path.display()));
            if !expected.exists() {
                return Some(format!("{name}: {} has no .expected table", path.display()));
            }
        }
    }
    (sources == 0).then(|| format!("{name}: no source file among its fixtures"))
}

/// Steps 2 and 6: the spec's heading lists exactly the extensions of the rows it covers,
/// and the row is checked against a reference parser or marked as checked by hand.
fn checklist_problems() -> Vec<String> {
    let mut problems = Vec::new();
    let headings = spec_headings();
    let agree = read("crates/symbols/oracle/agree.py");
    let oracle_readme = read("crates/symbols/oracle/README.md");
    let by_hand: Vec<&str> = oracle_readme
        .lines()
        .find_map(|l| l.strip_prefix("Checked by hand: "))
        .map(|rest| rest.split(", ").map(str::trim).collect())
        .unwrap_or_default();
    for row in LANGUAGES {
        if let Some(p) = fixture_problem(row.name, row.extensions) {
            problems.push(p);
        }
        let holding: Vec<&(String, BTreeSet<String>)> = headings
            .iter()
            .filter(|(_, exts)| row.extensions.iter().any(|e| exts.contains(*e)))
            .collect();
        match holding.as_slice() {
            [] => problems.push(format!(
                "{}: no docs/SYMBOLS.md heading lists its extensions ({})",
                row.name,
                row.extensions.join(", ")
            )),
            [(title, exts)] => {
                // The heading's extensions are those of the rows it covers, no more, no less.
                let covered: BTreeSet<String> = LANGUAGES
                    .iter()
                    .filter(|r| r.extensions.iter().any(|e| exts.contains(*e)))
                    .flat_map(|r| r.extensions.iter().map(|e| e.to_string()))
                    .collect();
                if &covered != exts {
                    problems.push(format!(
                        "{}: docs/SYMBOLS.md heading \"{title}\" lists {:?}, its rows have {:?}",
                        row.name, exts, covered
                    ));
                }
            }
            many => problems.push(format!(
                "{}: its extensions are under {} docs/SYMBOLS.md headings",
                row.name,
                many.len()
            )),
        }
        let in_agree = agree.contains(&format!("\"{}\": ((", row.name))
            || row
                .extensions
                .iter()
                .all(|e| agree.contains(&format!("\".{e}\"")));
        if !in_agree && !by_hand.contains(&row.name) {
            problems.push(format!(
                "{}: no reference parser in crates/symbols/oracle/agree.py and not on the \
                 \"Checked by hand:\" line of crates/symbols/oracle/README.md",
                row.name
            ));
        }
    }
    // Step 4: a runner's row names a family some language row has (a misspelt family
    // would leave its runs covering every language).
    for spec in code_memory::testrun::RUNNERS {
        if let Some(family) = spec.tests
            && !LANGUAGES.iter().any(|row| row.family == family)
        {
            problems.push(format!(
                "runner {}: tests the family {family:?}, which no row of LANGUAGES has",
                spec.name
            ));
        }
    }
    let grammars = read("crates/symbols/Cargo.toml");
    for grammar in grammars_without_a_dev_profile(&grammars, &read("Cargo.toml")) {
        problems.push(format!(
            "{grammar}: no [profile.dev.package.{grammar}] opt-level = 2 block in Cargo.toml"
        ));
    }
    problems
}

#[test]
fn every_language_row_has_done_every_step_of_grammars_readme() {
    let problems = checklist_problems();
    assert!(
        problems.is_empty(),
        "steps of crates/symbols/grammars/README.md left out:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_checklist_reads_what_it_checks() {
    // The readers find what is there, so an empty reading cannot pass for a clean one.
    let headings = spec_headings();
    assert!(headings.len() >= 12, "{headings:?}");
    let cpp = headings.iter().find(|(t, _)| t == "C++").unwrap();
    assert!(cpp.1.contains("hpp") && cpp.1.contains("tpp"), "{cpp:?}");
    let manifest = "[dependencies]\ntree-sitter-x = \"1\"\ntree-sitter-y = \"1\"\n\
                    [profile.dev.package.tree-sitter-y]\nopt-level = 2\n";
    assert_eq!(
        grammars_without_a_dev_profile(manifest, manifest),
        ["tree-sitter-x"]
    );
    // The grammars the symbols crate depends on are read: every one of the 14 and the core.
    let grammars = read("crates/symbols/Cargo.toml");
    assert!(grammars_without_a_dev_profile(&grammars, "").len() >= 15);
    assert!(fixture_problem("no-such-language", &["nope"]).is_some());
    assert_eq!(fixture_problem("python", &["py", "pyi"]), None);
    assert!(Path::new(&repo().join("crates/symbols/grammars/README.md")).exists());
}
