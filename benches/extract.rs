//! Extraction throughput on a brief of more than 20 MB built from the fixture briefs, and the
//! peak heap it needs (a counting allocator wraps the system one).
//!
//! Run: `cargo bench --bench extract`. The figures go to the README.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded unchanged to the system allocator; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = CURRENT.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) };
        CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                let now = CURRENT.fetch_add(new_size - layout.size(), Ordering::Relaxed)
                    + (new_size - layout.size());
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                CURRENT.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const TARGET_BYTES: usize = 20 * 1024 * 1024 + 1;

fn big_brief() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/briefs");
    let mut parts = Vec::new();
    for name in [
        "demanda_civil.md",
        "recurso_contencioso.md",
        "demanda_laboral.txt",
    ] {
        parts.push(std::fs::read_to_string(dir.join(name)).expect("fixture brief"));
    }
    let mut text = String::with_capacity(TARGET_BYTES + 64 * 1024);
    while text.len() < TARGET_BYTES {
        for p in &parts {
            text.push_str(p);
            text.push_str("\n\n");
        }
    }
    text
}

fn bench(c: &mut Criterion) {
    let text = big_brief();
    // One measured run for throughput and peak memory outside criterion's loop: the
    // extractor's own output (compact), then what building every contract `Citation` at
    // once would cost on top (the CLI streams them one at a time instead).
    // The compiled patterns and their lazy-DFA caches are built on first use and kept for
    // the life of the process (a fixed cost, not a function of the input): warm them up on
    // the text once, so that the figures below are those of one more brief.
    let before_warm = CURRENT.load(Ordering::Relaxed);
    drop(compulsa::extract::extract_compact(&text));
    let fixed = CURRENT.load(Ordering::Relaxed).saturating_sub(before_warm);
    println!(
        "patterns and their caches, built once per process: {:.1} MiB",
        fixed as f64 / (1024.0 * 1024.0)
    );
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let t = Instant::now();
    let ex = compulsa::extract::extract_compact(&text);
    let secs = t.elapsed().as_secs_f64();
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    let held = CURRENT.load(Ordering::Relaxed).saturating_sub(base);
    let mb = text.len() as f64 / (1024.0 * 1024.0);
    let mib = |b: usize| b as f64 / (1024.0 * 1024.0);
    println!(
        "extract: {mb:.1} MiB, {} citations, {:.1} MiB/s, peak extra heap {:.1} MiB ({:.2}x input), output held {:.1} MiB ({:.2}x)",
        ex.citas.len(),
        mb / secs,
        mib(peak),
        peak as f64 / text.len() as f64,
        mib(held),
        held as f64 / text.len() as f64,
    );
    println!(
        "  of which the compact citations themselves: {:.1} MiB ({:.2}x input)",
        mib(ex.citas.heap_bytes()),
        ex.citas.heap_bytes() as f64 / text.len() as f64
    );
    let all = ex.citas.to_vec();
    let peak_all = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    println!(
        "  every Citation materialized at once: peak {:.1} MiB ({:.2}x input)",
        mib(peak_all),
        peak_all as f64 / text.len() as f64
    );
    drop(all);
    drop(ex);
    let mut group = c.benchmark_group("extract");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("brief_20MB", |b| {
        b.iter(|| compulsa::extract::extract_compact(&text))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
