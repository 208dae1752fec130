//! The lesson commands through the real binary: every command and flag, text and JSON
//! output, file-path normalization, project detection, redaction and bad input.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::Env;

fn stdout(env: &Env, args: &[&str]) -> String {
    let out = env
        .cm()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

fn keys(v: &Value) -> Vec<&str> {
    let mut k: Vec<&str> = v
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    k.sort_unstable();
    k
}

const SYMBOL_KEYS: &[&str] = &[
    "fail_count",
    "file",
    "id",
    "last_fail",
    "last_success",
    "name",
    "project",
    "risk_level",
    "risk_score",
    "success_count",
];
const EXPERIENCE_KEYS: &[&str] = &[
    "created_at",
    "detail",
    "fix",
    "id",
    "last_seen_at",
    "lesson",
    "occurrences",
    "session_id",
    "source",
    "status",
    "status_note",
    "symbol_id",
    "type",
    "uid",
];

fn with(base: &[&str], extra: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = base.iter().chain(extra).map(|s| s.to_string()).collect();
    v.sort_unstable();
    v
}

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
fn json_shapes_are_stable() {
    let env = Env::new();
    let rec = env.json(&[
        "fail",
        "A.f",
        "boom",
        "--detail",
        "why",
        "--file",
        "a.py",
        "--session",
        "s1",
    ]);
    assert_eq!(keys(&rec), ["experience", "merged", "symbol"]);
    assert_eq!(keys(&rec["symbol"]), SYMBOL_KEYS);
    assert_eq!(keys(&rec["experience"]), EXPERIENCE_KEYS);
    let e = &rec["experience"];
    assert_eq!(e["type"], "fail");
    assert_eq!(e["lesson"], "boom");
    assert_eq!(e["detail"], "why");
    assert_eq!(e["session_id"], "s1");
    assert_eq!(e["status"], "active");
    assert_eq!(e["source"], "manual");
    assert_eq!(e["occurrences"], 1);
    assert_eq!(rec["merged"], false);
    let created = e["created_at"].as_str().unwrap();
    assert!(
        chrono::DateTime::parse_from_rfc3339(created).is_ok() && created.ends_with('Z'),
        "{created}"
    );
    assert_eq!(e["uid"].as_str().unwrap().len(), 36);
    assert_eq!(rec["symbol"]["project"], "testproj");
    assert_eq!(rec["symbol"]["risk_score"], 4.0);
    assert_eq!(rec["symbol"]["risk_level"], "low");

    let ok = env.json(&["ok", "A.f", "--file", "a.py"]);
    assert_eq!(ok["experience"]["type"], "success");
    assert_eq!(ok["experience"]["lesson"], "passed");
    assert_eq!(ok["experience"]["detail"], Value::Null);

    let q = env.json(&["query", "A.f"]);
    assert_eq!(keys(&q), ["file", "project", "query", "symbols", "total"]);
    assert_eq!(q["query"], "A.f");
    assert_eq!(q["total"], 1);
    let sym = &q["symbols"][0];
    assert_eq!(keys(sym), with(SYMBOL_KEYS, &["experiences"]));
    assert_eq!(sym["experiences"].as_array().unwrap().len(), 2);
    assert_eq!(keys(&sym["experiences"][0]), EXPERIENCE_KEYS);

    let top = env.json(&["query"]);
    assert_eq!(top["query"], Value::Null);
    assert_eq!(
        keys(&top["symbols"][0]),
        with(SYMBOL_KEYS, &["experiences"])
    );

    let inj = env.json(&["query", "A.f", "--inject"]);
    assert_eq!(
        keys(&inj),
        ["file", "inject", "project", "query", "symbols", "total"]
    );
    assert_eq!(inj["inject"], "");
    assert_eq!(inj["symbols"].as_array().unwrap().len(), 0);

    let res = env.json(&["resolve", "1"]);
    assert_eq!(
        keys(&res),
        ["changed", "experience", "previous_status", "symbol"]
    );
    assert_eq!(res["changed"], true);
    assert_eq!(res["previous_status"], "active");
    assert_eq!(res["experience"]["status"], "resolved");

    let st = env.json(&["stats"]);
    assert_eq!(
        keys(&st),
        [
            "lesson_outcomes",
            "lessons",
            "project",
            "risk_levels",
            "symbols",
            "symbols_with_active_lessons",
            "top"
        ]
    );
    assert_eq!(
        keys(&st["lessons"]),
        [
            "active",
            "active_fail",
            "active_success",
            "inactive",
            "resolved",
            "total"
        ]
    );
    assert_eq!(
        keys(&st["risk_levels"]),
        ["caution", "high", "low", "medium"]
    );
    let st1 = env.json(&["stats", "A.f"]);
    assert_eq!(keys(&st1), ["project", "query", "symbols"]);
    assert_eq!(
        keys(&st1["symbols"][0]),
        with(SYMBOL_KEYS, &["lesson_outcomes", "lessons"])
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

#[test]
fn resolve_and_deactivate_lower_risk_and_are_idempotent() {
    let env = Env::new();
    let a = env.json(&["fail", "R", "one"]);
    let b = env.json(&["fail", "R", "two"]);
    assert_eq!(b["symbol"]["risk_score"], 2.0 + 1.5 + 3.0);
    let id_a = a["experience"]["id"].as_i64().unwrap().to_string();
    let out = stdout(&env, &["resolve", &id_a]);
    assert!(
        out.starts_with("resolved #1 of R: \"one\" (was active); risk 6.50 medium -> 4.00 low"),
        "{out}"
    );
    let out = stdout(&env, &["resolve", &format!("#{id_a}")]);
    assert!(
        out.contains("#1 of R is already resolved; nothing changed (risk 4.00 low)"),
        "{out}"
    );
    let again = env.json(&["resolve", &id_a]);
    assert_eq!(again["changed"], false);
    let uid = b["experience"]["uid"].as_str().unwrap();
    let c = env.json(&["fail", "R", "three"]);
    let id_c = c["experience"]["id"].as_i64().unwrap().to_string();
    let out = stdout(&env, &["deactivate", &id_c]);
    assert!(
        out.starts_with(
            "deactivated #3 of R: \"three\" (was active); risk 6.50 medium -> 4.00 low"
        ),
        "{out}"
    );
    let d = env.json(&["deactivate", uid]);
    assert_eq!(d["experience"]["status"], "inactive");
    assert_eq!(d["symbol"]["risk_score"], 0.0);
    assert_eq!(d["symbol"]["fail_count"], 0);
    // Hidden by default, shown with --all.
    let q = env.json(&["query", "R"]);
    assert_eq!(q["total"], 0);
    let out = stdout(&env, &["query", "R"]);
    assert!(out.contains("no active lessons for \"R\""), "{out}");
    let q = env.json(&["query", "R", "--all"]);
    let statuses: Vec<&str> = q["symbols"][0]["experiences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["inactive", "inactive", "resolved"]);
    let out = stdout(&env, &["query", "R", "--all"]);
    assert!(
        out.contains("#2 (inactive) two") && out.contains("#1 (resolved) one"),
        "{out}"
    );
}

#[test]
fn query_matches_substrings_literally() {
    let env = Env::new();
    for name in [
        "AuthService.validate",
        "AuthService.validate_token",
        "Payment.process",
        "pct_50%",
        "pctX50Y",
    ] {
        env.json(&["fail", name, "x"]);
    }
    let names = |q: &Value| -> Vec<String> {
        q["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_owned())
            .collect()
    };
    let q = env.json(&["query", "AuthService.validate"]);
    assert_eq!(
        names(&q),
        ["AuthService.validate", "AuthService.validate_token"],
        "exact match first"
    );
    assert_eq!(
        names(&env.json(&["query", "authservice"])).len(),
        2,
        "case-insensitive"
    );
    assert_eq!(names(&env.json(&["query", "_50%"])), ["pct_50%"]);
    assert_eq!(names(&env.json(&["query", "Nothing"])).len(), 0);
    let q = env.json(&["query", "t", "--top", "2"]);
    assert_eq!(q["total"], 5);
    assert_eq!(names(&q).len(), 2);
    let out = stdout(&env, &["query", "t", "--top", "2"]);
    assert!(
        out.contains("3 more matching symbols; narrow the name or raise --top"),
        "{out}"
    );
}

#[test]
fn query_without_symbol_lists_the_riskiest() {
    let env = Env::new();
    for _ in 0..3 {
        env.json(&["fail", "Hot.path", "x", "--file", "hot.py"]);
    }
    env.json(&["fail", "Warm", "y"]);
    env.json(&["ok", "Calm", "fine"]);
    let q = env.json(&["query"]);
    let names: Vec<&str> = q["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Hot.path", "Warm"],
        "riskiest first, zero-risk symbols left out"
    );
    assert_eq!(
        env.json(&["query", "--top", "1"])["symbols"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let out = stdout(&env, &["query"]);
    assert!(
        out.starts_with("top 2 risky symbols in testproj:\n"),
        "{out}"
    );
    assert!(
        out.contains("    9.00  medium      3    0  Hot.path  hot.py\n"),
        "{out}"
    );
    // The project from -p wins over $CODE_MEMORY_PROJECT.
    let other = stdout(&env, &["-p", "other", "query"]);
    assert_eq!(other, "no risky symbols in project other\n");
}

#[test]
fn inject_prints_only_at_risk_ten_and_above() {
    let env = Env::new();
    env.json(&[
        "fail",
        "AuthService.validate",
        "JWT expiry not handled",
        "-d",
        "check refresh_token before validate",
    ]);
    env.json(&[
        "fail",
        "AuthService.validate",
        "timezone-naive datetime comparison",
    ]);
    // 2 fails: 2 + 1.5 + 3 = 6.5: nothing to inject, and nothing printed.
    env.cm()
        .args(["query", "AuthService.validate", "--inject"])
        .assert()
        .success()
        .stdout("");
    // The threshold is the gate's, from the settings.
    let injected = |cmd: &mut assert_cmd::Command| {
        let out = cmd
            .args(["query", "AuthService.validate", "--inject"])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        String::from_utf8(out).unwrap()
    };
    let low = injected(env.cm().env("CODE_MEMORY_GATE_THRESHOLD", "6"));
    assert!(
        low.starts_with("[PAST EXPERIENCE — AuthService.validate (risk: 6.50, medium)]\n"),
        "{low}"
    );
    std::fs::write(
        env.path().join(".code-memory.toml"),
        "gate_threshold = 6.5\n",
    )
    .unwrap();
    assert_eq!(injected(&mut env.cm()), low);
    std::fs::remove_file(env.path().join(".code-memory.toml")).unwrap();
    env.json(&[
        "ok",
        "AuthService.validate",
        "passed after UTC normalization",
    ]);
    env.json(&["resolve", "3"]);
    env.json(&[
        "fail",
        "AuthService.validate",
        "empty string token not guarded",
    ]);
    env.json(&["fail", "AuthService.validate", "naive again"]);
    // 4 fails, all after the (resolved) success: 4 + 1.5 + 6 = 11.5.
    let out = stdout(&env, &["query", "AuthService", "--inject"]);
    let j = env.json(&["query", "AuthService", "--inject"]);
    // The block dates each lesson: the day it was recorded.
    let day = |lesson: &str| {
        let e = j["symbols"][0]["experiences"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["lesson"] == lesson)
            .unwrap();
        e["created_at"].as_str().unwrap()[..10].to_string()
    };
    assert_eq!(
        out,
        format!(
            "[PAST EXPERIENCE — AuthService.validate (risk: 11.50, caution)]\n\
             - naive again ({})\n\
             - empty string token not guarded ({})\n\
             - timezone-naive datetime comparison ({})\n\
             - JWT expiry not handled ({})\n  (check refresh_token before validate)\n\
             \n\
             Apply these lessons. Do not repeat these mistakes.\n",
            day("naive again"),
            day("empty string token not guarded"),
            day("timezone-naive datetime comparison"),
            day("JWT expiry not handled"),
        )
    );
    assert_eq!(j["inject"], out);
    assert_eq!(j["symbols"][0]["risk_level"], "caution");
    // Without a symbol: blocks for every risky symbol in the top list.
    assert_eq!(stdout(&env, &["query", "--inject"]), out);
}

#[test]
fn four_spellings_and_the_absolute_path_are_one_file() {
    let env = Env::new();
    let abs = env.path().join("src").join("auth.py");
    let abs = abs.to_str().unwrap();
    for file in [
        "src/auth.py",
        "./src/auth.py",
        "src\\auth.py",
        ".\\src\\auth.py",
        abs,
        "src/x/../auth.py",
    ] {
        env.json(&["fail", "Auth.check", "x", "--file", file]);
    }
    let q = env.json(&["query", "Auth.check"]);
    assert_eq!(q["total"], 1);
    assert_eq!(q["symbols"][0]["file"], "src/auth.py");
    assert_eq!(q["symbols"][0]["fail_count"], 6);
    assert_eq!(env.json(&["query", "--file", abs])["total"], 1);
}

/// A throw-away git repository inside the scratch dir, with a linked worktree.
fn git(env: &Env, dir: &std::path::Path, args: &[&str]) {
    let ok = std::process::Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("HOME", env.path().join("home"))
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .output()
        .expect("git runs");
    assert!(
        ok.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&ok.stderr)
    );
}

#[test]
fn project_and_paths_follow_the_git_repository() {
    let env = Env::new();
    let repo = env.path().join("shop");
    std::fs::create_dir_all(repo.join("src/payment")).unwrap();
    git(&env, &repo, &["init", "-q"]);
    git(
        &env,
        &repo,
        &[
            "-c",
            "user.email=a@b",
            "-c",
            "user.name=a",
            "commit",
            "-q",
            "--allow-empty",
            "-m",
            "init",
        ],
    );
    git(&env, &repo, &["worktree", "add", "-q", "../shop-feature"]);
    let wt = env.path().join("shop-feature");
    std::fs::create_dir_all(wt.join("src")).unwrap();

    // In a subdirectory: project = repository name, path relative to the top level.
    let r = env
        .cm()
        .env_remove("CODE_MEMORY_PROJECT")
        .current_dir(repo.join("src/payment"))
        .args([
            "--json",
            "fail",
            "Pay.run",
            "double charge",
            "--file",
            "processor.py",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let r: Value = serde_json::from_slice(&r).unwrap();
    assert_eq!(r["symbol"]["project"], "shop");
    assert_eq!(r["symbol"]["file"], "src/payment/processor.py");

    // A linked worktree is the same project.
    let abs = wt.join("src/payment/processor.py");
    let r = env
        .cm()
        .env_remove("CODE_MEMORY_PROJECT")
        .current_dir(wt.join("src"))
        .args([
            "--json",
            "fail",
            "Pay.run",
            "again",
            "--file",
            abs.to_str().unwrap(),
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let r: Value = serde_json::from_slice(&r).unwrap();
    assert_eq!(r["symbol"]["project"], "shop");
    assert_eq!(r["symbol"]["file"], "src/payment/processor.py");
    assert_eq!(r["symbol"]["fail_count"], 2);

    // $CODE_MEMORY_PROJECT beats git; outside git the project is "default".
    let q = env.json(&["query", "Pay.run"]);
    assert_eq!(q["project"], "testproj");
    assert_eq!(q["total"], 0);
    let q = env
        .cm()
        .env_remove("CODE_MEMORY_PROJECT")
        .args(["--json", "query"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let q: Value = serde_json::from_slice(&q).unwrap();
    assert_eq!(q["project"], "default");
}

#[test]
fn db_flag_beats_the_environment() {
    let env = Env::new();
    let other = env.path().join("elsewhere").join("x.db");
    env.cm()
        .args(["--db", other.to_str().unwrap(), "fail", "A", "x"])
        .assert()
        .success();
    assert!(other.exists());
    assert!(!env.db().exists());
}

#[test]
fn secrets_are_redacted_before_storage() {
    let env = Env::new();
    let cases = [
        ("aws key AKIAIOSFODNN7EXAMPLE", "aws_access_key_id"),
        (
            "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key",
        ),
        ("ghp_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("gho_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("ghu_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("ghs_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("ghr_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        (
            "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
            "github_token",
        ),
        (
            "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789",
            "anthropic_key",
        ),
        ("sk-abcdefghij1234567890abcdefghij", "openai_key"),
        ("sk-proj-abc123def456ghi789jkl012mno", "openai_key"),
        ("xoxb-123456789012-abcdefghijkl", "slack_token"),
        ("xoxp-123456789012-abcdefghijkl", "slack_token"),
        ("sk_live_4eC39HqLyjWDarjtT1zdp7dc", "stripe_key"),
        ("rk_test_4eC39HqLyjWDarjtT1zdp7dc", "stripe_key"),
        ("AIzaSyA1234567890abcdefghijklmnopqrstuv", "google_api_key"),
        (
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
            "jwt",
        ),
        (
            "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----",
            "private_key",
        ),
        (
            "Authorization: Bearer abc123def456ghi789jkl",
            "bearer_token",
        ),
        ("redis://default:hunter2pass@cache:6379", "url_credentials"),
        ("password=hunter2", "password"),
        ("secret=abc", "secret"),
        ("token=abc.def", "token"),
        ("api_key=12345abcdef", "api_key"),
    ];
    for (secret, kind) in cases {
        let lesson = format!("failed with {secret} in config");
        let r = env.json(&[
            "fail",
            "Cfg.load",
            &lesson,
            "--detail",
            &format!("detail {secret}"),
        ]);
        let stored = r["experience"]["lesson"].as_str().unwrap();
        let marker = format!("[REDACTED:{kind}]");
        assert!(stored.contains(&marker), "{secret}: {stored}");
        assert!(
            stored.starts_with("failed with ") && stored.ends_with(" in config"),
            "{stored}"
        );
        assert!(
            r["experience"]["detail"]
                .as_str()
                .unwrap()
                .contains(&marker)
        );
    }
    // Nothing of a secret is left anywhere in the file.
    let raw = std::fs::read(env.db()).unwrap();
    let wal = std::fs::read(env.db().with_extension("db-wal")).unwrap_or_default();
    for hay in [&raw, &wal] {
        let text = String::from_utf8_lossy(hay);
        assert!(!text.contains("AKIAIOSFODNN7EXAMPLE") && !text.contains("hunter2"));
    }
}

#[test]
fn ordinary_text_survives_redaction() {
    let env = Env::new();
    for text in [
        "empty string token not guarded",
        "refresh_token must be checked before validate",
        "token: expired too early",
        "reverted 3f9a1c2e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f after bisect",
        "session 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b lost",
        "see https://docs.example.com/auth?x=1",
        "Bearer tokens are rejected when expired",
        "the password field was empty",
    ] {
        let r = env.json(&["fail", "T", text]);
        assert_eq!(r["experience"]["lesson"], text);
    }
}

#[test]
fn unicode_and_long_text_round_trip() {
    let env = Env::new();
    let korean = "타임존 없는 datetime 비교 🔥 — 토큰 만료 처리 누락 ✅";
    let long: String = "긴 교훈 🧪 lesson ".repeat(800);
    env.json(&["fail", "서비스.검증", korean, "--detail", &long]);
    let q = env.json(&["query", "서비스"]);
    let e = &q["symbols"][0]["experiences"][0];
    assert_eq!(q["symbols"][0]["name"], "서비스.검증");
    assert_eq!(e["lesson"], korean);
    assert_eq!(e["detail"].as_str().unwrap(), long.trim());
    let out = stdout(&env, &["query", "서비스.검증"]);
    assert!(out.contains(korean));
}

#[test]
fn stats_summarizes_the_project_and_one_symbol() {
    let env = Env::new();
    for _ in 0..4 {
        env.json(&["fail", "Big.risk", "x"]);
    }
    env.json(&["fail", "Small", "y"]);
    env.json(&["ok", "Small"]);
    env.json(&["resolve", "5"]);
    let s = env.json(&["stats"]);
    assert_eq!(s["project"], "testproj");
    assert_eq!(s["symbols"], 2);
    assert_eq!(s["lessons"]["total"], 6);
    assert_eq!(s["lessons"]["active"], 5);
    assert_eq!(s["lessons"]["resolved"], 1);
    assert_eq!(s["lessons"]["active_fail"], 4);
    assert_eq!(s["lessons"]["active_success"], 1);
    assert_eq!(s["risk_levels"]["caution"], 1);
    assert_eq!(s["top"][0]["name"], "Big.risk");
    let out = stdout(&env, &["stats"]);
    assert!(
        out.starts_with("project testproj\n  symbols:  2 (2 with active lessons)\n"),
        "{out}"
    );
    assert!(
        out.contains("lessons:  6 total: 5 active (4 fail, 1 ok), 1 resolved, 0 inactive"),
        "{out}"
    );
    assert!(
        out.contains("risk:     0 high, 1 caution, 0 medium, 1 low"),
        "{out}"
    );
    let one = env.json(&["stats", "Small"]);
    assert_eq!(one["symbols"][0]["lessons"]["resolved"], 1);
    assert_eq!(one["symbols"][0]["lessons"]["active"], 1);
    let out = stdout(&env, &["stats", "Big.risk"]);
    assert!(out.contains("risk:      11.50 (caution)"), "{out}");
    assert!(out.contains("active:    4 fail, 0 ok"), "{out}");
    assert_eq!(
        stdout(&env, &["stats", "zzz"]),
        "no symbol matching \"zzz\" in project testproj\n"
    );
}

#[test]
fn database_errors_name_the_path() {
    let env = Env::new();
    // Corrupt file.
    let bad = env.path().join("corrupt.db");
    std::fs::write(
        &bad,
        b"this is not a sqlite database, just text that is long enough to matter".repeat(20),
    )
    .unwrap();
    env.cm()
        .args(["--db", bad.to_str().unwrap(), "query"])
        .assert()
        .code(1)
        .stderr(format!(
            "cm: opening database at {}: file is not a database\n",
            bad.display()
        ));
    // A directory that cannot be created (its parent is a file).
    let blocked = env.path().join("afile");
    std::fs::write(&blocked, "x").unwrap();
    let db = blocked.join("sub").join("cm.db");
    env.cm()
        .args(["--db", db.to_str().unwrap(), "fail", "A", "x"])
        .assert()
        .code(1)
        .stderr(
            predicate::str::starts_with("cm: creating database directory")
                .and(predicate::str::contains("afile")),
        );
}

#[test]
fn a_locked_database_fails_after_the_busy_timeout_with_the_path() {
    let env = Env::new();
    env.json(&["fail", "A", "x"]);
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    conn.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let start = std::time::Instant::now();
    env.cm()
        .args(["fail", "A", "y"])
        .assert()
        .code(1)
        .stderr(format!(
            "cm: writing to database at {}: database is locked\n",
            env.db().display()
        ));
    assert!(
        start.elapsed() >= std::time::Duration::from_secs(4),
        "waited for the busy timeout"
    );
    conn.execute_batch("ROLLBACK").unwrap();
    assert_eq!(env.json(&["query", "A"])["symbols"][0]["fail_count"], 1);
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
fn query_of_a_file_ranks_its_file_level_entry_by_risk_too() {
    let env = Env::new();
    for i in 0..3 {
        env.json(&[
            "fail",
            "Cart.total",
            &format!("off by one {i}"),
            "--file",
            "shop.py",
        ]);
    }
    env.json(&["fail", "--file", "shop.py", "imports must stay lazy"]);
    let v = env.json(&["query", "--file", "shop.py", "--top", "1"]);
    assert_eq!(v["total"], 2, "{v}");
    assert_eq!(v["symbols"][0]["name"], "Cart.total", "{v}");
    let text = stdout(&env, &["query", "--top", "1"]);
    assert!(text.contains("Cart.total"), "{text}");
}

#[test]
fn a_closed_stdout_ends_quietly_in_json_too() {
    let env = Env::new();
    env.json(&["fail", "Cart.total", "off by one", "--file", "shop.py"]);
    for args in [&["query", "--all"][..], &["--json", "query", "--all"]] {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("cm"))
            .current_dir(env.path())
            .env("CODE_MEMORY_DB", env.db())
            .env("CODE_MEMORY_PROJECT", "testproj")
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before cm writes (as `cm ... | head -0` would).
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    }
}

#[test]
fn a_path_from_the_project_root_works_in_a_subdirectory_too() {
    let env = Env::new();
    let repo = env.path().join("shop");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join("backend")).unwrap();
    std::fs::write(repo.join("backend/api.py"), "def handler():\n    pass\n").unwrap();
    let in_backend = |args: &[&str]| -> Value {
        let out = env
            .cm()
            .current_dir(repo.join("backend"))
            .arg("--json")
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        serde_json::from_slice(&out).unwrap()
    };
    // The hooks print paths from the project root (`--file backend/api.py`); an agent runs
    // them from the directory it works in.
    let r = in_backend(&["fail", "handler", "x", "--file", "backend/api.py"]);
    assert_eq!(r["symbol"]["file"], "backend/api.py", "{r}");
    let r = in_backend(&["fail", "handler", "y", "--file", "api.py"]);
    assert_eq!(r["symbol"]["file"], "backend/api.py", "{r}");
    let q = in_backend(&["query", "handler", "--file", "backend/api.py"]);
    assert_eq!(q["symbols"][0]["fail_count"], 2, "{q}");
    // A file that exists from neither place stays relative to the current directory.
    let r = in_backend(&["fail", "f", "z", "--file", "new.py"]);
    assert_eq!(r["symbol"]["file"], "backend/new.py", "{r}");
}

#[test]
fn line_of_a_path_from_the_project_root_in_a_subdirectory() {
    let env = Env::new();
    let repo = env.path().join("shop");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join("backend")).unwrap();
    std::fs::write(repo.join("backend/api.py"), "def handler():\n    pass\n").unwrap();
    let out = env
        .cm()
        .current_dir(repo.join("backend"))
        .args([
            "--json",
            "fail",
            "--file",
            "backend/api.py",
            "--line",
            "2",
            "x",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let r: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(r["symbol"]["name"], "handler", "{r}");
    assert_eq!(r["symbol"]["file"], "backend/api.py", "{r}");
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
