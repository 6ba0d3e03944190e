//! `compulsa verify` through the binary, on the bundled BOE cassettes: the printed verdict
//! validates with `compulsa validate --agent verificador_boe`, the audit line is written, and
//! bad input or an unbuilt source is a clear error.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::{Value, json};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn bin(audit: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_compulsa"));
    c.env_remove("COMPULSA_AUDIT_DIR")
        .env_remove("COMPULSA_DATA_DIR")
        .env_remove("COMPULSA_TEST_MODE")
        .arg("--audit-dir")
        .arg(audit);
    c
}

fn verify(audit: &Path, citation: &Value, extra: &[&str]) -> Output {
    let f = audit.join(format!(
        "cita-{}.json",
        citation["id"].as_str().unwrap_or("x")
    ));
    std::fs::write(&f, citation.to_string()).unwrap();
    let cassettes = root().join("fixtures/cassettes");
    bin(audit)
        .args(["verify", "--input"])
        .arg(&f)
        .arg("--replay")
        .arg(&cassettes)
        .args(extra)
        .output()
        .unwrap()
}

fn art135(quote: &str) -> Value {
    json!({"id": "c1", "fuente": "boe", "texto_original": "art. 135 CE",
        "cita_literal": quote, "span": null,
        "campos": {"norma": "CE", "norma_id": "BOE-A-1978-31229", "articulo": "135",
                   "fecha_referencia_escrito": "2026-10-01"}})
}

#[test]
fn verdict_validates_against_the_agent_schema_and_is_audited() {
    let tmp = tempfile::tempdir().unwrap();
    let run = bin(tmp.path()).arg("new-run").output().unwrap();
    let run_id = String::from_utf8(run.stdout).unwrap().trim().to_owned();
    let out = verify(
        tmp.path(),
        &art135(
            "Todas las Administraciones Públicas adecuarán sus actuaciones al principio de estabilidad presupuestaria",
        ),
        &["--audit-run", &run_id],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let verdict: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(verdict["estado"], "verificada");
    assert_eq!(verdict["vigente_en_fecha"], true);
    assert_eq!(verdict["modificaciones"].as_array().unwrap().len(), 2);
    assert_eq!(verdict["modificaciones"][1]["id_norma"], "BOE-A-2011-15210");

    let saved = tmp.path().join("verdict.json");
    std::fs::write(&saved, &out.stdout).unwrap();
    let check = bin(tmp.path())
        .args(["validate", "--agent", "verificador_boe", "--input"])
        .arg(&saved)
        .output()
        .unwrap();
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );

    let trail = std::fs::read_to_string(tmp.path().join(format!("{run_id}.jsonl"))).unwrap();
    let last: Value = serde_json::from_str(trail.lines().last().unwrap()).unwrap();
    assert_eq!(last["event"], "verification");
    assert_eq!(last["citation_id"], "c1");
    assert_eq!(last["estado"], "verificada");
    assert_eq!(last["agent"], "verificador_boe");
    let digests: Vec<&str> = verdict["evidencia"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["sha256"].as_str().unwrap())
        .collect();
    let logged: Vec<&str> = last["evidence_sha256"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(logged, digests);
    let ok = bin(tmp.path())
        .args(["audit", "verify", &run_id])
        .output()
        .unwrap();
    assert_eq!(ok.status.code(), Some(0));
}

#[test]
fn the_old_wording_is_inexacta_at_a_date_after_the_reform() {
    let tmp = tempfile::tempdir().unwrap();
    let old = "El Gobierno habrá de estar autorizado por ley para emitir Deuda Pública o contraer crédito";
    let out = verify(tmp.path(), &art135(old), &[]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["estado"], "inexacta", "{v}");
    // The same quote at a date before the 2011 reform is the wording in force.
    let out = verify(
        tmp.path(),
        &art135(old),
        &["--fecha-referencia", "2010-01-01"],
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["estado"], "verificada", "{v}");
    assert!(
        v["url_consolidada"]
            .as_str()
            .unwrap()
            .contains("p=20100101")
    );
}

#[test]
fn bad_citations_and_unbuilt_sources_are_usage_errors() {
    let tmp = tempfile::tempdir().unwrap();
    let out = verify(
        tmp.path(),
        &json!({"id": "c1", "fuente": "boe", "texto_original": "x", "campos": {"articulo": "1"}}),
        &[],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a valid citation"));
    let out = verify(
        tmp.path(),
        &json!({"id": "c2", "fuente": "tc", "texto_original": "STC 31/2010", "campos": {"numero": "31/2010"}}),
        &[],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fuente no disponible todavía: tc"));
    assert!(out.stdout.is_empty(), "no fake verdict is printed");
    let out = verify(
        tmp.path(),
        &art135("x"),
        &["--fecha-referencia", "1/10/2026"],
    );
    assert_eq!(out.status.code(), Some(2));
}
