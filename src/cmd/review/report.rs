//! What `cm review` prints: the changed symbols that have lessons, riskiest first, as
//! Markdown for a pull request, plain text for a terminal, or JSON for a program. A lesson's
//! marks (stale, orphaned) are worded in one place, [`marks`].

use serde::Serialize;

use crate::cmd::print::count;

use crate::store::{Lesson, Outcome, RiskLevel, Source, SymbolStats};

/// What may have gone out of date about a lesson.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub(crate) struct Marks {
    /// The code changed since the lesson was written (its anchor no longer matches).
    pub(crate) stale: bool,
    /// The symbol the lesson is about no longer exists.
    pub(crate) orphaned: bool,
}

/// The words a lesson's marks print as, in every format.
pub(crate) fn marks(m: Marks) -> Vec<&'static str> {
    match (m.orphaned, m.stale) {
        (true, _) => vec!["orphaned"],
        (false, true) => vec!["stale"],
        (false, false) => Vec::new(),
    }
}

/// One lesson as the review lists it.
#[derive(Debug, Clone, Serialize)]
pub(super) struct ReviewLesson {
    #[serde(flatten)]
    pub(super) lesson: Lesson,
    pub(super) marks: Vec<&'static str>,
}

/// A changed symbol with lessons.
#[derive(Debug, Clone, Serialize)]
pub(super) struct Finding {
    #[serde(flatten)]
    pub(super) symbol: SymbolStats,
    /// The branch deleted this symbol (its lessons are orphaned once merged).
    pub(super) deleted: bool,
    pub(super) lessons: Vec<ReviewLesson>,
}

/// The whole review.
#[derive(Debug, Serialize)]
pub(super) struct Review {
    pub(super) project: String,
    /// The branch or commit compared with.
    pub(super) base: String,
    /// Where the current branch left it.
    pub(super) merge_base: String,
    /// Changed files and symbols looked up (with or without lessons).
    pub(super) changed_files: usize,
    pub(super) changed_symbols: usize,
    /// Riskiest first.
    pub(super) symbols: Vec<Finding>,
}

impl Review {
    /// Riskiest first, then by file and name.
    pub(super) fn sort(&mut self) {
        self.symbols.sort_by(|a, b| {
            b.symbol
                .risk_score
                .total_cmp(&a.symbol.risk_score)
                .then_with(|| a.symbol.file.cmp(&b.symbol.file))
                .then_with(|| a.symbol.name.cmp(&b.symbol.name))
        });
    }

    fn counts(&self) -> String {
        use clap::ValueEnum as _;
        let parts: Vec<String> = RiskLevel::value_variants()
            .iter()
            .rev()
            .filter_map(|&level| {
                let of = |f: &&Finding| f.symbol.risk_level == level;
                let n = self.symbols.iter().filter(of).count();
                (n > 0).then(|| format!("{n} {}", level.label()))
            })
            .collect();
        parts.join(", ")
    }

    fn summary(&self) -> String {
        let scope = format!(
            "{} changed in {} since `{}` ({})",
            count(self.changed_symbols, "symbol", "symbols"),
            count(self.changed_files, "file", "files"),
            self.base,
            self.merge_base.get(..10).unwrap_or(&self.merge_base)
        );
        if self.symbols.is_empty() {
            format!("{scope}; none of them has lessons.")
        } else {
            format!(
                "{scope}; lessons on {}, riskiest first ({}).",
                self.symbols.len(),
                self.counts()
            )
        }
    }

    /// Markdown for a pull request comment or a CI summary (`markdown`), or plain text for
    /// a terminal.
    pub(super) fn render(&self, markdown: bool) -> String {
        let mut out = if markdown {
            format!(
                "## code-memory: lessons of the code this branch changes\n\n{}",
                self.summary()
            )
        } else {
            self.summary().replace('`', "")
        };
        out.push('\n');
        for f in &self.symbols {
            let s = &f.symbol;
            let risk = format!("risk {:.2} ({})", s.risk_score, s.risk_level.label());
            let deleted = match (f.deleted, markdown) {
                (false, _) => "",
                (true, true) => " — deleted by this branch",
                (true, false) => "  deleted by this branch",
            };
            out.push_str(&if markdown {
                let icon = level_icon(s.risk_level);
                format!("\n### {icon} `{}` — {risk}{deleted}\n\n", title(s))
            } else {
                format!("\n  {}  {risk}{deleted}\n", title(s))
            });
            for l in &f.lessons {
                let indent = if markdown { "- " } else { "    " };
                out.push_str(&format!("{indent}{}\n", lesson_line(l, markdown)));
            }
        }
        out
    }
}

fn level_icon(level: RiskLevel) -> &'static str {
    match level {
        RiskLevel::High => "🔴",
        RiskLevel::Caution => "🟠",
        RiskLevel::Medium => "🟡",
        RiskLevel::Low => "⚪",
    }
}

/// `Cart.total in cart.py`, or the file alone for a file-level entry.
fn title(s: &SymbolStats) -> String {
    if s.name.is_empty() {
        format!("{} (the file)", s.file)
    } else {
        format!("{} in {}", s.name, s.file)
    }
}

/// One lesson on one line: its kind, number, text, fix or detail, date, origin and marks.
fn lesson_line(l: &ReviewLesson, markdown: bool) -> String {
    let e = &l.lesson;
    let kind = match (e.outcome, markdown) {
        (Outcome::Fail, true) => "❌",
        (Outcome::Success, true) => "✅",
        (Outcome::Fail, false) => "x",
        (Outcome::Success, false) => "ok",
    };
    let one = |t: &str| {
        let t = crate::text::one_line(t);
        if markdown { md_escape(&t) } else { t }
    };
    let mut line = format!("{kind} #{} {}", e.id, one(&e.lesson));
    if let Some(fix) = &e.fix {
        line.push_str(&format!(" — fixed by: {}", one(fix)));
    } else if let Some(detail) = &e.detail {
        line.push_str(&format!(" — {}", one(detail)));
    }
    line.push_str(&format!(" ({}", crate::text::day(&e.created_at)));
    if e.source == Source::Replayed {
        line.push_str(", from a past session's test run");
    } else if e.source == Source::Auto {
        line.push_str(", from a test run");
    }
    line.push(')');
    for m in &l.marks {
        line.push_str(&if markdown {
            format!(" **{m}**")
        } else {
            format!(" [{m}]")
        });
    }
    line
}

/// Lesson text as literal Markdown: its punctuation escaped, so `__init__` or `<T>` in an
/// error message neither formats the comment nor opens HTML.
fn md_escape(text: &str) -> String {
    static PUNCTUATION: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"[\\`*_\[\]<>#|~!]").expect("a valid pattern")
    });
    PUNCTUATION.replace_all(text, r"\$0").into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_text_is_literal() {
        assert_eq!(
            md_escape("Cart.__init__ <T> *x*"),
            "Cart.\\_\\_init\\_\\_ \\<T\\> \\*x\\*"
        );
        assert_eq!(md_escape("plain 50.32"), "plain 50.32");
    }

    #[test]
    fn marks_are_worded_once_orphaned_first() {
        assert!(marks(Marks::default()).is_empty());
        let stale = Marks {
            stale: true,
            orphaned: false,
        };
        assert_eq!(marks(stale), ["stale"]);
        let both = Marks {
            stale: true,
            orphaned: true,
        };
        assert_eq!(marks(both), ["orphaned"]);
    }
}
