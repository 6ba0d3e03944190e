//! Footnotes written as text (`.txt`/`.md`): `[^label]` in the body and a paragraph
//! `[^label]: text` for the note (Markdown footnotes; also the syntax of
//! `fixtures/make_docs.py`). The text is left as it is; only the map of regions changes, so a
//! citation inside a definition can be said to be in note N.

use super::{Location, Region};

/// Regions of a text: [`Location::Body`] everywhere except footnote definitions, which are
/// [`Location::Footnote`] numbered by order of first reference (then definition order). The
/// `[^label]:` prefix of a definition belongs to no region.
pub(crate) fn text_regions(text: &str) -> Vec<Region> {
    let definitions = find_definitions(text);
    if definitions.is_empty() {
        return vec![Region {
            start: 0,
            end: text.len(),
            location: Location::Body,
        }];
    }
    let order = note_order(text, &definitions);
    let mut regions = Vec::new();
    let mut body_start = 0;
    for def in &definitions {
        if def.line_start > body_start {
            regions.push(Region {
                start: body_start,
                end: def.line_start,
                location: Location::Body,
            });
        }
        let number = order
            .iter()
            .position(|label| *label == def.label)
            .map_or(u32::MAX, |idx| u32::try_from(idx + 1).unwrap_or(u32::MAX));
        if def.text_end > def.text_start {
            regions.push(Region {
                start: def.text_start,
                end: def.text_end,
                location: Location::Footnote { number },
            });
        }
        body_start = def.text_end;
    }
    if text.len() > body_start {
        regions.push(Region {
            start: body_start,
            end: text.len(),
            location: Location::Body,
        });
    }
    regions
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Definition<'a> {
    label: &'a str,
    /// Start of the `[^label]:` line.
    line_start: usize,
    /// Start of the note's text (after the prefix and spaces).
    text_start: usize,
    /// End of the note's text (trailing whitespace excluded).
    text_end: usize,
}

/// Definitions: a line starting with `[^label]:`, running to the next blank line or the next
/// definition.
fn find_definitions(text: &str) -> Vec<Definition<'_>> {
    let mut defs: Vec<Definition<'_>> = Vec::new();
    let mut open = false;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let line_start = offset;
        offset += line.len();
        if let Some((label, prefix_len)) = definition_prefix(line) {
            let after = line.get(prefix_len..).unwrap_or_default();
            let text_start = line_start + prefix_len + (after.len() - after.trim_start().len());
            defs.push(Definition {
                label,
                line_start,
                text_start,
                text_end: line_start + line.trim_end().len().max(text_start - line_start),
            });
            open = true;
            continue;
        }
        if line.trim().is_empty() {
            open = false;
            continue;
        }
        if let (true, Some(def)) = (open, defs.last_mut()) {
            def.text_end = line_start + line.trim_end().len();
        }
    }
    defs
}

/// `[^label]:` at the start of a line: the label and the prefix length in bytes.
fn definition_prefix(line: &str) -> Option<(&str, usize)> {
    let rest = line.strip_prefix("[^")?;
    let close = rest.find(']')?;
    let label = rest.get(..close)?;
    if label.is_empty() || label.contains(char::is_whitespace) {
        return None;
    }
    rest.get(close + 1..)?.strip_prefix(':')?;
    Some((label, 2 + close + 2))
}

/// Labels in the order notes are numbered: first reference (`[^label]` outside a definition
/// prefix), then definitions never referenced.
fn note_order<'a>(text: &str, definitions: &[Definition<'a>]) -> Vec<&'a str> {
    let mut order: Vec<&'a str> = Vec::new();
    let mut search_from = 0;
    while let Some(found) = text.get(search_from..).and_then(|rest| rest.find("[^")) {
        let at = search_from + found;
        search_from = at + 2;
        let is_definition = definitions.iter().any(|d| d.line_start == at);
        if is_definition {
            continue;
        }
        let Some(rest) = text.get(at + 2..) else {
            break;
        };
        let Some(close) = rest.find(']') else {
            continue;
        };
        let label = rest.get(..close).unwrap_or_default();
        if let Some(def) = definitions.iter().find(|d| d.label == label)
            && !order.contains(&def.label)
        {
            order.push(def.label);
        }
    }
    for def in definitions {
        if !order.contains(&def.label) {
            order.push(def.label);
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, regions: &[Region], needle: &str) -> Option<Location> {
        let offset = text.find(needle).expect("invariant: needle present");
        regions
            .iter()
            .find(|r| r.start <= offset && offset < r.end)
            .map(|r| r.location)
    }

    #[test]
    fn test_plain_text_is_one_body_region() {
        let text = "Sin notas. Artículo 24 CE [no es nota].";
        assert_eq!(
            text_regions(text),
            vec![Region {
                start: 0,
                end: text.len(),
                location: Location::Body
            }]
        );
        assert_eq!(text_regions("").len(), 1);
    }

    #[test]
    fn test_definitions_are_numbered_by_first_reference() {
        let text = "Cuerpo con nota[^b] y otra[^a].\n\n[^a]: STS 1916/2013.\n\n[^b]: Art. 1902 CC,\nque sigue aquí.\n\nMás cuerpo.\n[^z]: sin referencia.";
        let regions = text_regions(text);
        assert_eq!(at(text, &regions, "Cuerpo"), Some(Location::Body));
        assert_eq!(
            at(text, &regions, "1902"),
            Some(Location::Footnote { number: 1 })
        );
        assert_eq!(
            at(text, &regions, "sigue aquí"),
            Some(Location::Footnote { number: 1 })
        );
        assert_eq!(
            at(text, &regions, "1916"),
            Some(Location::Footnote { number: 2 })
        );
        assert_eq!(at(text, &regions, "Más cuerpo"), Some(Location::Body));
        assert_eq!(
            at(text, &regions, "sin referencia"),
            Some(Location::Footnote { number: 3 })
        );
        assert_eq!(at(text, &regions, "[^a]:"), None);
        let mut last_end = 0;
        for region in &regions {
            assert!(
                last_end <= region.start && region.start < region.end && region.end <= text.len()
            );
            last_end = region.end;
        }
    }

    #[test]
    fn test_not_definitions() {
        assert_eq!(definition_prefix("[^1]: nota"), Some(("1", 5)));
        assert_eq!(definition_prefix("[^fin1]:x"), Some(("fin1", 8)));
        assert_eq!(definition_prefix(" [^1]: sangrado"), None);
        assert_eq!(definition_prefix("[^1] sin dos puntos"), None);
        assert_eq!(definition_prefix("[^]: vacía"), None);
        assert_eq!(definition_prefix("[^a b]: espacio"), None);
        assert_eq!(definition_prefix("[^ñ"), None);
    }

    proptest::proptest! {
        #[test]
        fn prop_regions_are_ordered_and_on_char_boundaries(
            text in proptest::prop_oneof!["(?s).{0,200}", "(\\[\\^[a-zñ1]{0,2}\\]:? ?|[a-zé ]{0,6}|\\n){0,30}"]
        ) {
            let regions = text_regions(&text);
            let mut last_end = 0;
            for region in &regions {
                proptest::prop_assert!(last_end <= region.start && region.start <= region.end);
                proptest::prop_assert!(region.end <= text.len());
                proptest::prop_assert!(text.is_char_boundary(region.start) && text.is_char_boundary(region.end));
                last_end = region.end;
            }
        }
    }
}
