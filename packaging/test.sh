#!/usr/bin/env bash
# Installs each artifact packaging/build.sh made for this machine into a clean prefix and
# runs the installed cm: `cm --version`, `cm install` in a scratch project, and a PreToolUse
# round trip through the hook command that `cm install` wrote (an edit of a symbol with four
# recorded failures must be held back). Prints the time each install took.
#
# Usage: packaging/test.sh [DIR [TARGET]]   (DIR: build.sh's --out, default target/packages;
#        TARGET: the target triple built, default this machine's)
# The artifacts: the release archive, the wheel (pip into a fresh virtual environment, and
# `uv tool install`), and the npm tarballs (`npm install -g --prefix`). Nothing outside a
# temporary directory is written, except uv, installed once into build.sh's tool cache.
# On Windows it runs in Git Bash: the archive is a .zip, cm is cm.exe, the payload's paths
# are Windows paths, as Claude Code sends them there.
set -euo pipefail

UV_VERSION=0.13.9

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$root/target/packages}
dir=$(cd "$dir" && pwd)
target=${2:-}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)
. "$root/packaging/targets.sh"
target=${target:-$(host_target)}
if [ -z "$target" ]; then
  echo "test.sh: no artifacts for $(uname -s) $(uname -m)" >&2; exit 2
fi
target_names "$target" || { echo "test.sh: unknown target $target" >&2; exit 2; }
# On Windows (Git Bash): Python is `python`, a virtual environment's programs are in Scripts/,
# npm's global prefix holds its commands itself, and native programs get Windows paths.
case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*) on_windows=true python=python scripts=Scripts npm_bin= ;;
  *) on_windows=false python=python3 scripts=bin npm_bin=/bin ;;
esac
native() { if $on_windows; then cygpath -wl "$1"; else printf '%s\n' "$1"; fi; }
wheel=$(ls "$dir"/wheels/code_memory_cli-"$version"-*"$wheel_arch".whl | head -n 1)
case "$target" in
  *-windows-*) archive="$dir/cm-$version-$target.zip" ;;
  *) archive="$dir/cm-$version-$target.tar.gz" ;;
esac
npm_main="$dir/npm/code-memory-cli-$version.tgz"
npm_platform="$dir/npm/code-memory-cli-$platform-$version.tgz"
for f in "$wheel" "$archive" "$npm_main" "$npm_platform"; do
  [ -f "$f" ] || { echo "test.sh: missing artifact $f (run packaging/build.sh)" >&2; exit 1; }
done

node_dir=$(dirname "$(command -v node)")  # the npm launcher's interpreter
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
now() { "$python" -c 'import time; print(time.monotonic())'; }
elapsed() { "$python" -c "print(f'{$(now) - $1:.1f} s')"; }
fail() { echo "FAIL $1: $2" >&2; failures=$((failures + 1)); }

# check LABEL DIR: the cm found first on DIR (prepended to PATH) passes the three checks.
check() {
  local label=$1 bin_dir=$2 home="$scratch/$1/home"
  mkdir -p "$home" "$scratch/$1/project"
  local env=(env -i "PATH=$bin_dir:$node_dir:/usr/bin:/bin" "HOME=$home" "XDG_DATA_HOME=$home/data"
    "XDG_CONFIG_HOME=$home/config" "XDG_STATE_HOME=$home/state" "XDG_CACHE_HOME=$home/cache"
    "CODE_MEMORY_DB=$(native "$home/cm.db")")
  if $on_windows; then
    # The profile and its folders in the scratch home (cm reads these, not HOME and XDG_*),
    # and what Windows programs need to start.
    mkdir -p "$home/AppData/Roaming" "$home/AppData/Local"
    env+=("USERPROFILE=$(native "$home")" "APPDATA=$(native "$home/AppData/Roaming")"
      "LOCALAPPDATA=$(native "$home/AppData/Local")" "SYSTEMROOT=${SYSTEMROOT:-}"
      "WINDIR=${WINDIR:-}" "COMSPEC=${COMSPEC:-}" "PATHEXT=${PATHEXT:-}"
      "TEMP=$(native "$scratch")" "TMP=$(native "$scratch")")
  fi
  local out
  out=$("${env[@]}" cm --version) || { fail "$label" "cm --version failed"; return; }
  [ "$out" = "cm $version" ] || { fail "$label" "cm --version printed '$out'"; return; }

  local project="$scratch/$label/project"
  git -C "$project" init -q
  printf 'def apply_discount(price, pct):\n    return price - price * pct // 100 - 9\n' > "$project/shop.py"
  (cd "$project" && "${env[@]}" cm install >/dev/null) || { fail "$label" "cm install failed"; return; }
  local command
  # The hook as a shell line (exec form, command + args, joined as sh would split it).
  command=$("$python" -c 'import json,shlex,sys; s=json.load(open(sys.argv[1])); h=s["hooks"]["PreToolUse"][0]["hooks"][0]
print(shlex.join([h["command"]] + h["args"]) if "args" in h else h["command"])' \
    "$(native "$project/.claude/settings.json")") || { fail "$label" "cm install wrote no PreToolUse hook"; return; }
  for n in 1 2 3 4; do
    (cd "$project" && "${env[@]}" cm fail apply_discount "discount off by nine ($n)" --file shop.py >/dev/null) \
      || { fail "$label" "cm fail failed"; return; }
  done
  local payload answer
  payload=$("$python" -c 'import json,os,sys; print(json.dumps({"session_id":"s1","cwd":sys.argv[1],
    "hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":os.path.join(sys.argv[1],"shop.py"),
    "old_string":"pct // 100 - 9","new_string":"pct // 100"}}))' "$(native "$project")")
  answer=$(cd "$project" && printf '%s' "$payload" | "${env[@]}" sh -c "$command") \
    || { fail "$label" "hook command '$command' exited non-zero"; return; }
  case "$answer" in
    *'"permissionDecision":"deny"'*apply_discount*) ;;
    *) fail "$label" "hook command '$command' answered '$answer'"; return ;;
  esac
  echo "ok   $label: cm --version, cm install (hooks run $command), PreToolUse held the edit back"
}

# The release archive.
start=$(now)
mkdir -p "$scratch/archive"
case "$archive" in
  *.zip) (cd "$scratch/archive" && "$python" -m zipfile -e "$(native "$archive")" .) ;;
  *) tar -C "$scratch/archive" -xzf "$archive" ;;
esac
echo "install archive: $(elapsed "$start")"
check archive "$scratch/archive/cm-$version-$target"

# The wheel, with pip into a fresh virtual environment.
"$python" -m venv "$scratch/venv"
start=$(now)
"$scratch/venv/$scripts/python" -m pip install --quiet --no-index --disable-pip-version-check "$(native "$wheel")"
echo "install pip: $(elapsed "$start")"
check pip "$scratch/venv/$scripts"

# The wheel, with `uv tool install` (uv from PyPI, cached beside build.sh's tools).
cache=${CM_PACKAGING_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/code-memory-packaging}
uv=$(command -v uv || true)
if [ -z "$uv" ]; then
  uv_venv="$cache/venv-uv-$UV_VERSION"
  uv="$uv_venv/$scripts/uv"
  if [ ! -f "$uv" ] && [ ! -f "$uv.exe" ]; then
    "$python" -m venv "$uv_venv"
    "$uv_venv/$scripts/python" -m pip install --quiet --disable-pip-version-check "uv==$UV_VERSION"
  fi
fi
start=$(now)
UV_TOOL_DIR=$(native "$scratch/uv/tools") UV_TOOL_BIN_DIR=$(native "$scratch/uv/bin") \
  UV_CACHE_DIR=$(native "$scratch/uv/cache") UV_PYTHON_DOWNLOADS=never UV_OFFLINE=1 \
  "$uv" tool install --quiet "$(native "$wheel")"
echo "install uv tool: $(elapsed "$start")"
check uv "$scratch/uv/bin"

# The npm tarballs, into a scratch global prefix. The other platforms' optional packages are
# not in this directory; npm skips an optional dependency it cannot get.
start=$(now)
npm install --global --prefix "$(native "$scratch/npm")" --no-audit --no-fund --loglevel=error \
  --cache "$(native "$scratch/npm-cache")" "$(native "$npm_platform")" "$(native "$npm_main")" >/dev/null
echo "install npm: $(elapsed "$start")"
check npm "$scratch/npm$npm_bin"

if [ "$failures" -gt 0 ]; then
  echo "test.sh: $failures artifact checks failed" >&2
  exit 1
fi
