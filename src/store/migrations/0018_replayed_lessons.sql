-- Version 18: lessons learned from sessions that ran before cm was installed
-- (`cm replay --learn`). `replayed_at` is when such a lesson was imported (NULL for every
-- other lesson); it reads as the source `replayed`, while `source` stays `auto` (it was
-- recorded from a test run, as the hooks record one). `session_id` and `created_at` are the
-- past session's. The sessions learned from are kept, so a second run imports only what
-- new sessions taught.
ALTER TABLE experiences ADD COLUMN replayed_at TEXT;
CREATE TABLE replayed_sessions (
    project    TEXT NOT NULL,
    session_id TEXT NOT NULL,
    agent      TEXT NOT NULL,
    started_at TEXT NOT NULL,
    learned_at TEXT NOT NULL,
    PRIMARY KEY (project, session_id)
) WITHOUT ROWID;
