-- Version 4: the hook runtime's per-session state, keyed by the agent's session id, and its
-- cache of symbol tables. All of it is disposable: sessions untouched for a week are pruned.

CREATE TABLE hook_sessions (
    session_id TEXT PRIMARY KEY,
    started_at TEXT NOT NULL,
    touched_at TEXT NOT NULL,
    -- The Stop hook asked for a root cause once already.
    stop_asked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX hook_sessions_touched ON hook_sessions (touched_at);

-- Lessons already put in front of the model in this session (shown once; SessionStart with
-- source compact/clear forgets them).
CREATE TABLE hook_shown (
    session_id    TEXT NOT NULL,
    experience_id INTEGER NOT NULL,
    PRIMARY KEY (session_id, experience_id)
) WITHOUT ROWID;

-- Symbols whose first edit the gate already held back in this session.
CREATE TABLE hook_gated (
    session_id TEXT NOT NULL,
    symbol_id  INTEGER NOT NULL,
    PRIMARY KEY (session_id, symbol_id)
) WITHOUT ROWID;

-- Lines changed since the session's last test run, in the file as it is now.
CREATE TABLE hook_changes (
    session_id TEXT NOT NULL,
    project    TEXT NOT NULL,
    file       TEXT NOT NULL,
    path       TEXT NOT NULL,
    start_line INTEGER NOT NULL,
    end_line   INTEGER NOT NULL
);
CREATE INDEX hook_changes_session ON hook_changes (session_id, path);

-- Symbols an automatic failure was recorded on in this session, until a passing run
-- records their fix.
CREATE TABLE hook_failures (
    session_id      TEXT NOT NULL,
    symbol_id       INTEGER NOT NULL,
    failed_runs     INTEGER NOT NULL,
    -- The test runner that failed (`pytest`, `cargo`, ...): a green run of another runner
    -- says nothing about this failure.
    runner          TEXT NOT NULL DEFAULT '',
    first_failed_at TEXT NOT NULL,
    fixed_at        TEXT,
    PRIMARY KEY (session_id, symbol_id)
) WITHOUT ROWID;

-- Symbol tables by absolute path, valid while the file's size, mtime and hash match.
CREATE TABLE hook_symbol_cache (
    path     TEXT PRIMARY KEY,
    size     INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    hash     INTEGER NOT NULL,
    symbols  TEXT NOT NULL,
    used_at  TEXT NOT NULL
);
