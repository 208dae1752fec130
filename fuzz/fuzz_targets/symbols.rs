//! The symbol tables: any bytes, as a file of any supported extension (the first byte
//! picks it), make a table whose lines are in the file, or give up within the parse
//! budget of a Read's answer, without a panic.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&pick, source)) = data.split_first() else {
        return;
    };
    code_memory::fuzz_symbols(pick, source);
});
