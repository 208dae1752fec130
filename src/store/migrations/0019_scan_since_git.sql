-- Version 19: what a complete scan of a project in a git work tree saw of git, so that the
-- next scan reads its changes from git instead of a walk of the tree: the commit checked out
-- (`head`) and the paths git reported as differing from it (`dirty`, NUL-separated: changed,
-- staged, untracked), which the next scan checks again whatever git says then.
CREATE TABLE scan_git (
    project TEXT PRIMARY KEY,
    head    TEXT NOT NULL,
    dirty   TEXT NOT NULL
) WITHOUT ROWID;

-- The files a hook's parse gave up on, found without a pass over the whole index.
CREATE INDEX scan_files_gave_up ON scan_files (project) WHERE gave_up = 1;
