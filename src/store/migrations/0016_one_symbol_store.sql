-- Version 16: one store for a file's symbol table. The hook's cache of tables by path is
-- gone: the project index answers the hooks too (a hook that parses a file writes it
-- there). `gave_up` marks a file whose table the hook's parse budget could not make: its
-- stamp is that content's, it has no symbols, and a scan or a background parse makes it.
ALTER TABLE scan_files ADD COLUMN gave_up INTEGER NOT NULL DEFAULT 0;
DROP TABLE IF EXISTS hook_symbol_cache;
