#!/usr/bin/env bash
# Runs the Codex end-to-end rig (rig.py) with the real Codex CLI.
#
# Codex comes from npm (the native binary ships in the platform package) and is kept in
# a cache directory outside the repository. Environment:
#   CM_BIN         the cm the hooks run (default: the release build of this repository)
#   CODEX_VERSION  codex-cli version to install (default below)
#   CODEX_BIN      use this codex binary instead of installing one
# Arguments are passed to rig.py (--modes, --scenarios, --capture DIR, --keep, ...).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
version=${CODEX_VERSION:-0.171.0}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/cm-codex-rig
cm=${CM_BIN:-${CARGO_TARGET_DIR:-$repo/target}/release/cm}

if [ ! -x "$cm" ]; then
  echo "no cm binary at $cm: build it (cargo build --release) or set CM_BIN" >&2
  exit 2
fi

find_codex() {
  find "$cache/$version/node_modules/@openai" -path '*/vendor/*/bin/codex' -type f 2>/dev/null | head -n 1 || true
}

codex=${CODEX_BIN:-}
if [ -z "$codex" ]; then
  codex=$(find_codex)
  if [ -z "$codex" ]; then
    echo "installing @openai/codex@$version into $cache/$version" >&2
    mkdir -p "$cache/$version"
    npm install --silent --no-audit --no-fund --prefix "$cache/$version" "@openai/codex@$version" >&2
    codex=$(find_codex)
  fi
  if [ -z "$codex" ]; then
    echo "the codex npm package brought no native binary for this platform" >&2
    exit 2
  fi
fi

mkdir -p "$cache/runs"
export PYTHONDONTWRITEBYTECODE=1
exec python3 "$here/rig.py" --codex "$codex" --cm "$cm" --workdir "$cache/runs" "$@"
