//! Quote matching (DESIGN §7): where, and how faithfully, a quoted text appears in a document.
//!
//! Pure: no network, disk or clock. The pieces, in the order a quote goes through them:
//!
//! - [`normalize`]: both texts are folded for comparison ([`Folded`]) with a map from every
//!   folded byte back to the original bytes, so every result points into the document as
//!   written.
//! - Segments: a quote with elisions (`(...)`, `[…]`, `…`) is split and its segments are
//!   matched in order.
//! - Exact search (`memchr::memmem`) on the folded texts, whole words only.
//! - Otherwise, approximate location: candidate places are voted for by the quote's words and
//!   word pairs found in the document, rarer ones weighing more (an index built once per
//!   [`Document`]); each candidate window is aligned with a semi-global edit-distance DP
//!   ([`align`]), and quotes whose clauses come in another order are also aligned clause by
//!   clause. Quotes that leave out a middle chunk without marking it are also read as pieces in
//!   order with omissions between them ([`gapped`]): the passage then runs from the first piece
//!   to the last and the diff names each omission. The passage's edges are anchored on the
//!   quote's first and last words and kept within the sentence. The best alignment's
//!   similarity (1 − edits / quote length; ×0.95 for a reordered or omitting reading) is the
//!   score.
//! - A score at or above the threshold ([`DEFAULT_THRESHOLD`], calibrated on
//!   `fixtures/matching/`) is [`MatchResult::Approximate`], with the document's own passage and a
//!   word diff ([`diff`]); below it, [`MatchResult::Absent`].
//!
//! Offsets are UTF-8 byte offsets into the original document, always on character boundaries.

pub mod align;
pub mod diff;
pub mod gapped;
pub mod normalize;
mod search;

use serde::{Deserialize, Serialize};

pub use diff::{DiffOp, describe, word_diff};
pub use normalize::Folded;
pub use search::Document;

/// Similarity at or above which an approximate alignment counts as the quoted passage.
///
/// Calibrated on the labelled pairs in `fixtures/matching/` (see the README for precision and
/// recall at this value).
pub const DEFAULT_THRESHOLD: f64 = 0.70;

/// Where and how a quote appears in a document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "resultado", rename_all = "snake_case")]
pub enum MatchResult {
    /// Every word of the quote, in order, as one passage (or one passage per segment of an
    /// elided quote). Case, accents, punctuation and spacing do not count.
    Exact {
        /// First byte of the passage in the document.
        start: usize,
        /// One past the last byte of the passage in the document.
        end: usize,
        /// The document's text as written (segments of an elided quote joined by ` […] `).
        passage: String,
    },
    /// A passage close to the quote but not equal to it.
    Approximate {
        /// Similarity in `[threshold, 1)`: 1 − edits / quote length, on folded text.
        score: f64,
        /// First byte of the passage in the document.
        start: usize,
        /// One past the last byte of the passage in the document.
        end: usize,
        /// The document's text as written: the correct wording to propose.
        passage: String,
        /// Word diff from the quote to the passage.
        diff: Vec<DiffOp>,
    },
    /// Nothing close enough.
    Absent {
        /// Similarity of the closest passage found (0 when nothing was shared at all).
        best_score: f64,
        /// That closest passage, as written, when there was one.
        closest: Option<String>,
    },
}

impl MatchResult {
    /// The document passage found (exact or approximate).
    #[must_use]
    pub fn passage(&self) -> Option<&str> {
        match self {
            MatchResult::Exact { passage, .. } | MatchResult::Approximate { passage, .. } => {
                Some(passage)
            }
            MatchResult::Absent { .. } => None,
        }
    }

    /// The similarity: 1 for exact, the score otherwise.
    #[must_use]
    pub fn score(&self) -> f64 {
        match self {
            MatchResult::Exact { .. } => 1.0,
            MatchResult::Approximate { score, .. } => *score,
            MatchResult::Absent { best_score, .. } => *best_score,
        }
    }

    /// The diff in Spanish for a lawyer (empty for exact and absent).
    #[must_use]
    pub fn diff_text(&self) -> String {
        match self {
            MatchResult::Approximate { diff, .. } => describe(diff),
            MatchResult::Exact { .. } | MatchResult::Absent { .. } => String::new(),
        }
    }
}

/// Matching parameters.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MatchParams {
    /// Minimum similarity of an approximate match.
    pub threshold: f64,
}

impl MatchParams {
    /// The calibrated parameters.
    pub const DEFAULT: MatchParams = MatchParams {
        threshold: DEFAULT_THRESHOLD,
    };
}

/// Locates `quote` in `document` with the calibrated threshold.
///
/// For several quotes against one document, build a [`Document`] once and call
/// [`Document::locate`]: the folding and the index are then made once.
///
/// ```
/// use compulsa::matching::{locate, MatchResult};
///
/// let doc = "El que por acción u omisión causa daño a otro, interviniendo culpa o \
///            negligencia, está obligado a reparar el daño causado.";
/// match locate("«el que por accion u omision causa daño a otro»", doc) {
///     MatchResult::Exact { start, end, passage } => {
///         assert_eq!(&doc[start..end], passage);
///         assert_eq!(passage, "El que por acción u omisión causa daño a otro");
///     }
///     other => panic!("{other:?}"),
/// }
/// let r = locate("el que por acción causa daño a otro, mediando culpa o negligencia", doc);
/// assert!(matches!(r, MatchResult::Approximate { .. }));
/// assert_eq!(
///     r.diff_text(),
///     "la cita omite «u omisión»; donde la cita dice «mediando», el texto dice «interviniendo»"
/// );
/// ```
#[must_use]
pub fn locate(quote: &str, document: &str) -> MatchResult {
    Document::new(document).locate(quote, &MatchParams::DEFAULT)
}

/// Locates `quote` in `document` with explicit parameters.
#[must_use]
pub fn locate_with(quote: &str, document: &str, params: &MatchParams) -> MatchResult {
    Document::new(document).locate(quote, params)
}

/// Locates `quote` in several texts of the same document (e.g. the text of a PDF by two
/// extraction engines: a quote found in either counts) and keeps the best result: the first
/// exact one, else the highest-scoring approximate one, else the closest absent one. Returns
/// the index of the text it refers to; `None` when `texts` is empty.
#[must_use]
pub fn locate_in_any(quote: &str, texts: &[&str]) -> Option<(usize, MatchResult)> {
    let mut best: Option<(usize, MatchResult)> = None;
    for (i, text) in texts.iter().enumerate() {
        let r = locate(quote, text);
        if matches!(r, MatchResult::Exact { .. }) {
            return Some((i, r));
        }
        let better = match &best {
            None => true,
            Some((_, b)) => rank(&r) > rank(b),
        };
        if better {
            best = Some((i, r));
        }
    }
    best
}

/// Orders results: any located passage above any absence, then by score.
fn rank(r: &MatchResult) -> (bool, f64) {
    (r.passage().is_some(), r.score())
}

/// Splits a quote at its elision marks (`(...)`, `[...]`, `(…)`, `[…]`, `…`, `...`), dropping
/// empty segments. A quote without marks is one segment.
#[must_use]
pub fn segments(quote: &str) -> Vec<&str> {
    let bytes = quote.as_bytes();
    let mut out = Vec::new();
    let mut seg_start = 0;
    let mut i = 0;
    while i < bytes.len() {
        if let Some(len) = elision_at(&quote[i..]) {
            out.push(&quote[seg_start..i]);
            i += len;
            seg_start = i;
        } else {
            i += quote[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    out.push(&quote[seg_start..]);
    out.into_iter()
        .filter(|s| !Folded::new(s).is_empty())
        .collect()
}

/// Length in bytes of an elision mark at the start of `s`, if there is one.
fn elision_at(s: &str) -> Option<usize> {
    let open = s.chars().next()?;
    if open == '…' {
        return Some(open.len_utf8());
    }
    if let Some(rest) = s.strip_prefix("...") {
        return Some(3 + rest.bytes().take_while(|&b| b == b'.').count());
    }
    let close = match open {
        '(' => ')',
        '[' => ']',
        _ => return None,
    };
    let inner = &s[1..];
    let inner_trim = inner.trim_start();
    let skipped = inner.len() - inner_trim.len();
    let dots = if inner_trim.starts_with('…') {
        '…'.len_utf8()
    } else if inner_trim.starts_with("...") {
        3
    } else {
        return None;
    };
    let after = &inner_trim[dots..];
    let after_trim = after.trim_start();
    if after_trim.starts_with(close) {
        Some(1 + skipped + dots + (after.len() - after_trim.len()) + 1)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_locate_in_any_table() {
        let good = "el deudor responderá de todos los daños causados";
        let garbled = "el deu dor respondera de tod os los da nos causados";
        let other = "texto sin relación alguna con la cita buscada aquí";
        let quote = "el deudor responderá de todos los daños";
        assert_eq!(locate_in_any(quote, &[]), None);
        let (i, r) = locate_in_any(quote, &[garbled, good]).expect("invariant: non-empty");
        assert_eq!(i, 1);
        assert!(matches!(r, MatchResult::Exact { .. }));
        let (i, r) = locate_in_any(quote, &[other, garbled]).expect("invariant: non-empty");
        assert_eq!(i, 1);
        assert!(matches!(r, MatchResult::Approximate { .. }), "{r:?}");
        let (_, r) = locate_in_any(quote, &[other]).expect("invariant: non-empty");
        assert!(matches!(r, MatchResult::Absent { .. }), "{r:?}");
    }

    #[test]
    fn test_segments_table() {
        let cases: &[(&str, &[&str])] = &[
            ("sin cortes", &["sin cortes"]),
            ("uno (...) dos", &["uno ", " dos"]),
            ("uno [...] dos", &["uno ", " dos"]),
            ("uno (…) dos […] tres", &["uno ", " dos ", " tres"]),
            ("uno … dos", &["uno ", " dos"]),
            ("… uno ...", &[" uno "]),
            ("uno ( ... ) dos", &["uno ", " dos"]),
            ("(a) no es elisión", &["(a) no es elisión"]),
            ("", &[]),
        ];
        for (quote, expected) in cases {
            assert_eq!(&segments(quote), expected, "{quote:?}");
        }
    }
}
