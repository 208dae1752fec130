"""The zoo recorder's common part: faults, the Claude Code payloads of an edit and of a
shell command's run, the client's cut, and writing a project's cases (../README.md).

Every runner's recorder imports this module; what differs per runner is how a project is
fetched and installed, the command shapes, and how its machine-readable report is read.
"""

from __future__ import annotations

import difflib
import json
import os
import random
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ZOO = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "code-memory-zoo"
CLIENT_LIMIT = 30_000  # Claude Code keeps this many characters of a Bash output
MARKER = "\n\n... [{n} lines truncated] ...\n\n"


# ---- faults ---------------------------------------------------------------------------

@dataclass
class Fault:
    file: str  # relative to the project root, with /
    line: int  # 1-based line the fault changes
    symbol: str
    kind: str
    old_string: str
    new_string: str


FLIPS = [(" == ", " != "), (" != ", " == "), (" <= ", " < "), (" >= ", " > "),
         (" < ", " <= "), (" > ", " >= "), (" && ", " || "), (" || ", " && "),
         (" and ", " or "), (" or ", " and "), (" + ", " - "), (" - ", " + "),
         (" * ", " / ")]
CONSTANTS = [("true", "false"), ("false", "true"), ("True", "False"), ("False", "True")]
NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w.])")
BORING = re.compile(r"^\s*($|//|#|/\*|\*|\}|\{|\)|\]|import |from |package |use |return$|else|pass$|end$)")


def symbols_of(cm: str, path: Path) -> list[dict]:
    """cm's symbol table of a file: [{name, kind, start_line, end_line}]."""
    out = subprocess.run([cm, "symbols", str(path), "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        return []
    return json.loads(out.stdout).get("symbols", [])


def innermost(symbols: list[dict], line: int) -> dict | None:
    """The innermost symbol holding `line` (cm's rule: the shortest range holding it)."""
    holding = [s for s in symbols if s["start_line"] <= line <= s["end_line"]]
    return min(holding, key=lambda s: s["end_line"] - s["start_line"], default=None)


def faults_in(cm: str, root: Path, rel: str, names: set[str] | None = None,
              kinds: tuple[str, ...] = ("flip-operator", "off-by-one", "wrong-constant",
                                        "remove-line")) -> list[Fault]:
    """Candidate faults in the functions of `rel` (only those named in `names`, if given):
    each is one line's change, unique in the file (an Edit's old_string must be), inside
    a function or method body (not its first line)."""
    path = root / rel
    text = path.read_text(encoding="utf-8", errors="replace")
    lines = text.split("\n")
    faults: list[Fault] = []
    for sym in symbols_of(cm, path):
        if sym["kind"] not in ("function", "method", "constructor"):
            continue
        if names is not None and sym["name"] not in names and sym["name"].split(".")[-1] not in names:
            continue
        for n in range(sym["start_line"] + 1, sym["end_line"]):
            old = lines[n - 1]
            if BORING.match(old) or len(old.strip()) < 6:
                continue
            inner = innermost(symbols_of_cached(cm, path), n)
            if inner is None or inner["name"] != sym["name"]:
                continue
            for kind, new in _mutants(old, kinds):
                if text.count(old + "\n") == 1 or (kind == "remove-line" and text.count(old) == 1):
                    faults.append(_fault(rel, lines, n, sym["name"], kind, new))
    return faults


_SYMS: dict[Path, list[dict]] = {}


def symbols_of_cached(cm: str, path: Path) -> list[dict]:
    if path not in _SYMS:
        _SYMS[path] = symbols_of(cm, path)
    return _SYMS[path]


def _mutants(line: str, kinds: tuple[str, ...]):
    if "flip-operator" in kinds:
        for a, b in FLIPS:
            if a in line:
                yield "flip-operator", line.replace(a, b, 1)
                break
    if "off-by-one" in kinds:
        m = NUMBER.search(line)
        if m and '"' not in line[: m.start()] and "'" not in line[: m.start()]:
            yield "off-by-one", line[: m.start()] + str(int(m.group(1)) + 1) + line[m.end():]
    if "wrong-constant" in kinds:
        for a, b in CONSTANTS:
            if re.search(rf"\b{a}\b", line):
                yield "wrong-constant", re.sub(rf"\b{a}\b", b, line, count=1)
                break
    if "remove-line" in kinds and not line.rstrip().endswith(("{", "(", "[", ",", ":", "\\")):
        yield "remove-line", None


def _fault(rel: str, lines: list[str], n: int, symbol: str, kind: str, new: str | None) -> Fault:
    if new is None:
        # A removal-only edit, as agents write them: the line and its neighbour in
        # old_string, the neighbour alone in new_string. A blank neighbour would leave the
        # fix's old_string empty (no Edit can be that): the line after is taken instead.
        # `edit_calls` widens both until each old_string is unique.
        if lines[n - 2].strip() or n >= len(lines) or not lines[n].strip():
            return Fault(rel, n, symbol, kind, lines[n - 2] + "\n" + lines[n - 1], lines[n - 2])
        return Fault(rel, n, symbol, kind, lines[n - 1] + "\n" + lines[n], lines[n])
    return Fault(rel, n, symbol, kind, lines[n - 1], new)


KINDS = ("remove-line", "flip-operator", "off-by-one", "wrong-constant")


def by_kind(faults, seed: str, order: tuple[str, ...] = KINDS) -> list[Fault]:
    """The faults shuffled (seeded: a project's order is the same on every recording) and
    taken round-robin over the kinds in `order`, so every kind is tried early."""
    found: dict[str, list[Fault]] = {}
    for f in faults:
        found.setdefault(f.kind, []).append(f)
    rng = random.Random(seed)
    for fs in found.values():
        rng.shuffle(fs)
    out = []
    while any(found.values()):
        for kind in order:
            if found.get(kind):
                out.append(found[kind].pop())
    return out


def apply(root: Path, fault: Fault) -> str:
    """Injects `fault`; returns the file's text before it."""
    path = root / fault.file
    before = path.read_text(encoding="utf-8")
    assert fault.old_string in before, (fault.file, fault.line)
    path.write_text(before.replace(fault.old_string, fault.new_string, 1), encoding="utf-8")
    return before


def revert(root: Path, fault: Fault, before: str) -> None:
    (root / fault.file).write_text(before, encoding="utf-8")


BROKEN = "broken"  # what a probe returns for a fault that breaks the build


def search_faults(root: Path, pool, probe, max_faults: int, fresh=None,
                  want_broken: bool = False) -> tuple[list[tuple[Fault, dict]], Fault | None]:
    """The fault search every recorder shares: each fault of `pool` in turn is injected,
    probed (`probe(fault)` runs the tests and returns their truth, None when the run tells
    nothing, or BROKEN) and reverted. A fault some test catches is kept when
    `fresh(fault, truth, kept)` (default: a kind and a symbol no kept fault has), else
    spared; spared faults of other symbols fill what is left of `max_faults`. A fault of a
    symbol already kept is not tried. Returns the kept (fault, truth) pairs and the first
    fault that broke the build (the search goes on for one when `want_broken`)."""
    if fresh is None:
        def fresh(fault, truth, kept):
            return all(k.kind != fault.kind for k, _ in kept)
    kept: list[tuple[Fault, dict]] = []
    spare: list[tuple[Fault, dict]] = []
    broken = None
    for fault in pool:
        if len(kept) >= max_faults and (broken or not want_broken):
            break
        if any(k.symbol == fault.symbol for k, _ in kept):
            continue
        before = apply(root, fault)
        try:
            truth = probe(fault)
        finally:
            revert(root, fault, before)
        if truth == BROKEN:
            broken = broken or fault
            continue
        if not truth or not truth["failed"]:
            continue
        new = len(kept) < max_faults and fresh(fault, truth, kept)
        print("  %s %s:%d %s: %d failing%s" % (fault.kind, fault.file, fault.line, fault.symbol,
              len(truth["failed"]), " (kept)" if new else ""), file=sys.stderr, flush=True)
        (kept if new else spare).append((fault, truth))
    for fault, truth in spare:
        if len(kept) < max_faults and all(k.symbol != fault.symbol for k, _ in kept):
            kept.append((fault, truth))
    return kept, broken


# ---- payloads -------------------------------------------------------------------------

def structured_patch(before: str, after: str) -> list[dict]:
    """Claude Code's structuredPatch: unified hunks with 3 lines of context."""
    a, b = before.split("\n"), after.split("\n")
    hunks = []
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        lines = []
        for tag, x1, x2, y1, y2 in group:
            if tag == "equal":
                lines += [" " + l for l in a[x1:x2]]
            else:
                lines += ["-" + l for l in a[x1:x2]] + ["+" + l for l in b[y1:y2]]
        hunks.append({"oldStart": i1 + 1, "oldLines": i2 - i1, "newStart": j1 + 1,
                      "newLines": j2 - j1, "lines": lines})
    return hunks


def unique_edit(text: str, old: str, new: str, at: int) -> tuple[str, str, int]:
    """`old` (found at `at` in `text`) and `new`, both widened by whole neighbouring lines
    until `old` is unique in `text`, as Claude Code's Edit requires of an old_string (it
    refuses one found twice). A revert's old_string is the fault's new_string, often a
    line that occurs elsewhere too."""
    start, end = at, at + len(old)
    while text.count(text[start:end]) > 1 and (start > 0 or end < len(text)):
        if start > 0:
            start = text.rfind("\n", 0, start - 1) + 1
        if end < len(text):
            nl = text.find("\n", end + 1)
            end = len(text) if nl < 0 else nl
    return text[start:end], text[start:at] + new + text[at + len(old):end], start


def edit_calls(rel: str, before: str, old: str, new: str, at: int | None = None) -> list[dict]:
    """The PreToolUse and PostToolUse payloads of one Edit of `rel` from `before` that
    replaces `old` at `at` (its first occurrence when not given) with `new`."""
    at = before.find(old) if at is None else at
    old, new, at = unique_edit(before, old, new, at)
    after = before[:at] + new + before[at + len(old):]
    path = "$ROOT/" + rel
    common = {"session_id": "$SESSION", "transcript_path": "$ROOT/.transcript.jsonl",
              "cwd": "$ROOT", "permission_mode": "acceptEdits", "tool_name": "Edit",
              "tool_input": {"file_path": path, "old_string": old, "new_string": new,
                             "replace_all": False}}
    pre = dict(common, hook_event_name="PreToolUse", tool_use_id="toolu_zoo_pre")
    post = dict(common, hook_event_name="PostToolUse", tool_use_id="toolu_zoo_pre",
                tool_response={"filePath": path, "oldString": old, "newString": new,
                               "originalFile": "$ORIGINAL",
                               "structuredPatch": structured_patch(before, after),
                               "userModified": False, "replaceAll": False},
                duration_ms=9)
    return [pre, post]


def cut_head(output: str, limit: int = CLIENT_LIMIT) -> tuple[str, dict | None]:
    """Claude Code's cut of a long output: the first `limit` characters, then a marker."""
    if len(output) <= limit:
        return output, None
    rest = output[limit:]
    n = rest.count("\n") + 1
    return output[:limit] + "\n\n... [%d lines truncated] ..." % n, {
        "kept_head": limit, "kept_tail": 0, "lines": n}


def cut_middle(output: str, head: int, tail: int) -> tuple[str, dict | None]:
    """A cut in the middle: `head` and `tail` characters kept around the marker."""
    if len(output) <= head + tail + 40:
        return output, None
    middle = output[head: len(output) - tail]
    n = middle.count("\n") + 1
    return output[:head] + MARKER.format(n=n) + output[len(output) - tail:], {
        "kept_head": head, "kept_tail": tail, "lines": n}


def bash_call(command: str, exit_code: int, seen: str) -> dict:
    """The payload Claude Code sends after a Bash command (HOOKS.md)."""
    common = {"session_id": "$SESSION", "transcript_path": "$ROOT/.transcript.jsonl",
              "cwd": "$ROOT", "permission_mode": "acceptEdits", "tool_name": "Bash",
              "tool_input": {"command": command, "description": "Run the tests"},
              "tool_use_id": "toolu_zoo_bash", "duration_ms": 2000}
    if exit_code == 0:
        return dict(common, hook_event_name="PostToolUse",
                    tool_response={"stdout": seen, "stderr": "", "interrupted": False,
                                   "isImage": False, "noOutputExpected": False})
    return dict(common, hook_event_name="PostToolUseFailure",
                error="Exit code %d\n%s" % (exit_code, seen), is_interrupt=False)


def run_record(command: str, exit_code: int, output: str, truth: dict,
               cut: str = "client", head: int = 2_000, tail: int = 2_000) -> dict:
    """A RUN of the case format: the client's cut (`client`: Claude Code's head cut of
    long output; `middle`: a cut in the middle) applied, the payload built."""
    seen, how = cut_middle(output, head, tail) if cut == "middle" else cut_head(output)
    return {"call": bash_call(command, exit_code, seen), "exit_code": exit_code,
            "seen": seen, "cut": how, "truth": truth}


# ---- the project's cases --------------------------------------------------------------

SOURCE_SUFFIXES = {".py", ".go", ".js", ".mjs", ".cjs", ".ts", ".rs", ".java", ".kt", ".c",
                   ".h", ".cc", ".cpp", ".hpp", ".rb", ".php"}


def with_ancestors(root: Path, files: list[str], most_bytes: int = 256 * 1024) -> list[str]:
    """`files` and the source files beside each of their ancestor directories up to `root`
    (same suffix, not into sibling directories): the package's `__init__.py` and the
    modules it imports, a package's `index.js`, a crate's `lib.rs`, which a test reaches
    the changed file through."""
    out = set(files)
    for rel in files:
        suffix = Path(rel).suffix
        if suffix not in SOURCE_SUFFIXES:
            continue
        d = (root / rel).parent
        while d == root or root in d.parents:
            for p in sorted(d.iterdir())[:300]:
                if p.is_file() and p.suffix == suffix and p.stat().st_size <= most_bytes:
                    out.add(p.relative_to(root).as_posix())
            if d == root:
                break
            d = d.parent
    return sorted(out)


def keep_tree(project: str, root: Path, files: list[str]) -> None:
    """Copies `files` (relative to `root`) and the source files of their ancestor
    directories (`with_ancestors`) into cases/<project>/tree/."""
    tree = ZOO / "cases" / project / "tree"
    for rel in with_ancestors(root, sorted(set(files))):
        src = root / rel
        if src.is_file():
            dst = tree / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dst)


def write_cases(project: str, cases: list[dict]) -> Path:
    out = ZOO / "cases" / project / "cases.jsonl"
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False, sort_keys=False) + "\n")
    return out
