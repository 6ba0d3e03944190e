//! Runs the extractor once over a brief of 20 MiB built from the fixture briefs, for
//! `perf stat` (instruction counts do not move with the load of a shared machine).
//!
//! Run: `cargo build --release --example extract_once && perf stat -e instructions:u
//! target/release/examples/extract_once`.

/// The allocator of the `compulsa` binary.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    // COMPULSA_BENCH_SET=all builds the brief from every fixture brief (the three of
    // `fixtures/briefs/` and the held-out ones of `fixtures/briefs_eval/`) instead of the
    // three dense ones the figures have always used.
    let mut names: Vec<std::path::PathBuf> = [
        "demanda_civil.md",
        "recurso_contencioso.md",
        "demanda_laboral.txt",
    ]
    .iter()
    .map(|n| root.join("briefs").join(n))
    .collect();
    if std::env::var("COMPULSA_BENCH_SET").is_ok_and(|v| v == "all") {
        let mut eval: Vec<_> = std::fs::read_dir(root.join("briefs_eval"))
            .map(|d| {
                d.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| {
                        p.extension().is_some_and(|x| x == "md" || x == "txt")
                            && p.file_name().is_some_and(|n| n != "README.md")
                    })
                    .collect()
            })
            .unwrap_or_default();
        eval.sort();
        names.extend(eval);
    }
    // COMPULSA_BENCH_FILE=path builds it from that one file (to compare briefs).
    if let Ok(f) = std::env::var("COMPULSA_BENCH_FILE") {
        names = vec![f.into()];
    }
    let mut parts = Vec::new();
    // Read as the binary reads them: a brief in Windows-1252 is decoded.
    let opts = compulsa::ingest::IngestOptions {
        exe: std::path::PathBuf::from("compulsa"),
    };
    for name in &names {
        let formato = if name.extension().is_some_and(|x| x == "md") {
            compulsa::ingest::Formato::Md
        } else {
            compulsa::ingest::Formato::Txt
        };
        let read = std::fs::read(name)
            .map_err(|e| e.to_string())
            .and_then(|b| {
                compulsa::ingest::ingest_bytes(&b, formato, &opts).map_err(|e| e.to_string())
            });
        match read {
            Ok(t) => parts.push(t.text),
            Err(e) => {
                eprintln!("{}: {e}", name.display());
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
    // Compile the patterns first (once per process), on a small part of the text; with
    // several threads, on a part long enough to be cut into stretches, so that the worker
    // threads make their copies of the patterns first too.
    let mut warm_len = if threads > 1 { 4 << 20 } else { 64 << 10 };
    // COMPULSA_BENCH_WARM=full warms up on the whole text: every pattern the text needs is
    // compiled, and its caches filled, before the timed run (as in a long-lived server).
    if std::env::var("COMPULSA_BENCH_WARM").is_ok_and(|v| v == "full") {
        warm_len = text.len();
    }
    let warm = text.get(..warm_len).unwrap_or(&text);
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
