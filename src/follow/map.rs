//! The project map for an agent that starts cold, drawn from the project index:
//! directories, files, their top-level symbols with kinds, lessons marked with their risk,
//! and which project modules import which. Cut to a budget by rank: lessons and risk first,
//! then how many modules import a file, then its size. `cm map` prints it; SessionStart
//! adds a short one when the config asks for it.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use anyhow::Result;
use serde::Serialize;

use crate::store::Store;
use crate::store::index::IndexedFile;

/// Characters per token, as the brief counts them.
pub(crate) const CHARS_PER_TOKEN: usize = 4;

/// One file of the map.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct MapFile {
    pub(crate) file: String,
    pub(crate) lines: i64,
    /// Highest current risk of its lessons (0 without).
    pub(crate) risk: f64,
    /// Project files importing it.
    pub(crate) imported_by: usize,
    /// Project files it imports.
    pub(crate) imports: Vec<String>,
    /// Top-level symbols: `(name, kind, risk of its lessons or 0)`.
    pub(crate) symbols: Vec<(String, String, f64)>,
}

/// The files of the index with their risk and importers, best ranked first.
pub(crate) fn ranked(store: &Store, project: &str, index: &[IndexedFile]) -> Result<Vec<MapFile>> {
    let present: HashSet<&str> = index.iter().map(|f| f.file.as_str()).collect();
    let mut importers: HashMap<&str, usize> = HashMap::new();
    for f in index {
        for i in f.imports.iter().filter(|i| present.contains(i.as_str())) {
            *importers.entry(i.as_str()).or_default() += 1;
        }
    }
    // The highest risk of each symbol, and of each file (one pass: a map of a large index
    // must not look through every lesson for each of its files).
    let mut risk: HashMap<(String, String), f64> = HashMap::new();
    let mut file_risk: HashMap<String, f64> = HashMap::new();
    for s in store.top(project, 10_000)? {
        let r = risk.entry((s.file.clone(), s.name)).or_default();
        *r = r.max(s.risk_score);
        let r = file_risk.entry(s.file).or_default();
        *r = r.max(s.risk_score);
    }
    let mut files: Vec<MapFile> = index
        .iter()
        .map(|f| {
            let symbols = f
                .symbols
                .iter()
                .flatten()
                .filter_map(|s| {
                    let r = risk.get(&(f.file.clone(), s.name.clone())).copied();
                    (!s.name.contains('.') || r.is_some())
                        .then(|| (s.name.clone(), s.kind.clone(), r.unwrap_or(0.0)))
                })
                .collect();
            MapFile {
                file: f.file.clone(),
                lines: f.lines,
                risk: file_risk.get(&f.file).copied().unwrap_or(0.0),
                imported_by: importers.get(f.file.as_str()).copied().unwrap_or(0),
                imports: f
                    .imports
                    .iter()
                    .filter(|i| present.contains(i.as_str()))
                    .cloned()
                    .collect(),
                symbols,
            }
        })
        .collect();
    files.sort_by(|a, b| {
        b.risk
            .total_cmp(&a.risk)
            .then(b.imported_by.cmp(&a.imported_by))
            .then(b.lines.cmp(&a.lines))
            .then(a.file.cmp(&b.file))
    });
    Ok(files)
}

/// Makes the tables of the files a map of `budget` characters (0: none) shows that a scan
/// read without parsing ([`Table::Later`]): parsed now and kept in the index.
///
/// [`Table::Later`]: crate::store::index::Table::Later
pub(crate) fn make_tables(store: &Store, root: &Path, project: &str, budget: usize) -> Result<()> {
    if budget == 0 {
        return Ok(());
    }
    let index = store.index(project)?;
    let files = ranked(store, project, &index)?;
    let (_, kept) = render(project, &files, budget);
    let later: HashSet<&str> = index
        .iter()
        .filter(|f| f.symbols.is_none())
        .map(|f| f.file.as_str())
        .collect();
    for f in files
        .iter()
        .take(kept)
        .filter(|f| later.contains(f.file.as_str()))
    {
        super::index::one(store, root, project, &f.file)?;
    }
    Ok(())
}

/// The map text within `budget` characters, and how many of `files` (in rank order) it
/// holds. Files are listed by directory; a file's symbols are cut before the file is.
pub(crate) fn render(project: &str, files: &[MapFile], budget: usize) -> (String, usize) {
    let (mut used, mut kept) = (0, 0);
    // By directory, then by file.
    let mut by_dir: BTreeMap<&str, BTreeMap<&str, String>> = BTreeMap::new();
    for f in files {
        let text = file_text(f, budget.saturating_sub(used));
        if used + text.len() > budget && kept > 0 {
            break;
        }
        used += text.len();
        kept += 1;
        let dir = f.file.rsplit_once('/').map_or("", |(d, _)| d);
        by_dir.entry(dir).or_default().insert(&f.file, text);
    }
    let mut out = format!(
        "project map of {project}: {kept} of {} files{}\n",
        files.len(),
        if kept < files.len() {
            " (the rest left out; cm map --budget TOKENS for more)"
        } else {
            ""
        }
    );
    for (dir, list) in by_dir {
        out.push_str(&format!("{}/\n", if dir.is_empty() { "." } else { dir }));
        for text in list.values() {
            out.push_str(text);
        }
    }
    (out, kept)
}

/// One file's lines: `  name.py (120 lines, imported by 3, lessons: risk 11.5)` and its
/// top-level symbols, within `room` characters.
fn file_text(f: &MapFile, room: usize) -> String {
    let name = f.file.rsplit('/').next().unwrap_or(&f.file);
    let mut notes = vec![format!("{} lines", f.lines)];
    if f.imported_by > 0 {
        notes.push(format!("imported by {}", f.imported_by));
    }
    if f.risk > 0.0 {
        notes.push(format!("lessons: risk {:.1}", f.risk));
    }
    let mut out = format!("  {name} ({})\n", notes.join(", "));
    let mut line = String::from("   ");
    for (n, kind, risk) in &f.symbols {
        let item = if *risk > 0.0 {
            format!(" {kind} {n} [risk {risk:.1}];")
        } else {
            format!(" {kind} {n};")
        };
        if out.len() + line.len() + item.len() + 8 > room.max(80) {
            line.push_str(" ...");
            break;
        }
        line.push_str(&item);
    }
    if f.symbols.is_empty() {
        return out;
    }
    out.push_str(line.trim_end_matches(';'));
    out.push('\n');
    out
}
