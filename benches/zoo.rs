//! The runner zoo: every recorded case (benches/zoo/README.md) replayed through `cm hook` and
//! judged against the runner's own report.
//!
//! ```text
//! cargo bench --bench zoo -- [--only PROJECT] [--runner R] [--cm PATH] [--jobs N] [--quick]
//!                            [--list-failures] [--keep]
//! ```
//!
//! Per case: a scratch directory with the case's tree as a git project, its own database
//! and homes; SessionStart, the fault's Edit (PreToolUse, the file changed, PostToolUse),
//! the run's Bash call, the fix's Edit, the fixed run's call, each a `cm hook EVENT` child
//! process with the payload on stdin. Then the database says what cm learnt. Every case's
//! judgement goes to `target/zoo/cases.jsonl`.
//!
//! Exits 1 when a hook call crashed, printed something other than one JSON answer, or took
//! over a second again when its case was replayed alone: the figures never fail it.

#[path = "zoo/judge.rs"]
mod judge;

use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use judge::{Judgement, Lesson, RunSeen, Seen};
use serde_json::{Value, json};

/// The answer every hook call must beat.
const SLOW_MS: f64 = 1000.0;
/// A hook call still running after this long is killed and counted as a crash.
const HANG: Duration = Duration::from_secs(30);
/// How long the bench waits for an edit's work that goes on after the hook answered.
const SETTLE: Duration = Duration::from_secs(10);

struct Options {
    only: Option<String>,
    runner: Option<String>,
    cm: PathBuf,
    jobs: usize,
    quick: bool,
    list_failures: bool,
    /// Keep each case's scratch directory in `target/zoo/scratch/`.
    keep: bool,
}

fn options() -> Options {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let mut o = Options {
        only: None,
        runner: None,
        cm: PathBuf::from(env!("CARGO_BIN_EXE_cm")),
        jobs: std::thread::available_parallelism().map_or(2, |n| n.get()),
        quick: false,
        list_failures: false,
        keep: false,
    };
    while let Some(a) = args.next() {
        match a.as_str() {
            "--only" => o.only = args.next(),
            "--runner" => o.runner = args.next(),
            "--cm" => o.cm = args.next().map(PathBuf::from).unwrap_or(o.cm),
            "--jobs" => {
                o.jobs = args
                    .next()
                    .and_then(|n| n.parse().ok())
                    .filter(|&n| n > 0)
                    .unwrap_or(o.jobs);
            }
            "--quick" => o.quick = true,
            "--list-failures" => o.list_failures = true,
            "--keep" => o.keep = true,
            other => {
                eprintln!(
                    "unknown argument {other:?}\nusage: cargo bench --bench zoo -- [--only PROJECT] [--runner R] [--cm PATH] [--jobs N] [--quick] [--list-failures] [--keep]"
                );
                std::process::exit(2);
            }
        }
    }
    o
}

fn zoo_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/zoo")
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .map(|d| {
            if d.is_absolute() {
                d
            } else {
                Path::new(env!("CARGO_MANIFEST_DIR")).join(d)
            }
        })
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"))
}

/// One case to replay.
#[derive(Clone)]
struct Case {
    id: String,
    project: String,
    runner: String,
    shape: String,
    holdout: bool,
    tree: PathBuf,
    doc: Value,
}

/// The projects' holdout flags, by name (projects/*.json).
fn holdouts(zoo: &Path) -> BTreeMap<String, bool> {
    let mut out = BTreeMap::new();
    for file in sorted_entries(&zoo.join("projects")) {
        if file.extension().is_none_or(|x| x != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let doc: Value = serde_json::from_str(&text).unwrap_or_else(|e| {
            eprintln!("{}: not JSON: {e}", file.display());
            Value::Null
        });
        let list = match &doc {
            Value::Array(a) => a.clone(),
            Value::Object(o) => o
                .get("projects")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        for p in list {
            if let Some(name) = p["name"].as_str() {
                out.insert(name.to_string(), p["holdout"].as_bool().unwrap_or(false));
            }
        }
    }
    out
}

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    out.sort();
    out
}

fn load_cases(o: &Options) -> Vec<Case> {
    let zoo = zoo_dir();
    let holdout = holdouts(&zoo);
    let mut cases = Vec::new();
    for dir in sorted_entries(&zoo.join("cases")) {
        let project = dir.file_name().unwrap().to_string_lossy().to_string();
        if o.only.as_ref().is_some_and(|only| *only != project) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(dir.join("cases.jsonl")) else {
            continue;
        };
        let mut n = 0;
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let doc: Value = match serde_json::from_str(line) {
                Ok(v) => v,
                Err(e) => {
                    eprintln!("{project}/cases.jsonl:{}: not JSON: {e}", i + 1);
                    continue;
                }
            };
            let runner = doc["runner"].as_str().unwrap_or("").to_string();
            if o.runner.as_ref().is_some_and(|r| *r != runner) {
                continue;
            }
            n += 1;
            if o.quick && (n - 1) % 5 != 0 {
                continue;
            }
            cases.push(Case {
                id: doc["id"]
                    .as_str()
                    .map_or_else(|| format!("{project}/{}", i + 1), String::from),
                project: project.clone(),
                runner,
                shape: doc["shape"].as_str().unwrap_or("").to_string(),
                holdout: holdout.get(&project).copied().unwrap_or(false),
                tree: dir.join("tree"),
                doc,
            });
        }
    }
    cases
}

// ---- replaying a case -----------------------------------------------------------------

/// One hook call's timing and health.
#[derive(Debug, Clone)]
struct Call {
    event: String,
    ms: f64,
    /// Why the call was unhealthy: it crashed, hung, or printed no JSON.
    problem: Option<String>,
}

/// What replaying a case gave.
struct Outcome {
    seen: Seen,
    calls: Vec<Call>,
    /// The case itself could not be replayed as recorded (an edit that does not apply).
    errors: Vec<String>,
    /// What the model read after the run and after the fixed run.
    answers: [String; 2],
    /// `hook.log` lines.
    log: Vec<String>,
    /// False when the case could not be set up (its tree is missing): it is not judged.
    replayed: bool,
}

/// A case's scratch world: the project root, the database, the environment.
struct World {
    root: PathBuf,
    home: PathBuf,
    db: PathBuf,
    env: Vec<(&'static str, PathBuf)>,
    session: String,
    project: String,
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let dst = to.join(entry.file_name());
        if kind.is_dir() {
            copy_tree(&entry.path(), &dst)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &dst)?;
        }
    }
    Ok(())
}

/// What `git init` makes of `root`, written here rather than by a `git` process per case:
/// an empty repository (`HEAD`, `config`, `objects/`, `refs/`), which git and cm read as one.
fn git_init(root: &Path) -> std::io::Result<()> {
    let git = root.join(".git");
    for d in ["objects/info", "objects/pack", "refs/heads", "refs/tags"] {
        std::fs::create_dir_all(git.join(d))?;
    }
    std::fs::write(git.join("HEAD"), "ref: refs/heads/main\n")?;
    std::fs::write(
        git.join("config"),
        "[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = false\n",
    )
}

impl World {
    fn new(dir: &Path, case: &Case, n: usize) -> std::io::Result<World> {
        let root = dir.join(&case.project);
        copy_tree(&case.tree, &root)?;
        git_init(&root)?;
        let root = root.canonicalize()?;
        let dir = dir.canonicalize()?;
        for d in [
            "home/.claude",
            "xdg-config",
            "xdg-data",
            "xdg-cache",
            "data",
        ] {
            std::fs::create_dir_all(dir.join(d))?;
        }
        Ok(World {
            db: dir.join("data/cm.db"),
            env: vec![
                ("HOME", dir.join("home")),
                ("XDG_CONFIG_HOME", dir.join("xdg-config")),
                ("XDG_DATA_HOME", dir.join("xdg-data")),
                ("XDG_CACHE_HOME", dir.join("xdg-cache")),
                ("CLAUDE_CONFIG_DIR", dir.join("home/.claude")),
                ("CLAUDE_PROJECT_DIR", root.clone()),
            ],
            root,
            home: dir.join("home"),
            session: format!("00000000-0000-4000-8000-{n:012x}"),
            project: case.project.clone(),
        })
    }

    /// `$ROOT`, `$SESSION`, `$HOME` (a recorded output's home directory: the case's) and (the
    /// whole string) `$ORIGINAL` filled in.
    fn fill(&self, v: &Value, original: Option<&str>) -> Value {
        match v {
            Value::String(s) if s == "$ORIGINAL" => json!(original.unwrap_or("")),
            Value::String(s) => json!(
                s.replace("$ROOT", &self.root.to_string_lossy())
                    .replace("$HOME", &self.home.to_string_lossy())
                    .replace("$SESSION", &self.session)
            ),
            Value::Array(a) => Value::Array(a.iter().map(|x| self.fill(x, original)).collect()),
            Value::Object(o) => Value::Object(
                o.iter()
                    .map(|(k, x)| (k.clone(), self.fill(x, original)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    /// Sends one payload to `cm hook EVENT`; returns its answer, if any, and the call.
    fn send(&self, cm: &Path, payload: &Value, cwd: &Path) -> (Option<Value>, Call) {
        let event_name = payload["hook_event_name"].as_str().unwrap_or("");
        let event = kebab(event_name);
        let mut cmd = Command::new(cm);
        cmd.arg("--db")
            .arg(&self.db)
            .arg("-p")
            .arg(&self.project)
            .args(["hook", &event])
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (k, _) in std::env::vars_os() {
            if k.to_string_lossy().starts_with("CODE_MEMORY_") {
                cmd.env_remove(k);
            }
        }
        cmd.env_remove("NO_COLOR");
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        let started = Instant::now();
        let mut call = Call {
            event: event_name.to_string(),
            ms: 0.0,
            problem: None,
        };
        let mut child = match cmd.spawn() {
            Ok(c) => c,
            Err(e) => {
                call.problem = Some(format!("did not start: {e}"));
                return (None, call);
            }
        };
        let body = payload.to_string();
        let mut stdin = child.stdin.take();
        let mut stdout = child.stdout.take();
        let mut stderr = child.stderr.take();
        let (out, err, status) = std::thread::scope(|s| {
            let writer = s.spawn(move || {
                if let Some(w) = stdin.as_mut() {
                    let _ = w.write_all(body.as_bytes());
                }
            });
            let reader = s.spawn(move || {
                let mut b = Vec::new();
                if let Some(r) = stdout.as_mut() {
                    let _ = r.read_to_end(&mut b);
                }
                b
            });
            let errs = s.spawn(move || {
                let mut b = Vec::new();
                if let Some(r) = stderr.as_mut() {
                    let _ = r.read_to_end(&mut b);
                }
                b
            });
            let status = loop {
                match child.try_wait() {
                    Ok(Some(st)) => break Some(st),
                    Ok(None) if started.elapsed() > HANG => {
                        let _ = child.kill();
                        let _ = child.wait();
                        break None;
                    }
                    Ok(None) => std::thread::sleep(Duration::from_micros(500)),
                    Err(_) => break None,
                }
            };
            let _ = writer.join();
            (
                reader.join().unwrap_or_default(),
                errs.join().unwrap_or_default(),
                status,
            )
        });
        call.ms = started.elapsed().as_secs_f64() * 1000.0;
        let text = String::from_utf8_lossy(&out);
        let text = text.trim();
        let answer = match status {
            None => {
                call.problem = Some(format!("hung: killed after {}s", HANG.as_secs()));
                None
            }
            Some(st) if !st.success() => {
                let e = String::from_utf8_lossy(&err);
                call.problem = Some(format!(
                    "crashed ({st}): {}",
                    e.lines().last().unwrap_or("").trim()
                ));
                None
            }
            Some(_) if text.is_empty() => None,
            Some(_) => match serde_json::from_str::<Value>(text) {
                Ok(v) if v.is_object() => Some(v),
                _ => {
                    call.problem = Some(format!("not one JSON answer: {}", cut(text, 200)));
                    None
                }
            },
        };
        (answer, call)
    }
}

fn kebab(camel: &str) -> String {
    let mut out = String::new();
    for (i, c) in camel.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn cut(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        return s.to_string();
    }
    format!("{}…", s.chars().take(n).collect::<String>())
}

/// What the model reads from an answer.
fn said(answer: Option<&Value>) -> String {
    let Some(a) = answer else {
        return String::new();
    };
    let out = &a["hookSpecificOutput"];
    for v in [
        &out["additionalContext"],
        &out["permissionDecisionReason"],
        &a["reason"],
        &a["systemMessage"],
    ] {
        if let Some(s) = v.as_str() {
            return s.to_string();
        }
    }
    String::new()
}

/// Every lesson of the database, oldest first (the columns every schema has).
fn read_lessons(db: &Path) -> Vec<Lesson> {
    let Ok(conn) = open_db(db) else {
        return Vec::new();
    };
    let Ok(mut stmt) = conn.prepare(
        "SELECT e.id, e.type, s.name, s.file, e.lesson, e.fix, e.status, e.status_note
           FROM experiences e JOIN symbols s ON s.id = e.symbol_id ORDER BY e.id",
    ) else {
        return Vec::new();
    };
    stmt.query_map([], |r| {
        Ok(Lesson {
            id: r.get(0)?,
            kind: r.get(1)?,
            symbol: r.get(2)?,
            file: r.get(3)?,
            text: r.get(4)?,
            fix: r.get(5)?,
            status: r.get(6)?,
            status_note: r.get(7)?,
        })
    })
    .map(|rows| rows.filter_map(Result::ok).collect())
    .unwrap_or_default()
}

fn open_db(db: &Path) -> rusqlite::Result<rusqlite::Connection> {
    use rusqlite::OpenFlags;
    let conn = rusqlite::Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.busy_timeout(Duration::from_secs(5))?;
    Ok(conn)
}

/// What the session has waiting for a test run: changed line ranges, and symbols changed
/// by name (a removal inside a function is its `deleted` change). A test run cm takes as
/// one forgets the edits since the previous run and settles what it covers, so the count
/// drops.
fn pending(db: &Path, session: &str) -> usize {
    if !db.exists() {
        return 0;
    }
    let Ok(conn) = open_db(db) else {
        return 0;
    };
    let count = |sql: &str| {
        conn.query_row(sql, [session], |r| r.get::<_, i64>(0))
            .map_or(0, |n| usize::try_from(n).unwrap_or(0))
    };
    count("SELECT count(*) FROM hook_changes WHERE session_id = ?1")
        + count(
            "SELECT count(*) FROM hook_named_changes WHERE session_id = ?1 AND kind = 'deleted'",
        )
        + count("SELECT count(*) FROM hook_named_changes WHERE session_id = ?1 AND recent = 1")
}

/// Waits for the work the hooks go on with after answering (an edit's bookkeeping).
fn settle(db: &Path) {
    if db.exists() {
        code_memory::wait_for_hooks(db, SETTLE);
    }
}

fn replay(cm: &Path, case: &Case, n: usize, keep: bool) -> Outcome {
    let mut out = Outcome {
        seen: Seen::default(),
        calls: Vec::new(),
        errors: Vec::new(),
        answers: [String::new(), String::new()],
        log: Vec::new(),
        replayed: true,
    };
    let scratch = match tempfile::Builder::new().prefix("cm-zoo-").tempdir() {
        Ok(d) => d,
        Err(e) => {
            out.errors.push(format!("no scratch directory: {e}"));
            out.replayed = false;
            return out;
        }
    };
    let kept = target_dir()
        .join("zoo/scratch")
        .join(case.id.replace('/', "-"));
    let dir = if keep {
        let _ = std::fs::remove_dir_all(&kept);
        let _ = std::fs::create_dir_all(&kept);
        kept.as_path()
    } else {
        scratch.path()
    };
    let world = match World::new(dir, case, n) {
        Ok(w) => w,
        Err(e) => {
            out.errors.push(format!("setting up the project: {e}"));
            out.replayed = false;
            return out;
        }
    };
    let doc = &case.doc;
    let start = json!({"session_id": world.session,
        "transcript_path": world.root.join(".transcript.jsonl"),
        "cwd": world.root, "hook_event_name": "SessionStart", "source": "startup"});
    let (_, call) = world.send(cm, &start, &world.root);
    out.calls.push(call);
    let before_fault = edit(cm, &world, &doc["fault"], &[], &mut out);
    out.seen.run = run(cm, &world, doc, "run", &mut out, 0);
    edit(cm, &world, &doc["fix"], &before_fault, &mut out);
    out.seen.fixed = run(cm, &world, doc, "fixed", &mut out, 1);
    settle(&world.db);
    out.seen.lessons = read_lessons(&world.db);
    out.log = std::fs::read_to_string(world.db.with_file_name("hook.log"))
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect();
    out
}

/// An edit's hook calls: each PreToolUse sent before the file changes, each PostToolUse
/// after, with the file's text before the edit as `$ORIGINAL`. An edit that does not apply
/// here (an empty `old_string`, text the file does not hold) is noted; for the fix, the
/// file is then put back as it was before the fault (`undo`), which is what the fix means.
/// Returns the files' texts before the edits, by path.
fn edit(
    cm: &Path,
    world: &World,
    calls: &Value,
    undo: &[(PathBuf, String)],
    out: &mut Outcome,
) -> Vec<(PathBuf, String)> {
    let mut original: Option<String> = None;
    let mut before_all = Vec::new();
    for call in calls.as_array().into_iter().flatten() {
        let filled = world.fill(call, original.as_deref());
        let event = call["hook_event_name"].as_str().unwrap_or("");
        let (_, c) = world.send(cm, &filled, &world.root);
        out.calls.push(c);
        if event != "PreToolUse" {
            continue;
        }
        let input = &filled["tool_input"];
        let path = PathBuf::from(input["file_path"].as_str().unwrap_or(""));
        let rel = path
            .strip_prefix(&world.root)
            .unwrap_or(&path)
            .display()
            .to_string();
        let old = input["old_string"].as_str().unwrap_or("");
        let new = input["new_string"].as_str().unwrap_or("");
        let before = std::fs::read_to_string(&path).unwrap_or_default();
        before_all.push((path.clone(), before.clone()));
        let after = if old.is_empty() || !before.contains(old) {
            let why = if old.is_empty() {
                "its old_string is empty"
            } else {
                "the file does not hold its old_string"
            };
            match undo.iter().find(|(p, _)| *p == path) {
                Some((_, earlier)) => {
                    out.errors.push(format!(
                        "the edit of {rel} does not apply ({why}): the file is put back as before the fault"
                    ));
                    earlier.clone()
                }
                None => {
                    out.errors
                        .push(format!("the edit of {rel} does not apply ({why})"));
                    original = Some(before);
                    continue;
                }
            }
        } else if input["replace_all"].as_bool().unwrap_or(false) {
            before.replace(old, new)
        } else {
            if before.matches(old).nth(1).is_some() {
                // Claude Code refuses such an Edit; the recorded patch changed the first.
                out.errors.push(format!(
                    "the edit of {rel} is ambiguous (its old_string is not unique in the file): the first is replaced"
                ));
            }
            before.replacen(old, new, 1)
        };
        if let Err(e) = std::fs::write(&path, after) {
            out.errors.push(format!("writing {rel}: {e}"));
        }
        original = Some(before);
    }
    before_all
}

/// A run's Bash call, after the edits' work settled; what it did to the session.
fn run(
    cm: &Path,
    world: &World,
    doc: &Value,
    which: &str,
    out: &mut Outcome,
    slot: usize,
) -> RunSeen {
    settle(&world.db);
    let last = read_lessons(&world.db).last().map_or(0, |l| l.id);
    let pending_before = pending(&world.db, &world.session);
    let mut payload = world.fill(&doc[which]["call"], None);
    let cwd = doc["cwd"].as_str().unwrap_or(".");
    let dir = if cwd.is_empty() || cwd == "." {
        world.root.clone()
    } else {
        world.root.join(cwd)
    };
    if dir != world.root {
        payload["cwd"] = json!(dir);
    }
    let _ = std::fs::create_dir_all(&dir);
    let (answer, call) = world.send(cm, &payload, &dir);
    out.calls.push(call);
    out.answers[slot] = said(answer.as_ref());
    settle(&world.db);
    RunSeen {
        pending_before,
        pending_after: pending(&world.db, &world.session),
        lessons: read_lessons(&world.db)
            .into_iter()
            .filter(|l| l.id > last)
            .collect(),
    }
}

// ---- figures --------------------------------------------------------------------------

#[derive(Default, Clone)]
struct Tally {
    cases: usize,
    recognised: usize,
    named: (usize, usize),
    real_error: (usize, usize),
    blame_top1: (usize, usize),
    fix: (usize, usize),
    false_lessons: usize,
    projects: BTreeSet<String>,
    runners: BTreeSet<String>,
}

impl Tally {
    fn add(&mut self, case: &Case, j: &Judgement) {
        self.cases += 1;
        self.recognised += usize::from(j.recognised_right());
        for (slot, v) in [
            (&mut self.named, j.named),
            (&mut self.real_error, j.real_error),
            (&mut self.blame_top1, j.blame_top1),
            (&mut self.fix, j.fix),
        ] {
            if let Some(ok) = v {
                slot.0 += usize::from(ok);
                slot.1 += 1;
            }
        }
        self.false_lessons += j.false_lessons;
        self.projects.insert(case.project.clone());
        self.runners.insert(case.runner.clone());
    }

    fn row(&self, label: &str) -> String {
        format!(
            "{label:<24} {:>6} {:>7} {:>7} {:>14} {:>7} {:>7} {:>6}",
            self.cases,
            pct(self.recognised, self.cases),
            pct(self.named.0, self.named.1),
            format!(
                "{} ({})",
                pct(self.real_error.0, self.real_error.1),
                self.real_error.1
            ),
            pct(self.blame_top1.0, self.blame_top1.1),
            pct(self.fix.0, self.fix.1),
            self.false_lessons
        )
    }

    fn line(&self, tag: &str) -> String {
        format!(
            "{tag} projects={} runners={} cases={} recognised={} named={} real_error={} blame_top1={} fix={} false={}",
            self.projects.len(),
            self.runners.len(),
            self.cases,
            pct(self.recognised, self.cases),
            pct(self.named.0, self.named.1),
            pct(self.real_error.0, self.real_error.1),
            pct(self.blame_top1.0, self.blame_top1.1),
            pct(self.fix.0, self.fix.1),
            self.false_lessons
        )
    }
}

fn pct(n: usize, of: usize) -> String {
    if of == 0 {
        "-".to_string()
    } else {
        #[allow(clippy::cast_precision_loss)]
        let p = n as f64 * 100.0 / of as f64;
        format!("{p:.1}%")
    }
}

fn table(title: &str, key: &str, rows: &[(&Case, &Judgement)], by: impl Fn(&Case) -> String) {
    if rows.is_empty() {
        return;
    }
    let mut groups: BTreeMap<String, Tally> = BTreeMap::new();
    let mut all = Tally::default();
    for (c, j) in rows {
        groups.entry(by(c)).or_default().add(c, j);
        all.add(c, j);
    }
    println!("\n{title}");
    println!(
        "{key:<24} {:>6} {:>7} {:>7} {:>14} {:>7} {:>7} {:>6}",
        "cases", "recog", "named", "real_err (n)", "blame1", "fix", "false"
    );
    for (k, t) in &groups {
        println!("{}", t.row(k));
    }
    println!("{}", all.row("all"));
}

// ---- main -----------------------------------------------------------------------------

struct Done {
    judgement: Judgement,
    outcome: Outcome,
}

fn replay_all(o: &Options, cases: &[Case], jobs: usize, offset: usize) -> Vec<Done> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Done>>> = Mutex::new((0..cases.len()).map(|_| None).collect());
    let started = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(i) else { break };
                    let outcome = replay(&o.cm, case, offset + i, o.keep);
                    let judgement = judge::judge(&case.doc, &outcome.seen);
                    let mut r = results.lock().unwrap();
                    r[i] = Some(Done { judgement, outcome });
                    let done = r.iter().filter(|d| d.is_some()).count();
                    if done % 100 == 0 && done < cases.len() {
                        eprintln!(
                            "zoo: {done}/{} cases, {:.0}s",
                            cases.len(),
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|d| d.expect("every case replayed"))
        .collect()
}

fn main() {
    let o = options();
    let cases = load_cases(&o);
    if cases.is_empty() {
        println!("ZOO projects=0 runners=0 cases=0 (no case in benches/zoo/cases matched)");
        return;
    }
    if !o.cm.is_file() {
        eprintln!("{}: no such cm binary", o.cm.display());
        std::process::exit(2);
    }
    let started = Instant::now();
    let done = replay_all(&o, &cases, o.jobs, 0);
    let elapsed = started.elapsed();

    // Calls over the limit: their cases replayed again one at a time, where only cm runs.
    let slow: Vec<usize> = (0..cases.len())
        .filter(|&i| done[i].outcome.calls.iter().any(|c| c.ms > SLOW_MS))
        .collect();
    let mut confirmed: Vec<(String, Call)> = Vec::new();
    if !slow.is_empty() {
        let again: Vec<Case> = slow.iter().map(|&i| cases[i].clone()).collect();
        for (c, d) in again.iter().zip(replay_all(&o, &again, 1, cases.len())) {
            for call in d.outcome.calls.into_iter().filter(|c| c.ms > SLOW_MS) {
                confirmed.push((c.id.clone(), call));
            }
        }
    }

    write_cases(&cases, &done);
    let rows: Vec<(&Case, &Judgement)> = cases
        .iter()
        .zip(&done)
        .filter(|(_, d)| d.outcome.replayed)
        .map(|(c, d)| (c, &d.judgement))
        .collect();
    let unset: Vec<&str> = cases
        .iter()
        .zip(&done)
        .filter(|(_, d)| !d.outcome.replayed)
        .map(|(c, _)| c.id.as_str())
        .collect();
    let dev: Vec<_> = rows.iter().filter(|(c, _)| !c.holdout).copied().collect();
    let held: Vec<_> = rows.iter().filter(|(c, _)| c.holdout).copied().collect();
    let runner_of = |c: &Case| c.runner.clone();
    let shape_of = |c: &Case| c.shape.clone();
    table("by runner", "runner", &dev, runner_of);
    table("by shape", "shape", &dev, shape_of);
    table("holdout, by runner", "runner", &held, runner_of);
    table("holdout, by shape", "shape", &held, shape_of);
    if o.list_failures {
        list_failures(&cases, &done);
    }

    let mut calls: Vec<(&str, &Call)> = cases
        .iter()
        .zip(&done)
        .flat_map(|(c, d)| d.outcome.calls.iter().map(move |k| (c.id.as_str(), k)))
        .collect();
    calls.sort_by(|a, b| b.1.ms.total_cmp(&a.1.ms));
    let problems: Vec<(&str, &Call)> = calls
        .iter()
        .filter(|(_, c)| c.problem.is_some())
        .copied()
        .collect();
    let errors: Vec<(&str, &String)> = cases
        .iter()
        .zip(&done)
        .flat_map(|(c, d)| d.outcome.errors.iter().map(move |e| (c.id.as_str(), e)))
        .collect();
    println!();
    println!(
        "hook calls: {} in {:.1}s ({} jobs); slowest: {}",
        calls.len(),
        elapsed.as_secs_f64(),
        o.jobs,
        calls
            .iter()
            .take(5)
            .map(|(id, c)| format!("{:.0} ms {} ({id})", c.ms, c.event))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let over = calls.iter().filter(|(_, c)| c.ms > SLOW_MS).count();
    println!(
        "over 1 s: {over} calls, {} again when replayed alone{}",
        confirmed.len(),
        confirmed
            .iter()
            .take(5)
            .map(|(id, c)| format!("; {:.0} ms {} ({id})", c.ms, c.event))
            .collect::<String>()
    );
    for (id, c) in problems.iter().take(20) {
        println!(
            "hook problem: {id} {}: {}",
            c.event,
            c.problem.as_deref().unwrap_or("")
        );
    }
    if !errors.is_empty() {
        let mut by_project: BTreeMap<&str, usize> = BTreeMap::new();
        for (id, _) in &errors {
            *by_project
                .entry(id.split('/').next().unwrap_or(id))
                .or_default() += 1;
        }
        println!(
            "case notes (the case is not as Claude Code would send it): {} ({})",
            errors.len(),
            by_project
                .iter()
                .map(|(p, n)| format!("{p} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        for (id, e) in errors.iter().take(5) {
            println!("  {id}: {e}");
        }
    }
    if !unset.is_empty() {
        println!(
            "cases not set up, not judged: {} (first: {})",
            unset.len(),
            unset[0]
        );
    }
    let mut all = Tally::default();
    let mut hold = Tally::default();
    for (c, j) in &rows {
        all.add(c, j);
        if c.holdout {
            hold.add(c, j);
        }
    }
    println!("{}", all.line("ZOO"));
    println!("{}", hold.line("ZOO-HOLDOUT"));
    println!(
        "ZOO-HOOKS calls={} slowest_ms={:.0} over_1s={over} over_1s_alone={} problems={} runtime_s={:.1}",
        calls.len(),
        calls.first().map_or(0.0, |(_, c)| c.ms),
        confirmed.len(),
        problems.len(),
        elapsed.as_secs_f64()
    );
    if !problems.is_empty() || !confirmed.is_empty() {
        std::process::exit(1);
    }
}

/// Every case's judgement, one JSON line each, in `target/zoo/cases.jsonl`.
fn write_cases(cases: &[Case], done: &[Done]) {
    let dir = target_dir().join("zoo");
    let _ = std::fs::create_dir_all(&dir);
    let mut text = String::new();
    for (c, d) in cases.iter().zip(done) {
        let j = &d.judgement;
        let s = &d.outcome.seen;
        let truth = &c.doc["run"]["truth"];
        let line = json!({
            "id": c.id, "project": c.project, "runner": c.runner, "shape": c.shape,
            "holdout": c.holdout, "command": c.doc["command"],
            "mutation": {"file": c.doc["mutation"]["file"], "symbol": c.doc["mutation"]["symbol"]},
            "truth": {"ran": truth["ran"], "failed": judge::failed_tests(truth).iter()
                .take(5).map(|(n, m)| json!({"name": n, "message": cut(m, 300)})).collect::<Vec<_>>()},
            "recognised": j.recognised, "recognised_right": j.recognised_right(),
            "named": j.named, "name_visible": j.name_visible, "real_error": j.real_error, "blame_top1": j.blame_top1,
            "fix": j.fix, "false": j.false_lessons, "failures": j.failures(),
            "symbols": j.symbols,
            "pending": [s.run.pending_before, s.run.pending_after,
                        s.fixed.pending_before, s.fixed.pending_after],
            "run_lessons": s.run.lessons.iter().map(Lesson::to_json).collect::<Vec<_>>(),
            "fixed_lessons": s.fixed.lessons.iter().map(Lesson::to_json).collect::<Vec<_>>(),
            "lessons": s.lessons.iter().map(Lesson::to_json).collect::<Vec<_>>(),
            "answers": d.outcome.answers,
            "calls": d.outcome.calls.iter().map(|k| json!({"event": k.event,
                "ms": (k.ms * 10.0).round() / 10.0, "problem": k.problem})).collect::<Vec<_>>(),
            "errors": d.outcome.errors, "log": d.outcome.log, "replayed": d.outcome.replayed,
        });
        text.push_str(&line.to_string());
        text.push('\n');
    }
    let path = dir.join("cases.jsonl");
    match std::fs::write(&path, text) {
        Ok(()) => println!("judgements written to {}", path.display()),
        Err(e) => eprintln!("{}: {e}", path.display()),
    }
}

fn list_failures(cases: &[Case], done: &[Done]) {
    println!("\nfailures:");
    for (c, d) in cases.iter().zip(done) {
        let j = &d.judgement;
        let wrong = j.failures();
        if wrong.is_empty() || !d.outcome.replayed {
            continue;
        }
        let truth = judge::failed_tests(&c.doc["run"]["truth"]);
        let first = truth.first().map_or_else(String::new, |(n, m)| {
            format!(
                "{n}: {}",
                judge::key_line(m).map_or_else(String::new, |k| cut(&k, 100))
            )
        });
        let recorded: Vec<String> = d
            .outcome
            .seen
            .run
            .failures()
            .map(|l| format!("{} [{}]: {}", l.symbol, l.file, cut(&l.text, 140)))
            .collect();
        println!(
            "{} {}\n  mutated {} in {}; truth: {}\n  recorded: {}",
            c.id,
            wrong.join(","),
            c.doc["mutation"]["symbol"].as_str().unwrap_or(""),
            c.doc["mutation"]["file"].as_str().unwrap_or(""),
            if first.is_empty() {
                "no failing test".to_string()
            } else {
                first
            },
            if recorded.is_empty() {
                "nothing".to_string()
            } else {
                recorded.join(" | ")
            }
        );
    }
}
