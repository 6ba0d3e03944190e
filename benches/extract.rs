//! Extraction throughput on a brief of more than 20 MB built from the fixture briefs, and the
//! peak heap it needs (a counting allocator wraps the one the binary uses; it counts only
//! around the one-shot runs, so that criterion's loops time the allocator alone).
//!
//! Run: `cargo bench --bench extract`. The figures go to the README.

use std::alloc::{GlobalAlloc, Layout};

use mimalloc::MiMalloc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// Counting is on for the one-shot runs only: two threads updating shared counters on every
/// allocation would slow the timed loops down.
static COUNTING: AtomicBool = AtomicBool::new(true);

// SAFETY: every call is forwarded unchanged to the allocator the binary uses; only counters
// are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { MiMalloc.alloc(layout) };
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
            let now = CURRENT.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { MiMalloc.dealloc(ptr, layout) };
        if COUNTING.load(Ordering::Relaxed) {
            CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: same contract as the caller's.
        let p = unsafe { MiMalloc.realloc(ptr, layout, new_size) };
        if !p.is_null() && COUNTING.load(Ordering::Relaxed) {
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

/// The same brief hard-wrapped at 80 columns, as text taken from a PDF comes: every line
/// break inside a paragraph has to be softened (one copy of the text).
fn wrapped(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 40);
    for para in text.split('\n') {
        let mut col = 0usize;
        for (k, word) in para.split(' ').enumerate() {
            if k > 0 {
                if col + word.len() > 80 {
                    out.push('\n');
                    col = 0;
                } else {
                    out.push(' ');
                    col += 1;
                }
            }
            out.push_str(word);
            col += word.len();
        }
        out.push('\n');
    }
    out
}

fn mib(b: usize) -> f64 {
    b as f64 / (1024.0 * 1024.0)
}

/// One run outside criterion's loop: throughput and the heap it needs on top of what the
/// process already held.
fn one_shot(label: &str, text: &str, threads: usize) {
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let t = Instant::now();
    let ex = compulsa::extract::extract_compact_threads(text, threads);
    let secs = t.elapsed().as_secs_f64();
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    let held = CURRENT.load(Ordering::Relaxed).saturating_sub(base);
    println!(
        "{label} ({threads} thread(s)): {:.1} MiB, {} citations, {:.1} MiB/s, peak extra heap {:.1} MiB ({:.2}x input), held after {:.1} MiB, compact citations {:.1} MiB ({:.2}x input)",
        mib(text.len()),
        ex.citas.len(),
        mib(text.len()) / secs,
        mib(peak),
        peak as f64 / text.len() as f64,
        mib(held),
        mib(ex.citas.heap_bytes()),
        ex.citas.heap_bytes() as f64 / text.len() as f64
    );
}

fn bench(c: &mut Criterion) {
    let text = big_brief();
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    // The compiled patterns and their lazy-DFA caches (one per thread that used them) are
    // built on first use and kept for the life of the process: a fixed cost, not a function
    // of the input. Warm them up once, so that the figures below are those of one more brief.
    let before_warm = CURRENT.load(Ordering::Relaxed);
    drop(compulsa::extract::extract_compact_threads(&text, cores));
    let fixed = CURRENT.load(Ordering::Relaxed).saturating_sub(before_warm);
    println!(
        "patterns and their caches, built once per process: {:.1} MiB",
        mib(fixed)
    );
    one_shot("brief", &text, 1);
    one_shot("brief", &text, cores);
    let wrapped = wrapped(&text);
    one_shot("brief wrapped at 80 columns, borrowed", &wrapped, cores);
    // Handed over, as `compulsa extract` does: softened in place, no copy.
    let len = wrapped.len();
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let t = Instant::now();
    let ex = compulsa::extract::extract_compact_owned(wrapped);
    let secs = t.elapsed().as_secs_f64();
    let peak = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    println!(
        "brief wrapped at 80 columns, handed over ({cores} thread(s)): {} citations, {:.1} MiB/s, peak extra heap {:.1} MiB ({:.2}x input)",
        ex.citas.len(),
        mib(len) / secs,
        mib(peak),
        peak as f64 / len as f64
    );
    drop(ex);
    // What the contract's `Citation`s would cost if all were built at once (the CLI streams
    // them one at a time instead).
    let base = CURRENT.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let all = compulsa::extract::extract(&text);
    let peak_all = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    println!(
        "every Citation materialized at once: peak {:.1} MiB ({:.2}x input)",
        mib(peak_all),
        peak_all as f64 / text.len() as f64
    );
    drop(all);
    // From here on only time is measured. A block freed after this point is not counted
    // off, so `CURRENT` is not read again.
    COUNTING.store(false, Ordering::Relaxed);
    let mut group = c.benchmark_group("extract");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(text.len() as u64));
    group.bench_function("brief_20MB/1_thread", |b| {
        b.iter(|| compulsa::extract::extract_compact_threads(&text, 1))
    });
    group.bench_function(format!("brief_20MB/{cores}_threads"), |b| {
        b.iter(|| compulsa::extract::extract_compact_threads(&text, cores))
    });
    // The floor: one pass of the prefilter automaton over the same text.
    group.bench_function("brief_20MB/prefilter_only", |b| {
        b.iter(|| compulsa::extract::prefilter_pass(&text))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
