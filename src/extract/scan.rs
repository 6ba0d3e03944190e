//! The prefilter: one Aho-Corasick pass over the text finds the words that can open a
//! citation; only there do the detailed patterns run.
//!
//! Patterns are matched case-sensitively (word triggers are listed in lower, capitalized and
//! upper case), so that `STS` does not fire inside `costs` and two-letter abbreviations (`CC`,
//! `CE`) fire only as written.

use std::sync::LazyLock;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, AhoCorasickKind, MatchKind};

use super::norms::NORMS;
use super::text::{boundary_after, boundary_before};

/// What a trigger may open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A court abbreviation (`STS`, `SAP`, `STC`, `STJUE`, …).
    Court,
    /// A resolution word (`Sentencia`, `Auto`, `Conclusiones`).
    Resolution,
    /// An ECLI (`ECLI:`, `EU:C:`).
    Ecli,
    /// A CJEU case number or `asunto`.
    Asunto,
    /// `art.`, `artículo`, …
    Article,
    /// A norm: rank word, title word or abbreviation.
    Norm,
    /// An authority outside the five sources.
    Unsupported,
}

/// One place where a citation may start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Trigger {
    /// Byte offset of the trigger word.
    pub(crate) pos: usize,
    /// Byte offset one past the trigger word.
    pub(crate) end: usize,
    /// What it may open.
    pub(crate) kind: Kind,
}

/// Court abbreviations that open a case-law citation.
pub(crate) const COURT_ABBREVS: &[&str] = &[
    "STS", "SSTS", "ATS", "AATS", "SAN", "SSAN", "AAN", "STSJ", "SSTSJ", "ATSJ", "SAP", "SSAP",
    "AAP", "SJPI", "SJM", "SJS", "SJCA", "SJP", "SJI", "AJPI", "AJM", "AJS", "SJSO", "AJSO", "STC",
    "SSTC", "ATC", "AATC", "DTC", "STJUE", "SSTJUE", "STJCE", "SSTJCE", "ATJUE", "STJ", "STG",
    "STGUE", "TJUE", "TJCE",
];

const UNSUPPORTED_WORDS: &[&str] = &[
    "STEDH",
    "SSTEDH",
    "PIDCP",
    "PIDESC",
    "TEDH",
    "CEDH",
    "OIT",
    "BOJA",
    "DOGC",
    "BOCM",
    "BOPV",
    "DOGV",
    "DOCV",
    "BORM",
    "BOIB",
    "BOCYL",
    "BOCyL",
    "DOG",
    "BOPA",
    "DOCM",
    "BON",
    "BOR",
    "BOCA",
    "BOCAN",
    "RJ",
    "RJA",
    "JUR",
    "RTC",
    "EDJ",
    "LA LEY",
    "DGRN",
    "DGSJFP",
    "Consejo de Estado",
    "Ordenanza",
    "ordenanza",
    "consulta vinculante",
    "consultas vinculantes",
    "Consultas vinculantes",
    // `la consulta V1185-19`: a DGT ruling by its number alone.
    "consulta",
    "Consulta vinculante",
    "Consulta Vinculante",
    "Convenio Europeo",
    "Carta Social Europea",
    // Soft law and model texts.
    "Pilar Europeo de Derechos Sociales",
    "Pilar Europeo de los Derechos Sociales",
    "Pilar europeo de derechos sociales",
    "Pilar europeo de los derechos sociales",
    "Directrices de la IBA",
    "Directrices IBA",
    "Reglas de la IBA",
    "Reglas IBA",
    "Ley Modelo",
    "Reglamento de Arbitraje de la CNUDMI",
    "Reglamento de Arbitraje CNUDMI",
    "Reglamento de Arbitraje de la UNCITRAL",
    "Reglamento de Arbitraje UNCITRAL",
    "Directrices de la OCDE",
    "Directrices OCDE",
    "Modelo de Convenio",
    "OCDE",
    // Administrative and EU bodies that issue resolutions, reports and criteria.
    "TEAC",
    "TEAR",
    "TEARC",
    "AEPD",
    "CNMC",
    "AESA",
    "OEPM",
    "EUIPO",
    "OAMI",
    "TACRC",
    "DGT",
    "DGOSS",
    "CEPD",
    "EDPB",
    "Tribunal Económico",
    "Agencia Española de Protección",
    "Agencia Estatal de Seguridad",
    "Comisión Nacional de los Mercados",
    "Oficina Española de Patentes",
    "Oficina de Propiedad Intelectual",
    "Oficina de Armonización",
    "Tribunal Administrativo Central",
    "Junta Consultiva",
    "Comisión de Propiedad Intelectual",
    "Consejo Consultivo",
    "Comité Europeo de Protección",
    "Dirección General de",
    "dirección general de",
    "Directrices",
    "directrices",
    "Instrucción",
    "instrucción",
    "criterio técnico",
    "Criterio técnico",
    "Criterio Técnico",
    "consulta de la DGT",
    "consulta DGT",
    "consulta de la Dirección General de Tributos",
    "Tribunal calificador",
    "Tribunal Calificador",
    "Defensor del Pueblo",
    "Defensora del Pueblo",
    // The regional ombudsmen.
    "Procurador del Común",
    "Procuradora del Común",
    "Síndic de Greuges",
    "Síndica de Greuges",
    "Sindic de Greuges",
    "Ararteko",
    "Valedor do Pobo",
    "Valedora do Pobo",
    "Diputado del Común",
    "Diputada del Común",
    "Consorcio de Compensación",
    "Jurado Provincial de Expropiación",
    "Jurado de Expropiación",
    "Protocolo de La Haya",
    "protocolo de La Haya",
    // ILO and ECRI recommendations; reports and records of the labour inspectorate and of
    // the State's comptroller.
    "Recomendación",
    "recomendación",
    "Informe",
    "informe",
    "§",
    "Inspección Provincial de Trabajo",
    "Inspección de Trabajo",
    "Intervención General de la Administración",
    "IGAE",
    "ITSS",
    "INSS",
    "Instituto Nacional de la Seguridad Social",
    "Criterio de gestión",
    "criterio de gestión",
    "Memoria de Reclamaciones",
    "Opinión",
    "opinión",
    "Autoridad Bancaria Europea",
    "Banco de España",
    // A supervisor's requirements and technical guides (`escrito de requerimiento del Banco
    // de España de …`, `la Guía técnica 3/2017 de la CNMV`).
    "requerimiento",
    "Requerimiento",
    "Guía técnica",
    "Observación general",
    "Observación General",
    "observación general",
    "Guía Técnica",
    "guía técnica",
    "Comité de Derechos Económicos",
    "Cámara de Recursos",
    "Comité sobre los Derechos",
    "Comité de los Derechos",
    "Comité de Derechos del Niño",
    "Comité para la Eliminación",
    "Comisión Jurídica Asesora",
    "Consell Consultiu",
    "Consello Consultivo",
    "Consejo Jurídico Consultivo",
    // Intellectual and industrial property treaties.
    "Tratado de la OMPI",
    "Tratado de la Organización Mundial",
    "ADPIC",
];

fn word_variants(word: &str) -> Vec<String> {
    let title: String = word
        .split(' ')
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_uppercase().chain(c).collect::<String>(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ");
    let mut out = vec![word.to_owned(), title];
    let mut chars = word.chars();
    if let Some(first) = chars.next() {
        let cap: String = first.to_uppercase().chain(chars).collect();
        out.push(cap);
    }
    out.push(word.to_uppercase());
    out.sort();
    out.dedup();
    out
}

struct Prefilter {
    automaton: AhoCorasick,
    kinds: Vec<Kind>,
}

static PREFILTER: LazyLock<Prefilter> = LazyLock::new(|| {
    let mut patterns: Vec<String> = Vec::new();
    let mut kinds: Vec<Kind> = Vec::new();
    let mut add = |p: String, k: Kind| {
        patterns.push(p);
        kinds.push(k);
    };
    for a in COURT_ABBREVS {
        add((*a).to_owned(), Kind::Court);
        // Older writing dots every letter: `S.T.S.`, `S.T.C.`.
        add(a.chars().flat_map(|c| [c, '.']).collect(), Kind::Court);
    }
    for w in [
        "sentencia",
        "sentencias",
        "auto",
        "autos",
        "conclusiones",
        "resolución",
        "resoluciones",
        "dictamen",
    ] {
        for v in word_variants(w) {
            add(v, Kind::Resolution);
        }
    }
    // A judgment of the Court of Audit (`STCu 8/2021`).
    add("STCu".to_owned(), Kind::Resolution);
    // `… y la del Tribunal Superior de Justicia de Andalucía de 14 de diciembre de 2022`:
    // another judgment, of the court named next.
    for p in [
        "la del Tribunal",
        "la de la Audiencia",
        "la de la Sala",
        "la de la misma Sala",
        "la de la misma Sección",
        "el de la misma Sala",
        "el de la misma Sección",
        "la de",
        "la del mismo Tribunal",
        "la misma Sala en la",
        "la misma Sala, en la",
        "La misma Sala en la",
        "La misma Sala, en la",
    ] {
        add(p.to_owned(), Kind::Resolution);
    }
    for p in [
        "ECLI", "Ecli", "ecli", "EU:C:", "EU:T:", "EU:F:", "Roj", "ROJ", "RoJ",
    ] {
        add(p.to_owned(), Kind::Ecli);
    }
    for w in ["asunto", "asuntos", "as."] {
        for v in word_variants(w) {
            add(v, Kind::Asunto);
        }
    }
    for letter in ["C", "T", "F"] {
        for dash in ["-", "\u{2010}", "\u{2011}", "\u{2013}", "\u{2012}"] {
            add(format!("{letter}{dash}"), Kind::Asunto);
        }
    }
    for p in ["DA", "DT", "DF", "DD"] {
        add(p.to_owned(), Kind::Article);
    }
    for w in [
        "art",
        "arts",
        "artículo",
        "artículos",
        "articulo",
        "articulos",
        "disposición",
        "disposicion",
        "disp.",
        "apartado",
        "apartados",
        "apdo",
        "apdos",
        "considerando",
        "letra",
        "letras",
        "regla",
        "reglas",
        "ordinal",
        "ordinales",
        "cláusula",
        "clausula",
        "anexo",
        "punto",
        "puntos",
    ] {
        for v in word_variants(w) {
            add(v, Kind::Article);
        }
    }
    for w in [
        "ley",
        "leyes",
        "real decreto",
        "decreto",
        "orden",
        "código",
        "codigo",
        "constitución",
        "constitucion",
        "estatuto",
        "texto refundido",
        "texto estatutario",
        "texto punitivo",
        "reglamento",
        "directiva",
        "circular",
        "instrucción",
        "instruccion",
        "decisión",
        "decision",
        "carta",
        "tratado",
    ] {
        for v in word_variants(w) {
            add(v, Kind::Norm);
        }
    }
    // The Montreal Convention, concluded by the Union (in EUR-Lex).
    for p in [
        "Convenio de Montreal",
        "convenio de Montreal",
        "Convenio para la unificación de ciertas reglas",
        // The European Patent Convention: a treaty, listed apart.
        "Convenio sobre la Patente Europea",
        "Convenio de la Patente Europea",
        "Convenio sobre concesión de Patentes Europeas",
        "Convenio sobre la concesión de patentes europeas",
        "Convenio de Múnich",
        "CPE",
    ] {
        add(p.to_owned(), Kind::Norm);
    }
    for p in [
        "TFUE",
        "TUE",
        "CDFUE",
        "RMUE",
        "RGPD",
        "MiFID",
        "MiFIR",
        "RDLeg",
        "RDLeg.",
        "RDLegis.",
        "R.D.",
        "L.O.",
        "LO",
        "RD",
        "RDL",
        "RD-ley",
        "RD-Ley",
        "DL",
        "RDLg",
        "TRLGDCU",
        "CAU",
        "Bruselas I bis",
        "Bruselas II bis",
        "Bruselas II ter",
        "Protocolo Adicional",
        "Protocolo adicional",
        "Protocolo n.º",
        "Protocolo nº",
        "Protocolo núm.",
        "Protocolo número",
        "Protocolo 1",
        "Protocolo 7",
    ] {
        add(p.to_owned(), Kind::Norm);
    }
    for n in NORMS {
        for a in n.abreviaturas {
            add((*a).to_owned(), Kind::Norm);
            let dotted: String = a.chars().flat_map(|c| [c, '.']).collect();
            if a.chars().all(|c| c.is_ascii_uppercase()) && a.len() <= 5 {
                add(dotted, Kind::Norm);
            }
        }
        for name in std::iter::once(&n.titulo).chain(n.nombres.iter()) {
            if let Some(first) = name.split_whitespace().next() {
                for v in word_variants(first) {
                    add(v, Kind::Norm);
                }
            }
        }
    }
    for w in UNSUPPORTED_WORDS {
        add((*w).to_owned(), Kind::Unsupported);
    }
    for w in [
        "convenio",
        "convención",
        "pacto",
        "tribunal europeo",
        "acuerdo",
        "acuerdos",
    ] {
        for v in word_variants(w) {
            add(v, Kind::Unsupported);
        }
    }
    // Deduplicate, keeping the first kind given to a pattern.
    let mut seen = std::collections::HashSet::new();
    let mut dedup_patterns = Vec::new();
    let mut dedup_kinds = Vec::new();
    for (p, k) in patterns.into_iter().zip(kinds) {
        if seen.insert(p.clone()) {
            dedup_patterns.push(p);
            dedup_kinds.push(k);
        }
    }
    let automaton = AhoCorasickBuilder::new()
        .match_kind(MatchKind::LeftmostLongest)
        // A full DFA: a few hundred short patterns make it small, and it scans the whole
        // brief about twice as fast as the default contiguous NFA (same matches).
        .kind(Some(AhoCorasickKind::DFA))
        .build(&dedup_patterns)
        .expect("invariant: trigger automaton builds");
    Prefilter {
        automaton,
        kinds: dedup_kinds,
    }
});

/// Every trigger in the text, in order; triggers must start at a word boundary.
#[cfg(test)]
pub(crate) fn triggers(text: &str) -> impl Iterator<Item = Trigger> + '_ {
    triggers_in(text, 0..text.len())
}

/// Every trigger that lies inside `range` of the text, in order (word boundaries are judged
/// on the whole text).
pub(crate) fn triggers_in(
    text: &str,
    range: std::ops::Range<usize>,
) -> impl Iterator<Item = Trigger> + '_ {
    let mut found = found_in(text, range);
    // Found a batch at a time: the automaton's tables stay in the cache while it runs,
    // rather than be evicted by the detailed patterns after every trigger (the whole
    // extraction ran 1.08x as fast, on one thread and on two). A walk that stops early
    // (a second walk that met its first) has looked at most one batch ahead.
    let mut batch: Vec<Trigger> = Vec::with_capacity(BATCH);
    let mut next = 0usize;
    std::iter::from_fn(move || {
        if next == batch.len() {
            batch.clear();
            next = 0;
            batch.extend(found.by_ref().take(BATCH));
        }
        let t = batch.get(next).copied();
        next += 1;
        t
    })
}

/// How many triggers are found at a time.
const BATCH: usize = 1024;

/// The triggers inside `range`, one at a time (see [`triggers_in`]).
fn found_in(text: &str, range: std::ops::Range<usize>) -> impl Iterator<Item = Trigger> + '_ {
    let pre = &*PREFILTER;
    let input = aho_corasick::Input::new(text).range(range);
    pre.automaton.find_iter(input).filter_map(move |m| {
        let kind = pre.kinds.get(m.pattern().as_usize()).copied()?;
        if !boundary_before(text, m.start()) {
            return None;
        }
        let needs_end_boundary = !matches!(kind, Kind::Asunto | Kind::Ecli | Kind::Article);
        if needs_end_boundary && !boundary_after(text, m.end()) {
            let bytes = text.as_bytes();
            let last = bytes.get(m.end().wrapping_sub(1)).copied().unwrap_or(b' ');
            if last != b'.' && last != b' ' {
                return None;
            }
        }
        Some(Trigger {
            pos: m.start(),
            end: m.end(),
            kind,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_words_at_boundaries_only() {
        let t = "costs STS 1/2020 y el art. 24 CE; Sentencia; ECLI:ES:TS:2020:1";
        let kinds: Vec<Kind> = triggers(t).map(|t| t.kind).collect();
        assert_eq!(
            kinds,
            vec![
                Kind::Court,
                Kind::Article,
                Kind::Norm,
                Kind::Resolution,
                Kind::Ecli
            ]
        );
    }

    #[test]
    fn batches_give_every_trigger_once_in_order() {
        let line = "costs STS 1/2020 y el art. 24 CE; Sentencia; ECLI:ES:TS:2020:1\n";
        let text = line.repeat(BATCH / 2 + 7);
        let range = 3..text.len() - 5;
        let one_by_one: Vec<Trigger> = found_in(&text, range.clone()).collect();
        assert!(one_by_one.len() > 2 * BATCH);
        assert_eq!(triggers_in(&text, range).collect::<Vec<_>>(), one_by_one);
        assert_eq!(triggers_in(&text, 0..0).count(), 0);
    }

    #[test]
    fn case_numbers_with_unicode_dashes_trigger() {
        assert_eq!(triggers("asunto C\u{2011}362/14").count(), 2);
    }
}
