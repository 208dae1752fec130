//! Lesson text: secrets redacted before storage, ordinary and Unicode text kept.

use super::stdout;
use crate::common::Env;

#[test]
fn secrets_are_redacted_before_storage() {
    let env = Env::new();
    let cases = [
        ("aws key AKIAIOSFODNN7EXAMPLE", "aws_access_key_id"),
        (
            "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key",
        ),
        ("ghp_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("gho_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("ghu_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("ghs_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        ("ghr_1234567890abcdefghijABCDEFGHIJ123456", "github_token"),
        (
            "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
            "github_token",
        ),
        (
            "sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789",
            "anthropic_key",
        ),
        ("sk-abcdefghij1234567890abcdefghij", "openai_key"),
        ("sk-proj-abc123def456ghi789jkl012mno", "openai_key"),
        ("xoxb-123456789012-abcdefghijkl", "slack_token"),
        ("xoxp-123456789012-abcdefghijkl", "slack_token"),
        ("sk_live_4eC39HqLyjWDarjtT1zdp7dc", "stripe_key"),
        ("rk_test_4eC39HqLyjWDarjtT1zdp7dc", "stripe_key"),
        ("AIzaSyA1234567890abcdefghijklmnopqrstuv", "google_api_key"),
        (
            "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
            "jwt",
        ),
        (
            "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----",
            "private_key",
        ),
        (
            "Authorization: Bearer abc123def456ghi789jkl",
            "bearer_token",
        ),
        ("redis://default:hunter2pass@cache:6379", "url_credentials"),
        ("password=hunter2", "password"),
        ("secret=abc", "secret"),
        ("token=abc.def", "token"),
        ("api_key=12345abcdef", "api_key"),
    ];
    for (secret, kind) in cases {
        let lesson = format!("failed with {secret} in config");
        let r = env.json(&[
            "fail",
            "Cfg.load",
            &lesson,
            "--detail",
            &format!("detail {secret}"),
        ]);
        let stored = r["experience"]["lesson"].as_str().unwrap();
        let marker = format!("[REDACTED:{kind}]");
        assert!(stored.contains(&marker), "{secret}: {stored}");
        assert!(
            stored.starts_with("failed with ") && stored.ends_with(" in config"),
            "{stored}"
        );
        assert!(
            r["experience"]["detail"]
                .as_str()
                .unwrap()
                .contains(&marker)
        );
    }
    // Nothing of a secret is left anywhere in the file.
    let raw = std::fs::read(env.db()).unwrap();
    let wal = std::fs::read(env.db().with_extension("db-wal")).unwrap_or_default();
    for hay in [&raw, &wal] {
        let text = String::from_utf8_lossy(hay);
        assert!(!text.contains("AKIAIOSFODNN7EXAMPLE") && !text.contains("hunter2"));
    }
}

#[test]
fn ordinary_text_survives_redaction() {
    let env = Env::new();
    for text in [
        "empty string token not guarded",
        "refresh_token must be checked before validate",
        "token: expired too early",
        "reverted 3f9a1c2e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f after bisect",
        "session 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b lost",
        "see https://docs.example.com/auth?x=1",
        "Bearer tokens are rejected when expired",
        "the password field was empty",
    ] {
        let r = env.json(&["fail", "T", text]);
        assert_eq!(r["experience"]["lesson"], text);
    }
}

#[test]
fn unicode_and_long_text_round_trip() {
    let env = Env::new();
    let korean = "타임존 없는 datetime 비교 🔥 — 토큰 만료 처리 누락 ✅";
    let long: String = "긴 교훈 🧪 lesson ".repeat(800);
    env.json(&["fail", "서비스.검증", korean, "--detail", &long]);
    let q = env.json(&["query", "서비스"]);
    let e = &q["symbols"][0]["experiences"][0];
    assert_eq!(q["symbols"][0]["name"], "서비스.검증");
    assert_eq!(e["lesson"], korean);
    assert_eq!(e["detail"].as_str().unwrap(), long.trim());
    let out = stdout(&env, &["query", "서비스.검증"]);
    assert!(out.contains(korean));
}
