# Sourced: the environment in which Windows builds of cm run under Wine. The prefix (with
# its ProcessPrng shim) lives in the cache outside the clone; setup.sh makes it.
wine_cache="${XDG_CACHE_HOME:-$HOME/.cache}/code-memory-ci/wine"
export WINEPREFIX="$wine_cache/prefix"
export WINEDEBUG=-all
# No Mono or Gecko install prompts: nothing here needs .NET or a browser engine.
export WINEDLLOVERRIDES="mscoree,mshtml="
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/run"
