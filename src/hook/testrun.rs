//! Test runs: recognising a test command in a Bash call, and reading its output for the
//! failing tests and the first meaningful error line, per runner.
//!
//! Pure text in, facts out, so every parser is unit-tested on output captured from the
//! real runners (`tests/fixtures/hook/output/`). Line-based scanning, no regexes: the
//! formats are stable prefixes, and the hook stays fast.

use regex::Regex;

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
    /// A wrapper whose output could be any runner's (`npm test`, `make check`, `tox`, a
    /// configured pattern): every parser is tried.
    Any,
}

impl Runner {
    /// A stable name, as kept in the session state; runners of the same tests share it
    /// (`cargo nextest` runs what `cargo test` runs).
    pub fn name(self) -> &'static str {
        match self {
            Runner::Cargo | Runner::Nextest => "cargo",
            Runner::Pytest => "pytest",
            Runner::Unittest => "unittest",
            Runner::Go => "go",
            Runner::Jest => "jest",
            Runner::Vitest => "vitest",
            Runner::Maven => "maven",
            Runner::Gradle => "gradle",
            Runner::Rspec => "rspec",
            Runner::Dotnet => "dotnet",
            Runner::Any => "any",
        }
    }
}

/// What a test run's output says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// Failing test ids as the runner prints them (`tests::parses_quantity`,
    /// `pricing › cart total of nothing`), first failure first, no duplicates.
    pub failed_tests: Vec<String>,
    /// The first meaningful error line (an assertion, a panic message, a compile error).
    pub error: Option<String>,
}

/// The verdict on one finished test run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Passed,
    Failed(Report),
    /// Not a result: no tests were collected, or the runner could not start.
    NoResult,
}

/// Words that make a test command not run tests (`cargo test --no-run`, `pytest --co`).
const NOT_A_RUN: &[&str] = &[
    "--no-run",
    "--collect-only",
    "--co",
    "--help",
    "--version",
    "--list",
    "--listTests",
];

/// Recognises a test run in a shell command: any `&&`/`;`/`|` segment that runs a known
/// runner (after env assignments and wrappers such as `uv run`, `npx`, `timeout 60`), or
/// matches one of `extra` (configured patterns, tried against each segment and the whole).
pub fn recognise(command: &str, extra: &[Regex]) -> Option<Runner> {
    let segments = split_segments(command);
    for seg in &segments {
        let words: Vec<&str> = seg.split_whitespace().collect();
        if words.iter().any(|w| NOT_A_RUN.contains(w)) {
            continue;
        }
        if let Some(r) = runner_of(strip_wrappers(&words)) {
            return Some(r);
        }
    }
    if extra
        .iter()
        .any(|re| re.is_match(command) || segments.iter().any(|s| re.is_match(s)))
    {
        return Some(Runner::Any);
    }
    None
}

fn split_segments(command: &str) -> Vec<String> {
    let mut segs = Vec::new();
    let mut cur = String::new();
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ';' | '\n' | '|' | '&' | '(' | ')' => {
                // `2>&1` is a redirection, not a separator.
                if c == '&' && cur.ends_with('>') {
                    cur.push(c);
                    continue;
                }
                if (c == '|' || c == '&') && chars.peek() == Some(&c) {
                    chars.next();
                }
                if !cur.trim().is_empty() {
                    segs.push(std::mem::take(&mut cur));
                }
                cur.clear();
            }
            _ => cur.push(c),
        }
    }
    if !cur.trim().is_empty() {
        segs.push(cur);
    }
    segs
}

/// Drops `VAR=value`, and launchers that run the real command after them.
fn strip_wrappers<'a>(mut w: &'a [&'a str]) -> &'a [&'a str] {
    loop {
        match w {
            [first, rest @ ..] if is_assignment(first) => w = rest,
            [
                "time" | "env" | "nice" | "command" | "exec" | "xvfb-run" | "npx" | "pnpx" | "bunx",
                rest @ ..,
            ] => w = rest,
            ["timeout", _, rest @ ..] => w = rest,
            [
                "uv" | "poetry" | "pipenv" | "pdm" | "hatch" | "rye",
                "run",
                rest @ ..,
            ] => w = rest,
            ["pnpm" | "yarn" | "npm", "exec", rest @ ..] => w = rest,
            ["bundle", "exec", rest @ ..] => w = rest,
            [flag, rest @ ..] if flag.starts_with('-') && !rest.is_empty() => w = rest,
            _ => return w,
        }
    }
}

fn is_assignment(word: &str) -> bool {
    word.split_once('=').is_some_and(|(k, _)| {
        !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

fn runner_of(w: &[&str]) -> Option<Runner> {
    let prog = |s: &str| s.rsplit('/').next().unwrap_or(s).to_string();
    let first = prog(w.first()?);
    // Words after the program, without its own flags (`cargo +nightly -q test`).
    let args: Vec<&str> = w[1..]
        .iter()
        .copied()
        .filter(|a| !a.starts_with('-') && !a.starts_with('+'))
        .collect();
    let sub = args.first().copied().unwrap_or("");
    let python = first.starts_with("python");
    Some(match first.as_str() {
        "cargo" => match sub {
            "test" | "t" => Runner::Cargo,
            "nextest" => Runner::Nextest,
            _ => return None,
        },
        "cargo-nextest" => Runner::Nextest,
        "pytest" | "py.test" => Runner::Pytest,
        _ if python => {
            let m = w.iter().position(|a| *a == "-m")?;
            match w.get(m + 1).copied()? {
                "pytest" => Runner::Pytest,
                "unittest" => Runner::Unittest,
                "tox" | "nox" => Runner::Any,
                _ => return None,
            }
        }
        "tox" | "nox" => Runner::Any,
        "go" if sub == "test" => Runner::Go,
        "jest" => Runner::Jest,
        "vitest" => Runner::Vitest,
        // `bun test` is bun's own runner; otherwise the package's `test` script.
        "npm" | "pnpm" | "yarn" | "bun" => {
            let script = if sub == "run" || sub == "run-script" {
                args.get(1).copied().unwrap_or("")
            } else {
                sub
            };
            if script == "test" || script == "t" || script.starts_with("test:") {
                Runner::Any
            } else {
                return None;
            }
        }
        "mvn" | "mvnw"
            if args
                .iter()
                .any(|a| matches!(*a, "test" | "verify" | "install" | "package")) =>
        {
            Runner::Maven
        }
        "gradle" | "gradlew"
            if args
                .iter()
                .any(|a| matches!(*a, "test" | "check" | "build") || a.ends_with(":test")) =>
        {
            Runner::Gradle
        }
        "rspec" => Runner::Rspec,
        "rake" if sub == "spec" || sub == "test" => Runner::Any,
        "dotnet" if sub == "test" => Runner::Dotnet,
        "make" | "gmake" => {
            // `make -C dir test`: skip the directory argument of -C.
            let mut it = w[1..].iter();
            let mut targets = Vec::new();
            while let Some(a) = it.next() {
                if *a == "-C" || *a == "-f" || *a == "-j" {
                    it.next();
                } else if !a.starts_with('-') && !a.contains('=') {
                    targets.push(*a);
                }
            }
            if targets
                .iter()
                .any(|t| matches!(*t, "test" | "tests" | "check"))
            {
                Runner::Any
            } else {
                return None;
            }
        }
        "deno" if sub == "test" => Runner::Any,
        "node" if w.contains(&"--test") => Runner::Any,
        _ => return None,
    })
}

/// Judges a finished run. A non-zero exit is a failure; so is exit 0 when the output names
/// failing tests (`pytest | tail` exits 0). Pytest's exits 4 (usage error) and 5 (no tests
/// collected), a Jest "No tests found", and an unknown exit code without failing tests are
/// no result at all.
pub fn judge(runner: Runner, exit_code: Option<i32>, output: &str) -> Verdict {
    let clean = strip_ansi(output);
    // Pytest's own codes for a usage error (4) and no test collected (5).
    if runner == Runner::Pytest && matches!(exit_code, Some(4 | 5)) {
        return Verdict::NoResult;
    }
    let report = parse(runner, &clean);
    if !report.failed_tests.is_empty() {
        return Verdict::Failed(report);
    }
    if could_not_run(exit_code, &clean) {
        return Verdict::NoResult;
    }
    match exit_code {
        Some(0) => Verdict::Passed,
        Some(_) => Verdict::Failed(report),
        None => Verdict::NoResult,
    }
}

/// A run that failed before any test could: the runner or a script is missing, the
/// command line named no test (a wrong path or filter, an unknown flag), or the network is
/// down. Such a failure says nothing about the code just edited, so it is no lesson (the
/// seed's "don't record transient or environment errors").
fn could_not_run(exit_code: Option<i32>, output: &str) -> bool {
    const SIGNS: &[&str] = &[
        "ERROR: file or directory not found:",
        "ERROR: usage:",
        "No test files found, exiting with code 1",
        "No tests found, exiting with code 1",
        "error: no test target named",
        "error: unexpected argument",
        "command not found",
        "is not recognized as an internal or external command",
        "No module named pytest",
        "No module named 'pytest'",
        "No module named tox",
        "error: no such command",
        "error: could not find `Cargo.toml`",
        "npm ERR! Missing script",
        "npm error Missing script",
        "ERR_PNPM_NO_SCRIPT",
        "error Command \"test\" not found",
        "Cannot find module 'jest",
        "Cannot find module 'vitest",
        "No rule to make target",
        "Could not resolve host",
        "Temporary failure in name resolution",
        "Network is unreachable",
        "failed to download",
    ];
    matches!(exit_code, Some(126 | 127)) || SIGNS.iter().any(|s| output.contains(s))
}

/// Reads failing tests and the first error line out of a runner's output.
pub fn parse(runner: Runner, output: &str) -> Report {
    let lines: Vec<&str> = output.lines().collect();
    let parsers: &[fn(&[&str]) -> Report] = match runner {
        Runner::Cargo | Runner::Nextest => &[parse_cargo],
        Runner::Pytest => &[parse_pytest],
        Runner::Unittest => &[parse_unittest],
        Runner::Go => &[parse_go],
        Runner::Jest => &[parse_jest],
        Runner::Vitest => &[parse_vitest],
        Runner::Maven => &[parse_maven],
        Runner::Gradle => &[parse_gradle],
        Runner::Rspec => &[parse_rspec],
        Runner::Dotnet => &[parse_dotnet],
        Runner::Any => &[
            parse_pytest,
            parse_cargo,
            parse_jest,
            parse_vitest,
            parse_go,
            parse_unittest,
            parse_maven,
            parse_gradle,
            parse_rspec,
            parse_dotnet,
        ],
    };
    let mut best = Report::default();
    for p in parsers {
        let r = p(&lines);
        if !r.failed_tests.is_empty() {
            return Report {
                error: r.error.or_else(|| generic_error(&lines)),
                ..r
            };
        }
        if best.error.is_none() {
            best.error = r.error;
        }
    }
    best.error = best.error.or_else(|| generic_error(&lines));
    best
}

/// Removes terminal colour codes (vitest prints them even into a pipe).
pub fn strip_ansi(s: &str) -> String {
    if !s.contains('\x1b') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.peek() == Some(&'[') {
                chars.next();
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            continue;
        }
        out.push(c);
    }
    out
}

fn push_unique(v: &mut Vec<String>, name: &str) {
    let name = name.trim();
    if !name.is_empty() && !v.iter().any(|n| n == name) {
        v.push(name.to_string());
    }
}

/// The first non-blank line at or after `from`, trimmed.
fn next_text<'a>(lines: &[&'a str], from: usize) -> Option<(usize, &'a str)> {
    (from..lines.len())
        .map(|i| (i, lines[i].trim()))
        .find(|(_, l)| !l.is_empty())
}

/// pytest: the short summary `FAILED path::test - Error: msg`, `-v` lines
/// `path::test FAILED`, and the first `E   ` line.
fn parse_pytest(lines: &[&str]) -> Report {
    let mut r = Report::default();
    let mut summary_error = None;
    for l in lines {
        let t = l.trim_end();
        let rest = t
            .strip_prefix("FAILED ")
            .or_else(|| t.strip_prefix("ERROR "));
        if let Some(rest) = rest {
            let (id, msg) = match rest.split_once(" - ") {
                Some((id, msg)) => (id, Some(msg.trim())),
                None => (rest, None),
            };
            if id.contains("::") || id.ends_with(".py") {
                push_unique(&mut r.failed_tests, id);
                if summary_error.is_none() {
                    summary_error = msg.filter(|m| !m.is_empty()).map(String::from);
                }
            }
        } else if let Some(id) = t
            .split_once(" FAILED")
            .or_else(|| t.split_once(" ERROR"))
            .map(|(id, _)| id)
            .filter(|id| id.contains("::") && !id.contains(' '))
        {
            push_unique(&mut r.failed_tests, id);
        }
    }
    let e_line = lines
        .iter()
        .find_map(|l| l.strip_prefix("E ").map(str::trim))
        .filter(|l| !l.is_empty())
        .map(String::from);
    r.error = summary_error.or(e_line);
    r
}

/// unittest: `FAIL: test_x (module.Class.test_x)` headers, and the exception line that
/// closes each traceback.
fn parse_unittest(lines: &[&str]) -> Report {
    let mut r = Report::default();
    for (i, l) in lines.iter().enumerate() {
        let rest = l
            .strip_prefix("FAIL: ")
            .or_else(|| l.strip_prefix("ERROR: "));
        let Some(rest) = rest else { continue };
        let name = rest.split(" (").next().unwrap_or(rest);
        push_unique(&mut r.failed_tests, name);
        if r.error.is_none() {
            r.error = lines[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("=====") && !l.starts_with("FAIL: "))
                .find(|l| is_exception_line(l))
                .map(|l| l.trim().to_string());
        }
    }
    r
}

/// `ValueError: x`, `AssertionError: 81 != 90`, `module.CustomError: y`, at line start.
fn is_exception_line(l: &str) -> bool {
    if l.starts_with(char::is_whitespace) {
        return false;
    }
    let head = l.split(':').next().unwrap_or("");
    !head.is_empty()
        && head != l
        && head
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        && (head.ends_with("Error")
            || head.ends_with("Exception")
            || head.ends_with("Failure")
            || head.ends_with("Exit"))
}

/// cargo test and nextest: `---- name stdout ----`, `test name ... FAILED`,
/// `FAIL [ 0.1s] crate name`, the panic message after `panicked at file:line:col:`, else
/// the first compile error.
fn parse_cargo(lines: &[&str]) -> Report {
    let mut r = Report::default();
    for (i, raw) in lines.iter().enumerate() {
        let l = raw.trim();
        if let Some(name) = l
            .strip_prefix("---- ")
            .and_then(|s| s.strip_suffix(" stdout ----"))
        {
            push_unique(&mut r.failed_tests, name);
        } else if let Some(name) = l
            .strip_prefix("test ")
            .and_then(|s| s.strip_suffix(" ... FAILED"))
        {
            push_unique(&mut r.failed_tests, name);
        } else if let Some(rest) = l.strip_prefix("FAIL [") {
            // `FAIL [   0.092s] (2/3) crate tests::name`: the test is the last word.
            if let Some(name) = rest.split_whitespace().last() {
                push_unique(&mut r.failed_tests, name);
            }
        } else if r.error.is_none() && l.starts_with("thread '") && l.contains(" panicked at ") {
            r.error = panic_message(l, lines, i);
        }
    }
    if r.error.is_none() {
        r.error = lines
            .iter()
            .map(|l| l.trim())
            .find(|l| {
                l.starts_with("error[")
                    || (l.starts_with("error: ")
                        && !l.starts_with("error: test failed")
                        && !l.starts_with("error: could not compile")
                        && !l.starts_with("error: test run failed"))
            })
            .map(String::from);
    }
    r
}

fn panic_message(header: &str, lines: &[&str], i: usize) -> Option<String> {
    // `thread 'name' panicked at` or, since Rust 1.90, `thread 'name' (1234) panicked at`.
    let after = header.split(" panicked at ").nth(1)?;
    // Before Rust 1.73: `panicked at 'message', src/lib.rs:1:2`.
    if let Some(quoted) = after.strip_prefix('\'') {
        return quoted.rsplit_once("', ").map(|(m, _)| m.to_string());
    }
    let (j, msg) = next_text(lines, i + 1)?;
    if msg.starts_with("assertion") {
        let mut parts = vec![];
        for l in lines.iter().skip(j + 1).take(2) {
            let t = l.trim();
            if t.starts_with("left:") || t.starts_with("right:") {
                parts.push(t.to_string());
            }
        }
        if !parts.is_empty() {
            return Some(format!("{msg} ({})", parts.join(", ")));
        }
    }
    Some(msg.to_string())
}

/// go test: `--- FAIL: TestX (0.00s)` and the indented `file_test.go:12: message` under it,
/// or `panic:`, or a build error `./x.go:3:2: undefined: foo`.
fn parse_go(lines: &[&str]) -> Report {
    let mut r = Report::default();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("--- FAIL: ") {
            let name = rest.split(" (").next().unwrap_or(rest);
            push_unique(&mut r.failed_tests, name);
            if r.error.is_none() {
                r.error = go_message(lines, i).map(|m| strip_go_location(m).to_string());
            }
        } else if r.error.is_none() && t.starts_with("panic: ") {
            r.error = Some(t.to_string());
        }
    }
    if r.error.is_none() {
        r.error = lines
            .iter()
            .map(|l| l.trim())
            .find(|l| l.starts_with("./") && l.contains(".go:"))
            .map(|l| strip_go_location(l).to_string());
    }
    r
}

/// The `file_test.go:12: message` line of the failure reported at `lines[at]`: printed
/// under `--- FAIL:` by a plain run, before it (after `=== RUN`) by `go test -v`.
fn go_message<'a>(lines: &[&'a str], at: usize) -> Option<&'a str> {
    let is_msg = |l: &str| l.starts_with(char::is_whitespace) && l.contains(".go:");
    if let Some(next) = lines.get(at + 1).filter(|l| is_msg(l)) {
        return Some(next.trim());
    }
    lines[..at]
        .iter()
        .rev()
        .take_while(|l| {
            !l.trim_start().starts_with("=== RUN") && !l.trim_start().starts_with("--- ")
        })
        .filter(|l| is_msg(l))
        .last()
        .map(|l| l.trim())
}

/// `calc_test.go:12: expected 90` -> `expected 90`.
fn strip_go_location(l: &str) -> &str {
    let mut rest = l;
    if let Some((file, after)) = l.split_once(".go:") {
        if !file.contains(' ') {
            rest = after
                .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
                .trim();
        }
    }
    rest
}

/// Jest: `● Suite › test` blocks (the first text line under one is its error), the
/// `Expected:`/`Received:` pair, and `● Test suite failed to run`.
fn parse_jest(lines: &[&str]) -> Report {
    let mut r = Report::default();
    for (i, l) in lines.iter().enumerate() {
        let Some(title) = l.trim().strip_prefix("● ") else {
            continue;
        };
        let suite_failed = title == "Test suite failed to run";
        if !suite_failed {
            push_unique(&mut r.failed_tests, title);
        }
        if r.error.is_none()
            && let Some((j, msg)) = next_text(lines, i + 1)
        {
            let mut pair = Vec::new();
            for l in lines.iter().skip(j + 1).take(4) {
                let t = l.trim();
                if t.starts_with("Expected:") || t.starts_with("Received:") {
                    pair.push(t.to_string());
                }
            }
            r.error = Some(if pair.is_empty() {
                msg.to_string()
            } else {
                format!("{msg} ({})", pair.join(", "))
            });
        }
    }
    if r.failed_tests.is_empty() && r.error.is_some() {
        for l in lines {
            if let Some(file) = l.trim().strip_prefix("FAIL ") {
                push_unique(&mut r.failed_tests, file);
            }
        }
    }
    r
}

/// Vitest: ` FAIL  file > suite > test` headers with the error on the next line.
fn parse_vitest(lines: &[&str]) -> Report {
    parse_headers(lines, |t| t.strip_prefix("FAIL ").map(str::trim))
}

/// One failed test per header line (`name` as `header` finds it in the trimmed line, a
/// ` > ` path), its error on the next line with text.
fn parse_headers<'a>(lines: &[&'a str], header: impl Fn(&'a str) -> Option<&'a str>) -> Report {
    let mut r = Report::default();
    for (i, l) in lines.iter().enumerate() {
        let Some(name) = header(l.trim()).filter(|n| n.contains(" > ")) else {
            continue;
        };
        push_unique(&mut r.failed_tests, name);
        if r.error.is_none() {
            r.error = next_text(lines, i + 1).map(|(_, m)| m.to_string());
        }
    }
    r
}

/// Maven Surefire: `[ERROR] pkg.CalcTest.testAdd -- Time elapsed: 0.01 s <<< FAILURE!` then
/// the exception line; or the results list `[ERROR]   CalcTest.testAdd:12 message`.
fn parse_maven(lines: &[&str]) -> Report {
    let mut r = Report::default();
    let mut in_results = false;
    for (i, l) in lines.iter().enumerate() {
        let Some(t) = l.strip_prefix("[ERROR]").map(str::trim_end) else {
            in_results = false;
            continue;
        };
        let body = t.trim();
        if body == "Failures:" || body == "Errors:" {
            in_results = true;
            continue;
        }
        if (body.ends_with("<<< FAILURE!") || body.ends_with("<<< ERROR!"))
            && !body.starts_with("Tests run:")
        {
            let name = body
                .split(" -- ")
                .next()
                .unwrap_or(body)
                .split_whitespace()
                .next()
                .unwrap_or("");
            push_unique(&mut r.failed_tests, name);
            if r.error.is_none() {
                r.error = next_text(lines, i + 1).map(|(_, m)| m.to_string());
            }
        } else if in_results && t.starts_with("   ") && !body.starts_with("Run ") {
            let (name, msg) = body.split_once(' ').unwrap_or((body, ""));
            let name = name.rsplit_once(':').map_or(name, |(n, line)| {
                if line.chars().all(|c| c.is_ascii_digit()) {
                    n
                } else {
                    name
                }
            });
            push_unique(&mut r.failed_tests, name);
            if r.error.is_none() && !msg.trim().is_empty() {
                r.error = Some(msg.trim().to_string());
            }
        }
    }
    r
}

/// Gradle: `CalcTest > testAdd() FAILED` and the indented exception under it.
fn parse_gradle(lines: &[&str]) -> Report {
    parse_headers(lines, |t| t.strip_suffix(" FAILED"))
}

/// RSpec: `rspec ./spec/x_spec.rb:4 # Calc adds` and `Failure/Error:` with `expected`/`got`.
fn parse_rspec(lines: &[&str]) -> Report {
    let mut r = Report::default();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("rspec ./")
            && let Some((_, name)) = rest.split_once(" # ")
        {
            push_unique(&mut r.failed_tests, name);
        } else if r.error.is_none()
            && let Some(code) = t.strip_prefix("Failure/Error: ")
        {
            let mut detail = Vec::new();
            for l in lines.iter().skip(i + 1).take(5) {
                let t = l.trim();
                if t.starts_with("expected") || t.starts_with("got:") {
                    detail.push(t.split_whitespace().collect::<Vec<_>>().join(" "));
                } else if !t.is_empty() && !detail.is_empty() {
                    break;
                } else if !t.is_empty() && detail.is_empty() && !t.starts_with('#') {
                    detail.push(t.to_string());
                    break;
                }
            }
            r.error = Some(if detail.is_empty() {
                code.to_string()
            } else {
                detail.join(", ")
            });
        }
    }
    r
}

/// dotnet test: `  Failed CalcTests.TestAdd [12 ms]` then `Error Message:` and its line.
fn parse_dotnet(lines: &[&str]) -> Report {
    let mut r = Report::default();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("Failed ")
            && rest.ends_with(']')
            && let Some((name, _)) = rest.rsplit_once(" [")
        {
            push_unique(&mut r.failed_tests, name);
        } else if r.error.is_none() && t == "Error Message:" {
            r.error = next_text(lines, i + 1).map(|(_, m)| m.to_string());
        }
    }
    r
}

/// Any runner: the first line that looks like an exception or an error report.
fn generic_error(lines: &[&str]) -> Option<String> {
    lines
        .iter()
        .map(|l| l.trim())
        .find(|l| is_exception_line(l) || l.starts_with("error:") || l.starts_with("Error:"))
        .map(String::from)
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
mod tests {
    use super::*;

    fn fixture(name: &str) -> String {
        let path = format!(
            "{}/tests/fixtures/hook/output/{name}",
            env!("CARGO_MANIFEST_DIR")
        );
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    fn failed(runner: Runner, exit: i32, file: &str) -> Report {
        match judge(runner, Some(exit), &fixture(file)) {
            Verdict::Failed(r) => r,
            other => panic!("{file}: {other:?}"),
        }
    }

    #[test]
    fn recognises_test_commands() {
        let cases = [
            ("cargo test", Runner::Cargo),
            ("cargo +nightly -q test --lib parse", Runner::Cargo),
            (
                "cd crates/x && cargo nextest run 2>&1 | tail -40",
                Runner::Nextest,
            ),
            ("pytest -x tests/test_shop.py", Runner::Pytest),
            ("python3 -m pytest -q", Runner::Pytest),
            ("uv run pytest", Runner::Pytest),
            (
                "PYTHONPATH=src .venv/bin/pytest -k discount",
                Runner::Pytest,
            ),
            ("python -m unittest discover -s tests", Runner::Unittest),
            ("tox -e py311", Runner::Any),
            ("go test ./...", Runner::Go),
            ("npx jest shop.test.js", Runner::Jest),
            ("npx vitest run", Runner::Vitest),
            ("npm test", Runner::Any),
            ("npm run test:unit -- --watch=false", Runner::Any),
            ("pnpm test", Runner::Any),
            ("yarn test", Runner::Any),
            ("bun test", Runner::Any),
            ("mvn -q test", Runner::Maven),
            ("./mvnw verify", Runner::Maven),
            ("./gradlew test --tests CalcTest", Runner::Gradle),
            ("bundle exec rspec spec/calc_spec.rb", Runner::Rspec),
            ("dotnet test", Runner::Dotnet),
            ("make test", Runner::Any),
            ("make -C build check", Runner::Any),
            ("timeout 300 cargo test", Runner::Cargo),
        ];
        for (cmd, want) in cases {
            assert_eq!(recognise(cmd, &[]), Some(want), "{cmd}");
        }
        for cmd in [
            "cargo build",
            "cargo test --no-run",
            "pytest --collect-only",
            "ls tests",
            "git commit -m 'fix test'",
            "grep -r pytest .",
            "npm install",
            "make",
            "echo cargo test",
            "python script.py",
        ] {
            assert_eq!(recognise(cmd, &[]), None, "{cmd}");
        }
        let extra = [Regex::new(r"^\s*just\s+test\b").unwrap()];
        assert_eq!(recognise("just test", &extra), Some(Runner::Any));
        assert_eq!(recognise("just build", &extra), None);
    }

    #[test]
    fn pytest_output() {
        let r = failed(Runner::Pytest, 1, "pytest_default.txt");
        assert_eq!(
            r.failed_tests,
            [
                "test_shop.py::test_apply_discount",
                "test_shop.py::test_cart_total",
                "test_shop.py::test_raises"
            ]
        );
        assert_eq!(
            r.error.as_deref(),
            Some("AssertionError: expected 90, got 81")
        );
        assert_eq!(failed(Runner::Pytest, 1, "pytest_q.txt"), r);
        assert_eq!(
            failed(Runner::Pytest, 1, "pytest_v.txt").failed_tests,
            r.failed_tests
        );
        let x = failed(Runner::Pytest, 1, "pytest_x.txt");
        assert_eq!(x.failed_tests[0], "test_shop.py::test_apply_discount");
        let collect = failed(Runner::Pytest, 2, "pytest_collect_error.txt");
        assert_eq!(collect.failed_tests, ["test_broken.py"]);
        assert_eq!(
            collect.error.as_deref(),
            Some("ModuleNotFoundError: No module named 'nosuchmodule'")
        );
        assert_eq!(
            judge(Runner::Pytest, Some(0), &fixture("pytest_pass.txt")),
            Verdict::Passed
        );
        assert_eq!(
            judge(Runner::Pytest, Some(5), "no tests ran"),
            Verdict::NoResult
        );
    }

    #[test]
    fn unittest_output() {
        let r = failed(Runner::Unittest, 1, "unittest.txt");
        assert_eq!(r.failed_tests, ["test_error", "test_apply_discount"]);
        assert_eq!(r.error.as_deref(), Some("KeyError: 'sku-42'"));
    }

    /// The Rust fixtures all come from one crate with the same two failing tests.
    fn assert_the_two_rust_failures(r: &Report, file: &str) {
        assert_eq!(
            r.failed_tests,
            [
                "tests::apply_discount_ten_percent",
                "tests::parses_quantity"
            ],
            "{file}"
        );
        assert_eq!(
            r.error.as_deref(),
            Some("assertion `left == right` failed (left: 81, right: 90)"),
            "{file}"
        );
    }

    #[test]
    fn cargo_output() {
        for file in ["cargo_test.txt", "cargo_test_nobt.txt"] {
            assert_the_two_rust_failures(&failed(Runner::Cargo, 101, file), file);
        }
        let c = failed(Runner::Cargo, 101, "cargo_compile_error.txt");
        assert!(c.failed_tests.is_empty());
        assert_eq!(
            c.error.as_deref(),
            Some("error[E0277]: cannot subtract `&str` from `u32`")
        );
        assert_eq!(
            judge(Runner::Cargo, Some(0), &fixture("cargo_pass.txt")),
            Verdict::Passed
        );
        // `cargo test | tail` exits 0 with failures in its output.
        assert!(matches!(
            judge(Runner::Cargo, Some(0), &fixture("cargo_test.txt")),
            Verdict::Failed(_)
        ));
    }

    #[test]
    fn nextest_output() {
        for file in ["nextest.txt", "nextest_nobt.txt"] {
            assert_the_two_rust_failures(&failed(Runner::Nextest, 100, file), file);
        }
    }

    #[test]
    fn jest_output() {
        let r = failed(Runner::Jest, 1, "jest.txt");
        assert_eq!(
            r.failed_tests,
            [
                "pricing › applies ten percent discount",
                "pricing › cart total of nothing"
            ]
        );
        assert_eq!(
            r.error.as_deref(),
            Some(
                "expect(received).toBe(expected) // Object.is equality (Expected: 90, Received: 81)"
            )
        );
        assert_eq!(
            failed(Runner::Any, 1, "npm_test_jest.txt").failed_tests,
            r.failed_tests
        );
        assert_eq!(
            judge(Runner::Jest, Some(0), &fixture("jest_pass.txt")),
            Verdict::Passed
        );
        let suite = failed(Runner::Jest, 1, "jest_suite_error.txt");
        assert_eq!(suite.failed_tests, ["vt/shop.test.mjs"]);
        assert!(
            suite
                .error
                .unwrap()
                .starts_with("Must use import to load ES Module")
        );
    }

    #[test]
    fn vitest_output() {
        for file in ["vitest.txt", "vitest_nocolor.txt"] {
            let r = failed(Runner::Vitest, 1, file);
            assert_eq!(
                r.failed_tests,
                [
                    "vt/shop.test.mjs > pricing > applies ten percent discount",
                    "vt/shop.test.mjs > pricing > cart total of nothing"
                ],
                "{file}"
            );
            assert_eq!(
                r.error.as_deref(),
                Some("AssertionError: expected 81 to be 90 // Object.is equality")
            );
            assert_eq!(failed(Runner::Any, 1, file).failed_tests, r.failed_tests);
        }
        assert_eq!(
            judge(Runner::Vitest, Some(0), &fixture("vitest_pass.txt")),
            Verdict::Passed
        );
    }

    #[test]
    fn go_output() {
        let out = "=== RUN   TestApplyDiscount\n    shop_test.go:9: expected 90, got 81\n--- FAIL: TestApplyDiscount (0.00s)\n=== RUN   TestTotal\n--- PASS: TestTotal (0.00s)\nFAIL\nexit status 1\nFAIL\tshop\t0.002s\n";
        let r = failed_text(Runner::Go, out);
        assert_eq!(r.failed_tests, ["TestApplyDiscount"]);
        assert_eq!(r.error.as_deref(), Some("expected 90, got 81"));
        let verbose = "--- FAIL: TestX (0.00s)\n    x_test.go:12: got 1 want 2\nFAIL\n";
        assert_eq!(
            failed_text(Runner::Go, verbose).error.as_deref(),
            Some("got 1 want 2")
        );
        let build = "# shop\n./shop.go:3:2: undefined: foo\nFAIL\tshop [build failed]\n";
        assert_eq!(
            failed_text(Runner::Go, build).error.as_deref(),
            Some("undefined: foo")
        );
    }

    #[test]
    fn jvm_ruby_dotnet_output() {
        let mvn = "[INFO] Running com.shop.CalcTest\n[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.03 s <<< FAILURE! -- in com.shop.CalcTest\n[ERROR] com.shop.CalcTest.testDiscount -- Time elapsed: 0.01 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <90> but was: <81>\n\tat com.shop.CalcTest.testDiscount(CalcTest.java:12)\n[INFO]\n[ERROR] Failures: \n[ERROR]   CalcTest.testDiscount:12 expected: <90> but was: <81>\n[INFO]\n[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0\n";
        let r = failed_text(Runner::Maven, mvn);
        assert_eq!(r.failed_tests[0], "com.shop.CalcTest.testDiscount");
        assert_eq!(
            r.error.as_deref(),
            Some("org.opentest4j.AssertionFailedError: expected: <90> but was: <81>")
        );
        let gradle = "> Task :test FAILED\n\nCalcTest > testDiscount() FAILED\n    org.opentest4j.AssertionFailedError at CalcTest.java:12\n\n2 tests completed, 1 failed\n";
        let g = failed_text(Runner::Gradle, gradle);
        assert_eq!(g.failed_tests, ["CalcTest > testDiscount()"]);
        assert_eq!(
            g.error.as_deref(),
            Some("org.opentest4j.AssertionFailedError at CalcTest.java:12")
        );
        let rspec = "F.\n\nFailures:\n\n  1) Calc applies a discount\n     Failure/Error: expect(discount(100, 10)).to eq(90)\n\n       expected: 90\n            got: 81\n\n       (compared using ==)\n\nFinished in 0.01 seconds\n2 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/calc_spec.rb:4 # Calc applies a discount\n";
        let rs = failed_text(Runner::Rspec, rspec);
        assert_eq!(rs.failed_tests, ["Calc applies a discount"]);
        assert_eq!(rs.error.as_deref(), Some("expected: 90, got: 81"));
        let dotnet = "  Failed ShopTests.CalcTests.Discount [12 ms]\n  Error Message:\n   Assert.Equal() Failure: Values differ\nExpected: 90\nActual:   81\n";
        let d = failed_text(Runner::Dotnet, dotnet);
        assert_eq!(d.failed_tests, ["ShopTests.CalcTests.Discount"]);
        assert_eq!(
            d.error.as_deref(),
            Some("Assert.Equal() Failure: Values differ")
        );
    }

    #[test]
    fn a_runner_that_could_not_run_is_no_result() {
        for (runner, exit, out) in [
            (
                Runner::Pytest,
                1,
                "/usr/bin/python3: No module named pytest\n",
            ),
            (
                Runner::Pytest,
                127,
                "bash: line 1: pytest: command not found\n",
            ),
            (Runner::Any, 1, "npm ERR! Missing script: \"test\"\n"),
            (
                Runner::Any,
                2,
                "make: *** No rule to make target 'test'.  Stop.\n",
            ),
            (
                Runner::Cargo,
                101,
                "error: failed to download from `https://example.invalid/x`\n",
            ),
        ] {
            assert_eq!(judge(runner, Some(exit), out), Verdict::NoResult, "{out}");
        }
        // A test module that cannot import what the edit broke is a real failure.
        let out = "ERROR collecting tests/test_shop.py\nE   ModuleNotFoundError: No module named 'shop'\n";
        assert!(matches!(
            judge(Runner::Pytest, Some(2), out),
            Verdict::Failed(_)
        ));
    }

    fn failed_text(runner: Runner, out: &str) -> Report {
        match judge(runner, Some(1), out) {
            Verdict::Failed(r) => r,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn short_names() {
        assert_eq!(short_name("tests::parses_quantity"), "parses_quantity");
        assert_eq!(short_name("test_shop.py::test_x[1]"), "test_x[1]");
        assert_eq!(short_name("pricing › applies discount"), "applies discount");
        assert_eq!(short_name("a.test.mjs > pricing > total"), "total");
        assert_eq!(short_name("TestX"), "TestX");
    }
}
