//! The replay benchmark's figures, from `cm replay --json` session reports: test runs
//! recognised, recorded lessons judged (right error, another line, no error, false), symbols
//! per recorded run, fixes credited to symbols the fix did not touch, prompt recall on
//! topic, code edits attributed, and the runtime's answers. See benches/replay/README.md.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

use super::judge::{self, LessonVerdict, Verdict};

/// A recorded failure lesson and its judgement, to print or hand-check.
#[derive(Debug, Clone)]
pub(crate) struct JudgedLesson {
    pub(crate) repo: String,
    pub(crate) session: String,
    pub(crate) call: u64,
    pub(crate) command: String,
    pub(crate) output: String,
    pub(crate) symbol: String,
    pub(crate) file: String,
    pub(crate) text: String,
    pub(crate) verdict: LessonVerdict,
    /// Why the run says the lesson is false, or the runner.
    pub(crate) why: String,
    /// What the model read after the run (the lesson as it reads it).
    pub(crate) shown: String,
}

#[derive(Debug, Default)]
pub(crate) struct Figures {
    pub(crate) sessions: usize,
    pub(crate) calls: usize,
    pub(crate) answers: usize,
    pub(crate) answer_chars: usize,
    pub(crate) slowest_ms: f64,
    pub over_1s: usize,
    pub(crate) shell_runs: usize,
    /// Runs whose output holds a test runner's verdict.
    pub(crate) visible: usize,
    /// Of those, the ones that followed an edit of code since the previous one: where
    /// recognition shows in the session state.
    pub(crate) visible_after_edits: usize,
    pub(crate) recognised: usize,
    pub(crate) visible_failing: usize,
    pub(crate) recorded_runs: usize,
    pub(crate) right: usize,
    pub(crate) other_line: usize,
    pub(crate) no_error: usize,
    pub(crate) false_runs: usize,
    pub(crate) lessons: usize,
    pub(crate) max_symbols: usize,
    /// Green runs that credited a fix, and of those the ones with a credit the fix did not
    /// touch.
    pub(crate) fix_runs: usize,
    pub(crate) fix_runs_untouched: usize,
    /// Symbols credited, and of those the ones the fix did not touch.
    pub(crate) fixes: usize,
    pub(crate) fixes_untouched: usize,
    pub(crate) recall_answers: usize,
    pub(crate) recall_on_topic: usize,
    pub(crate) recall_chars: usize,
    pub(crate) code_edits: usize,
    pub(crate) attributed: usize,
    pub(crate) judged: Vec<JudgedLesson>,
}

static HEADER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\[PAST EXPERIENCE — (.+?)(?: \(was [^)]*\))? \(risk:").expect("a valid pattern")
});

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or("")
}

/// One name of a symbol covers another when they are equal or one encloses the other.
fn same_symbol(a: &str, b: &str) -> bool {
    a == b || a.starts_with(&format!("{b}.")) || b.starts_with(&format!("{a}."))
}

impl Figures {
    /// Adds one session report (`cm replay --json`'s `sessions[i]`) of `repo`.
    pub(crate) fn add(&mut self, repo: &str, session: &Value) {
        self.sessions += 1;
        let calls = session["calls"].as_array().cloned().unwrap_or_default();
        let id = s(&session["session_id"]).to_string();
        // Edits so far: (call index, file, symbols).
        let mut edits: Vec<(usize, String, Vec<String>)> = Vec::new();
        // Code was edited since the last shell command with a test runner's verdict.
        let mut edited = false;
        // (symbol, file, call index) of each failure recorded.
        let mut failed_at: Vec<(String, String, usize)> = Vec::new();
        for (i, c) in calls.iter().enumerate() {
            self.calls += 1;
            let ms = c["ms"].as_f64().unwrap_or(0.0);
            self.slowest_ms = self.slowest_ms.max(ms);
            if ms > 1000.0 {
                self.over_1s += 1;
            }
            if let Some(a) = c.get("answer") {
                self.answers += 1;
                self.answer_chars += s(&a["text"]).chars().count();
            }
            for e in c["edits"].as_array().into_iter().flatten() {
                let file = s(&e["file"]).to_string();
                let symbols: Vec<String> = e["symbols"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|x| s(x).to_string())
                    .collect();
                let code = !e["language"].is_null() && !file.starts_with('/');
                edited |= code;
                if code && e["lines"].as_array().is_some_and(|l| !l.is_empty()) {
                    self.code_edits += 1;
                    if !symbols.is_empty() {
                        self.attributed += 1;
                    }
                }
                edits.push((i, file, symbols));
            }
            let recs = c["recorded"].as_array().cloned().unwrap_or_default();
            self.fixes_of(&recs, i, &edits, &failed_at);
            for r in &recs {
                if s(&r["kind"]) == "lesson" && s(&r["outcome"]) == "fail" {
                    failed_at.push((s(&r["symbol"]).to_string(), s(&r["file"]).to_string(), i));
                }
            }
            if let Some(run) = c.get("run") {
                self.run(repo, &id, c, run, &recs, &mut edited);
            }
        }
        self.recall(&calls, &edits);
    }

    /// A shell command: a visible test run (and whether `cm` took it: the changed lines
    /// waiting for a run were taken, or something was recorded), and its lessons judged.
    /// `edited` says code was edited since the previous visible run.
    fn run(
        &mut self,
        repo: &str,
        session: &str,
        c: &Value,
        run: &Value,
        recs: &[Value],
        edited: &mut bool,
    ) {
        self.shell_runs += 1;
        let output = s(&run["output"]);
        let judged = judge::judge_command(s(&run["command"]), output);
        let visible = matches!(judged.verdict, Verdict::Passed | Verdict::Failed);
        let before = run["pending_before"].as_u64().unwrap_or(0);
        let after = run["pending_after"].as_u64().unwrap_or(0);
        let fails: Vec<&Value> = recs
            .iter()
            .filter(|r| s(&r["kind"]) == "lesson" && s(&r["outcome"]) == "fail")
            .collect();
        if visible {
            self.visible += 1;
            if judged.verdict == Verdict::Failed {
                self.visible_failing += 1;
            }
            if std::mem::take(edited) || !recs.is_empty() {
                self.visible_after_edits += 1;
                if after < before || !recs.is_empty() {
                    self.recognised += 1;
                }
            }
        }
        if fails.is_empty() {
            return;
        }
        self.recorded_runs += 1;
        self.lessons += fails.len();
        self.max_symbols = self.max_symbols.max(fails.len());
        let first = judge::judge_lesson(&judged, output, s(&fails[0]["text"]));
        match first {
            LessonVerdict::Right => self.right += 1,
            LessonVerdict::OtherLine => self.other_line += 1,
            LessonVerdict::NoErrorText => self.no_error += 1,
            LessonVerdict::False => self.false_runs += 1,
        }
        let why = match &judged.verdict {
            Verdict::NeverRan(why) => format!("never ran: {why}"),
            Verdict::Passed => "the tests passed".to_string(),
            Verdict::NotATestRun => "no test runner's report".to_string(),
            v => format!("{} {v:?}", judged.runner),
        };
        for f in fails {
            self.judged.push(JudgedLesson {
                repo: repo.to_string(),
                session: session.to_string(),
                call: c["n"].as_u64().unwrap_or(0),
                command: s(&run["command"]).to_string(),
                output: output.to_string(),
                symbol: s(&f["symbol"]).to_string(),
                file: s(&f["file"]).to_string(),
                text: s(&f["text"]).to_string(),
                verdict: judge::judge_lesson(&judged, output, s(&f["text"])),
                why: why.clone(),
                shown: c
                    .get("answer")
                    .map(|a| s(&a["text"]).to_string())
                    .unwrap_or_default(),
            });
        }
    }

    /// Fix credits at call `at`: the symbols a green run credited (a success recorded by a
    /// test run, or a failure's fix noted), each touched or not by the edits since the run
    /// that recorded the symbol's failure.
    fn fixes_of(
        &mut self,
        recs: &[Value],
        at: usize,
        edits: &[(usize, String, Vec<String>)],
        failed_at: &[(String, String, usize)],
    ) {
        let mut credited: Vec<(&str, &str)> = Vec::new();
        for r in recs {
            let credit = match s(&r["kind"]) {
                "fix" => true,
                "lesson" => s(&r["outcome"]) == "success" && s(&r["source"]) == "auto",
                _ => false,
            };
            let key = (s(&r["symbol"]), s(&r["file"]));
            if credit && !credited.contains(&key) {
                credited.push(key);
            }
        }
        if credited.is_empty() {
            return;
        }
        self.fix_runs += 1;
        let mut untouched_here = false;
        for (symbol, file) in credited {
            self.fixes += 1;
            let from = failed_at
                .iter()
                .rev()
                .find(|(sym, f, i)| sym == symbol && f == file && *i < at)
                .map_or(0, |(_, _, i)| *i);
            let touched = edits.iter().any(|(i, f, syms)| {
                *i > from && *i < at && f == file && syms.iter().any(|x| same_symbol(x, symbol))
            });
            if !touched {
                self.fixes_untouched += 1;
                untouched_here = true;
            }
        }
        if untouched_here {
            self.fix_runs_untouched += 1;
        }
    }

    /// Prompt answers that name a file or symbol the session edits after the prompt.
    fn recall(&mut self, calls: &[Value], edits: &[(usize, String, Vec<String>)]) {
        for (i, c) in calls.iter().enumerate() {
            if s(&c["event"]) != "UserPromptSubmit" {
                continue;
            }
            let Some(a) = c.get("answer") else { continue };
            let text = s(&a["text"]);
            self.recall_answers += 1;
            self.recall_chars += text.chars().count();
            let named: Vec<(String, String)> = HEADER
                .captures_iter(text)
                .map(|m| m[1].trim_end_matches(" (file-level)").to_string())
                .map(|name| match name.rsplit_once(" in ") {
                    Some((sym, file)) => (sym.to_string(), file.to_string()),
                    None => (String::new(), name.clone()),
                })
                .collect();
            let hit = edits.iter().filter(|(j, _, _)| *j > i).any(|(_, f, syms)| {
                named.iter().any(|(sym, file)| {
                    f == file || (!sym.is_empty() && syms.iter().any(|x| same_symbol(x, sym)))
                })
            });
            if hit {
                self.recall_on_topic += 1;
            }
        }
    }

    /// The figures against the targets, one line each.
    pub(crate) fn print(&self, label: &str) {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                0.0
            } else {
                100.0 * a as f64 / b as f64
            }
        };
        println!(
            "replay figures ({label}): {} sessions, {} hook calls, {} shell commands",
            self.sessions, self.calls, self.shell_runs
        );
        println!(
            "  test runs recognised: {} of {} visible runs after edits ({:.0}%; target >= 95%); {} visible runs in all, {} failing",
            self.recognised,
            self.visible_after_edits,
            pct(self.recognised, self.visible_after_edits),
            self.visible,
            self.visible_failing
        );
        println!(
            "  recorded failing runs: {} ({} lessons)",
            self.recorded_runs, self.lessons
        );
        println!(
            "    carrying the failing test's own error: {} ({:.0}%; target >= 80%)",
            self.right,
            pct(self.right, self.recorded_runs)
        );
        println!(
            "    false (never ran, or passed): {} (target 0)",
            self.false_runs
        );
        println!("    another line's text: {} (target 0)", self.other_line);
        println!("    no error text: {}", self.no_error);
        let avg = if self.recorded_runs == 0 {
            0.0
        } else {
            self.lessons as f64 / self.recorded_runs as f64
        };
        println!(
            "  symbols per recorded run: {avg:.2} on average (target <= 2), {} at most (target <= 4)",
            self.max_symbols
        );
        println!(
            "  fixes credited to a symbol the fix did not touch: {} of {} credits (target 0), in {} of {} runs that credited a fix",
            self.fixes_untouched, self.fixes, self.fix_runs_untouched, self.fix_runs
        );
        println!(
            "  prompt-recall answers naming code the session edits later: {} of {} ({:.0}%; target >= 50%), {} tokens",
            self.recall_on_topic,
            self.recall_answers,
            pct(self.recall_on_topic, self.recall_answers),
            self.recall_chars / 4
        );
        println!(
            "  code edits attributed to a symbol: {} of {} ({:.0}%; target >= 90%)",
            self.attributed,
            self.code_edits,
            pct(self.attributed, self.code_edits)
        );
        println!(
            "  runtime: {} answers ({} tokens), slowest call {:.0} ms, {} calls over 1 s",
            self.answers,
            self.answer_chars / 4,
            self.slowest_ms,
            self.over_1s
        );
    }
}
