//! BOE: articles of Spanish consolidated legislation, in the wording in force at a date
//! (`boe-eurlex-curia.md` §1, DESIGN §6).
//!
//! The flow, one request per step, every answer kept as evidence:
//! 1. the norm: `campos.norma_id`, else the norm table (`extract::norms`), else the
//!    consolidated-legislation search by
//!    `numero_oficial` (from `campos.numero`, `campos.norma` or a "Ley N/AAAA" in the citation
//!    text; see [`norma`]);
//! 2. `…/id/{id}/metadatos` (JSON). A 404 means "not consolidated": the diary
//!    (`/diario_boe/xml.php?id=`) then says whether the norm exists at all (its `<error>`,
//!    served with HTTP 200, means it does not);
//! 3. `…/id/{id}/texto/indice` (JSON), and the block whose **title** names the article;
//! 4. `…/id/{id}/texto/bloque/{block}` (XML only), every version;
//! 5. [`veredicto::veredicto`]: the version in force at `fecha_referencia_escrito`, the
//!    warnings, the quote against that version and then the others.
//!
//! - [`parse`]: pure parsers over the API's bytes.
//! - [`articulo`]: cited article → block by title.
//! - [`vigencia`]: the time line of a block and the state at a date.
//! - [`veredicto`]: the verdict (pure).

pub mod articulo;
pub mod norma;
pub mod parse;
pub mod veredicto;
pub mod vigencia;

use jiff::civil::Date;
use url::Url;

use self::articulo::ArticuloRef;
use self::parse::{Diario, Metadatos, ParseError};
use self::veredicto::{FechaReferencia, Hallazgo};
use super::Ctx;
use super::pipeline::{self, Parada, Rastro, no_reconocida};
use crate::fetch::{Fetch, Request, Response};
use crate::model::{Citation, Detalle, Fuente, Verdict};

/// Base of the consolidated-legislation API.
pub const API: &str = "https://www.boe.es/datosabiertos/api/legislacion-consolidada";
/// The diary's XML of one published norm (existence check for non-consolidated norms).
pub const DIARIO_XML: &str = "https://www.boe.es/diario_boe/xml.php";
/// JSON, for metadatos, index and search (errors still come back as XML).
pub const ACCEPT_JSON: &str = "application/json";
/// XML, the only format of `texto` and `bloque`.
pub const ACCEPT_XML: &str = "application/xml";
/// Results asked from a search by official number.
pub const LIMITE_BUSQUEDA: u32 = 10;

/// Verifies one BOE citation. Never fails: every outcome, including infrastructure faults, is a
/// verdict (`dudosa_por_infraestructura` when the BOE did not answer usably).
pub async fn verify<F: Fetch>(citation: &Citation, fetch: &F, ctx: &Ctx) -> Verdict {
    let fecha = fecha_referencia(citation, ctx);
    let mut rastro = Rastro::new();
    match flujo(citation, fetch, &fecha, &mut rastro).await {
        Ok(v) => v,
        Err(parada) => {
            pipeline::veredicto_parada(citation, &parada, detalle_vacio(), rastro.into_evidencia())
        }
    }
}

/// The reference date: the citation's `fecha_referencia_escrito`, else the caller's default.
#[must_use]
pub fn fecha_referencia(citation: &Citation, ctx: &Ctx) -> FechaReferencia {
    match citation
        .campos
        .fecha_referencia_escrito
        .as_deref()
        .map(str::trim)
    {
        Some(raw) if !raw.is_empty() => match raw.parse::<Date>() {
            Ok(fecha) => FechaReferencia { fecha, nota: None },
            Err(_) => FechaReferencia {
                fecha: ctx.fecha_por_defecto,
                nota: Some(format!(
                    "La fecha de referencia del escrito («{raw}») no es una fecha ISO válida: se usa el {}.",
                    vigencia::dma(ctx.fecha_por_defecto)
                )),
            },
        },
        _ => FechaReferencia {
            fecha: ctx.fecha_por_defecto,
            nota: Some(format!(
                "La cita no indica fecha de referencia del escrito: se comprueba la redacción vigente el {}.",
                vigencia::dma(ctx.fecha_por_defecto)
            )),
        },
    }
}

async fn flujo<F: Fetch>(
    citation: &Citation,
    fetch: &F,
    fecha: &FechaReferencia,
    rastro: &mut Rastro,
) -> Result<Verdict, Parada> {
    let campos = &citation.campos;
    let articulo = match campos.articulo.as_deref().map(str::trim) {
        Some(raw) if !raw.is_empty() => Some(articulo::referencia(raw).ok_or_else(|| {
            Parada::Indeterminada(format!(
                "No se reconoce el artículo citado («{raw}»): no se puede localizar en el texto consolidado; verificación manual recomendada."
            ))
        })?),
        _ => None,
    };
    let mut notas = Vec::new();
    let norma_id = resolver_norma(citation, fetch, rastro, &mut notas).await?;
    let norma = metadatos(&norma_id, fetch, rastro).await?;
    let Some(articulo) = articulo else {
        return Ok(veredicto::veredicto_norma(
            citation,
            &norma,
            fecha,
            notas,
            rastro.evidencia().to_vec(),
        ));
    };
    let indice = indice(&norma_id, fetch, rastro).await?;
    let candidatos = articulo::buscar(&indice, &articulo);
    let bloque_id = match candidatos.as_slice() {
        [uno] => uno.id.clone(),
        [] => {
            return Ok(articulo_inexistente(
                citation, &articulo, &norma, fecha, notas, &indice, rastro,
            ));
        }
        varios => {
            return Err(Parada::Ambigua {
                candidatos: varios
                    .iter()
                    .map(|e| {
                        format!(
                            "bloque «{}» («{}») de {}",
                            e.id,
                            e.titulo,
                            veredicto::nombre(&norma)
                        )
                    })
                    .collect(),
            });
        }
    };
    let bloque = bloque(&norma_id, &bloque_id, fetch, rastro).await?;
    Ok(veredicto::veredicto(Hallazgo {
        citation,
        articulo: &articulo,
        norma: &norma,
        bloque: &bloque,
        fecha,
        notas,
        evidencia: rastro.evidencia().to_vec(),
    }))
}

fn detalle_vacio() -> Detalle {
    Detalle::Boe {
        vigente_en_fecha: None,
        redaccion_vigente: None,
        modificaciones: Vec::new(),
        url_consolidada: None,
        alerta_vigencia: None,
    }
}

fn articulo_inexistente(
    citation: &Citation,
    articulo: &ArticuloRef,
    norma: &Metadatos,
    fecha: &FechaReferencia,
    notas: Vec<String>,
    indice: &[parse::EntradaIndice],
    rastro: &Rastro,
) -> Verdict {
    let mut notes = vec![format!(
        "Ninguno de los {} bloques del índice de su texto consolidado lleva el título «Artículo {articulo}».",
        indice.len()
    )];
    let parecidos = articulo::mismo_numero(indice, articulo);
    notes.extend(notas);
    let decision = crate::verdict::decide(&crate::verdict::Findings {
        notes,
        ..crate::verdict::Findings::new(crate::verdict::Lookup::NotFound {
            searched: format!("el artículo {articulo} en {}", veredicto::nombre(norma)),
            alternativa: (!parecidos.is_empty()).then(|| {
                parecidos
                    .iter()
                    .map(|e| format!("«{}» (bloque {})", e.titulo, e.id))
                    .collect::<Vec<_>>()
                    .join(", ")
            }),
        })
    });
    Verdict {
        id: citation.id.clone(),
        fuente: Fuente::Boe,
        cita_original: citation.texto_original.clone(),
        estado: decision.estado,
        observaciones: decision.observaciones,
        detalle: Detalle::Boe {
            vigente_en_fecha: None,
            redaccion_vigente: None,
            modificaciones: Vec::new(),
            url_consolidada: veredicto::url_consolidada(&norma.identificador, fecha.fecha, None),
            alerta_vigencia: None,
        },
        evidencia: rastro.evidencia().to_vec(),
    }
}

/// Whether `id` has the shape of a diary identifier (`BOE-A-2015-10566`, `BOJA-b-2020-1`).
#[must_use]
pub fn es_id_norma(id: &str) -> bool {
    let partes: Vec<&str> = id.split('-').collect();
    match partes.as_slice() {
        [diario, letra, anio, numero] => {
            (2..=6).contains(&diario.len())
                && diario.bytes().all(|b| b.is_ascii_uppercase())
                && letra.len() == 1
                && letra.bytes().all(|b| b.is_ascii_alphabetic())
                && anio.len() == 4
                && anio.bytes().all(|b| b.is_ascii_digit())
                && (1..=6).contains(&numero.len())
                && numero.bytes().all(|b| b.is_ascii_digit())
        }
        _ => false,
    }
}

/// The norm in the abbreviation table (`extract::norms`): by the cited name or abbreviation,
/// else by cited rank and number.
#[must_use]
pub fn por_tabla(citation: &Citation) -> Option<&'static crate::extract::norms::NormEntry> {
    let campos = &citation.campos;
    campos
        .norma
        .as_deref()
        .and_then(crate::extract::norms::lookup)
        .or_else(|| {
            let (rango, numero) = (campos.rango.as_deref()?, campos.numero.as_deref()?);
            crate::extract::norms::lookup_rango_numero(rango, numero)
        })
}

/// The search URL for a norm by official number.
#[must_use]
pub fn url_busqueda_numero(numero: &str) -> Option<Url> {
    let query = serde_json::json!({
        "query": {"query_string": {"query": format!("numero_oficial:\"{numero}\"")}},
        "sort": [{"identificador": "asc"}]
    });
    let mut url = Url::parse(API).ok()?;
    url.query_pairs_mut()
        .append_pair("query", &query.to_string())
        .append_pair("limit", &LIMITE_BUSQUEDA.to_string());
    Some(url)
}

fn url_api(partes: &[&str]) -> Option<Url> {
    let mut url = Url::parse(API).ok()?;
    url.path_segments_mut().ok()?.push("id").extend(partes);
    Some(url)
}

fn peticion(url: Url, accept: &str) -> Request {
    Request::get(Fuente::Boe, url, accept)
}

fn url_o_parada(url: Option<Url>, que: &str) -> Result<Url, Parada> {
    url.ok_or_else(|| {
        Parada::Indeterminada(format!(
            "No se pudo construir la dirección para pedir {que}; verificación manual recomendada."
        ))
    })
}

async fn resolver_norma<F: Fetch>(
    citation: &Citation,
    fetch: &F,
    rastro: &mut Rastro,
    notas: &mut Vec<String>,
) -> Result<String, Parada> {
    if let Some(id) = citation.campos.norma_id.as_deref().map(str::trim)
        && es_id_norma(id)
    {
        return Ok(id.to_owned());
    }
    if let Some(entrada) = por_tabla(citation)
        && let Some(id) = entrada.boe_id
    {
        let citada = citation.campos.norma.as_deref().unwrap_or(entrada.titulo);
        notas.push(if citada == entrada.titulo {
            format!("Norma identificada con la tabla de normas: {citada} ({id}).")
        } else {
            format!(
                "Norma identificada con la tabla de normas: «{citada}» es {} ({id}).",
                entrada.titulo
            )
        });
        return Ok(id.to_owned());
    }
    if let Some(id) = citation.campos.norma_id.as_deref().map(str::trim)
        && !id.is_empty()
    {
        notas.push(format!(
            "El identificador citado «{id}» no tiene la forma de un identificador del BOE; la norma se ha buscado por su número."
        ));
    }
    let Some(cn) = norma::norma_citada(citation) else {
        let citada = citation
            .campos
            .norma
            .clone()
            .unwrap_or_else(|| citation.texto_original.clone());
        return Err(Parada::Indeterminada(format!(
            "No se ha podido identificar la norma citada («{citada}»): la cita no trae su identificador del BOE ni un número oficial con el que buscarla; verificación manual recomendada."
        )));
    };
    let numero = &cn.numero;
    let que = format!("la búsqueda de la norma con número oficial {numero}");
    let url = url_o_parada(url_busqueda_numero(numero), &que)?;
    let resp = rastro
        .pedir(fetch, &peticion(url, ACCEPT_JSON), &que)
        .await?;
    if resp.status != 200 {
        return Err(no_reconocida(&que, &resp, &format!("HTTP {}", resp.status)));
    }
    let encontradas = parse::busqueda(&resp.body).map_err(|e| parada_parse(&que, &resp, &e))?;
    match cn.filtrar(&encontradas).as_slice() {
        [una] => {
            notas.push(format!(
                "Norma identificada buscando el número oficial {numero} en la legislación consolidada: {}.",
                veredicto::nombre(una)
            ));
            Ok(una.identificador.clone())
        }
        // An empty search is never proof that a norm does not exist: the consolidated
        // catalogue does not hold every act (amending acts, older or regional norms), so a
        // missing number is flagged for a human, never reported as `no_encontrada`.
        [] if cn.ausencia_concluyente() => Err(Parada::Indeterminada(format!(
            "La legislación consolidada del BOE no tiene ninguna norma con rango de {} y número oficial {numero} («{}»). Las normas estatales de ese rango suelen figurar en ella, así que es probable que el número o el año de la cita sean erróneos; como el catálogo consolidado no recoge todas las disposiciones publicadas, esto no prueba que no exista: compruébense número y año en el Diario Oficial.",
            cn.rango.as_deref().unwrap_or("norma"),
            cn.citada
        ))),
        [] => Err(Parada::Indeterminada(format!(
            "La legislación consolidada del BOE no tiene ninguna norma{} con el número oficial {numero} («{}»). No todas las normas (órdenes, reales decretos, normas autonómicas) tienen texto consolidado, así que esto no prueba que no exista: verificación manual recomendada.",
            cn.rango
                .as_deref()
                .map(|r| format!(" con rango de {r}"))
                .unwrap_or_default(),
            cn.citada
        ))),
        varias => Err(Parada::Ambigua {
            candidatos: varias.iter().map(|m| veredicto::nombre(m)).collect(),
        }),
    }
}

async fn metadatos<F: Fetch>(
    id: &str,
    fetch: &F,
    rastro: &mut Rastro,
) -> Result<Metadatos, Parada> {
    let que = format!("los metadatos de la norma {id}");
    let url = url_o_parada(url_api(&[id, "metadatos"]), &que)?;
    let resp = rastro
        .pedir(fetch, &peticion(url, ACCEPT_JSON), &que)
        .await?;
    let meta = match (resp.status, parse::metadatos(&resp.body)) {
        (200, Ok(meta)) => meta,
        // "La información solicitada no existe": the API's own 404 envelope (XML even on a
        // JSON request). The norm is not consolidated; whether it exists is for the diary.
        (200 | 404, Err(ParseError::Api { code, .. })) if code == "404" => {
            return Err(no_consolidada(id, fetch, rastro).await);
        }
        (200, Err(e)) => return Err(parada_parse(&que, &resp, &e)),
        (404, _) => {
            return Err(no_reconocida(
                &que,
                &resp,
                "HTTP 404 sin el sobre de error de la API",
            ));
        }
        (status, _) => return Err(no_reconocida(&que, &resp, &format!("HTTP {status}"))),
    };
    if meta.identificador != id {
        return Err(no_reconocida(
            &que,
            &resp,
            &format!("los metadatos son de otra norma ({})", meta.identificador),
        ));
    }
    Ok(meta)
}

/// A norm with no consolidated text: does it exist at all? Always a stop.
async fn no_consolidada<F: Fetch>(id: &str, fetch: &F, rastro: &mut Rastro) -> Parada {
    let que = format!("la norma {id} en el diario oficial");
    let url = match Url::parse_with_params(DIARIO_XML, &[("id", id)]) {
        Ok(url) => url,
        Err(_) => {
            return Parada::Indeterminada(format!(
                "No se pudo construir la dirección para pedir {que}; verificación manual recomendada."
            ));
        }
    };
    let resp = match rastro.pedir(fetch, &peticion(url, ACCEPT_XML), &que).await {
        Ok(resp) => resp,
        Err(parada) => return parada,
    };
    if resp.status != 200 {
        return no_reconocida(&que, &resp, &format!("HTTP {}", resp.status));
    }
    match parse::diario(&resp.body) {
        Ok(Diario::Desconocido) => Parada::NoEncontrada {
            buscado: format!("ninguna norma con el identificador {id}"),
            alternativa: None,
            nota: Some(
                "La legislación consolidada del BOE responde que no la tiene (404) y el diario oficial, que ese identificador no existe.".to_owned(),
            ),
        },
        Ok(Diario::Existe { titulo }) => Parada::Indeterminada(format!(
            "La norma {id}{} existe en el diario oficial, pero el BOE no tiene texto consolidado de ella (404 en la legislación consolidada): no se puede comprobar qué redacción del artículo estaba en vigor en la fecha de referencia. Verificación manual recomendada sobre el texto publicado: https://www.boe.es/diario_boe/txt.php?id={id}",
            titulo
                .map(|t| format!(" ({})", t.trim_end_matches('.')))
                .unwrap_or_default()
        )),
        Err(e) => parada_parse(&que, &resp, &e),
    }
}

async fn indice<F: Fetch>(
    id: &str,
    fetch: &F,
    rastro: &mut Rastro,
) -> Result<Vec<parse::EntradaIndice>, Parada> {
    let que = format!("el índice del texto consolidado de {id}");
    let url = url_o_parada(url_api(&[id, "texto", "indice"]), &que)?;
    let resp = rastro
        .pedir(fetch, &peticion(url, ACCEPT_JSON), &que)
        .await?;
    if resp.status != 200 {
        return Err(no_reconocida(&que, &resp, &format!("HTTP {}", resp.status)));
    }
    parse::indice(&resp.body).map_err(|e| parada_parse(&que, &resp, &e))
}

async fn bloque<F: Fetch>(
    id: &str,
    bloque_id: &str,
    fetch: &F,
    rastro: &mut Rastro,
) -> Result<parse::Bloque, Parada> {
    let que = format!("el bloque {bloque_id} de {id}");
    let url = url_o_parada(url_api(&[id, "texto", "bloque", bloque_id]), &que)?;
    let resp = rastro
        .pedir(fetch, &peticion(url, ACCEPT_XML), &que)
        .await?;
    if resp.status != 200 {
        return Err(no_reconocida(&que, &resp, &format!("HTTP {}", resp.status)));
    }
    let b = parse::bloque(&resp.body).map_err(|e| parada_parse(&que, &resp, &e))?;
    if b.id != bloque_id {
        return Err(no_reconocida(
            &que,
            &resp,
            &format!("llegó el bloque {} en lugar del pedido", b.id),
        ));
    }
    Ok(b)
}

/// A body that is not the expected answer: always infrastructure, even an API error envelope
/// where the flow expects data (the index said the block exists).
fn parada_parse(que: &str, resp: &Response, e: &ParseError) -> Parada {
    no_reconocida(que, resp, &e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Campos;

    fn cita(texto: &str, campos: Campos) -> Citation {
        Citation {
            id: "c1".into(),
            fuente: Fuente::Boe,
            texto_original: texto.into(),
            cita_literal: None,
            span: None,
            campos,
            avisos: Vec::new(),
        }
    }

    #[test]
    fn es_id_norma_table() {
        let cases = [
            ("BOE-A-2015-10566", true),
            ("BOE-A-2024-87", true),
            ("BOJA-b-2020-1", true),
            ("DOGC-f-2019-123456", true),
            ("BOE-A-15-1", false),
            ("boe-a-2015-1", false),
            ("BOE-A-2015-1234567", false),
            ("BOE-A-2015", false),
            ("../etc", false),
            ("", false),
        ];
        for (id, want) in cases {
            assert_eq!(es_id_norma(id), want, "{id}");
        }
    }

    #[test]
    fn request_urls() {
        assert_eq!(
            url_api(&["BOE-A-1978-31229", "texto", "bloque", "a135"]).map(|u| u.to_string()),
            Some(
                "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135"
                    .to_owned()
            )
        );
        assert_eq!(
            url_busqueda_numero("40/2015").map(|u| u.to_string()),
            Some("https://www.boe.es/datosabiertos/api/legislacion-consolidada?query=%7B%22query%22%3A%7B%22query_string%22%3A%7B%22query%22%3A%22numero_oficial%3A%5C%2240%2F2015%5C%22%22%7D%7D%2C%22sort%22%3A%5B%7B%22identificador%22%3A%22asc%22%7D%5D%7D&limit=10".to_owned())
        );
    }

    #[test]
    fn fecha_referencia_table() {
        let ctx = Ctx {
            fecha_por_defecto: Date::new(2026, 11, 30).expect("invariant: valid date"),
        };
        let con = |f: Option<&str>| {
            cita(
                "x",
                Campos {
                    fecha_referencia_escrito: f.map(str::to_owned),
                    ..Campos::default()
                },
            )
        };
        let r = fecha_referencia(&con(Some("2024-01-10")), &ctx);
        assert_eq!(
            r.fecha,
            Date::new(2024, 1, 10).expect("invariant: valid date")
        );
        assert_eq!(r.nota, None);
        let r = fecha_referencia(&con(None), &ctx);
        assert_eq!(r.fecha, ctx.fecha_por_defecto);
        assert_eq!(
            r.nota.as_deref(),
            Some(
                "La cita no indica fecha de referencia del escrito: se comprueba la redacción vigente el 30/11/2026."
            )
        );
        let r = fecha_referencia(&con(Some("10/01/2024")), &ctx);
        assert_eq!(r.fecha, ctx.fecha_por_defecto);
        assert!(r.nota.is_some());
    }
}
