//! Criterion benches of the quote matcher: folding a document, an exact hit and an approximate
//! location in about 1 MB of judgment-like text. CI only builds them (`cargo bench --no-run`).

use std::hint::black_box;

use compulsa::matching::{Document, Folded, MatchParams};
use criterion::{Criterion, criterion_group, criterion_main};

const PASSAGE: &str = "El artículo 1902 del Código Civil establece que el que por acción u \
omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño \
causado.";

/// About 1 MB: numbered paragraphs of legal prose, with the passage once near the end.
fn document() -> String {
    let filler = "La Sala considera que la valoración de la prueba corresponde al tribunal de \
instancia, sin que proceda su revisión en casación salvo error patente o arbitrariedad. ";
    let mut text = String::with_capacity(1_100_000);
    let mut n = 0u32;
    while text.len() < 1_000_000 {
        n += 1;
        text.push_str(&format!("{n}. "));
        text.push_str(filler);
        text.push_str(&format!(
            "Recurso número {}/{}. ",
            n * 7 % 997,
            2000 + n % 25
        ));
        if n == 4_000 {
            text.push_str(PASSAGE);
        }
        text.push('\n');
    }
    text
}

fn bench(c: &mut Criterion) {
    let text = document();
    c.bench_function("fold 1 MB", |b| b.iter(|| Folded::new(black_box(&text))));
    let doc = Document::new(&text);
    let params = MatchParams::DEFAULT;
    c.bench_function("exact quote in 1 MB", |b| {
        b.iter(|| {
            doc.locate(
                black_box("interviniendo culpa o negligencia, está obligado"),
                &params,
            )
        })
    });
    c.bench_function("approximate quote in 1 MB", |b| {
        b.iter(|| {
            doc.locate(
                black_box("el que por acción u omisión cause daño a otro, mediando culpa o negligencia, queda obligado a reparar el daño"),
                &params,
            )
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
