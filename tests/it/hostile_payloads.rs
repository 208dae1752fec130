//! Payloads of any size: every event with its text grown to megabytes (a prompt of
//! hundreds of thousands of names, a test run's output, a command, an edit's strings, a
//! written file, a patch, a read file's content, an unknown field). The hook keeps its
//! contract and still answers what it would answer for the same payload made small: it
//! reads only what it needs of each (docs/RELIABILITY.md, "Input bounds").
//!
//! Every `cargo test` runs the short form (2 MB each). The measurement, ignored by default,
//! prints each payload's time at 10 and 64 MB; on the release build:
//! `cargo test --release --test it -- --ignored payloads_of_64_mb --nocapture`.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::hook::{Scene, context};
use crate::hostile::scene_with_lessons;

const MB: usize = 1024 * 1024;

/// One payload: a name, the `cm hook` argument, the stdin, and what its answer must hold
/// (None: any answer, or none, keeps the contract).
struct Big {
    name: &'static str,
    arg: &'static str,
    stdin: String,
    expect: Option<&'static str>,
}

fn base(s: &Scene, event: &str) -> Value {
    json!({
        "session_id": s.session,
        "transcript_path": s.env.path().join("transcript.jsonl"),
        "cwd": s.root,
        "permission_mode": "default",
        "hook_event_name": event,
    })
}

/// `unit` repeated to about `bytes`.
fn grow(unit: impl Fn(usize) -> String, bytes: usize) -> String {
    let mut out = String::with_capacity(bytes + 64);
    let mut i = 0;
    while out.len() < bytes {
        out.push_str(&unit(i));
        i += 1;
    }
    out
}

fn tool(s: &Scene, event: &str, name: &str, input: Value) -> Value {
    let mut p = base(s, event);
    p["tool_name"] = json!(name);
    p["tool_input"] = input;
    p["tool_use_id"] = json!("toolu_01Hc5QJX2BvZ8n4m7kTqW3rd");
    p
}

/// The payloads, by name.
const NAMES: [&str; 11] = [
    "prompt of names",
    "prompt of prose",
    "test run output",
    "test command",
    "command output",
    "edit strings",
    "written file",
    "edit done",
    "read content",
    "apply_patch",
    "unknown field",
];

/// The payload `name` with about `bytes` of text where an agent may put it.
fn payload(s: &Scene, f: &Path, bytes: usize, name: &'static str) -> Big {
    let names = || grow(|i| format!("Cls{i}.meth_{i}() "), bytes);
    let prose = || {
        grow(
            |i| format!("line {i} of a pasted log, nothing here names code. "),
            bytes,
        )
    };
    let pytest = std::fs::read_to_string(format!(
        "{}/crates/testrun/tests/fixtures/pytest/pytest_x.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let noise = || {
        grow(
            |i| format!("tests/test_shop.py::test_case_{i} PASSED\n"),
            bytes,
        )
    };
    let content = || grow(|i| format!("def f_{i}(x):\n    return x + {i}\n\n"), bytes);
    let half = bytes / 2;
    let failed = |command: &str, output: &str| {
        let mut p = tool(
            s,
            "PostToolUseFailure",
            "Bash",
            json!({"command": command, "description": "Run the tests"}),
        );
        p["error"] = json!(format!("Exit code 1\n{output}"));
        p["is_interrupt"] = json!(false);
        p
    };
    let (arg, p, expect) = match name {
        "prompt of names" => {
            let mut p = base(s, "UserPromptSubmit");
            p["prompt"] = json!(format!(
                "{}\nWhy does apply_discount() go below zero?",
                names()
            ));
            ("user-prompt-submit", p, Some("apply_discount"))
        }
        "prompt of prose" => {
            let mut p = base(s, "UserPromptSubmit");
            p["prompt"] = json!(prose());
            ("user-prompt-submit", p, None)
        }
        "test run output" => {
            let (head, tail) = pytest.split_at(pytest.find("=== FAILURES").unwrap_or(0));
            let output = format!("{head}{}{tail}", noise());
            let p = failed("pytest -x", &output);
            (
                "post-tool-use-failure",
                p,
                Some("recorded this failed test run"),
            )
        }
        "test command" => {
            let command = format!("pytest -x {}", grow(|i| format!("tests/t{i}.py "), bytes));
            ("post-tool-use-failure", failed(&command, &pytest), None)
        }
        "command output" => {
            let mut p = tool(
                s,
                "PostToolUse",
                "Bash",
                json!({"command": "cat build.log"}),
            );
            p["tool_response"] = json!({"stdout": noise(), "stderr": "", "interrupted": false});
            ("post-tool-use", p, None)
        }
        "edit strings" => {
            let edit = json!({"file_path": f, "old_string": "x".repeat(half), "new_string": "y".repeat(half)});
            ("pre-tool-use", tool(s, "PreToolUse", "Edit", edit), None)
        }
        "written file" => {
            let write = json!({"file_path": f, "content": content()});
            ("pre-tool-use", tool(s, "PreToolUse", "Write", write), None)
        }
        "edit done" => {
            let mut p = tool(
                s,
                "PostToolUse",
                "Edit",
                json!({"file_path": f, "old_string": "- 9", "new_string": "- 8"}),
            );
            p["tool_response"] = json!({
                "filePath": f, "oldString": "- 9", "newString": "- 8", "originalFile": content(),
                "structuredPatch": [{"oldStart": 1, "oldLines": 1, "newStart": 1, "newLines": 1,
                    "lines": [format!("-{}", "a".repeat(half)), format!("+{}", "b".repeat(half))]}],
                "userModified": false, "replaceAll": false
            });
            ("post-tool-use", p, None)
        }
        "read content" => {
            let mut p = tool(s, "PostToolUse", "Read", json!({"file_path": f}));
            p["tool_response"] =
                json!({"type": "text", "file": {"filePath": f, "content": content()}});
            ("post-tool-use", p, None)
        }
        "apply_patch" => {
            let patch = format!(
                "*** Begin Patch\n*** Update File: {}\n@@\n{}*** End Patch\n",
                f.display(),
                grow(|i| format!("-old line {i}\n+new line {i}\n"), bytes)
            );
            let p = tool(s, "PreToolUse", "apply_patch", json!({"command": patch}));
            ("pre-tool-use", p, None)
        }
        "unknown field" => {
            let mut p = base(s, "SessionStart");
            p["source"] = json!("startup");
            p["extra"] = json!(prose());
            ("session-start", p, None)
        }
        other => panic!("no payload {other}"),
    };
    Big {
        name,
        arg,
        stdin: p.to_string(),
        expect,
    }
}

/// Runs one payload: the contract (exit 0, nothing or one JSON object), and its answer
/// holds what it must. Returns the time it took (printed, never asserted).
fn run(s: &Scene, big: &Big) -> Duration {
    let mut cmd = s.cmd();
    cmd.arg("hook")
        .arg(big.arg)
        .write_stdin(big.stdin.as_bytes())
        .timeout(Duration::from_secs(120));
    let started = Instant::now();
    let out = cmd.output().unwrap();
    let took = started.elapsed();
    assert_eq!(out.status.code(), Some(0), "{}: {out:?}", big.name);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let answer: Option<Value> = (!stdout.trim().is_empty()).then(|| {
        serde_json::from_str(stdout.trim())
            .unwrap_or_else(|e| panic!("{}: not one JSON object ({e}): {stdout}", big.name))
    });
    if let Some(want) = big.expect {
        let text = context(&answer);
        assert!(
            text.contains(want),
            "{}: {want:?} not in {text:?}",
            big.name
        );
    }
    took
}

/// Each payload in a scene whose `shop.py` has lessons and was just edited (so that a
/// failing run records a lesson).
fn each(bytes: usize, mut report: impl FnMut(&Big, Duration)) {
    for name in NAMES {
        let (s, f) = scene_with_lessons();
        s.edit(&f, "- 9\n", "- 8\n");
        let big = payload(&s, &f, bytes, name);
        report(&big, run(&s, &big));
        assert!(!s.log().contains("panic"), "{}", s.log());
    }
}

#[test]
fn payloads_of_two_megabytes_are_answered_by_every_event() {
    let mut seen = 0;
    each(2 * MB, |big, took| {
        seen += 1;
        eprintln!(
            "{:<16} {:>5} KB  {took:?}",
            big.name,
            big.stdin.len() / 1024
        );
    });
    assert_eq!(seen, 11);
}

/// The figures of docs/RELIABILITY.md: each payload at 10 and 64 MB.
#[test]
#[ignore = "a measurement: run on the release build with --nocapture"]
fn payloads_of_64_mb() {
    for size in [10, 64] {
        println!("payload          size      time");
        each(size * MB, |big, took| {
            println!(
                "{:<16} {:>5.1} MB  {:>7.1} ms",
                big.name,
                big.stdin.len() as f64 / MB as f64,
                took.as_secs_f64() * 1000.0
            );
        });
    }
}
