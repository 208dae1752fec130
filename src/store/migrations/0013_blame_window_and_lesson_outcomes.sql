-- Version 13: blame that waits for a run covering the change and follows the fix, and
-- what each lesson did once shown.

-- Lines changed are kept twice per file: `recent = 0` rows until a test run covers them
-- (a run whose tests reach the file), `recent = 1` rows until the session's next test
-- run (what was edited since the previous run: the fix of a failure).
ALTER TABLE hook_changes ADD COLUMN recent INTEGER NOT NULL DEFAULT 0;
-- A deleted symbol edited since the session's previous test run.
ALTER TABLE hook_named_changes ADD COLUMN recent INTEGER NOT NULL DEFAULT 0;

-- Since an open failure's latest failing run, edits changed code elsewhere, or test code.
ALTER TABLE hook_failures ADD COLUMN code_touched INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hook_failures ADD COLUMN tests_touched INTEGER NOT NULL DEFAULT 0;

-- A lesson shown in the session whose symbol an edit then changed.
ALTER TABLE hook_pending ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;

-- What a lesson did: how often it was shown before an edit of its symbol, and what the
-- next test run on that symbol did: passed, or failed otherwise (failing the same way
-- again is `recurred`; `helped` keeps counting both and a person's word).
ALTER TABLE lesson_record ADD COLUMN edits INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lesson_record ADD COLUMN passed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lesson_record ADD COLUMN failed_other INTEGER NOT NULL DEFAULT 0;
