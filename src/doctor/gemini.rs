//! Doctor's Gemini CLI trust check: Gemini CLI loads no hooks at all (cm's included) in a
//! folder it does not trust, and in headless mode it refuses to start there; the trust is
//! kept in `~/.gemini/trustedFolders.json`, or given for one run by
//! `GEMINI_CLI_TRUST_WORKSPACE=true` or `--skip-trust`.

use std::path::{Path, PathBuf};

use serde_json::Value;

use super::Check;
use super::hooks::SettingsFile;
use crate::agent::{Agent, Scope};

/// A check of the folder's trust when Gemini CLI settings wire cm: for a project's own
/// settings, that project; for the user's, the current project.
pub(super) fn check(files: &[SettingsFile]) -> Vec<Check> {
    let Some(file) = files.iter().find(|f| f.agent == Agent::Gemini) else {
        return Vec::new();
    };
    let project = match file.scope {
        Scope::Project => Agent::Gemini
            .spec()
            .settings_file(Scope::Project)
            .ok()
            .and_then(|p| p.parent().and_then(Path::parent).map(Path::to_path_buf)),
        _ => crate::project::current_dir_root().ok(),
    };
    project.iter().map(|p| folder_trust(p)).collect()
}

/// Where Gemini CLI keeps its trusted folders.
fn trusted_folders_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("GEMINI_CLI_TRUSTED_FOLDERS_PATH").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    crate::agent::Agent::Gemini
        .spec()
        .home()
        .ok()
        .map(|d| d.join("trustedFolders.json"))
}

/// Gemini CLI's verdict on `folder` from its rules (`{"<path>": "TRUST_FOLDER" |
/// "TRUST_PARENT" | "DO_NOT_TRUST"}`): the longest rule that covers it decides; None when
/// no rule does.
pub(crate) fn trusted(rules: &Value, folder: &Path) -> Option<bool> {
    let folder = crate::project::canonical(folder).unwrap_or_else(|_| folder.to_path_buf());
    let mut best: Option<(usize, bool)> = None;
    for (rule, level) in rules.as_object()? {
        let level = level.as_str().unwrap_or_default();
        let rule_path = Path::new(rule);
        let covers = if level == "TRUST_PARENT" {
            rule_path.parent().unwrap_or(rule_path)
        } else {
            rule_path
        };
        let covers = crate::project::canonical(covers).unwrap_or_else(|_| covers.to_path_buf());
        if folder.starts_with(&covers) && best.is_none_or(|(len, _)| rule.len() > len) {
            best = Some((rule.len(), level != "DO_NOT_TRUST"));
        }
    }
    best.map(|(_, trust)| trust)
}

fn folder_trust(project: &Path) -> Check {
    let name = "gemini folder trust";
    if std::env::var("GEMINI_CLI_TRUST_WORKSPACE").as_deref() == Ok("true") {
        return Check::ok(name, "GEMINI_CLI_TRUST_WORKSPACE=true trusts every folder");
    }
    let path = trusted_folders_path();
    let rules = path
        .as_deref()
        .and_then(|p| crate::files::read_optional(p).ok().flatten())
        .and_then(|text| serde_json::from_str::<Value>(&text).ok())
        .unwrap_or(Value::Null);
    let file = path.map_or_else(|| "trustedFolders.json".into(), |p| p.display().to_string());
    let fix = format!(
        "start `gemini` in {} once and trust the folder when it asks (or run it with --skip-trust)",
        project.display()
    );
    match trusted(&rules, project) {
        Some(true) => Check::ok(name, format!("{} is trusted in {file}", project.display())),
        Some(false) => Check::fail(
            name,
            format!(
                "{} is marked DO_NOT_TRUST in {file}: Gemini CLI runs no hooks there",
                project.display()
            ),
            fix,
        ),
        None => Check::warn(
            name,
            format!(
                "{} is not trusted in {file}: Gemini CLI runs no hooks in an untrusted folder",
                project.display()
            ),
            fix,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_rule_decides() {
        // Folders that exist nowhere: an existing one is compared by its real path (on
        // Windows a drive's), a missing one as it is spelled.
        let rules = serde_json::json!({
            "/no-such-root/work": "TRUST_FOLDER",
            "/no-such-root/work/secret": "DO_NOT_TRUST",
            "/src/app/sub": "TRUST_PARENT",
        });
        assert_eq!(
            trusted(&rules, Path::new("/no-such-root/work/cm")),
            Some(true)
        );
        assert_eq!(
            trusted(&rules, Path::new("/no-such-root/work/secret/x")),
            Some(false)
        );
        assert_eq!(trusted(&rules, Path::new("/src/app/other")), Some(true));
        assert_eq!(trusted(&rules, Path::new("/elsewhere")), None);
        assert_eq!(trusted(&Value::Null, Path::new("/no-such-root/work")), None);
    }
}
