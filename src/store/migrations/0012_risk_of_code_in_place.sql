-- Version 12: the riskiest symbols are looked for among those whose code is still known to
-- be in place. Orphaned symbols (their code gone, lessons kept for `cm query --orphaned`)
-- are never shown in a brief; left in the index, thousands of them at one score were read
-- one by one at every session start before the first symbol in place was found.
DROP INDEX IF EXISTS symbols_risk_recent;
CREATE INDEX symbols_risk_recent ON symbols (project, risk_score, last_fail)
    WHERE active_count > 0 AND orphaned_at IS NULL;
