//! The recall benchmark's scenario: a fixture project in three languages with a history of
//! lessons (written by hand, and recorded by the hooks from a break → fix session), then
//! scripted sessions of prompts, reads, edits and test runs driven through `cm hook` as Claude
//! Code sends them, each event with the lessons it should bring. Negative controls (an edit
//! of lesson-free code, unrelated prompts, another project) should bring nothing.
//!
//! Shared by `cargo bench --bench recall` (prints the figures) and the integration test that
//! holds the targets.

// The bench prints every field; the test reads only the targets.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::{Value, json};

const SHOP_PY: &str = "def apply_discount(price, pct):\n    return price - price * pct // 100\n\n\nclass Cart:\n    def total(self, items):\n        return sum(items)\n\n    def count(self, items):\n        return len(items)\n";
const TEST_SHOP_PY: &str = "from shop import apply_discount\n\n\ndef test_apply_discount():\n    assert apply_discount(100, 10) == 90\n";
const LIB_RS: &str = "pub struct Parser {\n    pos: usize,\n}\n\nimpl Parser {\n    pub fn next_token(&mut self, s: &str) -> Option<char> {\n        s.chars().nth(self.pos)\n    }\n}\n\npub fn parse_config(s: &str) -> usize {\n    s.len()\n}\n";
const API_TS: &str = "export async function fetchUser(id: string) {\n  return id;\n}\n\nexport class Session {\n  refresh(token: string) {\n    return token;\n  }\n}\n";

const PYTEST_FAIL: &str = "============================= test session starts ==============================\ncollected 1 item\n\ntest_shop.py F\n\n=================================== FAILURES ===================================\n_____________________________ test_apply_discount ______________________________\n\n    def test_apply_discount():\n>       assert apply_discount(100, 10) == 90\nE       AssertionError: expected 90, got 81\n\ntest_shop.py:5: AssertionError\n=========================== short test summary info ============================\nFAILED test_shop.py::test_apply_discount - AssertionError: expected 90, got 81\n============================== 1 failed in 0.03s ===============================\n";
const PYTEST_PASS: &str = "============================= test session starts ==============================\ncollected 1 item\n\ntest_shop.py .                                                           [100%]\n\n============================== 1 passed in 0.01s ===============================\n";

/// The lessons of the history, by a phrase of each that the model would read.
pub const AUTO_DISCOUNT: &str = "test_apply_discount failed";
pub const CART_TOTAL: &str = "floats lose cents";
pub const NEXT_TOKEN: &str = "off-by-one at the end of input";
pub const REFRESH: &str = "JWT expiry not handled";
pub const FETCH: &str = "stale user cache returned after logout";
const ALL: [&str; 5] = [AUTO_DISCOUNT, CART_TOTAL, NEXT_TOKEN, REFRESH, FETCH];

/// Which hook an event goes to, as the report groups them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hook {
    SessionStart,
    Prompt,
    Read,
    Edit,
}

/// What one event brought.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub session: usize,
    pub hook: Hook,
    pub what: String,
    pub expected: BTreeSet<&'static str>,
    pub shown: BTreeSet<&'static str>,
    pub tokens: usize,
    pub negative: bool,
    pub denied: bool,
}

/// Everything the scenario measured.
#[derive(Debug, Default)]
pub struct Report {
    pub outcomes: Vec<Outcome>,
    /// The session in which the break → fix lesson was first shown before its code was edited
    /// again (the history is session 1).
    pub first_shown_before_edit: Option<usize>,
    /// Edits the gate held back, by session.
    pub denials: Vec<usize>,
}

/// A directory holding the database, the config home and the two projects.
struct World {
    bin: PathBuf,
    dir: PathBuf,
}

struct Session<'w> {
    world: &'w World,
    project: &'static str,
    root: PathBuf,
    id: String,
    number: usize,
    /// Lessons this session was shown (the once-per-session rule).
    seen: BTreeSet<&'static str>,
    report: &'w mut Report,
    /// The break → fix lesson was shown in this session.
    discount_seen: bool,
}

impl World {
    fn cm(&self, project: &str, root: &Path) -> Command {
        let mut c = Command::new(&self.bin);
        c.current_dir(root)
            .env("CODE_MEMORY_DB", self.dir.join("cm.db"))
            .env("CODE_MEMORY_PROJECT", project)
            .env("CLAUDE_PROJECT_DIR", root)
            .env("HOME", self.dir.join("home"))
            .env("XDG_CONFIG_HOME", self.dir.join("config"))
            .env("XDG_DATA_HOME", self.dir.join("data"))
            .env_remove("CODE_MEMORY_GATE")
            .env_remove("CODE_MEMORY_CONTEXT_THRESHOLD")
            .env_remove("CODE_MEMORY_MAX_CONTEXT_CHARS");
        c
    }

    fn project(&self, name: &str) -> PathBuf {
        let root = self.dir.join(name);
        for (rel, text) in [
            ("py/shop.py", SHOP_PY),
            ("py/test_shop.py", TEST_SHOP_PY),
            ("rs/src/lib.rs", LIB_RS),
            ("ts/src/api.ts", API_TS),
        ] {
            let p = root.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        root
    }
}

impl Session<'_> {
    fn hook(&self, event: &str, mut payload: Value) -> Option<Value> {
        payload["session_id"] = json!(self.id);
        payload["cwd"] = json!(self.root);
        payload["transcript_path"] = json!(self.world.dir.join("t.jsonl"));
        let mut child = self
            .world
            .cm(self.project, &self.root)
            .args(["hook", event])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write as _;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(payload.to_string().as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8(out.stdout).unwrap();
        (!text.trim().is_empty()).then(|| serde_json::from_str(text.trim()).unwrap())
    }

    /// Sends one event and scores it against the lessons it should bring (`relevant`; the
    /// ones this session saw already are not expected again, except in a deny).
    fn event(
        &mut self,
        hook: Hook,
        what: &str,
        event: &str,
        payload: Value,
        relevant: &[&'static str],
        negative: bool,
    ) -> String {
        let answer = self.hook(event, payload);
        let out = answer.as_ref().map(|v| &v["hookSpecificOutput"]);
        let denied = out.is_some_and(|o| o["permissionDecision"] == "deny");
        let text = out
            .and_then(|o| {
                o.get("additionalContext")
                    .or_else(|| o.get("permissionDecisionReason"))
            })
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let shown: BTreeSet<&'static str> =
            ALL.iter().copied().filter(|l| text.contains(l)).collect();
        let expected: BTreeSet<&'static str> = relevant
            .iter()
            .copied()
            .filter(|l| !self.seen.contains(l) || (denied && shown.contains(l)))
            .collect();
        self.seen.extend(shown.iter().copied());
        if shown.contains(AUTO_DISCOUNT) {
            self.discount_seen = true;
        }
        self.report.outcomes.push(Outcome {
            session: self.number,
            hook,
            what: what.to_string(),
            expected,
            shown,
            tokens: text.len().div_ceil(4),
            negative,
            denied,
        });
        text
    }

    fn start(&mut self, source: &str) -> String {
        if matches!(source, "compact" | "clear") {
            // The model no longer has what it was shown.
            self.seen.clear();
        }
        let p = json!({"hook_event_name": "SessionStart", "source": source});
        self.event(Hook::SessionStart, source, "session-start", p, &[], false)
    }

    fn prompt(&mut self, prompt: &str, relevant: &[&'static str], negative: bool) {
        let p = json!({"hook_event_name": "UserPromptSubmit", "prompt": prompt});
        self.event(
            Hook::Prompt,
            prompt,
            "user-prompt-submit",
            p,
            relevant,
            negative,
        );
    }

    /// A Read of `rel` that returned lines `from..from+n` of `total`.
    fn read(
        &mut self,
        rel: &str,
        window: (u64, u64, u64),
        relevant: &[&'static str],
        negative: bool,
    ) {
        let path = self.root.join(rel);
        let (start, n, total) = window;
        let p = json!({"hook_event_name": "PostToolUse", "tool_name": "Read",
            "tool_input": {"file_path": path},
            "tool_response": {"type": "text", "file": {"filePath": path, "content": "", "startLine": start, "numLines": n, "totalLines": total}}});
        self.event(
            Hook::Read,
            &format!("read {rel}"),
            "post-tool-use",
            p,
            relevant,
            negative,
        );
    }

    /// PreToolUse of an Edit of `rel`, then (if not denied, else after the retry) the edit on
    /// disk and its PostToolUse.
    fn edit(&mut self, rel: &str, old: &str, new: &str, relevant: &[&'static str], negative: bool) {
        let path = self.root.join(rel);
        // The code the history broke, edited again in a later session.
        let repeated = rel == "py/shop.py" && old.contains("// 100") && self.number > 1;
        if repeated && self.report.first_shown_before_edit.is_none() && self.discount_seen {
            self.report.first_shown_before_edit = Some(self.number);
        }
        let pre = json!({"hook_event_name": "PreToolUse", "tool_name": "Edit",
            "tool_input": {"file_path": path, "old_string": old, "new_string": new, "replace_all": false}});
        self.event(
            Hook::Edit,
            &format!("edit {rel}"),
            "pre-tool-use",
            pre.clone(),
            relevant,
            negative,
        );
        // A deny is read before the edit; PreToolUse context only after it landed.
        let denied = self.report.outcomes.last().is_some_and(|o| o.denied);
        if denied && repeated && self.report.first_shown_before_edit.is_none() && self.discount_seen
        {
            self.report.first_shown_before_edit = Some(self.number);
        }
        if denied {
            self.report.denials.push(self.number);
            self.hook("pre-tool-use", pre);
        }
        let original = std::fs::read_to_string(&path).unwrap();
        let at = original.find(old).expect("old text in file");
        let updated = format!("{}{new}{}", &original[..at], &original[at + old.len()..]);
        std::fs::write(&path, &updated).unwrap();
        let first = original[..at].matches('\n').count();
        let removed: Vec<String> = old.lines().map(|l| format!("-{l}")).collect();
        let added: Vec<String> = new.lines().map(|l| format!("+{l}")).collect();
        let hunk = json!({"oldStart": first + 1, "oldLines": removed.len(), "newStart": first + 1,
            "newLines": added.len(), "lines": removed.iter().chain(&added).collect::<Vec<_>>()});
        let post = json!({"hook_event_name": "PostToolUse", "tool_name": "Edit",
            "tool_input": {"file_path": path, "old_string": old, "new_string": new, "replace_all": false},
            "tool_response": {"filePath": path, "oldString": old, "newString": new, "originalFile": original,
                "structuredPatch": [hunk], "userModified": false, "replaceAll": false}});
        self.hook("post-tool-use", post);
    }

    fn pytest(&mut self, pass: bool) {
        let p = if pass {
            json!({"hook_event_name": "PostToolUse", "tool_name": "Bash",
                "tool_input": {"command": "pytest py"},
                "tool_response": {"stdout": PYTEST_PASS, "stderr": "", "interrupted": false, "isImage": false}})
        } else {
            json!({"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
                "tool_input": {"command": "pytest py"},
                "error": format!("Exit code 1\n{PYTEST_FAIL}"), "is_interrupt": false})
        };
        let event = if pass {
            "post-tool-use"
        } else {
            "post-tool-use-failure"
        };
        self.hook(event, p);
    }
}

/// Runs the whole scenario with the `cm` binary at `bin`, in a fresh directory under `dir`.
pub fn run(bin: &Path, dir: &Path) -> Report {
    let world = World {
        bin: bin.to_path_buf(),
        dir: dir.to_path_buf(),
    };
    let root = world.project("shop");
    let other = world.project("elsewhere");
    let mut report = Report::default();
    let cm = |args: &[&str]| {
        let out = world.cm("shop", &root).args(args).output().unwrap();
        assert!(out.status.success(), "cm {args:?}: {out:?}");
    };
    cm(&[
        "fail",
        "Cart.total",
        "floats lose cents in totals",
        "--file",
        "py/shop.py",
        "--detail",
        "sum Decimal values",
    ]);
    cm(&[
        "fail",
        "Parser.next_token",
        "off-by-one at the end of input",
        "--file",
        "rs/src/lib.rs",
        "--detail",
        "check pos < len before indexing",
    ]);
    cm(&[
        "fail",
        "Session.refresh",
        "JWT expiry not handled on refresh",
        "--file",
        "ts/src/api.ts",
        "--detail",
        "check the exp claim before reusing the token",
    ]);

    // A risky symbol (risk 11.5): the same mistake four times.
    for case in 1..=4 {
        let lesson = format!("stale user cache returned after logout (case {case})");
        cm(&["fail", "fetchUser", &lesson, "--file", "ts/src/api.ts"]);
    }

    let mut number = 0;
    let mut session =
        |report: &mut Report, project: &'static str, root: &Path, script: &dyn Fn(&mut Session)| {
            number += 1;
            let mut s = Session {
                world: &world,
                project,
                root: root.to_path_buf(),
                id: format!("bench-session-{number}"),
                number,
                seen: BTreeSet::new(),
                report,
                discount_seen: false,
            };
            script(&mut s);
        };

    // 1. The history: a change breaks apply_discount, the tests say so, the fix follows.
    session(&mut report, "shop", &root, &|s| {
        s.start("startup");
        s.edit("py/shop.py", "// 100", "/ 100 - 9", &[], true);
        s.pytest(false);
        s.edit("py/shop.py", "/ 100 - 9", "// 100", &[], true);
        s.pytest(true);
    });
    // 2. The next session touches the same code again.
    session(&mut report, "shop", &root, &|s| {
        s.start("startup");
        s.prompt("round the discount to whole cents", &[], true);
        s.read(
            "py/shop.py",
            (1, 10, 10),
            &[AUTO_DISCOUNT, CART_TOTAL],
            false,
        );
        s.edit("py/shop.py", "// 100", "/ 100", &[AUTO_DISCOUNT], false);
        s.edit(
            "py/shop.py",
            "return len(items)",
            "return len(list(items))",
            &[],
            true,
        );
        s.pytest(true);
    });
    // 3. Named in the prompt, then edited; a Rust read of lesson-free lines.
    session(&mut report, "shop", &root, &|s| {
        s.start("startup");
        s.prompt(
            "Why does Session.refresh reuse expired tokens?",
            &[REFRESH],
            false,
        );
        s.edit(
            "ts/src/api.ts",
            "return token;",
            "return token.trim();",
            &[REFRESH],
            false,
        );
        s.read("rs/src/lib.rs", (11, 3, 13), &[], true);
        s.prompt("update the README badges and the changelog", &[], true);
    });
    // 4. Found by words; an edit without a read first; resumed and compacted.
    session(&mut report, "shop", &root, &|s| {
        s.start("startup");
        s.prompt(
            "users get logged out when the jwt expiry passes",
            &[REFRESH],
            false,
        );
        s.edit(
            "rs/src/lib.rs",
            "s.chars().nth(self.pos)",
            "s.chars().nth(self.pos + 1)",
            &[NEXT_TOKEN],
            false,
        );
        s.start("resume");
        s.start("compact");
        s.read("rs/src/lib.rs", (1, 13, 13), &[NEXT_TOKEN], false);
    });
    // 5. The risky symbol edited cold: the gate holds the edit back once, with its lessons.
    session(&mut report, "shop", &root, &|s| {
        s.start("startup");
        s.edit(
            "ts/src/api.ts",
            "return id;",
            "return id.trim();",
            &[FETCH],
            false,
        );
        s.edit(
            "ts/src/api.ts",
            "return id.trim();",
            "return id;",
            &[],
            false,
        );
    });
    // 6. The prompt named it just before: no interruption.
    session(&mut report, "shop", &root, &|s| {
        s.start("startup");
        s.prompt("fetchUser returns stale data", &[FETCH], false);
        s.edit(
            "ts/src/api.ts",
            "return id;",
            "return id.trim();",
            &[],
            false,
        );
    });
    // 7. Another project with the same file names: nothing of this one's lessons.
    session(&mut report, "elsewhere", &other, &|s| {
        s.start("startup");
        s.prompt(
            "Why does Session.refresh reuse expired tokens? jwt expiry",
            &[],
            true,
        );
        s.read("py/shop.py", (1, 10, 10), &[], true);
        s.edit("py/shop.py", "// 100", "/ 100", &[], true);
    });
    report
}

/// Precision and recall of a set of outcomes (1.0 when there was nothing to get right).
pub fn precision_recall<'a>(outcomes: impl IntoIterator<Item = &'a Outcome>) -> (f64, f64) {
    let (mut hit, mut shown, mut expected) = (0usize, 0usize, 0usize);
    for o in outcomes {
        hit += o.shown.intersection(&o.expected).count();
        shown += o.shown.len();
        expected += o.expected.len();
    }
    let ratio = |a: usize, b: usize| if b == 0 { 1.0 } else { a as f64 / b as f64 };
    (ratio(hit, shown), ratio(hit, expected))
}

/// The figures the benchmark prints and the test holds.
#[derive(Debug)]
pub struct Figures {
    pub per_hook: BTreeMap<String, (f64, f64, usize, usize)>,
    pub precision: f64,
    pub recall: f64,
    pub median_tokens: usize,
    pub max_tokens: usize,
    pub brief_max_tokens: usize,
    pub negative_tokens: usize,
}

impl Report {
    pub fn figures(&self) -> Figures {
        let scored = || {
            self.outcomes
                .iter()
                .filter(|o| o.hook != Hook::SessionStart)
        };
        let mut per_hook = BTreeMap::new();
        for hook in [Hook::Prompt, Hook::Read, Hook::Edit] {
            let of = || scored().filter(move |o| o.hook == hook);
            let (p, r) = precision_recall(of());
            let expected = of().map(|o| o.expected.len()).sum();
            let shown = of().map(|o| o.shown.len()).sum();
            per_hook.insert(format!("{hook:?}"), (p, r, expected, shown));
        }
        let (precision, recall) = precision_recall(scored());
        let mut tokens: Vec<usize> = scored()
            .filter(|o| o.tokens > 0 && !o.negative)
            .map(|o| o.tokens)
            .collect();
        tokens.sort_unstable();
        Figures {
            per_hook,
            precision,
            recall,
            median_tokens: tokens.get(tokens.len() / 2).copied().unwrap_or(0),
            max_tokens: tokens.last().copied().unwrap_or(0),
            brief_max_tokens: self
                .outcomes
                .iter()
                .filter(|o| o.hook == Hook::SessionStart)
                .map(|o| o.tokens)
                .max()
                .unwrap_or(0),
            negative_tokens: scored().filter(|o| o.negative).map(|o| o.tokens).sum(),
        }
    }
}
