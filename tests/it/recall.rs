//! The recall benchmark's scenario (benches/recall/scenario.rs) as a test of its targets:
//! precision and recall of the lessons shown, the break → fix lesson shown before the edit in
//! the very next session, no tokens on negative controls, small injections and brief.

#[path = "../../benches/recall/scenario.rs"]
mod scenario;

#[test]
fn recall_targets() {
    let dir = tempfile::tempdir().unwrap();
    let report = scenario::run(std::path::Path::new(env!("CARGO_BIN_EXE_cm")), dir.path());
    let f = report.figures();
    let outcomes = format!("{:#?}", report.outcomes);
    assert!(f.recall >= 0.95, "recall {f:?}\n{outcomes}");
    assert!(f.precision >= 0.9, "precision {f:?}\n{outcomes}");
    assert_eq!(report.first_shown_before_edit, Some(2), "{outcomes}");
    assert_eq!(f.negative_tokens, 0, "{outcomes}");
    // The gate fires once, on the cold edit of the risky symbol, not after the prompt.
    assert_eq!(report.denials, [5], "{outcomes}");
    assert!(f.median_tokens <= 200, "{f:?}");
    assert!(f.brief_max_tokens <= 150, "{f:?}");
}
