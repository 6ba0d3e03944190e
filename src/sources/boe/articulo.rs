//! From a cited article ("1902", "82 bis", "24.1") to its block in a norm's index, by matching
//! the block **titles** ("Artículo 1902"): block ids (`a135`, `art1902`, `aochentaynueve`,
//! `a1-10`) are never built by hand.

use super::parse::EntradaIndice;

/// A cited article: its number (or "único") and an optional Latin suffix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArticuloRef {
    /// Digits without leading zeros, or `único`.
    pub numero: String,
    /// `bis`, `ter`, `quater`…, lowercase.
    pub sufijo: Option<String>,
}

impl std::fmt::Display for ArticuloRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.sufijo {
            Some(s) => write!(f, "{} {s}", self.numero),
            None => f.write_str(&self.numero),
        }
    }
}

const SUFIJOS: &[&str] = &[
    "bis",
    "ter",
    "quater",
    "quáter",
    "quinquies",
    "sexies",
    "septies",
    "octies",
    "nonies",
    "novies",
    "decies",
    "undecies",
    "duodecies",
    "terdecies",
    "quaterdecies",
    "quindecies",
];

/// Reads a cited article: `"1902"`, `"82 bis"`, `"82bis"`, `"art. 135"`, `"Artículo 24.1"`
/// (the apartado is dropped), `"1.902"` (a thousands dot, as briefs write the Código Civil),
/// `"único"`. `None` when no article number can be read.
#[must_use]
pub fn referencia(articulo: &str) -> Option<ArticuloRef> {
    let s = plegar(articulo);
    let s = quitar_prefijo(&s);
    if let Some(rest) = s.strip_prefix("unico") {
        if rest.chars().next().is_none_or(|c| !c.is_alphanumeric()) {
            return Some(ArticuloRef {
                numero: "único".into(),
                sufijo: None,
            });
        }
        return None;
    }
    let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        return None;
    }
    let mut rest = &s[digits.len()..];
    let mut numero = digits;
    // "1.902": one or two digits, a dot, exactly three digits, then nothing numeric.
    if numero.len() <= 2
        && let Some(after) = rest.strip_prefix('.')
    {
        let tail: String = after.chars().take_while(char::is_ascii_digit).collect();
        if tail.len() == 3 {
            numero.push_str(&tail);
            rest = &after[tail.len()..];
        }
    }
    let numero = numero.trim_start_matches('0').to_owned();
    if numero.is_empty() {
        return None;
    }
    let rest = rest.trim_start();
    let palabra: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
    let sufijo = SUFIJOS
        .iter()
        .find(|s| plegar(s) == palabra)
        .map(|s| plegar(s));
    Some(ArticuloRef { numero, sufijo })
}

/// Whether an index title names this article: "Artículo 1902", "Artículo 1902.",
/// "Artículo 18. Contratos mixtos.", "Artículo 82 bis", "Art. 5". "Artículo 10" is not 1, and
/// "Artículo 82 bis" is not 82.
#[must_use]
pub fn titulo_coincide(titulo: &str, art: &ArticuloRef) -> bool {
    let t = plegar(titulo);
    let Some(resto) = quitar_prefijo_obligatorio(&t) else {
        return false;
    };
    // Cut the rubric: the title proper ends at the first ". " or at a final ".".
    let cabecera = resto.split(". ").next().unwrap_or(resto);
    let cabecera = cabecera.trim().trim_end_matches('.').trim();
    // Nothing but the number and suffix may remain ("Artículo 82 bis" is not 82).
    let compacto = |s: &str| plegar(s).replace([' ', 'º', '°'], "");
    referencia(cabecera).as_ref() == Some(art) && compacto(cabecera) == compacto(&art.to_string())
}

/// The index entries whose title names `art`, in index order.
#[must_use]
pub fn buscar<'a>(indice: &'a [EntradaIndice], art: &ArticuloRef) -> Vec<&'a EntradaIndice> {
    indice
        .iter()
        .filter(|e| titulo_coincide(&e.titulo, art))
        .collect()
}

/// The index entries for the same article number with another suffix ("82" when "82 bis" was
/// cited, "82 bis" and "82 ter" when "82" was): the closest real alternatives.
#[must_use]
pub fn mismo_numero<'a>(indice: &'a [EntradaIndice], art: &ArticuloRef) -> Vec<&'a EntradaIndice> {
    indice
        .iter()
        .filter(|e| {
            let t = plegar(&e.titulo);
            let Some(resto) = quitar_prefijo_obligatorio(&t) else {
                return false;
            };
            let cabecera = resto.split(". ").next().unwrap_or(resto);
            let cabecera = cabecera.trim().trim_end_matches('.').trim();
            referencia(cabecera).is_some_and(|r| r.numero == art.numero && r != *art)
        })
        .collect()
}

/// Lowercase, Spanish accents folded (ñ kept), whitespace collapsed.
fn plegar(s: &str) -> String {
    let folded: String = s
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'ä' => 'a',
            'é' | 'è' | 'ë' => 'e',
            'í' | 'ì' | 'ï' => 'i',
            'ó' | 'ò' | 'ö' => 'o',
            'ú' | 'ù' | 'ü' => 'u',
            '\u{a0}' => ' ',
            other => other,
        })
        .collect();
    normalizar_espacios(&folded)
}

fn normalizar_espacios(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn quitar_prefijo(s: &str) -> &str {
    quitar_prefijo_obligatorio(s).unwrap_or(s).trim_start()
}

fn quitar_prefijo_obligatorio(s: &str) -> Option<&str> {
    for p in ["articulo", "art.", "art "] {
        if let Some(rest) = s.strip_prefix(p) {
            return Some(rest.trim_start());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(numero: &str, sufijo: Option<&str>) -> ArticuloRef {
        ArticuloRef {
            numero: numero.into(),
            sufijo: sufijo.map(str::to_owned),
        }
    }

    #[test]
    fn referencia_table() {
        let cases: &[(&str, Option<ArticuloRef>)] = &[
            ("1902", Some(r("1902", None))),
            ("135", Some(r("135", None))),
            ("82 bis", Some(r("82", Some("bis")))),
            ("82bis", Some(r("82", Some("bis")))),
            ("82 BIS", Some(r("82", Some("bis")))),
            ("12 quáter", Some(r("12", Some("quater")))),
            ("24.1", Some(r("24", None))),
            ("24.1.a)", Some(r("24", None))),
            ("1.902", Some(r("1902", None))),
            ("art. 135", Some(r("135", None))),
            ("Artículo 24", Some(r("24", None))),
            ("007", Some(r("7", None))),
            ("único", Some(r("único", None))),
            ("Artículo único", Some(r("único", None))),
            ("unicorn", None),
            ("", None),
            ("disposición adicional primera", None),
            ("0", None),
        ];
        for (input, want) in cases {
            assert_eq!(referencia(input), *want, "{input:?}");
        }
    }

    #[test]
    fn titulo_table() {
        let cases: &[(&str, ArticuloRef, bool)] = &[
            ("Artículo 1902", r("1902", None), true),
            ("Artículo 1902.", r("1902", None), true),
            ("ARTÍCULO 1902", r("1902", None), true),
            ("Articulo 135", r("135", None), true),
            ("Artículo 18. Contratos mixtos.", r("18", None), true),
            ("Artículo 1", r("1", None), true),
            ("Artículo 10", r("1", None), false),
            ("Artículo 1", r("10", None), false),
            ("Artículo 82 bis", r("82", Some("bis")), true),
            ("Artículo 82 bis", r("82", None), false),
            ("Artículo 82", r("82", Some("bis")), false),
            ("Artículo 82 ter", r("82", Some("bis")), false),
            ("Art. 5", r("5", None), true),
            ("Artículo 5º", r("5", None), true),
            ("Artículo único", r("único", None), true),
            ("TÍTULO PRELIMINAR", r("1", None), false),
            ("", r("1", None), false),
            ("Disposición adicional primera", r("1", None), false),
        ];
        for (titulo, art, want) in cases {
            assert_eq!(titulo_coincide(titulo, art), *want, "{titulo:?} vs {art}");
        }
    }

    #[test]
    fn buscar_by_title_whatever_the_id_scheme() {
        let idx: Vec<EntradaIndice> = [
            ("preambulo", ""),
            ("art1902", "Artículo 1902"),
            ("aochentaynueve", "Artículo 89"),
            ("a1-10", "Artículo 18. Contratos mixtos."),
            ("a135", "Artículo 135"),
        ]
        .iter()
        .map(|(id, t)| EntradaIndice {
            id: (*id).into(),
            titulo: (*t).into(),
        })
        .collect();
        let ids = |art: ArticuloRef| -> Vec<String> {
            buscar(&idx, &art).iter().map(|e| e.id.clone()).collect()
        };
        assert_eq!(ids(r("1902", None)), ["art1902"]);
        assert_eq!(ids(r("89", None)), ["aochentaynueve"]);
        assert_eq!(ids(r("18", None)), ["a1-10"]);
        assert_eq!(ids(r("135", None)), ["a135"]);
        assert!(ids(r("2000", None)).is_empty());
    }

    #[test]
    fn mismo_numero_suggests_other_suffixes() {
        let idx: Vec<EntradaIndice> = [
            ("a82", "Artículo 82"),
            ("a82bis", "Artículo 82 bis"),
            ("a82ter", "Artículo 82 ter"),
            ("a83", "Artículo 83"),
        ]
        .iter()
        .map(|(id, t)| EntradaIndice {
            id: (*id).into(),
            titulo: (*t).into(),
        })
        .collect();
        let ids = |art: ArticuloRef| -> Vec<String> {
            mismo_numero(&idx, &art)
                .iter()
                .map(|e| e.id.clone())
                .collect()
        };
        assert_eq!(ids(r("82", Some("quater"))), ["a82", "a82bis", "a82ter"]);
        assert_eq!(ids(r("82", None)), ["a82bis", "a82ter"]);
        assert!(ids(r("84", None)).is_empty());
    }
}
