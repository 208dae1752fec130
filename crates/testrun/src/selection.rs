//! Which tests a test command selects, as data: its positional paths and ids and the
//! values of its filter flags (`-k`, `-run`, `-t`, `--grep`, `--filter`, cargo's name
//! filter). A green run tells that the tests of an earlier failing run now pass only if it
//! ran them, that is if its selection covers the earlier one's.

use std::collections::BTreeSet;

use super::Runner;
use super::command::{Invocation, find_run, strip_wrappers};

/// The tests one run of a test command selects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    /// The runner's stable name ([`Runner::name`]): `cargo test` and `cargo nextest` share it.
    pub runner: &'static str,
    /// For a wrapper of any runner (`npm test`, `make check`, `tox -e py311`): the wrapper
    /// and its arguments before `--`; empty for a known runner.
    pub scope: String,
    /// Paths and ids as given (`./` and a trailing `/` dropped), and filter flags with
    /// their value (`-k=discount`, `--lib`), sorted, once each. Empty: all its tests.
    pub filters: Vec<String>,
}

impl Selection {
    /// Whether this run ran every test `earlier` ran: same runner and scope, and no
    /// filter, or every filter of `earlier` within one of its own (the same filter, or a
    /// path under one of its paths: `tests` covers `tests/test_x.py::test_y`).
    pub fn covers(&self, earlier: &Selection) -> bool {
        self.runner == earlier.runner
            && self.scope == earlier.scope
            && (self.filters.is_empty()
                || (!earlier.filters.is_empty()
                    && earlier
                        .filters
                        .iter()
                        .all(|f| self.filters.iter().any(|mine| within(f, mine)))))
    }
}

fn within(f: &str, outer: &str) -> bool {
    // Go's `./pkg/...` is the package and every package under it.
    let dir = outer.strip_suffix("/...").unwrap_or(outer);
    f == outer
        || !outer.starts_with('-')
            && f.strip_prefix(dir)
                .is_some_and(|rest| rest.starts_with(['/', ':']))
}

/// How a runner's command line selects tests; flags as space-separated words.
struct Grammar {
    runner: Runner,
    /// The leading words that name the command, not tests, each slot `|`-separated
    /// alternatives (`test` of `cargo test`, `nextest run`, an optional `run` of `vitest`).
    verbs: &'static str,
    /// Flags whose value selects tests.
    select: &'static str,
    /// Flags without a value that select tests (`--lib`, `--lf`, `--only-failures`).
    select_alone: &'static str,
    /// Flags whose value does not select tests (`-n 2`, `--reporter tap`).
    value: &'static str,
    /// Whether positional words select tests (paths, ids, name filters).
    positional: bool,
}

const CARGO_VALUE: &str = "-j --jobs -F --features --target --manifest-path --profile \
    --test-threads --color --message-format -Z --target-dir --config --retries --format";

/// A runner's grammar without verbs or value-less selecting flags, whose positional words
/// select tests: what each row of [`GRAMMARS`] differs from.
const PLAIN: Grammar = Grammar {
    runner: Runner::Any,
    verbs: "",
    select: "",
    select_alone: "",
    value: "",
    positional: true,
};

const GRAMMARS: &[Grammar] = &[
    Grammar {
        runner: Runner::Pytest,
        select: "-k -m --deselect --ignore --ignore-glob",
        select_alone: "--lf --last-failed --sw --stepwise",
        value: "-n --numprocesses -p --tb -c --rootdir --maxfail -W -o --durations \
            --junitxml --cov -r --color --basetemp --confcutdir --log-level --timeout --dist",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Unittest,
        verbs: "discover",
        select: "-k -s --start-directory -p --pattern",
        value: "-t --top-level-directory",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Cargo,
        verbs: "test|t",
        select: "--test --bin --example --bench -p --package --skip --exclude",
        select_alone: "--lib --bins --doc --tests --exact --ignored --include-ignored",
        value: CARGO_VALUE,
        ..PLAIN
    },
    Grammar {
        runner: Runner::Nextest,
        verbs: "nextest run|r",
        select: "--test --bin -p --package --skip --exclude -E --filter-expr",
        select_alone: "--lib --bins --tests --exact --run-ignored",
        value: CARGO_VALUE,
        ..PLAIN
    },
    Grammar {
        runner: Runner::Go,
        verbs: "test",
        select: "-run --run -skip --skip",
        value: "-count -timeout -p -parallel -tags -coverprofile -covermode -coverpkg -bench \
            -benchtime -cpu -o -exec -ldflags -gcflags -mod -shuffle",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Jest,
        select: "-t --testNamePattern --testPathPattern --testPathPatterns --selectProjects \
            --changedSince --shard",
        select_alone: "-o --onlyChanged -f --onlyFailures --lastCommit",
        value: "-c --config -w --maxWorkers --reporters --testTimeout --coverageDirectory \
            --outputFile --rootDir",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Vitest,
        verbs: "run|watch|dev|related",
        select: "-t --testNamePattern --project --shard --dir",
        select_alone: "--changed",
        value: "-c --config -r --root --reporter --pool --environment --maxWorkers \
            --outputFile --mode",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Mocha,
        select: "-g --grep -f --fgrep --spec",
        select_alone: "-i --invert",
        value: "-R --reporter -t --timeout -r --require --config -u --ui -s --slow --ignore \
            --extension -O --reporter-option -j --jobs",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Ava,
        select: "-m --match",
        value: "-T --timeout -c --concurrency --node-arguments --config",
        ..PLAIN
    },
    Grammar {
        runner: Runner::NodeTest,
        select: "--test-name-pattern --test-skip-pattern",
        select_alone: "--test-only",
        value: "--test-reporter --test-reporter-destination -r --require --import \
            --test-concurrency --test-timeout --loader",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Bun,
        verbs: "test",
        select: "-t --test-name-pattern",
        select_alone: "--only",
        value: "--timeout --preload --reporter --coverage-dir --rerun-each",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Deno,
        verbs: "test",
        select: "--filter",
        value: "-c --config --import-map --reporter --coverage",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Maven,
        select: "-Dtest -Dit.test -pl --projects",
        value: "-f --file -s --settings -P -T",
        positional: false,
        ..PLAIN
    },
    Grammar {
        runner: Runner::Gradle,
        verbs: "clean|test|check|build test|check|build",
        select: "--tests -p --project-dir",
        value: "-x --exclude-task --max-workers -I --init-script",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Rspec,
        select: "-e --example -t --tag -P --pattern",
        select_alone: "--only-failures --next-failure",
        value: "-f --format -r --require --seed --order -o --out -I",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Dotnet,
        verbs: "test",
        select: "--filter",
        value: "-c --configuration -f --framework -l --logger -v --verbosity -r --runtime \
            --results-directory -s --settings",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Minitest,
        select: "-n --name -e --exclude",
        value: "-I -r --seed -s",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Phpunit,
        select: "--filter --testsuite --group --exclude-group",
        value: "-c --configuration --bootstrap --log-junit --coverage-html --coverage-clover \
            --colors --cache-directory",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Bats,
        select: "-f --filter --filter-tags",
        value: "-j --jobs -F --formatter -o --output --report-formatter",
        ..PLAIN
    },
    Grammar {
        runner: Runner::Ctest,
        select: "-R --tests-regex -E --exclude-regex -L --label-regex -I --tests-information \
            --test-dir",
        select_alone: "--rerun-failed",
        value: "-j --parallel -C --build-config --timeout --output-log --repeat",
        positional: false,
        ..PLAIN
    },
    Grammar {
        runner: Runner::Swift,
        verbs: "test",
        select: "--filter --skip",
        value: "-c --configuration --package-path --scratch-path --build-path -j --jobs \
            --num-workers --xunit-output",
        positional: false,
        ..PLAIN
    },
    Grammar {
        runner: Runner::Gtest,
        select: "--gtest_filter",
        value: "--gtest_repeat --gtest_output --gtest_color",
        positional: false,
        ..PLAIN
    },
];

/// The words without the shell's redirections: `2>&1`, `>out.txt`, and `> out.txt` with
/// its target (`go test ./... > /tmp/out.txt`: the file is no test path).
fn without_redirections<'a>(words: &[&'a str]) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut target = false;
    for w in words {
        if std::mem::take(&mut target) {
            continue;
        }
        let op = w.trim_start_matches(|c: char| c.is_ascii_digit() || c == '&');
        if op.starts_with(['>', '<']) {
            // An operator alone takes the next word as its target.
            target = op.trim_start_matches(['>', '<', '&', '|']).is_empty();
            continue;
        }
        out.push(*w);
    }
    out
}

fn has(words: &str, w: &str) -> bool {
    words.split_whitespace().any(|x| x == w)
}

/// The selection of the test run in a shell command (the first segment that runs a known
/// runner or a wrapper of one); `None` when it runs no test.
pub fn selection(command: &str) -> Option<Selection> {
    let (runner, segment) = find_run(command)?;
    let owned = shell_words(&segment);
    let all: Vec<&str> = owned.iter().map(String::as_str).collect();
    let words = strip_wrappers(&all);
    let cmd = Invocation::new(words)?;
    let mut args = cmd.words;
    // `python -m pytest ARGS`: the arguments follow the module.
    if let Some(at) = args
        .iter()
        .position(|w| *w == "-m")
        .filter(|_| cmd.python_module().is_some())
    {
        args = &args[at + 2..];
    }
    let args = &without_redirections(args)[..];
    if runner == Runner::Any {
        let end = args.iter().position(|w| *w == "--").unwrap_or(args.len());
        let filters: BTreeSet<String> = args[(end + 1).min(args.len())..]
            .iter()
            .map(|w| w.to_string())
            .collect();
        let scope = std::iter::once(cmd.program)
            .chain(args[..end].iter().copied())
            .collect::<Vec<_>>()
            .join(" ");
        return Some(Selection {
            runner: runner.name(),
            scope,
            filters: filters.into_iter().collect(),
        });
    }
    let g = GRAMMARS.iter().find(|g| g.runner == runner)?;
    let mut filters = BTreeSet::new();
    let mut verbs = g.verbs.split_whitespace();
    let mut verb = verbs.next();
    let mut it = args.iter().filter(|w| **w != "--test");
    while let Some(w) = it.next() {
        if w.starts_with('-') && w.len() > 1 {
            let (name, inline) = w.split_once('=').map_or((*w, None), |(n, v)| (n, Some(v)));
            if has(g.select, name) {
                if let Some(v) = inline.or_else(|| it.next().copied()) {
                    filters.insert(format!("{name}={v}"));
                }
            } else if has(g.select_alone, name) {
                filters.insert(name.to_string());
            } else if has(g.value, name) && inline.is_none() {
                it.next();
            }
        } else if verb.is_some_and(|v| v.split('|').any(|v| v == *w)) {
            verb = verbs.next();
        } else if g.positional && *w != "--" {
            verb = None;
            let w = w.strip_prefix("./").unwrap_or(w);
            let w = if w.len() > 1 {
                w.trim_end_matches('/')
            } else {
                w
            };
            // Go's `./...` and `.` from the module root select everything.
            if !(runner == Runner::Go && (w == "..." || w == ".")) {
                filters.insert(w.to_string());
            }
        }
    }
    Some(Selection {
        runner: runner.name(),
        scope: String::new(),
        filters: filters.into_iter().collect(),
    })
}

/// A shell segment's words, quotes removed: `-k "a or b"` -> `-k`, `a or b`.
fn shell_words(s: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur: Option<String> = None;
    let mut quote = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.get_or_insert_default().push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                cur.get_or_insert_default();
            }
            (None, '\\') => cur.get_or_insert_default().extend(chars.next()),
            (None, c) if c.is_whitespace() => words.extend(cur.take()),
            (None, c) => cur.get_or_insert_default().push(c),
        }
    }
    words.extend(cur);
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filters(command: &str) -> Vec<String> {
        selection(command)
            .unwrap_or_else(|| panic!("{command}"))
            .filters
    }

    fn covers(later: &str, earlier: &str) -> bool {
        selection(later)
            .unwrap()
            .covers(&selection(earlier).unwrap())
    }

    #[test]
    fn selections_of_commands() {
        let cases: &[(&str, &[&str])] = &[
            ("pytest", &[]),
            ("pytest -q -n 2 --tb=short tests", &["tests"]),
            (
                "python -m pytest -x tests/test_shop.py::test_total -k 'total or cart'",
                &["-k=total or cart", "tests/test_shop.py::test_total"],
            ),
            ("uv run pytest --lf 2>&1 | tail -n 30", &["--lf"]),
            ("cargo test", &[]),
            (
                "RUST_BACKTRACE=1 cargo test -q discount -- --nocapture",
                &["discount"],
            ),
            (
                "cargo test --lib -p shop parse",
                &["--lib", "-p=shop", "parse"],
            ),
            ("cargo nextest run -E 'test(parse)'", &["-E=test(parse)"]),
            ("go test ./...", &[]),
            (
                "go test -count=1 -run 'TestA|TestB' ./pkg/...",
                &["-run=TestA|TestB", "pkg/..."],
            ),
            (
                "npx jest shop -t 'applies discount'",
                &["-t=applies discount", "shop"],
            ),
            (
                "pnpm exec vitest run src/cart --reporter verbose",
                &["src/cart"],
            ),
            ("npx vitest", &[]),
            ("npx mocha --grep cart -R spec", &["--grep=cart"]),
            ("node --test --test-reporter=tap test/", &["test"]),
            ("bun test cart", &["cart"]),
            ("deno test --filter cart -A", &["--filter=cart"]),
            ("mvn -q test -Dtest=CalcTest", &["-Dtest=CalcTest"]),
            (
                "./gradlew clean test --tests CalcTest",
                &["--tests=CalcTest"],
            ),
            (
                "bundle exec rspec spec/calc_spec.rb:4",
                &["spec/calc_spec.rb:4"],
            ),
            ("dotnet test --filter Calc", &["--filter=Calc"]),
            ("python -m unittest discover -s tests", &["-s=tests"]),
        ];
        for (command, want) in cases {
            assert_eq!(filters(command), *want, "{command}");
        }
        assert_eq!(selection("ls"), None);
        let npm = selection("npm test -- -t cart").unwrap();
        assert_eq!(
            (npm.scope.as_str(), npm.filters),
            ("npm test", vec!["-t".to_string(), "cart".to_string()])
        );
    }

    #[test]
    fn a_run_covers_the_tests_it_ran_again() {
        for (later, earlier) in [
            ("pytest", "pytest -k discount"),
            ("pytest -q tests", "pytest tests/test_shop.py::test_total"),
            (
                "pytest tests/test_shop.py",
                "pytest tests/test_shop.py::test_total",
            ),
            ("cargo nextest run", "cargo test parse"),
            ("cargo test parse", "cargo test parse -- --nocapture"),
            ("go test ./...", "go test -run TestA ./pkg"),
            ("go test ./pkg/...", "go test ./pkg/sub"),
            ("npx jest", "yarn jest shop -t total"),
            ("npm test", "npm test -- -t cart"),
        ] {
            assert!(covers(later, earlier), "{later} covers {earlier}");
        }
        for (later, earlier) in [
            ("pytest -k discount", "pytest"),
            ("pytest tests/test_a.py", "pytest tests/test_b.py"),
            ("pytest -k total", "pytest -k discount"),
            ("cargo test parse", "cargo test"),
            ("pytest", "cargo test"),
            ("npm test", "npm run test:unit"),
            ("pytest tests/test_shop", "pytest tests/test_shop_extra.py"),
        ] {
            assert!(!covers(later, earlier), "{later} does not cover {earlier}");
        }
    }
}
