//! The secret corpus of `tests/fixtures/secrets/`: real-format secrets in the contexts they
//! leak from (prose, test output, URLs and headers, quoted values), and ordinary lessons
//! that must come through untouched. Any route that stores or shows text (recording,
//! hook answers, exports, logs) checks itself against the same data.

#![allow(dead_code)]

/// One secret in one context.
#[derive(Debug, Clone)]
pub(crate) struct SecretCase {
    /// The redaction kind expected for it, e.g. `github_token`.
    pub(crate) kind: String,
    /// `prose`, `test_output`, `url_or_header` or `quoted`.
    pub(crate) context: String,
    /// The secret itself: no 6-character piece of it may survive.
    pub(crate) secret: String,
    /// The text it appears in.
    pub(crate) text: String,
}

const SECRETS: &str = include_str!("../fixtures/secrets/secrets.tsv");
const ORDINARY: &str = include_str!("../fixtures/secrets/ordinary.txt");

/// `\n` is a newline and `\\` a backslash; any other backslash stays as written.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some('n')) => {
                chars.next();
                out.push('\n');
            }
            ('\\', Some('\\')) => {
                chars.next();
                out.push('\\');
            }
            _ => out.push(c),
        }
    }
    out
}

fn data_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// Every case of the corpus.
pub(crate) fn secret_cases() -> Vec<SecretCase> {
    data_lines(SECRETS)
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "secrets.tsv: 4 columns in {line}");
            SecretCase {
                kind: cols[0].to_owned(),
                context: cols[1].to_owned(),
                secret: unescape(cols[2]),
                text: unescape(cols[3]),
            }
        })
        .collect()
}

/// Lessons with no secret in them, which redaction must leave byte for byte.
pub(crate) fn ordinary_lessons() -> Vec<String> {
    data_lines(ORDINARY).map(unescape).collect()
}

/// The text of every case with its secret taken out: what any route may show anyway.
pub(crate) fn all_contexts() -> &'static str {
    static CONTEXTS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    CONTEXTS.get_or_init(|| {
        secret_cases()
            .iter()
            .map(|c| c.text.replace(&c.secret, " "))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// The first 6-character piece of the secret that `out` (what a route made of the case's
/// text) still contains, ignoring pieces the text around secrets has anyway (`github` of
/// `github.com`, `tion: ` of a PuTTY key's `Encryption: ` and of prose's `rotation: `).
pub(crate) fn leaked_fragment(case: &SecretCase, out: &str) -> Option<String> {
    let out = &without_markers(out);
    let context = all_contexts();
    let chars: Vec<char> = case.secret.chars().collect();
    chars
        .windows(6)
        .map(|w| w.iter().collect::<String>())
        .find(|piece| out.contains(piece.as_str()) && !context.contains(piece.as_str()))
}

/// `text` without its `[REDACTED:<kind>]` markers, whose kind names are no leak.
pub(crate) fn without_markers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("[REDACTED:") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        match rest.find(']') {
            Some(end) => rest = &rest[end + 1..],
            // A marker cut short at the end of the text.
            None => rest = "",
        }
        out.push(' ');
    }
    out.push_str(rest);
    out
}

/// Panics when `out` keeps any 6-character piece of the case's secret.
pub(crate) fn assert_no_secret(case: &SecretCase, out: &str) {
    if let Some(piece) = leaked_fragment(case, out) {
        panic!(
            "{} ({}): {piece:?} of the secret survived in:\n{out}",
            case.kind, case.context
        );
    }
}
