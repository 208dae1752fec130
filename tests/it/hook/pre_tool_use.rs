//! PreToolUse: the gate, lessons as context, and which lines an edit or write changes.

use super::{SHOP_PY, Scene, context, denied};
use serde_json::json;

#[test]
fn no_lessons_no_answer_and_no_session_writes() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("other", "other.py", 4);
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    let sessions: i64 = conn
        .query_row("SELECT count(*) FROM hook_sessions", [], |r| r.get(0))
        .unwrap();
    let indexed: i64 = conn
        .query_row("SELECT count(*) FROM scan_files", [], |r| r.get(0))
        .unwrap();
    assert_eq!((sessions, indexed), (0, 0), "the hot path writes nothing");
    assert!(!s.full_log().contains(" parse: "), "{}", s.full_log());
}

#[test]
fn gate_denies_once_then_allows_the_retry() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    let reason = denied(&s.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(reason.contains("Cart.total (shop.py)"), "{reason}");
    assert!(
        reason.contains("Cart.total lesson 3: rounding drops cents"),
        "{reason}"
    );
    assert!(
        reason.contains("[PAST EXPERIENCE — Cart.total in shop.py (risk: 11.50, caution)]"),
        "{reason}"
    );
    assert!(reason.contains("can be re-issued"), "{reason}");
    // The retry goes through; its lessons were shown already, so nothing more is said.
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    // Another session is gated afresh.
    let mut other = Scene {
        session: "other-session".into(),
        ..s
    };
    assert!(other.pre_edit(&f, "sum(items) + 1", "sum(items)").is_some());
    other.session = "third".into();
    // An edit of an unrelated symbol of the same file abstains.
    assert_eq!(
        other.pre_edit(&f, "return len(items)", "return len(list(items))"),
        None
    );
}

#[test]
fn lessons_of_enclosing_symbols_and_of_the_file_apply() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart", "shop.py", 2);
    s.fails("", "shop.py", 2);
    let text = context(&s.pre_edit(&f, "return len(items)", "return len(list(items))"));
    assert!(text.contains("Cart lesson 1"), "{text}");
    assert!(text.contains("shop.py (file-level)"), "{text}");
    // The two file-level lessons differ only in a number: one line with their count.
    assert!(
        text.contains("- lesson 1: rounding drops cents (seen 2 times"),
        "{text}"
    );
    // A top-level function outside the class gets only the file's lessons (already shown).
    assert_eq!(s.pre_edit(&f, "- 9", "- 0"), None);
}

#[test]
fn below_the_gate_lessons_come_as_context_once() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("apply_discount", "shop.py", 2); // risk 6.5
    let text = context(&s.pre_edit(
        &f,
        "    return price - price * pct // 100 - 9",
        "    return 0",
    ));
    assert!(text.contains("apply_discount lesson 1"), "{text}");
    assert_eq!(
        s.pre_edit(
            &f,
            "    return price - price * pct // 100 - 9",
            "    return 0"
        ),
        None
    );
    // One lesson (risk 4) is relevant to the edit as much as many: it is shown.
    s.fails("Cart.count", "shop.py", 1);
    let text = context(&s.pre_edit(&f, "return len(items)", "return 0"));
    assert!(text.contains("Cart.count lesson 0"), "{text}");
}

#[test]
fn gate_and_thresholds_are_configurable() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    // Gate off by environment: the lessons come as context instead.
    let payload = json!({"session_id": "env", "cwd": s.root, "hook_event_name": "PreToolUse", "tool_name": "Edit",
                   "tool_input": {"file_path": f, "old_string": "sum(items) + 1", "new_string": "sum(items)"}});
    let v = s
        .hook_env(
            &["pre-tool-use"],
            &payload.to_string(),
            &[("CODE_MEMORY_GATE", "off")],
        )
        .unwrap();
    assert!(
        v["hookSpecificOutput"]["additionalContext"].is_string(),
        "{v}"
    );
    // Gate off in the project's config file.
    s.write(".code-memory.toml", "gate = false\n");
    let text = context(&s.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(text.contains("Cart.total"), "{text}");
    // A threshold above every risk: silence.
    s.write(
        ".code-memory.toml",
        "context_threshold = 50.0\ngate_threshold = 60\n",
    );
    let fresh = Scene {
        session: "fresh".into(),
        ..s
    };
    assert_eq!(fresh.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    // An invalid config file is logged and the defaults apply: the gate is back.
    fresh.write(".code-memory.toml", "gate = \"sometimes\"\n");
    let fresh = Scene {
        session: "fresh2".into(),
        ..fresh
    };
    denied(&fresh.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(fresh.log().contains("parsing config"), "{}", fresh.log());
}

#[test]
fn write_over_a_file_is_gated_by_what_it_changes() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    // A Write that changes only apply_discount: not gated.
    let only_discount = SHOP_PY.replace(" - 9\n", "\n");
    assert_eq!(s.pre_write(&f, &only_discount), None);
    // A Write that changes Cart.total: gated.
    let reason = denied(&s.pre_write(&f, &SHOP_PY.replace("sum(items) + 1", "sum(items)")));
    assert!(reason.contains("Cart.total"), "{reason}");
    // A new file has no symbols yet: nothing to say.
    assert_eq!(
        s.pre_write(&s.root.join("new.py"), "def f():\n    pass\n"),
        None
    );
}

#[test]
fn notebook_edits_see_file_level_lessons() {
    let s = Scene::new();
    s.write("analysis.ipynb", "{\"cells\": []}");
    s.fails("", "analysis.ipynb", 2);
    let text = context(&s.hook(
        "pre-tool-use",
        &s.fixture("pre_tool_use_notebook_edit.json"),
    ));
    assert!(text.contains("analysis.ipynb (file-level)"), "{text}");
}

#[test]
fn edits_of_a_crlf_file_are_located_like_any_other() {
    let s = Scene::new();
    let crlf = SHOP_PY.replace('\n', "\r\n");
    let f = s.write("shop.py", &crlf);
    s.fails("Cart.total", "shop.py", 4);
    // Claude Code hands the model the file with plain newlines, so a multi-line
    // `old_string` has no `\r` in it.
    let reason = denied(&s.pre_edit(
        &f,
        "    def total(self, items):\n        return sum(items) + 1\n",
        "    def total(self, items):\n        return sum(items)\n",
    ));
    assert!(reason.contains("Cart.total (shop.py)"), "{reason}");
    // A Write of the same file with plain newlines changes one line, not every line.
    let s2 = Scene {
        env: s.env.clone(),
        root: s.root,
        session: "crlf-write".into(),
    };
    let new = SHOP_PY.replace("return len(items)", "return len(items) or 0");
    assert_eq!(s2.pre_write(&f, &new), None);
}

#[test]
fn the_gate_holds_back_only_lessons_not_read_recently() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    // The prompt showed them: the edit right after goes through, without a word more.
    assert!(context(&s.prompt("Fix Cart.total please")).contains("Cart.total lesson"));
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    // Shown longer ago than `gate_recent_calls` tool calls: the gate repeats them.
    let later = Scene {
        session: "later".into(),
        ..s
    };
    later.write(".code-memory.toml", "gate_recent_calls = 2\n");
    assert!(context(&later.read(&f, None)).contains("Cart.total lesson"));
    for _ in 0..3 {
        later.read(&later.root.join("shop.py"), Some((1, 2)));
    }
    let reason = denied(&later.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    assert!(reason.contains("Cart.total lesson"), "{reason}");
}
