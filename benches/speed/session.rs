//! The realistic session: what a user's agent does when it starts on a project whose big
//! files hold lessons. Each session starts cold (the project index emptied, as in a fresh
//! clone), runs SessionStart, then at once, for each of six 5,000-line files with lessons
//! (Python, Rust, TypeScript, Go, C, Ruby), a Read, the PreToolUse and PostToolUse of an
//! edit that changes it, and a failing test run, with nothing waited for between calls. The
//! project also holds hundreds of small files, so the session's scan does not end within
//! SessionStart's budget and the background scan it leaves races the first Reads; each
//! session starts with another language. Prints p50/p99 per step and language, as ratios
//! to one `sqlite3` query, and how many parses the hooks made on the answer path (the
//! `parse:` lines of the hook log) per session.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use code_memory::store::{NewLesson, Outcome, Source, Store};
use serde_json::json;

use super::{Hook, PROJECT, base, bash, edit, measure, p, read, settle, timed};

/// One language of the session: its file, the symbol its lessons are on, and the line of
/// that symbol an edit changes.
struct BigFile {
    lang: &'static str,
    path: PathBuf,
    text: String,
    symbol: String,
    line: String,
}

/// Class-shaped code of about `lines` lines in the language of `ext`: classes (or their
/// nearest kind) of eight small methods. Returns the text, the name of a method in its
/// middle and a line of that method's body.
fn big_file(ext: &str, lines: usize) -> (String, String, String) {
    let classes = lines / 56;
    let mid = classes / 2;
    let mut out = String::new();
    let header = match ext {
        "py" => "import math\n\n",
        "go" => "package model\n\n",
        "c" => "#include <stdio.h>\n\n",
        _ => "",
    };
    out.push_str(header);
    for c in 0..classes {
        match ext {
            "py" => out.push_str(&format!("class Model{c}:\n    \"\"\"Model {c}.\"\"\"\n\n")),
            "rs" => out.push_str(&format!(
                "pub struct Model{c} {{\n    value: i64,\n}}\n\nimpl Model{c} {{\n"
            )),
            "ts" => out.push_str(&format!("export class Model{c} {{\n    value = {c};\n\n")),
            "go" => out.push_str(&format!("type Model{c} struct {{\n\tvalue int\n}}\n\n")),
            "rb" => out.push_str(&format!("class Model{c}\n  # Model {c}.\n\n")),
            _ => {}
        }
        for m in 0..8 {
            let body = match ext {
                "py" => format!(
                    "    def method_{m}(self, x):\n        y = x * {m} + math.sqrt({c} + 1)\n        if y > 10:\n            return y - {m}\n        return self.value_{c}_{m}\n\n"
                ),
                "rs" => format!(
                    "    pub fn method_{m}(&self, x: i64) -> i64 {{\n        let y = x * {m} + {c};\n        if y > 10 {{\n            return y - {m};\n        }}\n        self.value + {m}\n    }}\n\n"
                ),
                "ts" => format!(
                    "    method_{m}(x: number): number {{\n        const y = x * {m} + Math.sqrt({c} + 1);\n        if (y > 10) {{\n            return y - {m};\n        }}\n        return this.value + {m};\n    }}\n\n"
                ),
                "go" => format!(
                    "func (s *Model{c}) method_{m}(x int) int {{\n\ty := x*{m} + {c}\n\tif y > 10 {{\n\t\treturn y - {m}\n\t}}\n\treturn s.value + {m}\n}}\n\n"
                ),
                "c" => format!(
                    "int model{c}_method_{m}(int x)\n{{\n    int y = x * {m} + {c};\n    if (y > 10) {{\n        return y - {m};\n    }}\n    return x + {m};\n}}\n\n"
                ),
                _ => format!(
                    "  def method_{m}(x)\n    y = x * {m} + Math.sqrt({c} + 1)\n    if y > 10\n      return y - {m}\n    end\n    @value + {m}\n  end\n\n"
                ),
            };
            out.push_str(&body);
        }
        match ext {
            "rs" | "ts" => out.push_str("}\n\n"),
            "rb" => out.push_str("end\n\n"),
            _ => out.push('\n'),
        }
    }
    let (symbol, line) = match ext {
        "c" => (
            format!("model{mid}_method_0"),
            format!("    int y = x * 0 + {mid};"),
        ),
        "py" => (
            format!("Model{mid}.method_0"),
            format!("        return self.value_{mid}_0"),
        ),
        "rs" => (
            format!("Model{mid}.method_0"),
            format!("        let y = x * 0 + {mid};"),
        ),
        "ts" => (
            format!("Model{mid}.method_0"),
            format!("        const y = x * 0 + Math.sqrt({mid} + 1);"),
        ),
        "go" => (
            format!("Model{mid}.method_0"),
            format!("\ty := x*0 + {mid}"),
        ),
        _ => (
            format!("Model{mid}.method_0"),
            format!("    y = x * 0 + Math.sqrt({mid} + 1)"),
        ),
    };
    (out, symbol, line)
}

/// Small files for the session's scan to walk: `n` Python modules of about 150 lines.
fn filler(root: &Path, n: usize) {
    let (text, _, _) = big_file("py", 150);
    for f in 0..n {
        let dir = root.join(format!("lib{}", f / 50));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("m{f}.py"));
        if !path.exists() {
            std::fs::write(path, text.replace("Model", &format!("M{f}x"))).unwrap();
        }
    }
}

/// Runs the scenario in `dir` (`sessions` sessions) and prints its table.
pub(crate) fn run(bin: &Path, dir: &Path, sessions: usize) {
    let root = dir.join("session-project");
    let src = root.join("src");
    std::fs::create_dir_all(&src).unwrap();
    filler(&root, 800);
    let db = dir.join("session.db");
    let mut files = Vec::new();
    for (lang, ext) in [
        ("python", "py"),
        ("rust", "rs"),
        ("typescript", "ts"),
        ("go", "go"),
        ("c", "c"),
        ("ruby", "rb"),
    ] {
        let (text, symbol, line) = big_file(ext, super::BIG_FILE_LINES);
        assert!(text.contains(&line), "{lang}: {line}");
        let path = src.join(format!("big.{ext}"));
        std::fs::write(&path, &text).unwrap();
        files.push(BigFile {
            lang,
            path,
            text,
            symbol,
            line,
        });
    }
    if !db.exists() {
        let mut store = Store::open(&db).unwrap();
        for f in &files {
            let file = format!("src/{}", f.path.file_name().unwrap().to_string_lossy());
            for i in 0..4 {
                store
                    .record(&NewLesson {
                        project: PROJECT,
                        file: &file,
                        symbol: &f.symbol,
                        outcome: Outcome::Fail,
                        lesson: &format!("{} lesson {i}: off by one on the boundary", f.lang),
                        detail: None,
                        session_id: None,
                        source: Source::Manual,
                        merge_repeats: false,
                    })
                    .unwrap();
            }
        }
    }
    let h = Hook {
        bin,
        db: &db,
        root: &root,
    };
    let lookup = format!(
        "SELECT 1 FROM symbols WHERE project = '{PROJECT}' AND file = 'src/none.py' LIMIT 1;"
    );
    let floor = p(
        &measure(40, |_| {
            let mut c = Command::new("sqlite3");
            c.arg(&db).arg(&lookup);
            timed(c, "").0
        }),
        50,
    );
    let conn = rusqlite::Connection::open(&db).unwrap();
    let log = db.with_file_name("hook.log");
    const STEPS: [&str; 4] = ["Read", "PreToolUse Edit", "PostToolUse Edit", "failing run"];
    let mut starts: Vec<Duration> = Vec::new();
    // Per language, per step.
    let mut times: Vec<Vec<Vec<Duration>>> = vec![vec![Vec::new(); STEPS.len()]; files.len()];
    let mut parses: Vec<usize> = Vec::new();
    let run_id = std::process::id();
    for s in 0..sessions {
        settle(&db);
        wait_for_scan(&db);
        // A cold start: no index, no cached table, every file as first written.
        for f in &files {
            std::fs::write(&f.path, &f.text).unwrap();
        }
        // (`hook_symbol_cache` is the hooks' own store of tables in builds before the
        // project index became the only one, `scan_symbols` the index's before it kept a
        // file's table as one value.)
        for table in [
            "scan_files",
            "scan_tables",
            "scan_anchors",
            "scan_symbols",
            "hook_symbol_cache",
        ] {
            let _ = conn.execute(&format!("DELETE FROM {table}"), []);
        }
        let logged_before = parse_lines(&log);
        let session = format!("session{run_id}-{s}");
        let start = base(
            "SessionStart",
            &root,
            &session,
            &json!({"source": "startup"}),
        );
        starts.push(h.run("session-start", &start.to_string()).0);
        for k in 0..files.len() {
            let at = (s + k) % files.len();
            let f = &files[at];
            let steps = &mut times[at];
            steps[0].push(
                h.run("post-tool-use", &read(&root, &f.path, &session).to_string())
                    .0,
            );
            let new = format!("{} + 0", f.line.trim_end_matches(';'));
            let new = if f.line.ends_with(';') {
                format!("{new};")
            } else {
                new
            };
            let mut pre = edit("PreToolUse", &root, &f.path, &f.line, &session);
            pre["tool_input"]["new_string"] = json!(new);
            steps[1].push(h.run("pre-tool-use", &pre.to_string()).0);
            std::fs::write(&f.path, f.text.replacen(&f.line, &new, 1)).unwrap();
            let mut post = edit("PostToolUse", &root, &f.path, &f.line, &session);
            post["tool_input"]["new_string"] = json!(new);
            post["tool_response"]["newString"] = json!(new);
            steps[2].push(h.run("post-tool-use", &post.to_string()).0);
            steps[3].push(
                h.run(
                    "post-tool-use-failure",
                    &bash(&root, &session, true).to_string(),
                )
                .0,
            );
        }
        settle(&db);
        parses.push(parse_lines(&log).saturating_sub(logged_before));
    }
    wait_for_scan(&db);
    for f in &files {
        std::fs::write(&f.path, &f.text).unwrap();
    }
    println!();
    println!(
        "Realistic sessions ({sessions}): SessionStart on a cold index, then at once per \
         language Read, edit, failing run; `sqlite3` floor p50 {floor:.2} ms"
    );
    println!("| step | language | p50 ms | p99 ms | p50 / sqlite3 | p99 / sqlite3 |");
    println!("|---|---|---|---|---|---|");
    starts.sort();
    let line = |step: &str, lang: &str, v: &[Duration]| {
        println!(
            "| {step} | {lang} | {:.2} | {:.2} | {:.2} | {:.2} |",
            p(v, 50),
            p(v, 99),
            p(v, 50) / floor,
            p(v, 99) / floor
        );
    };
    line("SessionStart", "all", &starts);
    for (i, step) in STEPS.iter().enumerate() {
        for (f, per_step) in files.iter().zip(&times) {
            let mut v = per_step[i].clone();
            v.sort();
            line(step, f.lang, &v);
        }
    }
    parses.sort_unstable();
    println!(
        "answer-path parses per session (`parse:` lines of the hook log): min {}, median {}, \
         max {}, total {} in {sessions} sessions",
        parses.first().unwrap_or(&0),
        parses.get(parses.len() / 2).unwrap_or(&0),
        parses.last().unwrap_or(&0),
        parses.iter().sum::<usize>()
    );
}

/// The `parse:` lines in the hook log so far.
fn parse_lines(log: &Path) -> usize {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter(|l| l.split_whitespace().nth(2) == Some("parse:"))
        .count()
}

/// Waits (up to a minute) until no background `cm scan` of the database (of the project,
/// or of one file a hook gave up on) holds its lock.
pub(crate) fn wait_for_scan(db: &Path) {
    for what in ["scanning", "indexing"] {
        let mut name = db.as_os_str().to_owned();
        name.push(format!("-{what}"));
        let Ok(file) = std::fs::File::open(PathBuf::from(name)) else {
            continue;
        };
        let until = Instant::now() + Duration::from_secs(60);
        // A shared lock, let go at once (when `file` closes): taken once the scan ends.
        while Instant::now() < until && file.try_lock_shared().is_err() {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}
