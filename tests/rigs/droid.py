"""Factory Droid in the rig: `droid exec` against the scripted model, a custom model of
provider `generic-chat-completion-api` (OpenAI chat completions) in `~/.factory/settings.json`.

Droid needs no Factory login for a custom model. It reads Claude Code style hooks; cm
installs them into the project's `.factory/settings.json`. The npm wrapper `@factory/cli`
0.225.1 names platform packages that were never published, so the platform package is
installed and its binary run directly.
"""

import json
from pathlib import Path

NAME = "droid"
VERSION = "0.225.2"
PACKAGES = [f"@factory/cli-linux-x64@{VERSION}"]
CAN_DENY = True
# `droid exec` fires no UserPromptSubmit: only the session brief reaches the model.
BRIEF = False
CONTEXT_MARK = "code-memory"


def binary(prefix):
    return Path(prefix) / "node_modules/@factory/cli-linux-x64/bin/droid"


def setup(run):
    factory = run.home / ".factory"
    factory.mkdir(parents=True, exist_ok=True)
    settings = {
        "customModels": [{
            "model": "fake-model",
            "displayName": "Rig",
            "baseUrl": run.base_url,
            "apiKey": "rig-key",
            "provider": "generic-chat-completion-api",
            "maxOutputTokens": 8192,
        }],
    }
    (factory / "settings.json").write_text(json.dumps(settings, indent=2) + "\n")


def command(run, prompt):
    exe = binary(run.cache / NAME / VERSION)
    return [str(exe), "exec", "-m", "custom:fake-model", "--auto", "high", prompt], {}


def cleanup(run):
    pass


def side_request(body):
    return False


def denied(result):
    return "held this edit back" in result


def tool_call(step, run):
    path = str(run.project / step.get("file", "calc.py"))
    if step["kind"] == "read":
        return "Read", {"file_path": path}
    if step["kind"] == "edit":
        return "Edit", {"file_path": path, "old_str": step["old"], "new_str": step["new"]}
    return "Execute", {"command": step["command"], "summary": "Run the tests",
                       "riskLevel": "low", "riskLevelReason": "runs the unit tests"}
