//! Semi-global alignment: the substring of a window closest to the quote in edit distance,
//! with its start and end.
//!
//! The quote must be aligned whole; the window's ends are free. Costs are unit (substitution,
//! insertion, deletion). The distances are computed with Myers' bit-parallel algorithm in
//! 64-row blocks (Hyyrö's formulation): a forward pass with a free start gives the best distance
//! at every end column; a backward pass on the reversed texts, anchored at the chosen end, gives
//! the start. Cost is O(window × ⌈quote / 64⌉) words per pass.

/// The best alignment of a quote inside a window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alignment {
    /// Edit distance between the quote and `window[start..end]`.
    pub distance: usize,
    /// First window byte of the aligned substring.
    pub start: usize,
    /// One past the last window byte of the aligned substring.
    pub end: usize,
}

/// Aligns `quote` against every substring of `window`. `None` when the quote is empty.
///
/// Among substrings at the best distance, the first run of best end positions is taken, at its
/// last position, and then the earliest start: the longest substring there, which keeps whole
/// words at the edges when the quote ends in a changed word.
#[must_use]
pub fn sellers(quote: &[u8], window: &[u8]) -> Option<Alignment> {
    if quote.is_empty() {
        return None;
    }
    let m = quote.len();
    // fwd[j]: best distance of the quote against a substring of window ending at j.
    let fwd = last_row(quote, window.iter().copied(), false);
    let distance = fwd.iter().copied().min().unwrap_or(m);
    let mut end = fwd.iter().position(|&d| d == distance).unwrap_or(0);
    while fwd.get(end + 1) == Some(&distance) {
        end += 1;
    }
    // back[k]: distance of the quote against window[end - k..end] exactly.
    let reversed_quote: Vec<u8> = quote.iter().rev().copied().collect();
    let prefix = window.get(..end).unwrap_or_default();
    let back = last_row(&reversed_quote, prefix.iter().rev().copied(), true);
    let k = back.iter().rposition(|&d| d == distance).unwrap_or(0);
    Some(Alignment {
        distance,
        start: end - k,
        end,
    })
}

/// Edit distance between `a` and `b` as wholes (Levenshtein, unit costs), bit-parallel.
#[must_use]
pub fn global_distance(a: &[u8], b: &[u8]) -> usize {
    if a.is_empty() {
        return b.len();
    }
    last_row(a, b.iter().copied(), true)
        .last()
        .copied()
        .unwrap_or(a.len())
}

/// The last DP row (distance of the whole pattern) after each text prefix, index 0 being the
/// empty prefix. With `anchored`, the alignment must start at the text's first byte (global on
/// the text start); otherwise the start is free (semi-global).
fn last_row(pattern: &[u8], text: impl ExactSizeIterator<Item = u8>, anchored: bool) -> Vec<usize> {
    let m = pattern.len();
    let n_blocks = m.div_ceil(64);
    let mut peq = vec![[0u64; 256]; n_blocks];
    for (i, &c) in pattern.iter().enumerate() {
        peq[i / 64][usize::from(c)] |= 1u64 << (i % 64);
    }
    let last_bit = 1u64 << ((m - 1) % 64);
    let mut pv = vec![u64::MAX; n_blocks];
    let mut mv = vec![0u64; n_blocks];
    let mut score = m;
    let mut out = Vec::with_capacity(text.len() + 1);
    out.push(score);
    for c in text {
        let mut hin: i32 = i32::from(anchored);
        for b in 0..n_blocks {
            let eq = peq[b][usize::from(c)];
            let (p, mm) = (pv[b], mv[b]);
            let xv = eq | mm;
            let eq = if hin < 0 { eq | 1 } else { eq };
            let xh = ((eq & p).wrapping_add(p) ^ p) | eq;
            let mut ph = mm | !(xh | p);
            let mut mh = p & xh;
            if b + 1 == n_blocks {
                if ph & last_bit != 0 {
                    score += 1;
                } else if mh & last_bit != 0 {
                    score -= 1;
                }
            }
            let hout = if ph >> 63 != 0 {
                1
            } else if mh >> 63 != 0 {
                -1
            } else {
                0
            };
            ph <<= 1;
            mh <<= 1;
            if hin < 0 {
                mh |= 1;
            } else if hin > 0 {
                ph |= 1;
            }
            pv[b] = mh | !(xv | ph);
            mv[b] = ph & xv;
            hin = hout;
        }
        out.push(score);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn case(quote: &str, window: &str, distance: usize, found: &str) {
        let a = sellers(quote.as_bytes(), window.as_bytes()).expect("invariant: non-empty");
        assert_eq!(a.distance, distance, "{quote:?} in {window:?}");
        assert_eq!(&window[a.start..a.end], found, "{quote:?} in {window:?}");
    }

    #[test]
    fn test_sellers_table() {
        case("abc", "xxabcxx", 0, "abc");
        case("abc", "xxabxx", 1, "abx");
        case(
            "la buena fe",
            "segun la buena fe contractual",
            0,
            "la buena fe",
        );
        case(
            "la bena fe",
            "segun la buena fe contractual",
            1,
            "la buena fe",
        );
        case(
            "la mala fe",
            "segun la buena fe contractual",
            4,
            "la buena fe",
        );
        case("abc", "", 3, "");
        assert_eq!(sellers(b"", b"abc"), None);
    }

    /// Levenshtein distance.
    fn lev(a: &[u8], b: &[u8]) -> usize {
        let mut prev: Vec<usize> = (0..=b.len()).collect();
        for (i, &x) in a.iter().enumerate() {
            let mut cur = vec![i + 1; b.len() + 1];
            for (j, &y) in b.iter().enumerate() {
                cur[j + 1] = (prev[j] + usize::from(x != y))
                    .min(prev[j + 1] + 1)
                    .min(cur[j] + 1);
            }
            prev = cur;
        }
        prev[b.len()]
    }

    /// Brute force: the minimum Levenshtein distance over all substrings.
    fn brute(q: &[u8], w: &[u8]) -> usize {
        let mut best = q.len();
        for s in 0..=w.len() {
            for e in s..=w.len() {
                best = best.min(lev(q, &w[s..e]));
            }
        }
        best
    }

    proptest::proptest! {
        #[test]
        fn test_global_distance_is_levenshtein(a in "[abc ]{0,90}", b in "[abc ]{0,90}") {
            proptest::prop_assert_eq!(global_distance(a.as_bytes(), b.as_bytes()), lev(a.as_bytes(), b.as_bytes()));
        }
    }

    proptest::proptest! {
        #[test]
        fn test_sellers_matches_brute_force(q in "[ab ]{1,6}", w in "[ab ]{0,10}") {
            let a = sellers(q.as_bytes(), w.as_bytes()).expect("invariant: non-empty");
            proptest::prop_assert_eq!(a.distance, brute(q.as_bytes(), w.as_bytes()));
            proptest::prop_assert!(a.start <= a.end && a.end <= w.len());
            proptest::prop_assert_eq!(lev(q.as_bytes(), &w.as_bytes()[a.start..a.end]), a.distance);
        }
    }

    /// The textbook semi-global DP: the best distance only.
    fn dp(q: &[u8], w: &[u8]) -> usize {
        let mut prev = vec![0usize; w.len() + 1];
        for (i, &x) in q.iter().enumerate() {
            let mut cur = vec![i + 1; w.len() + 1];
            for (j, &y) in w.iter().enumerate() {
                cur[j + 1] = (prev[j] + usize::from(x != y))
                    .min(prev[j + 1] + 1)
                    .min(cur[j] + 1);
            }
            prev = cur;
        }
        prev.into_iter().min().unwrap_or(q.len())
    }

    proptest::proptest! {
        #[test]
        fn test_sellers_multi_block_matches_dp(q in "[abc ]{60,140}", w in "[abc ]{0,200}") {
            let a = sellers(q.as_bytes(), w.as_bytes()).expect("invariant: non-empty");
            proptest::prop_assert_eq!(a.distance, dp(q.as_bytes(), w.as_bytes()));
            proptest::prop_assert_eq!(lev(q.as_bytes(), &w.as_bytes()[a.start..a.end]), a.distance);
        }
    }
}
