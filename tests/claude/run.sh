#!/usr/bin/env bash
# Runs the Claude Code rig (rig.py): a real Claude Code session with the code-memory plugin
# and no cm installed, against a scripted model on loopback; also `claude plugin validate`
# on the repository's marketplace and on the plugin.
#
# Claude Code comes from npm (the native binary ships in the platform package) and is kept
# in a cache directory outside the repository. Environment:
#   CLAUDE_VERSION  @anthropic-ai/claude-code version to install (default below)
#   CLAUDE_BIN      use this claude binary instead of installing one
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
version=${CLAUDE_VERSION:-2.1.197}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/cm-claude-rig

find_claude() {
  find "$cache/$version/node_modules/@anthropic-ai" -path '*/claude-code-*/claude' -type f 2>/dev/null | head -n 1 || true
}

claude=${CLAUDE_BIN:-}
if [ -z "$claude" ]; then
  claude=$(find_claude)
  if [ -z "$claude" ]; then
    echo "installing @anthropic-ai/claude-code@$version into $cache/$version" >&2
    mkdir -p "$cache/$version"
    npm install --silent --no-audit --no-fund --prefix "$cache/$version" "@anthropic-ai/claude-code@$version" >&2
    claude=$(find_claude)
  fi
  if [ -z "$claude" ]; then
    echo "the claude-code npm package brought no native binary for this platform" >&2
    exit 2
  fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Validation must pass with nothing to say (a warning names a field Claude Code ignores).
for manifest in "$repo" "$repo/plugin"; do
  out=$(HOME="$work/validate" "$claude" plugin validate "$manifest" 2>&1) || { echo "$out" >&2; exit 1; }
  case "$out" in
    *"Validation passed"*warning*|*warning*"Validation passed"*) echo "$out" >&2; exit 1 ;;
    *"Validation passed"*) echo "ok   claude plugin validate ${manifest/#"$repo"/.}" ;;
    *) echo "$out" >&2; exit 1 ;;
  esac
done
export PYTHONDONTWRITEBYTECODE=1
python3 "$here/rig.py" "$claude" "$repo/plugin" "$work"
