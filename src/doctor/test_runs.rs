//! Test commands of this project that cm does not recognise: commands that looked like test
//! runs (a name that says tests, or a runner's summary in their output) and that no rule
//! or `test_commands` pattern made one. Their failures leave no lesson until configured.

use std::path::Path;

use super::Check;
use crate::config::{Config, test_command_setting};

/// Runs of a command before doctor names it (one run may be a one-off).
const MIN_RUNS: i64 = 2;

/// A warning naming the unrecognised commands of the current directory's project, with the
/// setting that makes the most used one a test run; nothing when there are none.
pub(super) fn check(db: &Path) -> Option<Check> {
    let root = crate::project::current_dir_root().ok()?;
    let project = crate::project::name(None, &root).ok()?;
    let store = crate::store::Store::open_read_only(db).ok()?;
    let config = Config::load(Some(&root), &mut |_| {});
    let commands: Vec<_> = store
        .unrecognised(&project, MIN_RUNS)
        .ok()?
        .into_iter()
        .filter(|u| !config.names_test_command(&u.command))
        .collect();
    let first = commands.first()?;
    let named: Vec<String> = commands
        .iter()
        .take(3)
        .map(|u| format!("`{}` ({} runs)", u.command, u.runs))
        .collect();
    Some(Check::warn(
        "test runs",
        format!(
            "{} in {project} looked like test runs, but cm does not recognise {}: their failures leave no lesson",
            named.join(", "),
            if commands.len() == 1 { "it" } else { "them" }
        ),
        format!(
            "add to {}: {}",
            root.join(".code-memory.toml").display(),
            test_command_setting(&first.command)
        ),
    ))
}
