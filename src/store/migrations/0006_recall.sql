-- Version 6: what recall needs. The number 5 belongs to the lessons' `fix` column; the
-- runner applies the versions above the file's own, in order, so either may come first on
-- a new database.

-- Tool calls the hook saw in the session, and the call at which each lesson was shown: the
-- gate repeats lessons only when they were shown too long ago.
ALTER TABLE hook_sessions ADD COLUMN calls INTEGER NOT NULL DEFAULT 0;
ALTER TABLE hook_shown ADD COLUMN at_call INTEGER NOT NULL DEFAULT 0;

-- A lesson's track record once shown: the next test run on its symbol went green or failed
-- differently (helped), or failed the same way again (recurred); `cm feedback` adds a
-- person's word (helped, or wrong).
CREATE TABLE lesson_record (
    experience_id INTEGER PRIMARY KEY REFERENCES experiences (id) ON DELETE CASCADE,
    helped        INTEGER NOT NULL DEFAULT 0,
    recurred      INTEGER NOT NULL DEFAULT 0,
    wrong         INTEGER NOT NULL DEFAULT 0,
    note          TEXT,
    updated_at    TEXT NOT NULL
);

-- Lessons shown in a session and not yet judged by a test run on their symbol.
CREATE TABLE hook_pending (
    session_id    TEXT NOT NULL,
    experience_id INTEGER NOT NULL,
    symbol_id     INTEGER NOT NULL,
    PRIMARY KEY (session_id, experience_id)
) WITHOUT ROWID;

-- Full-text search over lessons, their details, and their symbol's name and file. Kept in
-- step with `experiences` by triggers; symbols are never renamed.
CREATE VIRTUAL TABLE lesson_fts USING fts5 (lesson, detail, name, file, tokenize = 'unicode61');

INSERT INTO lesson_fts (rowid, lesson, detail, name, file)
SELECT e.id, e.lesson, coalesce(e.detail, ''), s.name, coalesce(s.file, '')
FROM experiences e JOIN symbols s ON s.id = e.symbol_id;

CREATE TRIGGER lesson_fts_insert AFTER INSERT ON experiences BEGIN
    INSERT INTO lesson_fts (rowid, lesson, detail, name, file)
    SELECT new.id, new.lesson, coalesce(new.detail, ''), s.name, coalesce(s.file, '')
    FROM symbols s WHERE s.id = new.symbol_id;
END;

CREATE TRIGGER lesson_fts_update AFTER UPDATE OF lesson, detail ON experiences BEGIN
    DELETE FROM lesson_fts WHERE rowid = old.id;
    INSERT INTO lesson_fts (rowid, lesson, detail, name, file)
    SELECT new.id, new.lesson, coalesce(new.detail, ''), s.name, coalesce(s.file, '')
    FROM symbols s WHERE s.id = new.symbol_id;
END;

CREATE TRIGGER lesson_fts_delete AFTER DELETE ON experiences BEGIN
    DELETE FROM lesson_fts WHERE rowid = old.id;
END;
