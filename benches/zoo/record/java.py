"""Java projects from Maven Central under Maven Surefire (../README.md).

The project is rebuilt from its published `-sources.jar` and `-test-sources.jar` as a
Maven project: `src/main/java`, `src/test/java` (and the test jar's other files as
`src/test/resources`), and the project's own pom from Central trimmed to what builds
offline: its coordinates, its compiler level and its dependencies, with JUnit 5 and
Surefire. Truth: Surefire's XML reports (`target/surefire-reports/TEST-*.xml`) of the very
same run.
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
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402

M2 = Path.home() / ".m2" / "repository"
JUNIT = "5.10.3"
SUREFIRE = "3.2.5"
COMPILER = "3.13.0"
POM_NS = "{http://maven.apache.org/POM/4.0.0}"


@dataclass
class Layout:
    """Where a project's sources go and how its pom is made: Java's here; kotlin.py
    passes its own (src/main/kotlin, .kt, a pom with kotlin-maven-plugin)."""
    main: str = "src/main/java"
    test: str = "src/test/java"
    ext: str = ".java"
    pom: Callable[[Path, dict], str] = lambda original, project: trimmed_pom(original)
    skip_tests: tuple[str, ...] = ()  # test files not unpacked (said where they are set)


JAVA = Layout()


# ---- fetching -------------------------------------------------------------------------

def coords(project: dict) -> tuple[str, str, str]:
    group, artifact = project["source"]["package"].split(":")
    return group, artifact, project["source"]["version"]


def artifact_path(group: str, artifact: str, version: str, suffix: str) -> Path:
    return M2 / group.replace(".", "/") / artifact / version / (
        "%s-%s%s" % (artifact, version, suffix))


def get(group: str, artifact: str, version: str, kind: str = "jar", classifier: str = "") -> None:
    spec = "%s:%s:%s:%s%s" % (group, artifact, version, kind, ":" + classifier if classifier else "")
    subprocess.run(["mvn", "-q", "dependency:get", "-Dtransitive=false", "-Dartifact=" + spec],
                   check=True, stdout=subprocess.DEVNULL)


def trimmed_pom(original: Path) -> str:
    """The project's pom, trimmed: coordinates, compiler level, dependencies with their
    versions spelled out (JUnit's come from the parent's BOM, here pinned), Surefire."""
    root = ET.parse(original).getroot()

    def text(el, tag, default=""):
        x = el.find(POM_NS + tag)
        return x.text.strip() if x is not None and x.text else default

    props = root.find(POM_NS + "properties")
    source = target = "1.8"
    if props is not None:
        source = text(props, "maven.compiler.source", source)
        target = text(props, "maven.compiler.target", target)
    deps = []
    block = root.find(POM_NS + "dependencies")
    for d in (block if block is not None else []):
        g, a = text(d, "groupId"), text(d, "artifactId")
        v = text(d, "version") or (JUNIT if g == "org.junit.jupiter" else "")
        if not v or "${" in v:
            continue
        scope = text(d, "scope", "compile")
        deps.append("    <dependency><groupId>%s</groupId><artifactId>%s</artifactId>"
                    "<version>%s</version><scope>%s</scope></dependency>" % (g, a, v, scope))
    return """<?xml version="1.0" encoding="UTF-8"?>
<!-- The project's own pom, trimmed to build offline: its coordinates, compiler level and
     dependencies (JUnit pinned where the parent's BOM set it), with Surefire. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>%s</groupId>
  <artifactId>%s</artifactId>
  <version>%s</version>
  <properties>
    <maven.compiler.source>%s</maven.compiler.source>
    <maven.compiler.target>%s</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
%s
  </dependencies>
  <build>
    <plugins>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>%s</version>
        <!-- the benchmarks build in the project's own benchmark profile, with its libraries -->
        <configuration><testExcludes><testExclude>**/*Benchmark*.java</testExclude></testExcludes></configuration></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>%s</version></plugin>
    </plugins>
  </build>
</project>
""" % (text(root, "groupId") or text(root.find(POM_NS + "parent"), "groupId"),
       text(root, "artifactId"), text(root, "version"), source, target, "\n".join(deps),
       COMPILER, SUREFIRE)


def fetch(project: dict, layout: Layout = JAVA) -> Path:
    group, artifact, version = coords(project)
    for kind, classifier in (("pom", ""), ("jar", "sources"), ("jar", "test-sources")):
        if not artifact_path(group, artifact, version,
                             ("-" + classifier if classifier else "") + "." + kind).exists():
            get(group, artifact, version, kind, classifier)
    root = zoo.CACHE / "src" / project["name"]
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for classifier, java, other in (("sources", layout.main, None),
                                    ("test-sources", layout.test, "src/test/resources")):
        with zipfile.ZipFile(artifact_path(group, artifact, version, "-%s.jar" % classifier)) as z:
            for info in z.infolist():
                if info.is_dir():
                    continue
                name = info.filename
                if name.startswith("META-INF/services/") and classifier == "sources":
                    # the ServiceLoader's registrations are part of the library
                    out = root / "src/main/resources" / name
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_bytes(z.read(info))
                    continue
                if name.startswith("META-INF/"):
                    base = name.split("/")[-1]
                    if classifier == "sources" and re.match(r"(LICENSE|NOTICE)", base):
                        (root / base).write_bytes(z.read(info))
                    continue
                dest = java if name.endswith(layout.ext) else other
                if dest is None or (classifier == "test-sources" and name in layout.skip_tests):
                    continue
                out = root / dest / name
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(z.read(info))
    pom = artifact_path(group, artifact, version, ".pom")
    (root / "pom.xml").write_text(layout.pom(pom, project))
    return root


# ---- running and the report -----------------------------------------------------------

class Runner:
    def __init__(self, root: Path, layout: Layout = JAVA):
        self.root = root
        self.layout = layout
        env = dict(os.environ)
        env.pop("MAVEN_OPTS", None)
        env["MAVEN_OPTS"] = "-Djansi.force=false -Dstyle.color=never"
        self.env = env

    def run(self, command: str, timeout: int = 600) -> tuple[int, str]:
        reports = self.root / "target" / "surefire-reports"
        if reports.exists():
            shutil.rmtree(reports)
        proc = subprocess.Popen(["bash", "-c", command], cwd=self.root, env=self.env,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            return -1, ""
        text = out.decode("utf-8", "replace").replace(str(self.root), "$ROOT")
        text = text.replace(str(M2), "$HOME/.m2/repository")
        return proc.returncode, re.sub(r"\x1b\[[0-9;]*m", "", text)


def first_lines(text: str, n: int = 6) -> str:
    keep = [l.rstrip() for l in text.split("\n") if l.strip()]
    return "\n".join(keep[:n])[:800]


def test_file(root: Path, cls: str, layout: Layout = JAVA) -> str:
    """The test class's file: named after the class, else the file of the test
    directory that declares it (a Kotlin file may hold other classes)."""
    top = cls.split("$")[0]
    rel = "%s/%s%s" % (layout.test, top.replace(".", "/"), layout.ext)
    if (root / rel).exists() or layout.ext == ".java":
        return rel
    simple = top.split(".")[-1]
    for p in sorted((root / layout.test).rglob("*" + layout.ext)):
        if re.search(r"\b(class|object)\s+%s\b" % re.escape(simple), p.read_text(errors="replace")):
            return p.relative_to(root).as_posix()
    return rel


def surefire_truth(root: Path, layout: Layout = JAVA) -> dict:
    reports = root / "target" / "surefire-reports"
    tests, failed = 0, []
    for path in sorted(reports.glob("TEST-*.xml")) if reports.exists() else []:
        for case in ET.parse(path).getroot().iter("testcase"):
            if case.find("skipped") is not None:
                continue
            tests += 1
            bad = case.find("failure")
            if bad is None:
                bad = case.find("error")
            if bad is None:
                continue
            cls = case.get("classname", "")
            file = test_file(root, cls, layout)
            msg = bad.get("message") or ""
            lines = first_lines((bad.get("type", "") + ": " + msg) if msg else (bad.text or ""))
            entry = {"name": case.get("name"), "file": file, "message": lines,
                     "class": cls}
            failed.append(entry)
    return {"ran": tests > 0, "tests": tests, "failed": failed,
            "report": "surefire XML reports (same run)"}


def public(truth: dict) -> dict:
    t = dict(truth)
    t["failed"] = [{k: v for k, v in f.items() if k != "class"} for f in truth["failed"]]
    return t


# ---- faults ---------------------------------------------------------------------------

def candidates(cm: str, root: Path, seed: str, layout: Layout = JAVA) -> list[zoo.Fault]:
    tested = {p.stem[:-4] for p in (root / layout.test).rglob("*Test" + layout.ext)}
    if layout.ext != ".java":
        tested = None  # every file: one not named after a test class is probed whole
    rels = [path.relative_to(root).as_posix()
            for path in sorted((root / layout.main).rglob("*" + layout.ext))
            if tested is None or path.stem in tested]
    return zoo.by_kind((f for rel in rels for f in zoo.faults_in(cm, root, rel)), seed)


def choose_faults(runner: Runner, cm: str, root: Path, project: dict, max_faults: int,
                  tries: int = 8):
    tries = int(os.environ.get("ZOO_TRIES", tries))
    code, out = runner.run("mvn -q test -Dsurefire.printSummary=false")
    base = surefire_truth(root, runner.layout)
    already = {(f["class"], f["name"]) for f in base["failed"]}
    print("  baseline: exit %d, %d tests, %d failing" % (code, base["tests"], len(already)),
          file=sys.stderr)
    if not base["ran"]:
        print(out[-3000:], file=sys.stderr)
        raise SystemExit("the suite did not run")

    def probe(fault):
        # the class's own test class first: a fault it does not catch is not kept
        test = Path(fault.file).stem + "Test"
        if any((root / runner.layout.test).rglob(test + runner.layout.ext)):
            code, _ = runner.run("mvn -o -q test -Dtest=%s -Dsurefire.failIfNoSpecifiedTests=false"
                                 % test, timeout=300)
        else:  # a file no test class is named after: the whole suite
            code, _ = runner.run("mvn -o -q test", timeout=300)
        truth = surefire_truth(root, runner.layout)
        if code == -1:
            return None
        if not truth["ran"] and code != 0:
            return zoo.BROKEN
        return dict(truth, failed=[f for f in truth["failed"]
                                   if (f["class"], f["name"]) not in already])

    pool = candidates(cm, root, project["name"], runner.layout)[:tries]
    return zoo.search_faults(root, pool, probe, max_faults)


# ---- shapes ---------------------------------------------------------------------------

def shapes(truth: dict) -> list[dict]:
    f = truth["failed"][0]
    cls = f["class"].split("$")[0].split(".")[-1]
    method = re.sub(r"[\[(].*$", "", f["name"])
    return [
        dict(shape="whole", command="mvn -q test"),
        dict(shape="tail", command="mvn test 2>&1 | tail -40"),
        dict(shape="file", command="mvn test -Dtest=%s" % cls),
        dict(shape="name", command="mvn test -Dtest=%s#%s" % (cls, method)),
        dict(shape="whole", command="mvn -o test"),
        dict(shape="grep", command="mvn test 2>&1 | grep -E 'FAIL|ERROR|Tests run'"),
        dict(shape="cut", command="mvn test", cut="middle"),
        dict(shape="chain", command="cd src && cd .. && mvn -q test"),
        dict(shape="head", command="mvn -q test 2>&1 | head -50"),
        dict(shape="timeout", command="timeout 600 mvn -q -o test"),
    ]


NONE_SHAPES = [
    dict(shape="none", command="mvn -q compile"),
    dict(shape="none", command="mvn -q test-compile"),
    dict(shape="none", command="mvn test -Dtest=NoSuchZooTest -Dsurefire.failIfNoSpecifiedTests=false"),
]


def one_run(runner: Runner, spec: dict) -> dict | None:
    code, out = runner.run(spec["command"])
    if code == -1:
        return None
    truth = public(surefire_truth(runner.root, runner.layout))
    if not truth["ran"]:
        truth["report"] = "surefire XML reports (same run): none written"
    if spec.get("cut") == "middle":
        keep = min(2000, len(out) // 3)
        return zoo.run_record(spec["command"], code, out, truth, cut="middle", head=keep, tail=keep)
    return zoo.run_record(spec["command"], code, out, truth)


def record_case(runner: Runner, project: dict, n: int, fault: zoo.Fault, spec: dict):
    root = runner.root
    before = zoo.apply(root, fault)
    try:
        run = one_run(runner, spec)
    finally:
        zoo.revert(root, fault, before)
    if run is None:
        return None
    fixed = one_run(runner, spec)
    if fixed is None:
        return None
    after = before.replace(fault.old_string, fault.new_string, 1)
    return {
        "id": "%s/%04d-%s" % (project["name"], n, spec["shape"]),
        "project": project["name"], "runner": "mvn test", "shape": spec["shape"],
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


def record(project: dict, cm: str, max_faults: int = 5, layout: Layout = JAVA) -> list[dict]:
    root = fetch(project, layout)
    runner = Runner(root, layout)
    print("%s: fetched into the cache" % project["name"], file=sys.stderr)
    kept, broken = choose_faults(runner, cm, root, project, max_faults)
    per_fault = [shapes(t) for _, t in kept]
    plan = []
    for i in range(len(per_fault[0]) if per_fault else 0):
        fi = i % len(kept)
        plan.append((kept[fi][0], per_fault[fi][i]))
    for i, spec in enumerate(NONE_SHAPES):
        if kept:
            plan.append((kept[i % len(kept)][0], spec))
    if broken:
        plan.append((broken, dict(shape="none", command="mvn -q test")))
    if os.environ.get("ZOO_PLAN") == "small":
        # a smaller plan for a loaded machine
        plan = [(f, s) for f, s in plan if s["command"] in (
            "mvn -q test", "mvn test 2>&1 | tail -40", "mvn -q compile", "mvn -o test")
            or s["shape"] in ("file", "name", "cut")]
    cases = []
    for fault, spec in plan:
        case = record_case(runner, project, len(cases) + 1, fault, spec)
        if case is None:
            continue
        cases.append(case)
        keep(project, root, cases, layout)
        zoo.write_cases(project["name"], cases)
        print("  %s: exit %d, truth ran=%s failed=%d" % (
            case["id"], case["run"]["exit_code"], case["run"]["truth"]["ran"],
            len(case["run"]["truth"]["failed"])), file=sys.stderr)
    return cases


def keep(project: dict, root: Path, cases: list[dict], layout: Layout = JAVA) -> None:
    files = ["pom.xml"] + [p.name for p in root.iterdir()
                           if p.is_file() and re.match(r"(LICENSE|NOTICE)", p.name)]
    for c in cases:
        for rel in [c["mutation"]["file"]] + [f["file"] for f in c["run"]["truth"]["failed"]]:
            files.append(rel)
            d = root / rel
            if d.exists():
                files += [p.relative_to(root).as_posix() for p in d.parent.iterdir()
                          if p.is_file() and p.suffix == layout.ext]
    zoo.keep_tree(project["name"], root, files)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("project")
    ap.add_argument("--cm", default="cm")
    ap.add_argument("--max-faults", type=int, default=5)
    a = ap.parse_args()
    projects = json.loads((zoo.ZOO / "projects" / "java.json").read_text())
    p = next(p for p in projects if p["name"] == a.project)
    print("%d cases" % len(record(p, a.cm, a.max_faults)))
