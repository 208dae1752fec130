"""OpenCode in the rig: `opencode run` against the scripted model as an OpenAI-compatible
provider declared in the project's `opencode.json`.

cm's plugin (`.opencode/plugin/code-memory.js`, written by `cm install --agent opencode`)
hands each call to `cm hook`. On its first start in a project with a `.opencode`
directory OpenCode installs its plugin package there from npm; the rig keeps one such
install in its cache and copies it into each new project.
"""

import json
import shutil
from pathlib import Path

NAME = "opencode"
VERSION = "1.18.33"
PACKAGES = [f"opencode-ai@{VERSION}"]
# Session start and prompt context reach the model.
BRIEF = True
CAN_DENY = True
CONTEXT_MARK = "code-memory"
# What OpenCode writes into a project's .opencode on first start.
DEPS = ["package.json", "package-lock.json", "node_modules", ".gitignore", "bun.lock"]


def binary(prefix):
    return Path(prefix) / "node_modules/opencode-linux-x64/bin/opencode"


def deps_cache(run):
    return run.cache / "opencode" / VERSION / "project-deps"


def setup(run):
    config = {
        "$schema": "https://opencode.ai/config.json",
        "provider": {
            "fake": {
                "npm": "@ai-sdk/openai-compatible",
                "name": "Fake",
                "options": {"baseURL": run.base_url, "apiKey": "rig-key"},
                "models": {"fake-model": {"name": "Fake", "tool_call": True,
                                          "limit": {"context": 128000, "output": 8192}}},
            }
        },
        "model": "fake/fake-model",
        "permission": {"edit": "allow", "bash": "allow"},
        "autoupdate": False,
        "share": "disabled",
    }
    (run.project / "opencode.json").write_text(json.dumps(config, indent=2))
    cached = deps_cache(run)
    if cached.is_dir():
        for name in DEPS:
            src = cached / name
            if src.is_dir():
                shutil.copytree(src, run.project / ".opencode" / name, symlinks=True)
            elif src.exists():
                shutil.copy2(src, run.project / ".opencode" / name)


def command(run, prompt):
    xdg = run.home / "xdg"
    env = {
        "XDG_CONFIG_HOME": str(xdg / "config"),
        "XDG_DATA_HOME": str(xdg / "data"),
        "XDG_CACHE_HOME": str(xdg / "cache"),
        "XDG_STATE_HOME": str(xdg / "state"),
        "OPENCODE_DISABLE_MODELS_FETCH": "1",
        "OPENCODE_DISABLE_AUTOUPDATE": "1",
    }
    exe = binary(run.cache / "opencode" / VERSION)
    return [str(exe), "run", prompt, "--model", "fake/fake-model"], env


def cleanup(run):
    cached = deps_cache(run)
    here = run.project / ".opencode"
    if not cached.is_dir() and (here / "node_modules").is_dir():
        cached.mkdir(parents=True)
        for name in DEPS:
            src = here / name
            if src.is_dir():
                shutil.copytree(src, cached / name, symlinks=True)
            elif src.exists():
                shutil.copy2(src, cached / name)


def side_request(body):
    return False


def denied(result):
    return "code-memory held this edit back" in result


def tool_call(step, run):
    path = str(run.project / step.get("file", "calc.py"))
    if step["kind"] == "read":
        return "read", {"filePath": path}
    if step["kind"] == "edit":
        return "edit", {"filePath": path, "oldString": step["old"], "newString": step["new"]}
    return "bash", {"command": step["command"], "description": "Run the tests"}
