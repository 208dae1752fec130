//! `cm hook` fed what an agent on Windows sends: `C:\Users\...` paths in the payload, the
//! project directory and the runner's output, CRLF in files and output. Paths are read as
//! text, the same on every host: on Linux a drive path is a relative one, so the scratch
//! directory holds a `C:` directory and the hooks, run there, read the files it names. On
//! Windows the project is in the scratch directory, spelled as Windows spells it.

use serde_json::{Value, json};

use crate::common::Env;
use crate::hook::SHOP_PY;

/// The project as the payloads spell it (on Linux, under the scratch directory's `C:`).
#[cfg(not(windows))]
const ROOT: &str = r"C:\Users\me\shop";
const SESSION: &str = "0b6c2a4e-7d1f-4c3b-9e8a-5f4d3c2b1a09";

struct Windows {
    env: Env,
    /// The project directory, as Windows spells it (`C:\Users\...`).
    root: String,
}

impl Windows {
    fn new() -> Windows {
        let env = Env::new();
        #[cfg(not(windows))]
        let root = ROOT.to_string();
        #[cfg(windows)]
        let root = env.path().join("shop").to_string_lossy().into_owned();
        std::fs::create_dir_all(env.path().join(root.replace('\\', "/"))).unwrap();
        Windows { env, root }
    }

    /// The file at `rel` under the project, as Windows spells it.
    fn file(&self, rel: &str) -> String {
        format!(r"{}\{}", self.root, rel.replace('/', r"\"))
    }

    /// Where the project's file `rel` is on this host.
    fn host(&self, rel: &str) -> std::path::PathBuf {
        self.env.path().join(self.root.replace('\\', "/")).join(rel)
    }

    fn write(&self, rel: &str, content: &str) {
        std::fs::write(self.host(rel), content).unwrap();
    }

    fn hook(&self, arg: &str, event: &str, fields: Value) -> Option<Value> {
        self.hook_in(SESSION, arg, event, fields)
    }

    fn hook_in(&self, session: &str, arg: &str, event: &str, fields: Value) -> Option<Value> {
        let Value::Object(fields) = fields else {
            panic!("fields: {fields}")
        };
        let mut p = json!({
            "session_id": session,
            "transcript_path": r"C:\Users\me\.claude\projects\C--Users-me-shop\s.jsonl",
            "cwd": self.root,
            "permission_mode": "default",
            "hook_event_name": event,
        });
        for (k, v) in fields {
            p[k] = v;
        }
        let out = self
            .env
            .cm()
            .env("CLAUDE_PROJECT_DIR", &self.root)
            .args(["hook", arg])
            .write_stdin(p.to_string())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "cm hook must exit 0: {out:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        (!stdout.trim().is_empty()).then(|| serde_json::from_str(stdout.trim()).unwrap())
    }

    fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.host(rel)).unwrap()
    }

    /// Changes `apply_discount`'s last number from `old` to `new` in the CRLF file on disk,
    /// and sends the Edit's PostToolUse as Claude Code on Windows does.
    fn edit(&self, old: &str, new: &str) {
        let original = self.read("shop.py");
        let (old, new) = (format!("- {old}\r\n"), format!("- {new}\r\n"));
        let edited = original.replace(&old, &new);
        self.write("shop.py", &edited);
        let line = |text: &str| text.lines().nth(1).unwrap().to_string();
        let lines = [
            " def apply_discount(price, pct):".to_string(),
            format!("-{}", line(&original)),
            format!("+{}", line(&edited)),
            " ".into(),
            " ".into(),
            " class Cart:".into(),
        ];
        let hunk =
            json!({"oldStart": 1, "oldLines": 5, "newStart": 1, "newLines": 5, "lines": lines});
        let path = self.file("shop.py");
        self.hook(
            "post-tool-use",
            "PostToolUse",
            json!({
                "tool_name": "Edit",
                "tool_input": {"file_path": path, "old_string": old, "new_string": new,
                    "replace_all": false},
                "tool_response": {"filePath": path, "oldString": old, "newString": new,
                    "originalFile": original, "structuredPatch": [hunk], "userModified": false,
                    "replaceAll": false},
                "tool_use_id": "toolu_01WinEd1t",
            }),
        );
    }

    fn lessons(&self, symbol: &str, file: &str) -> Vec<Value> {
        let v = self.env.json(&["query", symbol, "--file", file, "--all"]);
        v["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["name"] == symbol)
            .flat_map(|s| s["experiences"].as_array().unwrap().clone())
            .collect()
    }

    fn log(&self) -> String {
        self.env.settle();
        std::fs::read_to_string(self.env.db().parent().unwrap().join("hook.log"))
            .unwrap_or_default()
    }
}

fn crlf(text: &str) -> String {
    text.replace('\n', "\r\n")
}

/// pytest's report as Windows prints it: its paths under the project at `root`, CRLF line
/// ends.
fn pytest_output(root: &str) -> String {
    let text = crate::common::runner_output("pytest/pytest_x.txt")
        .replace("platform linux", "platform win32")
        .replace("/home/dev/shop/py", root)
        .replace("test_shop.py:5:", &format!(r"{root}\test_shop.py:5:"));
    crlf(&text)
}

#[test]
fn a_windows_session_records_lessons_under_relative_paths() {
    let w = Windows::new();
    w.write("shop.py", &crlf(SHOP_PY));
    w.write("test_shop.py", &crlf("from shop import apply_discount\n"));
    w.edit("9", "8");
    // Git Bash's spelling of the project in the command, Windows' in the output.
    let answer = w.hook(
        "post-tool-use-failure",
        "PostToolUseFailure",
        json!({
            "tool_name": "Bash",
            "tool_input": {"command": format!("cd {} && pytest -x", msys(&w.root))},
            "error": format!("Exit code 1\r\n{}", pytest_output(&w.root)),
            "is_interrupt": false,
            "tool_use_id": "toolu_01WinRun",
        }),
    );
    let text = answer
        .as_ref()
        .and_then(|v| v.pointer("/hookSpecificOutput/additionalContext"))
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no context: {answer:?}\n{}", w.log()))
        .to_string();
    assert!(text.contains("- apply_discount (shop.py)"), "{text}");
    assert!(!text.contains('\r'), "{text:?}");

    let lessons = w.lessons("apply_discount", "shop.py");
    let fails: Vec<&Value> = lessons.iter().filter(|e| e["type"] == "fail").collect();
    assert_eq!(fails.len(), 1, "{lessons:?}\n{}", w.log());
    let lesson = fails[0]["lesson"].as_str().unwrap();
    assert!(lesson.contains("expected 90, got 81"), "{lesson:?}");
    assert!(!lesson.contains('\r'), "{lesson:?}");

    // Another edit, and the same failure run by the PowerShell tool, pytest by its Windows name: the
    // same lesson, counted twice.
    w.edit("8", "7");
    let answer = w.hook(
        "post-tool-use-failure",
        "PostToolUseFailure",
        json!({
            "tool_name": "PowerShell",
            "tool_input": {"command": format!(r"Set-Location {}; .venv\Scripts\pytest.exe -x", w.root)},
            "error": format!("Exit code 1\r\n{}", pytest_output(&w.root)),
            "is_interrupt": false,
            "tool_use_id": "toolu_01WinPwsh",
        }),
    );
    let text = answer
        .as_ref()
        .and_then(|v| v.pointer("/hookSpecificOutput/additionalContext"))
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no context: {answer:?}\n{}", w.log()))
        .to_string();
    assert!(text.contains("same failure 2 times"), "{text}");
    assert_eq!(w.lessons("apply_discount", "shop.py").len(), lessons.len());

    // Another spelling of the file (a lower-case drive, forward slashes, the verbatim
    // prefix) is the same file: reading it in a later session brings its lesson back.
    let lower_drive = format!("{}{}", w.root[..1].to_lowercase(), &w.root[1..]);
    let spellings = [
        format!("{}/shop.py", lower_drive.replace('\\', "/")),
        format!(r"\\?\{}", w.file("shop.py")),
    ];
    for (n, spelling) in spellings.iter().enumerate() {
        let answer = w.hook_in(
            &format!("later-{n}"),
            "post-tool-use",
            "PostToolUse",
            json!({
                "tool_name": "Read",
                "tool_input": {"file_path": spelling},
                "tool_response": {"type": "text", "file": {"filePath": spelling,
                    "content": w.read("shop.py"), "numLines": 10, "startLine": 1, "totalLines": 10}},
                "tool_use_id": "toolu_01WinRead",
            }),
        );
        let text = answer
            .as_ref()
            .and_then(|v| v.pointer("/hookSpecificOutput/additionalContext"))
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("{spelling}: no context: {answer:?}\n{}", w.log()));
        assert!(text.contains("expected 90, got 81"), "{spelling}: {text}");
        assert!(text.contains("shop.py"), "{spelling}: {text}");
        assert!(!text.contains("C:/"), "{spelling}: {text}");
    }
}

/// Git Bash's spelling of a Windows path: `C:\Users\me` is `/c/Users/me`.
fn msys(path: &str) -> String {
    format!(
        "/{}{}",
        path[..1].to_lowercase(),
        path[2..].replace('\\', "/")
    )
}
