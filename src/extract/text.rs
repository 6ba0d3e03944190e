//! Small helpers over the brief text: char-safe windows, word boundaries, dates, folding.
//!
//! Every index here is a UTF-8 byte offset; every function returns offsets on char boundaries.

use std::ops::Range;
use std::sync::{LazyLock, OnceLock};

use super::norms::fold;

use regex::{Captures, Match, Regex, RegexSet};

/// A compiled pattern with a fast rejection test in front of it.
///
/// The detailed patterns are tried one after another at each position and most of them fail.
/// A Unicode word boundary (`\b`) makes the regex engine leave its fast lazy DFA as soon as it
/// meets a non-ASCII byte, and a capture search allocates its slots before searching. So each
/// pattern is paired with a `wide` twin, the same pattern without its `\b` assertions, which
/// only needs the DFA; removing zero-width assertions only widens the language, hence when
/// `wide` does not match anywhere, `strict` does not either, and the answer of every method
/// is exactly that of the strict pattern.
///
/// Methods not redefined here (`captures_iter`, `find_iter`, …) go to the strict pattern.
///
/// `\d` in a pattern means the ASCII digits (see [`ascii_digits`]).
///
/// Each of the two is held [`PerWorker`]: the walks of a long text's stretches run on the
/// extractor's worker threads, and each searches its own copy.
pub(crate) struct Re {
    strict: PerWorker<Regex>,
    wide: Option<PerWorker<Regex>>,
    lead: Option<Lead>,
}

/// The first states of an anchored pattern's automaton, as a table walked over the first
/// bytes of a haystack: it tells, without a search, that no match starts there.
///
/// Most searches of the walk are anchored at a position (`^…`) and fail within a few bytes
/// (`^\s*(?:a|al|hasta)` after an article's number, which `de la Ley` follows). The search
/// itself is short, but each call of the regex engine costs more than the bytes it reads:
/// a cache to take, a start state to find. The table holds the states the pattern's lazy
/// DFA reaches from its anchored start (at most [`Lead::MAX_STATES`]), built once when the
/// pattern is compiled; a byte that leads to the dead state ends the walk with a rejection,
/// and a match state, a state not in the table or the end of the haystack end it with no
/// answer (the pattern is searched as before). The dead state is the automaton's own: no
/// continuation of those bytes matches, so the rejection is exact.
///
/// It is built from the pattern without its `\b` (the wide twin), whose language holds the
/// pattern's: the lazy DFA reads a Unicode word boundary only on ASCII text.
struct Lead {
    /// Each byte's equivalence class.
    classes: [u8; 256],
    /// The classes (the width of a row of `next`).
    stride: usize,
    /// `next[state * stride + class]`: the next state, [`Lead::DEAD`] or [`Lead::OPEN`].
    next: Box<[u8]>,
}

impl Lead {
    /// States kept in the table.
    const MAX_STATES: usize = 32;
    /// No match starts at the haystack's first byte.
    const DEAD: u8 = u8::MAX;
    /// A match, a state not in the table or one the automaton cannot decide: search.
    const OPEN: u8 = u8::MAX - 1;

    /// The table of `pattern` (without `\b`), when the pattern is anchored at the start of
    /// the haystack and the table can reject something.
    fn new(pattern: &str) -> Option<Lead> {
        use regex_automata::hybrid::dfa::DFA;
        use regex_automata::{Anchored, Input};
        let dfa = DFA::builder()
            .configure(DFA::config().cache_capacity(16 << 20))
            .build(pattern)
            .ok()?;
        if !dfa.get_nfa().is_always_start_anchored() {
            return None;
        }
        let mut cache = dfa.create_cache();
        let start = dfa
            .start_state_forward(&mut cache, &Input::new("").anchored(Anchored::Yes))
            .ok()?;
        let byte_classes = dfa.byte_classes();
        let mut classes = [0u8; 256];
        for (b, class) in (0..=255u8).zip(classes.iter_mut()) {
            *class = byte_classes.get(b);
        }
        let stride = byte_classes.alphabet_len();
        let mut states = vec![start];
        let mut next: Vec<u8> = Vec::new();
        let mut i = 0;
        while let Some(&from) = states.get(i) {
            let row = next.len();
            next.resize(row + stride, Lead::OPEN);
            for unit in byte_classes.representatives(0..=255) {
                let Some(b) = unit.as_u8() else { continue };
                let to = dfa.next_state(&mut cache, from, b).ok()?;
                let entry = if to.is_dead() {
                    Lead::DEAD
                } else if to.is_match() || to.is_quit() || to.is_unknown() {
                    Lead::OPEN
                } else if let Some(k) = states.iter().position(|s| *s == to) {
                    u8::try_from(k).ok()?
                } else if states.len() < Lead::MAX_STATES {
                    states.push(to);
                    u8::try_from(states.len() - 1).ok()?
                } else {
                    Lead::OPEN
                };
                *next.get_mut(row + usize::from(byte_classes.get(b)))? = entry;
            }
            i += 1;
        }
        // A cleared cache would have renumbered the states under the walk.
        if cache.clear_count() > 0 || !next.contains(&Lead::DEAD) {
            return None;
        }
        Some(Lead {
            classes,
            stride,
            next: next.into_boxed_slice(),
        })
    }

    /// True when no match of the pattern starts at the first byte of `haystack`.
    #[inline]
    fn rejects(&self, haystack: &str) -> bool {
        let mut state = 0usize;
        for &b in haystack.as_bytes() {
            let class = usize::from(self.classes[usize::from(b)]);
            match self.next.get(state * self.stride + class) {
                Some(&Lead::DEAD) => return true,
                Some(&next) if next != Lead::OPEN => state = usize::from(next),
                _ => return false,
            }
        }
        false
    }
}

/// How many worker threads get copies of their own; the others share the original.
const WORKER_COPIES: usize = 16;

/// A compiled pattern and, made on first use by each worker thread of the extractor's pool
/// (`rayon`), a copy of it for that thread.
///
/// A compiled pattern keeps a search cache for the first thread that uses it, with no lock,
/// and lends every other thread a cache from a locked pool: two atomic operations more on
/// each search, which the walk does some hundred thousand times per MiB. A copy shares the
/// compiled program and keeps a cache of its own for the first thread that uses it; the pool's
/// threads live as long as the process, so each keeps its copies, and their caches stay warm
/// from one brief to the next. Threads outside the pool (the one that calls the extractor)
/// use the original.
pub(crate) struct PerWorker<T> {
    original: T,
    copies: [OnceLock<T>; WORKER_COPIES],
}

impl<T: Clone> PerWorker<T> {
    fn new(original: T) -> PerWorker<T> {
        PerWorker {
            original,
            copies: std::array::from_fn(|_| OnceLock::new()),
        }
    }

    /// The copy of the calling thread.
    fn get(&self) -> &T {
        match rayon::current_thread_index().and_then(|i| self.copies.get(i)) {
            Some(copy) => copy.get_or_init(|| self.original.clone()),
            None => &self.original,
        }
    }
}

impl Re {
    /// Compiles `pattern` and its wide twin.
    pub(crate) fn new(pattern: &str) -> Result<Re, regex::Error> {
        let ascii = ascii_digits(pattern);
        let pattern = ascii.as_str();
        let strict = Regex::new(pattern)?;
        let stripped = without_word_boundaries(pattern);
        let wide = if stripped == pattern {
            None
        } else {
            Some(PerWorker::new(Regex::new(&stripped)?))
        };
        Ok(Re {
            strict: PerWorker::new(strict),
            wide,
            lead: Lead::new(&stripped),
        })
    }

    /// True when the table of the pattern's first states tells that no match starts at the
    /// first byte of `haystack` (see [`Lead`]).
    #[inline]
    fn lead_rejects(&self, haystack: &str) -> bool {
        #[cfg(test)]
        if tests::LEADS_OFF.load(std::sync::atomic::Ordering::Relaxed) {
            return false;
        }
        self.lead.as_ref().is_some_and(|l| l.rejects(haystack))
    }

    fn may_match(&self, haystack: &str) -> bool {
        !self.lead_rejects(haystack)
            && self
                .wide
                .as_ref()
                .unwrap_or(&self.strict)
                .get()
                .is_match(haystack)
    }

    /// Same as [`Regex::is_match`].
    pub(crate) fn is_match(&self, haystack: &str) -> bool {
        self.may_match(haystack) && (self.wide.is_none() || self.strict.get().is_match(haystack))
    }

    /// Same as [`Regex::captures`].
    pub(crate) fn captures<'h>(&self, haystack: &'h str) -> Option<Captures<'h>> {
        if !self.may_match(haystack) {
            return None;
        }
        self.strict.get().captures(haystack)
    }

    /// Same as [`Regex::find`].
    pub(crate) fn find<'h>(&self, haystack: &'h str) -> Option<Match<'h>> {
        let rejected = if self.wide.is_some() {
            !self.may_match(haystack)
        } else {
            self.lead_rejects(haystack)
        };
        if rejected {
            return None;
        }
        self.strict.get().find(haystack)
    }

    /// The pattern its [`ReSet`] runs: the wide twin, or the pattern itself.
    fn wide_pattern(&self) -> &str {
        self.wide.as_ref().unwrap_or(&self.strict).original.as_str()
    }

    /// Same as [`Re::captures`] when `may` is what the wide twin answers on `haystack` (as
    /// [`ReSet::matches`] tells): the rejection test is not run again.
    pub(crate) fn captures_if<'h>(&self, may: bool, haystack: &'h str) -> Option<Captures<'h>> {
        if !may {
            return None;
        }
        self.strict.get().captures(haystack)
    }

    /// Same as [`Re::find`] when `may` is what the wide twin answers on `haystack` (see
    /// [`Re::captures_if`]).
    pub(crate) fn find_if<'h>(&self, may: bool, haystack: &'h str) -> Option<Match<'h>> {
        if !may {
            return None;
        }
        self.strict.get().find(haystack)
    }

    /// The match in `haystack` and the groups `groups` of it, as [`Re::captures`] gives them,
    /// read from the matched text by `shape` where it can.
    ///
    /// A capture search costs several times a plain one: after the automaton has found the
    /// match, a backtracking search walks the pattern's graph again over it. For a pattern
    /// whose groups the shape of its match tells (the year is the match's last digits, the
    /// rank what comes before the number), `shape` reads them from the matched text: given
    /// the text of a match (the whole of it), it answers the groups' ranges in that text, or
    /// `None` to leave the answer to the capture search. In tests every answer of `shape` is
    /// checked against the capture search's (see
    /// `every_shape_reads_what_the_capture_search_reads_on_every_brief`).
    pub(crate) fn read<'h, const N: usize>(
        &self,
        haystack: &'h str,
        groups: [G; N],
        shape: impl FnOnce(&str) -> Option<Shape<N>>,
    ) -> Option<Read<'h, N>> {
        let whole = self.find(haystack)?;
        self.read_match(haystack, whole, groups, shape)
    }

    /// Same as [`Re::read`] when `may` is what the wide twin answers on `haystack` (see
    /// [`Re::captures_if`]).
    pub(crate) fn read_if<'h, const N: usize>(
        &self,
        may: bool,
        haystack: &'h str,
        groups: [G; N],
        shape: impl FnOnce(&str) -> Option<Shape<N>>,
    ) -> Option<Read<'h, N>> {
        let whole = self.find_if(may, haystack)?;
        self.read_match(haystack, whole, groups, shape)
    }

    fn read_match<'h, const N: usize>(
        &self,
        haystack: &'h str,
        whole: Match<'h>,
        groups: [G; N],
        shape: impl FnOnce(&str) -> Option<Shape<N>>,
    ) -> Option<Read<'h, N>> {
        let offset = |r: Range<usize>| whole.start() + r.start..whole.start() + r.end;
        let read = shape(whole.as_str()).map(|spans| Read {
            haystack,
            whole: whole.range(),
            names: groups,
            groups: spans.map(|s| s.map(offset)),
        });
        #[cfg(test)]
        if let Some(read) = &read {
            tests::SHAPES_CHECKED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let searched = self.captures_read(haystack, &groups);
            assert_eq!(
                Some((read.whole.clone(), read.groups.clone())),
                searched.map(|r| (r.whole, r.groups)),
                "the shape of {:?} read other groups than the capture search",
                whole.as_str()
            );
        }
        read.or_else(|| self.captures_read(haystack, &groups))
    }

    /// The groups `groups` of the match in `haystack`, by a capture search.
    fn captures_read<'h, const N: usize>(
        &self,
        haystack: &'h str,
        groups: &[G; N],
    ) -> Option<Read<'h, N>> {
        let c = self.strict.get().captures(haystack)?;
        Some(Read {
            haystack,
            whole: c.get(0)?.range(),
            names: *groups,
            groups: groups.map(|g| {
                match g {
                    G::At(i) => c.get(i),
                    G::Named(name) => c.name(name),
                }
                .map(|m| m.range())
            }),
        })
    }
}

/// Whether `shape` reads the groups of `re`'s match in `haystack` as the capture search does:
/// `Ok(true)` when it read them, `Ok(false)` when it left them to the search (or there is no
/// match), and the two answers when they differ.
#[cfg(test)]
pub(crate) fn shape_agrees<const N: usize>(
    re: &Re,
    groups: [G; N],
    shape: impl FnOnce(&str) -> Option<Shape<N>>,
    haystack: &str,
) -> Result<bool, String> {
    let Some(whole) = re.find(haystack) else {
        return Ok(false);
    };
    let Some(spans) = shape(whole.as_str()) else {
        return Ok(false);
    };
    let read: Vec<_> = spans
        .into_iter()
        .map(|s| s.map(|r| whole.start() + r.start..whole.start() + r.end))
        .collect();
    let searched = re
        .captures_read(haystack, &groups)
        .map(|r| r.groups.to_vec());
    if searched.as_ref() == Some(&read) {
        Ok(true)
    } else {
        Err(format!(
            "{haystack:?}: the shape read {read:?}, the capture search {searched:?}"
        ))
    }
}

/// The one group of a match that runs from its first digit to its last, read from its text:
/// for a pattern whose group begins and ends with a digit and holds every digit of the match
/// (`FJ 5`, `FFJJ 3 y 4`, `pp. 57-74`).
pub(crate) fn digits_shape(m: &str) -> Option<Shape<1>> {
    let start = m.find(|c: char| c.is_ascii_digit())?;
    let end = m.rfind(|c: char| c.is_ascii_digit())? + 1;
    Some([Some(start..end)])
}

/// `s` cut before the ASCII digits it ends with: (what comes before, the digits).
pub(crate) fn split_trailing_digits(s: &str) -> (&str, &str) {
    let n = s.bytes().rev().take_while(u8::is_ascii_digit).count();
    // Digits are ASCII, so the cut is on a char boundary.
    s.split_at_checked(s.len() - n).unwrap_or((s, ""))
}

/// A group of a pattern, by its number or its name (see [`Re::read`]).
#[derive(Debug, Clone, Copy)]
pub(crate) enum G {
    At(usize),
    Named(&'static str),
}

/// The byte ranges of groups in the text of a match (`None`: the group took no part).
pub(crate) type Shape<const N: usize> = [Option<Range<usize>>; N];

/// A match and some of its groups, as [`Re::read`] answers them.
#[derive(Debug, Clone)]
pub(crate) struct Read<'h, const N: usize> {
    haystack: &'h str,
    whole: Range<usize>,
    names: [G; N],
    groups: [Option<Range<usize>>; N],
}

impl<'h, const N: usize> Read<'h, N> {
    /// The whole match.
    pub(crate) fn whole(&self) -> &'h str {
        self.haystack.get(self.whole.clone()).unwrap_or_default()
    }

    /// Where the match ends in the haystack.
    pub(crate) fn end(&self) -> usize {
        self.whole.end
    }

    /// Where the match starts in the haystack.
    pub(crate) fn start(&self) -> usize {
        self.whole.start
    }

    /// The text of group `i` (its place in the list given to [`Re::read`]).
    pub(crate) fn get(&self, i: usize) -> Option<&'h str> {
        self.haystack.get(self.range(i)?)
    }

    /// The byte range of group `i` in the haystack.
    pub(crate) fn range(&self, i: usize) -> Option<Range<usize>> {
        self.groups.get(i)?.clone()
    }

    /// The text of the group named `name`.
    pub(crate) fn name(&self, name: &str) -> Option<&'h str> {
        let i = self
            .names
            .iter()
            .position(|g| matches!(g, G::Named(n) if *n == name))?;
        self.get(i)
    }
}

/// The rejection tests of several [`Re`] run together: one automaton pass over the haystack
/// tells which of the wide twins match, where one pass per pattern was needed before.
///
/// `matches(h).has(i)` is exactly `members[i]`'s wide twin matching `h`, so
/// `member.captures_if(set.matches(h).has(i), h)` answers exactly as `member.captures(h)`.
pub(crate) struct ReSet {
    set: PerWorker<RegexSet>,
}

/// Which members of a [`ReSet`] may match (bit `i` for member `i`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Mask(u64);

impl Mask {
    /// True when member `i` may match.
    pub(crate) fn has(self, i: usize) -> bool {
        i < 64 && self.0 & (1 << i) != 0
    }
}

impl ReSet {
    /// Builds the set of the wide twins of `members` (at most 64).
    pub(crate) fn new(members: &[&Re]) -> Result<ReSet, regex::Error> {
        if members.len() > 64 {
            return Err(regex::Error::Syntax(
                "a ReSet holds at most 64 patterns".into(),
            ));
        }
        let set = RegexSet::new(members.iter().map(|m| m.wide_pattern()))?;
        Ok(ReSet {
            set: PerWorker::new(set),
        })
    }

    /// Which members may match `haystack`.
    pub(crate) fn matches(&self, haystack: &str) -> Mask {
        let mut bits = 0u64;
        for i in self.set.get().matches(haystack).iter() {
            bits |= 1 << i;
        }
        Mask(bits)
    }
}

impl std::ops::Deref for Re {
    type Target = Regex;

    fn deref(&self) -> &Regex {
        self.strict.get()
    }
}

/// `pattern` with `\d` as the ASCII digits (`[0-9]`, or `0-9` inside a class).
///
/// Citations write their numbers in ASCII digits, and the numbers are read with Rust's
/// parsers, which take nothing else. Unicode's `\d` (some 700 digits of other scripts) would
/// only make every pattern that holds it larger, and every capture search over it slower.
pub(crate) fn ascii_digits(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 16);
    let mut chars = pattern.chars().peekable();
    let mut depth = 0usize;
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('d') => out.push_str(if depth > 0 { "0-9" } else { "[0-9]" }),
                Some(next) => {
                    out.push('\\');
                    out.push(next);
                }
                None => out.push('\\'),
            },
            '[' => {
                depth += 1;
                out.push('[');
                if chars.peek() == Some(&'^') {
                    out.push('^');
                    chars.next();
                }
                if chars.peek() == Some(&']') {
                    out.push(']');
                    chars.next();
                }
            }
            ']' if depth > 0 => {
                depth -= 1;
                out.push(']');
            }
            _ => out.push(c),
        }
    }
    out
}

/// `pattern` without its `\b` escapes (an escaped backslash followed by `b` is kept).
fn without_word_boundaries(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len());
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('b') => {}
            Some(next) => {
                out.push('\\');
                out.push(next);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// The number a Spanish ordinal names, in words or as `1` (`primera`, `decimotercera`,
/// `vigésimo cuarta`, `trigésimo`), up to the nineties; `único` is one.
pub(crate) fn ordinal_word(w: &str) -> Option<u32> {
    let f: String = fold(w).split_whitespace().collect();
    // `decimotercera`, `vigésimo cuarta`, `vigesimaprimera`: tens and a unit.
    for (tens, base) in [
        ("decim", 10),
        ("vigesim", 20),
        ("trigesim", 30),
        ("cuadragesim", 40),
        ("quincuagesim", 50),
        ("sexagesim", 60),
        ("septuagesim", 70),
        ("octogesim", 80),
        ("nonagesim", 90),
    ] {
        if let Some(rest) = f
            .strip_prefix(tens)
            .and_then(|r| r.strip_prefix(['o', 'a']))
        {
            if rest.is_empty() {
                return Some(base);
            }
            if let Some(unit) = ordinal_word(rest).filter(|u| *u < 10) {
                return Some(base + unit);
            }
        }
    }
    let n = match f.as_str() {
        "primera" | "primero" | "primer" | "1" => 1,
        "segunda" | "segundo" => 2,
        "tercera" | "tercero" | "tercer" => 3,
        "cuarta" | "cuarto" => 4,
        "quinta" | "quinto" => 5,
        "sexta" | "sexto" => 6,
        "septima" | "septimo" => 7,
        "octava" | "octavo" => 8,
        "novena" | "noveno" => 9,
        "decima" | "decimo" => 10,
        "undecima" | "undecimo" => 11,
        "duodecima" | "duodecimo" => 12,
        "decimotercera" => 13,
        "decimocuarta" => 14,
        "decimoquinta" => 15,
        "decimosexta" => 16,
        "decimoseptima" => 17,
        "decimoctava" => 18,
        "decimonovena" => 19,
        "vigesima" => 20,
        "vigesimaprimera" | "vigesimoprimera" => 21,
        "vigesimosegunda" => 22,
        "vigesimotercera" => 23,
        "vigesimocuarta" => 24,
        "vigesimoquinta" => 25,
        "vigesimosexta" => 26,
        "unico" => 1,
        _ => return None,
    };
    Some(n)
}

/// The largest char boundary `<= i` (clamped to the text length).
pub(crate) fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The text from `start` on, at most `len` bytes, cut on a char boundary and before any blank
/// line (a citation never crosses paragraphs).
pub(crate) fn window(text: &str, start: usize, len: usize) -> &str {
    let start = floor_boundary(text, start);
    let end = floor_boundary(text, start.saturating_add(len));
    let slice = text.get(start..end).unwrap_or("");
    match paragraph_cut(slice.as_bytes()) {
        Some(cut) => slice.get(..cut).unwrap_or(slice),
        None => slice,
    }
}

/// Where `s` stops before a blank line: the first `\n\n`, or failing that the first `\n\r\n`.
/// One pass over the newlines (windows are taken many times per citation).
pub(crate) fn paragraph_cut(s: &[u8]) -> Option<usize> {
    let mut crlf = None;
    let mut from = 0usize;
    while let Some(k) = s.get(from..).and_then(|rest| memchr::memchr(b'\n', rest)) {
        let p = from + k;
        match s.get(p + 1) {
            Some(b'\n') => return Some(p),
            Some(b'\r') if crlf.is_none() && s.get(p + 2) == Some(&b'\n') => crlf = Some(p),
            _ => {}
        }
        from = p + 1;
    }
    crlf
}

/// True when the char before `pos` is not part of a word.
pub(crate) fn boundary_before(text: &str, pos: usize) -> bool {
    match text.get(..pos).and_then(|s| s.chars().next_back()) {
        None => true,
        Some(c) => !(c.is_alphanumeric() || c == '_'),
    }
}

/// True when the char at `pos` is not part of a word.
pub(crate) fn boundary_after(text: &str, pos: usize) -> bool {
    match text.get(pos..).and_then(|s| s.chars().next()) {
        None => true,
        Some(c) => !(c.is_alphanumeric() || c == '_'),
    }
}

/// Where the last sentence of `s` starts: after its last `. ` that a capital follows (so
/// `rec. 412/2023` stays in), else 0.
pub(crate) fn last_sentence_start(s: &str) -> usize {
    s.match_indices(". ")
        .filter(|(i, _)| {
            s.get(i + 2..)
                .and_then(|r| r.chars().next())
                .is_some_and(char::is_uppercase)
        })
        .last()
        .map_or(0, |(i, _)| i + 2)
}

/// Start of the line holding `pos` (at most [`LINE_LOOKBACK`] bytes back).
pub(crate) fn line_start(text: &str, pos: usize) -> usize {
    let pos = floor_boundary(text, pos);
    let from = floor_boundary(text, pos.saturating_sub(LINE_LOOKBACK));
    text.as_bytes()
        .get(from..pos)
        .and_then(|s| memchr::memrchr(b'\n', s))
        .map_or(from, |i| from + i + 1)
}

/// How far back [`line_start`] looks. The lines of a brief are its paragraphs, a few KiB at
/// most; a longer one (a text with no line breaks at all) is taken to start this far back,
/// so that the many lookups along one huge line stay linear.
const LINE_LOOKBACK: usize = 8192;

/// Month names (and the old spelling `setiembre`) to their number.
pub(crate) fn month_number(name: &str) -> Option<u32> {
    // Month names are ASCII without `k`: comparing ASCII-case-insensitively is the same as
    // lowercasing first (see `ends_with_lower`), without the copy.
    let mut buf = [0u8; 10];
    let lower = buf.get_mut(..name.len())?;
    lower.copy_from_slice(name.as_bytes());
    lower.make_ascii_lowercase();
    let m = match &*lower {
        b"enero" => 1,
        b"febrero" => 2,
        b"marzo" => 3,
        b"abril" => 4,
        b"mayo" => 5,
        b"junio" => 6,
        b"julio" => 7,
        b"agosto" => 8,
        b"septiembre" | b"setiembre" => 9,
        b"octubre" => 10,
        b"noviembre" => 11,
        b"diciembre" => 12,
        _ => return None,
    };
    Some(m)
}

/// A date as written: the year may be missing (`de 9 de mayo`, year taken from the number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Fecha {
    /// Year, when written.
    pub(crate) year: Option<i32>,
    /// Month 1–12.
    pub(crate) month: u32,
    /// Day as written (may not exist in that month).
    pub(crate) day: u32,
}

impl Fecha {
    /// ISO form of the date with the given year, and whether that day exists.
    pub(crate) fn iso_with(self, year: i32) -> (String, bool) {
        let iso = format!("{year:04}-{:02}-{:02}", self.month, self.day);
        (iso, date_exists(year, self.month, self.day))
    }
}

/// True when the day exists in the calendar (Gregorian, years 1000–2999).
pub(crate) fn date_exists(year: i32, month: u32, day: u32) -> bool {
    if !(1000..=2999).contains(&year) || !(1..=12).contains(&month) || day == 0 {
        return false;
    }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days = match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    day <= days
}

pub(crate) const MONTHS: &str = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";

static DATE_WORDS: LazyLock<Re> = LazyLock::new(|| {
    Re::new(&format!(
        r"(?i)^[\s,]*(?:de\s+)?(?:(?:la\s+)?fecha\s+)?(?:de\s+)?(\d{{1,2}})(?:\s*\.?\s*[ºo°])?\s+(?:de\s+)?({MONTHS})\b(?:\s*(?:,\s*)?(?:de|del)?\s*((?:1[0-9]|20)\d{{2}})\b)?"
    ))
    .expect("invariant: date regex compiles")
});

static DATE_NUMERIC: LazyLock<Re> = LazyLock::new(|| {
    Re::new(r"(?i)^[\s,]*(?:de\s+)?(?:(?:la\s+)?fecha\s+)?(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*[/.-]\s*((?:1[89]|20)\d{2})\b")
        .expect("invariant: numeric date regex compiles")
});

/// The numbers of days and years as lawyers spell them in formal dates (`a veintidós de
/// noviembre de dos mil diecinueve`), each with its value.
const DAY_WORDS: [(&str, u32); 33] = [
    ("primero", 1),
    ("uno", 1),
    ("dos", 2),
    ("tres", 3),
    ("cuatro", 4),
    ("cinco", 5),
    ("seis", 6),
    ("siete", 7),
    ("ocho", 8),
    ("nueve", 9),
    ("diez", 10),
    ("once", 11),
    ("doce", 12),
    ("trece", 13),
    ("catorce", 14),
    ("quince", 15),
    ("dieciseis", 16),
    ("diecisiete", 17),
    ("dieciocho", 18),
    ("diecinueve", 19),
    ("veinte", 20),
    ("veintiuno", 21),
    ("veintiun", 21),
    ("veintidos", 22),
    ("veintitres", 23),
    ("veinticuatro", 24),
    ("veinticinco", 25),
    ("veintiseis", 26),
    ("veintisiete", 27),
    ("veintiocho", 28),
    ("veintinueve", 29),
    ("treinta", 30),
    ("treinta y uno", 31),
];

/// `cinco de noviembre de dos mil quince`: a date with its day (and year) in words.
static DATE_SPELLED: LazyLock<Re> = LazyLock::new(|| {
    let units = "uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve";
    let below_hundred = format!(
        "diez|once|doce|trece|catorce|quince|diecis[eé]is|diecisiete|dieciocho|diecinueve|veinte|veinti(?:uno|d[oó]s|tr[eé]s|cuatro|cinco|s[eé]is|siete|ocho|nueve)|(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?:\\s+y\\s+(?:{units}))?|{units}"
    );
    Re::new(&format!(
        r"(?i)^[\s,]*(?:de\s+)?(?:(?:la\s+)?fecha\s+)?(?:de\s+)?(primero|treinta\s+y\s+uno|treinta|veinti(?:uno|[uú]n|d[oó]s|tr[eé]s|cuatro|cinco|s[eé]is|siete|ocho|nueve)|veinte|diecis[eé]is|diecisiete|dieciocho|diecinueve|diez|once|doce|trece|catorce|quince|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\s+de\s+({MONTHS})\b(?:\s*,?\s*(?:de|del)\s+(?:el\s+a[ñn]o\s+)?((?:1[0-9]|20)\d{{2}}\b|mil\s+novecientos(?:\s+(?:{below_hundred}))?\b|dos\s+mil(?:\s+(?:{below_hundred}))?\b))?"
    ))
    .expect("invariant: spelled date regex compiles")
});

/// The value of a year in words (`mil novecientos noventa y nueve`, `dos mil diecinueve`)
/// or in digits.
fn year_value(y: &str) -> Option<i32> {
    if let Ok(n) = y.parse() {
        return Some(n);
    }
    let f = fold(&squash(y));
    let (base, rest) = if let Some(r) = f.strip_prefix("mil novecientos") {
        (1900, r.trim())
    } else if let Some(r) = f.strip_prefix("dos mil") {
        (2000, r.trim())
    } else {
        return None;
    };
    if rest.is_empty() {
        return Some(base);
    }
    let tens = [
        ("treinta", 30),
        ("cuarenta", 40),
        ("cincuenta", 50),
        ("sesenta", 60),
        ("setenta", 70),
        ("ochenta", 80),
        ("noventa", 90),
    ];
    let (t, u) = rest.split_once(" y ").unwrap_or((rest, ""));
    let value = if let Some((_, v)) = tens.iter().find(|(w, _)| *w == t) {
        let unit = if u.is_empty() {
            0
        } else {
            i32::try_from(word_value(u).filter(|v| *v < 10)?).ok()?
        };
        v + unit
    } else if u.is_empty() {
        i32::try_from(word_value(rest)?).ok()?
    } else {
        return None;
    };
    Some(base + value)
}

/// The value of a folded number word of [`DAY_WORDS`].
fn word_value(w: &str) -> Option<u32> {
    DAY_WORDS.iter().find(|(k, _)| *k == w).map(|(_, v)| *v)
}

/// The two date patterns, for a [`ReSet`] (see [`parse_date_if`]).
pub(crate) fn date_patterns() -> [&'static Re; 2] {
    [&DATE_WORDS, &DATE_NUMERIC]
}

/// Parses a date at the start of `s` (after optional `, de`/`de fecha`); returns the bytes
/// consumed and the date.
pub(crate) fn parse_date(s: &str) -> Option<(usize, Fecha)> {
    parse_date_with(s, || DATE_WORDS.may_match(s), || DATE_NUMERIC.may_match(s))
}

/// Same as [`parse_date`], with the answers of the wide twins of [`date_patterns`] on `s`
/// already known (from a [`ReSet`]).
pub(crate) fn parse_date_if(words: bool, numeric: bool, s: &str) -> Option<(usize, Fecha)> {
    parse_date_with(s, || words, || numeric)
}

fn parse_date_with(
    s: &str,
    words: impl FnOnce() -> bool,
    numeric: impl FnOnce() -> bool,
) -> Option<(usize, Fecha)> {
    if let Some(whole) = DATE_WORDS.find_if(words(), s) {
        let (day, month, year) = date_shape(whole.as_str())?;
        return Some((whole.end(), Fecha { year, month, day }));
    }
    if let Some(c) = DATE_NUMERIC.captures_if(numeric(), s) {
        let whole = c.get(0)?;
        let day: u32 = c.get(1)?.as_str().parse().ok()?;
        let month: u32 = c.get(3)?.as_str().parse().ok()?;
        let year: i32 = c.get(4)?.as_str().parse().ok()?;
        if month == 0 || month > 12 || day == 0 || day > 31 {
            return None;
        }
        return Some((
            whole.end(),
            Fecha {
                year: Some(year),
                month,
                day,
            },
        ));
    }
    spelled_date(s)
}

/// The day, month and year of a match of [`DATE_WORDS`] or of a norm's date (`de 7 de
/// enero de 2000`), read from the shape of the match, which is cheaper than a capture search
/// (some six times the cost of finding the match): what comes before the day holds no digit,
/// the day is one or two digits, the month is the first month name after it (what stands
/// between, `º`, `o`, `de`, is none), and a match that ends in a digit ends in its four-digit
/// year.
pub(crate) fn date_shape(matched: &str) -> Option<(u32, u32, Option<i32>)> {
    let day_start = matched.find(|c: char| c.is_ascii_digit())?;
    let after_day = matched.get(day_start..)?;
    let day_len = after_day.bytes().take_while(u8::is_ascii_digit).count();
    let day: u32 = after_day.get(..day_len)?.parse().ok()?;
    let month_word = after_day
        .get(day_len..)?
        .split(|c: char| !c.is_alphabetic())
        .find(|w| w.len() > 3)?;
    let month = month_number(month_word)?;
    let year = if matched.ends_with(|c: char| c.is_ascii_digit()) {
        Some(matched.get(matched.len().checked_sub(4)?..)?.parse().ok()?)
    } else {
        None
    };
    Some((day, month, year))
}

/// A date with its day in words (`de cinco de noviembre`, `veintidós de noviembre de dos mil
/// diecinueve`). Only tried when the first word after `de`/`fecha` starts like one.
fn spelled_date(s: &str) -> Option<(usize, Fecha)> {
    let head = s.trim_start_matches([' ', ',', '\n', '\t']);
    let head = head
        .strip_prefix("de ")
        .or_else(|| head.strip_prefix("fecha "))
        .unwrap_or(head)
        .trim_start();
    let first = head.as_bytes().first()?.to_ascii_lowercase();
    if !matches!(
        first,
        b'p' | b'u' | b'd' | b't' | b'c' | b's' | b'o' | b'n' | b'v' | b'q'
    ) {
        return None;
    }
    // The word after the day is `de` (`cinco de`), or `y` (`treinta y uno de`).
    let after_word = head
        .find(char::is_whitespace)
        .and_then(|k| head.get(k..))
        .map_or("", str::trim_start);
    if !(after_word.starts_with("de") || after_word.starts_with("y ")) {
        return None;
    }
    let c = DATE_SPELLED.captures(s)?;
    let day = word_value(&fold(&squash(c.get(1)?.as_str())))?;
    let month = month_number(c.get(2)?.as_str())?;
    let year = match c.get(3) {
        Some(y) => Some(year_value(y.as_str())?),
        None => None,
    };
    Some((c.get(0)?.end(), Fecha { year, month, day }))
}

/// Expands a two-digit year (`98` → 1998, `13` → 2013); four-digit years pass through.
pub(crate) fn expand_year(y: &str) -> Option<i32> {
    let n: i32 = y.parse().ok()?;
    Some(match y.len() {
        2 if n >= 50 => 1900 + n,
        2 => 2000 + n,
        _ => n,
    })
}

/// Replaces the dash variants used in case numbers (U+2010, U+2011, en dash, em dash, minus)
/// with an ASCII hyphen.
pub(crate) fn ascii_dashes(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\u{2010}' | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2212}' => '-',
            c => c,
        })
        .collect()
}

/// Collapses runs of whitespace into one space and trims.
pub(crate) fn squash(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for word in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Same as `s.to_lowercase().ends_with(suffix)` for a `suffix` of lowercase ASCII letters and
/// spaces without `k`, without building the lowercase copy: no char but the ASCII letter
/// itself and its capital lowercases to such a letter (the Kelvin sign gives `k`, and `İ`
/// gives two chars, the second one not ASCII), nor to a space.
pub(crate) fn ends_with_lower(s: &str, suffix: &str) -> bool {
    s.len()
        .checked_sub(suffix.len())
        .and_then(|at| s.as_bytes().get(at..))
        .is_some_and(|tail| tail.eq_ignore_ascii_case(suffix.as_bytes()))
}

/// Same as `s.to_lowercase().starts_with(prefix)`, on the terms of [`ends_with_lower`].
pub(crate) fn starts_with_lower(s: &str, prefix: &str) -> bool {
    s.as_bytes()
        .get(..prefix.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(prefix.as_bytes()))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Date strings built from the parts of [`DATE_WORDS`] and of a norm's date, with the
    /// slips and neighbours real text has; a deterministic sample of their combinations.
    pub(crate) fn date_samples(prefixes: &[&str]) -> Vec<String> {
        let days = ["1", "07", "31", "5", "123"];
        let ordinals = ["", "º", ".º", " º", "o", " o", "°", ". º"];
        let seps = [" ", "  ", "\u{a0}", " de ", " DE ", "\n", "de "];
        let months = [
            "enero",
            "Febrero",
            "MARZO",
            "abril",
            "mayo",
            "junio",
            "Julio",
            "agosto",
            "septiembre",
            "setiembre",
            "Octubre",
            "noviembre",
            "DICIEMBRE",
            "mayos",
            "ſeptiembre",
        ];
        let years = [
            "",
            " de 2020",
            " 2020",
            ", 1999",
            " del 2021",
            "de2020",
            ",2019",
            " de 20201",
            " de 1850",
            " de 1750",
            ", de 2003",
            " de\u{a0}2004",
            " 19",
            " de 2020x",
        ];
        let tails = ["", ",", " y", "x", "ñ", "5", ")", ".", " (BOE"];
        combine(
            &[prefixes, &days, &ordinals, &seps, &months, &years, &tails],
            20_000,
            0x2545_f491_4f6c_dd1d,
        )
    }

    /// `n` strings made of one part of each list, picked by a fixed xorshift sequence from
    /// `seed` (the same samples on every run).
    pub(crate) fn combine(parts: &[&[&str]], n: usize, seed: u64) -> Vec<String> {
        let mut state = seed;
        (0..n)
            .map(|_| {
                parts
                    .iter()
                    .map(|list| {
                        state ^= state << 13;
                        state ^= state >> 7;
                        state ^= state << 17;
                        list.get((state % list.len().max(1) as u64) as usize)
                            .copied()
                            .unwrap_or("")
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_date_read_by_its_shape_is_the_date_its_capture_groups_give() {
        let prefixes = [
            "",
            " ",
            ", ",
            ",de ",
            " de fecha ",
            " de la fecha de ",
            "de\u{a0}",
            "de  la fecha ",
        ];
        let mut matched = 0;
        for s in date_samples(&prefixes) {
            let by_groups = DATE_WORDS.captures(&s).and_then(|c| {
                Some((
                    c.get(0)?.end(),
                    c.get(1)?.as_str().parse::<u32>().ok()?,
                    month_number(c.get(2)?.as_str())?,
                    c.get(3).and_then(|y| y.as_str().parse::<i32>().ok()),
                ))
            });
            let by_shape = DATE_WORDS.find(&s).and_then(|m| {
                let (d, mo, y) = date_shape(m.as_str())?;
                Some((m.end(), d, mo, y))
            });
            assert_eq!(by_shape, by_groups, "{s:?}");
            matched += usize::from(by_groups.is_some());
        }
        assert!(matched > 5_000, "{matched}");
    }

    #[test]
    fn line_start_is_found_within_its_lookback() {
        let t = "uno\ndos ñ tres\ncuatro";
        assert_eq!(line_start(t, 0), 0);
        assert_eq!(line_start(t, 2), 0);
        assert_eq!(line_start(t, 4), 4);
        assert_eq!(line_start(t, 9), 4);
        assert_eq!(line_start(t, t.len()), t.rfind('\n').map_or(0, |i| i + 1));
        // Inside a multi-byte char: the char's start counts.
        let in_enye = t.find('ñ').map_or(0, |i| i + 1);
        assert_eq!(line_start(t, in_enye), 4);
        // A line longer than the lookback starts that far back, on a char boundary.
        let long = format!("a\n{}", "é".repeat(LINE_LOOKBACK));
        let s = line_start(&long, long.len());
        assert!(long.is_char_boundary(s));
        assert!(long.len() - s <= LINE_LOOKBACK && s > 2);
    }

    #[test]
    fn digits_are_ascii_inside_and_outside_classes() {
        for (pattern, expected) in [
            (r"^\d{4}$", "^[0-9]{4}$"),
            (r"[\d.]+", "[0-9.]+"),
            (r"[^\d\s]", r"[^0-9\s]"),
            (r"[]\d]", "[]0-9]"),
            (r"[^]\d]\d", "[^]0-9][0-9]"),
            (r"[[:alpha:]\d]\d", "[[:alpha:]0-9][0-9]"),
            (r"\\d\[\d", r"\\d\[[0-9]"),
            (r"\p{L}\d", r"\p{L}[0-9]"),
        ] {
            assert_eq!(ascii_digits(pattern), expected, "{pattern}");
        }
        let re = Re::new(r"^art\.\s*(\d+)$").expect("test pattern");
        assert!(re.is_match("art. 24"));
        // Arabic-Indic and fullwidth digits are not citation numbers.
        assert!(!re.is_match("art. \u{0662}\u{0664}"));
        assert!(!re.is_match("art. \u{FF12}\u{FF14}"));
    }

    /// A worker thread of a pool searches a copy of its own, the same one each time; a thread
    /// outside any pool searches the original. Both answer the same.
    #[test]
    fn each_worker_thread_keeps_its_own_copy() {
        let re = Re::new(r"(?i)\bley\s+(\d+)/(\d{4})\b").expect("test pattern");
        let original: *const Regex = re.strict.get();
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("test pool");
        let copies: Vec<(usize, usize, bool)> = pool.broadcast(|_| {
            let first: *const Regex = re.strict.get();
            let again: *const Regex = re.strict.get();
            let same_answer = re
                .captures("según la Ley 7/1985, de 2 de abril")
                .and_then(|c| c.get(1))
                .is_some_and(|m| m.as_str() == "7");
            (first as usize, again as usize, same_answer)
        });
        assert_eq!(copies.len(), 2);
        for (first, again, same_answer) in &copies {
            assert_eq!(first, again);
            assert_ne!(*first, original as usize);
            assert!(same_answer);
        }
        assert_ne!(copies[0].0, copies[1].0);
        assert_eq!(re.strict.get() as *const Regex, original);
    }

    #[test]
    fn word_boundaries_are_stripped_and_escaped_backslashes_kept() {
        for (pattern, wide) in [
            (r"(?i)\bley\b", r"(?i)ley"),
            (r"^\s+de\s+(\d{4})\b", r"^\s+de\s+(\d{4})"),
            (r"a\\b", r"a\\b"),
            (r"a\\\bc", r"a\\c"),
            (r"\Bx", r"\Bx"),
            (r"x\", r"x\"),
        ] {
            assert_eq!(without_word_boundaries(pattern), wide, "{pattern}");
        }
    }

    #[test]
    fn re_answers_exactly_as_the_strict_pattern() {
        let patterns = [
            r"(?i)^(?:y|e)\b\s*(\d+)",
            r"(?i)\bde\s+(?:andaluc[ií]a|madrid)\b",
            r"^[\s,]*(\d{1,2})/(\d{1,2})",
        ];
        let haystacks = [
            "y 24",
            "y24",
            "yá 24",
            "e 7",
            "ye 7",
            "Ley de Andalucía",
            "Ley de Andalucíaña",
            "ley de madridño",
            "  12/10",
            "x 12/10",
            "",
            "ñ",
        ];
        for p in patterns {
            let strict = Regex::new(p).expect("test pattern");
            let re = Re::new(p).expect("test pattern");
            for h in haystacks {
                assert_eq!(re.is_match(h), strict.is_match(h), "{p} on {h:?}");
                assert_eq!(
                    re.find(h).map(|m| m.range()),
                    strict.find(h).map(|m| m.range()),
                    "{p} on {h:?}"
                );
                let spans = |c: Option<Captures<'_>>| {
                    c.map(|c| c.iter().map(|m| m.map(|m| m.range())).collect::<Vec<_>>())
                };
                assert_eq!(
                    spans(re.captures(h)),
                    spans(strict.captures(h)),
                    "{p} on {h:?}"
                );
            }
        }
    }

    /// Patterns of the shapes the extractor uses: anchored and not, case-blind, Unicode
    /// classes, bounded and lazy repetitions, alternations sharing a prefix, `$`, `\b`.
    const LEAD_PATTERNS: [&str; 10] = [
        r"(?i)^\s*(?:a|al|hasta(?:\s+el)?|-|–)\s*",
        r"(?i)^(?:art[íi]culos?|arts?\.?)\s*\d{1,3}-\d{1,3}[\w.)º°ª]*",
        r"(?i)^[\s,;]*(?:(?:de|en|por)\s+)?(?:la\s+)?sala\s+(?:de\s+lo\s+)?(civil|penal)\b",
        r"^\s*,\s*(?:\*{1,2}((?:[A-ZÁÉÍÓÚÑ]|[a-z]{1,4}[A-Z])[^*\n«»“”]{0,40}?)\*{1,2})",
        r"^\(?((?:1[5-9]|20)\d{2})\)?\.?$",
        r"(?i)^(?:C[oó]nst[ií]t[uúü]c[ií][oó]n)\b",
        r"^[\s,;]*(?:y|e)\s+",
        r"(?i)\bde\s+(?:andaluc[ií]a|madrid)\b",
        r"(?m)^\s*ley",
        r"^\s*",
    ];

    #[test]
    fn a_lead_is_built_for_anchored_patterns_that_can_fail_early() {
        let lead = |p: &str| Lead::new(&without_word_boundaries(&ascii_digits(p)));
        // Rejected on the first bytes that leave the pattern.
        let range = lead(LEAD_PATTERNS[0]).expect("anchored, can fail");
        assert!(range.rejects(" de la Ley 1/2000"));
        assert!(range.rejects("de"));
        assert!(!range.rejects(" a 12"));
        assert!(!range.rejects(" hasta el 12"));
        assert!(!range.rejects("\u{a0}–\u{a0}12"));
        // A haystack that ends before the walk does is left to the search.
        assert!(!range.rejects(" "));
        assert!(!range.rejects(""));
        let regional = lead(LEAD_PATTERNS[1]).expect("anchored, can fail");
        assert!(regional.rejects("art. 24 de la LEC"));
        assert!(!regional.rejects("art. 451-17 CCCat"));
        assert!(regional.rejects("ARTÍCULOS 2, 3"));
        // Patterns not anchored at the start, or matching the empty string, get none.
        assert!(lead(LEAD_PATTERNS[7]).is_none());
        assert!(lead(LEAD_PATTERNS[8]).is_none());
        assert!(lead(LEAD_PATTERNS[9]).is_none());
    }

    /// Turns every pattern's table of first states off, for the test below (the tables are
    /// exact, so other tests running meanwhile give the same answers either way).
    pub(crate) static LEADS_OFF: std::sync::atomic::AtomicBool =
        std::sync::atomic::AtomicBool::new(false);

    /// How many answers of shape functions [`Re::read`] has checked against the capture
    /// search (in tests it checks every one).
    pub(crate) static SHAPES_CHECKED: std::sync::atomic::AtomicUsize =
        std::sync::atomic::AtomicUsize::new(0);

    /// The fixture briefs that read as UTF-8 (one in `eval_step` of the held-out ones), with
    /// their paths: a brief in Windows-1252 is left to the tests of ingestion.
    fn fixture_briefs(eval_step: usize) -> Vec<(std::path::PathBuf, String)> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
        let mut paths: Vec<std::path::PathBuf> = Vec::new();
        for dir in ["briefs", "briefs_eval"] {
            let mut found: Vec<_> = std::fs::read_dir(root.join(dir))
                .expect("fixture briefs")
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    p.extension().is_some_and(|x| x == "md" || x == "txt")
                        && p.file_name().is_some_and(|n| n != "README.md")
                })
                .collect();
            found.sort();
            let step = if dir == "briefs" { 1 } else { eval_step };
            paths.extend(found.into_iter().step_by(step));
        }
        paths
            .into_iter()
            .filter_map(|p| Some((p.clone(), std::fs::read_to_string(&p).ok()?)))
            .collect()
    }

    /// `text` rewritten line by line: upper case, accents dropped, no-break spaces, broken
    /// lines.
    fn rewritten(text: &str) -> String {
        text.split_inclusive('\n')
            .enumerate()
            .map(|(i, line)| match i % 4 {
                0 => line.to_uppercase(),
                1 => fold(line),
                2 => line.replace(' ', "\u{a0}"),
                _ => line.replacen(' ', "\n", 2),
            })
            .collect()
    }

    #[test]
    fn every_shape_reads_what_the_capture_search_reads_on_every_brief() {
        // In tests, `Re::read` checks every answer of a shape against the capture search and
        // panics where they differ: the extractor is run over every fixture and held-out
        // brief, and a rewritten copy of each.
        let before = SHAPES_CHECKED.load(std::sync::atomic::Ordering::Relaxed);
        let briefs = fixture_briefs(1);
        assert!(briefs.len() > 150, "only {} briefs read", briefs.len());
        for (_, text) in &briefs {
            for text in [text.clone(), rewritten(text)] {
                drop(super::super::extract(&text));
            }
        }
        let checked = SHAPES_CHECKED.load(std::sync::atomic::Ordering::Relaxed) - before;
        assert!(checked > 10_000, "only {checked} answers of shapes checked");
    }

    /// Every pattern of the extractor, on real briefs and on the same briefs rewritten (upper
    /// case, accents dropped, no-break spaces, broken lines): the citations found are the
    /// same with the tables of first states as without them.
    #[test]
    fn the_extractor_finds_the_same_with_and_without_the_tables_of_first_states() {
        // Every brief of the three dense ones, one in eight of the others.
        let briefs = fixture_briefs(8);
        let run = |text: &str| {
            let found = super::super::extract(text);
            (
                serde_json::to_string(&found.citas).expect("citations serialize"),
                serde_json::to_string(&found.no_soportadas).expect("unsupported serialize"),
            )
        };
        assert!(briefs.len() > 10, "only {} briefs read", briefs.len());
        for (path, text) in &briefs {
            for text in [text.clone(), rewritten(text)] {
                LEADS_OFF.store(true, std::sync::atomic::Ordering::Relaxed);
                let without = run(&text);
                LEADS_OFF.store(false, std::sync::atomic::Ordering::Relaxed);
                let with = run(&text);
                assert!(with == without, "{}", path.display());
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn re_with_its_lead_answers_exactly_as_the_strict_pattern(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\u{a0}", "\n", ",", ";", "(", ")", "*", ".", "-", "–", "º", "y", "e",
                    "a", "al", "hasta", "el", "de", "la", "en", "sala", "Sala", "SALA", "civil",
                    "art", "art.", "Artículo", "arts", "451", "17", "24", "1999", "2021", "C",
                    "Constitución", "CONSTITUCIÓN", "ü", "Ñ", "x", "K", "ſ", "«", "“", "ley",
                ]),
                0..12,
            )
        ) {
            let h: String = pieces.concat();
            for p in LEAD_PATTERNS {
                let strict = Regex::new(&ascii_digits(p)).expect("test pattern");
                let re = Re::new(p).expect("test pattern");
                proptest::prop_assert_eq!(re.is_match(&h), strict.is_match(&h), "{} on {:?}", p, h);
                proptest::prop_assert_eq!(
                    re.find(&h).map(|m| m.range()),
                    strict.find(&h).map(|m| m.range()),
                    "{} on {:?}", p, h
                );
                let spans = |c: Option<Captures<'_>>| {
                    c.map(|c| c.iter().map(|m| m.map(|m| m.range())).collect::<Vec<_>>())
                };
                proptest::prop_assert_eq!(
                    spans(re.captures(&h)),
                    spans(strict.captures(&h)),
                    "{} on {:?}", p, h
                );
                if let Some(lead) = &re.lead {
                    proptest::prop_assert!(!lead.rejects(&h) || !strict.is_match(&h));
                }
            }
        }
    }

    #[test]
    fn read_takes_the_groups_from_the_shape_or_from_the_capture_search() {
        let re = Re::new(r"^\s*(?P<n>\d+)\s*/\s*(\d{4})").expect("test pattern");
        let groups = [G::Named("n"), G::At(2)];
        let by_shape = |m: &str| {
            let (before, y) = split_trailing_digits(m);
            let (head, n) = split_trailing_digits(before.trim_end().strip_suffix('/')?.trim_end());
            Some([
                Some(head.len()..head.len() + n.len()),
                Some(m.len() - y.len()..m.len()),
            ])
        };
        let h = "  12 / 2020 y más";
        let read = re.read(h, groups, by_shape).expect("a match");
        assert_eq!(
            (read.get(0), read.get(1), read.end()),
            (Some("12"), Some("2020"), 11)
        );
        assert_eq!(shape_agrees(&re, groups, by_shape, h), Ok(true));
        // A shape that cannot tell leaves the groups to the capture search.
        let read = re.read(h, groups, |_| None).expect("a match");
        assert_eq!(
            (read.get(0), read.get(1), read.whole()),
            (Some("12"), Some("2020"), "  12 / 2020")
        );
        assert_eq!(shape_agrees(&re, groups, |_| None, h), Ok(false));
        assert!(re.read("sin número", groups, by_shape).is_none());
        assert!(re.read_if(false, h, groups, by_shape).is_none());
        // A shape that reads wrong is caught.
        let wrong = |m: &str| Some([Some(0..m.len()), None]);
        assert!(shape_agrees(&re, groups, wrong, h).is_err());
    }

    #[test]
    #[should_panic(expected = "read other groups than the capture search")]
    fn a_shape_that_reads_other_groups_than_the_capture_search_is_caught_in_tests() {
        let re = Re::new(r"^(\d+)/(\d+)").expect("test pattern");
        let _ = re.read("12/2020", [G::At(1), G::At(2)], |m: &str| {
            Some([Some(0..2), Some(2..m.len())])
        });
    }

    #[test]
    fn re_set_answers_exactly_as_each_member() {
        let patterns = [
            r"(?i)^(?:y|e)\b\s*(\d+)",
            r"(?i)\bde\s+(?:andaluc[ií]a|madrid)\b",
            r"^[\s,]*(\d{1,2})/(\d{1,2})",
            r"^\s*(ley)",
        ];
        let members: Vec<Re> = patterns
            .iter()
            .map(|p| Re::new(p).expect("test pattern"))
            .collect();
        let set = ReSet::new(&members.iter().collect::<Vec<_>>()).expect("test set");
        for h in [
            "y 24",
            "y24",
            "yá 24",
            "Ley de Andalucía",
            "ley de madridño",
            "  12/10",
            " ley",
            "",
            "ñ",
        ] {
            let may = set.matches(h);
            for (i, re) in members.iter().enumerate() {
                let spans = |c: Option<Captures<'_>>| {
                    c.map(|c| c.iter().map(|m| m.map(|m| m.range())).collect::<Vec<_>>())
                };
                assert_eq!(
                    spans(re.captures_if(may.has(i), h)),
                    spans(re.captures(h)),
                    "{} on {h:?}",
                    patterns[i]
                );
            }
            assert_eq!(
                parse_date_if(DATE_WORDS.may_match(h), DATE_NUMERIC.may_match(h), h),
                parse_date(h)
            );
        }
    }

    #[track_caller]
    fn check_date(s: &str, expected: Option<(Option<i32>, u32, u32)>) {
        let got = parse_date(s).map(|(_, f)| (f.year, f.month, f.day));
        assert_eq!(got, expected, "{s}");
    }

    #[test]
    fn dates_in_words_and_numbers() {
        check_date("de 9 de mayo de 2013", Some((Some(2013), 5, 9)));
        check_date(", de 9 de mayo", Some((None, 5, 9)));
        check_date("12 abril 1998", Some((Some(1998), 4, 12)));
        check_date("de fecha 1.º de julio de 2020", Some((Some(2020), 7, 1)));
        check_date("15/10/2020", Some((Some(2020), 10, 15)));
        check_date("30 de febrero de 2020", Some((Some(2020), 2, 30)));
        check_date("de mayo", None);
        check_date("13/13/2020", None);
    }

    #[test]
    fn case_blind_affixes_agree_with_lowercasing() {
        let words = [
            "la ", "el ", "del ", "al ", "su ", "sus ", "dicho ", "dichos ", "de ", "y",
        ];
        let texts = [
            "según LA ",
            "Según la ",
            "DEL ",
            "ñal ",
            "x",
            "",
            "Dichos ",
            "su",
            "SUS ",
            "İ dicho ",
            "\u{212A}al ",
            "de la",
            "De la ley",
            "DEL art",
            "ſu ",
            "é ",
        ];
        for t in texts {
            for w in words {
                assert_eq!(
                    ends_with_lower(t, w),
                    t.to_lowercase().ends_with(w),
                    "{t:?} {w:?}"
                );
                assert_eq!(
                    starts_with_lower(t, w),
                    t.to_lowercase().starts_with(w),
                    "{t:?} {w:?}"
                );
            }
        }
        for (name, n) in [("MAYO", Some(5)), ("Setiembre", Some(9)), ("mayos", None)] {
            assert_eq!(month_number(name), n, "{name}");
        }
        assert_eq!(squash("  a \n b\t\tc  "), "a b c");
        assert_eq!(squash(""), "");
    }

    #[test]
    fn calendar() {
        assert!(date_exists(2020, 2, 29));
        assert!(!date_exists(2021, 2, 29));
        assert!(!date_exists(2020, 2, 30));
        assert!(!date_exists(2020, 4, 31));
        assert!(date_exists(2000, 2, 29));
        assert!(!date_exists(1900, 2, 29));
    }

    #[test]
    fn paragraph_cut_prefers_a_bare_blank_line() {
        for (s, expected) in [
            ("a\n\nb", Some(1)),
            ("a\r\n\r\nb", Some(2)),
            ("a\n\r\nb\n\nc", Some(5)),
            ("a\nb\n", None),
            ("\n", None),
            ("", None),
            ("\n\r", None),
            ("x\n\r\n", Some(1)),
        ] {
            let old = s.find("\n\n").or_else(|| s.find("\n\r\n"));
            assert_eq!(old, expected, "{s:?}");
            assert_eq!(paragraph_cut(s.as_bytes()), expected, "{s:?}");
        }
    }

    #[test]
    fn windows_stay_on_boundaries() {
        let t = "añoñ\n\nmás";
        assert_eq!(window(t, 0, 2), "a");
        assert_eq!(window(t, 0, 3), "añ");
        assert_eq!(window(t, 0, 100), "añoñ");
        assert_eq!(floor_boundary(t, 2), 1);
        assert!(boundary_before(t, 0));
        assert!(!boundary_after(t, 0));
    }
}
