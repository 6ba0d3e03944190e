//! Ingest: a brief file (txt, md, pdf, docx) becomes one text plus a map back to the source.
//!
//! PLACEHOLDER SIGNATURES (owned by the ingest helper, who replaces this body): the
//! extractor and the CLI call `ingest_path` / `ingest_bytes` and read `Ingested`.

use std::path::{Path, PathBuf};

/// Format of an ingested document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Formato {
    /// Plain text.
    Txt,
    /// Markdown (kept as text).
    Md,
    /// PDF (text layer, through the sandboxed engines).
    Pdf,
    /// Word (body, footnotes, endnotes).
    Docx,
}

/// Options for ingestion.
#[derive(Debug, Clone)]
pub struct IngestOptions {
    /// The compulsa executable used to run the PDF engines in a child process.
    pub exe: PathBuf,
}

/// The ingested text of a brief.
#[derive(Debug, Clone)]
pub struct Ingested {
    /// Detected format.
    pub formato: Formato,
    /// The text citations are found in; spans are UTF-8 byte offsets into it.
    pub text: String,
    /// Size of the input file in bytes.
    pub bytes: u64,
    /// SHA-256 (hex) of the input file.
    pub sha256: String,
}

/// Why a file could not be ingested.
#[derive(Debug, thiserror::Error)]
pub enum IngestError {
    /// Reading the file failed.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The path.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// The format is not supported (yet).
    #[error("unsupported format: {0}")]
    Unsupported(String),
}

/// Ingests a file, choosing the format from its extension and content.
///
/// # Errors
/// [`IngestError`] when the file cannot be read or parsed.
pub fn ingest_path(path: &Path, opts: &IngestOptions) -> Result<Ingested, IngestError> {
    let bytes = std::fs::read(path).map_err(|source| IngestError::Read {
        path: path.to_owned(),
        source,
    })?;
    ingest_bytes(&bytes, Formato::Txt, opts)
}

/// Ingests bytes of a known format.
///
/// # Errors
/// [`IngestError`] when the bytes cannot be parsed.
pub fn ingest_bytes(
    bytes: &[u8],
    formato: Formato,
    _opts: &IngestOptions,
) -> Result<Ingested, IngestError> {
    use sha2::Digest;
    let text = String::from_utf8(bytes.to_vec())
        .map_err(|_| IngestError::Unsupported("non-UTF-8 text".into()))?;
    Ok(Ingested {
        formato,
        text,
        bytes: bytes.len() as u64,
        sha256: hex::encode(sha2::Sha256::digest(bytes)),
    })
}
