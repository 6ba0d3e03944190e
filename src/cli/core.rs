//! The audit/validate core agents use (DESIGN §4): new-run, validate, log, extract-field,
//! audit verify, end-run, selftest.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::ValueEnum;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use super::GlobalArgs;
use super::input::{read_bytes, read_json};
use crate::audit::{AuditLine, Event, RunId, Trail, VerifyReport};
use crate::schema::{Registry, SchemaError, check_agent_name};

/// Output format of `validate` and `audit verify`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum Format {
    /// Readable lines.
    #[default]
    Text,
    /// One JSON object.
    Json,
}

/// `validate` arguments.
#[derive(Debug, clap::Args)]
pub struct ValidateArgs {
    /// Agent name (`schemas/NAME_output.json`).
    #[arg(long)]
    pub agent: String,
    /// The agent's output (a JSON file, or `-` for stdin).
    #[arg(long)]
    pub input: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

/// `log` arguments.
#[derive(Debug, clap::Args)]
pub struct LogArgs {
    /// The run to append to.
    #[arg(long)]
    pub run_id: String,
    /// The agent invoked.
    #[arg(long)]
    pub agent: String,
    /// The agent's output; its SHA-256 is logged, and it is validated unless
    /// `--schema-valid` says the result.
    #[arg(long)]
    pub input: Option<PathBuf>,
    /// Whether the output was valid (as found by an earlier `validate`).
    #[arg(long)]
    pub schema_valid: Option<bool>,
    /// Attempt number (1 for the first call, 2 for the one retry).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub attempt: Option<u32>,
    /// Free note (secrets are scrubbed).
    #[arg(long)]
    pub note: Option<String>,
}

/// `extract-field` arguments.
#[derive(Debug, clap::Args)]
pub struct ExtractFieldArgs {
    /// A JSON file, or `-` for stdin.
    #[arg(long)]
    pub input: PathBuf,
    /// A dot path (`a.b.0.c`) or a JSON pointer (`/a/b/0/c`).
    #[arg(long)]
    pub field: String,
}

/// `audit` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum AuditCommand {
    /// Checks a run's hash chain and reports the first broken or torn line.
    Verify {
        /// The run id.
        run_id: String,
        /// Output format.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
}

fn registry(global: &GlobalArgs) -> anyhow::Result<Registry> {
    let mut reg = Registry::builtin();
    if let Some(dir) = &global.schemas_dir {
        let entries = std::fs::read_dir(dir)
            .with_context(|| format!("cannot read schemas dir {}", dir.display()))?;
        for entry in entries {
            let path = entry?.path();
            let Some(stem) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".json"))
            else {
                continue;
            };
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("cannot read schema {}", path.display()))?;
            reg.insert(stem, text);
        }
    }
    Ok(reg)
}

fn run_id(s: &str) -> anyhow::Result<RunId> {
    Ok(RunId::try_from(s)?)
}

/// `new-run`: prints a fresh run id after writing `__run_start__`.
pub fn new_run(global: &GlobalArgs) -> anyhow::Result<ExitCode> {
    let trail = Trail::new(&global.audit_dir);
    let mut fields = Map::new();
    fields.insert(
        "note".into(),
        json!(format!("compulsa {}", env!("CARGO_PKG_VERSION"))),
    );
    let run = trail.create_run(fields)?;
    println!("{run}");
    Ok(ExitCode::SUCCESS)
}

/// Validates `value` against `agent`'s schema.
fn check(reg: &Registry, agent: &str, value: &Value) -> anyhow::Result<Vec<SchemaError>> {
    Ok(reg.agent(agent)?.errors(value))
}

/// `validate`: exit 0 valid, 1 invalid, 2 usage or I/O.
pub fn validate(global: &GlobalArgs, args: &ValidateArgs) -> anyhow::Result<ExitCode> {
    let reg = registry(global)?;
    let schema = reg.agent(&args.agent)?;
    let value = read_json(&args.input)?;
    let errors = schema.errors(&value);
    match args.format {
        Format::Json => {
            let out = json!({"agent": args.agent, "valid": errors.is_empty(), "errors": errors});
            println!("{out}");
        }
        Format::Text if errors.is_empty() => println!("valid: {}", args.agent),
        Format::Text => {
            println!("invalid: {} ({} errors)", args.agent, errors.len());
            for e in &errors {
                let ptr = if e.pointer.is_empty() {
                    "/"
                } else {
                    &e.pointer
                };
                println!("  {ptr}: {}", e.message);
            }
        }
    }
    Ok(if errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `log`: appends an `invocation` line.
pub fn log(global: &GlobalArgs, args: &LogArgs) -> anyhow::Result<ExitCode> {
    let run = run_id(&args.run_id)?;
    check_agent_name(&args.agent)?;
    let mut fields = Map::new();
    let mut valid = args.schema_valid;
    if let Some(path) = &args.input {
        let bytes = read_bytes(path)?;
        fields.insert(
            "input_sha256".into(),
            json!(hex::encode(Sha256::digest(&bytes))),
        );
        if valid.is_none() {
            let reg = registry(global)?;
            let errors = match super::input::parse_json(&path.display().to_string(), &bytes) {
                Ok(value) => check(&reg, &args.agent, &value)?,
                Err(e) => vec![SchemaError {
                    pointer: String::new(),
                    message: e.to_string(),
                }],
            };
            valid = Some(errors.is_empty());
            fields.insert("errors".into(), serde_json::to_value(&errors)?);
        }
    }
    fields.insert("schema_valid".into(), json!(valid));
    fields.insert("attempt".into(), json!(args.attempt));
    if let Some(note) = &args.note {
        fields.insert("note".into(), json!(note));
    }
    let (seq, _) = Trail::new(&global.audit_dir).append(
        &run,
        AuditLine {
            event: Event::Invocation,
            agent: Some(args.agent.clone()),
            fields,
        },
    )?;
    println!("{seq}");
    Ok(ExitCode::SUCCESS)
}

/// `end-run`: closes a run with `__run_end__`.
pub fn end_run(global: &GlobalArgs, run: &str, note: Option<&str>) -> anyhow::Result<ExitCode> {
    let run = run_id(run)?;
    let mut fields = Map::new();
    if let Some(n) = note {
        fields.insert("note".into(), json!(n));
    }
    Trail::new(&global.audit_dir).append(
        &run,
        AuditLine {
            event: Event::RunEnd,
            agent: None,
            fields,
        },
    )?;
    Ok(ExitCode::SUCCESS)
}

/// `audit verify`: exit 0 when the chain holds, 1 when broken.
pub fn audit_verify(global: &GlobalArgs, run: &str, format: Format) -> anyhow::Result<ExitCode> {
    let run = run_id(run)?;
    let report = Trail::new(&global.audit_dir).verify(&run)?;
    let (ok, out, text) = match &report {
        VerifyReport::Ok(v) => (
            true,
            json!({"run_id": run.as_str(), "ok": true, "lines": v.lines, "ended": v.ended, "head": v.head}),
            format!(
                "ok: {run}: {} lines, chain intact{}",
                v.lines,
                if v.ended { ", run ended" } else { "" }
            ),
        ),
        VerifyReport::Broken(b) => (
            false,
            json!({"run_id": run.as_str(), "ok": false, "line": b.line, "reason": b.reason}),
            format!("broken: {run}: line {}: {}", b.line, b.reason),
        ),
    };
    match format {
        Format::Json => println!("{out}"),
        Format::Text => println!("{text}"),
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Resolves a dot path or JSON pointer in `value`.
#[must_use]
pub fn lookup<'v>(value: &'v Value, field: &str) -> Option<&'v Value> {
    if field.is_empty() || field.starts_with('/') {
        return value.pointer(field);
    }
    let mut cur = value;
    for part in field.split('.') {
        cur = match cur {
            Value::Object(map) => map.get(part)?,
            Value::Array(items) => items.get(part.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}

/// `extract-field`: prints the value (strings raw, the rest as JSON); exit 1 when absent.
pub fn extract_field(args: &ExtractFieldArgs) -> anyhow::Result<ExitCode> {
    let value = read_json(&args.input)?;
    match lookup(&value, &args.field) {
        Some(Value::String(s)) => println!("{s}"),
        Some(v) => println!("{v}"),
        None => {
            eprintln!("error: field {:?} not found", args.field);
            return Ok(ExitCode::from(1));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `selftest`: new-run, echo agent, validate (a good and a bad output), log, end, verify.
pub fn selftest(global: &GlobalArgs) -> anyhow::Result<ExitCode> {
    let reg = registry(global)?;
    for agent in reg.agents() {
        reg.agent(agent)
            .with_context(|| format!("schema of agent {agent} does not compile"))?;
    }
    let trail = Trail::new(&global.audit_dir);
    let mut fields = Map::new();
    fields.insert("note".into(), json!("selftest"));
    let run = trail.create_run(fields)?;
    let good = json!({"agent": "echo", "echo": format!("selftest {run}"), "ok": true});
    let bad = json!({"agent": "echo", "echo": 7});
    let good_errors = check(&reg, "echo", &good)?;
    let bad_errors = check(&reg, "echo", &bad)?;
    if !good_errors.is_empty() {
        bail!("selftest: a valid echo output was rejected: {good_errors:?}");
    }
    if bad_errors.is_empty() {
        bail!("selftest: an invalid echo output was accepted");
    }
    for (attempt, value, errors) in [(1, &bad, &bad_errors), (2, &good, &good_errors)] {
        let mut f = Map::new();
        f.insert(
            "input_sha256".into(),
            json!(hex::encode(Sha256::digest(value.to_string().as_bytes()))),
        );
        f.insert("schema_valid".into(), json!(errors.is_empty()));
        f.insert("errors".into(), serde_json::to_value(errors)?);
        f.insert("attempt".into(), json!(attempt));
        trail.append(
            &run,
            AuditLine {
                event: Event::Invocation,
                agent: Some("echo".into()),
                fields: f,
            },
        )?;
    }
    trail.append(
        &run,
        AuditLine {
            event: Event::RunEnd,
            agent: None,
            fields: Map::new(),
        },
    )?;
    match trail.verify(&run)? {
        VerifyReport::Ok(v) if v.lines == 4 && v.ended => {}
        other => bail!("selftest: the run does not verify: {other:?}"),
    }
    println!("Selftest OK — {run}");
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_lookup(field: &str, expected: Option<Value>) {
        let v = json!({"a": {"b": [10, {"c": "x"}]}, "d.e": 1, "": 2});
        assert_eq!(lookup(&v, field).cloned(), expected, "{field}");
    }

    #[test]
    fn dot_paths_and_pointers() {
        check_lookup("a.b.1.c", Some(json!("x")));
        check_lookup("/a/b/1/c", Some(json!("x")));
        check_lookup("a.b.0", Some(json!(10)));
        check_lookup("a.b.2", None);
        check_lookup("a.b.x", None);
        check_lookup("a.z", None);
        check_lookup("/d.e", Some(json!(1)));
        check_lookup("/a/b/-1", None);
    }
}
