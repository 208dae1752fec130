//! The product's settings, and the single source of its thresholds: the gate switch and
//! threshold (which `cm query --inject` uses too), the context threshold, extra test-command
//! patterns, what the share log carries.
//!
//! Read lazily (only once a decision needs them) from, lowest to highest precedence:
//! built-in defaults, `$XDG_CONFIG_HOME/code-memory/config.toml`, `<project>/.code-memory.toml`,
//! then `CODE_MEMORY_*` environment variables. A missing file is normal; an unreadable or
//! invalid one is logged and skipped, because a hook must never fail on its settings.

use std::path::Path;

use anyhow::{Context as _, Result};
use serde::Deserialize;

use crate::dirs::{project_config_path, user_config_path};
use crate::files;

/// Default [`Config::gate_threshold`]: the lowest risk of the `caution` level (risk 10).
pub(crate) const GATE_THRESHOLD: f64 = crate::store::risk::CAUTION_RISK;
/// Default [`Config::context_threshold`]: 0, every active lesson is a candidate; relevance
/// (the code read, edited or named) and the answer's budget decide what is shown.
pub(crate) const CONTEXT_THRESHOLD: f64 = 0.0;
/// Default [`Config::max_context_chars`]: about 600 tokens (4 characters a token).
pub(crate) const MAX_CONTEXT_CHARS: usize = 2400;
/// Default [`Config::gate_recent_calls`]: about one task's worth of reads, edits and test
/// runs. Lessons shown longer ago than that have likely scrolled out of the model's attention
/// (a long session compacts after a few dozen calls), so the gate repeats them.
pub(crate) const GATE_RECENT_CALLS: u64 = 20;
/// Default [`Config::parse_budget_ms`]: a 5,000-line file parses in 20-70 ms on a small
/// machine, so a file the index does not hold yet is answered within the agent's loop or
/// left to a background parse.
pub(crate) const PARSE_BUDGET_MS: u64 = 30;
/// The smallest [`Config::max_context_chars`] taken; a smaller setting is raised to it.
pub(crate) const MIN_CONTEXT_CHARS: usize = 200;

/// The settings the hook runtime and `cm query --inject` decide with.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Config {
    /// Deny the first edit of a high-risk symbol per session.
    pub(crate) gate: bool,
    /// Risk at or above which the gate holds an edit back, and `cm query --inject` writes
    /// a symbol's block.
    pub(crate) gate_threshold: f64,
    /// Risk at or above which a symbol's lessons are candidates to be shown as context
    /// (0: all of them; relevance and the budget choose).
    pub(crate) context_threshold: f64,
    /// The gate lets a risky symbol's first edit through when all its lessons were shown in
    /// this session (since the last compaction) within this many tool calls.
    pub(crate) gate_recent_calls: u64,
    /// Record failing and fixed test runs automatically.
    pub(crate) record_test_runs: bool,
    /// Extra regexes; a Bash command (segment) matching one counts as a test run.
    pub(crate) test_commands: Vec<String>,
    /// Longest additionalContext, in characters.
    pub(crate) max_context_chars: usize,
    /// How long a Read's or the gate's answer may parse a file the project index does not
    /// hold as it is (milliseconds); past it the answer gives the lessons of the whole file
    /// and a background parse makes its table for the next call.
    pub(crate) parse_budget_ms: u64,
    /// Tokens of project map (`cm map`) added to the SessionStart brief; 0: none.
    pub(crate) session_map_tokens: usize,
    /// Automatic lessons that carry a fix travel through the share log too.
    pub(crate) share_auto_lessons: bool,
    /// How the share log names the author of what this machine writes.
    pub(crate) share_author: ShareAuthor,
}

/// How the share log names an author (`share_author`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum ShareAuthor {
    /// git's `user.name`.
    #[default]
    Name,
    /// A hash of git's `user.email`.
    EmailHash,
    /// Nobody.
    None,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            gate: true,
            gate_threshold: GATE_THRESHOLD,
            context_threshold: CONTEXT_THRESHOLD,
            gate_recent_calls: GATE_RECENT_CALLS,
            record_test_runs: true,
            test_commands: Vec::new(),
            max_context_chars: MAX_CONTEXT_CHARS,
            parse_budget_ms: PARSE_BUDGET_MS,
            session_map_tokens: 0,
            share_auto_lessons: false,
            share_author: ShareAuthor::Name,
        }
    }
}

/// One config file: every key optional, so a file only says what it changes.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigFile {
    gate: Option<bool>,
    gate_threshold: Option<f64>,
    context_threshold: Option<f64>,
    gate_recent_calls: Option<u64>,
    record_test_runs: Option<bool>,
    test_commands: Option<Vec<String>>,
    max_context_chars: Option<usize>,
    parse_budget_ms: Option<u64>,
    session_map_tokens: Option<usize>,
    share_auto_lessons: Option<bool>,
    share_author: Option<ShareAuthor>,
}

impl Config {
    /// Loads the layered settings; every problem goes to `warn` and the layer is skipped.
    pub(crate) fn load(project_root: Option<&Path>, warn: &mut dyn FnMut(String)) -> Config {
        let mut config = Config::default();
        let files = user_config_path()
            .into_iter()
            .chain(project_root.map(project_config_path));
        for path in files {
            match read_file(&path) {
                Ok(Some(file)) => config.apply(file),
                Ok(None) => {}
                Err(e) => warn(format!("{e:#}; using the other settings")),
            }
        }
        config.apply_env(|k| std::env::var(k).ok(), warn);
        config
    }

    fn apply(&mut self, f: ConfigFile) {
        // The settings a file gives that are taken as they are.
        macro_rules! take {
            ($($key:ident),*) => {$(
                if let Some(v) = f.$key {
                    self.$key = v;
                }
            )*};
        }
        take!(
            gate,
            gate_threshold,
            context_threshold,
            gate_recent_calls,
            record_test_runs,
            parse_budget_ms,
            session_map_tokens,
            share_auto_lessons,
            share_author
        );
        if let Some(v) = f.test_commands {
            self.test_commands.extend(v);
        }
        if let Some(v) = f.max_context_chars {
            self.max_context_chars = v.max(MIN_CONTEXT_CHARS);
        }
    }

    /// `CODE_MEMORY_GATE` (on/off), `CODE_MEMORY_GATE_THRESHOLD`,
    /// `CODE_MEMORY_CONTEXT_THRESHOLD`, `CODE_MEMORY_RECORD_TEST_RUNS` (on/off),
    /// `CODE_MEMORY_TEST_COMMANDS` (regexes separated by newlines),
    /// `CODE_MEMORY_MAX_CONTEXT_CHARS`, `CODE_MEMORY_GATE_RECENT_CALLS`,
    /// `CODE_MEMORY_SESSION_MAP_TOKENS`, `CODE_MEMORY_PARSE_BUDGET_MS`.
    fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>, warn: &mut dyn FnMut(String)) {
        // A variable that is set gives its setting what `$parse` reads of it; one not
        // understood is named in a warning and changes nothing.
        macro_rules! set {
            ($key:literal, $field:ident, $parse:expr) => {
                if let Some(v) = var($key) {
                    match $parse(&v) {
                        Some(value) => self.$field = value,
                        None => warn(format!("ignoring {}={v:?}: not understood", $key)),
                    }
                }
            };
        }
        set!("CODE_MEMORY_GATE", gate, switch);
        set!("CODE_MEMORY_RECORD_TEST_RUNS", record_test_runs, switch);
        let finite = |v: &str| num(v).filter(|n: &f64| n.is_finite());
        set!("CODE_MEMORY_GATE_THRESHOLD", gate_threshold, finite);
        set!("CODE_MEMORY_CONTEXT_THRESHOLD", context_threshold, finite);
        let chars = |v: &str| num(v).map(|n: usize| n.max(MIN_CONTEXT_CHARS));
        set!("CODE_MEMORY_MAX_CONTEXT_CHARS", max_context_chars, chars);
        set!("CODE_MEMORY_SESSION_MAP_TOKENS", session_map_tokens, num);
        set!("CODE_MEMORY_PARSE_BUDGET_MS", parse_budget_ms, num);
        set!("CODE_MEMORY_GATE_RECENT_CALLS", gate_recent_calls, num);
        if let Some(v) = var("CODE_MEMORY_TEST_COMMANDS") {
            let lines = v.lines().map(str::trim).filter(|l| !l.is_empty());
            self.test_commands.extend(lines.map(String::from));
        }
    }
}

impl Config {
    /// Whether a configured `test_commands` pattern matches `command` (invalid patterns
    /// match nothing).
    pub(crate) fn names_test_command(&self, command: &str) -> bool {
        self.test_commands
            .iter()
            .any(|p| regex::Regex::new(p).is_ok_and(|re| re.is_match(command)))
    }
}

/// The setting that makes `command` (its leading words) a test run, as a line of
/// `.code-memory.toml`: `test_commands = ['^pnpm run e2e\-tests\b']`.
pub(crate) fn test_command_setting(command: &str) -> String {
    format!("test_commands = ['^{}\\b']", regex::escape(command))
}

/// A number, spaces around it aside.
fn num<T: std::str::FromStr>(v: &str) -> Option<T> {
    v.trim().parse().ok()
}

fn switch(v: &str) -> Option<bool> {
    match v.trim().to_ascii_lowercase().as_str() {
        "1" | "on" | "true" | "yes" => Some(true),
        "0" | "off" | "false" | "no" => Some(false),
        _ => None,
    }
}

fn read_file(path: &Path) -> Result<Option<ConfigFile>> {
    let Some(text) = files::read_optional(path).context("reading config")? else {
        return Ok(None);
    };
    let file =
        toml::from_str(&text).with_context(|| format!("parsing config {}", path.display()))?;
    Ok(Some(file))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn project_file_wins_over_defaults_and_env_over_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            project_config_path(dir.path()),
            "gate = false\ncontext_threshold = 2.5\ntest_commands = ['^just test']\n",
        )
        .unwrap();
        let mut c = Config::default();
        c.apply(
            read_file(&project_config_path(dir.path()))
                .unwrap()
                .unwrap(),
        );
        assert!(!c.gate);
        assert_eq!(c.context_threshold, 2.5);
        assert_eq!(c.test_commands, vec!["^just test".to_string()]);
        let mut warnings = Vec::new();
        c.apply_env(
            |k| match k {
                "CODE_MEMORY_GATE" => Some("on".into()),
                "CODE_MEMORY_GATE_THRESHOLD" => Some("12".into()),
                "CODE_MEMORY_CONTEXT_THRESHOLD" => Some("lots".into()),
                _ => None,
            },
            &mut |w| warnings.push(w),
        );
        assert!(c.gate);
        assert_eq!(c.gate_threshold, 12.0);
        assert_eq!(c.context_threshold, 2.5);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
    }

    #[test]
    fn invalid_file_is_an_error_missing_file_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("c.toml");
        assert!(read_file(&p).unwrap().is_none());
        std::fs::write(&p, "gate_treshold = 3\n").unwrap();
        assert!(read_file(&p).is_err());
        std::fs::write(&p, "gate = \"maybe\"\n").unwrap();
        assert!(read_file(&p).is_err());
    }

    #[test]
    fn the_setting_for_a_test_command_matches_it() {
        let line = test_command_setting("pnpm run e2e-tests");
        assert_eq!(line, r"test_commands = ['^pnpm run e2e\-tests\b']");
        let file: ConfigFile = toml::from_str(&line).unwrap();
        let config = Config {
            test_commands: file.test_commands.unwrap(),
            ..Config::default()
        };
        assert!(config.names_test_command("pnpm run e2e-tests --headed"));
        assert!(!config.names_test_command("pnpm run e2e-testsuite"));
        assert!(!config.names_test_command("pnpm run build"));
    }
}
