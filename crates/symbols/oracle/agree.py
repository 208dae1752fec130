#!/usr/bin/env python3
"""Agreement of `cm symbols` with each language's reference parser (docs/SYMBOLS-VALIDATION.md,
"How correctness is judged").

    crates/symbols/oracle/agree.py LANG ROOT... [--cm PATH] [--exclude DIRNAME] [--show N] [--out FILE]

LANG is a key of LANGUAGES below (python, rust, typescript, ...; typescript covers .tsx).
For every file under the ROOTs, the reference tool of LANG lists the file's symbols and its
code lines (non-blank lines covered by a token other than a comment); `cm symbols FILE
--json` lists cm's. On each code line, the innermost symbol of both is compared by name
(both "no symbol" agrees). Prints the agreement and the first disagreements.

The reference tools install what they need on first use: `typescript` from npm into
crates/symbols/oracle/ts/node_modules, and the syn-based tool is built from crates/symbols/oracle/syn.
"""

import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

def python_reference():
    return [sys.executable, os.path.join(HERE, "python_ast.py")]


def rust_reference():
    manifest = os.path.join(HERE, "syn", "Cargo.toml")
    subprocess.run(
        ["cargo", "build", "--release", "--quiet", "--manifest-path", manifest],
        check=True,
    )
    return [os.path.join(HERE, "syn", "target", "release", "syn-oracle")]


def typescript_reference():
    ts_dir = os.path.join(HERE, "ts")
    if not os.path.isdir(os.path.join(ts_dir, "node_modules", "typescript")):
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix", ts_dir],
            check=True,
        )
    return ["node", os.path.join(ts_dir, "typescript_api.js")]


def go_reference():
    return ["go", "run", os.path.join(HERE, "go_ast.go")]


def clang_reference():
    return [sys.executable, os.path.join(HERE, "clang_ast.py")]


def ruby_reference():
    return ["ruby", os.path.join(HERE, "ruby_ast.rb")]


def php_reference():
    return ["php", os.path.join(HERE, "php_ast.php")]
def java_reference():
    exports = "jdk.compiler/com.sun.tools.javac.{}=ALL-UNNAMED"
    return [
        "java",
        "--add-exports", exports.format("parser"),
        "--add-exports", exports.format("util"),
        os.path.join(HERE, "java", "JavacTree.java"),
    ]


def kotlin_reference():
    kt_dir = os.path.join(HERE, "kotlin")
    lib = os.path.join(kt_dir, "lib")
    if not os.path.isdir(lib):
        subprocess.run(
            ["mvn", "-q", "-B", "-f", os.path.join(kt_dir, "pom.xml"),
             "dependency:copy-dependencies", "-DoutputDirectory=" + lib],
            check=True,
        )
    jars = sorted(os.path.join(lib, j) for j in os.listdir(lib) if j.endswith(".jar"))
    return ["java", "-cp", os.pathsep.join(jars), os.path.join(kt_dir, "KotlinPsi.java")]


# Every language this script judges: the extensions of its files (those of its rows in cm's
# registry, crates/symbols/src/languages.rs; typescript covers TSX) and the command of its
# reference tool, which reads file paths on stdin. Adding a language is one row here.
LANGUAGES = {
    "python": ((".py", ".pyi"), python_reference),
    "rust": ((".rs",), rust_reference),
    "typescript": ((".ts", ".mts", ".cts", ".tsx"), typescript_reference),
    "javascript": ((".js", ".mjs", ".cjs", ".jsx"), typescript_reference),
    "go": ((".go",), go_reference),
    "c": ((".c",), clang_reference),
    "cpp": ((".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".h", ".ipp", ".tpp", ".inl"), clang_reference),
    "ruby": ((".rb", ".rake", ".gemspec", ".ru"), ruby_reference),
    "php": ((".php", ".phtml", ".php8"), php_reference),
    "java": ((".java",), java_reference),
    "kotlin": ((".kt",), kotlin_reference),
}


def find_files(lang, roots, exclude=()):
    exts = LANGUAGES[lang][0]
    files = []
    for root in roots:
        if os.path.isfile(root):
            files.append(root)
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames if d not in (".git", "target", *exclude))
            files.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(exts))
    return files


def reference(lang, files):
    proc = subprocess.run(
        LANGUAGES[lang][1](),
        input="\n".join(files),
        capture_output=True,
        text=True,
        check=True,
    )
    return {doc["file"]: doc for doc in map(json.loads, proc.stdout.splitlines())}


def cm_symbols(cm, path):
    proc = subprocess.run([cm, "symbols", path, "--json"], capture_output=True, text=True)
    if proc.returncode != 0:
        return None, proc.stderr.strip()
    return json.loads(proc.stdout)["symbols"], None


def cm_line(cm, path, line):
    """The name `cm symbols FILE --line N` gives, or None."""
    proc = subprocess.run([cm, "symbols", path, "--line", str(line), "--json"], capture_output=True, text=True)
    if proc.returncode != 0:
        return "<error>"
    found = json.loads(proc.stdout)["symbols"]
    return found[0]["name"] if found else None


def innermost_per_line(symbols, lines):
    """The innermost symbol name of each line: the latest start, then the shortest range,
    then the later entry (tables list a definition before the ones it encloses)."""
    result = {}
    for line in lines:
        best, best_key = None, None
        for i, s in enumerate(symbols):
            if s["start_line"] <= line <= s["end_line"]:
                key = (s["start_line"], -s["end_line"], i)
                if best_key is None or key > best_key:
                    best, best_key = s["name"], key
        result[line] = best
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("lang", choices=sorted(LANGUAGES))
    ap.add_argument("roots", nargs="+")
    ap.add_argument("--cm", default=None, help="cm binary (default: build and use the release build of this repository)")
    ap.add_argument("--exclude", action="append", default=[], help="skip directories of this name")
    ap.add_argument(
        "--line-samples",
        type=int,
        default=2,
        help="code lines per file also asked of `cm symbols FILE --line N` (default 2)",
    )
    ap.add_argument("--show", type=int, default=30, help="disagreements to print")
    ap.add_argument("--out", help="write every disagreement to this file")
    ap.add_argument(
        "--reference-cache",
        help="keep the reference's answers in this file and reuse them while it exists "
        "(delete it when the code or the reference tool changes)",
    )
    args = ap.parse_args()

    cm = args.cm
    if cm is None:
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "cm"], cwd=REPO, check=True)
        target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
        cm = os.path.join(target, "release", "cm")
    files = find_files(args.lang, args.roots, args.exclude)
    if args.reference_cache and os.path.exists(args.reference_cache):
        with open(args.reference_cache) as f:
            refs = json.load(f)
    else:
        refs = reference(args.lang, files)
        if args.reference_cache:
            with open(args.reference_cache, "w") as f:
                json.dump(refs, f)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        ours = dict(zip(files, pool.map(lambda f: cm_symbols(cm, f), files)))

    total = agreed = compared_files = 0
    rejected, cm_errors, differences = [], [], []
    samples = []  # (path, line, reference's name)
    rng = random.Random(0)
    for path in files:
        ref = refs.get(path)
        if ref is None or "error" in ref:
            rejected.append((path, ref["error"] if ref else "no answer"))
            continue
        table, err = ours[path]
        if table is None:
            cm_errors.append((path, err))
            continue
        compared_files += 1
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace").split("\n")
        lines = [n for n in ref["code_lines"] if n <= len(text) and text[n - 1].strip()]
        want = innermost_per_line(ref["symbols"], lines)
        got = innermost_per_line(table, lines)
        for line in rng.sample(lines, min(args.line_samples, len(lines))):
            samples.append((path, line, want[line]))
        for line in lines:
            total += 1
            if want[line] == got[line]:
                agreed += 1
            else:
                source = text[line - 1].strip() if line <= len(text) else ""
                differences.append((path, line, want[line], got[line], source))

    # The comparison above reads cm's whole table; these ask cm for single lines, the way
    # the hooks do, so its own innermost-symbol logic is judged too.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        answers = list(pool.map(lambda s: cm_line(cm, s[0], s[1]), samples))
    line_misses = [(s, a) for s, a in zip(samples, answers) if s[2] != a]

    pct = 100.0 * agreed / total if total else 100.0
    print(
        f"{args.lang}: {compared_files} files, {total} code lines, {pct:.3f}% agree "
        f"({total - agreed} differ); reference rejected {len(rejected)} files, cm failed on {len(cm_errors)}"
    )
    print(f"  `cm symbols FILE --line N` on {len(samples)} sampled lines: {len(samples) - len(line_misses)} agree")
    for (path, line, want), got in line_misses[:10]:
        print(f"  --line {path}:{line}: reference={want} cm={got}")
    for path, err in cm_errors[:10]:
        print(f"  cm failed: {path}: {err}")
    for path, err in rejected[:5]:
        print(f"  reference rejected: {path}: {err[:120]}")
    for path, line, want, got, source in differences[: args.show]:
        print(f"  {path}:{line}: reference={want} cm={got} | {source[:100]}")
    if args.out:
        with open(args.out, "w") as f:
            for path, line, want, got, source in differences:
                f.write(f"{path}:{line}\treference={want}\tcm={got}\t{source}\n")


if __name__ == "__main__":
    main()
