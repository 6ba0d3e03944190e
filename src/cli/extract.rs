//! `compulsa extract FILE|- [--format json|table] [--text]`: the citations of a brief.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use serde::Serialize;

use crate::extract::{CompactExtraction, NoSoportada, extract_compact_owned};
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
    let mut ingested = if args.file.as_os_str() == "-" {
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
    // The text is handed over: soft line breaks are softened in place, not in a copy.
    let text = std::mem::take(&mut ingested.text);
    let extraction = extract_compact_owned(text);
    let mut out = std::io::BufWriter::new(out);
    match args.format {
        Format::Json => {
            // Written as it is built: one citation at a time, never the whole document.
            serde_json::to_writer_pretty(&mut out, &Document::new(&ingested, &extraction))?;
            writeln!(out)?;
        }
        Format::Table => write_table(&mut out, &extraction)?,
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// The JSON document `extract` prints: `{documento, citas, no_soportadas}`.
#[derive(Debug, Serialize)]
pub struct Document<'a> {
    documento: Documento<'a>,
    citas: &'a crate::extract::CompactCitas<'a>,
    no_soportadas: &'a [NoSoportada],
}

#[derive(Debug, Serialize)]
struct Documento<'a> {
    formato: Formato,
    bytes: u64,
    sha256: &'a str,
}

impl<'a> Document<'a> {
    /// The document for `extraction` of `ingested`.
    #[must_use]
    pub fn new(ingested: &'a Ingested, extraction: &'a CompactExtraction<'a>) -> Document<'a> {
        Document {
            documento: Documento {
                formato: ingested.formato,
                bytes: ingested.bytes,
                sha256: &ingested.sha256,
            },
            citas: &extraction.citas,
            no_soportadas: &extraction.no_soportadas,
        }
    }
}

fn write_table(out: &mut impl Write, extraction: &CompactExtraction<'_>) -> std::io::Result<()> {
    for c in extraction.citas.iter() {
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
