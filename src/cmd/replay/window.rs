//! Pure: where a Read's window sits in a file that is not quite the one the session read
//! (the replay's base is a guess at the commit the session started from). The window is
//! aligned with the file's lines by an approximate match (edit distance with a free start
//! and end in the file), so the window can replace the region it matches and the lines
//! before and after it keep their own text, instead of being overlaid by line number.

use std::collections::HashMap;
use std::ops::Range;

/// The most cells the alignment fills (window lines × file lines); a longer file is searched
/// in a band of lines around the window's own place.
const MAX_CELLS: usize = 8_000_000;

/// The region of `file` the `window` matches, its start near `at` (0-based, where the session
/// saw it) when several match as well; None when fewer than a third of the window's lines are
/// found in it, in order (the window matches nowhere).
pub(crate) fn locate<'a>(file: &[&'a str], window: &[&'a str], at: usize) -> Option<Range<usize>> {
    let m = window.len();
    if m == 0 {
        return None;
    }
    // The band of the file searched: all of it when it fits.
    let width = MAX_CELLS / m;
    if width < m * 2 {
        return None;
    }
    let (lo, hi) = if file.len() <= width {
        (0, file.len())
    } else {
        let lo = at.saturating_sub(width / 2).min(file.len() - width);
        (lo, lo + width)
    };
    let band = &file[lo..hi];
    // Lines as numbers, the same for the same text (trailing spaces and `\r` aside).
    let mut ids: HashMap<&str, u32> = HashMap::new();
    let mut number = |lines: &[&'a str]| -> Vec<u32> {
        lines
            .iter()
            .map(|l| {
                let next = ids.len() as u32;
                *ids.entry(l.trim_end()).or_insert(next)
            })
            .collect()
    };
    let w = number(window);
    let f = number(band);
    let n = f.len();
    // cost[j] of the window's first i lines ending before file line j; each step's move kept.
    let mut moves = vec![Move::Skip; (m + 1) * (n + 1)];
    let mut prev: Vec<u32> = vec![0; n + 1];
    let mut cur: Vec<u32> = vec![0; n + 1];
    for i in 1..=m {
        cur[0] = i as u32;
        moves[i * (n + 1)] = Move::Extra;
        for j in 1..=n {
            let same = w[i - 1] == f[j - 1];
            let diag = prev[j - 1] + u32::from(!same);
            let up = prev[j] + 1;
            let left = cur[j - 1] + 1;
            // A changed line is preferred to a line added and one dropped.
            let (cost, mv) = if diag <= up && diag <= left {
                (diag, if same { Move::Same } else { Move::Changed })
            } else if up <= left {
                (up, Move::Extra)
            } else {
                (left, Move::Skip)
            };
            cur[j] = cost;
            moves[i * (n + 1) + j] = mv;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    // The best end, nearest the window's own end when several cost the same.
    let want = (at + m).saturating_sub(lo);
    let end = (0..=n).min_by_key(|&j| (prev[j], j.abs_diff(want)))?;
    let (mut i, mut j, mut same) = (m, end, 0);
    while i > 0 {
        match moves[i * (n + 1) + j] {
            mv @ (Move::Same | Move::Changed) => {
                same += usize::from(matches!(mv, Move::Same));
                i -= 1;
                j -= 1;
            }
            Move::Extra => i -= 1,
            Move::Skip => j -= 1,
        }
    }
    (same * 3 >= m).then_some(lo + j..lo + end)
}

/// How the alignment got to a cell.
#[derive(Clone, Copy)]
enum Move {
    /// The window's line is the file's.
    Same,
    /// The window's line replaces the file's.
    Changed,
    /// The window's line is not in the file.
    Extra,
    /// The file's line is not in the window.
    Skip,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(s: &str) -> Vec<&str> {
        s.split(' ').collect()
    }

    #[test]
    fn a_window_is_found_where_its_lines_are() {
        let file = lines("a b c d e f g h i j");
        assert_eq!(locate(&file, &lines("d e f"), 3), Some(3..6));
        // The session saw the file with two lines more before the window.
        assert_eq!(locate(&file, &lines("d e f"), 5), Some(3..6));
        // And with two lines fewer.
        assert_eq!(locate(&file, &lines("g h"), 4), Some(6..8));
    }

    #[test]
    fn a_window_longer_or_shorter_than_its_region_replaces_all_of_it() {
        let file = lines("a b c d e f g h");
        // The session had a line the file lacks.
        assert_eq!(locate(&file, &lines("c d X e f"), 2), Some(2..6));
        // The file has a line the session's lacks.
        assert_eq!(locate(&file, &lines("c d f g"), 2), Some(2..7));
        // A changed line at the edge stays part of the region.
        assert_eq!(locate(&file, &lines("c d e F"), 2), Some(2..6));
    }

    #[test]
    fn equal_matches_go_to_the_nearest() {
        let file = lines("x } y } z }");
        assert_eq!(locate(&file, &lines("}"), 3), Some(3..4));
        assert_eq!(locate(&file, &lines("}"), 0), Some(1..2));
    }

    #[test]
    fn a_window_that_matches_nowhere_has_no_region() {
        let file = lines("a b c d e f");
        assert_eq!(locate(&file, &lines("p q r s t u v w"), 2), None);
        assert_eq!(locate(&file, &lines("p q c r s t"), 2), None);
        assert_eq!(locate(&file, &[], 0), None);
    }

    #[test]
    fn trailing_spaces_do_not_tell_lines_apart() {
        let file = vec!["a", "b\r", "c  "];
        assert_eq!(locate(&file, &["b", "c"], 1), Some(1..3));
    }

    #[test]
    fn a_long_file_is_searched_around_the_window() {
        let file: Vec<String> = (0..20_000).map(|i| format!("line {i}")).collect();
        let file: Vec<&str> = file.iter().map(String::as_str).collect();
        assert_eq!(
            locate(&file, &file[15_000..16_000], 14_990),
            Some(15_000..16_000)
        );
        assert_eq!(locate(&file, &file[10..1010], 0), Some(10..1010));
        // A window too long to align has no region.
        assert_eq!(locate(&file, &file[..3000], 0), None);
    }
}
