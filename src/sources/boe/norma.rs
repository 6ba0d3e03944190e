//! The cited norm as the search can use it: official number, rank, whether it looks regional,
//! and which search results fit (pure).
//!
//! A bare "N/AAAA" in a citation text is taken for a norm number only after a rank word
//! ("Ley 40/2015", "Real Decreto-ley 8/2020", "LO 3/2018"): "STS 1916/2013" is not a norm.
//! An empty search proves that a norm does not exist only for state ranks that the BOE always
//! consolidates (Ley, Ley Orgánica, Real Decreto-ley, Real Decreto Legislativo) and when nothing
//! in the citation points to a regional norm; otherwise it is "cannot be checked".

use regex::Regex;

use super::parse::Metadatos;
use crate::model::Citation;

/// What the citation says about the norm, for a search by number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NormaCitada {
    /// Official number ("40/2015", "AAA/1053/2012").
    pub numero: String,
    /// Rank as the BOE writes it ("Ley", "Ley Orgánica", "Real Decreto-ley"…), when known.
    pub rango: Option<String>,
    /// Whether the citation points to a regional norm (a community, "autonómica"…).
    pub autonomica: bool,
    /// The norm as cited, for the observations.
    pub citada: String,
}

impl NormaCitada {
    /// Whether an empty search in the consolidated legislation makes an error in the citation
    /// likely (state norms of the rank of law are normally consolidated). It never proves the
    /// norm does not exist: the verdict stays `dudosa_por_contenido`.
    #[must_use]
    pub fn ausencia_concluyente(&self) -> bool {
        !self.autonomica
            && matches!(
                self.rango.as_deref(),
                Some("Ley" | "Ley Orgánica" | "Real Decreto-ley" | "Real Decreto Legislativo")
            )
    }

    /// The search results that are this norm: same number, same rank when known, and state
    /// norms first when the citation does not point to a regional one.
    #[must_use]
    pub fn filtrar<'a>(&self, encontradas: &'a [Metadatos]) -> Vec<&'a Metadatos> {
        let mismas: Vec<&Metadatos> = encontradas
            .iter()
            .filter(|m| m.numero_oficial.as_deref() == Some(self.numero.as_str()))
            .filter(|m| match (&self.rango, &m.rango) {
                (Some(citado), Some(r)) => plegar(citado) == plegar(&r.texto),
                _ => true,
            })
            .collect();
        if mismas.len() > 1 && !self.autonomica {
            let estatales: Vec<&Metadatos> = mismas
                .iter()
                .copied()
                .filter(|m| m.ambito.as_ref().is_some_and(|a| a.codigo == "1"))
                .collect();
            if !estatales.is_empty() {
                return estatales;
            }
        }
        mismas
    }
}

/// Reads the norm's number and rank from `campos.numero`, `campos.rango`, `campos.norma` and,
/// with a rank word only, the citation text.
#[must_use]
pub fn norma_citada(citation: &Citation) -> Option<NormaCitada> {
    let campos = &citation.campos;
    let citada = campos
        .norma
        .clone()
        .unwrap_or_else(|| citation.texto_original.clone());
    let textos: Vec<&str> = [
        campos.norma.as_deref(),
        Some(citation.texto_original.as_str()),
    ]
    .into_iter()
    .flatten()
    .collect();
    let autonomica =
        textos.iter().any(|t| regional(t)) || campos.rango.as_deref().is_some_and(regional);
    let con_rango = textos.iter().find_map(|t| numero_con_rango(t));
    let numero = campos
        .numero
        .as_deref()
        .and_then(numero_suelto)
        .or_else(|| con_rango.as_ref().map(|(n, _)| n.clone()))
        .or_else(|| campos.norma.as_deref().and_then(numero_suelto))?;
    let rango = campos
        .rango
        .as_deref()
        .and_then(rango_canonico)
        .or_else(|| con_rango.and_then(|(_, r)| r));
    Some(NormaCitada {
        numero,
        rango,
        autonomica,
        citada,
    })
}

fn numero_suelto(texto: &str) -> Option<String> {
    let re = Regex::new(r"\b(?:[A-Z]{2,5}/)?\d{1,5}/(?:1[6-9]|20)\d{2}\b")
        .expect("invariant: literal regex");
    re.find(texto).map(|m| m.as_str().to_owned())
}

/// "Ley Orgánica 3/2018" → ("3/2018", Some("Ley Orgánica")).
fn numero_con_rango(texto: &str) -> Option<(String, Option<String>)> {
    let re = Regex::new(
        r"(?i)\b(ley\s+org[áa]nica|real\s+decreto[\s-]+ley|real\s+decreto\s+legislativo|real\s+decreto|decreto[\s-]+ley|decreto\s+legislativo|decreto|ley|orden|l\.?\s?o\.|lo|rdl|rdleg|rdlg|rd)\s+(?:n[úu]m\.?\s+|n\.?º\s*)?((?:[A-Z]{2,5}/)?\d{1,5}/(?:1[6-9]|20)\d{2})\b",
    )
    .expect("invariant: literal regex");
    let caps = re.captures(texto)?;
    let numero = caps.get(2)?.as_str().to_owned();
    let rango = caps.get(1).and_then(|m| rango_canonico(m.as_str()));
    Some((numero, rango))
}

/// A rank as cited → as the BOE writes it.
#[must_use]
pub fn rango_canonico(citado: &str) -> Option<String> {
    let p = plegar(citado).replace(['-', '.'], " ");
    let p = p.split_whitespace().collect::<Vec<_>>().join(" ");
    let r = match p.as_str() {
        "ley" => "Ley",
        "ley organica" | "lo" | "l o" => "Ley Orgánica",
        "real decreto ley" | "rdl" => "Real Decreto-ley",
        "real decreto legislativo" | "rdleg" | "rdlg" => "Real Decreto Legislativo",
        "real decreto" | "rd" => "Real Decreto",
        "decreto ley" => "Decreto-ley",
        "decreto legislativo" => "Decreto Legislativo",
        "decreto" => "Decreto",
        "orden" => "Orden",
        "constitucion" => "Constitución",
        _ => return None,
    };
    Some(r.to_owned())
}

fn regional(texto: &str) -> bool {
    const PISTAS: &[&str] = &[
        "autonom",
        "comunidad",
        "generalitat",
        "junta de",
        "xunta",
        "parlamento de",
        "cortes de",
        "diputación foral",
        "diputacion foral",
        "andalucía",
        "andalucia",
        "aragón",
        "aragon",
        "asturias",
        "balears",
        "baleares",
        "canarias",
        "cantabria",
        "castilla",
        "cataluña",
        "catalunya",
        "extremadura",
        "galicia",
        "rioja",
        "madrid",
        "murcia",
        "navarra",
        "euskadi",
        "país vasco",
        "pais vasco",
        "valenciana",
        "ceuta",
        "melilla",
    ];
    let t = texto.to_lowercase();
    PISTAS.iter().any(|p| t.contains(p))
}

fn plegar(s: &str) -> String {
    s.trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' => 'u',
            other => other,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Campos, Fuente};
    use crate::sources::boe::parse::Codigo;

    fn cita(texto: &str, campos: Campos) -> Citation {
        Citation {
            id: "c1".into(),
            fuente: Fuente::Boe,
            texto_original: texto.into(),
            cita_literal: None,
            span: None,
            campos,
            avisos: Vec::new(),
        }
    }

    type Esperado<'a> = Option<(&'a str, Option<&'a str>, bool)>;

    #[test]
    fn norma_citada_table() {
        let cases: Vec<(&str, Campos, Esperado<'_>)> = vec![
            ("art. 1902 CC", Campos::default(), None),
            ("STS 1916/2013, de 9 de mayo", Campos::default(), None),
            (
                "Ley 40/2015, de 1 de octubre",
                Campos::default(),
                Some(("40/2015", Some("Ley"), false)),
            ),
            (
                "art. 18 de la LO 3/2018",
                Campos::default(),
                Some(("3/2018", Some("Ley Orgánica"), false)),
            ),
            (
                "Real Decreto-ley 8/2020, de 17 de marzo",
                Campos::default(),
                Some(("8/2020", Some("Real Decreto-ley"), false)),
            ),
            (
                "Ley 2/2019, de la Comunidad de Madrid",
                Campos::default(),
                Some(("2/2019", Some("Ley"), true)),
            ),
            (
                "art. 3 de la Orden",
                Campos {
                    norma: Some("Orden AAA/1053/2012".into()),
                    ..Campos::default()
                },
                Some(("AAA/1053/2012", Some("Orden"), false)),
            ),
            (
                "x",
                Campos {
                    numero: Some("1/2000".into()),
                    rango: Some("Ley".into()),
                    ..Campos::default()
                },
                Some(("1/2000", Some("Ley"), false)),
            ),
            ("la norma 40/2015", Campos::default(), None),
            (
                "x",
                Campos {
                    norma: Some("40/2015".into()),
                    ..Campos::default()
                },
                Some(("40/2015", None, false)),
            ),
        ];
        for (texto, campos, want) in cases {
            let got = norma_citada(&cita(texto, campos));
            let got = got
                .as_ref()
                .map(|n| (n.numero.as_str(), n.rango.as_deref(), n.autonomica));
            assert_eq!(got, want, "{texto}");
        }
    }

    #[test]
    fn ausencia_concluyente_table() {
        let n = |rango: Option<&str>, autonomica| NormaCitada {
            numero: "1/2000".into(),
            rango: rango.map(str::to_owned),
            autonomica,
            citada: String::new(),
        };
        assert!(n(Some("Ley"), false).ausencia_concluyente());
        assert!(n(Some("Real Decreto Legislativo"), false).ausencia_concluyente());
        assert!(!n(Some("Ley"), true).ausencia_concluyente());
        assert!(!n(Some("Orden"), false).ausencia_concluyente());
        assert!(!n(Some("Real Decreto"), false).ausencia_concluyente());
        assert!(!n(None, false).ausencia_concluyente());
    }

    #[test]
    fn filtrar_prefers_same_rank_then_state_norms() {
        let m = |id: &str, numero: &str, rango: &str, ambito: &str| Metadatos {
            identificador: id.into(),
            numero_oficial: Some(numero.into()),
            rango: Some(Codigo {
                codigo: String::new(),
                texto: rango.into(),
            }),
            ambito: Some(Codigo {
                codigo: ambito.into(),
                texto: String::new(),
            }),
            ..Metadatos::default()
        };
        let found = vec![
            m("BOE-A-2019-1", "2/2019", "Ley", "2"),
            m("BOE-A-2019-2", "2/2019", "Ley", "1"),
            m("BOE-A-2019-3", "2/2019", "Real Decreto", "1"),
            m("BOE-A-2019-4", "12/2019", "Ley", "1"),
        ];
        let ids = |n: &NormaCitada| -> Vec<String> {
            n.filtrar(&found)
                .iter()
                .map(|m| m.identificador.clone())
                .collect()
        };
        let estatal = NormaCitada {
            numero: "2/2019".into(),
            rango: Some("Ley".into()),
            autonomica: false,
            citada: String::new(),
        };
        assert_eq!(ids(&estatal), ["BOE-A-2019-2"]);
        let autonomica = NormaCitada {
            autonomica: true,
            ..estatal.clone()
        };
        assert_eq!(ids(&autonomica), ["BOE-A-2019-1", "BOE-A-2019-2"]);
        let sin_rango = NormaCitada {
            rango: None,
            ..estatal
        };
        assert_eq!(ids(&sin_rango), ["BOE-A-2019-2", "BOE-A-2019-3"]);
    }
}
