//! Verdict rules (DESIGN §2): what a source found → one of the five states, with
//! `observaciones` a lawyer can read. One place, pure, table-tested.
//!
//! A source describes what it found as [`Findings`] (source-independent), then calls
//! [`decide`]. The rules, in order:
//!
//! 1. The source did not answer usably ([`Lookup::Infra`], [`Lookup::Unrecognised`], or the
//!    document's text could not be fetched, [`QuoteFinding::Infra`]) →
//!    `dudosa_por_infraestructura`, with the HTTP code and the retry history. **An infrastructure
//!    fault never becomes `no_encontrada`.**
//! 2. A search that completed and found nothing ([`Lookup::NotFound`]) → `no_encontrada`, with
//!    the closest real alternative when there is one.
//! 3. Several candidates and nothing to choose ([`Lookup::Ambiguous`]) → `dudosa_por_contenido`.
//! 4. The document exists but the quoted text is not in it:
//!    - the whole text was checked ([`Cobertura::Completa`]) → `no_encontrada`, saying that the
//!      document exists and the quote does not appear in it (DESIGN §2);
//!    - only part of the text could be checked ([`Cobertura::Parcial`]) → `dudosa_por_contenido`.
//! 5. Any discrepancy (a detail, an approximate quote, a quote of another version of the article,
//!    an article not in force at the reference date) → `inexacta`, listing each one and
//!    proposing the correct wording.
//! 6. A quote that cannot be checked (doctrine with no text, a PDF with no text layer) and
//!    nothing else wrong → `dudosa_por_contenido` ("verificación bibliográfica manual
//!    recomendada").
//! 7. Otherwise → `verificada` (alerts, such as a wording changed after the reference date, go
//!    into `observaciones`).
//!
//! For legislation, [`quote_in_versions`] turns a quote and the versions of an article into the
//! [`QuoteFinding`] (in force first, then the others). Infrastructure verdicts take their
//! evidence record from [`infra_evidence`].

mod texto;
mod versions;

use crate::fetch::FetchError;
use crate::matching::MatchResult;
use crate::model::{Citation, Detalle, Estado, Evidencia, Verdict};

pub use texto::{infra_text, seconds};
pub use versions::{Version, quote_in_versions};

/// What a source found about one citation, independently of the source.
#[derive(Debug, Clone)]
pub struct Findings {
    /// Whether the cited document was identified.
    pub lookup: Lookup,
    /// Details of the citation that differ from the document (date, number, chamber, ponente…).
    pub discrepancies: Vec<Discrepancy>,
    /// What became of the quoted text, when the citation quotes one.
    pub quote: Option<QuoteFinding>,
    /// Whether the cited norm or article was in force at the reference date (legislation only).
    pub temporal: Option<Temporal>,
    /// Further sentences for the lawyer, appended as written (in Spanish).
    pub notes: Vec<String>,
}

impl Findings {
    /// Findings with the given lookup and nothing else.
    #[must_use]
    pub fn new(lookup: Lookup) -> Findings {
        Findings {
            lookup,
            discrepancies: Vec::new(),
            quote: None,
            temporal: None,
            notes: Vec::new(),
        }
    }
}

/// The outcome of identifying the cited document.
#[derive(Debug, Clone)]
pub enum Lookup {
    /// Uniquely identified.
    Found {
        /// How the document is named to the lawyer ("Constitución Española, artículo 135";
        /// "STS 1916/2013 (ECLI:ES:TS:2013:1916)").
        documento: String,
    },
    /// The search completed without fault and nothing matches.
    NotFound {
        /// What was searched, for the lawyer ("el artículo 1903 bis del Código Civil").
        searched: String,
        /// The closest real alternative, when one is known ("el artículo 1903").
        alternativa: Option<String>,
    },
    /// Several documents fit and nothing disambiguates.
    Ambiguous {
        /// How each candidate is named.
        candidates: Vec<String>,
    },
    /// The source gave no usable answer (after the fetch layer's retries).
    Infra(FetchError),
    /// The source answered with a page whose structure the parser does not recognise
    /// (captcha, WAF challenge, maintenance page, changed layout, XML error on a JSON request).
    Unrecognised {
        /// The URL that answered.
        url: String,
        /// The HTTP status of the answer.
        status: Option<u16>,
        /// What was seen, in a few words ("página de mantenimiento", "XML de error").
        what: String,
    },
}

/// A detail of the citation that differs from the document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discrepancy {
    /// The field, in words a lawyer uses ("fecha", "número", "sala", "ponente").
    pub campo: String,
    /// What the citation says.
    pub citado: String,
    /// What the document says.
    pub real: String,
}

/// How much of the document's text the quote was searched in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cobertura {
    /// The whole official text.
    Completa,
    /// Only part of it (one engine's extraction failed on some pages, a fragment only…).
    Parcial {
        /// Why, in Spanish.
        motivo: String,
    },
}

/// What became of the quoted text.
#[derive(Debug, Clone)]
pub enum QuoteFinding {
    /// Found as written (case, accents, punctuation aside).
    Exact {
        /// The document's passage.
        passage: String,
    },
    /// Found with differences.
    Approximate {
        /// Similarity in `[0, 1]`.
        score: f64,
        /// The document's passage: the correct wording to propose.
        passage: String,
        /// The differences in Spanish ([`crate::matching::describe`]).
        diff: String,
    },
    /// Not in the text.
    Absent {
        /// Similarity of the closest passage.
        best_score: f64,
        /// The closest passage, when there was one.
        closest: Option<String>,
        /// How much text was searched.
        cobertura: Cobertura,
    },
    /// Matches (exactly or approximately) only a version of the article other than the one in
    /// force at the reference date.
    OtherVersion {
        /// The version it matches, named for the lawyer ("la redacción vigente desde el
        /// 1978-12-29 (BOE-A-1978-31229)").
        version: String,
        /// That version's passage.
        passage: String,
        /// Whether the match with that version is exact.
        exact: bool,
        /// The version in force at the reference date, to propose.
        vigente: Option<String>,
    },
    /// Cannot be checked mechanically (doctrine with no text available, PDF with no text layer).
    Uncheckable {
        /// Why, in Spanish.
        motivo: String,
    },
    /// The document's text could not be fetched.
    Infra(FetchError),
}

impl QuoteFinding {
    /// The finding for a [`MatchResult`] over a text with the given coverage.
    #[must_use]
    pub fn from_match(result: &MatchResult, cobertura: Cobertura) -> QuoteFinding {
        match result {
            MatchResult::Exact { passage, .. } => QuoteFinding::Exact {
                passage: passage.clone(),
            },
            MatchResult::Approximate {
                score,
                passage,
                diff,
                ..
            } => QuoteFinding::Approximate {
                score: *score,
                passage: passage.clone(),
                diff: crate::matching::describe(diff),
            },
            MatchResult::Absent {
                best_score,
                closest,
            } => QuoteFinding::Absent {
                best_score: *best_score,
                closest: closest.clone(),
                cobertura,
            },
        }
    }
}

/// Whether a norm or article was in force at the reference date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Temporal {
    /// The reference date (ISO).
    pub fecha_referencia: String,
    /// What held at that date.
    pub vigencia: Vigencia,
}

/// The state of a norm or article at the reference date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Vigencia {
    /// In force, and its wording has not changed since.
    Vigente,
    /// In force at the date; its wording changed later (an alert, not a discrepancy).
    VigenteModificadoDespues {
        /// When the later wording took effect (ISO).
        fecha: String,
    },
    /// Repealed (or expired) on or before the reference date.
    Derogado {
        /// Since when (ISO).
        fecha: String,
    },
    /// Not yet in force at the reference date.
    NoVigenteTodavia {
        /// When it took effect (ISO).
        desde: String,
    },
}

/// The verdict on one citation, before the source adds its own fields and evidence.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// One of the five states.
    pub estado: Estado,
    /// For the lawyer, in Spanish.
    pub observaciones: String,
    /// The document's passage for the quote (exact, approximate or of another version).
    pub cita_literal_localizada: Option<String>,
    /// The closest real alternative when nothing matched the citation
    /// ([`Lookup::NotFound`]'s `alternativa`).
    pub sugerencia_alternativa: Option<String>,
}

impl Decision {
    /// The full verdict on `citation`: this decision plus the source's own fields and the
    /// evidence it rests on.
    #[must_use]
    pub fn into_verdict(
        self,
        citation: &Citation,
        detalle: Detalle,
        evidencia: Vec<Evidencia>,
    ) -> Verdict {
        Verdict {
            id: citation.id.clone(),
            fuente: citation.fuente,
            cita_original: citation.texto_original.clone(),
            estado: self.estado,
            observaciones: self.observaciones,
            detalle,
            evidencia,
        }
    }
}

/// Applies the rules (see the module docs).
#[must_use]
pub fn decide(f: &Findings) -> Decision {
    let mut obs: Vec<String> = Vec::new();
    let passage = passage_of(f.quote.as_ref());
    let documento = match &f.lookup {
        Lookup::Infra(e) => {
            obs.push(infra_text(e));
            return finish(Estado::DudosaPorInfraestructura, obs, f, None);
        }
        Lookup::Unrecognised { url, status, what } => {
            obs.push(texto::unrecognised(url, *status, what));
            return finish(Estado::DudosaPorInfraestructura, obs, f, None);
        }
        Lookup::NotFound {
            searched,
            alternativa,
        } => {
            obs.push(texto::not_found(searched, alternativa.as_deref()));
            return finish(Estado::NoEncontrada, obs, f, None);
        }
        Lookup::Ambiguous { candidates } => {
            obs.push(texto::ambiguous(candidates));
            return finish(Estado::DudosaPorContenido, obs, f, None);
        }
        Lookup::Found { documento } => documento,
    };
    obs.push(format!("Documento localizado: {documento}."));
    let discrepancies = texto::discrepancies(&f.discrepancies);
    let temporal_problem = f.temporal.as_ref().and_then(texto::temporal_problem);
    match &f.quote {
        Some(QuoteFinding::Infra(e)) => {
            obs.extend(discrepancies);
            obs.push(format!(
                "No se pudo obtener el texto del documento para comprobar la cita literal. {}",
                infra_text(e)
            ));
            return finish(Estado::DudosaPorInfraestructura, obs, f, None);
        }
        Some(QuoteFinding::Absent {
            best_score,
            closest,
            cobertura: Cobertura::Completa,
        }) => {
            obs.extend(discrepancies);
            obs.push(texto::quote_absent(*best_score, closest.as_deref()));
            return finish(Estado::NoEncontrada, obs, f, None);
        }
        Some(QuoteFinding::Absent {
            best_score,
            closest,
            cobertura: Cobertura::Parcial { motivo },
        }) => {
            obs.extend(discrepancies);
            obs.push(texto::quote_absent_partial(
                *best_score,
                closest.as_deref(),
                motivo,
            ));
            return finish(Estado::DudosaPorContenido, obs, f, None);
        }
        _ => {}
    }
    let mut off = !discrepancies.is_empty() || temporal_problem.is_some();
    obs.extend(discrepancies);
    obs.extend(temporal_problem);
    let mut uncheckable = false;
    match &f.quote {
        None => {}
        Some(QuoteFinding::Exact { .. }) => {
            obs.push("La cita literal figura en el texto del documento.".to_owned());
        }
        Some(QuoteFinding::Approximate {
            score,
            passage,
            diff,
        }) => {
            off = true;
            obs.push(texto::quote_approximate(*score, passage, diff));
        }
        Some(QuoteFinding::OtherVersion {
            version,
            passage,
            exact,
            vigente,
        }) => {
            off = true;
            obs.push(texto::other_version(
                version,
                passage,
                *exact,
                vigente.as_deref(),
            ));
        }
        Some(QuoteFinding::Uncheckable { motivo }) => {
            uncheckable = true;
            obs.push(format!(
                "La cita literal no puede comprobarse de forma automática: {motivo}. \
                 Verificación bibliográfica manual recomendada."
            ));
        }
        Some(QuoteFinding::Infra(_) | QuoteFinding::Absent { .. }) => {}
    }
    if let Some(alert) = f.temporal.as_ref().and_then(texto::temporal_alert) {
        obs.push(alert);
    }
    let estado = if off {
        Estado::Inexacta
    } else if uncheckable {
        Estado::DudosaPorContenido
    } else {
        if f.quote.is_none() && f.discrepancies.is_empty() {
            obs.push("Los datos de la cita coinciden con el documento.".to_owned());
        }
        Estado::Verificada
    };
    finish(estado, obs, f, passage)
}

fn passage_of(q: Option<&QuoteFinding>) -> Option<String> {
    match q? {
        QuoteFinding::Exact { passage }
        | QuoteFinding::Approximate { passage, .. }
        | QuoteFinding::OtherVersion { passage, .. } => Some(passage.clone()),
        QuoteFinding::Absent { .. } | QuoteFinding::Uncheckable { .. } | QuoteFinding::Infra(_) => {
            None
        }
    }
}

fn finish(
    estado: Estado,
    mut obs: Vec<String>,
    f: &Findings,
    cita_literal_localizada: Option<String>,
) -> Decision {
    obs.extend(f.notes.iter().cloned());
    let sugerencia_alternativa = match &f.lookup {
        Lookup::NotFound { alternativa, .. } => alternativa.clone(),
        Lookup::Found { .. }
        | Lookup::Ambiguous { .. }
        | Lookup::Infra(_)
        | Lookup::Unrecognised { .. } => None,
    };
    Decision {
        estado,
        observaciones: obs.join(" "),
        cita_literal_localizada,
        sugerencia_alternativa,
    }
}

/// The evidence record of a request that got no usable answer: its URL, last status and
/// number of attempts, with no body digest. `obtenido_en` is the caller's clock (RFC 3339).
#[must_use]
pub fn infra_evidence(e: &FetchError, obtenido_en: &str) -> Evidencia {
    Evidencia {
        url: e.url().to_owned(),
        codigo_http: e.status(),
        sha256: None,
        obtenido_en: obtenido_en.to_owned(),
        desde_cache: false,
        intentos: u32::try_from(e.attempts().len()).unwrap_or(u32::MAX),
    }
}
