//! The skeleton every source follows (DESIGN §1, §6):
//! build query → fetch → parse → pick → document → check metadata → match quote → verdict.
//!
//! What is shared:
//! - [`Rastro`]: makes each request through the [`Fetch`] layer and keeps the evidence of every
//!   response used (`Response::evidence()`), so that the verdict can be re-checked.
//! - [`Parada`]: a finding that ends the pipeline early (an infrastructure fault, an
//!   unrecognised page, an authoritative "no such document", a real ambiguity). A source writes
//!   its steps as `async fn … -> Result<T, Parada>`; [`Parada::decision`] turns a stop into the
//!   state and observations through the one set of verdict rules ([`crate::verdict::decide`]).
//! - The end of the pipeline builds [`crate::verdict::Findings`] and calls `decide` too.
//!
//! Invariant: a fetch fault or an unrecognised body is always `dudosa_por_infraestructura`,
//! never `no_encontrada`.

use crate::fetch::{Fetch, FetchError, Request, Response};
use crate::model::{Citation, Detalle, Estado, Evidencia, Verdict};
use crate::verdict::{Decision, Findings, Lookup, decide};

/// A finding that ends a source's pipeline early.
#[derive(Debug, Clone)]
pub enum Parada {
    /// No usable answer after the fetch layer's retries (or refused, or no cassette).
    Infraestructura {
        /// What the source was trying to get, readable ("los metadatos de la norma …").
        que: String,
        /// The fault.
        error: FetchError,
    },
    /// An answer whose structure the parser does not recognise (maintenance page, other XML…).
    NoReconocida {
        /// What the source was trying to get.
        que: String,
        /// The URL that answered.
        url: String,
        /// Its HTTP status.
        codigo_http: u16,
        /// What was wrong, readable.
        motivo: String,
    },
    /// The source says, in a well-formed answer, that there is no such document or part.
    NoEncontrada {
        /// What was searched ("el artículo 2000 del Código Civil").
        buscado: String,
        /// The closest real alternative, when one is known.
        alternativa: Option<String>,
        /// What exactly the source answered, for the lawyer.
        nota: Option<String>,
    },
    /// Several candidates fit and nothing disambiguates.
    Ambigua {
        /// How each candidate is named.
        candidatos: Vec<String>,
    },
    /// The document may exist but the citation cannot be checked mechanically (a norm without
    /// consolidated text, an article reference that cannot be read, a norm that cannot be
    /// identified): `dudosa_por_contenido` with the reason.
    Indeterminada(String),
}

impl Parada {
    /// The state and observations this stop decides.
    #[must_use]
    pub fn decision(&self) -> Decision {
        let findings = |lookup: Lookup, notes: Vec<String>| Findings {
            notes,
            ..Findings::new(lookup)
        };
        match self {
            Parada::Infraestructura { que, error } => decide(&findings(
                Lookup::Infra(error.clone()),
                vec![format!("Petición afectada: {que}.")],
            )),
            Parada::NoReconocida {
                que,
                url,
                codigo_http,
                motivo,
            } => decide(&findings(
                Lookup::Unrecognised {
                    url: url.clone(),
                    status: Some(*codigo_http),
                    what: motivo.clone(),
                },
                vec![format!("Petición afectada: {que}.")],
            )),
            Parada::NoEncontrada {
                buscado,
                alternativa,
                nota,
            } => decide(&findings(
                Lookup::NotFound {
                    searched: buscado.clone(),
                    alternativa: alternativa.clone(),
                },
                nota.iter().cloned().collect(),
            )),
            Parada::Ambigua { candidatos } => decide(&findings(
                Lookup::Ambiguous {
                    candidates: candidatos.clone(),
                },
                Vec::new(),
            )),
            Parada::Indeterminada(texto) => Decision {
                estado: Estado::DudosaPorContenido,
                observaciones: texto.clone(),
                cita_literal_localizada: None,
                sugerencia_alternativa: None,
            },
        }
    }
}

/// The verdict of a pipeline that stopped early: the stop's state and observations, the
/// source's fields as given (usually all empty), and the evidence gathered until then.
#[must_use]
pub fn veredicto_parada(
    citation: &Citation,
    parada: &Parada,
    detalle: Detalle,
    evidencia: Vec<Evidencia>,
) -> Verdict {
    let decision = parada.decision();
    Verdict {
        id: citation.id.clone(),
        fuente: citation.fuente,
        cita_original: citation.texto_original.clone(),
        estado: decision.estado,
        observaciones: decision.observaciones,
        detalle,
        evidencia,
    }
}

/// The requests of one verification and the evidence of every response used.
#[derive(Debug, Default)]
pub struct Rastro {
    evidencia: Vec<Evidencia>,
}

impl Rastro {
    /// An empty trail.
    #[must_use]
    pub fn new() -> Rastro {
        Rastro::default()
    }

    /// Makes `req`; keeps the evidence of the answer. `que` says what was asked for, for the
    /// observations of an infrastructure fault.
    ///
    /// # Errors
    /// [`Parada::Infraestructura`] when the fetch layer gave no usable answer.
    pub async fn pedir<F: Fetch>(
        &mut self,
        fetch: &F,
        req: &Request,
        que: &str,
    ) -> Result<Response, Parada> {
        match fetch.fetch(req).await {
            Ok(resp) => {
                self.evidencia.push(resp.evidence());
                Ok(resp)
            }
            Err(error) => Err(Parada::Infraestructura {
                que: que.to_owned(),
                error,
            }),
        }
    }

    /// The evidence gathered so far, in request order.
    #[must_use]
    pub fn evidencia(&self) -> &[Evidencia] {
        &self.evidencia
    }

    /// Takes the evidence.
    #[must_use]
    pub fn into_evidencia(self) -> Vec<Evidencia> {
        self.evidencia
    }
}

/// `Parada::NoReconocida` for a response.
#[must_use]
pub fn no_reconocida(que: &str, resp: &Response, motivo: &str) -> Parada {
    Parada::NoReconocida {
        que: que.to_owned(),
        url: resp.url.to_string(),
        codigo_http: resp.status,
        motivo: motivo.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fetch::{Attempt, Method};

    fn attempt(at_ms: u64, status: u16) -> Attempt {
        Attempt {
            at_ms,
            status: Some(status),
            outcome: format!("HTTP {status}"),
        }
    }

    #[test]
    fn states_of_stops() {
        let exhausted = FetchError::Exhausted {
            url: "https://www.boe.es/x".into(),
            attempts: vec![
                attempt(0, 503),
                attempt(3000, 503),
                attempt(11_000, 503),
                attempt(31_000, 503),
            ],
            last: "HTTP 503".into(),
            last_status: Some(503),
        };
        let cases = [
            (
                Parada::Infraestructura {
                    que: "x".into(),
                    error: exhausted,
                },
                Estado::DudosaPorInfraestructura,
            ),
            (
                Parada::NoReconocida {
                    que: "x".into(),
                    url: "u".into(),
                    codigo_http: 200,
                    motivo: "m".into(),
                },
                Estado::DudosaPorInfraestructura,
            ),
            (
                Parada::Infraestructura {
                    que: "x".into(),
                    error: FetchError::ReplayMiss {
                        method: Method::Get,
                        url: "u".into(),
                        accept: None,
                    },
                },
                Estado::DudosaPorInfraestructura,
            ),
            (
                Parada::NoEncontrada {
                    buscado: "n".into(),
                    alternativa: None,
                    nota: None,
                },
                Estado::NoEncontrada,
            ),
            (
                Parada::Ambigua {
                    candidatos: vec!["a".into(), "b".into()],
                },
                Estado::DudosaPorContenido,
            ),
            (
                Parada::Indeterminada("d".into()),
                Estado::DudosaPorContenido,
            ),
        ];
        for (p, want) in cases {
            assert_eq!(p.decision().estado, want, "{p:?}");
        }
    }

    #[test]
    fn infrastructure_observations_carry_history_and_request() {
        let p = Parada::Infraestructura {
            que: "los metadatos de la norma BOE-A-1994-14960".into(),
            error: FetchError::Exhausted {
                url: "https://www.boe.es/x".into(),
                attempts: vec![attempt(0, 503), attempt(3000, 503)],
                last: "HTTP 503".into(),
                last_status: Some(503),
            },
        };
        let obs = p.decision().observaciones;
        assert!(
            obs.contains("intento 1 a los 0 s: HTTP 503; intento 2 a los 3 s: HTTP 503"),
            "{obs}"
        );
        assert!(
            obs.ends_with("Petición afectada: los metadatos de la norma BOE-A-1994-14960."),
            "{obs}"
        );
    }
}
