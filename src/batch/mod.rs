//! The batch runner (DESIGN §8): every citation of a brief through its source, with bounded
//! concurrency (per-source pacing is the fetch layer's), identical citations verified once.

use std::collections::HashMap;

use futures_util::StreamExt;

use crate::fetch::Fetch;
use crate::model::Citation;
use crate::report::Resultado;
use crate::sources::{self, Ctx, SourceError};

/// Default number of citations in flight at once.
pub const DEFAULT_CONCURRENCY: usize = 8;

/// What makes two citations the same question to a source: the source, the normalized fields
/// and the quote (not the id, span or wording in the brief).
fn key(c: &Citation) -> String {
    serde_json::json!([c.fuente, c.campos, c.cita_literal]).to_string()
}

/// Verifies every citation; the results come back in the citations' order.
pub async fn verify_all<F: Fetch>(
    citas: &[Citation],
    fetch: &F,
    ctx: &Ctx,
    concurrency: usize,
) -> Vec<Resultado> {
    // One representative per distinct question.
    let mut first_of: HashMap<String, usize> = HashMap::new();
    let mut rep_of = Vec::with_capacity(citas.len());
    for (i, c) in citas.iter().enumerate() {
        let r = *first_of.entry(key(c)).or_insert(i);
        rep_of.push(r);
    }
    let mut reps: Vec<usize> = first_of.into_values().collect();
    reps.sort_unstable();
    let answers: HashMap<usize, Result<crate::model::Verdict, SourceError>> =
        futures_util::stream::iter(reps.into_iter().map(|i| async move {
            (i, sources::verify(&citas[i], fetch, ctx).await)
        }))
        .buffer_unordered(concurrency.max(1))
        .collect()
        .await;
    citas
        .iter()
        .zip(rep_of)
        .map(|(cita, r)| match answers.get(&r) {
            Some(Ok(v)) => {
                let mut v = v.clone();
                v.id.clone_from(&cita.id);
                v.cita_original.clone_from(&cita.texto_original);
                Resultado::Veredicto {
                    cita: cita.clone(),
                    veredicto: v,
                }
            }
            Some(Err(e)) => Resultado::NoComprobada {
                cita: cita.clone(),
                motivo: e.to_string(),
            },
            None => Resultado::NoComprobada {
                cita: cita.clone(),
                motivo: "no se obtuvo resultado".into(),
            },
        })
        .collect()
}
