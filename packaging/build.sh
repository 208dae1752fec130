#!/usr/bin/env bash
# Builds what is shipped of cm for one target (docs/INSTALL.md):
#   - the release binary (profile `dist`: fat LTO, one codegen unit, stripped), static musl on
#     Linux, in the Python wheel built by maturin (`bindings = "bin"`),
#   - cm-<version>-<target>.tar.gz holding that binary,
#   - the npm package of the target's platform (code-memory-cli-<os>-<cpu>) and the main npm
#     package (code-memory-cli), whose `cm` runs the platform package's binary.
# The binary is compiled once, by maturin; the archive and the npm package take it from there.
#
# Usage: packaging/build.sh [--target TRIPLE] [--out DIR]
#   TRIPLE: x86_64-unknown-linux-musl, aarch64-unknown-linux-musl, x86_64-apple-darwin or
#           aarch64-apple-darwin (default: this machine's).
#   DIR:    where the artifacts go (default: target/packages).
# Linux targets, and macOS targets built off macOS, compile through zig (`ziglang` from PyPI).
# maturin and zig are installed into a virtual environment under
# ${CM_PACKAGING_CACHE:-${XDG_CACHE_HOME:-~/.cache}/code-memory-packaging}, never into the clone.
set -euo pipefail

MATURIN_VERSION=1.16.0
ZIG_VERSION=0.17.1

root=$(cd "$(dirname "$0")/.." && pwd)
target=""
out="$root/target/packages"
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

if [ -z "$target" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) target=x86_64-unknown-linux-musl ;;
    Linux-aarch64|Linux-arm64) target=aarch64-unknown-linux-musl ;;
    Darwin-x86_64) target=x86_64-apple-darwin ;;
    Darwin-arm64) target=aarch64-apple-darwin ;;
    *) echo "build.sh: no default target for $(uname -s) $(uname -m); pass --target" >&2; exit 2 ;;
  esac
fi
case "$target" in
  x86_64-unknown-linux-musl) platform=linux-x64 ;;
  aarch64-unknown-linux-musl) platform=linux-arm64 ;;
  x86_64-apple-darwin) platform=darwin-x64 ;;
  aarch64-apple-darwin) platform=darwin-arm64 ;;
  *) echo "build.sh: unsupported target $target" >&2; exit 2 ;;
esac
os=${platform%-*}
cpu=${platform#*-}
version=$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n 1)

maturin_args=(--locked --target "$target")
need_zig=false
case "$target" in
  *-linux-musl)
    need_zig=true
    # A static binary runs on any Linux, glibc or musl: one wheel carries both tags (as uv's do).
    maturin_args+=(--compatibility manylinux_2_17 --compatibility musllinux_1_2) ;;
  *-apple-darwin)
    [ "$(uname -s)" = Darwin ] || need_zig=true ;;
esac
$need_zig && maturin_args+=(--zig)

# Tools: maturin (and zig) pinned, in a virtual environment outside the clone.
cache=${CM_PACKAGING_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/code-memory-packaging}
venv="$cache/venv-maturin-$MATURIN_VERSION-zig-$ZIG_VERSION"
if [ ! -x "$venv/bin/maturin" ] || { $need_zig && [ ! -f "$venv/.zig" ]; }; then
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "maturin==$MATURIN_VERSION"
  if $need_zig; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "ziglang==$ZIG_VERSION"
    touch "$venv/.zig"
  fi
fi
export PATH="$venv/bin:$PATH"
if command -v rustup >/dev/null 2>&1; then
  rustup target add "$target" >/dev/null
fi

mkdir -p "$out/wheels"
out=$(cd "$out" && pwd)
echo "build.sh: cm $version for $target ($platform) into $out" >&2

# 1. The wheel; its build is the one compile of the binary.
(cd "$root/packaging/python" && maturin build "${maturin_args[@]}" --out "$out/wheels") >&2
target_dir=$(cd "$root" && cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
binary="$target_dir/$target/dist/cm"
[ -x "$binary" ] || { echo "build.sh: maturin left no binary at $binary" >&2; exit 1; }

# 2. The archive (GitHub release asset).
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/cm-$version-$target"
cp "$binary" "$stage/cm-$version-$target/cm"
tar -C "$stage" -czf "$out/cm-$version-$target.tar.gz" "cm-$version-$target"

# 3. The npm packages: this platform's, and the main one (the same for every platform).
pack() { # directory
  (cd "$1" && npm pack --silent --pack-destination "$out/npm" >/dev/null)
}
mkdir -p "$out/npm"
plat_dir="$stage/code-memory-cli-$platform"
mkdir -p "$plat_dir/bin"
sed -e "s/@PLATFORM@/$platform/g" -e "s/@VERSION@/$version/g" -e "s/@OS@/$os/g" -e "s/@CPU@/$cpu/g" \
  "$root/packaging/npm/platform-package.json" > "$plat_dir/package.json"
cp "$binary" "$plat_dir/bin/cm"
pack "$plat_dir"
main_dir="$stage/code-memory-cli"
cp -R "$root/packaging/npm/code-memory-cli" "$main_dir"
sed -i.orig "s/@VERSION@/$version/g" "$main_dir/package.json" && rm "$main_dir/package.json.orig"
chmod +x "$main_dir/bin/cm.js"
pack "$main_dir"

ls -l "$binary" "$out"/wheels/*.whl "$out/cm-$version-$target.tar.gz" \
  "$out/npm/code-memory-cli-$version.tgz" "$out/npm/code-memory-cli-$platform-$version.tgz" >&2
