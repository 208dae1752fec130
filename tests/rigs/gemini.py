"""Gemini CLI in the rig: `gemini -p --yolo` against the scripted model (the Gemini API,
`GOOGLE_GEMINI_BASE_URL`, served by `gemini_server.py`).

Gemini CLI runs project hooks only in a trusted folder (`GEMINI_CLI_TRUST_WORKSPACE`), and
with a base URL alone it picks an auth type it then refuses: the user settings name the API
key auth. It puts the SessionStart context in front of the prompt its BeforeAgent hook
receives; cm cuts it off.
"""

import json
from pathlib import Path

import gemini_server

NAME = "gemini"
VERSION = "0.61.0"
PACKAGES = [f"@google/gemini-cli@{VERSION}"]
CAN_DENY = True
# Session start and prompt context reach the model (the brief cut from the prompt hook's
# prompt).
BRIEF = True
SERVER = gemini_server
# The end of the wrapper around a hook's context (its start is named in the system prompt).
CONTEXT_MARK = "</hook_context>"


def binary(prefix):
    return Path(prefix) / "node_modules/.bin/gemini"


def setup(run):
    gemini = run.home / ".gemini"
    gemini.mkdir(parents=True, exist_ok=True)
    settings = {
        "security": {"auth": {"selectedType": "gemini-api-key"}},
        "privacy": {"usageStatisticsEnabled": False},
        "general": {"disableAutoUpdate": True, "disableUpdateNag": True},
    }
    (gemini / "settings.json").write_text(json.dumps(settings, indent=2) + "\n")


def command(run, prompt):
    env = {
        "GOOGLE_GEMINI_BASE_URL": run.base_url,
        "GEMINI_API_KEY": "rig-key",
        "GEMINI_CLI_TRUST_WORKSPACE": "true",
    }
    exe = binary(run.cache / NAME / VERSION)
    return [str(exe), "-p", prompt, "-m", "gemini-2.5-pro", "--yolo", "--output-format", "json"], env


def cleanup(run):
    pass


def side_request(body):
    return False


def denied(result):
    return "Tool execution blocked" in result


def tool_call(step, run):
    path = str(run.project / step.get("file", "calc.py"))
    if step["kind"] == "read":
        return "read_file", {"file_path": path}
    if step["kind"] == "edit":
        return "replace", {"file_path": path, "instruction": "Change apply_discount",
                           "old_string": step["old"], "new_string": step["new"]}
    return "run_shell_command", {"command": step["command"], "description": "Run the tests"}
