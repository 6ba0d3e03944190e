//! `compulsa __extract-pdf --engine NAME`: the child side of the PDF sandbox (hidden).
//!
//! Reads a PDF on stdin and writes one report line on stdout (see [`crate::pdf::child`]).
//! Only the parent in [`crate::pdf::extract_text`] is meant to run it.

use std::process::ExitCode;

use anyhow::Context as _;

use crate::pdf;

/// Arguments of `__extract-pdf`.
#[derive(Debug, clap::Args)]
pub struct ExtractPdfArgs {
    /// Engine: `pdf_oxide` or `pdf_extract` (test faults need `COMPULSA_TEST_MODE=1`).
    #[arg(long)]
    pub engine: String,
    /// RLIMIT_AS of this process, in bytes.
    #[arg(long, default_value_t = pdf::DEFAULT_MEM_LIMIT_BYTES)]
    pub mem_limit_bytes: u64,
    /// RLIMIT_CPU of this process, in seconds.
    #[arg(long, default_value_t = pdf::DEFAULT_CPU_SECONDS)]
    pub cpu_seconds: u64,
    /// Largest PDF read from stdin.
    #[arg(long, default_value_t = pdf::DEFAULT_MAX_INPUT_BYTES)]
    pub max_input_bytes: usize,
    /// The child exits by itself after this many seconds (in case the parent died).
    #[arg(long, default_value_t = pdf::DEFAULT_WALL_TIMEOUT.as_secs() + 5)]
    pub wall_seconds: u64,
}

/// Runs the child.
///
/// # Errors
/// When the report cannot be written to stdout.
pub fn run(args: &ExtractPdfArgs) -> anyhow::Result<ExitCode> {
    let limits = pdf::child::ChildLimits {
        mem_limit_bytes: args.mem_limit_bytes,
        cpu_seconds: args.cpu_seconds,
        max_input_bytes: args.max_input_bytes,
        wall_seconds: args.wall_seconds,
    };
    let test_mode = std::env::var_os(pdf::child::TEST_MODE_ENV).is_some_and(|v| v == "1");
    pdf::child::run_child(
        &args.engine,
        &limits,
        test_mode,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
    )
    .context("__extract-pdf")?;
    Ok(ExitCode::SUCCESS)
}
