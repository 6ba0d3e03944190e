//! Citation extraction: finds every citation of the five sources in a brief's text.
//!
//! Pure: no I/O, no clock. [`extract`] takes the ingested text and returns the citations of
//! the contract (DESIGN §3) with UTF-8 byte spans into that text, plus the authorities that no
//! source checks ([`NoSoportada`]).
//!
//! - [`norms`]: the table of common Spanish norms and [`norms::lookup`].
//! - `scan`: the prefilter (one Aho-Corasick pass finding trigger words).
//! - `caselaw`: CENDOJ, Tribunal Constitucional and CJEU judgments (a component scanner).
//! - `legis`: Spanish norms, articles and back-references; EU acts and treaties.
//! - `doctrine`: books and journal articles.
//! - `quotes`: quoted text attached to the citation of its sentence.
//! - `text`: char-safe windows, word boundaries and dates.
//!
//! Invariant: every span lies inside the text on char boundaries; nothing here panics on any
//! input.

mod caselaw;
mod compact;
mod doctrine;
mod legis;
pub mod norms;
mod places;
mod quotes;
mod scan;
mod text;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

pub use compact::CompactCitas;

use crate::model::{Campos, Citation, Fuente, Span};

/// What [`extract`] found in a text.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Extraction {
    /// Citations of the five sources, in text order, with ids `c1`, `c2`, …
    pub citas: Vec<Citation>,
    /// Authorities outside the five sources (ECHR, ILO, regional gazettes, private
    /// repertories), listed so that the report can say they were not checked.
    pub no_soportadas: Vec<NoSoportada>,
}

/// An authority found in the text that no source of compulsa checks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoSoportada {
    /// The text as written.
    pub texto: String,
    /// Where it stands in the text.
    pub span: Span,
    /// What it is: `tedh`, `cedh`, `oit`, `boletin_autonomico`, `repertorio_privado`,
    /// `dgsjfp`, `consejo_estado`.
    pub tipo: String,
}

/// A citation before its id and text are set.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Draft {
    pub(crate) fuente: Fuente,
    pub(crate) campos: Campos,
    pub(crate) avisos: Vec<String>,
}

impl Draft {
    pub(crate) fn new(fuente: Fuente) -> Draft {
        Draft {
            fuente,
            campos: Campos::default(),
            avisos: Vec::new(),
        }
    }
}

/// A stretch of text holding one or more citations (one per cited article or case).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Hit {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) drafts: Vec<Draft>,
}

/// Finds the citations in `text`, as contract [`Citation`]s.
///
/// Convenient for small texts and tests; for a whole brief prefer [`extract_compact`], which
/// holds the same citations in a fraction of the memory and builds each one on demand.
#[must_use]
pub fn extract(original: &str) -> Extraction {
    let found = extract_compact(original);
    Extraction {
        citas: found.citas.to_vec(),
        no_soportadas: found.no_soportadas,
    }
}

/// What [`extract_compact`] found in a text.
#[derive(Debug, Clone)]
pub struct CompactExtraction<'t> {
    /// Citations of the five sources, in text order (ids `c1`, `c2`, … by position).
    pub citas: CompactCitas<'t>,
    /// Authorities outside the five sources.
    pub no_soportadas: Vec<NoSoportada>,
}

/// Finds the citations in `text`, held compactly (see [`CompactCitas`]).
#[must_use]
pub fn extract_compact(original: &str) -> CompactExtraction<'_> {
    // Patterns run over a copy where soft line breaks are spaces (same bytes, same offsets),
    // so a citation wrapped across lines (PDF text, hard-wrapped briefs) is still one
    // citation; `texto_original` is still cut from the original text. A text without soft
    // breaks is used as it is.
    let flat = soften_line_breaks(original);
    let text: &str = &flat;
    let mut store = CompactCitas::new(original);
    let mut unsupported: Vec<NoSoportada> = Vec::new();
    let mut state = legis::State::default();
    let mut consumed = 0usize;
    for trigger in scan::triggers(text) {
        if trigger.pos < consumed {
            continue;
        }
        let found = match trigger.kind {
            scan::Kind::Court | scan::Kind::Resolution | scan::Kind::Ecli | scan::Kind::Asunto => {
                caselaw::at(text, &trigger)
            }
            scan::Kind::Article | scan::Kind::Norm => legis::at(text, &trigger, &mut state),
            scan::Kind::Unsupported => caselaw::unsupported_at(text, &trigger),
        };
        match found {
            Some(Found::Hit(hit)) => {
                consumed = hit.end;
                store.push(hit);
            }
            Some(Found::Unsupported(ns)) => {
                consumed = ns.span.fin;
                unsupported.push(ns);
            }
            None => {}
        }
    }
    // A norm cited on its own right before an article that cites it again is one citation.
    let redundant = state.into_redundant();
    store.retain_hits(|h| !(h.standalone && redundant.binary_search(&h.start).is_ok()));
    store.sort_hits();
    let before_doctrine = store.hits().len();
    doctrine::find(text, |d| {
        if !overlaps_any(
            store.hits().get(..before_doctrine).unwrap_or_default(),
            d.start,
            d.end,
        ) {
            store.push(d);
        }
    });
    store.sort_hits();
    unsupported.retain(|u| !contained_in_any(store.hits(), u.span.inicio, u.span.fin));
    let literals = quotes::attach(text, store.hits());
    for (idx, literal) in literals.iter().enumerate() {
        if let Some(l) = literal {
            store.set_literal(idx, l);
        }
    }
    CompactExtraction {
        citas: store,
        no_soportadas: unsupported,
    }
}

/// Anything that covers a stretch of the text.
pub(crate) trait Extent {
    /// First byte.
    fn start(&self) -> usize;
    /// One past the last byte.
    fn end(&self) -> usize;
}

impl Extent for Hit {
    fn start(&self) -> usize {
        self.start
    }
    fn end(&self) -> usize {
        self.end
    }
}

/// True when `start..end` overlaps a hit. Hits are sorted by start and never overlap one
/// another (each trigger inside an accepted hit is skipped), so only one candidate is checked.
pub(crate) fn overlaps_any<H: Extent>(hits: &[H], start: usize, end: usize) -> bool {
    let idx = hits.partition_point(|h| h.start() < end);
    idx > 0 && hits.get(idx - 1).is_some_and(|h| h.end() > start)
}

/// True when `start..end` lies inside a hit (same ordering invariant as [`overlaps_any`]).
pub(crate) fn contained_in_any<H: Extent>(hits: &[H], start: usize, end: usize) -> bool {
    let idx = hits.partition_point(|h| h.start() <= start);
    idx > 0 && hits.get(idx - 1).is_some_and(|h| h.end() >= end)
}

/// What a trigger handler found.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Found {
    Hit(Hit),
    Unsupported(NoSoportada),
}

/// Aviso text for a date that does not exist.
pub(crate) fn aviso_fecha_imposible(iso: &str) -> String {
    format!("la fecha {iso} no existe en el calendario; se conserva tal como está escrita")
}

/// Replaces each soft line break (a single `\n` or `\r\n` inside a paragraph) by spaces of
/// the same byte length. Paragraph breaks (blank lines) stay, and so do breaks before a line
/// that opens a note (`[^1]: …`, `[1] …`) or the notes section (`=== …`).
fn soften_line_breaks(text: &str) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    let mut out: Option<Vec<u8>> = None;
    for i in memchr::memchr_iter(b'\n', bytes) {
        let before = if i > 0 && bytes[i - 1] == b'\r' {
            i - 1
        } else {
            i
        };
        let prev_blank = before == 0 || bytes[before - 1] == b'\n';
        let rest = &bytes[i + 1..];
        let next_blank = rest.is_empty() || rest[0] == b'\n' || rest.starts_with(b"\r\n");
        let opens_block = rest.starts_with(b"[") || rest.starts_with(b"===");
        if prev_blank || next_blank || opens_block {
            continue;
        }
        let out = out.get_or_insert_with(|| bytes.to_vec());
        if let Some(run) = out.get_mut(before..=i) {
            run.fill(b' ');
        }
    }
    // Only ASCII bytes were replaced by ASCII bytes, so the text is still UTF-8.
    match out {
        None => Cow::Borrowed(text),
        Some(out) => Cow::Owned(String::from_utf8(out).unwrap_or_else(|_| text.to_owned())),
    }
}
