//! The redactor: any text is redacted without a panic, and a cut keeps to its length.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let _ = code_memory::store::redact::redact(text);
    let max = data.len() % 64;
    let cut = code_memory::store::redact::redact_and_cut(text, max);
    assert!(cut.chars().count() <= max.max(1), "{max}: {cut:?}");
});
