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
use std::ops::Range;

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

/// Below this size a text is walked by one thread; above it, in stretches of at least this
/// size, one per available core.
const MIN_CHUNK: usize = 1 << 20;

/// Finds the citations in `text`, held compactly (see [`CompactCitas`]).
///
/// A long text is cut at paragraph breaks (no citation crosses one) and its stretches are
/// walked in parallel; the result is the same as one walk from the start (see [`walk_all`]).
#[must_use]
pub fn extract_compact(original: &str) -> CompactExtraction<'_> {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    extract_chunked(original, threads, MIN_CHUNK)
}

fn extract_chunked(original: &str, threads: usize, min_chunk: usize) -> CompactExtraction<'_> {
    // Patterns run over a copy where soft line breaks are spaces (same bytes, same offsets),
    // so a citation wrapped across lines (PDF text, hard-wrapped briefs) is still one
    // citation; `texto_original` is still cut from the original text. A text without soft
    // breaks is used as it is.
    let flat = soften_line_breaks(original);
    let text: &str = &flat;
    let Walk {
        mut store,
        mut doctrine,
        mut unsupported,
        redundant,
    } = walk_all(text, original, &chunk_bounds(text, threads, min_chunk));
    // A norm cited on its own right before an article that cites it again is one citation.
    store.retain_hits(|h| !(h.standalone && redundant.binary_search(&h.start).is_ok()));
    store.sort_hits();
    // Doctrine only where no other citation stands.
    doctrine.retain_hits(|d| !overlaps_any(store.hits(), d.start, d.end));
    store.append(doctrine);
    store.sort_hits();
    unsupported.retain(|u| !contained_in_any(store.hits(), u.span.inicio, u.span.fin));
    let literals = quotes::attach(text, store.hits());
    for (idx, literal) in literals.iter().enumerate() {
        if let Some(l) = literal {
            store.set_literal(idx, l);
        }
    }
    store.shrink_to_fit();
    CompactExtraction {
        citas: store,
        no_soportadas: unsupported,
    }
}

/// What walking the triggers of a stretch found.
struct Walk<'t> {
    store: CompactCitas<'t>,
    /// Doctrine citations of the stretch (before the other citations are laid over them).
    doctrine: CompactCitas<'t>,
    unsupported: Vec<NoSoportada>,
    /// Sorted starts of standalone norm hits that an article right after them cites again.
    redundant: Vec<usize>,
}

/// Walks every stretch and joins the results in order.
///
/// Stretches start after a paragraph break, and every pattern stops at one, so a stretch
/// depends on what came before it only through the last norm cited (back-references). Each
/// stretch is first walked as if nothing came before it; one that did resolve a
/// back-reference with that empty memory is walked again, in order, with the true last norm
/// of the text before it. The result is exactly that of one walk over the whole text.
fn walk_all<'t>(text: &str, original: &'t str, bounds: &[Range<usize>]) -> Walk<'t> {
    let first_pass: Vec<(Walk<'t>, legis::State)> = if bounds.len() <= 1 {
        bounds
            .iter()
            .map(|r| walk(text, original, r.clone(), legis::State::default()))
            .collect()
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = bounds
                .iter()
                .map(|r| {
                    let r = r.clone();
                    s.spawn(move || walk(text, original, r, legis::State::default()))
                })
                .collect();
            handles
                .into_iter()
                .zip(bounds)
                .map(|(h, r)| {
                    h.join().unwrap_or_else(|_| {
                        walk(text, original, r.clone(), legis::State::default())
                    })
                })
                .collect()
        })
    };
    let mut all = Walk {
        store: CompactCitas::new(original),
        doctrine: CompactCitas::new(original),
        unsupported: Vec::new(),
        redundant: Vec::new(),
    };
    let mut carry = legis::Carry::default();
    for ((mut part, mut state), range) in first_pass.into_iter().zip(bounds) {
        if state.read_inherited() && carry != legis::Carry::default() {
            (part, state) = walk(
                text,
                original,
                range.clone(),
                legis::State::resume(carry.clone()),
            );
        }
        carry = state.carry_out(carry);
        all.store.append(part.store);
        all.doctrine.append(part.doctrine);
        all.unsupported.append(&mut part.unsupported);
        all.redundant.append(&mut part.redundant);
    }
    all.redundant.sort_unstable();
    all.redundant.dedup();
    all
}

/// Walks the triggers inside `range` with `state` as the memory of what came before.
fn walk<'t>(
    text: &str,
    original: &'t str,
    range: Range<usize>,
    mut state: legis::State,
) -> (Walk<'t>, legis::State) {
    let mut store = CompactCitas::new(original);
    let mut unsupported: Vec<NoSoportada> = Vec::new();
    let mut consumed = 0usize;
    for trigger in scan::triggers_in(text, range.clone()) {
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
    let redundant = state.take_redundant();
    let mut doctrine = CompactCitas::new(original);
    doctrine::find_in(text, range, |d| doctrine.push(d));
    (
        Walk {
            store,
            doctrine,
            unsupported,
            redundant,
        },
        state,
    )
}

/// Cuts `text` into at most `threads` stretches of at least `min_chunk` bytes, each ending
/// right after a paragraph break (`\n\n`); one stretch when the text is short or has no
/// paragraph break.
fn chunk_bounds(text: &str, threads: usize, min_chunk: usize) -> Vec<Range<usize>> {
    let len = text.len();
    let threads = threads.max(1);
    let size = (len / threads).max(min_chunk.max(1));
    let mut bounds = Vec::new();
    let mut start = 0usize;
    while start < len {
        let target = start.saturating_add(size);
        let cut = if target >= len || bounds.len() + 1 >= threads {
            len
        } else {
            text.as_bytes()
                .get(target..)
                .and_then(|rest| memchr::memmem::find(rest, b"\n\n"))
                .map_or(len, |k| target + k + 2)
        };
        bounds.push(start..cut);
        start = cut;
    }
    if bounds.is_empty() {
        bounds.push(0..len);
    }
    bounds
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

#[cfg(test)]
mod tests {
    use super::*;

    const BRIEFS: [&str; 5] = [
        include_str!("../../fixtures/briefs/demanda_civil.md"),
        include_str!("../../fixtures/briefs/recurso_contencioso.md"),
        include_str!("../../fixtures/briefs/demanda_laboral.txt"),
        include_str!("../../fixtures/demo/escrito.md"),
        include_str!("../../fixtures/demo/escrito_notas.txt"),
    ];

    /// Paragraphs of the fixture briefs in a shuffled order (a small LCG, fixed seeds), so
    /// that back-references land right after stretch boundaries with another norm before.
    fn shuffled(seed: u64) -> String {
        let mut paras: Vec<&str> = BRIEFS
            .iter()
            .flat_map(|b| b.split("\n\n"))
            .filter(|p| !p.trim().is_empty())
            .collect();
        let mut x = seed;
        for i in (1..paras.len()).rev() {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let j = usize::try_from(x >> 33).unwrap_or(0) % (i + 1);
            paras.swap(i, j);
        }
        paras.join("\n\n")
    }

    #[test]
    fn chunked_walks_equal_one_walk() {
        let mut texts: Vec<String> = BRIEFS.iter().map(|b| (*b).to_owned()).collect();
        texts.push(BRIEFS.join("\n\n"));
        texts.extend((1..=12).map(shuffled));
        // Back-references at the very start of a stretch, with the norm in the stretch before.
        texts.push(
            "Según el artículo 1902 del Código Civil.\n\nEl artículo 1903 de la misma ley \
             y su artículo 1904.\n\nConforme al art. 24 de la Constitución.\n\nEl art. 25 \
             del mismo texto legal."
                .to_owned(),
        );
        let mut cut_runs = 0usize;
        for text in &texts {
            let one = extract_chunked(text, 1, usize::MAX);
            for (threads, min_chunk) in [(2, 1), (3, 64), (4, 500), (8, 1), (5, 4096)] {
                if chunk_bounds(text, threads, min_chunk).len() > 1 {
                    cut_runs += 1;
                }
                let many = extract_chunked(text, threads, min_chunk);
                assert_eq!(
                    many.citas.to_vec(),
                    one.citas.to_vec(),
                    "{threads}/{min_chunk}"
                );
                assert_eq!(many.no_soportadas, one.no_soportadas);
            }
        }
        assert!(cut_runs > 50, "the texts were cut into stretches");
    }

    #[test]
    fn stretches_cover_the_text_and_end_after_paragraph_breaks() {
        let text = "uno\n\ndos dos\n\ntres tres tres\n\ncuatro";
        for threads in 1..6 {
            for min_chunk in [1, 3, 8, 100] {
                let b = chunk_bounds(text, threads, min_chunk);
                assert!(b.len() <= threads.max(1));
                assert_eq!(b.first().map(|r| r.start), Some(0));
                assert_eq!(b.last().map(|r| r.end), Some(text.len()));
                for w in b.windows(2) {
                    assert_eq!(w[0].end, w[1].start);
                    assert!(text[..w[0].end].ends_with("\n\n"));
                }
            }
        }
        assert_eq!(chunk_bounds("", 4, 1), vec![0..0]);
        assert_eq!(chunk_bounds("sin saltos de párrafo", 4, 1).len(), 1);
    }
}
