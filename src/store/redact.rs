//! Secrets never reach the database: lesson and detail text is scrubbed before storage,
//! each secret replaced by `[REDACTED:<kind>]`.
//!
//! Lessons are pasted from test output, stack traces and shell sessions, which is exactly
//! where keys and tokens leak. Patterns are specific (known prefixes, fixed lengths, an
//! explicit `name=value` shape) so that ordinary prose mentioning "token", commit hashes and
//! UUIDs survive untouched.

use std::borrow::Cow;
use std::sync::{LazyLock, OnceLock};

use regex::{Captures, Regex};

/// One kind of secret: where it is, and which capture group holds the secret itself
/// (0 = the whole match; otherwise the text around the group is kept, e.g. `password=`).
struct Rule {
    kind: &'static str,
    /// Lowercase text one of which any match contains: most lessons contain none, and then
    /// the pattern is neither compiled nor run (compiling all of them costs milliseconds,
    /// and `cm fail` runs once per process).
    needles: &'static [&'static str],
    pattern: &'static str,
    re: OnceLock<Regex>,
    group: usize,
    /// Extra check on (text of the match before the secret, the secret), for shapes a regex
    /// without look-around cannot express.
    accept: fn(&str, &str) -> bool,
}

fn always(_: &str, _: &str) -> bool {
    true
}

/// Real keys mix letters and digits; `sk-some-long-hyphenated-name` is prose.
fn has_digit(_: &str, secret: &str) -> bool {
    secret.bytes().any(|b| b.is_ascii_digit())
}

/// `name=value` is always an assignment; `name: value` only when the value is quoted or
/// looks generated (has a digit): `token: expired too early` is a sentence.
fn is_assignment(before: &str, value: &str) -> bool {
    if !is_secret_value(value) {
        return false;
    }
    before.contains('=') || before.ends_with(['"', '\'']) || has_digit(before, value)
}

/// Values of `password=`-style assignments that are clearly not secrets.
fn is_secret_value(v: &str) -> bool {
    let lower = v.to_ascii_lowercase();
    let placeholder = matches!(
        lower.as_str(),
        "none"
            | "null"
            | "nil"
            | "true"
            | "false"
            | "undefined"
            | "empty"
            | "missing"
            | "redacted"
            | "xxx"
            | "***"
    );
    !(placeholder
        || v.starts_with('$')
        || v.starts_with('[')
        || v.starts_with('<')
        || v.starts_with('%')
        || v.starts_with('{'))
}

static RULES: LazyLock<Vec<Rule>> = LazyLock::new(|| {
    let rule = |kind, needles, pattern, group, accept| Rule {
        kind,
        needles,
        pattern,
        re: OnceLock::new(),
        group,
        accept,
    };
    vec![
        // Whole PEM blocks first (their base64 body could otherwise match other rules);
        // an unterminated block (truncated output) is redacted to the end of the text.
        rule(
            "private_key",
            &["private key"],
            r"(?s)-----BEGIN[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----.*?(?:-----END[A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----|\z)",
            0,
            always,
        ),
        rule(
            "jwt",
            &["eyj"],
            r"\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}",
            0,
            always,
        ),
        rule(
            "bearer_token",
            &["bearer"],
            r"(?i)\bbearer\s+([A-Za-z0-9\-._~+/]{12,}=*)",
            1,
            has_digit,
        ),
        rule(
            "url_credentials",
            &["://"],
            r"\b[A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@]+:([^\s/@]+)@",
            1,
            always,
        ),
        rule(
            "aws_access_key_id",
            &["akia", "asia", "abia", "acca"],
            r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b",
            0,
            always,
        ),
        rule(
            "aws_secret_access_key",
            &["aws"],
            r#"(?i)aws.{0,20}?secret.{0,20}?["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b"#,
            1,
            always,
        ),
        rule(
            "github_token",
            &["ghp_", "gho_", "ghu_", "ghs_", "ghr_"],
            r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}\b",
            0,
            always,
        ),
        rule(
            "github_token",
            &["github_pat_"],
            r"\bgithub_pat_[A-Za-z0-9_]{22,}",
            0,
            always,
        ),
        rule(
            "anthropic_key",
            &["sk-ant-"],
            r"\bsk-ant-[A-Za-z0-9_\-]{20,}",
            0,
            always,
        ),
        rule(
            "stripe_key",
            &["_live_", "_test_"],
            r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}",
            0,
            always,
        ),
        rule(
            "openai_key",
            &["sk-"],
            r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}",
            0,
            has_digit,
        ),
        rule(
            "slack_token",
            &["xox"],
            r"\bxox[abposr]-[A-Za-z0-9\-]{10,}",
            0,
            always,
        ),
        rule(
            "google_api_key",
            &["aiza"],
            r"\bAIza[0-9A-Za-z_\-]{35}",
            0,
            always,
        ),
        // `password=hunter2`, `"api_key": "abc"`, `DB_PASSWORD='x y'`: the name stays, the
        // value goes. `name: value` must look like an assignment (see `is_assignment`).
        rule(
            "password",
            &["password", "passwd", "pwd"],
            r#"(?i)\b[A-Za-z0-9_.\-]*(?:password|passwd|pwd)["']?(?:\s*=\s*|:\s*)["']?([^\s"'&,;()\[\]{}<>]+)"#,
            1,
            is_assignment,
        ),
        rule(
            "api_key",
            &["key"],
            r#"(?i)\b[A-Za-z0-9_.\-]*(?:api[_\-]?key|access[_\-]?key|private[_\-]?key)["']?(?:\s*=\s*|:\s*)["']?([^\s"'&,;()\[\]{}<>]+)"#,
            1,
            is_assignment,
        ),
        rule(
            "secret",
            &["secret"],
            r#"(?i)\b[A-Za-z0-9_.\-]*secret["']?(?:\s*=\s*|:\s*)["']?([^\s"'&,;()\[\]{}<>]+)"#,
            1,
            is_assignment,
        ),
        rule(
            "token",
            &["token"],
            r#"(?i)\b[A-Za-z0-9_.\-]*token["']?(?:\s*=\s*|:\s*)["']?([^\s"'&,;()\[\]{}<>]+)"#,
            1,
            is_assignment,
        ),
    ]
});

/// `text` with every secret replaced by `[REDACTED:<kind>]`; borrowed when nothing matched.
pub fn redact(text: &str) -> Cow<'_, str> {
    let lower = text.to_ascii_lowercase();
    let mut out = Cow::Borrowed(text);
    for rule in RULES.iter() {
        if !rule.needles.iter().any(|n| lower.contains(n)) {
            continue;
        }
        let re = rule
            .re
            .get_or_init(|| Regex::new(rule.pattern).expect("redaction pattern compiles"));
        if !re.is_match(&out) {
            continue;
        }
        let replaced = re.replace_all(&out, |caps: &Captures<'_>| {
            let whole = caps.get(0).expect("group 0 always matches");
            let Some(secret) = caps.get(rule.group) else {
                return whole.as_str().to_owned();
            };
            let s = whole.as_str();
            let (start, end) = (secret.start() - whole.start(), secret.end() - whole.start());
            if !(rule.accept)(&s[..start], secret.as_str()) {
                return s.to_owned();
            }
            format!("{}[REDACTED:{}]{}", &s[..start], rule.kind, &s[end..])
        });
        if let Cow::Owned(o) = replaced {
            out = Cow::Owned(o);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::redact;

    fn kinds(text: &str) -> String {
        redact(text).into_owned()
    }

    #[test]
    fn every_pattern_compiles_and_every_needle_is_lowercase() {
        for rule in super::RULES.iter() {
            assert!(regex::Regex::new(rule.pattern).is_ok(), "{}", rule.kind);
            assert!(
                rule.needles.iter().all(|n| *n == n.to_ascii_lowercase()),
                "{}",
                rule.kind
            );
        }
    }

    #[test]
    fn every_kind_is_redacted() {
        let cases = [
            (
                "key AKIAIOSFODNN7EXAMPLE here",
                "key [REDACTED:aws_access_key_id] here",
            ),
            (
                "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                "aws_secret_access_key = [REDACTED:aws_secret_access_key]",
            ),
            (
                "use ghp_1234567890abcdefghijABCDEFGHIJ123456 now",
                "use [REDACTED:github_token] now",
            ),
            (
                "gho_abcdefghijABCDEFGHIJ1234567890abcdef",
                "[REDACTED:github_token]",
            ),
            (
                "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
                "[REDACTED:github_token]",
            ),
            (
                "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789",
                "[REDACTED:anthropic_key]",
            ),
            (
                "OPENAI sk-proj-abc123def456ghi789jkl012mno",
                "OPENAI [REDACTED:openai_key]",
            ),
            ("sk-abcdefghij1234567890abcdefghij", "[REDACTED:openai_key]"),
            ("xoxb-123456789012-abcdefghijkl", "[REDACTED:slack_token]"),
            ("sk_live_4eC39HqLyjWDarjtT1zdp7dc", "[REDACTED:stripe_key]"),
            (
                "AIzaSyA1234567890abcdefghijklmnopqrstuv",
                "[REDACTED:google_api_key]",
            ),
            (
                "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U end",
                "jwt [REDACTED:jwt] end",
            ),
            (
                "Authorization: Bearer abc123def456ghi789",
                "Authorization: Bearer [REDACTED:bearer_token]",
            ),
            (
                "postgres://admin:s3cr3t@db.example.com/app",
                "postgres://admin:[REDACTED:url_credentials]@db.example.com/app",
            ),
            (
                "password=hunter2 failed",
                "password=[REDACTED:password] failed",
            ),
            (
                "DB_PASSWORD='correct-horse'",
                "DB_PASSWORD='[REDACTED:password]'",
            ),
            ("client_secret=abcdef123", "client_secret=[REDACTED:secret]"),
            ("token=abc.def.ghi", "token=[REDACTED:token]"),
            (
                r#"{"api_key": "k-123"}"#,
                r#"{"api_key": "[REDACTED:api_key]"}"#,
            ),
        ];
        for (input, want) in cases {
            assert_eq!(kinds(input), want, "input: {input}");
        }
    }

    #[test]
    fn pem_blocks_are_redacted_whole() {
        let pem = "before\n-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nabc==\n-----END RSA PRIVATE KEY-----\nafter";
        assert_eq!(kinds(pem), "before\n[REDACTED:private_key]\nafter");
        let cut = "key: -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA";
        assert_eq!(kinds(cut), "key: [REDACTED:private_key]");
    }

    #[test]
    fn ordinary_text_is_left_alone() {
        let keep = [
            "empty string token not guarded",
            "check refresh_token before validate",
            "token: expired too early when clock skewed",
            "the token = None case crashed",
            "fixed in commit 3f9a1c2e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f",
            "uid 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b matched",
            "JWT expiry not handled",
            "Bearer tokens must be checked",
            "sk-learn-style-estimator-names-are-long",
            "https://example.com/path?q=1",
            "password=$DB_PASSWORD from env",
            "타임존 없는 datetime 비교 🔥",
        ];
        for text in keep {
            assert_eq!(kinds(text), text);
        }
    }
}
