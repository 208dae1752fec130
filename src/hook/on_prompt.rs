//! UserPromptSubmit: lessons come with a prompt only when it names their code, or quotes or
//! paraphrases one lesson closely; a prompt whose ordinary words happen to appear in
//! lessons gets nothing.
//!
//! The prompt names code by a symbol's name written like code ([`prompt_words::name_words`]:
//! `Cart.total`, `apply_discount`, `fetchUser`, `` `total` ``, `total()`; a capitalised word
//! in running text, `Config`, names a whole name only), by a module and a name
//! (`config.Load`, `shop.apply_discount`: the file's stem or directory, then the name), or
//! by a file with lessons (`src/auth/service.py`, `service.py`). Full-text search then brings
//! a lesson only when the prompt quotes a passage of it, holds two of its words side by side
//! as the lesson has them (`jwt expiry`), or shares three of its words or more that make two
//! thirds of the lesson's own (a paraphrase, not a few ordinary words in common).

use anyhow::Result;

use super::Runtime;
use super::lessons::{self, Block};
use crate::agent::answer::Answer;
use crate::agent::event::EventName;
use crate::learn::Ctx as _;
use crate::render;
use crate::store::search::Hit;
use crate::store::{Source, Store};
use crate::text::prompt_words::{self, NameWord, Reach};

/// Most words of a prompt looked up as names, and as files: a pasted log or file does not
/// turn one prompt into thousands of lookups.
const MAX_WORDS: usize = 64;

/// The first and last `max / 2` of `words` when there are more: a question typed after a
/// pasted log is at its end, one typed before it at its start.
fn head_and_tail<T>(mut words: Vec<T>, max: usize) -> Vec<T> {
    if words.len() > max {
        words.drain(max / 2..words.len() - (max - max / 2));
    }
    words
}

/// Most symbols of a file the prompt names whose lessons are weighed for the answer.
const SYMBOLS_PER_FILE: usize = 12;

pub(crate) fn answer(rt: &mut Runtime, prompt: &str) -> Result<Option<Answer>> {
    let (root, project) = rt.project()?;
    let threshold = rt.config(&root).context_threshold;
    let budget = rt.config(&root).max_context_chars;
    let store = rt.store()?;
    if !store.project_has_lessons(&project)? {
        return Ok(None);
    }
    let mut named = Vec::new();
    for w in &head_and_tail(prompt_words::name_words(prompt), MAX_WORDS) {
        for id in symbols_named(store, &project, w, threshold)? {
            if !named.contains(&id) {
                named.push(id);
            }
        }
    }
    let mut blocks = Vec::new();
    for id in named {
        let Some(s) = store.symbol(id)? else { continue };
        if s.risk_score < threshold {
            continue;
        }
        let lessons = render::showable(store, s.id)?;
        blocks.push(Block {
            symbol: s,
            lessons,
            moved_from: None,
        });
    }
    // The files the prompt names: every lesson of each.
    let mut files: Vec<String> = Vec::new();
    for w in &head_and_tail(prompt_words::file_words(prompt), MAX_WORDS) {
        let name = w.rsplit('/').next().unwrap_or(w);
        for file in store.files_named(&project, name)? {
            if prompt_words::names_file(w, &file) && !files.contains(&file) {
                files.push(file);
            }
        }
    }
    for file in files {
        let names: Vec<String> = store
            .lesson_names_in_file(&project, &file)?
            .into_iter()
            .chain([String::new()])
            .collect();
        // The riskiest symbols of the file: more than fit in the answer's budget would only
        // cost their lessons' lookups.
        let mut stats = store.symbols_named(
            &project,
            &file,
            &names.iter().map(String::as_str).collect::<Vec<_>>(),
        )?;
        stats.sort_by(|a, b| b.risk_score.total_cmp(&a.risk_score));
        let names: Vec<String> = stats
            .into_iter()
            .take(SYMBOLS_PER_FILE)
            .map(|s| s.name)
            .collect();
        for b in lessons::candidates(store, &project, &file, &names, threshold)? {
            if !blocks.iter().any(|o| o.symbol.id == b.symbol.id) {
                blocks.push(b);
            }
        }
    }
    // Then a lesson the prompt quotes or paraphrases closely.
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
        let lessons: Vec<_> = render::showable(store, s.id)?
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
    let header = "code-memory: lessons recorded for the code this prompt is about:";
    lessons::unseen_context(rt, EventName::UserPromptSubmit, header, blocks, budget)
}

/// The ids of the symbols (with lessons, at `threshold` risk) that `w` names: its whole
/// name; for an identifier-like word, any name it is the last segment of; for a dotted word
/// whose head is the file's stem or directory (`config.Load`, `shop.Cart.total`), the
/// rest of it.
fn symbols_named(store: &Store, project: &str, w: &NameWord, threshold: f64) -> Result<Vec<i64>> {
    let word = w.word.as_str();
    let last = word.rsplit('.').next().unwrap_or(word);
    Ok(store
        .symbols_ending_in(project, last, threshold)?
        .into_iter()
        .filter(|(_, name, file)| {
            name == word
                || (w.reach == Reach::Segment && !word.contains('.'))
                || module_and_name(word, name, file)
        })
        .map(|(id, _, _)| id)
        .collect())
}

/// True when `word` is `module.name` for the symbol `name` of `file`: the module being the
/// file's stem (`shop` of `shop.py`) or its directory (`config` of `config/load.go`).
fn module_and_name(word: &str, name: &str, file: &str) -> bool {
    let Some(head) = word
        .strip_suffix(name)
        .and_then(|h| h.strip_suffix('.'))
        .map(|h| h.rsplit('.').next().unwrap_or(h))
    else {
        return false;
    };
    let mut parts = file.rsplit('/');
    let base = parts.next().unwrap_or(file);
    let stem = base.split('.').next().unwrap_or(base);
    !head.is_empty() && (head == stem || parts.next() == Some(head))
}

/// Most lessons a prompt's words bring by search.
const SEARCH_HITS: usize = 3;

/// Lessons found by full-text search on the prompt's words that the prompt quotes (a
/// passage of two words or more, as written), or that hold two of its words side by side
/// as it does, or three of its words or more making two thirds of the lesson's own.
fn searched(store: &Store, project: &str, prompt: &str) -> Result<Vec<Hit>> {
    let words = prompt_words::content_words(prompt);
    let quoted = prompt_words::quoted_passages(prompt);
    if words.len() < 2 {
        return Ok(Vec::new());
    }
    let pairs = prompt_words::phrases(prompt);
    let query = words.iter().cloned().collect::<Vec<_>>().join(" ");
    let mut out = Vec::new();
    for hit in store.search_lessons(project, &query, None, 20)? {
        let Some(lesson) = store.lesson(hit.lesson_id)? else {
            continue;
        };
        // The detail of an automatic lesson is the command and its output: paths and code
        // any prompt about the project shares words with. Only a detail written by hand
        // counts.
        let detail = lesson
            .detail
            .filter(|_| lesson.source == Source::Manual)
            .unwrap_or_default();
        let close = [lesson.lesson.as_str(), detail.as_str()]
            .iter()
            .any(|text| {
                let own = prompt_words::content_words(text);
                let shared = own.intersection(&words).count();
                let normal = prompt_words::normalize(text);
                quoted.iter().any(|q| normal.contains(q.as_str()))
                    || !prompt_words::phrases(text).is_disjoint(&pairs)
                    || (shared >= 3 && 3 * shared >= 2 * own.len())
            });
        if close {
            out.push(hit);
            if out.len() == SEARCH_HITS {
                break;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::module_and_name;

    #[test]
    fn a_module_and_a_name_name_the_symbol_of_that_file() {
        assert!(module_and_name(
            "config.Load",
            "Load",
            "internal/config/load.go"
        ));
        assert!(module_and_name(
            "shop.Cart.total",
            "Cart.total",
            "py/shop.py"
        ));
        assert!(module_and_name("pkg.shop.apply", "apply", "shop.py"));
        assert!(!module_and_name("self.total", "total", "py/shop.py"));
        assert!(!module_and_name("xconfig.Load", "Load", "config/load.go"));
        assert!(!module_and_name("Load", "Load", "config/load.go"));
    }
}
