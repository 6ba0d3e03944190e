//! Spanish places that name courts (provinces, autonomous communities, seats) and the Roj
//! codes of Audiencias Provinciales and Tribunales Superiores de Justicia.

/// Provinces, communities and court seats as written in briefs (longest first when matched).
pub(crate) const PLACES: &[&str] = &[
    "A Coruña",
    "La Coruña",
    "Coruña",
    "Álava",
    "Alava",
    "Araba",
    "Albacete",
    "Alicante",
    "Alacant",
    "Almería",
    "Almeria",
    "Asturias",
    "Oviedo",
    "Gijón",
    "Ávila",
    "Avila",
    "Badajoz",
    "Mérida",
    "Barcelona",
    "Bizkaia",
    "Vizcaya",
    "Bilbao",
    "Burgos",
    "Cáceres",
    "Caceres",
    "Cádiz",
    "Cadiz",
    "Jerez de la Frontera",
    "Algeciras",
    "Cantabria",
    "Santander",
    "Castellón",
    "Castellon",
    "Ciudad Real",
    "Córdoba",
    "Cordoba",
    "Cuenca",
    "Girona",
    "Gerona",
    "Granada",
    "Guadalajara",
    "Gipuzkoa",
    "Guipúzcoa",
    "Guipuzcoa",
    "San Sebastián",
    "Donostia",
    "Huelva",
    "Huesca",
    "Illes Balears",
    "Islas Baleares",
    "Baleares",
    "Palma de Mallorca",
    "Palma",
    "Jaén",
    "Jaen",
    "La Rioja",
    "Logroño",
    "Las Palmas de Gran Canaria",
    "Las Palmas",
    "León",
    "Leon",
    "Lleida",
    "Lérida",
    "Lugo",
    "Madrid",
    "Málaga",
    "Malaga",
    "Murcia",
    "Cartagena",
    "Navarra",
    "Pamplona",
    "Ourense",
    "Orense",
    "Palencia",
    "Pontevedra",
    "Vigo",
    "Salamanca",
    "Santa Cruz de Tenerife",
    "Tenerife",
    "Segovia",
    "Sevilla",
    "Soria",
    "Tarragona",
    "Teruel",
    "Toledo",
    "Valencia",
    "València",
    "Valladolid",
    "Zamora",
    "Zaragoza",
    "Ceuta",
    "Melilla",
    "Elche",
    "Santiago de Compostela",
    "Andalucía",
    "Andalucia",
    "Aragón",
    "Aragon",
    "Principado de Asturias",
    "Canarias",
    "Castilla y León",
    "Castilla y Leon",
    "Castilla-La Mancha",
    "Castilla La Mancha",
    "Cataluña",
    "Catalunya",
    "Comunidad Valenciana",
    "Comunitat Valenciana",
    "Extremadura",
    "Galicia",
    "Comunidad de Madrid",
    "Región de Murcia",
    "Comunidad Foral de Navarra",
    "País Vasco",
    "Pais Vasco",
    "Euskadi",
];

/// Roj codes of Audiencias Provinciales (`SAP M` = Madrid).
pub(crate) const AP_CODES: &[(&str, &str)] = &[
    ("M", "Madrid"),
    ("B", "Barcelona"),
    ("V", "Valencia"),
    ("SE", "Sevilla"),
    ("GR", "Granada"),
    ("MA", "Málaga"),
    ("O", "Asturias"),
    ("S", "Cantabria"),
    ("BI", "Bizkaia"),
    ("SS", "Gipuzkoa"),
    ("VI", "Álava"),
    ("NA", "Navarra"),
    ("C", "A Coruña"),
    ("PO", "Pontevedra"),
    ("A", "Alicante"),
    ("MU", "Murcia"),
    ("Z", "Zaragoza"),
    ("AB", "Albacete"),
    ("AL", "Almería"),
    ("AV", "Ávila"),
    ("BA", "Badajoz"),
    ("BU", "Burgos"),
    ("CA", "Cádiz"),
    ("CC", "Cáceres"),
    ("CS", "Castellón"),
    ("CO", "Córdoba"),
    ("CR", "Ciudad Real"),
    ("CU", "Cuenca"),
    ("GI", "Girona"),
    ("GU", "Guadalajara"),
    ("H", "Huelva"),
    ("HU", "Huesca"),
    ("IB", "Illes Balears"),
    ("PM", "Illes Balears"),
    ("J", "Jaén"),
    ("L", "Lleida"),
    ("LE", "León"),
    ("LO", "La Rioja"),
    ("LU", "Lugo"),
    ("OU", "Ourense"),
    ("P", "Palencia"),
    ("GC", "Las Palmas"),
    ("SA", "Salamanca"),
    ("SG", "Segovia"),
    ("SO", "Soria"),
    ("T", "Tarragona"),
    ("TE", "Teruel"),
    ("TF", "Santa Cruz de Tenerife"),
    ("TO", "Toledo"),
    ("VA", "Valladolid"),
    ("ZA", "Zamora"),
    ("CE", "Ceuta"),
    ("ML", "Melilla"),
];

/// Roj codes of Tribunales Superiores de Justicia (`STSJ CAT` = Cataluña).
pub(crate) const TSJ_CODES: &[(&str, &str)] = &[
    ("AND", "Andalucía"),
    ("AR", "Aragón"),
    ("AS", "Asturias"),
    ("IB", "Illes Balears"),
    ("BAL", "Illes Balears"),
    ("ICAN", "Canarias"),
    ("CAN", "Canarias"),
    ("CANT", "Cantabria"),
    ("CAT", "Cataluña"),
    ("CLM", "Castilla-La Mancha"),
    ("CL", "Castilla y León"),
    ("CV", "Comunidad Valenciana"),
    ("EXT", "Extremadura"),
    ("GAL", "Galicia"),
    ("LR", "La Rioja"),
    ("M", "Madrid"),
    ("MU", "Murcia"),
    ("NA", "Navarra"),
    ("PV", "País Vasco"),
];

/// Place name for an AP or TSJ Roj code.
pub(crate) fn place_for_code(tsj: bool, code: &str) -> Option<&'static str> {
    let table = if tsj { TSJ_CODES } else { AP_CODES };
    table.iter().find(|(c, _)| *c == code).map(|(_, p)| *p)
}

/// The entry of [`PLACES`] a place written in any case names (`CASTILLA-LA MANCHA`,
/// `Castilla La Mancha`).
pub(crate) fn canonical_place(written: &str) -> Option<&'static str> {
    let key = |s: &str| -> String {
        super::norms::fold(s)
            .chars()
            .filter(|c| c.is_alphanumeric())
            .collect()
    };
    let k = key(written);
    PLACES.iter().copied().find(|p| key(p) == k)
}

/// A regex alternation of [`PLACES`], longest first, spaces and hyphens flexible.
pub(crate) fn places_alternation() -> String {
    let mut names: Vec<&str> = PLACES.to_vec();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names
        .iter()
        .map(|n| {
            regex::escape(n)
                .replace(' ', r"\s+")
                .replace("\\-", r"[\s-]")
        })
        .collect::<Vec<_>>()
        .join("|")
}
