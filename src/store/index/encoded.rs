//! A file's symbol table as the project index stores it (migration 20): one value a file,
//! read and written whole.

use super::{IndexedSymbol, KIND_CODES};

/// A file's symbol table as the index stores it (migration 20), into `out`: for each
/// symbol, in order, its name (length, bytes), its kind (twice its number in
/// [`KIND_CODES`], or twice its length plus one, then its bytes), its start line (the
/// difference from the symbol before), its last line (from its start), its anchor's hash
/// (8 bytes, little-endian) and size, and its doc line (0 for none, else one more than its
/// distance from the start). Numbers are LEB128 varints, differences zigzag-encoded.
pub(super) fn encode(symbols: &[IndexedSymbol], out: &mut Vec<u8>) {
    out.clear();
    let mut line = 0;
    for s in symbols {
        varint(out, s.name.len() as u64);
        out.extend_from_slice(s.name.as_bytes());
        match KIND_CODES.iter().position(|k| *k == s.kind) {
            Some(n) => varint(out, n as u64 * 2),
            None => {
                varint(out, s.kind.len() as u64 * 2 + 1);
                out.extend_from_slice(s.kind.as_bytes());
            }
        }
        varint(out, zigzag(s.start_line - line));
        line = s.start_line;
        varint(out, zigzag(s.end_line - s.start_line));
        out.extend_from_slice(&s.body_hash.to_le_bytes());
        varint(out, zigzag(s.body_size));
        varint(out, s.doc_line.map_or(0, |d| zigzag(s.start_line - d) + 1));
    }
}

/// The table [`encode`] wrote; what follows a malformed symbol is left out.
pub(super) fn decode(mut b: &[u8]) -> Vec<IndexedSymbol> {
    fn bytes<'a>(b: &mut &'a [u8], n: u64) -> Option<&'a [u8]> {
        let n = usize::try_from(n).ok()?;
        let (head, rest) = (b.get(..n)?, b.get(n..)?);
        *b = rest;
        Some(head)
    }
    fn text(b: &mut &[u8], n: u64) -> Option<String> {
        String::from_utf8(bytes(b, n)?.to_vec()).ok()
    }
    fn one(b: &mut &[u8], line: &mut i64) -> Option<IndexedSymbol> {
        let n = read_varint(b)?;
        let name = text(b, n)?;
        let k = read_varint(b)?;
        let kind = if k % 2 == 0 {
            (*KIND_CODES.get(usize::try_from(k / 2).ok()?)?).to_string()
        } else {
            text(b, k / 2)?
        };
        *line += unzigzag(read_varint(b)?);
        let end_line = *line + unzigzag(read_varint(b)?);
        let body_hash = u64::from_le_bytes(bytes(b, 8)?.try_into().ok()?);
        let body_size = unzigzag(read_varint(b)?);
        let doc = read_varint(b)?;
        Some(IndexedSymbol {
            name,
            kind,
            start_line: *line,
            end_line,
            body_hash,
            body_size,
            doc_line: (doc > 0).then(|| *line - unzigzag(doc - 1)),
        })
    }
    let mut line = 0;
    std::iter::from_fn(|| {
        if b.is_empty() {
            None
        } else {
            one(&mut b, &mut line)
        }
    })
    .collect()
}

fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn read_varint(b: &mut &[u8]) -> Option<u64> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let (&byte, rest) = b.split_first()?;
        *b = rest;
        n |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            return Some(n);
        }
    }
    None
}

fn zigzag(n: i64) -> u64 {
    ((n << 1) ^ (n >> 63)) as u64
}

fn unzigzag(n: u64) -> i64 {
    ((n >> 1) as i64) ^ -((n & 1) as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(
        name: &str,
        kind: &str,
        lines: (i64, i64),
        hash: u64,
        doc: Option<i64>,
    ) -> IndexedSymbol {
        IndexedSymbol {
            name: name.into(),
            kind: kind.into(),
            start_line: lines.0,
            end_line: lines.1,
            body_hash: hash,
            body_size: 30,
            doc_line: doc,
        }
    }

    #[test]
    fn a_table_is_read_back_as_written() {
        let table = vec![
            sym("Cart", "class", (3, 90), u64::MAX, Some(1)),
            sym("Cart.total", "method", (10, 20), 0, None),
            sym(
                "Cart.empty",
                "oddity",
                (10, 10),
                0x8000_0000_0000_0001,
                Some(9),
            ),
            sym("é", "definition", (1, 100_000), 7, None),
        ];
        let mut blob = Vec::new();
        encode(&table, &mut blob);
        assert_eq!(decode(&blob), table);
        // A cut value keeps the symbols before the cut.
        assert_eq!(decode(&blob[..blob.len() - 1]), table[..3]);
        encode(&[], &mut blob);
        assert!(decode(&blob).is_empty());
    }

    #[test]
    fn every_kind_a_table_has_is_stored_as_a_number() {
        for kind in crate::symbols::KINDS.iter().chain(&["definition"]) {
            assert!(KIND_CODES.contains(kind), "{kind}");
        }
    }

    #[test]
    fn the_index_by_anchor_leaves_out_what_the_symbols_call_trivial() {
        assert_eq!(
            super::super::MOVING_ANCHOR_TOKENS,
            i64::from(crate::symbols::TRIVIAL_TOKENS)
        );
    }
}
