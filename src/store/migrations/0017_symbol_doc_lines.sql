-- Version 17: the first line of a symbol's doc comment (the comments right above it), which
-- an edit of those lines is attributed to. NULL where there is none, and in the rows indexed
-- before this version until their file is indexed again.
ALTER TABLE scan_symbols ADD COLUMN doc_line INTEGER;
