//! Case law: CENDOJ (TS, AN, TSJ, AP, juzgados), Tribunal Constitucional and the CJEU.
//!
//! A citation opens at an anchor (`STS`, `Sentencia`, an ECLI, `asunto C-…`) and grows by
//! components in any order: court, chamber, section, number, date, appeal number, Roj, ECLI,
//! legal ground, rapporteur, case number and name; a parenthesis is taken when everything in
//! it is a component (that is how a Roj or ECLI in parentheses merges into its citation).
//! Plural anchors (`SSTS`, `SSTC`) and `y`-lists give one citation per resolution.

use std::ops::Range;
use std::sync::LazyLock;

use super::text::{
    G, Re, ReSet, Read, Shape, date_patterns, digits_shape, parse_date_if, split_trailing_digits,
};

use super::places::{place_for_code, places_alternation};
use super::scan::{Kind, Trigger};
use super::text::{Fecha, ascii_dashes, boundary_after, expand_year, parse_date, squash, window};
use super::{Draft, Found, Hit, NoSoportada, aviso_fecha_imposible};
use crate::model::{Fuente, Span};

/// Which court a citation names.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Court {
    Ts,
    An,
    Tsj(Option<String>),
    Ap(Option<String>),
    Juzgado {
        tipo: &'static str,
        nombre: String,
    },
    Tc,
    /// CJEU Court of Justice.
    Tj,
    /// EU General Court.
    Tg,
    Tedh,
}

/// Kind of resolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Res {
    Sentencia,
    Auto,
    Declaracion,
    Conclusiones,
    Unknown,
}

#[derive(Debug, Clone, Default)]
struct Entry {
    numero: Option<Numero>,
    code: Option<String>,
    fecha: Option<Fecha>,
    recurso: Option<String>,
    roj: Option<String>,
    ecli: Option<String>,
    fundamento: Option<String>,
    ponente: Option<String>,
    asuntos: Vec<String>,
    nombre: Option<String>,
    tipo_proceso: Option<String>,
}

impl Entry {
    fn is_empty(&self) -> bool {
        self.numero.is_none()
            && self.fecha.is_none()
            && self.recurso.is_none()
            && self.roj.is_none()
            && self.ecli.is_none()
            && self.asuntos.is_empty()
            && self.nombre.is_none()
    }
}

#[derive(Debug, Clone)]
struct Numero {
    /// Number without thousands dots ("1744").
    n: String,
    year: i32,
    /// Written with a thousands dot or a `núm.` prefix: a resolution number, not a Roj.
    resolution_marked: bool,
}

#[derive(Debug, Clone)]
struct Case {
    court: Option<Court>,
    res: Res,
    /// Abbreviation as written (`STS`, `SAP`, `STC`), when the anchor is one.
    abbrev: Option<String>,
    sala: Option<String>,
    seccion: Option<String>,
    plural: bool,
    via_roj: bool,
    /// `Sentencia de esta Sala`: the court the brief is addressed to.
    this_court: bool,
    /// `la Sentencia de la misma Sala de …`: the court of the judgment cited before.
    same_court: bool,
    /// True when the last component applied was a list given in order (`recs. … y …`, or
    /// an ECLI of such a list): an ECLI that follows belongs to the next entry in order.
    after_list: bool,
    entries: Vec<Entry>,
    end: usize,
}

impl Case {
    fn new(court: Option<Court>, res: Res) -> Case {
        Case {
            court,
            res,
            abbrev: None,
            sala: None,
            seccion: None,
            plural: false,
            via_roj: false,
            this_court: false,
            same_court: false,
            after_list: false,
            entries: vec![Entry::default()],
            end: 0,
        }
    }

    fn cur(&mut self) -> &mut Entry {
        if self.entries.is_empty() {
            self.entries.push(Entry::default());
        }
        let last = self.entries.len() - 1;
        &mut self.entries[last]
    }

    fn is_eu(&self) -> bool {
        matches!(self.court, Some(Court::Tj | Court::Tg))
    }
}

/// Handles a case-law trigger.
pub(crate) fn at(text: &str, trig: &Trigger) -> Option<Found> {
    let word_raw = text.get(trig.pos..trig.end)?;
    let undotted = word_raw.replace('.', "");
    let word = if trig.kind == Kind::Court {
        undotted.as_str()
    } else {
        word_raw
    };
    let mut case;
    let mut pos = trig.end;
    match trig.kind {
        Kind::Court => {
            let (court, res, plural) = anchor_for(word)?;
            case = Case::new(Some(court), res);
            case.abbrev = Some(singular_abbrev(word));
            case.plural = plural;
            // Roj-style province/region code right after the abbreviation: `SAP M 123/2019`;
            // or the code and, in parentheses, the seat of the chamber (`STSJ AND (Málaga)
            // 987/2021`): a Roj names no seat, so that number is the judgment's, not a Roj.
            let coded = matches!(case.court, Some(Court::Ap(_) | Court::Tsj(_)))
                .then(|| {
                    roj_code(window(text, pos, 24))
                        .map(|(len, code)| (len, code, true))
                        .or_else(|| {
                            seat_after_code(window(text, pos, 60))
                                .map(|(len, code)| (len, code, false))
                        })
                        .or_else(|| {
                            code_then_comma(window(text, pos, 40))
                                .map(|(len, code)| (len, code, false))
                        })
                        .or_else(|| {
                            written_region(window(text, pos, 12))
                                .map(|(len, code)| (len, code, false))
                        })
                })
                .flatten();
            if let Some((len, code, roj)) = coded {
                let tsj = matches!(case.court, Some(Court::Tsj(_)));
                if let Some(place) = place_for_code(tsj, &code) {
                    case.court = Some(if tsj {
                        Court::Tsj(Some(place.to_owned()))
                    } else {
                        Court::Ap(Some(place.to_owned()))
                    });
                    if roj {
                        case.cur().code = Some(code);
                    }
                    pos += len;
                }
            }
        }
        Kind::Resolution => {
            let lower = word.to_lowercase();
            let res = match lower.as_str() {
                "sentencia" | "sentencias" => {
                    if let Some(found) = tribunal_cuentas_at(text, trig) {
                        return Some(found);
                    }
                    if let Some(found) = echr_judgment_by_name(text, trig) {
                        return Some(found);
                    }
                    if let Some(found) = eu_judgment_named_again(text, trig) {
                        return Some(found);
                    }
                    if let Some(found) = tc_judgment_again(text, trig) {
                        return Some(found);
                    }
                    if let Some(found) = foreign_judgment_at(text, trig) {
                        return Some(found);
                    }
                    Res::Sentencia
                }
                "auto" => {
                    if let Some(found) = tribunal_cuentas_at(text, trig) {
                        return Some(found);
                    }
                    Res::Auto
                }
                "stcu" => return tribunal_cuentas_at(text, trig),
                // "los autos 123/2023 del Juzgado" are the proceedings, not a resolution.
                "autos" => return None,
                "conclusiones" => Res::Conclusiones,
                "resolución" | "resoluciones" => return resolution_dgsjfp(text, trig),
                "dictamen" | "dictámenes" | "dictamenes" => return dictamen_at(text, trig),
                // `…, y la de 3 de marzo de 2014 (rcud 1246/2013)`: another judgment of the
                // court cited before, by its date.
                // `la del mismo Tribunal de 8 de febrero de 2024`: another judgment of the court
                // cited before.
                // `y la misma Sala en la 311/2020, de 17 de junio`: a judgment of the chamber
                // cited before, by its number.
                "la misma sala en la" | "la misma sala, en la" => {
                    static RE_NUMBER_NEXT: LazyLock<Re> =
                        LazyLock::new(|| re(r"^\s+(?:n\.?\s*º\s*)?\d{1,4}(?:\.\d{3})?/\d{4}\b"));
                    let after = text.get(trig.end..).unwrap_or("");
                    if !RE_NUMBER_NEXT.is_match(after) || !judgment_named_before(text, trig.pos) {
                        return None;
                    }
                    // `La Sala Primera, en su sentencia de … (rec. …), y la misma Sala en la
                    // 311/2020`: the chamber named before is a numbered one of the Tribunal
                    // Supremo's when no court is named.
                    let court = previous_court(text, trig.pos).or_else(|| {
                        let (_, before) = line_before(text, trig.pos, 1500)?;
                        static RE_TS_CHAMBER: LazyLock<Re> = LazyLock::new(|| {
                            re(r"\bSala\s+(?:Primera|Segunda|Tercera|Cuarta|Quinta)\b")
                        });
                        (RE_TS_CHAMBER.is_match(before) && !before.contains("Constitucional"))
                            .then_some(Court::Ts)
                    })?;
                    let mut case = Case::new(Some(court), Res::Sentencia);
                    case.end = trig.end;
                    scan_components(text, &mut case, trig.end);
                    if case.sala.is_none() {
                        case.sala = previous_sala(text, trig.pos, case.court.as_ref());
                    }
                    return finish(text, trig.pos, case);
                }
                "la del mismo tribunal" => {
                    if !judgment_named_before(text, trig.pos) {
                        return None;
                    }
                    return judgment_of_previous_court(text, trig.pos, trig.end);
                }
                "la de" => {
                    let after = text.get(trig.end..).unwrap_or("");
                    let before = text.get(..trig.pos).unwrap_or("");
                    // `…, y la de`, `y en la de`, `e igualmente en la de`; `que reitera la
                    // de 29 de septiembre de 2009`, `confirmó la de …`; `la sentencia de esta
                    // Sala de … (rec. 6280/2009), la de 23 de enero de 2012`.
                    if ![
                        "), ",
                        " y ",
                        "\ny ",
                        ": ",
                        " en ",
                        "\nen ",
                        " muchas, ",
                        // `confirmada por la de 13 de junio de 2006, Traghetti …, C‑173/03`.
                        "da por ",
                        "do por ",
                        " otras, ",
                        " reitera ",
                        " reiteró ",
                        " confirma ",
                        " confirmó ",
                        " cita ",
                        " citó ",
                        " sigue ",
                        " siguió ",
                        " recoge ",
                        " recogió ",
                        " casa ",
                        " casó ",
                        " revoca ",
                        " revocó ",
                        " evoca ",
                        " evocó ",
                        " invoca ",
                        " invocó ",
                        " matiza ",
                        " matizó ",
                        " precisa ",
                        " precisó ",
                        " completa ",
                        " completó ",
                        " corrige ",
                        " corrigió ",
                        " rectifica ",
                        " rectificó ",
                        " recuerda ",
                        " recordó ",
                        " menciona ",
                        " mencionó ",
                        " como ",
                        " con ",
                        " según ",
                        " que ",
                    ]
                    .iter()
                    .any(|w| before.ends_with(w))
                    {
                        return None;
                    }
                    static RE_DATE_NEXT: LazyLock<Re> =
                        LazyLock::new(|| re(r"^\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}"));
                    if !RE_DATE_NEXT.is_match(after) || !judgment_named_before(text, trig.pos) {
                        return None;
                    }
                    return judgment_of_previous_court(text, trig.pos, trig.pos + "la ".len());
                }
                "la del tribunal"
                | "la de la audiencia"
                | "la de la sala"
                | "la de la misma sala"
                | "la de la misma sección" => {
                    if !judgment_named_before(text, trig.pos) {
                        return None;
                    }
                    // The court is read from `del Tribunal …`.
                    pos = trig.pos + "la ".len();
                    Res::Sentencia
                }
                // `el ATS de 17 de octubre de 2018 … y el de la misma Sala de 2 de abril de
                // 2019`: another order of the same chamber.
                "el de la misma sala" | "el de la misma sección" => {
                    if !order_named_before(text, trig.pos) {
                        return None;
                    }
                    pos = trig.pos + "el ".len();
                    Res::Auto
                }
                _ => return None,
            };
            case = Case::new(None, res);
            case.plural = lower.ends_with('s') && res != Res::Conclusiones;
            // `el Abogado General Bot en sus conclusiones presentadas el …`: the Advocate
            // General named before the opinion.
            static RE_AG_BEFORE: LazyLock<Re> = LazyLock::new(|| {
                re(
                    r"(?i)\babogad[oa]\s+general\s+(?:(?:sr|sra)\.?\s+)?(?-i:\p{Lu})[\p{L}'’-]+(?:\s+(?-i:\p{Lu})[\p{L}'’-]+){0,2}\s*,?\s+(?:en\s+)?(?:sus|las)\s+$",
                )
            });
            if res == Res::Conclusiones
                && let Some((_, before)) = line_before(text, trig.pos, 120)
                && RE_AG_BEFORE.is_match(before)
            {
                case.court = Some(Court::Tj);
            }
            // `la sentencia El Dridi, C‑61/11 PPU`: the name right after the word, then the
            // case number.
            static RE_NAME_THEN_ASUNTO: LazyLock<Re> = LazyLock::new(|| {
                re(
                    r"^\s+(?:\*{1,2}|_)?([A-ZÁÉÍÓÚÑ][^,;:()\d\n«»“”*]{1,60}?)(?:\*{1,2}|_)?\s*,\s*(?:de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}\s*,\s*)?(?:(?:asuntos?|as\.)\s+(?:acumulados\s+)?)?[CTF]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}\s*/\s*\d{2}\b",
                )
            });
            if matches!(res, Res::Sentencia | Res::Auto)
                && !case.plural
                && let Some(c) = RE_NAME_THEN_ASUNTO.captures(window(text, pos, 120))
                && let Some(m) = c.get(1)
            {
                let name = squash(m.as_str());
                if plausible_case_name(&name) {
                    case.cur().nombre = Some(name);
                    pos += m.end() + closing_emphasis(window(text, pos, 120), m.range());
                }
            }
        }
        Kind::Ecli | Kind::Asunto => {
            // `en el asunto López Ribalda y otros c. España`: the European Court of Human
            // Rights'.
            if trig.kind == Kind::Asunto
                && let Some(found) = echr_judgment_by_name(text, trig)
            {
                return Some(found);
            }
            case = Case::new(None, Res::Unknown);
            pos = trig.pos;
        }
        _ => return None,
    }
    let start = trig.pos;
    case.end = pos;
    if case.is_eu()
        && case.abbrev.is_some()
        && let Some(c) = RE_EU_BARE_NAME.captures(window(text, pos, 80))
    {
        let name = squash(c.get(1).map_or("", |m| m.as_str()));
        if plausible_case_name(&name) {
            case.cur().nombre = Some(name);
            pos += c.get(1).map_or(0, |m| m.end());
            case.end = pos;
        }
    }
    let mut scanned = false;
    if case.court.is_none() && trig.kind == Kind::Resolution {
        // "el Tribunal Supremo, en su sentencia de …": the court comes first. A court named
        // after the anchor still wins (it replaces this guess before any component is read).
        if let Some(court) = court_before(text, trig.pos) {
            let mut named_after = case.clone();
            scan_components(text, &mut named_after, pos);
            if named_after.court.is_none() {
                case.court = Some(court);
            } else {
                // `la Sala Primera del Tribunal Supremo en su sentencia 705/2015 (Roj: STS
                // …)`: the court comes again after the anchor; the chamber still before.
                // An ECLI after it names no seat (`ES:APM`): the seat named before stays.
                if matches!(named_after.court, Some(Court::Tsj(None) | Court::Ap(None)))
                    && matches!(court, Court::Tsj(Some(_)) | Court::Ap(Some(_)))
                    && named_after.court.as_ref().map(std::mem::discriminant)
                        == Some(std::mem::discriminant(&court))
                {
                    named_after.court = Some(court);
                }
                // `La Sala Segunda del Tribunal Supremo, en la Sentencia del Pleno 677/2018`:
                // the plenary of the chamber named before.
                if named_after.sala.is_none()
                    || named_after.sala.as_deref() == Some("Pleno")
                        && matches!(named_after.court, Some(Court::Ts))
                {
                    named_after.sala = sala_before(text, start, named_after.court.as_ref())
                        .or(named_after.sala.take());
                }
                if named_after.seccion.is_none() {
                    named_after.seccion = seccion_before(text, start, named_after.court.as_ref());
                }
                case = named_after;
                scanned = true;
            }
        }
    }
    // A court named before whose judgment names it again was read in full above; only the
    // pinpoints below remain.
    if !scanned {
        scan_components(text, &mut case, pos);
        // `La Sentencia de la misma Sala de 17 de julio de 2018`: the court of the judgment
        // cited before it in the paragraph.
        if case.court.is_none() && case.same_court {
            case.court = previous_court(text, trig.pos);
        }
        // `y en la Sentencia de la misma Sala 354/2019`: and its chamber.
        if case.same_court && case.sala.is_none() {
            case.sala = previous_sala(text, trig.pos, case.court.as_ref());
        }
        // `y en el Auto de la Sección 3.ª de 31 de junio de 2022` after an AAN: a section with
        // no court named is of the court the paragraph cited last.
        if case.court.is_none()
            && case.seccion.is_some()
            && !case.this_court
            && matches!(case.res, Res::Sentencia | Res::Auto)
            && !this_court_before(text, start)
        {
            case.court = previous_court(text, trig.pos)
                .filter(|c| matches!(c, Court::Ts | Court::An | Court::Tsj(_) | Court::Ap(_)));
        }
        // "El Tribunal Superior de Justicia de Galicia, en la STSJ 456/2020": the seat named just
        // before an abbreviation that has none.
        if matches!(case.court, Some(Court::Tsj(None) | Court::Ap(None)))
            && let Some(named @ (Court::Tsj(Some(_)) | Court::Ap(Some(_)))) =
                court_before(text, start)
            && case.court.as_ref().map(std::mem::discriminant)
                == Some(std::mem::discriminant(&named))
        {
            case.court = Some(named);
        }
        if case.sala.is_none() {
            case.sala = sala_before(text, start, case.court.as_ref());
        }
        // `La Sala Primera … La Sentencia 1038/2024 (Roj: STS 4227/2024 …)`: a judgment of the
        // Tribunal Supremo in a paragraph that names one chamber only is that chamber's.
        if case.sala.is_none() && matches!(case.court, Some(Court::Ts)) {
            case.sala = only_sala_of_paragraph(text, start);
        }
        // `la Sala Primera en su Auto de 20 de febrero de 2019`: a numbered chamber with no court
        // named is the Tribunal Supremo's.
        if case.sala.is_none()
            && case.court.is_none()
            && matches!(case.res, Res::Sentencia | Res::Auto)
            && let Some(sala) = sala_before(text, start, Some(&Court::Ts))
        {
            case.court = Some(Court::Ts);
            case.sala = Some(sala);
        }
        if case.seccion.is_none() {
            case.seccion = seccion_before(text, start, case.court.as_ref());
        }
        // `La Sala Tercera del Tribunal Supremo (Sección Segunda) ha incorporado esta
        // doctrina. La STS 1.066/2021 …`: the section named with the chamber the paragraph
        // spoke of, for a judgment of that chamber.
        if case.seccion.is_none()
            && matches!(case.court, Some(Court::Ts))
            && let Some(sala) = case.sala.as_deref()
            && let Some((named, Some(section))) =
                previous_sala_and_section(text, start, case.court.as_ref())
            && named == sala
        {
            case.seccion = Some(section);
        }
        // `STS (Pleno) 848/2016`: the plenary of the chamber the paragraph spoke of.
        if case.sala.as_deref() == Some("Pleno")
            && matches!(case.court, Some(Court::Ts))
            && let Some(sala) = previous_sala(text, start, case.court.as_ref())
        {
            case.sala = Some(sala);
        }
    }
    // `el fundamento jurídico tercero de la STC 2/2003`: the pinpoint before the judgment.
    if matches!(case.court, Some(Court::Tc))
        && case.entries.len() == 1
        && case.entries.first().is_some_and(|e| e.fundamento.is_none())
        && let Some(fj) = fj_before(text, start)
    {
        case.cur().fundamento = Some(fj);
    }
    // `la STC 97/2019 exige, en su FJ 4, que …`: the legal ground right after the verb the
    // judgment is the subject of (the citation takes the verb in).
    if case.entries.len() == 1
        && case.entries.first().is_some_and(|e| e.fundamento.is_none())
        && let Some((end, fj)) = fj_after_verb(text, case.end)
    {
        case.cur().fundamento = Some(fj);
        case.end = end;
    }
    // `La STC 29/2013, de 11 de febrero, declaró que … (FJ 7 y FJ 8).`: the legal ground at
    // the end of the sentence the judgment opens.
    // After a list, only right after it, and then of the last one (`las SSTC 98/2000 … y
    // 186/2000, de 10 de julio (FJ 6 de esta última)`).
    if matches!(case.court, Some(Court::Tc | Court::Ts))
        && case.entries.last().is_some_and(|e| e.fundamento.is_none())
        && let Some((gap, fj)) = fj_later_in_sentence(text, case.end)
        && (case.entries.len() == 1 || gap == 0)
    {
        case.cur().fundamento = Some(fj);
    }
    // `el apartado 89 de la sentencia Aranyosi`: the paragraph named before a judgment of
    // the Court of Justice.
    if case.is_eu()
        && case.entries.len() == 1
        && case.entries.first().is_some_and(|e| e.fundamento.is_none())
        && let Some(n) = eu_apartado_before(text, start)
    {
        case.cur().fundamento = Some(format!("apartado {n}"));
    }
    // `la sentencia …, Ruiz Conejero, C-270/16, en la que el Tribunal de Justicia advirtió
    // que … (apartado 39)`: the paragraph pointed to at the end of the sentence.
    if case.is_eu()
        && case.entries.len() == 1
        && case.entries.first().is_some_and(|e| e.fundamento.is_none())
        && let Some(n) = eu_apartado_later_in_sentence(text, case.end)
    {
        case.cur().fundamento = Some(format!("apartado {n}"));
    }
    finish(text, start, case)
}

/// The paragraphs of a judgment of the Court of Justice pointed to in parentheses later in
/// the sentence that cites it, with no other citation in between (`… advirtió que … (apartado
/// 39)`), as written.
fn eu_apartado_later_in_sentence(text: &str, end: usize) -> Option<String> {
    static RE_APDO_PAREN: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i)\(\s*(?:apartados?|apdos?\.)\s+(\d{1,3}(?:\s*(?:a|y|-|–)\s*\d{1,3})?)\s*\)")
    });
    static RE_OTHER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"\b(?:SSTJUE|STJUE|STJCE|STJ|STEDH|SSTEDH|STC|STS|[Ss]entencias?|[Aa]utos?|[Aa]suntos?|[Cc]onclusiones|[Aa]rt[íi]culos?|[Aa]rts?\.|Directiva|Reglamento|Carta|Tratado|TFUE|TUE)\b|\b[CT]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d|\n[ \t]*\n|\(",
        )
    });
    let w = window(text, end, 500);
    let m = RE_APDO_PAREN.captures(w)?;
    let gap = w.get(..m.get(0)?.start())?;
    if super::text::last_sentence_start(gap) > 0 {
        return None;
    }
    // `…; esa misma sentencia exige … (apartados 14 a 27)`: the judgment named again.
    let mut from = 0;
    while let Some(other) = gap.get(from..).and_then(|g| RE_OTHER.find(g)) {
        let at = from + other.start();
        let again = other.as_str().eq_ignore_ascii_case("sentencia")
            && ["misma ", "esa ", "dicha ", "citada ", "referida "]
                .iter()
                .any(|p| super::text::ends_with_lower(gap.get(..at).unwrap_or(""), p));
        if !again {
            return None;
        }
        from += other.end();
    }
    Some(squash(m.get(1)?.as_str()))
}

/// `Según el apartado 55 de la sentencia Brasserie du pêcheur, …`: a judgment of the Court of
/// Justice the brief cited before, named again by its case name with a paragraph pointed to.
/// The case is the one whose number followed that name earlier in the brief; without a
/// paragraph, or without such an earlier citation, nothing is read.
fn eu_judgment_named_again(text: &str, trig: &Trigger) -> Option<Found> {
    static RE_NAME_AFTER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\s+(?:\*{1,2}|_)?((?-i:\p{Lu})[\p{L}'’-]+(?:\s+(?:y|e|du|de|del|la|le|von|van|der)\s+[\p{L}'’-]+|\s+(?-i:\p{Lu})[\p{L}'’-]+){0,3})",
        )
    });
    static RE_APDO_AFTER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?:\*{1,2}|_)?\s*(?:,\s*|\(\s*)(?:apartados?|apdos?\.)\s+(\d{1,3}(?:\s*(?:a|y|-|–)\s*\d{1,3})?)",
        )
    });
    static RE_CASE_AFTER_NAME: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^[^.;\n]{0,120}?\b((?:[CT]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}/\d{2})(?:\s*(?:,|y|e|a)\s*(?:[CT]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}/\d{2}))*)",
        )
    });
    static RE_ECLI_AFTER_CASES: LazyLock<Re> =
        LazyLock::new(|| re(r"^[\s,;(]{0,4}(?:ECLI:)?EU:C:(\d{4}:\d{1,5})\b"));
    static RE_DATE_BEFORE_NAME: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"(?i)\bde\s+(\d{{1,2}}\s+de\s+(?:{})\s+de\s+\d{{4}})[\s,*_]*$",
            super::text::MONTHS
        ))
    });
    static RE_ONE_CASE: LazyLock<Re> =
        LazyLock::new(|| re(r"([CT])\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*(\d{1,4})/(\d{2})"));
    let word = text.get(trig.pos..trig.end)?;
    if word != "sentencia" && word != "Sentencia" {
        return None;
    }
    let after = window(text, trig.end, 120);
    let c = RE_NAME_AFTER.captures(after)?;
    let m = c.get(1)?;
    // The name as written, without a final joining word.
    let mut name = m.as_str().trim_end();
    for tail in [" y", " e", " de", " du", " del", " la", " le"] {
        name = name.strip_suffix(tail).unwrap_or(name);
    }
    let mut end = trig.end + m.start() + name.len();
    // `el apartado 89 de la sentencia Aranyosi y Căldăraru, C-404/15 y C-659/15 PPU`: cited
    // whole again, which the usual reading takes.
    static RE_OWN_CASE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^[\s,*_(]*(?:(?:asuntos?|as\.)\s+(?:acumulados\s+)?)?[CT]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d",
        )
    });
    if RE_OWN_CASE.is_match(window(text, end, 40)) {
        return None;
    }
    // `En la sentencia Moro, antes citada, el Tribunal de Justicia … (apartados 49 a 52)`.
    static RE_CITED_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(r"^(?:\*{1,2}|_)?\s*,\s*(?:antes\s+|ya\s+|arriba\s+|supra\s+)?citada\b")
    });
    if let Some(m) = text.get(end..).and_then(|r| RE_CITED_BEFORE.find(r)) {
        end += m.end();
    }
    let apartado = match eu_apartado_before(text, trig.pos) {
        Some(a) => a,
        None => {
            let rest = text.get(end..)?;
            match RE_APDO_AFTER.captures(rest) {
                Some(a) => {
                    end += a.get(0)?.end();
                    squash(a.get(1)?.as_str())
                }
                None => eu_apartado_later_in_sentence(text, end)?,
            }
        }
    };
    // The name followed, earlier in the brief, by its case number.
    let from = super::text::floor_boundary(text, trig.pos.saturating_sub(30_000));
    let before = text.get(from..trig.pos)?;
    let (asuntos, ecli, fecha) = before.rmatch_indices(name).find_map(|(i, _)| {
        let after_name = before.get(i + name.len()..)?;
        let cases = RE_CASE_AFTER_NAME.captures(after_name)?;
        let list: Vec<String> = RE_ONE_CASE
            .captures_iter(cases.get(1)?.as_str())
            .filter_map(|k| {
                Some(format!(
                    "{}-{}/{}",
                    k.get(1)?.as_str(),
                    k.get(2)?.as_str(),
                    k.get(3)?.as_str()
                ))
            })
            .collect();
        // The ECLI right after the case numbers, and the date right before the name, of the
        // earlier citation.
        let cases_end = i + name.len() + cases.get(0)?.end();
        let ecli = RE_ECLI_AFTER_CASES
            .captures(before.get(cases_end..)?)
            .and_then(|e| Some(format!("ECLI:EU:C:{}", e.get(1)?.as_str())));
        let lead = before.get(super::text::floor_boundary(before, i.saturating_sub(60))..i)?;
        let fecha = RE_DATE_BEFORE_NAME
            .captures(lead)
            .and_then(|d| parse_date(d.get(1)?.as_str()))
            .map(|(_, f)| f);
        (!list.is_empty()).then_some((list, ecli, fecha))
    })?;
    let general = asuntos.first().is_some_and(|a| a.starts_with('T'));
    let mut case = Case::new(
        Some(if general { Court::Tg } else { Court::Tj }),
        Res::Sentencia,
    );
    case.end = end;
    let e = case.cur();
    e.nombre = Some(name.to_owned());
    e.asuntos = asuntos;
    e.ecli = ecli;
    e.fecha = fecha;
    e.fundamento = Some(format!("apartado {apartado}"));
    finish(text, trig.pos, case)
}

/// `Pero la misma Sentencia, en su FJ 6, salvó …`: another legal ground of the judgment of
/// the Constitutional Court cited last (`la STC 25/2024, de 13 de febrero, … FJ 7`), a
/// citation of its own. Only when the last judgment the brief named before is that STC, and
/// only with the legal ground named; nothing is read otherwise.
fn tc_judgment_again(text: &str, trig: &Trigger) -> Option<Found> {
    static RE_SAME_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:la|esa|esta)\s+(?:misma|citada|referida|mencionada|propia)\s+$|(?i)\b(?:dicha|tal)\s+$",
        )
    });
    static RE_LAST_JUDGMENT: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"\b(?:STC\s+(\d{{1,4}})/(\d{{4}})(?:\s*,\s*de\s+(\d{{1,2}}\s+de\s+(?i:{})(?:\s+de\s+\d{{4}})?))?|(?:SSTC|AATC|ATC|STS|SSTS|ATS|SAN|STSJ|SSTSJ|SAP|SSAP|STJUE|STEDH|SJPI|SJM|SJS|SJSO)\b|(?i:sentencias?|auto)\s+(?:de\s+la\s+sala|del\s+tribunal|de\s+\d))",
            super::text::MONTHS
        ))
    });
    let word = text.get(trig.pos..trig.end)?;
    if word != "sentencia" && word != "Sentencia" {
        return None;
    }
    let (_, before) = line_before(text, trig.pos, 24)?;
    if !RE_SAME_BEFORE.is_match(before) {
        return None;
    }
    let fj = RE_FJ.read(window(text, trig.end, 60), [G::At(1)], digits_shape)?;
    let end = trig.end + fj.end();
    let from = super::text::floor_boundary(text, trig.pos.saturating_sub(3_000));
    let last = RE_LAST_JUDGMENT
        .captures_iter(text.get(from..trig.pos)?)
        .last()?;
    let n = last.get(1)?.as_str().to_owned();
    let year: i32 = last.get(2)?.as_str().parse().ok()?;
    let mut case = Case::new(Some(Court::Tc), Res::Sentencia);
    case.end = end;
    let e = case.cur();
    e.numero = Some(Numero {
        n,
        year,
        resolution_marked: false,
    });
    e.fecha = last
        .get(3)
        .and_then(|d| parse_date(d.as_str()))
        .map(|(_, f)| f)
        .filter(|f| f.year.is_none_or(|y| y == year));
    e.fundamento = Some(legal_ground(fj.get(0)?));
    finish(text, trig.pos, case)
}

/// The paragraphs named just before a judgment of the Court of Justice (`el apartado 89 de
/// la`, `los apartados 82 a 88 de la`), as written.
fn eu_apartado_before(text: &str, pos: usize) -> Option<String> {
    static RE_APDO_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:el|los)\s+(?:apartados?|apdos?\.)\s+(\d{1,3}(?:\s*(?:a|y|-|–)\s*\d{1,3})?)\s+(?:de\s+la|del)\s+$",
        )
    });
    let (_, before) = line_before(text, pos, 60)?;
    Some(squash(RE_APDO_BEFORE.captures(before)?.get(1)?.as_str()))
}

/// Another judgment of the court (and chamber) the paragraph cited last, starting at `start`
/// and read from `pos` on: `y la de 3 de marzo de 2014 (rcud …)`, `la del mismo Tribunal de …`.
fn judgment_of_previous_court(text: &str, start: usize, pos: usize) -> Option<Found> {
    let mut case = Case::new(previous_court(text, start), Res::Sentencia);
    case.court.as_ref()?;
    case.end = pos;
    scan_components(text, &mut case, pos);
    if case.sala.is_none() {
        case.sala = previous_sala(text, start, case.court.as_ref());
    }
    finish(text, start, case)
}

/// A legal ground named just before a judgment (`el fundamento jurídico tercero de la`,
/// `el FJ 5 de la`), as `FJ 3`.
fn fj_before(text: &str, pos: usize) -> Option<String> {
    static RE_FJ_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)(?:\b(?-i:FJ)|\bfundamento\s+jur[ií]dico)\s*(?:n[.º°]*\s*)?(\d{1,2}|primero|segundo|tercero|cuarto|quinto|sexto|s[eé]ptimo|octavo|noveno|d[eé]cimo|und[eé]cimo|duod[eé]cimo|[uú]nico)(?:\s*\.?\s*[º°])?\s+(?:de\s+la|del)\s+$",
        )
    });
    let (_, before) = line_before(text, pos, 80)?;
    Some(legal_ground(
        RE_FJ_BEFORE.captures(before)?.get(1)?.as_str(),
    ))
}

/// `FJ 3` for a legal ground written `3`, `3.º` or `tercero`.
fn legal_ground(raw: &str) -> String {
    match super::text::ordinal_word(raw) {
        Some(n) => format!("FJ {n}"),
        None => format!("FJ {}", squash(raw)),
    }
}

/// A legal ground set off by commas right after one verb that follows the judgment ending at
/// `end` (`la STC 97/2019 exige, en su FJ 4, que`, `la STS 12/2020 ya declaró, en su
/// fundamento jurídico tercero,`): where that legal ground ends, and the ground.
fn fj_after_verb(text: &str, end: usize) -> Option<(usize, String)> {
    static RE_VERB_FJ: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^[ \t]*\n?[ \t]*(?:(?:ya|tambi[eé]n|luego|despu[eé]s|asimismo|igualmente|lo|la|los|las|le|les|se|nos)[ \t]*\n?[ \t]*)?[a-záéíóúñ]{4,}[ \t]*,[ \t]*\n?[ \t]*en[ \t]+(?:su|el)[ \t]",
        )
    });
    let w = window(text, end, 160);
    if !w.starts_with([' ', '\t', '\n']) {
        return None;
    }
    let m = RE_VERB_FJ.find(w)?;
    let comma = w.get(..m.end())?.rfind(',')?;
    let c = RE_FJ.read(w.get(comma + 1..)?, [G::At(1)], digits_shape)?;
    let fj_end = comma + 1 + c.end();
    Some((end + fj_end, legal_ground(c.get(0)?)))
}

/// A legal ground in parentheses later in the sentence that goes on at `end` (`…, declaró
/// que … (FJ 7)`, `… (fundamento jurídico cuarto);`), with no other judgment or legal ground
/// named in between, and how much text stands in between.
fn fj_later_in_sentence(text: &str, end: usize) -> Option<(usize, String)> {
    static RE_FJ_PAREN: LazyLock<Re> =
        LazyLock::new(|| re(r"\(\s*(?:(?-i:FJ|F\.\s?J\.)|[Ff]undamentos?\s+jur[ií]dicos?)\s"));
    static RE_OTHER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"\b(?:SSTC|STC|ATC|AATC|STS|SSTS|ATS|STSJ|SSTSJ|SAN|SAP|SSAP|STJUE|STEDH|[Ss]entencias?|[Aa]utos?|asuntos?|FJ|[Ff]undamentos?)\b|\n|\(\s*(?:rec|Roj|ECLI)",
        )
    });
    let w = window(text, end, 700);
    let open = RE_FJ_PAREN.find(w)?.start();
    let gap = w.get(..open)?;
    if super::text::last_sentence_start(gap) > 0 || RE_OTHER.is_match(gap) {
        return None;
    }
    let c = RE_FJ.read(w.get(open + 1..)?, [G::At(1)], digits_shape)?;
    Some((gap.trim().len(), legal_ground(c.get(0)?)))
}

/// True when a judgment is named earlier in the sentence before `pos` (within 600 bytes), so
/// that `y la del Tribunal …` is another judgment: `sentencia` or an abbreviation (`STSJ`).
fn judgment_named_before(text: &str, pos: usize) -> bool {
    let Some((_, before)) = line_before(text, pos, 600) else {
        return false;
    };
    let from = super::text::last_sentence_start(before);
    let sentence = before.get(from..).unwrap_or(before);
    let lower = sentence.to_lowercase();
    lower.contains("sentencia")
        || [
            "STS", "STSJ", "SAP", "SAN", "SSTS", "SSTSJ", "SSAP", "STC", "SSTC", "STJUE", "SSTJUE",
            "STJCE", "STJ", "STG",
        ]
        .iter()
        .any(|a| {
            sentence
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w == *a)
        })
}

/// True when the sentence before `pos` names an order (`auto`, `ATS`, `AAP`).
fn order_named_before(text: &str, pos: usize) -> bool {
    let Some((_, before)) = line_before(text, pos, 600) else {
        return false;
    };
    let from = super::text::last_sentence_start(before);
    let sentence = before.get(from..).unwrap_or(before);
    sentence.split(|c: char| !c.is_alphanumeric()).any(|w| {
        w.eq_ignore_ascii_case("auto")
            || ["ATS", "AATS", "ATSJ", "AAP", "AAAP", "AAN", "ATC"].contains(&w)
    })
}

/// The court of the last judgment the paragraph cites before `pos` (within 1500 bytes): an
/// abbreviation (`STS`, `STSJ Madrid`, `SAN`) or a court's name.
fn previous_court(text: &str, pos: usize) -> Option<Court> {
    static RE_ABBREV: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"\b(S{{1,2}}TSJ?|A{{1,2}}TSJ?|S{{1,2}}AN|S{{1,2}}AP|AAP)\b(?:\s+(?:de\s+(?:la\s+)?)?({})\b|\s+([A-Z]{{1,4}})\s+\d)?",
            &*PLACES_RE
        ))
    });
    let (_, before) = line_before(text, pos, 1500)?;
    let by_abbrev = RE_ABBREV.captures_iter(before).last().and_then(|c| {
        let m = c.get(0)?;
        let (court, _, _) = anchor_for(c.get(1)?.as_str())?;
        // A Roj gives the seat by its code (`STSJ MU 1187/2022`).
        let tsj = matches!(court, Court::Tsj(_));
        let place = c.get(2).map(|p| squash(p.as_str())).or_else(|| {
            c.get(3)
                .and_then(|code| place_for_code(tsj, code.as_str()))
                .map(str::to_owned)
        });
        let court = match (court, place) {
            (Court::Tsj(None), Some(p)) => Court::Tsj(Some(p)),
            (Court::Ap(None), Some(p)) => Court::Ap(Some(p)),
            (c, _) => c,
        };
        Some((m.start(), court))
    });
    let by_name = RE_COURT_ANY
        .captures_iter(before)
        .last()
        .and_then(|c| Some((c.get(0)?.start(), court_from_caps(&c)?)));
    // `sentencias de la Sala Cuarta …: la de 29 de marzo de 2006`: only the Tribunal Supremo
    // numbers its chambers past the second (the Constitutional Court has a first and a second).
    static RE_TS_ORDINAL_SALA: LazyLock<Re> =
        LazyLock::new(|| re(r"\bSala\s+(?:Tercera|Cuarta|Quinta)\b"));
    let by_sala = RE_TS_ORDINAL_SALA
        .find_iter(before)
        .last()
        .map(|m| (m.start(), Court::Ts));
    // `la sentencia de esta Sala de … (rec. 6280/2009), la de 23 de enero de 2012`: the court
    // the brief is addressed to.
    static RE_THIS_SALA: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"\b(?:sentencias?|autos?)\s+de\s+(?:esta|este)\s+(?:misma\s+|mismo\s+)?(?:Sala|Tribunal)\b",
        )
    });
    let by_this = RE_THIS_SALA
        .find_iter(before)
        .last()
        .and_then(|m| Some((m.start(), addressee(text)?.0)));
    // `la sentencia de 6 de octubre de 1982, *Cilfit*, 283/81, EU:C:1982:335, precisada en
    // la de 6 de octubre de 2021`: a judgment of the Court of Justice, by its case or ECLI.
    static RE_EU_CASE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"\bEU:([CT]):\d{4}:\d+|\b([CT])\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}/\d{2}\b",
        )
    });
    let by_eu = RE_EU_CASE.captures_iter(before).last().and_then(|c| {
        let general = c.get(1).or_else(|| c.get(2))?.as_str() == "T";
        Some((
            c.get(0)?.start(),
            if general { Court::Tg } else { Court::Tj },
        ))
    });
    [by_abbrev, by_name, by_sala, by_this, by_eu]
        .into_iter()
        .flatten()
        .max_by_key(|(at, _)| *at)
        .map(|(_, c)| c)
}

/// True when the paragraph cites a judgment of the Tribunal Supremo or names it before `pos`
/// (within 1500 bytes).
fn supremo_cited_in_paragraph(text: &str, pos: usize) -> bool {
    static RE_TS: LazyLock<Re> =
        LazyLock::new(|| re(r"\b(?:SSTS|STS|ATS|AATS)\s+\d|\bTribunal\s+Supremo\b"));
    line_before(text, pos, 1500).is_some_and(|(_, before)| RE_TS.is_match(before))
}

/// True when the last court the paragraph names before `pos` (within 400 bytes) is the
/// Tribunal Supremo, by name or by one of its numbered chambers.
fn supremo_of_paragraph(text: &str, pos: usize) -> bool {
    static RE_TS_SALA: LazyLock<Re> =
        LazyLock::new(|| re(r"\bSala\s+(?:Primera|Segunda|Tercera|Cuarta|Quinta)\b"));
    let Some((_, before)) = line_before(text, pos, 400) else {
        return false;
    };
    let court_at = RE_COURT_ANY
        .captures_iter(before)
        .last()
        .and_then(|c| Some((c.get(0)?.end(), court_from_caps(&c)?)));
    let sala_at = RE_TS_SALA.find_iter(before).last().map(|m| m.end());
    match (court_at, sala_at) {
        (Some((c, court)), Some(sa)) => {
            if sa > c {
                !before.contains("Constitucional")
            } else {
                court == Court::Ts
            }
        }
        (Some((_, court)), None) => court == Court::Ts,
        (None, Some(_)) => !before.contains("Constitucional"),
        (None, None) => false,
    }
}

/// The chamber of the Tribunal Supremo a brief's own jurisdiction points to when it is
/// addressed to a court without chambers: `AL JUZGADO DE LO SOCIAL` → `Social`, `AL JUZGADO
/// DE PRIMERA INSTANCIA` → `Civil`, `AL JUZGADO DE LO PENAL … PARA ANTE LA AUDIENCIA
/// PROVINCIAL` → `Penal`. A court of both orders (`PRIMERA INSTANCIA E INSTRUCCIÓN`, an
/// Audiencia Provincial) is read by the proceedings its heading names (`Juicio cambiario`,
/// `Procedimiento Abreviado`); when they point both ways or nowhere, no chamber is guessed.
fn implied_chamber(text: &str) -> Option<&'static str> {
    heading(text).chamber
}

fn implied_chamber_uncached(text: &str) -> Option<&'static str> {
    static RE_JUZGADO: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?im)^[\s*#_>]*(?:AL?|A\s+LA|PARA\s+ANTE\s+EL)\s+(?:(?:ILMO\.?|ILTMO\.?|ILUSTR[IÍ]SIMO|EXCMO\.?)\s+(?:SR\.?\s+)?)?(?:MAGISTRADO(?:-JUEZ|\s+JUEZ)?\s+(?:DEL\s+)?)?JUZGADO\s+(?:CENTRAL\s+)?DE\s+(LO\s+SOCIAL|LO\s+CONTENCIOSO|LO\s+PENAL|LO\s+MERCANTIL|INSTRUCCI[OÓ]N|(?:PRIMERA|1\.?\s*ª)\s+INSTANCIA(\s+E\s+INSTRUCCI[OÓ]N)?|VIGILANCIA\s+PENITENCIARIA|MENORES|FAMILIA|VIOLENCIA\s+SOBRE\s+LA\s+MUJER)\b",
        )
    });
    static RE_AP: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?im)^[\s*#_>]*(?:AL?|A\s+LA|(?:PARA\s+)?ANTE\s+LA)\s+(?:(?:EXCMA\.?|ILMA\.?|ILUSTR[IÍ]SIMA)\s+)?(?:SECCI[OÓ]N\s+[0-9A-ZÁÉÍÓÚ.ªº]+\s+DE\s+LA\s+)?AUDIENCIA\s+PROVINCIAL\b",
        )
    });
    static RE_PENAL: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:procedimiento\s+abreviado|diligencias\s+(?:previas|urgentes)|sumario\s+(?:ordinario\s+)?n|juicio\s+(?:sobre\s+delitos\s+)?leves?|juicio\s+r[aá]pido|rollo\s+(?:de\s+apelaci[oó]n\s+)?penal|ejecutoria\s+(?:penal\s+)?n|tribunal\s+del\s+jurado|querella|LECrim|Enjuiciamiento\s+Criminal)\b",
        )
    });
    static RE_CIVIL: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:juicio\s+(?:verbal|ordinario|cambiario|monitorio)|procedimiento\s+ordinario|ejecuci[oó]n\s+(?:hipotecaria|de\s+t[ií]tulos)|divorcio|medidas\s+(?:paterno|provisionales)|concurso\s+(?:de\s+acreedores|ordinario|abreviado|voluntario|necesario)|rollo\s+(?:de\s+apelaci[oó]n\s+)?civil|LEC|Enjuiciamiento\s+Civil)\b",
        )
    });
    let head = text.get(..super::text::floor_boundary(text, 1500.min(text.len())))?;
    let penal = || RE_PENAL.is_match(head);
    let civil = || RE_CIVIL.is_match(head);
    let either = || match (penal(), civil()) {
        (true, false) => Some("Penal"),
        (false, true) => Some("Civil"),
        _ => None,
    };
    if let Some(c) = RE_JUZGADO.captures(head) {
        let f = super::norms::fold(c.get(1)?.as_str());
        return if f.starts_with("lo social") {
            Some("Social")
        } else if f.starts_with("lo contencioso") {
            Some("Contencioso-Administrativo")
        } else if f.starts_with("lo mercantil") || f.starts_with("familia") {
            Some("Civil")
        } else if c.get(2).is_some() {
            either()
        } else if f.starts_with("violencia") {
            if civil() {
                Some("Civil")
            } else {
                Some("Penal")
            }
        } else if f.starts_with("lo penal")
            || f.starts_with("instruc")
            || f.starts_with("vigilancia")
            || f.starts_with("menores")
        {
            Some("Penal")
        } else {
            Some("Civil")
        };
    }
    if RE_AP.is_match(head) {
        return either();
    }
    None
}

/// The section of the court a brief is addressed to, in its first lines (`PARA ANTE LA ILMA.
/// AUDIENCIA PROVINCIAL DE MÁLAGA — SECCIÓN SEXTA`, `## SALA DE LO CONTENCIOSO-ADMINISTRATIVO —
/// SECCIÓN TERCERA`), as a number.
fn addressee_section(text: &str) -> Option<String> {
    static RE_SECTION: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?m)\A(?:[^\n]*\n){0,6}?[^\n]*?\b(?:SECCI[OÓ]N|Secci[oó]n)\s+(?:N\.?\s*º\s*)?(\d{1,2}|[A-ZÁÉÍÓÚ]+|[A-ZÁÉÍÓÚ][a-záéíóú]+)\b",
        )
    });
    let head = text.get(..super::text::floor_boundary(text, 600.min(text.len())))?;
    let raw = RE_SECTION.captures(head)?.get(1)?.as_str();
    let n = raw
        .parse::<u32>()
        .ok()
        .or_else(|| super::text::ordinal_word(&super::norms::fold(raw)))?;
    (1..=30).contains(&n).then(|| n.to_string())
}

/// The court a brief is addressed to, from its heading (`A LA SALA SEGUNDA DEL TRIBUNAL
/// SUPREMO`, `AL TRIBUNAL SUPERIOR DE JUSTICIA DE MADRID`; an appeal filed with the lower
/// court, `PARA ANTE LA SALA DE LO SOCIAL DEL TRIBUNAL SUPERIOR …`, `PARA ANTE LA ILMA.
/// AUDIENCIA PROVINCIAL DE MÁLAGA`), and its chamber: what `esta Sala` means in the brief.
/// Only the first lines are read, so the answer is the same for every stretch of the text.
fn addressee(text: &str) -> Option<(Court, Option<String>)> {
    heading(text).court
}

/// What the heading of a brief says of the court it is addressed to.
#[derive(Clone)]
struct Heading {
    /// The court and its chamber ([`addressee`]).
    court: Option<(Court, Option<String>)>,
    /// The chamber a single-judge court implies ([`implied_chamber`]).
    chamber: Option<&'static str>,
}

/// The heading of `text` read once per thread and kept with the first 2,000 bytes it was
/// read from (every judgment of a brief asks for it; two briefs never share an answer).
fn heading(text: &str) -> Heading {
    thread_local! {
        static LAST: std::cell::RefCell<Option<(String, Heading)>> =
            const { std::cell::RefCell::new(None) };
    }
    let head = text
        .get(..super::text::floor_boundary(text, 2000.min(text.len())))
        .unwrap_or_default();
    if let Some(h) = LAST.with_borrow(|last| {
        last.as_ref()
            .filter(|(h, _)| h == head)
            .map(|(_, v)| v.clone())
    }) {
        return h;
    }
    let h = Heading {
        court: addressee_uncached(head),
        chamber: implied_chamber_uncached(head),
    };
    LAST.set(Some((head.to_owned(), h.clone())));
    h
}

fn addressee_uncached(text: &str) -> Option<(Court, Option<String>)> {
    static RE_ADDRESSEE: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"(?im)(?:^[\s*#_>]*(?:A|AL|A\s+LA)|(?:^|\s)(?:PARA\s+)?ANTE\s+(?:LA|EL))\s+(?:(?:EXCMA\.?|EXCELENT[IÍ]SIMA|ILMA\.?|ILUSTR[IÍ]SIMA)\s+)?(?:SALA\s+(?:(PRIMERA|SEGUNDA|TERCERA|CUARTA|QUINTA)|DE\s+LO\s+(CIVIL\s+Y\s+PENAL|CIVIL|PENAL|CONTENCIOSO[\s-]*ADMINISTRATIVO|SOCIAL|MILITAR))\s+(?:DEL?\s+(?:LA\s+)?)?)?(?:SECCI[OÓ]N\s+[0-9A-ZÁÉÍÓÚ.ªº]+\s+DE\s+LA\s+)?(TRIBUNAL\s+SUPREMO|AUDIENCIA\s+NACIONAL|TRIBUNAL\s+SUPERIOR\s+DE\s+JUSTICIA\s+(?:DE\s+(?:LA\s+)?|DEL\s+)?({0})|AUDIENCIA\s+PROVINCIAL\s+DE\s+({0}))\b",
            super::places::places_alternation()
        ))
    });
    let head = text.get(..super::text::floor_boundary(text, 2000.min(text.len())))?;
    let c = RE_ADDRESSEE.captures(head)?;
    // `A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPERIOR DE JUSTICIA DE
    // CASTILLA-LA MANCHA`: the place as the court list writes it.
    let court = if let Some(place) = c.get(4) {
        Court::Tsj(Some(
            super::places::canonical_place(place.as_str())?.to_owned(),
        ))
    } else if let Some(place) = c.get(5) {
        // `PARA ANTE LA ILMA. AUDIENCIA PROVINCIAL DE MÁLAGA — SECCIÓN SEXTA`.
        Court::Ap(Some(
            super::places::canonical_place(place.as_str())?.to_owned(),
        ))
    } else if super::norms::fold(c.get(3)?.as_str()).starts_with("tribunal") {
        Court::Ts
    } else {
        Court::An
    };
    // `# AL TRIBUNAL SUPERIOR DE JUSTICIA DE LA COMUNITAT VALENCIANA` and, on a line of its
    // own, `## SALA DE LO CONTENCIOSO-ADMINISTRATIVO — SECCIÓN TERCERA` (or right after it,
    // where the heading's short lines were joined as a hard-wrapped paragraph).
    static RE_SALA_LINE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^(?:[^\n]*\n(?:[\s*#_>]*\n)*[\s*#_>]*|[\s,.—–-]*)SALA\s+(?:(PRIMERA|SEGUNDA|TERCERA|CUARTA|QUINTA)|DE\s+LO\s+(CIVIL\s+Y\s+PENAL|CIVIL|PENAL|CONTENCIOSO[\s-]*ADMINISTRATIVO|SOCIAL|MILITAR))\b",
        )
    });
    let sala = c
        .get(1)
        .or_else(|| c.get(2))
        .map(|m| sala_name(m.as_str()))
        .or_else(|| {
            let next = head.get(c.get(0)?.end()..)?;
            let l = RE_SALA_LINE.captures(next)?;
            l.get(1).or_else(|| l.get(2)).map(|m| sala_name(m.as_str()))
        });
    Some((court, sala))
}

/// A section named just before the resolution of a court that has sections: "La Audiencia
/// Provincial de Valencia (Sección 9.ª), en su sentencia n.º 612/2020".
fn seccion_before(text: &str, pos: usize, court: Option<&Court>) -> Option<String> {
    static RE_SECCION_ANY: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i)\bsecci[oó]n\s+(?:(\d{1,2})(?:\s*\.?\s*[ªº°])?|([a-zé]+))\b\s*\)?")
    });
    if !matches!(
        court,
        Some(Court::Ts | Court::An | Court::Tsj(_) | Court::Ap(_))
    ) {
        return None;
    }
    let (_, before) = line_before(text, pos, 120)?;
    if !before.contains("ecci") {
        return None;
    }
    let m = RE_SECCION_ANY.captures_iter(before).last()?;
    let gap = before.get(m.get(0)?.end()..)?;
    if gap.len() > 80 || RE_BREAK.is_match(gap) {
        return None;
    }
    // `la Sección 15.ª de la Audiencia Provincial de Barcelona en su Sentencia`: a court in
    // between must be the resolution's own.
    let mut courts = RE_COURT_ANY.captures_iter(gap);
    match (courts.next(), courts.next()) {
        (None, _) if gap.len() <= 40 => {}
        (Some(c), None) if court_from_caps(&c).as_ref() == court => {}
        _ => return None,
    }
    match (m.get(1), m.get(2)) {
        (Some(d), _) => Some(d.as_str().trim_start_matches('0').to_owned()),
        (None, Some(word)) => {
            super::text::ordinal_word(&super::norms::fold(word.as_str())).map(|n| n.to_string())
        }
        _ => None,
    }
}

/// A chamber named at the head of the clause, before the resolution of a court that has
/// chambers: "La Sala Primera, en su STS 241/2013", "la Sala de lo Social del Tribunal
/// Supremo, en la sentencia de …". When a court is named between the chamber and the
/// resolution it must be the resolution's; with no court named, only the Tribunal Supremo's
/// numbered chambers (`Sala Tercera`) are taken, since another court's `Sala de lo Penal`
/// could be meant.
static RE_SALA_ANY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)\bsala\s+(?:de\s+lo\s+)?(?:(civil\s+y\s+penal|civil|penal|contencioso[\s-]*administrativ[oa]|social|militar)\b|(primera|segunda|tercera|cuarta|quinta)\b|([1-5])\s*\.?\s*[ªº°])",
    )
});

/// The chamber the paragraph named last before `pos` (`y la de 30 de junio de 2015` after a
/// judgment of the Sala Primera), for a court that has chambers.
fn previous_sala(text: &str, pos: usize, court: Option<&Court>) -> Option<String> {
    previous_sala_and_section(text, pos, court).map(|(sala, _)| sala)
}

/// [`previous_sala`], and the section named with it (`la Sección Quinta de la Sala Tercera`).
fn previous_sala_and_section(
    text: &str,
    pos: usize,
    court: Option<&Court>,
) -> Option<(String, Option<String>)> {
    static RE_SECTION_OF: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i)\bsecci[oó]n\s+(?:(\d{1,2})(?:\s*\.?\s*[ªº°])?|([a-zé]+))\s+de\s+(?:la\s+)?$")
    });
    if !matches!(court, Some(Court::Ts | Court::An | Court::Tsj(_))) {
        return None;
    }
    let (_, before) = line_before(text, pos, 1500)?;
    let m = RE_SALA_ANY.captures_iter(before).last()?;
    let raw = m.get(1).or_else(|| m.get(2)).or_else(|| m.get(3))?.as_str();
    let lead = before.get(
        super::text::floor_boundary(before, m.get(0)?.start().saturating_sub(40))
            ..m.get(0)?.start(),
    )?;
    // `la Sala Tercera del Tribunal Supremo (Sección Segunda)`: the section after it.
    static RE_SECTION_AFTER: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^(?:\s+del\s+tribunal\s+supremo)?\s*[(,]\s*secci[oó]n\s+(?:(\d{1,2})(?:\s*\.?\s*[ªº°])?|([a-zé]+))\b",
        )
    });
    let after = before.get(m.get(0)?.end()..).unwrap_or_default();
    let section = RE_SECTION_OF
        .captures(lead)
        .or_else(|| RE_SECTION_AFTER.captures(after))
        .and_then(|c| match (c.get(1), c.get(2)) {
            (Some(n), _) => Some(n.as_str().to_owned()),
            (None, Some(w)) => super::text::ordinal_word(w.as_str())
                .filter(|n| (1..=30).contains(n))
                .map(|n| n.to_string()),
            _ => None,
        });
    Some((sala_name(raw), section))
}

/// The chamber of the Tribunal Supremo the paragraph before `pos` names, when it names one
/// chamber only (`la Sala Primera`, `la Sala de lo Civil`).
fn only_sala_of_paragraph(text: &str, pos: usize) -> Option<String> {
    let (_, before) = line_before(text, pos, 1500)?;
    if !before.contains("Sala") {
        return None;
    }
    let mut found: Option<String> = None;
    for m in RE_SALA_ANY.captures_iter(before) {
        let raw = m.get(1).or_else(|| m.get(2)).or_else(|| m.get(3))?.as_str();
        let name = sala_name(raw);
        if name == "Pleno" {
            continue;
        }
        match &found {
            Some(f) if *f != name => return None,
            Some(_) => {}
            None => found = Some(name),
        }
    }
    found
}

fn sala_before(text: &str, pos: usize, court: Option<&Court>) -> Option<String> {
    if !matches!(court, Some(Court::Ts | Court::An | Court::Tsj(_))) {
        return None;
    }
    let (_, before) = line_before(text, pos, 160)?;
    let m = RE_SALA_ANY.captures_iter(before).last()?;
    let gap = without_chamber_parens(before.get(m.get(0)?.end()..)?);
    let gap = gap.as_ref();
    if gap.len() > 120 || RE_BREAK.is_match(gap) {
        return None;
    }
    let numbered = m.get(1).is_none();
    let mut courts = RE_COURT_ANY.captures_iter(gap);
    match (courts.next(), courts.next()) {
        // The court the chamber belongs to must be the resolution's.
        (Some(c), None) => {
            let named = court_from_caps(&c)?;
            if std::mem::discriminant(&named) != std::mem::discriminant(court?) {
                return None;
            }
        }
        // Two courts in between: no guess.
        (Some(_), Some(_)) => return None,
        (None, _) if !(numbered && matches!(court, Some(Court::Ts))) => return None,
        (None, _) => {}
    }
    let raw = m.get(1).or_else(|| m.get(2)).or_else(|| m.get(3))?.as_str();
    Some(sala_name(raw))
}

/// At most `max` bytes of the line before `pos`, and where they start.
fn line_before(text: &str, pos: usize, max: usize) -> Option<(usize, &str)> {
    let from = super::text::floor_boundary(text, pos.saturating_sub(max))
        .max(super::text::line_start(text, pos));
    Some((from, text.get(from..pos)?))
}

/// `gap` without a chamber or section in parentheses ("del Tribunal Supremo (Sección
/// Quinta), en su sentencia"): part of the court's name, not a break of the clause.
fn without_chamber_parens(gap: &str) -> std::borrow::Cow<'_, str> {
    static RE_CHAMBER_PAREN: LazyLock<Re> =
        LazyLock::new(|| re(r"(?i)\(\s*(?:secci[oó]n|sala|pleno|gran\s+sala)\b[^()\n]{0,30}\)"));
    RE_CHAMBER_PAREN.replace_all(gap, "")
}

/// True when `esta Sala` (`este Tribunal`, `esta misma Sala`) stands in the same clause
/// just before `pos`, with no other court named in between.
/// `Esta misma Sección lo aplicó … en su sentencia`: the section the brief is addressed to,
/// named as the judgment's in its clause.
fn this_section_before(text: &str, pos: usize) -> bool {
    static RE_THIS_SECTION: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:esta|este)\s+(?:misma\s+|propia\s+)?(?:Sala\s+y\s+)?Secci[oó]n\b[^.;]{0,200}$",
        )
    });
    line_before(text, pos, 220).is_some_and(|(_, before)| {
        before.contains("ecci") && RE_THIS_SECTION.is_match(before) && this_court_before(text, pos)
    })
}

fn this_court_before(text: &str, pos: usize) -> bool {
    static RE_THIS: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:esta|este)\s+(?:misma\s+|mismo\s+|propia\s+|propio\s+)?(?:Sala|Tribunal|Secci[oó]n)\b",
        )
    });
    // `de esta Sala —así, la sentencia 1/2018, de 8 de enero (proc. 52/2017), o la sentencia
    // 43/2019`: a list of its judgments goes on after the first.
    static RE_LIST_GOES_ON: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)\b(?:sentencia|auto)\s+[^()]{0,60}\([^()]{1,60}\)\s*,?\s*(?:y|o|e)\s+(?:en\s+)?(?:(?:la|el)\s+)?$",
        )
    });
    let Some((_, before)) = line_before(text, pos, 220) else {
        return false;
    };
    let Some(m) = RE_THIS.find_iter(before).last() else {
        return false;
    };
    static RE_PARENS: LazyLock<Re> = LazyLock::new(|| re(r"\([^()]*\)"));
    let gap = before.get(m.end()..).unwrap_or("");
    if RE_COURT_ANY.is_match(gap) {
        return false;
    }
    if gap.len() <= 90 && !RE_BREAK.is_match(gap) {
        return true;
    }
    RE_LIST_GOES_ON.is_match(gap) && !RE_BREAK.is_match(&RE_PARENS.replace_all(gap, ""))
}

/// True when the citation ending at `end` says it was named before (`el Auto de 18 de
/// septiembre de 2024 antes mencionado`): a re-mention, not a citation.
fn mentioned_before(text: &str, end: usize) -> bool {
    static RE_MENTIONED: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\s*,?\s*(?:antes|ya|anteriormente|arriba|m[aá]s\s+arriba)\s+(?:mencionad|citad|referid|indicad|aludid)[oa]s?\b",
        )
    });
    RE_MENTIONED.is_match(window(text, end, 60))
}

/// The court named in the same clause just before `pos`, if any.
fn court_before(text: &str, pos: usize) -> Option<Court> {
    let (from, before) = line_before(text, pos, 90)?;
    let Some(m) = RE_COURT_ANY.captures_iter(before).last() else {
        return alto_tribunal_before(text, before, from).or_else(|| ordinal_chamber_before(before));
    };
    let whole = m.get(0)?;
    let gap = before.get(whole.end()..)?;
    let gap = without_chamber_parens(gap);
    if gap.len() > 60 || RE_BREAK.is_match(&gap) {
        return None;
    }
    court_from_caps(&m)
}

/// `la Sala Primera en la sentencia de Pleno 769/2014`: a chamber numbered in words is the
/// Tribunal Supremo's.
fn ordinal_chamber_before(before: &str) -> Option<Court> {
    static RE_ORDINAL_CHAMBER: LazyLock<Re> =
        LazyLock::new(|| re(r"\bSala\s+(?:Primera|Segunda|Tercera|Cuarta|Quinta)\b"));
    let m = RE_ORDINAL_CHAMBER.find_iter(before).last()?;
    let gap = before.get(m.end()..)?;
    (gap.len() <= 60 && !RE_BREAK.is_match(gap)).then_some(Court::Ts)
}

/// `El Alto Tribunal, en la Sentencia núm. 1.744/2023`: the Tribunal Supremo, unless the
/// Constitutional Court was named just before.
fn alto_tribunal_before(text: &str, before: &str, from: usize) -> Option<Court> {
    let at = before.rfind("Alto Tribunal")?;
    let gap = before.get(at + "Alto Tribunal".len()..)?;
    if gap.len() > 60 || RE_BREAK.is_match(gap) {
        return None;
    }
    let wider =
        text.get(super::text::floor_boundary(text, (from + at).saturating_sub(300))..from + at)?;
    if wider.contains("Constitucional") {
        return None;
    }
    Some(Court::Ts)
}

fn singular_abbrev(word: &str) -> String {
    match word {
        "SSTS" => "STS".into(),
        "AATS" => "ATS".into(),
        "SSAN" => "SAN".into(),
        "SSTSJ" => "STSJ".into(),
        "SSAP" => "SAP".into(),
        "SSTC" => "STC".into(),
        "AATC" => "ATC".into(),
        "SSTJUE" => "STJUE".into(),
        "SSTJCE" => "STJCE".into(),
        other => other.into(),
    }
}

fn anchor_for(word: &str) -> Option<(Court, Res, bool)> {
    let juz = |tipo: &'static str, nombre: &str, res| {
        Some((
            Court::Juzgado {
                tipo,
                nombre: nombre.to_owned(),
            },
            res,
            false,
        ))
    };
    Some(match word {
        "STS" => (Court::Ts, Res::Sentencia, false),
        "SSTS" => (Court::Ts, Res::Sentencia, true),
        "ATS" => (Court::Ts, Res::Auto, false),
        "AATS" => (Court::Ts, Res::Auto, true),
        "SAN" => (Court::An, Res::Sentencia, false),
        "SSAN" => (Court::An, Res::Sentencia, true),
        "AAN" => (Court::An, Res::Auto, false),
        "STSJ" => (Court::Tsj(None), Res::Sentencia, false),
        "SSTSJ" => (Court::Tsj(None), Res::Sentencia, true),
        "ATSJ" => (Court::Tsj(None), Res::Auto, false),
        "SAP" => (Court::Ap(None), Res::Sentencia, false),
        "SSAP" => (Court::Ap(None), Res::Sentencia, true),
        "AAP" => (Court::Ap(None), Res::Auto, false),
        "SJPI" => return juz("SJPI", "Juzgado de Primera Instancia", Res::Sentencia),
        "AJPI" => return juz("AJPI", "Juzgado de Primera Instancia", Res::Auto),
        "SJM" => return juz("SJM", "Juzgado de lo Mercantil", Res::Sentencia),
        "AJM" => return juz("AJM", "Juzgado de lo Mercantil", Res::Auto),
        // CENDOJ's code for the Juzgado de lo Social is `SO` (`SJSO 123/2019`).
        "SJS" | "SJSO" => return juz("SJSO", "Juzgado de lo Social", Res::Sentencia),
        "AJS" | "AJSO" => return juz("AJSO", "Juzgado de lo Social", Res::Auto),
        "SJCA" => {
            return juz(
                "SJCA",
                "Juzgado de lo Contencioso-Administrativo",
                Res::Sentencia,
            );
        }
        "SJP" => return juz("SJP", "Juzgado de lo Penal", Res::Sentencia),
        "SJI" => return juz("SJI", "Juzgado de Instrucción", Res::Sentencia),
        "STC" => (Court::Tc, Res::Sentencia, false),
        "SSTC" => (Court::Tc, Res::Sentencia, true),
        "ATC" => (Court::Tc, Res::Auto, false),
        "AATC" => (Court::Tc, Res::Auto, true),
        "DTC" => (Court::Tc, Res::Declaracion, false),
        "STJUE" | "STJCE" | "STJ" => (Court::Tj, Res::Sentencia, false),
        "SSTJUE" | "SSTJCE" => (Court::Tj, Res::Sentencia, true),
        "ATJUE" => (Court::Tj, Res::Auto, false),
        "STG" | "STGUE" => (Court::Tg, Res::Sentencia, false),
        "TJUE" | "TJCE" => (Court::Tj, Res::Unknown, false),
        _ => return None,
    })
}

/// A region code and, in parentheses, the seat of the chamber right after an abbreviation
/// (`STSJ AND (Málaga) 987/2021`): the length up to the number, and the code.
fn seat_after_code(w: &str) -> Option<(usize, String)> {
    static RE_SEAT: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s+([A-Z]{1,4})\s*\(\s*\p{Lu}\p{L}+(?:\s+\p{L}+){0,3}\s*\)\s+\d"));
    let c = RE_SEAT.captures(w)?;
    Some((c.get(0)?.end() - 1, c.get(1)?.as_str().to_owned()))
}

/// A region code set off by a comma after an abbreviation (`STSJ CV, Sección 2.ª, 412/2019`):
/// a Roj has no comma, so the number that follows is the judgment's. The length up to the
/// code's end, and the code.
fn code_then_comma(w: &str) -> Option<(usize, String)> {
    static RE_CODE_COMMA: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s+([A-Z]{1,4})\s*,\s*(?:Secci[oó]n\b|Sec\.|Sala\b|\d|de\s+\d)"));
    let c = RE_CODE_COMMA.captures(w)?;
    Some((c.get(1)?.end(), c.get(1)?.as_str().to_owned()))
}

/// A region as writers abbreviate it after `STSJ`, which no Roj uses (`STSJ CyL (Valladolid,
/// Sección 1.ª) 845/2022`). The length up to its end, and the Roj code of the region.
fn written_region(w: &str) -> Option<(usize, String)> {
    let rest = w.trim_start();
    let lead = w.len() - rest.len();
    let (written, code) = [("CyL", "CL"), ("CyM", "CLM")]
        .into_iter()
        .find(|(written, _)| rest.starts_with(written))?;
    let after = rest.get(written.len()..)?;
    (lead > 0 && !after.starts_with(|c: char| c.is_alphanumeric()))
        .then(|| (lead + written.len(), code.to_owned()))
}

fn roj_code(w: &str) -> Option<(usize, String)> {
    let c = RE_CODE.captures(w)?;
    let code = c.get(1)?.as_str().to_owned();
    Some((c.get(1)?.end(), code))
}

/// One recognised piece of a case citation.
#[derive(Debug, Clone)]
enum Comp {
    Sala(String),
    Seccion(String),
    Court(Court),
    Place(String),
    /// The number and town of the court an abbreviation named (`SJPI n.º 1 de Fuenlabrada`).
    JuzgadoOf {
        num: String,
        place: Option<String>,
    },
    Num {
        numero: Numero,
        list: bool,
    },
    Date(Fecha),
    /// A date opening the next resolution of a plural citation.
    NextDate(Fecha),
    /// Several days of one month and year, one resolution each (`de 11 y 18 de junio de
    /// 2018`).
    Dates(Vec<Fecha>),
    /// One date for every resolution listed so far without one (`SSTC 55/2021 y 65/2021,
    /// ambas de 15 de marzo`).
    AllDates(Fecha),
    /// A date for each resolution listed so far without one, in order (`SSTS 56/2019 y
    /// 556/2019, de 25 de enero y de 22 de octubre, respectivamente`).
    EachDate(Vec<Fecha>),
    /// The recursos of a plural citation, one per resolution in order (`recs. 3123/2015 y
    /// 3033/2015`); `true` when they are rcud.
    Recs(Vec<String>, bool),
    /// A recurso number; `true` when it is a `rcud` (unificación de doctrina), which only the
    /// Sala de lo Social of the Tribunal Supremo hears.
    Rec(String, bool),
    /// `de esta Sala`, `de este Tribunal`: the court the brief is addressed to.
    ThisCourt,
    /// `de la misma Sala`: the court of the judgment cited before.
    SameCourt,
    Roj(String),
    Ecli(String),
    Fj(String),
    Ponente(String),
    Asuntos(Vec<String>),
    Nombre(String),
    AbogadoGeneral,
    TipoProceso(String),
    Skip,
}

static PLACES_RE: LazyLock<String> = LazyLock::new(places_alternation);

fn re(pattern: &str) -> Re {
    Re::new(pattern).expect("invariant: case-law regex compiles")
}

static RE_CODE: LazyLock<Re> = LazyLock::new(|| re(r"^\s+([A-Z]{1,4})\s+\d"));
static RE_SALA: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:de|en|por)\s+)?(?:la\s+)?(?:excma\.?\s+)?sala\s+(?:de\s+lo\s+)?(civil\s+y\s+penal|civil|penal|contencioso[\s-]*administrativ[oa]|social|militar|especial|de\s+apelaci[oó]n|primera|segunda|tercera|cuarta|quinta|[1-5]\s*\.?\s*[ªº°]|[1-5]a\b|[1-5]\b)|^[\s,;]*(?-i:(Social|Civil|Penal|Contencioso-[Aa]dministrativo))\b",
    )
});
static RE_SALA_BRACKET: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^[\s,;]*\[\s*(?:sala\s+)?([1-5])\s*\.?\s*[ªº°a]?\s*\]"));
static RE_AND: LazyLock<Re> = LazyLock::new(|| re(r"^[\s,;]*(?:y|e)\s+"));
static RE_SALA_ORD: LazyLock<Re> = LazyLock::new(|| re(r"^[\s,;]*([1-5])\s*\.?\s*[ªº°]"));
static RE_PLENO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:del|en\s+el|en|dictad[oa]\s+por\s+el|(?:reunid|constituid)[oa]\s+en)\s+(?-i:Pleno|pleno)|(?:de\s+)?(?-i:Pleno)|(?-i:pleno))\b(?P<sala>\s+de\s+la\s+(?-i:Sala)\b(?P<next>\s*[(),;.])?)?",
    )
});
static RE_GRAN_SALA: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^[\s,;]*(?:(?:de\s+la|en)\s+)?gran\s+sala\b"));
static RE_SECCION: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:dictad[oa]s?|pronunciad[oa]s?)\s+por\s+)?(?:(?:de\s+)?la\s+)?(?:secci[oó]n|secc?\.)\s*(?:n[.ºo°]*\s*)?(?:(\d{1,2})(?:\s*\.?\s*[ªº°])?|(primera|segunda|tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena|d[eé]cima|und[eé]cima|duod[eé]cima|(?:d[eé]cim[oa]|vig[eé]sim[oa])\s*(?:primera|segunda|tercera|cuarta|quinta|sexta|s[eé]ptima|octava|novena)|decimoctava|vig[eé]sima))\b",
    )
});
fn court_alternatives() -> String {
    let p = &*PLACES_RE;
    format!(
        r"(?:(?P<ts>tribunal\s+supremo|(?-i:TS)\b)|(?P<an>audiencia\s+nacional|(?-i:AN)\b)|(?P<tc>tribunal\s+constitucional|(?-i:TC)\b)|(?P<tedh>tribunal\s+europeo\s+de\s+derechos\s+humanos|(?-i:TEDH)\b)|(?P<tj>tribunal\s+de\s+justicia(?:\s+de\s+la\s+uni[oó]n\s+europea|\s+de\s+las\s+comunidades\s+europeas|\s+europeo)?|(?-i:TJUE|TJCE|TJ)\b)|(?P<tg>tribunal\s+general(?:\s+de\s+la\s+uni[oó]n\s+europea)?|tribunal\s+de\s+primera\s+instancia\s+de\s+las\s+comunidades\s+europeas|(?-i:TGUE)\b)|(?P<ap>(?:audiencia\s+provincial|(?-i:AP))(?:\s+de)?\s+(?P<ap_place>{p})\b)|(?P<tsj>(?:tribunal\s+superior\s+de\s+justicia|(?-i:TSJ))(?:\s+de(?:l|\s+las?)?)?\s+(?P<tsj_place>{p})\b)|(?P<jdo>juzgado\s+(?:de\s+)?(?P<jtype>primera\s+instancia(?:\s+e\s+instrucci[oó]n)?|lo\s+social|lo\s+mercantil|lo\s+contencioso[\s-]*administrativo|lo\s+penal|instrucci[oó]n|violencia\s+sobre\s+la\s+mujer)(?:\s+(?:n[.ºo°]*|n[úu]m(?:ero|\.)?)\s*(?P<jnum>\d{{1,3}}))?(?:\s+de\s+(?P<jplace>{p})\b)?))"
    )
}

static RE_COURT: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^[\s,;]*(?:(?:dictad[oa]s?\s+por|de|del|por)\s+)?(?:(?:la|el|este|esta)\s+)?(?:excm[oa]\.?\s+|ilm[oa]\.?\s+)?{}",
        court_alternatives()
    ))
});
/// A court named shortly before a bare `sentencia`/`auto` ("el Tribunal Supremo, en su
/// sentencia de …").
const COURT_GROUPS: [G; 14] = [
    G::Named("ts"),
    G::Named("an"),
    G::Named("tc"),
    G::Named("tedh"),
    G::Named("tj"),
    G::Named("tg"),
    G::Named("ap"),
    G::Named("ap_place"),
    G::Named("tsj"),
    G::Named("tsj_place"),
    G::Named("jdo"),
    G::Named("jtype"),
    G::Named("jnum"),
    G::Named("jplace"),
];

/// The groups of a match of [`RE_COURT`] that names a court without a seat (`del Tribunal
/// Supremo`, `el TJUE`, `Tribunal de Justicia de la Unión Europea`), read from its text: the
/// match ends with the court's name, which is the whole of its group. The words before it
/// (`dictada por la`, `del`) end no court's name, and no name here ends another. The names
/// are compared in lower case, the abbreviations as written; any other name (a court with
/// a seat, a letter the pattern's case folding takes but lower case does not) is left to
/// the capture search.
fn court_shape(m: &str) -> Option<Shape<14>> {
    const NAMES: [(usize, &[&str]); 20] = [
        (0, &["tribunal", "supremo"]),
        (0, &["TS"]),
        (1, &["audiencia", "nacional"]),
        (1, &["AN"]),
        (2, &["tribunal", "constitucional"]),
        (2, &["TC"]),
        (3, &["tribunal", "europeo", "de", "derechos", "humanos"]),
        (3, &["TEDH"]),
        (4, &["tribunal", "de", "justicia"]),
        (4, &["tribunal", "de", "justicia", "europeo"]),
        (
            4,
            &["tribunal", "de", "justicia", "de", "la", "unión", "europea"],
        ),
        (
            4,
            &["tribunal", "de", "justicia", "de", "la", "union", "europea"],
        ),
        (
            4,
            &[
                "tribunal",
                "de",
                "justicia",
                "de",
                "las",
                "comunidades",
                "europeas",
            ],
        ),
        (4, &["TJUE"]),
        (4, &["TJCE"]),
        (4, &["TJ"]),
        (5, &["tribunal", "general"]),
        (5, &["tribunal", "general", "de", "la", "unión", "europea"]),
        (5, &["tribunal", "general", "de", "la", "union", "europea"]),
        (5, &["TGUE"]),
    ];
    // The last words, from the end, with where each starts.
    let mut words: Vec<(usize, &str)> = Vec::with_capacity(7);
    let mut rest = m.trim_end();
    while words.len() < 7 && !rest.is_empty() {
        let start = rest
            .char_indices()
            .rev()
            .find(|(_, c)| c.is_whitespace())
            .map_or(0, |(i, c)| i + c.len_utf8());
        words.push((start, rest.get(start..)?));
        rest = rest.get(..start)?.trim_end();
    }
    let (group, start) = NAMES.iter().find_map(|(group, name)| {
        let tail = words.get(..name.len())?;
        let same = tail.iter().rev().zip(name.iter()).all(|((_, w), n)| {
            if n.starts_with(char::is_uppercase) {
                w == n
            } else {
                w.to_lowercase() == *n
            }
        });
        same.then(|| Some((*group, tail.last()?.0))).flatten()
    })?;
    if !m.ends_with(|c: char| c.is_alphabetic()) {
        return None;
    }
    let mut spans = [const { None }; 14];
    *spans.get_mut(group)? = Some(start..m.len());
    Some(spans)
}

static RE_COURT_ANY: LazyLock<Re> = LazyLock::new(|| re(&format!(r"(?i){}", court_alternatives())));
static RE_BREAK: LazyLock<Re> = LazyLock::new(|| re(r"[.;!?]\s|\n|\(|\)"));
static RE_EU_BARE_NAME: LazyLock<Re> = LazyLock::new(|| {
    re(r"^\s+([A-ZÁÉÍÓÚÑ][\w'’.&-]+(?:\s+(?:[A-ZÁÉÍÓÚÑ][\w'’.&-]+|II|III|IV))?)\s*(?:\(|,)")
});

/// A court seat anywhere (`Juzgado de lo Mercantil n.º 1 de Madrid`).
static RE_ANY_PLACE: LazyLock<Re> =
    LazyLock::new(|| re(&format!(r"(?i)\sde\s+(?:{})\b", &*PLACES_RE)));
static RE_PLACE: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^[\s,;]*(?:de\s+(?:la\s+)?|del\s+|en\s+)?(?:sede\s+(?:de|en)\s+)?({})\b",
        &*PLACES_RE
    ))
});
static RE_NUM: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(y|e)\s+(?:la\s+|las\s+)?)?(?:((?:n[úu]m(?:ero)?s?\.?|n\.?\s*[º°o]s?\.?|nº|número)\s*))?(\d{1,3}(?:\.\d{3})+|\d{1,6})\s*/\s*(\d{4}|\d{2})",
    )
});
static RE_REC: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:en\s+el|del|dictad[oa]\s+en\s+el|reca[íi]d[oa]\s+en\s+el)\s+)?(?:rec(?:urso)?s?\.?|rollo|proc\.|procedimiento|causa\s+especial|conflicto(?:\s+de\s+competencias?)?|cuesti[oó]n\s+de\s+competencia|r\.\s*c\.\s*u\.\s*d\.|rcud|rcu\b|rca|(?-i:RC)\b)\s*(?:(?:de\s+)?(?:casaci[oó]n|apelaci[oó]n|suplicaci[oó]n|revisi[oó]n|queja|(?-i:Sala)|cas\.|apel\.|supl\.|contencioso[\s-]*administrativo|contencioso[\s-]*electoral|contencioso[\s-]*disciplinario(?:\s+militar)?|ordinario|extraordinario\s+por\s+infracci[oó]n\s+procesal|para\s+la\s+unificaci[oó]n\s+de\s+doctrina|unificaci[oó]n\s+de\s+doctrina|(?-i:e\.?\s*i\.?\s*p\.?|EIP|RCUD|UD))\s*)*(?:n[úu]m(?:ero)?\.?\s*|n\.?\s*[º°o]\.?\s*)?(?P<mil>\d{3}/)?(?P<n>\d{1,3}(?:\.\d{3})+|\d{1,6})\s*/\s*(?P<y>\d{4}|\d{2})(?:\s*,\s*en\s+casaci[oó]n(?:\s+(?:unificadora|ordinaria|para\s+la\s+unificaci[oó]n\s+de\s+doctrina))?\b)?",
    )
});
const REC_GROUPS: [G; 3] = [G::Named("mil"), G::Named("n"), G::Named("y")];

/// The groups of a match of [`RE_REC`] (`mil`, `n`, `y`), read from its text. The `, en
/// casación…` that may close it holds the match's only comma after the year, which is the
/// digits before it (or the match's last digits); the number is the digits (and thousands
/// dots) before the slash, and a `204/` right before them is the Sala Quinta's kind. What
/// comes before (`rec.`, `núm.`, `n.º`) ends in no digit.
fn rec_shape(m: &str) -> Option<Shape<3>> {
    let body = if m.ends_with(|c: char| c.is_ascii_digit()) {
        m
    } else {
        m.get(..m.rfind(',')?)?.trim_end()
    };
    let (before, y) = split_trailing_digits(body);
    if y.len() != 2 && y.len() != 4 {
        return None;
    }
    let before = before.trim_end().strip_suffix('/')?.trim_end();
    let run = before
        .bytes()
        .rev()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    let n = before.get(before.len() - run..)?.trim_start_matches('.');
    let n_start = before.len() - n.len();
    if n.is_empty() || n.ends_with('.') {
        return None;
    }
    let head = before.get(..n_start)?;
    let mil = match head.strip_suffix('/') {
        Some(h) => {
            let (rest, kind) = split_trailing_digits(h);
            if kind.len() != 3 {
                return None;
            }
            Some(rest.len()..n_start)
        }
        None => None,
    };
    Some([
        mil,
        Some(n_start..before.len()),
        Some(body.len() - y.len()..body.len()),
    ])
}

static RE_ROJ: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^[\s,;]*(?:Roj|ROJ|RoJ)\s*:?\s*((?:S|A|AA)(?:TS|AN|TSJ|AP|TC|JPI|JM|JSO|JS|JCA|JP|JI)\s+(?:[A-Z]{1,4}\s+)?\d{1,6}\s*/\s*\d{4})",
    )
});
/// A Roj of a court with a seat code, without its `Roj:` label (`AAP B 4321/2023`).
static RE_ROJ_CODED: LazyLock<Re> =
    LazyLock::new(|| re(r"^((?:S|A)(?:AP|TSJ)\s+[A-Z]{1,4}\s+\d{1,6}\s*/\s*\d{4})\b"));
static RE_ECLI: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^[\s,;]*(?:y\s+)?(?:[-–—]\s*)?(?:ECLI|Ecli|ecli)\s*:\s*((?:ES|EU|CE)\s*:\s*[A-Z]{1,7}\s*:\s*\d{4}\s*:\s*[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)",
    )
});
/// The group of a match of [`RE_ROJ`] (the Roj), read from its text: it begins with the
/// court's `S` or `A` after the `Roj:` label, and ends the match.
fn roj_shape(m: &str) -> Option<Shape<1>> {
    let rest = m.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
    let rest = ["Roj", "ROJ", "RoJ"]
        .iter()
        .find_map(|label| rest.strip_prefix(label))?
        .trim_start();
    let id = rest.strip_prefix(':').unwrap_or(rest).trim_start();
    Some([Some(m.len() - id.len()..m.len())])
}

/// The group of a match of [`RE_ECLI`] (the identifier after the label), read from its text:
/// it begins after the first `ECLI` and its colon, and ends the match.
fn ecli_shape(m: &str) -> Option<Shape<1>> {
    let label = ["ECLI", "Ecli", "ecli"]
        .iter()
        .filter_map(|l| m.find(l))
        .min()?;
    let id = m
        .get(label + 4..)?
        .trim_start()
        .strip_prefix(':')?
        .trim_start();
    Some([Some(m.len() - id.len()..m.len())])
}

/// The group of a match of [`RE_NOMBRE`] (the name), read from its text: it begins at the
/// match's first capital (what stands before is spaces, a comma, `caso` or `asunto` and
/// emphasis) and ends the match.
fn nombre_plain_shape(m: &str) -> Option<Shape<1>> {
    let start = m.find(|c: char| c.is_ascii_uppercase() || "ÁÉÍÓÚÑ".contains(c))?;
    Some([Some(start..m.len())])
}

/// A case name up to the case's ECLI (see its use in [`next_component`]).
static RE_NOMBRE_TO_ECLI: LazyLock<Re> = LazyLock::new(|| {
    re(r"^\s*,\s*((?-i:\p{Lu})[^,;:()\n«»“”*_]{1,90}?)\s*(?:\(\s*|,\s*)(?:ECLI:)?EU:[CT]:\d{4}:")
});

/// The group of a match of [`RE_NOMBRE_TO_ECLI`] (a name up to the case's ECLI), read from its
/// text: it runs from after the opening comma to the first comma or parenthesis, which no
/// name holds, less the spaces before it.
fn name_to_ecli_shape(m: &str) -> Option<Shape<1>> {
    let name = m.trim_start().strip_prefix(',')?.trim_start();
    let start = m.len() - name.len();
    let name = name.get(..name.find([',', '('])?)?.trim_end();
    Some([Some(start..start + name.len())])
}

/// The group of a match of [`RE_ECLI_EU_SHORT`] (`EU:C:2015:650`): all of it after the spaces
/// and punctuation it may start with.
fn ecli_short_shape(m: &str) -> Option<Shape<1>> {
    let id = m.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
    Some([Some(m.len() - id.len()..m.len())])
}

/// The groups of a match of [`RE_SECCION`] (its number, its ordinal in words): `Sección 10.ª`
/// has the match's digits; an ordinal in words is left to the capture search.
fn seccion_shape(m: &str) -> Option<Shape<2>> {
    digits_shape(m).map(|[digits]| [digits, None])
}

static RE_ECLI_EU_SHORT: LazyLock<Re> = LazyLock::new(|| re(r"^[\s,;]*(EU:[CTF]:\d{4}:\d{1,6})"));
static RE_FJ: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:en\s+)?(?:su|el|los|sus|cuyo|cuyos)\s+)?(?:(?-i:FJ|F\.\s?J\.|FFJJ|FF\.\s?JJ\.|F\.\s?D\.|FD)|fundamentos?\s+jur[ií]dicos?|fundamentos?\s+de\s+derecho|fundamento)\s*(?:n[.º°]*\s*)?(\d{1,2}(?:\s*(?:,|y|a|-)\s*\d{1,2})*|primero|segundo|tercero|cuarto|quinto|sexto|s[eé]ptimo|octavo|noveno|d[eé]cimo|und[eé]cimo|duod[eé]cimo|[uú]nico)\b(?:\s*\.?\s*[º°])?",
    )
});
static RE_APDO_EU: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:cuyos?|en\s+sus?)\s+)?(?:apartados?|apdos?\.|ap\.|(?-i:§§?)|puntos?)\s*(\d{1,3}(?:\s*(?:,|y|a|-)\s*\d{1,3})*)",
    )
});
static RE_PONENTE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^[\s,;]*(?:[Pp]onente|[Pp]te\.?)\s*:?\s*(?:(?:[Ee]xcm[oa]\.?|[Ii]lm[oa]\.?|Sr\.?|Sra\.?|D\.ª|Dña\.?|D\.|Don|Doña)\s+)*([A-ZÁÉÍÓÚÑ][\wÁÉÍÓÚÑáéíóúñü'’.-]*(?:\s+(?:de\s+(?:la\s+|los\s+)?|del\s+|y\s+)?[A-ZÁÉÍÓÚÑ][\wÁÉÍÓÚÑáéíóúñü'’-]*){0,5})",
    )
});
static RE_ASUNTO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:en\s+)?(?:el|los)\s+)?(?:(?:asuntos?|as\.|ass\.)\s+(?:acumulados\s+)?)?((?-i:[CTF]))\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*(\d{1,4})\s*/\s*(\d{2})\b(?:\s+(?-i:(PPU|P|RENV|P\(R\)|REC|DEP))\b)?",
    )
});
static RE_ASUNTO_MORE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^\s*(?:,|y|e|(a))\s*(?:asunto\s+)?((?-i:[CTF]))\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*(\d{1,4})\s*/\s*(\d{2})\b(?:\s+(?-i:(PPU|P|RENV))\b)?",
    )
});
static RE_NOMBRE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^\s*,\s*(?:(?:caso|asunto)\s+)?(?:\*{1,2}|_)?([A-ZÁÉÍÓÚÑ][[\w'’.&-]&&[^_]]*(?:\s+(?:(?:y|e|c\.|v\.|contra|and|von|van|de|del|der|da|di|la)\s+|(?:\p{Ll}{4,}\s+){1,2}(?:de\s+|du\s+)?)?[A-ZÁÉÍÓÚÑ][[\w'’.&-]&&[^_]]*){0,4}(?:\s+y\s+otros)?)",
    )
});
/// A case name of any shape (lower-case words, a parenthesis, `pressetext Nachrichtenagentur`,
/// the German elision `Schlacht-, Kühl- und Zerlegebetrieb`) that an EU case number follows:
/// `, Spetsializirana prokuratura, C‑653/19`, `, Latvijas Republikas Saeima (Puntos de
/// penalización), C‑439/19`, `, N Luxembourg 1 y otros, asuntos acumulados C-115/16`, `,
/// Comisión/Alemania (C-525/12`, `, Cilfit y otros, 283/81` (before 1989 a case number bore no
/// letter). The case number after it is what makes it a name. In emphasis the name runs to
/// the closing marker.
/// The groups of a match of [`RE_NOMBRE_BEFORE_ASUNTO`] (the name between asterisks, the
/// name), read from the text of a plain one (`, Schrems, C-362/14`): with no emphasis, no
/// parentheses and no `-,` in it, the name runs from after the opening comma to the first
/// comma, which opens the case number. A name that may go on with `, S.A.` is left to the
/// capture search.
fn nombre_shape(m: &str) -> Option<Shape<2>> {
    if m.contains(['*', '_', '(', ')']) || m.contains("-,") {
        return None;
    }
    let name = m.trim_start().strip_prefix(',')?.trim_start();
    let start = m.len() - name.len();
    let (name, rest) = name.split_once(',')?;
    if rest.trim_start().starts_with("S.") {
        return None;
    }
    let name = name.trim_end();
    (!name.is_empty()).then_some([None, Some(start..start + name.len())])
}

static RE_NOMBRE_BEFORE_ASUNTO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^\s*,\s*(?:\*{1,2}((?:[A-ZÁÉÍÓÚÑÅÄÖÜÇÀÈÂÊÎÔØÆŠŽČŁŚ]|[a-z]{1,4}[A-Z])[^*\n«»“”]{0,150}?)\*{1,2}(?:\s*\([^()\d\n]{1,90}\))?|(?:\*{1,2}|_)?((?:[A-ZÁÉÍÓÚÑÅÄÖÜÇÀÈÂÊÎÔØÆŠŽČŁŚ]|[a-z]{1,4}[A-Z]|[a-z]{4,15}\s+[A-ZÄÖÜ][a-zäöüß]{3})(?:[^,;:()\n«»“”*]|-,){0,90}?(?:,\s*S\.\s?[ALC]\.(?:U\.)?)?(?:\s*\([^()\d\n]{1,90}\))?)(?:\*{1,2}|_)?)\s*(?:,|\()\s*(?:(?:asuntos?|as\.)\s+(?:acumulados\s+)?)?(?:[CTF]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}\s*/\s*\d{2}|\d{1,4}\s*/\s*(?:5[4-9]|[67]\d|8[0-8]))\b",
    )
});
/// `la sentencia Vnuk (C-162/13, …)`: a name right before a parenthesis with the case number
/// (`La sentencia Köbler, de 30 de septiembre de 2003 (C-224/01, …)`: or before its date).
static RE_NOMBRE_BEFORE_PAREN: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^\s+(?:\*{1,2}|_)?([A-ZÁÉÍÓÚÑ][[\w'’.&-]&&[^_]]+(?:\s+(?:(?:y|e|c\.|v\.|contra)\s+)?[A-ZÁÉÍÓÚÑ][[\w'’.&-]&&[^_]]+){0,3}(?:\s+y\s+otr[oa]s)?)(?:\*{1,2}|_)?\s*(?:,\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4}\s*)?\(\s*(?:(?:asuntos?|as\.)\s+(?:acumulados\s+)?)?[CTF]\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*\d{1,4}\s*/\s*\d{2}\b",
    )
});
/// `conclusiones … presentadas el 17 de diciembre de 2020`.
static RE_PRESENTADAS: LazyLock<Re> =
    LazyLock::new(|| re(r"(?i)^[\s,;]*presentad[oa]s\s+(?:el\s+(?:d[ií]a\s+)?)?"));
static RE_NOMBRE_QUOTED: LazyLock<Re> =
    LazyLock::new(|| re(r#"^\s*,?\s*(?:(?:caso|asunto)\s+)?[«"“]([^»"”\n]{2,60})[»"”]"#));
static RE_CASO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^[\s,;]*(?:caso|Caso|asunto|Asunto)\s+(?:\*{1,2}|_)?([A-ZÁÉÍÓÚÑ][[\w'’.&-]&&[^_]]*(?:\s+(?:(?:y|e|c\.|v\.|contra|and)\s+)?[A-ZÁÉÍÓÚÑ][[\w'’.&-]&&[^_]]*){0,3})",
    )
});
static RE_AG: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*del?\s+(?:la\s+)?abogad[oa]\s+general\s+(?:(?:sr|sra)\.?\s+)?((?-i:[A-ZÁÉÍÓÚÑ])[\w'’-]+(?:\s+(?-i:[A-ZÁÉÍÓÚÑ])[\w'’-]+){0,2})?",
    )
});
static RE_TIPO_PROC: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:(?:en\s+el|dictad[oa]\s+en\s+el|reca[íi]d[oa]\s+en\s+el|del)\s+)?((?:recurso|cuesti[oó]n|conflicto)\s+(?:de\s+|positivo\s+de\s+|negativo\s+de\s+|en\s+defensa\s+de\s+la\s+|interna\s+de\s+)?(?:amparo(?:\s+electoral)?|inconstitucionalidad|competencia|autonom[ií]a\s+local))(?:\s+(?:n[úu]m(?:ero|\.)?|n\.?\s*[º°])?\s*(\d{1,5}\s*[-/]\s*\d{4}))?",
    )
});
static RE_MARGINAL: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^[\s,;]*(?:RJ|RJA|JUR|RTC|EDJ|LA\s+LEY|Tol|TOL|AC|ARP|JT|AS)\s*(?:\d{4}\s*[\\/,]\s*\d+|\d+/\d{4})",
    )
});

/// Digits or a slash right after a number mean it is not the number we wanted.
fn clean_end(w: &str, end: usize) -> bool {
    !matches!(w.as_bytes().get(end), Some(b'0'..=b'9' | b'/'))
}

/// The groups of a match of [`RE_NUM`], read from its shape rather than by a capture search:
/// (a list's `y`/`e` before it, the number, the year, a `n.º` before it). The year is the
/// match's last digits, the number the digits (and thousands dots) before its slash, and
/// what comes before the number holds a `n` only when it is a `n.º` or `núm.` (`y`, `la`,
/// `las` hold none).
fn num_shape(m: &str) -> Option<(bool, &str, &str, bool)> {
    let year_len = m.bytes().rev().take_while(u8::is_ascii_digit).count();
    if year_len != 2 && year_len != 4 {
        return None;
    }
    let year = m.get(m.len() - year_len..)?;
    let slash = m.rfind('/')?;
    let before = m.get(..slash)?.trim_end();
    let run = before
        .bytes()
        .rev()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    let number = before.get(before.len() - run..)?.trim_start_matches('.');
    if number.is_empty() {
        return None;
    }
    let prefix = before.get(..before.len() - number.len())?;
    let head = prefix.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
    let list = head
        .strip_prefix(['y', 'Y', 'e', 'E'])
        .is_some_and(|r| r.starts_with(char::is_whitespace));
    let marked = prefix.contains(['n', 'N']);
    Some((list, number, year, marked))
}

fn numero_from(n: &str, y: &str, marked: bool) -> Option<Numero> {
    let dotted = n.contains('.');
    let n: String = n.chars().filter(char::is_ascii_digit).collect();
    let n = n.trim_start_matches('0');
    if n.is_empty() {
        return None;
    }
    Some(Numero {
        n: n.to_owned(),
        year: expand_year(y)?,
        resolution_marked: marked || dotted,
    })
}

fn sala_name(raw: &str) -> String {
    let f = super::norms::fold(raw);
    let digit = f.chars().next().and_then(|c| c.to_digit(10));
    let ord = digit.or_else(|| super::text::ordinal_word(&f));
    if let Some(n) = ord {
        return match n {
            1 => "Primera",
            2 => "Segunda",
            3 => "Tercera",
            4 => "Cuarta",
            _ => "Quinta",
        }
        .to_owned();
    }
    if f.starts_with("contencioso") {
        return "Contencioso-Administrativo".to_owned();
    }
    if f.starts_with("civil y penal") {
        return "Civil y Penal".to_owned();
    }
    if f.starts_with("de apelacion") {
        return "Apelación".to_owned();
    }
    let mut c = f.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => f,
    }
}

/// Indices of the component patterns in [`COMPONENTS`].
const C_ROJ: usize = 0;
const C_ECLI: usize = 1;
const C_ECLI_EU_SHORT: usize = 2;
const C_REC: usize = 3;
const C_TIPO_PROC: usize = 4;
const C_SALA_ORD: usize = 5;
const C_SALA_BRACKET: usize = 6;
const C_SALA: usize = 7;
const C_GRAN_SALA: usize = 8;
const C_PLENO: usize = 9;
const C_SECCION: usize = 10;
const C_COURT: usize = 11;
const C_PLACE: usize = 12;
const C_ASUNTO: usize = 13;
const C_NUM: usize = 14;
const C_FJ: usize = 15;
const C_APDO_EU: usize = 16;
const C_PONENTE: usize = 17;
const C_AG: usize = 18;
const C_NOMBRE_QUOTED: usize = 19;
const C_NOMBRE: usize = 20;
const C_CASO: usize = 21;
const C_MARGINAL: usize = 22;
const C_DATE_WORDS: usize = 23;
const C_DATE_NUMERIC: usize = 24;

/// The rejection tests of every component pattern, run in one pass per position.
static COMPONENTS: LazyLock<ReSet> = LazyLock::new(|| {
    let [words, numeric] = date_patterns();
    ReSet::new(&[
        &RE_ROJ,
        &RE_ECLI,
        &RE_ECLI_EU_SHORT,
        &RE_REC,
        &RE_TIPO_PROC,
        &RE_SALA_ORD,
        &RE_SALA_BRACKET,
        &RE_SALA,
        &RE_GRAN_SALA,
        &RE_PLENO,
        &RE_SECCION,
        &RE_COURT,
        &RE_PLACE,
        &RE_ASUNTO,
        &RE_NUM,
        &RE_FJ,
        &RE_APDO_EU,
        &RE_PONENTE,
        &RE_AG,
        &RE_NOMBRE_QUOTED,
        &RE_NOMBRE,
        &RE_CASO,
        &RE_MARGINAL,
        words,
        numeric,
    ])
    .expect("invariant: component set compiles")
});

/// Tries every component at the start of `w`.
fn next_component(w: &str, case: &Case) -> Option<(usize, usize, Comp)> {
    let eu = case.is_eu() || case.court.is_none();
    let may = COMPONENTS.matches(w);
    if let Some(c) = RE_ROJ.read_if(may.has(C_ROJ), w, [G::At(1)], roj_shape) {
        return Some((
            c.range(0)?.start,
            c.end(),
            Comp::Roj(squash(c.get(0)?).replace(" /", "/").replace("/ ", "/")),
        ));
    }
    if let Some(c) = RE_ECLI.read_if(may.has(C_ECLI), w, [G::At(1)], ecli_shape) {
        let ecli: String = c.get(0)?.chars().filter(|c| !c.is_whitespace()).collect();
        return Some((c.start(), c.end(), Comp::Ecli(format!("ECLI:{ecli}"))));
    }
    if let Some(c) =
        RE_ECLI_EU_SHORT.read_if(may.has(C_ECLI_EU_SHORT), w, [G::At(1)], ecli_short_shape)
    {
        return Some((
            c.range(0)?.start,
            c.end(),
            Comp::Ecli(format!("ECLI:{}", c.get(0)?)),
        ));
    }
    if let Some(c) = RE_REC.read_if(may.has(C_REC), w, REC_GROUPS, rec_shape)
        && clean_end(w, c.end())
    {
        let mut n: String = c.get(1)?.chars().filter(char::is_ascii_digit).collect();
        // `rec. 204/4/2021`: the Sala Quinta numbers its appeals by their kind first.
        if let Some(kind) = c.get(0) {
            n = format!("{kind}{n}");
        }
        let y = c.get(2)?;
        let head = c.whole().to_ascii_lowercase();
        // `rcu`, as some write the rcud.
        let ud = head.contains("rcu")
            || head.contains("unificaci")
            || head.contains("unificadora")
            || head.contains("r. c. u. d.")
            || head.contains("r.c.u.d.");
        // `(recs. 3123/2015 y 3033/2015)` after `SSTS de 11 y 18 de junio de 2018`: one
        // recurso for each judgment, in order; so too `(rec. 1172/2016 y 143/2017)` after
        // two dates.
        // `SSTS de 13 de junio de 2008 (rcud 897/2007 y 1625/2007)`: so too a list after
        // one date.
        if case.plural {
            static RE_MORE_REC: LazyLock<Re> = LazyLock::new(|| {
                re(r"^\s*(?:,|y|e)\s*(\d{1,3}(?:\.\d{3})+|\d{1,6})\s*/\s*(\d{4}|\d{2})\b")
            });
            let mut recs = vec![format!("{n}/{y}")];
            let mut end = c.end();
            while let Some(m) = w.get(end..).and_then(|r| RE_MORE_REC.captures(r)) {
                let digits: String = m
                    .get(1)?
                    .as_str()
                    .chars()
                    .filter(char::is_ascii_digit)
                    .collect();
                recs.push(format!("{digits}/{}", m.get(2)?.as_str()));
                end += m.get(0)?.end();
            }
            if recs.len() > 1 {
                return Some((lead(w), end, Comp::Recs(recs, ud)));
            }
        }
        return Some((lead(w), c.end(), Comp::Rec(format!("{n}/{y}"), ud)));
    }
    if matches!(case.court, Some(Court::Tc) | None)
        && let Some(c) = RE_TIPO_PROC.captures_if(may.has(C_TIPO_PROC), w)
    {
        let t = squash(c.get(1)?.as_str()).to_lowercase();
        return Some((lead(w), c.get(0)?.end(), Comp::TipoProceso(t)));
    }
    if case.sala.is_none()
        && matches!(case.abbrev.as_deref(), Some("STS" | "ATS"))
        && let Some(c) = RE_SALA_ORD.captures_if(may.has(C_SALA_ORD), w)
    {
        return Some((
            lead(w),
            c.get(0)?.end(),
            Comp::Sala(sala_name(c.get(1)?.as_str())),
        ));
    }
    if let Some(c) = RE_SALA_BRACKET.captures_if(may.has(C_SALA_BRACKET), w) {
        return Some((
            lead(w),
            c.get(0)?.end(),
            Comp::Sala(sala_name(c.get(1)?.as_str())),
        ));
    }
    if let Some(c) = RE_SALA.read_if(may.has(C_SALA), w, [G::At(1), G::At(2)], sala_shape) {
        let end = c.end();
        match (c.get(0), c.get(1)) {
            (Some(name), _) => return Some((lead(w), end, Comp::Sala(sala_name(name)))),
            // `STSJ Madrid (Social, Sección 1.ª)`, `(Social)`: the chamber's subject alone, as
            // an item of a list of components.
            (None, Some(name))
                if w.get(end..).is_some_and(|r| {
                    let r = r.trim_start();
                    r.is_empty() || r.starts_with([',', ')', ';'])
                }) =>
            {
                return Some((lead(w), end, Comp::Sala(sala_name(name))));
            }
            _ => {}
        }
    }
    if let Some(m) = RE_GRAN_SALA.find_if(may.has(C_GRAN_SALA), w) {
        return Some((lead(w), m.end(), Comp::Sala("Gran Sala".into())));
    }
    if let Some(c) = RE_PLENO.captures_if(may.has(C_PLENO), w) {
        // `dictada por el Pleno de la Sala (ECLI …)`; before a chamber's name (`del Pleno de
        // la Sala Primera`) `de la Sala` is left to the chamber.
        let end = match (c.name("sala"), c.name("next")) {
            (Some(sala), None) => sala.start(),
            (_, Some(next)) => next.start(),
            _ => c.get(0)?.end(),
        };
        return Some((lead(w), end, Comp::Sala("Pleno".into())));
    }
    if let Some(c) = RE_SECCION.read_if(may.has(C_SECCION), w, [G::At(1), G::At(2)], seccion_shape)
    {
        let n = match (c.get(0), c.get(1)) {
            (Some(d), _) => d.trim_start_matches('0').to_owned(),
            (None, Some(word)) => super::text::ordinal_word(word)?.to_string(),
            _ => return None,
        };
        return Some((lead(w), c.end(), Comp::Seccion(n)));
    }
    if let Some(c) = RE_COURT.read_if(may.has(C_COURT), w, COURT_GROUPS, court_shape) {
        let end = c.end();
        // `sentencia de 6 de octubre de 2021, TS y otros, C-538/19`: the initials of the
        // parties to an EU case, not a court.
        let parties = w.get(end..).is_some_and(|r| {
            r.starts_with(" y otros") || r.starts_with(" e.a.") || r.starts_with(" and Others")
        });
        if !parties {
            let court = court_from_groups(|name| c.name(name))?;
            return Some((lead(w), end, Comp::Court(court)));
        }
    }
    if matches!(case.court, Some(Court::Ap(None) | Court::Tsj(None)))
        && let Some(c) = RE_PLACE.captures_if(may.has(C_PLACE), w)
    {
        return Some((
            lead(w),
            c.get(0)?.end(),
            Comp::Place(squash(c.get(1)?.as_str())),
        ));
    }
    // `la SJPI n.º 1 de Fuenlabrada 72/2015`: the number and town of the court an
    // abbreviation named.
    if let Some(Court::Juzgado { nombre, .. }) = &case.court
        && !nombre.contains("n.º")
    {
        static RE_JDO_OF: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^[\s,]*(?:n[.ºo°]+\s*|n[úu]m(?:ero|\.)?\s*)(\d{1,3})(?:\s+de\s+([A-ZÁÉÍÓÚÑ][\p{L}'’-]+(?:\s+(?:de\s+(?:la\s+|los\s+|las\s+)?|del\s+)?[A-ZÁÉÍÓÚÑ][\p{L}'’-]+){0,3}))?",
            )
        });
        if let Some(c) = RE_JDO_OF.captures(w) {
            let num = c.get(1)?.as_str().to_owned();
            let place = c.get(2).map(|m| squash(m.as_str()));
            return Some((lead(w), c.get(0)?.end(), Comp::JuzgadoOf { num, place }));
        }
    }
    // `de esta Sala`, `de la misma Sala`: only worth a search when `Sala` or `Tribunal` is
    // within the next words.
    let head = super::text::window(w, 0, 32);
    let names_chamber =
        head.contains("Sala") || head.contains("Tribunal") || head.contains("Secci");
    if names_chamber && !case.is_eu() {
        // `de la misma Sala`, `de la citada Sala`: the chamber named before, which the Roj
        // or the court already given identify.
        static RE_SAME_SALA: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^[\s,;]*(?:(?:de\s+|por\s+)?(?:la\s+)?(?:misma|citada|referida|propia)\s+(?:Sala|Secci[oó]n)\b(?:\s+y\s+Secci[oó]n\b)?|del\s+(?:mismo|citado|referido)\s+Tribunal(?:\s+Superior(?:\s+de\s+Justicia)?|\s+Supremo)?\b)",
            )
        });
        if let Some(m) = RE_SAME_SALA.find(w) {
            return Some((lead(w), m.end(), Comp::SameCourt));
        }
    }
    if names_chamber && !case.this_court && !case.is_eu() {
        // `Sentencia de esta Sala n.º 1.037/2016`, `del Pleno de esta Sala`.
        static RE_THIS_COURT: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^[\s,;]*(?:de\s+|por\s+)?(?:esta|este)\s+(?:(?:Excma\.|Excelent[ií]sima|Alto|Ilma\.)\s+)?(?:Sala|Tribunal)\b",
            )
        });
        // `de este Tribunal Superior de Justicia de la Comunitat Valenciana`: a court named in
        // full, read as one.
        if (head.contains("esta ") || head.contains("este "))
            && let Some(m) = RE_THIS_COURT.find(w)
            && !w.get(m.end()..).is_some_and(|r| {
                let r = r.trim_start();
                r.starts_with("Superior")
                    || r.starts_with("Supremo")
                    || r.starts_with("Constitucional")
            })
        {
            return Some((lead(w), m.end(), Comp::ThisCourt));
        }
    }
    if matches!(case.court, Some(Court::Ap(Some(_)) | Court::Tsj(Some(_)))) {
        // `del Tribunal Superior de Justicia de Andalucía, sede de Sevilla`: the seat of the
        // chamber, part of the court's name.
        static RE_SEDE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^[\s,;]*(?:(?:con\s+)?(?i:sede)\s+(?:de|en)\s+(?:la\s+)?|(?:Sala|Secci[oó]n)\s+de\s+)\p{Lu}[\p{L}-]+(?:\s+(?:de\s+(?:la\s+|las\s+|los\s+)?)?\p{Lu}[\p{L}-]+){0,3}",
            )
        });
        if let Some(m) = RE_SEDE.find(w) {
            return Some((lead(w), m.end(), Comp::Skip));
        }
    }
    if eu && let Some(c) = RE_ASUNTO.read_if(may.has(C_ASUNTO), w, ASUNTO_GROUPS, asunto_shape) {
        // A case number goes on with no dash or slash and digit (`C-2024/06-7799310`).
        let mut after = w.get(c.end()..)?.bytes();
        if matches!(after.next(), Some(b'-' | b'/'))
            && after.next().is_some_and(|d| d.is_ascii_digit())
        {
            return None;
        }
        let mut asuntos = vec![asunto_parts(&c, 0)?];
        let mut end = c.end();
        while let Some(more) = w
            .get(end..)
            .and_then(|rest| RE_ASUNTO_MORE.read(rest, ASUNTO_MORE_GROUPS, asunto_more_shape))
        {
            let next = asunto_parts(&more, 1)?;
            if more.get(0).is_some() {
                // `C‑295/04 a C‑298/04`: every case of the range.
                let Some(range) = asuntos.last().and_then(|last| asunto_range(last, &next)) else {
                    break;
                };
                asuntos.extend(range);
            } else {
                asuntos.push(next);
            }
            end += more.end();
        }
        return Some((lead(w), end, Comp::Asuntos(asuntos)));
    }
    // `sentencia de 14 de febrero de 1985, Rompelman, 268/83`: the Court of Justice's cases
    // before 1989 bear no letter.
    if eu
        && case
            .entries
            .last()
            .is_some_and(|e| e.asuntos.is_empty() && (e.nombre.is_some() || e.fecha.is_some()))
    {
        static RE_OLD_CASE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)^[\s,;(]*(?:(?:asuntos?|as\.)\s+(?:acumulados\s+)?)?(\d{1,4})\s*/\s*([5-8]\d)\b",
            )
        });
        if let Some(c) = RE_OLD_CASE.captures(w)
            && let (Some(n), Some(y)) = (c.get(1), c.get(2))
            && (54..=88).contains(&y.as_str().parse::<u32>().unwrap_or(0))
            && !matches!(w.as_bytes().get(c.get(0)?.end()), Some(b'/' | b'0'..=b'9'))
        {
            return Some((
                lead(w),
                c.get(0)?.end(),
                Comp::Asuntos(vec![format!("{}/{}", n.as_str(), y.as_str())]),
            ));
        }
    }
    if let Some(whole) = RE_NUM.find_if(may.has(C_NUM), w)
        && clean_end(w, whole.end())
    {
        let parts = num_shape(whole.as_str());
        let (list, n, y, marked) = match parts {
            Some(p) => p,
            None => {
                let c = RE_NUM.captures(w)?;
                (
                    c.get(1).is_some(),
                    c.get(3)?.as_str(),
                    c.get(4)?.as_str(),
                    c.get(2).is_some(),
                )
            }
        };
        let numero = numero_from(n, y, marked)?;
        return Some((lead(w), whole.end(), Comp::Num { numero, list }));
    }
    // `SSTS de 22 de septiembre de 2003, rec. 122/2002; de 10 de octubre de 2005, rec.
    // 183/2004, y de 26 de abril de 2006, rec. 2076/2005`: the next judgment of a list, by its
    // date, after one given whole.
    if case.plural
        && case
            .entries
            .last()
            .is_some_and(|e| e.fecha.is_some() && e.recurso.is_some())
    {
        static RE_NEXT_IN_LIST: LazyLock<Re> =
            LazyLock::new(|| re(r"^\s*(?:;\s*|,?\s*(?:y|e)\s+)"));
        if let Some(m) = RE_NEXT_IN_LIST.find(w)
            && let Some(rest) = w.get(m.end()..)
            && rest.starts_with("de ")
            && let Some((len, fecha)) = parse_date(rest)
        {
            return Some((lead(w), m.end() + len, Comp::Date(fecha)));
        }
    }
    // `las SSTS de 11 y 18 de junio de 2018`: several days of one month, one judgment each.
    if case.plural
        && let Some((len, fechas)) = day_list(w)
    {
        return Some((lead(w), len, Comp::Dates(fechas)));
    }
    if let Some((len, fecha)) = parse_date_if(may.has(C_DATE_WORDS), may.has(C_DATE_NUMERIC), w) {
        // `SSTS 56/2019 y 556/2019, de 25 de enero y de 22 de octubre, respectivamente`.
        let undated = case
            .entries
            .iter()
            .filter(|e| e.fecha.is_none() && e.numero.is_some())
            .count();
        if case.plural && undated > 1 {
            static RE_AND: LazyLock<Re> = LazyLock::new(|| re(r"^\s*(?:,|y|e)\s*(?:y\s+)?"));
            static RE_RESPECTIVELY: LazyLock<Re> =
                LazyLock::new(|| re(r"^\s*,?\s*(?i:respectivamente)\b"));
            let mut fechas = vec![fecha];
            let mut end = len;
            while fechas.len() < undated
                && let Some(m) = w.get(end..).and_then(|r| RE_AND.find(r))
                && let Some((l, f)) = w.get(end + m.end()..).and_then(parse_date)
            {
                fechas.push(f);
                end += m.end() + l;
            }
            if fechas.len() == undated
                && let Some(m) = w.get(end..).and_then(|r| RE_RESPECTIVELY.find(r))
            {
                return Some((lead(w), end + m.end(), Comp::EachDate(fechas)));
            }
        }
        return Some((lead(w), len, Comp::Date(fecha)));
    }
    // `las SSTS 384/2016 y 385/2016, ambas de 7 de junio`: the date of every one listed.
    if case.plural {
        static RE_BOTH: LazyLock<Re> =
            LazyLock::new(|| re(r"^[\s,;]*(?:ambas|ambos|las\s+dos|los\s+dos|todas|todos)\s+"));
        if let Some(m) = RE_BOTH.find(w)
            && let Some((len, fecha)) = w.get(m.end()..).and_then(|r| parse_date_if(true, false, r))
        {
            return Some((lead(w), m.end() + len, Comp::AllDates(fecha)));
        }
    }
    // `SSTS de 20 de enero de 2015 … y de 11 de marzo de 2016`: a further resolution by date.
    if case.plural
        && case.entries.last().is_some_and(|e| e.fecha.is_some())
        && let Some(m) = RE_AND.find(w)
        && let Some((len, fecha)) = w.get(m.end()..).and_then(parse_date)
    {
        return Some((lead(w), m.end() + len, Comp::NextDate(fecha)));
    }
    // `la Sentencia de 12 de mayo de 2022 (rec. 245/2020) y en la de 3 de febrero de 2023`:
    // another judgment of the same court, by its full date.
    static RE_AND_THE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^[\s,;]*(?:y|e|o|as[ií]\s+como)\s+(?:en\s+)?la\s+de\s+(?:la\s+(?:misma|citada)\s+(?:Sala|Secci[oó]n)(?:\s+y\s+Secci[oó]n)?\s+de\s+)?",
        )
    });
    // `…, apartado 29; la de 22 de octubre de 2015, PPUH Stehcemp, C-277/14`: a list
    // of judgments set off by semicolons.
    static RE_SEMI_THE: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s*;\s*(?:y\s+)?(?:en\s+)?la\s+de\s+"));
    if case.entries.last().is_some_and(|e| e.fecha.is_some())
        && w.trim_start_matches([' ', ',', ';', '\n'])
            .starts_with(['y', 'e', 'o', 'a', 'l'])
        && let Some(m) = RE_AND_THE.find(w).or_else(|| RE_SEMI_THE.find(w))
        && let Some((len, fecha)) = w
            .get(m.end() - 3..)
            .and_then(parse_date)
            .filter(|(_, f)| f.year.is_some())
    {
        return Some((lead(w), m.end() - 3 + len, Comp::NextDate(fecha)));
    }
    if let Some(c) = RE_FJ.read_if(may.has(C_FJ), w, [G::At(1)], digits_shape) {
        let fj = legal_ground(c.get(0)?);
        return Some((lead(w), c.end(), Comp::Fj(fj)));
    }
    if case.is_eu()
        && let Some(c) = RE_APDO_EU.read_if(may.has(C_APDO_EU), w, [G::At(1)], digits_shape)
    {
        return Some((
            lead(w),
            c.end(),
            Comp::Fj(format!("apartado {}", squash(c.get(0)?))),
        ));
    }
    if let Some(c) = RE_PONENTE.captures_if(may.has(C_PONENTE), w) {
        return Some((
            lead(w),
            c.get(0)?.end(),
            Comp::Ponente(squash(c.get(1)?.as_str())),
        ));
    }
    if let Some(m) = RE_AG.find_if(may.has(C_AG), w) {
        return Some((lead(w), m.end(), Comp::AbogadoGeneral));
    }
    // A resolution of an EU court (or of no court yet) with a name and then its case number.
    if (case.is_eu() || case.court.is_none() && case.res != Res::Unknown)
        && case
            .entries
            .last()
            .is_some_and(|e| e.nombre.is_none() && e.asuntos.is_empty())
        && let Some(c) = RE_NOMBRE_BEFORE_ASUNTO.read(w, [G::At(1), G::At(2)], nombre_shape)
    {
        // Between asterisks a name may hold commas (`*SGAE contra Rafael Hoteles, S.A.*`).
        let m = c.range(0).or_else(|| c.range(1))?;
        let name = squash(w.get(m.clone())?);
        let max = if c.range(0).is_some() { 160 } else { 80 };
        if plausible_case_name_up_to(&name, max) {
            let mut end = m.end + closing_emphasis(w, m);
            // `*Bier* (Mines de potasse d'Alsace), asunto 21/76`: the other name the case is
            // known by, after the emphasis.
            static RE_OTHER_NAME: LazyLock<Re> = LazyLock::new(|| re(r"^\s*\([^()\d\n]{1,90}\)"));
            if c.range(0).is_some()
                && let Some(p) = w.get(end..).and_then(|r| RE_OTHER_NAME.find(r))
            {
                end += p.end();
            }
            return Some((lead(w), end, Comp::Nombre(name)));
        }
    }
    if (case.is_eu() || case.court.is_none() && case.res != Res::Unknown)
        && case
            .entries
            .last()
            .is_some_and(|e| e.nombre.is_none() && e.asuntos.is_empty())
        && let Some(c) = RE_NOMBRE_BEFORE_PAREN.captures(w)
    {
        let m = c.get(1)?;
        let name = squash(m.as_str());
        if plausible_case_name(&name) {
            return Some((
                lead(w),
                m.end() + closing_emphasis(w, m.range()),
                Comp::Nombre(name),
            ));
        }
    }
    if case.res == Res::Conclusiones
        && let Some(m) = RE_PRESENTADAS.find(w)
        && let Some((len, fecha)) = w.get(m.end()..).and_then(parse_date)
    {
        return Some((lead(w), m.end() + len, Comp::Date(fecha)));
    }
    if case.is_eu() {
        let has_asunto = case
            .entries
            .last()
            .is_some_and(|e| !e.asuntos.is_empty() || e.fecha.is_some());
        if has_asunto {
            if let Some(c) = RE_NOMBRE_QUOTED.captures_if(may.has(C_NOMBRE_QUOTED), w) {
                return Some((
                    lead(w),
                    c.get(0)?.end(),
                    Comp::Nombre(squash(c.get(1)?.as_str())),
                ));
            }
            // `asunto C-340/21, VB c. Natsionalna agentsia za prihodite (ECLI:EU:C:2023:986)`:
            // a name with lower-case words, up to the case's ECLI.
            if may.has(C_NOMBRE)
                && let Some(c) = RE_NOMBRE_TO_ECLI.read(w, [G::At(1)], name_to_ecli_shape)
                && let (Some(m), Some(range)) = (c.get(0), c.range(0))
                && m.contains(|ch: char| ch.is_lowercase())
                && plausible_case_name(&squash(m))
            {
                return Some((lead(w), range.end, Comp::Nombre(squash(m))));
            }
            if let Some(c) = RE_NOMBRE.read_if(may.has(C_NOMBRE), w, [G::At(1)], nombre_plain_shape)
            {
                let m = c.range(0)?;
                let name = squash(c.get(0)?);
                // A final dot is the sentence's, unless emphasis closes after it (`*McB.*`).
                let closing = closing_emphasis(w, m.clone());
                let name = if closing > 0 {
                    name
                } else {
                    name.trim_end_matches('.').to_owned()
                };
                if plausible_case_name(&name) {
                    let end = if name.len() == m.len() {
                        m.end + closing
                    } else {
                        m.start + name.len()
                    };
                    return Some((lead(w), end, Comp::Nombre(name)));
                }
            }
        }
        if let Some(c) = RE_CASO.captures_if(may.has(C_CASO), w) {
            let m = c.get(1)?;
            let name = squash(m.as_str());
            if plausible_case_name(&name) {
                return Some((
                    lead(w),
                    m.end() + closing_emphasis(w, m.range()),
                    Comp::Nombre(name),
                ));
            }
        }
    }
    if let Some(m) = RE_MARGINAL.find_if(may.has(C_MARGINAL), w) {
        return Some((lead(w), m.end(), Comp::Skip));
    }
    // `STC 25/2024, de 13 de febrero (BOE núm. 72, de 22 de marzo de 2024), FJ 7`: the
    // gazette that published the judgment, between it and its legal ground.
    static RE_GAZETTE_PAREN: LazyLock<Re> =
        LazyLock::new(|| re(r"^[\s,;]*\(\s*(?:BOE|B\.O\.E\.)(?:\s|,)[^()\n]{0,80}\)"));
    if w.trim_start_matches([' ', ',', ';']).starts_with('(')
        && let Some(m) = RE_GAZETTE_PAREN.find(w)
    {
        return Some((lead(w), m.end(), Comp::Skip));
    }
    None
}

/// The Markdown emphasis closing a case name (`*Courage y Crehan*`, `**Schrems**`, `_Vnuk_`):
/// as many bytes as the marker that opens it just before `name`, 0 when none does.
fn closing_emphasis(w: &str, name: Range<usize>) -> usize {
    let before = w.get(..name.start).unwrap_or("");
    let open = before.len() - before.trim_end_matches(['*', '_']).len();
    let marker = before.get(before.len() - open..).unwrap_or("");
    if open > 0 && w.get(name.end..).is_some_and(|r| r.starts_with(marker)) {
        open
    } else {
        0
    }
}

fn court_from_caps(c: &regex::Captures<'_>) -> Option<Court> {
    court_from_groups(|name| c.name(name).map(|m| m.as_str()))
}

/// The court the named groups of a court's pattern (`ts`, `ap_place`, `jtype`…) tell.
fn court_from_groups<'h>(c: impl Fn(&str) -> Option<&'h str>) -> Option<Court> {
    let court = if c("ts").is_some() {
        Court::Ts
    } else if c("an").is_some() {
        Court::An
    } else if c("tc").is_some() {
        Court::Tc
    } else if c("tedh").is_some() {
        Court::Tedh
    } else if c("tj").is_some() {
        Court::Tj
    } else if c("tg").is_some() {
        Court::Tg
    } else if let Some(p) = c("ap_place") {
        Court::Ap(Some(squash(p)))
    } else if let Some(p) = c("tsj_place") {
        Court::Tsj(Some(squash(p)))
    } else if let Some(t) = c("jtype") {
        let t = squash(t);
        let tf = super::norms::fold(&t);
        let tipo = if tf.starts_with("primera") {
            "SJPI"
        } else if tf.contains("social") {
            "SJSO"
        } else if tf.contains("mercantil") {
            "SJM"
        } else if tf.contains("contencioso") {
            "SJCA"
        } else if tf.contains("penal") {
            "SJP"
        } else {
            "SJI"
        };
        let mut nombre = format!("Juzgado de {t}");
        if let Some(n) = c("jnum") {
            nombre.push_str(&format!(" n.º {}", n));
        }
        if let Some(p) = c("jplace") {
            nombre.push_str(&format!(" de {}", squash(p)));
        }
        Court::Juzgado { tipo, nombre }
    } else {
        return None;
    };
    Some(court)
}

fn lead(w: &str) -> usize {
    w.len()
        - w.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .len()
}

/// The case number whose letter, number, year and suffix are the groups from `first` on.
fn asunto_parts<const N: usize>(c: &Read<'_, N>, first: usize) -> Option<String> {
    let letter = c.get(first)?;
    let n = c.get(first + 1)?.trim_start_matches('0');
    let y = c.get(first + 2)?;
    // `F-2024/03-7781245`, an invoice: the Civil Service Tribunal's cases (`F-`) were filed
    // from 2005 to 2016, a few hundred a year.
    if letter == "F" && (!matches!(y.parse::<u32>(), Ok(5..=16)) || n.len() > 3) {
        return None;
    }
    let mut s = format!("{letter}-{n}/{y}");
    if let Some(suffix) = c.get(first + 3) {
        s.push(' ');
        s.push_str(suffix);
    }
    Some(s)
}

const ASUNTO_GROUPS: [G; 4] = [G::At(1), G::At(2), G::At(3), G::At(4)];
const ASUNTO_MORE_GROUPS: [G; 5] = [G::At(1), G::At(2), G::At(3), G::At(4), G::At(5)];

/// The letter, number, year and suffix of the case number a match ends with (`C‑362/14`,
/// `C-1/20 P`), read from its text: the year is its last two digits (or those before the
/// suffix, one of `suffixes`, its last word), the number the digits before the slash, the
/// letter the one before the dash.
fn case_number_tail(m: &str, suffixes: &[&str]) -> Option<CaseNumberParts> {
    let (body, suffix) = if m.ends_with(|c: char| c.is_ascii_digit()) {
        (m, None)
    } else {
        let body = m.trim_end_matches(|c: char| !c.is_whitespace());
        let word = m.get(body.len()..)?;
        if !suffixes.contains(&word) {
            return None;
        }
        (body.trim_end(), Some(body.len()..m.len()))
    };
    let (before_year, year) = split_trailing_digits(body);
    if year.len() != 2 {
        return None;
    }
    let slash = before_year.trim_end().strip_suffix('/')?.trim_end();
    let (before_n, n) = split_trailing_digits(slash);
    if !(1..=4).contains(&n.len()) {
        return None;
    }
    let dash = before_n
        .trim_end()
        .strip_suffix(['-', '\u{2010}', '\u{2011}', '\u{2012}', '\u{2013}'])?
        .trim_end();
    let before_letter = dash.strip_suffix(['C', 'T', 'F'])?;
    Some((
        before_letter.len()..dash.len(),
        before_n.len()..slash.len(),
        before_year.len()..body.len(),
        suffix,
    ))
}

/// The groups of a match of [`RE_ASUNTO`] (the case number's parts), read from its text.
fn asunto_shape(m: &str) -> Option<Shape<4>> {
    let (letter, n, y, suffix) = case_number_tail(m, &["PPU", "P", "RENV", "REC", "DEP"])?;
    Some([Some(letter), Some(n), Some(y), suffix])
}

/// A case number's letter, number, year and suffix, as byte ranges (see [`case_number_tail`]).
type CaseNumberParts = (
    Range<usize>,
    Range<usize>,
    Range<usize>,
    Option<Range<usize>>,
);

/// The groups of a match of [`RE_ASUNTO_MORE`] (the `a` of a range, then the case number's
/// parts), read from its text.
fn asunto_more_shape(m: &str) -> Option<Shape<5>> {
    let (letter, n, y, suffix) = case_number_tail(m, &["PPU", "P", "RENV"])?;
    let first = m.len() - m.trim_start().len();
    let range = m
        .get(first..)?
        .starts_with(['a', 'A'])
        .then_some(first..first + 1);
    Some([range, Some(letter), Some(n), Some(y), suffix])
}

/// The groups of a match of [`RE_SALA`] (the chamber after `Sala`, or its subject alone),
/// read from its text: the chamber runs from after `Sala` and a `de lo` to the end of the
/// match; a match with no `Sala` in it is the subject alone. A `Sala` the pattern's case
/// folding takes but ASCII does not (`ſala`) is left to the capture search.
fn sala_shape(m: &str) -> Option<Shape<2>> {
    let lower = m.to_ascii_lowercase();
    let Some(at) = lower.find("sala") else {
        let subject = m.trim_start_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
        let known = [
            "Social",
            "Civil",
            "Penal",
            "Contencioso-administrativo",
            "Contencioso-Administrativo",
        ];
        return known
            .contains(&subject)
            .then_some([None, Some(m.len() - subject.len()..m.len())]);
    };
    let after = m.get(at + 4..)?.trim_start();
    // `\s+` after a word, as the pattern writes it: what follows, or `None`.
    let word = |s: &'_ str, w: &str| -> Option<usize> {
        let head = s.get(..w.len())?;
        let rest = s.get(w.len()..)?;
        (head.eq_ignore_ascii_case(w) && rest.starts_with(char::is_whitespace))
            .then(|| s.len() - rest.trim_start().len())
    };
    let name = word(after, "de")
        .and_then(|de| {
            let r = after.get(de..)?;
            r.get(word(r, "lo")?..)
        })
        .unwrap_or(after);
    Some([Some(m.len() - name.len()..m.len()), None])
}

/// The cases after `from` up to `to` (`C-295/04` to `C-298/04` gives `C-296/04`, `C-297/04`,
/// `C-298/04`): same letter and year, at most 60 numbers; `None` when not a range.
fn asunto_range(from: &str, to: &str) -> Option<Vec<String>> {
    let split = |a: &str| -> Option<(String, u32, String)> {
        let (letter, rest) = a.split_once('-')?;
        let (n, y) = rest.split_once('/')?;
        Some((letter.to_owned(), n.parse().ok()?, y.to_owned()))
    };
    let (l1, n1, y1) = split(from)?;
    let (l2, n2, y2) = split(to)?;
    if l1 != l2 || y1 != y2 || n2 <= n1 || n2 - n1 > 60 {
        return None;
    }
    Some(((n1 + 1)..=n2).map(|n| format!("{l1}-{n}/{y1}")).collect())
}

fn plausible_case_name(name: &str) -> bool {
    plausible_case_name_up_to(name, 80)
}

/// [`plausible_case_name`] for a name whose end is marked (between asterisks), which may run
/// to `max` bytes (`*DG de la Función Pública, Generalitat de Catalunya y …*`).
fn plausible_case_name_up_to(name: &str, max: usize) -> bool {
    const STOP: &[&str] = &[
        "ecli",
        "eu",
        "apartado",
        "apartados",
        "gran",
        "sala",
        "roj",
        "rec",
        "fj",
        "asunto",
        "asuntos",
        "conclusiones",
        "sentencia",
        "auto",
        "stjue",
        "tjue",
        "en",
        "dicha",
        "la",
        "el",
        "los",
        "las",
        "que",
        "se",
        "y",
        "como",
        "este",
        "esta",
        "tribunal",
        "ap",
        "p",
        "pp",
        "pag",
        "de",
        "del",
        "segun",
        "donde",
        "cuando",
        // Lower-case words that may lead a clause before a case number (`, véase asimismo
        // Schrems, C-362/14`), where a lower-case name (`pressetext Nachrichtenagentur`) may.
        "vease",
        "vid",
        "cfr",
        "por",
        "entre",
        "sobre",
        "contra",
        "asimismo",
        "tambien",
        "ejemplo",
        "todas",
        "todos",
        "caso",
        "asi",
        "citada",
        "citado",
        "misma",
        "mismo",
        "sentencias",
    ];
    let mut words = name.split_whitespace();
    let first = words.next().unwrap_or("");
    let plain = |w: &str| {
        let f = super::norms::fold(w.trim_end_matches(['.', ',']));
        !STOP.contains(&f.as_str()) && super::text::month_number(&f).is_none()
    };
    // `La Quadrature du Net`, `El Dridi`: a capitalised article that starts the name, when a
    // capitalised word that is no stop word follows.
    let article_led = [
        "La", "El", "Los", "Las", "De", "Del", "Della", "Di", "Da", "Van", "Von", "Le", "Les",
    ]
    .contains(&first)
        && words
            .next()
            .is_some_and(|w| w.starts_with(char::is_uppercase) && plain(w));
    // A name with its subject in parentheses, as the Court of Justice titles its cases
    // (`Comisión/España (Responsabilidad del Estado legislador …)`), may run longer.
    let long_ok = name.ends_with(')') && name.len() <= 160;
    !name.is_empty() && (name.len() <= max || long_ok) && (plain(first) || article_led)
}

/// Applies a component; false when it conflicts with what the citation already has.
fn apply(case: &mut Case, comp: Comp) -> bool {
    let after_list = std::mem::take(&mut case.after_list);
    match comp {
        Comp::Sala(s) => {
            // `la sentencia de esta Sala de 24 de junio de 2013 (rec. 29/2012), la Sala Tercera
            // entiende`: a chamber named after a judgment of the court addressed begins the
            // next clause.
            if case.this_court
                && case
                    .entries
                    .iter()
                    .any(|e| e.fecha.is_some() || e.numero.is_some() || e.recurso.is_some())
            {
                return false;
            }
            // `del Pleno de la Sala Primera`: the chamber sitting in plenary.
            if case.sala.as_deref() == Some("Pleno") && s != "Pleno" {
                case.sala = Some(s);
                return true;
            }
            if s == "Pleno" && case.sala.is_some() {
                return true;
            }
            if case.sala.as_ref().is_some_and(|old| *old != s) {
                return false;
            }
            case.sala = Some(s);
        }
        Comp::Seccion(s) => {
            if case.seccion.is_some() {
                return false;
            }
            case.seccion = Some(s);
        }
        Comp::Court(court) => match (&case.court, &court) {
            (None, _) => case.court = Some(court),
            (Some(a), b) if a == b => {}
            (Some(Court::Ap(None)), Court::Ap(Some(_)))
            | (Some(Court::Tsj(None)), Court::Tsj(Some(_))) => {
                case.court = Some(court);
            }
            (Some(Court::Ap(Some(_))), Court::Ap(Some(_)))
            | (Some(Court::Tsj(Some(_))), Court::Tsj(Some(_))) => {}
            _ => return false,
        },
        Comp::JuzgadoOf { num, place } => match &mut case.court {
            Some(Court::Juzgado { nombre, .. }) if !nombre.contains("n.º") => {
                nombre.push_str(&format!(" n.º {num}"));
                if let Some(p) = place {
                    nombre.push_str(&format!(" de {p}"));
                }
            }
            _ => return false,
        },
        Comp::Place(p) => match &case.court {
            Some(Court::Ap(None)) => case.court = Some(Court::Ap(Some(p))),
            Some(Court::Tsj(None)) => case.court = Some(Court::Tsj(Some(p))),
            _ => return false,
        },
        Comp::Num { numero, list } => {
            if case
                .court
                .as_ref()
                .is_some_and(|c| matches!(c, Court::Tj | Court::Tg))
            {
                return false;
            }
            let plural = case.plural;
            let cur = case.cur();
            let listed_after = list && plural && (cur.fecha.is_some() || cur.ecli.is_some());
            // `SSTS de 14 de junio de 2023 (rcud 1642/2022), 1136/2023, de 12 de diciembre`:
            // in a list, a number after a complete entry starts the next one.
            let after_complete = plural && cur.fecha.is_some() && cur.recurso.is_some();
            if cur.numero.is_some()
                || cur.roj.is_some() && cur.code.is_some()
                || listed_after
                || after_complete
            {
                if !(list || case.plural) {
                    return false;
                }
                case.entries.push(Entry::default());
            }
            case.cur().numero = Some(numero);
        }
        Comp::Date(f) => {
            // `SSTS de 22 de septiembre de 2003, rec. 122/2002; de 10 de octubre de 2005, rec.
            // 183/2004`: in a list, a date after a complete entry starts the next one.
            let plural = case.plural;
            let cur = case.cur();
            if cur.fecha.is_some() {
                if !(plural && cur.recurso.is_some()) {
                    return false;
                }
                case.entries.push(Entry::default());
                case.cur().fecha = Some(f);
                return true;
            }
            cur.fecha = Some(f);
        }
        Comp::EachDate(fechas) => {
            let mut fechas = fechas.into_iter();
            for e in case
                .entries
                .iter_mut()
                .filter(|e| e.fecha.is_none() && e.numero.is_some())
            {
                e.fecha = fechas.next();
            }
        }
        Comp::AllDates(f) => {
            let mut any = false;
            for e in case.entries.iter_mut().filter(|e| e.fecha.is_none()) {
                e.fecha = Some(f);
                any = true;
            }
            if !any {
                return false;
            }
        }
        Comp::NextDate(f) => {
            case.entries.push(Entry::default());
            case.cur().fecha = Some(f);
        }
        Comp::Recs(recs, ud) => {
            if ud && case.sala.is_none() && case.court == Some(Court::Ts) {
                case.sala = Some("Social".to_owned());
            }
            let free: Vec<usize> = case
                .entries
                .iter()
                .enumerate()
                .filter(|(_, e)| e.recurso.is_none())
                .map(|(i, _)| i)
                .collect();
            // `SSTS de Pleno de 17 de abril de 2007, recs. 2908/2001 y 2598/2002`: two
            // judgments of the same day.
            if let [only] = free.as_slice()
                && case.plural
                && recs.len() > 1
                && let Some(entry) = case.entries.get(*only).cloned()
            {
                let mut recs = recs.into_iter();
                if let Some(first) = case.entries.get_mut(*only) {
                    first.recurso = recs.next();
                }
                for r in recs {
                    let mut e = entry.clone();
                    e.recurso = Some(r);
                    case.entries.push(e);
                }
                return true;
            }
            if free.len() != recs.len() {
                return false;
            }
            case.after_list = recs.len() > 1;
            for (i, r) in free.into_iter().zip(recs) {
                if let Some(e) = case.entries.get_mut(i) {
                    e.recurso = Some(r);
                }
            }
        }
        Comp::Dates(fechas) => {
            for f in fechas {
                if case.cur().fecha.is_some() {
                    case.entries.push(Entry::default());
                }
                case.cur().fecha = Some(f);
            }
        }
        Comp::Rec(r, ud) => {
            // `La Sala, en su sentencia de 24 de enero de 2018 (rcud 3394/2015)`: only the
            // Tribunal Supremo's Sala de lo Social unifies doctrine.
            if ud
                && case.court.is_none()
                && !case.this_court
                && matches!(case.res, Res::Sentencia | Res::Auto)
            {
                case.court = Some(Court::Ts);
            }
            if ud && case.sala.is_none() && case.court == Some(Court::Ts) {
                case.sala = Some("Social".to_owned());
            }
            let cur = case.cur();
            if cur.recurso.is_some() {
                return false;
            }
            cur.recurso = Some(r);
        }
        Comp::Roj(r) => {
            let cur = case.cur();
            if cur.roj.is_some() {
                return false;
            }
            if case.court.is_none() {
                case.court = court_from_roj(&r);
                case.via_roj = true;
                if case.res == Res::Unknown {
                    case.res = if r.starts_with('A') {
                        Res::Auto
                    } else {
                        Res::Sentencia
                    };
                }
            }
            case.cur().roj = Some(r);
        }
        Comp::Ecli(e) => {
            // `SSTS 1459/2020 y 1460/2020, de 5 de noviembre (recs. 3753/2019 y 4697/2019,
            // ECLI:… y ECLI:…)`: the identifiers of a list, in its order.
            let first_free = case.entries.iter().position(|x| x.ecli.is_none());
            if case.plural
                && after_list
                && case.entries.len() > 1
                && let Some(i) = first_free.filter(|&i| i + 1 < case.entries.len())
                && let Some(entry) = case.entries.get_mut(i)
            {
                entry.ecli = Some(e);
                case.after_list = true;
                return true;
            }
            if case.cur().ecli.is_some() {
                if !case.plural {
                    return false;
                }
                case.entries.push(Entry::default());
            }
            if case.court.is_none() {
                case.court = court_from_ecli(&e);
            } else if matches!(case.court, Some(Court::Ap(None) | Court::Tsj(None)))
                && let Some(seated @ (Court::Ap(Some(_)) | Court::Tsj(Some(_)))) =
                    court_from_ecli(&e)
                && case.court.as_ref().map(std::mem::discriminant)
                    == Some(std::mem::discriminant(&seated))
            {
                // `la Sección 4.ª de la misma Audiencia, en su sentencia 96/2022 (ECLI:ES:APB:
                // 2022:1876)`: the seat the ECLI's court code names.
                case.court = Some(seated);
            }
            if case.res == Res::Unknown && e.starts_with("ECLI:ES:") {
                case.res = if e.ends_with('A') {
                    Res::Auto
                } else {
                    Res::Sentencia
                };
            }
            case.cur().ecli = Some(e);
        }
        Comp::Fj(f) => {
            let cur = case.cur();
            if cur.fundamento.is_some() {
                return false;
            }
            cur.fundamento = Some(f);
        }
        Comp::Ponente(p) => case.cur().ponente = Some(p),
        Comp::Asuntos(a) => {
            if case.court.is_none() {
                case.court = Some(if a.first().is_some_and(|s| s.starts_with('T')) {
                    Court::Tg
                } else {
                    Court::Tj
                });
            }
            if !case.is_eu() {
                return false;
            }
            if !case.cur().asuntos.is_empty() {
                if !case.plural {
                    return false;
                }
                case.entries.push(Entry::default());
            }
            case.cur().asuntos = a;
        }
        Comp::Nombre(n) => {
            let cur = case.cur();
            if cur.nombre.is_some() {
                return false;
            }
            cur.nombre = Some(n);
        }
        Comp::AbogadoGeneral => {
            if case.court.is_none() {
                case.court = Some(Court::Tj);
            }
            if !case.is_eu() {
                return false;
            }
            case.res = Res::Conclusiones;
        }
        Comp::TipoProceso(t) => {
            if !matches!(case.court, Some(Court::Tc)) {
                return false;
            }
            case.cur().tipo_proceso = Some(t);
        }
        Comp::ThisCourt => {
            // With the court already named (`la STS …, y Sentencia de esta Sala`), the
            // words only confirm it.
            if case.court.is_none() {
                case.this_court = true;
            }
        }
        Comp::SameCourt => case.same_court = true,
        Comp::Skip => {}
    }
    true
}

fn court_from_roj(roj: &str) -> Option<Court> {
    let mut parts = roj.split_whitespace();
    let abbrev = parts.next()?;
    // One letter of resolution type: `AAP` is an auto of the AP, `AAN` of the AN.
    let body = abbrev.strip_prefix(['S', 'A']).unwrap_or(abbrev);
    match body {
        "TS" => Some(Court::Ts),
        "AN" => Some(Court::An),
        "TC" => Some(Court::Tc),
        "TSJ" => Some(Court::Tsj(
            parts
                .next()
                .and_then(|c| place_for_code(true, c))
                .map(str::to_owned),
        )),
        "AP" => Some(Court::Ap(
            parts
                .next()
                .and_then(|c| place_for_code(false, c))
                .map(str::to_owned),
        )),
        _ => Some(Court::Juzgado {
            tipo: "SJ",
            nombre: "Juzgado".into(),
        }),
    }
}

fn court_from_ecli(ecli: &str) -> Option<Court> {
    let mut parts = ecli.split(':');
    let _ = parts.next();
    let country = parts.next()?;
    let code = parts.next()?;
    match (country, code) {
        ("EU", "T") => Some(Court::Tg),
        ("EU", _) => Some(Court::Tj),
        ("CE", _) => Some(Court::Tedh),
        ("ES", "TS") => Some(Court::Ts),
        ("ES", "AN") => Some(Court::An),
        ("ES", "TC") => Some(Court::Tc),
        // `ES:TSJCAT`, `ES:APB`: the seat by the code the Roj uses too.
        ("ES", c) if c.starts_with("TSJ") => Some(Court::Tsj(
            c.get(3..)
                .and_then(|code| place_for_code(true, code))
                .map(str::to_owned),
        )),
        ("ES", c) if c.starts_with("AP") => Some(Court::Ap(
            c.get(2..)
                .and_then(|code| place_for_code(false, code))
                .map(str::to_owned),
        )),
        ("ES", _) => Some(Court::Juzgado {
            tipo: "SJ",
            nombre: "Juzgado".into(),
        }),
        _ => None,
    }
}

/// `de 11 y 18 de junio de 2018`, `de 3, 10 y 24 de mayo de 2019`: the dates of a list of
/// days that share their month and year, and the bytes they take.
fn day_list(w: &str) -> Option<(usize, Vec<Fecha>)> {
    static RE_DAY_LIST: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"(?i)^[\s,;]*(?:de\s+)?(\d{{1,2}}(?:\s*,\s*\d{{1,2}})*\s+(?:y|e)\s+\d{{1,2}})\s+de\s+({})\s+(?:de|del)\s+(\d{{4}})\b",
            super::text::MONTHS
        ))
    });
    // `SSTS de 29 de febrero, 13 de junio y 15 de julio de 2000`: days of several months.
    static RE_MONTH_LIST: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"(?i)^[\s,;]*(?:de\s+)?((?:\d{{1,2}}\s+de\s+(?:{0})\s*,\s*(?:de\s+)?)+\d{{1,2}}\s+de\s+(?:{0})\s+(?:y|e)\s+(?:de\s+)?\d{{1,2}}\s+de\s+(?:{0}))\s+(?:de|del)\s+(\d{{4}})\b",
            super::text::MONTHS
        ))
    });
    static RE_DAY_MONTH: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"(?i)(\d{{1,2}})\s+de\s+({})",
            super::text::MONTHS
        ))
    });
    if let Some(c) = RE_MONTH_LIST.captures(w) {
        let year: i32 = c.get(2)?.as_str().parse().ok()?;
        let fechas: Vec<Fecha> = RE_DAY_MONTH
            .captures_iter(c.get(1)?.as_str())
            .filter_map(|d| {
                Some(Fecha {
                    year: Some(year),
                    month: super::text::month_number(d.get(2)?.as_str())?,
                    day: d.get(1)?.as_str().parse().ok()?,
                })
            })
            .collect();
        return (fechas.len() >= 3).then(|| (c.get(0).map_or(0, |m| m.end()), fechas));
    }
    let c = RE_DAY_LIST.captures(w)?;
    let month = super::text::month_number(c.get(2)?.as_str())?;
    let year: i32 = c.get(3)?.as_str().parse().ok()?;
    let fechas: Vec<Fecha> = c
        .get(1)?
        .as_str()
        .split(|ch: char| !ch.is_ascii_digit())
        .filter_map(|d| d.parse().ok())
        .map(|day| Fecha {
            year: Some(year),
            month,
            day,
        })
        .collect();
    (fechas.len() >= 2).then(|| (c.get(0).map_or(0, |m| m.end()), fechas))
}

/// Grows the citation from `pos` while components follow.
/// The last date with its year written in the paragraph before `pos` (at most 1,500 bytes
/// back).
fn last_full_date_before(text: &str, pos: usize) -> Option<Fecha> {
    static RE_FULL_DATE: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"(?i)\b\d{{1,2}}\s+de\s+(?:{})\s+de\s+\d{{4}}\b",
            super::text::MONTHS
        ))
    });
    let (_, before) = line_before(text, pos, 1_500)?;
    let last = RE_FULL_DATE.find_iter(before).last()?;
    parse_date(last.as_str())
        .map(|(_, f)| f)
        .filter(|f| f.year.is_some())
}

/// The last case number of the Court of Justice or the General Court written in the paragraph
/// before `pos` (at most 1,500 bytes back), as `C-104/09`.
fn last_eu_case_before(text: &str, pos: usize) -> Option<String> {
    static RE_ONE_CASE: LazyLock<Re> = LazyLock::new(|| {
        re(r"\b([CT])\s*[-\x{2010}\x{2011}\x{2012}\x{2013}]\s*(\d{1,4})/(\d{2})\b")
    });
    let (_, before) = line_before(text, pos, 1_500)?;
    let c = RE_ONE_CASE.captures_iter(before).last()?;
    Some(format!(
        "{}-{}/{}",
        c.get(1)?.as_str(),
        c.get(2)?.as_str().trim_start_matches('0'),
        c.get(3)?.as_str()
    ))
}

fn scan_components(text: &str, case: &mut Case, mut pos: usize) {
    let mut guard = 0;
    loop {
        guard += 1;
        if guard > 40 {
            break;
        }
        // `**STS 116/2017, de 23 de febrero** (Roj: …)`: Markdown emphasis closing after a
        // component is not the end of the citation.
        let emphasis = text
            .get(pos..)
            .map_or(0, |r| r.len() - r.trim_start_matches(['*', '_']).len())
            .min(3);
        if emphasis > 0 {
            pos += emphasis;
        }
        let w = window(text, pos, 480);
        if w.is_empty() {
            break;
        }
        // `Lo reiteran la sentencia de la misma fecha, Gemeinde Ummendorf, C-456/22`: the date
        // of the judgment cited just before, the last full date written before this one.
        static RE_SAME_DATE: LazyLock<Re> =
            LazyLock::new(|| re(r"^[\s,;]*de\s+(?:la\s+)?misma\s+fecha\b"));
        if case.entries.last().is_some_and(|e| e.is_empty())
            && w.trim_start_matches([' ', ',', ';']).starts_with("de")
            && let Some(m) = RE_SAME_DATE.find(w)
            && let Some(fecha) = last_full_date_before(text, pos)
            && apply(case, Comp::Date(fecha))
        {
            pos += m.end();
            case.end = pos;
            continue;
        }
        // `las SSTC 197/2002, de 28 de octubre, y 198/2002, de la misma fecha`: the date of
        // the one listed before.
        if let [.., before, last] = case.entries.as_slice()
            && last.fecha.is_none()
            && last.numero.is_some()
            && let Some(fecha) = before.fecha
            && w.trim_start_matches([' ', ',', ';']).starts_with("de")
            && let Some(m) = RE_SAME_DATE.find(w)
        {
            if let Some(e) = case.entries.last_mut() {
                e.fecha = Some(fecha);
            }
            pos += m.end();
            case.end = pos;
            continue;
        }
        // `la Abogada General Kokott en sus conclusiones de 6 de mayo de 2010 en ese asunto
        // (ECLI:EU:C:2010:254)`: the case of the Court of Justice cited just before.
        static RE_THAT_CASE: LazyLock<Re> = LazyLock::new(|| {
            re(r"^[\s,;]*(?:en|de)\s+(?:ese|este|dicho|aquel|el\s+mismo|el\s+citado)\s+asunto\b")
        });
        if case.res == Res::Conclusiones
            && case.entries.last().is_some_and(|e| e.asuntos.is_empty())
            && w.trim_start_matches([' ', ',', ';'])
                .starts_with(['e', 'd'])
            && let Some(m) = RE_THAT_CASE.find(w)
            && let Some(asunto) = last_eu_case_before(text, pos)
            && apply(case, Comp::Asuntos(vec![asunto]))
        {
            pos += m.end();
            case.end = pos;
            continue;
        }
        if let Some((_, len, comp)) = next_component(w, case) {
            if len == 0 || !apply(case, comp) {
                break;
            }
            pos += len;
            case.end = pos;
            continue;
        }
        // A parenthesis (or brackets) is taken whole when all of it is components.
        let trimmed_lead = lead(w);
        let rest = w.get(trimmed_lead..).unwrap_or("");
        let Some(open) = rest.chars().next().filter(|c| *c == '(' || *c == '[') else {
            break;
        };
        let close = if open == '(' { ')' } else { ']' };
        let Some(close_idx) = rest.find(close) else {
            break;
        };
        let inner = rest.get(1..close_idx).unwrap_or("");
        if inner.len() > 300 || inner.contains(open) {
            break;
        }
        let mut trial = case.clone();
        if scan_inner(inner, &mut trial) {
            *case = trial;
            pos += trimmed_lead + close_idx + 1;
            case.end = pos;
            continue;
        }
        break;
    }
}

/// A resolution's abbreviation right before its number, in a parenthesis (`(STS 1685/2024`).
static RE_OWN_ABBREV: LazyLock<Re> =
    LazyLock::new(|| re(r"^(STS|ATS|STSJ|ATSJ|SAN|AAN|SAP|AAP)\s+"));

/// Applies every component of a parenthesis; false when something in it is not one.
fn scan_inner(inner: &str, case: &mut Case) -> bool {
    let mut at = 0usize;
    let mut any = false;
    let mut guard = 0;
    while at < inner.len() {
        guard += 1;
        if guard > 20 {
            return false;
        }
        let rest = inner.get(at..).unwrap_or("");
        if rest
            .trim_matches(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '.')
            .is_empty()
        {
            break;
        }
        let stripped = rest.trim_start_matches(|c: char| {
            c.is_whitespace() || matches!(c, ',' | ';' | '-' | '—' | '–' | '\u{2010}' | '\u{2011}')
        });
        let skipped = rest.len() - stripped.len();
        if let Some((_, len, comp)) = next_component(stripped, case) {
            if !apply(case, comp) {
                return false;
            }
            at += skipped + len;
            any = true;
            continue;
        }
        // `la de 28 de octubre de 2024 (STS 1685/2024, rec. 1071/2023)`: the judgment's own
        // abbreviation before its number, for a judgment cited by its date.
        if case.cur().numero.is_none()
            && let Some(m) = RE_OWN_ABBREV.captures(stripped)
            && let (Some(whole), Some(abbrev)) = (m.get(0), m.get(1))
            && matches!(
                (abbrev.as_str(), &case.court),
                ("STS" | "ATS", Some(Court::Ts))
                    | ("STSJ" | "ATSJ", Some(Court::Tsj(_)))
                    | ("SAN" | "AAN", Some(Court::An))
                    | ("SAP" | "AAP", Some(Court::Ap(_)))
            )
            && stripped
                .get(whole.end()..)
                .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        {
            at += skipped + whole.end();
            continue;
        }
        // A Roj with a province or region code, unlabelled: `(AAP B 4321/2023)`.
        if case.cur().roj.is_none()
            && let Some(c) = RE_ROJ_CODED.captures(stripped)
            && let (Some(whole), Some(m)) = (c.get(0), c.get(1))
        {
            let roj = squash(m.as_str()).replace(" /", "/").replace("/ ", "/");
            if !apply(case, Comp::Roj(roj)) {
                return false;
            }
            at += skipped + whole.end();
            any = true;
            continue;
        }
        // The usual name of an EU case, alone in the parenthesis: `(Schrems)`.
        if case.is_eu() && case.cur().nombre.is_none() {
            let name = squash(stripped.trim_end_matches([' ', ',', ';', '.']));
            if (any || !case.cur().asuntos.is_empty() || case.cur().fecha.is_some())
                && plausible_case_name(&name)
                && name.chars().next().is_some_and(char::is_uppercase)
                && name.split_whitespace().count() <= 6
                && !name.contains(|c: char| c.is_ascii_digit())
            {
                case.cur().nombre = Some(name);
                return true;
            }
        }
        // A court seat: `STSJ Andalucía (Sevilla)`.
        if let Some(m) = RE_PLACE.find(stripped)
            && matches!(case.court, Some(Court::Tsj(_) | Court::Ap(_)))
        {
            at += skipped + m.end();
            any = true;
            continue;
        }
        return false;
    }
    any
}

/// Turns a scanned case into citations.
fn finish(text: &str, start: usize, mut case: Case) -> Option<Found> {
    // `las conclusiones del Abogado General Szpunar presentadas el 10 de septiembre de 2019 en
    // el mismo asunto`: the case of the judgment cited just before.
    if case.res == Res::Conclusiones
        && case.entries.len() == 1
        && case.entries.iter().all(|e| e.asuntos.is_empty())
    {
        static RE_SAME_CASE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)^\s*,?\s*en\s+(?:(?:el|los)\s+mismos?|(?:ese|esos|este|estos)\s+mismos?|dichos?|aquel|aquellos|esos?|estos?)\s+asuntos?\b(?:\s*\(\s*(?P<ecli>(?:ECLI:)?EU:C:\d{4}:\d{1,6})\s*\))?",
            )
        });
        static RE_ASUNTO_BEFORE: LazyLock<Re> =
            LazyLock::new(|| re(r"\b([CT])\s?[-‑‐–]\s?(\d{1,4})/(\d{2})\b"));
        if let Some(m) = text.get(case.end..).and_then(|r| RE_SAME_CASE.captures(r))
            && let Some(whole) = m.get(0)
            && let Some((_, before)) = line_before(text, start, 600)
        {
            // The last case named, with the cases joined to it (`asuntos acumulados C-503/13
            // y C-504/13`).
            let mut run: Vec<(usize, usize, String)> = Vec::new();
            for c in RE_ASUNTO_BEFORE.captures_iter(before) {
                let (Some(all), Some(k), Some(n), Some(y)) =
                    (c.get(0), c.get(1), c.get(2), c.get(3))
                else {
                    continue;
                };
                let joined = run.last().is_some_and(|(_, end, _)| {
                    before.get(*end..all.start()).is_some_and(|gap| {
                        gap.len() <= 6
                            && gap
                                .split(|c: char| c.is_whitespace() || c == ',')
                                .all(|w| w.is_empty() || w == "y" || w == "e")
                    })
                });
                if !joined {
                    run.clear();
                }
                run.push((
                    all.start(),
                    all.end(),
                    format!("{}-{}/{}", k.as_str(), n.as_str(), y.as_str()),
                ));
            }
            if !run.is_empty() {
                case.cur().asuntos = run.into_iter().map(|(_, _, a)| a).collect();
                if let Some(e) = m.name("ecli") {
                    let e = e.as_str();
                    let full = if e.starts_with("ECLI:") {
                        e.to_owned()
                    } else {
                        format!("ECLI:{e}")
                    };
                    if case.cur().ecli.is_none() {
                        case.cur().ecli = Some(full);
                    }
                }
                case.end += whole.end();
            }
        }
    }
    let end = case.end;
    // `SSTS 595/2020, 596/2020 y 597/2020, de 12 de noviembre`: one date after a list of
    // numbers of its year is the date of all of them.
    if case.plural
        && case.entries.len() > 1
        && let Some((last, rest)) = case.entries.split_last_mut()
        && let (Some(f), Some(n)) = (last.fecha, last.numero.as_ref())
        && f.year.is_none_or(|y| y == n.year)
        && rest
            .iter()
            .all(|e| e.fecha.is_none() && e.numero.as_ref().is_some_and(|m| m.year == n.year))
    {
        for e in rest.iter_mut() {
            e.fecha = Some(f);
        }
    }
    // `SSTS de 3 de mayo y 7 de junio de 2019`: a date without year takes the next one's;
    // one of a numbered resolution (`1136/2023, de 12 de diciembre`) its number's.
    let mut next_year = None;
    for e in case.entries.iter_mut().rev() {
        let number_year = e.numero.as_ref().map(|n| n.year);
        if let Some(f) = e.fecha.as_mut() {
            match f.year {
                Some(y) => next_year = Some(y),
                None if case.plural => f.year = number_year.or(next_year),
                None => {}
            }
        }
    }
    if end <= start {
        return None;
    }
    let court = match case.court.clone() {
        Some(c) => c,
        // `Sentencia de la Sala Primera de 3 de marzo de 2021`: numbered chambers are the
        // Tribunal Supremo's (unless the Constitutional Court was just named).
        None if matches!(
            case.sala.as_deref(),
            Some("Primera" | "Segunda" | "Tercera" | "Cuarta" | "Quinta")
        ) && matches!(case.res, Res::Sentencia | Res::Auto)
            && !text
                .get(super::text::floor_boundary(text, start.saturating_sub(300))..start)
                .is_some_and(|b| b.contains("Constitucional")) =>
        {
            Court::Ts
        }
        // `Esta misma Sala, en su Sentencia de 14 de mayo de 2007 (…, rec. 167/2004)`, `la
        // doctrina de esta Sala —así, la sentencia 1/2018, de 8 de enero`: the court the
        // brief is addressed to, named just before in the same clause.
        None if matches!(case.res, Res::Sentencia | Res::Auto)
            && !case.this_court
            && this_court_before(text, start)
            && !mentioned_before(text, end)
            && addressee(text).is_some() =>
        {
            let (court, sala) = addressee(text)?;
            if case.sala.is_none() {
                case.sala = sala;
            }
            if case.seccion.is_none() {
                case.seccion = addressee_section(text);
            }
            court
        }
        // `La Sala Tercera ha acuñado … Así, la sentencia de 28 de febrero de 2012, recurso
        // de casación n.º 5185/2012`: a dated resolution with its appeal number, in a
        // paragraph that speaks of the Tribunal Supremo and of no other court since.
        None if matches!(case.res, Res::Sentencia | Res::Auto)
            && !case.this_court
            && case
                .entries
                .iter()
                .all(|e| e.fecha.is_some() && e.recurso.is_some())
            && supremo_of_paragraph(text, start) =>
        {
            Court::Ts
        }
        // `… y por la STS 199/2022 … Las sentencias del Pleno 1590/2025 y 1591/2025 (rec.
        // 2535/2021)`: judgments of a Pleno by number, in a paragraph that cites the Tribunal
        // Supremo (a number past the few hundred a year of the Constitutional Court's).
        None if case.sala.as_deref() == Some("Pleno")
            && matches!(case.res, Res::Sentencia | Res::Auto)
            && !case.this_court
            && case.entries.iter().all(|e| {
                e.numero
                    .as_ref()
                    .is_some_and(|n| n.n.parse::<u32>().is_ok_and(|k| k > 300))
            })
            && supremo_cited_in_paragraph(text, start) =>
        {
            Court::Ts
        }
        None if case.this_court && matches!(case.res, Res::Sentencia | Res::Auto) => {
            let (court, sala) = addressee(text)?;
            if case.sala.is_none() || case.sala.as_deref() == Some("Pleno") {
                case.sala = sala.or(case.sala.take());
            }
            if case.seccion.is_none() {
                case.seccion = addressee_section(text);
            }
            court
        }
        None => return None,
    };
    // `La Sala Segunda del Tribunal Supremo ha recordado que … : así, la STS 655/2020`: a
    // judgment of the Tribunal Supremo with no chamber of its own is of the one the
    // paragraph spoke of last.
    if court == Court::Ts && case.sala.is_none() {
        case.sala = previous_sala(text, start, Some(&court));
    }
    // `La doctrina de la Sección Quinta de la Sala Tercera es constante: … (STS 1.212/2021,
    // …)`: the section named with the judgment's chamber.
    if court == Court::Ts
        && case.seccion.is_none()
        && case.sala.is_some()
        && let Some((sala, Some(section))) = previous_sala_and_section(text, start, Some(&court))
        && case.sala.as_deref() == Some(sala.as_str())
    {
        case.seccion = Some(section);
    }
    // `la STS de 5 de marzo de 2007 (Pleno, rec. 2358/2000)`: the Pleno of the chamber the
    // paragraph spoke of.
    if court == Court::Ts
        && case.sala.as_deref() == Some("Pleno")
        && let Some(s) = only_sala_of_paragraph(text, start)
    {
        case.sala = Some(s);
    }
    // `A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPREMO … la STS 49/2018`: a
    // brief to a chamber of the Tribunal Supremo cites that chamber's judgments unless it
    // names another.
    // `esta misma Sala, en su Sentencia de 22 de junio de 2022` in a brief to the Sala de lo
    // Contencioso-Administrativo of the TSJ de Aragón: a judgment of the court addressed is
    // of the chamber addressed.
    if matches!(court, Court::Tsj(Some(_)) | Court::An)
        && case.sala.is_none()
        && let Some((addressed, Some(sala))) = addressee(text)
        && addressed == court
    {
        case.sala = Some(sala);
    }
    // `Esta misma Sección lo aplicó … en su sentencia 912/2022 (…; Roj: STSJ CL 3456/2022)`
    // in a brief to that section: the section addressed.
    if matches!(court, Court::Tsj(Some(_)) | Court::An | Court::Ap(Some(_)))
        && case.seccion.is_none()
        && this_section_before(text, start)
        && addressee(text).is_some_and(|(addressed, _)| addressed == court)
    {
        case.seccion = addressee_section(text);
    }
    // `A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPERIOR DE JUSTICIA DE MADRID
    // … la STSJ del País Vasco 412/2024`: a brief to a contentious-administrative or labour
    // chamber cites that chamber of the other high courts too.
    if matches!(court, Court::Tsj(_) | Court::An)
        && case.sala.is_none()
        && let Some((Court::Tsj(_) | Court::An | Court::Ts, Some(sala))) = addressee(text)
        && matches!(sala.as_str(), "Contencioso-Administrativo" | "Social")
    {
        case.sala = Some(sala);
    }
    // `AL JUZGADO DE LO SOCIAL … la STSJ de Murcia 12/2025`: a labour brief cites the
    // labour chamber of a TSJ.
    if matches!(court, Court::Tsj(_))
        && case.sala.is_none()
        && addressee(text).is_none()
        && implied_chamber(text) == Some("Social")
    {
        case.sala = Some("Social".to_owned());
    }
    if court == Court::Ts && matches!(case.sala.as_deref(), None | Some("Pleno")) {
        if let Some((_, Some(sala))) = addressee(text) {
            case.sala = Some(sala);
        } else if let Some(sala) = implied_chamber(text) {
            // `AL JUZGADO DE PRIMERA INSTANCIA N.º 3 DE SAGUNTO … la STS 466/2016`: the
            // chamber of the brief's own order.
            case.sala = Some(sala.to_owned());
        }
    }
    if court == Court::Tedh {
        return Some(Found::Unsupported(NoSoportada {
            texto: text.get(start..end)?.trim().to_owned(),
            span: Span {
                inicio: start,
                fin: end,
            },
            tipo: "tedh".into(),
        }));
    }
    // `acordada por auto de 3 de febrero de 2023 del Juzgado de Instrucción n.º 4`: a
    // single-judge court with no seat, written as a plain word and without number, Roj or
    // ECLI, is a resolution of these proceedings, not one a source can identify.
    if let Court::Juzgado { nombre, .. } = &court
        && case.abbrev.is_none()
        && !RE_ANY_PLACE.is_match(nombre)
        && case
            .entries
            .iter()
            .all(|e| e.numero.is_none() && e.roj.is_none() && e.ecli.is_none())
    {
        return None;
    }
    let mut drafts = Vec::new();
    for entry in case.entries.iter().filter(|e| !e.is_empty()) {
        if let Some(d) = draft_for(&case, &court, entry) {
            drafts.push(d);
        }
    }
    if drafts.is_empty() {
        return None;
    }
    // The span ends at the last component; trim trailing separators.
    let raw = text.get(start..end)?;
    let trimmed = raw.trim_end_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
    Some(Found::Hit(Hit {
        start,
        end: start + trimmed.len(),
        drafts,
    }))
}

fn abbrev_for(court: &Court, res: Res) -> Option<String> {
    let prefix = match res {
        Res::Sentencia => "S",
        Res::Auto => "A",
        Res::Declaracion => "D",
        Res::Conclusiones | Res::Unknown => return None,
    };
    let body = match court {
        Court::Ts => "TS",
        Court::An => "AN",
        Court::Tsj(_) => "TSJ",
        Court::Ap(_) => "AP",
        Court::Tc => "TC",
        Court::Juzgado { tipo, .. } => {
            return Some(format!("{prefix}{}", tipo.trim_start_matches(['S', 'A'])));
        }
        _ => return None,
    };
    Some(format!("{prefix}{body}"))
}

fn draft_for(case: &Case, court: &Court, e: &Entry) -> Option<Draft> {
    match court {
        Court::Tc => draft_tc(case, e),
        Court::Tj | Court::Tg => draft_eu(case, court, e),
        _ => draft_cendoj(case, court, e),
    }
}

fn set_fecha(d: &mut Draft, fecha: Option<Fecha>, fallback_year: Option<i32>) {
    let Some(f) = fecha else { return };
    let Some(year) = f.year.or(fallback_year) else {
        return;
    };
    let (iso, ok) = f.iso_with(year);
    if !ok {
        d.avisos.push(aviso_fecha_imposible(&iso));
    }
    d.campos.fecha = Some(iso);
}

fn draft_cendoj(case: &Case, court: &Court, e: &Entry) -> Option<Draft> {
    let mut d = Draft::new(Fuente::Cendoj);
    // `SJS` as some briefs write it is CENDOJ's `SJSO`.
    let tipo = case
        .abbrev
        .as_deref()
        .map(|a| match a {
            "SJS" => "SJSO".to_owned(),
            "AJS" => "AJSO".to_owned(),
            a => a.to_owned(),
        })
        .or_else(|| {
            e.roj
                .as_ref()
                .and_then(|r| r.split_whitespace().next().map(str::to_owned))
        })
        .or_else(|| abbrev_for(court, case.res));
    d.campos.organo = Some(match court {
        Court::Ts => "TS".to_owned(),
        Court::An => "AN".to_owned(),
        Court::Tsj(Some(p)) => format!("TSJ {p}"),
        Court::Tsj(None) => "TSJ".to_owned(),
        Court::Ap(Some(p)) => format!("AP {p}"),
        Court::Ap(None) => "AP".to_owned(),
        Court::Juzgado { nombre, .. } => nombre.clone(),
        _ => return None,
    });
    d.campos.sala = case.sala.as_ref().map(|s| {
        if *court == Court::Ts {
            match s.as_str() {
                "Primera" => "Civil".to_owned(),
                "Segunda" => "Penal".to_owned(),
                "Tercera" => "Contencioso-Administrativo".to_owned(),
                "Cuarta" => "Social".to_owned(),
                "Quinta" => "Militar".to_owned(),
                other => other.to_owned(),
            }
        } else {
            s.clone()
        }
    });
    d.campos.seccion = case.seccion.clone();
    d.campos.recurso = e.recurso.clone();
    d.campos.ponente = e.ponente.clone();
    d.campos.ecli = e.ecli.clone();
    d.campos.fundamento = e.fundamento.as_deref().map(first_of_range);
    let mut roj = e.roj.clone();
    if let Some(num) = &e.numero {
        let n = format!("{}/{}", num.n, num.year);
        let abbrev = tipo.clone().unwrap_or_default();
        let is_roj_form = case.abbrev.is_some() && !abbrev.is_empty();
        if let Some(code) = &e.code {
            if roj.is_none() {
                roj = Some(format!("{abbrev} {code} {n}"));
            }
        } else {
            let ecli_matches = e.ecli.as_ref().is_some_and(|ecli| {
                let mut parts = ecli.rsplit(':');
                let ord = parts.next().unwrap_or("").trim_end_matches('A');
                let year = parts.next().unwrap_or("");
                ord == num.n && year == num.year.to_string()
            });
            let bare = e.fecha.is_none()
                && e.recurso.is_none()
                && !num.resolution_marked
                && e.ecli.is_none();
            if roj.is_none()
                && is_roj_form
                && (ecli_matches || bare)
                && matches!(court, Court::Ts | Court::An)
            {
                roj = Some(format!("{abbrev} {n}"));
            }
            if !ecli_matches {
                d.campos.numero = Some(n);
            }
        }
    }
    d.campos.roj = roj.filter(|r| roj_shape_ok(r));
    d.campos.tipo = tipo;
    set_fecha(&mut d, e.fecha, e.numero.as_ref().map(|n| n.year));
    let c = &d.campos;
    if c.roj.is_none()
        && c.ecli.is_none()
        && c.numero.is_none()
        && c.fecha.is_none()
        && c.recurso.is_none()
    {
        return None;
    }
    Some(d)
}

fn roj_shape_ok(r: &str) -> bool {
    let parts: Vec<&str> = r.split(' ').collect();
    let (head, num) = match parts.as_slice() {
        [h, n] => (*h, *n),
        [h, code, n] => {
            if !(1..=4).contains(&code.len()) || !code.chars().all(|c| c.is_ascii_uppercase()) {
                return false;
            }
            (*h, *n)
        }
        _ => return false,
    };
    let ok_head = (2..=5).contains(&head.len()) && head.chars().all(|c| c.is_ascii_uppercase());
    let ok_num = num.split_once('/').is_some_and(|(a, b)| {
        !a.is_empty()
            && a.len() <= 6
            && a.chars().all(|c| c.is_ascii_digit())
            && b.len() == 4
            && b.chars().all(|c| c.is_ascii_digit())
    });
    ok_head && ok_num
}

fn draft_tc(case: &Case, e: &Entry) -> Option<Draft> {
    let mut d = Draft::new(Fuente::Tc);
    let tipo = match case.res {
        Res::Auto => "ATC",
        Res::Declaracion => "DTC",
        _ => "STC",
    };
    d.campos.tipo = Some(tipo.to_owned());
    if let Some(num) = &e.numero {
        d.campos.numero = Some(format!("{}/{}", num.n, num.year));
        d.campos.anio = Some(num.year);
    }
    if let Some(ecli) = &e.ecli {
        d.campos.ecli = Some(ecli.clone());
        if d.campos.numero.is_none() {
            let mut parts = ecli.rsplit(':');
            let ord = parts.next().unwrap_or("");
            let year = parts.next().unwrap_or("");
            let digits: String = ord.chars().filter(char::is_ascii_digit).collect();
            if let Ok(y) = year.parse::<i32>()
                && !digits.is_empty()
            {
                d.campos.numero = Some(format!("{digits}/{y}"));
                d.campos.anio = Some(y);
            }
            if ord.ends_with('A') {
                d.campos.tipo = Some("ATC".into());
            } else if ord.ends_with('D') {
                d.campos.tipo = Some("DTC".into());
            }
        }
    }
    d.campos.sala = case.sala.clone();
    d.campos.fundamento = e.fundamento.as_deref().map(first_of_range);
    d.campos.tipo_proceso = e.tipo_proceso.clone();
    set_fecha(&mut d, e.fecha, e.numero.as_ref().map(|n| n.year));
    if d.campos.numero.is_none() && d.campos.ecli.is_none() {
        return None;
    }
    Some(d)
}

/// The first of the legal grounds or paragraphs a citation points to (`FJ 9 a 11` → `FJ 9`,
/// `46 a 48` → `46`, `FJ 7 y 8` → `FJ 7`): where the pinpoint starts, the one field the
/// citation contract holds; the citation's text keeps all of them.
fn first_of_range(pinpoint: &str) -> String {
    let cut = [" a ", " y ", " e ", ",", "-", "–", "—"]
        .iter()
        .filter_map(|sep| pinpoint.find(sep))
        .min()
        .unwrap_or(pinpoint.len());
    pinpoint
        .get(..cut)
        .unwrap_or(pinpoint)
        .trim_end()
        .to_owned()
}

fn draft_eu(case: &Case, court: &Court, e: &Entry) -> Option<Draft> {
    let mut d = Draft::new(Fuente::Eurlex);
    let tipo = match case.res {
        Res::Sentencia => Some("sentencia"),
        Res::Auto => Some("auto"),
        Res::Conclusiones => Some("conclusiones"),
        _ => None,
    };
    d.campos.tipo = tipo.map(str::to_owned);
    if !e.asuntos.is_empty() {
        d.campos.asunto = Some(e.asuntos.iter().map(|a| ascii_dashes(a)).collect());
    }
    d.campos.nombre_caso = e.nombre.clone();
    d.campos.ecli = e.ecli.clone();
    d.campos.sala = case.sala.clone();
    // The numbered paragraphs of a judgment of the Court of Justice are its `apartado`s, the
    // field the citation contract gives EU citations.
    match e
        .fundamento
        .as_deref()
        .and_then(|f| f.strip_prefix("apartado "))
    {
        Some(n) => d.campos.apartado = Some(first_of_range(n)),
        None => d.campos.fundamento = e.fundamento.as_deref().map(first_of_range),
    }
    set_fecha(&mut d, e.fecha, None);
    d.campos.anio = d
        .campos
        .fecha
        .as_ref()
        .and_then(|f| f.get(..4))
        .and_then(|y| y.parse().ok());
    if let (Some(t), Some(first)) = (tipo, e.asuntos.first()) {
        d.campos.celex = celex_for_case(first, t, court);
    }
    let c = &d.campos;
    if c.asunto.is_none() && c.ecli.is_none() && c.nombre_caso.is_none() {
        return None;
    }
    Some(d)
}

/// CELEX of a CJEU case: `6` + lodge year + document type + 4-digit number.
fn celex_for_case(asunto: &str, tipo: &str, court: &Court) -> Option<String> {
    let a = ascii_dashes(asunto);
    // `268/83`: a case lodged before the Court of First Instance existed.
    let (letter, rest) = a.split_once('-').or_else(|| {
        a.starts_with(|c: char| c.is_ascii_digit())
            .then_some(("C", a.as_str()))
    })?;
    let (num, rest) = rest.split_once('/')?;
    let yy: String = rest.chars().take(2).collect();
    let suffix = rest.get(2..).unwrap_or("").trim();
    if suffix == "RENV" || suffix == "P(R)" {
        return None;
    }
    let year = expand_year(&yy)?;
    let n: u32 = num.parse().ok()?;
    let doc = match (letter, tipo, court) {
        ("C", "sentencia", _) => "CJ",
        ("C", "auto", _) => "CO",
        ("C", "conclusiones", _) => "CC",
        ("T", "sentencia", _) => "TJ",
        ("T", "auto", _) => "TO",
        ("T", "conclusiones", _) => "TC",
        ("F", "sentencia", _) => "FJ",
        ("F", "auto", _) => "FO",
        _ => return None,
    };
    Some(format!("6{year}{doc}{n:04}"))
}

static RE_DGSJFP: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[Rr]esoluci[oó]n\s+(?:de\s+la\s+)?(?:(?-i:DGRN|DGSJFP)|direcci[oó]n\s+general\s+de\s+(?:los\s+registros\s+y\s+del\s+notariado|seguridad\s+jur[ií]dica\s+y\s+fe\s+p[úu]blica))",
    )
});

/// The administrative and EU bodies whose resolutions, reports, criteria and opinions no
/// source here holds: the tax tribunals, the data-protection, competition, aviation and
/// trade-mark authorities, the procurement tribunal and advisory board, the intellectual
/// property commission, regional advisory councils, the European Data Protection Board and
/// the directorates general that issue doctrine.
const BODY: &str = r"(?:(?-i:TEAC|TEARC?|AEPD|CNMC|AESA|OEPM|EUIPO|OAMI|TACRC|DGRN|DGSJFP|DGT|DGOSS|CEPD|EDPB|IGAE|ITSS|AEAT|INSS|EBA|ESMA|CNMV)\b|autoridad\s+europea\s+de\s+valores\s+y\s+mercados|comisi[oó]n\s+nacional\s+del\s+mercado\s+de\s+valores|consejo\s+de\s+estado|comit[eé]\s+de\s+derechos\s+econ[oó]micos,?\s+sociales\s+y\s+culturales(?:\s+de\s+(?:las\s+)?naciones\s+unidas)?|comit[eé]\s+(?:sobre\s+los\s+|de\s+los\s+)?derechos\s+(?:de\s+las\s+personas\s+con\s+discapacidad|del\s+niño)(?:\s+de\s+(?:las\s+)?naciones\s+unidas)?|comit[eé]\s+para\s+la\s+eliminaci[oó]n\s+de\s+la\s+discriminaci[oó]n\s+contra\s+la\s+mujer|comisi[oó]n\s+jur[ií]dica\s+asesora(?:\s+de\s+la\s+comunidad\s+de\s+madrid)?|consell\s+consultiu(?:\s+de\s+(?-i:\p{Lu})\p{L}+)?|consello\s+consultivo(?:\s+de\s+galicia)?|consejo\s+jur[ií]dico\s+consultivo(?:\s+de\s+la\s+comunitat\s+valenciana)?|instituto\s+nacional\s+de\s+la\s+seguridad\s+social|autoridad\s+bancaria\s+europea|banco\s+de\s+españa|agencia\s+estatal\s+de\s+administraci[oó]n\s+tributaria|tribunal\s+econ[oó]mico[\s-]+administrativo\s+(?:central|regional(?:\s+de\s+(?-i:\p{Lu})\p{L}+)?)|agencia\s+española\s+de\s+protecci[oó]n\s+de\s+datos|comisi[oó]n\s+nacional\s+de\s+los\s+mercados\s+y\s+la\s+competencia|agencia\s+estatal\s+de\s+seguridad\s+a[eé]rea|oficina\s+española\s+de\s+patentes\s+y\s+marcas|oficina\s+de\s+(?:propiedad\s+intelectual\s+de\s+la\s+uni[oó]n\s+europea|armonizaci[oó]n\s+del\s+mercado\s+interior)|tribunal\s+administrativo\s+central\s+de\s+recursos\s+contractuales|junta\s+consultiva\s+de\s+contrataci[oó]n\s+(?:p[uú]blica|administrativa)(?:\s+del\s+estado)?|comisi[oó]n\s+de\s+propiedad\s+intelectual|consejo\s+consultivo\s+de\s+(?:la\s+(?:comunidad\s+(?:aut[oó]noma\s+)?de\s+|regi[oó]n\s+de\s+)?|las\s+|los\s+)?(?-i:\p{Lu})\p{L}+(?:\s+(?-i:\p{Lu})\p{L}+)?|comit[eé]\s+europeo\s+de\s+protecci[oó]n\s+de\s+datos|jurado\s+(?:provincial\s+)?de\s+expropiaci[oó]n(?:\s+forzosa)?(?:\s+de\s+(?-i:\p{Lu})\p{L}+)?|tribunal\s+calificador|defensor(?:a)?\s+del\s+pueblo|procurador(?:a)?\s+del\s+com[uú]n(?:\s+de\s+castilla\s+y\s+le[oó]n)?|s[ií]ndic(?:a)?\s+de\s+greuges(?:\s+de\s+(?-i:\p{Lu})\p{L}+)?|ararteko|valedor(?:a)?\s+do\s+pobo|diputad[oa]\s+del\s+com[uú]n|consorcio\s+de\s+compensaci[oó]n\s+de\s+seguros|direcci[oó]n\s+general\s+de\s+seguros(?:\s+y\s+fondos\s+de\s+pensiones)?|intervenci[oó]n\s+general\s+de\s+la\s+administraci[oó]n\s+del\s+estado|inspecci[oó]n\s+(?:provincial\s+)?de\s+trabajo(?:\s+y\s+seguridad\s+social)?(?:\s+de\s+(?-i:\p{Lu})\p{L}+)?|direcci[oó]n\s+general\s+de\s+(?:los\s+registros\s+y\s+del\s+notariado|seguridad\s+jur[ií]dica\s+y\s+fe\s+p[uú]blica|tributos|ordenaci[oó]n\s+de\s+la\s+seguridad\s+social|la\s+inspecci[oó]n\s+de\s+trabajo(?:\s+y\s+seguridad\s+social)?))";

/// Any body of [`BODY`], anywhere.
static RE_BODY_ANY: LazyLock<Re> = LazyLock::new(|| re(&format!(r"(?i){BODY}")));

/// The `no_soportadas` type of each body of [`BODY`]: its acronyms (the folded match equals
/// one) and the phrases of its name (the folded match contains one). First match wins, so a
/// more specific name comes before one it contains.
const BODY_TYPES: &[(&str, &[&str], &[&str])] = &[
    (
        "dgsjfp",
        &["dgrn", "dgsjfp"],
        &["registros y del notariado", "seguridad juridica"],
    ),
    (
        "teac",
        &["teac"],
        &[
            "economico-administrativo central",
            "economico administrativo central",
        ],
    ),
    (
        "onu",
        &[],
        &[
            "sociales y culturales",
            "derechos de las personas con discapacidad",
            "derechos del nino",
            "derechos del niño",
            "eliminacion de la discriminacion contra la mujer",
        ],
    ),
    ("tear", &["tear", "tearc"], &["economico"]),
    ("edpb", &["cepd", "edpb"], &["comite europeo"]),
    ("aepd", &["aepd"], &["proteccion de datos"]),
    ("cnmc", &["cnmc"], &["mercados y la competencia"]),
    ("aesa", &["aesa"], &["seguridad aerea"]),
    ("oepm", &["oepm"], &["patentes y marcas"]),
    (
        "euipo",
        &["euipo", "oami"],
        &["union europea", "mercado interior"],
    ),
    ("tacrc", &["tacrc"], &["recursos contractuales"]),
    ("junta_consultiva", &[], &["junta consultiva"]),
    ("cpi", &[], &["comision de propiedad intelectual"]),
    (
        "consejo_consultivo",
        &[],
        &[
            "consejo consultivo",
            "comision juridica asesora",
            "consell consultiu",
            "consello consultivo",
            "consejo juridico consultivo",
        ],
    ),
    ("dgt", &["dgt"], &["tributos"]),
    ("jurado_expropiacion", &[], &["jurado"]),
    ("tribunal_calificador", &[], &["tribunal calificador"]),
    (
        "defensor_pueblo",
        &["ararteko"],
        &[
            "defensor",
            "procurador del comun",
            "procuradora del comun",
            "sindic de greuges",
            "sindica de greuges",
            "valedor do pobo",
            "valedora do pobo",
            "diputado del comun",
            "diputada del comun",
        ],
    ),
    ("consorcio_compensacion_seguros", &[], &["consorcio"]),
    ("dgsfp", &[], &["seguros"]),
    ("dgoss", &["dgoss"], &["ordenacion de la seguridad social"]),
    (
        "itss",
        &["itss"],
        &["inspeccion de trabajo", "inspeccion provincial de trabajo"],
    ),
    ("igae", &["igae"], &["intervencion general"]),
    ("consejo_estado", &[], &["consejo de estado"]),
    ("aeat", &["aeat"], &["administracion tributaria"]),
    (
        "inss",
        &["inss"],
        &["instituto nacional de la seguridad social"],
    ),
    ("eba", &["eba"], &["autoridad bancaria europea"]),
    ("esma", &["esma"], &["valores y mercados"]),
    ("cnmv", &["cnmv"], &["mercado de valores"]),
    ("banco_espana", &[], &["banco de espa"]),
];

/// The `no_soportadas` type of a body [`BODY`] matched.
fn body_tipo(body: &str) -> &'static str {
    let f = super::norms::fold(body);
    BODY_TYPES
        .iter()
        .find(|(_, acronyms, phrases)| {
            acronyms.contains(&f.as_str()) || phrases.iter().any(|p| f.contains(p))
        })
        .map_or("organismo", |(tipo, _, _)| tipo)
}

/// `Resolución de la Cuarta Sala de Recurso de la EUIPO de 9 de octubre de 2025`,
/// `Resolución del TEAC de 23 de enero de 2024`, `Instrucción de la Dirección General de
/// Seguridad Jurídica y Fe Pública de 8 de marzo de 2023`, `Directrices 04/2022 del Comité
/// Europeo de Protección de Datos`: the document first, then its body.
static RE_DOC_OF_BODY: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^(?:resoluci[oó]n(?:es)?|dictamen|instrucci[oó]n|criterio(?:\s+t[eé]cnico|\s+de\s+gesti[oó]n)?|directrices|informe|acuerdo|recomendaci[oó]n|opini[oó]n|gu[ií]a(?:\s+t[eé]cnica)?|memoria(?:\s+de\s+reclamaciones)?|(?:escrito\s+de\s+)?requerimiento|(?P<gcd>observaci[oó]n\s+general\s+(?:n[úu]m\.?\s*|n\.?\s*[º°]\s*)?\d{{1,2}}(?:\s*\(\d{{4}}\))?))(?P<num>\s+(?:(?:n[úu]m\.?|n\.?\s*[º°])?\s*\d{{1,3}}(?:\.\d{{3}})*/(?:\d{{4}}|\d{{2}}\b)|(?:19|20)\d{{2}}\b))?(?P<date>\s*,?\s+de\s+(?:fecha\s+)?\d{{1,2}}\s+de\s+\p{{L}}+(?:\s+de\s+\d{{4}})?)?\s*,?\s+(?:(?:de\s+la|del|de)\s+(?:(?:\p{{L}}+\s+)?(?:sala\s+de\s+recurso|secci[oó]n\s+\p{{L}}+|director[a]?|presidenta?|departamento\s+de\s+\p{{L}}+|direcci[oó]n\s+general\s+de\s+\p{{L}}+)\s+(?:de\s+la|del)\s+)?)?(?P<body>{BODY})"
    ))
});
/// `la Dirección General de Seguridad Jurídica y Fe Pública, en su Resolución de 11 de mayo
/// de 2022`, `el Consejo Consultivo de Andalucía, en su dictamen 245/2022`: the body first.
static RE_BODY_THEN_DOC: LazyLock<Re> = LazyLock::new(|| {
    re(&format!(
        r"(?i)^(?P<body>{BODY})(?:\s*,\s*secci[oó]n\s+\p{{L}}+\s*,)?\s*,?\s*(?:(?:que\s+|quien\s+)?en\s+(?:su|sus)\s+|cuy[oa]s?\s+|mediante\s+|(?:levant[oó]|extendi[oó]|emiti[oó])\s+(?P<date>(?:el|con\s+fecha)\s+\d{{1,2}}\s+de\s+\p{{L}}+\s+de\s+\d{{4}}\s+)?(?:el\s+|la\s+|un\s+|una\s+|su\s+)?)(?:resoluci[oó]n(?:es)?|informe|dictamen|criterio|instrucci[oó]n|acuerdo|recomendaci[oó]n|acta(?:\s+de\s+(?:liquidaci[oó]n|infracci[oó]n))?|(?P<gc>observaci[oó]n\s+general\s+(?:n[úu]m\.?\s*|n\.?\s*[º°]\s*)?\d{{1,2}}(?:\s*\(\d{{4}}\))?))(?P<num>\s+(?:n[úu]m\.?|n\.?\s*[º°])?\s*(?:\d{{1,3}}(?:\.\d{{3}})*/\d{{4}}|(?-i:[A-Z]{{0,3}})\d{{6,20}}\b))?"
    ))
});
/// What identifies one document after its body: a file or register number
/// (`(RG 00/03312/2019)`, `expediente S/DC/0578/16`, `PS/00397/2022`, `asunto R 1502/2025-4`).
static RE_BODY_ID: LazyLock<Re> = LazyLock::new(|| {
    let id = r"(?:(?:en\s+el\s+)?(?:expediente|procedimiento|asunto|reclamaci[oó]n(?:es)?(?:\s+acumuladas)?|(?-i:RG|R\.G\.))\s*(?:n[úu]m\.?\s*|n\.?\s*[º°]\s*)?)?(?-i:[A-Z]{1,4}(?:/[A-Z]{1,3})?[/ -])?\d{1,5}(?:[/-]\d{1,6}){1,3}(?:\s+y\s+(?:acumulada\s+)?(?:(?-i:RG)\s+)?\d{1,5}(?:[/-]\d{1,6}){1,3})?";
    re(&format!(r"(?i)^\s*,?\s*(?:\(\s*{id}\s*\)|{id})"))
});

/// A document of a [`BODY`] at the start of `w`: its length and type. It needs a date or a
/// number: a bare mention (`la resolución del TEAC impugnada`) names no document.
pub(crate) fn body_document(w: &str, body_first: bool) -> Option<(usize, &'static str)> {
    let c = if body_first {
        RE_BODY_THEN_DOC.captures(w)?
    } else {
        RE_DOC_OF_BODY.captures(w)?
    };
    let tipo = body_tipo(c.name("body")?.as_str());
    // A supervisor's requirement is a document of its own (`escrito de requerimiento del
    // Banco de España de …`); any other body's is an act of the case.
    if !body_first
        && super::norms::fold(c.get(0)?.as_str()).contains("requerimiento")
        && !matches!(tipo, "cnmv" | "banco_espana" | "esma" | "eba")
    {
        return None;
    }
    let mut detail = c.name("num").is_some()
        || c.name("date").is_some()
        || c.name("gc").is_some()
        || c.name("gcd").is_some();
    let mut end = c.get(0)?.end();
    // `las Directrices de ESMA sobre el retraso en la difusión … (ESMA/2016/1478, de 20 de
    // octubre de 2016)`: the subject, then the number or date in parentheses.
    static RE_SUBJECT_PAREN: LazyLock<Re> =
        LazyLock::new(|| re(r"^\s*,?\s+sobre\s+[^.;()\n«»“”]{3,160}?\s*\(\s*"));
    if !detail
        && let Some(m) = w.get(end..).and_then(|r| RE_SUBJECT_PAREN.find(r))
        && let Some(inner) = w.get(end + m.end()..)
    {
        let id = RE_BODY_ID.find(inner).map(|i| i.end());
        let date = parse_date(
            inner
                .get(id.unwrap_or(0)..)
                .unwrap_or("")
                .trim_start_matches([',', ' ']),
        )
        .map(|(len, _)| len);
        if let Some(len) = id.or(date) {
            let mut close = end + m.end() + len;
            if id.is_some()
                && let Some(rest) = w.get(close..)
            {
                let lead = rest.len() - rest.trim_start_matches([',', ' ']).len();
                if let Some((dlen, _)) = rest.get(lead..).and_then(parse_date) {
                    close += lead + dlen;
                }
            }
            if w.get(close..)
                .is_some_and(|r| r.trim_start().starts_with(')'))
            {
                let rest = w.get(close..).unwrap_or("");
                return Some((close + rest.len() - rest.trim_start().len() + 1, tipo));
            }
        }
    }
    for _ in 0..3 {
        let rest = w.get(end..).unwrap_or("");
        if let Some((len, _)) = parse_date(rest) {
            end += len;
        } else if let Some(m) = RE_BODY_ID.find(rest) {
            end += m.end();
        } else {
            break;
        }
        detail = true;
    }
    detail.then_some((end, tipo))
}

/// A document of a [`BODY`] with the document first at the start of `w`, which stands at
/// `pos` in the text, as an authority listed apart.
pub(crate) fn body_document_at(w: &str, pos: usize) -> Option<Found> {
    let (len, tipo) = body_document(w, false)?;
    let texto = w
        .get(..len)?
        .trim_end_matches(|c: char| c.is_whitespace() || c == ',');
    Some(Found::unsupported(pos, texto, tipo))
}

/// `la propia Dirección General de Seguridad Jurídica y Fe Pública ha subrayado que … (Resolución
/// de 11 de febrero de 2021)`: a dated resolution whose body the sentence named just before.
/// Not when another author follows the date (`Resolución de 3 de mayo de 2020, de la
/// Secretaría de Estado …`, a resolution published in the BOE).
fn resolution_of_body_named_before(text: &str, trig: &Trigger, w: &str) -> Option<Found> {
    static RE_RES_DATE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"(?i)^(resoluci[oó]n\s+de\s+(?:fecha\s+)?\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})\s*(?:[).;]|,(?:\s+(?:que|en|sobre|dict)|$))",
        )
    });
    let m = RE_RES_DATE.captures(w)?.get(1)?;
    let (_, before) = line_before(text, trig.pos, 250)?;
    // Within the sentence.
    let sentence = before.rsplit(". ").next().unwrap_or(before);
    let body = RE_BODY_ANY.find_iter(sentence).last()?;
    let tipo = body_tipo(body.as_str());
    Some(Found::unsupported(trig.pos, m.as_str(), tipo))
}

/// The head of the name of a Spanish public body whose resolutions and agreements are the acts
/// a brief challenges or recounts (`Presidencia de la Confederación Hidrográfica del Guadiana`,
/// `Ministro del Interior`, `Consejo de Ministros`, `Teniente de Alcalde Delegado de Economía
/// y Hacienda del Excmo. Ayuntamiento de Málaga`), written with its capital; honorifics first.
const ADMIN_BODY_HEAD: &str = r"(?:(?:Excm[oa]|Ilm[oa]|Sra?)\.\s*)*(?:Presidencia|President[ea]|Ministr[oa]|Ministerio|Consejo\s+de\s+(?:Ministros|Gobierno)|Consejo\s+de\s+la|Secretar[ií]a|Secretari[oa]|Subsecretar[ií]a|Subsecretari[oa]|Direcci[oó]n|Director[a]?|Subdirecci[oó]n|Delegaci[oó]n|Delegad[oa]|Subdelegaci[oó]n|Subdelegad[oa]|Consejer[ií]a|Conseller[ií]a|Consejer[oa]|Conseller[a]?|Viceconsejer[ií]a|Departamento|Ayuntamiento|Alcald[ií]a|Alcalde(?:sa)?|Teniente\s+de\s+Alcalde|Concejal[ií]a|Concejal[a]?|Junta\s+de\s+Gobierno|Junta\s+Electoral|Diputaci[oó]n|Cabildo|Confederaci[oó]n\s+Hidrogr[aá]fica|Comisi[oó]n\s+Disciplinaria|Comit[eé]\s+Ejecutivo|Rector(?:ado|a)?|Vicerrector(?:ado|a)?|Decan[oa]|Decanato|Gerencia|Tesorer[ií]a\s+General|Jefatura|Intervenci[oó]n\s+General|Organismo\s+Aut[oó]nomo|Xunta|Generalitat|Gobierno\s+(?:de|del|Vasco)|Mesa\s+de\s+Contrataci[oó]n)";

/// The rest of such a name: capitalized words (and abbreviations in parentheses) joined by
/// `de`, `del`, `de la`, `y` … (Spanish letters: the Unicode classes would make the pattern's
/// automaton too large to run fast).
const ADMIN_BODY_TAIL: &str = r"(?:\s+(?:(?:de|del|de\s+la|de\s+las|de\s+los|y|e|para\s+la|para\s+el)\s+)?(?:(?:Excm[oa]|Ilm[oa]|Sra?)\.\s*)?(?:[A-ZÁÉÍÓÚÑÜ][A-Za-zÁÉÍÓÚÑÜáéíóúñüàèìòùçï·\-]*|\([A-ZÁÉÍÓÚÑ]{2,8}\))){0,14}";

/// `la Resolución de la Presidencia de la Confederación Hidrográfica del Guadiana de 14 de
/// marzo de 2025`, `el acuerdo del Comité Ejecutivo de la CNMV de 22 de mayo de 2023`: an act
/// of a public body, body first and then its date (with the date first, `Resolución de 17 de
/// marzo de 2023, de la Dirección General de Trabajo, que registra y publica …`, it is a
/// resolution published in the BOE, not listed here). `el Consejo de Ministros, por acuerdo de
/// 6 de mayo de 2025`: the body named just before. Only with a date: a bare mention names no
/// act. Its length in `w`, which starts with the word `resolución` or `acuerdo` at `pos`.
fn admin_act(text: &str, pos: usize, w: &str) -> Option<usize> {
    static RE_OF_BODY: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"^(?i:resoluci[oó]n|acuerdo)\s+(?:(?i:n[úu]m\.?|n\.?\s*[º°])\s*[\w/-]+\s+)?(?:de\s+la|del)\s+{ADMIN_BODY_HEAD}{ADMIN_BODY_TAIL}"
        ))
    });
    static RE_DATED: LazyLock<Re> =
        LazyLock::new(|| re(r"^(?i:resoluci[oó]n|acuerdo)\s+de\s+(?:fecha\s+)?\d"));
    static RE_BODY_BEFORE: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"{ADMIN_BODY_HEAD}{ADMIN_BODY_TAIL}\s*,?\s*(?i:por|mediante|en\s+su|dict[oó]\s+(?:la|el)|adopt[oó]\s+(?:la|el|un|una))\s+$"
        ))
    });
    if let Some(m) = RE_OF_BODY.find(w) {
        let body = m.as_str();
        // An act of the European Commission is EU law; the bodies that have a type of their
        // own were tried before.
        if body.contains("Europea") {
            return None;
        }
        let (len, _) = w.get(m.end()..).and_then(parse_date)?;
        return Some(m.end() + len);
    }
    if RE_DATED.is_match(w) {
        let word = w.find(char::is_whitespace)?;
        let (date, _) = w.get(word..).and_then(parse_date)?;
        let len = word + date;
        // Then a `, de la Subsecretaría` names a resolution published in the BOE.
        let rest = w.get(len..).unwrap_or("").trim_start_matches([',', ' ']);
        if rest.starts_with("de la ") || rest.starts_with("del ") {
            return None;
        }
        // `contra la resolución de 4 de febrero de 2025`, `desestimado por resolución de …`,
        // `resolución de 14 de noviembre de 2024, notificada el …`: what the brief says of it
        // makes it an act of the case.
        static RE_ACT_BEFORE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)\b(?:contra|impugnad[oa]s?|recurrid[oa]s?|(?:des)?estimad[oa]s?\s+(?:por|mediante)|confirmad[oa]s?\s+(?:por|mediante)|denegad[oa]s?\s+(?:por|mediante)|sancionad[oa]s?\s+(?:por|mediante)|impuest[oa]s?\s+(?:por|mediante)|acordad[oa]s?\s+(?:por|mediante))\s+(?:la\s+|una\s+)?$",
            )
        });
        static RE_ACT_AFTER: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^(?i:notificad[oa]|(?:ahora\s+|aqu[ií]\s+)?(?:impugnad[oa]|recurrid[oa])|objeto\s+de(?:l)?\s+(?:este|presente|la\s+presente)|(?:des)?estimatori[oa]|confirmatori[oa]|sancionador[oa]|que\s+(?:desestim|estim|confirm|impon|impus|acord|orden|deneg|declar|sancion)|por\s+(?:la|el)\s+que\s+se\s+(?:desestim|estim|confirm|impon|acuerd|orden|deneg|declar|sancion))",
            )
        });
        let (_, before) = line_before(text, pos, 200)?;
        let sentence = before.rsplit(". ").next().unwrap_or(before);
        (RE_BODY_BEFORE.is_match(sentence)
            || RE_ACT_BEFORE.is_match(sentence)
            || RE_ACT_AFTER.is_match(rest))
        .then_some(len)
    } else {
        None
    }
}

/// `Decreto de Alcaldía n.º 215/2018, de 9 de abril`, `Decreto del Alcalde de …`: an act of a
/// mayor or of a provincial council's president, which a brief names as a decree; not a
/// regulation in any gazette the extractor checks.
pub(crate) fn local_decree_at(text: &str, trig: &Trigger) -> Option<Found> {
    let w = window(text, trig.pos, 300);
    if !w
        .get(..7)
        .is_some_and(|h| h.eq_ignore_ascii_case("decreto"))
    {
        return None;
    }
    static RE_LOCAL_DECREE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?i:decreto)\s+(?:de\s+(?:la\s+)?(?i:alcald[ií]a)(?:\s*-\s*(?i:presidencia))?|del\s+(?:(?i:alcalde|alcaldesa)(?:\s*-\s*(?i:presidente|presidenta))?|(?i:teniente\s+de\s+alcalde))|de\s+(?:la\s+)?(?i:presidencia)\s+de\s+la\s+(?i:diputaci[oó]n))(?:\s+(?:(?i:provincial\s+)?de\s+|del\s+(?i:ayuntamiento)\s+de\s+)(?-i:\p{Lu})\p{L}+(?:\s+(?-i:\p{Lu})\p{L}+)?)?(?:\s*,?\s*(?:(?i:n[.º°o]*|n[úu]m\.?)\s*)?(?:\d{1,3}(?:\.\d{3})+|\d{1,5})(?:\s*/\s*\d{2,4})?)?",
        )
    });
    let m = RE_LOCAL_DECREE.find(w)?;
    let mut len = m.end();
    if let Some((date, _)) = w.get(len..).and_then(parse_date) {
        len += date;
    }
    let texto = w.get(..len)?.trim_end_matches([',', ' ']);
    Some(Found::unsupported(trig.pos, texto, "acto_administrativo"))
}

/// [`admin_act`] as an authority listed apart.
fn admin_act_at(text: &str, trig: &Trigger) -> Option<Found> {
    let w = window(text, trig.pos, 400);
    let len = admin_act(text, trig.pos, w)?;
    let texto = w.get(..len)?.trim_end();
    Some(Found::unsupported(
        trig.pos,
        texto,
        admin_act_tipo_at(text, trig.pos, texto),
    ))
}

/// The type of an act of [`admin_act`]: that of a body of [`BODY`] it names (`la resolución de
/// la Dirección Provincial del Instituto Nacional de la Seguridad Social de Bizkaia`: `inss`),
/// else `acto_administrativo`.
/// [`admin_act_tipo`], or the type of the body named right before the act (`el INSS, por
/// resolución de 8 de septiembre de 2025`: `inss`).
fn admin_act_tipo_at(text: &str, pos: usize, act: &str) -> &'static str {
    let own = admin_act_tipo(act);
    if own != "acto_administrativo" {
        return own;
    }
    static RE_BY_BODY: LazyLock<Re> =
        LazyLock::new(|| re(r"(?i)[\s,]+(?:por|mediante|en\s+su)(?:\s+(?:la|el|su))?\s+$"));
    match line_before(text, pos, 60) {
        Some((_, before)) if RE_BY_BODY.is_match(before) => {
            let tail = before.rsplit(['.', ';', ':']).next().unwrap_or(before);
            admin_act_tipo(tail)
        }
        _ => own,
    }
}

fn admin_act_tipo(act: &str) -> &'static str {
    // The act already names a body of its own type after a chamber or an office (`la
    // Presidencia de la AEPD`, `la Dirección Provincial del INSS`): by one of the body's
    // acronyms, or by a phrase of its name long enough not to be another body's word
    // (`economico`, `tributos` are not). A search with the pattern of every body would cost
    // more than all the rest of the act's reading.
    let f = super::norms::fold(act);
    let words: Vec<&str> = f.split(|c: char| !c.is_alphanumeric()).collect();
    BODY_TYPES
        .iter()
        .find(|(_, acronyms, phrases)| {
            acronyms.iter().any(|a| words.contains(a))
                || phrases.iter().any(|p| p.len() >= 10 && f.contains(p))
        })
        .map_or("acto_administrativo", |(tipo, _, _)| tipo)
}

fn resolution_dgsjfp(text: &str, trig: &Trigger) -> Option<Found> {
    let w = window(text, trig.pos, 300);
    if let Some(found) = body_document_at(w, trig.pos) {
        return Some(found);
    }
    if let Some(found) = resolution_of_body_named_before(text, trig, w) {
        return Some(found);
    }
    // `Resolución SLT/2568/2020, de 19 de octubre`: a resolution of a department of the
    // Generalitat de Catalunya, published in its gazette.
    static RE_REGIONAL_CODED: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^(?i:resoluci[oó]n)\s+[A-Z]{2,5}/\d{1,5}/\d{4}\b(?:\s*,\s*de\s+\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?)?",
        )
    });
    if let Some(m) = RE_REGIONAL_CODED.find(w) {
        // Its title and the gazette it was published in, when the text gives them: one
        // authority.
        static RE_TITLE_GAZETTE: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^(?:\s*,\s*(?:por\s+la\s+que|sobre|de)\s+[^()\n;]{1,300}?)?\s*\(\s*(?:DOGC|DOG|DOCV|BOPV|BOJA|BOCM|BORM|BOIB|BOCYL|BOA|BOC|BON|BOR|DOE|DOCM|BOPA)\b[^()\n]{0,60}\)",
            )
        });
        let len = m.end()
            + w.get(m.end()..)
                .and_then(|r| RE_TITLE_GAZETTE.find(r))
                .map_or(0, |g| g.end());
        return Some(Found::unsupported(
            trig.pos,
            w.get(..len)?,
            "boletin_autonomico",
        ));
    }
    let Some(m) = RE_DGSJFP.find(w) else {
        return admin_act_at(text, trig);
    };
    let mut end = m.end();
    if let Some((len, _)) = w.get(end..).and_then(parse_date) {
        end += len;
    }
    if let Some(m) = w.get(end..).and_then(|r| RE_ECLI.find(r)) {
        end += m.end();
    }
    let abs_end = trig.pos + end;
    Some(Found::Unsupported(NoSoportada {
        texto: text.get(trig.pos..abs_end)?.trim().to_owned(),
        span: Span {
            inicio: trig.pos,
            fin: abs_end,
        },
        tipo: "dgsjfp".into(),
    }))
}

static RE_TEDH: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:(?-i:SSTEDH|STEDH|TEDH)|(?:sentencia\s+del\s+)?tribunal\s+europeo\s+de\s+derechos\s+humanos)",
    )
});
static RE_TEDH_PAREN: LazyLock<Re> =
    LazyLock::new(|| re(r"^\s*\(\s*(?:SSTEDH|STEDH|[Ss]entencia)\s+(?:de\s+)?[^()\n]{4,60}\)"));
static RE_TEDH_CASE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*(?:\(?\s*(?:en\s+el\s+)?(?:asunto|caso)\s+)?[«“]?((?-i:[A-ZÁÉÍÓÚÑ])[^,;()\n]{0,60}?\s+(?:c\.|contra|v\.)\s+(?-i:[A-ZÁÉÍÓÚÑ])[\wáéíóúñ]+(?:\s+(?-i:[A-ZÁÉÍÓÚÑ])[\wáéíóúñ]+){0,2})[»”]?\)?",
    )
});
static RE_DEMANDA: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^[\s,;]*\(?(?:demandas?|app(?:lication)?\.?|n\.?\s*º\s*de\s+demanda)\s*(?:n[úu]m\.|n\.?\s*[º°o]\.?)?\s*\d{1,6}/\d{2}(?:\s*(?:y|,)\s*\d{1,6}/\d{2})*\)?",
    )
});
/// A Council of Europe convention other than the ECHR (`Convenio del Consejo de Europa sobre
/// prevención y lucha contra la violencia contra las mujeres …, hecho en Estambul el 11 de
/// mayo de 2011`, `Convenio de Estambul`): an international treaty, not checked here.
static RE_COE_TREATY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^convenio\s+(?:(?:del\s+consejo\s+de\s+europa\s+)?(?:sobre|para|relativo\s+a)\s+[^.;()\n]{5,250}?,?\s+hecho\s+en\s+\p{L}+(?:,?\s+el\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?|de\s+(?:Estambul|Lanzarote|Budapest|Oviedo)\b|europeo\s+de\s+extradici[oó]n(?:\s*,?\s*(?:hecho\s+en\s+(?-i:\p{Lu})\p{L}+\s*,?\s*)?(?:el\s+)?(?:de\s+)?\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?|de\s+(?:Nueva\s+York|Aarhus)\b(?:\s*,?\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?(?:\s+sobre\s+(?:el\s+)?reconocimiento\s+y\s+(?:la\s+)?ejecuci[oó]n\s+de\s+(?:las\s+)?sentencias\s+arbitrales\s+extranjeras)?|entre\s+(?:el\s+Reino\s+de\s+)?Espa[ñn]a\s+y\s+[^.;()\n]{3,120}?\s+para\s+evitar\s+la\s+doble\s+imposici[oó]n[^.;()\n,]{0,200}(?:,?\s+hecho\s+en\s+(?-i:\p{Lu})\p{L}+(?:\s+(?-i:\p{Lu})\p{L}+)?(?:,?\s+el\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?)?)",
    )
});
/// The Hague conventions and protocols of private international law, a convention named by
/// its year once the brief has defined it so (`el Convenio de 1980`), and the intellectual and
/// industrial property treaties (`Convenio de Berna para la protección de
/// las obras literarias y artísticas`, `Convenio de París`, `Tratado de la OMPI sobre Derecho
/// de Autor`, `Acuerdo sobre los ADPIC`): international treaties, not checked here.
static RE_IP_TREATY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:(?:convenio|protocolo)\s+de\s+la\s+haya(?:\s*,?\s+de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?|(?-i:Conven)(?:io|ci[oó]n)\s+de\s+(?:19[4-9]\d|20[0-2]\d)\b|convenio\s+de\s+(?:par[ií]s|berna)(?:\s+para\s+la\s+protecci[oó]n\s+de\s+(?:la\s+propiedad\s+industrial|las\s+obras\s+literarias\s+y\s+art[ií]sticas))?|tratado\s+de\s+la\s+(?:(?-i:OMPI)|organizaci[oó]n\s+mundial\s+de\s+la\s+propiedad\s+intelectual)\s+sobre\s+(?:(?:el\s+)?derecho\s+de\s+autor|interpretaci[oó]n\s+o\s+ejecuci[oó]n\s+y\s+fonogramas)|(?:acuerdo\s+sobre\s+los\s+)?(?-i:ADPIC)\b|acuerdo\s+sobre\s+los\s+aspectos\s+de\s+los\s+derechos\s+de\s+propiedad\s+intelectual\s+relacionados\s+con\s+el\s+comercio)",
    )
});
/// Soft law and model texts no source here holds: the IBA guidelines and rules on
/// arbitration, the UNCITRAL model law and rules, the OECD transfer-pricing guidelines, model
/// tax convention and BEPS reports.
static RE_SOFT_LAW: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:(?P<pilar>(?i:pilar\s+europeo\s+de\s+(?:los\s+)?derechos\s+sociales))|(?P<iba>(?:Directrices|Reglas)\s+(?:de\s+la\s+)?IBA\b(?:\s+sobre\s+(?:los\s+)?(?:Conflictos\s+de\s+Intereses(?:\s+en\s+el\s+Arbitraje\s+Internacional)?|(?:la\s+)?Pr[aá]ctica\s+de\s+(?:la\s+)?Prueba(?:\s+en\s+el\s+Arbitraje\s+Internacional)?))?(?:\s*,?\s*(?:aprobadas\s+)?(?:el\s+)?\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?)|(?P<uncitral>(?:Ley\s+Modelo|Reglamento\s+de\s+Arbitraje)\s+(?:de\s+la\s+)?(?:CNUDMI|UNCITRAL)\b(?:\s+sobre\s+(?:el\s+)?Arbitraje\s+Comercial\s+Internacional)?(?:\s*,?\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?)|(?P<ocde>Directrices\s+(?:de\s+la\s+)?OCDE\b(?:\s+(?:aplicables\s+)?(?:en\s+materia\s+de|sobre)\s+precios\s+de\s+transferencia(?:\s+(?:para|a)\s+empresas\s+multinacionales\s+y\s+(?:las\s+)?administraciones\s+tributarias)?)?(?:\s*,?\s*(?:en\s+su\s+)?versi[oó]n\s+de\s+\d{4})?|Modelo\s+de\s+Convenio\s+(?:Tributario\s+)?(?:de\s+la\s+)?OCDE\b(?:\s+sobre\s+la\s+[Rr]enta\s+y\s+(?:sobre\s+)?el\s+[Pp]atrimonio)?|OCDE\s+(?:de\s+\d{4}\s+)?sobre\s+la\s+Acci[oó]n\s+\d{1,2}\s+del\s+(?:Plan\s+)?BEPS\b))",
    )
});
/// A municipal ordinance (`la Ordenanza Fiscal n.º 6, reguladora del Impuesto …, del
/// Ayuntamiento de Málaga`): published in a provincial gazette, not in the BOE. Only with what
/// names one ordinance: a number, `fiscal`/`municipal`, or the council.
static RE_ORDENANZA: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?i:ordenanza)(?:\s+(?i:fiscal|municipal|general))*(?:\s+(?:n[.º°]*|n[úu]m\.?|n[úu]mero)\s*\d{1,3})?(?:\s*,?\s*(?i:reguladora|sobre|de|relativa)\s+[^.;()
«»“”]{3,160}?)?\s*,?\s*(?:del\s+(?i:excmo\.\s+)?(?i:ayuntamiento)\s+de\s+\p{Lu}\p{L}+(?:\s+(?:de\s+)?\p{Lu}\p{L}+)?)",
    )
});
/// A decision of a Board of Appeal of the European Patent Office (`la Cámara de Recursos
/// Técnicos 3.2.01 … en la resolución T 1234/19`), named by its body and its number.
static RE_EPO_BOARD: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^c[aá]mara\s+de\s+recursos(?:\s+t[eé]cnicos?)?(?:\s+\d\.\d\.\d{1,2})?[^.;()\n]{0,100}?(?-i:T)\s*\d{2,4}/\d{2}\b(?:\s*,\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?",
    )
});
/// A binding ruling of the Dirección General de Tributos (`consulta vinculante V0153-22`).
static RE_DGT: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?i:consultas?)(?:\s+(?i:vinculantes?))?(?:\s+(?:de\s+la\s+)?(?:DGT|Direcci[oó]n\s+General\s+de\s+Tributos))?\s*(?:n[.º°]*\s*)?V\d{4}[-‑–]\d{2}(?:\s*,?\s*de\s+\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?)?",
    )
});
/// A United Nations convention (`Convención sobre los Derechos del Niño, adoptada por la
/// Asamblea General de las Naciones Unidas el 20 de noviembre de 1989`): a treaty, not
/// checked here. `la Convención de Nueva York` is the one the text speaks of.
static RE_UN_TREATY: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:convenci[oó]n\s+de\s+nueva\s+york(?:\s+de\s+(?:19[5-9]\d|20[0-2]\d))?(?:\s*,\s*en\s+su\s+art[íi]culo\s+\d{1,3}(?:\.\d{1,2})*)?\b|convenci[oó]n\s+(?:internacional\s+)?(?:de\s+las\s+naciones\s+unidas\s+)?(?:sobre|contra|relativa\s+a)\s+(?:los\s+|las\s+|la\s+|el\s+)?(?:derechos\s+del\s+niño|derechos\s+de\s+las\s+personas\s+con\s+discapacidad|la\s+tortura|eliminaci[oó]n\s+de\s+todas\s+las\s+formas\s+de\s+discriminaci[oó]n\s+contra\s+la\s+mujer|el\s+estatuto\s+de\s+los\s+refugiados|la\s+corrupci[oó]n|la\s+delincuencia\s+organizada\s+transnacional|el\s+derecho\s+del\s+mar)(?:\s*,?\s*(?:adoptada|hecha)\s+(?:por\s+la\s+asamblea\s+general\s+de\s+las\s+naciones\s+unidas\s+)?(?:en\s+\p{L}+(?:\s+\p{L}+)?\s+)?el\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?(?:\s*,\s*en\s+su\s+art[íi]culo\s+\d{1,3}(?:\.\d{1,2})*)?)",
    )
});
/// The two covenants of the United Nations of 1966 (`el art. 14.2 del Pacto Internacional de
/// Derechos Civiles y Políticos, hecho en Nueva York el 19 de diciembre de 1966`, `PIDESC`,
/// `el Pacto de 1966`).
static RE_UN_COVENANT: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:pacto\s+internacional\s+(?:de\s+)?(?:los\s+)?derechos\s+(?:civiles\s+y\s+pol[ií]ticos|econ[oó]micos\s*,?\s+sociales\s+y\s+culturales)(?:\s*,?\s*(?:hecho|adoptado|abierto\s+a\s+la\s+firma)\s+en\s+nueva\s+york(?:\s*,)?\s+el\s+\d{1,2}\s+de\s+diciembre\s+de\s+1966)?(?:\s*\((?-i:PIDCP|PIDESC)\))?|pacto\s+(?:internacional\s+)?de\s+(?:nueva\s+york\s+de\s+)?1966|(?-i:PIDCP|PIDESC))\b",
    )
});
/// A collective agreement published in a provincial or regional gazette (`Convenio Colectivo
/// de Comercio Textil de la provincia de Valencia, publicado en el Boletín Oficial de la
/// Provincia de Valencia núm. 112, de 13 de junio de 2023`, or named by its province: `del
/// Convenio Colectivo del Sector de Comercio de la provincia de Sevilla`): not in the BOE.
static RE_LOCAL_AGREEMENT: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:convenio\s+colectivo\b[^.;()\n]{3,200}?\b(?:publicado\s+en\s+el\s+)?[*_]?(?:BOP\b|B\.O\.P\.|bolet[ií]n\s+oficial\s+de\s+la\s+provincia\b|(?-i:BOJA|DOGC|BOCM|BOPV|DOGV|DOCV|BORM|BOIB|BOCYL|BOCyL|DOG|BOPA|DOCM|BON|BOR|BOCA|BOCAN)\b)(?:\s+de\s+\p{L}+)?[*_]?(?:\s*,?\s*n[úu]m\.?\s*\d{1,4})?(?:\s*,\s*de\s+\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?|convenio\s+colectivo\b[^.;()\n]{3,160}?\bde\s+la\s+provincia\s+de\s+(?-i:\p{Lu})\p{L}+(?:\s+(?-i:\p{Lu})\p{L}+)?)",
    )
});
/// An agreement of the Sala Segunda sitting in non-jurisdictional plenary: published by the
/// court, not in CENDOJ's case law.
static RE_ACUERDO_PLENO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^acuerdos?\s+(?:del\s+)?pleno\s+no\s+jurisdiccional(?:\s+de\s+la\s+sala\s+(?:segunda|2\s*\.?\s*[ªa]|de\s+lo\s+penal)(?:\s+del\s+tribunal\s+supremo)?)?(?:\s*,?\s*de\s+(?:fecha\s+)?\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{4})?",
    )
});
/// `el § 263 del Código Penal alemán`, `§ 823 BGB`: sections of a foreign code.
static RE_FOREIGN_SECTION: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^§§?\s*\d{1,4}\s*[a-z]?(?:\s*(?:,|y|a)\s*\d{1,4}\s*[a-z]?)*(?:\s*(?:apartado|apdo\.|párrafo|p[aá]rr\.|\(\d{1,2}\)|,?\s*n[úu]m\.\s*\d{1,2}))*\s+(?:(?:del|de\s+la)\s+)?(?:(?-i:BGB|StGB|StPO|ZPO|HGB|GG|ABGB|ZGB|AktG|GmbHG|UWG|InsO|VwVfG|VwGO)\b|c[oó]digo\s+(?:civil|penal|de\s+comercio|procesal\s+penal)\s+(?:alem[aá]n|austr[ií]aco|suizo)|ley\s+fundamental\s+de\s+bonn)",
    )
});
/// `Informe al Gobierno alemán sobre la visita realizada … (CPT/Inf (2022) 18)`: a report of
/// the Council of Europe's committee against torture.
static RE_CPT_REPORT: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^informe\s+(?:del\s+(?:(?-i:CPT)|comit[eé]\s+europeo\s+para\s+la\s+prevenci[oó]n\s+de\s+la\s+tortura[^()\n]{0,80}?)\s+)?(?:al\s+gobierno\s+(?:de\s+)?\p{L}+\s+)?sobre\s+la\s+visita[^()\n]{0,160}?\((?-i:CPT)/Inf\s*\(\d{4}\)\s*\d{1,3}\)",
    )
});

/// The end of a treaty's mention at `end` in `w`, with the article a relative clause cites of
/// it (`el Convenio Europeo de Extradición de 1957, ratificado por España, y cuyo art. 6`): one
/// authority, one entry.
fn with_own_article(w: &str, end: usize) -> usize {
    static RE_OWN_ARTICLE: LazyLock<Re> = LazyLock::new(|| {
        re(
            r"^\s*,\s*(?:[^.;()\n]{0,80}?,\s*)?(?:y\s+)?cuyos?\s+art(?:[íi]culos?|s?\.)\s*\d{1,3}(?:\.\d{1,2})*",
        )
    });
    end + w
        .get(end..)
        .and_then(|r| RE_OWN_ARTICLE.find(r))
        .map_or(0, |m| m.end())
}

/// `el Convenio Europeo para la Protección de los Derechos Humanos y de las Libertades
/// Fundamentales, cuyo art. 6 …`: the Convention named in full, then the article cited of it.
/// (Named alone it is only remembered, for the articles cited of it next.)
static RE_CEDH_CUYO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^convenio\s+europeo\s+(?:de|para\s+la\s+protecci[oó]n\s+de\s+los)\s+derechos\s+humanos(?:\s+y\s+(?:de\s+las\s+)?libertades\s+fundamentales)?\s*(?:\((?-i:CEDH)\)\s*)?,\s*(?:[^.;()\n]{0,80}?,\s*)?(?:y\s+)?cuyos?\s+art(?:[íi]culos?|s?\.)\s*\d{1,3}(?:\.\d{1,2})*",
    )
});
/// `la Recomendación de Política General n.º 15 de la Comisión Europea contra el Racismo y la
/// Intolerancia (ECRI)`.
static RE_ECRI: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^recomendaci[oó]n\s+de\s+pol[ií]tica\s+general\s+(?:n[úu]m\.?\s*|n\.?\s*[º°]\s*)?\d{1,2}\s+de\s+la\s+(?:comisi[oó]n\s+europea\s+contra\s+el\s+racismo\s+y\s+la\s+intolerancia(?:\s*\((?-i:ECRI)\))?|(?-i:ECRI))",
    )
});
static RE_OIT: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^(?:convenio|recomendaci[oó]n)\s+(?:n[úu]m(?:ero|\.)?\s*|n\.?\s*[º°o]\.?\s*)?(\d{1,3})\s+(?:de\s+la\s+)?(?:(?-i:OIT)|organizaci[oó]n\s+internacional\s+del\s+trabajo)\b",
    )
});
static RE_GAZETTE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"^(?:BOJA|DOGC|BOCM|BOPV|DOGV|DOCV|BORM|BOIB|BOCYL|BOCyL|DOG|BOPA|DOCM|BON|BOR|BOCA|BOCAN)(?:\s*,?\s*(?:n[úu]m\.|n\.?\s*[º°o]\.?|número)\s*\d{1,6})?(?:\s*,?\s*(?:de\s+)?\d{1,2}\s+de\s+(?i:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?:\s+de\s+\d{4})?|\s*,?\s*de\s+\d{1,2}/\d{1,2}/\d{4})?",
    )
});
static RE_REPERTORIO: LazyLock<Re> = LazyLock::new(|| {
    re(r"^(?:RJ|RJA|JUR|RTC|EDJ|LA\s+LEY)\s*(?:\d{4}\s*[\\/,]\s*\d+|\d{3,}/\d{4})")
});
static RE_CONSEJO_ESTADO: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^consejo\s+de\s+estado(?:\s*\(?\s*(?:n[úu]m\.|n\.?\s*[º°]\.?|expediente)\s*\d{1,5}/\d{4}\)?)?(?:\s*,?\s*de\s+\d{1,2}\s+de\s+[a-z]+\s+de\s+\d{4})?",
    )
});

/// `dictamen del Consejo de Estado 757/2017, de 26 de octubre` (also `dictamen n.º 757/2017
/// del Consejo de Estado`): outside the five sources.
static RE_DICTAMEN_CE: LazyLock<Re> = LazyLock::new(|| {
    re(
        r"(?i)^dict[aá]men(?:es)?\s+(?:(?:n[úu]m\.?|n\.?\s*[º°]\.?)\s*)?(?:(?:\d{1,3}(?:\.\d{3})+|\d{1,5})/\d{4}\s*,?\s+)?(?:emitido\s+por\s+)?(?:del|el)\s+(?:alto\s+)?(?:pleno\s+del\s+|comisi[oó]n\s+permanente\s+del\s+)?consejo\s+de\s+estado(?:\s*,?\s*(?:\(\s*)?(?:(?:n[úu]m\.?|n\.?\s*[º°]\.?|expediente)\s*)?\d{1,5}/\d{4}\)?)?(?:\s*,?\s*de\s+\d{1,2}\s+de\s+[a-zé]+(?:\s+de\s+\d{4})?)?",
    )
});

/// `la Sentencia de la Sala de Justicia del Tribunal de Cuentas 6/2020, de 3 de marzo`: the
/// accounting jurisdiction, outside the five sources.
fn tribunal_cuentas_at(text: &str, trig: &Trigger) -> Option<Found> {
    // `Sentencia 12/2019, de 28 de mayo, de la Sala de Justicia del Tribunal de Cuentas`, `la
    // sentencia de la Sala de Justicia 3/2018, de 6 de marzo`, `el Auto 5/2020 … de la misma
    // Sala de Justicia`, `la STCu 8/2021, de 14 de abril`: the Court of Audit's chamber is
    // the only one called `Sala de Justicia`.
    static RE_TCU: LazyLock<Re> = LazyLock::new(|| {
        let num = r"(?:\s+(?:n[úu]m\.?\s*|n\.?\s*[º°]\s*)?\d{1,4}/\d{4})";
        let date = r"(?:\s*,?\s*de\s+\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?)";
        let court = r"(?:de\s+la\s+(?:misma\s+)?sala\s+de\s+justicia(?:\s+del\s+tribunal\s+de\s+cuentas)?|del\s+tribunal\s+de\s+cuentas)";
        re(&format!(
            r"(?i)^(?:(?:sentencia|auto)\s+{court}{num}?{date}?|(?:sentencia|auto){num}{date}?\s*,?\s+{court}|(?-i:STCu){num}{date}?)"
        ))
    });
    let w = window(text, trig.pos, 200);
    let m = RE_TCU.find(w)?;
    // A number or a date names one judgment.
    if !m.as_str().contains(|c: char| c.is_ascii_digit()) {
        return None;
    }
    Some(Found::unsupported(trig.pos, m.as_str(), "tribunal_cuentas"))
}

fn dictamen_at(text: &str, trig: &Trigger) -> Option<Found> {
    let w = window(text, trig.pos, 300);
    // `el dictamen del Comité de Derechos Económicos, Sociales y Culturales de 11 de octubre de
    // 2019`: a dated opinion of a body.
    let Some(m) = RE_DICTAMEN_CE.find(w) else {
        return body_document_at(w, trig.pos);
    };
    let texto = m.as_str().trim_end_matches([',', ' ']);
    Some(Found::unsupported(trig.pos, texto, "consejo_estado"))
}

/// A foreign court, by the names its judgments are cited with in Spanish briefs.
const FOREIGN_COURT: &str = r"(?:High\s+Court(?:\s+of\s+Justice)?(?:\s+of\s+England\s+and\s+Wales)?|Court\s+of\s+Appeal|(?:UK\s+)?Supreme\s+Court(?:\s+of\s+the\s+United\s+Kingdom)?|House\s+of\s+Lords|Tribunale(?:\s+[Oo]rdinario)?\s+di\s+\p{Lu}\p{L}+|Corte\s+(?:[Ss]uprema\s+)?di\s+[Cc]assazione|Corte\s+d['’][Aa]ppello\s+di\s+\p{Lu}\p{L}+|Corte\s+[Cc]ostituzionale|Cour\s+de\s+[Cc]assation|Cour\s+d['’][Aa]ppel\s+de\s+\p{Lu}\p{L}+|Conseil\s+d['’][ÉE]tat|Conseil\s+[Cc]onstitutionnel|Tribunal\s+(?:judiciaire|de\s+grande\s+instance|de\s+commerce)\s+de\s+\p{Lu}\p{L}+|Bundesgerichtshof|Bundesverfassungsgericht|Bundesarbeitsgericht|Bundesfinanzhof|(?:Oberlandes|Land|Amts)gericht\s+\p{Lu}\p{L}+|Hoge\s+Raad|Supremo\s+Tribunal\s+de\s+Justi[çc]a|Tribunal\s+da\s+Rela[çc][ãa]o\s+de\s+\p{Lu}\p{L}+|Tribunal\s+Supremo\s+(?:del\s+Reino\s+Unido|de\s+los\s+Estados\s+Unidos|de\s+Portugal)|Tribunal\s+(?:Constitucional|Supremo)\s+(?:alem[aá]n|italiano|portugu[eé]s|franc[eé]s|brit[aá]nico)|Corte\s+Suprema\s+de\s+\p{Lu}\p{L}+)";

/// `la sentencia dictada el 7 de febrero de 2025 por la High Court of Justice`, `la sentencia
/// n.º 1187/2025 del Tribunale ordinario di Bergamo, de 14 de marzo de 2025`, `la sentencia
/// del Amtsgericht Köln de 4 de marzo de 2021`: a judgment of a foreign court, listed apart.
fn foreign_judgment_at(text: &str, trig: &Trigger) -> Option<Found> {
    static RE_FOREIGN_JUDGMENT: LazyLock<Re> = LazyLock::new(|| {
        re(&format!(
            r"^(?i:sentencias?)(?:\s+(?:(?i:n\.?\s*[º°o]|n[úu]m\.?)\s*)?(?:\d{{1,3}}(?:\.\d{{3}})+|\d{{1,6}})(?:/\d{{2,4}})?)?(?:\s*,?\s*(?:de|(?i:dictada|pronunciada)\s+el)\s+\d{{1,2}}\s+de\s+\p{{L}}+\s+de\s+\d{{4}})?\s*,?\s+(?:(?i:dictada|pronunciada)\s+)?(?:por\s+(?:el|la)|del|de\s+la|de\s+la\s+sala\s+\p{{L}}+\s+del)\s+{FOREIGN_COURT}"
        ))
    });
    let w = window(text, trig.pos, 300);
    let m = RE_FOREIGN_JUDGMENT.find(w)?;
    let mut len = m.end();
    // Its date or division after the court: `, de 14 de marzo de 2025`, `, King's Bench
    // Division`.
    let rest = w.get(len..).unwrap_or("");
    let lead = rest.len() - rest.trim_start_matches([',', ' ']).len();
    if let Some((date, _)) = rest.get(lead..).and_then(|r| {
        r.strip_prefix("de ")
            .and_then(|d| parse_date(d).map(|(l, f)| (l + 3, f)))
    }) {
        len += lead + date;
    }
    let texto = w.get(..len)?.trim_end_matches([',', ' ']);
    Some(Found::unsupported(trig.pos, texto, "tribunal_extranjero"))
}

/// `la sentencia de 28 de junio de 2011, Sufi y Elmi c. Reino Unido`: a judgment of the
/// European Court of Human Rights known by its parties (read as [`RE_TEDH_CASE`] reads them
/// after the court's name), a State of the Council of Europe being the respondent
/// (`Comisión c. España` is the Court of Justice's, and is not read here).
fn echr_judgment_by_name(text: &str, trig: &Trigger) -> Option<Found> {
    const STATES: &[&str] = &[
        "España",
        "Reino Unido",
        "Francia",
        "Italia",
        "Alemania",
        "Rusia",
        "Turquía",
        "Suecia",
        "Suiza",
        "Bélgica",
        "Países Bajos",
        "Grecia",
        "Portugal",
        "Polonia",
        "Rumanía",
        "Rumania",
        "Federación Rusa",
        "Austria",
        "Irlanda",
        "Noruega",
        "Dinamarca",
        "Finlandia",
        "Hungría",
        "Bulgaria",
        "Croacia",
        "Eslovenia",
        "Eslovaquia",
        "República Checa",
        "Lituania",
        "Letonia",
        "Estonia",
        "Malta",
        "Chipre",
        "Luxemburgo",
        "Ucrania",
        "Moldavia",
        "Georgia",
        "Armenia",
        "Azerbaiyán",
        "Serbia",
        "Montenegro",
        "Albania",
        "Islandia",
        "Andorra",
        "San Marino",
        "Mónaco",
        "Liechtenstein",
    ];
    static RE_HEAD: LazyLock<Re> = LazyLock::new(|| {
        re(r"(?i)^(?:sentencia\s+(?:de\s+la\s+gran\s+sala\s+)?|asunto\s+|caso\s+)")
    });
    let w = window(text, trig.pos, 200);
    if !w.contains(" c. ") {
        return None;
    }
    let head_match = RE_HEAD.find(w)?;
    let head = head_match.end();
    // `sentencia de 28 de junio de 2011, Sufi y Elmi c. Reino Unido`, or the name first:
    // `la sentencia Neulinger y Shuruk c. Suiza, de 6 de julio de 2010`, `el asunto López
    // Ribalda y otros c. España`.
    let dated = w
        .get(head..)
        .filter(|_| head_match.as_str().starts_with(['s', 'S']))
        .and_then(parse_date);
    let date_len = dated.map_or(0, |(len, _)| len);
    // `, *Perez c. Francia*`: the name may stand in emphasis.
    let rest = w.get(head + date_len..)?;
    let lead = rest.len() - rest.trim_start_matches([',', ' ', '*', '_']).len();
    let at = head + date_len + lead;
    let c = w.get(at..).and_then(|r| RE_TEDH_CASE.captures(r))?;
    let (applicant, respondent) = c.get(1)?.as_str().rsplit_once(" c. ")?;
    if applicant
        .trim_start_matches(['«', '“'])
        .starts_with("Comisi")
        || !STATES.contains(&respondent.trim())
    {
        return None;
    }
    let name_end = at + c.get(0)?.end();
    let closing = w
        .get(name_end..)
        .map_or(0, |r| r.len() - r.trim_start_matches(['*', '_']).len());
    let mut end = name_end + closing;
    if dated.is_none() {
        // `…, de 6 de julio de 2010`: the date after the name is part of it.
        let rest = w.get(end..).unwrap_or("");
        let lead = rest.len() - rest.trim_start_matches([',', ' ']).len();
        if lead > 0
            && let Some((len, _)) = rest.get(lead..).and_then(parse_date)
        {
            end += lead + len;
        }
    }
    let mut texto = w.get(..end)?.trim_end();
    // `(sentencia de …, López Ostra c. España)`: the parenthesis it stands in is not its.
    if texto.ends_with(')') && texto.matches(')').count() > texto.matches('(').count() {
        texto = texto.trim_end_matches(')').trim_end();
    }
    Some(Found::unsupported(trig.pos, texto, "tedh"))
}

/// Handles a trigger of an authority outside the five sources.
pub(crate) fn unsupported_at(text: &str, trig: &Trigger) -> Option<Found> {
    let w = window(text, trig.pos, 400);
    let (len, tipo) = if let Some(m) = RE_TEDH.find(w) {
        let mut end = m.end();
        let mut found_detail = false;
        // `STEDH (Gran Sala) de …`, `el TEDH, en el caso Bărbulescu`.
        static RE_TEDH_CHAMBER: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^\s*,?\s*(?:\(\s*(?:Gran\s+Sala|Pleno|Sala|Secci[oó]n\s+\p{L}+|Secci[oó]n\s+\d{1,2}\s*\.?\s*[ªa]?|GS)\s*\)|\[\s*(?:GS|Gran\s+Sala)\s*\]|de\s+la\s+Gran\s+Sala\b)",
            )
        });
        static RE_TEDH_CASE_NAME: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"^\s*,?\s*(?:en\s+)?(?:el\s+)?(?:asunto|caso)\s+[«“]?(?-i:\p{Lu})\p{L}+(?:\s+(?:y\s+)?(?-i:\p{Lu})\p{L}+){0,3}[»”]?",
            )
        });
        for _ in 0..4 {
            let rest = w.get(end..).unwrap_or("");
            if let Some(c) = RE_TEDH_CHAMBER.find(rest) {
                end += c.end();
                continue;
            }
            if let Some((l, _)) = parse_date(rest) {
                end += l;
                found_detail = true;
            } else if let Some(c) = RE_TEDH_CASE.find(rest) {
                end += c.end();
                found_detail = true;
            } else if let Some(c) = RE_DEMANDA.find(rest) {
                end += c.end();
                found_detail = true;
            } else if let Some(c) = RE_ECLI.find(rest) {
                end += c.end();
                found_detail = true;
            } else if let Some(c) = RE_TEDH_CASE_NAME.find(rest) {
                end += c.end();
                found_detail = true;
            } else {
                break;
            }
        }
        if !found_detail {
            return None;
        }
        // `… asunto Gutsanovi c. Bulgaria (STEDH de 15 de octubre de 2013)`: one judgment.
        if let Some(p) = w.get(end..).and_then(|r| RE_TEDH_PAREN.find(r)) {
            end += p.end();
        }
        (end, "tedh")
    } else if let Some(c) = RE_OIT.find(w) {
        // `Convenio n.º 177 de la OIT sobre el trabajo a domicilio, de 1996 (artículo 4)`: its
        // subject, year and the article cited in parentheses are part of the mention.
        static RE_OIT_TAIL: LazyLock<Re> = LazyLock::new(|| {
            re(
                r"(?i)^(?:\s*,?\s*(?:sobre|relativo\s+a|relativa\s+a)\s+[^,;()
]{3,90}?)?(?:\s*,?\s*de\s+(?:1[89]|20)\d{2}\b)?\s*\(\s*art(?:[íi]culos?|s?\.)\s*\d{1,3}(?:\.\d{1,2})*\s*\)",
            )
        });
        let end = c.end()
            + w.get(c.end()..)
                .and_then(|r| RE_OIT_TAIL.find(r))
                .map_or(0, |m| m.end());
        (with_own_article(w, end), "oit")
    } else if let Some(c) = RE_SOFT_LAW.captures(w) {
        let tipo = if c.name("pilar").is_some() {
            "soft_law"
        } else if c.name("iba").is_some() {
            "iba"
        } else if c.name("uncitral").is_some() {
            "uncitral"
        } else {
            "ocde"
        };
        (c.get(0)?.end(), tipo)
    } else if let Some(c) = RE_FOREIGN_SECTION.find(w) {
        (c.end(), "derecho_extranjero")
    } else if let Some(c) = RE_CPT_REPORT.find(w) {
        (c.end(), "cpt")
    } else if let Some(c) = RE_CEDH_CUYO.find(w) {
        (c.end(), "cedh")
    } else if let Some(c) = RE_ECRI.find(w) {
        (c.end(), "ecri")
    } else if let Some(c) = RE_COE_TREATY
        .find(w)
        .or_else(|| RE_UN_TREATY.find(w))
        .or_else(|| RE_UN_COVENANT.find(w))
        .or_else(|| RE_IP_TREATY.find(w))
    {
        // `(en adelante, el Convenio de 1980)`: the name the brief gives the convention it
        // has just named, not another mention.
        let before = text
            .get(super::text::floor_boundary(text, trig.pos.saturating_sub(24))..trig.pos)
            .unwrap_or("");
        if before.contains("adelante") || before.contains("sucesivo") {
            return None;
        }
        (with_own_article(w, c.end()), "tratado_internacional")
    } else if let Some(c) = RE_LOCAL_AGREEMENT.find(w) {
        (c.end(), "boletin_autonomico")
    } else if let Some(c) = RE_ACUERDO_PLENO.find(w) {
        (c.end(), "acuerdo_pleno_no_jurisdiccional")
    } else if let Some(m) = RE_GAZETTE.find(w) {
        if m.end() <= 5 || !boundary_after(w, m.end()) && m.as_str().split_whitespace().count() < 2
        {
            return None;
        }
        if m.as_str().split_whitespace().count() < 2 {
            return None;
        }
        (m.end(), "boletin_autonomico")
    } else if let Some(m) = RE_REPERTORIO.find(w) {
        (m.end(), "repertorio_privado")
    } else if let Some(m) = RE_ORDENANZA.find(w) {
        (m.end(), "ordenanza_municipal")
    } else if let Some(m) = RE_EPO_BOARD.find(w) {
        (m.end(), "epo")
    } else if let Some(m) = RE_DGT.find(w) {
        (m.end(), "dgt")
    } else if let Some((len, tipo)) = body_document(w, true) {
        (len, tipo)
    } else if let Some((len, tipo)) = body_document(w, false) {
        (len, tipo)
    } else if let Some(m) = RE_CONSEJO_ESTADO.find(w) {
        if m.as_str().split_whitespace().count() < 4 {
            return None;
        }
        (m.end(), "consejo_estado")
    } else if let Some(len) = admin_act(text, trig.pos, w) {
        (len, admin_act_tipo_at(text, trig.pos, w.get(..len)?))
    } else {
        return None;
    };
    let raw = w.get(..len)?;
    let mut trimmed = raw.trim_end_matches(|c: char| c.is_whitespace() || c == ',' || c == ';');
    // `(STEDH de 9 de diciembre de 1994, López Ostra c. España)`: the parenthesis the
    // authority stands in is not part of it.
    if trimmed.ends_with(')') && trimmed.matches(')').count() > trimmed.matches('(').count() {
        trimmed = trimmed
            .get(..trimmed.len() - 1)
            .unwrap_or(trimmed)
            .trim_end();
    }
    Some(Found::unsupported(trig.pos, trimmed, tipo))
}

#[cfg(test)]
mod tests {
    use super::*;

    use super::super::text::shape_agrees;

    #[test]
    fn a_recurso_read_by_its_shape_is_its_capture_groups() {
        for h in [
            ", rec. 3215/2018)",
            " recurso de casación n.º 1.234/2019",
            ", rcud 897/2007 y",
            " RCUD 4010/19)",
            " rec. 204/4/2021",
            ", recurso núm. 123/2020, en casación",
            ", rec. 123/2020, en casación unificadora, y",
            " r. c. u. d. 12/2019)",
            " dictada en el recurso de apelación 55 / 2017",
            ", rollo 1234/2016",
            ", rec. 12.345/2010",
            ", rec. 123/20193",
            ", rec.\u{a0}n.º\u{a0}77/2015",
        ] {
            assert_eq!(
                shape_agrees(&RE_REC, REC_GROUPS, rec_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
    }

    #[test]
    fn a_case_name_read_by_its_shape_is_its_capture_group() {
        let groups = [G::At(1), G::At(2)];
        for h in [
            ", Schrems, C-362/14",
            " , Costa , asunto 6/64, Rec.",
            ",\u{a0}Digital Rights Ireland y Seitlinger y otros, asuntos acumulados C-293/12",
            ", Van Gend en Loos, 26/62",
            ", Comisión contra España, C‑127/05)",
            ", Weltimmo, C-230/14, EU:C:2015:639",
        ] {
            assert_eq!(
                shape_agrees(&RE_NOMBRE_BEFORE_ASUNTO, groups, nombre_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
        // Emphasis, parentheses and a company's `, S.A.` are left to the capture search.
        for h in [
            ", *Schrems*, C-362/14",
            ", _Bosman_, C-415/93",
            ", Bier (Mines de potasse), 21/76",
            ", Banco Popular Español, S.A., C-410/13",
        ] {
            assert!(RE_NOMBRE_BEFORE_ASUNTO.is_match(h), "{h:?}");
            assert_eq!(
                shape_agrees(&RE_NOMBRE_BEFORE_ASUNTO, groups, nombre_shape, h),
                Ok(false),
                "{h:?}"
            );
        }
    }

    #[test]
    fn a_court_read_by_its_shape_is_its_capture_groups() {
        for h in [
            " del Tribunal Supremo",
            ", dictada por la Excma. TS",
            ", dictada por el Tribunal Supremo",
            " del TS",
            " de la Audiencia Nacional",
            " del TC",
            " del Tribunal Constitucional",
            " del TEDH",
            " del Tribunal Europeo de Derechos Humanos",
            " del TJUE",
            " del TJCE",
            " el TJ",
            " del Tribunal de Justicia",
            " del Tribunal de Justicia de la Unión Europea",
            " del TRIBUNAL DE JUSTICIA DE LA UNION EUROPEA",
            " del Tribunal de Justicia de las Comunidades Europeas",
            " del Tribunal General",
            " del TGUE",
            ",\u{a0}del\u{a0}Tribunal\u{a0}Supremo",
        ] {
            assert_eq!(
                shape_agrees(&RE_COURT, COURT_GROUPS, court_shape, h),
                Ok(true),
                "{h:?}"
            );
        }
        // Courts with a seat are left to the capture search.
        for h in [
            " de la Audiencia Provincial de Madrid",
            " del TSJ de Cataluña",
            " del Juzgado de Primera Instancia n.º 3 de Sevilla",
            " del Tribunal de Primera Instancia de las Comunidades Europeas",
        ] {
            assert!(RE_COURT.is_match(h), "{h:?}");
            assert_eq!(
                shape_agrees(&RE_COURT, COURT_GROUPS, court_shape, h),
                Ok(false),
                "{h:?}"
            );
        }
    }

    /// Whether the shapes that read legal grounds, sections, paragraphs, Rojs and short EU
    /// identifiers read what the capture search reads on `h`: how many did.
    fn numbered_components_agree(h: &str) -> Result<usize, String> {
        Ok([
            shape_agrees(&RE_FJ, [G::At(1)], digits_shape, h)?,
            shape_agrees(&RE_APDO_EU, [G::At(1)], digits_shape, h)?,
            shape_agrees(&RE_SECCION, [G::At(1), G::At(2)], seccion_shape, h)?,
            shape_agrees(&RE_ROJ, [G::At(1)], roj_shape, h)?,
            shape_agrees(&RE_ECLI_EU_SHORT, [G::At(1)], ecli_short_shape, h)?,
        ]
        .into_iter()
        .filter(|read| *read)
        .count())
    }

    #[test]
    fn numbered_components_read_by_their_shape_are_their_capture_groups() {
        for h in [
            ", FJ 5",
            " FFJJ 3 y 4, y",
            ", en su fundamento jurídico 2, 3 y 5.º",
            " F. J. 12.",
            ", fundamento de derecho n.º 4 °",
            ", apartados 45 a 48",
            " § 12",
            ", Sección 10.ª",
            " de la Sección n.º 3",
            ", Roj: STS 1916/2013",
            " ROJ SAP M 123 / 2019",
            "; EU:C:2015:650",
        ] {
            assert_eq!(numbered_components_agree(h), Ok(1), "{h:?}");
        }
        // Ordinals in words are left to the capture search.
        for h in [", FJ tercero", " Sección Primera"] {
            assert_eq!(numbered_components_agree(h), Ok(0), "{h:?}");
        }
    }

    /// Whether the shapes that read chambers and case numbers read what the capture search
    /// reads on `h`: how many did.
    fn chambers_and_cases_agree(h: &str) -> Result<usize, String> {
        Ok([
            shape_agrees(&RE_SALA, [G::At(1), G::At(2)], sala_shape, h)?,
            shape_agrees(&RE_ASUNTO, ASUNTO_GROUPS, asunto_shape, h)?,
            shape_agrees(&RE_ASUNTO_MORE, ASUNTO_MORE_GROUPS, asunto_more_shape, h)?,
        ]
        .into_iter()
        .filter(|read| *read)
        .count())
    }

    #[test]
    fn chambers_and_case_numbers_read_by_their_shape_are_their_capture_groups() {
        for h in [
            ", Sala de lo Civil",
            " de la Excma. Sala Primera",
            " Sala de lo Contencioso-Administrativo, Sección",
            " Sala 3.ª",
            ", Sala de Apelación",
            " Sala De Lo Social",
            " Social, Sección 1.ª",
            ", Civil",
            ", asunto C-362/14, Schrems",
            " asuntos acumulados C‑154/15",
            " en el asunto T-1/20 P",
            " C - 1 / 20 RENV",
            ", C-621/22 P(R)",
            " a C-298/04",
            " y C‑308/15,",
            " e C-1/99 PPU",
        ] {
            let read = chambers_and_cases_agree(h);
            assert!(matches!(read, Ok(1..)), "{h:?}: {read:?}");
        }
    }

    /// Whether the shapes that read ECLIs and case names read what the capture search reads
    /// on `h`: how many did.
    fn eclis_and_names_agree(h: &str) -> Result<usize, String> {
        Ok([
            shape_agrees(&RE_ECLI, [G::At(1)], ecli_shape, h)?,
            shape_agrees(&RE_NOMBRE, [G::At(1)], nombre_plain_shape, h)?,
            shape_agrees(&RE_NOMBRE_TO_ECLI, [G::At(1)], name_to_ecli_shape, h)?,
        ]
        .into_iter()
        .filter(|read| *read)
        .count())
    }

    #[test]
    fn eclis_and_case_names_read_by_their_shape_are_their_capture_groups() {
        for h in [
            ", ECLI:ES:TS:2013:1916",
            "; y - Ecli : ES : TS : 2020 : 3215.1",
            " ecli:EU:C:2015:650",
            ", asunto *Schrems*",
            ", caso Ángel Ruiz y otros",
            ",\u{a0}Digital Rights Ireland",
            ", VB c. Natsionalna agentsia za prihodite (ECLI:EU:C:2023:986)",
            ", Pressetext Nachrichtenagentur , EU:C:2008:351",
        ] {
            let read = eclis_and_names_agree(h);
            assert!(matches!(read, Ok(1..)), "{h:?}: {read:?}");
        }
    }

    proptest::proptest! {
        #[test]
        fn the_shapes_of_eclis_and_case_names_read_their_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\u{a0}", ",", ";", "y ", "-", "—", "ECLI", "Ecli", "ecli", ":", "ES",
                    "EU", "TS", "C", "2013", "1916", ".", "A1", "caso ", "asunto ", "*", "_",
                    "Schrems", "Ángel", " y otros", " c. ", "von", " de ", "agentsia", "(",
                    "ECLI:", "EU:C:2023:986", "x",
                ]),
                0..9,
            )
        ) {
            let h = pieces.concat();
            let agrees = eclis_and_names_agree(&h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shapes_of_chambers_and_case_numbers_read_their_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\u{a0}", ",", ";", "de ", "la ", "Excma. ", "Sala", "SALA", "sala",
                    "ſala", " de lo ", " De Lo ", "de lo", "Civil", "civil", "Social", "Penal",
                    " y ", "Contencioso-administrativo", " Primera", " 3", ".ª", "a", " de ",
                    "apelación", "asunto ", "asuntos acumulados ", "en el ", "C", "T", "F", "-",
                    "‑", "1", "362", "/", "14", "20", " P", " PPU", " RENV", " REC", "(R)", "e ",
                    "x",
                ]),
                0..8,
            )
        ) {
            let h = pieces.concat();
            let agrees = chambers_and_cases_agree(&h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shapes_of_numbered_components_read_their_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\u{a0}", ",", ";", "en su ", "FJ", "FFJJ", "F. J.", "fundamento",
                    " jurídico", " de derecho", "n.º", "º", "ª", ".", "°", "5", "12", "123", " y ",
                    " a ", "-", "tercero", "apartado", "§", "Sección", "secc.", "Roj", ":", "STS",
                    " M ", "SAP", "1916/2013", "/", "2019", "EU:C:", "2015:650", "x",
                ]),
                0..8,
            )
        ) {
            let h = pieces.concat();
            let agrees = numbered_components_agree(&h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shape_of_a_court_reads_its_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\u{a0}", ",", ";", "dictada por ", "de ", "del ", "por ", "la ", "el ",
                    "esta ", "Excma. ", "Tribunal", "TRIBUNAL", "tribunal", " Supremo", " supremo",
                    "TS", "AN", "TC", "TEDH", "TJUE", "TJ", "TGUE", " Constitucional",
                    " de Justicia", " de la Unión Europea", " de la Union Europea", " General",
                    " Europeo", " de Derechos Humanos", "Audiencia", " Nacional", " Provincial",
                    " de Madrid", "TSJ", "Juzgado de lo Social", "ſ", "x", "s",
                ]),
                0..7,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_COURT, COURT_GROUPS, court_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shape_of_a_case_name_reads_its_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    ",", ", ", " ", "\u{a0}", "Schrems", "Costa", "van", "Gend", "en", "y",
                    "contra", "otros", "ENEL", "Müller", "-", "-,", "S.A.", " S. L.", "*",
                    "_", "(", ")", "asunto ", "asuntos acumulados ", "C-362/14", "C‑127/05",
                    "6/64", "26/62", "362/14", "C", "/", "14", "ñ", ";", "x",
                ]),
                0..10,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_NOMBRE_BEFORE_ASUNTO, [G::At(1), G::At(2)], nombre_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }

        #[test]
        fn the_shape_of_a_recurso_reads_its_capture_groups(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "rec.", "recurso", "Rec.", "RCUD", "rcud", "rcu", "r. c. u. d.", "RC",
                    "de casación", "casación", "núm.", "n.º", "nº", "número", "n", "º", " ",
                    "\u{a0}", ",", ";", "204/", "1.234", "12", "123", "1234", "/", " / ",
                    "2019", "19", "201", ", en casación", " unificadora",
                    " para la unificación de doctrina", "ordinaria", "en el ", "del ", "UD",
                    "e.i.p.", ".", "x",
                ]),
                0..10,
            )
        ) {
            let h = pieces.concat();
            let agrees = shape_agrees(&RE_REC, REC_GROUPS, rec_shape, &h);
            proptest::prop_assert!(agrees.is_ok(), "{:?}", agrees);
        }
    }

    #[test]
    fn a_numbers_parts_read_by_their_shape_are_its_capture_groups() {
        let leads = [
            "", " ", ", ", "; ", " y ", " e la ", ", y las ", " Y ", "\u{a0}e ",
        ];
        let marks = [
            "", "n.º ", "nº", "núm. ", "número ", "Núm.", "n.o ", "nums. ", "N.º", "num.",
        ];
        let numbers = [
            "1", "12", "123", "1234", "12345", "123456", "1.234", "12.345", "0012",
        ];
        let seps = ["/", " / ", "/ ", "\u{a0}/"];
        let years = ["2019", "19", "201", "20195", "2019x", "19)"];
        let mut read = 0;
        for l in leads {
            for mk in marks {
                for n in numbers {
                    for sp in seps {
                        for y in years {
                            let s = format!("{l}{mk}{n}{sp}{y}");
                            let Some(c) = RE_NUM.captures(&s) else {
                                continue;
                            };
                            let by_groups = (
                                c.get(1).is_some(),
                                c.get(3).map(|m| m.as_str()),
                                c.get(4).map(|m| m.as_str()),
                                c.get(2).is_some(),
                            );
                            let whole = c.get(0).map_or("", |m| m.as_str());
                            let by_shape =
                                num_shape(whole).map(|(a, b, cc, d)| (a, Some(b), Some(cc), d));
                            assert_eq!(by_shape, Some(by_groups), "{s:?}");
                            read += 1;
                        }
                    }
                }
            }
        }
        assert!(read > 5_000, "{read}");
    }

    #[test]
    fn celex_of_cases() {
        assert_eq!(
            celex_for_case("C-362/14", "sentencia", &Court::Tj).as_deref(),
            Some("62014CJ0362")
        );
        assert_eq!(
            celex_for_case("C-283/81", "sentencia", &Court::Tj).as_deref(),
            Some("61981CJ0283")
        );
        assert_eq!(
            celex_for_case("C-362/14", "conclusiones", &Court::Tj).as_deref(),
            Some("62014CC0362")
        );
        assert_eq!(
            celex_for_case("T-12/20", "auto", &Court::Tg).as_deref(),
            Some("62020TO0012")
        );
        assert_eq!(
            celex_for_case("C-465/20 P", "sentencia", &Court::Tj).as_deref(),
            Some("62020CJ0465")
        );
        assert_eq!(celex_for_case("C-1/20 RENV", "sentencia", &Court::Tj), None);
    }

    #[test]
    fn roj_shapes() {
        assert!(roj_shape_ok("STS 1916/2013"));
        assert!(roj_shape_ok("SAP M 123/2019"));
        assert!(!roj_shape_ok("STS 1916/13"));
    }
}
