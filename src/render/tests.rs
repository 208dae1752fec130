//! Unit tests of `render` (a sibling file: they pass 150 lines).

use super::*;
use crate::store::{RiskLevel, Source, Status};

fn stats(name: &str, file: &str, risk: f64, level: RiskLevel) -> SymbolStats {
    SymbolStats {
        id: 1,
        project: "p".into(),
        file: file.into(),
        name: name.into(),
        fail_count: 2,
        success_count: 0,
        last_fail: None,
        last_success: None,
        risk_score: risk,
        risk_level: level,
    }
}

fn exp(id: i64, kind: Outcome, lesson: &str, detail: Option<&str>, day: &str) -> Lesson {
    Lesson {
        id,
        uid: format!("u{id}"),
        symbol_id: 1,
        outcome: kind,
        lesson: lesson.into(),
        detail: detail.map(Into::into),
        session_id: None,
        status: Status::Active,
        source: Source::Manual,
        created_at: format!("{day}T10:00:00Z"),
        occurrences: 1,
        last_seen_at: format!("{day}T10:00:00Z"),
        fix: None,
        status_note: None,
        stale: false,
    }
}

/// The blocks of `tests/fixtures/render/`: a method with a repeated failure, a success
/// and a multi-line detail; a file-level lesson; a symbol recorded without a file.
fn golden_blocks() -> Vec<Block> {
    let mut repeated = exp(
        9,
        Outcome::Fail,
        "JWT expiry not handled",
        Some("check refresh_token before validate"),
        "2026-07-21",
    );
    repeated.occurrences = 2;
    repeated.last_seen_at = "2026-07-22T08:00:00Z".into();
    vec![
        Block {
            moved_from: None,
            symbol: stats(
                "AuthService.validate",
                "auth/service.py",
                11.2,
                RiskLevel::Caution,
            ),
            lessons: vec![
                exp(
                    12,
                    Outcome::Fail,
                    "JWT expiry not handled",
                    Some("check refresh_token before validate"),
                    "2026-07-24",
                ),
                exp(
                    11,
                    Outcome::Success,
                    "passed after UTC normalization",
                    None,
                    "2026-07-23",
                ),
                exp(
                    10,
                    Outcome::Fail,
                    "timezone-naive\ndatetime comparison",
                    Some("compare in UTC\n  everywhere"),
                    "2026-07-22",
                ),
                repeated,
            ],
        },
        Block {
            moved_from: None,
            symbol: stats("", "auth/service.py", 6.5, RiskLevel::Medium),
            lessons: vec![exp(
                8,
                Outcome::Fail,
                "imports must stay lazy",
                None,
                "2026-07-20",
            )],
        },
        Block {
            moved_from: None,
            symbol: stats("Session.refresh", "", 5.0, RiskLevel::Medium),
            lessons: vec![exp(7, Outcome::Fail, "token reused", None, "2026-07-19")],
        },
    ]
}

fn expected(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
        .join("render")
        .join(name);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .trim_end()
        .to_string()
}

#[test]
fn golden_all_lessons() {
    let (text, ids) = blocks(&golden_blocks(), Options::default());
    assert_eq!(text, expected("all.expected"));
    assert_eq!(ids, [12, 9, 11, 10, 8, 7]);
}

#[test]
fn golden_budget_and_per_symbol() {
    let options = Options {
        budget: Some(500),
        per_symbol: Some(2),
    };
    let (text, ids) = blocks(&golden_blocks(), options);
    assert_eq!(text, expected("budgeted.expected"));
    assert_eq!(ids, [12, 9, 11]);
}

#[test]
fn budget_names_what_is_left_out() {
    let many: Vec<Block> = (0..30)
        .map(|i| Block {
            moved_from: None,
            symbol: stats(&format!("f{i}"), "shop.py", 12.0, RiskLevel::Caution),
            lessons: vec![exp(i, Outcome::Fail, &"x".repeat(150), None, "2026-11-20")],
        })
        .collect();
    let options = Options {
        budget: Some(1000),
        per_symbol: Some(5),
    };
    let (text, ids) = blocks(&many, options);
    assert!(text.len() <= 1000, "{}", text.len());
    assert!(
        text.contains("more symbol(s) with lessons: cm query f"),
        "{text}"
    );
    assert!(!ids.is_empty() && ids.len() < 30);
    let (all, ids) = blocks(&many, Options::default());
    assert_eq!(ids.len(), 30);
    assert!(!all.contains("more symbol(s)"));
}

#[test]
fn near_duplicates_are_one_line_with_a_count() {
    let b = Block {
        moved_from: None,
        symbol: stats("f", "a.py", 4.0, RiskLevel::Low),
        lessons: vec![
            exp(3, Outcome::Fail, "expected 3, got 4", None, "2026-07-24"),
            exp(2, Outcome::Fail, "Expected 10, got 12", None, "2026-07-23"),
            exp(1, Outcome::Fail, "expected a list", None, "2026-07-22"),
        ],
    };
    let (text, ids) = blocks(&[b], Options::default());
    assert!(text.contains("- expected 3, got 4 (seen 2 times"), "{text}");
    assert!(text.contains("- expected a list (2026-07-22)"), "{text}");
    assert_eq!(ids, [3, 2, 1]);
}

#[test]
fn names_and_commands() {
    let file = stats("", "a b.py", 1.0, RiskLevel::Low);
    assert_eq!(display_name(&file), "a b.py (file-level)");
    assert_eq!(query_command(&file), "cm query --file 'a b.py'");
    let method = stats("Cart.total", "shop.py", 1.0, RiskLevel::Low);
    assert_eq!(display_name(&method), "Cart.total");
    assert_eq!(query_command(&method), "cm query Cart.total --file shop.py");
}
