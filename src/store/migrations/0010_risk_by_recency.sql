-- Version 10: the riskiest symbols found without reading every symbol of a score. Current
-- risk is the stored score less what time has taken since the last failure, so among
-- symbols of one stored score the latest failure ranks first: this index hands `top` those
-- rows first, for each stored score near the top.
CREATE INDEX symbols_risk_recent ON symbols (project, risk_score, last_fail)
    WHERE active_count > 0;
DROP INDEX IF EXISTS symbols_risk;
