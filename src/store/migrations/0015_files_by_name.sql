-- Version 15: a file with lessons by its name (`service.py` of `src/auth/service.py`): a
-- prompt names a file by its name or by a path, looked up in one step either way. The
-- expression is the text after the last `/` (the whole path without one).
CREATE INDEX IF NOT EXISTS symbols_file_name
    ON symbols (project, replace(file, rtrim(file, replace(file, '/', '')), ''))
    WHERE active_count > 0 AND orphaned_at IS NULL;
