//! From what the BOE said about a norm and an article to the `verificador_boe` verdict (pure).
//!
//! State rules (DESIGN §2 applied to consolidated legislation):
//! - the quote is in none of the article's wordings → `no_encontrada` (the article exists; the
//!   quoted text does not), with the wording in force proposed;
//! - the article was not in force at the reference date (not yet, repealed, norm repealed or
//!   not yet in force), or the quote reproduces another wording, or only approximately the one
//!   in force → `inexacta`, naming the wording in force and the one quoted;
//! - in force status that cannot be told (a repeal without date) → `dudosa_por_contenido`;
//! - otherwise → `verificada`, with `alerta_vigencia` when the wording changed afterwards.

use jiff::civil::Date;
use url::Url;

use super::articulo::ArticuloRef;
use super::parse::{Bloque, Metadatos};
use super::vigencia::{self, Situacion, dma, iso};
use crate::model::{Citation, Detalle, Estado, Evidencia, Fuente, Modificacion, Verdict};
use crate::sources::cita::{Coincidencia, localizar};

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

/// Where the quote was found among the article's wordings.
#[derive(Debug, Clone, PartialEq)]
enum Cotejo {
    SinCita,
    EnVigente,
    EnOtra {
        version: usize,
    },
    AproxVigente {
        puntuacion: f64,
        pasaje: String,
        diferencias: String,
    },
    AproxOtra {
        version: usize,
        puntuacion: f64,
        pasaje: String,
    },
    Ausente,
}

/// The verdict on one cited article.
#[must_use]
pub fn veredicto(h: Hallazgo<'_>) -> Verdict {
    let s = vigencia::situacion(h.bloque, h.norma, h.fecha.fecha);
    let vigente = s.version_vigente();
    let texto_de = |posicion: usize| {
        h.bloque
            .versiones
            .get(posicion)
            .map_or("", |v| v.texto.as_str())
    };
    let redaccion_vigente = vigente
        .filter(|v| !v.derogado)
        .map(|v| recortar(texto_de(v.posicion).to_owned(), MAX_REDACCION));

    let cotejo = cotejar(&h, &s);
    let mut obs = Vec::new();
    obs.push(format!(
        "Artículo {} de {}: bloque «{}» del texto consolidado del BOE. Fecha de referencia: {}.",
        h.articulo,
        nombre(h.norma),
        h.bloque.id,
        dma(h.fecha.fecha)
    ));
    if let Some(nota) = &h.fecha.nota {
        obs.push(nota.clone());
    }
    obs.extend(h.notas.iter().cloned());
    match (s.vigente, vigente) {
        (Some(i), Some(v)) if !v.derogado => obs.push(format!(
            "En esa fecha regía la redacción introducida por {}, vigente desde el {}{}.",
            vigencia::nombre_norma(&v.id_norma),
            dma(v.desde),
            s.hasta(i)
                .map(|d| format!(" hasta el {}", dma(d)))
                .unwrap_or_default()
        )),
        _ => {}
    }
    if s.vigente_en_fecha == Some(false) {
        obs.push("El artículo citado no estaba en vigor en la fecha de referencia.".to_owned());
    } else if s.vigente_en_fecha.is_none() {
        obs.push(
            "No se ha podido determinar si el artículo estaba en vigor en la fecha de referencia: comprobación manual recomendada.".to_owned(),
        );
    }
    obs.extend(s.alertas.iter().cloned());
    match &cotejo {
        Cotejo::SinCita => {}
        Cotejo::EnVigente => {
            obs.push(
                "La cita literal coincide con la redacción vigente en la fecha de referencia."
                    .to_owned(),
            );
        }
        Cotejo::EnOtra { version } => {
            let v = s.cronologia.get(*version);
            obs.push(format!(
                "La cita literal reproduce {}, no la vigente en la fecha de referencia.{}",
                v.map_or_else(
                    || "otra redacción".to_owned(),
                    |v| describir_version(&s, *version, v)
                ),
                propuesta(redaccion_vigente.as_deref())
            ));
        }
        Cotejo::AproxVigente {
            puntuacion,
            pasaje,
            diferencias,
        } => {
            obs.push(format!(
                "La cita literal no coincide exactamente con la redacción vigente en la fecha de referencia (similitud {puntuacion:.2}). Texto correcto: «{pasaje}».{}",
                if diferencias.is_empty() {
                    String::new()
                } else {
                    format!(" Diferencias: {diferencias}")
                }
            ));
        }
        Cotejo::AproxOtra {
            version,
            puntuacion,
            pasaje,
        } => {
            let v = s.cronologia.get(*version);
            obs.push(format!(
                "La cita literal se parece (similitud {puntuacion:.2}) a {}, no a la vigente en la fecha de referencia; el pasaje de esa redacción es: «{pasaje}».{}",
                v.map_or_else(|| "otra redacción".to_owned(), |v| describir_version(&s, *version, v)),
                propuesta(redaccion_vigente.as_deref())
            ));
        }
        Cotejo::Ausente => {
            obs.push(format!(
                "El artículo existe, pero el texto citado no aparece en {}.{}",
                match h.bloque.versiones.len() {
                    1 => "su única redacción".to_owned(),
                    n => format!("ninguna de sus {n} redacciones"),
                },
                propuesta(redaccion_vigente.as_deref())
            ));
        }
    }
    obs.extend(s.avisos.iter().cloned());

    let estado = match (&cotejo, s.vigente_en_fecha) {
        (Cotejo::Ausente, _) => Estado::NoEncontrada,
        (_, Some(false)) => Estado::Inexacta,
        (Cotejo::EnOtra { .. } | Cotejo::AproxVigente { .. } | Cotejo::AproxOtra { .. }, _) => {
            Estado::Inexacta
        }
        (_, None) => Estado::DudosaPorContenido,
        (Cotejo::SinCita | Cotejo::EnVigente, Some(true)) => Estado::Verificada,
    };

    let modificaciones = s
        .cronologia
        .iter()
        .filter(|v| !v.id_norma.is_empty())
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
        estado,
        observaciones: recortar(obs.join(" "), MAX_OBSERVACIONES),
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
    let mut obs = vec![format!(
        "{} existe en la legislación consolidada del BOE. Fecha de referencia: {}.",
        nombre(norma),
        dma(fecha.fecha)
    )];
    if let Some(nota) = &fecha.nota {
        obs.push(nota.clone());
    }
    obs.extend(notas);
    obs.extend(s.alertas.iter().cloned());
    let mut estado = match vigente_en_fecha {
        Some(true) => Estado::Verificada,
        Some(false) => Estado::Inexacta,
        None => Estado::DudosaPorContenido,
    };
    if citation
        .cita_literal
        .as_deref()
        .is_some_and(|c| !c.trim().is_empty())
    {
        obs.push("La cita literal no se ha cotejado porque la cita no indica el artículo: verificación manual recomendada.".to_owned());
        if estado == Estado::Verificada {
            estado = Estado::DudosaPorContenido;
        }
    }
    Verdict {
        id: citation.id.clone(),
        fuente: Fuente::Boe,
        cita_original: citation.texto_original.clone(),
        estado,
        observaciones: obs.join(" "),
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

fn propuesta(redaccion_vigente: Option<&str>) -> String {
    match redaccion_vigente {
        Some(_) => {
            " La redacción vigente en la fecha de referencia se reproduce en «redaccion_vigente»."
                .to_owned()
        }
        None => String::new(),
    }
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

fn cotejar(h: &Hallazgo<'_>, s: &Situacion) -> Cotejo {
    let Some(cita) = h
        .citation
        .cita_literal
        .as_deref()
        .filter(|c| !c.trim().is_empty())
    else {
        return Cotejo::SinCita;
    };
    let texto = |i: usize| {
        s.cronologia
            .get(i)
            .and_then(|v| h.bloque.versiones.get(v.posicion))
            .map_or("", |v| v.texto.as_str())
    };
    // The version in force first, then the others from the newest.
    let mut orden: Vec<usize> = Vec::new();
    if let Some(i) = s.vigente {
        orden.push(i);
    }
    orden.extend(
        (0..s.cronologia.len())
            .rev()
            .filter(|i| Some(*i) != s.vigente),
    );
    let mut mejor_aprox: Option<Cotejo> = None;
    let mut mejor_puntuacion = f64::MIN;
    for i in orden {
        match localizar(cita, texto(i)) {
            Coincidencia::Exacta { .. } => {
                return if Some(i) == s.vigente {
                    Cotejo::EnVigente
                } else {
                    Cotejo::EnOtra { version: i }
                };
            }
            Coincidencia::Aproximada {
                puntuacion,
                pasaje,
                diferencias,
            } => {
                // Ties go to the version in force, which is tried first.
                if puntuacion > mejor_puntuacion {
                    mejor_puntuacion = puntuacion;
                    mejor_aprox = Some(if Some(i) == s.vigente {
                        Cotejo::AproxVigente {
                            puntuacion,
                            pasaje,
                            diferencias,
                        }
                    } else {
                        Cotejo::AproxOtra {
                            version: i,
                            puntuacion,
                            pasaje,
                        }
                    });
                }
            }
            Coincidencia::Ausente => {}
        }
    }
    // An exact hit anywhere has returned already; otherwise the closest approximate one.
    mejor_aprox.unwrap_or(Cotejo::Ausente)
}

#[cfg(test)]
mod tests {
    use super::*;

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
