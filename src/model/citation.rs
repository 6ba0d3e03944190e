//! The citation contract (DESIGN §3): what an extractor produces and a verifier consumes.

use serde::{Deserialize, Serialize};

/// One of the five official sources a citation is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Fuente {
    /// Case law of Spanish courts (CENDOJ, poderjudicial.es).
    Cendoj,
    /// Constitutional Court (hj.tribunalconstitucional.es).
    Tc,
    /// EU law and CJEU case law (EUR-Lex, CURIA, CELLAR).
    Eurlex,
    /// Spanish consolidated legislation (boe.es).
    Boe,
    /// Legal doctrine (Dialnet).
    Doctrina,
}

impl Fuente {
    /// Every source, in contract order.
    pub const ALL: [Fuente; 5] = [
        Fuente::Cendoj,
        Fuente::Tc,
        Fuente::Eurlex,
        Fuente::Boe,
        Fuente::Doctrina,
    ];

    /// The name used in the contract (`fuente` field).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Fuente::Cendoj => "cendoj",
            Fuente::Tc => "tc",
            Fuente::Eurlex => "eurlex",
            Fuente::Boe => "boe",
            Fuente::Doctrina => "doctrina",
        }
    }

    /// The name of the whitelist file (`whitelists/<name>.json`) and cassette folder.
    #[must_use]
    pub fn site_name(self) -> &'static str {
        match self {
            Fuente::Doctrina => "dialnet",
            other => other.as_str(),
        }
    }

    /// The verifier agent whose output schema this source's verdicts follow.
    #[must_use]
    pub fn agent_name(self) -> &'static str {
        match self {
            Fuente::Cendoj => "verificador_cendoj",
            Fuente::Tc => "verificador_tc",
            Fuente::Eurlex => "verificador_eurlex",
            Fuente::Boe => "verificador_boe",
            Fuente::Doctrina => "verificador_doctrina",
        }
    }

    /// Parses a contract name or a site name (`dialnet` is accepted for `doctrina`).
    #[must_use]
    pub fn parse(name: &str) -> Option<Fuente> {
        match name.trim().to_ascii_lowercase().as_str() {
            "cendoj" => Some(Fuente::Cendoj),
            "tc" => Some(Fuente::Tc),
            "eurlex" => Some(Fuente::Eurlex),
            "boe" => Some(Fuente::Boe),
            "doctrina" | "dialnet" => Some(Fuente::Doctrina),
            _ => None,
        }
    }
}

impl std::fmt::Display for Fuente {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// UTF-8 byte offsets of a citation in the ingested brief text (`inicio` inclusive, `fin` exclusive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// First byte of the citation.
    pub inicio: usize,
    /// One past the last byte of the citation.
    pub fin: usize,
}

/// One normalized citation, as handed to a verifier.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Citation {
    /// Identifier unique within a brief (`c1`, `c2`, …).
    pub id: String,
    /// The source the citation is checked against.
    pub fuente: Fuente,
    /// The citation exactly as written in the brief.
    pub texto_original: String,
    /// Text the brief puts between quotes and attributes to the source, if any.
    #[serde(default)]
    pub cita_literal: Option<String>,
    /// Where the citation stands in the ingested text; null when it came alone.
    #[serde(default)]
    pub span: Option<Span>,
    /// Normalized fields, according to the source.
    #[serde(default)]
    pub campos: Campos,
    /// Warnings from extraction (an impossible date kept as written, an unresolved back-reference).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub avisos: Vec<String>,
}

/// The normalized fields of a citation. Which ones apply depends on [`Fuente`] (DESIGN §3);
/// every field is optional and absent fields are not serialized.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Campos {
    // --- case law (cendoj, tc, eurlex) ---
    /// Resolution type: STS, ATS, SAP, STC, ATC, DTC, sentencia, auto, conclusiones, reglamento…
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tipo: Option<String>,
    /// Court: TS, AN, "TSJ Madrid", "AP Barcelona".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organo: Option<String>,
    /// Chamber ("Civil", "Penal", "Contencioso-Administrativo", "Social", "Militar", "Pleno").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sala: Option<String>,
    /// Section ("10").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seccion: Option<String>,
    /// Resolution number ("241/2013"), or a journal issue for doctrine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub numero: Option<String>,
    /// Roj ("STS 1916/2013").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roj: Option<String>,
    /// ECLI, full form ("ECLI:ES:TS:2013:1916", "ECLI:EU:C:2015:650").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ecli: Option<String>,
    /// Date of the resolution or act, ISO `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fecha: Option<String>,
    /// Appeal number ("3215/2018").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recurso: Option<String>,
    /// Judge rapporteur.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ponente: Option<String>,
    /// Year of the resolution, act or work.
    #[serde(default, rename = "año", skip_serializing_if = "Option::is_none")]
    pub anio: Option<i32>,
    /// Type of constitutional process ("recurso de amparo").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tipo_proceso: Option<String>,
    /// Pinpoint to a legal ground ("FJ 5").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fundamento: Option<String>,
    // --- eurlex ---
    /// CJEU case numbers (["C-362/14"]; several when joined).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub asunto: Option<Vec<String>>,
    /// Usual name of the case ("Schrems").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nombre_caso: Option<String>,
    /// CELEX number ("32016R0679", "62014CJ0362").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub celex: Option<String>,
    /// Number of an EU act ("2016/679").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub numero_acto: Option<String>,
    // --- boe and eurlex acts ---
    /// Article alone ("24", "1902", "82 bis").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub articulo: Option<String>,
    /// The rest of the pinpoint ("1", "2.c)").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub apartado: Option<String>,
    /// The norm as cited ("Código Civil", "LEC", "Ley 1/2000, de 7 de enero").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub norma: Option<String>,
    /// BOE identifier of the norm ("BOE-A-1889-4763").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub norma_id: Option<String>,
    /// Rank of the norm ("Ley", "Ley Orgánica", "Real Decreto Legislativo").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rango: Option<String>,
    /// Date of the norm, ISO.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fecha_norma: Option<String>,
    /// Date at which the wording in force is checked, ISO.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fecha_referencia_escrito: Option<String>,
    // --- doctrina ---
    /// Author(s) as cited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub autor: Option<String>,
    /// Title of the work or article.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub obra: Option<String>,
    /// Cited page or range ("123", "207-209").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pagina: Option<String>,
    /// Publisher.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub editorial: Option<String>,
    /// Place of publication.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lugar: Option<String>,
    /// Journal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revista: Option<String>,
    /// Journal volume.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub volumen: Option<String>,
}
