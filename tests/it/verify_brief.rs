//! `compulsa verify-brief` end to end on the bundled demo brief, offline on the cassettes:
//! the same verdicts whatever the format (md, txt with notes, docx footnotes, pdf), problems
//! first in `informe.md`, one audit line per verdict.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn verify_brief(audit: &Path, brief: &str, extra: &[&str]) -> (Output, Value, String) {
    let json = audit.join("informe.json");
    let md = audit.join("informe.md");
    let out = Command::new(env!("CARGO_BIN_EXE_compulsa"))
        .env_remove("COMPULSA_DATA_DIR")
        .arg("--audit-dir")
        .arg(audit)
        .arg("verify-brief")
        .arg(root().join(brief))
        .arg("--replay")
        .arg(root().join("fixtures/cassettes"))
        .args(["--fecha-referencia", "2026-10-01", "--json"])
        .arg(&json)
        .arg("--out")
        .arg(&md)
        .args(extra)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    (out, v, std::fs::read_to_string(&md).unwrap())
}

/// (first words of the citation, estado or "no_comprobada"), in report order.
fn outcomes(v: &Value) -> Vec<(String, String)> {
    v["resultados"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let text: String = r["cita"]["texto_original"]
                .as_str()
                .unwrap()
                .split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase();
            let estado = r["veredicto"]["estado"]
                .as_str()
                .unwrap_or_else(|| r["resultado"].as_str().unwrap())
                .to_owned();
            (text, estado)
        })
        .collect()
}

fn expected() -> Vec<(String, String)> {
    [
        ("artículo 399.1 de", "inexacta"),
        ("artículo 316 del", "inexacta"),
        ("artículo 135.1 de", "inexacta"),
        ("sts 241/2013, de", "no_comprobada"),
        ("stc 31/2010, de", "no_comprobada"),
        ("artículo 1902 del", "verificada"),
    ]
    .iter()
    .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
    .collect()
}

#[test]
fn the_demo_brief_gets_the_same_verdicts_in_every_format() {
    for brief in [
        "fixtures/demo/escrito.md",
        "fixtures/demo/escrito_notas.txt",
        "fixtures/demo/escrito_notas.docx",
        "fixtures/demo/escrito_notas.pdf",
    ] {
        let tmp = tempfile::tempdir().unwrap();
        let (_, v, md) = verify_brief(tmp.path(), brief, &[]);
        assert_eq!(outcomes(&v), expected(), "{brief}");
        let tedh: Vec<&str> = v["no_soportadas"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n["tipo"].as_str().unwrap())
            .collect();
        assert_eq!(tedh, vec!["tedh"], "{brief}");
        // Problems first in the readable report too.
        let first_inexacta = md.find("INEXACTA —").unwrap();
        let first_verified = md.find("VERIFICADA —").unwrap();
        assert!(first_inexacta < first_verified, "{brief}");
        assert!(md.contains("fuente no disponible todavía: cendoj"));
        assert!(
            md.contains(
                "<https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763&p=20261001#art1902>"
            )
        );
    }
}

#[test]
fn every_verdict_is_audited_and_the_run_verifies() {
    let tmp = tempfile::tempdir().unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_compulsa"))
        .arg("--audit-dir")
        .arg(tmp.path())
        .arg("new-run")
        .output()
        .unwrap();
    let run_id = String::from_utf8(run.stdout).unwrap().trim().to_owned();
    let (_, v, _) = verify_brief(
        tmp.path(),
        "fixtures/demo/escrito.md",
        &["--audit-run", &run_id],
    );
    let verdicts = v["resultados"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["resultado"] == "veredicto")
        .count();
    let trail = std::fs::read_to_string(tmp.path().join(format!("{run_id}.jsonl"))).unwrap();
    let lines: Vec<Value> = trail
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines
            .iter()
            .filter(|l| l["event"] == "verification")
            .count(),
        verdicts
    );
    assert_eq!(verdicts, 4);
    let ok = Command::new(env!("CARGO_BIN_EXE_compulsa"))
        .arg("--audit-dir")
        .arg(tmp.path())
        .args(["audit", "verify", &run_id])
        .output()
        .unwrap();
    assert_eq!(ok.status.code(), Some(0));
}

#[test]
fn a_missing_or_unsupported_brief_is_a_clear_error() {
    let tmp = tempfile::tempdir().unwrap();
    let bad = tmp.path().join("escrito.odt");
    std::fs::write(&bad, b"PK\x03\x04 not really").unwrap();
    for path in [tmp.path().join("nada.pdf"), bad] {
        let out = Command::new(env!("CARGO_BIN_EXE_compulsa"))
            .arg("verify-brief")
            .arg(&path)
            .arg("--replay")
            .arg(root().join("fixtures/cassettes"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{path:?}");
        assert!(!String::from_utf8_lossy(&out.stderr).is_empty());
        assert!(out.stdout.is_empty());
    }
}
