//! Semi-global alignment (Sellers): the substring of a window closest to the quote in edit
//! distance, with its start and end.
//!
//! The quote must be aligned whole; the window's ends are free. Costs are unit (substitution,
//! insertion, deletion). Rows run over the quote, columns over the window; only two rows are
//! kept, plus, for every cell, the window column where its alignment started, so the start of
//! the best substring comes out without a traceback matrix.

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
/// Ties on distance go to the longest, then the leftmost, substring; the longest keeps whole
/// words at the edges when the quote ends in a changed word.
#[must_use]
pub fn sellers(quote: &[u8], window: &[u8]) -> Option<Alignment> {
    if quote.is_empty() {
        return None;
    }
    let width = window.len() + 1;
    // Row 0: an empty quote prefix matches anywhere at cost 0, starting where it stands.
    let mut prev_cost: Vec<u32> = vec![0; width];
    let mut prev_start: Vec<u32> = (0..width).map(to_u32).collect();
    let mut cur_cost: Vec<u32> = vec![0; width];
    let mut cur_start: Vec<u32> = vec![0; width];
    for (i, &qc) in quote.iter().enumerate() {
        cur_cost[0] = to_u32(i + 1);
        cur_start[0] = 0;
        let mut left_cost = cur_cost[0];
        let mut left_start = cur_start[0];
        let cells = window
            .iter()
            .zip(prev_cost.windows(2).zip(prev_start.windows(2)))
            .zip(cur_cost[1..].iter_mut().zip(cur_start[1..].iter_mut()));
        for ((&wc, (pc, ps)), (cc, cs)) in cells {
            let diag = pc[0] + u32::from(qc != wc);
            let up = pc[1] + 1;
            let left = left_cost + 1;
            let (cost, start) = if diag <= up && diag <= left {
                (diag, ps[0])
            } else if up <= left {
                (up, ps[1])
            } else {
                (left, left_start)
            };
            *cc = cost;
            *cs = start;
            left_cost = cost;
            left_start = start;
        }
        std::mem::swap(&mut prev_cost, &mut cur_cost);
        std::mem::swap(&mut prev_start, &mut cur_start);
    }
    let mut best: Option<Alignment> = None;
    for (end, (&cost, &start)) in prev_cost.iter().zip(prev_start.iter()).enumerate() {
        let candidate = Alignment {
            distance: cost as usize,
            start: start as usize,
            end,
        };
        best = match best {
            None => Some(candidate),
            Some(b) if candidate.distance < b.distance => Some(candidate),
            Some(b)
                if candidate.distance == b.distance
                    && candidate.end - candidate.start > b.end - b.start =>
            {
                Some(candidate)
            }
            keep => keep,
        };
    }
    best
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
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
        case("la buena fe", "segun la buena fe contractual", 0, "la buena fe");
        case("la bena fe", "segun la buena fe contractual", 1, "la buena fe");
        case("la mala fe", "segun la buena fe contractual", 4, "la buena fe");
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
        fn test_sellers_matches_brute_force(q in "[ab ]{1,6}", w in "[ab ]{0,10}") {
            let a = sellers(q.as_bytes(), w.as_bytes()).expect("invariant: non-empty");
            proptest::prop_assert_eq!(a.distance, brute(q.as_bytes(), w.as_bytes()));
            proptest::prop_assert!(a.start <= a.end && a.end <= w.len());
            proptest::prop_assert_eq!(lev(q.as_bytes(), &w.as_bytes()[a.start..a.end]), a.distance);
        }
    }
}
