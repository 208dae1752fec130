//! POSIX shell quoting for hook commands. Claude Code and Codex run a hook's `command`
//! through a shell, so the binary's path must survive spaces and quotes. To recognise the
//! entries `cm` wrote earlier, a command string is split back into words with
//! `shlex::split`; the tests here hold the two to agreeing.

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
                shlex::split(&line).unwrap(),
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
            shlex::split(r#""${CLAUDE_PLUGIN_ROOT}/bin/cm-hook" stop"#).unwrap(),
            vec!["${CLAUDE_PLUGIN_ROOT}/bin/cm-hook", "stop"]
        );
        assert_eq!(
            shlex::split(r"/my\ dir/cm hook  stop ").unwrap(),
            vec!["/my dir/cm", "hook", "stop"]
        );
        assert_eq!(shlex::split("'unbalanced"), None);
    }
}
