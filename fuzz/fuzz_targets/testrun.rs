//! The test-output parsers: any output is read by every runner's parser, judged as each
//! runner and as a wrapper of unknown runner, without a panic; its first line is read as a
//! command.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(output) = std::str::from_utf8(data) else {
        return;
    };
    // The exit code a hook payload may carry: none, success, failure, "no tests".
    let exit = [None, Some(0), Some(1), Some(5)][data.len() % 4];
    code_memory::fuzz_testrun(output, exit);
});
