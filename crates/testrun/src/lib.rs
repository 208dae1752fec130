//! Test runs: recognising a test command in a shell string (or in what a task runner's
//! output echoes), judging what a finished run means (only a real test verdict is a
//! lesson), and reading a run's output for the failing tests and the failing test's own
//! error, per runner.
//!
//! Pure text in, facts out: no hook, no store. Each parser is unit-tested on output
//! captured from the real runner (`tests/fixtures/<runner>/`). The parsers scan
//! lines for the runners' stable prefixes; the only regexes are the extra test commands a
//! caller passes to [`recognise`] (from its configuration).
//!
//! # Adding a runner
//!
//! 1. A file in `parse/` with `pub(crate) fn parse(lines: &[&str]) -> RunReport`, declared in
//!    `parse/mod.rs`; it collects ids through `parse::Tally` (once each, in linear time).
//!    Locations and the not-implemented flag are read for every runner alike.
//! 2. Its variant in [`Runner`] and its row in [`RUNNERS`], the one dispatch table: its
//!    name, the language family whose code it tests (a language row's `family`), how its
//!    command is recognised, its parser, and any exit codes that mean no result; and its
//!    row in `selection.rs`'s grammars: which flags select tests.
//! 3. A small failing project for it in `capture/projects/` and its commands in
//!    `capture/capture.sh`, which stores the real output in
//!    `tests/fixtures/<runner>/<case>.txt`; beside each, a `<case>.expected`
//!    written by hand (the failing tests and the error the report must carry), checked for
//!    every fixture by `fixtures.rs`. `README.md` keeps the resulting table. Capture the
//!    runs that are no lesson too (`verdict: not-run`): a wrong path, no test files, the
//!    runner's "nothing matched" message; and its shapes of error: an assertion with its
//!    expected and received values, a log line printed before it.
//! 4. Its "never started" messages in `verdict.rs`'s signs when they are not the shell's,
//!    and, when its output echoes or summarises in a new way, `summary.rs` or
//!    `by_output.rs`.
//!
//! Besides the failing tests and their error, a report carries the evidence a caller needs
//! to blame code: the source locations the failure's trace names, the tests that passed,
//! and whether the error is a not-yet-implemented marker; [`selection()`] tells which
//! tests a command selects, so a later run can be known to cover an earlier one.

use std::borrow::Cow;

mod by_output;
pub(crate) mod command;
pub mod conventions;
#[cfg(test)]
mod fixtures;
mod parse;
pub(crate) mod selection;

pub use by_output::{looks_like_test_run, recognise_output};
pub use command::recognise;
pub use selection::{Selection, selection};

/// A test runner `cm` knows the output of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Runner {
    Cargo,
    Nextest,
    Pytest,
    Unittest,
    Go,
    Jest,
    Vitest,
    Maven,
    Gradle,
    Rspec,
    Dotnet,
    Mocha,
    Ava,
    /// `node --test`, TAP or spec reporter.
    NodeTest,
    Bun,
    Deno,
    /// Minitest: `ruby -Itest test/x_test.rb`, `rails test`.
    Minitest,
    Phpunit,
    Bats,
    /// ctest, whose programs are often GoogleTest's.
    Ctest,
    /// A GoogleTest program run directly with its flags: `./build/shop_test
    /// --gtest_filter=Cart.*` (without them, a test program is any runner's).
    Gtest,
    /// `swift test`: XCTest and Swift Testing.
    Swift,
    /// A wrapper whose output could be any runner's (`npm test`, `make check`, `tox`, a
    /// configured pattern): every parser is tried.
    Any,
}

/// What `cm` knows of one runner: one row of [`RUNNERS`].
pub struct RunnerSpec {
    /// The runner this row is for.
    pub runner: Runner,
    /// A stable name, as kept in the session state; runners of the same tests share it
    /// (`cargo nextest` runs what `cargo test` runs), and their parser.
    pub name: &'static str,
    /// The language family whose code its tests run (a row's `family` in the language
    /// registry); `None` for a runner of any language's test programs (bats, ctest).
    pub tests: Option<&'static str>,
    /// Whether a command, its wrappers stripped, runs this runner.
    pub(crate) runs: fn(&command::Invocation) -> bool,
    /// Reads the failing tests and the first error line out of its output.
    pub(crate) parse: fn(&[&str]) -> RunReport,
    /// Exit codes that mean the run found no test to judge (pytest's usage error and "no
    /// tests collected").
    pub(crate) no_result_exits: &'static [i32],
}

/// Every runner, in the order a wrapper's output is tried against their parsers.
pub const RUNNERS: &[RunnerSpec] = &[
    RunnerSpec {
        runner: Runner::Pytest,
        name: "pytest",
        tests: Some("python"),
        runs: |c| c.is(&["pytest", "py.test"]) || c.python_module() == Some("pytest"),
        parse: parse::pytest::parse,
        no_result_exits: &[4, 5],
    },
    RunnerSpec {
        runner: Runner::Cargo,
        name: "cargo",
        tests: Some("rust"),
        runs: |c| c.is(&["cargo"]) && matches!(c.sub(), "test" | "t"),
        parse: parse::cargo::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Nextest,
        name: "cargo",
        tests: Some("rust"),
        runs: |c| c.is(&["cargo-nextest"]) || (c.is(&["cargo"]) && c.sub() == "nextest"),
        parse: parse::cargo::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Jest,
        name: "jest",
        tests: Some("js"),
        runs: |c| c.is(&["jest"]) || (c.is(&["react-scripts"]) && c.sub() == "test"),
        parse: parse::jest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Vitest,
        name: "vitest",
        tests: Some("js"),
        runs: |c| c.is(&["vitest"]),
        parse: parse::vitest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Go,
        name: "go",
        tests: Some("go"),
        // Not `-c` (build the test binary), `-list` (name the tests) or `-run '^$'` (run
        // none, to build or benchmark).
        runs: |c| {
            c.is(&["go"])
                && c.sub() == "test"
                && !c.words.iter().any(|w| {
                    let w = w.trim_matches(['\'', '"']);
                    matches!(w, "-c" | "-list" | "-run=^$" | "^$") || w.starts_with("-list=")
                })
        },
        parse: parse::go::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Unittest,
        name: "unittest",
        tests: Some("python"),
        runs: |c| c.python_module() == Some("unittest"),
        parse: parse::unittest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Maven,
        name: "maven",
        tests: Some("jvm"),
        runs: |c| c.is(&["mvn", "mvnw"]) && c.has_arg(&["test", "verify", "install", "package"]),
        parse: parse::maven::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Gradle,
        name: "gradle",
        tests: Some("jvm"),
        runs: |c| {
            c.is(&["gradle", "gradlew"])
                && (c.has_arg(&["test", "check", "build"])
                    || c.args.iter().any(|a| a.ends_with(":test")))
        },
        parse: parse::gradle::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Rspec,
        name: "rspec",
        tests: Some("ruby"),
        runs: |c| c.is(&["rspec"]),
        parse: parse::rspec::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Dotnet,
        name: "dotnet",
        tests: Some("dotnet"),
        runs: |c| c.is(&["dotnet"]) && c.sub() == "test",
        parse: parse::dotnet::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::NodeTest,
        name: "node",
        tests: Some("js"),
        runs: |c| c.is(&["node"]) && c.words.contains(&"--test"),
        parse: parse::nodetest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Mocha,
        name: "mocha",
        tests: Some("js"),
        runs: |c| c.is(&["mocha", "_mocha"]),
        parse: parse::mocha::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Ava,
        name: "ava",
        tests: Some("js"),
        runs: |c| c.is(&["ava"]),
        parse: parse::ava::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Bun,
        name: "bun",
        tests: Some("js"),
        runs: |c| c.is(&["bun"]) && c.sub() == "test",
        parse: parse::bun::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Deno,
        name: "deno",
        tests: Some("js"),
        runs: |c| c.is(&["deno"]) && c.sub() == "test",
        parse: parse::deno::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Minitest,
        name: "minitest",
        tests: Some("ruby"),
        runs: |c| {
            (c.is(&["ruby"])
                && (c
                    .args
                    .iter()
                    .any(|a| a.ends_with(".rb") && conventions::is_test_file(a))
                    || c.words.iter().any(|w| w.starts_with("-Itest"))))
                || (c.is(&["rails"]) && c.sub() == "test")
        },
        parse: parse::minitest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Phpunit,
        name: "phpunit",
        tests: Some("php"),
        runs: |c| {
            c.is(&["phpunit", "paratest"])
                || (c.is(&["php"]) && c.sub().rsplit('/').next() == Some("phpunit"))
        },
        parse: parse::phpunit::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Bats,
        name: "bats",
        tests: None,
        runs: |c| c.is(&["bats"]),
        parse: parse::bats::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Ctest,
        name: "ctest",
        tests: None,
        runs: |c| c.is(&["ctest"]),
        parse: parse::gtest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Gtest,
        name: "gtest",
        tests: None,
        runs: |c| c.words.iter().any(|w| w.starts_with("--gtest_")),
        parse: parse::gtest::parse,
        no_result_exits: &[],
    },
    RunnerSpec {
        runner: Runner::Swift,
        name: "swift",
        tests: Some("swift"),
        runs: |c| c.is(&["swift"]) && c.sub() == "test",
        parse: parse::swift::parse,
        no_result_exits: &[],
    },
];

impl Runner {
    /// Its row in [`RUNNERS`]; `None` for [`Runner::Any`].
    pub fn spec(self) -> Option<&'static RunnerSpec> {
        RUNNERS.iter().find(|s| s.runner == self)
    }

    /// A stable name, as kept in the session state; runners of the same tests share it
    /// (`cargo nextest` runs what `cargo test` runs).
    pub fn name(self) -> &'static str {
        self.spec().map_or("any", |s| s.name)
    }
}

/// What a test run's output says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunReport {
    /// Failing test ids as the runner prints them (`tests::parses_quantity`,
    /// `pricing › cart total of nothing`), first failure first, no duplicates.
    pub failed_tests: Vec<String>,
    /// The first meaningful error line (an assertion, a panic message, a compile error),
    /// with its detail when the runner prints one apart (`left`/`right`, a diff line).
    pub error: Option<String>,
    /// Source locations the failure's traces name (`File "x.py", line 12`,
    /// `at f (src/x.ts:12:5)`, `panicked at src/lib.rs:12:5:`), in order, once each, at
    /// most [`MAX_LOCATIONS`], paths as printed; library and runtime frames left out.
    pub locations: Vec<Location>,
    /// Tests the output names as passed (`-v` lines, `test x ... ok`, `--- PASS`, `✓`),
    /// in the failed tests' form where the runner allows.
    pub passed_tests: Vec<String>,
    /// The error is a not-yet-implemented marker (`NotImplementedError`, `todo!()`,
    /// `panic("not implemented")`, `UnsupportedOperationException`): a stub, not a bug.
    pub not_implemented: bool,
}

/// A source location named by a failing run.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Location {
    /// The path as printed (relative or absolute, `file://` dropped).
    pub file: String,
    /// The line number as printed.
    pub line: u32,
}

/// The most locations a report keeps.
pub const MAX_LOCATIONS: usize = 50;

mod summary;
mod verdict;

pub use verdict::{CommandRun, NotRun, Verdict, judge, judge_run};

/// A run's output as every parser reads it: colours dropped (vitest and deno colour their
/// output even into a pipe) and Windows line ends (`\r\n`) as `\n`.
fn clean_output(output: &str) -> Cow<'_, str> {
    let mut out = Cow::Borrowed(output);
    if out.contains('\x1b') {
        out = Cow::Owned(anstream::adapter::strip_str(&out).to_string());
    }
    if out.contains("\r\n") {
        out = Cow::Owned(out.replace("\r\n", "\n"));
    }
    out
}

/// Reads a run's output whatever its verdict: its own parser, or for [`Runner::Any`] each
/// parser in turn until one finds a failing test. A green run's report names the tests it
/// passed (`passed_tests`), for a caller to tell whether it ran the tests that had failed.
pub fn parse(runner: Runner, output: &str) -> RunReport {
    parse_clean(runner, &clean_output(output))
}

fn parse_clean(runner: Runner, output: &str) -> RunReport {
    let lines: Vec<&str> = output.lines().collect();
    let mut best = RunReport::default();
    for (i, spec) in RUNNERS.iter().enumerate() {
        let mine = runner == spec.runner;
        // Runners that share a name share the parser: try it once.
        let first_of_name = !RUNNERS[..i].iter().any(|s| s.name == spec.name);
        if !(mine || (runner == Runner::Any && first_of_name)) {
            continue;
        }
        let r = read_pieces(spec.parse, &lines);
        if !r.failed_tests.is_empty() {
            return finish(r, &lines);
        }
        if best.error.is_none() {
            best.error = r.error;
        }
        if best.passed_tests.is_empty() {
            best.passed_tests = r.passed_tests;
        }
    }
    finish(best, &lines)
}

/// Reads the output piece by piece where the agent's client cut it (a marker line stands
/// where lines were dropped): no report spans a cut, so a failure whose block lost its
/// start is not given the lines of another test kept before the cut. The pieces' failing
/// and passing tests are joined in order, those of the piece that gives the error first
/// (its error is theirs); the error is the first a piece with a failing test gives, else
/// the first any gives.
fn read_pieces(parse: fn(&[&str]) -> RunReport, lines: &[&str]) -> RunReport {
    if !lines.iter().any(|l| is_cut_marker(l)) {
        return parse(lines);
    }
    let mut whole = parse::Tally::default();
    let mut spare = None;
    let mut pieces: Vec<RunReport> = lines.split(|l| is_cut_marker(l)).map(parse).collect();
    let own = pieces
        .iter()
        .position(|r| !r.failed_tests.is_empty() && r.error.is_some());
    pieces[..=own.unwrap_or(0)].rotate_right(1);
    for r in pieces {
        r.failed_tests.iter().for_each(|t| whole.fail(t));
        r.passed_tests.iter().for_each(|t| whole.pass(t));
        if r.failed_tests.is_empty() {
            spare = spare.or(r.error);
        } else {
            whole.error(r.error);
        }
    }
    whole.error(spare);
    whole.report
}

/// A line an agent's client put where it dropped part of a long output: Claude Code's
/// `... [120 lines truncated] ...`, Codex's `[... omitted 120 of 400 lines ...]` and
/// `…1200 tokens truncated…`.
pub(crate) fn is_cut_marker(line: &str) -> bool {
    let t = line.trim();
    let opens = ["... [", "[... ", "…", "[…"]
        .iter()
        .any(|p| t.starts_with(p));
    opens
        && t.len() < 120
        && (t.contains(" truncated") || t.contains("omitted "))
        && t.chars().any(|c| c.is_ascii_digit())
}

/// What every report gets whatever its runner: an error line when its parser found none,
/// the locations, the not-implemented flag.
fn finish(mut r: RunReport, lines: &[&str]) -> RunReport {
    // A failing test's error cut out of the output is not looked for elsewhere in it:
    // any error-like line left is another test's or a log's.
    let cut_away = !r.failed_tests.is_empty() && lines.iter().any(|l| is_cut_marker(l));
    if r.error.is_none() && !cut_away {
        r.error = parse::generic_error(lines);
    }
    if r.locations.is_empty() {
        r.locations = parse::evidence::locations(lines);
    }
    r.not_implemented = r
        .error
        .as_deref()
        .is_some_and(parse::evidence::is_not_implemented);
    r
}

/// A test id as a lesson names it: its readable end ([`short_name`]), with the suite titles
/// before it while that end is short (`sync handler › success`, not `success`); module
/// paths and files stay out (`tests::a` is `a`), and a JVM test is its class and method
/// (`org.apache.cli.ParserTest.testLong` is `ParserTest.testLong`).
pub fn display_name(id: &str) -> &str {
    let id = id.trim();
    // A JVM test id names its package, class and method: `Class.method` is the name.
    if !id.contains([' ', '/', ':']) {
        let mut at = 0;
        for (i, _) in id.match_indices('.') {
            if id[at..].starts_with(char::is_lowercase)
                && id[i + 1..].starts_with(char::is_uppercase)
            {
                at = i + 1;
            }
        }
        if at > 0 {
            return &id[at..];
        }
    }
    let mut from = id.len() - short_name(id).len();
    loop {
        let tail = &id[from..];
        let long_enough = tail.len() >= 12 || (tail.contains(' ') && tail.len() >= 8);
        // The title before: the suite, when the separator before the tail is a suite's.
        let head = id[..from].trim_end_matches([' ', '›', '>']);
        if long_enough || head.len() == from {
            return tail;
        }
        from = [" › ", " > "]
            .iter()
            .filter_map(|sep| head.rfind(sep).map(|i| i + sep.len()))
            .max()
            .unwrap_or(0);
    }
}

/// The readable end of a test id: `tests::parses_quantity` -> `parses_quantity`,
/// `test_shop.py::test_x[1]` -> `test_x[1]`, `pricing › applies discount` -> `applies discount`.
pub fn short_name(id: &str) -> &str {
    let id = id.trim();
    for sep in [" › ", " > ", "::"] {
        if let Some((_, last)) = id.rsplit_once(sep) {
            return last.trim();
        }
    }
    id
}

#[cfg(test)]
mod tests;
