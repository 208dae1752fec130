//! Doctor's checks of the agents wired with files of cm's own (Copilot CLI's hook file,
//! OpenCode's plugin, Cline's scripts): per agent found on PATH or wired, whether the
//! wiring is there and whole, and what the agent needs before it runs it.

use super::Check;
use crate::agent::{AGENTS, Scope, Wiring};
use crate::install::own_files;

pub(super) fn check() -> Vec<Check> {
    let mut checks = Vec::new();
    for spec in AGENTS.iter().filter(|s| s.wiring == Wiring::OwnFiles) {
        let found = spec.program.and_then(crate::dirs::program_on_path);
        let mut wired = false;
        for scope in Scope::WIDEST_FIRST {
            if spec.settings_file(scope).is_err() {
                continue;
            }
            let label = format!("{} {} hooks", spec.name, scope.as_str());
            match own_files::check(spec.agent, scope) {
                None => {}
                Some(Ok(files)) => {
                    wired = true;
                    let needs = own_files::before_it_runs(spec.agent, scope).join("; ");
                    let detail = if needs.is_empty() {
                        format!("wired in {files}")
                    } else {
                        format!("wired in {files}; {needs}")
                    };
                    checks.push(Check::ok(label, detail));
                }
                Some(Err(problem)) => {
                    wired = true;
                    checks.push(Check::fail(
                        label,
                        problem,
                        format!(
                            "cm install --agent {} --scope {}",
                            spec.name,
                            scope.as_str()
                        ),
                    ));
                }
            }
        }
        if !wired && let Some(path) = found {
            checks.push(Check::ok(
                format!("{} hooks", spec.name),
                format!(
                    "{} is on PATH ({}) and cm is not wired into it; cm install --agent {} wires it",
                    spec.display_name,
                    path.display(),
                    spec.name
                ),
            ));
        }
    }
    checks
}
