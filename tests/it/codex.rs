//! Codex end to end, without Codex: the payloads the real Codex CLI sent in a session
//! (tests/fixtures/hook/payloads/codex, captured by tests/codex/run.sh) replayed through
//! `cm hook ... --agent codex`, in the order Codex sent them.

use std::path::Path;

use serde_json::{Value, json};

use crate::common::{Env, shown};
use crate::hook::{SHOP_PY, Scene, context, denied};

const CALC_PY: &str = "def apply_discount(price, percent):\n    \"\"\"Price after a percentage discount.\"\"\"\n    return price - price * percent / 100\n\n\ndef total(prices):\n    return sum(prices)\n";
const TEST_CALC_PY: &str = "import unittest\n\nfrom calc import apply_discount, total\n\n\nclass CalcTest(unittest.TestCase):\n    def test_apply_discount(self):\n        self.assertEqual(apply_discount(100, 10), 90)\n\n    def test_total(self):\n        self.assertEqual(total([1, 2]), 3)\n";

/// A captured Codex payload (`<mode>[-<scenario>]/<name>.json`) with its project path moved
/// into the scene's project and the scene's session.
fn payload(s: &Scene, name: &str) -> Value {
    let path = format!(
        "{}/tests/fixtures/hook/payloads/codex/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut v: Value =
        serde_json::from_str(&text.replace("/home/user/project", &crate::common::in_json(&s.root)))
            .unwrap();
    v["session_id"] = json!(s.session);
    v
}

/// `cm hook <event> --agent codex`, as `cm install --agent codex` wires it.
fn hook(s: &Scene, event: &str, payload: &Value) -> Option<Value> {
    s.hook_args(&[event, "--agent", "codex"], &payload.to_string())
}

fn replace_in(s: &Scene, file: &str, from: &str, to: &str) {
    let path = s.root.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{text}");
    std::fs::write(&path, text.replace(from, to)).unwrap();
}

/// A Codex session as captured, in each tool mode: the gate holds the patch back once,
/// the failing run (judged from its output: Codex gives no exit code) and the fix are
/// recorded, and Stop asks for the root cause in the form Codex takes.
#[test]
fn a_captured_codex_session_records_the_fail_the_fix_and_the_reminder() {
    for mode in ["plain", "code"] {
        let s = Scene::new();
        s.write("calc.py", CALC_PY);
        s.write("test_calc.py", TEST_CALC_PY);
        s.fails("apply_discount", "calc.py", 4);
        // Lessons are stamped to the second: the seeded ones are older than the failure,
        // else Stop takes them for a root cause written by hand since.
        std::thread::sleep(std::time::Duration::from_millis(1100));
        let at = |name: &str| payload(&s, &format!("{mode}/{name}"));

        assert_eq!(
            hook(&s, "post-tool-use", &at("post_tool_use_shell_read")),
            None
        );
        let reason = denied(&hook(
            &s,
            "pre-tool-use",
            &at("pre_tool_use_apply_patch_denied"),
        ));
        assert!(
            reason.contains("apply_discount (calc.py)"),
            "{mode}: {reason}"
        );
        assert_eq!(
            hook(&s, "pre-tool-use", &at("pre_tool_use_apply_patch")),
            None
        );
        replace_in(
            &s,
            "calc.py",
            "price - price * percent / 100",
            "price * percent / 100",
        );
        let patched = at("post_tool_use_apply_patch");
        assert_eq!(hook(&s, "post-tool-use", &patched), None);

        let text = context(&hook(
            &s,
            "post-tool-use",
            &at("post_tool_use_shell_test_fail"),
        ));
        assert!(
            text.contains("- apply_discount (calc.py)"),
            "{mode}: {text}"
        );
        assert!(
            text.contains("test_apply_discount failed: AssertionError: 10.0 != 90"),
            "{mode}: {text}"
        );

        // The fix: the same patch the other way round (the capture keeps the first only).
        replace_in(
            &s,
            "calc.py",
            "price * percent / 100",
            "price * (100 - percent) / 100",
        );
        let mut fix = patched.clone();
        let command = fix["tool_input"]["command"].as_str().unwrap().to_string();
        fix["tool_input"]["command"] = json!(
            command
                .replace(
                    "-    return price - price * percent / 100",
                    "-    return price * percent / 100"
                )
                .replacen(
                    "+    return price * percent / 100",
                    "+    return price * (100 - percent) / 100",
                    1
                )
        );
        assert_eq!(hook(&s, "post-tool-use", &fix), None);
        let text = context(&hook(
            &s,
            "post-tool-use",
            &at("post_tool_use_shell_test_pass"),
        ));
        assert!(text.contains("recorded the fix"), "{mode}: {text}");
        assert!(text.contains("apply_discount (calc.py)"), "{mode}: {text}");

        let stop = hook(&s, "stop", &at("stop")).expect("a Stop reminder");
        assert_eq!(stop["decision"], "block", "{mode}: {stop}");
        assert!(
            stop["reason"]
                .as_str()
                .unwrap()
                .contains("cm fail apply_discount"),
            "{mode}: {stop}"
        );

        let lessons = s.lessons("apply_discount", "calc.py");
        let auto: Vec<_> = lessons.iter().filter(|e| e["source"] == "auto").collect();
        assert_eq!(
            auto.iter().filter(|e| e["type"] == "fail").count(),
            1,
            "{mode}: {lessons:?}"
        );
        assert_eq!(
            auto.iter().filter(|e| e["type"] == "success").count(),
            1,
            "{mode}: {lessons:?}"
        );
        assert_eq!(s.log(), "", "{mode}: nothing went wrong");
    }
}

/// A run that outlived its first yield is seen once, at the poll that ends it, with only
/// that poll's output: the runner's summary is in it, and the failure is recorded.
#[test]
fn a_long_run_seen_at_its_last_poll_is_recorded() {
    for mode in ["plain-long-running", "code-long-running"] {
        let s = Scene::new();
        s.write("calc.py", CALC_PY);
        s.write("test_calc.py", TEST_CALC_PY);
        let at = |name: &str| payload(&s, &format!("{mode}/{name}"));
        replace_in(
            &s,
            "calc.py",
            "price - price * percent / 100",
            "price * percent / 100",
        );
        assert_eq!(
            hook(&s, "post-tool-use", &at("post_tool_use_apply_patch")),
            None
        );
        let slow = at("post_tool_use_shell_slow_0");
        assert!(
            !slow["tool_response"].as_str().unwrap().contains("started"),
            "{mode}"
        );
        let text = context(&hook(&s, "post-tool-use", &slow));
        assert!(
            text.contains("- apply_discount (calc.py)"),
            "{mode}: {text}"
        );
        // Only the summary line left of the output (an earlier chunk held the rest).
        let mut tail = slow.clone();
        tail["tool_response"] = json!("\nFAILED (failures=1)\n");
        let s2 = Scene::new();
        s2.write("calc.py", CALC_PY);
        let mut patch = payload(&s2, &format!("{mode}/post_tool_use_apply_patch"));
        patch["session_id"] = json!(s2.session);
        replace_in(
            &s2,
            "calc.py",
            "price - price * percent / 100",
            "price * percent / 100",
        );
        assert_eq!(hook(&s2, "post-tool-use", &patch), None);
        tail["cwd"] = json!(s2.root);
        let text = context(&hook(&s2, "post-tool-use", &tail));
        assert!(text.contains("\"the test run failed\""), "{mode}: {text}");
        assert_eq!(s.log(), "", "{mode}");
        assert_eq!(s2.log(), "", "{mode}");
    }
}

/// A run whose output has no summary line says nothing about the code: no lesson.
#[test]
fn a_codex_run_without_a_summary_records_nothing() {
    let s = Scene::new();
    s.write("calc.py", CALC_PY);
    let patch = payload(&s, "plain/post_tool_use_apply_patch");
    replace_in(
        &s,
        "calc.py",
        "price - price * percent / 100",
        "price * percent / 100",
    );
    assert_eq!(hook(&s, "post-tool-use", &patch), None);
    let mut run = payload(&s, "plain/post_tool_use_shell_test_fail");
    run["tool_response"] =
        json!("Traceback (most recent call last):\n  File \"x\", line 1\nKeyboardInterrupt\n");
    assert_eq!(hook(&s, "post-tool-use", &run), None);
    assert!(s.lessons("apply_discount", "calc.py").is_empty());
    assert_eq!(s.log(), "");
}

/// `cm doctor`'s view of Codex's trust, as `--json`: the check named `name`.
fn doctor_check(env: &Env, codex_home: &Path, name: &str) -> Value {
    let out = env
        .cm()
        .env("CODEX_HOME", codex_home)
        .args(["--json", "doctor"])
        .output()
        .unwrap();
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    doc["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no {name} check in {doc:#}"))
        .clone()
}

fn install(env: &Env, codex_home: &Path, extra: &[&str]) -> String {
    let out = env
        .cm()
        .env("CODEX_HOME", codex_home)
        .args(["install", "--agent", "codex"])
        .args(extra)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

/// A path as Codex names it in its `config.toml` keys (its own path of the file, with
/// backslashes on Windows), inside a TOML string.
fn codex_key(path: &Path) -> String {
    let spelled = if cfg!(windows) {
        shown(path).replace('/', "\\")
    } else {
        shown(path)
    };
    spelled.replace('\\', "\\\\")
}

/// Codex runs a project's hooks only when the project and each hook are trusted in
/// `$CODEX_HOME/config.toml`: doctor says which is missing and the one step that fixes
/// it; `cm install --trust` records the hooks' trust as Codex's /hooks does.
#[test]
fn doctor_and_install_tell_the_truth_about_codex_trust() {
    let env = Env::new();
    let codex_home = env.path().join("codex-home");
    let project = std::fs::canonicalize(env.path()).unwrap();
    let config = codex_home.join("config.toml");

    let said = install(&env, &codex_home, &[]);
    assert!(said.contains("open /hooks in Codex"), "{said}");
    assert!(
        said.contains("cm install --agent codex --scope project --trust"),
        "{said}"
    );
    assert!(said.contains("codex exec --trust"), "{said}");
    assert!(!config.exists(), "nothing recorded without --trust");

    let hooks = doctor_check(&env, &codex_home, "codex project hook trust");
    assert_eq!(hooks["status"], "fail", "{hooks:#}");
    let detail = hooks["detail"].as_str().unwrap();
    assert!(detail.starts_with("0/5 of cm's hooks"), "{detail}");
    assert!(
        detail.contains(
            "untrusted: pre_tool_use, post_tool_use, session_start, user_prompt_submit, stop"
        ),
        "{detail}"
    );
    assert!(
        hooks["fix"].as_str().unwrap().contains("/hooks"),
        "{hooks:#}"
    );
    let trust = doctor_check(&env, &codex_home, "codex project trust");
    assert_eq!(trust["status"], "fail", "{trust:#}");
    assert!(
        trust["fix"]
            .as_str()
            .unwrap()
            .contains("codex exec --trust"),
        "{trust:#}"
    );

    // Recorded beside what the user has there already.
    std::fs::create_dir_all(&codex_home).unwrap();
    std::fs::write(&config, "model = \"gpt-5.5\"\n").unwrap();
    let said = install(&env, &codex_home, &["--trust"]);
    assert!(said.contains("that you trust cm's 5 hooks"), "{said}");
    assert!(!said.contains("open /hooks"), "{said}");
    let text = std::fs::read_to_string(&config).unwrap();
    assert!(text.starts_with("model = \"gpt-5.5\"\n"), "{text}");
    assert_eq!(
        text.matches("trusted_hash = \"sha256:").count(),
        5,
        "{text}"
    );
    let hooks_json = project.join(".codex").join("hooks.json");
    assert!(
        text.contains(&format!(
            "[hooks.state.\"{}:stop:0:0\"]",
            codex_key(&hooks_json)
        )),
        "{text}"
    );
    let hooks = doctor_check(&env, &codex_home, "codex project hook trust");
    assert_eq!(hooks["status"], "ok", "{hooks:#}");
    assert!(
        hooks["detail"].as_str().unwrap().starts_with("5/5"),
        "{hooks:#}"
    );
    assert_eq!(
        install(&env, &codex_home, &["--trust"])
            .matches("recorded")
            .count(),
        1
    );
    assert_eq!(
        std::fs::read_to_string(&config).unwrap(),
        text,
        "recording again changes nothing"
    );

    // The project trusted as `codex exec --trust` records it.
    let mut trusted = text;
    trusted.push_str(&format!(
        "\n[projects.\"{}\"]\ntrust_level = \"trusted\"\n",
        codex_key(&project)
    ));
    std::fs::write(&config, &trusted).unwrap();
    assert_eq!(
        doctor_check(&env, &codex_home, "codex project trust")["status"],
        "ok"
    );
    assert!(!install(&env, &codex_home, &[]).contains("codex exec --trust"));

    // A hook changed since it was trusted (here its timeout) is asked about again.
    let wired = std::fs::read_to_string(&hooks_json).unwrap();
    let mut doc: Value = serde_json::from_str(&wired).unwrap();
    doc["hooks"]["Stop"][0]["hooks"][0]["timeout"] = json!(7);
    std::fs::write(&hooks_json, doc.to_string()).unwrap();
    let hooks = doctor_check(&env, &codex_home, "codex project hook trust");
    assert_eq!(hooks["status"], "fail", "{hooks:#}");
    assert!(
        hooks["detail"]
            .as_str()
            .unwrap()
            .contains("modified since trusted: stop"),
        "{hooks:#}"
    );

    // A hook the user turned off is theirs to turn on: a warning.
    std::fs::write(&hooks_json, &wired).unwrap();
    let key = format!("[hooks.state.\"{}:stop:0:0\"]", codex_key(&hooks_json));
    std::fs::write(
        &config,
        trusted.replace(&key, &format!("{key}\nenabled = false")),
    )
    .unwrap();
    let hooks = doctor_check(&env, &codex_home, "codex project hook trust");
    assert_eq!(hooks["status"], "warn", "{hooks:#}");
    assert!(
        hooks["detail"].as_str().unwrap().contains("disabled: stop"),
        "{hooks:#}"
    );

    // --trust is Codex's.
    env.cm().args(["install", "--trust"]).assert().failure();
}

/// A patch that deletes a whole method: Codex sends no old text, so cm rebuilds it from the
/// patch, and the failing run is blamed on the method deleted, not the one above it.
#[test]
fn a_codex_patch_deleting_a_method_blames_that_method() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    replace_in(
        &s,
        "shop.py",
        "        return sum(items) + 1\n\n    def count(self, items):\n        return len(items)\n",
        "        return sum(items) + 1\n",
    );
    let mut patch = payload(&s, "plain/post_tool_use_apply_patch");
    patch["tool_input"]["command"] = json!(
        "*** Begin Patch\n*** Update File: shop.py\n@@ class Cart:\n         return sum(items) + 1\n-\n-    def count(self, items):\n-        return len(items)\n*** End Patch\n"
    );
    patch["tool_response"] = json!(
        "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nM shop.py\n"
    );
    assert_eq!(hook(&s, "post-tool-use", &patch), None);
    let run = payload(&s, "plain/post_tool_use_shell_test_fail");
    let text = context(&hook(&s, "post-tool-use", &run));
    assert!(text.contains("- Cart.count (shop.py)"), "{text}");
    assert!(s.lessons("Cart.total", "shop.py").is_empty());
    assert_eq!(s.log(), "");
}
