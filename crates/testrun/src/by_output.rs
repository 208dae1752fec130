//! Test runs known by their output: a command `cm` does not know by name (a project's own
//! script, a task of a task runner it has no rule for) that shows a runner's work, and the
//! commands that look like test runs but cannot be told to be one, for the user to name in
//! `test_commands`.
//!
//! A task runner prints the command it runs (`[test] $ go test ./...` for mise, `$ bun
//! test` for a package script, `task: [test] go test ./...` for Task, the recipe line for
//! make and just): that command is read as any other. Without one, a runner's summary
//! (`3 passed`, `ok  pkg 0.01s`) in the output of a command whose words name tests
//! (`./scripts/run-tests.sh`) makes it a run of any runner. Only the head of the output is
//! searched for the echoed command (a bounded number of lines), and commands that show
//! files or history (`cat`, `grep`, `git log`) never count: their output may quote a run.

use super::command::{
    Invocation, find_run, is_setup_step, split_segments, strip_wrappers, words as words_of,
};
use super::{Runner, clean_output, summary};

/// Lines at the head of an output searched for an echoed command.
const HEAD_LINES: usize = 40;

/// Programs whose output shows files, logs or history: a test run quoted there is no run.
const VIEWERS: &[&str] = &[
    "cat",
    "less",
    "more",
    "head",
    "tail",
    "grep",
    "rg",
    "ag",
    "sed",
    "awk",
    "echo",
    "printf",
    "git",
    "gh",
    "ls",
    "find",
    "fd",
    "jq",
    "yq",
    "diff",
    "curl",
    "wget",
    "bat",
    "wc",
    "sort",
    "uniq",
    "cut",
    "tr",
    "xargs",
    "vim",
    "nano",
    "code",
    "open",
    "docker",
    "kubectl",
    "journalctl",
];

/// Linters, formatters and type checkers: their summaries (`Found 1 error.`) are no test
/// run's, whatever files they are given.
const CHECKERS: &[&str] = &[
    "ruff",
    "mypy",
    "pyright",
    "flake8",
    "pylint",
    "black",
    "isort",
    "eslint",
    "prettier",
    "biome",
    "tsc",
    "vue-tsc",
    "golangci-lint",
    "staticcheck",
    "gofmt",
    "rubocop",
    "shellcheck",
    "stylelint",
    "oxlint",
    "markdownlint",
];

/// Task runners and script launchers that print what they run (or whose recipes are
/// plain commands): the only programs whose output is searched for an echoed command.
const LAUNCHERS: &[&str] = &[
    "mise", "just", "task", "make", "gmake", "npm", "pnpm", "yarn", "bun", "deno", "nx", "turbo",
    "moon", "hatch", "pdm", "rye", "poetry", "uv", "composer", "rake", "bash", "sh", "zsh", "nox",
    "tox",
];

/// The runner a command runs, known by its output: a test command its task runner or
/// script echoed, else any runner when the command's words name tests and the output holds
/// a runner's summary. `None` when neither, or when the command only shows files.
pub fn recognise_output(command: &str, output: &str) -> Option<Runner> {
    let program = program_of(command)?;
    let clean = clean_output(output);
    if launches(&program)
        && let Some(runner) = echoed(&clean)
    {
        return Some(runner);
    }
    (names_tests(command) && has_summary(&clean)).then_some(Runner::Any)
}

/// A command that looks like a test run but is not known as one: its words name tests and
/// it is a task runner's, a package manager's or a script's; or its output holds a runner's
/// summary. Returns the words that name it (`pnpm run e2e`, `./scripts/ci.sh`), for a
/// `test_commands` pattern. Call it on a command no other rule recognised.
pub fn looks_like_test_run(command: &str, output: &str) -> Option<String> {
    let program = program_of(command)?;
    let seg = split_segments(command)
        .into_iter()
        .find(|s| !is_setup_step(s))?;
    let words = words_of(&seg);
    let words = strip_wrappers(&words);
    let scripted = launches(&program) || words.first().is_some_and(|w| w.contains('/'));
    let looks = (scripted && names_tests(command)) || has_summary(&clean_output(output));
    // The program and its subcommands up to the word naming tests (or two words).
    let upto = words
        .iter()
        .position(|w| w.to_ascii_lowercase().contains("test"))
        .map_or(2, |i| i + 1)
        .min(4);
    let key: Vec<&str> = words
        .iter()
        .take(upto)
        .take_while(|w| !w.starts_with('-'))
        .copied()
        .collect();
    (looks && !key.is_empty()).then(|| key.join(" "))
}

/// The program of the command's first real step (after `cd x &&`, env assignments and
/// launchers such as `npx`); `None` for a program that only shows files or checks code.
fn program_of(command: &str) -> Option<String> {
    let seg = split_segments(command)
        .into_iter()
        .find(|s| !is_setup_step(s))?;
    let words = words_of(&seg);
    let program = Invocation::new(strip_wrappers(&words))?.program;
    (!VIEWERS.contains(&program) && !CHECKERS.contains(&program)).then(|| program.to_string())
}

/// A program whose output may echo the command it runs, or a script run by its path.
fn launches(program: &str) -> bool {
    LAUNCHERS.contains(&program) || program.ends_with(".sh")
}

/// Whether a word of the command names tests: `test`, `run-tests.sh`, `e2e_test`, `spec`.
fn names_tests(command: &str) -> bool {
    command.split_whitespace().any(|w| {
        let w = w.to_ascii_lowercase();
        w.contains("test") || w == "spec" || w == "check"
    })
}

fn has_summary(output: &str) -> bool {
    let seen = summary::read_all(output);
    seen.failed || seen.passed
}

/// A test command echoed at the head of the output: `[test] $ go test ./...` (mise),
/// `$ vitest run` (bun, yarn, pnpm), `> vitest run` (npm), `task: [test] go test ./...`
/// (Task), `+ pytest` (`set -x`), or a bare recipe line (make, just).
fn echoed(output: &str) -> Option<Runner> {
    output.lines().take(HEAD_LINES).find_map(|l| {
        let t = l.trim();
        let t = t
            .strip_prefix("task: [")
            .and_then(|r| r.split_once("] "))
            .map(|(_, c)| c)
            .or_else(|| Some(t.strip_prefix('[')?.split_once("] $ ")?.1))
            .or_else(|| t.strip_prefix("$ "))
            .or_else(|| t.strip_prefix("> "))
            .or_else(|| t.strip_prefix("+ "))
            .unwrap_or(t);
        let (runner, _) = (t.len() <= 300).then(|| find_run(t)).flatten()?;
        Some(runner)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_runner_is_known_by_the_command_it_echoes() {
        let mise = "[test] $ go test ./...\n--- FAIL: TestX (0.00s)\n    x_test.go:3: got 1, want 2\nFAIL\nFAIL\texample.com/x\t0.01s\nFAIL\n[test] ERROR task failed\n";
        assert_eq!(recognise_output("mise run ci", mise), Some(Runner::Go));
        let npm = "\n> app@1.0.0 check\n> vitest run\n\n RUN  v3.2.7 /x\n";
        assert_eq!(recognise_output("npm run check", npm), Some(Runner::Vitest));
        let task = "task: [unit] go test -race ./...\nok  \texample.com/x\t0.01s\n";
        assert_eq!(recognise_output("task unit", task), Some(Runner::Go));
        let make = "pytest -q\n..                                                                       [100%]\n2 passed in 0.01s\n";
        assert_eq!(recognise_output("make ci", make), Some(Runner::Pytest));
        // A linter given test files: its summary is no test run's.
        let ruff =
            "E501 Line too long (94 > 88)\n   --> tests/test_cli.py:490:89\nFound 1 error.\n";
        assert_eq!(
            recognise_output(
                "uv run ruff check src tests/test_cli.py && uv run mypy tests/test_cli.py",
                ruff
            ),
            None
        );
        assert_eq!(
            looks_like_test_run("uv run ruff check tests/test_cli.py", ruff),
            None
        );
        // A script whose name says tests, with a runner's summary.
        let script = "running the suite\n3 passed, 1 failed in 0.5s\n";
        assert_eq!(
            recognise_output("./scripts/run-tests.sh", script),
            Some(Runner::Any)
        );
        // Files and history that quote a run are no run.
        for cmd in [
            "cat Makefile",
            "git log -p",
            "grep -r 'go test' .",
            "tail -n 50 test.log",
        ] {
            assert_eq!(recognise_output(cmd, mise), None, "{cmd}");
        }
        // A command naming no tests, with no echoed runner, is not one.
        assert_eq!(recognise_output("./deploy.sh", script), None);
        assert_eq!(
            recognise_output("mise run build", "[build] $ cargo build\n"),
            None
        );
    }

    #[test]
    fn commands_that_look_like_test_runs_are_named_for_the_config() {
        let out = "all good\n";
        assert_eq!(
            looks_like_test_run("pnpm run e2e-tests --headed", out).as_deref(),
            Some("pnpm run e2e-tests")
        );
        assert_eq!(
            looks_like_test_run("cd app && ./scripts/integration_test.sh -v", out).as_deref(),
            Some("./scripts/integration_test.sh")
        );
        assert_eq!(
            looks_like_test_run("./ci", "12 passed in 3.1s\n").as_deref(),
            Some("./ci")
        );
        for cmd in [
            "ls tests",
            "mkdir -p tests/unit",
            "cat test.log",
            "cargo build",
        ] {
            assert_eq!(looks_like_test_run(cmd, out), None, "{cmd}");
        }
    }
}
