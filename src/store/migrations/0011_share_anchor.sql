-- Version 11: where a lesson's code went travels with it (docs/SHARING.md). A lesson that
-- followed its code to another name or file, was re-anchored, or whose code is gone, keeps
-- the key that orders that change against changes made elsewhere (last writer wins, as for
-- status), who made it when it came through a share log, and the key the log holds for it.

-- `<RFC 3339 UTC with milliseconds> <change uid>`; NULL: as recorded (the `add` says it).
ALTER TABLE experiences ADD COLUMN anchor_at TEXT;
ALTER TABLE experiences ADD COLUMN anchor_by TEXT;
ALTER TABLE experiences ADD COLUMN shared_anchor_at TEXT;

-- What a push writes: a lesson's place or anchor changed since the log last had it counts.
DROP INDEX IF EXISTS experiences_share_pending;
CREATE INDEX experiences_share_pending ON experiences (symbol_id)
    WHERE private = 0 AND (source = 'manual' OR fix IS NOT NULL)
      AND (shared_at IS NULL OR status_at IS NOT shared_status_at
           OR anchor_at IS NOT shared_anchor_at);
