//! PDF text through two engines, each in a limited child process of this same binary.
//!
//! - [`extract_text`]: the entry point (blocking); [`extract_text_async`] runs it on tokio's
//!   blocking pool. Runs every engine of [`PdfOptions::engines`] as `compulsa __extract-pdf --engine X`
//!   in its own child, concurrently, and gathers their texts into a [`PdfText`].
//! - [`PdfText`]: each engine's page texts (a quote found in either counts), the engines that
//!   failed, and whether the PDF has no text layer (unverifiable, not "not found").
//! - [`clean`]: pure clean-up of page texts (running headers/footers, page numbers,
//!   hyphenation) with a map back to pages; `notes`: footnote blocks taken off the bottom of
//!   brief pages ([`clean_pages_split_footnotes`]).
//! - [`child`]: the child side (limits, `catch_unwind`, the report protocol); `sandbox`: the
//!   parent side (spawn, feed, read under caps, wall timeout, exit status → [`FailureKind`]).
//!
//! Invariant: no PDF byte is parsed in the calling process. pdf-extract panics on hostile
//! files and pdf_oxide aborts on deep nesting (DEPENDENCIES.md, Risk 1); a child that panics,
//! aborts, hangs, loops or runs out of memory becomes an [`EngineFailure`] and the caller
//! carries on.

pub mod child;
pub mod clean;
mod notes;
mod sandbox;

use std::ffi::OsString;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

pub use clean::{CleanText, PageSpan, PdfFootnote, clean_pages, clean_pages_split_footnotes};

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
                    scope.spawn(move || sandbox::run_engine_child(engine, bytes, opts)),
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
}
