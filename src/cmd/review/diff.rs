//! Reads `git diff -U0` output: per file, its path before and after and the lines removed
//! (in the base version) and added (in the new one). Pure text; `git` runs elsewhere.

/// One file of the diff.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct FileChange {
    /// The path in the base version; `None` for a file the diff adds.
    pub(super) old_path: Option<String>,
    /// The path in the new version; `None` for a file the diff deletes.
    pub(super) new_path: Option<String>,
    /// Line ranges (1-based, inclusive) removed from the base version.
    pub(super) removed: Vec<(usize, usize)>,
    /// Line ranges (1-based, inclusive) added in the new version.
    pub(super) added: Vec<(usize, usize)>,
}

/// The files of a `git diff -U0 --no-color` output, in order. Binary files have no hunks.
pub(super) fn parse(diff: &str) -> Vec<FileChange> {
    let mut files: Vec<FileChange> = Vec::new();
    for line in diff.lines() {
        if line.starts_with("diff --git ") {
            files.push(FileChange::default());
            continue;
        }
        let Some(file) = files.last_mut() else {
            continue;
        };
        if let Some(path) = line.strip_prefix("--- ") {
            file.old_path = side_path(path, "a/");
        } else if let Some(path) = line.strip_prefix("+++ ") {
            file.new_path = side_path(path, "b/");
        } else if let Some(path) = line.strip_prefix("rename from ") {
            file.old_path = Some(unquote(path));
        } else if let Some(path) = line.strip_prefix("rename to ") {
            file.new_path = Some(unquote(path));
        } else if let Some(header) = line.strip_prefix("@@ ")
            && let Some((old, new)) = hunk_ranges(header)
        {
            file.removed.extend(old);
            file.added.extend(new);
        }
    }
    files
}

/// `a/src/x.py` → `src/x.py`; `/dev/null` → none.
fn side_path(text: &str, prefix: &str) -> Option<String> {
    let text = text.trim_end_matches('\t');
    if text == "/dev/null" {
        return None;
    }
    let path = unquote(text);
    Some(path.strip_prefix(prefix).unwrap_or(&path).to_string())
}

/// Git quotes a path with special characters as a C string: `"a/caf\303\251.py"`.
fn unquote(text: &str) -> String {
    let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) else {
        return text.to_string();
    };
    let mut bytes = Vec::new();
    let mut it = inner.bytes().peekable();
    while let Some(b) = it.next() {
        if b != b'\\' {
            bytes.push(b);
            continue;
        }
        match it.next() {
            Some(b'n') => bytes.push(b'\n'),
            Some(b't') => bytes.push(b'\t'),
            Some(d @ b'0'..=b'7') => {
                let mut v = u32::from(d - b'0');
                for _ in 0..2 {
                    if let Some(&n @ b'0'..=b'7') = it.peek() {
                        v = v * 8 + u32::from(n - b'0');
                        it.next();
                    }
                }
                bytes.push(u8::try_from(v).unwrap_or(b'?'));
            }
            Some(other) => bytes.push(other),
            None => bytes.push(b'\\'),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

type Range = Option<(usize, usize)>;

/// `-12,3 +14,0 @@ ...` → lines 12..=14 removed, nothing added.
fn hunk_ranges(header: &str) -> Option<(Range, Range)> {
    let mut words = header.split_whitespace();
    let old = words.next()?.strip_prefix('-')?;
    let new = words.next()?.strip_prefix('+')?;
    Some((range(old)?, range(new)?))
}

/// `start,count` (count 1 when left out) as an inclusive range; `None` inside for count 0.
fn range(text: &str) -> Option<Range> {
    let (start, count) = match text.split_once(',') {
        Some((s, c)) => (s.parse::<usize>().ok()?, c.parse::<usize>().ok()?),
        None => (text.parse::<usize>().ok()?, 1),
    };
    Some((count > 0).then(|| (start.max(1), start.max(1) + count - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const DIFF: &str = "\
diff --git a/cart.py b/cart.py
index 1111111..2222222 100644
--- a/cart.py
+++ b/cart.py
@@ -5 +5 @@ CENT = 1
-x = 1
+x = 2
@@ -20,3 +19,0 @@ class Cart:
-    def gone(self):
-        pass
-
@@ -30,0 +28,2 @@ def total():
+    a = 1
+    b = 2
diff --git a/old.py b/old.py
deleted file mode 100644
index 3333333..0000000
--- a/old.py
+++ /dev/null
@@ -1,2 +0,0 @@
-def f():
-    pass
diff --git a/new.py b/new.py
new file mode 100644
--- /dev/null
+++ b/new.py
@@ -0,0 +1 @@
+print(1)
diff --git a/a.py b/b.py
similarity 90%
rename from a.py
rename to b.py
diff --git a/logo.png b/logo.png
Binary files a/logo.png and b/logo.png differ
";

    #[test]
    fn hunks_become_removed_and_added_lines() {
        let files = parse(DIFF);
        assert_eq!(files.len(), 5);
        let cart = &files[0];
        assert_eq!(cart.old_path.as_deref(), Some("cart.py"));
        assert_eq!(cart.new_path.as_deref(), Some("cart.py"));
        assert_eq!(cart.removed, [(5, 5), (20, 22)]);
        assert_eq!(cart.added, [(5, 5), (28, 29)]);
    }

    #[test]
    fn added_deleted_renamed_and_binary_files() {
        let files = parse(DIFF);
        assert_eq!(files[1].new_path, None);
        assert_eq!(files[1].removed, [(1, 2)]);
        assert_eq!(files[2].old_path, None);
        assert_eq!(files[2].added, [(1, 1)]);
        assert_eq!(files[3].old_path.as_deref(), Some("a.py"));
        assert_eq!(files[3].new_path.as_deref(), Some("b.py"));
        assert!(files[4].removed.is_empty() && files[4].added.is_empty());
    }

    #[test]
    fn quoted_paths_are_unescaped() {
        assert_eq!(unquote("\"a/caf\\303\\251 x.py\""), "a/café x.py");
        assert_eq!(
            side_path("\"b/t\\\"q.py\"", "b/").as_deref(),
            Some("t\"q.py")
        );
    }
}
