//! A quote checked against every version of an article: the version in force first, then the
//! others (DESIGN §6, BOE).

use crate::matching::{self, MatchResult};

use super::{Cobertura, QuoteFinding};

/// One wording of an article.
#[derive(Debug, Clone, Copy)]
pub struct Version<'a> {
    /// How the version is named to the lawyer: "la redacción vigente desde el 2011-09-27
    /// (BOE-A-2011-15210)".
    pub nombre: &'a str,
    /// The law text of that version (editorial notes excluded).
    pub texto: &'a str,
}

/// Matches `quote` against the version in force at the reference date and then the others:
///
/// - exact in the version in force → [`QuoteFinding::Exact`];
/// - exact in another version → [`QuoteFinding::OtherVersion`] (`exact: true`);
/// - approximate somewhere → the closest: [`QuoteFinding::Approximate`] when it is the version
///   in force (ties go to it), [`QuoteFinding::OtherVersion`] (`exact: false`) otherwise;
/// - nowhere → [`QuoteFinding::Absent`] with the closest passage of the version in force.
///
/// `vigente` is `None` when no version was in force at the date (not yet in force, repealed):
/// then any match is with another version.
#[must_use]
pub fn quote_in_versions(
    quote: &str,
    vigente: Option<Version<'_>>,
    otras: &[Version<'_>],
) -> QuoteFinding {
    let in_force = vigente.map(|v| matching::locate(quote, v.texto));
    if let Some(r @ MatchResult::Exact { .. }) = &in_force {
        return QuoteFinding::from_match(r, Cobertura::Completa);
    }
    let others: Vec<(Version<'_>, MatchResult)> = otras
        .iter()
        .map(|v| (*v, matching::locate(quote, v.texto)))
        .collect();
    let vigente_passage = in_force
        .as_ref()
        .and_then(|r| r.passage().map(str::to_owned));
    if let Some((v, r)) = others
        .iter()
        .find(|(_, r)| matches!(r, MatchResult::Exact { .. }))
    {
        return QuoteFinding::OtherVersion {
            version: v.nombre.to_owned(),
            passage: r.passage().unwrap_or_default().to_owned(),
            exact: true,
            vigente: vigente_passage.or_else(|| vigente.map(|v| v.texto.to_owned())),
        };
    }
    let best_other = others
        .iter()
        .filter(|(_, r)| matches!(r, MatchResult::Approximate { .. }))
        .max_by(|a, b| a.1.score().total_cmp(&b.1.score()));
    let in_force_score = in_force
        .as_ref()
        .filter(|r| matches!(r, MatchResult::Approximate { .. }))
        .map(MatchResult::score);
    match (in_force_score, best_other) {
        (Some(s), Some((_, o))) if s >= o.score() => in_force
            .as_ref()
            .map(|r| QuoteFinding::from_match(r, Cobertura::Completa))
            .unwrap_or_else(|| absent(None)),
        (Some(_), None) => in_force
            .as_ref()
            .map(|r| QuoteFinding::from_match(r, Cobertura::Completa))
            .unwrap_or_else(|| absent(None)),
        (_, Some((v, o))) => QuoteFinding::OtherVersion {
            version: v.nombre.to_owned(),
            passage: o.passage().unwrap_or_default().to_owned(),
            exact: false,
            vigente: vigente.map(|v| v.texto.to_owned()),
        },
        (None, None) => absent(in_force.as_ref()),
    }
}

fn absent(in_force: Option<&MatchResult>) -> QuoteFinding {
    match in_force {
        Some(r @ MatchResult::Absent { .. }) => QuoteFinding::from_match(r, Cobertura::Completa),
        _ => QuoteFinding::Absent {
            best_score: 0.0,
            closest: None,
            cobertura: Cobertura::Completa,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const V1978: &str = "1. El Gobierno habrá de estar autorizado por ley para emitir Deuda \
Pública o contraer crédito. 2. Los créditos para satisfacer el pago de intereses y capital de la \
Deuda Pública del Estado se entenderán siempre incluidos en el estado de gastos de los \
presupuestos y no podrán ser objeto de enmienda o modificación, mientras se ajusten a las \
condiciones de la ley de emisión.";
    const V2011: &str = "1. Todas las Administraciones Públicas adecuarán sus actuaciones al \
principio de estabilidad presupuestaria. 2. El Estado y las Comunidades Autónomas no podrán \
incurrir en un déficit estructural que supere los márgenes establecidos, en su caso, por la \
Unión Europea para sus Estados Miembros.";

    fn v1978() -> Version<'static> {
        Version {
            nombre: "la redacción original (BOE-A-1978-31229)",
            texto: V1978,
        }
    }

    fn v2011() -> Version<'static> {
        Version {
            nombre: "la redacción vigente desde el 2011-09-27 (BOE-A-2011-15210)",
            texto: V2011,
        }
    }

    #[test]
    fn test_versions_table() {
        // (quote, in force, others, expected kind, expected version named)
        type Case<'a> = (
            &'a str,
            Option<Version<'a>>,
            Vec<Version<'a>>,
            &'a str,
            Option<&'a str>,
        );
        let cases: Vec<Case<'_>> = vec![
            (
                "Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria",
                Some(v2011()),
                vec![v1978()],
                "exact",
                None,
            ),
            (
                "El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito",
                Some(v2011()),
                vec![v1978()],
                "other_exact",
                Some("la redacción original (BOE-A-1978-31229)"),
            ),
            (
                "El Gobierno deberá estar autorizado por ley para emitir Deuda Pública o contraer créditos",
                Some(v2011()),
                vec![v1978()],
                "other_approximate",
                Some("la redacción original (BOE-A-1978-31229)"),
            ),
            (
                "Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad financiera",
                Some(v2011()),
                vec![v1978()],
                "approximate",
                None,
            ),
            (
                "El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito",
                None,
                vec![v1978(), v2011()],
                "other_exact",
                Some("la redacción original (BOE-A-1978-31229)"),
            ),
            (
                "la libertad de empresa en el marco de la economía de mercado queda reconocida",
                Some(v2011()),
                vec![v1978()],
                "absent",
                None,
            ),
            (
                "la libertad de empresa en el marco de la economía de mercado queda reconocida",
                None,
                vec![],
                "absent",
                None,
            ),
        ];
        for (quote, vigente, otras, kind, named) in cases {
            let f = quote_in_versions(quote, vigente, &otras);
            let (got_kind, got_named) = match &f {
                QuoteFinding::Exact { .. } => ("exact", None),
                QuoteFinding::Approximate { .. } => ("approximate", None),
                QuoteFinding::OtherVersion {
                    version,
                    exact: true,
                    ..
                } => ("other_exact", Some(version.as_str())),
                QuoteFinding::OtherVersion {
                    version,
                    exact: false,
                    ..
                } => ("other_approximate", Some(version.as_str())),
                QuoteFinding::Absent { .. } => ("absent", None),
                QuoteFinding::Uncheckable { .. } | QuoteFinding::Infra(_) => ("other", None),
            };
            assert_eq!((got_kind, got_named), (kind, named), "{quote}: {f:?}");
        }
    }
}
