//! The brief report (DESIGN §8): `informe.md` and its JSON twin, rendered from the results of a
//! batch. Problems first; every verdict with its evidence links; then what was not checked.
//!
//! Pure: the caller passes every value, the generation time included.

use serde::Serialize;

use crate::model::{Citation, Estado, Span, Verdict};

/// The document the report is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Documento {
    /// File name as given.
    pub nombre: String,
    /// Format (`txt`, `md`, `pdf`, `docx`).
    pub formato: String,
    /// Size in bytes.
    pub bytes: u64,
    /// SHA-256 (hex) of the file.
    pub sha256: String,
}

/// The outcome for one citation of the brief.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "resultado", rename_all = "snake_case")]
pub enum Resultado {
    /// The citation was verified: its verdict.
    Veredicto {
        /// The citation as extracted.
        cita: Citation,
        /// The verdict.
        veredicto: Verdict,
    },
    /// The citation could not be put to its source (no verifier for it yet).
    NoComprobada {
        /// The citation as extracted.
        cita: Citation,
        /// Why.
        motivo: String,
    },
}

impl Resultado {
    fn cita(&self) -> &Citation {
        match self {
            Resultado::Veredicto { cita, .. } | Resultado::NoComprobada { cita, .. } => cita,
        }
    }

    /// Order of the report: problems first.
    fn rank(&self) -> u8 {
        match self {
            Resultado::Veredicto { veredicto, .. } => match veredicto.estado {
                Estado::NoEncontrada => 0,
                Estado::Inexacta => 1,
                Estado::DudosaPorContenido => 2,
                Estado::DudosaPorInfraestructura => 3,
                Estado::Verificada => 5,
            },
            Resultado::NoComprobada { .. } => 4,
        }
    }
}

/// An authority outside the five sources, listed so the reader knows it was not checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NoSoportada {
    /// As written.
    pub texto: String,
    /// Where.
    pub span: Span,
    /// What it is.
    pub tipo: String,
}

/// Everything a report says.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Informe {
    /// The brief.
    pub documento: Documento,
    /// The reference date for legislation in force (ISO).
    pub fecha_referencia: String,
    /// When the report was generated (RFC 3339).
    pub generado_en: String,
    /// How the sources were reached (`en vivo`, `reproducción de DIR`).
    pub modo: String,
    /// One entry per citation, problems first.
    pub resultados: Vec<Resultado>,
    /// Authorities outside the five sources.
    pub no_soportadas: Vec<NoSoportada>,
}

impl Informe {
    /// Builds a report, ordering the results problems first (then by position in the brief).
    #[must_use]
    pub fn new(
        documento: Documento,
        fecha_referencia: String,
        generado_en: String,
        modo: String,
        mut resultados: Vec<Resultado>,
        no_soportadas: Vec<NoSoportada>,
    ) -> Informe {
        resultados.sort_by_key(|r| (r.rank(), r.cita().span.map_or(usize::MAX, |s| s.inicio)));
        Informe {
            documento,
            fecha_referencia,
            generado_en,
            modo,
            resultados,
            no_soportadas,
        }
    }

    /// How many results have each state (`None`: not checked).
    #[must_use]
    pub fn recuento(&self) -> Vec<(Option<Estado>, usize)> {
        let estados = [
            Some(Estado::NoEncontrada),
            Some(Estado::Inexacta),
            Some(Estado::DudosaPorContenido),
            Some(Estado::DudosaPorInfraestructura),
            None,
            Some(Estado::Verificada),
        ];
        estados
            .into_iter()
            .map(|e| {
                let n = self
                    .resultados
                    .iter()
                    .filter(|r| match r {
                        Resultado::Veredicto { veredicto, .. } => Some(veredicto.estado) == e,
                        Resultado::NoComprobada { .. } => e.is_none(),
                    })
                    .count();
                (e, n)
            })
            .filter(|(_, n)| *n > 0)
            .collect()
    }
}

fn etiqueta(e: Option<Estado>) -> &'static str {
    match e {
        Some(Estado::NoEncontrada) => "NO ENCONTRADA",
        Some(Estado::Inexacta) => "INEXACTA",
        Some(Estado::DudosaPorContenido) => "DUDOSA (contenido)",
        Some(Estado::DudosaPorInfraestructura) => "DUDOSA (infraestructura)",
        Some(Estado::Verificada) => "VERIFICADA",
        None => "NO COMPROBADA",
    }
}

/// Escapes text for a Markdown paragraph or table cell.
fn md(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('|', "\\|")
        .replace('*', "\\*")
        .replace('_', "\\_")
        .replace('`', "\\`")
        .replace('<', "&lt;")
        .replace(['\r', '\n'], " ")
}

fn quote_block(out: &mut String, label: &str, text: &str) {
    out.push_str(&format!("- {label}:\n"));
    for line in text.lines() {
        out.push_str(&format!("  > {}\n", md(line)));
    }
}

/// Renders `informe.md`.
#[must_use]
pub fn render_markdown(inf: &Informe) -> String {
    let mut out = String::new();
    out.push_str("# Informe de verificación de citas\n\n");
    out.push_str(&format!(
        "- Documento: `{}` ({}, {} bytes, SHA-256 `{}`)\n",
        md(&inf.documento.nombre).replace('`', ""),
        inf.documento.formato,
        inf.documento.bytes,
        inf.documento.sha256
    ));
    out.push_str(&format!(
        "- Fecha de referencia para la legislación vigente: {}\n",
        inf.fecha_referencia
    ));
    out.push_str(&format!("- Fuentes consultadas: {}\n", md(&inf.modo)));
    out.push_str(&format!("- Generado: {}\n\n", inf.generado_en));
    out.push_str("## Resumen\n\n| Estado | Citas |\n|---|---|\n");
    for (e, n) in inf.recuento() {
        out.push_str(&format!("| {} | {n} |\n", etiqueta(e)));
    }
    if inf.resultados.is_empty() {
        out.push_str("| (ninguna cita encontrada) | 0 |\n");
    }
    if !inf.no_soportadas.is_empty() {
        out.push_str(&format!(
            "| Autoridades fuera de las cinco fuentes (no comprobadas) | {} |\n",
            inf.no_soportadas.len()
        ));
    }
    out.push_str("\n## Citas\n");
    for r in &inf.resultados {
        let cita = r.cita();
        let estado = match r {
            Resultado::Veredicto { veredicto, .. } => Some(veredicto.estado),
            Resultado::NoComprobada { .. } => None,
        };
        out.push_str(&format!(
            "\n### [{}] {} — {}\n\n",
            cita.id,
            etiqueta(estado),
            md(&cita.texto_original)
        ));
        out.push_str(&format!("- Fuente: {}", cita.fuente));
        if let Some(s) = cita.span {
            out.push_str(&format!(
                " · posición en el texto: bytes {}–{}",
                s.inicio, s.fin
            ));
        }
        out.push('\n');
        if let Some(q) = &cita.cita_literal {
            quote_block(&mut out, "Cita literal del escrito", q);
        }
        match r {
            Resultado::NoComprobada { motivo, .. } => {
                out.push_str(&format!("- No comprobada: {}\n", md(motivo)));
            }
            Resultado::Veredicto { veredicto, .. } => render_verdict(&mut out, veredicto),
        }
    }
    if !inf.no_soportadas.is_empty() {
        out.push_str("\n## Autoridades no comprobadas (fuera de las cinco fuentes)\n\n");
        for n in &inf.no_soportadas {
            out.push_str(&format!(
                "- {} ({}; bytes {}–{})\n",
                md(&n.texto),
                n.tipo,
                n.span.inicio,
                n.span.fin
            ));
        }
    }
    out.push_str(
        "\n---\nEnlaces a las fuentes oficiales; solo se reproduce el pasaje comprobado. \
         BOE: «Basado en datos de la Agencia Estatal Boletín Oficial del Estado».\n",
    );
    out
}

fn render_verdict(out: &mut String, v: &Verdict) {
    use crate::model::Detalle;
    out.push_str(&format!("- Observaciones: {}\n", md(&v.observaciones)));
    match &v.detalle {
        Detalle::Boe {
            vigente_en_fecha,
            redaccion_vigente,
            modificaciones,
            url_consolidada,
            alerta_vigencia,
        } => {
            if let Some(a) = alerta_vigencia {
                out.push_str(&format!("- Alerta de vigencia: {}\n", md(a)));
            }
            let vig = match vigente_en_fecha {
                Some(true) => "sí",
                Some(false) => "no",
                None => "no determinado",
            };
            out.push_str(&format!("- Vigente en la fecha de referencia: {vig}\n"));
            if let Some(u) = url_consolidada {
                out.push_str(&format!("- Texto consolidado: <{u}>\n"));
            }
            if !modificaciones.is_empty() {
                let list: Vec<String> = modificaciones
                    .iter()
                    .map(|m| format!("{} (vigente desde {})", m.id_norma, m.fecha_vigencia))
                    .collect();
                out.push_str(&format!("- Versiones: {}\n", list.join("; ")));
            }
            if let Some(t) = redaccion_vigente
                && v.estado == Estado::Inexacta
            {
                quote_block(out, "Redacción vigente", t);
            }
        }
        Detalle::Jurisprudencia {
            url_canonica,
            cita_literal_localizada,
            sugerencia_alternativa,
        } => {
            if let Some(u) = url_canonica {
                out.push_str(&format!("- Documento: <{u}>\n"));
            }
            if let Some(t) = cita_literal_localizada {
                quote_block(out, "Pasaje localizado", t);
            }
            if let Some(s) = sugerencia_alternativa {
                out.push_str(&format!("- Sugerencia: {}\n", md(s)));
            }
        }
        Detalle::Doctrina {
            existencia_obra,
            cita_literal_localizada,
            paginacion_exacta,
            sugerencia_referencia_correcta,
        } => {
            let b = |x: &Option<bool>| match x {
                Some(true) => "sí",
                Some(false) => "no",
                None => "no determinado",
            };
            out.push_str(&format!(
                "- Obra localizada: {} · paginación exacta: {}\n",
                b(existencia_obra),
                b(paginacion_exacta)
            ));
            if let Some(t) = cita_literal_localizada {
                quote_block(out, "Pasaje localizado", t);
            }
            if let Some(s) = sugerencia_referencia_correcta {
                out.push_str(&format!("- Referencia correcta: {}\n", md(s)));
            }
        }
    }
    if !v.evidencia.is_empty() {
        out.push_str("- Evidencia:\n");
        for e in &v.evidencia {
            let code = e
                .codigo_http
                .map_or("sin respuesta".to_owned(), |c| format!("HTTP {c}"));
            let sha = e.sha256.as_deref().map_or(String::new(), |s| {
                format!(", SHA-256 `{}…`", s.chars().take(16).collect::<String>())
            });
            out.push_str(&format!(
                "  - <{}> — {code}, {} intento(s), {}{}{sha}\n",
                e.url,
                e.intentos,
                e.obtenido_en,
                if e.desde_cache {
                    ", desde caché/grabación"
                } else {
                    ""
                }
            ));
        }
    }
}
