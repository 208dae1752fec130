-- Version 9: lessons that travel with the repository (docs/SHARING.md). A lesson may be kept
-- private; one that came through a share log keeps its author; a status change carries the
-- key that orders it against changes made elsewhere (last writer wins); and what was last
-- written to or read from the log says what is still pending.

-- Recorded with `--private`: never leaves this machine.
ALTER TABLE experiences ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
-- Who wrote the lesson, as the share log names them (NULL: written here).
ALTER TABLE experiences ADD COLUMN author TEXT;
-- The order key of the current status: `<RFC 3339 UTC with milliseconds> <change uid>`
-- (text order is time order, then uid). NULL: never changed since it was recorded.
ALTER TABLE experiences ADD COLUMN status_at TEXT;
-- Who made that status change, when it came through a share log.
ALTER TABLE experiences ADD COLUMN status_by TEXT;
-- When the lesson was written to or read from a share log (NULL: not yet), and the status
-- key the log holds for it.
ALTER TABLE experiences ADD COLUMN shared_at TEXT;
ALTER TABLE experiences ADD COLUMN shared_status_at TEXT;

-- Lessons that may travel and whose log entry is missing or behind: what a push writes.
CREATE INDEX experiences_share_pending ON experiences (symbol_id)
    WHERE private = 0 AND (source = 'manual' OR fix IS NOT NULL)
      AND (shared_at IS NULL OR status_at IS NOT shared_status_at);

-- Lines of share logs already applied, by their 64-bit hash: an import reads only the rest.
CREATE TABLE share_seen (line_hash INTEGER PRIMARY KEY);

-- Each share log as last imported: size, modification time and content hash, so that an
-- unchanged log costs one stat; and the length and hash of the prefix applied so far, so
-- that lines appended after it are all a session has to read.
CREATE TABLE share_logs (
    path        TEXT PRIMARY KEY,
    size        INTEGER NOT NULL,
    mtime_ns    INTEGER NOT NULL,
    hash        INTEGER NOT NULL,
    done_len    INTEGER NOT NULL DEFAULT 0,
    done_hash   INTEGER NOT NULL DEFAULT 0,
    imported_at TEXT NOT NULL
);
