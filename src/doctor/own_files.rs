//! Doctor's checks of the agents wired with files of cm's own (Copilot CLI's hook file,
//! OpenCode's plugin, Cline's scripts): per agent found on PATH or wired, whether the
//! wiring is there and whole, and what the agent needs before it runs it.

use super::{Check, install_flags};
use crate::agent::{AGENTS, Scope, Wiring};
use crate::install::own_files;

pub(super) fn check() -> Vec<Check> {
    let mut checks = Vec::new();
    for spec in AGENTS.iter().filter(|s| s.wiring == Wiring::OwnFiles) {
        let mut wired = false;
        for scope in Scope::WIDEST_FIRST {
            if spec.settings_file(scope).is_err() {
                continue;
            }
            let label = format!("{} {} hooks", spec.name, scope.as_str());
            let Some(found) = own_files::check(spec.agent, scope) else {
                continue;
            };
            wired = true;
            match found {
                Ok(files) => {
                    let needs = own_files::before_it_runs(spec.agent, scope).join("; ");
                    let detail = if needs.is_empty() {
                        format!("wired in {files}")
                    } else {
                        format!("wired in {files}; {needs}")
                    };
                    checks.push(Check::ok(label, detail));
                }
                Err(problem) => {
                    let fix = format!("cm install {}", install_flags(spec.agent, scope));
                    checks.push(Check::fail(label, problem, fix));
                }
            }
        }
        if !wired && let Some(path) = spec.program.and_then(crate::dirs::program_on_path) {
            checks.push(super::clients::unwired(spec, &path));
        }
    }
    checks
}
