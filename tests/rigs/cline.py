"""Cline in the rig: `cline "<prompt>" --json` against the scripted model as an
OpenAI-compatible provider (`cline auth -p openai -b URL`).

Cline's hooks are cm's scripts in the project's `.clinerules/hooks/`. Its first command
starts a background hub daemon that outlives it and runs later tasks with its own first
environment; the rig gives every run its own HOME and ends that run's daemon (found by
that HOME) afterwards.
"""

import os
import signal
import subprocess
import time
from pathlib import Path

NAME = "cline"
VERSION = "3.0.65"
PACKAGES = [f"cline@{VERSION}"]
# Session start and prompt context reach the model.
BRIEF = False
CAN_DENY = False
CONTEXT_MARK = "hook_context"


def binary(prefix):
    return Path(prefix) / "node_modules/@cline/cli-linux-x64/bin/cline"


def exe(run):
    return str(binary(run.cache / "cline" / VERSION))


def setup(run):
    env = {**run.env}
    subprocess.run([exe(run), "auth", "-p", "openai", "-k", "rig-key", "-m", "fake-model",
                    "-b", run.base_url], cwd=run.project, env=env, capture_output=True,
                   text=True, timeout=60)


def command(run, prompt):
    return [exe(run), prompt, "--json", "--cwd", str(run.project)], {}


def cleanup(run):
    """Ends the processes this run's Cline left behind (its hub daemon): those whose HOME
    is the run's."""
    mark = f"HOME={run.home}".encode()
    mine = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if mark in environ and int(pid) != os.getpid():
            mine.append(int(pid))
    for pid in mine:
        try:
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass
    time.sleep(0.5 if mine else 0)


def side_request(body):
    return False


def denied(result):
    return False


def tool_call(step, run):
    path = str(run.project / step.get("file", "calc.py"))
    if step["kind"] == "read":
        return "read_files", {"files": [{"path": path}]}
    if step["kind"] == "edit":
        return "editor", {"path": path, "old_text": step["old"], "new_text": step["new"]}
    return "run_commands", {"commands": [step["command"]]}
