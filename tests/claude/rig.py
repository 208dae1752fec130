"""A Claude Code session with the code-memory plugin and no `cm` anywhere.

Runs the real Claude Code client (`claude -p --plugin-dir plugin/`) against a scripted model:
a Messages API server on loopback that reads a file, edits it and runs a command, then
answers. The plugin's hooks run on every one of those tool calls with no `cm` on PATH and
none in the plugin's bin/. Checks: the session starts with the plugin's one message (the
install lines) reaching the model, every tool call succeeds, and no hook fails.

Usage: python3 rig.py CLAUDE_BIN PLUGIN_DIR WORK_DIR. Exit code: the number of failed checks.
"""

import http.server
import json
import os
import subprocess
import sys
import threading


def sse(events):
    return "".join(
        f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in events
    ).encode()


def message(blocks, stop_reason):
    """A streamed Messages API response carrying `blocks` (text or tool_use)."""
    events = [
        {
            "type": "message_start",
            "message": {
                "id": "msg_scripted",
                "type": "message",
                "role": "assistant",
                "model": "claude-scripted",
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": {"input_tokens": 10, "output_tokens": 1},
            },
        }
    ]
    for i, block in enumerate(blocks):
        if block["type"] == "text":
            events.append(
                {
                    "type": "content_block_start",
                    "index": i,
                    "content_block": {"type": "text", "text": ""},
                }
            )
            delta = {"type": "text_delta", "text": block["text"]}
        else:
            events.append(
                {
                    "type": "content_block_start",
                    "index": i,
                    "content_block": {
                        "type": "tool_use",
                        "id": block["id"],
                        "name": block["name"],
                        "input": {},
                    },
                }
            )
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        events.append({"type": "content_block_delta", "index": i, "delta": delta})
        events.append({"type": "content_block_stop", "index": i})
    events.append(
        {
            "type": "message_delta",
            "delta": {"stop_reason": stop_reason, "stop_sequence": None},
            "usage": {"output_tokens": 10},
        }
    )
    events.append({"type": "message_stop"})
    return sse(events)


class Model:
    def __init__(self, project):
        self.project = project
        self.main_requests = []
        self.lock = threading.Lock()

    def answer(self, body):
        """The next step, judged from how many tool results the conversation holds."""
        if not any(t.get("name") == "Edit" for t in body.get("tools", [])):
            return message([{"type": "text", "text": "ok"}], "end_turn")
        with self.lock:
            self.main_requests.append(body)
        results = sum(
            1
            for m in body["messages"]
            if m["role"] == "user" and isinstance(m["content"], list)
            for c in m["content"]
            if c.get("type") == "tool_result"
        )
        path = os.path.join(self.project, "shop.py")
        steps = [
            ("Read", {"file_path": path}),
            ("Edit", {"file_path": path, "old_string": "// 100 - 9", "new_string": "// 100"}),
            ("Bash", {"command": "python3 -c 'import shop; print(shop.apply_discount(200, 10))'"}),
        ]
        if results < len(steps):
            name, tool_input = steps[results]
            block = {"type": "tool_use", "id": f"toolu_{results}", "name": name, "input": tool_input}
            return message([block], "tool_use")
        return message([{"type": "text", "text": "Fixed the discount."}], "end_turn")


def serve(model):
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers.get("content-length", 0))))
            if self.path.startswith("/v1/messages/count_tokens"):
                data, kind = json.dumps({"input_tokens": 10}).encode(), "application/json"
            else:
                data, kind = model.answer(body), "text/event-stream"
            self.send_response(200)
            self.send_header("content-type", kind)
            self.send_header("content-length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    claude, plugin, work = sys.argv[1:4]
    home = os.path.join(work, "home")
    project = os.path.join(work, "project")
    os.makedirs(home, exist_ok=True)
    os.makedirs(project, exist_ok=True)
    subprocess.run(["git", "init", "-q", project], check=True)
    with open(os.path.join(project, "shop.py"), "w") as f:
        f.write("def apply_discount(price, pct):\n    return price - price * pct // 100 - 9\n")
    model = Model(project)
    server = serve(model)
    # PATH without any cm: the system directories only (node is not needed by the native client).
    path = "/usr/bin:/bin"
    env = {
        "PATH": path,
        "HOME": home,
        "ANTHROPIC_BASE_URL": f"http://127.0.0.1:{server.server_port}",
        "ANTHROPIC_API_KEY": "sk-scripted",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
    }
    probe = subprocess.run(["sh", "-c", "command -v cm"], env=env, capture_output=True, text=True)
    failures = 0

    def check(ok, what, detail=""):
        nonlocal failures
        print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else f": {detail}"))
        failures += 0 if ok else 1

    check(probe.returncode != 0, "no cm on the session's PATH", probe.stdout.strip())
    run = subprocess.run(
        [claude, "-p", "Fix apply_discount: it takes 9 too many off.",
         "--plugin-dir", plugin, "--output-format", "stream-json", "--verbose",
         "--include-hook-events", "--allowedTools", "Read,Edit,Bash",
         "--model", "claude-sonnet-4-5"],
        cwd=project, env=env, capture_output=True, text=True, timeout=300,
    )
    events = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    with open(os.path.join(work, "events.jsonl"), "w") as f:
        f.write(run.stdout)
    with open(os.path.join(work, "stderr.txt"), "w") as f:
        f.write(run.stderr)
    check(run.returncode == 0, "claude -p exited 0", f"exit {run.returncode}: {run.stderr[-500:]}")

    hooks = [e for e in events if e.get("type") == "system" and "hook" in e.get("subtype", "")]
    responses = [e for e in hooks if e.get("subtype") == "hook_response"]
    ran = sorted({e.get("hook_event", e.get("hook_name", "?")) for e in responses})
    print(f"     hook responses: {len(responses)} ({', '.join(ran)})")
    bad = [e for e in responses if e.get("exit_code", 0) != 0 or e.get("outcome") not in (None, "success")]
    check(responses and not bad, "every plugin hook ran and exited 0", json.dumps(bad)[:800])
    # stdout is what reaches the session; the shell's "cm: not found" on stderr of a hook that
    # exits 0 stays in Claude Code's debug log.
    noisy = [e for e in responses if e.get("hook_event") != "SessionStart" and e.get("stdout")]
    check(not noisy, "only SessionStart said anything", json.dumps(noisy)[:800])
    start = [e for e in responses if e.get("hook_event") == "SessionStart"]
    check(len(start) == 1 and "code-memory-cli" in start[0].get("stdout", ""),
          "SessionStart gave one message with the install lines")

    first = model.main_requests[0] if model.main_requests else {}
    text = json.dumps(first.get("messages", []))
    check("cm binary is not installed" in text and "pip install code-memory-cli" in text,
          "the model's first request carries the plugin's install message")
    results = []
    for m in (model.main_requests[-1]["messages"] if model.main_requests else []):
        if m["role"] == "user" and isinstance(m["content"], list):
            results += [c for c in m["content"] if c.get("type") == "tool_result"]
    errors = [r for r in results if r.get("is_error")]
    check(len(results) == 3 and not errors, "Read, Edit and Bash all succeeded", json.dumps(errors)[:800])
    with open(os.path.join(project, "shop.py")) as f:
        check("// 100 - 9" not in f.read(), "the edit landed")
    result = [e for e in events if e.get("type") == "result"]
    check(result and result[-1].get("result") == "Fixed the discount.", "the session ended with the model's answer")
    server.shutdown()
    return failures


if __name__ == "__main__":
    sys.exit(main())
