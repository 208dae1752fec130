-- Version 2: cm.py v0.3's upgrade. Lessons get a status, and risk counts active ones only.
ALTER TABLE experiences ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'resolved', 'inactive'));
