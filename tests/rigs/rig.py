"""End-to-end rigs: cm wired into a real agent CLI, driven by a scripted model.

For each client (a module next to this file: `copilot.py`, `opencode.py`, `cline.py`,
`qwen.py`, `droid.py`, `gemini.py`) and scenario, in a fresh directory: a git project with `calc.py` (`apply_discount`, `total`)
and its unittest, a cm database (seeded with lessons on `apply_discount`, except in the
control), the hooks wired with `cm install --agent <client>` (through a wrapper that keeps
each payload and cm's answer), and one headless session of the pinned client against
`chat_server.py` (OpenAI chat completions; a client module may name another `SERVER`, as
Gemini CLI's does `gemini_server.py`, which logs its requests in the same shape). The checks read what the model received (the requests the client sent),
what cm answered, and what cm recorded. Each check prints PASS or FAIL; the exit code is
the number of failures (at most 100).

Scenarios:
- `edit-test-fix`: read the tests; edit `apply_discount` to return the discount (held back once where the
  client can deny; re-issued), run the tests (fail), fix it, run them (pass), finish.
- `read`: read `calc.py`, finish: the lessons come with the code.
- `control`: no lessons anywhere; read, edit `total`, run the passing tests, finish: cm
  answers nothing at all (0 bytes) and nothing of cm reaches the model.
"""

import argparse
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import chat_server  # noqa: E402

CALC_PY = '''\
def apply_discount(price, percent):
    """Price after a percentage discount."""
    return price - price * percent / 100


def total(prices):
    return sum(prices)
'''

TEST_CALC_PY = """\
import unittest

from calc import apply_discount, total


class CalcTest(unittest.TestCase):
    def test_apply_discount(self):
        self.assertEqual(apply_discount(100, 10), 90)

    def test_total(self):
        self.assertEqual(total([1, 2]), 3)


if __name__ == "__main__":
    unittest.main()
"""

GOOD = "    return price - price * percent / 100\n"
BROKEN = "    return price * percent / 100\n"
FIXED = "    return price * (100 - percent) / 100\n"
SEED_LESSONS = [
    "percent is 0-100, not a fraction: apply_discount(100, 10) must be 90",
    "returns the price after the discount, never the discount itself",
    "keep float division: integer division broke 33% discounts",
    "round to cents only at the end",
]
LESSON_MARK = "percent is 0-100"
TEST_CMD = "python3 -m unittest -q"
PROMPT = "Simplify apply_discount in calc.py, run the tests, and fix what breaks."
CONTROL_PROMPT = "Tidy up total in calc.py and run the tests."
# Names no function: the lessons are not recalled with the prompt, so the read shows them.
READ_PROMPT = "Have a look at the code here."

SCENARIOS = {
    # The tests are read first: lessons recalled with the prompt count as seen a moment
    # ago only until the next tool call, and the gate is what this scenario checks.
    "edit-test-fix": [
        {"kind": "read", "file": "test_calc.py"},
        {"kind": "edit", "old": GOOD, "new": BROKEN},
        {"kind": "run", "command": TEST_CMD},
        {"kind": "edit", "old": BROKEN, "new": FIXED},
        {"kind": "run", "command": TEST_CMD},
    ],
    "read": [{"kind": "read"}],
    "control": [
        {"kind": "read"},
        {"kind": "edit", "old": "    return sum(prices)\n", "new": "    return sum(prices, 0)\n"},
        {"kind": "run", "command": TEST_CMD},
    ],
}

WRAPPER = """#!{python}
# Runs cm for the rig and keeps the payload, the arguments and cm's answer.
import json, subprocess, sys, os
env = dict(os.environ, CODE_MEMORY_DB={db!r})
payload = sys.stdin.read()
done = subprocess.run([{cm!r}, *sys.argv[1:]], input=payload, capture_output=True, text=True, env=env)
with open({log!r}, "a") as log:
    log.write(json.dumps({{"args": sys.argv[1:], "payload": payload, "answer": done.stdout}}) + "\\n")
sys.stdout.write(done.stdout)
"""


class Script:
    """Picks each reply from the conversation: the tool calls the model made (their ids
    name the step), and what came back. A step whose result is a deny is issued once more,
    as a model does after reading the lessons in it."""

    def __init__(self, client, run, steps):
        self.client = client
        self.run = run
        self.steps = steps

    def reply(self, body):
        if not body.get("tools") or self.client.side_request(body):
            return {"text": "Calc tidy-up"}
        calls, results = {}, {}
        for m in body.get("messages", []):
            for c in m.get("tool_calls") or []:
                calls[c["id"]] = c
            if m.get("role") == "tool":
                results[m.get("tool_call_id")] = chat_server.message_text(m)
        done = sorted((*step_of(cid), cid) for cid in calls if step_of(cid))
        step, attempt = 0, 0
        if done:
            last_step, last_attempt, cid = done[-1]
            result = results.get(cid, "")
            if self.client.denied(result) and last_attempt == 0:
                step, attempt = last_step, 1
            else:
                step = last_step + 1
        if step >= len(self.steps):
            return {"text": "Done: apply_discount is simplified and the tests pass."}
        name, args = self.client.tool_call(self.steps[step], self.run)
        return {"tool": name, "args": args, "id": f"rig_{step}_{attempt}"}


def step_of(call_id):
    """(step, attempt) of a call id the script made; clients may wrap it (Droid sends
    `call_rig_0_0_0` back for `rig_0_0`)."""
    found = re.search(r"rig_(\d+)_(\d+)", call_id or "")
    return (int(found[1]), int(found[2])) if found else None


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        ok = bool(ok)
        self.passed += ok
        self.failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}" + (f"  ({detail})" if detail else ""), flush=True)


class Run:
    """One session of one client in one scenario."""

    def __init__(self, args, client, scenario):
        self.args = args
        self.client = client
        self.scenario = scenario
        stamp = time.strftime("%H%M%S")
        self.root = Path(args.workdir) / f"{client.NAME}-{scenario}-{stamp}-{os.getpid()}"
        shutil.rmtree(self.root, ignore_errors=True)
        self.project = self.root / "project"
        self.home = self.root / "home"
        self.db = self.root / "db" / "cm.db"
        self.log = self.root / "cm-calls.jsonl"
        self.requests = self.root / "requests.jsonl"
        self.cache = Path(args.cache)
        for d in (self.project, self.home, self.db.parent, self.root / "bin"):
            d.mkdir(parents=True, exist_ok=True)
        self.env = {
            k: v for k, v in os.environ.items()
            if not k.startswith(("CODE_MEMORY", "COPILOT", "OPENAI", "CLINE", "OPENCODE", "XDG_", "GEMINI",
                                  "GOOGLE_GEMINI", "QWEN", "FACTORY"))
        }
        # PWD too: some clients take their directory from it, not from the process's cwd.
        self.env.update({"HOME": str(self.home), "CODE_MEMORY_DB": str(self.db), "NO_COLOR": "1",
                         "PWD": str(self.project)})
        # A client that edits only files read in the session (Qwen Code) reads first.
        adapt = getattr(client, "steps", None)
        self.steps = adapt(SCENARIOS[scenario]) if adapt else SCENARIOS[scenario]
        self.base_url = None
        self.exit, self.out, self.seconds = None, "", 0.0

    def cm(self, *argv):
        return subprocess.run([self.args.cm, *argv], cwd=self.project, env=self.env,
                              capture_output=True, text=True)

    def prepare(self):
        (self.project / "calc.py").write_text(CALC_PY)
        (self.project / "test_calc.py").write_text(TEST_CALC_PY)
        # The gate is what is checked: no grace for lessons shown a moment ago.
        (self.project / ".code-memory.toml").write_text("gate_recent_calls = 0\n")
        git = ["git", "-c", "user.name=rig", "-c", "user.email=rig@localhost"]
        subprocess.run(["git", "init", "-q"], cwd=self.project, check=True)
        subprocess.run(git + ["add", "-A"], cwd=self.project, check=True)
        subprocess.run(git + ["commit", "-qm", "start"], cwd=self.project, check=True)
        if self.scenario != "control":
            for lesson in SEED_LESSONS:
                self.cm("fail", "--file", "calc.py", "apply_discount", lesson)
        wrapper = self.root / "bin" / "cm"
        wrapper.write_text(WRAPPER.format(python=sys.executable, db=str(self.db),
                                          cm=str(Path(self.args.cm).resolve()), log=str(self.log)))
        wrapper.chmod(0o755)
        self.install = self.cm("install", "--agent", self.client.NAME, "--binary", str(wrapper))
        if self.install.returncode != 0:
            raise RuntimeError(f"cm install failed: {self.install.stderr}")

    def session(self):
        steps = self.steps
        api = getattr(self.client, "SERVER", chat_server)
        server, self.base_url = api.serve(Script(self.client, self, steps), self.requests)
        prompt = {"control": CONTROL_PROMPT, "read": READ_PROMPT}.get(self.scenario, PROMPT)
        try:
            self.client.setup(self)
            argv, env = self.client.command(self, prompt)
            started = time.time()
            try:
                done = subprocess.run(argv, cwd=self.project, env={**self.env, **env},
                                      capture_output=True, text=True, timeout=self.args.timeout)
                self.exit, self.out = done.returncode, done.stdout + done.stderr
            except subprocess.TimeoutExpired as e:
                self.exit, self.out = "timeout", str(e.stdout or "") + str(e.stderr or "")
            self.seconds = time.time() - started
        finally:
            self.client.cleanup(self)
            server.shutdown()

    def calls(self):
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines() if line.strip()]

    def model_requests(self):
        if not self.requests.exists():
            return []
        return [json.loads(line) for line in self.requests.read_text().splitlines() if line.strip()]

    def lessons(self):
        out = self.cm("query", "apply_discount", "--json", "--all")
        try:
            doc = json.loads(out.stdout)
        except ValueError:
            return []
        return [e for sym in doc.get("symbols", []) for e in sym.get("experiences", [])]


def received(requests, client):
    """Everything the model was sent, as one text (the last main request holds the whole
    conversation)."""
    main = [r for r in requests if r.get("tools") and not client.side_request(r)]
    if not main:
        return ""
    return "\n".join(chat_server.message_text(m) for m in main[-1].get("messages", []))


def tool_result(requests, call_id):
    """What the model read after the call `call_id` (`rig_<step>_<attempt>`): the tool's
    result, and what the client added as messages of their own before the model's next turn
    (Droid gives a hook's context, Cline its hook context, as a user message of its own). None: no result."""
    want = step_of(call_id)
    for r in requests:
        messages = r.get("messages", [])
        for at, m in enumerate(messages):
            if m.get("role") == "tool" and step_of(m.get("tool_call_id")) == want:
                texts = [chat_server.message_text(m)]
                for after in messages[at + 1:]:
                    if after.get("role") in ("assistant", "tool"):
                        break
                    texts.append(chat_server.message_text(after))
                return "\n".join(texts)
    return None


def answer_text(answer):
    """The text of cm's answer, whatever the client's form of it."""
    try:
        doc = json.loads(answer) if answer.strip() else {}
    except ValueError:
        return ""
    for key in ("additionalContext", "context", "contextModification"):
        if isinstance(doc.get(key), str):
            return doc[key]
    # Claude Code's form (Qwen Code, Factory Droid, Gemini CLI).
    specific = doc.get("hookSpecificOutput")
    if isinstance(specific, dict) and isinstance(specific.get("additionalContext"), str):
        return specific["additionalContext"]
    return ""


def check_run(run, checks):
    c = run.client.NAME
    s = run.scenario
    label = f"{c} {s}"
    checks.check(f"{label}: session ended", run.exit == 0, f"exit {run.exit}, {run.seconds:.1f} s")
    requests = run.model_requests()
    calls = run.calls()
    text = received(requests, run.client)
    if s == "control":
        answered = sum(len(r["answer"].strip()) for r in calls)
        checks.check(f"{label}: cm ran and answered 0 bytes", calls and answered == 0,
                     f"{len(calls)} calls, {answered} bytes")
        checks.check(f"{label}: nothing of cm reached the model", "code-memory:" not in text
                     and run.client.CONTEXT_MARK not in text)
        checks.check(f"{label}: the edit landed", "sum(prices, 0)" in (run.project / "calc.py").read_text())
        return
    if s == "read":
        result = tool_result(requests, "rig_0_0") or ""
        checks.check(f"{label}: lessons came with the code read", LESSON_MARK in result,
                     result[-160:].replace("\n", " | "))
        return
    edit = next(i for i, step in enumerate(run.steps) if step["kind"] == "edit")
    first = tool_result(requests, f"rig_{edit}_0") or ""
    if run.client.CAN_DENY:
        checks.check(f"{label}: the first edit was held back with the lessons",
                     run.client.denied(first) and LESSON_MARK in first,
                     first[:120].replace("\n", " | "))
        checks.check(f"{label}: the re-issued edit ran",
                     tool_result(requests, f"rig_{edit}_1") is not None)
    else:
        checks.check(f"{label}: the lessons reached the model with the edit (it cannot deny)",
                     LESSON_MARK in first, first[-160:].replace("\n", " | "))
    if run.client.BRIEF:
        briefs = [answer_text(r["answer"]) for r in calls
                  if r["args"][1] in ("session-start", "user-prompt-submit")]
        briefs = [b for b in briefs if b]
        checks.check(f"{label}: the session brief and the prompt's lessons reached the model",
                     len(briefs) == 2 and all(b[:80] in text for b in briefs),
                     f"{len(briefs)} answered")
    lessons = run.lessons()
    auto = [e for e in lessons if e.get("type") == "fail" and e.get("source") == "auto"]
    detail = json.dumps(auto[0])[:200] if auto else f"{len(lessons)} lessons"
    checks.check(f"{label}: the failing run is recorded on apply_discount with its error",
                 any("90" in json.dumps(e) for e in auto), detail)
    oks = [e for e in lessons if e.get("type") != "fail"]
    checks.check(f"{label}: the fix is recorded when the tests pass", oks, f"{len(oks)} ok")
    checks.check(f"{label}: the file ends fixed", FIXED in (run.project / "calc.py").read_text())


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--cm", required=True)
    p.add_argument("--cache", required=True, help="where the clients are installed")
    p.add_argument("--workdir", required=True)
    p.add_argument("--clients", default="copilot,opencode,cline,qwen,droid,gemini")
    p.add_argument("--scenarios", default=",".join(SCENARIOS))
    p.add_argument("--timeout", type=int, default=180)
    p.add_argument("--keep", action="store_true")
    args = p.parse_args()
    checks = Checks()
    for name in args.clients.split(","):
        client = importlib.import_module(name)
        for scenario in args.scenarios.split(","):
            run = Run(args, client, scenario)
            try:
                run.prepare()
                run.session()
                check_run(run, checks)
            except Exception as e:  # one broken run is a failure, not the end of the rig
                checks.check(f"{name} {scenario}: ran", False, f"{type(e).__name__}: {e}")
            if run.exit != 0 or checks.failed:
                print(f"      output: {run.out[-600:]!r}")
                print(f"      kept in {run.root}")
            elif not args.keep:
                shutil.rmtree(run.root, ignore_errors=True)
    print(f"{checks.passed} passed, {checks.failed} failed")
    sys.exit(min(checks.failed, 100))


if __name__ == "__main__":
    main()
