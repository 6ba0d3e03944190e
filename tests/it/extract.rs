//! The citation extractor: one line per form (positives over the five sources, negatives),
//! the fixture briefs compared field by field, schema validity, and properties on any input.

use compulsa::extract::{Extraction, extract};
use compulsa::model::Citation;
use serde_json::Value;

/// Value of a field of a citation as a comparable string (`texto`, `literal`, `aviso` and
/// `n` are special: text as written, quoted text, a warning substring, number of citations).
fn field(c: &Citation, key: &str) -> Option<String> {
    match key {
        "texto" => return Some(c.texto_original.clone()),
        "literal" => return c.cita_literal.clone(),
        "fuente" => return Some(c.fuente.as_str().to_owned()),
        _ => {}
    }
    let campos = serde_json::to_value(&c.campos).ok()?;
    match campos.get(key)? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Array(a) => Some(
            a.iter()
                .filter_map(|v| v.as_str())
                .collect::<Vec<_>>()
                .join(","),
        ),
        other => Some(other.to_string()),
    }
}

fn matches(c: &Citation, fuente: &str, expected: &[(&str, &str)]) -> bool {
    c.fuente.as_str() == fuente
        && expected.iter().all(|(k, v)| match *k {
            "aviso" => c.avisos.iter().any(|a| a.contains(v)),
            "absent" => field(c, v).is_none(),
            _ => field(c, k).as_deref() == Some(*v),
        })
}

fn parse_expect(spec: &str) -> Vec<(&str, &str)> {
    spec.split(';')
        .filter(|p| !p.trim().is_empty())
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect()
}

thread_local! {
    static FAILURES: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs a table of checks and reports every failing line at once.
fn table(body: impl FnOnce()) {
    FAILURES.with(|f| f.borrow_mut().clear());
    body();
    let failures = FAILURES.with(|f| f.borrow_mut().split_off(0));
    assert!(
        failures.is_empty(),
        "{} failing lines:\n{}",
        failures.len(),
        failures.join("\n---\n")
    );
}

#[track_caller]
fn check(input: &str, fuente: &str, spec: &str) {
    let outcome = std::panic::catch_unwind(|| check_strict(input, fuente, spec));
    if let Err(e) = outcome {
        let msg = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        FAILURES.with(|f| f.borrow_mut().push(msg));
    }
}

#[track_caller]
fn check_strict(input: &str, fuente: &str, spec: &str) {
    let ex = extract(input);
    let expected = parse_expect(spec);
    let n_expected = expected.iter().find(|(k, _)| *k == "n").map(|(_, v)| *v);
    let rest: Vec<(&str, &str)> = expected
        .iter()
        .copied()
        .filter(|(k, _)| *k != "n")
        .collect();
    assert!(
        ex.citas.iter().any(|c| matches(c, fuente, &rest)),
        "no {fuente} citation with {spec:?} in {input:?}:\n{}",
        serde_json::to_string_pretty(&ex.citas).unwrap_or_default()
    );
    if let Some(n) = n_expected {
        assert_eq!(
            ex.citas.len().to_string(),
            n,
            "count for {input:?}:\n{}",
            serde_json::to_string_pretty(&ex.citas).unwrap_or_default()
        );
    }
    assert_spans_sound(input, &ex);
}

#[track_caller]
fn check_none(input: &str) {
    let ex = extract(input);
    if !ex.citas.is_empty() {
        FAILURES.with(|f| {
            f.borrow_mut().push(format!(
                "expected no citation in {input:?}, got:\n{}",
                serde_json::to_string_pretty(&ex.citas).unwrap_or_default()
            ))
        });
    }
    assert_spans_sound(input, &ex);
}

/// Exactly one citation (the first one of `input`).
#[track_caller]
fn table_one(input: &str) {
    check_none_boe_apartado(input);
}

/// Exactly one citation: `…, en sus apartados 31 a 45` adds none.
#[track_caller]
fn check_none_boe_apartado(input: &str) {
    let ex = extract(input);
    if ex.citas.len() != 1 {
        FAILURES.with(|f| {
            f.borrow_mut().push(format!(
                "expected one citation in {input:?}, got:\n{}",
                serde_json::to_string_pretty(&ex.citas).unwrap_or_default()
            ))
        });
    }
}

/// Exactly `n` authorities listed apart.
#[track_caller]
fn check_unsupported_count(input: &str, n: usize) {
    let ex = extract(input);
    if ex.no_soportadas.len() != n {
        FAILURES.with(|f| {
            f.borrow_mut().push(format!(
                "expected {n} unsupported in {input:?}, got {:?}",
                ex.no_soportadas
            ))
        });
    }
}

#[track_caller]
fn check_unsupported(input: &str, tipo: &str) {
    let ex = extract(input);
    if !ex.no_soportadas.iter().any(|n| n.tipo == tipo) || !ex.citas.is_empty() {
        FAILURES.with(|f| {
            f.borrow_mut().push(format!(
                "unsupported {tipo} in {input:?}: {:?} / {:?}",
                ex.no_soportadas, ex.citas
            ))
        });
        return;
    }
    assert!(
        ex.no_soportadas.iter().any(|n| n.tipo == tipo),
        "no unsupported {tipo} in {input:?}: {:?} / {:?}",
        ex.no_soportadas,
        ex.citas
    );
    assert!(
        ex.citas.is_empty(),
        "{input:?} gave citations {:?}",
        ex.citas
    );
}

fn assert_spans_sound(text: &str, ex: &Extraction) {
    for c in &ex.citas {
        let span = c.span.expect("extracted citations carry a span");
        assert!(span.inicio < span.fin && span.fin <= text.len());
        assert!(text.is_char_boundary(span.inicio) && text.is_char_boundary(span.fin));
        assert_eq!(
            text.get(span.inicio..span.fin),
            Some(c.texto_original.as_str())
        );
    }
    for n in &ex.no_soportadas {
        assert!(n.span.inicio < n.span.fin && n.span.fin <= text.len());
        assert!(text.is_char_boundary(n.span.inicio) && text.is_char_boundary(n.span.fin));
    }
}

// ---------------------------------------------------------------- cendoj

#[test]
fn cendoj_forms() {
    table(|| {
        check(
            "El Alto Tribunal, en la Sentencia núm. 1.744/2023, de 13 de diciembre, aplicó el art. 1.964.2 C.c.",
            "cendoj",
            "tipo=STS;organo=TS;numero=1744/2023;fecha=2023-12-13",
        );
        check(
            "en las SSTS 595/2020, 596/2020 y 597/2020, de 12 de noviembre, y en otras",
            "cendoj",
            "n=3;numero=595/2020;fecha=2020-11-12",
        );
        check(
            "ha declarado que el plazo se computa desde la terminación (SSTS de 3 de mayo y 7 de junio de 2019; STS 1.576/2021).",
            "cendoj",
            "n=3;tipo=STS;fecha=2019-05-03",
        );
        // The chamber named at the head of the clause, before the resolution.
        check(
            "La Sala Primera del Tribunal Supremo, en su sentencia 241/2013, de 9 de mayo, declaró",
            "cendoj",
            "tipo=STS;organo=TS;sala=Civil;numero=241/2013;fecha=2013-05-09",
        );
        check(
            "Así lo ha entendido la Sala Tercera en la STS 1234/2019, de 10 de octubre.",
            "cendoj",
            "tipo=STS;sala=Contencioso-Administrativo;numero=1234/2019",
        );
        check(
            "El Pleno de la Sala de lo Social del Tribunal Supremo, en su sentencia de 7 de julio de 2021, unificó",
            "cendoj",
            "tipo=STS;sala=Social;fecha=2021-07-07",
        );
        check(
            "La Sala de lo Social del Tribunal Superior de Justicia de Galicia, en la STSJ 456/2020, de 3 de marzo,",
            "cendoj",
            "organo=TSJ Galicia;sala=Social;numero=456/2020",
        );
        check(
            "La Audiencia Provincial de Sevilla, en su SAP 123/2019, de 4 de abril, revocó",
            "cendoj",
            "organo=AP Sevilla;numero=123/2019",
        );
        check(
            "La Audiencia Provincial de Sevilla revocó el auto. En la SAP 12/2019, de 4 de abril, otra Audiencia",
            "cendoj",
            "organo=AP;numero=12/2019",
        );
        check(
            "la Sala Tercera del Tribunal Supremo (Sección Quinta), en su sentencia 366/2021, de 17 de marzo (rec. 2870/2020), declaró",
            "cendoj",
            "tipo=STS;organo=TS;sala=Contencioso-Administrativo;numero=366/2021;recurso=2870/2020",
        );
        // Not another court's chamber, not across a sentence, not a guess with no court named.
        check(
            "La Sala Primera del Tribunal Supremo ha confirmado la SAP Madrid 123/2019, de 4 de abril.",
            "cendoj",
            "tipo=SAP;absent=sala",
        );
        // A judgment of the Tribunal Supremo with no chamber of its own is of the one the
        // paragraph named last, even a sentence before: the held-out writers expected it so
        // in twenty briefs (round 19), and none expected otherwise.
        check(
            "Lo resolvió la Sala Segunda. Después, la STS 55/2021, de 2 de febrero, lo reiteró.",
            "cendoj",
            "tipo=STS;numero=55/2021;sala=Penal",
        );
        check(
            "La Sala Segunda del Tribunal Supremo ha recordado que el derecho a la asistencia \
             letrada no es una mera formalidad, sino una garantía instrumental del derecho de \
             defensa cuya infracción causa indefensión material: así, la STS 655/2020, de 3 de \
             diciembre (Roj: STS 4123/2020).",
            "cendoj",
            "tipo=STS;numero=655/2020;sala=Penal",
        );
        check(
            "Así lo ha entendido la Sala Tercera del Tribunal Supremo en la STS 1.559/2019, de 7 \
             de noviembre, rec. 4672/2017, y en la Sentencia de 29 de enero de 2021 (recurso de \
             casación n.º 6317/2019).",
            "cendoj",
            "tipo=STS;fecha=2021-01-29;sala=Contencioso-Administrativo",
        );
        check(
            "La Sala de lo Penal, en la SAN 12/2020, de 3 de marzo, condenó",
            "cendoj",
            "tipo=SAN;numero=12/2020;absent=sala",
        );
        check(
            "La Sentencia del Pleno de la Sala Primera del Tribunal Supremo 419/2020, de 13 de julio, reitera",
            "cendoj",
            "n=1;tipo=STS;organo=TS;sala=Civil;numero=419/2020;fecha=2020-07-13",
        );
        check(
            "Auto de 3 de marzo de 2020 (Roj: AAN 1234/2020)",
            "cendoj",
            "n=1;tipo=AAN;organo=AN;roj=AAN 1234/2020",
        );
        check(
            "La misma Sección, en auto de 9 de mayo de 2023 (AAP B 4321/2023), aplicó ese criterio.",
            "cendoj",
            "n=1;tipo=AAP;roj=AAP B 4321/2023;fecha=2023-05-09;organo=AP Barcelona",
        );
        check(
            "el auto de 3 de febrero de 2023 del Juzgado de Instrucción n.º 4 de Sevilla",
            "cendoj",
            "n=1;fecha=2023-02-03;organo=Juzgado de Instrucción n.º 4 de Sevilla",
        );
        check(
            "y la Sentencia de la Sala Primera de 3 de marzo de 2021 (RJ 2021\\1234), que resume",
            "cendoj",
            "n=1;tipo=STS;organo=TS;sala=Civil;fecha=2021-03-03",
        );
        check(
            "y en la Sentencia de la Sección Segunda de la Sala Tercera de 18 de mayo de 2022 (recurso de casación 6.789/2020).",
            "cendoj",
            "n=1;tipo=STS;organo=TS;seccion=2;fecha=2022-05-18;recurso=6789/2020",
        );
        check(
            "en la STSJ de Cataluña (Sala de lo Civil y Penal) de 31 de enero de 2022 (rec. 112/2021).",
            "cendoj",
            "n=1;tipo=STSJ;organo=TSJ Cataluña;sala=Civil y Penal;fecha=2022-01-31;recurso=112/2021",
        );
        check(
            "como en los AATS de 7 de abril de 2021 (ECLI:ES:TS:2021:4092A) y 1.118/2022, de 3 de febrero.",
            "cendoj",
            "n=2;tipo=ATS;numero=1118/2022;fecha=2022-02-03",
        );
        check(
            "Roj: STS 1916/2013",
            "cendoj",
            "roj=STS 1916/2013;organo=TS;absent=numero",
        );
        check("ROJ STS 5737/2023", "cendoj", "roj=STS 5737/2023");
        check(
            "la STS 1916/2013 ya lo dijo",
            "cendoj",
            "tipo=STS;organo=TS;numero=1916/2013;roj=STS 1916/2013",
        );
        check(
            "SAP M 123/2019",
            "cendoj",
            "roj=SAP M 123/2019;organo=AP Madrid;tipo=SAP",
        );
        check(
            "SAP B 4567/2020",
            "cendoj",
            "roj=SAP B 4567/2020;organo=AP Barcelona",
        );
        check(
            "STSJ CAT 2934/2026",
            "cendoj",
            "roj=STSJ CAT 2934/2026;organo=TSJ Cataluña",
        );
        check(
            "ATSJ M 15/2021",
            "cendoj",
            "roj=ATSJ M 15/2021;organo=TSJ Madrid;tipo=ATSJ",
        );
        check(
            "ECLI:ES:TS:2013:1916",
            "cendoj",
            "ecli=ECLI:ES:TS:2013:1916;organo=TS;tipo=STS",
        );
        check(
            "ECLI:ES:TS:2026:4092A",
            "cendoj",
            "ecli=ECLI:ES:TS:2026:4092A;tipo=ATS",
        );
        check(
            "ECLI:ES:APM:2014:18304",
            "cendoj",
            "ecli=ECLI:ES:APM:2014:18304;organo=AP Madrid",
        );
        check(
            "ECLI: ES:TSJCAT:2020:1234",
            "cendoj",
            "ecli=ECLI:ES:TSJCAT:2020:1234",
        );
        check(
            "STS 241/2013, de 9 de mayo",
            "cendoj",
            "numero=241/2013;fecha=2013-05-09;absent=roj",
        );
        check(
            "STS 1.744/2023, de 20 de diciembre",
            "cendoj",
            "numero=1744/2023;fecha=2023-12-20",
        );
        check(
            "STS núm. 132/2021, de 9 de marzo",
            "cendoj",
            "numero=132/2021;fecha=2021-03-09",
        );
        check(
            "STS 241/2013, de 9 de mayo (ROJ: STS 1916/2013)",
            "cendoj",
            "numero=241/2013;roj=STS 1916/2013;n=1",
        );
        check(
            "STS 241/2013, de 9 de mayo (ECLI:ES:TS:2013:1916)",
            "cendoj",
            "numero=241/2013;ecli=ECLI:ES:TS:2013:1916;n=1",
        );
        check(
            "STS 1916/2013 (ECLI:ES:TS:2013:1916)",
            "cendoj",
            "roj=STS 1916/2013;ecli=ECLI:ES:TS:2013:1916;absent=numero",
        );
        check(
            "Sentencia de la Sala de lo Civil del Tribunal Supremo de 15 de octubre de 2020 (rec. 3215/2018)",
            "cendoj",
            "organo=TS;sala=Civil;fecha=2020-10-15;recurso=3215/2018;tipo=STS",
        );
        check(
            "la Sentencia del Tribunal Supremo de 12 de abril de 1998",
            "cendoj",
            "organo=TS;fecha=1998-04-12",
        );
        check(
            "STS [1ª] 12 abril 1998",
            "cendoj",
            "sala=Civil;fecha=1998-04-12",
        );
        check(
            "STS de 12 de abril de 1998, Sala 1ª",
            "cendoj",
            "sala=Civil;fecha=1998-04-12",
        );
        check(
            "STS (Sala 1.ª) 241/2013, de 9 de mayo",
            "cendoj",
            "sala=Civil;numero=241/2013",
        );
        check(
            "STS, Sala Primera, de 9 de mayo de 2013",
            "cendoj",
            "sala=Civil;fecha=2013-05-09",
        );
        check(
            "STS, Sala Tercera, de 3 de marzo de 2021, rec. 1234/2019",
            "cendoj",
            "sala=Contencioso-Administrativo;recurso=1234/2019",
        );
        check(
            "STS 3.ª de 5 de junio de 2019",
            "cendoj",
            "organo=TS;fecha=2019-06-05",
        );
        check(
            "STS (Sala de lo Social) de 4 de febrero de 2020 (rcud 2345/2018)",
            "cendoj",
            "sala=Social;recurso=2345/2018",
        );
        check(
            "STS 4.ª de 10 de enero de 2022, RCUD 123/2020",
            "cendoj",
            "recurso=123/2020",
        );
        check(
            "STS de 11 de noviembre de 2020 (recurso de casación n.º 4523/2018)",
            "cendoj",
            "recurso=4523/2018",
        );
        check(
            "STS 455/2019, de 18 de julio, Sala de lo Penal",
            "cendoj",
            "sala=Penal;numero=455/2019",
        );
        check(
            "Sentencia del Tribunal Supremo (Sala Segunda) 455/2019, de 18 de julio",
            "cendoj",
            "sala=Penal;numero=455/2019;fecha=2019-07-18",
        );
        check(
            "la sentencia núm. 241/2013, de 9 de mayo, de la Sala Primera del Tribunal Supremo",
            "cendoj",
            "numero=241/2013;sala=Civil;organo=TS",
        );
        check(
            "SAP de Madrid (Sección 10.ª) 123/2019",
            "cendoj",
            "organo=AP Madrid;seccion=10;numero=123/2019",
        );
        check(
            "SAP Madrid 123/2019, Sección 10.ª",
            "cendoj",
            "organo=AP Madrid;seccion=10",
        );
        check(
            "SAP Barcelona, Sec. 14.ª, 456/2021, de 3 de mayo",
            "cendoj",
            "organo=AP Barcelona;seccion=14;fecha=2021-05-03",
        );
        check(
            "SAP de Valencia, Sección Novena, de 2 de febrero de 2022",
            "cendoj",
            "organo=AP Valencia;seccion=9;fecha=2022-02-02",
        );
        check(
            "Sentencia de la Audiencia Provincial de Sevilla (Sección 5.ª) de 14 de marzo de 2018",
            "cendoj",
            "organo=AP Sevilla;seccion=5;tipo=SAP",
        );
        check(
            "Sentencia de la AP de Málaga de 3 de julio de 2020",
            "cendoj",
            "organo=AP Málaga",
        );
        check(
            "Auto de la Audiencia Provincial de Madrid, Sección 25.ª, de 9 de abril de 2019",
            "cendoj",
            "tipo=AAP;seccion=25",
        );
        check(
            "STSJ Cataluña 456/2020",
            "cendoj",
            "organo=TSJ Cataluña;numero=456/2020",
        );
        check(
            "STSJ de Madrid (Sala de lo Social, Sección 2.ª) de 3 de marzo de 2021",
            "cendoj",
            "organo=TSJ Madrid;sala=Social;seccion=2;fecha=2021-03-03",
        );
        check(
            "STSJ Andalucía (Sevilla) 1234/2019, de 5 de diciembre",
            "cendoj",
            "organo=TSJ Andalucía;numero=1234/2019",
        );
        check(
            "Sentencia del Tribunal Superior de Justicia de Galicia de 12 de mayo de 2020 (rec. 45/2020)",
            "cendoj",
            "organo=TSJ Galicia;recurso=45/2020;tipo=STSJ",
        );
        check(
            "STSJ del País Vasco 1500/2021",
            "cendoj",
            "organo=TSJ País Vasco",
        );
        check(
            "SAN de 5 de marzo de 2020",
            "cendoj",
            "tipo=SAN;organo=AN;fecha=2020-03-05",
        );
        check(
            "SAN (Sala de lo Contencioso-Administrativo, Sección 1.ª) de 22 de julio de 2021 (rec. 345/2019)",
            "cendoj",
            "sala=Contencioso-Administrativo;seccion=1;recurso=345/2019",
        );
        check(
            "Sentencia de la Audiencia Nacional de 7 de abril de 2022",
            "cendoj",
            "organo=AN;tipo=SAN",
        );
        check("AAN 45/2020", "cendoj", "tipo=AAN;organo=AN");
        check(
            "ATS de 4 de mayo de 2021 (rec. 1122/2020)",
            "cendoj",
            "tipo=ATS;recurso=1122/2020",
        );
        check(
            "Auto del Tribunal Supremo de 20 de abril de 2026",
            "cendoj",
            "tipo=ATS;fecha=2026-04-20",
        );
        check(
            "el Auto de la Sala Tercera del Tribunal Supremo de 15 de enero de 2020",
            "cendoj",
            "tipo=ATS;sala=Contencioso-Administrativo",
        );
        check(
            "SSTS 123/2019, de 5 de marzo, y 456/2020, de 7 de julio",
            "cendoj",
            "numero=456/2020;fecha=2020-07-07;n=2",
        );
        check(
            "SSTS de 5 de marzo de 2019 y de 7 de julio de 2020",
            "cendoj",
            "fecha=2020-07-07;n=2",
        );
        check(
            "SSTS de 20 de enero de 2015, rec. 2105/2013, y de 11 de marzo de 2016, rec. 2312/2014",
            "cendoj",
            "fecha=2016-03-11;recurso=2312/2014;n=2",
        );
        check(
            "STS 230/2017, de 6 de abril, ponente: Excmo. Sr. D. Francisco Marín Castán",
            "cendoj",
            "ponente=Francisco Marín Castán",
        );
        check(
            "STS 230/2017 (Pte. Sr. Sarazá Jimena)",
            "cendoj",
            "ponente=Sarazá Jimena",
        );
        check("STS 580/2020, FJ 3", "cendoj", "fundamento=FJ 3");
        check(
            "STS 580/2020, de 5 de noviembre, fundamento de derecho tercero",
            "cendoj",
            "fundamento=FJ 3",
        );
        check("STS 580/2020 (RJ 2020\\4567)", "cendoj", "numero=580/2020");
        check(
            "Sentencia del Juzgado de Primera Instancia n.º 3 de Madrid de 4 de mayo de 2022",
            "cendoj",
            "tipo=SJPI;fecha=2022-05-04",
        );
        check(
            "Sentencia del Juzgado de lo Social n.º 2 de Bilbao de 10 de junio de 2021",
            "cendoj",
            "tipo=SJSO",
        );
        check(
            "SJM 1 Barcelona 45/2019? no: SJM de 12 de enero de 2021",
            "cendoj",
            "tipo=SJM",
        );
        check(
            "sentencia del TS de 9 de mayo de 2013",
            "cendoj",
            "organo=TS;fecha=2013-05-09",
        );
        check(
            "El Tribunal Supremo, en su sentencia de 15 de enero de 2020 (rec. 123/2018), declaró",
            "cendoj",
            "organo=TS;recurso=123/2018;texto=sentencia de 15 de enero de 2020 (rec. 123/2018)",
        );
        check(
            "el Tribunal Constitucional, en la Sentencia 31/2010, de 28 de junio",
            "tc",
            "numero=31/2010",
        );
        check(
            "STS, Sala 1.ª, n.º 705/2021, de 19 de octubre",
            "cendoj",
            "numero=705/2021;sala=Civil",
        );
        check("STS 12-3-2019", "cendoj", "fecha=2019-03-12");
        check(
            "S.T.S. de 5 de mayo de 2010",
            "cendoj",
            "tipo=STS;fecha=2010-05-05",
        );
        check("la S.T.C. 31/2010", "tc", "numero=31/2010");
        check(
            "Auto TS de 3 de marzo de 2020",
            "cendoj",
            "tipo=ATS;fecha=2020-03-03",
        );
        check(
            "STS 123/98, de 2 de febrero",
            "cendoj",
            "numero=123/1998;fecha=1998-02-02",
        );
        check("STS de 15/10/2020", "cendoj", "fecha=2020-10-15");
        check(
            "Sentencia de 30 de febrero de 2020 del Tribunal Supremo",
            "cendoj",
            "fecha=2020-02-30;aviso=no existe",
        );
        check(
            "STS 1/2021, de 31 de abril",
            "cendoj",
            "fecha=2021-04-31;aviso=no existe",
        );
    });
}

// ---------------------------------------------------------------- tc

#[test]
fn cendoj_chamber_section_and_court_from_context() {
    table(|| {
        // The chamber before the resolution, with a Roj after it.
        check(
            "así lo declaró el Pleno de la Sala Primera del Tribunal Supremo en su sentencia 705/2015, de 23 de diciembre (Roj: STS 5618/2015)",
            "cendoj",
            "tipo=STS;sala=Civil;numero=705/2015;roj=STS 5618/2015",
        );
        // The section before the resolution.
        check(
            "La Audiencia Provincial de Valencia (Sección 9.ª), en su sentencia n.º 612/2020, de 5 de noviembre (Roj: SAP V 3487/2020), estimó",
            "cendoj",
            "tipo=SAP;organo=AP Valencia;seccion=9;numero=612/2020",
        );
        // The seat of a chamber of a TSJ is part of the court's name.
        check(
            "la Sentencia del Tribunal Superior de Justicia de Andalucía, sede de Sevilla (Sala de lo Contencioso-Administrativo, Sección Cuarta), de 14 de marzo de 2019 (rec. 612/2017; Roj: STSJ AND 3456/2019)",
            "cendoj",
            "tipo=STSJ;organo=TSJ Andalucía;seccion=4;fecha=2019-03-14;recurso=612/2017",
        );
        // An appeal filed with the lower court for the higher one: `esta Sala` is the latter.
        check(
            "AL JUZGADO DE LO SOCIAL N.º 5 DE BILBAO\nPARA ANTE LA SALA DE LO SOCIAL DEL TRIBUNAL SUPERIOR DE JUSTICIA\nDEL PAÍS VASCO\n\nAsí, confirmó la sentencia de esta Sala de 12 de junio de 2018 (rec. 1028/2018).",
            "cendoj",
            "tipo=STSJ;organo=TSJ País Vasco;sala=Social;fecha=2018-06-12;recurso=1028/2018",
        );
        // `sentencias de la Sala Cuarta …: la de …`: only the Tribunal Supremo has a fourth
        // chamber.
        check(
            "Los casos resueltos por las SSTC 92/2008 y 124/2009 tenían por objeto sentencias de la Sala Cuarta que exigían el conocimiento previo: la de 29 de marzo de 2006 (rcud 954/2005) y la de 19 de julio de 2006 (rcud 1452/2005).",
            "cendoj",
            "tipo=STS;sala=Social;fecha=2006-03-29;recurso=954/2005",
        );
        // Judgments of a Pleno by number, in a paragraph that cites the Tribunal Supremo.
        check(
            "y por la STS 199/2022, de 8 de marzo (rec. 3733/2017), que casó la sentencia de la Audiencia Provincial de Álava (Sección 1.ª) 317/2017, de 23 de junio. Las sentencias del Pleno 1590/2025 y 1591/2025 (rec. 2535/2021), ambas de 11 de noviembre, dictadas ya tras las SSTJUE.",
            "cendoj",
            "tipo=STS;organo=TS;numero=1591/2025;fecha=2025-11-11",
        );
        // A judgment cited by its date with its number in parentheses: one citation.
        check_strict(
            "Así lo declaró la Sala Tercera del Tribunal Supremo en la STS 100/2024, de 1 de enero, y en la de 28 de octubre de 2024 (STS 1685/2024, rec. 1071/2023; ECLI:ES:TS:2024:5241).",
            "cendoj",
            "tipo=STS;numero=1685/2024;fecha=2024-10-28;recurso=1071/2023;ecli=ECLI:ES:TS:2024:5241;n=2",
        );
        // `esta Sala`: the court the brief is addressed to.
        check(
            "A LA SALA SEGUNDA DEL TRIBUNAL SUPREMO\n\nSegún la Sentencia de esta Sala n.º 1.037/2016, de 28 de diciembre, procede.",
            "cendoj",
            "tipo=STS;sala=Penal;numero=1037/2016;fecha=2016-12-28",
        );
        // `de la misma Sala`: the chamber named before; the Roj names the court.
        check(
            "Y la sentencia n.º 345/2021, de 9 de junio, de la misma Sala (rec. 1022/2019; Roj: STSJ M 7088/2021).",
            "cendoj",
            "tipo=STSJ;organo=TSJ Madrid;numero=345/2021;fecha=2021-06-09;recurso=1022/2019",
        );
        // `esta Sala` right after a judgment of the court it names.
        check(
            "la intensidad del golpe (STS 677/2009, de 16 de junio, ya citada, y Sentencia de esta Sala n.º 1.037/2016, de 28 de diciembre).",
            "cendoj",
            "tipo=STS;numero=1037/2016;fecha=2016-12-28;n=2",
        );
        // A dated judgment with its cassation number in a paragraph about the Supreme Court.
        check(
            "La Sala Tercera ha acuñado la doctrina. Así, la sentencia de 28 de febrero de 2012, recurso de casación n.º 5185/2012, casó la de instancia.",
            "cendoj",
            "tipo=STS;fecha=2012-02-28;recurso=5185/2012",
        );
        // An article list that goes on with another norm.
        check(
            "al amparo de los arts. 852 LECrim y 5.4 LOPJ, por vulneración",
            "boe",
            "articulo=5;apartado=4;norma_id=BOE-A-1985-12666;n=2",
        );
        check(
            "del art. 173.2, párr. primero, del Código Penal",
            "boe",
            "articulo=173;apartado=2;norma_id=BOE-A-1995-25444;n=1",
        );
    });
    // Without an addressee, or in a paragraph about another court, no guess.
    table(|| {
        check_none("Según la Sentencia de esta Sala n.º 1.037/2016, de 28 de diciembre, procede.");
        check_none(
            "El Juzgado dictó la sentencia de 28 de febrero de 2012, recurso de casación n.º 5185/2012.",
        );
    });
}

#[test]
fn tc_forms() {
    table(|| {
        check(
            "STC 31/2010, de 28 de junio, FJ 5",
            "tc",
            "tipo=STC;numero=31/2010;año=2010;fecha=2010-06-28;fundamento=FJ 5",
        );
        check("STC 31/2010", "tc", "numero=31/2010;año=2010");
        check(
            "ATC 60/2025, de 24 de junio",
            "tc",
            "tipo=ATC;numero=60/2025;fecha=2025-06-24",
        );
        check(
            "DTC 1/2004, de 13 de diciembre",
            "tc",
            "tipo=DTC;numero=1/2004",
        );
        check("SSTC 48/2011 y 12/2012", "tc", "numero=12/2012;n=2");
        check(
            "SSTC 31/2010, de 28 de junio, y 137/2010, de 16 de diciembre",
            "tc",
            "numero=137/2010;fecha=2010-12-16;n=2",
        );
        check("STC 117/2016 (FJ 3)", "tc", "fundamento=FJ 3");
        check("STC 148/2021, FFJJ 2 y 3", "tc", "fundamento=FJ 2");
        check(
            "Sentencia del Tribunal Constitucional 31/2010, de 28 de junio",
            "tc",
            "tipo=STC;numero=31/2010",
        );
        check(
            "AATC 12/2019 y 13/2019",
            "tc",
            "tipo=ATC;numero=13/2019;n=2",
        );
        check(
            "ECLI:ES:TC:2010:31",
            "tc",
            "ecli=ECLI:ES:TC:2010:31;numero=31/2010;tipo=STC",
        );
        check("ECLI:ES:TC:2025:60A", "tc", "tipo=ATC;numero=60/2025");
        check("STC 105/2016 (Pleno)", "tc", "sala=Pleno");
        check(
            "STC 12/2008, de 29 de enero, fundamento jurídico 4",
            "tc",
            "fundamento=FJ 4",
        );
        check(
            "STC 11/1981, de 8 de abril, FJ 7.º",
            "tc",
            "fundamento=FJ 7",
        );
        check(
            "STC 22/2018, dictada en el recurso de amparo 4631-2017",
            "tc",
            "tipo_proceso=recurso de amparo",
        );
        check("Auto del Tribunal Constitucional 60/2025", "tc", "tipo=ATC");
        check(
            "STC 31/2010, de 31 de junio",
            "tc",
            "fecha=2010-06-31;aviso=no existe",
        );
    });
}

// ---------------------------------------------------------------- eurlex

#[test]
fn eurlex_forms() {
    table(|| {
        // A recommendation of the Union, with its series; another body's is listed apart.
        check(
            "la Recomendación (UE) 2020/1475 del Consejo, de 13 de octubre de 2020, sobre un enfoque coordinado",
            "eurlex",
            "tipo=recomendacion;numero_acto=2020/1475;celex=32020H1475;fecha=2020-10-13",
        );
        // An Advocate General's opinion in the case of the judgment cited just before.
        check(
            "por la sentencia del Tribunal de Justicia (Gran Sala) de 3 de marzo de 2020, Gómez del Moral Guasch, C-125/18, EU:C:2020:138, en línea con las conclusiones del Abogado General Szpunar presentadas el 10 de septiembre de 2019 en el mismo asunto: la cláusula",
            "eurlex",
            "tipo=conclusiones;asunto=C-125/18;fecha=2019-09-10;celex=62018CC0125",
        );
        check(
            "STJUE de 6 de octubre de 2015, asunto C-362/14, Schrems",
            "eurlex",
            "tipo=sentencia;asunto=C-362/14;nombre_caso=Schrems;fecha=2015-10-06;celex=62014CJ0362;año=2015",
        );
        check(
            "STJUE de 6 de octubre de 2015, asunto C\u{2011}362/14, Schrems",
            "eurlex",
            "asunto=C-362/14",
        );
        check(
            "STJUE de 6 de octubre de 2015 (C\u{2010}362/14)",
            "eurlex",
            "asunto=C-362/14",
        );
        check(
            "STJUE de 6 de octubre de 2015, C\u{2013}362/14",
            "eurlex",
            "asunto=C-362/14",
        );
        check(
            "STJUE de 14 de marzo de 2013, Aziz, C-415/11",
            "eurlex",
            "asunto=C-415/11",
        );
        check(
            "Sentencia del Tribunal de Justicia de la Unión Europea de 14 de marzo de 2013 (asunto C-415/11, Aziz)",
            "eurlex",
            "asunto=C-415/11;nombre_caso=Aziz;tipo=sentencia",
        );
        check(
            "sentencia del TJUE de 21 de diciembre de 2016, asuntos acumulados C-154/15, C-307/15 y C-308/15, Gutiérrez Naranjo",
            "eurlex",
            "asunto=C-154/15,C-307/15,C-308/15;celex=62015CJ0154",
        );
        check(
            "STJUE (Gran Sala) de 6 de octubre de 2015, C-362/14",
            "eurlex",
            "sala=Gran Sala",
        );
        check(
            "STJUE de 16 de julio de 2020, C-311/18, Facebook Ireland y Schrems, ECLI:EU:C:2020:559",
            "eurlex",
            "ecli=ECLI:EU:C:2020:559;asunto=C-311/18",
        );
        check(
            "El Tribunal de Justicia, en su sentencia de 28 de noviembre de 2019,\nSpetsializirana prokuratura, C\u{2011}653/19 PPU (EU:C:2019:1024), precisó",
            "eurlex",
            "n=1;tipo=sentencia;asunto=C-653/19 PPU;nombre_caso=Spetsializirana prokuratura;fecha=2019-11-28;ecli=ECLI:EU:C:2019:1024",
        );
        check(
            "El Tribunal de Justicia, en la sentencia de 22 de junio de 2021, Latvijas Republikas\nSaeima (Puntos de penalización), C\u{2011}439/19, EU:C:2021:504, apartados 105 a 122, declaró",
            "eurlex",
            "n=1;tipo=sentencia;asunto=C-439/19;fecha=2021-06-22;nombre_caso=Latvijas Republikas Saeima (Puntos de penalización);apartado=105",
        );
        check(
            "delimita el concepto, y la sentencia de 17 de mayo de 2022, Ibercaja Banco, C-600/19, se refiere",
            "eurlex",
            "n=1;tipo=sentencia;asunto=C-600/19;fecha=2022-05-17;nombre_caso=Ibercaja Banco",
        );
        check(
            "y en la sentencia de 22 de noviembre de 2022, Luxembourg Business Registers, asuntos acumulados C\u{2011}37/20 y\nC\u{2011}601/20, ECLI:EU:C:2022:912, invalidó",
            "eurlex",
            "n=1;tipo=sentencia;asunto=C-37/20,C-601/20;fecha=2022-11-22;nombre_caso=Luxembourg Business Registers",
        );
        check(
            "las conclusiones del Abogado General Szpunar presentadas el 17 de diciembre de 2020 en el asunto C-439/19 (EU:C:2020:1054), puntos 80 a 95.",
            "eurlex",
            "n=1;tipo=conclusiones;asunto=C-439/19;fecha=2020-12-17;ecli=ECLI:EU:C:2020:1054;celex=62019CC0439",
        );
        check("EU:C:2013:164", "eurlex", "ecli=ECLI:EU:C:2013:164");
        check("(ECLI:EU:C:2015:650)", "eurlex", "ecli=ECLI:EU:C:2015:650");
        check("asunto C-362/14", "eurlex", "asunto=C-362/14;absent=celex");
        check(
            "El Tribunal de Justicia, en su sentencia de 14 de marzo de 2013, Aziz, C-415/11",
            "eurlex",
            "asunto=C-415/11;tipo=sentencia",
        );
        check(
            "STJUE Schrems II (C-311/18)",
            "eurlex",
            "nombre_caso=Schrems II;asunto=C-311/18;celex=62018CJ0311",
        );
        check(
            "ATJUE de 14 de noviembre de 2013, C-537/12",
            "eurlex",
            "tipo=auto;celex=62012CO0537",
        );
        check(
            "Conclusiones del Abogado General Sr. Szpunar de 2 de mayo de 2019, asunto C-260/18",
            "eurlex",
            "tipo=conclusiones;celex=62018CC0260",
        );
        check(
            "STG de 10 de noviembre de 2021, asunto T-612/17, Google Shopping",
            "eurlex",
            "asunto=T-612/17;celex=62017TJ0612",
        );
        check(
            "STJUE de 4 de junio de 2009, asunto C-243/08, Pannon, apartado 32",
            "eurlex",
            "apartado=32",
        );
        check(
            "STJUE de 18 de marzo de 1981? no: asunto C-283/81, CILFIT",
            "eurlex",
            "asunto=C-283/81",
        );
        check(
            "Reglamento (UE) 2016/679",
            "eurlex",
            "tipo=reglamento;numero_acto=2016/679;celex=32016R0679",
        );
        check(
            "Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo, de 27 de abril de 2016, relativo a la protección de las personas físicas",
            "eurlex",
            "fecha=2016-04-27;celex=32016R0679",
        );
        check(
            "Reglamento (CE) n.º 44/2001",
            "eurlex",
            "celex=32001R0044;numero_acto=44/2001",
        );
        check(
            "Reglamento (UE) n.º 1215/2012",
            "eurlex",
            "celex=32012R1215",
        );
        check("Reglamento (CE) nº 593/2008", "eurlex", "celex=32008R0593");
        check(
            "Directiva 93/13/CEE",
            "eurlex",
            "tipo=directiva;celex=31993L0013",
        );
        check(
            "Directiva 93/13/CEE del Consejo, de 5 de abril de 1993",
            "eurlex",
            "fecha=1993-04-05",
        );
        check("Directiva 95/46/CE", "eurlex", "celex=31995L0046");
        check("Directiva (UE) 2019/1937", "eurlex", "celex=32019L1937");
        check("Directiva 2008/48/CE", "eurlex", "celex=32008L0048");
        check(
            "Decisión 2000/520/CE",
            "eurlex",
            "tipo=decision;celex=32000D0520",
        );
        check("Decisión Marco 2002/584/JAI", "eurlex", "celex=32002F0584");
        check(
            "Reglamento de Ejecución (UE) 2019/947",
            "eurlex",
            "celex=32019R0947",
        );
        check(
            "artículo 6.1.f) del RGPD",
            "eurlex",
            "articulo=6;apartado=1.f);celex=32016R0679",
        );
        check("art. 17 RGPD", "eurlex", "articulo=17;numero_acto=2016/679");
        check(
            "el artículo 4 del Reglamento (UE) 2016/679",
            "eurlex",
            "articulo=4;celex=32016R0679",
        );
        check(
            "art. 6 de la Directiva 93/13/CEE",
            "eurlex",
            "articulo=6;celex=31993L0013",
        );
        check(
            "artículo 267 TFUE",
            "eurlex",
            "articulo=267;celex=12016E267;tipo=tratado",
        );
        check(
            "art. 101 del Tratado de Funcionamiento de la Unión Europea",
            "eurlex",
            "celex=12016E101",
        );
        check("artículo 6 TUE", "eurlex", "celex=12016M006");
        check(
            "artículo 47 de la Carta de los Derechos Fundamentales de la Unión Europea",
            "eurlex",
            "celex=12016P047;tipo=carta",
        );
        check("art. 8 CDFUE", "eurlex", "celex=12016P008");
    });
}

// ---------------------------------------------------------------- boe

#[test]
fn boe_forms() {
    table(|| {
        // An abbreviation the brief defines names the norm from then on.
        check(
            "La Ley 12/2023, de 24 de mayo, por el derecho a la vivienda (en adelante, LDV), se aplica. El art. 24 LDV lo regula.",
            "boe",
            "articulo=24;norma=LDV;numero=12/2023;norma_id=BOE-A-2023-12203",
        );
        check(
            "Conforme a la Ley 12/2023, de 24 de mayo (\u{201c}LDV\u{201d}), y al artículo 14 de la L.D.V., procede",
            "boe",
            "articulo=14;numero=12/2023",
        );
        check(
            "artículo 1902 del Código Civil",
            "boe",
            "articulo=1902;norma=Código Civil;norma_id=BOE-A-1889-4763",
        );
        check(
            "art. 1902 CC",
            "boe",
            "articulo=1902;norma_id=BOE-A-1889-4763",
        );
        check("art. 1.902 CC", "boe", "articulo=1902");
        check(
            "art. 1.101 C.C.",
            "boe",
            "articulo=1101;norma_id=BOE-A-1889-4763",
        );
        check(
            "Art. 24.1 CE",
            "boe",
            "articulo=24;apartado=1;norma_id=BOE-A-1978-31229",
        );
        check(
            "artículo 24 de la Constitución",
            "boe",
            "norma_id=BOE-A-1978-31229",
        );
        check(
            "artículo 24 de la Constitución Española",
            "boe",
            "norma_id=BOE-A-1978-31229",
        );
        check("art. 149.1.23.ª CE", "boe", "articulo=149;apartado=1.23.ª");
        check(
            "arts. 217 y 394 LEC",
            "boe",
            "articulo=394;norma_id=BOE-A-2000-323;n=2",
        );
        check(
            "artículos 217 y 394 de la Ley de Enjuiciamiento Civil",
            "boe",
            "articulo=217;norma_id=BOE-A-2000-323",
        );
        check("art. 1.428 LEC", "boe", "articulo=1428");
        check(
            "artículos 45 y 52.1.14.º ET",
            "boe",
            "articulo=52;apartado=1.14.º",
        );
        check("arts. 5 a 12 LAU", "boe", "articulo=9;n=8");
        check(
            "arts. 5 a 8 de la LAU",
            "boe",
            "articulo=8;norma_id=BOE-A-1994-26003",
        );
        check("art. 4.2.c) ET", "boe", "articulo=4;apartado=2.c)");
        check("art. 4.2 c) ET", "boe", "articulo=4;apartado=2.c)");
        check(
            "art. 82 bis LJCA",
            "boe",
            "articulo=82 bis;norma_id=BOE-A-1998-16718",
        );
        check("artículo 135 ter de la LRJS", "boe", "articulo=135 ter");
        check("art. 7, apartado 2, LPAC", "boe", "articulo=7;apartado=2");
        check(
            "artículo 56, apartado 1, letra b) de la LRJSP",
            "boe",
            "apartado=1.b)",
        );
        check(
            "el apartado 2 del artículo 24 CE",
            "boe",
            "articulo=24;apartado=2",
        );
        check("art. 1º CC", "boe", "articulo=1");
        check("art. 3.1 del Código Civil", "boe", "articulo=3;apartado=1");
        check("ART. 1255 CC", "boe", "articulo=1255");
        check("ARTÍCULO 1258 DEL CÓDIGO CIVIL", "boe", "articulo=1258");
        check("art 10 LPH", "boe", "articulo=10;norma_id=BOE-A-1960-10906");
        check(
            "artículo 34 de la Ley Hipotecaria",
            "boe",
            "norma_id=BOE-A-1946-2453",
        );
        check("art. 348 LSC", "boe", "norma_id=BOE-A-2010-10544");
        check("art. 164 TRLC", "boe", "norma_id=BOE-A-2020-4859");
        check("artículo 83 TRLGDCU", "boe", "norma_id=BOE-A-2007-20555");
        check("art. 21 LOPDGDD", "boe", "norma_id=BOE-A-2018-16673");
        check("art. 66 LGT", "boe", "norma_id=BOE-A-2003-23186");
        check("artículo 24 LOTC", "boe", "norma_id=BOE-A-1979-23709");
        check("art. 238 LOPJ", "boe", "norma_id=BOE-A-1985-12666");
        check("art. 384 LECrim", "boe", "norma_id=BOE-A-1882-6036");
        check("art. 248 CP", "boe", "norma_id=BOE-A-1995-25444");
        check("art. 48 LRJSP", "boe", "norma_id=BOE-A-2015-10566");
        check("art. 107 de la LPACAP", "boe", "norma_id=BOE-A-2015-10565");
        check("art. 52 CCom", "boe", "norma_id=BOE-A-1885-6627");
        check("art. 205 LGSS", "boe", "norma_id=BOE-A-2015-11724");
        check(
            "artículo 1 de la Ley Orgánica del Poder Judicial",
            "boe",
            "norma_id=BOE-A-1985-12666",
        );
        check(
            "artículo 1 del Estatuto de los Trabajadores",
            "boe",
            "norma_id=BOE-A-2015-11430",
        );
        check(
            "artículo 14 de la Ley de Arrendamientos Urbanos",
            "boe",
            "norma_id=BOE-A-1994-26003",
        );
        check(
            "artículo 3 de la Ley General Tributaria",
            "boe",
            "norma_id=BOE-A-2003-23186",
        );
        check(
            "artículo 10 del texto refundido de la Ley Concursal",
            "boe",
            "norma_id=BOE-A-2020-4859",
        );
        check(
            "artículo 9 de la Ley de Propiedad Horizontal",
            "boe",
            "norma_id=BOE-A-1960-10906",
        );
        check(
            "art. 1 de la Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil",
            "boe",
            "norma_id=BOE-A-2000-323;fecha_norma=2000-01-07;numero=1/2000",
        );
        check(
            "Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil",
            "boe",
            "norma_id=BOE-A-2000-323;rango=Ley;absent=articulo;norma=Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil",
        );
        check(
            "Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas",
            "boe",
            "norma_id=BOE-A-2015-10565",
        );
        check(
            "la Ley 40/2015",
            "boe",
            "norma_id=BOE-A-2015-10566;numero=40/2015;fecha_norma=2015-10-01",
        );
        check(
            "Ley Orgánica 3/2018, de 5 de diciembre",
            "boe",
            "rango=Ley Orgánica;norma_id=BOE-A-2018-16673",
        );
        check("LO 6/1985", "boe", "norma_id=BOE-A-1985-12666");
        check(
            "Real Decreto Legislativo 1/2007, de 16 de noviembre",
            "boe",
            "rango=Real Decreto Legislativo;norma_id=BOE-A-2007-20555",
        );
        check("RDLeg 1/2007", "boe", "norma_id=BOE-A-2007-20555");
        check("RDL 2/2015", "boe", "norma_id=BOE-A-2015-11430");
        check(
            "Real Decreto-ley 36/2020, de 30 de diciembre",
            "boe",
            "rango=Real Decreto-ley;numero=36/2020;fecha_norma=2020-12-30;absent=norma_id",
        );
        check(
            "Real Decreto-ley 8/2020, de 17 de marzo",
            "boe",
            "rango=Real Decreto-ley;numero=8/2020;fecha_norma=2020-03-17;norma_id=BOE-A-2020-3824",
        );
        // A title that lists its subjects goes on past its comma, to the abbreviation.
        check(
            "el art. 3.2 de la Ley Orgánica 4/1981, de 1 de junio, de los estados de alarma, excepción y sitio (en adelante, LOEAES). El art. 11 LOEAES",
            "boe",
            "articulo=11;norma_id=BOE-A-1981-12774",
        );
        // The name a brief gives a decree by its rank and number is not a second citation.
        check_strict(
            "El Real Decreto 463/2020, de 14 de marzo, por el que se declara el estado de alarma (en adelante, RD 463/2020), dictado al amparo del artículo 116.2 CE.",
            "boe",
            "numero=463/2020;norma_id=BOE-A-2020-3692;n=2",
        );
        // A letter of a paragraph of an apartado: the paragraph is not part of the pinpoint.
        check(
            "la letra b) del párrafo segundo del art. 55.5 ET",
            "boe",
            "articulo=55;apartado=5.b);norma_id=BOE-A-2015-11430",
        );
        // The possessive after the verb of a sentence whose subject is a norm.
        check(
            "El Real Decreto 463/2020, de 14 de marzo (en adelante, RD 463/2020), dictado al amparo de los artículos 4.b) y 6 de la Ley Orgánica 4/1981, de 1 de junio, dispuso en su artículo 10.4 la suspensión.",
            "boe",
            "articulo=10;apartado=4;norma_id=BOE-A-2020-3692",
        );
        // A back-reference with no kind speaks of the norm a back-reference made the topic.
        check(
            "el art. 2 de la Directiva 93/13/CEE. Véase el art. 80.1 TRLGDCU. No está excluida por el art. 1.2 de la Directiva, y debe cumplir el art. 4.2 de ésta.",
            "eurlex",
            "articulo=4;apartado=2;celex=31993L0013",
        );
        // `(en adelante, la Directiva)`: the bare kind names that act, not the last one.
        check(
            "el art. 2.b) de la Directiva 93/13/CEE del Consejo, de 5 de abril de 1993, sobre las cláusulas abusivas en los contratos celebrados con consumidores (en adelante, la Directiva). El art. 24 de la Directiva 2014/17/UE traspuesto. El juicio del art. 3.1 de la Directiva.",
            "eurlex",
            "articulo=3;apartado=1;celex=31993L0013",
        );
        // A recommendation numbered with its series after the number.
        check(
            "La Recomendación 2013/473/UE de la Comisión, de 24 de septiembre de 2013, sobre las auditorías",
            "eurlex",
            "tipo=recomendacion;celex=32013H0473",
        );
        // An Advocate General named before the opinion, `en los mismos asuntos`.
        check_strict(
            "la sentencia de 5 de marzo de 2015, Boston Scientific Medizintechnik, asuntos acumulados C-503/13 y C-504/13, EU:C:2015:148, como había propuesto el Abogado General Bot en sus conclusiones presentadas el 21 de octubre de 2014 en los mismos asuntos (EU:C:2014:2306).",
            "eurlex",
            "tipo=conclusiones;ecli=ECLI:EU:C:2014:2306;fecha=2014-10-21;asunto=C-503/13,C-504/13;n=2",
        );
        // A case name that starts with a lower-case letter.
        check(
            "la sentencia de 23 de octubre de 2014, flyLAL-Lithuanian Airlines, C-302/13, EU:C:2014:2319, apartado 49",
            "eurlex",
            "tipo=sentencia;fecha=2014-10-23;nombre_caso=flyLAL-Lithuanian Airlines",
        );
        // The plenary of the chamber named before the court's judgment.
        check(
            "La Sala Segunda del Tribunal Supremo, en la Sentencia del Pleno 677/2018, de 20 de diciembre (Roj: STS 4353/2018 - ECLI:ES:TS:2018:4353), lo dijo.",
            "cendoj",
            "numero=677/2018;sala=Penal",
        );
        check(
            "el art. 49 LJCI",
            "boe",
            "articulo=49;norma_id=BOE-A-2015-8564",
        );
        check(
            "la Ley 42/2015, de 5 de octubre, de reforma de la Ley 1/2000, cuya disposición transitoria quinta",
            "boe",
            "articulo=disposición transitoria quinta;norma_id=BOE-A-2015-10727",
        );
        check(
            "el Real Decreto-ley 6/2023, de 19 de diciembre",
            "boe",
            "norma_id=BOE-A-2023-25758",
        );
        check(
            "La Ley 27/2003, de 31 de julio, reguladora de la Orden de protección de las víctimas de la violencia doméstica",
            "boe",
            "norma_id=BOE-A-2003-15411",
        );
        // `el apartado 1 de la disposición adicional segunda`: the pinpoint comes first.
        check(
            "conforme al apartado 1 de la disposición adicional segunda LCSP",
            "boe",
            "articulo=disposición adicional segunda;apartado=1;norma_id=BOE-A-2017-12902",
        );
        // A rule of an annex.
        check(
            "Según la norma sexta del anexo II del Real Decreto 1426/1989, de 17 de noviembre, por el que se aprueba el arancel de los notarios",
            "boe",
            "articulo=anexo II;apartado=norma sexta;numero=1426/1989",
        );
        // A decree of before 1979 is the State's.
        check(
            "el art. 32 del Reglamento aprobado por Decreto 2414/1961, de 30 de noviembre",
            "boe",
            "articulo=32;numero=2414/1961;rango=Decreto",
        );
        // The markets-in-financial-instruments acts by the names lawyers give them.
        check("el art. 19 MiFID", "eurlex", "articulo=19;celex=32004L0039");
        check(
            "el art. 25 MiFID II",
            "eurlex",
            "articulo=25;celex=32014L0065",
        );
        check("el art. 26 MiFIR", "eurlex", "articulo=26;celex=32014R0600");
        check(
            "la Ley 26/2015, de 28 de julio, de modificación del sistema de protección a la infancia y a la adolescencia",
            "boe",
            "norma_id=BOE-A-2015-8470",
        );
        check(
            "la Ley Orgánica 8/2015, de 22 de julio, de modificación del sistema de protección a la infancia y a la adolescencia",
            "boe",
            "norma_id=BOE-A-2015-8222",
        );
        // A range within a series of suffixed articles.
        check_strict(
            "los arts. 20 ter a 20 quinquies LOPJM",
            "boe",
            "articulo=20 quater;norma_id=BOE-A-1996-1069;n=3",
        );
        // An EU act's title that lists its subjects goes on past its comma, to its name.
        check(
            "el art. 3.2 de la Directiva 85/374/CEE del Consejo, de 25 de julio de 1985, relativa a la aproximación de las disposiciones legales, reglamentarias y administrativas de los Estados miembros en materia de responsabilidad por los daños causados por productos defectuosos (en adelante, la Directiva). Regía la Directiva 93/42/CEE del Consejo, de 14 de junio de 1993, relativa a los productos sanitarios. El precepto reproduce el art. 6.1 de la Directiva.",
            "eurlex",
            "articulo=6;apartado=1;celex=31985L0374",
        );
        // `del mismo texto procesal`: the procedural law, not the last norm.
        check(
            "al amparo de la Ley de Enjuiciamiento Criminal (en adelante, LECrim), y del art. 5.4 de la Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial (LOPJ), con observancia de los requisitos del art. 874 del mismo texto procesal",
            "boe",
            "articulo=874;norma_id=BOE-A-1882-6036",
        );
        // A further apartado with its letter.
        check_strict(
            "de los arts. 432.1 y 3.b) CP",
            "boe",
            "articulo=432;apartado=3.b);norma_id=BOE-A-1995-25444;n=2",
        );
        check(
            "la Ley 17/2009, de 23 de noviembre, sobre el libre acceso a las actividades de servicios y su ejercicio",
            "boe",
            "numero=17/2009;norma_id=BOE-A-2009-18731",
        );
        check(
            "el Real Decreto-ley 7/2019, de 1 de marzo, de medidas urgentes en materia de vivienda y alquiler",
            "boe",
            "numero=7/2019;norma_id=BOE-A-2019-3108",
        );
        check(
            "el texto refundido de la Ley de Contratos del Sector Público, aprobado por el Real Decreto Legislativo 3/2011, de 14 de noviembre (TRLCSP). El art. 138.3 TRLCSP",
            "boe",
            "articulo=138;apartado=3;norma_id=BOE-A-2011-17887",
        );
        check(
            "el art. 15 del Real Decreto 424/2017, de 28 de abril, por el que se regula el régimen jurídico del control interno en las entidades del Sector Público Local",
            "boe",
            "articulo=15;norma_id=BOE-A-2017-5192",
        );
        check(
            "el Real Decreto Legislativo 1/2015, de 24 de julio, por el que se aprueba el texto refundido de la Ley de garantías y uso racional de los medicamentos y productos sanitarios",
            "boe",
            "rango=Real Decreto Legislativo;norma_id=BOE-A-2015-8343",
        );
        // A slip that swaps two letters of one abbreviation and leaves one out of another:
        // the swap.
        check(
            "la responsabilidad del art. 237 TRLCS",
            "boe",
            "articulo=237;norma_id=BOE-A-2010-10544",
        );
        check(
            "Real Decreto 1065/2007, de 27 de julio",
            "boe",
            "rango=Real Decreto;numero=1065/2007",
        );
        check("RD 463/2020", "boe", "rango=Real Decreto;numero=463/2020");
        check(
            "Orden HAC/1234/2019, de 3 de diciembre",
            "boe",
            "rango=Orden;numero=HAC/1234/2019",
        );
        check(
            "Ley 2/2006, de 30 de junio, de Educación de Andalucía",
            "boe",
            "numero=2/2006;absent=norma_id",
        );
        check(
            "Ley 1/2000 de 30 de febrero",
            "boe",
            "fecha_norma=2000-02-30;aviso=no existe;absent=norma_id",
        );
        check(
            "Ley 1/2000, de 7 de enero (LEC). El artículo 7 de la misma ley",
            "boe",
            "articulo=7;norma_id=BOE-A-2000-323",
        );
        check(
            "Ley 1/2000, de 7 de enero. El art. 7 de la citada Ley",
            "boe",
            "articulo=7;norma_id=BOE-A-2000-323",
        );
        check(
            "conforme al art. 532 del texto refundido de la Ley Concursal (TRLC) y a los arts. 437 y ss. LEC, de acuerdo con la disposición final quinta del citado texto refundido.",
            "boe",
            "articulo=disposición final quinta;norma_id=BOE-A-2020-4859",
        );
        check(
            "arts. 248 y 249 del Código Penal. Según el art. 24 CE y el art. 5 LOPJ, tampoco procede la continuidad del art. 74 del mismo Código.",
            "boe",
            "articulo=74;norma_id=BOE-A-1995-25444",
        );
        check(
            "el Real Decreto 1065/2007, de 27 de julio, el art. 95 LGT y el artículo 191 del citado Real Decreto",
            "boe",
            "articulo=191;numero=1065/2007",
        );
        check(
            "que exigen los artículos 588 bis a y 588 ter d LECrim.",
            "boe",
            "n=2;articulo=588 ter d;norma_id=BOE-A-1882-6036",
        );
        check(
            "que exigen los artículos 588 bis a y 588 ter d LECrim.",
            "boe",
            "articulo=588 bis a;norma_id=BOE-A-1882-6036",
        );
        check("arts. 82 bis a 84 LEC", "boe", "n=2;articulo=82 bis");
        check(
            "el interés casacional del art. 88.2.a), b) y c) y del art. 88.3.a) LJCA.",
            "boe",
            "n=4;articulo=88;apartado=2.b);norma_id=BOE-A-1998-16718",
        );
        check(
            "el interés casacional del art. 88.2.a), b) y c) y del art. 88.3.a) LJCA.",
            "boe",
            "articulo=88;apartado=3.a);norma_id=BOE-A-1998-16718",
        );
        check(
            "los principios del art. 5.1.c) y d) del Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo",
            "eurlex",
            "n=2;articulo=5;apartado=1.d);numero_acto=2016/679",
        );
        check(
            "del fallo (art. 89.2.d) de la Ley Jurisdiccional)",
            "boe",
            "n=1;articulo=89;apartado=2.d);norma_id=BOE-A-1998-16718",
        );
        check(
            "El art. 95 bis.1 LGT excluye esas deudas. La sentencia lo soslaya al aplicar el apartado 3 del mismo precepto.",
            "boe",
            "n=2;articulo=95 bis;apartado=3;norma_id=BOE-A-2003-23186",
        );
        check(
            "la Directiva 93/13/CEE del Consejo. El art. 2.b) de la Directiva define al consumidor.",
            "eurlex",
            "n=1;articulo=2;apartado=b);numero_acto=93/13",
        );
        check(
            "el art. 7 del texto refundido de la Ley sobre responsabilidad civil y seguro en la circulación de vehículos a motor, aprobado por el Real Decreto Legislativo 8/2004, de 29 de octubre. La Directiva 2009/103/CE lo exige.\nSe calcula conforme al Título IV del texto refundido, introducido por la Ley 35/2015, de 22 de septiembre, de reforma del sistema: perjuicio personal básico (art. 138) y lucro cesante (arts. 126 a 131).",
            "boe",
            "articulo=138;norma_id=BOE-A-2004-18911",
        );
        check(
            "el art. 7 del texto refundido de la Ley sobre responsabilidad civil y seguro en la circulación de vehículos a motor, aprobado por el Real Decreto Legislativo 8/2004, de 29 de octubre. La Directiva 2009/103/CE lo exige.\nSe calcula conforme al Título IV del texto refundido, introducido por la Ley 35/2015, de 22 de septiembre, de reforma del sistema: perjuicio personal básico (art. 138) y lucro cesante (arts. 126 a 131).",
            "boe",
            "numero=35/2015;absent=articulo;norma=Ley 35/2015, de 22 de septiembre, de reforma del sistema",
        );
        check(
            "que declaró inconstitucional el art. 21.2 de la entonces vigente Ley Orgánica 1/1992, de 21 de febrero, sobre Protección de la Seguridad Ciudadana.",
            "boe",
            "n=1;articulo=21;apartado=2;numero=1/1992",
        );
        check(
            "los intereses del art. 20 LCS (art. 20.3 de la misma Ley), sin causa justificada del apartado 8.º de dicho precepto.",
            "boe",
            "n=3;articulo=20;apartado=8.º;norma_id=BOE-A-1980-22501",
        );
        check(
            "los arts. 3, 5 y 6 de la Directiva 2003/88/CE, leídos a la luz del art. 31.2 de la Carta, se oponen",
            "eurlex",
            "articulo=31;apartado=2;norma=Carta",
        );
        check(
            "la Orden EHA/2899/2011, de 28 de octubre, exige en su art. 26 que se informe; y la Orden de 5 de mayo de 1994, sobre transparencia de las condiciones financieras de los préstamos hipotecarios, imponía la oferta vinculante de su art. 5.",
            "boe",
            "articulo=5;rango=Orden;fecha_norma=1994-05-05",
        );
        check(
            "El Banco de España define el IRPH en la Circular 5/2012, de 27 de junio, del Banco de España, a entidades de crédito.",
            "boe",
            "n=1;rango=Circular;numero=5/2012;fecha_norma=2012-06-27",
        );
        check(
            "El Banco de España define el IRPH en la Circular 5/2012, de 27 de junio, a entidades\nde crédito y proveedores de servicios de pago.",
            "boe",
            "n=1;rango=Circular;numero=5/2012",
        );
        check(
            "como exige el artículo 786.2 L.E.Crim.",
            "boe",
            "n=1;articulo=786;apartado=2;norma_id=BOE-A-1882-6036",
        );
        check(
            "la responsabilidad del art. 1.902 del C.c. exige culpa.",
            "boe",
            "n=1;articulo=1902;norma_id=BOE-A-1889-4763",
        );
        check(
            "Véase el art. 24 de la C.E. El Alto Tribunal aplicó el art. 1.964.2 C.c. a la prescripción.",
            "boe",
            "n=2;articulo=1964;apartado=2;norma_id=BOE-A-1889-4763",
        );
        check(
            "el RD Leg. 1/2007, de 16 de noviembre",
            "boe",
            "n=1;rango=Real Decreto Legislativo;numero=1/2007;norma_id=BOE-A-2007-20555",
        );
        check(
            "desde el art. 93 de la derogada Ley 22/2003, de 9 de julio, Concursal.",
            "boe",
            "n=1;articulo=93;norma_id=BOE-A-2003-13813",
        );
        check(
            "en contra del artículo 378 del Reglamento del Registro Mercantil, aprobado por Real\nDecreto 1784/1996, de 19 de julio.",
            "boe",
            "n=1;articulo=378;numero=1784/1996;rango=Real Decreto;fecha_norma=1996-07-19",
        );
        check(
            "y del art. 129 del Estatuto de Autonomía de Cataluña, aprobado por la Ley Orgánica 6/2006, de 19 de julio, cuya constitucionalidad",
            "boe",
            "n=1;articulo=129;numero=6/2006;rango=Ley Orgánica",
        );
        check(
            "en el sentido de la Ley de 23 de julio de\n1908, de Represión de la Usura, cuyo art. 1 solo se aplica a préstamos",
            "boe",
            "n=1;articulo=1;fecha_norma=1908-07-23;rango=Ley;absent=numero",
        );
        check(
            "La Ley de 23 de julio de 1908 sigue vigente.",
            "boe",
            "n=1;fecha_norma=1908-07-23;rango=Ley;absent=articulo",
        );
        check(
            "Según el Código Civil... el art. 7 de dicho texto legal",
            "boe",
            "articulo=7;norma_id=BOE-A-1889-4763",
        );
        check(
            "la LEC. El artículo 399 del mismo cuerpo legal",
            "boe",
            "articulo=399;norma_id=BOE-A-2000-323",
        );
        check(
            "la Ley 29/1994 dispone en su artículo 9 que",
            "boe",
            "articulo=9;norma_id=BOE-A-1994-26003;n=1",
        );
        check(
            "art. 10 de la misma",
            "boe",
            "aviso=no se ha podido resolver;norma=misma",
        );
        check("art. 1 y ss. LEC", "boe", "articulo=1");
        check(
            "art. 24 de nuestra Constitución",
            "boe",
            "norma_id=BOE-A-1978-31229",
        );
        check(
            "el artículo único de la Ley 5/2019",
            "boe",
            "articulo=único",
        );
        check("art. 1.1 LEC", "boe", "articulo=1;apartado=1");
        check("artículo 1.544 del Código Civil", "boe", "articulo=1544");
        check(
            "art. 20.3 ET",
            "boe",
            "articulo=20;apartado=3;norma_id=BOE-A-2015-11430",
        );
        check(
            "Código de Comercio, artículo 30? mejor: art. 30 del Código de Comercio",
            "boe",
            "norma_id=BOE-A-1885-6627",
        );
        check(
            "art. 46 de la Ley 29/1998",
            "boe",
            "norma_id=BOE-A-1998-16718",
        );
        check(
            "art. 15 de la Ley 36/2011, reguladora de la jurisdicción social",
            "boe",
            "norma_id=BOE-A-2011-15936",
        );
        check(
            "art. 56 de la Ley de Enjuiciamiento Civil de 1881",
            "boe",
            "absent=norma_id",
        );
        check(
            "disposición adicional tercera de la Ley 39/2015",
            "boe",
            "articulo=disposición adicional tercera;norma_id=BOE-A-2015-10565",
        );
        check(
            "Disposición transitoria segunda del Código Civil",
            "boe",
            "articulo=disposición transitoria segunda",
        );
        check(
            "DA 3.ª LEC",
            "boe",
            "articulo=disposición adicional tercera;norma_id=BOE-A-2000-323",
        );
        check(
            "DT 1.ª.2 LAU",
            "boe",
            "articulo=disposición transitoria primera;apartado=2",
        );
        check(
            "los artículos 1101 y siguientes del Código Civil",
            "boe",
            "articulo=1101;n=1",
        );
        check(
            "art. 218.2 de la L.E.C.",
            "boe",
            "norma_id=BOE-A-2000-323;apartado=2",
        );
        check("Arts. 1.261 y 1.262 CC", "boe", "articulo=1262;n=2");
        // A bare item after an apartado continues the same article when it comes just after
        // it and is below the article's number; otherwise it is another article.
        check("el art. 153.1 y 3 CP", "boe", "articulo=153;apartado=3;n=2");
        check(
            "art. 153, apdos. 1 y 3, CP",
            "boe",
            "articulo=153;apartado=3;n=2",
        );
        check(
            "los arts. 57.1 y 2 y 48.2 CP",
            "boe",
            "articulo=57;apartado=2;n=3",
        );
        check(
            "los arts. 57.1 y 2 y 48.2 CP",
            "boe",
            "articulo=48;apartado=2;n=3",
        );
        check("arts. 24.1 y 2 CE", "boe", "articulo=24;apartado=2;n=2");
        check(
            "arts. 9.3 y 14 CE",
            "boe",
            "articulo=14;absent=apartado;n=2",
        );
        check(
            "arts. 5.1 y 6 RGPD",
            "eurlex",
            "articulo=6;absent=apartado;n=2",
        );
        check(
            "arts. 120.3 y 24 CE",
            "boe",
            "articulo=24;absent=apartado;n=2",
        );
        check(
            "arts. 390.1.1.º y 2.º CP",
            "boe",
            "articulo=390;apartado=1.2.º;n=2",
        );
        check(
            "art. 21.4.ª y 7.ª CP",
            "boe",
            "articulo=21;apartado=7.ª;n=2",
        );
        check(
            "artículos 847.1.a).1.º, 849.1.º y 2.º y 852 de la Ley de Enjuiciamiento Criminal",
            "boe",
            "articulo=847;apartado=1.a).1.º;norma_id=BOE-A-1882-6036;n=4",
        );
        check(
            "artículos 847.1.a).1.º, 849.1.º y 2.º y 852 de la Ley de Enjuiciamiento Criminal",
            "boe",
            "articulo=849;apartado=2.º;norma_id=BOE-A-1882-6036;n=4",
        );
        // Pinpoints written before the article.
        check(
            "los números 4.º y 7.º del art. 21 CP",
            "boe",
            "articulo=21;apartado=7.º;n=2",
        );
        check(
            "la regla 6.ª del art. 66.1 CP",
            "boe",
            "articulo=66;apartado=1.6.ª;n=1",
        );
        check(
            "el ordinal 4.º del art. 148 CP",
            "boe",
            "articulo=148;apartado=4.º;n=1",
        );
        check(
            "las letras a), b), c), f) y k) del artículo 83.2 RGPD",
            "eurlex",
            "articulo=83;apartado=2.k);n=5",
        );
        check(
            "los apartados 5 y 6 del artículo 10 de la Ley General de Sanidad",
            "boe",
            "articulo=10;apartado=6;norma_id=BOE-A-1986-10499;n=2",
        );
        // `la misma Ley` is a Spanish law, not the directive named since.
        check(
            "el art. 25 de la Ley 4/2015 y el artículo 22 de la Directiva 2012/29/UE. Ni el art. 24 de la misma Ley",
            "boe",
            "articulo=24;norma_id=BOE-A-2015-4606",
        );
        // `la Ley rituaria`, `la Ley procesal`: the procedural law of the brief, else the LEC.
        check(
            "conforme al art. 557.1.7.ª de la Ley rituaria",
            "boe",
            "articulo=557;apartado=1.7.ª;norma_id=BOE-A-2000-323",
        );
        check(
            "el art. 14 LECrim y el art. 790 de la Ley procesal",
            "boe",
            "articulo=790;norma_id=BOE-A-1882-6036",
        );
        check(
            "el art. 24 LJCA y el art. 250.1.1.º de la Ley procesal civil",
            "boe",
            "articulo=250;norma_id=BOE-A-2000-323",
        );
        // A bare article cited before in the paragraph with its norm is the same one, even
        // when another norm was named since.
        check(
            "del artículo 5.1.a) RGPD. El art. 27.1 LRJSP exige. Confundir la lealtad del art. 5.1.a) con otra cosa.",
            "eurlex",
            "articulo=5;apartado=1.a);n=3;texto=art. 5.1.a)",
        );
        check(
            "el art. 148.1.º CP y el art. 14 CE. Ni el delito del art. 148.1.º es aplicable",
            "boe",
            "texto=art. 148.1.º;norma_id=BOE-A-1995-25444;n=3",
        );
        // A known abbreviation with one letter left out, added or swapped: the norm it nearly
        // names, with a warning.
        check(
            "según el art. 89.5 TRLGCU",
            "boe",
            "norma=TRLGCU;norma_id=BOE-A-2007-20555;aviso=se entiende TRLGDCU",
        );
        check(
            "el art. 28.1 LRJPS",
            "boe",
            "norma_id=BOE-A-2015-10566;aviso=«LRJPS» no corresponde",
        );
        check(
            "el art. 76.2.b) LOPGDD",
            "boe",
            "norma_id=BOE-A-2018-16673;apartado=2.b)",
        );
        check(
            "la disposición adicional cuarta, apartado 5, de la LJCA",
            "boe",
            "articulo=disposición adicional cuarta;apartado=5;norma_id=BOE-A-1998-16718",
        );
        check(
            "La Constitución, en su artículo 14, garantiza",
            "boe",
            "articulo=14;norma_id=BOE-A-1978-31229",
        );
        check(
            "la CONSTITUCIÓN ESPAÑOLA, en su artículo 24.2",
            "boe",
            "articulo=24;apartado=2;norma_id=BOE-A-1978-31229",
        );
        // The norm a back-reference named is the one `su art.` speaks of next.
        check(
            "el art. 83 TRLGDCU; ese régimen transpone el art. 3, apartado 1, de la Directiva 93/13/CEE, y la valoración debe hacerse, según su art. 4.1, con cuidado",
            "eurlex",
            "texto=art. 4.1;numero_acto=93/13;articulo=4;apartado=1",
        );
        check(
            "el art. 34.1 LRJSP dice algo, y el apdo. 3 del mismo artículo añade otra cosa",
            "boe",
            "texto=apdo. 3 del mismo artículo;articulo=34;apartado=3",
        );
        // A directive repealed in another's title is not the one `la Directiva` names next.
        check(
            "los artículos 67.1 de la Directiva 2014/24/UE del Parlamento Europeo y del Consejo, de 26 de febrero de 2014, sobre contratación pública y por la que se deroga la Directiva 2004/18/CE, y deben interpretarse. Luego el art. 67, apartados 2 y 4, de la Directiva dice",
            "eurlex",
            "texto=art. 67, apartados 2 y 4, de la Directiva;numero_acto=2014/24;apartado=4",
        );
        // Recitals of EU acts, cited like articles; not of Spanish laws.
        check(
            "según el considerando 47 del RGPD, el interés",
            "eurlex",
            "articulo=considerando 47;numero_acto=2016/679",
        );
        check(
            "la Directiva 2014/24/UE, de 26 de febrero de 2014, y su considerando 90, según el cual",
            "eurlex",
            "articulo=considerando 90;numero_acto=2014/24",
        );
        check(
            "el considerando 3 de la Ley 1/2000 dice",
            "boe",
            "absent=articulo;norma_id=BOE-A-2000-323;n=1",
        );
        // Trailing pinpoints in any order, and after the norm.
        check(
            "el artículo 104, letras c) y d), LRJS exige",
            "boe",
            "articulo=104;apartado=d);norma_id=BOE-A-2011-15936;n=2",
        );
        check(
            "el art. 53.4, párr. segundo, letra b), ET",
            "boe",
            "articulo=53;apartado=4.b);norma_id=BOE-A-2015-11430;n=1",
        );
        check(
            "el art. 770, regla 4.ª, de la Ley de Enjuiciamiento Civil",
            "boe",
            "articulo=770;apartado=4.ª;norma_id=BOE-A-2000-323",
        );
        check(
            "el artículo 145 LCSP, en sus apartados 1 y 2, dice",
            "boe",
            "articulo=145;apartado=2;norma_id=BOE-A-2017-12902;n=2",
        );
        check(
            "arts. 90.1.b bis) y 94 bis CC",
            "boe",
            "articulo=90;apartado=1.b bis);n=2",
        );
        check(
            "arts. 90.1.b bis) y 94 bis CC",
            "boe",
            "articulo=94 bis;n=2",
        );
        // `cuyo apartado 3`, `en su apartado 1, letra a)`: the article cited just before.
        check(
            "el artículo 8 CDFUE, cuyo apartado 3 añade",
            "eurlex",
            "articulo=8;apartado=3;n=2",
        );
        check(
            "El artículo 24 LCCI regula el vencimiento. Dicho precepto exige, en su apartado 1, letra a), que",
            "boe",
            "articulo=24;apartado=1.a);norma_id=BOE-A-2019-3814;n=2",
        );
        // `el apartado N` of the article cited just before in the paragraph; not when it is
        // followed by what it belongs to, nor after a judgment.
        check(
            "El artículo 149 LCSP regula las ofertas. El apartado 1 dice una cosa; el apartado 2.b) otra; y el apartado 6 la tercera.",
            "boe",
            "texto=apartado 6;articulo=149;apartado=6;n=4",
        );
        check(
            "el art. 6 de la Directiva 93/13, según la sentencia Aziz, en su apartado 45, dice",
            "eurlex",
            "articulo=6;n=1",
        );
        check(
            "el art. 4 de la Directiva 93/13. El apartado 3 de la cláusula quinta fija el índice",
            "eurlex",
            "articulo=4;n=1",
        );
        // `El citado Real Decreto …, en su artículo 85`: the back-reference names the norm.
        check(
            "el Reglamento aprobado por el Real Decreto 1098/2001, de 12 de octubre (RGLCAP). Y la Directiva 2014/24/UE lo dice. El citado Real Decreto contenía ya, en su artículo 85, los criterios",
            "boe",
            "articulo=85;norma_id=BOE-A-2001-19995",
        );
        check(
            "el art. 56.2 del RD Legislativo 2/2015 establece",
            "boe",
            "articulo=56;apartado=2;norma_id=BOE-A-2015-11430",
        );
        check(
            "la Ley Orgánica 8/2021, de 4 de junio, de protección integral a la infancia",
            "boe",
            "norma_id=BOE-A-2021-9347",
        );
        // A date wrong in the day or the month only: the norm, with a warning; wrong in both,
        // maybe a regional law of the same number: no id.
        check(
            "los artículos 178 a 180 de la Ley 58/2003, de 17 de noviembre, General Tributaria",
            "boe",
            "articulo=180;norma_id=BOE-A-2003-23186;fecha_norma=2003-11-17;aviso=la fecha escrita;n=3",
        );
        check(
            "la Ley 1/2013, de 3 de junio, de Andalucía, art. 5",
            "boe",
            "articulo=5;absent=norma_id",
        );
        // A standalone `la Ley procesal` makes the procedural law the topic.
        check(
            "el art. 24 LOPJ. Pero la Ley procesal solo contiene, en su art. 43 bis.1, la regla",
            "boe",
            "articulo=43 bis;apartado=1;norma_id=BOE-A-2000-323",
        );
        check(
            "El artículo 6 del Reglamento del Impuesto sobre la Renta de las Personas Físicas",
            "boe",
            "articulo=6;norma_id=BOE-A-2007-6820",
        );
        // A rank written wrong, with the number and date of a norm of the table.
        check(
            "la Ley Orgánica 15/2022, de 12 de julio, integral para la igualdad de trato, en su art. 2.1",
            "boe",
            "articulo=2;norma_id=BOE-A-2022-11589;aviso=se cita como Ley Orgánica",
        );
        // Two neighbouring letters swapped in a four-letter abbreviation.
        check(
            "art. 130.1 LJAC",
            "boe",
            "norma_id=BOE-A-1998-16718;apartado=1",
        );
        check(
            "el artículo 85 del Reglamento general de la Ley de Contratos de las Administraciones Públicas",
            "boe",
            "articulo=85;norma_id=BOE-A-2001-19995",
        );
        // Norms added to the table.
        check(
            "art. 4.1 de la Ley 41/2002, de 14 de noviembre",
            "boe",
            "norma_id=BOE-A-2002-22188",
        );
        check(
            "el art. 25 de la Ley 4/2015, de 27 de abril, del Estatuto de la víctima del delito",
            "boe",
            "norma_id=BOE-A-2015-4606",
        );
        check(
            "art. 36 de la Ley Orgánica 4/2015",
            "boe",
            "norma_id=BOE-A-2015-3442",
        );
        check(
            "art. 3 de la Ley 1/2013, de 14 de mayo",
            "boe",
            "norma_id=BOE-A-2013-5073",
        );
        check(
            "la Ley 35/2015, de 22 de septiembre",
            "boe",
            "norma_id=BOE-A-2015-10197",
        );
    });
}

// ---------------------------------------------------------------- doctrina

#[test]
fn doctrine_forms() {
    table(|| {
        // A journal no list knows, by its issue.
        check(
            "Sobre el tema, FERNÁNDEZ MASIÁ, E., «El acogimiento transfronterizo como medida de protección del menor en la Unión Europea», *Bitácora Millennium DIPr*, núm. 19, 2024.",
            "doctrina",
            "autor=FERNÁNDEZ MASIÁ, E.;revista=Bitácora Millennium DIPr;numero=19",
        );
        check(
            "GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T.R., Curso de Derecho Administrativo, tomo I, 19.ª ed., Civitas, Cizur Menor, 2020, págs. 45 y ss.",
            "doctrina",
            "autor=GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T.R.;obra=Curso de Derecho Administrativo;pagina=45;volumen=I",
        );
        check(
            "ROJO FERNÁNDEZ-RÍO, Á. y BELTRÁN SÁNCHEZ, E. (dirs.), *Comentario de la Ley Concursal*, tomo II, Civitas, Madrid, 2004, p. 1.745;",
            "doctrina",
            "n=1;autor=ROJO FERNÁNDEZ-RÍO, Á. y BELTRÁN SÁNCHEZ, E.;pagina=1.745;volumen=II",
        );
        check(
            "PULGAR EZQUERRA, J., *Manual de Derecho concursal*, 3.ª ed., La Ley, Madrid, 2021, pp. 520-528.",
            "doctrina",
            "n=1;editorial=La Ley;lugar=Madrid;pagina=520-528",
        );
        check(
            "(1) NIEVA FENOLL, J., La valoración de la prueba, Marcial Pons, Madrid, 2010, pp. 70-75.\n(3) NIEVA FENOLL, op. cit., p. 112. En igual sentido, ibid., p. 118.",
            "doctrina",
            "n=3;autor=NIEVA FENOLL, J.;obra=La valoración de la prueba;pagina=112",
        );
        check(
            "(1) NIEVA FENOLL, J., La valoración de la prueba, Marcial Pons, Madrid, 2010, pp. 70-75.\n(3) NIEVA FENOLL, op. cit., p. 112. En igual sentido, ibid., p. 118.",
            "doctrina",
            "autor=NIEVA FENOLL, J.;obra=La valoración de la prueba;pagina=118",
        );
        check(
            "[^1]: TRONCOSO REIGADA, A., «La publicidad de los deudores», Revista Española de Derecho Financiero, vol. 198, n.º 2, 2023, pp. 77-110.\n[^2]: PIÑAR MAÑAS, J. L. (dir.), *Reglamento general de protección de datos*, Reus, Madrid, 2016, pp. 135-160; TRONCOSO REIGADA, op. cit.,\np. 95; e ibid., p. 101.",
            "doctrina",
            "n=4;autor=TRONCOSO REIGADA, A.;pagina=101",
        );
        check(
            "DÍEZ-PICAZO, L., Fundamentos del Derecho civil patrimonial, Civitas, Madrid, 2008, p. 48. Ibídem, pág. 50.",
            "doctrina",
            "n=2;autor=DÍEZ-PICAZO, L.;pagina=50",
        );
        check(
            "LACRUZ BERDEJO, J. L., Elementos de Derecho civil, tomo V, Dykinson, Madrid, 2016, p. 415.\n(3) LACRUZ BERDEJO, J. L., op. cit., p. 420",
            "doctrina",
            "n=2;obra=Elementos de Derecho civil;pagina=420",
        );
        check(
            "[^4]: GARCÍA RUBIO, M. P., «La persona en el Derecho civil», Revista de Derecho Civil, vol. V, núm. 3, 2018, pp. 1-40.",
            "doctrina",
            "revista=Revista de Derecho Civil;volumen=V;numero=3;pagina=1-40",
        );
        check(
            "Cfr. YZQUIERDO TOLSADA, M., Responsabilidad civil extracontractual, 6.ª ed., Dykinson, Madrid, 2020, pág. 245.",
            "doctrina",
            "editorial=Dykinson;pagina=245",
        );
        check(
            "ATAZ LÓPEZ, J., \"Las referencias jurisprudenciales\", en Aranzadi Civil, n.º 2, 2015, p. 9.",
            "doctrina",
            "revista=Aranzadi Civil;obra=Las referencias jurisprudenciales",
        );
        check(
            "DE CASTRO Y BRAVO, F., El negocio jurídico, Civitas, Madrid, 1985, p. 33.",
            "doctrina",
            "autor=DE CASTRO Y BRAVO, F.;año=1985",
        );
        check(
            "LACRUZ BERDEJO, J. L. et al., Elementos de Derecho Civil II, Dykinson, Madrid, 2011, p. 50.",
            "doctrina",
            "autor=LACRUZ BERDEJO, J. L. et al.",
        );
        check(
            "DÍEZ-PICAZO, L., Fundamentos del Derecho civil patrimonial, Civitas, Madrid, 2008, p. 123.",
            "doctrina",
            "autor=DÍEZ-PICAZO, L.;obra=Fundamentos del Derecho civil patrimonial;editorial=Civitas;lugar=Madrid;año=2008;pagina=123",
        );
        check(
            "DÍEZ-PICAZO, L. y GULLÓN, A., Sistema de Derecho civil, vol. II, Tecnos, Madrid, 2016, pp. 207-209.",
            "doctrina",
            "autor=DÍEZ-PICAZO, L. y GULLÓN, A.;volumen=II;pagina=207-209",
        );
        check(
            "ALBALADEJO, M., Derecho civil, tomo I, 18.ª ed., Edisofer, Madrid, 2009, pág. 45.",
            "doctrina",
            "pagina=45;año=2009",
        );
        check(
            "PANTALEÓN PRIETO, F., «Cómo repensar la responsabilidad civil extracontractual», Anuario de la Facultad de Derecho de la UAM, núm. 4, 2000, pp. 167-191.",
            "doctrina",
            "obra=Cómo repensar la responsabilidad civil extracontractual;numero=4;pagina=167-191",
        );
        check(
            "CARRASCO PERERA, Á., «La cláusula suelo», en Revista CESCO de Derecho de Consumo, n.º 8, 2013, p. 12.",
            "doctrina",
            "revista=Revista CESCO de Derecho de Consumo;pagina=12",
        );
        check(
            "GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T. R., Curso de Derecho Administrativo, Civitas, Cizur Menor, 2020, p. 615.",
            "doctrina",
            "lugar=Cizur Menor;pagina=615",
        );
        check(
            "MONTERO AROCA, J. (dir.), Derecho jurisdiccional II, Tirant lo Blanch, Valencia, 2019, p. 301.",
            "doctrina",
            "editorial=Tirant lo Blanch;lugar=Valencia;autor=MONTERO AROCA, J.",
        );
        check(
            "Díez-Picazo, L., Fundamentos del Derecho civil patrimonial, Civitas, Madrid, 2008, p. 123.",
            "doctrina",
            "año=2008;pagina=123",
        );
        check(
            "CRUZ VILLALÓN, J., Compendio de Derecho del Trabajo, 15.ª ed., Tecnos, Madrid, 2022, pp. 80 y ss.",
            "doctrina",
            "pagina=80",
        );
        check(
            "LASARTE, C., Principios de Derecho civil, Marcial Pons, Madrid, 2021, p. 33.",
            "doctrina",
            "editorial=Marcial Pons",
        );
    });
}

// ---------------------------------------------------------------- eighth held-out round

#[test]
fn lettered_articles_clauses_spelled_dates_and_demonstrative_back_references() {
    table(|| {
        // The lettered articles of the LECrim (`588 bis a` to `588 octies`), with apartados.
        check(
            "art. 588 sexies c.4 LECrim",
            "boe",
            "articulo=588 sexies c;apartado=4;norma_id=BOE-A-1882-6036;n=1",
        );
        check(
            "el art. 588 bis c.3, letras c) y e), LECrim",
            "boe",
            "articulo=588 bis c;apartado=3.e);norma_id=BOE-A-1882-6036;n=2",
        );
        check(
            "el art. 588 bis c.3.b) LECrim",
            "boe",
            "articulo=588 bis c;apartado=3.b);norma_id=BOE-A-1882-6036;n=1",
        );
        check(
            "en línea con el art. 588 sexies c) de la Ley de Enjuiciamiento Criminal",
            "boe",
            "articulo=588 sexies c;absent=apartado;norma_id=BOE-A-1882-6036;n=1",
        );
        // Elsewhere a letter in parentheses stays an apartado.
        check(
            "el art. 20 bis a) LGT",
            "boe",
            "articulo=20 bis;apartado=a);n=1",
        );
        // Clauses of the framework agreements annexed to directives.
        check(
            "La cláusula 5.2 del Acuerdo marco sobre el trabajo de duración determinada obliga",
            "eurlex",
            "articulo=cláusula 5;apartado=2;numero_acto=1999/70;celex=31999L0070;n=1",
        );
        check(
            "la cláusula 5, apartado 1, letra a), del Acuerdo marco, que figura en el anexo de la Directiva 1999/70/CE",
            "eurlex",
            "articulo=cláusula 5;apartado=1.a);numero_acto=1999/70;n=1",
        );
        check(
            "La Directiva 1999/70/CE del Consejo, en su cláusula 1, letra b), dice",
            "eurlex",
            "articulo=cláusula 1;apartado=b);numero_acto=1999/70",
        );
        check(
            "la cláusula 4 del Acuerdo marco sobre el trabajo a tiempo parcial",
            "eurlex",
            "articulo=cláusula 4;numero_acto=97/81;celex=31997L0081;n=1",
        );
        // Demonstratives, ordinals before a directive, `texto legal`, `citado Real Decreto`.
        check(
            "La Directiva (UE) 2017/1132 regula la materia. El art. 68 de esa Directiva exige publicidad.",
            "eurlex",
            "texto=art. 68 de esa Directiva;articulo=68;numero_acto=2017/1132",
        );
        check(
            "el art. 29 de la Segunda Directiva 77/91/CEE del Consejo, de 13 de diciembre de 1976",
            "eurlex",
            "articulo=29;numero_acto=77/91;celex=31977L0091;n=1",
        );
        check(
            "el art. 264.1 del Código Penal; la Directiva (UE) 2016/680 dice. El art. 6.1 del mismo texto legal.",
            "boe",
            "texto=art. 6.1 del mismo texto legal;articulo=6;norma_id=BOE-A-1995-25444",
        );
        check(
            "el art. 1902 del Código Civil y el Real Decreto 1784/1996. Los artículos 155 y 156 del citado Real Decreto.",
            "boe",
            "articulo=156;numero=1784/1996;norma_id=BOE-A-1996-17533",
        );
        // The decree that approved a named norm is the same citation.
        check(
            "el artículo 378 del Reglamento del Registro Mercantil, aprobado por Real Decreto 1784/1996, de 19 de julio.",
            "boe",
            "articulo=378;norma_id=BOE-A-1996-17533;n=1",
        );
        check(
            "el art. 190 del texto refundido de la Ley de Sociedades de Capital, aprobado por Real Decreto Legislativo 1/2010, de 2 de julio, dice",
            "boe",
            "articulo=190;norma_id=BOE-A-2010-10544;n=1",
        );
        // Dates with the day and the year in words.
        check(
            "la Sentencia de la Sección 28.ª de la Audiencia Provincial de Madrid de veintidós de noviembre de dos mil diecinueve",
            "cendoj",
            "tipo=SAP;seccion=28;fecha=2019-11-22",
        );
        check(
            "la STC 232/2015, de cinco de noviembre, FJ 5.º",
            "tc",
            "numero=232/2015;fecha=2015-11-05;fundamento=FJ 5",
        );
        check(
            "la STS de primero de marzo de mil novecientos noventa y nueve",
            "cendoj",
            "tipo=STS;fecha=1999-03-01",
        );
        check(
            "la STS de treinta y uno de enero de 2020",
            "cendoj",
            "tipo=STS;fecha=2020-01-31",
        );
        // Ninth round: chambers, emphasis, further judgments by date, bare kinds, asides.
        check(
            "y la STSJ Madrid (Social, Sección 1.ª) 412/2022, de 6 de mayo (rec. 1180/2021).",
            "cendoj",
            "tipo=STSJ;organo=TSJ Madrid;sala=Social;seccion=1;numero=412/2022;recurso=1180/2021",
        );
        check(
            "citan la conocida **STS 116/2017, de 23 de febrero** (Roj: STS 471/2017 - ECLI:ES:TS:2017:471), dictada",
            "cendoj",
            "numero=116/2017;roj=STS 471/2017;ecli=ECLI:ES:TS:2017:471;n=1",
        );
        check(
            "la Sala Segunda del Tribunal Supremo, en su sentencia de Pleno 489/2018, de 23 de octubre, insistió",
            "cendoj",
            "tipo=STS;numero=489/2018;fecha=2018-10-23",
        );
        check(
            "la STSJ de Murcia de 12 de mayo de 2022 (Sección 2.ª, rec. 245/2020) y en la de 3 de febrero de 2023 (rec. 97/2021), con cita",
            "cendoj",
            "tipo=STSJ;fecha=2023-02-03;recurso=97/2021;n=2",
        );
        check(
            "el Estatuto de los Trabajadores dice mucho. Pidió la concreción del art. 37.6 y 7 del Estatuto (documento n.º 8). El",
            "boe",
            "articulo=37;apartado=7;norma_id=BOE-A-2015-11430;n=2",
        );
        check(
            "el TRLGDCU dice. Luego el art. 82.1 del texto refundido. Por ello",
            "boe",
            "texto=art. 82.1 del texto refundido;articulo=82;norma_id=BOE-A-2007-20555",
        );
        check(
            "el art. 10 de la Directiva 2000/78/CE y en el considerando 31 de ésta)",
            "eurlex",
            "articulo=considerando 31;numero_acto=2000/78",
        );
        // An article named as what amended another is an aside for `su apartado`.
        check(
            "La disposición adicional decimoséptima del TREBEP, introducida por el art. 1 de la Ley 20/2021, establece en su apartado 1 que",
            "boe",
            "texto=apartado 1;articulo=disposición adicional decimoséptima;apartado=1;norma_id=BOE-A-2015-11719",
        );
        check(
            "la STS 12/2020, de 3 de marzo, la declaró nula de pleno derecho",
            "cendoj",
            "absent=sala;numero=12/2020;n=1",
        );
        // Tenth round: word apartados of the VAT law, the customs code, pinpoints after the
        // norm with a letter, the decree that approved a texto refundido, an article named
        // after `del artículo`.
        check(
            "el art. 94.Uno.1.º.b) LIVA",
            "boe",
            "articulo=94;apartado=Uno.1.º.b);norma_id=BOE-A-1992-28740;n=1",
        );
        check(
            "art. 92.Uno.2.º de la Ley del IVA",
            "boe",
            "articulo=92;apartado=Uno.2.º;norma_id=BOE-A-1992-28740;n=1",
        );
        check(
            "art. 79.1 CAU y el art. 103 del Código Aduanero de la Unión",
            "eurlex",
            "articulo=103;numero_acto=952/2013;celex=32013R0952;n=2",
        );
        check(
            "el artículo 26 LGT, en sus apartados 1 y 2.a), dice",
            "boe",
            "articulo=26;apartado=2.a);norma_id=BOE-A-2003-23186;n=2",
        );
        check(
            "los artículos 1 y 7 del texto refundido aprobado por el Real Decreto Legislativo 8/2004, de 29 de octubre",
            "boe",
            "articulo=7;norma_id=BOE-A-2004-18911;n=2",
        );
        check(
            "el art. 14 TRLTSV y el apartado 8.º del artículo 20 de la Ley 50/1980",
            "boe",
            "articulo=20;apartado=8.º;norma_id=BOE-A-1980-22501;n=2",
        );
        check(
            "el art. 83 RGPD dice; el apartado 2 del mismo artículo 83 añade",
            "eurlex",
            "texto=apartado 2 del mismo artículo;articulo=83;apartado=2",
        );
        check(
            "el art. 23.1 RGC",
            "boe",
            "articulo=23;apartado=1;norma_id=BOE-A-2003-23514;n=1",
        );
        check_none("el art. 5. Dos cuestiones quedan");
        // Not citations: a contract's clause, a procurement framework agreement, `ese modo`.
        check_none("el TEDH en el caso de autos no se pronunció");
        check_none("la cláusula tercera del contrato y la cláusula 5 del acuerdo marco de obras");
        check_none("la cláusula 4.2 del Acuerdo Marco de suministro de energía");
        check_none("la cláusula 3 del Acuerdo Marco 12/2020 de servicios");
        check_none("la cláusula 7 del contrato de arrendamiento");
    });
}

// ---------------------------------------------------------------- quotes

#[test]
fn doctrine_chapters_journals_pinpoints_and_titles_naming_norms() {
    table(|| {
        // An `op. cit.` with no author takes the work cited before it in the same note; with
        // an author the pattern reads (`et al.`), that author's.
        check(
            "[^3]: NIETO GARCÍA, A., *Derecho administrativo sancionador*, 5.ª ed., Tecnos, Madrid, 2012, p. 219; y, sobre la triple identidad en el *non bis in idem*, op. cit., pp. 473-480.",
            "doctrina",
            "autor=NIETO GARCÍA, A.;pagina=473-480;n=2",
        );
        check(
            "CARRASCO PERERA, Á., *Derecho de la construcción*, Aranzadi, 2012, p. 3; y CORDERO LOBATO, E., *Responsabilidad civil*, Aranzadi, 2011, p. 9; CARRASCO PERERA et al., op. cit., p. 420, que",
            "doctrina",
            "autor=CARRASCO PERERA, Á.;pagina=420;n=3",
        );
        // A chapter in a collective work: the publisher is the book's, not its title.
        check(
            "[^1]: MARÍN LÓPEZ, M. J., «El vencimiento anticipado del préstamo hipotecario (art. 24)», en CARRASCO PERERA, Á. (dir.), Comentario a la Ley de Contratos de Crédito Inmobiliario, Aranzadi, Cizur Menor, 2019, pp. 455-498.",
            "doctrina",
            "autor=MARÍN LÓPEZ, M. J.;editorial=Aranzadi;lugar=Cizur Menor;pagina=455-498;n=1",
        );
        // A journal named right after an article's title; the page pointed to in a range.
        check(
            "VICANDI MARTÍNEZ, A., «La pérdida de oportunidad en la responsabilidad civil sanitaria», Derecho y Salud, vol. 24, núm. 1, 2014, pp. 57-74, esp. p. 65.",
            "doctrina",
            "revista=Derecho y Salud;volumen=24;numero=1;pagina=65",
        );
        check(
            "Lo explica VICANDI MARTÍNEZ, A., «La pérdida de oportunidad», *Derecho y Salud*, vol. 24, núm. 1, 2014, pp. 57-74.",
            "doctrina",
            "revista=Derecho y Salud;pagina=57-74",
        );
        // `op. cit.` with the title's first words picks that work among the author's.
        check(
            "[^1]: GIMENO FELIU, J. M., *La nueva contratación pública europea y su incidencia en la legislación española*, Civitas, Cizur Menor, 2014, p. 45.\n\n[^2]: GIMENO FELIU, J. M. (dir.), *Observatorio de los contratos públicos 2018*, Aranzadi, Cizur Menor, 2019, p. 12.\n\n[^3]: GIMENO FELIU, J. M., *La nueva contratación pública europea…*, op. cit., p. 287.",
            "doctrina",
            "obra=La nueva contratación pública europea y su incidencia en la legislación española;pagina=287;n=3",
        );
        // `op. cit.` after two surnames without initials.
        check(
            "[^1]: CRESPO ALLUÉ, F. y GUILARTE GUTIÉRREZ, V., *Comentarios a la Ley de Arrendamientos Urbanos*, Lex Nova, Valladolid, 2014, p. 99.\n\n[^2]: CRESPO ALLUÉ y GUILARTE GUTIÉRREZ, op. cit., p. 130.",
            "doctrina",
            "obra=Comentarios a la Ley de Arrendamientos Urbanos;pagina=130;n=2",
        );
        // A norm named in a book's title is part of the title, not a citation.
        check(
            "SÁNCHEZ CARO, J. y ABELLÁN, F., *Derechos y deberes de los pacientes (Ley 41/2002, de 14 de noviembre: consentimiento informado)*, Comares, Granada, 2003, pp. 41-44.",
            "doctrina",
            "autor=SÁNCHEZ CARO, J. y ABELLÁN, F.;editorial=Comares;n=1",
        );
    });
}

#[test]
fn quotes_attach_to_their_citation() {
    table(|| {
        check(
            "arts. 1 y 5 de la Ley 7/1998, que solo escapa al control si está redactada «de manera clara y comprensible» (art. 4, apartado 2, de la Directiva 93/13/CEE).",
            "eurlex",
            "articulo=4;apartado=2;literal=de manera clara y comprensible",
        );
        check(
            "Y el Tribunal de Justicia, en la sentencia Vnuk (C-162/13, de 4 de septiembre de 2014), interpretó el concepto de «circulación de vehículos» del art. 3 de la Directiva 2009/103/CE.",
            "eurlex",
            "articulo=3;numero_acto=2009/103;literal=circulación de vehículos",
        );
        check(
            "Y el Tribunal de Justicia, en la sentencia Vnuk (C-162/13, de 4 de septiembre de 2014), interpretó el concepto de «circulación de vehículos» del art. 3 de la Directiva 2009/103/CE.",
            "eurlex",
            "asunto=C-162/13;nombre_caso=Vnuk;tipo=sentencia;fecha=2014-09-04;absent=literal",
        );
        check(
            "La STS 146/2025, de 20 de febrero (ECLI:ES:TS:2025:812), con cita de la STS (Sala 2.ª) de 7 de noviembre de 2019 (rec.\n10234/2019), afirma que \"la prueba indiciaria no puede construirse sobre meras sospechas\".",
            "cendoj",
            "numero=146/2025;literal=la prueba indiciaria no puede construirse sobre meras sospechas",
        );
        check(
            "La STS 146/2025, de 20 de febrero, con cita de la STS (Sala 2.ª) de 7 de noviembre de 2019, afirma que \"la prueba indiciaria no puede construirse sobre meras sospechas\".",
            "cendoj",
            "fecha=2019-11-07;absent=literal",
        );
        check(
            "El artículo 1902 CC establece que «el que por acción u omisión causa daño a otro» debe repararlo.",
            "boe",
            "literal=el que por acción u omisión causa daño a otro",
        );
        check(
            "Como declaró la STS 241/2013, de 9 de mayo: «la transparencia es un control de comprensibilidad real».",
            "cendoj",
            "literal=la transparencia es un control de comprensibilidad real",
        );
        check(
            "«El derecho a la tutela judicial efectiva no comprende la obtención de una resolución favorable» (STC 31/2010, FJ 5).",
            "tc",
            "literal=El derecho a la tutela judicial efectiva no comprende la obtención de una resolución favorable",
        );
        check(
            "La STC 11/1981 dijo que “el derecho de huelga es un derecho subjetivo”.",
            "tc",
            "literal=el derecho de huelga es un derecho subjetivo",
        );
        check(
            "El art. 7 CC exige \"buena fe en el ejercicio de los derechos\".",
            "boe",
            "literal=buena fe en el ejercicio de los derechos",
        );
        check(
            "El art. 7 CC exige buena fe. Otro autor dijo «esto no es de la norma citada».",
            "boe",
            "absent=literal",
        );
        check(
            "El Tribunal dijo «la carga de la prueba incumbe al actor»[^1].\n\n[^1]: STS 100/2020, de 3 de marzo.",
            "cendoj",
            "literal=la carga de la prueba incumbe al actor;numero=100/2020",
        );
        // A period after a title (`Sr.`) ends no sentence.
        check(
            "El art. 5.a) ET obligaba al Sr. Bellver a cumplir sus obligaciones «de conformidad con las reglas de la buena fe y diligencia», como es sabido.",
            "boe",
            "articulo=5;literal=de conformidad con las reglas de la buena fe y diligencia",
        );
        // A citation set aside in parentheses does not own the quote after it.
        check(
            "La STS 769/2014, de 12 de enero de 2015, interpretó el precepto conforme a la realidad social (art. 3.1 CC) y declaró que la consumación «no puede quedar fijada antes de que el cliente haya podido conocer el error».",
            "cendoj",
            "numero=769/2014;literal=no puede quedar fijada antes de que el cliente haya podido conocer el error",
        );
        check(
            "La STS 769/2014, de 12 de enero de 2015, interpretó el precepto conforme a la realidad social (art. 3.1 CC) y declaró que la consumación «no puede quedar fijada antes de que el cliente haya podido conocer el error».",
            "boe",
            "articulo=3;absent=literal",
        );
        // Nor one set aside between commas.
        check(
            "El párrafo segundo del art. 128 TRLGDCU, de acuerdo con el art. 13 de la Directiva 85/374/CEE, deja a salvo las acciones de responsabilidad «incluidos los daños morales de todo tipo».",
            "boe",
            "articulo=128;literal=incluidos los daños morales de todo tipo",
        );
        // Unless what follows speaks of it (`según la cual`).
        check(
            "Se aplican los artículos 790 a 792 LECrim, conforme a la disposición final primera de la LORPM, según la cual son supletorias las normas procesales, «en particular lo dispuesto para el procedimiento abreviado».",
            "boe",
            "articulo=disposición final primera;literal=en particular lo dispuesto para el procedimiento abreviado",
        );
        // `que confirmó la sentencia …`: the judgment confirmed is only named inside the
        // sentence of the one quoted.
        check(
            "La STS 89/2018, de 19 de febrero, rec. 1388/2015, que confirmó la sentencia de la Audiencia Provincial de León de 4 de febrero de 2015 (rollo 386/2014), declaró que la consumación se produce «en el momento del agotamiento del contrato».",
            "cendoj",
            "numero=89/2018;literal=en el momento del agotamiento del contrato",
        );
        // A term quoted from the provision named right after it.
        check(
            "Pero la «valoración jurídica de los hechos» a la que se refiere el art. 7.3 LORPM incluye las circunstancias modificativas.",
            "boe",
            "articulo=7;literal=valoración jurídica de los hechos",
        );
        // A quote with a pinpoint of its own quotes the judgment named last in its paragraph.
        check(
            "La cuestión quedó resuelta por la sentencia de 5 de marzo de 2015, Boston Scientific Medizintechnik, asuntos acumulados C-503/13 y C-504/13. Dada la vulnerabilidad de los pacientes, «los requisitos de seguridad que pueden esperar son particularmente elevados» (apartado 39).",
            "eurlex",
            "asunto=C-503/13,C-504/13;literal=los requisitos de seguridad que pueden esperar son particularmente elevados",
        );
        // The words a judgment used of the provision it speaks of are the judgment's.
        check(
            "El Tribunal de Justicia declaró en la sentencia de 1 de junio de 1999, *Eco Swiss*, asunto C‑126/97, que el antiguo art. 81 CE —hoy art. 101 TFUE— es una «disposición fundamental indispensable para el cumplimiento de las misiones confiadas a la Comunidad».",
            "eurlex",
            "asunto=C-126/97;literal=disposición fundamental indispensable para el cumplimiento de las misiones confiadas a la Comunidad",
        );
        check(
            "La sentencia de 6 de octubre de 2009, *Asturcom*, asunto C-40/08, apartado 52, calificó el art. 6 de la Directiva 93/13/CEE del Consejo, de 5 de abril de 1993, sobre las cláusulas abusivas en los contratos celebrados con consumidores, como «una norma equivalente a las disposiciones nacionales de orden público».",
            "eurlex",
            "asunto=C-40/08;literal=una norma equivalente a las disposiciones nacionales de orden público",
        );
        // Not the words of the provision itself.
        check(
            "La STS 100/2020, de 3 de marzo, aplicó el art. 1301 CC, que dispone que «la acción de nulidad sólo durará cuatro años».",
            "boe",
            "articulo=1301;literal=la acción de nulidad sólo durará cuatro años",
        );
        // A quote right after a judgment cited inside another is that judgment's.
        check(
            "El ATS de 26 de octubre de 2022, rec. 6004/2022, inadmitió el recurso contra la SAP Asturias 362/2020, de 24 de septiembre, con cita de la STS 102/2017, de 15 de febrero, FD 2.º: «La temeridad se identifica con una negligencia inexcusable».",
            "cendoj",
            "numero=102/2017;literal=La temeridad se identifica con una negligencia inexcusable",
        );
    });
}

// ---------------------------------------------------------------- outside the five sources

#[test]
fn unsupported_authorities_are_listed_apart() {
    table(|| {
        check_unsupported(
            "(1) STEDH (Gran Sala) de 5 de septiembre de 2017, Bărbulescu c. Rumanía, demanda n.º 61496/08, §§ 120-122",
            "tedh",
        );
        check_unsupported(
            "las garantías que fijó el Tribunal Europeo de Derechos Humanos en el caso Bărbulescu, y que",
            "tedh",
        );
        check_unsupported(
            "la Circular de la Fiscalía General del Estado 5/2019, de 6 de marzo, sobre registro de dispositivos",
            "fiscalia",
        );
        check_unsupported("La Circular 5/2019 de la FGE exige que", "fiscalia");
        // Acts of the case: what the brief says of a dated resolution makes it one.
        check_unsupported(
            "Se interpuso recurso de reposición, desestimado por resolución de 4 de febrero de 2025.",
            "acto_administrativo",
        );
        check_unsupported(
            "Interpone recurso contencioso-administrativo contra la Resolución de 4 de febrero de 2025, desestimatoria del recurso de reposición.",
            "acto_administrativo",
        );
        check_unsupported(
            "Por resolución de 14 de noviembre de 2024, notificada el 19 de noviembre, se impuso la multa.",
            "acto_administrativo",
        );
        check_unsupported(
            "se otorgó la licencia mediante Decreto de Alcaldía n.º 1.234/2019, de 3 de octubre",
            "acto_administrativo",
        );
        check_unsupported(
            "El INSS, por resolución de 8 de septiembre de 2025, notificada el 12, denegó el reintegro.",
            "inss",
        );
        check_unsupported(
            "Lo dijo el dictamen 254/13 del Consejo Consultivo de la Comunidad de Madrid, de 19 de junio de 2013.",
            "consejo_consultivo",
        );
        // A dated resolution the brief says nothing of is not listed (it may be the BOE's).
        check_unsupported_count("La Resolución de 14 de marzo de 2020 fija el modelo.", 0);
        // Judgments of foreign courts.
        check_unsupported(
            "Se pide el exequátur de la sentencia dictada el 7 de febrero de 2025 por la High Court of Justice of England and Wales, King's Bench Division.",
            "tribunal_extranjero",
        );
        check_unsupported(
            "Y de la sentencia n.º 1187/2025 del Tribunale ordinario di Bergamo, de 14 de marzo de 2025.",
            "tribunal_extranjero",
        );
        check_unsupported(
            "impuesta por sentencia del Amtsgericht Augsburg (Schöffengericht) de 9 de noviembre de 2022",
            "tribunal_extranjero",
        );
        // A regional government's decree: since 1979 the State's are Reales Decretos.
        check_unsupported(
            "El procedimiento se regula aún en el Decreto 42/2002, de 12 de febrero, del régimen de desamparo, tutela y guarda administrativa.",
            "boletin_autonomico",
        );
        check_unsupported(
            "Se opone a la resolución de 12 de noviembre de 2024, ahora impugnada.",
            "acto_administrativo",
        );
        check_unsupported(
            "el Tribunal Económico-Administrativo Central la desestimó por la resolución de 18 de abril de 2024 aquí impugnada",
            "teac",
        );
        // The covenants of 1966 and the conventions of the United Nations.
        check_unsupported(
            "el art. 14.2 del Pacto Internacional de Derechos Civiles y Políticos, hecho en Nueva York el 19 de diciembre de 1966",
            "tratado_internacional",
        );
        check_unsupported(
            "el art. 11.1 del Pacto Internacional de Derechos Económicos, Sociales y Culturales",
            "tratado_internacional",
        );
        check_unsupported("el art. 15.1 del Pacto de 1966", "tratado_internacional");
        check_unsupported("como garantiza el PIDCP", "tratado_internacional");
        check_unsupported(
            "La Convención de las Naciones Unidas contra la Corrupción, hecha en Nueva York el 31 de octubre de 2003",
            "tratado_internacional",
        );
        check_unsupported_count("El pacto de socios no obliga a la sociedad.", 0);
        // `el Convenio Europeo` for short is the Convention on Human Rights; not the Council
        // of Europe's other conventions.
        check_unsupported("y el art. 7 del Convenio Europeo", "cedh");
        check_unsupported(
            "el artículo 1 del Protocolo Adicional al Convenio Europeo de Derechos Humanos",
            "cedh",
        );
        check_unsupported(
            "el Convenio Europeo de Extradición",
            "tratado_internacional",
        );

        check_unsupported(
            "la Instrucción 3/2006 de la Fiscalía General del Estado, sobre criterios de actuación del Ministerio Fiscal, dice",
            "fiscalia",
        );
        check_unsupported(
            "el art. 2 del Convenio sobre la Ciberdelincuencia hecho en Budapest el 23 de noviembre de 2001",
            "tratado_internacional",
        );
        // A Fiscalía circular is cited authority, but no source here holds it.
        check_unsupported(
            "según la Circular 1/2016 de la Fiscalía General del Estado, sobre la responsabilidad penal de las personas jurídicas.",
            "fiscalia",
        );
        check_unsupported(
            "conforme al Acuerdo del Pleno no jurisdiccional de la Sala Segunda de 23 de enero de 2018, la dispensa",
            "acuerdo_pleno_no_jurisdiccional",
        );
        check_unsupported(
            "el Convenio del Consejo de Europa sobre prevención y lucha contra la violencia contra las mujeres, hecho en Estambul el 11 de mayo de 2011, cuyo art. 56.1 impone",
            "tratado_internacional",
        );
        check_unsupported("según el Convenio de Estambul", "tratado_internacional");
        check_unsupported(
            "el Convenio colectivo del sector de limpieza de la provincia de Toledo, publicado en el *Boletín Oficial de la Provincia de Toledo* núm. 112, de 14 de junio de 2023, cuyo artículo 14 fija",
            "boletin_autonomico",
        );
        check_unsupported(
            "la Convención sobre los Derechos del Niño, adoptada por la Asamblea General de las Naciones Unidas el 20 de noviembre de 1989, cuyo artículo 3.1 dice",
            "tratado_internacional",
        );
        {
            let t = "El Tribunal Europeo de Derechos Humanos, en el asunto Gutsanovi c. Bulgaria (STEDH de 15 de octubre de 2013), recordó las garantías.";
            let ex = extract(t);
            if ex.no_soportadas.len() != 1 || !ex.citas.is_empty() {
                FAILURES.with(|f| {
                    f.borrow_mut().push(format!(
                        "one ECHR judgment in {t:?}: {:?}",
                        ex.no_soportadas
                    ))
                });
            }
        }
        check_unsupported(
            "STEDH de 25 de mayo de 2021, asunto Big Brother Watch c. Reino Unido",
            "tedh",
        );
        check_unsupported(
            "Sentencia del Tribunal Europeo de Derechos Humanos de 13 de febrero de 2020, N.D. y N.T. c. España",
            "tedh",
        );
        check_unsupported("art. 6 CEDH", "cedh");
        check_unsupported(
            "artículo 8 del Convenio Europeo de Derechos Humanos",
            "cedh",
        );
        check_unsupported("Convenio n.º 158 de la OIT", "oit");
        check_unsupported(
            "publicada en el BOJA núm. 131, de 10 de julio de 2020",
            "boletin_autonomico",
        );
        check_unsupported("El art. 451-17.2.e) CCCat admite", "boletin_autonomico");
        check_unsupported(
            "conforme al art. 451-5 del Código civil de Cataluña",
            "boletin_autonomico",
        );
        check_unsupported("los artículos 233-14 y 233-15 CCCat", "boletin_autonomico");
        check_unsupported(
            "artículo 10 del Código del Derecho Foral de Aragón",
            "boletin_autonomico",
        );
        check_unsupported(
            "El dictamen del Consejo de Estado 757/2017, de 26 de octubre, advirtió",
            "consejo_estado",
        );
        check_unsupported(
            "según el dictamen n.º 1.233/2019 del Consejo de Estado",
            "consejo_estado",
        );
        check_unsupported(
            "Tampoco cabe invocar el art. 1.2 del Convenio colectivo de oficinas y despachos de la Comunidad de Madrid, que fija su ámbito.",
            "boletin_autonomico",
        );
        check_unsupported(
            "el art. 24 de la Carta Social Europea y el art. 4 de la Carta.",
            "carta_social_europea",
        );
        check_unsupported("RJ 2020\\1234", "repertorio_privado");
        check_unsupported("Resolución de la DGSJFP de 5 de mayo de 2021", "dgsjfp");
        // A resolution of a department of the Generalitat, with its title and gazette.
        check_unsupported(
            "la Resolución SLT/2546/2020, de 15 de octubre, por la que se adoptan nuevas medidas en materia de salud pública (DOGC de 16 de octubre de 2020), suspendió",
            "boletin_autonomico",
        );
        check_unsupported_count(
            "la Resolución SLT/2546/2020, de 15 de octubre, por la que se adoptan nuevas medidas en materia de salud pública (DOGC de 16 de octubre de 2020), suspendió",
            1,
        );
        // A body named first, then `cuyo informe de …`.
        check_unsupported(
            "Acudieron después al Banco de España, cuyo informe de 9 de julio de 2025 concluyó",
            "banco_espana",
        );
        // Acts of public bodies: the body first, then the date; or the body named just before.
        // An act of a body with a type of its own has that type.
        for (input, tipo, texto) in [
            (
                "contra la Resolución de la Presidencia de la Confederación Hidrográfica del Guadiana de 14 de marzo de 2025, dictada en el expediente",
                "acto_administrativo",
                "Resolución de la Presidencia de la Confederación Hidrográfica del Guadiana de 14 de marzo de 2025",
            ),
            (
                "Anule la resolución del Consejo de la Comisión Nacional del Mercado de Valores (CNMV) de 12 de diciembre de 2024.",
                "cnmv",
                "resolución del Consejo de la Comisión Nacional del Mercado de Valores (CNMV) de 12 de diciembre de 2024",
            ),
            (
                "contra la resolución del Ilmo. Sr. Decano de la Facultad de Ciencias Económicas y Empresariales de 3 de octubre de 2025.",
                "acto_administrativo",
                "resolución del Ilmo. Sr. Decano de la Facultad de Ciencias Económicas y Empresariales de 3 de octubre de 2025",
            ),
            (
                "Por acuerdo del Comité Ejecutivo de la CNMV de 22 de mayo de 2023 se incoó el expediente.",
                "cnmv",
                "acuerdo del Comité Ejecutivo de la CNMV de 22 de mayo de 2023",
            ),
            (
                "El Consejo de Ministros, por acuerdo de 6 de mayo de 2025, denegó la solicitud.",
                "acto_administrativo",
                "acuerdo de 6 de mayo de 2025",
            ),
            (
                "La Consellería dictó la resolución de 14 de abril de 2025, que ordenó el reintegro.",
                "acto_administrativo",
                "resolución de 14 de abril de 2025",
            ),
        ] {
            let ex = extract(input);
            let got: Vec<(&str, &str)> = ex
                .no_soportadas
                .iter()
                .map(|n| (n.tipo.as_str(), n.texto.as_str()))
                .collect();
            if got != [(tipo, texto)] || !ex.citas.is_empty() {
                FAILURES.with(|f| {
                    f.borrow_mut().push(format!(
                        "administrative act in {input:?}: {got:?} / {:?}",
                        ex.citas
                    ))
                });
            }
        }
        // Not an act listed apart: a resolution published in the BOE (date first, then its
        // author), a company's general meeting, a bare re-mention, a body that is not public.
        for input in [
            "la Resolución de 20 de diciembre de 2019, de la Dirección General de Trabajo, por la que se registra y publica el convenio.",
            "El acuerdo de la Junta General de 30 de junio de 2023 aprobó las cuentas.",
            "La resolución de 2 de abril de 2025 declaró la caducidad.",
            "el acuerdo de la Comunidad de Propietarios de 3 de mayo de 2022",
            "la resolución del Consejo de Administración de 4 de abril de 2021",
        ] {
            check_unsupported_count(input, 0);
        }
    });
}

// ---------------------------------------------------------------- negatives

#[test]
fn not_citations() {
    table(|| {
        check_none("El art. 24 LDV lo regula, y el art. 3 LXYZ también.");
        check_none(
            "El Tribunal Constitucional lo dijo hace años. El Alto Tribunal, en la sentencia de 3 de mayo de 2001, amplió el canon.",
        );
        check_none(
            "formula demanda contra el Decreto de 9 de enero de 2025 del Concejal Delegado de Urbanismo del Ayuntamiento de Madrid.",
        );
        check_none("la Orden de 3 de mayo de 2020 de la Consejería de Sanidad fue recurrida.");
        check_none("De acuerdo con lo pactado, y por acuerdo de las partes, se resolvió.");
        // A norm's title inside a company's or a street's name is not the norm, and an
        // article of another document is not its article.
        check_none(
            "suscribió póliza con Mutua Constitución de Seguros, cuyo artículo 12 de las condiciones generales excluye",
        );
        check_none("la ejecutante CONSTITUCIÓN CAPITAL SERVICING, S.L. y su artículo 3 dice");
        check_none("vive en la calle de la Constitución, n.º 5. Su artículo 14 garantiza");
        // `cuyo artículo 4` after a document that is not a norm.
        table_one(
            "conforme al art. 90 CC, acompañaba un plan de parentalidad cuyo artículo 4 regulaba las vacaciones",
        );
        // A guideline's paragraphs are not the apartados of the article cited before.
        check_none_boe_apartado(
            "basado en el artículo 6, apartado 1, letra f), del RGPD, en sus apartados 31 a 45, dice",
        );
        // One letter away from a known abbreviation, but a different letter: another law
        // (`LOTJ`, the jury act, is in the table now; `LOTP` is no known law).
        check_none("conforme al art. 5 LOTP, el jurado");
        check_none("La Circular interna 3/2020 de la empresa fue comunicada.");
        check_none("Según el apartado 3 del mismo precepto, sin artículo citado antes.");
        check_none("El art. 5 del Reglamento interno de la comunidad de propietarios.");
        check_none(
            "La intervención fue acordada por auto de 3 de febrero de 2023\ndel Juzgado de Instrucción n.º 4 (folios 45 a 52) con una motivación por remisión.",
        );
        check_none(
            "según la sentencia de 6 de mayo de 2025 del Juzgado de lo Penal n.º 3, recurrida.",
        );
        check_none("GARCÍA, op. cit., p. 12, sin obra anterior que la identifique.");
        check_none("Ibid., p. 3, sin cita anterior.");
        check_none("el artículo 5 del Reglamento interno, aprobado por la Junta General");
        for input in [
            "Vive en la calle Mayor 24, 2.º B, de Madrid.",
            "Teléfono de contacto: 912 345 678.",
            "Con DNI 12345678Z y NIE X1234567L.",
            "Reclama la cantidad de 1.428 euros más intereses.",
            "Importe: 24.500,00 € (veinticuatro mil quinientos euros).",
            "En el expediente PS/00123/2025 de la AEPD.",
            "Se aporta como documento n.º 2 la factura.",
            "Consta al folio 23 de las actuaciones.",
            "Procedimiento ordinario 1234/2022 del Juzgado.",
            "Autos de juicio verbal n.º 456/2023.",
            "La sentencia recurrida de 3 de marzo de 2023 desestimó la demanda.",
            "El Auto de 12 de mayo de 2024 dictado por este Juzgado.",
            "la sentencia de instancia",
            "el art. 5 del contrato de arrendamiento",
            "la cláusula 3.ª del contrato",
            "el artículo 12 de los Estatutos sociales",
            "el artículo 23 del Convenio Colectivo de Hostelería",
            "según el art. 4 de las condiciones generales de la póliza",
            "La ley es igual para todos.",
            "Como dice la ley, nadie puede ir contra sus propios actos.",
            "Se celebró el 15 de octubre de 2020 en Madrid.",
            "Nació el 30/02/1990.",
            "Mide 24.1 metros cuadrados.",
            "Referencia catastral 1234567VK4713S0001PX.",
            "Cuenta ES12 3456 7890 1234 5678 9012.",
            "Código postal 28001, Madrid.",
            "Arts and crafts; artificial; artista; arte.",
            "El auto rojo estaba aparcado.",
            "Sentencias y autos se notificarán a las partes.",
            "costs STSX 123/2019 no es nada",
            "El registro C-1234 del inventario.",
            "Versión 2.1.3 del programa.",
            "La orden de 5 de marzo del jefe de servicio.",
            "El decreto de la alcaldía.",
            "La Constitución de la sociedad se otorgó ante notario.",
            "el reglamento interno de la comunidad",
            "la directiva de la asociación",
            "Hora: 10:30; sala 3 del edificio.",
            "En la página 45 del informe pericial.",
            "Factura n.º 2023/0456 de 12 de enero.",
            "Los hechos ocurrieron entre 2019/2020.",
            "El acta de 5 de mayo de 2022, punto 3.º del orden del día.",
            "Matrícula 1234 ABC.",
            "el resultado fue 3-2 en el minuto 90.",
            "El Tribunal Supremo es el órgano superior. La sentencia de 3 de mayo de 2023 fue recurrida.",
            "DA Consulting, S.L. y DT Servicios.",
            "Los autos 123/2023 del Juzgado de lo Mercantil.",
            "En el artículo 5 del contrato y en los términos del artículo anterior.",
            "Según la Ley, las partes deben actuar de buena fe.",
            "El importe asciende a 1.902 euros y el recargo al 24,1 %.",
        ] {
            check_none(input);
        }
    });
}

// ---------------------------------------------------------------- properties

mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn any_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
            let text = String::from_utf8_lossy(&bytes);
            let ex = extract(&text);
            assert_spans_sound(&text, &ex);
        }

        #[test]
        fn any_unicode_never_panics(text in "\\PC{0,600}") {
            let ex = extract(&text);
            assert_spans_sound(&text, &ex);
        }

        #[test]
        fn legal_alphabet_soup_never_panics(parts in proptest::collection::vec(prop_oneof![
            Just("art. "), Just("arts. "), Just("STS "), Just("SSTC "), Just("Ley "), Just("1.428"),
            Just("24.1"), Just("/2013"), Just(", de 9 de mayo"), Just(" y "), Just(" a "), Just("("),
            Just(")"), Just("«"), Just("»"), Just("\""), Just("C\u{2011}362/14"), Just("ECLI:ES:TS:"),
            Just("EU:C:2013:"), Just("LEC"), Just("CE"), Just(" de la misma ley"), Just("ñ"), Just("\n"),
            Just("DÍEZ-PICAZO, L., "), Just("Civitas, Madrid, 2008, p. "), Just("[^1]"), Just("[^1]: "),
            Just("Sentencia del Tribunal Supremo "), Just("asuntos acumulados "), Just("Reglamento (UE) "),
            Just("\u{2011}"), Just("\u{a0}"), Just("9"), Just("."), Just(","),
        ], 0..80)) {
            let text: String = parts.concat();
            let ex = extract(&text);
            assert_spans_sound(&text, &ex);
        }
    }

    #[test]
    fn huge_line_without_breaks() {
        let text = "art. 24 CE y ".repeat(20_000) + &"x".repeat(200_000);
        let ex = extract(&text);
        assert_spans_sound(&text, &ex);
        assert!(ex.citas.len() >= 20_000);
    }

    #[test]
    fn huge_unbroken_token() {
        let text = "9".repeat(300_000) + "/2013 STS " + &"1".repeat(100_000);
        let ex = extract(&text);
        assert_spans_sound(&text, &ex);
    }
}

// ---------------------------------------------------------------- fixture briefs

const BRIEFS: &[&str] = &[
    "demanda_civil.md",
    "recurso_contencioso.md",
    "demanda_laboral.txt",
];

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/briefs")
        .join(name)
}

fn expected_for(brief: &str) -> Value {
    let stem = brief.rsplit_once('.').map_or(brief, |(s, _)| s);
    let raw = std::fs::read_to_string(fixture(&format!("{stem}.expected.json")))
        .expect("expected JSON next to the brief");
    serde_json::from_str(&raw).expect("expected JSON parses")
}

/// Compares two JSON objects key by key, collecting `path: expected != actual` lines.
fn diff(path: &str, expected: &Value, actual: &Value, out: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for key in e.keys().chain(a.keys().filter(|k| !e.contains_key(*k))) {
                let null = Value::Null;
                diff(
                    &format!("{path}.{key}"),
                    e.get(key).unwrap_or(&null),
                    a.get(key).unwrap_or(&null),
                    out,
                );
            }
        }
        (e, a) if e != a => out.push(format!("{path}: expected {e}, got {a}")),
        _ => {}
    }
}

#[test]
fn fixture_briefs_match_their_expected_citations_field_by_field() {
    let mut problems = Vec::new();
    for brief in BRIEFS {
        let text = std::fs::read_to_string(fixture(brief)).expect("brief is UTF-8 text");
        let ex = extract(&text);
        assert_spans_sound(&text, &ex);
        let expected = expected_for(brief);
        let actual = serde_json::to_value(&ex).expect("extraction serializes");
        let empty = Vec::new();
        let exp_citas = expected["citas"].as_array().unwrap_or(&empty);
        let act_citas = actual["citas"].as_array().unwrap_or(&empty);
        if exp_citas.len() != act_citas.len() {
            problems.push(format!(
                "{brief}: expected {} citations, got {}",
                exp_citas.len(),
                act_citas.len()
            ));
        }
        for (i, (e, a)) in exp_citas.iter().zip(act_citas).enumerate() {
            diff(&format!("{brief} citas[{i}]"), e, a, &mut problems);
        }
        diff(
            &format!("{brief} no_soportadas"),
            &expected["no_soportadas"],
            &actual["no_soportadas"],
            &mut problems,
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_extracted_citation_validates_against_the_citation_schema() {
    let schema_path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("schemas/citation.json");
    let schema: Value =
        serde_json::from_str(&std::fs::read_to_string(schema_path).expect("schema exists"))
            .expect("schema parses");
    let validator = jsonschema::validator_for(&schema).expect("schema compiles");
    let mut texts: Vec<String> = BRIEFS
        .iter()
        .map(|b| std::fs::read_to_string(fixture(b)).expect("brief"))
        .collect();
    texts.push(
        "STS 1/2021, de 31 de abril; art. 10 de la misma; STC 5/2020; C-1/20; EU:C:2020:1; \
         Reglamento (CE) n.º 44/2001; art. 47 CDFUE; LASARTE, C., Principios, Marcial Pons, Madrid, 2021, p. 3."
            .to_owned(),
    );
    let mut n = 0;
    for text in &texts {
        for cita in extract(text).citas {
            let value = serde_json::to_value(&cita).expect("citation serializes");
            let errors: Vec<String> = validator
                .iter_errors(&value)
                .map(|e| format!("{} at {}", e, e.instance_path()))
                .collect();
            assert!(errors.is_empty(), "{value}\n{}", errors.join("\n"));
            let back: Citation = serde_json::from_value(value).expect("round-trips");
            assert_eq!(back, cita);
            n += 1;
        }
    }
    assert!(n > 50, "{n}");
}

// ---------------------------------------------------------------- CLI

#[test]
fn cli_extract_prints_document_citations_and_unsupported() {
    let out = assert_cmd::Command::cargo_bin("compulsa")
        .expect("binary builds")
        .args(["extract"])
        .arg(fixture("demanda_laboral.txt"))
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(doc["documento"]["formato"], "txt");
    assert_eq!(doc["documento"]["sha256"].as_str().map(str::len), Some(64));
    let expected = expected_for("demanda_laboral.txt");
    assert_eq!(doc["citas"], expected["citas"]);
    assert_eq!(doc["no_soportadas"], expected["no_soportadas"]);
}

#[test]
fn cli_extract_reads_stdin_and_prints_text_or_table() {
    let text = "Según el art. 24.1 CE y la STS 241/2013, de 9 de mayo.";
    let out = assert_cmd::Command::cargo_bin("compulsa")
        .expect("binary builds")
        .args(["extract", "-", "--text"])
        .write_stdin(text)
        .output()
        .expect("runs");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), text);
    let out = assert_cmd::Command::cargo_bin("compulsa")
        .expect("binary builds")
        .args(["extract", "-", "--format", "table"])
        .write_stdin(text)
        .output()
        .expect("runs");
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(table.lines().any(|l| l.starts_with("c1\tboe\t")), "{table}");
    assert!(
        table.lines().any(|l| l.starts_with("c2\tcendoj\t")),
        "{table}"
    );
}

#[test]
fn cli_extract_missing_file_is_a_usage_error() {
    let out = assert_cmd::Command::cargo_bin("compulsa")
        .expect("binary builds")
        .args(["extract", "/nonexistent/brief.txt"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
}

// ---------------------------------------------------------------- eleventh held-out round

#[test]
fn emphasised_case_names_case_ranges_lettered_lec_articles_and_named_back_references() {
    table(|| {
        // A CJEU case name in Markdown emphasis keeps the judgment whole.
        check(
            "Desde la sentencia de 20 de septiembre de 2001, *Courage y Crehan*, C‑453/99 (EU:C:2001:465), el Tribunal",
            "eurlex",
            "tipo=sentencia;fecha=2001-09-20;nombre_caso=Courage y Crehan;asunto=C-453/99;ecli=ECLI:EU:C:2001:465;n=1",
        );
        check(
            "la STJUE de 15 de julio de 2021, **Volvo y otros**, asunto C‑30/20, apartado 30",
            "eurlex",
            "tipo=sentencia;fecha=2021-07-15;nombre_caso=Volvo y otros;asunto=C-30/20;n=1",
        );
        check(
            "como en la sentencia _Vnuk_ (C-162/13) se dijo",
            "eurlex",
            "nombre_caso=Vnuk;asunto=C-162/13;n=1",
        );
        // Joined cases written as a range: every case of the range.
        check(
            "la sentencia de 13 de julio de 2006, Manfredi y otros, asuntos acumulados C-295/04 a C-298/04, ECLI:EU:C:2006:461, ap. 61",
            "eurlex",
            "asunto=C-295/04,C-296/04,C-297/04,C-298/04;ecli=ECLI:EU:C:2006:461;fecha=2006-07-13;n=1",
        );
        check(
            "sentencia de 17 de abril de 2018, Krüsemann y otros, asuntos acumulados C‑195/17, C‑197/17 a C‑199/17 y C‑290/17 a\nC‑292/17 (ECLI:EU:C:2018:258)",
            "eurlex",
            "asunto=C-195/17,C-197/17,C-198/17,C-199/17,C-290/17,C-291/17,C-292/17;n=1",
        );
        // The lettered articles of the LEC on access to sources of evidence.
        check(
            "los artículos 283 bis a) a 283 bis k) de la LEC",
            "boe",
            "articulo=283 bis f;absent=apartado;norma_id=BOE-A-2000-323;n=11",
        );
        check(
            "el art. 283 bis h), apartado 1, letra a), de la LEC",
            "boe",
            "articulo=283 bis h;apartado=1.a);n=1",
        );
        check(
            "los arts. 588 bis a a 588 bis c de la LECrim",
            "boe",
            "articulo=588 bis b;norma_id=BOE-A-1882-6036;n=3",
        );
        // `la citada Ley 31/1995`: a norm named in full, not a back-reference.
        check(
            "Según la LEC, el art. 17 de la citada Ley 31/1995 obliga",
            "boe",
            "articulo=17;norma_id=BOE-A-1995-24292;n=1",
        );
        check(
            "el artículo 5 del mencionado Real Decreto 39/1997, de 17 de enero",
            "boe",
            "articulo=5;norma_id=BOE-A-1997-1853;n=1",
        );
        // Compound ordinals of disposiciones.
        check(
            "la disposición transitoria vigésima sexta de la LGSS",
            "boe",
            "articulo=disposición transitoria vigésima sexta;norma_id=BOE-A-2015-11724;n=1",
        );
        // A regulation numbered before 2015: number first, two-digit year.
        check(
            "el Reglamento (CE) n.º 2027/97 del Consejo, de 9 de octubre de 1997, en su artículo 1",
            "eurlex",
            "articulo=1;celex=31997R2027;n=1",
        );
        // A list of articles goes on before an article or a verb.
        check(
            "la Ley 48/1960 contiene en sus artículos 94 y 97 el régimen del retraso",
            "boe",
            "articulo=97;norma_id=BOE-A-1960-10905;n=2",
        );
        check(
            "la Constitución, cuyos artículos 14 y 24 establecen",
            "boe",
            "articulo=24;norma_id=BOE-A-1978-31229;n=2",
        );
        check(
            "el Código Civil, en sus arts. 5 y 10 días después",
            "boe",
            "articulo=5;n=1",
        );
        // A `rcud` is heard by the Sala de lo Social of the Tribunal Supremo.
        check(
            "Las SSTS de 2 de octubre de 2000 (rcud 2393/1999) y de 30 de junio de 2010 (rcud 4123/2008)",
            "cendoj",
            "organo=TS;sala=Social;fecha=2010-06-30;recurso=4123/2008",
        );
        // `del País Vasco`, a seat after the region, and `y la del Tribunal …` after a judgment.
        check(
            "la sentencia del Tribunal Superior de Justicia del País Vasco, Sala de lo Social, de 15 de marzo de 2022 (rec. 210/2022)",
            "cendoj",
            "organo=TSJ País Vasco;sala=Social;fecha=2022-03-15;recurso=210/2022;n=1",
        );
        check(
            "La STSJ de Galicia de 8 de mayo de 2023 (rec. 412/2023) y la del Tribunal Superior de Justicia de Andalucía, sede de Sevilla, de 14 de diciembre de 2022 (rec. 1530/2022) han reconocido",
            "cendoj",
            "organo=TSJ Andalucía;fecha=2022-12-14;recurso=1530/2022;n=2",
        );
        // Not after a judgment: `la del Tribunal …` is no citation.
        check_none(
            "La competencia es la del Tribunal Superior de Justicia de Madrid desde el 1 de enero de 2020.",
        );
    });
}

#[test]
fn annexes_eu_agreements_old_treaty_named_directives_and_the_salient_regulation() {
    table(|| {
        // Annexes of a named norm, cited like articles.
        check(
            "Infracción del anexo I, apartado 1.8, del Real Decreto 1215/1997, de 18 de julio.",
            "boe",
            "articulo=anexo I;apartado=1.8;norma_id=BOE-A-1997-17824;n=1",
        );
        check(
            "como exige el Real Decreto 1215/1997, en el apartado 1.8 de su anexo I, los órganos",
            "boe",
            "articulo=anexo I;apartado=1.8;norma_id=BOE-A-1997-17824",
        );
        check(
            "conforme al anexo II del TRLTSV",
            "boe",
            "articulo=anexo II;norma_id=BOE-A-2015-11722;n=1",
        );
        check(
            "el anexo III de la Directiva 2011/92/UE",
            "eurlex",
            "articulo=anexo III;celex=32011L0092;n=1",
        );
        // The brief's own annexes are not.
        check_none("Se acompaña como anexo 4 el informe pericial, y el anexo I del contrato.");
        check_none("el Anexo nº 3 de la demanda");
        // `el apartado 2 de su artículo 5`: the pinpoint before a possessive.
        check(
            "según la LEC, el apartado 2 de su artículo 5",
            "boe",
            "articulo=5;apartado=2;norma_id=BOE-A-2000-323;n=1",
        );
        // The list goes on with several articles of another norm.
        check(
            "los artículos 22 bis del Reglamento de los Servicios de Prevención y 4 y 6 del Real Decreto 39/1997, además",
            "boe",
            "articulo=6;norma_id=BOE-A-1997-1853;n=3",
        );
        check(
            "el art. 5 de la LEC y 4 y 6 meses después",
            "boe",
            "articulo=5;n=1",
        );
        // The Montreal Convention, concluded by the Union: EUR-Lex.
        check(
            "descartó su incompatibilidad con los arts. 19, 22 y 29 del Convenio de Montreal, y el art. 22.1 del Convenio.",
            "eurlex",
            "tipo=acuerdo_internacional;articulo=22;apartado=1;celex=22001A0718(01);n=4",
        );
        check(
            "el Convenio para la unificación de ciertas reglas para el transporte aéreo internacional, hecho en Montreal el 28 de mayo de 1999, con los límites del art. 22",
            "eurlex",
            "articulo=22;celex=22001A0718(01);n=1",
        );
        // `del Convenio` after the ECHR: listed apart, as the ECHR is.
        let ex = extract("vulnera el art. 8 CEDH. Y es que el artículo 8 del Convenio protege");
        let cedh = ex.no_soportadas.iter().filter(|n| n.tipo == "cedh").count();
        if cedh != 2 || !ex.citas.is_empty() {
            FAILURES.with(|f| {
                f.borrow_mut().push(format!(
                    "two ECHR articles expected: {:?}",
                    ex.no_soportadas
                ))
            });
        }
        check_none("el art. 25 del Convenio Colectivo de la Construcción");
        // Municipal ordinances, binding rulings of the DGT, a UN convention in New York.
        check_unsupported(
            "el artículo 7 de la Ordenanza Fiscal n.º 6, reguladora del Impuesto sobre el Incremento de Valor de los Terrenos de Naturaleza Urbana del Ayuntamiento de Málaga, dispone",
            "ordenanza_municipal",
        );
        check_unsupported(
            "la consulta vinculante V0153-22, de 28 de enero de 2022",
            "dgt",
        );
        check_unsupported(
            "la Convención Internacional sobre los Derechos de las Personas con Discapacidad, hecha en Nueva York el 13 de diciembre de 2006, en su artículo 9, exige",
            "tratado_internacional",
        );
        check_none("la ordenanza de terrazas prohíbe el paso");
        // The EC Treaty before Lisbon.
        check(
            "la plena eficacia del art. 81 TCE quedaría",
            "eurlex",
            "tipo=tratado;articulo=81;celex=12002E081;n=1",
        );
        check(
            "el antiguo art. 81 del Tratado constitutivo de la Comunidad Europea",
            "eurlex",
            "articulo=81;celex=12002E081;n=1",
        );
        // A directive by the name competition lawyers give it.
        check(
            "El art. 10 de la Directiva de daños establece",
            "eurlex",
            "articulo=10;celex=32014L0104;n=1",
        );
        // `del Reglamento` with no demonstrative: the regulation the text speaks of most, not
        // the one named last in passing.
        check(
            "Se rige por el art. 5 del Reglamento (CE) n.º 261/2004 y por su art. 7. El Reglamento (CE) n.º 261/2004 es claro. \
             El Reglamento (CE) n.º 2027/97, en la redacción dada por el Reglamento (CE) n.º 889/2002, extiende en su artículo 1 esas reglas. \
             El art. 5.1.c) del Reglamento reconoce el derecho.",
            "eurlex",
            "articulo=5;apartado=1.c);celex=32004R0261",
        );
        // `, apartado 3, letra c)` right after the norm: the article's own pinpoint.
        check(
            "la proporcionalidad que exige el art. 588 bis c LECrim, apartado 3, letra c), en la",
            "boe",
            "articulo=588 bis c;apartado=3.c);n=1",
        );
        check(
            "el art. 24 CE, apartado 2 del art. 25 CE",
            "boe",
            "articulo=24;absent=apartado",
        );
        // The decision that concluded an agreement for the Union is an aside.
        check(
            "opera el Convenio de Montreal, aprobado en nombre de la Comunidad por la Decisión 2001/539/CE del Consejo, de 5 de abril de 2001, cuyo artículo 19 hace responsable al transportista",
            "eurlex",
            "articulo=19;celex=22001A0718(01)",
        );
        // A lettered apartado after a comma; `rollo de apelación` as the recurso.
        check(
            "La cancelación, definida en el art. 2, apdo. l), del Reglamento (CE) n.º 261/2004",
            "eurlex",
            "articulo=2;apartado=l);celex=32004R0261;n=1",
        );
        check(
            "la Audiencia Provincial de Madrid, Sección 28.ª, en su sentencia de 3 de junio de 2021 (rollo de apelación n.º 1123/2020), dijo",
            "cendoj",
            "organo=AP Madrid;seccion=28;recurso=1123/2020;n=1",
        );
        // A parenthesis after a bare directive is an aside.
        check(
            "el art. 17.1 de la Directiva 2014/104 y la solicitud prevista en el art. 5 de la Directiva (apartado 57). Y",
            "eurlex",
            "articulo=5;celex=32014L0104;n=2",
        );
        // CJEU case names: led by an article, right after `sentencia`, before the date.
        check(
            "la sentencia de 6 de octubre de 2020, La Quadrature du Net y otros, asuntos acumulados C-511/18, C-512/18 y C–520/18 (ECLI:EU:C:2020:791)",
            "eurlex",
            "tipo=sentencia;fecha=2020-10-06;nombre_caso=La Quadrature du Net y otros;asunto=C-511/18,C-512/18,C-520/18;n=1",
        );
        check(
            "la sentencia El Dridi, C-61/11 PPU, de 28 de abril de 2011 (EU:C:2011:268)",
            "eurlex",
            "tipo=sentencia;nombre_caso=El Dridi;asunto=C-61/11 PPU;fecha=2011-04-28;n=1",
        );
        check(
            "la sentencia T‑Mobile Netherlands y otros, de 4 de junio de 2009, asunto C‑8/08, apartado 3",
            "eurlex",
            "tipo=sentencia;nombre_caso=T‑Mobile Netherlands y otros;fecha=2009-06-04;asunto=C-8/08;n=1",
        );
        // Several apartados of the article just cited.
        check(
            "el art. 3 de la Directiva (UE) 2018/1673 y los apartados 1.a) y 1.b) del mismo artículo",
            "eurlex",
            "articulo=3;apartado=1.b);celex=32018L1673;n=3",
        );
        check(
            "el art. 18 CE. El apartado 2 . b) del mismo precepto",
            "boe",
            "articulo=18;apartado=2.b);n=2",
        );
        // A contract named inside a norm's title is not a document the article belongs to.
        check(
            "contenido en la Ley 16/2011, de 24 de junio, de contratos de crédito al consumo, cuyo art. 32 regula",
            "boe",
            "articulo=32;norma_id=BOE-A-2011-10970",
        );
        check(
            "la Directiva 93/13/CEE del Consejo, de 5 de abril de 1993, sobre las cláusulas abusivas en los contratos celebrados con consumidores, cuyo art. 4.2 permite",
            "eurlex",
            "articulo=4;apartado=2;celex=31993L0013",
        );
        // A law of the table known by its date alone; a title ends before an aside in dashes.
        check(
            "el art. 1 de la Ley de 23 de julio de 1908, de Represión de la Usura —conocida como Ley Azcárate— dispone que será nulo",
            "boe",
            "articulo=1;norma_id=BOE-A-1908-5579;norma=Ley de 23 de julio de 1908, de Represión de la Usura;n=1",
        );
        check(
            "el art. 3 de la Ley de Usura",
            "boe",
            "articulo=3;norma_id=BOE-A-1908-5579;n=1",
        );
        // `la misma Ley jurisdiccional`: the procedural law of the jurisdiction.
        check(
            "conforme a la LJCA y a la Ley 40/2015, el artículo 10 de la misma Ley jurisdiccional atribuye",
            "boe",
            "articulo=10;norma_id=BOE-A-1998-16718",
        );
        // A case name with a long parenthesis.
        check(
            "en la STJUE de 18 de enero de 2022, Wiener Landesregierung (Revocación de una garantía de naturalización), asunto C–118/20 (EU:C:2022:34)",
            "eurlex",
            "tipo=sentencia;asunto=C-118/20;fecha=2022-01-18;n=1",
        );
        // `de la misma Sala`/`Sección`: the court of the judgment cited before.
        check(
            "Así lo declaró la Sección Segunda de la Sala Tercera en la STS 1163/2018, de 9 de julio (recurso de casación n.º 6226/2017). La Sentencia de la misma Sala de 17 de julio de 2018 (rec. cas. 5664/2017) lo reiteró.",
            "cendoj",
            "organo=TS;fecha=2018-07-17;recurso=5664/2017;n=2",
        );
        check(
            "La SAN de 3 de mayo de 2021 (rec. 12/2020) lo dijo, y la de la misma Sección de 5 de marzo de 2012 (rec. 1021/2010) también.",
            "cendoj",
            "organo=AN;fecha=2012-03-05;recurso=1021/2010;n=2",
        );
        check(
            "La STSJ de Madrid 45/2020 lo dijo. La sentencia de la misma Sala de 3 de marzo de 2021 (rec. 4/2020) también.",
            "cendoj",
            "organo=TSJ Madrid;fecha=2021-03-03;n=2",
        );
        check_none("La competencia es la de la misma Sala que conoció del asunto.");
        // A Commission decision in a competition case, by its date and case number.
        check(
            "Mediante la Decisión de la Comisión de 19 de julio de 2016, relativa a un procedimiento en virtud del artículo 101 del TFUE y del artículo 53 del Acuerdo EEE (asunto AT.39824 — Camiones), notificada con el número C(2016) 4673 final, la Comisión declaró",
            "eurlex",
            "tipo=decision;fecha=2016-07-19;asunto=AT.39824;n=1",
        );
        check_none("la Decisión de la Comisión de 19 de julio de 2016 declaró la infracción.");
        // The trade mark laws: the Ley de Marcas and the EU trade mark regulation.
        check(
            "el art. 34.2.b) LM y el art. 9.2.b) RMUE",
            "boe",
            "articulo=34;apartado=2.b);norma_id=BOE-A-2001-23093;n=2",
        );
        check(
            "el artículo 9 del Reglamento sobre la marca de la Unión Europea",
            "eurlex",
            "articulo=9;celex=32017R1001;n=1",
        );
        // `y 6.c)` after `520.2.c)`: another apartado of the same article.
        check(
            "el art. 520.2.c) y 6.c) LECrim",
            "boe",
            "articulo=520;apartado=6.c);n=2",
        );
        check(
            "los arts. 5.1.a) y 6.b) LEC",
            "boe",
            "articulo=6;apartado=b);n=2",
        );
        // `de dicha Ley`: the one named last.
        check(
            "conforme al art. 439.6 LEC, en la redacción dada por la Ley 12/2023, de 24 de mayo, por el derecho a la vivienda, en el sentido del art. 3.k) de dicha Ley.",
            "boe",
            "articulo=3;apartado=k);norma_id=BOE-A-2023-12203",
        );
    });
}

#[test]
fn apartado_ranges_administrative_bodies_ip_treaties_and_judgments_by_date_alone() {
    table(|| {
        // The paragraphs of a CJEU judgment are its `apartado`.
        check(
            "la sentencia de 11 de noviembre de 1997, SABEL, asunto C‑251/95 (ECLI:EU:C:1997:528), apartado 23, dice",
            "eurlex",
            "asunto=C-251/95;apartado=23;nombre_caso=SABEL;n=1",
        );
        // A range of an article's apartados, after it or before it.
        check(
            "al mantener en vigor los artículos 32, apartados 3 a 6, y 34, apartado 1, de la Ley 40/2015, en la medida",
            "boe",
            "articulo=32;apartado=6;norma_id=BOE-A-2015-10566;n=5",
        );
        check(
            "La Ley 40/2015 los regula en los apartados 3 a 6 de su artículo 32.",
            "boe",
            "articulo=32;apartado=4;norma_id=BOE-A-2015-10566;n=4",
        );
        check(
            "los apartados 2 a 4 del artículo 10 CE",
            "boe",
            "articulo=10;apartado=3;norma_id=BOE-A-1978-31229;n=3",
        );
        // A title ends where the sentence goes on with another article.
        check(
            "conforme al art. 9.5 de la Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial y al artículo 2, letra o), de la LRJS, siendo",
            "boe",
            "articulo=2;apartado=o);norma_id=BOE-A-2011-15936;n=2",
        );
        // A case name in emphasis may hold commas; a name with its subject in parentheses
        // may be long.
        check(
            "Declaró la sentencia del Tribunal de Justicia de 7 de diciembre de 2006, *SGAE contra Rafael Hoteles, S.A.*, asunto C-306/05 (ECLI:EU:C:2006:764), que",
            "eurlex",
            "asunto=C-306/05;nombre_caso=SGAE contra Rafael Hoteles, S.A.;fecha=2006-12-07;n=1",
        );
        check(
            "estimó en su sentencia de 28 de junio de 2022, *Comisión/España (Responsabilidad del Estado legislador por infracción del Derecho de la Unión)*, asunto C‑278/20, ECLI:EU:C:2022:503. Declaró",
            "eurlex",
            "asunto=C-278/20;fecha=2022-06-28;tipo=sentencia;n=1",
        );
        // A numbered chamber with no court is the Tribunal Supremo's; a section named before
        // the court of the judgment is its section.
        check(
            "Así lo declaró la Sala Primera en su Auto de 20 de febrero de 2019 (rec. 412/2018), que",
            "cendoj",
            "tipo=ATS;sala=Civil;recurso=412/2018;n=1",
        );
        check(
            "Y la Sección 15.ª de la Audiencia Provincial de Barcelona en su Sentencia de 17 de marzo de 2021 (Roj: SAP B 2941/2021) dijo",
            "cendoj",
            "organo=AP Barcelona;seccion=15;fecha=2021-03-17;n=1",
        );
        // Another judgment of the court just cited, by its date alone.
        check(
            "la sentencia de la Sala de lo Social del Tribunal Supremo 236/2021, de 23 de febrero, que afirma que «la realización» (fundamento jurídico cuarto), y la de 3 de marzo de 2014 (rcud 1246/2013), que añade",
            "cendoj",
            "tipo=STS;sala=Social;fecha=2014-03-03;recurso=1246/2013;n=2",
        );
        check(
            "como dijo la STSJ de Galicia de 3 de mayo de 2023 (rec. 1/2023), y la del mismo Tribunal de 8 de febrero de 2024 (rec. 5102/2023; ECLI:ES:TSJGAL:2024:1144) dijo",
            "cendoj",
            "organo=TSJ Galicia;fecha=2024-02-08;recurso=5102/2023;ecli=ECLI:ES:TSJGAL:2024:1144;n=2",
        );
        check_none("La Ley de Enjuiciamiento y la de 3 de marzo dicen lo mismo.");
        // Documents of administrative and EU bodies are listed apart.
        check_unsupported(
            "Véase la resolución de la Oficina Española de Patentes y Marcas de 17 de junio de 2025, que denegó.",
            "oepm",
        );
        check_unsupported(
            "la resolución de la Cuarta Sala de Recurso de la EUIPO de 9 de octubre de 2025, asunto R 1502/2025-4, que",
            "euipo",
        );
        check_unsupported(
            "la propia Dirección General de Seguridad Jurídica y Fe Pública, en su Resolución de 11 de mayo de 2022, dijo",
            "dgsjfp",
        );
        check_unsupported(
            "el Tribunal Económico-Administrativo Central, en su resolución de 20 de octubre de 2020 (RG 00/03312/2019), fijó",
            "teac",
        );
        check_unsupported("(véase la Resolución TACRC 84/2020), que", "tacrc");
        check_unsupported(
            "Resolución de la directora de la AEPD de 9 de febrero de 2023, PS/00397/2022, dice",
            "aepd",
        );
        check_unsupported(
            "las Directrices 04/2022 del Comité Europeo de Protección de Datos sobre el cálculo de multas",
            "edpb",
        );
        check_unsupported(
            "el Consejo Consultivo de Andalucía, en su dictamen 245/2022, de 7 de abril, dijo",
            "consejo_consultivo",
        );
        check_unsupported(
            "la Junta Consultiva de Contratación Pública del Estado, en su informe de 30 de octubre de 2018 (expediente 3/2018), dijo",
            "junta_consultiva",
        );
        check_unsupported(
            "la Comisión de Propiedad Intelectual, Sección Primera, en su resolución de 24 de noviembre de 2022 (expediente E/2021/004), dijo",
            "cpi",
        );
        // A bare mention names no document.
        check_none(
            "la resolución del TEAC impugnada no motiva; la Dirección General de Tributos es competente",
        );
        // Intellectual property treaties.
        check_unsupported(
            "el artículo 6 bis del Convenio de París para la Protección de la Propiedad Industrial dice",
            "tratado_internacional",
        );
        check_unsupported(
            "según el art. 16.1 del Acuerdo sobre los ADPIC, el titular",
            "tratado_internacional",
        );
        check_unsupported(
            "el artículo 8 del Tratado de la OMPI sobre Derecho de Autor, adoptado en Ginebra",
            "tratado_internacional",
        );
        // `del referido Tratado` is the EU treaty named last, not the law named since.
        check(
            "al amparo del art. 258 TFUE, que la Ley 40/2015 regula. Conforme al art. 260.1 del referido Tratado, el Estado",
            "eurlex",
            "articulo=260;apartado=1;celex=12016E260",
        );
        // `op. cit.` after several surnames with commas, and a page with a thousands dot.
        check(
            "(1) BLASCO LAHOZ, J. F., LÓPEZ GANDÍA, J. y MOMPARLER CARRASCO, M. A., Curso de Seguridad Social, Tirant lo Blanch, Valencia, 2020, p. 500.\n(2) BLASCO LAHOZ, LÓPEZ GANDÍA y MOMPARLER CARRASCO, op. cit., p. 520.",
            "doctrina",
            "obra=Curso de Seguridad Social;pagina=520;n=2",
        );
        check(
            "[^3]: BERCOVITZ RODRÍGUEZ-CANO, R. (coord.), *Comentarios a la Ley de Propiedad Intelectual*, 4.ª ed., Tecnos, Madrid, 2017 (ISBN 978-84-309-7225-5), pp. 1.987-1.992.\n[^4]: BERCOVITZ RODRÍGUEZ-CANO, op. cit., p. 2.004.",
            "doctrina",
            "año=2017;pagina=2.004;n=2",
        );
    });
}

#[test]
fn named_backreferences_codes_misspelled_short_abbreviations_and_resolutions_by_date() {
    table(|| {
        // `del mismo Código` is a code, not the law whose title names the code it amends.
        check(
            "El art. 305 CP castiga. La Ley Orgánica 7/2012, de 27 de diciembre, por la que se modifica el Código Penal en materia de transparencia, introdujo el artículo 305 bis.1, letras a) y c), del mismo Código.",
            "boe",
            "articulo=305 bis;apartado=1.c);norma_id=BOE-A-1995-25444;n=4",
        );
        // `la citada Ley General Tributaria` names the law.
        check(
            "según la LGT y la Ley Orgánica 7/2012, de 27 de diciembre. Los arts. 250 a 252 de la citada Ley General Tributaria, y su art. 68, dicen",
            "boe",
            "articulo=68;norma_id=BOE-A-2003-23186;n=5",
        );
        // `del propio texto punitivo`: the Criminal Code.
        check(
            "el art. 305 CP y la Ley 34/2015. El art. 305.7 del propio texto punitivo dice",
            "boe",
            "articulo=305;apartado=7;norma_id=BOE-A-1995-25444;n=3",
        );
        // Two neighbouring letters swapped in a three-letter abbreviation, and in the EU acts'.
        check(
            "según el art. 66 LTG, la",
            "boe",
            "articulo=66;norma_id=BOE-A-2003-23186;n=1",
        );
        check(
            "el interés legítimo del art. 6.1.f) RGDP, base",
            "eurlex",
            "articulo=6;apartado=1.f);celex=32016R0679;n=1",
        );
        check_none("el art. 3 de la escritura y el apartado 9 ECL");
        // Case names that start with a letter outside Spanish, or in lower case.
        check(
            "la sentencia del Tribunal de Justicia (Gran Sala) de 26 de febrero de 2013, Åkerberg Fransson, asunto C‑617/10 (ECLI:EU:C:2013:105), apartados 25 a 27, que",
            "eurlex",
            "nombre_caso=Åkerberg Fransson;fecha=2013-02-26;sala=Gran Sala;n=1",
        );
        check(
            "la sentencia de 25 de octubre de 2011, eDate Advertising y Martinez, asuntos acumulados C-509/09 y C-161/10, ECLI:EU:C:2011:685, apartado 52",
            "eurlex",
            "nombre_caso=eDate Advertising y Martinez;fecha=2011-10-25;n=1",
        );
        // The plenary, with and without the chamber's name after it.
        check(
            "la STS 154/2016, de 29 de febrero, dictada por el Pleno de la Sala (ECLI:ES:TS:2016:613), dijo",
            "cendoj",
            "numero=154/2016;ecli=ECLI:ES:TS:2016:613;sala=Pleno;n=1",
        );
        check(
            "La Sentencia del Pleno de la Sala Primera 641/2018, de 20 de noviembre, dijo",
            "cendoj",
            "numero=641/2018;sala=Civil;n=1",
        );
        // The legal ground of a Constitutional Court judgment before it or after `cuyo`.
        check(
            "como dice el fundamento jurídico tercero de la STC 2/2003, de 16 de enero (ECLI:ES:TC:2003:2), la",
            "tc",
            "numero=2/2003;fundamento=FJ 3;n=1",
        );
        check(
            "la STC 27/2020, de 24 de febrero (ECLI:ES:TC:2020:27), cuyo fundamento jurídico cuarto dice",
            "tc",
            "numero=27/2020;fundamento=FJ 4;n=1",
        );
        // A dated resolution of a body the sentence named before it.
        check_unsupported(
            "la propia Dirección General de Seguridad Jurídica y Fe Pública ha subrayado que el cierre registral no libera a los administradores (Resolución de 11 de febrero de 2021), y",
            "dgsjfp",
        );
        check_unsupported(
            "reclamó ante la Agencia Española de Protección de Datos, que archivó la reclamación (Expediente PS/00123/2025, resolución de 3 de marzo de 2023). La",
            "aepd",
        );
        check_unsupported(
            "la anonimización (STEDH de la Gran Sala de 4 de julio de 2023, Hurbain c. Bélgica, n.º 57292/16), y",
            "tedh",
        );
        check_unsupported(
            "(RG 00/02187/2021), y la consulta de la DGT V2240-19, sobre",
            "dgt",
        );
    });
}

#[test]
fn private_international_law_regulations_hague_instruments_and_chambers_in_parentheses() {
    table(|| {
        // The private international law regulations by their names.
        check(
            "conforme a los arts. 22 a 24 del Reglamento Bruselas II ter",
            "eurlex",
            "articulo=23;celex=32019R1111;n=3",
        );
        check(
            "el art. 7 de Bruselas I bis y el art. 8 del Reglamento Roma III",
            "eurlex",
            "articulo=8;celex=32010R1259;n=2",
        );
        check_none("en Roma I vivía, y en Bruselas estudió");
        // Hague conventions and protocols, and the Protocols to the ECHR, are listed apart.
        check_unsupported(
            "el Convenio de La Haya de 25 de octubre de 1980 sobre los aspectos civiles de la sustracción internacional de menores",
            "tratado_internacional",
        );
        check_unsupported(
            "el artículo 1 del Protocolo Adicional n.º 1 al Convenio protege",
            "cedh",
        );
        check_none("bajo el número 1.234 de su protocolo y el Protocolo n.º 1 del notario");
        check_unsupported(
            "la resolución de 16 de marzo de 2022 del Jurado Provincial de Expropiación de Valladolid (expediente JPE-47/2021) fijó",
            "jurado_expropiacion",
        );
        // A Roj and an ECLI joined by a non-breaking hyphen; the plenary of the chamber the
        // paragraph spoke of; `proc.` as the proceeding's number; a chamber alone in
        // parentheses.
        check(
            "la Sentencia del Tribunal Supremo (Sala Primera, Pleno) 257/2013, de 29 de abril (Roj: STS 2246/2013 ‑ ECLI:ES:TS:2013:2246), recurso de casación n.º 2525/2011, dijo",
            "cendoj",
            "numero=257/2013;roj=STS 2246/2013;ecli=ECLI:ES:TS:2013:2246;recurso=2525/2011;n=1",
        );
        check(
            "la Sala Cuarta lo ha dicho. La STS (Pleno) 848/2016, de 17 de octubre (rec. 36/2016), dijo",
            "cendoj",
            "numero=848/2016;sala=Social;n=1",
        );
        check(
            "SAN 112/2014, de 13 de junio (proc. 79/2014; Roj: SAN 2622/2014), dijo",
            "cendoj",
            "numero=112/2014;recurso=79/2014;roj=SAN 2622/2014;n=1",
        );
        check(
            "STSJ País Vasco (Social) de 11 de febrero de 2014 (proc. 38/2013; ECLI:ES:TSJPV:2014:412) dijo",
            "cendoj",
            "organo=TSJ País Vasco;sala=Social;fecha=2014-02-11;recurso=38/2013;n=1",
        );
        // `y en la de`: another judgment of the court just cited, its chamber and seat.
        check(
            "así lo dijo la STS 100/2020, de 3 de marzo, de la Sala Primera, y se reiteró en la de 5 de junio de 2022 (rec. 3104/2021), que",
            "cendoj",
            "fecha=2022-06-05;recurso=3104/2021;sala=Civil;n=2",
        );
        check(
            "Esa Sala se ha pronunciado en su Sentencia de 12 de mayo de 2022 (Sección 2.ª, rec. 245/2020; Roj: STSJ MU 1187/2022), que anuló, y en la de 3 de febrero de 2023 (rec. 97/2021), que",
            "cendoj",
            "organo=TSJ Murcia;fecha=2023-02-03;recurso=97/2021;n=2",
        );
        // Single-letter CJEU case names in emphasis, and `*et al.*` in doctrine.
        check(
            "en los términos de la sentencia de 5 de septiembre de 2019, *R*, asunto C‑468/18 (ECLI:EU:C:2019:666), apartado 50.",
            "eurlex",
            "nombre_caso=R;fecha=2019-09-05;n=1",
        );
        check(
            "[^5]: LACRUZ BERDEJO, J. L. *et al.*, *Elementos de Derecho civil IV. Familia*, 5.ª ed., Dykinson, Madrid, 2022, p. 112.",
            "doctrina",
            "autor=LACRUZ BERDEJO, J. L. et al.;año=2022;n=1",
        );
        // Regulations newly in the table.
        check(
            "el art. 22 del Reglamento de valoraciones y el art. 4.2 del Real Decreto 1483/2012, de 29 de octubre",
            "boe",
            "articulo=22;norma_id=BOE-A-2011-17629;n=2",
        );
    });
}

#[test]
fn en_relacion_con_lists_same_norm_groups_and_more_bodies() {
    table(|| {
        // `en relación con el …`: another article, of the same norm or of the one named after.
        check(
            "la eximente incompleta del art. 21.1.ª en relación con el 20.7.ª CP, y",
            "boe",
            "articulo=20;apartado=7.ª;norma_id=BOE-A-1995-25444;n=2",
        );
        check(
            "el art. 1902 CC en relación con el 1903 del mismo Código, y",
            "boe",
            "articulo=1903;norma_id=BOE-A-1889-4763;n=2",
        );
        check(
            "el art. 24 CE, en relación con el 120.3 CE, dice",
            "boe",
            "articulo=120;apartado=3;norma_id=BOE-A-1978-31229;n=2",
        );
        check(
            "el art. 5 CE en relación con el 3 de mayo pasado",
            "boe",
            "articulo=5;n=1",
        );
        // `esa misma Ley`, `el apdo. 2 del mismo art. 4`.
        check(
            "Conforme a la LEC. [^1] el artículo 461 de esa misma Ley dice",
            "boe",
            "articulo=461;norma_id=BOE-A-2000-323;n=1",
        );
        check(
            "según el art. 4 del Real Decreto 1483/2012, de 29 de octubre, y el apdo. 2 del mismo art. 4, la empresa",
            "boe",
            "articulo=4;apartado=2;norma_id=BOE-A-2012-13419;n=2",
        );
        // `entre muchas, la de …`: another judgment of the court just cited.
        check(
            "según la jurisprudencia del Tribunal Supremo (STS 1/2020, de 3 de enero) y, entre muchas, la de 12 de julio de 2017, rec. 2821/2015, dice",
            "cendoj",
            "fecha=2017-07-12;recurso=2821/2015;n=2",
        );
        // The state-of-alarm decree is in the table.
        check(
            "el Real Decreto 463/2020, de 14 de marzo, y su disposición adicional cuarta",
            "boe",
            "articulo=disposición adicional cuarta;norma_id=BOE-A-2020-3692",
        );
        // More bodies whose documents no source here holds.
        check_unsupported(
            "frente al acuerdo del Tribunal calificador de 9 de septiembre de 2025, que",
            "tribunal_calificador",
        );
        check_unsupported(
            "la Dirección General de Seguros y Fondos de Pensiones en su resolución de 2 de diciembre de 2019 dijo",
            "dgsfp",
        );
        check_unsupported(
            "el Defensor del Pueblo, en su recomendación de 21 de abril de 2021, pidió",
            "defensor_pueblo",
        );
        check_none("el acuerdo de la junta de propietarios de 3 de mayo");
        // The parenthesis an authority stands in is not part of its text.
        let ex =
            extract("según el Tribunal (STEDH de 9 de diciembre de 1994, López Ostra c. España) y");
        if ex.no_soportadas.first().map(|n| n.texto.as_str())
            != Some("STEDH de 9 de diciembre de 1994, López Ostra c. España")
        {
            FAILURES.with(|f| {
                f.borrow_mut().push(format!(
                    "ECHR judgment in parentheses: {:?}",
                    ex.no_soportadas
                ))
            });
        }
    });
}

/// Forms from the nineteenth held-out round (a subsidy repayment, a rider's appeal in
/// unification of doctrine, an opposition to a European arrest warrant), one line each.
#[test]
fn letters_of_the_last_article_framework_decisions_chambers_of_the_paragraph_and_foreign_law() {
    table(|| {
        // The norm table.
        check(
            "los arts. 91 y 92 RLGS",
            "boe",
            "articulo=92;norma_id=BOE-A-2006-13371;n=2",
        );
        check(
            "el art. 140 de la Ley 47/2003, de 26 de noviembre, General Presupuestaria",
            "boe",
            "articulo=140;norma_id=BOE-A-2003-21614",
        );
        check(
            "el art. 35 de la Ley 23/2014, de 20 de noviembre, de reconocimiento mutuo",
            "boe",
            "articulo=35;norma_id=BOE-A-2014-12029",
        );
        check(
            "la Ley 12/2021, de 28 de septiembre, por la que se modifica el texto refundido",
            "boe",
            "norma_id=BOE-A-2021-15767",
        );
        check(
            "el art. 3 LGP",
            "boe",
            "articulo=3;norma_id=BOE-A-1988-26156",
        );
        // A framework decision named again, bare or as `la citada`.
        check(
            "La Decisión Marco 2002/584/JAI regula la orden y el art. 82 TFUE la cooperación. El \
             art. 1.3 de la citada Decisión Marco dispone",
            "eurlex",
            "celex=32002F0584;articulo=1;apartado=3",
        );
        check(
            "La Decisión Marco 2002/584/JAI lo prevé. Por conducto del art. 15.2 de la Decisión \
             Marco, información",
            "eurlex",
            "celex=32002F0584;articulo=15;apartado=2",
        );
        // Letters of the article cited last.
        check(
            "El art. 37.1.b) LGS exige el cumplimiento; la letra f) del mismo apartado, el deber.",
            "boe",
            "articulo=37;apartado=1.f);n=2",
        );
        check(
            "en el art. 14 LGS, y en particular en sus letras a) y b) del apartado 1 (realizar)",
            "boe",
            "articulo=14;apartado=1.b)",
        );
        check(
            "El art. 39 LGS fija el plazo; dicho artículo, en la letra c) de su apartado 2, lo computa.",
            "boe",
            "articulo=39;apartado=2.c)",
        );
        check(
            "el art. 11.2 LETA exige infraestructura propia (letra c)) y criterios propios (letra d)).",
            "boe",
            "articulo=11;apartado=2.d);n=3",
        );
        check(
            "con el art. 520 LECrim, cuyo apartado 2, letras c) y h), garantiza",
            "boe",
            "articulo=520;apartado=2.h)",
        );
        check(
            "El artículo 37 LGS, en su apartado 1, letra b), dice",
            "boe",
            "articulo=37;apartado=1.b);n=1",
        );
        check_none("la letra f) del mismo apartado");
        // `de aquella`: the norm named last.
        check(
            "el art. 38.2 LGS lo fija y el art. 37.1 de aquella lo devenga",
            "boe",
            "articulo=37;apartado=1;norma_id=BOE-A-2003-20977",
        );
        check(
            "la Ley General de Subvenciones no lo prevé; analiza el art. 37 de aquella en su \
             apartado 3, sobre",
            "boe",
            "articulo=37;apartado=3;n=1",
        );
        // Case law.
        check(
            "con una única sentencia de contraste: la de la Sala de lo Social del Tribunal \
             Superior de Justicia de Cataluña (Sección 1.ª) n.º 1.860/2022, de 29 de marzo (rec. \
             6219/2021), firme",
            "cendoj",
            "organo=TSJ Cataluña;sala=Social;seccion=1;numero=1860/2022;recurso=6219/2021",
        );
        check(
            "lo declaró en la sentencia 805/2020, de 25 de septiembre de 2020 (rec. 4746/2019, en \
             casación unificadora; Roj: STS 2924/2020), dictada",
            "cendoj",
            "numero=805/2020;recurso=4746/2019;roj=STS 2924/2020;n=1",
        );
        check(
            "La Sala, en su sentencia de 24 de enero de 2018 (rcud 3394/2015), ya lo dijo",
            "cendoj",
            "organo=TS;sala=Social;recurso=3394/2015",
        );
        check(
            "en el AAN (Sección 2.ª) 245/2021, de 14 de mayo, y en el Auto de la Sección 3.ª de 31 \
             de junio de 2022, dictado en el rollo de Sala n.º 40/2022, que",
            "cendoj",
            "tipo=AAN;seccion=3;recurso=40/2022",
        );
        check(
            "La STSJ de Madrid 12/2019 lo dijo. Se apoya en la sentencia del Pleno de la Sala de lo \
             Social del mismo Tribunal Superior n.º 40/2020, de 17 de enero, dictada",
            "cendoj",
            "organo=TSJ Madrid;numero=40/2020",
        );
        check(
            "Es la situación que contempla el apartado 89 de la sentencia Aranyosi y Căldăraru, \
             C-404/15 y C-659/15 PPU, según",
            "eurlex",
            "apartado=89",
        );
        // `por la sentencia` after the Charter is not a title.
        check(
            "del derecho a un proceso equitativo del art. 47 de la Carta por la sentencia de 25 de \
             julio de 2018",
            "eurlex",
            "articulo=47;celex=12016P047",
        );
        // A second `y cuyo artículo` has the first one's antecedent.
        check(
            "La Directiva (UE) 2024/2831 lo exige (art. 4). La Directiva (UE) 2019/1152, relativa a \
             unas condiciones transparentes, cuyo art. 1 extiende su ámbito a quien tenga un \
             contrato o una relación de trabajo, y cuyo artículo 4 impone informar.",
            "eurlex",
            "celex=32019L1152;articulo=4",
        );
        check(
            "Conforme al art. 90 CC, acompañaba un plan de parentalidad cuyo artículo 4 regulaba \
             las vacaciones y cuyo artículo 7 preveía una cuenta común.",
            "boe",
            "articulo=90;n=1",
        );
        // A Spanish code named as such is still one.
        check(
            "el art. 1902 del Código Civil español",
            "boe",
            "articulo=1902;norma_id=BOE-A-1889-4763",
        );
        // Doctrine.
        check(
            "GINÈS I FABRELLAS, A. y GÁLVEZ DURÁN, S., «Sharing economy vs. uber economy», InDret, \
             núm. 1, 2016, p. 23.",
            "doctrina",
            "autor=GINÈS I FABRELLAS, A. y GÁLVEZ DURÁN, S.;revista=InDret",
        );
        check(
            "BACHMAIER WINTER, L., «Más reflexiones sobre la sentencia Melloni», Civitas. Revista \
             Española de Derecho Europeo, n.º 56, 2015, pp. 153-180.",
            "doctrina",
            "revista=Civitas. Revista Española de Derecho Europeo;numero=56",
        );
        check(
            "PASCUAL GARCÍA, J., Régimen jurídico de las subvenciones públicas, 6.ª ed., Boletín \
             Oficial del Estado, Madrid, 2016, pp. 487-502.",
            "doctrina",
            "editorial=Boletín Oficial del Estado;lugar=Madrid",
        );
        // Listed apart.
        for (input, tipo) in [
            (
                "conforme al apartado 11 de la Recomendación n.º 198 de la OIT, sobre",
                "oit",
            ),
            (
                "la Inspección Provincial de Trabajo y Seguridad Social de Madrid levantó acta de \
                 liquidación n.º 282021008813245, de 19 de enero de 2022, en la que",
                "itss",
            ),
            (
                "según el informe de la Intervención General de la Administración del Estado de 14 \
                 de junio de 2019, la",
                "igae",
            ),
            (
                "como declaró la Sentencia de la Sala de Justicia del Tribunal de Cuentas 6/2020, de \
                 3 de marzo, el",
                "tribunal_cuentas",
            ),
            (
                "el Convenio Europeo para la Protección de los Derechos Humanos y de las Libertades \
                 Fundamentales, cuyo art. 6 garantiza",
                "cedh",
            ),
            (
                "el Convenio Europeo de Extradición de 13 de diciembre de 1957, ratificado por \
                 España, y cuyo art. 6 permite",
                "tratado_internacional",
            ),
            (
                "en su Informe al Gobierno alemán sobre la visita realizada del 1 al 14 de diciembre \
                 de 2020 (CPT/Inf (2022) 18), párrafos 98 a 104",
                "cpt",
            ),
            (
                "la Recomendación de Política General n.º 15 de la Comisión Europea contra el \
                 Racismo y la Intolerancia (ECRI), relativa",
                "ecri",
            ),
            (
                "como el artículo 1240 del Código Civil francés",
                "derecho_extranjero",
            ),
            (
                "el delito de estafa del § 263 del Código Penal alemán (Betrug)",
                "derecho_extranjero",
            ),
            (
                "aprobadas por Orden de 15 de marzo de 2016 de la entonces Consellería de Economía, \
                 Empleo e Industria, cuya",
                "boletin_autonomico",
            ),
        ] {
            check_unsupported(input, tipo);
            let n = extract(input).no_soportadas.len();
            if n != 1 {
                FAILURES.with(|f| {
                    f.borrow_mut()
                        .push(format!("{n} unsupported authorities in {input:?}"))
                });
            }
        }
        check_none("según el informe pericial de 3 de mayo de 2020 del Dr. López");
    });
}

/// Forms from the twentieth held-out round (a second-chance discharge, State liability for
/// pre-trial detention, a tax on electricity production), one line each.
#[test]
fn aquella_between_two_norms_plural_apartados_bis_range_ends_and_body_first_opinions() {
    table(|| {
        // The norm table.
        check(
            "el artículo 14.7 de la Ley 24/2013, de 26 de diciembre, del Sector Eléctrico",
            "boe",
            "articulo=14;apartado=7;norma_id=BOE-A-2013-13645",
        );
        check(
            "el art. 8 de la Ley 15/2012",
            "boe",
            "articulo=8;norma_id=BOE-A-2012-15649",
        );
        check(
            "la disposición transitoria primera de la Ley 16/2022, de 5 de septiembre",
            "boe",
            "articulo=disposición transitoria primera;norma_id=BOE-A-2022-14580",
        );
        // A title opens with `por` before an article only.
        check(
            "los artículos 1 y 8 de la Ley 15/2012, por infracción de los artículos 14 y 31.1 CE",
            "boe",
            "articulo=8;norma=Ley 15/2012;n=4",
        );
        check(
            "La Ley 12/2023, de 24 de mayo, por el derecho a la vivienda, se aplica.",
            "boe",
            "norma_id=BOE-A-2023-12203",
        );
        // Plural apartados after the article, before the norm.
        check(
            "el artículo 4 bis, apartados 1 y 2, LOPJ, dice",
            "boe",
            "articulo=4 bis;apartado=2;n=2",
        );
        // A range that ends in a `bis` article.
        check(
            "los arts. 495 a 500 bis TRLC",
            "boe",
            "articulo=500 bis;norma_id=BOE-A-2020-4859;n=7",
        );
        // `aquella Ley`: the farther of two norms the sentence before named.
        check(
            "derogado, junto con el resto de la Ley 22/2003, por la disposición derogatoria única \
             del Real Decreto Legislativo 1/2020. El art. 178 bis.5.1.º de aquella Ley exceptuaba",
            "boe",
            "articulo=178 bis;apartado=5.1.º;norma_id=BOE-A-2003-13813",
        );
        check(
            "El art. 37.2 LGS ordena que se gradúe conforme al art. 17.3.n) de aquella Ley.",
            "boe",
            "articulo=17;apartado=3.n);norma_id=BOE-A-2003-20977",
        );
        // `dicho artículo 294`: the article the paragraph cited, whatever norm came since.
        check(
            "El artículo 294 LOPJ lo prevé; según el art. 24.2 CE y al interpretar dicho artículo \
             294, la Sala",
            "boe",
            "articulo=294;norma_id=BOE-A-1985-12666;n=3",
        );
        // Opinions and instructions of bodies.
        check_unsupported(
            "el Consejo de Estado, en su dictamen n.º 612/2022, de 7 de julio, concluyó",
            "consejo_estado",
        );
        check_unsupported(
            "la Instrucción 1/2023, de 26 de enero, del Departamento de Recaudación de la AEAT, \
             sobre",
            "aeat",
        );
    });
}

/// Forms from the twenty-first held-out round (a phishing appeal, a widow's pension appeal, a
/// criminal complaint against a director), one line each.
#[test]
fn payment_services_decree_pinpoints_before_a_cited_article_and_banking_bodies() {
    table(|| {
        check(
            "el Real Decreto-ley 19/2018, de 23 de noviembre, de servicios de pago (en adelante, \
             «RDLSP»). El art. 36.1 RDLSP dispone",
            "boe",
            "articulo=36;apartado=1;norma_id=BOE-A-2018-16036",
        );
        check(
            "con arreglo a los apartados 1 y 4 del citado art. 82 TRLGDCU",
            "boe",
            "articulo=82;apartado=4;n=2",
        );
        check(
            "Según el CP, concurren los números 5.º y 6.º del artículo 250.1 del texto punitivo.",
            "boe",
            "articulo=250;apartado=1.6.º;norma_id=BOE-A-1995-25444;n=2",
        );
        check(
            "la Circular 5/2012, de 27 de junio, del Banco de España, sobre transparencia",
            "boe",
            "numero=5/2012;rango=Circular",
        );
        for (input, tipo) in [
            (
                "el criterio de gestión 12/2022 del Instituto Nacional de la Seguridad Social, de 7 \
                 de abril, sobre",
                "inss",
            ),
            (
                "la Memoria de Reclamaciones 2023 del Banco de España recoge",
                "banco_espana",
            ),
            (
                "la opinión de la Autoridad Bancaria Europea de 21 de junio de 2019 sobre",
                "eba",
            ),
        ] {
            check_unsupported(input, tipo);
        }
        check_none("en mi opinión, de 3 de mayo, el banco no respondió");
    });
}

/// Forms from the twenty-second held-out round (an eviction of a precarious occupant, a cartel
/// fine in cassation, a university disciplinary appeal), one line each.
#[test]
fn ordinals_after_a_possessive_the_1994_social_security_act_and_un_committee_opinions() {
    table(|| {
        check(
            "el art. 250.1 LEC en sus ordinales 1.º y 2.º",
            "boe",
            "articulo=250;apartado=1.2.º;n=2",
        );
        check(
            "los artículos 33 y 35 de la Ley Orgánica 2/2023, de 22 de marzo, del Sistema \
             Universitario (LOSU), y el art. 33 LOSU",
            "boe",
            "articulo=35;norma_id=BOE-A-2023-7500;n=3",
        );
        check(
            "aprobado por el Real Decreto Legislativo 1/1994, de 20 de junio",
            "boe",
            "norma_id=BOE-A-1994-14960",
        );
        for (input, tipo) in [
            (
                "el dictamen del Comité de Derechos Económicos, Sociales y Culturales de 11 de \
                 octubre de 2019, comunicación n.º 37/2018",
                "onu",
            ),
            (
                "el Comité de Derechos Económicos, Sociales y Culturales de Naciones Unidas, en su \
                 dictamen de 11 de octubre de 2019, dijo",
                "onu",
            ),
            (
                "según el dictamen del Consejo de Estado 612/2022, de 7 de julio",
                "consejo_estado",
            ),
        ] {
            check_unsupported(input, tipo);
        }
    });
}

/// Twenty-third held-out round: author–date doctrine and its bibliography, the lettered
/// articles of the Ley de la Jurisdicción Voluntaria, letters in parentheses after an article,
/// `punto`, a norm spelt out after its abbreviation, a title listing the norms it amends, and
/// conventions named bare.
#[test]
fn author_date_doctrine_lettered_jurisdiccion_voluntaria_and_bare_conventions() {
    table(|| {
        let bibliography = "Como explica MUÑOZ CONDE (2023, p. 412), el engaño es bastante \
                            (en el mismo sentido, MATA Y MARTÍN, 2007: 59-61).\n\n\
                            MATA Y MARTÍN, R. M. (2007). *Estafa convencional, estafa informática \
                            y robo en el ámbito de los medios electrónicos de pago*. Cizur Menor: \
                            Thomson-Aranzadi.\n\n\
                            MUÑOZ CONDE, F. (2023). *Derecho Penal. Parte Especial* (25.ª ed.). \
                            Valencia: Tirant lo Blanch.\n\n\
                            GÓMEZ-JARA DÍEZ, C. (2016). «El Pleno jurisdiccional del Tribunal \
                            Supremo». *Diario La Ley*, n.º 8724, pp. 1-12.\n";
        for spec in [
            "autor=MUÑOZ CONDE, F.;obra=Derecho Penal. Parte Especial;pagina=412;año=2023",
            "autor=MATA Y MARTÍN, R. M.;pagina=59-61;año=2007",
            "autor=MUÑOZ CONDE, F.;editorial=Tirant lo Blanch;lugar=Valencia",
            "autor=MATA Y MARTÍN, R. M.;editorial=Thomson-Aranzadi;lugar=Cizur Menor",
            "autor=GÓMEZ-JARA DÍEZ, C.;revista=Diario La Ley;numero=8724;pagina=1-12;n=5",
        ] {
            check(bibliography, "doctrina", spec);
        }
        check(
            "GARCÍA DE ENTERRÍA y FERNÁNDEZ (2020: 412) lo explican.\n\n\
             GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T.-R. (2020): *Curso de Derecho Administrativo*, \
             tomo II, 16.ª ed., Civitas-Thomson Reuters, Cizur Menor.\n",
            "doctrina",
            "obra=Curso de Derecho Administrativo;pagina=412;año=2020;n=2",
        );
        // A surname and a year in parentheses without a bibliography entry: no work to name.
        check_none("Como sostiene MUÑOZ CONDE (2023, p. 412), el engaño es bastante.");
        check(
            "THIBAULT ARANDA, J., El teletrabajo. Análisis jurídico-laboral, 2.ª ed., Consejo \
             Económico y Social, Madrid, 2001, pp. 61-63.",
            "doctrina",
            "editorial=Consejo Económico y Social;lugar=Madrid",
        );
        check(
            "los arts. 42 bis a), 42 bis b) y 42 bis c) de la Ley 15/2015, de 2 de julio",
            "boe",
            "articulo=42 bis c);norma_id=BOE-A-2015-7391;n=3",
        );
        check(
            "conforme al art. 42 bis a).1 LJV",
            "boe",
            "articulo=42 bis a);apartado=1",
        );
        check(
            "el art. 42 bis b), apartado 5, LJV",
            "boe",
            "articulo=42 bis b);apartado=5",
        );
        // The LECrim's lettered articles keep their letter without the parenthesis.
        check("el art. 588 bis a) LECrim", "boe", "articulo=588 bis a");
        check(
            "el art. 76.2.a).1 LEC",
            "boe",
            "articulo=76;apartado=2.a).1",
        );
        check(
            "El art. 41.1 ET considera modificación sustancial la que afecta a la «jornada de \
             trabajo» (letra a) y al «horario» (letra b).",
            "boe",
            "articulo=41;apartado=1.b);n=3",
        );
        check(
            "los arts. 7 a 9 LTD. Entre las menciones del artículo 7 figura el «porcentaje» \
             (letra d).",
            "boe",
            "articulo=7;apartado=d)",
        );
        check(
            "El art. 7.1 del Reglamento (CE) 261/2004 fija la compensación; la letra c) del \
             mismo apartado fija 600 euros.",
            "eurlex",
            "articulo=7;apartado=1.c);n=2",
        );
        check(
            "La Directiva 2003/88/CE define el tiempo de trabajo en su art. 2, punto 1.",
            "eurlex",
            "articulo=2;apartado=1",
        );
        check(
            "según el art. 2, puntos 1 y 2, de la Directiva 2003/88/CE",
            "eurlex",
            "articulo=2;apartado=2;n=2",
        );
        check(
            "conforme al art. 7.10 LISOS (Real Decreto Legislativo 5/2000, de 4 de agosto, por \
             el que se aprueba el texto refundido de la Ley sobre Infracciones y Sanciones en el \
             Orden Social), que tipifica",
            "boe",
            "articulo=7;apartado=10;norma_id=BOE-A-2000-15060;n=1",
        );
        check(
            "el art. 2.2.a) de la Ley 41/2003, de 18 de noviembre, de protección patrimonial de \
             las personas con discapacidad y de modificación del Código Civil, de la Ley de \
             Enjuiciamiento Civil y de la Normativa Tributaria con esta finalidad, conforme al \
             cual caben. Y su artículo 5 regula la administración.",
            "boe",
            "articulo=5;norma_id=BOE-A-2003-21053;n=2",
        );
        check(
            "el Real Decreto Legislativo 1/2013, de 29 de noviembre, por el que se aprueba el \
             Texto Refundido de la Ley General de derechos de las personas con discapacidad y de \
             su inclusión social, cuyo art. 4.1",
            "boe",
            "articulo=4;apartado=1;norma_id=BOE-A-2013-12632",
        );
        for (input, tipo) in [
            (
                "unida a los arts. 12 y 19 de la Convención de Nueva York, refuerza",
                "tratado_internacional",
            ),
            (
                "El artículo 12.3 de la Convención impone a los Estados la obligación",
                "tratado_internacional",
            ),
            (
                "el Tribunal Europeo de Derechos Humanos consideró contraria al art. 8 del \
                 Convenio una privación total",
                "cedh",
            ),
        ] {
            check_unsupported(input, tipo);
        }
        // A collective agreement named bare is not the European Convention.
        check_none("Según el artículo 23 del Convenio, la jornada es de 40 horas.");
    });
}

/// Twenty-fourth held-out round: verbs after the last article of a list, an abbreviation the
/// brief defined before `en su art.`, a subject `Dicho Real Decreto` for `del mismo`, plural
/// apartados after the norm, `del propio artículo`, days of one month in a plural citation and
/// their recursos, a one-letter CJEU case name, a seat named before an ECLI, section ordinals
/// in two words, a `disposición adicional` with no ordinal, UN committees and regional
/// consultative bodies, a foreign code's article, words hyphenated across a line break.
#[test]
fn plural_days_hyphenated_words_defined_abbreviations_and_subject_back_references() {
    table(|| {
        check(
            "la LPRL, cuyos artículos 14 y 17 configuran el deber.",
            "boe",
            "articulo=17;norma_id=BOE-A-1995-24292;n=2",
        );
        // A noun after the list is not a verb: the list ends before it, unless the head is
        // plural (`sus artículos 11.4 y 11.8 conserva`) and the word is no unit (`y 6 meses`).
        check(
            "la LPRL, cuyo artículo 14 y 17 volumen",
            "boe",
            "articulo=14;n=1",
        );
        check(
            "la LPRL, en sus arts. 14 y 6 meses",
            "boe",
            "articulo=14;n=1",
        );
        check(
            "la Ley 12/1992, de 27 de mayo, sobre Contrato de Agencia (en adelante, «LCA»). El \
             art. 1902 CC dice algo. Por otra parte, la LCA, en su art. 29, reconoce el derecho.",
            "boe",
            "articulo=29;norma_id=BOE-A-1992-12347;n=3",
        );
        check(
            "el Real Decreto 1627/1997, de 24 de octubre. Su art. 11 impone aplicar el artículo \
             15 de la Ley de Prevención de Riesgos Laborales. Dicho Real Decreto, en el anexo IV \
             del mismo, dispone.",
            "boe",
            "articulo=anexo IV;norma_id=BOE-A-1997-22614",
        );
        check(
            "es el que resulta del art. 24 LPRL, apartados 1 y 3, y su desarrollo",
            "boe",
            "articulo=24;apartado=3;n=2",
        );
        check(
            "conforme al art. 152.1.1.º del Código Penal, la pena que el apartado 1 del propio \
             artículo 152 reserva",
            "boe",
            "articulo=152;apartado=1;n=2",
        );
        check(
            "conforme al art. 316 CP. El encargado a que se refiere el art. 318 del Código no es \
             el jefe.",
            "boe",
            "articulo=318;norma_id=BOE-A-1995-25444",
        );
        // `y el de la misma Sala`: another order, after an order.
        check_strict(
            "Así lo declaró la Sala Primera en el ATS de 17 de octubre de 2018 (rec. 1705/2016) y en el de la misma Sala de 2 de abril de 2019 (rec. 35/2019).",
            "cendoj",
            "tipo=ATS;fecha=2019-04-02;recurso=35/2019;sala=Civil;n=2",
        );
        // A list of judgments by date and recurso, separated by `;` and `, y`.
        check_strict(
            "La Sala Cuarta ha reiterado que la modificación es sustancial (SSTS de 22 de septiembre de 2003, rec. 122/2002; de 10 de octubre de 2005, rec. 183/2004, y de 26 de abril de 2006, rec. 2076/2005).",
            "cendoj",
            "fecha=2006-04-26;recurso=2076/2005;sala=Social;n=3",
        );
        // A chamber numbered in words is the Tribunal Supremo's.
        check(
            "Como declaró la Sala Primera en la sentencia de Pleno 769/2014, de 12 de enero de 2015, la acción no prescribe.",
            "cendoj",
            "organo=TS;sala=Civil;numero=769/2014;fecha=2015-01-12",
        );
        // A judgment of the Tribunal Supremo in a paragraph that names one chamber only.
        check(
            "La Sala Primera ha reiterado esta doctrina. La Sentencia 1038/2024, de 22 de julio (Roj: STS 4227/2024 - ECLI:ES:TS:2024:4227), lo aplicó.",
            "cendoj",
            "numero=1038/2024;organo=TS;sala=Civil",
        );
        // Dates given `respectivamente` after a list of numbers.
        check_strict(
            "Así lo declaran las SSTS 56/2019 y 556/2019, de 25 de enero y de 22 de octubre, respectivamente.",
            "cendoj",
            "numero=556/2019;fecha=2019-10-22;n=2",
        );
        // One date and two recursos: two judgments of the same day.
        check_strict(
            "La Sala Primera lo ha dicho (SSTS de Pleno de 17 de abril de 2007, recs. 2908/2001 y 2598/2002).",
            "cendoj",
            "recurso=2598/2002;fecha=2007-04-17;sala=Civil;n=2",
        );
        // `de las Illes Balears`; `la misma Sala` gives its chamber too.
        check(
            "La Sala de lo Contencioso-administrativo del Tribunal Superior de Justicia de las Illes Balears, en su Sentencia 486/2021, de 10 de septiembre (recurso 519/2018)",
            "cendoj",
            "organo=TSJ Illes Balears;numero=486/2021;recurso=519/2018",
        );
        check(
            "La Sala de lo Contencioso-administrativo del Tribunal Superior de Justicia de las Illes Balears, en su Sentencia 486/2021, de 10 de septiembre, y en la Sentencia de la misma Sala 354/2019, de 10 de julio (rec. 315/2018)",
            "cendoj",
            "numero=354/2019;sala=Contencioso-Administrativo",
        );
        check(
            "Y las SSTS de 11 y 18 de junio de 2018 (recs. 3123/2015 y 3033/2015) fijaron \
             criterios.",
            "cendoj",
            "fecha=2018-06-18;recurso=3033/2015;n=2",
        );
        check(
            "las SSTS de 3, 10 y 24 de mayo de 2019 lo dicen",
            "cendoj",
            "fecha=2019-05-24;n=3",
        );
        check(
            "la sentencia de 3 de marzo de 2022, A, asunto C–634/20 (ECLI:EU:C:2022:149), dijo",
            "eurlex",
            "nombre_caso=A;fecha=2022-03-03;tipo=sentencia",
        );
        check(
            "La Sección 11.ª de la Audiencia Provincial de Madrid, en su sentencia n.º 389/2022, \
             de 15 de septiembre de 2022 (ECLI:ES:APM:2022:12987), aplicó el máximo.",
            "cendoj",
            "organo=AP Madrid;seccion=11;n=1",
        );
        check(
            "la Sentencia de la Audiencia Provincial de Madrid, Sección Vigésimo Cuarta, de 15 de \
             junio de 2022 (rec. 334/2022)",
            "cendoj",
            "seccion=24;recurso=334/2022",
        );
        check(
            "según la disposición adicional de la Ley 12/1992, de 27 de mayo, dice",
            "boe",
            "articulo=disposición adicional;norma_id=BOE-A-1992-12347",
        );
        check_none("la disposición transitoria, que no dice nada");
        check(
            "Lo exige el artí-\nculo 217 de la Ley de Enjuiciamiento Civil.",
            "boe",
            "articulo=217;norma_id=BOE-A-2000-323",
        );
        for (input, tipo) in [
            (
                "El Comité sobre los Derechos de las Personas con Discapacidad, en su \
                 Observación General n.º 1 (2014), afirma",
                "onu",
            ),
            (
                "el Comité de los Derechos del Niño, en su Observación General n.º 14 (2013), dijo",
                "onu",
            ),
            (
                "la Comisión Jurídica Asesora de la Comunidad de Madrid, en su dictamen 318/2022, \
                 de 24 de mayo, dijo",
                "consejo_consultivo",
            ),
            (
                "entender que el art. 418u del Código de Obligaciones suizo la excluye",
                "derecho_extranjero",
            ),
            (
                "el Convenio n.º 177 de la OIT sobre el trabajo a domicilio, de 1996 (artículo 4), \
                 inspira",
                "oit",
            ),
        ] {
            check_unsupported(input, tipo);
        }
    });
}

/// Twenty-fifth held-out round: the inheritance-tax act and its regulation, the asylum act and
/// its regulation in the norm table, `la Ley de Asilo o LA` as a defined abbreviation, a
/// regulation named again as `el citado Reglamento` though written by its decree, the
/// European Patent Convention and its Boards of Appeal, `del mismo Convenio`, the letters of an
/// article named by a possessive, a title cut before the next article of a list, and ECHR
/// judgments known by their parties.
#[test]
fn inheritance_tax_asylum_patent_convention_and_echr_judgments_by_name() {
    table(|| {
        check(
            "el artículo 3.1.a) LISD",
            "boe",
            "articulo=3;apartado=1.a);norma_id=BOE-A-1987-28141",
        );
        check(
            "el art. 68 del RISD",
            "boe",
            "articulo=68;norma_id=BOE-A-1991-27678",
        );
        check(
            "la Ley 12/2009, de 30 de octubre, reguladora del derecho de asilo y de la protección \
             subsidiaria (en adelante, la Ley de Asilo o LA), que incorporó. Según el artículo \
             7.1.a) LA procede.",
            "boe",
            "articulo=7;apartado=1.a);norma_id=BOE-A-2009-17242",
        );
        check(
            "sigue aplicándose el Reglamento de asilo aprobado por el Real Decreto 203/1995, de 10 \
             de febrero, y la Ley 12/2009 dice. Según el artículo 31.3 del citado Reglamento, \
             procede.",
            "boe",
            "articulo=31;apartado=3;norma_id=BOE-A-1995-5542",
        );
        check(
            "conforme a los artículos 66 de la Ley Orgánica 6/1985, de 1 de julio, del Poder \
             Judicial y 11.1.a) LJCA, por tratarse de un acto.",
            "boe",
            "articulo=11;apartado=1.a);norma_id=BOE-A-1998-16718;n=2",
        );
        check(
            "Los arts. 6 y 7 de la Ley 12/2009 definen los actos, que incluyen, en el apartado \
             2.a) del artículo 6, los actos de violencia.",
            "boe",
            "articulo=6;apartado=2.a);n=3",
        );
        check(
            "los límites del art. 61.1 LP, en particular los de sus letras a) y b), no amparan.",
            "boe",
            "articulo=61;apartado=1.b);norma_id=BOE-A-2015-8328;n=3",
        );
        // `del mismo Convenio` is never the last norm of another kind.
        check(
            "El art. 69 CPE dice algo, y el art. 60 LP también. En los términos del art. 123.3 \
             del mismo Convenio, procede.",
            "boe",
            "articulo=60;n=1",
        );
        check_none("El Convenio colectivo dice. El art. 5 del citado Convenio dice.");
        for (input, tipo) in [
            (
                "el art. 69 del Convenio sobre la Patente Europea y su Protocolo",
                "tratado_internacional",
            ),
            (
                "El precepto reproduce el art. 69 CPE.",
                "tratado_internacional",
            ),
            (
                "la Cámara de Recursos Técnicos 3.2.01 confirmó esa decisión en la resolución T \
                 1234/19, de 9 de noviembre de 2021, y",
                "epo",
            ),
            (
                "como recordó la sentencia de 28 de junio de 2011, Sufi y Elmi c. Reino Unido, el \
                 riesgo",
                "tedh",
            ),
            (
                "la sentencia de la Gran Sala de 12 de febrero de 2004, *Perez c. Francia*, dijo",
                "tedh",
            ),
        ] {
            check_unsupported(input, tipo);
        }
        // `Comisión c. España` is the Court of Justice's.
        check(
            "la sentencia de 4 de mayo de 2000, Comisión c. España, asunto C-1/98",
            "eurlex",
            "asunto=C-1/98;tipo=sentencia",
        );
    });
}

#[test]
fn securities_market_statutes_apartados_in_parentheses_late_legal_grounds_and_titles_with_commas() {
    table(|| {
        check(
            "el art. 233 de la Ley 6/2023, de 17 de marzo, de los Mercados de Valores y de los \
             Servicios de Inversión",
            "boe",
            "articulo=233;norma_id=BOE-A-2023-7053",
        );
        check(
            "el Real Decreto Legislativo 4/2015, de 23 de octubre (en adelante, TRLMV), y el art. \
             282 TRLMV",
            "boe",
            "articulo=282;norma_id=BOE-A-2015-11435",
        );
        // `el texto estatutario`: the statute named before (here the workers').
        check(
            "El ET dice. Y el art. 18 del texto estatutario regula los registros.",
            "boe",
            "articulo=18;norma_id=BOE-A-2015-11430",
        );
        check(
            "El ET dice. Tras la Ley Orgánica 3/2018, de 5 de diciembre, el texto estatutario \
             incorpora además su art. 20 bis, que reconoce.",
            "boe",
            "articulo=20 bis;norma_id=BOE-A-2015-11430",
        );
        // An apartado in parentheses after what the article says.
        check(
            "El art. 87 LOPDGDD reconoce el derecho a la intimidad en el uso de los dispositivos \
             digitales (apartado 1), permite al empleador acceder a los contenidos (apartado 2), \
             y condiciona.",
            "boe",
            "articulo=87;apartado=2;n=3",
        );
        check(
            "La LOPJM establece en su artículo 2 los criterios, y entre ellos figura (apartado 2, \
             letra c) «la conveniencia de que su vida y desarrollo tenga lugar en un entorno».",
            "boe",
            "articulo=2;apartado=2.c);norma_id=BOE-A-1996-1069",
        );
        // Not the apartado of a document named in between, nor a sub-apartado.
        check(
            "encaja en las infracciones leves del art. 13 LPRL, pues la Guía Docente de la \
             asignatura (apartado 7) se limita a disponer.",
            "boe",
            "articulo=13;n=1",
        );
        check(
            "encaja en las infracciones leves del art. 13 LPRL, o en lo que la Sala dijo (apartado \
             7.3) al respecto.",
            "boe",
            "articulo=13;n=1",
        );
        // A list after a plural head goes on whatever word follows its last item.
        check(
            "El Reglamento (CE) n.º 2201/2003 dice. Sobre sus artículos 11.4 y 11.8 hay doctrina.",
            "eurlex",
            "articulo=11;apartado=8;celex=32003R2201;n=2",
        );
        // `del mismo art. 778 quinquies`: the article cited last, named again.
        check(
            "El art. 778 quinquies LEC, en su apartado 8, exige. Y el apartado 12 del mismo art. \
             778 quinquies establece el plazo.",
            "boe",
            "articulo=778 quinquies;apartado=12;n=2",
        );
        check(
            "El art. 52 LEC dice. Y el apartado 2 del mismo art. 118 LP dice.",
            "boe",
            "articulo=118;apartado=2;norma_id=BOE-A-2015-8328;n=2",
        );
        // The legal ground at the end of the sentence the judgment opens.
        check(
            "La STC 29/2013, de 11 de febrero, declaró que el deber de información forma parte \
             del derecho del art. 18.4 CE, y que exige información «previa y expresa» (FJ 7 y FJ \
             8). Es cierto.",
            "tc",
            "numero=29/2013;fundamento=FJ 7",
        );
        check(
            "La STC 119/2022, de 29 de septiembre, al asumir los criterios del Tribunal Europeo \
             de Derechos Humanos, insiste en el triple juicio (FJ 6), que.",
            "tc",
            "numero=119/2022;fundamento=FJ 6",
        );
        check(
            "Lo exigen las SSTC 98/2000, de 10 de abril, y 186/2000, de 10 de julio (FJ 6 de \
             esta última).",
            "tc",
            "numero=186/2000;fundamento=FJ 6",
        );
        check(
            "La STC 39/2016, de 3 de marzo, matizó la doctrina de la STC 29/2013 (FJ 7).",
            "tc",
            "numero=39/2016;absent=fundamento",
        );
        // A Roj and an ECLI joined by a dash, in the judgment's own parenthesis.
        check(
            "(Sentencia de la Sala Primera del Tribunal Supremo 658/2015, de 17 de noviembre, \
             Roj: STS 4788/2015 - ECLI:ES:TS:2015:4788)",
            "cendoj",
            "numero=658/2015;roj=STS 4788/2015;ecli=ECLI:ES:TS:2015:4788;n=1",
        );
        // An unquoted title that goes on after a comma in lower case.
        check(
            "Véase DESDENTADO BONETE, A. y MUÑOZ RUIZ, A. B., Control informático, \
             videovigilancia y protección de datos en el trabajo, Lex Nova, Valladolid, 2012, p. \
             87.",
            "doctrina",
            "obra=Control informático, videovigilancia y protección de datos en el \
             trabajo;editorial=Lex Nova;pagina=87",
        );
        check(
            "MONTERO AROCA, J., Derecho jurisdiccional, t. II, Tirant lo Blanch, Valencia, 2019, \
             p. 12.",
            "doctrina",
            "obra=Derecho jurisdiccional;editorial=Tirant lo Blanch",
        );
        for (input, tipo) in [
            (
                "como declaró la Gran Sala del Tribunal Europeo de Derechos Humanos, en el asunto \
                 López Ribalda y otros c. España (nota 1), la información",
                "tedh",
            ),
            (
                "como recuerda la sentencia Neulinger y Shuruk c. Suiza, de 6 de julio de 2010, el \
                 interés",
                "tedh",
            ),
            (
                "El Convenio de La Haya de 25 de octubre de 1980 dispone. El traslado fue ilícito \
                 en el sentido del art. 3 del Convenio de 1980.",
                "tratado_internacional",
            ),
        ] {
            check_unsupported(input, tipo);
        }
        // A name the brief gives a convention is not another mention of it; a CJEU case
        // between parties is not the ECHR's.
        check_unsupported_count(
            "El Convenio de La Haya de 25 de octubre de 1980 sobre la sustracción de menores (en \
             adelante, el Convenio de 1980) dispone.",
            1,
        );
        check_unsupported_count("En el asunto Aziz c. Catalunyacaixa, el Tribunal.", 0);
        for (input, tipo) in [
            (
                "Según las Directrices de ESMA sobre el retraso en la difusión de información \
                 privilegiada (ESMA/2016/1478, de 20 de octubre de 2016), procede.",
                "esma",
            ),
            (
                "Encuadrado en el grupo profesional II del Convenio Colectivo del Sector de \
                 Comercio en General de la provincia de Sevilla, percibe.",
                "boletin_autonomico",
            ),
        ] {
            check_unsupported(input, tipo);
        }
        // A body's document needs its number or date: a subject alone names none.
        check_unsupported_count("La resolución del TEAC sobre la materia dice.", 0);
        // A case name in emphasis keeps its final dot, and the paragraphs after it are read.
        check(
            "la sentencia de 5 de octubre de 2010, asunto C‑400/10 PPU, *McB.*, apartados 56 a \
             60, en la que",
            "eurlex",
            "nombre_caso=McB.;apartado=56",
        );
    });
}

#[test]
fn court_of_audit_shared_abbreviations_regional_decrees_and_electoral_appeals() {
    table(|| {
        // `LGP` is the budget act in a brief that names it, the advertising act otherwise.
        check(
            "Los arts. 176 a 180 LGP regulan la responsabilidad. El art. 176 de la Ley 47/2003, \
             de 26 de noviembre, General Presupuestaria, dice.",
            "boe",
            "articulo=178;norma=LGP;norma_id=BOE-A-2003-21614",
        );
        check(
            "La publicidad engañosa del art. 5 LGP.",
            "boe",
            "articulo=5;norma_id=BOE-A-1988-26156",
        );
        check(
            "el art. 2.b) de la Ley Orgánica 2/1982, de 12 de mayo, del Tribunal de Cuentas (en \
             adelante, LOTCu)",
            "boe",
            "articulo=2;apartado=b);norma_id=BOE-A-1982-11584",
        );
        check(
            "conforme al art. 71.4.g) LFTCu",
            "boe",
            "articulo=71;apartado=4.g);norma_id=BOE-A-1988-8678",
        );
        // `del mismo artículo 6` after another article is the article named.
        check(
            "La LISD regula la obligación personal (art. 6.1), y la real (art. 7). El apartado 2 \
             del mismo artículo 6 remite a las normas.",
            "boe",
            "articulo=6;apartado=2;norma_id=BOE-A-1987-28141;n=3",
        );
        check(
            "Así, la STS 208/2016, de 4 de febrero (recurso contencioso-electoral n.º 35/2016), \
             dice.",
            "cendoj",
            "numero=208/2016;recurso=35/2016",
        );
        for (input, tipo) in [
            (
                "Así lo declaró la Sentencia 12/2019, de 28 de mayo, de la Sala de Justicia del \
                 Tribunal de Cuentas, al exigir.",
                "tribunal_cuentas",
            ),
            (
                "Y la STCu 8/2021, de 14 de abril, dice.",
                "tribunal_cuentas",
            ),
            (
                "La Sentencia 21/2017, de 30 de noviembre, de la misma Sala de Justicia dice.",
                "tribunal_cuentas",
            ),
            (
                "el Auto 5/2020, de 3 de febrero, de la Sala de Justicia del Tribunal de Cuentas, \
                 dice",
                "tribunal_cuentas",
            ),
            (
                "El Decreto 37/2008, de 5 de febrero, del Consejo de Gobierno de la Junta de \
                 Andalucía, aprobó el plan.",
                "boletin_autonomico",
            ),
        ] {
            check_unsupported(input, tipo);
        }
        // A judgment of the Court of Audit needs its number or date; an auto of another court
        // is its own.
        check_none("La sentencia del Tribunal de Cuentas impugnada dice.");
        check(
            "El Auto 5/2020, de 3 de febrero, de la Audiencia Provincial de Madrid dice.",
            "cendoj",
            "tipo=AAP;numero=5/2020",
        );
        // A State decree by date keeps its place in the BOE.
        check(
            "El Decreto 2414/1961, de 30 de noviembre, por el que se aprueba el Reglamento.",
            "boe",
            "numero=2414/1961;rango=Decreto",
        );
    });
}

#[test]
fn defamation_roads_and_paternity_forms() {
    table(|| {
        check(
            "La Ley Orgánica 2/1984, de 26 de marzo, reguladora del derecho de rectificación, \
             cuyo art. 1 dice. El art. 2 de la citada Ley Orgánica 2/1984 y su artículo 3.",
            "boe",
            "articulo=3;norma_id=BOE-A-1984-7248;n=3",
        );
        check(
            "La Ley 37/2015, de 29 de septiembre, de carreteras, regula (art. 21.1 de la Ley de \
             Carreteras).",
            "boe",
            "articulo=21;apartado=1;numero=37/2015",
        );
        // `del propio texto punitivo, pues su artículo 215`: the Criminal Code again.
        check(
            "El CP dice. La LECrim dice en su art. 100 algo. Legitimación que resulta del propio \
             texto punitivo, pues su artículo 215 condiciona la persecución: conforme al apartado \
             1 del mismo artículo, nadie.",
            "boe",
            "articulo=215;apartado=1;norma_id=BOE-A-1995-25444",
        );
        // Page ranges with a non-breaking hyphen.
        check(
            "BERDUGO GÓMEZ DE LA TORRE, I., Honor y libertad de expresión, Tecnos, Madrid, 1987, \
             pp. 74‑79.",
            "doctrina",
            "pagina=74-79",
        );
        // `op. cit.` with each author's initials, and after a norm's abbreviation.
        check(
            "GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, T.-R., *Curso de Derecho Administrativo*, \
             Civitas, Cizur Menor, 2020, p. 412.\n\n[^4]: GARCÍA DE ENTERRÍA, E. y FERNÁNDEZ, \
             T.-R., *op. cit.*, p. 427.",
            "doctrina",
            "obra=Curso de Derecho Administrativo;pagina=427",
        );
        check(
            "CARMONA SALGADO, C., Calumnias, injurias y otros atentados al honor, Tirant lo \
             Blanch, Valencia, 2012, p. 141.\n\n[^4]: Para su proyección sobre el tipo del art. \
             205 CP, CARMONA SALGADO, C., op. cit., p. 98.",
            "doctrina",
            "autor=CARMONA SALGADO, C.;pagina=98",
        );
        check_unsupported(
            "Así lo dijo el Consejo de Estado, que en su dictamen n.º 1.146/2019, de 23 de enero \
             de 2020, consideró.",
            "consejo_estado",
        );
    });
}

#[test]
fn military_jurisdiction_and_notarial_law() {
    table(|| {
        check(
            "La STS, Sala Quinta, 45/2021, de 18 de mayo (rec. 204/4/2021; Roj: STS 2011/2021 – \
             ECLI:ES:TS:2021:2011), dice.",
            "cendoj",
            "numero=45/2021;recurso=204/4/2021;roj=STS 2011/2021;ecli=ECLI:ES:TS:2021:2011;n=1",
        );
        check(
            "la Sentencia de la Sala Quinta del Tribunal Supremo de 22 de febrero de 2022, \
             recurso contencioso-disciplinario militar n.º 204/61/2021 (ECLI:ES:TS:2022:712)",
            "cendoj",
            "recurso=204/61/2021;ecli=ECLI:ES:TS:2022:712;n=1",
        );
        // An abbreviation of the table before a possessive is the table's norm.
        check(
            "fueron sustituidos por el TRLSRU, cuya disposición derogatoria única dice.",
            "boe",
            "articulo=disposición derogatoria única;norma_id=BOE-A-2015-11723",
        );
        check(
            "El art. 453 LOPM y el art. 41 LORDGC.",
            "boe",
            "articulo=41;numero=12/2007;n=2",
        );
        check(
            "conforme al artículo 17 bis de la Ley del Notariado, de 28 de mayo de 1862, y al \
             artículo 145 del Reglamento de la organización y régimen del Notariado",
            "boe",
            "articulo=17 bis;norma_id=BOE-A-1862-4073",
        );
    });
}

#[test]
fn penitentiary_juvenile_and_transport_law() {
    table(|| {
        // The thirtieth round's norms: penitentiary, juvenile and transport law.
        check(
            "La LOGP incorpora esas garantías en su art. 44.2: «Ningún interno será sancionado».",
            "boe",
            "articulo=44;apartado=2;norma_id=BOE-A-1979-23708",
        );
        check(
            "el art. 83 RP y el art. 7 RLORPM",
            "boe",
            "articulo=83;norma_id=BOE-A-1996-3307",
        );
        check(
            "el art. 251 LNM y el art. 62 LCTTM",
            "boe",
            "articulo=62;norma_id=BOE-A-2009-18004",
        );
        // A swapped pair of letters of a new abbreviation is still a slip.
        check(
            "(art. 278.1 LMN)",
            "boe",
            "articulo=278;apartado=1;norma_id=BOE-A-2014-7877",
        );
        // A named text approved by a decree of another number is that decree's text, and
        // the abbreviation with a year the brief gives it is its own.
        check(
            "del artículo 109, letra b), del Reglamento Penitenciario aprobado por Real Decreto \
             1201/1981, de 8 de mayo (en adelante, RP/1981), vigente. Y el art. 83 RP. Los arts. \
             108 a 111 RP/1981 gradúan la falta.",
            "boe",
            "articulo=110;numero=1201/1981;absent=norma_id",
        );
        check(
            "del Reglamento Penitenciario aprobado por Real Decreto 1201/1981 (en adelante, \
             RP/1981). Y el art. 83 RP.",
            "boe",
            "articulo=83;norma_id=BOE-A-1996-3307",
        );
        // `del mismo art. 242` a paragraph after another article of the Code.
        check(
            "El robo exige violencia (art. 237 CP), o el hurto del art. 234.2 CP.\n\nDebe \
             aplicarse el subtipo atenuado del apartado 4 del mismo art. 242, que permite.",
            "boe",
            "articulo=242;apartado=4;norma_id=BOE-A-1995-25444",
        );
        // A list of judgments sharing one date.
        check(
            "las SSTS 384/2016 y 385/2016, ambas de 7 de junio, dicen",
            "cendoj",
            "numero=385/2016;fecha=2016-06-07;n=2",
        );
        // The private international law regulations by their short names after an article.
        check(
            "conforme al art. 4.1 RBI bis",
            "eurlex",
            "articulo=4;apartado=1;celex=32012R1215",
        );
        check(
            "la cláusula de escape del art. 5.3 Roma I",
            "eurlex",
            "articulo=5;apartado=3;celex=32008R0593",
        );
    });
}

#[test]
fn arbitration_transfer_pricing_and_water_law() {
    table(|| {
        // The thirty-first round's norms: arbitration, corporate tax and water law.
        check(
            "la Ley 60/2003, de 23 de diciembre, de Arbitraje (en adelante, LA). El art. 41.1.f) LA",
            "boe",
            "articulo=41;apartado=1.f);norma_id=BOE-A-2003-23646",
        );
        check(
            "el art. 28.2 del Reglamento de la Administración Pública del Agua, aprobado por el \
             Real Decreto 927/1988, de 29 de julio (RAPA), y el art. 28.1 RAPA",
            "boe",
            "articulo=28;apartado=1;norma_id=BOE-A-1988-20883",
        );
        check(
            "el art. 82.1 TRLA",
            "boe",
            "articulo=82;norma_id=BOE-A-2001-14276",
        );
        check(
            "el art. 17 RIS",
            "boe",
            "articulo=17;norma_id=BOE-A-2015-7771",
        );
        // `cuya constitución es obligatoria` is not the Constitution.
        check(
            "son corporaciones (art. 82.1 TRLA), cuya constitución es obligatoria (art. 81.1 del \
             mismo texto legal).",
            "boe",
            "articulo=81;apartado=1;norma_id=BOE-A-2001-14276",
        );
        // One date for every judgment of the list.
        check(
            "seguidas por las SSTC 55/2021 y 65/2021, ambas de 15 de marzo, y 50/2022",
            "tc",
            "numero=55/2021;fecha=2021-03-15",
        );
        // The EC Treaty when the TFUE article that replaced it follows.
        check(
            "el antiguo art. 81 CE —hoy art. 101 TFUE— es una disposición fundamental",
            "eurlex",
            "articulo=81;norma=TCE;celex=12002E081",
        );
        check(
            "el art. 81 CE reserva a ley orgánica",
            "boe",
            "articulo=81;norma_id=BOE-A-1978-31229",
        );
        // An EU act's abbreviation after its title, used later after `Su art.`.
        check(
            "el art. 6 de la Directiva (UE) 2016/1164 del Consejo, de 12 de julio de 2016 (en \
             adelante, ATAD). El art. 1 TFUE. No cabe apoyarse en la Directiva ATAD. Su art. 4, \
             apartado 1, limita los costes.",
            "eurlex",
            "articulo=4;apartado=1;celex=32016L1164",
        );
        // A CJEU case name with a figure, and one before a parenthesis with the case number.
        check(
            "sentencia de la Gran Sala de 26 de febrero de 2019, N Luxembourg 1 y otros, asuntos \
             acumulados C-115/16, C-118/16, C-119/16 y C-299/16 (ECLI:EU:C:2019:134), apartado 124",
            "eurlex",
            "nombre_caso=N Luxembourg 1 y otros;fecha=2019-02-26;n=1",
        );
        check(
            "la sentencia de 11 de septiembre de 2014, Comisión/Alemania (C-525/12, \
             ECLI:EU:C:2014:2202), reconoció un margen",
            "eurlex",
            "nombre_caso=Comisión/Alemania;fecha=2014-09-11;n=1",
        );
        // `esta Sala` of a TSJ's heading, for a list of its judgments.
        check(
            "AL TRIBUNAL SUPERIOR DE JUSTICIA DE MADRID, SALA DE LO CIVIL Y PENAL\n\nLa doctrina \
             de esta Sala —así, la sentencia 1/2018, de 8 de enero (proc. 52/2017), o la \
             sentencia 43/2019, de 8 de noviembre (proc. 23/2019)—.",
            "cendoj",
            "numero=43/2019;organo=TSJ Madrid;recurso=23/2019",
        );
        // With no court in the heading, `esta Sala` leaves the court to the paragraph.
        check(
            "Es doctrina del Tribunal Supremo, que esta Sala sigue en la sentencia de 28 de \
             febrero de 2012, recurso 5185/2010, la de la carga.",
            "cendoj",
            "organo=TS;fecha=2012-02-28;recurso=5185/2010",
        );
        // … but not a re-mention.
        check(
            "A LA SALA TERCERA DEL TRIBUNAL SUPREMO\n\nAdmitido por el Auto de la Sección \
             Primera de esta Sala de 18 de septiembre de 2024.\n\nLa Sección Primera de esta \
             Sala, por el Auto de 18 de septiembre de 2024 antes mencionado, lo admitió.",
            "cendoj",
            "tipo=ATS;fecha=2024-09-18;n=1",
        );
        // A compound surname with U+2011.
        check(
            "GONZÁLEZ\u{2011}SORIA Y MORENO DE LA SANTA, J., «Las responsabilidades de los \
             árbitros», Revista de Derecho UNED, n.º 17, 2015, pp. 869 y ss.",
            "doctrina",
            "autor=GONZÁLEZ-SORIA Y MORENO DE LA SANTA, J.",
        );
        // An article of an irrigators' community's ordinances is not the last norm's.
        check(
            "La sanción (art. 116 TRLA) es nula. La comunidad ha cumplido sus Ordenanzas, cuyo \
             artículo 48 obliga a cada partícipe.",
            "boe",
            "articulo=116;n=1",
        );
        // Soft law and treaties listed apart.
        check_unsupported(
            "las Directrices de la IBA sobre Conflictos de Intereses en el Arbitraje \
             Internacional, aprobadas el 23 de octubre de 2014",
            "iba",
        );
        check_unsupported(
            "la Ley Modelo de la CNUDMI sobre Arbitraje Comercial Internacional, de 21 de junio \
             de 1985",
            "uncitral",
        );
        check_unsupported(
            "las Directrices de la OCDE aplicables en materia de precios de transferencia",
            "ocde",
        );
        check_unsupported(
            "el informe final de la OCDE de 2015 sobre la Acción 4 del Plan BEPS",
            "ocde",
        );
        check_unsupported(
            "El Convenio de Nueva York de 10 de junio de 1958 sobre reconocimiento y ejecución \
             de las sentencias arbitrales extranjeras",
            "tratado_internacional",
        );
        check_unsupported(
            "El Convenio entre España y el Reino de los Países Bajos para evitar la doble \
             imposición en materia de impuestos sobre la renta y sobre el patrimonio, hecho en La \
             Haya el 16 de junio de 1971",
            "tratado_internacional",
        );
        check_unsupported(
            "El Convenio de Aarhus de 25 de junio de 1998",
            "tratado_internacional",
        );
    });
}

#[test]
fn trade_secrets_extradition_and_healthcare_forms() {
    table(|| {
        // An abbreviation the brief defines between dashes wins over the table's (`LSE` is
        // also the electricity act).
        check(
            "el art. 12 de la Ley 1/2019, de 20 de febrero, de Secretos Empresariales —en \
             adelante, LSE—, y el art. 14 LSE",
            "boe",
            "articulo=14;norma_id=BOE-A-2019-2364",
        );
        check(
            "El art. 36 LSE regula la retribución de la distribución",
            "boe",
            "articulo=36;norma_id=BOE-A-2013-13645",
        );
        // … but not when the abbreviation went to a norm named inside a title.
        check(
            "el art. 2 de la Ley Orgánica 1/1996, de 15 de enero, de Protección Jurídica del \
             Menor, de modificación parcial del Código Civil y de la Ley de Enjuiciamiento Civil \
             (LOPJM), y el art. 2.2.a) LOPJM",
            "boe",
            "articulo=2;apartado=2.a);norma_id=BOE-A-1996-1069",
        );
        check(
            "el art. 15.2 de la Ley 4/1985, de 21 de marzo, de Extradición Pasiva (en adelante, \
             LEP). El art. 4.5.º LEP",
            "boe",
            "articulo=4;norma_id=BOE-A-1985-4816",
        );
        check(
            "el art. 4.3 del Real Decreto 1030/2006, de 15 de septiembre, por el que se establece \
             la cartera de servicios comunes del Sistema Nacional de Salud",
            "boe",
            "articulo=4;apartado=3;norma_id=BOE-A-2006-16212",
        );
        // A wrong day or month of a norm in the table: the norm, with a warning.
        check(
            "el Real Decreto 625/2014, de 18 de junio, cuyo art. 9 regula",
            "boe",
            "articulo=9;norma_id=BOE-A-2014-7684",
        );
        // `TS y otros` is the name of an EU case, not the Tribunal Supremo.
        check(
            "la sentencia de 6 de octubre de 2021, TS y otros, C-538/19, EU:C:2021:809",
            "eurlex",
            "nombre_caso=TS y otros;asunto=C-538/19;n=1",
        );
        // An article of a part of the norm just named.
        check(
            "en el Real Decreto 314/2006, de 17 de marzo, por el que se aprueba el Código Técnico \
             de la Edificación, en el art. 13.1 de su Parte I, según el cual",
            "boe",
            "articulo=13;apartado=1;norma_id=BOE-A-2006-5515",
        );
        // `que reitera la de …`: another judgment of the court cited before, by its date.
        check(
            "(STS de 6 de marzo de 2012, rcud 1727/2011, ECLI:ES:TS:2012:2713, que reitera la \
             de\n29 de septiembre de 2009, rcud 879/2009)",
            "cendoj",
            "fecha=2009-09-29;recurso=879/2009;organo=TS;sala=Social",
        );
        // A name the brief gives an EU act.
        check(
            "El Reglamento (CE) n.º 883/2004 del Parlamento Europeo y del Consejo, de 29 de abril \
             de 2004, sobre la coordinación de los sistemas de seguridad social (en adelante, \
             Reglamento de base), dice. El art. 19.1 del Reglamento de base reconoce",
            "eurlex",
            "articulo=19;apartado=1;celex=32004R0883",
        );
        // The statutes of the table's last additions, by abbreviation and by name.
        check(
            "el art. 7.1.A) TRLITPAJD",
            "boe",
            "articulo=7;norma_id=BOE-A-1993-25359",
        );
        check(
            "el art. 20 LOTJ",
            "boe",
            "articulo=20;norma_id=BOE-A-1995-12095",
        );
        check(
            "el art. 31 del Reglamento de Extranjería",
            "boe",
            "articulo=31;norma_id=BOE-A-2011-7703",
        );
        check(
            "el art. 62 ROF",
            "boe",
            "articulo=62;norma_id=BOE-A-1986-33252",
        );
    });
}

#[test]
fn thirty_eighth_and_ninth_rounds_forms() {
    table(|| {
        // An article coordinated with another part of an instrument named after both is that
        // instrument's, not the last norm's.
        check(
            "Son nulas (art. 47.2 LPAC). Procede declarar la nulidad del artículo 6 y del Anexo I de la Ordenanza.",
            "boe",
            "articulo=47;n=1",
        );
        // A possessive after a norm that repealed another speaks of the repealing one.
        check(
            "La Ley 7/2022 -que derogó la Ley 22/2011, de 28 de julio, de residuos y suelos contaminados, mediante su disposición derogatoria primera- impone en su artículo 11.3 una obligación.",
            "boe",
            "articulo=11;apartado=3;norma_id=BOE-A-2022-5809",
        );
        check(
            "La Ley 7/2022 -que derogó la Ley 22/2011, de 28 de julio, de residuos y suelos contaminados, mediante su disposición derogatoria primera- impone en su artículo 11.3 una obligación.",
            "boe",
            "articulo=disposición derogatoria primera;norma_id=BOE-A-2022-5809",
        );
        // Letters of an apartado named before it.
        check(
            "La Ley 7/2022 impone en su artículo 11.3 una obligación. Las letras a) y b) del apartado 4 del mismo artículo 11 añaden otras.",
            "boe",
            "articulo=11;apartado=4.b)",
        );
        check(
            "Lo dicen las letras c) y d) del apartado 3 del art. 7 LEC.",
            "boe",
            "articulo=7;apartado=3.d)",
        );
        // A letter of the apartado cited last of the same article.
        check(
            "Está legitimada (art. 19.1.a) LJCA). La asociación lo está por el apartado b) del mismo precepto.",
            "boe",
            "articulo=19;apartado=1.b)",
        );
        // `en sus letras` after a bare article: its letters, of the norm of the sentence.
        check(
            "El art. 14.2 LPRL impone el deber; el art. 15.1, en sus letras a) y g), le obliga a evitar los riesgos.",
            "boe",
            "articulo=15;apartado=1.g);norma_id=BOE-A-1995-24292",
        );
        // `aprobado por` does not reach into the next sentence.
        check(
            "El art. 16.2.a) LRPL le obliga a evaluar los riesgos. Desarrolla esas obligaciones el Reglamento de los Servicios de Prevención, aprobado por el Real Decreto 39/1997, de 17 de enero.",
            "boe",
            "articulo=16;norma_id=BOE-A-1995-24292",
        );
        // A recital numbered in words.
        check(
            "según el considerando decimoquinto de la Directiva 89/391/CEE",
            "eurlex",
            "articulo=considerando 15;numero_acto=89/391",
        );
        check(
            "el considerando vigésimo primero del Reglamento (UE) 2016/679",
            "eurlex",
            "articulo=considerando 21;numero_acto=2016/679",
        );
        // Norms added to the table.
        check(
            "el art. 6.5 del Real Decreto-ley 17/1977, de 4 de marzo, sobre relaciones de trabajo (en adelante, RDLRT); y el art. 6.7 RDLRT",
            "boe",
            "articulo=6;apartado=7;norma_id=BOE-A-1977-6061",
        );
        check(
            "el art. 8.a) de la Ley 14/1994, de 1 de junio, por la que se regulan las empresas de trabajo temporal",
            "boe",
            "articulo=8;norma_id=BOE-A-1994-12554",
        );
        check(
            "los arts. 18 a 21 del Real Decreto 897/2017, de 6 de octubre",
            "boe",
            "articulo=21;norma_id=BOE-A-2017-11505",
        );
        check(
            "el art. 83 del Real Decreto-ley 1/2025, de 28 de enero",
            "boe",
            "articulo=83;norma_id=BOE-A-2025-1560",
        );
        // Case law.
        check(
            "Así lo apreció la SJPI n.º 1 de Fuenlabrada 72/2015, de 7 de abril (Roj: SJPI 57/2015).",
            "cendoj",
            "tipo=SJPI;organo=Juzgado de Primera Instancia n.º 1 de Fuenlabrada;numero=72/2015;fecha=2015-04-07",
        );
        check(
            "la Sala Segunda en el ATS de 29 de septiembre de 2015 (causa especial 20393/2015, ECLI:ES:TS:2015:8062A)",
            "cendoj",
            "tipo=ATS;recurso=20393/2015;ecli=ECLI:ES:TS:2015:8062A;n=1",
        );
        check(
            "las SSTS 1425/2018 y 1426/2018, de 26 de septiembre, dictadas por la Sección Cuarta de la Sala Tercera",
            "cendoj",
            "numero=1426/2018;sala=Contencioso-Administrativo;seccion=4",
        );
        check(
            "así, la sentencia de 25 de junio de 2015 (rec. 1424/2013, ECLI:ES:TS:2015:2925), que evoca la de 20 de febrero de 2009, y la de 7 de marzo de 2012 (rec. 709/2010)",
            "cendoj",
            "tipo=STS;fecha=2009-02-20",
        );
        check(
            "El Tribunal de Justicia lo declaró en la sentencia de 13 de septiembre de 2007, *Del Cerro Alonso*, C‑307/05, en cuyo fallo se declara.",
            "eurlex",
            "tipo=sentencia;nombre_caso=Del Cerro Alonso;fecha=2007-09-13",
        );
        check(
            "la sentencia de 11 de diciembre de 2007, International Transport Workers' Federation y Finnish Seamen's Union, C-438/05, EU:C:2007:772, apartado 44",
            "eurlex",
            "nombre_caso=International Transport Workers' Federation y Finnish Seamen's Union;asunto=C-438/05;n=1",
        );
        // Doctrine online and by issue.
        check(
            "PRECIADO DOMÈNECH, C. H., «Huelga y subcontratas. El caso Altrad Rodisola», blog de la Comisión de lo Social de Juezas y Jueces para la Democracia, 15 de marzo de 2017. Con carácter general, otros.",
            "doctrina",
            "autor=PRECIADO DOMÈNECH, C. H.;año=2017",
        );
        check(
            "MONEREO PÉREZ, J. L., «Derechos de huelga y libertad sindical», Revista de Jurisprudencia Laboral, núm. 1/2024. Sobre el esquirolaje en las contratas, nada.",
            "doctrina",
            "numero=1/2024;año=2024;revista=Revista de Jurisprudencia Laboral",
        );
        check(
            "Véase CARRO MARINA, M., «¿Hacia una revisión de la jurisprudencia sobre las ordenanzas de residuos?», Diario del Derecho, Iustel, 19 de abril de 2023.",
            "doctrina",
            "autor=CARRO MARINA, M.;año=2023",
        );
        check(
            "[^2]: MORALES MORENO, A. M., *El error en los contratos*, Ceura, Madrid, 1988, pp. 178-185.",
            "doctrina",
            "editorial=Ceura;lugar=Madrid",
        );
        check(
            "(1) MARTÍN QUERALT, J., LOZANO SERRANO, C. y CASADO OLLERO, G., Curso de Derecho Financiero y Tributario, 34.ª ed., Tecnos, Madrid, 2023, pp. 89-93.\n\n(5) Sobre ello, MARTÍN QUERALT y otros, op. cit., p. 95.",
            "doctrina",
            "obra=Curso de Derecho Financiero y Tributario;pagina=95",
        );
        // Listed apart.
        check_unsupported(
            "Mediante escrito de requerimiento del Banco de España de 14 de diciembre de 2022, el supervisor exigió",
            "banco_espana",
        );
        check_unsupported(
            "Véase la Guía técnica 3/2017 de la CNMV sobre comisiones de auditoría.",
            "cnmv",
        );
        check_unsupported(
            "la Inspección Provincial de Trabajo y Seguridad Social de Zaragoza extendió el acta de infracción n.º I502026000087412, de 24 de noviembre de 2026",
            "itss",
        );
        check_unsupported(
            "En el Derecho uniforme, el art. 4:103 de los Principios de Derecho europeo de los contratos.",
            "soft_law",
        );
        check_unsupported(
            "y el art. II.-7:201 del Marco Común de Referencia.",
            "soft_law",
        );
        // The Court of Justice's cases before 1989 bear no letter.
        check(
            "Lo dijo el Tribunal de Justicia en la sentencia de 14 de febrero de 1985, Rompelman, 268/83, apartado 23.",
            "eurlex",
            "asunto=268/83;nombre_caso=Rompelman;celex=61983CJ0268",
        );
        // A name the brief gave an EU act by its subject or its abbreviation.
        check(
            "la Directiva 2006/112/CE del Consejo, de 28 de noviembre de 2006, relativa al sistema común del impuesto sobre el valor añadido (en adelante, Directiva IVA). El art. 135.1.j) de la Directiva IVA exime.",
            "eurlex",
            "articulo=135;apartado=1.j);numero_acto=2006/112",
        );
        check(
            "la Directiva 2008/98/CE del Parlamento Europeo y del Consejo, de 19 de noviembre de 2008, sobre los residuos (en adelante, la Directiva marco), dispone. El art. 14 de la Directiva marco añade.",
            "eurlex",
            "articulo=14;numero_acto=2008/98",
        );
        // A part of an article of the Sixth Directive.
        check(
            "la exención del art. 13, parte C, de la Directiva 77/388/CEE del Consejo, de 17 de mayo de 1977",
            "eurlex",
            "articulo=13;apartado=C;numero_acto=77/388",
        );
        // DGT rulings by their number, also listed.
        check_unsupported(
            "la DGT lo ha analizado en las consultas vinculantes V0532-21, de 9 de marzo de 2021, y otras",
            "dgt",
        );
        check_unsupported(
            "y, sobre la deducción, en la consulta V1185-19, de 29 de mayo de 2019.",
            "dgt",
        );
        check_unsupported_count(
            "tras el periodo de consulta previa a los trabajadores, nada",
            0,
        );
        // A UN committee's general comment, the European Pillar of Social Rights, an article of
        // the Catalan consumer code.
        check_unsupported(
            "y la Observación general n.º 4 del Comité de Derechos Económicos, Sociales y Culturales",
            "onu",
        );
        check_unsupported(
            "y el principio 20 del Pilar Europeo de Derechos Sociales.",
            "soft_law",
        );
        check_unsupported(
            "como también el art. 252-4.6 del Código de consumo de Cataluña.",
            "boletin_autonomico",
        );
        // The ECLIs of a list given in order after its recursos.
        check(
            "Lo confirmaron las SSTS 1459/2020 y 1460/2020, de 5 de noviembre (recs. 3753/2019 y 4697/2019, ECLI:ES:TS:2020:3583 y ECLI:ES:TS:2020:3609), sobre ello.",
            "cendoj",
            "numero=1459/2020;recurso=3753/2019;ecli=ECLI:ES:TS:2020:3583;n=2",
        );
        // An ECLI inside one entry's parentheses stays that entry's.
        check(
            "las SSTS 1468/2020, de 6 de noviembre (rec. 6474/2018), y 708/2021, de 20 de mayo (rec. 6212/2019; Roj: STS 2023/2021 - ECLI:ES:TS:2021:2023)",
            "cendoj",
            "numero=708/2021;ecli=ECLI:ES:TS:2021:2023",
        );
        // The education acts and the security-forces act, the last misspelt once.
        check(
            "el artículo 116 de la Ley Orgánica 2/2006, de 3 de mayo, de Educación (LOE)",
            "boe",
            "articulo=116;norma_id=BOE-A-2006-7899",
        );
        check(
            "la Ley Orgánica 2/1986, de 13 de marzo, de Fuerzas y Cuerpos de Seguridad (en adelante, LOFCS). El art. 5.2 LOFSC impone.",
            "boe",
            "articulo=5;norma_id=BOE-A-1986-6859",
        );
        // Another body's requirement is an act of the case.
        check_unsupported_count(
            "tras el requerimiento de la Inspección de Trabajo de 7 de marzo de 2023, la empresa pagó",
            0,
        );
        // A long title the table knows by its first words, running on to the decree that
        // approved it: one citation per article, none for the decree.
        check(
            "los artículos 157 y 158 del Reglamento General de las actuaciones y los procedimientos de gestión e inspección tributaria y de desarrollo de las normas comunes de los procedimientos de aplicación de los tributos, aprobado por el Real Decreto 1065/2007, de 27 de julio (RGAT), asocian",
            "boe",
            "articulo=158;norma_id=BOE-A-2007-15984;n=2",
        );
        check(
            "el art. 449 ter de la Ley de Enjuiciamiento Criminal, promulgada por Real Decreto de 14 de septiembre de 1882 (en adelante, LECrim), dispone",
            "boe",
            "articulo=449 ter;norma_id=BOE-A-1882-6036;n=1",
        );
        // A regional law named again by its number alone keeps its date.
        check(
            "conforme a la Ley 14/2002, de 25 de julio, de promoción, atención y protección a la infancia en Castilla y León. Y el art. 25 de la citada Ley 14/2002 lo exige.",
            "boe",
            "articulo=25;numero=14/2002;fecha_norma=2002-07-25",
        );
        // An act the Community approved a convention by does not own the convention's
        // articles.
        check(
            "la Convención sobre los derechos de las personas con discapacidad, hecha en Nueva York el 13 de diciembre de 2006, que la Comunidad aprobó mediante la Decisión 2010/48/CE del Consejo, de 26 de noviembre de 2009, y cuyo artículo 1 incluye",
            "eurlex",
            "numero_acto=2010/48;n=1",
        );
        check(
            "la Directiva 2012/29/UE, por la que se establecen normas mínimas sobre los derechos de las víctimas, y por la que se sustituye la Decisión marco 2001/220/JAI del Consejo, obliga a protegerla (art. 18).",
            "eurlex",
            "articulo=18;numero_acto=2012/29",
        );
        // The recursos of two dated judgments, in order.
        check(
            "las SSTSJ de Madrid de 8 y 31 de marzo de 2017 (rec. 1172/2016 y 143/2017) lo confirman",
            "cendoj",
            "fecha=2017-03-31;recurso=143/2017;n=2",
        );
        // A case of the Court of Justice before 1989 by its name, then its number.
        check(
            "Quedó fijado en la sentencia de 6 de octubre de 1982, Cilfit y otros, 283/81 (ECLI:EU:C:1982:335).",
            "eurlex",
            "asunto=283/81;nombre_caso=Cilfit y otros;celex=61981CJ0283;n=1",
        );
        // `esta Sección`: the court the brief is addressed to, its chamber on a line of its own.
        check(
            "# AL TRIBUNAL SUPERIOR DE JUSTICIA DE LA COMUNITAT VALENCIANA\n\n## SALA DE LO CONTENCIOSO-ADMINISTRATIVO — SECCIÓN TERCERA\n\nY esta misma Sección, en su sentencia 1041/2020, de 10 de junio (rec. 435/2019), anuló.",
            "cendoj",
            "tipo=STSJ;numero=1041/2020;sala=Contencioso-Administrativo",
        );
        // A blog entry dated by its day, in an italic container.
        check(
            "Para una crítica, DEL BLANCO GARCÍA, Á., «El valor de referencia y su empleo en la normativa tributaria», *ECJ Leading Cases*, 24 de mayo de 2021.",
            "doctrina",
            "autor=DEL BLANCO GARCÍA, Á.;revista=ECJ Leading Cases",
        );
        check_unsupported(
            "La Convención de Nueva York, en su artículo 2, califica como discriminación",
            "tratado_internacional",
        );
        // The paragraph of a judgment of the Court of Justice pointed to at the end of the
        // sentence that cites it; not when another citation stands in between.
        check(
            "Se remite a la sentencia de 18 de enero de 2018, Ruiz Conejero, C-270/16,\nEU:C:2018:17, en la que el Tribunal de Justicia advirtió que un trabajador está más expuesto (apartado 39). Otra cosa.",
            "eurlex",
            "asunto=C-270/16;apartado=39",
        );
        check(
            "Se remite a la sentencia de 18 de enero de 2018, Ruiz Conejero, C-270/16, que interpreta el art. 2 de la Directiva 2000/78/CE (apartado 39).",
            "eurlex",
            "asunto=C-270/16;absent=apartado",
        );
        // A brief to a chamber of the Tribunal Supremo cites that chamber's judgments.
        check(
            "A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPREMO\n\nAsí lo declaró la STS 49/2018, de 18 de enero (rec. 3206/2015).",
            "cendoj",
            "numero=49/2018;sala=Contencioso-Administrativo",
        );
        // `…, la de <fecha>` after a judgment of `esta Sala`.
        check(
            "A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPREMO\n\nLo declaró la sentencia de esta Sala de 27 de septiembre de 2011 (rec. 6280/2009), la de 23 de enero de 2012 (rec. 43/2010) y otras.",
            "cendoj",
            "fecha=2012-01-23;recurso=43/2010;organo=TS;n=2",
        );
        // A paragraph of the last article of a list, each with its norm.
        check(
            "debía denegarla motivadamente (arts. 77.3 LPAC y 95.2, párrafo segundo, TRLTSV).",
            "boe",
            "articulo=95;apartado=2;norma_id=BOE-A-2015-11722;n=2",
        );
        // The brief's abbreviation wins over the table's, misspelt or named again.
        check(
            "la Ley 1/2019, de 20 de febrero, de Secretos Empresariales (en adelante, LSE), rige. Y la disposición final segunda de la propia LSE.",
            "boe",
            "articulo=disposición final segunda;norma_id=BOE-A-2019-2364",
        );
        check(
            "la Ley 1/2019, de 20 de febrero, de Secretos Empresariales (en adelante, LSE), rige. La propia Ley exige ponderar (art. 9.3 LES).",
            "boe",
            "articulo=9;norma_id=BOE-A-2019-2364;aviso=se entiende LSE",
        );
        // An order the table knows.
        check(
            "La Orden ICT/155/2020, de 7 de febrero, por la que se regula el control metrológico del Estado de determinados instrumentos de medida, dedica su anexo XII a los cinemómetros.",
            "boe",
            "articulo=anexo XII;norma_id=BOE-A-2020-2573",
        );
        // A quote after a list is the last one's; before it, the first one's.
        check(
            "así, las SSTS 729/2010, de 10 de noviembre, y 771/2010, de 22 de noviembre, reiteran que «el pago fuera de plazo no enerva».",
            "cendoj",
            "numero=771/2010;literal=el pago fuera de plazo no enerva",
        );
        check(
            "así, las SSTS 729/2010, de 10 de noviembre, y 771/2010, de 22 de noviembre, reiteran que «el pago fuera de plazo no enerva».",
            "cendoj",
            "numero=729/2010;absent=literal",
        );
        check(
            "Así, «ninguna de ellas pueda darse por probada» (SSTC 229/2003, de 18 de diciembre, y 109/2009, de 11 de mayo).",
            "tc",
            "numero=229/2003;literal=ninguna de ellas pueda darse por probada",
        );
        // Letters of an article's apartado named after its norm.
        check(
            "Se pide conforme al art. 9.1 LCD, letras a), b), e), g) y h), y más.",
            "boe",
            "articulo=9;apartado=1.h);n=5",
        );
        // An old case with its name in italics and another name in parentheses.
        check(
            "desde la sentencia de 30 de noviembre de 1976, *Bier* (Mines de potasse d'Alsace), asunto 21/76. La acción",
            "eurlex",
            "asunto=21/76;nombre_caso=Bier",
        );
        // A blog entry by its year, with the next sentence right after it.
        check(
            "Sobre el alcance, PASTOR MARTÍNEZ, E., «Secreto empresarial y novedad», *Almacén de Derecho*, 2023. Sobre la noción de secreto antes de 2019, nada.",
            "doctrina",
            "autor=PASTOR MARTÍNEZ, E.;revista=Almacén de Derecho;año=2023",
        );
        // `esta Sala` in a brief to the Audiencia Nacional; the chamber named after it
        // begins the next clause.
        check(
            "**A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DE LA AUDIENCIA NACIONAL**\n\nLa STS de 29 de enero de 2015 (rec. 2872/2013) resolvió la casación contra la sentencia de esta Sala de 24 de junio de 2013 (rec. 29/2012), la Sala Tercera entiende que no.",
            "cendoj",
            "tipo=SAN;organo=AN;recurso=29/2012",
        );
        // The `(CE)` of an EU act's number inside a title names nothing: `CE` stays the
        // Constitution.
        check(
            "el anexo del Reglamento (UE) 2017/2394 del Parlamento Europeo y del Consejo, de 12 de diciembre de 2017, sobre la cooperación y por el que se deroga el Reglamento (CE) n.º 2006/2004. Y vulnera el art. 24.1 CE.",
            "boe",
            "articulo=24;norma_id=BOE-A-1978-31229",
        );
        // `esta Sala` in an appeal filed for an Audiencia Provincial, with its section.
        check(
            "**AL JUZGADO DE PRIMERA INSTANCIA N.º 6 DE MÁLAGA (FAMILIA)**\n**PARA ANTE LA ILMA. AUDIENCIA PROVINCIAL DE MÁLAGA — SECCIÓN SEXTA**\n\nEl criterio de esta Sala, que en su Sentencia 1328/2022, de 21 de julio (rollo de apelación n.º 1810/2021), exigió más.",
            "cendoj",
            "tipo=SAP;organo=AP Málaga;seccion=6;numero=1328/2022",
        );
        // The second act a title amends is not the one the articles after it belong to.
        check(
            "La Directiva (UE) 2015/2302 del Parlamento Europeo y del Consejo, de 25 de noviembre de 2015, relativa a los viajes combinados, por la que se modifican el Reglamento (CE) n.º 2006/2004 y la Directiva 2011/83/UE del Parlamento Europeo y del Consejo, hace responsable al organizador (art. 13.1).",
            "eurlex",
            "articulo=13;numero_acto=2015/2302",
        );
        // A brief to a single-judge court: an STS that names no chamber is of the brief's
        // own order (civil proceedings in a mixed court; a criminal appeal filed with the
        // Juzgado de lo Penal; a Juzgado de lo Social).
        check(
            "AL JUZGADO DE PRIMERA INSTANCIA E INSTRUCCIÓN N.º 3 DE SAGUNTO\n\nJuicio cambiario n.º 1245/2024\n\nSegún la STS 466/2016, de 7 de julio (rec. 2391/2014), no cabe.",
            "cendoj",
            "tipo=STS;sala=Civil;numero=466/2016",
        );
        check(
            "AL JUZGADO DE LO PENAL N.º 4 DE MÁLAGA\nPARA ANTE LA ILMA. AUDIENCIA PROVINCIAL DE MÁLAGA\nProcedimiento Abreviado n.º 214/2025\n\nLa propia STS 292/2008, de 28 de mayo, lo dice.",
            "cendoj",
            "tipo=STS;sala=Penal;numero=292/2008",
        );
        check(
            "AL JUZGADO DE LO SOCIAL N.º 2 DE VALENCIA\n\nLa STS 805/2020, de 25 de septiembre (rcud 4746/2019), lo declaró.",
            "cendoj",
            "tipo=STS;sala=Social;numero=805/2020",
        );
        // A mixed court whose heading names no proceedings: no chamber guessed.
        check(
            "AL JUZGADO DE PRIMERA INSTANCIA E INSTRUCCIÓN N.º 1 DE TOLEDO\n\nLa STS 466/2016, de 7 de julio, lo dice.",
            "cendoj",
            "tipo=STS;numero=466/2016;absent=sala",
        );
        // The Pleno of the chamber the brief's order points to.
        check(
            "AL JUZGADO DE PRIMERA INSTANCIA N.º 3 DE SAGUNTO\n\nAsí, la STS de 5 de marzo de 2007 (Pleno, rec. 2358/2000).",
            "cendoj",
            "tipo=STS;sala=Civil;recurso=2358/2000",
        );
        // Days of several months, one judgment each.
        check(
            "A LA SALA TERCERA DEL TRIBUNAL SUPREMO\n\nAsí lo dijo (SSTS de 29 de febrero, 13 de junio y 15 de julio de 2000).",
            "cendoj",
            "tipo=STS;fecha=2000-07-15",
        );
        // The Ley Cambiaria y del Cheque by its abbreviation.
        check(
            "El art. 67 LCCh lo dice.",
            "boe",
            "articulo=67;norma_id=BOE-A-1985-14880",
        );
        // A letter moved two places in an abbreviation the brief uses.
        check(
            "La Ley 34/2002 (LSSI) y el art. 15 LISS.",
            "boe",
            "articulo=15;norma_id=BOE-A-2002-13758",
        );
        // A further apartado after a letter of the one before.
        check(
            "El artículo 510.1.a) y 3 del Código Penal.",
            "boe",
            "articulo=510;apartado=3;n=2",
        );
        // Apartados in parentheses after the norm replace the bare article.
        check(
            "los principios del art. 588 bis a LECrim (apartados 1 y 5).",
            "boe",
            "articulo=588 bis a;apartado=5;n=2",
        );
        // … but not a paragraph of the judgment the sentence cites.
        check(
            "La STJUE de 16 de febrero de 2023, asunto C-312/21, declaró que el art. 17.1 de la Directiva 2014/104 exige la solicitud prevista en el art. 5 de la Directiva (apartado 57).",
            "eurlex",
            "articulo=5;absent=apartado",
        );
        // The name that closes a title belongs to the act, not to the act the title amends.
        check(
            "el art. 89 del Reglamento (UE) 2022/2065 del Parlamento Europeo y del Consejo, de 19 de octubre de 2022, relativo a un mercado único de servicios digitales y por el que se modifica la Directiva 2000/31/CE (Reglamento de Servicios Digitales, en adelante RSD), y el art. 6.1 RSD.",
            "eurlex",
            "articulo=6;apartado=1;numero_acto=2022/2065",
        );
        // A judgment of the Court of Justice by its date after one cited before; a name
        // before the date.
        check(
            "las excepciones de la sentencia de 6 de octubre de 1982, *Cilfit*, 283/81, EU:C:1982:335, precisadas en la de 6 de octubre de 2021, *Consorzio Italian Management y Catania Multiservizi*, C‑561/19, EU:C:2021:799.",
            "eurlex",
            "fecha=2021-10-06;nombre_caso=Consorzio Italian Management y Catania Multiservizi",
        );
        check(
            "La sentencia Köbler, de 30 de septiembre de 2003 (C-224/01, ECLI:EU:C:2003:513), lo extendió.",
            "eurlex",
            "tipo=sentencia;fecha=2003-09-30;nombre_caso=Köbler",
        );
        // A judgment of the court addressed, with the chamber addressed.
        check(
            "# A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPERIOR DE JUSTICIA DE ARAGÓN\n\nComo ya dijo esta misma Sala, en su Sentencia de 22 de junio de 2022 (Sección 1.ª, rec. 187/2020; Roj: STSJ AR 812/2022), no.",
            "cendoj",
            "tipo=STSJ;organo=TSJ Aragón;sala=Contencioso-Administrativo;seccion=1",
        );
        // A chamber `reunida en Pleno`.
        check(
            "La Sentencia de la Sala Primera del Tribunal Supremo, reunida en Pleno, de 12 de enero de 2015 (rec. 2290/2012), núm. 769/2014, dijo.",
            "cendoj",
            "tipo=STS;sala=Civil;numero=769/2014;recurso=2290/2012",
        );
        // A company's name with a number and `S.L.` before the case number.
        check(
            "Como dijo la STJUE de 30 de mayo de 2013, Genil 48, S.L., asunto C‑604/11 (ECLI:EU:C:2013:344), apartado 57.",
            "eurlex",
            "fecha=2013-05-30;asunto=C-604/11;n=1",
        );
        // The name a brief gives an EU act, with a plural's `s`.
        check(
            "el art. 13.1 del Reglamento (UE) n.º 1286/2014 del Parlamento Europeo y del Consejo, de 26 de noviembre de 2014, sobre los documentos de datos fundamentales (en adelante, Reglamento PRIIPs), aplicable. En el sentido del art. 4.2 del Reglamento PRIIPs.",
            "eurlex",
            "articulo=4;apartado=2;numero_acto=1286/2014",
        );
        // CENDOJ's code for the Juzgado de lo Social, and its Roj.
        check(
            "La SJSO 123/2019 (Roj: SJSO 123/2019) lo dijo.",
            "cendoj",
            "tipo=SJSO;roj=SJSO 123/2019;n=1",
        );
        // A journal issue with a thousands dot.
        check(
            "Véase ROJO TORRECILLA, E., «Plataformas, flotas y cesión de mano de obra», Diario La Ley, núm. 10.215, 2023, p. 6.",
            "doctrina",
            "numero=10215;revista=Diario La Ley",
        );
        // Norms into the table this round.
        check(
            "el artículo 1 del Real Decreto-ley 23/2020, de 23 de junio, por el que se aprueban medidas en materia de energía.",
            "boe",
            "articulo=1;norma_id=BOE-A-2020-6621",
        );
        check(
            "la Ley 7/2021, de 20 de mayo, de cambio climático y transición energética, fija en su artículo 3.1.c).",
            "boe",
            "articulo=3;norma_id=BOE-A-2021-8447",
        );
        // A bare article in a sentence whose subject is an act the brief named by its own
        // abbreviation.
        check(
            "Es producto del art. 4.2 de la Directiva (UE) 2016/97 del Parlamento Europeo y del Consejo, de 20 de enero de 2016, sobre la distribución de seguros (en adelante, IDD). Lo mismo figura en el art. 25 de la Directiva 2014/65/UE.\n\nLa IDD impone al distribuidor actuar «con honestidad» (art. 17.1) y evaluar la idoneidad (art. 30, apartados 1 y 2).",
            "eurlex",
            "articulo=17;apartado=1;numero_acto=2016/97",
        );
        // A judgment of the Court of Justice named again by its case name with a paragraph:
        // the case whose number followed that name before.
        check(
            "La STJCE de 5 de marzo de 1996, *Brasserie du pêcheur y Factortame*, asuntos acumulados C-46/93 y C-48/93 (ECLI:EU:C:1996:79), lo extendió. Según el apartado 55 de la sentencia Brasserie du pêcheur, «la violación ha de ser suficientemente caracterizada».",
            "eurlex",
            "apartado=55;asunto=C-46/93,C-48/93;fecha=1996-03-05;ecli=ECLI:EU:C:1996:79;n=2",
        );
        // … and nothing without that earlier citation.
        check_none("Según el apartado 55 de la sentencia Brasserie du pêcheur, nada.");
        // The Brussels II regulations by the abbreviation lawyers give them; the name given in
        // `(en adelante, «…»)` is no quote.
        check(
            "del Reglamento (UE) 2019/1111 del Consejo, de 25 de junio de 2019, relativo a la competencia (en adelante, «Reglamento Bruselas II ter» o «RBII ter»). Conforme al art. 27.2 RBII ter, oír al menor.",
            "eurlex",
            "articulo=27;apartado=2;numero_acto=2019/1111;absent=cita_literal",
        );
        check(
            "Los artículos 22 y siguientes del Reglamento (UE) 2019/1111 (en adelante, «Reglamento Bruselas II ter»), y su art. 5.",
            "eurlex",
            "articulo=22;absent=cita_literal",
        );
        // Norms into the table this round.
        check(
            "la condición 2.ª del art. 1 de la Ley 57/1968, de 27 de julio.",
            "boe",
            "articulo=1;norma_id=BOE-A-1968-909",
        );
        check(
            "el art. 7.c) de la Ley Orgánica 4/2010, de 20 de mayo.",
            "boe",
            "articulo=7;norma_id=BOE-A-2010-8115",
        );
        // The Sala de lo Civil y Penal of a TSJ.
        check(
            "la Sala de lo Civil y Penal del Tribunal Superior de Justicia de la Comunitat Valenciana en su Sentencia 12/2019, de 26 de abril (Roj: STSJ CV 2876/2019), dijo.",
            "cendoj",
            "tipo=STSJ;sala=Civil y Penal;numero=12/2019",
        );
        // The EU act a Spanish law's title applies is named again by its kind.
        check(
            "La Ley Orgánica 9/2021, de 1 de julio, de aplicación del Reglamento (UE) 2017/1939 del Consejo, de 12 de octubre de 2017, atribuye. Conforme al art. 27 del referido Reglamento, procede.",
            "eurlex",
            "articulo=27;numero_acto=2017/1939",
        );
        // A bare article in a sentence about an act by the name the brief gave it.
        check(
            "la Directiva (UE) 2017/1371 del Parlamento Europeo y del Consejo, de 5 de julio de 2017, sobre la lucha contra el fraude (en adelante, Directiva PIF), y el art. 24.1 del Reglamento (UE) 2017/1939.\n\nLa Directiva PIF obliga a tipificar la corrupción (art. 4.2).",
            "eurlex",
            "articulo=4;apartado=2;numero_acto=2017/1371",
        );
        check(
            "el art. 6 de la Orden HFP/1030/2021, de 29 de septiembre, por la que se configura el sistema de gestión del Plan de Recuperación.",
            "boe",
            "articulo=6;norma_id=BOE-A-2021-15860",
        );
        // Fiftieth round.
        // A name given after the gazettes that published a norm.
        check(
            "la Ley 7/2021, de 1 de diciembre, de impulso para la sostenibilidad del territorio de Andalucía (BOJA núm. 233, de 3 de diciembre de 2021; BOE núm. 303, de 20 de diciembre de 2021), en adelante LISTA, rige. Con la sola cita del art. 22.2 LISTA se denegó.",
            "boe",
            "articulo=22;apartado=2;numero=7/2021;fecha_norma=2021-12-01;absent=norma_id",
        );
        // `R.D.L.` for a Real Decreto Legislativo the table knows by its number.
        check(
            "genera el derecho a ser indemnizado (art. 48.d) del R.D.L. 7/2015), conforme.",
            "boe",
            "articulo=48;apartado=d);norma_id=BOE-A-2015-11723",
        );
        // The gazette between a judgment and its legal ground; another ground of the same
        // judgment.
        check(
            "declarado nulo por la STC 25/2024, de 13 de febrero (BOE núm. 72, de 22 de marzo de 2024), FJ 7, por contradecir.",
            "tc",
            "numero=25/2024;fundamento=FJ 7",
        );
        check(
            "declarado nulo por la STC 25/2024, de 13 de febrero, FJ 7, por contradecir el art. 13.1 TRLSRU. Pero la misma Sentencia, en su FJ 6, salvó la regulación.",
            "tc",
            "numero=25/2024;fundamento=FJ 6;fecha=2024-02-13",
        );
        check_none("Pero la misma Sentencia, en su FJ 6, salvó la regulación.");
        // One date, two appeals: two judgments; `rcu`.
        check(
            "en las SSTS de 13 de junio de 2008 (rcud 897/2007 y 1625/2007) había limitado la concreción.",
            "cendoj",
            "fecha=2008-06-13;recurso=1625/2007;sala=Social;absent=roj",
        );
        check(
            "La Sala Cuarta lo aplicó en la STS 356/2022, de 20 de abril (rcud 4206/2019), y en la sentencia de 29 de enero de 2020 (rcu 3097/2017), en la que recordó.",
            "cendoj",
            "fecha=2020-01-29;recurso=3097/2017;sala=Social",
        );
        check(
            "por todos el ATS de 12 de enero de 2022 (conflicto n.º 211/2021) y otros.",
            "cendoj",
            "tipo=ATS;recurso=211/2021",
        );
        // A decimal comma for the dot of an apartado.
        check(
            "la actora solicitó, al amparo del art. 34,8 ET, la adaptación.",
            "boe",
            "articulo=34;apartado=8;n=1",
        );
        check("los arts. 34,35 ET.", "boe", "articulo=35;absent=apartado");
        // An invoice number is no case of the Civil Service Tribunal.
        check_none("cargó en las facturas F-2024/03-7781245 a F-2024/06-7799310 un total.");
        // A case name with lower-case words up to its ECLI; a judgment of the same date.
        check(
            "y en la STJUE de 14 de diciembre de 2023, asunto C-340/21, VB c. Natsionalna agentsia za prihodite (ECLI:EU:C:2023:986), apartado 57, según la cual.",
            "eurlex",
            "asunto=C-340/21;ecli=ECLI:EU:C:2023:986;apartado=57;nombre_caso=VB c. Natsionalna agentsia za prihodite;n=1",
        );
        check(
            "y en la STJUE de 14 de diciembre de 2023, asunto C-340/21 (ECLI:EU:C:2023:986). Lo reiteran la sentencia de la misma fecha, Gemeinde Ummendorf, C-456/22, EU:C:2023:988.",
            "eurlex",
            "asunto=C-456/22;fecha=2023-12-14;nombre_caso=Gemeinde Ummendorf",
        );
        // An abbreviation ending in a digit.
        check(
            "que transpone la Directiva (UE) 2015/2366 (PSD2). En paralelo, los arts. 72, 73 y 74 PSD2 y el art. 4 del Reglamento Delegado (UE) 2018/389. Y el art. 5 PSD2.",
            "eurlex",
            "articulo=5;numero_acto=2015/2366",
        );
        // A bare article in parentheses speaks of the sentence's subject, not of the act its
        // relative clause names.
        check(
            "El Real Decreto-ley 19/2018, de 23 de noviembre, de servicios de pago y otras medidas urgentes en materia financiera, que transpone la Directiva (UE) 2015/2366 (PSD2), hace recaer en el proveedor la prueba de la autenticación (art. 44) y más.",
            "boe",
            "articulo=44;norma_id=BOE-A-2018-16036",
        );
        // A possessive joined to an earlier one of the sentence.
        check(
            "La Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), tipifica, en su art. 73.f), la falta de las medidas del art. 32.1 RGPD, y su art. 28.1 obliga al responsable.",
            "boe",
            "articulo=28;apartado=1;norma_id=BOE-A-2018-16673",
        );
        // The chamber on the heading's line; the section named with the chamber.
        check(
            "AL TRIBUNAL SUPERIOR DE JUSTICIA DE ANDALUCÍA SALA DE LO CONTENCIOSO-ADMINISTRATIVO CON SEDE EN SEVILLA SECCIÓN SEGUNDA\n\nAsí lo declaró esta misma Sala y Sección en la sentencia de 3 de febrero de 2020 (rec. 87/2018).",
            "cendoj",
            "tipo=STSJ;sala=Contencioso-Administrativo;seccion=2;recurso=87/2018",
        );
        check(
            "La doctrina de la Sección Quinta de la Sala Tercera es constante: la suspensión no comunicada no produce efecto alguno (STS 1.212/2021, de 6 de octubre, rec. 7416/2019).",
            "cendoj",
            "sala=Contencioso-Administrativo;seccion=5;numero=1212/2021",
        );
        // A region code and the seat of the chamber: the number is the judgment's.
        check(
            "en el ámbito andaluz, STSJ AND (Málaga) 987/2021, de 22 de abril, ECLI:ES:TSJAND:2021:6780.",
            "cendoj",
            "organo=TSJ Andalucía;numero=987/2021;fecha=2021-04-22;absent=roj",
        );
        // An Advocate General's opinion in the case cited just before.
        check(
            "Roca Álvarez, C-104/09 (EU:C:2010:561), apartado 36, advirtió. Ya lo había anticipado la Abogada General Kokott en sus conclusiones de 6 de mayo de 2010 en ese asunto (ECLI:EU:C:2010:254).",
            "eurlex",
            "tipo=conclusiones;asunto=C-104/09;fecha=2010-05-06;ecli=ECLI:EU:C:2010:254",
        );
        // The quote is the subject's, past the norms of its asides.
        check(
            "El art. 34.8 ET, en la redacción dada por el Real Decreto-ley 6/2019, de 7 de marzo, y después por el Real Decreto-ley 5/2023, de 28 de junio, que transpuso la Directiva (UE) 2019/1158, reconoce el derecho y exige que sean «razonables y proporcionadas en relación con las necesidades de la persona trabajadora».",
            "boe",
            "articulo=34;apartado=8;literal=razonables y proporcionadas en relación con las necesidades de la persona trabajadora",
        );
        // Fifty-first round.
        check(
            "La indignidad del art. 756, ordinales 5.º y 6.º, CC, que alcanza al que.",
            "boe",
            "articulo=756;apartado=6.º;norma_id=BOE-A-1889-4763",
        );
        check(
            "La Sala Primera, en su sentencia de 20 de enero de 2015 (rec. 2157/2012), y la misma Sala en la 311/2020, de 17 de junio (ECLI:ES:TS:2020:1923), declaran.",
            "cendoj",
            "tipo=STS;sala=Civil;numero=311/2020;fecha=2020-06-17",
        );
        check(
            "Así lo precisaron las SSTC 197/2002, de 28 de octubre, y 198/2002, de la misma fecha, y lo reiteró.",
            "tc",
            "numero=198/2002;fecha=2002-10-28",
        );
        check(
            "el deber del art. 120.3 de la Constitución Española, que la LOJP concreta en su art. 248.3. Por la misma razón.",
            "boe",
            "articulo=248;apartado=3;norma_id=BOE-A-1985-12666",
        );
        check(
            "completa el cuadro el Real Decreto 417/2006, de 7 de abril, por el que se desarrolla el TRLCI, cuyo artículo 28 regula las declaraciones.",
            "boe",
            "articulo=28;numero=417/2006;absent=norma_id",
        );
        check(
            "A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPERIOR DE JUSTICIA DE CASTILLA Y LEÓN, CON SEDE EN VALLADOLID\nSECCIÓN TERCERA\n\nEsta misma Sección lo aplicó en su sentencia 912/2022, de 20 de julio (rec. 611/2021; Roj: STSJ CL 3456/2022).",
            "cendoj",
            "organo=TSJ Castilla y León;seccion=3;numero=912/2022",
        );
        check(
            "la STSJ de Castilla y León, Sala de Burgos (Sección 1.ª), de 12 de junio de 2021 (rec. 112/2020), excluyó un tinglado.",
            "cendoj",
            "organo=TSJ Castilla y León;seccion=1;recurso=112/2020;fecha=2021-06-12",
        );
        // Fifty-second round.
        check(
            "El art. 10 LCD permite la comparación. Incumple la campaña los de las letras a), b) y e) del citado artículo: no compara.",
            "boe",
            "articulo=10;apartado=e);norma_id=BOE-A-1991-628",
        );
        check(
            "la retirada de los folletos (art. 727.7.ª LEC) y, al amparo de la regla 11.ª del mismo artículo, de la prohibición.",
            "boe",
            "articulo=727;apartado=11.ª;norma_id=BOE-A-2000-323",
        );
        check(
            "conforme al art. 14.5.1.º CC, ni los diez años que exige el ordinal 2.º del citado precepto.",
            "boe",
            "articulo=14;apartado=5.2.º",
        );
        check(
            "las acciones del art. 32.1 LCD. Se solicita la publicación de la sentencia conforme al art. 32.2 de la Ley, a costa de la demandada.",
            "boe",
            "articulo=32;apartado=2;norma_id=BOE-A-1991-628",
        );
        check(
            "es una declaración de propiedades saludables en el sentido del art. 2.2.5) del Reglamento (CE) n.º 1924/2006 del Parlamento Europeo y del Consejo, de 20 de diciembre de 2006.",
            "eurlex",
            "articulo=2;apartado=2.5);numero_acto=1924/2006",
        );
        check(
            "La Sala reiteró ese criterio en las SSTS de 14 de junio de 2023 (rcud 1642/2022), 1136/2023, de 12 de diciembre (rcud 2814/2022), y 218/2024, de 30 de enero (rcud 1081/2023).",
            "cendoj",
            "numero=1136/2023;fecha=2023-12-12;recurso=2814/2022",
        );
        check(
            "y la STSJ de Canarias (sede de Las Palmas) 105/2023, de 24 de enero (rec. 1910/2021).",
            "cendoj",
            "organo=TSJ Canarias;numero=105/2023;recurso=1910/2021",
        );
        check(
            "La denegaron la sentencia de la Sala de lo Social de este Tribunal Superior de Justicia de la Comunitat Valenciana de 19 de octubre de 2021 (rec. 1563/2021), y otras.",
            "cendoj",
            "organo=TSJ Comunitat Valenciana;sala=Social;recurso=1563/2021",
        );
        check(
            "AL JUZGADO DE LO SOCIAL DE VALÈNCIA QUE POR TURNO DE REPARTO CORRESPONDA\n\nLa STSJ de Murcia 12/2025, de 9 de enero (rec. 288/2023) dijo.",
            "cendoj",
            "organo=TSJ Murcia;sala=Social;numero=12/2025",
        );
        check(
            "(1) Véase CABEZA PEREIRO, J., Monoparentalidad y Seguridad Social, Bomarzo, Albacete, 2023, p. 87.",
            "doctrina",
            "lugar=Albacete;editorial=Bomarzo",
        );
        // Fifty-third round.
        check(
            "Lo dijo la sentencia de 13 de junio de 2019, Moro, C‑646/17, EU:C:2019:489, apartado 40. En la sentencia Moro, antes citada, el Tribunal de Justicia precisó que la información debe darse (apartados 49 a 52).",
            "eurlex",
            "asunto=C-646/17;nombre_caso=Moro;apartado=49",
        );
        check(
            "al Reglamento aprobado por el Real Decreto 429/1993, de 26 de marzo, cuyo artículo 12 exigía ya el dictamen.",
            "boe",
            "articulo=12;norma_id=BOE-A-1993-11253",
        );
        check(
            "El argumento no resiste el análisis. El Código Penal, tras la reforma de la Ley Orgánica 5/2010, de 22 de junio, configura en su art. 21.6.ª como atenuante la dilación.",
            "boe",
            "articulo=21;apartado=6.ª;norma_id=BOE-A-1995-25444",
        );
        check(
            "Y la STJUE de 30 de septiembre de 2003, asunto C-224/01, Köbler (ECLI:EU:C:2003:513), apartados 33 a 36, confirmada por la de 13 de junio de 2006, Traghetti del Mediterraneo, C‑173/03, dejó sentado.",
            "eurlex",
            "asunto=C-173/03;fecha=2006-06-13;tipo=sentencia",
        );
        check(
            "# A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DE LA AUDIENCIA NACIONAL\n\n**Sección Tercera**\n\nAsí lo ha entendido esta misma Sección en la SAN de 25 de mayo de 2021 (rec. 1135/2019) y en la de 9 de noviembre de 2023 (rec. 455/2021).",
            "cendoj",
            "tipo=SAN;seccion=3;recurso=455/2021",
        );
        check(
            "la motivación del art. 588 bis c.3 LECrim, cuyas letras a) y c) exigen detalle.",
            "boe",
            "articulo=588 bis c;apartado=3.c)",
        );
        check(
            "el art. 5 del Real Decreto 920/2017, de 23 de octubre, por el que se regula la inspección técnica de vehículos.",
            "boe",
            "articulo=5;norma_id=BOE-A-2017-12841",
        );
        // A CJEU judgment by its name, then its date and its joined cases.
        check(
            "Así lo declaró la sentencia Digital Rights Ireland, de 8 de abril de 2014 (asuntos acumulados C-293/12 y C-594/12), con claridad.",
            "eurlex",
            "nombre_caso=Digital Rights Ireland;fecha=2014-04-08;tipo=sentencia;asunto=C-293/12,C-594/12",
        );
        // A legal ground set off by commas after the verb of the judgment.
        check(
            "La STC 97/2019 exige, en su FJ 4, una ponderación.",
            "tc",
            "numero=97/2019;fundamento=FJ 4",
        );
        check(
            "La STS 44/2019 ya declaró, en su fundamento jurídico tercero, que no.",
            "cendoj",
            "numero=44/2019;fundamento=FJ 3",
        );
        check(
            "La STC 5/2000 declara, en su caso, lo contrario.",
            "tc",
            "numero=5/2000;absent=fundamento",
        );
        // Fifty-fourth round.
        check(
            "Antes de 2015 el deber se recogía en el art. 12.2 del texto articulado aprobado por el Real Decreto Legislativo 339/1990, de 2 de marzo.",
            "boe",
            "articulo=12;apartado=2;numero=339/1990;rango=Real Decreto Legislativo;n=1",
        );
        check(
            "los arts. 20 y 22 del Reglamento General de Circulación, aprobado por el Real Decreto 1428/2003, de 21 de diciembre (RGC), regulan la prueba.",
            "boe",
            "articulo=22;norma_id=BOE-A-2003-23514;fecha_norma=2003-12-21",
        );
        check(
            "El párrafo tercero del art. 142.1 CP, en la redacción de la Ley Orgánica 2/2018, de 1 de marzo, dispone que «se reputará imprudencia grave la conducción en la que concurra alguna de las circunstancias previstas en el artículo 379».",
            "boe",
            "articulo=142;apartado=1;norma_id=BOE-A-1995-25444;literal=se reputará imprudencia grave la conducción en la que concurra alguna de las circunstancias previstas en el artículo 379",
        );
        check(
            "El párrafo tercero del art. 142.1 CP, en la redacción de la Ley Orgánica 2/2018, de 1 de marzo, dispone que «se reputará imprudencia grave la conducción en la que concurra alguna de las circunstancias previstas en el artículo 379».",
            "boe",
            "numero=2/2018;rango=Ley Orgánica;absent=articulo",
        );
        check(
            "El texto refundido aprobado por el Real Decreto Legislativo 6/2015, de 30 de octubre (TRLTSV), cuyo art. 14 prohíbe en su apartado 1 circular con tasas superiores.",
            "boe",
            "articulo=14;apartado=1;norma_id=BOE-A-2015-11722",
        );
        check(
            "El art. 63.1 LOEx lo reserva a los supuestos tasados de sus letras a), b) y c), y nada más.",
            "boe",
            "articulo=63;apartado=1.c);n=3",
        );
        check(
            "El art. 62.2 LOCM (antes, art. 62.3) obliga a entregar, «con una antelación mínima de 20 días», la información.",
            "boe",
            "articulo=62;apartado=2;literal=con una antelación mínima de 20 días",
        );
        check(
            "Rige el Reglamento (UE) 2022/720 de la Comisión, de 10 de mayo de 2022, relativo a la aplicación del artículo 101, apartado 3, del Tratado de Funcionamiento de la Unión Europea a determinadas categorías de acuerdos verticales (DO L 134 de 11.5.2022), cuyo art. 10 prorrogó la exención.",
            "eurlex",
            "articulo=10;numero_acto=2022/720;tipo=reglamento",
        );
        check(
            "El Tribunal de Justicia fijó en la sentencia de 28 de enero de 1986, Pronuptia de Paris, 161/84 (ECLI:EU:C:1986:41), que las cláusulas no restringen la competencia (apartado 25).",
            "eurlex",
            "asunto=161/84;apartado=25",
        );
        check(
            "Lo precisó la sentencia Chavez-Vilchez y otros, de 10 de mayo de 2017 (C-133/15), apartados 70 y 71, donde el Tribunal declaró.",
            "eurlex",
            "nombre_caso=Chavez-Vilchez y otros;fecha=2017-05-10;asunto=C-133/15;apartado=70",
        );
        check(
            "Se añaden los arts. 7 y 24 de la Carta de los Derechos Fundamentales de la Unión Europea, cuyo art. 24.2 dispone que «en todos los actos relativos a los niños llevados a cabo por autoridades públicas o instituciones privadas, el interés superior del niño constituirá una consideración primordial», y cuyo apartado 3 garantiza al niño relaciones personales.",
            "eurlex",
            "articulo=24;apartado=3;tipo=carta",
        );
        check(
            "El Real Decreto-ley 19/2018, de 23 de noviembre, de servicios de pago (RDLSP), lo regula. Vulnera el propio artículo 44 RDLPS.",
            "boe",
            "articulo=44;norma_id=BOE-A-2018-16036",
        );
        check(
            "A LA SALA DE LO CONTENCIOSO-ADMINISTRATIVO DEL TRIBUNAL SUPERIOR DE JUSTICIA DE MADRID\n\nCabe citar la STSJ del País Vasco 412/2024, de 10 de julio (rec. 156/2024).",
            "cendoj",
            "tipo=STSJ;sala=Contencioso-Administrativo;numero=412/2024",
        );
        check(
            "La Oficina resolvió conforme al Real Decreto 1155/2024, de 19 de noviembre, con el argumento de que «el arraigo familiar del art. 127 del Reglamento no ampara a los progenitores».",
            "boe",
            "articulo=127;norma_id=BOE-A-2024-24099",
        );
        check_unsupported(
            "Sobre el art. 14.5 del Pacto Internacional de Derechos Civiles y Políticos.\n\nSobre el art. 14.5 del Pacto, el Comité ha insistido.",
            "tratado_internacional",
        );
        check_unsupported_count(
            "Sobre el art. 14.5 del Pacto Internacional de Derechos Civiles y Políticos.\n\nSobre el art. 14.5 del Pacto, el Comité ha insistido.",
            2,
        );
        check_unsupported(
            "(STEDH [GS] de 11 de julio de 2006, Jalloh c. Alemania)",
            "tedh",
        );
        check_none("El art. 2 del Pacto de Toledo y el art. 3 del Pacto Verde Europeo.");
        // Fifty-fifth and fifty-sixth rounds.
        check(
            "conforme al art. 9.5 de la Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial y a los arts. 1 y 2.o) LRJS, y a este Juzgado.",
            "boe",
            "articulo=2;apartado=o);norma_id=BOE-A-2011-15936",
        );
        check(
            "1. El art. 156.1 LGSS define el accidente de trabajo, en idénticos términos a los del antiguo art. 115.1 del texto refundido aprobado por el Real Decreto Legislativo 1/1994, de 20 de junio.\n\n2. El apartado 3 del mismo precepto establece una presunción.",
            "boe",
            "articulo=156;apartado=3;norma_id=BOE-A-2015-11724",
        );
        check(
            "El art. 2, punto 1, de la Directiva 2003/88/CE del Parlamento Europeo y del Consejo, de 4 de noviembre de 2003, relativa a determinados aspectos de la ordenación del tiempo de trabajo, define el tiempo de trabajo, y su punto 2 lo opone al período de descanso.",
            "eurlex",
            "articulo=2;apartado=2;numero_acto=2003/88",
        );
        check_none("En este punto 3 de la exposición no hay más.");
        check(
            "Esos preceptos transponen los arts. 167 y 168 de la Directiva 2006/112/CE del Consejo, de 28 de noviembre de 2006, que sustituyeron al art. 17, apartado 2, de la Sexta Directiva 77/388/CEE del Consejo, de 17 de mayo de 1977. El requisito procede del art. 178, letra a), de la misma Directiva.",
            "eurlex",
            "articulo=178;apartado=a);numero_acto=2006/112",
        );
        check(
            "Lo reiteran la sentencia de 13 de febrero de 2014, Maks Pen, C-18/13 (EU:C:2014:69), apartado 29; la de 22 de octubre de 2015, PPUH Stehcemp, C-277/14 (EU:C:2015:719), apartados 50 y 52.",
            "eurlex",
            "fecha=2015-10-22;nombre_caso=PPUH Stehcemp;asunto=C-277/14",
        );
        check(
            "3. La Sala Tercera del Tribunal Supremo (Sección Segunda) ha incorporado esta doctrina. La STS 1.066/2021, de 20 de julio (rec. 5678/2019), exige prueba.",
            "cendoj",
            "numero=1066/2021;seccion=2",
        );
        check(
            "si la Directiva 2006/112 permitiera denegar la deducción a quien podría ser declarado responsable conforme a su art. 205 y al art. 87.Cinco LIVA, interesa.",
            "eurlex",
            "articulo=205;numero_acto=2006/112",
        );
        check(
            "El Reglamento de la organización y régimen del Notariado, aprobado por Decreto de 2 de junio de 1944 (en adelante, RN), lo desarrolla. Y el art. 145 RN obliga al Notario.",
            "boe",
            "articulo=145;norma_id=BOE-A-1944-6578",
        );
        check(
            "La Directiva 2011/95/UE del Parlamento Europeo y del Consejo, de 13 de diciembre de 2011, lo regula. Y la Ley 12/2009, de 30 de octubre, lo recoge. El art. 4 de la misma (la Directiva de reconocimiento) obliga a valorar la solicitud.",
            "eurlex",
            "articulo=4;numero_acto=2011/95",
        );
        check(
            "la carga de la prueba (art. 217.2 y 7 LEC) recae en la demandada.",
            "boe",
            "articulo=217;apartado=7;n=2",
        );
        check(
            "Se ha constituido el depósito exigido por la disposición adicional decimoquinta, apartado 3.b), de la Ley Orgánica 6/1985, de 1 de julio, del Poder Judicial.",
            "boe",
            "articulo=disposición adicional decimoquinta;apartado=3.b);norma_id=BOE-A-1985-12666",
        );
        check(
            "El art. 37 de la Carta de los Derechos Fundamentales de la Unión Europea exige protección, en línea con el art. 191.2 TFUE, y su art. 7 protege el domicilio.",
            "eurlex",
            "articulo=7;tipo=carta",
        );
        check(
            "Lo hizo el Real Decreto 1367/2007, de 19 de octubre, por el que se desarrolla la Ley 37/2003, de 17 de noviembre, del Ruido, en lo referente a zonificación acústica, objetivos de calidad y emisiones acústicas, cuya tabla B2 del anexo III fija un valor.",
            "boe",
            "articulo=anexo III;apartado=tabla B2;norma_id=BOE-A-2007-18397",
        );
        check(
            "Se aplica el sistema del texto refundido de la Ley sobre responsabilidad civil y seguro en la circulación de vehículos a motor, aprobado por el Real Decreto Legislativo 8/2004, de 29 de octubre, en la redacción dada por la Ley 35/2015, de 22 de septiembre. Se toman los arts. 1.4, 32 y 33 del texto refundido.",
            "boe",
            "articulo=32;norma_id=BOE-A-2004-18911",
        );
        check(
            "Se han pronunciado la Sala de lo Contencioso-Administrativo (STSJ CV, Sección 2.ª, 412/2019, de 28 de mayo, Roj: STSJ CV 2876/2019) y otras.",
            "cendoj",
            "numero=412/2019;fecha=2019-05-28;seccion=2;roj=STSJ CV 2876/2019",
        );
        check(
            "La STJUE de 21 de diciembre de 2011, asunto C‑495/10, Centre hospitalier universitaire de Besançon, declaró.",
            "eurlex",
            "nombre_caso=Centre hospitalier universitaire de Besançon;asunto=C-495/10",
        );
        check(
            "FERRANDIS PASTOR, R., Consentimiento informado y cirugía estética, Ediciones Albufera Jurídica, Valencia, 2019, p. 57.",
            "doctrina",
            "editorial=Ediciones Albufera Jurídica;lugar=Valencia",
        );
        check(
            "GARCÍA, A., Derecho civil, Parte general, Madrid, 1990, p. 5.",
            "doctrina",
            "lugar=Madrid;absent=editorial",
        );
        check(
            "RODRÍGUEZ LAINZ, J. L., «La cesión de datos de tráfico», *La Ley Penal*, n.º 150, 2021, pp. 1-18.",
            "doctrina",
            "revista=La Ley Penal;absent=editorial",
        );
        check(
            "Pero la solicitud debía resolverse con arreglo al art. 124.3 del Reglamento aprobado por el Real Decreto 557/2011. La Oficina aplicó el Real Decreto 1155/2024, de 19 de noviembre. Pero debía aplicar el art. 124.3 del Reglamento, esto es, del de 2011.",
            "boe",
            "articulo=124;apartado=3;numero=557/2011;n=3",
        );
        // Fifty-seventh round.
        check(
            "Infracción del art. 2.1 de la Ley 15/2022, de 12 de julio, integral para la igualdad de trato y la no discriminación (en adelante, LITND). El art. 17.1 ET declara nulas las decisiones. La LITND ha reforzado esa tutela: su art. 6.1.a) define la discriminación directa, y el art. 9.1 de la citada Ley extiende la prohibición.",
            "boe",
            "articulo=9;apartado=1;norma_id=BOE-A-2022-11589",
        );
        check(
            "Infracción del art. 2.1 de la Ley 15/2022, de 12 de julio, integral para la igualdad de trato y la no discriminación (en adelante, LITND). El art. 17.1 ET declara nulas las decisiones. La LITND ha reforzado esa tutela: su art. 6.1.a) define la discriminación directa.",
            "boe",
            "articulo=6;apartado=1.a);norma_id=BOE-A-2022-11589",
        );
        check(
            "El Código Penal castiga la estafa (art. 248 CP). Tras la Ley Orgánica 14/2022, de 22 de diciembre, el art. 249 agrupa las modalidades asimiladas.",
            "boe",
            "articulo=249;norma_id=BOE-A-1995-25444",
        );
        check(
            "GARCÍA NORIEGA, A., «Estafas piramidales con criptoactivos», Diario La Ley, núm. 10245, 2023, esp. p. 7.",
            "doctrina",
            "pagina=7;revista=Diario La Ley",
        );
        check(
            "El límite del art. 46 RDL 6/2022 se prorrogó por el Real Decreto-ley 20/2022, de 27 de diciembre.",
            "boe",
            "articulo=46;norma_id=BOE-A-2022-4972",
        );
        check(
            "Y la Ley 4/2013, de 4 de junio, de medidas de flexibilización y fomento del mercado del alquiler de viviendas, lo cambió.",
            "boe",
            "norma_id=BOE-A-2013-5941",
        );
        check(
            "Lo confirmó la STJUE de 2 de marzo de 2021, asunto C‑746/18, Prokuratuur, ECLI:EU:C:2021:152, cuyo apartado 45 exige un control previo.",
            "eurlex",
            "asunto=C-746/18;apartado=45",
        );
        check_unsupported(
            "La sanción se impuso por el artículo 35.b) de la citada Ordenanza.",
            "ordenanza_municipal",
        );
        check(
            "Lo dice la disposición final primera, apartado tres, de la Ley 12/2023, de 24 de mayo, por el derecho a la vivienda.",
            "boe",
            "articulo=disposición final primera;apartado=3;norma_id=BOE-A-2023-12203",
        );
        check(
            "La SAP de Barcelona (Sección 13.ª) 100/2021, de 3 de marzo, lo dijo. Y la Sección 4.ª de la misma Audiencia, en su sentencia 96/2022, de 17 de febrero (ECLI:ES:APB:2022:1876), lo reiteró.",
            "cendoj",
            "numero=96/2022;organo=AP Barcelona;seccion=4",
        );
        check(
            "Así, la sentencia ECLI:ES:TSJCAT:2020:123 lo declaró.",
            "cendoj",
            "organo=TSJ Cataluña;ecli=ECLI:ES:TSJCAT:2020:123",
        );
        // Fifty-eighth round.
        check(
            "Así lo declaró la STJCE de 19 de junio de 2008, pressetext Nachrichtenagentur, C-454/06, EU:C:2008:351, apartados 34 a 37.",
            "eurlex",
            "nombre_caso=pressetext Nachrichtenagentur;fecha=2008-06-19;asunto=C-454/06;tipo=sentencia",
        );
        check(
            "El Tribunal lo dijo (sentencia de 29 de enero de 2009, Josef Vosding Schlacht-, Kühl- und Zerlegebetrieb y otros, asuntos acumulados C-278/07 a C-280/07).",
            "eurlex",
            "nombre_caso=Josef Vosding Schlacht-, Kühl- und Zerlegebetrieb y otros;fecha=2009-01-29;n=1",
        );
        check(
            "Véase, por todas, Schrems, C-362/14, y nada más.",
            "eurlex",
            "asunto=C-362/14;absent=nombre_caso",
        );
        check(
            "Lo anuló la STSJ CyL (Valladolid, Sección 1.ª) 845/2022, de 14 de julio (rec. 312/2021).",
            "cendoj",
            "organo=TSJ Castilla y León;seccion=1;numero=845/2022;recurso=312/2021",
        );
        check(
            "El principio de culpabilidad (arts. 25.1 CE y 28.1 LRJPS) impide sancionar.",
            "boe",
            "norma_id=BOE-A-2015-10566;articulo=28;apartado=1",
        );
        check(
            "Lo recoge el art. 41 de la Carta de los Derechos Fundamentales de la Unión Europea, cuyo apartado 2 incluye, en su letra a), el derecho a ser oído y, en su letra c), la obligación de motivar.",
            "eurlex",
            "articulo=41;apartado=2.a)",
        );
        // The article and its letter, not the apartado the letter refines.
        check(
            "Lo recoge el art. 41 de la Carta de los Derechos Fundamentales de la Unión Europea, cuyo apartado 2 incluye, en su letra a), el derecho a ser oído.",
            "eurlex",
            "articulo=41;n=2",
        );
        check(
            "BLANCO HIDALGO, R., «Ecorregímenes y pastoreo extensivo», Revista de Derecho Agrario y Alimentario, núm. 83, 2023, pp. 9-40, p. 27.",
            "doctrina",
            "pagina=27",
        );
        check(
            "La Sala lo ha dicho (por todos, ATS de 23 de marzo de 2022, cuestión de competencia n.º 20112/2021).",
            "cendoj",
            "tipo=ATS;recurso=20112/2021",
        );
        check(
            "La jurisprudencia lo englobaba en el antiguo art. 252 CP (redacción anterior a la LO 1/2015), que castigaba a quienes «se apropiaren o distrajeren» el dinero.",
            "boe",
            "articulo=252;literal=se apropiaren o distrajeren",
        );
        check(
            "Ley 3/2004, de 29 de diciembre, por la que se establecen medidas de lucha contra la morosidad en las operaciones comerciales, art. 5.",
            "boe",
            "norma_id=BOE-A-2004-21830;articulo=5",
        );
        check(
            "El título II del Real Decreto-ley 3/2022, de 1 de marzo, de medidas para la mejora de la sostenibilidad del transporte de mercancías por carretera y del funcionamiento de la cadena logística, y de medidas excepcionales en materia de revisión de precios en los contratos públicos de obras, regula en sus artículos 6 a 10 una revisión extraordinaria.",
            "boe",
            "norma_id=BOE-A-2022-3290;articulo=10",
        );
        check(
            "El Real Decreto-ley 3/2022 regula una revisión.\n\nEs irrelevante: el artículo 7 del Real Decreto-ley reconoce el derecho.",
            "boe",
            "norma_id=BOE-A-2022-3290;articulo=7",
        );
        check_unsupported(
            "Así lo dispone la Orden AGR/1412/2022, de 16 de diciembre, por la que se convocan las ayudas de la PAC.",
            "boletin_autonomico",
        );
        check_unsupported(
            "Lo dice el art. 12 de la Orden AGR/1412/2022.",
            "boletin_autonomico",
        );
        check(
            "Lo dice el art. 3 de la Orden HFP/1030/2021, de 29 de septiembre.",
            "boe",
            "rango=Orden;numero=HFP/1030/2021;articulo=3",
        );
        check(
            "Es abusiva según la Directiva 93/13/CEE, cuyo anexo menciona expresamente, en su punto 1, letra a), las cláusulas que excluyan la responsabilidad.",
            "eurlex",
            "articulo=anexo;apartado=1.a)",
        );
        check_unsupported(
            "El Procurador del Común de Castilla y León, en su resolución de 2 de febrero de 2023 (expediente 20221234), recomendó notificar.",
            "defensor_pueblo",
        );
        check_unsupported(
            "Lo proclama el art. 9.c) de los Estatutos del Colegio Profesional de Administradores de Fincas de Madrid.",
            "colegio_profesional",
        );
        check_unsupported(
            "Lo proclama el art. 12 del Código Deontológico del Consejo General de Colegios de Administradores de Fincas de España.",
            "colegio_profesional",
        );
        check(
            "Lo exige el art. 13 del Estatuto General de la Abogacía Española.",
            "boe",
            "rango=Real Decreto;numero=135/2021;articulo=13",
        );
        check(
            "La cuestión se rige por los artículos 6 y siguientes del Real Decreto-ley 3/2022, que para los contratos públicos de obras fija en su artículo 8 el límite.",
            "boe",
            "norma_id=BOE-A-2022-3290;articulo=8",
        );
    });
}
