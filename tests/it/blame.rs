//! Who a failing run blames and what fixed it, replayed through `cm hook` on realistic
//! sessions: edits of several symbols in several files, a red run with the output pytest
//! really printed (crates/testrun/tests/fixtures), the fix, the green run.

use serde_json::{Value, json};

use crate::hook::{SHOP_PY, Scene, context};

fn output(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/crates/testrun/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The project `crates/testrun/capture/projects/py_more` before the session: `lookup` still safe.
const LABELS_BEFORE: &str = "def label(name):\n    return \"Item: \" + name.capitalize()\n\n\ndef lookup(table, key):\n    return table.get(key)\n";
const PRICES: &str = "def net(price, vat):\n    return price / (1 + vat)\n";

fn active_auto_fails(s: &Scene, symbol: &str, file: &str) -> Vec<Value> {
    s.lessons(symbol, file)
        .into_iter()
        .filter(|e| e["type"] == "fail" && e["source"] == "auto" && e["status"] == "active")
        .collect()
}

/// Blame precision and recall over `edited` symbols, `guilty` the ones that broke the run:
/// a symbol counts as blamed while it holds an active automatic failure.
fn precision_recall(s: &Scene, edited: &[(&str, &str)], guilty: &[&str]) -> (f64, f64) {
    let blamed: Vec<&str> = edited
        .iter()
        .filter(|(name, file)| !active_auto_fails(s, name, file).is_empty())
        .map(|(name, _)| *name)
        .collect();
    let hits = blamed.iter().filter(|b| guilty.contains(b)).count() as f64;
    let precision = if blamed.is_empty() {
        0.0
    } else {
        hits / blamed.len() as f64
    };
    (precision, hits / guilty.len() as f64)
}

/// What the model reads names no command, exit code or path of this machine.
fn assert_short(text: &str, s: &Scene) {
    for noise in ["exit code", "command:", "pytest -", "Exit code"] {
        assert!(!text.contains(noise), "{noise:?} in {text}");
    }
    assert!(!text.contains(&*s.root.to_string_lossy()), "{text}");
}

/// Three edits in two files, one guilty; the traceback names it; the fix; the green run.
#[test]
fn a_mixed_session_blames_the_symbol_its_traceback_names_and_keeps_its_fix() {
    let s = Scene::new();
    let labels = s.write("labels.py", LABELS_BEFORE);
    let prices = s.write("prices.py", PRICES);
    s.write(
        "test_labels.py",
        "from labels import label, lookup\n\n\ndef test_lookup():\n    assert lookup({\"a\": 1}, \"b\") == 1\n",
    );
    // The three edits: `label` and `net` innocent, `lookup` guilty.
    s.edit(&labels, "name.capitalize()", "name.title()");
    s.edit(&labels, "return table.get(key)", "return table[key]");
    s.edit(
        &prices,
        "return price / (1 + vat)",
        "return round(price / (1 + vat), 2)",
    );
    // The red run, as pytest printed it for this very code (labels.py:6 is `lookup`).
    let text = context(&s.bash_failed(
        "pytest --tb=short -q -k 'dicts or lookup'",
        1,
        &output("pytest/more_short.txt"),
    ));
    assert!(
        text.contains("\"test_lookup and 1 more failed: KeyError: 'b'\""),
        "{text}"
    );
    assert!(text.contains("- lookup (labels.py)"), "{text}");
    assert!(!text.contains("label (labels.py)"), "{text}");
    assert!(!text.contains("net (prices.py)"), "{text}");
    assert_short(&text, &s);
    let edited = [
        ("label", "labels.py"),
        ("lookup", "labels.py"),
        ("net", "prices.py"),
    ];
    let (precision, recall) = precision_recall(&s, &edited, &["lookup"]);
    eprintln!("blame after the red run: precision {precision:.2}, recall {recall:.2}");
    assert!(precision >= 0.9 && recall == 1.0, "{precision} {recall}");

    // The fix, then a green run of the whole suite.
    s.edit(&labels, "return table[key]", "return table.get(key, 1)");
    let text = context(&s.bash_ok("pytest -q", &output("pytest/pytest_pass.txt")));
    let fix = "changed \"return table[key]\" to \"return table.get(key, 1)\"";
    assert!(
        text.contains(&format!(
            "- lookup (labels.py) (tests pass after 1 failed run): \"test_lookup and 1 more failed: KeyError: 'b'\" — fixed by: {fix}"
        )),
        "{text}"
    );
    assert_short(&text, &s);
    let fails = active_auto_fails(&s, "lookup", "labels.py");
    assert_eq!(fails.len(), 1);
    assert_eq!(fails[0]["fix"], fix, "{fails:?}");
    // The detail keeps what the model is not shown.
    let detail = fails[0]["detail"].as_str().unwrap();
    assert!(detail.contains("command: pytest --tb=short -q -k 'dicts or lookup'; exit code 1"));
    // `cm query` prints it; the next session reads failure, error and fix.
    let q = s.cm(&["query", "lookup", "--file", "labels.py"]);
    assert!(q.contains(&format!("fixed by: {fix}")), "{q}");
    let later = Scene {
        env: s.env.clone(),
        root: s.root.clone(),
        session: "later".into(),
    };
    // Shown on reading at any risk, so one session's lesson is enough to see it.
    s.write(".code-memory.toml", "context_threshold = 0.0\n");
    let read = context(&later.read(&labels, None));
    assert!(
        read.contains(&format!(
            "test_lookup and 1 more failed: KeyError: 'b' — fixed by: {fix}"
        )),
        "{read}"
    );
    assert!(
        !read.contains("exit code") && !read.contains("command:"),
        "{read}"
    );
    let (precision, recall) = precision_recall(&s, &edited, &["lookup"]);
    eprintln!("blame after the green run: precision {precision:.2}, recall {recall:.2}");
    assert!(precision >= 0.9 && recall == 1.0);
    assert_eq!(s.log(), "", "no hook failed");
}

/// No traceback names a changed symbol, but the failing test's name does
/// (`test_apply_discount`): the run is recorded on that one, not on the co-edited ones,
/// and the fix credits it.
#[test]
fn the_failing_test_names_the_symbol_among_co_edited_ones() {
    let s = Scene::new();
    let shop = s.write("shop.py", SHOP_PY);
    let tax = s.write("tax.py", "def vat(price):\n    return price * 0.2\n");
    s.edit(&shop, "- 9\n", "- 8\n");
    s.edit(&shop, "sum(items) + 1", "sum(items) + 0 + 1");
    s.edit(&tax, "* 0.2", "* 0.20");
    let text = context(&s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt")));
    assert!(text.contains("- apply_discount (shop.py)"), "{text}");
    assert!(
        !text.contains("Cart.total") && !text.contains("vat"),
        "{text}"
    );
    let edited = [
        ("apply_discount", "shop.py"),
        ("Cart.total", "shop.py"),
        ("vat", "tax.py"),
    ];
    let (precision, recall) = precision_recall(&s, &edited, &["apply_discount"]);
    eprintln!(
        "blame by the failing test's name, red run: precision {precision:.2}, recall {recall:.2}"
    );
    assert!(precision >= 0.9 && recall == 1.0);
    s.edit(&shop, "- 8\n", "\n");
    let text = context(&s.bash_ok("pytest -x", &output("pytest/pytest_pass.txt")));
    assert!(text.contains("apply_discount (shop.py)"), "{text}");
    assert!(text.contains("fixed by: changed \"return price - price * pct // 100 - 8\" to \"return price - price * pct // 100\""), "{text}");
    for (name, file) in [("Cart.total", "shop.py"), ("vat", "tax.py")] {
        assert!(s.lessons(name, file).is_empty());
    }
}

/// A line the session removed and the fix put back reads as an engineer's note: what was
/// added, and before which line.
#[test]
fn a_fix_that_puts_a_line_back_says_what_it_added_and_where() {
    let s = Scene::new();
    let guarded = "def apply_discount(price, pct):\n    if pct > 100: pct = 100\n    return price - price * pct // 100 - 9\n";
    let shop = s.write("shop.py", guarded);
    s.edit(&shop, "    if pct > 100: pct = 100\n", "");
    assert!(
        s.bash_failed("pytest -x", 1, &output("pytest/pytest_x.txt"))
            .is_some()
    );
    s.edit(
        &shop,
        "def apply_discount(price, pct):\n",
        "def apply_discount(price, pct):\n    if pct > 100: pct = 100\n",
    );
    let text = context(&s.bash_ok("pytest -x", &output("pytest/pytest_pass.txt")));
    assert!(
        text.contains(
            "fixed by: added \"if pct > 100: pct = 100\" before return price - price * pct // 100 - 9"
        ),
        "{text}"
    );
}

/// A green run of other tests says nothing about the failed ones: pytest's own output of
/// `pytest -v -k total` after `pytest tests` failed three other tests.
#[test]
fn a_green_run_of_other_tests_records_no_fix() {
    let s = Scene::new();
    let shop = s.write("shop.py", SHOP_PY);
    s.edit(&shop, "- 9\n", "- 8\n");
    assert!(
        s.bash_failed("pytest tests", 1, &output("pytest/default.txt"))
            .is_some()
    );
    s.edit(&shop, "- 8\n", "\n");
    assert_eq!(
        s.bash_ok("pytest -v -k total tests", &output("pytest/green_v.txt")),
        None,
        "other tests passed: nothing recorded, nothing said"
    );
    let lessons = s.lessons("apply_discount", "shop.py");
    assert!(
        lessons
            .iter()
            .all(|e| e["type"] == "fail" && e["fix"].is_null()),
        "{lessons:?}"
    );
    // The same command again covers the failed run.
    s.edit(&shop, "    return price", "    return  price");
    let text = context(&s.bash_ok("pytest tests", &output("pytest/pytest_pass.txt")));
    assert!(text.contains("apply_discount (shop.py)"), "{text}");
}

/// Test-first work: a new stub failing its new test is a step, not a lesson.
#[test]
fn a_new_stub_failing_its_test_is_no_lesson() {
    let s = Scene::new();
    let src = std::fs::read_to_string(format!(
        "{}/crates/testrun/capture/projects/py/shop.py",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let f = s.write("shop.py", &src);
    let mut p = s.fixture("post_tool_use_write_create.json");
    p["tool_input"] = json!({"file_path": f, "content": src});
    p["tool_response"] = json!({"type": "create", "filePath": f, "content": src, "structuredPatch": [], "originalFile": null});
    assert_eq!(s.hook("post-tool-use", &p), None);
    assert_eq!(
        s.bash_failed(
            "python3 -m unittest discover -s tests -t .",
            1,
            &output("unittest/default.txt")
        ),
        None
    );
    assert!(s.lessons("refund", "shop.py").is_empty());
    // A stub added by an Edit to an existing file is new code too.
    let s3 = Scene::new();
    let stub = "def refund(order):\n    raise NotImplementedError(\"refund is not implemented yet\")\n\n\n";
    let f = s3.write("shop.py", &src.replace(stub, ""));
    s3.edit(&f, "def total(items):", &format!("{stub}def total(items):"));
    assert_eq!(std::fs::read_to_string(&f).unwrap(), src);
    assert_eq!(
        s3.bash_failed(
            "python3 -m unittest discover -s tests -t .",
            1,
            &output("unittest/default.txt")
        ),
        None
    );
    assert!(s3.lessons("refund", "shop.py").is_empty());
    // The same failure in code that existed before the session is a lesson.
    let s2 = Scene::new();
    let f = s2.write(
        "shop.py",
        &src.replace(
            "raise NotImplementedError(\"refund is not implemented yet\")",
            "return order",
        ),
    );
    s2.edit(
        &f,
        "return order",
        "raise NotImplementedError(\"refund is not implemented yet\")",
    );
    let text = context(&s2.bash_failed(
        "python3 -m unittest discover -s tests -t .",
        1,
        &output("unittest/default.txt"),
    ));
    assert!(text.contains("- refund (shop.py)"), "{text}");
}

/// A deleted function is blamed by its own name, not the one above it; a removed
/// decorator blames the function it decorated, not the file.
#[test]
fn deletions_blame_what_they_deleted() {
    let s = Scene::new();
    let shop = s.write("shop.py", SHOP_PY);
    s.edit(
        &shop,
        "    def count(self, items):\n        return len(items)\n",
        "",
    );
    context(&s.bash_failed("pytest -q", 1, &output("pytest/pytest_q.txt")));
    assert_eq!(active_auto_fails(&s, "Cart.count", "shop.py").len(), 1);
    assert!(s.lessons("Cart.total", "shop.py").is_empty());
    assert!(s.lessons("Cart", "shop.py").is_empty());

    let rates = s.write(
        "rates.py",
        "import functools\n\n\n@functools.cache\ndef rate(x):\n    return x * 2\n",
    );
    s.edit(&rates, "@functools.cache\n", "");
    context(&s.bash_failed("pytest -q", 1, &output("pytest/more_q.txt")));
    assert_eq!(active_auto_fails(&s, "rate", "rates.py").len(), 1);
    assert!(s.lessons("", "rates.py").is_empty());
}

/// An Edit whose old_string carries its neighbours' lines is gated by what it changes:
/// a method inserted between two others is not held back by their lessons.
#[test]
fn an_insertion_is_not_gated_by_its_neighbours() {
    let s = Scene::new();
    let shop = s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 4);
    let old = "        return sum(items) + 1\n\n    def count(self, items):\n";
    let new = "        return sum(items) + 1\n\n    def empty(self):\n        return []\n\n    def count(self, items):\n";
    assert_eq!(s.pre_edit(&shop, old, new), None);
    // Changing a line of Cart.total with the same context is held back.
    let changed = "        return sum(items)\n\n    def count(self, items):\n";
    assert!(s.pre_edit(&shop, old, changed).is_some());
}

/// An agent that reports an Edit without Claude Code's `structuredPatch` (the payload has
/// only `old_string` and `new_string`): the lines the edit wrote are the new text without
/// the context both strings share, so a method inserted between two others is blamed alone.
#[test]
fn an_edit_without_a_patch_blames_only_what_it_wrote() {
    let s = Scene::new();
    let shop = s.write("shop.py", SHOP_PY);
    let old = "        return sum(items) + 1\n\n    def count(self, items):\n";
    let new = "        return sum(items) + 1\n\n    def empty(self):\n        return []\n\n    def count(self, items):\n";
    let text = std::fs::read_to_string(&shop).unwrap();
    std::fs::write(&shop, text.replace(old, new)).unwrap();
    let payload = json!({
        "session_id": s.session,
        "hook_event_name": "PostToolUse",
        "cwd": s.root,
        "tool_name": "Edit",
        "tool_input": {"file_path": shop, "old_string": old, "new_string": new},
        "tool_response": {"filePath": shop},
    });
    assert_eq!(s.hook("post-tool-use", &payload), None);
    let text = context(&s.bash_failed("pytest -q", 1, &output("pytest/pytest_q.txt")));
    assert!(text.contains("- Cart.empty (shop.py)"), "{text}");
    assert!(s.lessons("Cart.total", "shop.py").is_empty(), "{text}");
    assert!(s.lessons("Cart.count", "shop.py").is_empty(), "{text}");
}

/// Test code is never blamed, by each language's conventions: a GoogleTest run that fails
/// after edits of the code and of the test beside it (`shop_test.cc`) records its lesson on
/// the code alone.
#[test]
fn a_test_beside_its_code_is_never_blamed() {
    let s = Scene::new();
    let code = s.write(
        "src/shop.cc",
        "#include \"shop.h\"\n\nint apply_discount(int price, int percent) {\n    return price - price * percent / 100;\n}\n",
    );
    let test = s.write(
        "src/shop_test.cc",
        "#include <gtest/gtest.h>\n\nTEST(ShopTest, AppliesATenPercentDiscount) {}\n",
    );
    s.edit(&code, "percent / 100;", "percent / 100 - 9;");
    s.edit(&test, "Discount) {}", "Discount) { }");
    let text = context(&s.bash_failed("./build/shop_test", 1, &output("gtest/default.txt")));
    assert!(text.contains("shop.cc"), "{text}");
    assert!(text.contains("Which is: 81"), "{text}");
    assert!(!text.contains("shop_test.cc"), "{text}");
    assert_eq!(s.log(), "", "no hook failed");
}

/// A project of `codec.py` (`source`) and its test of `encode`; returns the module's path.
fn codec_project(s: &Scene, source: &str) -> std::path::PathBuf {
    s.write(
        "test_codec.py",
        "from codec import encode\n\n\ndef test_encode():\n    assert encode({\"a\": 1}) == '{\"a\": 1}'\n",
    );
    s.write("codec.py", source)
}

/// `pytest -q` failing `test_encode` with `got` (a Python literal) against `'{"a": 1}'`.
fn encode_fails(s: &Scene, got: &str) -> String {
    let out = format!(
        "\
============================= test session starts ==============================
collected 1 item

test_codec.py F                                                          [100%]

=================================== FAILURES ===================================
_________________________________ test_encode __________________________________
test_codec.py:5: in test_encode
    assert encode({{\"a\": 1}}) == '{{\"a\": 1}}'
E   assert {got} == '{{\"a\": 1}}'
=========================== short test summary info ============================
FAILED test_codec.py::test_encode - assert {got} == '{{\"a\": 1}}'
============================== 1 failed in 0.02s ===============================
"
    );
    context(&s.bash_failed("pytest -q", 1, &out))
}

/// An edit of an import alone changed the code that uses what it brings in: the failing
/// run is that code's lesson, not the whole file's.
#[test]
fn an_edit_of_an_import_alone_blames_the_code_using_it() {
    let s = Scene::new();
    let codec = codec_project(
        &s,
        "from json import dumps\n\n\ndef encode(x):\n    return dumps(x)\n\n\ndef size(x):\n    return len(x)\n",
    );
    s.edit(
        &codec,
        "from json import dumps",
        "from pprint import pformat as dumps",
    );
    let text = encode_fails(&s, "\"{'a': 1}\"");
    assert!(text.contains("- encode (codec.py)"), "{text}");
    assert_eq!(active_auto_fails(&s, "encode", "codec.py").len(), 1);
    assert!(active_auto_fails(&s, "", "codec.py").is_empty());
    assert!(active_auto_fails(&s, "size", "codec.py").is_empty());
}

/// A function whose only change is its comment did not make a test fail: the run's lesson
/// is not on it, though a Read of the comment shows it as the function's.
#[test]
fn a_comment_only_edit_blames_no_function() {
    let s = Scene::new();
    let codec = codec_project(
        &s,
        "import json\n\n\n# Encodes x.\ndef encode(x):\n    return json.dumps(x, indent=2)\n\n\ndef size(x):\n    return len(x)\n",
    );
    s.edit(
        &codec,
        "# Encodes x.",
        "# Encodes x as JSON, two spaces a level.",
    );
    let text = encode_fails(&s, "'{\\n  \"a\": 1\\n}'");
    assert!(text.contains("test_encode"), "{text}");
    assert!(active_auto_fails(&s, "encode", "codec.py").is_empty());
    assert!(active_auto_fails(&s, "size", "codec.py").is_empty());
}

/// An edit that only removes lines inside a function changed that function: a failing run
/// after it is the function's lesson (it is not taken for deleted and left out behind the
/// other edits), and putting the line back is its fix.
#[test]
fn a_removal_inside_a_function_blames_that_function() {
    let s = Scene::new();
    let cart = s.write(
        "cart.py",
        "def label(name):\n    return \"Item: \" + name.capitalize()\n\n\ndef total(items, coupon):\n    amount = sum(items)\n    amount -= coupon\n    return round(amount, 2)\n\n\ndef shipping(amount):\n    if amount > 50:\n        return 0\n    return 5\n\n\ndef checkout(items, coupon):\n    amount = total(items, coupon)\n    return label(\"cart\"), amount + shipping(amount)\n",
    );
    s.write(
        "test_cart.py",
        "from cart import checkout\n\n\ndef test_coupon_applies():\n    got = checkout([10, 5], 3)\n    assert got == (\"Item: Cart\", 17)\n",
    );
    // Two innocent edits, then the removal, in the order an agent made them.
    s.edit(&cart, "name.capitalize()", "name.title()");
    s.edit(&cart, "if amount > 50:", "if amount >= 50:");
    s.edit(
        &cart,
        "    amount = sum(items)\n    amount -= coupon\n",
        "    amount = sum(items)\n",
    );
    // What pytest printed for this very code: nothing names cart.py or `total`.
    let out = "F                                                                        [100%]\n=================================== FAILURES ===================================\nE   AssertionError: assert ('Item: Cart', 20) == ('Item: Cart', 17)\n      \n      At index 1 diff: 20 != 17\n      Use -v to get more diff\ntest_cart.py:6: AssertionError: assert ('Item: Cart', 20) == ('Item: Cart', 17)\n=========================== short test summary info ============================\nFAILED test_cart.py::test_coupon_applies - AssertionError: assert ('Item: Car...\n1 failed in 0.06s\n";
    let text = context(&s.bash_failed("pytest -q --tb=line", 1, out));
    assert!(text.contains("- total (cart.py)"), "{text}");
    assert_eq!(active_auto_fails(&s, "total", "cart.py").len(), 1);
    // The line put back, the suite green: the fix is `total`'s, the others are cleared.
    s.edit(
        &cart,
        "    amount = sum(items)\n",
        "    amount = sum(items)\n    amount -= coupon\n",
    );
    let green = ".                                                                        [100%]\n1 passed in 0.03s\n";
    let text = context(&s.bash_ok("pytest -q", green));
    assert!(text.contains("- total (cart.py) (tests pass"), "{text}");
    let fails = active_auto_fails(&s, "total", "cart.py");
    assert!(
        fails[0]["fix"]
            .as_str()
            .is_some_and(|f| f.contains("amount -= coupon")),
        "{fails:?}"
    );
    assert!(active_auto_fails(&s, "label", "cart.py").is_empty());
    assert!(active_auto_fails(&s, "shipping", "cart.py").is_empty());
}

/// A failing Rust integration test reaches its crate through `use shop::...`, and a unit
/// test in the `mod tests` of the edited file is a failing test of that file: the run is
/// the lesson of the function both reach, not of the other edit of the file.
#[test]
fn a_rust_integration_test_reaches_its_crate() {
    let s = Scene::new();
    s.write(
        "Cargo.toml",
        "[package]\nname = \"shop\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    );
    s.write("src/lib.rs", "pub mod cart;\n");
    let cart = s.write(
        "src/cart.rs",
        "pub fn total(prices: &[u32]) -> u32 {\n    prices.iter().sum::<u32>()\n}\n\npub fn label(name: &str) -> String {\n    format!(\"Item: {name}\")\n}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n\n    #[test]\n    fn totals_two_prices() {\n        assert_eq!(total(&[2, 3]), 5);\n    }\n}\n",
    );
    s.write(
        "tests/orders.rs",
        "use shop::cart::total;\n\n#[test]\nfn an_order_of_three() {\n    assert_eq!(total(&[1, 2, 3]), 6);\n}\n",
    );
    s.edit(
        &cart,
        "format!(\"Item: {name}\")",
        "format!(\"item: {name}\")",
    );
    s.edit(
        &cart,
        "prices.iter().sum::<u32>()",
        "prices.iter().sum::<u32>() + 1",
    );
    // What cargo test printed for this very crate.
    let out = "     Running unittests src/lib.rs (target/debug/deps/shop-507999230d6984fa)\n\nrunning 1 test\ntest cart::tests::totals_two_prices ... FAILED\n\nfailures:\n\n---- cart::tests::totals_two_prices stdout ----\n\nthread 'cart::tests::totals_two_prices' panicked at src/cart.rs:15:9:\nassertion `left == right` failed\n  left: 6\n right: 5\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    cart::tests::totals_two_prices\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\nerror: test failed, to rerun pass `--lib`\n     Running tests/orders.rs (target/debug/deps/orders-0671b646198c8fc8)\n\nrunning 1 test\ntest an_order_of_three ... FAILED\n\nfailures:\n\n---- an_order_of_three stdout ----\n\nthread 'an_order_of_three' panicked at tests/orders.rs:5:5:\nassertion `left == right` failed\n  left: 7\n right: 6\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    an_order_of_three\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: test failed, to rerun pass `--test orders`\n   Doc-tests shop\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\nerror: 2 targets failed:\n    `--lib`\n    `--test orders`\n";
    let text = context(&s.bash_failed("cargo test --no-fail-fast", 101, out));
    assert!(text.contains("- total (src/cart.rs)"), "{text}");
    assert!(text.contains("assertion `left == right` failed"), "{text}");
    assert_eq!(active_auto_fails(&s, "total", "src/cart.rs").len(), 1);
    assert!(active_auto_fails(&s, "label", "src/cart.rs").is_empty());
}
