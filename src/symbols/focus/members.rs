//! A block (a class, an `impl`, a namespace) read by its members: see the module doc of
//! `focus`.

use std::ops::Range;

use super::super::languages::Language;
use super::super::split;
use super::super::toplevel::Lines;
use super::{Reading, Words, by_pieces, runs};

/// The readings of `needed` pieces, each that is one block read by the members that hold
/// the last segment of a name it holds; a piece that is no block, or where such a segment
/// is also in the block's head, is read whole. None when a name's segment is nowhere.
pub(super) fn by_members(
    lang: &Language,
    source: &[u8],
    lines: &Lines,
    bounds: &[usize],
    words: &Words,
    names: &[&str],
    needed: &[usize],
) -> Option<Vec<Reading>> {
    let mut whole = Vec::new();
    let mut readings = Vec::new();
    for &p in needed {
        let piece = bounds[p]..bounds[p + 1];
        let Some(block) = Block::of(lang, source, lines, piece.clone()) else {
            whole.push(p);
            continue;
        };
        let mut members = Vec::new();
        let mut in_head = false;
        // The names this piece holds every segment of.
        let held = names.iter().filter(|name| {
            name.split('.')
                .filter(|s| !s.is_empty())
                .all(|s| words.of(s).iter().any(|at| piece.contains(at)))
        });
        for name in held {
            let last = name.rsplit('.').find(|s| !s.is_empty())?;
            for &at in words.of(last).iter().filter(|&&at| piece.contains(&at)) {
                match block.member_of(at) {
                    Some(m) => members.push(m),
                    None => in_head = true,
                }
            }
        }
        if in_head || members.is_empty() {
            whole.push(p);
            continue;
        }
        members.sort_unstable();
        members.dedup();
        readings.extend(runs(&members).into_iter().map(|run| block.reading(run)));
    }
    readings.extend(by_pieces(bounds, &whole));
    readings.sort_by_key(|r| r.keep.start);
    Some(readings)
}

/// A piece that is one block: its head, the starts of its members (found like pieces, at
/// the indentation of its first line inside), and its closing lines.
pub(super) struct Block {
    pub(super) head: Range<usize>,
    pub(super) members: Vec<usize>,
    /// Where its members end: the closing line's start, or the piece's end.
    body_end: usize,
    tail: Option<Range<usize>>,
    /// The piece's end.
    end: usize,
}

impl Block {
    pub(super) fn of(
        lang: &Language,
        source: &[u8],
        lines: &Lines,
        piece: Range<usize>,
    ) -> Option<Block> {
        let indent = |at: usize| {
            source[at..]
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count()
        };
        let text_at = |at: usize| source.get(at + indent(at)).copied().unwrap_or(b'\n');
        let blank = |at: usize| matches!(text_at(at), b'\n' | b'\r');
        let inside = |at: &usize| *at > piece.start && *at < piece.end;
        // The lines a member may start at, the first line inside the block (whose
        // indentation the members have), where the members end, and the closing lines.
        let (starts, first, body_end, tail): (Vec<usize>, usize, usize, Option<Range<usize>>) =
            if lang.name == "python" {
                // Lines outside brackets and strings; once the body has begun (the first
                // indented line), none is back at column 0 but a comment.
                let starts: Vec<usize> = lines.top.iter().copied().filter(inside).collect();
                let body = *starts
                    .iter()
                    .find(|&&at| indent(at) > 0 && !blank(at) && text_at(at) != b'#')?;
                let back_out = starts
                    .iter()
                    .any(|&at| at > body && indent(at) == 0 && !blank(at) && text_at(at) != b'#');
                if back_out {
                    return None;
                }
                (starts, body, piece.end, None)
            } else {
                // Lines inside one brace block that opens in the piece, after which the piece
                // holds nothing but its closing line.
                let inner: Vec<(usize, usize)> = lines
                    .inner
                    .iter()
                    .copied()
                    .filter(|(at, _)| inside(at))
                    .collect();
                let opener = inner.first()?.1;
                if opener < piece.start || inner.iter().any(|&(_, o)| o != opener) {
                    return None;
                }
                let close = lines.blocks.iter().find(|&&(o, _)| o == opener)?.1;
                let after = source.get(close + 1..piece.end)?;
                if !after.iter().all(|&b| b.is_ascii_whitespace() || b == b';') {
                    return None;
                }
                let close_line = source[..close]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |n| n + 1);
                let starts: Vec<usize> = inner
                    .into_iter()
                    .map(|(at, _)| at)
                    .filter(|&at| at < close_line)
                    .collect();
                let first = *starts.iter().find(|&&at| !blank(at))?;
                (starts, first, close_line, Some(close_line..piece.end))
            };
        let depth = indent(first);
        let members: Vec<usize> = starts
            .into_iter()
            .filter(|&at| at > first && member_starts(source, at, depth))
            .collect();
        Some(Block {
            head: piece.start..*members.first()?,
            members,
            body_end,
            tail,
            end: piece.end,
        })
    }

    /// The member (an index into `members`) that byte `at` is in; None in the head or tail.
    fn member_of(&self, at: usize) -> Option<usize> {
        if at < self.head.end || at >= self.body_end {
            return None;
        }
        Some(self.members.partition_point(|&m| m <= at) - 1)
    }

    /// The reading of the members `run`, with up to three members before it.
    pub(super) fn reading(&self, run: Range<usize>) -> Reading {
        let end = self.members.get(run.end).copied().unwrap_or(self.body_end);
        Reading {
            head: Some(self.head.clone()),
            froms: (1..=3)
                .map(|k| self.members[run.start.saturating_sub(k)])
                .collect(),
            natural: self.head.end,
            keep: self.members[run.start]..end,
            tail: self.tail.clone(),
            block_end: Some(self.end),
        }
    }
}

/// Clauses that go on with the statement before them: a line that starts with one (or
/// with an operator word: [`split::begins_construct`]) is never a member's first.
const CLAUSES: &[&str] = &[
    "case", "catch", "default", "elif", "else", "except", "finally", "where",
];

/// Whether a member of a block indented by `depth` bytes plainly begins at `at`, a line
/// start the scan found inside the block and outside strings, comments and brackets: the
/// line has that indentation and starts with a letter, `_`, `@`, a `//` or `/*` comment or
/// a `#[` attribute, not with a word that goes on with the line before, and the line before
/// it is blank. (The scan stands for the rule of pieces that the last line with text ends a
/// body: the first member after a docstring or a field is one too.)
fn member_starts(source: &[u8], at: usize, depth: usize) -> bool {
    let line = &source[at..];
    if line
        .iter()
        .take_while(|b| matches!(b, b' ' | b'\t'))
        .count()
        != depth
    {
        return false;
    }
    if !split::begins_construct(&line[depth..], CLAUSES) {
        return false;
    }
    let before = &source[..at.saturating_sub(1)];
    let previous = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(before, |n| &before[n + 1..]);
    at > 0 && previous.iter().all(|b| b.is_ascii_whitespace())
}
