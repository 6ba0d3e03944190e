//! Runs compulsa's quote matcher over a file, for `benches/compare_matching.sh`.
//!
//! Usage: `match_bench DOCUMENT QUOTES`, where `QUOTES` has one quote per line. Prints one JSON
//! object per quote (`{"i", "result", "start", "end", "score", "micros"}`, offsets in UTF-8
//! bytes of the document) and a last line `{"prepare_micros", "total_micros"}`: folding the
//! document is counted once, as a verifier does it once per document.

use std::time::Instant;

use compulsa::matching::{Document, MatchParams, MatchResult};

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(doc_path), Some(quotes_path)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: match_bench DOCUMENT QUOTES");
        return std::process::ExitCode::from(2);
    };
    let (text, quotes) = match (
        std::fs::read_to_string(doc_path),
        std::fs::read_to_string(quotes_path),
    ) {
        (Ok(t), Ok(q)) => (t, q),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("match_bench: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let document = Document::new(&text);
    let prepare = started.elapsed();
    for (i, quote) in quotes.lines().enumerate() {
        let t = Instant::now();
        let r = document.locate(quote, &MatchParams::DEFAULT);
        let micros = t.elapsed().as_micros();
        let (kind, start, end) = match &r {
            MatchResult::Exact { start, end, .. } => ("exact", Some(*start), Some(*end)),
            MatchResult::Approximate { start, end, .. } => {
                ("approximate", Some(*start), Some(*end))
            }
            MatchResult::Absent { .. } => ("absent", None, None),
        };
        println!(
            "{}",
            serde_json::json!({
                "i": i, "result": kind, "start": start, "end": end,
                "score": r.score(), "micros": micros,
            })
        );
    }
    println!(
        "{}",
        serde_json::json!({
            "prepare_micros": prepare.as_micros(),
            "total_micros": started.elapsed().as_micros(),
        })
    );
    std::process::ExitCode::SUCCESS
}
