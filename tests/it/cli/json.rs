//! The JSON documents of the lesson commands, and a closed stdout.

use serde_json::Value;

use super::{EXPERIENCE_KEYS, SYMBOL_KEYS, keys, with};
use crate::common::Env;

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
            "replayed",
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
