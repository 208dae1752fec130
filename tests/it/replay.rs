//! `cm replay` on real sessions (tests/fixtures/replay/: public transcripts cut down with
//! benches/replay/trim.py, and the files of their base commits): the hook calls a session
//! makes, the files set up as the session saw them, the test runs as the transcript recorded
//! them, and what `cm` said and recorded, in process and through another binary's `cm hook`.

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::common::Env;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/replay")
        .join(name)
}

/// `cm --json -p PROJECT replay --tree T TRANSCRIPT [extra...]`, its JSON document.
fn replay(env: &Env, name: &str, project: &str, extra: &[&str]) -> Value {
    let dir = fixture(name);
    let out = env
        .cm()
        .args(["--json", "-p", project, "replay", "--tree"])
        .arg(dir.join("tree"))
        .arg(dir.join("transcript.jsonl"))
        .args(extra)
        .output()
        .expect("cm replay runs");
    assert!(
        out.status.success(),
        "cm replay failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

fn calls(doc: &Value) -> &Vec<Value> {
    doc["sessions"][0]["calls"].as_array().expect("calls")
}

/// The calls of `event` on `tool` whose target is `target`.
fn find<'a>(doc: &'a Value, event: &str, tool: &str, target: &str) -> Vec<&'a Value> {
    calls(doc)
        .iter()
        .filter(|c| c["event"] == event && c["tool"] == tool && c["target"] == target)
        .collect()
}

const DIALOG: &str = "apps/web/src/components/file-browser/ShareDialog.tsx";
const SPEC: &str = "apps/api/src/shares/shares.controller.spec.ts";

#[test]
fn a_claude_session_is_replayed_call_by_call_with_its_files() {
    let env = Env::new();
    let kept = env.path().join("kept");
    let doc = replay(
        &env,
        "claude-jest",
        "cipher-box",
        &["--keep", kept.to_str().unwrap()],
    );
    let session = &doc["sessions"][0];
    assert_eq!(session["agent"], "claude");
    assert_eq!(
        session["session_id"],
        "f7594e2b-a01a-4dde-b65e-7fd0625e8c42"
    );
    assert_eq!(session["original_root"], "/Users/michael/Code/cipher-box");
    let all = calls(&doc);
    assert_eq!(all.first().unwrap()["event"], "SessionStart");
    assert_eq!(all.last().unwrap()["event"], "Stop");
    // Two prompts, a Stop between them (the agent worked after the first).
    let events: Vec<&str> = all.iter().map(|c| c["event"].as_str().unwrap()).collect();
    assert_eq!(
        events.iter().filter(|e| **e == "UserPromptSubmit").count(),
        2
    );
    assert_eq!(events.iter().filter(|e| **e == "Stop").count(), 2);

    // The edit of ShareDialog.tsx: asked before (PreToolUse), reported after with the
    // symbol of its lines.
    assert_eq!(find(&doc, "PreToolUse", "Edit", DIALOG).len(), 1);
    let edit = find(&doc, "PostToolUse", "Edit", DIALOG)[0];
    let e = &edit["edits"][0];
    assert_eq!(e["file"], DIALOG);
    assert!(
        e["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s == "collectChildKeys"),
        "{e}"
    );
    // The spec written whole: every line is new.
    let write = find(&doc, "PostToolUse", "Write", SPEC)[0];
    let lines = &write["edits"][0]["lines"][0];
    assert_eq!(lines[0], 1);
    assert!(lines[1].as_u64().unwrap() > 100, "{lines}");

    // The jest run, as the transcript recorded it (`| tail -50`: exit 0), after edits.
    let runs: Vec<&Value> = all.iter().filter(|c| c.get("run").is_some()).collect();
    assert_eq!(runs.len(), 2);
    let failing = &runs[0]["run"];
    assert_eq!(failing["exit_code"], 0);
    assert_eq!(failing["failed"], false);
    assert!(
        failing["output"]
            .as_str()
            .unwrap()
            .contains("Tests:       13 failed, 36 passed, 49 total")
    );
    assert!(failing["pending_before"].as_u64().unwrap() > 0);
    assert!(
        runs[1]["run"]["output"]
            .as_str()
            .unwrap()
            .contains("49 passed")
    );

    // The files on disk followed the session: the edit's new text, the spec's two edits.
    let tree = kept.join("tree");
    let dialog = std::fs::read_to_string(tree.join(DIALOG)).unwrap();
    assert!(
        dialog
            .contains("Traverses subfolders depth-first, re-wrapping each file and subfolder key")
    );
    let spec = std::fs::read_to_string(tree.join(SPEC)).unwrap();
    assert!(
        spec.contains("overrideGuard(ThrottlerGuard)"),
        "the spec's fix is in place"
    );
    // Nothing of the user's: the replay had its own database.
    assert!(!env.db().exists());
    assert!(kept.join("cm.db").exists());
}

/// What `cm` answered and recorded, per call, without the lesson ids.
fn outcomes(doc: &Value) -> Vec<(String, Option<String>, Vec<String>)> {
    calls(doc)
        .iter()
        .map(|c| {
            let said = c
                .get("answer")
                .map(|a| a["text"].as_str().unwrap().to_string());
            let recorded = c["recorded"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|r| format!("{} {} {} {}", r["kind"], r["symbol"], r["file"], r["text"]))
                .collect();
            (c["event"].as_str().unwrap().to_string(), said, recorded)
        })
        .collect()
}

#[test]
fn another_binary_answers_the_same_as_this_one() {
    let env = Env::new();
    let here = replay(&env, "claude-jest", "cipher-box", &[]);
    let bin = assert_cmd::cargo::cargo_bin("cm");
    let there = replay(
        &env,
        "claude-jest",
        "cipher-box",
        &["--hook-bin", bin.to_str().unwrap()],
    );
    assert_eq!(outcomes(&here), outcomes(&there));
    // The failing run was answered: the model read what cm made of it, or it was recorded.
    let failing = calls(&here)
        .iter()
        .find(|c| {
            c["run"]["output"]
                .as_str()
                .is_some_and(|o| o.contains("13 failed"))
        })
        .unwrap();
    assert_eq!(failing["event"], "PostToolUse");
}

#[test]
fn kept_replays_go_on_from_their_lessons_and_text_names_what_was_recorded() {
    let env = Env::new();
    let kept = env.path().join("kept");
    let k = kept.to_str().unwrap();
    let first = replay(&env, "claude-jest", "cipher-box", &["--keep", k]);
    let recorded: Vec<&Value> = calls(&first)
        .iter()
        .flat_map(|c| c["recorded"].as_array().into_iter().flatten())
        .collect();
    let dir = fixture("claude-jest");
    let out = env
        .cm()
        .args(["-p", "cipher-box", "replay", "--keep", k, "--tree"])
        .arg(dir.join("tree"))
        .arg(dir.join("transcript.jsonl"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("cipher-box session f7594e2b-a01a-4dde-b65e-7fd0625e8c42 (claude"),
        "{text}"
    );
    assert!(text.contains("hook calls"), "{text}");
    if let Some(lesson) = recorded
        .iter()
        .find(|r| r["kind"] == "lesson" && r["outcome"] == "fail")
    {
        // The second replay opens on the first one's lessons.
        let start = &calls(&first)[0];
        assert!(
            start.get("answer").is_none(),
            "a fresh database has no brief"
        );
        let symbol = lesson["symbol"].as_str().unwrap();
        assert!(text.contains(symbol), "{text}");
    }
}

#[test]
fn a_missing_path_or_a_file_of_no_session_is_an_error() {
    let env = Env::new();
    env.cm()
        .args(["replay", "no/such/file.jsonl"])
        .assert()
        .failure()
        .stderr(predicates::str::contains("no such file or directory"));
    let other = env.path().join("other.jsonl");
    std::fs::write(&other, "{\"type\":\"summary\"}\n").unwrap();
    env.cm()
        .arg("replay")
        .arg(&other)
        .assert()
        .failure()
        .stderr(predicates::str::contains("no Claude Code or Codex session"));
}

#[test]
fn a_codex_rollout_is_replayed_with_its_patches_and_exit_codes() {
    let env = Env::new();
    let kept = env.path().join("kept");
    let doc = replay(
        &env,
        "codex-mocha",
        "session-bridge",
        &["--keep", kept.to_str().unwrap()],
    );
    let session = &doc["sessions"][0];
    assert_eq!(session["agent"], "codex");
    assert_eq!(
        session["session_id"],
        "019d6ca5-87df-7a13-9eb0-86e0ea37ebf6"
    );
    assert_eq!(
        session["notes"],
        serde_json::json!([]),
        "every patch applied"
    );
    let all = calls(&doc);
    let events: Vec<String> = all
        .iter()
        .map(|c| {
            format!(
                "{} {}",
                c["event"].as_str().unwrap(),
                c["tool"].as_str().unwrap_or("")
            )
        })
        .collect();
    let patch = ["PreToolUse apply_patch", "PostToolUse apply_patch"];
    let expected: Vec<&str> = [
        &["SessionStart ", "UserPromptSubmit "][..],
        &patch,
        &["PostToolUse Bash"],
        &patch,
        &["PostToolUse Bash"],
        &patch,
        &["PostToolUse Bash", "Stop "],
    ]
    .concat();
    assert_eq!(events, expected);
    // The first patch changed five files; each edit names the symbols of its lines.
    let first = &all[3]["edits"];
    assert_eq!(first.as_array().unwrap().len(), 5);
    assert_eq!(first[0]["file"], "src/checkpoints/models.ts");
    assert!(
        first[0]["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s == "EntireActiveSessionCard")
    );
    // The exit codes come from the rollout's output header, which the hook does not see.
    let runs: Vec<&Value> = all.iter().filter_map(|c| c.get("run")).collect();
    let codes: Vec<&Value> = runs.iter().map(|r| &r["exit_code"]).collect();
    assert_eq!(codes, [&Value::from(1), &Value::from(1), &Value::from(0)]);
    assert!(
        runs.iter()
            .all(|r| !r["output"].as_str().unwrap().starts_with("Exit code:"))
    );
    assert!(runs[0]["pending_before"].as_u64().unwrap() > 0);
    // The work tree holds the patched text.
    let tree =
        std::fs::read_to_string(kept.join("tree/src/components/sessionsTreeView.ts")).unwrap();
    assert!(tree.contains(r#"card.promptPreview === "" ? "" : "·","#));
}

/// One Claude Code Edit as a transcript records it: the tool call, then its result with the
/// file before the edit and the `structuredPatch` hunks.
fn edit_lines(
    root: &Path,
    file: &str,
    old: &str,
    new: &str,
    original: Option<&str>,
    hunks: &Value,
) -> String {
    let path = root.join(file).display().to_string();
    let common = serde_json::json!({"cwd": root, "sessionId": "s-edit", "version": "2.1.49",
        "timestamp": "2026-02-21T16:00:00.000Z"});
    let mut call = common.clone();
    call["type"] = "assistant".into();
    call["message"] = serde_json::json!({"role": "assistant", "content": [{"type": "tool_use",
        "id": "toolu_1", "name": "Edit",
        "input": {"file_path": path, "old_string": old, "new_string": new, "replace_all": false}}]});
    let mut result = common;
    result["type"] = "user".into();
    result["message"] = serde_json::json!({"role": "user", "content": [{"type": "tool_result",
        "tool_use_id": "toolu_1", "content": "The file has been updated successfully."}]});
    result["toolUseResult"] = serde_json::json!({"filePath": path, "oldString": old,
        "newString": new, "originalFile": original, "structuredPatch": hunks,
        "replaceAll": false, "userModified": false});
    format!("{call}\n{result}\n")
}

/// An edit is reported with the symbols of what it changed: a function it deleted, named in
/// the text before the edit (as the hook remembers it), and a function whose doc comment it
/// rewrote.
#[test]
fn a_deleted_function_and_a_rewritten_doc_comment_are_attributed() {
    let env = Env::new();
    let tree = env.path().join("tree");
    std::fs::create_dir_all(&tree).unwrap();
    let before = "package cart\n\n// Total sums the cart.\nfunc Total() int {\n\treturn 0\n}\n\nfunc Len() int {\n\treturn 1\n}\n";
    std::fs::write(tree.join("cart.go"), before).unwrap();
    let root = Path::new("/home/someone/cart");
    let deleted = "package cart\n\n// Total sums the cart.\nfunc Total() int {\n\treturn 0\n}\n";
    let mut transcript = edit_lines(
        root,
        "cart.go",
        "\nfunc Len() int {\n\treturn 1\n}\n",
        "",
        Some(before),
        &serde_json::json!([{"oldStart": 6, "oldLines": 5, "newStart": 6, "newLines": 1,
            "lines": [" }", "-", "-func Len() int {", "-\treturn 1", "-}"]}]),
    );
    transcript.push_str(&edit_lines(
        root,
        "cart.go",
        "// Total sums the cart.",
        "// Total sums the cart, in cents.",
        Some(deleted),
        &serde_json::json!([{"oldStart": 3, "oldLines": 1, "newStart": 3, "newLines": 1,
            "lines": ["-// Total sums the cart.", "+// Total sums the cart, in cents."]}]),
    ));
    let path = env.path().join("session.jsonl");
    std::fs::write(&path, transcript).unwrap();
    let out = env
        .cm()
        .args(["--json", "-p", "cart", "replay", "--tree"])
        .arg(&tree)
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    let edits: Vec<&Value> = find(&doc, "PostToolUse", "Edit", "cart.go")
        .into_iter()
        .map(|c| &c["edits"][0])
        .collect();
    assert_eq!(edits.len(), 2, "{doc}");
    assert_eq!(
        edits[0]["symbols"],
        serde_json::json!(["Len"]),
        "{}",
        edits[0]
    );
    assert_eq!(
        edits[1]["symbols"],
        serde_json::json!(["Total"]),
        "{}",
        edits[1]
    );
}

/// A session that read a file the base has in another version (751 lines where the session
/// saw 760) in windows: each window replaces the lines it matches, not the lines of its
/// numbers, so the file keeps its functions and the later edits (recorded without the file
/// they edited) are named by them.
#[test]
fn read_windows_over_another_version_of_the_file_keep_its_functions() {
    let env = Env::new();
    let kept = env.path().join("kept");
    let doc = replay(
        &env,
        "claude-window",
        "oh-my-posh",
        &["--keep", kept.to_str().unwrap()],
    );
    let file = "src/terminal/writer.go";
    let edits: Vec<&Value> = find(&doc, "PostToolUse", "Edit", file)
        .into_iter()
        .map(|c| &c["edits"][0])
        .collect();
    assert_eq!(edits.len(), 2, "{doc}");
    let named = |e: &Value, name: &str| e["symbols"].as_array().unwrap().contains(&name.into());
    assert!(named(edits[0], "SetColors"), "{}", edits[0]);
    assert!(named(edits[0], "SetProgressTerminals"), "{}", edits[0]);
    assert!(named(edits[1], "progressSupported"), "{}", edits[1]);
    assert!(named(edits[1], "StartProgress"), "{}", edits[1]);
    // The file has the session's length (760 lines by Claude Code's count, 4 removed, 6
    // added) and each function once.
    let text = std::fs::read_to_string(kept.join("tree").join(file)).unwrap();
    assert_eq!(text.lines().count(), 761);
    for f in [
        "func SetColors(",
        "func StartProgress(",
        "func progressSupported(",
    ] {
        assert_eq!(text.matches(f).count(), 1, "{f}");
    }
}

/// An edit recorded without the file it edited, in a base that has a function more than the
/// session's file: its hunks are numbered as in the work tree, where the replacement landed.
#[test]
fn an_edit_without_its_file_is_numbered_where_it_landed() {
    let env = Env::new();
    let tree = env.path().join("tree");
    std::fs::create_dir_all(&tree).unwrap();
    let base = "package cart\n\nfunc Extra() int {\n\treturn 3\n}\n\nfunc Total() int {\n\treturn 0\n}\n\nfunc Len() int {\n\treturn 1\n}\n";
    std::fs::write(tree.join("cart.go"), base).unwrap();
    // The session's file lacked Extra: Len was at lines 7-9.
    let hunks = serde_json::json!([{"oldStart": 7, "oldLines": 3, "newStart": 7, "newLines": 3,
        "lines": [" func Len() int {", "-\treturn 1", "+\treturn 2", " }"]}]);
    let root = Path::new("/home/someone/cart");
    let transcript = edit_lines(root, "cart.go", "\treturn 1", "\treturn 2", None, &hunks);
    let path = env.path().join("session.jsonl");
    std::fs::write(&path, transcript).unwrap();
    let mut cmd = env.cm();
    cmd.args(["--json", "-p", "cart", "replay", "--tree"]);
    let out = cmd.arg(&tree).arg(&path).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    let edit = &find(&doc, "PostToolUse", "Edit", "cart.go")[0]["edits"][0];
    assert_eq!(edit["lines"], serde_json::json!([[12, 12]]), "{edit}");
    assert_eq!(edit["symbols"], serde_json::json!(["Len"]), "{edit}");
}
