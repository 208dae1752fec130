//! `cm stats`.

use super::stdout;
use crate::common::Env;

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
