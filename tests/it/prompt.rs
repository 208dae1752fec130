//! UserPromptSubmit through the binary: a prompt that names the code (a symbol, a module and
//! a name, a file, a quoted error) gets its lessons; a prompt whose ordinary words appear in
//! lessons gets nothing.

use crate::hook::{SHOP_PY, Scene, context};

/// A project with lessons whose words are ordinary English, the kind prompts are made of.
fn shop() -> Scene {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    s.write(
        "auth/session.go",
        "package auth\n\nfunc Refresh() error {\n\treturn nil\n}\n",
    );
    s.cm(&[
        "fail",
        "Cart.total",
        "the total of the order is wrong when items are added twice",
        "--file",
        "shop.py",
    ]);
    s.cm(&[
        "fail",
        "apply_discount",
        "discount applied to the shipping price as well",
        "--file",
        "shop.py",
    ]);
    s.cm(&[
        "fail",
        "Refresh",
        "KeyError: 'expires_at' when the token has no expiry",
        "--file",
        "auth/session.go",
    ]);
    s
}

#[test]
fn common_words_that_appear_in_lessons_bring_nothing() {
    let s = shop();
    for prompt in [
        "The order page shows the wrong font when items load",
        "Add a price filter to the shipping page",
        "Refresh the page after the token expires",
        "Total rewrite of the discount banner, please",
        "Run the tests and check the session handling",
    ] {
        assert_eq!(s.prompt(prompt), None, "{prompt}");
    }
}

#[test]
fn a_symbol_written_as_code_brings_its_lessons() {
    let s = shop();
    let text = context(&s.prompt("Why does Cart.total count items twice?"));
    assert!(text.contains("added twice"), "{text}");
    assert!(!text.contains("shipping"), "{text}");
    let text = context(&s.prompt("make apply_discount skip shipping"));
    assert!(text.contains("shipping price"), "{text}");
}

#[test]
fn a_module_and_a_name_or_a_capitalised_name_in_a_sentence_bring_its_lessons() {
    let s = shop();
    let text = context(&s.prompt("session.Refresh panics on old tokens"));
    assert!(text.contains("expires_at"), "{text}");
    let s = shop();
    let text = context(&s.prompt("the token code calls Refresh too early"));
    assert!(text.contains("expires_at"), "{text}");
}

#[test]
fn a_file_named_by_path_or_name_brings_its_lessons() {
    let s = shop();
    let text = context(&s.prompt("Tidy up shop.py before the release"));
    assert!(text.contains("added twice"), "{text}");
    assert!(text.contains("shipping price"), "{text}");
    assert!(!text.contains("expires_at"), "{text}");
    let s = shop();
    let path = s.root.join("auth/session.go");
    let text = context(&s.prompt(&format!("look at @{}:3", path.display())));
    assert!(text.contains("expires_at"), "{text}");
    let s = shop();
    assert_eq!(s.prompt("look at session.ts and shop.rs"), None);
}

#[test]
fn a_quoted_error_or_a_phrase_of_a_lesson_brings_it() {
    let s = shop();
    let text = context(&s.prompt("I get \"KeyError: 'expires_at'\" at login"));
    assert!(text.contains("expires_at"), "{text}");
    let s = shop();
    let text =
        context(&s.prompt("the discount gets applied to shipping, the shipping price is off"));
    assert!(text.contains("shipping price"), "{text}");
}
