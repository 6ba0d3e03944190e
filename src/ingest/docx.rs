//! Word (`.docx`): the body, then the footnotes and endnotes in marked sections.
//!
//! A DOCX is a zip of XML parts. Only these are read: the relationship files that name the
//! parts, the main document (`word/document.xml`), its footnotes (`word/footnotes.xml`) and
//! endnotes (`word/endnotes.xml`), each decompressed under a cap ([`MAX_PART_BYTES`],
//! [`MAX_TOTAL_XML_BYTES`]) so a zip bomb ends as an error. Part names come from the
//! relationships, with Word's names as the fallback.
//!
//! Text comes from `w:t` (inside runs), `w:tab` → tab, `w:br`/`w:cr` → line break,
//! `w:noBreakHyphen` → `-`, the end of each `w:p` → line break. Deleted text (`w:delText`),
//! the old place of moved text (`w:moveFrom`), field codes (`w:instrText`) and the duplicate
//! fallback of text boxes (`mc:Fallback`) are skipped. Spanish briefs put most citations in footnotes, so notes are appended after the
//! body under [`FOOTNOTES_HEADING`] / [`ENDNOTES_HEADING`], one per line as `[N] text`, N
//! being the number Word shows (order of first reference in the body). Nothing is inserted
//! in the body at the reference mark.

use std::io::{Cursor, Read as _};

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

use super::{Location, Region};

/// Decompressed size cap of one XML part.
pub const MAX_PART_BYTES: u64 = 32 * 1024 * 1024;
/// Decompressed size cap of all parts read together.
pub const MAX_TOTAL_XML_BYTES: u64 = 64 * 1024 * 1024;
/// The line that opens the footnotes section.
pub const FOOTNOTES_HEADING: &str = "=== Notas al pie ===";
/// The line that opens the endnotes section.
pub const ENDNOTES_HEADING: &str = "=== Notas finales ===";

/// The text of a DOCX and its regions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DocxText {
    pub(crate) text: String,
    pub(crate) regions: Vec<Region>,
    pub(crate) warnings: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NoteKind {
    Foot,
    End,
}

/// Reads a DOCX.
///
/// # Errors
/// A description when the zip or the XML is damaged, a part is over its cap, or there is no
/// main document part.
pub(crate) fn read(bytes: &[u8]) -> Result<DocxText, String> {
    let mut archive =
        zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| format!("bad zip archive: {e}"))?;
    let mut budget = MAX_TOTAL_XML_BYTES;
    let names = part_names(&mut archive, &mut budget)?;
    let document = read_part(&mut archive, &names.document, &mut budget)?
        .ok_or_else(|| format!("no {} in the archive", names.document))?;
    let body = parse_part(&document).map_err(|e| format!("{}: {e}", names.document))?;
    let mut notes = [Part::default(), Part::default()];
    for (slot, name) in notes.iter_mut().zip([&names.footnotes, &names.endnotes]) {
        if let Some(xml) = read_part(&mut archive, name, &mut budget)? {
            *slot = parse_part(&xml).map_err(|e| format!("{name}: {e}"))?;
        }
    }
    let [footnotes, endnotes] = notes;
    Ok(assemble(&body, &footnotes, &endnotes))
}

/// Names of the parts to read.
#[derive(Debug, Clone, PartialEq, Eq)]
struct PartNames {
    document: String,
    footnotes: String,
    endnotes: String,
}

/// Finds the main document and its notes through the package relationships
/// (`_rels/.rels`, then `<dir>/_rels/<main>.rels`), falling back to the names Word uses.
fn part_names(
    archive: &mut zip::ZipArchive<Cursor<&[u8]>>,
    budget: &mut u64,
) -> Result<PartNames, String> {
    let document = read_part(archive, "_rels/.rels", budget)?
        .and_then(|rels| relationship_target(&rels, "/officeDocument", ""))
        .unwrap_or_else(|| "word/document.xml".to_owned());
    let (dir, file) = document.rsplit_once('/').unwrap_or(("", document.as_str()));
    let rels_name = if dir.is_empty() {
        format!("_rels/{file}.rels")
    } else {
        format!("{dir}/_rels/{file}.rels")
    };
    let doc_rels = read_part(archive, &rels_name, budget)?;
    let note_part = |kind: &str, default: &str| {
        doc_rels
            .as_deref()
            .and_then(|rels| relationship_target(rels, kind, dir))
            .unwrap_or_else(|| default.to_owned())
    };
    Ok(PartNames {
        footnotes: note_part("/footnotes", "word/footnotes.xml"),
        endnotes: note_part("/endnotes", "word/endnotes.xml"),
        document,
    })
}

/// The target (as a zip entry name) of the first internal relationship whose type ends with
/// `type_suffix`; relative targets are resolved against `dir`.
fn relationship_target(rels: &str, type_suffix: &str, dir: &str) -> Option<String> {
    let mut reader = Reader::from_str(rels);
    loop {
        match reader.read_event() {
            Ok(Event::Start(e) | Event::Empty(e)) if e.local_name().as_ref() == "Relationship" => {
                let is_kind = attr(&e, "Type").is_some_and(|t| t.ends_with(type_suffix));
                let external = attr(&e, "TargetMode").is_some_and(|m| m == "External");
                if let (true, false, Some(target)) = (is_kind, external, attr(&e, "Target")) {
                    return Some(resolve_target(dir, &target));
                }
            }
            Ok(Event::Eof) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

fn resolve_target(dir: &str, target: &str) -> String {
    if let Some(absolute) = target.strip_prefix('/') {
        return absolute.to_owned();
    }
    let mut parts: Vec<&str> = dir.split('/').filter(|p| !p.is_empty()).collect();
    for segment in target.split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    parts.join("/")
}

/// Reads one zip entry as UTF-8, under the per-part cap and the shared budget.
fn read_part(
    archive: &mut zip::ZipArchive<Cursor<&[u8]>>,
    name: &str,
    budget: &mut u64,
) -> Result<Option<String>, String> {
    let entry = match archive.by_name(name) {
        Ok(entry) => entry,
        Err(zip::result::ZipError::FileNotFound) => return Ok(None),
        Err(e) => return Err(format!("{name}: {e}")),
    };
    let cap = MAX_PART_BYTES.min(*budget);
    let mut raw = Vec::new();
    entry
        .take(cap.saturating_add(1))
        .read_to_end(&mut raw)
        .map_err(|e| format!("{name}: {e}"))?;
    let len = raw.len() as u64;
    if len > cap {
        return Err(format!(
            "{name} decompresses past the {cap}-byte cap (zip bomb?)"
        ));
    }
    *budget = budget.saturating_sub(len);
    let raw = raw
        .strip_prefix(b"\xEF\xBB\xBF")
        .map(<[u8]>::to_vec)
        .unwrap_or(raw);
    String::from_utf8(raw)
        .map(Some)
        .map_err(|_| format!("{name} is not UTF-8"))
}

/// The text of one part: body text, note references in order, and notes.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct Part {
    body: String,
    refs: Vec<(NoteKind, String)>,
    notes: Vec<Note>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Note {
    kind: NoteKind,
    id: String,
    text: String,
}

/// Where text goes while walking a part.
enum Sink {
    Body,
    Note(Note),
    /// A separator note, or anything else not kept.
    Discard,
}

fn parse_part(xml: &str) -> Result<Part, String> {
    let mut reader = Reader::from_str(xml);
    let mut part = Part::default();
    let mut sink = Sink::Body;
    let mut in_text = false;
    let mut run_depth: usize = 0;
    loop {
        let event = reader
            .read_event()
            .map_err(|e| format!("bad xml at byte {}: {e}", reader.buffer_position()))?;
        match event {
            Event::Start(e) => {
                let name = e.name();
                match name.as_ref() {
                    // A text box's duplicate and the old place of moved text are not read.
                    "mc:Fallback" | "w:moveFrom" => {
                        reader
                            .read_to_end(name)
                            .map_err(|e| format!("bad xml: {e}"))?;
                    }
                    "w:t" => in_text = true,
                    "w:r" => run_depth += 1,
                    "w:footnote" | "w:endnote" => sink = open_note(&e),
                    _ => on_mark(&e, run_depth, &mut sink, &mut part),
                }
            }
            Event::Empty(e) => match e.name().as_ref() {
                "w:p" => push(&mut sink, &mut part, "\n"),
                _ => on_mark(&e, run_depth, &mut sink, &mut part),
            },
            Event::End(e) => match e.name().as_ref() {
                "w:t" => in_text = false,
                "w:r" => run_depth = run_depth.saturating_sub(1),
                "w:p" => push(&mut sink, &mut part, "\n"),
                "w:footnote" | "w:endnote" => {
                    if let Sink::Note(note) = std::mem::replace(&mut sink, Sink::Body) {
                        part.notes.push(note);
                    }
                }
                _ => {}
            },
            Event::Text(t) if in_text => push(&mut sink, &mut part, &t.xml10_content()),
            Event::CData(t) if in_text => {
                push(&mut sink, &mut part, &t.into_inner());
            }
            Event::GeneralRef(r) if in_text => {
                let resolved = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    Ok(None) => {
                        let entity = r.xml10_content();
                        quick_xml::escape::resolve_predefined_entity(&entity)
                            .unwrap_or_default()
                            .to_owned()
                    }
                    Err(_) => String::new(),
                };
                push(&mut sink, &mut part, &resolved);
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(part)
}

/// Elements that are marks rather than containers: tabs, breaks, note references.
fn on_mark(e: &BytesStart<'_>, run_depth: usize, sink: &mut Sink, part: &mut Part) {
    match e.name().as_ref() {
        // `w:tab` also defines tab stops inside `w:pPr/w:tabs`: only a tab in a run is text.
        "w:tab" | "w:ptab" if run_depth > 0 => push(sink, part, "\t"),
        "w:br" | "w:cr" if run_depth > 0 => push(sink, part, "\n"),
        "w:noBreakHyphen" if run_depth > 0 => push(sink, part, "-"),
        "w:footnoteReference" => {
            if let Some(id) = attr(e, "w:id") {
                part.refs.push((NoteKind::Foot, id));
            }
        }
        "w:endnoteReference" => {
            if let Some(id) = attr(e, "w:id") {
                part.refs.push((NoteKind::End, id));
            }
        }
        _ => {}
    }
}

fn open_note(e: &BytesStart<'_>) -> Sink {
    let kind = if e.name().as_ref() == "w:endnote" {
        NoteKind::End
    } else {
        NoteKind::Foot
    };
    // Separators and continuation notices carry a `w:type`; real notes have none or `normal`.
    let is_real = attr(e, "w:type").is_none_or(|t| t == "normal");
    match (is_real, attr(e, "w:id")) {
        (true, Some(id)) => Sink::Note(Note {
            kind,
            id,
            text: String::new(),
        }),
        _ => Sink::Discard,
    }
}

fn attr(e: &BytesStart<'_>, name: &str) -> Option<String> {
    e.try_get_attribute(name).ok().flatten().and_then(|a| {
        a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .ok()
            .map(|v| v.into_owned())
    })
}

fn push(sink: &mut Sink, part: &mut Part, s: &str) {
    match sink {
        Sink::Body => part.body.push_str(s),
        Sink::Note(note) => note.text.push_str(s),
        Sink::Discard => {}
    }
}

/// Body, then footnotes, then endnotes, each note numbered in order of first reference.
fn assemble(body: &Part, footnotes: &Part, endnotes: &Part) -> DocxText {
    let mut text = body.body.trim_end().to_owned();
    let mut regions = vec![Region {
        start: 0,
        end: text.len(),
        location: Location::Body,
    }];
    let mut warnings = Vec::new();
    for (kind, notes, heading) in [
        (NoteKind::Foot, footnotes, FOOTNOTES_HEADING),
        (NoteKind::End, endnotes, ENDNOTES_HEADING),
    ] {
        let ordered = order_notes(kind, &body.refs, &notes.notes);
        let n_dangling = body
            .refs
            .iter()
            .filter(|(k, id)| *k == kind && !notes.notes.iter().any(|n| &n.id == id))
            .count();
        if n_dangling > 0 {
            warnings.push(format!(
                "{n_dangling} {} reference(s) without a note",
                if kind == NoteKind::Foot {
                    "footnote"
                } else {
                    "endnote"
                }
            ));
        }
        if ordered.is_empty() {
            continue;
        }
        text.push_str("\n\n");
        text.push_str(heading);
        for (idx, note) in ordered.iter().enumerate() {
            let number = u32::try_from(idx + 1).unwrap_or(u32::MAX);
            text.push_str(&format!("\n[{number}] "));
            let start = text.len();
            text.push_str(note.text.trim());
            let location = match kind {
                NoteKind::Foot => Location::Footnote { number },
                NoteKind::End => Location::Endnote { number },
            };
            regions.push(Region {
                start,
                end: text.len(),
                location,
            });
        }
    }
    DocxText {
        text,
        regions,
        warnings,
    }
}

/// Notes of one kind in the order Word numbers them: first reference in the body, then any
/// note never referenced, in part order.
fn order_notes<'a>(
    kind: NoteKind,
    refs: &[(NoteKind, String)],
    notes: &'a [Note],
) -> Vec<&'a Note> {
    let mut ordered: Vec<&Note> = Vec::new();
    for (_, id) in refs.iter().filter(|(k, _)| *k == kind) {
        if let Some(note) = notes.iter().find(|n| &n.id == id)
            && !ordered.iter().any(|n| n.id == note.id)
        {
            ordered.push(note);
        }
    }
    for note in notes.iter().filter(|n| n.kind == kind) {
        if !ordered.iter().any(|n| n.id == note.id) {
            ordered.push(note);
        }
    }
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: &str = r#"xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main""#;

    fn body(inner: &str) -> String {
        format!(
            r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{inner}</w:body></w:document>"#
        )
    }

    #[track_caller]
    fn check_body(inner: &str, expected: &str) {
        let part = parse_part(&body(inner)).expect("invariant: valid xml in this test");
        assert_eq!(part.body.trim_end(), expected);
    }

    #[test]
    fn test_body_elements() {
        check_body("<w:p><w:r><w:t>Hola</w:t></w:r></w:p>", "Hola");
        check_body(
            r#"<w:p><w:r><w:t xml:space="preserve">art. </w:t></w:r><w:r><w:t>24 CE</w:t></w:r></w:p><w:p><w:r><w:t>Dos</w:t></w:r></w:p>"#,
            "art. 24 CE\nDos",
        );
        check_body(
            "<w:p><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:noBreakHyphen/><w:t>d</w:t></w:r></w:p>",
            "a\tb\nc-d",
        );
        check_body(
            r#"<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>sin tab</w:t></w:r></w:p>"#,
            "sin tab",
        );
        check_body(
            "<w:p><w:r><w:t>R&amp;D &#x2011; &#241; &lt;x&gt;</w:t></w:r></w:p>",
            "R&D \u{2011} ñ <x>",
        );
        check_body(
            "<w:p><w:del><w:r><w:delText>borrado</w:delText></w:r></w:del><w:r><w:instrText>HYPERLINK x</w:instrText><w:t>queda</w:t></w:r></w:p>",
            "queda",
        );
        check_body(
            "<w:p><w:r><mc:AlternateContent><mc:Choice><w:txbxContent><w:p><w:r><w:t>caja</w:t></w:r></w:p></w:txbxContent></mc:Choice><mc:Fallback><w:txbxContent><w:p><w:r><w:t>caja</w:t></w:r></w:p></w:txbxContent></mc:Fallback></mc:AlternateContent></w:r></w:p>",
            "caja",
        );
        check_body(
            "<w:p/><w:p><w:r><w:t>tras vacío</w:t></w:r></w:p>",
            "\ntras vacío",
        );
        check_body(
            "<w:p><w:moveFrom><w:r><w:t>movido </w:t></w:r></w:moveFrom><w:r><w:t>fijo</w:t></w:r><w:moveTo><w:r><w:t> movido</w:t></w:r></w:moveTo></w:p>",
            "fijo movido",
        );
    }

    #[test]
    fn test_notes_numbered_by_reference_order() {
        let document = body(
            r#"<w:p><w:r><w:t>Primero</w:t></w:r><w:r><w:footnoteReference w:id="5"/></w:r><w:r><w:t> segundo</w:t></w:r><w:r><w:footnoteReference w:id="2"/></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p>"#,
        );
        let footnotes = format!(
            r#"<w:footnotes {W}><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="2"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> STS 1916/2013.</w:t></w:r></w:p></w:footnote><w:footnote w:id="5"><w:p><w:r><w:t>Art. 1902 CC.</w:t></w:r></w:p><w:p><w:r><w:t>Segundo párrafo.</w:t></w:r></w:p></w:footnote></w:footnotes>"#
        );
        let endnotes = format!(
            r#"<w:endnotes {W}><w:endnote w:id="1"><w:p><w:r><w:t>Nota final.</w:t></w:r></w:p></w:endnote></w:endnotes>"#
        );
        let doc = assemble(
            &parse_part(&document).expect("invariant: valid xml"),
            &parse_part(&footnotes).expect("invariant: valid xml"),
            &parse_part(&endnotes).expect("invariant: valid xml"),
        );
        assert_eq!(
            doc.text,
            format!(
                "Primero segundo\n\n{FOOTNOTES_HEADING}\n[1] Art. 1902 CC.\nSegundo párrafo.\n[2] STS 1916/2013.\n\n{ENDNOTES_HEADING}\n[1] Nota final."
            )
        );
        let at = |needle: &str| {
            let offset = doc.text.find(needle).expect("invariant: needle present");
            doc.regions
                .iter()
                .find(|r| r.start <= offset && offset < r.end)
                .map(|r| r.location)
        };
        assert_eq!(at("Primero"), Some(Location::Body));
        assert_eq!(at("1902"), Some(Location::Footnote { number: 1 }));
        assert_eq!(
            at("Segundo párrafo"),
            Some(Location::Footnote { number: 1 })
        );
        assert_eq!(at("1916"), Some(Location::Footnote { number: 2 }));
        assert_eq!(at("Nota final"), Some(Location::Endnote { number: 1 }));
        assert_eq!(at(FOOTNOTES_HEADING), None);
        assert!(doc.warnings.is_empty(), "{:?}", doc.warnings);
    }

    #[test]
    fn test_broken_xml_is_an_error() {
        assert!(parse_part("<w:document><w:body><w:p></w:body>").is_err());
        assert!(read(b"PK\x03\x04 not really a zip").is_err());
        assert!(read(b"").is_err());
    }

    #[test]
    fn test_relationship_targets() {
        let rels = r#"<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://x/hyperlink" Target="https://example.org/footnotes" TargetMode="External"/><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes" Target="notes/fn.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/endnotes" Target="/word/en.xml"/></Relationships>"#;
        assert_eq!(
            relationship_target(rels, "/footnotes", "word").as_deref(),
            Some("word/notes/fn.xml")
        );
        assert_eq!(
            relationship_target(rels, "/endnotes", "word").as_deref(),
            Some("word/en.xml")
        );
        assert_eq!(relationship_target(rels, "/officeDocument", ""), None);
        assert_eq!(resolve_target("word/sub", "../x.xml"), "word/x.xml");
        assert_eq!(resolve_target("", "./doc.xml"), "doc.xml");
    }

    const FIXTURE: &[u8] = include_bytes!("../../fixtures/ingest/demanda_notas.docx");

    #[test]
    fn test_fixture_reads() {
        let doc = read(FIXTURE).expect("invariant: the fixture is a valid docx");
        assert!(doc.text.contains(FOOTNOTES_HEADING));
    }

    proptest::proptest! {
        #[test]
        fn prop_damaged_docx_never_panics(
            flips in proptest::collection::vec((0..FIXTURE.len(), proptest::prelude::any::<u8>()), 1..40),
            cut in 0..=FIXTURE.len(),
        ) {
            let mut bytes = FIXTURE.to_vec();
            for (idx, value) in flips {
                if let Some(byte) = bytes.get_mut(idx) {
                    *byte ^= value;
                }
            }
            bytes.truncate(cut.max(FIXTURE.len() / 2));
            if let Ok(doc) = read(&bytes) {
                for region in &doc.regions {
                    proptest::prop_assert!(region.end <= doc.text.len());
                    proptest::prop_assert!(doc.text.is_char_boundary(region.start));
                }
            }
        }

        #[test]
        fn prop_any_xml_like_text_never_panics(xml in "(?s)<[a-z:]{1,6}( [a-z:]{1,5}=\"[^\"]{0,5}\")?/?>.{0,80}") {
            let _ = parse_part(&xml);
        }
    }
}
