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

mod track_record {
    use crate::hook::{SHOP_PY, Scene, context};

    const SAME: &str = "test_apply_discount failed: AssertionError: expected 90, got 81";

    fn output(name: &str) -> String {
        std::fs::read_to_string(format!(
            "{}/crates/testrun/tests/fixtures/{name}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap()
    }

    /// A session that reads the lesson, changes the code and fails the same way again.
    fn repeat_the_mistake(s: &Scene, change: (&str, &str)) {
        let f = s.root.join("shop.py");
        assert!(context(&s.read(&f, None)).contains(SAME));
        s.edit(&f, change.0, change.1);
        s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt"));
    }

    #[test]
    fn a_lesson_that_never_helps_is_demoted_and_why_says_so() {
        let s = Scene::new();
        s.write("shop.py", SHOP_PY);
        s.write("test_shop.py", "from shop import apply_discount\n");
        s.cm(&["fail", "apply_discount", SAME, "--file", "shop.py"]);
        s.cm(&[
            "fail",
            "apply_discount",
            "pct is a percentage, not a fraction",
            "--file",
            "shop.py",
            "--detail",
            "divide by 100 once",
        ]);
        let id = s
            .lessons("apply_discount", "shop.py")
            .iter()
            .find(|l| l["lesson"] == SAME)
            .unwrap()["id"]
            .to_string();
        repeat_the_mistake(&s, ("- 9\n", "- 8\n"));
        assert!(!s.cm(&["query", "apply_discount"]).contains("demoted"));
        let again = Scene {
            session: "second".into(),
            ..s
        };
        repeat_the_mistake(&again, ("- 8\n", "- 7\n"));
        let query = again.cm(&["query", "apply_discount"]);
        assert!(
            query.contains("demoted: the same failure came back 2 times"),
            "{query}"
        );
        let why = again.cm(&["why", "apply_discount", "--file", "shop.py"]);
        assert!(
            why.contains(&format!("#{id} ")) && why.contains("ranked last, demoted"),
            "{why}"
        );
        // A third session reads the demoted lesson after the one that has a fix.
        let third = Scene {
            session: "third".into(),
            ..again
        };
        let text = context(&third.read(&third.root.join("shop.py"), None));
        let (good, bad) = (
            text.find("pct is a percentage").unwrap(),
            text.find(SAME).unwrap(),
        );
        assert!(good < bad, "{text}");
        // A person's word: it helped after all; then, that it is wrong.
        let v = third.cm(&["--json", "feedback", &id, "helped"]);
        assert!(
            v.contains("\"demoted\": false") || v.contains("\"demoted\":false"),
            "{v}"
        );
        third.cm(&[
            "feedback",
            &id,
            "wrong",
            "--note",
            "the real cause was the rounding",
        ]);
        assert!(
            third
                .cm(&["query", "apply_discount"])
                .contains("demoted: marked wrong")
        );
        let why = third.cm(&["why", "apply_discount", "--session", &third.session]);
        assert!(why.contains("seen in this session already"), "{why}");
    }

    #[test]
    fn search_finds_lessons_by_their_words() {
        let s = Scene::new();
        s.cm(&[
            "fail",
            "validate",
            "JWT expiry not handled",
            "--file",
            "auth.py",
            "--detail",
            "check exp",
        ]);
        s.cm(&["fail", "total", "rounding drops cents", "--file", "shop.py"]);
        let v: serde_json::Value =
            serde_json::from_str(&s.cm(&["--json", "search", "jwt expiry"])).unwrap();
        let found = v["lessons"].as_array().unwrap();
        assert_eq!(found.len(), 1, "{v}");
        assert_eq!(found[0]["symbol"]["name"], "validate");
        assert!(
            s.cm(&["search", "cents", "--file", "auth.py"])
                .contains("no lessons match")
        );
        assert!(s.cm(&["search", "cents"]).contains("rounding drops cents"));
        let v: serde_json::Value =
            serde_json::from_str(&s.cm(&["--json", "search", "jwt cents", "--limit", "1"]))
                .unwrap();
        assert_eq!(v["lessons"].as_array().unwrap().len(), 1);
        // An edited lesson's words follow it (the index is kept by triggers).
        let id = s.lessons("total", "shop.py")[0]["id"].to_string();
        s.cm(&["deactivate", &id]);
        assert!(s.cm(&["search", "cents"]).contains("no lessons match"));
    }
}
