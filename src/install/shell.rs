//! POSIX shell quoting for hook commands. Claude Code and Codex run a hook's `command`
//! through a shell, so the binary's path must survive spaces and quotes; and to recognise
//! the entries `cm` wrote earlier, a command string is split back into words.

/// Quotes `word` for a POSIX shell, leaving plain paths readable.
pub fn quote(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+:@%=,".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Splits a simple command line into words: whitespace-separated, with '...', "..." and
/// backslash escapes. `None` when quotes are unbalanced. Expansions (`$X`) are kept as text,
/// which is all that recognising a command needs.
pub fn split(line: &str) -> Option<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '\'' => break,
                        ch => word.push(ch),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next()? {
                        '"' => break,
                        '\\' => match chars.next()? {
                            ch @ ('"' | '\\' | '$' | '`') => word.push(ch),
                            ch => {
                                word.push('\\');
                                word.push(ch);
                            }
                        },
                        ch => word.push(ch),
                    }
                }
            }
            '\\' => {
                in_word = true;
                word.push(chars.next()?);
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Some(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quote_round_trips_through_split() {
        for path in [
            "/usr/local/bin/cm",
            "/Users/Jane Doe/.cargo/bin/cm",
            "/tmp/it's/cm",
            "C:/Program Files/cm/cm.exe",
            "",
        ] {
            let line = format!("{} hook stop", quote(path));
            assert_eq!(
                split(&line).unwrap(),
                vec![path.to_string(), "hook".into(), "stop".into()],
                "{line}"
            );
        }
    }

    #[test]
    fn plain_paths_stay_unquoted() {
        assert_eq!(quote("/home/me/.cargo/bin/cm"), "/home/me/.cargo/bin/cm");
        assert_eq!(quote("/a b"), "'/a b'");
    }

    #[test]
    fn split_handles_double_quotes_and_escapes() {
        assert_eq!(
            split(r#""${CLAUDE_PLUGIN_ROOT}/bin/cm-hook" stop"#).unwrap(),
            vec!["${CLAUDE_PLUGIN_ROOT}/bin/cm-hook", "stop"]
        );
        assert_eq!(
            split(r"/my\ dir/cm hook  stop ").unwrap(),
            vec!["/my dir/cm", "hook", "stop"]
        );
        assert_eq!(split("'unbalanced"), None);
    }
}
