//! Shared helpers: a `cm` command bound to a throw-away database and project.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;

/// A scratch environment: its own database, home and working directory, so tests never
/// touch the user's data and can run in parallel.
pub(crate) struct Env {
    pub(crate) dir: TempDir,
}

impl Env {
    pub(crate) fn new() -> Env {
        Env {
            dir: tempfile::tempdir().expect("tempdir"),
        }
    }

    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }

    pub(crate) fn db(&self) -> PathBuf {
        self.dir.path().join("data").join("cm.db")
    }

    /// Waits until the hooks have finished the edits they answered already (their work goes
    /// on in a child process after the answer), as every `cm` command does before it opens
    /// the database, and the scans session starts began after theirs: for a test that reads
    /// what such work writes (the hook log, the share log, the index).
    pub(crate) fn settle(&self) {
        settle(&self.db());
    }

    /// `cm` with `--db` unset but `CODE_MEMORY_DB`, `HOME`, `XDG_*` (`USERPROFILE`,
    /// `APPDATA`) and the project pinned,
    /// running in the scratch directory.
    pub(crate) fn cm(&self) -> Command {
        self.pinned(Command::cargo_bin("cm").expect("cm binary"))
    }

    /// [`Env::cm`] run with the file mode creation mask set to `umask` (octal, e.g. `"000"`).
    #[cfg(unix)]
    pub(crate) fn cm_with_umask(&self, umask: &str) -> Command {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!("umask {umask}; exec \"$0\" \"$@\""))
            .arg(assert_cmd::cargo::cargo_bin("cm"));
        self.pinned(cmd)
    }

    /// [`Env::cm`] run by `sh` after the shell commands `prelude` (limits, traps).
    #[cfg(unix)]
    pub(crate) fn cm_after_shell(&self, prelude: &str) -> Command {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!("{prelude}; exec \"$0\" \"$@\""))
            .arg(assert_cmd::cargo::cargo_bin("cm"));
        self.pinned(cmd)
    }

    fn pinned(&self, mut cmd: Command) -> Command {
        cmd.current_dir(self.dir.path());
        for (name, value) in self.vars() {
            match value {
                Some(v) => cmd.env(name, v),
                None => cmd.env_remove(name),
            };
        }
        cmd
    }

    /// The environment every `cm` of this scratch environment runs with (`None`: unset).
    pub(crate) fn vars(&self) -> Vec<(&'static str, Option<PathBuf>)> {
        let at = |p: &str| Some(self.dir.path().join(p));
        vec![
            ("CODE_MEMORY_DB", Some(self.db())),
            ("CODE_MEMORY_PROJECT", Some(PathBuf::from("testproj"))),
            ("HOME", at("home")),
            ("XDG_DATA_HOME", at("xdg-data")),
            ("XDG_CONFIG_HOME", at("xdg-config")),
            // Windows: the home directory, and the data and config directories had no XDG
            // variable been set.
            ("USERPROFILE", at("home")),
            ("APPDATA", at("appdata")),
            ("LOCALAPPDATA", at("localappdata")),
            ("CLAUDE_CONFIG_DIR", at("home/.claude")),
            ("CLAUDE_PROJECT_DIR", None),
            ("COPILOT_HOME", None),
            ("CLINE_DIR", None),
            ("NO_COLOR", None),
        ]
    }

    /// Runs `cm --json ARGS`, expecting success, and parses its one JSON document.
    pub(crate) fn json(&self, args: &[&str]) -> Value {
        let out = self
            .cm()
            .arg("--json")
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        serde_json::from_slice(&out).unwrap_or_else(|e| {
            panic!(
                "{args:?}: not JSON ({e}): {}",
                String::from_utf8_lossy(&out)
            )
        })
    }
}

/// [`Env::settle`] for the database at `db`: waits until no edit of any session is being
/// finished, and no scan a session start began runs.
pub(crate) fn settle(db: &std::path::Path) {
    let waited = code_memory::wait_for_hooks(db, std::time::Duration::from_secs(60));
    assert!(waited, "waiting for the hooks' work");
    let waited = code_memory::wait_for_scan(db, std::time::Duration::from_secs(60));
    assert!(waited, "waiting for the session's scan");
}

// cm's one spelling of a path, the product's own (`/` for `\`, no `\\?\` prefix, an
// upper-case drive); only `path` is used here.
#[allow(dead_code)]
#[path = "../../src/path_text.rs"]
mod path_text;

/// `path` as cm shows it: as it is, but on Windows in cm's one spelling, `C:/x/y`.
pub(crate) fn shown(path: &Path) -> String {
    let text = path.to_string_lossy().into_owned();
    if cfg!(windows) {
        path_text::path(&text)
    } else {
        text
    }
}

/// `path` as it reads inside a JSON string (a Windows path's backslashes doubled), for
/// putting it into a payload's text.
pub(crate) fn in_json(path: &Path) -> String {
    let quoted = serde_json::to_string(&path.to_string_lossy()).unwrap();
    quoted[1..quoted.len() - 1].to_string()
}

/// A runner's real output kept in `crates/testrun/tests/fixtures/` (e.g. `pytest/pytest_x.txt`).
pub(crate) fn runner_output(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/crates/testrun/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}
