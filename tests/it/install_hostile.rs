//! `cm install` on hostile settings files: numbers no `f64` holds, `-0.0`, escapes, odd
//! layouts, a user's own `timeout` and `statusMessage` on cm's entries, comments, files too
//! deep or too big. What cm does not own is kept byte for byte where the file is laid out
//! as a JSON printer lays it out (and as its value otherwise); uninstall gives the file
//! back as it was, or removes the file that held nothing else.

use std::fs;
use std::path::PathBuf;

use serde_json::Value;

use crate::common::{Env, shown};

fn settings(env: &Env) -> PathBuf {
    env.path().join(".claude").join("settings.json")
}

fn put(env: &Env, text: &str) -> PathBuf {
    let path = settings(env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, text).unwrap();
    path
}

fn install(env: &Env) {
    env.cm().arg("install").assert().success();
}

fn uninstall(env: &Env) {
    env.cm().args(["install", "--uninstall"]).assert().success();
}

/// A settings file as Claude Code writes one (two spaces), with what a careless rewrite
/// would change: numbers past `f64`, `-0.0`, `1.50`, an exponent, escapes, unknown keys,
/// another tool's hooks with numbers of their own.
const HOSTILE: &str = r#"{
  "big": 12345678901234567890123,
  "negativeZero": -0.0,
  "price": 1.50,
  "exponent": 1E+2,
  "tiny": 5e-324,
  "escaped": "caf\u00e9 \/ \ud83d\ude00",
  "unknownTool": {
    "nested": [
      18446744073709551616,
      -9223372036854775809,
      0.1
    ]
  },
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "guard.sh",
            "timeout": 2.50
          }
        ]
      }
    ]
  },
  "cleanupPeriodDays": 30
}
"#;

#[test]
fn numbers_escapes_and_unknown_keys_survive_install_and_uninstall_byte_for_byte() {
    let env = Env::new();
    let path = put(&env, HOSTILE);
    install(&env);
    let installed = fs::read_to_string(&path).unwrap();
    for kept in [
        "\"big\": 12345678901234567890123,",
        "\"negativeZero\": -0.0,",
        "\"price\": 1.50,",
        "\"exponent\": 1E+2,",
        "\"tiny\": 5e-324,",
        r#""escaped": "caf\u00e9 \/ \ud83d\ude00","#,
        "      18446744073709551616,\n      -9223372036854775809,\n      0.1\n",
        "\"timeout\": 2.50",
    ] {
        assert!(installed.contains(kept), "{kept:?} lost:\n{installed}");
    }
    // Every line of the file that is not cm's is still there, in order.
    let mut lines = installed.lines();
    for line in HOSTILE.lines().filter(|l| !l.trim().is_empty()) {
        assert!(
            lines.any(|l| l.trim_end_matches(',') == line.trim_end_matches(',')),
            "{line:?} lost or moved:\n{installed}"
        );
    }
    install(&env);
    assert_eq!(fs::read_to_string(&path).unwrap(), installed, "idempotent");
    uninstall(&env);
    assert_eq!(fs::read_to_string(&path).unwrap(), HOSTILE);
}

#[test]
fn layouts_are_kept_tabs_four_spaces_a_byte_order_mark_no_final_newline() {
    for original in [
        "{\n\t\"model\": \"opus\",\n\t\"n\": [\n\t\t1.0\n\t]\n}\n",
        "{\n    \"model\": \"opus\",\n    \"env\": {\n        \"A\": \"1\"\n    }\n}",
        "\u{feff}{\n  \"model\": \"opus\"\n}\n",
    ] {
        let env = Env::new();
        let path = put(&env, original);
        install(&env);
        let installed = fs::read_to_string(&path).unwrap();
        let indent = &original[original.find('\n').unwrap() + 1..]
            .chars()
            .take_while(|c| c.is_whitespace())
            .collect::<String>();
        assert!(
            installed.contains(&format!("\n{indent}\"hooks\": {{\n{indent}{indent}\"")),
            "{indent:?} not kept:\n{installed}"
        );
        uninstall(&env);
        assert_eq!(fs::read_to_string(&path).unwrap(), original);
    }
}

/// A file on one line keeps every value, key and order, and stays on one line.
#[test]
fn a_compact_file_keeps_its_values() {
    let env = Env::new();
    let original = r#"{"a":1.10,"b":{"c":[-0.0,123456789012345678901234567890]},"hooks":{}}"#;
    let path = put(&env, original);
    install(&env);
    let installed = fs::read_to_string(&path).unwrap();
    assert!(!installed.contains('\n'), "{installed}");
    uninstall(&env);
    let back = fs::read_to_string(&path).unwrap();
    assert_eq!(
        back, r#"{"a":1.10,"b":{"c":[-0.0,123456789012345678901234567890]}}"#,
        "no final newline, as it had none; the emptied `hooks` goes with cm's entries"
    );
}

#[test]
fn a_users_timeout_and_status_message_on_cms_entries_survive_a_reinstall() {
    let env = Env::new();
    let path = put(&env, "{}\n");
    install(&env);
    let mut doc: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    let handler = &mut doc["hooks"]["PreToolUse"][0]["hooks"][0];
    handler["timeout"] = serde_json::json!(30);
    handler["statusMessage"] = serde_json::json!("Checking past failures…");
    doc["hooks"]["Stop"][0]["hooks"][0]["timeout"] = serde_json::json!(12.5);
    let edited = serde_json::to_string_pretty(&doc).unwrap() + "\n";
    fs::write(&path, &edited).unwrap();
    install(&env);
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        edited,
        "nothing to change"
    );
    // A moved binary is a change: the user's values still stay.
    let moved = edited.replace(
        &shown(&fs::canonicalize(assert_cmd::cargo::cargo_bin("cm")).unwrap()),
        "/gone/bin/cm",
    );
    assert_ne!(moved, edited);
    fs::write(&path, &moved).unwrap();
    install(&env);
    assert_eq!(fs::read_to_string(&path).unwrap(), edited);
}

#[test]
fn comments_trailing_commas_depth_and_size_are_refused_unchanged() {
    let deep = format!("{}1{}", "{\"a\":".repeat(200), "}".repeat(200));
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(50 * 1024 * 1024));
    for (text, says) in [
        ("{\n  // mine\n  \"model\": \"opus\"\n}\n", "not valid JSON"),
        ("{\n  \"model\": \"opus\",\n}\n", "not valid JSON"),
        ("{\"a\": 1e999}", "not valid JSON"),
        ("[]", "not a JSON object"),
        (
            deep.as_str(),
            "nested deeper than cm reads settings (128 levels)",
        ),
        (big.as_str(), "larger than 16 MiB"),
    ] {
        let env = Env::new();
        let path = put(&env, text);
        for args in [&["install"][..], &["install", "--uninstall"]] {
            let out = env.cm().args(args).output().unwrap();
            assert!(!out.status.success(), "{args:?} on {:.60}", text);
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(err.contains(says), "{says:?} not in {err}");
            assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        }
        assert!(fs::read_to_string(&path).unwrap() == text, "changed");
        assert!(!path.with_file_name("settings.json.bak").exists());
    }
}

/// `cm install --mcp` edits a JSON file full of other state (Claude Code's own
/// `~/.claude.json` in user scope): numbers, order and other servers stay.
#[test]
fn mcp_registration_keeps_the_rest_of_the_file() {
    let env = Env::new();
    let path = env.path().join(".mcp.json");
    let original = "{\n  \"mcpServers\": {\n    \"other\": {\n      \"command\": \"x\",\n      \"timeout\": 1.50\n    }\n  },\n  \"firstStartTime\": 17330000000000000000001,\n  \"zero\": -0.0\n}\n";
    fs::write(&path, original).unwrap();
    env.cm().args(["install", "--mcp"]).assert().success();
    let installed = fs::read_to_string(&path).unwrap();
    assert!(installed.contains("\"timeout\": 1.50"), "{installed}");
    assert!(installed.contains("17330000000000000000001"), "{installed}");
    assert!(installed.contains("\"cm\": {"), "{installed}");
    env.cm()
        .args(["install", "--mcp", "--uninstall"])
        .assert()
        .success();
    assert_eq!(fs::read_to_string(&path).unwrap(), original);
}
