//! The verdict table: every state from every kind of evidence, including each fault of the
//! fetch layer (DESIGN §2).

use compulsa::fetch::{Attempt, FetchError, Method};
use compulsa::matching::{self, MatchResult};
use compulsa::model::{Estado, Fuente};
use compulsa::verdict::{
    Cobertura, Decision, Discrepancy, Findings, Lookup, QuoteFinding, Temporal, Vigencia, decide,
    infra_evidence,
};

fn attempt(at_ms: u64, status: Option<u16>, outcome: &str) -> Attempt {
    Attempt {
        at_ms,
        status,
        outcome: outcome.to_owned(),
    }
}

/// The fetch layer's 3 s / 8 s / 20 s schedule, every attempt a 503.
fn exhausted_503() -> FetchError {
    FetchError::Exhausted {
        url: "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice".to_owned(),
        attempts: vec![
            attempt(0, Some(503), "HTTP 503"),
            attempt(3_000, Some(503), "HTTP 503"),
            attempt(11_000, Some(503), "HTTP 503"),
            attempt(31_000, Some(503), "HTTP 503"),
        ],
        last: "HTTP 503".to_owned(),
        last_status: Some(503),
    }
}

fn exhausted_timeout() -> FetchError {
    FetchError::Exhausted {
        url: "https://www.poderjudicial.es/search/indexAN.jsp".to_owned(),
        attempts: vec![
            attempt(0, None, "timeout after 60 s"),
            attempt(63_000, None, "connection reset"),
            attempt(131_000, None, "timeout after 60 s"),
            attempt(211_000, None, "timeout after 60 s"),
        ],
        last: "timeout after 60 s".to_owned(),
        last_status: None,
    }
}

fn exhausted_429() -> FetchError {
    FetchError::Exhausted {
        url: "https://dialnet.unirioja.es/buscar/documentos?querysDismax.DOCUMENTAL_TODO=x"
            .to_owned(),
        attempts: vec![attempt(
            0,
            Some(429),
            "HTTP 429, Retry-After 600 s beyond the cap",
        )],
        last: "HTTP 429, Retry-After 600 s beyond the cap".to_owned(),
        last_status: Some(429),
    }
}

fn unusable_waf() -> FetchError {
    FetchError::Unusable {
        url: "https://eur-lex.europa.eu/legal-content/ES/TXT/?uri=CELEX:62014CJ0362".to_owned(),
        reason: "WAF challenge: 202 with an empty body".to_owned(),
        status: Some(202),
        attempts: vec![attempt(0, Some(202), "HTTP 202, empty body")],
    }
}

fn not_allowed() -> FetchError {
    FetchError::NotAllowed {
        fuente: Fuente::Boe,
        url: "https://evil.example/boe".to_owned(),
        reason: "host not on the whitelist".to_owned(),
    }
}

fn replay_miss() -> FetchError {
    FetchError::ReplayMiss {
        method: Method::Get,
        url: "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/indice".to_owned(),
        accept: Some("application/json".to_owned()),
    }
}

fn found() -> Lookup {
    Lookup::Found {
        documento: "Constitución Española, artículo 135".to_owned(),
    }
}

fn with(lookup: Lookup, f: impl FnOnce(&mut Findings)) -> Findings {
    let mut findings = Findings::new(lookup);
    f(&mut findings);
    findings
}

fn temporal(v: Vigencia) -> Option<Temporal> {
    Some(Temporal {
        fecha_referencia: "2020-03-01".to_owned(),
        vigencia: v,
    })
}

#[track_caller]
fn check(name: &str, findings: &Findings, estado: Estado, must_contain: &[&str]) -> Decision {
    let d = decide(findings);
    assert_eq!(d.estado, estado, "{name}: {}", d.observaciones);
    for needle in must_contain {
        assert!(
            d.observaciones.contains(needle),
            "{name}: {needle:?} missing from {:?}",
            d.observaciones
        );
    }
    d
}

#[test]
fn test_every_fetch_fault_is_infrastructure_never_not_found() {
    let faults: Vec<(&str, FetchError, &[&str])> = vec![
        (
            "503 × 4",
            exhausted_503(),
            &[
                "tras 4 intentos",
                "código HTTP: 503",
                "intento 1 a los 0 s: HTTP 503; intento 2 a los 3 s: HTTP 503; intento 3 a los 11 s: HTTP 503; intento 4 a los 31 s: HTTP 503",
                "no indica que la cita sea incorrecta",
            ],
        ),
        (
            "timeouts",
            exhausted_timeout(),
            &[
                "código HTTP: ninguno",
                "intento 2 a los 63 s: connection reset",
            ],
        ),
        (
            "429 beyond cap",
            exhausted_429(),
            &["código HTTP: 429", "Retry-After"],
        ),
        (
            "WAF 202",
            unusable_waf(),
            &["código HTTP: 202", "WAF challenge"],
        ),
        (
            "whitelist",
            not_allowed(),
            &["lista de dominios permitidos", "evil.example"],
        ),
        (
            "replay miss",
            replay_miss(),
            &["no hay grabación", "BOE-A-1889-4763"],
        ),
    ];
    for (name, fault, needles) in faults {
        // At lookup time.
        check(
            name,
            &Findings::new(Lookup::Infra(fault.clone())),
            Estado::DudosaPorInfraestructura,
            needles,
        );
        // When the document was found but its text could not be fetched.
        let d = check(
            name,
            &with(found(), |f| {
                f.quote = Some(QuoteFinding::Infra(fault.clone()))
            }),
            Estado::DudosaPorInfraestructura,
            needles,
        );
        assert!(
            d.observaciones.contains("No se pudo obtener el texto"),
            "{name}"
        );
        // Even with a discrepancy already known, the unanswered part keeps it undecided.
        check(
            name,
            &with(found(), |f| {
                f.quote = Some(QuoteFinding::Infra(fault.clone()));
                f.discrepancies.push(Discrepancy {
                    campo: "fecha".to_owned(),
                    citado: "2013-05-08".to_owned(),
                    real: "2013-05-09".to_owned(),
                });
            }),
            Estado::DudosaPorInfraestructura,
            &["Discrepancia en fecha"],
        );
        let ev = infra_evidence(&fault, "2026-11-30T06:00:00Z");
        assert_eq!(ev.url, fault.url(), "{name}");
        assert_eq!(ev.codigo_http, fault.status(), "{name}");
        assert_eq!(ev.sha256, None, "{name}");
        assert_eq!(ev.intentos as usize, fault.attempts().len(), "{name}");
    }
}

#[test]
fn test_unrecognised_page_is_infrastructure() {
    for what in [
        "captcha",
        "XML de error en una petición JSON",
        "estructura desconocida",
    ] {
        check(
            what,
            &Findings::new(Lookup::Unrecognised {
                url: "https://www.poderjudicial.es/search/indexAN.jsp".to_owned(),
                status: Some(200),
                what: what.to_owned(),
            }),
            Estado::DudosaPorInfraestructura,
            &[
                what,
                "código HTTP: 200",
                "no indica que la cita sea incorrecta",
            ],
        );
    }
}

#[test]
fn test_the_table() {
    let exact = || {
        Some(QuoteFinding::Exact {
            passage: "Todas las Administraciones Públicas adecuarán sus actuaciones".to_owned(),
        })
    };
    let wrong_date = || Discrepancy {
        campo: "fecha".to_owned(),
        citado: "8 de mayo de 2013".to_owned(),
        real: "9 de mayo de 2013".to_owned(),
    };
    let table: Vec<(&str, Findings, Estado, Vec<&str>)> = vec![
        (
            "found, nothing quoted, details match",
            Findings::new(found()),
            Estado::Verificada,
            vec![
                "Documento localizado: Constitución Española, artículo 135.",
                "coinciden",
            ],
        ),
        (
            "found, exact quote",
            with(found(), |f| f.quote = exact()),
            Estado::Verificada,
            vec!["La cita literal figura en el texto"],
        ),
        (
            "found, exact quote, wording changed after the date",
            with(found(), |f| {
                f.quote = exact();
                f.temporal = temporal(Vigencia::VigenteModificadoDespues {
                    fecha: "2021-01-01".to_owned(),
                });
            }),
            Estado::Verificada,
            vec![
                "Aviso: la redacción vigente en la fecha de referencia (2020-03-01) fue modificada posteriormente, con efectos desde el 2021-01-01.",
            ],
        ),
        (
            "found, in force",
            with(found(), |f| f.temporal = temporal(Vigencia::Vigente)),
            Estado::Verificada,
            vec![],
        ),
        (
            "wrong detail",
            with(found(), |f| f.discrepancies.push(wrong_date())),
            Estado::Inexacta,
            vec![
                "Discrepancia en fecha: la cita dice «8 de mayo de 2013», el documento dice «9 de mayo de 2013».",
            ],
        ),
        (
            "approximate quote",
            with(found(), |f| {
                f.quote = Some(QuoteFinding::Approximate {
                    score: 0.912,
                    passage: "el deudor responderá de todos los daños".to_owned(),
                    diff: "la cita omite «todos»".to_owned(),
                })
            }),
            Estado::Inexacta,
            vec![
                "similitud 91 %",
                "Diferencias: la cita omite «todos».",
                "Redacción correcta: «el deudor responderá de todos los daños».",
            ],
        ),
        (
            "quote of an older version",
            with(found(), |f| {
                f.quote = Some(QuoteFinding::OtherVersion {
                    version:
                        "la redacción original, vigente desde el 1978-12-29 (BOE-A-1978-31229)"
                            .to_owned(),
                    passage: "El Gobierno habrá de estar autorizado por ley".to_owned(),
                    exact: true,
                    vigente: Some("Todas las Administraciones Públicas adecuarán".to_owned()),
                });
            }),
            Estado::Inexacta,
            vec![
                "reproduce la redacción original, vigente desde el 1978-12-29 (BOE-A-1978-31229), que no es la vigente",
                "Redacción vigente en esa fecha: «Todas las Administraciones Públicas adecuarán».",
            ],
        ),
        (
            "repealed at the date",
            with(found(), |f| {
                f.temporal = temporal(Vigencia::Derogado {
                    fecha: "2021-06-03".to_owned(),
                })
            }),
            Estado::Inexacta,
            vec![
                "no estaba vigente en la fecha de referencia (2020-03-01): derogado o sin efecto desde el 2021-06-03.",
            ],
        ),
        (
            "not yet in force at the date",
            with(found(), |f| {
                f.quote = exact();
                f.temporal = temporal(Vigencia::NoVigenteTodavia {
                    desde: "2001-01-08".to_owned(),
                })
            }),
            Estado::Inexacta,
            vec!["no entró en vigor hasta el 2001-01-08"],
        ),
        (
            "no such document",
            Findings::new(Lookup::NotFound {
                searched: "el artículo 1903 bis del Código Civil".to_owned(),
                alternativa: Some("el artículo 1903 del Código Civil".to_owned()),
            }),
            Estado::NoEncontrada,
            vec![
                "No se ha encontrado el artículo 1903 bis del Código Civil en la fuente oficial, tras una búsqueda completada sin errores.",
                "Alternativa real más próxima: el artículo 1903 del Código Civil.",
            ],
        ),
        (
            "quote absent from the whole text",
            with(found(), |f| {
                f.quote = Some(QuoteFinding::Absent {
                    best_score: 0.61,
                    closest: Some("la carga de la prueba".to_owned()),
                    cobertura: Cobertura::Completa,
                })
            }),
            Estado::NoEncontrada,
            vec![
                "El documento existe, pero el texto citado entre comillas no aparece en él.",
                "El pasaje más parecido (similitud 61 %) dice: «la carga de la prueba».",
            ],
        ),
        (
            "quote absent from a partial text",
            with(found(), |f| {
                f.quote = Some(QuoteFinding::Absent {
                    best_score: 0.2,
                    closest: None,
                    cobertura: Cobertura::Parcial {
                        motivo: "una de las páginas del PDF no tiene capa de texto".to_owned(),
                    },
                })
            }),
            Estado::DudosaPorContenido,
            vec![
                "(una de las páginas del PDF no tiene capa de texto)",
                "Verificación manual recomendada.",
            ],
        ),
        (
            "ambiguous",
            Findings::new(Lookup::Ambiguous {
                candidates: vec![
                    "STS 1234/2020 (Roj)".to_owned(),
                    "STS 1234/2020 (núm. de resolución)".to_owned(),
                ],
            }),
            Estado::DudosaPorContenido,
            vec![
                "ningún dato permite elegir entre ellos: STS 1234/2020 (Roj); STS 1234/2020 (núm. de resolución).",
            ],
        ),
        (
            "doctrine, quote uncheckable",
            with(
                Lookup::Found {
                    documento: "Díez-Picazo, Fundamentos del Derecho civil patrimonial (2007)"
                        .to_owned(),
                },
                |f| {
                    f.quote = Some(QuoteFinding::Uncheckable {
                        motivo: "Dialnet solo ofrece la referencia bibliográfica, no el texto"
                            .to_owned(),
                    })
                },
            ),
            Estado::DudosaPorContenido,
            vec!["Verificación bibliográfica manual recomendada."],
        ),
        (
            "doctrine, quote uncheckable and wrong year",
            with(found(), |f| {
                f.quote = Some(QuoteFinding::Uncheckable {
                    motivo: "sin texto".to_owned(),
                });
                f.discrepancies.push(Discrepancy {
                    campo: "año".to_owned(),
                    citado: "2005".to_owned(),
                    real: "2007".to_owned(),
                });
            }),
            Estado::Inexacta,
            vec![
                "Discrepancia en año",
                "Verificación bibliográfica manual recomendada.",
            ],
        ),
        (
            "notes are appended",
            with(found(), |f| {
                f.notes.push("Nota final del verificador.".to_owned())
            }),
            Estado::Verificada,
            vec!["Nota final del verificador."],
        ),
    ];
    for (name, findings, estado, needles) in &table {
        let d = check(name, findings, *estado, needles);
        let expected = match &findings.lookup {
            Lookup::NotFound { alternativa, .. } => alternativa.clone(),
            _ => None,
        };
        assert_eq!(d.sugerencia_alternativa, expected, "{name}");
    }
}

#[test]
fn test_a_distant_closest_passage_is_not_proposed() {
    let d = decide(&with(found(), |f| {
        f.quote = Some(QuoteFinding::Absent {
            best_score: 0.41,
            closest: Some("la carga de la prueba".to_owned()),
            cobertura: Cobertura::Completa,
        })
    }));
    assert_eq!(d.estado, Estado::NoEncontrada);
    assert_eq!(
        d.observaciones,
        "Documento localizado: Constitución Española, artículo 135. El documento existe, pero el \
texto citado entre comillas no aparece en él."
    );
}

#[test]
fn test_full_observaciones_of_an_infrastructure_verdict() {
    let d = decide(&Findings::new(Lookup::Infra(exhausted_503())));
    assert_eq!(
        d,
        Decision {
            estado: Estado::DudosaPorInfraestructura,
            observaciones: "La fuente no respondió de forma utilizable tras 4 intentos \
(https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice); \
código HTTP: 503; último resultado: HTTP 503; historial: intento 1 a los 0 s: HTTP 503; \
intento 2 a los 3 s: HTTP 503; intento 3 a los 11 s: HTTP 503; intento 4 a los 31 s: HTTP 503. \
Esto no indica que la cita sea incorrecta ni que el documento no exista: la verificación debe \
repetirse más tarde."
                .to_owned(),
            cita_literal_localizada: None,
            sugerencia_alternativa: None,
        }
    );
}

#[test]
fn test_from_match_feeds_the_rules() {
    let doc = "El deudor responderá de todos los daños que se causen por su culpa.";
    let cases: Vec<(&str, Estado)> = vec![
        (
            "el deudor responderá de todos los daños",
            Estado::Verificada,
        ),
        (
            "el deudor responderá de los daños que se causen por su culpa",
            Estado::Inexacta,
        ),
        (
            "la administración podrá revocar sus actos de gravamen en cualquier momento",
            Estado::NoEncontrada,
        ),
    ];
    for (quote, estado) in cases {
        let m = matching::locate(quote, doc);
        let d = decide(&with(found(), |f| {
            f.quote = Some(QuoteFinding::from_match(&m, Cobertura::Completa));
        }));
        assert_eq!(d.estado, estado, "{quote}: {}", d.observaciones);
        match &m {
            MatchResult::Exact { passage, .. } | MatchResult::Approximate { passage, .. } => {
                assert_eq!(d.cita_literal_localizada.as_deref(), Some(passage.as_str()));
            }
            MatchResult::Absent { .. } => assert_eq!(d.cita_literal_localizada, None),
        }
    }
}

#[test]
fn test_into_verdict_carries_citation_decision_and_evidence() {
    use compulsa::model::{Campos, Citation, Detalle};
    let citation = Citation {
        id: "c7".to_owned(),
        fuente: Fuente::Boe,
        texto_original: "art. 135 CE".to_owned(),
        cita_literal: None,
        span: None,
        campos: Campos::default(),
        avisos: Vec::new(),
    };
    let fault = exhausted_503();
    let evidence = vec![infra_evidence(&fault, "2026-11-30T06:00:00Z")];
    let v = decide(&Findings::new(Lookup::Infra(fault))).into_verdict(
        &citation,
        Detalle::Boe {
            vigente_en_fecha: None,
            redaccion_vigente: None,
            modificaciones: Vec::new(),
            url_consolidada: None,
            alerta_vigencia: None,
        },
        evidence,
    );
    let json = serde_json::to_value(&v).expect("serializable");
    assert_eq!(json["id"], "c7");
    assert_eq!(json["fuente"], "boe");
    assert_eq!(json["cita_original"], "art. 135 CE");
    assert_eq!(json["estado"], "dudosa_por_infraestructura");
    assert_eq!(json["vigente_en_fecha"], serde_json::Value::Null);
    assert_eq!(json["evidencia"][0]["codigo_http"], 503);
    assert_eq!(json["evidencia"][0]["intentos"], 4);
    assert_eq!(json["evidencia"][0]["sha256"], serde_json::Value::Null);
    assert!(
        json["observaciones"]
            .as_str()
            .is_some_and(|o| o.contains("historial"))
    );
}
