//! Commands that looked like test runs and that no rule recognised (table
//! `unrecognised_test_commands` of migration 14), for `cm doctor` and the session brief to
//! name with the setting that makes them test runs. Bounded: a project keeps its
//! [`KEEP_PER_PROJECT`] most recent.

use anyhow::{Context as _, Result};
use rusqlite::params;

use super::Store;

/// Commands kept per project.
pub(crate) const KEEP_PER_PROJECT: usize = 10;

/// A command that looked like a test run, as remembered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unrecognised {
    /// The words that name it: `pnpm run e2e-tests`, `./scripts/ci.sh`.
    pub(crate) command: String,
    pub(crate) runs: i64,
    /// A session brief already named it.
    pub(crate) told: bool,
}

impl Store {
    /// Counts one more run of `command` in `project` (kept redacted, like every command),
    /// and forgets the project's oldest beyond [`KEEP_PER_PROJECT`].
    pub(crate) fn note_unrecognised(&self, project: &str, command: &str) -> Result<()> {
        let command = super::redact::redact(command);
        self.conn
            .execute(
                "INSERT INTO unrecognised_test_commands (project, command, runs, seen) \
                 VALUES (?1, ?2, 1, (SELECT COALESCE(MAX(seen), 0) + 1 \
                   FROM unrecognised_test_commands WHERE project = ?1)) \
                 ON CONFLICT (project, command) DO UPDATE SET runs = runs + 1, seen = excluded.seen",
                params![project, command],
            )
            .context("remembering an unrecognised test command")?;
        self.conn.execute(
            "DELETE FROM unrecognised_test_commands WHERE project = ?1 AND command NOT IN \
             (SELECT command FROM unrecognised_test_commands WHERE project = ?1 \
              ORDER BY seen DESC LIMIT ?2)",
            params![project, KEEP_PER_PROJECT as i64],
        )?;
        Ok(())
    }

    /// The project's remembered commands seen at least `min_runs` times, most runs first.
    pub(crate) fn unrecognised(&self, project: &str, min_runs: i64) -> Result<Vec<Unrecognised>> {
        let sql = "SELECT command, runs, told FROM unrecognised_test_commands \
                   WHERE project = ?1 AND runs >= ?2 ORDER BY runs DESC, seen DESC";
        Ok(super::all(
            &self.conn,
            sql,
            params![project, min_runs],
            |r| {
                Ok(Unrecognised {
                    command: r.get(0)?,
                    runs: r.get(1)?,
                    told: r.get::<_, i64>(2)? != 0,
                })
            },
        )?)
    }

    /// Marks `command` as named by a session brief (it is not named there again).
    pub(crate) fn mark_unrecognised_told(&self, project: &str, command: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE unrecognised_test_commands SET told = 1 WHERE project = ?1 AND command = ?2",
            params![project, command],
        )?;
        Ok(())
    }

    /// Forgets `command`: it is a test run now (a configured pattern or a newer rule
    /// recognises it).
    pub(crate) fn forget_unrecognised(&self, project: &str, command: &str) -> Result<()> {
        let command = super::redact::redact(command);
        self.conn.execute(
            "DELETE FROM unrecognised_test_commands WHERE project = ?1 AND command = ?2",
            params![project, command],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_commands_a_project_are_remembered() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("db.sqlite")).unwrap();
        for i in 0..(KEEP_PER_PROJECT + 5) {
            store
                .note_unrecognised("shop", &format!("./run{i}.sh"))
                .unwrap();
        }
        store.note_unrecognised("shop", "./run14.sh").unwrap();
        store.note_unrecognised("other", "make e2e").unwrap();
        let kept = store.unrecognised("shop", 1).unwrap();
        assert_eq!(kept.len(), KEEP_PER_PROJECT);
        assert_eq!(kept[0].command, "./run14.sh");
        assert_eq!(kept[0].runs, 2);
        assert!(!kept.iter().any(|u| u.command == "./run0.sh"));
        assert_eq!(store.unrecognised("shop", 2).unwrap().len(), 1);
        store.mark_unrecognised_told("shop", "./run14.sh").unwrap();
        assert!(store.unrecognised("shop", 2).unwrap()[0].told);
        store.forget_unrecognised("shop", "./run14.sh").unwrap();
        assert!(store.unrecognised("shop", 2).unwrap().is_empty());
        assert_eq!(store.unrecognised("other", 1).unwrap().len(), 1);
    }

    #[test]
    fn a_secret_in_the_command_is_not_kept() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("db.sqlite")).unwrap();
        let token = "ghp_0123456789abcdefghijABCDEFGHIJ012345";
        let command = format!("./ci.sh {token}");
        store.note_unrecognised("shop", &command).unwrap();
        let kept = store.unrecognised("shop", 1).unwrap();
        assert_eq!(kept.len(), 1);
        assert!(!kept[0].command.contains(token), "{}", kept[0].command);
        store.forget_unrecognised("shop", &command).unwrap();
        assert!(store.unrecognised("shop", 1).unwrap().is_empty());
    }
}
