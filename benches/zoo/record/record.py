#!/usr/bin/env python3
"""Records the zoo's cases of some projects (../README.md, "Recording").

    record.py PROJECT... [--cm PATH] [--max-faults N]

A PROJECT is a name from projects/*.json. Its recorder is the module record/<language>.py,
whose `record(project: dict, cm: str, max_faults: int) -> list[dict]` fetches, installs,
chooses the faults, runs the shapes and writes cases/<project>/.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import zoo  # noqa: E402


def projects() -> dict[str, dict]:
    out = {}
    for f in sorted((zoo.ZOO / "projects").glob("*.json")):
        for p in json.loads(f.read_text()):
            out[p["name"]] = p
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("project", nargs="+")
    ap.add_argument("--cm", default="cm")
    ap.add_argument("--max-faults", type=int, default=5)
    a = ap.parse_args()
    known = projects()
    for name in a.project:
        if name not in known:
            print("unknown project: %s" % name, file=sys.stderr)
            return 2
    for name in a.project:
        p = known[name]
        module = importlib.import_module(p["language"])
        cases = module.record(p, a.cm, a.max_faults)
        print("%s: %d cases" % (name, len(cases)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
