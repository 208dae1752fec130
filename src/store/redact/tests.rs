//! Redaction case by case: each rule, the shapes that must not match, cut secrets.

use super::{redact, redact_and_cut};

fn kinds(text: &str) -> String {
    redact(text).into_owned()
}

#[test]
fn every_pattern_compiles_and_every_needle_is_lowercase() {
    for rule in super::RULES.iter() {
        assert!(regex::Regex::new(&rule.pattern).is_ok(), "{}", rule.kind);
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
            "redis://:hunter2pass@cache:6379/0",
            "redis://:[REDACTED:url_credentials]@cache:6379/0",
        ),
        (
            "password=hunter2 failed",
            "password=[REDACTED:password] failed",
        ),
        (
            "DB_PASSWORD='correct-horse'",
            "DB_PASSWORD='[REDACTED:password]'",
        ),
        (
            r#"DB_PASSWORD="correct horse x staple" then"#,
            r#"DB_PASSWORD="[REDACTED:password]" then"#,
        ),
        ("client_secret=abcdef123", "client_secret=[REDACTED:secret]"),
        ("token=abc.def.ghi", "token=[REDACTED:token]"),
        (
            r#"{"api_key": "k-123"}"#,
            r#"{"api_key": "[REDACTED:api_key]"}"#,
        ),
        (
            "DD_APP_KEY=0123456789abcdef0123456789abcdef01234567",
            "DD_APP_KEY=[REDACTED:api_key]",
        ),
        (
            "Authorization: Basic ZGVwbG95OnMzY3IzdA==",
            "Authorization: Basic [REDACTED:basic_auth]",
        ),
        (
            "curl -u deploy:s3cr3tpass https://x.example.com",
            "curl -u deploy:[REDACTED:cli_credentials] https://x.example.com",
        ),
        (
            r#"{"auths": {"r.example.com": {"auth": "ZGVwbG95OnMzY3IzdA=="}}}"#,
            r#"{"auths": {"r.example.com": {"auth": "[REDACTED:docker_auth]"}}}"#,
        ),
        (
            "https://api.telegram.org/bot1234567890:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1/getMe",
            "https://api.telegram.org/bot[REDACTED:telegram_bot_token]/getMe",
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
fn a_secret_already_cut_at_the_end_is_still_redacted() {
    let cases = [
        (
            "leaked AKIAZ3MHALQ7XKP",
            "leaked [REDACTED:aws_access_key_id]",
        ),
        (
            "leaked AKIAZ3MHALQ7…",
            "leaked [REDACTED:aws_access_key_id]…",
        ),
        (
            "token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjaS1i…",
            "token [REDACTED:jwt]…",
        ),
        (
            "header eyJhbGciOiJIUzI1NiIsInR5cCI6Ik",
            "header [REDACTED:jwt]",
        ),
        (
            "push with ghp_Ab3dE9xQ…",
            "push with [REDACTED:github_token]…",
        ),
        ("glpat-x7Y2mQ9aB4", "[REDACTED:gitlab_token]"),
        ("key sk-ant-api03-Zx9", "key [REDACTED:anthropic_key]"),
        ("SG.ngeVfQFYQlKU0ufo8x5d1A.TwL2", "[REDACTED:sendgrid_key]"),
        (
            "bot1234567890:AAHdqTcv…",
            "bot[REDACTED:telegram_bot_token]…",
        ),
    ];
    for (input, want) in cases {
        assert_eq!(kinds(input), want, "input: {input}");
    }
    // Names that share a prefix are not fragments of a key.
    for keep in ["set npm_config", "see hf_hub", "use AKIA", "then dapi"] {
        assert_eq!(kinds(keep), keep);
    }
}

#[test]
fn redaction_comes_before_the_cut() {
    let text = format!("{} AKIAZ3MHALQ7XKP2VN4D tail", "x".repeat(184));
    let cut = redact_and_cut(&text, 200);
    assert!(cut.chars().count() <= 200 && cut.ends_with('…'), "{cut}");
    assert!(!cut.contains("AKIAZ3"), "{cut}");
    assert_eq!(redact_and_cut("short", 200), "short");
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
        "pwd=/home/runner/work/shop",
        "OLDPWD=/srv/build",
        "page_token=2",
        "sku sk-1001-blue-large-cotton-shirt-2024",
        "Basic authentication failed",
        "docker run -u 1000:1000 app",
    ];
    for text in keep {
        assert_eq!(kinds(text), text);
    }
}

/// How long a 10 KB pytest run with a few secrets takes to redact; printed, not asserted
/// (`cargo test --lib redact -- --nocapture` shows it).
#[test]
fn ten_kilobytes_of_test_output_are_redacted() {
    let mut out = String::new();
    let mut i = 0;
    while out.len() < 10_000 {
        out.push_str(&format!(
            "tests/test_orders.py::test_total[{i}] FAILED\nE   AssertionError: expected 90, got 81 for order 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b\n"
        ));
        if i % 40 == 7 {
            out.push_str("E   requests.exceptions.HTTPError: 401 for https://ci:hunter2pass@api.example.com/v1 with ghp_1234567890abcdefghijABCDEFGHIJ123456\n");
        }
        i += 1;
    }
    redact("warm up AKIAIOSFODNN7EXAMPLE password=x token=y");
    let runs = 20;
    let start = std::time::Instant::now();
    let mut redacted = String::new();
    for _ in 0..runs {
        redacted = redact(&out).into_owned();
    }
    let each = start.elapsed() / runs;
    println!("redacting {} bytes of test output: {each:?}", out.len());
    assert!(!redacted.contains("hunter2pass") && !redacted.contains("ghp_1234"));
    assert!(redacted.contains("test_total[0] FAILED"));
}

/// The shapes that once kept a part of the secret: a PGP block's body, a basic credential
/// of any encoding, YAML and INI passwords, a bot token, a password with commas and quotes.
#[test]
fn the_whole_secret_goes_whatever_its_shape() {
    let cases = [
        (
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\nlQOYBF0abcdEFGHijklMNOP\nqrstUVWX==\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----\nafter",
            "[REDACTED:private_key]\nafter",
        ),
        (
            r#"E   ValueError: bad key "-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF0abcdEFGH\n-----END PGP PRIVATE KEY BLOCK-----""#,
            r#"E   ValueError: bad key "[REDACTED:private_key]""#,
        ),
        (
            "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nP2/56wAAAi4AAAA3aWYtbW9kbntz\n---- END SSH2 ENCRYPTED PRIVATE KEY ----",
            "[REDACTED:private_key]",
        ),
        (
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\nAAAAIGDvjk0ZBf2yDIMxOIEx4\nPrivate-MAC: 6e1b8a0c\nnext",
            "[REDACTED:putty_private_key]\nnext",
        ),
        // `echo deploy:pw | base64` keeps the newline; a URL-safe encoding; a long user.
        (
            "Authorization: Basic ZGVwbG95OnMzY3IzdHB3Cg==",
            "Authorization: Basic [REDACTED:basic_auth]",
        ),
        (
            r#"headers={"Authorization": "Basic YWRtaW5pc3RyYXRvckBleGFtcGxlLmNvbTpz-_3cjN0"}"#,
            r#"headers={"Authorization": "Basic [REDACTED:basic_auth]"}"#,
        ),
        (
            "database:\n  user: app\n  password: correcthorsebattery\n",
            "database:\n  user: app\n  password: [REDACTED:password]\n",
        ),
        ("  password: 'a b,c'", "  password: '[REDACTED:password]'"),
        (
            "[db]\npassword = correct horse, battery\nhost = x",
            "[db]\npassword = [REDACTED:password]\nhost = x",
        ),
        (
            "client_secret: abcdefghij",
            "client_secret: [REDACTED:secret]",
        ),
        (
            "Authorization: Bot MTA5ODc2NTQzMjEwOTg3NjU0MzI.GxYzAb.abcdefghijklmnopqrstuvwxyz0123456789",
            "Authorization: Bot [REDACTED:discord_token]",
        ),
        (
            "client.run('Bot abcdefghijklmnopqrst.uvwxyzABCDEF')",
            "client.run('Bot [REDACTED:discord_token]')",
        ),
        (
            "PASSWORD=abc,def123,ghi pytest -x",
            "PASSWORD=[REDACTED:password] pytest -x",
        ),
        (
            r#"PASSWORD=pa"ss wo"rd,x pytest"#,
            "PASSWORD=[REDACTED:password] pytest",
        ),
        ("password: Tr0ub4dor&3", "password: [REDACTED:password]"),
        (
            r#"sh -c 'echo password: '"'"'quiet river, x'"'"' > cfg'"#,
            r#"sh -c 'echo password: '"'"'[REDACTED:password]'"'"' > cfg'"#,
        ),
        (
            "{user: app, password: correcthorse}",
            "{user: app, password: [REDACTED:password]}",
        ),
        (
            "production: adapter: pg password: correcthorse pool: 5",
            "production: adapter: pg password: [REDACTED:password] pool: 5",
        ),
        (
            "connect(password=s3cr3t, host=db)",
            "connect(password=[REDACTED:password], host=db)",
        ),
    ];
    for (input, want) in cases {
        assert_eq!(kinds(input), want, "input: {input}");
    }
    // Prose and code keep their words.
    for keep in [
        "password: expired too early for the batch job",
        "password=get_password(user) was called twice",
        "password=os.environ[\"PW\"] is read at import",
        "the password field was empty",
        "basic usage: see Basic authentication",
        "a Bot account cannot join",
    ] {
        assert_eq!(kinds(keep), keep);
    }
}

/// A secret's name then one word, wherever the name stands on its line: after a test
/// runner's margin, a diff's sign, a log's head. Prose about the value keeps its words.
#[test]
fn a_named_value_is_redacted_after_any_prefix_whatever_its_characters() {
    let cases = [
        (
            "login failed: password: XkqzWmvRtpLh",
            "login failed: password: [REDACTED:password]",
        ),
        (
            "E       password: XkqzWmvRtpLh",
            "E       password: [REDACTED:password]",
        ),
        (
            "+  password: hunterhunter",
            "+  password: [REDACTED:password]",
        ),
        (
            "-  db_password: abcdefgh",
            "-  db_password: [REDACTED:password]",
        ),
        (
            "E   client_secret: QwertyAsdf, retrying",
            "E   client_secret: [REDACTED:secret], retrying",
        ),
        ("+ api_key: QwertyAsdf", "+ api_key: [REDACTED:api_key]"),
        (
            "WARN auth_token: QwertyAsdf user: bob",
            "WARN auth_token: [REDACTED:token] user: bob",
        ),
        (
            r#"log("access_token: QwertyAsdf")"#,
            r#"log("access_token: [REDACTED:token]")"#,
        ),
    ];
    for (input, want) in cases {
        assert_eq!(kinds(input), want, "input: {input}");
    }
    for keep in [
        "E       AssertionError: password: must be 8 chars",
        "E   assert msg == 'password: must be at least 8 characters'",
        "E   AssertionError: {'password': 'too short'}",
        "+  password_reset: true",
        "E       password: required",
        "login failed: password: invalid",
        "+    password: str",
        "def login(password: str, api_key: Optional[str]) -> None",
        "+    password: cfg.password",
        "SyntaxError: unexpected token: EOF",
        "WARN auth_token: expired, refreshing",
    ] {
        assert_eq!(kinds(keep), keep);
    }
}
