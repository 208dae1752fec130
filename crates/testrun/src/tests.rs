//! Unit tests of `testrun` (a sibling file: they pass 150 lines).

use super::*;

#[test]
fn a_runner_that_could_not_run_is_not_run() {
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
        (Runner::Pytest, 5, "no tests ran in 0.01s\n"),
        (
            Runner::Mocha,
            1,
            "npm error could not determine executable to run\n",
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
        assert!(
            matches!(judge(runner, Some(exit), out), Verdict::NotRun(_)),
            "{out}"
        );
    }
    // A test module that cannot import what the edit broke is a real failure.
    let out =
        "ERROR collecting tests/test_shop.py\nE   ModuleNotFoundError: No module named 'shop'\n";
    assert!(matches!(
        judge(Runner::Pytest, Some(2), out),
        Verdict::Failed(_)
    ));
}

/// Reading is linear in the output: 200k lines, each a failing test.
#[test]
fn a_huge_output_is_read_whole() {
    let n = 200_000;
    let mut out = String::new();
    for i in 0..n {
        out.push_str(&format!(
            "FAILED tests/test_x.py::test_{i} - assert {i} == 0\n"
        ));
    }
    let start = std::time::Instant::now();
    let Verdict::Failed(r) = judge(Runner::Any, Some(1), &out) else {
        panic!("not a failure");
    };
    println!("{n} lines read in {:?}", start.elapsed());
    assert_eq!(r.failed_tests.len(), n);
    assert_eq!(
        r.failed_tests[n - 1],
        format!("tests/test_x.py::test_{}", n - 1)
    );
    assert_eq!(r.error.as_deref(), Some("assert 0 == 0"));
}

#[test]
fn display_names() {
    assert_eq!(
        display_name("gensync({}) › 'errback' › sync handler › success"),
        "sync handler › success"
    );
    assert_eq!(display_name("tests::a"), "a");
    assert_eq!(
        display_name("cart::tests::totals_two_prices"),
        "totals_two_prices"
    );
    assert_eq!(display_name("test_shop.py::test_x[1]"), "test_x[1]");
    assert_eq!(display_name("suite > a"), "suite > a");
    assert_eq!(
        display_name("pricing › applies discount"),
        "applies discount"
    );
    assert_eq!(display_name("TestX"), "TestX");
    assert_eq!(
        display_name("org.apache.commons.cli.DefaultParserTest.testLongWithUnexpectedArgument1"),
        "DefaultParserTest.testLongWithUnexpectedArgument1"
    );
    assert_eq!(display_name("app.router"), "app.router");
    assert_eq!(
        display_name("DefaultParserTest>AbstractParserTestCase.testX"),
        "DefaultParserTest>AbstractParserTestCase.testX"
    );
}

#[test]
fn short_names() {
    assert_eq!(short_name("tests::parses_quantity"), "parses_quantity");
    assert_eq!(short_name("test_shop.py::test_x[1]"), "test_x[1]");
    assert_eq!(short_name("pricing › applies discount"), "applies discount");
    assert_eq!(short_name("a.test.mjs > pricing > total"), "total");
    assert_eq!(short_name("TestX"), "TestX");
}

/// Output the agent's client cut in the middle: a failing test's block that lost its start
/// does not take a line a passing test logged before the cut.
#[test]
fn a_cut_is_never_read_across() {
    let bun = "bun test v1.2.0\n\ntest/a.test.ts:\n(pass) pool > opens [0.2ms]\nerror: connection refused (logged by a passing test)\n\n... [840 lines truncated] ...\n\n      at <anonymous> (test/b.test.ts:40:5)\n(fail) cart > total [1.1ms]\n\n 1 pass\n 1 fail\n";
    let Verdict::Failed(r) = judge(Runner::Bun, Some(1), bun) else {
        panic!("not a failure");
    };
    assert_eq!(r.failed_tests, ["cart > total"]);
    assert_eq!(r.error, None);
    // The same block whole carries its own error.
    let whole = bun.replace(
        "\n... [840 lines truncated] ...\n",
        "(pass) pool > closes [0.1ms]\nerror: expect(received).toBe(expected)\nExpected: 3\nReceived: 4\n",
    );
    let Verdict::Failed(r) = judge(Runner::Bun, Some(1), &whole) else {
        panic!("not a failure");
    };
    assert_eq!(
        r.error.as_deref(),
        Some("expect(received).toBe(expected) (Expected: 3, Received: 4)")
    );
    // Codex's marker, and a failure kept whole before the cut.
    let go = "=== RUN   TestA\n    a_test.go:9: got 1, want 2\n--- FAIL: TestA (0.00s)\n[... omitted 300 of 420 lines ...]\n--- FAIL: TestB (0.00s)\nFAIL\n";
    let Verdict::Failed(r) = judge(Runner::Go, Some(1), go) else {
        panic!("not a failure");
    };
    assert_eq!(r.failed_tests, ["TestA", "TestB"]);
    assert_eq!(r.error.as_deref(), Some("got 1, want 2"));
    // A piece that names failures without their errors comes after the one whose error
    // the lesson takes: the error goes with the test it names first.
    let mocha = "  s\n    ✔ a\n    1) b\n\n... [90 lines truncated] ...\n\n  2) s\n       c:\n\n      AssertionError: 1 == 2\n      at f (t.js:1:1)\n";
    let r = parse(Runner::Mocha, mocha);
    assert_eq!(r.failed_tests, ["s c", "s b"]);
    assert_eq!(r.error.as_deref(), Some("AssertionError: 1 == 2"));
    assert!(is_cut_marker("…1200 tokens truncated…"));
    assert!(!is_cut_marker("... 3 tests skipped"));
}

/// A redirection's target is no test path, and a command that only builds or lists the
/// tests is no test run.
#[test]
fn redirections_and_builds_are_no_selection() {
    for c in [
        "go test ./... > /tmp/out.txt 2>&1; tail -30 /tmp/out.txt",
        "go test ./... >/tmp/out.txt",
        "go test ./... 2>&1 | tail -30",
        "cd cmd && go test ./... 2>&1 | tail -n 30",
    ] {
        assert_eq!(selection(c).map(|s| s.filters), Some(vec![]), "{c}");
    }
    for c in [
        "go test -c ./pkg",
        "go test -c -o /tmp/x.test ./pkg",
        "go test -list . ./...",
        "go test -run=^$ ./...",
        "go test -run '^$' -bench . ./...",
    ] {
        assert_eq!(recognise(c, &[]), None, "{c}");
    }
    assert_eq!(recognise("go test -count=1 ./...", &[]), Some(Runner::Go));
    // A wrapper's arguments lose their redirections too.
    assert_eq!(
        selection("npm test -- cart > out.txt").map(|s| s.filters),
        Some(vec!["cart".to_string()])
    );
}

/// pytest's output cut by the client before its short summary: the failures' section
/// headers name the failing tests.
#[test]
fn pytest_cut_before_its_summary_names_the_sections() {
    let out = "collected 664 items\n\ntests/test_more.py ....F.. [ 14%]\n\n=================== FAILURES ===================\n______ DistinctPermutationsTests.test_unhashable ______\n\nself = <tests.test_more.DistinctPermutationsTests testMethod=test_unhashable>\n\n    def unique_everseen(iterable, key=None):\n>       seenset_add = seenset.add\nE       NameError: name 'seenset' is not defined\n\nmore_itertools/recipes.py:510: NameError\n______ DistinctCombinationsTests.test_basic (iterable=range(0, 6), r=5) ______\n\n    def test_basic(self):\n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n\n... [1764 lines truncated] ...";
    let Verdict::Failed(r) = judge(Runner::Pytest, Some(1), out) else {
        panic!("not a failure");
    };
    assert_eq!(
        r.failed_tests,
        [
            "DistinctPermutationsTests.test_unhashable",
            "DistinctCombinationsTests.test_basic (iterable=range(0, 6), r=5)"
        ]
    );
    assert_eq!(
        r.error.as_deref(),
        Some("NameError: name 'seenset' is not defined")
    );
    // Another tool's banner in a green run names no test.
    let tox = "collected 3 items\n\ntests/test_x.py ... [100%]\n\n============ 3 passed in 0.01s ============\n___________ summary ___________\n  py311: commands succeeded\n  congratulations :)\n";
    assert_eq!(judge(Runner::Any, Some(0), tox), Verdict::Passed);
    assert!(parse(Runner::Pytest, tox).failed_tests.is_empty());
    // A block cut above its message leaves its diff, which is no error: the summary's is.
    let tail = "collected 9 items\n\n... [60 lines truncated] ...\n\nE         \nE         - rices\nE         + rice\n\nt.py:3: AssertionError\n==== short test summary info ====\nFAILED t.py::test_a - AssertionError: assert '' == 's'\n==== 1 failed in 0.1s ====\n";
    let error = parse(Runner::Pytest, tail).error;
    assert_eq!(error.as_deref(), Some("AssertionError: assert '' == 's'"));
}

#[test]
fn a_crash_or_a_thrown_error_is_the_failing_tests_own() {
    let bun = "x.test.js:\nAssertionError: '1' == '2'\n      at <anonymous> (x.test.js:3:5)\n(fail) s > t [0.2ms]\n\n 0 pass\n 1 fail\n";
    let r = parse::bun::parse(&bun.lines().collect::<Vec<_>>());
    assert_eq!(r.error.as_deref(), Some("AssertionError: '1' == '2'"));
    let cargo = "running 2 tests\ntest a ... ok\n\nthread 'm::deep' (12) has overflowed its stack\nfatal runtime error: stack overflow, aborting\nerror: test failed, to rerun pass `--test roots`\n";
    let Verdict::Failed(r) = judge(Runner::Cargo, Some(101), cargo) else {
        panic!("not a failure");
    };
    assert_eq!(r.failed_tests, ["m::deep"]);
    // `--nocapture`: a passing `should_panic` test's panic is printed first.
    let nocapture = "thread 'a' (1) panicked at src/lib.rs:1:1:\nattempt to negate with overflow\ntest a - should panic ... ok\n\nthread 'b' (2) panicked at tests/x.rs:9:1:\nassertion `left == right` failed\n  left: 2\n right: 5\ntest b ... FAILED\n";
    let own = parse(Runner::Cargo, nocapture).error;
    assert_eq!(
        own.as_deref(),
        Some("assertion `left == right` failed (left: 2, right: 5)")
    );
    assert_eq!(
        r.error.as_deref(),
        Some("thread 'm::deep' (12) has overflowed its stack")
    );
}
