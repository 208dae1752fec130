//! `cm fail` and `cm ok`: recording lessons, by name, by file and line, and the input they refuse.

use predicates::prelude::*;

use super::stdout;
use crate::common::Env;

#[test]
fn fail_records_and_query_shows_it() {
    let env = Env::new();
    env.cm()
        .args([
            "fail",
            "AuthService.validate",
            "JWT expiry not handled",
            "-d",
            "check refresh_token before validate",
        ])
        .args(["--file", "auth/service.py", "--session", "s-1"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "x recorded: AuthService.validate (auth/service.py) - \"JWT expiry not handled\"",
        ))
        .stdout(predicate::str::contains("1 active failure, risk 4.00 low"));
    let out = stdout(&env, &["query", "AuthService.validate"]);
    assert!(
        out.contains("  AuthService.validate  auth/service.py\n"),
        "{out}"
    );
    assert!(
        out.contains("fails: 1  successes: 0  risk: 4.00 (low)"),
        "{out}"
    );
    assert!(out.contains("experiences (1):"), "{out}");
    assert!(
        out.contains("] #1 JWT expiry not handled\n      - check refresh_token before validate\n"),
        "{out}"
    );
    assert!(
        !out.contains('\x1b'),
        "no colour when stdout is not a terminal: {out}"
    );
}

#[test]
fn ok_without_lesson_stores_passed_and_lowers_risk() {
    let env = Env::new();
    env.json(&["fail", "S", "one"]);
    let r = env.json(&["ok", "S"]);
    assert_eq!(r["experience"]["lesson"], "passed");
    // 1 fail (none after the success) + recency - 1 success.
    assert_eq!(r["symbol"]["risk_score"], 1.0 + 1.5 - 0.3);
    let r = env.json(&[
        "ok",
        "S",
        "idempotency key solved it",
        "-d",
        "added unique index",
    ]);
    assert_eq!(r["experience"]["detail"], "added unique index");
    assert_eq!(r["symbol"]["success_count"], 2);
    let r = env.json(&["ok", "S", "--session", "sess-42", "--file", "s.py"]);
    assert_eq!(r["experience"]["session_id"], "sess-42");
    assert_eq!(r["symbol"]["file"], "s.py");
    env.cm()
        .args(["ok", "S", "  "])
        .assert()
        .failure()
        .stderr(predicate::str::starts_with("cm: lesson is empty"));
    env.cm()
        .args(["ok"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("missing SYMBOL"));
}

#[test]
fn file_level_lessons() {
    let env = Env::new();
    let r = env.json(&["fail", "--file", "./src/app.py", "imports must stay lazy"]);
    assert_eq!(r["symbol"]["name"], "");
    assert_eq!(r["symbol"]["file"], "src/app.py");
    env.json(&["fail", "App.run", "crash", "--file", "src/app.py"]);
    let q = env.json(&["query", "--file", "src\\app.py"]);
    assert_eq!(q["total"], 2);
    assert_eq!(q["file"], "src/app.py");
    let out = stdout(&env, &["query", "--file", "src/app.py"]);
    assert!(out.contains("src/app.py (file-level)"), "{out}");
    let r = env.json(&["ok", "--file", "src/app.py"]);
    assert_eq!(r["symbol"]["name"], "");
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let env = Env::new();
    env.json(&["fail", "A", "first"]);
    for args in [
        &["fail", "A", ""][..],
        &["fail", "A", "   "],
        &["fail", "A"],
        &["fail"],
        &["fail", "", "lesson"],
        &["fail", "A", "x", "--file", ""],
        &["-p", "", "fail", "A", "x"],
        &["resolve", "abc"],
        &["resolve", "0"],
        &["resolve", "12abc"],
        &["deactivate", "999"],
    ] {
        let out = env
            .cm()
            .args(args)
            .assert()
            .failure()
            .code(predicate::ne(0))
            .get_output()
            .clone();
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.starts_with("cm: ") || err.starts_with("error:"),
            "{args:?}: {err}"
        );
        assert_eq!(
            err.trim_end().lines().count(),
            1,
            "{args:?}: one line: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let q = env.json(&["query", "--all"]);
    assert_eq!(q["symbols"].as_array().unwrap().len(), 1);
    assert_eq!(q["symbols"][0]["experiences"].as_array().unwrap().len(), 1);
    env.cm()
        .args(["deactivate", "999"])
        .assert()
        .code(1)
        .stderr(
            predicate::str::contains("no lesson with id 999 in database at")
                .and(predicate::str::contains("cm.db")),
        );
    env.cm()
        .args(["resolve", "x1"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("malformed experience id \"x1\""));
    env.cm().args(["query", "--top", "many"]).assert().code(2);
    // "Show at most 0" would print "no risky symbols", which is not true.
    env.cm().args(["query", "--top", "0"]).assert().code(2);
}

#[test]
fn empty_lesson_on_a_new_database_creates_nothing() {
    let env = Env::new();
    env.cm().args(["fail", "A", " "]).assert().failure();
    assert!(!env.db().exists());
}

/// `cm fail --file F --line N LESSON` finds the symbol itself, says which, and falls back to a
/// file-level lesson for lines outside any definition; `ok` does the same.
#[test]
fn fail_and_ok_resolve_a_line_to_its_symbol() {
    let env = Env::new();
    std::fs::create_dir_all(env.path().join("src")).unwrap();
    std::fs::write(
        env.path().join("src/auth.py"),
        "import os\n\nclass AuthService:\n    @staticmethod\n    def validate(token):\n        return token\n",
    )
    .unwrap();

    let out = env
        .cm()
        .args([
            "fail",
            "--file",
            "src/auth.py",
            "--line",
            "6",
            "JWT expiry not handled",
        ])
        .assert()
        .success()
        .get_output()
        .clone();
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("line 6 of src/auth.py is in AuthService.validate"),
        "{out:?}"
    );
    // The decorator line belongs to the method too, and ./ spellings are the same file.
    let v = env.json(&[
        "ok",
        "--file",
        "./src/auth.py",
        "--line",
        "4",
        "handled expiry",
    ]);
    assert_eq!(v["symbol"]["name"], "AuthService.validate");
    assert_eq!(v["symbol"]["file"], "src/auth.py");
    assert_eq!(v["symbol"]["fail_count"], 1);
    assert_eq!(v["symbol"]["success_count"], 1);

    let v = env.json(&[
        "fail",
        "--file",
        "src/auth.py",
        "--line",
        "1",
        "keep imports lazy",
    ]);
    assert_eq!(v["symbol"]["name"], "");
    assert_eq!(v["experience"]["lesson"], "keep imports lazy");

    // Bad uses: past the end, a symbol and a line together, no file, an unsupported file.
    env.cm()
        .args(["fail", "--file", "src/auth.py", "--line", "7", "x"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "past the end of src/auth.py (6 lines)",
        ));
    env.cm()
        .args(["fail", "--file", "src/auth.py", "--line", "5", "S", "x"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("not both"));
    env.cm()
        .args(["fail", "--line", "5", "x"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("--file"));
    std::fs::write(env.path().join("notes.txt"), "a\n").unwrap();
    env.cm()
        .args(["fail", "--file", "notes.txt", "--line", "1", "x"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("notes.txt is not one"));
    // Nothing from the failed calls was stored: two fails and one ok in all.
    let v = env.json(&["stats"]);
    assert_eq!(v["lessons"]["total"], 3, "{v}");
    assert_eq!(v["lessons"]["active_fail"], 2, "{v}");
}

#[test]
fn ok_without_file_goes_to_the_one_symbol_of_that_name() {
    let env = Env::new();
    let failed = env.json(&[
        "fail",
        "AuthService.validate",
        "JWT expiry not handled",
        "--file",
        "auth/service.py",
    ]);
    // As in the quick start: the success lands on the symbol that failed.
    let ok = env.json(&[
        "ok",
        "AuthService.validate",
        "passed after UTC normalization",
    ]);
    assert_eq!(ok["symbol"]["id"], failed["symbol"]["id"], "{ok}");
    assert_eq!(ok["symbol"]["file"], "auth/service.py");
    assert_eq!(ok["symbol"]["fail_count"], 1);
    assert_eq!(ok["symbol"]["success_count"], 1);
    assert_eq!(ok["symbol"]["risk_score"], 2.2);
    let text = stdout(&env, &["fail", "AuthService.validate", "naive datetime"]);
    assert!(
        text.contains("AuthService.validate (auth/service.py)"),
        "{text}"
    );

    // Two files define the name: nothing to guess, the lesson has no file.
    env.json(&["fail", "Cart.total", "a", "--file", "a.py"]);
    env.json(&["fail", "Cart.total", "b", "--file", "b.py"]);
    let ok = env.json(&["ok", "Cart.total"]);
    assert_eq!(ok["symbol"]["file"], "", "{ok}");
}

#[test]
fn fail_with_line_and_no_lesson_says_the_lesson_is_missing() {
    let env = Env::new();
    std::fs::write(env.path().join("shop.py"), "def f():\n    pass\n").unwrap();
    env.cm()
        .args(["fail", "--file", "shop.py", "--line", "2"])
        .assert()
        .code(1)
        .stderr("cm: missing LESSON: use `cm fail --file PATH --line N LESSON`\n");
    assert!(!env.db().exists());
}
