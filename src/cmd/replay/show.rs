//! `cm replay`'s output: per session, each hook call where `cm` said something to the model
//! or recorded something, then a summary line; or, with `--json`, one document of every
//! call (docs/CLI.md).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::Result;
use serde_json::json;

use super::report::{CallReport, Record, SessionReport};

pub(super) struct Out {
    out: Box<dyn std::io::Write>,
    json: bool,
}

impl Out {
    pub(super) fn stdout(json: bool) -> Out {
        Out {
            out: Box::new(std::io::stdout().lock()),
            json,
        }
    }

    pub(super) fn session(&mut self, s: &SessionReport) -> Result<()> {
        if self.json {
            return Ok(());
        }
        let o = &mut self.out;
        writeln!(
            o,
            "━━ {} session {} ({}, started {}) ━━",
            s.project, s.session_id, s.agent, s.started
        )?;
        writeln!(o, "   {}", s.transcript)?;
        for c in &s.calls {
            if c.answer.is_none() && c.recorded.is_empty() {
                continue;
            }
            call(o, c)?;
        }
        for note in &s.notes {
            writeln!(o, "   note: {note}")?;
        }
        let t = totals(s);
        writeln!(
            o,
            "   {} hook calls, {} answers ({} characters), {} lessons recorded, {} fixes, \
             {} withdrawn; slowest call {:.0} ms\n",
            s.calls.len(),
            t.answers,
            t.chars,
            t.lessons,
            t.fixes,
            t.withdrawn,
            t.slowest
        )?;
        Ok(())
    }

    pub(super) fn finish(
        &mut self,
        reports: &[SessionReport],
        unread: &[PathBuf],
        kept: Option<&Path>,
    ) -> Result<()> {
        let o = &mut self.out;
        if self.json {
            let doc = json!({"sessions": reports, "unread": unread,
                "kept": kept.map(|k| k.display().to_string())});
            writeln!(o, "{}", serde_json::to_string_pretty(&doc)?)?;
            return Ok(());
        }
        for f in unread {
            writeln!(
                o,
                "left out (not a Claude Code or Codex session): {}",
                f.display()
            )?;
        }
        let (lessons, fixes) = reports
            .iter()
            .map(totals)
            .fold((0, 0), |(l, f), t| (l + t.lessons, f + t.fixes));
        writeln!(
            o,
            "{} sessions replayed: {lessons} lessons and {fixes} fixes recorded",
            reports.len()
        )?;
        if let Some(dir) = kept.map(Path::display) {
            writeln!(o, "kept in {dir} (try `cm --db {dir}/cm.db query`)")?;
        }
        Ok(())
    }
}

fn call(o: &mut dyn std::io::Write, c: &CallReport) -> Result<()> {
    let tool = c
        .tool
        .as_deref()
        .map(|t| format!(" {t}"))
        .unwrap_or_default();
    let target = c
        .target
        .as_deref()
        .map(|t| format!(" {}", crate::text::cut(t, 100)))
        .unwrap_or_default();
    let code = match c.run.as_ref().and_then(|r| r.exit_code) {
        Some(code) => format!("  (exit code {code})"),
        None => String::new(),
    };
    writeln!(o, "{:>4}. {}{tool}{target}{code}", c.n, c.event)?;
    if let Some(said) = &c.answer {
        let how = match said.kind {
            "deny" => "denied the call; the model reads as the tool's error:",
            "block" => "the model gets one more turn with:",
            _ => "the model reads:",
        };
        writeln!(o, "      cm → {how}")?;
        for line in said.text.lines() {
            writeln!(o, "        │ {line}")?;
        }
    }
    for r in &c.recorded {
        match r {
            Record::Lesson {
                id,
                outcome,
                symbol,
                file,
                text,
                ..
            } => {
                let mark = if outcome == "fail" { "x" } else { "ok" };
                writeln!(
                    o,
                    "      cm recorded #{id} {mark} {} ({file}): {text}",
                    named(symbol)
                )?;
            }
            Record::Fix {
                id, symbol, fix, ..
            } => writeln!(
                o,
                "      cm noted the fix of #{id} {}: {fix}",
                named(symbol)
            )?,
            Record::Withdrawn {
                id, symbol, note, ..
            } => writeln!(o, "      cm withdrew #{id} {}: {note}", named(symbol))?,
        }
    }
    Ok(())
}

/// A symbol's name, `(file)` for a file-level lesson.
pub(super) fn named(symbol: &str) -> &str {
    if symbol.is_empty() { "(file)" } else { symbol }
}

#[derive(Default)]
struct Totals {
    answers: usize,
    chars: usize,
    lessons: usize,
    fixes: usize,
    withdrawn: usize,
    slowest: f64,
}

fn totals(s: &SessionReport) -> Totals {
    let mut t = Totals::default();
    for c in &s.calls {
        if let Some(a) = &c.answer {
            t.answers += 1;
            t.chars += a.text.chars().count();
        }
        t.slowest = t.slowest.max(c.ms);
        for r in &c.recorded {
            match r {
                Record::Lesson { outcome, .. } if outcome == "fail" => t.lessons += 1,
                Record::Lesson { .. } => {}
                Record::Fix { .. } => t.fixes += 1,
                Record::Withdrawn { .. } => t.withdrawn += 1,
            }
        }
    }
    t
}
