//! `cm demo`: the replayed sessions run through the real hooks and print every step, the
//! lessons shown are the ones the runs produced (the error and its fix), and nothing of the
//! user's is read or written.

use predicates::prelude::*;

use crate::common::Env;

/// The error line pytest printed for the failing run, and the fix the green run found.
const ERROR: &str = "AssertionError: assert Decimal('50.82') == Decimal('50.32')";
const FIX: &str = "changed \"subtotal = self.subtotal() - COUPO…\" to \"subtotal = self.subtotal()\"; added \"discounted -= COUPONS.get(coupon, Decima…\" before return discounted.quantize(...)";

fn demo(env: &Env) -> String {
    let out = env.cm().arg("demo").assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

#[test]
fn every_step_is_printed_with_what_cm_answered() {
    let env = Env::new();
    let text = demo(&env);
    for n in 1..=13 {
        assert!(
            text.contains(&format!("\n{n:>2}. ")),
            "step {n} missing:\n{text}"
        );
    }
    assert!(text.contains("Session 1") && text.contains("Session 2"));
    // The gated edit: denied once with the symbol's lessons, then let through.
    let deny = text.find("cm    → denied the edit").expect("a denied edit");
    assert!(text[deny..].contains("Cart.total in cart.py (risk: 11.50, caution)"));
    assert!(text[deny..].contains("(the same edit again, after the lessons)"));
    // The failing run's output, as pytest printed it.
    assert!(text.contains("1 failed, 2 passed in"));
    assert!(text.contains("3 passed in"));
    // The turn ends: cm asks once for the root cause of the fixed failure.
    let stop = text.find("agent → Stop").expect("the Stop step");
    assert!(
        text[stop..].contains("tests failed and were then fixed in this session for Cart.total")
    );
    // Not a terminal: no colour codes.
    assert!(!text.contains('\x1b'), "colour codes in piped output");
}

#[test]
fn the_lessons_shown_are_the_error_and_its_fix() {
    let env = Env::new();
    let text = demo(&env);
    let recorded = text
        .find(&format!(
            "cm recorded #6 x Cart.total: test_coupon_after_discount failed: {ERROR}"
        ))
        .unwrap_or_else(|| panic!("the failure is not recorded:\n{text}"));
    let fixed = text[recorded..]
        .find(&format!(
            "cm noted the fix of #6 Cart.total: fixed by {FIX}"
        ))
        .unwrap_or_else(|| panic!("the fix is not noted:\n{text}"));
    // The next session reads cart.py and gets the lesson with its fix.
    let session2 = text.find("Session 2").unwrap();
    assert!(session2 > recorded + fixed);
    let read = text[session2..]
        .find("PostToolUse Read {\"file_path\":\"cart.py\"}")
        .map(|at| &text[session2 + at..])
        .expect("the read of session 2");
    let shown = read.split("\n\n").next().unwrap();
    assert!(shown.contains(ERROR), "{shown}");
    assert!(shown.contains(&format!("fixed by: {FIX}")), "{shown}");
}

#[test]
fn nothing_of_the_user_is_touched_and_their_settings_do_not_apply() {
    let env = Env::new();
    let home = env.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    let project = env.path().join("mine");
    std::fs::create_dir_all(&project).unwrap();
    // Settings that would silence the gate and shrink the answers, were they read.
    let config = env.path().join("xdg-config").join("code-memory");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("config.toml"), "gate = false\n").unwrap();
    env.cm()
        .arg("demo")
        .env("CODE_MEMORY_GATE_THRESHOLD", "99")
        .env("CODE_MEMORY_MAX_CONTEXT_CHARS", "200")
        .env("CLAUDE_PROJECT_DIR", &project)
        .assert()
        .success()
        .stdout(predicate::str::contains("cm    → denied the edit"))
        .stdout(predicate::str::contains(ERROR));
    assert!(!env.db().exists(), "the user's database was created");
    assert_eq!(std::fs::read_dir(&home).unwrap().count(), 0);
    assert_eq!(std::fs::read_dir(&project).unwrap().count(), 0);
    assert_eq!(std::fs::read_dir(&config).unwrap().count(), 1);
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn kept_project_holds_the_recorded_lessons() {
    let env = Env::new();
    // Kept inside a repository of the user's: the demo project is still its own.
    let git = std::process::Command::new("git")
        .args(["init", "-q"])
        .current_dir(env.path())
        .status()
        .unwrap();
    assert!(git.success());
    let keep = env.path().join("kept");
    let out_of_demo = env
        .cm()
        .args(["demo", "--keep"])
        .arg(&keep)
        .assert()
        .success();
    assert!(keep.join("shop").join("cart.py").is_file());
    let text = String::from_utf8(out_of_demo.get_output().stdout.clone()).unwrap();
    assert!(text.contains("cm    → denied the edit"), "{text}");
    assert!(text.contains(&format!("fixed by: {FIX}")), "{text}");
    let out = env
        .cm()
        .arg("--db")
        .arg(keep.join("cm.db"))
        .args(["-p", "shop", "--json", "query", "Cart.total"])
        .assert()
        .success();
    let v: serde_json::Value = serde_json::from_slice(&out.get_output().stdout).unwrap();
    let lessons = v["symbols"][0]["experiences"].as_array().unwrap();
    let auto = lessons
        .iter()
        .find(|l| l["source"] == "auto" && l["type"] == "fail")
        .expect("the recorded failure");
    assert!(auto["lesson"].as_str().unwrap().contains(ERROR));
    assert!(auto["fix"].as_str().unwrap().starts_with(FIX));
    // A second run refuses to reuse the directory.
    env.cm()
        .args(["demo", "--keep"])
        .arg(&keep)
        .assert()
        .failure()
        .stderr(predicate::str::contains("already exists"));
}
