"""The zoo recorder of JavaScript and TypeScript projects (../README.md).

Runners: jest, vitest, mocha, bun test and node's test runner. Each command is recorded as
the agent typed it and run with the runner's report added where the same invocation can
give it:

- jest: `--json --outputFile=F` (the default reporter still prints);
- vitest: `--reporter=default --reporter=json --outputFile.json=F`;
- bun: `--reporter=junit --reporter-outfile=F`;
- node --test: the reporter it shows when its output is not a terminal (`tap`, or the one
  the command names) to stdout, plus `--test-reporter=junit` to F;
- mocha: no second reporter can be added to one run, so the same selection is run again
  with `--reporter json` (its `report` says "(second run)").

`record(project, cm, max_faults)` fetches the pinned package with `npm pack`, installs the
runner and what the tests need with `npm install --no-audit --no-fund`, finds faults that
some test catches, runs the shapes, reverts and runs again, and writes the cases.
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import zoo

HERE = Path(__file__).resolve().parent
JS = zoo.CACHE / "js"
TOOLS = JS / "tools"  # yarn, pnpm and bun on PATH, as an agent's machine has them
CODE = (".js", ".ts", ".cjs", ".mjs", ".json")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# ---- the projects ---------------------------------------------------------------------
#
# install: packages installed beside the package's own dependencies (its devDependencies
# are not installed whole: linters, type checkers and bundlers are not needed by the tests).
# sources: the files faults go into. shapes: per runner, what the commands look like.

ZOD_VITEST_CONFIG = """import { defineConfig } from "vitest/config";

// The zod monorepo's test setting for this package: the tests import "zod/v4", which the
// "@zod/source" condition resolves to the sources instead of the build.
export default defineConfig({
  resolve: { conditions: ["@zod/source"] },
  ssr: { resolve: { conditions: ["@zod/source"] } },
  test: { include: ["src/v4/core/tests/*.test.ts"] },
});
"""

PROJECTS: dict[str, dict] = {
    "zod": {
        "install": ["vitest", "esbuild"],
        "write": {"vitest.config.ts": ZOD_VITEST_CONFIG},
        "probe_timeout": 120,
        "sources": ["src/v4/core/util.ts", "src/v4/core/checks.ts", "src/v4/core/errors.ts",
                    "src/v4/core/schemas.ts"],
        "tests": ["src/v4/core/tests"],
        "runners": {"vitest": {"whole": "npx vitest run", "tasks": [],
                               "chain": None,
                               "none": ["npx vitest list", "npx vitest run src/v4/core/tests/nope.test.ts{R}"]}},
        "keep": ["vitest.config.ts", "tsconfig.json"],
        "probe": "whole",
    },
    "gensync": {
        "install": ["jest@23.6.0", "babel-core@6.26.3", "babel-preset-env@1.7.0"],
        "sources": ["index.js"],
        "tests": ["test"],
        "runners": {
            "jest": {"whole": "npx jest", "tasks": ["npm test", "npm run test", "yarn test", "bun run test"],
                     "chain": "cd test && npx jest",
                     "none": ["npx jest --listTests", "npx jest test/nope.test.js{R}"]},
            "bun": {"whole": "bun test", "tasks": [], "chain": "cd test && bun test",
                    "none": ["bun test{R} nope"]},
        },
        "keep": ["test/.babelrc"],
    },
    "find-my-way": {
        "install": ["rfdc", "proxyquire"],
        "sources": ["index.js", "lib/node.js", "lib/handler-storage.js", "lib/url-sanitizer.js",
                    "lib/constrainer.js", "lib/pretty-print.js"],
        "tests": ["test"],
        "runners": {"node --test": {"whole": "node --test", "tasks": [], "chain": "cd test && node --test",
                                    "none": ["node --check index.js"]}},
    },
    "numeral": {
        "install": ["mocha", "chai@3"],
        "sources": ["numeral.js"],
        "tests": ["tests"],
        "runners": {"mocha": {"whole": "npx mocha tests/numeral.js 'tests/formats/*.js' 'tests/locales/*.js'",
                              "tasks": [], "chain": None,
                              "none": ["npx mocha tests/nope.js", "npm test"]}},
    },
    "fast-json-stringify": {
        "install": ["c8", "typebox", "webpack"],
        "link_self": True,  # the standalone-mode tests require "fast-json-stringify/lib/..."
        # The whole suite (700 tests, one bundling with webpack) takes 30 s of CPU, and
        # minutes on a loaded machine: past the default limits, no run had a report.
        "timeout": 400,
        "probe_timeout": 400,
        "sources": ["index.js", "lib/serializer.js", "lib/location.js", "lib/merge-schemas.js",
                    "lib/validator.js"],
        "tests": ["test"],
        "runners": {"node --test": {"whole": "node --test", "tasks": ["npm run test:unit"],
                                    "chain": "cd test && node --test",
                                    "none": ["node --check index.js"]}},
    },
    "javascript-time-ago": {
        "install": ["mocha", "chai"],
        "link_self": True,
        "env": {"TZ": "Europe/Moscow"},  # the tests' dates are written for the author's zone
        "sources": ["commonjs/TimeAgo.js", "commonjs/round.js", "commonjs/locale.js",
                    "commonjs/LocaleDataStore.js", "commonjs/cache.js", "commonjs/isStyleObject.js",
                    "commonjs/steps/getStep.js", "commonjs/steps/round.js", "commonjs/steps/helpers.js"],
        "tests": ["commonjs"],
        "runners": {"mocha": {"whole": "npx mocha --require ./load-all-locales/index.cjs 'commonjs/**/*.test.js'",
                              "file_prefix": "npx mocha --require ./load-all-locales/index.cjs",
                              "tasks": [], "chain": None,
                              "none": ["npx mocha --require ./load-all-locales/index.cjs commonjs/nope.test.js"]}},
    },
    "fraction.js": {
        "install": ["mocha"],
        "sources": ["dist/fraction.js"],
        "tests": ["tests"],
        "runners": {
            "mocha": {"whole": "npx mocha tests/*.js", "tasks": ["npm test", "npm run test", "yarn test", "pnpm test"],
                      "task_second": "npx mocha tests/*.js",
                      "chain": "cd tests && npx mocha fraction.test.js",
                      "none": ["npx mocha tests/nope.js", "npm run build"]},
            "bun": {"whole": "bun test", "tasks": [], "chain": "cd tests && bun test",
                    "none": ["bun test{R} nope"]},
        },
    },
    "fastify-merge-json-schemas": {
        "install": ["c8"],
        "sources": ["index.js", "lib/resolvers.js", "lib/errors.js"],
        "tests": ["test"],
        "runners": {"node --test": {"whole": "node --test", "tasks": ["npm run test:unit"],
                                    "chain": "cd test && node --test",
                                    "none": ["node --check index.js", "npm run test:types"]}},
    },
    "light-my-request": {
        "install": ["c8", "express", "multer", "form-data", "form-auto-content", "formdata-node",
                    "undici", "end-of-stream", "@fastify/ajv-compiler"],
        "sources": ["index.js", "lib/request.js", "lib/response.js", "lib/parse-url.js",
                    "lib/form-data.js", "lib/config-validator.js"],
        "tests": ["test"],
        "runners": {"node --test": {"whole": "node --test", "tasks": ["npm run test:unit"],
                                    "chain": "cd test && node --test",
                                    "none": ["node --check index.js"]}},
    },
}


# ---- fetching and installing ----------------------------------------------------------

TIMEOUT = [90]  # seconds a command may run; shorter while probing faults (a fault may loop)


def sh(cmd: str, cwd: Path, env: dict | None = None, timeout: int | None = None) -> tuple[int, str]:
    timeout = timeout or TIMEOUT[0]
    e = dict(os.environ)
    for k in ("FORCE_COLOR", "NO_COLOR", "CI", "NODE_OPTIONS", "CLAUDECODE"):
        e.pop(k, None)
    e["PATH"] = str(TOOLS / "node_modules" / ".bin") + os.pathsep + e["PATH"]
    e.update(env or {})
    try:
        p = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=e, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", errors="replace")
    except subprocess.TimeoutExpired as t:
        return 124, (t.stdout or b"").decode("utf-8", errors="replace")


def tools() -> None:
    if not (TOOLS / "node_modules" / ".bin" / "bun").exists():
        TOOLS.mkdir(parents=True, exist_ok=True)
        (TOOLS / "package.json").write_text('{"name": "zoo-tools", "private": true}\n')
        sh("npm install --no-audit --no-fund bun yarn pnpm", TOOLS)


def fetch(project: dict) -> Path:
    """The package at its pinned version, unpacked and installed; returns its root."""
    src = project["source"]
    spec = PROJECTS[project["name"]]
    root = JS / ("%s-%s" % (project["name"], src["version"]))
    tgz = JS / "tgz" / ("%s-%s.tgz" % (src["package"].lstrip("@").replace("/", "-"), src["version"]))
    if not tgz.exists():
        (JS / "tgz").mkdir(parents=True, exist_ok=True)
        sh("npm pack %s@%s" % (src["package"], src["version"]), JS / "tgz")
    fresh = not (root / "node_modules").is_dir()
    if fresh:
        shutil.rmtree(root, ignore_errors=True)
        root.mkdir(parents=True)
    # The package's files as published (a run stopped half-way leaves none mutated).
    with tarfile.open(tgz) as t:
        for m in t.getmembers():
            m.name = m.name.split("/", 1)[1] if "/" in m.name else m.name
            t.extract(m, root)
    if not fresh:
        link_self(root, spec)
        return root
    # Its dependencies and what the tests need, without its devDependencies (linters,
    # type checkers): the manifest is put back as the package has it.
    manifest = (root / "package.json").read_text()
    p = json.loads(manifest)
    p.pop("devDependencies", None)
    p.pop("scripts", None)
    (root / "package.json").write_text(json.dumps(p, indent=2))
    sh("npm install --no-audit --no-fund --no-save " + " ".join(spec["install"]), root)
    (root / "package.json").write_text(manifest)
    link_self(root, spec)
    for rel, text in spec.get("write", {}).items():
        (root / rel).write_text(text)
    return root


def link_self(root: Path, spec: dict) -> None:
    """The package under its own name in node_modules, where the tests require it so
    (also for an install made before the project asked for it)."""
    if spec.get("link_self"):
        link = root / "node_modules" / json.loads((root / "package.json").read_text())["name"]
        if not link.exists() and not link.is_symlink():
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to("..")


# ---- reports --------------------------------------------------------------------------

def first_lines(text: str, n: int = 6) -> str:
    lines = [l.rstrip() for l in ANSI.sub("", text or "").strip().splitlines()]
    return "\n".join(lines[:n])


def rel(root: Path, path: str | None, cwd: Path) -> str | None:
    if not path:
        return None
    p = Path(path)
    if not p.is_absolute():
        p = cwd / p
    try:
        return os.path.relpath(p.resolve(), root.resolve()).replace(os.sep, "/")
    except ValueError:
        return path


def parse_jest(root: Path, out: Path, cwd: Path) -> dict | None:
    """jest --json and vitest's json reporter (the same shape)."""
    try:
        d = json.loads(out.read_text())
    except (OSError, ValueError):
        return None  # no report: the runner was stopped before writing it
    failed, tests = [], 0
    for f in d.get("testResults", []):
        results = f.get("assertionResults", [])
        tests += sum(1 for a in results if a.get("status") in ("passed", "failed"))
        for a in results:
            if a.get("status") == "failed":
                failed.append({"name": a.get("fullName") or a.get("title"),
                               "file": rel(root, f.get("name"), cwd),
                               "message": first_lines("\n".join(a.get("failureMessages") or []))})
        if not results and f.get("status") == "failed" and f.get("message"):
            # A file that failed before any of its tests ran (a load error).
            failed.append({"name": rel(root, f.get("name"), cwd), "file": rel(root, f.get("name"), cwd),
                           "message": first_lines(f.get("message"))})
    return {"ran": tests > 0, "tests": tests, "failed": failed}


def parse_junit(root: Path, out: Path, cwd: Path, runner: str) -> dict | None:
    """bun's and node's JUnit: nested testsuites, a testcase per test."""
    try:
        tree = ET.parse(out)
    except (OSError, ET.ParseError):
        return None  # no report: the runner was stopped before writing it
    failed, tests = [], 0

    def walk(el, suites: list[str], file: str | None):
        nonlocal tests
        for child in el:
            if child.tag == "testsuite":
                name = child.get("name") or ""
                f = child.get("file") or file
                # bun's outermost suite is the file itself.
                inner = suites if (runner == "bun" and name == child.get("file")) else suites + [name]
                walk(child, inner, f)
            elif child.tag == "testcase":
                if child.find("skipped") is not None:
                    continue
                tests += 1
                fail = child.find("failure")
                if fail is None:
                    fail = child.find("error")
                if fail is not None:
                    msg = fail.get("message") or fail.text or ""
                    failed.append({"name": " > ".join(suites + [child.get("name") or ""]),
                                   "file": rel(root, child.get("file") or file, cwd),
                                   "message": first_lines(msg)})

    walk(tree.getroot(), [], None)
    return {"ran": tests > 0, "tests": tests, "failed": failed}


def parse_mocha(root: Path, output: str, cwd: Path) -> dict | None:
    m = re.search(r'^\{\s*"stats"', output, re.M)  # lines the tests print may come first
    if not m:
        return None
    start = m.start()
    try:
        d = json.JSONDecoder().raw_decode(output[start:])[0]
    except json.JSONDecodeError:
        return None
    failed = [{"name": f.get("fullTitle"), "file": rel(root, f.get("file"), cwd),
               "message": first_lines((f.get("err") or {}).get("message", ""))}
              for f in d.get("failures", [])]
    tests = d.get("stats", {}).get("tests", 0)
    return {"ran": tests > 0, "tests": tests, "failed": failed}


# ---- running a command with its report ------------------------------------------------

REPORT_NAME = {"jest": "jest --json --outputFile", "vitest": "vitest --reporter=json",
               "bun": "bun test --reporter=junit", "node --test": "node --test --test-reporter=junit",
               "mocha": "mocha --reporter json (second run)"}


def flags(runner: str, typed: str, out: Path) -> str:
    if runner == "jest":
        return "--json --outputFile=%s" % out
    if runner == "vitest":
        visible = "" if "--reporter" in typed else "--reporter=default "
        return visible + "--reporter=json --outputFile.json=%s" % out
    if runner == "bun":
        return "--reporter=junit --reporter-outfile=%s" % out
    if runner == "node --test":
        visible = "" if "--test-reporter=" in typed else "--test-reporter=tap "
        return visible + "--test-reporter-destination=stdout --test-reporter=junit --test-reporter-destination=%s" % out
    return ""


def cwd_of(root: Path, command: str) -> Path:
    m = re.match(r"cd (\S+) && ", command)
    return root / m.group(1) if m else root


def execute(root: Path, runner: str, template: str, env: dict, second: str | None) -> tuple[str, int, str, dict | None]:
    """Runs `template` ({R} marks where the report's flags go); returns the command as
    typed, its exit code, its output and the truth from the report."""
    typed = re.sub(r"( --)? ?\{R\}", "", template)
    out = Path("/tmp") / ("zoo-js-report-%d" % os.getpid())
    out.unlink(missing_ok=True)
    f = flags(runner, typed, out)
    command = template.replace("{R}", " " + f) if f else typed
    code, output = sh(command, root, env)
    output = scrub(output, root, out)
    cwd = cwd_of(root, typed)
    if runner in ("jest", "vitest"):
        truth = parse_jest(root, out, cwd)
    elif runner in ("bun", "node --test"):
        truth = parse_junit(root, out, cwd, runner)
    else:
        _, js = sh((second or typed) + " --reporter json", root, env)
        truth = parse_mocha(root, js, cwd_of(root, second or typed))
    if truth is None and runner != "mocha" and re.search(r"\| *head\b", template):
        # `| head` closed the pipe and the runner stopped before writing its report: the
        # same selection again, without the pipe, gives it.
        again = re.sub(r" *2>&1 *\| *head.*$", "", template)
        out.unlink(missing_ok=True)
        sh(again.replace("{R}", " " + f), root, env)
        truth = parse_jest(root, out, cwd) if runner in ("jest", "vitest") else parse_junit(root, out, cwd, runner)
        if truth is not None:
            truth["report"] = REPORT_NAME[runner] + " (second run)"
    elif truth is not None:
        truth["report"] = REPORT_NAME[runner]
    if truth is not None:
        for f in truth["failed"]:
            f["message"] = scrub(f["message"], root, out)
    return typed, code, output, truth


def scrub(text: str, root: Path, report: Path) -> str:
    """The output as the agent saw it: without the line jest adds for the report file it
    was asked for, and with the project's own directory written $ROOT."""
    lines = [l for l in text.split("\n") if report.name not in l]
    text = "\n".join(lines)
    for r in {str(root.resolve()), str(root)}:
        text = text.replace(r, "$ROOT")
    return text


# ---- shapes ---------------------------------------------------------------------------

def q(s: str) -> str:
    return "'" + s.replace("'", "'\\''") + "'"


def name_pattern(name: str) -> str:
    return re.escape(name).replace("\\ ", " ")


def shapes(runner: str, spec: dict, rspec: dict, test_file: str, test_name: str, i: int) -> list[tuple[str, str, str | None, str]]:
    """(shape, template, second-run command for mocha, cut) for one fault; `i` rotates the
    shapes that need not be taken for every fault."""
    whole = rspec["whole"]
    sel_whole = whole + "{R}"
    if runner == "vitest":
        file_cmd = "npx vitest run %s{R}" % test_file
        name_cmd = "npx vitest run %s -t %s{R}" % (test_file, q(name_pattern(test_name)))
        verbose = "npx vitest run %s --reporter=verbose{R}" % test_file
        grep = "grep -E 'FAIL|×|AssertionError|Error:'"
    elif runner == "jest":
        file_cmd = "npx jest %s{R}" % test_file
        name_cmd = "npx jest %s -t %s{R}" % (test_file, q(name_pattern(test_name)))
        verbose = "npx jest %s --verbose{R}" % test_file
        grep = "grep -E '✕|●|Expected|Received'"
    elif runner == "bun":
        file_cmd = "bun test{R} ./%s" % test_file
        name_cmd = "bun test{R} ./%s -t %s" % (test_file, q(name_pattern(test_name)))
        verbose = None
        grep = "grep -E '\\(fail\\)|error:|Expected|Received'"
    elif runner == "node --test":
        file_cmd = "node --test{R} %s" % test_file
        name_cmd = "node --test{R} --test-name-pattern=%s %s" % (q(name_pattern(test_name)), test_file)
        verbose = "node --test --test-reporter=spec{R} %s" % test_file
        grep = "grep -E 'not ok|✖|Error|expected|actual'"
        sel_whole = "node --test{R}"
    else:  # mocha
        prefix = rspec.get("file_prefix", "npx mocha")
        file_cmd = "%s %s" % (prefix, test_file)
        name_cmd = "%s %s --grep %s" % (prefix, test_file, q(name_pattern(test_name)))
        verbose = "%s %s --full-trace" % (prefix, test_file)
        grep = "grep -E 'passing|failing|Error|expected'"
    mocha = runner == "mocha"
    out: list[tuple[str, str, str | None, str]] = [
        ("whole", sel_whole, None, "client"),
        ("file", file_cmd, None, "client"),
        ("name", name_cmd, None, "client"),
        ("tail", sel_whole + " 2>&1 | tail -30", whole if mocha else None, "client"),
        ("cut", sel_whole, None, "middle-failure"),
        ("cut", sel_whole, None, "middle-before"),
    ]
    extras: list[tuple[str, str, str | None, str]] = []
    if verbose:
        extras.append(("verbose", verbose, None, "client"))
    extras.append(("head", file_cmd + " 2>&1 | head -%d" % (40 if i % 2 else 25), file_cmd if mocha else None, "client"))
    extras.append(("grep", file_cmd + " 2>&1 | " + grep, file_cmd if mocha else None, "client"))
    tasks = rspec["tasks"]
    if tasks:
        task = tasks[i % len(tasks)]
        if mocha:
            t = task
        elif task.startswith(("yarn", "bun")):
            t = task + " {R}"
        else:
            t = task + " -- {R}"
        extras.append(("task", t, rspec.get("task_second"), "client"))
    extras.append(("timeout", "timeout 120 " + file_cmd, file_cmd if mocha else None, "client"))
    if rspec.get("chain"):
        c = rspec["chain"]
        second = c if mocha else None
        if runner == "bun":
            c = c.replace("bun test", "bun test{R}")
        elif runner == "node --test":
            c = c.replace("node --test", "node --test{R}")
        elif not mocha:
            c = c + "{R}"
        extras.append(("chain", c, second, "client"))
    extras.append(("tail", file_cmd + " 2>&1 | tail -%d" % (12 if i % 2 else 8), file_cmd if mocha else None, "client"))
    k = 3 if len(extras) <= 6 else 4
    for j in range(k):
        out.append(extras[(i * k + j) % len(extras)])
    return out


def failure_cut(output: str, truth: dict, mode: str) -> tuple[int, int] | None:
    """head and tail sizes of a cut in the middle: inside the first failure's block
    (`middle-failure`), or just before it, after the lines of the tests that passed
    before it (`middle-before`)."""
    clean = output
    anchors = []
    for f in truth.get("failed", []):
        words = f["name"].split(" ")
        probes = [f["name"].split(" > ")[-1]] + [" ".join(words[k:]) for k in range(len(words) - 1)]
        for line in (f.get("message") or "").split("\n")[:3]:
            probes.append(re.sub(r"^\s*\w*Error: ", "", line))
        for probe in probes:
            probe = probe.strip()
            if len(probe) >= 4:
                k = clean.find(probe)
                if k >= 0:
                    anchors.append(k)
    if not anchors:
        return None
    k = min(anchors)
    line_start = clean.rfind("\n", 0, k) + 1
    if mode == "middle-failure":
        nl = clean.find("\n", k)
        head = (nl if nl > 0 else k) + 1
        # Keep the failure's first line, cut inside its block.
        head = min(head + 80, len(clean) - 200)
    else:
        head = line_start
    tail = min(1500, max(200, (len(clean) - head) // 3))
    if head < 200 or len(clean) <= head + tail + 40:
        return None
    return head, tail


# ---- recording ------------------------------------------------------------------------

def truth_none(truth: dict | None, runner: str) -> dict:
    if truth is None:
        return {"ran": False, "tests": 0, "failed": [], "report": REPORT_NAME[runner] + ": no report"}
    return truth


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    name = project["name"]
    spec = PROJECTS[name]
    tools()
    TIMEOUT[0] = spec.get("timeout", 90)
    root = fetch(project)
    env = spec.get("env", {})
    rng = random.Random(name)
    cases: list[dict] = []
    keep = {"package.json", "LICENSE", *spec.get("keep", [])}
    for n in ("LICENSE", "LICENSE.md", "LICENSE.txt", "license"):
        if (root / n).exists():
            keep.add(n)
    fixed_cache: dict[str, dict] = {}
    for runner, rspec in project_runners(project, spec):
        # The suite once, with its report: it must pass before any fault.
        _, code, output, base = execute(root, runner, probe_of(runner, rspec), env, None)
        if not base or not base["ran"]:
            print("%s/%s: the suite did not run: %s" % (name, runner, output[-2000:]))
            continue
        broken = {f["name"] for f in base["failed"]}
        print("%s/%s: %d tests, %d failing before any fault" % (name, runner, base["tests"], len(broken)))
        kept = find_faults(root, cm, runner, rspec, spec, env, rng, broken, max_faults)
        serial = len([c for c in cases])
        none_left = list(rspec.get("none", []))
        for i, (fault, truth) in enumerate(kept):
            failing = [f for f in truth["failed"] if f["name"] not in broken]
            # The test the narrowed shapes name: one whose own title says something.
            failing.sort(key=lambda f: len(f["name"].split(" > ")[-1].strip()) < 3)
            test_file = failing[0]["file"] or guess_file(root, spec, failing[0]["name"])
            test_name = failing[0]["name"].split(" > ")[-1]
            if runner in ("jest", "vitest"):
                test_name = leaf_title(root, test_file, failing[0]["name"])
            keep.update({fault.file, test_file} if test_file else {fault.file})
            if test_file:
                d = (root / test_file).parent
                keep.update(os.path.relpath(p, root) for p in d.iterdir() if p.is_file() and p.suffix in CODE)
            d = (root / fault.file).parent
            keep.update(os.path.relpath(p, root) for p in d.iterdir() if p.is_file() and p.suffix in CODE)
            plan = shapes(runner, spec, rspec, test_file, test_name, i)
            if none_left and i < len(rspec.get("none", [])) + 1:
                plan.append(("none", none_left.pop(0), None, "client"))
            before = (root / fault.file).read_text()
            for shape, template, second, cut in plan:
                serial += 1
                case = run_case(root, name, runner, shape, template, second, cut, fault, before, env, fixed_cache, serial)
                if case:
                    cases.append(case)
                    zoo.write_cases(name, cases)
                    print("  %s %s %s -> exit %d, %d failed" % (case["id"], shape, case["command"][:80],
                          case["run"]["exit_code"], len(case["run"]["truth"]["failed"])))
    zoo.keep_tree(name, root, sorted(k for k in keep if k))
    zoo.write_cases(name, cases)
    return cases


def probe_of(runner: str, rspec: dict) -> str:
    return "node --test{R}" if runner == "node --test" else rspec["whole"] + "{R}"


def project_runners(project: dict, spec: dict):
    for r in project["runners"]:
        if r in spec["runners"]:
            yield r, spec["runners"][r]


def leaf_title(root: Path, test_file: str | None, full: str) -> str:
    """The test's own title, for -t: the longest suffix of the full name written in the
    test file."""
    if not test_file or not (root / test_file).exists():
        return full
    text = (root / test_file).read_text(errors="replace")
    words = full.split(" ")
    for k in range(len(words)):
        cand = " ".join(words[k:])
        if cand and cand in text:
            return cand
    return full


def guess_file(root: Path, spec: dict, name: str) -> str | None:
    leaf = name.split(" > ")[-1]
    for d in spec["tests"]:
        for p in sorted((root / d).rglob("*")):
            if p.is_file() and p.suffix in (".js", ".ts", ".cjs", ".mjs") and "node_modules" not in p.parts:
                if leaf in p.read_text(errors="replace"):
                    return os.path.relpath(p, root)
    return None


def find_faults(root, cm, runner, rspec, spec, env, rng, broken, max_faults):
    """Faults some test catches, the kinds in turn: [(Fault, truth of the whole suite)]."""
    cands: dict[str, list] = {}
    for f in spec["sources"]:
        for fault in zoo.faults_in(cm, root, f):
            cands.setdefault(fault.kind, []).append(fault)
    for v in cands.values():
        rng.shuffle(v)
    kinds = ["flip-operator", "off-by-one", "wrong-constant", "remove-line"]
    kept, tried, symbols = [], 0, set()
    tries = int(os.environ.get("ZOO_TRIES", 40))
    probe = probe_of(runner, rspec)
    while len(kept) < max_faults and tried < tries and any(cands.get(k) for k in kinds):
        kind = kinds[(len(kept) + tried) % len(kinds)]
        if not cands.get(kind):
            tried += 1
            continue
        fault = cands[kind].pop()
        if (fault.file, fault.symbol) in symbols:
            continue
        tried += 1
        path = root / fault.file
        before = path.read_text()
        path.write_text(before.replace(fault.old_string, fault.new_string, 1))
        TIMEOUT[0] = spec.get("probe_timeout", 40)
        try:
            _, code, output, truth = execute(root, runner, probe, env, rspec["whole"] if runner == "mocha" else None)
        finally:
            path.write_text(before)
            TIMEOUT[0] = spec.get("timeout", 90)
        new = [f for f in (truth or {}).get("failed", []) if f["name"] not in broken]
        print("  try %s %s:%d %s -> %s" % (fault.kind, fault.file, fault.line, fault.symbol,
                                           "%d failed" % len(new) if truth else "no report"))
        if truth and truth["ran"] and new and len(new) <= 60:
            kept.append((fault, truth))
            symbols.add((fault.file, fault.symbol))
    return kept


def run_case(root, project, runner, shape, template, second, cut, fault, before, env, fixed_cache, serial):
    path = root / fault.file
    path.write_text(before.replace(fault.old_string, fault.new_string, 1))
    try:
        typed, code, output, truth = execute(root, runner, template, env, second)
    finally:
        path.write_text(before)
    if shape == "none":
        truth = truth_none(truth, runner)
    if truth is None:
        print("  no report for %s" % typed)
        return None
    if cut.startswith("middle"):
        hc = failure_cut(output, truth, cut)
        if hc is None:
            return None
        run = zoo.run_record(typed, code, output, truth, cut="middle", head=hc[0], tail=hc[1])
    else:
        run = zoo.run_record(typed, code, output, truth)
    if typed not in fixed_cache:
        _, fcode, fout, ftruth = execute(root, runner, template, env, second)
        if shape == "none":
            ftruth = truth_none(ftruth, runner)
        if ftruth is None:
            return None
        fixed_cache[typed] = zoo.run_record(typed, fcode, fout, ftruth)
    fixed = fixed_cache[typed]
    if cut.startswith("middle") and fixed["cut"] is None:
        pass
    after = before.replace(fault.old_string, fault.new_string, 1)
    case = {
        "id": "%s/%04d-%s" % (project, serial, shape),
        "project": project,
        "runner": runner,
        "shape": shape,
        "command": typed,
        "cwd": ".",
        "mutation": {"file": fault.file, "line": fault.line, "symbol": fault.symbol, "kind": fault.kind,
                     "old_string": fault.old_string, "new_string": fault.new_string},
        "fault": zoo.edit_calls(fault.file, before, fault.old_string, fault.new_string),
        "run": run,
        "fix": zoo.edit_calls(fault.file, after, fault.new_string, fault.old_string,
                              at=before.find(fault.old_string)),
        "fixed": fixed,
    }
    return case


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("--cm", default=os.environ.get("CM", "cm"))
    ap.add_argument("--max-faults", type=int, default=4)
    a = ap.parse_args()
    projects = json.loads((zoo.ZOO / "projects" / "javascript.json").read_text())
    p = next(p for p in projects if p["name"] == a.project)
    cs = record(p, a.cm, a.max_faults)
    print("%d cases" % len(cs))
