//! Fuzz target: any bytes, read as (lossy) UTF-8, through the extractor; spans must stay on
//! char boundaries inside the text and match `texto_original`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let ex = compulsa::extract::extract(&text);
    for c in &ex.citas {
        let span = c.span.expect("extracted citations carry a span");
        assert!(span.inicio < span.fin && span.fin <= text.len());
        assert!(text.is_char_boundary(span.inicio) && text.is_char_boundary(span.fin));
        assert_eq!(&text[span.inicio..span.fin], c.texto_original);
    }
    for n in &ex.no_soportadas {
        assert!(n.span.fin <= text.len() && text.is_char_boundary(n.span.inicio));
        assert!(text.is_char_boundary(n.span.fin));
    }
});
