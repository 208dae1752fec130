//! A big file read only where its lessons could be.
//!
//! A hook that meets a big file it has never seen asks one question of it: which of the
//! file's symbols with lessons are there, and where. The file is cut into top-level pieces,
//! at lines where a top-level construct plainly begins ([`split::is_split`]) and that a scan
//! of strings, comments and brackets finds outside all of them ([`toplevel`]). A symbol with
//! lessons lies in a piece that holds every segment of its name (`Cart.total`: `Cart` and
//! `total`), so only those pieces are parsed, each with the piece before it (where its first
//! definition's attributes or decorators may begin).
//!
//! When those pieces are half the file or more (a file that is one big class), a piece that
//! is one block (a class, an `impl`, a namespace) is read by its members: the block's lines
//! before its first member, the members that hold the name's last segment, and the block's
//! closing line, parsed as one text (tree-sitter's included ranges). The members are found
//! like pieces, one indentation in. The enclosing block is then read in part: it chains the
//! members' names and is left out of the table.
//!
//! The table holds what the whole reading holds for what was read, or nothing is answered
//! and the file is read whole:
//! - a reading with an error, or whose leading attributes may begin further back;
//! - a name with lessons that the table does not define (it may have been renamed, and
//!   following it needs the whole table);
//! - readings that add up to half the file or more: on one thread they would take about as
//!   long as the whole file read in halves on two.

use std::collections::HashSet;
use std::ops::Range;
use std::time::Instant;

use aho_corasick::AhoCorasick;
use anyhow::Result;

use super::languages::{Language, Leading};
use super::matcher::Matcher;
use super::parse::{Limits, parse};
use super::table::{Walked, chain_names, walk};
use super::toplevel::{self, Lines};
use super::{Symbol, split};

mod members;

use members::by_members;

/// The symbols of the parts of `source` (written in `lang`) that could define one of
/// `names`: every symbol named `name` or `….name` that the whole table has, and every other
/// symbol read, each as the whole table has it. None when the file is to be read whole
/// (see the module doc). Errors only when the budget of `limits` runs out.
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
    let Some(lines) = toplevel::scan(lang.name, source) else {
        return Ok(None);
    };
    let bounds = pieces(source, &lines);
    let names: Vec<&str> = names
        .iter()
        .map(String::as_str)
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() {
        return Ok(Some(Vec::new()));
    }
    let Some(words) = Words::find(source, &names) else {
        return Ok(None);
    };
    let Some(needed) = needed(&bounds, &words, &names) else {
        return Ok(None);
    };
    let mut readings = by_pieces(&bounds, &needed);
    if cost(&readings) * 2 >= source.len() {
        let Some(narrowed) = by_members(lang, source, &lines, &bounds, &words, &names, &needed)
        else {
            return Ok(None);
        };
        readings = narrowed;
    }
    if cost(&readings) * 2 >= source.len() {
        return Ok(None);
    }
    // A block read for several members is in each of their readings: it chains their names
    // once.
    let mut walked: Option<Walked> = None;
    let mut blocks: HashSet<usize> = HashSet::new();
    for reading in readings {
        let Some(mut this) = reading.read(lang, query, source, limits)? else {
            return Ok(None);
        };
        let enclosing: Vec<usize> = this
            .found
            .iter()
            .filter(|f| !f.kept)
            .map(|f| f.bytes.start)
            .collect();
        this.found
            .retain(|f| f.kept || !blocks.contains(&f.bytes.start));
        blocks.extend(enclosing);
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

/// One parse of part of the file: the lines of a block before its members (`head`), the
/// bytes from one of `froms` to the end of `keep`, and the block's closing lines (`tail`).
/// The definitions that start in `keep` are the reading's; those around it chain names.
struct Reading {
    head: Option<Range<usize>>,
    /// Where the reading may begin, nearest first: the definitions in `keep` may have
    /// attributes or decorators that begin before it.
    froms: Vec<usize>,
    /// Where nothing before can lead into `keep` (the file's start, or the end of `head`,
    /// which is read anyway).
    natural: usize,
    keep: Range<usize>,
    tail: Option<Range<usize>>,
    /// For a block's members: where the block's piece ends. The block, read in part,
    /// seems to end with what was read of it; it is taken to end there, so that it chains
    /// the names of members read apart.
    block_end: Option<usize>,
}

impl Reading {
    /// The bytes it parses at the nearest start.
    fn cost(&self) -> usize {
        let body = self.keep.end - self.froms.first().copied().unwrap_or(self.keep.start);
        body + self.head.as_ref().map_or(0, |h| h.len()) + self.tail.as_ref().map_or(0, |t| t.len())
    }

    /// The definitions it keeps, with those that enclose them (not kept), and the tokens of
    /// what it keeps; None when it has an error or its attributes may begin further back
    /// than its last start.
    fn read(
        &self,
        lang: &Language,
        query: &Matcher,
        source: &[u8],
        limits: Limits,
    ) -> Result<Option<Walked>> {
        for &from in &self.froms {
            let mut ranges = Vec::new();
            match &self.head {
                Some(head) if head.end == from => ranges.push(head.start..self.keep.end),
                Some(head) => ranges.extend([head.clone(), from..self.keep.end]),
                None => ranges.push(from..self.keep.end),
            }
            ranges.extend(self.tail.clone());
            let tree = parse(lang, source, &ranges, None, limits)?;
            if tree.root_node().has_error() {
                return Ok(None);
            }
            if from != self.natural && lead_may_reach_back(lang, &tree, from, self.keep.start) {
                continue;
            }
            let mut walked = walk(lang, query, &tree, source, None, limits)?;
            let keep = &self.keep;
            walked.found.retain_mut(|f| {
                f.kept = keep.contains(&f.bytes.start);
                let enclosing = f.bytes.start < keep.start && f.bytes.end > keep.start;
                if enclosing && let Some(end) = self.block_end {
                    f.bytes.end = end;
                }
                f.kept || enclosing
            });
            walked.tokens.keep_within(keep.clone());
            return Ok(Some(walked));
        }
        Ok(None)
    }
}

fn cost(readings: &[Reading]) -> usize {
    readings.iter().map(Reading::cost).sum()
}

/// The byte offsets at which pieces begin, with the file's length at the end.
fn pieces(source: &[u8], lines: &Lines) -> Vec<usize> {
    let mut bounds: Vec<usize> = lines
        .top
        .iter()
        .copied()
        .filter(|&at| at == 0 || split::is_split(source, at))
        .collect();
    bounds.push(source.len());
    bounds
}

/// Readings of whole pieces (indexes into `bounds`' windows): runs of adjacent ones, each
/// with up to three pieces before it.
fn by_pieces(bounds: &[usize], needed: &[usize]) -> Vec<Reading> {
    runs(needed)
        .into_iter()
        .map(|run| Reading {
            head: None,
            froms: (1..=3)
                .map(|k| bounds[run.start.saturating_sub(k)])
                .collect(),
            natural: 0,
            keep: bounds[run.start]..bounds[run.end],
            tail: None,
            block_end: None,
        })
        .collect()
}

/// Runs of adjacent indexes, in order.
fn runs(sorted: &[usize]) -> Vec<Range<usize>> {
    let mut runs: Vec<Range<usize>> = Vec::new();
    for &i in sorted {
        match runs.last_mut() {
            Some(run) if i == run.end => run.end = i + 1,
            _ => runs.push(i..i + 1),
        }
    }
    runs
}

/// Where the names' segments are written, as whole words.
struct Words<'n> {
    /// The distinct segments, sorted.
    segments: Vec<&'n str>,
    /// Where each occurs, in order.
    at: Vec<Vec<usize>>,
}

impl<'n> Words<'n> {
    fn find(source: &[u8], names: &[&'n str]) -> Option<Words<'n>> {
        let mut segments: Vec<&str> = names
            .iter()
            .flat_map(|n| n.split('.'))
            .filter(|s| !s.is_empty())
            .collect();
        segments.sort_unstable();
        segments.dedup();
        let finder = AhoCorasick::new(&segments).ok()?;
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
        let mut at: Vec<Vec<usize>> = vec![Vec::new(); segments.len()];
        for m in finder.find_overlapping_iter(source) {
            let text = segments[m.pattern().as_usize()].as_bytes();
            let (start, end) = (m.start(), m.end());
            let cut_before = word(text[0]) && start > 0 && word(source[start - 1]);
            let cut_after = word(text[text.len() - 1]) && source.get(end).is_some_and(|&b| word(b));
            if !(cut_before || cut_after) {
                at[m.pattern().as_usize()].push(start);
            }
        }
        Some(Words { segments, at })
    }

    /// Where `segment` occurs (one of the names' segments).
    fn of(&self, segment: &str) -> &[usize] {
        self.segments
            .binary_search(&segment)
            .map_or(&[], |k| self.at[k].as_slice())
    }
}

/// The pieces (indexes into `bounds`' windows) that hold every segment of one of `names`,
/// in order; None when some name has no such piece.
fn needed(bounds: &[usize], words: &Words, names: &[&str]) -> Option<Vec<usize>> {
    let piece_of = |at: usize| bounds.partition_point(|&b| b <= at) - 1;
    let mut needed = Vec::new();
    for name in names {
        let mut holding: Option<Vec<usize>> = None;
        for part in name.split('.').filter(|s| !s.is_empty()) {
            let mut pieces: Vec<usize> = words.of(part).iter().map(|&at| piece_of(at)).collect();
            pieces.dedup();
            holding = Some(match holding {
                Some(mut h) => {
                    h.retain(|p| pieces.binary_search(p).is_ok());
                    h
                }
                None => pieces,
            });
        }
        let holding = holding.filter(|h| !h.is_empty())?;
        needed.extend(holding);
    }
    needed.sort_unstable();
    needed.dedup();
    Some(needed)
}

/// Whether the attributes, decorators or doc comments that lead into the first definition
/// at `keep_from` might begin before `from`, where the reading begins: among the nodes
/// beside that definition (children of the root, or of the block it is a member of), those
/// read from `from` run back through comments to the first of them without a stop.
fn lead_may_reach_back(
    lang: &Language,
    tree: &tree_sitter::Tree,
    from: usize,
    keep_from: usize,
) -> bool {
    // The node whose children hold the definition: the innermost that begins before the
    // reading does and ends after `keep_from`.
    let mut parent = tree.root_node();
    loop {
        let mut cursor = parent.walk();
        let inner = parent
            .children(&mut cursor)
            .find(|c| c.start_byte() < from && c.end_byte() > keep_from);
        match inner {
            Some(node) => parent = node,
            None => break,
        }
    }
    let mut cursor = parent.walk();
    let mut lead = false;
    let mut stopped = false;
    for child in parent.children(&mut cursor) {
        if child.start_byte() < from {
            continue;
        }
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

    /// One block of `members` methods (a class, an `impl`), in Python and in Rust.
    fn one_block(members: usize) -> (String, String) {
        let mut py = String::from("import os\n\n\nclass Big:\n    \"\"\"Everything.\"\"\"\n\n");
        let mut rust = String::from("use std::fmt;\n\nimpl Service {\n    const N: u32 = 1;\n\n");
        for m in 0..members {
            py.push_str(&format!(
                "    @property\n    def method_{m}(self):\n        return os.path.join(self.root, '{m}')\n\n"
            ));
            rust.push_str(&format!(
                "    /// Step {m}.\n    pub fn step_{m}(&self) -> u32 {{\n        self.base + {m}\n    }}\n\n"
            ));
        }
        rust.push_str("}\n");
        (py, rust)
    }

    #[test]
    fn one_big_block_is_read_by_its_members() {
        let (py, rust) = one_block(700);
        assert!(py.len() > split::SPLIT_FROM && rust.len() > split::SPLIT_FROM);
        let got = focused("m.py", &py, &["Big.method_300"]).unwrap();
        agrees("m.py", &py, &got);
        let names: Vec<&str> = got.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Big.method_300"]);
        // Two members apart, and a member at each end of the block.
        let got = focused(
            "m.py",
            &py,
            &["Big.method_0", "Big.method_450", "Big.method_699"],
        );
        let got = got.unwrap();
        agrees("m.py", &py, &got);
        assert_eq!(got.len(), 3);
        let got = focused(
            "m.rs",
            &rust,
            &["Service.step_10", "Service.step_11", "step_600"],
        );
        let got = got.unwrap();
        agrees("m.rs", &rust, &got);
        let named: Vec<(&str, &str)> = got
            .iter()
            .map(|s| (s.name.as_str(), s.kind.as_str()))
            .collect();
        assert_eq!(
            named,
            [
                ("Service.step_10", "method"),
                ("Service.step_11", "method"),
                ("Service.step_600", "method")
            ]
        );
        // The block itself has lessons: it is read whole, which is the file.
        assert_eq!(focused("m.py", &py, &["Big"]), None);
        // The name's last segment is also in the block's head: read whole.
        let mentioned = py.replace("Everything.", "Everything; see method_300.");
        assert_eq!(focused("m.py", &mentioned, &["Big.method_300"]), None);
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
        // for, made; files whose whole reading has an error, pieces of theirs that differ;
        // members of blocks, members read.
        let mut tally: std::collections::BTreeMap<&str, [u32; 10]> = Default::default();
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
            let Some(lines) = toplevel::scan(lang.name, source) else {
                return;
            };
            let bounds = pieces(source, &lines);
            counts[1] += 1;
            let Ok(whole) = symbols_of_file(path, source) else {
                return;
            };
            let query = Matcher::of(lang).unwrap();
            // Where the whole reading has an error, tree-sitter's recovery may lose
            // definitions that a piece read alone has: those are counted, not failed.
            let broken =
                parse(lang, source, &[], None, limits()).is_ok_and(|t| t.root_node().has_error());
            counts[6] += u32::from(broken);
            let line = |at: usize| source[..at].iter().filter(|&&b| b == b'\n').count() + 1;
            for p in 0..bounds.len() - 1 {
                counts[2] += 1;
                let reading = &by_pieces(&bounds, &[p])[0];
                let Ok(Some(walked)) = reading.read(lang, query, source, limits()) else {
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
                // Each member of a block, read alone: what the whole table has in its lines
                // but the definitions around it (they begin in the head).
                let Some(block) =
                    members::Block::of(lang, source, &lines, bounds[p]..bounds[p + 1])
                else {
                    continue;
                };
                for m in 0..block.members.len() {
                    counts[8] += 1;
                    let reading = block.reading(m..m + 1);
                    let Ok(Some(walked)) = reading.read(lang, query, source, limits()) else {
                        continue;
                    };
                    counts[9] += 1;
                    let read = chain_names(walked);
                    let (first, last) = (line(reading.keep.start), line(reading.keep.end - 1));
                    let head_last = line(block.head.end - 1);
                    let want: Vec<&Symbol> = whole
                        .iter()
                        .filter(|s| s.end_line >= first && s.end_line <= last)
                        .filter(|s| !(s.start_line <= head_last && s.end_line >= first))
                        .collect();
                    if read.iter().collect::<Vec<_>>() != want && !broken {
                        println!(
                            "{}: member at line {first}: {:?} read, {:?} in the whole table",
                            path.display(),
                            read.iter()
                                .map(|s| (&s.name, s.start_line, s.end_line))
                                .collect::<Vec<_>>(),
                            want.iter()
                                .map(|s| (&s.name, s.start_line, s.end_line))
                                .collect::<Vec<_>>()
                        );
                        differ.push(path.to_path_buf());
                    }
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
        for (lang, counts) in tally {
            let [
                files,
                vouched,
                pieces,
                read,
                asked,
                made,
                broken,
                lost,
                members,
                alone,
            ] = counts;
            println!(
                "{lang}: {files} big files, {vouched} vouched for by the scan, {pieces} pieces, \
                 {read} read alone, {members} members of blocks, {alone} read alone, {made} of \
                 {asked} focused tables made; {broken} files whose whole reading has an error, \
                 {lost} of their pieces differ"
            );
        }
        println!("{} differ", differ.len());
        assert!(differ.is_empty(), "{differ:?}");
    }
}
