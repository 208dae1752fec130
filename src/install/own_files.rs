//! Wiring that is files of cm's own rather than entries merged into someone's settings:
//! Copilot CLI's hook file (`.github/hooks/code-memory.json`), OpenCode's plugin
//! (`.opencode/plugin/code-memory.js`) and Cline's scripts, one per event
//! (`.clinerules/hooks/PreToolUse`, ...). Installing writes them whole; uninstalling removes
//! exactly them. A file of that name that cm did not write is never touched: the command
//! fails and changes nothing.

use std::path::{Path, PathBuf};

use anyhow::{Context as _, Result, bail};
use serde_json::{Map, Value, json};

use super::Action;
use super::command::{self, Platform};
use crate::agent::{Agent, Scope};

/// The OpenCode plugin; `__CM__` becomes the cm binary's path as a JS string.
const OPENCODE_PLUGIN: &str = include_str!("opencode_plugin.js");

/// Copilot CLI's events cm answers, by the `cm hook` argument.
const COPILOT_EVENTS: [(&str, &str); 5] = [
    ("sessionStart", "session-start"),
    ("userPromptSubmitted", "user-prompt-submit"),
    ("preToolUse", "pre-tool-use"),
    ("postToolUse", "post-tool-use"),
    ("agentStop", "stop"),
];

/// Cline's hook scripts cm writes, by the `cm hook` argument. Cline runs no start or
/// prompt context in headless runs and cannot deny, so these are all that do something.
const CLINE_EVENTS: [(&str, &str); 3] = [
    ("PreToolUse", "pre-tool-use"),
    ("PostToolUse", "post-tool-use"),
    ("UserPromptSubmit", "user-prompt-submit"),
];

/// One file cm owns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OwnFile {
    pub(crate) path: PathBuf,
    pub(crate) text: String,
    /// A script the agent runs.
    pub(crate) executable: bool,
}

/// What a run does to each file.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub(crate) files: Vec<(OwnFile, Action)>,
    pub(crate) action: Action,
}

/// The files of `agent`'s wiring at `scope`, running `cm`, for the agent as it runs on
/// `platform`.
pub(crate) fn files(
    agent: Agent,
    scope: Scope,
    cm: &str,
    platform: Platform,
) -> Result<Vec<OwnFile>> {
    let spec = agent.spec();
    let at = spec.settings_file(scope)?;
    let args = |hook: &str| format!("hook {hook} --agent {}", spec.name);
    let command = |hook: &str| format!("{} {}", crate::text::shell_word(cm), args(hook));
    Ok(match agent {
        Agent::Copilot => {
            let mut hooks = Map::new();
            for (event, hook) in COPILOT_EVENTS {
                let mut handler = json!({ "type": "command", "bash": command(hook) });
                if platform == Platform::Windows {
                    // Copilot CLI runs the `powershell` key on Windows.
                    handler["powershell"] = json!(command::powershell(cm, &args(hook)));
                }
                handler["timeoutSec"] = json!(30);
                hooks.insert(event.into(), json!([handler]));
            }
            let doc = json!({ "version": 1, "hooks": Value::Object(hooks) });
            vec![OwnFile {
                path: at,
                text: super::wiring::to_pretty(&doc),
                executable: false,
            }]
        }
        Agent::OpenCode => {
            let literal = serde_json::to_string(cm).expect("a string serializes");
            vec![OwnFile {
                path: at,
                text: OPENCODE_PLUGIN.replace("__CM__", &literal),
                executable: false,
            }]
        }
        Agent::Cline => CLINE_EVENTS
            .iter()
            .map(|(event, hook)| OwnFile {
                path: at.join(event),
                text: format!(
                    "#!/bin/sh\n# code-memory: written by `cm install --agent cline`; \
                     `cm install --agent cline --uninstall` removes it.\nexec {}\n",
                    command(hook)
                ),
                executable: true,
            })
            .collect(),
        _ => bail!("--agent {} is not wired with files of cm's own", spec.name),
    })
}

/// True when `text` is a file cm wrote for `agent`.
pub(crate) fn is_ours(agent: Agent, text: &str) -> bool {
    let name = agent.spec().name;
    text.contains(&format!("cm install --agent {name}"))
        || (text.contains(" hook ") && text.contains(&format!("--agent {name}")))
}

/// Works out what installing (or uninstalling) changes, writing nothing. A file of cm's
/// name that cm did not write is an error, and so is installing for an agent that runs no
/// hooks on `platform`.
pub(crate) fn plan(
    agent: Agent,
    scope: Scope,
    cm: &str,
    uninstall: bool,
    platform: Platform,
) -> Result<Plan> {
    if let Some(why) = command::unsupported(agent, platform)
        && !uninstall
    {
        bail!("{why}");
    }
    let mut planned = Vec::new();
    for file in files(agent, scope, cm, platform)? {
        let before = crate::files::read_optional(&file.path)?;
        if let Some(text) = &before
            && !is_ours(agent, text)
        {
            bail!(
                "{} exists and was not written by cm; it was left untouched: move it, then run again",
                file.path.display()
            );
        }
        let action = match (&before, uninstall) {
            (None, true) => Action::Unchanged,
            (Some(_), true) => Action::Removed,
            (None, false) => Action::Installed,
            (Some(text), false) if *text == file.text && mode_ok(&file) => Action::Unchanged,
            (Some(_), false) => Action::Updated,
        };
        planned.push((file, action));
    }
    let action = [Action::Installed, Action::Updated, Action::Removed]
        .into_iter()
        .find(|a| planned.iter().any(|(_, b)| b == a))
        .unwrap_or(Action::Unchanged);
    Ok(Plan {
        files: planned,
        action,
    })
}

/// Carries out a plan: writes or removes each file, and on uninstall the directories cm's
/// files leave empty.
pub(crate) fn apply(plan: &Plan) -> Result<()> {
    for (file, action) in &plan.files {
        match action {
            Action::Unchanged => {}
            Action::Removed => {
                std::fs::remove_file(&file.path)
                    .with_context(|| format!("removing {}", file.path.display()))?;
            }
            Action::Installed | Action::Updated => write(file)?,
        }
    }
    if plan.action == Action::Removed
        && let Some((first, _)) = plan.files.first()
    {
        // The hook directory, then its parent, when nothing else is in them.
        for dir in first.path.ancestors().skip(1).take(2) {
            if std::fs::remove_dir(dir).is_err() {
                break;
            }
        }
    }
    Ok(())
}

fn write(file: &OwnFile) -> Result<()> {
    let dir = file.path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    std::fs::write(&file.path, &file.text)
        .with_context(|| format!("writing {}", file.path.display()))?;
    #[cfg(unix)]
    if file.executable {
        use std::os::unix::fs::PermissionsExt as _;
        std::fs::set_permissions(&file.path, std::fs::Permissions::from_mode(0o755))
            .with_context(|| format!("making {} executable", file.path.display()))?;
    }
    Ok(())
}

/// An executable file that has lost its mode needs writing again.
fn mode_ok(file: &OwnFile) -> bool {
    #[cfg(unix)]
    if file.executable {
        use std::os::unix::fs::PermissionsExt as _;
        return std::fs::metadata(&file.path).is_ok_and(|m| m.permissions().mode() & 0o111 != 0);
    }
    // No mode to lose elsewhere.
    let _ = file;
    true
}

/// What `cm doctor` says of one agent's wiring at `scope`: `None` when none of it is there.
pub(crate) fn check(agent: Agent, scope: Scope) -> Option<Result<String, String>> {
    let expected = files(agent, scope, "cm", Platform::HOST).ok()?;
    let mut present = Vec::new();
    let mut missing = Vec::new();
    for file in &expected {
        match crate::files::read_optional(&file.path) {
            Ok(Some(text)) if is_ours(agent, &text) => present.push((file, text)),
            Ok(Some(_)) => {
                return Some(Err(format!(
                    "{} is not cm's: cm's hooks cannot be installed there",
                    file.path.display()
                )));
            }
            _ => missing.push(file.path.display().to_string()),
        }
    }
    if present.is_empty() {
        return None;
    }
    if !missing.is_empty() {
        return Some(Err(format!(
            "cm's wiring is incomplete: {} missing; run cm install --agent {} --scope {}",
            missing.join(", "),
            agent.spec().name,
            scope.as_str()
        )));
    }
    for (file, text) in &present {
        if !mode_ok(file) {
            return Some(Err(format!("{} is not executable", file.path.display())));
        }
        if let Some(program) = program_of(text)
            && !Path::new(&program).is_file()
        {
            return Some(Err(format!(
                "{} runs {program}, which is not there; run cm install --agent {} --scope {}",
                file.path.display(),
                agent.spec().name,
                scope.as_str()
            )));
        }
    }
    Some(Ok(expected
        .iter()
        .map(|f| f.path.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")))
}

/// What the agent needs before it runs the hooks at `scope`, one sentence each.
pub(crate) fn before_it_runs(agent: Agent, scope: Scope) -> Vec<&'static str> {
    match (agent, scope) {
        (Agent::Copilot, Scope::User) => Vec::new(),
        (Agent::Copilot, _) => vec![
            "Copilot CLI runs a repository's hooks only in a folder you trust; in `copilot -p` \
             runs pass --trust-folder (or set GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS=true)",
        ],
        (Agent::OpenCode, _) => vec![
            "OpenCode loads the plugin at its next start (the first start with a .opencode \
             directory installs its plugin package there, which needs the npm registry)",
        ],
        (Agent::Cline, _) => vec![
            "Cline cannot hold an edit back: lessons reach it with the code it reads and right \
             after an edit lands; a running Cline hub keeps the hooks it saw at its start",
        ],
        _ => Vec::new(),
    }
}

/// The cm binary a file of ours runs: the word before ` hook `, unquoted.
/// (OpenCode's plugin: its `const CM = "<path>";`.)
fn program_of(text: &str) -> Option<String> {
    if let Some(line) = text.lines().find_map(|l| l.strip_prefix("const CM = ")) {
        return serde_json::from_str(line.trim_end_matches(';')).ok();
    }
    let line = text
        .lines()
        .find(|l| l.contains(" hook ") && l.contains("--agent"))?;
    let before = line.split(" hook ").next()?.trim_end();
    let word = match before.strip_suffix('\'') {
        Some(quoted) => quoted.rsplit('\'').next()?,
        None => before.rsplit(['"', ' ']).next()?,
    };
    crate::path_text::is_absolute(word).then(|| word.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_program_is_read_back() {
        assert_eq!(
            program_of("exec /usr/bin/cm hook pre-tool-use --agent cline"),
            Some("/usr/bin/cm".into())
        );
        assert_eq!(
            program_of(r#"      "bash": "/opt/cm hook stop --agent copilot","#),
            Some("/opt/cm".into())
        );
        assert_eq!(program_of("exec cm hook x --agent cline"), None);
        assert_eq!(
            program_of("exec '/opt/my tools/cm' hook x --agent cline"),
            Some("/opt/my tools/cm".into())
        );
        assert_eq!(
            program_of(r#"      "powershell": "& 'C:/a b/cm.exe' hook stop --agent copilot","#),
            Some("C:/a b/cm.exe".into())
        );
        assert_eq!(
            program_of("const CM = \"/a b/cm\";\n"),
            Some("/a b/cm".into())
        );
    }

    #[test]
    fn copilot_on_windows_gets_a_powershell_command_too() {
        let read = |platform| {
            let files = files(
                Agent::Copilot,
                Scope::Project,
                "C:/Program Files/cm/cm.exe",
                platform,
            );
            let text = files.unwrap().remove(0).text;
            serde_json::from_str::<Value>(&text).unwrap()
        };
        let windows = read(Platform::Windows);
        let handler = &windows["hooks"]["preToolUse"][0];
        assert_eq!(
            handler["powershell"],
            "& 'C:/Program Files/cm/cm.exe' hook pre-tool-use --agent copilot"
        );
        assert_eq!(
            handler["bash"],
            "'C:/Program Files/cm/cm.exe' hook pre-tool-use --agent copilot"
        );
        let words = command::words(handler["powershell"].as_str().unwrap()).unwrap();
        assert_eq!(
            words,
            [
                "C:/Program Files/cm/cm.exe",
                "hook",
                "pre-tool-use",
                "--agent",
                "copilot"
            ]
        );
        let unix = read(Platform::Unix);
        let keys: Vec<&String> = unix["hooks"]["preToolUse"][0]
            .as_object()
            .unwrap()
            .keys()
            .collect();
        assert_eq!(keys, ["type", "bash", "timeoutSec"]);
    }

    #[test]
    fn cline_is_not_installed_on_windows() {
        let err = plan(
            Agent::Cline,
            Scope::Project,
            "C:/cm/cm.exe",
            false,
            Platform::Windows,
        )
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("Cline runs hooks on macOS and Linux only"),
            "{err}"
        );
    }
}
