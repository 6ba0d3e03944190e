//! The Spanish sentences of `observaciones`, one function per kind of finding.

use crate::fetch::{Attempt, FetchError};

use super::{Discrepancy, Temporal, Vigencia};

/// Milliseconds as seconds for a lawyer: `3 s`, `0 s`, `2,5 s`.
#[must_use]
pub fn seconds(ms: u64) -> String {
    let whole = ms / 1000;
    let tenths = (ms % 1000) / 100;
    if tenths == 0 {
        format!("{whole} s")
    } else {
        format!("{whole},{tenths} s")
    }
}

/// The attempt history: `intento 1 a los 0 s: HTTP 503; intento 2 a los 3 s: HTTP 503; …`.
fn history(attempts: &[Attempt]) -> String {
    attempts
        .iter()
        .enumerate()
        .map(|(i, a)| {
            format!(
                "intento {} a los {}: {}",
                i + 1,
                seconds(a.at_ms),
                a.outcome
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// An infrastructure fault, with its HTTP code and retry history, ending with what it means.
#[must_use]
pub fn infra_text(e: &FetchError) -> String {
    let what = match e {
        FetchError::Exhausted {
            url,
            attempts,
            last,
            last_status,
        } => format!(
            "La fuente no respondió de forma utilizable tras {} intentos ({url}); código HTTP: {}; \
             último resultado: {last}; historial: {}.",
            attempts.len(),
            code(*last_status),
            history(attempts)
        ),
        FetchError::Unusable {
            url,
            reason,
            status,
            attempts,
        } => {
            let hist = if attempts.is_empty() {
                String::new()
            } else {
                format!("; historial: {}", history(attempts))
            };
            format!(
                "La fuente respondió con una página inutilizable ({url}): {reason}; código HTTP: {}{hist}.",
                code(*status)
            )
        }
        FetchError::NotAllowed {
            fuente: source,
            url,
            reason,
        } => format!(
            "La dirección {url} no está en la lista de dominios permitidos de la fuente \
             {source} ({reason}); no se ha consultado (código HTTP: ninguno)."
        ),
        FetchError::ReplayMiss { method, url, .. } => format!(
            "Modo de reproducción: no hay grabación para la petición {method:?} {url}; no se ha \
             consultado la fuente (código HTTP: ninguno)."
        ),
    };
    format!("{what} {INFRA_MEANING}")
}

/// What an infrastructure verdict means, for the lawyer.
const INFRA_MEANING: &str = "Esto no indica que la cita sea incorrecta ni que el documento no \
exista: la verificación debe repetirse más tarde.";

fn code(status: Option<u16>) -> String {
    status.map_or_else(|| "ninguno".to_owned(), |c| c.to_string())
}

/// A page whose structure the parser does not recognise.
pub(super) fn unrecognised(url: &str, status: Option<u16>, what: &str) -> String {
    format!(
        "La fuente respondió con una página que no corresponde a lo solicitado ({what}; {url}; \
         código HTTP: {}). {INFRA_MEANING}",
        code(status)
    )
}

/// A completed search with no result.
pub(super) fn not_found(searched: &str, alternativa: Option<&str>) -> String {
    let mut s = format!(
        "No se ha encontrado {searched} en la fuente oficial, tras una búsqueda completada sin \
         errores."
    );
    if let Some(alt) = alternativa {
        s.push_str(&format!(" Alternativa real más próxima: {alt}."));
    }
    s
}

/// Several candidates and nothing to choose.
pub(super) fn ambiguous(candidates: &[String]) -> String {
    if candidates.is_empty() {
        return "Varios documentos encajan con la cita y ningún dato permite elegir entre ellos."
            .to_owned();
    }
    format!(
        "Varios documentos encajan con la cita y ningún dato permite elegir entre ellos: {}. \
         Conviene precisar la referencia.",
        candidates.join("; ")
    )
}

/// One sentence per differing detail.
pub(super) fn discrepancies(ds: &[Discrepancy]) -> Vec<String> {
    ds.iter()
        .map(|d| {
            format!(
                "Discrepancia en {}: la cita dice «{}», el documento dice «{}».",
                d.campo, d.citado, d.real
            )
        })
        .collect()
}

/// The quote approximately present: the diff and the correct wording.
pub(super) fn quote_approximate(score: f64, passage: &str, diff: &str) -> String {
    let mut s = format!(
        "La cita literal no coincide exactamente con el texto del documento (similitud {}).",
        percent(score)
    );
    if !diff.is_empty() {
        s.push_str(&format!(" Diferencias: {diff}."));
    }
    s.push_str(&format!(" Redacción correcta: «{passage}»."));
    s
}

/// The quote absent from the whole text.
pub(super) fn quote_absent(best_score: f64, closest: Option<&str>) -> String {
    let mut s =
        "El documento existe, pero el texto citado entre comillas no aparece en él.".to_owned();
    push_closest(&mut s, best_score, closest);
    s
}

/// The quote absent from the part of the text that could be checked.
pub(super) fn quote_absent_partial(best_score: f64, closest: Option<&str>, motivo: &str) -> String {
    let mut s = format!(
        "El documento existe, pero el texto citado no se ha localizado en la parte del texto que \
         pudo examinarse ({motivo}). Verificación manual recomendada."
    );
    push_closest(&mut s, best_score, closest);
    s
}

/// Below this similarity the closest passage is noise, not a proposal.
const MIN_CLOSEST_SCORE: f64 = 0.5;

fn push_closest(s: &mut String, best_score: f64, closest: Option<&str>) {
    if let Some(c) = closest.filter(|_| best_score >= MIN_CLOSEST_SCORE) {
        s.push_str(&format!(
            " El pasaje más parecido (similitud {}) dice: «{c}».",
            percent(best_score)
        ));
    }
}

/// The quote matches another version of the article.
pub(super) fn other_version(
    version: &str,
    passage: &str,
    exact: bool,
    vigente: Option<&str>,
) -> String {
    let how = if exact { "reproduce" } else { "se aproxima a" };
    let mut s = format!(
        "La cita literal {how} {version}, que no es la vigente en la fecha de referencia: «{passage}»."
    );
    if let Some(v) = vigente {
        s.push_str(&format!(" Redacción vigente en esa fecha: «{v}»."));
    }
    s
}

/// A temporal state that makes the citation inexact, if it is one.
pub(super) fn temporal_problem(t: &Temporal) -> Option<String> {
    let date = &t.fecha_referencia;
    match &t.vigencia {
        Vigencia::Vigente | Vigencia::VigenteModificadoDespues { .. } => None,
        Vigencia::Derogado { fecha } => Some(format!(
            "El precepto no estaba vigente en la fecha de referencia ({date}): derogado o sin \
             efecto desde el {fecha}."
        )),
        Vigencia::NoVigenteTodavia { desde } => Some(format!(
            "El precepto no estaba vigente en la fecha de referencia ({date}): no entró en vigor \
             hasta el {desde}."
        )),
    }
}

/// A temporal alert that does not change the verdict, if it is one.
pub(super) fn temporal_alert(t: &Temporal) -> Option<String> {
    match &t.vigencia {
        Vigencia::VigenteModificadoDespues { fecha } => Some(format!(
            "Aviso: la redacción vigente en la fecha de referencia ({}) fue modificada \
             posteriormente, con efectos desde el {fecha}.",
            t.fecha_referencia
        )),
        Vigencia::Vigente | Vigencia::Derogado { .. } | Vigencia::NoVigenteTodavia { .. } => None,
    }
}

/// A similarity as a whole percentage: `0.874` → `87 %`.
fn percent(score: f64) -> String {
    let p = (score * 100.0).floor().clamp(0.0, 100.0);
    format!("{p:.0} %")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_seconds_table() {
        for (ms, s) in [
            (0, "0 s"),
            (3_000, "3 s"),
            (11_000, "11 s"),
            (2_500, "2,5 s"),
            (31_999, "31,9 s"),
        ] {
            assert_eq!(seconds(ms), s);
        }
    }

    #[test]
    fn test_percent_table() {
        for (x, s) in [(0.874, "87 %"), (1.0, "100 %"), (0.0, "0 %"), (-1.0, "0 %")] {
            assert_eq!(percent(x), s);
        }
    }
}
