//! What a hook reads of its payload: every event's text is bounded before any work is done
//! on it, so that a hook's work grows with what it needs, not with what an agent sends (a
//! prompt with a pasted log, a test run printing megabytes).
//!
//! A prompt keeps its head and its tail (what is asked is usually at one end of what was
//! pasted), a test run's output its head (the failures) and its tail (the summary), a
//! command its head (the runner and its arguments). An edit's strings and a patch are
//! left whole: they are matched against a file, which is bounded itself (8 MiB), and
//! their reading is linear.

use crate::agent::event::Event;
use crate::testrun::CommandRun;

/// The most of a prompt read: half from its start, half from its end.
pub(crate) const PROMPT_BYTES: usize = 64 * 1024;
/// The most of a command's output read: half from its start, half from its end.
pub(crate) const OUTPUT_BYTES: usize = 256 * 1024;
/// The most of a command read.
pub(crate) const COMMAND_BYTES: usize = 16 * 1024;

/// Where a text was cut in two, in what a hook keeps of it.
const ELIDED: &str = "\n…\n";

/// `event` with its texts bounded (see the module's doc).
pub(crate) fn event(event: Event) -> Event {
    match event {
        Event::PromptSubmitted { prompt } => Event::PromptSubmitted {
            prompt: head_and_tail(prompt, PROMPT_BYTES),
        },
        Event::CommandRan(run) => Event::CommandRan(CommandRun {
            command: head(run.command, COMMAND_BYTES),
            output: head_and_tail(run.output, OUTPUT_BYTES),
            ..run
        }),
        other => other,
    }
}

/// The largest char boundary of `text` at or before `at`.
pub(super) fn floor(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The smallest char boundary of `text` at or after `at`.
pub(super) fn ceil(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// `text` cut to its first `max` bytes (at a char boundary).
fn head(mut text: String, max: usize) -> String {
    if text.len() > max {
        text.truncate(floor(&text, max));
    }
    text
}

/// `text` when at most `max` bytes, else its first and last `max / 2` bytes (cut at line
/// ends when there is one near) joined by an elision line.
pub(crate) fn head_and_tail(text: String, max: usize) -> String {
    if text.len() <= max {
        return text;
    }
    let half = max / 2;
    let mut end = floor(&text, half);
    // A whole last line, when its end is in the second half of the head.
    if let Some(nl) = text[..end].rfind('\n').filter(|&nl| nl >= half / 2) {
        end = nl;
    }
    let mut start = ceil(&text, text.len() - half);
    if let Some(nl) = text[start..].find('\n').filter(|&nl| nl < half / 2) {
        start += nl + 1;
    }
    let mut out = String::with_capacity(end + ELIDED.len() + text.len() - start);
    out.push_str(&text[..end]);
    out.push_str(ELIDED);
    out.push_str(&text[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_keeps_its_head_and_tail_by_whole_lines() {
        let lines: Vec<String> = (0..10_000).map(|i| format!("line {i}")).collect();
        let text = lines.join("\n");
        let kept = head_and_tail(text, 1000);
        assert!(kept.len() <= 1000 + ELIDED.len(), "{}", kept.len());
        assert!(kept.starts_with("line 0\nline 1\n"));
        assert!(kept.ends_with("line 9999"));
        let (a, b) = kept.split_once(ELIDED).unwrap();
        assert!(
            a.lines()
                .chain(b.lines())
                .all(|l| lines.contains(&l.to_string()))
        );
        assert_eq!(head_and_tail("short".into(), 1000), "short");
    }

    #[test]
    fn cuts_fall_on_char_boundaries() {
        let text = "é".repeat(5000);
        let kept = head_and_tail(text, 1001);
        assert!(kept.len() <= 1001 + ELIDED.len());
        assert_eq!(head("ééé".into(), 3), "é");
    }

    #[test]
    fn every_event_text_is_bounded() {
        let big = "x".repeat(10 * 1024 * 1024);
        let Event::PromptSubmitted { prompt } = event(Event::PromptSubmitted {
            prompt: big.clone(),
        }) else {
            panic!()
        };
        assert!(prompt.len() <= PROMPT_BYTES + ELIDED.len());
        let Event::CommandRan(run) = event(Event::CommandRan(CommandRun {
            command: big.clone(),
            exit_code: Some(1),
            output: big,
            interrupted: false,
        })) else {
            panic!()
        };
        assert!(run.command.len() <= COMMAND_BYTES);
        assert!(run.output.len() <= OUTPUT_BYTES + ELIDED.len());
        assert_eq!(run.exit_code, Some(1));
    }
}
