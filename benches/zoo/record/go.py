"""Go modules from the Go module proxy under `go test` (../README.md).

The module's published source (`go mod download -json MODULE@VERSION`, tests included) is
copied out of the module cache into the zoo's cache and its dependencies fetched with
`go mod download`. Truth: `go test` prints its machine-readable report only with `-json`,
which changes what the agent sees, so the same selection (the same packages, the same
`-run`) is run a second time with `-json` and the report says
`go test -json (second run)`. A package whose build failed is reported by go test's
`build-output`/`build-fail` events; its compiler lines go to `truth.build_failed`.
"""

from __future__ import annotations

import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402

ENV = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="-buildvcs=false", NO_COLOR="1")
TIMEOUT = 300


# ---- fetching and running -------------------------------------------------------------

def fetch(project: dict) -> Path:
    mod, version = project["source"]["package"], project["source"]["version"]
    out = subprocess.run(["go", "mod", "download", "-json", "%s@%s" % (mod, version)],
                         capture_output=True, text=True, env=ENV, check=True)
    src = Path(json.loads(out.stdout)["Dir"])
    root = zoo.CACHE / "go" / project["name"]
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(src, root)
    for p in [root, *root.rglob("*")]:
        p.chmod(p.stat().st_mode | 0o200)
    subprocess.run(["go", "mod", "download"], cwd=root, env=ENV, check=True)
    return root


def scrub(root: Path, text: str) -> str:
    """No machine path in a case: the project's root is $ROOT, the home directory ~."""
    return text.replace(str(root), "$ROOT").replace(str(Path.home()) + "/", "~/")


def sh(root: Path, command: str, cwd: str = ".") -> tuple[int, str]:
    """Runs `command` in bash as the agent's Bash tool does: stdout and stderr merged."""
    try:
        p = subprocess.run(["bash", "-c", command], cwd=root / cwd, env=ENV, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=TIMEOUT, errors="replace")
        return p.returncode, scrub(root, p.stdout)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode("utf-8", "replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return 124, scrub(root, out)


# ---- the report -----------------------------------------------------------------------

META = re.compile(r"^\s*(=== (RUN|PAUSE|CONT|NAME)|--- (FAIL|PASS|SKIP)|FAIL$|PASS$|ok\s)")
FILELINE = re.compile(r"^\s*([\w./-]+\.go):(\d+):")


def json_truth(root: Path, args: str, cwd: str = ".", how: str = "go test -json (second run)") -> dict:
    """go test -json of the same selection: ran, tests, failed (leaf tests), build_failed."""
    _, out = sh(root, "go test -json " + args, cwd)
    return parse_json(out, root / cwd, root, how)


def parse_json(out: str, where: Path, root: Path, how: str) -> dict:
    results: dict[tuple[str, str], str] = {}
    output: dict[tuple[str, str], list[str]] = {}
    build: dict[str, list[str]] = {}
    build_failed: list[str] = []
    for line in out.splitlines():
        if not line.startswith("{"):
            continue
        try:
            e = json.loads(line)
        except ValueError:
            continue
        act, pkg, test = e.get("Action"), e.get("Package", ""), e.get("Test")
        if act == "build-output":
            build.setdefault(e.get("ImportPath", ""), []).append(e.get("Output", ""))
        elif act == "build-fail":
            build_failed.append(e.get("ImportPath", ""))
        elif test and act in ("pass", "fail", "skip"):
            results[(pkg, test)] = act
        elif test and act == "output":
            output.setdefault((pkg, test), []).append(e.get("Output", ""))
    failed = []
    fails = [k for k, v in results.items() if v == "fail"]
    for pkg, test in fails:
        if any(p == pkg and t.startswith(test + "/") for p, t in fails):
            continue  # a parent failing through its subtests: the leaves say why
        lines = [l.rstrip("\n") for l in output.get((pkg, test), [])]
        lines = [l for l in lines if l.strip() and not META.match(l)]
        message = "\n".join(l.strip() for l in lines[:6])
        entry = {"name": test}
        m = next((FILELINE.match(l) for l in lines if FILELINE.match(l)), None)
        f = test_file(root, pkg, m.group(1) if m else None, test)
        if f:
            entry["file"] = f
        entry["message"] = message
        failed.append(entry)
    truth = {"ran": bool(results), "tests": len(results), "failed": failed, "report": how}
    if build_failed:
        truth["build_failed"] = [
            {"package": p, "message": "\n".join(
                l.rstrip("\n") for l in build.get(p, []) if not l.startswith("#"))[:600]}
            for p in build_failed]
    return truth


_MODPATH: dict[Path, str] = {}


def module_path(root: Path) -> str:
    if root not in _MODPATH:
        m = re.search(r"^module\s+(\S+)", (root / "go.mod").read_text(), re.M)
        _MODPATH[root] = m.group(1) if m else ""
    return _MODPATH[root]


def pkg_dir(root: Path, pkg: str) -> str:
    mod = module_path(root)
    rel = pkg[len(mod):].lstrip("/") if pkg.startswith(mod) else ""
    return rel


def test_file(root: Path, pkg: str, base: str | None, test: str) -> str | None:
    """The test's file relative to the root: the file its output names, else the file
    declaring its top-level function."""
    d = pkg_dir(root, pkg)
    top = test.split("/")[0]
    if base and "/" not in base and (root / d / base).is_file():
        return str(Path(d) / base) if d else base
    for f in sorted((root / d).glob("*_test.go")):
        if re.search(r"^func %s\(" % re.escape(top), f.read_text(errors="replace"), re.M):
            return str(f.relative_to(root))
    return None


def public(truth: dict) -> dict:
    return truth


# ---- faults ---------------------------------------------------------------------------

def packages(root: Path) -> list[str]:
    """Directories (relative, "" for the root) holding both code and tests."""
    dirs = []
    for t in sorted(root.rglob("*_test.go")):
        d = t.parent
        rel = str(d.relative_to(root)) if d != root else ""
        if "testdata" in rel.split("/") or rel.startswith(("_", ".")) or "example" in rel:
            continue
        if (d / "go.mod").exists() and d != root:
            continue
        if rel not in dirs and any(not f.name.endswith("_test.go") for f in d.glob("*.go")):
            dirs.append(rel)
    return dirs


def candidates(cm: str, root: Path, seed: str) -> list[zoo.Fault]:
    out: list[zoo.Fault] = []
    for d in packages(root):
        words: set[str] = set()
        for t in (root / d).glob("*_test.go"):
            words |= set(re.findall(r"[A-Za-z_]\w*", t.read_text(errors="replace")))
        for f in sorted((root / d).glob("*.go")):
            if f.name.endswith("_test.go") or f.name.startswith(("zz_", "gen")) or f.stat().st_size > 200_000:
                continue
            rel = str(f.relative_to(root))
            out += zoo.faults_in(cm, root, rel, words)
    random.Random(seed).shuffle(out)
    return out


def by_kind(faults: list[zoo.Fault], seed: str = "") -> list[zoo.Fault]:
    """Round-robin over the kinds, so every kind is tried early."""
    kinds: dict[str, list[zoo.Fault]] = {}
    for f in faults:
        kinds.setdefault(f.kind, []).append(f)
    names = ["remove-line", "flip-operator", "off-by-one", "wrong-constant"]
    turn = sum(seed.encode()) % len(names)  # each project starts with another kind
    rotated = names[turn:] + names[:turn]
    order = []
    while any(kinds.values()):
        for k in rotated:
            if kinds.get(k):
                order.append(kinds[k].pop(0))
    return order


def pkg_arg(d: str) -> str:
    return "./" + d if d else "."


def choose_faults(cm: str, root: Path, project: dict, max_faults: int, tries: int = 30):
    """Faults a test catches with every package building, and at most one that breaks
    one package's build in a module of several packages."""
    kept, broken, tried, kinds, full_at = [], None, 0, {}, 0
    multi = len(packages(root)) > 1
    for fault in by_kind(candidates(cm, root, project["name"]), project["name"]):
        if len(kept) >= max_faults and (broken or not multi):
            break
        if tried >= tries or (len(kept) >= max_faults and tried >= full_at + 12):
            break
        if any(k.file == fault.file and abs(k.line - fault.line) < 3 for k, _ in kept):
            continue
        if sum(k.symbol == fault.symbol for k, _ in kept) >= 2:
            continue
        d = str(Path(fault.file).parent) if "/" in fault.file else ""
        before = zoo.apply(root, fault)
        tried += 1
        try:
            truth = json_truth(root, pkg_arg(d), how="search")
        finally:
            zoo.revert(root, fault, before)
        if truth.get("build_failed"):
            if multi and broken is None and d:
                broken = (fault, truth)
                print("  broken build:", fault.file, fault.line, fault.kind, flush=True)
            continue
        if not truth["failed"] or len(kept) >= max_faults:
            continue
        if kinds.get(fault.kind, 0) >= 2 and len(kinds) < 4 and tried < tries - 10:
            continue
        kinds[fault.kind] = kinds.get(fault.kind, 0) + 1
        kept.append((fault, truth))
        full_at = tried
        print("  kept:", fault.file, fault.line, fault.symbol, fault.kind,
              [f["name"] for f in truth["failed"]][:3], flush=True)
    return kept, broken


# ---- shapes ---------------------------------------------------------------------------

def shapes(fault: zoo.Fault, truth: dict, i: int, multi: bool) -> list[dict]:
    """The command shapes of one fault: shape, command, cwd, the selection its truth runs
    (go test arguments and cwd), how the visible output derives from a base run."""
    d = str(Path(fault.file).parent) if "/" in fault.file else ""
    pkg = pkg_arg(d)
    top = truth["failed"][0]["name"].split("/")[0]
    leaf = truth["failed"][0]["name"]
    out = [
        dict(shape="whole", command="go test ./...", sel="./..."),
        dict(shape="package", command="go test %s" % pkg, sel=pkg),
        dict(shape="name", command="go test -run '^%s$' %s" % (top, pkg),
             sel="-run '^%s$' %s" % (top, pkg)),
        dict(shape="verbose", command="go test -v %s" % pkg, sel=pkg),
        dict(shape="tail", command="go test -v ./... 2>&1 | tail -30", sel="./...",
             base="go test -v ./...", pipe=("tail", 30)),
        dict(shape="tail", command="go test %s 2>&1 | tail -4" % pkg, sel=pkg,
             base="go test %s" % pkg, pipe=("tail", 4)),
        dict(shape="head", command="go test ./... 2>&1 | head -20", sel="./...",
             base="go test ./...", pipe=("head", 20)),
        dict(shape="grep", command="go test ./... 2>&1 | grep -E 'FAIL|ok'", sel="./...",
             base="go test ./...", pipe=("grep", "FAIL|ok")),
        dict(shape="timeout", command="timeout 300 go test ./...", sel="./..."),
        dict(shape="cut", command="go test -v ./...", sel="./...", cut="middle"),
    ]
    if "/" in leaf:
        sub = leaf.replace(" ", "_")
        out.append(dict(shape="name", command="go test -v -run '%s' %s" % (sub, pkg),
                        sel="-run '%s' %s" % (sub, pkg)))
    if d:
        out.append(dict(shape="chain", command="cd %s && go test ./..." % d, sel="./...", sel_cwd=d))
        out.append(dict(shape="path", command="go test -v .", sel=".", cwd=d))
    else:
        out.append(dict(shape="chain", command="go build ./... && go test -v .", sel="."))
    nones = ["go vet %s" % pkg, "go test -c -o /dev/null %s" % pkg, "go build ./...",
             "go test ./nosuchdir/..."]
    out.append(dict(shape="none", command=nones[i % len(nones)], sel=None))
    return out


def visible(base_out: str, pipe) -> tuple[int, str]:
    kind, arg = pipe
    lines = base_out.splitlines(keepends=True)
    if kind == "tail":
        return 0, "".join(lines[-arg:])
    if kind == "head":
        return 0, "".join(lines[:arg])
    kept = [l for l in lines if re.search(arg, l)]
    return (0 if kept else 1), "".join(kept)


def none_truth(how: str) -> dict:
    return {"ran": False, "tests": 0, "failed": [], "report": how}


def run_shape(root: Path, s: dict, memo: dict) -> dict:
    cwd = s.get("cwd", ".")
    base = s.get("base", s["command"])
    if base.startswith("timeout 300 "):
        # `timeout` changes nothing of a run that ends in time: its output is the command's
        base = base[len("timeout 300 "):]
    key = (base, cwd)
    if key not in memo:
        memo[key] = sh(root, base, cwd)
    code, out = memo[key]
    if "pipe" in s:
        code, out = visible(out, s["pipe"])
    if s["sel"] is None:
        truth = none_truth("none: the command runs no test")
    else:
        tkey = ("json", s["sel"], s.get("sel_cwd", cwd))
        if tkey not in memo:
            memo[tkey] = json_truth(root, s["sel"], s.get("sel_cwd", cwd))
        truth = memo[tkey]
    return zoo.run_record(s["command"], code, out, truth, cut=s.get("cut", "client"),
                          **cut_sizes(out, s))


def cut_sizes(out: str, s: dict) -> dict:
    if s.get("cut") != "middle":
        return {}
    n = max(200, min(2000, len(out) // 4))
    return {"head": n, "tail": n}


# ---- the project ----------------------------------------------------------------------

def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    name = project["name"]
    root = fetch(project)
    base = json_truth(root, "./...", how="baseline")
    print("%s: %d tests, %d failing before any fault" % (name, base["tests"], len(base["failed"])), flush=True)
    kept, broken = choose_faults(cm, root, project, max_faults)
    multi = len(packages(root)) > 1
    cases, files = [], ["go.mod", "go.sum"] + [f for f in os.listdir(root) if f.upper().startswith("LICEN")]
    n = 0
    for i, (fault, truth) in enumerate(kept + ([broken] if broken else [])):
        is_broken = broken is not None and fault is broken[0]
        before = (root / fault.file).read_text(encoding="utf-8")
        after = before.replace(fault.old_string, fault.new_string, 1)
        fault_calls = zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string)
        fix_calls = zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string,
                              at=before.find(fault.old_string))
        d = str(Path(fault.file).parent) if "/" in fault.file else ""
        files += [str(p.relative_to(root)) for p in (root / d).glob("*.go")]
        for f in truth["failed"]:
            if f.get("file"):
                files += [str(p.relative_to(root)) for p in (root / f["file"]).parent.glob("*.go")]
        if is_broken:
            sl = [dict(shape="whole", command="go test ./...", sel="./..."),
                  dict(shape="package", command="go test %s" % pkg_arg(d), sel=pkg_arg(d)),
                  dict(shape="tail", command="go test ./... 2>&1 | tail -15", sel="./...",
                       base="go test ./...", pipe=("tail", 15)),
                  dict(shape="verbose", command="go test -v ./...", sel="./..."),
                  dict(shape="none", command="go build ./...", sel=None),
                  dict(shape="none", command="go vet %s" % pkg_arg(d), sel=None)]
        else:
            sl = shapes(fault, truth, i, multi)
        zoo.apply(root, fault)
        try:
            memo: dict = {}
            runs = [run_shape(root, s, memo) for s in sl]
        finally:
            zoo.revert(root, fault, before)
        memo = {}
        fixed = [run_shape(root, s, memo) for s in sl]
        for s, run, fx in zip(sl, runs, fixed):
            n += 1
            mutation = {"file": fault.file, "line": fault.line, "symbol": fault.symbol,
                        "kind": fault.kind, "old_string": fault.old_string,
                        "new_string": fault.new_string}
            if is_broken:
                mutation["breaks_build"] = True
            cases.append({
                "id": "%s/%04d-%s" % (name, n, s["shape"]),
                "project": name, "runner": "go test", "shape": s["shape"],
                "command": s["command"], "cwd": s.get("cwd", "."),
                "mutation": mutation, "fault": fault_calls, "run": run,
                "fix": fix_calls, "fixed": fx})
        print("  %s:%d %s: %d shapes" % (fault.file, fault.line, fault.kind, len(sl)), flush=True)
    tree = zoo.ZOO / "cases" / name / "tree"
    if tree.exists():
        shutil.rmtree(tree)
    zoo.keep_tree(name, root, [f for f in files if (root / f).is_file() and (root / f).stat().st_size < 150_000]
                  + [fault.file for fault, _ in kept])
    zoo.write_cases(name, cases)
    return cases
