#!/usr/bin/env python3
"""Cuts a corpus session (prepare.py's `<NNN>-<session>/`) down to a few of its lines, for a
small test fixture of real transcript shapes.

    trim.py SESSION_DIR OUT_DIR FIRST-LAST|N [...]

Keeps the transcript lines given (0-based, ranges inclusive) as they are, and of the
session's tree only the files those lines read or edit (and `meta.json`).
"""

import json
import os
import shutil
import sys


def wanted(specs):
    keep = set()
    for s in specs:
        a, _, b = s.partition("-")
        keep.update(range(int(a), int(b or a) + 1))
    return keep


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    src, out, keep = sys.argv[1], sys.argv[2], wanted(sys.argv[3:])
    meta = json.load(open(os.path.join(src, "meta.json")))
    root = meta["cwd"].replace("\\", "/").rstrip("/")
    lines = open(os.path.join(src, "transcript.jsonl")).read().splitlines()
    kept = [l for i, l in enumerate(lines) if i in keep]
    files = set()
    for l in kept:
        for path in paths(json.loads(l)):
            p = path.replace("\\", "/")
            if p.lower().startswith(root.lower() + "/"):
                files.add(p[len(root) + 1:])
            elif not p.startswith("/") and ":" not in p:
                files.add(p)
    os.makedirs(os.path.join(out, "tree"), exist_ok=True)
    with open(os.path.join(out, "transcript.jsonl"), "w") as f:
        f.write("\n".join(kept) + "\n")
    for rel in sorted(files):
        s = os.path.join(src, "tree", rel)
        if os.path.isfile(s):
            d = os.path.join(out, "tree", rel)
            os.makedirs(os.path.dirname(d), exist_ok=True)
            shutil.copyfile(s, d)
    meta["trimmed_to_lines"] = sys.argv[3:]
    with open(os.path.join(out, "meta.json"), "w") as f:
        json.dump(meta, f, indent=1)


def paths(entry):
    """File paths a transcript line's tool calls name."""
    payload = entry.get("payload") or {}
    if payload.get("type") == "custom_tool_call" and payload.get("name") == "apply_patch":
        for line in payload.get("input", "").splitlines():
            for head in ("*** Update File: ", "*** Add File: ", "*** Delete File: "):
                if line.startswith(head):
                    yield line[len(head):].strip()
    content = (entry.get("message") or {}).get("content")
    if isinstance(content, list):
        for block in content:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                for k in ("file_path", "notebook_path"):
                    v = (block.get("input") or {}).get(k)
                    if isinstance(v, str):
                        yield v


if __name__ == "__main__":
    main()
