//! Unit tests of Claude Code's payloads read into events (a sibling file: they pass 150
//! lines).

use super::*;
use clap::ValueEnum as _;

fn event(json: &str) -> Event {
    Event::try_from(Payload::parse(json).unwrap()).unwrap()
}

#[test]
fn edit_planned() {
    let e = event(
        r#"{"session_id":"s","cwd":"/p","hook_event_name":"PreToolUse","tool_name":"Edit",
            "tool_input":{"file_path":"/p/a.py","old_string":"x = 1","new_string":"x = 2","replace_all":true},
            "tool_use_id":"toolu_1","permission_mode":"default","effort":"high"}"#,
    );
    assert_eq!(
        e,
        Event::EditPlanned {
            path: "/p/a.py".into(),
            edit: PlannedEdit::Replace {
                old: "x = 1".into(),
                new: "x = 2".into(),
                replace_all: true
            }
        }
    );
}

#[test]
fn read_range() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Read",
            "tool_input":{"file_path":"/p/a.py","offset":10,"limit":5},"tool_response":{}}"#,
    );
    assert_eq!(
        e,
        Event::FileRead {
            path: "/p/a.py".into(),
            from: 10,
            to: Some(14)
        }
    );
}

#[test]
fn read_window_is_what_the_tool_returned() {
    let read = |response: &str| {
        event(&format!(
            r#"{{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Read",
            "tool_input":{{"file_path":"/p/a.py"}},"tool_response":{response}}}"#
        ))
    };
    let window = |from, to| Event::FileRead {
        path: "/p/a.py".into(),
        from,
        to,
    };
    // Cut at 2,000 lines of 5,000: only those were read.
    assert_eq!(
        read(r#"{"type":"text","file":{"startLine":1,"numLines":2000,"totalLines":5000}}"#),
        window(1, Some(2000))
    );
    assert_eq!(
        read(r#"{"type":"text","file":{"startLine":1,"numLines":7,"totalLines":7}}"#),
        window(1, None)
    );
    assert_eq!(
        read(r#"{"type":"text","file":{"startLine":40,"numLines":10,"totalLines":100}}"#),
        window(40, Some(49))
    );
    assert_eq!(read("{}"), window(1, None));
}

#[test]
fn failure_exit_code() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PostToolUseFailure","tool_name":"Bash",
            "tool_input":{"command":"pytest -x"},"tool_use_id":"t","error":"Exit code 2\nboom","is_interrupt":false,"duration_ms":5}"#,
    );
    assert_eq!(
        e,
        Event::CommandRan(CommandRun {
            command: "pytest -x".into(),
            exit_code: Some(2),
            output: "boom".into(),
            interrupted: false
        })
    );
}

#[test]
fn unknown_event_and_tool_are_ignored_not_errors() {
    let p = Payload::parse(r#"{"session_id":"s","hook_event_name":"Notification","message":"hi"}"#)
        .unwrap();
    assert_eq!(EventName::of(&p), None);
    assert!(matches!(Event::try_from(p).unwrap(), Event::Ignored { .. }));
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Grep","tool_input":{"pattern":"x"}}"#,
    );
    assert!(matches!(e, Event::Ignored { .. }));
}

#[test]
fn malformed_known_tool_input_is_an_error() {
    let p = Payload::parse(
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"nope":1}}"#,
    )
    .unwrap();
    assert!(Event::try_from(p).is_err());
    assert!(Payload::parse("").is_err());
    assert!(Payload::parse("{not json").is_err());
}

#[test]
fn write_create_counts_lines() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Write",
            "tool_input":{"file_path":"/p/n.py","content":"a\nb\nc\n"},
            "tool_response":{"type":"create","filePath":"/p/n.py","content":"a\nb\nc\n","structuredPatch":[],"originalFile":null}}"#,
    );
    assert_eq!(
        e,
        Event::EditDone {
            path: "/p/n.py".into(),
            done: EditDone::Created { lines: 3 },
            original: None
        }
    );
}

#[test]
fn codex_apply_patch() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PreToolUse","tool_name":"apply_patch",
            "tool_input":{"command":"*** Begin Patch\n*** Add File: a.py\n+x = 1\n*** End Patch\n"}}"#,
    );
    assert_eq!(
        e,
        Event::PatchPlanned(vec![FilePatch::Add {
            path: "a.py".into(),
            lines: 1
        }])
    );
}

#[test]
fn edit_without_a_patch_says_what_it_wrote() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Edit",
            "tool_input":{"file_path":"/p/a.py","old_string":"a","new_string":"b\nc"},"tool_response":{}}"#,
    );
    assert_eq!(
        e,
        Event::EditDone {
            path: "/p/a.py".into(),
            done: EditDone::Replaced {
                old: "a".into(),
                new: "b\nc".into(),
                replace_all: false
            },
            original: None
        }
    );
}

#[test]
fn structured_patch_hunks_become_domain_hunks() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Edit",
            "tool_input":{"file_path":"/p/a.py","old_string":"3","new_string":"three"},
            "tool_response":{"filePath":"/p/a.py","structuredPatch":[{"oldStart":2,"oldLines":3,"newStart":2,"newLines":3,"lines":[" 2","-3","+three"," 4"]}]}}"#,
    );
    assert_eq!(
        e,
        Event::EditDone {
            path: "/p/a.py".into(),
            done: EditDone::Patched(vec![Hunk {
                old_start: 2,
                old_lines: 3,
                new_start: 2,
                new_lines: 3,
                lines: vec![" 2".into(), "-3".into(), "+three".into(), " 4".into()],
            }]),
            original: None
        }
    );
}

/// Every payload captured from a real agent converts without error, and each event cm
/// answers to something it acts on.
#[test]
fn every_captured_payload_is_an_event() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("fixtures")
        .join("hook")
        .join("payloads");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        // Codex's captures live in their own directories, with their own test below.
        if path.is_dir() {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let payload = Payload::parse(&text).unwrap();
        let name = path.display();
        let handled = EventName::of(&payload).is_some();
        match Event::try_from(payload) {
            // SessionEnd: captured, but not an event cm answers.
            Ok(Event::Ignored { .. }) if !handled => seen += 1,
            Ok(Event::Ignored { why }) => panic!("{name}: ignored ({why})"),
            Ok(_) => seen += 1,
            Err(e) => panic!("{name}: {e:#}"),
        }
    }
    assert!(
        seen >= 12,
        "only {seen} payload fixtures in {}",
        dir.display()
    );
}

/// Every hook payload captured from the real Codex CLI (both tool modes, every
/// scenario) converts without error into an event cm acts on; its shell commands carry
/// the output and no exit code, and the test runs among them are judged from that output.
#[test]
fn every_captured_codex_payload_is_an_event() {
    use crate::testrun::{self, Verdict};
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hook/payloads/codex");
    let mut seen = 0;
    let mut runs = Vec::new();
    for scenario in std::fs::read_dir(&dir).unwrap() {
        let scenario = scenario.unwrap().path();
        for entry in std::fs::read_dir(&scenario).unwrap() {
            let path = entry.unwrap().path();
            let file = path.file_name().unwrap().to_string_lossy().to_string();
            // Only the hook payloads: not cm's answers, the model's inputs or the
            // catch-all hook's log.
            if !file.ends_with(".json")
                || ["cm_answers.json", "model_received.json"].contains(&file.as_str())
            {
                continue;
            }
            let name = path.display();
            let payload = Payload::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
            assert!(EventName::of(&payload).is_some(), "{name}");
            let event = Event::try_from(payload).unwrap_or_else(|e| panic!("{name}: {e:#}"));
            match (&event, file.as_str()) {
                (Event::Ignored { why }, _) => panic!("{name}: ignored ({why})"),
                (Event::CommandRan(run), _) => {
                    assert_eq!(run.exit_code, None, "{name}");
                    assert!(!run.output.is_empty(), "{name}");
                    let verdict = testrun::recognise(&run.command, &[])
                        .map(|runner| testrun::judge(runner, run.exit_code, &run.output));
                    runs.push((file.clone(), verdict));
                }
                (Event::PatchDone(files), _) => assert!(!files.is_empty(), "{name}"),
                (_, f) if f.starts_with("post_tool_use") => {
                    panic!("{name}: {event:?}")
                }
                _ => {}
            }
            seen += 1;
        }
    }
    assert!(
        seen >= 50,
        "only {seen} Codex payloads in {}",
        dir.display()
    );
    for (file, verdict) in &runs {
        match file.as_str() {
            "post_tool_use_shell_read.json" => assert_eq!(verdict, &None, "{file}"),
            "post_tool_use_shell_test_pass.json" => {
                assert_eq!(verdict, &Some(Verdict::Passed), "{file}")
            }
            // The failing run, and the slow one seen at the poll that ends it.
            _ => {
                let Some(Verdict::Failed(report)) = verdict else {
                    panic!("{file}: {verdict:?}");
                };
                assert_eq!(report.failed_tests, ["test_apply_discount"], "{file}");
            }
        }
    }
    assert!(runs.len() >= 10, "{runs:?}");
}

#[test]
fn codex_output_strings() {
    let e = event(
        r#"{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"Bash",
            "tool_input":{"command":"python3 -m unittest -q"},"tool_response":"Ran 2 tests in 0.001s\n\nOK\n"}"#,
    );
    assert_eq!(
        e,
        Event::CommandRan(CommandRun {
            command: "python3 -m unittest -q".into(),
            exit_code: None,
            output: "Ran 2 tests in 0.001s\n\nOK\n".into(),
            interrupted: false
        })
    );
    let patch = |response: &str| {
        event(&format!(
            r#"{{"session_id":"s","hook_event_name":"PostToolUse","tool_name":"apply_patch",
                "tool_input":{{"command":"*** Begin Patch\n*** Add File: a.py\n+x = 1\n*** End Patch\n"}},
                "tool_response":{}}}"#,
            serde_json::to_string(response).unwrap()
        ))
    };
    let applied = Event::PatchDone(vec![FilePatch::Add {
        path: "a.py".into(),
        lines: 1,
    }]);
    assert_eq!(
        patch(
            "Exit code: 0\nWall time: 0 seconds\nOutput:\nSuccess. Updated the following files:\nA a.py\n"
        ),
        applied
    );
    assert_eq!(
        patch("Success. Updated the following files:\nA a.py\n"),
        applied
    );
    assert_eq!(
        patch(
            "Exit code: 1\nWall time: 0 seconds\nOutput:\napply_patch verification failed: a.py exists\n"
        ),
        Event::Routine
    );
}

#[test]
fn wire_names_are_the_payload_names() {
    for name in EventName::value_variants() {
        let json = format!(
            r#"{{"session_id":"s","hook_event_name":"{}","tool_name":"Read","tool_input":{{"file_path":"/a"}}}}"#,
            name.wire_name()
        );
        assert_eq!(EventName::of(&Payload::parse(&json).unwrap()), Some(*name));
    }
    assert_eq!(
        EventName::PostToolUseFailure.arg_name(),
        "post-tool-use-failure"
    );
}

/// The wiring runs `cm hook <cm_hook>`: each must be an event this `cm` takes.
#[test]
fn every_wired_hook_is_an_event_name() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("hooks")
        .join("wiring.json");
    let wiring: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let wired: Vec<&str> = wiring["hooks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["cm_hook"].as_str().expect("cm_hook is a string"))
        .collect();
    assert!(!wired.is_empty());
    for arg in wired {
        let name = EventName::from_str(arg, false)
            .unwrap_or_else(|e| panic!("cm_hook {arg:?} is not an event name: {e}"));
        assert_eq!(name.arg_name(), arg);
    }
}

#[test]
fn exit_code_line() {
    assert_eq!(split_exit_code("Exit code 101\nout"), (Some(101), "out"));
    assert_eq!(split_exit_code("weird"), (None, "weird"));
}

/// Claude Code's PowerShell tool (Windows) reports its runs as the Bash tool does.
#[test]
fn powershell_runs_are_command_runs() {
    let command = r"cd D:\oh-my-posh\src; go test ./shell/... 2>&1 | Select-Object -Last 5";
    let input = serde_json::json!({"command": command, "description": "Run the tests"});
    let ok = event(
        &serde_json::json!({"session_id": "s", "hook_event_name": "PostToolUse",
            "tool_name": "PowerShell", "tool_input": input,
            "tool_response": {"stdout": "ok  \tgithub.com/x/shell\t0.2s\r\n", "stderr": "",
                "interrupted": false, "isImage": false}})
        .to_string(),
    );
    assert_eq!(
        ok,
        Event::CommandRan(CommandRun {
            command: command.into(),
            exit_code: Some(0),
            output: "ok  \tgithub.com/x/shell\t0.2s\r\n".into(),
            interrupted: false
        })
    );
    let failed = event(
        &serde_json::json!({"session_id": "s", "hook_event_name": "PostToolUseFailure",
            "tool_name": "PowerShell", "tool_input": input,
            "error": "Exit code 1\r\n--- FAIL: TestInit (0.00s)\r\nFAIL\r\n", "is_interrupt": false})
        .to_string(),
    );
    let Event::CommandRan(run) = failed else {
        panic!("{failed:?}")
    };
    assert_eq!((run.command.as_str(), run.exit_code), (command, Some(1)));
    assert!(
        run.output.contains("--- FAIL: TestInit"),
        "{:?}",
        run.output
    );
}
