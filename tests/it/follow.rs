//! Lessons follow their code, in Python, Rust and TypeScript: a rename by Edit, a move by
//! Write + Edit, a `git mv` with an import fixed by the shell, a rewrite (stale), a rewrite
//! and its revert (healed), a deletion (orphaned), a trivial body (never followed) and two
//! identical bodies (ambiguous: not followed). Each case prints what the model reads.

use serde_json::{Value, json};

use crate::hook::{Scene, context};

/// One language: how a definition of a function is spelled.
struct Lang {
    ext: &'static str,
    /// The start of a definition of `name` (unique in the file).
    decl: fn(&str) -> String,
    /// A function `name` with a real body; `rev` is the word the rewrite changes.
    body: fn(&str) -> String,
    /// A one-line getter named `name`.
    trivial: fn(&str) -> String,
    /// A line importing `name` from module `module` (for the shell move).
    import: fn(&str, &str) -> String,
}

const LANGS: &[Lang] = &[
    Lang {
        ext: "py",
        decl: |n| format!("def {n}("),
        body: |n| {
            format!(
                "def {n}(args, nargs_spec):\n    args = list(args)\n    rv = []\n    spos = None\n    for idx, nargs in enumerate(nargs_spec):\n        if nargs < 0:\n            spos = idx\n        rv.append(args.pop(0) if args else None)\n    if spos is not None:\n        rv.reverse()\n    return tuple(rv), args\n"
            )
        },
        trivial: |n| format!("def {n}(self):\n    return self._name\n"),
        import: |m, n| format!("from {m} import {n}\n"),
    },
    Lang {
        ext: "rs",
        decl: |n| format!("fn {n}("),
        body: |n| {
            format!(
                "pub fn {n}(args: &[u32], spec: &[i32]) -> (Vec<u32>, usize) {{\n    let mut out = Vec::new();\n    let mut spos = None;\n    for (i, n) in spec.iter().enumerate() {{\n        if *n < 0 {{\n            spos = Some(i);\n        }}\n        out.push(args.get(i).copied().unwrap_or(0));\n    }}\n    if spos.is_some() {{\n        out.reverse();\n    }}\n    (out, args.len())\n}}\n"
            )
        },
        trivial: |n| format!("pub fn {n}(c: &Cfg) -> &str {{ &c.name }}\n"),
        import: |m, n| format!("use crate::{m}::{n};\n"),
    },
    Lang {
        ext: "ts",
        decl: |n| format!("function {n}("),
        body: |n| {
            format!(
                "export function {n}(args: number[], spec: number[]): [number[], number] {{\n  const out: number[] = [];\n  let spos = -1;\n  spec.forEach((n, i) => {{\n    if (n < 0) spos = i;\n    out.push(args[i] ?? 0);\n  }});\n  if (spos >= 0) out.reverse();\n  return [out, args.length];\n}}\n"
            )
        },
        trivial: |n| format!("export function {n}(c: Cfg): string {{ return c.name; }}\n"),
        import: |m, n| format!("import {{ {n} }} from './{m}';\n"),
    },
];

const LESSON: &str = "keep x.reverse() when spos is set";

impl Lang {
    fn file(&self, stem: &str) -> String {
        format!("{stem}.{}", self.ext)
    }
}

/// A scene with `parser.EXT` holding `unpack` (and a neighbour), one lesson on `unpack`,
/// and a first session started (the project indexed).
fn scene(l: &Lang) -> Scene {
    let s = Scene::new();
    let text = format!("{}\n{}", (l.body)("unpack"), (l.trivial)("neighbour"));
    s.write(&l.file("parser"), &text);
    s.cm(&["fail", "unpack", LESSON, "--file", &l.file("parser")]);
    s.session_start("startup");
    s
}

/// `cm query NAME --json`: `(file, name, [lesson texts], stale flags)` of each symbol.
fn query(s: &Scene, name: &str) -> Value {
    serde_json::from_str(&s.cm(&["query", name, "--json"])).unwrap()
}

fn files_with_lessons(v: &Value) -> Vec<(String, String)> {
    v["symbols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["file"].as_str().unwrap().to_string(),
                s["name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn post_write(s: &Scene, rel: &str, content: &str) -> Option<Value> {
    let path = s.write(rel, content);
    let p = json!({
        "session_id": s.session, "cwd": s.root, "permission_mode": "default",
        "hook_event_name": "PostToolUse", "tool_name": "Write",
        "tool_input": {"file_path": path, "content": content},
        "tool_response": {"type": "create", "filePath": path, "content": content,
                          "structuredPatch": [], "originalFile": null},
        "tool_use_id": "toolu_01WrT7c9q2LmN5bX8vYzK4aa", "duration_ms": 4
    });
    s.hook("post-tool-use", &p)
}

fn show(case: &str, l: &Lang, text: &str) {
    eprintln!("--- {case} ({}) ---\n{text}\n", l.ext);
}

#[test]
fn a_rename_by_edit_moves_the_lessons_and_keeps_the_old_name() {
    for l in LANGS {
        let s = scene(l);
        let parser = s.root.join(l.file("parser"));
        s.edit(&parser, &(l.decl)("unpack"), &(l.decl)("split_args"));
        let v = query(&s, "unpack");
        assert_eq!(
            files_with_lessons(&v),
            [(l.file("parser"), "split_args".to_string())],
            "{v}"
        );
        assert_eq!(v["moved"][0]["name"], "unpack", "{v}");
        // A method is found by its last segment too.
        if l.ext == "py" {
            s.write(
                "svc.py",
                &format!(
                    "class Loop:\n{}",
                    (l.body)("_run_once")
                        .replace("rv", "queue")
                        .lines()
                        .map(|x| format!("    {x}\n"))
                        .collect::<String>()
                ),
            );
            s.cm(&[
                "fail",
                "Loop._run_once",
                "ready queue drained twice",
                "--file",
                "svc.py",
            ]);
            s.edit(&s.root.join("svc.py"), "def _run_once(", "def _run_one(");
            let v = query(&s, "_run_once");
            assert_eq!(
                files_with_lessons(&v),
                [("svc.py".to_string(), "Loop._run_one".to_string())],
                "{v}"
            );
        }
        let text = s.cm(&["query", "unpack"]);
        assert!(
            text.contains(&format!(
                "lessons of unpack ({}) moved to split_args in {}",
                l.file("parser"),
                l.file("parser")
            )),
            "{text}"
        );
        let read = context(&s.read(&parser, None));
        show("rename by Edit, then Read", l, &read);
        assert!(
            read.contains(&format!(
                "split_args in {} (was unpack in {})",
                l.file("parser"),
                l.file("parser")
            )),
            "{read}"
        );
        assert!(read.contains(LESSON), "{read}");
        assert!(!read.contains("code changed"), "{read}");
    }
}

#[test]
fn a_move_by_write_then_edit_follows_the_code_to_the_new_file() {
    for l in LANGS {
        let s = scene(l);
        let parser = s.root.join(l.file("parser"));
        // The new home first (a copy: nothing moves yet), then the old one removed.
        post_write(&s, &l.file("core"), &(l.body)("unpack_args"));
        assert_eq!(
            files_with_lessons(&query(&s, "unpack")),
            [(l.file("parser"), "unpack".to_string())]
        );
        s.edit(&parser, &(l.body)("unpack"), "");
        let v = query(&s, "unpack");
        assert_eq!(
            files_with_lessons(&v),
            [(l.file("core"), "unpack_args".to_string())],
            "{v}"
        );
        let read = context(&s.read(&s.root.join(l.file("core")), None));
        show("move by Write + Edit, then Read of the new file", l, &read);
        assert!(
            read.contains(&format!("(was unpack in {})", l.file("parser"))),
            "{read}"
        );
        // Said once: the next session's Read names the code where it is, without the note.
        s.session_start("clear");
        let again = context(&s.read(&s.root.join(l.file("core")), None));
        assert!(!again.contains("(was "), "{again}");
        assert!(again.contains(LESSON), "{again}");
    }
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn a_git_mv_and_an_import_fixed_by_the_shell_are_followed_at_the_next_session() {
    for l in LANGS {
        let s = scene(l);
        s.write(&l.file("main"), &(l.import)("parser", "unpack"));
        let git = |args: &[&str]| {
            let out = std::process::Command::new("git")
                .args(args)
                .current_dir(&s.root)
                .output()
                .unwrap();
            assert!(out.status.success(), "git {args:?}: {out:?}");
        };
        git(&["init", "-q"]);
        git(&["add", "."]);
        std::fs::create_dir_all(s.root.join("util")).unwrap();
        git(&["mv", &l.file("parser"), &format!("util/{}", l.file("args"))]);
        s.write(&l.file("main"), &(l.import)("util/args", "unpack"));
        // Nothing on the hook path saw the shell; the next session start's scan does, after
        // its answer, and the brief after it names the code where it is.
        s.session_start("startup");
        let brief = s.session_start("clear").map(|v| context(&Some(v)));
        show(
            "git mv by shell, then SessionStart brief",
            l,
            brief.as_deref().unwrap_or("(no brief)"),
        );
        let v = query(&s, "unpack");
        assert_eq!(
            files_with_lessons(&v),
            [(format!("util/{}", l.file("args")), "unpack".to_string())],
            "{v}"
        );
        let brief = brief.expect("a brief");
        assert!(
            brief.contains(&format!("unpack (util/{}", l.file("args"))),
            "{brief}"
        );
        assert!(
            !brief.contains(&format!("({}", l.file("parser"))),
            "{brief}"
        );
    }
}

#[test]
fn a_rewrite_marks_lessons_stale_and_a_revert_heals_them() {
    for l in LANGS {
        let s = scene(l);
        let parser = s.root.join(l.file("parser"));
        s.edit(&parser, "reverse()", "sort()");
        let read = context(&s.read(&parser, None));
        show("rewrite (stale), then Read", l, &read);
        assert!(read.contains("(code changed since "), "{read}");
        let v = query(&s, "unpack");
        assert_eq!(v["symbols"][0]["experiences"][0]["stale"], true, "{v}");
        assert!(s.cm(&["query", "unpack"]).contains("code changed since"));

        s.edit(&parser, "sort()", "reverse()");
        let v = query(&s, "unpack");
        assert!(
            v["symbols"][0]["experiences"][0].get("stale").is_none(),
            "{v}"
        );
        s.session_start("clear");
        let read = context(&s.read(&parser, None));
        show("rewrite and revert (healed), then Read", l, &read);
        assert!(
            read.contains(LESSON) && !read.contains("code changed"),
            "{read}"
        );
    }
}

#[test]
fn a_deleted_symbol_is_orphaned_never_shown_and_retired_by_gc() {
    for l in LANGS {
        let s = scene(l);
        let parser = s.root.join(l.file("parser"));
        s.edit(&parser, &(l.body)("unpack"), "");
        let orphans: Value =
            serde_json::from_str(&s.cm(&["query", "--orphaned", "--json"])).unwrap();
        assert_eq!(orphans["orphaned"][0]["name"], "unpack", "{orphans}");
        let text = s.cm(&["query", "--orphaned"]);
        show("delete (orphaned): cm query --orphaned", l, &text);
        assert!(text.contains(LESSON), "{text}");
        // Not in the brief, not on a Read, not on a prompt that names it.
        assert_eq!(s.session_start("clear"), None);
        assert_eq!(s.read(&parser, None), None);
        assert_eq!(s.prompt("why does unpack reverse its args?"), None);
        let doctor = s
            .env
            .cm()
            .current_dir(&s.root)
            .arg("doctor")
            .output()
            .unwrap();
        let doctor = String::from_utf8_lossy(&doctor.stdout).to_string();
        assert!(doctor.contains("orphaned lessons"), "{doctor}");
        let gc = s.cm(&["gc"]);
        assert!(gc.contains("retired #1 unpack"), "{gc}");
        assert!(
            s.cm(&["query", "--orphaned"])
                .contains("no orphaned lessons")
        );
        let all = s.lessons("unpack", &l.file("parser"));
        assert_eq!(all[0]["status"], "inactive");
        assert_eq!(all[0]["status_note"], "orphaned: its code is gone (cm gc)");
    }
}

#[test]
fn a_trivial_body_never_moves_a_lesson() {
    for l in LANGS {
        let s = scene(l);
        s.cm(&[
            "fail",
            "neighbour",
            "name is None before load",
            "--file",
            &l.file("parser"),
        ]);
        let parser = s.root.join(l.file("parser"));
        s.edit(&parser, &(l.decl)("neighbour"), &(l.decl)("display_name"));
        assert!(
            files_with_lessons(&query(&s, "display_name")).is_empty(),
            "{}",
            l.ext
        );
        let orphans: Value =
            serde_json::from_str(&s.cm(&["query", "--orphaned", "--json"])).unwrap();
        assert_eq!(orphans["orphaned"][0]["name"], "neighbour", "{orphans}");
        // The real one stays where it is.
        assert_eq!(
            files_with_lessons(&query(&s, "unpack")),
            [(l.file("parser"), "unpack".to_string())]
        );
        let read = context(&s.read(&parser, None));
        show("trivial body renamed, then Read", l, &read);
        assert!(
            !read.contains("neighbour") && !read.contains("display_name"),
            "{read}"
        );
    }
}

#[test]
fn two_identical_bodies_are_ambiguous_and_nothing_moves() {
    for l in LANGS {
        let s = scene(l);
        let parser = s.root.join(l.file("parser"));
        // A twin of `unpack` elsewhere, then `unpack` renamed: two candidates.
        post_write(&s, &l.file("twin"), &(l.body)("unpack_copy"));
        s.edit(&parser, &(l.decl)("unpack"), &(l.decl)("split_args"));
        assert!(files_with_lessons(&query(&s, "split_args")).is_empty());
        assert!(files_with_lessons(&query(&s, "unpack_copy")).is_empty());
        assert_eq!(
            files_with_lessons(&query(&s, "unpack")),
            [(l.file("parser"), "unpack".to_string())]
        );
        let orphans: Value =
            serde_json::from_str(&s.cm(&["query", "--orphaned", "--json"])).unwrap();
        assert_eq!(orphans["orphaned"], json!([]), "{orphans}");
        let scan: Value = serde_json::from_str(&s.cm(&["scan", "--json"])).unwrap();
        assert_eq!(scan["ambiguous"][0][1], "unpack", "{scan}");
        let text = s.cm(&["scan"]);
        show("two identical bodies: cm scan", l, &text);
        assert!(text.contains("not followed: the code of unpack"), "{text}");
        // The code read names no symbol that is gone.
        assert_eq!(s.read(&parser, None), None);
    }
}

#[test]
fn scan_indexes_incrementally_and_map_ranks_files_with_lessons_first() {
    let s = scene(&LANGS[0]);
    s.write("pkg/__init__.py", "");
    s.write(
        "pkg/util.py",
        "from parser import unpack\n\nclass Helper:\n    def run(self):\n        return 1\n",
    );
    s.write("ignored/skip.py", "def hidden():\n    pass\n");
    s.write(".gitignore", "ignored/\n");
    let first: Value = serde_json::from_str(&s.cm(&["scan", "--json"])).unwrap();
    assert_eq!(first["files"], 3, "{first}");
    assert!(first["parsed"].as_u64().unwrap() >= 2, "{first}");
    let second: Value = serde_json::from_str(&s.cm(&["scan", "--json"])).unwrap();
    assert_eq!(second["parsed"], 0, "{second}");
    assert_eq!(second["complete"], true);
    let map = s.cm(&["map"]);
    eprintln!("--- cm map ---\n{map}");
    assert!(map.contains("parser.py ("), "{map}");
    assert!(map.contains("lessons: risk"), "{map}");
    assert!(map.contains("function unpack [risk"), "{map}");
    assert!(map.contains("class Helper"), "{map}");
    assert!(!map.contains("hidden"), "{map}");
    let j: Value = serde_json::from_str(&s.cm(&["map", "--json"])).unwrap();
    assert_eq!(j["files"][0]["file"], "parser.py", "{j}");
    assert_eq!(j["files"][0]["imported_by"], 1, "{j}");
    let tiny: Value = serde_json::from_str(&s.cm(&["map", "--budget", "20", "--json"])).unwrap();
    assert_eq!(tiny["cut"], true, "{tiny}");
    // Off by default; a config key adds a short map to the SessionStart brief.
    let brief = context(&s.session_start("clear"));
    assert!(!brief.contains("project map"), "{brief}");
    s.write(".code-memory.toml", "session_map_tokens = 150\n");
    let brief = context(&s.session_start("clear"));
    eprintln!("--- SessionStart with session_map_tokens = 150 ---\n{brief}");
    assert!(brief.contains("project map of testproj"), "{brief}");
    assert!(brief.contains("function unpack [risk"), "{brief}");
}

#[test]
fn code_deleted_first_and_written_elsewhere_after_takes_its_orphaned_lessons() {
    for l in LANGS {
        let s = scene(l);
        let parser = s.root.join(l.file("parser"));
        s.edit(&parser, &(l.body)("unpack"), "");
        let orphans: Value =
            serde_json::from_str(&s.cm(&["query", "--orphaned", "--json"])).unwrap();
        assert_eq!(orphans["orphaned"][0]["name"], "unpack", "{orphans}");
        post_write(&s, &l.file("core"), &(l.body)("unpack_args"));
        assert_eq!(
            files_with_lessons(&query(&s, "unpack")),
            [(l.file("core"), "unpack_args".to_string())],
            "{}",
            l.ext
        );
        assert!(
            s.cm(&["query", "--orphaned"])
                .contains("no orphaned lessons")
        );
    }
}

/// The files of the project index with a symbol table, sorted.
fn tabled(s: &Scene) -> Vec<String> {
    let conn = rusqlite::Connection::open(s.env.db()).unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT f.file FROM scan_files f JOIN scan_tables t ON t.file_id = f.id ORDER BY 1",
        )
        .unwrap();
    stmt.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap()
}

#[test]
fn a_first_scan_parses_the_files_with_lessons_and_code_moved_to_another_is_followed() {
    for l in LANGS {
        let s = Scene::new();
        let text = format!("{}\n{}", (l.body)("unpack"), (l.trivial)("neighbour"));
        s.write(&l.file("parser"), &text);
        s.write(&l.file("core"), &(l.trivial)("pack"));
        s.cm(&["fail", "unpack", LESSON, "--file", &l.file("parser")]);
        s.session_start("startup");
        // Both indexed; only the file with lessons parsed.
        assert_eq!(tabled(&s), [l.file("parser")]);
        let scan: Value = serde_json::from_str(&s.cm(&["--json", "scan"])).unwrap();
        assert_eq!((&scan["parsed"], &scan["read"]), (&0.into(), &0.into()));
        // Code with lessons moved into the other file is followed there.
        post_write(&s, &l.file("core"), &(l.body)("unpack_args"));
        s.edit(&s.root.join(l.file("parser")), &(l.body)("unpack"), "");
        assert_eq!(
            files_with_lessons(&query(&s, "unpack")),
            [(l.file("core"), "unpack_args".to_string())]
        );
    }
}

#[test]
fn code_with_lessons_gone_before_the_first_scan_is_looked_for_in_every_file() {
    for l in LANGS {
        let s = Scene::new();
        let text = format!("{}\n{}", (l.body)("unpack"), (l.trivial)("neighbour"));
        s.write(&l.file("parser"), &text);
        s.write(&l.file("other"), &(l.trivial)("pack"));
        s.cm(&["fail", "unpack", LESSON, "--file", &l.file("parser")]);
        // Moved by hand before cm ever indexed the project.
        s.write(&l.file("parser"), &(l.trivial)("neighbour"));
        s.write(&l.file("core"), &(l.body)("unpack_args"));
        s.session_start("startup");
        assert_eq!(
            files_with_lessons(&query(&s, "unpack")),
            [(l.file("core"), "unpack_args".to_string())],
            "{}",
            s.full_log()
        );
        assert_eq!(tabled(&s).len(), 3);
    }
}

#[test]
fn a_lesson_on_a_file_a_first_scan_only_read_has_its_table_made_by_the_next_scan() {
    let s = Scene::new();
    s.write("parser.py", &(LANGS[0].body)("unpack"));
    s.cm(&["scan"]);
    assert!(tabled(&s).is_empty());
    s.cm(&["fail", "unpack", LESSON, "--file", "parser.py"]);
    assert!(tabled(&s).is_empty());
    s.cm(&["scan"]);
    assert_eq!(tabled(&s), ["parser.py"]);
}
