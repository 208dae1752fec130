-- Version 12: the riskiest symbols, and the files a session start checks, are looked for
-- among symbols whose code is still known to be in place. Orphaned symbols (their code
-- gone, lessons kept for `cm query --orphaned`) are never shown in a brief; left in these
-- indexes, thousands of them were read one by one at every session start before the first
-- symbol in place was found.
DROP INDEX IF EXISTS symbols_risk_recent;
CREATE INDEX IF NOT EXISTS symbols_risk_recent ON symbols (project, risk_score, last_fail)
    WHERE active_count > 0 AND orphaned_at IS NULL;
CREATE INDEX IF NOT EXISTS symbols_in_place ON symbols (project, file)
    WHERE active_count > 0 AND orphaned_at IS NULL AND name != '';
