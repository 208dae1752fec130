//! `cm query`: one symbol, the riskiest, substrings, a file, and `--inject`.

use serde_json::Value;

use super::stdout;
use crate::common::Env;

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
