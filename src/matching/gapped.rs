//! Word-level alignment with unmarked omissions: lawyers often leave out a middle chunk of a
//! provision without marking it (no `(...)`). The quote's pieces then appear in order in the
//! document with gaps between them, and the passage the quote covers runs from the first piece
//! to the last.
//!
//! The quote (all of it) is aligned against the words of a window (free ends) with a
//! Gotoh-style DP: equal words gain their length, a changed word or a quote word absent from
//! the document costs its length, and a run of skipped document words costs an opening penalty
//! plus one per word, so a long skipped run is cheap compared with leaving the rest of the quote
//! unmatched. The runs of [`MIN_OMITTED_WORDS`] or more skipped words between aligned words are
//! the omissions; the quote pieces between them must each be real runs of the document's words
//! (short or weak pieces are merged with a neighbour, their gap then counting as ordinary
//! edits). Pure; the grid is capped at [`MAX_CELLS`].

/// A run of at least this many skipped document words between two aligned quote words is an
/// omission; shorter runs are ordinary edits ("la cita omite «y precisión»").
pub const MIN_OMITTED_WORDS: usize = 4;
/// Words a piece must share exactly with the document to stand on its own.
const MIN_PIECE_MATCHES: usize = 2;
/// Quotes of fewer words have no omission reading.
const MIN_QUOTE_WORDS: usize = 6;
/// Largest word grid aligned; beyond it there is no omission reading.
pub const MAX_CELLS: usize = 2_000_000;
/// Scores are in quarters of a character: a word's length counts [`UNIT`] per byte.
const UNIT: i32 = 4;
/// Cost of opening a run of skipped document words (six characters).
const GAP_OPEN: i32 = 6 * UNIT;
/// Cost of each skipped document word (a quarter of a character: long omissions stay cheap,
/// while a nearer piece still beats a farther one).
const GAP_EXTEND: i32 = 1;

/// The quote read as pieces of the window with omissions between them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Omissions {
    /// Window byte ranges of the pieces, in order, disjoint, at least two.
    pub pieces: Vec<(usize, usize)>,
    /// Window bytes left out between the pieces.
    pub omitted_bytes: usize,
}

/// Word ranges `[start, end)` of a space-separated folded text.
pub fn word_ranges(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, &b) in text.iter().enumerate() {
        match (b == b' ', start) {
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
    out
}

/// One step of the traceback.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// A quote word against window word `j` (equal when `equal`).
    Pair { j: usize, equal: bool },
    /// Quote word with no counterpart.
    Quote,
    /// A window word skipped inside the alignment.
    Skip,
}

const FROM_DIAG: u8 = 0;
const FROM_QUOTE: u8 = 1;
/// Bit set in a cell's traceback when its gap state extends a gap (rather than opening one).
const GAP_EXTENDS: u8 = 4;
/// Bit set in a cell's traceback when its gap state scores above its pair state.
const GAP_BEST: u8 = 8;

/// Reads `quote` (folded) as pieces of `window` (folded) separated by omissions. `None` when the
/// best word alignment has no omission, when the grid would exceed [`MAX_CELLS`], or when the
/// omitted text exceeds `max_omitted` bytes.
#[must_use]
pub fn omissions(quote: &[u8], window: &[u8], max_omitted: usize) -> Option<Omissions> {
    let qw = word_ranges(quote);
    let ww = word_ranges(window);
    let (m, n) = (qw.len(), ww.len());
    if m < MIN_QUOTE_WORDS || n == 0 || (m + 1).saturating_mul(n + 1) > MAX_CELLS {
        return None;
    }
    let q = |i: usize| {
        qw.get(i)
            .and_then(|&(a, b)| quote.get(a..b))
            .unwrap_or_default()
    };
    let w = |j: usize| {
        ww.get(j)
            .and_then(|&(a, b)| window.get(a..b))
            .unwrap_or_default()
    };
    let len = |s: &[u8]| i32::try_from(s.len()).unwrap_or(i32::MAX / 64) * UNIT;
    let cols = n + 1;
    let neg = i32::MIN / 4;
    // h: best ending in a pair or a quote word; g: best ending in a skipped window word.
    let mut h_prev = vec![0i32; cols];
    let mut g_prev = vec![neg; cols];
    let mut h_cur = vec![neg; cols];
    let mut g_cur = vec![neg; cols];
    let mut trace = vec![0u8; (m + 1) * cols];
    for i in 1..=m {
        let qi = q(i - 1);
        h_cur[0] = h_prev[0] - len(qi) - UNIT;
        g_cur[0] = neg;
        if let Some(t) = trace.get_mut(i * cols) {
            *t = FROM_QUOTE;
        }
        for j in 1..=n {
            let wj = w(j - 1);
            let pair = if qi == wj {
                len(qi) + UNIT
            } else {
                -len(qi).max(len(wj))
            };
            let diag = h_prev[j - 1].max(g_prev[j - 1]) + pair;
            let up = h_prev[j].max(g_prev[j]) - len(qi) - UNIT;
            let (h, from) = if diag >= up {
                (diag, FROM_DIAG)
            } else {
                (up, FROM_QUOTE)
            };
            // A skipped window word: only after some quote word (i ≥ 1).
            let open = h_cur[j - 1] - GAP_OPEN - GAP_EXTEND;
            let extend = g_cur[j - 1] - GAP_EXTEND;
            let (g, ext) = if extend > open {
                (extend, GAP_EXTENDS)
            } else {
                (open, 0)
            };
            h_cur[j] = h;
            g_cur[j] = g;
            let best = if g > h { GAP_BEST } else { 0 };
            if let Some(t) = trace.get_mut(i * cols + j) {
                *t = from | ext | best;
            }
        }
        std::mem::swap(&mut h_prev, &mut h_cur);
        std::mem::swap(&mut g_prev, &mut g_cur);
    }
    // Best end: the quote consumed, the window free (ending in a skip is never better); the
    // earliest end among equals.
    let (mut j, _) = h_prev
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(&a.0)))?;
    let mut i = m;
    let mut in_gap = false;
    let mut steps: Vec<Step> = Vec::new();
    let gap_best = |i: usize, j: usize| {
        trace
            .get(i * cols + j)
            .is_some_and(|&t| i > 0 && t & GAP_BEST != 0)
    };
    while i > 0 {
        let cell = trace.get(i * cols + j).copied().unwrap_or(FROM_QUOTE);
        if in_gap {
            if j == 0 {
                return None;
            }
            steps.push(Step::Skip);
            in_gap = cell & GAP_EXTENDS != 0;
            j -= 1;
            continue;
        }
        if cell & 3 == FROM_DIAG && j > 0 {
            steps.push(Step::Pair {
                j: j - 1,
                equal: q(i - 1) == w(j - 1),
            });
            i -= 1;
            j -= 1;
        } else {
            steps.push(Step::Quote);
            i -= 1;
        }
        in_gap = gap_best(i, j);
    }
    steps.reverse();
    pieces_from(&steps, &ww, max_omitted)
}

/// A piece under construction: its aligned window words and quote words.
#[derive(Debug, Clone, Copy)]
struct Piece {
    first_j: usize,
    last_j: usize,
    matches: usize,
}

/// Splits the traceback at runs of at least [`MIN_OMITTED_WORDS`] skipped words, merges weak
/// pieces into their neighbours, and maps the pieces to window bytes.
fn pieces_from(steps: &[Step], ww: &[(usize, usize)], max_omitted: usize) -> Option<Omissions> {
    let mut pieces: Vec<Piece> = Vec::new();
    let mut skipped = 0usize;
    for step in steps {
        match *step {
            Step::Skip => skipped += 1,
            Step::Pair { j, equal, .. } => {
                let starts_new = pieces.is_empty() || skipped >= MIN_OMITTED_WORDS;
                skipped = 0;
                if starts_new {
                    pieces.push(Piece {
                        first_j: j,
                        last_j: j,
                        matches: usize::from(equal),
                    });
                } else if let Some(p) = pieces.last_mut() {
                    p.last_j = j;
                    p.matches += usize::from(equal);
                }
            }
            Step::Quote => {}
        }
    }
    // Merge weak pieces into a neighbour until every piece stands on its own.
    while let Some(k) = pieces.iter().position(|p| p.matches < MIN_PIECE_MATCHES) {
        if pieces.len() < 2 {
            return None;
        }
        let weak = pieces.remove(k);
        if k > 0 {
            let prev = pieces.get_mut(k - 1)?;
            prev.last_j = weak.last_j;
            prev.matches += weak.matches;
        } else {
            let next = pieces.get_mut(0)?;
            next.first_j = weak.first_j;
            next.matches += weak.matches;
        }
    }
    if pieces.len() < 2 {
        return None;
    }
    let ranges: Vec<(usize, usize)> = pieces
        .iter()
        .map(|p| Some((ww.get(p.first_j)?.0, ww.get(p.last_j)?.1)))
        .collect::<Option<_>>()?;
    let omitted_bytes: usize = ranges
        .windows(2)
        .map(|r| r[1].0.saturating_sub(r[0].1))
        .sum();
    if omitted_bytes > max_omitted {
        return None;
    }
    Some(Omissions {
        pieces: ranges,
        omitted_bytes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(quote: &str, window: &str) -> Option<Vec<String>> {
        omissions(quote.as_bytes(), window.as_bytes(), 10_000).map(|o| {
            o.pieces
                .iter()
                .map(|&(s, e)| window[s..e].to_owned())
                .collect()
        })
    }

    #[test]
    fn test_omissions_table() {
        let doc = "articulo 399 1 el juicio principiara por demanda en la que consignados de \
                   conformidad con lo que se establece en el articulo 155 los datos y \
                   circunstancias de identificacion del actor y del demandado y el domicilio o \
                   residencia en que pueden ser emplazados se expondran numerados y separados \
                   los hechos y los fundamentos de derecho y se fijara con claridad y precision \
                   lo que se pida";
        assert_eq!(
            pieces(
                "el juicio principiara por demanda en la que se expondran numerados y \
                 separados los hechos y los fundamentos de derecho y se fijara con claridad \
                 lo que se pida",
                doc
            ),
            Some(vec![
                "el juicio principiara por demanda en la que".to_owned(),
                "se expondran numerados y separados los hechos y los fundamentos de derecho y \
                 se fijara con claridad y precision lo que se pida"
                    .to_owned()
            ])
        );
        // No omission: a dropped word or two is an ordinary edit.
        assert_eq!(
            pieces(
                "el juicio principiara por demanda en la que consignados de conformidad con lo \
                 que se establece en el articulo",
                doc
            ),
            None
        );
        // A piece too weak to stand alone is not an omission reading.
        assert_eq!(
            pieces(
                "el gobierno habra de estar autorizado por ley para emitir deuda publica",
                "3 el estado y las comunidades autonomas habran de estar autorizados por ley \
                 para emitir deuda publica o contraer credito"
            ),
            None
        );
        // Too much left out.
        assert_eq!(
            omissions(
                b"uno dos tres cuatro cinco seis siete ocho",
                b"uno dos tres cuatro a b c d e f g h cinco seis siete ocho",
                10
            ),
            None
        );
        assert_eq!(pieces("", "algo"), None);
        assert_eq!(pieces("uno dos tres cuatro cinco seis", ""), None);
    }

    proptest::proptest! {
        #[test]
        fn test_omissions_pieces_are_ordered_words_of_the_window(
            q in "[abc]{1,3}( [abc]{1,3}){0,15}",
            w in "[abc]{1,3}( [abc]{1,3}){0,40}",
            budget in 0usize..80,
        ) {
            if let Some(o) = omissions(q.as_bytes(), w.as_bytes(), budget) {
                proptest::prop_assert!(o.pieces.len() >= 2);
                proptest::prop_assert!(o.omitted_bytes <= budget);
                let words = word_ranges(w.as_bytes());
                for pair in o.pieces.windows(2) {
                    proptest::prop_assert!(pair[0].1 < pair[1].0);
                }
                for &(s, e) in &o.pieces {
                    proptest::prop_assert!(s < e && e <= w.len());
                    proptest::prop_assert!(words.iter().any(|r| r.0 == s));
                    proptest::prop_assert!(words.iter().any(|r| r.1 == e));
                }
            }
        }
    }
}
