-- Version 20: the project index, compact. A monorepo's index held each symbol in a row of
-- its own with its project and path as text, repeated in an index by file, and its anchor
-- as 16 hex digits, repeated in an index by anchor (about 260 bytes a symbol, 10 KB a
-- file). Now a file has an integer id; its symbol table is one value, encoded
-- (`store::index`, `encode`: names, kinds, lines as differences, anchors as 64-bit
-- integers), read and written whole as the hooks and scans use it; and the index by anchor
-- holds only the anchors that can say where code went (24 tokens or more,
-- `TRIVIAL_TOKENS`: smaller ones never move a lesson), by file id and place in the table.
-- The index is made again by the next scan (it is what the files say; lessons are not in
-- it), so what a scan saw of git goes too: that scan reads every file.
DROP TABLE scan_symbols;
DROP TABLE scan_files;
DELETE FROM scan_git;
CREATE TABLE scan_files (
    id       INTEGER PRIMARY KEY,
    project  TEXT NOT NULL,
    file     TEXT NOT NULL,
    size     INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    hash     INTEGER NOT NULL,
    lines    INTEGER NOT NULL,
    imports  TEXT NOT NULL DEFAULT '[]',
    gave_up  INTEGER NOT NULL DEFAULT 0,
    UNIQUE (project, file)
);
-- The files a hook's parse gave up on, found without a pass over the whole index.
CREATE INDEX scan_files_gave_up ON scan_files (project) WHERE gave_up = 1;
-- A file's symbol table, encoded; none for a file given up on.
CREATE TABLE scan_tables (
    file_id INTEGER PRIMARY KEY,
    symbols BLOB NOT NULL
);
-- The anchors of 24 tokens or more: which symbol (the file's id, its place in the table).
CREATE TABLE scan_anchors (
    body_hash INTEGER NOT NULL,
    file_id   INTEGER NOT NULL,
    seq       INTEGER NOT NULL,
    PRIMARY KEY (body_hash, file_id, seq)
) WITHOUT ROWID;
