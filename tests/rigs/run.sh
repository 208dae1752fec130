#!/usr/bin/env bash
# Runs the real-client rigs (rig.py) for Copilot CLI, OpenCode, Cline, Qwen Code, Factory
# Droid and Gemini CLI against a scripted model on loopback, after installing each pinned
# client from npm into a cache outside the repository:
# ${XDG_CACHE_HOME:-~/.cache}/cm-rigs/<client>/<version>.
#
#   tests/rigs/run.sh                         every client, every scenario
#   tests/rigs/run.sh --clients copilot --scenarios read --keep
#   tests/rigs/run.sh --short                 one session per client (CI)
#   tests/rigs/run.sh --all                   the Codex and Claude Code rigs too
#                                             (tests/codex/run.sh, tests/claude/run.sh)
#
# CM_BIN is the cm the hooks run (default: the release build of this repository).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/cm-rigs
cm=${CM_BIN:-${CARGO_TARGET_DIR:-$repo/target}/release/cm}

clients=copilot,opencode,cline,qwen,droid,gemini
args=()
others=0
while [ $# -gt 0 ]; do
  case "$1" in
    --clients) clients=$2; shift 2 ;;
    --short) args+=(--scenarios edit-test-fix); shift ;;
    --all) others=1; shift ;;
    *) args+=("$1"); shift ;;
  esac
done

if [ ! -x "$cm" ]; then
  echo "no cm binary at $cm: build it (cargo build --release) or set CM_BIN" >&2
  exit 2
fi

export PYTHONDONTWRITEBYTECODE=1
for client in ${clients//,/ }; do
  read -r version packages < <(cd "$here" && python3 -c "
import $client as c; print(c.VERSION, ' '.join(c.PACKAGES))")
  bin=$(cd "$here" && python3 -c "import $client as c; print(c.binary('$cache/$client/$version'))")
  if [ ! -x "$bin" ]; then
    echo "installing $packages into $cache/$client/$version" >&2
    mkdir -p "$cache/$client/$version"
    # shellcheck disable=SC2086
    npm install --silent --no-audit --no-fund --prefix "$cache/$client/$version" $packages >&2
  fi
  [ -x "$bin" ] || { echo "$client: npm brought no binary at $bin" >&2; exit 2; }
done

mkdir -p "$cache/runs"
status=0
python3 "$here/rig.py" --cm "$cm" --cache "$cache" --workdir "$cache/runs" --clients "$clients" "${args[@]}" || status=$?
if [ "$others" = 1 ]; then
  CM_BIN=$cm "$repo/tests/codex/run.sh" || status=$((status + $?))
  "$repo/tests/claude/run.sh" || status=$((status + $?))
fi
exit "$status"
