//! The hook command each agent runs, per platform. On Linux and macOS every agent runs a
//! hook command through `sh -c`, so one POSIX-quoted form serves all. On Windows each runs
//! it its own way (docs/INSTALL.md "Windows"):
//!
//! - Claude Code: Git Bash, else PowerShell, else cmd. A bare forward-slash path
//!   (`C:/Users/me/.local/bin/cm.exe hook stop`) runs the same in all three; a path that
//!   needs quoting is written in exec form (`command` + `args`, no shell at all).
//! - Codex: `commandWindows`, run by PowerShell or `cmd /C`: the bare path, else
//!   `cmd /c "C:/Program Files/cm/cm.exe" hook ...`, which both shells run.
//! - Gemini CLI, and Copilot CLI's `powershell` key: PowerShell, `& 'C:/.../cm.exe' hook ...`.
//! - Qwen Code and Factory Droid: the bare path; one that needs quoting is refused, as the
//!   shell they run hooks in on Windows is not known.
//! - Cline: runs hooks on macOS and Linux only; nothing is installed on Windows.
//!
//! Whatever the form, `settings::recognise` reads it back as cm's.

use anyhow::{Result, bail};
use serde_json::{Value, json};

use crate::agent::Agent;

/// The system whose agents run the hook commands: the one `cm install` runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Platform {
    /// Linux and macOS: every agent runs a hook command through `sh -c`.
    Unix,
    /// Windows: each agent its own shell (module docs).
    Windows,
}

impl Platform {
    /// The platform this `cm` runs on.
    pub(crate) const HOST: Platform = if cfg!(windows) {
        Platform::Windows
    } else {
        Platform::Unix
    };
}

/// Why `agent` gets no hooks on `platform`, when it gets none.
pub(crate) fn unsupported(agent: Agent, platform: Platform) -> Option<&'static str> {
    (agent == Agent::Cline && platform == Platform::Windows).then_some(
        "Cline runs hooks on macOS and Linux only, so cm installs none for it on Windows",
    )
}

/// True when `path` runs unquoted in Git Bash, PowerShell and cmd alike: letters, digits
/// and `._-/:` (`C:/Users/me/.cargo/bin/cm.exe`), and `~` past the start (a short name,
/// `C:/Users/RUNNER~1/...`; only a leading `~` means home).
pub(crate) fn plain_everywhere(path: &str) -> bool {
    !path.is_empty()
        && !path.starts_with('~')
        && path
            .chars()
            .all(|c| c.is_alphanumeric() || "._-/:~".contains(c))
}

/// A word as typed in PowerShell: in single quotes, a `'` in it doubled.
pub(crate) fn powershell_word(w: &str) -> String {
    format!("'{}'", w.replace('\'', "''"))
}

/// `cm` run by PowerShell with `args`: `& 'C:/.../cm.exe' hook ...` (a quoted path alone
/// is a string there, not a command; `&` runs it).
pub(crate) fn powershell(cm: &str, args: &str) -> String {
    format!("& {} {args}", powershell_word(cm))
}

/// `cm` with `args` as both PowerShell and cmd run it: the bare path, else through
/// `cmd /c` with the path in double quotes (which no Windows path contains).
pub(crate) fn powershell_or_cmd(cm: &str, args: &str) -> String {
    if plain_everywhere(cm) {
        format!("{cm} {args}")
    } else {
        format!("cmd /c \"{cm}\" {args}")
    }
}

/// The command handler that runs `cm hook <hook>` (plus `agent_arg`, e.g. ` --agent codex`)
/// for `agent` on `platform`, with `timeout` in the agent's units.
pub(crate) fn handler(
    agent: Agent,
    platform: Platform,
    cm: &str,
    hook: &str,
    agent_arg: &str,
    timeout: u32,
) -> Result<Value> {
    let args = format!("hook {hook}{agent_arg}");
    let posix = format!("{} {args}", crate::text::shell_word(cm));
    let mut h = json!({ "type": "command" });
    match (platform, agent) {
        (Platform::Unix, _) => h["command"] = json!(posix),
        (Platform::Windows, Agent::Codex) => {
            h["command"] = json!(posix);
            h["commandWindows"] = json!(powershell_or_cmd(cm, &args));
        }
        (Platform::Windows, Agent::Gemini) => h["command"] = json!(powershell(cm, &args)),
        (Platform::Windows, _) if plain_everywhere(cm) => {
            h["command"] = json!(format!("{cm} {args}"));
        }
        (Platform::Windows, Agent::Claude) => {
            // Exec form: no shell reads the path.
            let words: Vec<&str> = args.split(' ').collect();
            h["command"] = json!(cm);
            h["args"] = json!(words);
        }
        (Platform::Windows, _) => bail!(
            "{} on Windows runs hooks in a shell cm cannot quote {cm} for; install cm at a \
             path of letters, digits and ._-/: only, or pass --binary such a path",
            agent.spec().display_name
        ),
    }
    h["timeout"] = json!(timeout);
    Ok(h)
}

/// The words of a hook command as the shell it was written for splits them: POSIX
/// (`'/a b/cm' hook stop`), PowerShell's call (`& 'C:/a b/cm.exe' hook stop`) or cmd's
/// (`cmd /c "C:/a b/cm.exe" hook stop`). `None` when it is none of these.
pub(crate) fn words(command: &str) -> Option<Vec<String>> {
    let command = command.trim();
    if let Some(rest) = command.strip_prefix("& ") {
        return split_quoted(rest, '\'', true);
    }
    let lower = command.to_ascii_lowercase();
    if lower.starts_with("cmd /c ") || lower.starts_with("cmd.exe /c ") {
        let rest = &command[command.find(' ')? + 4..];
        return split_quoted(rest, '"', false);
    }
    shlex::split(command)
}

/// `text` split at whitespace, with `quote` grouping (and, when `doubled`, a doubled quote
/// standing for one inside quotes, as PowerShell's `'it''s'`). `None` for an unclosed quote.
fn split_quoted(text: &str, quote: char, doubled: bool) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == quote {
            let w = word.get_or_insert_with(String::new);
            loop {
                match chars.next()? {
                    q if q == quote && doubled && chars.peek() == Some(&quote) => {
                        chars.next();
                        w.push(quote);
                    }
                    q if q == quote => break,
                    other => w.push(other),
                }
            }
        } else if c.is_whitespace() {
            words.extend(word.take());
        } else {
            word.get_or_insert_with(String::new).push(c);
        }
    }
    words.extend(word);
    Some(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn each_shells_form_splits_back_into_its_words() {
        for cm in [
            "C:/Users/me/.cargo/bin/cm.exe",
            "C:/Program Files/cm/cm.exe",
            "C:/Users/O'Brien/cm.exe",
        ] {
            let want = strings(&[cm, "hook", "stop", "--agent", "gemini"]);
            let ps = powershell(cm, "hook stop --agent gemini");
            assert_eq!(words(&ps), Some(want.clone()), "{ps}");
            let either = powershell_or_cmd(cm, "hook stop --agent gemini");
            assert_eq!(words(&either), Some(want), "{either}");
        }
        assert_eq!(
            powershell("C:/Users/O'Brien/cm.exe", "hook stop"),
            "& 'C:/Users/O''Brien/cm.exe' hook stop"
        );
        assert_eq!(
            powershell_or_cmd("C:/Program Files/cm/cm.exe", "hook stop"),
            r#"cmd /c "C:/Program Files/cm/cm.exe" hook stop"#
        );
        assert_eq!(
            powershell_or_cmd("C:/tools/cm.exe", "hook stop"),
            "C:/tools/cm.exe hook stop"
        );
        assert_eq!(words("& 'C:/a b/cm.exe"), None, "unclosed quote");
        assert_eq!(
            words("/usr/bin/cm hook stop"),
            Some(strings(&["/usr/bin/cm", "hook", "stop"]))
        );
    }

    #[test]
    fn plain_paths_are_those_every_shell_reads_alike() {
        assert!(plain_everywhere("C:/Users/me/.local/bin/cm.exe"));
        assert!(plain_everywhere("D:/tools/code-memory_1.2/cm.exe"));
        assert!(plain_everywhere(
            "C:/Users/RUNNER~1/AppData/Local/Temp/cm.exe"
        ));
        for quoted in [
            "C:/Program Files/cm/cm.exe",
            "C:/Users/me/cm (1)/cm.exe",
            "C:/a&b/cm.exe",
            "C:/a$b/cm.exe",
            "C:/Users/O'Brien/cm.exe",
            "C:/a;b/cm.exe",
            "C:/a,b/cm.exe",
            "~/cm.exe",
            "",
        ] {
            assert!(!plain_everywhere(quoted), "{quoted}");
        }
    }

    #[test]
    fn unix_handlers_are_posix_quoted_for_every_agent() {
        for agent in [Agent::Claude, Agent::Codex, Agent::Gemini, Agent::Qwen] {
            let h = handler(agent, Platform::Unix, "/opt/my tools/cm", "stop", "", 5).unwrap();
            assert_eq!(
                h,
                json!({"type": "command", "command": "'/opt/my tools/cm' hook stop", "timeout": 5})
            );
        }
    }

    #[test]
    fn only_cline_is_unsupported_and_only_on_windows() {
        assert!(unsupported(Agent::Cline, Platform::Windows).is_some());
        assert!(unsupported(Agent::Cline, Platform::Unix).is_none());
        assert!(unsupported(Agent::Claude, Platform::Windows).is_none());
    }
}
