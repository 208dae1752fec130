//! `cm resolve` and `cm deactivate`.

use super::stdout;
use crate::common::Env;

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
