//! The BOE verifier end to end, on the cassettes of `fixtures/cassettes/boe/` alone, through
//! the real `Fetcher` in replay mode on tokio's paused clock. Every scenario asserts the whole
//! verdict JSON (`verificador_boe` fields plus `id`, `fuente`, `evidencia`).

use std::time::Duration;

use compulsa::fetch::Fetcher;
use compulsa::model::Citation;
use compulsa::sources::{Ctx, verify};
use serde_json::{Value, json};

fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/cassettes/boe")
}

fn cita(texto: &str, cita_literal: Option<&str>, campos: Value) -> Citation {
    serde_json::from_value(json!({
        "id": "c1",
        "fuente": "boe",
        "texto_original": texto,
        "cita_literal": cita_literal,
        "span": null,
        "campos": campos,
    }))
    .expect("valid citation")
}

/// Verifies `c` on the BOE cassettes; the caller's default date is 2026-11-30.
async fn run(c: &Citation) -> Value {
    let ctx = Ctx {
        fecha_por_defecto: jiff::civil::Date::new(2026, 11, 30).expect("valid date"),
    };
    let fetch = Fetcher::replay(dir()).expect("cassettes load");
    let verdict = verify(c, &fetch, &ctx).await.expect("boe is routable");
    let value = serde_json::to_value(&verdict).expect("serializes");
    assert_valid_for_agent(&value);
    value
}

/// Every verdict validates against the `verificador_boe` output schema.
#[track_caller]
fn assert_valid_for_agent(value: &Value) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("schemas/verificador_boe_output.json");
    let schema: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("schema")).expect("json");
    let validator = jsonschema::draft7::new(&schema).expect("schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(value)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
}

#[track_caller]
fn check(got: &Value, want: &str) {
    let want: Value = serde_json::from_str(want).expect("expected JSON parses");
    assert_eq!(
        *got,
        want,
        "\n--- got ---\n{}\n",
        serde_json::to_string_pretty(got).expect("json")
    );
}

fn ce135(fecha: &str, cita_literal: Option<&str>) -> Citation {
    cita(
        "artículo 135 de la Constitución Española",
        cita_literal,
        json!({"norma": "Constitución Española", "norma_id": "BOE-A-1978-31229",
               "articulo": "135", "fecha_referencia_escrito": fecha}),
    )
}

/// From the 2011 wording of CE art. 135 (real capture).
const Q2011: &str = "Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria.";
/// The 2011 wording with one word changed.
const QAPROX: &str = "Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad financiera.";
/// From the 1978 wording of CE art. 135 (real capture).
const Q1978: &str =
    "El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito.";

/// In force: CE art. 135 (real block, two real versions) at 2024, quoting the 2011 wording.
#[tokio::test(start_paused = true)]
async fn ce_135_in_force_with_its_quote_verifies_from_cassettes_alone() {
    let got = run(&ce135("2024-01-10", Some(Q2011))).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo 135 de la Constitución Española",
  "estado": "verificada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "aaf46ab99a472a951a77b04a52950b1ac3c93b6c0012c8a62c24e997236be195",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "366abcf3bdc6d07e0d3dac89a589d261439d6836f7109ccee5ab2bc4a593b1ce",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-10-01T00:00:00Z",
      "sha256": "07a68ed592e423429177a358dcb456101e7f3576d92ae82f745f6f15bd3a9efd",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1978-12-29",
      "fecha_vigencia": "1978-12-29",
      "id_norma": "BOE-A-1978-31229"
    },
    {
      "fecha_publicacion": "2011-09-27",
      "fecha_vigencia": "2011-09-27",
      "id_norma": "BOE-A-2011-15210"
    }
  ],
  "observaciones": "Documento localizado: artículo 135 de «Constitución Española» (BOE-A-1978-31229), bloque «a135» del texto consolidado del BOE. La cita literal figura en el texto del documento. Fecha de referencia: 10/01/2024. En esa fecha regía la redacción introducida por BOE-A-2011-15210, vigente desde el 27/09/2011.",
  "redaccion_vigente": "Artículo 135\n1. Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria.\n2. El Estado y las Comunidades Autónomas no podrán incurrir en un déficit estructural que supere los márgenes establecidos, en su caso, por la Unión Europea para sus Estados Miembros.\nUna ley orgánica fijará el déficit estructural máximo permitido al Estado y a las Comunidades Autónomas, en relación con su producto interior bruto. Las Entidades Locales deberán presentar equilibrio presupuestario.\n3. El Estado y las Comunidades Autónomas habrán de estar autorizados por ley para emitir deuda pública o contraer crédito.\nLos créditos para satisfacer los intereses y el capital de la deuda pública de las Administraciones se entenderán siempre incluidos en el estado de gastos de sus presupuestos y su pago gozará de prioridad absoluta. Estos créditos no podrán ser objeto de enmienda o modificación, mientras se ajusten a las condiciones de la ley de emisión.\nEl volumen de deuda pública del conjunto de las Administraciones Públicas en relación con el producto interior bruto del Estado no podrá superar el valor de referencia establecido en el Tratado de Funcionamiento de la Unión Europea.\n4. Los límites de déficit estructural y de volumen de deuda pública sólo podrán superarse en caso de catástrofes naturales, recesión económica o situaciones de emergencia extraordinaria que escapen al control del Estado y perjudiquen considerablemente la situación financiera o la sostenibilidad económica o social del Estado, apreciadas por la mayoría absoluta de los miembros del Congreso de los Diputados.\n5. Una ley orgánica desarrollará los principios a que se refiere este artículo, así como la participación, en los procedimientos respectivos, de los órganos de coordinación institucional entre las Administraciones Públicas en materia de política fiscal y financiera. En todo caso, regulará:\na) La distribución de los límites de déficit y de deuda entre las distintas Administraciones Públicas, los supuestos excepcionales de superación de los mismos y la forma y plazo de corrección de las desviaciones que sobre uno y otro pudieran producirse.\nb) La metodología y el procedimiento para el cálculo del déficit estructural.\nc) La responsabilidad de cada Administración Pública en caso de incumplimiento de los objetivos de estabilidad presupuestaria.\n6. Las Comunidades Autónomas, de acuerdo con sus respectivos Estatutos y dentro de los límites a que se refiere este artículo, adoptarán las disposiciones que procedan para la aplicación efectiva del principio de estabilidad en sus normas y decisiones presupuestarias.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229&p=20240110#a135",
  "vigente_en_fecha": true
}"#,
    );
}

/// Changed since: the 1978 wording quoted in a brief of 2005 is right then; the 2011 reform is an alert.
#[tokio::test(start_paused = true)]
async fn changed_since_the_reference_date_verifies_with_an_alert() {
    let got = run(&ce135("2005-06-01", Some(Q1978))).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": "La redacción del artículo ha cambiado desde la fecha de referencia: 1 redacción posterior: BOE-A-2011-15210 (vigente desde el 27/09/2011).",
  "cita_original": "artículo 135 de la Constitución Española",
  "estado": "verificada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "aaf46ab99a472a951a77b04a52950b1ac3c93b6c0012c8a62c24e997236be195",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "366abcf3bdc6d07e0d3dac89a589d261439d6836f7109ccee5ab2bc4a593b1ce",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-10-01T00:00:00Z",
      "sha256": "07a68ed592e423429177a358dcb456101e7f3576d92ae82f745f6f15bd3a9efd",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1978-12-29",
      "fecha_vigencia": "1978-12-29",
      "id_norma": "BOE-A-1978-31229"
    },
    {
      "fecha_publicacion": "2011-09-27",
      "fecha_vigencia": "2011-09-27",
      "id_norma": "BOE-A-2011-15210"
    }
  ],
  "observaciones": "Documento localizado: artículo 135 de «Constitución Española» (BOE-A-1978-31229), bloque «a135» del texto consolidado del BOE. La cita literal figura en el texto del documento. Aviso: la redacción vigente en la fecha de referencia (2005-06-01) fue modificada posteriormente, con efectos desde el 2011-09-27. Fecha de referencia: 01/06/2005. En esa fecha regía la redacción introducida por BOE-A-1978-31229, vigente desde el 29/12/1978 hasta el 26/09/2011. La redacción del artículo ha cambiado desde la fecha de referencia: 1 redacción posterior: BOE-A-2011-15210 (vigente desde el 27/09/2011).",
  "redaccion_vigente": "Artículo 135\n1. El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito.\n2. Los créditos para satisfacer el pago de intereses y capital de la Deuda Pública del Estado se entenderán siempre incluidos en el estado de gastos de los presupuestos y no podrán ser objeto de enmienda o modificación, mientras se ajusten a las condiciones de la ley de emisión.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229&p=20050601#a135",
  "vigente_en_fecha": true
}"#,
    );
}

/// Quote of an old version: the 1978 wording quoted in 2024 is inexacta and names that version.
#[tokio::test(start_paused = true)]
async fn quote_of_an_old_version_is_inexacta_naming_it() {
    let got = run(&ce135("2024-01-10", Some(Q1978))).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo 135 de la Constitución Española",
  "estado": "inexacta",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "aaf46ab99a472a951a77b04a52950b1ac3c93b6c0012c8a62c24e997236be195",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "366abcf3bdc6d07e0d3dac89a589d261439d6836f7109ccee5ab2bc4a593b1ce",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-10-01T00:00:00Z",
      "sha256": "07a68ed592e423429177a358dcb456101e7f3576d92ae82f745f6f15bd3a9efd",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1978-12-29",
      "fecha_vigencia": "1978-12-29",
      "id_norma": "BOE-A-1978-31229"
    },
    {
      "fecha_publicacion": "2011-09-27",
      "fecha_vigencia": "2011-09-27",
      "id_norma": "BOE-A-2011-15210"
    }
  ],
  "observaciones": "Documento localizado: artículo 135 de «Constitución Española» (BOE-A-1978-31229), bloque «a135» del texto consolidado del BOE. La cita literal reproduce la redacción introducida por BOE-A-1978-31229 (vigente desde el 29/12/1978 hasta el 26/09/2011), que no es la vigente en la fecha de referencia: «El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito». Redacción vigente en esa fecha: «El Estado y las Comunidades Autónomas habrán de estar autorizados por ley para emitir deuda pública o contraer crédito». Fecha de referencia: 10/01/2024. En esa fecha regía la redacción introducida por BOE-A-2011-15210, vigente desde el 27/09/2011. La redacción vigente en la fecha de referencia se reproduce en «redaccion_vigente».",
  "redaccion_vigente": "Artículo 135\n1. Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria.\n2. El Estado y las Comunidades Autónomas no podrán incurrir en un déficit estructural que supere los márgenes establecidos, en su caso, por la Unión Europea para sus Estados Miembros.\nUna ley orgánica fijará el déficit estructural máximo permitido al Estado y a las Comunidades Autónomas, en relación con su producto interior bruto. Las Entidades Locales deberán presentar equilibrio presupuestario.\n3. El Estado y las Comunidades Autónomas habrán de estar autorizados por ley para emitir deuda pública o contraer crédito.\nLos créditos para satisfacer los intereses y el capital de la deuda pública de las Administraciones se entenderán siempre incluidos en el estado de gastos de sus presupuestos y su pago gozará de prioridad absoluta. Estos créditos no podrán ser objeto de enmienda o modificación, mientras se ajusten a las condiciones de la ley de emisión.\nEl volumen de deuda pública del conjunto de las Administraciones Públicas en relación con el producto interior bruto del Estado no podrá superar el valor de referencia establecido en el Tratado de Funcionamiento de la Unión Europea.\n4. Los límites de déficit estructural y de volumen de deuda pública sólo podrán superarse en caso de catástrofes naturales, recesión económica o situaciones de emergencia extraordinaria que escapen al control del Estado y perjudiquen considerablemente la situación financiera o la sostenibilidad económica o social del Estado, apreciadas por la mayoría absoluta de los miembros del Congreso de los Diputados.\n5. Una ley orgánica desarrollará los principios a que se refiere este artículo, así como la participación, en los procedimientos respectivos, de los órganos de coordinación institucional entre las Administraciones Públicas en materia de política fiscal y financiera. En todo caso, regulará:\na) La distribución de los límites de déficit y de deuda entre las distintas Administraciones Públicas, los supuestos excepcionales de superación de los mismos y la forma y plazo de corrección de las desviaciones que sobre uno y otro pudieran producirse.\nb) La metodología y el procedimiento para el cálculo del déficit estructural.\nc) La responsabilidad de cada Administración Pública en caso de incumplimiento de los objetivos de estabilidad presupuestaria.\n6. Las Comunidades Autónomas, de acuerdo con sus respectivos Estatutos y dentro de los límites a que se refiere este artículo, adoptarán las disposiciones que procedan para la aplicación efectiva del principio de estabilidad en sus normas y decisiones presupuestarias.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229&p=20240110#a135",
  "vigente_en_fecha": true
}"#,
    );
}

/// Repealed: CC art. 316 (`fecha_caducidad`, last version "(Derogado)") cited in 2023.
#[tokio::test(start_paused = true)]
async fn repealed_article_is_inexacta_not_in_force() {
    let got = run(&cita(
        "art. 316 CC",
        None,
        json!({"norma": "Código Civil", "norma_id": "BOE-A-1889-4763", "articulo": "316",
               "fecha_referencia_escrito": "2023-03-01"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": "El artículo había dejado de existir en la fecha de referencia: el BOE da por caducado el bloque desde el 03/06/2021. El artículo estaba derogado en la fecha de referencia: derogado por BOE-A-2021-9233 con efectos desde el 03/09/2021.",
  "cita_original": "art. 316 CC",
  "estado": "inexacta",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "df7613ba94a17a1c3e1b4a8093238842c322987f0b5739a3e9be12e20fa84a56",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "25669fdc039debb368a9ee22f5acc4cd40059e228073f1fe76d7df1d1907f4f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "69bc99c3062f0bb8165446e6f50fdaeb93ec753e76b3e496d84352efea10a9b5",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/bloque/art316"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1889-07-25",
      "fecha_vigencia": "1889-08-16",
      "id_norma": "BOE-A-1889-4763"
    },
    {
      "fecha_publicacion": "2021-06-03",
      "fecha_vigencia": "2021-09-03",
      "id_norma": "BOE-A-2021-9233"
    }
  ],
  "observaciones": "Documento localizado: artículo 316 de «Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil» (BOE-A-1889-4763), bloque «art316» del texto consolidado del BOE. El precepto no estaba vigente en la fecha de referencia (2023-03-01): derogado o sin efecto desde el 2021-06-03. Fecha de referencia: 01/03/2023. El artículo había dejado de existir en la fecha de referencia: el BOE da por caducado el bloque desde el 03/06/2021. El artículo estaba derogado en la fecha de referencia: derogado por BOE-A-2021-9233 con efectos desde el 03/09/2021.",
  "redaccion_vigente": null,
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763&p=20230301#art316",
  "vigente_en_fecha": false
}"#,
    );
}

/// Not yet in force: LEC art. 399 cited during the vacatio legis (in force 2001-01-08).
#[tokio::test(start_paused = true)]
async fn not_yet_in_force_is_inexacta() {
    let got = run(&cita(
        "art. 399 LEC",
        None,
        json!({"norma": "LEC", "norma_id": "BOE-A-2000-323", "articulo": "399",
               "fecha_referencia_escrito": "2000-06-01"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": "La norma no había entrado en vigor en la fecha de referencia (01/06/2000): entró en vigor el 08/01/2001. El artículo no estaba en vigor en la fecha de referencia (01/06/2000): su primera redacción rige desde el 08/01/2001.",
  "cita_original": "art. 399 LEC",
  "estado": "inexacta",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "f6ef16689e5d96c1407aec537b8cefd92a68434b579d6461b521a1bcaa555e04",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2000-323/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "cc376580db73466b70de33c1293840606346c33642f73e9207b2f363c30ddb8e",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2000-323/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "f5bc97ed6bca7c68be4774354307c61b6823eb68e262da4973531de6f5e125e7",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2000-323/texto/bloque/a399"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "2000-01-08",
      "fecha_vigencia": "2001-01-08",
      "id_norma": "BOE-A-2000-323"
    }
  ],
  "observaciones": "Documento localizado: artículo 399 de «Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil» (BOE-A-2000-323), bloque «a399» del texto consolidado del BOE. El precepto no estaba vigente en la fecha de referencia (2000-06-01): no entró en vigor hasta el 2001-01-08. Fecha de referencia: 01/06/2000. La norma no había entrado en vigor en la fecha de referencia (01/06/2000): entró en vigor el 08/01/2001. El artículo no estaba en vigor en la fecha de referencia (01/06/2000): su primera redacción rige desde el 08/01/2001.",
  "redaccion_vigente": null,
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-2000-323&p=20000601#a399",
  "vigente_en_fecha": false
}"#,
    );
}

/// Article missing: the Código Civil has no art. 2000 in its index.
#[tokio::test(start_paused = true)]
async fn missing_article_is_no_encontrada() {
    let got = run(&cita(
        "art. 2000 CC",
        None,
        json!({"norma": "Código Civil", "norma_id": "BOE-A-1889-4763", "articulo": "2000",
               "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "art. 2000 CC",
  "estado": "no_encontrada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "df7613ba94a17a1c3e1b4a8093238842c322987f0b5739a3e9be12e20fa84a56",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "25669fdc039debb368a9ee22f5acc4cd40059e228073f1fe76d7df1d1907f4f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/indice"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "No se ha encontrado el artículo 2000 en «Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil» (BOE-A-1889-4763) en la fuente oficial, tras una búsqueda completada sin errores. Ninguno de los 12 bloques del índice de su texto consolidado lleva el título «Artículo 2000».",
  "redaccion_vigente": null,
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763&p=20240110",
  "vigente_en_fecha": null
}"#,
    );
}

/// Norm missing: metadatos 404 (XML error on a JSON request), then the diary answers 200 `<error>`.
#[tokio::test(start_paused = true)]
async fn missing_norm_is_no_encontrada_after_the_diary_says_so() {
    let got = run(&cita(
        "art. 5 de la norma BOE-A-2019-99999",
        None,
        json!({"norma_id": "BOE-A-2019-99999", "articulo": "5", "fecha_referencia_escrito": "2024-01-10"}),
    )).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "art. 5 de la norma BOE-A-2019-99999",
  "estado": "no_encontrada",
  "evidencia": [
    {
      "codigo_http": 404,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "d7352b3b22efcb927fb1e99a3789083b54626109715ed9176b7bdd71c2ebbbc1",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2019-99999/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "8e0d085a79a0bdf8f56821d0e91f215da590004c29ebdbdae7ba80c6a0183ff2",
      "url": "https://www.boe.es/diario_boe/xml.php?id=BOE-A-2019-99999"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "No se ha encontrado ninguna norma con el identificador BOE-A-2019-99999 en la fuente oficial, tras una búsqueda completada sin errores. La legislación consolidada del BOE responde que no la tiene (404) y el diario oficial, que ese identificador no existe.",
  "redaccion_vigente": null,
  "url_consolidada": null,
  "vigente_en_fecha": null
}"#,
    );
}

/// Norm missing by number: the search answers `"data": ""`. The consolidated catalogue does not
/// hold every act, so an empty search is flagged for a human, never `no_encontrada`.
#[tokio::test(start_paused = true)]
async fn norm_number_with_empty_search_is_dudosa_never_no_encontrada() {
    let got = run(&cita(
        "artículo 5 de la Ley 99/2019",
        None,
        json!({"norma": "Ley 99/2019", "articulo": "5", "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo 5 de la Ley 99/2019",
  "estado": "dudosa_por_contenido",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "65f8d8ae6bce3ba8bd994920a573d7bbac5059161efb917eee4d713ef21d1c83",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada?query=%7B%22query%22%3A%7B%22query_string%22%3A%7B%22query%22%3A%22numero_oficial%3A%5C%2299%2F2019%5C%22%22%7D%7D%2C%22sort%22%3A%5B%7B%22identificador%22%3A%22asc%22%7D%5D%7D&limit=10"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "La legislación consolidada del BOE no tiene ninguna norma con rango de Ley y número oficial 99/2019 («Ley 99/2019»). Las normas estatales de ese rango suelen figurar en ella, así que es probable que el número o el año de la cita sean erróneos; como el catálogo consolidado no recoge todas las disposiciones publicadas, esto no prueba que no exista: compruébense número y año en el Diario Oficial.",
  "redaccion_vigente": null,
  "url_consolidada": null,
  "vigente_en_fecha": null
}"#,
    );
}

/// Not consolidated: metadatos 404, the diary has the document: the article cannot be checked.
#[tokio::test(start_paused = true)]
async fn not_consolidated_norm_is_dudosa_never_no_encontrada() {
    let got = run(&cita(
        "artículo único de la Reforma del artículo 135",
        None,
        json!({"norma_id": "BOE-A-2011-15210", "articulo": "único", "fecha_referencia_escrito": "2024-01-10"}),
    )).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo único de la Reforma del artículo 135",
  "estado": "dudosa_por_contenido",
  "evidencia": [
    {
      "codigo_http": 404,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "d7352b3b22efcb927fb1e99a3789083b54626109715ed9176b7bdd71c2ebbbc1",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2011-15210/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "3b724c3390db1a794cc1b07a07a86a900385582aee3d03096bd014f690984846",
      "url": "https://www.boe.es/diario_boe/xml.php?id=BOE-A-2011-15210"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "La norma BOE-A-2011-15210 (Reforma del artículo 135 de la Constitución Española, de 27 de septiembre de 2011) existe en el diario oficial, pero el BOE no tiene texto consolidado de ella (404 en la legislación consolidada): no se puede comprobar qué redacción del artículo estaba en vigor en la fecha de referencia. Verificación manual recomendada sobre el texto publicado: https://www.boe.es/diario_boe/txt.php?id=BOE-A-2011-15210",
  "redaccion_vigente": null,
  "url_consolidada": null,
  "vigente_en_fecha": null
}"#,
    );
}

/// Unexpected XML: a 200 with no `<bloque>` is an infrastructure fault, not a missing article.
#[tokio::test(start_paused = true)]
async fn unexpected_xml_is_infrastructure_not_a_missing_article() {
    let got = run(&cita(
        "art. 1 CE",
        None,
        json!({"norma_id": "BOE-A-1978-31229", "articulo": "1", "fecha_referencia_escrito": "2024-01-10"}),
    )).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "art. 1 CE",
  "estado": "dudosa_por_infraestructura",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "aaf46ab99a472a951a77b04a52950b1ac3c93b6c0012c8a62c24e997236be195",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "366abcf3bdc6d07e0d3dac89a589d261439d6836f7109ccee5ab2bc4a593b1ce",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "a4a06c6dd895e45686117285816765716bab5435708c754ec0a68c680445d86a",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a1"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "La fuente respondió con una página que no corresponde a lo solicitado (respuesta del BOE con una estructura no reconocida: falta <bloque> en <data>; https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a1; código HTTP: 200). Esto no indica que la cita sea incorrecta ni que el documento no exista: la verificación debe repetirse más tarde. Petición afectada: el bloque a1 de BOE-A-1978-31229.",
  "redaccion_vigente": null,
  "url_consolidada": null,
  "vigente_en_fecha": null
}"#,
    );
}

/// Versions out of order (2007, 2022, 2014): in 2018 the 2014 wording is the one in force.
#[tokio::test(start_paused = true)]
async fn versions_out_of_order_are_sorted_by_date() {
    let got = run(&cita(
        "art. 3 TRLGDCU",
        Some("son consumidores o usuarios las personas físicas que actúen con un propósito ajeno a su actividad comercial, empresarial, oficio o profesión"),
        json!({"norma": "TRLGDCU", "norma_id": "BOE-A-2007-20555", "articulo": "3",
               "fecha_referencia_escrito": "2018-05-01"}),
    )).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": "La redacción del artículo ha cambiado desde la fecha de referencia: 1 redacción posterior: BOE-A-2022-3198 (vigente desde el 03/03/2022).",
  "cita_original": "art. 3 TRLGDCU",
  "estado": "verificada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "2848c57d49865e039f4bd8d68ac37cd22dc577e8085713f30d313a3a43ded854",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2007-20555/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "99fe95b16130f447d028ce4722a99c68d1a50890a5d50b891ac8499a8f5aa84f",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2007-20555/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "ba17d14b61fe0613427faa76d036f313a590a15e9d9500bad688eb944de08334",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2007-20555/texto/bloque/a3"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "2007-11-30",
      "fecha_vigencia": "2007-12-01",
      "id_norma": "BOE-A-2007-20555"
    },
    {
      "fecha_publicacion": "2014-03-28",
      "fecha_vigencia": "2014-03-29",
      "id_norma": "BOE-A-2014-3329"
    },
    {
      "fecha_publicacion": "2022-03-02",
      "fecha_vigencia": "2022-03-03",
      "id_norma": "BOE-A-2022-3198"
    }
  ],
  "observaciones": "Documento localizado: artículo 3 de «Real Decreto Legislativo 1/2007, de 16 de noviembre, por el que se aprueba el texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias» (BOE-A-2007-20555), bloque «a3» del texto consolidado del BOE. La cita literal figura en el texto del documento. Aviso: la redacción vigente en la fecha de referencia (2018-05-01) fue modificada posteriormente, con efectos desde el 2022-03-03. Fecha de referencia: 01/05/2018. En esa fecha regía la redacción introducida por BOE-A-2014-3329, vigente desde el 29/03/2014 hasta el 02/03/2022. La redacción del artículo ha cambiado desde la fecha de referencia: 1 redacción posterior: BOE-A-2022-3198 (vigente desde el 03/03/2022).",
  "redaccion_vigente": "Artículo 3. Concepto general de consumidor y de usuario.\nA efectos de esta ley, y sin perjuicio de lo dispuesto expresamente en sus libros tercero y cuarto, son consumidores o usuarios las personas físicas que actúen con un propósito ajeno a su actividad comercial, empresarial, oficio o profesión.\nSon también consumidores a efectos de esta norma las personas jurídicas y las entidades sin personalidad jurídica que actúen sin ánimo de lucro en un ámbito ajeno a una actividad comercial o empresarial.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-2007-20555&p=20180501#a3",
  "vigente_en_fecha": true
}"#,
    );
}

/// A norm cited by number without an article: found by the consolidated-legislation search.
#[tokio::test(start_paused = true)]
async fn norm_found_by_official_number_without_article() {
    let got = run(&cita(
        "Ley 40/2015, de 1 de octubre",
        None,
        json!({"norma": "Ley 40/2015, de 1 de octubre", "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "Ley 40/2015, de 1 de octubre",
  "estado": "verificada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "b7ea3acdf845df092f2016a82f73558672e387b800ac4d12bff0e6bfc7bc72f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada?query=%7B%22query%22%3A%7B%22query_string%22%3A%7B%22query%22%3A%22numero_oficial%3A%5C%2240%2F2015%5C%22%22%7D%7D%2C%22sort%22%3A%5B%7B%22identificador%22%3A%22asc%22%7D%5D%7D&limit=10"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "b7ea3acdf845df092f2016a82f73558672e387b800ac4d12bff0e6bfc7bc72f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2015-10566/metadatos"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "Documento localizado: «Ley 40/2015, de 1 de octubre, de Régimen Jurídico del Sector Público» (BOE-A-2015-10566), en la legislación consolidada del BOE. Los datos de la cita coinciden con el documento. Fecha de referencia: 10/01/2024. Norma identificada buscando el número oficial 40/2015 en la legislación consolidada: «Ley 40/2015, de 1 de octubre, de Régimen Jurídico del Sector Público» (BOE-A-2015-10566).",
  "redaccion_vigente": null,
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-10566&p=20240110",
  "vigente_en_fecha": true
}"#,
    );
}

/// A quote in none of the wordings: the article exists, the quoted text does not.
#[tokio::test(start_paused = true)]
async fn quote_in_no_version_is_no_encontrada() {
    let got = run(&cita(
        "art. 1902 CC",
        Some("quien cause un daño a otro deberá indemnizarlo siempre"),
        json!({"norma": "Código Civil", "norma_id": "BOE-A-1889-4763", "articulo": "1902",
               "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "art. 1902 CC",
  "estado": "no_encontrada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "df7613ba94a17a1c3e1b4a8093238842c322987f0b5739a3e9be12e20fa84a56",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "25669fdc039debb368a9ee22f5acc4cd40059e228073f1fe76d7df1d1907f4f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "95f323371407511342b327a80cf3dda1eb0c208d5cedbc2d2852fa6d8be48a6b",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/bloque/art1902"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1889-07-25",
      "fecha_vigencia": "1889-08-16",
      "id_norma": "BOE-A-1889-4763"
    }
  ],
  "observaciones": "Documento localizado: artículo 1902 de «Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil» (BOE-A-1889-4763), bloque «art1902» del texto consolidado del BOE. El documento existe, pero el texto citado entre comillas no aparece en él. El pasaje más parecido (similitud 53 %) dice: «omisión causa daño a otro, interviniendo culpa o». Fecha de referencia: 10/01/2024. En esa fecha regía la redacción introducida por BOE-A-1889-4763, vigente desde el 16/08/1889.",
  "redaccion_vigente": "Artículo 1902.\nEl que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763&p=20240110#art1902",
  "vigente_en_fecha": true
}"#,
    );
}

/// BOE down: a 503 replays through the real retry loop (waits of 3, 8 and 20 s, four attempts,
/// 31 s of virtual time) and ends as an infrastructure verdict with the whole history.
#[tokio::test(start_paused = true)]
async fn boe_down_is_infrastructure_with_the_3_8_20_history() {
    let t0 = tokio::time::Instant::now();
    let got = run(&cita(
        "art. 9 LAU",
        None,
        json!({"norma": "LAU", "norma_id": "BOE-A-1994-14960", "articulo": "9", "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    assert_eq!(t0.elapsed(), Duration::from_secs(31));
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "art. 9 LAU",
  "estado": "dudosa_por_infraestructura",
  "evidencia": [],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "La fuente no respondió de forma utilizable tras 4 intentos (https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1994-14960/metadatos); código HTTP: 503; último resultado: HTTP 503; historial: intento 1 a los 0 s: HTTP 503; intento 2 a los 3 s: HTTP 503; intento 3 a los 11 s: HTTP 503; intento 4 a los 31 s: HTTP 503. Esto no indica que la cita sea incorrecta ni que el documento no exista: la verificación debe repetirse más tarde. Petición afectada: los metadatos de la norma BOE-A-1994-14960.",
  "redaccion_vigente": null,
  "url_consolidada": null,
  "vigente_en_fecha": null
}"#,
    );
}

/// Approximate quote of the wording in force: inexacta, with the real passage and the diff.
#[tokio::test(start_paused = true)]
async fn approximate_quote_of_the_wording_in_force_is_inexacta_with_the_real_passage() {
    let got = run(&ce135("2024-01-10", Some(QAPROX))).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo 135 de la Constitución Española",
  "estado": "inexacta",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "aaf46ab99a472a951a77b04a52950b1ac3c93b6c0012c8a62c24e997236be195",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "366abcf3bdc6d07e0d3dac89a589d261439d6836f7109ccee5ab2bc4a593b1ce",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-10-01T00:00:00Z",
      "sha256": "07a68ed592e423429177a358dcb456101e7f3576d92ae82f745f6f15bd3a9efd",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1978-12-29",
      "fecha_vigencia": "1978-12-29",
      "id_norma": "BOE-A-1978-31229"
    },
    {
      "fecha_publicacion": "2011-09-27",
      "fecha_vigencia": "2011-09-27",
      "id_norma": "BOE-A-2011-15210"
    }
  ],
  "observaciones": "Documento localizado: artículo 135 de «Constitución Española» (BOE-A-1978-31229), bloque «a135» del texto consolidado del BOE. La cita literal no coincide exactamente con el texto del documento (similitud 91 %). Diferencias: donde la cita dice «financiera», el texto dice «presupuestaria». Redacción correcta: «Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria». Fecha de referencia: 10/01/2024. En esa fecha regía la redacción introducida por BOE-A-2011-15210, vigente desde el 27/09/2011.",
  "redaccion_vigente": "Artículo 135\n1. Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria.\n2. El Estado y las Comunidades Autónomas no podrán incurrir en un déficit estructural que supere los márgenes establecidos, en su caso, por la Unión Europea para sus Estados Miembros.\nUna ley orgánica fijará el déficit estructural máximo permitido al Estado y a las Comunidades Autónomas, en relación con su producto interior bruto. Las Entidades Locales deberán presentar equilibrio presupuestario.\n3. El Estado y las Comunidades Autónomas habrán de estar autorizados por ley para emitir deuda pública o contraer crédito.\nLos créditos para satisfacer los intereses y el capital de la deuda pública de las Administraciones se entenderán siempre incluidos en el estado de gastos de sus presupuestos y su pago gozará de prioridad absoluta. Estos créditos no podrán ser objeto de enmienda o modificación, mientras se ajusten a las condiciones de la ley de emisión.\nEl volumen de deuda pública del conjunto de las Administraciones Públicas en relación con el producto interior bruto del Estado no podrá superar el valor de referencia establecido en el Tratado de Funcionamiento de la Unión Europea.\n4. Los límites de déficit estructural y de volumen de deuda pública sólo podrán superarse en caso de catástrofes naturales, recesión económica o situaciones de emergencia extraordinaria que escapen al control del Estado y perjudiquen considerablemente la situación financiera o la sostenibilidad económica o social del Estado, apreciadas por la mayoría absoluta de los miembros del Congreso de los Diputados.\n5. Una ley orgánica desarrollará los principios a que se refiere este artículo, así como la participación, en los procedimientos respectivos, de los órganos de coordinación institucional entre las Administraciones Públicas en materia de política fiscal y financiera. En todo caso, regulará:\na) La distribución de los límites de déficit y de deuda entre las distintas Administraciones Públicas, los supuestos excepcionales de superación de los mismos y la forma y plazo de corrección de las desviaciones que sobre uno y otro pudieran producirse.\nb) La metodología y el procedimiento para el cálculo del déficit estructural.\nc) La responsabilidad de cada Administración Pública en caso de incumplimiento de los objetivos de estabilidad presupuestaria.\n6. Las Comunidades Autónomas, de acuerdo con sus respectivos Estatutos y dentro de los límites a que se refiere este artículo, adoptarán las disposiciones que procedan para la aplicación efectiva del principio de estabilidad en sus normas y decisiones presupuestarias.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229&p=20240110#a135",
  "vigente_en_fecha": true
}"#,
    );
}

/// An empty search for a rank the BOE does not always consolidate (a Real Decreto) proves
/// nothing: `dudosa_por_contenido`, never `no_encontrada`.
#[tokio::test(start_paused = true)]
async fn empty_search_for_a_real_decreto_is_not_proof_of_absence() {
    let got = run(&cita(
        "artículo 4 del Real Decreto 555/2019",
        None,
        json!({"norma": "Real Decreto 555/2019", "articulo": "4", "fecha_referencia_escrito": "2024-01-10"}),
    )).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo 4 del Real Decreto 555/2019",
  "estado": "dudosa_por_contenido",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "65f8d8ae6bce3ba8bd994920a573d7bbac5059161efb917eee4d713ef21d1c83",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada?query=%7B%22query%22%3A%7B%22query_string%22%3A%7B%22query%22%3A%22numero_oficial%3A%5C%22555%2F2019%5C%22%22%7D%7D%2C%22sort%22%3A%5B%7B%22identificador%22%3A%22asc%22%7D%5D%7D&limit=10"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "La legislación consolidada del BOE no tiene ninguna norma con rango de Real Decreto con el número oficial 555/2019 («Real Decreto 555/2019»). No todas las normas (órdenes, reales decretos, normas autonómicas) tienen texto consolidado, así que esto no prueba que no exista: verificación manual recomendada.",
  "redaccion_vigente": null,
  "url_consolidada": null,
  "vigente_en_fecha": null
}"#,
    );
}

/// An apartado the wording in force does not have (CE art. 135 has six): inexacta.
#[tokio::test(start_paused = true)]
async fn apartado_missing_from_the_wording_in_force_is_inexacta() {
    let got = run(&cita(
        "artículo 135.7 de la Constitución Española",
        None,
        json!({"norma": "Constitución Española", "norma_id": "BOE-A-1978-31229",
               "articulo": "135", "apartado": "7", "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "artículo 135.7 de la Constitución Española",
  "estado": "inexacta",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "aaf46ab99a472a951a77b04a52950b1ac3c93b6c0012c8a62c24e997236be195",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "366abcf3bdc6d07e0d3dac89a589d261439d6836f7109ccee5ab2bc4a593b1ce",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-10-01T00:00:00Z",
      "sha256": "07a68ed592e423429177a358dcb456101e7f3576d92ae82f745f6f15bd3a9efd",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1978-31229/texto/bloque/a135"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1978-12-29",
      "fecha_vigencia": "1978-12-29",
      "id_norma": "BOE-A-1978-31229"
    },
    {
      "fecha_publicacion": "2011-09-27",
      "fecha_vigencia": "2011-09-27",
      "id_norma": "BOE-A-2011-15210"
    }
  ],
  "observaciones": "Documento localizado: artículo 135 de «Constitución Española» (BOE-A-1978-31229), bloque «a135» del texto consolidado del BOE. Discrepancia en apartado: la cita dice «7», el documento dice «apartados 1, 2, 3, 4, 5, 6 (redacción vigente en la fecha de referencia)». Fecha de referencia: 10/01/2024. En esa fecha regía la redacción introducida por BOE-A-2011-15210, vigente desde el 27/09/2011.",
  "redaccion_vigente": "Artículo 135\n1. Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria.\n2. El Estado y las Comunidades Autónomas no podrán incurrir en un déficit estructural que supere los márgenes establecidos, en su caso, por la Unión Europea para sus Estados Miembros.\nUna ley orgánica fijará el déficit estructural máximo permitido al Estado y a las Comunidades Autónomas, en relación con su producto interior bruto. Las Entidades Locales deberán presentar equilibrio presupuestario.\n3. El Estado y las Comunidades Autónomas habrán de estar autorizados por ley para emitir deuda pública o contraer crédito.\nLos créditos para satisfacer los intereses y el capital de la deuda pública de las Administraciones se entenderán siempre incluidos en el estado de gastos de sus presupuestos y su pago gozará de prioridad absoluta. Estos créditos no podrán ser objeto de enmienda o modificación, mientras se ajusten a las condiciones de la ley de emisión.\nEl volumen de deuda pública del conjunto de las Administraciones Públicas en relación con el producto interior bruto del Estado no podrá superar el valor de referencia establecido en el Tratado de Funcionamiento de la Unión Europea.\n4. Los límites de déficit estructural y de volumen de deuda pública sólo podrán superarse en caso de catástrofes naturales, recesión económica o situaciones de emergencia extraordinaria que escapen al control del Estado y perjudiquen considerablemente la situación financiera o la sostenibilidad económica o social del Estado, apreciadas por la mayoría absoluta de los miembros del Congreso de los Diputados.\n5. Una ley orgánica desarrollará los principios a que se refiere este artículo, así como la participación, en los procedimientos respectivos, de los órganos de coordinación institucional entre las Administraciones Públicas en materia de política fiscal y financiera. En todo caso, regulará:\na) La distribución de los límites de déficit y de deuda entre las distintas Administraciones Públicas, los supuestos excepcionales de superación de los mismos y la forma y plazo de corrección de las desviaciones que sobre uno y otro pudieran producirse.\nb) La metodología y el procedimiento para el cálculo del déficit estructural.\nc) La responsabilidad de cada Administración Pública en caso de incumplimiento de los objetivos de estabilidad presupuestaria.\n6. Las Comunidades Autónomas, de acuerdo con sus respectivos Estatutos y dentro de los límites a que se refiere este artículo, adoptarán las disposiciones que procedan para la aplicación efectiva del principio de estabilidad en sus normas y decisiones presupuestarias.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229&p=20240110#a135",
  "vigente_en_fecha": true
}"#,
    );
}

/// A norm cited by name only ("Código Civil") is resolved with the norm table, and a Código
/// Civil article (`art…` block id) verifies with its quote.
#[tokio::test(start_paused = true)]
async fn norm_by_name_through_the_table_and_cc_article_verifies() {
    let got = run(&cita(
        "art. 1902 del Código Civil",
        Some("El que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado"),
        json!({"norma": "Código Civil", "articulo": "1902", "fecha_referencia_escrito": "2024-01-10"}),
    )).await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "art. 1902 del Código Civil",
  "estado": "verificada",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "df7613ba94a17a1c3e1b4a8093238842c322987f0b5739a3e9be12e20fa84a56",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/metadatos"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "25669fdc039debb368a9ee22f5acc4cd40059e228073f1fe76d7df1d1907f4f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/indice"
    },
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "95f323371407511342b327a80cf3dda1eb0c208d5cedbc2d2852fa6d8be48a6b",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1889-4763/texto/bloque/art1902"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [
    {
      "fecha_publicacion": "1889-07-25",
      "fecha_vigencia": "1889-08-16",
      "id_norma": "BOE-A-1889-4763"
    }
  ],
  "observaciones": "Documento localizado: artículo 1902 de «Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil» (BOE-A-1889-4763), bloque «art1902» del texto consolidado del BOE. La cita literal figura en el texto del documento. Fecha de referencia: 10/01/2024. Norma identificada con la tabla de normas: Código Civil (BOE-A-1889-4763). En esa fecha regía la redacción introducida por BOE-A-1889-4763, vigente desde el 16/08/1889.",
  "redaccion_vigente": "Artículo 1902.\nEl que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado.",
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763&p=20240110#art1902",
  "vigente_en_fecha": true
}"#,
    );
}

/// A norm cited with the wrong date (Ley 40/2015 is of 1 October): inexacta, naming both.
#[tokio::test(start_paused = true)]
async fn wrong_date_of_the_norm_is_inexacta() {
    let got = run(&cita(
        "Ley 40/2015, de 2 de octubre",
        None,
        json!({"norma": "Ley 40/2015, de 2 de octubre", "rango": "Ley", "numero": "40/2015",
               "fecha_norma": "2015-10-02", "fecha_referencia_escrito": "2024-01-10"}),
    ))
    .await;
    check(
        &got,
        r#"{
  "alerta_vigencia": null,
  "cita_original": "Ley 40/2015, de 2 de octubre",
  "estado": "inexacta",
  "evidencia": [
    {
      "codigo_http": 200,
      "desde_cache": true,
      "intentos": 1,
      "obtenido_en": "2026-11-30T00:00:00Z",
      "sha256": "b7ea3acdf845df092f2016a82f73558672e387b800ac4d12bff0e6bfc7bc72f3",
      "url": "https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-2015-10566/metadatos"
    }
  ],
  "fuente": "boe",
  "id": "c1",
  "modificaciones": [],
  "observaciones": "Documento localizado: «Ley 40/2015, de 1 de octubre, de Régimen Jurídico del Sector Público» (BOE-A-2015-10566), en la legislación consolidada del BOE. Discrepancia en fecha de la norma: la cita dice «02/10/2015», el documento dice «01/10/2015». Fecha de referencia: 10/01/2024. Norma identificada con la tabla de normas: «Ley 40/2015, de 2 de octubre» es Ley de Régimen Jurídico del Sector Público (BOE-A-2015-10566).",
  "redaccion_vigente": null,
  "url_consolidada": "https://www.boe.es/buscar/act.php?id=BOE-A-2015-10566&p=20240110",
  "vigente_en_fecha": true
}"#,
    );
}

/// Fails the `n`-th request (from 0) as "source down", answers the others from the cassettes.
struct FallaEn {
    inner: Fetcher,
    n: usize,
    hechas: std::sync::atomic::AtomicUsize,
}

impl compulsa::fetch::Fetch for FallaEn {
    async fn fetch(
        &self,
        req: &compulsa::fetch::Request,
    ) -> Result<compulsa::fetch::Response, compulsa::fetch::FetchError> {
        let i = self
            .hechas
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if i == self.n {
            return Err(compulsa::fetch::FetchError::Exhausted {
                url: req.url.to_string(),
                attempts: Vec::new(),
                last: "HTTP 503".into(),
                last_status: Some(503),
            });
        }
        self.inner.fetch(req).await
    }
}

/// A fault at any step of any path (search, metadatos, diary, index, block) is an
/// infrastructure verdict with the evidence gathered before it: never `no_encontrada`.
#[tokio::test(start_paused = true)]
async fn a_fault_at_any_step_is_infrastructure() {
    let ctx = Ctx::new(jiff::civil::Date::new(2026, 11, 30).expect("valid date"));
    let citas = [
        (ce135("2024-01-10", Some(Q2011)), 3),
        (
            cita(
                "art. 5",
                None,
                json!({"norma_id": "BOE-A-2019-99999", "articulo": "5", "fecha_referencia_escrito": "2024-01-10"}),
            ),
            2,
        ),
        (
            cita(
                "artículo 5 de la Ley 99/2019",
                None,
                json!({"norma": "Ley 99/2019", "articulo": "5", "fecha_referencia_escrito": "2024-01-10"}),
            ),
            1,
        ),
    ];
    for (c, pasos) in citas {
        for n in 0..pasos {
            let fetch = FallaEn {
                inner: Fetcher::replay(dir()).expect("cassettes load"),
                n,
                hechas: std::sync::atomic::AtomicUsize::new(0),
            };
            let v = verify(&c, &fetch, &ctx).await.expect("routable");
            assert_eq!(
                v.estado,
                compulsa::model::Estado::DudosaPorInfraestructura,
                "{} step {n}: {}",
                c.texto_original,
                v.observaciones
            );
            assert_eq!(v.evidencia.len(), n, "{} step {n}", c.texto_original);
            assert!(
                v.observaciones.contains("código HTTP: 503"),
                "{}",
                v.observaciones
            );
        }
    }
}
