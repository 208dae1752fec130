//! The language registry: one row per supported language, holding everything the resolver
//! needs to know about it. Everything else that lists languages reads this table; adding
//! one is a grammar crate, a row here, its query, fixtures and a reference tool, in the
//! steps of `crates/symbols/grammars/README.md`.

use super::declarators;
use super::kotlin;
use super::naming::*;
use super::preproc;
use super::row::{Imports, Language, TestFiles};

/// What a row leaves unset: no wrappers, leading siblings, name rewriting, rewrite,
/// preprocessor fallback or import reader. It is no language: every row names its own
/// grammar, query, opaque kinds, family and test files (a row that forgot its grammar
/// panics in the registry's tests rather than parsing with another language's).
const ROW: Language = Language {
    name: "",
    extensions: &[],
    grammar: || unreachable!("every row names its grammar"),
    query: "",
    wrappers: &[],
    leading: no_leading,
    type_name: plain_type_name,
    opaque: &[],
    rewrite: None,
    preproc_fallback: None,
    family: "",
    test_files: TestFiles::NONE,
    imports: None,
};

/// Bash, the last row of the registry.
const BASH: Language = Language {
    name: "bash",
    extensions: &["sh", "bash"],
    grammar: || tree_sitter_bash::LANGUAGE.into(),
    query: include_str!("../grammars/bash/symbols.scm"),
    opaque: &["comment", "heredoc_body"],
    family: "shell",
    test_files: TestFiles {
        suffixes: &["_test"],
        ..TestFiles::NONE
    },
    ..ROW
};

/// TypeScript, whose row TSX and JavaScript take the rest of theirs from.
const TYPESCRIPT: Language = Language {
    name: "typescript",
    extensions: &["ts", "mts", "cts"],
    grammar: || tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
    query: concat!(
        include_str!("../grammars/typescript/symbols.scm"),
        include_str!("../grammars/javascript/test_blocks.scm")
    ),
    wrappers: TS_WRAPPERS,
    leading: typescript_leading,
    opaque: TS_OPAQUE,
    family: "js",
    test_files: TestFiles::NONE,
    imports: Some(Imports::Script),
    ..ROW
};

/// C, whose row C++ takes the rest of its own from.
const C: Language = Language {
    name: "c",
    extensions: &["c"],
    grammar: || tree_sitter_c::LANGUAGE.into(),
    query: include_str!("../grammars/c/symbols.scm"),
    // Comments before a definition are not part of it.
    leading: c_leading,
    type_name: declarators::c_declarator_name,
    opaque: C_OPAQUE,
    preproc_fallback: Some(preproc::fallback),
    family: "c",
    test_files: C_TESTS,
    ..ROW
};

/// Java, whose row Kotlin takes the rest of its own from.
const JAVA: Language = Language {
    name: "java",
    extensions: &["java"],
    grammar: || tree_sitter_java::LANGUAGE.into(),
    query: include_str!("../grammars/java/symbols.scm"),
    // Annotations and modifiers are inside the declaration; Javadoc stays outside it.
    wrappers: &[],
    opaque: &[
        "import_declaration",
        "package_declaration",
        "line_comment",
        "block_comment",
    ],
    family: "jvm",
    test_files: JVM_TESTS,
    ..ROW
};

/// C#, whose row Swift and PHP (xUnit-style tests too) take the rest of theirs from.
const CSHARP: Language = Language {
    name: "csharp",
    extensions: &["cs"],
    grammar: || tree_sitter_c_sharp::LANGUAGE.into(),
    query: include_str!("../grammars/csharp/symbols.scm"),
    type_name: csharp_type_name,
    opaque: &["using_directive", "comment"],
    family: "dotnet",
    test_files: XUNIT_TESTS,
    ..ROW
};

/// Every supported language. Order matters only for documentation.
pub static LANGUAGES: &[Language] = &[
    Language {
        name: "python",
        extensions: &["py", "pyi"],
        grammar: || tree_sitter_python::LANGUAGE.into(),
        query: include_str!("../grammars/python/symbols.scm"),
        wrappers: &["decorated_definition"],
        // Simple statements: `def` and `class` are compound statements, never inside these.
        opaque: &[
            "assert_statement",
            "break_statement",
            "continue_statement",
            "delete_statement",
            "exec_statement",
            "expression_statement",
            "future_import_statement",
            "global_statement",
            "import_from_statement",
            "import_statement",
            "nonlocal_statement",
            "pass_statement",
            "print_statement",
            "raise_statement",
            "return_statement",
            "type_alias_statement",
            "decorator",
        ],
        family: "python",
        test_files: TestFiles {
            prefixes: &["test_"],
            suffixes: &["_test"],
            stems: &["conftest"],
        },
        imports: Some(Imports::Python),
        ..ROW
    },
    Language {
        name: "rust",
        extensions: &["rs"],
        grammar: || tree_sitter_rust::LANGUAGE.into(),
        query: include_str!("../grammars/rust/symbols.scm"),
        leading: rust_leading,
        type_name: rust_type_name,
        // Macro bodies (items made by macros are invisible), imports, attributes.
        opaque: &[
            "token_tree",
            "use_declaration",
            "attribute_item",
            "inner_attribute_item",
        ],
        family: "rust",
        test_files: TestFiles::NONE,
        imports: Some(Imports::Rust),
        ..ROW
    },
    TYPESCRIPT,
    Language {
        name: "tsx",
        extensions: &["tsx"],
        grammar: || tree_sitter_typescript::LANGUAGE_TSX.into(),
        // TSX is TypeScript plus JSX expressions: the same definitions, the same query.
        ..TYPESCRIPT
    },
    Language {
        name: "javascript",
        extensions: &["js", "mjs", "cjs", "jsx"],
        grammar: || tree_sitter_javascript::LANGUAGE.into(),
        query: concat!(
            include_str!("../grammars/javascript/symbols.scm"),
            include_str!("../grammars/javascript/test_blocks.scm")
        ),
        leading: no_leading,
        ..TYPESCRIPT
    },
    Language {
        name: "go",
        extensions: &["go"],
        grammar: || tree_sitter_go::LANGUAGE.into(),
        query: include_str!("../grammars/go/symbols.scm"),
        // `type T struct{}` alone is the range of `T`; in a group, each spec is its own.
        // So for `const` and `var`.
        wrappers: &[
            "type_declaration",
            "const_declaration",
            "var_declaration",
            "var_spec_list",
        ],
        // Doc comments stay outside the declaration, as in Go's `ast`.
        leading: no_leading,
        type_name: go_type_name,
        // Function literals, even in constants (`unsafe.Sizeof(func() {...})`), can hold
        // type declarations; imports cannot.
        opaque: &["import_declaration", "package_clause"],
        family: "go",
        test_files: TestFiles {
            suffixes: &["_test"],
            ..TestFiles::NONE
        },
        imports: Some(Imports::Go),
        ..ROW
    },
    JAVA,
    Language {
        name: "kotlin",
        extensions: &["kt", "kts"],
        grammar: || tree_sitter_kotlin_ng::LANGUAGE.into(),
        query: include_str!("../grammars/kotlin/symbols.scm"),
        type_name: kotlin_type_name,
        opaque: &["import", "package_header", "line_comment", "block_comment"],
        rewrite: Some(kotlin::rewrite),
        ..JAVA
    },
    CSHARP,
    Language {
        name: "swift",
        extensions: &["swift"],
        grammar: || tree_sitter_swift::LANGUAGE.into(),
        query: include_str!("../grammars/swift/symbols.scm"),
        type_name: swift_type_name,
        opaque: &["import_declaration", "comment", "multiline_comment"],
        family: "swift",
        ..CSHARP
    },
    // C, C++, Ruby, PHP, Bash
    C,
    Language {
        name: "cpp",
        // `.h` too: most headers that are not plain C are C++, and the C++ grammar reads C
        // headers' definitions alike.
        extensions: &[
            "cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "h++", "h", "ipp", "tpp", "inl",
        ],
        grammar: || tree_sitter_cpp::LANGUAGE.into(),
        query: include_str!("../grammars/cpp/symbols.scm"),
        // `template <class T>` starts the range of what it declares.
        wrappers: &["template_declaration"],
        ..C
    },
    Language {
        name: "ruby",
        extensions: &["rb", "rake", "gemspec", "ru"],
        grammar: || tree_sitter_ruby::LANGUAGE.into(),
        query: include_str!("../grammars/ruby/symbols.scm"),
        type_name: declarators::ruby_path_name,
        opaque: &["comment"],
        family: "ruby",
        test_files: TestFiles {
            prefixes: &["test_"],
            suffixes: &["_spec", "_test"],
            ..TestFiles::NONE
        },
        ..ROW
    },
    Language {
        name: "php",
        extensions: &["php", "phtml", "php8"],
        grammar: || tree_sitter_php::LANGUAGE_PHP.into(),
        query: include_str!("../grammars/php/symbols.scm"),
        // Attributes are inside the declaration; doc comments stay outside.
        leading: no_leading,
        type_name: plain_type_name,
        // Text outside `<?php ... ?>`, and what cannot hold a declaration.
        opaque: &["text", "comment", "namespace_use_declaration"],
        family: "php",
        ..CSHARP
    },
    BASH,
];

/// Java and Kotlin: JUnit's and Kotest's `*Test`, `*Tests`, `*IT`, `*Spec`, `Test*`.
const JVM_TESTS: TestFiles = TestFiles {
    prefixes: &["Test"],
    suffixes: &["Test", "Tests", "IT", "Spec", "TestCase"],
    ..TestFiles::NONE
};

/// xUnit's `*Test` and `*Tests` (C#, PHP, Swift).
const XUNIT_TESTS: TestFiles = TestFiles {
    suffixes: &["Test", "Tests"],
    ..TestFiles::NONE
};

/// C and C++: `*_test.cc`, `*_unittest.cpp`, `test_*.c`.
const C_TESTS: TestFiles = TestFiles {
    prefixes: &["test_"],
    suffixes: &["_test", "_tests", "_unittest", "-test"],
    ..TestFiles::NONE
};

/// Preprocessor lines that cannot hold a definition, and comments.
const C_OPAQUE: &[&str] = &[
    "comment",
    "preproc_include",
    "preproc_def",
    "preproc_function_def",
    "preproc_call",
    "string_literal",
];

const TS_WRAPPERS: &[&str] = &[
    "export_statement",
    "ambient_declaration",
    "lexical_declaration",
    "variable_declaration",
    "expression_statement",
];

/// Callbacks can hold named functions almost anywhere; only imports are safe to skip.
const TS_OPAQUE: &[&str] = &["import_statement"];

impl Language {
    /// Its tree-sitter grammar.
    pub fn grammar(&self) -> tree_sitter::Language {
        (self.grammar)()
    }
}

/// The language of a file name's extension.
/// Languages cm resolves no symbols in, by extension, and the row whose test-file names and
/// runner family they share: their tests are still tests, and a runner of another family
/// still does not cover them.
pub(crate) const ALIKE: &[(&str, &str)] = &[
    ("groovy", "java"),
    ("scala", "java"),
    ("fs", "csharp"),
    ("vb", "csharp"),
    ("vue", "javascript"),
    ("svelte", "javascript"),
];

pub(crate) fn by_extension(ext: &str) -> Option<&'static Language> {
    LANGUAGES.iter().find(|l| l.extensions.contains(&ext))
}
