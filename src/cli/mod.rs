//! The command line: clap definitions and one function per subcommand.
//!
//! Exit codes: 0 success/valid, 1 invalid (validate, audit verify), 2 usage or I/O error,
//! 3 infrastructure failure (fetch), 4 whitelist refusal (fetch).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod core;
pub mod input;

pub use self::core::lookup;
pub mod extract;
pub mod extract_pdf;
pub mod fetch;
pub mod fetcher_args;
pub mod verify;
pub mod verify_brief;

/// Exit code for usage and I/O errors.
pub const EXIT_USAGE: u8 = 2;

/// compulsa: checks the citations of Spanish legal briefs against the official sources.
#[derive(Debug, Parser)]
#[command(name = "compulsa", version, about)]
pub struct Cli {
    /// Options shared by every subcommand.
    #[command(flatten)]
    pub global: GlobalArgs,
    /// The subcommand.
    #[command(subcommand)]
    pub command: Command,
}

/// Options shared by every subcommand.
#[derive(Debug, clap::Args)]
pub struct GlobalArgs {
    /// Folder of the audit trail (one JSONL file per run).
    #[arg(
        long,
        global = true,
        env = "COMPULSA_AUDIT_DIR",
        default_value = ".compulsa/audit"
    )]
    pub audit_dir: PathBuf,
    /// Folder of agent output schemas overriding the compiled-in ones (`NAME_output.json`).
    #[arg(long, global = true, env = "COMPULSA_SCHEMAS_DIR")]
    pub schemas_dir: Option<PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Starts an audit run: writes `__run_start__` and prints the run id.
    NewRun,
    /// Validates an agent's output against its schema (exit 0 valid, 1 invalid, 2 error).
    Validate(core::ValidateArgs),
    /// Appends an `invocation` line to a run's audit trail.
    Log(core::LogArgs),
    /// Closes a run with `__run_end__` (nothing can be appended after it).
    EndRun {
        /// The run id.
        #[arg(long)]
        run_id: String,
        /// Free note.
        #[arg(long)]
        note: Option<String>,
    },
    /// Prints one field of a JSON document (dot path or JSON pointer).
    ExtractField(core::ExtractFieldArgs),
    /// Audit trail tools.
    #[command(subcommand)]
    Audit(core::AuditCommand),
    /// Runs the audit/validate core end to end and prints `Selftest OK — <run_id>`.
    Selftest,
    /// Fetch one URL through the fetch layer (whitelist, pace, retries, cache, record/replay)
    /// and print status, final URL, attempts and the decoded text.
    Fetch(fetch::FetchArgs),
    /// Lists the citations found in a brief (JSON or a table), or prints its ingested text.
    Extract(extract::ExtractArgs),
    /// Verifies one citation (JSON) and prints the verdict in its agent's output schema.
    Verify(verify::VerifyArgs),
    /// Verifies every citation of a brief (txt, md, pdf, docx) and writes `informe.md`.
    VerifyBrief(verify_brief::VerifyBriefArgs),
    /// Child side of the PDF sandbox: PDF on stdin, one JSON report on stdout (internal).
    #[command(name = "__extract-pdf", hide = true)]
    ExtractPdf(extract_pdf::ExtractPdfArgs),
}

/// Parses the command line, runs the subcommand and maps the outcome to an exit code.
#[must_use]
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    ExitCode::SUCCESS
                }
                _ => ExitCode::from(EXIT_USAGE),
            };
        }
    };
    init_tracing();
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let g = &cli.global;
    match cli.command {
        Command::NewRun => core::new_run(g),
        Command::Validate(a) => core::validate(g, &a),
        Command::Log(a) => core::log(g, &a),
        Command::EndRun { run_id, note } => core::end_run(g, &run_id, note.as_deref()),
        Command::ExtractField(a) => core::extract_field(&a),
        Command::Audit(core::AuditCommand::Verify { run_id, format }) => {
            core::audit_verify(g, &run_id, format)
        }
        Command::Selftest => core::selftest(g),
        Command::Fetch(args) => fetch::run(args),
        Command::Extract(args) => extract::run(&args),
        Command::Verify(args) => verify::run(g, &args),
        Command::VerifyBrief(args) => verify_brief::run(g, &args),
        Command::ExtractPdf(args) => extract_pdf::run(&args),
    }
}

fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("COMPULSA_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
}
