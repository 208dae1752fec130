"""A scripted model on loopback that speaks OpenAI chat completions.

Copilot CLI, OpenCode and Cline (and other clients that take an OpenAI-compatible base
URL) send `POST .../chat/completions`; each is answered by `script.reply(body)`, which
returns either a tool call `{"tool": name, "args": {...}, "id": call_id}` or a text
`{"text": ...}`. The script decides from the conversation in the request (which tool
calls were made, what came back), never from a count of requests: clients retry and make
side requests (a title, a summary). Requests are logged whole, one JSON line each, so a
check can read what the model received.
"""

import http.server
import json
import threading
import time


def chunk(model, delta, finish=None):
    return {
        "id": "chatcmpl-rig",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


USAGE = {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}


def stream(model, reply):
    """The SSE body of one streamed reply."""
    events = []
    if "tool" in reply:
        call = {
            "index": 0,
            "id": reply["id"],
            "type": "function",
            "function": {"name": reply["tool"], "arguments": json.dumps(reply["args"])},
        }
        events.append(chunk(model, {"role": "assistant", "content": None, "tool_calls": [call]}))
        events.append(chunk(model, {}, "tool_calls"))
    else:
        events.append(chunk(model, {"role": "assistant", "content": reply["text"]}))
        events.append(chunk(model, {}, "stop"))
    usage = chunk(model, {})
    usage["choices"] = []
    usage["usage"] = USAGE
    events.append(usage)
    body = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
    return body.encode()


def whole(model, reply):
    """The JSON body of one non-streamed reply."""
    if "tool" in reply:
        message = {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": reply["id"],
                    "type": "function",
                    "function": {"name": reply["tool"], "arguments": json.dumps(reply["args"])},
                }
            ],
        }
        finish = "tool_calls"
    else:
        message = {"role": "assistant", "content": reply["text"]}
        finish = "stop"
    return json.dumps(
        {
            "id": "chatcmpl-rig",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": USAGE,
        }
    ).encode()


class Model:
    def __init__(self, script, log_path):
        self.script = script
        self.log_path = log_path
        self.lock = threading.Lock()

    def answer(self, body):
        with self.lock:
            with open(self.log_path, "a", encoding="utf-8") as log:
                log.write(json.dumps(body) + "\n")
            return self.script.reply(body)


class Handler(http.server.BaseHTTPRequestHandler):
    """What every scripted model's handler shares (this one's and `gemini_server`'s)."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, content_type, body):
        self.send_response(status)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def start(handler, path=""):
    """Serves `handler` on a free loopback port; returns (server, base URL ending in `path`)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    host, port = server.server_address
    return server, f"http://{host}:{port}{path}"


def make_handler(model):
    class ChatHandler(Handler):
        def do_GET(self):
            if self.path.rstrip("/").endswith("/models"):
                data = [{"id": "gpt-4.1", "object": "model", "owned_by": "rig"},
                        {"id": "fake-model", "object": "model", "owned_by": "rig"}]
                self.send(200, "application/json", json.dumps({"object": "list", "data": data}).encode())
            else:
                self.send(404, "application/json", b"{}")

        def do_POST(self):
            raw = self.rfile.read(int(self.headers.get("content-length", 0)))
            if not self.path.rstrip("/").endswith("/chat/completions"):
                self.send(404, "application/json", b"{}")
                return
            try:
                body = json.loads(raw)
            except ValueError:
                self.send(400, "application/json", b'{"error":"not json"}')
                return
            reply = model.answer(body)
            name = body.get("model", "fake-model")
            if body.get("stream"):
                self.send(200, "text/event-stream", stream(name, reply))
            else:
                self.send(200, "application/json", whole(name, reply))

    return ChatHandler


def serve(script, log_path):
    """Starts the server on a free loopback port; returns (server, base_url ending in /v1)."""
    return start(make_handler(Model(script, log_path)), "/v1")


def message_text(message):
    """The text of a chat message, whatever shape its content has."""
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            p.get("text", "") if isinstance(p, dict) else str(p) for p in content
        )
    return "" if content is None else json.dumps(content)
