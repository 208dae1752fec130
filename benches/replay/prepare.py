#!/usr/bin/env python3
"""Builds a replay corpus from git repositories that publish their agent sessions with
Entire (an `entire/checkpoints/v1` branch).

    prepare.py OUT GIT_DIR [GIT_DIR ...]

For each repository (a bare clone or any git directory; no work tree is needed) and each
Claude Code or Codex session on its checkpoints branch, it writes

    OUT/<repo>/<NNN>-<session>/transcript.jsonl   the session as the agent wrote it
    OUT/<repo>/<NNN>-<session>/tree/...           the files the session needs, as they were
                                                  at the commit the session started from
    OUT/<repo>/<NNN>-<session>/meta.json          where it comes from, and how the base
                                                  commit was found

NNN orders a repository's sessions by their start. The base commit is the parent of the
first commit whose `Entire-Checkpoint:` trailer names one of the session's checkpoints;
without such a commit, the last commit before the session started. The files kept are the
ones the session reads or edits, the other files of their directories, and files its
command output names. A session whose messages a longer one holds (resumed or forked) is
left out. `OUT/<repo>/left-out.json` lists the sessions left out and why.
"""

import json
import os
import re
import subprocess
import sys
from collections import defaultdict

BRANCH = "entire/checkpoints/v1"
AGENTS = {"Claude Code": "claude", "Codex": "codex"}
MAX_FILE = 1 << 20
# Paths named in command output: `pkg/a/b.go:12`, `tests/test_x.py::test_y`, `src/x.ts(3,4)`.
NAMED = re.compile(r"(?:[A-Za-z0-9_.@-]+/)*[A-Za-z0-9_.@-]+\.[A-Za-z0-9]{1,5}\b")


def git(gd, *args, text=True):
    r = subprocess.run(["git", "--git-dir", gd, *args], capture_output=True)
    if r.returncode != 0:
        return None
    return r.stdout.decode("utf-8", "replace") if text else r.stdout


def checkpoints(gd):
    """Per session id: its checkpoints, agent, start and the largest transcript present."""
    listing = git(gd, "ls-tree", "-r", "-l", BRANCH) or ""
    blobs = {}
    for line in listing.splitlines():
        meta, path = line.split("\t", 1)
        _, kind, sha, size = meta.split()
        blobs[path] = (sha, int(size) if size.isdigit() else 0)
    sessions = {}
    missing = []
    for path in blobs:
        m = re.fullmatch(r"([0-9a-f]{2})/([0-9a-f]+)/(\d+)/metadata\.json", path)
        if not m:
            continue
        meta = json.loads(git(gd, "show", f"{BRANCH}:{path}") or "{}")
        agent = AGENTS.get(meta.get("agent", ""))
        sid = meta.get("session_id")
        if not sid:
            continue
        s = sessions.setdefault(sid, {"checkpoints": set(), "agent": agent,
                                      "agent_name": meta.get("agent"), "transcripts": []})
        s["checkpoints"].add(meta.get("checkpoint_id") or (m.group(1) + m.group(2)))
        tpath = path.rsplit("/", 1)[0] + "/full.jsonl"
        if tpath in blobs:
            s["transcripts"].append((blobs[tpath][1], tpath, blobs[tpath][0]))
    return sessions


def trailers(gd):
    """checkpoint id -> [(commit time, commit, parent)]."""
    out = defaultdict(list)
    log = git(gd, "log", "--all", "--format=%H%x00%P%x00%ct%x00%B%x01") or ""
    for rec in log.split("\x01"):
        parts = rec.strip("\n").split("\x00")
        if len(parts) < 4:
            continue
        commit, parents, ct, body = parts
        for cp in re.findall(r"Entire-Checkpoint:\s*([0-9a-f]+)", body):
            out[cp].append((int(ct), commit, (parents.split() or [None])[0]))
    return out


def posix(p):
    return p.replace("\\", "/")


def relative(path, root):
    """`path` relative to `root` (both as the session spelled them), or None."""
    p, r = posix(path).rstrip("/"), posix(root).rstrip("/")
    fold = lambda s: s[0].upper() + s[1:] if len(s) > 1 and s[1] == ":" else s
    if fold(p).startswith(fold(r) + "/"):
        return os.path.normpath(p[len(r) + 1:])
    if not p.startswith("/") and not (len(p) > 1 and p[1] == ":"):
        return os.path.normpath(p)
    return None


def session_files(text, agent):
    """Start time, cwd, the paths the session reads or edits, and its command output."""
    started, cwd, paths, outputs = "", "", set(), []
    for line in text.splitlines():
        try:
            e = json.loads(line)
        except ValueError:
            continue
        if agent == "codex":
            p = e.get("payload") or {}
            if e.get("type") == "session_meta":
                cwd, started = p.get("cwd", ""), p.get("timestamp", e.get("timestamp", ""))
            elif p.get("type") == "custom_tool_call" and p.get("name") == "apply_patch":
                for m in re.finditer(r"^\*\*\* (?:Update|Add|Delete) File: (.+)$", p.get("input", ""), re.M):
                    paths.add(m.group(1).strip())
            elif p.get("type") in ("function_call_output", "custom_tool_call_output"):
                outputs.append(str(p.get("output", ""))[:200000])
            elif p.get("type") == "function_call":
                outputs.append(str(p.get("arguments", "")))
            continue
        if e.get("type") not in ("user", "assistant"):
            continue
        cwd = cwd or e.get("cwd", "")
        started = started or e.get("timestamp", "")
        content = (e.get("message") or {}).get("content")
        if e["type"] == "assistant" and isinstance(content, list):
            for b in content:
                if b.get("type") == "tool_use":
                    inp = b.get("input") or {}
                    for k in ("file_path", "notebook_path"):
                        if isinstance(inp.get(k), str):
                            paths.add(inp[k])
                    if isinstance(inp.get("command"), str):
                        outputs.append(inp["command"])
        elif isinstance(content, list):
            for b in content:
                if b.get("type") == "tool_result":
                    c = b.get("content")
                    outputs.append(c if isinstance(c, str) else json.dumps(c)[:200000])
    return started, cwd, paths, outputs


def subdirectory(cwd, touched, every):
    """The prefix (`web/` or "") under which the most touched paths exist."""
    parts = [p for p in posix(cwd).split("/") if p]
    best, hits = "", -1
    for k in range(0, min(len(parts), 4) + 1):
        sub = "/".join(parts[len(parts) - k:]) + "/" if k else ""
        n = sum(1 for t in touched if sub + t in every)
        if n > hits:
            best, hits = sub, n
    return best


def base_commit(gd, s, marks, started):
    found = [c for cp in s["checkpoints"] for c in marks.get(cp, [])]
    if found:
        ct, commit, parent = min(found)
        if parent:
            return parent, f"parent of {commit[:12]}, the first commit of its checkpoints"
    if started:
        c = (git(gd, "rev-list", "-1", f"--before={started}", "--all") or "").strip()
        if c:
            return c, "last commit before the session started (no checkpoint commit)"
    return None, "no commit found"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out = sys.argv[1]
    for gd in sys.argv[2:]:
        repo = os.path.basename(os.path.dirname(os.path.abspath(gd))).split("+")[-1]
        if not git(gd, "rev-parse", "--verify", "-q", BRANCH):
            print(f"{gd}: no {BRANCH} branch", file=sys.stderr)
            continue
        sessions = checkpoints(gd)
        marks = trailers(gd)
        kept, left = [], []
        for sid, s in sessions.items():
            if not s["agent"]:
                left.append({"session": sid, "why": f"agent {s['agent_name']} (not replayed)"})
                continue
            text = None
            for size, tpath, sha in sorted(s["transcripts"], reverse=True):
                text = git(gd, "cat-file", "blob", sha)
                if text is not None:
                    break
            if text is None:
                left.append({"session": sid, "why": "transcript missing from the mirror (large blob)"})
                continue
            started, cwd, paths, outputs = session_files(text, s["agent"])
            if not cwd:
                left.append({"session": sid, "why": "no working directory in the transcript"})
                continue
            base, how = base_commit(gd, s, marks, started)
            if not base:
                left.append({"session": sid, "why": how})
                continue
            kept.append((started, sid, s, text, cwd, paths, outputs, base, how))
        kept = without_copies(kept, left)
        kept.sort()
        for n, (started, sid, s, text, cwd, paths, outputs, base, how) in enumerate(kept, 1):
            write_session(gd, os.path.join(out, repo, f"{n:03d}-{sid[:8]}"), sid, s, text,
                          cwd, paths, outputs, base, how, started, repo)
        os.makedirs(os.path.join(out, repo), exist_ok=True)
        with open(os.path.join(out, repo, "left-out.json"), "w") as f:
            json.dump(left, f, indent=1)
        print(f"{repo}: {len(kept)} sessions kept, {len(left)} left out", file=sys.stderr)


def without_copies(kept, left):
    """Drops a session whose messages a longer session holds (Claude Code writes a resumed
    or forked session as a new one holding the earlier messages): replaying both would
    replay the same work twice."""
    def ids(text):
        out = set()
        for line in text.splitlines():
            try:
                u = json.loads(line).get("uuid")
            except ValueError:
                continue
            if u:
                out.add(u)
        return out
    by_size = sorted(kept, key=lambda k: len(k[3]), reverse=True)
    held, out = [], []
    for k in by_size:
        mine = ids(k[3])
        holder = next((sid for sid, other in held if mine and len(mine & other) >= 0.9 * len(mine)), None)
        if holder:
            left.append({"session": k[1], "why": f"its messages are in session {holder} (resumed or forked)"})
            continue
        held.append((k[1], mine))
        out.append(k)
    return out


def write_session(gd, dest, sid, s, text, cwd, paths, outputs, base, how, started, repo):
    every = set((git(gd, "ls-tree", "-r", "--name-only", base) or "").splitlines())
    touched = set()
    for p in paths:
        r = relative(p, cwd)
        if r and not r.startswith(".."):
            touched.add(r)
    # The session's directory inside the repository: its cwd may be a subdirectory, whose
    # files are then the tree.
    sub = subdirectory(cwd, touched, every)
    files = {f[len(sub):] for f in every if f.startswith(sub)}
    wanted = set(touched)
    dirs = {os.path.dirname(w) for w in wanted}
    for f in files:
        if os.path.dirname(f) in dirs:
            wanted.add(f)
    names = set()
    for o in outputs:
        names.update(m.group(0) for m in NAMED.finditer(o))
    by_base = defaultdict(list)
    for f in files:
        by_base[os.path.basename(f)].append(f)
    for n in names:
        if n in files:
            wanted.add(n)
        elif "/" not in n and len(by_base.get(n, [])) == 1:
            wanted.add(by_base[n][0])
    os.makedirs(os.path.join(dest, "tree"), exist_ok=True)
    written = 0
    for f in sorted(wanted & files):
        data = git(gd, "cat-file", "blob", f"{base}:{f}", text=False)
        if data is None or len(data) > MAX_FILE:
            continue
        target = os.path.join(dest, "tree", f)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as fh:
            fh.write(data)
        written += 1
    with open(os.path.join(dest, "transcript.jsonl"), "w") as fh:
        fh.write(text)
    meta = {"repo": repo, "session_id": sid, "agent": s["agent"], "started": started,
            "cwd": cwd, "checkpoints": sorted(s["checkpoints"]), "base": base,
            "base_how": how, "subdirectory": sub.rstrip("/"), "files": written}
    with open(os.path.join(dest, "meta.json"), "w") as fh:
        json.dump(meta, fh, indent=1)


if __name__ == "__main__":
    main()
