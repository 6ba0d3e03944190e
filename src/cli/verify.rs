//! `compulsa verify`: one citation in (DESIGN §3), one verdict out, in the agent's output
//! schema and validated against it before it is printed. This is what verifier agents call.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use serde_json::{Map, Value, json};

use super::GlobalArgs;
use super::fetcher_args::FetcherArgs;
use super::input::read_json;
use crate::audit::{AuditLine, Event, RunId, Trail};
use crate::fetch::Fetcher;
use crate::model::{Citation, Verdict};
use crate::schema::Registry;
use crate::sources::{self, Ctx};

/// Arguments of `compulsa verify`.
#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The citation (JSON, `schemas/citation.json`), or `-` for stdin.
    #[arg(long, default_value = "-")]
    pub input: PathBuf,
    /// Date at which the wording in force is checked (YYYY-MM-DD); overrides the citation's
    /// `fecha_referencia_escrito`. Default: the citation's, else today.
    #[arg(long, value_parser = parse_date)]
    pub fecha_referencia: Option<jiff::civil::Date>,
    /// Append a `verification` line to this audit run.
    #[arg(long)]
    pub audit_run: Option<String>,
    /// How to reach the sources.
    #[command(flatten)]
    pub fetcher: FetcherArgs,
}

fn parse_date(s: &str) -> Result<jiff::civil::Date, String> {
    let d: jiff::civil::Date = s
        .parse()
        .map_err(|e| format!("`{s}` is not a date YYYY-MM-DD: {e}"))?;
    if d.to_string() == s {
        Ok(d)
    } else {
        Err(format!("`{s}` is not a date YYYY-MM-DD"))
    }
}

/// Reads and checks a citation against `schemas/citation.json`.
///
/// # Errors
/// Unreadable input, or a citation that does not validate (every error listed).
pub fn read_citation(reg: &Registry, input: &std::path::Path) -> anyhow::Result<Citation> {
    let value = read_json(input)?;
    let errors = reg.named("citation")?.errors(&value);
    if !errors.is_empty() {
        let list: Vec<String> = errors
            .iter()
            .map(|e| {
                format!(
                    "  {}: {}",
                    if e.pointer.is_empty() {
                        "/"
                    } else {
                        &e.pointer
                    },
                    e.message
                )
            })
            .collect();
        bail!(
            "{}: not a valid citation ({} errors):\n{}",
            input.display(),
            errors.len(),
            list.join("\n")
        );
    }
    serde_json::from_value(value).with_context(|| format!("{}: not a citation", input.display()))
}

/// Runs `compulsa verify`.
///
/// # Errors
/// Usage and I/O errors, a source without a verifier, or a verdict that fails its own schema
/// (a bug: it is never printed).
pub fn run(global: &GlobalArgs, args: &VerifyArgs) -> anyhow::Result<ExitCode> {
    let reg = Registry::builtin();
    let run_id = args.audit_run.as_deref().map(RunId::try_from).transpose()?;
    let mut citation = read_citation(&reg, &args.input)?;
    if let Some(d) = args.fecha_referencia {
        citation.campos.fecha_referencia_escrito = Some(d.to_string());
    }
    let today = jiff::ZonedDateTime::now().date();
    let ctx = Ctx {
        fecha_por_defecto: today,
    };
    let fetcher = Fetcher::new(args.fetcher.config()?).context("cannot build the fetcher")?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let verdict = runtime.block_on(sources::verify(&citation, &fetcher, &ctx))?;
    let value = checked_output(&reg, &verdict)?;
    if let Some(run) = &run_id {
        Trail::new(&global.audit_dir).append(run, verification_line(&verdict))?;
    }
    println!("{}", serde_json::to_string_pretty(&value)?);
    Ok(ExitCode::SUCCESS)
}

/// Serializes a verdict and validates it against its agent's schema.
///
/// # Errors
/// When the verdict does not validate (a bug in a verifier).
pub fn checked_output(reg: &Registry, verdict: &Verdict) -> anyhow::Result<Value> {
    let value = serde_json::to_value(verdict)?;
    let agent = verdict.fuente.agent_name();
    let errors = reg.agent(agent)?.errors(&value);
    if !errors.is_empty() {
        bail!(
            "internal error: the {agent} verdict does not validate against its schema: {}",
            serde_json::to_string(&errors)?
        );
    }
    Ok(value)
}

/// The audit line of a verification.
#[must_use]
pub fn verification_line(verdict: &Verdict) -> AuditLine {
    let mut fields = Map::new();
    fields.insert("citation_id".into(), json!(verdict.id));
    fields.insert("fuente".into(), json!(verdict.fuente));
    fields.insert("estado".into(), json!(verdict.estado));
    let digests: Vec<&str> = verdict
        .evidencia
        .iter()
        .filter_map(|e| e.sha256.as_deref())
        .collect();
    fields.insert("evidence_sha256".into(), json!(digests));
    AuditLine {
        event: Event::Verification,
        agent: Some(verdict.fuente.agent_name().to_owned()),
        fields,
    }
}
