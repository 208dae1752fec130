"""A scripted model on loopback that speaks the Gemini API, for Gemini CLI.

`POST /v1beta/models/<model>:streamGenerateContent?alt=sse` (the agent's turns),
`:generateContent` (Gemini CLI's tool-less side checks) and `:countTokens`. Each request is
turned into the shape `chat_server` logs and scripts read: `{"tools": [...], "messages":
[...]}` with the model's function calls as assistant `tool_calls` and the function
responses as `tool` messages (their `id` as `tool_call_id`), so one script and one set of
checks serve every client. The script's reply becomes a `functionCall` part (its id kept:
Gemini CLI sends it back with the response) or a text part.
"""

import json

from chat_server import Handler, Model, start

USAGE = {"promptTokenCount": 100, "candidatesTokenCount": 10, "totalTokenCount": 110}


def as_chat(body):
    """The request in chat-completions shape."""
    messages = []
    system = body.get("systemInstruction") or {}
    text = "\n".join(p.get("text", "") for p in system.get("parts", []))
    if text:
        messages.append({"role": "system", "content": text})
    for content in body.get("contents", []):
        parts = content.get("parts", [])
        calls = [p["functionCall"] for p in parts if "functionCall" in p]
        if content.get("role") == "model":
            message = {"role": "assistant",
                       "content": "\n".join(p["text"] for p in parts if "text" in p) or None}
            if calls:
                message["tool_calls"] = [
                    {"id": c.get("id", ""), "type": "function",
                     "function": {"name": c.get("name"), "arguments": json.dumps(c.get("args", {}))}}
                    for c in calls
                ]
            messages.append(message)
            continue
        for p in parts:
            if "functionResponse" in p:
                r = p["functionResponse"]
                response = r.get("response", {})
                result = response.get("output", response.get("error", response))
                messages.append({"role": "tool", "tool_call_id": r.get("id", ""),
                                 "content": result if isinstance(result, str) else json.dumps(result)})
            elif "text" in p:
                messages.append({"role": "user", "content": p["text"]})
    tools = [
        {"type": "function", "function": f}
        for t in body.get("tools", []) for f in t.get("functionDeclarations", [])
    ]
    return {"model": body.get("model"), "tools": tools, "messages": messages}


def candidate(reply):
    if "tool" in reply:
        part = {"functionCall": {"name": reply["tool"], "args": reply["args"], "id": reply["id"]}}
    else:
        part = {"text": reply["text"]}
    return {
        "candidates": [{"content": {"role": "model", "parts": [part]}, "finishReason": "STOP",
                        "index": 0}],
        "usageMetadata": USAGE,
    }


def make_handler(model):
    class GeminiHandler(Handler):
        def do_GET(self):
            self.send(404, "application/json", b"{}")

        def do_POST(self):
            raw = self.rfile.read(int(self.headers.get("content-length", 0)))
            path = self.path.split("?")[0]
            try:
                body = json.loads(raw or b"{}")
            except ValueError:
                self.send(400, "application/json", b'{"error":"not json"}')
                return
            if path.endswith(":countTokens"):
                self.send(200, "application/json", b'{"totalTokens": 100}')
                return
            if not path.endswith((":streamGenerateContent", ":generateContent")):
                self.send(404, "application/json", b"{}")
                return
            body["model"] = path.rsplit("/", 1)[-1].split(":")[0]
            reply = model.answer(as_chat(body))
            data = json.dumps(candidate(reply))
            if path.endswith(":streamGenerateContent"):
                self.send(200, "text/event-stream", f"data: {data}\r\n\r\n".encode())
            else:
                self.send(200, "application/json", data.encode())

    return GeminiHandler


def serve(script, log_path):
    """Starts the server on a free loopback port; returns (server, base URL)."""
    return start(make_handler(Model(script, log_path)))
