//! UserPromptSubmit: when the prompt names a symbol with lessons, they come with it.
//!
//! Only words written like code count (`snake_case`, `CamelCase`, `a.b`, `Type::method`,
//! `` `quoted` ``, `call()`), matched exactly against a symbol's full name or its last
//! segment: a prompt saying "run the tests" must not pull in `Runner.run`.

use std::collections::HashSet;

use anyhow::Result;

use super::Runtime;
use super::answer::Answer;
use super::event::EventName;
use super::lessons::{self, Block};

pub(crate) fn answer(rt: &mut Runtime, prompt: &str) -> Result<Option<Answer>> {
    let words = code_words(prompt);
    if words.is_empty() {
        return Ok(None);
    }
    let (root, project) = rt.project()?;
    let threshold = rt.config(&root).context_threshold;
    let budget = rt.config(&root).max_context_chars;
    let store = rt.store()?;
    if !store.project_has_lessons(&project)? {
        return Ok(None);
    }
    let risky = store.symbols_may_reach(&project, threshold)?;
    let mut blocks = Vec::new();
    for (id, name) in risky {
        let last = name.rsplit('.').next().unwrap_or(&name);
        if !(words.contains(name.as_str()) || words.contains(last)) {
            continue;
        }
        let Some(s) = store.symbol(id)? else { continue };
        if s.risk_score < threshold {
            continue;
        }
        let lessons = lessons::showable(store, s.id)?;
        blocks.push(Block { symbol: s, lessons });
    }
    blocks.sort_by(|a, b| b.symbol.risk_score.total_cmp(&a.symbol.risk_score));
    lessons::unseen_context(
        rt,
        EventName::UserPromptSubmit,
        "code-memory: lessons recorded for symbols named in this prompt:",
        blocks,
        budget,
    )
}

/// The words of `prompt` written like code, and for dotted ones each segment's tail too
/// (`Cart.total` also offers `total`, `Cart::total` is read as `Cart.total`).
fn code_words(prompt: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut in_backticks = false;
    let mut word = String::new();
    let mut chars = prompt.chars().peekable();
    let mut flush = |word: &mut String, quoted: bool, called: bool| {
        let w = word
            .replace("::", ".")
            .trim_matches(|c: char| c == '.' || c == ':')
            .to_string();
        word.clear();
        if w.is_empty() || !w.chars().any(|c| c.is_alphabetic()) {
            return;
        }
        let looks_like_code = quoted
            || called
            || w.contains('_')
            || w.contains('.')
            || w.chars().any(|c| c.is_uppercase());
        if looks_like_code {
            if let Some((_, last)) = w.rsplit_once('.') {
                out.insert(last.to_string());
            }
            out.insert(w);
        }
    };
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || matches!(c, '_' | '.' | ':' | '#' | '$') {
            word.push(c);
            continue;
        }
        let called = c == '(';
        flush(&mut word, in_backticks, called);
        if c == '`' {
            in_backticks = !in_backticks;
        }
        if chars.peek().is_none() {
            break;
        }
    }
    flush(&mut word, in_backticks, false);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_code_like_words() {
        let w = code_words(
            "Please fix Cart.total and apply_discount(), then run the tests; see `total` and Deserializer::parse_value.",
        );
        for want in [
            "Cart.total",
            "total",
            "apply_discount",
            "Deserializer.parse_value",
            "parse_value",
            "Please",
        ] {
            assert!(w.contains(want), "{want} in {w:?}");
        }
        for not in ["run", "the", "tests", "fix"] {
            assert!(!w.contains(not), "{not} in {w:?}");
        }
        assert!(code_words("just words here").is_empty());
    }
}
