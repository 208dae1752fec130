//! Redaction against the secret corpus: every kind in every context is scrubbed, ordinary
//! lessons are not, and through the binary nothing of a secret reaches the database.

use std::collections::{BTreeMap, BTreeSet};

use code_memory::store::redact::{redact, redact_and_cut};

use crate::common::Env;
use crate::hook::{SHOP_PY, Scene};
use crate::secret_corpus::{
    SecretCase, assert_no_secret, leaked_fragment, ordinary_lessons, secret_cases,
};

/// The contexts every kind comes in.
const CONTEXTS: [&str; 4] = ["prose", "test_output", "url_or_header", "quoted"];
/// The formats the shapes that are easy to keep in part come in as well: multi-line
/// blocks, headers, configuration files, JSON, a shell's environment, and a name's value
/// after a prefix (a test runner's margin, a diff's sign, a log's head).
const FORMATS: [&str; 7] = [
    "multiline",
    "header",
    "yaml",
    "ini",
    "json",
    "env",
    "prefixed",
];

#[test]
fn the_corpus_has_eighty_kinds_each_in_four_contexts() {
    let mut by_kind: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for case in secret_cases() {
        assert!(case.text.contains(&case.secret), "{case:?}");
        let context = case.context.as_str();
        assert!(
            CONTEXTS.contains(&context) || FORMATS.contains(&context),
            "{case:?}"
        );
        by_kind.entry(case.kind).or_default().insert(case.context);
    }
    assert!(by_kind.len() >= 80, "{} kinds", by_kind.len());
    for (kind, contexts) in &by_kind {
        for context in CONTEXTS {
            assert!(contexts.contains(context), "{kind}: {contexts:?}");
        }
    }
    let formats: BTreeSet<&str> = secret_cases()
        .iter()
        .filter_map(|c| FORMATS.iter().find(|f| **f == c.context).copied())
        .collect();
    assert_eq!(formats.len(), FORMATS.len(), "{formats:?}");
    assert!(ordinary_lessons().len() >= 50);
}

#[test]
fn every_secret_is_redacted_in_every_context() {
    let leaks: Vec<String> = secret_cases()
        .iter()
        .filter_map(|case| {
            let out = redact(&case.text);
            leaked_fragment(case, &out).map(|piece| {
                format!(
                    "{} ({}): {piece:?} left in {out:?}",
                    case.kind, case.context
                )
            })
        })
        .collect();
    assert!(
        leaks.is_empty(),
        "{} leaks:\n{}",
        leaks.len(),
        leaks.join("\n")
    );
}

#[test]
fn a_secret_in_prose_is_named_by_its_kind() {
    let wrong: Vec<String> = secret_cases()
        .iter()
        .filter(|c| c.context == "prose")
        .filter_map(|case| {
            let out = redact(&case.text);
            let marker = format!("[REDACTED:{}]", case.kind);
            (!out.contains(&marker)).then(|| format!("{}: {out}", case.kind))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn redaction_is_idempotent_and_keeps_the_text_around_a_secret() {
    for case in secret_cases() {
        let once = redact(&case.text).into_owned();
        assert_eq!(redact(&once), once, "{} ({})", case.kind, case.context);
        let (head, tail) = case.text.split_once(&case.secret).unwrap();
        // The words before and after the secret's line are kept.
        let first = head.lines().next().unwrap_or_default();
        let last = tail.lines().last().unwrap_or_default();
        if !first.is_empty() && first.len() < head.len() {
            assert!(once.starts_with(first), "{}: {once}", case.kind);
        }
        if !last.is_empty() && last.len() < tail.len() {
            assert!(once.ends_with(last), "{}: {once}", case.kind);
        }
    }
}

#[test]
fn ordinary_lessons_are_left_byte_for_byte() {
    let changed: Vec<String> = ordinary_lessons()
        .iter()
        .filter_map(|text| {
            let out = redact(text);
            (out != text.as_str()).then(|| format!("{text:?}\n  -> {out:?}"))
        })
        .collect();
    assert!(changed.is_empty(), "{}", changed.join("\n"));
}

#[test]
fn a_secret_straddling_the_cut_is_gone_when_redaction_comes_first() {
    for case in secret_cases() {
        let Some(at) = case.text.find(&case.secret) else {
            continue;
        };
        // Cut in the middle of the secret, as a 200-character lesson cut would.
        let middle = case.text[..at].chars().count() + case.secret.chars().count() / 2;
        let out = redact_and_cut(&case.text, middle);
        assert!(out.chars().count() <= middle);
        assert_no_secret(&case, &out);
    }
}

/// One case of each of a sample of kinds, spread over the corpus.
fn sample() -> Vec<SecretCase> {
    let mut seen = BTreeSet::new();
    secret_cases()
        .into_iter()
        .filter(|c| c.context == "prose" && seen.insert(c.kind.clone()))
        .step_by(4)
        .collect()
}

fn assert_database_clean(env: &Env, cases: &[SecretCase]) {
    let raw = std::fs::read(env.db()).unwrap();
    let wal = std::fs::read(env.db().with_extension("db-wal")).unwrap_or_default();
    for hay in [&raw, &wal] {
        let text = String::from_utf8_lossy(hay);
        for case in cases {
            let secret = &case.secret;
            let head: String = secret.chars().take(12).collect();
            assert!(
                !text.contains(&head),
                "{}: {head} in the database",
                case.kind
            );
        }
    }
}

#[test]
fn fail_then_query_shows_no_secret_across_kinds() {
    let env = Env::new();
    let cases = sample();
    assert!(cases.len() >= 15, "{}", cases.len());
    let all = secret_cases();
    for case in &cases {
        let output = all
            .iter()
            .find(|c| c.kind == case.kind && c.secret == case.secret && c.context == "test_output")
            .unwrap();
        let symbol = format!("Cfg.{}", case.kind);
        env.json(&["fail", &symbol, &case.text, "--detail", &output.text]);
        let shown = env.json(&["query", &symbol])["symbols"][0]["experiences"][0].to_string();
        assert!(shown.contains("[REDACTED:"), "{shown}");
        assert_no_secret(case, &shown);
        assert_no_secret(output, &shown);
    }
    assert_database_clean(&env, &cases);
}

#[test]
fn a_secret_straddling_two_hundred_and_a_thousand_characters_is_not_stored() {
    let env = Env::new();
    let key = "AKIAZ3MHALQ7XKP2VN4D";
    let jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjaS1ib3QiLCJpYXQiOjE3MzMwMDAwMDB9.kQ7vX2mYpL9sTnR4wE8uJ1cZ6bH3fD0aG5iK_oNqMxs";
    // The key's first 15 characters before character 200, the JWT's first 81 before 1,000.
    let lesson = format!("{} {key} after retry", "x".repeat(200 - 15 - 1));
    let detail = format!("{} {jwt} end", "y".repeat(1000 - 81 - 1));
    assert_eq!(lesson.find(key), Some(185));
    let r = env.json(&["fail", "Upload.send", &lesson, "--detail", &detail]);
    let e = &r["experience"];
    assert!(
        e["lesson"]
            .as_str()
            .unwrap()
            .contains("[REDACTED:aws_access_key_id]")
    );
    assert!(e["detail"].as_str().unwrap().contains("[REDACTED:jwt]"));
    let shown = env.json(&["query", "Upload.send"]).to_string();
    assert!(!shown.contains("AKIAZ3MHALQ") && !shown.contains("eyJhbGciOiJIUzI1NiIs"));
    for max in [200, 1000] {
        let cut = redact_and_cut(if max == 200 { &lesson } else { &detail }, max);
        assert!(!cut.contains("AKIAZ3") && !cut.contains("eyJhbG"), "{cut}");
    }
}

/// The automatic lesson of a failing run is cut to 200 characters and its detail to 1,000:
/// a key straddling the first cut and a JWT straddling the second leave nothing behind.
#[test]
fn a_failing_run_with_secrets_at_the_cuts_stores_none_of_them() {
    let s = Scene::new();
    let f = s.write("shop.py", SHOP_PY);
    s.write("test_shop.py", "from shop import apply_discount\n");
    s.edit(&f, "- 9\n", "- 8\n");
    let key = "AKIAZ3MHALQ7XKP2VN4D";
    let jwt = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjaS1ib3QiLCJpYXQiOjE3MzMwMDAwMDB9.kQ7vX2mYpL9sTnR4wE8uJ1cZ6bH3fD0aG5iK_oNqMxs";
    // `test_apply_discount failed: AssertionError: ` is 44 characters: the key starts at
    // 185 of the lesson. The detail repeats the error after its own 90-character head.
    let message = format!(
        "upload to s3 failed {} {key} then {} {jwt} end",
        "a".repeat(185 - 44 - 21),
        "b".repeat(1000 - 90 - 16 - 185 - 20 - 6 - 40)
    );
    let output = std::fs::read_to_string(format!(
        "{}/crates/testrun/tests/fixtures/pytest/pytest_x.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .replace(
        "AssertionError: expected 90, got 81",
        &format!("AssertionError: {message}"),
    );
    s.bash_failed("pytest -x", 1, &output);
    let lessons = s.lessons("apply_discount", "shop.py");
    let auto = lessons
        .iter()
        .find(|e| e["source"] == "auto")
        .unwrap_or_else(|| panic!("{lessons:?}"));
    let lesson = auto["lesson"].as_str().unwrap();
    let detail = auto["detail"].as_str().unwrap();
    // The key began 15 characters before the lesson's cut, the JWT 81 before the detail's.
    let at = |text: &str, marker: &str| text.find(marker).map(|i| text[..i].chars().count());
    assert_eq!(at(lesson, "[REDACTED:"), Some(185), "{lesson}");
    assert!(lesson.ends_with('…'), "{lesson}");
    assert_eq!(detail.matches("[REDACTED:").count(), 2, "{detail}");
    // Redacted first, the detail shrinks under its 1,000-character cut.
    assert!(detail.chars().count() <= 1000, "{detail}");
    assert!(at(detail, "[REDACTED:j").is_some(), "{detail}");
    for stored in [lesson, detail] {
        assert!(
            !stored.contains("AKIAZ3") && !stored.contains("eyJhbG"),
            "{stored}"
        );
        assert!(
            !stored.contains("MHALQ7") && !stored.contains("NiIsInR5"),
            "{stored}"
        );
    }
    let db = s.env.db();
    for file in [db.clone(), db.with_extension("db-wal")] {
        let raw = String::from_utf8_lossy(&std::fs::read(file).unwrap_or_default()).into_owned();
        assert!(!raw.contains("AKIAZ3") && !raw.contains("eyJhbGciOiJIUzI1NiIs"));
    }
}

/// Text cut before it was redacted (the older order, and text from elsewhere): a secret
/// cut at the end, at half or three quarters of its length, is still recognized by its
/// head, except for the two kinds whose head is only a long random run (a cut Discord
/// token is a base64 id, a cut Mailchimp key a hex run like a commit hash).
#[test]
fn a_secret_cut_before_redaction_is_still_recognized_by_its_head() {
    let mut missed = BTreeSet::new();
    for case in secret_cases().iter().filter(|c| c.context == "prose") {
        let at = case.text.find(&case.secret).unwrap();
        let n = case.secret.chars().count();
        for keep in [n * 3 / 4, n / 2] {
            let head: String = case.text[at..].chars().take(keep).collect();
            let text = format!("{}{head}…", &case.text[..at]);
            if leaked_fragment(case, &redact(&text)).is_some() {
                missed.insert(case.kind.as_str().to_owned());
            }
        }
    }
    let expected: BTreeSet<String> = ["discord_token", "mailchimp_key"].map(String::from).into();
    assert_eq!(missed, expected);
}
