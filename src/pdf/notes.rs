//! Footnotes at the bottom of PDF pages (pure).
//!
//! In a brief's PDF the notes of a page sit between the last body line of that page and the
//! first of the next, so a sentence or a hyphenated word running over the page break is cut
//! by them. A block at the bottom of a page is taken as notes only when its lines start with
//! consecutive note numbers (`3 STS …`, `4 Véase …`) not below the numbering reached on the
//! previous pages, and each of those numbers appears in the page's body as a mark glued to
//! the word or quote before it (`Civil3.`, `pago»4`). Anything less certain is left where
//! it is.

use super::clean::{PdfFootnote, joins_hyphenated};

/// Most notes looked for on one page.
const MAX_NOTES_PER_PAGE: u32 = 60;

/// Takes the footnote blocks off the bottom of the pages (`pages[i]` = lines of page i + 1,
/// headers and footers already removed) and returns them in order.
pub(super) fn take_footnotes(pages: &mut [Vec<&str>]) -> Vec<PdfFootnote> {
    let mut notes = Vec::new();
    let mut next: u32 = 1;
    for (page_idx, lines) in pages.iter_mut().enumerate() {
        let Some(block) = find_block(lines, next) else {
            continue;
        };
        let page = u32::try_from(page_idx + 1).unwrap_or(u32::MAX);
        for (idx, &(line_idx, number)) in block.iter().enumerate() {
            let end = block
                .get(idx + 1)
                .map_or(lines.len(), |&(next_idx, _)| next_idx);
            let body = lines.get(line_idx..end).unwrap_or_default();
            notes.push(PdfFootnote {
                number,
                page,
                text: note_text(body, number),
            });
            next = number + 1;
        }
        if let Some(&(start, _)) = block.first() {
            lines.truncate(start);
            let trimmed = super::clean::trim_blank_ends(lines);
            *lines = trimmed;
        }
    }
    notes
}

/// The notes block of a page: (line index, number) of each note start, in order; numbers
/// `next`, `next + 1`, … with each number marked in the body above the block.
fn find_block(lines: &[&str], next: u32) -> Option<Vec<(usize, u32)>> {
    // The bottom-most line that starts a note numbered `next` or more.
    let (last_idx, last_number) =
        lines
            .iter()
            .enumerate()
            .skip(1)
            .rev()
            .find_map(|(idx, line)| {
                note_start(line)
                    .filter(|&n| n >= next && n < next.saturating_add(MAX_NOTES_PER_PAGE))
                    .map(|n| (idx, n))
            })?;
    // Walk up towards `next`, taking for each number the closest start above. A block that
    // stops short of `next` is still taken (a note missed on an earlier page must not lose
    // all the following ones), its marks in the body being checked all the same.
    let mut block = vec![(last_idx, last_number)];
    let mut upper = last_idx;
    let mut number = last_number;
    while number > next {
        let wanted = number - 1;
        let Some(idx) = (1..upper)
            .rev()
            .find(|&idx| lines.get(idx).and_then(|line| note_start(line)) == Some(wanted))
        else {
            break;
        };
        block.push((idx, wanted));
        upper = idx;
        number = wanted;
    }
    block.reverse();
    let start = block.first().map(|&(idx, _)| idx)?;
    let body = lines.get(..start).unwrap_or_default();
    let all_marked = block
        .iter()
        .all(|&(_, number)| body.iter().any(|line| has_glued_mark(line, number)));
    all_marked.then_some(block)
}

/// `N text` at the start of a line (1–3 digits, a space, then text): N.
fn note_start(line: &str) -> Option<u32> {
    let line = line.trim_start();
    let digits_len = line.find(|c: char| !c.is_ascii_digit())?;
    if digits_len == 0 || digits_len > 3 {
        return None;
    }
    let rest = line.get(digits_len..)?;
    let after_space = rest.strip_prefix([' ', '\t', '\u{a0}'])?;
    if after_space.trim().is_empty() {
        return None;
    }
    line.get(..digits_len)?.parse().ok()
}

/// Whether `number` appears in `line` as a note mark: right after a letter or a closing quote
/// or bracket (or after `.`, `,`, `;`, `:` that follow one), and not followed by a digit.
fn has_glued_mark(line: &str, number: u32) -> bool {
    let needle = number.to_string();
    let mut from = 0;
    while let Some(found) = line.get(from..).and_then(|rest| rest.find(&needle)) {
        let at = from + found;
        from = at + needle.len();
        let after = line.get(at + needle.len()..).and_then(|s| s.chars().next());
        if after.is_some_and(|c| c.is_ascii_digit()) {
            continue;
        }
        let mut before = line.get(..at).unwrap_or_default().chars().rev();
        let glued = match before.next() {
            Some(c) if is_mark_anchor(c) => true,
            Some('.' | ',' | ';' | ':') => before.next().is_some_and(is_mark_anchor),
            _ => false,
        };
        if glued {
            return true;
        }
    }
    false
}

fn is_mark_anchor(c: char) -> bool {
    c.is_alphabetic() || matches!(c, '»' | '”' | '"' | '\'' | '’' | ')' | ']')
}

/// The text of one note: its lines without the leading number, hyphenation undone.
fn note_text(lines: &[&str], number: u32) -> String {
    let mut text = String::new();
    for (idx, line) in lines.iter().enumerate() {
        let line = if idx == 0 {
            let trimmed = line.trim_start();
            trimmed
                .strip_prefix(&number.to_string())
                .unwrap_or(trimmed)
                .trim_start()
        } else {
            line.trim()
        };
        if line.is_empty() {
            continue;
        }
        if text.is_empty() {
            text.push_str(line);
        } else if joins_hyphenated(&text, line) {
            text.pop();
            text.push_str(line);
        } else {
            text.push('\n');
            text.push_str(line);
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_note_start_and_marks() {
        assert_eq!(note_start("1 Véase la STS"), Some(1));
        assert_eq!(note_start("12\tSTC 31/2010"), Some(12));
        assert_eq!(note_start("2 "), None);
        assert_eq!(note_start("2013 fue"), None);
        assert_eq!(note_start("1.La"), None);
        assert_eq!(note_start("Texto 1 más"), None);
        assert!(has_glued_mark("del Código Civil1.", 1));
        assert!(has_glued_mark("oponerse al pago»2.", 2));
        assert!(has_glued_mark("la Constitución5 impide", 5));
        assert!(has_glued_mark("en el artículo 24.1.3 o Civil.3", 3));
        assert!(!has_glued_mark("artículo 1 del Código", 1));
        assert!(!has_glued_mark("art. 24.1 CE", 1));
        assert!(!has_glued_mark("Civil12", 1));
        assert!(!has_glued_mark("pp. 245-250", 2));
    }

    #[test]
    fn test_notes_taken_off_and_numbering_continues() {
        let mut pages = vec![
            vec![
                "nace del contrato y del artículo 1544 del Código Civil1.",
                "Como dice el Tribunal, «la carga»2. Y los arquit-",
                "",
                "1 Véase la STS 1916/2013, de 9 de mayo, sobre la exigibi-",
                "lidad del precio.",
                "2 STS 241/2013, de 9 de mayo.",
            ],
            vec![
                "ectos de ambas partes. Artículo 24.1 de la Constitución3.",
                "2 de mayo de 2013 no es una nota.",
                "3 STC 31/2010, de 28 de junio.",
            ],
        ];
        let notes = take_footnotes(&mut pages);
        assert_eq!(
            notes,
            vec![
                PdfFootnote {
                    number: 1,
                    page: 1,
                    text: "Véase la STS 1916/2013, de 9 de mayo, sobre la exigibilidad del precio."
                        .into()
                },
                PdfFootnote {
                    number: 2,
                    page: 1,
                    text: "STS 241/2013, de 9 de mayo.".into()
                },
                PdfFootnote {
                    number: 3,
                    page: 2,
                    text: "STC 31/2010, de 28 de junio.".into()
                },
            ]
        );
        assert_eq!(pages.first().map(Vec::len), Some(2));
        assert_eq!(
            pages.get(1).and_then(|p| p.get(1)).copied(),
            Some("2 de mayo de 2013 no es una nota.")
        );
    }

    #[test]
    fn test_numbering_resyncs_after_a_missed_page() {
        let mut pages = vec![
            // Note 1 is not marked in the body: left alone.
            vec!["Texto sin marca.", "1 Nota uno."],
            vec!["Texto con marca2 y Ley3.", "2 Nota dos.", "3 Nota tres."],
        ];
        let notes = take_footnotes(&mut pages);
        assert_eq!(
            notes.iter().map(|n| (n.number, n.page)).collect::<Vec<_>>(),
            vec![(2, 2), (3, 2)]
        );
        assert_eq!(pages.first().map(Vec::len), Some(2));
    }

    #[test]
    fn test_unmarked_or_out_of_sequence_blocks_stay() {
        let unmarked = vec!["Texto sin marcas de nota.", "1 Esto parece una nota."];
        let mut pages = vec![unmarked.clone()];
        assert!(take_footnotes(&mut pages).is_empty());
        assert_eq!(pages, vec![unmarked]);
        // A number already used on an earlier page does not start a block.
        let mut pages = vec![
            vec!["Texto Civil1.", "1 Nota uno."],
            vec!["Otra página con marca1.", "1 de enero."],
        ];
        assert_eq!(take_footnotes(&mut pages).len(), 1);
        assert_eq!(pages.get(1).map(Vec::len), Some(2));
        // A first line is never a note.
        let mut pages = vec![vec!["1 Línea primera con Civil1."]];
        assert!(take_footnotes(&mut pages).is_empty());
    }
}
