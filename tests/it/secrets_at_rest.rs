//! Where the data rests: the secret corpus sent through every route that takes text in —
//! `cm ok` lesson and detail (`cm fail` in `secret_routes`), a failing test run's command,
//! failing test and output, the MCP tools (a lesson, its detail, a feedback note), and each
//! format `cm import` reads — is found nowhere afterwards: in no column of any table
//! (session state and its evidence, the index, the share tables, the full-text index's own
//! tables), not in the share log file or the hook log, not in the database's or the WAL's
//! bytes, before and after a checkpoint; nor in any answer made for the model (the hooks'
//! answers, `cm query`, `--inject`, `cm search`, `cm export`).
//!
//! The short form (every `cargo test`) sends one case of each kind and every case of the
//! formats that are easy to keep in part (key blocks, headers, YAML, INI, JSON, a shell's
//! environment, a name's value after a test runner's, a diff's or a log's prefix);
//! `CM_SECRETS_ALL=1` sends the whole corpus.

use std::collections::BTreeSet;
use std::path::Path;

use code_memory::store::redact::redact;
use serde_json::{Value, json};

use crate::common::Env;
use crate::hook::{SHOP_PY, Scene};
use crate::secret_corpus::{
    SecretCase, all_contexts, assert_no_secret, secret_cases, without_markers,
};

/// The cases sent: see the module's doc.
fn cases() -> Vec<SecretCase> {
    let all = secret_cases();
    if std::env::var_os("CM_SECRETS_ALL").is_some() {
        return all;
    }
    let base = ["prose", "test_output", "url_or_header", "quoted"];
    let mut kinds = BTreeSet::new();
    let mut out = Vec::new();
    for case in all {
        let first_of_kind =
            base.contains(&case.context.as_str()) && kinds.insert(case.kind.clone());
        if first_of_kind || !base.contains(&case.context.as_str()) {
            out.push(case);
        }
    }
    out
}

/// A secret of one word that is known without the words around it (a provider's token,
/// not a password, whose name tells it): fit to stand alone in an id or a variable.
fn self_evident(case: &SecretCase) -> bool {
    !case.secret.contains(char::is_whitespace) && redact(&case.secret) != case.secret
}

/// `text` quoted for a POSIX shell.
fn shell_quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r#"'"'"'"#))
}

/// pytest's report of a failing test whose assertion message is `text` (each of its lines
/// an `E` line), the secret in the test's id too when it is [`self_evident`].
fn pytest_output(case: &SecretCase) -> String {
    let id = if !self_evident(case) {
        "test_apply_discount".to_string()
    } else {
        format!("test_apply_discount[{}]", case.secret)
    };
    let message = case.text.replace('\n', "\nE       ");
    format!(
        "============================= test session starts ==============================\n\
         collected 1 item\n\n\
         test_shop.py F\n\n\
         =================================== FAILURES ===================================\n\
         _____________________________ {id} ______________________________\n\n\
         \x20   def test_apply_discount():\n\
         >       assert apply_discount(100, 10) == 90\n\
         E       AssertionError: {message}\n\n\
         test_shop.py:5: AssertionError\n\
         =========================== short test summary info ============================\n\
         FAILED test_shop.py::{id} - AssertionError: {}\n\
         ============================== 1 failed in 0.03s ===============================\n",
        case.text.lines().next().unwrap_or_default()
    )
}

/// Each case as a failing test run after an edit: the secret in the command (an
/// environment variable of it, an argument), the failing test's id and its output.
/// Returns the answers.
fn test_runs(s: &Scene, f: &Path, cases: &[SecretCase]) -> Vec<(usize, String)> {
    let mut answers = Vec::new();
    let (a, b) = ("- 9\n", "- 8\n");
    for (i, case) in cases.iter().enumerate() {
        let (old, new) = if i % 2 == 0 { (a, b) } else { (b, a) };
        s.edit(f, old, new);
        // As typed: the secret in an environment variable (when it is [`self_evident`]),
        // the text in an argument.
        let env = if !self_evident(case) {
            String::new()
        } else {
            format!("SECRET_VALUE={} ", shell_quote(&case.secret))
        };
        let command = format!(
            "{env}pytest -x test_shop.py --cm-case={}",
            shell_quote(&case.text)
        );
        let answer = s.bash_failed(&command, 1, &pytest_output(case));
        let answer = answer.map(|v| v.to_string()).unwrap_or_default();
        assert!(
            answer.contains("recorded this failed test run"),
            "{} ({}): {answer}\n{}\n{}",
            case.kind,
            case.context,
            s.log(),
            pytest_output(case)
        );
        answers.push((i, answer));
    }
    answers
}

/// Each case recorded, given feedback on and looked up through `cm mcp`.
fn mcp(env: &Env, cases: &[SecretCase]) -> Vec<(usize, String)> {
    use crate::mcp::{ok, runtime, start};
    runtime().block_on(async {
        let client = start(env).await;
        let mut out = Vec::new();
        for (i, case) in cases.iter().enumerate() {
            let symbol = format!("Mcp.case_{i}");
            let r = ok(
                &client,
                "record_failure",
                json!({"symbol": symbol, "lesson": case.text, "detail": case.text}),
            )
            .await;
            let id = r["experience"]["id"].as_i64().expect("a lesson id");
            let fb = json!({"id": id.to_string(), "verdict": "wrong", "note": case.text});
            out.push((i, ok(&client, "feedback", fb).await.to_string()));
            let found = ok(&client, "lessons", json!({"symbol": symbol, "all": true})).await;
            out.push((i, r.to_string()));
            out.push((i, found.to_string()));
        }
        client.cancel().await.expect("MCP shutdown");
        out
    })
}

/// Every case in each format `cm import` reads, imported.
fn imports(s: &Scene, cases: &[SecretCase]) {
    let dir = s.env.path();
    let jsonl: Vec<String> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({"symbol": format!("Jsonl.case_{i}"), "file": "shop.py", "lesson": c.text, "detail": c.text})
                .to_string()
        })
        .collect();
    let memories: Vec<Value> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({"id": format!("mem-{i}"), "content": c.text, "category": "gotcha",
                   "entities": [format!("Memory.case_{i}"), "shop.py"],
                   "metadata": {"file": "shop.py"}, "project": "shop"})
        })
        .collect();
    let cm_events: Vec<String> = cases
        .iter()
        .enumerate()
        .map(|(i, c)| {
            json!({"op": "add", "uid": format!("0190a1b2-c3d4-7e5f-8a9b-{i:012}"), "at": "2026-12-01T10:00:00Z",
                   "symbol": format!("Events.case_{i}"), "file": "shop.py", "type": "fail",
                   "source": "manual", "lesson": c.text, "detail": c.text})
            .to_string()
        })
        .collect();
    // A table's row is one line: the cases of one line.
    let mut markdown = String::from("| symbol | file | lesson | detail |\n|---|---|---|---|\n");
    for (i, c) in cases
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.text.contains('\n'))
    {
        let cell = c.text.replace('|', "/");
        markdown.push_str(&format!("| Md.case_{i} | shop.py | {cell} | {cell} |\n"));
    }
    let cm_py = dir.join("cm-py.db");
    {
        let conn = rusqlite::Connection::open(&cm_py).unwrap();
        conn.execute_batch(include_str!(
            "../../src/store/migrations/0001_cm_py_schema.sql"
        ))
        .unwrap();
        for (i, c) in cases.iter().enumerate() {
            conn.execute(
                "INSERT INTO symbols (project, file, name) VALUES ('shop', 'shop.py', ?1)",
                [format!("Py.case_{i}")],
            )
            .unwrap();
            conn.execute(
                "INSERT INTO experiences (symbol_id, type, lesson, detail, created_at) \
                 VALUES (last_insert_rowid(), 'fail', ?1, ?1, '2026-12-01T10:00:00Z')",
                [&c.text],
            )
            .unwrap();
        }
    }
    let files = [
        ("import.jsonl", jsonl.join("\n")),
        ("memories.json", Value::Array(memories).to_string()),
        ("events.jsonl", cm_events.join("\n")),
        ("lessons.md", markdown),
    ];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
        let path = dir.join(name).to_string_lossy().into_owned();
        let out = s.cm(&["import", &path, "--source-project", "*"]);
        assert!(!out.contains(" 0 lessons"), "{name}: {out}");
    }
    s.cm(&["import", &cm_py.to_string_lossy(), "--source-project", "*"]);
}

/// Every value of every table (the full-text index's own tables too), as text.
fn every_column(db: &Path) -> String {
    let conn = rusqlite::Connection::open(db).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert!(tables.iter().any(|t| t == "hook_failures"), "{tables:?}");
    assert!(
        tables.iter().any(|t| t == "lesson_fts_content"),
        "{tables:?}"
    );
    let mut out = String::new();
    for table in &tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM \"{table}\"")).unwrap();
        let n = stmt.column_count();
        let mut rows = stmt.query([]).unwrap();
        while let Some(row) = rows.next().unwrap() {
            for c in 0..n {
                use rusqlite::types::ValueRef;
                match row.get_ref(c).unwrap() {
                    ValueRef::Text(t) | ValueRef::Blob(t) => {
                        out.push_str(&String::from_utf8_lossy(t));
                    }
                    other => out.push_str(&format!("{other:?}")),
                }
                out.push('\t');
            }
            out.push('\n');
        }
    }
    out
}

/// The file's bytes as text (lossy), empty when it is missing.
fn bytes_of(path: &Path) -> String {
    String::from_utf8_lossy(&std::fs::read(path).unwrap_or_default()).into_owned()
}

/// Panics when `at_rest` holds a 10-character piece of a case's secret, or a whole one
/// (a 6-character piece may be in a random id or hash of the database; ten are not). One
/// pass over each place finds every piece of every case.
fn assert_not_at_rest(cases: &[SecretCase], at_rest: &[(&str, String)]) {
    let mut pieces: Vec<String> = Vec::new();
    let mut case_of: Vec<usize> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let chars: Vec<char> = case.secret.chars().collect();
        for w in chars.windows(10.min(chars.len())) {
            pieces.push(w.iter().collect());
            case_of.push(i);
        }
    }
    let finder = aho_corasick::AhoCorasick::new(&pieces).unwrap();
    for (place, text) in at_rest {
        if let Some(m) = finder.find(text) {
            let case = &cases[case_of[m.pattern().as_usize()]];
            panic!(
                "{} ({}): {:?} of the secret in {place}",
                case.kind,
                case.context,
                &pieces[m.pattern().as_usize()]
            );
        }
    }
}

/// [`assert_no_secret`] of every case on `shown`, in one pass: the 6-character pieces of
/// the secrets that the text around secrets does not hold anyway.
fn assert_none_shown(cases: &[SecretCase], shown: &str) {
    let context = all_contexts();
    let mut pieces: Vec<String> = Vec::new();
    let mut case_of: Vec<usize> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let chars: Vec<char> = case.secret.chars().collect();
        for w in chars.windows(6) {
            let piece: String = w.iter().collect();
            if !context.contains(&piece) {
                pieces.push(piece);
                case_of.push(i);
            }
        }
    }
    let finder = aho_corasick::AhoCorasick::new(&pieces).unwrap();
    let shown = without_markers(shown);
    if let Some(m) = finder.find(&shown) {
        let case = &cases[case_of[m.pattern().as_usize()]];
        let near: String = shown[m.start()..].chars().take(300).collect();
        panic!(
            "{} ({}): {:?} of the secret shown in: {near}",
            case.kind,
            case.context,
            &pieces[m.pattern().as_usize()],
        );
    }
}

/// Every place a secret could rest once the routes ran: every column of every table, the
/// share log, the hook log, and the database and WAL bytes before and after a checkpoint.
pub(crate) fn at_rest(env: &Env, root: &Path) -> Vec<(&'static str, String)> {
    env.settle();
    let db = env.db();
    let wal = db.with_extension("db-wal");
    let mut places = vec![
        ("the tables", every_column(&db)),
        ("the WAL", bytes_of(&wal)),
        ("the database file", bytes_of(&db)),
        (
            "the share log",
            bytes_of(&root.join(".code-memory/lessons.jsonl")),
        ),
        (
            "the hook log",
            bytes_of(&db.parent().unwrap().join("hook.log")),
        ),
    ];
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    drop(conn);
    places.push(("the database file after a checkpoint", bytes_of(&db)));
    places
}

#[test]
fn no_secret_rests_anywhere_whatever_route_it_came_by() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.write("test_shop.py", "from shop import apply_discount\n");
    s.cm(&["share", "init"]);
    let cases = cases();
    assert!(cases.len() >= 100, "{}", cases.len());
    let mut answers = test_runs(&s, &f, &cases);
    for (i, case) in cases.iter().enumerate() {
        let symbol = format!("Ok.case_{i}");
        answers.push((
            i,
            s.cm(&["ok", &symbol, &case.text, "--detail", &case.text]),
        ));
    }
    answers.extend(mcp(&s.env, &cases));
    imports(&s, &cases);
    // What the model and the person read of all of it.
    let mut shown: Vec<String> = [
        vec!["query", "--all"],
        vec!["--json", "query", "--top", "1000"],
        vec!["query", "apply_discount", "--inject"],
        vec!["query", "case", "--all", "--json"],
        vec!["export"],
        vec![
            "--json",
            "search",
            "failed upload rejected credentials",
            "--limit",
            "500",
        ],
    ]
    .iter()
    .map(|args| s.cm(args))
    .collect();
    let mut read = s.fixture("post_tool_use_read.json");
    read["session_id"] = json!("a-new-session");
    read["tool_input"]["file_path"] = json!(f);
    shown.push(
        s.hook("post-tool-use", &read)
            .map(|v| v.to_string())
            .unwrap_or_default(),
    );
    let uuid =
        regex::Regex::new(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}").unwrap();
    for (i, case) in cases.iter().enumerate() {
        for (_, out) in answers.iter().filter(|(j, _)| *j == i) {
            assert_no_secret(case, &uuid.replace_all(out, "-"));
        }
    }
    let shown = uuid.replace_all(&shown.join("\n"), "-").into_owned();
    assert_none_shown(&cases, &shown);
    let places = at_rest(&s.env, &s.root);
    // The routes did store: the session's failures, the imports, the share log.
    let tables = &places[0].1;
    assert!(tables.contains("[REDACTED:"), "nothing redacted was stored");
    assert!(places[3].1.contains("Jsonl.case_0"), "{}", places[3].1);
    assert_not_at_rest(&cases, &places);
}
