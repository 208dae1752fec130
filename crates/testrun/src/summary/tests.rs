//! Unit tests of `summary` (a sibling file: they pass 150 lines).

use super::*;

/// The outcome the output's summary lines tell: failed when any says a test failed (or the
/// build broke), passed when some say tests passed and none failed, `None` without such a
/// line or when no test ran.
fn read(output: &str) -> Option<Summary> {
    let seen = read_all(output);
    if seen.failed {
        Some(Summary::Failed)
    } else {
        seen.passed.then_some(Summary::Passed)
    }
}

#[test]
fn failed_summaries() {
    for out in [
        "Ran 2 tests in 0.001s\n\nFAILED (failures=1)\n",
        "Ran 2 tests in 0.001s\n\nFAILED (errors=1, skipped=1)\n",
        "==== 1 failed, 2 passed in 0.12s ====\n",
        "1 failed, 2 passed in 0.12s\n",
        "=== 1 error in 0.05s ===\n",
        "test result: ok. 2 passed; 0 failed\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n",
        "error: could not compile `shop` (lib test) due to 1 previous error\n",
        "     Summary [   0.010s] 3 tests run: 2 passed, 1 failed, 0 skipped\n",
        "Tests:       1 failed, 2 passed, 3 total\n",
        " Tests  1 failed | 2 passed (3)\n",
        "3 examples, 1 failure\n",
        "Tests run: 3, Failures: 1, Errors: 0, Skipped: 0\n",
        "[INFO] BUILD FAILURE\n",
        "BUILD FAILED in 2s\n",
        "--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/shop\t0.002s\n",
        "FAIL\texample.com/shop [build failed]\n",
        "Failed!  - Failed:     1, Passed:     2, Skipped:     0, Total:     3\n",
        "  1 passing (4ms)\n  1 failing\n",
        "  1 test failed\n",
        "# tests 2\n# pass 1\n# fail 1\n",
        " 1 pass\n 1 fail\n",
        "FAILED | 1 passed | 1 failed (5ms)\n",
        "ERRORS!\nTests: 9, Assertions: 9, Errors: 5.\n",
        "FAILURES!\nTests: 9, Assertions: 9, Failures: 2.\n",
    ] {
        assert_eq!(read(out), Some(Summary::Failed), "{out}");
    }
}

#[test]
fn passed_summaries() {
    for out in [
        "----------------------------------------------------------------------\nRan 2 tests in 0.000s\n\nOK\n",
        "Ran 3 tests in 0.001s\n\nOK (skipped=1)\n",
        "======== 3 passed in 0.02s ========\n",
        "running 3 tests\n...\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored\n",
        "     Summary [   0.010s] 3 tests run: 3 passed, 0 skipped\n",
        "Tests:       3 passed, 3 total\n",
        " Tests  3 passed (3)\n",
        "3 examples, 0 failures\n",
        "Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n",
        "ok  \texample.com/shop\t0.002s\nok  \texample.com/cart\t(cached)\n",
        "PASS\nok  \texample.com/shop\t0.002s\n",
        "Passed!  - Failed:     0, Passed:     3, Skipped:     0, Total:     3\n",
        "  2 passing (4ms)\n",
        "  2 tests passed\n",
        "# tests 2\n# pass 2\n# fail 0\n",
        "ok | 2 passed | 0 failed (5ms)\n",
    ] {
        assert_eq!(read(out), Some(Summary::Passed), "{out}");
    }
}

#[test]
fn no_summary_no_outcome() {
    for out in [
        "",
        "def total(prices):\n    return sum(prices)\n",
        "Ran 0 tests in 0.000s\n\nOK\n",
        "Ran 0 tests in 0.000s\n\nNO TESTS RAN\n",
        "collected 0 items\n\n==== no tests ran in 0.01s ====\n",
        "started\n",
        "copied 3 files, 2 skipped\n",
        "OK\n",
        "?   \texample.com/tools\t[no test files]\n",
        // A count deep inside a sentence is no summary.
        "the migration said that it had found 2 failed rows\n",
    ] {
        assert_eq!(read(out), None, "{out:?}");
    }
}

#[test]
fn counts_of_no_test_say_none_ran() {
    for out in [
        "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 88 filtered out\n",
        "0 examples, 0 failures, 1 error occurred outside of examples\n",
        "0 runs, 0 assertions, 0 failures, 0 errors, 0 skips\n",
        "ok  \texample.com/shop\t0.002s [no tests to run]\n",
    ] {
        let seen = read_all(out);
        assert!(seen.ran_none(), "{out:?}: {seen:?}");
    }
    // One binary ran none, another passed: tests ran.
    let both = "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 8 filtered out\ntest result: ok. 3 passed; 0 failed\n";
    assert!(!read_all(both).ran_none());
    assert!(!read_all("3 examples, 1 failure\n").ran_none());
}
