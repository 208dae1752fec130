//! Who a failing test run blames, from evidence: the changed symbols the run covers are
//! the candidates; those whose lines the failure's traceback names are the ones it is
//! recorded on; else those its failing tests reach (none when they reach none), and among
//! them the ones the failing tests name, code that runs before the type declarations
//! changed beside it; never more than [`MAX_BLAMED`]. What fixed it,
//! once the run turns green, is told by `fix_text`.

use std::path::Path;

use anyhow::Result;

use super::Ctx;
use super::reach::{self, Reach};
use crate::project;
use crate::store::session::{FileChanges, NamedChange};
use crate::symbols;
use crate::testrun::{self, Location, RunReport};

/// Most symbols one failed run is recorded on: a run that names no more than that says
/// little about each.
pub(crate) const MAX_BLAMED: usize = 4;
/// Most symbols a failed run is recorded on when nothing it printed names them (they are
/// only what its tests reach): those that share the most words with its failing tests.
pub(crate) const WEAK_BLAMED: usize = 2;

/// A symbol (or a file, `name` "") changed since the previous test run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Candidate {
    pub(crate) project: String,
    /// Normalized, project-relative.
    pub(crate) file: String,
    /// Absolute path on disk.
    pub(crate) path: String,
    pub(crate) name: String,
    /// Its lines in the file as it is now; None for a deleted symbol or a file.
    pub(crate) lines: Option<(usize, usize)>,
    /// Its kind (`function`, `interface`, ...); empty for a deleted symbol or a file.
    pub(crate) kind: String,
}

impl Candidate {
    /// A declaration of a type only (an interface, a type alias): no code of it runs, so
    /// a failing test is the code's that uses it before it is the declaration's.
    fn declares_type_only(&self) -> bool {
        symbols::declares_type_only(&self.kind)
    }

    /// Test code, by its file's name or by its own kind (a `describe`/`it` block in a file
    /// named like any other): what a failing run tests, never its cause.
    pub(crate) fn is_test(&self) -> bool {
        crate::testrun::conventions::is_test(&self.file, &self.name)
            || symbols::is_test_kind(&self.kind)
    }
}

/// The symbols (or files) the changed lines belong to, then the symbols deleted by name.
pub(crate) fn candidates(
    ctx: &mut dyn Ctx,
    changes: &[FileChanges],
    deleted: &[NamedChange],
) -> Result<Vec<Candidate>> {
    let mut out: Vec<Candidate> = Vec::new();
    // The symbol `name` of the file `(project, file, path)`, unless it is a candidate already.
    let mut push = |(project, file, path): (&String, &String, &String), name, lines, kind| {
        if !out
            .iter()
            .any(|o| &o.project == project && &o.file == file && o.name == name)
        {
            out.push(Candidate {
                project: project.clone(),
                file: file.clone(),
                path: path.clone(),
                name,
                lines,
                kind,
            });
        }
    };
    for c in changes {
        let path = Path::new(&c.path);
        if !path.exists() {
            continue;
        }
        let indexed = Some((c.project.as_str(), c.file.as_str()));
        let mut found: Vec<symbols::Symbol> = Vec::new();
        if let Some(table) = ctx.table(path, None, indexed)? {
            found = symbols::innermost_for_code_lines(&table, &c.lines);
            // Only imports changed: the code using what they bring in did.
            if found.is_empty()
                && let Ok(Some(text)) = crate::files::read_source(path)
            {
                found = symbols::import_users(path, &text, &table, &c.lines).unwrap_or_default();
            }
        }
        // Lines outside every definition (top-level statements, a config file, imports
        // nothing uses) belong to the file; only when no symbol changed, so a stray blank
        // line does not blame the whole file.
        // Likewise a class's own lines (header, closing brace) blame the class only when
        // none of its members changed: a class's lessons are shown with its members', so
        // recording the run on both would show the same lesson twice.
        let encloses = |outer: &str, inner: &str| {
            inner.len() > outer.len()
                && inner.starts_with(outer)
                && inner[outer.len()..].starts_with('.')
        };
        let kept: Vec<&symbols::Symbol> = found
            .iter()
            .filter(|s| !found.iter().any(|m| encloses(&s.name, &m.name)))
            .collect();
        let at = (&c.project, &c.file, &c.path);
        if kept.is_empty() {
            push(at, String::new(), None, String::new());
        }
        for s in kept {
            let lines = Some((s.start_line, s.end_line));
            push(at, s.name.clone(), lines, s.kind.clone());
        }
    }
    for d in deleted {
        let at = (&d.project, &d.file, &d.path);
        push(at, d.name.clone(), None, String::new());
    }
    Ok(out)
}

/// Whether a location the failure printed is a line of the candidate. Printed paths are
/// made project-relative (relative ones from the directory the run started in); a path
/// that still differs matches by its trailing components (`/tmp/x/shop.py` names
/// `shop.py`, `py/shop.py` run from a parent directory names `shop.py`... only as a suffix).
pub(crate) fn names(c: &Candidate, loc: &Location, root: &Path, cwd: &Path) -> bool {
    let Some((from, to)) = c.lines else {
        return false;
    };
    let line = loc.line as usize;
    if line < from || line > to {
        return false;
    }
    let printed = project::normalize_file(&loc.file, cwd, root);
    let suffix = |long: &str, short: &str| {
        long.len() > short.len()
            && long.ends_with(short)
            && long[..long.len() - short.len()].ends_with('/')
    };
    printed == c.file
        || suffix(&printed, &c.file)
        || (!project::is_absolute(&loc.file) && suffix(&c.file, loc.file.trim_start_matches("./")))
}

/// The symbols a failing run is recorded on, and whether its traceback named them.
#[derive(Debug, Default)]
pub(crate) struct Blamed {
    pub(crate) targets: Vec<Candidate>,
    pub(crate) evidence: bool,
    /// Candidates left out past [`MAX_BLAMED`].
    pub(crate) skipped: usize,
}

/// Narrows the changed code `code` to what the failing run's evidence names: the
/// candidates its traceback names; else, when its failing tests' files are known
/// (`reach`), those they reach, and nothing when they reach none; among what is left, the
/// ones the failing tests name (their ids, the error, their source), else those in files
/// the tests import themselves, at most [`WEAK_BLAMED`] of them; at most [`MAX_BLAMED`].
pub(crate) fn narrow(
    code: Vec<Candidate>,
    report: &RunReport,
    reach: Option<&Reach>,
    root: &Path,
    cwd: &Path,
) -> Blamed {
    let named: Vec<Candidate> = code
        .iter()
        .filter(|c| report.locations.iter().any(|l| names(c, l, root, cwd)))
        .cloned()
        .collect();
    if !named.is_empty() {
        return Blamed::first(named, true, MAX_BLAMED);
    }
    let reached: Vec<Candidate> = match reach {
        Some(r) => code.into_iter().filter(|c| r.reaches(&c.file)).collect(),
        None => code,
    };
    let mentioned: Vec<Candidate> = reached
        .iter()
        .filter(|c| mentioned(c, report, reach))
        .cloned()
        .collect();
    // Named by none: the code the tests import themselves before what that code uses.
    let direct: Vec<Candidate> = reached
        .iter()
        .filter(|c| reach.is_some_and(|r| r.reaches_directly(&c.file)))
        .cloned()
        .collect();
    let weak = mentioned.is_empty();
    let mut targets = if !weak {
        mentioned
    } else if !direct.is_empty() {
        direct
    } else {
        reached
    };
    // Type declarations changed beside code that runs: the code is what failed.
    if targets.iter().any(|c| !c.declares_type_only()) {
        targets.retain(|c| !c.declares_type_only());
    }
    if !weak || targets.len() <= WEAK_BLAMED {
        return Blamed::first(targets, false, MAX_BLAMED);
    }
    // Named by nothing: the few that share the most words with the failing tests and the
    // error, in the order they were changed when none does.
    let theirs: Vec<String> = report
        .failed_tests
        .iter()
        .map(|t| testrun::short_name(t))
        .chain(report.error.as_deref())
        .flat_map(word_stems)
        .collect();
    let shared = |c: &Candidate| {
        let name = c.name.rsplit(['.', ':', '#']).next().unwrap_or(&c.name);
        word_stems(name)
            .iter()
            .filter(|w| theirs.contains(w))
            .count()
    };
    targets.sort_by_key(|c| std::cmp::Reverse(shared(c)));
    Blamed::first(targets, false, WEAK_BLAMED)
}

impl Blamed {
    /// The first `max` of `targets`; the rest are counted as skipped.
    fn first(mut targets: Vec<Candidate>, evidence: bool, max: usize) -> Blamed {
        let skipped = targets.len().saturating_sub(max);
        targets.truncate(max);
        Blamed {
            targets,
            evidence,
            skipped,
        }
    }
}

/// Whether the failing tests name candidate `c` by the last segment of its name (a file
/// by its module word): a whole word of their source or of the error, or every word of it
/// within a failing test's name (`test_lookup`, `applies ten percent discount` for
/// `applyDiscount`, `TestGeminiMessage_UnmarshalJSON`).
fn mentioned(c: &Candidate, report: &RunReport, reach: Option<&Reach>) -> bool {
    let name = if c.name.is_empty() {
        let base = c.file.rsplit('/').next().unwrap_or(&c.file);
        base.split('.').next().unwrap_or(base)
    } else {
        c.name.rsplit(['.', ':', '#']).next().unwrap_or(&c.name)
    };
    if name.is_empty() {
        return false;
    }
    let long = name.chars().count() >= 4;
    let mine = word_stems(name);
    reach.is_some_and(|r| r.mentions(name))
        || (long
            && report
                .error
                .as_deref()
                .is_some_and(|e| reach::mentions(e, name)))
        || report.failed_tests.iter().any(|t| {
            let theirs = word_stems(testrun::short_name(t));
            !mine.is_empty() && mine.iter().all(|w| theirs.contains(w))
        })
}

/// The words of an identifier or a sentence, lowercase, cut to four letters (`applies`
/// and `apply` alike): `applyDiscount` → `appl`, `disc`; `test_cart_total` → `test`,
/// `cart`, `tota`.
fn word_stems(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for ch in text.chars() {
        if !ch.is_alphanumeric() {
            prev_lower = false;
            if !cur.is_empty() {
                words.push(std::mem::take(&mut cur));
            }
            continue;
        }
        if ch.is_uppercase() && prev_lower && !cur.is_empty() {
            words.push(std::mem::take(&mut cur));
        }
        prev_lower = ch.is_lowercase() || ch.is_ascii_digit();
        cur.extend(ch.to_lowercase());
    }
    if !cur.is_empty() {
        words.push(cur);
    }
    words
        .into_iter()
        .map(|w| w.chars().take(4).collect())
        .collect()
}

/// The source text of symbol `name` in the file at `path` as it is now; None when the file
/// or the symbol is gone (or `name` is a file's "").
pub(crate) fn source_now(ctx: &mut dyn Ctx, path: &str, name: &str) -> Result<Option<String>> {
    if name.is_empty() {
        return Ok(None);
    }
    let path = Path::new(path);
    let Some(text) = crate::files::read_source(path)
        .ok()
        .flatten()
        .and_then(|b| String::from_utf8(b).ok())
    else {
        return Ok(None);
    };
    let place = ctx.locate(path)?;
    let indexed = Some((place.project.as_str(), place.file.as_str()));
    let Some(table) = ctx.table(&place.path, Some(text.as_bytes()), indexed)? else {
        return Ok(None);
    };
    let Some(s) = table.iter().find(|s| s.name == name) else {
        return Ok(None);
    };
    let lines: Vec<&str> = text
        .lines()
        .skip(s.start_line.saturating_sub(1))
        .take(s.end_line + 1 - s.start_line.max(1))
        .collect();
    Ok(Some(lines.join("\n")))
}

/// `text` without the machine's own paths: the project root goes (paths become
/// project-relative) and a home directory becomes `~`.
pub(crate) fn unlocal(text: &str, root: &Path) -> String {
    let root = root.to_string_lossy();
    let mut out = if root.len() > 1 {
        text.replace(&format!("{root}/"), "")
    } else {
        text.to_string()
    };
    for home in ["/home/", "/Users/"] {
        while let Some(at) = out.find(home) {
            let user_end = out[at + home.len()..]
                .find(|c: char| c == '/' || c.is_whitespace() || c == '"' || c == '\'')
                .map_or(out.len(), |i| at + home.len() + i);
            out.replace_range(at..user_end, "~");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_code_is_known_by_its_file_or_by_its_kind() {
        let candidate = |file: &str, name: &str, kind: &str| Candidate {
            project: "p".into(),
            file: file.into(),
            path: format!("/p/{file}"),
            name: name.into(),
            lines: Some((1, 9)),
            kind: kind.into(),
        };
        assert!(candidate("src/cart.test.ts", "total", "function").is_test());
        // A playwright test in a file named like any other.
        assert!(candidate("e2e/checkout.ts", "checkout.pays", "test").is_test());
        assert!(candidate("e2e/checkout.ts", "checkout", "suite").is_test());
        assert!(candidate("e2e/checkout.ts", "checkout.beforeEach", "hook").is_test());
        assert!(!candidate("e2e/checkout.ts", "login", "function").is_test());
        assert!(!candidate("src/cart.ts", "total", "function").is_test());
    }

    fn cand(file: &str, lines: (usize, usize)) -> Candidate {
        Candidate {
            project: "p".into(),
            file: file.into(),
            path: format!("/r/{file}"),
            name: "f".into(),
            lines: Some(lines),
            kind: "function".into(),
        }
    }

    fn loc(file: &str, line: u32) -> Location {
        Location {
            file: file.into(),
            line,
        }
    }

    #[test]
    fn locations_name_candidates_by_project_relative_path_and_line() {
        let (root, cwd) = (Path::new("/r"), Path::new("/r"));
        let c = cand("labels.py", (5, 6));
        assert!(names(&c, &loc("labels.py", 6), root, cwd));
        assert!(names(&c, &loc("/r/labels.py", 5), root, cwd));
        assert!(
            !names(&c, &loc("labels.py", 7), root, cwd),
            "outside its lines"
        );
        assert!(!names(&c, &loc("test_labels.py", 6), root, cwd));
        // Printed by a run elsewhere (a container, another checkout): the path's tail.
        assert!(names(
            &c,
            &loc("/home/user/project/labels.py", 6),
            root,
            cwd
        ));
        // Printed from a subdirectory the run started in.
        let sub = cand("py/shop.py", (9, 10));
        assert!(names(&sub, &loc("shop.py", 10), root, Path::new("/r/py")));
        assert!(names(&sub, &loc("shop.py", 10), root, cwd));
        assert!(!names(&sub, &loc("hop.py", 10), root, cwd));
    }

    #[test]
    fn words_of_names_and_tests() {
        assert_eq!(word_stems("applyDiscount"), ["appl", "disc"]);
        assert_eq!(
            word_stems("applies ten percent discount"),
            ["appl", "ten", "perc", "disc"]
        );
        assert_eq!(
            word_stems("TestGeminiMessage_UnmarshalJSON"),
            ["test", "gemi", "mess", "unma", "json"]
        );
        assert_eq!(
            word_stems("test_cart_total[2]"),
            ["test", "cart", "tota", "2"]
        );
        let report = RunReport {
            failed_tests: vec!["pkg::TestAddCheckpointTrailer".into()],
            error: Some("trailer missing: want Entire-Checkpoint".into()),
            ..RunReport::default()
        };
        let named = |name: &str| {
            mentioned(
                &Candidate {
                    name: name.into(),
                    ..cand("x.go", (1, 2))
                },
                &report,
                None,
            )
        };
        assert!(named("addCheckpointTrailer"));
        assert!(named("Strategy.addCheckpointTrailer"));
        assert!(!named("GeminiMessage.UnmarshalJSON"));
        assert!(
            !named("addTrailerLater"),
            "every word of the name, not some"
        );
    }

    #[test]
    fn code_that_runs_is_blamed_before_the_types_changed_beside_it() {
        let of = |name: &str, kind: &str| Candidate {
            name: name.into(),
            kind: kind.into(),
            ..cand("models.ts", (1, 2))
        };
        let report = RunReport {
            failed_tests: vec!["sessions provider sorts live sessions".into()],
            ..RunReport::default()
        };
        let (root, cwd) = (Path::new("/r"), Path::new("/r"));
        let names = |b: Blamed| b.targets.into_iter().map(|c| c.name).collect::<Vec<_>>();
        let code = vec![
            of("SessionDetailTurn", "interface"),
            of("buildCard", "function"),
            of("CardKind", "type"),
        ];
        assert_eq!(names(narrow(code, &report, None, root, cwd)), ["buildCard"]);
        // Only types changed: they are what changed.
        let types = vec![of("SessionDetailTurn", "interface"), of("CardKind", "type")];
        assert_eq!(names(narrow(types, &report, None, root, cwd)).len(), 2);
    }

    #[test]
    fn code_no_test_names_is_blamed_on_the_few_that_share_its_words() {
        let of = |name: &str| Candidate {
            name: name.into(),
            ..cand("tree.ts", (1, 2))
        };
        let report = RunReport {
            failed_tests: vec!["Sessions UI provider sorts live sessions".into()],
            error: Some("Expected values to be strictly equal".into()),
            ..RunReport::default()
        };
        let (root, cwd) = (Path::new("/r"), Path::new("/r"));
        let code = vec![
            of("Provider.debug"),
            of("buildTooltip"),
            of("sortCards"),
            of("Provider.reload"),
            of("liveSessionCount"),
        ];
        let blamed = narrow(code, &report, None, root, cwd);
        let names: Vec<String> = blamed.targets.into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["liveSessionCount", "sortCards"]);
        assert_eq!(blamed.skipped, 3);
    }

    #[test]
    fn local_paths_go() {
        assert_eq!(
            unlocal(
                "FileNotFoundError: /r/p/data.json and /home/ann/x/y.py",
                Path::new("/r/p")
            ),
            "FileNotFoundError: data.json and ~/x/y.py"
        );
    }
}
