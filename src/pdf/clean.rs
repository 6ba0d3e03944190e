//! Pure clean-up of the per-page text a PDF engine gives: running headers and footers,
//! bare page numbers and line-end hyphenation.
//!
//! Court PDFs (CENDOJ prints `JURISPRUDENCIA` at the top of every page and a bare page number
//! at the bottom) and briefs put the same lines at the edges of every page. Left in, they split
//! quotes in the middle ("…la doctrina\n3\nJURISPRUDENCIA\nde esta Sala…") and a quote would not
//! be found. This module removes them and keeps a map from text offsets back to pages.
//!
//! Invariant: only lines in the edge zone of a page (its first and last [`EDGE_LINES`]
//! non-blank lines) are ever removed; body text in the middle of a page is never touched.

use std::collections::HashMap;

/// How many non-blank lines at the top and at the bottom of a page are looked at as possible
/// headers, footers or page numbers.
pub const EDGE_LINES: usize = 4;

/// Longest line (in chars) that can count as a running header or footer.
const MAX_HEADER_CHARS: usize = 120;

/// The clean text of a PDF and where each page lies in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CleanText {
    /// The text, pages joined by a line break.
    pub text: String,
    /// One entry per input page, in order; byte offsets into `text`.
    pub pages: Vec<PageSpan>,
}

/// Where one page lies in a [`CleanText`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct PageSpan {
    /// Page number, from 1.
    pub page: u32,
    /// First byte of the page's text.
    pub start: usize,
    /// One past the last byte of the page's text (`start == end` for an empty page).
    pub end: usize,
}

impl CleanText {
    /// The page (from 1) that holds byte offset `offset`, if any.
    #[must_use]
    pub fn page_at(&self, offset: usize) -> Option<u32> {
        self.pages
            .iter()
            .find(|p| p.start <= offset && offset < p.end)
            .map(|p| p.page)
    }
}

/// Cleans the texts of the pages of one PDF (one string per page, in order).
///
/// Removes, in the edge zone of each page: lines that repeat at the edges of at least half of
/// the pages (and of two pages at least), compared with digits masked (so `Página 3 de 9`
/// repeats); and bare page numbers (`7`, `- 7 -`, `7/12`, `Página 7`, `Pág. 7 de 12`). Then
/// joins a word hyphenated at a line end when the next line goes on in lower case
/// (`responsa-` + `bilidad` → `responsabilidad`), and always drops a soft hyphen (U+00AD)
/// at a line end. Form feeds are dropped.
#[must_use]
pub fn clean_pages<S: AsRef<str>>(pages: &[S]) -> CleanText {
    let page_lines = split_lines(pages);
    join_pages(&strip_edges(&page_lines))
}

/// [`clean_pages`], and also takes the footnotes off the bottom of each page (see
/// [`super::notes`]), so that body text runs on from page to page. For briefs; court PDFs
/// rarely have footnotes and keep [`clean_pages`].
#[must_use]
pub fn clean_pages_split_footnotes<S: AsRef<str>>(pages: &[S]) -> (CleanText, Vec<PdfFootnote>) {
    let page_lines = split_lines(pages);
    let mut kept = strip_edges(&page_lines);
    let notes = super::notes::take_footnotes(&mut kept);
    (join_pages(&kept), notes)
}

/// A footnote taken off the bottom of a PDF page.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct PdfFootnote {
    /// Its number (the mark in the body).
    pub number: u32,
    /// The page it was printed on (from 1).
    pub page: u32,
    /// Its text, without the number.
    pub text: String,
}

fn split_lines<S: AsRef<str>>(pages: &[S]) -> Vec<Vec<&str>> {
    pages
        .iter()
        .map(|page| {
            page.as_ref()
                .lines()
                .map(|line| line.trim_end_matches(['\u{c}', ' ', '\t', '\r']))
                .map(|line| line.trim_start_matches('\u{c}'))
                .collect()
        })
        .collect()
}

/// Each page's lines without running headers/footers and page numbers, blank ends trimmed.
fn strip_edges<'a>(page_lines: &[Vec<&'a str>]) -> Vec<Vec<&'a str>> {
    let repeated = repeated_edge_lines(page_lines);
    page_lines
        .iter()
        .map(|lines| {
            let edge = edge_zone(lines);
            let kept: Vec<&str> = lines
                .iter()
                .enumerate()
                .filter(|(line_idx, line)| {
                    !(edge.contains(line_idx)
                        && (is_page_number(line) || repeated.contains_key(&signature(line))))
                })
                .map(|(_, line)| *line)
                .collect();
            trim_blank_ends(&kept)
        })
        .collect()
}

/// Joins the pages' lines into one text, undoing line-end hyphenation, with the page map.
fn join_pages(kept_pages: &[Vec<&str>]) -> CleanText {
    let mut text = String::new();
    let mut spans: Vec<PageSpan> = Vec::with_capacity(kept_pages.len());
    // Whether the last line written has text, to decide on hyphenation joins.
    let mut last_line_open = false;
    for (page_idx, kept) in kept_pages.iter().enumerate() {
        let mut start = None;
        for &line in kept {
            if text.is_empty() {
                // Nothing to join with.
            } else if last_line_open && joins_hyphenated(&text, line) {
                drop_trailing_hyphen(&mut text);
                // The hyphen may have closed an earlier page: keep spans inside the text.
                for span in spans.iter_mut().rev() {
                    if span.end <= text.len() {
                        break;
                    }
                    span.end = text.len();
                    span.start = span.start.min(span.end);
                }
            } else {
                text.push('\n');
            }
            start.get_or_insert(text.len());
            text.push_str(line);
            last_line_open = !line.trim().is_empty();
        }
        let start = start.unwrap_or(text.len());
        spans.push(PageSpan {
            page: u32::try_from(page_idx + 1).unwrap_or(u32::MAX),
            start,
            end: text.len().max(start),
        });
    }
    CleanText { text, pages: spans }
}

/// Signatures of lines that sit in the edge zone of enough pages to be running headers/footers.
fn repeated_edge_lines(page_lines: &[Vec<&str>]) -> HashMap<String, usize> {
    let n_pages = page_lines.len();
    let mut counts: HashMap<String, usize> = HashMap::new();
    for lines in page_lines {
        let mut seen_here: Vec<String> = Vec::new();
        for line_idx in edge_zone(lines) {
            let Some(line) = lines.get(line_idx) else {
                continue;
            };
            if line.chars().count() > MAX_HEADER_CHARS {
                continue;
            }
            let sig = signature(line);
            if sig.is_empty() || seen_here.contains(&sig) {
                continue;
            }
            seen_here.push(sig);
        }
        for sig in seen_here {
            *counts.entry(sig).or_insert(0) += 1;
        }
    }
    counts.retain(|_, count| *count >= 2 && *count * 2 >= n_pages);
    counts
}

/// Indices of the first and last [`EDGE_LINES`] non-blank lines of a page.
fn edge_zone(lines: &[&str]) -> Vec<usize> {
    let non_blank: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(idx, _)| idx)
        .collect();
    let mut zone: Vec<usize> = non_blank.iter().take(EDGE_LINES).copied().collect();
    zone.extend(non_blank.iter().rev().take(EDGE_LINES).copied());
    zone.sort_unstable();
    zone.dedup();
    zone
}

/// A line compared across pages: trimmed, inner whitespace collapsed, digits masked as `#`.
fn signature(line: &str) -> String {
    let mut sig = String::with_capacity(line.len());
    for word in line.split_whitespace() {
        if !sig.is_empty() {
            sig.push(' ');
        }
        sig.extend(
            word.chars()
                .map(|c| if c.is_ascii_digit() { '#' } else { c }),
        );
    }
    sig
}

/// A bare page number: `7`, `- 7 -`, `— 7 —`, `7/12`, `7 de 12`, `Página 7`, `Pág. 7 de 12`,
/// `Page 7 of 12`.
fn is_page_number(line: &str) -> bool {
    let lower = line.trim().to_lowercase();
    let body = lower.trim_matches(|c: char| matches!(c, '-' | '–' | '—' | ' ' | '[' | ']'));
    let body = [
        "página", "pagina", "pág.", "pag.", "page", "pág", "pag", "p.",
    ]
    .iter()
    .find_map(|prefix| body.strip_prefix(prefix))
    .unwrap_or(body)
    .trim();
    let mut parts = body.splitn(2, |c: char| !c.is_ascii_digit());
    let Some(first) = parts.next() else {
        return false;
    };
    if first.is_empty() || first.len() > 4 {
        return false;
    }
    let rest = parts.next().map_or("", str::trim);
    if rest.is_empty() {
        return body.len() == first.len();
    }
    // `7/12`, `7 de 12`, `7 of 12`: the separator was eaten by splitn, so look at what follows.
    let sep_and_total = body.get(first.len()..).unwrap_or_default();
    let total = ["/", "de", "of"]
        .iter()
        .find_map(|sep| sep_and_total.trim_start().strip_prefix(sep))
        .map(str::trim);
    matches!(total, Some(t) if !t.is_empty() && t.len() <= 4 && t.chars().all(|c| c.is_ascii_digit()))
}

/// Whether the text so far ends in a hyphenated word that `next` completes.
pub(super) fn joins_hyphenated(text: &str, next: &str) -> bool {
    let mut rev = text.chars().rev();
    let Some(hyphen) = rev.next() else {
        return false;
    };
    if hyphen == '\u{ad}' {
        return true;
    }
    if !matches!(hyphen, '-' | '\u{2010}') {
        return false;
    }
    let before_is_letter = rev.next().is_some_and(char::is_alphabetic);
    let next_is_lower = next.chars().next().is_some_and(char::is_lowercase);
    before_is_letter && next_is_lower
}

fn drop_trailing_hyphen(text: &mut String) {
    text.pop();
}

pub(super) fn trim_blank_ends<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let first = lines.iter().position(|l| !l.trim().is_empty());
    let last = lines.iter().rposition(|l| !l.trim().is_empty());
    match (first, last) {
        (Some(first), Some(last)) => lines.get(first..=last).unwrap_or_default().to_vec(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_page_number(line: &str, expected: bool) {
        assert_eq!(is_page_number(line), expected, "{line:?}");
    }

    #[test]
    fn test_page_number_forms() {
        check_page_number("7", true);
        check_page_number("  12 ", true);
        check_page_number("- 7 -", true);
        check_page_number("— 7 —", true);
        check_page_number("7/12", true);
        check_page_number("7 / 12", true);
        check_page_number("7 de 12", true);
        check_page_number("Página 7", true);
        check_page_number("Página 7 de 12", true);
        check_page_number("Pág. 7", true);
        check_page_number("Page 3 of 9", true);
        check_page_number("[3]", true);
        check_page_number("12345", false);
        check_page_number("1902 CC", false);
        check_page_number("24.1", false);
        check_page_number("7 de mayo", false);
        check_page_number("PRIMERO.", false);
        check_page_number("", false);
        check_page_number("Página", false);
    }

    #[test]
    fn test_signature_masks_digits_and_spaces() {
        assert_eq!(signature("  Página  3 de 10 "), "Página # de ##");
        assert_eq!(signature("JURISPRUDENCIA"), "JURISPRUDENCIA");
    }

    #[test]
    fn test_cendoj_header_and_page_numbers_removed() {
        let pages = [
            "JURISPRUDENCIA\nRoj: ATS 3898/2026\nPrimera línea del auto.\nSegunda línea\n1",
            "JURISPRUDENCIA\ncontinúa la doctrina\nde esta Sala.\n2",
            "JURISPRUDENCIA\nFALLO\nSe desestima.\n3",
        ];
        let clean = clean_pages(&pages);
        assert_eq!(
            clean.text,
            "Roj: ATS 3898/2026\nPrimera línea del auto.\nSegunda línea\ncontinúa la doctrina\nde esta Sala.\nFALLO\nSe desestima."
        );
        assert_eq!(clean.pages.len(), 3);
        let second = clean
            .text
            .find("continúa")
            .expect("invariant: text present");
        assert_eq!(clean.page_at(second), Some(2));
        assert_eq!(clean.page_at(0), Some(1));
        let fallo = clean.text.find("FALLO").expect("invariant: text present");
        assert_eq!(clean.page_at(fallo), Some(3));
    }

    #[test]
    fn test_header_with_numbers_and_footer_removed() {
        let pages = [
            "Despacho Pérez — Demanda\nHechos primeros del caso.\nPágina 1 de 3",
            "Despacho Pérez — Demanda\nSegundo bloque de hechos.\nPágina 2 de 3",
            "Despacho Pérez — Demanda\nSuplico al Juzgado.\nPágina 3 de 3",
        ];
        let clean = clean_pages(&pages);
        assert_eq!(
            clean.text,
            "Hechos primeros del caso.\nSegundo bloque de hechos.\nSuplico al Juzgado."
        );
    }

    #[test]
    fn test_hyphenation_joined_within_and_across_pages() {
        let pages = [
            "HEADER\nla responsa-\nbilidad del deudor según el artícu-\n1",
            "HEADER\nlo 1902 del Código Civil y Sánchez-\nCruzat dijo\n2",
        ];
        let clean = clean_pages(&pages);
        assert_eq!(
            clean.text,
            "la responsabilidad del deudor según el artículo 1902 del Código Civil y Sánchez-\nCruzat dijo"
        );
        let lo = clean.text.find("lo 1902").expect("invariant: text present");
        assert_eq!(clean.page_at(lo - 1), Some(1));
        assert_eq!(clean.page_at(lo), Some(2));
    }

    #[test]
    fn test_soft_hyphen_at_line_end_always_joined() {
        let clean = clean_pages(&["Ley Orgá\u{ad}\nNica"]);
        assert_eq!(clean.text, "Ley OrgáNica");
    }

    #[test]
    fn test_numbered_lines_in_the_middle_are_kept() {
        let page = "uno\ndos\ntres\ncuatro\ncinco\n7\nseis\nsiete\nocho\nnueve\ndiez";
        let clean = clean_pages(&[page, page]);
        assert!(clean.text.contains("cinco\n7\nseis"), "{}", clean.text);
    }

    #[test]
    fn test_single_page_keeps_its_lines_but_drops_page_number() {
        let clean = clean_pages(&["TITULO\nTexto.\n1"]);
        assert_eq!(clean.text, "TITULO\nTexto.");
    }

    #[test]
    fn test_empty_input_and_empty_pages() {
        let none: [&str; 0] = [];
        assert_eq!(clean_pages(&none).text, "");
        let clean = clean_pages(&["", "\u{c}", "Texto"]);
        assert_eq!(clean.text, "Texto");
        assert_eq!(clean.pages.len(), 3);
        assert_eq!(clean.page_at(0), Some(3));
    }

    proptest::proptest! {
        #[test]
        fn prop_page_spans_are_ordered_inside_the_text_on_char_boundaries(
            pages in proptest::collection::vec(
                proptest::prop_oneof![
                    "(?s).{0,120}",
                    "[a-zA-Z0-9 \\-\u{ad}\n]{0,120}",
                    "(([1-3] [a-zé]{1,5}|[a-z]{1,6}[1-3]\\.?|[a-zé ]{1,8}-?)\n){0,12}",
                ],
                0..6,
            )
        ) {
            let (split, _notes) = clean_pages_split_footnotes(&pages);
            proptest::prop_assert_eq!(split.pages.len(), pages.len());
            for span in &split.pages {
                proptest::prop_assert!(span.start <= span.end && span.end <= split.text.len());
                proptest::prop_assert!(split.text.is_char_boundary(span.start));
                proptest::prop_assert!(split.text.is_char_boundary(span.end));
            }
            let clean = clean_pages(&pages);
            proptest::prop_assert_eq!(clean.pages.len(), pages.len());
            let mut last_end = 0;
            for span in &clean.pages {
                proptest::prop_assert!(last_end <= span.start && span.start <= span.end);
                proptest::prop_assert!(span.end <= clean.text.len());
                proptest::prop_assert!(clean.text.is_char_boundary(span.start));
                proptest::prop_assert!(clean.text.is_char_boundary(span.end));
                last_end = span.end;
            }
        }
    }
}
