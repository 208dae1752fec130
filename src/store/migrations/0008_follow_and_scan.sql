-- Version 8: lessons follow their code, and the project index `cm scan` keeps.

-- The symbol's code is gone and no successor was found: its lessons are never shown (until
-- the code comes back or its anchor turns up elsewhere), `cm gc` may retire them.
ALTER TABLE symbols ADD COLUMN orphaned_at TEXT;

-- Names a symbol's lessons were recorded under before they followed its code to another
-- name or file: `cm query OLD` finds them. `announced` is set once a hook has said where
-- they came from.
CREATE TABLE symbol_aliases (
    project   TEXT NOT NULL,
    file      TEXT NOT NULL,
    name      TEXT NOT NULL,
    symbol_id INTEGER NOT NULL,
    moved_at  TEXT NOT NULL,
    announced INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (project, file, name)
);
CREATE INDEX symbol_aliases_symbol ON symbol_aliases (symbol_id);

-- Lessons by the anchor they were written against: where does this code have lessons?
CREATE INDEX experiences_anchor ON experiences (anchor_hash) WHERE anchor_hash IS NOT NULL;

-- The project index: every supported file `cm scan` (or a hook) parsed, with the stamp that
-- says whether it changed, its own-module imports, and its symbols with their anchors.
CREATE TABLE scan_files (
    project  TEXT NOT NULL,
    file     TEXT NOT NULL,
    size     INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    hash     INTEGER NOT NULL,
    lines    INTEGER NOT NULL,
    imports  TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (project, file)
) WITHOUT ROWID;

CREATE TABLE scan_symbols (
    project    TEXT NOT NULL,
    file       TEXT NOT NULL,
    name       TEXT NOT NULL,
    kind       TEXT NOT NULL,
    start_line INTEGER NOT NULL,
    end_line   INTEGER NOT NULL,
    body_hash  TEXT NOT NULL,
    body_size  INTEGER NOT NULL
);
CREATE INDEX scan_symbols_file ON scan_symbols (project, file);
CREATE INDEX scan_symbols_hash ON scan_symbols (project, body_hash);
