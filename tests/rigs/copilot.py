"""GitHub Copilot CLI in the rig: `copilot -p` offline against the scripted model.

`COPILOT_OFFLINE=true` with `COPILOT_PROVIDER_BASE_URL` needs no GitHub login; the
repository's hooks load in `-p` mode with `--trust-folder`. The binary unpacks its
JavaScript into `$XDG_CACHE_HOME/copilot` on first run (about 235 MB), kept in the rig's
cache. The provider key is long and odd: Copilot masks it everywhere in its output.
"""

from pathlib import Path

NAME = "copilot"
VERSION = "1.0.102"
PACKAGES = [f"@github/copilot@{VERSION}"]
# Session start and prompt context reach the model.
BRIEF = True
CAN_DENY = True
# Copilot's own words around a postToolUse hook's context.
CONTEXT_MARK = "Additional guidance from postToolUse hooks"


def binary(prefix):
    return Path(prefix) / "node_modules/@github/copilot-linux-x64/copilot"


def setup(run):
    pass


def command(run, prompt):
    env = {
        "COPILOT_OFFLINE": "true",
        "COPILOT_PROVIDER_BASE_URL": run.base_url,
        "COPILOT_PROVIDER_API_KEY": "rig-provider-key-q7z3w9",
        "COPILOT_MODEL": "gpt-4.1",
        "COPILOT_AUTO_UPDATE": "false",
        "XDG_CACHE_HOME": str(run.cache / "copilot-xdg-cache"),
    }
    exe = binary(run.cache / "copilot" / VERSION)
    return [str(exe), "-p", prompt, "--allow-all-tools", "--trust-folder", "-s"], env


def cleanup(run):
    pass


def side_request(body):
    return False


def denied(result):
    return "Denied by preToolUse hook" in result


def tool_call(step, run):
    path = str(run.project / step.get("file", "calc.py"))
    if step["kind"] == "read":
        return "view", {"path": path}
    if step["kind"] == "edit":
        return "edit", {"path": path, "old_str": step["old"], "new_str": step["new"]}
    return "bash", {"command": step["command"], "description": "Run the tests", "mode": "sync",
                    "initial_wait": 60}
