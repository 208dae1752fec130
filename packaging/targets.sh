# Sourced by build.sh and test.sh: the targets cm is shipped for, once.
# host_target: this machine's default target triple (empty when there is none).
# target_names TRIPLE: sets platform (the npm package's <os>-<cpu>) and wheel_arch (the
# wheel's platform tag suffix); returns 1 for a target cm is not shipped for.
host_target() {
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) echo x86_64-unknown-linux-musl ;;
    Linux-aarch64|Linux-arm64) echo aarch64-unknown-linux-musl ;;
    Darwin-x86_64) echo x86_64-apple-darwin ;;
    Darwin-arm64) echo aarch64-apple-darwin ;;
    MINGW*-x86_64|MSYS*-x86_64|CYGWIN*-x86_64) echo x86_64-pc-windows-msvc ;;
    MINGW*-aarch64|MSYS*-aarch64|MINGW*-arm64|MSYS*-arm64) echo aarch64-pc-windows-msvc ;;
  esac
}

target_names() {
  case "$1" in
    x86_64-unknown-linux-musl) platform=linux-x64 wheel_arch=x86_64 ;;
    aarch64-unknown-linux-musl) platform=linux-arm64 wheel_arch=aarch64 ;;
    x86_64-apple-darwin) platform=darwin-x64 wheel_arch=x86_64 ;;
    aarch64-apple-darwin) platform=darwin-arm64 wheel_arch=arm64 ;;
    x86_64-pc-windows-msvc|x86_64-pc-windows-gnu) platform=win32-x64 wheel_arch=win_amd64 ;;
    aarch64-pc-windows-msvc) platform=win32-arm64 wheel_arch=win_arm64 ;;
    *) return 1 ;;
  esac
}
