-- Version 3 (the first written by the Rust cm): what merging lessons across machines,
-- hook-recorded lessons and symbol body tracking need, and kept counts for fast lookups.
-- Databases of cm.py v0.3 are at version 2 and start here.

-- cm.py may have left a status empty.
UPDATE experiences SET status = 'active'
 WHERE status IS NULL OR status NOT IN ('active', 'resolved', 'inactive');
-- Globally unique, so lessons from several machines can be merged without id clashes.
-- Rows written by cm get a UUID v7; older rows get a random (v4-shaped) one here.
ALTER TABLE experiences ADD COLUMN uid TEXT;
ALTER TABLE experiences ADD COLUMN source TEXT NOT NULL DEFAULT 'manual'
    CHECK (source IN ('manual', 'auto'));
ALTER TABLE experiences ADD COLUMN occurrences INTEGER NOT NULL DEFAULT 1;
ALTER TABLE experiences ADD COLUMN last_seen_at TEXT;

-- One timestamp format everywhere (RFC 3339 UTC), so text order is time order.
UPDATE experiences
   SET created_at = coalesce(strftime('%Y-%m-%dT%H:%M:%SZ', created_at), created_at);
UPDATE experiences SET last_seen_at = created_at;
UPDATE experiences
   SET uid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4'
             || substr(hex(randomblob(2)), 2) || '-'
             || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2)
             || '-' || hex(randomblob(6)))
 WHERE uid IS NULL;
CREATE UNIQUE INDEX experiences_uid ON experiences (uid);
CREATE INDEX experiences_symbol ON experiences (symbol_id, status, type);

ALTER TABLE symbols ADD COLUMN body_hash TEXT;
ALTER TABLE symbols ADD COLUMN created_at TEXT;
-- Aggregates kept by cm on every change, so hot lookups need no join:
-- active lessons of any kind, and active fails after the last active success.
ALTER TABLE symbols ADD COLUMN active_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE symbols ADD COLUMN consecutive_fails INTEGER NOT NULL DEFAULT 0;
UPDATE symbols
   SET created_at = coalesce(
       (SELECT min(created_at) FROM experiences WHERE symbol_id = symbols.id),
       strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));

-- "Does this file have lessons?" (asked by the hook on every edit), the top-risk list, and
-- substring search on names (scans this small covering index, not the table).
CREATE INDEX symbols_file_with_lessons ON symbols (project, file) WHERE active_count > 0;
CREATE INDEX symbols_risk ON symbols (project, risk_score) WHERE active_count > 0;
CREATE INDEX symbols_name ON symbols (project, name, active_count);
