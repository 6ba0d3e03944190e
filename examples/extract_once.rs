//! Runs the extractor once over a brief of 20 MiB built from the fixture briefs, for
//! `perf stat` (instruction counts do not move with the load of a shared machine).
//!
//! Run: `cargo build --release --example extract_once && perf stat -e instructions:u
//! target/release/examples/extract_once`.

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/briefs");
    let mut parts = Vec::new();
    for name in [
        "demanda_civil.md",
        "recurso_contencioso.md",
        "demanda_laboral.txt",
    ] {
        match std::fs::read_to_string(dir.join(name)) {
            Ok(t) => parts.push(t),
            Err(e) => {
                eprintln!("{name}: {e}");
                std::process::exit(2);
            }
        }
    }
    // COMPULSA_BENCH_MIB sets the size (small sizes suit callgrind).
    let mib: usize = std::env::var("COMPULSA_BENCH_MIB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let target = mib * 1024 * 1024 + 1;
    let mut text = String::with_capacity(target + 64 * 1024);
    while text.len() < target {
        for p in &parts {
            text.push_str(p);
            text.push_str("\n\n");
        }
    }
    let threads: usize = std::env::var("COMPULSA_BENCH_THREADS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    // Compile the patterns first (once per process), on a small part of the text.
    let warm = text.get(..64 * 1024).unwrap_or(&text);
    drop(compulsa::extract::extract_compact_threads(warm, threads));
    let f0 = minflt();
    let t = std::time::Instant::now();
    let ex = compulsa::extract::extract_compact_threads(&text, threads);
    let secs = t.elapsed().as_secs_f64();
    eprintln!("minor faults during extraction: {}", minflt() - f0);
    // COMPULSA_BENCH_DIGEST=1 prints a digest of the whole output (to compare two builds).
    if std::env::var_os("COMPULSA_BENCH_DIGEST").is_some() {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        for c in ex.citas.iter() {
            serde_json::to_string(&c).unwrap_or_default().hash(&mut h);
        }
        serde_json::to_string(&ex.no_soportadas)
            .unwrap_or_default()
            .hash(&mut h);
        eprintln!("output digest {:016x}", h.finish());
    }
    println!(
        "{} citations, {:.1} MiB/s",
        ex.citas.len(),
        text.len() as f64 / (1024.0 * 1024.0) / secs
    );
}

fn minflt() -> i64 {
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| {
            s.rsplit(')')
                .next()
                .and_then(|r| r.split_whitespace().nth(7))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}
