//! The child side of the PDF sandbox: `compulsa __extract-pdf --engine NAME`.
//!
//! The child limits itself (address space, CPU seconds) before it reads a byte, reads the PDF
//! from stdin (capped), runs one engine inside `catch_unwind` and writes one report line to
//! stdout: [`REPORT_MARKER`] followed by a JSON [`ChildReport`]. The marker lets the parent
//! ignore anything an engine might print on stdout by itself.
//!
//! Aborts, stack overflows, allocation failures and endless loops cannot be caught here; they
//! end the process and the parent turns the exit status into an error value.

use std::io::{Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::Engine;

/// Prefix of the report line the child writes to stdout.
pub const REPORT_MARKER: &str = "\u{1e}COMPULSA-PDF-REPORT:";

/// Name of the environment variable that unlocks the fault engines.
pub const TEST_MODE_ENV: &str = "COMPULSA_TEST_MODE";

/// What the child reports about one engine run.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChildReport {
    /// The engine's name.
    pub engine: String,
    /// The outcome.
    #[serde(flatten)]
    pub outcome: ChildOutcome,
}

/// Outcome of one engine run inside the child.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum ChildOutcome {
    /// The engine gave one text per page.
    Ok {
        /// Text of each page, in order.
        pages: Vec<String>,
    },
    /// The engine returned an error, or the child refused the job.
    Error {
        /// What went wrong.
        message: String,
    },
    /// The engine panicked (caught by `catch_unwind`).
    Panic {
        /// The panic message.
        message: String,
    },
}

/// Limits the child applies to itself.
#[derive(Debug, Clone, Copy)]
pub struct ChildLimits {
    /// RLIMIT_AS, in bytes.
    pub mem_limit_bytes: u64,
    /// RLIMIT_CPU, in seconds (soft; the hard limit is one second more).
    pub cpu_seconds: u64,
    /// Largest PDF read from stdin.
    pub max_input_bytes: usize,
    /// The child exits by itself after this long, even if the parent died and cannot kill it
    /// (the parent's own wall timeout is shorter and normally acts first).
    pub wall_seconds: u64,
}

/// Errors writing the report (the only failure the child cannot report to the parent).
#[derive(Debug, thiserror::Error)]
pub enum ChildError {
    /// Writing the report to stdout failed.
    #[error("cannot write the report: {0}")]
    Write(#[source] std::io::Error),
    /// Serialising the report failed.
    #[error("cannot serialise the report: {0}")]
    Serialise(#[source] serde_json::Error),
}

/// Runs the child: limits, input, engine, report.
///
/// `test_mode` is whether `COMPULSA_TEST_MODE=1`; without it the fault engines are refused
/// (with an `Error` report).
///
/// # Errors
/// [`ChildError`] only when the report itself cannot be written.
pub fn run_child(
    engine_name: &str,
    limits: &ChildLimits,
    test_mode: bool,
    stdin: impl Read,
    mut stdout: impl Write,
) -> Result<(), ChildError> {
    let report = ChildReport {
        engine: engine_name.to_owned(),
        outcome: child_outcome(engine_name, limits, test_mode, stdin),
    };
    let json = serde_json::to_string(&report).map_err(ChildError::Serialise)?;
    stdout
        .write_all(format!("\n{REPORT_MARKER}{json}\n").as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(ChildError::Write)
}

fn child_outcome(
    engine_name: &str,
    limits: &ChildLimits,
    test_mode: bool,
    stdin: impl Read,
) -> ChildOutcome {
    let engine = match engine_name.parse::<Engine>() {
        Ok(engine) => engine,
        Err(e) => {
            return ChildOutcome::Error {
                message: e.to_string(),
            };
        }
    };
    if engine.is_fault() && !test_mode {
        return ChildOutcome::Error {
            message: format!("engine {engine} is a test fault: it needs {TEST_MODE_ENV}=1"),
        };
    }
    if let Err(message) = apply_limits(limits) {
        return ChildOutcome::Error { message };
    }
    start_watchdog(limits.wall_seconds);
    let mut bytes = Vec::new();
    let cap = u64::try_from(limits.max_input_bytes)
        .unwrap_or(u64::MAX)
        .saturating_add(1);
    if let Err(e) = stdin.take(cap).read_to_end(&mut bytes) {
        return ChildOutcome::Error {
            message: format!("cannot read the pdf from stdin: {e}"),
        };
    }
    if bytes.len() > limits.max_input_bytes {
        return ChildOutcome::Error {
            message: format!("pdf over the {}-byte limit", limits.max_input_bytes),
        };
    }
    match catch_unwind(AssertUnwindSafe(|| run_engine(engine, &bytes))) {
        Ok(Ok(pages)) => ChildOutcome::Ok { pages },
        Ok(Err(message)) => ChildOutcome::Error { message },
        Err(payload) => ChildOutcome::Panic {
            message: panic_message(payload.as_ref()),
        },
    }
}

/// Sets RLIMIT_AS and RLIMIT_CPU on this process, never above the current hard limits.
fn apply_limits(limits: &ChildLimits) -> Result<(), String> {
    set_limit(
        rlimit::Resource::AS,
        limits.mem_limit_bytes,
        limits.mem_limit_bytes,
    )?;
    set_limit(
        rlimit::Resource::CPU,
        limits.cpu_seconds,
        limits.cpu_seconds.saturating_add(1),
    )
}

/// Ends the process after `seconds` of wall time, whatever the engine is doing: a sleeping or
/// blocked engine uses no CPU, so RLIMIT_CPU alone would not end an orphaned child.
fn start_watchdog(seconds: u64) {
    let spawned = std::thread::Builder::new()
        .name("pdf-watchdog".into())
        .spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(seconds));
            eprintln!("__extract-pdf: wall-clock limit of {seconds} s reached, exiting");
            std::process::exit(WATCHDOG_EXIT_CODE);
        });
    if let Err(e) = spawned {
        eprintln!("__extract-pdf: no watchdog thread: {e}");
    }
}

/// Exit code of a child ended by its own watchdog.
pub const WATCHDOG_EXIT_CODE: i32 = 124;

fn set_limit(resource: rlimit::Resource, soft: u64, hard: u64) -> Result<(), String> {
    let (_, current_hard) =
        rlimit::getrlimit(resource).map_err(|e| format!("getrlimit {resource:?}: {e}"))?;
    let hard = hard.min(current_hard);
    let soft = soft.min(hard);
    rlimit::setrlimit(resource, soft, hard).map_err(|e| format!("setrlimit {resource:?}: {e}"))
}

fn run_engine(engine: Engine, bytes: &[u8]) -> Result<Vec<String>, String> {
    match engine {
        Engine::PdfOxide => run_pdf_oxide(bytes),
        Engine::PdfExtract => {
            pdf_extract::extract_text_from_mem_by_pages(bytes).map_err(|e| e.to_string())
        }
        Engine::Panic => panic!("test fault: the engine panicked"),
        Engine::Abort => std::process::abort(),
        Engine::Hang => loop {
            std::thread::sleep(std::time::Duration::from_secs(3600));
        },
        Engine::Spin => {
            let mut counter: u64 = 0;
            loop {
                counter = std::hint::black_box(counter.wrapping_add(1));
            }
        }
        Engine::Oom => {
            // Zeroed allocations are not touched, so this exhausts the address-space limit
            // without using real memory; the allocation failure then aborts the process.
            let mut hoard: Vec<Vec<u8>> = Vec::new();
            loop {
                hoard.push(vec![0_u8; 64 << 20]);
                std::hint::black_box(&hoard);
            }
        }
    }
}

fn run_pdf_oxide(bytes: &[u8]) -> Result<Vec<String>, String> {
    let doc = pdf_oxide::PdfDocument::from_bytes(bytes.to_vec()).map_err(|e| e.to_string())?;
    let n_pages = doc.page_count().map_err(|e| e.to_string())?;
    let mut pages = Vec::with_capacity(n_pages.min(10_000));
    for page_idx in 0..n_pages {
        // One unreadable page does not lose the others.
        pages.push(doc.extract_text(page_idx).unwrap_or_default());
    }
    Ok(pages)
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        return (*s).to_owned();
    }
    if let Some(s) = payload.downcast_ref::<String>() {
        return s.clone();
    }
    "panic with a non-string payload".to_owned()
}

/// Finds and parses the report line in the child's stdout.
///
/// # Errors
/// A description when there is no report line or it is not valid JSON.
pub fn parse_report(stdout: &[u8]) -> Result<ChildReport, String> {
    let text = String::from_utf8_lossy(stdout);
    let Some(idx) = text.rfind(REPORT_MARKER) else {
        return Err("no report from the child".to_owned());
    };
    let json = text
        .get(idx + REPORT_MARKER.len()..)
        .unwrap_or_default()
        .trim_end();
    serde_json::from_str(json).map_err(|e| format!("bad report from the child: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> ChildLimits {
        ChildLimits {
            mem_limit_bytes: u64::MAX,
            cpu_seconds: u64::MAX,
            max_input_bytes: 16,
            wall_seconds: 3600,
        }
    }

    #[test]
    fn test_report_round_trip_with_noise_before() {
        let report = ChildReport {
            engine: "pdf_oxide".into(),
            outcome: ChildOutcome::Ok {
                pages: vec!["a\nb".into(), String::new()],
            },
        };
        let json = serde_json::to_string(&report).expect("invariant: serialisable");
        let stdout = format!("noise printed by an engine\n{REPORT_MARKER}{json}\n");
        assert_eq!(parse_report(stdout.as_bytes()), Ok(report));
    }

    #[test]
    fn test_missing_or_broken_report() {
        assert!(parse_report(b"").is_err());
        assert!(parse_report(format!("{REPORT_MARKER}{{\"engine\":").as_bytes()).is_err());
    }

    #[test]
    fn test_fault_engine_refused_without_test_mode() {
        let outcome = child_outcome("panic", &limits(), false, &b""[..]);
        assert!(
            matches!(&outcome, ChildOutcome::Error { message } if message.contains(TEST_MODE_ENV)),
            "{outcome:?}"
        );
    }

    #[test]
    fn test_unknown_engine_and_oversize_input_are_errors() {
        let outcome = child_outcome("pdfium", &limits(), true, &b""[..]);
        assert!(matches!(outcome, ChildOutcome::Error { .. }), "{outcome:?}");
        let big = [b'x'; 17];
        let outcome = child_outcome("pdf_extract", &limits(), false, &big[..]);
        assert!(
            matches!(&outcome, ChildOutcome::Error { message } if message.contains("limit")),
            "{outcome:?}"
        );
    }

    #[test]
    fn test_panic_engine_is_caught_in_process() {
        let outcome = child_outcome("panic", &limits(), true, &b""[..]);
        assert!(
            matches!(&outcome, ChildOutcome::Panic { message } if message.contains("test fault")),
            "{outcome:?}"
        );
    }
}
