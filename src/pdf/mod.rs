//! PDF text through two engines, each in a limited child process of this same binary.
//!
//! - [`extract_text`]: the entry point (blocking); [`extract_text_async`] runs it on tokio's
//!   blocking pool. Runs every engine of [`PdfOptions::engines`] as `compulsa __extract-pdf --engine X`
//!   in its own child, concurrently, and gathers their texts into a [`PdfText`].
//! - [`PdfText`]: each engine's page texts (a quote found in either counts), the engines that
//!   failed, and whether the PDF has no text layer (unverifiable, not "not found").
//! - [`clean`]: pure clean-up of page texts (running headers/footers, page numbers,
//!   hyphenation) with a map back to pages.
//! - [`child`]: the child side (limits, `catch_unwind`, the report protocol).
//!
//! Invariant: no PDF byte is parsed in the calling process. pdf-extract panics on hostile
//! files and pdf_oxide aborts on deep nesting (DEPENDENCIES.md, Risk 1); a child that panics,
//! aborts, hangs, loops or runs out of memory becomes an [`EngineFailure`] and the caller
//! carries on.

pub mod child;
pub mod clean;

use std::ffi::OsString;
use std::fmt;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, ExitStatus, Stdio};
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub use clean::{CleanText, PageSpan, clean_pages};

/// Default address-space limit of a child (RLIMIT_AS): 1.5 GiB.
pub const DEFAULT_MEM_LIMIT_BYTES: u64 = 1536 << 20;
/// Default CPU-time limit of a child (RLIMIT_CPU), in seconds.
pub const DEFAULT_CPU_SECONDS: u64 = 45;
/// Default wall-clock limit of a child; it is killed after it.
pub const DEFAULT_WALL_TIMEOUT: Duration = Duration::from_secs(60);
/// Default largest PDF accepted: 50 MB.
pub const DEFAULT_MAX_INPUT_BYTES: usize = 50_000_000;
/// Default largest report read from a child: 64 MiB.
pub const DEFAULT_MAX_OUTPUT_BYTES: usize = 64 << 20;
/// Below this many non-blank chars per page (best engine) a PDF counts as having no text layer.
pub const MIN_CHARS_PER_PAGE: usize = 25;
/// The engines run in production, in order of preference for reading order.
pub const PRODUCTION_ENGINES: [Engine; 2] = [Engine::PdfExtract, Engine::PdfOxide];

/// Bytes of a child's stderr kept for the error message.
const STDERR_TAIL_BYTES: usize = 4096;
/// How often the parent looks at its children.
const POLL_INTERVAL: Duration = Duration::from_millis(5);

/// A PDF text engine, or a test fault that behaves like a broken one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Engine {
    /// pdf_oxide: tolerant parser (aborts on deep nesting).
    PdfOxide,
    /// pdf-extract: best reading order (panics on some files).
    PdfExtract,
    /// Test fault: panics (caught inside the child).
    Panic,
    /// Test fault: aborts the process.
    Abort,
    /// Test fault: sleeps forever (wall timeout).
    Hang,
    /// Test fault: busy loop (CPU limit).
    Spin,
    /// Test fault: allocates until the address-space limit.
    Oom,
}

impl Engine {
    /// The name used on the command line and in reports.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::PdfOxide => "pdf_oxide",
            Self::PdfExtract => "pdf_extract",
            Self::Panic => "panic",
            Self::Abort => "abort",
            Self::Hang => "hang",
            Self::Spin => "spin",
            Self::Oom => "oom",
        }
    }

    /// Whether this is a test fault (accepted only with `COMPULSA_TEST_MODE=1`).
    #[must_use]
    pub const fn is_fault(self) -> bool {
        !matches!(self, Self::PdfOxide | Self::PdfExtract)
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Engine {
    type Err = PdfError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [
            Self::PdfOxide,
            Self::PdfExtract,
            Self::Panic,
            Self::Abort,
            Self::Hang,
            Self::Spin,
            Self::Oom,
        ]
        .into_iter()
        .find(|engine| engine.as_str() == s)
        .ok_or_else(|| PdfError::UnknownEngine(s.to_owned()))
    }
}

/// How to run the engines.
#[derive(Debug, Clone)]
pub struct PdfOptions {
    /// The compulsa executable (`std::env::current_exe()` in the binary; integration tests pass
    /// `env!("CARGO_BIN_EXE_compulsa")`).
    pub exe: PathBuf,
    /// Engines to run, each in its own child.
    pub engines: Vec<Engine>,
    /// RLIMIT_AS of each child, in bytes.
    pub mem_limit_bytes: u64,
    /// RLIMIT_CPU of each child, in seconds.
    pub cpu_seconds: u64,
    /// Wall-clock limit of each child; it is killed after it.
    pub wall_timeout: Duration,
    /// Largest PDF accepted.
    pub max_input_bytes: usize,
    /// Largest child report read (the texts, as JSON).
    pub max_output_bytes: usize,
    /// Extra environment variables for the children (tests pass `COMPULSA_TEST_MODE=1`).
    pub child_env: Vec<(OsString, OsString)>,
}

impl PdfOptions {
    /// The production settings: both engines, the `DEFAULT_*` limits.
    #[must_use]
    pub fn new(exe: PathBuf) -> Self {
        Self {
            exe,
            engines: PRODUCTION_ENGINES.to_vec(),
            mem_limit_bytes: DEFAULT_MEM_LIMIT_BYTES,
            cpu_seconds: DEFAULT_CPU_SECONDS,
            wall_timeout: DEFAULT_WALL_TIMEOUT,
            max_input_bytes: DEFAULT_MAX_INPUT_BYTES,
            max_output_bytes: DEFAULT_MAX_OUTPUT_BYTES,
            child_env: Vec::new(),
        }
    }

    /// The production settings with this process's executable.
    ///
    /// # Errors
    /// [`PdfError::CurrentExe`] when the executable's path cannot be found.
    pub fn for_current_exe() -> Result<Self, PdfError> {
        std::env::current_exe()
            .map(Self::new)
            .map_err(PdfError::CurrentExe)
    }
}

/// The text of a PDF as each engine that succeeded read it.
#[derive(Debug, Clone)]
pub struct PdfText {
    /// Engines that gave text, in the order of [`PdfOptions::engines`]. Never empty.
    pub texts: Vec<EngineText>,
    /// Engines that failed, with why.
    pub failures: Vec<EngineFailure>,
    /// Number of pages (the largest count among the engines).
    pub n_pages: usize,
    /// Too few characters per page: a scan without a text layer. Quotes in it are
    /// unverifiable, never "not found".
    pub no_text_layer: bool,
}

impl PdfText {
    /// Every engine's text, cleaned, with its page map: a quote found in any of them counts.
    #[must_use]
    pub fn cleaned_texts(&self) -> Vec<(Engine, CleanText)> {
        self.texts
            .iter()
            .map(|text| (text.engine, text.cleaned()))
            .collect()
    }

    /// The text to read first: the first engine (in preference order) whose text has at least
    /// 90 % of the characters of the fullest one.
    #[must_use]
    pub fn preferred(&self) -> Option<&EngineText> {
        let most = self.texts.iter().map(EngineText::n_chars).max()?;
        self.texts
            .iter()
            .find(|text| text.n_chars().saturating_mul(10) >= most.saturating_mul(9))
    }
}

/// One engine's text of a PDF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineText {
    /// The engine.
    pub engine: Engine,
    /// Raw text of each page, in order.
    pub pages: Vec<String>,
}

impl EngineText {
    /// Non-whitespace characters over all pages.
    #[must_use]
    pub fn n_chars(&self) -> usize {
        self.pages
            .iter()
            .map(|page| page.chars().filter(|c| !c.is_whitespace()).count())
            .sum()
    }

    /// The pages cleaned (headers, footers, page numbers, hyphenation), with the page map.
    #[must_use]
    pub fn cleaned(&self) -> CleanText {
        clean_pages(&self.pages)
    }
}

/// Why one engine gave no text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineFailure {
    /// The engine.
    pub engine: Engine,
    /// What happened.
    pub kind: FailureKind,
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.engine, self.kind)
    }
}

/// What happened to a child that gave no text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FailureKind {
    /// The child could not be started.
    #[error("cannot start the child: {0}")]
    Spawn(String),
    /// The engine returned an error (not a PDF, damaged, encrypted...).
    #[error("engine error: {0}")]
    Engine(String),
    /// The engine panicked; the child caught it.
    #[error("engine panicked: {0}")]
    Panicked(String),
    /// The child ran past the wall-clock limit and was killed.
    #[error("killed after the {0:?} wall-clock limit")]
    TimedOut(Duration),
    /// The child used up its CPU-time limit.
    #[error("killed at the cpu-time limit")]
    CpuLimit,
    /// The child ran out of its address-space limit.
    #[error("ran out of its memory limit")]
    MemoryLimit,
    /// The child wrote more than the output cap and was killed.
    #[error("output over the {0}-byte limit")]
    OutputTooLarge(usize),
    /// The child died without a report (abort, segfault, stack overflow...).
    #[error("child died without a report ({status}): {stderr}")]
    Crashed {
        /// Exit status as text (`signal 6`, `exit code 101`).
        status: String,
        /// The end of its stderr.
        stderr: String,
    },
}

/// Why a PDF could not be read at all.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// The PDF is over [`PdfOptions::max_input_bytes`].
    #[error("pdf of {size} bytes is over the {limit}-byte limit")]
    TooLarge {
        /// Its size.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// Every engine failed.
    #[error("no pdf engine could read the file: {}", join_failures(.0))]
    AllEnginesFailed(Vec<EngineFailure>),
    /// No engine was configured.
    #[error("no pdf engine configured")]
    NoEngines,
    /// An engine name that does not exist.
    #[error("unknown pdf engine {0:?}")]
    UnknownEngine(String),
    /// The blocking task of [`extract_text_async`] panicked or was cancelled.
    #[error("the pdf task was lost: {0}")]
    Join(String),
    /// The executable's own path is unknown.
    #[error("cannot find the compulsa executable: {0}")]
    CurrentExe(#[source] std::io::Error),
}

fn join_failures(failures: &[EngineFailure]) -> String {
    failures
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

/// Extracts the text of a PDF with every configured engine, each in its own limited child.
///
/// Blocking: the engines run concurrently in child processes and this waits for all of them
/// (at most [`PdfOptions::wall_timeout`]).
///
/// # Errors
/// [`PdfError::TooLarge`] before any child starts; [`PdfError::AllEnginesFailed`] when no
/// engine gave text (each failure says why); [`PdfError::NoEngines`].
pub fn extract_text(bytes: &[u8], opts: &PdfOptions) -> Result<PdfText, PdfError> {
    if bytes.len() > opts.max_input_bytes {
        return Err(PdfError::TooLarge {
            size: bytes.len(),
            limit: opts.max_input_bytes,
        });
    }
    if opts.engines.is_empty() {
        return Err(PdfError::NoEngines);
    }
    let results: Vec<(Engine, Result<Vec<String>, FailureKind>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = opts
            .engines
            .iter()
            .map(|&engine| {
                (
                    engine,
                    scope.spawn(move || run_engine_child(engine, bytes, opts)),
                )
            })
            .collect();
        handles
            .into_iter()
            .map(|(engine, handle)| {
                let result = handle.join().unwrap_or_else(|_| {
                    Err(FailureKind::Spawn("the supervising thread panicked".into()))
                });
                (engine, result)
            })
            .collect()
    });
    let mut texts = Vec::new();
    let mut failures = Vec::new();
    for (engine, result) in results {
        match result {
            Ok(pages) => texts.push(EngineText { engine, pages }),
            Err(kind) => failures.push(EngineFailure { engine, kind }),
        }
    }
    if texts.is_empty() {
        return Err(PdfError::AllEnginesFailed(failures));
    }
    let n_pages = texts.iter().map(|t| t.pages.len()).max().unwrap_or(0);
    let most_chars = texts.iter().map(EngineText::n_chars).max().unwrap_or(0);
    Ok(PdfText {
        texts,
        failures,
        n_pages,
        no_text_layer: lacks_text_layer(most_chars, n_pages),
    })
}

/// [`extract_text`] on tokio's blocking pool, for async callers (the fetch layer, the server).
///
/// # Errors
/// As [`extract_text`]; [`PdfError::Join`] if the blocking task itself was lost.
pub async fn extract_text_async(
    bytes: bytes::Bytes,
    opts: PdfOptions,
) -> Result<PdfText, PdfError> {
    tokio::task::spawn_blocking(move || extract_text(&bytes, &opts))
        .await
        .map_err(|e| PdfError::Join(e.to_string()))?
}

/// Whether `n_chars` non-blank characters over `n_pages` pages means "no text layer".
#[must_use]
pub fn lacks_text_layer(n_chars: usize, n_pages: usize) -> bool {
    n_chars < MIN_CHARS_PER_PAGE.saturating_mul(n_pages.max(1))
}

/// Runs one engine in a child and turns whatever happens into a value.
fn run_engine_child(
    engine: Engine,
    bytes: &[u8],
    opts: &PdfOptions,
) -> Result<Vec<String>, FailureKind> {
    let mut command = Command::new(&opts.exe);
    command
        .arg("__extract-pdf")
        .arg("--engine")
        .arg(engine.as_str())
        .arg("--mem-limit-bytes")
        .arg(opts.mem_limit_bytes.to_string())
        .arg("--cpu-seconds")
        .arg(opts.cpu_seconds.to_string())
        .arg("--max-input-bytes")
        .arg(opts.max_input_bytes.to_string())
        .arg("--wall-seconds")
        .arg((opts.wall_timeout.as_secs() + 5).to_string())
        .envs(opts.child_env.iter().map(|(k, v)| (k, v)))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command
        .spawn()
        .map_err(|e| FailureKind::Spawn(format!("{}: {e}", opts.exe.display())))?;
    let started = Instant::now();
    let (Some(mut stdin), Some(stdout), Some(stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        let _ = child.kill();
        let _ = child.wait();
        return Err(FailureKind::Spawn("child pipes missing".into()));
    };
    let overflow = Arc::new(AtomicBool::new(false));

    std::thread::scope(|scope| {
        // A child that dies early closes its stdin: the write error is expected then.
        scope.spawn(move || {
            let _ = stdin.write_all(bytes);
        });
        let out_reader = {
            let overflow = Arc::clone(&overflow);
            let cap = opts.max_output_bytes;
            scope.spawn(move || read_capped(stdout, cap, &overflow))
        };
        let err_reader = scope.spawn(move || read_tail(stderr, STDERR_TAIL_BYTES));

        let waited = wait_with_deadline(&mut child, started + opts.wall_timeout, &overflow);
        let out = out_reader.join().unwrap_or_default();
        let err_tail = err_reader.join().unwrap_or_default();
        // The child may have finished writing and exited before the overflow was seen.
        if overflow.load(Ordering::Relaxed) {
            return Err(FailureKind::OutputTooLarge(opts.max_output_bytes));
        }
        match waited {
            Wait::Exited(status) => classify_exit(status, &out, &err_tail),
            Wait::TimedOut => Err(FailureKind::TimedOut(opts.wall_timeout)),
            Wait::Overflow => Err(FailureKind::OutputTooLarge(opts.max_output_bytes)),
            Wait::Failed(e) => Err(FailureKind::Spawn(format!(
                "cannot wait for the child: {e}"
            ))),
        }
    })
}

enum Wait {
    Exited(ExitStatus),
    TimedOut,
    Overflow,
    Failed(std::io::Error),
}

fn wait_with_deadline(
    child: &mut std::process::Child,
    deadline: Instant,
    overflow: &AtomicBool,
) -> Wait {
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Wait::Exited(status),
            Ok(None) => {}
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                return Wait::Failed(e);
            }
        }
        let over = overflow.load(Ordering::Relaxed);
        if over || Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return if over { Wait::Overflow } else { Wait::TimedOut };
        }
        std::thread::sleep(POLL_INTERVAL);
    }
}

/// Reads at most `cap` bytes; past that, flags the overflow and stops reading.
fn read_capped(mut reader: impl Read, cap: usize, overflow: &AtomicBool) -> Vec<u8> {
    let mut out = Vec::new();
    let mut chunk = [0_u8; 64 * 1024];
    loop {
        match reader.read(&mut chunk) {
            Ok(0) | Err(_) => return out,
            Ok(n) => {
                if out.len().saturating_add(n) > cap {
                    overflow.store(true, Ordering::Relaxed);
                    return out;
                }
                out.extend_from_slice(chunk.get(..n).unwrap_or_default());
            }
        }
    }
}

/// Reads everything, keeping only the last `keep` bytes.
fn read_tail(mut reader: impl Read, keep: usize) -> String {
    let mut tail: Vec<u8> = Vec::new();
    let mut chunk = [0_u8; 8 * 1024];
    loop {
        match reader.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                tail.extend_from_slice(chunk.get(..n).unwrap_or_default());
                if tail.len() > keep {
                    let cut = tail.len() - keep;
                    tail.drain(..cut);
                }
            }
        }
    }
    String::from_utf8_lossy(&tail).trim().to_owned()
}

/// The outcome of a child that exited by itself.
fn classify_exit(
    status: ExitStatus,
    stdout: &[u8],
    stderr: &str,
) -> Result<Vec<String>, FailureKind> {
    if let Ok(report) = child::parse_report(stdout) {
        return match report.outcome {
            child::ChildOutcome::Ok { pages } if pages.is_empty() => {
                Err(FailureKind::Engine("the engine found no pages".into()))
            }
            child::ChildOutcome::Ok { pages } => Ok(pages),
            child::ChildOutcome::Error { message } => Err(FailureKind::Engine(message)),
            child::ChildOutcome::Panic { message } => Err(FailureKind::Panicked(message)),
        };
    }
    if stderr.contains("memory allocation of") || stderr.contains("out of memory") {
        return Err(FailureKind::MemoryLimit);
    }
    if exit_signal(status) == Some(SIGXCPU) {
        return Err(FailureKind::CpuLimit);
    }
    Err(FailureKind::Crashed {
        status: describe_status(status),
        stderr: stderr.to_owned(),
    })
}

/// SIGXCPU on Linux (x86, arm, riscv), sent at the soft RLIMIT_CPU.
const SIGXCPU: i32 = 24;

#[cfg(unix)]
fn exit_signal(status: ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    status.signal()
}

#[cfg(not(unix))]
fn exit_signal(_status: ExitStatus) -> Option<i32> {
    None
}

fn describe_status(status: ExitStatus) -> String {
    match (exit_signal(status), status.code()) {
        (Some(signal), _) => format!("signal {signal}"),
        (None, Some(code)) => format!("exit code {code}"),
        (None, None) => "unknown status".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_engine_names_round_trip() {
        for engine in [
            Engine::PdfOxide,
            Engine::PdfExtract,
            Engine::Panic,
            Engine::Abort,
            Engine::Hang,
            Engine::Spin,
            Engine::Oom,
        ] {
            assert_eq!(engine.as_str().parse::<Engine>().ok(), Some(engine));
        }
        assert!("pdfium".parse::<Engine>().is_err());
        assert!(!Engine::PdfOxide.is_fault());
        assert!(Engine::Oom.is_fault());
    }

    #[test]
    fn test_no_text_layer_threshold() {
        assert!(lacks_text_layer(0, 0));
        assert!(lacks_text_layer(0, 3));
        assert!(lacks_text_layer(74, 3));
        assert!(!lacks_text_layer(75, 3));
        assert!(!lacks_text_layer(2000, 1));
    }

    #[test]
    fn test_preferred_engine_unless_much_shorter() {
        let text = |engine, s: &str| EngineText {
            engine,
            pages: vec![s.to_owned()],
        };
        let pdf = |texts| PdfText {
            texts,
            failures: Vec::new(),
            n_pages: 1,
            no_text_layer: false,
        };
        let both = pdf(vec![
            text(Engine::PdfExtract, "abcdefghij"),
            text(Engine::PdfOxide, "abcdefghi"),
        ]);
        assert_eq!(both.preferred().map(|t| t.engine), Some(Engine::PdfExtract));
        let short_first = pdf(vec![
            text(Engine::PdfExtract, "abc"),
            text(Engine::PdfOxide, "abcdefghij"),
        ]);
        assert_eq!(
            short_first.preferred().map(|t| t.engine),
            Some(Engine::PdfOxide)
        );
    }

    #[test]
    fn test_read_capped_flags_overflow() {
        let overflow = AtomicBool::new(false);
        assert_eq!(read_capped(&b"12345"[..], 5, &overflow), b"12345");
        assert!(!overflow.load(Ordering::Relaxed));
        let _ = read_capped(&b"123456"[..], 5, &overflow);
        assert!(overflow.load(Ordering::Relaxed));
    }

    #[test]
    fn test_read_tail_keeps_the_end() {
        assert_eq!(read_tail(&b"abcdefgh"[..], 3), "fgh");
    }
}
