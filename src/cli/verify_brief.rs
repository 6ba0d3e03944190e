//! `compulsa verify-brief`: a whole brief in, `informe.md` and its JSON out (DESIGN §8).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use super::GlobalArgs;
use super::fetcher_args::FetcherArgs;
use super::verify::{checked_output, verification_line};
use crate::audit::{RunId, Trail};
use crate::batch::{DEFAULT_CONCURRENCY, verify_all};
use crate::extract::extract;
use crate::fetch::Fetcher;
use crate::ingest::{IngestOptions, ingest_path};
use crate::model::Fuente;
use crate::report::{Documento, Informe, NoSoportada, Resultado, render_markdown};
use crate::schema::Registry;
use crate::sources::Ctx;

/// Arguments of `compulsa verify-brief`.
#[derive(Debug, clap::Args)]
pub struct VerifyBriefArgs {
    /// The brief: txt, md, pdf or docx.
    pub file: PathBuf,
    /// Date at which legislation in force is checked (YYYY-MM-DD; default today).
    #[arg(long, value_parser = super::verify::parse_date)]
    pub fecha_referencia: Option<jiff::civil::Date>,
    /// Write the report here (default: standard output).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Also write the results as JSON here.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Append one `verification` line per verdict to this audit run.
    #[arg(long)]
    pub audit_run: Option<String>,
    /// Citations in flight at once (each source keeps its own pace).
    #[arg(long, default_value_t = DEFAULT_CONCURRENCY)]
    pub concurrency: usize,
    /// How to reach the sources.
    #[command(flatten)]
    pub fetcher: FetcherArgs,
}

/// Runs `compulsa verify-brief`. Exit 0 when the report was written; 2 on usage or I/O
/// errors, or when a verdict failed its own schema (reported in place, never printed as a
/// verdict).
///
/// # Errors
/// Unreadable or unsupported brief, unwritable outputs, a bad run id.
pub fn run(global: &GlobalArgs, args: &VerifyBriefArgs) -> anyhow::Result<ExitCode> {
    let run_id = args.audit_run.as_deref().map(RunId::try_from).transpose()?;
    let opts = IngestOptions::for_current_exe()?;
    let ingested = ingest_path(&args.file, &opts)?;
    let extraction = extract(&ingested.text);
    let fecha = args
        .fecha_referencia
        .unwrap_or_else(|| jiff::ZonedDateTime::now().date());
    let mut citas = extraction.citas;
    for c in &mut citas {
        if c.fuente == Fuente::Boe && c.campos.fecha_referencia_escrito.is_none() {
            c.campos.fecha_referencia_escrito = Some(fecha.to_string());
        }
    }
    let ctx = Ctx {
        fecha_por_defecto: fecha,
    };
    let fetcher = Fetcher::new(args.fetcher.config()?).context("cannot build the fetcher")?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let mut resultados = runtime.block_on(verify_all(&citas, &fetcher, &ctx, args.concurrency));

    let reg = Registry::builtin();
    let trail = Trail::new(&global.audit_dir);
    let mut internal_errors = 0usize;
    for r in &mut resultados {
        let Resultado::Veredicto { cita, veredicto } = r else {
            continue;
        };
        if let Err(e) = checked_output(&reg, veredicto) {
            internal_errors += 1;
            *r = Resultado::NoComprobada {
                cita: cita.clone(),
                motivo: format!("error interno: {e}"),
            };
            continue;
        }
        if let Some(run) = &run_id {
            trail.append(run, verification_line(veredicto))?;
        }
    }
    let modo = match (&args.fetcher.replay, &args.fetcher.record) {
        (Some(dir), _) => format!("reproducción de grabaciones ({})", dir.display()),
        (None, Some(dir)) => format!("en vivo, grabando en {}", dir.display()),
        (None, None) => "en vivo".to_owned(),
    };
    let informe = Informe::new(
        Documento {
            nombre: args.file.display().to_string(),
            formato: serde_json::to_value(ingested.formato)?
                .as_str()
                .unwrap_or_default()
                .to_owned(),
            bytes: ingested.bytes,
            sha256: ingested.sha256.clone(),
        },
        fecha.to_string(),
        jiff::Timestamp::now()
            .strftime("%Y-%m-%dT%H:%M:%SZ")
            .to_string(),
        modo,
        resultados,
        extraction
            .no_soportadas
            .into_iter()
            .map(|n| NoSoportada {
                texto: n.texto,
                span: n.span,
                tipo: n.tipo,
            })
            .collect(),
    );
    let markdown = render_markdown(&informe);
    match &args.out {
        Some(path) => std::fs::write(path, &markdown)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => print!("{markdown}"),
    }
    if let Some(path) = &args.json {
        let json = serde_json::to_string_pretty(&informe)?;
        std::fs::write(path, json).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if internal_errors > 0 {
        eprintln!("error: {internal_errors} verdict(s) failed their own schema (see the report)");
        return Ok(ExitCode::from(super::EXIT_USAGE));
    }
    Ok(ExitCode::SUCCESS)
}
