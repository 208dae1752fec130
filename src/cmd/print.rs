//! How the commands print: for people, colour only on a terminal without `NO_COLOR`, dates
//! as `[2026-07-24]`, the lesson lines and the table of the riskiest symbols; for programs,
//! one pretty-printed JSON document (`--json`).

use std::collections::HashMap;
use std::io::{IsTerminal as _, Write as _};
use std::process::ExitCode;

use anyhow::Result;
use serde::Serialize;

use crate::render::display_name;
use crate::store::track_record::TrackRecord;
use crate::store::{Lesson, Outcome, RiskLevel, Status, Store, SymbolStats};
use crate::text::{day, plural};

/// ANSI styling, switched off when stdout is not a terminal or `NO_COLOR` is set.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Paint {
    pub(crate) on: bool,
}

impl Paint {
    pub(crate) fn for_stdout() -> Paint {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Paint {
            on: !no_color && std::io::stdout().is_terminal(),
        }
    }

    fn wrap(self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }

    pub(crate) fn bold(self, text: &str) -> String {
        self.wrap("1", text)
    }
    pub(crate) fn dim(self, text: &str) -> String {
        self.wrap("2", text)
    }
    pub(crate) fn red(self, text: &str) -> String {
        self.wrap("31", text)
    }

    /// A risk level in its colour: the eye finds "high" first.
    pub(crate) fn level(self, level: RiskLevel, text: &str) -> String {
        match level {
            RiskLevel::Low => self.wrap("32", text),
            RiskLevel::Medium => self.wrap("33", text),
            RiskLevel::Caution => self.wrap("1;33", text),
            RiskLevel::High => self.wrap("1;31", text),
        }
    }

    /// A symbol's risk, `11.20 (caution)`, in its level's colour.
    pub(crate) fn risk(self, s: &SymbolStats) -> String {
        self.level(
            s.risk_level,
            &format!("{:.2} ({})", s.risk_score, s.risk_level),
        )
    }

    /// `x` for a failure, `ok` for a success, coloured.
    pub(crate) fn mark(self, kind: Outcome) -> String {
        match kind {
            Outcome::Fail => self.red("x"),
            Outcome::Success => self.wrap("32", "ok"),
        }
    }
}

/// A symbol's name in bold, and its file dimmed when the name does not say it, on a line.
pub(crate) fn heading(paint: Paint, s: &SymbolStats) -> String {
    let file = if s.name.is_empty() || s.file.is_empty() {
        String::new()
    } else {
        format!("  {}", paint.dim(&s.file))
    };
    format!("  {}{file}\n", paint.bold(&display_name(s)))
}

/// A symbol with its lessons, as `--json` prints it.
#[derive(Serialize)]
pub(crate) struct SymbolView {
    #[serde(flatten)]
    pub(crate) symbol: SymbolStats,
    pub(crate) experiences: Vec<Lesson>,
}

impl SymbolView {
    /// The symbol alone, for a table of symbols (no lessons read).
    pub(crate) fn bare(symbol: SymbolStats) -> SymbolView {
        SymbolView {
            symbol,
            experiences: Vec::new(),
        }
    }
}

/// Each symbol with its lessons (`all`: resolved and inactive ones too).
pub(crate) fn with_experiences(
    store: &Store,
    symbols: Vec<SymbolStats>,
    all: bool,
) -> Result<Vec<SymbolView>> {
    symbols
        .into_iter()
        .map(|symbol| {
            let experiences = store.lessons_of(symbol.id, all)?;
            Ok(SymbolView {
                symbol,
                experiences,
            })
        })
        .collect()
}

/// The riskiest symbols as an aligned table.
pub(crate) fn top_table(paint: Paint, project: &str, views: &[SymbolView]) -> String {
    if views.is_empty() {
        return format!("no risky symbols in project {project}\n");
    }
    let name_width = views
        .iter()
        .map(|v| display_name(&v.symbol).chars().count())
        .max()
        .unwrap_or(0)
        .max("SYMBOL".len());
    let mut out = format!("top {} risky symbols in {project}:\n", views.len());
    out.push_str(&paint.dim(&format!(
        "  {:>6}  {:<7}  {:>4}  {:>3}  {:<name_width$}  FILE",
        "RISK", "LEVEL", "FAIL", "OK", "SYMBOL"
    )));
    out.push('\n');
    for v in views {
        let s = &v.symbol;
        let level = paint.level(s.risk_level, &format!("{:<7}", s.risk_level.label()));
        let row = format!(
            "  {:>6.2}  {level}  {:>4}  {:>3}  {:<name_width$}  {}",
            s.risk_score,
            s.fail_count,
            s.success_count,
            display_name(s),
            s.file
        );
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

/// What to do at each risk level (cm.py's table, in English).
pub(crate) fn advice(level: RiskLevel) -> &'static str {
    match level {
        RiskLevel::Low => "no injection needed",
        RiskLevel::Medium => "read the active lessons before editing",
        RiskLevel::Caution => "inject past lessons before editing (cm query --inject)",
        RiskLevel::High => "high risk: inject lessons and verify carefully",
    }
}

/// One lesson as a line (plus its detail, indented), the way `cm query` lists them.
pub(crate) fn lesson_lines(paint: Paint, e: &Lesson) -> String {
    let indent = "    ";
    let mut line = format!(
        "{indent}{} {} #{}",
        paint.mark(e.outcome),
        paint.dim(&format!("[{}]", day(&e.created_at))),
        e.id
    );
    if e.status != Status::Active {
        match e.status_note.as_deref() {
            Some(note) => line.push_str(&format!(" ({}, {note})", e.status.as_str())),
            None => line.push_str(&format!(" ({})", e.status.as_str())),
        }
    }
    line.push(' ');
    line.push_str(&continue_lines(&e.lesson, &format!("{indent}  ")));
    if e.occurrences > 1 {
        line.push_str(&paint.dim(&format!(" (x{})", e.occurrences)));
    }
    match e.source {
        crate::store::Source::Auto => line.push_str(&paint.dim(" (auto)")),
        crate::store::Source::Replayed => {
            let session = e.session_id.as_deref().unwrap_or_default();
            let session = session.get(..8).unwrap_or(session);
            line.push_str(&paint.dim(&format!(" (replayed: session {session})")));
        }
        crate::store::Source::Manual => {}
    }
    if e.stale {
        line.push_str(&paint.dim(&format!(" (code changed since {})", day(&e.created_at))));
    }
    line.push('\n');
    if let Some(fix) = e.fix.as_deref() {
        line.push_str(&format!("{indent}  fixed by: {fix}\n"));
    }
    if let Some(detail) = e.detail.as_deref() {
        let inner = format!("{indent}    ");
        line.push_str(&format!("{indent}  - {}\n", continue_lines(detail, &inner)));
    }
    line
}

/// `3 lessons`, `1 lesson`: `n` and its noun, singular or plural.
pub(crate) fn count<N>(n: N, one: &str, many: &str) -> String
where
    N: Copy + PartialEq + From<u8> + std::fmt::Display,
{
    format!("{n} {}", plural(n, one, many))
}

/// Multi-line text with its continuation lines indented under the first.
pub(crate) fn continue_lines(text: &str, indent: &str) -> String {
    text.lines()
        .collect::<Vec<_>>()
        .join(&format!("\n{indent}"))
}

/// Prints `value` as one JSON document on stdout.
/// Serialized first, so a closed pipe is an I/O error `main` recognises (serde_json's own
/// error would hide it).
pub(crate) fn print_json<T: Serialize>(value: &T) -> Result<()> {
    let mut text = serde_json::to_string_pretty(value)?;
    text.push('\n');
    print(&text)
}

/// One JSON object of the fields of `parts` in order, as `#[serde(flatten)]` lays them out.
pub(crate) fn merged<const N: usize>(parts: [serde_json::Value; N]) -> serde_json::Value {
    let objects = parts.into_iter().filter_map(|p| match p {
        serde_json::Value::Object(fields) => Some(fields),
        _ => None,
    });
    serde_json::Value::Object(objects.flatten().collect())
}

/// What a command prints: `value` as JSON with `--json`, else the text `text` writes.
pub(crate) fn answer<T: Serialize>(
    json: bool,
    value: &T,
    text: impl FnOnce() -> Result<String>,
) -> Result<ExitCode> {
    if json {
        print_json(value)?;
    } else {
        print(&text()?)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A progress bar of `len` steps on stderr, drawn as `template` says.
pub(crate) fn bar(len: u64, template: &str) -> indicatif::ProgressBar {
    let style = indicatif::ProgressStyle::with_template(template)
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    indicatif::ProgressBar::new(len).with_style(style)
}

/// Prints text on stdout, failing (not panicking) on a closed pipe.
pub(crate) fn print(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// Why a lesson is demoted, as `cm query` and `cm why` say it.
pub(crate) fn demoted_line(r: &TrackRecord) -> String {
    if r.wrong > 0 {
        "demoted: marked wrong (cm feedback)".to_string()
    } else {
        format!(
            "demoted: the same failure came back {} times after it was shown, and it never helped",
            r.recurred
        )
    }
}

/// Each matching symbol with its stats and lessons, like cm.py's `query` output.
pub(crate) fn details(
    paint: Paint,
    project: &str,
    (name, file): (Option<&str>, Option<&str>),
    views: &[SymbolView],
    total: usize,
    all: bool,
    records: &HashMap<i64, TrackRecord>,
) -> String {
    if views.is_empty() {
        let what = match (name, file) {
            (Some(n), Some(f)) => format!("\"{n}\" in {f}"),
            (Some(n), None) => format!("\"{n}\""),
            (None, Some(f)) => f.to_owned(),
            (None, None) => String::new(),
        };
        let (active, hidden) = match all {
            true => ("", ""),
            false => (
                "active ",
                " (add --all to include resolved and inactive ones)",
            ),
        };
        return format!("no {active}lessons for {what} in project {project}{hidden}\n");
    }
    let mut out = String::new();
    for (i, v) in views.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let s = &v.symbol;
        out.push_str(&heading(paint, s));
        out.push_str(&format!(
            "  fails: {}  successes: {}  risk: {}\n",
            s.fail_count,
            s.success_count,
            paint.risk(s)
        ));
        out.push_str(&format!(
            "  {} - {} active {}; {}\n",
            paint.level(s.risk_level, s.risk_level.label()),
            s.fail_count,
            plural(s.fail_count, "failure", "failures"),
            advice(s.risk_level)
        ));
        out.push_str(&format!("\n  experiences ({}):\n", v.experiences.len()));
        for e in &v.experiences {
            out.push_str(&lesson_lines(paint, e));
            if let Some(r) = records.get(&e.id).filter(|r| r.demoted()) {
                out.push_str(&format!("      {}\n", paint.red(&demoted_line(r))));
            }
        }
    }
    if total > views.len() {
        out.push_str(&format!(
            "\n{} more matching {}; narrow the name or raise --top\n",
            total - views.len(),
            plural(total - views.len(), "symbol", "symbols")
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_only_when_on() {
        let on = Paint { on: true };
        let off = Paint { on: false };
        assert_eq!(on.red("x"), "\x1b[31mx\x1b[0m");
        assert_eq!(off.red("x"), "x");
        assert_eq!(off.level(RiskLevel::High, "high"), "high");
        assert!(on.level(RiskLevel::High, "high").contains("high"));
    }

    #[test]
    fn continuations() {
        assert_eq!(continue_lines("a\nb", "  "), "a\n  b");
    }
}
