//! Validation speed: an agent output against its compiled schema, and the whole per-call
//! cost (compile the schema, parse the output, validate) that `compulsa validate` pays.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

const OUTPUT: &str = include_str!("../fixtures/agents/verificador_boe/valid_verificada.json");

fn bench(c: &mut Criterion) {
    let reg = compulsa::schema::Registry::builtin();
    let schema = reg.agent("verificador_boe").expect("builtin schema");
    let value: serde_json::Value = serde_json::from_str(OUTPUT).expect("fixture is JSON");
    c.bench_function("validate_compiled", |b| {
        b.iter(|| black_box(schema.errors(black_box(&value))))
    });
    c.bench_function("compile_parse_validate", |b| {
        b.iter(|| {
            let s = reg.agent("verificador_boe").expect("builtin schema");
            let v: serde_json::Value = serde_json::from_str(black_box(OUTPUT)).expect("json");
            black_box(s.errors(&v))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
