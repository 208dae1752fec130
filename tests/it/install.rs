//! `cm install`: merging into real-looking settings, idempotency, uninstall, refusal of
//! invalid JSON, scopes, Codex output, the generic workflow; plus `cm completions` and
//! `cm --version`. Most tests run it by its first name, `install-plugin`, which stays
//! accepted.

use std::fs;
#[cfg(unix)]
use std::os::unix::fs::FileTypeExt as _;
use std::path::{Path, PathBuf};

use code_memory::install::settings;
use code_memory::install::wiring::wiring;
use predicates::prelude::*;
use serde_json::Value;

use crate::common::{Env, shown};

/// Settings as people have them: other hooks on the same events (including a matcher
/// group cm also uses), another plugin, permissions, env, odd formatting.
const REALISTIC: &str = r#"{
	"$schema":"https://json.schemastore.org/claude-code-settings.json",
  "permissions" : { "allow" : ["Bash(npm run lint)", "Bash(cargo test:*)"], "deny":["Read(./.env)"] },
  "env": {"FOO": "1"},
      "hooks": {
    "PreToolUse": [ {"matcher": "Bash", "hooks": [ {"type": "command", "command": "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh", "timeout": 10} ]},
                    {"matcher": "Edit|Write|NotebookEdit", "hooks": [{"type":"command","command":"prettier --check"}]} ],
    "PostToolUse": [{"matcher":"Edit|Write","hooks":[{"type":"command","command":"npx prettier --write \"$(jq -r .tool_input.file_path)\""}]}],
    "Notification": [{"hooks": [{"type": "command", "command": "notify-send 'Claude'"}]}]
  },
  "enabledPlugins": {"formatter@acme-tools": true, "linter@acme-tools": false},
  "statusLine": {"type": "command", "command": "~/.claude/statusline.sh", "padding": 0},
  "cleanupPeriodDays": 30,
  "numbers": [1.5, 1e3, -0, 12345678901234567890]
}
"#;

fn json(path: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(path).expect("read")).expect("valid JSON")
}

fn project_settings(env: &Env) -> PathBuf {
    env.path().join(".claude").join("settings.json")
}

fn cm_binary() -> PathBuf {
    fs::canonicalize(assert_cmd::cargo::cargo_bin("cm")).expect("cm binary")
}

/// Everything in `doc` except cm's own handlers.
fn without_ours(doc: &Value) -> Value {
    settings::uninstall(doc).expect("uninstall").0
}

#[test]
fn fresh_install_wires_every_event_with_absolute_binary() {
    let env = Env::new();
    env.cm()
        .arg("install-plugin")
        .assert()
        .success()
        .stdout(predicate::str::contains("installed cm hooks"));
    let doc = json(&project_settings(&env));
    let found = settings::find_ours(&doc);
    assert_eq!(found.len(), wiring().hooks.len());
    for spec in &wiring().hooks {
        let f = found
            .iter()
            .find(|f| f.event == spec.event)
            .unwrap_or_else(|| panic!("{} wired", spec.event));
        assert_eq!(f.command.cm_hook, spec.cm_hook);
        assert_eq!(f.matcher, spec.matcher);
        assert_eq!(f.command.program, shown(&cm_binary()));
        assert_eq!(f.timeout, Some(f64::from(spec.timeout)));
    }
    let pre = &doc["hooks"]["PreToolUse"][0];
    assert_eq!(pre["matcher"], "Edit|Write|NotebookEdit");
    assert_eq!(pre["hooks"][0]["type"], "command");
    // 2-space pretty JSON with a final newline.
    let text = fs::read_to_string(project_settings(&env)).unwrap();
    assert!(text.starts_with("{\n  \"hooks\": {\n"), "{text}");
    assert!(text.ends_with("}\n"));
}

#[test]
fn merge_keeps_everything_else_and_uninstall_restores_it() {
    let env = Env::new();
    let path = project_settings(&env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, REALISTIC).unwrap();
    let original: Value = serde_json::from_str(REALISTIC).unwrap();

    env.cm().arg("install-plugin").assert().success();
    let installed = json(&path);
    assert_eq!(
        without_ours(&installed),
        original,
        "nothing of the user's changed"
    );
    // The user's own groups on cm's events are still there, in their order, before ours.
    let pre = installed["hooks"]["PreToolUse"].as_array().unwrap();
    assert_eq!(pre.len(), 3);
    assert_eq!(pre[0]["hooks"][0]["timeout"], 10);
    assert_eq!(pre[1]["hooks"][0]["command"], "prettier --check");
    // Top-level key order is kept.
    let keys: Vec<&String> = installed.as_object().unwrap().keys().collect();
    let original_keys: Vec<&String> = original.as_object().unwrap().keys().collect();
    assert_eq!(keys, original_keys);
    // The previous file is kept byte for byte.
    assert_eq!(
        fs::read_to_string(path.with_file_name("settings.json.bak")).unwrap(),
        REALISTIC
    );

    env.cm()
        .args(["install-plugin", "--uninstall"])
        .assert()
        .success()
        .stdout(predicate::str::contains("removed cm hooks"));
    assert_eq!(json(&path), original);
}

#[test]
fn second_run_changes_nothing_and_says_so() {
    let env = Env::new();
    let path = project_settings(&env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, REALISTIC).unwrap();
    env.cm().arg("install-plugin").assert().success();
    let first = fs::read(&path).unwrap();
    let backup = fs::read(path.with_file_name("settings.json.bak")).unwrap();

    env.cm()
        .arg("install-plugin")
        .assert()
        .success()
        .stdout(predicate::str::contains("already installed"));
    assert_eq!(fs::read(&path).unwrap(), first);
    assert_eq!(
        fs::read(path.with_file_name("settings.json.bak")).unwrap(),
        backup
    );
    env.cm()
        .args(["install-plugin", "--dry-run"])
        .assert()
        .success()
        .stdout(predicate::str::contains("no change"));
}

#[test]
fn dry_run_prints_a_diff_and_writes_nothing() {
    let env = Env::new();
    let path = project_settings(&env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, REALISTIC).unwrap();
    env.cm()
        .args(["install-plugin", "--dry-run"])
        .assert()
        .success()
        .stdout(predicate::str::contains("--- "))
        .stdout(predicate::str::contains("+++ "))
        .stdout(predicate::str::contains("hook pre-tool-use\""))
        // The file's own indentation (its first indented line has a tab).
        .stdout(
            predicate::str::is_match(
                r"(?m)^\+\t+\x22matcher\x22: \x22Read\|Edit\|Write\|Bash\|PowerShell\x22",
            )
            .unwrap(),
        );
    assert_eq!(fs::read_to_string(&path).unwrap(), REALISTIC);
    assert!(!path.with_file_name("settings.json.bak").exists());
}

#[test]
fn uninstall_removes_the_settings_file_it_created() {
    let env = Env::new();
    let path = project_settings(&env);
    env.cm().arg("install-plugin").assert().success();
    assert!(path.exists());
    env.cm()
        .args(["install-plugin", "--uninstall"])
        .assert()
        .success()
        .stdout(predicate::str::contains("removed cm hooks from"))
        .stdout(predicate::str::contains("the file is gone"));
    assert!(!path.exists());
    // It held cm's entries alone: nothing to keep a backup of.
    assert!(!path.with_file_name("settings.json.bak").exists());
    env.cm()
        .args(["install-plugin", "--uninstall"])
        .assert()
        .success()
        .stdout(predicate::str::contains("no cm hooks"));
}

#[test]
fn install_is_the_command_and_install_plugin_its_other_name() {
    let env = Env::new();
    env.cm()
        .arg("install")
        .assert()
        .success()
        .stdout(predicate::str::contains("installed cm hooks"))
        .stdout(predicate::str::contains(
            "start a new Claude Code session to load the change",
        ));
    let written = fs::read_to_string(project_settings(&env)).unwrap();
    assert_eq!(
        settings::find_ours(&json(&project_settings(&env))).len(),
        wiring().hooks.len()
    );
    env.cm()
        .arg("install-plugin")
        .assert()
        .success()
        .stdout(predicate::str::contains("cm hooks already installed"));
    assert_eq!(fs::read_to_string(project_settings(&env)).unwrap(), written);
    env.cm()
        .args(["install", "--agent", "codex"])
        .env_remove("CODEX_HOME")
        .assert()
        .success()
        .stdout(predicate::str::contains("start a new Codex session"))
        .stdout(predicate::str::contains("open /hooks in Codex"));
    env.cm()
        .args(["install", "--uninstall"])
        .assert()
        .success()
        .stdout(predicate::str::contains("removed cm hooks"));
    env.cm()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::is_match(r"(?m)^  install +Wire cm's hooks").unwrap())
        .stdout(predicate::str::contains("install-plugin"));
}

#[test]
fn invalid_json_is_left_untouched() {
    let env = Env::new();
    let path = project_settings(&env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let broken = "{\n  \"hooks\": {\n    // a comment\n  }\n}\n";
    fs::write(&path, broken).unwrap();
    for args in [
        &["install-plugin"][..],
        &["install-plugin", "--uninstall"],
        &["install-plugin", "--dry-run"],
    ] {
        env.cm()
            .args(args)
            .assert()
            .failure()
            .stderr(predicate::str::starts_with("cm: "))
            .stderr(predicate::str::contains("not valid JSON"))
            .stderr(predicate::str::contains("settings.json"));
    }
    assert_eq!(fs::read_to_string(&path).unwrap(), broken);
    assert!(!path.with_file_name("settings.json.bak").exists());
    // A "hooks" that is not an object cannot be merged into either.
    fs::write(&path, r#"{"hooks": ["x"]}"#).unwrap();
    env.cm()
        .arg("install-plugin")
        .assert()
        .failure()
        .stderr(predicate::str::contains("\"hooks\" is not a JSON object"));
    assert_eq!(fs::read_to_string(&path).unwrap(), r#"{"hooks": ["x"]}"#);
}

#[test]
fn moved_binary_entry_is_replaced_not_duplicated() {
    let env = Env::new();
    let old = env.path().join("old-bin").join("cm");
    fs::create_dir_all(old.parent().unwrap()).unwrap();
    fs::copy(cm_binary(), &old).unwrap();
    env.cm()
        .args(["install-plugin", "--binary"])
        .arg(&old)
        .assert()
        .success();
    fs::remove_file(&old).unwrap();
    env.cm()
        .arg("install-plugin")
        .assert()
        .success()
        .stdout(predicate::str::contains("updated cm hooks"));
    let found = settings::find_ours(&json(&project_settings(&env)));
    assert_eq!(found.len(), wiring().hooks.len());
    assert!(
        found
            .iter()
            .all(|f| f.command.program == shown(&cm_binary()))
    );
}

#[test]
#[cfg(unix)]
fn path_with_spaces_runs_from_any_directory() {
    let env = Env::new();
    let spaced = env.path().join("my tools").join("it's here").join("cm");
    fs::create_dir_all(spaced.parent().unwrap()).unwrap();
    fs::copy(cm_binary(), &spaced).unwrap();
    env.cm()
        .args(["install-plugin", "--binary"])
        .arg(&spaced)
        .assert()
        .success();
    let doc = json(&project_settings(&env));
    let command = doc["hooks"]["Stop"][0]["hooks"][0]["command"]
        .as_str()
        .unwrap()
        .to_string();
    let program = command
        .strip_suffix(" hook stop")
        .expect("command ends with `hook stop`");
    // The quoted program word, run by a shell from elsewhere, is the binary.
    let elsewhere = env.path().join("elsewhere");
    fs::create_dir_all(&elsewhere).unwrap();
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("{program} --version"))
        .current_dir(&elsewhere)
        .output()
        .unwrap();
    assert!(out.status.success(), "{command}: {out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("cm "));
}

#[test]
fn scopes_choose_their_files() {
    let env = Env::new();
    env.cm()
        .args(["install-plugin", "--scope", "local"])
        .assert()
        .success();
    assert!(env.path().join(".claude/settings.local.json").exists());
    assert!(!project_settings(&env).exists());

    // user scope honours CLAUDE_CONFIG_DIR ...
    let config = env.path().join("custom-config");
    env.cm()
        .args(["install-plugin", "--scope", "user"])
        .env("CLAUDE_CONFIG_DIR", &config)
        .assert()
        .success();
    assert_eq!(
        settings::find_ours(&json(&config.join("settings.json"))).len(),
        wiring().hooks.len()
    );
    // ... and falls back to ~/.claude.
    env.cm()
        .args(["install-plugin", "--scope", "user"])
        .env_remove("CLAUDE_CONFIG_DIR")
        .assert()
        .success();
    assert!(env.path().join("home/.claude/settings.json").exists());
}

#[test]
fn project_scope_finds_the_repository_root() {
    let env = Env::new();
    let repo = env.path().join("repo");
    let sub = repo.join("src").join("deep");
    fs::create_dir_all(&sub).unwrap();
    fs::create_dir_all(repo.join(".git")).unwrap();
    env.cm()
        .arg("install-plugin")
        .current_dir(&sub)
        .assert()
        .success()
        .stdout(predicate::str::contains(shown(&repo.join(".claude"))));
    assert!(repo.join(".claude/settings.json").exists());
    assert!(!sub.join(".claude").exists());
    // Inside a Claude Code session the project directory wins.
    let other = env.path().join("other");
    fs::create_dir_all(&other).unwrap();
    env.cm()
        .arg("install-plugin")
        .current_dir(&sub)
        .env("CLAUDE_PROJECT_DIR", &other)
        .assert()
        .success();
    assert!(other.join(".claude/settings.json").exists());
}

#[test]
fn codex_gets_its_own_file_and_tool_names() {
    let env = Env::new();
    env.cm()
        .args(["install-plugin", "--agent", "codex"])
        .env_remove("CODEX_HOME")
        .assert()
        .success();
    let doc = json(&env.path().join(".codex/hooks.json"));
    let events: Vec<&String> = doc["hooks"].as_object().unwrap().keys().collect();
    let expected: Vec<&String> = wiring()
        .hooks
        .iter()
        .filter(|h| h.agents.contains_key("codex"))
        .map(|h| &h.event)
        .collect();
    assert_eq!(events, expected);
    assert!(doc["hooks"].get("PostToolUseFailure").is_none());
    assert_eq!(doc["hooks"]["PreToolUse"][0]["matcher"], "apply_patch");
    assert_eq!(
        doc["hooks"]["PostToolUse"][0]["matcher"],
        "apply_patch|Bash"
    );
    assert!(doc["hooks"]["SessionStart"][0].get("matcher").is_none());
    // Every Codex command tells `cm hook` who asks (Codex takes a narrower Stop answer).
    for (event, groups) in doc["hooks"].as_object().unwrap() {
        let command = groups[0]["hooks"][0]["command"].as_str().unwrap();
        assert!(command.ends_with(" --agent codex"), "{event}: {command}");
    }
    // Only keys Codex documents for a command handler.
    for groups in doc["hooks"].as_object().unwrap().values() {
        for group in groups.as_array().unwrap() {
            for key in group.as_object().unwrap().keys() {
                assert!(["matcher", "hooks"].contains(&key.as_str()), "{key}");
            }
            for handler in group["hooks"].as_array().unwrap() {
                for key in handler.as_object().unwrap().keys() {
                    // On Windows also the command Codex runs there (PowerShell or cmd).
                    let windows = cfg!(windows) && key == "commandWindows";
                    assert!(
                        ["type", "command", "timeout"].contains(&key.as_str()) || windows,
                        "{key}"
                    );
                }
            }
        }
    }
    // User scope: $CODEX_HOME, else ~/.codex.
    let codex_home = env.path().join("codex-home");
    env.cm()
        .args(["install-plugin", "--agent", "codex", "--scope", "user"])
        .env("CODEX_HOME", &codex_home)
        .assert()
        .success();
    assert!(codex_home.join("hooks.json").exists());
    env.cm()
        .args(["install-plugin", "--agent", "codex", "--scope", "user"])
        .env_remove("CODEX_HOME")
        .assert()
        .success();
    assert!(env.path().join("home/.codex/hooks.json").exists());
    env.cm()
        .args(["install-plugin", "--agent", "codex", "--scope", "local"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("Codex has no local settings file"));
}

#[test]
fn generic_agent_prints_the_workflow_and_writes_nothing() {
    let env = Env::new();
    env.cm()
        .args(["install-plugin", "--agent", "generic"])
        .assert()
        .success()
        .stdout(predicate::str::contains("cm query <symbol> --file <path>"))
        .stdout(predicate::str::contains("cm fail <symbol>"))
        .stdout(predicate::str::contains("Do not record"));
    let out = env
        .cm()
        .args(["--json", "install-plugin", "--agent", "generic"])
        .output()
        .unwrap();
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(doc["workflow"].as_str().unwrap().contains("cm ok <symbol>"));
    let entries: Vec<_> = fs::read_dir(env.path()).unwrap().collect();
    assert!(entries.is_empty(), "wrote {entries:?}");
}

#[test]
fn json_output_describes_the_change() {
    let env = Env::new();
    let out = env
        .cm()
        .args(["--json", "install-plugin", "--dry-run"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let doc: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(doc["action"], "installed");
    assert_eq!(doc["dry_run"], true);
    assert_eq!(doc["scope"], "project");
    assert_eq!(
        doc["events"].as_array().unwrap().len(),
        wiring().hooks.len()
    );
    assert!(doc["diff"].as_str().unwrap().contains("+  \"hooks\": {"));
    assert!(!project_settings(&env).exists());
}

#[test]
#[cfg(unix)]
fn a_symlinked_settings_file_stays_a_symlink() {
    let env = Env::new();
    let real = env.path().join("dotfiles").join("settings.json");
    fs::create_dir_all(real.parent().unwrap()).unwrap();
    fs::write(&real, "{\"model\": \"sonnet\"}\n").unwrap();
    let link = project_settings(&env);
    fs::create_dir_all(link.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&real, &link).unwrap();
    env.cm().arg("install-plugin").assert().success();
    assert!(link.is_symlink());
    assert_eq!(json(&real)["model"], "sonnet");
    assert_eq!(
        settings::find_ours(&json(&real)).len(),
        wiring().hooks.len()
    );
}

#[test]
fn completions_and_version() {
    let env = Env::new();
    for shell in ["bash", "zsh", "fish"] {
        env.cm()
            .args(["completions", shell])
            .assert()
            .success()
            .stdout(predicate::str::contains("install-plugin"));
    }
    env.cm()
        .args(["completions", "tcsh"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("tcsh"));
    env.cm()
        .arg("--version")
        .assert()
        .success()
        .stdout(format!("cm {}\n", env!("CARGO_PKG_VERSION")));
}

#[test]
#[cfg(unix)]
fn a_cm_on_path_that_is_this_binary_is_preferred() {
    let env = Env::new();
    let bin = env.path().join("bin");
    fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(cm_binary(), bin.join("cm")).unwrap();
    let path = std::env::join_paths(
        std::iter::once(bin.clone())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap())),
    )
    .unwrap();
    env.cm()
        .arg("install-plugin")
        .env("PATH", path)
        .assert()
        .success()
        .stdout(predicate::str::contains("note: the hooks run").not());
    let found = settings::find_ours(&json(&project_settings(&env)));
    assert!(
        found
            .iter()
            .all(|f| Path::new(&f.command.program) == bin.join("cm"))
    );
}

#[test]
fn a_build_output_binary_gets_a_note() {
    let env = Env::new();
    env.cm()
        .arg("install-plugin")
        .assert()
        .success()
        .stdout(predicate::str::contains("note: the hooks run"))
        .stdout(predicate::str::contains("cargo install --path ."));
}

#[test]
fn enabling_the_plugin_too_is_pointed_out() {
    let env = Env::new();
    let user = env.path().join("home/.claude/settings.json");
    fs::create_dir_all(user.parent().unwrap()).unwrap();
    fs::write(
        &user,
        r#"{"enabledPlugins": {"code-memory@code-memory": true}}"#,
    )
    .unwrap();
    env.cm()
        .arg("install-plugin")
        .env_remove("CLAUDE_CONFIG_DIR")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "also enables the code-memory plugin",
        ));
}

#[test]
#[cfg(unix)]
fn another_tools_cm_entries_are_left_alone() {
    let env = Env::new();
    let path = project_settings(&env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    // A program named cm that is not code-memory, with arguments shaped like ours.
    let other = env.path().join("other").join("cm");
    fs::create_dir_all(other.parent().unwrap()).unwrap();
    fs::write(&other, "#!/bin/sh\necho \"other cm: $*\"\n").unwrap();
    let other = other.to_str().unwrap();
    let gone = env.path().join("gone").join("cm");
    let gone = gone.to_str().unwrap();
    let foreign = [
        "/opt/other/cm hook lint".to_string(),
        format!("{other} hook stop"),
        format!("{gone} hook stop --verbose"),
        format!("{gone} hook stop --agent vim"),
        format!("{gone} hook stop && echo done"),
    ];
    let handler = |c: &str| serde_json::json!({"type": "command", "command": c});
    let mut stop: Vec<Value> = foreign.iter().map(|c| handler(c)).collect();
    // A code-memory cm that has moved away: ours, replaced where it stood.
    stop.insert(2, handler(&format!("{gone} hook stop")));
    let exec_form =
        serde_json::json!({"type": "command", "command": other, "args": ["hook", "session-start"]});
    let doc = serde_json::json!({"hooks": {
        "Stop": [{"hooks": stop}],
        "SessionStart": [{"hooks": [exec_form]}],
    }});
    fs::write(&path, serde_json::to_string_pretty(&doc).unwrap()).unwrap();

    env.cm()
        .arg("install")
        .assert()
        .success()
        .stdout(predicate::str::contains("updated cm hooks"));
    let installed = json(&path);
    let commands = |doc: &Value, event: &str| -> Vec<Value> {
        doc["hooks"][event]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|g| g["hooks"].as_array().unwrap().clone())
            .collect()
    };
    let stop_now = commands(&installed, "Stop");
    for f in &foreign {
        assert!(stop_now.contains(&handler(f)), "{f} kept in {stop_now:#?}");
    }
    let ours = format!("{} hook stop", cm_binary().display());
    assert_eq!(
        stop_now
            .iter()
            .filter(|h| h["command"] == ours.as_str())
            .count(),
        1
    );
    assert!(
        !stop_now
            .iter()
            .any(|h| h["command"] == format!("{gone} hook stop").as_str())
    );
    assert!(commands(&installed, "SessionStart").contains(&exec_form));
    assert_eq!(settings::find_ours(&installed).len(), wiring().hooks.len());

    env.cm().args(["install", "--uninstall"]).assert().success();
    let left = json(&path);
    let stop_left = commands(&left, "Stop");
    let kept: Vec<Value> = foreign.iter().map(|c| handler(c)).collect();
    assert_eq!(stop_left, kept);
    assert_eq!(commands(&left, "SessionStart"), vec![exec_form]);
    assert!(settings::find_ours(&left).is_empty());
}

/// Makes a FIFO at `path` with the `mkfifo` command.
#[cfg(unix)]
pub(crate) fn mkfifo(path: &Path) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo");
    assert!(status.success());
}

#[test]
#[cfg(unix)]
fn a_settings_file_that_is_not_a_regular_file_is_refused() {
    let env = Env::new();
    let path = project_settings(&env);
    mkfifo(&path);
    for args in [
        &["install"][..],
        &["install", "--uninstall"],
        &["install", "--dry-run"],
    ] {
        // A FIFO with no writer would block a read forever: the timeout fails the test instead.
        let out = env
            .cm()
            .args(args)
            .timeout(std::time::Duration::from_secs(20))
            .assert()
            .failure()
            .get_output()
            .stderr
            .clone();
        let stderr = String::from_utf8(out).unwrap();
        assert_eq!(
            stderr,
            format!("cm: {}: not a regular file\n", shown(&path)),
            "{args:?}"
        );
    }
    assert!(path.symlink_metadata().unwrap().file_type().is_fifo());
    assert!(!path.with_file_name("settings.json.bak").exists());
}

#[test]
fn an_oversized_settings_file_is_refused() {
    let env = Env::new();
    let path = project_settings(&env);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(16 * 1024 * 1024));
    fs::write(&path, &big).unwrap();
    env.cm()
        .arg("install")
        .assert()
        .failure()
        .stderr(predicate::str::contains(format!(
            "{}: larger than 16 MiB",
            shown(&path)
        )));
    assert_eq!(fs::metadata(&path).unwrap().len(), big.len() as u64);
}
