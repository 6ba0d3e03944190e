//! A document prepared for matching: folded once, indexed on first need, then queried.

use std::collections::HashMap;
use std::sync::OnceLock;

use memchr::memmem;

use super::align::{global_distance, sellers};
use super::diff::word_diff;
use super::gapped;
use super::normalize::Folded;
use super::{MatchParams, MatchResult, segments};

/// Quotes shorter than this (folded bytes) are matched exactly or not at all: a few letters
/// are close to too many places to mean anything.
const MIN_APPROX_LEN: usize = 12;
/// Quotes longer than this (folded bytes, about eight pages) are matched exactly or not at all:
/// it bounds the cost of an alignment whatever the input.
const MAX_APPROX_LEN: usize = 20_000;
/// Candidate windows aligned per segment.
const MAX_CANDIDATES: usize = 4;
/// A word or word pair seen more often than this in the document casts no vote.
const MAX_SEED_OCCURRENCES: usize = 400;
/// Seeds used when every shared seed is more common than [`MAX_SEED_OCCURRENCES`].
const FALLBACK_SEEDS: usize = 3;
/// Documents up to this many folded bytes beyond three quote lengths are aligned whole.
const WHOLE_DOC_SLACK: usize = 256;
/// Penalty on a clause-by-clause alignment: the clauses are there, but not in that order.
const REORDER_FACTOR: f64 = 0.95;
/// Minimum folded length of a clause aligned on its own.
const MIN_CLAUSE_LEN: usize = 12;
/// Penalty on a reading with unmarked omissions: the quote's pieces are there, in order, but
/// the quote leaves out what lies between them without saying so.
const OMISSION_FACTOR: f64 = 0.95;
/// An omission reading stands only when the quoted pieces are nearly the document's words: at
/// least this similarity (1 − edits / quote length) against the pieces joined. A quote pieced
/// together from scattered phrases of a repetitive document is not a quote with an omission.
const MIN_OMISSION_FIDELITY: f64 = 0.85;
/// Most unmarked omissions read in one quote.
const MAX_OMISSIONS: usize = 3;
/// Folded bytes an unmarked omission may leave out, at least (and at least twice the quote).
const MIN_OMISSION_BUDGET: usize = 600;

/// A document ready to have quotes located in it.
#[derive(Debug)]
pub struct Document<'a> {
    original: &'a str,
    folded: Folded,
    index: OnceLock<Index>,
}

/// Word and word-pair occurrences of the folded document.
#[derive(Debug)]
struct Index {
    /// Hash of a word, or of two consecutive words, → folded byte offsets where it starts.
    seeds: HashMap<u64, Vec<u32>>,
}

/// An alignment in folded document bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Hit {
    score: f64,
    start: usize,
    end: usize,
}

impl<'a> Document<'a> {
    /// Folds `original` for matching (the index is built on the first approximate search).
    #[must_use]
    pub fn new(original: &'a str) -> Document<'a> {
        Document {
            original,
            folded: Folded::new(original),
            index: OnceLock::new(),
        }
    }

    /// The folded document.
    #[must_use]
    pub fn folded(&self) -> &Folded {
        &self.folded
    }

    /// Locates `quote` (see the module docs of [`crate::matching`]).
    #[must_use]
    pub fn locate(&self, quote: &str, params: &MatchParams) -> MatchResult {
        let segs: Vec<(&str, Folded)> = segments(quote)
            .into_iter()
            .map(|s| (s, Folded::new(s)))
            .collect();
        if segs.is_empty() || self.folded.is_empty() {
            return MatchResult::Absent {
                best_score: 0.0,
                closest: None,
            };
        }
        if let Some(ranges) = self.exact_in_order(&segs) {
            return self.exact_result(&ranges);
        }
        self.approximate(quote, &segs, params)
    }

    /// Every segment found exactly, in order, as folded ranges.
    fn exact_in_order(&self, segs: &[(&str, Folded)]) -> Option<Vec<(usize, usize)>> {
        let mut from = 0;
        let mut ranges = Vec::with_capacity(segs.len());
        for (_, fq) in segs {
            let (s, e) = self.find_exact(fq.bytes(), from)?;
            ranges.push((s, e));
            from = e;
        }
        Some(ranges)
    }

    /// First whole-word occurrence of `needle` at or after `from`.
    fn find_exact(&self, needle: &[u8], from: usize) -> Option<(usize, usize)> {
        let hay = self.folded.bytes();
        let tail = hay.get(from..)?;
        for pos in memmem::find_iter(tail, needle) {
            let s = from + pos;
            let e = s + needle.len();
            let left_ok = s == 0 || hay.get(s - 1) == Some(&b' ');
            let right_ok = e == hay.len() || hay.get(e) == Some(&b' ');
            if left_ok && right_ok {
                return Some((s, e));
            }
        }
        None
    }

    fn exact_result(&self, ranges: &[(usize, usize)]) -> MatchResult {
        let mut pieces = Vec::with_capacity(ranges.len());
        let mut bounds: Option<(usize, usize)> = None;
        for &(s, e) in ranges {
            let Some((os, oe)) = self.folded.original_range(s, e) else {
                continue;
            };
            pieces.push(self.original.get(os..oe).unwrap_or_default());
            bounds = Some(bounds.map_or((os, oe), |(bs, _)| (bs, oe)));
        }
        let (start, end) = bounds.unwrap_or((0, 0));
        MatchResult::Exact {
            start,
            end,
            passage: pieces.join(" […] "),
        }
    }

    fn approximate(
        &self,
        quote: &str,
        segs: &[(&str, Folded)],
        params: &MatchParams,
    ) -> MatchResult {
        let total: usize = segs.iter().map(|(_, f)| f.len()).sum();
        if !(MIN_APPROX_LEN..=MAX_APPROX_LEN).contains(&total) {
            return MatchResult::Absent {
                best_score: 0.0,
                closest: None,
            };
        }
        let mut from = 0;
        let mut weighted = 0.0;
        let mut hits: Vec<Hit> = Vec::with_capacity(segs.len());
        for (orig, fq) in segs {
            let hit = self.best_alignment(orig, fq, from, params.threshold);
            if let Some(h) = hit {
                weighted += h.score * fq.len() as f64;
                from = h.end;
                hits.push(h);
            }
        }
        let score = round3(weighted / total as f64);
        let pieces: Vec<(usize, usize, &str)> = hits
            .iter()
            .filter_map(|h| {
                let (os, oe) = self.folded.original_range(h.start, h.end)?;
                Some((os, oe, self.original.get(os..oe)?))
            })
            .collect();
        let passage = pieces
            .iter()
            .map(|(_, _, p)| *p)
            .collect::<Vec<_>>()
            .join(" […] ");
        let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else {
            return MatchResult::Absent {
                best_score: score,
                closest: None,
            };
        };
        if score < params.threshold {
            return MatchResult::Absent {
                best_score: score,
                closest: Some(passage),
            };
        }
        if score >= 1.0 {
            // Aligned with no edit yet not found exactly: only word-boundary differences.
            return MatchResult::Approximate {
                score: 0.999,
                start: first.0,
                end: last.1,
                diff: word_diff(quote, &passage),
                passage,
            };
        }
        MatchResult::Approximate {
            score,
            start: first.0,
            end: last.1,
            diff: word_diff(quote, &passage),
            passage,
        }
    }

    /// The best alignment of one segment in the document, at or after folded byte `from`.
    fn best_alignment(
        &self,
        original: &str,
        fq: &Folded,
        from: usize,
        threshold: f64,
    ) -> Option<Hit> {
        let q = fq.bytes();
        let n = self.folded.len();
        if q.is_empty() || from >= n {
            return None;
        }
        let windows = if n - from <= 3 * q.len() + WHOLE_DOC_SLACK {
            vec![(from, n)]
        } else {
            self.candidate_windows(q, from)
        };
        let mut best: Option<Hit> = None;
        for &(ws, we) in &windows {
            let Some(hit) = self.align_in(original, fq, (ws, we), threshold) else {
                continue;
            };
            if best.is_none_or(|b| hit.score > b.score) {
                best = Some(hit);
            }
        }
        if best.is_some_and(|b| b.score >= OMISSION_FACTOR) {
            return best;
        }
        // Unmarked omissions: the pieces may lie up to the budget beyond a candidate window.
        let budget = (2 * q.len()).max(MIN_OMISSION_BUDGET);
        for &(ws, we) in &windows {
            let widened = (ws.saturating_sub(budget).max(from), (we + budget).min(n));
            let Some(hit) = self.omission_hit(q, widened, budget) else {
                continue;
            };
            if best.is_none_or(|b| hit.score > b.score) {
                best = Some(hit);
            }
        }
        best
    }

    /// Whether the original text between folded offsets `a` and `b` (a < b, both on words or
    /// the spaces between them) holds a line break or a `.` or `:` followed by a blank.
    fn sentence_end_between(&self, a: usize, b: usize) -> bool {
        let (Some((os, _)), Some((_, oe))) = (
            self.folded.original_range(a, a + 1),
            self.folded.original_range(b.saturating_sub(1), b),
        ) else {
            return false;
        };
        let text = self.original.get(os..oe).unwrap_or_default();
        text.contains('\n')
            || text.char_indices().any(|(i, c)| {
                matches!(c, '.' | ':') && text[i + 1..].starts_with(char::is_whitespace)
            })
    }

    /// When an approximate passage opens with the tail of the previous sentence or paragraph
    /// («expediente. 2. La Administración …» for a quote opening «el órgano instructor …»), the
    /// start moves past that end (and past a paragraph number), unless the quote itself opens
    /// there (its first two words stand there; looking at the first [`ANCHOR_SLACK`] + 1 gaps
    /// between words). `s`, `e` are whole words of the window at `ws`.
    fn skip_previous_sentence(&self, ws: usize, s: usize, e: usize, quote: &str) -> usize {
        let Some(window) = self.folded.bytes().get(ws..) else {
            return s;
        };
        let opening: Vec<&[u8]> = quote.split(' ').take(2).map(str::as_bytes).collect();
        let words: Vec<(usize, usize)> = gapped::word_ranges(window.get(s..e).unwrap_or_default())
            .into_iter()
            .map(|(a, b)| (a + s, b + s))
            .collect();
        let mut start = s;
        for pair in words.windows(2).take(ANCHOR_SLACK + 1) {
            let (cur, next) = (pair[0], pair[1]);
            let at = |r: (usize, usize)| window.get(r.0..r.1).unwrap_or_default();
            if opening.first() == Some(&at(cur)) && opening.get(1) == Some(&at(next)) {
                break;
            }
            let (Some((_, cur_end)), Some((next_start, _))) = (
                self.folded.original_range(ws + cur.0, ws + cur.1),
                self.folded.original_range(ws + next.0, ws + next.1),
            ) else {
                break;
            };
            let between = self.original.get(cur_end..next_start).unwrap_or_default();
            if between.contains('\n') || between.trim_start().starts_with(['.', ':']) {
                start = next.0;
            }
        }
        start
    }

    /// The quote read as pieces of the folded window `[ws, we)` with unmarked omissions between
    /// them ([`gapped`]): the passage runs from the first piece to the last, and the score
    /// counts the edits against the pieces alone, times [`OMISSION_FACTOR`].
    fn omission_hit(&self, q: &[u8], (ws, we): (usize, usize), budget: usize) -> Option<Hit> {
        let window = self.folded.bytes().get(ws..we)?;
        let found = gapped::omissions(q, window, budget)?;
        let mut joined: Vec<u8> = Vec::with_capacity(q.len() + 16);
        for &(s, e) in &found.pieces {
            if !joined.is_empty() {
                joined.push(b' ');
            }
            joined.extend_from_slice(window.get(s..e)?);
        }
        let distance = global_distance(q, &joined);
        let fidelity = 1.0 - distance as f64 / q.len() as f64;
        if fidelity < MIN_OMISSION_FIDELITY || found.pieces.len() > MAX_OMISSIONS + 1 {
            return None;
        }
        let (start, end) = (found.pieces.first()?.0, found.pieces.last()?.1);
        Some(Hit {
            score: fidelity * OMISSION_FACTOR,
            start: ws + start,
            end: ws + end,
        })
    }

    /// Aligns a segment in the folded window `[ws, we)`: whole, and clause by clause when the
    /// whole alignment is not perfect.
    fn align_in(
        &self,
        original: &str,
        fq: &Folded,
        (ws, we): (usize, usize),
        threshold: f64,
    ) -> Option<Hit> {
        let q = fq.bytes();
        let window = self.folded.bytes().get(ws..we)?;
        let a = sellers(q, window)?;
        let (s, e) = snap_to_words(window, a.start, a.end);
        let (s, e) = extend_edges(window, s, e, &fq.text);
        let crosses = |a: usize, b: usize| self.sentence_end_between(ws + a, ws + b);
        let (s, e) = anchor_edges(window, s, e, &fq.text, &crosses);
        let s = self.skip_previous_sentence(ws, s, e, &fq.text);
        let whole = Hit {
            score: 1.0 - a.distance as f64 / q.len() as f64,
            start: ws + s,
            end: ws + e,
        };
        // A clause-by-clause reading scores at most REORDER_FACTOR: no need to try it above.
        if a.distance == 0 || whole.score >= REORDER_FACTOR {
            return Some(whole);
        }
        let mut best = whole;
        let mut splits: Vec<Vec<String>> = Vec::new();
        let by_punctuation: Vec<String> = clauses(original)
            .into_iter()
            .map(|c| Folded::new(c).text)
            .collect();
        if by_punctuation.len() >= 2 {
            splits.push(by_punctuation);
        }
        splits.push(chunks(&fq.text));
        for pieces in &splits {
            if let Some(hit) = piecewise(pieces, window, ws, q.len(), threshold)
                && hit.score > best.score
            {
                best = hit;
            }
        }
        Some(best)
    }

    /// Folded windows around the places the quote's words and word pairs vote for.
    fn candidate_windows(&self, q: &[u8], from: usize) -> Vec<(usize, usize)> {
        let index = self.index.get_or_init(|| Index::build(self.folded.bytes()));
        let qlen = q.len();
        let bucket = (qlen / 4).max(16);
        let quote_seeds = seeds(q);
        let mut votes: HashMap<i64, f64> = HashMap::new();
        let mut too_common: Vec<(usize, &[u32], f64)> = Vec::new();
        for &(qpos, hash, weight) in &quote_seeds {
            let Some(occ) = index.seeds.get(&hash) else {
                continue;
            };
            if occ.len() > MAX_SEED_OCCURRENCES {
                too_common.push((qpos, occ, weight));
                continue;
            }
            cast_votes(&mut votes, qpos, occ, weight, from, bucket);
        }
        if votes.is_empty() {
            // Every shared word is common here (boilerplate repeated through the document):
            // fall back to the rarest few, all their occurrences.
            too_common.sort_by_key(|(_, occ, _)| occ.len());
            for &(qpos, occ, weight) in too_common.iter().take(FALLBACK_SEEDS) {
                cast_votes(&mut votes, qpos, occ, weight, from, bucket);
            }
        }
        let mut scored: Vec<(i64, f64)> = votes
            .keys()
            .map(|&b| {
                let around = |k: i64| votes.get(&k).copied().unwrap_or(0.0);
                (b, around(b - 1) + around(b) + around(b + 1))
            })
            .collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let n = self.folded.len();
        let mut chosen: Vec<i64> = Vec::new();
        let mut windows = Vec::new();
        for (b, _) in scored {
            if chosen.iter().any(|&c| (c - b).abs() <= 2) {
                continue;
            }
            chosen.push(b);
            let diag = b * bucket as i64;
            let ws = (diag - (qlen / 2) as i64 - bucket as i64).max(from as i64);
            let we = (diag + (qlen + qlen / 2) as i64 + 2 * bucket as i64).min(n as i64);
            if ws < we {
                let (ws, we) = (ws as usize, we as usize);
                windows.push((ws, we));
            }
            if windows.len() == MAX_CANDIDATES {
                break;
            }
        }
        windows
    }
}

/// Adds one seed's votes: each occurrence at or after `from` votes for the diagonal bucket
/// where the quote would start, weighted by the seed's rarity.
fn cast_votes(
    votes: &mut HashMap<i64, f64>,
    qpos: usize,
    occ: &[u32],
    weight: f64,
    from: usize,
    bucket: usize,
) {
    let w = weight / occ.len() as f64;
    for &dpos in occ {
        let dpos = dpos as usize;
        if dpos < from {
            continue;
        }
        let diag = dpos as i64 - qpos as i64;
        *votes.entry(diag.div_euclid(bucket as i64)).or_insert(0.0) += w;
    }
}

impl Index {
    fn build(doc: &[u8]) -> Index {
        let mut seeds: HashMap<u64, Vec<u32>> = HashMap::new();
        for (pos, hash, _) in seeds_of(doc) {
            seeds
                .entry(hash)
                .or_default()
                .push(u32::try_from(pos).unwrap_or(u32::MAX));
        }
        Index { seeds }
    }
}

/// The seeds of a folded quote: (folded offset, hash, weight).
fn seeds(q: &[u8]) -> Vec<(usize, u64, f64)> {
    seeds_of(q).collect()
}

/// Words of at least three bytes (weight 1) and pairs of consecutive words (weight 2), with the
/// folded offset where each starts.
fn seeds_of(text: &[u8]) -> impl Iterator<Item = (usize, u64, f64)> + '_ {
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, &b) in text.iter().enumerate() {
        match (b == b' ', start) {
            (true, Some(s)) => {
                words.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, text.len()));
    }
    let singles = words
        .clone()
        .into_iter()
        .filter(|&(s, e)| e - s >= 3)
        .map(move |(s, e)| (s, hash(&text[s..e], 0), 1.0));
    let pairs = words
        .windows(2)
        .map(|w| (w[0].0, w[1].1))
        .collect::<Vec<_>>()
        .into_iter()
        .map(move |(s, e)| (s, hash(&text[s..e], 1), 2.0));
    singles.chain(pairs)
}

/// FNV-1a, seeded so that a word and a pair never share a key by construction.
fn hash(bytes: &[u8], seed: u64) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ seed;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Widens `[s, e)` in a folded window to whole words, and trims edge spaces.
fn snap_to_words(window: &[u8], mut s: usize, mut e: usize) -> (usize, usize) {
    while s > 0 && window.get(s - 1).is_some_and(|&b| b != b' ') {
        s -= 1;
    }
    while e < window.len() && window.get(e).is_some_and(|&b| b != b' ') {
        e += 1;
    }
    while s < e && window.get(s) == Some(&b' ') {
        s += 1;
    }
    while e > s && window.get(e - 1) == Some(&b' ') {
        e -= 1;
    }
    // Folded text may hold multi-byte letters: keep the range on character boundaries.
    while s > 0 && window.get(s).is_some_and(|&b| (b & 0xC0) == 0x80) {
        s -= 1;
    }
    while e < window.len() && window.get(e).is_some_and(|&b| (b & 0xC0) == 0x80) {
        e += 1;
    }
    (s, e)
}

/// The clauses of a quote: split at `,`, `;`, `:` and `.`, keeping those long enough to align
/// on their own (short ones are merged into the previous clause).
fn clauses(original: &str) -> Vec<&str> {
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for (i, c) in original.char_indices() {
        if matches!(c, ',' | ';' | ':' | '.')
            && Folded::new(&original[start..i]).len() >= MIN_CLAUSE_LEN
        {
            ranges.push((start, i));
            start = i + 1;
        }
    }
    let tail_long = Folded::new(&original[start..]).len() >= MIN_CLAUSE_LEN;
    match ranges.last_mut() {
        Some(last) if !tail_long => last.1 = original.len(),
        _ => ranges.push((start, original.len())),
    }
    ranges
        .into_iter()
        .filter_map(|(s, e)| original.get(s..e))
        .collect()
}

/// Words looked at on each side of an alignment for [`extend_edges`].
const EDGE_WORDS: usize = 3;
/// Largest word grid [`extend_edges`] computes.
const MAX_EDGE_CELLS: usize = 4_000_000;

/// Widens `[s, e)` (whole words of a folded window) by up to [`EDGE_WORDS`] words on each side
/// when the quote's own words continue there: an edit-distance alignment can start after a
/// first word that is followed by an omission ("debemos [desestimar y] desestimamos").
fn extend_edges(window: &[u8], s: usize, e: usize, quote: &str) -> (usize, usize) {
    let word_ranges = |from: usize, to: usize| -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut start = None;
        for i in from..to {
            match (window.get(i) == Some(&b' '), start) {
                (true, Some(st)) => {
                    out.push((st, i));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        if let Some(st) = start {
            out.push((st, to));
        }
        out
    };
    let before_all = word_ranges(0, s);
    let before = &before_all[before_all.len().saturating_sub(EDGE_WORDS)..];
    let inside = word_ranges(s, e);
    let mut after = word_ranges(e, window.len());
    after.truncate(EDGE_WORDS);
    let ctx: Vec<(usize, usize)> = before
        .iter()
        .chain(inside.iter())
        .chain(after.iter())
        .copied()
        .collect();
    let q: Vec<&[u8]> = quote.split(' ').map(str::as_bytes).collect();
    if (q.len() + 1).saturating_mul(ctx.len() + 1) > MAX_EDGE_CELLS {
        return (s, e);
    }
    let word = |k: usize| ctx.get(k).and_then(|&(a, b)| window.get(a..b));
    // LCS over words, then the matched context words.
    let cols = ctx.len() + 1;
    let mut lcs = vec![0u32; (q.len() + 1) * cols];
    for i in (0..q.len()).rev() {
        for j in (0..ctx.len()).rev() {
            lcs[i * cols + j] = if word(j) == Some(q[i]) {
                lcs[(i + 1) * cols + j + 1] + 1
            } else {
                lcs[(i + 1) * cols + j].max(lcs[i * cols + j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let (mut first, mut last) = (None, None);
    while i < q.len() && j < ctx.len() {
        if word(j) == Some(q[i]) {
            first.get_or_insert(j);
            last = Some(j);
            i += 1;
            j += 1;
        } else if lcs[(i + 1) * cols + j] >= lcs[i * cols + j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    let mut range = (s, e);
    if let Some(f) = first.filter(|&f| f < before.len()) {
        range.0 = ctx[f].0;
    }
    if let Some(l) = last.filter(|&l| l >= before.len() + inside.len()) {
        range.1 = ctx[l].1;
    }
    range
}

/// Words looked at on each side of an alignment for [`anchor_edges`].
const ANCHOR_WORDS: usize = 6;
/// Words at each end of a passage in which the quote's first (last) word counts as present.
const ANCHOR_SLACK: usize = 3;

/// Widens `[s, e)` (whole words of a folded window) to the quote's first word when the passage
/// does not open with it but it stands up to [`ANCHOR_WORDS`] words before, and likewise to the
/// quote's last word after the end. An edit-distance alignment starts as late as it can when the
/// quote's opening words were replaced by longer ones («el Gobierno habrá» for «El Estado y las
/// Comunidades Autónomas habrán»): the passage must still cover what the quote's start stands
/// for.
///
/// `crosses(a, b)` tells whether the document ends a sentence or a line between window offsets
/// `a` and `b`: no anchor is taken across one.
fn anchor_edges(
    window: &[u8],
    s: usize,
    e: usize,
    quote: &str,
    crosses: &dyn Fn(usize, usize) -> bool,
) -> (usize, usize) {
    let (Some(first), Some(last)) = (quote.split(' ').next(), quote.split(' ').next_back()) else {
        return (s, e);
    };
    let (first, last) = (first.as_bytes(), last.as_bytes());
    let offset = |v: Vec<(usize, usize)>, by: usize| -> Vec<(usize, usize)> {
        v.into_iter().map(|(a, b)| (a + by, b + by)).collect()
    };
    let inside = offset(gapped::word_ranges(window.get(s..e).unwrap_or_default()), s);
    let word = |r: &(usize, usize)| window.get(r.0..r.1).unwrap_or_default();
    let mut range = (s, e);
    if !first.is_empty() && !inside.iter().take(ANCHOR_SLACK).any(|r| word(r) == first) {
        let before = gapped::word_ranges(window.get(..s).unwrap_or_default());
        if let Some(r) = before
            .iter()
            .rev()
            .take(ANCHOR_WORDS)
            .find(|r| word(r) == first)
        {
            range.0 = r.0;
        }
    }
    if !last.is_empty()
        && !inside
            .iter()
            .rev()
            .take(ANCHOR_SLACK)
            .any(|r| word(r) == last)
    {
        let after = offset(gapped::word_ranges(window.get(e..).unwrap_or_default()), e);
        if let Some(r) = after.iter().take(ANCHOR_WORDS).find(|r| word(r) == last)
            && !crosses(e, r.0)
        {
            range.1 = r.1;
        }
    }
    range
}

/// A quote's words in a few chunks of similar size, for clauses reordered without punctuation.
fn chunks(folded: &str) -> Vec<String> {
    let words: Vec<&str> = folded.split(' ').collect();
    let n = (words.len() / 5).clamp(2, 8);
    let size = words.len().div_ceil(n).max(1);
    words.chunks(size).map(|c| c.join(" ")).collect()
}

/// Aligns each piece of a quote on its own in the window: the pieces are there, maybe in
/// another order. `None` unless nearly every piece is itself close enough (`threshold`), the pieces
/// land on (nearly) disjoint places, and together they fit in about the quote's length: a
/// quote whose opening is real and the rest invented is not a reordered quote.
fn piecewise(
    pieces: &[String],
    window: &[u8],
    ws: usize,
    qlen: usize,
    threshold: f64,
) -> Option<Hit> {
    let mut kept = 0usize;
    let mut total = 0usize;
    let mut failed = 0usize;
    let mut spans: Vec<(usize, usize)> = Vec::with_capacity(pieces.len());
    for piece in pieces {
        if piece.len() < MIN_CLAUSE_LEN / 2 {
            continue;
        }
        let a = sellers(piece.as_bytes(), window)?;
        let piece_kept = piece.len() - a.distance.min(piece.len());
        if (piece_kept as f64) < threshold * piece.len() as f64 {
            failed += piece.len();
        }
        let (s, e) = snap_to_words(window, a.start, a.end);
        kept += piece_kept;
        total += piece.len();
        spans.push((ws + s, ws + e));
    }
    // A reordered quote loses at most the piece that straddles the cut.
    if failed * 5 > total {
        return None;
    }
    spans.sort_unstable();
    let (lo, hi) = (spans.first()?.0, spans.iter().map(|s| s.1).max()?);
    if total == 0 || lo >= hi || (hi - lo) as f64 > 1.5 * qlen as f64 {
        return None;
    }
    let overlap: usize = spans
        .windows(2)
        .map(|w| w[0].1.saturating_sub(w[1].0))
        .sum();
    if overlap * 10 > qlen {
        return None;
    }
    Some(Hit {
        score: kept as f64 / total as f64 * REORDER_FACTOR,
        start: lo,
        end: hi,
    })
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).floor() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matching::{MatchParams, locate};

    const DOC: &str = "PRIMERO.- El artículo 1902 del Código Civil dispone que «el que por acción u \
omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño \
causado». SEGUNDO.- La jurisprudencia de esta Sala ha declarado reiteradamente que la carga de \
la prueba de la culpa corresponde al perjudicado, salvo en los supuestos de riesgo.";

    #[test]
    fn test_exact_with_different_typography() {
        let r = locate("El que por acción u omisión causa daño a otro", DOC);
        let MatchResult::Exact {
            start,
            end,
            passage,
        } = r
        else {
            panic!("expected exact, got {r:?}");
        };
        assert_eq!(passage, "el que por acción u omisión causa daño a otro");
        assert_eq!(&DOC[start..end], passage);
    }

    #[test]
    fn test_exact_whole_words_only() {
        assert!(matches!(
            locate("que por acción u omisión causa daño a ot", DOC),
            MatchResult::Approximate { .. }
        ));
    }

    #[test]
    fn test_elided_quote_segments_in_order() {
        let r = locate(
            "el que por acción u omisión causa daño a otro (...) está obligado a reparar el daño",
            DOC,
        );
        let MatchResult::Exact {
            start,
            end,
            passage,
        } = r
        else {
            panic!("expected exact, got {r:?}");
        };
        assert_eq!(
            passage,
            "el que por acción u omisión causa daño a otro […] está obligado a reparar el daño"
        );
        assert!(DOC[start..end].starts_with("el que por"));
        assert!(DOC[start..end].ends_with("reparar el daño"));
        // Out of order: not exact.
        let r = locate(
            "está obligado a reparar el daño […] el que por acción u omisión causa daño a otro",
            DOC,
        );
        assert!(!matches!(r, MatchResult::Exact { .. }), "{r:?}");
    }

    #[test]
    fn test_approximate_proposes_document_wording() {
        let r = locate(
            "el que por acción u omisión cause daño a otro, mediando culpa o negligencia, está \
             obligado a reparar el daño causado",
            DOC,
        );
        let MatchResult::Approximate {
            score,
            start,
            end,
            passage,
            diff,
        } = r
        else {
            panic!("expected approximate, got {r:?}");
        };
        assert!(score > 0.8 && score < 1.0, "{score}");
        assert_eq!(&DOC[start..end], passage);
        assert!(passage.starts_with("el que por acción"), "{passage}");
        assert!(passage.ends_with("daño \ncausado") || passage.ends_with("daño causado"));
        assert_eq!(
            crate::matching::describe(&diff),
            "donde la cita dice «cause», el texto dice «causa»; donde la cita dice «mediando», \
             el texto dice «interviniendo»"
        );
    }

    #[test]
    fn test_unrelated_is_absent() {
        let r = locate(
            "la prescripción de la acción de reclamación de cantidad se interrumpe por la \
             reclamación extrajudicial del acreedor",
            DOC,
        );
        assert!(matches!(r, MatchResult::Absent { .. }), "{r:?}");
    }

    #[test]
    fn test_short_quote_exact_or_absent() {
        assert!(matches!(locate("culpa", DOC), MatchResult::Exact { .. }));
        assert!(matches!(
            locate("culpo", DOC),
            MatchResult::Absent { closest: None, .. }
        ));
    }

    #[test]
    fn test_empty_inputs() {
        let absent = MatchResult::Absent {
            best_score: 0.0,
            closest: None,
        };
        assert_eq!(locate("", DOC), absent);
        assert_eq!(locate("«…»", DOC), absent);
        assert_eq!(locate("algo", ""), absent);
        assert_eq!(
            Document::new(DOC).locate("[…]", &MatchParams::DEFAULT),
            absent
        );
    }

    #[test]
    fn test_boilerplate_repeated_everywhere_is_still_found() {
        let boiler = "Notifíquese esta resolución a las partes haciéndoles saber que contra la \
misma cabe recurso de reposición en el plazo de cinco días. ";
        let text = boiler.repeat(600);
        let r = locate(
            "notifiquese esta resolucion a las partes haciendoles saber que contra ella cabe \
             recurso de reposicion en el plazo de tres dias",
            &text,
        );
        let MatchResult::Approximate { passage, .. } = &r else {
            panic!("expected approximate, got {r:?}");
        };
        assert!(passage.starts_with("Notifíquese"), "{passage}");
        assert!(passage.ends_with("cinco días"), "{passage}");
    }

    #[test]
    fn test_huge_quote_is_exact_or_absent() {
        let text = "palabra distinta ".repeat(3_000);
        let r = locate(&format!("{} final", text.trim()), &text);
        assert_eq!(
            r,
            MatchResult::Absent {
                best_score: 0.0,
                closest: None
            }
        );
        assert!(matches!(
            locate(text.trim(), &text),
            MatchResult::Exact { .. }
        ));
    }

    const LEC_399: &str = "Artículo 399. La demanda y su contenido.\n1. El juicio principiará por \
demanda, en la que, consignados de conformidad con lo que se establece en el artículo 155 los datos y \
circunstancias de identificación del actor y del demandado y el domicilio o residencia en que pueden \
ser emplazados, se expondrán numerados y separados los hechos y los fundamentos de derecho y se \
fijará con claridad y precisión lo que se pida.\n2. Junto a la demanda se acompañarán los documentos \
que procedan conforme a lo dispuesto en esta Ley.";

    #[test]
    fn test_unmarked_omission_spans_the_whole_passage() {
        let r = locate(
            "el juicio principiará por demanda, en la que se expondrán numerados y separados los \
             hechos y los fundamentos de derecho y se fijará con claridad lo que se pida",
            LEC_399,
        );
        let MatchResult::Approximate {
            score,
            start,
            end,
            passage,
            ..
        } = &r
        else {
            panic!("expected approximate, got {r:?}");
        };
        assert_eq!(&LEC_399[*start..*end], passage);
        assert!(passage.starts_with("El juicio principiará"), "{passage}");
        assert!(passage.ends_with("lo que se pida"), "{passage}");
        assert!(
            *score >= MatchParams::DEFAULT.threshold && *score < 0.95,
            "{score}"
        );
        assert_eq!(
            r.diff_text(),
            "la cita omite «consignados de conformidad con lo que se establece en el artículo 155 \
             los datos y circunstancias de identificación del actor y del demandado y el \
             domicilio o residencia en que pueden ser emplazados»; la cita omite «y precisión»"
        );
    }

    #[test]
    fn test_changed_opening_keeps_the_leading_words() {
        let doc = "2. El Estado y las Comunidades Autónomas no podrán incurrir en un déficit \
estructural que supere los márgenes establecidos.\n3. El Estado y las Comunidades Autónomas habrán \
de estar autorizados por ley para emitir deuda pública o contraer crédito.\nLos créditos para \
satisfacer los intereses se entenderán siempre incluidos.";
        let r = locate(
            "el Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer \
             crédito",
            doc,
        );
        let MatchResult::Approximate {
            start,
            end,
            passage,
            ..
        } = &r
        else {
            panic!("expected approximate, got {r:?}");
        };
        assert_eq!(&doc[*start..*end], passage);
        assert_eq!(
            passage,
            "El Estado y las Comunidades Autónomas habrán \
de estar autorizados por ley para emitir deuda pública o contraer crédito"
        );
    }

    #[test]
    fn test_changed_opening_does_not_take_the_previous_sentence() {
        let doc = "Se tramitará el expediente. 2. La Administración, previa audiencia del \
interesado por plazo no inferior a diez días, dictará resolución motivada en el plazo de tres meses.";
        let r = locate(
            "el órgano instructor, previa audiencia del interesado por plazo no inferior a diez \
             días, dictará resolución motivada",
            doc,
        );
        let MatchResult::Approximate { passage, .. } = &r else {
            panic!("expected approximate, got {r:?}");
        };
        assert_eq!(
            passage,
            "La Administración, previa audiencia del \
interesado por plazo no inferior a diez días, dictará resolución motivada"
        );
        // A quote that itself opens in the previous sentence keeps it.
        let r = locate(
            "el expediente. 2. La Administracion, previa audiencia del interesado por plazo no \
             inferior a nueve días",
            doc,
        );
        assert!(
            r.passage().is_some_and(|p| p.starts_with("el expediente")),
            "{r:?}"
        );
    }

    #[test]
    fn test_scattered_phrases_are_not_an_omission() {
        // Three phrases of the quote stand in order with text between them, and its last fifth
        // nowhere: pieced together, not a quote with omissions.
        let doc = "La parte actora interpuso demanda de juicio ordinario contra la aseguradora \
demandada. Consta en autos el informe pericial elaborado por el arquitecto técnico designado \
judicialmente. Tras la celebración de la vista el Juzgado dictó sentencia estimando íntegramente \
la demanda.";
        let r = locate(
            "la parte actora interpuso demanda de juicio ordinario, el informe pericial elaborado \
             por el arquitecto técnico, el Juzgado dictó sentencia estimando íntegramente la \
             demanda y condenó a la demandada al pago de las costas",
            doc,
        );
        assert!(matches!(r, MatchResult::Absent { .. }), "{r:?}");
    }

    #[test]
    fn test_clauses_table() {
        assert_eq!(
            clauses("primera parte larga, segunda parte larga"),
            vec!["primera parte larga", " segunda parte larga"]
        );
        assert_eq!(
            clauses("una, dos, tres cuatro"),
            vec!["una, dos, tres cuatro"]
        );
        assert_eq!(
            clauses("primera parte larga, fin"),
            vec!["primera parte larga, fin"]
        );
    }

    proptest::proptest! {
        #[test]
        fn test_locate_never_panics_and_points_into_the_document(
            quote in "\\PC{0,80}",
            prefix in "\\PC{0,300}",
            suffix in "\\PC{0,300}",
            take in 0usize..60,
        ) {
            // Quote some of the document itself, and also an arbitrary string.
            let doc = format!("{prefix}{quote}{suffix}");
            let cut: String = suffix.chars().take(take).collect();
            for q in [quote.clone(), format!("{quote}{cut}"), cut.clone()] {
                let r = locate(&q, &doc);
                match &r {
                    MatchResult::Exact { start, end, passage }
                    | MatchResult::Approximate { start, end, passage, .. } => {
                        let slice = doc.get(*start..*end);
                        proptest::prop_assert!(slice.is_some(), "{r:?}");
                        if !passage.contains(" […] ") {
                            proptest::prop_assert_eq!(slice, Some(passage.as_str()));
                        }
                    }
                    MatchResult::Absent { best_score, .. } => {
                        proptest::prop_assert!((0.0..=1.0).contains(best_score));
                    }
                }
            }
        }
    }
}
