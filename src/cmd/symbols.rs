//! `cm symbols FILE [--line N | --lines A-B]`: what `cm` sees in a source file, the same
//! table the hooks use to name what an edit touches.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};
use serde_json::{Value, json};

use super::Ctx;
use crate::symbols;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    // `Source file (.py, .pyi, ...)`, from the language registry.
    #[arg(help = format!("Source file ({})", symbols::known_extensions()))]
    pub(crate) file: PathBuf,

    /// Only the symbol of this line (1-based), with its enclosing chain
    #[arg(long, value_name = "N", conflicts_with = "lines", value_parser = parse_line)]
    pub(crate) line: Option<usize>,

    /// Only the symbols of these lines (1-based, inclusive), innermost per line
    #[arg(long, value_name = "A-B", value_parser = parse_lines)]
    pub(crate) lines: Option<(usize, usize)>,
}

pub(crate) fn run(ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    let path = &args.file;
    let Some(lang) = symbols::language_for_path(path) else {
        bail!(
            "{}: unsupported language (known extensions: {})",
            path.display(),
            symbols::known_extensions()
        );
    };
    let source = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let table = symbols::symbols_of_file(path, &source)
        .with_context(|| format!("reading symbols of {}", path.display()))?;
    let range = args.line.map(|n| (n, n)).or(args.lines);
    let shown = match range {
        Some(r) => symbols::innermost_for_lines(&table, &[r]),
        None => table.clone(),
    };

    // The JSON document, as specified in docs/SYMBOLS.md; one symbol as documented: its
    // anchor is internal.
    let symbols: Vec<Value> = shown
        .iter()
        .map(|s| {
            json!({"name": s.name, "kind": s.kind, "start_line": s.start_line,
                "end_line": s.end_line})
        })
        .collect();
    let report = json!({"file": path.display().to_string(), "language": lang.name,
        "symbols": symbols});
    super::print::answer(ctx.json, &report, || {
        let mut out = String::new();
        let lines: Vec<String> = shown
            .iter()
            .map(|s| format!("{}-{}", s.start_line, s.end_line))
            .collect();
        let lines_width = lines.iter().map(String::len).max().unwrap_or(0);
        let kind_width = shown.iter().map(|s| s.kind.len()).max().unwrap_or(0);
        for (s, lines) in shown.iter().zip(&lines) {
            let name = if range.is_some() {
                symbols::enclosing_chain(&table, s)
                    .iter()
                    .map(|c| c.name.as_str())
                    .collect::<Vec<_>>()
                    .join(" > ")
            } else {
                s.name.clone()
            };
            writeln!(
                out,
                "{lines:<lines_width$}  {:<kind_width$}  {name}",
                s.kind
            )?;
        }
        Ok(out)
    })
}

fn parse_line(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("expected a line number from 1 up, got {s:?}")),
    }
}

fn parse_lines(s: &str) -> Result<(usize, usize), String> {
    let err = || format!("expected A-B with 1 <= A <= B, got {s:?}");
    let (a, b) = s.split_once('-').ok_or_else(err)?;
    let a = parse_line(a).map_err(|_| err())?;
    let b = parse_line(b).map_err(|_| err())?;
    if a > b {
        return Err(err());
    }
    Ok((a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ranges_parse_and_reject_nonsense() {
        assert_eq!(parse_lines("3-7"), Ok((3, 7)));
        assert_eq!(parse_lines("5-5"), Ok((5, 5)));
        assert!(parse_lines("7-3").is_err());
        assert!(parse_lines("0-3").is_err());
        assert!(parse_lines("3").is_err());
        assert!(parse_lines("a-b").is_err());
        assert_eq!(parse_line("12"), Ok(12));
        assert!(parse_line("0").is_err());
        assert!(parse_line("-1").is_err());
    }
}
