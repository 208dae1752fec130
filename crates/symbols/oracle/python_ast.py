#!/usr/bin/env python3
"""Reference symbols of Python files, by the `ast` module, per docs/SYMBOLS.md.

Reads file paths on stdin, one per line; prints one JSON object per file:
{"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}
or {"file", "error"} when `ast` rejects the file. A code line is a line covered by a token
other than a comment (lines inside multi-line strings count).
"""

import ast
import io
import json
import sys
import tokenize
import warnings

SKIPPED_TOKENS = {
    tokenize.COMMENT,
    tokenize.NL,
    tokenize.NEWLINE,
    tokenize.INDENT,
    tokenize.DEDENT,
    tokenize.ENCODING,
    tokenize.ENDMARKER,
}


def symbols(tree):
    out = []

    def walk(node, chain):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                name = chain + [child.name]
                start = min([child.lineno] + [d.lineno for d in child.decorator_list])
                out.append({"name": ".".join(name), "start_line": start, "end_line": child.end_lineno})
                walk(child, name)
            else:
                walk(child, chain)

    walk(tree, [])
    # Module-level data: an assignment to one name with a value, directly in the module;
    # not a dunder (`__all__`, `__version__`).
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign):
            target = stmt.targets[0]
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            target = stmt.target
        else:
            continue
        if not isinstance(target, ast.Name):
            continue
        name = target.id
        if name == "_" or (len(name) > 4 and name.startswith("__") and name.endswith("__")):
            continue
        out.append({"name": name, "start_line": stmt.lineno, "end_line": stmt.end_lineno})
    return out


def code_lines(source):
    lines = set()
    for tok in tokenize.tokenize(io.BytesIO(source).readline):
        if tok.type in SKIPPED_TOKENS:
            continue
        lines.update(range(tok.start[0], tok.end[0] + 1))
    return sorted(lines)


def main():
    warnings.simplefilter("ignore")
    for path in sys.stdin.read().splitlines():
        try:
            with open(path, "rb") as f:
                source = f.read()
            tree = ast.parse(source, filename=path)
            doc = {"file": path, "symbols": symbols(tree), "code_lines": code_lines(source)}
        except (SyntaxError, ValueError, tokenize.TokenError, UnicodeDecodeError) as e:
            doc = {"file": path, "error": f"{type(e).__name__}: {e}"}
        print(json.dumps(doc))


if __name__ == "__main__":
    main()
