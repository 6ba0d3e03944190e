//! Pure parsers for the answers of the BOE consolidated-legislation API
//! (`/datosabiertos/api/legislacion-consolidada`), over the raw bytes of a response.
//!
//! Shapes handled, as seen in real captures (`../shared/sources/samples/boe_*`):
//! - the `status` + `data` envelope, in JSON or XML; API errors come back **as XML even when
//!   JSON was asked for** (`status/code`, `status/text`) and become [`ParseError::Api`];
//! - `metadatos` in XML (`<data><metadatos>…`, codes as attributes) and JSON (`data[0]`, codes as
//!   `{codigo, texto}` objects);
//! - search results (`data` a list, a single object, or the empty string `""`);
//! - the block index in JSON (`data[0].bloque`, a list or a single object) and XML;
//! - one block with all its versions (XML only); `blockquote` editorial notes are kept apart
//!   from the law text.
//!
//! Anything else is [`ParseError::Unrecognised`]: the caller reports it as an infrastructure
//! fault, never as "not found".

use jiff::civil::Date;
use roxmltree::{Document, Node};
use serde_json::Value;

/// Why a body could not be read as the expected answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// The API answered with its own error envelope (`status/code` other than 200).
    #[error("la API del BOE respondió con error {code}: {text}")]
    Api {
        /// The envelope's code ("404", "400").
        code: String,
        /// The envelope's text ("La información solicitada no existe").
        text: String,
    },
    /// The body is not the structure this parser knows (HTML page, other XML, broken JSON).
    #[error("respuesta del BOE con una estructura no reconocida: {0}")]
    Unrecognised(String),
}

/// A coded value: `<rango codigo="1300">Ley</rango>` or `{"codigo":"1300","texto":"Ley"}`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Codigo {
    /// The code ("1300").
    pub codigo: String,
    /// Its label ("Ley").
    pub texto: String,
}

/// The metadata of one consolidated norm (from `/metadatos` or a search result).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Metadatos {
    /// `BOE-A-…`.
    pub identificador: String,
    /// Full title.
    pub titulo: Option<String>,
    /// Scope (1 Estatal, 2 Autonómico).
    pub ambito: Option<Codigo>,
    /// Rank (Ley, Ley Orgánica, Constitución…).
    pub rango: Option<Codigo>,
    /// Official number ("40/2015"), when the norm has one.
    pub numero_oficial: Option<String>,
    /// Date of the norm.
    pub fecha_disposicion: Option<Date>,
    /// Publication date.
    pub fecha_publicacion: Option<Date>,
    /// Date the norm took effect.
    pub fecha_vigencia: Option<Date>,
    /// `estatus_derogacion` = "S".
    pub derogada: bool,
    /// `fecha_derogacion`, when given.
    pub fecha_derogacion: Option<Date>,
    /// `estatus_anulacion` = "S".
    pub anulada: bool,
    /// `fecha_anulacion`, when given.
    pub fecha_anulacion: Option<Date>,
    /// `vigencia_agotada` = "S".
    pub vigencia_agotada: bool,
    /// Consolidation state (3 Finalizado, 4 Desactualizado…).
    pub estado_consolidacion: Option<Codigo>,
    /// The human page of the consolidated text.
    pub url_html_consolidada: Option<String>,
}

/// One entry of a norm's block index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntradaIndice {
    /// Block id (`a135`, `art1902`, `aochentaynueve`, `preambulo`…).
    pub id: String,
    /// Block title ("Artículo 135"); empty for some structural blocks.
    pub titulo: String,
}

/// One block with all its versions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bloque {
    /// Block id.
    pub id: String,
    /// `precepto`, `encabezado`, `preambulo`…
    pub tipo: String,
    /// "Artículo 135".
    pub titulo: String,
    /// Raw `fecha_caducidad`, when present (the date the block ceased to exist).
    pub fecha_caducidad: Option<String>,
    /// The versions, in document order (which is **not** chronological order).
    pub versiones: Vec<Version>,
}

/// One wording of a block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    /// The act that introduced this wording.
    pub id_norma: String,
    /// Raw `fecha_publicacion` (`AAAAMMDD`).
    pub fecha_publicacion: String,
    /// Raw `fecha_vigencia` (`AAAAMMDD`).
    pub fecha_vigencia: String,
    /// The law text, one paragraph per line (`blockquote` notes excluded).
    pub texto: String,
    /// The editorial notes (`blockquote`), one per line.
    pub notas: Vec<String>,
}

/// What an existence check in the diary (`/diario_boe/xml.php?id=`) says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Diario {
    /// The norm was published; its title when the document gives it.
    Existe {
        /// The title.
        titulo: Option<String>,
    },
    /// The diary answered `<error>`: no such id.
    Desconocido,
}

/// The earliest and latest plausible years in a BOE date (`09980101` is bogus).
pub const AÑOS_PLAUSIBLES: std::ops::RangeInclusive<i16> = 1700..=2200;

/// Parses an API date `AAAAMMDD` (an optional `T…` time part is ignored). `""`, `99999999`,
/// impossible dates and years outside [`AÑOS_PLAUSIBLES`] give `None`.
#[must_use]
pub fn fecha(raw: &str) -> Option<Date> {
    let raw = raw.trim();
    let day_part = raw.split('T').next().unwrap_or(raw);
    if day_part.len() != 8 || !day_part.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let year: i16 = day_part.get(0..4)?.parse().ok()?;
    let month: i8 = day_part.get(4..6)?.parse().ok()?;
    let day: i8 = day_part.get(6..8)?.parse().ok()?;
    if !AÑOS_PLAUSIBLES.contains(&year) {
        return None;
    }
    Date::new(year, month, day).ok()
}

/// Parses the answer of `/id/{id}/metadatos` (XML or JSON).
///
/// # Errors
/// [`ParseError::Api`] for an error envelope, [`ParseError::Unrecognised`] otherwise.
pub fn metadatos(body: &[u8]) -> Result<Metadatos, ParseError> {
    match formato(body)? {
        Formato::Xml(text) => {
            let doc = xml(text)?;
            let data = datos_xml(&doc)?;
            let node = hijo(data, "metadatos")
                .ok_or_else(|| ParseError::Unrecognised("falta <metadatos> en <data>".into()))?;
            metadatos_xml(node)
        }
        Formato::Json(value) => {
            let data = datos_json(&value)?;
            let item = match data {
                Value::Array(items) => items.first(),
                Value::Object(_) => Some(data),
                _ => None,
            }
            .ok_or_else(|| ParseError::Unrecognised("metadatos sin datos".into()))?;
            metadatos_json(item)
        }
    }
}

/// Parses a search answer (`/legislacion-consolidada?query=…`): every norm found.
/// `"data": ""` (no results) gives an empty list.
///
/// # Errors
/// [`ParseError::Api`] for an error envelope, [`ParseError::Unrecognised`] otherwise.
pub fn busqueda(body: &[u8]) -> Result<Vec<Metadatos>, ParseError> {
    match formato(body)? {
        Formato::Json(value) => match datos_json(&value)? {
            Value::String(s) if s.trim().is_empty() => Ok(Vec::new()),
            Value::Array(items) => items.iter().map(metadatos_json).collect(),
            item @ Value::Object(_) => Ok(vec![metadatos_json(item)?]),
            other => Err(ParseError::Unrecognised(format!(
                "resultado de búsqueda inesperado: {}",
                tipo_json(other)
            ))),
        },
        Formato::Xml(text) => {
            let doc = xml(text)?;
            let data = datos_xml(&doc)?;
            data.children()
                .filter(Node::is_element)
                .map(|item| {
                    // A result is either `<item>` holding the fields or `<metadatos>`.
                    metadatos_xml(item)
                })
                .collect()
        }
    }
}

/// Parses the block index (`/id/{id}/texto/indice`), JSON or XML, in document order.
///
/// # Errors
/// [`ParseError::Api`] for an error envelope, [`ParseError::Unrecognised`] otherwise.
pub fn indice(body: &[u8]) -> Result<Vec<EntradaIndice>, ParseError> {
    match formato(body)? {
        Formato::Json(value) => {
            let data = datos_json(&value)?;
            let mut entradas = Vec::new();
            let contenedores: Vec<&Value> = match data {
                Value::Array(items) => items.iter().collect(),
                Value::Object(_) => vec![data],
                other => {
                    return Err(ParseError::Unrecognised(format!(
                        "índice inesperado: {}",
                        tipo_json(other)
                    )));
                }
            };
            for contenedor in contenedores {
                let bloques = contenedor.get("bloque").ok_or_else(|| {
                    ParseError::Unrecognised("índice sin la clave \"bloque\"".into())
                })?;
                let lista: Vec<&Value> = match bloques {
                    Value::Array(items) => items.iter().collect(),
                    Value::Object(_) => vec![bloques],
                    other => {
                        return Err(ParseError::Unrecognised(format!(
                            "\"bloque\" inesperado: {}",
                            tipo_json(other)
                        )));
                    }
                };
                for b in lista {
                    let id = cadena(b.get("id")).ok_or_else(|| {
                        ParseError::Unrecognised("entrada de índice sin id".into())
                    })?;
                    let titulo = cadena(b.get("titulo")).unwrap_or_default();
                    entradas.push(EntradaIndice { id, titulo });
                }
            }
            Ok(entradas)
        }
        Formato::Xml(text) => {
            let doc = xml(text)?;
            let data = datos_xml(&doc)?;
            let mut entradas = Vec::new();
            for b in data.descendants().filter(|n| n.has_tag_name("bloque")) {
                let id = hijo(b, "id")
                    .map(|n| texto_plano(n))
                    .or_else(|| b.attribute("id").map(str::to_owned))
                    .filter(|s| !s.is_empty())
                    .ok_or_else(|| ParseError::Unrecognised("entrada de índice sin id".into()))?;
                let titulo = hijo(b, "titulo")
                    .map(|n| texto_plano(n))
                    .or_else(|| b.attribute("titulo").map(str::to_owned))
                    .unwrap_or_default();
                entradas.push(EntradaIndice { id, titulo });
            }
            if entradas.is_empty() {
                return Err(ParseError::Unrecognised("índice XML sin bloques".into()));
            }
            Ok(entradas)
        }
    }
}

/// Parses one block with all its versions (`/id/{id}/texto/bloque/{id_bloque}`, XML only).
///
/// # Errors
/// [`ParseError::Api`] for an error envelope, [`ParseError::Unrecognised`] otherwise
/// (including a JSON body or a block without versions).
pub fn bloque(body: &[u8]) -> Result<Bloque, ParseError> {
    let Formato::Xml(text) = formato(body)? else {
        return Err(ParseError::Unrecognised(
            "el bloque llegó en JSON; la API lo sirve solo en XML".into(),
        ));
    };
    let doc = xml(text)?;
    let data = datos_xml(&doc)?;
    let b = data
        .descendants()
        .find(|n| n.has_tag_name("bloque"))
        .ok_or_else(|| ParseError::Unrecognised("falta <bloque> en <data>".into()))?;
    let id = b
        .attribute("id")
        .filter(|s| !s.is_empty())
        .ok_or_else(|| ParseError::Unrecognised("<bloque> sin id".into()))?;
    let mut versiones = Vec::new();
    for v in b.children().filter(|n| n.has_tag_name("version")) {
        let (texto, notas) = texto_version(v);
        versiones.push(Version {
            id_norma: v
                .attribute("id_norma")
                .unwrap_or_default()
                .trim()
                .to_owned(),
            fecha_publicacion: v
                .attribute("fecha_publicacion")
                .unwrap_or_default()
                .trim()
                .to_owned(),
            fecha_vigencia: v
                .attribute("fecha_vigencia")
                .unwrap_or_default()
                .trim()
                .to_owned(),
            texto,
            notas,
        });
    }
    if versiones.is_empty() {
        return Err(ParseError::Unrecognised(format!(
            "el bloque {id} no trae ninguna <version>"
        )));
    }
    Ok(Bloque {
        id: id.to_owned(),
        tipo: b.attribute("tipo").unwrap_or_default().to_owned(),
        titulo: b.attribute("titulo").unwrap_or_default().to_owned(),
        fecha_caducidad: b
            .attribute("fecha_caducidad")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned),
        versiones,
    })
}

/// Parses the diary's XML (`/diario_boe/xml.php?id=`): a `<documento>` means the norm exists,
/// a root `<error>` (served with HTTP 200) means the id is unknown.
///
/// # Errors
/// [`ParseError::Unrecognised`] for any other body.
pub fn diario(body: &[u8]) -> Result<Diario, ParseError> {
    let Formato::Xml(text) = formato(body)? else {
        return Err(ParseError::Unrecognised(
            "el diario no respondió en XML".into(),
        ));
    };
    let doc = xml(text)?;
    let root = doc.root_element();
    match root.tag_name().name() {
        "error" => Ok(Diario::Desconocido),
        "documento" => {
            let titulo = root
                .descendants()
                .find(|n| n.has_tag_name("titulo"))
                .map(texto_plano)
                .filter(|s| !s.is_empty());
            Ok(Diario::Existe { titulo })
        }
        other => Err(ParseError::Unrecognised(format!(
            "raíz <{other}> inesperada en el diario"
        ))),
    }
}

/// Whether a version's law text says the block was repealed or emptied
/// ("(Derogado)", "(Sin contenido)", "(Suprimido)"), ignoring the `Artículo N` heading.
#[must_use]
pub fn texto_derogado(texto: &str) -> bool {
    let cuerpo: Vec<&str> = texto
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .filter(|l| !es_encabezado(l))
        .collect();
    match cuerpo.as_slice() {
        [unica] => {
            let l = unica.trim_end_matches('.').to_lowercase();
            matches!(
                l.as_str(),
                "(derogado)"
                    | "(derogada)"
                    | "(derogados)"
                    | "(derogadas)"
                    | "(sin contenido)"
                    | "(suprimido)"
                    | "(suprimida)"
                    | "(anulado)"
                    | "(anulada)"
            )
        }
        _ => false,
    }
}

fn es_encabezado(linea: &str) -> bool {
    let l = linea.to_lowercase();
    l.starts_with("artículo ") || l.starts_with("articulo ") || l.starts_with("art. ")
}

// ---- internals -------------------------------------------------------------------------------

enum Formato<'a> {
    Xml(&'a str),
    Json(Value),
}

fn formato(body: &[u8]) -> Result<Formato<'_>, ParseError> {
    let text = std::str::from_utf8(body)
        .map_err(|_| ParseError::Unrecognised("cuerpo que no es UTF-8".into()))?;
    let text = text.trim_start_matches('\u{feff}');
    let trimmed = text.trim_start();
    if trimmed.starts_with('<') {
        return Ok(Formato::Xml(trimmed));
    }
    if trimmed.starts_with('{') || trimmed.starts_with('[') {
        let value: Value = serde_json::from_str(trimmed)
            .map_err(|e| ParseError::Unrecognised(format!("JSON inválido: {e}")))?;
        return Ok(Formato::Json(value));
    }
    if trimmed.is_empty() {
        return Err(ParseError::Unrecognised("cuerpo vacío".into()));
    }
    Err(ParseError::Unrecognised(
        "el cuerpo no es ni XML ni JSON".into(),
    ))
}

fn xml(text: &str) -> Result<Document<'_>, ParseError> {
    Document::parse(text).map_err(|e| ParseError::Unrecognised(format!("XML inválido: {e}")))
}

/// The `<data>` of an XML envelope after checking its `<status>`.
fn datos_xml<'a, 'i>(doc: &'a Document<'i>) -> Result<Node<'a, 'i>, ParseError> {
    let root = doc.root_element();
    if !root.has_tag_name("response") {
        return Err(ParseError::Unrecognised(format!(
            "raíz <{}> en lugar de <response>",
            root.tag_name().name()
        )));
    }
    let status = hijo(root, "status")
        .ok_or_else(|| ParseError::Unrecognised("<response> sin <status>".into()))?;
    let code = hijo(status, "code").map(texto_plano).unwrap_or_default();
    if code != "200" {
        let text = hijo(status, "text").map(texto_plano).unwrap_or_default();
        return Err(ParseError::Api { code, text });
    }
    hijo(root, "data").ok_or_else(|| ParseError::Unrecognised("<response> sin <data>".into()))
}

/// The `data` of a JSON envelope after checking its `status`.
fn datos_json(value: &Value) -> Result<&Value, ParseError> {
    let status = value
        .get("status")
        .ok_or_else(|| ParseError::Unrecognised("JSON sin \"status\"".into()))?;
    let code = match status.get("code") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    };
    if code != "200" {
        let text = cadena(status.get("text")).unwrap_or_default();
        return Err(ParseError::Api { code, text });
    }
    value
        .get("data")
        .ok_or_else(|| ParseError::Unrecognised("JSON sin \"data\"".into()))
}

/// Builds `Metadatos` from field getters, the same for the XML and the JSON shapes.
fn metadatos_de(
    campo: impl Fn(&str) -> Option<String>,
    codigo: impl Fn(&str) -> Option<Codigo>,
) -> Result<Metadatos, ParseError> {
    let identificador = campo("identificador")
        .ok_or_else(|| ParseError::Unrecognised("metadatos sin identificador".into()))?;
    Ok(Metadatos {
        identificador,
        titulo: campo("titulo"),
        ambito: codigo("ambito"),
        rango: codigo("rango"),
        numero_oficial: campo("numero_oficial"),
        fecha_disposicion: campo("fecha_disposicion").as_deref().and_then(fecha),
        fecha_publicacion: campo("fecha_publicacion").as_deref().and_then(fecha),
        fecha_vigencia: campo("fecha_vigencia").as_deref().and_then(fecha),
        derogada: campo("estatus_derogacion").as_deref() == Some("S"),
        fecha_derogacion: campo("fecha_derogacion").as_deref().and_then(fecha),
        anulada: campo("estatus_anulacion").as_deref() == Some("S"),
        fecha_anulacion: campo("fecha_anulacion").as_deref().and_then(fecha),
        vigencia_agotada: campo("vigencia_agotada").as_deref() == Some("S"),
        estado_consolidacion: codigo("estado_consolidacion"),
        url_html_consolidada: campo("url_html_consolidada"),
    })
}

fn metadatos_xml(node: Node<'_, '_>) -> Result<Metadatos, ParseError> {
    let campo = |name: &str| hijo(node, name).map(texto_plano).filter(|s| !s.is_empty());
    let codigo = |name: &str| {
        hijo(node, name).map(|n| Codigo {
            codigo: n.attribute("codigo").unwrap_or_default().to_owned(),
            texto: texto_plano(n),
        })
    };
    metadatos_de(campo, codigo)
}

fn metadatos_json(item: &Value) -> Result<Metadatos, ParseError> {
    if !item.is_object() {
        return Err(ParseError::Unrecognised(format!(
            "metadatos inesperados: {}",
            tipo_json(item)
        )));
    }
    let campo = |name: &str| cadena(item.get(name)).filter(|s| !s.is_empty());
    let codigo = |name: &str| match item.get(name) {
        Some(v @ Value::Object(_)) => Some(Codigo {
            codigo: cadena(v.get("codigo")).unwrap_or_default(),
            texto: cadena(v.get("texto")).unwrap_or_default(),
        }),
        Some(Value::String(s)) => Some(Codigo {
            codigo: String::new(),
            texto: s.clone(),
        }),
        _ => None,
    };
    metadatos_de(campo, codigo)
}

fn cadena(v: Option<&Value>) -> Option<String> {
    match v? {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn tipo_json(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "booleano",
        Value::Number(_) => "número",
        Value::String(_) => "cadena",
        Value::Array(_) => "lista",
        Value::Object(_) => "objeto",
    }
}

fn hijo<'a, 'i>(node: Node<'a, 'i>, name: &str) -> Option<Node<'a, 'i>> {
    node.children().find(|n| n.has_tag_name(name))
}

/// Every text node below `node`, whitespace collapsed to single spaces.
fn texto_plano(node: Node<'_, '_>) -> String {
    let mut out = String::new();
    for t in node.descendants().filter(Node::is_text) {
        out.push_str(t.text().unwrap_or_default());
        out.push(' ');
    }
    colapsar(&out)
}

/// Like [`texto_plano`] but without the separator between adjacent inline nodes, so
/// `<strong>(Derogado)</strong>` and `a<em>b</em>` read as written.
fn texto_en_linea(node: Node<'_, '_>) -> String {
    let mut out = String::new();
    for t in node.descendants().filter(Node::is_text) {
        out.push_str(t.text().unwrap_or_default());
    }
    colapsar(&out)
}

fn colapsar(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The law text of a `<version>` (one line per paragraph, list item or table row) and its notes.
fn texto_version(version: Node<'_, '_>) -> (String, Vec<String>) {
    let mut lineas = Vec::new();
    let mut notas = Vec::new();
    for child in version.children().filter(Node::is_element) {
        match child.tag_name().name() {
            "blockquote" => {
                for p in child.children().filter(Node::is_element) {
                    let t = texto_en_linea(p);
                    if !t.is_empty() {
                        notas.push(t);
                    }
                }
            }
            "table" => {
                for tr in child.descendants().filter(|n| n.has_tag_name("tr")) {
                    let celdas: Vec<String> = tr
                        .children()
                        .filter(|n| n.has_tag_name("td") || n.has_tag_name("th"))
                        .map(texto_en_linea)
                        .collect();
                    let fila = celdas.join(" | ");
                    if !fila.trim().is_empty() {
                        lineas.push(fila);
                    }
                }
            }
            "ol" | "ul" => {
                for li in child.children().filter(|n| n.has_tag_name("li")) {
                    let t = texto_en_linea(li);
                    if !t.is_empty() {
                        lineas.push(t);
                    }
                }
            }
            "img" => {}
            _ => {
                let t = texto_en_linea(child);
                if !t.is_empty() {
                    lineas.push(t);
                }
            }
        }
    }
    (lineas.join("\n"), notas)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLOQUE_A135: &[u8] =
        include_bytes!("../../../fixtures/cassettes/boe/real_ce_bloque_a135.body");
    const METADATOS_LRJSP: &[u8] =
        include_bytes!("../../../fixtures/cassettes/boe/real_lrjsp_metadatos.body");
    const INDICE_CE: &[u8] = include_bytes!("../../../fixtures/cassettes/boe/real_ce_indice.body");
    const BUSQUEDA: &[u8] =
        include_bytes!("../../../fixtures/cassettes/boe/real_busqueda_20260929_20260930.body");

    type Ymd = (i16, i8, i8);

    #[test]
    fn fecha_table() {
        let cases: &[(&str, Option<Ymd>)] = &[
            ("19781229", Some((1978, 12, 29))),
            ("20110927", Some((2011, 9, 27))),
            ("20251120T113850Z", Some((2025, 11, 20))),
            ("09980101", None),
            ("99999999", None),
            ("", None),
            ("2011-09-27", None),
            ("20110231", None),
            ("1978122", None),
            ("abcdefgh", None),
        ];
        for (raw, want) in cases {
            let want =
                want.map(|(y, m, d)| Date::new(y, m, d).expect("invariant: valid test date"));
            assert_eq!(fecha(raw), want, "{raw:?}");
        }
    }

    #[test]
    fn bloque_real_a135_two_versions_notes_apart() {
        let b = bloque(BLOQUE_A135).expect("real sample parses");
        assert_eq!(b.id, "a135");
        assert_eq!(b.tipo, "precepto");
        assert_eq!(b.titulo, "Artículo 135");
        assert_eq!(b.fecha_caducidad, None);
        assert_eq!(b.versiones.len(), 2);
        let v0 = &b.versiones[0];
        assert_eq!(v0.id_norma, "BOE-A-1978-31229");
        assert_eq!(v0.fecha_publicacion, "19781229");
        assert_eq!(v0.fecha_vigencia, "19781229");
        assert_eq!(
            v0.texto.lines().next(),
            Some("Artículo 135"),
            "heading kept as the first line"
        );
        assert!(v0.texto.contains(
            "1. El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito."
        ));
        assert!(v0.notas.is_empty());
        let v1 = &b.versiones[1];
        assert_eq!(v1.id_norma, "BOE-A-2011-15210");
        assert_eq!(v1.texto.lines().count(), 13);
        assert!(v1.texto.ends_with(
            "adoptarán las disposiciones que procedan para la aplicación efectiva del principio de estabilidad en sus normas y decisiones presupuestarias."
        ));
        assert!(
            !v1.texto.contains("Se modifica"),
            "blockquote notes excluded"
        );
        assert_eq!(
            v1.notas,
            vec![
                "Se modifica por el art. único de la Reforma de 27 de septiembre de 2011. Ref. BOE-A-2011-15210.".to_owned(),
                "Los límites de déficit estructural establecidos en el apartado 2 entran en vigor a partir de 2020, según establece la disposición adicional única.3.".to_owned(),
            ]
        );
    }

    #[test]
    fn metadatos_real_xml() {
        let m = metadatos(METADATOS_LRJSP).expect("real sample parses");
        assert_eq!(m.identificador, "BOE-A-2015-10566");
        assert_eq!(
            m.titulo.as_deref(),
            Some("Ley 40/2015, de 1 de octubre, de Régimen Jurídico del Sector Público.")
        );
        assert_eq!(
            m.rango,
            Some(Codigo {
                codigo: "1300".into(),
                texto: "Ley".into()
            })
        );
        assert_eq!(m.numero_oficial.as_deref(), Some("40/2015"));
        assert_eq!(m.ambito.as_ref().map(|a| a.codigo.as_str()), Some("1"));
        assert_eq!(m.fecha_publicacion, Date::new(2015, 10, 2).ok());
        assert_eq!(m.fecha_vigencia, Date::new(2016, 10, 2).ok());
        assert!(!m.derogada && !m.anulada && !m.vigencia_agotada);
        assert_eq!(
            m.estado_consolidacion,
            Some(Codigo {
                codigo: "3".into(),
                texto: "Finalizado".into()
            })
        );
        assert_eq!(
            m.url_html_consolidada.as_deref(),
            Some("https://www.boe.es/buscar/act.php?id=BOE-A-2015-10566")
        );
    }

    #[test]
    fn metadatos_json_shape_from_notes() {
        let body = r#"{"status":{"code":"200","text":"ok"},"data":[{"fecha_actualizacion":"20260520T074424Z",
 "identificador":"BOE-A-1978-31229","rango":{"codigo":"1070","texto":"Constitución"},
 "fecha_disposicion":"19781227","fecha_publicacion":"19781229","fecha_vigencia":"19781229",
 "estatus_derogacion":"N","estatus_anulacion":"N","vigencia_agotada":"N",
 "estado_consolidacion":{"codigo":"3","texto":"Finalizado"},
 "url_eli":"https://www.boe.es/eli/es/c/1978/12/27/(1)",
 "url_html_consolidada":"https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229"}]}"#;
        let m = metadatos(body.as_bytes()).expect("parses");
        assert_eq!(m.identificador, "BOE-A-1978-31229");
        assert_eq!(m.rango.map(|r| r.codigo), Some("1070".to_owned()));
        assert_eq!(m.fecha_vigencia, Date::new(1978, 12, 29).ok());
        assert_eq!(
            m.estado_consolidacion.map(|c| c.codigo),
            Some("3".to_owned())
        );
    }

    #[test]
    fn indice_real_json_list() {
        let idx = indice(INDICE_CE).expect("real sample parses");
        let ids: Vec<(&str, &str)> = idx
            .iter()
            .map(|e| (e.id.as_str(), e.titulo.as_str()))
            .collect();
        assert_eq!(
            ids,
            vec![
                ("preambulo", ""),
                ("tpreliminar", "TÍTULO PRELIMINAR"),
                ("a1", "Artículo 1"),
                ("a2", "Artículo 2"),
            ]
        );
    }

    #[test]
    fn indice_single_object_and_xml() {
        let single = r#"{"status":{"code":"200","text":"ok"},"data":[{"bloque":{"id":"a1","titulo":"Artículo 1","fecha_actualizacion":"19781229","url":"x"}}]}"#;
        assert_eq!(
            indice(single.as_bytes()).expect("parses"),
            vec![EntradaIndice {
                id: "a1".into(),
                titulo: "Artículo 1".into()
            }]
        );
        let xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?><response><status><code>200</code><text>ok</text></status><data><bloque><id>art1902</id><titulo>Artículo 1902</titulo><fecha_actualizacion>19890725</fecha_actualizacion></bloque><bloque><id>art1903</id><titulo>Artículo 1903</titulo></bloque></data></response>";
        let idx = indice(xml.as_bytes()).expect("parses");
        assert_eq!(idx.len(), 2);
        assert_eq!(idx[0].id, "art1902");
        assert_eq!(idx[1].titulo, "Artículo 1903");
    }

    #[test]
    fn busqueda_real_and_empty() {
        let found = busqueda(BUSQUEDA).expect("real sample parses");
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].identificador, "BOE-A-2012-6690");
        assert_eq!(found[0].numero_oficial.as_deref(), Some("AAA/1053/2012"));
        assert!(found[0].vigencia_agotada);
        assert_eq!(
            found[0]
                .estado_consolidacion
                .as_ref()
                .map(|c| c.codigo.as_str()),
            Some("4")
        );
        assert_eq!(found[1].identificador, "BOE-A-2004-19459");
        let empty = br#"{"status":{"code":"200","text":"ok"},"data":""}"#;
        assert_eq!(busqueda(empty).expect("parses"), Vec::new());
    }

    #[test]
    fn xml_error_envelope_on_json_request() {
        let body = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<response>\n  <status>\n    <code>404</code>\n    <text>La información solicitada no existe</text>\n  </status>\n</response>\n";
        let want = ParseError::Api {
            code: "404".into(),
            text: "La información solicitada no existe".into(),
        };
        assert_eq!(metadatos(body.as_bytes()), Err(want.clone()));
        assert_eq!(indice(body.as_bytes()), Err(want.clone()));
        assert_eq!(busqueda(body.as_bytes()), Err(want.clone()));
        assert_eq!(bloque(body.as_bytes()), Err(want));
    }

    #[test]
    fn unrecognised_bodies() {
        let cases: &[&[u8]] = &[
            b"<!DOCTYPE html><html><body>Mantenimiento</body></html>",
            b"<html><body>Servicio no disponible</body></html>",
            b"",
            b"Service Unavailable",
            b"{\"foo\": 1}",
            b"<response><status><code>200</code></status></response>",
            b"<response><status><code>200</code></status><data><bloque id=\"a1\"/></data></response>",
            b"\xff\xfe<",
        ];
        for body in cases {
            assert!(
                matches!(bloque(body), Err(ParseError::Unrecognised(_))),
                "{:?}",
                String::from_utf8_lossy(body)
            );
        }
    }

    #[test]
    fn truncated_real_samples_are_unrecognised_never_wrong() {
        for sample in [BLOQUE_A135, METADATOS_LRJSP] {
            let end = sample
                .windows(b"</response>".len())
                .rposition(|w| w == b"</response>")
                .expect("invariant: sample has an envelope");
            for cut in 0..end {
                let prefix = &sample[..cut];
                assert!(
                    matches!(bloque(prefix), Err(ParseError::Unrecognised(_))),
                    "bloque accepted a cut at {cut}"
                );
                assert!(
                    matches!(metadatos(prefix), Err(ParseError::Unrecognised(_))),
                    "metadatos accepted a cut at {cut}"
                );
            }
        }
        for sample in [INDICE_CE, BUSQUEDA] {
            let end = sample
                .iter()
                .rposition(|b| *b == b'}')
                .expect("invariant: JSON sample");
            for cut in 0..end {
                let prefix = &sample[..cut];
                assert!(
                    matches!(indice(prefix), Err(ParseError::Unrecognised(_))),
                    "indice accepted a cut at {cut}"
                );
                assert!(
                    matches!(busqueda(prefix), Err(ParseError::Unrecognised(_))),
                    "busqueda accepted a cut at {cut}"
                );
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn parsers_never_panic(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..600)) {
            let _ = bloque(&bytes);
            let _ = metadatos(&bytes);
            let _ = indice(&bytes);
            let _ = busqueda(&bytes);
            let _ = diario(&bytes);
        }

        #[test]
        fn mutated_block_never_panics(pos in 0usize..4454, byte in proptest::prelude::any::<u8>()) {
            let mut body = BLOQUE_A135.to_vec();
            if let Some(b) = body.get_mut(pos) {
                *b = byte;
            }
            let _ = bloque(&body);
        }
    }

    #[test]
    fn bloque_repealed_cc_shape() {
        let xml = r#"<?xml version="1.0" encoding="utf-8"?>
<response><status><code>200</code><text>ok</text></status><data>
<bloque id="art316" tipo="precepto" titulo="Artículo 316" fecha_caducidad="20210603">
<version id_norma="BOE-A-1889-4763" fecha_publicacion="18890725" fecha_vigencia="18890816">
<p class="articulo">Artículo 316.</p><p class="parrafo">El matrimonio produce de derecho la emancipación.</p></version>
<version id_norma="BOE-A-2021-9233" fecha_publicacion="20210603" fecha_vigencia="20210903">
<p class="articulo">Artículo 316.</p><p class="parrafo"><strong>(Derogado)</strong></p>
<blockquote><p class="nota_pie">Se deroga por el art. 2.22 de la Ley 8/2021.</p></blockquote></version>
</bloque></data></response>"#;
        let b = bloque(xml.as_bytes()).expect("parses");
        assert_eq!(b.fecha_caducidad.as_deref(), Some("20210603"));
        assert!(!texto_derogado(&b.versiones[0].texto));
        assert!(texto_derogado(&b.versiones[1].texto));
    }

    #[test]
    fn texto_derogado_table() {
        let cases = [
            ("Artículo 5.\n(Derogado)", true),
            ("(Sin contenido)", true),
            ("Artículo 5\n(Suprimido).", true),
            ("Artículo 5\nEl texto (Derogado) en medio.", false),
            ("Artículo 5", false),
            ("", false),
        ];
        for (texto, want) in cases {
            assert_eq!(texto_derogado(texto), want, "{texto:?}");
        }
    }

    #[test]
    fn diario_table() {
        assert_eq!(
            diario(b"<?xml version=\"1.0\"?><error><descripcion>No existe</descripcion></error>"),
            Ok(Diario::Desconocido)
        );
        assert_eq!(
            diario("<documento><metadatos><titulo>Real Decreto 1/2020</titulo></metadatos></documento>".as_bytes()),
            Ok(Diario::Existe {
                titulo: Some("Real Decreto 1/2020".into())
            })
        );
        assert!(matches!(
            diario(b"<html/>"),
            Err(ParseError::Unrecognised(_))
        ));
    }
}
