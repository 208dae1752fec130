#!/usr/bin/env bash
# Builds what is shipped of cm for one target (docs/INSTALL.md):
#   - the release binary (profile `dist`: fat LTO, one codegen unit, stripped), static musl on
#     Linux, in the Python wheel built by maturin (`bindings = "bin"`),
#   - cm-<version>-<target>.tar.gz holding that binary (Windows: cm-<version>-<target>.zip
#     holding cm.exe),
#   - the npm package of the target's platform (code-memory-cli-<os>-<cpu>) and the main npm
#     package (code-memory-cli), whose `cm` runs the platform package's binary.
# The binary is compiled once, by maturin; the archive and the npm package take it from there.
#
# Usage: packaging/build.sh [--target TRIPLE] [--out DIR]
#   TRIPLE: x86_64-unknown-linux-musl, aarch64-unknown-linux-musl, x86_64-apple-darwin,
#           aarch64-apple-darwin, x86_64-pc-windows-msvc or aarch64-pc-windows-msvc (default:
#           this machine's); x86_64-pc-windows-gnu too, off Windows with mingw-w64, to check
#           the Windows packaging (what ships is MSVC, built on Windows).
#   DIR:    where the artifacts go (default: target/packages).
# Linux targets, and macOS targets built off macOS, compile through zig (`ziglang` from PyPI).
# On Windows it runs in Git Bash.
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
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

. "$root/packaging/targets.sh"
target=${target:-$(host_target)}
if [ -z "$target" ]; then
  echo "build.sh: no default target for $(uname -s) $(uname -m); pass --target" >&2; exit 2
fi
target_names "$target" || { echo "build.sh: unsupported target $target" >&2; exit 2; }
# Windows: the binary is cm.exe, the archive a .zip, Python's scripts are in Scripts\.
case "$target" in
  *-windows-*) exe=cm.exe ;;
  *) exe=cm ;;
esac
case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*) on_windows=true python=python ;;
  *) on_windows=false python=python3 ;;
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
  *-windows-msvc)
    # The C runtime linked in, so cm.exe runs without the Visual C++ redistributable.
    export CARGO_TARGET_X86_64_PC_WINDOWS_MSVC_RUSTFLAGS="-C target-feature=+crt-static"
    export CARGO_TARGET_AARCH64_PC_WINDOWS_MSVC_RUSTFLAGS="-C target-feature=+crt-static" ;;
esac
$need_zig && maturin_args+=(--zig)

# Tools: maturin (and zig) pinned, in a virtual environment outside the clone.
cache=${CM_PACKAGING_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/code-memory-packaging}
venv="$cache/venv-maturin-$MATURIN_VERSION-zig-$ZIG_VERSION"
venv_bin="$venv/bin" venv_maturin="$venv/bin/maturin"
$on_windows && venv_bin="$venv/Scripts" venv_maturin="$venv/Scripts/maturin.exe"
if [ ! -f "$venv_maturin" ] || { $need_zig && [ ! -f "$venv/.zig" ]; }; then
  "$python" -m venv "$venv"
  "$venv_bin/python" -m pip install --quiet --disable-pip-version-check "maturin==$MATURIN_VERSION"
  if $need_zig; then
    "$venv_bin/python" -m pip install --quiet --disable-pip-version-check "ziglang==$ZIG_VERSION"
    touch "$venv/.zig"
  fi
fi
export PATH="$venv_bin:$PATH"
if command -v rustup >/dev/null 2>&1; then
  rustup target add "$target" >/dev/null
fi

mkdir -p "$out/wheels"
out=$(cd "$out" && pwd)
echo "build.sh: cm $version for $target ($platform) into $out" >&2

# 1. The wheel; its build is the one compile of the binary.
(cd "$root/packaging/python" && maturin build "${maturin_args[@]}" --out "$out/wheels") >&2
target_dir=$(cd "$root" && cargo metadata --format-version 1 --no-deps | "$python" -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
$on_windows && target_dir=$(cygpath -u "$target_dir")
binary="$target_dir/$target/dist/$exe"
[ -f "$binary" ] || { echo "build.sh: maturin left no binary at $binary" >&2; exit 1; }

# 2. The archive (GitHub release asset): a .tar.gz, on Windows a .zip (Python's zipfile: Git
# Bash has no zip).
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/cm-$version-$target"
cp "$binary" "$stage/cm-$version-$target/$exe"
case "$target" in
  *-windows-*)
    archive="$out/cm-$version-$target.zip"
    rm -f "$archive"
    (cd "$stage" && "$python" -m zipfile -c "$archive" "cm-$version-$target") ;;
  *)
    archive="$out/cm-$version-$target.tar.gz"
    tar -C "$stage" -czf "$archive" "cm-$version-$target" ;;
esac

# 3. The npm packages: this platform's, and the main one (the same for every platform).
pack() { # directory
  (cd "$1" && npm pack --silent --pack-destination "$out/npm" >/dev/null)
}
mkdir -p "$out/npm"
plat_dir="$stage/code-memory-cli-$platform"
mkdir -p "$plat_dir/bin"
sed -e "s/@PLATFORM@/$platform/g" -e "s/@VERSION@/$version/g" -e "s/@OS@/$os/g" -e "s/@CPU@/$cpu/g" \
  -e "s/@BINARY@/$exe/g" "$root/packaging/npm/platform-package.json" > "$plat_dir/package.json"
cp "$binary" "$plat_dir/bin/$exe"
pack "$plat_dir"
main_dir="$stage/code-memory-cli"
cp -R "$root/packaging/npm/code-memory-cli" "$main_dir"
sed -i.orig "s/@VERSION@/$version/g" "$main_dir/package.json" && rm "$main_dir/package.json.orig"
chmod +x "$main_dir/bin/cm.js"
pack "$main_dir"

ls -l "$binary" "$out"/wheels/*.whl "$archive" \
  "$out/npm/code-memory-cli-$version.tgz" "$out/npm/code-memory-cli-$platform-$version.tgz" >&2
