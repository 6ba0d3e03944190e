//! The command line: clap definitions and one function per subcommand.
//!
//! Exit codes: 0 success/valid, 1 invalid (validate, audit verify), 2 usage or I/O error,
//! 3 infrastructure failure (fetch), 4 whitelist refusal (fetch).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod extract;

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
    /// Lists the citations found in a brief (JSON or a table), or prints its ingested text.
    Extract(extract::ExtractArgs),
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
    match cli.command {
        Command::Extract(args) => extract::run(&args),
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
