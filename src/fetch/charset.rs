//! Charset decoding of response bodies (pure).
//!
//! Order: byte-order mark → `charset` of the `Content-Type` header → `<meta>` (or XML
//! declaration) prescan of the first 1024 bytes → `chardetng` guess (Spanish TLD hint).
//! Labels map through the WHATWG table, so ISO-8859-1 decodes as windows-1252.
//! A declared UTF-8 that is not valid UTF-8 falls through to the guess: Spanish official
//! sites mislabel Latin-1 pages, and a page full of U+FFFD hides a quote.

use encoding_rs::{Encoding, UTF_8};

/// How far into the body the `<meta>` prescan looks.
const PRESCAN_BYTES: usize = 1024;

/// Decodes a body to text, choosing the encoding as the module doc says. Never fails:
/// undecodable bytes become U+FFFD.
#[must_use]
pub fn decode_text(body: &[u8], content_type: Option<&str>) -> String {
    let encoding = choose_encoding(body, content_type);
    let (text, _had_errors) = encoding.decode_with_bom_removal(body);
    text.into_owned()
}

/// The encoding [`decode_text`] uses for this body.
#[must_use]
pub fn choose_encoding(body: &[u8], content_type: Option<&str>) -> &'static Encoding {
    if let Some((encoding, _)) = Encoding::for_bom(body) {
        return encoding;
    }
    let declared = content_type
        .and_then(charset_param)
        .and_then(|label| Encoding::for_label(label.as_bytes()))
        .or_else(|| prescan(body));
    match declared {
        Some(enc) if enc == UTF_8 && std::str::from_utf8(body).is_err() => guess(body),
        // A <meta> cannot declare UTF-16 in an ASCII-compatible prescan (WHATWG).
        Some(enc) if !enc.is_ascii_compatible() => UTF_8,
        Some(enc) => enc,
        None => guess(body),
    }
}

fn guess(body: &[u8]) -> &'static Encoding {
    let mut detector = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    detector.feed(body, true);
    detector.guess(Some(b"es"), chardetng::Utf8Detection::Allow)
}

/// The `charset` parameter of a `Content-Type` value, unquoted.
fn charset_param(content_type: &str) -> Option<String> {
    content_type.split(';').skip(1).find_map(|param| {
        let (name, value) = param.split_once('=')?;
        if !name.trim().eq_ignore_ascii_case("charset") {
            return None;
        }
        let value = value.trim().trim_matches(['"', '\'']).trim();
        (!value.is_empty()).then(|| value.to_owned())
    })
}

/// Looks for `charset=` inside a `<meta …>` tag or `encoding=` in an XML declaration within
/// the first [`PRESCAN_BYTES`] bytes.
fn prescan(body: &[u8]) -> Option<&'static Encoding> {
    let head = body.get(..PRESCAN_BYTES.min(body.len()))?;
    let lower: Vec<u8> = head.to_ascii_lowercase();
    if lower.starts_with(b"<?xml")
        && let Some(end) = find(&lower, b"?>")
        && let Some(decl) = lower.get(..end)
        && let Some(label) = attribute_value(decl, b"encoding")
    {
        return Encoding::for_label(label);
    }
    let mut from = 0;
    while let Some(rel) = lower.get(from..).and_then(|rest| find(rest, b"<meta")) {
        let start = from + rel;
        let end = lower
            .get(start..)
            .and_then(|rest| find(rest, b">"))
            .map_or(lower.len(), |e| start + e);
        if let Some(tag) = lower.get(start..end)
            && let Some(label) = attribute_value(tag, b"charset")
            && let Some(enc) = Encoding::for_label(label)
        {
            return Some(enc);
        }
        from = end;
    }
    None
}

/// The value after `name=` (quoted or not) in a lowercased tag.
fn attribute_value<'a>(tag: &'a [u8], name: &[u8]) -> Option<&'a [u8]> {
    let at = find(tag, name)?;
    let mut rest = tag.get(at + name.len()..)?;
    rest = trim_start(rest);
    rest = rest.strip_prefix(b"=")?;
    rest = trim_start(rest);
    let (quote, body) = match rest.first() {
        Some(q @ (b'"' | b'\'')) => (Some(*q), rest.get(1..)?),
        _ => (None, rest),
    };
    let end = body
        .iter()
        .position(|&b| match quote {
            Some(q) => b == q,
            None => {
                b == b';'
                    || b == b'"'
                    || b == b'\''
                    || b == b'>'
                    || b == b'/'
                    || b.is_ascii_whitespace()
            }
        })
        .unwrap_or(body.len());
    let value = body.get(..end)?;
    (!value.is_empty()).then_some(value)
}

fn trim_start(bytes: &[u8]) -> &[u8] {
    let skip = bytes.iter().take_while(|b| b.is_ascii_whitespace()).count();
    bytes.get(skip..).unwrap_or(&[])
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(haystack, needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "Constitución Española" in windows-1252 / ISO-8859-1.
    const LATIN1: &[u8] = b"Constituci\xf3n Espa\xf1ola";

    #[track_caller]
    fn check(body: &[u8], content_type: Option<&str>, expected: &str) {
        assert_eq!(decode_text(body, content_type), expected);
    }

    #[test]
    fn test_decoding_order() {
        // Header charset.
        check(
            LATIN1,
            Some("text/html; charset=ISO-8859-1"),
            "Constitución Española",
        );
        check(
            LATIN1,
            Some("text/html;charset=\"windows-1252\""),
            "Constitución Española",
        );
        check(
            "Constitución".as_bytes(),
            Some("text/html; charset=utf-8"),
            "Constitución",
        );
        // BOM wins over the header.
        check(
            b"\xef\xbb\xbfd\xc3\xada",
            Some("text/html; charset=iso-8859-1"),
            "día",
        );
        // <meta charset> when the header has none.
        let mut page = b"<html><head><meta charset=\"iso-8859-1\"></head><body>".to_vec();
        page.extend_from_slice(LATIN1);
        let text = decode_text(&page, Some("text/html"));
        assert!(text.ends_with("Constitución Española"), "{text}");
        // <meta http-equiv content="…; charset=…">.
        let mut page =
            b"<META HTTP-EQUIV=\"Content-Type\" CONTENT=\"text/html; charset=windows-1252\">"
                .to_vec();
        page.extend_from_slice(LATIN1);
        assert!(decode_text(&page, None).ends_with("Constitución Española"));
        // XML declaration.
        let mut xml = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><t>".to_vec();
        xml.extend_from_slice(LATIN1);
        assert!(decode_text(&xml, Some("application/xml")).ends_with("Constitución Española"));
        // Nothing declared: guessed.
        check(LATIN1, None, "Constitución Española");
        check(
            "Constitución Española".as_bytes(),
            None,
            "Constitución Española",
        );
    }

    #[test]
    fn test_wrong_declared_charset() {
        // Header says UTF-8, bytes are Latin-1: the guess wins over replacement characters.
        check(
            LATIN1,
            Some("text/html; charset=utf-8"),
            "Constitución Española",
        );
        // A <meta> declaring UTF-16 on an ASCII page is read as UTF-8.
        check(
            b"<meta charset=utf-16>a\xc3\xb1o",
            None,
            "<meta charset=utf-16>año",
        );
        // An unknown label falls back to the guess.
        check(
            LATIN1,
            Some("text/html; charset=klingon"),
            "Constitución Española",
        );
    }

    #[test]
    fn test_charset_param() {
        assert_eq!(
            charset_param("text/html; charset=UTF-8"),
            Some("UTF-8".into())
        );
        assert_eq!(
            charset_param("text/html;CHARSET='latin1'"),
            Some("latin1".into())
        );
        assert_eq!(charset_param("text/html"), None);
        assert_eq!(charset_param("text/html; charset="), None);
    }
}
