//! Plain text and Markdown: bytes to a `String`, with the encoding found.
//!
//! Order: a BOM (UTF-8, UTF-16LE/BE) decides and is dropped; else valid UTF-8 is taken byte for
//! byte; else chardetng guesses (Spanish hint), which gives `windows-1252` for Latin-1 and
//! Windows-1252 files (WHATWG decodes ISO-8859-1 as windows-1252). Content with NUL bytes or
//! many control characters is binary, not text.

use chardetng::{EncodingDetector, Iso2022JpDetection, Utf8Detection};

/// Decoded text and how it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Decoded {
    /// The text.
    pub(crate) text: String,
    /// Encoding name (WHATWG label).
    pub(crate) encoding: &'static str,
    /// The encoding was guessed from the content (no BOM, not UTF-8).
    pub(crate) guessed: bool,
}

/// Decodes a text file that is already in memory: valid UTF-8 without a BOM becomes the
/// text without a copy.
///
/// # Errors
/// As [`decode`].
pub(crate) fn decode_owned(bytes: Vec<u8>) -> Result<Decoded, String> {
    if encoding_rs::Encoding::for_bom(&bytes).is_some() {
        return decode(&bytes);
    }
    match String::from_utf8(bytes) {
        Ok(text) => {
            check_not_binary(&text)?;
            Ok(Decoded {
                text,
                encoding: encoding_rs::UTF_8.name(),
                guessed: false,
            })
        }
        Err(e) => decode(e.as_bytes()),
    }
}

/// Decodes a text file.
///
/// # Errors
/// A description when the bytes are not text (binary content, undecodable after a BOM).
pub(crate) fn decode(bytes: &[u8]) -> Result<Decoded, String> {
    if let Some((encoding, bom_len)) = encoding_rs::Encoding::for_bom(bytes) {
        let body = bytes.get(bom_len..).unwrap_or_default();
        let (text, had_errors) = encoding.decode_without_bom_handling(body);
        if had_errors {
            return Err(format!(
                "invalid {} after its byte-order mark",
                encoding.name()
            ));
        }
        let text = text.into_owned();
        check_not_binary(&text)?;
        return Ok(Decoded {
            text,
            encoding: encoding.name(),
            guessed: false,
        });
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        check_not_binary(text)?;
        return Ok(Decoded {
            text: text.to_owned(),
            encoding: encoding_rs::UTF_8.name(),
            guessed: false,
        });
    }
    if bytes.contains(&0) {
        return Err("binary content (NUL bytes)".into());
    }
    let mut detector = EncodingDetector::new(Iso2022JpDetection::Deny);
    detector.feed(bytes, true);
    let encoding = detector.guess(Some(b"es"), Utf8Detection::Deny);
    let (text, _, _) = encoding.decode(bytes);
    let text = text.into_owned();
    check_not_binary(&text)?;
    Ok(Decoded {
        text,
        encoding: encoding.name(),
        guessed: true,
    })
}

/// Refuses text with NUL bytes or more than 1 % control characters (other than tab, line
/// feed, carriage return, form feed).
fn check_not_binary(text: &str) -> Result<(), String> {
    if text.contains('\0') {
        return Err("binary content (NUL bytes)".into());
    }
    let n_chars = text.chars().count();
    let n_control = text
        .chars()
        .filter(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{c}'))
        .count();
    if n_control > 0 && n_control * 100 > n_chars {
        return Err(format!("binary content ({n_control} control characters)"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPANISH: &str = "El artículo 24 de la Constitución Española reconoce la tutela judicial \
        efectiva. La jurisprudencia del Tribunal Supremo (STS 1916/2013) señala que «la carga de la \
        prueba corresponde a quien alega». Según el artículo 217 de la Ley de Enjuiciamiento Civil, \
        año 2000, la acción de reclamación de cantidad prosperará.";

    #[track_caller]
    fn check(bytes: &[u8], text: &str, encoding: &str, guessed: bool) {
        let decoded = decode(bytes).expect("invariant: decodable in this test");
        assert_eq!(decoded.text, text);
        assert_eq!(decoded.encoding, encoding);
        assert_eq!(decoded.guessed, guessed);
        assert_eq!(
            decode_owned(bytes.to_vec()),
            Ok(decoded),
            "owned and borrowed agree"
        );
    }

    #[test]
    fn test_utf8_without_bom_is_byte_for_byte() {
        check(SPANISH.as_bytes(), SPANISH, "UTF-8", false);
        check(b"", "", "UTF-8", false);
        check(
            "a\r\nb\u{c}c\u{2011}".as_bytes(),
            "a\r\nb\u{c}c\u{2011}",
            "UTF-8",
            false,
        );
    }

    #[test]
    fn test_boms_are_dropped() {
        let mut utf8 = b"\xEF\xBB\xBF".to_vec();
        utf8.extend_from_slice(SPANISH.as_bytes());
        check(&utf8, SPANISH, "UTF-8", false);
        let mut utf16le = vec![0xFF, 0xFE];
        utf16le.extend(SPANISH.encode_utf16().flat_map(u16::to_le_bytes));
        check(&utf16le, SPANISH, "UTF-16LE", false);
        let mut utf16be = vec![0xFE, 0xFF];
        utf16be.extend(SPANISH.encode_utf16().flat_map(u16::to_be_bytes));
        check(&utf16be, SPANISH, "UTF-16BE", false);
    }

    #[test]
    fn test_latin1_and_windows_1252_detected() {
        let (latin1, _, _) = encoding_rs::WINDOWS_1252.encode(SPANISH);
        check(&latin1, SPANISH, "windows-1252", true);
        let with_quotes = format!("{SPANISH} “comillas” – guion");
        let (cp1252, _, _) = encoding_rs::WINDOWS_1252.encode(&with_quotes);
        check(&cp1252, &with_quotes, "windows-1252", true);
    }

    #[test]
    fn test_binary_refused() {
        assert!(decode(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").is_err());
        assert!(decode(b"abc\x01\x02\x03\x04").is_err());
        assert!(decode(b"\xEF\xBB\xBFabc\xFF").is_err());
    }

    proptest::proptest! {
        #[test]
        fn prop_decode_never_panics_and_keeps_utf8(bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..2000)) {
            let plain_utf8 =
                encoding_rs::Encoding::for_bom(&bytes).is_none() && std::str::from_utf8(&bytes).is_ok();
            if let (Ok(decoded), true) = (decode(&bytes), plain_utf8) {
                proptest::prop_assert_eq!(decoded.text.as_bytes(), &bytes[..]);
            }
        }
    }
}
