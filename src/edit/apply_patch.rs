//! Codex's `apply_patch` edits: the patch text (`*** Begin Patch` ... `*** End Patch`) read
//! into files and chunks, and located in the files on disk.
//!
//! Codex sends the whole patch as `tool_input.command`; its chunks carry context lines
//! (` `), removed lines (`-`) and added lines (`+`) but no line numbers, so the lines are
//! found by searching the file for each chunk's text, in order.

use std::path::PathBuf;

use super::{Hunk, Lines};

/// One file of a patch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FilePatch {
    Add { path: PathBuf, lines: usize },
    Delete { path: PathBuf },
    Update { path: PathBuf, chunks: Vec<Chunk> },
}

impl FilePatch {
    pub(crate) fn path(&self) -> &PathBuf {
        match self {
            FilePatch::Add { path, .. }
            | FilePatch::Delete { path }
            | FilePatch::Update { path, .. } => path,
        }
    }
}

/// One `@@` chunk: its lines with their marks (`' '`, `'-'`, `'+'`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Chunk {
    pub(crate) lines: Vec<(char, String)>,
}

impl Chunk {
    fn side(&self, keep: char) -> Vec<&str> {
        self.lines
            .iter()
            .filter(|(m, _)| *m == ' ' || *m == keep)
            .map(|(_, l)| l.as_str())
            .collect()
    }
}

/// Reads a patch; None when `text` is not one, or has a line outside every file.
pub(crate) fn parse(text: &str) -> Option<Vec<FilePatch>> {
    let (files, stray) = read(text)?;
    if stray || files.is_empty() {
        return None;
    }
    let files = files.into_iter().map(|f| {
        // A rename keeps the edits' lines, in the file the patch names.
        let path = PathBuf::from(f.path);
        match f.change {
            Change::Add(text) => FilePatch::Add {
                path,
                lines: text.matches('\n').count(),
            },
            Change::Delete => FilePatch::Delete { path },
            Change::Update(chunks) => FilePatch::Update { path, chunks },
        }
    });
    Some(files.collect())
}

/// One file of a Codex patch and what it becomes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FileEdit {
    /// The path as the patch names it.
    pub(crate) path: String,
    /// The new path of a moved file.
    pub(crate) moved_to: Option<String>,
    pub(crate) change: Change,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Change {
    /// The whole content of an added file.
    Add(String),
    Delete,
    /// Chunks of context (` `), removed (`-`) and added (`+`) lines.
    Update(Vec<Chunk>),
}

/// Reads a `*** Begin Patch` ... `*** End Patch` text; empty when it is not one.
pub(crate) fn parse_codex(patch: &str) -> Vec<FileEdit> {
    read(patch).map_or_else(Vec::new, |(files, _)| files)
}

/// The files of a patch, and whether a line stood outside every file; None when `patch`
/// has no `*** Begin Patch`.
fn read(patch: &str) -> Option<(Vec<FileEdit>, bool)> {
    let mut lines = patch.lines().map(|l| l.trim_end_matches('\r'));
    lines.find(|l| l.trim() == "*** Begin Patch")?;
    let mut files: Vec<FileEdit> = Vec::new();
    let mut stray = false;
    for line in lines {
        if line.trim() == "*** End Patch" {
            break;
        }
        let file = |path: &str, change| FileEdit {
            path: path.trim().to_string(),
            moved_to: None,
            change,
        };
        if let Some(p) = line.strip_prefix("*** Add File: ") {
            files.push(file(p, Change::Add(String::new())));
        } else if let Some(p) = line.strip_prefix("*** Delete File: ") {
            files.push(file(p, Change::Delete));
        } else if let Some(p) = line.strip_prefix("*** Update File: ") {
            files.push(file(p, Change::Update(Vec::new())));
        } else if let Some(p) = line.strip_prefix("*** Move to: ") {
            if let Some(f) = files.last_mut() {
                f.moved_to = Some(p.trim().to_string());
            }
        } else if line.starts_with("*** End of File") {
            // The end-of-file marker only anchors the edits' lines.
        } else if let Some(f) = files.last_mut() {
            match &mut f.change {
                Change::Add(text) => {
                    text.push_str(line.strip_prefix('+').unwrap_or(line));
                    text.push('\n');
                }
                Change::Delete => {}
                Change::Update(chunks) => {
                    if line.starts_with("@@") {
                        chunks.push(Chunk::default());
                        continue;
                    }
                    if chunks.is_empty() {
                        chunks.push(Chunk::default());
                    }
                    let mut chars = line.chars();
                    let (mark, rest) = match chars.next() {
                        Some(m @ ('+' | '-' | ' ')) => (m, chars.as_str()),
                        // An empty context line often loses its leading space.
                        _ => (' ', line),
                    };
                    if let Some(chunk) = chunks.last_mut() {
                        chunk.lines.push((mark, rest.to_string()));
                    }
                }
            }
        } else {
            stray = true;
        }
    }
    Some((files, stray))
}

/// `text` with the chunks applied in order, and the lines they changed in the new text;
/// None when a chunk's old lines are not found (exactly, then ignoring trailing spaces).
pub(crate) fn apply_chunks(text: &str, chunks: &[Chunk]) -> Option<(String, Vec<Lines>)> {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut from = 0;
    let mut changed = Vec::new();
    for chunk in chunks {
        let (old, new) = (chunk.side('-'), chunk.side('+'));
        let at = find_lines(&lines, &old, from).or_else(|| find_lines(&lines, &old, 0))?;
        // The changed lines of the new text: from the first to the last added or removed.
        let lead = chunk.lines.iter().take_while(|(m, _)| *m == ' ').count();
        let added = chunk.lines.iter().filter(|(m, _)| *m == '+').count();
        let first = at + lead + 1;
        changed.push((first, first + added.saturating_sub(1)));
        let replacement: Vec<String> = new.iter().map(|s| (*s).to_string()).collect();
        lines.splice(at..at + old.len(), replacement);
        from = at + new.len();
    }
    let mut out = lines.join("\n");
    if text.ends_with('\n') || text.is_empty() {
        out.push('\n');
    }
    Some((out, changed))
}

/// Where `old` starts in `lines` at or after `from` (0-based), exactly, then ignoring
/// trailing spaces; the end for an empty `old`.
fn find_lines(lines: &[String], old: &[&str], from: usize) -> Option<usize> {
    if old.is_empty() {
        return Some(lines.len());
    }
    if from + old.len() > lines.len() {
        return None;
    }
    let fits = |eq: &dyn Fn(&str, &str) -> bool| {
        (from..=lines.len() - old.len())
            .find(|&i| old.iter().zip(&lines[i..]).all(|(o, l)| eq(l, o)))
    };
    fits(&|l, o| l == o).or_else(|| fits(&|l, o| l.trim_end() == o.trim_end()))
}

/// Where `block` starts in `lines` at or after `from` (0-based), comparing without
/// trailing whitespace, then without any surrounding whitespace.
fn find(lines: &[&str], block: &[&str], from: usize) -> Option<usize> {
    if block.is_empty() || block.len() > lines.len() {
        return None;
    }
    let fits = |at: usize, eq: &dyn Fn(&str, &str) -> bool| {
        block.iter().enumerate().all(|(i, b)| eq(lines[at + i], b))
    };
    let last = lines.len() - block.len();
    (from..=last)
        .find(|&at| fits(at, &|a, b| a.trim_end() == b.trim_end()))
        .or_else(|| (from..=last).find(|&at| fits(at, &|a, b| a.trim() == b.trim())))
}

/// The lines of the file on disk (`content`) that the chunks change: the removed lines of
/// each chunk, or for a pure insertion the context it goes into.
pub(crate) fn old_ranges(content: &str, chunks: &[Chunk]) -> Vec<Lines> {
    let lines: Vec<&str> = content.lines().collect();
    let mut from = 0;
    let mut out = Vec::new();
    for c in chunks {
        let old = c.side('-');
        let Some(at) = find(&lines, &old, from) else {
            continue;
        };
        from = at + old.len();
        // The chunk's old side, numbered from where it was found.
        let old_marks = c.lines.iter().map(|(m, _)| *m).filter(|m| *m != '+');
        let removed: Vec<Lines> = (at + 1..)
            .zip(old_marks)
            .filter(|(_, m)| *m == '-')
            .map(|(line, _)| (line, line))
            .collect();
        if removed.is_empty() {
            out.push((at + 1, at + old.len()));
        } else {
            out.extend(removed);
        }
    }
    super::merge(out)
}

/// The chunks as hunks of the file after the patch (`content`), found by
/// searching each chunk's new text; chunks not found are skipped.
pub(crate) fn hunks_after(content: &str, chunks: &[Chunk]) -> Vec<Hunk> {
    let lines: Vec<&str> = content.lines().collect();
    let mut from = 0;
    let mut delta: isize = 0;
    let mut out = Vec::new();
    for c in chunks {
        let new = c.side('+');
        let old_len = c.side('-').len();
        let Some(at) = find(&lines, &new, from) else {
            continue;
        };
        from = at + new.len();
        let new_start = at + 1;
        out.push(Hunk {
            old_start: (new_start as isize - delta).max(1) as usize,
            old_lines: old_len,
            new_start,
            new_lines: new.len(),
            lines: c.lines.iter().map(|(m, l)| format!("{m}{l}")).collect(),
        });
        delta += new.len() as isize - old_len as isize;
    }
    out
}

/// The file as it was before the patch: `content` (after it) with each hunk's new side put
/// back to its old side. Codex reports no old text, and a deleted function can only be named
/// in it.
pub(crate) fn text_before(content: &str, hunks: &[Hunk]) -> String {
    let lines: Vec<&str> = content.lines().collect();
    let mut out: Vec<&str> = Vec::with_capacity(lines.len());
    let mut next = 0;
    for h in hunks {
        let start = h.new_start.saturating_sub(1).min(lines.len());
        if start < next {
            continue;
        }
        out.extend_from_slice(&lines[next..start]);
        // The hunk's old side: its context and removed lines.
        let old = h.lines.iter().filter(|l| l.starts_with([' ', '-']));
        out.extend(old.map(|l| &l[1..]));
        next = (start + h.new_lines).min(lines.len());
    }
    out.extend_from_slice(&lines[next..]);
    let mut text = out.join("\n");
    if content.ends_with('\n') {
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const PATCH: &str = "*** Begin Patch\n*** Update File: shop.py\n@@ class Cart:\n     def total(self, items):\n-        return sum(items) + 1\n+        return sum(items)\n*** Add File: tax.py\n+def vat(price):\n+    return price * 0.2\n*** Delete File: old.py\n*** End Patch\n";

    #[test]
    fn codex_patch_updates_adds_and_moves() {
        let patch = "*** Begin Patch\n*** Update File: a.py\n@@ def f\n def f():\n-    return 1\n+    return 2\n+    # two\n*** Add File: b.py\n+x = 1\n*** Update File: c.py\n*** Move to: d.py\n@@\n-a\n+b\n*** End Patch\n";
        let files = parse_codex(patch);
        assert_eq!(files.len(), 3);
        assert_eq!(files[1].change, Change::Add("x = 1\n".into()));
        assert_eq!(files[2].moved_to.as_deref(), Some("d.py"));
        let Change::Update(chunks) = &files[0].change else {
            panic!("update")
        };
        let (text, changed) = apply_chunks("import x\ndef f():\n    return 1\n", chunks).unwrap();
        assert_eq!(text, "import x\ndef f():\n    return 2\n    # two\n");
        assert_eq!(changed, vec![(3, 4)]);
        assert!(apply_chunks("nothing here\n", chunks).is_none());
    }

    #[test]
    fn reads_files_and_chunks() {
        let files = parse(PATCH).unwrap();
        assert_eq!(files.len(), 3);
        assert_eq!(
            files[1],
            FilePatch::Add {
                path: "tax.py".into(),
                lines: 2
            }
        );
        assert_eq!(
            files[2],
            FilePatch::Delete {
                path: "old.py".into()
            }
        );
        let FilePatch::Update { path, chunks } = &files[0] else {
            panic!()
        };
        assert_eq!(path, &PathBuf::from("shop.py"));
        assert_eq!(chunks[0].lines.len(), 3);
        assert!(parse("pytest -x").is_none());
    }

    #[test]
    fn locates_chunks_before_and_after() {
        let before = "def apply_discount(price, pct):\n    return price\n\n\nclass Cart:\n    def total(self, items):\n        return sum(items) + 1\n";
        let FilePatch::Update { chunks, .. } = &parse(PATCH).unwrap()[0] else {
            panic!()
        };
        assert_eq!(old_ranges(before, chunks), vec![(7, 7)]);
        let after = before.replace("sum(items) + 1", "sum(items)");
        let hunks = hunks_after(&after, chunks);
        assert_eq!(hunks[0].new_start, 6);
        assert_eq!(crate::edit::patch_ranges(&hunks), vec![(7, 7)]);
    }

    #[test]
    fn insertion_touches_its_context() {
        let patch = "*** Begin Patch\n*** Update File: a.py\n@@\n def f():\n+    x = 1\n     return 2\n*** End Patch";
        let FilePatch::Update { chunks, .. } = &parse(patch).unwrap()[0] else {
            panic!()
        };
        assert_eq!(
            old_ranges("import os\ndef f():\n    return 2\n", chunks),
            vec![(2, 3)]
        );
    }

    #[test]
    fn the_text_before_a_patch_is_rebuilt_from_its_hunks() {
        let before = "class Cart:\n    def total(self, items):\n        return sum(items)\n\n    def count(self, items):\n        return len(items)\n";
        let patch = "*** Begin Patch\n*** Update File: shop.py\n@@ class Cart:\n         return sum(items)\n-\n-    def count(self, items):\n-        return len(items)\n*** End Patch\n";
        let files = parse(patch).unwrap();
        let FilePatch::Update { chunks, .. } = &files[0] else {
            panic!("{files:?}")
        };
        let after = "class Cart:\n    def total(self, items):\n        return sum(items)\n";
        let hunks = hunks_after(after, chunks);
        assert_eq!(text_before(after, &hunks), before);
    }
}
