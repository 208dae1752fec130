//! Which shell commands are test runs: a Bash string is cut into `&&`/`;`/`|` segments,
//! each loses its env assignments and launchers (`uv run`, `npx`, `timeout 60`), and what
//! is left is matched against the runners' rows in [`RUNNERS`] and the wrappers that run
//! any runner (`npm test`, `make check`, `tox`).

use regex::Regex;

use super::{RUNNERS, Runner};

/// Words that make a test command not run tests (`cargo test --no-run`, `pytest --co`,
/// `rspec --dry-run`); so does any `--list...` (`--list`, `--listTests`, `--list-tests`).
const NOT_A_RUN: &[&str] = &[
    "--no-run",
    "--collect-only",
    "--co",
    "--help",
    "--version",
    "--dry-run",
];

/// A command after its wrappers, as a runner's row in [`RUNNERS`] recognises it.
pub(crate) struct Invocation<'a> {
    /// The program's base name: `.venv/bin/pytest` -> `pytest`, `.venv\\Scripts\\pytest.exe`
    /// -> `pytest`.
    pub(crate) program: &'a str,
    /// Every word after the program.
    pub(crate) words: &'a [&'a str],
    /// The words after the program that are not its flags: `cargo +nightly -q test` -> `test`.
    pub(crate) args: Vec<&'a str>,
    /// The program was named by its path (`./build/shop_test`), not found on the `PATH`.
    pub(crate) by_path: bool,
}

impl<'a> Invocation<'a> {
    /// `None` for an empty command.
    pub(crate) fn new(w: &'a [&'a str]) -> Option<Self> {
        let first = w.first()?;
        Some(Invocation {
            program: first.rsplit(['/', '\\']).next().unwrap_or(first),
            words: &w[1..],
            args: w[1..]
                .iter()
                .copied()
                .filter(|a| !a.starts_with('-') && !a.starts_with('+'))
                .collect(),
            by_path: first.contains(['/', '\\']),
        })
    }

    /// The first argument: the subcommand of `cargo test`, `go test`, `npm run`.
    pub(crate) fn sub(&self) -> &str {
        self.args.first().copied().unwrap_or("")
    }

    /// Whether the program is one of `names`.
    pub(crate) fn is(&self, names: &[&str]) -> bool {
        names.contains(&self.program)
    }

    /// Whether any argument is one of `names`.
    pub(crate) fn has_arg(&self, names: &[&str]) -> bool {
        self.args.iter().any(|a| names.contains(a))
    }

    /// The module of `python -m MODULE` (`python3`, `python3.12` too).
    pub(crate) fn python_module(&self) -> Option<&str> {
        let python = self.program.starts_with("python");
        let m = self.words.iter().position(|a| *a == "-m" && python)?;
        self.words.get(m + 1).copied()
    }
}

/// Recognises a test run in a shell command: any `&&`/`;`/`|` segment that runs a known
/// runner (after env assignments and wrappers such as `uv run`, `npx`, `timeout 60`), or
/// matches one of `extra` (configured patterns, tried against each segment and the whole).
pub fn recognise(command: &str, extra: &[Regex]) -> Option<Runner> {
    if let Some((runner, _)) = find_run(command) {
        return Some(runner);
    }
    let segments = split_segments(command);
    extra
        .iter()
        .any(|re| re.is_match(command) || segments.iter().any(|s| re.is_match(s)))
        .then_some(Runner::Any)
}

/// The first `&&`/`;`/`|` segment of a command that runs a known runner, and that runner.
pub(crate) fn find_run(command: &str) -> Option<(Runner, String)> {
    split_segments(command).into_iter().find_map(|seg| {
        let words = words(&seg);
        if words
            .iter()
            .any(|w| NOT_A_RUN.contains(w) || w.starts_with("--list"))
        {
            return None;
        }
        runner_of(strip_wrappers(&words)).map(|r| (r, seg.clone()))
    })
}

/// The words of a command segment as the runners' rows read them: a Windows program's
/// suffix dropped from each (`npx.cmd jest`, `.venv\\Scripts\\pytest.exe -x`).
pub(crate) fn words(seg: &str) -> Vec<&str> {
    seg.split_whitespace().map(without_exe_suffix).collect()
}

/// A Windows program's name without the suffix that makes it one: `pytest.exe`, `npx.cmd`,
/// `gradlew.bat`, `build.ps1` (any case) are `pytest`, `npx`, `gradlew`, `build`.
fn without_exe_suffix(word: &str) -> &str {
    let Some((stem, suffix)) = word.rsplit_once('.') else {
        return word;
    };
    let windows = ["exe", "cmd", "bat", "ps1"]
        .iter()
        .any(|s| suffix.eq_ignore_ascii_case(s));
    if windows && !stem.is_empty() && !stem.ends_with(['/', '\\', '.']) {
        stem
    } else {
        word
    }
}

/// A step that only sets up the shell for the next: `cd x`, `source .venv/bin/activate`,
/// PowerShell's `Set-Location x`.
pub(crate) fn is_setup_step(seg: &str) -> bool {
    let Some(first) = seg.split_whitespace().next() else {
        return false;
    };
    matches!(first, "cd" | "source" | "." | "export" | "set" | "pushd")
        || ["Set-Location", "sl", "Push-Location", "chdir"]
            .iter()
            .any(|w| first.eq_ignore_ascii_case(w))
}

/// A step that cannot fail a command: shell setup, or `echo`, `sleep` and their like.
pub(crate) fn cannot_fail(seg: &str) -> bool {
    is_setup_step(seg)
        || matches!(
            seg.split_whitespace().next(),
            Some("echo" | "printf" | "sleep" | "true" | ":" | "clear" | "date")
        )
}

/// The `&&`/`;`/`|` segments of a shell command, separators inside quotes kept as text.
pub(crate) fn split_segments(command: &str) -> Vec<String> {
    let mut segs = Vec::new();
    let mut cur = String::new();
    let mut chars = command.chars().peekable();
    let mut quote = None;
    while let Some(c) = chars.next() {
        // Separators inside quotes are text: `-k 'a or b'`, `-E 'test(parse)'`.
        match quote {
            Some(q) if c == q => quote = None,
            None if c == '\'' || c == '"' => quote = Some(c),
            _ => {}
        }
        if quote.is_some() || c == '\'' || c == '"' {
            cur.push(c);
            continue;
        }
        match c {
            // `2>&1` is a redirection, not a separator.
            '&' if cur.ends_with('>') => cur.push(c),
            ';' | '\n' | '|' | '&' | '(' | ')' => {
                // `&&` and `||` are one separator.
                chars.next_if(|&next| next == c && matches!(c, '|' | '&'));
                segs.push(std::mem::take(&mut cur));
            }
            _ => cur.push(c),
        }
    }
    segs.push(cur);
    segs.retain(|s| !s.trim().is_empty());
    segs
}

/// Test runners a package manager runs by name: `pnpm vitest`, `yarn jest`.
const PACKAGE_BINS: &[&str] = &["jest", "vitest", "mocha", "ava"];

/// Drops `VAR=value`, and launchers that run the real command after them.
pub(crate) fn strip_wrappers<'a>(mut w: &'a [&'a str]) -> &'a [&'a str] {
    loop {
        match w {
            [first, rest @ ..] if is_assignment(first) => w = rest,
            [
                "time" | "env" | "nice" | "command" | "exec" | "xvfb-run" | "npx" | "pnpx" | "bunx",
                rest @ ..,
            ] => w = rest,
            ["timeout", _, rest @ ..] => w = rest,
            // `pdm run test` runs the project's script named `test`, not a program.
            ["pdm" | "hatch" | "rye", "run", task, ..] if is_test_task(task) => return w,
            [
                "uv" | "poetry" | "pipenv" | "pdm" | "hatch" | "rye",
                "run",
                rest @ ..,
            ] => w = rest,
            ["pnpm" | "yarn" | "npm", "exec", rest @ ..] => w = rest,
            ["pnpm" | "yarn", "dlx", rest @ ..] => w = rest,
            ["pnpm" | "yarn" | "bun", bin, ..] if PACKAGE_BINS.contains(bin) => w = &w[1..],
            ["bundle" | "composer", "exec", rest @ ..] => w = rest,
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

/// The runner a command (its wrappers stripped) runs: the first row of [`RUNNERS`] that
/// recognises it, else [`Runner::Any`] for a wrapper of some runner.
fn runner_of(w: &[&str]) -> Option<Runner> {
    let cmd = Invocation::new(w)?;
    let spec = RUNNERS.iter().find(|s| (s.runs)(&cmd));
    spec.map(|s| s.runner)
        .or_else(|| runs_any_runner(&cmd).then_some(Runner::Any))
}

/// A task runner's task or a package's script that runs tests: `test`, `tests`, `t`,
/// `test:unit`, `test-e2e`, `test_all`.
fn is_test_task(name: &str) -> bool {
    name == "t"
        || name
            .strip_prefix("test")
            .is_some_and(|rest| rest.is_empty() || rest.starts_with([':', '-', '_', 's']))
}

/// A wrapper whose output could be any runner's: `tox`, a package's `test` script,
/// a task runner's test task (`make test`, `mise run test`, `just test`, `task test`),
/// `rake spec`, a test program run by its path.
fn runs_any_runner(cmd: &Invocation) -> bool {
    let sub = cmd.sub();
    let second = cmd.args.get(1).copied().unwrap_or("");
    // The task or script named after one of `runs` (`npm run test`), else the first argument.
    let task_of = |runs: &[&str]| if runs.contains(&sub) { second } else { sub };
    match cmd.program {
        _ if matches!(cmd.python_module(), Some("tox" | "nox")) => true,
        "tox" | "nox" => true,
        // `bun test` is bun's own runner; otherwise the package's `test` script.
        "npm" | "pnpm" | "yarn" | "bun" => is_test_task(task_of(&["run", "run-script"])),
        // `mise run test`, `mise r test:unit`, `mise test` (a task by its name).
        "mise" => match sub {
            "run" | "r" => is_test_task(second),
            "tasks" => {
                matches!(second, "run" | "r") && cmd.args.get(2).is_some_and(|t| is_test_task(t))
            }
            _ => is_test_task(sub) && sub != "test-tool",
        },
        "just" | "task" | "turbo" | "nx" | "moon" => {
            let task = task_of(&["run", "run-many"]);
            is_test_task(task.rsplit(':').next().unwrap_or(task)) || is_test_task(task)
        }
        "deno" => sub == "task" && is_test_task(second),
        "hatch" | "rye" | "pdm" => sub == "test" || (sub == "run" && is_test_task(second)),
        // `rake test`, `rake spec`, `rake test_units`, and bare `rake` (a Ruby project's
        // default task is its tests); `VAR=value` arguments are settings, not tasks.
        "rake" => cmd
            .args
            .iter()
            .find(|w| !w.contains(['=', '>', '<']))
            .is_none_or(|t| *t == "spec" || t.starts_with("spec:") || is_test_task(t)),
        "composer" => is_test_task(sub) || (sub == "run" && is_test_task(second)),
        // A test program named by its path, `./build/shop_test`: GoogleTest's, Catch2's,
        // a script's.
        program
            if cmd.by_path
                && !program.contains('.')
                && ["_test", "_tests", "_unittest", "_unittests"]
                    .iter()
                    .any(|s| program.ends_with(s)) =>
        {
            true
        }
        "make" | "gmake" => {
            // `make -C dir test`: skip the directory argument of -C.
            let mut it = cmd.words.iter();
            let mut targets = Vec::new();
            while let Some(a) = it.next() {
                if *a == "-C" || *a == "-f" || *a == "-j" {
                    it.next();
                } else if !a.starts_with('-') && !a.contains('=') {
                    targets.push(*a);
                }
            }
            targets.iter().any(|t| *t == "check" || is_test_task(t))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            ("bun test", Runner::Bun),
            ("mvn -q test", Runner::Maven),
            ("./mvnw verify", Runner::Maven),
            ("./gradlew test --tests CalcTest", Runner::Gradle),
            ("bundle exec rspec spec/calc_spec.rb", Runner::Rspec),
            ("dotnet test", Runner::Dotnet),
            ("make test", Runner::Any),
            ("make -C build check", Runner::Any),
            ("timeout 300 cargo test", Runner::Cargo),
            ("npx mocha", Runner::Mocha),
            ("npx ava --verbose", Runner::Ava),
            ("pnpm exec vitest run", Runner::Vitest),
            ("pnpm vitest run", Runner::Vitest),
            ("yarn jest --ci", Runner::Jest),
            ("yarn dlx jest", Runner::Jest),
            ("bunx vitest", Runner::Vitest),
            ("bun vitest run", Runner::Vitest),
            ("node --test", Runner::NodeTest),
            ("node --test --test-reporter=tap test/", Runner::NodeTest),
            ("deno test -A", Runner::Deno),
            ("npx bun test", Runner::Bun),
            ("npx deno test", Runner::Deno),
            ("bun run test", Runner::Any),
            ("ruby -Itest test/test_shop.rb", Runner::Minitest),
            (
                "bundle exec ruby test/models/cart_test.rb -n test_total",
                Runner::Minitest,
            ),
            ("bin/rails test test/models", Runner::Minitest),
            ("rake test", Runner::Any),
            ("rake", Runner::Any),
            ("rake 2>&1 | tail -30", Runner::Any),
            ("rake test_units TEST=test/test_x.rb", Runner::Any),
            ("rake spec:models", Runner::Any),
            ("phpunit --testdox", Runner::Phpunit),
            ("vendor/bin/phpunit tests/ShopTest.php", Runner::Phpunit),
            ("php vendor/bin/phpunit", Runner::Phpunit),
            ("composer test", Runner::Any),
            ("bats test", Runner::Bats),
            ("ctest --test-dir build --output-on-failure", Runner::Ctest),
            ("cd build && ctest -V", Runner::Ctest),
            ("./build/shop_test", Runner::Any),
            ("./build/shop_test --gtest_filter=Cart.*", Runner::Gtest),
            ("swift test --filter ShopTests", Runner::Swift),
            ("mise run test", Runner::Any),
            ("mise run test:unit", Runner::Any),
            ("mise r test", Runner::Any),
            ("mise test", Runner::Any),
            ("mise tasks run test-e2e", Runner::Any),
            ("just test", Runner::Any),
            ("just test-unit pkg", Runner::Any),
            ("task test", Runner::Any),
            ("task test:integration", Runner::Any),
            ("make test-unit", Runner::Any),
            ("make -j4 tests", Runner::Any),
            ("pnpm run test:e2e", Runner::Any),
            ("yarn test-unit", Runner::Any),
            ("bun run test_all", Runner::Any),
            ("npx turbo run test", Runner::Any),
            ("nx test api", Runner::Any),
            ("nx run api:test", Runner::Any),
            ("deno task test", Runner::Any),
            ("hatch test", Runner::Any),
            ("hatch run test:cov", Runner::Any),
            ("pdm run test", Runner::Any),
            ("rye test", Runner::Any),
            ("uv run tox -e py312", Runner::Any),
            ("nox -s tests", Runner::Any),
            ("poetry run pytest -x", Runner::Pytest),
            ("uv run python -m pytest tests", Runner::Pytest),
            ("composer run test", Runner::Any),
            ("composer exec -- phpunit --filter X", Runner::Phpunit),
            (
                "build/tests/unit_tests --gtest_filter=Cart.*",
                Runner::Gtest,
            ),
        ];
        for (cmd, want) in cases {
            assert_eq!(recognise(cmd, &[]), Some(want), "{cmd}");
        }
        // Windows: a program's suffix and backslashed path, PowerShell's steps.
        for (cmd, want) in [
            (r".venv\Scripts\pytest.exe -x", Runner::Pytest),
            ("npx.cmd jest --ci", Runner::Jest),
            (r".\gradlew.bat test", Runner::Gradle),
            (r"mvnw.cmd -q test", Runner::Maven),
            ("cargo.exe test", Runner::Cargo),
            (
                r"Set-Location D:\repo\src; go.exe test ./... 2>&1 | Select-Object -Last 5",
                Runner::Go,
            ),
            (r".\build\shop_test.exe", Runner::Any),
        ] {
            assert_eq!(recognise(cmd, &[]), Some(want), "{cmd}");
        }
        assert!(is_setup_step(r"Set-Location D:\repo") && is_setup_step("sl src"));
        assert!(recognise("notepad.exe test.txt", &[]).is_none());
        for cmd in [
            "cargo build",
            "cargo test --no-run",
            "pytest --collect-only",
            "vendor/bin/phpunit --list-tests",
            "bundle exec rspec --dry-run",
            "ls tests",
            "git commit -m 'fix test'",
            "grep -r pytest .",
            "npm install",
            "make",
            "echo cargo test",
            "python script.py",
            "node server.js",
            "yarn install",
            "pnpm add -D vitest",
            "deno run main.ts",
            "ruby script.rb",
            "php artisan serve",
            "rake db:migrate",
            "rake build",
            "shop_test",
            "swift build",
            "./run_test.sh",
            "mise install",
            "mise test-tool node",
            "just build",
            "task lint",
            "make testdata",
            "npm run testimonials",
            "pnpm run build",
            "deno task dev",
            "hatch run lint",
            "nx build api",
        ] {
            assert_eq!(recognise(cmd, &[]), None, "{cmd}");
        }
        let extra = [Regex::new(r"^\s*just\s+test\b").unwrap()];
        assert_eq!(recognise("just test", &extra), Some(Runner::Any));
        assert_eq!(recognise("just build", &extra), None);
    }
}
