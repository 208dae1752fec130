-- Version 20: the project index, compact. A monorepo's index held each symbol's project and
-- path as text in its row and again in an index, and its anchor as 16 hex digits in the row
-- and in another index (about 260 bytes a symbol). Now a file has an integer id, a symbol
-- row is keyed by that id and its place in the file's table (the table itself is the index
-- by file), its anchor is the 64-bit integer the hex digits spell, and the index by anchor
-- holds only the anchors that can say where code went (`TRIVIAL_TOKENS`, 24 tokens or
-- more: smaller ones never move a lesson). A kind of definition is stored as its number in
-- the list below (`KIND_CODES` in the store, append only), any other kind as its text. Rows
-- are copied as they are; the hex digits are read into the integer here.
CREATE TABLE scan_files_v20 (
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
INSERT INTO scan_files_v20 (project, file, size, mtime_ns, hash, lines, imports, gave_up)
    SELECT project, file, size, mtime_ns, hash, lines, imports, gave_up FROM scan_files
    ORDER BY project, file;

-- `seq` is the symbol's place in its file's table, in the order the table had them.
CREATE TABLE scan_symbols_v20 (
    file_id    INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    name       TEXT NOT NULL,
    kind       NOT NULL,
    start_line INTEGER NOT NULL,
    end_line   INTEGER NOT NULL,
    body_hash  INTEGER NOT NULL,
    body_size  INTEGER NOT NULL,
    doc_line   INTEGER,
    PRIMARY KEY (file_id, seq)
) WITHOUT ROWID;
INSERT INTO scan_symbols_v20
    (file_id, seq, name, kind, start_line, end_line, body_hash, body_size, doc_line)
SELECT f.id, s.rowid, s.name,
    CASE s.kind WHEN 'class' THEN 0 WHEN 'function' THEN 1 WHEN 'method' THEN 2
        WHEN 'getter' THEN 3 WHEN 'setter' THEN 4 WHEN 'constructor' THEN 5
        WHEN 'field' THEN 6 WHEN 'interface' THEN 7 WHEN 'enum' THEN 8 WHEN 'type' THEN 9
        WHEN 'namespace' THEN 10 WHEN 'struct' THEN 11 WHEN 'union' THEN 12
        WHEN 'trait' THEN 13 WHEN 'impl' THEN 14 WHEN 'module' THEN 15 WHEN 'macro' THEN 16
        WHEN 'property' THEN 17 WHEN 'constant' THEN 18 WHEN 'variable' THEN 19
        WHEN 'suite' THEN 20 WHEN 'test' THEN 21 WHEN 'hook' THEN 22
        WHEN 'definition' THEN 23
        ELSE s.kind END,
    s.start_line, s.end_line,
      ((instr('0123456789abcdef', substr(s.body_hash, 1, 1)) - 1) << 60)
    | ((instr('0123456789abcdef', substr(s.body_hash, 2, 1)) - 1) << 56)
    | ((instr('0123456789abcdef', substr(s.body_hash, 3, 1)) - 1) << 52)
    | ((instr('0123456789abcdef', substr(s.body_hash, 4, 1)) - 1) << 48)
    | ((instr('0123456789abcdef', substr(s.body_hash, 5, 1)) - 1) << 44)
    | ((instr('0123456789abcdef', substr(s.body_hash, 6, 1)) - 1) << 40)
    | ((instr('0123456789abcdef', substr(s.body_hash, 7, 1)) - 1) << 36)
    | ((instr('0123456789abcdef', substr(s.body_hash, 8, 1)) - 1) << 32)
    | ((instr('0123456789abcdef', substr(s.body_hash, 9, 1)) - 1) << 28)
    | ((instr('0123456789abcdef', substr(s.body_hash, 10, 1)) - 1) << 24)
    | ((instr('0123456789abcdef', substr(s.body_hash, 11, 1)) - 1) << 20)
    | ((instr('0123456789abcdef', substr(s.body_hash, 12, 1)) - 1) << 16)
    | ((instr('0123456789abcdef', substr(s.body_hash, 13, 1)) - 1) << 12)
    | ((instr('0123456789abcdef', substr(s.body_hash, 14, 1)) - 1) << 8)
    | ((instr('0123456789abcdef', substr(s.body_hash, 15, 1)) - 1) << 4)
    | ((instr('0123456789abcdef', substr(s.body_hash, 16, 1)) - 1) << 0),
    s.body_size, s.doc_line
FROM scan_symbols s JOIN scan_files_v20 f ON f.project = s.project AND f.file = s.file
ORDER BY f.id, s.rowid;

DROP TABLE scan_symbols;
DROP TABLE scan_files;
ALTER TABLE scan_files_v20 RENAME TO scan_files;
ALTER TABLE scan_symbols_v20 RENAME TO scan_symbols;
CREATE INDEX scan_symbols_hash ON scan_symbols (body_hash) WHERE body_size >= 24;
-- The files a hook's parse gave up on, found without a pass over the whole index.
CREATE INDEX scan_files_gave_up ON scan_files (project) WHERE gave_up = 1;
