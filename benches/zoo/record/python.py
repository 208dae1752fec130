"""Python projects from PyPI sdists under pytest and unittest, run directly or through
tox, nox, `uv run` and `poetry run` (../README.md).

The sdist (`pip download --no-deps --no-binary :all: NAME==VERSION`, tests included) is
unpacked into the zoo's cache with a virtual environment `.venv` in it, the project
installed editable with its test dependencies. Truth: pytest's JUnit XML of the very same
run, asked for through PYTEST_ADDOPTS (`--junitxml`, xunit1 for the file of each test), so
the command the agent typed and its output are unchanged; tox passes the variable on
(TOX_OVERRIDE), nox, `uv run` and `poetry run` inherit it. `python -m unittest` writes no
report: the same tests are run a second time under pytest with the report on, and the
report says `pytest --junitxml (second run)`.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402

TOOLS = zoo.CACHE / "tools" / "bin"  # tox, nox, uv, poetry
TIMEOUT = 600

# What each project needs beyond its sdist: test dependencies, the test directory, the
# task runners it ships.
CONF = {
    "py-humanize": dict(deps=["-e", ".[tests]"], tests="tests",
                        tasks=[("tox", "tox -e py311", "pytest")]),
    "py-more-itertools": dict(deps=["-e", ".", "pytest"], tests="tests", unittest=True,
                              tasks=[("tox", "tox -e py311", "unittest")]),
    "py-inflection": dict(deps=["-e", ".", "pytest"], tests="test_inflection.py", tasks=[]),
    "py-cachetools": dict(deps=["-e", ".", "pytest", "pytest-cov"], tests="tests",
                          tasks=[("tox", "tox -e py", "pytest")]),
    "py-packaging": dict(deps=["-e", ".", "pytest", "pretend"], tests="tests", slow=True,
                         tasks=[("uv run", "uv run pytest", "pytest")]),
    "py-tabulate": dict(deps=["-e", ".", "pytest"], tests="test",
                        tasks=[("tox", "tox -e py311", "pytest")]),
    "py-semver": dict(deps=["-e", ".", "pytest", "pytest-cov"], tests="tests",
                      tasks=[("tox", "tox -e py311", "pytest")]),
    "py-tomlkit": dict(deps=["-e", ".", "pytest", "pyyaml"], tests="tests", slow=True,
                       tasks=[("poetry run", "poetry run pytest", "pytest")]),
    "py-pyproject-hooks": dict(deps=["-e", ".", "-r", "dev-requirements.txt"], tests="tests",
                               tasks=[("nox", "nox -s test-3.11", "pytest")]),
}


# ---- fetching and installing ----------------------------------------------------------

def fetch(project: dict) -> Path:
    name, version = project["source"]["package"], project["source"]["version"]
    dl = zoo.CACHE / "dl"
    dl.mkdir(parents=True, exist_ok=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                    "--no-binary", ":all:", "%s==%s" % (name, version), "-d", str(dl)],
                   check=True)
    norm = re.compile(r"[-_.]+")
    sdist = next(p for p in dl.glob("*.tar.gz")
                 if norm.sub("-", p.name.lower()) == norm.sub("-", ("%s-%s.tar.gz" % (name, version)).lower()))
    root = zoo.CACHE / "py" / project["name"]
    venv = root / ".venv"
    keep = venv.exists()
    if root.exists():
        for p in root.iterdir():
            if p.name != ".venv":
                shutil.rmtree(p) if p.is_dir() else p.unlink()
    root.mkdir(parents=True, exist_ok=True)
    with tarfile.open(sdist) as t:
        top = t.getnames()[0].split("/")[0]
        t.extractall(root.parent / ".unpack", filter="data")
    for p in (root.parent / ".unpack" / top).iterdir():
        shutil.move(str(p), root / p.name)
    shutil.rmtree(root.parent / ".unpack")
    if not keep:
        subprocess.run([str(TOOLS / "uv"), "venv", "-q", "--python", sys.executable, str(venv)],
                       check=True)
        subprocess.run([str(TOOLS / "uv"), "pip", "install", "-q", "--python",
                        str(venv / "bin" / "python"), *CONF[project["name"]]["deps"]],
                       cwd=root, check=True)
    return root


def env_for(root: Path, report: Path | None) -> dict:
    env = dict(os.environ)
    for k in ("PYTHONPATH", "PYTEST_ADDOPTS", "TOX_OVERRIDE", "PYENV_VERSION"):
        env.pop(k, None)
    env.update(VIRTUAL_ENV=str(root / ".venv"), NO_COLOR="1", PY_COLORS="0",
               PATH="%s:%s:%s" % (root / ".venv" / "bin", TOOLS, os.environ["PATH"]),
               POETRY_VIRTUALENVS_IN_PROJECT="true", UV_NO_PROGRESS="1",
               PIP_DISABLE_PIP_VERSION_CHECK="1", COLUMNS="120")
    if report is not None:
        env["PYTEST_ADDOPTS"] = "--junitxml=%s -o junit_family=xunit1" % report
        env["TOX_OVERRIDE"] = "testenv.pass_env+=PYTEST_ADDOPTS"
    return env


def scrub(root: Path, text: str) -> str:
    """No machine path in a case: the project's root is $ROOT, the home directory ~."""
    return text.replace(str(root), "$ROOT").replace(str(Path.home()) + "/", "~/")


REPORT = zoo.CACHE / "py" / ".report.xml"


def sh(root: Path, command: str, cwd: str = ".", report: bool = True) -> tuple[int, str, ET.Element | None]:
    """Runs `command` as the agent's Bash tool does (stdout and stderr merged) with
    pytest's report asked for through the environment; the report if one was written."""
    REPORT.unlink(missing_ok=True)
    try:
        p = subprocess.run(["bash", "-c", command], cwd=root / cwd,
                           env=env_for(root, REPORT if report else None), text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=TIMEOUT, errors="replace")
        code, out = p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode("utf-8", "replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        code = 124
    xml = None
    if report and REPORT.exists():
        try:
            xml = ET.parse(REPORT).getroot()
        except ET.ParseError:
            xml = None
    # The one line the report adds to pytest's output goes: the agent's run has no report.
    out = GENERATED.sub("", out)
    return code, scrub(root, out), xml


GENERATED = re.compile(r"^-+ generated xml file: .* -+\n", re.M)


# ---- the report -----------------------------------------------------------------------

def node_id(case: ET.Element) -> str:
    f, cls, name = case.get("file") or "", case.get("classname") or "", case.get("name") or ""
    if not f:
        return "%s::%s" % (cls, name) if cls else name
    module = f[:-3].replace("/", ".") if f.endswith(".py") else f
    rest = cls[len(module):].lstrip(".") if cls.startswith(module) else ""
    parts = [f] + ([rest.replace(".", "::")] if rest else []) + [name]
    return "::".join(parts)


def message_of(el: ET.Element) -> str:
    msg = (el.get("message") or "").strip()
    lines = [l.rstrip() for l in msg.splitlines() if l.strip()]
    if len(lines) < 1 or len(msg) < 12:
        e = [l[1:].strip() for l in (el.text or "").splitlines() if l.startswith("E ")]
        lines = (lines + e) if e else lines
    return "\n".join(lines[:6])[:800]


def junit_truth(root: Path, xml: ET.Element | None, how: str) -> dict:
    if xml is None:
        return {"ran": False, "tests": 0, "failed": [], "report": how + ": none written"}
    tests, failed = 0, []
    for case in xml.iter("testcase"):
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        if case.find("skipped") is not None and bad is None:
            continue
        if bad is not None and not case.get("classname") and "collect" in (bad.get("message") or ""):
            failed.append({"name": case.get("name") or "", "message": message_of(bad),
                           "collection_error": True})
            continue
        tests += 1
        if bad is not None:
            entry = {"name": node_id(case)}
            if case.get("file"):
                entry["file"] = case.get("file")
            entry["message"] = scrub(root, message_of(bad))
            failed.append(entry)
    return {"ran": tests > 0, "tests": tests, "failed": failed, "report": how}


def public(truth: dict) -> dict:
    t = dict(truth)
    t["failed"] = [{k: v for k, v in f.items() if k != "collection_error"} for f in truth["failed"]]
    return t


# ---- faults ---------------------------------------------------------------------------

SKIP = re.compile(r"(^|/)(tests?|docs?|benchmarks?|examples?|\.venv|\.tox|\.nox|build)(/|$)|"
                  r"(^|/)(setup|conftest|noxfile|test_[^/]*|[^/]*_test)\.py$|(^|/)_version\.py$")


def sources(root: Path) -> list[str]:
    out = []
    for f in sorted(root.rglob("*.py")):
        rel = str(f.relative_to(root))
        if SKIP.search(rel) or f.stat().st_size > 200_000:
            continue
        out.append(rel)
    return out


def test_words(root: Path, tests: str) -> set[str]:
    words: set[str] = set()
    t = root / tests
    for f in ([t] if t.is_file() else t.rglob("*.py")):
        words |= set(re.findall(r"[A-Za-z_]\w*", f.read_text(errors="replace")))
    return words


def candidates(cm: str, root: Path, tests: str, seed: str) -> list[zoo.Fault]:
    words = test_words(root, tests)
    out: list[zoo.Fault] = []
    for rel in sources(root):
        out += zoo.faults_in(cm, root, rel, words)
    random.Random(seed).shuffle(out)
    return out


def by_kind(faults, seed: str = ""):
    kinds: dict[str, list] = {}
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


def search_target(root: Path, conf: dict, rel: str) -> str:
    """The tests to try a fault on: test_<module>.py when the project has one (a suite
    of thousands of tests is not run whole for each try), else all of them."""
    t = root / conf["tests"]
    if conf.get("slow") and t.is_dir():
        found = sorted(t.rglob("test_%s.py" % Path(rel).stem.lstrip("_")))
        if found:
            return str(found[0].relative_to(root))
    return conf["tests"]


def choose_faults(cm: str, root: Path, project: dict, max_faults: int, tries: int = 50):
    conf = CONF[project["name"]]
    kept, tried, kinds = [], 0, {}
    for fault in by_kind(candidates(cm, root, conf["tests"], project["name"]), project["name"]):
        if len(kept) >= max_faults or tried >= tries:
            break
        if any(k.file == fault.file and abs(k.line - fault.line) < 3 for k, _ in kept):
            continue
        if sum(k.symbol == fault.symbol for k, _ in kept) >= 2:
            continue
        if kinds.get(fault.kind, 0) >= 2 and len(kinds) < 4 and tried < tries - 10:
            continue
        before = zoo.apply(root, fault)
        tried += 1
        try:
            _, _, xml = sh(root, "python -m pytest -q -p no:cacheprovider %s" % search_target(root, conf, fault.file))
            truth = junit_truth(root, xml, "search")
        finally:
            zoo.revert(root, fault, before)
        if any(f.get("collection_error") for f in truth["failed"]) or not truth["failed"]:
            continue
        if len(truth["failed"]) > 150:
            continue
        kinds[fault.kind] = kinds.get(fault.kind, 0) + 1
        kept.append((fault, truth))
        print("  kept:", fault.file, fault.line, fault.symbol, fault.kind,
              [f["name"] for f in truth["failed"]][:3], flush=True)
    return kept


# ---- shapes ---------------------------------------------------------------------------

def shapes(project: dict, truth: dict, i: int, src_dir: str = ".") -> list[dict]:
    conf = CONF[project["name"]]
    first = truth["failed"][0]
    node = first["name"]
    tfile = first.get("file") or node.split("::")[0]
    tdir = str(Path(tfile).parent) if "/" in tfile else None
    func = re.sub(r"\[.*$", "", node.split("::")[-1])
    plain = re.sub(r"\[.*$", "", node)
    if conf.get("slow"):
        # A suite of thousands of tests runs whole in three shapes; the pipes read one file.
        return slow_shapes(project, truth, i, tfile, tdir, plain, func)
    out = [
        dict(shape="whole", command="pytest"),
        dict(shape="file", command="pytest %s" % tfile),
        dict(shape="name", command="pytest %s" % plain),
        dict(shape="name", command="python -m pytest -k %s" % func),
        dict(shape="verbose", command="pytest -v %s" % tfile),
        dict(shape="tail", command="pytest 2>&1 | tail -30", base="pytest", pipe=("tail", 30)),
        dict(shape="tail", command="pytest -q 2>&1 | tail -3", base="pytest -q", pipe=("tail", 3)),
        dict(shape="head", command="pytest -x 2>&1 | head -40", base="pytest -x", pipe=("head", 40)),
        dict(shape="grep", command="pytest 2>&1 | grep -E 'FAILED|passed|failed|Error'",
             base="pytest", pipe=("grep", "FAILED|passed|failed|Error")),
        dict(shape="chain", command="source .venv/bin/activate && pytest -q %s" % tfile),
        dict(shape="timeout", command="timeout 300 pytest -q"),
        dict(shape="cut", command="pytest -v", cut="middle"),
    ]
    if tdir:
        out.append(dict(shape="path", command="pytest %s/" % tdir))
        out.append(dict(shape="chain", command="cd %s && python -m pytest -q %s" % (
            tdir, tfile[len(tdir) + 1:])))
    for shape, command, runner in conf["tasks"]:
        out.append(dict(shape="task", command=command, runner=runner,
                        second=(runner == "unittest")))
    if conf.get("unittest"):
        mod = tfile[:-3].replace("/", ".")
        cls = node.split("::")[1] if node.count("::") >= 2 else None
        target = "%s.%s.%s" % (mod, cls, func) if cls else mod
        out.append(dict(shape="name", command="python -m unittest %s" % target, runner="unittest",
                        second="python -m pytest -p no:cacheprovider %s" % plain))
        out.append(dict(shape="verbose", command="python -m unittest -v", runner="unittest",
                        second="python -m pytest -p no:cacheprovider %s" % conf["tests"]))
    nones = ["pytest --collect-only -q", "pytest %s/test_nosuch.py" % (tdir or "."),
             "python -m pytest --co %s" % tfile, "python -m compileall -q %s" % src_dir,
             "pytest tests/does_not_exist.py::test_x"]
    out.append(dict(shape="none", command=nones[i % len(nones)], none=True))
    return out


def slow_shapes(project, truth, i, tfile, tdir, plain, func) -> list[dict]:
    conf = CONF[project["name"]]
    out = [
        dict(shape="whole", command="pytest -q"),
        dict(shape="file", command="pytest %s" % tfile),
        dict(shape="name", command="pytest %s" % plain),
        dict(shape="name", command="python -m pytest %s -k %s" % (tfile, func)),
        dict(shape="verbose", command="pytest -v %s" % tfile),
        dict(shape="tail", command="pytest %s 2>&1 | tail -30" % tfile, base="pytest %s" % tfile,
             pipe=("tail", 30)),
        dict(shape="tail", command="pytest -q %s 2>&1 | tail -3" % tfile,
             base="pytest -q %s" % tfile, pipe=("tail", 3)),
        dict(shape="head", command="pytest -x %s 2>&1 | head -40" % tfile,
             base="pytest -x %s" % tfile, pipe=("head", 40)),
        dict(shape="grep", command="pytest %s 2>&1 | grep -E 'FAILED|passed|failed|Error'" % tfile,
             base="pytest %s" % tfile, pipe=("grep", "FAILED|passed|failed|Error")),
        dict(shape="chain", command="source .venv/bin/activate && pytest -q %s" % tfile),
        dict(shape="timeout", command="timeout 300 pytest -q"),
        dict(shape="cut", command="pytest -v %s" % tfile, cut="middle"),
    ]
    if tdir:
        out.append(dict(shape="chain", command="cd %s && python -m pytest -q %s" % (
            tdir, tfile[len(tdir) + 1:])))
    for shape, command, runner in conf["tasks"]:
        out.append(dict(shape="task", command=command, runner=runner))
    nones = ["pytest --collect-only -q %s" % tfile, "pytest %s/test_nosuch.py" % (tdir or "."),
             "python -m compileall -q src", "pytest tests/does_not_exist.py::test_x"]
    out.append(dict(shape="none", command=nones[i % len(nones)], none=True))
    return out


def visible(out: str, pipe) -> tuple[int, str]:
    kind, arg = pipe
    lines = out.splitlines(keepends=True)
    if kind == "tail":
        return 0, "".join(lines[-arg:])
    if kind == "head":
        return 0, "".join(lines[:arg])
    kept = [l for l in lines if re.search(arg, l)]
    return (0 if kept else 1), "".join(kept)


def run_shape(root: Path, project: dict, s: dict, memo: dict) -> dict:
    cwd = s.get("cwd", ".")
    base = s.get("base", s["command"])
    if base.startswith("timeout 300 "):
        # `timeout` changes nothing of a run that ends in time: its output is the command's
        base = base[len("timeout 300 "):]
    key = (base, cwd)
    if key not in memo:
        code, out, xml = sh(root, base, cwd)
        second = s.get("second")
        if second:
            if second is True:
                second = "python -m pytest -p no:cacheprovider %s" % CONF[project["name"]]["tests"]
            _, _, xml2 = sh(root, second)
            truth = junit_truth(root, xml2, "pytest --junitxml (second run of the same tests)")
        else:
            truth = junit_truth(root, xml, "pytest --junitxml (same run)")
        memo[key] = (code, out, truth)
    code, out, truth = memo[key]
    if "pipe" in s:
        code, out = visible(out, s["pipe"])
    if s.get("none"):
        truth = dict(truth, ran=False, tests=0, failed=[])
    sizes = {}
    if s.get("cut") == "middle":
        n = max(300, min(2000, len(out) // 4))
        sizes = {"head": n, "tail": n}
    return zoo.run_record(s["command"], code, out, public(truth), cut=s.get("cut", "client"), **sizes)


# ---- the project ----------------------------------------------------------------------

MANIFESTS = ("pyproject.toml", "setup.cfg", "setup.py", "tox.ini", "noxfile.py", "pytest.ini",
             "poetry.lock", "dev-requirements.txt", "conftest.py", "Makefile")


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    name = project["name"]
    conf = CONF[name]
    root = fetch(project)
    if conf.get("slow"):
        base = {"tests": 0, "failed": []}  # its suite passes whole at this version
    else:
        _, _, xml = sh(root, "python -m pytest -q -p no:cacheprovider %s" % conf["tests"])
        base = junit_truth(root, xml, "baseline")
    print("%s: %d tests, %d failing before any fault" % (name, base["tests"], len(base["failed"])), flush=True)
    broken = {f["name"] for f in base["failed"]}
    kept = choose_faults(cm, root, project, max_faults)
    files = [f for f in MANIFESTS if (root / f).is_file()]
    files += [p.name for p in root.iterdir() if p.name.upper().startswith(("LICEN", "COPYING"))]
    cases, n = [], 0
    for i, (fault, truth) in enumerate(kept):
        truth = dict(truth, failed=[f for f in truth["failed"] if f["name"] not in broken])
        if not truth["failed"]:
            continue
        before = (root / fault.file).read_text(encoding="utf-8")
        after = before.replace(fault.old_string, fault.new_string, 1)
        fault_calls = zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string)
        fix_calls = zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string,
                              at=before.find(fault.old_string))
        files += [str(p.relative_to(root)) for p in (root / fault.file).parent.glob("*.py")]
        for f in truth["failed"][:5]:
            if f.get("file") and (root / f["file"]).is_file():
                files += [str(p.relative_to(root)) for p in (root / f["file"]).parent.glob("*.py")]
        sl = shapes(project, truth, i, str(Path(fault.file).parent))
        zoo.apply(root, fault)
        try:
            memo: dict = {}
            runs = [run_shape(root, project, s, memo) for s in sl]
        finally:
            zoo.revert(root, fault, before)
        memo = {}
        fixed = [run_shape(root, project, s, memo) for s in sl]
        for s, run, fx in zip(sl, runs, fixed):
            n += 1
            cases.append({
                "id": "%s/%04d-%s" % (name, n, s["shape"]),
                "project": name, "runner": s.get("runner", "pytest"), "shape": s["shape"],
                "command": s["command"], "cwd": s.get("cwd", "."),
                "mutation": {"file": fault.file, "line": fault.line, "symbol": fault.symbol,
                             "kind": fault.kind, "old_string": fault.old_string,
                             "new_string": fault.new_string},
                "fault": fault_calls, "run": run, "fix": fix_calls, "fixed": fx})
        print("  %s:%d %s: %d shapes" % (fault.file, fault.line, fault.kind, len(sl)), flush=True)
    tree = zoo.ZOO / "cases" / name / "tree"
    if tree.exists():
        shutil.rmtree(tree)
    zoo.keep_tree(name, root, [f for f in files if (root / f).is_file() and (root / f).stat().st_size < 150_000]
                  + [fault.file for fault, _ in kept])
    zoo.write_cases(name, cases)
    return cases
