#!/usr/bin/env python3
"""The scale bench: `cm` on a synthetic monorepo of real code, beside `git status`.

    python3 benches/scale/scale.py [--sizes 10000,50000,100000] [--runs 7] [--dir DIR]
        [--bin NAME=PATH ...]

Builds a monorepo of real source files at each size, `git init`s and commits it, and for
each binary given (default: target/release/cm as `cm`) prints in one table, beside
`git status --porcelain` measured in the same run on the same tree:
- cold scan: `cm scan --json` on an empty database, its time and files/s;
- SessionStart with nothing changed since the last scan, and with 10 files changed: the
  hook's answer (until its output closes and it exits; its ms and its ratio to
  `git status`) and the time until the index is current again (the background scan the
  hook leaves is over: its `scanning` lock is free; its ms and its ratio);
- the database's size per indexed file;
- the CPU time of the cold scan (user and system, of the process and its threads), and the
  files/s it would make on every core of the machine with nothing else running (files
  over CPU seconds, times the cores): the load of a shared machine does not move it;
- the agent loop while the first scan runs: a Read, and the PreToolUse and PostToolUse of
  an edit, of the file with the lesson, each answered (p50) with no scan running and while
  the scan a session starts (`cm scan --background`, on a database with no index yet)
  runs, in rounds an agent's pace apart; the scan is stopped after the rounds.
Every timed step alternates the binaries (paired runs), so a loaded machine weighs on each
alike; the load average is printed at the start and the end. `--sizes 10000` is the short
form for CI.

The code, deterministic: every `*.rs` file under `$CARGO_HOME/registry/src` (default
`~/.cargo/registry/src`), every `*.py` file of Python's standard library (the running
interpreter's `sysconfig` stdlib path), and every `*.js`/`*.ts` file under the global
`node_modules` (`npm root -g`) and the directories of `CM_SCALE_NODE` (colon-separated), of
at most 256 KiB, sorted by their path. Files are taken in that order, round after round, into
`r<round>/<source>/<path>` until the tree has the size asked for; a round past the first is
the same code again under another directory, as a monorepo vendors the same library twice.
The sources are interleaved in proportion to their sizes, so every size has the same mix.
"""

import argparse
import fcntl
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

MAX_BYTES = 256 * 1024
# Rounds of the agent loop with no scan, and as many during the first scan.
LOOP_ROUNDS = int(os.environ.get("CM_SCALE_LOOP_ROUNDS", "15"))
PROJECT = "scale"


def sources():
    """(label, root, [relative paths]) for each source of code, sorted."""
    found = []
    cargo = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo")) / "registry" / "src"
    roots = [("crates", cargo, (".rs",))]
    roots.append(("python", Path(sysconfig.get_paths()["stdlib"]), (".py",)))
    node = []
    try:
        out = subprocess.run(["npm", "root", "-g"], capture_output=True, text=True, timeout=30)
        if out.returncode == 0 and out.stdout.strip():
            node.append(Path(out.stdout.strip()))
    except (OSError, subprocess.TimeoutExpired):
        pass
    node += [Path(p) for p in os.environ.get("CM_SCALE_NODE", "").split(":") if p]
    for i, n in enumerate(node):
        roots.append((f"node{i}", n, (".js", ".ts")))
    for label, root, exts in roots:
        if not root.is_dir():
            continue
        files = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith(".")]
            for f in filenames:
                if f.endswith(exts) and not f.startswith("."):
                    p = Path(dirpath) / f
                    try:
                        if p.is_file() and not p.is_symlink() and p.stat().st_size <= MAX_BYTES:
                            files.append(str(p.relative_to(root)))
                    except OSError:
                        pass
        files.sort()
        if files:
            found.append((label, root, files))
    return found


def build(tree, size, pool):
    """Writes `size` files of `pool` into `tree` and commits them."""
    tree.mkdir(parents=True)
    # The sources interleaved in proportion, so that every size has the same mix.
    mixed = sorted(((i / len(files), k, root, label, rel)
                    for k, (label, root, files) in enumerate(pool)
                    for i, rel in enumerate(files)), key=lambda m: (m[0], m[1]))
    for n in range(size):
        _, _, root, label, rel = mixed[n % len(mixed)]
        dest = tree / f"r{n // len(mixed)}" / label / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, dest)
    git(tree, "init", "-q")
    git(tree, "add", "-A")
    git(tree, "-c", "user.name=bench", "-c", "user.email=bench@example.com",
        "commit", "-q", "-m", "monorepo")


def git(tree, *args):
    subprocess.run(["git", "-C", str(tree), *args], check=True, capture_output=True)


def timed(cmd, cwd, env, stdin=""):
    start = time.perf_counter()
    p = subprocess.run(cmd, cwd=cwd, env=env, input=stdin, capture_output=True, text=True)
    return time.perf_counter() - start, p


def git_status(tree):
    return timed(["git", "status", "--porcelain"], tree, os.environ.copy())[0]


class Cm:
    def __init__(self, name, path, work, tree, db=None):
        self.name, self.path = name, path
        self.db = work / (db or f"{name}.db")
        self.home = work / f"{name}-home"
        self.tree = tree
        self.home.mkdir(parents=True, exist_ok=True)

    def env(self):
        e = os.environ.copy()
        e.update({
            "CODE_MEMORY_DB": str(self.db),
            "CODE_MEMORY_PROJECT": PROJECT,
            "CLAUDE_PROJECT_DIR": str(self.tree),
            "XDG_CONFIG_HOME": str(self.home / "config"),
            "HOME": str(self.home),
        })
        return e

    def cmd(self, *args):
        return timed([self.path, *args], self.tree, self.env())

    def session_start(self, n):
        payload = json.dumps({"session_id": f"scale-{self.name}-{n}", "cwd": str(self.tree),
                              "hook_event_name": "SessionStart", "source": "startup",
                              "transcript_path": "/dev/null"})
        start = time.perf_counter()
        answer, _ = timed([self.path, "hook", "session-start"], self.tree, self.env(), payload)
        self.wait_for_scan()
        return answer, time.perf_counter() - start

    def wait_for_scan(self):
        lock = Path(str(self.db) + "-scanning")
        if not lock.exists():
            return
        with open(lock) as f:
            fcntl.flock(f, fcntl.LOCK_SH)
            fcntl.flock(f, fcntl.LOCK_UN)

    def size(self):
        return sum(p.stat().st_size for p in self.db.parent.glob(self.db.name + "*")
                   if p.is_file() and not p.name.endswith(("-scanning", "-finishing", "-indexing")))


def hook(cm, event, tool, file, session):
    """One hook call of the agent loop on `file`: its answer time."""
    payload = {"session_id": session, "cwd": str(cm.tree), "hook_event_name": event,
               "permission_mode": "default", "tool_name": tool, "tool_use_id": "toolu_scale",
               "transcript_path": "/dev/null"}
    path = str(cm.tree / file)
    # An edit that changes nothing, of the file's first line of code.
    line = next((l for l in (cm.tree / file).read_text(errors="replace").splitlines()
                 if l.strip()), "")
    if tool == "Read":
        payload["tool_input"] = {"file_path": path}
        payload["tool_response"] = {"type": "text"}
    else:
        payload["tool_input"] = {"file_path": path, "old_string": line, "new_string": line,
                                 "replace_all": False}
        if event == "PostToolUse":
            payload["tool_response"] = {"filePath": path, "oldString": line, "newString": line}
    kebab = {"PreToolUse": "pre-tool-use", "PostToolUse": "post-tool-use"}[event]
    secs, _ = timed([cm.path, "hook", kebab], cm.tree, cm.env(), json.dumps(payload))
    return secs


LOOP = [("Read", "PostToolUse", "Read"), ("PreToolUse Edit", "PreToolUse", "Edit"),
        ("PostToolUse Edit", "PostToolUse", "Edit")]


def agent_loop(cms, lesson_file, rounds):
    """The hooks of the agent loop with no scan and during the first one, per binary: for
    each step, (p50 with no scan, p50 during the scan, rounds done during it)."""
    out = {}
    for cm in cms:
        quiet = {step: [] for step, _, _ in LOOP}
        during = {step: [] for step, _, _ in LOOP}
        def one_round(into, n):
            for step, event, tool in LOOP:
                into[step].append(hook(cm, event, tool, lesson_file, f"loop-{cm.name}-{n}"))
            time.sleep(0.1)
        hook(cm, "PostToolUse", "Read", lesson_file, "warm")
        for n in range(rounds):
            one_round(quiet, n)
        scan = subprocess.Popen([cm.path, "scan", "--background"], cwd=cm.tree, env=cm.env(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        done = 0
        for n in range(rounds):
            if scan.poll() is not None:
                break
            one_round(during, n)
            done += 1
        ended = scan.poll() is not None
        scan.kill()
        scan.wait()
        for n in range(rounds):
            one_round(quiet, rounds + n)
        out[cm.name] = {step: (statistics.median(quiet[step]),
                               statistics.median(during[step]) if during[step] else None)
                        for step in quiet}
        print(f"#   agent loop {cm.name}: {done} rounds during the scan"
              f"{' (it ended first)' if ended else ''}", flush=True)
    return out


def ms(s):
    return f"{s * 1000:.0f}"


def change(tree, files, k):
    """Changes `files` as a shell would: new content (one more function), new inode."""
    for f in files:
        p = tree / f
        text = p.read_text(errors="replace")
        if f.endswith(".py"):
            extra = f"\n\ndef scale_bench_{k}():\n    return {k}\n"
        else:
            extra = f"\n\nfunction scale_bench_{k}() {{ return {k}; }}\n" if f.endswith(
                (".js", ".ts")) else f"\n\nfn scale_bench_{k}() -> u32 {{ {k} }}\n"
        tmp = p.with_name(p.name + ".tmp")
        tmp.write_text(text + extra)
        os.replace(tmp, p)


def one_size(size, pool, bins, runs, base, rows, loops):
    tree = base / f"mono{size}" / "repo"
    if tree.exists():
        shutil.rmtree(tree.parent)
    t = time.perf_counter()
    build(tree, size, pool)
    print(f"# {size} files written and committed in {time.perf_counter() - t:.0f} s", flush=True)
    git_status(tree)
    cms = [Cm(name, path, tree.parent, tree) for name, path in bins]
    tracked = subprocess.run(["git", "-C", str(tree), "ls-files", "-z"], capture_output=True,
                             check=True).stdout.decode().split("\0")
    # One lesson, on a function of a file, so that the session's scan has a project with
    # lessons to keep current (and their code where they say).
    lesson_file, symbol = next(
        (f, m.group(1)) for f in tracked if f.endswith(".py")
        for m in [re.search(r"^def (\w+)\(", (tree / f).read_text(errors="replace"), re.M)] if m)
    for cm in cms:
        cm.cmd("fail", symbol, "a lesson of the scale bench", "--file", lesson_file)
    # The agent loop first, on databases of their own with the lesson and no index.
    loop_cms = [Cm(name, path, tree.parent, tree, f"{name}-loop.db") for name, path in bins]
    for cm in loop_cms:
        cm.cmd("fail", symbol, "a lesson of the scale bench", "--file", lesson_file)
    for name, steps in agent_loop(loop_cms, lesson_file, LOOP_ROUNDS).items():
        loops.append((size, name, steps))
    cold = {}
    for cm in cms:
        status = git_status(tree)
        before = os.times()
        secs, p = cm.cmd("--json", "scan")
        after = os.times()
        cpu = (after.children_user - before.children_user
               + after.children_system - before.children_system)
        files = json.loads(p.stdout or "{}").get("files", 0) if p.returncode == 0 else 0
        cold[cm.name] = (secs, files, status, cpu)
        print(f"#   cold scan {cm.name}: {secs:.1f} s, {cpu:.1f} CPU s, {files} files", flush=True)
    quiet = {cm.name: ([], [], []) for cm in cms}
    ten = {cm.name: ([], [], []) for cm in cms}
    code = [f for f in tracked if f.endswith((".py", ".rs", ".js", ".ts"))]
    def start(cm, into, session):
        status = git_status(tree)
        answer, indexed = cm.session_start(session)
        for times, t in zip(into[cm.name], (answer, indexed, status)):
            times.append(t)

    for i in range(runs):
        for cm in cms:
            start(cm, quiet, f"q{i}")
        for cm in cms:
            change(tree, [code[(i * 7919 + j * 104729) % len(code)] for j in range(10)], i)
            start(cm, ten, f"t{i}")
    for cm in cms:
        secs, files, status, cpu = cold[cm.name]
        med = statistics.median
        q, t = quiet[cm.name], ten[cm.name]
        rows.append([
            size, cm.name, f"{secs:.1f}", f"{files / secs:.0f}" if secs else "-",
            f"{cpu:.1f}", f"{files / cpu * (os.cpu_count() or 1):.0f}" if cpu else "-", ms(status),
            ms(med(q[0])), f"{med(q[0]) / med(q[2]):.2f}", ms(med(q[1])), ms(med(q[2])),
            f"{med(q[1]) / med(q[2]):.2f}",
            ms(med(t[0])), f"{med(t[0]) / med(t[2]):.2f}", ms(med(t[1])), ms(med(t[2])),
            f"{med(t[1]) / med(t[2]):.2f}",
            f"{cm.size() / max(files, 1) / 1024:.2f}",
        ])
        print("# row: | " + " | ".join(str(x) for x in rows[-1]) + " |", flush=True)
    shutil.rmtree(tree.parent)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default=os.environ.get("CM_SCALE_SIZES", "10000,50000,100000"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("CM_SCALE_RUNS", "7")))
    ap.add_argument("--dir", help="where the trees are built (default: a temporary directory)")
    ap.add_argument("--bin", action="append", default=[], metavar="NAME=PATH")
    a = ap.parse_args()
    bins = [tuple(b.split("=", 1)) for b in a.bin] or [
        ("cm", str(Path(__file__).resolve().parents[2] / "target" / "release" / "cm"))]
    base = Path(a.dir) if a.dir else Path(tempfile.mkdtemp(prefix="cm-scale-"))
    print(f"# load average at start: {os.getloadavg()}, {os.cpu_count()} cores", flush=True)
    pool = sources()
    print("# sources: " + ", ".join(f"{label} {len(f)} files" for label, _, f in pool), flush=True)
    rows, loops = [], []
    for size in [int(s) for s in a.sizes.split(",")]:
        one_size(size, pool, bins, a.runs, base, rows, loops)
    print(f"# load average at end: {os.getloadavg()}")
    head = ["files", "cm", "cold scan s", "files/s", "CPU s", f"files/s on {os.cpu_count()} idle cores",
            "git status ms",
            "start quiet: answer ms", "answer x git status", "until indexed ms", "git status ms",
            "x git status", "start 10 changed: answer ms", "answer x git status",
            "until indexed ms", "git status ms", "x git status",
            "db KB/file"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        print("| " + " | ".join(str(x) for x in r) + " |")
    print()
    head = ["files", "cm", "hook", "no scan p50 ms", "during the first scan p50 ms", "x no scan"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for size, name, steps in loops:
        for step, (quiet, during) in steps.items():
            print(f"| {size} | {name} | {step} | {ms(quiet)} | "
                  + (f"{ms(during)} | {during / quiet:.2f} |" if during else "- | - |"))
    if not a.dir:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
