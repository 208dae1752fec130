//! How the demo prints: each step's hook event and what the agent sent, the exact text `cm`
//! put in front of the model (or that it stayed silent), and what it recorded. Styles are
//! written as ANSI codes into an `anstream` stream, which strips them when stdout is not a
//! terminal or `NO_COLOR` is set.

use std::io::Write as _;
use std::path::Path;

use anstream::{AutoStream, ColorChoice};
use anyhow::Result;

use super::replay::{Call, World, relative};
use super::script::Earlier;
use crate::agent::event::EventName;
use crate::cmd::print::count;
use crate::store::{Lesson, Outcome, Status, Store};

const BOLD: &str = "1";
const DIM: &str = "2";
const RED: &str = "31";
const GREEN: &str = "32";
const YELLOW: &str = "33";
const CYAN: &str = "36";
const MAGENTA: &str = "35";

fn paint(code: &str, text: &str) -> String {
    format!("\x1b[{code}m{text}\x1b[0m")
}

/// The demo's output stream.
pub(super) struct Out {
    w: AutoStream<std::io::Stdout>,
}

impl Out {
    /// Stdout, coloured only on a terminal without `NO_COLOR`.
    pub(super) fn stdout() -> Out {
        let choice = if crate::cmd::print::Paint::for_stdout().on {
            ColorChoice::AlwaysAnsi
        } else {
            ColorChoice::Never
        };
        Out {
            w: AutoStream::new(std::io::stdout(), choice),
        }
    }

    fn line(&mut self, text: &str) -> Result<()> {
        writeln!(self.w, "{text}")?;
        Ok(())
    }

    /// Lines of `text`, each after `prefix`.
    fn block(&mut self, prefix: &str, text: &str, code: &str) -> Result<()> {
        for l in text.lines() {
            self.line(&format!("{prefix}{}", paint(code, l)))?;
        }
        Ok(())
    }

    pub(super) fn intro(&mut self, world: &World) -> Result<()> {
        self.line(&paint(
            BOLD,
            "cm demo: two Claude Code sessions replayed through cm's real hooks",
        ))?;
        let files: Vec<&str> = super::script::FILES.iter().map(|(name, _)| *name).collect();
        self.line(&paint(
            DIM,
            &format!(
                "project {} ({}) in {}, with its own database; nothing of yours is touched",
                super::PROJECT,
                files.join(", "),
                crate::path_text::path(&world.root.to_string_lossy())
            ),
        ))?;
        self.line("")?;
        self.line(&paint(
            BOLD,
            "Lessons the team wrote earlier (cm fail ...):",
        ))
    }

    pub(super) fn earlier(&mut self, e: &Earlier) -> Result<()> {
        let detail = e.detail.map(|d| format!(" ({d})")).unwrap_or_default();
        self.line(&format!(
            "  {} {} {}{}",
            paint(RED, "x"),
            paint(BOLD, e.symbol),
            e.lesson,
            paint(DIM, &detail)
        ))
    }

    pub(super) fn risks(&mut self, store: &Store) -> Result<()> {
        for s in store.top(super::PROJECT, 5)? {
            self.line(&paint(
                DIM,
                &format!(
                    "  {}: risk {:.2} ({})",
                    s.name,
                    s.risk_score,
                    s.risk_level.label()
                ),
            ))?;
        }
        Ok(())
    }

    pub(super) fn session(&mut self, n: usize) -> Result<()> {
        self.line("")?;
        self.line(&paint(
            &format!("{BOLD};{MAGENTA}"),
            &format!("━━ Session {n} ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━"),
        ))
    }

    pub(super) fn step(&mut self, n: usize, why: &str) -> Result<()> {
        self.line("")?;
        self.line(&paint(BOLD, &format!("{n:>2}. {why}")))
    }

    /// What the agent sent: the event, the tool and its input (paths made relative).
    fn sent(&mut self, world: &World, call: &Call, note: &str) -> Result<()> {
        let p = &call.payload;
        let what = match call.event {
            EventName::SessionStart => format!("{{\"source\":{}}}", p["source"]),
            EventName::UserPromptSubmit => format!("{{\"prompt\":{}}}", p["prompt"]),
            EventName::Stop => format!("{{\"stop_hook_active\":{}}}", p["stop_hook_active"]),
            _ if p["tool_name"] == "Edit" => format!(
                "Edit {}",
                relative(
                    &world.root,
                    p["tool_input"]["file_path"].as_str().unwrap_or_default()
                )
            ),
            _ => format!(
                "{} {}",
                p["tool_name"].as_str().unwrap_or_default(),
                relative(&world.root, &p["tool_input"].to_string())
            ),
        };
        self.line(&format!(
            "    {} {} {}{}",
            paint(CYAN, "agent →"),
            paint(CYAN, call.event.wire_name()),
            what,
            paint(DIM, note)
        ))
    }

    /// What `cm` answered: the model's text, or that it stayed silent.
    fn answered(&mut self, world: &World, call: &Call) -> Result<()> {
        match call.model_text() {
            None => {
                let why = match call.event {
                    EventName::PreToolUse => "nothing: the edit goes ahead",
                    EventName::PostToolUse | EventName::PostToolUseFailure => {
                        "nothing: the model reads the tool's result alone"
                    }
                    EventName::Stop => "nothing: the turn ends",
                    _ => "nothing: the model reads nothing from cm",
                };
                self.line(&format!(
                    "    {} {}",
                    paint(GREEN, "cm    →"),
                    paint(DIM, why)
                ))
            }
            Some((denied, text)) => {
                self.line(&if denied {
                    let cm = paint(&format!("{BOLD};{RED}"), "cm    → denied the edit;");
                    format!("    {cm} the model reads as the tool's error:")
                } else {
                    format!(
                        "    {} the model reads (additionalContext):",
                        paint(GREEN, "cm    →")
                    )
                })?;
                self.block("      │ ", &relative(&world.root, &text), YELLOW)
            }
        }
    }

    /// A hook call, with the runner's output for a test run.
    pub(super) fn call(
        &mut self,
        world: &World,
        call: &Call,
        run: Option<(&str, i32)>,
    ) -> Result<()> {
        let note = run
            .map(|(_, code)| format!("  (exit code {code})"))
            .unwrap_or_default();
        self.sent(world, call, &note)?;
        if let Some((output, code)) = run {
            self.block("      ", output, if code == 0 { GREEN } else { RED })?;
        }
        self.answered(world, call)
    }

    /// The PreToolUse of an edit, with the change it asks for.
    pub(super) fn edit(
        &mut self,
        world: &World,
        call: &Call,
        file: &str,
        old: &str,
        new: &str,
    ) -> Result<()> {
        self.line(&format!(
            "    {} {} Edit {}",
            paint(CYAN, "agent →"),
            paint(CYAN, call.event.wire_name()),
            file
        ))?;
        self.block("      - ", old, RED)?;
        self.block("      + ", new, GREEN)?;
        self.answered(world, call)
    }

    /// A call of the edit after its PreToolUse, with `note` on what it is: the same edit
    /// asked again after a deny, or the edit done (its PostToolUse).
    pub(super) fn again(&mut self, world: &World, call: &Call, note: &str) -> Result<()> {
        self.sent(world, call, note)?;
        self.answered(world, call)
    }

    /// What the step changed in the database: new lessons, fixes noted, lessons withdrawn.
    pub(super) fn recorded(
        &mut self,
        store: &Store,
        before: &[Lesson],
        now: &[Lesson],
    ) -> Result<()> {
        for l in now {
            let symbol = store.symbol(l.symbol_id)?;
            let name = symbol.map(|s| if s.name.is_empty() { s.file } else { s.name });
            let name = name.unwrap_or_default();
            match before.iter().find(|b| b.id == l.id) {
                None => {
                    let (mark, code) = mark(l.outcome);
                    self.line(&format!(
                        "    {} #{} {} {}: {}",
                        paint(&format!("{BOLD};{code}"), "cm recorded"),
                        l.id,
                        paint(code, mark),
                        paint(BOLD, &name),
                        l.lesson
                    ))?;
                }
                Some(b) => {
                    if b.fix != l.fix
                        && let Some(fix) = &l.fix
                    {
                        self.line(&format!(
                            "    {} #{} {}: fixed by {}",
                            paint(&format!("{BOLD};{GREEN}"), "cm noted the fix of"),
                            l.id,
                            paint(BOLD, &name),
                            fix
                        ))?;
                    }
                    if b.status != l.status && l.status != Status::Active {
                        let note = l.status_note.as_deref().unwrap_or_default();
                        self.line(&format!(
                            "    cm marked #{} {} {}",
                            l.id,
                            l.status.as_str(),
                            paint(DIM, note)
                        ))?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The symbol's lessons at the end, as `cm query` would list them, and how to go on.
    pub(super) fn outro(&mut self, store: &Store, kept: Option<&Path>) -> Result<()> {
        let (project, symbol) = (super::PROJECT, "Cart.total");
        self.line("")?;
        self.line(&paint(
            BOLD,
            &format!("What {project} knows about {symbol} now (cm query {symbol}):"),
        ))?;
        for s in store.top(project, 10)?.iter().filter(|s| s.name == symbol) {
            self.line(&format!(
                "  risk {:.2} ({}), {}, {}",
                s.risk_score,
                s.risk_level.label(),
                count(s.fail_count, "failure", "failures"),
                count(s.success_count, "success", "successes")
            ))?;
            for l in store.lessons_of(s.id, false)? {
                let (mark, code) = mark(l.outcome);
                let why = l.fix.as_deref().or(l.detail.as_deref());
                let why = why.map(|w| format!(" ({w})")).unwrap_or_default();
                let auto = if l.source.is_auto() { " [auto]" } else { "" };
                self.line(&format!(
                    "  {} #{} {}{}{}",
                    paint(code, mark),
                    l.id,
                    l.lesson,
                    paint(DIM, auto),
                    paint(DIM, &why)
                ))?;
            }
        }
        self.line("")?;
        if let Some(dir) = kept {
            self.line(&format!(
                "The project and its database are in {}: cm --db {} -p {project} query",
                dir.display(),
                dir.join("cm.db").display()
            ))?;
        }
        self.line(&paint(
            DIM,
            "Use it for real: cargo install --path . && cm install (in your project)",
        ))
    }
}

/// `x` in red for a failure, `ok` in green for a success.
fn mark(outcome: Outcome) -> (&'static str, &'static str) {
    match outcome {
        Outcome::Fail => ("x", RED),
        Outcome::Success => ("ok", GREEN),
    }
}

/// Every lesson of the (fresh) demo database, by number.
pub(super) fn snapshot(store: &Store) -> Result<Vec<Lesson>> {
    (1..).map_while(|id| store.lesson(id).transpose()).collect()
}
