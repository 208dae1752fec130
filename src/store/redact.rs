//! Secrets never reach the database: lesson and detail text is scrubbed before storage,
//! each secret replaced by `[REDACTED:<kind>]`.
//!
//! Lessons are pasted from test output, stack traces and shell sessions, which is exactly
//! where keys and tokens leak. Patterns are specific (known prefixes, fixed lengths, an
//! explicit `name=value` shape) so that ordinary prose mentioning "token", commit hashes,
//! UUIDs, paths and product codes survive untouched.
//!
//! Coverage follows the gitleaks default rule set (`config/gitleaks.toml`: one rule per
//! provider prefix) and the Yelp detect-secrets plugins (keyword assignments, basic auth,
//! private keys, JWT), narrowed where a rule of theirs needs entropy scoring to avoid false
//! positives. The corpus in `tests/fixtures/secrets/` is the list of kinds this must catch.
//!
//! Text is redacted before it is cut to length, never after (a cut secret no longer matches
//! its full pattern); a secret that arrives already cut at the end of the text (`ghp_abc…`,
//! a JWT missing its signature) is still recognized by its prefix when the fragment left
//! looks generated.
//!
//! This runs on the hook path, once per process: one Aho-Corasick pass over the text finds
//! which rules' needles occur, and only those rules' patterns are compiled (once) and run;
//! the regex engine is linear in the text.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::LazyLock;

use aho_corasick::AhoCorasick;
use regex::{Captures, Regex};
mod checks;
mod rules;

use rules::RULES;

/// Every rule's needles in one automaton, and the rules each needle stands for: one pass
/// over the text says which rules can match at all. (A `RegexSet` of the same needles takes
/// twenty times longer to build, and it is built once per hook process.)
static NEEDLES: LazyLock<(AhoCorasick, Vec<Vec<usize>>)> = LazyLock::new(|| {
    let mut rules_of: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, rule) in RULES.iter().enumerate() {
        for &n in rule.needles {
            rules_of.entry(n).or_default().push(i);
        }
    }
    let ac = AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .build(rules_of.keys())
        .expect("redaction needles build");
    (ac, rules_of.into_values().collect())
});

/// `text` with every secret replaced by `[REDACTED:<kind>]`; borrowed when nothing matched.
pub fn redact(text: &str) -> Cow<'_, str> {
    let (needles, rules_of) = &*NEEDLES;
    let mut wanted: Vec<bool> = RULES.iter().map(|r| r.needles.is_empty()).collect();
    for m in needles.find_overlapping_iter(text) {
        for &i in &rules_of[m.pattern().as_usize()] {
            wanted[i] = true;
        }
    }
    let mut out = Cow::Borrowed(text);
    for (rule, _) in RULES.iter().zip(wanted).filter(|(_, w)| *w) {
        let re = rule
            .re
            .get_or_init(|| Regex::new(&rule.pattern).expect("redaction pattern compiles"));
        let text: &str = &out;
        let replaced = re.replace_all(text, |caps: &Captures<'_>| {
            let whole = caps.get(0).expect("group 0 always matches");
            let secret = caps.iter().skip(1).flatten().next().unwrap_or(whole);
            let s = whole.as_str();
            let (start, end) = (secret.start() - whole.start(), secret.end() - whole.start());
            // The rest of the secret's line, for a rule that asks what follows it.
            let rest = &text[secret.end()..];
            let after = &rest[..rest.find('\n').unwrap_or(rest.len())];
            if !(rule.accept)(&s[..start], secret.as_str(), after) {
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

/// `text` redacted, then cut to at most `max` characters (ending in `…` when cut): the
/// order every caller that shortens text for storage must keep.
pub fn redact_and_cut(text: &str, max: usize) -> String {
    crate::text::cut(&redact(text), max)
}

#[cfg(test)]
mod tests;
