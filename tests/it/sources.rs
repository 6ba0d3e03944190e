//! The router by `fuente`: a source without a verifier is refused before any request; the BOE
//! is routed to its verifier, whose faults are verdicts, never errors.

use std::sync::atomic::{AtomicUsize, Ordering};

use compulsa::fetch::{Fetch, FetchError, Request, Response};
use compulsa::model::{Citation, Estado, Fuente};
use compulsa::sources::{Ctx, DISPONIBLES, SourceError, verify};

/// Counts requests and answers none (as a replay with no cassettes would).
#[derive(Default)]
struct Contador {
    llamadas: AtomicUsize,
}

impl Fetch for Contador {
    async fn fetch(&self, req: &Request) -> Result<Response, FetchError> {
        self.llamadas.fetch_add(1, Ordering::SeqCst);
        Err(FetchError::ReplayMiss {
            method: req.method,
            url: req.url.to_string(),
            accept: req.accept.clone(),
        })
    }
}

fn cita(fuente: Fuente) -> Citation {
    serde_json::from_value(serde_json::json!({
        "id": "c9",
        "fuente": fuente,
        "texto_original": "una cita",
        "cita_literal": null,
        "span": null,
        "campos": {"norma_id": "BOE-A-1978-31229", "articulo": "135",
                   "fecha_referencia_escrito": "2024-01-10"},
    }))
    .expect("valid citation")
}

fn ctx() -> Ctx {
    Ctx {
        fecha_por_defecto: jiff::civil::Date::new(2026, 11, 30).expect("valid date"),
    }
}

#[tokio::test]
async fn sources_without_verifier_are_not_routable() {
    let cases = [
        (Fuente::Cendoj, "fuente no disponible todavía: cendoj"),
        (Fuente::Tc, "fuente no disponible todavía: tc"),
        (Fuente::Eurlex, "fuente no disponible todavía: eurlex"),
        (Fuente::Doctrina, "fuente no disponible todavía: doctrina"),
    ];
    for (fuente, mensaje) in cases {
        let fetch = Contador::default();
        let err = verify(&cita(fuente), &fetch, &ctx())
            .await
            .expect_err("not routable");
        assert_eq!(err, SourceError::NotAvailable(fuente));
        assert_eq!(err.to_string(), mensaje);
        assert_eq!(fetch.llamadas.load(Ordering::SeqCst), 0, "{fuente}");
        assert!(!DISPONIBLES.contains(&fuente));
    }
}

#[tokio::test]
async fn boe_is_routed_and_a_fault_is_an_infrastructure_verdict() {
    let fetch = Contador::default();
    let v = verify(&cita(Fuente::Boe), &fetch, &ctx())
        .await
        .expect("boe is routable");
    assert_eq!(v.fuente, Fuente::Boe);
    assert_eq!(v.id, "c9");
    assert_eq!(v.estado, Estado::DudosaPorInfraestructura);
    assert!(v.evidencia.is_empty());
    assert_eq!(fetch.llamadas.load(Ordering::SeqCst), 1);
    assert!(
        v.observaciones.contains("no hay grabación para la petición Get https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"),
        "{}",
        v.observaciones
    );
    assert_eq!(DISPONIBLES, &[Fuente::Boe]);
}
