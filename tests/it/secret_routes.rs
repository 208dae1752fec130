//! Every secret kind of the corpus, through every route text takes out of `cm`: the hook
//! answer that shows a lesson, the hook log, `--json` and text output of `query`, `why`,
//! `search` and `stats`, and the database file itself. One case per kind, the contexts
//! taken in turn (prose, test output, URL or header, quoted with spaces).

use std::collections::BTreeSet;

use serde_json::json;

use crate::hook::Scene;
use crate::secret_corpus::{SecretCase, assert_no_secret, secret_cases};

/// One case per kind, each kind in the next context of the four.
fn one_per_kind() -> Vec<SecretCase> {
    let all = secret_cases();
    let kinds: BTreeSet<&str> = all.iter().map(|c| c.kind.as_str()).collect();
    let contexts = ["prose", "test_output", "url_or_header", "quoted"];
    kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| {
            let of_kind: Vec<&SecretCase> = all.iter().filter(|c| c.kind == *kind).collect();
            of_kind
                .iter()
                .find(|c| c.context == contexts[i % 4])
                .unwrap_or(&of_kind[0])
                .to_owned()
                .clone()
        })
        .collect()
}

#[test]
fn no_secret_leaves_by_any_route() {
    let s = Scene::new();
    let cases = one_per_kind();
    assert!(cases.len() >= 60, "{}", cases.len());
    let mut outputs: Vec<(usize, String)> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let file = format!("f{i}.py");
        let f = s.write(&file, "def f():\n    return 1\n");
        // Recorded as the lesson (file-level) and as the detail of a symbol's lesson.
        s.cm(&["fail", "--file", &file, &case.text]);
        let recorded = s.cm(&[
            "--json",
            "fail",
            "f",
            "probe lesson",
            "--file",
            &file,
            "--detail",
            &case.text,
        ]);
        outputs.push((i, recorded));
        // The hook answer of a read of the file, in a new session: the lessons are shown.
        let mut read = s.fixture("post_tool_use_read.json");
        read["session_id"] = json!(format!("routes-{i}"));
        read["tool_input"]["file_path"] = json!(f);
        let answer = s.hook("post-tool-use", &read);
        let answer = answer.map(|v| v.to_string()).unwrap_or_default();
        assert!(
            answer.contains("PAST EXPERIENCE"),
            "{}: {answer}",
            case.kind
        );
        outputs.push((i, answer));
        // A payload the hook cannot read, holding the secret: its log line.
        let bad = json!({"session_id": "s", "hook_event_name": "PreToolUse", "tool_name": "Edit",
                         "cwd": s.root, "tool_input": {"old_string": case.text, "file_path": 7}});
        assert_eq!(s.hook_raw(Some("pre-tool-use"), &bad.to_string()), None);
        for args in [
            vec!["why", "", "--file", &file],
            vec!["--json", "why", "f", "--file", &file],
            vec!["--json", "query", "f", "--file", &file, "--all"],
        ] {
            outputs.push((i, s.cm(&args)));
        }
    }
    // Routes over everything at once.
    let everything: Vec<String> = [
        vec!["query", "--all"],
        vec!["--json", "query", "--top", "200"],
        vec!["stats"],
        vec!["--json", "stats"],
        vec!["search", "failed", "--limit", "200"],
        vec!["--json", "search", "token", "--limit", "200"],
        vec!["--json", "search", "password key secret", "--limit", "200"],
    ]
    .iter()
    .map(|args| s.cm(args))
    .collect();
    let log = s.log();
    assert!(!log.is_empty(), "the unreadable payloads are logged");
    let db = s.env.db();
    let stored: Vec<String> = [db.clone(), db.with_extension("db-wal")]
        .iter()
        .map(|p| String::from_utf8_lossy(&std::fs::read(p).unwrap_or_default()).into_owned())
        .collect();
    // Lesson uids are random hex: a hex secret's 6-character piece may turn up in one.
    let uuid =
        regex::Regex::new(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}").unwrap();
    let check = |case: &SecretCase, out: &str| assert_no_secret(case, &uuid.replace_all(out, "-"));
    for (i, case) in cases.iter().enumerate() {
        for (_, out) in outputs.iter().filter(|(j, _)| *j == i) {
            check(case, out);
        }
        for out in everything.iter().chain([&log]) {
            check(case, out);
        }
    }
    // The file itself holds the uids as text too, and page bytes: only whole secrets.
    for case in &cases {
        for raw in &stored {
            assert!(
                !raw.contains(&case.secret),
                "{}: stored as typed",
                case.kind
            );
        }
    }
}
