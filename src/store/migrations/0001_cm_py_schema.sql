-- Version 1: the two tables of the original cm.py, before lesson status existed.
CREATE TABLE symbols (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    project       TEXT NOT NULL,
    file          TEXT NOT NULL DEFAULT '',
    name          TEXT NOT NULL,
    fail_count    INTEGER NOT NULL DEFAULT 0,
    success_count INTEGER NOT NULL DEFAULT 0,
    last_fail     TEXT,
    last_success  TEXT,
    risk_score    REAL NOT NULL DEFAULT 0,
    UNIQUE (project, file, name)
);

CREATE TABLE experiences (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    symbol_id  INTEGER NOT NULL REFERENCES symbols (id),
    type       TEXT NOT NULL CHECK (type IN ('fail', 'success')),
    lesson     TEXT NOT NULL,
    detail     TEXT,
    session_id TEXT,
    created_at TEXT NOT NULL
);
