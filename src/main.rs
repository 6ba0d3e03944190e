//! The `compulsa` binary: logging set-up, then the CLI.

use std::process::ExitCode;

fn main() -> ExitCode {
    compulsa::cli::main()
}
