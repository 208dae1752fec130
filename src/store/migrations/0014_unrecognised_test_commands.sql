-- Version 14: commands that looked like test runs (a name that says tests, or a runner's
-- summary in their output) and that no rule recognised: `cm doctor` and the session brief
-- name them with the `test_commands` line that makes them test runs. A few rows a project.
CREATE TABLE unrecognised_test_commands (
    project TEXT NOT NULL,
    -- The words that name the command: `pnpm run e2e-tests`, `./scripts/ci.sh`.
    command TEXT NOT NULL,
    runs INTEGER NOT NULL DEFAULT 0,
    -- The order of the latest runs: the project's largest is its most recent.
    seen INTEGER NOT NULL,
    -- Set once a session brief named it.
    told INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (project, command)
) WITHOUT ROWID;
