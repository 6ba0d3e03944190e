//! The verdict contract (DESIGN §2, §3): five states, per-agent fields, evidence.

use serde::{Deserialize, Serialize};

use super::Fuente;

/// The five verdict states. Never add one: agents, schemas and reports depend on exactly these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Estado {
    /// Exists, uniquely identified, details match, quote present.
    Verificada,
    /// Exists, but a quote or a detail is off; the correct wording is proposed.
    Inexacta,
    /// No such document after a successful search, or the quote is not in it at all.
    NoEncontrada,
    /// Real ambiguity, or a quote that cannot be checked mechanically.
    DudosaPorContenido,
    /// The source did not answer usably after the retries.
    DudosaPorInfraestructura,
}

impl Estado {
    /// The contract name.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Estado::Verificada => "verificada",
            Estado::Inexacta => "inexacta",
            Estado::NoEncontrada => "no_encontrada",
            Estado::DudosaPorContenido => "dudosa_por_contenido",
            Estado::DudosaPorInfraestructura => "dudosa_por_infraestructura",
        }
    }
}

impl std::fmt::Display for Estado {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One response a verdict rests on, so that anyone can re-check it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evidencia {
    /// The URL that answered (after redirects).
    pub url: String,
    /// HTTP status of the last attempt, if any response came back.
    pub codigo_http: Option<u16>,
    /// SHA-256 (hex) of the response body, if any.
    pub sha256: Option<String>,
    /// When it was obtained (RFC 3339, UTC).
    pub obtenido_en: String,
    /// Whether it was served from the cache (or a replay cassette).
    pub desde_cache: bool,
    /// How many attempts were made.
    pub intentos: u32,
}

/// One version of a consolidated article (BOE).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Modificacion {
    /// The norm that introduced this wording (BOE-A-…).
    pub id_norma: String,
    /// Publication date of that norm, ISO.
    pub fecha_publicacion: String,
    /// Date this wording took effect, ISO.
    pub fecha_vigencia: String,
}

/// The source-specific part of a verdict.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Detalle {
    /// `verificador_boe`.
    Boe {
        /// Whether the cited article was in force at the reference date (null: undetermined).
        vigente_en_fecha: Option<bool>,
        /// The wording in force at the reference date (law text only).
        redaccion_vigente: Option<String>,
        /// Every version of the article.
        modificaciones: Vec<Modificacion>,
        /// The consolidated text at that date, with the article's anchor.
        url_consolidada: Option<String>,
        /// Repealed, not yet in force, changed since, consolidation out of date.
        alerta_vigencia: Option<String>,
    },
    /// `verificador_doctrina`.
    Doctrina {
        /// Whether the work exists (null: undetermined).
        existencia_obra: Option<bool>,
        /// The passage found, if any.
        cita_literal_localizada: Option<String>,
        /// Whether the cited page falls inside the work's page range.
        paginacion_exacta: Option<bool>,
        /// The correct reference, when the cited one is off.
        sugerencia_referencia_correcta: Option<String>,
    },
    /// `verificador_cendoj`, `verificador_tc`, `verificador_eurlex`.
    Jurisprudencia {
        /// The official address a human opens.
        url_canonica: Option<String>,
        /// The passage found in the document, as written there.
        cita_literal_localizada: Option<String>,
        /// The closest real alternative, when the citation is off.
        sugerencia_alternativa: Option<String>,
    },
}

/// A verdict on one citation: the agent's output fields plus compulsa's `id`, `fuente`, `evidencia`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// The citation's id.
    pub id: String,
    /// The source it was checked against.
    pub fuente: Fuente,
    /// The citation as written.
    pub cita_original: String,
    /// The verdict.
    pub estado: Estado,
    /// What a lawyer reads: every discrepancy, the proposal, or the infrastructure history.
    pub observaciones: String,
    /// Source-specific fields.
    #[serde(flatten)]
    pub detalle: Detalle,
    /// Every response the verdict rests on.
    pub evidencia: Vec<Evidencia>,
}
