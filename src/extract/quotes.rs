//! Quoted text (`«…»`, `“…”`, `"…"`) attached to the citation of its sentence.
//!
//! A quote goes to the nearest citation before it in the same sentence; failing that, to the
//! citation its footnote marker (`«…»[^3]`) points at; failing that, to the first citation
//! after it in the same sentence. Several quotes for one citation are joined with ` […] `.

use std::sync::LazyLock;

use super::text::Re;

use super::Extent;

fn re(pattern: &str) -> Re {
    Re::new(pattern).expect("invariant: quote regex compiles")
}

/// A quote: outer span and inner text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Quote {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) inner: String,
}

const MAX_QUOTE: usize = 8000;
const MAX_GAP_BEFORE: usize = 320;
const MAX_GAP_AFTER: usize = 200;

/// Finds the top-level quotes of the text.
#[cfg(test)]
pub(crate) fn find_quotes(text: &str) -> Vec<Quote> {
    find_quotes_in(text, 0..text.len())
}

/// Finds the top-level quotes that open inside `range` of the text, read as if the text
/// began at `range.start` and ended at `range.end`.
///
/// A paragraph break closes every open quote, so when `range` starts right after one (as the
/// extractor's stretches do), the quotes of consecutive ranges are those of the whole text.
pub(crate) fn find_quotes_in(text: &str, range: std::ops::Range<usize>) -> Vec<Quote> {
    let mut out = Vec::new();
    let mut guillemet_depth = 0usize;
    let mut guillemet_start = 0usize;
    let mut curly_depth = 0usize;
    let mut curly_start = 0usize;
    let mut straight_open: Option<usize> = None;
    let mut prev_newline = false;
    let end = range.end.min(text.len());
    let mut i = range.start;
    let bytes = text.as_bytes().get(..end).unwrap_or_default();
    // The next stop of each kind at or after `i` (`end` when there is none): the newline,
    // `"` and the lead byte of `«`/`»` (0xC2) in one search, the lead byte of `“`/`”` (0xE2)
    // in another; each is searched again only once `i` has passed it.
    let find = |from: usize, f: &dyn Fn(&[u8]) -> Option<usize>| {
        bytes.get(from..).and_then(f).map_or(end, |k| from + k)
    };
    let ascii_or_c2 = |h: &[u8]| memchr::memchr3(b'\n', b'"', 0xC2, h);
    let e2 = |h: &[u8]| memchr::memchr(0xE2, h);
    let mut next_a = find(i, &ascii_or_c2);
    let mut next_b = find(i, &e2);
    loop {
        if !prev_newline {
            // Until the next newline or quote mark nothing changes the state: jump there.
            // `"` and `\n` are ASCII; `«`/`»` start with 0xC2 and `“`/`”` with 0xE2, so every
            // stop is a char boundary.
            if next_a < i {
                next_a = find(i, &ascii_or_c2);
            }
            if next_b < i {
                next_b = find(i, &e2);
            }
            i = next_a.min(next_b);
            if i >= end {
                break;
            }
        }
        let Some(c) = text.get(i..end).and_then(|rest| rest.chars().next()) else {
            break;
        };
        let next = i + c.len_utf8();
        let i = std::mem::replace(&mut i, next);
        if c == '\n' {
            if prev_newline {
                guillemet_depth = 0;
                curly_depth = 0;
                straight_open = None;
            }
            prev_newline = true;
            continue;
        }
        if !c.is_whitespace() {
            prev_newline = false;
        }
        match c {
            '«' => {
                if guillemet_depth == 0 && curly_depth == 0 && straight_open.is_none() {
                    guillemet_start = i;
                }
                guillemet_depth += 1;
            }
            '»' if guillemet_depth > 0 => {
                guillemet_depth -= 1;
                if guillemet_depth == 0 && curly_depth == 0 && straight_open.is_none() {
                    push(text, &mut out, guillemet_start, i + c.len_utf8());
                }
            }
            '“' if guillemet_depth == 0 => {
                if curly_depth == 0 && straight_open.is_none() {
                    curly_start = i;
                }
                curly_depth += 1;
            }
            '”' if guillemet_depth == 0 && curly_depth > 0 => {
                curly_depth -= 1;
                if curly_depth == 0 && straight_open.is_none() {
                    push(text, &mut out, curly_start, i + c.len_utf8());
                }
            }
            '"' if guillemet_depth == 0 && curly_depth == 0 => match straight_open {
                Some(s) => {
                    push(text, &mut out, s, i + 1);
                    straight_open = None;
                }
                None => straight_open = Some(i),
            },
            _ => {}
        }
    }
    out
}

fn push(text: &str, out: &mut Vec<Quote>, start: usize, end: usize) {
    if end <= start || end - start > MAX_QUOTE {
        return;
    }
    let Some(outer) = text.get(start..end) else {
        return;
    };
    let mut chars = outer.chars();
    chars.next();
    chars.next_back();
    let inner = chars.as_str().trim();
    let inner: String = inner.split_whitespace().collect::<Vec<_>>().join(" ");
    if inner.split_whitespace().count() < 3 {
        return;
    }
    // `(en adelante, «Reglamento Bruselas II ter» o «RBII ter»)`: a name the brief gives, not
    // words it quotes.
    static NAME_GIVEN: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i)\([^()]{0,60}?\b(?:en\s+adelante|en\s+lo\s+sucesivo)\b[^()]{0,60}$")
    });
    let mut from = start.saturating_sub(120);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    if text.get(from..start).is_some_and(|b| {
        (b.contains("adelante") || b.contains("sucesivo")) && NAME_GIVEN.is_match(b)
    }) {
        return;
    }
    out.push(Quote { start, end, inner });
}

static SENTENCE_BREAK: LazyLock<Re> =
    LazyLock::new(|| re(r#"[.!?]["»”)]?\s+[A-ZÁÉÍÓÚÑ¿¡]|\n\s*\n|\.\s*\n"#));
static FOOTNOTE_REF: LazyLock<Re> =
    LazyLock::new(|| re(r"^[\s.,;]{0,3}\[\^([0-9A-Za-z_-]{1,12})\]"));

/// True when no sentence ends inside `gap`. A period after a title or an abbreviation
/// (`el Sr. Bellver`, `la Dra. Ruiz`, `D. Juan`, `núm. 3`) ends none.
fn same_sentence(gap: &str) -> bool {
    !SENTENCE_BREAK.find_iter(gap).any(|m| {
        !(gap.get(m.start()..).is_some_and(|r| r.starts_with('.'))
            && abbreviation_before(gap, m.start()))
    })
}

/// Words whose period ends no sentence: titles of persons and the abbreviations of citations.
const NON_FINAL: &[&str] = &[
    "sr", "sra", "sres", "sras", "srta", "d", "dª", "dña", "dr", "dra", "excmo", "excma", "ilmo",
    "ilma", "iltre", "art", "arts", "núm", "nº", "apdo", "apdos", "pág", "págs", "p", "pp", "vid",
    "cfr", "ss", "rec", "aprox", "prof", "profa", "lic", "ldo", "lda", "mtro",
];

/// True when the word right before byte `dot` of `s` is one of [`NON_FINAL`] or an initial
/// (one capital letter: `J. García`).
fn abbreviation_before(s: &str, dot: usize) -> bool {
    let before = s.get(..dot).unwrap_or("");
    let word = before
        .rsplit(|c: char| !(c.is_alphanumeric() || c == 'ª' || c == 'º'))
        .next()
        .unwrap_or("");
    let mut chars = word.chars();
    let initial = matches!((chars.next(), chars.next()), (Some(c), None) if c.is_uppercase());
    initial || NON_FINAL.contains(&word.to_lowercase().as_str())
}

/// The quoted texts attached to the hits (sorted by start), of the `quotes` of the text (in
/// text order, as [`find_quotes_in`] finds them): `(hit index, the quotes joined by
/// ` […] `, true when every one of them stands before the hit)`, in the order of the hits,
/// for the hits that got any.
///
/// With `parallel`, the owners of the quotes are looked for on the worker threads (each
/// quote's owner depends only on the text and the hits); the result is the same.
pub(crate) fn attach<H: Extent + Sync>(
    text: &str,
    quotes: Vec<Quote>,
    hits: &[H],
    defs: &NoteDefs<'_>,
    is_decision: impl Fn(usize) -> bool + Sync,
    parallel: bool,
) -> Vec<(usize, String, bool)> {
    let find = |q: &Quote| owner(text, q, hits, defs, &is_decision);
    let owners: Vec<Option<usize>> = if parallel {
        use rayon::prelude::*;
        quotes.par_iter().with_min_len(1024).map(find).collect()
    } else {
        quotes.iter().map(find).collect()
    };
    // A few quotes per thousand hits: gathered by owner, not in a slot per hit. The sort is
    // stable, so each hit's quotes stay in text order.
    let mut owned: Vec<(usize, Quote)> = owners
        .into_iter()
        .zip(quotes)
        .filter_map(|(o, q)| o.filter(|&i| i < hits.len()).map(|i| (i, q)))
        .collect();
    owned.sort_by_key(|(i, _)| *i);
    let mut out: Vec<(usize, String, bool)> = Vec::new();
    for (i, q) in owned {
        let before = hits.get(i).is_some_and(|h| h.start() >= q.end);
        match out.last_mut() {
            Some((last, joined, all_before)) if *last == i => {
                joined.push_str(" […] ");
                joined.push_str(&q.inner);
                *all_before &= before;
            }
            _ => out.push((i, q.inner, before)),
        }
    }
    out
}

/// The hit (an index into `hits`, sorted by start) that quote `q` belongs to, if any.
fn owner<H: Extent>(
    text: &str,
    q: &Quote,
    hits: &[H],
    defs: &NoteDefs<'_>,
    is_decision: &impl Fn(usize) -> bool,
) -> Option<usize> {
    if super::contained_in_any(hits, q.start, q.end) {
        return None;
    }
    // Hits are sorted and disjoint: the nearest one ending before the quote is among the
    // last two starting before it; the first one after it starts at `after`.
    let idx = hits.partition_point(|h| h.start() <= q.start);
    let before = (idx.saturating_sub(2)..idx)
        .rev()
        .find(|&i| hits.get(i).is_some_and(|h| h.end() <= q.start))
        .filter(|&i| {
            hits.get(i).is_some_and(|h| {
                q.start - h.end() <= MAX_GAP_BEFORE
                    && text.get(h.end()..q.start).is_some_and(same_sentence)
            })
        });
    // `…, con cita de la STS 102/2017, FD 2.º: «…»`: a quote right after the citation
    // (a colon at most between them) is that citation's own.
    let before = before.map(|i| {
        let right_after = hits
            .get(i)
            .and_then(|h| text.get(h.end()..q.start))
            .is_some_and(|g| matches!(g.trim(), "" | ":" | ","));
        if right_after {
            i
        } else {
            nested_owner(text, hits, i).unwrap_or(i)
        }
    });
    // `La sentencia de Pleno 769/2014 interpretó el precepto conforme a la realidad
    // social (art. 3.1 CC) y declaró que «…»`: a citation set aside in the sentence of
    // another does not own the quote after it; the one it stands in does.
    let nearest_end = before.and_then(|i| hits.get(i)).map(Extent::end);
    let before = before.map(|i| owner_past_asides(text, hits, i, q.start).unwrap_or(i));
    // `la sentencia Asturcom … calificó el art. 6 de la Directiva 93/13 como «…»`: the
    // words a judgment used of the provision it speaks of are the judgment's.
    let before = before.map(|i| {
        nearest_end
            .and_then(|from| judgment_speaking_of(text, hits, i, from, q.start, is_decision))
            .unwrap_or(i)
    });
    let after = hits.partition_point(|h| h.start() < q.end);
    // `el concepto de «circulación de vehículos» del art. 3 de la Directiva`: a term
    // quoted from the provision cited right after it.
    let term_of_next = hits
        .get(after)
        .filter(|h| {
            text.get(q.end..h.start())
                .is_some_and(|g| TERM_OF.is_match(g))
        })
        .map(|_| after);
    term_of_next
        .or(before)
        .or_else(|| footnote_target(text, q, hits, defs))
        .or_else(|| {
            hits.get(after)
                .filter(|h| {
                    h.start() - q.end <= MAX_GAP_AFTER
                        && text.get(q.end..h.start()).is_some_and(same_sentence)
                })
                .map(|_| after)
        })
        .or_else(|| pinpointed_owner(text, hits, q))
}

/// When hit `i`, the nearest before a quote at `q_start`, is a provision that the decision
/// cited right before it in the same sentence qualifies (`calificó el art. 6 … como «…»`,
/// `declaró … que el antiguo art. 81 CE —hoy art. 101 TFUE— es una «…»`), that decision.
fn judgment_speaking_of<H: Extent>(
    text: &str,
    hits: &[H],
    i: usize,
    nearest_end: usize,
    q_start: usize,
    is_decision: &impl Fn(usize) -> bool,
) -> Option<usize> {
    // What the decision says of the provision: `como`, `es (una)`, `constituye`, `en el
    // sentido de que`, with no verb of the provision's own (`que dispone`) before the quote.
    static PREDICATE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^[^«»“”.;]{0,140}?\b(?:como|es|era|son|eran|constituye|constituyen|supone|suponen|en\s+el\s+sentido\s+de\s+que)\s+(?:una?\s+|la\s+|el\s+|las\s+|los\s+)?$",
        )
    });
    static PROVISION_SPEAKS: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:dispone|dispon[ií]a|establece|establec[ií]a|prev[eé]|dice|dec[ií]a|reza|preceptúa|señala|según\s+(?:el|la)\s+cual)\b",
        )
    });
    if is_decision(i) {
        return None;
    }
    let h = hits.get(i)?;
    let gap = text.get(nearest_end..q_start)?;
    if !PREDICATE.is_match(gap) || PROVISION_SPEAKS.is_match(gap) {
        return None;
    }
    // The decision is the hit before, or the one before an aside (`—hoy art. 101 TFUE—`).
    let mut j = i.checked_sub(1)?;
    if !is_decision(j) {
        j = j.checked_sub(1)?;
    }
    let d = hits.get(j)?;
    if !is_decision(j) || d.end() > h.start() {
        return None;
    }
    let between = text.get(d.end()..h.start())?;
    (between.len() <= 120 && same_sentence(between) && !PROVISION_SPEAKS.is_match(between))
        .then_some(j)
}

/// How far before a quote with a pinpoint of its own the citation it quotes may stand.
const MAX_GAP_PINPOINT: usize = 700;

/// `La cuestión quedó resuelta por la sentencia … EU:C:2015:148. Dada la vulnerabilidad de
/// los pacientes, «…» (apartado 39)`: a quote whose pinpoint follows it, with no citation in
/// its sentence, quotes the citation named last in its paragraph.
fn pinpointed_owner<H: Extent>(text: &str, hits: &[H], q: &Quote) -> Option<usize> {
    static PINPOINT: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\s*\((?:apartados?|apdos?\.|ap\.|§§?|p[aá]rrafos?|(?-i:FJ|F\.\s?J\.)|fundamentos?\s+jur[ií]dicos?|considerandos?)\s*[0-9]",
        )
    });
    if !PINPOINT.is_match(text.get(q.end..)?) {
        return None;
    }
    let idx = hits
        .partition_point(|h| h.end() <= q.start)
        .checked_sub(1)?;
    let h = hits.get(idx)?;
    let gap = text.get(h.end()..q.start)?;
    (q.start - h.end() <= MAX_GAP_PINPOINT && super::text::paragraph_cut(gap.as_bytes()).is_none())
        .then_some(idx)
}

/// How far before a quote the citation whose sentence an aside interrupts may stand.
const MAX_GAP_PAST_ASIDE: usize = 600;

/// `(art. 3.1 CC)`, `—hoy art. 101 TFUE—`, `, de acuerdo con el art. 13 de la Directiva,`,
/// `, que transpone el art. 15.1.a) de la Directiva …,`: a citation set aside.
fn is_aside<H: Extent>(text: &str, h: &H) -> bool {
    static ASIDE_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:\(\s*(?:v[eé]ase\s+|vid\.\s+|(?:antes|antiguo|antigua|anterior|hoy|actual|actualmente)\s*,?\s+|cfr\.\s+|cf\.\s+|en\s+relaci[oó]n\s+con\s+|conforme\s+al?\s+|ex\s+|en\s+la\s+redacci[oó]n\s+dada\s+por\s+|(?:en\s+su\s+|en\s+la\s+)?redacci[oó]n\s+(?:anterior|previa|posterior)\s+a\s+|seg[uú]n\s+(?:la\s+)?redacci[oó]n\s+(?:dada\s+por|de)\s+|modificad[oa]\s+por\s+|introducid[oa]\s+por\s+|redactad[oa]\s+por\s+|tras\s+la\s+reforma\s+(?:de|por)\s+)?(?:(?:el|la|los|las)\s+)?|[—–]\s*(?:hoy|actual|actualmente|ahora|antes|antiguo|antigua)?\s*(?:(?:el|la|los|las)\s+)?|,\s*(?:de\s+acuerdo\s+con|conforme\s+a|en\s+relaci[oó]n\s+con|en\s+consonancia\s+con|en\s+l[ií]nea\s+con|que\s+transpone|que\s+traspone|que\s+transpuso|que\s+traspuso|que\s+incorpor[oó]|que\s+desarrolla|y\s+(?:despu[eé]s|luego|posteriormente|m[aá]s\s+tarde)\s+por|que\s+reproduce|introducid[oa]\s+por|modificad[oa]\s+por|en\s+(?:la|su)\s+redacci[oó]n\s+(?:dada\s+por|de)|tras\s+la\s+reforma\s+de|a\s+tenor\s+de|en\s+virtud\s+de|al\s+amparo\s+de)\s+(?:(?:el|la|los|las|lo\s+dispuesto\s+en\s+el|lo\s+previsto\s+en\s+el)\s+)?)$",
        )
    });
    let start = h.start();
    let before = text
        .get(super::text::floor_boundary(text, start.saturating_sub(60))..start)
        .unwrap_or("");
    let Some(m) = ASIDE_BEFORE.find(before) else {
        return false;
    };
    let after = text.get(h.end()..).unwrap_or("").trim_start();
    let after = after
        .strip_prefix("[^")
        .and_then(|r| r.find(']').and_then(|i| r.get(i + 1..)))
        .unwrap_or(after)
        .trim_start();
    let closed = match m.as_str().trim_start().chars().next() {
        Some('(') => after.strip_prefix(')'),
        Some('—' | '–') => after.strip_prefix(['—', '–']),
        Some(',') => after.strip_prefix(','),
        _ => None,
    };
    // `…, conforme a la disposición final primera de la LORPM, según la cual «…»`: what
    // follows speaks of the citation itself, which is no aside then.
    static SPOKEN_OF: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^[\s,]*(?:seg[uú]n\s+(?:el|la|los|las)\s+cual(?:es)?|conforme\s+(?:al|a\s+la|a\s+los|a\s+las)\s+cual(?:es)?|a\s+cuyo\s+tenor|cuy[oa]s?\s|que\s+(?:dispone|establece|dice|señala|prevé|preve|exige|impone|declara|afirma|recoge)|el\s+cual|la\s+cual|donde\s+se\s+lee)",
        )
    });
    closed.is_some_and(|rest| !SPOKEN_OF.is_match(rest))
}

/// When hit `i`, the nearest before a quote at `q_start`, is an aside, the nearest hit before
/// it in the same sentence that is not one.
fn owner_past_asides<H: Extent>(text: &str, hits: &[H], i: usize, q_start: usize) -> Option<usize> {
    let mut j = i;
    let mut skipped = false;
    while let Some(h) = hits.get(j) {
        if !is_aside(text, h) {
            break;
        }
        skipped = true;
        j = j.checked_sub(1)?;
    }
    let owner = hits.get(j)?;
    (skipped
        && owner.end() <= q_start
        && q_start - owner.end() <= MAX_GAP_PAST_ASIDE
        && text.get(owner.end()..q_start).is_some_and(same_sentence))
    .then_some(j)
}

/// `La STS 146/2025, con cita de la STS de 7 de noviembre de 2019, afirma que «…»`: the
/// quote is the first judgment's, the second is only cited inside it.
static NESTED: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,()]*(?:con\s+cita\s+de|que\s+cita|citando|que\s+reitera|siguiendo|con\s+remisi[oó]n\s+a|remitiendo\s+a|que\s+remite\s+a|en\s+la\s+l[ií]nea\s+de|que\s+confirm[oóa]|confirmando|que\s+revoc[oóa]|revocando|que\s+cas[oóa]|casando|que\s+anul[oóa]|anulando|que\s+desestim[oóa]|que\s+estim[oóa]|que\s+resolvi[oó]|que\s+resuelve)\s+(?:(?:a\s+)?(?:la|las|el|los|su|sus)\s+)?$",
    )
});

/// What may stand between a quote and the citation right after it that owns it: `del`
/// (a term of that provision) or an opening parenthesis (`«…» (art. 4.2 de la Directiva)`).
static TERM_OF: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?:del|de\s+la|de\s+los|de\s+las|en\s+el\s+sentido\s+del|\(|(?:a\s+(?:la|lo|los|las)\s+|al\s+|a\s+)?(?:que|cual|cuales)\s+(?:se\s+refieren?|alude|aluden|hace\s+referencia|remite|se\s+remite)\s+(?:el|la|los|las)|(?:que|como)\s+(?:prev[eé]n?|recogen?|contemplan?|exigen?|emplean?|utilizan?|usan?|dice|dicen|define|definen)\s+(?:el|la|los|las)|(?:previst[oa]s?|recogid[oa]s?|contemplad[oa]s?|definid[oa]s?|regulad[oa]s?|enunciad[oa]s?|mencionad[oa]s?)\s+(?:en|por)\s+(?:el|la|los|las))\s*$",
    )
});

/// The hit that owns a quote attributed to hit `i`, when `i` is cited inside it.
fn nested_owner<H: Extent>(text: &str, hits: &[H], i: usize) -> Option<usize> {
    let prev = hits.get(i.checked_sub(1)?)?;
    let cur = hits.get(i)?;
    let gap = text.get(prev.end()..cur.start())?;
    NESTED.is_match(gap).then_some(i - 1)
}

/// Where each footnote is defined (`[^label]:`), by label, positions in text order: found
/// in one pass, so that many quotes with note marks cost no more than one.
#[derive(Debug, Default)]
pub(crate) struct NoteDefs<'t> {
    by_label: std::collections::HashMap<&'t str, Vec<usize>>,
}

impl<'t> NoteDefs<'t> {
    #[cfg(test)]
    pub(crate) fn new(text: &'t str) -> NoteDefs<'t> {
        NoteDefs::at(text, note_defs_in(text, 0..text.len()))
    }

    /// The definitions at `positions` (in text order, as [`note_defs_in`] finds them).
    pub(crate) fn at(text: &'t str, positions: impl IntoIterator<Item = usize>) -> NoteDefs<'t> {
        let mut by_label: std::collections::HashMap<&'t str, Vec<usize>> =
            std::collections::HashMap::new();
        for at in positions {
            if let Some(label) = note_label_at(text, at) {
                by_label.entry(label).or_default().push(at);
            }
        }
        NoteDefs { by_label }
    }

    /// The first definition of `label` at or after `from`.
    fn after(&self, label: &str, from: usize) -> Option<usize> {
        let defs = self.by_label.get(label)?;
        defs.get(defs.partition_point(|&p| p < from)).copied()
    }
}

/// Where the footnote definitions (`[^label]:`) that start in `range` stand, in order.
pub(crate) fn note_defs_in(text: &str, range: std::ops::Range<usize>) -> Vec<usize> {
    // One byte past the end: a `[^` that starts on the last byte of the range is its own.
    let end = range.end.saturating_add(1).min(text.len());
    let Some(hay) = text.as_bytes().get(range.start..end) else {
        return Vec::new();
    };
    memchr::memmem::find_iter(hay, b"[^")
        .map(|k| range.start + k)
        .filter(|&at| at < range.end && note_label_at(text, at).is_some())
        .collect()
}

/// The label of the footnote definition (`[^label]:`) at `at`, if one starts there.
fn note_label_at(text: &str, at: usize) -> Option<&str> {
    let rest = text.get(at..)?.strip_prefix("[^")?;
    let close = rest.get(..14).unwrap_or(rest).find("]:")?;
    let label = rest.get(..close)?;
    let valid = (1..=12).contains(&label.len())
        && label
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    valid.then_some(label)
}

fn footnote_target<H: Extent>(
    text: &str,
    q: &Quote,
    hits: &[H],
    defs: &NoteDefs<'_>,
) -> Option<usize> {
    let after = text.get(q.end..)?;
    let c = FOOTNOTE_REF.captures(after)?;
    // `…mejorarse».\n\n[^4]: Véanse …`: the definition of the next note, not a marker.
    if after.get(c.get(0)?.end()..)?.starts_with(':') {
        return None;
    }
    let label = c.get(1)?.as_str();
    // The definition follows its marker (markdown footnotes are defined after use).
    let def_pos = defs.after(label, q.end)?;
    let def_end = text
        .get(def_pos..)?
        .find('\n')
        .map_or(text.len(), |i| def_pos + i);
    let first = hits.partition_point(|h| h.start() < def_pos);
    hits.get(first)
        .filter(|h| h.start() < def_end)
        .map(|_| first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_nested_and_straight_quotes() {
        let t = "dice «el que por acción u omisión “causa” daño» y \"otra cita larga aquí\" y «no»";
        let q = find_quotes(t);
        assert_eq!(q.len(), 2);
        assert_eq!(q[0].inner, "el que por acción u omisión “causa” daño");
        assert_eq!(q[1].inner, "otra cita larga aquí");
    }

    #[test]
    fn note_definitions_are_indexed_once_by_label() {
        let t =
            "a «x»[^1] b [^1]: uno\n[^n-2]: dos\n[^1]: otra vez\n[^]: no [^demasiado_largo_1]: no";
        let defs = NoteDefs::new(t);
        let first = t.find("[^1]:").expect("defined");
        let again = t.rfind("[^1]:").expect("defined twice");
        assert_eq!(defs.after("1", 0), Some(first));
        assert_eq!(defs.after("1", first + 1), Some(again));
        assert_eq!(defs.after("1", again + 1), None);
        assert_eq!(defs.after("n-2", 0), t.find("[^n-2]:"));
        assert_eq!(defs.after("", 0), None);
        assert_eq!(defs.after("demasiado_largo_1", 0), None);
        // The marker itself (`[^1]` without a colon) is not a definition.
        assert!(
            defs.after("1", 0)
                .is_some_and(|p| p > t.find("[^1]").unwrap_or(0))
        );
    }

    /// The quotes of the stretches a text is cut into after its paragraph breaks, one after
    /// another, are those of the whole text.
    #[test]
    fn quotes_of_stretches_cut_after_paragraph_breaks_are_the_text_s() {
        let text = "«una cita que\n\nno cierra» y “otra cita que sí”\n\n  \n\"cita recta de prueba\" y «abre aquí\n\n«otra más, ya cerrada» fin\n\n“sin cerrar nunca jamás\n\n«última cita del texto»";
        let whole = find_quotes(text);
        assert_eq!(whole.len(), 4);
        let mut cuts: Vec<usize> = text.match_indices("\n\n").map(|(i, _)| i + 2).collect();
        cuts.insert(0, 0);
        cuts.push(text.len());
        for every in 1..cuts.len() {
            let starts: Vec<usize> = cuts.iter().copied().step_by(every).collect();
            let mut pieces = Vec::new();
            for (k, &start) in starts.iter().enumerate() {
                let end = starts.get(k + 1).copied().unwrap_or(text.len());
                pieces.extend(find_quotes_in(text, start..end));
            }
            assert_eq!(pieces, whole, "stretches every {every} paragraph breaks");
        }
    }

    #[test]
    fn unterminated_quote_is_ignored() {
        assert!(find_quotes("«sin cerrar nunca\n\nfin»").is_empty());
    }

    #[test]
    fn paragraph_breaks_close_open_quotes() {
        for (text, expected) in [
            // A line holding only spaces is still a blank line.
            (
                "«una cita que\n  \nno cierra» y «otra cita que sí»",
                vec!["otra cita que sí"],
            ),
            // Text right after a newline keeps the quote open.
            (
                "«una cita\nque sigue aquí»",
                vec!["una cita que sigue aquí"],
            ),
            // A non-breaking space is whitespace too.
            (
                "“una cita\n\u{a0}\nrota” y “otra cita que sí”",
                vec!["otra cita que sí"],
            ),
            (
                "\n\n\"cita recta de prueba\" fin",
                vec!["cita recta de prueba"],
            ),
            ("sin comillas\n\n", vec![]),
        ] {
            let got: Vec<String> = find_quotes(text).into_iter().map(|q| q.inner).collect();
            assert_eq!(got, expected, "{text:?}");
        }
    }
}
