-- Version 7: the anchor a lesson was written against. A symbol's anchor is a hash of its
-- normalised body (syntax tree without comments, whitespace or its own name) and the body's
-- size. The lesson keeps the anchor of the code it was written about, so a later change of
-- the body marks it stale, a return to that body heals it, and the same body found under
-- another name or file is where the lesson moves. Rows written before this version have none.
ALTER TABLE experiences ADD COLUMN anchor_hash TEXT;
ALTER TABLE experiences ADD COLUMN anchor_size INTEGER;
ALTER TABLE symbols ADD COLUMN body_size INTEGER;
CREATE INDEX symbols_body_hash ON symbols (project, body_hash) WHERE body_hash IS NOT NULL;
