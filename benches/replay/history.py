#!/usr/bin/env python3
"""A busy project's month of Claude Code sessions, for timing `cm replay --learn`.

    benches/replay/history.py OUT [--sessions 100] [--cycles 14]

Writes OUT/project/ (a Python package of 40 functions and its tests, a git work tree) and
OUT/sessions/<id>.jsonl: one session a working day or so, oldest first over 30 days. Each
session reads a file, then does CYCLES rounds of: edit a function (a bug), run pytest (it
fails with the test's own assertion), read, edit it back (the fix), run pytest (it
passes); with prompts between. 14 cycles make about 100 hook calls a session. Run
`cm replay --learn OUT/sessions` in OUT/project.
"""

import argparse
import json
import os
import random
import subprocess
import uuid
from datetime import datetime, timedelta, timezone

FUNCS = 40


def source(bugs=()):
    out = ["# Prices, discounts and the cart's totals.\n\n"]
    for i in range(FUNCS):
        op = "-" if i in bugs else "+"
        out.append(
            f"def price_{i}(items, rate):\n"
            f"    total = 0\n"
            f"    for name, amount in items:\n"
            f"        if amount < 0 or amount > {1000 + i}:\n"
            f"            raise ValueError(f\"bad amount for {{name}}\")\n"
            f"        total = total {op} amount * (1 + rate * {i % 7})\n"
            f"    return round(total, 2)\n\n\n"
        )
    return "".join(out).rstrip("\n") + "\n"


TESTS = "".join(
    f"def test_price_{i}():\n"
    f"    assert shop.cart.price_{i}([('a', 10), ('b', 5)], 0.1) == "
    f"{round(15 * (1 + 0.1 * (i % 7)), 2)}\n\n\n"
    for i in range(FUNCS)
)


class Session:
    def __init__(self, root, sid, start):
        self.root, self.sid, self.t = root, sid, start
        self.lines, self.parent = [], None

    def entry(self, kind, message, **extra):
        self.t += timedelta(seconds=7)
        u = str(uuid.uuid4())
        e = {
            "parentUuid": self.parent,
            "isSidechain": False,
            "userType": "external",
            "cwd": self.root,
            "sessionId": self.sid,
            "version": "2.1.49",
            "type": kind,
            "message": message,
            "uuid": u,
            "timestamp": self.t.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z",
        }
        e.update(extra)
        self.parent = u
        self.lines.append(json.dumps(e))

    def prompt(self, text):
        self.entry("user", {"role": "user", "content": text})

    def tool(self, name, inp, result_text, result=None, error=False):
        tid = "toolu_" + uuid.uuid4().hex[:24]
        self.entry(
            "assistant",
            {"role": "assistant", "type": "message",
             "content": [{"type": "tool_use", "id": tid, "name": name, "input": inp}]},
        )
        block = {"tool_use_id": tid, "type": "tool_result", "content": result_text}
        if error:
            block["is_error"] = True
        extra = {} if result is None else {"toolUseResult": result}
        self.entry("user", {"role": "user", "content": [block]}, **extra)


def edit(s, path, before, after, old, new):
    a = before.splitlines()
    b = after.splitlines()
    line = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
    hunk = {"oldStart": line + 1, "oldLines": 1, "newStart": line + 1, "newLines": 1,
            "lines": ["-" + a[line], "+" + b[line]]}
    s.tool(
        "Edit",
        {"file_path": path, "old_string": old, "new_string": new, "replace_all": False},
        f"The file {path} has been updated successfully.",
        {"filePath": path, "oldString": old, "newString": new, "originalFile": before,
         "structuredPatch": [hunk], "userModified": False, "replaceAll": False},
    )


def read(s, path, text):
    n = len(text.splitlines())
    s.tool("Read", {"file_path": path}, text,
           {"type": "text", "file": {"filePath": path, "content": text, "numLines": n,
                                     "startLine": 1, "totalLines": n}})


def pytest(s, failing):
    cmd = "python -m pytest -q tests/test_cart.py"
    if failing is None:
        out = f"{'.' * FUNCS}{' ' * 30}[100%]\n{FUNCS} passed in 0.05s"
        s.tool("Bash", {"command": cmd, "description": "Run the tests"}, out,
               {"stdout": out, "stderr": "", "interrupted": False, "isImage": False})
        return
    i = failing
    want = round(15 * (1 + 0.1 * (i % 7)), 2)
    got = round(5 * (1 + 0.1 * (i % 7)), 2)
    out = (
        f"{'.' * i}F{'.' * (FUNCS - i - 1)}{' ' * 20}[100%]\n"
        "=================================== FAILURES ===================================\n"
        f"_________________________________ test_price_{i} _________________________________\n\n"
        f"    def test_price_{i}():\n"
        f">       assert shop.cart.price_{i}([('a', 10), ('b', 5)], 0.1) == {want}\n"
        f"E       assert {got} == {want}\n"
        f"E        +  where {got} = <function price_{i} at 0x7f>([('a', 10), ('b', 5)], 0.1)\n\n"
        f"tests/test_cart.py:{4 * i + 3}: AssertionError\n"
        "=========================== short test summary info ============================\n"
        f"FAILED tests/test_cart.py::test_price_{i} - assert {got} == {want}\n"
        f"1 failed, {FUNCS - 1} passed in 0.06s"
    )
    s.tool("Bash", {"command": cmd, "description": "Run the tests"}, "Exit code 1\n" + out,
           error=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--cycles", type=int, default=14)
    args = ap.parse_args()
    rng = random.Random(38)
    proj = os.path.join(args.out, "project")
    os.makedirs(os.path.join(proj, "shop"), exist_ok=True)
    os.makedirs(os.path.join(proj, "tests"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "sessions"), exist_ok=True)
    clean = source()
    with open(os.path.join(proj, "shop", "__init__.py"), "w") as f:
        f.write("")
    with open(os.path.join(proj, "shop", "cart.py"), "w") as f:
        f.write(clean)
    with open(os.path.join(proj, "tests", "test_cart.py"), "w") as f:
        f.write("import shop.cart\n\n\n" + TESTS)
    if not os.path.isdir(os.path.join(proj, ".git")):
        subprocess.run(["git", "init", "-q", proj], check=True)
    root = os.path.realpath(proj)
    path = os.path.join(root, "shop", "cart.py")
    first = datetime.now(timezone.utc) - timedelta(days=30)
    calls = 0
    for n in range(args.sessions):
        start = first + timedelta(hours=n * 30 * 24 / args.sessions)
        s = Session(root, str(uuid.UUID(int=rng.getrandbits(128), version=4)), start)
        s.prompt("the cart totals look wrong again, have a look")
        read(s, path, clean)
        calls += 2
        for c in range(args.cycles):
            i = rng.randrange(FUNCS)
            buggy = source({i})
            old = f"        total = total + amount * (1 + rate * {i % 7})"
            # Only the function's own line differs: the old string is made unique by the
            # return that follows it in that function alone.
            old_u = old + "\n    return round(total, 2)\n\n\ndef price_" + str(i + 1) \
                if i + 1 < FUNCS else old + "\n    return round(total, 2)\n"
            new_u = old_u.replace("total + amount", "total - amount")
            edit(s, path, clean, buggy, old_u, new_u)
            pytest(s, i)
            read(s, path, buggy)
            edit(s, path, buggy, clean, new_u, old_u)
            pytest(s, None)
            calls += 2 + 1 + 1 + 2 + 1
            if c % 3 == 2:
                s.prompt(f"good, now look at price_{rng.randrange(FUNCS)} too")
                calls += 2
        with open(os.path.join(args.out, "sessions", s.sid + ".jsonl"), "w") as f:
            f.write("\n".join(s.lines) + "\n")
        calls += 2
    print(f"{args.sessions} sessions, about {calls} hook calls, in {args.out}")


if __name__ == "__main__":
    main()
