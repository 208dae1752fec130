//! Which files hold tests and which hold prose, by the runners' naming conventions: a
//! failing run is a lesson on the code it tests, never on the tests or the docs.

use std::path::Path;

/// Files whose edits are never the cause of a failing test (prose).
pub fn is_prose(path: &Path) -> bool {
    matches!(
        path.extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref(),
        Some("md" | "markdown" | "rst" | "txt" | "adoc")
    )
}

/// Test code, by the runners' naming conventions: a file under a `tests`, `test`,
/// `__tests__`, `spec`, `Tests` directory or a Maven/Gradle test source set
/// (`src/test/java`, `src/androidTest/kotlin`); a file its language's row names a test file
/// (`test_*.py`, `*_test.go`, `*Test.java`, `*_spec.rb`: [`TestFiles`](code_memory_symbols::TestFiles));
/// JavaScript's and any language's `*.test.*` and `*.spec.*`; Bats files; and Rust's `mod tests` inside
/// any file.
pub fn is_test(file: &str, name: &str) -> bool {
    let (dirs, base) = file.rsplit_once('/').unwrap_or(("", file));
    let in_test_dir = dirs.split('/').any(|d| {
        matches!(
            d,
            "tests" | "test" | "__tests__" | "spec" | "Tests" | "androidTest" | "testFixtures"
        ) || d.ends_with(".Tests")
            || d.ends_with(".UnitTests")
            || d.ends_with("Tests") && d.chars().next().is_some_and(char::is_uppercase)
    });
    // Bats files hold nothing but tests.
    let test_file = is_test_file(base)
        || base.contains(".test.")
        || base.contains(".spec.")
        || base.ends_with(".bats");
    let rust_tests = name == "tests" || name.starts_with("tests.");
    in_test_dir || test_file || rust_tests
}

/// Directories whose code is not the project's own: dependencies (`node_modules`, `vendor`,
/// `site-packages`, virtual environments) and scratch space (`tmp`, where a repository
/// may be cloned to be read). A failing test found there says nothing of the project.
pub(crate) fn is_vendored(path: &str) -> bool {
    path.split(['/', '\\']).rev().skip(1).any(|d| {
        matches!(
            d,
            "node_modules"
                | "vendor"
                | "third_party"
                | "bower_components"
                | "site-packages"
                | ".venv"
                | "venv"
                | ".tox"
                | ".nox"
                | "tmp"
                | ".tmp"
                | "temp"
                | ".git"
                | ".cache"
        )
    })
}

/// Whether a file's language names it a test file ([`TestFiles`](code_memory_symbols::TestFiles)):
/// `test_cart.py`, `cart_spec.rb`, `CartTest.java`, `CartSpec.scala`.
pub fn is_test_file(path: &str) -> bool {
    let base = path.rsplit(['/', '\\']).next().unwrap_or(path);
    let Some((stem, _)) = base.rsplit_once('.') else {
        return false;
    };
    code_memory_symbols::conventions_for_path(std::path::Path::new(base))
        .is_some_and(|lang| lang.test_files.holds_tests(stem))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tests_are_not_the_code_under_test() {
        for (file, name) in [
            ("tests/test_shop.py", "test_total"),
            ("test_shop.py", "T.test_total"),
            ("pkg/shop_test.py", "f"),
            ("conftest.py", "cart"),
            ("cart_test.go", "TestTotal"),
            ("src/cart.test.ts", "f"),
            ("web/__tests__/cart.js", "f"),
            ("spec/cart_spec.rb", "f"),
            ("src/lib.rs", "tests.total_sums"),
            ("tests/it/main.rs", "f"),
            ("src/test/java/shop/ShopTest.java", "ShopTest.discount"),
            ("app/src/androidTest/kotlin/a/B.kt", "f"),
            ("lib/CartTest.java", "f"),
            ("lib/CartTests.kt", "f"),
            ("lib/CartIT.java", "f"),
            ("lib/TestCart.java", "f"),
            ("Shop.Tests/CalcTests.cs", "f"),
            ("CalcTests.cs", "f"),
            ("src/CartTest.php", "f"),
            ("Sources/ShopTests/CartTests.swift", "f"),
            ("CartTests.swift", "f"),
            ("lib/cart_spec.rb", "f"),
            ("lib/test_cart.rb", "f"),
            ("lib/cart_test.rb", "f"),
            ("src/cart_test.cc", "f"),
            ("src/cart_unittest.cpp", "f"),
            ("src/test_cart.c", "f"),
            ("src/cart.bats", "f"),
            ("src/cart_test.sh", "f"),
            // Languages cm resolves no symbols in, named as the ones they are alike.
            ("lib/CartSpec.scala", "f"),
            ("lib/CartTest.groovy", "f"),
            ("lib/CartTests.fs", "f"),
            ("lib/CartTest.vb", "f"),
        ] {
            assert!(is_test(file, name), "{file} {name}");
        }
        for (file, name) in [
            ("shop.py", "apply_discount"),
            ("src/testing_utils.rs", "f"),
            ("src/contest.py", "f"),
            ("src/lib.rs", "testsuite"),
            ("src/attest.ts", "f"),
            ("src/main/java/shop/Contest.java", "f"),
            ("src/main/java/shop/Testimony.java", "f"),
            ("src/Latest.php", "f"),
            ("lib/protest.rb", "f"),
            ("lib/testing.rb", "f"),
            ("src/cart.cc", "f"),
            ("Sources/Shop/Cart.swift", "f"),
            ("scripts/deploy.sh", "f"),
            ("Shop/Calc.cs", "f"),
            ("lib/Cart.scala", "f"),
            ("lib/Cart.fs", "f"),
        ] {
            assert!(!is_test(file, name), "{file} {name}");
        }
    }

    #[test]
    fn vendored_code_is_not_the_projects() {
        for p in [
            "tmp/cli/cmd/hooks_test.go",
            "node_modules/zod/src/x.test.ts",
            "backend/vendor/github.com/x/y_test.go",
            ".venv/lib/python3.12/site-packages/x/tests/test_y.py",
        ] {
            assert!(is_vendored(p), "{p}");
        }
        for p in [
            "tests/test_tmp.py",
            "src/vendors/x.test.ts",
            "tmp.py",
            "cmd/temp_test.go",
        ] {
            assert!(!is_vendored(p), "{p}");
        }
    }

    #[test]
    fn prose_is_not_code() {
        assert!(is_prose(Path::new("README.md")));
        assert!(!is_prose(Path::new("src/lib.rs")));
    }
}
