//! Settings documents read and written back as their owner wrote them, but for cm's entries.
//!
//! `serde_json::Value` keeps key order here (`preserve_order`) but not numbers: a number is
//! an `f64` or a 64-bit integer, so `12345678901234567890123` would come back as
//! `1.2345678901234568e+22` and `-0.0` as `-0.0` or `0`, `1.50` as `1.5`. serde_json's
//! `arbitrary_precision` would keep them, but it changes number handling for every user of
//! serde_json in the build (the MCP library's untagged enums among them). So numbers are
//! read here as their exact text (`RawValue`) and held in the tree as a marked string,
//! which only this module's printer writes back, unquoted and unchanged. The printer
//! also keeps the file's layout: its indentation (the first indented line's), or a file on
//! one line kept on one line with its own separators (`{"a":1}` or `{"a": 1, "b": 2}`), its
//! byte order mark, and whether it ends with a newline; a string written with other
//! escapes than the printer's (`"\u00e9"`, `"\/"`) is held as its text too. A file laid out
//! so is given back byte for byte once cm's entries are taken out again
//! ([`Doc::keeps_layout`]).

use std::fmt::Write as _;

use anyhow::{Result, bail};
use serde::de::{Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

/// What a number's text is held behind in the tree: private-use characters no settings
/// file has reason to hold (one that starts a string with them is refused).
const NUMBER: &str = "\u{F8FF}cm-number\u{F8FF}";
/// What a string's text is held behind when it is not written as the printer would write it
/// (`"\u00e9"` for `"é"`): it comes back as it was.
const TEXT: &str = "\u{F8FF}cm-text\u{F8FF}";

/// A settings document and how its file is laid out.
#[derive(Debug, Clone)]
pub(crate) struct Doc {
    /// The document, numbers held as their text.
    pub(crate) value: Value,
    /// The unit of indentation; `None`: the file is one line.
    indent: Option<String>,
    /// What follows a member's name (`:` or `: `) and separates items (`,` or `, `) on one
    /// line; indented, `: ` and `,`.
    colon: &'static str,
    comma: &'static str,
    bom: bool,
    newline: bool,
}

/// Reads a settings file's text (`None`: no file) as a JSON object. An empty file counts as
/// empty settings; a byte order mark is kept.
pub(crate) fn parse(text: Option<&str>) -> Result<Doc> {
    let text = text.unwrap_or("");
    let bom = text.starts_with('\u{feff}');
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    // One line holding members; an empty `{}` gets the printer's indentation.
    let one_line = body.trim_end().lines().count() == 1
        && !body
            .trim()
            .trim_start_matches('{')
            .trim_start()
            .starts_with('}');
    let (colon, comma) = if one_line {
        separators(body)
    } else {
        (": ", ",")
    };
    let mut doc = Doc {
        value: Value::Object(Map::new()),
        indent: (!one_line).then(|| indent_of(body).unwrap_or_else(|| "  ".to_string())),
        colon,
        comma,
        bom,
        newline: body.ends_with('\n') || body.trim().is_empty(),
    };
    if body.trim().is_empty() {
        return Ok(doc);
    }
    // The plain reading first: its errors (and its limit of 128 levels) are the ones to say.
    let plain: Value = serde_json::from_str(body).map_err(|e| {
        if e.to_string().contains("recursion limit") {
            anyhow::anyhow!("nested deeper than cm reads settings (128 levels)")
        } else {
            anyhow::anyhow!("not valid JSON ({e})")
        }
    })?;
    if !plain.is_object() {
        bail!("not a JSON object at the top level");
    }
    let raw: &RawValue = serde_json::from_str(body)?;
    doc.value = exact(raw)?;
    Ok(doc)
}

impl Doc {
    /// `value` written as this document's file was: its indentation, byte order mark and
    /// final newline, every number as its text.
    pub(crate) fn print(&self, value: &Value) -> String {
        let mut out = String::new();
        if self.bom {
            out.push('\u{feff}');
        }
        write_value(&mut out, value, self, 0);
        if self.newline {
            out.push('\n');
        }
        out
    }

    /// Whether `text`, the file this was read from, is what the printer makes of it: then
    /// a change to cm's entries changes nothing else, and taking them out again gives the
    /// file back byte for byte. A file laid out otherwise (odd spacing, line breaks of its
    /// own) would come back in the printer's layout.
    pub(crate) fn keeps_layout(&self, text: Option<&str>) -> bool {
        text.is_none_or(|t| self.print(&self.value) == t)
    }
}

/// The separators of a file on one line: after the first `:` and the first `,` outside
/// strings, a space or not (a file with one member and no comma spaces both alike).
fn separators(text: &str) -> (&'static str, &'static str) {
    let (mut colon, mut comma) = (None, None);
    let mut in_string = false;
    let mut escaped = false;
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        let spaced = bytes.get(i + 1) == Some(&b' ');
        match b {
            b'"' => in_string = true,
            b':' if colon.is_none() => colon = Some(spaced),
            b',' if comma.is_none() => comma = Some(spaced),
            _ => {}
        }
    }
    let colon = colon.unwrap_or(false);
    (
        if colon { ": " } else { ":" },
        if comma.unwrap_or(colon) { ", " } else { "," },
    )
}

/// A number of the tree, as read or as cm wrote it.
pub(crate) fn number(v: &Value) -> Option<f64> {
    v.as_f64()
        .or_else(|| v.as_str()?.strip_prefix(NUMBER)?.parse().ok())
}

/// The unit of indentation of the first line that starts with whitespace then a quote or a
/// bracket: what the file's writer used.
fn indent_of(text: &str) -> Option<String> {
    let line = text.lines().skip(1).find(|l| {
        let rest = l.trim_start_matches([' ', '\t']);
        rest.len() < l.len() && rest.starts_with(['"', '{', '[', '}', ']'])
    })?;
    let rest = line.trim_start_matches([' ', '\t']);
    Some(line[..line.len() - rest.len()].to_string())
}

/// The tree of `raw`, every number kept as its text.
fn exact(raw: &RawValue) -> Result<Value> {
    let text = raw.get().trim();
    Ok(match text.as_bytes().first() {
        Some(b'{') => {
            let members: Members<'_> = serde_json::from_str(text)?;
            let mut map = Map::new();
            for (key, value) in members.0 {
                map.insert(key, exact(value)?);
            }
            Value::Object(map)
        }
        Some(b'[') => {
            let items: Vec<&RawValue> = serde_json::from_str(text)?;
            Value::Array(items.into_iter().map(exact).collect::<Result<_>>()?)
        }
        Some(b'-' | b'0'..=b'9') => Value::String(format!("{NUMBER}{text}")),
        _ => {
            let v: Value = serde_json::from_str(text)?;
            if v.as_str()
                .is_some_and(|s| s.starts_with(NUMBER) || s.starts_with(TEXT))
            {
                bail!("a string starts with characters cm uses for itself; left untouched");
            }
            // As the printer would write it? (Not `v != text`: that compares the string's
            // content, not its JSON text.)
            let printed = serde_json::to_string(&v)?;
            if v.is_string() && printed.as_str() != text {
                Value::String(format!("{TEXT}{text}"))
            } else {
                v
            }
        }
    })
}

/// An object's members in file order, values unread.
struct Members<'a>(Vec<(String, &'a RawValue)>);

impl<'de: 'a, 'a> serde::Deserialize<'de> for Members<'a> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> Visitor<'de> for V<'a> {
            type Value = Members<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Members<'a>, A::Error> {
                let mut members = Vec::new();
                while let Some((k, v)) = map.next_entry::<String, &'de RawValue>()? {
                    members.push((k, v));
                }
                Ok(Members(members))
            }
        }
        d.deserialize_map(V(std::marker::PhantomData))
    }
}

/// Writes `v` as serde_json's pretty printer does, with the document's indentation per
/// level (or on one line with its separators) and numbers as their text.
fn write_value(out: &mut String, v: &Value, doc: &Doc, level: usize) {
    // Before an item: the line break and indentation of its level, or on one line the
    // separator after the previous item.
    let item = |out: &mut String, first: bool, level: usize| match &doc.indent {
        Some(indent) => {
            out.push_str(if first { "\n" } else { ",\n" });
            out.push_str(&indent.repeat(level));
        }
        None if !first => out.push_str(doc.comma),
        None => {}
    };
    let close = |out: &mut String, level: usize| {
        if let Some(indent) = &doc.indent {
            out.push('\n');
            out.push_str(&indent.repeat(level));
        }
    };
    match v {
        Value::Object(map) if map.is_empty() => out.push_str("{}"),
        Value::Array(items) if items.is_empty() => out.push_str("[]"),
        Value::Object(map) => {
            out.push('{');
            for (i, (k, v)) in map.iter().enumerate() {
                item(out, i == 0, level + 1);
                out.push_str(&Value::String(k.clone()).to_string());
                out.push_str(doc.colon);
                write_value(out, v, doc, level + 1);
            }
            close(out, level);
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                item(out, i == 0, level + 1);
                write_value(out, v, doc, level + 1);
            }
            close(out, level);
            out.push(']');
        }
        Value::String(s) => match s.strip_prefix(NUMBER).or_else(|| s.strip_prefix(TEXT)) {
            Some(as_written) => out.push_str(as_written),
            None => {
                let _ = write!(out, "{v}");
            }
        },
        other => {
            let _ = write!(out, "{other}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_keys_and_layout_come_back_as_written() {
        let text = "{\n    \"big\": 12345678901234567890123,\n    \"neg\": -0.0,\n    \"exp\": 1E+2,\n    \"frac\": 1.50,\n    \"z\": {\"a\": [1, 2.0, \"é\\u00e9\", null, true]},\n    \"a\": []\n}\n";
        let doc = parse(Some(text)).unwrap();
        let keys: Vec<&String> = doc.value.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["big", "neg", "exp", "frac", "z", "a"]);
        let back = doc.print(&doc.value);
        for kept in [
            "\"big\": 12345678901234567890123",
            "\"neg\": -0.0",
            "\"exp\": 1E+2",
            "\"frac\": 1.50",
            "\n    \"z\": {\n        \"a\": [\n            1,\n            2.0,",
            "\"é\\u00e9\"",
        ] {
            assert!(back.contains(kept), "{kept:?} in {back}");
        }
        assert!(back.ends_with("\"a\": []\n}\n"), "{back}");
        assert_eq!(number(&doc.value["frac"]), Some(1.5));
        // Read back, it is the same document.
        let again = parse(Some(&back)).unwrap();
        assert_eq!(again.value, doc.value);
        assert_eq!(again.print(&again.value), back);
    }

    #[test]
    fn a_pretty_file_comes_back_byte_for_byte() {
        for text in [
            "{\n  \"model\": \"opus\",\n  \"n\": [\n    1,\n    2\n  ],\n  \"o\": {}\n}\n",
            "\u{feff}{\n\t\"tabs\": 1e40,\n\t\"slash\": \"a\\/b\"\n}",
            "{}",
            r#"{"a":1.50,"b":{"c":[1,"x,y: z",{}],"d":[]}}"#,
            "{\"a\": 1, \"b\": [true, null], \"c\": {\"d\": \"e\"}}\n",
            "{\"only\": \"one\"}",
        ] {
            let doc = parse(Some(text)).unwrap();
            assert_eq!(doc.print(&doc.value), text);
            assert!(doc.keeps_layout(Some(text)));
        }
        // A layout the printer does not make is said to be one.
        let odd = "{ \"a\" : 1 }";
        assert!(!parse(Some(odd)).unwrap().keeps_layout(Some(odd)));
        assert!(parse(None).unwrap().keeps_layout(None));
    }

    #[test]
    fn what_cannot_be_read_is_said() {
        let deep = format!("{}{}", "{\"a\":".repeat(200), "}".repeat(200));
        let e = parse(Some(&deep)).unwrap_err().to_string();
        assert!(e.contains("nested deeper"), "{e}");
        assert!(parse(Some("[1]")).is_err());
        assert!(parse(Some("{\"a\": 1,}")).is_err());
        assert!(parse(Some("{\"a\": \"\u{F8FF}cm-number\u{F8FF}1\"}")).is_err());
        assert_eq!(
            parse(None).unwrap().print(&Value::Object(Map::new())),
            "{}\n"
        );
    }
}
