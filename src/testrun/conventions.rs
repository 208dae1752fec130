//! Which files hold tests and which hold prose, by the runners' naming conventions: a
//! failing run is a lesson on the code it tests, never on the tests or the docs.

use std::path::Path;

/// Files whose edits are never the cause of a failing test (prose).
pub(crate) fn is_prose(path: &Path) -> bool {
    matches!(
        path.extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref(),
        Some("md" | "markdown" | "rst" | "txt" | "adoc")
    )
}

/// Test code, by the runners' naming conventions: a file under a `tests`, `test`,
/// `__tests__` or `spec` directory, `test_*.py`, `*_test.py`, `conftest.py`, `*_test.go`,
/// `*.test.*` and `*.spec.*`; and Rust's `mod tests` inside any file.
pub(crate) fn is_test(file: &str, name: &str) -> bool {
    let (dirs, base) = file.rsplit_once('/').unwrap_or(("", file));
    let in_test_dir = dirs
        .split('/')
        .any(|d| matches!(d, "tests" | "test" | "__tests__" | "spec"));
    let stem = base.split('.').next().unwrap_or(base);
    let test_file = (base.ends_with(".py")
        && (stem.starts_with("test_") || stem.ends_with("_test") || stem == "conftest"))
        || base.ends_with("_test.go")
        || base.contains(".test.")
        || base.contains(".spec.");
    let rust_tests = name == "tests" || name.starts_with("tests.");
    in_test_dir || test_file || rust_tests
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
        ] {
            assert!(is_test(file, name), "{file} {name}");
        }
        for (file, name) in [
            ("shop.py", "apply_discount"),
            ("src/testing_utils.rs", "f"),
            ("src/contest.py", "f"),
            ("src/lib.rs", "testsuite"),
            ("src/attest.ts", "f"),
        ] {
            assert!(!is_test(file, name), "{file} {name}");
        }
    }

    #[test]
    fn prose_is_not_code() {
        assert!(is_prose(Path::new("README.md")));
        assert!(!is_prose(Path::new("src/lib.rs")));
    }
}
