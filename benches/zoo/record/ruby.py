"""Ruby projects from Debian source packages under rspec and minitest (../README.md).

The source package is fetched with `apt-get source PKG=VERSION` (its Debian patches
applied); when the archive serves the upstream tarball of that version but not its Debian
part, the upstream tarball the package's .dsc names is unpacked as it is. The tests run
with Debian's ruby, ruby-rspec, ruby-minitest and rake (and the packages a suite requires,
installed with apt-get), no bundler.

Truth, from the very same run, with the command the agent typed unchanged:
- rspec: rspec's own JSON formatter, added beside the run's formatters by
  `ruby/zoo_rspec_json.rb`, required through SPEC_OPTS (`--require`; requires add up, the
  formatters of the command and of .rspec stay as they are): what `--format json --out
  FILE` next to the formatter the agent typed gives.
- minitest: minitest has no machine-readable report; `ruby/minitest/zoo_report_plugin.rb`
  (found by minitest's own plugin loading on RUBYLIB) adds a reporter to minitest's
  composite reporter and writes minitest's own results (Minitest::Result) as JSON, one file
  per process. `rake` task runners pass both variables on.
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402

HERE = Path(__file__).resolve().parent
DEBIAN = zoo.CACHE / "debian"
REPORTS = zoo.CACHE / "reports" / "ruby"
TIMEOUT = 300

# Per project: the runner, the source files faults go into, the test directory, the
# debian packages the suite needs, the task runner commands that work offline.
CONF = {
    "rb-hashie": dict(runner="rspec", tests="spec", apt=["ruby-rspec-pending-for", "ruby-rspec-its"],
                      sources=["lib/hashie/mash.rb", "lib/hashie/dash.rb", "lib/hashie/utils.rb",
                               "lib/hashie/extensions/deep_merge.rb", "lib/hashie/extensions/coercion.rb",
                               "lib/hashie/extensions/indifferent_access.rb", "lib/hashie/hash.rb",
                               "lib/hashie/extensions/deep_find.rb", "lib/hashie/trash.rb"],
                      tasks=[], none_tasks=["rake spec"]),
    "rb-awesome-print": dict(runner="rspec", tests="spec", apt=["ruby-nokogiri"],
                             sources=["lib/awesome_print/formatters/base_formatter.rb",
                                      "lib/awesome_print/formatters/array_formatter.rb",
                                      "lib/awesome_print/formatters/hash_formatter.rb",
                                      "lib/awesome_print/formatters/object_formatter.rb",
                                      "lib/awesome_print/inspector.rb",
                                      "lib/awesome_print/formatter.rb"],
                             tasks=[]),
    "rb-builder": dict(runner="minitest", tests="test", apt=[],
                       sources=["lib/builder/xmlbase.rb", "lib/builder/xmlmarkup.rb",
                                "lib/builder/xmlevents.rb", "lib/builder/xchar.rb"],
                       tasks=["rake", "rake test_units"]),
}


# ---- fetching and running -------------------------------------------------------------

def fetch(project: dict) -> Path:
    pkg, version = project["source"]["package"], project["source"]["version"]
    DEBIAN.mkdir(parents=True, exist_ok=True)
    upstream = version.rsplit("-", 1)[0].split(":")[-1]
    unpacked = DEBIAN / ("%s-%s" % (pkg, upstream))
    if not unpacked.exists():
        subprocess.run(["apt-get", "source", "-q", "%s=%s" % (pkg, version)], cwd=DEBIAN,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    root = zoo.CACHE / "src" / project["name"]
    if root.exists():
        shutil.rmtree(root)
    if unpacked.exists():
        shutil.copytree(unpacked, root, ignore=shutil.ignore_patterns(".pc"))
    else:
        # the archive served the .dsc and the upstream tarball only: the tarball as it is
        orig = next(iter(sorted(DEBIAN.glob("%s_%s.orig.tar.*" % (pkg, upstream)))))
        root.mkdir(parents=True)
        with tarfile.open(orig) as t:
            t.extractall(root.parent / ".unpack-rb", filter="data")
        top = next((root.parent / ".unpack-rb").iterdir())
        for p in top.iterdir():
            shutil.move(str(p), root / p.name)
        shutil.rmtree(root.parent / ".unpack-rb")
    apt = CONF[project["name"]]["apt"]
    if apt:
        subprocess.run(["apt-get", "install", "-y", "-q", *apt], stdout=subprocess.DEVNULL,
                       env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"), check=True)
    return root


def scrub(root: Path, text: str) -> str:
    return text.replace(str(root), "$ROOT").replace(str(Path.home()) + "/", "~/")


def env_for() -> dict:
    env = dict(os.environ)
    for k in ("RUBYLIB", "RUBYOPT", "SPEC_OPTS", "TESTOPTS", "BUNDLE_GEMFILE"):
        env.pop(k, None)
    env.update(SPEC_OPTS="--require %s" % (HERE / "ruby" / "zoo_rspec_json.rb"),
               RUBYLIB=str(HERE / "ruby"), ZOO_RSPEC_JSON=str(REPORTS / "rspec.json"),
               ZOO_MINITEST_REPORT=str(REPORTS / "minitest"), COLUMNS="120", LANG="C.UTF-8")
    return env


def sh(root: Path, command: str, cwd: str = ".") -> tuple[int, str, dict]:
    """Runs `command` in bash as the agent's Bash tool does (stdout and stderr merged),
    with the runner's report of the same run; returns the exit code, output, raw report."""
    if REPORTS.exists():
        shutil.rmtree(REPORTS)
    (REPORTS / "minitest").mkdir(parents=True)
    try:
        p = subprocess.run(["bash", "-c", command], cwd=root / cwd, env=env_for(), text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT,
                           errors="replace")
        code, out = p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        return -1, "", {}
    raw = {}
    if (REPORTS / "rspec.json").exists():
        try:
            raw["rspec"] = json.loads((REPORTS / "rspec.json").read_text())
        except ValueError:
            pass
    mt = sorted(glob.glob(str(REPORTS / "minitest" / "*.json")))
    if mt:
        raw["minitest"] = [t for f in mt for t in json.loads(Path(f).read_text())["tests"]]
    return code, scrub(root, out), raw


def first_lines(text: str, n: int = 6) -> str:
    lines = [l.rstrip() for l in text.split("\n") if l.strip()]
    return "\n".join(lines[:n])[:800]


def truth_of(root: Path, raw: dict) -> dict:
    if "rspec" in raw:
        r = raw["rspec"]
        tests, failed = 0, []
        for e in r.get("examples", []):
            if e.get("status") == "pending":
                continue
            tests += 1
            if e.get("status") != "failed":
                continue
            exc = e.get("exception") or {}
            msg = exc.get("message") or exc.get("class") or "failed"
            failed.append({"name": e["full_description"],
                           "file": e["file_path"][2:] if e["file_path"].startswith("./") else e["file_path"],
                           "line": e.get("line_number"),
                           "message": scrub(root, first_lines(msg))})
        t = {"ran": tests > 0, "tests": tests, "failed": failed,
             "report": "rspec --format json (same run, beside the run's formatters)"}
        outside = r.get("summary", {}).get("errors_outside_of_examples_count", 0)
        if outside:
            t["errors_outside_of_examples"] = outside
        return t
    if "minitest" in raw:
        tests, failed = 0, []
        for e in raw["minitest"]:
            if e["skipped"]:
                continue
            tests += 1
            if e["passed"] or not e["failures"]:
                continue
            f = e["failures"][0]
            entry = {"name": "%s#%s" % (e["class"], e["name"])}
            if e.get("file"):
                entry["file"] = os.path.relpath(e["file"], root) if e["file"].startswith("/") else e["file"]
            entry["message"] = scrub(root, first_lines(f["message"]))
            failed.append(entry)
        return {"ran": tests > 0, "tests": tests, "failed": failed,
                "report": "minitest results via a reporter plugin (same run)"}
    return {"ran": False, "tests": 0, "failed": [], "report": "none: no test ran, no report written"}


# ---- faults ---------------------------------------------------------------------------

def candidates(cm: str, root: Path, files: list[str], seed: str) -> list[zoo.Fault]:
    order = ("flip-operator", "remove-line", "off-by-one", "wrong-constant")
    return zoo.by_kind((f for rel in files for f in zoo.faults_in(cm, root, rel)), seed, order)


def whole_command(conf: dict) -> str:
    if conf["runner"] == "rspec":
        return "rspec"
    return "ruby -Ilib -Itest -e 'Dir.glob(\"test/test_*.rb\").each { |f| require \"./\" + f }'"


def choose_faults(cm: str, root: Path, project: dict, conf: dict, max_faults: int, broken: set):
    tries = int(os.environ.get("ZOO_TRIES", 30))

    def probe(fault):
        code, _, raw = sh(root, whole_command(conf))
        truth = truth_of(root, raw)
        fails = [f for f in truth["failed"] if f["name"] not in broken]
        if code == -1 or truth.get("errors_outside_of_examples") or len(fails) > 20:
            return None
        return dict(truth, failed=fails)

    def fresh(fault, truth, kept):
        return sum(k.kind == fault.kind for k, _ in kept) < 2

    pool = candidates(cm, root, conf["sources"], project["name"])[:tries]
    return zoo.search_faults(root, pool, probe, max_faults, fresh)[0]


# ---- shapes ---------------------------------------------------------------------------

def rspec_shapes(conf: dict, truth: dict, i: int) -> list[dict]:
    f = truth["failed"][0]
    tfile, line, desc = f["file"], f.get("line"), f["name"]
    tdir = str(Path(tfile).parent)
    words = desc.split()
    short = " ".join(words[-4:]) if len(words) > 4 else desc
    q = "'%s'" % short.replace("'", "'\\''")
    # Shapes over the whole suite (long outputs) go to every third fault.
    wide = [
        dict(shape="whole", command="rspec"),
        dict(shape="path", command="rspec %s" % tdir),
        dict(shape="tail", command="rspec 2>&1 | tail -30"),
        dict(shape="grep", command="rspec 2>&1 | grep -E 'Failure|examples|rspec ./'"),
        dict(shape="whole", command="rspec --fail-fast"),
        dict(shape="cut", command="rspec --format documentation", cut="middle"),
    ]
    out = [w for k, w in enumerate(wide) if (k + i) % 3 == 0] + [
        dict(shape="file", command="rspec %s" % tfile),
        dict(shape="line", command="rspec %s:%s" % (tfile, line)),
        dict(shape="name", command="rspec %s -e %s" % (tfile, q)),
        dict(shape="verbose", command="rspec --format documentation %s" % tfile),
        dict(shape="tail", command="rspec %s 2>&1 | tail -5" % tfile),
        # head: the runner dies of the closed pipe before it writes its report, so the
        # command runs without the pipe and its first lines are what the agent sees
        dict(shape="head", command="rspec %s 2>&1 | head -40" % tfile,
             base="rspec %s" % tfile, head=40),
        dict(shape="chain", command="cd .. && rspec %s" % tfile, cwd="lib"),
        dict(shape="timeout", command="timeout 120 rspec %s" % tfile),
    ]
    nones = ["rspec --dry-run %s" % tfile, "ruby -c %s" % conf["sources"][0],
             "rspec spec/does_not_exist_spec.rb", "ruby -c %s" % tfile]
    out.append(dict(shape="none", command=nones[i % len(nones)], none=True))
    for t in conf.get("none_tasks", []):
        # a task runner that stops before any test (rake spec through Bundler.setup)
        out.append(dict(shape="none", command=t, none=True))
    return out


def minitest_shapes(conf: dict, truth: dict, i: int) -> list[dict]:
    f = truth["failed"][0]
    tfile = f["file"]
    cls, test = f["name"].split("#", 1)
    base = Path(tfile).name
    out = [
        dict(shape="whole", command=whole_command(conf)),
        dict(shape="file", command="ruby -Ilib -Itest %s" % tfile),
        dict(shape="name", command="ruby -Ilib -Itest %s -n %s" % (tfile, test)),
        dict(shape="name", command="ruby -Ilib -Itest %s --name=/%s/" % (tfile, test[5:] or test)),
        dict(shape="verbose", command="ruby -Ilib -Itest %s -v" % tfile),
        dict(shape="tail", command="rake 2>&1 | tail -30"),
        dict(shape="tail", command="ruby -Ilib -Itest %s 2>&1 | tail -5" % tfile),
        dict(shape="head", command="ruby -Ilib -Itest %s 2>&1 | head -40" % tfile,
             base="ruby -Ilib -Itest %s" % tfile, head=40),
        dict(shape="grep", command="rake 2>&1 | grep -E 'Failure|Error|runs,|expected'"),
        dict(shape="chain", command="cd test && ruby -I../lib -I. %s" % base),
        dict(shape="timeout", command="timeout 120 ruby -Ilib -Itest %s" % tfile),
        dict(shape="task", command="rake TEST=%s" % tfile),
        dict(shape="task", command="rake test_units TESTOPTS='-v'"),
        dict(shape="cut", command="rake test_units TESTOPTS='-v'", cut="middle"),
    ]
    for t in conf["tasks"]:
        out.append(dict(shape="task", command=t))
    nones = ["ruby -c %s" % conf["sources"][0], "ruby -Ilib -Itest test/test_nosuch.rb",
             "rake test", "ruby -c %s" % tfile]
    out.append(dict(shape="none", command=nones[i % len(nones)], none=True))
    return out


def run_shape(root: Path, s: dict, memo: dict | None) -> dict | None:
    key = (s["command"], s.get("cwd", "."))
    if memo is not None and key in memo:
        code, out, truth = memo[key]
    else:
        code, out, raw = sh(root, s.get("base", s["command"]), s.get("cwd", "."))
        if code == -1:
            return None
        if s.get("head"):
            code, out = 0, "".join(out.splitlines(keepends=True)[:s["head"]])
        truth = truth_of(root, raw)
        if memo is not None:
            memo[key] = (code, out, truth)
    if s.get("none"):
        truth = dict(truth, ran=False, tests=0, failed=[])
        if "--dry-run" in s["command"]:
            truth["report"] = "rspec --format json (same run): a dry run runs no example"
    sizes = {}
    if s.get("cut") == "middle":
        n = max(300, min(2000, len(out) // 4))
        sizes = {"head": n, "tail": n}
    return zoo.run_record(s["command"], code, out, truth, cut=s.get("cut", "client"), **sizes)


# ---- the project ----------------------------------------------------------------------

MANIFESTS = ("Rakefile", "Gemfile", ".rspec", "LICENSE", "MIT-LICENSE", "LICENSE.txt")


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    name = project["name"]
    conf = CONF[name]
    root = fetch(project)
    _, _, raw = sh(root, whole_command(conf))
    base = truth_of(root, raw)
    print("%s: %d tests, %d failing before any fault" % (name, base["tests"], len(base["failed"])),
          file=sys.stderr, flush=True)
    broken = {f["name"] for f in base["failed"]}
    kept = choose_faults(cm, root, project, conf, max_faults, broken)
    files = [f for f in MANIFESTS if (root / f).is_file()] + list(conf["sources"])
    files += [p.name for p in root.glob("*.gemspec")]
    files += [str(p.relative_to(root)) for p in (root / "lib").rglob("*.rb")
              if p.stat().st_size < 60_000]
    cases, n = [], 0
    fixed_memo: dict = {}
    for i, (fault, truth) in enumerate(kept):
        before = (root / fault.file).read_text(encoding="utf-8")
        after = before.replace(fault.old_string, fault.new_string, 1)
        fault_calls = zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string)
        fix_calls = zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string)
        for f in truth["failed"][:5]:
            files.append(f["file"])
        sl = rspec_shapes(conf, truth, i) if conf["runner"] == "rspec" else minitest_shapes(conf, truth, i)
        zoo.apply(root, fault)
        try:
            runs = [run_shape(root, s, None) for s in sl]
        finally:
            zoo.revert(root, fault, before)
        fixed = [run_shape(root, s, fixed_memo) for s in sl]
        for s, run, fx in zip(sl, runs, fixed):
            if run is None or fx is None:
                continue
            n += 1
            cases.append({
                "id": "%s/%04d-%s" % (name, n, s["shape"]),
                "project": name, "runner": conf["runner"], "shape": s["shape"],
                "command": s["command"], "cwd": s.get("cwd", "."),
                "mutation": {"file": fault.file, "line": fault.line, "symbol": fault.symbol,
                             "kind": fault.kind, "old_string": fault.old_string,
                             "new_string": fault.new_string},
                "fault": fault_calls, "run": run, "fix": fix_calls, "fixed": fx})
        print("  %s:%d %s: %d shapes" % (fault.file, fault.line, fault.kind, len(sl)),
              file=sys.stderr, flush=True)
    # the tests' support files: spec_helper/helper and the support directory
    t = root / conf["tests"]
    files += [str(p.relative_to(root)) for p in t.glob("*.rb")]
    files += [str(p.relative_to(root)) for p in t.glob("support/**/*.rb")]
    tree = zoo.ZOO / "cases" / name / "tree"
    if tree.exists():
        shutil.rmtree(tree)
    zoo.keep_tree(name, root, [f for f in files if (root / f).is_file()])
    zoo.write_cases(name, cases)
    return cases
