//! deno test: the tests its `FAILURES` section lists and the first `error:` of its
//! `ERRORS` section.

use super::{Tally, without_duration};
use crate::RunReport;

/// deno test: `name ... FAILED (4ms)` and `name ... ok`, the `FAILURES` list (`name =>
/// ./x_test.js:4:6`, `./x_test.js (uncaught error)`), and the first `error: ...` after
/// ` ERRORS `.
pub(crate) fn parse(lines: &[&str]) -> RunReport {
    let mut r = Tally::default();
    let mut section = "";
    for l in lines {
        let text = l.trim();
        if text == "ERRORS" || text == "FAILURES" {
            section = text;
            continue;
        }
        if let Some((name, status)) = text.rsplit_once(" ... ") {
            match without_duration(status) {
                "FAILED" => r.fail(name),
                "ok" => r.pass(name),
                _ => {}
            }
        } else if section == "ERRORS" && r.wants_error() {
            r.error(text.strip_prefix("error: ").map(String::from));
        } else if section == "FAILURES" && !text.is_empty() {
            if text.starts_with("FAILED |") {
                section = "";
            } else {
                let name = text.split(" => ").next().unwrap_or(text);
                r.fail(name.strip_suffix(" (uncaught error)").unwrap_or(name));
            }
        }
    }
    r.report
}
