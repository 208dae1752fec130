//! Small text helpers every printer shares: one-line and cut-down forms of free text,
//! plurals, dates from timestamps, and words quoted for a shell. One definition each, so
//! the hook, the prompt block and the commands agree on them. `prompt_words` reads what a
//! prompt says about code.

pub(crate) mod prompt_words;

/// `text` on one line: its words joined by single spaces (a multi-line lesson keeps its
/// words, not its layout).
pub(crate) fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` cut to at most `max` characters, ending in `…` when cut.
pub(crate) fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
    s.push('…');
    s
}

/// `one` when `n` is 1, else `many`: `plural(n, "failure", "failures")`.
pub(crate) fn plural<'a, N: Copy + PartialEq + From<u8>>(
    n: N,
    one: &'a str,
    many: &'a str,
) -> &'a str {
    if n == N::from(1) { one } else { many }
}

/// `2026-07-24` from a stored timestamp (`2026-07-24T10:00:00Z`).
pub(crate) fn day(timestamp: &str) -> &str {
    timestamp.get(..10).unwrap_or(timestamp)
}

/// A word as typed in a POSIX shell: as it is when it holds only characters no shell treats
/// specially (letters, digits, `._-/:@+,%=`, and `#` past the first character), else in single
/// quotes. Used for the `cm` commands shown to the model and the hook commands written into
/// agents' settings, which run through `sh -c`.
pub(crate) fn shell_word(w: &str) -> String {
    let plain = !w.is_empty()
        && !w.starts_with('#')
        && w.chars()
            .all(|c| c.is_alphanumeric() || "._-/:@+,%=#".contains(c));
    if plain {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_and_cut() {
        assert_eq!(one_line("  a\n  b\tc  "), "a b c");
        assert_eq!(cut("abcdef", 6), "abcdef");
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(cut("äöüß", 3), "äö…");
    }

    #[test]
    fn plurals() {
        assert_eq!(plural(1_i64, "failure", "failures"), "failure");
        assert_eq!(plural(0_i64, "failure", "failures"), "failures");
        assert_eq!(plural(2_usize, "has", "have"), "have");
    }

    #[test]
    fn days() {
        assert_eq!(day("2026-07-24T10:00:00Z"), "2026-07-24");
        assert_eq!(day("short"), "short");
    }

    #[test]
    fn shell_words() {
        assert_eq!(shell_word("Cart.total"), "Cart.total");
        assert_eq!(shell_word("a b"), "'a b'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
        assert_eq!(shell_word(""), "''");
        assert_eq!(shell_word("#1"), "'#1'");
        assert_eq!(
            shell_word("/home/me/.cargo/bin/cm"),
            "/home/me/.cargo/bin/cm"
        );
    }

    #[test]
    fn shell_words_round_trip_through_a_shell_split() {
        for word in [
            "/usr/local/bin/cm",
            "/Users/Jane Doe/.cargo/bin/cm",
            "/tmp/it's/cm",
            "C:/Program Files/cm/cm.exe",
            "Cart.total",
            "a#b",
            "",
        ] {
            let line = format!("{} hook stop", shell_word(word));
            assert_eq!(
                shlex::split(&line).unwrap(),
                vec![word.to_string(), "hook".into(), "stop".into()],
                "{line}"
            );
        }
    }
}
