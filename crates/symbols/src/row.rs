//! The row type of the language registry ([`Language`]) and the types its fields name;
//! the rows themselves are `languages`.

use tree_sitter::Node;

use super::rewrite::Rewritten;

/// A supported language: how to recognise its files, parse them and find their symbols.
#[derive(Debug)]
pub struct Language {
    /// `python`, `rust`, ...: shown by `cm symbols --json`, and the name of the folder of its
    /// fixtures under `crates/symbols/tests/fixtures/`.
    pub name: &'static str,
    /// File name extensions, without the dot, compared case-sensitively (`.PY` is not Python).
    pub extensions: &'static [&'static str],
    /// The tree-sitter grammar.
    pub(crate) grammar: fn() -> tree_sitter::Language,
    /// The symbol query (`crates/symbols/grammars/<lang>/symbols.scm`, for JavaScript and
    /// TypeScript followed by their shared `javascript/test_blocks.scm`), compiled on first
    /// use.
    pub(crate) query: &'static str,
    /// Node kinds that wrap a single definition and belong to its range: the range climbs
    /// from a definition through such parents (decorators, `export`, `declare`, the
    /// `const` statement of a lone `const f = () => ...`). A parent that holds another
    /// child of the same kind, or another definition, belongs to neither.
    pub(crate) wrappers: &'static [&'static str],
    /// What a sibling just before a definition means for its range.
    pub(crate) leading: fn(&Node) -> Leading,
    /// The name of a type node captured as `@name.type` (a symbol named after a type, as
    /// a Rust impl block) or `@name.owner` (the type an out-of-line method belongs to):
    /// the language's spelling of "the type's own name", without references, pointers or
    /// generic arguments.
    pub(crate) type_name: fn(&Node, &[u8]) -> String,
    /// Node kinds that can never hold a definition, so the walk skips what is inside them
    /// (most of a Python file is simple statements). Only an optimisation: leaving a kind
    /// out changes nothing but speed.
    pub(crate) opaque: &'static [&'static str],
    /// A rewrite of the source, of the same length and lines, for a grammar that misreads
    /// some constructs (Kotlin's); `None` when the source is parsed as it is.
    pub(crate) rewrite: Option<Rewrite>,
    /// A rewrite tried when the source as it is parses with errors (C's preprocessor
    /// branches): its tree is kept when it has fewer errors.
    pub(crate) preproc_fallback: Option<Rewrite>,
    /// The family its test runners belong to (`js` for JavaScript and TypeScript, `jvm` for
    /// Java and Kotlin): a runner's row names the family it tests, and a run of one family
    /// does not cover another family's code.
    pub family: &'static str,
    /// Which of its files hold tests, by its runners' naming conventions.
    pub test_files: TestFiles,
    /// How its files name the project modules they import, for `cm map` and for which
    /// files a failing test reaches (`follow::imports`); `None` when no reader knows it.
    pub imports: Option<Imports>,
}

/// A language's test-file names ([`Language::test_files`]), read on the file name's stem
/// (`test_cart` of `test_cart.py`).
#[derive(Debug, Clone, Copy)]
pub struct TestFiles {
    /// Stems starting with one of these; a prefix ending in a letter must be followed by
    /// an upper-case one (`TestCart`, not `Testing`).
    pub prefixes: &'static [&'static str],
    /// Stems ending with one of these.
    pub suffixes: &'static [&'static str],
    /// Whole stems (`conftest`).
    pub stems: &'static [&'static str],
}

impl TestFiles {
    /// None: the language's tests live beside its code (Rust's `mod tests`) or only in
    /// test directories.
    pub const NONE: TestFiles = TestFiles {
        prefixes: &[],
        suffixes: &[],
        stems: &[],
    };

    /// Whether a file of this stem holds tests.
    pub fn holds_tests(&self, stem: &str) -> bool {
        self.stems.contains(&stem)
            || self.suffixes.iter().any(|s| stem.ends_with(s))
            || self.prefixes.iter().any(|p| {
                stem.strip_prefix(p).is_some_and(|rest| {
                    !p.ends_with(char::is_alphabetic) || rest.starts_with(char::is_uppercase)
                })
            })
    }
}

/// The import readers of `follow::imports`, one per way of naming a module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Imports {
    /// `import a.b`, `from .a import b`.
    Python,
    /// JavaScript and TypeScript: relative `import`, `export ... from`, `require`.
    Script,
    /// `mod x;`.
    Rust,
    /// `import "x/y"` by package path.
    Go,
}

/// A rewrite of a file's source for its grammar ([`Language::rewrite`]): `None` when the
/// source needs none.
pub(crate) type Rewrite = fn(&[u8]) -> Option<Rewritten>;

/// The role of a node that comes right before a definition in its parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Leading {
    /// Part of the definition (a Rust attribute or doc comment, a TypeScript member
    /// decorator): the range starts here.
    Extend,
    /// Neutral (a plain comment): keep looking further back.
    Skip,
    /// Something else: the definition starts after it.
    Stop,
}
