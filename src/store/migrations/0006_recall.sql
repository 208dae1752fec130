-- Version 6: what recall needs: the gate's clock, lessons' track record, full-text search.

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

-- A symbol by the last segment of its name (`total` of `Cart.total`): a prompt names code
-- either way. The expression is the text after the last `.` (the whole name without one).
CREATE INDEX symbols_last_segment
    ON symbols (project, replace(name, rtrim(name, replace(name, '.', '')), ''));

-- Lessons shown in a session and not yet judged by a test run on their symbol.
CREATE TABLE hook_pending (
    session_id    TEXT NOT NULL,
    experience_id INTEGER NOT NULL,
    symbol_id     INTEGER NOT NULL,
    PRIMARY KEY (session_id, experience_id)
) WITHOUT ROWID;

-- Full-text search over lessons, their details and fixes, and their symbol's name and file. Kept in
-- step with `experiences` by triggers; symbols are never renamed.
CREATE VIRTUAL TABLE lesson_fts USING fts5 (lesson, detail, fix, name, file, tokenize = 'unicode61');

INSERT INTO lesson_fts (rowid, lesson, detail, fix, name, file)
SELECT e.id, e.lesson, coalesce(e.detail, ''), coalesce(e.fix, ''), s.name, coalesce(s.file, '')
FROM experiences e JOIN symbols s ON s.id = e.symbol_id;

CREATE TRIGGER lesson_fts_insert AFTER INSERT ON experiences BEGIN
    INSERT INTO lesson_fts (rowid, lesson, detail, fix, name, file)
    SELECT new.id, new.lesson, coalesce(new.detail, ''), coalesce(new.fix, ''), s.name, coalesce(s.file, '')
    FROM symbols s WHERE s.id = new.symbol_id;
END;

CREATE TRIGGER lesson_fts_update AFTER UPDATE OF lesson, detail, fix ON experiences BEGIN
    DELETE FROM lesson_fts WHERE rowid = old.id;
    INSERT INTO lesson_fts (rowid, lesson, detail, fix, name, file)
    SELECT new.id, new.lesson, coalesce(new.detail, ''), coalesce(new.fix, ''), s.name, coalesce(s.file, '')
    FROM symbols s WHERE s.id = new.symbol_id;
END;

CREATE TRIGGER lesson_fts_delete AFTER DELETE ON experiences BEGIN
    DELETE FROM lesson_fts WHERE rowid = old.id;
END;
