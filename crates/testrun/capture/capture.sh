#!/usr/bin/env bash
# Captures the testrun fixtures from real runs: writes small failing projects in a
# temporary directory, runs each runner on them the ways a developer does, and stores the
# output under tests/fixtures/<runner>/<case>.txt with the temporary directory
# replaced by /home/user/project and the home directory by /home/user.
#
# Each case's exit code is kept on the `exit:` line of its `.expected` file (created when
# missing); the rest of that file (the failing tests and the error the parser must find)
# is written by hand after reading the captured output.
#
# Usage: capture/capture.sh [RUNNER...]   (default: every runner whose tools exist)
# `verdicts` captures what a run is taken to mean beside what it names: testify, t.Logf and
# subtests, bun as an agent runs it (`CLAUDECODE=1`: no `(pass)` lines), matchers with their
# values, and runs that never started or whose only failure is not the code's.
# Needs: python3 + pytest (+ pytest-xdist for -n), cargo, go, node + npm, ruby-rspec, mvn,
# ruby (its bundled minitest), phpunit, bats, cmake + googletest (libgtest-dev), gradle
# (Debian's 4.4, fetching JUnit 4 and the Kotlin plugin from Maven Central).
set -u
CRATE=$(cd "$(dirname "$0")/.." && pwd)
OUT="$CRATE/tests/fixtures"
WORK=$(mktemp -d /tmp/cm-capture.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
HERE="$(dirname "$0")/projects"
WANT=" ${*:-pytest unittest cargo go jest vitest mocha ava nodetest bun deno rspec maven gradle minitest phpunit bats ctest verdicts} "

wanted() { [[ "$WANT" == *" $1 "* ]]; }

# capture RUNNER CASE DIR COMMAND: runs COMMAND in DIR through bash, no terminal.
capture() {
    local runner=$1 case=$2 dir=$3 cmd=$4
    mkdir -p "$OUT/$runner"
    local code
    (cd "$dir" && COLUMNS=80 NO_COLOR=1 FORCE_COLOR=0 timeout 300 bash -c "$cmd" </dev/null >"$WORK/out" 2>&1)
    code=$?
    sed -e "s#$WORK#/home/user/project#g" -e "s#$HOME#/home/user#g" \
        -e "s#$(realpath "$WORK")#/home/user/project#g" "$WORK/out" >"$OUT/$runner/$case.txt"
    local exp="$OUT/$runner/$case.expected"
    if [[ -f "$exp" ]]; then
        sed -i "s/^exit: .*/exit: $code/" "$exp"
    else
        printf 'exit: %s\ncommand: %s\n' "$code" "$cmd" >"$exp"
    fi
    printf '%-9s %-28s exit %s\n' "$runner" "$case" "$code"
}

cp -r "$HERE"/. "$WORK"/

if wanted pytest; then
    P="$WORK/py"
    capture pytest default "$P" "pytest tests"
    capture pytest q "$P" "pytest -q tests"
    capture pytest v "$P" "pytest -v tests"
    capture pytest x "$P" "pytest -x tests"
    capture pytest tb_short "$P" "pytest --tb=short tests"
    capture pytest tb_long "$P" "pytest --tb=long tests"
    capture pytest tb_line "$P" "pytest --tb=line tests"
    capture pytest tb_no "$P" "pytest --tb=no tests"
    capture pytest python_m "$P" "python3 -m pytest -q tests"
    capture pytest tail "$P" "pytest tests 2>&1 | tail -n 30"
    capture pytest v_tail "$P" "pytest -v tests 2>&1 | tail -n 30"
    capture pytest k "$P" "pytest -q -k ordering tests"
    capture pytest green_v "$P" "pytest -v -k total tests"
    if python3 -c 'import xdist' 2>/dev/null; then
        capture pytest xdist "$P" "pytest -n 2 tests"
    fi
    M="$WORK/py_more"
    capture pytest more_q "$M" "pytest -q"
    capture pytest more_short "$M" "pytest --tb=short -q -k 'dicts or lookup'"
    capture pytest more_failed "$M" "pytest -q -k explicitly"
    capture pytest more_fixture "$M" "pytest -k catalog"
    capture pytest more_tail "$M" "pytest -q 2>&1 | tail -n 15"
    capture pytest syntax_error "$WORK/py_syntax" "pytest -q"
    capture pytest import_error "$WORK/py_import" "pytest"
fi

if wanted unittest; then
    capture unittest default "$WORK/py" "python3 -m unittest discover -s tests -t ."
    capture unittest v "$WORK/py" "python3 -m unittest -v tests.test_shop_unittest"
    capture unittest import_error "$WORK/py_import" "python3 -m unittest test_importer"
fi

if wanted cargo; then
    R="$WORK/rs"
    export CARGO_TARGET_DIR="$WORK/rs-target"
    # One test thread: the same output, in the same order at every capture.
    export RUST_TEST_THREADS=1
    (cd "$R" && cargo build --tests -q >/dev/null 2>&1)
    capture cargo default "$R" "cargo test"
    capture cargo q "$R" "cargo test -q"
    capture cargo tail "$R" "RUST_BACKTRACE=1 cargo test 2>&1 | tail -n 25"
    capture cargo filter "$R" "cargo test discount"
    capture cargo green "$R" "cargo test fine"
    capture cargo integration "$R" "cargo test --test orders"
    capture cargo tail_40 "$R" "cargo test 2>&1 | tail -n 40"
    CARGO_TARGET_DIR="$WORK/rs-broken-target" capture cargo compile_error "$WORK/rs_broken" "cargo test"
    if command -v cargo-nextest >/dev/null; then
        capture cargo nextest "$R" "cargo nextest run"
    fi
    unset CARGO_TARGET_DIR RUST_TEST_THREADS
fi

if wanted go; then
    G="$WORK/go"
    capture go default "$G" "go test ./..."
    capture go v "$G" "go test -v ./..."
    capture go run "$G" "go test -run 'TestDiscount|TestRefund' ./..."
    capture go v_run "$G" "go test -v -run TestTable ./..."
    capture go green_v "$G" "go test -v -run TestTotal ./..."
    capture go build_error "$WORK/go_broken" "go test ./..."
fi

JS="$WORK/js"
if wanted jest || wanted vitest || wanted mocha || wanted ava || wanted bun || wanted deno || wanted verdicts; then
    (cd "$JS" && npm install --no-audit --no-fund --silent >/dev/null 2>&1)
fi
if wanted jest; then
    capture jest default "$JS/jest" "npx jest"
    capture jest verbose "$JS/jest" "npx jest --verbose"
    capture jest green "$JS/jest" "npx jest -t 'discount of nothing'"
    capture jest tail "$JS/jest" "npx jest shop 2>&1 | tail -n 40"
    capture jest more "$JS/jest_more" "npx jest"
fi
if wanted vitest; then
    capture vitest default "$JS/vitest" "npx vitest run"
    capture vitest verbose "$JS/vitest" "npx vitest run --reporter=verbose"
    capture vitest green "$JS/vitest" "npx vitest run -t 'discount of nothing'"
    capture vitest more "$JS/vitest_more" "npx vitest run"
fi
if wanted mocha; then
    capture mocha default "$JS/mocha" "npx mocha"
    capture mocha dot "$JS/mocha" "npx mocha --reporter dot"
    capture mocha green "$JS/mocha" "npx mocha --grep 'discount of nothing'"
fi
if wanted ava; then
    capture ava default "$JS/ava" "npx ava"
    capture ava verbose "$JS/ava" "npx ava --verbose"
    capture ava match "$JS/ava" "npx ava --match '*cart*'"
fi
if wanted nodetest; then
    capture nodetest spec "$JS/node" "node --test --test-reporter=spec"
    capture nodetest tap "$JS/node" "node --test --test-reporter=tap"
    capture nodetest default "$JS/node" "node --test"
    capture nodetest pattern "$JS/node" "node --test --test-name-pattern=refunds"
    capture nodetest green "$JS/node" "node --test --test-reporter=spec --test-name-pattern='discount of nothing'"
fi
if wanted bun && [[ -x "$JS/node_modules/.bin/bun" ]]; then
    capture bun default "$JS/bunt" "npx bun test"
    capture bun filter "$JS/bunt" "npx bun test -t refunds"
fi
if wanted deno && [[ -x "$JS/node_modules/.bin/deno" ]]; then
    capture deno default "$JS/denot" "npx deno test"
    capture deno filter "$JS/denot" "npx deno test --filter discount"
    capture deno uncaught "$JS/deno_broken" "npx deno test"
fi

if wanted rspec && command -v rspec >/dev/null; then
    capture rspec default "$WORK/rb" "rspec"
    capture rspec doc "$WORK/rb" "rspec --format documentation"
    capture rspec line "$WORK/rb" "rspec spec/shop_spec.rb:8"
fi

if wanted maven && command -v mvn >/dev/null; then
    capture maven default "$WORK/java" "mvn -B -q test"
    capture maven full "$WORK/java" "mvn -B test"
    capture maven one "$WORK/java" "mvn -B -q test -Dtest=ShopTest#refunds"
fi

if wanted minitest && command -v ruby >/dev/null; then
    # A fixed seed: Minitest runs tests in a random order.
    capture minitest default "$WORK/rb" "ruby -Itest test/test_shop.rb --seed 1"
    capture minitest v "$WORK/rb" "ruby -Itest test/test_shop.rb -v --seed 1"
    capture minitest spec "$WORK/rb" "ruby -Itest test/cart_test.rb --seed 1"
    capture minitest one "$WORK/rb" "ruby -Itest test/test_shop.rb -n test_refunds_an_order"
    capture minitest tail "$WORK/rb" "ruby -Itest test/test_shop.rb --seed 1 2>&1 | tail -n 8"
fi

if wanted phpunit && command -v phpunit >/dev/null; then
    capture phpunit default "$WORK/php" "phpunit"
    capture phpunit testdox "$WORK/php" "phpunit --testdox"
    capture phpunit filter "$WORK/php" "phpunit --filter Discount tests/ShopTest.php"
    capture phpunit tail "$WORK/php" "phpunit 2>&1 | tail -n 14"
fi

if wanted bats && command -v bats >/dev/null; then
    capture bats default "$WORK/sh" "bats test"
    capture bats pretty "$WORK/sh" "bats --formatter pretty test"
    capture bats filter "$WORK/sh" "bats -f label test"
fi

if wanted ctest && command -v ctest >/dev/null; then
    C="$WORK/cpp"
    (cd "$C" && cmake -S . -B build >/dev/null && cmake --build build -j1 >/dev/null 2>&1)
    capture ctest default "$C" "ctest --test-dir build"
    capture ctest output_on_failure "$C" "ctest --test-dir build --output-on-failure"
    capture ctest verbose "$C/build" "ctest -V -R cart"
    capture gtest default "$C" "./build/shop_test"
    capture gtest filter "$C" "./build/shop_test --gtest_filter=ShopTest.Discounts*"
fi

if wanted gradle && command -v gradle >/dev/null; then
    capture gradle default "$WORK/gradle" "gradle test --no-daemon --console=plain"
    capture gradle full "$WORK/gradle" "gradle test --no-daemon --console=plain -PfullExceptions"
    capture gradle one "$WORK/gradle" "gradle test --no-daemon --console=plain --tests shop.ShopTest.refunds"
    capture gradle kotlin "$WORK/kotlin" "gradle test --no-daemon --console=plain"
    capture gradle kotlin_tail "$WORK/kotlin" "gradle test --no-daemon --console=plain 2>&1 | tail -n 30"
fi

if wanted verdicts; then
    G="$WORK/go_more"
    (cd "$G" && go mod download >/dev/null 2>&1)
    capture go testify "$G" "go test ./..."
    capture go subtests_v "$G" "go test -v -run TestSummariseCases ./..."
    B="$WORK/go_test_broken"
    capture go test_broken "$B" "go test ./..."
    capture go no_go_files "$B" "go test ./docs"
    capture go missing_dir "$B" "go test ./internal/missing/..."
    capture go cd_missing "$B" "cd backend && go test ./..."
    if [[ -x "$JS/node_modules/.bin/bun" ]]; then
        capture bun agent "$JS/bun_items" "CLAUDECODE=1 npx bun test"
        capture bun default_items "$JS/bun_items" "npx bun test"
        capture bun test_and_lint "$JS/bun_lint" "npx bun run test && npx bun run lint"
        capture bun no_match "$JS/bun_items" "npx bun test nothere"
    fi
    capture jest matchers "$JS/jest_items" "npx jest"
    capture vitest matchers "$JS/vitest_items" "npx vitest run"
    V="$WORK/py_vendored"
    capture pytest vendored "$V" "python3 -m pytest -q"
    capture pytest cd_missing "$V" "cd backend && pytest -q"
    capture pytest no_venv "$V" "source .venv/bin/activate && pytest -q"
    capture pytest not_found "$V" "pytest -q tests/test_nothere.py"
    capture pytest make_no_tests "$V" "make test"
fi
