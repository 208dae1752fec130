//! Lessons shared through the repository, with real git: clones that add and change lessons
//! on branches, merged both ways, end with the same lessons; secrets and private lessons
//! never reach the log; `cm import` reads what other tools export, idempotently.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command as Process;

use serde_json::{Value, json};

use crate::common::Env;
use crate::secret_corpus::{assert_no_secret, secret_cases};

fn git(dir: &Path, args: &[&str]) -> String {
    let out = Process::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("HOME", dir)
        .env("GIT_AUTHOR_DATE", "2026-01-01T00:00:00Z")
        .env("GIT_COMMITTER_DATE", "2026-01-01T00:00:00Z")
        .output()
        .expect("git runs");
    assert!(
        out.status.success(),
        "git {args:?} in {}: {}{}",
        dir.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One person's clone: its own database (an [`Env`]) and work tree.
struct Clone {
    env: Env,
    repo: PathBuf,
}

impl Clone {
    fn of(origin: &Path, name: &str) -> Clone {
        let env = Env::new();
        let repo = env.path().join("repo");
        git(
            env.path(),
            &["clone", "-q", &origin.to_string_lossy(), "repo"],
        );
        git(&repo, &["config", "user.name", name]);
        git(
            &repo,
            &["config", "user.email", &format!("{name}@example.com")],
        );
        git(&repo, &["config", "commit.gpgsign", "false"]);
        Clone { env, repo }
    }

    fn cm(&self, args: &[&str]) -> assert_cmd::assert::Assert {
        self.env
            .cm()
            .current_dir(&self.repo)
            .args(args)
            .assert()
            .success()
    }

    fn json(&self, args: &[&str]) -> Value {
        let out = self
            .cm(&[&["--json"], args].concat())
            .get_output()
            .stdout
            .clone();
        serde_json::from_slice(&out).expect("one JSON document")
    }

    fn git(&self, args: &[&str]) -> String {
        git(&self.repo, args)
    }

    fn log(&self) -> String {
        self.env.settle();
        std::fs::read_to_string(self.repo.join(".code-memory/lessons.jsonl")).unwrap()
    }

    /// The uid of the lesson whose text is `text`.
    fn uid_of(&self, text: &str) -> String {
        self.log()
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .find(|v| v["op"] == "add" && v["lesson"] == text)
            .unwrap_or_else(|| panic!("{text} not in the log"))["uid"]
            .as_str()
            .unwrap()
            .to_string()
    }

    /// Every lesson of the database as `cm export` writes it, in a comparable order.
    fn lessons(&self) -> BTreeSet<String> {
        let out = self.cm(&["export"]).get_output().stdout.clone();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }

    /// `(lesson text, status)` of every lesson the database has.
    fn statuses(&self) -> BTreeSet<(String, String)> {
        let v = self.json(&["query", "f", "--all"]);
        let mut out = BTreeSet::new();
        for sym in v["symbols"].as_array().unwrap() {
            for e in sym["experiences"].as_array().unwrap() {
                out.insert((
                    e["lesson"].as_str().unwrap().to_string(),
                    e["status"].as_str().unwrap().to_string(),
                ));
            }
        }
        out
    }
}

/// A bare origin holding one commit with a source file; returns its directory.
fn origin(env: &Env) -> PathBuf {
    let seed = env.path().join("seed");
    std::fs::create_dir_all(&seed).unwrap();
    git(&seed, &["init", "-q", "-b", "main"]);
    git(&seed, &["config", "user.name", "Seed"]);
    git(&seed, &["config", "user.email", "seed@example.com"]);
    std::fs::write(seed.join("a.py"), "def f():\n    return 1\n").unwrap();
    git(&seed, &["add", "."]);
    git(&seed, &["commit", "-q", "-m", "start"]);
    let bare = env.path().join("origin.git");
    git(env.path(), &["clone", "-q", "--bare", "seed", "origin.git"]);
    bare
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn two_clones_converge_through_merge_and_rebase() {
    let scratch = Env::new();
    let origin = origin(&scratch);
    let ada = Clone::of(&origin, "Ada");
    let bob = Clone::of(&origin, "Bob");

    // Ada turns sharing on with one lesson, and pushes it.
    ada.cm(&["fail", "f", "base lesson", "--file", "a.py"]);
    ada.cm(&["share", "init"]);
    ada.git(&["add", "-A"]);
    ada.git(&["commit", "-q", "-m", "share lessons"]);
    ada.git(&["push", "-q", "origin", "main"]);
    bob.git(&["pull", "-q", "origin", "main"]);
    bob.cm(&["share", "pull"]);
    assert!(
        bob.statuses()
            .contains(&("base lesson".into(), "active".into()))
    );
    let base = bob.uid_of("base lesson");

    // Concurrent work on two branches: additions on both, and both change the base lesson.
    ada.git(&["checkout", "-q", "-b", "ada"]);
    ada.cm(&["fail", "f", "ada one", "--file", "a.py"]);
    ada.cm(&["ok", "f", "ada two", "--file", "a.py"]);
    ada.cm(&["resolve", &base]);
    ada.cm(&["fail", "f", "ada private", "--file", "a.py", "--private"]);
    ada.git(&["commit", "-q", "-am", "ada's lessons"]);

    bob.git(&["checkout", "-q", "-b", "bob"]);
    bob.cm(&["fail", "f", "bob one", "--file", "a.py"]);
    // Later than Ada's resolve: this change wins everywhere.
    bob.cm(&["deactivate", &base]);
    bob.cm(&["fail", "f", "bob two", "--file", "a.py"]);
    bob.cm(&["resolve", &bob.uid_of("bob two")]);
    bob.git(&["commit", "-q", "-am", "bob's lessons"]);

    ada.git(&["push", "-q", "origin", "ada"]);
    bob.git(&["push", "-q", "origin", "bob"]);

    // Ada merges Bob's branch; Bob rebases his onto Ada's.
    ada.git(&["fetch", "-q", "origin"]);
    ada.git(&["merge", "-q", "--no-edit", "origin/bob"]);
    bob.git(&["fetch", "-q", "origin"]);
    bob.git(&["rebase", "-q", "origin/ada"]);
    for c in [&ada, &bob] {
        let log = c.log();
        assert!(
            !log.contains("<<<<<<<") && !log.contains(">>>>>>>") && !log.contains("======="),
            "conflict markers:\n{log}"
        );
        assert!(!log.contains("ada private"), "a private lesson travelled");
        c.cm(&["share", "pull"]);
    }

    let expected: BTreeSet<(String, String)> = [
        ("base lesson", "inactive"),
        ("ada one", "active"),
        ("ada two", "active"),
        ("bob one", "active"),
        ("bob two", "resolved"),
    ]
    .iter()
    .map(|(l, s)| (l.to_string(), s.to_string()))
    .collect();
    let bob_sees = bob.statuses();
    assert_eq!(bob_sees, expected);
    let mut ada_sees = ada.statuses();
    assert!(ada_sees.remove(&("ada private".into(), "active".into())));
    assert_eq!(ada_sees, expected);
    // The same lessons, uids, authors, anchors and statuses on both sides.
    assert_eq!(ada.lessons(), bob.lessons());
    let logs: Vec<BTreeSet<String>> = [&ada, &bob]
        .iter()
        .map(|c| c.log().lines().map(String::from).collect())
        .collect();
    assert_eq!(logs[0], logs[1]);

    // Pulling again, in any order, changes nothing.
    let again = bob.json(&["share", "pull"]);
    assert_eq!(again["unchanged"], true, "{again}");
    std::fs::write(
        bob.repo.join(".code-memory/lessons.jsonl"),
        bob.log() + "\n",
    )
    .unwrap();
    let reread = bob.json(&["share", "pull"]);
    assert_eq!(reread["added"], 0, "{reread}");
    assert_eq!(reread["status_changed"], 0, "{reread}");
    assert_eq!(bob.statuses(), expected);

    // Imported lessons say who wrote them.
    let status = bob.json(&["share", "status"]);
    let from: Vec<String> = status["imported"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[0].as_str().unwrap().to_string())
        .collect();
    assert_eq!(from, ["Ada"], "{status}");
    assert_eq!(status["pending"], 0, "{status}");

    // Compaction keeps the current state: the winning status only, every lesson once.
    let before = bob.lessons();
    bob.cm(&["share", "compact"]);
    let compacted = bob.log();
    assert_eq!(
        compacted.lines().filter(|l| l.contains(&base)).count(),
        2,
        "{compacted}"
    );
    assert_eq!(bob.json(&["share", "pull"])["added"], 0);
    assert_eq!(bob.lessons(), before);
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn concurrent_status_changes_resolve_the_same_way_whatever_the_merge_order() {
    let scratch = Env::new();
    let origin = origin(&scratch);
    let ada = Clone::of(&origin, "Ada");
    let bob = Clone::of(&origin, "Bob");
    ada.cm(&["fail", "f", "contested", "--file", "a.py"]);
    ada.cm(&["share", "init"]);
    ada.git(&["add", "-A"]);
    ada.git(&["commit", "-q", "-m", "share"]);
    ada.git(&["push", "-q", "origin", "main"]);
    bob.git(&["pull", "-q", "origin", "main"]);
    bob.cm(&["share", "pull"]);
    let uid = bob.uid_of("contested");

    bob.cm(&["resolve", &uid]);
    bob.git(&["commit", "-q", "-am", "resolve"]);
    // Ada's change comes later: it wins, even though Bob's merges in after it.
    ada.cm(&["deactivate", &uid]);
    ada.git(&["commit", "-q", "-am", "deactivate"]);
    bob.git(&["push", "-q", "origin", "main:bob"]);
    ada.git(&["fetch", "-q", "origin"]);
    ada.git(&["merge", "-q", "--no-edit", "origin/bob"]);
    ada.cm(&["share", "pull"]);
    bob.git(&[
        "pull",
        "-q",
        "--no-rebase",
        "--no-edit",
        &ada.repo.to_string_lossy(),
        "main",
    ]);
    bob.cm(&["share", "pull"]);
    for c in [&ada, &bob] {
        assert_eq!(
            c.statuses(),
            BTreeSet::from([("contested".to_string(), "inactive".to_string())])
        );
    }
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn session_start_imports_what_changed_and_nothing_when_unchanged() {
    let scratch = Env::new();
    let origin = origin(&scratch);
    let ada = Clone::of(&origin, "Ada");
    let bob = Clone::of(&origin, "Bob");
    ada.cm(&["share", "init"]);
    ada.cm(&["fail", "f", "from ada", "--file", "a.py"]);
    ada.git(&["add", "-A"]);
    ada.git(&["commit", "-q", "-m", "share"]);
    ada.git(&["push", "-q", "origin", "main"]);
    bob.git(&["pull", "-q", "origin", "main"]);

    let start = json!({
        "session_id": "s1", "hook_event_name": "SessionStart", "source": "startup",
        "cwd": bob.repo, "transcript_path": "/dev/null"
    });
    bob.env
        .cm()
        .current_dir(&bob.repo)
        .args(["hook", "session-start"])
        .write_stdin(start.to_string())
        .assert()
        .success();
    assert_eq!(
        bob.statuses(),
        BTreeSet::from([("from ada".to_string(), "active".to_string())])
    );
    assert_eq!(bob.json(&["share", "pull"])["unchanged"], true);
    let hook_log = bob.env.path().join("data").join("hook.log");
    let log = std::fs::read_to_string(hook_log).unwrap_or_default();
    assert!(!log.contains("share log"), "{log}");
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn a_lesson_still_holding_a_secret_is_refused_at_export_and_named() {
    let env = Env::new();
    let repo = env.path().join("repo");
    std::fs::create_dir_all(&repo).unwrap();
    git(&repo, &["init", "-q"]);
    let cm = |args: &[&str]| env.cm().current_dir(&repo).args(args).assert();
    cm(&["fail", "Clean.one", "nothing secret here"]).success();
    // A database written under older redaction rules: the secret is in it already.
    let mut cases = secret_cases();
    cases.retain(|c| c.context == "prose");
    let conn = rusqlite::Connection::open(env.db()).unwrap();
    for (i, case) in cases.iter().enumerate() {
        cm(&["fail", &format!("Leaky.s{i}"), "placeholder"]).success();
        conn.execute(
            "UPDATE experiences SET detail = ?1 WHERE lesson = 'placeholder' AND detail IS NULL",
            [&case.text],
        )
        .unwrap();
    }
    drop(conn);
    let out = cm(&["share", "init"]).success().get_output().clone();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let log = std::fs::read_to_string(repo.join(".code-memory/lessons.jsonl")).unwrap();
    assert!(log.contains("nothing secret here"));
    for (i, case) in cases.iter().enumerate() {
        assert_no_secret(case, &log);
        assert!(
            stderr.contains(&format!(
                "of Leaky.s{i} not shared: its detail matches a secret pattern"
            )),
            "{}: not named in:\n{stderr}",
            case.kind
        );
    }
    let export = cm(&["export"]).failure().get_output().clone();
    let printed = String::from_utf8_lossy(&export.stdout);
    assert!(printed.contains("nothing secret here"));
    for case in &cases {
        assert_no_secret(case, &printed);
    }
    let status = env
        .cm()
        .current_dir(&repo)
        .args(["--json", "share", "status"])
        .output()
        .unwrap();
    let status: Value = serde_json::from_slice(&status.stdout).unwrap();
    assert_eq!(status["refused"].as_array().unwrap().len(), cases.len());
}

#[test]
fn export_then_import_elsewhere_is_idempotent_and_dry_run_changes_nothing() {
    let (from, to) = (Env::new(), Env::new());
    from.json(&[
        "fail",
        "Cart.total",
        "rounds per line",
        "--file",
        "cart.py",
        "-d",
        "sum first",
    ]);
    from.json(&["ok", "Cart.total", "decimal fixed it", "--file", "cart.py"]);
    let gone = from.json(&["fail", "Cart.tax", "wrong rate", "--file", "cart.py"]);
    from.json(&["deactivate", &gone["experience"]["id"].to_string()]);
    from.json(&[
        "fail",
        "Cart.secret",
        "mine",
        "--file",
        "cart.py",
        "--private",
    ]);
    let file = from.path().join("lessons.jsonl");
    from.cm()
        .args(["export", "-o", &file.to_string_lossy()])
        .assert()
        .success();
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.lines().count(), 4, "{text}");
    assert!(!text.contains("mine") && !text.contains("session"));

    let dry = to.json(&["import", &file.to_string_lossy(), "--dry-run"]);
    assert_eq!(dry["added"], 3, "{dry}");
    assert_eq!(to.json(&["stats"])["lessons"]["total"], 0);
    let first = to.json(&["import", &file.to_string_lossy()]);
    assert_eq!(
        (first["added"].clone(), first["status_changed"].clone()),
        (json!(3), json!(1))
    );
    let again = to.json(&["import", &file.to_string_lossy()]);
    assert_eq!(again["added"], 0, "{again}");
    assert_eq!(again["known"], 3, "{again}");
    let tax = to.json(&["query", "Cart.tax", "--all"]);
    assert_eq!(
        tax["symbols"][0]["experiences"][0]["status"], "inactive",
        "{tax}"
    );
}

#[test]
fn imports_a_cm_py_database_runtime_memory_json_and_generic_tables() {
    let env = Env::new();
    let db = env.path().join("cm_py.db");
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch(include_str!(
        "../../src/store/migrations/0001_cm_py_schema.sql"
    ))
    .unwrap();
    conn.execute_batch(include_str!(
        "../../src/store/migrations/0002_lesson_status.sql"
    ))
    .unwrap();
    conn.execute_batch(
        "INSERT INTO symbols (id, project, file, name) VALUES (1, 'testproj', 'pay.py', 'Payment.process'), \
           (2, 'other', 'x.py', 'X.y');
         INSERT INTO experiences (symbol_id, type, lesson, detail, created_at, status) VALUES
           (1, 'fail', 'double charge on retry', 'idempotency key', '2026-07-24 10:00:00', 'active'),
           (1, 'success', 'idempotency key solved it', NULL, '2026-07-25 10:00:00', 'resolved'),
           (2, 'fail', 'elsewhere', NULL, '2026-07-25 10:00:00', 'active');",
    )
    .unwrap();
    drop(conn);
    let dry = env.json(&["import", &db.to_string_lossy(), "--dry-run"]);
    assert_eq!(
        (dry["added"].clone(), dry["other_projects"].clone()),
        (json!(2), json!(1))
    );
    let done = env.json(&["import", &db.to_string_lossy()]);
    assert_eq!(done["format"], "CmPy");
    assert_eq!(done["added"], 2);
    assert_eq!(env.json(&["import", &db.to_string_lossy()])["added"], 0);
    let q = env.json(&["query", "Payment.process", "--all"]);
    let lessons = q["symbols"][0]["experiences"].as_array().unwrap();
    assert_eq!(lessons.len(), 2, "{q}");
    assert!(
        lessons
            .iter()
            .any(|e| e["status"] == "resolved" && e["type"] == "success")
    );

    let rm = env.path().join("mem.json");
    std::fs::write(
        &rm,
        json!([
            {"id": "6f1c2d3e-4a5b-4c6d-8e7f-101112131415", "content": "Retry loop hides the timeout",
             "category": "gotcha", "project": "testproj", "entities": ["net/client.py", "Client.fetch"],
             "archived": false, "created_at": "2026-03-01T09:00:00+00:00", "tags": []},
            {"id": "7f1c2d3e-4a5b-4c6d-8e7f-101112131415", "content": "Prefer functional style",
             "category": "preference", "project": "testproj", "entities": [], "archived": false,
             "created_at": "2026-03-01T09:00:00+00:00"}
        ])
        .to_string(),
    )
    .unwrap();
    let r = env.json(&["import", &rm.to_string_lossy()]);
    assert_eq!(
        (r["format"].clone(), r["added"].clone()),
        (json!("RuntimeMemory"), json!(1)),
        "{r}"
    );
    let q = env.json(&["query", "Client.fetch"]);
    assert_eq!(q["symbols"][0]["file"], "net/client.py", "{q}");

    let jsonl = env.path().join("lessons.jsonl");
    std::fs::write(
        &jsonl,
        "{\"symbol\":\"Cart.total\",\"file\":\"cart.py\",\"lesson\":\"rounds per line\",\"detail\":\"sum first\"}\n",
    )
    .unwrap();
    let md = env.path().join("lessons.md");
    std::fs::write(
        &md,
        "# Lessons\n\n| symbol | file | lesson | detail |\n|---|---|---|---|\n\
         | `Cart.tax` | cart.py | wrong rate for food | use the reduced rate |\n",
    )
    .unwrap();
    assert_eq!(env.json(&["import", &jsonl.to_string_lossy()])["added"], 1);
    assert_eq!(env.json(&["import", &md.to_string_lossy()])["added"], 1);
    assert_eq!(env.json(&["import", &md.to_string_lossy()])["added"], 0);
    let tax = env.json(&["query", "Cart.tax"]);
    assert_eq!(
        tax["symbols"][0]["experiences"][0]["detail"],
        "use the reduced rate"
    );
}

const CHARGE: &str = "def charge(order, card):\n    total = sum(item.price * item.qty for item in order.items)\n    if total <= 0:\n        raise ValueError(\"empty order\")\n    receipt = card.debit(total, key=order.id)\n    order.receipts.append(receipt)\n    return receipt\n";

impl Clone {
    /// `cm hook ARG` with `payload`, as the agent's hooks call it in this clone.
    fn hook(&self, arg: &str, payload: &Value) {
        self.env
            .cm()
            .current_dir(&self.repo)
            .env("CLAUDE_PROJECT_DIR", &self.repo)
            .args(["hook", arg])
            .write_stdin(payload.to_string())
            .assert()
            .success();
    }

    fn session_start(&self) {
        let start = json!({
            "session_id": "s1", "hook_event_name": "SessionStart", "source": "startup",
            "cwd": self.repo, "transcript_path": "/dev/null"
        });
        self.hook("session-start", &start);
        // And the scan it begins after its answer.
        self.env.settle();
    }

    /// The agent reads `file` (PostToolUse Read).
    fn read(&self, file: &str) {
        let path = self.repo.join(file);
        let read = json!({
            "session_id": "s1", "hook_event_name": "PostToolUse", "cwd": self.repo,
            "transcript_path": "/dev/null", "permission_mode": "default",
            "tool_name": "Read", "tool_input": {"file_path": path},
            "tool_response": {"type": "text", "file": {"filePath": path, "content": "",
                "numLines": 0, "startLine": 1, "totalLines": 0}},
            "tool_use_id": "toolu_01Rd8s2kLmN4pQ6rT9vWxY1b"
        });
        self.hook("post-tool-use", &read);
    }

    /// The lessons of `name` (`cm query NAME --all`) and the names they moved from.
    fn query(&self, name: &str) -> Value {
        self.json(&["query", name, "--all"])
    }

    /// The log's `anchor` lines about `uid`.
    fn anchor_lines(&self, uid: &str) -> Vec<Value> {
        self.log()
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .filter(|v| v["op"] == "anchor" && v["uid"] == uid)
            .collect()
    }
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn a_lesson_that_followed_its_code_follows_it_on_every_clone() {
    let scratch = Env::new();
    let origin = origin(&scratch);
    let ada = Clone::of(&origin, "Ada");
    let bob = Clone::of(&origin, "Bob");
    let cy = Clone::of(&origin, "Cy");
    let dee = Clone::of(&origin, "Dee");
    std::fs::write(ada.repo.join("pay.py"), format!("{CHARGE}\n{REFUND}")).unwrap();
    ada.cm(&[
        "fail",
        "charge",
        "double charge on retry",
        "--file",
        "pay.py",
    ]);
    ada.cm(&["fail", "refund", "refunds twice", "--file", "pay.py"]);
    ada.cm(&["share", "init"]);
    ada.git(&["add", "-A"]);
    ada.git(&["commit", "-q", "-m", "pay, and its lessons"]);
    ada.git(&["push", "-q", "origin", "main"]);
    for c in [&bob, &cy, &dee] {
        c.git(&["pull", "-q", "origin", "main"]);
        c.cm(&["share", "pull"]);
    }
    let uid = ada.uid_of("double charge on retry");
    let add: Value = serde_json::from_str(bob.log().lines().next().unwrap()).unwrap();
    let anchor = add["anchor_hash"]
        .as_str()
        .expect("recorded with its anchor")
        .to_string();

    // Ada renames both functions in her editor; `cm scan` follows them and writes where
    // the lessons went, so it goes with the commit. Then she rewrites the refund: its
    // lesson stays, marked as written against other code.
    let renamed = format!(
        "{}\n{}",
        CHARGE.replace("def charge(", "def charge_once("),
        REFUND.replace("def refund(", "def refund_all(")
    );
    std::fs::write(ada.repo.join("pay.py"), &renamed).unwrap();
    let scan = String::from_utf8(ada.cm(&["scan"]).get_output().stdout.clone()).unwrap();
    assert!(scan.contains("now on charge_once"), "{scan}");
    let rewritten = renamed.replace("order.receipts.clear()", "order.receipts = []");
    std::fs::write(ada.repo.join("pay.py"), &rewritten).unwrap();
    ada.cm(&["scan"]);
    let lines = ada.anchor_lines(&uid);
    assert_eq!(lines.len(), 1, "{}", ada.log());
    assert_eq!(
        (&lines[0]["symbol"], &lines[0]["file"], &lines[0]["by"]),
        (&json!("charge_once"), &json!("pay.py"), &json!("Ada"))
    );
    assert_eq!(lines[0]["anchor_hash"], anchor.as_str());
    assert!(!ada.log().contains(&ada.repo.to_string_lossy().into_owned()));
    ada.git(&["commit", "-q", "-am", "charge_once, refund_all"]);
    ada.git(&["push", "-q", "origin", "main"]);

    // Bob pulls and starts a session: the lesson is on the new name, with the same anchor,
    // and not marked as written against other code; the old name says where it went.
    bob.git(&["pull", "-q", "origin", "main"]);
    bob.session_start();
    let q = bob.query("charge_once");
    let sym = &q["symbols"][0];
    assert_eq!(
        (&sym["name"], &sym["file"]),
        (&json!("charge_once"), &json!("pay.py")),
        "{q}"
    );
    let lesson = &sym["experiences"][0];
    assert_eq!(lesson["lesson"], "double charge on retry", "{q}");
    assert!(lesson.get("stale").is_none(), "marked stale: {q}");
    assert_eq!(bob.query("charge")["moved"][0]["name"], "charge");
    // Renamed and rewritten in one pull, the refund's code is nowhere Bob's own following
    // could find it: the log says where it went, and it is stale there as on Ada's side.
    for c in [&ada, &bob] {
        let q = c.query("refund_all");
        assert_eq!(q["symbols"][0]["name"], "refund_all", "{q}");
        assert_eq!(q["symbols"][0]["experiences"][0]["stale"], true, "{q}");
    }
    assert_eq!(ada.lessons(), bob.lessons());
    // Nothing new to write: Bob's log is the commit's.
    assert_eq!(bob.git(&["status", "--porcelain"]), "");

    // An agent's Write that renames again writes where the lesson went at once, so it
    // goes with the commit of the edit.
    let path = bob.repo.join("pay.py");
    let again = rewritten.replace("def charge_once(", "def charge_safely(");
    std::fs::write(&path, &again).unwrap();
    let write = json!({
        "session_id": "s1", "hook_event_name": "PostToolUse", "cwd": bob.repo,
        "transcript_path": "/dev/null", "permission_mode": "default", "tool_name": "Write",
        "tool_input": {"file_path": path, "content": again},
        "tool_response": {"type": "update", "filePath": path, "content": again,
                          "structuredPatch": [], "originalFile": rewritten},
        "tool_use_id": "toolu_01WrT7c9q2LmN5bX8vYzK4aa", "duration_ms": 4
    });
    bob.hook("post-tool-use", &write);
    let lines = bob.anchor_lines(&uid);
    assert_eq!(lines.len(), 2, "{}", bob.log());
    assert_eq!(
        (&lines[1]["symbol"], &lines[1]["by"]),
        (&json!("charge_safely"), &json!("Bob"))
    );
    assert_eq!(bob.json(&["share", "status"])["pending"], 0);

    // Dee pulls in the middle of a session and reads the file: the log is applied before
    // her Read follows anything, so she ends as Ada, with nothing to write.
    dee.git(&["pull", "-q", "origin", "main"]);
    dee.read("pay.py");
    assert_eq!(dee.lessons(), ada.lessons());
    assert_eq!(dee.json(&["share", "status"])["pending"], 0);

    // Cy made the same rename of `charge` on his own, and his session start followed it
    // before Ada's log line came: once merged, his lesson ends as Ada wrote it (her key),
    // and no second line is written.
    std::fs::write(
        cy.repo.join("pay.py"),
        format!(
            "{}\n{REFUND}",
            CHARGE.replace("def charge(", "def charge_once(")
        ),
    )
    .unwrap();
    cy.git(&["commit", "-q", "-am", "charge_once"]);
    cy.session_start();
    assert_eq!(cy.query("charge_once")["symbols"][0]["name"], "charge_once");
    assert_eq!(cy.json(&["share", "status"])["pending"], 1);
    cy.git(&["pull", "-q", "--no-rebase", "--no-edit", "origin", "main"]);
    cy.cm(&["share", "pull"]);
    assert_eq!(cy.lessons(), ada.lessons());
    assert_eq!(cy.json(&["share", "status"])["pending"], 0);
    assert_eq!(cy.git(&["status", "--porcelain"]), "");
    assert_eq!(cy.anchor_lines(&uid).len(), 1);
}

const REFUND: &str = "def refund(order, card):\n    paid = sum(r.amount for r in order.receipts)\n    if paid <= 0:\n        raise ValueError(\"nothing paid\")\n    back = card.credit(paid, key=order.id)\n    order.receipts.clear()\n    return back\n";

const PRICE: &str = "def price(cart):\n    subtotal = 0\n    for line in cart.lines:\n        subtotal += line.amount\n    discount = cart.discount or 0\n    taxed = (subtotal - discount) * 1.2\n    rounded = round(taxed, 2)\n    cart.total = rounded\n    return rounded\n";

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn concurrent_re_anchors_resolve_the_same_way_through_merge_and_rebase() {
    let scratch = Env::new();
    let origin = origin(&scratch);
    let ada = Clone::of(&origin, "Ada");
    let bob = Clone::of(&origin, "Bob");
    std::fs::write(ada.repo.join("calc.py"), PRICE).unwrap();
    ada.cm(&[
        "fail",
        "price",
        "tax applied before the discount",
        "--file",
        "calc.py",
    ]);
    ada.cm(&["share", "init"]);
    ada.git(&["add", "-A"]);
    ada.git(&["commit", "-q", "-m", "calc"]);
    ada.git(&["push", "-q", "origin", "main"]);
    bob.git(&["pull", "-q", "origin", "main"]);
    bob.cm(&["share", "pull"]);
    let uid = ada.uid_of("tax applied before the discount");

    // Both change the code on their branch and confirm it with a success, which anchors
    // the failure to their code: Ada first, Bob later.
    ada.git(&["checkout", "-q", "-b", "ada"]);
    std::fs::write(
        ada.repo.join("calc.py"),
        PRICE.replace("subtotal = 0\n", "subtotal = 0.0\n"),
    )
    .unwrap();
    ada.cm(&["ok", "price", "float subtotal", "--file", "calc.py"]);
    ada.git(&["commit", "-q", "-am", "float"]);
    bob.git(&["checkout", "-q", "-b", "bob"]);
    std::fs::write(
        bob.repo.join("calc.py"),
        PRICE.replace("round(taxed, 2)", "round(taxed + 0.001, 2)"),
    )
    .unwrap();
    bob.cm(&["ok", "price", "rounding up", "--file", "calc.py"]);
    bob.git(&["commit", "-q", "-am", "round"]);
    let ada_anchor = ada.anchor_lines(&uid);
    let bob_anchor = bob.anchor_lines(&uid);
    assert_eq!((ada_anchor.len(), bob_anchor.len()), (1, 1));
    assert_ne!(ada_anchor[0]["anchor_hash"], bob_anchor[0]["anchor_hash"]);
    assert!(bob_anchor[0]["at"].as_str() > ada_anchor[0]["at"].as_str());

    ada.git(&["push", "-q", "origin", "ada"]);
    bob.git(&["push", "-q", "origin", "bob"]);
    ada.git(&["fetch", "-q", "origin"]);
    ada.git(&["merge", "-q", "--no-edit", "origin/bob"]);
    bob.git(&["fetch", "-q", "origin"]);
    bob.git(&["rebase", "-q", "origin/ada"]);
    for c in [&ada, &bob] {
        assert!(!c.log().contains("<<<<<<<"), "{}", c.log());
        assert_eq!(c.anchor_lines(&uid).len(), 2, "{}", c.log());
        c.cm(&["share", "pull"]);
    }
    // Bob's later change wins on both sides, whatever came in first.
    let exported = ada.lessons();
    assert_eq!(exported, bob.lessons());
    let failure: Value = exported
        .iter()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|v| v["op"] == "anchor" && v["uid"] == uid.as_str())
        .expect("the winning anchor line");
    assert_eq!(failure["anchor_hash"], bob_anchor[0]["anchor_hash"]);
    assert_eq!(failure["by"], "Bob");
    for c in [&ada, &bob] {
        assert_eq!(c.json(&["share", "status"])["pending"], 0);
    }

    // Compaction keeps the winning change only, and imports to the same state.
    bob.cm(&["share", "compact"]);
    let kept = bob.anchor_lines(&uid);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["anchor_hash"], bob_anchor[0]["anchor_hash"]);
    assert_eq!(bob.lessons(), exported);
}
