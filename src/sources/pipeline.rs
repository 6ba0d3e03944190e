//! The skeleton every source follows (DESIGN §1, §6):
//! build query → fetch → parse → pick → document → check metadata → match quote → verdict.
//!
//! What is shared:
//! - [`Rastro`]: makes each request through the [`Fetch`] layer and keeps the evidence of every
//!   response used (`Response::evidence()`), so that the verdict can be re-checked.
//! - [`Parada`]: a finding that ends the pipeline early and decides the state by itself
//!   (an infrastructure fault, an unrecognised page, an authoritative "no such document", a real
//!   ambiguity). A source writes its steps as `async fn … -> Result<T, Parada>` and turns a
//!   `Parada` into its own verdict shape with [`Parada::estado`] and [`Parada::observaciones`].
//!
//! Invariant: a fetch fault or an unrecognised body is always `dudosa_por_infraestructura`,
//! never `no_encontrada`.

use crate::fetch::{Fetch, FetchError, Request, Response};
use crate::model::{Estado, Evidencia};

/// A finding that ends a source's pipeline early.
#[derive(Debug, Clone)]
pub enum Parada {
    /// No usable answer after the fetch layer's retries (or refused, or no cassette).
    Infraestructura {
        /// What the source was trying to get, readable ("los metadatos de la norma").
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
    NoEncontrada(String),
    /// Several candidates fit and nothing disambiguates, or the citation cannot be checked
    /// mechanically.
    Dudosa(String),
}

impl Parada {
    /// The state this stop decides.
    #[must_use]
    pub fn estado(&self) -> Estado {
        match self {
            Parada::Infraestructura { .. } | Parada::NoReconocida { .. } => {
                Estado::DudosaPorInfraestructura
            }
            Parada::NoEncontrada(_) => Estado::NoEncontrada,
            Parada::Dudosa(_) => Estado::DudosaPorContenido,
        }
    }

    /// What a lawyer reads. `sitio` names the source ("El BOE").
    #[must_use]
    pub fn observaciones(&self, sitio: &str) -> String {
        match self {
            Parada::Infraestructura { que, error } => observaciones_fallo(sitio, que, error),
            Parada::NoReconocida {
                que,
                url,
                codigo_http,
                motivo,
            } => format!(
                "{sitio} respondió (HTTP {codigo_http}) al pedir {que} con una página cuya estructura no se reconoce ({motivo}): GET {url}. \
                 Puede ser una página de mantenimiento o un cambio de formato; no se puede concluir nada sobre la existencia de la fuente. Repetir la verificación más tarde."
            ),
            Parada::NoEncontrada(texto) | Parada::Dudosa(texto) => texto.clone(),
        }
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

/// The observations of a fetch fault: what was asked, the last HTTP code and the whole retry
/// history, and that nothing follows about the document's existence.
#[must_use]
pub fn observaciones_fallo(sitio: &str, que: &str, error: &FetchError) -> String {
    let cola = "No se puede concluir nada sobre la existencia de la fuente citada; repetir la verificación más tarde.";
    match error {
        FetchError::Exhausted {
            url,
            attempts,
            last,
            last_status,
        } => {
            let codigo = match last_status {
                Some(c) => format!("último código HTTP {c}"),
                None => format!("último resultado: {last}"),
            };
            format!(
                "{sitio} no dio una respuesta utilizable al pedir {que} tras {} intentos ({codigo}): GET {url}. Historial: {}. {cola}",
                attempts.len(),
                historial(attempts)
            )
        }
        FetchError::Unusable {
            url,
            reason,
            status,
            attempts,
        } => {
            let codigo = match status {
                Some(c) => format!("HTTP {c}"),
                None => "sin código HTTP".to_owned(),
            };
            let hist = if attempts.is_empty() {
                String::new()
            } else {
                format!(" Historial: {}.", historial(attempts))
            };
            format!(
                "{sitio} devolvió una respuesta inutilizable al pedir {que} ({codigo}: {reason}): GET {url}.{hist} {cola}"
            )
        }
        FetchError::NotAllowed { url, reason, .. } => format!(
            "No se consultó {que}: la dirección {url} no está en la lista blanca de la fuente ({reason}). {cola}"
        ),
        FetchError::ReplayMiss {
            method,
            url,
            accept,
        } => format!(
            "No se consultó {que}: en modo replay no hay grabación para {} {url} (Accept {}). {cola}",
            match method {
                crate::fetch::Method::Get => "GET",
                crate::fetch::Method::Post => "POST",
            },
            accept.as_deref().unwrap_or("ninguno")
        ),
    }
}

/// "intento 1 a los 0 s: HTTP 503; intento 2 a los 3 s: HTTP 503; …".
#[must_use]
pub fn historial(attempts: &[crate::fetch::Attempt]) -> String {
    attempts
        .iter()
        .enumerate()
        .map(|(i, a)| {
            format!(
                "intento {} a los {}: {}",
                i + 1,
                segundos(a.at_ms),
                a.outcome
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn segundos(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{}.{:03} s", ms / 1000, ms % 1000)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fetch::Attempt;

    fn attempt(at_ms: u64, status: u16) -> Attempt {
        Attempt {
            at_ms,
            status: Some(status),
            outcome: format!("HTTP {status}"),
        }
    }

    #[test]
    fn exhausted_observations_carry_code_and_history() {
        let e = FetchError::Exhausted {
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
        let p = Parada::Infraestructura {
            que: "los metadatos de la norma".into(),
            error: e,
        };
        assert_eq!(p.estado(), Estado::DudosaPorInfraestructura);
        assert_eq!(
            p.observaciones("El BOE"),
            "El BOE no dio una respuesta utilizable al pedir los metadatos de la norma tras 4 intentos (último código HTTP 503): GET https://www.boe.es/x. \
             Historial: intento 1 a los 0 s: HTTP 503; intento 2 a los 3 s: HTTP 503; intento 3 a los 11 s: HTTP 503; intento 4 a los 31 s: HTTP 503. \
             No se puede concluir nada sobre la existencia de la fuente citada; repetir la verificación más tarde."
        );
    }

    #[test]
    fn states_of_stops() {
        let cases = [
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
                        method: crate::fetch::Method::Get,
                        url: "u".into(),
                        accept: None,
                    },
                },
                Estado::DudosaPorInfraestructura,
            ),
            (Parada::NoEncontrada("n".into()), Estado::NoEncontrada),
            (Parada::Dudosa("d".into()), Estado::DudosaPorContenido),
        ];
        for (p, want) in cases {
            assert_eq!(p.estado(), want, "{p:?}");
        }
    }

    #[test]
    fn segundos_table() {
        assert_eq!(segundos(0), "0 s");
        assert_eq!(segundos(31_000), "31 s");
        assert_eq!(segundos(1_500), "1.500 s");
    }
}
