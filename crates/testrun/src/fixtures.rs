//! Every captured run against what must be read out of it: each
//! `tests/fixtures/<runner>/<case>.txt` beside its `<case>.expected`, whose lines
//! are `exit:` and `command:` (kept by `capture/capture.sh`), then by hand `failed:`
//! (each failing test, in order), `error:` (a part of the error the report must carry, or
//! `-` when the output holds none), and optionally `passed:`,
//! `location: file:line`, `not_implemented: true|false` and `verdict:` (`not-run` or
//! `test-code-broken` for a run that is no lesson, `passed` for a pass whose exit code is
//! not 0). A case without `error:` or `verdict:` is a passing run. Prints the per-runner
//! table of the module's README, and how many runs that are no lesson were judged a
//! failure (false lessons, which must be none).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::{Location, Runner, Verdict, judge, judge_run, parse, recognise};

#[derive(Default)]
struct Expected {
    exit: i32,
    command: String,
    failed: Vec<String>,
    error: Option<String>,
    passed: Vec<String>,
    locations: Vec<Location>,
    not_implemented: Option<bool>,
    /// `not-run` or `test-code-broken`: a run that is no lesson (no `error:` then); `passed`
    /// for a passing run whose exit code says otherwise.
    verdict: Option<String>,
}

fn read_expected(text: &str) -> Expected {
    let mut e = Expected::default();
    for line in text.lines() {
        let Some((key, value)) = line.split_once(": ") else {
            continue;
        };
        let value = value.to_string();
        match key {
            "exit" => e.exit = value.parse().expect("exit code"),
            "command" => e.command = value,
            "failed" => e.failed.push(value),
            "error" => e.error = Some(value),
            "passed" => e.passed.push(value),
            "location" => {
                let (file, line) = value.rsplit_once(':').expect("file:line");
                e.locations.push(Location {
                    file: file.into(),
                    line: line.parse().expect("line"),
                });
            }
            "not_implemented" => e.not_implemented = Some(value == "true"),
            "verdict" => e.verdict = Some(value),
            other => panic!("unknown key {other}"),
        }
    }
    e
}

/// What is wrong with the report on one case, if anything, and whether it names the
/// failing tests with the real error.
fn check(case: &str, e: &Expected, output: &str) -> (Vec<String>, bool) {
    let mut wrong = Vec::new();
    let Some(runner) = recognise(&e.command, &[]) else {
        return (
            vec![format!("{case}: not a test command: {}", e.command)],
            false,
        );
    };
    let verdict = judge_run(runner, &e.command, Some(e.exit), output);
    let kind = match &verdict {
        Verdict::Passed => "passed",
        Verdict::Failed(_) => "failed",
        Verdict::TestCodeBroken(_) => "test-code-broken",
        Verdict::NotRun(_) => "not-run",
    };
    if let Some(want) = e.verdict.as_deref().filter(|w| *w != "passed") {
        if kind != want {
            wrong.push(format!("{case}: {verdict:?}, not {want}"));
        }
        return (wrong, false);
    }
    if e.error.is_none() {
        // A passing run: no `error:` line; the tests it names as passed.
        if verdict != Verdict::Passed {
            wrong.push(format!("{case}: {verdict:?}"));
        }
        let passed = parse(runner, output).passed_tests;
        for p in e.passed.iter().filter(|p| !passed.contains(p)) {
            wrong.push(format!("{case}: passed {passed:?} lacks {p}"));
        }
        return (wrong, false);
    }
    let r = match verdict {
        Verdict::Failed(r) => r,
        other => return (vec![format!("{case}: {other:?}")], false),
    };
    if r.failed_tests != e.failed {
        wrong.push(format!("{case}: failed {:?}", r.failed_tests));
    }
    // The same output behind `npm test` or `make test`, whose runner is unknown.
    if let Verdict::Failed(any) = judge(Runner::Any, Some(e.exit), output)
        && any.failed_tests != r.failed_tests
    {
        wrong.push(format!(
            "{case}: as any runner's, failed {:?}",
            any.failed_tests
        ));
    }
    let error = e.error.as_deref().unwrap_or_default();
    let real = error != "-";
    if real && !r.error.as_deref().is_some_and(|got| got.contains(error)) {
        wrong.push(format!("{case}: error {:?}", r.error));
    }
    for p in &e.passed {
        if !r.passed_tests.contains(p) {
            wrong.push(format!("{case}: passed {:?} lacks {p}", r.passed_tests));
        }
    }
    for l in &e.locations {
        if !r.locations.contains(l) {
            wrong.push(format!("{case}: locations {:?} lack {l:?}", r.locations));
        }
    }
    if e.not_implemented.is_some_and(|n| n != r.not_implemented) {
        wrong.push(format!("{case}: not_implemented {}", r.not_implemented));
    }
    let named = r.failed_tests == e.failed;
    let good = named && real && wrong.is_empty();
    (wrong, good)
}

/// The captured runs: each `tests/fixtures/<runner>/<case>.expected`, read, with its
/// output and its path under `tests/fixtures/`.
fn cases() -> Vec<(PathBuf, Expected, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap() {
        for file in std::fs::read_dir(dir.unwrap().path()).unwrap() {
            let path = file.unwrap().path();
            if path.extension().is_none_or(|x| x != "expected") {
                continue;
            }
            let e = read_expected(&std::fs::read_to_string(&path).unwrap());
            let output = std::fs::read_to_string(path.with_extension("txt")).unwrap();
            out.push((path.strip_prefix(&root).unwrap().to_path_buf(), e, output));
        }
    }
    out
}

#[test]
fn every_captured_run_reads_as_expected() {
    let mut table: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut wrong = Vec::new();
    let (mut no_lesson, mut false_lessons) = (0, 0);
    for (path, e, output) in cases() {
        let case = path.display().to_string();
        let (mut w, good) = check(&case, &e, &output);
        wrong.append(&mut w);
        let runner = path.parent().unwrap().display().to_string();
        if e.verdict.as_deref().is_some_and(|v| v != "passed") {
            no_lesson += 1;
            let runner = recognise(&e.command, &[]).unwrap_or(Runner::Any);
            let judged = judge_run(runner, &e.command, Some(e.exit), &output);
            false_lessons += usize::from(matches!(judged, Verdict::Failed(_)));
        }
        if e.error.is_some() {
            let row = table.entry(runner).or_default();
            row.0 += 1;
            row.1 += usize::from(good);
            row.2 += usize::from(e.error.as_deref() != Some("-"));
        }
    }
    let (runs, good, held) = table
        .values()
        .fold((0, 0, 0), |a, r| (a.0 + r.0, a.1 + r.1, a.2 + r.2));
    println!("| runner | failing runs | tests + real error | share | output holds the error |");
    println!("|---|---|---|---|---|");
    let share = |ok: usize, n: usize| ok * 100 / n.max(1);
    for (runner, (n, ok, held)) in &table {
        println!("| {runner} | {n} | {ok} | {}% | {held} |", share(*ok, *n));
    }
    println!(
        "| all | {runs} | {good} | {}% | {held} |",
        share(good, runs)
    );
    println!("\nruns that are no lesson: {no_lesson}, judged a failure: {false_lessons}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(runs > 0 && no_lesson > 0);
}

/// Windows prints `\r\n`: every captured run reads and is judged the same with it.
#[test]
fn every_captured_run_reads_the_same_with_windows_line_ends() {
    let mut differ = Vec::new();
    let cases = cases();
    for (path, e, lf) in &cases {
        let crlf = lf.replace("\r\n", "\n").replace('\n', "\r\n");
        let runner = recognise(&e.command, &[]).unwrap_or(Runner::Any);
        let read = |out: &str| {
            format!(
                "{:?} {:?}",
                crate::parse(runner, out),
                judge_run(runner, &e.command, Some(e.exit), out)
            )
        };
        if read(lf) != read(&crlf) {
            differ.push(path.display().to_string());
        }
    }
    assert!(
        !cases.is_empty() && differ.is_empty(),
        "{}",
        differ.join("\n")
    );
}
