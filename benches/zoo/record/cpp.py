"""C and C++ projects from Debian source packages under CMake's ctest and GoogleTest
(../README.md).

The source package is fetched with `apt-get source` (its Debian patches applied),
configured with CMake into `build/` as the package's own rules do, and built. Truth:
ctest's JUnit XML (`--output-junit`, which changes nothing ctest prints) and GoogleTest's
XML (`GTEST_OUTPUT=xml:...` in the environment, the command unchanged) of the very same
run. ctest only runs what is built: a ctest command that does not build is run after the
build an agent would have run before it (`cmake --build build`).
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

DEBIAN = zoo.CACHE / "debian"

# Per package: CMake options (from the package's debian/rules, less the installation
# ones), the files faults go into, and the GoogleTest binary if there is one.
SETUP = {
    # BUILD_SHARED_LIBS=ON as the rules have it: without it the `snappy` and
    # `snappy-static` targets both write libsnappy.a, and a parallel build races on it
    # (every fault's build failed). Its tests check with snappy-test.h's CHECK, which
    # aborts the binary: a caught fault leaves GoogleTest no XML report to read.
    "snappy": dict(cmake=["-DBUILD_SHARED_LIBS=ON", "-DSNAPPY_ENABLE_RTTI=ON",
                          "-DSNAPPY_USE_BUNDLED_GTEST=OFF", "-DSNAPPY_USE_BUNDLED_BENCHMARK_LIB=OFF",
                          "-DSNAPPY_BUILD_BENCHMARKS=OFF", "-DCMAKE_BUILD_TYPE=Debug"],
                   sources=["snappy.cc", "snappy-sinksource.cc"], gtest="snappy_unittest",
                   keep=["CMakeLists.txt", "COPYING", "snappy.h", "snappy-internal.h",
                         "snappy_unittest.cc", "snappy-test.h", "snappy-test.cc",
                         "snappy-sinksource.h", "snappy-stubs-internal.h"]),
    "cjson": dict(cmake=["-DENABLE_CJSON_TEST=ON", "-DENABLE_CJSON_UTILS=ON",
                         "-DCMAKE_BUILD_TYPE=Debug", "-DENABLE_SANITIZERS=OFF"],
                  sources=["cJSON.c"], gtest=None,
                  keep=["CMakeLists.txt", "LICENSE", "cJSON.h", "tests/CMakeLists.txt",
                        "tests/common.h"]),
}


def fetch(project: dict) -> Path:
    pkg, version = project["source"]["package"], project["source"]["version"]
    DEBIAN.mkdir(parents=True, exist_ok=True)
    upstream = version.split("-")[0].split(":")[-1]
    unpacked = DEBIAN / ("%s-%s" % (pkg, upstream))
    if not unpacked.exists():
        subprocess.run(["apt-get", "source", "-q", "%s=%s" % (pkg, version)], cwd=DEBIAN,
                       check=True, stdout=subprocess.DEVNULL)
    root = zoo.CACHE / "src" / project["name"]
    if root.exists() and os.environ.get("ZOO_REUSE"):
        return root
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(unpacked, root, ignore=shutil.ignore_patterns("build", ".pc"))
    return root


class Runner:
    def __init__(self, project: dict, root: Path):
        self.root = root
        self.setup = SETUP[project["source"]["package"]]
        self.junit = zoo.CACHE / "reports" / (project["name"] + "-ctest.xml")
        self.gxml = zoo.CACHE / "reports" / (project["name"] + "-gtest.xml")
        self.junit.parent.mkdir(parents=True, exist_ok=True)
        self.env = dict(os.environ, GTEST_COLOR="no", CLICOLOR="0")

    def run(self, command: str, timeout: int = 600, env: dict | None = None) -> tuple[int, str]:
        proc = subprocess.Popen(["bash", "-c", command], cwd=self.root, env=env or self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            return -1, ""
        return proc.returncode, out.decode("utf-8", "replace").replace(str(self.root), "$ROOT")

    def configure(self) -> None:
        code, out = self.run("cmake -S . -B build " + " ".join(self.setup["cmake"]))
        if code != 0:
            raise SystemExit(out[-3000:])
        if not self.build():
            raise SystemExit("the build failed")

    def build(self) -> bool:
        code, _ = self.run("cmake --build build -j2", timeout=1800)
        return code == 0

    def measured(self, command: str, timeout: int = 600) -> tuple[int, str, dict]:
        """Runs `command` as the agent typed it, with the reports of the same run."""
        for p in (self.junit, self.gxml):
            if p.exists():
                p.unlink()
        real = re.sub(r"\bctest\b", "ctest --output-junit %s" % self.junit, command, count=1)
        env = dict(self.env, GTEST_OUTPUT="xml:%s" % self.gxml)
        code, out = self.run(real, env=env, timeout=timeout)
        truth = None
        if self.gxml.exists():
            truth = gtest_truth(self.gxml)
        elif self.junit.exists():
            truth = ctest_truth(self.junit)
        if truth is None:
            truth = {"ran": False, "tests": 0, "failed": [],
                     "report": "none: no test ran, so neither ctest nor GoogleTest wrote a report"}
        return code, out, truth


def own_message(text: str) -> str:
    lines = [l.rstrip() for l in text.split("\n") if l.strip()]
    unity = [l for l in lines if ":FAIL" in l]  # Unity: file:line:test:FAIL: message
    if unity:
        return "\n".join(unity[:6])[:800]
    for i, l in enumerate(lines):
        if re.search(r"Failure|:FAIL|FAILED|Assertion|Expected|Segmentation|Abort|signal",
                     l):
            return "\n".join(lines[i:i + 6])[:800]
    return "\n".join(lines[:6])[:800]


def ctest_truth(path: Path) -> dict:
    tests, failed = 0, []
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.get("status") in ("notrun", "disabled") or case.find("skipped") is not None:
            continue
        tests += 1
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        if bad is None and case.get("status") not in ("fail", "failed"):
            continue
        out = "".join((e.text or "") for e in case if e.tag in ("system-out", "system-err"))
        msg = own_message(out) or (bad.get("message") if bad is not None else "failed")
        failed.append({"name": case.get("name"), "message": msg})
    return {"ran": tests > 0, "tests": tests, "failed": failed,
            "report": "ctest --output-junit (same run)"}


def gtest_truth(path: Path) -> dict:
    tests, failed = 0, []
    for case in ET.parse(path).getroot().iter("testcase"):
        if case.get("status") == "notrun" or case.get("result") == "skipped":
            continue
        tests += 1
        fails = case.findall("failure")
        if not fails:
            continue
        msg = "\n".join(f.get("message", "") for f in fails)
        entry = {"name": "%s.%s" % (case.get("classname"), case.get("name")),
                 "message": "\n".join(msg.split("\n")[:6])[:800]}
        if case.get("file"):
            entry["file"] = case.get("file")
        failed.append(entry)
    return {"ran": tests > 0, "tests": tests, "failed": failed,
            "report": "GoogleTest XML via GTEST_OUTPUT (same run)"}


def relative(truth: dict, root: Path) -> dict:
    for f in truth["failed"]:
        if f.get("file", "").startswith(str(root)):
            f["file"] = f["file"][len(str(root)) + 1:]
        f["message"] = f["message"].replace(str(root), "$ROOT")
    return truth


# ---- faults ---------------------------------------------------------------------------

def candidates(cm: str, root: Path, files: list[str], seed: str) -> list[zoo.Fault]:
    return zoo.by_kind((f for rel in files for f in zoo.faults_in(cm, root, rel)), seed)


def choose_faults(runner: Runner, cm: str, project: dict, max_faults: int, tries: int = 16):
    root = runner.root
    base_cmd = "ctest --test-dir build"
    gbin = runner.setup["gtest"]
    if gbin:
        base_cmd = "./build/%s" % gbin
    _, _, base = runner.measured(base_cmd)
    print("  baseline: %d tests, %d failing" % (base["tests"], len(base["failed"])), file=sys.stderr)
    already = {f["name"] for f in base["failed"]}
    tries = int(os.environ.get("ZOO_TRIES", tries))

    def probe(fault):
        if not runner.build():
            return zoo.BROKEN
        code, _, truth = runner.measured(base_cmd, timeout=120)
        if code == -1:
            return None
        return dict(truth, failed=[f for f in truth["failed"] if f["name"] not in already])

    pool = candidates(cm, root, runner.setup["sources"], project["name"])[:tries]
    kept, broken = zoo.search_faults(root, pool, probe, max_faults)
    runner.build()
    return kept, broken


def shapes(runner: Runner, truth: dict, ctest_name: str) -> list[dict]:
    gbin = runner.setup["gtest"]
    f = truth["failed"][0]["name"]
    out = [
        dict(shape="whole", runner="ctest", command="ctest --test-dir build"),
        dict(shape="verbose", runner="ctest", command="ctest --test-dir build --output-on-failure"),
        dict(shape="chain", runner="ctest", command="cmake --build build && ctest --test-dir build",
             builds=True),
        dict(shape="name", runner="ctest", command="ctest --test-dir build -R %s" % ctest_name),
        dict(shape="tail", runner="ctest",
             command="ctest --test-dir build --output-on-failure 2>&1 | tail -30"),
        dict(shape="chain", runner="ctest",
             command="cd build && make && ctest --output-on-failure", builds=True),
        dict(shape="timeout", runner="ctest",
             command="timeout 300 ctest --test-dir build --output-on-failure"),
    ]
    if gbin:
        out += [
            dict(shape="whole", runner="googletest", command="./build/%s" % gbin),
            dict(shape="name", runner="googletest",
                 command="./build/%s --gtest_filter=%s" % (gbin, f)),
            dict(shape="cut", runner="googletest", command="./build/%s" % gbin, cut="middle"),
            dict(shape="grep", runner="googletest",
                 command="./build/%s 2>&1 | grep -E 'FAILED|Failure|PASSED'" % gbin),
        ]
    else:
        out += [dict(shape="cut", runner="ctest",
                     command="ctest --test-dir build --output-on-failure", cut="middle"),
                dict(shape="grep", runner="ctest",
                     command="ctest --test-dir build --output-on-failure 2>&1 | grep -E 'FAIL|tests passed'")]
    return out


NONE_SHAPES = [
    dict(shape="none", runner="ctest", command="cmake --build build", builds=True),
    dict(shape="none", runner="ctest", command="ctest --test-dir build -R zoo_no_such_test"),
]


def one_run(runner: Runner, spec: dict) -> dict | None:
    if not spec.get("builds"):
        runner.build()
    code, out, truth = runner.measured(spec["command"])
    if code == -1:
        return None
    truth = relative(truth, runner.root)
    if spec.get("cut") == "middle":
        keep = min(2000, len(out) // 3)
        return zoo.run_record(spec["command"], code, out, truth, cut="middle", head=keep, tail=keep)
    return zoo.run_record(spec["command"], code, out, truth)


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    root = fetch(project)
    runner = Runner(project, root)
    runner.configure()
    print("%s: built" % project["name"], file=sys.stderr)
    kept, broken = choose_faults(runner, cm, project, max_faults)
    plan = []
    per = []
    for fault, truth in kept:
        # the ctest test that fails: from a ctest run of the fault
        before = zoo.apply(root, fault)
        try:
            runner.build()
            _, _, ct = runner.measured("ctest --test-dir build")
        finally:
            zoo.revert(root, fault, before)
        name = ct["failed"][0]["name"] if ct["failed"] else "."
        per.append(shapes(runner, truth, re.escape(name).replace("\\", "")))
    runner.build()
    for i in range(len(per[0]) if per else 0):
        fi = i % len(kept)
        plan.append((kept[fi][0], per[fi][i]))
    for i, spec in enumerate(NONE_SHAPES):
        if kept:
            plan.append((kept[i % len(kept)][0], spec))
    if broken:
        plan.append((broken, dict(shape="none", runner="ctest",
                                  command="cmake --build build && ctest --test-dir build",
                                  builds=True)))
    if os.environ.get("ZOO_PLAN") == "small":
        # a smaller plan for a loaded machine
        plan = [(f, s) for f, s in plan if s["shape"] in ("whole", "name", "cut", "verbose")
                or s["command"] in ("cmake --build build",
                                    "cmake --build build && ctest --test-dir build")]
    cases = []
    for fault, spec in plan:
        before = zoo.apply(root, fault)
        try:
            run = one_run(runner, spec)
        finally:
            zoo.revert(root, fault, before)
        fixed = one_run(runner, spec)
        if run is None or fixed is None:
            continue
        after = before.replace(fault.old_string, fault.new_string, 1)
        case = {
            "id": "%s/%04d-%s" % (project["name"], len(cases) + 1, spec["shape"]),
            "project": project["name"], "runner": spec["runner"], "shape": spec["shape"],
            "command": spec["command"], "cwd": ".",
            "mutation": {"file": fault.file, "line": fault.line, "symbol": fault.symbol,
                         "kind": fault.kind, "old_string": fault.old_string,
                         "new_string": fault.new_string},
            "fault": zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string),
            "run": run,
            "fix": zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string,
                              at=before.find(fault.old_string)),
            "fixed": fixed,
        }
        cases.append(case)
        keep(project, runner, root, cases)
        zoo.write_cases(project["name"], cases)
        print("  %s: exit %d, truth ran=%s failed=%d" % (
            case["id"], run["exit_code"], run["truth"]["ran"], len(run["truth"]["failed"])),
            file=sys.stderr)
    return cases


def keep(project: dict, runner: Runner, root: Path, cases: list[dict]) -> None:
    files = list(runner.setup["keep"]) + list(runner.setup["sources"])
    for c in cases:
        for f in c["run"]["truth"]["failed"]:
            if f.get("file") and not f["file"].startswith("/"):
                files.append(f["file"])
    if not runner.setup["gtest"]:
        files += [p.relative_to(root).as_posix() for p in (root / "tests").glob("*.c")]
    zoo.keep_tree(project["name"], root, files)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("project")
    ap.add_argument("--cm", default="cm")
    ap.add_argument("--max-faults", type=int, default=5)
    a = ap.parse_args()
    projects = json.loads((zoo.ZOO / "projects" / "cpp.json").read_text())
    p = next(p for p in projects if p["name"] == a.project)
    print("%d cases" % len(record(p, a.cm, a.max_faults)))
