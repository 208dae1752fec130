//! The runner zoo's judge (benches/zoo/judge.rs) on hand-made judgements: what cm recorded
//! for a case, and the verdict a person gives it.

#[path = "../../benches/zoo/judge.rs"]
#[allow(dead_code)]
mod judge;

use judge::{Lesson, RunSeen, Seen};
use serde_json::{Value, json};

fn lesson(id: i64, kind: &str, symbol: &str, text: &str) -> Lesson {
    Lesson {
        id,
        kind: kind.into(),
        symbol: symbol.into(),
        file: "caste.go".into(),
        text: text.into(),
        fix: None,
        status: "active".into(),
        status_note: None,
    }
}

/// A go test case: `ToIntE` mutated, `TestToIntE/negative` failing with its message.
fn case(ran: bool, failed: &Value, seen: &str) -> Value {
    json!({
        "id": "go-cast/0001-tail", "runner": "go test", "shape": "tail",
        "mutation": {"file": "caste.go", "symbol": "ToIntE"},
        "run": {"seen": seen, "truth": {"ran": ran, "failed": failed}},
        "fixed": {"seen": "ok", "truth": {"ran": true, "failed": []}},
    })
}

const SEEN: &str = "--- FAIL: TestToIntE (0.00s)\n    --- FAIL: TestToIntE/negative (0.00s)\n        caste_test.go:41: ToIntE(-8) = 8, want -8\nFAIL\nFAIL\tgithub.com/spf13/cast\t0.01s\n";

#[test]
fn a_lesson_carrying_the_message_on_the_mutated_symbol_is_right_all_through() {
    let c = case(
        true,
        &json!([{"name": "TestToIntE/negative", "file": "caste_test.go",
                "message": "    caste_test.go:41: ToIntE(-8) = 8, want -8\n"}]),
        SEEN,
    );
    let failure = lesson(
        1,
        "fail",
        "ToIntE",
        "TestToIntE/negative failed: ToIntE(-8) = 8, want -8",
    );
    let seen = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![failure.clone()],
        },
        fixed: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![lesson(
                2,
                "success",
                "ToIntE",
                "tests pass after 1 failed run",
            )],
        },
        lessons: vec![failure],
    };
    let j = judge::judge(&c, &seen);
    assert!(j.recognised_right());
    assert_eq!(j.named, Some(true));
    assert_eq!(j.real_error, Some(true));
    assert_eq!(j.blame_top1, Some(true));
    assert_eq!(j.fix, Some(true));
    assert_eq!(j.false_lessons, 0);
    assert!(j.failures().is_empty(), "{:?}", j.failures());

    // The same run named only by its test, blamed on another symbol first, never credited.
    let mut bare = lesson(1, "fail", "ToInt64E", "TestToIntE failed");
    bare.file = "caste.go".into();
    let seen = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![bare, lesson(2, "fail", "ToIntE", "TestToIntE failed")],
        },
        ..Seen::default()
    };
    let j = judge::judge(&c, &seen);
    assert_eq!(j.named, Some(true), "TestToIntE names TestToIntE/negative");
    assert_eq!(j.real_error, Some(false));
    assert_eq!(j.blame_top1, Some(false));
    assert_eq!(j.fix, Some(false));
    assert_eq!(j.symbols, ["ToInt64E", "ToIntE"]);
}

#[test]
fn a_lesson_from_a_run_that_ran_no_test_is_false() {
    let c = case(
        false,
        &json!([]),
        "# github.com/spf13/cast\nvet: caste.go:12: unreachable code\n",
    );
    let seen = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![lesson(1, "fail", "ToIntE", "the test run failed")],
        },
        ..Seen::default()
    };
    let j = judge::judge(&c, &seen);
    assert!(!j.recognised_right(), "a `none` run taken as a test run");
    assert_eq!(j.false_lessons, 1);
    assert_eq!(
        (j.named, j.real_error, j.blame_top1, j.fix),
        (None, None, None, None)
    );
    assert_eq!(j.failures(), ["recognised_none", "false"]);
    // Left alone, the same run is judged right.
    let j = judge::judge(
        &c,
        &Seen {
            run: RunSeen {
                pending_before: 1,
                pending_after: 1,
                lessons: Vec::new(),
            },
            ..Seen::default()
        },
    );
    assert!(j.recognised_right() && j.failures().is_empty());
}

#[test]
fn a_message_the_output_does_not_show_is_not_counted() {
    // The client cut the output before the message: real_error does not apply.
    let c = case(
        true,
        &json!([{"name": "TestToIntE/negative", "message": "caste_test.go:41: ToIntE(-8) = 8, want -8"}]),
        "--- FAIL: TestToIntE (0.00s)\n\n... [400 lines truncated] ...",
    );
    let seen = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![lesson(1, "fail", "ToIntE", "TestToIntE failed")],
        },
        ..Seen::default()
    };
    assert_eq!(judge::judge(&c, &seen).real_error, None);
}

#[test]
fn names_compare_loosely() {
    let named = |text: &str, test: &str| judge::names_a_test(text, &[test]);
    assert!(named("TestX failed: boom", "TestX/sub_case"));
    assert!(named(
        "applies discount failed",
        "pricing › applies discount"
    ));
    assert!(named(
        "test_x and 2 more failed: AssertionError",
        "tests/test_a.py::TestA::test_x[1]"
    ));
    assert!(named(
        "Sessions UI provider sorts live sessions from t… failed: x",
        "Sessions UI provider sorts live sessions from the workspace probe snapshot"
    ));
    assert!(named("testParse failed", "com.acme.ParserTest.testParse"));
    assert!(!named("the test run failed: boom", "TestX"));
    assert!(!named("TestY failed", "TestX"));
}

#[test]
fn a_message_key_is_its_first_meaningful_line() {
    assert_eq!(
        judge::key_line(
            "Traceback (most recent call last):\n  File \"a.py\", line 3\nE   KeyError: 'x'"
        )
        .as_deref(),
        Some("KeyError: 'x'")
    );
    assert_eq!(
        judge::key_line("    caste_test.go:41: ToIntE(-8) = 8,   want -8\n").as_deref(),
        Some("ToIntE(-8) = 8, want -8")
    );
    assert_eq!(
        judge::key_line(
            "thread 'test_new' (10669) panicked at tests/t.rs:18:9:\nassertion `left == right` failed\n  left: 1"
        )
        .as_deref(),
        Some("assertion `left == right` failed")
    );
    let long =
        "expected the total of the cart with three items to be 90 but it was 81 after the discount";
    assert!(judge::carries(
        &judge::normalise(&format!("t failed: {}", &long[..60])),
        &judge::normalise(long)
    ));
    assert!(!judge::carries("t failed", &judge::normalise(long)));
    // A random test's numbers differ between the run seen and the run reported.
    assert!(judge::carries(
        "Test2Q_RandomOps failed: bad: recent: 107 freq: 22",
        "bad: recent: 104 freq: 25"
    ));
    // ... and so do its ids: a ULID, an address.
    assert!(judge::carries(
        "TestScan failed: got ULID 0003 0003VYF5ZBWXD6K5RZ2MS, want 0000 0003VYF5ZBWXD6K5RZ2MS",
        "got ULID 0003 0003VVT48A7PRDJVYFGTK, want 0000 0003VVT48A7PRDJVYFGTK"
    ));
    assert!(!judge::carries(
        "TestScan failed: got ULID 0003 0003VYF5ZBWXD6K5RZ2MS",
        "got ULID 0003 0003VVT48A7PRDJVYFGTK, want 0000 0003VVT48A7PRDJVYFGTK from Parse"
    ));
}

/// A run whose visible output names no failing test (cut to a bare `FAIL`) may be left
/// waiting: nothing is expected to name a test; a build of the mutated file that broke is
/// no false lesson; a suite's separators do not hide a test's name; a fix shown by nothing
/// (a `grep` that printed nothing) is not judged.
#[test]
fn what_the_agent_could_not_see_is_not_held_against_cm() {
    let failed = json!([{"name": "TestToIntE/negative", "message": "ToIntE(-8) = 8, want -8"}]);
    let cut = case(true, &failed, "FAIL\nFAIL\tgithub.com/spf13/cast\t0.01s\n");
    let waited = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 1,
            lessons: vec![],
        },
        ..Seen::default()
    };
    let j = judge::judge(&cut, &waited);
    assert!(j.recognised_right() && j.named.is_none() && j.blame_top1.is_none());
    assert!(j.failures().is_empty(), "{:?}", j.failures());

    let mut broken = case(
        false,
        &json!([]),
        "# x\ncaste.go:12:2: undefined: y\nFAIL\tx [build failed]\n",
    );
    broken["run"]["truth"]["build_failed"] =
        json!([{"package": "x", "message": "caste.go:12:2: undefined: y"}]);
    let built = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![lesson(
                1,
                "fail",
                "ToIntE",
                "the test run failed: undefined: y",
            )],
        },
        ..Seen::default()
    };
    assert_eq!(judge::judge(&broken, &built).false_lessons, 0);

    assert!(judge::names_a_test(
        "'errback' sync handler › success and 3 more failed: expect(received)",
        &["gensync({}) 'errback' sync handler success"]
    ));
    assert!(!judge::names_a_test(
        "success failed: expect(received)",
        &["gensync({}) 'errback' sync handler failure"]
    ));

    let mut grepped = case(true, &failed, SEEN);
    grepped["fixed"]["seen"] = json!("");
    let right = Seen {
        run: RunSeen {
            pending_before: 1,
            pending_after: 0,
            lessons: vec![lesson(
                1,
                "fail",
                "ToIntE",
                "TestToIntE/negative failed: ToIntE(-8) = 8, want -8",
            )],
        },
        ..Seen::default()
    };
    assert_eq!(judge::judge(&grepped, &right).fix, None);
}
