//! Property: whatever arrives on stdin, `cm hook EVENT` exits 0 within its time budget and
//! prints nothing or exactly one JSON object. Inputs are arbitrary bytes, and the real
//! payload fixtures with one field removed or replaced by an arbitrary JSON value.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::{Map, Value};

use crate::hook::{FIXTURE_EVENTS as EVENTS, Scene};
use crate::hostile::{scene_with_lessons, timed_hook};

fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    })
}

/// Any JSON value, a few levels deep, with strings a payload might carry.
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        any::<String>().prop_map(Value::from),
        prop::sample::select(vec![
            "",
            "shop.py",
            "/dev/zero",
            "/",
            ".",
            "..",
            "pytest -x",
            "Exit code 1\nFAILED",
            "*** Begin Patch\n*** Update File: shop.py\n@@\n-x\n+y\n*** End Patch\n",
            "PreToolUse",
            "PostToolUse",
            "Edit",
            "Read",
            "Bash",
            "apply_patch",
            "compact",
        ])
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{1,12}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// The JSON pointers of every value inside `v` (objects' fields and arrays' items).
fn pointers(v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, child) in m {
                let p = format!("{at}/{}", k.replace('~', "~0").replace('/', "~1"));
                out.push(p.clone());
                pointers(child, &p, out);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                let p = format!("{at}/{i}");
                out.push(p.clone());
                pointers(child, &p, out);
            }
        }
        _ => {}
    }
}

/// `v` with the value at `pointer` replaced (`Some`) or removed (`None`).
fn mutate(mut v: Value, pointer: &str, with: Option<Value>) -> Value {
    let (parent, key) = pointer.rsplit_once('/').expect("a pointer");
    let key = key.replace("~1", "/").replace("~0", "~");
    match (v.pointer_mut(parent), with) {
        (Some(Value::Object(m)), Some(new)) => {
            m.insert(key, new);
        }
        (Some(Value::Object(m)), None) => {
            m.remove(&key);
        }
        (Some(Value::Array(items)), with) => {
            let i: usize = key.parse().expect("an index");
            match with {
                Some(new) => items[i] = new,
                None => {
                    items.remove(i);
                }
            }
        }
        _ => {}
    }
    v
}

fn no_panic_logged(s: &Scene) {
    assert!(!s.log().contains("panic"), "{}", s.log());
}

#[test]
fn any_bytes_on_stdin_keep_the_hook_contract() {
    let (s, _) = scene_with_lessons();
    let events: Vec<&str> = EVENTS.iter().map(|e| e.0).collect();
    let input = (
        prop::sample::select(events),
        prop::collection::vec(any::<u8>(), 0..512),
    );
    runner(48)
        .run(&input, |(arg, bytes)| {
            timed_hook(s.cmd(), arg, bytes);
            Ok(())
        })
        .unwrap();
    no_panic_logged(&s);
}

#[test]
fn mutated_fixture_payloads_keep_the_hook_contract() {
    let (s, _) = scene_with_lessons();
    let fixtures: Vec<(&str, Value, Vec<String>)> = EVENTS
        .iter()
        .map(|&(arg, name)| {
            let v = s.fixture(name);
            let mut at = Vec::new();
            pointers(&v, "", &mut at);
            (arg, v, at)
        })
        .collect();
    let input = (
        0..fixtures.len(),
        any::<prop::sample::Index>(),
        prop::option::weighted(0.8, json_value()),
    );
    runner(96)
        .run(&input, |(which, field, with)| {
            let (arg, good, at) = &fixtures[which];
            let v = mutate(good.clone(), &at[field.index(at.len())], with);
            timed_hook(s.cmd(), arg, v.to_string());
            Ok(())
        })
        .unwrap();
    no_panic_logged(&s);
}
