//! The one place sources ask "is this quote in this text?" (pure).
//!
//! Sources depend on [`localizar`] and [`Coincidencia`] only, so the matcher behind them can
//! change without touching any source.

/// Where a quote stands in a text.
#[derive(Debug, Clone, PartialEq)]
pub enum Coincidencia {
    /// Found word for word (case, accents, punctuation and spacing aside).
    Exacta {
        /// The text's own passage, as written.
        pasaje: String,
    },
    /// A close passage, not equal.
    Aproximada {
        /// Similarity in `[threshold, 1)`.
        puntuacion: f64,
        /// The text's own passage, as written: the wording to propose.
        pasaje: String,
        /// The differences, readable.
        diferencias: String,
    },
    /// Nothing close enough.
    Ausente,
}

/// Locates `cita` in `texto`.
#[must_use]
pub fn localizar(cita: &str, texto: &str) -> Coincidencia {
    interino::localizar(cita, texto)
}

/// A deliberately small exact matcher (folded words, elisions in order) used until the
/// approximate matcher of [`crate::matching`] is merged; it never reports an approximate hit.
mod interino {
    use super::Coincidencia;

    /// Folded text with, for every folded byte, the original byte range it came from.
    struct Plegado {
        texto: String,
        origen: Vec<(usize, usize)>,
    }

    fn plegar(original: &str) -> Plegado {
        let mut texto = String::new();
        let mut origen = Vec::new();
        let mut espacio_pendiente = false;
        for (i, c) in original.char_indices() {
            let fin = i + c.len_utf8();
            let c = c.to_lowercase().next().unwrap_or(c);
            let c = match c {
                'á' | 'à' | 'ä' | 'â' => 'a',
                'é' | 'è' | 'ë' | 'ê' => 'e',
                'í' | 'ì' | 'ï' | 'î' => 'i',
                'ó' | 'ò' | 'ö' | 'ô' => 'o',
                'ú' | 'ù' | 'ü' | 'û' => 'u',
                other => other,
            };
            if c == '\u{ad}' {
                continue;
            }
            if c.is_alphanumeric() {
                if espacio_pendiente && !texto.is_empty() {
                    texto.push(' ');
                    origen.push((i, i));
                }
                espacio_pendiente = false;
                let mut buf = [0u8; 4];
                for _ in c.encode_utf8(&mut buf).bytes() {
                    origen.push((i, fin));
                }
                texto.push(c);
            } else {
                espacio_pendiente = true;
            }
        }
        Plegado { texto, origen }
    }

    fn segmentos(cita: &str) -> Vec<String> {
        let mut s = cita.to_owned();
        for marca in ["(...)", "[...]", "(…)", "[…]", "…", "..."] {
            s = s.replace(marca, "\u{1}");
        }
        s.split('\u{1}')
            .map(|seg| plegar(seg).texto)
            .filter(|seg| !seg.is_empty())
            .collect()
    }

    fn en_limite(texto: &str, inicio: usize, fin: usize) -> bool {
        let antes = inicio == 0 || texto.as_bytes().get(inicio - 1) == Some(&b' ');
        let despues = fin == texto.len() || texto.as_bytes().get(fin) == Some(&b' ');
        antes && despues
    }

    pub(super) fn localizar(cita: &str, texto: &str) -> Coincidencia {
        let doc = plegar(texto);
        let segs = segmentos(cita);
        if segs.is_empty() {
            return Coincidencia::Ausente;
        }
        let mut desde = 0;
        let mut rangos = Vec::new();
        for seg in &segs {
            let mut encontrado = None;
            let mut cursor = desde;
            while let Some(pos) = doc.texto.get(cursor..).and_then(|t| t.find(seg.as_str())) {
                let inicio = cursor + pos;
                let fin = inicio + seg.len();
                if en_limite(&doc.texto, inicio, fin) {
                    encontrado = Some((inicio, fin));
                    break;
                }
                cursor = inicio + 1;
                while cursor < doc.texto.len() && !doc.texto.is_char_boundary(cursor) {
                    cursor += 1;
                }
            }
            let Some((inicio, fin)) = encontrado else {
                return Coincidencia::Ausente;
            };
            let (Some(a), Some(b)) = (doc.origen.get(inicio), doc.origen.get(fin - 1)) else {
                return Coincidencia::Ausente;
            };
            rangos.push((a.0, b.1));
            desde = fin;
        }
        let pasaje = rangos
            .iter()
            .filter_map(|(a, b)| texto.get(*a..*b))
            .collect::<Vec<_>>()
            .join(" […] ");
        Coincidencia::Exacta { pasaje }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn localizar_table() {
        let texto = "1. Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria.\n2. El Estado y las Comunidades Autónomas no podrán incurrir en un déficit estructural.";
        let cases: &[(&str, Option<&str>)] = &[
            (
                "todas las administraciones publicas adecuaran sus actuaciones",
                Some("Todas las Administraciones Públicas adecuarán sus actuaciones"),
            ),
            (
                "«Todas las Administraciones Públicas (...) al principio de estabilidad»",
                Some("Todas las Administraciones Públicas […] al principio de estabilidad"),
            ),
            (
                "presupuestaria. 2. El Estado",
                Some("presupuestaria.\n2. El Estado"),
            ),
            ("Todas las Administraciones Privadas", None),
            ("odas las", None),
            ("", None),
        ];
        for (cita, want) in cases {
            let got = match localizar(cita, texto) {
                Coincidencia::Exacta { pasaje } => Some(pasaje),
                _ => None,
            };
            assert_eq!(got.as_deref(), *want, "{cita:?}");
        }
    }
}
