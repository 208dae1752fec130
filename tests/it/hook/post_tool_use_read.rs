//! PostToolUse Read: the lessons of what the agent reads.

use super::{SHOP_PY, Scene, context};
use serde_json::json;

#[test]
fn read_brings_lessons_once_per_session_until_compacted() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 2);
    s.fails("apply_discount", "shop.py", 1); // risk 4: shown all the same
    // Lines 1-3 hold apply_discount only: its lesson, not Cart's.
    let text = context(&s.read(&f, Some((1, 3))));
    assert!(text.contains("apply_discount lesson 0"), "{text}");
    assert!(!text.contains("Cart.total"), "{text}");
    let text = context(&s.read(&f, None));
    assert!(text.contains("Cart.total lesson"), "{text}");
    assert!(!text.contains("apply_discount"), "shown already: {text}");
    assert_eq!(s.read(&f, None), None, "shown once");
    s.session_start("resume");
    assert_eq!(s.read(&f, None), None, "resume keeps what was shown");
    s.session_start("compact");
    assert!(context(&s.read(&f, Some((6, 2)))).contains("Cart.total lesson"));
}

#[test]
fn a_file_with_only_lessons_under_the_context_threshold_is_not_parsed() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.write(".code-memory.toml", "context_threshold = 5.0\n");
    s.fails("Cart.total", "shop.py", 1); // risk 4
    assert_eq!(s.pre_edit(&f, "sum(items) + 1", "sum(items)"), None);
    assert_eq!(s.read(&f, None), None);
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    let indexed: i64 = conn
        .query_row("SELECT count(*) FROM scan_files", [], |r| r.get(0))
        .unwrap();
    assert_eq!(indexed, 0);
    assert!(!s.full_log().contains(" parse: "), "{}", s.full_log());
    // One more failure lifts it to the context threshold: now it is resolved and shown.
    s.fails("Cart.total", "shop.py", 1);
    assert!(context(&s.pre_edit(&f, "sum(items) + 1", "sum(items)")).contains("Cart.total"));
}

#[test]
fn overloads_are_one_block_and_a_cut_read_is_not_the_whole_file() {
    let s = Scene::new();
    let mut source = String::from(
        "class Api:\n    def get(self, a):\n        return a\n\n    def get(self, a, b):\n        return a + b\n\n    def get(self, a, b, c):\n        return c\n",
    );
    for i in 0..40 {
        source.push_str(&format!("\n\ndef tail_{i}():\n    return {i}\n"));
    }
    let f = s.write("api.py", &source);
    s.fails("Api.get", "api.py", 1);
    s.fails("tail_39", "api.py", 1);
    // Claude Code returned lines 1-20 of the file only.
    let mut p = s.fixture("post_tool_use_read.json");
    p["tool_input"] = json!({"file_path": f});
    p["tool_response"]["file"] =
        json!({"filePath": f, "content": "", "numLines": 20, "startLine": 1, "totalLines": 170});
    let text = context(&s.hook("post-tool-use", &p));
    assert_eq!(text.matches("Api.get in api.py").count(), 1, "{text}");
    assert!(!text.contains("tail_39"), "not read: {text}");
    // The whole file: now tail_39's lesson comes.
    p["tool_response"]["file"] =
        json!({"filePath": f, "content": "", "numLines": 170, "startLine": 1, "totalLines": 170});
    let text = context(&s.hook("post-tool-use", &p));
    assert!(text.contains("tail_39 lesson 0"), "{text}");
    assert!(!text.contains("Api.get"), "shown once: {text}");
}

/// While a background scan holds its lock, the WAL is its batches: a hook leaves it to
/// the scan (folding it back would wait for a batch and pay its fsyncs); with no scan, the
/// next hook trims it as after any write.
#[test]
fn a_hook_leaves_the_wal_of_a_running_scan_to_it() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 1);
    let db = s.env.db();
    let wal = || std::fs::metadata(db.with_file_name("cm.db-wal")).map_or(0, |m| m.len());
    // A writer's pages past the trimming size, its connection still open (so nothing
    // folds them back on close).
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch(
        "PRAGMA wal_autocheckpoint = 0; CREATE TABLE IF NOT EXISTS bulk (b BLOB);
         INSERT INTO bulk VALUES (zeroblob(2000000));",
    )
    .unwrap();
    let grown = wal();
    assert!(grown > 1_000_000, "{grown}");
    let scanning = std::fs::File::create(db.with_file_name("cm.db-scanning")).unwrap();
    scanning.lock().unwrap();
    s.read(&f, None);
    assert!(wal() >= grown, "left to the scan: {} < {grown}", wal());
    // The scan ends: its lock goes with its handle, as a scan's does (`File::unlock` fails
    // under Wine with a lock violation; cm itself never unlocks by hand).
    drop(scanning);
    s.read(&f, None);
    assert!(wal() < grown, "trimmed: {}", wal());
}
