//! `compulsa extract FILE|- [--format json|table] [--text]`: the citations of a brief.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use crate::extract::{Extraction, extract};
use crate::ingest::{Formato, IngestOptions, Ingested, ingest_bytes, ingest_path};

/// Output format of `extract`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// `{documento, citas, no_soportadas}` as JSON.
    Json,
    /// One line per citation, for people.
    Table,
}

/// Arguments of `extract`.
#[derive(Debug, clap::Args)]
pub struct ExtractArgs {
    /// The brief (txt, md, pdf, docx), or `-` for UTF-8 text on stdin.
    pub file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "json")]
    pub format: Format,
    /// Print the ingested text (the text spans point into) instead of the citations.
    #[arg(long)]
    pub text: bool,
}

/// Runs `extract`.
///
/// # Errors
/// When the file cannot be read or ingested, or stdout cannot be written.
pub fn run(args: &ExtractArgs) -> anyhow::Result<ExitCode> {
    let opts = IngestOptions {
        exe: std::env::current_exe().context("cannot locate the compulsa executable")?,
    };
    let ingested = if args.file.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .context("cannot read stdin")?;
        ingest_bytes(&bytes, Formato::Txt, &opts)?
    } else {
        ingest_path(&args.file, &opts)?
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if args.text {
        out.write_all(ingested.text.as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let extraction = extract(&ingested.text);
    match args.format {
        Format::Json => {
            let doc = document_json(&ingested, &extraction);
            serde_json::to_writer_pretty(&mut out, &doc)?;
            writeln!(out)?;
        }
        Format::Table => write_table(&mut out, &extraction)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The JSON document `extract` prints.
#[must_use]
pub fn document_json(ingested: &Ingested, extraction: &Extraction) -> serde_json::Value {
    serde_json::json!({
        "documento": {
            "formato": ingested.formato,
            "bytes": ingested.bytes,
            "sha256": ingested.sha256,
        },
        "citas": extraction.citas,
        "no_soportadas": extraction.no_soportadas,
    })
}

fn write_table(out: &mut impl Write, extraction: &Extraction) -> std::io::Result<()> {
    for c in &extraction.citas {
        let span = c
            .span
            .map_or_else(String::new, |s| format!("{}..{}", s.inicio, s.fin));
        let campos = serde_json::to_string(&c.campos).unwrap_or_default();
        writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            c.id, c.fuente, span, c.texto_original, campos
        )?;
        if let Some(q) = &c.cita_literal {
            writeln!(out, "\t\tcita_literal: «{q}»")?;
        }
        for a in &c.avisos {
            writeln!(out, "\t\taviso: {a}")?;
        }
    }
    for n in &extraction.no_soportadas {
        writeln!(
            out,
            "-\t{}\t{}..{}\t{}",
            n.tipo, n.span.inicio, n.span.fin, n.texto
        )?;
    }
    Ok(())
}
