"""End-to-end check of cm's Codex wiring against the real Codex CLI.

For each tool mode (`plain`: exec_command / apply_patch as top-level tools, the mode of
a model such as gpt-5.5; `code`: Codex's code mode, where the model writes JavaScript for
one `exec` tool that calls exec_command / apply_patch), this makes a temporary git
project with a small Python module and its unittest, seeds cm with lessons on the
function the session will change (enough risk for the gate), wires the hooks with
`cm install-plugin --agent codex --scope project`, trusts the project and each hook the
way Codex's `/hooks` screen records it, and runs `codex exec` against a scripted model
(server.py) that reads the file, patches the function (breaking it), runs the failing
test, patches the fix, runs the passing test and finishes.

Each hook command is run through a wrapper that keeps the payload and cm's answer; a
user-level catch-all hook (which answers nothing) records every tool event Codex fires,
including those cm's matchers do not take. The checks print PASS / FAIL lines; the exit
code is the number of failed checks (capped at 100). `--capture DIR` keeps the payloads
and the model's requests, with machine paths replaced by neutral ones.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import server  # noqa: E402

NEUTRAL_PROJECT = "/home/user/project"
NEUTRAL_CODEX_HOME = "/home/user/.codex"
NEUTRAL_CM = "/usr/local/bin/cm"

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

# A "simplification" that returns the discount instead of the price.
PATCH_BREAK = """\
*** Begin Patch
*** Update File: calc.py
@@
 def apply_discount(price, percent):
     \"\"\"Price after a percentage discount.\"\"\"
-    return price - price * percent / 100
+    return price * percent / 100
*** End Patch
"""

PATCH_FIX = """\
*** Begin Patch
*** Update File: calc.py
@@
 def apply_discount(price, percent):
     \"\"\"Price after a percentage discount.\"\"\"
-    return price * percent / 100
+    return price * (100 - percent) / 100
*** End Patch
"""

SEED_LESSONS = [
    "percent is 0-100, not a fraction: apply_discount(100, 10) must be 90",
    "returns the price after the discount, never the discount itself",
    "keep float division: integer division broke 33% discounts",
    "round to cents only at the end",
]

TEST_CMD = "python3 -m unittest -q"
# Longer than the yield time the scripted model asks for, so the command is still
# running when exec_command returns.
SLOW_TEST_CMD = "echo started && sleep 4 && python3 -m unittest -q"

STOP_PROBE_REASON = "stop-probe: name the root cause before finishing"
POST_PROBE_CONTEXT = "post-probe: lessons for the code just read would go here"

PROMPT = (
    "Simplify apply_discount in calc.py, run the tests, and fix what breaks."
)


def hook_event_label(event):
    """Codex's snake_case label of a hook event (`PostToolUse` -> `post_tool_use`)."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", event).lower()


def trusted_hash(event, matcher, command, timeout):
    """The hash Codex records for a trusted command hook.

    Codex hashes a normalised identity of the hook, not the file's text: the TOML value
    {event_name, matcher (only for events that take one), hooks: [{type: "command",
    command, timeout (default 600), async}]} (absent options left out), turned into JSON
    with keys sorted, compact, UTF-8, then SHA-256, written `sha256:<hex>`.
    """
    label = hook_event_label(event)
    group = {
        "event_name": label,
        "hooks": [
            {
                "type": "command",
                "command": command,
                "timeout": max(1, timeout if timeout is not None else 600),
                "async": False,
            }
        ],
    }
    if matcher is not None and label in (
        "pre_tool_use",
        "permission_request",
        "post_tool_use",
        "session_start",
    ):
        group["matcher"] = matcher
    text = json.dumps(group, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def hook_states(hooks_json_path):
    """`[hooks.state."<key>"] trusted_hash` entries for every hook of one hooks.json."""
    doc = json.loads(Path(hooks_json_path).read_text())
    states = {}
    for event, groups in doc.get("hooks", {}).items():
        for group_index, group in enumerate(groups):
            for handler_index, handler in enumerate(group.get("hooks", [])):
                key = f"{hooks_json_path}:{hook_event_label(event)}:{group_index}:{handler_index}"
                states[key] = trusted_hash(
                    event, group.get("matcher"), handler["command"], handler.get("timeout")
                )
    return states


def toml_str(s):
    return json.dumps(s)


def output_text(body, call_id):
    """The text of the tool output for `call_id` in a request's input, or None."""
    for item in body.get("input", []):
        if item.get("call_id") == call_id and item.get("type", "").endswith("_output"):
            out = item.get("output")
            if isinstance(out, str):
                return out
            if isinstance(out, list):
                return "\n".join(
                    part.get("text", "") for part in out if isinstance(part, dict)
                )
            return json.dumps(out)
    return None


class Script:
    """The scripted session: the steps of a scenario, one response each.

    A patch the gate held back (`Command blocked by PreToolUse hook: ...`) is issued once
    more, as a model does after reading the lessons in the deny; in plain mode a yielded
    slow command is polled with write_stdin until it exits.
    """

    def __init__(self, mode, steps):
        self.mode = mode
        self.steps = steps
        self.pos = 0
        self.last = None  # (call_id, step)
        self.retried = set()
        self.finals = 0
        self.calls = []  # (call_id, step, output seen by the model)

    def items_for(self, step, call_id):
        kind = step["kind"]
        if kind == "final":
            return [
                {
                    "type": "message",
                    "role": "assistant",
                    "id": f"msg_{call_id}",
                    "content": [{"type": "output_text", "text": step["text"]}],
                }
            ]
        if self.mode == "plain":
            if kind == "patch":
                return [
                    {
                        "type": "custom_tool_call",
                        "id": f"ctc_{call_id}",
                        "call_id": call_id,
                        "name": "apply_patch",
                        "input": step["patch"],
                        "status": "completed",
                    }
                ]
            if kind == "poll":
                args = {"session_id": step["session_id"], "chars": "", "yield_time_ms": 10000}
                name = "write_stdin"
            else:
                args = {"cmd": step["cmd"], "yield_time_ms": step.get("yield_ms", 20000)}
                name = "exec_command"
            return [
                {
                    "type": "function_call",
                    "id": f"fc_{call_id}",
                    "call_id": call_id,
                    "name": name,
                    "arguments": json.dumps(args),
                }
            ]
        # code mode: one JavaScript cell per step
        if kind == "patch":
            js = (
                f"const r = await tools.apply_patch({json.dumps(step['patch'])});\n"
                "text(typeof r === 'string' ? r : JSON.stringify(r));\n"
            )
        elif kind == "slow":
            # The nested exec_command yields before the command ends; the cell polls it
            # with write_stdin until it exits.
            js = (
                f"let r = await tools.exec_command({{cmd: {json.dumps(step['cmd'])}, "
                f"yield_time_ms: {step.get('yield_ms', 250)}}});\n"
                "const first = r;\n"
                "while (r.exit_code === undefined && r.session_id !== undefined) {\n"
                "  r = await tools.write_stdin({session_id: r.session_id, chars: '', "
                "yield_time_ms: 10000});\n"
                "}\n"
                "text(JSON.stringify({first, last: r}));\n"
            )
        else:
            js = (
                f"const r = await tools.exec_command({{cmd: {json.dumps(step['cmd'])}, "
                f"yield_time_ms: {step.get('yield_ms', 20000)}}});\n"
                "text(JSON.stringify(r));\n"
            )
        return [
            {
                "type": "custom_tool_call",
                "id": f"ctc_{call_id}",
                "call_id": call_id,
                "name": "exec",
                "input": js,
                "status": "completed",
            }
        ]

    def next_items(self, body, index):
        call_id = f"call_{index}"
        if self.last is not None:
            last_id, last_step = self.last
            seen = output_text(body, last_id)
            self.calls.append((last_id, last_step, seen))
            held_back = seen is not None and "blocked by PreToolUse hook" in seen
            if last_step["kind"] == "patch" and held_back and id(last_step) not in self.retried:
                self.retried.add(id(last_step))
                self.last = (call_id, last_step)
                return self.items_for(last_step, call_id)
            if last_step["kind"] == "slow" and self.mode == "plain" and seen:
                m = re.search(r"session ID (\d+)", seen)
                if m and "exit code" not in seen.lower():
                    step = {"kind": "poll", "session_id": int(m.group(1))}
                    self.last = (call_id, step)
                    return self.items_for(step, call_id)
            if last_step["kind"] == "poll" and seen:
                if "session ID" in seen and "exit code" not in seen.lower():
                    step = {"kind": "poll", "session_id": last_step["session_id"]}
                    self.last = (call_id, step)
                    return self.items_for(step, call_id)
        if self.pos >= len(self.steps):
            self.finals += 1
            self.last = None
            return self.items_for({"kind": "final", "text": "Done."}, call_id)
        step = self.steps[self.pos]
        self.pos += 1
        if step["kind"] == "final":
            self.finals += 1
            self.last = None
        else:
            self.last = (call_id, step)
        return self.items_for(step, call_id)


def steps_for(scenario):
    if scenario in ("edit-test-fix", "install-trust"):
        return [
            {"kind": "read", "cmd": "cat calc.py"},
            {"kind": "patch", "patch": PATCH_BREAK, "label": "break"},
            {"kind": "test", "cmd": TEST_CMD, "label": "fail"},
            {"kind": "patch", "patch": PATCH_FIX, "label": "fix"},
            {"kind": "test", "cmd": TEST_CMD, "label": "pass"},
            {"kind": "final", "text": "apply_discount is simplified and the tests pass."},
        ]
    if scenario == "long-running":
        return [
            {"kind": "patch", "patch": PATCH_BREAK, "label": "break"},
            {"kind": "slow", "cmd": SLOW_TEST_CMD, "yield_ms": 2000, "label": "fail"},
            {"kind": "final", "text": "The slow test run finished."},
        ]
    if scenario == "long-unpolled":
        # The slow run is left running; the next command outlasts it.
        return [
            {"kind": "read", "cmd": SLOW_TEST_CMD, "yield_ms": 2000, "label": "fail"},
            {"kind": "read", "cmd": "sleep 6 && echo later", "label": "later"},
            {"kind": "final", "text": "Left the slow test run alone."},
        ]
    if scenario in ("untrusted-project", "untrusted-hooks"):
        # Negative controls: the trust entries left out (see Session.write_config).
        return [{"kind": "final", "text": "Nothing to change."}]
    if scenario == "post-context":
        # A shell read whose PostToolUse a user-level hook answers with additionalContext.
        return [
            {"kind": "read", "cmd": "cat calc.py"},
            {"kind": "final", "text": "Read it."},
        ]
    if scenario == "stop-block":
        # No edits: only a user-level Stop hook that blocks once (see Session.prepare),
        # to show how Codex hands a Stop block's reason to the model.
        return [{"kind": "final", "text": "Nothing to change."}]
    raise ValueError(scenario)


WRAPPER = """#!/bin/sh
# Keeps the payload and the answer of one hook run, then answers as {real} does.
# (It stands for code-memory: lessons per symbol, so cm doctor takes it for a cm.)
dir={capture}
n=$(date +%s%N)
cat > "$dir/$n.{tag}.in.json"
{real} "$@" < "$dir/$n.{tag}.in.json" > "$dir/$n.{tag}.out.json" 2> "$dir/$n.{tag}.err"
rc=$?
printf '%s\\n' "$*" > "$dir/$n.{tag}.args"
cat "$dir/$n.{tag}.out.json"
exit $rc
"""


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


class Session:
    """One `codex exec` run of a scenario in a fresh project and CODEX_HOME."""

    def __init__(self, args, mode, scenario, root):
        self.args = args
        self.mode = mode
        self.scenario = scenario
        self.root = root / f"{mode}-{scenario}"
        self.project = self.root / "project"
        self.codex_home = self.root / "codex-home"
        self.capture = self.root / "capture"
        self.db = self.root / "data" / "cm.db"
        self.env = dict(os.environ)
        self.env.update(
            {
                "CODEX_HOME": str(self.codex_home),
                "CODE_MEMORY_DB": str(self.db),
                "XDG_CONFIG_HOME": str(self.root / "config"),
                "XDG_DATA_HOME": str(self.root / "data"),
                "NO_COLOR": "1",
            }
        )
        self.env.pop("CODE_MEMORY_PROJECT", None)

    def cm(self, *argv, cwd=None):
        return run([self.args.cm, *argv], cwd=cwd or self.project, env=self.env)

    def prepare(self):
        for d in (self.project, self.codex_home, self.capture, self.db.parent):
            d.mkdir(parents=True, exist_ok=True)
        (self.project / "calc.py").write_text(CALC_PY)
        (self.project / "test_calc.py").write_text(TEST_CALC_PY)
        # The prompt names apply_discount, so its lessons reach the model before the edit and
        # the gate would rightly stay quiet; with no grace period it holds the first patch
        # back, which is what this rig checks.
        (self.project / ".code-memory.toml").write_text("gate_recent_calls = 0\n")
        run(["git", "init", "-q"], cwd=self.project)
        run(["git", "add", "-A"], cwd=self.project)
        run(
            ["git", "-c", "user.name=rig", "-c", "user.email=rig@example.invalid",
             "commit", "-qm", "calc"],
            cwd=self.project,
        )
        for lesson in SEED_LESSONS:
            self.cm("fail", "--file", "calc.py", "apply_discount", lesson)
        trust = ["--trust"] if self.scenario == "install-trust" else []
        out = self.cm("install-plugin", "--agent", "codex", "--scope", "project", *trust)
        self.install_output = out.stdout + out.stderr
        hooks_json = self.project / ".codex" / "hooks.json"
        self.installed_hooks = hooks_json.read_text()
        config = self.codex_home / "config.toml"
        self.cm_config = config.read_text() if config.exists() else ""
        if self.scenario == "install-trust":
            # The hooks as cm install --trust leaves them: no wrapper, cm's own trust.
            self.hook_states = hook_states(str(hooks_json))
            self.write_user_hooks()
            self.hook_states.update(hook_states(str(self.codex_home / "hooks.json")))
            return
        # The same wiring with the binary swapped for a wrapper that keeps payloads.
        wrapper = self.root / "bin" / "cm"
        wrapper.parent.mkdir(parents=True, exist_ok=True)
        wrapper.write_text(
            WRAPPER.format(real=self.args.cm, capture=self.capture, tag="cm")
        )
        wrapper.chmod(0o755)
        doc = json.loads(self.installed_hooks)
        for groups in doc["hooks"].values():
            for group in groups:
                for handler in group["hooks"]:
                    cmd = handler["command"]
                    if not cmd.startswith(self.args.cm + " "):
                        raise SystemExit(f"unexpected hook command: {cmd}")
                    handler["command"] = str(wrapper) + cmd[len(self.args.cm):]
        hooks_json.write_text(json.dumps(doc, indent=2) + "\n")
        self.write_user_hooks()
        self.hook_states = hook_states(str(hooks_json))
        self.hook_states.update(hook_states(str(self.codex_home / "hooks.json")))

    def write_user_hooks(self):
        """`$CODEX_HOME/hooks.json`: the catch-all probes and the scenario's own hooks."""
        # A user-level hook on every tool event that only records what Codex sends.
        probe = self.root / "bin" / "probe"
        probe.parent.mkdir(parents=True, exist_ok=True)
        probe.write_text(
            "#!/bin/sh\n# Records a hook payload; answers nothing.\n"
            f'cat > "{self.capture}/$(date +%s%N).probe-$1.in.json"\n'
        )
        probe.chmod(0o755)
        user_hooks = {
            "hooks": {
                "PreToolUse": [
                    # no timeout: its hash takes Codex's default (600)
                    {"matcher": "*", "hooks": [{"type": "command", "command": f"{probe} pre"}]}
                ],
                "PostToolUse": [
                    {"matcher": "*", "hooks": [{"type": "command", "command": f"{probe} post", "timeout": 5}]}
                ],
            }
        }
        if self.scenario == "post-context":
            contexter = self.root / "bin" / "contexter"
            answer = {"hookSpecificOutput": {"hookEventName": "PostToolUse",
                                             "additionalContext": POST_PROBE_CONTEXT}}
            contexter.write_text(
                "#!/bin/sh\n# Answers every PostToolUse with a fixed additionalContext.\n"
                f'cat > "{self.capture}/$(date +%s%N).probe-context.in.json"\n'
                f"echo '{json.dumps(answer)}'\n"
            )
            contexter.chmod(0o755)
            user_hooks["hooks"]["PostToolUse"].append(
                {"matcher": "Bash", "hooks": [{"type": "command", "command": str(contexter)}]}
            )
        if self.scenario == "stop-block":
            stopper = self.root / "bin" / "stopper"
            stopper.write_text(
                "#!/bin/sh\n# Blocks the first stop of a turn with a fixed reason.\n"
                f'p=$(cat); printf "%s" "$p" > "{self.capture}/$(date +%s%N).probe-stop.in.json"\n'
                'case "$p" in *\'"stop_hook_active":true\'*) exit 0;; esac\n'
                f"echo '{json.dumps({'decision': 'block', 'reason': STOP_PROBE_REASON})}'\n"
            )
            stopper.chmod(0o755)
            user_hooks["hooks"]["Stop"] = [
                # a matcher on Stop: Codex ignores it, and so does its hash
                {"matcher": "ignored", "hooks": [{"type": "command", "command": str(stopper),
                                                  "timeout": 5}]}
            ]
        (self.codex_home / "hooks.json").write_text(json.dumps(user_hooks, indent=2) + "\n")

    def write_config(self, base_url):
        lines = []
        if self.mode == "plain":
            lines.append('model = "gpt-5.5"')
        lines += [
            'model_provider = "scripted"',
            "",
            "[model_providers.scripted]",
            'name = "scripted"',
            f"base_url = {toml_str(base_url)}",
            'wire_api = "responses"',
            "",
        ]
        if self.scenario != "untrusted-project":
            lines += [f"[projects.{toml_str(str(self.project))}]", 'trust_level = "trusted"']
        for key, value in self.hook_states.items():
            project_hook = str(self.codex_home) not in key
            if project_hook and self.scenario in ("untrusted-hooks", "install-trust"):
                continue
            lines += ["", f"[hooks.state.{toml_str(key)}]", f"trusted_hash = {toml_str(value)}"]
        if self.scenario == "install-trust":
            # What cm install --trust recorded for the project's hooks.
            lines += ["", self.cm_config]
        (self.codex_home / "config.toml").write_text("\n".join(lines) + "\n")

    def doctor(self):
        """`cm doctor`'s lines about Codex, as `{check name: line}`."""
        proc = subprocess.run(
            [self.args.cm, "doctor"], cwd=self.project, env=self.env,
            capture_output=True, text=True,
        )
        lines = {}
        for line in proc.stdout.splitlines():
            m = re.match(r"^(ok  |warn|FAIL)  (codex [a-z ]+?trust)\s", line)
            if m:
                lines[m.group(2)] = line
        return lines

    def hooks_list(self):
        """Codex's own view of the hooks (app-server `hooks/list`), or an error text."""
        msgs = [
            {"id": 1, "method": "initialize",
             "params": {"clientInfo": {"name": "cm-codex-rig", "version": "1"}}},
            {"method": "initialized"},
            {"id": 2, "method": "hooks/list", "params": {"cwds": [str(self.project)]}},
        ]
        proc = subprocess.Popen(
            [self.args.codex, "app-server"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, env=self.env, cwd=self.project,
        )
        try:
            for m in msgs:
                proc.stdin.write(json.dumps(m) + "\n")
                proc.stdin.flush()
            deadline = time.time() + 30
            while time.time() < deadline:
                line = proc.stdout.readline()
                if not line:
                    break
                try:
                    msg = json.loads(line)
                except ValueError:
                    continue
                if msg.get("id") == 2:
                    return msg
            return {"error": "no answer to hooks/list"}
        finally:
            proc.kill()
            proc.wait()

    def run_codex(self):
        self.script = Script(self.mode, steps_for(self.scenario))
        self.requests_log = self.root / "requests.jsonl"
        model = server.ScriptedModel(self.script, self.requests_log)
        srv, base_url = server.serve(model)
        self.model = model
        try:
            self.write_config(base_url)
            self.hooks = self.hooks_list()
            cmd = [
                self.args.codex, "exec", "--json", "-s", "danger-full-access",
                "-C", str(self.project), PROMPT,
            ]
            started = time.time()
            proc = subprocess.run(
                cmd, env=self.env, cwd=self.project, capture_output=True, text=True,
                timeout=self.args.timeout, stdin=subprocess.DEVNULL,
            )
            self.elapsed = time.time() - started
            self.codex_rc = proc.returncode
            (self.root / "codex.stdout.jsonl").write_text(proc.stdout)
            (self.root / "codex.stderr.txt").write_text(proc.stderr)
            self.stderr = proc.stderr
        finally:
            srv.shutdown()

    def captured(self):
        """Hook runs in order: dicts with tag, args, payload, answer."""
        runs = []
        for f in sorted(self.capture.glob("*.in.json")):
            stamp, rest = f.name.split(".", 1)
            tag = rest[: -len(".in.json")]
            try:
                payload = json.loads(f.read_text())
            except ValueError:
                payload = {"unparsed": f.read_text()}
            out = f.with_name(f"{stamp}.{tag}.out.json")
            args = f.with_name(f"{stamp}.{tag}.args")
            answer_text = out.read_text() if out.exists() else ""
            try:
                answer = json.loads(answer_text) if answer_text.strip() else None
            except ValueError:
                answer = {"unparsed": answer_text}
            runs.append(
                {
                    "stamp": stamp,
                    "tag": tag,
                    "args": args.read_text().strip() if args.exists() else "",
                    "payload": payload,
                    "answer": answer,
                }
            )
        return runs

    def lessons(self):
        out = self.cm("--db", str(self.db), "query", "apply_discount", "--json", "--all")
        doc = json.loads(out.stdout)
        exps = []
        for sym in doc.get("symbols", []):
            exps += sym.get("experiences", [])
        return exps

    def neutral(self, value):
        """`value` (any JSON) with this run's machine paths replaced by neutral ones."""
        text = json.dumps(value)
        for real, fake in (
            (str(self.project), NEUTRAL_PROJECT),
            (str(self.codex_home), NEUTRAL_CODEX_HOME),
            (str(self.root / "bin" / "cm"), NEUTRAL_CM),
            (self.args.cm, NEUTRAL_CM),
            (str(self.root), "/home/user/rig"),
        ):
            text = text.replace(json.dumps(real)[1:-1], fake)
        return json.loads(text)


def is_test_cmd(payload):
    cmd = json.dumps(payload.get("tool_input", ""))
    return "unittest" in cmd


def classify(session, runs):
    """Names the captured cm hook runs for fixtures: {fixture name: run}."""
    named = {}
    cm_runs = [r for r in runs if r["tag"] == "cm"]
    tests = []
    patches_pre = []
    patches_post = []
    for r in cm_runs:
        p = r["payload"]
        ev = p.get("hook_event_name")
        tool = p.get("tool_name")
        if ev == "SessionStart":
            named.setdefault("session_start", r)
        elif ev == "UserPromptSubmit":
            named.setdefault("user_prompt_submit", r)
        elif ev == "Stop":
            named.setdefault("stop", r)
            if p.get("stop_hook_active"):
                named.setdefault("stop_hook_active", r)
        elif ev == "PreToolUse" and tool == "apply_patch":
            patches_pre.append(r)
        elif ev == "PostToolUse" and tool == "apply_patch":
            patches_post.append(r)
        elif ev == "PostToolUse" and is_test_cmd(p):
            tests.append(r)
        elif ev == "PostToolUse":
            named.setdefault("post_tool_use_shell_read", r)
    for i, r in enumerate(patches_pre):
        denied = "deny" in json.dumps(r["answer"] or {})
        named.setdefault(
            "pre_tool_use_apply_patch_denied" if denied else "pre_tool_use_apply_patch", r
        )
    if patches_post:
        named["post_tool_use_apply_patch"] = patches_post[0]
    if session.scenario == "edit-test-fix":
        if len(tests) >= 1:
            named["post_tool_use_shell_test_fail"] = tests[0]
        if len(tests) >= 2:
            named["post_tool_use_shell_test_pass"] = tests[-1]
    else:
        for i, r in enumerate(tests):
            named[f"post_tool_use_shell_slow_{i}"] = r
    return named


def model_saw(session):
    """What the model received: new input items per request, with hook texts picked out."""
    out = []
    prev = 0
    for body in session.model.requests:
        items = body.get("input", [])
        new = items[prev:]
        prev = len(items)
        out.append([session.neutral(i) for i in new if not is_preamble(i)])
    return out


def is_preamble(item):
    """Codex's own instructions, tool list and environment: not what this rig is about."""
    if item.get("type") == "additional_tools":
        return True
    if item.get("type") != "message" or item.get("role") not in ("developer", "user"):
        return False
    text = texts_of([item]).lstrip()
    if text.startswith("<hook_prompt"):
        return False
    return text.startswith("<") or text.startswith("You are ")


def texts_of(items):
    parts = []
    for item in items:
        for c in item.get("content", []) or []:
            if isinstance(c, dict) and "text" in c:
                parts.append(c["text"])
        if "output" in item:
            parts.append(json.dumps(item["output"]))
    return "\n".join(parts)


class Checks:
    def __init__(self):
        self.results = []

    def check(self, name, ok, detail=""):
        self.results.append((name, bool(ok), detail))
        print(f"  {'PASS' if ok else 'FAIL'}  {name}" + (f"  ({detail})" if detail else ""))

    @property
    def failed(self):
        return [r for r in self.results if not r[1]]


def check_session(s, checks):
    runs = s.captured()
    cm_runs = [r for r in runs if r["tag"] == "cm"]
    probes = [r for r in runs if r["tag"].startswith("probe")]
    seen = model_saw(s)
    all_text = "\n".join(texts_of(items) for items in seen)
    print(f"[{s.mode}/{s.scenario}] codex exit {s.codex_rc}, {s.elapsed:.1f}s, "
          f"{len(s.model.requests)} model requests, {len(cm_runs)} cm hook runs, "
          f"{len(probes)} probe runs")
    hl = s.hooks.get("result", {}).get("data", []) if isinstance(s.hooks, dict) else []
    entries = [h for d in hl for h in d.get("hooks", [])]
    project_entries = [h for h in entries if str(s.project) in str(h.get("sourcePath", ""))]
    mismatched = [
        h["key"] for h in entries
        if s.hook_states.get(h.get("key")) != h.get("currentHash")
    ]
    if not s.scenario.startswith("untrusted-"):
        checks.check(
            "codex hooks/list: every cm hook trusted, hash recipe matches currentHash",
            project_entries and not mismatched
            and all(h.get("trustStatus") == "trusted" for h in project_entries),
            f"{len(entries)} hooks, {len(project_entries)} of the project; mismatched {mismatched}"
            if entries
            else f"hooks/list answer: {json.dumps(s.hooks)[:200]}",
        )
    checks.check("codex exec exited 0", s.codex_rc == 0, f"rc={s.codex_rc}")
    doctor = s.doctor()
    project_line = doctor.get("codex project trust", "")
    hooks_line = doctor.get("codex project hook trust", "")
    if s.scenario == "untrusted-project":
        checks.check(
            "cm doctor: FAIL for the untrusted project, with `codex exec --trust` as its fix",
            project_line.startswith("FAIL") and "codex exec --trust" in project_line,
            project_line or f"no such line: {doctor}",
        )
    elif s.scenario == "untrusted-hooks":
        checks.check(
            "cm doctor: FAIL for the untrusted hooks, naming each, with /hooks and "
            "cm install --trust as the fix",
            hooks_line.startswith("FAIL") and "untrusted: pre_tool_use" in hooks_line
            and "/hooks" in hooks_line and "--trust" in hooks_line,
            hooks_line or f"no such line: {doctor}",
        )
        checks.check(
            "cm install without --trust said how to trust the hooks",
            "open /hooks in Codex" in s.install_output and "--trust" in s.install_output,
            s.install_output.strip().splitlines()[-1] if s.install_output.strip() else "",
        )
    else:
        checks.check(
            "cm doctor: project and hooks trusted (cm's hash is Codex's)",
            project_line.startswith("ok") and hooks_line.startswith("ok"),
            f"{project_line.strip()} | {hooks_line.strip()}",
        )
    if s.scenario == "install-trust":
        checks.check(
            "cm install --trust said what it recorded",
            "that you trust cm's 5 hooks" in s.install_output,
            s.install_output.strip().replace("\n", " | ")[:200],
        )
        lessons = s.lessons()
        auto_fail = [e for e in lessons if e.get("type") == "fail" and e.get("source") == "auto"]
        oks = [e for e in lessons if e.get("type") != "fail"]
        checks.check("hooks as cm install --trust left them: failing run recorded", auto_fail,
                     f"{len(auto_fail)} auto fail lessons")
        checks.check("hooks as cm install --trust left them: fix recorded", oks, f"{len(oks)} ok")
        checks.check(
            "hooks as cm install --trust left them: the Stop reminder reached the model",
            s.script.finals > 1 and "tests failed and were then fixed" in all_text,
            f"{s.script.finals} final answers",
        )
        return {}, seen
    if s.scenario.startswith("untrusted-"):
        states = sorted({h.get("trustStatus") for h in project_entries})
        warned = [l for l in (s.stderr or "").splitlines() if "trust" in l.lower()]
        checks.check(
            f"{s.scenario}: Codex runs no cm hook",
            not cm_runs,
            f"{len(cm_runs)} cm hook runs; hooks/list project entries: "
            f"{len(project_entries)} {states}",
        )
        print(f"  codex's word on it (stderr): {warned[0][:100] if warned else 'nothing'}")
        return {}, seen
    events = {r["payload"].get("hook_event_name") for r in cm_runs}
    expected = ["SessionStart", "UserPromptSubmit", "Stop"]
    if s.scenario == "post-context":
        expected.insert(2, "PostToolUse")
    if s.scenario in ("edit-test-fix", "long-running"):
        expected[2:2] = ["PreToolUse", "PostToolUse"]
    elif s.scenario == "long-unpolled":
        expected.insert(2, "PostToolUse")
    for ev in expected:
        checks.check(f"cm hook ran: {ev}", ev in events)
    contexts = [
        (r["answer"] or {}).get("hookSpecificOutput", {}).get("additionalContext", "")
        for r in cm_runs
        if r["payload"].get("hook_event_name") in ("SessionStart", "UserPromptSubmit")
    ]
    checks.check(
        "lessons reached the model (SessionStart/UserPromptSubmit additionalContext)",
        contexts and all(c and c[:60] in all_text for c in contexts),
        f"{len(contexts)} contexts",
    )
    named = classify(s, runs)
    if s.scenario == "edit-test-fix":
        denied = named.get("pre_tool_use_apply_patch_denied")
        checks.check("gate denied the first apply_patch of apply_discount", denied is not None)
        checks.check(
            "the deny text reached the model",
            any("percent is 0-100" in (c[2] or "") for c in s.script.calls
                if c[1]["kind"] == "patch"),
        )
        checks.check("PostToolUse(apply_patch) reached cm", "post_tool_use_apply_patch" in named)
        checks.check(
            "PostToolUse(shell) reached cm for the failing and the passing test run",
            "post_tool_use_shell_test_fail" in named and "post_tool_use_shell_test_pass" in named,
        )
        lessons = s.lessons()
        auto_fail = [e for e in lessons if e.get("type") == "fail" and e.get("source") == "auto"]
        oks = [e for e in lessons if e.get("type") != "fail"]
        checks.check("failing run recorded (auto fail lesson on apply_discount)", auto_fail,
                     f"{len(auto_fail)} auto fail lessons")
        checks.check("fix recorded (ok on apply_discount)", oks, f"{len(oks)} ok")
        stop = named.get("stop")
        stop_answer = json.dumps(stop["answer"]) if stop else ""
        checks.check("Stop reminder answered (decision: block)", '"block"' in stop_answer,
                     stop_answer[:120])
        reason = (stop["answer"] or {}).get("reason", "") if stop else ""
        checks.check(
            "Stop reminder reached the model (one more request after the final answer)",
            reason and s.script.finals > 1 and reason[:40] in all_text,
            f"{s.script.finals} final answers",
        )
    elif s.scenario == "post-context":
        checks.check(
            "a PostToolUse additionalContext (shell) reaches the model",
            POST_PROBE_CONTEXT in all_text,
        )
    elif s.scenario == "stop-block":
        checks.check(
            "a Stop block's reason reaches the model as one more request",
            s.script.finals > 1 and STOP_PROBE_REASON in all_text,
            f"{s.script.finals} final answers",
        )
        stops = [r["payload"] for r in probes if r["tag"] == "probe-stop"]
        print(f"  stop_hook_active per Stop run: {[p.get('stop_hook_active') for p in stops]}")
    else:
        slow = [r["payload"] for r in probes
                if SLOW_TEST_CMD in json.dumps(r["payload"].get("tool_input", ""))]
        pre = [p for p in slow if p.get("hook_event_name") == "PreToolUse"]
        post = [p for p in slow if p.get("hook_event_name") == "PostToolUse"]
        if s.scenario == "long-running":
            checks.check(
                "yielded exec_command: one PostToolUse, at the poll that ends it, with the "
                "exec_command's tool_use_id and the run's output",
                len(pre) == 1 and len(post) == 1
                and post[0].get("tool_use_id") == pre[0].get("tool_use_id")
                and "FAILED (failures=1)" in str(post[0].get("tool_response")),
                f"{len(pre)} PreToolUse, {len(post)} PostToolUse",
            )
            auto_fail = [e for e in s.lessons()
                         if e.get("type") == "fail" and e.get("source") == "auto"]
            checks.check(
                "the failing run seen at its last poll is recorded (auto fail lesson)",
                auto_fail, f"{len(auto_fail)} auto fail lessons",
            )
            first = first_chunk(s)
            if "started" in first and post:
                checks.check(
                    "the PostToolUse of a polled run holds only the last poll's output "
                    "(not 'started', which the first chunk carried)",
                    "started" not in str(post[0].get("tool_response")),
                )
            else:
                print("  (the first chunk did not carry 'started': output split not checked)")
        else:
            checks.check(
                "yielded exec_command never polled: no PostToolUse for it",
                len(pre) == 1 and not post,
                f"{len(pre)} PreToolUse, {len(post)} PostToolUse",
            )
        tools = [(r["payload"].get("hook_event_name"), r["payload"].get("tool_name"))
                 for r in probes]
        print(f"  tool events seen by the catch-all hook: {tools}")
    return named, seen


def first_chunk(s):
    """The output the model got when the slow command first yielded."""
    calls = [c for c in s.script.calls if c[1]["kind"] in ("slow", "read")
             and c[1].get("cmd") == SLOW_TEST_CMD]
    text = calls[0][2] if calls and calls[0][2] else ""
    if s.mode == "code":
        m = re.search(r'\{"first":.*\}', text, re.S)
        try:
            return json.loads(m.group(0))["first"].get("output", "") if m else ""
        except ValueError:
            return ""
    return text.split("Output:\n", 1)[-1] if "Process running" in text else ""


def save_fixtures(s, named, seen, dest):
    d = dest / s.mode
    if s.scenario != "edit-test-fix":
        d = dest / f"{s.mode}-{s.scenario}"
    d.mkdir(parents=True, exist_ok=True)
    for name, r in named.items():
        (d / f"{name}.json").write_text(json.dumps(s.neutral(r["payload"])) + "\n")
    # every tool event, as the catch-all hook saw them
    probes = [s.neutral(r["payload"]) for r in s.captured() if r["tag"].startswith("probe")]
    (d / "all_tool_events.jsonl").write_text("".join(json.dumps(p) + "\n" for p in probes))
    answers = {name: s.neutral(r["answer"]) for name, r in named.items()}
    (d / "cm_answers.json").write_text(json.dumps(answers, indent=2) + "\n")
    (d / "model_received.json").write_text(json.dumps(seen, indent=2) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--codex", required=True, help="the native codex binary")
    ap.add_argument("--cm", required=True, help="the cm binary the hooks run")
    ap.add_argument("--modes", default="plain,code")
    ap.add_argument(
        "--scenarios",
        default="edit-test-fix,long-running,long-unpolled,stop-block,post-context,"
        "untrusted-project,untrusted-hooks,install-trust",
    )
    ap.add_argument("--capture", help="write sanitised payloads and model inputs here")
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    ap.add_argument("--workdir", help="parent of the work directory")
    ap.add_argument("--timeout", type=int, default=180)
    args = ap.parse_args()
    args.cm = str(Path(args.cm).resolve())
    version = run([args.codex, "--version"]).stdout.strip()
    print(f"codex: {version}; cm: {run([args.cm, '--version']).stdout.strip()}")
    parent = Path(args.workdir) if args.workdir else None
    if parent:
        parent.mkdir(parents=True, exist_ok=True)
    root = Path(tempfile.mkdtemp(prefix="cm-codex-rig-", dir=parent))
    checks = Checks()
    started = time.time()
    try:
        for mode in args.modes.split(","):
            for scenario in args.scenarios.split(","):
                s = Session(args, mode, scenario, root)
                try:
                    s.prepare()
                except subprocess.CalledProcessError as e:
                    checks.check(f"[{mode}/{scenario}] setup", False,
                                 f"{' '.join(map(str, e.cmd[1:]))}: {e.stderr.strip()[:160]}")
                    continue
                try:
                    s.run_codex()
                except subprocess.TimeoutExpired:
                    checks.check(f"[{mode}/{scenario}] codex exec finished in time", False)
                    continue
                named, seen = check_session(s, checks)
                if args.capture and not scenario.startswith(("untrusted-", "install-")):
                    save_fixtures(s, named, seen, Path(args.capture))
    finally:
        if args.keep:
            print(f"work directory kept: {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)
    failed = checks.failed
    print(f"\n{len(checks.results) - len(failed)} passed, {len(failed)} failed "
          f"({time.time() - started:.0f}s)")
    for name, _, detail in failed:
        print(f"  FAILED: {name}")
    sys.exit(min(len(failed), 100))


if __name__ == "__main__":
    main()
