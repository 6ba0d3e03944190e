//! The `compulsa` binary: logging set-up, then the CLI.

use std::process::ExitCode;

/// The extractor allocates many small, short-lived strings (captures, folded names); this
/// allocator serves them with fewer instructions than the system one; it is built without
/// transparent huge pages (`Cargo.toml`), which cost more clearing than they saved (see
/// `benches/README.md`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    compulsa::cli::main()
}
