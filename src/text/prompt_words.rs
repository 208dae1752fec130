//! What a prompt says about code: the words that may name a symbol, the words that may name
//! a file, the passages it quotes, and its content words and phrases for full-text search.
//! Pure text work; `hook::on_prompt` matches these against the store.
//!
//! A prompt is prose: most of its words are English even when they are also the last
//! segment of some symbol (`run`, `total`, `Error` at the start of a sentence). Only words
//! written like code name a symbol, and how much they may match depends on how sure the
//! writing is ([`Reach`]).

use std::collections::HashSet;

/// How much of a symbol's name a word of the prompt may match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Reach {
    /// The whole name only: a capitalised or upper-case word in running text (`Config`,
    /// `TOOLS`), which is often a type's or a constant's name but also plain English.
    Whole,
    /// The whole name, or the last segment of a dotted one: an identifier no prose is
    /// written in (`apply_discount`, `fetchUser`, `HTTPServer`), a word quoted in backticks
    /// or called (`total()`).
    Segment,
}

/// A word of the prompt that may name a symbol. Dotted words keep their dots (`Cart.total`;
/// `Type::method` reads as `Type.method`).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct NameWord {
    pub(crate) word: String,
    pub(crate) reach: Reach,
}

/// True when `w` is written as no English word is: a `_` between letters, a lower-case
/// letter followed by an upper-case one (`fetchUser`), or two capitals before a lower-case
/// letter (`HTTPServer`).
pub(crate) fn is_identifier_like(w: &str) -> bool {
    let letters = w.chars().filter(|c| c.is_alphabetic()).count();
    if w.contains('_') && letters >= 2 {
        return true;
    }
    let cs: Vec<char> = w.chars().collect();
    cs.windows(2)
        .any(|p| p[0].is_lowercase() && p[1].is_uppercase())
        || cs
            .windows(3)
            .any(|p| p[0].is_uppercase() && p[1].is_uppercase() && p[2].is_lowercase())
}

/// The words of `prompt` that may name a symbol, each once with its widest reach.
pub(crate) fn name_words(prompt: &str) -> Vec<NameWord> {
    let mut out: Vec<NameWord> = Vec::new();
    // Where each word is in `out`: a pasted log of many names stays linear.
    let mut at: std::collections::HashMap<String, usize> = Default::default();
    let mut add = |found: Option<(String, Reach)>| {
        let Some((word, reach)) = found else { return };
        let i = *at.entry(word.clone()).or_insert_with(|| {
            out.push(NameWord { word, reach });
            out.len() - 1
        });
        out[i].reach = out[i].reach.max(reach);
    };
    let mut in_backticks = false;
    let mut word = String::new();
    // The last character before the current word that was not a space (a line break
    // counts): a sentence starts after none, a full stop, a colon, a list mark.
    let mut before: Option<char> = None;
    let mut word_before: Option<char> = None;
    for c in prompt.chars() {
        if c.is_alphanumeric() || matches!(c, '_' | '.' | ':' | '#' | '$') {
            if word.is_empty() {
                word_before = before;
            }
            word.push(c);
            continue;
        }
        if let Some(last) = word.chars().last() {
            add(classify(&word, in_backticks, c == '(', word_before));
            before = Some(last);
            word.clear();
        }
        if c == '`' {
            in_backticks = !in_backticks;
        }
        if c == '\n' || !c.is_whitespace() {
            before = Some(c);
        }
    }
    add(classify(&word, in_backticks, false, word_before));
    out
}

/// What `raw` (a run of word characters) may name, and how far.
fn classify(
    raw: &str,
    quoted: bool,
    called: bool,
    before: Option<char>,
) -> Option<(String, Reach)> {
    let w = raw
        .replace("::", ".")
        .trim_matches(|c: char| c == '.' || c == ':')
        .to_string();
    if !w.chars().any(char::is_alphabetic) {
        return None;
    }
    let last = w.rsplit('.').next().unwrap_or(&w);
    if quoted || called || w.contains('.') || is_identifier_like(last) {
        return Some((w, Reach::Segment));
    }
    let letters = w.chars().filter(|c| c.is_alphabetic()).count();
    let all_upper = letters >= 2 && !w.chars().any(char::is_lowercase);
    let capitalised = w.chars().next().is_some_and(char::is_uppercase);
    let sentence_start = before.is_none_or(|c| ".!?:;\n-*#>".contains(c) || c.is_ascii_digit());
    (all_upper || (capitalised && !sentence_start)).then_some((w, Reach::Whole))
}

/// The words of `prompt` that may name a file: a path (`src/auth/service.py`, `./a.ts`,
/// `@lib/x.go`, `C:\p\a.rs`) or a file name with an extension (`shop.py`), with a line
/// suffix (`:42`, `#L42`) and surrounding punctuation taken off. Which of them are files is
/// for the store to say (`Cart.total` is a word of this list too).
pub(crate) fn file_words(prompt: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let split = |c: char| c.is_whitespace() || "\"'`()[]{}<>,;|".contains(c);
    for raw in prompt.split(split) {
        let mut w = raw.replace('\\', "/");
        if let Some(i) = w.find("#L") {
            w.truncate(i);
        }
        let mut w = w.trim_end_matches(|c: char| ".:!?".contains(c)).to_string();
        // `a.py:42` or `a.py:42:7`: the line and column go.
        while let Some((head, tail)) = w.rsplit_once(':') {
            if tail.is_empty() || !tail.chars().all(|c| c.is_ascii_digit()) {
                break;
            }
            w = head.to_string();
        }
        let w = w.trim_start_matches('@').trim_start_matches("./");
        let base = w.rsplit('/').next().unwrap_or(w);
        let has_extension = base.rsplit_once('.').is_some_and(|(stem, ext)| {
            !ext.is_empty()
                && ext.len() <= 10
                && ext.chars().all(char::is_alphanumeric)
                && (!stem.is_empty() || base.len() > 1)
        });
        if has_extension && seen.insert(w.to_string()) {
            out.push(w.to_string());
        }
    }
    out
}

/// True when `file` (a project-relative path) is what `word` of a prompt names: the path
/// itself, its tail from a directory on (`auth/service.py`, `service.py`), or an absolute
/// or longer path that ends with it.
pub(crate) fn names_file(word: &str, file: &str) -> bool {
    let tail = |long: &str, short: &str| {
        long.len() > short.len()
            && long.ends_with(short)
            && long.as_bytes()[long.len() - short.len() - 1] == b'/'
    };
    !file.is_empty() && (word == file || tail(file, word) || tail(word, file))
}

/// The passages `prompt` quotes (`"..."`, `“...”`, `` `...` ``) of two words or more, lower
/// case, spaces collapsed: an error message pasted in quotes is matched as written.
pub(crate) fn quoted_passages(prompt: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (open, close) in [('"', '"'), ('\u{201c}', '\u{201d}'), ('`', '`')] {
        let mut rest = prompt;
        while let Some(i) = rest.find(open) {
            let after = &rest[i + open.len_utf8()..];
            let Some(j) = after.find(close) else { break };
            let passage = normalize(&after[..j]);
            if tokens(&passage).len() >= 2 && !out.contains(&passage) {
                out.push(passage);
            }
            rest = &after[j + close.len_utf8()..];
        }
    }
    out
}

/// `text` lower case with runs of white space made one space.
pub(crate) fn normalize(text: &str) -> String {
    super::one_line(text).to_lowercase()
}

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

/// The words of `text` in order, lower case, split as FTS5's `unicode61` splits them.
fn tokens(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A word that says what a text is about: three letters or more, not a number, not common.
fn is_content(w: &str) -> bool {
    w.chars().count() >= 3 && w.chars().any(char::is_alphabetic) && !COMMON.contains(&w)
}

/// The distinct content words of `text`.
pub(crate) fn content_words(text: &str) -> HashSet<String> {
    tokens(text).into_iter().filter(|w| is_content(w)).collect()
}

/// The pairs of content words of `text` that stand side by side as prose (`jwt expiry`):
/// words between spaces, punctuation around them aside. A path, a file name or an
/// identifier (`tree/src/themes/schema.json`, `oh-my-posh`) is no words of prose: its parts
/// make no pair, and it parts the words around it.
pub(crate) fn phrases(text: &str) -> HashSet<(String, String)> {
    let words: Vec<Option<String>> = text
        .split_whitespace()
        .map(|chunk| {
            let w = chunk.trim_matches(|c: char| !c.is_alphanumeric());
            (!w.is_empty() && w.chars().all(char::is_alphanumeric) && is_content(&w.to_lowercase()))
                .then(|| w.to_lowercase())
        })
        .collect();
    words
        .windows(2)
        .filter_map(|p| match (&p[0], &p[1]) {
            (Some(a), Some(b)) if a != b => Some((a.clone(), b.clone())),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reach_of(prompt: &str, word: &str) -> Option<Reach> {
        name_words(prompt)
            .into_iter()
            .find(|n| n.word == word)
            .map(|n| n.reach)
    }

    #[test]
    fn code_words_reach_segments_and_capitals_only_whole_names() {
        let p = "Please fix Cart.total and apply_discount(), then run the tests; see `total`, \
                 Deserializer::parse_value, fetchUser and HTTPServer. The Config loader reads TOOLS.";
        for w in [
            "Cart.total",
            "apply_discount",
            "total",
            "Deserializer.parse_value",
            "fetchUser",
            "HTTPServer",
        ] {
            assert_eq!(reach_of(p, w), Some(Reach::Segment), "{w}");
        }
        assert_eq!(reach_of(p, "Config"), Some(Reach::Whole));
        assert_eq!(reach_of(p, "TOOLS"), Some(Reach::Whole));
        // Sentence starts and prose are no names.
        for w in ["Please", "The", "run", "tests", "fix", "loader"] {
            assert_eq!(reach_of(p, w), None, "{w}");
        }
        assert!(name_words("just words here").is_empty());
        assert!(name_words("Run it.\n- Update the docs\n1. Add more").is_empty());
    }

    #[test]
    fn file_words_are_paths_and_names_with_an_extension() {
        let w = file_words(
            "Look at @src/auth/service.py:42, ./web/app.ts and shop.py. See C:\\p\\lib.rs#L3 \
             and (README.md); not src/auth nor Cart or e.g",
        );
        assert_eq!(
            w,
            [
                "src/auth/service.py",
                "web/app.ts",
                "shop.py",
                "C:/p/lib.rs",
                "README.md",
                "e.g"
            ]
        );
        assert!(names_file("service.py", "src/auth/service.py"));
        assert!(names_file("auth/service.py", "src/auth/service.py"));
        assert!(names_file("/home/u/p/src/a.py", "src/a.py"));
        assert!(!names_file("ervice.py", "src/auth/service.py"));
        assert!(!names_file("a.py", ""));
    }

    #[test]
    fn quoted_passages_content_words_and_phrases() {
        assert_eq!(
            quoted_passages("it prints \"KeyError:  'price'\" and `x` and `a  b`"),
            ["keyerror: 'price'", "a b"]
        );
        let words = content_words("Please fix the JWT expiry, 42 times");
        assert_eq!(
            words,
            HashSet::from(["jwt".into(), "expiry".into(), "times".into()])
        );
        assert!(phrases("open tree/src/themes/schema.json now").is_empty());
        assert!(phrases("in D:\\oh-my-posh\\src\\segments plastic").is_empty());
        let pairs = phrases("users get logged out when the jwt expiry passes");
        assert!(pairs.contains(&("jwt".into(), "expiry".into())));
        assert!(
            !pairs.contains(&("logged".into(), "out".into())),
            "a common word"
        );
        assert!(!pairs.contains(&("the".into(), "jwt".into())));
    }
}
