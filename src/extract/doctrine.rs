//! Doctrine: books and journal articles cited as `SURNAME, N., Title, Publisher, Place, Year,
//! p. 123` (and the variants: co-authors, `(dir.)`, «article», `en Revista…`, `núm.`, `vol.`).
//!
//! Only lines that carry a year and a page, publisher or journal marker are looked at.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

use super::text::{G, Re, Shape, digits_shape};

use super::norms::fold;
use super::{Draft, Hit};
use crate::model::Fuente;

fn re(p: &str) -> Re {
    Re::new(p).expect("invariant: doctrine regex compiles")
}

/// An author (`SURNAMES, Initials`, the surnames in capitals or in title case) and an author
/// with the surnames in capitals only, as patterns.
fn author_patterns() -> (String, String) {
    let up = r"[A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ][A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ'’\-‑‐]+";
    let surn_up = format!(
        r"{up}(?:\s+(?:(?:DE\s+LA|DE\s+LOS|DEL|DE|Y|I|de\s+la|de\s+los|del|de|y|i)\s+)?{up}){{0,3}}"
    );
    let tc = r"[A-ZÁÉÍÓÚÑÀÈÒÇ][a-záéíóúñüàèìòùçï'’]+(?:-[A-ZÁÉÍÓÚÑÀÈÒÇ][a-záéíóúñüàèìòùçï]+)?";
    let surn_tc = format!(r"{tc}(?:\s+(?:(?:de\s+la|de\s+los|del|de|y|i)\s+)?{tc}){{0,2}}");
    // Initials may follow one another without a space (`T.R.`, `J.Mª.`).
    let given = r"[A-ZÁÉÍÓÚÑ](?:\.|[a-záéíóúñü]+)(?:\s*ª|\.ª)?(?:[\s-]*[A-ZÁÉÍÓÚÑ]\.(?:\s*ª|\.ª)?|[\s-]+(?:[A-ZÁÉÍÓÚÑ](?:\.|[a-záéíóúñü]+)(?:\s*ª|\.ª)?|de\s+la|del|de)){0,3}";
    (
        format!(r"(?:{surn_up}|{surn_tc}),\s*{given}"),
        format!(r"{surn_up},\s*{given}"),
    )
}

static RE_AUTHORS: LazyLock<Re> = LazyLock::new(|| {
    let (author, author_up) = author_patterns();
    re(&format!(
        r"(?:^|[\s(\[>*_“«:])(?P<a>{author}(?:\s*(?:;|\sy\s|\se\s|/|–)\s*{author}|\s*,\s*{author_up}){{0,5}}(?:\s*,?\s*(?:[*_]?et\s+al\.[*_]?|y\s+otros))?(?:\s*\((?:dir|dirs|coord|coords|ed|eds|dtor|dtora|dtores)\.?\))?)\s*[,:.]\s*"
    ))
});
/// The group `a` of a match of [`RE_AUTHORS`], read from its text: the authors begin with a
/// capital, after the one space or mark the match may start with, and end before the closing
/// `,`, `:` or `.` and the spaces around it (they end in no space).
fn authors_shape(m: &str) -> Option<Shape<1>> {
    let start = match m.chars().next()? {
        c if c.is_whitespace() || "([>*_“«:".contains(c) => c.len_utf8(),
        _ => 0,
    };
    let end = m.trim_end().strip_suffix([',', ':', '.'])?.trim_end().len();
    (start < end).then_some([Some(start..end)])
}

/// The authors of an author–date reference, right before its year in parentheses
/// (`MUÑOZ CONDE, F. (2023).`, `GARCÍA, E. & FERNÁNDEZ, T.-R. (2020).`).
static RE_AUTHORS_BEFORE_YEAR: LazyLock<Re> = LazyLock::new(|| {
    let (author, author_up) = author_patterns();
    re(&format!(
        r"(?:^|[\s(\[>*_“«:;])(?P<a>{author}(?:\s*(?:;|\sy\s|\se\s|&|/|–)\s*{author}|\s*,\s*{author_up}){{0,5}}(?:\s*,?\s*(?:[*_]?et\s+al\.[*_]?|y\s+otros))?(?:\s*\((?:dir|dirs|coord|coords|ed|eds|dtor|dtora|dtores)\.?\))?)\s*$"
    ))
});
static RE_ROLE: LazyLock<Re> =
    LazyLock::new(|| re(r"\s*\((?:dir|dirs|coord|coords|ed|eds|dtor|dtora|dtores)\.?\)\s*$"));
/// `en CARRASCO PERERA, Á. (dir.)`, `en AA.VV.`: the editor of a collective work.
static RE_EDITOR_IN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^[Ee]n\s+(?:[A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ][A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ'’\-]+(?:\s+(?:DE\s+LA\s+|DEL\s+|DE\s+|Y\s+)?[A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ][A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ'’\-]+)*|AA\.\s*VV\.|VV\.\s*AA\.)\s*(?:\((?:dir|dirs|coord|coords|ed|eds)\.?\))?$",
    )
});
/// Initials of a given name, maybe with an editor's role: `Á.`, `M. J. (dir.)`.
static RE_INITIALS: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{0,2}\.\s*(?:ª\s*)?)+(?:\((?:dir|dirs|coord|coords|ed|eds)\.?\))?$",
    )
});
/// `, esp. p. 65`, `(en especial, pp. 70-72)`: the page pointed to inside a range.
static RE_PINPOINT: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*,?\s*\(?\s*(?:esp\.|especialmente|en\s+especial|en\s+concreto|en\s+particular)\s*,?\s*(?:p|pp|p[áa]g|p[áa]gs)\.?\s*(\d{1,5}(?:\s*[-–]\s*\d{1,5})?)\s*\)?",
    )
});
/// A year, possibly with a note in parentheses after it (`2017 (ISBN 978-…)`, `2019 (reimpr.
/// 2021)`).
static RE_YEAR: LazyLock<Re> =
    LazyLock::new(|| re(r"^\(?((?:1[5-9]|20)\d{2})\)?\.?(?:\s*\([^()\n]{1,60}\))?$"));
/// `2023. Sobre la noción …`: the year that ends a reference, and the sentence after it.
static RE_YEAR_THEN_SENTENCE: LazyLock<Re> =
    LazyLock::new(|| re(r"^((?:1[5-9]|20)\d{2})\.\s+\p{Lu}"));
/// `15 de marzo de 2017`, `marzo de 2017`, `marzo 2017`: the date of an entry.
static RE_DATED: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:\d{1,2}\s+de\s+)?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\s+(?:de\s+)?((?:19|20)\d{2})(?:$|\.\s)",
    )
});
static RE_PAGES: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:esp\.\s*|especialmente\s+)?(?:p|pp|pág|págs|pag|pags|página|páginas)\.?\s*((?:\d{1,2}\.\d{3}|\d{1,5})(?:\s*[-–‑‐]\s*(?:\d{1,2}\.\d{3}|\d{1,5}))?(?:\s*(?:y|,)\s*\d{1,5})*)(?:\s*(?:y\s+)?(?:ss|sigs?)\.)?",
    )
});
static RE_EDITION: LazyLock<Re> = LazyLock::new(|| {
    re(r"(?i)^(?:\d{1,2}\s*\.?\s*[ªa]?\s*)?(?:ed\.|edici[oó]n\b|reimpr?\.|reimpresi[oó]n)")
});
static RE_VOL: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^(?:vol\.|volumen|tomo|t\.)\s*([0-9IVXLC]+)"));
static RE_NUM: LazyLock<Re> = LazyLock::new(|| {
    re(r"(?i)^(?:n[úu]m\.|n\.?\s*[º°]\.?|nº|número)\s*(\d{1,3}\.\d{3}\b|\d{1,5}(?:[/-]\d{1,4})?)")
});
static RE_LINE_HINT: LazyLock<Re> = LazyLock::new(|| re(r"(?i)(?:\b(?:1[5-9]|20)\d{2}\b)"));

const PUBLISHERS: &[&str] = &[
    "civitas",
    "aranzadi",
    "thomson",
    "tirant",
    "marcial pons",
    "dykinson",
    "la ley",
    "wolters",
    "bosch",
    "tecnos",
    "reus",
    "atelier",
    "iustel",
    "lefebvre",
    "colex",
    "comares",
    "cepc",
    "centro de estudios",
    "boe",
    "boletin oficial del estado",
    "ariel",
    "trotta",
    "sepin",
    "el derecho",
    "montecorvo",
    "mcgraw",
    "piramide",
    "editorial",
    "ediciones",
    "edisofer",
    "aferre",
    "cuatrecasas",
    "juruá",
    "tirant lo blanch",
    "bomarzo",
    "lex nova",
    "difusion juridica",
    "consejo general del poder judicial",
    "cgpj",
    "universidad",
    "fundacion",
    "instituto",
];
const PLACES: &[&str] = &[
    "madrid",
    "barcelona",
    "valencia",
    "cizur menor",
    "pamplona",
    "navarra",
    "sevilla",
    "granada",
    "salamanca",
    "bilbao",
    "oviedo",
    "santiago de compostela",
    "zaragoza",
    "malaga",
    "murcia",
    "valladolid",
    "cadiz",
    "cordoba",
    "alicante",
    "las rozas",
    "hospitalet",
    "milan",
    "paris",
    "london",
    "londres",
    "oxford",
    "cambridge",
    "bogota",
    "buenos aires",
    "mexico",
    "lima",
    "santiago",
    "cizur menor (navarra)",
    "las rozas (madrid)",
    "a coruña",
    "leon",
    "la coruña",
    "albacete",
    "cuenca",
    "toledo",
    "ciudad real",
    "santander",
    "logroño",
    "palma",
    "palma de mallorca",
    "las palmas de gran canaria",
    "la laguna",
    "vigo",
    "pontevedra",
    "girona",
    "lleida",
    "tarragona",
    "castellon",
    "castello de la plana",
    "jaen",
    "huelva",
    "almeria",
    "badajoz",
    "caceres",
    "burgos",
    "zamora",
    "segovia",
    "avila",
    "soria",
    "guadalajara",
    "huesca",
    "teruel",
    "gijon",
    "san sebastian",
    "donostia",
    "vitoria",
    "vitoria-gasteiz",
    "bellaterra",
    "getafe",
    "alcala de henares",
    "majadahonda",
    "pozuelo de alarcon",
    "roma",
    "bolonia",
    "florencia",
    "turin",
    "berlin",
    "lisboa",
    "coimbra",
    "nueva york",
    "new york",
    "ginebra",
    "bruselas",
    "luxemburgo",
    "la haya",
];
const JOURNAL_WORDS: &[&str] = &[
    "revista",
    "anuario",
    "cuadernos",
    "diario la ley",
    "indret",
    "actualidad",
    "boletin",
    "estudios",
    "derecho privado",
    "la ley",
    "teoria y realidad",
    "persona y derecho",
    "revue",
    "journal",
    "law review",
    "aranzadi civil",
    "diario del derecho",
    "blog",
    "bitacora",
];

/// `NIEVA FENOLL, op. cit.` / `TRONCOSO REIGADA, A., ob. cit.`: the author before the marker.
static RE_OPCIT_AUTHOR: LazyLock<Re> = LazyLock::new(|| {
    let up = r"[A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ][A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÏ'’\-‑‐]+";
    // `GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T.-R., op. cit.`: initials after each author.
    let initials = r"[A-ZÁÉÍÓÚÑ]\.(?:[\s-]*[A-ZÁÉÍÓÚÑ]\.){0,3}";
    re(&format!(
        r"(?:^|[\s(\[>*_“«:;.])(?P<a>{up}(?:(?:\s+(?:(?:DE\s+LA|DE\s+LOS|DEL|DE|Y|I|y|e)\s+)?|,\s+|,\s*{initials}(?:\s+(?:y|e|Y)\s+|,\s+)){up}){{0,6}})(?:,\s*[A-ZÁÉÍÓÚÑ]\.(?:[\s-]*[A-ZÁÉÍÓÚÑ]\.){{0,3}})?(?:\s+(?:et\s+al\.?|y\s+otros|y\s+otras|y\s+cols?\.))?\s*(?:\((?:dir|dirs|coord|coords|ed|eds)\.?\)\s*)?(?:,\s*(?P<t>\*[^*\n]{{3,160}}\*|_[^_\n]{{3,160}}_|«[^»\n]{{3,160}}»|“[^”\n]{{3,160}}”))?,?\s*[*_]?\s*$"
    ))
});
/// The page of a short form, right after its marker.
static RE_SHORT_PAGES: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[*_]?\s*,?\s*(?:p|pp|pág|págs|pag|pags)\.?\s*((?:\d{1,2}\.\d{3}|\d{1,5})(?:\s*[-–‑‐]\s*(?:\d{1,2}\.\d{3}|\d{1,5}))?)",
    )
});
static RE_IBID: LazyLock<Re> = LazyLock::new(|| re(r"^(?:[Ii]b[ií]d(?:em)?|IB[IÍ]D(?:EM)?)\.?"));

/// A short form found in the text: `op. cit.` (with its author) or `ibid.`, with a page.
struct Short {
    start: usize,
    end: usize,
    /// Folded surname(s) for `op. cit.`; `None` for `ibid.`.
    author: Option<String>,
    /// Names written before the author that may not be authors (`… del art. 205 CP,
    /// CARMONA SALGADO, C., op. cit.`): the later names, each with where it starts, tried in
    /// turn when no work of the first is found.
    later: Vec<(usize, String)>,
    /// The start of the work's title when the short form gives it (`GIMENO FELIU, J. M., *La
    /// nueva contratación…*, op. cit.`), folded, without the ellipsis.
    title: Option<String>,
    pagina: String,
    /// For an `op. cit.` with no author before it (`…, p. 219; y, sobre la triple identidad,
    /// op. cit., pp. 473-480`): the start of its line, where the work it points to must be
    /// cited.
    same_line_from: Option<usize>,
}

/// Every `op. cit.` and `ibid.` that carries a page.
fn short_forms(text: &str) -> Vec<Short> {
    let mut out = Vec::new();
    for i in memchr::memmem::find_iter(text.as_bytes(), "cit.") {
        let Some(marker) = ["op. ", "ob. ", "op.", "ob.", "Op. ", "Ob. "]
            .iter()
            .find(|m| i >= m.len() && text.get(i - m.len()..i) == Some(**m))
        else {
            continue;
        };
        let mstart = i - marker.len();
        let from = super::text::floor_boundary(text, mstart.saturating_sub(260))
            .max(super::text::line_start(text, mstart));
        let Some(c) = text
            .get(from..mstart)
            .and_then(|b| RE_OPCIT_AUTHOR.captures(b))
        else {
            // No author: the work cited last in the same line (a note citing a work and then
            // another page of it). Not when a surname in capitals stands just before it (an
            // author the pattern did not read).
            let after = i + "cit.".len();
            let named_before = text.get(from..mstart).is_some_and(|b| {
                b.rsplit([';', '('])
                    .next()
                    .unwrap_or(b)
                    .split_whitespace()
                    .any(|w| {
                        let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
                        letters.len() >= 3 && letters.iter().all(|c| c.is_uppercase())
                    })
            });
            if !named_before
                && let Some(p) = text.get(after..).and_then(|r| RE_SHORT_PAGES.captures(r))
                && let (Some(whole), Some(pages)) = (p.get(0), p.get(1))
            {
                out.push(Short {
                    start: mstart,
                    end: after + whole.end(),
                    author: None,
                    later: Vec::new(),
                    title: None,
                    pagina: page_range(pages.as_str()),
                    same_line_from: Some(super::text::line_start(text, mstart)),
                });
            }
            continue;
        };
        let Some(a) = c.name("a") else { continue };
        let after = i + "cit.".len();
        let Some(p) = text.get(after..).and_then(|r| RE_SHORT_PAGES.captures(r)) else {
            continue;
        };
        let (Some(whole), Some(pages)) = (p.get(0), p.get(1)) else {
            continue;
        };
        // `CRESPO ALLUÉ y GUILARTE GUTIÉRREZ, op. cit.`: the first author names the work.
        // `BLASCO LAHOZ, LÓPEZ GANDÍA y MOMPARLER CARRASCO, op. cit.`: also with commas.
        let first = a.as_str().split(" y ").next().unwrap_or(a.as_str());
        let first = first.split(" e ").next().unwrap_or(first);
        let first = first.split(',').next().unwrap_or(first);
        // Each later name after a comma (not its initials).
        let later: Vec<(usize, String)> = a
            .as_str()
            .match_indices(", ")
            .map(|(k, sep)| k + sep.len())
            .filter_map(|k| {
                let rest = a.as_str().get(k..)?;
                let name = rest
                    .split(',')
                    .next()?
                    .split(" y ")
                    .next()?
                    .split(" e ")
                    .next()?;
                (!name.contains('.') && name.chars().count() > 1)
                    .then(|| (from + a.start() + k, fold(name.trim())))
            })
            .collect();
        let title = c.name("t").map(|t| {
            let t = t
                .as_str()
                .trim_matches(|ch: char| matches!(ch, '*' | '_' | '«' | '»' | '“' | '”'));
            fold(t.trim_end_matches(['…', '.', ' ']))
        });
        out.push(Short {
            start: from + a.start(),
            end: after + whole.end(),
            author: Some(fold(first.trim())),
            later,
            title,
            pagina: page_range(pages.as_str()),
            same_line_from: None,
        });
    }
    let ibids = memchr::memmem::find_iter(text.as_bytes(), "bid")
        .chain(memchr::memmem::find_iter(text.as_bytes(), "bíd"));
    for i in ibids {
        let Some(start) = i.checked_sub(1) else {
            continue;
        };
        if !text.is_char_boundary(start) || !super::text::boundary_before(text, start) {
            continue;
        }
        let Some(m) = text.get(start..).and_then(|r| RE_IBID.find(r)) else {
            continue;
        };
        let after = start + m.end();
        let Some(p) = text.get(after..).and_then(|r| RE_SHORT_PAGES.captures(r)) else {
            continue;
        };
        let (Some(whole), Some(pages)) = (p.get(0), p.get(1)) else {
            continue;
        };
        out.push(Short {
            start,
            end: after + whole.end(),
            author: None,
            later: Vec::new(),
            title: None,
            pagina: page_range(pages.as_str()),
            same_line_from: None,
        });
    }
    out.sort_by_key(|s| s.start);
    out
}

/// The `op. cit.` (by its author: the last work of that author before it) and `ibid.` (the
/// doctrine citation just before it) citations of the text, resolved to the work they point
/// to, with their own page. `full` gives the full doctrine citations of the text, sorted;
/// it is called only when the text has short forms.
///
/// One pass in text order (hits and short forms are both sorted), so that a long brief with
/// many notes stays linear.
pub(crate) fn short_form_hits(text: &str, full: impl FnOnce() -> Vec<Hit>) -> Vec<Hit> {
    /// How far back an `op. cit.` looks for its author's work.
    const LOOK_BACK: usize = 200;
    let shorts = short_forms(text);
    if shorts.is_empty() {
        return Vec::new();
    }
    let mut hits = full();
    hits.sort_by_key(|h| h.start);
    let mut resolved: Vec<Hit> = Vec::new();
    // Works seen so far (folded author, citation), in text order, and where the last one
    // starts.
    let mut seen: Vec<(String, Draft)> = Vec::new();
    let mut last_start = 0usize;
    let mut next = 0usize;
    for sh in shorts {
        while let Some(h) = hits.get(next).filter(|h| h.end <= sh.start) {
            if let Some(d) = h.drafts.first() {
                seen.push((fold(d.campos.autor.as_deref().unwrap_or("")), d.clone()));
                last_start = h.start;
            }
            next += 1;
        }
        if hits.get(next).is_some_and(|h| h.start < sh.end) {
            continue;
        }
        let recent = seen.iter().rev().take(LOOK_BACK);
        let mut start = sh.start;
        let target = match &sh.author {
            Some(a) => {
                let has_work = |name: &str| {
                    seen.iter()
                        .rev()
                        .take(LOOK_BACK)
                        .any(|(autor, _)| autor.starts_with(name))
                };
                // The first name with a work cited before (`CP, CARMONA SALGADO`: CARMONA).
                let a = if has_work(a) {
                    a.as_str()
                } else if let Some((at, name)) = sh.later.iter().find(|(_, n)| has_work(n)) {
                    start = *at;
                    name.as_str()
                } else {
                    a.as_str()
                };
                let mut by_author = recent
                    .filter(|(autor, _)| autor.starts_with(a))
                    .map(|(_, d)| d)
                    .peekable();
                let latest = by_author.peek().copied();
                // The title given picks among the author's works.
                match &sh.title {
                    Some(t) => by_author
                        .find(|d| {
                            fold(d.campos.obra.as_deref().unwrap_or("")).starts_with(t.as_str())
                        })
                        .or(latest),
                    None => latest,
                }
            }
            None => seen
                .last()
                .map(|(_, d)| d)
                .filter(|_| sh.same_line_from.is_none_or(|from| last_start >= from)),
        };
        let Some(draft) = target else {
            continue;
        };
        let mut d = draft.clone();
        d.campos.pagina = Some(sh.pagina.clone());
        seen.push((fold(d.campos.autor.as_deref().unwrap_or("")), d.clone()));
        last_start = start;
        resolved.push(Hit {
            start,
            end: sh.end,
            drafts: vec![d],
        });
    }
    resolved
}

/// Words of which a doctrine line holds at least one, as written (one automaton pass per line
/// instead of one search per word). Leftmost-first: only whether one occurs is asked, and
/// with that semantics the automaton stops at the first one it meets.
static CHEAP_HINTS: LazyLock<AhoCorasick> = LazyLock::new(|| {
    AhoCorasick::builder()
        .match_kind(aho_corasick::MatchKind::LeftmostFirst)
        .build([
            "p.",
            "pág",
            "Pág",
            "ed.",
            "Ed.",
            "evista",
            "núm",
            "vol.",
            "nuario",
            "uadernos",
            "Civitas",
            "Aranzadi",
            "Tirant",
            "Pons",
            "Dykinson",
            "Tecnos",
            "Bosch",
            "Wolters",
            "La Ley",
            "Thomson",
            "Madrid",
            "Barcelona",
            "Valencia",
            "Cizur",
            "iario",
            "blog",
            "Blog",
            "Iustel",
            "ctualidad",
            "studios",
            // `«Título», *ECJ Leading Cases*, 24 de mayo de 2021`: a quoted title in an italic
            // container the lists do not know.
            "», *",
            "», _",
            "”, *",
            "”, _",
        ])
        .expect("invariant: doctrine hint automaton builds")
});

/// Page markers, publishers and journal words, of which the folded line holds at least one
/// (leftmost-first, as [`CHEAP_HINTS`]).
static FOLDED_HINTS: LazyLock<AhoCorasick> = LazyLock::new(|| {
    // `«Título», Bitácora Millennium DIPr, núm. 19, 2024`: a journal the lists do not know,
    // by its issue.
    let words = ["p.", "pag", "num.", "vol.", "», *", "», _", "”, *", "”, _"]
        .iter()
        .chain(PUBLISHERS)
        .chain(JOURNAL_WORDS)
        .copied();
    AhoCorasick::builder()
        .match_kind(aho_corasick::MatchKind::LeftmostFirst)
        .build(words)
        .expect("invariant: doctrine hint automaton builds")
});

/// `, p. 27` right after the pages `range` (`9-40`) of an article, naming a page inside it:
/// the length it takes and the page.
fn page_inside(range: &str, after: &str) -> Option<(usize, String)> {
    static RE_ONE_PAGE: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s*,\s*(?:p|pág|pag)\.\s*(\d{1,5})\b"));
    let (first, last) = range.split_once(['-', '–'])?;
    let (first, last) = (
        first.trim().parse::<u32>().ok()?,
        last.trim().parse::<u32>().ok()?,
    );
    let c = RE_ONE_PAGE.captures(after)?;
    let page = c.get(1)?;
    let n = page.as_str().parse::<u32>().ok()?;
    (first <= n && n <= last).then(|| (c.get(0).map_or(0, |m| m.end()), page.as_str().to_owned()))
}

/// The longest stretch after the authors that a reference may take (title, collective work,
/// publisher, place, year, pages).
const MAX_REFERENCE: usize = 1200;

/// Finds doctrine citations and hands each to `emit`, in text order.
#[cfg(test)]
pub(crate) fn find(text: &str, emit: impl FnMut(Hit)) {
    find_in(text, 0..text.len(), emit);
}

/// Finds the doctrine citations of the lines inside `range` (which starts at a line start)
/// and hands each to `emit`, in text order. Returns how many of them are author–date
/// references (a bibliography the text may point to by author and year).
pub(crate) fn find_in(
    text: &str,
    range: std::ops::Range<usize>,
    mut emit: impl FnMut(Hit),
) -> usize {
    let mut author_date = 0usize;
    let mut line_start = range.start;
    let Some(text) = text.get(range) else {
        return 0;
    };
    for line in text.split_inclusive('\n') {
        let base = line_start;
        line_start += line.len();
        if line.len() < 20 || !RE_LINE_HINT.is_match(line) {
            continue;
        }
        // `MUÑOZ CONDE, F. (2023). *Derecho Penal…*. Valencia: Tirant lo Blanch.`
        let mut from = 0usize;
        for (open, anio, after) in author_date_years(line) {
            if open < from {
                continue;
            }
            let Some(found) = author_date_reference(line, from, open, anio, after) else {
                continue;
            };
            let (a_start, end, draft) = found;
            author_date += 1;
            emit(Hit {
                start: base + a_start,
                end: base + end,
                drafts: vec![draft],
            });
            from = end;
        }
        if from == 0 && !CHEAP_HINTS.is_match(line) {
            continue;
        }
        // The hint words are lowercase ASCII, which folding leaves as they are: a line that
        // holds one as written holds it folded too, and need not be folded.
        if from == 0 && !FOLDED_HINTS.is_match(line) && !FOLDED_HINTS.is_match(&fold(line)) {
            continue;
        }
        while let Some(c) = line
            .get(from..)
            .and_then(|rest| RE_AUTHORS.read(rest, [G::Named("a")], authors_shape))
        {
            let (Some(a), Some(a_range)) = (c.get(0), c.range(0)) else {
                break;
            };
            let a_start = from + a_range.start;
            let rest_start = from + c.end();
            from = rest_start.max(from + 1);
            // A reference is a few hundred bytes; the rest of a long line (a page of PDF
            // text, a brief with no line breaks) is not read for each author found in it.
            let rest = super::text::window(line, rest_start, MAX_REFERENCE);
            if let Some((len, draft)) = parse_reference(a, rest) {
                let start = base + a_start;
                let end = base + rest_start + len;
                emit(Hit {
                    start,
                    end,
                    drafts: vec![draft],
                });
                from = rest_start + len;
            }
            while from < line.len() && !line.is_char_boundary(from) {
                from += 1;
            }
        }
    }
    author_date
}

/// Splits a classic reference on commas outside quotes, italics and parentheses, up to its
/// first `;`: (start, end) of each field.
fn fields(s: &str) -> Vec<(usize, usize)> {
    split_fields(s, false)
}

/// Splits on commas outside quotes, italics and parentheses; returns (start, end) of fields.
/// A classic reference ends at its first `;`; the fields of an author–date reference are also
/// ended by a period that ends a word (not an abbreviation nor an initial: `pp. 1-12`,
/// `R. M.`). A line break ends both.
fn split_fields(s: &str, author_date: bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut star = false;
    let mut start = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '«' | '“' | '(' => depth += 1,
            '»' | '”' | ')' => depth -= 1,
            '*' | '_' if depth <= 0 => star = !star,
            ',' | ';' if depth <= 0 && !star => {
                out.push((start, i));
                start = i + 1;
                if c == ';' && !author_date {
                    return out;
                }
            }
            '.' if author_date
                && depth <= 0
                && !star
                && s.get(i + 1..)
                    .is_none_or(|r| r.is_empty() || r.starts_with(char::is_whitespace)) =>
            {
                let word = s
                    .get(..i)
                    .unwrap_or("")
                    .rsplit(|ch: char| !ch.is_alphanumeric())
                    .next()
                    .unwrap_or("");
                let lower = word.to_lowercase();
                if !ABBREVIATIONS.contains(&lower.as_str()) && word.chars().count() != 1 {
                    out.push((start, i));
                    start = i + 1;
                }
            }
            '\n' => {
                out.push((start, i));
                return out;
            }
            _ => {}
        }
    }
    out.push((start, s.len()));
    out
}

/// A page or page range as written, without spaces and with an en dash as a hyphen.
fn page_range(raw: &str) -> String {
    raw.split_whitespace()
        .collect::<String>()
        .replace(['–', '‑', '‐'], "-")
}

fn strip_marks(s: &str) -> String {
    s.trim()
        .trim_matches(|c: char| matches!(c, '*' | '_' | '«' | '»' | '“' | '”' | '"'))
        .trim()
        .to_owned()
}

/// Parses what follows the authors; returns the bytes used and the citation.
fn parse_reference(authors: &str, rest: &str) -> Option<(usize, Draft)> {
    let fs = fields(rest);
    let (t0, mut t1) = *fs.first()?;
    // A title ends at its first period when the period closes italics or a quote.
    let quoted = rest.get(t0..t1)?.trim().starts_with(['«', '“', '"']);
    // `*El error en los contratos*, Ceura, Madrid`: a title in italics ends where they do.
    let emphasized = rest.get(t0..t1)?.trim().starts_with(['*', '_']);
    // `Control informático, videovigilancia y protección de datos en el trabajo, Lex Nova`: an
    // unquoted title goes on after a comma with a word in lower case.
    let mut title_fields = 1;
    if !quoted && !rest.get(t0..t1)?.trim_start().starts_with(['*', '_']) {
        for &(s, e) in fs.iter().skip(1).take(3) {
            let f = rest.get(s..e)?.trim();
            if !f.starts_with(|c: char| c.is_lowercase())
                || f.starts_with("en ")
                || f.contains(|c: char| c.is_ascii_digit())
                || RE_EDITION.is_match(f)
                || RE_PAGES.is_match(f)
                || RE_VOL.is_match(f)
                || RE_NUM.is_match(f)
                || ["t. ", "tomo ", "vol. ", "ed. ", "trad. ", "coord", "dir. "]
                    .iter()
                    .any(|p| f.starts_with(p))
            {
                break;
            }
            t1 = e;
            title_fields += 1;
        }
    }
    let title_raw = rest.get(t0..t1)?.trim();
    let title = strip_marks(title_raw);
    if title.chars().count() < 4 || title.split_whitespace().count() < 2 && !quoted {
        return None;
    }
    let mut d = Draft::new(Fuente::Doctrina);
    let mut end = t1;
    let mut unknown = 0;
    let mut recognised = 0;
    // Inside `en AUTHOR, N. (dir.), Collective work`: the fields of the editor and the
    // collective work's title, which are not the publisher nor a journal.
    let mut collective = 0u8;
    for (k, &(s, e)) in fs.iter().enumerate().skip(title_fields) {
        let field = rest.get(s..e)?;
        let raw = field.trim();
        // Where the trimmed field starts in `rest`.
        let raw_at = s + (field.len() - field.trim_start().len());
        let f = raw.trim_end_matches('.');
        let folded = fold(&strip_marks(f));
        let mut used = true;
        if collective > 0 && !RE_PAGES.is_match(raw) && RE_YEAR.captures(f).is_none() {
            // The editor's initials and role, then the collective work's title.
            if !RE_ROLE.is_match(f) && !RE_INITIALS.is_match(f) {
                collective -= 1;
            }
            end = e;
            continue;
        }
        if let Some(c) = RE_PAGES.read(raw, [G::At(1)], digits_shape) {
            d.campos.pagina = Some(page_range(c.get(0)?));
            end = raw_at + c.end();
            // `pp. 57-74, esp. p. 65`: the page the brief points to.
            if let Some(p) = rest.get(end..).and_then(|r| RE_PINPOINT.captures(r)) {
                d.campos.pagina = Some(page_range(p.get(1)?.as_str()));
                end += p.get(0)?.end();
            } else if let Some((len, page)) = d
                .campos
                .pagina
                .as_deref()
                .and_then(|range| page_inside(range, rest.get(end..)?))
            {
                // `pp. 9-40, p. 27`: a page inside the article's range.
                d.campos.pagina = Some(page);
                end += len;
            }
            recognised += 1;
            break;
        } else if folded.starts_with("en ")
            && d.campos.revista.is_none()
            && RE_EDITOR_IN.is_match(f)
        {
            // `en CARRASCO PERERA, Á. (dir.), Comentario a …`: a chapter in a collective work.
            collective = 1;
            if RE_ROLE.is_match(f) {
                // `en CARRASCO PERERA (dir.), Comentario …`: no initials field.
            }
        } else if let Some(c) = RE_YEAR.captures(f) {
            d.campos.anio = c.get(1)?.as_str().parse().ok();
        } else if let Some(c) = RE_YEAR_THEN_SENTENCE
            .captures(f)
            .filter(|_| d.campos.anio.is_none())
        {
            // `…, *Almacén de Derecho*, 2023. Sobre la noción de secreto antes de 2019, …`.
            let year = c.get(1)?;
            d.campos.anio = year.as_str().parse().ok();
            end = raw_at + year.end();
            recognised += 1;
            break;
        } else if let Some(c) = RE_DATED.captures(f).filter(|_| d.campos.anio.is_none()) {
            // `…, Diario del Derecho, Iustel, 19 de abril de 2023`: an online journal or a
            // blog dates its entries.
            d.campos.anio = c.get(1)?.as_str().parse().ok();
            // `…, 15 de marzo de 2017. Con carácter general, …`: the sentence after it.
            let date = c.get(1)?;
            if date.end() < f.len() {
                end = raw_at + date.end();
                recognised += 1;
                break;
            }
        } else if RE_EDITION.is_match(f) {
        } else if let Some(c) = RE_VOL.captures(f) {
            d.campos.volumen = Some(c.get(1)?.as_str().to_owned());
        } else if let Some(c) = RE_NUM.captures(f) {
            // `núm. 10.215`: written with a thousands dot.
            d.campos.numero = Some(c.get(1)?.as_str().replace('.', ""));
            // `núm. 1/2024. Sobre el esquirolaje …`: the sentence after the reference.
            let m = c.get(0)?;
            if f.get(m.end()..).is_some_and(|r| r.starts_with(". ")) {
                end = raw_at + m.end();
                recognised += 1;
                break;
            }
        } else if let Some((place, publisher)) = f
            .split_once(':')
            .filter(|(p, _)| PLACES.contains(&fold(p.trim()).as_str()))
        {
            d.campos.lugar = Some(place.trim().to_owned());
            d.campos.editorial = Some(strip_marks(publisher));
        } else if PLACES.iter().any(|p| {
            folded
                .strip_prefix(p)
                .is_some_and(|r| r.is_empty() || r.starts_with(" ("))
        }) {
            d.campos.lugar = Some(f.trim().to_owned());
        } else if d.campos.editorial.is_none() && !quoted && folded == "la ley" {
            // The publisher La Ley (a book: its title is not quoted), not the journal.
            d.campos.editorial = Some(f.trim().to_owned());
        } else if d.campos.editorial.is_none()
            && PUBLISHERS.iter().any(|p| folded.contains(p))
            // A publisher's name is short; `Comentario a la Ley de …` is a title.
            && folded.split_whitespace().count() <= 6
            && !folded.starts_with("en ")
            && !JOURNAL_WORDS
                .iter()
                .any(|j| folded.starts_with(j) && !folded.contains("editorial"))
            // `Civitas. Revista Española de Derecho Europeo`: a journal its publisher names.
            && !(folded.contains(". revista") || folded.contains(". cuadernos"))
        {
            d.campos.editorial = Some(strip_marks(f));
        } else if d.campos.editorial.is_none() && folded.starts_with("boletin oficial del estado") {
            // The BOE publishes books; no journal bears its name alone.
            d.campos.editorial = Some(strip_marks(f));
        } else if d.campos.revista.is_none()
            && (folded.starts_with("en ")
                || quoted && JOURNAL_WORDS.iter().any(|j| folded.contains(j))
                || JOURNAL_WORDS.iter().any(|j| folded.starts_with(j)))
        {
            let name = f.trim();
            let name = name
                .strip_prefix("en ")
                .or_else(|| name.strip_prefix("En "))
                .unwrap_or(name);
            d.campos.revista = Some(strip_marks(name));
        } else if quoted
            && k == 1
            && d.campos.revista.is_none()
            && strip_marks(f).starts_with(|c: char| c.is_uppercase())
            && folded.split_whitespace().count() <= 8
            && fs
                .get(2)
                .and_then(|&(s2, e2)| rest.get(s2..e2))
                .is_some_and(|next| {
                    let next = next.trim().trim_end_matches('.');
                    RE_VOL.is_match(next)
                        || RE_NUM.is_match(next)
                        || RE_YEAR.is_match(next)
                        || RE_PAGES.is_match(next)
                        || RE_DATED.is_match(next)
                        || RE_YEAR_THEN_SENTENCE.is_match(next)
                })
        {
            // `«Article», Derecho y Salud, vol. 24, …`: the journal right after an article's
            // title, followed by its volume, issue, year or pages; a blog's entry by its day
            // (`«Entrada», *ECJ Leading Cases*, 24 de mayo de 2021`).
            d.campos.revista = Some(strip_marks(f));
        } else if (k > 1
            || k == 1 && emphasized
            // `…, Consentimiento informado y cirugía estética, Ediciones Albufera Jurídica,
            // Valencia, 2019`: after a plain title, a short name before the place and year.
            || k == 1
                && folded.split_whitespace().count() <= 3
                // A name, not `Parte general`: every word capitalised but connectors.
                && f.split_whitespace().all(|w| {
                    w.starts_with(|c: char| c.is_uppercase())
                        || ["lo", "de", "del", "la", "y", "e", "&"].contains(&w)
                })
                && fs
                    .get(k + 2)
                    .and_then(|&(s2, e2)| rest.get(s2..e2))
                    .is_some_and(|y| RE_YEAR.is_match(y.trim().trim_end_matches('.'))))
            && d.campos.editorial.is_none()
            && d.campos.revista.is_none()
            && !quoted
            && f.starts_with(|c: char| c.is_uppercase())
            && !f.contains(|c: char| c.is_ascii_digit())
            && folded.split_whitespace().count() <= 6
            && fs
                .get(k + 1)
                .and_then(|&(s2, e2)| rest.get(s2..e2))
                .is_some_and(|next| {
                    PLACES.contains(&fold(next.trim().trim_end_matches('.')).as_str())
                })
        {
            // `…, 2.ª ed., Consejo Económico y Social, Madrid, 2001`: the field before the place
            // of a book is its publisher, named or not in the list of publishers.
            d.campos.editorial = Some(strip_marks(f));
        } else {
            used = false;
            unknown += 1;
            if unknown > 2 {
                break;
            }
        }
        if used {
            recognised += 1;
            end = e;
        }
    }
    // `Revista de Jurisprudencia Laboral, núm. 1/2024`: an issue numbered within its year.
    if d.campos.anio.is_none()
        && d.campos.revista.is_some()
        && let Some((_, y)) = d.campos.numero.as_deref().and_then(|n| n.split_once('/'))
        && y.len() == 4
        && let Ok(y) = y.parse::<i32>()
        && (1900..2100).contains(&y)
    {
        d.campos.anio = Some(y);
    }
    let c = &d.campos;
    let has_anchor = c.anio.is_some() || c.pagina.is_some();
    let has_source =
        c.editorial.is_some() || c.lugar.is_some() || c.revista.is_some() || c.pagina.is_some();
    let upper_style = authors.chars().take(3).all(|ch| !ch.is_lowercase());
    if !has_anchor || !has_source || recognised < 2 {
        return None;
    }
    if !upper_style && c.pagina.is_none() && c.editorial.is_none() {
        return None;
    }
    // The role of an editor (`(dir.)`, `(coords.)`) and the emphasis of `*et al.*` are not
    // part of the name.
    d.campos.autor = Some(author_name(authors));
    d.campos.obra = Some(title);
    let used = rest
        .get(..end)?
        .trim_end_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
    Some((used.len(), d))
}

/// The years in parentheses of `line` that may close the authors of an author–date
/// reference: `(2016).`, `(2019a),`, `(2020):`. Each as (offset of `(`, year, offset after the
/// punctuation).
fn author_date_years(line: &str) -> impl Iterator<Item = (usize, u16, usize)> + '_ {
    let b = line.as_bytes();
    memchr::memchr_iter(b'(', b).filter_map(move |open| {
        let digits = b.get(open + 1..open + 5)?;
        if !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let anio: u16 = line.get(open + 1..open + 5)?.parse().ok()?;
        if !(1500..2100).contains(&anio) {
            return None;
        }
        let mut at = open + 5;
        if b.get(at).is_some_and(u8::is_ascii_lowercase) {
            at += 1;
        }
        if b.get(at) != Some(&b')') || !matches!(b.get(at + 1), Some(b'.' | b',' | b':')) {
            return None;
        }
        Some((open, anio, at + 2))
    })
}

/// The author–date reference whose year in parentheses opens at `open` (authors after
/// `from`): (start of the authors, end, citation).
fn author_date_reference(
    line: &str,
    from: usize,
    open: usize,
    anio: u16,
    after: usize,
) -> Option<(usize, usize, Draft)> {
    let head_from = super::text::floor_boundary(line, open.saturating_sub(300)).max(from);
    let c = line
        .get(head_from..open)
        .and_then(|h| RE_AUTHORS_BEFORE_YEAR.captures(h))?;
    let a = c.name("a")?;
    let rest = super::text::window(line, after, MAX_REFERENCE);
    let (len, mut draft) = parse_author_date(rest)?;
    draft.campos.anio = Some(i32::from(anio));
    draft.campos.autor = Some(author_name(a.as_str()));
    Some((head_from + a.start(), after + len, draft))
}

/// The authors as the citation names them: without an editor's role and emphasis, one space
/// between words, a plain hyphen in compound surnames (`GONZÁLEZ‑SORIA` with U+2011).
fn author_name(authors: &str) -> String {
    RE_ROLE
        .replace(authors, "")
        .replace(['*', '_'], "")
        .replace(['\u{2010}', '\u{2011}'], "-")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The title of an author–date reference at the start of `s`: (title without its marks,
/// whether it is quoted, bytes used).
fn author_date_title(s: &str) -> Option<(String, bool, usize)> {
    let close = match s.chars().next()? {
        '«' => Some('»'),
        '“' => Some('”'),
        '"' => Some('"'),
        '*' => Some('*'),
        '_' => Some('_'),
        _ => None,
    };
    let (title, used, quoted) = match close {
        Some(close) => {
            // `**Title**` opens and closes with the same run of marks.
            let open_len = if matches!(close, '*' | '_') {
                s.len() - s.trim_start_matches(close).len()
            } else {
                s.chars().next()?.len_utf8()
            };
            let body = s.get(open_len..)?;
            let end = body.find(close)?;
            let tail = body.get(end..)?;
            let close_len = tail.len() - tail.trim_start_matches(close).len();
            (
                body.get(..end)?,
                open_len + end + close_len,
                !matches!(close, '*' | '_'),
            )
        }
        None => {
            // Up to the first period that ends a sentence.
            let end = s
                .char_indices()
                .find(|&(i, c)| {
                    c == '\n'
                        || c == '.'
                            && s.get(i + 1..)
                                .is_none_or(|r| r.is_empty() || r.starts_with(char::is_whitespace))
                })
                .map_or(s.len(), |(i, _)| i);
            (s.get(..end)?, end, false)
        }
    };
    let title = title.trim().trim_end_matches(['.', ',']).trim().to_owned();
    if title.chars().count() < 4 || title.contains('\n') {
        return None;
    }
    Some((title, quoted, used))
}

/// Words whose period does not end a field of an author–date reference (`pp. 1-12`,
/// `vol. 3`, `n.º`, `ed.`).
const ABBREVIATIONS: &[&str] = &[
    "p", "pp", "pág", "págs", "pag", "pags", "núm", "num", "n", "vol", "ed", "eds", "coord",
    "coords", "dir", "dirs", "t", "reimpr", "trad", "cap", "esp", "art", "arts", "vols",
];

/// `24(3)`: the volume and issue of a journal as author–date references write them.
static RE_VOL_ISSUE: LazyLock<Re> =
    LazyLock::new(|| re(r"^[*_]?(\d{1,4})[*_]?\s*\((\d{1,5}(?:[-/]\d{1,4})?)\)$"));

/// Parses what follows `(year).` in an author–date reference: the title, then the journal
/// (with its volume, issue and pages) or the place and publisher. Returns the bytes used.
fn parse_author_date(rest: &str) -> Option<(usize, Draft)> {
    let lead = rest.len() - rest.trim_start().len();
    let (title, quoted, title_len) = author_date_title(rest.get(lead..)?)?;
    let after_title = lead + title_len;
    let tail = rest.get(after_title..)?;
    let mut d = Draft::new(Fuente::Doctrina);
    let mut end = after_title;
    let mut unknown = 0;
    let mut chapter = false;
    for (s, e) in split_fields(tail, true) {
        let raw = tail.get(s..e)?.trim();
        let f = raw.trim_end_matches('.').trim();
        if f.is_empty() {
            continue;
        }
        let folded = fold(f);
        let plain = strip_marks(f);
        let mut used = true;
        if f.starts_with('(') && f.ends_with(')') {
            // `(25.ª ed.)`, `(trad. …)`.
        } else if let Some(c) = RE_PAGES.read(f, [G::At(1)], digits_shape) {
            d.campos.pagina = Some(page_range(c.get(0)?));
        } else if let Some(c) = RE_NUM.captures(f) {
            d.campos.numero = Some(c.get(1)?.as_str().to_owned());
        } else if let Some(c) = RE_VOL.captures(f) {
            d.campos.volumen = Some(c.get(1)?.as_str().to_owned());
        } else if let Some(c) = RE_VOL_ISSUE.captures(f) {
            d.campos.volumen = Some(c.get(1)?.as_str().to_owned());
            d.campos.numero = Some(c.get(2)?.as_str().to_owned());
        } else if RE_EDITION.is_match(f) {
        } else if folded.starts_with("en ") && !chapter {
            // `En GARCÍA, E. (dir.), *Obra colectiva*`: a chapter; the collective work's
            // fields are not the publisher nor a journal.
            chapter = true;
        } else if chapter && (f.starts_with(['*', '_']) || RE_INITIALS.is_match(f)) {
        } else if let Some((place, publisher)) = f.split_once(':').filter(|(p, publisher)| {
            let p = fold(p.trim());
            let p = p.split(" (").next().unwrap_or(&p);
            PLACES.contains(&p)
                || PUBLISHERS.iter().any(|x| fold(publisher).contains(x))
                    && p.split_whitespace().count() <= 3
        }) {
            d.campos.lugar = Some(place.trim().to_owned());
            d.campos.editorial = Some(strip_marks(publisher));
        } else if quoted
            && d.campos.revista.is_none()
            && (f.starts_with(['*', '_']) || JOURNAL_WORDS.iter().any(|j| folded.contains(j)))
            && plain.starts_with(|c: char| c.is_uppercase())
        {
            d.campos.revista = Some(plain);
        } else if d.campos.editorial.is_none()
            && PUBLISHERS.iter().any(|p| folded.contains(p))
            && folded.split_whitespace().count() <= 6
        {
            d.campos.editorial = Some(plain);
        } else if d.campos.lugar.is_none() && PLACES.contains(&folded.as_str()) {
            d.campos.lugar = Some(f.to_owned());
        } else {
            used = false;
            unknown += 1;
            if unknown > 1 {
                break;
            }
        }
        if used {
            let raw_at = s + raw.as_ptr() as usize - tail.get(s..)?.as_ptr() as usize;
            end = after_title + raw_at + f.len();
        }
    }
    let c = &d.campos;
    if c.editorial.is_none() && c.lugar.is_none() && c.revista.is_none() && c.pagina.is_none() {
        return None;
    }
    d.campos.obra = Some(title);
    Some((end, d))
}

/// `MUÑOZ CONDE (2023, p. 412)`, `(MUÑOZ CONDE, 2023: 412)`, `GARCÍA DE ENTERRÍA y
/// FERNÁNDEZ (2020)`: what follows the first author's surnames in the text when it points to
/// a work of the bibliography by author and year.
static RE_AUTHOR_YEAR: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:\s+(?:y|e|&)\s+[^\d()\n;]{2,80}?|\s+(?:[*_]?et\s+al\.[*_]?))?\s*(?:(\()\s*|,\s*)((?:1[5-9]|20)\d{2})([a-z])?(?:\s*[,:]\s*(?:(?:p|pp|pág|págs)\.?\s*)?(\d{1,5}(?:\s*[-–]\s*\d{1,5})?))?\s*(\))?",
    )
});

/// The citations of the text that point to an author–date reference by its authors and year
/// (`MUÑOZ CONDE (2023, p. 412)`), each with the work the reference names and its own page.
/// `full` gives the doctrine citations of the text; `references` is how many of them are
/// author–date references (nothing is read when there are none).
pub(crate) fn author_date_hits(
    text: &str,
    references: usize,
    full: impl FnOnce() -> Vec<Hit>,
) -> Vec<Hit> {
    if references == 0 {
        return Vec::new();
    }
    let mut hits = full();
    hits.sort_by_key(|h| h.start);
    // The references written author–date (`…, F. (2023).`): their citation, year and letter
    // (`2019a`), and the first author's surnames as the text may write them (as in the
    // reference, and in title case).
    let mut refs: Vec<(&Draft, i32, Option<char>)> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut owner: Vec<usize> = Vec::new();
    for h in &hits {
        let Some(d) = h.drafts.first() else { continue };
        let (Some(autor), Some(anio)) = (d.campos.autor.as_deref(), d.campos.anio) else {
            continue;
        };
        let written = text.get(h.start..h.end).unwrap_or("");
        let open = format!("({anio}");
        let Some((_, after_year)) = written.split_once(&open) else {
            continue;
        };
        let Some(first) = autor
            .split(',')
            .next()
            .map(str::trim)
            .filter(|f| f.len() >= 3)
        else {
            continue;
        };
        let letter = after_year.chars().next().filter(char::is_ascii_lowercase);
        let title_case: String = first
            .split_inclusive([' ', '-'])
            .map(|w| {
                let mut cs = w.chars();
                cs.next().map_or(String::new(), |c| {
                    c.to_uppercase()
                        .chain(cs.flat_map(char::to_lowercase))
                        .collect()
                })
            })
            .collect();
        let idx = refs.len();
        refs.push((d, anio, letter));
        if title_case != first {
            names.push(title_case);
            owner.push(idx);
        }
        names.push(first.to_owned());
        owner.push(idx);
    }
    // One pass over the text for all the surnames, however long the bibliography.
    let Ok(surnames) = AhoCorasick::new(&names) else {
        return Vec::new();
    };
    let mut out: Vec<Hit> = Vec::new();
    for m in surnames.find_overlapping_iter(text) {
        let at = m.start();
        let Some(&(d, anio, letter)) = owner.get(m.pattern().as_usize()).and_then(|&i| refs.get(i))
        else {
            continue;
        };
        // Not inside a reference (the bibliography entry itself).
        let k = hits.partition_point(|o| o.start <= at);
        let inside = k > 0 && hits.get(k - 1).is_some_and(|o| at < o.end);
        if inside || !super::text::boundary_before(text, at) {
            continue;
        }
        let after = m.end();
        let Some(c) = text.get(after..).and_then(|r| RE_AUTHOR_YEAR.captures(r)) else {
            continue;
        };
        let same_year = c
            .get(2)
            .is_some_and(|y| y.as_str().parse::<i32>().ok() == Some(anio));
        let same_letter = c.get(3).and_then(|l| l.as_str().chars().next()) == letter;
        if !same_year || !same_letter {
            continue;
        }
        let mut end = after + c.get(0).map_or(0, |m| m.end());
        // A closing parenthesis is part of the citation only when it opened one.
        if c.get(1).is_none() && c.get(5).is_some() {
            end -= 1;
        }
        let mut draft = d.clone();
        draft.campos.pagina = c.get(4).map(|p| page_range(p.as_str()));
        out.push(Hit {
            start: at,
            end,
            drafts: vec![draft],
        });
    }
    out.sort_by_key(|h| h.start);
    out.dedup_by_key(|h| h.start);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::text::shape_agrees;

    #[test]
    fn authors_read_by_their_shape_are_their_capture_group() {
        for h in [
            "Véase DÍEZ-PICAZO, L., Fundamentos",
            "GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T.-R.: Curso",
            "(PÉREZ GARCÍA, M.ª J. (dir.), La reforma",
            "«García Pérez, Juan. Título",
            "LÓPEZ, A.; MARTÍN, B. et al., Obra",
            "DE CASTRO, F.:",
        ] {
            assert_eq!(
                shape_agrees(&RE_AUTHORS, [G::Named("a")], authors_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
    }

    #[test]
    fn pages_read_by_their_shape_are_their_capture_group() {
        for h in [
            "p. 123",
            "pp. 57-74",
            "págs. 1.234 – 1.240, y",
            "esp. p. 65",
            "pp. 12 y 15 y ss.",
            "páginas 3, 7, 9 sigs.",
            "p.123456",
        ] {
            assert_eq!(
                shape_agrees(&RE_PAGES, [G::At(1)], digits_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
    }

    proptest::proptest! {
        #[test]
        fn the_shape_of_pages_reads_their_capture_group(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "p", "pp", "pág", "págs", "páginas", "esp. ", ".", " ", "\u{a0}", "1", "12",
                    "123", "1.234", "123456", "-", "–", " y ", ",", " ss.", "sigs.", "x",
                ]),
                0..8,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_PAGES, [G::At(1)], digits_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shape_of_authors_reads_their_capture_group(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "GARCÍA", "García", "PÉREZ", "DE LA ", "de la ", " ", "\u{a0}", ",", ", ",
                    "J.", "Juan", "M.ª", "Mª", ";", " y ", "(dir.)", "et al.", ":", ".", "(",
                    "«", "“", "*", "_", "en ", "Tratado", "x", "\n", "-", "T.-R.", "ª",
                ]),
                0..12,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_AUTHORS, [G::Named("a")], authors_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }
    }

    /// Full citations and the short forms that point to them, sorted.
    fn find_all(t: &str) -> Vec<Hit> {
        let mut hits = Vec::new();
        find(t, |h| hits.push(h));
        let short = short_form_hits(t, || hits.clone());
        hits.extend(short);
        hits.sort_by_key(|h| h.start);
        hits
    }

    #[test]
    fn book_with_everything() {
        let t = "Véase DÍEZ-PICAZO, L., Fundamentos del Derecho civil patrimonial, 6.ª ed., Civitas, Madrid, 2008, p. 123.";
        let hits = find_all(t);
        assert_eq!(hits.len(), 1);
        let c = &hits[0].drafts[0].campos;
        assert_eq!(c.autor.as_deref(), Some("DÍEZ-PICAZO, L."));
        assert_eq!(
            c.obra.as_deref(),
            Some("Fundamentos del Derecho civil patrimonial")
        );
        assert_eq!(c.editorial.as_deref(), Some("Civitas"));
        assert_eq!(c.lugar.as_deref(), Some("Madrid"));
        assert_eq!(c.anio, Some(2008));
        assert_eq!(c.pagina.as_deref(), Some("123"));
        assert!(t[hits[0].start..hits[0].end].ends_with("p. 123"));
    }

    #[test]
    fn span_ends_before_trailing_whitespace() {
        // Found by the property test: a reference running into a no-break space.
        let t = "DÍEZ-PICAZO, L., LEC\u{a0}Civitas, Madrid, 2008, p. ECLI:ES:TS:\narts. ,«ECLI:ES:TS:Civitas, Madrid, 2008, p. \n a \u{a0}";
        for h in find_all(t) {
            let s = &t[h.start..h.end];
            assert_eq!(s, s.trim_end(), "{s:?}");
        }
    }

    #[test]
    fn no_author_no_doctrine() {
        assert!(find_all("El pago se hizo en Madrid, 2008, p. 12 del expediente.").is_empty());
    }
}
