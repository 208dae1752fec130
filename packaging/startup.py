"""Cold start of `cm hook` for several builds of cm, side by side (docs/PERFORMANCE.md).

Usage: python3 packaging/startup.py [--runs N] NAME=PATH NAME=PATH ...
e.g.   python3 packaging/startup.py musl=target/x86_64-unknown-linux-musl/dist/cm \\
           glibc=target/dist/cm release=target/release/cm

Each build gets its own scratch project and database with four lessons on one function, then
answers a PreToolUse edit of that function (held back once, then let through) as a new process
each time. Runs alternate between the builds (the order reversed every other round) so load
on the machine falls on all of them alike; printed per build: median, p10 and p90 wall time,
and against the first build the median of the paired differences. With valgrind on PATH, one
more run per build under callgrind prints its instruction count, loader included, which does
not depend on the machine's load.
"""

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def setup(root, name, binary):
    project = os.path.join(root, name, "shop")
    os.makedirs(project)
    subprocess.run(["git", "init", "-q", project], check=True)
    with open(os.path.join(project, "shop.py"), "w") as f:
        f.write("def apply_discount(price, pct):\n    return price - price * pct // 100 - 9\n")
    base = os.path.join(root, name)
    env = dict(os.environ, CODE_MEMORY_DB=f"{base}/cm.db", HOME=base,
               XDG_DATA_HOME=f"{base}/data", XDG_STATE_HOME=f"{base}/state",
               XDG_CACHE_HOME=f"{base}/cache", XDG_CONFIG_HOME=f"{base}/config")
    for n in range(4):
        subprocess.run([binary, "fail", "apply_discount", f"off by nine ({n})", "--file", "shop.py"],
                       cwd=project, env=env, check=True, capture_output=True)
    payload = json.dumps({"session_id": "s1", "cwd": project, "hook_event_name": "PreToolUse",
                          "tool_name": "Edit", "tool_input": {"file_path": f"{project}/shop.py",
                          "old_string": "// 100 - 9", "new_string": "// 100"}}).encode()
    return binary, project, env, payload


def run(build):
    binary, project, env, payload = build
    start = time.perf_counter()
    out = subprocess.run([binary, "hook", "pre-tool-use"], cwd=project, env=env, input=payload,
                         capture_output=True)
    elapsed = (time.perf_counter() - start) * 1000
    if out.returncode != 0:
        sys.exit(f"{binary} hook pre-tool-use exited {out.returncode}")
    return elapsed


def instructions(build):
    binary, project, env, payload = build
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg",
                              binary, "hook", "pre-tool-use"], cwd=project, env=env,
                             input=payload, capture_output=True)
    found = re.search(r"refs:\s*([\d,]+)", out.stderr.decode(errors="replace"))
    return int(found.group(1).replace(",", "")) if found else None


def main():
    args = sys.argv[1:]
    runs = 100
    if args[:1] == ["--runs"]:
        runs, args = int(args[1]), args[2:]
    builds = dict(arg.split("=", 1) for arg in args)
    if not builds:
        sys.exit(__doc__)
    root = tempfile.mkdtemp()
    try:
        ready = {name: setup(root, name, os.path.abspath(path)) for name, path in builds.items()}
        for build in ready.values():
            run(build)  # the one edit held back; every later one is let through
        times = {name: [] for name in ready}
        for i in range(runs):
            order = list(ready) if i % 2 == 0 else list(reversed(ready))
            for name in order:
                times[name].append(run(ready[name]))
        first = next(iter(ready))
        print(f"cm hook pre-tool-use, {runs} paired runs per build")
        for name, t in times.items():
            t = sorted(t)
            line = (f"{name:10} {os.path.getsize(builds[name]) / 1e6:6.1f} MB  median "
                    f"{statistics.median(t):6.2f} ms  p10 {t[len(t) // 10]:6.2f}  "
                    f"p90 {t[9 * len(t) // 10]:6.2f}")
            if name != first:
                diffs = [a - b for a, b in zip(times[name], times[first])]
                line += (f"  vs {first}: median paired difference {statistics.median(diffs):+.2f} ms,"
                         f" slower in {sum(d > 0 for d in diffs)} of {runs}")
            print(line)
        if shutil.which("valgrind"):
            for name, build in ready.items():
                count = instructions(build)
                print(f"{name:10} instructions (callgrind): {count:,}" if count else
                      f"{name:10} instructions: callgrind gave no count")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
