//! The coding agents `cm` works with, and what differs between them: one file each.
//!
//! An agent's file (`agent/<name>.rs`) holds its row of [`AGENTS`], what the hook runtime
//! (how to read its payloads, how to answer) and the installer (which settings file, which
//! `--agent` argument in the hook command, its user directory) know of it, and, when it
//! speaks a hook protocol of its own, its dialect: its payloads read into the domain
//! [`event::Event`], the domain [`answer::Answer`] written as the JSON it reads. Adding an
//! agent is its file, its variant of [`Agent`] and its place in [`AGENTS`], its wiring, a
//! rig and a docs row: a test below checks every place.

use std::path::PathBuf;

use anyhow::{Result, bail};

use crate::{dirs, project};

pub(crate) mod answer;
pub(crate) mod claude;
mod cline;
mod codex;
mod copilot;
mod cursor;
pub(crate) mod dialect;
mod droid;
pub(crate) mod event;
mod gemini;
mod generic;
mod opencode;
mod qwen;

/// The agents, one row each, every row in its agent's file.
pub(crate) static AGENTS: &[AgentSpec] = &[
    claude::AGENT,
    codex::AGENT,
    cursor::AGENT,
    gemini::AGENT,
    qwen::AGENT,
    droid::AGENT,
    copilot::AGENT,
    opencode::AGENT,
    cline::AGENT,
    generic::AGENT,
];

/// Which agent: `--agent` of `cm install` and of `cm hook`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Agent {
    /// Claude Code (and Cursor, which reads Claude Code's hook settings)
    #[default]
    Claude,
    /// Codex CLI: .codex/hooks.json (user scope: ~/.codex/hooks.json or $CODEX_HOME)
    Codex,
    /// Cursor: its MCP servers (.cursor/mcp.json); its hooks come from Claude Code's settings
    Cursor,
    /// Gemini CLI: .gemini/settings.json (user scope: ~/.gemini/settings.json)
    Gemini,
    /// Qwen Code: .qwen/settings.json (user scope: ~/.qwen/settings.json)
    Qwen,
    /// Factory Droid: .factory/settings.json (user scope: ~/.factory/settings.json)
    Droid,
    /// GitHub Copilot CLI: .github/hooks/code-memory.json (user scope: ~/.copilot/hooks/)
    Copilot,
    /// OpenCode: a plugin, .opencode/plugin/code-memory.js (user scope:
    /// ~/.config/opencode/plugin/)
    #[value(name = "opencode")]
    OpenCode,
    /// Cline: one script per event in .clinerules/hooks/ (user scope: ~/.cline/hooks/)
    Cline,
    /// Any other agent: print the workflow for AGENTS.md / CLAUDE.md; writes nothing
    Generic,
}

/// Which settings file of an agent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Scope {
    /// .claude/settings.json of the project, shared through the repository
    Project,
    /// .claude/settings.local.json: this project, for you only
    Local,
    /// ~/.claude/settings.json (or $CLAUDE_CONFIG_DIR/settings.json): every project
    User,
}

impl Scope {
    /// Every scope, from the one that reaches most projects to the narrowest: the order in
    /// which settings files are reported.
    pub(crate) const WIDEST_FIRST: [Scope; 3] = [Scope::User, Scope::Project, Scope::Local];

    /// The name used on the command line.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Scope::Project => "project",
            Scope::Local => "local",
            Scope::User => "user",
        }
    }
}

/// How an agent takes the reminder a hook gives at Stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StopAnswer {
    /// `hookSpecificOutput.additionalContext` (Claude Code shows every Stop block to the
    /// user as a hook error, so the reminder goes in as context).
    Context,
    /// `decision: "block"` with a reason: the only form Codex's Stop schema allows.
    Block,
}

/// How cm's hooks are wired into an agent by `cm install`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Wiring {
    /// Hook groups merged into a JSON settings file (Claude Code's `hooks` shape).
    Settings,
    /// Files of cm's own, written whole and removed whole (`install/own_files.rs`): a hook
    /// file, a plugin, or one script per event in a directory.
    OwnFiles,
}

/// Where an agent reads hook settings, per scope; `None` where it has no such file.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SettingsFiles {
    /// Relative to the project root, `/`-separated.
    pub(crate) project: Option<&'static str>,
    /// Relative to the project root, `/`-separated: this project, one user only.
    pub(crate) local: Option<&'static str>,
    /// A file in the agent's user configuration directory ([`AgentSpec::home`]).
    pub(crate) user: Option<&'static str>,
}

impl SettingsFiles {
    /// An agent without hook settings.
    pub(crate) const NONE: SettingsFiles = SettingsFiles {
        project: None,
        local: None,
        user: None,
    };

    /// A file in the project and one in the user's directory, none local.
    pub(crate) const fn of(project: &'static str, user: &'static str) -> SettingsFiles {
        SettingsFiles {
            project: Some(project),
            local: None,
            user: Some(user),
        }
    }
}

/// An agent's user configuration directory: what its variable names (and `under` there),
/// else `default` in the home directory.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Home {
    pub(crate) var: Option<&'static str>,
    pub(crate) under: &'static str,
    /// Relative to the home directory, `/`-separated.
    pub(crate) default: &'static str,
}

impl Home {
    /// `$var`, else `~/default`.
    const fn var(var: &'static str, default: &'static str) -> Home {
        Home {
            var: Some(var),
            under: "",
            default,
        }
    }

    /// `~/default`: the agent has no variable for it.
    const fn at(default: &'static str) -> Home {
        Home {
            var: None,
            under: "",
            default,
        }
    }

    /// The directory, as the agent finds it.
    pub(crate) fn dir(&self) -> Result<PathBuf> {
        if let Some(dir) = self
            .var
            .and_then(std::env::var_os)
            .filter(|d| !d.is_empty())
        {
            return Ok(join(PathBuf::from(dir), self.under));
        }
        Ok(join(dirs::home()?, self.default))
    }
}

/// `rel` (`/`-separated, maybe empty) under `base`, in one spelling: on Windows the project
/// directory is in `path_text`'s (`C:/x`) and the home directory in the system's (`C:\x`),
/// so the joined path is spelled as `project::host_path` spells paths (`C:/x/.claude/...`),
/// in messages as in the files cm writes.
fn join(base: PathBuf, rel: &str) -> PathBuf {
    let joined = rel
        .split('/')
        .filter(|p| !p.is_empty())
        .fold(base, |path, part| path.join(part));
    project::host_path(&joined)
}

/// Everything `cm` knows about one agent.
#[derive(Debug)]
pub(crate) struct AgentSpec {
    pub(crate) agent: Agent,
    /// The name on the command line, in JSON output and in `cm doctor`'s labels.
    pub(crate) name: &'static str,
    /// The name users know, in messages.
    pub(crate) display_name: &'static str,
    /// Its user configuration directory; `None` for an agent cm writes nothing there for.
    pub(crate) home: Option<Home>,
    /// Its hook settings files; [`SettingsFiles::NONE`] when it has no hooks.
    pub(crate) settings: SettingsFiles,
    /// How it takes a hook's answer at Stop.
    pub(crate) stop: StopAnswer,
    /// How many of its hook timeout's units make a second (Gemini CLI counts milliseconds).
    pub(crate) timeout_unit: u32,
    /// The `--agent` value written into its hook commands (`None`: the default agent).
    pub(crate) hook_arg: Option<&'static str>,
    /// Whether it runs hooks only once they are trusted in its own configuration (Codex:
    /// `$CODEX_HOME/config.toml`), which `cm install --trust` records and `cm doctor` checks.
    pub(crate) trusts_hooks: bool,
    /// Where it registers MCP servers (`cm install --mcp`); [`SettingsFiles::NONE`] when cm
    /// does not register itself there.
    pub(crate) mcp: SettingsFiles,
    /// The form of its MCP configuration file.
    pub(crate) mcp_format: McpFormat,
    /// How its hook payloads and answers look: its own dialect, or the one it speaks.
    pub(crate) dialect: dialect::Dialect,
    /// How `cm install` wires it.
    pub(crate) wiring: Wiring,
    /// The program it is run as (found on PATH for `cm install --agent all` and `cm
    /// doctor`); `None` for agents cm does not look for.
    pub(crate) program: Option<&'static str>,
}

/// How an agent's MCP configuration file lists servers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum McpFormat {
    /// JSON: `{"mcpServers": {"cm": {"command": ..., "args": [...]}}}`.
    JsonMcpServers,
    /// TOML: `[mcp_servers.cm]` with `command` and `args` (Codex's `config.toml`).
    TomlMcpServers,
}

impl Agent {
    /// This agent's row in [`AGENTS`].
    pub(crate) fn spec(self) -> &'static AgentSpec {
        AGENTS
            .iter()
            .find(|s| s.agent == self)
            .expect("every agent has a row in AGENTS (checked by a test)")
    }

    /// The agents that run hooks, i.e. have a settings file to wire them in.
    pub(crate) fn with_hooks() -> impl Iterator<Item = Agent> {
        AGENTS.iter().filter(|s| s.has_hooks()).map(|s| s.agent)
    }
}

impl AgentSpec {
    /// True when the agent runs hooks from a settings file.
    pub(crate) fn has_hooks(&self) -> bool {
        self.scopes().next().is_some()
    }

    /// The scopes at which the agent has a settings file, in command-line order.
    pub(crate) fn scopes(&self) -> impl Iterator<Item = Scope> + '_ {
        use clap::ValueEnum as _;
        Scope::value_variants()
            .iter()
            .copied()
            .filter(|&s| relative(&self.settings, s).is_some())
    }

    /// The agent's hook settings file at `scope`.
    pub(crate) fn settings_file(&self, scope: Scope) -> Result<PathBuf> {
        if !self.has_hooks() {
            bail!("--agent {} has no settings file", self.name);
        }
        self.file_in(&self.settings, scope, "settings")
    }

    /// The file at `scope` where the agent registers MCP servers.
    pub(crate) fn mcp_file(&self, scope: Scope) -> Result<PathBuf> {
        if relative(&self.mcp, Scope::Project).is_none() && self.mcp.user.is_none() {
            bail!("--agent {} has no MCP configuration cm writes", self.name);
        }
        self.file_in(&self.mcp, scope, "MCP configuration")
    }

    fn file_in(&self, files: &SettingsFiles, scope: Scope, what: &str) -> Result<PathBuf> {
        let Some(file) = relative(files, scope) else {
            use clap::ValueEnum as _;
            let others: Vec<String> = Scope::value_variants()
                .iter()
                .filter(|&&s| relative(files, s).is_some())
                .map(|s| format!("--scope {}", s.as_str()))
                .collect();
            bail!(
                "{} has no {} {what} file; use {}",
                self.display_name,
                scope.as_str(),
                others.join(" or ")
            );
        };
        let base = match scope {
            Scope::User => self.home()?,
            _ => project::current_dir_root()?,
        };
        Ok(join(base, file))
    }

    /// The agent's user configuration directory.
    pub(crate) fn home(&self) -> Result<PathBuf> {
        match self.home {
            Some(home) => home.dir(),
            None => bail!("{} has no user configuration directory", self.display_name),
        }
    }
}

/// The file of `files` at `scope`, relative to its base directory.
fn relative(files: &SettingsFiles, scope: Scope) -> Option<&'static str> {
    match scope {
        Scope::Project => files.project,
        Scope::Local => files.local,
        Scope::User => files.user,
    }
}

#[cfg(test)]
mod tests {
    use clap::ValueEnum as _;

    use super::*;

    #[test]
    fn every_agent_has_one_row_named_as_on_the_command_line() {
        for agent in Agent::value_variants() {
            let rows: Vec<_> = AGENTS.iter().filter(|s| s.agent == *agent).collect();
            assert_eq!(rows.len(), 1, "{agent:?}");
            let arg = agent.to_possible_value().unwrap();
            assert_eq!(rows[0].name, arg.get_name());
        }
    }

    #[test]
    fn only_the_default_agent_runs_hooks_without_an_agent_argument() {
        for spec in AGENTS.iter().filter(|s| s.has_hooks()) {
            assert_eq!(
                spec.hook_arg.is_none(),
                spec.agent == Agent::default(),
                "{}",
                spec.name
            );
            if let Some(arg) = spec.hook_arg {
                assert_eq!(arg, spec.name);
            }
        }
    }

    /// The places of adding an agent (docs/ARCHITECTURE.md "Adding things"), checked for
    /// every row: its one file in `src/agent/` holding its row and the dialect it speaks
    /// (its own or another agent's), and for every row that runs hooks its wiring, a rig
    /// that runs the real client and its row in docs/AGENTS.md. A place left out fails here,
    /// naming the agent.
    #[test]
    fn every_agent_with_hooks_has_done_every_step() {
        let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let read = |rel: &str| std::fs::read_to_string(repo.join(rel)).unwrap_or_default();
        let wiring: serde_json::Value = serde_json::from_str(&read("hooks/wiring.json")).unwrap();
        let wired: std::collections::BTreeSet<String> = wiring["hooks"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|h| h["agents"].as_object())
            .flat_map(|a| a.keys().cloned())
            .collect();
        let (agents_doc, own_files) = (read("docs/AGENTS.md"), read("src/install/own_files.rs"));
        let mut problems = Vec::new();
        // Beside the agents' files, only what they share.
        for entry in std::fs::read_dir(repo.join("src/agent")).unwrap() {
            let file = entry.unwrap().file_name().to_string_lossy().into_owned();
            let Some(stem) = file.strip_suffix(".rs") else {
                continue;
            };
            let shared = ["mod", "answer", "dialect", "event"].contains(&stem);
            if !shared && !AGENTS.iter().any(|s| s.name == stem) {
                problems.push(format!("src/agent/{file}: no agent of that name"));
            }
        }
        for spec in AGENTS {
            let (name, mut missing) = (spec.name, Vec::new());
            let file = read(&format!("src/agent/{name}.rs"));
            if !file.contains(&format!("agent: Agent::{:?},", spec.agent)) {
                missing.push(format!("its row in src/agent/{name}.rs"));
            }
            // Its own (`dialect: Dialect {`) or another agent's, which it names
            // (`dialect: super::other::AGENT.dialect`).
            let speaks = file.split("dialect: ").nth(1).unwrap_or_default();
            let spoken = match speaks.strip_prefix("super::") {
                Some(other) => read(&format!(
                    "src/agent/{}.rs",
                    other.split("::").next().unwrap()
                ))
                .contains("dialect: Dialect {"),
                None => speaks.starts_with("Dialect {"),
            };
            if !spoken {
                missing.push(format!(
                    "its dialect, in src/agent/{name}.rs or named there"
                ));
            }
            if !spec.has_hooks() {
                if !missing.is_empty() {
                    problems.push(format!("{name}: no {}", missing.join(", no ")));
                }
                continue;
            }
            let has_wiring = match spec.wiring {
                Wiring::Settings => spec.agent == Agent::Claude || wired.contains(name),
                Wiring::OwnFiles => own_files.contains(&format!("Agent::{:?}", spec.agent)),
            };
            if !has_wiring {
                missing.push("its wiring (hooks/wiring.json or install/own_files.rs)".into());
            }
            let rig = [
                format!("tests/rigs/{name}.py"),
                format!("tests/{name}/rig.py"),
            ];
            if !rig.iter().any(|r| repo.join(r).is_file()) {
                missing.push(format!("a rig, tests/rigs/{name}.py"));
            }
            if !agents_doc.contains(&format!("\n| {}", spec.display_name)) {
                missing.push("its row in docs/AGENTS.md".into());
            }
            if !missing.is_empty() {
                problems.push(format!("{name}: no {}", missing.join(", no ")));
            }
        }
        for key in &wired {
            let row = AGENTS.iter().find(|s| s.name == key);
            if !row.is_some_and(|s| s.wiring == Wiring::Settings && s.has_hooks()) {
                problems.push(format!(
                    "hooks/wiring.json wires {key}, no agent with settings"
                ));
            }
        }
        assert!(problems.is_empty(), "\n{}", problems.join("\n"));
    }

    #[test]
    fn missing_scopes_name_the_ones_that_exist() {
        let err = Agent::Codex.spec().settings_file(Scope::Local).unwrap_err();
        assert_eq!(
            err.to_string(),
            "Codex has no local settings file; use --scope project or --scope user"
        );
        let err = Agent::Generic
            .spec()
            .settings_file(Scope::User)
            .unwrap_err();
        assert_eq!(err.to_string(), "--agent generic has no settings file");
        assert_eq!(
            Agent::with_hooks().collect::<Vec<_>>(),
            [
                Agent::Claude,
                Agent::Codex,
                Agent::Gemini,
                Agent::Qwen,
                Agent::Droid,
                Agent::Copilot,
                Agent::OpenCode,
                Agent::Cline
            ]
        );
    }
}
