//! `compulsa fetch`: one request through the whole fetch layer, for debugging and for running
//! the fault matrix against the binary.
//!
//! Exit codes: 0 an answer (any non-transient status), 3 an infrastructure failure (retries
//! exhausted, timeouts, oversize bodies, gate pages, replay misses), 4 a whitelist refusal
//! (of the URL or of a redirect hop). Test mode (`COMPULSA_TEST_MODE=1` only) accepts plain
//! `http`, `--resolve HOST=ADDR:PORT` and `--retry-schedule-ms`.

use std::process::ExitCode;

use anyhow::Context;

use super::fetcher_args::FetcherArgs;

use crate::fetch::{FetchError, Fetcher, Method, Request, Response};
use crate::model::Fuente;

/// Exit code of an infrastructure failure.
pub const EXIT_INFRA: u8 = 3;
/// Exit code of a whitelist refusal.
pub const EXIT_REFUSED: u8 = 4;

/// Arguments of `compulsa fetch`.
#[derive(Debug, clap::Args)]
pub struct FetchArgs {
    /// The source whose whitelist, pace and cookie jar apply (cendoj, tc, eurlex, boe,
    /// dialnet; `doctrina` is an alias of dialnet).
    #[arg(long, value_parser = parse_source)]
    pub source: Fuente,
    /// The URL to fetch.
    pub url: String,
    /// The `Accept` header.
    #[arg(long)]
    pub accept: Option<String>,
    /// Send a POST with this body instead of a GET.
    #[arg(long)]
    pub data: Option<String>,
    /// Extra request header `NAME: VALUE` (repeatable).
    #[arg(long = "header", value_name = "NAME: VALUE")]
    pub headers: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    /// How to reach the source (record/replay, cache, test-mode overrides).
    #[command(flatten)]
    pub fetcher: FetcherArgs,
}

/// Output format of `compulsa fetch`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Readable text.
    Text,
    /// One JSON object.
    Json,
}

/// Runs `compulsa fetch`.
///
/// # Errors
/// Usage errors (test-only options outside test mode, bad `--resolve`), unreadable cassettes.
pub fn run(args: FetchArgs) -> anyhow::Result<ExitCode> {
    let config = args.fetcher.config()?;
    let schemes = config.schemes;
    let fetcher = Fetcher::new(config).context("cannot build the fetcher")?;
    let url = match fetcher.whitelist(args.source).check_str(&args.url, schemes) {
        Ok(url) => url,
        Err(refusal) => {
            let err = FetchError::NotAllowed {
                fuente: args.source,
                url: args.url.clone(),
                reason: refusal.to_string(),
            };
            print_error(&err, args.format);
            return Ok(ExitCode::from(EXIT_REFUSED));
        }
    };
    let mut headers = Vec::new();
    for h in &args.headers {
        let (name, value) = h
            .split_once(':')
            .with_context(|| format!("--header `{h}`: expected NAME: VALUE"))?;
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let req = Request {
        source: args.source,
        method: if args.data.is_some() {
            Method::Post
        } else {
            Method::Get
        },
        url,
        accept: args.accept.clone(),
        headers,
        body: args.data.clone().map(String::into_bytes),
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let result = runtime.block_on(fetcher.fetch(&req));
    match result {
        Ok(response) => {
            print_response(&response, args.format);
            Ok(ExitCode::SUCCESS)
        }
        Err(err) => {
            print_error(&err, args.format);
            Ok(ExitCode::from(match err {
                FetchError::NotAllowed { .. } => EXIT_REFUSED,
                _ => EXIT_INFRA,
            }))
        }
    }
}

fn parse_source(text: &str) -> Result<Fuente, String> {
    match text.to_ascii_lowercase().as_str() {
        "cendoj" => Ok(Fuente::Cendoj),
        "tc" => Ok(Fuente::Tc),
        "eurlex" => Ok(Fuente::Eurlex),
        "boe" => Ok(Fuente::Boe),
        "dialnet" | "doctrina" => Ok(Fuente::Doctrina),
        other => Err(format!(
            "unknown source `{other}` (cendoj, tc, eurlex, boe, dialnet)"
        )),
    }
}

fn print_response(response: &Response, format: Format) {
    let text = response.text();
    match format {
        Format::Json => {
            let value = serde_json::json!({
                "outcome": "answer",
                "status": response.status,
                "final_url": response.url.as_str(),
                "from_cache": response.from_cache,
                "fetched_at": response.fetched_at,
                "sha256": response.sha256(),
                "headers": response.headers,
                "attempts": response.attempts,
                "text": text,
            });
            println!("{value}");
        }
        Format::Text => {
            println!("status: {}", response.status);
            println!("final url: {}", response.url);
            println!("from cache: {}", response.from_cache);
            print_attempts(&response.attempts);
            println!();
            println!("{text}");
        }
    }
}

fn print_error(err: &FetchError, format: Format) {
    let outcome = match err {
        FetchError::NotAllowed { .. } => "whitelist_refusal",
        _ => "infrastructure_failure",
    };
    match format {
        Format::Json => {
            let value = serde_json::json!({
                "outcome": outcome,
                "error": err.to_string(),
                "url": err.url(),
                "status": err.status(),
                "attempts": err.attempts(),
            });
            println!("{value}");
        }
        Format::Text => {
            println!("{outcome}: {err}");
            if let Some(status) = err.status() {
                println!("last status: {status}");
            }
            print_attempts(err.attempts());
        }
    }
}

fn print_attempts(attempts: &[crate::fetch::Attempt]) {
    println!("attempts: {}", attempts.len());
    for (i, a) in attempts.iter().enumerate() {
        println!("  #{} at {} ms: {}", i + 1, a.at_ms, a.outcome);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_parse_source_and_resolve() {
        assert_eq!(parse_source("BOE"), Ok(Fuente::Boe));
        assert_eq!(parse_source("dialnet"), Ok(Fuente::Doctrina));
        assert!(parse_source("google").is_err());
        let (host, addr) =
            super::super::fetcher_args::parse_resolve("WWW.BOE.ES=127.0.0.1:8080").expect("valid");
        assert_eq!(host, "www.boe.es");
        assert_eq!(addr, "127.0.0.1:8080".parse().expect("valid"));
        assert!(super::super::fetcher_args::parse_resolve("www.boe.es").is_err());
        assert!(super::super::fetcher_args::parse_resolve("www.boe.es=localhost").is_err());
    }
}
