#!/usr/bin/env python3
"""Reference symbols of C and C++ files, by libclang (the `libclang` PyPI package), per
docs/SYMBOLS.md ("C", "C++").

Reads file paths on stdin, one per line; prints one JSON object per file:
{"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}, or
{"file", "error"} when clang cannot parse it. `.c` files are parsed as C (gnu17), every other
extension as C++ (gnu++20). Include paths: the file's folder and four above it, with their
`include` folders (or up to $CM_ORACLE_ROOT), GCC's own headers (the package ships no
`stddef.h`), plus the words of $CM_ORACLE_CLANG_ARGS.

googletest's `TEST(Suite, Name)` (and `TEST_F`, `TEST_P`, `TYPED_TEST`, ...) is folded into
the one symbol `Suite.Name`, the test googletest reports, whatever classes, namespaces and
`TestBody()` its expansion holds. A namespace whose `namespace` keyword a macro wrote
(`PYBIND11_NAMESPACE_BEGIN(detail)`) is transparent. Constructors and destructors of class
templates lose their template arguments (`enum_<Type>` -> `enum_`), as names do.

A code line is a non-blank line covered by a token of clang's tokenizer that is not a
comment, outside the ranges the preprocessor skipped (`#if 0`, inactive `#ifdef` branches):
the compiler never parses those, so they cannot be judged.

    pip install libclang
    crates/symbols/oracle/clang_ast.py < paths
"""

import ctypes
import json
import os
import re
import subprocess
import sys

import clang.cindex as ci
from clang.cindex import CursorKind as K

FUNCTIONS = {
    K.FUNCTION_DECL, K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR, K.CONVERSION_FUNCTION,
    K.FUNCTION_TEMPLATE,
}
RECORDS = {
    K.STRUCT_DECL, K.UNION_DECL, K.CLASS_DECL, K.ENUM_DECL, K.CLASS_TEMPLATE,
    K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION,
}
# Kinds whose children may hold definitions without being symbols themselves.
TRANSPARENT = {K.LINKAGE_SPEC, K.UNEXPOSED_DECL}

WORD = re.compile(r"\w")

# googletest's test macros (docs/SYMBOLS.md, "C++"): `TEST(Suite, Name) { ... }` expands to
# a class `Suite_Name_Test` (for `TYPED_TEST_P`, a namespace and a class) and its
# `TestBody()`; the test is what googletest reports, `Suite.Name`.
GTEST = re.compile(r"\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P|GTEST_TEST)\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)")


def without_template_arguments(name):
    """`enum_<Type>` -> `enum_`, `~Box<T>` -> `~Box`: the names of a class template's
    constructors and destructor, as the convention drops template arguments. Operators keep
    their `<`."""
    if name.startswith("operator") or "<" not in name:
        return name
    out, depth = "", 0
    for ch in name:
        if ch == "<":
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
        elif not depth:
            out += ch
    return out


def normalise(name):
    """One space only between two words: `operator const char *` -> `operator const char*`."""
    out = ""
    for part in name.split():
        if out and WORD.match(out[-1]) and WORD.match(part[0]):
            out += " "
        out += part
    return out


class SourceRangeList(ctypes.Structure):
    _fields_ = [("count", ctypes.c_uint), ("ranges", ctypes.POINTER(ci.SourceRange))]


def skipped_lines(tu, path):
    """Lines inside ranges the preprocessor skipped."""
    lib = ci.conf.lib
    lib.clang_getFile.restype = ctypes.c_void_p
    lib.clang_getFile.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    lib.clang_getSkippedRanges.restype = ctypes.POINTER(SourceRangeList)
    lib.clang_getSkippedRanges.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    lib.clang_disposeSourceRangeList.argtypes = [ctypes.POINTER(SourceRangeList)]
    f = lib.clang_getFile(tu.obj, path.encode())
    if not f:
        return set()
    lst = lib.clang_getSkippedRanges(tu.obj, f)
    lines = set()
    for i in range(lst.contents.count):
        r = lst.contents.ranges[i]
        lines.update(range(r.start.line, r.end.line + 1))
    lib.clang_disposeSourceRangeList(lst)
    return lines


def include_args(path):
    """The file's folder and the four above it, each with its `include` folder if any (or up
    to $CM_ORACLE_ROOT)."""
    root = os.environ.get("CM_ORACLE_ROOT")
    args = []
    d = os.path.dirname(os.path.abspath(path))
    for _ in range(5):
        args.append("-I" + d)
        if os.path.isdir(os.path.join(d, "include")):
            args.append("-I" + os.path.join(d, "include"))
        if (root and os.path.abspath(root) == d) or d == os.path.dirname(d):
            break
        d = os.path.dirname(d)
    return args + builtin_headers() + os.environ.get("CM_ORACLE_CLANG_ARGS", "").split()


def builtin_headers():
    """The PyPI package ships no compiler headers (`stddef.h`, ...): borrow GCC's."""
    global _BUILTIN
    if _BUILTIN is None:
        try:
            out = subprocess.run(["gcc", "-print-file-name=include"], capture_output=True, text=True)
            _BUILTIN = ["-isystem", out.stdout.strip()] if out.returncode == 0 else []
        except OSError:
            _BUILTIN = []
    return _BUILTIN


_BUILTIN = None


def analyse(index, path):
    is_c = path.endswith(".c")
    args = ["-x", "c", "-std=gnu17"] if is_c else ["-x", "c++", "-std=gnu++20"]
    args += include_args(path)
    tu = index.parse(
        path,
        args=args,
        options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
        | ci.TranslationUnit.PARSE_INCOMPLETE,
    )
    fatal = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Fatal]
    if fatal:
        return {"file": path, "error": fatal[0].spelling}
    main = tu.cursor.translation_unit.spelling
    symbols = []
    seen = set()

    def in_main(c):
        loc = c.location
        return loc.file is not None and loc.file.name == main

    def own_name(c):
        # Template arguments are dropped (`class_<type_, options...>` for a constructor
        # template, `Box<T*>` for a partial specialisation).
        name = without_template_arguments(normalise(c.spelling))
        if c.kind in (K.CONVERSION_FUNCTION, K.FUNCTION_TEMPLATE) and name.startswith("operator"):
            name = conversion_as_written(c) or name
        elif (c.location.line, c.location.column) in macros:
            # An object-like macro renames it (`XXH32` -> `XXH_INLINE_XXH32`): as written.
            name = macros[(c.location.line, c.location.column)][0]
        return name

    def made_by_macro_call(c):
        """Whether a function-like macro's call wrote `c` (`MOCK_METHOD(...)`,
        `INSTANTIATE_TEST_SUITE_P(...)`): the file holds no text of its own for it, and its
        lines belong to the enclosing definition, as for cm. Counted as definitions with
        CM_ORACLE_MACRO_DEFINITIONS=1."""
        if os.environ.get("CM_ORACLE_MACRO_DEFINITIONS") == "1":
            return False
        m = macros.get((c.location.line, c.location.column))
        return m is not None and m[1]

    def conversion_as_written(c):
        """A conversion operator's name as its declaration writes it (`operator T`,
        `operator Action<R(Args...)>`): clang spells the canonical type, with a template's
        parameters as `type-parameter-0-0`."""
        tokens = list(c.get_tokens())
        at = next(
            (i for i, t in enumerate(tokens)
             if t.spelling == "operator" and t.location.line == c.location.line
             and t.location.column == c.location.column),
            None,
        )
        if at is None:
            return None
        if at + 1 >= len(tokens) or not (
            WORD.match(tokens[at + 1].spelling) or tokens[at + 1].spelling == "::"
        ):
            return None  # `operator<<`, `operator()`: clang's spelling is the source's
        words, depth = [], 0
        for t in tokens[at:]:
            if t.spelling == "(" and depth == 0:
                break
            depth += {"<": 1, ">": -1, ">>": -2}.get(t.spelling, 0)
            words.append(t.spelling)
        return normalise(" ".join(words))

    with open(path, "rb") as f:
        source_lines = f.read().decode("utf-8", "replace").split("\n")

    def gtest_test(line):
        """`Suite.Name` when `line` calls one of googletest's test macros."""
        # The macro's arguments may span lines: `TEST(Suite,` / `     Name)`.
        text = " ".join(source_lines[line - 1 : line + 3]) if 0 < line <= len(source_lines) else ""
        m = GTEST.match(text)
        return f"{m.group(1)}.{m.group(2)}" if m else None

    tests = {}  # (chain, line) -> the symbol of a googletest test

    # Where a macro is used in the file: (line, column) -> (name, whether it takes
    # arguments). A definition whose name is at one was written or renamed by it.
    macros = {}
    if not os.environ.get("CM_ORACLE_MACRO_DEFINITIONS") == "1":
        for m in tu.cursor.get_children():
            if m.kind != K.MACRO_INSTANTIATION or not in_main(m):
                continue
            d = m.referenced
            tokens = list(d.get_tokens()) if d is not None else []
            function_like = (
                len(tokens) > 1
                and tokens[1].spelling == "("
                and tokens[1].location.line == tokens[0].location.line
                and tokens[1].location.column == tokens[0].location.column + len(tokens[0].spelling)
            )
            macros[(m.location.line, m.location.column)] = (m.spelling, function_like)

    def written_here(c, keywords):
        """Whether the source text where `c` starts begins with one of `keywords` (else a
        macro call wrote it)."""
        start = c.extent.start
        if not 0 < start.line <= len(source_lines):
            return False
        return source_lines[start.line - 1][start.column - 1 :].lstrip().startswith(keywords)

    def qualifier(c):
        """Scopes named between where `c` is written and what it belongs to: the qualifier
        of an out-of-line definition (`Cart::` in `void Cart::total()`). A friend function
        defined in a class belongs to a scope that encloses the class: no qualifier."""
        # A namespace reopened is another declaration of the same namespace: compare the
        # canonical (first) declarations.
        lexical = c.lexical_parent.canonical
        parts = []
        p = c.semantic_parent
        while p is not None and p.canonical != lexical:
            if p.kind == K.TRANSLATION_UNIT:
                return []
            if p.spelling:
                parts.append(normalise(p.spelling))
            p = p.semantic_parent
        return list(reversed(parts))

    def is_anonymous(c):
        s = c.spelling
        return not s or s.startswith("(") or "(unnamed" in s or "(anonymous" in s or c.is_anonymous()

    def walk(cursor, chain):
        typedef_of = {}
        children = list(cursor.get_children())
        for child in children:
            if child.kind == K.TYPEDEF_DECL:
                decl = child.underlying_typedef_type.get_declaration()
                if decl is not None and decl.kind in RECORDS:
                    typedef_of.setdefault(decl.hash, child)
        for c in children:
            if not in_main(c) or c.hash in seen:
                continue
            seen.add(c.hash)
            name = None
            start, end = c.extent.start.line, c.extent.end.line
            test = gtest_test(c.location.line) if c.kind in FUNCTIONS | RECORDS | {K.NAMESPACE} else None
            if test is not None:
                # What the macro made, class, namespace and `TestBody()`, is one test.
                if chain and chain[-1] == test:
                    walk(c, chain)
                    continue
                key = (tuple(chain), c.location.line)
                sym = tests.get(key)
                if sym is None:
                    sym = {"name": ".".join(chain + [test]), "start_line": start, "end_line": end}
                    tests[key] = sym
                    symbols.append(sym)
                sym["start_line"] = min(sym["start_line"], start)
                sym["end_line"] = max(sym["end_line"], end)
                walk(c, chain + [test])
                continue
            if c.kind in FUNCTIONS | RECORDS and made_by_macro_call(c):
                walk(c, chain)
                continue
            if c.kind in FUNCTIONS and c.is_definition():
                name = ".".join(qualifier(c) + [own_name(c)])
            elif c.kind in RECORDS and c.is_definition():
                td = typedef_of.get(c.hash)
                if is_anonymous(c) or (td is not None and td.extent.start.line < start and td.spelling == c.spelling and c.kind != K.CLASS_DECL and not c.spelling):
                    if td is not None:
                        name = normalise(td.spelling)
                        start = min(start, td.extent.start.line)
                        end = max(end, td.extent.end.line)
                else:
                    name = ".".join(qualifier(c) + [own_name(c)])
            elif c.kind == K.NAMESPACE:
                # A namespace a macro opens (`PYBIND11_NAMESPACE_BEGIN(detail)`) is not
                # written in the file: transparent, as cm cannot see it.
                if c.spelling and written_here(c, ("namespace", "inline")):
                    name = own_name(c)
            if name:
                full = chain + [name]
                symbols.append({"name": ".".join(full), "start_line": start, "end_line": end})
                walk(c, full)
            else:
                walk(c, chain)

    walk(tu.cursor, [])

    skipped = skipped_lines(tu, main)
    code = set()
    for tok in tu.get_tokens(extent=tu.cursor.extent):
        if tok.kind == ci.TokenKind.COMMENT:
            continue
        loc = tok.extent
        if loc.start.file is None or loc.start.file.name != main:
            continue
        code.update(range(loc.start.line, loc.end.line + 1))
    return {
        "file": path,
        "symbols": symbols,
        "code_lines": sorted(code - skipped),
    }


def main():
    index = ci.Index.create()
    for line in sys.stdin:
        path = line.strip()
        if not path:
            continue
        try:
            doc = analyse(index, path)
        except Exception as e:  # a file libclang cannot read
            doc = {"file": path, "error": f"{type(e).__name__}: {e}"}
        print(json.dumps(doc), flush=True)


if __name__ == "__main__":
    main()
