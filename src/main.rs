//! The `cm` binary: parse the command line, run it, turn an error into `cm: ...` and an exit code.
//!
//! All logic lives in the library; this file only decides how the process ends.

use std::process::ExitCode;

fn main() -> ExitCode {
    match code_memory::run() {
        Ok(code) => code,
        Err(err) => {
            if is_broken_pipe(&err) {
                return ExitCode::SUCCESS;
            }
            eprintln!("cm: {err:#}");
            ExitCode::FAILURE
        }
    }
}

/// `cm query | head` must not end in an error message.
fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
