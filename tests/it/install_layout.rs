//! `cm install` then `cm install --uninstall`, for every agent with a settings file, on a
//! file laid out each way JSON printers lay one out (one line, 2-space, tab-indented): the
//! install keeps the file's layout and the uninstall gives its bytes back, leaving no backup
//! behind. A file laid out otherwise is given back in the printer's layout, and then the
//! run says where it kept the previous version and why.

use std::fs;
use std::path::{Path, PathBuf};

use serde::Serialize as _;
use serde_json::{Value, json};

use crate::common::{Env, shown};

/// Agents with a settings file, and that file's place in a project.
const AGENTS: [(&str, &str); 5] = [
    ("claude", ".claude/settings.json"),
    ("codex", ".codex/hooks.json"),
    ("gemini", ".gemini/settings.json"),
    ("qwen", ".qwen/settings.json"),
    ("droid", ".factory/settings.json"),
];

/// A settings document of the user's: other settings, another tool's hook, numbers.
fn users_settings() -> Value {
    json!({
        "$schema": "https://json.schemastore.org/claude-code-settings.json",
        "theme": "dark",
        "env": {"FOO": "1", "EMPTY": {}},
        "hooks": {
            "PreToolUse": [
                {"matcher": "Bash", "hooks": [{"type": "command", "command": "guard.sh", "timeout": 10}]}
            ]
        },
        "list": [],
        "numbers": [1.5, -2, 1e3]
    })
}

/// `doc` printed with `indent` per level (serde_json's pretty printer, as `JSON.stringify`
/// with an indent writes it).
fn indented(doc: &Value, indent: &[u8]) -> String {
    let mut out = Vec::new();
    let fmt = serde_json::ser::PrettyFormatter::with_indent(indent);
    let mut ser = serde_json::Serializer::with_formatter(&mut out, fmt);
    doc.serialize(&mut ser).unwrap();
    String::from_utf8(out).unwrap()
}

/// The layouts: name and the file's text.
fn layouts() -> Vec<(&'static str, String)> {
    let doc = users_settings();
    let compact = serde_json::to_string(&doc).unwrap();
    // Python's `json.dumps`: one line, a space after each `:` and `,`.
    let spaced = compact
        .replace("\":", "\": ")
        .replace(",\"", ", \"")
        .replace(",-", ", -")
        .replace(",1", ", 1");
    vec![
        ("compact", compact.clone()),
        ("compact with a final newline", format!("{compact}\n")),
        ("one line, spaced", spaced),
        ("pretty", format!("{}\n", indented(&doc, b"  "))),
        ("4-space", indented(&doc, b"    ")),
        ("tab-indented", format!("{}\n", indented(&doc, b"\t"))),
    ]
}

/// The files in `dir` whose names end in `.bak`.
fn backups(dir: &Path) -> Vec<PathBuf> {
    fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "bak"))
        .collect()
}

#[test]
fn uninstall_gives_every_layout_back_byte_for_byte_and_leaves_no_backup() {
    let mut failures = Vec::new();
    for (agent, file) in AGENTS {
        for (layout, text) in layouts() {
            let env = Env::new();
            let path = env.path().join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(&path, &text).unwrap();
            let case = format!("{agent}, {layout}");

            let out = env
                .cm()
                .args(["install", "--agent", agent])
                .output()
                .unwrap();
            assert!(out.status.success(), "{case}: {out:?}");
            let installed = fs::read_to_string(&path).unwrap();
            let doc: Value = serde_json::from_str(&installed).unwrap();
            assert!(
                !code_memory::install::settings::find_ours(&doc).is_empty(),
                "{case}: {installed}"
            );
            // The install keeps the layout: one line stays one line, indents stay.
            let lines = |t: &str| t.trim_end().lines().count();
            if lines(&text) == 1 && lines(&installed) != 1 {
                failures.push(format!("{case}: install re-indented it:\n{installed}"));
            }
            if text.contains("\n\t") && !installed.contains("\n\t\"hooks\": {") {
                failures.push(format!("{case}: install lost the tabs:\n{installed}"));
            }

            let out = env
                .cm()
                .args(["install", "--agent", agent, "--uninstall"])
                .output()
                .unwrap();
            assert!(out.status.success(), "{case}: {out:?}");
            let stdout = String::from_utf8_lossy(&out.stdout);
            let back = fs::read_to_string(&path).unwrap();
            if back != text {
                failures.push(format!(
                    "{case}: not given back byte for byte:\n{text:?}\n{back:?}"
                ));
            }
            let left = backups(path.parent().unwrap());
            if !left.is_empty() || stdout.contains("saved as") {
                failures.push(format!("{case}: backup left: {left:?}\n{stdout}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A file whose layout cm's printer does not make (odd spacing) cannot keep it: the run
/// that rewrites it keeps the previous version next to it and says where and why.
#[test]
fn a_layout_that_cannot_be_kept_is_backed_up_and_said() {
    for (agent, file) in AGENTS {
        let env = Env::new();
        let path = env.path().join(file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        let text = "{ \"theme\" :  \"dark\",\n    \"env\": {\"FOO\": \"1\"}\n}\n";
        fs::write(&path, text).unwrap();
        let out = env
            .cm()
            .args(["install", "--agent", agent])
            .output()
            .unwrap();
        assert!(out.status.success(), "{agent}: {out:?}");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let bak = path.with_file_name(format!(
            "{}.bak",
            path.file_name().unwrap().to_string_lossy()
        ));
        assert_eq!(fs::read_to_string(&bak).unwrap(), text, "{agent}");
        assert!(
            stdout.contains(&format!("saved as {}", shown(&bak))) && stdout.contains("layout"),
            "{agent}: {stdout}"
        );
        // What cm wrote is in its own layout: the uninstall gives that back, no new backup.
        fs::remove_file(&bak).unwrap();
        let out = env
            .cm()
            .args(["install", "--agent", agent, "--uninstall"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{agent}: {out:?}");
        assert!(backups(path.parent().unwrap()).is_empty(), "{agent}");
        let back: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(
            back,
            serde_json::from_str::<Value>(text).unwrap(),
            "{agent}"
        );
    }
}

/// The same of `cm install --mcp` in each agent's JSON MCP configuration.
#[test]
fn mcp_uninstall_gives_every_layout_back_byte_for_byte() {
    let mut failures = Vec::new();
    for (agent, file) in [
        ("claude", ".mcp.json"),
        ("cursor", ".cursor/mcp.json"),
        ("gemini", ".gemini/settings.json"),
    ] {
        for (layout, text) in layouts() {
            let env = Env::new();
            let path = env.path().join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(&path, &text).unwrap();
            let case = format!("{agent} --mcp, {layout}");
            for args in [
                &["install", "--mcp", "--agent", agent][..],
                &["install", "--mcp", "--agent", agent, "--uninstall"],
            ] {
                let out = env.cm().args(args).output().unwrap();
                assert!(out.status.success(), "{case}: {out:?}");
            }
            let back = fs::read_to_string(&path).unwrap();
            if back != text {
                failures.push(format!("{case}:\n{text:?}\n{back:?}"));
            }
            if !backups(path.parent().unwrap()).is_empty() {
                failures.push(format!("{case}: a backup was left"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
