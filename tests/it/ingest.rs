//! Ingest of briefs: txt/md encodings, DOCX with notes, PDF through the engines, bad inputs.

use std::path::{Path, PathBuf};

use compulsa::ingest::{
    self, ENDNOTES_HEADING, FOOTNOTES_HEADING, Formato, IngestError, IngestOptions, Ingested,
    Location,
};

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/ingest")
        .join(name)
}

fn options() -> IngestOptions {
    IngestOptions {
        exe: PathBuf::from(env!("CARGO_BIN_EXE_compulsa")),
    }
}

fn ingest(name: &str) -> Ingested {
    ingest::ingest_path(&fixture_path(name), &options()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn ingest_err(name: &str) -> IngestError {
    match ingest::ingest_path(&fixture_path(name), &options()) {
        Ok(ingested) => panic!("{name}: expected an error, got {:?}", ingested.formato),
        Err(e) => e,
    }
}

fn squash(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[track_caller]
fn location_of(ingested: &Ingested, needle: &str) -> Option<Location> {
    let offset = ingested
        .text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle:?} not in the text:\n{}", ingested.text));
    ingested.location_at(offset)
}

const SOURCE: &str = include_str!("../../fixtures/ingest/demanda_notas.txt");

#[test]
fn utf8_text_is_ingested_byte_for_byte() {
    let ingested = ingest("demanda_notas.txt");
    assert_eq!(ingested.formato, Formato::Txt);
    assert_eq!(ingested.text, SOURCE);
    assert_eq!(ingested.bytes, SOURCE.len() as u64);
    assert_eq!(ingested.encoding, Some("UTF-8"));
    assert!(ingested.warnings.is_empty());
    use sha2::Digest;
    assert_eq!(
        ingested.sha256,
        hex::encode(sha2::Sha256::digest(SOURCE.as_bytes()))
    );
    assert_eq!(location_of(&ingested, "Código Civil"), Some(Location::Body));
    // `[^label]: text` paragraphs are footnotes, numbered by first reference.
    assert_eq!(
        location_of(&ingested, "ECLI:ES:TS:2013:1916"),
        Some(Location::Footnote { number: 1 })
    );
    assert_eq!(
        location_of(&ingested, "C-362/14"),
        Some(Location::Footnote { number: 5 })
    );
    assert_eq!(
        location_of(&ingested, "STS 1234/2020"),
        Some(Location::Footnote { number: 6 })
    );
}

#[test]
fn windows_1252_text_is_detected_and_decoded() {
    let ingested = ingest("demanda_cp1252.txt");
    assert_eq!(ingested.formato, Formato::Txt);
    assert_eq!(ingested.text, SOURCE);
    assert_eq!(ingested.encoding, Some("windows-1252"));
    assert_eq!(ingested.warnings.len(), 1, "{:?}", ingested.warnings);
}

#[test]
fn markdown_with_bom_has_the_bom_stripped() {
    let ingested = ingest("demanda_bom.md");
    assert_eq!(ingested.formato, Formato::Md);
    assert_eq!(ingested.text, SOURCE);
    assert_eq!(ingested.bytes, SOURCE.len() as u64 + 3);
}

#[test]
fn docx_has_body_then_footnotes_and_endnotes_mapped_back() {
    let ingested = ingest("demanda_notas.docx");
    assert_eq!(ingested.formato, Formato::Docx);
    assert!(ingested.warnings.is_empty(), "{:?}", ingested.warnings);
    let text = &ingested.text;
    assert!(
        text.starts_with("AL JUZGADO DE PRIMERA INSTANCIA DE MADRID\n"),
        "{text}"
    );
    assert!(!text.contains("[^"), "markers leaked: {text}");
    let body_end = text.find(FOOTNOTES_HEADING).expect("footnotes section");
    let end_start = text.find(ENDNOTES_HEADING).expect("endnotes section");
    assert!(body_end < end_start);
    assert_eq!(
        location_of(&ingested, "artículo 1544 del Código Civil."),
        Some(Location::Body)
    );
    assert_eq!(
        location_of(&ingested, "ECLI:ES:TS:2013:1916"),
        Some(Location::Footnote { number: 1 })
    );
    assert_eq!(
        location_of(&ingested, "STS 241/2013"),
        Some(Location::Footnote { number: 2 })
    );
    assert_eq!(
        location_of(&ingested, "ATS 3898/2026"),
        Some(Location::Footnote { number: 3 })
    );
    assert_eq!(
        location_of(&ingested, "DÍEZ-PICAZO"),
        Some(Location::Footnote { number: 4 })
    );
    assert_eq!(
        location_of(&ingested, "C-362/14"),
        Some(Location::Footnote { number: 5 })
    );
    assert_eq!(
        location_of(&ingested, "STS 1234/2020"),
        Some(Location::Endnote { number: 1 })
    );
    assert!(
        text.contains("\n[2] STS 241/2013, de 9 de mayo, FJ 3;"),
        "{text}"
    );
    assert!(
        text.contains("«la carga de la prueba de los defectos corresponde a quien los alega para oponerse al pago»."),
        "{text}"
    );
    // Regions are ordered, disjoint and on char boundaries.
    let mut last_end = 0;
    for region in &ingested.regions {
        assert!(last_end <= region.start && region.start <= region.end && region.end <= text.len());
        assert!(text.is_char_boundary(region.start) && text.is_char_boundary(region.end));
        last_end = region.end;
    }
}

#[test]
fn pdf_brief_loses_headers_page_numbers_and_hyphenation() {
    let ingested = ingest("demanda_notas.pdf");
    assert_eq!(ingested.formato, Formato::Pdf);
    assert!(!ingested.no_text_layer);
    assert!(ingested.warnings.is_empty(), "{:?}", ingested.warnings);
    let text = &ingested.text;
    assert!(
        !text.contains("Demanda de juicio ordinario"),
        "running header kept:\n{text}"
    );
    assert!(!text.contains("Página"), "page number kept:\n{text}");
    let flat = squash(text);
    assert!(
        flat.contains("la carga de la prueba de los defectos corresponde a quien los alega para oponerse al pago"),
        "{text}"
    );
    for word in [
        "representación",
        "responsabilidad",
        "indiscutible",
        "Enjuiciamiento",
        "arquitectos de ambas partes",
    ] {
        assert!(flat.contains(word), "{word} split:\n{text}");
    }
    let joined_lines = text
        .lines()
        .zip(text.lines().skip(1))
        .filter(|(a, b)| a.ends_with('-') && b.starts_with(char::is_lowercase))
        .count();
    assert_eq!(joined_lines, 0, "a line-end hyphenation survived:\n{text}");
    // Footnotes come off the page bottoms into a notes section, so the body runs on.
    assert!(text.contains(FOOTNOTES_HEADING), "{text}");
    assert_eq!(
        location_of(&ingested, "ECLI:ES:TS:2013:1916"),
        Some(Location::Footnote { number: 1 })
    );
    assert_eq!(
        location_of(&ingested, "«quien alega el defecto"),
        Some(Location::Footnote { number: 2 })
    );
    assert_eq!(
        location_of(&ingested, "C-362/14"),
        Some(Location::Footnote { number: 5 })
    );
    assert_eq!(
        location_of(&ingested, "AL JUZGADO"),
        Some(Location::Page { page: 1 })
    );
    assert_eq!(
        location_of(&ingested, "NOTAS FINALES"),
        Some(Location::Page { page: 3 })
    );
}

#[test]
fn pdf_without_text_layer_is_flagged_not_failed() {
    let ingested = ingest("sin_texto.pdf");
    assert_eq!(ingested.formato, Formato::Pdf);
    assert!(ingested.no_text_layer);
    assert!(
        ingested
            .warnings
            .iter()
            .any(|w| w.contains("no text layer")),
        "{:?}",
        ingested.warnings
    );
}

#[test]
fn corrupt_and_unsupported_inputs_are_clear_errors() {
    let cases: &[(&str, &str)] = &[
        ("bomb.docx", "cap"),
        ("broken_xml.docx", "word/document.xml"),
        ("pdf-crash/empty.pdf", "no %PDF- header"),
        ("pdf-crash/not_a_pdf.pdf", "no %PDF- header"),
        ("pdf-crash/random_bytes.pdf", "no %PDF- header"),
        (
            "pdf-crash/header_then_garbage.pdf",
            "no pdf engine could read the file",
        ),
        (
            "pdf-crash/nesting_bomb.pdf",
            "no pdf engine could read the file",
        ),
    ];
    for (name, needle) in cases {
        let error = ingest_err(name);
        assert!(error.to_string().contains(needle), "{name}: {error}");
    }
    assert!(matches!(
        ingest_err("bomb.docx"),
        IngestError::Corrupt {
            formato: Formato::Docx,
            ..
        }
    ));
    assert!(matches!(
        ingest_err("pdf-crash/nesting_bomb.pdf"),
        IngestError::Pdf(_)
    ));
    let missing = ingest::ingest_path(Path::new("/nonexistent/escrito.txt"), &options());
    assert!(matches!(missing, Err(IngestError::Read { .. })));
}

#[test]
fn damaged_files_in_memory_are_errors_never_panics() {
    let docx = std::fs::read(fixture_path("demanda_notas.docx")).expect("fixture");
    let cases: Vec<(&str, Vec<u8>, Result<(), &str>)> = vec![
        (
            "docx cut in half",
            docx.get(..docx.len() / 2).unwrap_or_default().to_vec(),
            Err("corrupt"),
        ),
        (
            "old .doc",
            b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1\0\0\0\0".to_vec(),
            Err("unsupported"),
        ),
        (
            "png",
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0".to_vec(),
            Err("unsupported"),
        ),
        (
            "zip but not word",
            b"PK\x05\x06\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0".to_vec(),
            Err("unsupported"),
        ),
        (
            "latin-1 text",
            b"Art\xEDculo 24 de la Constituci\xF3n Espa\xF1ola, sobre la tutela judicial efectiva."
                .to_vec(),
            Ok(()),
        ),
    ];
    for (what, bytes, expected) in cases {
        let result = ingest::ingest_detect(&bytes, None, &options());
        match (result, expected) {
            (Ok(_), Ok(())) => {}
            (Err(e), Err(needle)) => assert!(e.to_string().contains(needle), "{what}: {e}"),
            (result, expected) => panic!(
                "{what}: got {:?}, expected {expected:?}",
                result.map(|i| i.formato)
            ),
        }
    }
}
