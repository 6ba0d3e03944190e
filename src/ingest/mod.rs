//! Ingest: a brief file (txt, md, pdf, docx) becomes one text plus a map back to the source.
//!
//! - [`ingest_path`] / [`ingest_bytes`] / [`ingest_detect`]: the entry points; the extractor
//!   and the CLI read the resulting [`Ingested`].
//! - [`detect_format`]: the format from magic bytes first, then the extension.
//! - [`Ingested::regions`]: where each stretch of the text comes from (body, PDF page,
//!   footnote N, endnote N), so a citation can be said to be "in note 3" or "on page 7".
//! - `text` (plain text and its encodings), `notes` (`[^label]` footnotes written as text),
//!   `docx` (body, footnotes and endnotes): pure readers over bytes. PDFs go through [`crate::pdf`] (engines in a limited child).
//!
//! Invariants: for a UTF-8 text file without BOM the ingested text is the file byte for byte,
//! so spans are file offsets. No input, however broken, panics: it becomes an [`IngestError`].

mod docx;
mod notes;
mod text;

use std::path::{Path, PathBuf};

use crate::pdf::{self, PdfOptions};

pub use docx::{ENDNOTES_HEADING, FOOTNOTES_HEADING, MAX_PART_BYTES, MAX_TOTAL_XML_BYTES};

/// Largest file accepted for ingestion (PDFs have their own, lower cap in [`crate::pdf`]).
pub const MAX_INPUT_BYTES: usize = 100 * 1024 * 1024;

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

impl IngestOptions {
    /// Options with this process's executable (what the binary uses).
    ///
    /// # Errors
    /// [`IngestError::Pdf`] when the executable's path cannot be found.
    pub fn for_current_exe() -> Result<Self, IngestError> {
        let exe =
            std::env::current_exe().map_err(|e| IngestError::Pdf(pdf::PdfError::CurrentExe(e)))?;
        Ok(Self { exe })
    }
}

/// The ingested text of a brief.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Ingested {
    /// Detected format.
    pub formato: Formato,
    /// The text citations are found in; spans are UTF-8 byte offsets into it.
    pub text: String,
    /// Size of the input file in bytes.
    pub bytes: u64,
    /// SHA-256 (hex) of the input file.
    pub sha256: String,
    /// Where each stretch of `text` comes from, in order, not overlapping. Text between
    /// regions (separators, note headings and numbers) belongs to none.
    pub regions: Vec<Region>,
    /// The character encoding a text file was read in (`UTF-8`, `windows-1252`, `UTF-16LE`);
    /// `None` for PDF and DOCX.
    pub encoding: Option<&'static str>,
    /// A PDF whose pages carry (almost) no text: a scan. Nothing in it can be verified.
    pub no_text_layer: bool,
    /// Things the reader should know (an engine that failed, an encoding that was guessed).
    pub warnings: Vec<String>,
}

impl Ingested {
    /// Where the text at byte offset `offset` comes from, if it lies in a region.
    #[must_use]
    pub fn location_at(&self, offset: usize) -> Option<Location> {
        self.regions
            .iter()
            .find(|r| r.start <= offset && offset < r.end)
            .map(|r| r.location)
    }
}

/// A stretch of the ingested text and where it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Region {
    /// First byte in the ingested text.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
    /// Its origin.
    pub location: Location,
}

/// The origin of a stretch of ingested text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "tipo", rename_all = "snake_case")]
pub enum Location {
    /// The body of a text or Word document.
    Body,
    /// A page of a PDF (from 1).
    Page {
        /// Page number.
        page: u32,
    },
    /// A footnote (Word: numbered as Word shows it, by order of reference; PDF: the printed
    /// number; text: order of first `[^label]` reference).
    Footnote {
        /// Note number.
        number: u32,
    },
    /// An endnote of a Word document, numbered as Word shows it.
    Endnote {
        /// Note number.
        number: u32,
    },
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
    /// The format is not supported.
    #[error("unsupported format: {0}")]
    Unsupported(String),
    /// The file claims a supported format but is damaged or not what it claims.
    #[error("corrupt {formato:?} file: {reason}")]
    Corrupt {
        /// The format it claimed.
        formato: Formato,
        /// What is wrong.
        reason: String,
    },
    /// The file is over the size limit.
    #[error("file of {size} bytes is over the {limit}-byte limit")]
    TooLarge {
        /// Its size.
        size: usize,
        /// The limit.
        limit: usize,
    },
    /// No PDF engine could read the file.
    #[error("cannot read the pdf: {0}")]
    Pdf(#[source] pdf::PdfError),
}

/// Ingests a file, choosing the format from its content and extension ([`detect_format`]).
///
/// # Errors
/// [`IngestError`] when the file cannot be read or parsed.
pub fn ingest_path(path: &Path, opts: &IngestOptions) -> Result<Ingested, IngestError> {
    let bytes = std::fs::read(path).map_err(|source| IngestError::Read {
        path: path.to_owned(),
        source,
    })?;
    let formato = detect_format(&bytes, Some(path))?;
    if matches!(formato, Formato::Txt | Formato::Md) {
        // The common case of a large brief: its bytes become the text without a copy.
        check_size(&bytes)?;
        let (size, sha256) = fingerprint(&bytes);
        let read = read_text_owned(bytes, formato)?;
        return Ok(assemble(formato, size, sha256, read));
    }
    ingest_bytes(&bytes, formato, opts)
}

/// Ingests bytes whose format is unknown; `name` (a file name), when given, helps detection.
///
/// # Errors
/// [`IngestError`] when the format is unsupported or the bytes cannot be parsed.
pub fn ingest_detect(
    bytes: &[u8],
    name: Option<&Path>,
    opts: &IngestOptions,
) -> Result<Ingested, IngestError> {
    let formato = detect_format(bytes, name)?;
    ingest_bytes(bytes, formato, opts)
}

/// Ingests bytes of a known format.
///
/// # Errors
/// [`IngestError`] when the bytes cannot be parsed as that format.
pub fn ingest_bytes(
    bytes: &[u8],
    formato: Formato,
    opts: &IngestOptions,
) -> Result<Ingested, IngestError> {
    check_size(bytes)?;
    let read = match formato {
        Formato::Txt | Formato::Md => read_text(bytes, formato)?,
        Formato::Docx => read_docx(bytes)?,
        Formato::Pdf => read_pdf(bytes, opts)?,
    };
    let (size, sha256) = fingerprint(bytes);
    Ok(assemble(formato, size, sha256, read))
}

fn check_size(bytes: &[u8]) -> Result<(), IngestError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(IngestError::TooLarge {
            size: bytes.len(),
            limit: MAX_INPUT_BYTES,
        });
    }
    Ok(())
}

/// Size and SHA-256 (hex) of the input file.
fn fingerprint(bytes: &[u8]) -> (u64, String) {
    use sha2::Digest;
    (bytes.len() as u64, hex::encode(sha2::Sha256::digest(bytes)))
}

fn assemble(formato: Formato, size: u64, sha256: String, read: Read) -> Ingested {
    Ingested {
        formato,
        text: read.text,
        bytes: size,
        sha256,
        regions: read.regions,
        encoding: read.encoding,
        no_text_layer: read.no_text_layer,
        warnings: read.warnings,
    }
}

/// The format of a file: magic bytes first (`%PDF-` at the start, or in the first KiB unless
/// the name says text; a zip that holds `word/document.xml` or is named `.docx`), then the
/// extension of `name`, then whether the content reads as text.
///
/// # Errors
/// [`IngestError::Unsupported`] for other formats (legacy `.doc`, RTF, ODT, images...);
/// [`IngestError::Corrupt`] when the extension says PDF or DOCX and the content disagrees.
pub fn detect_format(bytes: &[u8], name: Option<&Path>) -> Result<Formato, IngestError> {
    let ext = name
        .and_then(Path::extension)
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let head = bytes.get(..1024).unwrap_or(bytes);
    let text_ext = matches!(ext.as_deref(), Some("txt" | "text" | "md" | "markdown"));
    // Readers accept junk before the header, but a text file that merely mentions `%PDF-`
    // stays text.
    match memchr::memmem::find(head, b"%PDF-") {
        Some(0) => return Ok(Formato::Pdf),
        Some(_) if !text_ext => return Ok(Formato::Pdf),
        _ => {}
    }
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        let word_ext = matches!(ext.as_deref(), Some("docx" | "docm" | "dotx"));
        if word_ext || memchr::memmem::find(bytes, b"word/document.xml").is_some() {
            return Ok(Formato::Docx);
        }
        return Err(IngestError::Unsupported(
            "a zip archive that is not a Word document (.docx)".into(),
        ));
    }
    if bytes.starts_with(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1") {
        return Err(IngestError::Unsupported(
            "legacy binary Word (.doc); save it as .docx or PDF".into(),
        ));
    }
    if bytes.starts_with(b"{\\rtf") {
        return Err(IngestError::Unsupported(
            "RTF; save it as .docx or PDF".into(),
        ));
    }
    match ext.as_deref() {
        Some("pdf") => Err(IngestError::Corrupt {
            formato: Formato::Pdf,
            reason: "no %PDF- header".into(),
        }),
        Some("docx" | "docm" | "dotx") => Err(IngestError::Corrupt {
            formato: Formato::Docx,
            reason: "not a zip archive".into(),
        }),
        Some("md" | "markdown") => Ok(Formato::Md),
        _ => match text::decode(bytes) {
            Ok(_) => Ok(Formato::Txt),
            Err(reason) => Err(IngestError::Unsupported(format!(
                "{} ({reason})",
                ext.map_or_else(|| "no extension".to_owned(), |e| format!(".{e}"))
            ))),
        },
    }
}

/// What one format reader gives back.
struct Read {
    text: String,
    regions: Vec<Region>,
    encoding: Option<&'static str>,
    no_text_layer: bool,
    warnings: Vec<String>,
}

fn read_text(bytes: &[u8], formato: Formato) -> Result<Read, IngestError> {
    let decoded = text::decode(bytes).map_err(|reason| IngestError::Corrupt { formato, reason })?;
    Ok(text_read(decoded))
}

fn read_text_owned(bytes: Vec<u8>, formato: Formato) -> Result<Read, IngestError> {
    let decoded =
        text::decode_owned(bytes).map_err(|reason| IngestError::Corrupt { formato, reason })?;
    Ok(text_read(decoded))
}

fn text_read(decoded: text::Decoded) -> Read {
    let mut warnings = Vec::new();
    if decoded.guessed {
        warnings.push(format!(
            "not UTF-8: read as {} (detected)",
            decoded.encoding
        ));
    }
    Read {
        regions: notes::text_regions(&decoded.text),
        text: decoded.text,
        encoding: Some(decoded.encoding),
        no_text_layer: false,
        warnings,
    }
}

fn read_docx(bytes: &[u8]) -> Result<Read, IngestError> {
    let doc = docx::read(bytes).map_err(|reason| IngestError::Corrupt {
        formato: Formato::Docx,
        reason,
    })?;
    Ok(Read {
        text: doc.text,
        regions: doc.regions,
        encoding: None,
        no_text_layer: false,
        warnings: doc.warnings,
    })
}

fn read_pdf(bytes: &[u8], opts: &IngestOptions) -> Result<Read, IngestError> {
    let pdf_opts = PdfOptions::new(opts.exe.clone());
    let pdf = pdf::extract_text(bytes, &pdf_opts).map_err(IngestError::Pdf)?;
    let Some(preferred) = pdf.preferred() else {
        return Err(IngestError::Pdf(pdf::PdfError::AllEnginesFailed(
            pdf.failures.clone(),
        )));
    };
    let (clean, footnotes) = pdf::clean_pages_split_footnotes(&preferred.pages);
    let mut warnings: Vec<String> = pdf
        .failures
        .iter()
        .map(|f| format!("pdf engine {f}"))
        .collect();
    if pdf.no_text_layer {
        warnings.push(format!(
            "no text layer ({} pages, almost no text): a scan? its citations cannot be checked",
            pdf.n_pages
        ));
    }
    let mut regions: Vec<Region> = clean
        .pages
        .iter()
        .filter(|p| p.start < p.end)
        .map(|p| Region {
            start: p.start,
            end: p.end,
            location: Location::Page { page: p.page },
        })
        .collect();
    let mut text = clean.text;
    if !footnotes.is_empty() {
        text.push_str("\n\n");
        text.push_str(FOOTNOTES_HEADING);
        for note in &footnotes {
            text.push_str(&format!("\n[{}] ", note.number));
            let start = text.len();
            text.push_str(&note.text);
            regions.push(Region {
                start,
                end: text.len(),
                location: Location::Footnote {
                    number: note.number,
                },
            });
        }
    }
    Ok(Read {
        text,
        regions,
        encoding: None,
        no_text_layer: pdf.no_text_layer,
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_format(bytes: &[u8], name: Option<&str>, expected: Result<Formato, &str>) {
        let got = detect_format(bytes, name.map(Path::new));
        match (got, expected) {
            (Ok(got), Ok(expected)) => assert_eq!(got, expected),
            (Err(e), Err(needle)) => assert!(e.to_string().contains(needle), "{e}"),
            (got, expected) => panic!("got {got:?}, expected {expected:?}"),
        }
    }

    #[test]
    fn test_detect_format_table() {
        check_format(b"%PDF-1.4\n...", Some("a.txt"), Ok(Formato::Pdf));
        check_format(
            b"Un PDF empieza por %PDF-1.7.",
            Some("a.txt"),
            Ok(Formato::Txt),
        );
        check_format(
            b"Un PDF empieza por %PDF-1.7.",
            Some("a.md"),
            Ok(Formato::Md),
        );
        check_format(b"%PDF-1.7", None, Ok(Formato::Pdf));
        check_format(b"\r\n%PDF-1.4", Some("x.pdf"), Ok(Formato::Pdf));
        check_format(b"PK\x03\x04....word/document.xml", None, Ok(Formato::Docx));
        check_format(
            b"PK\x03\x04....content.xml",
            Some("a.odt"),
            Err("not a Word"),
        );
        check_format(
            b"PK\x03\x04....content.xml",
            Some("a.docx"),
            Ok(Formato::Docx),
        );
        check_format(
            b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1rest",
            Some("a.doc"),
            Err(".doc"),
        );
        check_format(b"{\\rtf1\\ansi", Some("a.rtf"), Err("RTF"));
        check_format(b"hola", Some("a.pdf"), Err("no %PDF- header"));
        check_format(b"hola", Some("a.docx"), Err("not a zip"));
        check_format(b"# Demanda", Some("a.md"), Ok(Formato::Md));
        check_format(b"# Demanda", Some("a.MARKDOWN"), Ok(Formato::Md));
        check_format("Artículo 24 CE".as_bytes(), Some("a.txt"), Ok(Formato::Txt));
        check_format("Artículo 24 CE".as_bytes(), None, Ok(Formato::Txt));
        check_format(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", Some("a.png"), Err(".png"));
        check_format(b"", Some("empty.txt"), Ok(Formato::Txt));
    }

    #[test]
    fn test_location_at() {
        let ingested = Ingested {
            formato: Formato::Docx,
            text: "cuerpo\n\nnota".into(),
            bytes: 0,
            sha256: String::new(),
            regions: vec![
                Region {
                    start: 0,
                    end: 6,
                    location: Location::Body,
                },
                Region {
                    start: 8,
                    end: 12,
                    location: Location::Footnote { number: 1 },
                },
            ],
            encoding: None,
            no_text_layer: false,
            warnings: Vec::new(),
        };
        assert_eq!(ingested.location_at(0), Some(Location::Body));
        assert_eq!(ingested.location_at(6), None);
        assert_eq!(
            ingested.location_at(9),
            Some(Location::Footnote { number: 1 })
        );
        assert_eq!(ingested.location_at(12), None);
    }

    proptest::proptest! {
        #[test]
        fn prop_any_bytes_ingest_or_fail_cleanly(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..3000),
            name in proptest::prop_oneof![
                proptest::strategy::Just("a.txt"),
                proptest::strategy::Just("a.md"),
                proptest::strategy::Just("a.docx"),
                proptest::strategy::Just("a.pdf"),
                proptest::strategy::Just("a"),
            ],
        ) {
            let opts = IngestOptions { exe: PathBuf::from("/nonexistent/compulsa") };
            if let Ok(ingested) = ingest_detect(&bytes, Some(Path::new(name)), &opts) {
                let mut last_end = 0;
                for region in &ingested.regions {
                    proptest::prop_assert!(last_end <= region.start && region.start <= region.end);
                    proptest::prop_assert!(region.end <= ingested.text.len());
                    proptest::prop_assert!(ingested.text.is_char_boundary(region.start));
                    proptest::prop_assert!(ingested.text.is_char_boundary(region.end));
                    last_end = region.end;
                }
            }
        }
    }
}
