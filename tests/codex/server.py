"""A scripted model for Codex: a Responses API server on loopback.

Codex is pointed at it through a `[model_providers.<id>]` entry with
`wire_api = "responses"`; every `POST /v1/responses` is answered from a script as a
server-sent event stream (`response.created`, one `response.output_item.done` per
output item, `response.completed`). Requests are logged whole, so a run can show what
the model received: the hook texts Codex adds to its input, the gate's deny, the Stop
reminder.
"""

import http.server
import json
import threading


def sse(events):
    """The body of one streamed response."""
    out = []
    for event in events:
        out.append(f"event: {event['type']}\ndata: {json.dumps(event)}\n\n")
    return "".join(out).encode()


def response_events(response_id, items):
    """A complete streamed response carrying `items` as its output."""
    events = [{"type": "response.created", "response": {"id": response_id}}]
    for index, item in enumerate(items):
        events.append(
            {"type": "response.output_item.done", "output_index": index, "item": item}
        )
    events.append(
        {
            "type": "response.completed",
            "response": {
                "id": response_id,
                "usage": {
                    "input_tokens": 100,
                    "input_tokens_details": None,
                    "output_tokens": 10,
                    "output_tokens_details": None,
                    "total_tokens": 110,
                },
            },
        }
    )
    return events


class ScriptedModel:
    """Answers each request with the next step of a script.

    `next_items(request_body, index)` returns the output items of response `index`; the
    script object decides (it may look at the tool outputs the request carries).
    """

    def __init__(self, script, log_path):
        self.script = script
        self.log_path = log_path
        self.lock = threading.Lock()
        self.count = 0
        self.requests = []

    def answer(self, body):
        with self.lock:
            index = self.count
            self.count += 1
            self.requests.append(body)
            with open(self.log_path, "a", encoding="utf-8") as log:
                log.write(json.dumps({"index": index, "body": body}) + "\n")
            items = self.script.next_items(body, index)
        return response_events(f"resp_{index}", items)


def make_handler(model):
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def reply(self, status, content_type, body):
            self.send_response(status)
            self.send_header("content-type", content_type)
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self):
            if self.path.rstrip("/").endswith("/models"):
                self.reply(200, "application/json", b'{"object":"list","data":[]}')
            else:
                self.reply(404, "application/json", b"{}")

        def do_POST(self):
            length = int(self.headers.get("content-length", 0))
            raw = self.rfile.read(length)
            if not self.path.rstrip("/").endswith("/responses"):
                self.reply(404, "application/json", b"{}")
                return
            try:
                body = json.loads(raw)
            except ValueError:
                self.reply(400, "application/json", b'{"error":"not json"}')
                return
            events = model.answer(body)
            self.reply(200, "text/event-stream", sse(events))

    return Handler


def serve(model):
    """Starts the server on a free loopback port; returns (server, base_url)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(model))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address
    return server, f"http://{host}:{port}/v1"
