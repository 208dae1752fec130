//! A big file read only where its lessons could be.
//!
//! A hook that meets a big file it has never seen asks one question of it: which of the
//! file's symbols with lessons are there, and where. The file is cut into top-level pieces,
//! at lines where a top-level construct plainly begins ([`split::is_split`]) and that a scan
//! of strings, comments and brackets finds outside all of them ([`toplevel`]). A symbol with
//! lessons lies in a piece that holds every segment of its name (`Cart.total`: `Cart` and
//! `total`), so only those pieces are parsed, each with the piece before it (where its first
//! definition's attributes or decorators may begin). The table holds what the whole
//! reading holds for those pieces, or nothing is answered and the file is read whole:
//! - a piece with an error, or whose leading attributes may begin further back;
//! - a name with lessons that the pieces do not define (it may have been renamed, and
//!   following it needs the whole table);
//! - pieces that add up to half the file or more: on one thread they would take about as
//!   long as the whole file read in halves on two.

use std::time::Instant;

use aho_corasick::AhoCorasick;
use anyhow::Result;

use super::languages::{Language, Leading};
use super::matcher::Matcher;
use super::parse::{Limits, parse};
use super::table::{Walked, chain_names, walk};
use super::{Symbol, split, toplevel};

/// The symbols of the pieces of `source` (written in `lang`) that could define one of
/// `names`: every symbol named `name` or `….name` that the whole table has, and every other
/// symbol of those pieces, each as the whole table has it. None when the file is to be
/// read whole (see the module doc). Errors only when the budget of `limits` runs out.
pub(super) fn table(
    lang: &Language,
    query: &Matcher,
    source: &[u8],
    names: &[String],
    limits: Limits,
) -> Result<Option<Vec<Symbol>>> {
    if !lang.splits || source.len() < split::SPLIT_FROM {
        return Ok(None);
    }
    let Some(bounds) = pieces(lang, source) else {
        return Ok(None);
    };
    let names: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() {
        return Ok(Some(Vec::new()));
    }
    let Some(needed) = needed(source, &bounds, &names) else {
        return Ok(None);
    };
    let mut runs: Vec<std::ops::Range<usize>> = Vec::new();
    let mut parsed = 0;
    for &piece in &needed {
        match runs.last_mut() {
            Some(run) if piece == run.end => run.end = piece + 1,
            _ => runs.push(piece..piece + 1),
        }
    }
    for run in &runs {
        parsed += bounds[run.end] - bounds[run.start.saturating_sub(1)];
    }
    if parsed * 2 >= source.len() {
        return Ok(None);
    }
    let mut walked: Option<Walked> = None;
    for run in runs {
        let Some(this) = read_run(lang, query, source, &bounds, run, limits)? else {
            return Ok(None);
        };
        walked = Some(match walked {
            Some(before) => before.and(this),
            None => this,
        });
    }
    let Some(walked) = walked else {
        return Ok(None);
    };
    let table = chain_names(walked);
    let defined = |name: &str| {
        table.iter().any(|s| {
            s.name == name
                || s.name
                    .strip_suffix(name)
                    .is_some_and(|outer| outer.ends_with('.'))
        })
    };
    Ok(names.iter().all(|n| defined(n)).then_some(table))
}

/// The definitions of the pieces `run` (indexes into `bounds`' windows), parsed with the
/// piece before them (or up to three, while the attributes leading into their first
/// definition may begin further back); None when that reading has an error, or the
/// attributes may begin before three pieces back.
fn read_run(
    lang: &Language,
    query: &Matcher,
    source: &[u8],
    bounds: &[usize],
    run: std::ops::Range<usize>,
    limits: Limits,
) -> Result<Option<Walked>> {
    let keep_from = bounds[run.start];
    // Attributes that lead into the first definition may fill the pieces before it.
    for back in 1..=3 {
        let from = bounds[run.start.saturating_sub(back)];
        let tree = parse(lang, source, Some(from..bounds[run.end]), None, limits)?;
        if tree.root_node().has_error() {
            return Ok(None);
        }
        if from > 0 && lead_may_reach_back(lang, &tree, keep_from) {
            continue;
        }
        let mut walked = walk(lang, query, &tree, source, None, limits)?;
        // Only the run's own: the pieces before it may be another run's.
        walked.found.retain(|f| f.bytes.start >= keep_from);
        walked.tokens.forget_before(keep_from);
        return Ok(Some(walked));
    }
    Ok(None)
}

/// The byte offsets at which pieces begin, with the file's length at the end; None when
/// the scan cannot vouch for the file.
fn pieces(lang: &Language, source: &[u8]) -> Option<Vec<usize>> {
    let mut bounds: Vec<usize> = toplevel::line_starts(lang.name, source)?
        .into_iter()
        .filter(|&at| at == 0 || split::is_split(source, at))
        .collect();
    bounds.push(source.len());
    Some(bounds)
}

/// The pieces (indexes into `bounds`' windows) that hold every segment of one of `names`,
/// in order; None when some name has no such piece.
fn needed(source: &[u8], bounds: &[usize], names: &[&str]) -> Option<Vec<usize>> {
    let mut segments: Vec<&str> = names
        .iter()
        .flat_map(|n| n.split('.'))
        .filter(|s| !s.is_empty())
        .collect();
    segments.sort_unstable();
    segments.dedup();
    let finder = AhoCorasick::new(&segments).ok()?;
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    // The pieces each segment occurs in, as a whole word, in order.
    let mut found: Vec<Vec<usize>> = vec![Vec::new(); segments.len()];
    for m in finder.find_overlapping_iter(source) {
        let text = segments[m.pattern().as_usize()].as_bytes();
        let (start, end) = (m.start(), m.end());
        let cut_before = word(text[0]) && start > 0 && word(source[start - 1]);
        let cut_after = word(text[text.len() - 1]) && source.get(end).is_some_and(|&b| word(b));
        if cut_before || cut_after {
            continue;
        }
        let piece = bounds.partition_point(|&b| b <= start) - 1;
        let pieces = &mut found[m.pattern().as_usize()];
        if pieces.last() != Some(&piece) {
            pieces.push(piece);
        }
    }
    let mut needed = Vec::new();
    for name in names {
        let mut parts = name.split('.').filter(|s| !s.is_empty());
        let first = segments.binary_search(&parts.next()?).ok()?;
        let mut holding = found[first].clone();
        for part in parts {
            let k = segments.binary_search(&part).ok()?;
            holding.retain(|p| found[k].binary_search(p).is_ok());
        }
        if holding.is_empty() {
            return None;
        }
        needed.extend(holding);
    }
    needed.sort_unstable();
    needed.dedup();
    Some(needed)
}

/// Whether the attributes, decorators or doc comments that lead into the first definition
/// at `keep_from` might begin before the start of `tree`'s range: they run back through
/// comments to its very first top-level node.
fn lead_may_reach_back(lang: &Language, tree: &tree_sitter::Tree, keep_from: usize) -> bool {
    let root = tree.root_node();
    let mut cursor = root.walk();
    let mut lead = false;
    let mut stopped = false;
    for child in root.children(&mut cursor) {
        if child.start_byte() >= keep_from {
            break;
        }
        match (lang.leading)(&child) {
            Leading::Extend => lead = true,
            Leading::Skip => {}
            Leading::Stop => {
                lead = false;
                stopped = true;
            }
        }
    }
    lead && !stopped
}

/// [`table`], within `budget` of parsing and walking.
pub(crate) fn symbols_within(
    lang: &'static Language,
    source: &[u8],
    names: &[String],
    budget: std::time::Duration,
) -> Result<Option<Vec<Symbol>>> {
    let source = source.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(source);
    let limits = Limits {
        started: Instant::now(),
        budget,
        whole_budget: true,
    };
    table(lang, Matcher::of(lang)?, source, names, limits)
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::time::Duration;

    use super::*;
    use crate::symbols::{language_for_path, symbols_of_file};

    const BUDGET: Duration = Duration::from_secs(5);

    fn focused(file: &str, source: &str, names: &[&str]) -> Option<Vec<Symbol>> {
        let lang = language_for_path(Path::new(file)).unwrap();
        let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
        symbols_within(lang, source.as_bytes(), &names, BUDGET).unwrap()
    }

    /// A Python module of `classes` classes of three methods, past the size read whole.
    fn python(classes: usize) -> String {
        let mut out = String::from("import os\n\n\n");
        for c in 0..classes {
            out.push_str(&format!(
                "@dataclass\nclass Model{c}:\n    \"\"\"Model {c}.\"\"\"\n\n"
            ));
            for m in 0..3 {
                out.push_str(&format!(
                    "    def method_{m}(self, x):\n        return os.path.join(x, '{c}')\n\n"
                ));
            }
            out.push('\n');
        }
        out
    }

    /// The whole table's symbols that are in the focused one, which must hold them alike.
    fn agrees(file: &str, source: &str, focused: &[Symbol]) {
        let whole = symbols_of_file(Path::new(file), source.as_bytes()).unwrap();
        for s in focused {
            assert!(whole.contains(s), "{s:?} is not in the whole table");
        }
    }

    #[test]
    fn only_the_pieces_of_the_names_are_read() {
        let source = python(400);
        assert!(source.len() > split::SPLIT_FROM * 2);
        let got = focused("m.py", &source, &["Model7.method_1", "Model300"]).unwrap();
        let names: Vec<&str> = got.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "Model7",
                "Model7.method_0",
                "Model7.method_1",
                "Model7.method_2",
                "Model300",
                "Model300.method_0",
                "Model300.method_1",
                "Model300.method_2"
            ]
        );
        // The decorator line is the class's first, as in the whole reading.
        agrees("m.py", &source, &got);
        assert_eq!(got[0].kind, "class");
        // No names: nothing to read. A small file is read whole.
        assert_eq!(focused("m.py", &source, &[]), Some(Vec::new()));
        assert_eq!(focused("m.py", &python(3), &["Model1"]), None);
    }

    #[test]
    fn a_name_the_pieces_do_not_define_sends_the_file_to_a_whole_reading() {
        let source = python(400);
        // Renamed, or only mentioned: the whole table must follow it.
        assert_eq!(focused("m.py", &source, &["Model7.gone"]), None);
        let mentioned = source.replace("'7'", "Model7.method_9");
        assert_eq!(focused("m.py", &mentioned, &["Model7.method_9"]), None);
        // A whole word only: `Model3` is not in `Model30`.
        let got = focused("m.py", &source, &["Model3"]).unwrap();
        assert_eq!(got.iter().filter(|s| s.kind == "class").count(), 1);
    }

    #[test]
    fn code_in_a_string_or_an_unindented_body_is_not_a_piece() {
        // A docstring that holds a class of the same name: the scan keeps it out.
        let fake = "\"\"\"Example:\n\n    x = 1\n\nclass Model7:\n    def method_1(self):\n        pass\n\"\"\"\n\n\n";
        let source = format!("{fake}{}", python(400));
        let got = focused("m.py", &source, &["Model7.method_1"]).unwrap();
        agrees("m.py", &source, &got);
        // An error elsewhere in the file does not matter to the pieces read.
        let broken = format!("{}def broken()\n    return 1\n", python(400));
        agrees(
            "m.py",
            &broken,
            &focused("m.py", &broken, &["Model7"]).unwrap(),
        );
        // A namespace whose body is not indented: its classes are no pieces of their own.
        let mut ts = String::from("namespace Shop {\n\n");
        for c in 0..600 {
            ts.push_str(&format!(
                "export class Cart{c} {{\n  total(): number {{\n    return {c};\n  }}\n}}\n\n"
            ));
        }
        ts.push_str("}\n");
        assert_eq!(focused("m.ts", &ts, &["Shop.Cart7.total"]), None);
        let whole = symbols_of_file(Path::new("m.ts"), ts.as_bytes()).unwrap();
        assert!(whole.iter().any(|s| s.name == "Shop.Cart7.total"));
    }

    #[test]
    fn leading_attributes_come_from_the_piece_before() {
        // A multi-line attribute whose last line is indented ends the piece before.
        let mut rust = String::new();
        for i in 0..500 {
            rust.push_str(&format!(
                "#[cfg(any(\n    test,\n    feature = \"f{i}\"\n    ))]\n\nfn item_{i}() {{\n    let x = {i};\n}}\n\n"
            ));
        }
        let got = focused("m.rs", &rust, &["item_250"]).unwrap();
        agrees("m.rs", &rust, &got);
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].start_line, 250 * 9 + 1);
        // Two items in a row: the second's reading reaches back over the first's.
        let got = focused("m.rs", &rust, &["item_250", "item_251"]).unwrap();
        agrees("m.rs", &rust, &got);
        assert_eq!(got.len(), 2);
    }

    /// `CM_SPLIT_CORPUS=dir:dir cargo test --release --lib pieces_agree_on_a_corpus --
    /// --ignored --nocapture`: in every big file of those directories the scan vouches for,
    /// each piece read alone (with the piece before it) has the definitions the whole table
    /// has in its lines, and a focused table of some names holds only the whole table's
    /// symbols and defines each name as the whole table does.
    #[test]
    #[ignore = "needs a corpus of real code"]
    fn pieces_agree_on_a_corpus() {
        // Per language: big files, vouched for, pieces, pieces read, focused tables asked
        // for, made; files whose whole reading has an error, pieces of theirs that differ.
        let mut tally: std::collections::BTreeMap<&str, [u32; 8]> = Default::default();
        let mut differ = Vec::new();
        let limits = || Limits {
            started: Instant::now(),
            budget: BUDGET,
            whole_budget: false,
        };
        crate::symbols::each_corpus_file("CM_SPLIT_CORPUS", |path, lang, source| {
            if !lang.splits || source.len() < split::SPLIT_FROM {
                return;
            }
            if source.starts_with(b"\xEF\xBB\xBF") {
                return;
            }
            let counts = tally.entry(lang.name).or_default();
            counts[0] += 1;
            let Some(bounds) = pieces(lang, source) else {
                return;
            };
            counts[1] += 1;
            let Ok(whole) = symbols_of_file(path, source) else {
                return;
            };
            let query = Matcher::of(lang).unwrap();
            // Where the whole reading has an error, tree-sitter's recovery may lose
            // definitions that a piece read alone has: those are counted, not failed.
            let broken =
                parse(lang, source, None, None, limits()).is_ok_and(|t| t.root_node().has_error());
            counts[6] += u32::from(broken);
            let line = |at: usize| source[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            for p in 0..bounds.len() - 1 {
                counts[2] += 1;
                let Ok(Some(walked)) = read_run(lang, query, source, &bounds, p..p + 1, limits())
                else {
                    continue;
                };
                counts[3] += 1;
                let read = chain_names(walked);
                let (first, last) = (line(bounds[p]), line(bounds[p + 1] - 1));
                let want: Vec<&Symbol> = whole
                    .iter()
                    .filter(|s| s.end_line >= first && s.end_line <= last)
                    .collect();
                if read.iter().collect::<Vec<_>>() != want && broken {
                    counts[7] += 1;
                } else if read.iter().collect::<Vec<_>>() != want {
                    println!(
                        "{}: piece at line {first}: {} read, {} in the whole table",
                        path.display(),
                        read.len(),
                        want.len()
                    );
                    differ.push(path.to_path_buf());
                }
            }
            // Lessons on one symbol, and on three across the file.
            let n = whole.len();
            let picks: [&[usize]; 2] = [&[n / 2], &[n / 4, n / 2, n * 3 / 4]];
            for pick in picks {
                if n == 0 || broken {
                    break;
                }
                counts[4] += 1;
                let names: Vec<String> = pick.iter().map(|&i| whole[i].name.clone()).collect();
                let Ok(Some(table)) = table(lang, query, source, &names, limits()) else {
                    continue;
                };
                counts[5] += 1;
                let defines = |t: &[Symbol], n: &str| {
                    t.iter()
                        .find(|s| s.name == n)
                        .or_else(|| {
                            t.iter()
                                .find(|s| s.name.strip_suffix(n).is_some_and(|o| o.ends_with('.')))
                        })
                        .cloned()
                };
                let wrong = table.iter().any(|s| !whole.contains(s))
                    || names
                        .iter()
                        .any(|n| defines(&table, n) != defines(&whole, n));
                if wrong {
                    println!("{}: the focused table of {names:?} differs", path.display());
                    differ.push(path.to_path_buf());
                }
            }
        });
        for (lang, [files, vouched, pieces, read, asked, made, broken, lost]) in tally {
            println!(
                "{lang}: {files} big files, {vouched} vouched for by the scan, {pieces} pieces, \
                 {read} read alone, {made} of {asked} focused tables made; {broken} files \
                 whose whole reading has an error, {lost} of their pieces differ"
            );
        }
        println!("{} differ", differ.len());
        assert!(differ.is_empty(), "{differ:?}");
    }
}
