// code-memory: written by `cm install --agent opencode`; `cm install --agent opencode
// --uninstall` removes it. It only hands each call to `cm hook` and acts on the answer.
import { spawn } from "node:child_process";

const CM = __CM__;

function cm(event, payload) {
  return new Promise((resolve) => {
    let out = "";
    let child;
    try {
      child = spawn(CM, ["hook", event, "--agent", "opencode"], { stdio: ["pipe", "pipe", "ignore"] });
    } catch {
      return resolve({});
    }
    const timer = setTimeout(() => child.kill(), 10000);
    child.stdout.on("data", (d) => (out += d));
    child.on("error", () => (clearTimeout(timer), resolve({})));
    child.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out || "{}") || {});
      } catch {
        resolve({});
      }
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(payload));
  });
}

export const CodeMemory = async ({ directory }) => {
  const pending = new Map();
  const started = new Set();
  const system = new Map();
  return {
    "chat.message": async (input, output) => {
      const sessionID = input.sessionID;
      const base = { sessionID, directory };
      const texts = [];
      if (!started.has(sessionID)) {
        started.add(sessionID);
        const a = await cm("session-start", { ...base, hook: "session.created" });
        if (a.context) texts.push(a.context);
      }
      const prompt = (output.parts || []).filter((p) => p.type === "text").map((p) => p.text).join("\n");
      const a = await cm("user-prompt-submit", { ...base, hook: "chat.message", prompt });
      if (a.context) texts.push(a.context);
      system.set(sessionID, texts);
    },
    "experimental.chat.system.transform": async (input, output) => {
      for (const text of system.get(input.sessionID) || []) output.system.push(text);
    },
    "tool.execute.before": async (input, output) => {
      const a = await cm("pre-tool-use", {
        hook: "tool.execute.before", sessionID: input.sessionID, directory,
        tool: input.tool, callID: input.callID, args: output.args,
      });
      if (a.deny) throw new Error(a.deny);
      if (a.context) pending.set(input.callID, a.context);
    },
    "tool.execute.after": async (input, output) => {
      const meta = output.metadata || {};
      const a = await cm("post-tool-use", {
        hook: "tool.execute.after", sessionID: input.sessionID, directory,
        tool: input.tool, callID: input.callID, args: input.args,
        output: typeof output.output === "string" ? output.output : "",
        exit: typeof meta.exit === "number" ? meta.exit : null,
        lines: meta.display || null,
      });
      const texts = [pending.get(input.callID), a.context].filter(Boolean);
      pending.delete(input.callID);
      if (texts.length) output.output = `${output.output}\n\n${texts.join("\n\n")}`;
    },
  };
};
