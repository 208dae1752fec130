//! SessionStart: the brief, pruning, subdirectories and the scan in the background.

use super::{SHOP_PY, Scene, context, denied};
use serde_json::{Value, json};

#[test]
fn session_start_brief() {
    let s = Scene::new();
    assert_eq!(s.session_start("startup"), None, "no lessons, no brief");
    s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    s.fails("apply_discount", "shop.py", 2);
    let text = context(&s.session_start("startup"));
    assert!(text.contains("Cart.total (shop.py, risk 11.5)"), "{text}");
    assert!(
        text.contains("apply_discount (shop.py, risk 6.5)"),
        "{text}"
    );
    assert!(text.contains("cm fail SYMBOL"), "{text}");
    assert!(!text.contains("shown when their code is read"), "{text}");
    // 150 tokens at most, one line of command help.
    assert!(text.len() <= 600, "{}", text.len());
    assert_eq!(text.matches("cm fail").count(), 1, "{text}");
    // Resume: the conversation has it already.
    assert_eq!(s.session_start("resume"), None);
    assert!(s.session_start("compact").is_some());
    assert!(s.session_start("clear").is_some());
    // A symbol whose file is gone is not named; none left, no brief.
    std::fs::remove_file(s.root.join("shop.py")).unwrap();
    assert_eq!(s.session_start("startup"), None);
}

#[test]
fn session_start_prunes_week_old_sessions() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    denied(&s.pre_edit(&f, "sum(items) + 1", "sum(items)"));
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    conn.execute(
        "UPDATE hook_sessions SET touched_at = '2020-01-01T00:00:00Z'",
        [],
    )
    .unwrap();
    let other = Scene {
        session: "new-one".into(),
        ..s
    };
    other.session_start("startup");
    let gated: i64 = conn
        .query_row("SELECT count(*) FROM hook_gated", [], |r| r.get(0))
        .unwrap();
    assert_eq!(gated, 0);
}

#[test]
fn no_brief_when_nothing_is_risky() {
    let s = Scene::new();
    s.cm(&[
        "ok",
        "Cart.total",
        "works with an empty list",
        "--file",
        "shop.py",
    ]);
    assert_eq!(s.session_start("startup"), None, "only successes: no brief");
    s.fails("Cart.total", "shop.py", 1);
    let id = s.lessons("Cart.total", "shop.py")[0]["id"].to_string();
    s.cm(&["resolve", &id]);
    assert_eq!(
        s.session_start("startup"),
        None,
        "failures all resolved: no brief"
    );
}

#[test]
fn a_session_started_in_a_subdirectory_shares_the_repository_paths() {
    let top = Scene::new();
    std::fs::create_dir_all(top.root.join(".git")).unwrap();
    let s = Scene {
        env: top.env.clone(),
        root: top.root.join("backend"),
        session: top.session.clone(),
    };
    let f = s.write("shop.py", SHOP_PY);
    // Typed in backend/, as the hooks suggest: stored as backend/shop.py.
    s.fails("Cart.total", "shop.py", 3);
    assert_eq!(s.lessons("Cart.total", "shop.py").len(), 3);
    // Claude Code was started in backend/ (CLAUDE_PROJECT_DIR): the same file.
    let text = context(&s.read(&f, None));
    assert!(text.contains("Cart.total in backend/shop.py"), "{text}");
}

/// SessionStart scans nothing on its answer's path: the scan it begins after its answer
/// indexes the project, so the first Read of a file is answered from the index.
#[test]
fn the_scan_session_start_has_no_time_for_goes_on_in_the_background() {
    let s = Scene::new();
    for i in 0..30 {
        s.write(
            &format!("pkg/m{i}.py"),
            &format!("def f{i}(x):\n    return x + {i}\n"),
        );
    }
    s.fails("f7", "pkg/m7.py", 1);
    let mut p = s.base("SessionStart");
    p["source"] = json!("startup");
    s.hook_env(&["session-start"], &p.to_string(), &[]);
    // Files in the project index (`cm map` refuses to map no index at all).
    let indexed = || -> usize {
        let out = s
            .env
            .cm()
            .current_dir(&s.root)
            .args(["map", "--json", "--budget", "100000"])
            .output()
            .unwrap();
        serde_json::from_slice::<Value>(&out.stdout)
            .map_or(0, |map| map["files"].as_array().map_or(0, Vec::len))
    };
    let started = std::time::Instant::now();
    while indexed() < 30 {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(60),
            "the background scan indexed {} of 30 files",
            indexed()
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(s.log().is_empty(), "{}", s.log());
}
