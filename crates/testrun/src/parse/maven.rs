//! Maven Surefire: the failing tests of `mvn test` and their exception lines.

use std::collections::HashSet;

use super::{Tally, is_number, next_text};
use crate::RunReport;

/// Maven Surefire: `[ERROR] pkg.CalcTest.testAdd -- Time elapsed: 0.01 s <<< FAILURE!` then
/// the exception line; or the results list `[ERROR]   CalcTest.testAdd:12 message`, the
/// same tests without their package when both are printed. An entry of the list is read
/// under its `Failures:`/`Errors:` header, or without it (cut off above) when it names a
/// test's line (`CalcTest.testAdd:12`); an entry through a helper
/// (`CalcTest.testAdd:12->Base.check:40`) or an inherited test (`CalcTest>Base.testAdd:12`)
/// is the test's own name (`CalcTest.testAdd`).
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    // `CalcTest.testAdd` of each `pkg.CalcTest.testAdd` found.
    let mut short = HashSet::new();
    let mut in_results = false;
    for (i, l) in lines.iter().enumerate() {
        let Some(t) = l.strip_prefix("[ERROR]").map(str::trim_end) else {
            in_results = false;
            continue;
        };
        let body = t.trim();
        if body == "Failures:" || body == "Errors:" {
            in_results = true;
            continue;
        }
        if (body.ends_with("<<< FAILURE!") || body.ends_with("<<< ERROR!"))
            && !body.starts_with("Tests run:")
        {
            let name = body
                .split(" -- ")
                .next()
                .unwrap_or(body)
                .split_whitespace()
                .next()
                .unwrap_or("");
            let mut parts = name.rsplitn(3, '.');
            if let (Some(method), Some(class)) = (parts.next(), parts.next()) {
                short.insert(format!("{class}.{method}"));
            }
            r.fail_with(name, || next_text(lines, i + 1).map(|(_, m)| m.to_string()));
        } else if t.starts_with("   ") && !body.starts_with("Run ") {
            let (entry, msg) = body.split_once(' ').unwrap_or((body, ""));
            let Some(name) = result_name(entry, in_results) else {
                continue;
            };
            if !short.contains(&name) {
                r.fail(&name);
            }
            r.error(Some(msg.trim().to_string()));
        }
    }
    r.report
}

/// The test an entry of Surefire's results list names: `CalcTest.testAdd:12` ->
/// `CalcTest.testAdd`, `CalcTest.testAdd:12->Base.check:40` -> `CalcTest.testAdd`,
/// `CalcTest>Base.testAdd:12` -> `CalcTest.testAdd`. Outside the list's header only an
/// entry that names its line is one (`Class.method:12`).
fn result_name(entry: &str, in_results: bool) -> Option<String> {
    let own = entry.split("->").next().unwrap_or(entry);
    let (name, line) = match own.rsplit_once(':') {
        Some((n, l)) if is_number(l) => (n, true),
        _ => (own, false),
    };
    let Some((class, method)) = name.rsplit_once('.') else {
        return in_results.then(|| name.to_string());
    };
    let class = class.split('>').next().unwrap_or(class);
    let word = |w: &str| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '$' | '.'))
    };
    // Outside the results list, only an entry that names its line and reads as a test.
    (in_results || (line && word(class) && word(method))).then(|| format!("{class}.{method}"))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::*;

    #[test]
    fn maven_output() {
        let mvn = "[INFO] Running com.shop.CalcTest\n[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.03 s <<< FAILURE! -- in com.shop.CalcTest\n[ERROR] com.shop.CalcTest.testDiscount -- Time elapsed: 0.01 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <90> but was: <81>\n\tat com.shop.CalcTest.testDiscount(CalcTest.java:12)\n[INFO]\n[ERROR] Failures: \n[ERROR]   CalcTest.testDiscount:12 expected: <90> but was: <81>\n[INFO]\n[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0\n";
        let r = failed_text(Runner::Maven, mvn);
        assert_eq!(r.failed_tests[0], "com.shop.CalcTest.testDiscount");
        assert_eq!(
            r.error.as_deref(),
            Some("org.opentest4j.AssertionFailedError: expected: <90> but was: <81>")
        );
    }

    /// The results list cut above its `Errors:` header (a client's cut, `| tail`), with
    /// entries through a helper and of an inherited test; the compiler's indented lines are
    /// no test.
    #[test]
    fn maven_results_list_without_its_header() {
        let mvn = "... [360 lines truncated] ...\n\n[ERROR]   NullTest.testNested:88->AbstractNullTest.nestedColumn:94 » ResultSet Exception thrown mapping result set\n[ERROR]   ParserTest>AbstractParserTestCase.testLong:208 UnrecognizedOptionException not thrown\n[INFO] \n[ERROR] Tests run: 77, Failures: 1, Errors: 1, Skipped: 0\n[INFO] BUILD FAILURE\n";
        let r = failed_text(Runner::Maven, mvn);
        assert_eq!(
            r.failed_tests,
            ["NullTest.testNested", "ParserTest.testLong"]
        );
        assert_eq!(
            r.error.as_deref(),
            Some("» ResultSet Exception thrown mapping result set")
        );
        let javac = "[ERROR] /x/src/main/java/shop/Calc.java:[12,5] cannot find symbol\n[ERROR]   symbol:   method rate()\n[ERROR]   location: class shop.Calc\n";
        if let Verdict::Failed(r) | Verdict::TestCodeBroken(r) =
            judge(Runner::Maven, Some(1), javac)
        {
            assert!(r.failed_tests.is_empty(), "{:?}", r.failed_tests);
        }
    }
}
