//! The hook's payload reading: any stdin is read as `cm hook` reads it (JSON, the payload
//! shapes, the event it means, a Codex patch in it) without a panic.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(stdin) = std::str::from_utf8(data) {
        code_memory::fuzz_payload(stdin);
    }
});
