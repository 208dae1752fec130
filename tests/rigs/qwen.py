"""Qwen Code in the rig: `qwen -p --yolo` against the scripted model (OpenAI chat
completions, `OPENAI_BASE_URL`).

Qwen speaks Claude Code's hook contract from `.qwen/settings.json`; project hooks run in
`-p` mode with no trust step. After the answer it starts a memory extraction subagent (a
request with tools, told apart by its system prompt): the script answers it with text.
"""

from pathlib import Path

NAME = "qwen"
VERSION = "0.24.4"
PACKAGES = [f"@qwen-code/qwen-code@{VERSION}"]
CAN_DENY = True
# Session start (system prompt) and prompt context reach the model.
BRIEF = True
# The end of the wrapper around a prompt hook's context (its start is named in the system
# prompt).
CONTEXT_MARK = "</qwen:user-prompt-submit-context>"


def binary(prefix):
    return Path(prefix) / "node_modules/.bin/qwen"


def setup(run):
    pass


def command(run, prompt):
    env = {
        "OPENAI_API_KEY": "rig-key",
        "OPENAI_BASE_URL": run.base_url,
        "OPENAI_MODEL": "fake-model",
        "QWEN_CODE_SUPPRESS_YOLO_WARNING": "1",
    }
    exe = binary(run.cache / NAME / VERSION)
    return [str(exe), "-p", prompt, "--yolo"], env


def cleanup(run):
    pass


def side_request(body):
    system = " ".join(
        m.get("content") if isinstance(m.get("content"), str) else str(m.get("content"))
        for m in body.get("messages", [])
        if m.get("role") == "system"
    )
    return "memory extraction subagent" in system


def denied(result):
    return "held this edit back" in result


def tool_call(step, run):
    path = str(run.project / step.get("file", "calc.py"))
    if step["kind"] == "read":
        return "read_file", {"file_path": path}
    if step["kind"] == "edit":
        return "edit", {"file_path": path, "old_string": step["old"], "new_string": step["new"]}
    return "run_shell_command", {"command": step["command"], "description": "Run the tests",
                                 "is_background": False}



def steps(scenario):
    """Qwen edits only a file read in the session: calc.py is read before its first edit."""
    out, read = [], False
    for step in scenario:
        if step["kind"] == "read" and step.get("file", "calc.py") == "calc.py":
            read = True
        if step["kind"] == "edit" and not read:
            out.append({"kind": "read"})
            read = True
        out.append(step)
    return out
