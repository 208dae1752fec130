//! `cm install --agent copilot|opencode|cline`: cm's own files, written whole and removed
//! whole, everything else around them byte for byte as it was; a file of cm's name that
//! cm did not write is refused; `cm doctor` says what is wired; the hook answers in each
//! agent's own form.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use predicates::prelude::*;
use serde_json::Value;

use crate::common::Env;

/// Every file under `root` with its bytes (and, on unix, its mode).
fn snapshot(root: &Path) -> BTreeMap<String, (Vec<u8>, u32)> {
    let mut out = BTreeMap::new();
    for entry in walk(root) {
        let mode = {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt as _;
                fs::metadata(&entry).unwrap().permissions().mode()
            }
            #[cfg(not(unix))]
            0
        };
        let rel = entry.strip_prefix(root).unwrap().display().to_string();
        out.insert(rel, (fs::read(&entry).unwrap(), mode));
    }
    out
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return out;
    };
    for e in entries {
        let p = e.unwrap().path();
        if p.is_dir() {
            if !p.ends_with("data") {
                out.extend(walk(&p));
            }
        } else {
            out.push(p);
        }
    }
    out
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// What people already have next to where cm writes, per agent and scope.
fn others(env: &Env) {
    let p = env.path();
    write(
        &p.join(".github/hooks/lint.json"),
        "{\"version\":1,\"hooks\":{\"preToolUse\":[{\"type\":\"command\",\"bash\":\"./lint.sh\"}]}}\n",
    );
    write(&p.join(".github/workflows/ci.yml"), "on: push\n");
    write(
        &p.join(".opencode/plugin/notify.js"),
        "export const N = async () => ({});\n",
    );
    write(
        &p.join("opencode.json"),
        "{ \"model\": \"x/y\" ,\n \"share\":\"disabled\"}\n",
    );
    write(
        &p.join(".clinerules/hooks/TaskStart"),
        "#!/bin/sh\necho '{}'\n",
    );
    write(&p.join(".clinerules/style.md"), "Use tabs.\n");
    write(
        &p.join("home/.copilot/hooks/mine.json"),
        "{\"version\":1,\"hooks\":{}}\n",
    );
    write(
        &p.join("home/.copilot/config.json"),
        "{\"trusted_folders\":[\"/x\"]}\n",
    );
    write(&p.join("xdg-config/opencode/opencode.json"), "{}\n");
    write(&p.join("home/.cline/hooks/PreCompact"), "#!/bin/sh\n");
}

#[test]
#[cfg_attr(
    windows,
    ignore = "installs Cline's hook scripts, which cm writes on macOS and Linux only (Cline runs hooks there only)"
)]
fn install_and_uninstall_leave_everything_else_byte_identical() {
    let env = Env::new();
    others(&env);
    let before = snapshot(env.path());
    for agent in ["copilot", "opencode", "cline"] {
        for scope in ["project", "user"] {
            let args = ["install", "--agent", agent, "--scope", scope];
            env.cm()
                .args(args)
                .assert()
                .success()
                .stdout(predicate::str::contains("wrote"));
            env.cm()
                .args(args)
                .assert()
                .success()
                .stdout(predicate::str::contains(
                    "already installed; nothing changed",
                ));
        }
    }
    let installed = snapshot(env.path());
    let added: Vec<&String> = installed
        .keys()
        .filter(|k| !before.contains_key(*k))
        .collect();
    assert_eq!(added.len(), 2 * (1 + 1 + 3), "{added:?}");
    for (k, v) in &before {
        assert_eq!(installed.get(k), Some(v), "{k} changed by install");
    }
    let copilot: Value =
        serde_json::from_slice(&installed[".github/hooks/code-memory.json"].0).unwrap();
    let pre = copilot["hooks"]["preToolUse"][0]["bash"].as_str().unwrap();
    assert!(pre.ends_with(" hook pre-tool-use --agent copilot"), "{pre}");
    #[cfg(unix)]
    assert_eq!(installed[".clinerules/hooks/PreToolUse"].1 & 0o111, 0o111);
    for agent in ["copilot", "opencode", "cline"] {
        for scope in ["project", "user"] {
            let args = ["install", "--agent", agent, "--scope", scope, "--uninstall"];
            env.cm()
                .args(args)
                .assert()
                .success()
                .stdout(predicate::str::contains("removed"));
            env.cm()
                .args(args)
                .assert()
                .success()
                .stdout(predicate::str::contains("nothing changed"));
        }
    }
    assert_eq!(snapshot(env.path()), before);
    // Directories cm made and emptied again are gone; the ones with other files stay.
    assert!(env.path().join(".clinerules/hooks/TaskStart").is_file());
    assert!(!env.path().join("xdg-config/opencode/plugin").exists());
}

#[test]
#[cfg_attr(
    windows,
    ignore = "installs Cline's hook scripts, which cm writes on macOS and Linux only (Cline runs hooks there only)"
)]
fn a_file_of_cms_name_that_cm_did_not_write_is_refused() {
    let env = Env::new();
    let theirs = env.path().join(".clinerules/hooks/PostToolUse");
    write(&theirs, "#!/bin/sh\n./my-hook\n");
    env.cm()
        .args(["install", "--agent", "cline"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("was not written by cm"));
    assert_eq!(
        fs::read_to_string(&theirs).unwrap(),
        "#!/bin/sh\n./my-hook\n"
    );
    assert!(
        !env.path().join(".clinerules/hooks/PreToolUse").exists(),
        "nothing written"
    );
    env.cm()
        .args(["install", "--agent", "cline", "--uninstall"])
        .assert()
        .failure();
    assert!(theirs.is_file());
}

#[test]
#[cfg_attr(
    windows,
    ignore = "installs Cline's hook scripts, which cm writes on macOS and Linux only (Cline runs hooks there only)"
)]
fn doctor_names_the_wiring_and_what_is_missing() {
    let env = Env::new();
    for agent in ["copilot", "opencode", "cline"] {
        env.cm()
            .args(["install", "--agent", agent])
            .assert()
            .success();
    }
    // Doctor fails on other grounds here (no database yet): only its report is read.
    let out = env.cm().args(["--json", "doctor"]).output().unwrap();
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let check = |name: &str| {
        report["checks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("no {name} in {report}"))
            .clone()
    };
    for agent in ["copilot", "opencode", "cline"] {
        let c = check(&format!("{agent} project hooks"));
        assert_eq!(c["status"], "ok", "{c}");
    }
    assert!(
        check("copilot project hooks")["detail"]
            .as_str()
            .unwrap()
            .contains("--trust-folder")
    );
    fs::remove_file(env.path().join(".clinerules/hooks/UserPromptSubmit")).unwrap();
    let out = env.cm().arg("doctor").output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("cline project hooks") && text.contains("UserPromptSubmit missing"),
        "{text}"
    );
}

/// Runs `cm hook EVENT --agent AGENT` on `payload`; its stdout.
fn hook(env: &Env, event: &str, agent: &str, payload: &str) -> String {
    let out = env
        .cm()
        .args(["hook", event, "--agent", agent])
        .write_stdin(payload)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

#[test]
fn each_agent_gets_lessons_at_a_read_in_its_own_form() {
    let env = Env::new();
    let file = env.path().join("calc.py");
    fs::write(
        &file,
        "def apply_discount(price, percent):\n    return price - price * percent / 100\n",
    )
    .unwrap();
    env.cm()
        .args([
            "fail",
            "--file",
            "calc.py",
            "apply_discount",
            "percent is 0-100, not a fraction",
        ])
        .assert()
        .success();
    let path = serde_json::to_string(&file).unwrap();
    let cwd = serde_json::to_string(env.path()).unwrap();
    let copilot = hook(
        &env,
        "post-tool-use",
        "copilot",
        &format!(
            r#"{{"sessionId":"s1","cwd":{cwd},"toolName":"view","toolArgs":{{"path":{path}}},"toolResult":{{"resultType":"success","textResultForLlm":"x"}}}}"#
        ),
    );
    let v: Value = serde_json::from_str(&copilot).unwrap();
    assert!(
        v["additionalContext"]
            .as_str()
            .unwrap()
            .contains("percent is 0-100"),
        "{copilot}"
    );
    let opencode = hook(
        &env,
        "post-tool-use",
        "opencode",
        &format!(
            r#"{{"hook":"tool.execute.after","sessionID":"s2","directory":{cwd},"tool":"read","args":{{"filePath":{path}}},"output":"x"}}"#
        ),
    );
    let v: Value = serde_json::from_str(&opencode).unwrap();
    assert!(
        v["context"].as_str().unwrap().contains("percent is 0-100"),
        "{opencode}"
    );
    let cline = hook(
        &env,
        "post-tool-use",
        "cline",
        &format!(
            r#"{{"hookName":"tool_result","taskId":"s3","workspaceRoots":[{cwd}],"tool_result":{{"name":"read_files","input":{{"files":[{{"path":{path}}}]}},"output":[]}}}}"#
        ),
    );
    let v: Value = serde_json::from_str(&cline).unwrap();
    assert!(
        v["contextModification"]
            .as_str()
            .unwrap()
            .contains("percent is 0-100"),
        "{cline}"
    );
    // A tool cm does not act on: silence, and no line in the hook log.
    let other = hook(
        &env,
        "pre-tool-use",
        "copilot",
        &format!(
            r#"{{"sessionId":"s1","cwd":{cwd},"toolName":"grep","toolArgs":{{"pattern":"x"}}}}"#
        ),
    );
    assert_eq!(other, "");
}

#[test]
#[cfg_attr(
    windows,
    ignore = "its agents on PATH are `sh` scripts, one of them Cline, which runs hooks on macOS and Linux only"
)]
fn agent_all_wires_the_agents_found_on_path() {
    let env = Env::new();
    let bin = env.path().join("bin");
    fs::create_dir_all(&bin).unwrap();
    for program in ["copilot", "cline"] {
        write(&bin.join(program), "#!/bin/sh\n");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            fs::set_permissions(bin.join(program), fs::Permissions::from_mode(0o755)).unwrap();
        }
    }
    let out = env
        .cm()
        .env("PATH", &bin)
        .args(["install", "--agent", "all"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("Copilot CLI:") && text.contains("Cline:"),
        "{text}"
    );
    assert!(
        !text.contains("OpenCode") && !text.contains("Claude Code:"),
        "{text}"
    );
    assert!(env.path().join(".github/hooks/code-memory.json").is_file());
    assert!(env.path().join(".clinerules/hooks/PreToolUse").is_file());
    assert!(!env.path().join(".opencode").exists());
    env.cm()
        .env("PATH", &bin)
        .args(["install", "--agent", "all", "--uninstall"])
        .assert()
        .success();
    assert!(!env.path().join(".github").exists() && !env.path().join(".clinerules").exists());
    env.cm()
        .env("PATH", env.path().join("nothing"))
        .args(["install", "--agent", "all"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "no agent with hooks found on PATH",
        ));
}
