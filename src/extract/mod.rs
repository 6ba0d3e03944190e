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
mod doctrine;
mod legis;
pub mod norms;
mod places;
mod quotes;
mod scan;
mod text;

use serde::{Deserialize, Serialize};

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

/// Finds the citations in `text`.
#[must_use]
pub fn extract(text: &str) -> Extraction {
    let triggers = scan::triggers(text);
    let mut hits: Vec<Hit> = Vec::new();
    let mut unsupported: Vec<NoSoportada> = Vec::new();
    let mut state = legis::State::default();
    let mut consumed = 0usize;
    for trigger in &triggers {
        if trigger.pos < consumed {
            continue;
        }
        let found = match trigger.kind {
            scan::Kind::Court | scan::Kind::Resolution | scan::Kind::Ecli | scan::Kind::Asunto => {
                caselaw::at(text, trigger)
            }
            scan::Kind::Article | scan::Kind::Norm => legis::at(text, trigger, &mut state),
            scan::Kind::Unsupported => caselaw::unsupported_at(text, trigger),
        };
        match found {
            Some(Found::Hit(hit)) => {
                consumed = hit.end;
                hits.push(hit);
            }
            Some(Found::Unsupported(ns)) => {
                consumed = ns.span.fin;
                unsupported.push(ns);
            }
            None => {}
        }
    }
    legis::drop_redundant_norms(&mut hits, &state);
    hits.sort_by_key(|h| (h.start, h.end));
    let doctrine_hits: Vec<Hit> = doctrine::find(text)
        .into_iter()
        .filter(|d| !overlaps_any(&hits, d.start, d.end))
        .collect();
    hits.extend(doctrine_hits);
    hits.sort_by_key(|h| (h.start, h.end));
    unsupported.retain(|u| !contained_in_any(&hits, u.span.inicio, u.span.fin));
    let literals = quotes::attach(text, &hits);
    let mut citas = Vec::new();
    for (hit_idx, hit) in hits.into_iter().enumerate() {
        let texto = text.get(hit.start..hit.end).unwrap_or("").trim().to_owned();
        if texto.is_empty() {
            continue;
        }
        for draft in hit.drafts {
            let id = format!("c{}", citas.len() + 1);
            citas.push(Citation {
                id,
                fuente: draft.fuente,
                texto_original: texto.clone(),
                cita_literal: literals.get(hit_idx).cloned().flatten(),
                span: Some(Span {
                    inicio: hit.start,
                    fin: hit.end,
                }),
                campos: draft.campos,
                avisos: draft.avisos,
            });
        }
    }
    Extraction {
        citas,
        no_soportadas: unsupported,
    }
}

/// True when `start..end` overlaps a hit. Hits are sorted by start and never overlap one
/// another (each trigger inside an accepted hit is skipped), so only one candidate is checked.
pub(crate) fn overlaps_any(hits: &[Hit], start: usize, end: usize) -> bool {
    let idx = hits.partition_point(|h| h.start < end);
    idx > 0 && hits.get(idx - 1).is_some_and(|h| h.end > start)
}

/// True when `start..end` lies inside a hit (same ordering invariant as [`overlaps_any`]).
pub(crate) fn contained_in_any(hits: &[Hit], start: usize, end: usize) -> bool {
    let idx = hits.partition_point(|h| h.start <= start);
    idx > 0 && hits.get(idx - 1).is_some_and(|h| h.end >= end)
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
