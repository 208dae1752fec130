-- Version 5: what fixed a failure, why a lesson was withdrawn, and the session state that
-- blames failures on evidence: the symbol's source at the failing run, the run's tests,
-- failures present before any edit, and symbols an edit created or deleted.

-- The change that turned the failing run green, summarised (automatic lessons).
ALTER TABLE experiences ADD COLUMN fix TEXT;
-- Why a lesson is no longer active when cm set it so ("withdrawn: the fix did not touch it").
ALTER TABLE experiences ADD COLUMN status_note TEXT;

-- The session edited code at least once (a failing run before that is its baseline).
ALTER TABLE hook_sessions ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;

-- Per open failure: the lesson recorded, the symbol's source at the latest failing run,
-- the run's command and failing tests, whether the traceback named the symbol, and
-- whether a later edit touched it.
ALTER TABLE hook_failures ADD COLUMN experience_id INTEGER;
ALTER TABLE hook_failures ADD COLUMN source_text TEXT;
ALTER TABLE hook_failures ADD COLUMN command TEXT NOT NULL DEFAULT '';
ALTER TABLE hook_failures ADD COLUMN tests TEXT NOT NULL DEFAULT '[]';
ALTER TABLE hook_failures ADD COLUMN evidence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hook_failures ADD COLUMN touched INTEGER NOT NULL DEFAULT 0;

-- Tests failing before the session's first edit: never blamed on its edits.
CREATE TABLE hook_baseline (
    session_id TEXT NOT NULL,
    test_id    TEXT NOT NULL,
    PRIMARY KEY (session_id, test_id)
) WITHOUT ROWID;

-- Symbols changed since the last test run by name: deleted ones (resolved in the text
-- before the edit) and ones the edit created (kept for the session: a stub failing its
-- new test is a step of test-first work, not a lesson).
CREATE TABLE hook_named_changes (
    session_id TEXT NOT NULL,
    project    TEXT NOT NULL,
    file       TEXT NOT NULL,
    path       TEXT NOT NULL,
    name       TEXT NOT NULL,
    -- 'deleted' (until the next test run) or 'created' (for the session).
    kind       TEXT NOT NULL CHECK (kind IN ('deleted', 'created')),
    PRIMARY KEY (session_id, path, name, kind)
) WITHOUT ROWID;
