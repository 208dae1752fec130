//! Which pending changes a finished test run covers, so that only those are judged by it
//! (blamed when it fails, settled either way) and the rest wait for a run that does.
//!
//! A run of the whole suite covers every change in its runner's language (`cargo test`
//! says nothing of a TypeScript edit). A run given paths (`pytest tests/unit/test_x.py`,
//! `go test ./pkg/...`) covers the files its selected tests reach through imports; a
//! failing run covers as well what its failing tests reach. A run narrowed by a name
//! filter alone (`-k total`, `-run TestX`) covers, when it fails, what its failing tests
//! reach, and when it passes nothing: the tests it ran are unknown.

use std::path::Path;

use super::reach::{self, Reach};
use crate::project;
use crate::testrun::conventions::is_test;
use crate::testrun::{self, Runner};

/// The most test files taken from the directories a command names.
const MAX_TESTS: usize = 200;
/// How deep under a named directory test files are looked for.
const MAX_DEPTH: usize = 8;

/// What one run covers.
pub(crate) struct Coverage {
    runner: Runner,
    scope: Scope,
}

enum Scope {
    All,
    Reached(Reach),
    Nothing,
}

impl Coverage {
    /// Whether the run covers changes to project file `file`.
    pub(crate) fn covers(&self, file: &str) -> bool {
        if other_language(self.runner, file) {
            return false;
        }
        match &self.scope {
            Scope::All => true,
            Scope::Reached(r) => r.reaches(file),
            Scope::Nothing => false,
        }
    }
}

/// What the run of `command` covers; `failing` is the test files of its failing tests
/// (empty for a green run, or when the output names none).
pub(crate) fn of(
    runner: Runner,
    command: &str,
    failed: bool,
    failing: &[String],
    root: &Path,
    cwd: &Path,
) -> Coverage {
    let scope = match testrun::selection(command) {
        None => Scope::All,
        Some(sel) => {
            let mut paths = Vec::new();
            let mut filtered = false;
            for f in &sel.filters {
                if f.starts_with('-') {
                    filtered = true;
                    continue;
                }
                // `tests/test_x.py::test_y`, Go's `./pkg/...`.
                let path = f.split("::").next().unwrap_or(f);
                let path = path
                    .strip_suffix("...")
                    .unwrap_or(path)
                    .trim_end_matches('/');
                if path.is_empty() || path == "." && f.ends_with("...") {
                    continue;
                }
                let rel = project::normalize_file(path, cwd, root);
                if !project::is_absolute(&rel) && root.join(&rel).exists() {
                    paths.push(rel);
                } else {
                    // A name (`cargo test parse_`), or a path outside the project.
                    filtered = true;
                }
            }
            if paths.is_empty() && !filtered {
                Scope::All
            } else if paths.is_empty() {
                match (failed, failing.is_empty()) {
                    (true, false) => Scope::Reached(reach::from_tests(root, failing)),
                    (true, true) => Scope::All,
                    (false, _) => Scope::Nothing,
                }
            } else {
                let mut tests = selected_tests(root, &paths);
                tests.extend(failing.iter().cloned());
                tests.sort();
                tests.dedup();
                Scope::Reached(reach::from_tests(root, &tests))
            }
        }
    };
    Coverage { runner, scope }
}

/// The test files of the project paths a command names: a file as it is, a directory's
/// test files (at most [`MAX_TESTS`] in all).
fn selected_tests(root: &Path, paths: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for p in paths {
        if root.join(p).is_file() {
            out.push(p.clone());
        } else {
            walk(root, p, 0, &mut out);
        }
    }
    out
}

fn walk(root: &Path, dir: &str, depth: usize, out: &mut Vec<String>) {
    if depth > MAX_DEPTH || out.len() >= MAX_TESTS {
        return;
    }
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
        return;
    };
    let mut names: Vec<(String, bool)> = entries
        .filter_map(Result::ok)
        .take(1000)
        .filter_map(|e| {
            let dir = e.file_type().ok()?.is_dir();
            Some((e.file_name().into_string().ok()?, dir))
        })
        .collect();
    names.sort();
    for (name, is_dir) in names {
        if out.len() >= MAX_TESTS {
            return;
        }
        if name.starts_with('.')
            || matches!(
                name.as_str(),
                "node_modules" | "vendor" | "target" | "dist" | "build" | "__pycache__"
            )
        {
            continue;
        }
        let rel = project::join(dir, &name);
        if is_dir {
            walk(root, &rel, depth + 1, out);
        } else if is_test(&rel, "") {
            out.push(rel);
        }
    }
}

/// Whether `file` is code of another language family than `runner` tests: such a run does
/// not cover it (data and config files are any run's).
fn other_language(runner: Runner, file: &str) -> bool {
    let Some(tested) = runner.spec().and_then(|s| s.tests) else {
        return false;
    };
    crate::symbols::conventions_for_path(Path::new(file)).is_some_and(|l| l.family != tested)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_runner_covers_its_language_and_data() {
        assert!(other_language(Runner::Cargo, "web/app.ts"));
        assert!(!other_language(Runner::Cargo, "src/lib.rs"));
        assert!(!other_language(Runner::Pytest, "config/settings.yaml"));
        assert!(!other_language(Runner::Any, "web/app.ts"));
        // Languages cm reads no symbols in still belong to a family.
        assert!(other_language(Runner::Pytest, "web/App.vue"));
        assert!(!other_language(Runner::Maven, "src/main/scala/Cart.scala"));
    }

    #[test]
    fn narrow_runs_cover_what_their_tests_reach() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        let write = |rel: &str, text: &str| {
            let p = root.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        };
        write("app/server.py", "def serve():\n    return 1\n");
        write("app/synthetics.py", "def synth():\n    return 2\n");
        write(
            "tests/unit/test_synthetics.py",
            "from app.synthetics import synth\n",
        );
        write("tests/test_server.py", "from app import server\n");
        let cov = |cmd: &str, failed: bool, failing: &[String]| {
            of(Runner::Pytest, cmd, failed, failing, root, root)
        };
        let narrow = cov("pytest tests/unit/test_synthetics.py -q", false, &[]);
        assert!(narrow.covers("app/synthetics.py"));
        assert!(!narrow.covers("app/server.py"));
        let unit = cov("pytest tests/unit", false, &[]);
        assert!(unit.covers("app/synthetics.py") && !unit.covers("app/server.py"));
        let all = cov("pytest -q", false, &[]);
        assert!(all.covers("app/server.py") && !all.covers("web/x.ts"));
        assert!(!cov("pytest -k synth", false, &[]).covers("app/synthetics.py"));
        let red = cov("pytest -k server", true, &["tests/test_server.py".into()]);
        assert!(red.covers("app/server.py") && !red.covers("app/synthetics.py"));
    }
}
