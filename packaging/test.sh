#!/usr/bin/env bash
# Installs each artifact packaging/build.sh made for this machine into a clean prefix and
# runs the installed cm: `cm --version`, `cm install` in a scratch project, and a PreToolUse
# round trip through the hook command that `cm install` wrote (an edit of a symbol with four
# recorded failures must be held back). Prints the time each install took.
#
# Usage: packaging/test.sh [DIR]   (DIR: build.sh's --out, default target/packages)
# The artifacts: the release archive, the wheel (pip into a fresh virtual environment, and
# `uv tool install`), and the npm tarballs (`npm install -g --prefix`). Nothing outside a
# temporary directory is written, except uv, installed once into build.sh's tool cache.
set -euo pipefail

UV_VERSION=0.13.9

root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$root/target/packages}
dir=$(cd "$dir" && pwd)
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) target=x86_64-unknown-linux-musl platform=linux-x64 wheel_arch=x86_64 ;;
  Linux-aarch64|Linux-arm64) target=aarch64-unknown-linux-musl platform=linux-arm64 wheel_arch=aarch64 ;;
  Darwin-x86_64) target=x86_64-apple-darwin platform=darwin-x64 wheel_arch=x86_64 ;;
  Darwin-arm64) target=aarch64-apple-darwin platform=darwin-arm64 wheel_arch=arm64 ;;
  *) echo "test.sh: no artifacts for $(uname -s) $(uname -m)" >&2; exit 2 ;;
esac
wheel=$(ls "$dir"/wheels/code_memory_cli-"$version"-*"$wheel_arch".whl | head -n 1)
archive="$dir/cm-$version-$target.tar.gz"
npm_main="$dir/npm/code-memory-cli-$version.tgz"
npm_platform="$dir/npm/code-memory-cli-$platform-$version.tgz"
for f in "$wheel" "$archive" "$npm_main" "$npm_platform"; do
  [ -f "$f" ] || { echo "test.sh: missing artifact $f (run packaging/build.sh)" >&2; exit 1; }
done

node_dir=$(dirname "$(command -v node)")  # the npm launcher's interpreter
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
now() { python3 -c 'import time; print(time.monotonic())'; }
elapsed() { python3 -c "print(f'{$(now) - $1:.1f} s')"; }
fail() { echo "FAIL $1: $2" >&2; failures=$((failures + 1)); }

# check LABEL DIR: the cm found first on DIR (prepended to PATH) passes the three checks.
check() {
  local label=$1 bin_dir=$2 home="$scratch/$1/home"
  mkdir -p "$home" "$scratch/$1/project"
  local env=(env -i "PATH=$bin_dir:$node_dir:/usr/bin:/bin" "HOME=$home" "XDG_DATA_HOME=$home/data"
    "XDG_CONFIG_HOME=$home/config" "XDG_STATE_HOME=$home/state" "XDG_CACHE_HOME=$home/cache"
    "CODE_MEMORY_DB=$home/cm.db")
  local out
  out=$("${env[@]}" cm --version) || { fail "$label" "cm --version failed"; return; }
  [ "$out" = "cm $version" ] || { fail "$label" "cm --version printed '$out'"; return; }

  local project="$scratch/$label/project"
  git -C "$project" init -q
  printf 'def apply_discount(price, pct):\n    return price - price * pct // 100 - 9\n' > "$project/shop.py"
  (cd "$project" && "${env[@]}" cm install >/dev/null) || { fail "$label" "cm install failed"; return; }
  local command
  command=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1])); print(s["hooks"]["PreToolUse"][0]["hooks"][0]["command"])' \
    "$project/.claude/settings.json") || { fail "$label" "cm install wrote no PreToolUse hook"; return; }
  for n in 1 2 3 4; do
    (cd "$project" && "${env[@]}" cm fail apply_discount "discount off by nine ($n)" --file shop.py >/dev/null) \
      || { fail "$label" "cm fail failed"; return; }
  done
  local payload answer
  payload=$(python3 -c 'import json,sys; print(json.dumps({"session_id":"s1","cwd":sys.argv[1],
    "hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":sys.argv[1]+"/shop.py",
    "old_string":"pct // 100 - 9","new_string":"pct // 100"}}))' "$project")
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
tar -C "$scratch/archive" -xzf "$archive"
echo "install archive: $(elapsed "$start")"
check archive "$scratch/archive/cm-$version-$target"

# The wheel, with pip into a fresh virtual environment.
python3 -m venv "$scratch/venv"
start=$(now)
"$scratch/venv/bin/python" -m pip install --quiet --no-index --disable-pip-version-check "$wheel"
echo "install pip: $(elapsed "$start")"
check pip "$scratch/venv/bin"

# The wheel, with `uv tool install` (uv from PyPI, cached beside build.sh's tools).
cache=${CM_PACKAGING_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/code-memory-packaging}
uv=$(command -v uv || true)
if [ -z "$uv" ]; then
  uv_venv="$cache/venv-uv-$UV_VERSION"
  if [ ! -x "$uv_venv/bin/uv" ]; then
    python3 -m venv "$uv_venv"
    "$uv_venv/bin/python" -m pip install --quiet --disable-pip-version-check "uv==$UV_VERSION"
  fi
  uv="$uv_venv/bin/uv"
fi
start=$(now)
UV_TOOL_DIR="$scratch/uv/tools" UV_TOOL_BIN_DIR="$scratch/uv/bin" UV_CACHE_DIR="$scratch/uv/cache" \
  UV_PYTHON_DOWNLOADS=never UV_OFFLINE=1 "$uv" tool install --quiet "$wheel"
echo "install uv tool: $(elapsed "$start")"
check uv "$scratch/uv/bin"

# The npm tarballs, into a scratch global prefix. The other platforms' optional packages are
# not in this directory; npm skips an optional dependency it cannot get.
start=$(now)
npm install --global --prefix "$scratch/npm" --no-audit --no-fund --loglevel=error \
  --cache "$scratch/npm-cache" "$npm_platform" "$npm_main" >/dev/null
echo "install npm: $(elapsed "$start")"
check npm "$scratch/npm/bin"

if [ "$failures" -gt 0 ]; then
  echo "test.sh: $failures artifact checks failed" >&2
  exit 1
fi
