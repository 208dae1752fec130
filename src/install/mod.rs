//! Wiring cm into agents: `cm install` merges the canonical hook wiring into an agent's
//! settings file, and takes it out again. The wiring itself lives in `hooks/wiring.json`
//! at the repository root; which file each agent reads is in `crate::agent`.

pub(crate) mod command;
pub(crate) mod lossless;
pub(crate) mod mcp;
pub(crate) mod own_files;
pub(crate) mod program;
pub mod settings;
pub(crate) mod trust;
pub mod wiring;
pub(crate) mod write;

use std::path::{Path, PathBuf};

use anyhow::Result;
use serde::Serialize;
use serde_json::Map;

use crate::agent::{Agent, Scope};

/// The workflow block for agents without hooks (AGENTS.md, CLAUDE.md, a skill file).
pub(crate) const GENERIC_WORKFLOW: &str = include_str!("workflow.md");

/// What `cm install` was asked to do.
#[derive(Debug, Clone)]
pub(crate) struct Request {
    pub(crate) agent: Agent,
    pub(crate) scope: Scope,
    pub(crate) uninstall: bool,
    /// The `cm` binary the hooks run (ignored when uninstalling).
    pub(crate) binary: PathBuf,
    /// The system whose agents run the hooks: how their commands are written.
    pub(crate) platform: command::Platform,
}

/// What a run changes, or would change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Action {
    /// Our hooks were not there and now are.
    Installed,
    /// Our hooks were there, in a different form (moved binary, older wiring).
    Updated,
    /// Already exactly as wanted (or, uninstalling, nothing of ours to remove).
    Unchanged,
    /// Our hooks were removed.
    Removed,
}

/// The outcome of planning a change to one settings file.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub(crate) path: PathBuf,
    pub(crate) action: Action,
    /// The file's text before (`None`: it does not exist).
    pub(crate) before: Option<String>,
    /// The file's text after: the file as it was, with cm's entries changed and nothing else
    /// (`lossless`).
    pub(crate) after: String,
    /// Uninstalling left nothing but `{}` (as in a file cm created): the file is removed.
    pub(crate) remove: bool,
    /// The file's layout is not the printer's (see `lossless::Doc::keeps_layout`), so
    /// rewriting it changes more than cm's entries: the previous version is kept as
    /// `<file>.bak`. Otherwise no backup is made: the change is cm's entries alone, and an
    /// uninstall gives the file back byte for byte.
    pub(crate) backup: bool,
    /// Hook events wired after the change.
    pub(crate) events: Vec<String>,
}

impl Plan {
    /// A unified diff of the change, for `--dry-run`.
    pub(crate) fn diff(&self) -> String {
        let before = self.before.as_deref().unwrap_or("");
        let after = self.after.as_str();
        let name = self.path.display().to_string();
        similar::TextDiff::from_lines(before, after)
            .unified_diff()
            .context_radius(3)
            .header(&name, &name)
            .to_string()
    }
}

/// Works out the new content of the settings file, without writing anything.
pub(crate) fn plan(req: &Request) -> Result<Plan> {
    // An agent without hooks has no settings file: this fails for it.
    let path = req.agent.spec().settings_file(req.scope)?;
    let before = crate::files::read_optional(&path)?;
    let file = lossless::parse(before.as_deref()).map_err(|e| left_untouched(&path, &e))?;
    let doc = &file.value;
    let had_ours = !settings::find_ours(doc).is_empty();
    let in_file = |e: anyhow::Error| e.context(format!("merging into {}", path.display()));

    let (new_doc, action) = if req.uninstall {
        let (new_doc, removed) = settings::uninstall(doc).map_err(in_file)?;
        let action = if removed > 0 {
            Action::Removed
        } else {
            Action::Unchanged
        };
        (new_doc, action)
    } else {
        let cm = binary_for_command(&req.binary);
        let groups = wiring::wiring().groups_for_binary(&cm, req.agent, req.platform)?;
        let new_doc = settings::install(doc, &groups).map_err(in_file)?;
        let action = match (&new_doc == doc, had_ours) {
            (true, _) => Action::Unchanged,
            (false, true) => Action::Updated,
            (false, false) => Action::Installed,
        };
        (new_doc, action)
    };

    let remove = action == Action::Removed && new_doc.as_object().is_some_and(Map::is_empty);
    // A file removed held cm's entries alone: nothing of the user's to keep.
    let backup = !remove && !file.keeps_layout(before.as_deref());
    let after = match (&before, action) {
        (Some(text), Action::Unchanged) => text.clone(),
        _ if remove => String::new(),
        _ => file.print(&new_doc),
    };
    let mut events: Vec<String> = settings::find_ours(&new_doc)
        .into_iter()
        .map(|f| f.event)
        .collect();
    events.dedup();
    Ok(Plan {
        path,
        action,
        before,
        after,
        remove,
        backup,
        events,
    })
}

/// The error of a file cm could not read or merge into, which it left as it was.
fn left_untouched(path: &Path, e: &anyhow::Error) -> anyhow::Error {
    anyhow::anyhow!(
        "{}: {e:#}; it was left untouched: fix or move it, then run again",
        path.display()
    )
}

/// Carries out a plan. Returns the backup of the previous file, if one was made (only when
/// the file's layout could not be kept: `Plan::backup`).
pub(crate) fn apply(plan: &Plan) -> Result<Option<PathBuf>> {
    match plan.action {
        Action::Unchanged => Ok(None),
        _ if plan.remove => write::remove(&plan.path).map(|()| None),
        _ => write::replace(&plan.path, &plan.after, plan.backup),
    }
}

/// What to say of a backup `apply` made: where it is, and why.
pub(crate) fn backup_note(backup: &Path) -> String {
    format!(
        "the file's layout (spacing, line breaks) is not one cm writes back as it was, so \
         it now has cm's; the previous version is saved as {}",
        backup.display()
    )
}

/// The Claude Code settings files that enable the code-memory plugin: with hooks in a
/// settings file as well, cm would answer every event twice.
pub(crate) fn plugin_enabled_in() -> Vec<PathBuf> {
    Scope::WIDEST_FIRST
        .into_iter()
        .filter_map(|scope| Agent::Claude.spec().settings_file(scope).ok())
        .filter(|path| {
            crate::files::read_optional(path)
                .ok()
                .flatten()
                .and_then(|text| settings::parse(&text).ok())
                .is_some_and(|doc| settings::enables_plugin(&doc))
        })
        .collect()
}

/// The path hooks should run: the `cm` on PATH when it is this very binary (a package
/// manager's symlink survives upgrades, the versioned file behind it does not), else the
/// running binary's own absolute path.
pub(crate) fn binary_for_hooks() -> Result<PathBuf> {
    let exe = crate::dirs::current_binary()?;
    let on_path = crate::dirs::cm_on_path();
    Ok(match on_path {
        Some(p) if crate::project::canonical(&p).is_ok_and(|c| c == exe) => p,
        _ => exe,
    })
}

/// True when `path` is a cargo build output (`target/debug/cm`): fine for trying things
/// out, but `cargo clean` removes it and the hooks with it.
pub(crate) fn is_build_output(path: &Path) -> bool {
    let Some((profile_dir, target_dir)) = path.parent().and_then(|p| Some((p, p.parent()?))) else {
        return false;
    };
    let profile = profile_dir.file_name().unwrap_or_default();
    // Cargo marks every target directory (whatever CARGO_TARGET_DIR says) with CACHEDIR.TAG.
    (profile == "debug" || profile == "release")
        && (target_dir.file_name().unwrap_or_default() == "target"
            || target_dir.join("CACHEDIR.TAG").is_file())
}

/// True when `path` lies in npm's npx cache (`~/.npm/_npx/<hash>/node_modules/...`), where
/// `npx code-memory-cli install` runs cm from: `npm cache clean` removes it and the hooks
/// with it.
pub(crate) fn is_npx_cache(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == "_npx")
}

/// The binary's path as written into a hook command. On Windows, in `path_text`'s spelling:
/// no `\\?\` prefix, `/` for `\` (Git Bash eats backslashes), an upper-case drive letter.
pub(crate) fn binary_for_command(path: &Path) -> String {
    let text = path.to_string_lossy();
    if cfg!(windows) {
        crate::path_text::path(&text)
    } else {
        text.into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn build_outputs_are_recognised() {
        assert!(is_build_output(Path::new(
            "/src/code-memory/target/debug/cm"
        )));
        assert!(is_build_output(Path::new(
            "/src/code-memory/target/release/cm"
        )));
        assert!(!is_build_output(Path::new("/home/me/.cargo/bin/cm")));
        assert!(!is_build_output(Path::new("/opt/release/cm")));
    }

    #[test]
    fn the_npx_cache_is_recognised() {
        assert!(is_npx_cache(Path::new(
            "/home/me/.npm/_npx/2f341d592bb8c42f/node_modules/code-memory-cli-linux-x64/bin/cm"
        )));
        assert!(!is_npx_cache(Path::new(
            "/usr/local/lib/node_modules/code-memory-cli-linux-x64/bin/cm"
        )));
    }
}
