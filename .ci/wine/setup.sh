#!/usr/bin/env bash
# Makes what the Windows tests need, each part once per machine: mingw-w64 and Wine from the
# distribution, the Rust target x86_64-pc-windows-gnu, a Wine prefix, and in it the
# bcryptprimitives.dll shim (bcryptprimitives.c) that Wine before 8.13 lacks.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/env.sh"

if ! command -v wine >/dev/null 2>&1 || ! command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    gcc-mingw-w64-x86-64 wine64 wine >/dev/null
fi
rustup target list --installed | grep -qx x86_64-pc-windows-gnu ||
  rustup target add x86_64-pc-windows-gnu >/dev/null

system32="$WINEPREFIX/drive_c/windows/system32"
if [ ! -d "$system32" ]; then
  mkdir -p "$WINEPREFIX"
  wineboot --init >/dev/null 2>&1
  wineserver -w
fi

# The shim is rebuilt when its source changes (its hash is kept beside the prefix).
stamp="$wine_cache/shim.sha256"
sum=$(cat "$here/bcryptprimitives.c" "$here/bcryptprimitives.def" | sha256sum | cut -d' ' -f1)
if [ ! -f "$system32/bcryptprimitives.dll" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$sum" ]; then
  x86_64-w64-mingw32-gcc -O2 -shared -o "$system32/bcryptprimitives.dll" \
    "$here/bcryptprimitives.c" "$here/bcryptprimitives.def" -ladvapi32
  echo "$sum" >"$stamp"
fi
