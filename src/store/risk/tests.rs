//! Unit tests of `risk` (a sibling file: they pass 150 lines).

use super::*;

/// `recency_weight` for a last active failure `days` ago (`None`: no active failure).
fn recency_weight(days_since_last_fail: Option<f64>) -> f64 {
    match days_since_last_fail {
        None => 0.0,
        Some(d) if d <= 7.0 => RECENT,
        Some(d) if d <= 30.0 => THIS_MONTH,
        Some(_) => OLDER,
    }
}

/// The v0.3 score, floored at 0 and rounded to two decimals (what users see and compare).
fn score(
    fail_count: i64,
    success_count: i64,
    consecutive_fails: i64,
    days_since_last_fail: Option<f64>,
) -> f64 {
    let raw = fail_count as f64 * 1.0
        + recency_weight(days_since_last_fail) * 1.5
        + consecutive_fails as f64 * 1.5
        - success_count as f64 * 0.3;
    round2(raw.max(0.0))
}

/// Two decimals, so 11.200000000000001 prints and compares as 11.2.
fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

#[test]
fn cm_py_example_scores_caution() {
    // cm.py's example: 4 fails, all after its 1 success, last fail today: 11.20.
    let r = score(4, 1, 4, Some(0.0));
    assert_eq!(r, 11.2);
    assert_eq!(score(4, 1, 3, Some(0.0)), 9.7);
    assert_eq!(level(r), RiskLevel::Caution);
}

#[test]
fn recency_buckets() {
    assert_eq!(recency_weight(None), 0.0);
    assert_eq!(recency_weight(Some(0.0)), 1.0);
    assert_eq!(recency_weight(Some(7.0)), 1.0);
    assert_eq!(recency_weight(Some(7.01)), 0.5);
    assert_eq!(recency_weight(Some(30.0)), 0.5);
    assert_eq!(recency_weight(Some(30.5)), 0.2);
}

#[test]
fn floored_at_zero() {
    assert_eq!(score(0, 5, 0, None), 0.0);
    assert_eq!(score(1, 20, 0, Some(100.0)), 0.0);
}

#[test]
fn levels_at_boundaries() {
    assert_eq!(level(0.0), RiskLevel::Low);
    assert_eq!(level(4.99), RiskLevel::Low);
    assert_eq!(level(5.0), RiskLevel::Medium);
    assert_eq!(level(9.99), RiskLevel::Medium);
    assert_eq!(level(10.0), RiskLevel::Caution);
    assert_eq!(level(14.99), RiskLevel::Caution);
    assert_eq!(level(15.0), RiskLevel::High);
}

#[test]
fn sql_formula_agrees_with_rust() {
    let conn = rusqlite::Connection::open_in_memory().unwrap();
    let sql = format!(
        "SELECT {CURRENT_RISK_SQL} FROM (SELECT ?1 AS fail_count, ?2 AS success_count, \
         ?3 AS consecutive_fails, \
         CASE WHEN ?4 IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-' || ?4 || ' days') END AS last_fail)"
    );
    let cases: &[(i64, i64, i64, Option<f64>)] = &[
        (0, 0, 0, None),
        (1, 0, 1, Some(0.0)),
        (4, 1, 3, Some(1.0)),
        (3, 0, 3, Some(10.0)),
        (3, 2, 0, Some(45.0)),
        (2, 9, 0, Some(3.0)),
        (12, 1, 11, Some(29.0)),
    ];
    for &(f, s, c, d) in cases {
        let got: f64 = conn
            .query_row(&sql, rusqlite::params![f, s, c, d], |r| r.get(0))
            .unwrap();
        assert_eq!(got, score(f, s, c, d), "case {f} {s} {c} {d:?}");
    }
}

#[test]
fn max_decay_bounds_the_drop() {
    for c in 0..5 {
        let fresh = score(c + 1, 0, c, Some(0.0));
        let stale = score(c + 1, 0, c, Some(365.0));
        assert!(fresh - stale <= MAX_DECAY + 1e-9);
    }
}
