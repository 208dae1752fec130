//! Merging `cm`'s hook groups into a user's settings document, and taking them out again,
//! without disturbing anything else: other keys, other hooks on the same events, other
//! plugins' entries, key order.
//!
//! "Ours" is recognised by shape, not by remembering what was written: a command handler
//! whose command runs a program named `cm` with exactly `hook <event>` (one of the wiring's
//! events), optionally followed by `--agent <agent>`, and nothing else; and whose program is
//! a code-memory `cm` or no longer exists (see `program`). So an entry left by a binary that
//! has since moved is replaced rather than duplicated, and uninstall finds it too, while
//! another tool's `cm` is left alone.

use std::collections::HashMap;

use anyhow::{Result, bail};
use serde_json::{Map, Value};

use super::{program, wiring};
use crate::agent::AGENTS;

/// A hook handler that runs `cm hook <name>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CmCommand {
    /// The program as written: an absolute path, or plain `cm` for a PATH lookup.
    pub program: String,
    /// The `cm hook` subcommand, e.g. `pre-tool-use`.
    pub cm_hook: String,
}

/// One of our handlers found in a settings document.
#[derive(Debug, Clone)]
pub struct Found {
    pub event: String,
    pub matcher: Option<String>,
    pub command: CmCommand,
    pub timeout: Option<f64>,
}

/// If `handler` is one of ours (a command handler running `cm hook <name>`), what it runs.
pub(crate) fn recognise(handler: &Value) -> Option<CmCommand> {
    let h = handler.as_object()?;
    if h.get("type").and_then(Value::as_str).unwrap_or("command") != "command" {
        return None;
    }
    let command = h.get("command")?.as_str()?;
    // Exec form: `command` is the program and `args` its arguments, no shell involved.
    if let Some(args) = h.get("args").and_then(Value::as_array) {
        let words = std::iter::once(Some(command.to_string()))
            .chain(args.iter().map(|a| a.as_str().map(str::to_string)))
            .collect::<Option<Vec<_>>>()?;
        return cm_words(&words);
    }
    let plain: Vec<String> = command.split_whitespace().map(str::to_string).collect();
    super::command::words(command)
        .and_then(|words| cm_words(&words))
        // A hand-written Windows path (`C:\tools\cm.exe hook stop`) is not valid shell
        // quoting, but it is still ours to replace.
        .or_else(|| cm_words(&plain))
}

/// `[.../cm, "hook", name]` or `[.../cm, "hook", name, "--agent", agent]` → what it runs.
fn cm_words(words: &[String]) -> Option<CmCommand> {
    let (program, sub, name) = match words {
        [program, sub, name] => (program, sub, name),
        [program, sub, name, flag, agent] if flag == "--agent" && is_agent(agent) => {
            (program, sub, name)
        }
        _ => return None,
    };
    let base = program.rsplit(['/', '\\']).next().unwrap_or(program);
    let is_cm = base == "cm" || base.eq_ignore_ascii_case("cm.exe");
    let ours = is_cm
        && sub == "hook"
        && wiring::wiring().by_cm_hook(name).is_some()
        && program::is_code_memory(program);
    ours.then(|| CmCommand {
        program: program.clone(),
        cm_hook: name.clone(),
    })
}

/// True when `name` is an agent `cm hook --agent` accepts.
fn is_agent(name: &str) -> bool {
    AGENTS.iter().any(|spec| spec.name == name)
}

/// Every `cm hook` handler in `doc`, in file order.
pub fn find_ours(doc: &Value) -> Vec<Found> {
    handlers(doc)
        .filter_map(|(event, _, matcher, _, handler)| {
            Some(Found {
                event: event.clone(),
                matcher: matcher.map(str::to_string),
                command: recognise(handler)?,
                timeout: handler.get("timeout").and_then(super::lossless::number),
            })
        })
        .collect()
}

/// Every handler in `doc`'s `hooks`, in file order: its event, the index of its group among
/// the event's and of it in the group (counting every one, cm's or not), and the group's
/// matcher.
pub(crate) fn handlers(
    doc: &Value,
) -> impl Iterator<Item = (&String, usize, Option<&str>, usize, &Value)> {
    let events = doc.get("hooks").and_then(Value::as_object);
    events.into_iter().flatten().flat_map(|(event, groups)| {
        let groups = groups.as_array().into_iter().flatten().enumerate();
        groups.flat_map(move |(g, group)| {
            let matcher = group.get("matcher").and_then(Value::as_str);
            let handlers = group.get("hooks").and_then(Value::as_array);
            let handlers = handlers.into_iter().flatten().enumerate();
            handlers.map(move |(h, handler)| (event, g, matcher, h, handler))
        })
    })
}

/// True when a Claude Code settings document enables the code-memory plugin
/// (`"enabledPlugins": {"code-memory@<marketplace>": true}`).
pub(crate) fn enables_plugin(doc: &Value) -> bool {
    doc.get("enabledPlugins")
        .and_then(Value::as_object)
        .is_some_and(|m| {
            m.iter()
                .any(|(k, v)| k.starts_with("code-memory@") && v.as_bool() == Some(true))
        })
}

/// Parses a settings file's text. An empty file counts as empty settings.
pub(crate) fn parse(text: &str) -> Result<Value> {
    // Some Windows editors start files with a byte order mark; JSON has no place for it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Ok(Value::Object(Map::new()));
    }
    let doc: Value =
        serde_json::from_str(text).map_err(|e| anyhow::anyhow!("not valid JSON ({e})"))?;
    if !doc.is_object() {
        bail!("not a JSON object at the top level");
    }
    Ok(doc)
}

/// Keys of cm's own handler that are the user's once set: a re-install keeps their values.
const USERS_KEYS: [&str; 2] = ["timeout", "statusMessage"];

/// `doc` with our handlers replaced by `groups` (`(event, matcher group)`, in order).
/// A group goes where our previous entry for that event stood, else at the end of the event.
/// The `timeout` and `statusMessage` of our previous handler of the same `cm hook` event,
/// as the user may have changed them, are kept.
pub(crate) fn install(doc: &Value, groups: &[(String, Value)]) -> Result<Value> {
    let mut doc = doc.clone();
    let root = doc.as_object_mut().expect("parse() only returns objects");
    let hooks = root
        .entry("hooks")
        .or_insert_with(|| Value::Object(Map::new()));
    let Value::Object(hooks) = hooks else {
        bail!("\"hooks\" is not a JSON object");
    };
    let kept = users_keys(hooks);
    let (mut slots, _) = strip_ours(hooks);
    for (event, group) in groups {
        let mut group = group.clone();
        for handler in group
            .get_mut("hooks")
            .and_then(Value::as_array_mut)
            .into_iter()
            .flatten()
        {
            let users = recognise(handler).and_then(|c| kept.get(&c.cm_hook));
            if let (Some(users), Some(h)) = (users, handler.as_object_mut()) {
                h.extend(users.clone());
            }
        }
        let list = hooks
            .entry(event.clone())
            .or_insert_with(|| Value::Array(Vec::new()));
        let Value::Array(list) = list else {
            bail!("\"hooks.{event}\" is not a list");
        };
        // Consecutive groups of one event stay together at the old slot.
        let slot = slots.entry(event.clone()).or_insert(list.len());
        let at = (*slot).min(list.len());
        list.insert(at, group);
        *slot = at + 1;
    }
    drop_emptied(hooks, slots.keys());
    Ok(doc)
}

/// The user's keys ([`USERS_KEYS`]) in our handlers, by `cm hook` event (the first handler
/// of each).
fn users_keys(hooks: &Map<String, Value>) -> HashMap<String, Map<String, Value>> {
    let mut kept: HashMap<String, Map<String, Value>> = HashMap::new();
    let handlers = hooks
        .values()
        .filter_map(Value::as_array)
        .flatten()
        .filter_map(|g| g.get("hooks")?.as_array())
        .flatten();
    for handler in handlers {
        if let Some(cm) = recognise(handler)
            && !kept.contains_key(&cm.cm_hook)
        {
            let keys = USERS_KEYS
                .iter()
                .filter_map(|k| Some((k.to_string(), handler.get(*k)?.clone())))
                .collect();
            kept.insert(cm.cm_hook, keys);
        }
    }
    kept
}

/// `doc` without our handlers, and how many were removed.
pub fn uninstall(doc: &Value) -> Result<(Value, usize)> {
    let mut doc = doc.clone();
    let root = doc.as_object_mut().expect("parse() only returns objects");
    let Some(hooks) = root.get_mut("hooks") else {
        return Ok((doc, 0));
    };
    let Value::Object(hooks) = hooks else {
        bail!("\"hooks\" is not a JSON object");
    };
    let (slots, removed) = strip_ours(hooks);
    drop_emptied(hooks, slots.keys());
    if removed > 0 && hooks.is_empty() {
        root.shift_remove("hooks");
    }
    Ok((doc, removed))
}

/// Removes our handlers (and groups left empty by that) from every event. Returns, per
/// event touched, the index of the first group that held one of ours, and the count removed.
fn strip_ours(hooks: &mut Map<String, Value>) -> (HashMap<String, usize>, usize) {
    let mut slots = HashMap::new();
    let mut removed = 0;
    for (event, groups) in hooks.iter_mut() {
        let Value::Array(list) = groups else { continue };
        let mut kept = Vec::with_capacity(list.len());
        for mut group in list.drain(..) {
            let handlers = group.get_mut("hooks").and_then(Value::as_array_mut);
            let Some(handlers) = handlers else {
                kept.push(group);
                continue;
            };
            let before = handlers.len();
            handlers.retain(|h| recognise(h).is_none());
            let after = handlers.len();
            if after < before {
                removed += before - after;
                slots.entry(event.clone()).or_insert(kept.len());
                if after == 0 {
                    continue;
                }
            }
            kept.push(group);
        }
        *list = kept;
    }
    (slots, removed)
}

/// Drops the events among `touched` whose list ended up empty.
fn drop_emptied<'a>(hooks: &mut Map<String, Value>, touched: impl Iterator<Item = &'a String>) {
    let touched: Vec<&String> = touched.collect();
    hooks.retain(|e, v| !(touched.contains(&e) && v.as_array().is_some_and(Vec::is_empty)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::Agent;
    use crate::install::wiring::wiring;
    use serde_json::json;

    fn ours(cm: &str) -> Vec<(String, Value)> {
        wiring()
            .groups_for_binary(cm, Agent::Claude, crate::install::command::Platform::Unix)
            .unwrap()
    }

    #[test]
    fn recognises_cm_commands_only() {
        let cmd = |c: &str| json!({"type": "command", "command": c});
        assert!(recognise(&cmd("/usr/bin/cm hook stop")).is_some());
        assert!(recognise(&cmd("cm hook pre-tool-use")).is_some());
        assert!(recognise(&cmd("'/a b/cm' hook session-start")).is_some());
        assert!(recognise(&cmd(r"C:\tools\cm.exe hook stop")).is_some());
        assert!(
            recognise(&json!({"type": "command", "command": "/x/cm", "args": ["hook", "stop"]}))
                .is_some()
        );
        assert!(recognise(&cmd("/gone/cm hook stop --agent codex")).is_some());
        assert!(recognise(&cmd("/usr/bin/cmake hook stop")).is_none());
        // Only our events, and nothing after them but a known agent.
        assert!(recognise(&cmd("/opt/other/cm hook lint")).is_none());
        assert!(recognise(&cmd("/gone/cm hook stop --verbose")).is_none());
        assert!(recognise(&cmd("/gone/cm hook stop --agent vim")).is_none());
        assert!(recognise(&cmd("/gone/cm hook stop --agent")).is_none());
        assert!(recognise(&cmd("/gone/cm hook stop; rm -rf /tmp/x")).is_none());
        assert!(recognise(&cmd("cm query Foo")).is_none());
        assert!(recognise(&cmd("npx prettier --write")).is_none());
        assert!(recognise(&json!({"type": "prompt", "prompt": "cm hook stop"})).is_none());
    }

    #[test]
    fn install_is_idempotent_and_uninstall_restores() {
        let original = json!({
            "model": "opus",
            "hooks": {
                "PreToolUse": [
                    {"matcher": "Bash", "hooks": [{"type": "command", "command": "guard.sh"}]}
                ]
            },
            "enabledPlugins": {"other@mkt": true}
        });
        let once = install(&original, &ours("/bin/cm")).unwrap();
        let twice = install(&once, &ours("/bin/cm")).unwrap();
        assert_eq!(once, twice);
        assert_eq!(
            once["hooks"]["PreToolUse"][0]["hooks"][0]["command"],
            "guard.sh"
        );
        let (back, removed) = uninstall(&once).unwrap();
        assert_eq!(removed, wiring().hooks.len());
        assert_eq!(back, original);
    }

    #[test]
    fn moved_binary_replaces_in_place() {
        let first = install(&json!({}), &ours("/old/cm")).unwrap();
        let mut edited = first;
        edited["hooks"]["Stop"]
            .as_array_mut()
            .unwrap()
            .push(json!({"hooks": [{"type": "command", "command": "notify"}]}));
        let second = install(&edited, &ours("/new/cm")).unwrap();
        let stop = second["hooks"]["Stop"].as_array().unwrap();
        assert_eq!(stop.len(), 2);
        assert_eq!(stop[0]["hooks"][0]["command"], "/new/cm hook stop");
        assert_eq!(stop[1]["hooks"][0]["command"], "notify");
        assert_eq!(find_ours(&second).len(), wiring().hooks.len());
    }

    #[test]
    fn parse_accepts_empty_files_and_byte_order_marks() {
        assert_eq!(parse("").unwrap(), json!({}));
        assert_eq!(parse("\u{feff}{\"a\": 1}").unwrap(), json!({"a": 1}));
        assert!(parse("[1]").is_err());
        assert!(parse("{\"a\": 1,}").is_err());
    }

    #[test]
    fn hooks_that_are_not_an_object_are_refused() {
        assert!(install(&json!({"hooks": []}), &ours("/bin/cm")).is_err());
        assert!(install(&json!({"hooks": {"Stop": {}}}), &ours("/bin/cm")).is_err());
    }
}
