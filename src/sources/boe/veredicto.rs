//! From what the BOE said about a norm and an article to the `verificador_boe` verdict (pure).
//!
//! The BOE findings (the article's block, the version in force at the reference date, the quote
//! against every version) become [`crate::verdict::Findings`], and the state and observations
//! come from the one set of verdict rules, [`crate::verdict::decide`]:
//! - the quote is in none of the article's wordings → `no_encontrada` (the article exists; the
//!   quoted text does not);
//! - not in force at the reference date (not yet, repealed, norm repealed or not yet in force),
//!   or the quote reproduces another wording, or only approximately the one in force →
//!   `inexacta`, naming the wording in force and the one quoted;
//! - otherwise → `verificada`, with `alerta_vigencia` when the wording changed afterwards.
//!
//! One BOE-specific rule sits on top: when whether the article was in force cannot be told
//! (a repeal or expiry without a date), a `verificada` becomes `dudosa_por_contenido`
//! (`verdict::Vigencia` has no "undetermined" state).

use jiff::civil::Date;
use url::Url;

use super::articulo::ArticuloRef;
use super::parse::{Bloque, Metadatos};
use super::vigencia::{self, Fuera, Situacion, dma, iso};
use crate::model::{Citation, Detalle, Estado, Evidencia, Fuente, Modificacion, Verdict};
use crate::verdict::{
    Decision, Discrepancy, Findings, Lookup, QuoteFinding, Temporal, Version, Vigencia, decide,
    quote_in_versions,
};

/// The reference date used and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FechaReferencia {
    /// The date.
    pub fecha: Date,
    /// A remark when it is not the brief's own date (missing or unreadable in the citation).
    pub nota: Option<String>,
}

/// Everything the verdict on one article rests on.
#[derive(Debug, Clone)]
pub struct Hallazgo<'a> {
    /// The citation.
    pub citation: &'a Citation,
    /// The cited article.
    pub articulo: &'a ArticuloRef,
    /// The norm's metadata.
    pub norma: &'a Metadatos,
    /// The article's block with every version.
    pub bloque: &'a Bloque,
    /// The reference date.
    pub fecha: &'a FechaReferencia,
    /// Earlier remarks (how the norm was resolved…), for `observaciones`.
    pub notas: Vec<String>,
    /// Every response used.
    pub evidencia: Vec<Evidencia>,
}

/// The human page of the consolidated text of `norma_id` at `fecha`, at `ancla` if given:
/// `https://www.boe.es/buscar/act.php?id=…&p=AAAAMMDD#ancla`.
#[must_use]
pub fn url_consolidada(norma_id: &str, fecha: Date, ancla: Option<&str>) -> Option<String> {
    let mut url = Url::parse("https://www.boe.es/buscar/act.php").ok()?;
    url.query_pairs_mut()
        .append_pair("id", norma_id)
        .append_pair("p", &vigencia::compacta(fecha));
    url.set_fragment(ancla);
    Some(url.to_string())
}

/// How a norm is named in observations: its title when known, and its id.
#[must_use]
pub fn nombre(norma: &Metadatos) -> String {
    match &norma.titulo {
        Some(t) => format!("«{}» ({})", t.trim_end_matches('.'), norma.identificador),
        None => norma.identificador.clone(),
    }
}

/// The verdict on one cited article.
#[must_use]
pub fn veredicto(h: Hallazgo<'_>) -> Verdict {
    let s = vigencia::situacion(h.bloque, h.norma, h.fecha.fecha);
    let vigente = s.version_vigente();
    let redaccion_vigente = vigente
        .filter(|v| !v.derogado)
        .and_then(|v| h.bloque.versiones.get(v.posicion))
        .map(|v| recortar(v.texto.clone(), MAX_REDACCION));

    let mut notas = Vec::new();
    notas.push(format!("Fecha de referencia: {}.", dma(h.fecha.fecha)));
    notas.extend(h.fecha.nota.iter().cloned());
    notas.extend(h.notas.iter().cloned());
    if let (Some(i), Some(v)) = (s.vigente, vigente)
        && !v.derogado
    {
        notas.push(format!(
            "En esa fecha regía la redacción introducida por {}, vigente desde el {}{}.",
            vigencia::nombre_norma(&v.id_norma),
            dma(v.desde),
            s.hasta(i)
                .map(|d| format!(" hasta el {}", dma(d)))
                .unwrap_or_default()
        ));
    }
    if s.vigente_en_fecha.is_none() {
        notas.push(
            "No se ha podido determinar si el artículo estaba en vigor en la fecha de referencia: comprobación manual recomendada.".to_owned(),
        );
    }
    notas.extend(s.alertas.iter().cloned());
    let quote = cotejar(&h, &s);
    if matches!(quote, Some(QuoteFinding::OtherVersion { .. })) && redaccion_vigente.is_some() {
        notas.push(
            "La redacción vigente en la fecha de referencia se reproduce en «redaccion_vigente»."
                .to_owned(),
        );
    }
    notas.extend(s.avisos.iter().cloned());

    let mut discrepancies = discrepancias_norma(h.citation, h.norma);
    discrepancies.extend(
        redaccion_vigente
            .as_deref()
            .and_then(|texto| apartado_inexistente(h.citation.campos.apartado.as_deref(), texto)),
    );
    let findings = Findings {
        lookup: Lookup::Found {
            documento: format!(
                "artículo {} de {}, bloque «{}» del texto consolidado del BOE",
                h.articulo,
                nombre(h.norma),
                h.bloque.id
            ),
        },
        discrepancies,
        quote,
        temporal: temporal(&s, h.fecha.fecha),
        notes: notas,
    };
    let decision = ajustar(decide(&findings), s.vigente_en_fecha);

    let modificaciones = s
        .cronologia
        .iter()
        // Only well-formed ids: `modificaciones` must validate against the agent's schema.
        .filter(|v| super::es_id_norma(&v.id_norma))
        .map(|v| Modificacion {
            id_norma: v.id_norma.clone(),
            fecha_publicacion: iso(v.publicacion.unwrap_or(v.desde)),
            fecha_vigencia: iso(v.desde),
        })
        .collect();
    let alerta_vigencia = if s.alertas.is_empty() {
        None
    } else {
        Some(s.alertas.join(" "))
    };
    Verdict {
        id: h.citation.id.clone(),
        fuente: Fuente::Boe,
        cita_original: h.citation.texto_original.clone(),
        estado: decision.estado,
        observaciones: recortar(decision.observaciones, MAX_OBSERVACIONES),
        detalle: Detalle::Boe {
            vigente_en_fecha: s.vigente_en_fecha,
            redaccion_vigente,
            modificaciones,
            url_consolidada: url_consolidada(
                &h.norma.identificador,
                h.fecha.fecha,
                Some(&h.bloque.id),
            ),
            alerta_vigencia,
        },
        evidencia: h.evidencia,
    }
}

/// The cited rank, number and date of the norm that differ from the BOE's metadata.
/// A detail missing on either side is not judged.
#[must_use]
pub fn discrepancias_norma(citation: &Citation, norma: &Metadatos) -> Vec<Discrepancy> {
    let campos = &citation.campos;
    let mut out = Vec::new();
    if let (Some(citado), Some(real)) = (campos.rango.as_deref(), norma.rango.as_ref()) {
        let a = super::norma::rango_canonico(citado);
        let b = super::norma::rango_canonico(&real.texto);
        if let (Some(a), Some(b)) = (a, b)
            && a != b
        {
            out.push(Discrepancy {
                campo: "rango de la norma".to_owned(),
                citado: citado.to_owned(),
                real: real.texto.clone(),
            });
        }
    }
    if let (Some(citado), Some(real)) = (campos.numero.as_deref(), norma.numero_oficial.as_deref())
        && citado.trim() != real.trim()
    {
        out.push(Discrepancy {
            campo: "número de la norma".to_owned(),
            citado: citado.to_owned(),
            real: real.to_owned(),
        });
    }
    if let (Some(citado), Some(real)) = (
        campos
            .fecha_norma
            .as_deref()
            .and_then(|f| f.trim().parse::<Date>().ok()),
        norma.fecha_disposicion,
    ) && citado != real
    {
        out.push(Discrepancy {
            campo: "fecha de la norma".to_owned(),
            citado: dma(citado),
            real: dma(real),
        });
    }
    out
}

/// A cited apartado ("2", "2.c)") that the wording has not, when the wording numbers its
/// apartados ("1. …", "2. …"). Wordings without numbered apartados are not judged.
#[must_use]
pub fn apartado_inexistente(apartado: Option<&str>, texto: &str) -> Option<Discrepancy> {
    let apartado = apartado?.trim();
    let citado: String = apartado.chars().take_while(char::is_ascii_digit).collect();
    let citado: u32 = citado.parse().ok()?;
    let numerados: Vec<u32> = texto
        .lines()
        .filter_map(|l| {
            let digits: String = l.chars().take_while(char::is_ascii_digit).collect();
            let rest = l.get(digits.len()..)?;
            if rest.starts_with(". ") || rest == "." {
                digits.parse().ok()
            } else {
                None
            }
        })
        .collect();
    if numerados.is_empty() || numerados.contains(&citado) {
        return None;
    }
    let lista: Vec<String> = numerados.iter().map(u32::to_string).collect();
    Some(Discrepancy {
        campo: "apartado".to_owned(),
        citado: apartado.to_owned(),
        real: format!(
            "apartados {} (redacción vigente en la fecha de referencia)",
            lista.join(", ")
        ),
    })
}

/// The BOE rule on top of `decide`: an in-force status that cannot be told is not `verificada`.
fn ajustar(mut d: Decision, vigente_en_fecha: Option<bool>) -> Decision {
    if vigente_en_fecha.is_none() && d.estado == Estado::Verificada {
        d.estado = Estado::DudosaPorContenido;
    }
    d
}

fn temporal(s: &Situacion, fecha: Date) -> Option<Temporal> {
    let vigencia = match (s.vigente_en_fecha, s.fuera) {
        (Some(false), Some(Fuera::NoVigenteTodavia { desde })) => {
            Vigencia::NoVigenteTodavia { desde: iso(desde) }
        }
        (Some(false), Some(Fuera::Derogado { desde })) => Vigencia::Derogado { fecha: iso(desde) },
        (Some(true), _) => match s.vigente.and_then(|i| s.cronologia.get(i + 1)) {
            Some(siguiente) => Vigencia::VigenteModificadoDespues {
                fecha: iso(siguiente.desde),
            },
            None => Vigencia::Vigente,
        },
        _ => return None,
    };
    Some(Temporal {
        fecha_referencia: iso(fecha),
        vigencia,
    })
}

/// The verdict on a norm cited without an article: it exists; was it in force at the date?
#[must_use]
pub fn veredicto_norma(
    citation: &Citation,
    norma: &Metadatos,
    fecha: &FechaReferencia,
    notas: Vec<String>,
    evidencia: Vec<Evidencia>,
) -> Verdict {
    let vacio = Bloque {
        id: String::new(),
        tipo: String::new(),
        titulo: String::new(),
        fecha_caducidad: None,
        versiones: Vec::new(),
    };
    let mut s = vigencia::situacion(&vacio, norma, fecha.fecha);
    // The empty block adds "no version could be dated"; only the norm-level findings count.
    s.alertas
        .retain(|a| a != "No se ha podido fechar ninguna redacción del artículo.");
    let vigente_en_fecha = norma_en_vigor(norma, fecha.fecha);
    let mut notes = vec![format!("Fecha de referencia: {}.", dma(fecha.fecha))];
    notes.extend(fecha.nota.iter().cloned());
    notes.extend(notas);
    notes.extend(s.alertas.iter().cloned());
    let temporal = match vigente_en_fecha {
        Some(true) => Some(Vigencia::Vigente),
        Some(false) => Some(match norma.fecha_vigencia.filter(|d| *d > fecha.fecha) {
            Some(desde) => Vigencia::NoVigenteTodavia { desde: iso(desde) },
            None => Vigencia::Derogado {
                fecha: iso([norma.fecha_derogacion, norma.fecha_anulacion]
                    .into_iter()
                    .flatten()
                    .filter(|d| *d <= fecha.fecha)
                    .min()
                    .unwrap_or(fecha.fecha)),
            },
        }),
        None => None,
    }
    .map(|vigencia| Temporal {
        fecha_referencia: iso(fecha.fecha),
        vigencia,
    });
    let quote = citation
        .cita_literal
        .as_deref()
        .filter(|c| !c.trim().is_empty())
        .map(|_| QuoteFinding::Uncheckable {
            motivo: "la cita no indica el artículo de la norma en que buscar el texto citado"
                .to_owned(),
        });
    let findings = Findings {
        lookup: Lookup::Found {
            documento: format!("{}, en la legislación consolidada del BOE", nombre(norma)),
        },
        discrepancies: discrepancias_norma(citation, norma),
        quote,
        temporal,
        notes,
    };
    let decision = ajustar(decide(&findings), vigente_en_fecha);
    Verdict {
        id: citation.id.clone(),
        fuente: Fuente::Boe,
        cita_original: citation.texto_original.clone(),
        estado: decision.estado,
        observaciones: recortar(decision.observaciones, MAX_OBSERVACIONES),
        detalle: Detalle::Boe {
            vigente_en_fecha,
            redaccion_vigente: None,
            modificaciones: Vec::new(),
            url_consolidada: url_consolidada(&norma.identificador, fecha.fecha, None),
            alerta_vigencia: if s.alertas.is_empty() {
                None
            } else {
                Some(s.alertas.join(" "))
            },
        },
        evidencia,
    }
}

fn norma_en_vigor(norma: &Metadatos, fecha: Date) -> Option<bool> {
    if norma.fecha_vigencia.is_some_and(|d| d > fecha) {
        return Some(false);
    }
    let mut resultado = Some(true);
    for (marcada, desde) in [
        (norma.derogada, norma.fecha_derogacion),
        (norma.anulada, norma.fecha_anulacion),
    ] {
        if !marcada {
            continue;
        }
        match desde {
            Some(d) if d <= fecha => return Some(false),
            Some(_) => {}
            None => resultado = None,
        }
    }
    if norma.vigencia_agotada {
        resultado = None;
    }
    resultado
}

fn describir_version(s: &Situacion, i: usize, v: &vigencia::VersionFechada) -> String {
    format!(
        "la redacción introducida por {} (vigente desde el {}{})",
        vigencia::nombre_norma(&v.id_norma),
        dma(v.desde),
        s.hasta(i)
            .map(|d| format!(" hasta el {}", dma(d)))
            .unwrap_or_default()
    )
}

/// Longest `redaccion_vigente` the `verificador_boe` schema accepts, in characters.
pub const MAX_REDACCION: usize = 50_000;
/// Longest `observaciones` the schema accepts, in characters.
pub const MAX_OBSERVACIONES: usize = 20_000;

/// Cuts `texto` to at most `max` characters, marking the cut with " […]".
#[must_use]
pub fn recortar(texto: String, max: usize) -> String {
    if texto.chars().count() <= max {
        return texto;
    }
    let marca = " […]";
    let keep = max.saturating_sub(marca.chars().count());
    let mut out: String = texto.chars().take(keep).collect();
    out.push_str(marca);
    out
}

/// The quote against the version in force, then the others from the newest, with the one
/// rule for that ([`crate::verdict::quote_in_versions`]). A version in force that reads
/// "(Derogado)" is not a wording in force.
fn cotejar(h: &Hallazgo<'_>, s: &Situacion) -> Option<QuoteFinding> {
    let cita = h
        .citation
        .cita_literal
        .as_deref()
        .filter(|c| !c.trim().is_empty())?;
    let texto = |i: usize| {
        s.cronologia
            .get(i)
            .and_then(|v| h.bloque.versiones.get(v.posicion))
            .map_or("", |v| v.texto.as_str())
    };
    let nombres: Vec<String> = s
        .cronologia
        .iter()
        .enumerate()
        .map(|(i, v)| describir_version(s, i, v))
        .collect();
    let en_vigor = s
        .vigente
        .filter(|i| s.cronologia.get(*i).is_some_and(|v| !v.derogado));
    let version = |i: usize| Version {
        nombre: nombres.get(i).map_or("otra redacción", String::as_str),
        texto: texto(i),
    };
    let otras: Vec<Version<'_>> = (0..s.cronologia.len())
        .rev()
        .filter(|i| Some(*i) != en_vigor)
        .map(version)
        .collect();
    Some(quote_in_versions(cita, en_vigor.map(version), &otras))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::model::Campos;
    use crate::sources::boe::parse::Version;

    fn bloque() -> Bloque {
        let v = |id: &str, publ: &str, vig: &str, texto: &str| Version {
            id_norma: id.into(),
            fecha_publicacion: publ.into(),
            fecha_vigencia: vig.into(),
            texto: texto.into(),
            notas: Vec::new(),
        };
        Bloque {
            id: "a7".into(),
            tipo: "precepto".into(),
            titulo: "Artículo 7".into(),
            fecha_caducidad: None,
            // Out of order on purpose.
            versiones: vec![
                v(
                    "BOE-A-2010-2",
                    "20100101",
                    "20100102",
                    "Artículo 7\nLos plazos serán de veinte días hábiles.",
                ),
                v(
                    "BOE-A-1990-1",
                    "19900101",
                    "19900102",
                    "Artículo 7\nLos plazos serán de diez días naturales.",
                ),
            ],
        }
    }

    fn cita(literal: Option<&str>) -> Citation {
        Citation {
            id: "c1".into(),
            fuente: Fuente::Boe,
            texto_original: "art. 7".into(),
            cita_literal: literal.map(str::to_owned),
            span: None,
            campos: Campos::default(),
            avisos: Vec::new(),
        }
    }

    #[test]
    fn veredicto_table() {
        let d = |y, m, day| Date::new(y, m, day).expect("invariant: valid date");
        let vigente = Metadatos {
            identificador: "BOE-A-1990-1".into(),
            fecha_vigencia: Some(d(1990, 1, 2)),
            ..Metadatos::default()
        };
        let agotada = Metadatos {
            vigencia_agotada: true,
            ..vigente.clone()
        };
        let nueva = "Los plazos serán de veinte días hábiles.";
        let vieja = "Los plazos serán de diez días naturales.";
        let ausente = "Queda prohibida la pesca de altura en aguas interiores.";
        // (date, norm, quote, state, in force, second line of the wording in force)
        type Caso<'a> = (
            Date,
            &'a Metadatos,
            Option<&'a str>,
            Estado,
            Option<bool>,
            Option<&'a str>,
        );
        let cases: Vec<Caso<'_>> = vec![
            (
                d(2024, 1, 1),
                &vigente,
                None,
                Estado::Verificada,
                Some(true),
                Some(nueva),
            ),
            (
                d(2024, 1, 1),
                &vigente,
                Some(nueva),
                Estado::Verificada,
                Some(true),
                Some(nueva),
            ),
            (
                d(2024, 1, 1),
                &vigente,
                Some(vieja),
                Estado::Inexacta,
                Some(true),
                Some(nueva),
            ),
            (
                d(2000, 1, 1),
                &vigente,
                Some(vieja),
                Estado::Verificada,
                Some(true),
                Some(vieja),
            ),
            (
                d(2000, 1, 1),
                &vigente,
                Some(nueva),
                Estado::Inexacta,
                Some(true),
                Some(vieja),
            ),
            (
                d(2024, 1, 1),
                &vigente,
                Some(ausente),
                Estado::NoEncontrada,
                Some(true),
                Some(nueva),
            ),
            (
                d(1980, 1, 1),
                &vigente,
                None,
                Estado::Inexacta,
                Some(false),
                None,
            ),
            (
                d(1980, 1, 1),
                &vigente,
                Some(ausente),
                Estado::NoEncontrada,
                Some(false),
                None,
            ),
            (
                d(2024, 1, 1),
                &agotada,
                None,
                Estado::DudosaPorContenido,
                None,
                Some(nueva),
            ),
            (
                d(2024, 1, 1),
                &agotada,
                Some(ausente),
                Estado::NoEncontrada,
                None,
                Some(nueva),
            ),
        ];
        let b = bloque();
        let art = ArticuloRef {
            numero: "7".into(),
            sufijo: None,
        };
        for (fecha, norma, literal, estado, en_vigor, redaccion) in cases {
            let c = cita(literal);
            let f = FechaReferencia { fecha, nota: None };
            let v = veredicto(Hallazgo {
                citation: &c,
                articulo: &art,
                norma,
                bloque: &b,
                fecha: &f,
                notas: Vec::new(),
                evidencia: Vec::new(),
            });
            assert_eq!(v.estado, estado, "{fecha} {literal:?}: {}", v.observaciones);
            let Detalle::Boe {
                vigente_en_fecha,
                redaccion_vigente,
                modificaciones,
                ..
            } = &v.detalle
            else {
                panic!("a BOE verdict has BOE fields");
            };
            assert_eq!(*vigente_en_fecha, en_vigor, "{fecha} {literal:?}");
            assert_eq!(
                redaccion_vigente.as_deref().and_then(|t| t.lines().nth(1)),
                redaccion,
                "{fecha} {literal:?}"
            );
            let fechas: Vec<&str> = modificaciones
                .iter()
                .map(|m| m.fecha_vigencia.as_str())
                .collect();
            assert_eq!(fechas, ["1990-01-02", "2010-01-02"], "chronological");
        }
    }

    #[test]
    fn discrepancias_norma_table() {
        let norma = Metadatos {
            identificador: "BOE-A-2015-10566".into(),
            rango: Some(crate::sources::boe::parse::Codigo {
                codigo: "1300".into(),
                texto: "Ley".into(),
            }),
            numero_oficial: Some("40/2015".into()),
            fecha_disposicion: Date::new(2015, 10, 1).ok(),
            ..Metadatos::default()
        };
        let con = |rango: Option<&str>, numero: Option<&str>, fecha: Option<&str>| {
            let mut c = cita(None);
            c.campos.rango = rango.map(str::to_owned);
            c.campos.numero = numero.map(str::to_owned);
            c.campos.fecha_norma = fecha.map(str::to_owned);
            c
        };
        let campos = |c: &Citation| -> Vec<String> {
            discrepancias_norma(c, &norma)
                .into_iter()
                .map(|d| format!("{}: {} → {}", d.campo, d.citado, d.real))
                .collect()
        };
        assert!(campos(&con(Some("Ley"), Some("40/2015"), Some("2015-10-01"))).is_empty());
        assert!(campos(&con(None, None, None)).is_empty());
        assert!(campos(&con(Some("ley"), None, Some("1 de octubre"))).is_empty());
        assert_eq!(
            campos(&con(
                Some("Ley Orgánica"),
                Some("40/2016"),
                Some("2015-10-02")
            )),
            [
                "rango de la norma: Ley Orgánica → Ley",
                "número de la norma: 40/2016 → 40/2015",
                "fecha de la norma: 02/10/2015 → 01/10/2015",
            ]
        );
    }

    #[test]
    fn apartado_inexistente_table() {
        let texto = "Artículo 135\n1. Uno.\n2. Dos.\nTexto.\na) Letra.\n6. Seis.";
        let cases = [
            (Some("2"), false),
            (Some("2.c)"), false),
            (Some("6"), false),
            (Some("7"), true),
            (Some("3"), true),
            (Some("a)"), false),
            (None, false),
        ];
        for (apartado, want) in cases {
            assert_eq!(
                apartado_inexistente(apartado, texto).is_some(),
                want,
                "{apartado:?}"
            );
        }
        assert_eq!(
            apartado_inexistente(Some("2"), "Artículo 1902.\nEl que por acción…"),
            None
        );
        assert_eq!(
            apartado_inexistente(Some("7"), texto).map(|d| d.real),
            Some("apartados 1, 2, 6 (redacción vigente en la fecha de referencia)".to_owned())
        );
    }

    #[test]
    fn recortar_table() {
        assert_eq!(recortar("abc".into(), 3), "abc");
        assert_eq!(recortar("abcdefgh".into(), 6), "ab […]");
        assert_eq!(recortar("ñññññññ".into(), 6).chars().count(), 6);
    }

    #[test]
    fn url_consolidada_table() {
        let d = Date::new(2024, 1, 10).expect("invariant: valid date");
        assert_eq!(
            url_consolidada("BOE-A-1978-31229", d, Some("a135")).as_deref(),
            Some("https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229&p=20240110#a135")
        );
        assert_eq!(
            url_consolidada("BOE-A-1889-4763", d, None).as_deref(),
            Some("https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763&p=20240110")
        );
    }
}
