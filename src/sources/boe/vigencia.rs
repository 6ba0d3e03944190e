//! Which wording of an article was in force at a date, and every warning a lawyer needs about
//! it (pure: the date is always given by the caller).
//!
//! Rules (`boe-eurlex-curia.md` §1(c)):
//! 1. Versions are sorted by their effective date (`fecha_vigencia`, range-checked; falling
//!    back to `fecha_publicacion` when it is empty, `99999999` or implausible such as
//!    `09980101`); the API's order is **not** chronological.
//! 2. The version in force at D is the latest one whose effective date is ≤ D; none means the
//!    article was not yet in force.
//! 3. `bloque@fecha_caducidad` ≤ D, or a version in force reading "(Derogado)", means repealed.
//! 4. The norm itself: derogada, anulada, vigencia agotada, not yet in force (vacatio legis),
//!    consolidation out of date (`estado_consolidacion` 4).

use jiff::civil::Date;

use super::parse::{self, Bloque, Metadatos};

/// One version placed on the time line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VersionFechada {
    /// Position of the version in [`Bloque::versiones`] (document order).
    pub posicion: usize,
    /// The act that introduced the wording.
    pub id_norma: String,
    /// Its publication date, when valid.
    pub publicacion: Option<Date>,
    /// The date this wording took effect.
    pub desde: Date,
    /// Whether the wording reads "(Derogado)" or "(Sin contenido)".
    pub derogado: bool,
}

/// The state of an article at the reference date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Situacion {
    /// The versions with a usable date, oldest first.
    pub cronologia: Vec<VersionFechada>,
    /// Index in [`Situacion::cronologia`] of the version in force at the date, if any.
    pub vigente: Option<usize>,
    /// In force at the date: `Some(true)`, `Some(false)`, or `None` when it cannot be told.
    pub vigente_en_fecha: Option<bool>,
    /// Warnings for `alerta_vigencia`, in the order found.
    pub alertas: Vec<String>,
    /// Remarks on the data itself (bogus dates, undated versions) for `observaciones`.
    pub avisos: Vec<String>,
    /// Why the article was not in force at the date (the first reason found), when it was not.
    pub fuera: Option<Fuera>,
}

/// Why an article was not in force at the reference date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fuera {
    /// Not yet: the norm or the article took effect later.
    NoVigenteTodavia {
        /// When it took effect.
        desde: Date,
    },
    /// Repealed, annulled or expired on or before the date.
    Derogado {
        /// Since when.
        desde: Date,
    },
}

impl Situacion {
    /// The version in force at the date.
    #[must_use]
    pub fn version_vigente(&self) -> Option<&VersionFechada> {
        self.cronologia.get(self.vigente?)
    }

    /// The date until which version `i` of the chronology was in force (the day before the next
    /// one took effect), if a later one exists.
    #[must_use]
    pub fn hasta(&self, i: usize) -> Option<Date> {
        let next = self.cronologia.get(i + 1)?;
        next.desde.yesterday().ok()
    }
}

/// Formats a date the way a Spanish lawyer reads it: `27/09/2011`.
#[must_use]
pub fn dma(d: Date) -> String {
    format!("{:02}/{:02}/{:04}", d.day(), d.month(), d.year())
}

/// ISO `YYYY-MM-DD`.
#[must_use]
pub fn iso(d: Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day())
}

/// `AAAAMMDD`, as the BOE's `act.php?p=` wants it.
#[must_use]
pub fn compacta(d: Date) -> String {
    format!("{:04}{:02}{:02}", d.year(), d.month(), d.day())
}

/// Places the versions of a block on the time line (rule 1).
#[must_use]
pub fn cronologia(bloque: &Bloque) -> (Vec<VersionFechada>, Vec<String>) {
    let mut out = Vec::new();
    let mut avisos = Vec::new();
    for (posicion, v) in bloque.versiones.iter().enumerate() {
        let publicacion = parse::fecha(&v.fecha_publicacion);
        let desde = match parse::fecha(&v.fecha_vigencia) {
            Some(d) => d,
            None => {
                let Some(p) = publicacion else {
                    avisos.push(format!(
                        "La versión introducida por {} no trae ninguna fecha válida (vigencia «{}», publicación «{}»): no se ha podido situar en el tiempo.",
                        nombre_norma(&v.id_norma),
                        v.fecha_vigencia,
                        v.fecha_publicacion
                    ));
                    continue;
                };
                if !v.fecha_vigencia.is_empty() && v.fecha_vigencia != "99999999" {
                    avisos.push(format!(
                        "La versión introducida por {} trae una fecha de vigencia no válida («{}»); se toma su fecha de publicación ({}).",
                        nombre_norma(&v.id_norma),
                        v.fecha_vigencia,
                        dma(p)
                    ));
                }
                p
            }
        };
        out.push(VersionFechada {
            posicion,
            id_norma: v.id_norma.clone(),
            publicacion,
            desde,
            derogado: parse::texto_derogado(&v.texto),
        });
    }
    // Stable: versions taking effect the same day keep the API's order.
    out.sort_by_key(|v| v.desde);
    (out, avisos)
}

/// The state of the article `bloque` of the norm `meta` at date `fecha` (rules 2–4).
#[must_use]
pub fn situacion(bloque: &Bloque, meta: &Metadatos, fecha: Date) -> Situacion {
    let (cronologia, avisos) = cronologia(bloque);
    let vigente = cronologia.iter().rposition(|v| v.desde <= fecha);
    let mut alertas = Vec::new();
    let mut en_vigor: Option<bool> = Some(true);
    let mut fuera: Option<Fuera> = None;
    let mut anotar = |f: Fuera| {
        fuera.get_or_insert(f);
    };

    // The norm.
    if let Some(desde) = meta.fecha_vigencia
        && desde > fecha
    {
        alertas.push(format!(
            "La norma no había entrado en vigor en la fecha de referencia ({}): entró en vigor el {}.",
            dma(fecha),
            dma(desde)
        ));
        apagar(&mut en_vigor, Some(false));
        anotar(Fuera::NoVigenteTodavia { desde });
    }
    for (marcada, desde) in [
        (meta.derogada, meta.fecha_derogacion),
        (meta.anulada, meta.fecha_anulacion),
    ] {
        if marcada
            && let Some(d) = desde
            && d <= fecha
        {
            anotar(Fuera::Derogado { desde: d });
        }
    }
    nivel_norma(
        "derogada",
        meta.derogada,
        meta.fecha_derogacion,
        fecha,
        &mut alertas,
        &mut en_vigor,
    );
    nivel_norma(
        "anulada",
        meta.anulada,
        meta.fecha_anulacion,
        fecha,
        &mut alertas,
        &mut en_vigor,
    );
    if meta.vigencia_agotada {
        alertas.push(
            "La norma tiene la vigencia agotada según el BOE; no consta desde cuándo.".to_owned(),
        );
        apagar(&mut en_vigor, None);
    }
    if let Some(estado) = &meta.estado_consolidacion
        && estado.codigo == "4"
    {
        alertas.push(format!(
            "La consolidación de esta norma en el BOE figura como «{}» (estado 4): puede haber modificaciones aún no incorporadas al texto consolidado.",
            if estado.texto.is_empty() { "Desactualizado" } else { &estado.texto }
        ));
    }

    // The block.
    let caducidad = bloque
        .fecha_caducidad
        .as_deref()
        .map(|raw| (raw, parse::fecha(raw)));
    match caducidad {
        Some((_, Some(c))) if c <= fecha => {
            alertas.push(format!(
                "El artículo había dejado de existir en la fecha de referencia: el BOE da por caducado el bloque desde el {}.",
                dma(c)
            ));
            apagar(&mut en_vigor, Some(false));
            anotar(Fuera::Derogado { desde: c });
        }
        Some((_, Some(c))) => alertas.push(format!(
            "El artículo dejó de existir después de la fecha de referencia: el BOE da por caducado el bloque desde el {}.",
            dma(c)
        )),
        Some((raw, None)) => {
            alertas.push(format!(
                "El bloque trae una fecha de caducidad no válida («{raw}»): no se puede saber desde cuándo dejó de existir."
            ));
            apagar(&mut en_vigor, None);
        }
        None => {}
    }
    match vigente.and_then(|i| cronologia.get(i)) {
        None => {
            let primera = cronologia.first().map(|v| v.desde);
            alertas.push(match primera {
                Some(p) => format!(
                    "El artículo no estaba en vigor en la fecha de referencia ({}): su primera redacción rige desde el {}.",
                    dma(fecha),
                    dma(p)
                ),
                None => "No se ha podido fechar ninguna redacción del artículo.".to_owned(),
            });
            apagar(
                &mut en_vigor,
                if primera.is_some() { Some(false) } else { None },
            );
            if let Some(desde) = primera {
                anotar(Fuera::NoVigenteTodavia { desde });
            }
        }
        Some(v) if v.derogado => {
            alertas.push(format!(
                "El artículo estaba derogado en la fecha de referencia: derogado por {} con efectos desde el {}.",
                nombre_norma(&v.id_norma),
                dma(v.desde)
            ));
            apagar(&mut en_vigor, Some(false));
            anotar(Fuera::Derogado { desde: v.desde });
        }
        Some(_) => {}
    }
    let posteriores: Vec<&VersionFechada> = match vigente {
        Some(i) => cronologia.iter().skip(i + 1).collect(),
        None => Vec::new(),
    };
    if let Some(ultima) = posteriores.last() {
        if ultima.derogado {
            alertas.push(format!(
                "El artículo fue derogado después de la fecha de referencia, por {} con efectos desde el {}.",
                nombre_norma(&ultima.id_norma),
                dma(ultima.desde)
            ));
        } else {
            let lista: Vec<String> = posteriores
                .iter()
                .map(|v| {
                    format!(
                        "{} (vigente desde el {})",
                        nombre_norma(&v.id_norma),
                        dma(v.desde)
                    )
                })
                .collect();
            alertas.push(format!(
                "La redacción del artículo ha cambiado desde la fecha de referencia: {}: {}.",
                match posteriores.len() {
                    1 => "1 redacción posterior".to_owned(),
                    n => format!("{n} redacciones posteriores"),
                },
                lista.join("; ")
            ));
        }
    }
    Situacion {
        cronologia,
        vigente,
        vigente_en_fecha: en_vigor,
        alertas,
        avisos,
        fuera,
    }
}

/// Lowers the in-force flag: `false` wins over `None`, `None` over `true`.
fn apagar(en_vigor: &mut Option<bool>, valor: Option<bool>) {
    *en_vigor = match (*en_vigor, valor) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (None, _) | (_, None) => None,
        _ => Some(true),
    };
}

fn nivel_norma(
    que: &str,
    marcada: bool,
    desde: Option<Date>,
    fecha: Date,
    alertas: &mut Vec<String>,
    en_vigor: &mut Option<bool>,
) {
    if !marcada {
        return;
    }
    match desde {
        Some(d) if d <= fecha => {
            alertas.push(format!(
                "La norma estaba {que} en la fecha de referencia (desde el {}).",
                dma(d)
            ));
            apagar(en_vigor, Some(false));
        }
        Some(d) => alertas.push(format!(
            "La norma fue {que} después de la fecha de referencia (desde el {}).",
            dma(d)
        )),
        None => {
            alertas.push(format!(
                "La norma figura como {que} en el BOE, sin fecha: no se puede saber si lo estaba en la fecha de referencia."
            ));
            apagar(en_vigor, None);
        }
    }
}

/// "BOE-A-2011-15210" as written; an empty id reads "una norma no identificada".
#[must_use]
pub fn nombre_norma(id: &str) -> String {
    if id.is_empty() {
        "una norma no identificada".to_owned()
    } else {
        id.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sources::boe::parse::{Codigo, Version};

    fn d(y: i16, m: i8, day: i8) -> Date {
        Date::new(y, m, day).expect("invariant: valid test date")
    }

    fn version(id: &str, publ: &str, vig: &str, texto: &str) -> Version {
        Version {
            id_norma: id.into(),
            fecha_publicacion: publ.into(),
            fecha_vigencia: vig.into(),
            texto: texto.into(),
            notas: Vec::new(),
        }
    }

    fn bloque(caducidad: Option<&str>, versiones: Vec<Version>) -> Bloque {
        Bloque {
            id: "a2".into(),
            tipo: "precepto".into(),
            titulo: "Artículo 2".into(),
            fecha_caducidad: caducidad.map(str::to_owned),
            versiones,
        }
    }

    fn meta() -> Metadatos {
        Metadatos {
            identificador: "BOE-A-1985-5392".into(),
            fecha_vigencia: Some(d(1985, 4, 23)),
            estado_consolidacion: Some(Codigo {
                codigo: "3".into(),
                texto: "Finalizado".into(),
            }),
            ..Metadatos::default()
        }
    }

    /// The real shape of art. 2 of Ley 7/1985: 1985 → 2013 → 1990 in the API's order.
    fn desordenado() -> Bloque {
        bloque(
            None,
            vec![
                version("BOE-A-1985-5392", "19850403", "19850423", "Artículo 2\nuno"),
                version(
                    "BOE-A-2013-13756",
                    "20131230",
                    "20131231",
                    "Artículo 2\ntres",
                ),
                version("BOE-A-1990-1", "19900101", "19900102", "Artículo 2\ndos"),
            ],
        )
    }

    #[test]
    fn version_in_force_table() {
        // (date, expected id in force, vigente_en_fecha)
        let cases: &[(Date, Option<&str>, Option<bool>)] = &[
            (d(1985, 4, 22), None, Some(false)),
            (d(1985, 4, 23), Some("BOE-A-1985-5392"), Some(true)),
            (d(1990, 1, 1), Some("BOE-A-1985-5392"), Some(true)),
            (d(1990, 1, 2), Some("BOE-A-1990-1"), Some(true)),
            (d(2013, 12, 30), Some("BOE-A-1990-1"), Some(true)),
            (d(2013, 12, 31), Some("BOE-A-2013-13756"), Some(true)),
            (d(2030, 1, 1), Some("BOE-A-2013-13756"), Some(true)),
        ];
        for (fecha, want, en_vigor) in cases {
            let s = situacion(&desordenado(), &meta(), *fecha);
            assert_eq!(
                s.version_vigente().map(|v| v.id_norma.as_str()),
                *want,
                "{fecha}"
            );
            assert_eq!(s.vigente_en_fecha, *en_vigor, "{fecha}");
        }
    }

    #[test]
    fn sorted_chronologically_and_until_dates() {
        let s = situacion(&desordenado(), &meta(), d(2000, 1, 1));
        let ids: Vec<&str> = s.cronologia.iter().map(|v| v.id_norma.as_str()).collect();
        assert_eq!(ids, ["BOE-A-1985-5392", "BOE-A-1990-1", "BOE-A-2013-13756"]);
        assert_eq!(s.hasta(0), Some(d(1990, 1, 1)));
        assert_eq!(s.hasta(2), None);
        assert_eq!(
            s.alertas,
            vec![
                "La redacción del artículo ha cambiado desde la fecha de referencia: 1 redacción posterior: BOE-A-2013-13756 (vigente desde el 31/12/2013).".to_owned()
            ]
        );
    }

    #[test]
    fn several_later_wordings_are_listed() {
        let s = situacion(&desordenado(), &meta(), d(1986, 1, 1));
        assert_eq!(
            s.alertas,
            vec!["La redacción del artículo ha cambiado desde la fecha de referencia: 2 redacciones posteriores: BOE-A-1990-1 (vigente desde el 02/01/1990); BOE-A-2013-13756 (vigente desde el 31/12/2013).".to_owned()]
        );
    }

    #[test]
    fn bogus_year_falls_back_to_publication() {
        let b = bloque(
            None,
            vec![
                version("BOE-A-1997-28053", "19971231", "09980101", "x"),
                version("BOE-A-1990-1", "19900101", "", "y"),
                version("BOE-A-1991-1", "", "99999999", "z"),
            ],
        );
        let (c, avisos) = cronologia(&b);
        let got: Vec<(&str, Date)> = c.iter().map(|v| (v.id_norma.as_str(), v.desde)).collect();
        assert_eq!(
            got,
            vec![
                ("BOE-A-1990-1", d(1990, 1, 1)),
                ("BOE-A-1997-28053", d(1997, 12, 31))
            ]
        );
        assert_eq!(
            avisos,
            vec![
                "La versión introducida por BOE-A-1997-28053 trae una fecha de vigencia no válida («09980101»); se toma su fecha de publicación (31/12/1997).".to_owned(),
                "La versión introducida por BOE-A-1991-1 no trae ninguna fecha válida (vigencia «99999999», publicación «»): no se ha podido situar en el tiempo.".to_owned(),
            ]
        );
    }

    #[test]
    fn repealed_by_caducidad_and_by_text() {
        let b = bloque(
            Some("20210603"),
            vec![
                version(
                    "BOE-A-1889-4763",
                    "18890725",
                    "18890816",
                    "Artículo 316.\nEl matrimonio produce de derecho la emancipación.",
                ),
                version(
                    "BOE-A-2021-9233",
                    "20210603",
                    "20210903",
                    "Artículo 316.\n(Derogado)",
                ),
            ],
        );
        let cases: &[(Date, Option<bool>, &[&str])] = &[
            (
                d(2020, 1, 1),
                Some(true),
                &[
                    "El artículo dejó de existir después de la fecha de referencia: el BOE da por caducado el bloque desde el 03/06/2021.",
                    "El artículo fue derogado después de la fecha de referencia, por BOE-A-2021-9233 con efectos desde el 03/09/2021.",
                ],
            ),
            (
                d(2021, 7, 1),
                Some(false),
                &[
                    "El artículo había dejado de existir en la fecha de referencia: el BOE da por caducado el bloque desde el 03/06/2021.",
                    "El artículo fue derogado después de la fecha de referencia, por BOE-A-2021-9233 con efectos desde el 03/09/2021.",
                ],
            ),
            (
                d(2023, 3, 1),
                Some(false),
                &[
                    "El artículo había dejado de existir en la fecha de referencia: el BOE da por caducado el bloque desde el 03/06/2021.",
                    "El artículo estaba derogado en la fecha de referencia: derogado por BOE-A-2021-9233 con efectos desde el 03/09/2021.",
                ],
            ),
        ];
        for (fecha, en_vigor, alertas) in cases {
            let s = situacion(&b, &meta(), *fecha);
            assert_eq!(s.vigente_en_fecha, *en_vigor, "{fecha}");
            assert_eq!(s.alertas, *alertas, "{fecha}");
        }
    }

    #[test]
    fn norm_level_status_table() {
        let base = meta();
        let cases: Vec<(Metadatos, Option<bool>, Vec<&str>)> = vec![
            (
                Metadatos {
                    derogada: true,
                    fecha_derogacion: Some(d(2000, 1, 1)),
                    ..base.clone()
                },
                Some(false),
                vec!["La norma estaba derogada en la fecha de referencia (desde el 01/01/2000)."],
            ),
            (
                Metadatos {
                    derogada: true,
                    fecha_derogacion: Some(d(2030, 1, 1)),
                    ..base.clone()
                },
                Some(true),
                vec![
                    "La norma fue derogada después de la fecha de referencia (desde el 01/01/2030).",
                ],
            ),
            (
                Metadatos {
                    anulada: true,
                    ..base.clone()
                },
                None,
                vec![
                    "La norma figura como anulada en el BOE, sin fecha: no se puede saber si lo estaba en la fecha de referencia.",
                ],
            ),
            (
                Metadatos {
                    vigencia_agotada: true,
                    ..base.clone()
                },
                None,
                vec!["La norma tiene la vigencia agotada según el BOE; no consta desde cuándo."],
            ),
            (
                Metadatos {
                    fecha_vigencia: Some(d(2025, 1, 1)),
                    ..base.clone()
                },
                Some(false),
                vec![
                    "La norma no había entrado en vigor en la fecha de referencia (01/06/2020): entró en vigor el 01/01/2025.",
                ],
            ),
            (
                Metadatos {
                    estado_consolidacion: Some(Codigo {
                        codigo: "4".into(),
                        texto: "Desactualizado".into(),
                    }),
                    ..base.clone()
                },
                Some(true),
                vec![
                    "La consolidación de esta norma en el BOE figura como «Desactualizado» (estado 4): puede haber modificaciones aún no incorporadas al texto consolidado.",
                ],
            ),
        ];
        let b = bloque(
            None,
            vec![version("BOE-A-1985-5392", "19850403", "19850423", "x")],
        );
        for (m, en_vigor, alertas) in cases {
            let s = situacion(&b, &m, d(2020, 6, 1));
            assert_eq!(s.vigente_en_fecha, en_vigor, "{m:?}");
            assert_eq!(s.alertas, alertas, "{m:?}");
        }
    }

    #[test]
    fn date_formats() {
        assert_eq!(dma(d(2011, 9, 27)), "27/09/2011");
        assert_eq!(iso(d(2011, 9, 27)), "2011-09-27");
        assert_eq!(compacta(d(2011, 9, 27)), "20110927");
    }
}
