//! UserPromptSubmit: when the prompt names a symbol with lessons, they come with it; then
//! lessons the prompt's words find by full-text search, only when prompt and lesson share
//! enough words (a prompt about something else gets nothing).
//!
//! For names, only words written like code count (`snake_case`, `CamelCase`, `a.b`, `Type::method`,
//! `` `quoted` ``, `call()`), matched exactly against a symbol's full name or its last
//! segment: a prompt saying "run the tests" must not pull in `Runner.run`.

use std::collections::HashSet;

use anyhow::Result;

use super::Runtime;
use super::answer::Answer;
use super::event::EventName;
use super::lessons::{self, Block};
use crate::store::Store;
use crate::store::search::Hit;

pub(crate) fn answer(rt: &mut Runtime, prompt: &str) -> Result<Option<Answer>> {
    let words = sample(code_words(prompt), MAX_NAMES);
    let (root, project) = rt.project()?;
    let threshold = rt.config(&root).context_threshold;
    let budget = rt.config(&root).max_context_chars;
    let store = rt.store()?;
    if !store.project_has_lessons(&project)? {
        return Ok(None);
    }
    let mut blocks = Vec::new();
    let mut named = Vec::new();
    for w in &words {
        for (id, _) in store.symbols_named_by(&project, w, threshold)? {
            if !named.contains(&id) {
                named.push(id);
            }
        }
    }
    {
        for id in named {
            let Some(s) = store.symbol(id)? else { continue };
            if s.risk_score < threshold {
                continue;
            }
            let lessons = lessons::showable(store, s.id)?;
            blocks.push(Block {
                symbol: s,
                lessons,
                moved_from: None,
            });
        }
    }
    // Then lessons whose words the prompt uses, when the match is close enough.
    for hit in searched(store, &project, prompt)? {
        if blocks.iter().any(|b| b.symbol.id == hit.symbol_id) {
            continue;
        }
        let Some(s) = store.symbol(hit.symbol_id)? else {
            continue;
        };
        if s.risk_score < threshold {
            continue;
        }
        let lessons: Vec<_> = lessons::showable(store, s.id)?
            .into_iter()
            .filter(|e| e.id == hit.lesson_id)
            .collect();
        blocks.push(Block {
            symbol: s,
            lessons,
            moved_from: None,
        });
    }
    lessons::rank(store, &mut blocks)?;
    lessons::unseen_context(
        rt,
        EventName::UserPromptSubmit,
        "code-memory: lessons recorded for the code this prompt is about:",
        blocks,
        budget,
    )
}

/// Most lessons a prompt's words bring by search.
const SEARCH_HITS: usize = 3;

/// Lessons found by full-text search on the prompt's words, kept only when they share at
/// least [`MIN_SHARED_WORDS`] distinct words of three letters or more (common words aside)
/// with the prompt: a prompt about something else brings nothing.
fn searched(store: &Store, project: &str, prompt: &str) -> Result<Vec<Hit>> {
    let words = content_words(prompt);
    if words.len() < MIN_SHARED_WORDS {
        return Ok(Vec::new());
    }
    // The most telling words first (the search reads only so many): the longest.
    let mut ordered: Vec<&String> = words.iter().collect();
    ordered.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    let query = ordered
        .iter()
        .map(|w| w.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = Vec::new();
    for hit in store.search_lessons(project, &query, None, 20)? {
        let Some(lesson) = store.lesson(hit.lesson_id)? else {
            continue;
        };
        let symbol = store.symbol(hit.symbol_id)?;
        let text = format!(
            "{} {} {}",
            lesson.lesson,
            lesson.detail.unwrap_or_default(),
            symbol
                .map(|s| format!("{} {}", s.name, s.file))
                .unwrap_or_default()
        );
        let shared = content_words(&text).intersection(&words).count();
        if shared >= MIN_SHARED_WORDS {
            out.push(hit);
            if out.len() == SEARCH_HITS {
                break;
            }
        }
    }
    Ok(out)
}

/// Distinct words a prompt and a lesson must share for a search hit to count.
const MIN_SHARED_WORDS: usize = 2;

/// Words too common in prompts and lessons to say what either is about.
const COMMON: &[&str] = &[
    "add", "all", "and", "any", "are", "bug", "but", "can", "did", "fix", "for", "get", "got",
    "had", "has", "how", "its", "new", "not", "now", "one", "out", "run", "see", "set", "the",
    "use", "was", "way", "who", "why", "you", "about", "again", "also", "before", "being",
    "cannot", "change", "code", "could", "does", "done", "each", "error", "fail", "failed",
    "fails", "failing", "file", "files", "first", "from", "function", "have", "here", "into",
    "just", "like", "look", "make", "more", "need", "only", "other", "please", "should", "some",
    "still", "sure", "test", "tests", "than", "that", "their", "them", "then", "there", "these",
    "they", "this", "those", "want", "were", "what", "when", "where", "which", "while", "will",
    "with", "work", "works", "would", "your",
];

/// The distinct words of `text` of three letters or more, lower case, common words aside.
fn content_words(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() >= 3 && w.chars().any(char::is_alphabetic))
        .map(str::to_lowercase)
        .filter(|w| !COMMON.contains(&w.as_str()))
        .collect()
}

/// Most names of a prompt looked up: each costs queries, and a prompt naming more code than
/// this is a pasted log or file, not a question about some of it.
const MAX_NAMES: usize = 64;

/// The first and last `max / 2` of `words`, when there are more.
fn sample(mut words: Vec<String>, max: usize) -> Vec<String> {
    if words.len() > max {
        words.drain(max / 2..words.len() - (max - max / 2));
    }
    words
}

/// The words of `prompt` written like code, and for dotted ones each segment's tail too
/// (`Cart.total` also offers `total`, `Cart::total` is read as `Cart.total`), each once, in
/// the order the prompt gives them.
fn code_words(prompt: &str) -> Vec<String> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut insert = |w: String| {
        if seen.insert(w.clone()) {
            out.push(w);
        }
    };
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
                insert(last.to_string());
            }
            insert(w);
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
            assert!(w.iter().any(|x| x == want), "{want} in {w:?}");
        }
        for not in ["run", "the", "tests", "fix"] {
            assert!(!w.iter().any(|x| x == not), "{not} in {w:?}");
        }
        assert!(code_words("just words here").is_empty());
    }

    #[test]
    fn a_prompt_full_of_names_is_sampled_at_both_ends() {
        let prompt: String = (0..10_000).map(|i| format!("Cls{i}.meth_{i}() ")).collect();
        let words = sample(code_words(&prompt), MAX_NAMES);
        assert_eq!(words.len(), MAX_NAMES);
        assert_eq!(words[..2], ["meth_0", "Cls0.meth_0"]);
        assert_eq!(words[MAX_NAMES - 1], "Cls9999.meth_9999");
        assert_eq!(sample(vec!["a".into()], MAX_NAMES), ["a"]);
    }
}
