//! Source rewritten for a grammar that misreads it ([`super::Language::rewrite`],
//! [`super::Language::preproc_fallback`]): the same length and line breaks, so every node keeps
//! the source's offsets and lines, and names and anchors are read from the source.

/// A stretch of the source made blank (a Kotlin annotation, a C macro line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Blank {
    pub(crate) start: usize,
    /// 0-based line of `start`.
    pub(crate) row: usize,
}

/// The rewritten text and what it blanked, for [`super::table`].
#[derive(Debug)]
pub(crate) struct Rewritten {
    pub(crate) text: Vec<u8>,
    /// In order of `start`.
    pub(crate) blanks: Vec<Blank>,
    /// Comments (start, end), in order: a range looks back over them to an annotation.
    pub(crate) comments: Vec<(usize, usize)>,
}

impl Rewritten {
    /// The first line of a definition whose node starts at byte `start`: the line of the
    /// first annotation right before it (with only whitespace, comments and other
    /// annotations between), else `row`.
    pub(crate) fn start_row(&self, start: usize, row: usize) -> usize {
        let mut at = start.min(self.text.len());
        loop {
            while at > 0 && self.text[at - 1].is_ascii_whitespace() {
                at -= 1;
            }
            let i = self.comments.partition_point(|&(_, end)| end < at);
            match self.comments.get(i) {
                Some(&(from, end)) if end == at => at = from,
                _ => break,
            }
        }
        let i = self.blanks.partition_point(|b| b.start < at);
        let blank = self.blanks.get(i).filter(|b| b.start < start);
        blank.map_or(row, |b| b.row.min(row))
    }
}
