//! Per-session hook state in the lesson database (tables of migrations 4 and 5): lessons
//! shown, gates fired, lines and symbols changed since the last test run, failures awaiting
//! their fix (with the failing run's evidence), and the failures the session began with.
//!
//! Hooks of parallel sessions run as separate processes on one file: every read-modify-write
//! here is one `BEGIN IMMEDIATE` transaction, and rows are keyed by session id.

use anyhow::{Context as _, Result};
use rusqlite::{Connection, OptionalExtension as _, Params, params};

use super::redact::redact;
use super::{Store, immediate, now_timestamp, timestamp};

/// How long an untouched session's state is kept.
pub(crate) const KEEP_DAYS: i64 = 7;

/// One session's state, from [`Store::session`].
pub(crate) struct Session<'s> {
    store: &'s Store,
    conn: &'s Connection,
    pub(crate) id: String,
}

/// Lines of a file, 1-based and inclusive.
pub(crate) type LineRange = (usize, usize);

/// Lines changed in one file since the last test run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FileChanges {
    pub(crate) project: String,
    /// Normalized, project-relative.
    pub(crate) file: String,
    /// Absolute path on disk, to resolve the lines to symbols.
    pub(crate) path: String,
    pub(crate) lines: Vec<LineRange>,
}

/// A symbol with an automatic failure recorded in this session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failure {
    pub(crate) symbol_id: i64,
    /// The runner of the failing runs.
    pub(crate) runner: String,
    pub(crate) failed_runs: i64,
    pub(crate) first_failed_at: String,
    /// The latest failing run's lesson and what it saw.
    pub(crate) run: FailedRun,
    /// An edit after the latest failing run changed the symbol.
    pub(crate) touched: bool,
    /// Edits after the latest failing run changed other code, or test code.
    pub(crate) code_touched: bool,
    pub(crate) tests_touched: bool,
}

/// What a failing run recorded on one symbol, for judging the run that turns green.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct FailedRun {
    /// The automatic lesson recorded on the symbol.
    pub(crate) experience_id: Option<i64>,
    /// The symbol's source text at the failing run (the fix is its change from here);
    /// redacted once stored.
    pub(crate) source_text: Option<String>,
    /// The failing run's command (a green run must cover its test selection); redacted
    /// once stored.
    pub(crate) command: String,
    /// The failing test ids.
    pub(crate) tests: Vec<String>,
    /// The failure's traceback named a line of the symbol.
    pub(crate) evidence: bool,
}

impl Store {
    /// The state of session `id` (nothing is written until a method is called).
    pub(crate) fn session(&self, id: &str) -> Session<'_> {
        Session {
            store: self,
            conn: &self.conn,
            id: id.to_string(),
        }
    }

    /// Deletes the state of sessions untouched for [`KEEP_DAYS`]. Returns how many
    /// sessions went.
    pub(crate) fn prune_sessions(&self) -> Result<usize> {
        let cutoff = timestamp(chrono::Utc::now() - chrono::Duration::days(KEEP_DAYS));
        let tx = immediate(&self.conn)?;
        let gone = tx.execute("DELETE FROM hook_sessions WHERE touched_at < ?1", [&cutoff])?;
        for table in [
            "hook_shown",
            "hook_gated",
            "hook_changes",
            "hook_failures",
            "hook_pending",
            "hook_baseline",
            "hook_named_changes",
        ] {
            tx.execute(
                &format!(
                    "DELETE FROM {table} WHERE session_id NOT IN (SELECT session_id FROM hook_sessions)"
                ),
                [],
            )?;
        }
        tx.commit().context("pruning old hook sessions")?;
        Ok(gone)
    }
}

impl Session<'_> {
    /// The store this session's state is in.
    pub(crate) fn store(&self) -> &Store {
        self.store
    }

    /// Creates the session row or marks it used now. Best effort
    /// ([`Store::save_if_possible`]): a database that cannot be written still answers.
    pub(crate) fn touch(&self) -> Result<()> {
        let now = now_timestamp();
        self.store.save_if_possible(|| {
            self.conn
                .execute(
                    "INSERT INTO hook_sessions (session_id, started_at, touched_at) VALUES (?1, ?2, ?2) \
                     ON CONFLICT (session_id) DO UPDATE SET touched_at = excluded.touched_at",
                    params![self.id, now],
                )
                .context("saving hook session state")
        });
        Ok(())
    }

    /// Forgets what was shown and which gates fired (the model's context was cleared or
    /// compacted, so it no longer has those lessons). Best effort, like [`Session::touch`].
    pub(crate) fn rearm(&self) -> Result<()> {
        self.store.save_if_possible(|| {
            let tx = immediate(self.conn)?;
            tx.execute("DELETE FROM hook_shown WHERE session_id = ?1", [&self.id])?;
            tx.execute("DELETE FROM hook_gated WHERE session_id = ?1", [&self.id])?;
            tx.commit().context("clearing hook session state")
        });
        Ok(())
    }

    /// Counts one more failed run of `runner` on `symbol_id` (re-opening it if a fix was
    /// recorded), keeping what this run saw, redacted: the command, the failing tests and
    /// the symbol's source come back with `[REDACTED:<kind>]` where a secret was.
    pub(crate) fn record_failure(
        &self,
        symbol_id: i64,
        runner: &str,
        run: &FailedRun,
    ) -> Result<()> {
        // What a run saw is text from the shell and the code: redacted like a lesson.
        let tests: Vec<String> = run.tests.iter().map(|t| redact(t).into_owned()).collect();
        let tests = serde_json::to_string(&tests).unwrap_or_else(|_| "[]".into());
        let command = redact(&run.command);
        let source_text = run.source_text.as_deref().map(redact);
        self.conn
            .execute(
                "INSERT INTO hook_failures (session_id, symbol_id, failed_runs, runner, first_failed_at, \
                   experience_id, source_text, command, tests, evidence, touched, code_touched, \
                   tests_touched) \
                 VALUES (?1, ?2, 1, ?4, ?3, ?5, ?6, ?7, ?8, ?9, 0, 0, 0) \
                 ON CONFLICT (session_id, symbol_id) DO UPDATE SET \
                   runner = excluded.runner, \
                   failed_runs = CASE WHEN fixed_at IS NULL THEN failed_runs + 1 ELSE 1 END, \
                   first_failed_at = CASE WHEN fixed_at IS NULL THEN first_failed_at \
                                          ELSE excluded.first_failed_at END, \
                   experience_id = excluded.experience_id, \
                   source_text = excluded.source_text, \
                   command = excluded.command, \
                   tests = excluded.tests, \
                   evidence = CASE WHEN fixed_at IS NULL THEN max(evidence, excluded.evidence) \
                                   ELSE excluded.evidence END, \
                   touched = 0, code_touched = 0, tests_touched = 0, \
                   fixed_at = NULL",
                params![
                    self.id,
                    symbol_id,
                    now_timestamp(),
                    runner,
                    run.experience_id,
                    source_text,
                    command,
                    tests,
                    run.evidence
                ],
            )
            .context("saving a failed test run")?;
        Ok(())
    }

    /// Notes what edits changed after the open failures' failing runs: these symbols,
    /// and whether they changed other code (`code`) or test code (`tests`).
    pub(crate) fn mark_touched(&self, symbol_ids: &[i64], code: bool, tests: bool) -> Result<()> {
        let tx = immediate(self.conn)?;
        for id in symbol_ids {
            tx.execute(
                "UPDATE hook_failures SET touched = 1 \
                 WHERE session_id = ?1 AND symbol_id = ?2 AND fixed_at IS NULL",
                params![self.id, id],
            )?;
        }
        tx.execute(
            "UPDATE hook_failures SET code_touched = max(code_touched, ?2), \
               tests_touched = max(tests_touched, ?3) \
             WHERE session_id = ?1 AND fixed_at IS NULL",
            params![self.id, code, tests],
        )?;
        tx.commit().context("saving hook session state")
    }

    /// Failures not yet followed by a passing run.
    pub(crate) fn open_failures(&self) -> Result<Vec<Failure>> {
        self.failures("fixed_at IS NULL")
    }

    /// Failures a passing run fixed.
    pub(crate) fn fixed_failures(&self) -> Result<Vec<Failure>> {
        self.failures("fixed_at IS NOT NULL")
    }

    fn failures(&self, filter: &str) -> Result<Vec<Failure>> {
        let sql = format!(
            "SELECT symbol_id, failed_runs, first_failed_at, runner, experience_id, source_text, \
             command, tests, evidence, touched, code_touched, tests_touched FROM hook_failures \
             WHERE session_id = ?1 AND {filter} ORDER BY first_failed_at, symbol_id"
        );
        Ok(super::all(self.conn, &sql, [&self.id], |r| {
            let tests: String = r.get(7)?;
            Ok(Failure {
                symbol_id: r.get(0)?,
                failed_runs: r.get(1)?,
                first_failed_at: r.get(2)?,
                runner: r.get(3)?,
                run: FailedRun {
                    experience_id: r.get(4)?,
                    source_text: r.get(5)?,
                    command: r.get(6)?,
                    tests: serde_json::from_str(&tests).unwrap_or_default(),
                    evidence: r.get(8)?,
                },
                touched: r.get(9)?,
                code_touched: r.get(10)?,
                tests_touched: r.get(11)?,
            })
        })?)
    }

    pub(crate) fn mark_fixed(&self, symbol_ids: &[i64]) -> Result<()> {
        let now = now_timestamp();
        self.each(
            "UPDATE hook_failures SET fixed_at = ?3 WHERE session_id = ?1 AND symbol_id = ?2",
            symbol_ids.iter().map(|id| (&self.id, id, &now)),
            "saving a fixed test run",
        )
    }

    /// Forgets failures whose lesson was withdrawn: nothing was fixed there, and the Stop
    /// reminder must not ask for their root cause.
    pub(crate) fn forget_failures(&self, symbol_ids: &[i64]) -> Result<()> {
        self.each(
            "DELETE FROM hook_failures WHERE session_id = ?1 AND symbol_id = ?2",
            symbol_ids.iter().map(|id| (&self.id, id)),
            "saving hook session state",
        )
    }

    /// Runs `sql` once with each of `rows` of parameters, in one transaction.
    fn each<P: Params>(
        &self,
        sql: &str,
        rows: impl IntoIterator<Item = P>,
        what: &str,
    ) -> Result<()> {
        let tx = immediate(self.conn)?;
        {
            let mut stmt = tx.prepare_cached(sql)?;
            for p in rows {
                stmt.execute(p)?;
            }
        }
        tx.commit().context(what.to_string())
    }

    /// Claims the session's one Stop reminder: true the first time only.
    pub(crate) fn claim_stop_reminder(&self) -> Result<bool> {
        self.touch()?;
        let claimed = self
            .conn
            .execute(
                "UPDATE hook_sessions SET stop_asked = 1 WHERE session_id = ?1 AND stop_asked = 0",
                [&self.id],
            )
            .context("saving hook session state")?;
        Ok(claimed == 1)
    }

    /// True when the Stop reminder was already given.
    pub(crate) fn stop_reminded(&self) -> Result<bool> {
        self.is_set("stop_asked")
    }

    /// Whether `column` of the session's row is 1 (false without a row).
    fn is_set(&self, column: &str) -> Result<bool> {
        let value: Option<i64> = self
            .conn
            .query_row(
                &format!("SELECT {column} FROM hook_sessions WHERE session_id = ?1"),
                [&self.id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(value == Some(1))
    }
}

mod evidence;
mod shown;
#[cfg(test)]
mod tests;
mod window;

pub(crate) use evidence::NamedChange;
pub(crate) use window::{Changes, Edited};
