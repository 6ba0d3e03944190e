//! Normalization for comparison, with a map back to the original byte offsets.
//!
//! The folded text keeps only lowercase letters and digits, with words separated by one space:
//! Unicode compatibility decomposition (NFKD, so `ﬁ` → `fi`, NBSP → space), combining marks
//! dropped (accents folded: `artículo` → `articulo`, `año` → `ano`), lowercase, every quote and
//! dash form and every other punctuation mark turned into a word separator, soft hyphens and
//! line-break hyphenation (`contra-\nto` → `contrato`) removed, thousands and decimal marks
//! between digits removed (`1.902` → `1902`), whitespace collapsed.
//!
//! Decomposition plus dropping marks is the same comparison key as NFKC plus accent folding, and
//! it can be done one original character at a time, which is what keeps the offset map exact.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// A text folded for comparison, with the original byte range of every folded byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Folded {
    /// The folded text: `[a-z0-9]` and other folded letters, words separated by one space,
    /// no leading or trailing space.
    pub text: String,
    /// For each byte of `text`, the first original byte of the character it came from.
    starts: Vec<u32>,
    /// For each byte of `text`, one past the last original byte of the character it came from.
    ends: Vec<u32>,
}

impl Folded {
    /// Folds `original` (see the module docs).
    #[must_use]
    pub fn new(original: &str) -> Folded {
        let mut out = Folder::with_capacity(original.len());
        let mut iter = original.char_indices().peekable();
        while let Some((idx, ch)) = iter.next() {
            let end = idx + ch.len_utf8();
            if ch == '\u{00AD}' {
                continue;
            }
            if is_hyphen(ch) && out.last_is_letter() {
                // Line-break hyphenation: letter, hyphen, optional blanks, a line break,
                // optional blanks, then a lowercase letter continues the same word.
                if let Some(resume) = hyphenation_resume(original, end) {
                    while iter.peek().is_some_and(|&(i, _)| i < resume) {
                        iter.next();
                    }
                    continue;
                }
            }
            if (ch == '.' || ch == ',' || ch == '\'' || ch == '\u{2019}')
                && out.last_is_digit()
                && iter
                    .peek()
                    .is_some_and(|&(_, next)| next.is_ascii_digit() || next == 'º' || next == 'ª')
            {
                continue;
            }
            out.push_original(ch, idx, end);
        }
        out.finish()
    }

    /// Length of the folded text in bytes.
    #[must_use]
    pub fn len(&self) -> usize {
        self.text.len()
    }

    /// Whether the folded text is empty (the original had no letters or digits).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Maps a range of folded bytes (`start < end <= len`) to the original byte range it covers.
    /// Returns `None` for an empty or out-of-bounds range.
    #[must_use]
    pub fn original_range(&self, start: usize, end: usize) -> Option<(usize, usize)> {
        if start >= end || end > self.starts.len() {
            return None;
        }
        let first = *self.starts.get(start)?;
        let last = *self.ends.get(end - 1)?;
        Some((first as usize, last as usize))
    }

    /// The folded text as bytes.
    #[must_use]
    pub fn bytes(&self) -> &[u8] {
        self.text.as_bytes()
    }
}

/// Whether `ch` is one of the hyphen or dash forms that can split a word at a line end.
fn is_hyphen(ch: char) -> bool {
    matches!(ch, '-' | '\u{2010}' | '\u{2011}')
}

/// After a hyphen ending at `after`, if what follows is blanks, one line break, blanks and a
/// lowercase letter, returns the byte offset of that letter.
fn hyphenation_resume(original: &str, after: usize) -> Option<usize> {
    let rest = original.get(after..)?;
    let mut saw_break = false;
    for (i, c) in rest.char_indices() {
        match c {
            '\n' | '\r' => saw_break = true,
            ' ' | '\t' | '\u{00A0}' => {}
            c if saw_break && c.is_lowercase() => return Some(after + i),
            _ => return None,
        }
    }
    None
}

/// What was last written to the folded text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Last {
    Nothing,
    Letter,
    Digit,
}

/// The output buffer of [`Folded::new`].
struct Folder {
    text: String,
    starts: Vec<u32>,
    ends: Vec<u32>,
    last: Last,
    /// A separator is owed before the next word: the original range of the character that
    /// caused it.
    pending_space: Option<(u32, u32)>,
}

impl Folder {
    fn with_capacity(n: usize) -> Folder {
        Folder {
            text: String::with_capacity(n),
            starts: Vec::with_capacity(n),
            ends: Vec::with_capacity(n),
            last: Last::Nothing,
            pending_space: None,
        }
    }

    fn last_is_letter(&self) -> bool {
        self.last == Last::Letter
    }

    fn last_is_digit(&self) -> bool {
        self.last == Last::Digit
    }

    fn push_original(&mut self, ch: char, start: usize, end: usize) {
        let (s, e) = (offset(start), offset(end));
        if ch.is_ascii() {
            // Fast path: most legal prose is ASCII.
            self.push_folded(ch.to_ascii_lowercase(), s, e);
            return;
        }
        for d in std::iter::once(ch).nfkd() {
            if is_combining_mark(d) {
                continue;
            }
            for l in d.to_lowercase() {
                self.push_folded(l, s, e);
            }
        }
    }

    fn push_folded(&mut self, c: char, s: u32, e: u32) {
        if !c.is_alphanumeric() {
            if self.last != Last::Nothing && self.pending_space.is_none() {
                self.pending_space = Some((s, e));
            }
            return;
        }
        if let Some((ps, pe)) = self.pending_space.take() {
            self.text.push(' ');
            self.starts.push(ps);
            self.ends.push(pe);
        }
        let mut buf = [0u8; 4];
        let encoded = c.encode_utf8(&mut buf);
        self.text.push_str(encoded);
        for _ in 0..encoded.len() {
            self.starts.push(s);
            self.ends.push(e);
        }
        self.last = if c.is_ascii_digit() {
            Last::Digit
        } else {
            Last::Letter
        };
    }

    fn finish(self) -> Folded {
        Folded {
            text: self.text,
            starts: self.starts,
            ends: self.ends,
        }
    }
}

/// Byte offsets are stored as `u32`: documents are capped far below 4 GiB by the fetch layer.
fn offset(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn case(input: &str, expected: &str) {
        assert_eq!(Folded::new(input).text, expected, "input: {input:?}");
    }

    #[test]
    fn test_folding_table() {
        case("", "");
        case("  ", "");
        case("Artículo 135", "articulo 135");
        case("«La  buena\u{00A0}fe»", "la buena fe");
        case("“comillas” ‘simples’ \"rectas\"", "comillas simples rectas");
        case("guion–medio—largo-corto", "guion medio largo corto");
        case("ﬁnca", "finca");
        case("e\u{0301}l", "el");
        case("AÑO", "ano");
        case("contra\u{00AD}to", "contrato");
        case("contra-\nto", "contrato");
        case("contra- \r\n  to", "contrato");
        case("Contra-\nTo", "contra to");
        case("art. 1.902 CC", "art 1902 cc");
        case("1,5 %", "15");
        case("a) b), c).", "a b c");
        case("1.º y 2.ª", "1o y 2a");
    }

    #[test]
    fn test_offsets_map_back() {
        let original = "El «Artículo» 1.902,\ndel Có-\ndigo.";
        let folded = Folded::new(original);
        assert_eq!(folded.text, "el articulo 1902 del codigo");
        let at = folded.text.find("articulo").expect("invariant: present");
        let (s, e) = folded
            .original_range(at, at + "articulo".len())
            .expect("invariant: in range");
        assert_eq!(&original[s..e], "Artículo");
        let at = folded.text.find("codigo").expect("invariant: present");
        let (s, e) = folded
            .original_range(at, at + "codigo".len())
            .expect("invariant: in range");
        assert_eq!(&original[s..e], "Có-\ndigo");
        assert_eq!(folded.original_range(3, 3), None);
        assert_eq!(folded.original_range(0, folded.len() + 1), None);
    }
}
