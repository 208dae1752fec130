"""Rust crates from crates.io under `cargo test` and `cargo nextest run` (../README.md).

The crate's published source is fetched by cargo itself (a scratch crate depending on
`NAME = "=VERSION"`), copied out of cargo's registry cache, and built with its own
dev-dependencies. Truth:

- `cargo test` prints no machine-readable report on a stable toolchain, so the same
  selection (the same cargo arguments, the same test filter) is run a second time with
  libtest's JSON (`-Z unstable-options --format json`, allowed by RUSTC_BOOTSTRAP=1);
  cargo's `Running <file>` and `Doc-tests` lines between the JSON lines say which target
  each test belongs to.
- `cargo nextest run` writes JUnit XML in the very same run (a profile in
  `.config/nextest.toml`, which changes nothing the agent sees).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402

REGISTRY = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo")) / "registry" / "src"
TOOLS = zoo.CACHE / "tools" / "bin"
JSON_ARGS = ["-Z", "unstable-options", "--format", "json"]
NEXTEST_CONFIG = """[profile.default]
fail-fast = true

[profile.default.junit]
path = "junit.xml"
store-success-output = false
store-failure-output = true
"""


# ---- fetching and running -------------------------------------------------------------

def fetch(project: dict) -> Path:
    """The crate's published source, copied fresh into the cache."""
    name, version = project["source"]["package"], project["source"]["version"]
    scratch = zoo.CACHE / "fetch" / project["name"]
    (scratch / "src").mkdir(parents=True, exist_ok=True)
    (scratch / "src" / "lib.rs").write_text("")
    (scratch / "Cargo.toml").write_text(
        '[package]\nname = "zoo-fetch"\nversion = "0.0.0"\nedition = "2021"\n\n'
        '[dependencies]\n%s = "=%s"\n' % (name, version))
    subprocess.run(["cargo", "fetch", "--quiet"], cwd=scratch, check=True)
    found = sorted(REGISTRY.glob("*/%s-%s" % (name, version)))
    if not found:
        raise SystemExit("%s %s is not in cargo's registry cache" % (name, version))
    root = zoo.CACHE / "src" / project["name"]
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(found[0], root)
    (root / ".config").mkdir(exist_ok=True)
    (root / ".config" / "nextest.toml").write_text(NEXTEST_CONFIG)
    return root


class Runner:
    def __init__(self, project: dict, root: Path):
        self.root = root
        self.target = zoo.CACHE / "target" / project["name"]
        env = dict(os.environ)
        for k in ("RUST_BACKTRACE", "RUST_LOG", "RUSTFLAGS", "CARGO_TERM_VERBOSE",
                  "RUSTC_BOOTSTRAP"):
            env.pop(k, None)
        env.update(CARGO_TARGET_DIR=str(self.target), CARGO_TERM_COLOR="never",
                   CARGO_TERM_PROGRESS_WHEN="never", NO_COLOR="1",
                   PATH=str(TOOLS) + os.pathsep + env.get("PATH", ""))
        self.env = env

    def run(self, command: str, cwd: str = ".", bootstrap: bool = False,
            timeout: int = 300) -> tuple[int, str]:
        env = dict(self.env, RUSTC_BOOTSTRAP="1") if bootstrap else self.env
        proc = subprocess.Popen(["bash", "-c", command], cwd=self.root / cwd, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            return -1, ""
        return proc.returncode, self.clean(out.decode("utf-8", "replace"))

    def clean(self, text: str) -> str:
        """The output as it reads in a checkout: the target directory where cargo puts
        it by default, the project root as $ROOT."""
        text = text.replace(str(self.target), str(self.root / "target"))
        text = text.replace(str(self.root), "$ROOT")
        return text.replace(str(Path.home()) + "/", "$HOME/")


# ---- reports --------------------------------------------------------------------------

def first_lines(text: str, n: int = 6) -> str:
    keep = [l.rstrip() for l in text.split("\n")
            if l.strip() and not l.startswith("note: run with `RUST_BACKTRACE")]
    return "\n".join(keep[:n])[:800]


RUNNING = re.compile(r"^\s*Running (?:unittests )?(\S+) \(")


def libtest_truth(output: str, how: str) -> dict:
    """Truth from libtest's JSON lines, each test's target from cargo's lines between."""
    target, doc = None, False
    tests, failed = 0, []
    pending: dict[str, None] = {}  # tests started and not finished in this binary
    after: list[str] = []  # what the binary printed past its JSON (a crash)

    def crashed() -> None:
        # A test binary that died (a stack overflow, an abort) reports no outcome for the
        # tests it was running: each is failed, with what the binary printed as it died.
        nonlocal tests
        named = [n for n in pending if "thread '%s'" % n in "\n".join(after)]
        for name in named or list(pending):
            tests += 1
            entry = {"name": name, "message": first_lines("\n".join(after)),
                     "target": "doc" if doc else ("integration" if target and
                                                  target.startswith("tests/") else "unit")}
            if doc:
                entry["file"] = name.split(" - ")[0]
            elif target and (target.startswith("tests/") or name.count("::") <= 1):
                entry["file"] = target
            failed.append(entry)
        pending.clear()
        after.clear()

    for line in output.split("\n") + ["     Running end ("]:
        m = RUNNING.match(line)
        if m or line.strip().startswith("Doc-tests "):
            crashed()
            target, doc = (m.group(1), False) if m else (None, True)
            continue
        if not line.startswith("{"):
            if pending and line.strip():
                after.append(line)
            continue
        try:
            ev = json.loads(line)
        except ValueError:
            continue
        if ev.get("type") == "suite" and ev.get("event") != "started":
            pending.clear()
            after.clear()
        if ev.get("type") == "test" and ev.get("event") == "started":
            pending[ev["name"]] = None
            continue
        if ev.get("type") == "test":
            pending.pop(ev.get("name"), None)
        if ev.get("type") != "test" or ev.get("event") not in ("ok", "failed", "timeout"):
            continue
        tests += 1
        if ev["event"] == "ok":
            continue
        name = ev["name"]
        if doc:
            file = name.split(" - ")[0]
        elif target and target.startswith("tests/"):
            file = target
        elif target and name.count("::") <= 1:
            file = target  # a test of the crate root's own test module
        else:
            file = None
        entry = {"name": name, "message": first_lines(ev.get("stdout", ""))}
        if file:
            entry["file"] = file
        entry["target"] = "doc" if doc else ("integration" if file and file.startswith("tests/")
                                             else "unit")
        failed.append(entry)
    return {"ran": tests > 0, "tests": tests, "failed": failed, "report": how}


def junit_paths(root: Path, target: Path) -> list[Path]:
    """Where nextest writes the profile's JUnit XML (its store is under the workspace's
    own target directory, or CARGO_TARGET_DIR's)."""
    return [root / "target" / "nextest" / "default" / "junit.xml",
            target / "nextest" / "default" / "junit.xml"]


def nextest_truth(root: Path, target: Path, crate: str) -> dict:
    path = next((p for p in junit_paths(root, target) if p.exists()), junit_paths(root, target)[0])
    if not path.exists():
        return {"ran": False, "tests": 0, "failed": [],
                "report": "nextest JUnit XML (same run): none written"}
    tests, failed = 0, []
    lib = crate.replace("-", "_")
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.find("skipped") is not None:
            continue
        tests += 1
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        if bad is None:
            continue
        binary = case.get("classname", "")
        file = None
        if binary in (crate, lib):
            file = "src/lib.rs" if case.get("name", "").count("::") <= 1 else None
        elif "::" in binary and not binary.split("::", 1)[1].startswith(("bin/", "bench/")):
            file = "tests/%s.rs" % binary.split("::", 1)[1]
        text = bad.text or "".join((e.text or "") for e in case if e.tag == "system-err")
        msg = first_lines(text) or bad.get("message", "")
        entry = {"name": case.get("name"), "message": msg}
        if file:
            entry["file"] = file
        failed.append(entry)
    path.unlink()
    return {"ran": tests > 0, "tests": tests, "failed": failed,
            "report": "nextest JUnit XML (same run)"}


def public(truth: dict) -> dict:
    """The truth as the case format has it (no recorder-only keys)."""
    t = dict(truth)
    t["failed"] = [{k: v for k, v in f.items() if k != "target"} for f in truth["failed"]]
    return t


# ---- faults ---------------------------------------------------------------------------

def test_ranges(cm: str, path: Path) -> list[tuple[int, int]]:
    """Line ranges of the file's test modules (`mod tests`, `#[cfg(test)] mod ...`)."""
    lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    out = []
    for s in zoo.symbols_of_cached(cm, path):
        if s["kind"] != "module":
            continue
        before = "\n".join(lines[max(0, s["start_line"] - 4): s["start_line"]])
        if s["name"].split(".")[-1] in ("test", "tests") or "cfg(test)" in before:
            out.append((s["start_line"], s["end_line"]))
    return out


def test_functions(cm: str, path: Path) -> list[tuple[int, int]]:
    """Line ranges of the file's `#[test]` functions outside a test module."""
    lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    out = []
    for s in zoo.symbols_of_cached(cm, path):
        if s["kind"] not in ("function", "method"):
            continue
        attrs = "\n".join(lines[max(0, s["start_line"] - 4): s["start_line"]])
        if re.search(r"#\[(test|cfg\(test\)|should_panic)", attrs) \
                or s["name"].split(".")[-1].startswith("test_"):
            out.append((s["start_line"], s["end_line"]))
    return out


def candidates(cm: str, root: Path, seed: str) -> list[zoo.Fault]:
    faults = []
    for path in sorted((root / "src").rglob("*.rs")):
        rel = path.relative_to(root).as_posix()
        if "/bin/" in rel or rel.endswith(("/tests.rs", "/test.rs")):
            continue
        skip = test_ranges(cm, path) + test_functions(cm, path)
        faults += [f for f in zoo.faults_in(cm, root, rel)
                   if not any(a <= f.line <= b for a, b in skip) and not f.symbol.startswith("tests.")]
    return zoo.by_kind(faults, seed)


def caught_by(truth: dict) -> frozenset[str]:
    return frozenset(f["target"] for f in truth["failed"])


def choose_faults(runner: Runner, cm: str, root: Path, project: dict, max_faults: int,
                  tries: int = 16) -> tuple[list[tuple[zoo.Fault, dict]], zoo.Fault | None]:
    """Faults some test catches, varied in kind and in which target catches them
    (a unit test, an integration test only, a doc test); and one fault that does not
    compile, if one is met."""
    base_cmd = "cargo test --no-fail-fast -- " + " ".join(JSON_ARGS)
    code, out = runner.run(base_cmd, bootstrap=True, timeout=900)
    base = libtest_truth(out, "baseline")
    already = {f["name"] for f in base["failed"]}
    print("  baseline: %d tests, %d failing" % (base["tests"], len(already)), file=sys.stderr)
    tries = int(os.environ.get("ZOO_TRIES", 10 if os.environ.get("ZOO_PLAN") == "small" else tries))
    pool = candidates(cm, root, project["name"])
    if os.environ.get("ZOO_FAULTS"):
        want = os.environ["ZOO_FAULTS"].split(",")
        pool = [f for f in pool if "%s:%d:%s" % (f.file, f.line, f.kind) in want]

    def probe(fault):
        code, out = runner.run(base_cmd, bootstrap=True, timeout=180)
        if code == -1:
            return None
        truth = libtest_truth(out, "search")
        if not truth["ran"] and code != 0:
            return zoo.BROKEN
        return dict(truth, failed=[f for f in truth["failed"] if f["name"] not in already])

    def sig(truth):
        by = caught_by(truth)
        return "integration-only" if by == {"integration"} else ",".join(sorted(by))

    def fresh(fault, truth, kept):
        return (all(k.kind != fault.kind for k, _ in kept)
                or all(sig(t) != sig(truth) for _, t in kept))

    return zoo.search_faults(root, pool[:tries], probe, max_faults, fresh, want_broken=True)


# ---- shapes ---------------------------------------------------------------------------

def target_args(truth: dict) -> tuple[list[str], str]:
    """The cargo target selection naming where the fault is caught."""
    by = caught_by(truth)
    for f in truth["failed"]:
        if f["target"] == "integration" and by == {"integration"}:
            return ["--test", Path(f["file"]).stem], "--test"
    if "unit" in by:
        return ["--lib"], "--lib"
    if "integration" in by:
        f = next(f for f in truth["failed"] if f["target"] == "integration")
        return ["--test", Path(f["file"]).stem], "--test"
    return ["--doc"], "--doc"


def name_filter(truth: dict) -> str:
    prefer = sorted(truth["failed"], key=lambda f: f["target"] == "doc")
    name = prefer[0]["name"]
    if " - " in name:  # a doc test: "src/lib.rs - item (line N)"
        return name.split(" - ")[1].split(" ")[0].split("::")[-1]
    return name.split("::")[-1]


def shapes(truth: dict) -> list[dict]:
    """Every command shape of one fault, as (shape, runner, command, truth selection)."""
    sel, _ = target_args(truth)
    name = name_filter(truth)
    ct, nx = "cargo test", "cargo nextest"
    nsel = sel if sel != ["--doc"] else ["--lib"]
    return [
        dict(shape="whole", runner=ct, command="cargo test", args=[]),
        dict(shape="tail", runner=ct, command="cargo test 2>&1 | tail -30", args=[]),
        dict(shape="package", runner=ct, command="cargo test " + " ".join(sel), args=sel),
        dict(shape="name", runner=ct, command="cargo test " + name, args=[name]),
        dict(shape="verbose", runner=ct, command="cargo test -- --nocapture", args=[]),
        dict(shape="head", runner=ct, command="cargo test 2>&1 | head -60", args=[]),
        dict(shape="grep", runner=ct,
             command="cargo test 2>&1 | grep -E 'FAILED|panicked|failures|test result'",
             args=[]),
        dict(shape="chain", runner=ct, command="cd .. && cargo test", args=[], cwd="src"),
        dict(shape="timeout", runner=ct, command="timeout 600 cargo test", args=[]),
        dict(shape="cut", runner=ct, command="cargo test 2>&1", args=[], cut="middle"),
        dict(shape="whole", runner=nx, command="cargo nextest run", nextest=True),
        dict(shape="name", runner=nx, command="cargo nextest run " + name, nextest=True),
        dict(shape="tail", runner=nx, command="cargo nextest run 2>&1 | tail -40",
             nextest=True),
        dict(shape="package", runner=nx, command="cargo nextest run " + " ".join(nsel),
             nextest=True),
    ]


NONE_SHAPES = [
    dict(shape="none", runner="cargo test", command="cargo build", quiet="cargo build"),
    dict(shape="none", runner="cargo test", command="cargo test --no-run",
         quiet="cargo test --no-run"),
    dict(shape="none", runner="cargo test", command="cargo test zoo_no_such_test_name",
         args=["zoo_no_such_test_name"]),
    dict(shape="none", runner="cargo test", command="cargo check", quiet="cargo check"),
]


def have_nextest() -> bool:
    return (TOOLS / "cargo-nextest").exists()


def one_run(runner: Runner, crate: str, spec: dict) -> dict | None:
    cwd = spec.get("cwd", ".")
    if spec.get("nextest"):
        for junit in junit_paths(runner.root, runner.target):
            if junit.exists():
                junit.unlink()
        code, out = runner.run(spec["command"], cwd=cwd)
        truth = nextest_truth(runner.root, runner.target, crate)
    else:
        code, out = runner.run(spec["command"], cwd=cwd)
        if "quiet" in spec:
            truth = {"ran": False, "tests": 0, "failed": [],
                     "report": "none: `%s` runs no test binary" % spec["quiet"]}
        else:
            args = spec.get("args", [])
            cmd = "cargo test " + " ".join(args) + " -- " + " ".join(JSON_ARGS)
            _, again = runner.run(cmd, bootstrap=True)
            truth = public(libtest_truth(
                again, "libtest JSON (second run: `%s` with RUSTC_BOOTSTRAP=1)" % cmd.strip()))
    if code == -1:
        return None
    if spec.get("cut") == "middle":
        keep = min(2000, len(out) // 3)
        rec = zoo.run_record(spec["command"], code, out, truth, cut="middle",
                             head=keep, tail=keep)
    else:
        rec = zoo.run_record(spec["command"], code, out, truth)
    if cwd != ".":
        rec["call"]["cwd"] = "$ROOT/" + cwd
    return rec


def record_case(runner: Runner, project: dict, n: int, fault: zoo.Fault, spec: dict) -> dict | None:
    root = runner.root
    crate = project["source"]["package"]
    before = zoo.apply(root, fault)
    try:
        run = one_run(runner, crate, spec)
    finally:
        zoo.revert(root, fault, before)
    if run is None:
        return None
    fixed = one_run(runner, crate, spec)
    if fixed is None:
        return None
    after = before.replace(fault.old_string, fault.new_string, 1)
    # a selection that ran no test (nextest's filter matching only a doc test) is a none
    shape = spec["shape"] if run["truth"]["ran"] else "none"
    return {
        "id": "%s/%04d-%s" % (project["name"], n, shape),
        "project": project["name"],
        "runner": spec["runner"],
        "shape": shape,
        "command": spec["command"],
        "cwd": spec.get("cwd", "."),
        "mutation": {"file": fault.file, "line": fault.line, "symbol": fault.symbol,
                     "kind": fault.kind, "old_string": fault.old_string,
                     "new_string": fault.new_string},
        "fault": zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string),
        "run": run,
        "fix": zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string,
                              at=before.find(fault.old_string)),
        "fixed": fixed,
    }


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    root = fetch(project)
    runner = Runner(project, root)
    print("%s: fetched into the cache" % project["name"], file=sys.stderr)
    kept, broken = choose_faults(runner, cm, root, project, max_faults)
    nextest = have_nextest()
    plan: list[tuple[zoo.Fault, dict]] = []
    slot = 0
    per_fault = [shapes(truth) for _, truth in kept]
    width = max((len(s) for s in per_fault), default=0)
    # Every shape once per project at least, spread over the faults, two shapes a fault
    # at least; then the whole suite of every fault, so each fault has a plain run.
    for i in range(width):
        fi = i % max(1, len(kept))
        spec = per_fault[fi][i]
        if spec.get("nextest") and not nextest:
            continue
        plan.append((kept[fi][0], spec))
    if kept:
        for spec in NONE_SHAPES:
            plan.append((kept[slot % len(kept)][0], spec))
            slot += 1
    if broken:
        plan.append((broken, dict(shape="none", runner="cargo test", command="cargo test",
                                  args=[])))
    if os.environ.get("ZOO_PLAN") == "small":
        # a smaller plan for a loaded machine: one of each kind of shape
        small = {("whole", "cargo test"), ("package", "cargo test"), ("name", "cargo test"),
                 ("tail", "cargo test"), ("cut", "cargo test"), ("chain", "cargo test"),
                 ("whole", "cargo nextest"), ("name", "cargo nextest")}
        plan = [(f, s) for f, s in plan if (s["shape"], s["runner"]) in small
                or s["command"] in ("cargo build", "cargo test zoo_no_such_test_name")
                or (s["shape"] == "none" and s["command"] == "cargo test")]
    cases = []
    for fault, spec in plan:
        case = record_case(runner, project, len(cases) + 1, fault, spec)
        if case is None:
            continue
        cases.append(case)
        keep_files(project, root, cases)
        zoo.write_cases(project["name"], cases)
        print("  %s: exit %d, truth ran=%s failed=%d" % (
            case["id"], case["run"]["exit_code"], case["run"]["truth"]["ran"],
            len(case["run"]["truth"]["failed"])), file=sys.stderr)
    keep_files(project, root, cases)
    zoo.write_cases(project["name"], cases)
    return cases


def keep_files(project: dict, root: Path, cases: list[dict]) -> None:
    dirs = set()
    files = ["Cargo.toml", "Cargo.lock", "build.rs"]
    for c in cases:
        files.append(c["mutation"]["file"])
        dirs.add(str(Path(c["mutation"]["file"]).parent))
        for f in c["run"]["truth"]["failed"]:
            if f.get("file"):
                files.append(f["file"])
                dirs.add(str(Path(f["file"]).parent))
    for d in dirs:
        files += [p.relative_to(root).as_posix() for p in (root / d).iterdir()
                  if p.is_file() and p.suffix == ".rs"]
    files += [p.name for p in root.iterdir()
              if p.is_file() and re.match(r"(LICENSE|LICENCE|COPYING|COPYRIGHT)", p.name, re.I)]
    zoo.keep_tree(project["name"], root, files)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("project")
    ap.add_argument("--cm", default="cm")
    ap.add_argument("--max-faults", type=int, default=5)
    a = ap.parse_args()
    projects = json.loads((zoo.ZOO / "projects" / "rust.json").read_text())
    p = next(p for p in projects if p["name"] == a.project)
    out = record(p, a.cm, a.max_faults)
    print("%d cases" % len(out))
