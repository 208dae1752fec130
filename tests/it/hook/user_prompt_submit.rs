//! UserPromptSubmit: lessons of the code a prompt names or describes.

use super::{SHOP_PY, Scene, context};

#[test]
fn prompt_naming_a_symbol_brings_its_lessons() {
    let s = Scene::new();
    s.write("shop.py", SHOP_PY);
    s.fails("Cart.total", "shop.py", 2);
    s.fails("apply_discount", "shop.py", 2);
    assert_eq!(s.prompt("please run the tests and tidy up the total"), None);
    let text = context(&s.prompt("Why does `total` add one? Look at Cart.total"));
    assert!(text.contains("Cart.total lesson"), "{text}");
    assert!(!text.contains("apply_discount"), "{text}");
    let text = context(&s.hook("user-prompt-submit", &s.fixture("user_prompt_submit.json")));
    assert!(text.contains("apply_discount lesson"), "{text}");
    assert_eq!(s.prompt("again: apply_discount"), None, "shown once");
}

#[test]
fn a_prompt_finds_lessons_by_their_words_and_unrelated_prompts_get_nothing() {
    let s = Scene::new();
    s.write("auth.py", "def validate(token):\n    return token\n");
    s.cm(&[
        "fail",
        "validate",
        "JWT expiry not handled for refresh tokens",
        "--file",
        "auth.py",
        "--detail",
        "check the exp claim before the signature",
    ]);
    assert_eq!(
        s.prompt("please tidy the README and bump the version"),
        None
    );
    assert_eq!(
        s.prompt("the login token seems fine"),
        None,
        "one shared word"
    );
    let text = context(&s.prompt("users get logged out when the jwt expiry passes"));
    assert!(text.contains("JWT expiry not handled"), "{text}");
    assert_eq!(
        s.prompt("jwt expiry again"),
        None,
        "never twice in a session"
    );
}
