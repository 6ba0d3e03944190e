//! The table of common Spanish norms: abbreviations, titles and their BOE identifiers.
//!
//! The extractor resolves `norma_id` from it, and the BOE verifier calls [`lookup`] to go from
//! what a brief wrote (`LEC`, `Código Civil`, `Ley 1/2000`) to the consolidated text.
//!
//! Invariant: a `boe_id` is present only when it was checked against public sources; an entry
//! whose id is not certain keeps `boe_id: None` rather than a guess (a wrong id would make the
//! verifier check the wrong law).

/// One norm of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NormEntry {
    /// Abbreviations in use, as written (case matters: `CC`, `LEC`, `LECrim`).
    pub abreviaturas: &'static [&'static str],
    /// Official short title, as a brief writes it in full ("Ley de Enjuiciamiento Civil").
    pub titulo: &'static str,
    /// Other names a brief may use ("Ley Concursal", "texto refundido de la Ley Concursal").
    pub nombres: &'static [&'static str],
    /// Rank ("Ley", "Ley Orgánica", "Real Decreto Legislativo", "Real Decreto", "Decreto").
    pub rango: &'static str,
    /// Official number ("1/2000"); `None` for norms without one (Código Civil).
    pub numero: Option<&'static str>,
    /// Date of the norm (`fecha_disposicion`), ISO.
    pub fecha: &'static str,
    /// BOE identifier of the consolidated text, when certain.
    pub boe_id: Option<&'static str>,
}

macro_rules! norm {
    ([$($ab:expr),*], $titulo:expr, [$($nom:expr),*], $rango:expr, $numero:expr, $fecha:expr, $id:expr) => {
        NormEntry {
            abreviaturas: &[$($ab),*],
            titulo: $titulo,
            nombres: &[$($nom),*],
            rango: $rango,
            numero: $numero,
            fecha: $fecha,
            boe_id: $id,
        }
    };
}

/// The table, most cited first.
pub static NORMS: &[NormEntry] = &[
    norm!(
        ["CE"],
        "Constitución Española",
        ["Constitución", "Carta Magna", "Texto Constitucional"],
        "Constitución",
        None,
        "1978-12-27",
        Some("BOE-A-1978-31229")
    ),
    norm!(
        ["CC", "CCiv", "Cc"],
        "Código Civil",
        [],
        "Real Decreto",
        None,
        "1889-07-24",
        Some("BOE-A-1889-4763")
    ),
    norm!(
        ["LEC", "LECiv"],
        "Ley de Enjuiciamiento Civil",
        [],
        "Ley",
        Some("1/2000"),
        "2000-01-07",
        Some("BOE-A-2000-323")
    ),
    norm!(
        ["LECrim", "LECRIM", "LECr", "LECR"],
        "Ley de Enjuiciamiento Criminal",
        [],
        "Real Decreto",
        None,
        "1882-09-14",
        Some("BOE-A-1882-6036")
    ),
    norm!(
        ["CP"],
        "Código Penal",
        [],
        "Ley Orgánica",
        Some("10/1995"),
        "1995-11-23",
        Some("BOE-A-1995-25444")
    ),
    norm!(
        ["LOPJ"],
        "Ley Orgánica del Poder Judicial",
        [],
        "Ley Orgánica",
        Some("6/1985"),
        "1985-07-01",
        Some("BOE-A-1985-12666")
    ),
    norm!(
        ["ET", "TRET"],
        "Estatuto de los Trabajadores",
        [
            "texto refundido de la Ley del Estatuto de los Trabajadores",
            "Ley del Estatuto de los Trabajadores"
        ],
        "Real Decreto Legislativo",
        Some("2/2015"),
        "2015-10-23",
        Some("BOE-A-2015-11430")
    ),
    norm!(
        ["LRJS"],
        "Ley reguladora de la Jurisdicción Social",
        ["Ley de la Jurisdicción Social"],
        "Ley",
        Some("36/2011"),
        "2011-10-10",
        Some("BOE-A-2011-15936")
    ),
    norm!(
        ["LJCA"],
        "Ley reguladora de la Jurisdicción Contencioso-administrativa",
        [
            "Ley de la Jurisdicción Contencioso-administrativa",
            "Ley Jurisdiccional"
        ],
        "Ley",
        Some("29/1998"),
        "1998-07-13",
        Some("BOE-A-1998-16718")
    ),
    norm!(
        ["LPAC", "LPACAP", "LPA"],
        "Ley del Procedimiento Administrativo Común de las Administraciones Públicas",
        [],
        "Ley",
        Some("39/2015"),
        "2015-10-01",
        Some("BOE-A-2015-10565")
    ),
    norm!(
        ["LRJSP"],
        "Ley de Régimen Jurídico del Sector Público",
        [],
        "Ley",
        Some("40/2015"),
        "2015-10-01",
        Some("BOE-A-2015-10566")
    ),
    norm!(
        ["TRLGDCU", "LGDCU"],
        "texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios",
        ["Ley General para la Defensa de los Consumidores y Usuarios"],
        "Real Decreto Legislativo",
        Some("1/2007"),
        "2007-11-16",
        Some("BOE-A-2007-20555")
    ),
    norm!(
        ["LOPDGDD"],
        "Ley Orgánica de Protección de Datos Personales y garantía de los derechos digitales",
        [],
        "Ley Orgánica",
        Some("3/2018"),
        "2018-12-05",
        Some("BOE-A-2018-16673")
    ),
    norm!(
        ["LGT"],
        "Ley General Tributaria",
        [],
        "Ley",
        Some("58/2003"),
        "2003-12-17",
        Some("BOE-A-2003-23186")
    ),
    norm!(
        ["LSC", "TRLSC"],
        "texto refundido de la Ley de Sociedades de Capital",
        ["Ley de Sociedades de Capital"],
        "Real Decreto Legislativo",
        Some("1/2010"),
        "2010-07-02",
        Some("BOE-A-2010-10544")
    ),
    norm!(
        ["TRLC"],
        "texto refundido de la Ley Concursal",
        ["Ley Concursal"],
        "Real Decreto Legislativo",
        Some("1/2020"),
        "2020-05-05",
        Some("BOE-A-2020-4859")
    ),
    norm!(
        ["LAU"],
        "Ley de Arrendamientos Urbanos",
        [],
        "Ley",
        Some("29/1994"),
        "1994-11-24",
        Some("BOE-A-1994-26003")
    ),
    norm!(
        ["LPH"],
        "Ley de Propiedad Horizontal",
        ["Ley sobre Propiedad Horizontal"],
        "Ley",
        Some("49/1960"),
        "1960-07-21",
        Some("BOE-A-1960-10906")
    ),
    norm!(
        ["LH"],
        "Ley Hipotecaria",
        [],
        "Decreto",
        None,
        "1946-02-08",
        Some("BOE-A-1946-2453")
    ),
    norm!(
        ["RH"],
        "Reglamento Hipotecario",
        [],
        "Decreto",
        None,
        "1947-02-14",
        Some("BOE-A-1947-3843")
    ),
    norm!(
        ["CCom", "CdeC", "CCo"],
        "Código de Comercio",
        [],
        "Real Decreto",
        None,
        "1885-08-22",
        Some("BOE-A-1885-6627")
    ),
    norm!(
        ["LOTC"],
        "Ley Orgánica del Tribunal Constitucional",
        [],
        "Ley Orgánica",
        Some("2/1979"),
        "1979-10-03",
        Some("BOE-A-1979-23709")
    ),
    norm!(
        ["LGSS", "TRLGSS"],
        "texto refundido de la Ley General de la Seguridad Social",
        ["Ley General de la Seguridad Social"],
        "Real Decreto Legislativo",
        Some("8/2015"),
        "2015-10-30",
        Some("BOE-A-2015-11724")
    ),
    norm!(
        ["LOREG"],
        "Ley Orgánica del Régimen Electoral General",
        [],
        "Ley Orgánica",
        Some("5/1985"),
        "1985-06-19",
        Some("BOE-A-1985-11672")
    ),
    norm!(
        ["LIRPF"],
        "Ley del Impuesto sobre la Renta de las Personas Físicas",
        [],
        "Ley",
        Some("35/2006"),
        "2006-11-28",
        Some("BOE-A-2006-20764")
    ),
    norm!(
        ["LIS"],
        "Ley del Impuesto sobre Sociedades",
        [],
        "Ley",
        Some("27/2014"),
        "2014-11-27",
        Some("BOE-A-2014-12328")
    ),
    norm!(
        ["LIVA"],
        "Ley del Impuesto sobre el Valor Añadido",
        ["Ley del IVA"],
        "Ley",
        Some("37/1992"),
        "1992-12-28",
        Some("BOE-A-1992-28740")
    ),
    norm!(
        ["LCSP"],
        "Ley de Contratos del Sector Público",
        [],
        "Ley",
        Some("9/2017"),
        "2017-11-08",
        Some("BOE-A-2017-12902")
    ),
    norm!(
        ["TRLCSP"],
        "texto refundido de la Ley de Contratos del Sector Público",
        [],
        "Real Decreto Legislativo",
        Some("3/2011"),
        "2011-11-14",
        Some("BOE-A-2011-17887")
    ),
    norm!(
        [],
        "Real Decreto por el que se regula el régimen jurídico del control interno en las entidades del Sector Público Local",
        [],
        "Real Decreto",
        Some("424/2017"),
        "2017-04-28",
        Some("BOE-A-2017-5192")
    ),
    norm!(
        ["LSSI", "LSSICE"],
        "Ley de servicios de la sociedad de la información y de comercio electrónico",
        [],
        "Ley",
        Some("34/2002"),
        "2002-07-11",
        Some("BOE-A-2002-13758")
    ),
    norm!(
        ["LOPD"],
        "Ley Orgánica de Protección de Datos de Carácter Personal",
        [],
        "Ley Orgánica",
        Some("15/1999"),
        "1999-12-13",
        Some("BOE-A-1999-23750")
    ),
    norm!(
        ["LBRL", "LRBRL"],
        "Ley reguladora de las Bases del Régimen Local",
        [],
        "Ley",
        Some("7/1985"),
        "1985-04-02",
        Some("BOE-A-1985-5392")
    ),
    norm!(
        ["TRLSRU"],
        "texto refundido de la Ley de Suelo y Rehabilitación Urbana",
        ["Ley de Suelo y Rehabilitación Urbana"],
        "Real Decreto Legislativo",
        Some("7/2015"),
        "2015-10-30",
        Some("BOE-A-2015-11723")
    ),
    norm!(
        ["LEF"],
        "Ley de Expropiación Forzosa",
        [],
        "Ley",
        None,
        "1954-12-16",
        Some("BOE-A-1954-15431")
    ),
    norm!(
        ["LOLS"],
        "Ley Orgánica de Libertad Sindical",
        [],
        "Ley Orgánica",
        Some("11/1985"),
        "1985-08-02",
        Some("BOE-A-1985-16660")
    ),
    norm!(
        ["LPRL"],
        "Ley de Prevención de Riesgos Laborales",
        [],
        "Ley",
        Some("31/1995"),
        "1995-11-08",
        Some("BOE-A-1995-24292")
    ),
    norm!(
        ["LISOS", "TRLISOS"],
        "texto refundido de la Ley sobre Infracciones y Sanciones en el Orden Social",
        ["Ley sobre Infracciones y Sanciones en el Orden Social"],
        "Real Decreto Legislativo",
        Some("5/2000"),
        "2000-08-04",
        Some("BOE-A-2000-15060")
    ),
    norm!(
        ["LOIEMH", "LOI"],
        "Ley Orgánica para la igualdad efectiva de mujeres y hombres",
        [],
        "Ley Orgánica",
        Some("3/2007"),
        "2007-03-22",
        Some("BOE-A-2007-6115")
    ),
    norm!(
        ["LOVG", "LIVG", "LOMPIVG"],
        "Ley Orgánica de Medidas de Protección Integral contra la Violencia de Género",
        [],
        "Ley Orgánica",
        Some("1/2004"),
        "2004-12-28",
        Some("BOE-A-2004-21760")
    ),
    norm!(
        [],
        "Ley Orgánica de protección civil del derecho al honor, a la intimidad personal y familiar y a la propia imagen",
        [],
        "Ley Orgánica",
        Some("1/1982"),
        "1982-05-05",
        Some("BOE-A-1982-11196")
    ),
    norm!(
        ["LOEX", "LOEx", "LOExtr"],
        "Ley Orgánica sobre derechos y libertades de los extranjeros en España y su integración social",
        ["Ley de Extranjería"],
        "Ley Orgánica",
        Some("4/2000"),
        "2000-01-11",
        Some("BOE-A-2000-544")
    ),
    norm!(
        ["LORPM"],
        "Ley Orgánica reguladora de la responsabilidad penal de los menores",
        [],
        "Ley Orgánica",
        Some("5/2000"),
        "2000-01-12",
        Some("BOE-A-2000-641")
    ),
    norm!(
        ["RLORPM"],
        "Reglamento de la Ley Orgánica reguladora de la responsabilidad penal de los menores",
        [],
        "Real Decreto",
        Some("1774/2004"),
        "2004-07-30",
        Some("BOE-A-2004-15601")
    ),
    // Penitentiary law: the Act, its Regulation of 1996 and the one of 1981 whose
    // disciplinary articles the 1996 one keeps in force (no id checked for that one).
    norm!(
        ["LOGP"],
        "Ley Orgánica General Penitenciaria",
        ["Ley General Penitenciaria"],
        "Ley Orgánica",
        Some("1/1979"),
        "1979-09-26",
        Some("BOE-A-1979-23708")
    ),
    norm!(
        ["RP"],
        "Reglamento Penitenciario",
        [],
        "Real Decreto",
        Some("190/1996"),
        "1996-02-09",
        Some("BOE-A-1996-3307")
    ),
    norm!(
        [],
        "Reglamento Penitenciario de 1981",
        [],
        "Real Decreto",
        Some("1201/1981"),
        "1981-05-08",
        None
    ),
    norm!(
        [],
        "Ley Orgánica por la que se modifica el Código Penal de 2015",
        [],
        "Ley Orgánica",
        Some("1/2015"),
        "2015-03-30",
        Some("BOE-A-2015-3439")
    ),
    // Arbitration, water and corporate tax law.
    norm!(
        [],
        "Ley de Arbitraje",
        [],
        "Ley",
        Some("60/2003"),
        "2003-12-23",
        Some("BOE-A-2003-23646")
    ),
    norm!(
        ["TRLA"],
        "texto refundido de la Ley de Aguas",
        [],
        "Real Decreto Legislativo",
        Some("1/2001"),
        "2001-07-20",
        Some("BOE-A-2001-14276")
    ),
    norm!(
        ["RDPH"],
        "Reglamento del Dominio Público Hidráulico",
        [],
        "Real Decreto",
        Some("849/1986"),
        "1986-04-11",
        Some("BOE-A-1986-10638")
    ),
    norm!(
        ["TRLIS"],
        "texto refundido de la Ley del Impuesto sobre Sociedades",
        [],
        "Real Decreto Legislativo",
        Some("4/2004"),
        "2004-03-05",
        Some("BOE-A-2004-4456")
    ),
    norm!(
        ["RIS"],
        "Reglamento del Impuesto sobre Sociedades",
        [],
        "Real Decreto",
        Some("634/2015"),
        "2015-07-10",
        Some("BOE-A-2015-7771")
    ),
    norm!(
        [],
        "Ley de resolución alternativa de litigios en materia de consumo",
        [],
        "Ley",
        Some("7/2017"),
        "2017-11-02",
        Some("BOE-A-2017-12659")
    ),
    norm!(
        ["RAPA"],
        "Reglamento de la Administración Pública del Agua",
        ["Reglamento de la Administración Pública del Agua y de la Planificación Hidrológica"],
        "Real Decreto",
        Some("927/1988"),
        "1988-07-29",
        Some("BOE-A-1988-20883")
    ),
    norm!(
        [],
        "Real Decreto de registro de aguas y criterios de valoración de daños al dominio público hidráulico",
        [],
        "Real Decreto",
        Some("670/2013"),
        "2013-09-06",
        Some("BOE-A-2013-9775")
    ),
    norm!(
        [],
        "Real Decreto de revisión de los planes hidrológicos",
        [],
        "Real Decreto",
        Some("35/2023"),
        "2023-01-24",
        Some("BOE-A-2023-3511")
    ),
    // Tax procedure and taxes, companies and associations, public administration and local
    // government, labour relations, courts and criminal procedure, health and social rights,
    // sector regulation (ids checked against two public sources; none where they could not be).
    norm!(
        ["TRLITPAJD", "LITPAJD", "TRITPAJD"],
        "texto refundido de la Ley del Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados",
        ["Ley del Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados"],
        "Real Decreto Legislativo",
        Some("1/1993"),
        "1993-09-24",
        Some("BOE-A-1993-25359")
    ),
    norm!(
        ["TRLIRNR", "LIRNR"],
        "texto refundido de la Ley del Impuesto sobre la Renta de no Residentes",
        ["Ley del Impuesto sobre la Renta de no Residentes"],
        "Real Decreto Legislativo",
        Some("5/2004"),
        "2004-03-05",
        Some("BOE-A-2004-4527")
    ),
    norm!(
        ["LIP"],
        "Ley del Impuesto sobre el Patrimonio",
        [],
        "Ley",
        Some("19/1991"),
        "1991-06-06",
        Some("BOE-A-1991-14392")
    ),
    norm!(
        ["RGR"],
        "Reglamento General de Recaudación",
        [],
        "Real Decreto",
        Some("939/2005"),
        "2005-07-29",
        Some("BOE-A-2005-14803")
    ),
    norm!(
        ["RGRST"],
        "Reglamento general del régimen sancionador tributario",
        [],
        "Real Decreto",
        Some("2063/2004"),
        "2004-10-15",
        Some("BOE-A-2004-18398")
    ),
    norm!(
        ["RGRVA"],
        "Reglamento general de desarrollo de la Ley General Tributaria en materia de revisión en vía administrativa",
        ["Reglamento general de revisión en vía administrativa"],
        "Real Decreto",
        Some("520/2005"),
        "2005-05-13",
        Some("BOE-A-2005-8662")
    ),
    norm!(
        ["LIIEE", "LIE"],
        "Ley de Impuestos Especiales",
        [],
        "Ley",
        Some("38/1992"),
        "1992-12-28",
        Some("BOE-A-1992-28741")
    ),
    norm!(
        ["LTPP"],
        "Ley de Tasas y Precios Públicos",
        [],
        "Ley",
        Some("8/1989"),
        "1989-04-13",
        None
    ),
    norm!(
        ["LPAP"],
        "Ley del Patrimonio de las Administraciones Públicas",
        [],
        "Ley",
        Some("33/2003"),
        "2003-11-03",
        Some("BOE-A-2003-20254")
    ),
    norm!(
        ["RITPAJD"],
        "Reglamento del Impuesto sobre Transmisiones Patrimoniales y Actos Jurídicos Documentados",
        [],
        "Real Decreto",
        Some("828/1995"),
        "1995-05-29",
        Some("BOE-A-1995-15071")
    ),
    norm!(
        ["RIRNR"],
        "Reglamento del Impuesto sobre la Renta de no Residentes",
        [],
        "Real Decreto",
        Some("1776/2004"),
        "2004-07-30",
        Some("BOE-A-2004-14532")
    ),
    norm!(
        [],
        "Ley de régimen fiscal de las entidades sin fines lucrativos y de los incentivos fiscales al mecenazgo",
        ["Ley de Mecenazgo"],
        "Ley",
        Some("49/2002"),
        "2002-12-23",
        Some("BOE-A-2002-25039")
    ),
    norm!(
        ["LODA"],
        "Ley Orgánica reguladora del Derecho de Asociación",
        [],
        "Ley Orgánica",
        Some("1/2002"),
        "2002-03-22",
        Some("BOE-A-2002-5852")
    ),
    norm!(
        [],
        "Ley de Fundaciones",
        [],
        "Ley",
        Some("50/2002"),
        "2002-12-26",
        Some("BOE-A-2002-25180")
    ),
    norm!(
        ["LCoop"],
        "Ley de Cooperativas",
        [],
        "Ley",
        Some("27/1999"),
        "1999-07-16",
        Some("BOE-A-1999-15681")
    ),
    norm!(
        [],
        "Ley de Sociedades Profesionales",
        [],
        "Ley",
        Some("2/2007"),
        "2007-03-15",
        Some("BOE-A-2007-5584")
    ),
    norm!(
        [],
        "Real Decreto-ley de modificaciones estructurales de las sociedades mercantiles",
        [],
        "Real Decreto-ley",
        Some("5/2023"),
        "2023-06-28",
        Some("BOE-A-2023-15135")
    ),
    norm!(
        [],
        "Ley sobre modificaciones estructurales de las sociedades mercantiles",
        [],
        "Ley",
        Some("3/2009"),
        "2009-04-03",
        Some("BOE-A-2009-5614")
    ),
    norm!(
        ["LOSSEAR"],
        "Ley de ordenación, supervisión y solvencia de las entidades aseguradoras y reaseguradoras",
        [],
        "Ley",
        Some("20/2015"),
        "2015-07-14",
        Some("BOE-A-2015-7897")
    ),
    norm!(
        [],
        "Ley de ordenación, supervisión y solvencia de entidades de crédito",
        [],
        "Ley",
        Some("10/2014"),
        "2014-06-26",
        Some("BOE-A-2014-6726")
    ),
    norm!(
        [],
        "Ley de mediación en asuntos civiles y mercantiles",
        [],
        "Ley",
        Some("5/2012"),
        "2012-07-06",
        Some("BOE-A-2012-9112")
    ),
    norm!(
        ["LCJI", "LCJIMC"],
        "Ley de cooperación jurídica internacional en materia civil",
        [],
        "Ley",
        Some("29/2015"),
        "2015-07-30",
        Some("BOE-A-2015-8564")
    ),
    norm!(
        [],
        "Ley de Adopción internacional",
        [],
        "Ley",
        Some("54/2007"),
        "2007-12-28",
        None
    ),
    norm!(
        ["LOCM"],
        "Ley de Ordenación del Comercio Minorista",
        [],
        "Ley",
        Some("7/1996"),
        "1996-01-15",
        Some("BOE-A-1996-1072")
    ),
    norm!(
        [],
        "Ley de reforma de la Ley de Enjuiciamiento Civil de 2015",
        [],
        "Ley",
        Some("42/2015"),
        "2015-10-05",
        Some("BOE-A-2015-10727")
    ),
    norm!(
        [],
        "Real Decreto por el que se regula la figura del consumidor vulnerable, el bono social y otras medidas de protección para los consumidores domésticos de energía eléctrica",
        [],
        "Real Decreto",
        Some("897/2017"),
        "2017-10-06",
        Some("BOE-A-2017-11505")
    ),
    norm!(
        [],
        "Real Decreto por el que se regulan las actividades de transporte, distribución, comercialización, suministro y procedimientos de autorización de instalaciones de energía eléctrica",
        [],
        "Real Decreto",
        Some("1955/2000"),
        "2000-12-01",
        Some("BOE-A-2000-24019")
    ),
    norm!(
        [],
        "Ley de protección de los consumidores y usuarios frente a situaciones de vulnerabilidad social y económica",
        [],
        "Ley",
        Some("4/2022"),
        "2022-02-25",
        Some("BOE-A-2022-3198")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se adoptan medidas para afrontar las consecuencias económicas y sociales derivadas de los conflictos en Ucrania y Oriente Próximo, así como para paliar los efectos de la sequía",
        [],
        "Real Decreto-ley",
        Some("8/2023"),
        "2023-12-27",
        Some("BOE-A-2023-26452")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se aprueban medidas urgentes en materia económica, de transporte, de Seguridad Social, y para hacer frente a situaciones de vulnerabilidad",
        [],
        "Real Decreto-ley",
        Some("1/2025"),
        "2025-01-28",
        Some("BOE-A-2025-1560")
    ),
    norm!(
        [],
        "Ley Orgánica de Educación",
        [],
        "Ley Orgánica",
        Some("2/2006"),
        "2006-05-03",
        Some("BOE-A-2006-7899")
    ),
    norm!(
        ["LODE"],
        "Ley Orgánica reguladora del Derecho a la Educación",
        [],
        "Ley Orgánica",
        Some("8/1985"),
        "1985-07-03",
        Some("BOE-A-1985-12978")
    ),
    norm!(
        ["LOFCS", "LOFCSE"],
        "Ley Orgánica de Fuerzas y Cuerpos de Seguridad",
        [],
        "Ley Orgánica",
        Some("2/1986"),
        "1986-03-13",
        Some("BOE-A-1986-6859")
    ),
    norm!(
        [],
        "Ley Orgánica de protección de datos personales tratados para fines de prevención, detección, investigación y enjuiciamiento de infracciones penales y de ejecución de sanciones penales",
        [],
        "Ley Orgánica",
        Some("7/2021"),
        "2021-05-26",
        Some("BOE-A-2021-8806")
    ),
    norm!(
        ["RDLRT"],
        "Real Decreto-ley sobre relaciones de trabajo",
        [],
        "Real Decreto-ley",
        Some("17/1977"),
        "1977-03-04",
        Some("BOE-A-1977-6061")
    ),
    norm!(
        ["LETT"],
        "Ley por la que se regulan las empresas de trabajo temporal",
        [],
        "Ley",
        Some("14/1994"),
        "1994-06-01",
        Some("BOE-A-1994-12554")
    ),
    norm!(
        [],
        "Ley de modificación del Régimen Legal de las Tasas Estatales y Locales y de Reordenación de las Prestaciones Patrimoniales de Carácter Público",
        [],
        "Ley",
        Some("25/1998"),
        "1998-07-13",
        Some("BOE-A-1998-16714")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se aprueban medidas urgentes para la ejecución del Plan de Recuperación, Transformación y Resiliencia en materia de servicio público de justicia, función pública, régimen local y mecenazgo",
        [],
        "Real Decreto-ley",
        Some("6/2023"),
        "2023-12-19",
        Some("BOE-A-2023-25758")
    ),
    norm!(
        [],
        "Ley reguladora de la Orden de protección de las víctimas de la violencia doméstica",
        [],
        "Ley",
        Some("27/2003"),
        "2003-07-31",
        Some("BOE-A-2003-15411")
    ),
    norm!(
        [],
        "Ley Orgánica de modificación del sistema de protección a la infancia y a la adolescencia",
        [],
        "Ley Orgánica",
        Some("8/2015"),
        "2015-07-22",
        Some("BOE-A-2015-8222")
    ),
    norm!(
        [],
        "Ley de modificación del sistema de protección a la infancia y a la adolescencia",
        [],
        "Ley",
        Some("26/2015"),
        "2015-07-28",
        Some("BOE-A-2015-8470")
    ),
    norm!(
        [],
        "Real Decreto sobre el régimen jurídico de las empresas de servicios de inversión y de las demás entidades que prestan servicios de inversión",
        [],
        "Real Decreto",
        Some("813/2023"),
        "2023-11-08",
        Some("BOE-A-2023-22763")
    ),
    norm!(
        ["LAAS"],
        "Ley sobre el libre acceso a las actividades de servicios y su ejercicio",
        ["Ley Paraguas"],
        "Ley",
        Some("17/2009"),
        "2009-11-23",
        Some("BOE-A-2009-18731")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes en materia de vivienda y alquiler",
        [],
        "Real Decreto-ley",
        Some("7/2019"),
        "2019-03-01",
        Some("BOE-A-2019-3108")
    ),
    norm!(
        [],
        "texto refundido de la Ley de garantías y uso racional de los medicamentos y productos sanitarios",
        [],
        "Real Decreto Legislativo",
        Some("1/2015"),
        "2015-07-24",
        Some("BOE-A-2015-8343")
    ),
    norm!(
        ["LGUM"],
        "Ley de garantía de la unidad de mercado",
        [],
        "Ley",
        Some("20/2013"),
        "2013-12-09",
        Some("BOE-A-2013-12888")
    ),
    norm!(
        [],
        "Ley de contratos de aprovechamiento por turno de bienes de uso turístico",
        [],
        "Ley",
        Some("4/2012"),
        "2012-07-06",
        None
    ),
    norm!(
        [],
        "Ley de Venta a Plazos de Bienes Muebles",
        [],
        "Ley",
        Some("28/1998"),
        "1998-07-13",
        Some("BOE-A-1998-16717")
    ),
    norm!(
        ["LOPS"],
        "Ley de ordenación de las profesiones sanitarias",
        [],
        "Ley",
        Some("44/2003"),
        "2003-11-21",
        Some("BOE-A-2003-21340")
    ),
    norm!(
        ["LGTel"],
        "Ley General de Telecomunicaciones",
        [],
        "Ley",
        Some("11/2022"),
        "2022-06-28",
        Some("BOE-A-2022-10757")
    ),
    norm!(
        ["LGCA"],
        "Ley General de Comunicación Audiovisual",
        [],
        "Ley",
        Some("13/2022"),
        "2022-07-07",
        Some("BOE-A-2022-11311")
    ),
    norm!(
        ["LSH"],
        "Ley del Sector de Hidrocarburos",
        [],
        "Ley",
        Some("34/1998"),
        "1998-10-07",
        Some("BOE-A-1998-23284")
    ),
    norm!(
        ["LPNB"],
        "Ley del Patrimonio Natural y de la Biodiversidad",
        [],
        "Ley",
        Some("42/2007"),
        "2007-12-13",
        Some("BOE-A-2007-21490")
    ),
    norm!(
        [],
        "Ley de regulación del juego",
        [],
        "Ley",
        Some("13/2011"),
        "2011-05-27",
        Some("BOE-A-2011-9280")
    ),
    norm!(
        [],
        "Ley reguladora de la protección de las personas que informen sobre infracciones normativas y de lucha contra la corrupción",
        [],
        "Ley",
        Some("2/2023"),
        "2023-02-20",
        Some("BOE-A-2023-4513")
    ),
    norm!(
        [],
        "Ley de Seguridad Privada",
        [],
        "Ley",
        Some("5/2014"),
        "2014-04-04",
        Some("BOE-A-2014-3649")
    ),
    norm!(
        ["LPHE"],
        "Ley del Patrimonio Histórico Español",
        [],
        "Ley",
        Some("16/1985"),
        "1985-06-25",
        Some("BOE-A-1985-12534")
    ),
    norm!(
        [],
        "Ley de Montes",
        [],
        "Ley",
        Some("43/2003"),
        "2003-11-21",
        Some("BOE-A-2003-21339")
    ),
    norm!(
        ["LOTT"],
        "Ley de Ordenación de los Transportes Terrestres",
        [],
        "Ley",
        Some("16/1987"),
        "1987-07-30",
        Some("BOE-A-1987-17803")
    ),
    norm!(
        ["CTE"],
        "Código Técnico de la Edificación",
        [],
        "Real Decreto",
        Some("314/2006"),
        "2006-03-17",
        Some("BOE-A-2006-5515")
    ),
    norm!(
        ["LTRHA"],
        "Ley sobre técnicas de reproducción humana asistida",
        [],
        "Ley",
        Some("14/2006"),
        "2006-05-26",
        Some("BOE-A-2006-9292")
    ),
    norm!(
        [],
        "Ley de Investigación biomédica",
        [],
        "Ley",
        Some("14/2007"),
        "2007-07-03",
        Some("BOE-A-2007-12945")
    ),
    norm!(
        ["LAPAD"],
        "Ley de Promoción de la Autonomía Personal y Atención a las personas en situación de dependencia",
        [],
        "Ley",
        Some("39/2006"),
        "2006-12-14",
        Some("BOE-A-2006-21990")
    ),
    norm!(
        ["RLOEx", "RLOEX", "RELOEX"],
        "Reglamento de Extranjería",
        ["Reglamento de la Ley Orgánica 4/2000"],
        "Real Decreto",
        Some("557/2011"),
        "2011-04-20",
        Some("BOE-A-2011-7703")
    ),
    // The regulation that replaced it from 20 May 2025; the abbreviations stay with the one
    // of 2011, which briefs still apply to applications made before.
    norm!(
        [],
        "Reglamento de la Ley Orgánica 4/2000, sobre derechos y libertades de los extranjeros en España y su integración social",
        [],
        "Real Decreto",
        Some("1155/2024"),
        "2024-11-19",
        Some("BOE-A-2024-24099")
    ),
    norm!(
        ["LOPP"],
        "Ley Orgánica de Partidos Políticos",
        [],
        "Ley Orgánica",
        Some("6/2002"),
        "2002-06-27",
        None
    ),
    norm!(
        [],
        "Ley del Gobierno",
        [],
        "Ley",
        Some("50/1997"),
        "1997-11-27",
        Some("BOE-A-1997-25336")
    ),
    norm!(
        [],
        "Ley de Incompatibilidades del Personal al Servicio de las Administraciones Públicas",
        [],
        "Ley",
        Some("53/1984"),
        "1984-12-26",
        Some("BOE-A-1985-151")
    ),
    norm!(
        ["LMRFP"],
        "Ley de Medidas para la Reforma de la Función Pública",
        [],
        "Ley",
        Some("30/1984"),
        "1984-08-02",
        Some("BOE-A-1984-17387")
    ),
    norm!(
        [],
        "Reglamento de Régimen Disciplinario de los Funcionarios de la Administración del Estado",
        [],
        "Real Decreto",
        Some("33/1986"),
        "1986-01-10",
        Some("BOE-A-1986-1216")
    ),
    norm!(
        ["TRRL"],
        "texto refundido de las disposiciones legales vigentes en materia de Régimen Local",
        [],
        "Real Decreto Legislativo",
        Some("781/1986"),
        "1986-04-18",
        Some("BOE-A-1986-9865")
    ),
    norm!(
        ["ROF"],
        "Reglamento de Organización, Funcionamiento y Régimen Jurídico de las Entidades Locales",
        [],
        "Real Decreto",
        Some("2568/1986"),
        "1986-11-28",
        Some("BOE-A-1986-33252")
    ),
    norm!(
        [],
        "Ley del Estatuto Marco del personal estatutario de los servicios de salud",
        [],
        "Ley",
        Some("55/2003"),
        "2003-12-16",
        Some("BOE-A-2003-23101")
    ),
    norm!(
        ["LOITSS"],
        "Ley Ordenadora del Sistema de Inspección de Trabajo y Seguridad Social",
        [],
        "Ley",
        Some("23/2015"),
        "2015-07-21",
        Some("BOE-A-2015-8168")
    ),
    norm!(
        [],
        "Reglamento general sobre procedimientos para la imposición de sanciones por infracciones de orden social",
        [],
        "Real Decreto",
        Some("928/1998"),
        "1998-05-14",
        Some("BOE-A-1998-12816")
    ),
    norm!(
        [],
        "Real Decreto por el que se regula la relación laboral de carácter especial del personal de alta dirección",
        [],
        "Real Decreto",
        Some("1382/1985"),
        "1985-08-01",
        Some("BOE-A-1985-17006")
    ),
    norm!(
        [],
        "Real Decreto por el que se regula la relación laboral de carácter especial del servicio del hogar familiar",
        [],
        "Real Decreto",
        Some("1620/2011"),
        "2011-11-14",
        Some("BOE-A-2011-17975")
    ),
    norm!(
        [],
        "Real Decreto por el que se regula la relación laboral especial de los deportistas profesionales",
        [],
        "Real Decreto",
        Some("1006/1985"),
        "1985-06-26",
        Some("BOE-A-1985-12313")
    ),
    norm!(
        [],
        "Ley de medidas urgentes para la reducción de la temporalidad en el empleo público",
        [],
        "Ley",
        Some("20/2021"),
        "2021-12-28",
        None
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes para la reforma laboral",
        [],
        "Real Decreto-ley",
        Some("32/2021"),
        "2021-12-28",
        Some("BOE-A-2021-21788")
    ),
    norm!(
        ["LOTJ"],
        "Ley Orgánica del Tribunal del Jurado",
        [],
        "Ley Orgánica",
        Some("5/1995"),
        "1995-05-22",
        Some("BOE-A-1995-12095")
    ),
    norm!(
        ["EOMF"],
        "Estatuto Orgánico del Ministerio Fiscal",
        [],
        "Ley",
        Some("50/1981"),
        "1981-12-30",
        Some("BOE-A-1982-837")
    ),
    norm!(
        [],
        "Ley Orgánica reguladora del procedimiento de Habeas Corpus",
        [],
        "Ley Orgánica",
        Some("6/1984"),
        "1984-05-24",
        Some("BOE-A-1984-11620")
    ),
    norm!(
        [],
        "Ley Orgánica reguladora del derecho de reunión",
        [],
        "Ley Orgánica",
        Some("9/1983"),
        "1983-07-15",
        Some("BOE-A-1983-19946")
    ),
    norm!(
        [],
        "Ley reguladora del uso de las tecnologías de la información y la comunicación en la Administración de Justicia",
        [],
        "Ley",
        Some("18/2011"),
        "2011-07-05",
        Some("BOE-A-2011-11605")
    ),
    norm!(
        [],
        "Ley por la que se regulan determinadas tasas en el ámbito de la Administración de Justicia",
        [],
        "Ley",
        Some("10/2012"),
        "2012-11-20",
        Some("BOE-A-2012-14301")
    ),
    norm!(
        [],
        "Ley Orgánica de modificación de la Ley de Enjuiciamiento Criminal para el fortalecimiento de las garantías procesales y la regulación de las medidas de investigación tecnológica",
        [],
        "Ley Orgánica",
        Some("13/2015"),
        "2015-10-05",
        None
    ),
    norm!(
        [],
        "Ley de modificación de la Ley de Enjuiciamiento Criminal para la agilización de la justicia penal",
        [],
        "Ley",
        Some("41/2015"),
        "2015-10-05",
        None
    ),
    norm!(
        [],
        "Ley Orgánica de reforma del Código Penal de 2010",
        [],
        "Ley Orgánica",
        Some("5/2010"),
        "2010-06-22",
        Some("BOE-A-2010-9953")
    ),
    norm!(
        [],
        "Ley Orgánica de reforma del Código Penal de 2022",
        [],
        "Ley Orgánica",
        Some("14/2022"),
        "2022-12-22",
        Some("BOE-A-2022-21800")
    ),
    norm!(
        ["LORE"],
        "Ley Orgánica de regulación de la eutanasia",
        [],
        "Ley Orgánica",
        Some("3/2021"),
        "2021-03-24",
        Some("BOE-A-2021-4628")
    ),
    norm!(
        [],
        "Ley Orgánica de salud sexual y reproductiva y de la interrupción voluntaria del embarazo",
        [],
        "Ley Orgánica",
        Some("2/2010"),
        "2010-03-03",
        Some("BOE-A-2010-3514")
    ),
    norm!(
        [],
        "Ley para la igualdad real y efectiva de las personas trans y para la garantía de los derechos de las personas LGTBI",
        [],
        "Ley",
        Some("4/2023"),
        "2023-02-28",
        Some("BOE-A-2023-5366")
    ),
    norm!(
        [],
        "Ley de medidas urgentes para la reforma del mercado laboral",
        [],
        "Ley",
        Some("3/2012"),
        "2012-07-06",
        Some("BOE-A-2012-9110")
    ),
    norm!(
        ["LODP"],
        "Ley Orgánica del Defensor del Pueblo",
        [],
        "Ley Orgánica",
        Some("3/1981"),
        "1981-04-06",
        Some("BOE-A-1981-10325")
    ),
    norm!(
        [],
        "Ley de contratación con los consumidores de préstamos o créditos hipotecarios y de servicios de intermediación",
        [],
        "Ley",
        Some("2/2009"),
        "2009-03-31",
        None
    ),
    norm!(
        [],
        "Ley de Secretos Empresariales",
        [],
        "Ley",
        Some("1/2019"),
        "2019-02-20",
        Some("BOE-A-2019-2364")
    ),
    norm!(
        ["LEP"],
        "Ley de Extradición Pasiva",
        [],
        "Ley",
        Some("4/1985"),
        "1985-03-21",
        Some("BOE-A-1985-4816")
    ),
    norm!(
        [],
        "Real Decreto de gestión y control de los procesos por incapacidad temporal",
        [],
        "Real Decreto",
        Some("625/2014"),
        "2014-07-18",
        Some("BOE-A-2014-7684")
    ),
    norm!(
        [],
        "Ley de cohesión y calidad del Sistema Nacional de Salud",
        [],
        "Ley",
        Some("16/2003"),
        "2003-05-28",
        Some("BOE-A-2003-10715")
    ),
    norm!(
        [],
        "Real Decreto de la cartera de servicios comunes del Sistema Nacional de Salud",
        [],
        "Real Decreto",
        Some("1030/2006"),
        "2006-09-15",
        Some("BOE-A-2006-16212")
    ),
    norm!(
        [],
        "Real Decreto de asistencia sanitaria transfronteriza",
        [],
        "Real Decreto",
        Some("81/2014"),
        "2014-02-07",
        None
    ),
    // Transport law.
    norm!(
        ["LNM"],
        "Ley de Navegación Marítima",
        [],
        "Ley",
        Some("14/2014"),
        "2014-07-24",
        Some("BOE-A-2014-7877")
    ),
    norm!(
        ["LCTTM"],
        "Ley del contrato de transporte terrestre de mercancías",
        [],
        "Ley",
        Some("15/2009"),
        "2009-11-11",
        Some("BOE-A-2009-18004")
    ),
    norm!(
        ["LOPJM"],
        "Ley Orgánica de Protección Jurídica del Menor",
        [],
        "Ley Orgánica",
        Some("1/1996"),
        "1996-01-15",
        Some("BOE-A-1996-1069")
    ),
    norm!(
        ["LOPSC", "LOSC"],
        "Ley Orgánica de protección de la seguridad ciudadana",
        [],
        "Ley Orgánica",
        Some("4/2015"),
        "2015-03-30",
        Some("BOE-A-2015-3442")
    ),
    norm!(
        ["LCS"],
        "Ley de Contrato de Seguro",
        [],
        "Ley",
        Some("50/1980"),
        "1980-10-08",
        Some("BOE-A-1980-22501")
    ),
    norm!(
        ["LCGC"],
        "Ley sobre Condiciones Generales de la Contratación",
        [],
        "Ley",
        Some("7/1998"),
        "1998-04-13",
        Some("BOE-A-1998-8789")
    ),
    norm!(
        ["LCCI"],
        "Ley reguladora de los contratos de crédito inmobiliario",
        [],
        "Ley",
        Some("5/2019"),
        "2019-03-15",
        Some("BOE-A-2019-3814")
    ),
    norm!(
        ["LCCC"],
        "Ley de contratos de crédito al consumo",
        [],
        "Ley",
        Some("16/2011"),
        "2011-06-24",
        Some("BOE-A-2011-10970")
    ),
    norm!(
        ["LCD"],
        "Ley de Competencia Desleal",
        [],
        "Ley",
        Some("3/1991"),
        "1991-01-10",
        Some("BOE-A-1991-628")
    ),
    norm!(
        ["LDC"],
        "Ley de Defensa de la Competencia",
        [],
        "Ley",
        Some("15/2007"),
        "2007-07-03",
        Some("BOE-A-2007-12946")
    ),
    norm!(
        ["LPI", "TRLPI"],
        "texto refundido de la Ley de Propiedad Intelectual",
        ["Ley de Propiedad Intelectual"],
        "Real Decreto Legislativo",
        Some("1/1996"),
        "1996-04-12",
        Some("BOE-A-1996-8930")
    ),
    norm!(
        ["LP"],
        "Ley de Patentes",
        [],
        "Ley",
        Some("24/2015"),
        "2015-07-24",
        Some("BOE-A-2015-8328")
    ),
    norm!(
        ["LM"],
        "Ley de Marcas",
        [],
        "Ley",
        Some("17/2001"),
        "2001-12-07",
        Some("BOE-A-2001-23093")
    ),
    norm!(
        ["LGP"],
        "Ley General de Publicidad",
        [],
        "Ley",
        Some("34/1988"),
        "1988-11-11",
        Some("BOE-A-1988-26156")
    ),
    norm!(
        ["LOE"],
        "Ley de Ordenación de la Edificación",
        [],
        "Ley",
        Some("38/1999"),
        "1999-11-05",
        Some("BOE-A-1999-21567")
    ),
    norm!(
        ["LAJG"],
        "Ley de Asistencia Jurídica Gratuita",
        [],
        "Ley",
        Some("1/1996"),
        "1996-01-10",
        Some("BOE-A-1996-750")
    ),
    norm!(
        ["LJV"],
        "Ley de la Jurisdicción Voluntaria",
        [],
        "Ley",
        Some("15/2015"),
        "2015-07-02",
        Some("BOE-A-2015-7391")
    ),
    norm!(
        ["LRC"],
        "Ley del Registro Civil",
        [],
        "Ley",
        Some("20/2011"),
        "2011-07-21",
        Some("BOE-A-2011-12628")
    ),
    norm!(
        ["LTAIBG", "LTBG"],
        "Ley de transparencia, acceso a la información pública y buen gobierno",
        [],
        "Ley",
        Some("19/2013"),
        "2013-12-09",
        Some("BOE-A-2013-12887")
    ),
    norm!(
        ["LGS"],
        "Ley General de Subvenciones",
        [],
        "Ley",
        Some("38/2003"),
        "2003-11-17",
        Some("BOE-A-2003-20977")
    ),
    norm!(
        ["RLGS"],
        "Reglamento de la Ley General de Subvenciones",
        ["Reglamento General de Subvenciones"],
        "Real Decreto",
        Some("887/2006"),
        "2006-07-21",
        Some("BOE-A-2006-13371")
    ),
    // `LGP` is the Ley General de Publicidad's (above), unless the brief names this one (see
    // `shared_abbreviation`).
    norm!(
        [],
        "Ley General Presupuestaria",
        [],
        "Ley",
        Some("47/2003"),
        "2003-11-26",
        Some("BOE-A-2003-21614")
    ),
    norm!(
        [],
        "Ley de reconocimiento mutuo de resoluciones penales en la Unión Europea",
        [],
        "Ley",
        Some("23/2014"),
        "2014-11-20",
        Some("BOE-A-2014-12029")
    ),
    norm!(
        ["LSE"],
        "Ley del Sector Eléctrico",
        [],
        "Ley",
        Some("24/2013"),
        "2013-12-26",
        Some("BOE-A-2013-13645")
    ),
    norm!(
        [],
        "Ley de medidas fiscales para la sostenibilidad energética",
        [],
        "Ley",
        Some("15/2012"),
        "2012-12-27",
        Some("BOE-A-2012-15649")
    ),
    norm!(
        [],
        "Ley de reforma del texto refundido de la Ley Concursal",
        [],
        "Ley",
        Some("16/2022"),
        "2022-09-05",
        Some("BOE-A-2022-14580")
    ),
    norm!(
        [],
        "Real Decreto-ley de servicios de pago",
        [],
        "Real Decreto-ley",
        Some("19/2018"),
        "2018-11-23",
        Some("BOE-A-2018-16036")
    ),
    // The repealed General Social Security Act of 1994, cited for the rules it gave; named
    // by its number only (its title is the 2015 one's).
    norm!(
        [],
        "texto refundido de la Ley General de la Seguridad Social de 1994",
        [],
        "Real Decreto Legislativo",
        Some("1/1994"),
        "1994-06-20",
        Some("BOE-A-1994-14960")
    ),
    norm!(
        ["LOSU"],
        "Ley Orgánica del Sistema Universitario",
        [],
        "Ley Orgánica",
        Some("2/2023"),
        "2023-03-22",
        Some("BOE-A-2023-7500")
    ),
    norm!(
        [],
        "Ley Rider",
        [],
        "Ley",
        Some("12/2021"),
        "2021-09-28",
        Some("BOE-A-2021-15767")
    ),
    norm!(
        ["TRLCI"],
        "texto refundido de la Ley del Catastro Inmobiliario",
        ["Ley del Catastro Inmobiliario"],
        "Real Decreto Legislativo",
        Some("1/2004"),
        "2004-03-05",
        Some("BOE-A-2004-4163")
    ),
    norm!(
        [],
        "Ley de medidas de prevención y lucha contra el fraude fiscal",
        [],
        "Ley",
        Some("11/2021"),
        "2021-07-09",
        Some("BOE-A-2021-11473")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se adoptan medidas urgentes complementarias en el ámbito social y económico para hacer frente al COVID-19",
        [],
        "Real Decreto-ley",
        Some("11/2020"),
        "2020-03-31",
        Some("BOE-A-2020-4208")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes para hacer frente a las situaciones de vulnerabilidad social y económica en el ámbito de la vivienda y en materia de transportes",
        [],
        "Real Decreto-ley",
        Some("37/2020"),
        "2020-12-22",
        Some("BOE-A-2020-16824")
    ),
    norm!(
        [],
        "Ley de Metrología",
        [],
        "Ley",
        Some("32/2014"),
        "2014-12-22",
        Some("BOE-A-2014-13359")
    ),
    norm!(
        [],
        "Real Decreto por el que se desarrolla la Ley 32/2014, de 22 de diciembre, de Metrología",
        [],
        "Real Decreto",
        Some("244/2016"),
        "2016-06-03",
        Some("BOE-A-2016-5530")
    ),
    norm!(
        [],
        "Orden por la que se regula el control metrológico del Estado de determinados instrumentos de medida",
        [],
        "Orden",
        Some("ICT/155/2020"),
        "2020-02-07",
        Some("BOE-A-2020-2573")
    ),
    norm!(
        [],
        "Ley de garantía del poder adquisitivo de las pensiones y de otras medidas de refuerzo de la sostenibilidad financiera y social del sistema público de pensiones",
        [],
        "Ley",
        Some("21/2021"),
        "2021-12-28",
        Some("BOE-A-2021-21652")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se adoptan medidas para la reducción de la brecha de género y otras materias en los ámbitos de la Seguridad Social y económico",
        [],
        "Real Decreto-ley",
        Some("3/2021"),
        "2021-02-02",
        Some("BOE-A-2021-1529")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes para la ampliación de derechos de los pensionistas, la reducción de la brecha de género y el establecimiento de un nuevo marco de sostenibilidad del sistema público de pensiones",
        [],
        "Real Decreto-ley",
        Some("2/2023"),
        "2023-03-16",
        Some("BOE-A-2023-6967")
    ),
    norm!(
        [],
        "Ley por la que se modifican el Código Civil y la Ley de Enjuiciamiento Civil en materia de separación y divorcio",
        [],
        "Ley",
        Some("15/2005"),
        "2005-07-08",
        Some("BOE-A-2005-11864")
    ),
    norm!(
        [],
        "Ley de modificación del Código Civil, la Ley Hipotecaria y la Ley de Enjuiciamiento Civil, sobre el régimen jurídico de los animales",
        [],
        "Ley",
        Some("17/2021"),
        "2021-12-15",
        Some("BOE-A-2021-20727")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se aprueban medidas en materia de energía y en otros ámbitos para la reactivación económica",
        [],
        "Real Decreto-ley",
        Some("23/2020"),
        "2020-06-23",
        Some("BOE-A-2020-6621")
    ),
    norm!(
        ["LCCTE"],
        "Ley de cambio climático y transición energética",
        [],
        "Ley",
        Some("7/2021"),
        "2021-05-20",
        Some("BOE-A-2021-8447")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes por el que se incorporan al ordenamiento jurídico español diversas directivas de la Unión Europea en el ámbito de la contratación pública en determinados sectores",
        [],
        "Real Decreto-ley",
        Some("3/2020"),
        "2020-02-04",
        Some("BOE-A-2020-1651")
    ),
    norm!(
        [],
        "Ley sobre percibo de cantidades anticipadas en la construcción y venta de viviendas",
        [],
        "Ley",
        Some("57/1968"),
        "1968-07-27",
        Some("BOE-A-1968-909")
    ),
    norm!(
        [],
        "Ley Orgánica del Régimen disciplinario del Cuerpo Nacional de Policía",
        [],
        "Ley Orgánica",
        Some("4/2010"),
        "2010-05-20",
        Some("BOE-A-2010-8115")
    ),
    norm!(
        [],
        "Ley Orgánica de Régimen de Personal de la Policía Nacional",
        [],
        "Ley Orgánica",
        Some("9/2015"),
        "2015-07-28",
        Some("BOE-A-2015-8468")
    ),
    norm!(
        [],
        "Orden por la que se configura el sistema de gestión del Plan de Recuperación, Transformación y Resiliencia",
        [],
        "Orden",
        Some("HFP/1030/2021"),
        "2021-09-29",
        Some("BOE-A-2021-15860")
    ),
    norm!(
        [],
        "Ley Orgánica de aplicación del Reglamento (UE) 2017/1939 del Consejo, de 12 de octubre de 2017, por el que se establece una cooperación reforzada para la creación de la Fiscalía Europea",
        [],
        "Ley Orgánica",
        Some("9/2021"),
        "2021-07-01",
        Some("BOE-A-2021-10957")
    ),
    norm!(
        [],
        "Reglamento de los procedimientos de las Administraciones públicas en materia de responsabilidad patrimonial",
        [],
        "Real Decreto",
        Some("429/1993"),
        "1993-03-26",
        Some("BOE-A-1993-11253")
    ),
    norm!(
        [],
        "Real Decreto por el que se regula la inspección técnica de vehículos",
        [],
        "Real Decreto",
        Some("920/2017"),
        "2017-10-23",
        Some("BOE-A-2017-12841")
    ),
    norm!(
        [],
        "Ley del Ruido",
        [],
        "Ley",
        Some("37/2003"),
        "2003-11-17",
        Some("BOE-A-2003-20976")
    ),
    norm!(
        [],
        "Real Decreto por el que se desarrolla la Ley 37/2003, de 17 de noviembre, del Ruido, en lo referente a zonificación acústica, objetivos de calidad y emisiones acústicas",
        [],
        "Real Decreto",
        Some("1367/2007"),
        "2007-10-19",
        Some("BOE-A-2007-18397")
    ),
    norm!(
        ["RBEL"],
        "Reglamento de Bienes de las Entidades Locales",
        [],
        "Real Decreto",
        Some("1372/1986"),
        "1986-06-13",
        Some("BOE-A-1986-17958")
    ),
    norm!(
        [],
        "Ley de medidas de flexibilización y fomento del mercado del alquiler de viviendas",
        [],
        "Ley",
        Some("4/2013"),
        "2013-06-04",
        Some("BOE-A-2013-5941")
    ),
    norm!(
        ["EGAE"],
        "Estatuto General de la Abogacía Española",
        [],
        "Real Decreto",
        Some("135/2021"),
        "2021-03-02",
        None
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas para la mejora de la sostenibilidad del transporte de mercancías por carretera y del funcionamiento de la cadena logística, y por el que se transpone la Directiva (UE) 2020/1057, por la que se fijan normas específicas con respecto a la Directiva 96/71/CE y la Directiva 2014/67/UE para el desplazamiento de los conductores en el sector del transporte por carretera, y de medidas excepcionales en materia de revisión de precios en los contratos públicos de obras",
        [],
        "Real Decreto-ley",
        Some("3/2022"),
        "2022-03-01",
        Some("BOE-A-2022-3290")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se adoptan medidas urgentes en el marco del Plan Nacional de respuesta a las consecuencias económicas y sociales de la guerra en Ucrania",
        [],
        "Real Decreto-ley",
        Some("6/2022"),
        "2022-03-29",
        Some("BOE-A-2022-4972")
    ),
    norm!(
        [],
        "Real Decreto-ley por el que se adoptan y se prorrogan determinadas medidas para responder a las consecuencias económicas y sociales de la guerra en Ucrania, para hacer frente a situaciones de vulnerabilidad social y económica, y para la recuperación económica y social de la isla de La Palma",
        [],
        "Real Decreto-ley",
        Some("11/2022"),
        "2022-06-25",
        Some("BOE-A-2022-10557")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas de respuesta a las consecuencias económicas y sociales de la Guerra de Ucrania y de apoyo a la reconstrucción de la isla de La Palma y a otras situaciones de vulnerabilidad",
        [],
        "Real Decreto-ley",
        Some("20/2022"),
        "2022-12-27",
        Some("BOE-A-2022-22685")
    ),
    norm!(
        ["TRLRHL", "LRHL", "TRLHL"],
        "texto refundido de la Ley Reguladora de las Haciendas Locales",
        ["Ley Reguladora de las Haciendas Locales"],
        "Real Decreto Legislativo",
        Some("2/2004"),
        "2004-03-05",
        Some("BOE-A-2004-4214")
    ),
    norm!(
        ["TREBEP", "EBEP"],
        "texto refundido de la Ley del Estatuto Básico del Empleado Público",
        ["Estatuto Básico del Empleado Público"],
        "Real Decreto Legislativo",
        Some("5/2015"),
        "2015-10-30",
        Some("BOE-A-2015-11719")
    ),
    norm!(
        ["LRJPAC", "LRJAP-PAC"],
        "Ley de Régimen Jurídico de las Administraciones Públicas y del Procedimiento Administrativo Común",
        [],
        "Ley",
        Some("30/1992"),
        "1992-11-26",
        Some("BOE-A-1992-26318")
    ),
    norm!(
        ["LETA"],
        "Ley del Estatuto del trabajo autónomo",
        ["Estatuto del Trabajo Autónomo"],
        "Ley",
        Some("20/2007"),
        "2007-07-11",
        Some("BOE-A-2007-13409")
    ),
    norm!(
        [],
        "Ley de protección patrimonial de las personas con discapacidad",
        [],
        "Ley",
        Some("41/2003"),
        "2003-11-18",
        Some("BOE-A-2003-21053")
    ),
    norm!(
        ["LGDPD", "TRLGDPD"],
        "Ley General de derechos de las personas con discapacidad y de su inclusión social",
        ["Ley General de derechos de las personas con discapacidad"],
        "Real Decreto Legislativo",
        Some("1/2013"),
        "2013-11-29",
        Some("BOE-A-2013-12632")
    ),
    norm!(
        [],
        "Ley sobre Contrato de Agencia",
        ["Ley de Contrato de Agencia"],
        "Ley",
        Some("12/1992"),
        "1992-05-27",
        Some("BOE-A-1992-12347")
    ),
    norm!(
        [],
        "Real Decreto por el que se establecen disposiciones mínimas de seguridad y de salud en las obras de construcción",
        [],
        "Real Decreto",
        Some("1627/1997"),
        "1997-10-24",
        Some("BOE-A-1997-22614")
    ),
    norm!(
        ["LISD"],
        "Ley del Impuesto sobre Sucesiones y Donaciones",
        [],
        "Ley",
        Some("29/1987"),
        "1987-12-18",
        Some("BOE-A-1987-28141")
    ),
    norm!(
        ["RISD"],
        "Reglamento del Impuesto sobre Sucesiones y Donaciones",
        [],
        "Real Decreto",
        Some("1629/1991"),
        "1991-11-08",
        Some("BOE-A-1991-27678")
    ),
    norm!(
        [],
        "Ley reguladora del derecho de asilo y de la protección subsidiaria",
        ["Ley de Asilo"],
        "Ley",
        Some("12/2009"),
        "2009-10-30",
        Some("BOE-A-2009-17242")
    ),
    norm!(
        [],
        "Reglamento de aplicación de la Ley reguladora del derecho de asilo y de la condición de refugiado",
        [],
        "Real Decreto",
        Some("203/1995"),
        "1995-02-10",
        Some("BOE-A-1995-5542")
    ),
    norm!(
        ["LMVSI"],
        "Ley de los Mercados de Valores y de los Servicios de Inversión",
        [],
        "Ley",
        Some("6/2023"),
        "2023-03-17",
        Some("BOE-A-2023-7053")
    ),
    norm!(
        ["TRLMV"],
        "texto refundido de la Ley del Mercado de Valores",
        [],
        "Real Decreto Legislativo",
        Some("4/2015"),
        "2015-10-23",
        Some("BOE-A-2015-11435")
    ),
    norm!(
        ["LOTCu", "LOTCU"],
        "Ley Orgánica del Tribunal de Cuentas",
        [],
        "Ley Orgánica",
        Some("2/1982"),
        "1982-05-12",
        Some("BOE-A-1982-11584")
    ),
    norm!(
        ["LFTCu", "LFTCU"],
        "Ley de Funcionamiento del Tribunal de Cuentas",
        [],
        "Ley",
        Some("7/1988"),
        "1988-04-05",
        Some("BOE-A-1988-8678")
    ),
    norm!(
        [],
        "Ley Orgánica reguladora del derecho de rectificación",
        [],
        "Ley Orgánica",
        Some("2/1984"),
        "1984-03-26",
        Some("BOE-A-1984-7248")
    ),
    norm!(
        [],
        "Ley de Carreteras",
        [],
        "Ley",
        Some("37/2015"),
        "2015-09-29",
        None
    ),
    norm!(
        [],
        "Ley del Notariado",
        [],
        "Ley",
        None,
        "1862-05-28",
        Some("BOE-A-1862-4073")
    ),
    norm!(
        [],
        "Reglamento de la organización y régimen del Notariado",
        ["Reglamento Notarial"],
        "Decreto",
        None,
        "1944-06-02",
        Some("BOE-A-1944-6578")
    ),
    // The laws of the military jurisdiction and of the Guardia Civil (ids not checked).
    norm!(
        ["LORDGC"],
        "Ley Orgánica del régimen disciplinario de la Guardia Civil",
        [],
        "Ley Orgánica",
        Some("12/2007"),
        "2007-10-22",
        None
    ),
    norm!(
        [],
        "Ley Orgánica reguladora de los derechos y deberes de los miembros de la Guardia Civil",
        [],
        "Ley Orgánica",
        Some("11/2007"),
        "2007-10-22",
        None
    ),
    norm!(
        ["LOPM"],
        "Ley Orgánica Procesal Militar",
        [],
        "Ley Orgánica",
        Some("2/1989"),
        "1989-04-13",
        None
    ),
    norm!(
        [],
        "Ley Orgánica de la competencia y organización de la jurisdicción militar",
        [],
        "Ley Orgánica",
        Some("4/1987"),
        "1987-07-15",
        None
    ),
    norm!(
        ["LTD"],
        "Ley de trabajo a distancia",
        [],
        "Ley",
        Some("10/2021"),
        "2021-07-09",
        Some("BOE-A-2021-11472")
    ),
    norm!(
        ["LC"],
        "Ley Concursal de 2003",
        [],
        "Ley",
        Some("22/2003"),
        "2003-07-09",
        Some("BOE-A-2003-13813")
    ),
    norm!(
        ["LRCSCVM"],
        "texto refundido de la Ley sobre responsabilidad civil y seguro en la circulación de vehículos a motor",
        [],
        "Real Decreto Legislativo",
        Some("8/2004"),
        "2004-10-29",
        Some("BOE-A-2004-18911")
    ),
    norm!(
        ["LOLSexual"],
        "Ley Orgánica de garantía integral de la libertad sexual",
        [],
        "Ley Orgánica",
        Some("10/2022"),
        "2022-09-06",
        Some("BOE-A-2022-14630")
    ),
    norm!(
        [],
        "Ley por el derecho a la vivienda",
        [],
        "Ley",
        Some("12/2023"),
        "2023-05-24",
        Some("BOE-A-2023-12203")
    ),
    norm!(
        [],
        "Ley Orgánica de medidas en materia de eficiencia del Servicio Público de Justicia",
        [],
        "Ley Orgánica",
        Some("1/2025"),
        "2025-01-02",
        Some("BOE-A-2025-76")
    ),
    norm!(
        [],
        "Ley por la que se reforma la legislación civil y procesal para el apoyo a las personas con discapacidad en el ejercicio de su capacidad jurídica",
        [],
        "Ley",
        Some("8/2021"),
        "2021-06-02",
        Some("BOE-A-2021-9233")
    ),
    norm!(
        ["LGDCU1984"],
        "Ley General para la Defensa de los Consumidores y Usuarios de 1984",
        [],
        "Ley",
        Some("26/1984"),
        "1984-07-19",
        Some("BOE-A-1984-16737")
    ),
    norm!(
        ["LITIT"],
        "Ley integral para la igualdad de trato y la no discriminación",
        [],
        "Ley",
        Some("15/2022"),
        "2022-07-12",
        Some("BOE-A-2022-11589")
    ),
    norm!(
        [],
        "Ley de Costas",
        [],
        "Ley",
        Some("22/1988"),
        "1988-07-28",
        Some("BOE-A-1988-18762")
    ),
    norm!(
        ["LAR"],
        "Ley de Arrendamientos Rústicos",
        [],
        "Ley",
        Some("49/2003"),
        "2003-11-26",
        None
    ),
    norm!(
        ["LCCh", "LCCH"],
        "Ley Cambiaria y del Cheque",
        [],
        "Ley",
        Some("19/1985"),
        "1985-07-16",
        Some("BOE-A-1985-14880")
    ),
    norm!(
        ["LMCPCO"],
        "Ley de medidas de lucha contra la morosidad en las operaciones comerciales",
        [],
        "Ley",
        Some("3/2004"),
        "2004-12-29",
        Some("BOE-A-2004-21830")
    ),
    norm!(
        ["LOPIVI"],
        "Ley Orgánica de protección integral a la infancia y la adolescencia frente a la violencia",
        [],
        "Ley Orgánica",
        Some("8/2021"),
        "2021-06-04",
        Some("BOE-A-2021-9347")
    ),
    norm!(
        [],
        "Ley de evaluación ambiental",
        [],
        "Ley",
        Some("21/2013"),
        "2013-12-09",
        Some("BOE-A-2013-12913")
    ),
    norm!(
        ["LRMA"],
        "Ley de Responsabilidad Medioambiental",
        [],
        "Ley",
        Some("26/2007"),
        "2007-10-23",
        Some("BOE-A-2007-18475")
    ),
    norm!(
        [],
        "Ley de residuos y suelos contaminados para una economía circular",
        [],
        "Ley",
        Some("7/2022"),
        "2022-04-08",
        Some("BOE-A-2022-5809")
    ),
    norm!(
        ["RGC"],
        "Reglamento General de Circulación",
        [],
        "Real Decreto",
        Some("1428/2003"),
        "2003-11-21",
        Some("BOE-A-2003-23514")
    ),
    norm!(
        ["TRLTSV"],
        "texto refundido de la Ley sobre Tráfico, Circulación de Vehículos a Motor y Seguridad Vial",
        [
            "Ley sobre Tráfico, Circulación de Vehículos a Motor y Seguridad Vial",
            "Ley de Tráfico y Seguridad Vial"
        ],
        "Real Decreto Legislativo",
        Some("6/2015"),
        "2015-10-30",
        Some("BOE-A-2015-11722")
    ),
    norm!(
        ["RIVA"],
        "Reglamento del Impuesto sobre el Valor Añadido",
        [],
        "Real Decreto",
        Some("1624/1992"),
        "1992-12-29",
        Some("BOE-A-1992-28925")
    ),
    norm!(
        ["RGAT"],
        "Reglamento General de las actuaciones y los procedimientos de gestión e inspección tributaria",
        ["Reglamento General de Gestión e Inspección Tributaria"],
        "Real Decreto",
        Some("1065/2007"),
        "2007-07-27",
        Some("BOE-A-2007-15984")
    ),
    norm!(
        ["LPBCFT", "LPBC"],
        "Ley de prevención del blanqueo de capitales y de la financiación del terrorismo",
        [],
        "Ley",
        Some("10/2010"),
        "2010-04-28",
        Some("BOE-A-2010-6737")
    ),
    norm!(
        [],
        "Ley de rehabilitación, regeneración y renovación urbanas",
        [],
        "Ley",
        Some("8/2013"),
        "2013-06-26",
        Some("BOE-A-2013-6938")
    ),
    norm!(
        [],
        "Ley de Represión de la Usura",
        ["Ley de Usura", "Ley Azcárate"],
        "Ley",
        None,
        "1908-07-23",
        Some("BOE-A-1908-5579")
    ),
    norm!(
        [],
        "Real Decreto por el que se declara el estado de alarma para la gestión de la situación de crisis sanitaria ocasionada por el COVID-19",
        [],
        "Real Decreto",
        Some("463/2020"),
        "2020-03-14",
        Some("BOE-A-2020-3692")
    ),
    norm!(
        [],
        "Reglamento de valoraciones de la Ley de Suelo",
        ["Reglamento de valoraciones"],
        "Real Decreto",
        Some("1492/2011"),
        "2011-10-24",
        Some("BOE-A-2011-17629")
    ),
    norm!(
        [],
        "Reglamento de los procedimientos de despido colectivo y de suspensión de contratos y reducción de jornada",
        [],
        "Real Decreto",
        Some("1483/2012"),
        "2012-10-29",
        Some("BOE-A-2012-13419")
    ),
    norm!(
        ["RSP"],
        "Reglamento de los Servicios de Prevención",
        [],
        "Real Decreto",
        Some("39/1997"),
        "1997-01-17",
        Some("BOE-A-1997-1853")
    ),
    norm!(
        [],
        "Real Decreto por el que se establecen las disposiciones mínimas de seguridad y salud para la utilización por los trabajadores de los equipos de trabajo",
        [],
        "Real Decreto",
        Some("1215/1997"),
        "1997-07-18",
        Some("BOE-A-1997-17824")
    ),
    norm!(
        ["LNA"],
        "Ley sobre Navegación Aérea",
        ["Ley de Navegación Aérea"],
        "Ley",
        Some("48/1960"),
        "1960-07-21",
        Some("BOE-A-1960-10905")
    ),
    norm!(
        ["RRM"],
        "Reglamento del Registro Mercantil",
        [],
        "Real Decreto",
        Some("1784/1996"),
        "1996-07-19",
        Some("BOE-A-1996-17533")
    ),
    norm!(
        ["RIRPF"],
        "Reglamento del Impuesto sobre la Renta de las Personas Físicas",
        [],
        "Real Decreto",
        Some("439/2007"),
        "2007-03-30",
        Some("BOE-A-2007-6820")
    ),
    norm!(
        ["RGLCAP"],
        "Reglamento general de la Ley de Contratos de las Administraciones Públicas",
        [],
        "Real Decreto",
        Some("1098/2001"),
        "2001-10-12",
        Some("BOE-A-2001-19995")
    ),
    norm!(
        ["LAP", "LBAP"],
        "Ley básica reguladora de la autonomía del paciente y de derechos y obligaciones en materia de información y documentación clínica",
        [
            "Ley de autonomía del paciente",
            "Ley básica reguladora de la autonomía del paciente"
        ],
        "Ley",
        Some("41/2002"),
        "2002-11-14",
        Some("BOE-A-2002-22188")
    ),
    norm!(
        [],
        "Ley General de Sanidad",
        [],
        "Ley",
        Some("14/1986"),
        "1986-04-25",
        Some("BOE-A-1986-10499")
    ),
    norm!(
        [],
        "Ley de medidas para reforzar la protección a los deudores hipotecarios, reestructuración de deuda y alquiler social",
        [],
        "Ley",
        Some("1/2013"),
        "2013-05-14",
        Some("BOE-A-2013-5073")
    ),
    norm!(
        ["LEVD", "EVD"],
        "Estatuto de la víctima del delito",
        ["Estatuto de la Víctima"],
        "Ley",
        Some("4/2015"),
        "2015-04-27",
        Some("BOE-A-2015-4606")
    ),
    norm!(
        [],
        "Ley de reforma del sistema para la valoración de los daños y perjuicios causados a las personas en accidentes de circulación",
        [],
        "Ley",
        Some("35/2015"),
        "2015-09-22",
        Some("BOE-A-2015-10197")
    ),
    norm!(
        ["LOEAES"],
        "Ley Orgánica de los estados de alarma, excepción y sitio",
        [],
        "Ley Orgánica",
        Some("4/1981"),
        "1981-06-01",
        Some("BOE-A-1981-12774")
    ),
    norm!(
        [],
        "Real Decreto por el que se modifica el Real Decreto 463/2020",
        [],
        "Real Decreto",
        Some("465/2020"),
        "2020-03-17",
        None
    ),
    norm!(
        [],
        "Real Decreto por el que se prorroga el estado de alarma declarado por el Real Decreto 463/2020, de 14 de marzo",
        [],
        "Real Decreto",
        Some("555/2020"),
        "2020-06-05",
        None
    ),
    norm!(
        [],
        "Real Decreto por el que se declara el estado de alarma para contener la propagación de infecciones causadas por el SARS-CoV-2",
        [],
        "Real Decreto",
        Some("926/2020"),
        "2020-10-25",
        Some("BOE-A-2020-12898")
    ),
    norm!(
        [],
        "Real Decreto por el que se prorroga el estado de alarma declarado por el Real Decreto 926/2020",
        [],
        "Real Decreto",
        Some("956/2020"),
        "2020-11-03",
        Some("BOE-A-2020-13494")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes extraordinarias para hacer frente al impacto económico y social del COVID-19",
        [],
        "Real Decreto-ley",
        Some("8/2020"),
        "2020-03-17",
        Some("BOE-A-2020-3824")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes de apoyo al sector turístico, la hostelería y el comercio y en materia tributaria",
        [],
        "Real Decreto-ley",
        Some("35/2020"),
        "2020-12-22",
        Some("BOE-A-2020-16823")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas extraordinarias de apoyo a la solvencia empresarial en respuesta a la pandemia de la COVID-19",
        [],
        "Real Decreto-ley",
        Some("5/2021"),
        "2021-03-12",
        Some("BOE-A-2021-3946")
    ),
    norm!(
        ["LGSP"],
        "Ley General de Salud Pública",
        [],
        "Ley",
        Some("33/2011"),
        "2011-10-04",
        Some("BOE-A-2011-15623")
    ),
    norm!(
        [],
        "Ley Orgánica de Medidas Especiales en Materia de Salud Pública",
        [],
        "Ley Orgánica",
        Some("3/1986"),
        "1986-04-14",
        None
    ),
    norm!(
        [],
        "Ley de apoyo a los emprendedores y su internacionalización",
        ["Ley de emprendedores"],
        "Ley",
        Some("14/2013"),
        "2013-09-27",
        Some("BOE-A-2013-10074")
    ),
    norm!(
        [],
        "Ley para promover la conciliación de la vida familiar y laboral de las personas trabajadoras",
        [],
        "Ley",
        Some("39/1999"),
        "1999-11-05",
        Some("BOE-A-1999-21568")
    ),
    norm!(
        [],
        "Real Decreto-ley de medidas urgentes para garantía de la igualdad de trato y de oportunidades entre mujeres y hombres en el empleo y la ocupación",
        [],
        "Real Decreto-ley",
        Some("6/2019"),
        "2019-03-01",
        Some("BOE-A-2019-3244")
    ),
];

/// Finds a norm by abbreviation (`LEC`, `L.E.C.`), title or other name (`Código Civil`,
/// `codigo civil`) or rank and number (`Ley 1/2000`, `Real Decreto Legislativo 1/2007`).
///
/// Abbreviations are compared exactly (dots removed), names without case or accents.
#[must_use]
pub fn lookup(name_or_abbrev: &str) -> Option<&'static NormEntry> {
    let raw = name_or_abbrev.trim();
    if raw.is_empty() {
        return None;
    }
    let found = if raw.contains(|c: char| c == '.' || c.is_whitespace()) {
        let undotted: String = raw
            .chars()
            .filter(|c| *c != '.' && !c.is_whitespace())
            .collect();
        INDEX.abbrevs.get(&undotted).copied()
    } else {
        INDEX.abbrevs.get(raw).copied()
    };
    if let Some(i) = found {
        return NORMS.get(i);
    }
    let folded = fold(raw);
    if let Some(entry) = by_folded_name(&folded) {
        return Some(entry);
    }
    lookup_rank_number(&folded)
}

/// Abbreviations two norms of the table share, with what names each one in a brief (`LGP`:
/// the budget act or the advertising act). The table gives the abbreviation to the first.
/// One meaning of a shared abbreviation: the words that name the norm, and its BOE id.
type Meaning = (&'static [&'static str], &'static str);

const SHARED_ABBREVIATIONS: &[(&str, &[Meaning])] = &[(
    "LGP",
    &[
        (&["Presupuestaria", "Ley 47/2003"], "BOE-A-2003-21614"),
        (
            &["General de Publicidad", "Ley 34/1988"],
            "BOE-A-1988-26156",
        ),
    ],
)];

/// The norm a shared abbreviation names in `around` (the text about it): the one whose
/// name or number the text uses, when only one's does; `None` when the abbreviation is not
/// shared or the text does not tell.
pub(crate) fn shared_abbreviation(abbrev: &str, around: &str) -> Option<&'static NormEntry> {
    let (_, meanings) = SHARED_ABBREVIATIONS.iter().find(|(a, _)| *a == abbrev)?;
    shared_meaning(meanings, around)
}

/// True when `abbrev` (dots removed) is one two norms of the table share.
pub(crate) fn is_shared(abbrev: &str) -> bool {
    SHARED_ABBREVIATIONS.iter().any(|(a, _)| *a == abbrev)
}

fn shared_meaning(meanings: &[Meaning], around: &str) -> Option<&'static NormEntry> {
    let mut named = meanings.iter().filter(|(cues, _)| {
        cues.iter()
            .any(|c| memchr::memmem::find(around.as_bytes(), c.as_bytes()).is_some())
    });
    let (_, id) = named.next()?;
    if named.next().is_some() {
        return None;
    }
    NORMS.iter().find(|n| n.boe_id == Some(*id))
}

/// Finds a norm by its title or other name, already folded with [`fold`].
pub(crate) fn by_folded_name(folded: &str) -> Option<&'static NormEntry> {
    INDEX.names.get(folded).and_then(|&i| NORMS.get(i))
}

struct Index {
    abbrevs: std::collections::HashMap<String, usize>,
    names: std::collections::HashMap<String, usize>,
}

static INDEX: std::sync::LazyLock<Index> = std::sync::LazyLock::new(|| {
    let mut abbrevs = std::collections::HashMap::new();
    let mut names = std::collections::HashMap::new();
    for (i, n) in NORMS.iter().enumerate() {
        for a in n.abreviaturas {
            abbrevs.entry(a.replace('.', "")).or_insert(i);
        }
        for name in std::iter::once(&n.titulo).chain(n.nombres.iter()) {
            names.entry(fold(name)).or_insert(i);
        }
    }
    Index { abbrevs, names }
});

/// Finds a norm by rank (as written, any case) and number `N/YYYY`.
#[must_use]
pub fn lookup_rango_numero(rango: &str, numero: &str) -> Option<&'static NormEntry> {
    let rango = fold(rango);
    let numero = numero.trim();
    NORMS
        .iter()
        .find(|n| n.numero == Some(numero) && fold(n.rango) == rango)
}

fn lookup_rank_number(folded: &str) -> Option<&'static NormEntry> {
    let (rank, number) = folded.rsplit_once(' ')?;
    if !number.contains('/') {
        return None;
    }
    let rank = match rank.trim() {
        "lo" => "ley organica",
        "rdleg" | "rdlegislativo" | "rdl" | "real decreto legislativo" => {
            "real decreto legislativo"
        }
        "rd" | "real decreto" => "real decreto",
        other => other,
    };
    lookup_rango_numero(rank, number)
}

/// Lowercases, removes accents and collapses whitespace.
pub(crate) fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    fold_into(s, &mut out);
    out
}

/// [`fold`] of `s`, added at the end of `out`.
pub(crate) fn fold_into(s: &str, out: &mut String) {
    let start = out.len();
    let mut last_space = true;
    let mut rest = s;
    loop {
        // A run of ASCII letters, digits and punctuation other than spaces, byte by byte.
        let run = rest
            .bytes()
            .position(|b| !b.is_ascii() || b.is_ascii_whitespace() || b == b'\x0B')
            .unwrap_or(rest.len());
        if run > 0 {
            let (head, tail) = rest.split_at(run);
            let from = out.len();
            out.push_str(head);
            if let Some(added) = out.get_mut(from..) {
                added.make_ascii_lowercase();
            }
            last_space = false;
            rest = tail;
        }
        let mut chars = rest.chars();
        let Some(c) = chars.next() else {
            break;
        };
        rest = chars.as_str();
        let c = match c {
            // ASCII first: what the patterns hand over is mostly ASCII.
            '\t' | '\n' | '\x0B' | '\x0C' | '\r' | ' ' => ' ',
            c if c.is_ascii() => c.to_ascii_lowercase(),
            'á' | 'Á' | 'à' | 'À' => 'a',
            'é' | 'É' | 'è' | 'È' => 'e',
            'í' | 'Í' | 'ï' | 'Ï' => 'i',
            'ó' | 'Ó' | 'ò' | 'Ò' => 'o',
            'ú' | 'Ú' | 'ü' | 'Ü' => 'u',
            'ñ' | 'Ñ' => 'ñ',
            c if c.is_whitespace() => ' ',
            c => c.to_lowercase().next().unwrap_or(c),
        };
        if c == ' ' {
            if !last_space {
                out.push(' ');
            }
            last_space = true;
        } else {
            out.push(c);
            last_space = false;
        }
    }
    if out.len() > start && out.ends_with(' ') {
        out.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(query: &str, id: Option<&str>) {
        assert_eq!(lookup(query).and_then(|n| n.boe_id), id, "{query}");
    }

    #[test]
    fn table_has_at_least_sixty_norms() {
        assert!(NORMS.len() >= 60, "{}", NORMS.len());
        assert!(NORMS.iter().filter(|n| n.boe_id.is_some()).count() >= 60);
    }

    #[test]
    fn ids_have_the_boe_shape_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for n in NORMS {
            if let Some(id) = n.boe_id {
                let parts: Vec<&str> = id.split('-').collect();
                assert_eq!(parts.len(), 4, "{id}");
                assert_eq!(&parts[..2], &["BOE", "A"], "{id}");
                assert!(parts[2].len() == 4 && parts[2].chars().all(|c| c.is_ascii_digit()));
                assert!(parts[3].chars().all(|c| c.is_ascii_digit()) && !parts[3].starts_with('0'));
                assert!(seen.insert(id), "duplicate {id}");
            }
            assert_eq!(n.fecha.len(), 10, "{}", n.titulo);
        }
    }

    #[test]
    fn abbreviations_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for n in NORMS {
            for a in n.abreviaturas {
                assert!(seen.insert(a.replace('.', "")), "duplicate {a}");
            }
        }
    }

    #[test]
    fn lookup_by_abbreviation_name_and_number() {
        check("CC", Some("BOE-A-1889-4763"));
        check("C.C.", Some("BOE-A-1889-4763"));
        check("LEC", Some("BOE-A-2000-323"));
        check("L.E.C.", Some("BOE-A-2000-323"));
        check("LECrim", Some("BOE-A-1882-6036"));
        check("CE", Some("BOE-A-1978-31229"));
        check("codigo civil", Some("BOE-A-1889-4763"));
        check("Código  Civil", Some("BOE-A-1889-4763"));
        check("Ley de Enjuiciamiento Civil", Some("BOE-A-2000-323"));
        check("Ley 1/2000", Some("BOE-A-2000-323"));
        check("ley orgánica 6/1985", Some("BOE-A-1985-12666"));
        check("LO 3/2018", Some("BOE-A-2018-16673"));
        check("Real Decreto Legislativo 1/2007", Some("BOE-A-2007-20555"));
        check("RDLeg 2/2015", Some("BOE-A-2015-11430"));
        check("LAU", Some("BOE-A-1994-26003"));
        check("LAR", None);
        check("LM", Some("BOE-A-2001-23093"));
        check("Ley 1/1999", None);
        check("XYZ", None);
        check("", None);
    }
}
