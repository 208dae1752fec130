"""PHP projects from Debian source packages under PHPUnit (../README.md).

The source package is fetched with `apt-get source PKG=VERSION` (its Debian patches
applied). Packagist is not reached, so `composer install` cannot run: the project's own
autoloading (composer.json's `autoload` and `autoload-dev`) is generated with Debian's
composer (`composer dump-autoload --dev`, offline) into `vendor/autoload.php`, and
`vendor/bin/phpunit` is Debian's phpunit (9.6), as `composer install` would leave them. A
phpunit.xml.dist that names no bootstrap gets a phpunit.xml beside it that does (what
Debian's rules pass as `--bootstrap vendor/autoload.php`).

Truth: PHPUnit's JUnit XML of the very same run: `--log-junit FILE` is added right after
the phpunit executable in the command (it changes nothing PHPUnit prints).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zoo  # noqa: E402

DEBIAN = zoo.CACHE / "debian"
REPORT = zoo.CACHE / "reports" / "phpunit.xml"
TIMEOUT = 300

CONF = {
    "php-doctrine-inflector": dict(
        sources=["lib/Doctrine/Inflector/Inflector.php",
                 "lib/Doctrine/Inflector/Rules/Transformations.php",
                 "lib/Doctrine/Inflector/Rules/Pattern.php",
                 "lib/Doctrine/Inflector/Rules/Substitutions.php",
                 "lib/Doctrine/Inflector/RulesetInflector.php",
                 "lib/Doctrine/Inflector/CachedWordInflector.php"],
        src="lib", tests="tests"),
    "php-parsedown": dict(sources=["Parsedown.php"], src=".", tests="test"),
    "php-webmozart-assert": dict(sources=["src/Assert.php", "src/Mixin.php"], src="src",
                                 tests="tests"),
}


def fetch(project: dict) -> Path:
    pkg, version = project["source"]["package"], project["source"]["version"]
    DEBIAN.mkdir(parents=True, exist_ok=True)
    upstream = version.rsplit("-", 1)[0].split(":")[-1]
    unpacked = DEBIAN / ("%s-%s" % (pkg, upstream))
    if not unpacked.exists():
        subprocess.run(["apt-get", "source", "-q", "%s=%s" % (pkg, version)], cwd=DEBIAN,
                       check=True, stdout=subprocess.DEVNULL)
    root = zoo.CACHE / "src" / project["name"]
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(unpacked, root, ignore=shutil.ignore_patterns(".pc", "vendor"))
    env = dict(os.environ, COMPOSER_ALLOW_SUPERUSER="1", COMPOSER_DISABLE_NETWORK="1")
    subprocess.run(["composer", "dump-autoload", "--dev", "-q"], cwd=root, env=env, check=True)
    (root / "vendor" / "bin").mkdir(parents=True, exist_ok=True)
    (root / "vendor" / "bin" / "phpunit").symlink_to("/usr/bin/phpunit")
    dist = root / "phpunit.xml.dist"
    if dist.exists() and "bootstrap=" not in dist.read_text():
        text = dist.read_text()
        (root / "phpunit.xml").write_text(
            text.replace("<phpunit ", '<phpunit bootstrap="vendor/autoload.php" ', 1))
    return root


def scrub(root: Path, text: str) -> str:
    return text.replace(str(root), "$ROOT").replace(str(Path.home()) + "/", "~/")


PHPUNIT = re.compile(r"((?:\S*/)?phpunit)(?=\s|$)")


def sh(root: Path, command: str, cwd: str = ".") -> tuple[int, str, ET.Element | None]:
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.unlink(missing_ok=True)
    # composer exec takes the options after `--` as the binary's
    real = command.replace("composer exec phpunit", "composer exec -- phpunit")
    real = PHPUNIT.sub(lambda m: "%s --log-junit %s" % (m.group(1), REPORT), real, count=1)
    env = dict(os.environ, COLUMNS="120", NO_COLOR="1", COMPOSER_ALLOW_SUPERUSER="1")
    try:
        p = subprocess.run(["bash", "-c", real], cwd=root / cwd, env=env, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT,
                           errors="replace")
    except subprocess.TimeoutExpired:
        return -1, "", None
    xml = None
    if REPORT.exists():
        try:
            xml = ET.parse(REPORT).getroot()
        except ET.ParseError:
            xml = None
    return p.returncode, scrub(root, p.stdout), xml


def own_message(root: Path, el: ET.Element) -> str:
    """The failure's text without its first line (the test's name) and its trace (the
    `/path/File.php:N` lines PHPUnit ends it with)."""
    lines = (el.text or "").split("\n")
    if lines and re.match(r"^[\w\\]+::\w+", lines[0]):
        lines = lines[1:]
    body = [l.rstrip() for l in lines if l.strip() and not re.match(r"^/\S+\.php:\d+$", l.strip())]
    return scrub(root, "\n".join(body[:6])[:800])


def truth_of(root: Path, xml: ET.Element | None) -> dict:
    if xml is None:
        return {"ran": False, "tests": 0, "failed": [], "report": "none: no test ran, no report written"}
    tests, failed = 0, []
    for case in xml.iter("testcase"):
        if case.find("skipped") is not None:
            continue
        tests += 1
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        if bad is None:
            continue
        entry = {"name": "%s::%s" % (case.get("class") or case.get("classname"), case.get("name"))}
        if case.get("file"):
            entry["file"] = os.path.relpath(case.get("file"), root)
        entry["message"] = own_message(root, bad)
        failed.append(entry)
    return {"ran": tests > 0, "tests": tests, "failed": failed,
            "report": "phpunit --log-junit (same run)"}


def candidates(cm: str, root: Path, files: list[str], seed: str) -> list[zoo.Fault]:
    return zoo.by_kind((f for rel in files for f in zoo.faults_in(cm, root, rel)), seed)


def choose_faults(cm: str, root: Path, project: dict, conf: dict, max_faults: int):
    tries = int(os.environ.get("ZOO_TRIES", 30))

    def probe(fault):
        code, _, xml = sh(root, "phpunit")
        truth = truth_of(root, xml)
        return truth if code != -1 and len(truth["failed"]) <= 20 else None

    def fresh(fault, truth, kept):
        return sum(k.kind == fault.kind for k, _ in kept) < 2

    pool = candidates(cm, root, conf["sources"], project["name"])[:tries]
    return zoo.search_faults(root, pool, probe, max_faults, fresh)[0]


def shapes(conf: dict, truth: dict, i: int) -> list[dict]:
    f = truth["failed"][0]
    cls, test = f["name"].split("::", 1)
    test = test.split(" ")[0]
    tfile = f.get("file") or conf["tests"]
    short = cls.split("\\")[-1]
    wide = [
        dict(shape="whole", command="vendor/bin/phpunit"),
        dict(shape="whole", command="phpunit"),
        dict(shape="tail", command="vendor/bin/phpunit 2>&1 | tail -30"),
        dict(shape="head", command="vendor/bin/phpunit 2>&1 | head -40",
             base="vendor/bin/phpunit", head=40),
        dict(shape="grep", command="vendor/bin/phpunit 2>&1 | grep -E 'FAIL|Failed|Tests:|OK'"),
        dict(shape="timeout", command="timeout 120 vendor/bin/phpunit"),
        dict(shape="task", command="composer exec phpunit"),
        dict(shape="cut", command="vendor/bin/phpunit --testdox", cut="middle"),
    ]
    # Shapes over the whole suite (long outputs) go to every third fault.
    out = [w for k, w in enumerate(wide) if (k + i) % 3 == 0] + [
        dict(shape="file", command="vendor/bin/phpunit %s" % tfile),
        dict(shape="path", command="vendor/bin/phpunit %s" % conf["tests"]),
        dict(shape="name", command="vendor/bin/phpunit --filter %s" % test),
        dict(shape="name", command="phpunit --filter '%s::%s' %s" % (short, test, tfile)),
        dict(shape="verbose", command="vendor/bin/phpunit -v %s" % tfile),
        dict(shape="verbose", command="vendor/bin/phpunit --testdox %s" % tfile),
        dict(shape="tail", command="vendor/bin/phpunit %s 2>&1 | tail -5" % tfile),
        dict(shape="chain", command="cd .. && vendor/bin/phpunit --filter %s" % test, cwd=conf["tests"]),
    ]
    nones = ["php -l %s" % conf["sources"][0], "vendor/bin/phpunit %s/NoSuchTest.php" % conf["tests"],
             "vendor/bin/phpunit --list-tests", "php -l %s" % tfile]
    out.append(dict(shape="none", command=nones[i % len(nones)], none=True))
    return out


def run_shape(root: Path, s: dict, memo: dict | None) -> dict | None:
    key = (s["command"], s.get("cwd", "."))
    if memo is not None and key in memo:
        code, out, truth = memo[key]
    else:
        code, out, xml = sh(root, s.get("base", s["command"]), s.get("cwd", "."))
        if code == -1:
            return None
        if s.get("head"):
            code, out = 0, "".join(out.splitlines(keepends=True)[:s["head"]])
        truth = truth_of(root, xml)
        if memo is not None:
            memo[key] = (code, out, truth)
    if s.get("none"):
        truth = dict(truth, ran=False, tests=0, failed=[])
    sizes = {}
    if s.get("cut") == "middle":
        n = max(300, min(2000, len(out) // 4))
        sizes = {"head": n, "tail": n}
    return zoo.run_record(s["command"], code, out, truth, cut=s.get("cut", "client"), **sizes)


MANIFESTS = ("composer.json", "phpunit.xml.dist", "phpunit.xml", "LICENSE", "LICENSE.txt")


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    name = project["name"]
    conf = CONF[name]
    root = fetch(project)
    _, _, xml = sh(root, "phpunit")
    base = truth_of(root, xml)
    print("%s: %d tests, %d failing before any fault" % (name, base["tests"], len(base["failed"])),
          file=sys.stderr, flush=True)
    kept = choose_faults(cm, root, project, conf, max_faults)
    files = [f for f in MANIFESTS if (root / f).is_file()] + list(conf["sources"])
    src = root / conf["src"]
    files += [str(p.relative_to(root)) for p in (src.rglob("*.php") if conf["src"] != "." else src.glob("*.php"))
              if p.stat().st_size < 120_000]
    cases, n = [], 0
    fixed_memo: dict = {}
    for i, (fault, truth) in enumerate(kept):
        before = (root / fault.file).read_text(encoding="utf-8")
        after = before.replace(fault.old_string, fault.new_string, 1)
        fault_calls = zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string)
        fix_calls = zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string)
        for f in truth["failed"][:5]:
            if f.get("file"):
                files.append(f["file"])
        sl = shapes(conf, truth, i)
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
                "project": name, "runner": "phpunit", "shape": s["shape"],
                "command": s["command"], "cwd": s.get("cwd", "."),
                "mutation": {"file": fault.file, "line": fault.line, "symbol": fault.symbol,
                             "kind": fault.kind, "old_string": fault.old_string,
                             "new_string": fault.new_string},
                "fault": fault_calls, "run": run, "fix": fix_calls, "fixed": fx})
        print("  %s:%d %s: %d shapes" % (fault.file, fault.line, fault.kind, len(sl)),
              file=sys.stderr, flush=True)
    tree = zoo.ZOO / "cases" / name / "tree"
    if tree.exists():
        shutil.rmtree(tree)
    zoo.keep_tree(name, root, [f for f in files if (root / f).is_file()])
    zoo.write_cases(name, cases)
    return cases
