//! The checks a rule runs on what its pattern matched, for shapes a regex without
//! look-around cannot say: does the value look generated, is the name a secret's, is a
//! `user:password` pair really one.

pub(super) fn always(_: &str, _: &str, _: &str) -> bool {
    true
}

pub(super) fn has_digit(_: &str, secret: &str, _: &str) -> bool {
    secret.bytes().any(|b| b.is_ascii_digit())
}

/// Generated text: a digit, both cases, or a long run of capitals (an AWS key id cut before
/// its first digit). `npm_config`, `hf_hub` are names, not keys.
pub(super) fn looks_generated(_: &str, secret: &str, _: &str) -> bool {
    let b = secret.as_bytes();
    let upper = b.iter().any(u8::is_ascii_uppercase);
    let lower = b.iter().any(u8::is_ascii_lowercase);
    b.iter().any(u8::is_ascii_digit) || (upper && lower) || (upper && b.len() >= 10)
}

/// OpenAI-style `sk-` keys carry one long random run (`sk-proj-<random>`, the legacy
/// `T3BlbkFJ` marker); `sk-1001-blue-large-cotton-shirt` and `sk-learn-...` are names.
pub(super) fn openai_like(_: &str, secret: &str, _: &str) -> bool {
    secret.contains("T3BlbkFJ")
        || secret.split(['-', '_']).any(|part| {
            part.len() >= 16
                && part.bytes().all(|b| b.is_ascii_alphanumeric())
                && looks_generated("", part, "")
        })
}

/// `Basic <base64>` is a credential when it decodes to `user:password`; "basic usage" and
/// "Basic authentication" do not decode to that.
/// A trailing newline (`echo user:pw | base64`) and UTF-8 passwords count.
pub(super) fn basic_credentials(_: &str, value: &str, _: &str) -> bool {
    decode_base64(value).is_some_and(|d| {
        let text = String::from_utf8_lossy(&d);
        let text = text.trim_end_matches(['\n', '\r']);
        text.contains(':') && !text.chars().any(char::is_control)
    })
}

/// Standard base64, padding optional; a cut value decodes as far as it is whole.
pub(super) fn decode_base64(s: &str) -> Option<Vec<u8>> {
    let val = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' | b'-' => Some(62),
        b'/' | b'_' => Some(63),
        _ => None,
    };
    let body = s.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(body.len() * 3 / 4);
    for chunk in body.chunks(4) {
        let v: Vec<u8> = chunk.iter().map(|&c| val(c)).collect::<Option<_>>()?;
        let n = v
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, &x)| acc | (u32::from(x) << (18 - 6 * i)));
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..v.len().max(1)]);
    }
    Some(out)
}

/// `name=value` is always an assignment, and so is a quoted value unless it reads as a
/// message about the rule (`"password": "must be 8 chars"`). `name: value` is one when the
/// value looks generated (has a digit), or when the name is a secret's own (`password`,
/// `client_secret`, `auth_token`, `api_key`: see [`names_a_secret`]) and the value is the
/// last word of its clause, wherever the name stands on its line (after a test runner's
/// margin, a diff's sign, a log's head): `password: XxxxXxxx` then the end of the line, a
/// comma, a bracket, a quote, a comment or the next `name:`. `token: expired too early`
/// and `password: must be 8 chars` go on with more words: sentences, not values. A word
/// that says what the value is or how it stands (`str`, `required`, `expired`) or names
/// a variable of the same name (`cfg.password`) holds no secret.
pub(super) fn is_assignment(before: &str, value: &str, after: &str) -> bool {
    // `first_pass=ok`: two characters are no password.
    if value.chars().count() < 3 || !is_secret_value(value) || !is_secret_name(before) {
        return false;
    }
    let quoted = before.ends_with(['"', '\'']);
    if !quoted && value.starts_with('[') {
        return false;
    }
    if quoted {
        return !reads_as_message(value);
    }
    before.contains('=')
        || value.bytes().any(|b| b.is_ascii_digit())
        || (names_a_secret(before) && !describes_a_value(before, value) && ends_a_clause(after))
}

/// Names whose value is a secret whatever it looks like: a password's, a secret's, and a
/// token's or a key's with a word that says whose (`auth_token`, `api_key`, not `token`,
/// which a parser's `unexpected token: EOF` has too).
fn names_a_secret(before: &str) -> bool {
    let name = name_of(before);
    let name = name.rsplit('.').next().unwrap_or_default();
    [
        "password",
        "passwd",
        "passphrase",
        "_pass",
        "secret",
        "secret_key_base",
    ]
    .iter()
    .any(|k| name.ends_with(k))
        || (name.len() > "token".len() && name.ends_with("token"))
        || (name.len() > "key".len() && name.ends_with("key"))
}

/// Words that say what a value is (a type) or how it stands, not what it is: `password:
/// str`, `client_secret: missing`, `auth_token: expired`; and a variable of the name's own
/// name (`password: cfg.password`).
fn describes_a_value(before: &str, value: &str) -> bool {
    const WORDS: &[&str] = &[
        "str",
        "string",
        "bytes",
        "int",
        "integer",
        "number",
        "bool",
        "boolean",
        "any",
        "object",
        "unknown",
        "text",
        "char",
        "varchar",
        "secretstr",
        "secretbytes",
        "optional",
        "option",
        "required",
        "invalid",
        "incorrect",
        "wrong",
        "expired",
        "revoked",
        "missing",
        "blank",
        "unset",
        "set",
        "changed",
        "reset",
        "ok",
        "okay",
        "valid",
        "rejected",
        "accepted",
        "denied",
        "failed",
        "passed",
        "skipped",
        "hidden",
        "masked",
        "sensitive",
        "omitted",
        "yes",
        "no",
        "on",
        "off",
        "enabled",
        "disabled",
        "default",
        "prompt",
        "stdin",
        "env",
        "keychain",
        "keyring",
        "generated",
        "random",
        "getpass",
    ];
    let lower = value.to_ascii_lowercase();
    let name = name_of(before);
    let name = name.rsplit('.').next().unwrap_or_default();
    let of_the_name = lower.strip_suffix(name).is_some_and(|head| {
        head.is_empty() || head.ends_with(['.', '_', '-']) || head.ends_with("->")
    });
    WORDS.contains(&lower.as_str()) || (!name.is_empty() && of_the_name)
}

/// The rest of the line after a value ends the value's clause: nothing, a comma, a
/// bracket, a stop or a quote, a comment, a comparison, a shell's `&&` or `|`, or the next
/// `name:` or `name=`.
fn ends_a_clause(after: &str) -> bool {
    let rest = after.trim_end();
    if rest.is_empty() || rest.starts_with([',', ';', ')', ']', '}', '>', '.', '"', '\'', '`']) {
        return true;
    }
    let next = rest.trim_start();
    if next.len() == rest.len() {
        return false;
    }
    if ["#", "//", "==", "!=", "->", "=>", "&&", "||", "|"]
        .iter()
        .any(|p| next.starts_with(p))
    {
        return true;
    }
    let word = next
        .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .next()
        .unwrap_or_default();
    !word.is_empty() && next[word.len()..].starts_with([':', '='])
}

/// A quoted value that is a message about the rule rather than a passphrase: words of
/// letters (a number among them), one of which a message has (`"must be 8 chars"`,
/// `"This field is required."`).
fn reads_as_message(value: &str) -> bool {
    const WORDS: &[&str] = &[
        "must",
        "should",
        "is",
        "are",
        "be",
        "not",
        "too",
        "least",
        "most",
        "required",
        "invalid",
        "characters",
        "chars",
        "match",
        "contain",
        "contains",
        "cannot",
        "field",
        "expected",
    ];
    let words: Vec<&str> = value
        .split_whitespace()
        .map(|w| w.trim_end_matches(['.', ',', '!', ';']))
        .collect();
    words.len() >= 2
        && words.iter().all(|w| {
            w.bytes().all(|b| b.is_ascii_alphabetic() || b == b'\'')
                || w.bytes().all(|b| b.is_ascii_digit())
        })
        && words
            .iter()
            .any(|w| WORDS.contains(&w.to_ascii_lowercase().as_str()))
}

/// The assigned name, from the text of the match before the value.
pub(super) fn name_of(before: &str) -> String {
    before
        .trim_start_matches(['"', '\'', '-'])
        .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase()
}

/// The value of a configuration line that sets a password: a name of a secret's, and a
/// value that is not a placeholder, a reference or a path, nor (after `:`) a word that
/// says what the value is or how it stands (`password: required`).
pub(super) fn is_config_value(before: &str, value: &str, _: &str) -> bool {
    let name = before
        .trim_start()
        .trim_start_matches("- ")
        .trim_start_matches("export ");
    let described =
        !before.contains('=') && !before.ends_with(['"', '\'']) && describes_a_value(name, value);
    value.chars().count() >= 3 && is_secret_value(value) && is_secret_name(name) && !described
}

/// Names that end like a secret's but hold none: the shell's working directories and
/// pagination cursors.
pub(super) fn is_secret_name(before: &str) -> bool {
    let name = name_of(before);
    let name = name.rsplit('.').next().unwrap_or_default();
    !(matches!(name, "pwd" | "oldpwd" | "cwd")
        || [
            "page_token",
            "pagetoken",
            "next_token",
            "nexttoken",
            "continuation_token",
        ]
        .iter()
        .any(|p| name.ends_with(p)))
}

/// Values of `password=`-style assignments that are clearly not secrets: placeholders,
/// variable references, paths and small numbers.
pub(super) fn is_secret_value(v: &str) -> bool {
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
    ) || v.bytes().all(|b| b == b'*' || b == b'x' || b == b'X');
    let marker = v.starts_with("[REDACTED:") && v.ends_with(']') && !v.contains(' ');
    let path = (v.starts_with('/') || v.starts_with("~/") || v.starts_with("./"))
        && v[1..].contains('/')
        && !v.contains(' ');
    let small_number = v.len() <= 4 && v.bytes().all(|b| b.is_ascii_digit());
    let code = looks_like_code(v);
    !(placeholder || marker || path || small_number || code || v.starts_with(['$', '<', '%', '{']))
}

/// A call or an index (`get_password()`, `os.environ["PW"]`, `cfg.db[`): a name, then `(`
/// or `[`.
fn looks_like_code(v: &str) -> bool {
    let Some(at) = v.find(['(', '[']) else {
        return false;
    };
    let name = &v[..at];
    name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
}

/// `scheme://host:8080` cut before its path is a port, not a password.
pub(super) fn password_not_port(before: &str, value: &str, after: &str) -> bool {
    !value
        .trim_end_matches(['…', '.'])
        .bytes()
        .all(|b| b.is_ascii_digit())
        && is_secret_value_only(before, value, after)
}

pub(super) fn is_secret_value_only(_: &str, value: &str, _: &str) -> bool {
    is_secret_value(value)
}
