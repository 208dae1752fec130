//! The Claude Code plugin under `plugin/` and the marketplace file: every JSON file parses,
//! `hooks/hooks.json` is exactly the canonical wiring, the skill and slash commands carry
//! their frontmatter.

#![cfg(unix)]

use std::fs;
use std::path::{Path, PathBuf};

use code_memory::install::wiring::{self, wiring};
use serde_json::Value;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read_json(path: &Path) -> Value {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn json_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            json_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "json") {
            out.push(path);
        }
    }
}

/// Regenerates `plugin/hooks/hooks.json` from `hooks/wiring.json` and compares it with the
/// committed file; `CM_REWRITE_PLUGIN_HOOKS=1` rewrites the committed file instead.
#[test]
fn plugin_hooks_json_is_the_canonical_wiring() {
    let committed_path = repo().join("plugin/hooks/hooks.json");
    let expected = wiring::to_pretty(&wiring().plugin_hooks_json());
    if std::env::var_os("CM_REWRITE_PLUGIN_HOOKS").is_some() {
        fs::write(&committed_path, &expected).unwrap();
    }
    let committed = fs::read_to_string(&committed_path).unwrap();
    assert_eq!(
        committed, expected,
        "plugin/hooks/hooks.json is stale: run CM_REWRITE_PLUGIN_HOOKS=1 cargo test plugin_hooks"
    );
    // The wiring compiled into cm is the one on disk.
    let on_disk =
        wiring::parse(&fs::read_to_string(repo().join("hooks/wiring.json")).unwrap()).unwrap();
    assert_eq!(
        on_disk.plugin_hooks_json(),
        wiring().plugin_hooks_json(),
        "rebuild cm after editing hooks/wiring.json"
    );
}

#[test]
fn plugin_hooks_json_has_the_shape_claude_code_requires() {
    let doc = read_json(&repo().join("plugin/hooks/hooks.json"));
    assert!(doc["description"].is_string());
    let hooks = doc["hooks"]
        .as_object()
        .expect("top-level \"hooks\" wrapper");
    assert_eq!(hooks.len(), wiring().hooks.len());
    for spec in &wiring().hooks {
        let group = &hooks[&spec.event][0];
        assert_eq!(
            group.get("matcher").and_then(Value::as_str),
            spec.matcher.as_deref()
        );
        let handler = &group["hooks"][0];
        assert_eq!(handler["type"], "command");
        assert_eq!(handler["timeout"], spec.timeout);
        // `cm` from PATH, with no plugin path in it; a missing cm is no hook error.
        let command = handler["command"].as_str().unwrap();
        let prefix = format!("cm hook {} || ", spec.cm_hook);
        assert!(command.starts_with(&prefix), "{command}");
        if spec.cm_hook != "session-start" {
            assert_eq!(&command[prefix.len()..], "exit 0");
        }
    }
}

#[test]
fn every_json_file_parses_and_names_agree() {
    let mut files = Vec::new();
    json_files(&repo().join("plugin"), &mut files);
    json_files(&repo().join(".claude-plugin"), &mut files);
    json_files(&repo().join("hooks"), &mut files);
    assert!(files.len() >= 4, "{files:?}");
    for f in &files {
        read_json(f);
    }

    let manifest = read_json(&repo().join("plugin/.claude-plugin/plugin.json"));
    assert_eq!(manifest["name"], "code-memory");
    assert_eq!(
        manifest["version"],
        env!("CARGO_PKG_VERSION"),
        "plugin version follows the crate"
    );
    assert!(
        manifest["description"]
            .as_str()
            .is_some_and(|d| !d.is_empty())
    );
    // Only plugin.json goes inside .claude-plugin/.
    let inside: Vec<_> = fs::read_dir(repo().join("plugin/.claude-plugin"))
        .unwrap()
        .collect();
    assert_eq!(inside.len(), 1);

    let market = read_json(&repo().join(".claude-plugin/marketplace.json"));
    assert!(market["name"].is_string());
    assert!(market["owner"]["name"].is_string());
    let entry = &market["plugins"][0];
    assert_eq!(entry["name"], manifest["name"]);
    let source = entry["source"].as_str().unwrap();
    assert!(source.starts_with("./"));
    assert!(
        repo()
            .join(source)
            .join(".claude-plugin/plugin.json")
            .is_file()
    );
}

/// `---\nkey: value\n...\n---` at the top of a markdown file.
fn frontmatter(path: &Path) -> Vec<(String, String)> {
    let text = fs::read_to_string(path).unwrap();
    let rest = text
        .strip_prefix("---\n")
        .unwrap_or_else(|| panic!("{}: no frontmatter", path.display()));
    let end = rest.find("\n---\n").expect("closing ---");
    assert!(
        !rest[end + 5..].trim().is_empty(),
        "{}: empty body",
        path.display()
    );
    rest[..end]
        .lines()
        .filter_map(|l| l.split_once(": "))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[test]
fn skill_and_commands_carry_frontmatter() {
    let skill = frontmatter(&repo().join("plugin/skills/code-memory/SKILL.md"));
    assert!(skill.contains(&("name".into(), "code-memory".into())));
    assert!(
        skill
            .iter()
            .any(|(k, v)| k == "description" && v.len() > 40)
    );

    let mut names = Vec::new();
    for entry in fs::read_dir(repo().join("plugin/commands")).unwrap() {
        let path = entry.unwrap().path();
        let fm = frontmatter(&path);
        assert!(
            fm.iter().any(|(k, _)| k == "description"),
            "{}",
            path.display()
        );
        assert!(
            fm.contains(&("allowed-tools".into(), "Bash(cm:*)".into())),
            "{}",
            path.display()
        );
        names.push(path.file_stem().unwrap().to_string_lossy().into_owned());
    }
    names.sort();
    // The everyday actions: lessons of a symbol, record a failure, a success, riskiest symbols.
    for needed in ["fail", "lessons", "ok", "risky"] {
        assert!(names.iter().any(|n| n == needed), "{names:?}");
    }
}

/// Runs a plugin hook command under `sh -c`, as Claude Code does on Linux, with only `dir`
/// on PATH and a payload on stdin.
fn run_plugin_command(command: &str, dir: &Path) -> std::process::Output {
    use std::io::Write as _;
    let mut child = std::process::Command::new("/bin/sh")
        .args(["-c", command])
        .env_clear()
        .env("PATH", dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // A hook that does not read its payload may close stdin first: not an error here.
    let _ = stdin.write_all(br#"{"hook_event_name":"PreToolUse"}"#);
    drop(stdin);
    child.wait_with_output().unwrap()
}

/// Without a `cm` on PATH every plugin hook exits 0, only SessionStart says anything (one
/// JSON answer with the install lines); with one, each runs `cm hook <event>` with the
/// payload.
#[test]
fn plugin_commands_run_cm_from_path_and_pass_without_it() {
    let doc = read_json(&repo().join("plugin/hooks/hooks.json"));
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty");
    fs::create_dir_all(&empty).unwrap();
    let with_cm = dir.path().join("with-cm");
    fs::create_dir_all(&with_cm).unwrap();
    let fake = with_cm.join("cm");
    fs::write(
        &fake,
        "#!/bin/sh\necho \"args: $*\"\nread -r line; echo \"$line\"\n",
    )
    .unwrap();
    {
        use std::os::unix::fs::PermissionsExt as _;
        fs::set_permissions(&fake, fs::Permissions::from_mode(0o755)).unwrap();
    }
    for spec in &wiring().hooks {
        let command = doc["hooks"][&spec.event][0]["hooks"][0]["command"]
            .as_str()
            .unwrap();
        let out = run_plugin_command(command, &empty);
        assert!(out.status.success(), "{command}: {out:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        if spec.cm_hook == "session-start" {
            let answer: Value = serde_json::from_str(stdout.trim()).unwrap();
            let msg = answer["systemMessage"].as_str().unwrap();
            assert!(msg.contains("npm install -g code-memory-cli"), "{msg}");
            assert_eq!(answer["hookSpecificOutput"]["additionalContext"], msg);
            assert_eq!(
                answer["hookSpecificOutput"]["hookEventName"],
                "SessionStart"
            );
        } else {
            assert_eq!(stdout, "", "{command}");
        }
        let out = run_plugin_command(command, &with_cm);
        assert!(out.status.success(), "{command}: {out:?}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!(
                "args: hook {}\n{{\"hook_event_name\":\"PreToolUse\"}}\n",
                spec.cm_hook
            ),
            "{command}"
        );
    }
}

/// Every hook wiring shown in the documentation (a whole `"hooks"` object, or one event's
/// entry) is `hooks/wiring.json` as Claude Code gets it: same events, matchers, `cm hook`
/// subcommands and timeouts. A block listing several events lists all of them.
#[test]
fn wiring_shown_in_docs_is_the_canonical_wiring() {
    let mut docs = vec![repo().join("README.md")];
    for entry in fs::read_dir(repo().join("docs")).unwrap() {
        docs.push(entry.unwrap().path());
    }
    let mut checked = 0;
    for doc in docs {
        let text = fs::read_to_string(&doc).unwrap();
        for block in text.split("```json\n").skip(1) {
            let block = block.split("```").next().unwrap().trim();
            if !block.contains("cm hook ") {
                continue;
            }
            let json = if block.starts_with('{') {
                block.to_string()
            } else {
                format!("{{{block}}}")
            };
            let parsed: Value = serde_json::from_str(&json)
                .unwrap_or_else(|e| panic!("{}: a wiring block is not JSON: {e}", doc.display()));
            let events = parsed.get("hooks").unwrap_or(&parsed).as_object().unwrap();
            let specs = &wiring().hooks;
            if events.len() > 1 {
                assert_eq!(
                    events.len(),
                    specs.len(),
                    "{}: the wiring shown lists {} events, hooks/wiring.json {}",
                    doc.display(),
                    events.len(),
                    specs.len()
                );
            }
            for (event, groups) in events {
                let spec = specs
                    .iter()
                    .find(|s| &s.event == event)
                    .unwrap_or_else(|| panic!("{}: {event} is not wired", doc.display()));
                let group = &groups[0];
                assert_eq!(
                    group["matcher"].as_str(),
                    spec.matcher.as_deref(),
                    "{}: {event}",
                    doc.display()
                );
                let handler = &group["hooks"][0];
                let command = handler["command"].as_str().unwrap();
                assert!(
                    command.ends_with(&format!("cm hook {}", spec.cm_hook)),
                    "{}: {event} runs {command}",
                    doc.display()
                );
                assert_eq!(
                    handler["timeout"],
                    spec.timeout,
                    "{}: {event}",
                    doc.display()
                );
                checked += 1;
            }
        }
    }
    assert!(
        checked >= 7,
        "only {checked} wired events found in the docs"
    );
}
